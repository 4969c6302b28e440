#!/usr/bin/env python3
"""quantized_qat_models.py OUTDIR [NAME...]: models trained with
torch.ao.quantization's quantization-aware training (a few SGD steps on
random data), for test/Export/quantized-qat.test (docs/quantization.md,
"QAT models").

Writes, each with NAME.inputs.pt (the example inputs), all or the NAMEs:
  qat_eager          eager prepare_qat (conv+bn+relu fused, add_relu,
                     linear), activations in [0, 127] (reduce_range),
                     weights symmetric per channel in [-127, 127];
                     converted, scripted
  qat_fx             FX prepare_qat_fx with qnnpack's default QAT
                     QConfigMapping; converted, scripted
  qat_fx_pre_4bit    FX prepare_qat_fx with activations in [0, 15] and
                     weights symmetric per channel in [-127, 127]
                     (FakeQuantize), before convert: fake_quantize ops,
                     observers disabled; traced
  qat_fx_pre_default FX prepare_qat_fx with qnnpack's default QAT mapping
                     (FusedMovingAvgObsFakeQuantize:
                     fused_moving_avg_obs_fake_quant), before convert,
                     observers disabled; traced
  qat_pre_learnable  learnable fake-quantize ops (LSQ: learned scales and
                     float zero points) of an input in [-64, 63] (qint8)
                     and of a conv's weights per channel in [-127, 127],
                     scripted
A model exported before convert has its observers disabled
(model.apply(torch.ao.quantization.disable_observer)), as it is for
export: an observer on would update the scale at run time.
"""
import os
import sys

import torch
import torch.nn as nn
import torch.ao.quantization as tq
from torch.ao.quantization import quantize_fx
from torch.ao.quantization._learnable_fake_quantize import \
    _LearnableFakeQuantize
from torch.ao.nn.quantized import FloatFunctional


class EagerNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = tq.QuantStub()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu1 = nn.ReLU()
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1)
        self.add = FloatFunctional()
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 5)
        self.dequant = tq.DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        a = self.relu1(self.bn1(self.conv1(x)))
        b = self.add.add_relu(a, self.conv2(a))
        return self.dequant(self.fc(self.pool(b).flatten(1)))


class LearnableNet(nn.Module):
    """Learnable fake-quantize (LSQ, what _LearnableFakeQuantize runs: its
    module does not script or trace in torch 1.13) of the input in
    [-64, 63] (qint8, a float zero point) and of a conv's weights per
    channel in [-127, 127]."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)
        self.x_scale = nn.Parameter(torch.tensor([0.05]))
        self.x_zero_point = nn.Parameter(torch.tensor([1.3]))
        self.w_scale = nn.Parameter(torch.full([4], 0.01))
        self.w_zero_point = nn.Parameter(torch.zeros(4))

    def forward(self, x):
        x = torch._fake_quantize_learnable_per_tensor_affine(
            x, self.x_scale, self.x_zero_point, -64, 63, 1.0)
        w = torch._fake_quantize_learnable_per_channel_affine(
            self.conv.weight, self.w_scale, self.w_zero_point, 0, -127, 127,
            1.0)
        return torch.relu(nn.functional.conv2d(x, w, self.conv.bias,
                                               padding=1))


class FxNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu1 = nn.ReLU()
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 5)

    def forward(self, x):
        a = self.relu1(self.bn1(self.conv1(x)))
        b = torch.relu(a + self.conv2(a))
        return self.fc(self.pool(b).flatten(1))


def train(model, steps=4):
    model.train()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(steps):
        x = torch.randn(4, 3, 8, 8)
        loss = (model(x) - 0.5).square().mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return model


def frozen(model):
    model.apply(tq.disable_observer)
    model.apply(torch.nn.intrinsic.qat.freeze_bn_stats)
    return model.eval()


def save(out, name, module, example, trace=False):
    if trace:
        with torch.no_grad():
            module = torch.jit.trace(module, example)
    else:
        module = torch.jit.script(module)
    module.save(os.path.join(out, name + ".pt"))
    torch.save(example, os.path.join(out, name + ".inputs.pt"))


# Activations in [0, 15] (4 bits in a quint8) and [0, 127]; weights
# symmetric in [-127, 127], per channel.
def fake_quant(quant_min, quant_max):
    return tq.FakeQuantize.with_args(
        observer=tq.MovingAverageMinMaxObserver, quant_min=quant_min,
        quant_max=quant_max, dtype=torch.quint8)


SYMMETRIC_WEIGHT = tq.FakeQuantize.with_args(
    observer=tq.MovingAveragePerChannelMinMaxObserver, quant_min=-127,
    quant_max=127, dtype=torch.qint8, qscheme=torch.per_channel_symmetric)


def main():
    out = sys.argv[1]
    names = set(sys.argv[2:])
    os.makedirs(out, exist_ok=True)
    torch.backends.quantized.engine = "qnnpack"
    # Seeded: the example (and --verify's other batch drawn like it) is the
    # same every run, so the tests' exact comparisons are reproducible.
    torch.manual_seed(0)
    example = (torch.randn(2, 3, 8, 8),)

    def wanted(name):
        return not names or name in names

    if wanted("qat_eager"):
        torch.manual_seed(1)
        m = EagerNet()
        m = tq.fuse_modules_qat(m.train(), [["conv1", "bn1", "relu1"]])
        m.qconfig = tq.QConfig(activation=fake_quant(0, 127),
                               weight=SYMMETRIC_WEIGHT)
        tq.prepare_qat(m, inplace=True)
        train(m)
        m = tq.convert(frozen(m))
        save(out, "qat_eager", m, example)
    if wanted("qat_fx"):
        torch.manual_seed(2)
        m = quantize_fx.prepare_qat_fx(
            FxNet().train(), tq.get_default_qat_qconfig_mapping("qnnpack"),
            example)
        train(m)
        m = quantize_fx.convert_fx(frozen(m))
        save(out, "qat_fx", m, example)
    if wanted("qat_fx_pre_4bit"):
        torch.manual_seed(3)
        mapping = tq.QConfigMapping().set_global(
            tq.QConfig(activation=fake_quant(0, 15), weight=SYMMETRIC_WEIGHT))
        m = quantize_fx.prepare_qat_fx(FxNet().train(), mapping, example)
        train(m)
        save(out, "qat_fx_pre_4bit", frozen(m), example, trace=True)
    if wanted("qat_fx_pre_default"):
        torch.manual_seed(4)
        m = quantize_fx.prepare_qat_fx(
            FxNet().train(), tq.get_default_qat_qconfig_mapping("qnnpack"),
            example)
        train(m)
        save(out, "qat_fx_pre_default", frozen(m), example, trace=True)
    if wanted("qat_pre_learnable"):
        torch.manual_seed(5)
        m = train(LearnableNet())
        save(out, "qat_pre_learnable", m.eval(), example)


if __name__ == "__main__":
    main()
