#!/usr/bin/env python3
"""make_models.py OUTDIR: the detection head of docs/torchvision-ops.md.

detector.pt (scripted) pools a feature map over proposals with roi_align,
scores each proposal with a linear layer, and keeps the proposals nms
keeps; detector.inputs.pt holds an example: a [1, 8, 16, 16] feature map,
6 proposals as positive (x1, y1, w, h) in a 32x32 image.
"""
import os
import sys

import torch
from torchvision.ops import nms, roi_align


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


if __name__ == "__main__":
    main()
