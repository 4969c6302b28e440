"""Writes the scripted models of docs/control-flow.md's static-ization part.

usage: staticize.py OUTDIR -> OUTDIR/{branch,loop}.pt and their example
inputs OUTDIR/{branch,loop}.inputs.pt (a positive and a negative sum, so
--verify sees both branches: OUTDIR/branch.neg.inputs.pt).
"""
import os
import sys

import torch
import torch.nn as nn


class Branch(nn.Module):
    """An `if` on a tensor's value: both branches yield x's shape."""

    def forward(self, x):
        if bool(x.sum() > 0):
            y = torch.relu(x) * 2
        else:
            y = x - 1
        return y


class Loop(nn.Module):
    """A `for` loop over a size TorchScript cannot unroll (it is not a
    constant until --static-shapes makes it one), then an `if`."""

    def forward(self, x):
        y = x
        for i in range(x.size(0)):
            y = y * 0.5 + i
        if bool(y.mean() > 1):
            y = y - 1
        else:
            y = y + 1
        return y


def main(out):
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.jit.script(Branch()).save(os.path.join(out, "branch.pt"))
    torch.save((torch.rand(2, 3) + 0.1,), os.path.join(out, "branch.inputs.pt"))
    torch.save((-torch.rand(2, 3) - 0.1,),
               os.path.join(out, "branch.neg.inputs.pt"))
    torch.jit.script(Loop()).save(os.path.join(out, "loop.pt"))
    torch.save((torch.rand(4, 3) * 4,), os.path.join(out, "loop.inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
