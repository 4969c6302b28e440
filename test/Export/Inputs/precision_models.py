#!/usr/bin/env python3
"""precision_models.py OUTDIR: models for tocc-export --precision
(docs/precision.md), random weights (seed 0), eval mode, each NAME.pt with
NAME.inputs.pt:

  cnn      traced: conv-bn-relu twice (one with stride 2), a residual add,
           global average pooling, a Linear and softmax; x [2, 3, 16, 16].
  encoder  traced: nn.TransformerEncoderLayer (d 32, 4 heads, ff 64,
           batch first, norm_first and post-norm layers, gelu) and a Linear
           head, x [2, 8, 32].
  mixed    scripted: an fp32 model with a `.half()` submodule, so that
           TorchScript's graph mixes f16 and f32 where ATen's type
           promotion decides the result (f32 * f16 parameter, f16 + f32,
           where(c, f16, f32), cat([f16, f32]), f16 * 0-d f32 tensor, which
           stays f16); outputs one f32 and one f16 tensor. LibTorch 1.13 has
           no Half kernels on CPU for linear, relu, exp or softmax, so the
           half part is add, mul, pow, maximum, sum and mean.
  loop     scripted: a Loop of n (a 0-d int64 input) steps of
           tanh(Linear(h)) + LayerNorm(h), then an If on the sum (scale or
           softmax); x [3, 8], n = 4. Its bodies convert on their own.
"""
import os
import sys

import torch
import torch.nn as nn


class ConvBnRelu(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(cout)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


class Cnn(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = ConvBnRelu(3, 16, 2)
        self.b = ConvBnRelu(16, 16, 1)
        self.head = nn.Linear(16, 10)

    def forward(self, x):
        y = self.a(x)
        y = y + self.b(y)
        y = y.mean((2, 3))
        return torch.softmax(self.head(y), dim=1)


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.post = nn.TransformerEncoderLayer(32, 4, 64, batch_first=True)
        self.pre = nn.TransformerEncoderLayer(32, 4, 64, batch_first=True,
                                              norm_first=True, activation="gelu")
        self.head = nn.Linear(32, 8)

    def forward(self, x):
        return self.head(self.pre(self.post(x)))


class HalfPart(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.rand(8) + 0.5)
        self.shift = nn.Parameter(torch.randn(8))

    def forward(self, x):
        # x is f32, scale f16 (a 1-d tensor): ATen promotes to f32.
        a = x * self.scale
        # f16 + f16 parameter: f16.
        b = a.half() + self.shift
        # A 0-d f32 tensor does not promote a dimensioned f16 one: f16.
        c = b * torch.tensor(0.5)
        d = torch.maximum(c, c.pow(2))
        # f16 [B, 1] + f32 [B, 8]: f32.
        return d.sum(1, keepdim=True) + x


class Mixed(nn.Module):
    def __init__(self):
        super().__init__()
        self.inp = nn.Linear(8, 8)
        self.part = HalfPart().half()
        self.out = nn.Linear(16, 4)

    def forward(self, x):
        y = self.inp(x)
        z = self.part(y)
        # where(c, f16, f32) and cat([f16, f32]): f32.
        w = torch.where(z > 0, z.half(), y)
        v = torch.cat([w.half(), y], 1)
        return self.out(v), (z.half() * 2).mean(1)


class Loop(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 8)
        self.norm = nn.LayerNorm(8)

    def forward(self, x, n):
        h = x
        for _ in range(int(n)):
            h = torch.tanh(self.lin(h)) + self.norm(h)
        if bool(h.sum() > 0):
            h = h * 2.0
        else:
            h = h.softmax(-1)
        return h


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)

    cnn = Cnn().eval()
    with torch.no_grad():
        for m in cnn.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.running_mean.uniform_(-0.2, 0.2)
                m.running_var.uniform_(0.5, 1.5)
    x = torch.randn(2, 3, 16, 16)
    torch.jit.trace(cnn, x).save(os.path.join(out, "cnn.pt"))
    torch.save((x,), os.path.join(out, "cnn.inputs.pt"))

    encoder = Encoder().eval()
    x = torch.randn(2, 8, 32)
    with torch.no_grad():
        torch.jit.trace(encoder, x).save(os.path.join(out, "encoder.pt"))
    torch.save((x,), os.path.join(out, "encoder.inputs.pt"))

    mixed = Mixed().eval()
    x = torch.randn(2, 8)
    scripted = torch.jit.script(mixed)
    y, z = scripted(x)
    assert y.dtype == torch.float32 and z.dtype == torch.float16, (y.dtype, z.dtype)
    scripted.save(os.path.join(out, "mixed.pt"))
    torch.save((x,), os.path.join(out, "mixed.inputs.pt"))

    torch.jit.script(Loop().eval()).save(os.path.join(out, "loop.pt"))
    torch.save((torch.randn(3, 8), torch.tensor(4)),
               os.path.join(out, "loop.inputs.pt"))


if __name__ == "__main__":
    main()
