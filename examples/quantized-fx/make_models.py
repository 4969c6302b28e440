#!/usr/bin/env python3
"""make_models.py OUTDIR: a small convnet quantized two ways with
torch.ao.quantization's FX graph mode, for docs/quantization.md:

  convnet_fx.pt   post-training static quantization: prepare_fx with
                  qnnpack's default QConfigMapping, calibration on random
                  data, convert_fx; scripted
  convnet_qat.pt  quantization-aware training: prepare_qat_fx with
                  activations in [0, 15] (4 bits) and symmetric per-channel
                  weights in [-127, 127], a few SGD steps, observers off,
                  before convert (fake-quantize ops); traced

each with NAME.inputs.pt, the example input (a batch of 2 3x16x16 images).
"""
import os
import sys

import torch
import torch.nn as nn
import torch.ao.quantization as tq
from torch.ao.quantization import quantize_fx


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 4)

    def forward(self, x):
        a = torch.relu(self.bn1(self.conv1(x)))
        b = torch.relu(a + self.conv2(a))
        return self.fc(self.pool(nn.functional.max_pool2d(b, 2)).flatten(1))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.backends.quantized.engine = "qnnpack"
    torch.manual_seed(0)
    example = (torch.randn(2, 3, 16, 16),)

    ptq = quantize_fx.prepare_fx(ConvNet().eval(),
                                 tq.get_default_qconfig_mapping("qnnpack"),
                                 example)
    with torch.no_grad():
        for _ in range(8):
            ptq(torch.randn(4, 3, 16, 16))
    torch.jit.script(quantize_fx.convert_fx(ptq)).save(
        os.path.join(out, "convnet_fx.pt"))
    torch.save(example, os.path.join(out, "convnet_fx.inputs.pt"))

    qconfig = tq.QConfig(
        activation=tq.FakeQuantize.with_args(
            observer=tq.MovingAverageMinMaxObserver, quant_min=0,
            quant_max=15, dtype=torch.quint8),
        weight=tq.FakeQuantize.with_args(
            observer=tq.MovingAveragePerChannelMinMaxObserver,
            quant_min=-127, quant_max=127, dtype=torch.qint8,
            qscheme=torch.per_channel_symmetric))
    qat = quantize_fx.prepare_qat_fx(
        ConvNet().train(), tq.QConfigMapping().set_global(qconfig), example)
    opt = torch.optim.SGD(qat.parameters(), lr=0.01)
    for _ in range(4):
        loss = qat(torch.randn(4, 3, 16, 16)).square().mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    qat.apply(tq.disable_observer)
    qat.eval()
    with torch.no_grad():
        torch.jit.trace(qat, example).save(os.path.join(out, "convnet_qat.pt"))
    torch.save(example, os.path.join(out, "convnet_qat.inputs.pt"))


if __name__ == "__main__":
    main()
