"""Writes models with tuple inputs and outputs, scripted and traced.

usage: tuple_io.py OUTDIR -> OUTDIR/tuple_io_{script,trace}.pt and
OUTDIR/tuple_io_inputs.pt (((x, y), z), three 2x3 f32 tensors).
"""
import os
import sys
from typing import Tuple

import torch
import torch.nn as nn


class Scripted(nn.Module):
    def forward(self, xy: Tuple[torch.Tensor, torch.Tensor], z):
        x, y = xy
        return x + z, (y * z, x.size(0))


class Traced(nn.Module):
    def forward(self, xy: Tuple[torch.Tensor, torch.Tensor], z):
        x, y = xy
        return x + z, y * z


def main(out):
    xy = (torch.randn(2, 3), torch.randn(2, 3))
    z = torch.randn(2, 3)
    torch.jit.script(Scripted()).save(os.path.join(out, "tuple_io_script.pt"))
    torch.jit.trace(Traced(), (xy, z)).save(os.path.join(out, "tuple_io_trace.pt"))
    torch.save((xy, z), os.path.join(out, "tuple_io_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
