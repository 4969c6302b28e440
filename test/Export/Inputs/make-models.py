"""Builds the small models the tocc-export tests export.

usage: make-models.py OUTDIR

  tiny.pt         traced conv -> relu -> mean -> linear, input x [2, 3, 8, 8]
  tiny.inputs.pt  its example input
  two_io.pt       scripted, two inputs (a [2, 4], b [2, 4]) and two outputs
  two_io.inputs.pt
  erfinv.pt       scripted, calls torch.erfinv (no decomposition in tocc)
  erfinv.inputs.pt
  broken.pt       not a TorchScript file
"""
import os
import sys

import torch


class Tiny(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 16, 3, padding=1)
        self.fc = torch.nn.Linear(16, 5)

    def forward(self, x):
        y = torch.relu(self.conv(x))
        return self.fc(y.mean(dim=(2, 3)))


class TwoIO(torch.nn.Module):
    def forward(self, a, b):
        s = a + b
        return s * 2.0, torch.tanh(a - b)


class Erfinv(torch.nn.Module):
    def forward(self, x):
        return torch.erfinv(torch.tanh(x)) + 1.0


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    x = torch.randn(2, 3, 8, 8)
    tiny = Tiny().eval()
    torch.jit.trace(tiny, (x,)).save(os.path.join(out, "tiny.pt"))
    torch.save((x,), os.path.join(out, "tiny.inputs.pt"))

    a, b = torch.randn(2, 4), torch.randn(2, 4)
    torch.jit.script(TwoIO()).save(os.path.join(out, "two_io.pt"))
    torch.save((a, b), os.path.join(out, "two_io.inputs.pt"))

    torch.jit.script(Erfinv()).save(os.path.join(out, "erfinv.pt"))
    torch.save((torch.randn(3, 4),), os.path.join(out, "erfinv.inputs.pt"))

    with open(os.path.join(out, "broken.pt"), "wb") as f:
        f.write(b"PK\x03\x04 this is not a TorchScript archive")


if __name__ == "__main__":
    main()
