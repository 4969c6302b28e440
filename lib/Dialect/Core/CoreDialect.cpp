//===- CoreDialect.cpp - The core dialect and its op verifiers -------------===//
#include "tocc/Dialect/Core/CoreDialect.h"

using namespace tocc;

#include "tocc/Dialect/Core/CoreOps.cpp.inc"

void core::loadCoreDialect(Context &ctx) {
  Dialect &dialect = ctx.getOrCreateDialect(
      "core", "tocc's closed op set between aten and onnx");
  registerCoreOps(dialect);
  attachCoreShapeFunctions(dialect);
}

// The constant's result type is the type of its value.
LogicalResult core::verifyConstantOp(Operation *op) {
  ConstantOp c(op);
  Type valueType = c.getValueAttr().getDenseType();
  if (c.getOut()->getType() != valueType)
    return op->emitOpError() << "result type " << c.getOut()->getType().str()
                             << " differs from the value's type "
                             << valueType.str();
  return success();
}

/// Per-axis window attributes agree with the window's rank and are in
/// range; pads has a begin and an end per axis, like ONNX.
static LogicalResult
verifyWindowAttrs(Operation *op, size_t rank,
                  std::optional<llvm::SmallVector<int64_t, 4>> strides,
                  std::optional<llvm::SmallVector<int64_t, 4>> pads,
                  std::optional<llvm::SmallVector<int64_t, 4>> dilations) {
  if (strides && strides->size() != rank)
    return op->emitOpError() << "strides has " << unsigned(strides->size())
                             << " entries, expected " << unsigned(rank);
  if (dilations && dilations->size() != rank)
    return op->emitOpError() << "dilations has "
                             << unsigned(dilations->size())
                             << " entries, expected " << unsigned(rank);
  if (pads && pads->size() != 2 * rank)
    return op->emitOpError() << "pads has " << unsigned(pads->size())
                             << " entries, expected " << unsigned(2 * rank);
  for (int64_t s : strides.value_or(llvm::SmallVector<int64_t, 4>()))
    if (s <= 0)
      return op->emitOpError() << "strides must be positive, got " << s;
  for (int64_t d : dilations.value_or(llvm::SmallVector<int64_t, 4>()))
    if (d <= 0)
      return op->emitOpError() << "dilations must be positive, got " << d;
  for (int64_t p : pads.value_or(llvm::SmallVector<int64_t, 4>()))
    if (p < 0)
      return op->emitOpError() << "pads must not be negative, got " << p;
  return success();
}

/// Pooling: a non-empty, positive kernel over the trailing dims of an input
/// with at least one more dim.
static LogicalResult
verifyPool(Operation *op, llvm::ArrayRef<int64_t> kernel,
           std::optional<llvm::SmallVector<int64_t, 4>> strides,
           std::optional<llvm::SmallVector<int64_t, 4>> pads,
           std::optional<llvm::SmallVector<int64_t, 4>> dilations) {
  size_t rank = kernel.size();
  if (rank == 0)
    return op->emitOpError() << "kernel_shape must not be empty";
  for (int64_t k : kernel)
    if (k <= 0)
      return op->emitOpError()
             << "kernel_shape entries must be positive, got " << k;
  if (failed(verifyWindowAttrs(op, rank, strides, pads, dilations)))
    return failure();
  Type in = op->getOperand(0)->getType();
  if (in.hasRank() && in.getRank() < int64_t(rank) + 1)
    return op->emitOpError() << "input of rank " << in.getRank()
                             << " is too small for a " << unsigned(rank)
                             << "-d kernel";
  return success();
}

LogicalResult core::verifyMaxPoolOp(Operation *op) {
  MaxPoolOp pool(op);
  return verifyPool(op, pool.getKernelShape(), pool.getStrides(),
                    pool.getPads(), pool.getDilations());
}

LogicalResult core::verifyAvgPoolOp(Operation *op) {
  AvgPoolOp pool(op);
  if (auto d = pool.getDivisorOverride(); d && *d <= 0)
    return op->emitOpError() << "divisor_override must be positive, got "
                             << *d;
  return verifyPool(op, pool.getKernelShape(), pool.getStrides(),
                    pool.getPads(), std::nullopt);
}

// The spatial rank is that of any per-axis attribute; groups is positive.
template <typename ConvT> static LogicalResult verifyConvLike(ConvT conv) {
  Operation *op = conv.getOperation();
  if (conv.getGroups() <= 0)
    return op->emitOpError() << "groups must be positive, got "
                             << conv.getGroups();
  std::optional<size_t> rank;
  if (auto s = conv.getStrides())
    rank = s->size();
  else if (auto d = conv.getDilations())
    rank = d->size();
  else if (auto p = conv.getPads())
    rank = p->size() / 2;
  if (!rank)
    return success();
  return verifyWindowAttrs(op, *rank, conv.getStrides(), conv.getPads(),
                           conv.getDilations());
}

LogicalResult core::verifyConvOp(Operation *op) {
  return verifyConvLike(ConvOp(op));
}

// output_padding is non-negative and, per axis, smaller than the stride or
// the dilation (ATen's rule: otherwise it would add a row no window
// reaches).
LogicalResult core::verifyConvTransposeOp(Operation *op) {
  ConvTransposeOp conv(op);
  if (failed(verifyConvLike(conv)))
    return failure();
  auto outPad = conv.getOutputPadding();
  if (!outPad)
    return success();
  size_t k = outPad->size();
  auto strides = conv.getStrides().value_or(llvm::SmallVector<int64_t, 4>(k, 1));
  auto dilations =
      conv.getDilations().value_or(llvm::SmallVector<int64_t, 4>(k, 1));
  if (strides.size() != k || dilations.size() != k)
    return op->emitOpError() << "output_padding has " << unsigned(k)
                             << " entries, expected "
                             << unsigned(strides.size() != k ? strides.size()
                                                            : dilations.size());
  for (size_t i = 0; i != k; ++i) {
    int64_t p = (*outPad)[i];
    if (p < 0 || (p >= strides[i] && p >= dilations[i]))
      return op->emitOpError()
             << "output_padding " << p
             << " must be non-negative and smaller than the stride "
             << strides[i] << " or the dilation " << dilations[i];
  }
  return success();
}

// A squeeze or unsqueeze of nothing is not written (an empty axes list
// would mean "every dim of size 1" to ONNX's Squeeze).
LogicalResult core::verifyUnsqueezeOp(Operation *op) {
  if (UnsqueezeOp(op).getAxes().empty())
    return op->emitOpError() << "axes must not be empty";
  return success();
}

LogicalResult core::verifySqueezeOp(Operation *op) {
  if (SqueezeOp(op).getAxes().empty())
    return op->emitOpError() << "axes must not be empty";
  return success();
}

/// An error unless `value` is one of `allowed`.
static LogicalResult verifyOneOf(Operation *op, llvm::StringRef attr,
                                 llvm::StringRef value,
                                 llvm::ArrayRef<llvm::StringRef> allowed) {
  if (llvm::is_contained(allowed, value))
    return success();
  auto diag = op->emitOpError();
  diag << attr << " must be ";
  for (size_t i = 0; i != allowed.size(); ++i)
    diag << (i == 0 ? "" : i + 1 == allowed.size() ? " or " : ", ")
         << allowed[i];
  diag << ", got '" << value << "'";
  return failure();
}

// Exactly one of sizes and scales; modes ONNX's Resize knows (without
// tf_crop_and_resize, which needs a region of interest).
LogicalResult core::verifyResizeOp(Operation *op) {
  ResizeOp resize(op);
  if ((resize.getSizes() != nullptr) == resize.getScales().has_value())
    return op->emitOpError() << "requires exactly one of 'sizes' and 'scales'";
  if (failed(verifyOneOf(op, "mode", resize.getMode(),
                         {"nearest", "linear", "cubic"})) ||
      failed(verifyOneOf(op, "coordinate_transformation_mode",
                         resize.getCoordinateTransformationMode(),
                         {"half_pixel", "pytorch_half_pixel", "align_corners",
                          "asymmetric"})) ||
      failed(verifyOneOf(op, "nearest_mode", resize.getNearestMode(),
                         {"round_prefer_floor", "round_prefer_ceil", "floor",
                          "ceil"})))
    return failure();
  return success();
}

// torch's interpolation and padding modes, named as F.grid_sample names them.
LogicalResult core::verifyGridSampleOp(Operation *op) {
  GridSampleOp gs(op);
  return success(
      succeeded(verifyOneOf(op, "mode", gs.getMode(),
                            {"bilinear", "nearest", "bicubic"})) &&
      succeeded(verifyOneOf(op, "padding_mode", gs.getPaddingMode(),
                            {"zeros", "border", "reflection"})));
}

// The value is an int, a float or a bool, and the result has its kind.
LogicalResult core::verifyScalarConstantOp(Operation *op) {
  Attribute v = ScalarConstantOp(op).getValueAttr();
  Context &ctx = op->getContext();
  Type expected = v.isInt()     ? ctx.getIntType()
                  : v.isFloat() ? ctx.getFloatType()
                  : v.isBool()  ? ctx.getBoolType()
                                : Type();
  if (!expected)
    return op->emitOpError() << "value must be an int, a float or a bool";
  Type t = op->getResult(0)->getType();
  if (t != expected)
    return op->emitOpError() << "result type " << t.str()
                             << " differs from the value's type "
                             << expected.str();
  return success();
}

LogicalResult core::verifyScalarCmpOp(Operation *op) {
  return verifyOneOf(op, "predicate", ScalarCmpOp(op).getPredicate(),
                     {"eq", "ne", "lt", "le", "gt", "ge"});
}

LogicalResult core::verifyScalarCastOp(Operation *op) {
  return verifyOneOf(op, "to", ScalarCastOp(op).getTo(),
                     {"int", "float", "bool"});
}

LogicalResult core::verifyGeluOp(Operation *op) {
  return verifyOneOf(op, "approximate", GeluOp(op).getApproximate(),
                     {"none", "tanh"});
}

LogicalResult core::verifySoftplusOp(Operation *op) {
  if (SoftplusOp(op).getBeta() == 0.0)
    return op->emitOpError() << "beta must not be 0";
  return success();
}

LogicalResult core::verifyCeluOp(Operation *op) {
  if (CeluOp(op).getAlpha() == 0.0)
    return op->emitOpError() << "alpha must not be 0";
  return success();
}

/// adaptive pools: a non-empty output_size of positive entries.
static LogicalResult verifyOutputSize(Operation *op,
                                      llvm::ArrayRef<int64_t> size) {
  if (size.empty())
    return op->emitOpError() << "output_size must not be empty";
  for (int64_t s : size)
    if (s <= 0)
      return op->emitOpError()
             << "output_size entries must be positive, got " << s;
  return success();
}

LogicalResult core::verifyAdaptiveAvgPoolOp(Operation *op) {
  return verifyOutputSize(op, AdaptiveAvgPoolOp(op).getOutputSize());
}

LogicalResult core::verifyAdaptiveMaxPoolOp(Operation *op) {
  return verifyOutputSize(op, AdaptiveMaxPoolOp(op).getOutputSize());
}

LogicalResult core::verifyGroupNormOp(Operation *op) {
  if (GroupNormOp(op).getGroups() <= 0)
    return op->emitOpError() << "groups must be positive, got "
                             << GroupNormOp(op).getGroups();
  return success();
}

// torch rejects an explicit mask together with is_causal; scale, when
// given, is positive.
LogicalResult core::verifyScaledDotProductAttentionOp(Operation *op) {
  ScaledDotProductAttentionOp sdpa(op);
  if (sdpa.getIsCausal() && !sdpa.getMask()->getType().isNone())
    return op->emitOpError() << "takes a mask or is_causal, not both";
  if (auto s = sdpa.getScale(); s && !(*s > 0.0))
    return op->emitOpError() << "scale must be positive";
  return success();
}

// Elman RNN cells: tanh or relu, as torch.nn.RNN's nonlinearity.
LogicalResult core::verifyRnnOp(Operation *op) {
  return verifyOneOf(op, "nonlinearity", RnnOp(op).getNonlinearity(),
                     {"tanh", "relu"});
}

// A flip of nothing is not written.
LogicalResult core::verifyFlipOp(Operation *op) {
  if (FlipOp(op).getAxes().empty())
    return op->emitOpError() << "axes must not be empty";
  return success();
}

// One shift per axis (torch.roll without dims rolls the flattened tensor:
// decompositions flatten first).
LogicalResult core::verifyRollOp(Operation *op) {
  RollOp roll(op);
  if (roll.getAxes().empty())
    return op->emitOpError() << "axes must not be empty";
  if (roll.getShifts().size() != roll.getAxes().size())
    return op->emitOpError() << "has " << unsigned(roll.getShifts().size())
                             << " shifts for " << unsigned(roll.getAxes().size())
                             << " axes";
  return success();
}

// At least one result; with sizes, one non-negative size per result.
LogicalResult core::verifySplitOp(Operation *op) {
  SplitOp split(op);
  unsigned n = op->getNumResults();
  if (n == 0)
    return op->emitOpError() << "must have at least one result";
  if (auto sizes = split.getSizes()) {
    if (sizes->size() != n)
      return op->emitOpError() << "has " << unsigned(sizes->size())
                               << " sizes for " << n << " results";
    for (int64_t s : *sizes)
      if (s < 0)
        return op->emitOpError() << "sizes must not be negative, got " << s;
  }
  return success();
}

LogicalResult core::verifyPadOp(Operation *op) {
  return verifyOneOf(op, "mode", PadOp(op).getMode(),
                     {"constant", "reflect", "replicate", "circular"});
}

LogicalResult core::verifyScatterOp(Operation *op) {
  return verifyOneOf(op, "reduce", ScatterOp(op).getReduce(),
                     {"none", "add", "mul"});
}

LogicalResult core::verifyOneHotOp(Operation *op) {
  if (OneHotOp(op).getNumClasses() <= 0)
    return op->emitOpError() << "num_classes must be positive, got "
                             << OneHotOp(op).getNumClasses();
  return success();
}
