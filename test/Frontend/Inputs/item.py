"""Writes a traced model that reads a tensor's value with .item().

The trace bakes the value in as a constant (a trace hazard).
usage: item.py OUTDIR -> OUTDIR/item.pt and OUTDIR/item_inputs.pt
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
        # The TracerWarning is the hazard the importer will report.
        warnings.simplefilter("ignore", torch.jit.TracerWarning)
        traced = torch.jit.trace(Item(), x)
    traced.save(os.path.join(out, "item.pt"))
    torch.save((x,), os.path.join(out, "item_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
