#!/usr/bin/env python3
"""group_norm.py OUTDIR: nn.GroupNorm and F.group_norm exported with dynamic
batch and spatial dims (docs/lowering.md, group_norm).

Writes NAME.trace.pt and NAME.script.pt, with NAME.inputs.pt (x [2, 12, 5,
7]) and NAME.sizes.pt (batch 3, 1 x 9: other sizes of every dynamic dim,
for --verify-inputs):

  groups  nn.GroupNorm with 1, 3, 4 and 12 groups (12: one channel per
          group, instance-norm-like; 1: layer-norm-like), affine with
          random weight and bias and eps 1e-5, and two non-affine ones
          (2 and 6 groups, eps 1e-3), each on x, stacked: [6, N, 12, H, W];
  f64     F.group_norm of a double input, 4 groups with a weight and no
          bias (GroupNormalization-21 computes its statistics in f64 then,
          stash_type 11).
"""
import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F


class Groups(nn.Module):
    def __init__(self):
        super().__init__()
        norms = [nn.GroupNorm(g, 12) for g in (1, 3, 4, 12)]
        for n in norms:
            nn.init.normal_(n.weight)
            nn.init.normal_(n.bias)
        norms += [nn.GroupNorm(2, 12, eps=1e-3, affine=False),
                  nn.GroupNorm(6, 12, eps=1e-3, affine=False)]
        self.norms = nn.ModuleList(norms)

    def forward(self, x):
        return torch.stack([n(x) for n in self.norms])


class F64(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(12, dtype=torch.float64))

    def forward(self, x):
        return F.group_norm(x.double(), 4, self.weight, None, 1e-5)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    x = torch.randn(2, 12, 5, 7) * 3 + 1
    other = (torch.randn(3, 12, 1, 9),)
    for name, module in (("groups", Groups()), ("f64", F64())):
        module.eval()
        torch.jit.trace(module, (x,)).save(os.path.join(out, name + ".trace.pt"))
        torch.jit.script(module).save(os.path.join(out, name + ".script.pt"))
        torch.save((x,), os.path.join(out, name + ".inputs.pt"))
        torch.save(other, os.path.join(out, name + ".sizes.pt"))


if __name__ == "__main__":
    main()
