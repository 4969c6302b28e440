#!/usr/bin/env python3
"""grid_sample.py OUTDIR: F.grid_sample exported with dynamic batch, input
H/W and grid H/W (docs/decompositions.md, "Grid sampling").

Writes, each scripted (NAME.script.pt) and traced (NAME.trace.pt), with
NAME.inputs.pt (x [2, 3, 5, 7], grid [2, 4, 6, 2]) and NAME.sizes.pt
(other sizes of every dynamic dim, for --verify-inputs):

  gate  four configurations, stacked: bilinear/zeros/align_corners
        (RAFT's), nearest/border, bicubic/reflection, and nearest/reflection
        without align_corners (which ONNX Runtime's GridSample rounds
        otherwise than ATen, so tocc expands it at every opset);
  all   every mode x padding x align_corners (18), stacked;
  raft  RAFT's bilinear_sampler: pixel coordinates normalized with the
        input's run-time H and W, split, concatenated and sampled with
        align_corners=True (torchvision.models.optical_flow.raft's
        correlation lookup);
  ties  nearest on a grid whose coordinates are k + 0.5 before or after
        reflecting (halves round to even in ATen).

Grids are scaled by 1.5 inside the modules so that samples fall outside
[-1, 1] (padding) and reflect more than once.
"""
import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

MODES = ("bilinear", "nearest", "bicubic")
PADDINGS = ("zeros", "border", "reflection")

GATE = [("bilinear", "zeros", True), ("nearest", "border", False),
        ("bicubic", "reflection", False), ("nearest", "reflection", False)]
ALL = [(m, p, a) for m in MODES for p in PADDINGS for a in (False, True)]


class Sample(nn.Module):
    """F.grid_sample in one configuration (constants once frozen)."""
    __constants__ = ["mode", "padding", "align"]

    def __init__(self, mode, padding, align):
        super().__init__()
        self.mode = mode
        self.padding = padding
        self.align = align

    def forward(self, x, grid):
        return F.grid_sample(x, grid, mode=self.mode,
                             padding_mode=self.padding,
                             align_corners=self.align)


class Configs(nn.Module):
    """Every configuration on one grid, stacked: [configs, N, C, Ho, Wo]."""

    def __init__(self, cfgs):
        super().__init__()
        self.samplers = nn.ModuleList([Sample(*c) for c in cfgs])

    def forward(self, x, grid):
        g = grid * 1.5
        out = []
        for s in self.samplers:
            out.append(s(x, g))
        return torch.stack(out, 0)


class RaftSampler(nn.Module):
    """torchvision's raft.py grid_sample in the correlation lookup."""

    def forward(self, img, coords):
        h, w = img.shape[-2:]
        xgrid, ygrid = coords.split([1, 1], dim=-1)
        xgrid = 2 * xgrid / (w - 1) - 1
        ygrid = 2 * ygrid / (h - 1) - 1
        grid = torch.cat([xgrid, ygrid], dim=-1)
        return F.grid_sample(img, grid, mode="bilinear", padding_mode="zeros",
                             align_corners=True)


class Ties(nn.Module):
    def forward(self, x):
        # W = 8 without align_corners: g = (2p + 1) / 8 - 1 is exact for
        # the pixel coordinates p = k + 0.5 (exported static: the ties
        # need W = 8).
        w = x.shape[3]
        k = torch.arange(-3, 12, dtype=torch.float32)
        gx = (2 * (k + 0.5) + 1) / w - 1
        g = torch.stack([gx, torch.zeros_like(gx)], dim=-1)
        g = g.reshape(1, 1, -1, 2).expand(x.shape[0], 1, -1, 2)
        return (F.grid_sample(x, g, mode="nearest", padding_mode="reflection",
                              align_corners=False),
                F.grid_sample(x, g, mode="nearest", padding_mode="zeros",
                              align_corners=False),
                F.grid_sample(x, g, mode="nearest", padding_mode="border",
                              align_corners=False))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    models = {"gate": Configs(GATE), "all": Configs(ALL),
              "raft": RaftSampler()}
    for name, m in models.items():
        m.eval()
        x = torch.randn(2, 3, 5, 7)
        if name == "raft":
            grid = torch.rand(2, 4, 6, 2) * torch.tensor([8.0, 6.0]) - 1
            sizes = [(torch.randn(3, 3, 6, 9),
                      torch.rand(3, 2, 5, 2) * torch.tensor([10.0, 7.0]) - 1),
                     (torch.randn(1, 3, 4, 4),
                      torch.rand(1, 3, 3, 2) * 5 - 1)]
        else:
            grid = torch.randn(2, 4, 6, 2)
            sizes = [(torch.randn(3, 3, 6, 9), torch.randn(3, 2, 5, 2)),
                     (torch.randn(1, 3, 1, 2), torch.randn(1, 3, 3, 2))]
        torch.jit.script(m).save(os.path.join(out, name + ".script.pt"))
        with torch.no_grad():
            torch.jit.trace(m, (x, grid)).save(
                os.path.join(out, name + ".trace.pt"))
        torch.save((x, grid), os.path.join(out, name + ".inputs.pt"))
        for i, s in enumerate(sizes):
            torch.save(s, os.path.join(out, "%s.sizes%d.pt" % (name, i)))
    t = Ties().eval()
    x = torch.randn(2, 3, 4, 8)
    torch.jit.script(t).save(os.path.join(out, "ties.script.pt"))
    torch.save((x,), os.path.join(out, "ties.inputs.pt"))


if __name__ == "__main__":
    main()
