//===- Reductions.cpp - Expansions of var, std and logsumexp -------------===//
#include "Entries.h"
#include "tocc/Dialect/Core/CoreDialect.h"

using namespace tocc;
using namespace tocc::expansion;

namespace {

/// The op's reduced `axes` made non-negative (empty means all), or failure
/// with an error naming the bad axis.
FailureOr<llvm::SmallVector<int64_t, 4>>
reducedAxes(Rewriter &rw, llvm::SmallVector<int64_t, 4> axes, int64_t rank) {
  if (axes.empty()) {
    for (int64_t i = 0; i < rank; ++i)
      axes.push_back(i);
    return axes;
  }
  for (int64_t &a : axes) {
    std::optional<int64_t> n = normalizeDim(a, rank);
    if (!n)
      return rw.emitError() << "has axis " << a << ", out of range for rank "
                            << rank;
    a = rank == 0 ? 0 : *n;
  }
  return axes;
}

/// The number of elements reduced if the reduced dims are static.
std::optional<double> staticCount(Value *x, llvm::ArrayRef<int64_t> axes) {
  Type t = x->getType();
  double count = 1;
  if (t.getRank() == 0)
    return count;
  for (int64_t a : axes) {
    Dim d = t.getDims()[a];
    if (!d.isStatic())
      return std::nullopt;
    count *= double(d.getStatic());
  }
  return count;
}

/// The number of elements reduced, read at run time: the product of the
/// reduced dims of shape_of(x), as a 0-d tensor of `e.dtype`.
Value *dynamicCount(Emitter &e, Value *x, llvm::ArrayRef<int64_t> axes) {
  Value *picked = core::IndexSelectOp::createTyped{
      e.rw, e.rw.unrankedTensorType(DType::I64), e.shapeOf(x),
      e.rw.createI64Constant(axes), /*axis=*/0};
  return e.cast(
      e.reduce(core::ReduceProdOp::getOperationName(), picked, {}, false),
      e.dtype);
}

/// sum((x - mean)^2) / max(0, N - correction) over the axes of `op`, a
/// VarOp or StdOp.
template <typename OpT> FailureOr<Value *> variance(Rewriter &rw, OpT op) {
  Value *x = op.getInput();
  FailureOr<DType> dt = floatDTypeOf(rw, x);
  FailureOr<int64_t> rank = rankOf(rw, x, "the input");
  if (failed(dt) || failed(rank))
    return failure();
  FailureOr<llvm::SmallVector<int64_t, 4>> axes =
      reducedAxes(rw, op.getAxes(), *rank);
  if (failed(axes))
    return failure();
  Emitter e{rw, *dt};
  bool keepdim = op.getKeepdim();
  double correction = op.getCorrection();
  Value *mean =
      e.reduce(core::ReduceMeanOp::getOperationName(), x, *axes, true);
  Value *d = e.sub(x, mean);
  Value *ss = e.reduce(core::ReduceSumOp::getOperationName(), e.mul(d, d),
                       *axes, keepdim);
  Value *denom;
  if (std::optional<double> n = staticCount(x, *axes))
    denom = e.c(std::max(0.0, *n - correction));
  else
    denom = e.bin(core::MaximumOp::getOperationName(),
                  e.sub(dynamicCount(e, x, *axes), e.c(correction)), e.c(0.0));
  return e.div(ss, denom);
}

// var(x, axes, correction, keepdim)
//   = sum((x - mean(x))^2) / max(0, N - correction), N the reduced count
LogicalResult expandVar(Rewriter &rw, Operation *op) {
  FailureOr<Value *> v = variance(rw, core::VarOp(op));
  if (failed(v) || !*v)
    return failure();
  rw.replaceOp(op, {*v});
  return success();
}

// std(x, axes, correction, keepdim) = sqrt(var(x, axes, correction, keepdim))
LogicalResult expandStd(Rewriter &rw, Operation *op) {
  FailureOr<Value *> v = variance(rw, core::StdOp(op));
  if (failed(v) || !*v)
    return failure();
  Emitter e{rw, (*v)->getType().getDType()};
  rw.replaceOp(op, {e.un(core::SqrtOp::getOperationName(), *v)});
  return success();
}

// logsumexp(x, axes, keepdim) = log(sum(exp(x - m))) + m,
//   m = max(x) over the axes, taken as 0 where it is infinite (all -inf, or
//   a +inf, where the shift would make NaN)
LogicalResult expandLogsumexp(Rewriter &rw, Operation *op) {
  core::LogsumexpOp logsumexp(op);
  Value *x = logsumexp.getInput();
  FailureOr<DType> dt = floatDTypeOf(rw, x);
  FailureOr<int64_t> rank = rankOf(rw, x, "the input");
  if (failed(dt) || failed(rank))
    return failure();
  FailureOr<llvm::SmallVector<int64_t, 4>> axes =
      reducedAxes(rw, logsumexp.getAxes(), *rank);
  if (failed(axes))
    return failure();
  Emitter e{rw, *dt};
  bool keepdim = logsumexp.getKeepdim();
  Value *m = e.reduce(core::ReduceMaxOp::getOperationName(), x, *axes, true);
  Value *inf =
      core::IsinfOp::createTyped{rw, rw.unrankedTensorType(DType::Bool), m};
  m = e.where(inf, e.c(0.0), m);
  Value *sum = e.reduce(core::ReduceSumOp::getOperationName(),
                        e.un(core::ExpOp::getOperationName(), e.sub(x, m)),
                        *axes, keepdim);
  if (!keepdim && *rank != 0)
    m = e.squeeze(m, *axes);
  rw.replaceOp(op, {e.add(e.un(core::LogOp::getOperationName(), sum), m)});
  return success();
}

} // namespace

void expansion::registerReductionExpansions() {
  addBuiltin(core::VarOp::getOperationName(), expandVar);
  addBuiltin(core::StdOp::getOperationName(), expandStd);
  addBuiltin(core::LogsumexpOp::getOperationName(), expandLogsumexp);
}
