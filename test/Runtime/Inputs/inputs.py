"""Writes input files for onnx-opt --run (torch.save of a tuple, one value
per graph input).

usage: inputs.py OUTDIR -> OUTDIR/
  cf_pos.pt    (x > 0 of 2x3, 3): control_flow takes the `then` branch
  cf_neg.pt    (x < 0 of 2x3, 2): the `else` branch
  cf_zero.pt   (x > 0 of 2x3, 0): the loop runs no iteration
  cf_raise.pt  (x, -1): the `raise`
  core.pt      (arange 2x3 f32, arange 3 f32) for core.mlir
  wrong.pt     (a 4x4 tensor) for a graph that wants a 2x3 one
"""
import os
import sys

import torch


def main(out):
    torch.manual_seed(0)
    x = torch.rand(2, 3) + 0.1
    save = lambda name, value: torch.save(value, os.path.join(out, name))
    save("cf_pos.pt", (x, 3))
    save("cf_neg.pt", (-x, 2))
    save("cf_zero.pt", (x, 0))
    save("cf_raise.pt", (x, -1))
    save("core.pt", (torch.arange(6, dtype=torch.float32).reshape(2, 3),
                     torch.arange(3, dtype=torch.float32)))
    save("wrong.pt", (torch.zeros(4, 4),))


if __name__ == "__main__":
    main(sys.argv[1])
