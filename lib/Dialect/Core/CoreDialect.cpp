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
  return verifyPool(op, pool.getKernelShape(), pool.getStrides(),
                    pool.getPads(), std::nullopt);
}

// The spatial rank is that of any per-axis attribute; groups is positive.
LogicalResult core::verifyConvOp(Operation *op) {
  ConvOp conv(op);
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

// Exactly one of sizes and scales; a mode ONNX's Resize knows.
LogicalResult core::verifyResizeOp(Operation *op) {
  ResizeOp resize(op);
  if (resize.getSizes().has_value() == resize.getScales().has_value())
    return op->emitOpError() << "requires exactly one of 'sizes' and 'scales'";
  llvm::StringRef mode = resize.getMode();
  if (mode != "nearest" && mode != "linear" && mode != "cubic")
    return op->emitOpError() << "mode must be nearest, linear or cubic, got '"
                             << mode << "'";
  return success();
}
