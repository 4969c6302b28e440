#!/usr/bin/env python3
"""raise_facts_model.py OUTDIR: a scripted model that checks, as RAFT does,
that its image's height and width are multiples of 8 (and raises
otherwise), then computes the same sizes two ways, a ceil-mode pool
(h ceildiv 8) and a floor one (h floordiv 8), adds them and views the sum
with a -1. Only the check makes the two sizes equal: tocc drops the check
(ONNX has no exceptions) and keeps what it says as a fact. Writes
checked.pt and checked_inputs.pt (a 1 x 2 x 16 x 24 image)."""
import os
import sys

import torch
import torch.nn.functional as F


class CheckedPools(torch.nn.Module):
    def forward(self, x):
        h, w = x.shape[2], x.shape[3]
        if h % 8 != 0 or w % 8 != 0:
            raise ValueError("height and width must be multiples of 8")
        up = F.max_pool2d(x, 8, 8, ceil_mode=True)
        down = F.avg_pool2d(x, 8, 8)
        y = torch.tanh(up) + down
        return y.reshape(x.shape[0], h // 8, -1)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.jit.script(CheckedPools()).save(os.path.join(out, "checked.pt"))
    torch.save((torch.randn(1, 2, 16, 24),), os.path.join(out, "checked_inputs.pt"))


if __name__ == "__main__":
    main()
