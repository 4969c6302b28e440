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

// Per-axis attributes of pooling must agree with the kernel's rank; pads has
// a begin and an end per axis, like ONNX.
LogicalResult core::verifyMaxPoolOp(Operation *op) {
  MaxPoolOp pool(op);
  size_t rank = pool.getKernelShape().size();
  if (rank == 0)
    return op->emitOpError() << "kernel_shape must not be empty";
  for (int64_t k : pool.getKernelShape())
    if (k <= 0)
      return op->emitOpError()
             << "kernel_shape entries must be positive, got " << k;
  if (auto s = pool.getStrides(); s && s->size() != rank)
    return op->emitOpError() << "strides has " << unsigned(s->size())
                             << " entries, expected " << unsigned(rank);
  if (auto d = pool.getDilations(); d && d->size() != rank)
    return op->emitOpError() << "dilations has " << unsigned(d->size())
                             << " entries, expected " << unsigned(rank);
  if (auto p = pool.getPads(); p && p->size() != 2 * rank)
    return op->emitOpError() << "pads has " << unsigned(p->size())
                             << " entries, expected " << unsigned(2 * rank);
  Type in = pool.getInput()->getType();
  if (in.hasRank() && in.getRank() < int64_t(rank) + 1)
    return op->emitOpError() << "input of rank " << in.getRank()
                             << " is too small for a " << unsigned(rank)
                             << "-d kernel";
  return success();
}
