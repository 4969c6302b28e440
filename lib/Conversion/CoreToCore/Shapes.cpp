//===- Shapes.cpp - Expansion of roll ------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include <limits>

using namespace tocc;
using namespace tocc::expansion;

namespace {

// roll(x, shifts, axes) = per axis with s = shift mod n:
//   concat(x[n - s :], x[: n - s]) along the axis
//   (a dim of symbolic size n: s = remainder(shift, n) at run time; for
//   s = 0 the slices are empty and all of x)
LogicalResult expandRoll(Rewriter &rw, Operation *op) {
  core::RollOp roll(op);
  Value *x = roll.getInput();
  FailureOr<int64_t> rank = rankOf(rw, x, "the input");
  if (failed(rank))
    return failure();
  llvm::SmallVector<int64_t, 4> shifts = roll.getShifts();
  llvm::SmallVector<int64_t, 4> axes = roll.getAxes();
  if (shifts.size() != axes.size())
    return rw.emitError() << "has " << shifts.size() << " shifts for "
                          << axes.size() << " axes";
  Emitter e{rw, x->getType().getDType()};
  Value *cur = x;
  auto slice = [&](Value *in, Value *start, Value *end, int64_t axis) {
    return core::SliceOp::createTyped{rw, rw.unrankedTensorType(e.dtype), in,
                                      start, end, rw.createI64Constant({axis}),
                                      rw.createI64Constant({1})};
  };
  for (size_t i = 0; i < axes.size(); ++i) {
    std::optional<int64_t> axis = normalizeDim(axes[i], *rank);
    if (!axis || *rank == 0)
      return rw.emitError() << "has axis " << axes[i]
                            << ", out of range for rank " << *rank;
    Dim d = x->getType().getDims()[*axis];
    if (d.isStatic()) {
      int64_t n = d.getStatic();
      if (n == 0)
        continue;
      int64_t s = ((shifts[i] % n) + n) % n;
      if (s == 0)
        continue;
      Value *tail = slice(cur, rw.createI64Constant({n - s}),
                          rw.createI64Constant({n}), *axis);
      Value *head = slice(cur, rw.createI64Constant({0}),
                          rw.createI64Constant({n - s}), *axis);
      cur = e.concat({tail, head}, *axis);
      continue;
    }
    Value *n = e.dims(cur, *axis, *axis + 1);
    Value *s =
        core::RemainderOp::createTyped{rw, rw.unrankedTensorType(DType::I64),
                                       rw.createI64Constant({shifts[i]}), n};
    Value *split =
        core::SubOp::createTyped{rw, rw.unrankedTensorType(DType::I64), n, s};
    Value *tail = slice(cur, split,
                        rw.createI64Constant(
                            {std::numeric_limits<int64_t>::max()}),
                        *axis);
    Value *head = slice(cur, rw.createI64Constant({0}), split, *axis);
    cur = e.concat({tail, head}, *axis);
  }
  rw.replaceOp(op, {cur});
  return success();
}

} // namespace

void expansion::registerShapeExpansions() {
  addBuiltin(core::RollOp::getOperationName(), expandRoll);
}
