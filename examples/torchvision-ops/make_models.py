#!/usr/bin/env python3
"""make_models.py OUTDIR: the models of docs/torchvision-ops.md.

detector.pt (scripted) pools a feature map over proposals with roi_align,
scores each proposal with a linear layer, and keeps the proposals nms
keeps; detector.inputs.pt holds an example: a [1, 8, 16, 16] feature map,
6 proposals as positive (x1, y1, w, h) in a 32x32 image.

deform.pt (scripted) is a modulated deformable convolution (DCNv2):
convolutions of the input predict the offsets and the mask of a
torchvision.ops.DeformConv2d layer; deform.inputs.pt holds a
[1, 8, 16, 16] feature map.
"""
import os
import sys

import torch
from torchvision.ops import DeformConv2d, nms, roi_align


class Detector(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.score = torch.nn.Linear(8 * 2 * 2, 1)

    def forward(self, features, proposals):
        boxes = torch.cat([proposals[:, :2], proposals[:, :2] + proposals[:, 2:]], 1)
        rois = torch.cat([torch.zeros_like(boxes[:, :1]), boxes], 1)
        pooled = roi_align(features, rois, 2, 0.5, 2, True)
        scores = self.score(pooled.flatten(1)).sigmoid().squeeze(1)
        keep = nms(boxes, scores, 0.5)
        return keep, pooled


class DeformBlock(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.offset = torch.nn.Conv2d(8, 2 * 3 * 3, 3, padding=1)
        self.mask = torch.nn.Conv2d(8, 3 * 3, 3, padding=1)
        self.deform = DeformConv2d(8, 16, 3, padding=1)

    def forward(self, x):
        return self.deform(x, self.offset(x), self.mask(x).sigmoid())


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    torch.manual_seed(0)
    m = torch.jit.script(Detector().eval())
    m.save(os.path.join(outdir, "detector.pt"))
    proposals = torch.cat([torch.rand(6, 2) * 24, torch.rand(6, 2) * 8 + 2], 1)
    torch.save((torch.randn(1, 8, 16, 16), proposals),
               os.path.join(outdir, "detector.inputs.pt"))
    print("wrote", os.path.join(outdir, "detector.pt"))
    m = torch.jit.script(DeformBlock().eval())
    m.save(os.path.join(outdir, "deform.pt"))
    torch.save((torch.randn(1, 8, 16, 16),),
               os.path.join(outdir, "deform.inputs.pt"))
    print("wrote", os.path.join(outdir, "deform.pt"))


if __name__ == "__main__":
    main()
