#!/usr/bin/env python3
"""make_models.py OUTDIR: the quantized models docs/quantization.md exports.

  mlp.pt      Linear -> ReLU -> Linear, quantize_dynamic (int8 weights,
              activations quantized at run time), scripted; x [2, 16]
  lstm.pt     a 2-layer LSTM, quantize_dynamic, scripted; x [5, 2, 8]
  convnet.pt  Conv -> ReLU -> Conv -> flatten -> Linear, eager-mode static
              post-training quantization (per-channel weights), scripted;
              x [2, 3, 8, 8]
each with NAME.inputs.pt, its example inputs. The quantized engine is
qnnpack for the conversion (this torch has no fbgemm).
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
        self.fc2 = nn.Linear(32, 4)

    def forward(self, x):
        return self.fc2(self.relu(self.fc1(x)))


class Lstm(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 6, num_layers=2)

    def forward(self, x):
        y, (h, c) = self.lstm(x)
        return y, h


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = tq.QuantStub()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.relu = nn.ReLU()
        self.conv2 = nn.Conv2d(8, 4, 3, stride=2, padding=1)
        self.fc = nn.Linear(64, 5)
        self.dequant = tq.DeQuantStub()

    def forward(self, x):
        x = self.conv2(self.relu(self.conv1(self.quant(x))))
        return self.dequant(self.fc(x.flatten(1)))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.backends.quantized.engine = "qnnpack"
    torch.manual_seed(0)
    for name, model, example in [("mlp", Mlp(), (torch.randn(2, 16),)),
                                 ("lstm", Lstm(), (torch.randn(5, 2, 8),))]:
        q = tq.quantize_dynamic(model.eval(), {nn.Linear, nn.LSTM},
                                dtype=torch.qint8)
        torch.jit.script(q).save(os.path.join(out, name + ".pt"))
        torch.save(example, os.path.join(out, name + ".inputs.pt"))
    model = tq.fuse_modules(ConvNet().eval(), [["conv1", "relu"]])
    model.qconfig = tq.QConfig(
        activation=tq.HistogramObserver.with_args(reduce_range=False),
        weight=tq.default_per_channel_weight_observer)
    tq.prepare(model, inplace=True)
    with torch.no_grad():
        for _ in range(4):
            model(torch.randn(2, 3, 8, 8))
    tq.convert(model, inplace=True)
    torch.jit.script(model).save(os.path.join(out, "convnet.pt"))
    torch.save((torch.randn(2, 3, 8, 8),), os.path.join(out, "convnet.inputs.pt"))


if __name__ == "__main__":
    main()
