#!/usr/bin/env python3
"""quantized_fx_models.py OUTDIR [NAME...]: models quantized with
torch.ao.quantization's FX graph mode (prepare_fx, calibration, convert_fx),
for test/Export/quantized-fx*.test (docs/quantization.md, "FX graph mode").

Writes, each with NAME.inputs.pt (the example inputs), all of them or the
NAMEs given:
  fx_convnet           conv+bn+relu (fused), a grouped conv, a residual add
                       with relu, hardswish, cat, max_pool2d, a strided
                       conv, adaptive_avg_pool2d, flatten (a reference
                       pattern: dequantize, float flatten, quantize with
                       FX's `_scale_0` tensors) and a linear head;
                       qnnpack's default QConfigMapping, scripted
  fx_convnet_traced    the same, traced
  fx_convnet_onednn    the same with onednn's QConfigMapping (per-channel
                       weights), calibrated with the onednn engine, scripted
  fx_convnet_reduce    activations observed with reduce_range ([0, 127]),
                       which torch's kernels still saturate to [0, 255],
                       scripted
  fx_block             a transformer-ish block: quantized layer_norm,
                       linears, quantized::matmul (q @ k^T), mul by a
                       scalar, float softmax between dequantize and
                       quantize, leaky_relu, sigmoid/tanh/hardsigmoid
                       (fixed qparams), conv1d, hardtanh and clamp,
                       reshape, conv_transpose2d; scripted
  fx_misc              conv3d+bn3d+relu (fused), conv_transpose1d,
                       group_norm, elu, relu6, mul, cat of tensors with
                       different qparams (torch requantizes to the first's);
                       onednn's QConfigMapping and engine (qnnpack has no
                       3-d convolution), scripted
  fx_embedding         nn.Embedding with float_qparams_weight_only_qconfig
                       (quantized::embedding_byte: u8 rows with a float
                       scale and zero point each), a mean over the
                       sequence (requantized) and a linear, scripted
  fx_reference         convert_to_reference_fx: quantize_per_tensor,
                       dequantize and float ops, the weights quantized per
                       channel (constants of quantized tensors), traced
"""
import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.ao.quantization as tq
from torch.ao.quantization import quantize_fx


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu1 = nn.ReLU()
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1, groups=2)
        self.hs = nn.Hardswish()
        self.conv3 = nn.Conv2d(16, 6, 3, stride=2, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(6, 5)

    def forward(self, x):
        a = self.relu1(self.bn1(self.conv1(x)))
        b = self.conv2(a)
        c = torch.relu(a + b)
        d = self.hs(c)
        e = F.max_pool2d(torch.cat([c, d], 1), 2)
        f = self.pool(self.conv3(e)).flatten(1)
        return self.fc(f)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(8)
        self.q = nn.Linear(8, 8)
        self.k = nn.Linear(8, 8)
        self.v = nn.Linear(8, 8)
        self.o = nn.Linear(8, 8)
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 8)
        self.c1 = nn.Conv1d(8, 8, 3, padding=1)
        self.ct = nn.ConvTranspose2d(2, 2, 3, stride=2)

    def forward(self, x):
        h = self.ln(x)
        q, k, v = self.q(h), self.k(h), self.v(h)
        a = torch.softmax(torch.matmul(q, k.transpose(-2, -1)) * 0.35, -1)
        h = x + self.o(torch.matmul(a, v))
        y = h + self.fc2(F.leaky_relu(self.fc1(h), 0.1))
        y = torch.sigmoid(y) + torch.tanh(y) + F.hardsigmoid(y)
        z = self.c1(y.transpose(1, 2)).transpose(1, 2)
        z = F.hardtanh(z, -1.0, 1.0) + torch.clamp(z, -0.5, 0.5)
        w = self.ct(z.reshape(z.shape[0], 2, 4, -1))
        return w.flatten(1)


class EmbeddingNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8)
        self.fc = nn.Linear(8, 4)

    def forward(self, ids):
        return self.fc(self.emb(ids).mean(1))


class Misc(nn.Module):
    def __init__(self):
        super().__init__()
        self.c3 = nn.Conv3d(2, 4, 3, padding=1)
        self.bn3 = nn.BatchNorm3d(4)
        self.r3 = nn.ReLU()
        # (onednn takes no output_padding)
        self.ct1 = nn.ConvTranspose1d(4, 4, 3, stride=2, padding=1)
        self.gn = nn.GroupNorm(2, 4)
        self.elu = nn.ELU()
        self.r6 = nn.ReLU6()

    def forward(self, x):
        y = self.r3(self.bn3(self.c3(x)))        # [N, 4, 4, 4, 4]
        y = y.flatten(2)                           # [N, 4, 64]
        y = self.ct1(y)                            # [N, 4, 127]
        y = self.elu(self.gn(y))
        z = self.r6(y) * y
        return torch.cat([z, y], 1)


def trained(model, seed):
    torch.manual_seed(seed)
    for m in model.modules():
        if isinstance(m, (nn.BatchNorm2d, nn.BatchNorm3d)):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 2.0)
            m.weight.data.uniform_(0.5, 1.5)
            m.bias.data.uniform_(-0.2, 0.2)
    return model.eval()


def fx_quantize(model, mapping, example, calibration, reference=False):
    prepared = quantize_fx.prepare_fx(model, mapping, example)
    with torch.no_grad():
        for x in calibration:
            prepared(*x)
    if reference:
        return quantize_fx.convert_to_reference_fx(prepared)
    return quantize_fx.convert_fx(prepared)


def save(out, name, module, example, trace=False):
    if trace:
        with torch.no_grad():
            module = torch.jit.trace(module, example)
    else:
        module = torch.jit.script(module)
    module.save(os.path.join(out, name + ".pt"))
    torch.save(example, os.path.join(out, name + ".inputs.pt"))


def convnet(engine, mapping):
    torch.backends.quantized.engine = engine
    torch.manual_seed(0)
    calibration = [(torch.randn(2, 3, 16, 16),) for _ in range(6)]
    example = (torch.randn(2, 3, 16, 16),)
    return fx_quantize(trained(ConvNet(), 1), mapping, example,
                       calibration), example


def main():
    out = sys.argv[1]
    names = set(sys.argv[2:])
    os.makedirs(out, exist_ok=True)

    def wanted(name):
        return not names or name in names

    if wanted("fx_convnet") or wanted("fx_convnet_traced"):
        m, example = convnet("qnnpack",
                             tq.get_default_qconfig_mapping("qnnpack"))
        if wanted("fx_convnet"):
            save(out, "fx_convnet", m, example)
        if wanted("fx_convnet_traced"):
            save(out, "fx_convnet_traced", m, example, trace=True)
    if wanted("fx_convnet_onednn"):
        m, example = convnet("onednn",
                             tq.get_default_qconfig_mapping("onednn"))
        save(out, "fx_convnet_onednn", m, example)
    if wanted("fx_convnet_reduce"):
        qconfig = tq.QConfig(
            activation=tq.HistogramObserver.with_args(reduce_range=True),
            weight=tq.default_weight_observer)
        m, example = convnet("qnnpack",
                             tq.QConfigMapping().set_global(qconfig))
        save(out, "fx_convnet_reduce", m, example)

    torch.backends.quantized.engine = "qnnpack"
    if wanted("fx_block"):
        torch.manual_seed(2)
        example = (torch.randn(2, 4, 8),)
        calibration = [(torch.randn(2, 4, 8),) for _ in range(6)]
        m = fx_quantize(trained(Block(), 3),
                        tq.get_default_qconfig_mapping("qnnpack"), example,
                        calibration)
        save(out, "fx_block", m, example)
    if wanted("fx_misc"):
        # qnnpack has no 3-d convolution.
        torch.backends.quantized.engine = "onednn"
        torch.manual_seed(4)
        example = (torch.randn(2, 2, 4, 4, 4),)
        calibration = [(torch.randn(2, 2, 4, 4, 4),) for _ in range(6)]
        # Per-channel weights, but per tensor for the transposed conv
        # (torch has no per-channel weights there).
        mapping = tq.get_default_qconfig_mapping("onednn").set_object_type(
            nn.ConvTranspose1d, tq.QConfig(
                activation=tq.HistogramObserver.with_args(reduce_range=False),
                weight=tq.default_weight_observer))
        m = fx_quantize(trained(Misc(), 5), mapping, example, calibration)
        save(out, "fx_misc", m, example)
        torch.backends.quantized.engine = "qnnpack"
    if wanted("fx_embedding"):
        torch.manual_seed(8)
        m = EmbeddingNet().eval()
        m.emb.weight.data += 0.7
        example = (torch.randint(0, 20, (2, 5)),)
        calibration = [(torch.randint(0, 20, (3, 5)),) for _ in range(6)]
        mapping = tq.get_default_qconfig_mapping("qnnpack").set_object_type(
            nn.Embedding, tq.float_qparams_weight_only_qconfig)
        m = fx_quantize(m, mapping, example, calibration)
        save(out, "fx_embedding", m, example)
    if wanted("fx_reference"):
        torch.manual_seed(6)
        example = (torch.randn(2, 3, 16, 16),)
        calibration = [(torch.randn(2, 3, 16, 16),) for _ in range(6)]
        m = fx_quantize(trained(ConvNet(), 7),
                        tq.get_default_qconfig_mapping("onednn"), example,
                        calibration, reference=True)
        save(out, "fx_reference", m, example, trace=True)


if __name__ == "__main__":
    main()
