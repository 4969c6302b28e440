"""erfinv.py OUT_DIR: a model calling torch.erfinv, which no ONNX opset has,
for the unsupported-op examples of docs/export.md.

  OUT_DIR/erfinv.pt         torch.jit.script(model)
  OUT_DIR/erfinv.inputs.pt  torch.save((x,)), a [3, 4] tensor
"""
import os
import sys

import torch


class Gaussianize(torch.nn.Module):
    def forward(self, x):
        u = torch.tanh(x)
        return torch.erfinv(u) * 1.4142135


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.jit.script(Gaussianize()).save(os.path.join(out, "erfinv.pt"))
    torch.save((torch.randn(3, 4),), os.path.join(out, "erfinv.inputs.pt"))


if __name__ == "__main__":
    main()
