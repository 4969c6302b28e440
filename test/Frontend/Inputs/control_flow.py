"""Writes a scripted model with an `if` on a tensor's value and a `for` loop.

usage: control_flow.py OUTDIR -> OUTDIR/control_flow.pt
"""
import os
import sys

import torch
import torch.nn as nn


class ControlFlow(nn.Module):
    def forward(self, x, n: int):
        if n < 0:
            raise ValueError("n must not be negative")
        if bool(x.sum() > 0):
            y = x * 2
        else:
            y = x - 1
        for i in range(n):
            y = y + i
        return y


def main(out):
    torch.jit.script(ControlFlow()).save(os.path.join(out, "control_flow.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
