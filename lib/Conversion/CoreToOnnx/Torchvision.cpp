//===- Torchvision.cpp - torchvision's operators straight to onnx ---------===//
//
// torchvision::nms, roi_align, roi_pool and ps_roi_align import as generic
// ops of the `torchvision` namespace (their schemas come
// from torchvision's library or from tocc's own registration,
// lib/Frontend/TorchvisionOps.cpp). Each has an ONNX op of its own, so they
// are lowered straight to onnx (no core op: NonMaxSuppression and RoiAlign
// start at opset 10, and the core dialect holds only ops every opset from 9
// has), with a shape function each, registered here; ps_roi_pool and
// deform_conv2d get shape functions that their decompositions into core
// ops (lib/Conversion/AtenToCore/Torchvision.cpp) keep.
// docs/torchvision-ops.md gives the semantics and where ONNX differs.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/IR/ShapeInference.h"
#include "tocc/Shape/ShapeRules.h"

#include "llvm/Support/ErrorHandling.h"

#include <limits>

using namespace tocc;
using namespace tocc::lowering;

//===----------------------------------------------------------------------===//
// Shape functions
//===----------------------------------------------------------------------===//

static shape::ExprRef dimOf(InferenceContext &ic, unsigned operand,
                            unsigned axis) {
  auto dims = ic.getOperandShape(operand);
  if (!dims || dims->size() <= axis)
    return nullptr;
  return (*dims)[axis];
}

static DType dtypeOf(InferenceContext &ic, unsigned operand) {
  Type t = ic.getOperandType(operand);
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

// nms(boxes[N, 4], scores[N], iou_threshold) -> i64[K], K <= N known only
// at run time.
static LogicalResult inferNms(InferenceContext &ic) {
  ic.setResultShape(0, DType::I64, {nullptr});
  return success();
}

// roi_align(input[N, C, H, W], rois[K, 5], scale, ph, pw, ...) ->
// [K, C, ph, pw]; roi_pool also returns its argmax as i32.
static LogicalResult inferRoiAlign(InferenceContext &ic) {
  llvm::SmallVector<shape::ExprRef, 4> dims = {
      dimOf(ic, 1, 0), dimOf(ic, 0, 1), ic.getOperandScalar(3),
      ic.getOperandScalar(4)};
  ic.setResultShape(0, dtypeOf(ic, 0), dims);
  if (ic.getOp()->getNumResults() > 1)
    ic.setResultShape(1, DType::I32, dims);
  return success();
}

// ps_roi_align / ps_roi_pool: [K, C / (ph * pw), ph, pw] and the channel
// map (i32).
static LogicalResult inferPsRoi(InferenceContext &ic) {
  shape::ExprRef ph = ic.getOperandScalar(3), pw = ic.getOperandScalar(4);
  shape::ExprRef c = dimOf(ic, 0, 1), cOut = nullptr;
  if (c && ph && pw) {
    shape::ExprRef bins = ic.getExprs().mul(ph, pw);
    if (c->isConstant() && bins->isConstant() && bins->getConstant() > 0 &&
        c->getConstant() % bins->getConstant() != 0)
      return ic.emitOpError()
             << "has " << c->getConstant()
             << " input channels, which is not a multiple of pooled_height * "
                "pooled_width = "
             << bins->getConstant();
    cOut = ic.getExprs().floorDiv(c, bins);
  }
  llvm::SmallVector<shape::ExprRef, 4> dims = {dimOf(ic, 1, 0), cOut, ph, pw};
  ic.setResultShape(0, dtypeOf(ic, 0), dims);
  ic.setResultShape(1, DType::I32, dims);
  return success();
}

// deform_conv2d(input[B, C, H, W], weight[O, C/g, KH, KW], offset, mask,
// bias, stride_h, stride_w, pad_h, pad_w, dil_h, dil_w, ...) ->
// [B, O, conv(H), conv(W)].
static LogicalResult inferDeformConv2d(InferenceContext &ic) {
  shape::ExprRef out[2] = {nullptr, nullptr};
  for (unsigned d = 0; d < 2; ++d) {
    shape::ExprRef in = dimOf(ic, 0, 2 + d), k = dimOf(ic, 1, 2 + d);
    shape::ExprRef s = ic.getOperandScalar(5 + d),
                   p = ic.getOperandScalar(7 + d),
                   dil = ic.getOperandScalar(9 + d);
    if (!in || !k || !s || !p || !dil)
      continue;
    llvm::Expected<shape::ExprRef> size =
        shape::convOutputSize(ic.getEnv(), in, k, s, p, p, dil);
    if (!size)
      return ic.fail(size.takeError());
    out[d] = *size;
  }
  ic.setResultShape(0, dtypeOf(ic, 0),
                    {dimOf(ic, 0, 0), dimOf(ic, 1, 0), out[0], out[1]});
  return success();
}

//===----------------------------------------------------------------------===//
// Lowerings
//===----------------------------------------------------------------------===//

static DType dtypeOf(Value *v) {
  Type t = v->getType();
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

// nms(boxes, scores, iou) = NonMaxSuppression(boxes[None], scores[None,
// None], INT64_MAX, iou)[:, 2]: one batch and one class, so the selected
// (batch, class, box) triples are the kept boxes by descending score
// (ONNX Runtime breaks ties by index, as the reference kernel does), and
// the box index is column 2. ONNX takes f32 boxes only: other float types
// are cast (IoUs near the threshold may then round the other way).
static LogicalResult lowerNms(LoweringRewriter &rw, Operation *op) {
  FailureOr<double> iou = rw.readConstantScalar(2);
  if (failed(iou))
    return failure();
  Value *boxes = rw.cast(op->getOperand(0), DType::F32);
  Value *scores = rw.cast(op->getOperand(1), DType::F32);
  Value *selected = rw.onnx(
      "NonMaxSuppression",
      {rw.unsqueeze(boxes, {0}), rw.unsqueeze(scores, {0, 1}),
       rw.constI64({std::numeric_limits<int64_t>::max()}),
       rw.constScalar(DType::F32, *iou)});
  if (!selected)
    return failure();
  Value *keep = rw.onnx("Gather", {selected, rw.constScalar(DType::I64, 2)},
                        {rw.intAttr("axis", 1)});
  if (!keep)
    return failure();
  rw.replaceOp(op, {keep});
  return success();
}

// rois[K, 5] (batch index, x1, y1, x2, y2) as RoiAlign's and
// MaxRoiPool's inputs: the boxes [K, 4] and the batch indices (i64 [K]).
static std::pair<Value *, Value *> splitRois(LoweringRewriter &rw,
                                             Value *rois) {
  Value *boxes = rw.onnx("Gather", {rois, rw.constI64({1, 2, 3, 4})},
                         {rw.intAttr("axis", 1)});
  Value *batch = rw.onnx("Gather", {rois, rw.constScalar(DType::I64, 0)},
                         {rw.intAttr("axis", 1)});
  return {boxes, batch ? rw.cast(batch, DType::I64) : nullptr};
}

namespace tocc::lowering {
// ElementwiseForms.h: a number a constant op or tensor holds.
std::optional<double> constantScalar(Value *v);
} // namespace tocc::lowering

struct RoiAlignArgs {
  double scale;
  int64_t pooledH, pooledW, samplingRatio;
  /// spatial_scale computed at run time (MultiScaleRoIAlign's scales, from
  /// the feature and image sizes); `scale` is then 1 and the boxes are
  /// multiplied by it first, which is what RoiAlign and MaxRoiPool do with
  /// their attribute (x * spatial_scale, then the shift or the rounding).
  Value *runtimeScale = nullptr;
};

static FailureOr<RoiAlignArgs> readRoiAlignArgs(LoweringRewriter &rw,
                                                bool withSampling) {
  Value *scaleOperand = rw.getOp()->getOperand(2);
  bool constantScale = matchConstantFloat(scaleOperand) ||
                       lowering::constantScalar(scaleOperand);
  FailureOr<double> scale = constantScale ? rw.readConstantScalar(2)
                                          : FailureOr<double>(1.0);
  FailureOr<double> ph = rw.readConstantScalar(3),
                    pw = rw.readConstantScalar(4);
  if (failed(scale) || failed(ph) || failed(pw))
    return failure();
  RoiAlignArgs args{*scale, (int64_t)*ph, (int64_t)*pw, 0,
                    constantScale ? nullptr : scaleOperand};
  if (withSampling) {
    FailureOr<double> sr = rw.readConstantScalar(5);
    if (failed(sr))
      return failure();
    args.samplingRatio = (int64_t)*sr;
  }
  return args;
}

// RoiAlign over `rois` [K, 5] with torchvision's `aligned`: from opset 16
// coordinate_transformation_mode says it (half_pixel: the -0.5 shift, no
// 1x1 minimum, as aligned = True; output_half_pixel: no shift, rois at
// least 1x1, as aligned = False). RoiAlign-10 is output_half_pixel and
// widens a roi under one pixel to one pixel, so from 11 to 15 an aligned
// roi_align is written with ONNX ops (exactAlignedRoiAlign); at 10 the
// rois are shifted by -0.5 / spatial_scale instead, exact for rois at
// least one pixel tall and wide after spatial_scale, which a warning says. sampling_ratio <= 0 is torchvision's adaptive
// grid, ONNX's 0.
/// `boxes` times a spatial_scale computed at run time (in boxes' dtype).
static Value *scaleBoxes(LoweringRewriter &rw, Value *boxes,
                         const RoiAlignArgs &args) {
  if (!args.runtimeScale || !boxes)
    return boxes;
  Value *s = rw.cast(args.runtimeScale, dtypeOf(boxes));
  return s ? rw.onnx("Mul", {boxes, s}) : nullptr;
}

/// torchvision's aligned roi_align written with ONNX ops, for opsets
/// before 16 (RoiAlign-10 widens a roi under one pixel to one pixel; an
/// aligned roi is not widened). Per axis, sample i of bin p of roi k is at
/// start + p * bin + (i + 0.5) * bin / G (start = c1 * scale - 0.5, bin =
/// (c2 - c1) * scale / P, G = sampling_ratio, or ceil(length / P) per roi
/// when it is <= 0: a grid as large as the largest roi's, the samples past
/// a roi's own G masked out with Range). Each sample is
/// torchvision's bilinear_interpolate: 0 outside (-1, S), clamped to 0
/// below, the last pixel's value from S - 1 on; the four corners are read
/// with GatherElements from the roi's own image, weighted and summed, and
/// each bin is averaged over max(Gh * Gw, 1) samples. Null (nothing built)
/// before opset 11, which has no GatherElements.
static Value *exactAlignedRoiAlign(LoweringRewriter &rw, Value *input,
                                   Value *rois, const RoiAlignArgs &args,
                                   const Since &since) {
  bool adaptive = args.samplingRatio <= 0;
  if (since.below(11)) // GatherElements, Range
    return nullptr;
  Type in = input->getType();
  if (!in.isTensor() || !in.hasRank() || in.getRank() != 4)
    return nullptr;
  DType dt = dtypeOf(input);
  auto [boxes, batch] = splitRois(rw, rois);
  boxes = scaleBoxes(rw, boxes, args);
  if (!boxes || !batch)
    return nullptr;
  boxes = rw.cast(boxes, dt);
  auto c = [&](double v) { return rw.constScalar(dt, v); };
  auto op2 = [&](llvm::StringRef name, Value *a, Value *b) {
    return rw.onnx(name, {a, b});
  };
  Value *shape = rw.onnx("Shape", {input});
  auto dimOf = [&](int64_t axis) { // a 0-d i64
    return rw.onnx("Gather", {shape, rw.constScalar(DType::I64, axis)},
                   {rw.intAttr("axis", 0)});
  };
  Value *size[2] = {dimOf(2), dimOf(3)};
  int64_t pooled[2] = {args.pooledH, args.pooledW};
  Value *grids[2], *counts[2], *lowIdx[2], *highIdx[2], *lowW[2], *highW[2];
  Value *gmax[2];
  for (unsigned a = 0; a < 2; ++a) {
    // boxes are (x1, y1, x2, y2): rows read y.
    auto coord = [&](int64_t i) {
      return rw.onnx("Gather", {boxes, rw.constI64({i})},
                     {rw.intAttr("axis", 1)}); // [K, 1]
    };
    Value *c1 = op2("Mul", coord(a == 0 ? 1 : 0), c(args.scale));
    Value *c2 = op2("Mul", coord(a == 0 ? 3 : 2), c(args.scale));
    Value *start = op2("Sub", c1, c(0.5));
    Value *length = op2("Sub", op2("Sub", c2, c(0.5)), start);
    Value *bin = op2("Div", length, c(double(pooled[a])));
    Value *g; // [K, 1] in dt
    Value *steps; // the sample indices i, [1, 1, G]
    if (adaptive) {
      g = rw.onnx("Ceil", {op2("Div", length, c(double(pooled[a])))});
      // (a roi of negative length has no sample: its grid is <= 0)
      Value *most = rw.onnx(
          "Max", {rw.reduce("ReduceMax", g, {}, /*keepdims=*/false), c(0.0)});
      gmax[a] = rw.cast(most, DType::I64);
      steps = rw.onnx("Range", {rw.constScalar(DType::I64, 0), gmax[a],
                                rw.constScalar(DType::I64, 1)});
      steps = rw.cast(steps, dt);
    } else {
      g = c(double(args.samplingRatio));
      llvm::SmallVector<int64_t, 8> is;
      for (int64_t i = 0; i < args.samplingRatio; ++i)
        is.push_back(i);
      steps = rw.cast(rw.constI64(is), dt);
      gmax[a] = nullptr;
    }
    steps = rw.onnx("Reshape", {steps, rw.constI64({1, 1, -1})});
    llvm::SmallVector<int64_t, 8> ps;
    for (int64_t p = 0; p < pooled[a]; ++p)
      ps.push_back(p);
    Value *pIdx = rw.onnx("Reshape", {rw.cast(rw.constI64(ps), dt),
                                      rw.constI64({1, -1, 1})}); // [1, P, 1]
    Value *start3 = rw.unsqueeze(start, {2});                   // [K, 1, 1]
    Value *bin3 = rw.unsqueeze(bin, {2});
    Value *g3 = adaptive ? rw.unsqueeze(g, {2}) : g;
    // start + p * bin + (i + 0.5) * bin / G, in torchvision's order
    Value *y = op2("Add", op2("Add", start3, op2("Mul", pIdx, bin3)),
                   op2("Div", op2("Mul", op2("Add", steps, c(0.5)), bin3), g3));
    grids[a] = adaptive ? op2("Less", steps, g3) : nullptr; // [K, 1, G]
    counts[a] = g;
    // bilinear_interpolate along this axis
    Value *s = rw.cast(size[a], dt);
    Value *outside = rw.onnx("Or", {op2("Less", y, c(-1.0)),
                                    op2("Greater", y, s)});
    Value *yc = rw.onnx("Max", {y, c(0.0)});
    Value *low = rw.onnx("Floor", {yc});
    Value *last = op2("Sub", s, c(1.0));
    Value *atEnd = rw.onnx("Not", {op2("Less", low, last)});
    low = rw.onnx("Where", {atEnd, last, low});
    Value *high = rw.onnx("Where", {atEnd, last, op2("Add", low, c(1.0))});
    yc = rw.onnx("Where", {atEnd, low, yc});
    Value *l = op2("Sub", yc, low);
    Value *h = op2("Sub", c(1.0), l);
    Value *zero = c(0.0);
    lowW[a] = rw.onnx("Where", {outside, zero, h});
    highW[a] = rw.onnx("Where", {outside, zero, l});
    // [K, P * G] indices
    auto flat = [&](Value *v) {
      return rw.onnx("Reshape", {v, rw.constI64({0, -1})});
    };
    lowIdx[a] = flat(rw.cast(low, DType::I64));
    highIdx[a] = flat(rw.cast(high, DType::I64));
    lowW[a] = flat(lowW[a]);
    highW[a] = flat(highW[a]);
  }
  // The roi's image, its planes flattened: [K, C, H * W].
  Value *images = rw.onnx("Gather", {input, batch}, {rw.intAttr("axis", 0)});
  Value *planes = rw.onnx("Reshape", {images, rw.constI64({0, 0, -1})});
  Value *width = size[1];
  Value *channels = dimOf(1);
  Value *sum = nullptr;
  Value *ys[2][2] = {{lowIdx[0], lowW[0]}, {highIdx[0], highW[0]}};
  Value *xs[2][2] = {{lowIdx[1], lowW[1]}, {highIdx[1], highW[1]}};
  for (auto &yv : ys)
    for (auto &xv : xs) {
      // [K, Sy, 1] x [K, 1, Sx] -> [K, Sy * Sx]
      Value *idx = op2("Add", rw.unsqueeze(op2("Mul", yv[0], width), {2}),
                       rw.unsqueeze(xv[0], {1}));
      Value *w = op2("Mul", rw.unsqueeze(yv[1], {2}), rw.unsqueeze(xv[1], {1}));
      idx = rw.onnx("Reshape", {idx, rw.constI64({0, 1, -1})});
      w = rw.onnx("Reshape", {w, rw.constI64({0, 1, -1})});
      Value *expandShape = rw.onnx(
          "Concat",
          {rw.constI64({1}), rw.toVector(channels), rw.constI64({1})},
          {rw.intAttr("axis", 0)});
      idx = rw.onnx("Expand", {idx, expandShape});
      Value *v = rw.onnx("GatherElements", {planes, idx},
                         {rw.intAttr("axis", 2)});
      Value *term = op2("Mul", v, w);
      sum = sum ? op2("Add", sum, term) : term;
    }
  if (!sum)
    return nullptr;
  // [K, C, PH, Gh, PW, Gw]: mask the samples past a roi's grid, sum, and
  // divide by the samples counted.
  Value *gh = adaptive ? gmax[0] : rw.constScalar(DType::I64, args.samplingRatio);
  Value *gw = adaptive ? gmax[1] : rw.constScalar(DType::I64, args.samplingRatio);
  Value *six = rw.onnx(
      "Concat",
      {rw.constI64({0, 0, args.pooledH}), rw.toVector(gh),
       rw.constI64({args.pooledW}), rw.toVector(gw)},
      {rw.intAttr("axis", 0)});
  Value *bins = rw.onnx("Reshape", {sum, six});
  if (adaptive) {
    // grids[a]: [K, 1, G] -> [K, 1, 1, Gh, 1, 1] and [K, 1, 1, 1, 1, Gw]
    Value *my = rw.onnx("Reshape", {rw.cast(grids[0], dt),
                                    rw.constI64({0, 1, 1, -1, 1, 1})});
    Value *mx = rw.onnx("Reshape", {rw.cast(grids[1], dt),
                                    rw.constI64({0, 1, 1, 1, 1, -1})});
    bins = op2("Mul", op2("Mul", bins, my), mx);
  }
  Value *total = rw.reduce("ReduceSum", bins, {3, 5}, /*keepdims=*/false);
  Value *count = rw.onnx("Max", {op2("Mul", counts[0], counts[1]), c(1.0)});
  if (adaptive)
    count = rw.onnx("Reshape", {count, rw.constI64({-1, 1, 1, 1})});
  return op2("Div", total, count);
}

static Value *roiAlign(LoweringRewriter &rw, Operation *op, Value *input,
                       Value *rois, const RoiAlignArgs &args, bool aligned,
                       const Since &since) {
  auto [boxes, batch] = splitRois(rw, rois);
  boxes = scaleBoxes(rw, boxes, args);
  if (!boxes || !batch)
    return nullptr;
  llvm::SmallVector<NamedAttribute, 6> attrs = {
      rw.stringAttr("mode", "avg"),
      rw.intAttr("output_height", args.pooledH),
      rw.intAttr("output_width", args.pooledW),
      rw.intAttr("sampling_ratio", std::max<int64_t>(args.samplingRatio, 0)),
      rw.floatAttr("spatial_scale", args.scale)};
  if (since.atLeast(16)) {
    attrs.push_back(rw.stringAttr("coordinate_transformation_mode",
                                  aligned ? "half_pixel"
                                          : "output_half_pixel"));
  } else if (aligned) {
    if (Value *exact = exactAlignedRoiAlign(rw, input, rois, args, since))
      return exact;
    op->emitWarning()
        << "aligned rois need RoiAlign-16's half_pixel mode; at opset "
        << rw.target()
        << " they are shifted by -0.5 / spatial_scale, which is exact only "
           "for rois at least one pixel wide and tall after spatial_scale "
           "(export at opset 11 or later for all rois)";
    boxes = rw.onnx("Sub", {boxes, rw.constScalar(dtypeOf(rois),
                                                  0.5 / args.scale)});
    if (!boxes)
      return nullptr;
  }
  return rw.onnx("RoiAlign", {input, boxes, batch}, attrs);
}

static LogicalResult lowerRoiAlign(LoweringRewriter &rw, Operation *op,
                                   const Since &since) {
  FailureOr<RoiAlignArgs> args = readRoiAlignArgs(rw, true);
  if (failed(args))
    return failure();
  std::optional<bool> aligned = matchConstantBool(op->getOperand(6));
  if (!aligned) {
    FailureOr<double> a = rw.readConstantScalar(6);
    if (failed(a))
      return failure();
    aligned = *a != 0;
  }
  Value *out = roiAlign(rw, op, op->getOperand(0), op->getOperand(1), *args,
                        *aligned, since);
  if (!out)
    return failure();
  rw.replaceOp(op, {out});
  return success();
}

static LogicalResult requireUnused(LoweringRewriter &rw, Operation *op,
                                   unsigned result, llvm::StringRef what) {
  if (op->getResult(result)->use_empty())
    return success();
  return rw.emitError() << "result #" << result << " (" << what
                        << ") is used, and ONNX has no op that computes it";
}

// roi_pool(input, rois, scale, ph, pw) = MaxRoiPool(input, rois)
// {pooled_shape = [ph, pw], spatial_scale}: the same rounded integer bins
// (round half away from zero, roi (end - start + 1) pixels, at least 1),
// max over each, 0 for an empty bin. The argmax result has no ONNX form.
static LogicalResult lowerRoiPool(LoweringRewriter &rw, Operation *op) {
  FailureOr<RoiAlignArgs> args = readRoiAlignArgs(rw, false);
  if (failed(args) || failed(requireUnused(rw, op, 1, "argmax")))
    return failure();
  Value *rois = op->getOperand(1);
  if (args->runtimeScale) {
    // MaxRoiPool takes [K, 5] rois: scale the four coordinates.
    auto [boxes, batch] = splitRois(rw, rois);
    boxes = scaleBoxes(rw, boxes, *args);
    Value *index = batch ? rw.cast(batch, dtypeOf(rois)) : nullptr;
    Value *column = index ? rw.unsqueeze(index, {1}) : nullptr;
    rois = boxes && column
               ? rw.onnx("Concat", {column, boxes}, {rw.intAttr("axis", 1)})
               : nullptr;
    if (!rois)
      return failure();
  }
  Value *out = rw.onnx("MaxRoiPool", {op->getOperand(0), rois},
                       {rw.intsAttr("pooled_shape", {args->pooledH,
                                                     args->pooledW}),
                        rw.floatAttr("spatial_scale", args->scale)});
  if (!out)
    return failure();
  rw.replaceOp(op, {out, rw.none()});
  return success();
}

// ps_roi_align(input[N, C, H, W], rois, scale, ph, pw, sr) =
// diag(RoiAlign(input, rois, aligned)): output channel co of bin (ph, pw)
// is RoiAlign's channel c = (co * PH + ph) * PW + pw at that bin, i.e. with
// RoiAlign's result viewed as [K, Cout, PH*PW (channel's bin), PH*PW (bin)],
// the diagonal of the last two dims, gathered at q * (PH*PW + 1). torchvision
// shifts every roi by -0.5 pixel and keeps rois under one pixel, which is
// roi_align with aligned = True; an empty sampling grid (a roi of zero size
// with sampling_ratio <= 0) is 0/0 in torchvision and 0 here. The channel
// map result has no ONNX form.
static LogicalResult lowerPsRoiAlign(LoweringRewriter &rw, Operation *op,
                                     const Since &since) {
  FailureOr<RoiAlignArgs> args = readRoiAlignArgs(rw, true);
  if (failed(args) || failed(requireUnused(rw, op, 1, "channel mapping")))
    return failure();
  Type in = op->getOperand(0)->getType();
  if (!in.isTensor() || !in.hasRank() || in.getRank() != 4 ||
      !in.getDims()[1].isStatic())
    return rw.emitError() << "needs an input of 4 dims with a static channel "
                             "count, got "
                          << in.str();
  int64_t bins = args->pooledH * args->pooledW;
  int64_t c = in.getDims()[1].getStatic();
  if (bins <= 0 || c % bins != 0)
    return rw.emitError() << "has " << c
                          << " input channels, not a multiple of "
                             "pooled_height * pooled_width = "
                          << bins;
  Value *all = roiAlign(rw, op, op->getOperand(0), op->getOperand(1), *args,
                        /*aligned=*/true, since);
  if (!all)
    return failure();
  // [K, C, PH, PW] -> [K, Cout, bins * bins] (ONNX's 0 copies K).
  Value *flat = rw.onnx("Reshape", {all, rw.constI64({0, c / bins, -1})});
  llvm::SmallVector<int64_t, 16> diag;
  for (int64_t q = 0; q < bins; ++q)
    diag.push_back(q * (bins + 1));
  Value *picked = flat ? rw.onnx("Gather", {flat, rw.constI64(diag)},
                                 {rw.intAttr("axis", 2)})
                       : nullptr;
  Value *out = picked ? rw.onnx("Reshape",
                                {picked, rw.constI64({0, c / bins,
                                                      args->pooledH,
                                                      args->pooledW})})
                      : nullptr;
  if (!out)
    return failure();
  rw.replaceOp(op, {out, rw.none()});
  return success();
}

void lowering::registerTorchvisionLowerings() {
  auto shapeFn = [](llvm::StringRef name, InferShapeFn fn) {
    if (llvm::Error err = registerShapeFunction(name, fn))
      llvm::report_fatal_error(llvm::Twine("builtin shape function: ") +
                               llvm::toString(std::move(err)));
  };
  shapeFn("torchvision.nms", inferNms);
  shapeFn("torchvision.roi_align", inferRoiAlign);
  shapeFn("torchvision.roi_pool", inferRoiAlign);
  shapeFn("torchvision.ps_roi_align", inferPsRoi);
  shapeFn("torchvision.ps_roi_pool", inferPsRoi);
  shapeFn("torchvision.deform_conv2d", inferDeformConv2d);
  addBuiltin("torchvision.nms", 10, lowerNms);
  // RoiAlign (10) shifts aligned rois; from 11 they are computed exactly
  // with ONNX ops (GatherElements, Range); RoiAlign-16's half_pixel mode.
  for (auto [name, lower] :
       {std::pair("torchvision.roi_align", lowerRoiAlign),
        std::pair("torchvision.ps_roi_align", lowerPsRoiAlign)})
    addBuiltinFamily(name, {10, 11, 16}, [lower = lower](Since since) {
      return [lower, since](LoweringRewriter &rw, Operation *op) {
        return lower(rw, op, since);
      };
    });
  addBuiltin("torchvision.roi_pool", 1, lowerRoiPool);
}
