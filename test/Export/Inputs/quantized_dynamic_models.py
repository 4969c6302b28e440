#!/usr/bin/env python3
"""quantized_dynamic_models.py OUTDIR [NAME...]: models quantized with
torch.ao.quantization.quantize_dynamic (int8 weights, activations
quantized at run time; docs/quantization.md, "Dynamic quantization"), for
test/Export/quantized-dynamic*.test and quantized-qoperator.test.

Writes, each with NAME.inputs.pt (the example inputs):
  mlp.pt          Linear -> ReLU -> Linear -> Linear (no bias), scripted;
                  x [2, 3, 16]
  mlp_traced.pt   the same, traced
  lstm.pt         a 2-layer LSTM (batch_first) then a Linear, scripted;
                  x [2, 5, 8]
  lstm_traced.pt  the same, traced
  gru.pt          a bidirectional GRU, scripted; x [5, 2, 8]
  lstm_bidir.pt   a bidirectional single-layer LSTM, traced (quantize_dynamic
                  requires an LSTM with biases); x [4, 2, 8]
  cells.pt        an LSTMCell, a GRUCell and tanh and relu RNNCells on one
                  input, scripted; x [3, 4], h [3, 5]
  per_channel.pt  Linear -> ReLU -> Linear with per-channel weights
                  (per_channel_dynamic_qconfig), scripted; x [2, 6]
Only the NAMEs given are written (all without).
The quantized engine is qnnpack for the conversion (this torch has qnnpack
and onednn, not fbgemm); LibTorch repacks the weights for its default
engine (onednn) when it loads a file, and onednn honours the modules'
reduce_range=True (the activations use [0, 127]).
"""
import os
import sys

import torch
import torch.nn as nn
import torch.ao.quantization as tq


class Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 32)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(32, 8)
        self.fc3 = nn.Linear(8, 4, bias=False)

    def forward(self, x):
        return self.fc3(self.fc2(self.relu(self.fc1(x))))


class LstmHead(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 12, num_layers=2, batch_first=True)
        self.fc = nn.Linear(12, 3)

    def forward(self, x):
        y, (h, c) = self.lstm(x)
        return self.fc(y), h, c


class Gru(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 6, bidirectional=True)

    def forward(self, x):
        y, h = self.gru(x)
        return y, h


class LstmBidir(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 5, bidirectional=True)

    def forward(self, x):
        y, (h, c) = self.lstm(x)
        return y, h, c


class Cells(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTMCell(4, 5)
        self.gru = nn.GRUCell(4, 5)
        self.tanh = nn.RNNCell(4, 5)
        self.relu = nn.RNNCell(4, 5, nonlinearity="relu")

    def forward(self, x, h):
        a, b = self.lstm(x, (h, h))
        return a, b, self.gru(x, h), self.tanh(x, h), self.relu(x, h)


class PerChannel(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(6, 4)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc2(self.relu(self.fc1(x)))


def save(out, name, module, example, trace):
    m = torch.jit.trace(module, example) if trace else torch.jit.script(module)
    m.save(os.path.join(out, name + ".pt"))
    torch.save(example, os.path.join(out, name + ".inputs.pt"))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.backends.quantized.engine = "qnnpack"
    wanted = set(sys.argv[2:])
    layers = {nn.Linear, nn.LSTM, nn.GRU, nn.LSTMCell, nn.GRUCell, nn.RNNCell}
    per_channel = {nn.Linear: tq.per_channel_dynamic_qconfig}
    for seed, name, cls, shapes, traced, qconfig in [
            (1, "mlp", Mlp, [(2, 3, 16)], False, layers),
            (1, "mlp_traced", Mlp, [(2, 3, 16)], True, layers),
            (2, "lstm", LstmHead, [(2, 5, 8)], False, layers),
            (2, "lstm_traced", LstmHead, [(2, 5, 8)], True, layers),
            (3, "gru", Gru, [(5, 2, 8)], False, layers),
            (4, "lstm_bidir", LstmBidir, [(4, 2, 8)], True, layers),
            (5, "cells", Cells, [(3, 4), (3, 5)], False, layers),
            (6, "per_channel", PerChannel, [(2, 6)], False, per_channel)]:
        if wanted and name not in wanted:
            continue
        torch.manual_seed(seed)
        model = tq.quantize_dynamic(cls().eval(), qconfig, dtype=torch.qint8)
        example = tuple(torch.randn(*s) * 2 + 0.5 for s in shapes)
        with torch.no_grad():
            save(out, name, model, example, traced)


if __name__ == "__main__":
    main()
