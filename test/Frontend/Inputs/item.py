"""Writes a model that reads a tensor's value with .item(), traced and scripted.

The trace bakes the value in as a constant (a trace hazard); the script keeps
aten::item, whose result is a Scalar (tocc's `number`).
usage: item.py OUTDIR -> OUTDIR/item.pt (traced), OUTDIR/item_script.pt and
OUTDIR/item_inputs.pt
"""
import os
import sys
import warnings

import torch
import torch.nn as nn


class Item(nn.Module):
    def forward(self, x):
        s = x.sum().item()
        return x * s


def main(out):
    torch.manual_seed(0)
    x = torch.randn(2, 3)
    with warnings.catch_warnings():
        # The hazard is Python's to report, at trace time (item.test).
        warnings.simplefilter("ignore", torch.jit.TracerWarning)
        traced = torch.jit.trace(Item(), x)
    traced.save(os.path.join(out, "item.pt"))
    torch.jit.script(Item()).save(os.path.join(out, "item_script.pt"))
    torch.save((x,), os.path.join(out, "item_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
