"""Scripted models whose control flow ONNX cannot express.

usage: control_flow_errors.py OUTDIR
  OUTDIR/dtypes.pt   an `if` whose branches yield f32 and i64 (line 17)
  OUTDIR/ranks.pt    an `if` whose branches yield ranks 2 and 1 (line 26)
  OUTDIR/inputs.pt   x = rand(2, 3)
"""
import os
import sys

import torch
import torch.nn as nn


class Dtypes(nn.Module):
    def forward(self, x):
        if bool(x.sum() > 0):
            y = x * 2
        else:
            y = (x * 3).long()
        return y


class Ranks(nn.Module):
    def forward(self, x):
        if bool(x.sum() > 0):
            y = x * 2
        else:
            y = x.sum(0)
        return y


def main(out):
    torch.jit.script(Dtypes()).save(os.path.join(out, "dtypes.pt"))
    torch.jit.script(Ranks()).save(os.path.join(out, "ranks.pt"))
    torch.save((torch.rand(2, 3),), os.path.join(out, "inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
