//===- IndexUpdates.cpp - index_copy/add/fill/reduce and scatter_reduce --===//
//
// The index_* ops write whole slices of self along one dim at the
// positions a 1-D (or 0-d) index lists: slice k of the source goes to
// position index[k]. Each is a core.scatter (ONNX ScatterElements) whose
// index is that list shaped [1, .., K, .., 1] and expanded to the source's
// dims, so every dim may be symbolic. The in-place forms (index_copy_ ...)
// are the same when the written tensor is dead afterwards, as for
// scatter_ (functionalize turns the others into these).
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <functional>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// The operands every index_* op starts with: self, dim, index.
struct IndexUpdate {
  Value *self;
  int64_t rank;
  int64_t dim;
  DType dtype;
  /// index as a 1-D i64 tensor.
  Value *index;

  /// The index of a core.scatter writing `src` (the source's dims, or the
  /// dims of self with dim `dim` of size K): index[k] at slice k.
  Value *scatterIndex(Rewriter &rw, Value *src) const {
    llvm::SmallVector<int64_t, 4> shape(rank, 1);
    if (rank)
      shape[dim] = -1;
    Value *shaped =
        core::ReshapeOp::create{rw, index, rw.createI64Constant(shape)};
    return core::ExpandOp::create{rw, shaped, shapeOf(rw, src)};
  }
  /// self's slices at index, the dims a source must have.
  Value *selected(Rewriter &rw) const {
    return core::IndexSelectOp::create{rw, self, index, dim};
  }
  Value *scatter(Rewriter &rw, Value *into, Value *src,
                 llvm::StringRef reduce) const {
    return core::ScatterOp::create{rw, into, scatterIndex(rw, src),
                                   rw.castTo(src, dtype), rank ? dim : 0,
                                   reduce};
  }
};

/// An in-place form (index_copy_) is its functional form when the written
/// tensor is dead afterwards.
LogicalResult checkInPlace(Rewriter &rw, Operation *op) {
  if (op->getNameStr().ends_with("_") && observedMutation(op))
    return rw.emitError() << "writes its input in place, and the written "
                             "tensor is used after it; only in-place ops "
                             "whose input is dead afterwards become "
                             "functional";
  return success();
}

FailureOr<IndexUpdate> readIndexUpdate(Rewriter &rw, Operation *op) {
  if (failed(checkInPlace(rw, op)))
    return failure();
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<Value *> index = rw.readTensor(2);
  if (failed(self) || failed(index))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, std::max<int64_t>(self->rank, 1));
  FailureOr<DType> dt = knownDType(rw, self->value);
  if (failed(dim) || failed(dt))
    return failure();
  Type it = (*index)->getType();
  if (it.hasRank() && it.getRank() > 1)
    return rw.emitError() << "needs a 0-d or 1-D index, but it has type "
                          << it.str();
  if (it.getDType() != DType::Unknown && it.getDType() != DType::I64 &&
      it.getDType() != DType::I32)
    return rw.emitError() << "needs an int64 or int32 index, but it has type "
                          << it.str();
  Value *flat = core::ReshapeOp::create{rw, rw.castTo(*index, DType::I64),
                                        rw.createI64Constant({-1})};
  return IndexUpdate{self->value, self->rank, *dim, *dt, flat};
}

/// A 0-d self has one slice: its writes are to a [1] tensor, squeezed back.
LogicalResult replaceIndexUpdate(Rewriter &rw, const IndexUpdate &u, Value *v) {
  if (u.rank == 0)
    v = core::SqueezeOp::create{rw, v, {0}};
  return replaceWithValue(rw, v);
}

/// Reads operands 0-2; a 0-d self becomes [1] (`u.rank` stays 0).
FailureOr<IndexUpdate> readUpdate(Rewriter &rw, Operation *op) {
  FailureOr<IndexUpdate> u = readIndexUpdate(rw, op);
  if (failed(u))
    return failure();
  if (u->rank == 0)
    u->self = unsqueezeAt(rw, u->self, {0});
  return u;
}

/// The source operand `i` with self's rank (a 0-d source of a 0-d self
/// becomes [1]).
FailureOr<Value *> readSource(Rewriter &rw, const IndexUpdate &u, unsigned i) {
  FailureOr<Value *> src = rw.readTensor(i);
  if (failed(src))
    return failure();
  Type st = (*src)->getType();
  if (u.rank == 0 && st.hasRank() && st.getRank() == 0)
    return unsqueezeAt(rw, *src, {0});
  return *src;
}

// index_copy(self, dim, index, source): self with slice index[k] along dim
// replaced by slice k of source (a scatter)
LogicalResult decomposeIndexCopy(Rewriter &rw, Operation *op) {
  FailureOr<IndexUpdate> u = readUpdate(rw, op);
  if (failed(u))
    return failure();
  FailureOr<Value *> src = readSource(rw, *u, 3);
  if (failed(src))
    return failure();
  return replaceIndexUpdate(rw, *u, u->scatter(rw, u->self, *src, "none"));
}

// index_add(self, dim, index, source, alpha): slice index[k] += alpha *
// slice k of source (a scatter with add; repeated indices add up)
LogicalResult decomposeIndexAdd(Rewriter &rw, Operation *op) {
  FailureOr<IndexUpdate> u = readUpdate(rw, op);
  if (failed(u))
    return failure();
  FailureOr<Value *> src = readSource(rw, *u, 3);
  FailureOr<ScalarArg> alpha = readScalar(rw, 4);
  if (failed(src) || failed(alpha))
    return failure();
  Value *s = rw.castTo(*src, u->dtype);
  if (!alpha->constant || *alpha->constant != 1.0)
    s = core::MulOp::create{rw, s, materializeScalar(rw, *alpha, u->dtype)};
  return replaceIndexUpdate(rw, *u, u->scatter(rw, u->self, s, "add"));
}

// index_fill(self, dim, index, value): slice index[k] = value (a 0-d tensor
// or a scalar), a scatter of value expanded to the selected slices
LogicalResult decomposeIndexFill(Rewriter &rw, Operation *op) {
  FailureOr<IndexUpdate> u = readUpdate(rw, op);
  if (failed(u))
    return failure();
  Value *value;
  if (op->getOperand(3)->getType().isTensor()) {
    FailureOr<Value *> v = rw.readTensor(3);
    if (failed(v))
      return failure();
    Type vt = (*v)->getType();
    if (vt.hasRank() && vt.getRank() != 0)
      return rw.emitError() << "fills with a tensor of type " << vt.str()
                            << "; torch takes a 0-d value";
    value = rw.castTo(*v, u->dtype);
  } else {
    FailureOr<ScalarArg> v = readScalar(rw, 3);
    if (failed(v))
      return failure();
    value = materializeScalar(rw, *v, u->dtype);
  }
  Value *slices = u->selected(rw);
  Value *filled = core::ExpandOp::create{rw, value, shapeOf(rw, slices)};
  return replaceIndexUpdate(rw, *u, u->scatter(rw, u->self, filled, "none"));
}

/// Scatters `src` into `into` with core.scatter's `reduce` (none, add,
/// mul) at the positions the op writes.
using ScatterFn =
    std::function<Value *(Value *into, Value *src, llvm::StringRef reduce)>;

// The reductions of index_reduce and scatter_reduce.two, where self's
// written entries start from self (include_self) or from the reduction's
// identity:
//   sum, prod: add or multiply the sources in
//   mean: (start + the sum of the sources there) / (their count, + 1 if
//         include_self); entries nothing is written to keep self; integer
//         dtypes divide with floor, as ATen
//   amax, amin: need a max / min scatter, which core.scatter does not have
FailureOr<Value *> buildScatterReduce(Rewriter &rw, DType dt, Value *self,
                                      Value *src, llvm::StringRef reduce,
                                      bool includeSelf,
                                      const ScatterFn &scatter) {
  if (reduce != "sum" && reduce != "prod" && reduce != "mean")
    return rw.emitError()
           << "reduces with '" << reduce
           << "', which needs a scatter that keeps the maximum or minimum "
              "(ONNX ScatterElements' max/min, opset 18); core.scatter "
              "replaces, adds or multiplies (sum, prod and mean decompose)";
  auto filled = [&](double v, Value *like) {
    return core::ExpandOp::create{rw, rw.createScalarConstant(dt, v),
                                  shapeOf(rw, like)};
  };
  Value *start =
      includeSelf ? self
                  : scatter(self, filled(reduce == "prod" ? 1 : 0, src), "none");
  if (reduce == "prod")
    return scatter(start, src, "mul");
  Value *sum = scatter(start, src, "add");
  if (reduce == "sum")
    return sum;
  Value *count =
      scatter(filled(includeSelf ? 1 : 0, self), filled(1, src), "add");
  count = core::MaximumOp::create{rw, count, rw.createScalarConstant(dt, 1)};
  return isFloatDType(dt) ? core::DivOp::create{rw, sum, count}
                          : core::FloordivOp::create{rw, sum, count};
}

// index_reduce(self, dim, index, source, reduce, include_self): slice
// index[k] reduced with slice k of source (prod, mean, amax, amin)
LogicalResult decomposeIndexReduce(Rewriter &rw, Operation *op) {
  FailureOr<IndexUpdate> u = readUpdate(rw, op);
  if (failed(u))
    return failure();
  FailureOr<Value *> src = readSource(rw, *u, 3);
  FailureOr<std::string> reduce = rw.readString(4);
  FailureOr<bool> includeSelf = rw.readBool(5);
  if (failed(src) || failed(reduce) || failed(includeSelf))
    return failure();
  if (*reduce == "sum")
    return rw.emitError() << "reduces with 'sum'; index_reduce's reductions "
                             "are prod, mean, amax and amin (index_add sums)";
  FailureOr<Value *> r = buildScatterReduce(
      rw, u->dtype, u->self, rw.castTo(*src, u->dtype), *reduce, *includeSelf,
      [&](Value *into, Value *s, llvm::StringRef how) {
        return u->scatter(rw, into, s, how);
      });
  if (failed(r))
    return failure();
  return replaceIndexUpdate(rw, *u, *r);
}

// scatter_reduce.two(self, dim, index, src, reduce, include_self):
// self[index[i][j]][j] reduced with src[i][j] (dim 0), src read at
// index's dims (sum, prod, mean, amax, amin)
LogicalResult decomposeScatterReduceTwo(Rewriter &rw, Operation *op) {
  if (failed(checkInPlace(rw, op)))
    return failure();
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<Value *> index = rw.readTensor(2), src = rw.readTensor(3);
  FailureOr<std::string> reduce = rw.readString(4);
  FailureOr<bool> includeSelf = rw.readBool(5);
  if (failed(self) || failed(index) || failed(src) || failed(reduce) ||
      failed(includeSelf))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  FailureOr<DType> dt = knownDType(rw, self->value);
  if (failed(dim) || failed(dt))
    return failure();
  Value *s = rw.castTo(cutToIndex(rw, *src, *index, self->rank), *dt);
  FailureOr<Value *> r = buildScatterReduce(
      rw, *dt, self->value, s, *reduce, *includeSelf,
      [&](Value *into, Value *upd, llvm::StringRef how) {
        return core::ScatterOp::create{rw, into, *index, upd, *dim, how};
      });
  if (failed(r))
    return failure();
  return replaceWithValue(rw, *r);
}

} // namespace

void detail::registerIndexUpdateDecompositions() {
  for (llvm::StringRef name : {"aten::index_copy", "aten::index_copy_"})
    addBuiltin(name, decomposeIndexCopy);
  for (llvm::StringRef name : {"aten::index_add", "aten::index_add_"})
    addBuiltin(name, decomposeIndexAdd);
  for (llvm::StringRef name :
       {"aten::index_fill.int_Scalar", "aten::index_fill.int_Tensor",
        "aten::index_fill_.int_Scalar", "aten::index_fill_.int_Tensor"})
    addBuiltin(name, decomposeIndexFill);
  for (llvm::StringRef name : {"aten::index_reduce", "aten::index_reduce_"})
    addBuiltin(name, decomposeIndexReduce);
  for (llvm::StringRef name :
       {"aten::scatter_reduce.two", "aten::scatter_reduce_.two"})
    addBuiltin(name, decomposeScatterReduceTwo);
}
