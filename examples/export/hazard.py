"""hazard.py OUT_DIR: a model that reads a tensor's value into Python
(`.item()`), for the --trace/--strict examples of docs/export.md.

  OUT_DIR/hazard.pt         torch.jit.script(model): the read is kept as a
                            graph op, so the scripted import is exact
  OUT_DIR/hazard.inputs.pt  torch.save((x,)), a [2, 5] tensor
"""
import os
import sys

import torch


class Normalize(torch.nn.Module):
    def forward(self, x):
        peak = x.abs().max().item()
        return x / peak


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.jit.script(Normalize()).save(os.path.join(out, "hazard.pt"))
    torch.save((torch.randn(2, 5),), os.path.join(out, "hazard.inputs.pt"))


if __name__ == "__main__":
    main()
