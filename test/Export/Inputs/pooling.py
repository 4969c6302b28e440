#!/usr/bin/env python3
"""pooling.py OUTDIR: pooling over spatial dims exported dynamic
(docs/lowering.md, NN): adaptive pools to sizes that do not divide the
input, ceil_mode pools whose last window ATen may drop or clip, every
avg_pool divisor (count_include_pad, divisor_override), adaptive max pool
indices.

Writes pool1d/pool2d/pool3d.script.pt (torch.jit.script) and .trace.pt
(torch.jit.trace), each with NAME.inputs.pt (the example) and
NAME.sizes.pt (a tuple of inputs at other spatial sizes for
--verify-inputs, chosen so that a ceil window is dropped, sizes below the
output sizes, odd and even sizes); cnn.script.pt, a small CNN with a
ceil_mode max pool and an adaptive average pool to 3x3 in front of its
classifier.
"""
import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F


class Pool1d(nn.Module):
    def __init__(self):
        super().__init__()
        self.aap = nn.AdaptiveAvgPool1d(4)
        self.amp = nn.AdaptiveMaxPool1d(5)
        self.ap = nn.AvgPool1d(3, 3, padding=1, ceil_mode=True)
        self.mp = nn.MaxPool1d(2, 3, ceil_mode=True)

    def forward(self, x):
        return self.aap(x), self.amp(x), self.ap(x), self.mp(x)


class Pool2d(nn.Module):
    def __init__(self):
        super().__init__()
        self.aap = nn.AdaptiveAvgPool2d((3, 5))
        self.amp = nn.AdaptiveMaxPool2d(7)
        # The last window starts inside; its divisor counts pads, not the
        # overhang / counts the real elements / is overridden.
        self.ap_incl = nn.AvgPool2d(3, 2, padding=1, ceil_mode=True)
        self.ap_excl = nn.AvgPool2d(3, 2, padding=1, ceil_mode=True,
                                    count_include_pad=False)
        self.ap_div = nn.AvgPool2d(3, 2, padding=1, ceil_mode=True,
                                   divisor_override=5)
        # End pad + stride > kernel: ATen drops the last window for some
        # sizes (8, 11 here).
        self.ap_drop = nn.AvgPool2d(3, 3, padding=1, ceil_mode=True)
        self.ap_drop_excl = nn.AvgPool2d((3, 2), (3, 3), padding=1,
                                         ceil_mode=True,
                                         count_include_pad=False)
        self.mp = nn.MaxPool2d(3, 2, padding=1, ceil_mode=True)
        self.mp_drop = nn.MaxPool2d(3, 3, padding=1, ceil_mode=True)

    def forward(self, x):
        v, i = F.adaptive_max_pool2d_with_indices(x, (4, 3))
        return (self.aap(x), self.amp(x), v, i,
                self.ap_incl(x), self.ap_excl(x), self.ap_div(x),
                self.ap_drop(x), self.ap_drop_excl(x), self.mp(x),
                self.mp_drop(x))


class Pool3d(nn.Module):
    def __init__(self):
        super().__init__()
        self.aap = nn.AdaptiveAvgPool3d((2, 3, 4))
        self.amp = nn.AdaptiveMaxPool3d((3, 2, 2))
        self.ap = nn.AvgPool3d(3, 2, padding=1, ceil_mode=True)

    def forward(self, x):
        return self.aap(x), self.amp(x), self.ap(x)


class Cnn(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.pool = nn.MaxPool2d(3, 2, ceil_mode=True)
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1)
        self.avg = nn.AdaptiveAvgPool2d(3)
        self.fc = nn.Linear(72, 10)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv1(x)))
        x = self.avg(torch.relu(self.conv2(x)))
        return self.fc(torch.flatten(x, 1))


MODELS = {"pool1d": (Pool1d, 1), "pool2d": (Pool2d, 2),
          "pool3d": (Pool3d, 3), "cnn": (Cnn, 2)}

EXAMPLE = {1: (10,), 2: (10, 13), 3: (5, 7, 9)}
SIZES = {1: [(8,), (3,), (11,)],
         2: [(8, 11), (3, 2), (11, 8)],
         3: [(8, 11, 4), (3, 4, 5)]}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    for name, (cls, k) in MODELS.items():
        m = cls().eval()
        x = torch.randn(2, 3, *EXAMPLE[k])
        torch.jit.script(m).save(os.path.join(out, name + ".script.pt"))
        with torch.no_grad():
            torch.jit.trace(m, (x,)).save(os.path.join(out, name + ".trace.pt"))
        torch.save((x,), os.path.join(out, name + ".inputs.pt"))
        for i, s in enumerate(SIZES[k]):
            torch.save((torch.randn(3, 3, *s),),
                       os.path.join(out, "%s.sizes%d.pt" % (name, i)))


if __name__ == "__main__":
    main()
