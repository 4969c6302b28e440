#!/usr/bin/env python3
"""make_models.py OUTDIR: the models of docs/control-flow.md.

  half.pt, half.inputs.pt      scripted x[:, : x.size(1) // 2] * 2, x [2, 6]
  branchy.pt                   scripted: an `if` on x's values, a `for` over
                               x's rows
  branchy.inputs.pt            x = ones(2, 3): the `if` takes its true branch
  branchy.negative.pt          [-ones(2, 3)], a list: the false branch
  accumulate.pt                scripted: a `while` with a data-dependent stop
                               that grows a tensor by concatenation
  accumulate.inputs.pt         x = rand(2, 3)
  steps.pt                     scripted: a GRU cell run by a loop, every
                               step's state appended to a list and stacked
  steps.inputs.pt              x = randn(5, 2, 4) (time, batch, features)
"""
import os
import sys
from typing import List

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


class Accumulate(nn.Module):
    def forward(self, x):
        out = x[:1]
        while bool(out.sum() < 10.0) and out.size(0) < 20:
            out = torch.cat([out, out[-1:] + x[:1].abs() + 1.0], 0)
        return out


class Steps(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.GRUCell(4, 6)

    def forward(self, x):
        h = torch.zeros(x.size(1), 6)
        outs: List[torch.Tensor] = []
        for t in range(x.size(0)):
            h = self.cell(x[t], h)
            outs.append(h)
        return torch.stack(outs)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.jit.script(Half()).save(os.path.join(out, "half.pt"))
    torch.save((torch.randn(2, 6),), os.path.join(out, "half.inputs.pt"))
    torch.jit.script(Branchy()).save(os.path.join(out, "branchy.pt"))
    torch.save((torch.ones(2, 3),), os.path.join(out, "branchy.inputs.pt"))
    torch.save([-torch.ones(2, 3)], os.path.join(out, "branchy.negative.pt"))
    torch.jit.script(Accumulate()).save(os.path.join(out, "accumulate.pt"))
    torch.save((torch.rand(2, 3),), os.path.join(out, "accumulate.inputs.pt"))
    torch.jit.script(Steps().eval()).save(os.path.join(out, "steps.pt"))
    torch.save((torch.randn(5, 2, 4),), os.path.join(out, "steps.inputs.pt"))


if __name__ == "__main__":
    main()
