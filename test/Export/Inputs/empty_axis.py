#!/usr/bin/env python3
"""empty_axis.py OUTDIR: a scripted step of a cache, whose example has a
cache of length 0 on a dynamic axis and which checks for it as KV-cache
models do (`if past.size(1) == 0`). Writes empty_axis.pt and
empty_axis.inputs.pt (x [2, 3], past [2, 0]), empty_axis.past2.pt (past
[2, 2])."""
import os
import sys

import torch


class CacheStep(torch.nn.Module):
    def forward(self, x, past):
        if past.size(1) == 0:
            y = x + 1.0
        else:
            y = x * 2.0 + past.sum(1, keepdim=True)
        return y, torch.cat([past, x], 1)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.jit.script(CacheStep()).save(os.path.join(out, "empty_axis.pt"))
    torch.save((torch.randn(2, 3), torch.zeros(2, 0)),
               os.path.join(out, "empty_axis.inputs.pt"))
    torch.save((torch.randn(2, 3), torch.randn(2, 2)),
               os.path.join(out, "empty_axis.past2.pt"))


if __name__ == "__main__":
    main()
