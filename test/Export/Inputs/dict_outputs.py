"""Scripted models returning dicts, for test/Export/dict-outputs.test.

usage: dict_outputs.py OUTDIR

Writes OUTDIR/NAME.pt (torch.jit.script, eval mode, torch.manual_seed(0)
weights) and OUTDIR/image.pt, the example input (1x3x8x8):
- seg: Dict[str, Tensor] {"out", "aux"}, as torchvision's segmentation
  models return;
- nested: a tuple holding a dict whose "pair" value is a tuple.
"""
import os
import sys
from typing import Dict, Tuple

import torch
from torch import nn


class Seg(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Conv2d(3, 4, 3, padding=1)
        self.b = nn.Conv2d(4, 2, 1)

    def forward(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
        f = torch.relu(self.a(x))
        return {"out": self.b(f), "aux": f.mean(1)}


class Nested(nn.Module):
    def forward(self, x: torch.Tensor
                ) -> Tuple[torch.Tensor, Dict[str, Tuple[torch.Tensor, torch.Tensor]]]:
        return x.sum(1), {"pair": (x * 2, x.amax(1))}


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    torch.manual_seed(0)
    for name, module in (("seg", Seg()), ("nested", Nested())):
        torch.jit.script(module.eval()).save(os.path.join(outdir, name + ".pt"))
    torch.save((torch.randn(1, 3, 8, 8),), os.path.join(outdir, "image.pt"))
    print("made dict-output models")


if __name__ == "__main__":
    main()
