#!/usr/bin/env python3
"""huge_constants.py OUTDIR: scripted modules whose forward makes a constant
far above the compile-time size cap (docs/fold-constants.md, "The size
limit"), for hostile-huge-constants.test:

  zeros.pt     torch.zeros(1000000, 1000000): 4 TB of f32
  ones.pt      torch.ones(20000, 25000): 2 GB of f32
  ones_add.pt  x + torch.ones(20000, 25000), with ones_add.inputs.pt: a
               constant operand that LibTorch's freezing would fold
  overflow.pt  torch.zeros(2**32, 2**32): a count that overflows int64
  stft.pt      Spectrogram(n_fft=2048, power=None) as view_as_real: a DFT
               kernel of 2050 x 2048, above the cap, with stft.inputs.pt
"""
import os
import sys

import torch
import torch.nn as nn
import torchaudio.transforms as T


class Zeros(nn.Module):
    def forward(self):
        return torch.zeros(1000000, 1000000)


class Ones(nn.Module):
    def forward(self):
        return torch.ones(20000, 25000)


class OnesAdd(nn.Module):
    def forward(self, x):
        return x + torch.ones(20000, 25000)


class Overflow(nn.Module):
    def forward(self):
        return torch.zeros(4294967296, 4294967296)


class Stft(nn.Module):
    def __init__(self):
        super().__init__()
        self.spec = T.Spectrogram(n_fft=2048, hop_length=512, power=None)

    def forward(self, x):
        return torch.view_as_real(self.spec(x))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, m in [("zeros", Zeros()), ("ones", Ones()), ("ones_add", OnesAdd()),
                    ("overflow", Overflow()), ("stft", Stft())]:
        torch.jit.script(m).save(os.path.join(out, name + ".pt"))
    torch.manual_seed(0)
    torch.save((torch.randn(1, 6000),), os.path.join(out, "stft.inputs.pt"))
    torch.save((torch.randn(25000),), os.path.join(out, "ones_add.inputs.pt"))


if __name__ == "__main__":
    main()
