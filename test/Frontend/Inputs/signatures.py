"""Writes models whose signatures once gave errors without a location
(issue 22): an Optional argument, a Tuple argument, a Dict return.

usage: signatures.py OUTDIR ->
  optional.pt    forward(x, mask: Optional[Tensor] = None)    (line 23)
  tuple.pt       forward(xs: Tuple[Tensor, Tensor])          (line 30)
  nested.pt      forward(a: Tuple[Tensor, List[Tensor]])     (line 35)
  mixed.pt       forward(a: Tuple[Tensor, int])              (line 40)
  dict.pt        forward(x) -> Dict[int, Tensor]             (line 45)
  x.pt           (x,)       x_none.pt   (x, None)       xs.pt   ((x, x),)
  xs_batch.pt    ((x4, x4),)    nested_in.pt  ((x, [x, x]),)
  mixed_in.pt    ((x, 2),)
"""
import os
import sys
from typing import Dict, List, Optional, Tuple

import torch
import torch.nn as nn


class WithOptional(nn.Module):
    def forward(self, x, mask: Optional[torch.Tensor] = None):
        if mask is not None:
            x = x * mask
        return x + 1


class WithTuple(nn.Module):
    def forward(self, xs: Tuple[torch.Tensor, torch.Tensor]):
        return xs[0] + xs[1]


class WithNested(nn.Module):
    def forward(self, a: Tuple[torch.Tensor, List[torch.Tensor]]):
        return a[0] - a[1][0] * a[1][1]


class WithMixed(nn.Module):
    def forward(self, a: Tuple[torch.Tensor, int]):
        return a[0] * a[1]


class WithDict(nn.Module):
    def forward(self, x) -> Dict[int, torch.Tensor]:
        return {0: x, 1: x + 1}


def main(out):
    torch.jit.script(WithOptional()).save(os.path.join(out, "optional.pt"))
    torch.jit.script(WithTuple()).save(os.path.join(out, "tuple.pt"))
    torch.jit.script(WithDict()).save(os.path.join(out, "dict.pt"))
    x = torch.randn(2, 3)
    torch.save((x,), os.path.join(out, "x.pt"))
    torch.save((x, None), os.path.join(out, "x_none.pt"))
    torch.save(((x, x),), os.path.join(out, "xs.pt"))
    torch.jit.script(WithNested()).save(os.path.join(out, "nested.pt"))
    x4 = torch.randn(4, 3)
    torch.save(((x4, x4 * 2),), os.path.join(out, "xs_batch.pt"))
    torch.save(((x, [x * 2, x * 3]),), os.path.join(out, "nested_in.pt"))
    torch.jit.script(WithMixed()).save(os.path.join(out, "mixed.pt"))
    torch.save(((x, 2),), os.path.join(out, "mixed_in.pt"))


if __name__ == "__main__":
    main(sys.argv[1])
