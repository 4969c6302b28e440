#!/usr/bin/env python3
"""make_models.py OUTDIR: the models of docs/control-flow.md.

  half.pt, half.inputs.pt      scripted x[:, : x.size(1) // 2] * 2, x [2, 6]
  branchy.pt                   scripted: an `if` on x's values, a `for` over
                               x's rows
  branchy.inputs.pt            x = ones(2, 3): the `if` takes its true branch
  branchy.negative.pt          [-ones(2, 3)], a list: the false branch
"""
import os
import sys

import torch
from torch import nn


class Half(nn.Module):
    def forward(self, x):
        return x[:, : x.size(1) // 2] * 2.0


class Branchy(nn.Module):
    def forward(self, x):
        if bool(x.sum() > 0):
            x = x * 2.0
        else:
            x = -x
        for i in range(x.size(0)):
            x = x + 1.0
        return x


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.jit.script(Half()).save(os.path.join(out, "half.pt"))
    torch.save((torch.randn(2, 6),), os.path.join(out, "half.inputs.pt"))
    torch.jit.script(Branchy()).save(os.path.join(out, "branchy.pt"))
    torch.save((torch.ones(2, 3),), os.path.join(out, "branchy.inputs.pt"))
    torch.save([-torch.ones(2, 3)], os.path.join(out, "branchy.negative.pt"))


if __name__ == "__main__":
    main()
