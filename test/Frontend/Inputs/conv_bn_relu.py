"""Writes a conv/bn/relu block, scripted and traced, and its example inputs.

usage: conv_bn_relu.py OUTDIR -> OUTDIR/conv_bn_relu_{script,trace}.pt and
OUTDIR/conv_bn_relu_inputs.pt (a tuple with one 2x3x16x16 tensor).
"""
import os
import sys

import torch
import torch.nn as nn


class ConvBnRelu(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(8)
        self.relu = nn.ReLU()

    def forward(self, x):
        return self.relu(self.bn(self.conv(x)))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer1 = nn.Sequential(ConvBnRelu())

    def forward(self, x):
        return self.layer1(x)


def main(out):
    torch.manual_seed(0)
    net = Net().eval()
    # Distinct values for every BN tensor: freezing pools equal constants,
    # and a fresh BN's weight and running_var (all ones) would share a name.
    bn = net.layer1[0].bn
    with torch.no_grad():
        bn.weight.uniform_(0.5, 1.5)
        bn.bias.uniform_(-0.1, 0.1)
        bn.running_mean.uniform_(-0.1, 0.1)
        bn.running_var.uniform_(0.5, 1.5)
    x = torch.randn(2, 3, 16, 16)
    torch.jit.script(net).save(os.path.join(out, "conv_bn_relu_script.pt"))
    torch.jit.trace(net, x).save(os.path.join(out, "conv_bn_relu_trace.pt"))
    torch.save((x,), os.path.join(out, "conv_bn_relu_inputs.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
