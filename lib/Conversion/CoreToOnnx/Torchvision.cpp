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
#include "tocc/Shape/ShapeFunctions.h"

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
// least 1x1, as aligned = False). RoiAlign-10 is output_half_pixel, so an
// aligned roi is shifted by -0.5 / spatial_scale in the input's
// coordinates instead: exact for rois at least one pixel tall and wide
// after spatial_scale (RoiAlign-10 widens smaller ones to one pixel),
// which the warning says. sampling_ratio <= 0 is torchvision's adaptive
// grid, ONNX's 0.
/// `boxes` times a spatial_scale computed at run time (in boxes' dtype).
static Value *scaleBoxes(LoweringRewriter &rw, Value *boxes,
                         const RoiAlignArgs &args) {
  if (!args.runtimeScale || !boxes)
    return boxes;
  Value *s = rw.cast(args.runtimeScale, dtypeOf(boxes));
  return s ? rw.onnx("Mul", {boxes, s}) : nullptr;
}

static Value *roiAlign(LoweringRewriter &rw, Operation *op, Value *input,
                       Value *rois, const RoiAlignArgs &args, bool aligned) {
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
  if (rw.getOpset() >= 16) {
    attrs.push_back(rw.stringAttr("coordinate_transformation_mode",
                                  aligned ? "half_pixel"
                                          : "output_half_pixel"));
  } else if (aligned) {
    op->emitWarning()
        << "aligned rois need RoiAlign-16's half_pixel mode; at opset "
        << rw.getOpset()
        << " they are shifted by -0.5 / spatial_scale, which is exact only "
           "for rois at least one pixel wide and tall after spatial_scale "
           "(export at opset 16 or later for all rois)";
    boxes = rw.onnx("Sub", {boxes, rw.constScalar(dtypeOf(rois),
                                                  0.5 / args.scale)});
    if (!boxes)
      return nullptr;
  }
  return rw.onnx("RoiAlign", {input, boxes, batch}, attrs);
}

static LogicalResult lowerRoiAlign(LoweringRewriter &rw, Operation *op) {
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
                        *aligned);
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
static LogicalResult lowerPsRoiAlign(LoweringRewriter &rw, Operation *op) {
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
                        /*aligned=*/true);
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
  addBuiltin("torchvision.roi_align", 10, lowerRoiAlign);
  addBuiltin("torchvision.roi_align", 16, lowerRoiAlign);
  addBuiltin("torchvision.roi_pool", 1, lowerRoiPool);
  addBuiltin("torchvision.ps_roi_align", 10, lowerPsRoiAlign);
  addBuiltin("torchvision.ps_roi_align", 16, lowerPsRoiAlign);
}
