//===- TorchvisionOps.cpp - torchvision's operators without torchvision ---===//
//
// A model that calls torchvision.ops (nms, roi_align, ...) names
// `torchvision::` operators, which exist in LibTorch only once torchvision's
// C++ library is loaded. tocc registers their schemas itself, with reference
// CPU kernels, when the dispatcher does not have them, so such a model loads
// and runs (import, the interpreter, --verify's LibTorch run) in a process
// without torchvision (docs/torchvision-ops.md says why this rather than
// loading torchvision's library). When torchvision's library is already in
// the process (--load-torch-library), its operators are used and nothing is
// registered. The kernels follow torchvision 0.14's CPU kernels, operation
// for operation in the element type, so that --verify compares ONNX Runtime
// with the same numbers; test/Export/torchvision-ops.test checks them
// against torchvision's own kernels.
//
//===----------------------------------------------------------------------===//
#include "Torch.h"

#include <ATen/Functions.h>
#include <ATen/Dispatch.h>
#include <torch/library.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <tuple>
#include <vector>

using namespace tocc;

namespace {

// nms(boxes[N, 4] as (x1, y1, x2, y2), scores[N], iou_threshold): the
// indices of the kept boxes by descending score (equal scores in index
// order); a box is dropped when its IoU with a kept box of higher score is
// greater than the threshold. Areas are (x2 - x1) * (y2 - y1).
template <typename T>
at::Tensor nmsImpl(const at::Tensor &boxes, const at::Tensor &scores,
                   double threshold) {
  int64_t n = boxes.size(0);
  at::Tensor b = boxes.contiguous();
  const T *p = b.data_ptr<T>();
  at::Tensor order = std::get<1>(scores.sort(/*stable=*/true, 0, true));
  const int64_t *ord = order.data_ptr<int64_t>();
  std::vector<T> area(n);
  for (int64_t i = 0; i < n; ++i)
    area[i] = (p[4 * i + 2] - p[4 * i]) * (p[4 * i + 3] - p[4 * i + 1]);
  std::vector<char> dropped(n, 0);
  std::vector<int64_t> keep;
  for (int64_t a = 0; a < n; ++a) {
    int64_t i = ord[a];
    if (dropped[i])
      continue;
    keep.push_back(i);
    for (int64_t c = a + 1; c < n; ++c) {
      int64_t j = ord[c];
      if (dropped[j])
        continue;
      T w = std::max(T(0), std::min(p[4 * i + 2], p[4 * j + 2]) -
                               std::max(p[4 * i], p[4 * j]));
      T h = std::max(T(0), std::min(p[4 * i + 3], p[4 * j + 3]) -
                               std::max(p[4 * i + 1], p[4 * j + 1]));
      T inter = w * h;
      T iou = inter / (area[i] + area[j] - inter);
      if (iou > threshold)
        dropped[j] = 1;
    }
  }
  at::Tensor out = at::empty({(int64_t)keep.size()}, at::kLong);
  std::copy(keep.begin(), keep.end(), out.data_ptr<int64_t>());
  return out;
}

at::Tensor nmsKernel(const at::Tensor &boxes, const at::Tensor &scores,
                     double threshold) {
  TORCH_CHECK(boxes.dim() == 2 && boxes.size(1) == 4,
              "boxes should have shape [N, 4]");
  TORCH_CHECK(scores.dim() == 1 && scores.size(0) == boxes.size(0),
              "scores should have shape [N]");
  TORCH_CHECK(boxes.scalar_type() == scores.scalar_type(),
              "boxes and scores should have the same type");
  at::Tensor out;
  AT_DISPATCH_FLOATING_TYPES(boxes.scalar_type(), "nms", [&] {
    out = nmsImpl<scalar_t>(boxes, scores.contiguous(), threshold);
  });
  return out;
}

// The bilinear sample of roi_align and ps_roi_align at (y, x) of one
// [height, width] plane: 0 outside [-1, height] x [-1, width], coordinates
// below 0 read as 0, the last row and column extend past the edge.
template <typename T>
T roiBilinear(const T *plane, int64_t height, int64_t width, T y, T x) {
  if (!(y >= -1 && y <= height && x >= -1 && x <= width))
    return 0;
  y = std::max(y, T(0));
  x = std::max(x, T(0));
  int64_t y0 = (int64_t)y, x0 = (int64_t)x, y1 = y0 + 1, x1 = x0 + 1;
  if (y0 >= height - 1) {
    y0 = y1 = height - 1;
    y = (T)y0;
  }
  if (x0 >= width - 1) {
    x0 = x1 = width - 1;
    x = (T)x0;
  }
  T ly = y - y0, lx = x - x0, hy = 1 - ly, hx = 1 - lx;
  return hy * hx * plane[y0 * width + x0] + hy * lx * plane[y0 * width + x1] +
         ly * hx * plane[y1 * width + x0] + ly * lx * plane[y1 * width + x1];
}

// One roi's window of roi_align / ps_roi_align: start (y, x), bin sizes and
// sampling grid, in the input's element type.
template <typename T> struct RoiWindow {
  int64_t batch;
  T startH, startW, binH, binW;
  int64_t gridH, gridW;
};

template <typename T>
RoiWindow<T> roiWindow(const T *roi, T scale, int64_t pooledH, int64_t pooledW,
                       int64_t samplingRatio, bool aligned, bool clampToOne) {
  T offset = aligned ? T(0.5) : T(0);
  RoiWindow<T> w;
  w.batch = (int64_t)roi[0];
  w.startW = roi[1] * scale - offset;
  w.startH = roi[2] * scale - offset;
  T roiW = roi[3] * scale - offset - w.startW;
  T roiH = roi[4] * scale - offset - w.startH;
  if (clampToOne) {
    roiW = std::max(roiW, T(1));
    roiH = std::max(roiH, T(1));
  }
  w.binH = roiH / static_cast<T>(pooledH);
  w.binW = roiW / static_cast<T>(pooledW);
  w.gridH = samplingRatio > 0 ? samplingRatio
                              : (int64_t)std::ceil(roiH / pooledH);
  w.gridW = samplingRatio > 0 ? samplingRatio
                              : (int64_t)std::ceil(roiW / pooledW);
  return w;
}

// The average of the window's samples in bin (ph, pw) of one plane.
template <typename T>
T roiBinAverage(const RoiWindow<T> &w, const T *plane, int64_t height,
                int64_t width, int64_t ph, int64_t pw, T count) {
  T sum = 0;
  for (int64_t iy = 0; iy < w.gridH; ++iy) {
    T y = w.startH + ph * w.binH +
          static_cast<T>(iy + .5f) * w.binH / static_cast<T>(w.gridH);
    for (int64_t ix = 0; ix < w.gridW; ++ix) {
      T x = w.startW + pw * w.binW +
            static_cast<T>(ix + .5f) * w.binW / static_cast<T>(w.gridW);
      sum += roiBilinear(plane, height, width, y, x);
    }
  }
  return sum / count;
}

void checkRois(const at::Tensor &input, const at::Tensor &rois) {
  TORCH_CHECK(input.dim() == 4, "input should have shape [N, C, H, W]");
  TORCH_CHECK(rois.dim() == 2 && rois.size(1) == 5,
              "rois should have shape [K, 5]");
  TORCH_CHECK(input.scalar_type() == rois.scalar_type(),
              "input and rois should have the same type");
}

// roi_align(input[N, C, H, W], rois[K, 5], spatial_scale, pooled_h,
// pooled_w, sampling_ratio, aligned) -> [K, C, pooled_h, pooled_w]: each
// bin is the mean of gridH x gridW bilinear samples (the grid ceil(roi /
// pooled) when sampling_ratio <= 0, at least one sample counted); aligned
// shifts the roi by -0.5 pixel, and without it rois are at least 1x1.
at::Tensor roiAlignKernel(const at::Tensor &input, const at::Tensor &rois,
                          double scale, int64_t pooledH, int64_t pooledW,
                          int64_t samplingRatio, bool aligned) {
  checkRois(input, rois);
  int64_t k = rois.size(0), c = input.size(1), h = input.size(2),
          w = input.size(3);
  at::Tensor out = at::zeros({k, c, pooledH, pooledW}, input.options());
  at::Tensor in = input.contiguous(), r = rois.contiguous();
  AT_DISPATCH_FLOATING_TYPES(input.scalar_type(), "roi_align", [&] {
    const scalar_t *x = in.data_ptr<scalar_t>(), *rp = r.data_ptr<scalar_t>();
    scalar_t *o = out.data_ptr<scalar_t>();
    for (int64_t n = 0; n < k; ++n) {
      RoiWindow<scalar_t> win =
          roiWindow<scalar_t>(rp + 5 * n, (scalar_t)scale, pooledH, pooledW,
                              samplingRatio, aligned, !aligned);
      scalar_t count =
          (scalar_t)std::max<int64_t>(win.gridH * win.gridW, 1);
      for (int64_t ch = 0; ch < c; ++ch) {
        const scalar_t *plane = x + (win.batch * c + ch) * h * w;
        for (int64_t ph = 0; ph < pooledH; ++ph)
          for (int64_t pw = 0; pw < pooledW; ++pw)
            *o++ = roiBinAverage(win, plane, h, w, ph, pw, count);
      }
    }
  });
  return out;
}

// ps_roi_align: position-sensitive roi_align. Output channel co of bin
// (ph, pw) averages input channel (co * pooled_h + ph) * pooled_w + pw;
// rois are always shifted by -0.5 and never clamped to 1x1, and an empty
// grid divides by 0 as torchvision does. The second result is that input
// channel (int32).
std::tuple<at::Tensor, at::Tensor>
psRoiAlignKernel(const at::Tensor &input, const at::Tensor &rois, double scale,
                 int64_t pooledH, int64_t pooledW, int64_t samplingRatio) {
  checkRois(input, rois);
  int64_t k = rois.size(0), c = input.size(1), h = input.size(2),
          w = input.size(3);
  TORCH_CHECK(c % (pooledH * pooledW) == 0,
              "input channels must be a multiple of pooled_h * pooled_w");
  int64_t cOut = c / (pooledH * pooledW);
  at::Tensor out = at::zeros({k, cOut, pooledH, pooledW}, input.options());
  at::Tensor map = at::zeros({k, cOut, pooledH, pooledW}, at::kInt);
  at::Tensor in = input.contiguous(), r = rois.contiguous();
  AT_DISPATCH_FLOATING_TYPES(input.scalar_type(), "ps_roi_align", [&] {
    const scalar_t *x = in.data_ptr<scalar_t>(), *rp = r.data_ptr<scalar_t>();
    scalar_t *o = out.data_ptr<scalar_t>();
    int32_t *m = map.data_ptr<int32_t>();
    for (int64_t n = 0; n < k; ++n) {
      RoiWindow<scalar_t> win =
          roiWindow<scalar_t>(rp + 5 * n, (scalar_t)scale, pooledH, pooledW,
                              samplingRatio, /*aligned=*/true, false);
      scalar_t count = (scalar_t)(win.gridH * win.gridW);
      int64_t cIn = 0;
      for (int64_t co = 0; co < cOut; ++co)
        for (int64_t ph = 0; ph < pooledH; ++ph)
          for (int64_t pw = 0; pw < pooledW; ++pw, ++cIn) {
            const scalar_t *plane = x + (win.batch * c + cIn) * h * w;
            *o++ = roiBinAverage(win, plane, h, w, ph, pw, count);
            *m++ = (int32_t)cIn;
          }
    }
  });
  return {out, map};
}

// The integer window of roi_pool / ps_roi_pool: roi corners rounded (half
// away from zero) after spatial_scale; bin (ph, pw) covers rows
// [floor(ph * bin_h), ceil((ph + 1) * bin_h)) from the roi's start,
// clipped to [0, limitH] (and the same for columns).
struct IntBin {
  int64_t h0, h1, w0, w1;
  bool empty() const { return h1 <= h0 || w1 <= w0; }
};

template <typename T> struct IntRoi {
  int64_t batch, startH, startW;
  T binH, binW;
  IntBin bin(int64_t ph, int64_t pw, int64_t limitH, int64_t limitW) const {
    auto clip = [](int64_t v, int64_t hi) {
      return std::min(std::max<int64_t>(v, 0), hi);
    };
    IntBin b;
    b.h0 = clip((int64_t)std::floor(static_cast<T>(ph) * binH) + startH, limitH);
    b.h1 = clip((int64_t)std::ceil(static_cast<T>(ph + 1) * binH) + startH,
                limitH);
    b.w0 = clip((int64_t)std::floor(static_cast<T>(pw) * binW) + startW, limitW);
    b.w1 = clip((int64_t)std::ceil(static_cast<T>(pw + 1) * binW) + startW,
                limitW);
    return b;
  }
};

// roi_pool's roi is (end - start + 1) pixels wide, ps_roi_pool's
// (end - start); both at least 1.
template <typename T>
IntRoi<T> intRoi(const T *roi, T scale, int64_t pooledH, int64_t pooledW,
                 int64_t extra) {
  IntRoi<T> r;
  r.batch = (int64_t)roi[0];
  r.startW = (int64_t)std::round(roi[1] * scale);
  r.startH = (int64_t)std::round(roi[2] * scale);
  int64_t endW = (int64_t)std::round(roi[3] * scale);
  int64_t endH = (int64_t)std::round(roi[4] * scale);
  int64_t roiW = std::max<int64_t>(endW - r.startW + extra, 1);
  int64_t roiH = std::max<int64_t>(endH - r.startH + extra, 1);
  r.binH = static_cast<T>(roiH) / static_cast<T>(pooledH);
  r.binW = static_cast<T>(roiW) / static_cast<T>(pooledW);
  return r;
}

// roi_pool(input, rois[K, 5], spatial_scale, pooled_h, pooled_w) -> (the
// max over each bin (0 for an empty bin), the flat h * W + w index of the
// max in its plane, -1 for an empty bin).
std::tuple<at::Tensor, at::Tensor>
roiPoolKernel(const at::Tensor &input, const at::Tensor &rois, double scale,
              int64_t pooledH, int64_t pooledW) {
  checkRois(input, rois);
  int64_t k = rois.size(0), c = input.size(1), h = input.size(2),
          w = input.size(3);
  at::Tensor out = at::zeros({k, c, pooledH, pooledW}, input.options());
  at::Tensor arg = at::zeros({k, c, pooledH, pooledW}, at::kInt);
  at::Tensor in = input.contiguous(), r = rois.contiguous();
  AT_DISPATCH_FLOATING_TYPES(input.scalar_type(), "roi_pool", [&] {
    const scalar_t *x = in.data_ptr<scalar_t>(), *rp = r.data_ptr<scalar_t>();
    scalar_t *o = out.data_ptr<scalar_t>();
    int32_t *a = arg.data_ptr<int32_t>();
    for (int64_t n = 0; n < k; ++n) {
      IntRoi<scalar_t> roi =
          intRoi<scalar_t>(rp + 5 * n, (scalar_t)scale, pooledH, pooledW, 1);
      for (int64_t ch = 0; ch < c; ++ch) {
        const scalar_t *plane = x + (roi.batch * c + ch) * h * w;
        for (int64_t ph = 0; ph < pooledH; ++ph)
          for (int64_t pw = 0; pw < pooledW; ++pw) {
            IntBin b = roi.bin(ph, pw, h, w);
            scalar_t best = b.empty() ? 0 : std::numeric_limits<scalar_t>::lowest();
            int64_t at = -1;
            for (int64_t y = b.h0; y < b.h1; ++y)
              for (int64_t xx = b.w0; xx < b.w1; ++xx)
                if (plane[y * w + xx] > best) {
                  best = plane[y * w + xx];
                  at = y * w + xx;
                }
            *o++ = best;
            *a++ = (int32_t)at;
          }
      }
    }
  });
  return {out, arg};
}

// ps_roi_pool: position-sensitive average pooling over the integer bins
// (clipped to [0, H - 1] x [0, W - 1], as torchvision's forward kernel
// does); an empty bin is 0. The second result is the input channel.
std::tuple<at::Tensor, at::Tensor>
psRoiPoolKernel(const at::Tensor &input, const at::Tensor &rois, double scale,
                int64_t pooledH, int64_t pooledW) {
  checkRois(input, rois);
  int64_t k = rois.size(0), c = input.size(1), h = input.size(2),
          w = input.size(3);
  TORCH_CHECK(c % (pooledH * pooledW) == 0,
              "input channels must be a multiple of pooled_h * pooled_w");
  int64_t cOut = c / (pooledH * pooledW);
  at::Tensor out = at::zeros({k, cOut, pooledH, pooledW}, input.options());
  at::Tensor map = at::zeros({k, cOut, pooledH, pooledW}, at::kInt);
  at::Tensor in = input.contiguous(), r = rois.contiguous();
  AT_DISPATCH_FLOATING_TYPES(input.scalar_type(), "ps_roi_pool", [&] {
    const scalar_t *x = in.data_ptr<scalar_t>(), *rp = r.data_ptr<scalar_t>();
    scalar_t *o = out.data_ptr<scalar_t>();
    int32_t *m = map.data_ptr<int32_t>();
    for (int64_t n = 0; n < k; ++n) {
      IntRoi<scalar_t> roi =
          intRoi<scalar_t>(rp + 5 * n, (scalar_t)scale, pooledH, pooledW, 0);
      int64_t cIn = 0;
      for (int64_t co = 0; co < cOut; ++co)
        for (int64_t ph = 0; ph < pooledH; ++ph)
          for (int64_t pw = 0; pw < pooledW; ++pw, ++cIn) {
            IntBin b = roi.bin(ph, pw, h - 1, w - 1);
            const scalar_t *plane = x + (roi.batch * c + cIn) * h * w;
            scalar_t sum = 0;
            for (int64_t y = b.h0; y < b.h1; ++y)
              for (int64_t xx = b.w0; xx < b.w1; ++xx)
                sum += plane[y * w + xx];
            scalar_t area = (scalar_t)((b.h1 - b.h0) * (b.w1 - b.w0));
            *o++ = b.empty() ? scalar_t(0) : sum / area;
            *m++ = (int32_t)cIn;
          }
    }
  });
  return {out, map};
}

// deform_conv2d's sample: bilinear over the four neighbours of (y, x),
// each outside the plane reading 0; 0 when (y, x) is not inside
// (-1, height) x (-1, width).
template <typename T>
T deformBilinear(const T *plane, int64_t height, int64_t width, T y, T x) {
  if (!(y > -1 && y < height && x > -1 && x < width))
    return 0;
  int64_t y0 = (int64_t)std::floor(y), x0 = (int64_t)std::floor(x);
  int64_t y1 = y0 + 1, x1 = x0 + 1;
  T ly = y - y0, lx = x - x0, hy = 1 - ly, hx = 1 - lx;
  auto at = [&](int64_t yy, int64_t xx) -> T {
    return (yy >= 0 && xx >= 0 && yy < height && xx < width)
               ? plane[yy * width + xx]
               : T(0);
  };
  return hy * hx * at(y0, x0) + hy * lx * at(y0, x1) + ly * hx * at(y1, x0) +
         ly * lx * at(y1, x1);
}

// deform_conv2d(input[B, C, H, W], weight[O, C / groups, KH, KW],
// offset[B, 2 * OG * KH * KW, OH, OW], mask[B, OG * KH * KW, OH, OW],
// bias[O], stride, pad, dilation, groups, offset_groups, use_mask): a
// convolution whose tap (kh, kw) at output (oh, ow) reads the input
// bilinearly at (oh * sh - ph + kh * dh + dy, ow * sw - pw + kw * dw + dx),
// (dy, dx) = offset[b, og * 2KK + 2 (kh KW + kw) + {0, 1}], scaled by
// mask[b, og KK + kh KW + kw] when use_mask; channel c uses offset group
// c / (C / OG). Computed as the sampled columns [B, C * KK, OH * OW] times
// the grouped weight.
at::Tensor deformConv2dKernel(const at::Tensor &input, const at::Tensor &weight,
                              const at::Tensor &offset, const at::Tensor &mask,
                              const at::Tensor &bias, int64_t sh, int64_t sw,
                              int64_t padH, int64_t padW, int64_t dh,
                              int64_t dw, int64_t groups, int64_t offsetGroups,
                              bool useMask) {
  TORCH_CHECK(input.dim() == 4 && weight.dim() == 4 && offset.dim() == 4,
              "deform_conv2d takes 4-d input, weight and offset");
  int64_t b = input.size(0), c = input.size(1), h = input.size(2),
          w = input.size(3);
  int64_t o = weight.size(0), kh = weight.size(2), kw = weight.size(3);
  int64_t oh = (h + 2 * padH - (dh * (kh - 1) + 1)) / sh + 1;
  int64_t ow = (w + 2 * padW - (dw * (kw - 1) + 1)) / sw + 1;
  TORCH_CHECK(groups > 0 && offsetGroups > 0 && c % groups == 0 &&
                  c % offsetGroups == 0 && o % groups == 0 &&
                  weight.size(1) * groups == c,
              "deform_conv2d: channels do not match groups");
  TORCH_CHECK(offset.size(1) == 2 * offsetGroups * kh * kw &&
                  offset.size(2) == oh && offset.size(3) == ow,
              "deform_conv2d: offset should have shape [B, 2 * offset_groups "
              "* kh * kw, out_h, out_w]");
  if (useMask)
    TORCH_CHECK(mask.dim() == 4 && mask.size(1) == offsetGroups * kh * kw,
                "deform_conv2d: mask should have shape [B, offset_groups * "
                "kh * kw, out_h, out_w]");
  int64_t kk = kh * kw, cPerOg = c / offsetGroups;
  at::Tensor cols = at::zeros({b, c * kk, oh * ow}, input.options());
  at::Tensor in = input.contiguous(), off = offset.contiguous();
  at::Tensor msk = useMask ? mask.contiguous() : at::Tensor();
  AT_DISPATCH_FLOATING_TYPES(input.scalar_type(), "deform_conv2d", [&] {
    const scalar_t *x = in.data_ptr<scalar_t>(), *dp = off.data_ptr<scalar_t>();
    const scalar_t *mp = useMask ? msk.data_ptr<scalar_t>() : nullptr;
    scalar_t *col = cols.data_ptr<scalar_t>();
    int64_t plane = oh * ow;
    for (int64_t bi = 0; bi < b; ++bi)
      for (int64_t ch = 0; ch < c; ++ch) {
        int64_t og = ch / cPerOg;
        const scalar_t *src = x + (bi * c + ch) * h * w;
        for (int64_t i = 0; i < kh; ++i)
          for (int64_t j = 0; j < kw; ++j) {
            int64_t tap = i * kw + j;
            const scalar_t *dy =
                dp + ((bi * offsetGroups + og) * 2 * kk + 2 * tap) * plane;
            const scalar_t *dx = dy + plane;
            const scalar_t *m =
                useMask ? mp + ((bi * offsetGroups + og) * kk + tap) * plane
                        : nullptr;
            scalar_t *dst = col + ((bi * c + ch) * kk + tap) * plane;
            for (int64_t y = 0; y < oh; ++y)
              for (int64_t xx = 0; xx < ow; ++xx) {
                int64_t q = y * ow + xx;
                scalar_t v = deformBilinear<scalar_t>(
                    src, h, w, y * sh - padH + i * dh + dy[q],
                    xx * sw - padW + j * dw + dx[q]);
                dst[q] = m ? v * m[q] : v;
              }
          }
      }
  });
  // [B, G, C/G * KK, OH*OW] x [G, O/G, C/G * KK] -> [B, G, O/G, OH*OW]
  at::Tensor colsG = cols.view({b, groups, (c / groups) * kk, oh * ow});
  at::Tensor wG = weight.reshape({groups, o / groups, (c / groups) * kk});
  at::Tensor out = at::matmul(wG.unsqueeze(0), colsG);
  out = out.reshape({b, o, oh, ow});
  if (bias.defined())
    out = out.add(bias.view({1, o, 1, 1}));
  return out;
}

struct Registration {
  std::unique_ptr<torch::Library> defs, cpu;
};

} // namespace

void frontend::registerTorchvisionOps() {
  static Registration registration = [] {
    Registration r;
    // torchvision's library (loaded with --load-torch-library before any
    // model) wins: its operators are the real ones.
    if (c10::Dispatcher::singleton().findSchema({"torchvision::nms", ""}))
      return r;
    // A FRAGMENT does not claim the namespace, so a later TORCH_LIBRARY of
    // torchvision's fails on the duplicate schema, not on the namespace.
    r.defs = std::make_unique<torch::Library>(
        torch::Library::FRAGMENT, "torchvision", c10::nullopt, __FILE__,
        __LINE__);
    r.defs->def("nms(Tensor dets, Tensor scores, float iou_threshold) -> "
                "Tensor");
    r.defs->def("roi_align(Tensor input, Tensor rois, float spatial_scale, "
                "int pooled_height, int pooled_width, int sampling_ratio, "
                "bool aligned) -> Tensor");
    r.defs->def("roi_pool(Tensor input, Tensor rois, float spatial_scale, "
                "int pooled_height, int pooled_width) -> (Tensor, Tensor)");
    r.defs->def("ps_roi_align(Tensor input, Tensor rois, float "
                "spatial_scale, int pooled_height, int pooled_width, int "
                "sampling_ratio) -> (Tensor, Tensor)");
    r.defs->def("ps_roi_pool(Tensor input, Tensor rois, float spatial_scale, "
                "int pooled_height, int pooled_width) -> (Tensor, Tensor)");
    r.defs->def("deform_conv2d(Tensor input, Tensor weight, Tensor offset, "
                "Tensor mask, Tensor bias, int stride_h, int stride_w, int "
                "pad_h, int pad_w, int dilation_h, int dilation_w, int "
                "groups, int offset_groups, bool use_mask) -> Tensor");
    r.cpu = std::make_unique<torch::Library>(
        torch::Library::IMPL, "torchvision", c10::DispatchKey::CPU, __FILE__,
        __LINE__);
    r.cpu->impl("nms", nmsKernel);
    r.cpu->impl("roi_align", roiAlignKernel);
    r.cpu->impl("roi_pool", roiPoolKernel);
    r.cpu->impl("ps_roi_align", psRoiAlignKernel);
    r.cpu->impl("ps_roi_pool", psRoiPoolKernel);
    r.cpu->impl("deform_conv2d", deformConv2dKernel);
    return r;
  }();
  (void)registration;
}
