"""Writes a scripted two-layer LSTM, wrapped in a module and bare.

usage: lstm.py OUTDIR -> OUTDIR/lstm.pt (a module calling an nn.LSTM),
OUTDIR/lstm_bare.pt (nn.LSTM itself, whose forward is overloaded) and
OUTDIR/lstm_inputs.pt (a 5x1x4 sequence).
"""
import os
import sys

import torch
import torch.nn as nn


class Wrapped(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 8, num_layers=2)

    def forward(self, x):
        y, (h, c) = self.lstm(x)
        return y, h


def main(out):
    torch.manual_seed(0)
    wrapped = Wrapped().eval()
    torch.jit.script(wrapped).save(os.path.join(out, "lstm.pt"))
    torch.jit.script(wrapped.lstm).save(os.path.join(out, "lstm_bare.pt"))
    torch.save((torch.randn(5, 1, 4),), os.path.join(out, "lstm_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
