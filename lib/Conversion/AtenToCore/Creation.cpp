//===- Creation.cpp - Decompositions of tensor factories and fills -------===//
//
// Every factory is core.full of a shape (a constant, shape_of, or
// from_scalars of computed sizes) and a 0-d value of the result dtype;
// aranges are core.arange. `empty` has no values to keep: it is zeros,
// so a program that reads it anyway is deterministic. Layout, device and
// pin_memory arguments are ignored (CPU, strided).
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::detail;

namespace {

/// torch's dtype for a Python scalar filling a tensor: i64 for int, the
/// default f32 for float, bool for bool.
DType defaultDTypeOf(DType kind) {
  return kind == DType::F64 ? DType::F32 : kind;
}

/// core.full(shape, value) replacing the op's result.
LogicalResult replaceWithFull(Rewriter &rw, Value *shape, Value *value) {
  return replaceWith(rw, core::FullOp::getOperationName(), {shape, value});
}

/// zeros/ones/empty(size, dtype, ...): a constant fill of a list shape.
LogicalResult decomposeFactory(Rewriter &rw, double fill) {
  FailureOr<Value *> shape = shapeTensor(rw, 0);
  FailureOr<DType> dt = readDType(rw, 1, DType::F32);
  if (failed(shape) || failed(dt))
    return failure();
  return replaceWithFull(rw, *shape, rw.createScalarConstant(*dt, fill));
}

// zeros(size, dtype) = full(size, 0)
LogicalResult decomposeZeros(Rewriter &rw, Operation *) {
  return decomposeFactory(rw, 0.0);
}

// ones(size, dtype) = full(size, 1)
LogicalResult decomposeOnes(Rewriter &rw, Operation *) {
  return decomposeFactory(rw, 1.0);
}

// full(size, fill_value, dtype): dtype defaults to fill_value's kind
LogicalResult decomposeFull(Rewriter &rw, Operation *) {
  FailureOr<Value *> shape = shapeTensor(rw, 0);
  FailureOr<ScalarArg> value = readScalar(rw, 1);
  if (failed(shape) || failed(value))
    return failure();
  FailureOr<DType> dt = readDType(rw, 2, defaultDTypeOf(value->kind));
  if (failed(dt))
    return failure();
  return replaceWithFull(rw, *shape, materializeScalar(rw, *value, *dt));
}

/// *_like(self, [fill,] dtype, ...): self's dims, dtype defaults to self's.
LogicalResult decomposeLike(Rewriter &rw, std::optional<double> fill) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  DType own = (*self)->getType().getDType();
  unsigned dtypeIndex = fill ? 1 : 2;
  FailureOr<DType> dt = readDType(rw, dtypeIndex, own);
  if (failed(dt))
    return failure();
  if (*dt == DType::Unknown)
    return rw.emitError() << "needs the dtype of " << rw.describeOperand(0);
  Value *value;
  if (fill) {
    value = rw.createScalarConstant(*dt, *fill);
  } else {
    FailureOr<ScalarArg> s = readScalar(rw, 1);
    if (failed(s))
      return failure();
    value = materializeScalar(rw, *s, *dt);
  }
  return replaceWithFull(rw, shapeOf(rw, *self), value);
}

// zeros_like(self, dtype) = full(self.shape, 0); empty_like is the same
LogicalResult decomposeZerosLike(Rewriter &rw, Operation *) {
  return decomposeLike(rw, 0.0);
}

// ones_like(self, dtype) = full(self.shape, 1)
LogicalResult decomposeOnesLike(Rewriter &rw, Operation *) {
  return decomposeLike(rw, 1.0);
}

// full_like(self, fill_value, dtype) = full(self.shape, fill_value)
LogicalResult decomposeFullLike(Rewriter &rw, Operation *) {
  return decomposeLike(rw, std::nullopt);
}

/// new_*(self, size, [fill,] dtype, ...): dtype defaults to self's.
LogicalResult decomposeNew(Rewriter &rw, std::optional<double> fill) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<Value *> shape = shapeTensor(rw, 1);
  if (failed(self) || failed(shape))
    return failure();
  FailureOr<DType> dt =
      readDType(rw, fill ? 2 : 3, (*self)->getType().getDType());
  if (failed(dt))
    return failure();
  if (*dt == DType::Unknown)
    return rw.emitError() << "needs the dtype of " << rw.describeOperand(0);
  Value *value;
  if (fill) {
    value = rw.createScalarConstant(*dt, *fill);
  } else {
    FailureOr<ScalarArg> s = readScalar(rw, 2);
    if (failed(s))
      return failure();
    value = materializeScalar(rw, *s, *dt);
  }
  return replaceWithFull(rw, *shape, value);
}

// new_zeros(self, size, dtype) = full(size, 0, dtype or self.dtype);
// new_empty is the same
LogicalResult decomposeNewZeros(Rewriter &rw, Operation *) {
  return decomposeNew(rw, 0.0);
}

// new_ones(self, size, dtype) = full(size, 1, dtype or self.dtype)
LogicalResult decomposeNewOnes(Rewriter &rw, Operation *) {
  return decomposeNew(rw, 1.0);
}

// new_full(self, size, fill_value, dtype) = full(size, fill_value, ...)
LogicalResult decomposeNewFull(Rewriter &rw, Operation *) {
  return decomposeNew(rw, std::nullopt);
}

/// arange over operands start/end/step (indices; a missing start is 0 and
/// a missing step 1) with the dtype at `dtypeIndex`: given, else i64 when
/// every bound is an int, else the default f32. The bounds are 0-d
/// tensors of f64 when one is a float, else i64, as torch computes them.
LogicalResult decomposeArangeWith(Rewriter &rw,
                                  std::optional<unsigned> startIndex,
                                  unsigned endIndex,
                                  std::optional<unsigned> stepIndex,
                                  unsigned dtypeIndex) {
  ScalarArg zero, one;
  zero.constant = 0.0;
  zero.kind = DType::I64;
  one.constant = 1.0;
  one.kind = DType::I64;
  llvm::SmallVector<ScalarArg, 3> bounds;
  std::optional<unsigned> indices[] = {startIndex, endIndex, stepIndex};
  for (int k = 0; k < 3; ++k) {
    std::optional<unsigned> i = indices[k];
    if (!i) {
      bounds.push_back(k == 0 ? zero : one);
      continue;
    }
    FailureOr<ScalarArg> s = readScalar(rw, *i);
    if (failed(s))
      return failure();
    bounds.push_back(*s);
  }
  bool anyFloat = llvm::any_of(bounds, [](const ScalarArg &s) {
    return isFloatDType(s.kind);
  });
  if (bounds[2].constant && *bounds[2].constant == 0)
    return rw.emitError() << "has step 0";
  FailureOr<DType> dt =
      readDType(rw, dtypeIndex, anyFloat ? DType::F32 : DType::I64);
  if (failed(dt))
    return failure();
  DType boundType = anyFloat ? DType::F64 : DType::I64;
  llvm::SmallVector<Value *, 3> operands;
  for (const ScalarArg &s : bounds)
    operands.push_back(materializeScalar(rw, s, boundType));
  return replaceWith(rw, core::ArangeOp::getOperationName(), operands,
                     {{"dtype", rw.getContext().getDTypeAttr(*dt)}});
}

// arange(end, dtype) = [0, 1, ..., end)
LogicalResult decomposeArange(Rewriter &rw, Operation *) {
  return decomposeArangeWith(rw, std::nullopt, 0, std::nullopt, 1);
}

// arange.start(start, end, dtype) = [start, start + 1, ..., end)
LogicalResult decomposeArangeStart(Rewriter &rw, Operation *) {
  return decomposeArangeWith(rw, 0u, 1, std::nullopt, 2);
}

// arange.start_step(start, end, step, dtype)
LogicalResult decomposeArangeStartStep(Rewriter &rw, Operation *) {
  return decomposeArangeWith(rw, 0u, 1, 2u, 3);
}

// linspace(start, end, steps, dtype) = start + arange(steps) * (end -
// start) / (steps - 1), float dtypes only
LogicalResult decomposeLinspace(Rewriter &rw, Operation *) {
  FailureOr<double> start = rw.readFloat(0), end = rw.readFloat(1);
  FailureOr<int64_t> steps = rw.readInt(2);
  if (failed(start) || failed(end) || failed(steps))
    return failure();
  FailureOr<DType> dt = readDType(rw, 3, DType::F32);
  if (failed(dt))
    return failure();
  if (!isFloatDType(*dt))
    return rw.emitError() << "makes a linspace of dtype " << dtypeName(*dt)
                          << "; only float dtypes are supported";
  if (*steps < 0)
    return rw.emitError() << "has " << *steps << " steps";
  double step = *steps > 1 ? (*end - *start) / double(*steps - 1) : 0.0;
  Value *idx = core::ArangeOp::createTyped{
      rw, rw.unrankedTensorType(*dt), rw.createScalarConstant(DType::I64, 0),
      rw.createScalarConstant(DType::I64, double(*steps)),
      rw.createScalarConstant(DType::I64, 1), *dt};
  Value *scaled = core::MulOp::createTyped{rw, idx->getType(), idx,
                                           rw.createScalarConstant(*dt, step)};
  return replaceWith(rw, core::AddOp::getOperationName(),
                     {scaled, rw.createScalarConstant(*dt, *start)});
}

// scalar_tensor(s, dtype) = a 0-d tensor of dtype (default f32)
LogicalResult decomposeScalarTensor(Rewriter &rw, Operation *) {
  FailureOr<ScalarArg> s = readScalar(rw, 0);
  FailureOr<DType> dt = readDType(rw, 1, DType::F32);
  if (failed(s) || failed(dt))
    return failure();
  return replaceWithValue(rw, materializeScalar(rw, *s, *dt));
}

/// The dtype torch.tensor gives data of this kind: i64 for ints, the
/// default f32 for floats, bool for bools.
DType dataDType(Type t) {
  while (t.getKind() == Type::List)
    t = t.getElementType();
  return t.getKind() == Type::Int     ? DType::I64
         : t.getKind() == Type::Bool ? DType::Bool
                                      : DType::F32;
}

/// Rows (each a tensor one dim lower) stacked along a new dim 0; a [0]
/// tensor of `dt` when there are none.
Value *stackRows(Rewriter &rw, llvm::ArrayRef<Value *> rows, DType dt) {
  if (rows.empty())
    return core::FullOp::createTyped{rw, rw.unrankedTensorType(dt),
                                     rw.createI64Constant({0}),
                                     rw.createScalarConstant(dt, 0.0)};
  llvm::SmallVector<Value *, 8> unsqueezed;
  for (Value *r : rows)
    unsqueezed.push_back(unsqueezeAt(rw, r, {0}));
  if (unsqueezed.size() == 1)
    return unsqueezed.front();
  return core::ConcatOp::createTyped{rw, rw.unrankedTensorType(dt), unsqueezed,
                                     0};
}

/// The numbers of a constant (nested) list as a tensor of `dt`.
FailureOr<Value *> tensorOfAttr(Rewriter &rw, Attribute a, DType dt) {
  if (a.isInt())
    return rw.createScalarConstant(dt, double(a.getInt()));
  if (a.isBool())
    return rw.createScalarConstant(dt, a.getBool() ? 1.0 : 0.0);
  if (a.isFloat())
    return rw.createScalarConstant(dt, a.getFloat());
  if (!a.isArray())
    return rw.emitError() << "makes a tensor of a constant that is not a "
                             "number or a list of numbers";
  llvm::SmallVector<Value *, 8> rows;
  for (Attribute e : a.getArray()) {
    FailureOr<Value *> r = tensorOfAttr(rw, e, dt);
    if (failed(r))
      return failure();
    rows.push_back(*r);
  }
  return stackRows(rw, rows, dt);
}

/// The numbers of `data` (a number, or a list of them, nested for more
/// dims) as a tensor of `dt`: each element a 0-d tensor, each row of a
/// nested list a tensor one dim lower, stacked. The elements may be
/// computed at run time (x.size(0), an .item()).
FailureOr<Value *> tensorOfData(Rewriter &rw, Value *data, DType dt) {
  if (data->getType().getKind() != Type::List) {
    std::optional<HostScalar> s = matchHostScalar(rw, data);
    if (!s)
      return rw.emitError() << "makes a tensor of a "
                            << data->getType().str()
                            << " where a number is expected";
    return hostToTensor(rw, *s, dt);
  }
  Operation *def = data->getDefiningOp();
  if (def && def->getNameStr() == "prim.Constant") {
    Attribute a = def->getAttr("value");
    if (a)
      return tensorOfAttr(rw, a, dt);
  }
  bool readOnly = llvm::all_of(data->getUsers(), [&](Operation *user) {
    return user == rw.getOp() || user->isSideEffectFree();
  });
  if (!def || def->getNameStr() != "prim.ListConstruct" || !readOnly)
    return rw.emitError() << "makes a tensor of a list whose elements are "
                             "not known here (a list built or changed at "
                             "run time)";
  llvm::SmallVector<Value *, 8> rows;
  for (Value *e : def->getOperands()) {
    FailureOr<Value *> r = tensorOfData(rw, e, dt);
    if (failed(r))
      return failure();
    rows.push_back(*r);
  }
  return stackRows(rw, rows, dt);
}

// tensor(data, dtype), as_tensor.list(data, dtype), and their .int, .float
// and .bool forms = the numbers of data (a number or a nested list) as a
// tensor: dtype i64 for ints, the default f32 for floats, bool for bools
// unless given
LogicalResult decomposeTensorData(Rewriter &rw, Operation *op) {
  FailureOr<DType> dt = readDType(rw, 1, dataDType(op->getOperand(0)->getType()));
  if (failed(dt))
    return failure();
  FailureOr<Value *> t = tensorOfData(rw, op->getOperand(0), *dt);
  if (failed(t))
    return failure();
  return replaceWithValue(rw, rw.castTo(*t, *dt));
}

// fill.Scalar / fill.Tensor(self, value) = full(self.shape, value as
// self's dtype); fill_ and zero_ are the same when self is dead afterwards
LogicalResult decomposeFill(Rewriter &rw, Operation *op) {
  // fill_.Scalar: the in-place mark is on the name, not the overload.
  llvm::StringRef name = op->getNameStr().split('.').second.split('.').first;
  if (name.ends_with("_") && observedMutation(op))
    return rw.emitError() << "writes its input in place, and the written "
                             "tensor is used after it; only in-place ops "
                             "whose input is dead afterwards become "
                             "functional";
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  DType dt = (*self)->getType().getDType();
  if (dt == DType::Unknown)
    return rw.emitError() << "needs the dtype of " << rw.describeOperand(0);
  Value *value;
  if (op->getNumOperands() == 1) {
    value = rw.createScalarConstant(dt, 0.0);
  } else if (op->getOperand(1)->getType().isTensor()) {
    Value *v = op->getOperand(1);
    if (v->getType().hasRank() && v->getType().getRank() != 0)
      return rw.emitError() << "fills with a tensor of rank "
                            << v->getType().getRank() << " (expected 0-d)";
    value = rw.castTo(v, dt);
  } else {
    FailureOr<ScalarArg> s = readScalar(rw, 1);
    if (failed(s))
      return failure();
    value = materializeScalar(rw, *s, dt);
  }
  return replaceWithFull(rw, shapeOf(rw, *self), value);
}

} // namespace

void detail::registerCreationDecompositions() {
  addBuiltin("aten::zeros", decomposeZeros);
  addBuiltin("aten::ones", decomposeOnes);
  addBuiltin("aten::empty.memory_format", decomposeZeros);
  addBuiltin("aten::full", decomposeFull);
  addBuiltin("aten::zeros_like", decomposeZerosLike);
  addBuiltin("aten::empty_like", decomposeZerosLike);
  addBuiltin("aten::ones_like", decomposeOnesLike);
  addBuiltin("aten::full_like", decomposeFullLike);
  addBuiltin("aten::new_zeros", decomposeNewZeros);
  addBuiltin("aten::new_empty", decomposeNewZeros);
  addBuiltin("aten::new_ones", decomposeNewOnes);
  addBuiltin("aten::new_full", decomposeNewFull);
  addBuiltin("aten::arange", decomposeArange);
  addBuiltin("aten::arange.start", decomposeArangeStart);
  addBuiltin("aten::arange.start_step", decomposeArangeStartStep);
  addBuiltin("aten::linspace", decomposeLinspace);
  addBuiltin("aten::scalar_tensor", decomposeScalarTensor);
  for (const char *name :
       {"aten::tensor", "aten::tensor.int", "aten::tensor.float",
        "aten::tensor.bool", "aten::as_tensor.list", "aten::as_tensor.int",
        "aten::as_tensor.float", "aten::as_tensor.bool"})
    addBuiltin(name, decomposeTensorData);
  addBuiltin("aten::fill.Scalar", decomposeFill);
  addBuiltin("aten::fill.Tensor", decomposeFill);
  addBuiltin("aten::fill_.Scalar", decomposeFill);
  addBuiltin("aten::fill_.Tensor", decomposeFill);
  addBuiltin("aten::zero_", decomposeFill);
}
