#!/usr/bin/env python3
"""quantized_models.py OUTDIR: quantized TorchScript models made with
torch.ao.quantization's eager-mode post-training static quantization
(docs/quantization.md), for test/Export/quantized.test.

Writes, each with NAME.inputs.pt (the example inputs):
  convnet_per_tensor.pt   a small convnet (conv+bn+relu fused, a grouped
                          conv, add_relu, hardswish, cat, a strided conv,
                          linear+relu fused, linear) quantized with per-tensor
                          int8 weights (qnnpack's default qconfig), scripted
  convnet_per_channel.pt  the same with per-channel int8 weights, scripted
  convnet_traced.pt       the per-channel one, traced
  bn_mul_traced.pt        a standalone quantized BatchNorm2d and
                          FloatFunctional.mul, traced (a scripted quantized
                          BatchNorm2d does not run in torch 1.13: its
                          scale buffer is a 1-element tensor where the op
                          takes a float)
The quantized engine is qnnpack for calibration and conversion (this
torch has qnnpack and onednn, not fbgemm); LibTorch repacks the weights
for its default engine when it loads a file.
"""
import os
import sys

import torch
import torch.nn as nn
import torch.ao.quantization as tq
from torch.ao.nn.quantized import FloatFunctional


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = tq.QuantStub()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu1 = nn.ReLU()
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1, groups=2)
        self.add = FloatFunctional()
        self.hs = nn.Hardswish()
        self.cat = FloatFunctional()
        self.conv3 = nn.Conv2d(16, 4, 3, stride=2, padding=1, dilation=1)
        self.fc1 = nn.Linear(4 * 4 * 4, 16)
        self.relu2 = nn.ReLU()
        self.fc2 = nn.Linear(16, 5)
        self.dequant = tq.DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        a = self.relu1(self.bn1(self.conv1(x)))
        b = self.conv2(a)
        c = self.add.add_relu(a, b)
        d = self.hs(c)
        e = self.cat.cat([c, d], 1)
        f = self.conv3(e).flatten(1)
        return self.dequant(self.fc2(self.relu2(self.fc1(f))))


class BnMul(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = tq.QuantStub()
        self.bn = nn.BatchNorm2d(3)
        self.mul = FloatFunctional()
        self.dequant = tq.DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        y = self.bn(x)
        return self.dequant(self.mul.mul(y, x))


def quantize(model, qconfig, fuse, calibration):
    model.eval()
    if fuse:
        model = tq.fuse_modules(model, fuse)
    model.qconfig = qconfig
    tq.prepare(model, inplace=True)
    with torch.no_grad():
        for x in calibration:
            model(x)
    tq.convert(model, inplace=True)
    return model


def trained(model, seed):
    torch.manual_seed(seed)
    # Batch norms with statistics of their own, so that folding matters.
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 2.0)
            m.weight.data.uniform_(0.5, 1.5)
            m.bias.data.uniform_(-0.2, 0.2)
    return model


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.backends.quantized.engine = "qnnpack"
    torch.manual_seed(0)
    calibration = [torch.randn(2, 3, 8, 8) for _ in range(8)]
    example = (torch.randn(2, 3, 8, 8),)
    per_channel = tq.QConfig(
        activation=tq.HistogramObserver.with_args(reduce_range=False),
        weight=tq.default_per_channel_weight_observer)
    fuse = [["conv1", "bn1", "relu1"], ["fc1", "relu2"]]
    models = {}
    for name, qconfig in [("per_tensor", tq.get_default_qconfig("qnnpack")),
                          ("per_channel", per_channel)]:
        torch.manual_seed(1)
        m = quantize(trained(ConvNet(), 2), qconfig, fuse, calibration)
        models[name] = m
        torch.jit.script(m).save(os.path.join(out, f"convnet_{name}.pt"))
        torch.save(example, os.path.join(out, f"convnet_{name}.inputs.pt"))
    with torch.no_grad():
        traced = torch.jit.trace(models["per_channel"], example)
    traced.save(os.path.join(out, "convnet_traced.pt"))
    torch.save(example, os.path.join(out, "convnet_traced.inputs.pt"))

    torch.manual_seed(3)
    bn = quantize(trained(BnMul(), 4), tq.get_default_qconfig("qnnpack"),
                  None, calibration)
    with torch.no_grad():
        traced = torch.jit.trace(bn, example)
    traced.save(os.path.join(out, "bn_mul_traced.pt"))
    torch.save(example, os.path.join(out, "bn_mul_traced.inputs.pt"))


if __name__ == "__main__":
    main()
