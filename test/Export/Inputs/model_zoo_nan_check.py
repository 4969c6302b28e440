#!/usr/bin/env python3
"""model_zoo_nan_check.py: model_zoo.py's check of LibTorch's own outputs on
a small model whose output is finite at width 4 and NaN or infinite at
width 1 (a division by `width - 1`, as RAFT's grid_sample with
align_corners divides by a dim of 1 minus 1). Prints the check's answer
for the example inputs alone and with a --verify-sizes case of width 1."""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model_zoo  # noqa: E402


class Normalize(torch.nn.Module):
    def forward(self, x):
        return x / (x.shape[-1] - 1)


def main():
    torch.manual_seed(0)
    m = torch.jit.script(Normalize())
    example = (torch.randn(2, 4),)
    row = dict(names="x", axes="x:1=width", verify_sizes=None)
    print("example only:", model_zoo.check_reference(row, m, example))
    row["verify_sizes"] = "width=1"
    print("width=1:", model_zoo.check_reference(row, m, example))
    row["verify_sizes"] = "width=3"
    print("width=3:", model_zoo.check_reference(row, m, example))


if __name__ == "__main__":
    main()
