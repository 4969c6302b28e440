//===- Unique.cpp - torch.unique and torch.unique_consecutive ------------===//
//
// torch.unique is core.unique (ONNX Unique, opset 11), always sorted:
// LibTorch 1.13's CPU kernel orders `sorted=False` by its hash table (not
// first occurrence, not ascending), which no model reproduces; ascending is
// an order torch allows there, and the one its CUDA kernel and every CPU
// kernel from torch 2.1 give. torch's inverse has the input's dims when
// flattened (ONNX's is 1-D) and is 1-D with a dim. Results a call does not
// ask for are what ATen returns: an empty i64 [0] tensor, except where ATen
// computes them anyway (the inverse when only counts are asked for;
// everything of unique_dim).
//
// unique_consecutive collapses runs only, which ONNX Unique does not do: a
// run starts where an element (or slice) differs from the one before it,
// the starts' running count is the inverse, their positions (nonzero) give
// the values and, differenced, the counts.
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"
#include "tocc/Dialect/Core/CoreDialect.h"

using namespace tocc;
using namespace tocc::detail;

namespace {

/// What ATen returns for a result not asked for: an empty i64 [0] tensor.
Value *notRequested(Rewriter &rw) { return rw.createI64Constant({}); }

/// core.unique of `x` (sorted; along `axis` if given): its four results.
Operation *createUnique(Rewriter &rw, Value *x, std::optional<int64_t> axis) {
  llvm::SmallVector<NamedAttribute, 2> attrs{{"sorted", rw.getBoolAttr(true)}};
  if (axis)
    attrs.push_back({"axis", rw.getI64Attr(*axis)});
  Type i64 = rw.unrankedTensorType(DType::I64);
  return rw.createOp(
      core::UniqueOp::getOperationName(),
      {rw.unrankedTensorType(x->getType().getDType()), i64, i64, i64}, {x},
      attrs);
}

/// `v` reshaped to the dims of `like`.
Value *reshapeLike(Rewriter &rw, Value *v, Value *like) {
  return core::ReshapeOp::createTyped{rw, rw.unrankedTensorType(DType::I64), v,
                                      shapeOf(rw, like)};
}

/// The flattened unique of self (operand 0): (values, inverse with self's
/// dims, counts), the inverse when `inverse` and the counts when `counts`,
/// else empty. sorted=False (operand 1) is written sorted, with a warning,
/// since the outputs' order then differs from LibTorch 1.13's.
LogicalResult replaceWithFlatUnique(Rewriter &rw, bool inverse, bool counts) {
  Operation *op = rw.getOp();
  if (matchConstantBool(op->getOperand(1)) != true)
    op->emitWarning()
        << "'" << op->getNameStr()
        << "' has sorted=False, which is exported sorted (ascending, as "
           "torch's CUDA kernel and its CPU kernel from 2.1 order it); "
           "LibTorch 1.13's CPU kernel returns its hash table's order, so "
           "the order of the outputs may differ from it";
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  Operation *unique = createUnique(rw, *self, std::nullopt);
  if (!unique)
    return failure();
  llvm::SmallVector<Value *, 3> results{unique->getResult(0)};
  results.push_back(inverse ? reshapeLike(rw, unique->getResult(2), *self)
                            : notRequested(rw));
  if (op->getNumResults() == 3)
    results.push_back(counts ? unique->getResult(3) : notRequested(rw));
  rw.replaceOp(op, results);
  return success();
}

// _unique2(self, sorted, return_inverse, return_counts) = unique(self)
// {sorted = true}: (values, reshape(inverse, self.dims), counts). ATen
// fills the inverse for the counts too, so it is there when either is
// asked for.
LogicalResult decomposeUnique2(Rewriter &rw, Operation *) {
  FailureOr<bool> inverse = rw.readBool(2), counts = rw.readBool(3);
  if (failed(inverse) || failed(counts))
    return failure();
  return replaceWithFlatUnique(rw, *inverse || *counts, *counts);
}

// _unique(self, sorted, return_inverse) = unique(self) {sorted = true}:
// (values, reshape(inverse, self.dims))
LogicalResult decomposeUnique(Rewriter &rw, Operation *) {
  FailureOr<bool> inverse = rw.readBool(2);
  if (failed(inverse))
    return failure();
  return replaceWithFlatUnique(rw, *inverse, false);
}

// unique_dim(self, dim, sorted, return_inverse, return_counts) =
// unique(self) {axis = dim, sorted = true}: (values, inverse [self.size(dim)],
// counts). ATen's unique_dim sorts whatever `sorted` says and returns the
// inverse and counts whatever the flags say, and so does this.
LogicalResult decomposeUniqueDim(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  if (self->rank == 0)
    return rw.emitError() << "takes a dim of a 0-d tensor, which has no "
                             "slices";
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  if (failed(dim))
    return failure();
  Operation *unique = createUnique(rw, self->value, *dim);
  if (!unique)
    return failure();
  rw.replaceOp(
      op, {unique->getResult(0), unique->getResult(2), unique->getResult(3)});
  return success();
}

/// The runs of consecutive equal slices of `x` along `axis`: (values,
/// inverse [n], counts), n = x.size(axis):
///   starts = concat([1], any(x[1:] != x[:-1]) over the other dims)[:n]
///   pos = nonzero(starts)                  -- where each run starts
///   values = index_select(x, pos, axis)
///   inverse = cumsum(starts) - 1
///   counts = concat(pos[1:], [n]) - pos
/// The cut to n keeps an empty x empty.
std::optional<std::array<Value *, 3>>
consecutiveRuns(Rewriter &rw, Value *x, int64_t axis, int64_t rank) {
  DType dt = x->getType().getDType();
  Type i64 = rw.unrankedTensorType(DType::I64);
  HostScalar n = dimSize(rw, x, axis);
  Value *next = sliceAxis(rw, x, axis, hostInt(1), hostInt(kSliceEnd), 1);
  Value *prev = sliceAxis(rw, x, axis, hostInt(0), hostInt(-1), 1);
  Value *differs = core::NeOp::createTyped{
      rw, rw.unrankedTensorType(DType::Bool), next, prev};
  if (rank > 1) {
    llvm::SmallVector<int64_t, 4> others;
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis)
        others.push_back(d);
    differs = core::ReduceAnyOp::createTyped{
        rw, rw.unrankedTensorType(DType::Bool), differs, others};
  }
  Value *starts = core::ConcatOp::createTyped{
      rw, i64, {rw.createI64Constant({1}), rw.castTo(differs, DType::I64)}, 0};
  if (!n.isConstant() || n.getInt() < 1)
    starts = sliceAxis(rw, starts, 0, hostInt(0), n, 1);
  Value *pos = core::ReshapeOp::createTyped{
      rw, i64, core::NonzeroOp::createTyped{rw, i64, starts},
      rw.createI64Constant({-1})};
  Value *values = core::IndexSelectOp::createTyped{
      rw, rw.unrankedTensorType(dt), x, pos, axis};
  Value *inverse = core::SubOp::createTyped{
      rw, i64, core::CumsumOp::createTyped{rw, i64, starts, 0},
      rw.createScalarConstant(DType::I64, 1)};
  Value *ends = core::ConcatOp::createTyped{
      rw, i64,
      {sliceAxis(rw, pos, 0, hostInt(1), hostInt(kSliceEnd), 1),
       i64Vector(rw, {n})},
      0};
  Value *counts = core::SubOp::createTyped{rw, i64, ends, pos};
  if (!values || !inverse || !counts)
    return std::nullopt;
  return std::array<Value *, 3>{values, inverse, counts};
}

/// The runs of equal slices of self (operand 0) along the dim of operand
/// `dimIndex`: (values, inverse [self.size(dim)], counts), all three whatever
/// the flags say, as ATen returns them.
LogicalResult replaceWithRunsAlong(Rewriter &rw, unsigned dimIndex) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  if (self->rank == 0)
    return rw.emitError() << "takes a dim of a 0-d tensor, which has no "
                             "slices";
  FailureOr<int64_t> dim = rw.readDim(dimIndex, self->rank);
  if (failed(dim))
    return failure();
  auto runs = consecutiveRuns(rw, self->value, *dim, self->rank);
  if (!runs)
    return failure();
  rw.replaceOp(rw.getOp(), {(*runs)[0], (*runs)[1], (*runs)[2]});
  return success();
}

// unique_consecutive(self, return_inverse, return_counts, dim): the runs of
// equal elements of the flattened self (inverse reshaped to self.dims, each
// of inverse and counts empty unless asked for), or with a dim the runs of
// equal slices as unique_dim_consecutive (everything returned, as ATen).
LogicalResult decomposeUniqueConsecutive(Rewriter &rw, Operation *op) {
  FailureOr<bool> inverse = rw.readBool(1), counts = rw.readBool(2);
  FailureOr<std::optional<int64_t>> dimArg = rw.readOptionalInt(3);
  if (failed(inverse) || failed(counts) || failed(dimArg))
    return failure();
  if (*dimArg)
    return replaceWithRunsAlong(rw, 3);
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  Value *flat = core::ReshapeOp::createTyped{
      rw, rw.unrankedTensorType((*self)->getType().getDType()), *self,
      rw.createI64Constant({-1})};
  auto runs = consecutiveRuns(rw, flat, 0, 1);
  if (!runs)
    return failure();
  rw.replaceOp(
      op, {(*runs)[0],
           *inverse ? reshapeLike(rw, (*runs)[1], *self) : notRequested(rw),
           *counts ? (*runs)[2] : notRequested(rw)});
  return success();
}

// unique_dim_consecutive(self, dim, return_inverse, return_counts): the runs
// of equal slices along dim
LogicalResult decomposeUniqueDimConsecutive(Rewriter &rw, Operation *) {
  return replaceWithRunsAlong(rw, 1);
}

} // namespace

void detail::registerUniqueDecompositions() {
  addBuiltin("aten::_unique2", decomposeUnique2);
  addBuiltin("aten::_unique", decomposeUnique);
  addBuiltin("aten::unique_dim", decomposeUniqueDim);
  addBuiltin("aten::unique_consecutive", decomposeUniqueConsecutive);
  addBuiltin("aten::unique_dim_consecutive", decomposeUniqueDimConsecutive);
}
