//===- Reductions.cpp - Lowerings of reductions -----------------------------===//
//
// ReduceSum takes its axes as an input from opset 13, every other
// reduction from opset 18 (LoweringRewriter::reduce picks the form); before
// opset 11 the axes must be non-negative, so they are normalized against
// the input's rank.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"

using namespace tocc;
using namespace tocc::lowering;

/// The op's `axes`, made non-negative when the target opset needs it (a
/// precise error when the rank is unknown then).
static FailureOr<llvm::SmallVector<int64_t, 4>>
readAxes(LoweringRewriter &rw, Operation *op, llvm::StringRef name = "axes") {
  llvm::SmallVector<int64_t, 4> axes = intsAttr(op, name);
  if (rw.getOpset() >= 11 || llvm::all_of(axes, [](int64_t a) {
        return a >= 0;
      }))
    return axes;
  Type t = op->getOperand(0)->getType();
  if (!t.hasRank())
    return rw.emitError() << "has negative axes and an unranked input; "
                             "opset "
                          << rw.getOpset()
                          << " needs non-negative axes (give the input's "
                             "rank, or target opset 11 or later)";
  for (int64_t &a : axes)
    if (a < 0)
      a += t.getRank();
  return axes;
}

/// A reduction core op -> Reduce<kind> of the same dtype.
static LoweringFn reduction(llvm::StringRef opType) {
  return [opType = opType.str()](LoweringRewriter &rw,
                                 Operation *op) -> LogicalResult {
    auto axes = readAxes(rw, op);
    if (failed(axes))
      return failure();
    Value *out = rw.reduce(opType, op->getOperand(0), *axes,
                           boolAttr(op, "keepdim", false));
    rw.replaceOp(op, {out});
    return success();
  };
}

/// reduce_any / reduce_all on bools: ReduceMax / ReduceMin of the input as
/// int32 (no reduction takes bool before opset 20), cast back.
static LoweringFn logicalReduction(llvm::StringRef opType) {
  return [opType = opType.str()](LoweringRewriter &rw,
                                 Operation *op) -> LogicalResult {
    auto axes = readAxes(rw, op);
    if (failed(axes))
      return failure();
    Value *asInt = rw.cast(op->getOperand(0), DType::I32);
    Value *reduced =
        rw.reduce(opType, asInt, *axes, boolAttr(op, "keepdim", false));
    rw.replaceOp(op, {rw.cast(reduced, DType::Bool)});
    return success();
  };
}

void lowering::registerReductionLowerings() {
  // Since opset 1 the attribute form; LoweringRewriter::reduce switches to
  // the input form at 13 (ReduceSum) and 18 (the rest), and the lit tests
  // check every boundary (test/Conversion/CoreToOnnx/reductions.mlir).
  addBuiltin("core.reduce_sum", 1, reduction("ReduceSum"));
  addBuiltin("core.reduce_mean", 1, reduction("ReduceMean"));
  addBuiltin("core.reduce_prod", 1, reduction("ReduceProd"));
  addBuiltin("core.reduce_max", 1, reduction("ReduceMax"));
  addBuiltin("core.reduce_min", 1, reduction("ReduceMin"));
  addBuiltin("core.reduce_any", 1, logicalReduction("ReduceMax"));
  addBuiltin("core.reduce_all", 1, logicalReduction("ReduceMin"));
}
