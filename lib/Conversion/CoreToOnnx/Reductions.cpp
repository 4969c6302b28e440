//===- Reductions.cpp - Lowerings of reductions -----------------------------===//
//
// ReduceSum takes its axes as an input from opset 13, every other
// reduction from opset 18 (LoweringRewriter::reduce adapts the one node to
// the target's signature, so that is not an entry of its own); before
// opset 11 the axes must be non-negative, so they are normalized against
// the input's rank: the entries at 1 and 11.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"

using namespace tocc;
using namespace tocc::lowering;

/// `axes` of the op's `input` made non-negative when the target opset needs
/// it (before 11, reductions and ArgMax/ArgMin take no negative axes); a
/// precise error when the rank is unknown then.
static LogicalResult normalizeAxes(LoweringRewriter &rw, Value *input,
                                   llvm::MutableArrayRef<int64_t> axes,
                                   const Since &since) {
  if (since.atLeast(11) ||
      llvm::all_of(axes, [](int64_t a) { return a >= 0; }))
    return success();
  Type t = input->getType();
  if (!t.hasRank())
    return rw.emitError() << "has negative axes and an unranked input; "
                             "opset "
                          << rw.target()
                          << " needs non-negative axes (give the input's "
                             "rank, or target opset 11 or later)";
  for (int64_t &a : axes)
    if (a < 0)
      a += t.getRank();
  return success();
}

/// The `axes` of a reduction op of class OpT (normalizeAxes).
template <typename OpT>
static FailureOr<llvm::SmallVector<int64_t, 4>>
readAxes(LoweringRewriter &rw, OpT reduce, const Since &since) {
  llvm::SmallVector<int64_t, 4> axes = reduce.getAxes();
  if (failed(normalizeAxes(rw, reduce.getInput(), axes, since)))
    return failure();
  return axes;
}

/// Whether `axes` are all of a rank >= 3 f32 `input`'s spatial dims (2 ..
/// rank - 1, in any order, negative or not): a mean over them that keeps
/// the dims is GlobalAveragePool (ONNX Runtime's CPU kernel is f32).
static bool isGlobalPool(Value *input, llvm::ArrayRef<int64_t> axes) {
  Type t = input->getType();
  if (!t.isTensor() || t.getDType() != DType::F32 || !t.hasRank() ||
      t.getRank() < 3)
    return false;
  int64_t rank = t.getRank();
  llvm::SmallVector<bool, 6> seen(rank, false);
  for (int64_t a : axes) {
    a = a < 0 ? a + rank : a;
    if (a < 2 || a >= rank || seen[a])
      return false;
    seen[a] = true;
  }
  return int64_t(axes.size()) == rank - 2;
}

/// A reduction core op (class OpT: input {axes, keepdim}) -> Reduce<kind>
/// of the same dtype. `logical` (reduce_any / reduce_all on bools):
/// ReduceMax / ReduceMin of the input as int32 (no reduction takes bool
/// before opset 20), cast back. A mean over every spatial dim of an f32
/// [N, C, *] input that keeps the dims (adaptive_avg_pool2d to 1x1, a
/// classifier's head) is GlobalAveragePool, as torch.onnx writes it.
template <typename OpT>
static std::function<LoweringFn(Since)> reduction(llvm::StringRef opType,
                                                  bool logical = false) {
  return [opType = opType.str(), logical](Since since) -> LoweringFn {
    return [opType, logical, since](LoweringRewriter &rw,
                                    Operation *op) -> LogicalResult {
      OpT reduce(op);
      auto axes = readAxes(rw, reduce, since);
      if (failed(axes))
        return failure();
      Value *input = reduce.getInput();
      if (opType == "ReduceMean" && reduce.getKeepdim() &&
          isGlobalPool(input, *axes)) {
        rw.replaceOp(op, {rw.onnx("GlobalAveragePool", {input})});
        return success();
      }
      if (logical)
        input = rw.cast(input, DType::I32);
      Value *out = rw.reduce(opType, input, *axes, reduce.getKeepdim());
      rw.replaceOp(op, {logical ? rw.cast(out, DType::Bool) : out});
      return success();
    };
  };
}

static DType dtypeOf(Value *v) {
  Type t = v->getType();
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

/// argmax / argmin along one axis -> ArgMax / ArgMin. Before opset 11 the
/// axis must be non-negative; from 12 select_last_index = 0 says what
/// ONNX Runtime does at every opset: the first index of the extreme, as
/// torch. ONNX Runtime's kernels take f32, f64, i32 and i64 (and no bool,
/// no bf16 before 13), so narrower dtypes are compared in one that holds
/// every value of theirs in the same order: bool and 8/16-bit integers as
/// i32, u32 as i64, f16/bf16 as f32 (bf16 only from Cast-13). ATen takes
/// NaN as the extreme (argmax([1, nan, 3]) = 1, argmin too) where ONNX
/// Runtime's comparisons skip it, so for floats the index of the first NaN
/// replaces the result where the slice has one:
///   n = Cast(IsNaN(x), int32); Where(ReduceMax(n) > 0, ArgMax(n), arg).
/// A 0-d input has index 0. OpT: argmax or argmin (input {axis, keepdim}).
template <typename OpT>
static std::function<LoweringFn(Since)> argExtreme(llvm::StringRef opType) {
  return [opType = opType.str()](Since since) -> LoweringFn {
    return [opType, since](LoweringRewriter &rw,
                           Operation *op) -> LogicalResult {
      OpT extreme(op);
      Value *x = extreme.getInput();
      Type t = x->getType();
      bool keepdim = extreme.getKeepdim();
      if (t.hasRank() && t.getRank() == 0) {
        rw.replaceOp(op, {rw.constScalar(DType::I64, 0)});
        return success();
      }
      int64_t axis = extreme.getAxis();
      if (failed(normalizeAxes(rw, extreme.getInput(), axis, since)))
        return failure();
      DType dtype = dtypeOf(x);
      switch (dtype) {
      case DType::Bool:
      case DType::I8:
      case DType::U8:
      case DType::I16:
      case DType::U16:
        x = rw.cast(x, DType::I32);
        break;
      case DType::U32:
        x = rw.cast(x, DType::I64);
        break;
      case DType::BF16:
        if (since.below(13))
          return rw.emitError() << "has a bf16 input, which ONNX takes from "
                                   "opset 13 (Cast-13; target "
                                << rw.target() << ")";
        x = rw.cast(x, DType::F32);
        break;
      case DType::F16:
        x = rw.cast(x, DType::F32);
        break;
      case DType::C64:
      case DType::C128:
      case DType::Str:
        return rw.emitError() << "has a " << dtypeName(dtype)
                              << " input, which " << opType << " does not take";
      default:
        break;
      }
      auto arg = [&](Value *in) {
        llvm::SmallVector<NamedAttribute, 3> attrs{
            rw.intAttr("axis", axis), rw.intAttr("keepdims", keepdim)};
        if (since.atLeast(12))
          attrs.push_back(rw.intAttr("select_last_index", 0));
        return rw.onnx(opType, {in}, attrs);
      };
      Value *out = arg(x);
      if (isFloatDType(dtype)) {
        Value *nan = rw.cast(rw.onnx("IsNaN", {x}), DType::I32);
        Value *any =
            rw.cast(rw.reduce("ReduceMax", nan, {axis}, keepdim), DType::Bool);
        // ArgMax of the 0/1 mask: the first 1 (first index on ties).
        Value *first = rw.onnx(
            "ArgMax", {nan},
            {rw.intAttr("axis", axis), rw.intAttr("keepdims", keepdim)});
        out = rw.onnx("Where", {any, first, out});
      }
      rw.replaceOp(op, {out});
      return success();
    };
  };
}

// cumsum(x) {axis, exclusive, reverse} = CumSum(x, axis) {exclusive,
// reverse} (opset 11; the attributes mean the same). ONNX Runtime runs
// CumSum on f32, f64, i32 and i64 only (CumSum-14's f16/bf16/narrow ints
// are schema-only), so other dtypes go through one of those and back:
// integers through int64 (sums wrap, the low bits are the same), f16/bf16
// through f32 (ATen accumulates them in float and rounds each output
// once). A 0-d input is taken as [1].
static LogicalResult lowerCumsum(LoweringRewriter &rw, Operation *op) {
  core::CumsumOp cumsum(op);
  Value *x = cumsum.getInput();
  DType dtype = dtypeOf(x);
  DType compute = dtype;
  switch (dtype) {
  case DType::Unknown:
  case DType::F32:
  case DType::F64:
  case DType::I32:
  case DType::I64:
    break;
  case DType::I8:
  case DType::I16:
  case DType::U8:
  case DType::U16:
  case DType::U32:
  case DType::U64:
    compute = DType::I64;
    break;
  case DType::BF16:
    if (!rw.takes("Cast", DType::BF16))
      return rw.emitError() << "has a bf16 input, which ONNX takes from "
                               "opset 13 (Cast-13; target "
                            << rw.target() << ")";
    compute = DType::F32;
    break;
  case DType::F16:
    compute = DType::F32;
    break;
  default:
    return rw.emitError() << "has a " << dtypeName(dtype)
                          << " input; CumSum sums numbers only";
  }
  Type t = x->getType();
  bool scalar = t.hasRank() && t.getRank() == 0;
  Value *in = rw.cast(x, compute);
  if (scalar)
    in = rw.unsqueeze(in, {0});
  Value *out = rw.onnx(
      "CumSum", {in, rw.constScalar(DType::I64, scalar ? 0 : cumsum.getAxis())},
      {rw.intAttr("exclusive", cumsum.getExclusive()),
       rw.intAttr("reverse", cumsum.getReverse())});
  if (scalar)
    out = rw.squeeze(out, {0});
  rw.replaceOp(op, {dtype == DType::Unknown ? out : rw.cast(out, dtype)});
  return success();
}

/// OpT's entries at opsets 1 and 11 (non-negative axes before 11, as given
/// from 11), keyed by the class's own name.
template <typename OpT> static void addReduction(llvm::StringRef onnxOp) {
  addBuiltinFamily(OpT::getOperationName(), {1, 11}, reduction<OpT>(onnxOp));
}
template <typename OpT>
static void addLogicalReduction(llvm::StringRef onnxOp) {
  addBuiltinFamily(OpT::getOperationName(), {1, 11},
                   reduction<OpT>(onnxOp, /*logical=*/true));
}
/// ArgMax-1: non-negative axis; -11: negative axes; -12:
/// select_last_index; -13: bf16.
template <typename OpT> static void addArgExtreme(llvm::StringRef onnxOp) {
  addBuiltinFamily(OpT::getOperationName(), {1, 11, 12, 13},
                   argExtreme<OpT>(onnxOp));
}

void lowering::registerReductionLowerings() {
  // LoweringRewriter::reduce writes the axes as an attribute or an input
  // (13 for ReduceSum, 18 for the rest), and the lit tests check every
  // boundary (test/Conversion/CoreToOnnx/reductions.mlir).
  addReduction<core::ReduceSumOp>("ReduceSum");
  addReduction<core::ReduceMeanOp>("ReduceMean");
  addReduction<core::ReduceProdOp>("ReduceProd");
  addReduction<core::ReduceMaxOp>("ReduceMax");
  addReduction<core::ReduceMinOp>("ReduceMin");
  addLogicalReduction<core::ReduceAnyOp>("ReduceMax");
  addLogicalReduction<core::ReduceAllOp>("ReduceMin");
  addArgExtreme<core::ArgmaxOp>("ArgMax");
  addArgExtreme<core::ArgminOp>("ArgMin");
  addBuiltin(core::CumsumOp::getOperationName(), 11, lowerCumsum);
}
