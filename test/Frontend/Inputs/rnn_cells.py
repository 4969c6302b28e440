"""Writes scripted loops over the steps of a sequence of dynamic length,
one per recurrent cell (nn.LSTMCell, nn.GRUCell, nn.RNNCell with tanh and
relu), collecting every step's state.

usage: rnn_cells.py OUTDIR -> OUTDIR/NAME.pt and OUTDIR/NAME.inputs.pt (x, a
5x3x4 sequence) for NAME in lstm_cell, gru_cell, rnn_tanh_cell,
rnn_relu_cell.
"""
import os
import sys

import torch
import torch.nn as nn


class LSTMCellLoop(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.LSTMCell(4, 6)

    def forward(self, x):
        h = torch.zeros(x.size(1), 6)
        c = torch.zeros(x.size(1), 6)
        outs = []
        for t in range(x.size(0)):
            h, c = self.cell(x[t], (h, c))
            outs.append(h)
        return torch.stack(outs), c


class CellLoop(nn.Module):
    """A GRU or RNN cell over the steps."""

    def __init__(self, cell):
        super().__init__()
        self.cell = cell

    def forward(self, x):
        h = torch.zeros(x.size(1), 5)
        outs = []
        for t in range(x.size(0)):
            h = self.cell(x[t], h)
            outs.append(h)
        return torch.stack(outs)


MODELS = {
    "lstm_cell": LSTMCellLoop,
    "gru_cell": lambda: CellLoop(nn.GRUCell(4, 5)),
    "rnn_tanh_cell": lambda: CellLoop(nn.RNNCell(4, 5)),
    "rnn_relu_cell": lambda: CellLoop(nn.RNNCell(4, 5, nonlinearity="relu")),
}


def main(out):
    torch.manual_seed(0)
    for name, make in MODELS.items():
        torch.jit.script(make().eval()).save(os.path.join(out, name + ".pt"))
        torch.save((torch.randn(5, 3, 4),),
                   os.path.join(out, name + ".inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
