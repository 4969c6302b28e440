#!/usr/bin/env python3
"""axis_ranges.py OUTDIR: a model whose one-position step takes another
path (`if x.size(1) == 1`, as decoders write their decode step), for
--dynamic-axes ranges (test/Export/dynamic-axis-ranges.test):

  step.pt           scripted: x [B, S, 3] -> x * 2 when S == 1, else
                    x.cumsum(1)
  step.inputs.pt    x [2, 5, 3]
  step.one.pt       x [2, 1, 3] (a decode step)
"""
import os
import sys

import torch


class Step(torch.nn.Module):
    def forward(self, x):
        if x.size(1) == 1:
            return x * 2.0
        return x.cumsum(1)


def main():
    out = sys.argv[1]
    torch.manual_seed(0)
    torch.jit.script(Step()).save(os.path.join(out, "step.pt"))
    torch.save((torch.randn(2, 5, 3),), os.path.join(out, "step.inputs.pt"))
    torch.save((torch.randn(2, 1, 3),), os.path.join(out, "step.one.pt"))


if __name__ == "__main__":
    main()
