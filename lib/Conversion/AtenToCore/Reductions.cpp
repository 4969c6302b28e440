//===- Reductions.cpp - Decompositions of reductions, norms and softmax ---===//
//
// torch's reductions take their dims as an optional list (none or empty is
// every dim), a keepdim flag and sometimes a dtype the input is cast to
// first; each entry reads those with the helpers below and emits one core
// reduction (or a short composition for norms and counts).
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <cmath>
#include <limits>

using namespace tocc;
using namespace tocc::detail;

namespace {

using Axes = llvm::SmallVector<int64_t, 4>;

/// The dims of reduction argument `i` (an int, an int list, or none),
/// normalized against `rank`; none or an empty list is every dim, which
/// core spells as no axes. A rank-0 input reduces its only "dim".
FailureOr<Axes> readAxes(Rewriter &rw, unsigned i, int64_t rank) {
  Axes axes;
  if (rw.isNone(i))
    return axes;
  Value *v = rw.getOp()->getOperand(i);
  llvm::SmallVector<int64_t, 4> raw;
  if (std::optional<int64_t> one = matchConstantInt(v)) {
    raw.push_back(*one);
  } else {
    FailureOr<llvm::SmallVector<int64_t, 4>> list = rw.readIntList(i);
    if (failed(list))
      return failure();
    raw = *list;
  }
  for (int64_t d : raw) {
    std::optional<int64_t> n = normalizeDim(d, rank);
    if (!n)
      return rw.emitError() << rw.describeOperand(i) << " has dim " << d
                            << ", out of range for rank " << rank;
    if (rank > 0 && !llvm::is_contained(axes, *n))
      axes.push_back(*n);
  }
  return axes;
}

/// An optional ScalarType argument: DType::Unknown for none.
FailureOr<DType> readDTypeArg(Rewriter &rw, unsigned i) {
  FailureOr<std::optional<int64_t>> code = rw.readOptionalInt(i);
  if (failed(code))
    return failure();
  if (!*code)
    return DType::Unknown;
  std::optional<DType> dt = aten::dtypeFromScalarType(**code);
  if (!dt)
    return rw.emitError() << rw.describeOperand(i) << " is dtype code "
                          << **code << ", which tocc has no dtype for";
  return *dt;
}

/// The dtype of tensor `x` (failure with a diagnostic when unknown).
FailureOr<DType> knownDType(Rewriter &rw, Value *x) {
  DType dt = x->getType().getDType();
  if (dt == DType::Unknown)
    return rw.emitError() << "needs the dtype of its input (give the model's "
                             "input types)";
  return dt;
}

Value *createReduce(Rewriter &rw, llvm::StringRef name, Type type, Value *x,
                    llvm::ArrayRef<int64_t> axes, bool keepdim) {
  return rw.create(name, type, {x},
                   {{"axes", rw.getI64ArrayAttr(axes)},
                    {"keepdim", rw.getBoolAttr(keepdim)}});
}

} // namespace

// The p-norm of `x` over `axes`:
//   p = 2: sqrt(sum(x * x))        p = 1: sum(|x|)
//   p = inf: max(|x|)              p = -inf: min(|x|)
//   p = 0: number of nonzeros      else: sum(|x|^p)^(1/p)
Value *detail::buildNorm(Rewriter &rw, Type resultType, Value *x, double p,
                         llvm::ArrayRef<int64_t> axes, bool keepdim) {
  DType dt = x->getType().getDType();
  Type any = rw.unrankedTensorType(dt);
  if (p == 2) {
    Value *sq =
        core::MulOp::createTyped{rw, rw.tensorTypeLike(x->getType(), dt), x, x};
    Value *sum = createReduce(rw, core::ReduceSumOp::getOperationName(), any,
                              sq, axes, keepdim);
    return core::SqrtOp::createTyped{rw, resultType, sum};
  }
  if (p == 0) {
    Value *nonzero = rw.castTo(rw.castTo(x, DType::Bool), dt);
    return createReduce(rw, core::ReduceSumOp::getOperationName(), resultType,
                        nonzero, axes, keepdim);
  }
  Value *abs =
      core::AbsOp::createTyped{rw, rw.tensorTypeLike(x->getType(), dt), x};
  if (p == 1)
    return createReduce(rw, core::ReduceSumOp::getOperationName(), resultType,
                        abs, axes, keepdim);
  if (std::isinf(p))
    return createReduce(rw,
                        p > 0 ? core::ReduceMaxOp::getOperationName()
                              : core::ReduceMinOp::getOperationName(),
                        resultType, abs, axes, keepdim);
  Value *powered = core::PowOp::createTyped{rw, abs->getType(), abs,
                                            rw.createScalarConstant(dt, p)};
  Value *sum = createReduce(rw, core::ReduceSumOp::getOperationName(), any,
                            powered, axes, keepdim);
  return core::PowOp::createTyped{rw, resultType, sum,
                                  rw.createScalarConstant(dt, 1.0 / p)};
}

namespace {

/// The operands of a reduction entry: the input, its axes, keepdim and the
/// dtype the input is first cast to (if the op has a dtype argument).
struct Reduction {
  Value *input = nullptr;
  Axes axes;
  bool keepdim = false;
};

/// Reads `self` (operand 0), the dims at `dimI` (-1: every dim), keepdim
/// at `keepI` (-1: false) and a dtype at `dtypeI` (-1: none); the input is
/// cast to the dtype, else to i64 when `integersToI64` and it is bool or
/// integral (torch.sum and torch.prod widen them).
FailureOr<Reduction> readReduction(Rewriter &rw, int dimI, int keepI,
                                   int dtypeI, bool integersToI64 = false) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  Reduction r;
  r.input = *self;
  if (dimI >= 0) {
    FailureOr<Axes> axes = readAxes(rw, dimI, *rank);
    if (failed(axes))
      return failure();
    r.axes = *axes;
  }
  if (keepI >= 0) {
    FailureOr<bool> keep = rw.readBool(keepI);
    if (failed(keep))
      return failure();
    r.keepdim = *keep;
  }
  DType to = DType::Unknown;
  if (dtypeI >= 0) {
    FailureOr<DType> dt = readDTypeArg(rw, dtypeI);
    if (failed(dt))
      return failure();
    to = *dt;
  }
  if (to == DType::Unknown && integersToI64) {
    FailureOr<DType> dt = knownDType(rw, *self);
    if (failed(dt))
      return failure();
    if (*dt == DType::Bool || isIntegerDType(*dt))
      to = DType::I64;
  }
  if (to != DType::Unknown)
    r.input = rw.castTo(r.input, to);
  return r;
}

/// One core reduction `name` of a Reduction, replacing the op.
LogicalResult replaceByReduce(Rewriter &rw, Operation *op, llvm::StringRef name,
                              FailureOr<Reduction> r) {
  if (failed(r))
    return failure();
  // The maximum of bools is their or, the minimum their and.
  if (r->input->getType().getDType() == DType::Bool) {
    if (name == core::ReduceMaxOp::getOperationName())
      name = core::ReduceAnyOp::getOperationName();
    else if (name == core::ReduceMinOp::getOperationName())
      name = core::ReduceAllOp::getOperationName();
  }
  rw.replaceOp(op, {createReduce(rw, name, op->getResult(0)->getType(),
                                 r->input, r->axes, r->keepdim)});
  return success();
}

/// An entry reducing with core op `name`; dims at `dimI`, keepdim at
/// `keepI`, dtype at `dtypeI` (-1 where the overload has none).
DecompositionFn reduceEntry(llvm::StringRef name, int dimI, int keepI,
                            int dtypeI, bool integersToI64 = false) {
  std::string core = name.str();
  return [=](Rewriter &rw, Operation *op) {
    return replaceByReduce(
        rw, op, core, readReduction(rw, dimI, keepI, dtypeI, integersToI64));
  };
}

// max.dim(self, dim, keepdim) = (reduce_max(self, [dim]), argmax(self, dim))
// and min.dim likewise: torch returns the first index of the extremum.
DecompositionFn extremumWithIndexEntry(llvm::StringRef reduceName,
                                       llvm::StringRef argName) {
  std::string reduce = reduceName.str(), arg = argName.str();
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0);
    FailureOr<int64_t> rank = rw.readRank(0);
    if (failed(self) || failed(rank))
      return failure();
    FailureOr<int64_t> dim = rw.readDim(1, *rank);
    FailureOr<bool> keep = rw.readBool(2);
    if (failed(dim) || failed(keep))
      return failure();
    Axes axes;
    if (*rank > 0)
      axes.push_back(*dim);
    Value *values = createReduce(rw, reduce, op->getResult(0)->getType(),
                                 *self, axes, *keep);
    Value *indices = rw.create(arg, op->getResult(1)->getType(), {*self},
                               {{"axis", rw.getI64Attr(*dim)},
                                {"keepdim", rw.getBoolAttr(*keep)}});
    rw.replaceOp(op, {values, indices});
    return success();
  };
}

// argmax(self, dim, keepdim) = argmax(self, dim); with dim none, of the
// flattened input (keepdim then keeps every dim as 1)
DecompositionFn argEntry(llvm::StringRef argName) {
  std::string arg = argName.str();
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0);
    FailureOr<int64_t> rank = rw.readRank(0);
    if (failed(self) || failed(rank))
      return failure();
    FailureOr<bool> keep = rw.readBool(2);
    if (failed(keep))
      return failure();
    Type resultType = op->getResult(0)->getType();
    if (!rw.isNone(1)) {
      FailureOr<int64_t> dim = rw.readDim(1, *rank);
      if (failed(dim))
        return failure();
      rw.replaceOp(op, {rw.create(arg, resultType, {*self},
                                  {{"axis", rw.getI64Attr(*dim)},
                                   {"keepdim", rw.getBoolAttr(*keep)}})});
      return success();
    }
    Value *flat = core::ReshapeOp::createTyped{
        rw, rw.unrankedTensorType((*self)->getType().getDType()), *self,
        rw.createI64Constant({-1})};
    Value *index = rw.create(arg, rw.unrankedTensorType(DType::I64), {flat},
                             {{"axis", rw.getI64Attr(0)}});
    if (*keep && *rank > 0)
      index = core::ReshapeOp::createTyped{
          rw, resultType, index,
          rw.createI64Constant(llvm::SmallVector<int64_t, 4>(*rank, 1))};
    rw.replaceOp(op, {index});
    return success();
  };
}

/// Where a variance overload keeps its arguments: the dims (-1: every
/// dim), the correction as `unbiased` (a bool) or `correction` (an optional
/// int, none meaning 1), and keepdim (-1: false).
struct VarianceArgs {
  int dimI;
  int unbiasedI;
  int correctionI;
  int keepI;
};

// var(self, dims, correction, keepdim) = core.var (core.std for std);
// var_mean and std_mean add reduce_mean over the same dims.
DecompositionFn varianceEntry(llvm::StringRef coreName, VarianceArgs a,
                              bool withMean) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Reduction> r = readReduction(rw, a.dimI, a.keepI, -1);
    if (failed(r))
      return failure();
    double correction = 1.0;
    if (a.unbiasedI >= 0) {
      FailureOr<bool> unbiased = rw.readBool(a.unbiasedI);
      if (failed(unbiased))
        return failure();
      correction = *unbiased ? 1.0 : 0.0;
    } else if (a.correctionI >= 0) {
      FailureOr<std::optional<int64_t>> c = rw.readOptionalInt(a.correctionI);
      if (failed(c))
        return failure();
      correction = c->value_or(1);
    }
    Value *v = rw.create(name, op->getResult(0)->getType(), {r->input},
                         {{"axes", rw.getI64ArrayAttr(r->axes)},
                          {"correction", rw.getF64Attr(correction)},
                          {"keepdim", rw.getBoolAttr(r->keepdim)}});
    if (!withMean) {
      rw.replaceOp(op, {v});
      return success();
    }
    Value *mean = createReduce(rw, core::ReduceMeanOp::getOperationName(),
                               op->getResult(1)->getType(), r->input, r->axes,
                               r->keepdim);
    rw.replaceOp(op, {v, mean});
    return success();
  };
}

/// A norm entry: p at `pI` (-1: 2; none: 2), dims at `dimI`, keepdim at
/// `keepI`, dtype at `dtypeI` (-1 where absent).
DecompositionFn normEntry(int pI, int dimI, int keepI, int dtypeI) {
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Reduction> r = readReduction(rw, dimI, keepI, dtypeI);
    if (failed(r))
      return failure();
    double p = 2.0;
    if (pI >= 0 && !rw.isNone(pI)) {
      FailureOr<double> given = rw.readFloat(pI);
      if (failed(given))
        return failure();
      p = *given;
    }
    FailureOr<DType> dt = knownDType(rw, r->input);
    if (failed(dt))
      return failure();
    if (!isFloatDType(*dt))
      return rw.emitError() << "computes a norm of a " << dtypeName(*dt)
                            << " tensor; torch needs a floating input";
    rw.replaceOp(op, {buildNorm(rw, op->getResult(0)->getType(), r->input, p,
                                r->axes, r->keepdim)});
    return success();
  };
}

// count_nonzero(self, dims) = reduce_sum(cast(cast(self, bool), i64), dims)
DecompositionFn countNonzeroEntry() {
  return [](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Reduction> r = readReduction(rw, 1, -1, -1);
    if (failed(r))
      return failure();
    Value *ones = rw.castTo(rw.castTo(r->input, DType::Bool), DType::I64);
    rw.replaceOp(
        op, {createReduce(rw, core::ReduceSumOp::getOperationName(),
                          op->getResult(0)->getType(), ones, r->axes, false)});
    return success();
  };
}

// any(self, dims) = reduce_any(cast(self, bool)); all likewise. torch
// returns uint8 for uint8 inputs and bool otherwise.
DecompositionFn logicalReduceEntry(llvm::StringRef coreName, int dimI,
                                   int keepI) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Reduction> r = readReduction(rw, dimI, keepI, -1);
    if (failed(r))
      return failure();
    FailureOr<DType> dt = knownDType(rw, r->input);
    if (failed(dt))
      return failure();
    Value *b = rw.castTo(r->input, DType::Bool);
    DType resultDType = *dt == DType::U8 ? DType::U8 : DType::Bool;
    Value *red = createReduce(rw, name, rw.unrankedTensorType(DType::Bool), b,
                              r->axes, r->keepdim);
    rw.replaceOp(op, {rw.castTo(red, resultDType)});
    return success();
  };
}

// softmax-like entries: _softmax(self, dim, half_to_float) and
// log_softmax.int(self, dim, dtype) = core.softmax / core.log_softmax of
// the input cast to the dtype (f32 for half_to_float).
DecompositionFn softmaxEntry(llvm::StringRef coreName, bool halfToFloatArg) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0);
    FailureOr<int64_t> rank = rw.readRank(0);
    if (failed(self) || failed(rank))
      return failure();
    FailureOr<int64_t> dim = rw.readDim(1, *rank);
    if (failed(dim))
      return failure();
    Value *x = *self;
    if (halfToFloatArg) {
      FailureOr<bool> toFloat = rw.readBool(2);
      if (failed(toFloat))
        return failure();
      if (*toFloat)
        x = rw.castTo(x, DType::F32);
    } else {
      FailureOr<DType> dt = readDTypeArg(rw, 2);
      if (failed(dt))
        return failure();
      if (*dt != DType::Unknown)
        x = rw.castTo(x, *dt);
    }
    rw.replaceOp(op, {rw.create(name, op->getResult(0)->getType(), {x},
                                {{"axis", rw.getI64Attr(*dim)}})});
    return success();
  };
}

// max.other(self, other) = maximum(self, other) in the promoted dtype;
// min.other likewise
DecompositionFn binaryExtremumEntry(llvm::StringRef coreName) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
    if (failed(self) || failed(other))
      return failure();
    std::optional<DType> dt =
        promoteResultType({promotionOperandOf((*self)->getType()),
                           promotionOperandOf((*other)->getType())});
    DType resultDType = resultDTypeOr(op, dt.value_or(DType::Unknown));
    if (resultDType == DType::Unknown)
      return rw.emitError() << "needs the dtypes of its operands";
    rw.replaceOp(op, {rw.create(name, op->getResult(0)->getType(),
                                {rw.castTo(*self, resultDType),
                                 rw.castTo(*other, resultDType)})});
    return success();
  };
}

} // namespace

void detail::registerReductionDecompositions() {
  // sum(self, dtype); sum.dim_IntList(self, dim, keepdim, dtype)
  addBuiltin("aten::sum", reduceEntry(core::ReduceSumOp::getOperationName(), -1,
                                      -1, 1, true));
  addBuiltin("aten::sum.dim_IntList",
             reduceEntry(core::ReduceSumOp::getOperationName(), 1, 2, 3, true));
  addBuiltin("aten::mean",
             reduceEntry(core::ReduceMeanOp::getOperationName(), -1, -1, 1));
  addBuiltin("aten::mean.dim",
             reduceEntry(core::ReduceMeanOp::getOperationName(), 1, 2, 3));
  addBuiltin("aten::prod", reduceEntry(core::ReduceProdOp::getOperationName(),
                                       -1, -1, 1, true));
  addBuiltin(
      "aten::prod.dim_int",
      reduceEntry(core::ReduceProdOp::getOperationName(), 1, 2, 3, true));
  addBuiltin("aten::amax",
             reduceEntry(core::ReduceMaxOp::getOperationName(), 1, 2, -1));
  addBuiltin("aten::amin",
             reduceEntry(core::ReduceMinOp::getOperationName(), 1, 2, -1));
  addBuiltin("aten::max",
             reduceEntry(core::ReduceMaxOp::getOperationName(), -1, -1, -1));
  addBuiltin("aten::min",
             reduceEntry(core::ReduceMinOp::getOperationName(), -1, -1, -1));
  addBuiltin("aten::max.dim",
             extremumWithIndexEntry(core::ReduceMaxOp::getOperationName(),
                                    core::ArgmaxOp::getOperationName()));
  addBuiltin("aten::min.dim",
             extremumWithIndexEntry(core::ReduceMinOp::getOperationName(),
                                    core::ArgminOp::getOperationName()));
  addBuiltin("aten::max.other",
             binaryExtremumEntry(core::MaximumOp::getOperationName()));
  addBuiltin("aten::min.other",
             binaryExtremumEntry(core::MinimumOp::getOperationName()));
  addBuiltin("aten::argmax", argEntry(core::ArgmaxOp::getOperationName()));
  addBuiltin("aten::argmin", argEntry(core::ArgminOp::getOperationName()));
  // var(self, unbiased); var.dim(self, dim, unbiased, keepdim);
  // var.correction(self, dim, correction, keepdim); the same for std and
  // the _mean forms.
  for (auto [name, core] : {std::pair{"var", core::VarOp::getOperationName()},
                            {"std", core::StdOp::getOperationName()}}) {
    std::string n = std::string("aten::") + name;
    for (bool withMean : {false, true}) {
      std::string base = withMean ? n + "_mean" : n;
      addBuiltin(base, varianceEntry(core, {-1, 1, -1, -1}, withMean));
      addBuiltin(base + ".dim", varianceEntry(core, {1, 2, -1, 3}, withMean));
      addBuiltin(base + ".correction",
                 varianceEntry(core, {1, -1, 2, 3}, withMean));
    }
  }
  addBuiltin("aten::logsumexp",
             reduceEntry(core::LogsumexpOp::getOperationName(), 1, 2, -1));
  addBuiltin("aten::any",
             logicalReduceEntry(core::ReduceAnyOp::getOperationName(), -1, -1));
  addBuiltin("aten::any.dim",
             logicalReduceEntry(core::ReduceAnyOp::getOperationName(), 1, 2));
  addBuiltin("aten::all",
             logicalReduceEntry(core::ReduceAllOp::getOperationName(), -1, -1));
  addBuiltin("aten::all.dim",
             logicalReduceEntry(core::ReduceAllOp::getOperationName(), 1, 2));
  addBuiltin("aten::count_nonzero", countNonzeroEntry());
  addBuiltin("aten::count_nonzero.dim_IntList", countNonzeroEntry());
  // norm.Scalar(self, p); norm.ScalarOpt_dim(self, p, dim, keepdim);
  // linalg_vector_norm(self, ord, dim, keepdim, dtype);
  // frobenius_norm.dim(self, dim, keepdim)
  addBuiltin("aten::norm.Scalar", normEntry(1, -1, -1, -1));
  addBuiltin("aten::norm.ScalarOpt_dim", normEntry(1, 2, 3, -1));
  addBuiltin("aten::linalg_vector_norm", normEntry(1, 2, 3, 4));
  addBuiltin("aten::frobenius_norm.dim", normEntry(-1, 1, 2, -1));
  addBuiltin("aten::_softmax",
             softmaxEntry(core::SoftmaxOp::getOperationName(), true));
  addBuiltin("aten::log_softmax.int",
             softmaxEntry(core::LogSoftmaxOp::getOperationName(), false));
  addBuiltin("aten::_log_softmax",
             softmaxEntry(core::LogSoftmaxOp::getOperationName(), true));
}
