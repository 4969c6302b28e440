"""Writes two scripted models with an in-place relu (nn.ReLU(inplace=True)).

usage: inplace.py OUTDIR -> OUTDIR/inplace_{dead,observed}.pt and
OUTDIR/inplace_inputs.pt (a tuple with one 2x3 tensor). In `dead` the input
of relu_ is not used afterwards (torchvision's pattern); in `observed` it is,
so the mutation is visible and a functional relu would change the result.
"""
import os
import sys

import torch
import torch.nn as nn


class Dead(nn.Module):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        y = x * 2
        return self.relu(y)


class Observed(nn.Module):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        y = x * 2
        z = self.relu(y)
        return z + y


def main(out):
    torch.jit.script(Dead()).save(os.path.join(out, "inplace_dead.pt"))
    torch.jit.script(Observed()).save(os.path.join(out, "inplace_observed.pt"))
    torch.save((torch.randn(2, 3),), os.path.join(out, "inplace_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
