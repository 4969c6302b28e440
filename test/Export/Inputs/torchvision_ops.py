#!/usr/bin/env python3
"""torchvision_ops.py OUTDIR: small scripted models that call torchvision's
operators (docs/torchvision-ops.md), for test/Export/torchvision-ops.test.

Each model NAME is written as NAME.pt (torch.jit.script; NAME.trace.pt for
the traced ones) with NAME.inputs.pt (the example inputs), and
NAME.data/test_data_set_0 holds the example inputs and torchvision's own
outputs (its C++ kernels, in this process) as TensorProto files, so that
`node utils/ort/run.js NAME.onnx --data-set NAME.data/test_data_set_0`
checks an export against torchvision itself; tocc-export --verify checks
it against tocc's reference kernels, in a process without torchvision.

Boxes are given as positive (x1, y1, w, h) and made corners inside the
model, and batch indices as integers, so that the inputs --verify draws at
other sizes (|normal| floats, integers within the example's range) are
valid boxes and rois too.
"""
import os
import sys

import onnx
import onnx.numpy_helper
import torch
import torchvision
from torchvision.ops import (batched_nms, deform_conv2d, nms, ps_roi_align,
                             ps_roi_pool, roi_align, roi_pool)


def corners(boxes: torch.Tensor) -> torch.Tensor:
    return torch.cat([boxes[:, :2], boxes[:, :2] + boxes[:, 2:]], 1)


def make_rois(boxes: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    return torch.cat([idx.unsqueeze(1).to(boxes.dtype), corners(boxes)], 1)


def wide_rois(boxes: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    """rois at least 4 pixels wide and tall: at least 2 after the
    spatial_scale of 0.5 (RoiAlign-10 widens aligned rois under 1)."""
    wide = torch.cat([boxes[:, :2], boxes[:, 2:] + 4.0], 1)
    return make_rois(wide, idx)


class Nms(torch.nn.Module):
    def forward(self, boxes, scores):
        return nms(corners(boxes), scores, 0.3)


class BatchedNms(torch.nn.Module):
    def forward(self, boxes, scores, idxs):
        return batched_nms(corners(boxes), scores, idxs, 0.3)


class RoiAlign(torch.nn.Module):
    """aligned and not, the adaptive grid (sampling_ratio -1) and a fixed
    one, spatial_scale 0.5 and 1."""

    def forward(self, x, boxes, idx):
        rois = wide_rois(boxes, idx)
        return (roi_align(x, rois, (3, 2), 0.5, -1, True),
                roi_align(x, rois, 2, 0.5, 2, False),
                roi_align(x, rois, (2, 3), 1.0, 0, False),
                roi_align(x, rois, 3, 1.0, 3, True))


class RoiAlignSmall(torch.nn.Module):
    """aligned rois of any size, down to a fraction of a pixel: exact from
    opset 16 (RoiAlign's half_pixel)."""

    def forward(self, x, boxes, idx):
        rois = make_rois(boxes, idx)
        return (roi_align(x, rois, (3, 2), 0.5, -1, True),
                roi_align(x, rois, 2, 0.25, 2, True))


class RoiPool(torch.nn.Module):
    def forward(self, x, boxes, idx):
        rois = make_rois(boxes, idx)
        return roi_pool(x, rois, (3, 2), 0.5), roi_pool(x, rois, 2, 1.0)


class PsRoiAlign(torch.nn.Module):
    def forward(self, x, boxes, idx):
        rois = wide_rois(boxes, idx)
        return (ps_roi_align(x, rois, 2, 0.5, -1),
                ps_roi_align(x, rois, 2, 1.0, 2))


class PsRoiPool(torch.nn.Module):
    def forward(self, x, boxes, idx):
        return ps_roi_pool(x, make_rois(boxes, idx), 2, 0.5)


class DeformConv(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(6, 2, 3, 3))
        self.bias = torch.nn.Parameter(torch.randn(6))

    def forward(self, x, offset, mask):
        return (deform_conv2d(x, offset, self.weight, self.bias,
                              padding=(1, 1), mask=mask),
                deform_conv2d(x, offset, self.weight, None, padding=(1, 1)))


class DeformLayers(torch.nn.Module):
    """torchvision.ops.DeformConv2d as a layer, as deformable networks use
    it: offsets (and the modulation mask) predicted from the input by a
    convolution with the layer's stride, padding and dilation, so that they
    have the output's size whatever the input's. The first layer is
    modulated (a mask), with groups 2, offset_groups 2 and stride 2; the
    second has no mask nor bias, groups 4, offset_groups 4 and dilation 2.
    The offsets are scaled up so that samples leave the image."""

    def __init__(self):
        super().__init__()
        self.offset1 = torch.nn.Conv2d(4, 2 * 2 * 9, 3, stride=2, padding=1)
        self.mask1 = torch.nn.Conv2d(4, 2 * 9, 3, stride=2, padding=1)
        self.deform1 = torchvision.ops.DeformConv2d(4, 8, 3, stride=2,
                                                    padding=1, groups=2)
        self.offset2 = torch.nn.Conv2d(8, 2 * 4 * 9, 3, padding=2, dilation=2)
        self.deform2 = torchvision.ops.DeformConv2d(8, 8, 3, padding=2,
                                                    dilation=2, groups=4,
                                                    bias=False)

    def forward(self, x):
        y = self.deform1(x, 4.0 * self.offset1(x),
                         torch.sigmoid(self.mask1(x)))
        y = torch.relu(y)
        return self.deform2(y, 4.0 * self.offset2(y))


def boxes(n, extent, gen):
    xy = torch.rand(n, 2, generator=gen) * extent
    wh = torch.rand(n, 2, generator=gen) * extent / 2 + 0.5
    return torch.cat([xy, wh], 1)


def save_data_set(path, inputs, outputs):
    os.makedirs(path, exist_ok=True)
    for i, t in enumerate(inputs):
        onnx.save_tensor(onnx.numpy_helper.from_array(t.numpy()),
                         os.path.join(path, "input_%d.pb" % i))
    for i, t in enumerate(outputs):
        onnx.save_tensor(onnx.numpy_helper.from_array(t.detach().numpy()),
                         os.path.join(path, "output_%d.pb" % i))


def write(outdir, name, module, inputs, trace=False):
    module.eval()
    m = torch.jit.trace(module, inputs) if trace else torch.jit.script(module)
    m.save(os.path.join(outdir, name + ".pt"))
    torch.save(inputs, os.path.join(outdir, name + ".inputs.pt"))
    with torch.no_grad():
        out = module(*inputs)
    if isinstance(out, torch.Tensor):
        out = (out,)
    save_data_set(os.path.join(outdir, name + ".data", "test_data_set_0"),
                  inputs, out)


def compare(outdir, names):
    """--compare OUTDIR NAME...: NAME.ours.pt (what onnx-opt --run
    --run-output saved: tocc's reference kernels, run in a process without
    torchvision) against torchvision's outputs saved with the model;
    prints one line per model and exits 1 if any output differs."""
    ok = True
    for name in names:
        ours = torch.load(os.path.join(outdir, name + ".ours.pt"))
        ours = [ours] if isinstance(ours, torch.Tensor) else list(ours)
        data = os.path.join(outdir, name + ".data", "test_data_set_0")
        expected = []
        for i in range(len(ours)):
            t = onnx.load_tensor(os.path.join(data, "output_%d.pb" % i))
            expected.append(torch.from_numpy(onnx.numpy_helper.to_array(t).copy()))
        same = len(ours) == len(expected) and all(
            o.dtype == e.dtype and o.shape == e.shape and
            torch.allclose(o, e, rtol=1e-5, atol=1e-6)
            for o, e in zip(ours, expected))
        ok = ok and same
        print("%s: %d outputs %s torchvision's" %
              (name, len(ours), "match" if same else "DIFFER from"))
    sys.exit(0 if ok else 1)


def main():
    if sys.argv[1] == "--compare":
        return compare(sys.argv[2], sys.argv[3:])
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    n = 12
    nms_in = (boxes(n, 10.0, gen), torch.rand(n, generator=gen))
    write(outdir, "nms", Nms(), nms_in)
    idxs = torch.randint(0, 3, (n,), generator=gen)
    write(outdir, "batched_nms", BatchedNms(), nms_in + (idxs,))
    write(outdir, "batched_nms.trace", BatchedNms(), nms_in + (idxs,),
          trace=True)
    # 1200 boxes (4800 numbers, over batched_nms's 4000): its loop over
    # torch.unique's classes. Valid boxes (x2 >= x1): torchvision and ONNX's
    # NonMaxSuppression read inverted corners differently.
    big = 1200
    torch.save((boxes(big, 10.0, gen), torch.rand(big, generator=gen),
                torch.randint(0, 3, (big,), generator=gen)),
               os.path.join(outdir, "batched_nms.big.inputs.pt"))
    x = torch.randn(2, 4, 9, 11, generator=gen)
    k = 5
    roi_in = (x, boxes(k, 14.0, gen), torch.randint(0, 2, (k,), generator=gen))
    write(outdir, "roi_align", RoiAlign(), roi_in)
    write(outdir, "roi_align_small", RoiAlignSmall(),
          (x, boxes(k, 3.0, gen), roi_in[2]))
    write(outdir, "roi_pool", RoiPool(), roi_in)
    xps = torch.randn(2, 12, 9, 11, generator=gen)
    write(outdir, "ps_roi_align", PsRoiAlign(), (xps,) + roi_in[1:])
    write(outdir, "ps_roi_pool", PsRoiPool(), (xps,) + roi_in[1:])
    xd = torch.randn(1, 4, 7, 8, generator=gen)
    write(outdir, "deform_conv2d", DeformConv(),
          (xd, torch.randn(1, 2 * 9, 7, 8, generator=gen),
           torch.rand(1, 9, 7, 8, generator=gen)))
    write(outdir, "deform_layers", DeformLayers(),
          (torch.randn(2, 4, 9, 12, generator=gen),))
    print("wrote the torchvision op models to", outdir)


if __name__ == "__main__":
    main()
