"""Writes nn.LSTM, nn.GRU and nn.RNN models, scripted and traced, for
exports with a dynamic batch and sequence length.

usage: rnn_layers.py OUTDIR -> for each model NAME of MODELS,
OUTDIR/NAME_script.pt, OUTDIR/NAME_trace.pt and OUTDIR/NAME.inputs.pt (the
example inputs: x, and h0 (and c0) for the models that take them), and
OUTDIR/axes.txt, one line per model: NAME and its --dynamic-axes; and the
packed-sequence models of PACKED (pack_padded_sequence, a layer,
pad_packed_sequence), traced only (TorchScript cannot script
PackedSequence's construction without ops tocc does not export):
OUTDIR/NAME_trace.pt, NAME.inputs.pt (x, lengths[, h0, c0]) and
NAME.more.pt (other lengths, in another order, for --verify-inputs).
"""
import os
import sys

import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

T, B, I = 5, 3, 4


class LSTM(nn.Module):
    """x -> (y, h_n, c_n); the initial states are zeros."""

    def __init__(self, **kw):
        super().__init__()
        self.rnn = nn.LSTM(I, 6, **kw)

    def forward(self, x):
        y, (h, c) = self.rnn(x)
        return y, h, c


class LSTMWithState(nn.Module):
    """(x, h0, c0) -> (y, h_n, c_n)."""

    def __init__(self, **kw):
        super().__init__()
        self.rnn = nn.LSTM(I, 6, **kw)

    def forward(self, x, h0, c0):
        y, (h, c) = self.rnn(x, (h0, c0))
        return y, h, c


class GRU(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.rnn = nn.GRU(I, 5, **kw)

    def forward(self, x):
        return self.rnn(x)


class GRUWithState(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.rnn = nn.GRU(I, 5, **kw)

    def forward(self, x, h0):
        return self.rnn(x, h0)


class RNN(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.rnn = nn.RNN(I, 5, **kw)

    def forward(self, x):
        return self.rnn(x)


class RNNWithState(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.rnn = nn.RNN(I, 5, **kw)

    def forward(self, x, h0):
        return self.rnn(x, h0)


class Packed(nn.Module):
    """Batch-first sequences of the given lengths (any order) through a
    layer, padded back to x's length."""

    def __init__(self, layer):
        super().__init__()
        self.rnn = layer

    def forward(self, x, lengths):
        p = pack_padded_sequence(x, lengths, batch_first=True,
                                 enforce_sorted=False)
        y, h = self.rnn(p)
        out, _ = pad_packed_sequence(y, batch_first=True,
                                     total_length=x.size(1))
        return out, h


class PackedLSTMWithState(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM(I, 6, batch_first=True, bidirectional=True)

    def forward(self, x, lengths, h0, c0):
        p = pack_padded_sequence(x, lengths, batch_first=True,
                                 enforce_sorted=False)
        y, (h, c) = self.rnn(p, (h0, c0))
        out, _ = pad_packed_sequence(y, batch_first=True,
                                     total_length=x.size(1))
        return out, h, c


def state(layers, dirs, width):
    return torch.randn(layers * dirs, B, width)


# name: (a function making the module, the example initial states or None)
MODELS = {
    "lstm": (lambda: LSTM(), None),
    "lstm2_bidir_bf_state": (
        lambda: LSTMWithState(num_layers=2, bidirectional=True,
                              batch_first=True),
        (state(2, 2, 6), state(2, 2, 6))),
    "lstm_proj": (lambda: LSTM(proj_size=3), None),
    "lstm_proj_bidir_state": (
        lambda: LSTMWithState(proj_size=3, bidirectional=True),
        (state(1, 2, 3), state(1, 2, 6))),
    "gru2_bidir": (lambda: GRU(num_layers=2, bidirectional=True), None),
    "gru_bf_state": (lambda: GRUWithState(batch_first=True),
                     (state(1, 1, 5),)),
    "rnn_tanh_state": (lambda: RNNWithState(num_layers=2), (state(2, 1, 5),)),
    "rnn_relu_bidir_bf": (
        lambda: RNN(nonlinearity="relu", bidirectional=True, batch_first=True),
        None),
}


# A traced packed model without states bakes the zero states' batch
# (batch_sizes[0]) into the trace: only its sequence length is dynamic.
PACKED = {
    "packed_gru2": lambda: Packed(nn.GRU(I, 5, num_layers=2,
                                         batch_first=True)),
    "packed_lstm_bidir_state": PackedLSTMWithState,
}


def main(out):
    torch.manual_seed(0)
    lines = []
    for name, (make, states) in MODELS.items():
        model = make().eval()
        batch_first = model.rnn.batch_first
        x = torch.randn(B, T, I) if batch_first else torch.randn(T, B, I)
        inputs = (x,) + (states or ())
        torch.jit.script(model).save(os.path.join(out, name + "_script.pt"))
        torch.jit.trace(model, inputs).save(
            os.path.join(out, name + "_trace.pt"))
        torch.save(inputs, os.path.join(out, name + ".inputs.pt"))
        axes = "x:0=batch,1=seq" if batch_first else "x:0=seq,1=batch"
        for s in ("h0", "c0")[: len(states or ())]:
            axes += ";%s:1=batch" % s
        lines.append("%s %s\n" % (name, axes))
    with open(os.path.join(out, "axes.txt"), "w") as f:
        f.writelines(lines)
    for name, make in PACKED.items():
        model = make().eval()
        x, lengths = torch.randn(B, T, I), torch.tensor([3, T, 2])
        states = ((torch.randn(2, B, 6), torch.randn(2, B, 6))
                  if name.endswith("_state") else ())
        torch.jit.trace(model, (x, lengths) + states).save(
            os.path.join(out, name + "_trace.pt"))
        torch.save((x, lengths) + states,
                   os.path.join(out, name + ".inputs.pt"))
        torch.save((torch.randn(B, T + 2, I), torch.tensor([2, 4, T + 2]))
                   + states, os.path.join(out, name + ".more.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
