#!/usr/bin/env python3
"""traced_control_flow.py OUTDIR: scripted models with control flow, for
tocc-export --trace (which keeps only the path the example input takes).

  branchy.pt, branchy.inputs.pt   an `if` on x's values, a `for` over x's
                                  rows, a `while` over its columns, and
                                  control flow that does not depend on x
  nested.pt, nested.inputs.pt     an `if` inside a `for`
  branchy.negative.pt             a list (not a tuple) taking the other branch
"""
import os
import sys

import torch
from torch import nn


class Branchy(nn.Module):
    def __init__(self):
        super().__init__()
        self.double = True

    def forward(self, x):
        if bool(x.sum() > 0):
            x = x * 2.0
        else:
            x = -x
        for i in range(x.size(0)):
            x = x + 1.0
        n = 0
        while n < x.size(1):
            n += 2
        for i in range(3):
            x = x * 0.5
        if self.double:
            x = x + x
        return x * n


class Nested(nn.Module):
    def forward(self, x):
        for i in range(x.size(0)):
            if i % 2 == 0:
                x = x + 1.0
        return x


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.jit.script(Branchy().eval()).save(os.path.join(out, "branchy.pt"))
    torch.save((torch.ones(2, 3),), os.path.join(out, "branchy.inputs.pt"))
    torch.save([-torch.ones(2, 3)], os.path.join(out, "branchy.negative.pt"))
    torch.jit.script(Nested().eval()).save(os.path.join(out, "nested.pt"))
    torch.save((torch.ones(3, 2),), os.path.join(out, "nested.inputs.pt"))


if __name__ == "__main__":
    main()
