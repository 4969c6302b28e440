//===- Shapes.cpp - Decompositions of views, reshapes and sizes ----------===//
//
// ATen's views become value-producing core ops: after import the program
// is functional (in-place ops are checked in Elementwise.cpp), so a view
// and a copy are the same value. Host ints read from shapes
// (aten.size.int) become 0-d i64 tensors when not constant: core has no
// host scalar ops, and ONNX represents such ints as tensors too.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/IR/Module.h"

#include <numeric>

using namespace tocc;
using namespace tocc::detail;

namespace {

LogicalResult replaceWithTranspose(DecompositionRewriter &rw, Operation *op,
                                   Value *self, llvm::ArrayRef<int64_t> perm) {
  bool identity = true;
  for (size_t i = 0; i < perm.size(); ++i)
    identity &= perm[i] == int64_t(i);
  if (identity) {
    rw.replaceOp(op, {self});
    return success();
  }
  Value *r = rw.create("core.transpose", op->getResult(0)->getType(), {self},
                       {{"perm", rw.getI64ArrayAttr(perm)}});
  rw.replaceOp(op, {r});
  return success();
}

// t(self) = transpose(self, 0, 1) for 2-D, self for 0-D and 1-D
LogicalResult decomposeT(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  if (*rank > 2)
    return rw.emitError() << "expects a tensor of at most 2 dims, but "
                          << rw.describeOperand(0) << " has rank " << *rank;
  if (*rank < 2) {
    rw.replaceOp(op, {*self});
    return success();
  }
  return replaceWithTranspose(rw, op, *self, {1, 0});
}

// transpose.int(self, dim0, dim1) swaps two dims
LogicalResult decomposeTransposeInt(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  FailureOr<int64_t> d0 = rw.readDim(1, *rank), d1 = rw.readDim(2, *rank);
  if (failed(d0) || failed(d1))
    return failure();
  llvm::SmallVector<int64_t, 4> perm(std::max<int64_t>(*rank, 1));
  std::iota(perm.begin(), perm.end(), 0);
  std::swap(perm[*d0], perm[*d1]);
  if (*rank == 0)
    perm.clear();
  return replaceWithTranspose(rw, op, *self, perm);
}

// permute(self, dims): out.dims[i] = self.dims[dims[i]]
LogicalResult decomposePermute(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<llvm::SmallVector<int64_t, 4>> dims = rw.readIntList(1);
  if (failed(self) || failed(dims))
    return failure();
  int64_t rank = dims->size();
  Type t = (*self)->getType();
  if (t.hasRank() && t.getRank() != rank)
    return rw.emitError() << rw.describeOperand(1) << " lists " << rank
                          << " dims, but the tensor has rank " << t.getRank();
  llvm::SmallVector<int64_t, 4> perm;
  llvm::SmallVector<bool, 4> seen(rank, false);
  for (int64_t d : *dims) {
    std::optional<int64_t> n = normalizeDim(d, rank);
    if (!n || seen[*n])
      return rw.emitError() << rw.describeOperand(1)
                            << " is not a permutation of the dims (dim " << d
                            << (n ? " repeats)" : " is out of range)");
    seen[*n] = true;
    perm.push_back(*n);
  }
  return replaceWithTranspose(rw, op, *self, perm);
}

// unsqueeze(self, dim): a dim of size 1 at dim of the result
LogicalResult decomposeUnsqueeze(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, *rank + 1);
  if (failed(dim))
    return failure();
  Value *r = rw.create("core.unsqueeze", op->getResult(0)->getType(), {*self},
                       {{"axes", rw.getI64ArrayAttr({*dim})}});
  rw.replaceOp(op, {r});
  return success();
}

// squeeze.dim(self, dim): removes dim if its size is 1, else returns self
LogicalResult decomposeSqueezeDim(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, *rank);
  if (failed(dim))
    return failure();
  if (*rank == 0) {
    rw.replaceOp(op, {*self});
    return success();
  }
  Dim size = (*self)->getType().getDims()[*dim];
  if (!size.isStatic())
    return rw.emitError() << "squeezes dim " << *dim << " of size "
                          << (size.isUnknown() ? std::string("?")
                                               : size.getExpr()->str())
                          << ", which is not known to be 1 or not: the "
                             "result's rank depends on it";
  if (size.getStatic() != 1) {
    rw.replaceOp(op, {*self});
    return success();
  }
  Value *r = rw.create("core.squeeze", op->getResult(0)->getType(), {*self},
                       {{"axes", rw.getI64ArrayAttr({*dim})}});
  rw.replaceOp(op, {r});
  return success();
}

// flatten.using_ints(self, start_dim, end_dim) merges start..end into one
LogicalResult decomposeFlatten(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> start = rw.readInt(1), end = rw.readInt(2);
  if (failed(self) || failed(start) || failed(end))
    return failure();
  Type t = (*self)->getType();
  if (*start < 0 || *end < 0) {
    FailureOr<int64_t> rank = rw.readRank(0);
    if (failed(rank))
      return failure();
    start = rw.readDim(1, *rank);
    end = rw.readDim(2, *rank);
    if (failed(start) || failed(end))
      return failure();
  } else if (t.hasRank() && (!normalizeDim(*start, t.getRank()) ||
                             !normalizeDim(*end, t.getRank()))) {
    return rw.emitError() << "flattens dims " << *start << ".." << *end
                          << " of a tensor of rank " << t.getRank();
  }
  if (*start > *end)
    return rw.emitError() << "flatten() has invalid args: start_dim (" << *start
                          << ") cannot come after end_dim (" << *end << ")";
  Value *r = rw.create("core.flatten", op->getResult(0)->getType(), {*self},
                       {{"start_dim", rw.getI64Attr(*start)},
                        {"end_dim", rw.getI64Attr(*end)}});
  rw.replaceOp(op, {r});
  return success();
}

/// A 1-D i64 shape tensor from a list<int> operand: constants fold into one
/// core.constant; entries that were sizes (aten.size.int, now 0-d i64
/// tensors) are unsqueezed and concatenated with the constant runs.
FailureOr<Value *> shapeTensor(DecompositionRewriter &rw, unsigned i) {
  Operation *op = rw.getOp();
  Value *list = op->getOperand(i);
  if (auto values = matchConstantIntList(list))
    return rw.createI64Constant(*values);
  Operation *def = list->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return (void)rw.readIntList(i), failure(); // reports why not constant

  llvm::SmallVector<Value *, 4> pieces;
  llvm::SmallVector<int64_t, 4> run;
  auto flush = [&] {
    if (!run.empty())
      pieces.push_back(rw.createI64Constant(run));
    run.clear();
  };
  Type oneI64 = rw.getContext().getTensorType(DType::I64,
                                              llvm::ArrayRef<int64_t>{1});
  for (unsigned k = 0, e = def->getNumOperands(); k != e; ++k) {
    Value *element = def->getOperand(k);
    if (std::optional<int64_t> c = matchConstantInt(element)) {
      run.push_back(*c);
      continue;
    }
    Type et = element->getType();
    if (et.isTensor() && et.hasRank() && et.getRank() == 0 &&
        et.getDType() == DType::I64) {
      flush();
      pieces.push_back(rw.create("core.unsqueeze", oneI64, {element},
                                 {{"axes", rw.getI64ArrayAttr({0})}}));
      continue;
    }
    Operation *edef = element->getDefiningOp();
    return rw.emitError()
           << "has a non-constant shape: element " << k << " of "
           << rw.describeOperand(i) << " is "
           << (edef ? ("computed by '" + edef->getNameStr() + "'").str()
                    : std::string("an argument"))
           << ", which has no core form yet (only constants and "
              "aten.size.int are supported)";
  }
  flush();
  if (pieces.size() == 1)
    return pieces.front();
  Type shapeType = rw.getContext().getTensorType(
      DType::I64, llvm::ArrayRef<int64_t>{int64_t(def->getNumOperands())});
  return rw.create("core.concat", shapeType, pieces,
                   {{"axis", rw.getI64Attr(0)}});
}

// view(self, size) = reshape(self, size), as is reshape(self, shape)
LogicalResult decomposeReshape(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  FailureOr<Value *> shape = shapeTensor(rw, 1);
  if (failed(shape))
    return failure();
  Value *r = rw.create("core.reshape", op->getResult(0)->getType(),
                       {*self, *shape});
  rw.replaceOp(op, {r});
  return success();
}

// cat(tensors, dim): concatenation, operands promoted to one dtype
LogicalResult decomposeCat(DecompositionRewriter &rw, Operation *op) {
  Operation *list = op->getOperand(0)->getDefiningOp();
  if (!list || list->getNameStr() != "prim.ListConstruct")
    return rw.emitError() << rw.describeOperand(0)
                          << " must be a list built by prim.ListConstruct";
  llvm::SmallVector<Value *, 4> inputs = list->getOperands();
  if (inputs.empty())
    return rw.emitError() << "concatenates an empty list of tensors";
  llvm::SmallVector<PromotionOperand, 4> promo;
  std::optional<int64_t> rank;
  for (Value *v : inputs) {
    Type t = v->getType();
    if (!t.isTensor())
      return rw.emitError() << rw.describeOperand(0)
                            << " has an element of type " << t.str();
    promo.push_back({t.getDType(), PromotionKind::Tensor});
    // torch.cat skips 1-D empty tensors (legacy behavior) when ranking.
    if (t.hasRank() && !rank && !(t.getRank() == 1 && t.getDims()[0].isStatic() &&
                                  t.getDims()[0].getStatic() == 0))
      rank = t.getRank();
  }
  if (!rank)
    return rw.emitError() << "needs the rank of the tensors it concatenates "
                             "(give the model's input shapes)";
  FailureOr<int64_t> dim = rw.readDim(1, *rank);
  if (failed(dim))
    return failure();
  std::optional<DType> promoted = promoteResultType(promo);
  DType dt = resultDTypeOr(op, promoted.value_or(DType::Unknown));
  llvm::SmallVector<Value *, 4> cast;
  for (Value *v : inputs)
    cast.push_back(rw.castTo(v, dt));
  Value *r = rw.create("core.concat", op->getResult(0)->getType(), cast,
                       {{"axis", rw.getI64Attr(*dim)}});
  rw.replaceOp(op, {r});
  return success();
}

// contiguous(self) = self (no layouts in core)
LogicalResult decomposeContiguous(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  rw.replaceOp(op, {*self});
  return success();
}

// size.int(self, dim) = shape_of(self)[dim]: an int constant when the dim
// is static, else a 0-d i64 tensor (core has no host ints).
LogicalResult decomposeSizeInt(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  Type t = (*self)->getType();
  FailureOr<int64_t> dim = rw.readInt(1);
  if (failed(dim))
    return failure();
  if (t.hasRank()) {
    dim = rw.readDim(1, t.getRank());
    if (failed(dim))
      return failure();
    if (t.getRank() == 0)
      return rw.emitError() << "reads a size of a 0-d tensor";
    Dim d = t.getDims()[*dim];
    if (d.isStatic()) {
      Value *c = rw.create("prim.Constant", rw.getContext().getIntType(), {},
                           {{"value", rw.getI64Attr(d.getStatic())}});
      rw.replaceOp(op, {c});
      return success();
    }
  } else if (*dim < 0) {
    FailureOr<int64_t> rank = rw.readRank(0); // reports the unknown rank
    (void)rank;
    return failure();
  }
  // A size known only at run time becomes a 0-d i64 tensor, which only
  // decomposed ops can take in place of an int.
  auto decomposed = [](Operation *user) {
    return lookupDecomposition(user->getNameStr()) != nullptr;
  };
  for (Operation *user : op->getResult(0)->getUsers()) {
    bool ok = decomposed(user);
    if (!ok && user->getNameStr() == "prim.ListConstruct")
      ok = llvm::all_of(user->getResult(0)->getUsers(), decomposed);
    if (!ok)
      return rw.emitError()
             << "reads a size that is not static, and its int is used by '"
             << user->getNameStr()
             << "', which needs a host int; core has no host ints, so only "
                "static sizes (constants) and sizes read by decomposed ops "
                "are supported";
  }
  Value *shape = rw.create(
      "core.shape_of",
      t.hasRank() ? rw.getContext().getTensorType(
                        DType::I64, llvm::ArrayRef<int64_t>{t.getRank()})
                  : rw.unrankedTensorType(DType::I64),
      {*self});
  Value *index = rw.createScalarConstant(DType::I64, double(*dim));
  Value *r = rw.create(
      "core.index_select",
      rw.getContext().getTensorType(DType::I64, llvm::ArrayRef<int64_t>{}),
      {shape, index}, {{"axis", rw.getI64Attr(0)}});
  rw.replaceOp(op, {r});
  return success();
}

} // namespace

void detail::registerShapeDecompositions() {
  addBuiltin("aten::t", decomposeT);
  addBuiltin("aten::transpose.int", decomposeTransposeInt);
  addBuiltin("aten::permute", decomposePermute);
  addBuiltin("aten::unsqueeze", decomposeUnsqueeze);
  addBuiltin("aten::squeeze.dim", decomposeSqueezeDim);
  addBuiltin("aten::flatten.using_ints", decomposeFlatten);
  addBuiltin("aten::view", decomposeReshape);
  addBuiltin("aten::reshape", decomposeReshape);
  addBuiltin("aten::cat", decomposeCat);
  addBuiltin("aten::contiguous", decomposeContiguous);
  addBuiltin("aten::size.int", decomposeSizeInt);
}
