//===- Scalars.cpp - Lowerings of host scalars and creation ---------------===//
//
// Host scalars become 0-d tensors: int -> i64, float -> f64, bool -> bool
// (LowerToOnnx turns scalar graph inputs into such tensors, and each
// entry here replaces a scalar op by one, so an entry's operands are 0-d
// tensors already). Their arithmetic is the tensor forms of
// ElementwiseForms.h on those dtypes, with Python's semantics (floor
// division, remainder of the divisor's sign). full and arange create
// tensors from such values.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseForms.h"
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/Support/Limits.h"

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace tocc;
using namespace tocc::lowering;

/// A 0-d tensor of dtype `dt` holding `bytes` (one element).
static Value *constBytes(LoweringRewriter &rw, DType dt,
                         llvm::ArrayRef<char> bytes) {
  Context &ctx = rw.getContext();
  Type type = ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{});
  return rw.constDense(ctx.getDenseAttr(type, bytes));
}

// scalar_constant {value} = a 0-d Constant: int as i64 (all 64 bits, not
// through a double), float as f64, bool as bool.
LogicalResult lowering::lowerScalarConstant(LoweringRewriter &rw,
                                            Operation *op) {
  // core.scalar_constant and prim.Constant (Basic.cpp) both hold it in
  // `value`.
  Attribute a = op->getAttr("value");
  if (a && a.isInt()) {
    int64_t v = a.getInt();
    char bytes[sizeof(v)];
    std::memcpy(bytes, &v, sizeof(v));
    return replaceWith(rw, op, constBytes(rw, DType::I64, bytes));
  }
  if (a && a.isFloat())
    return replaceWith(rw, op, rw.constScalar(DType::F64, a.getFloat()));
  if (a && a.isBool())
    return replaceWith(rw, op,
                       rw.constScalar(DType::Bool, a.getBool() ? 1 : 0));
  rw.emitError() << "has a value that is not an int, float or bool";
  return failure();
}

// dim(x) {axis} = Gather(Shape(x), axis) as a 0-d i64; a static dim is a
// constant.
static LogicalResult lowerDim(LoweringRewriter &rw, Operation *op,
                              const Since &since) {
  core::DimOp dim(op);
  Value *x = dim.getInput();
  Type t = x->getType();
  int64_t axis = dim.getAxis();
  if (t.isTensor() && t.hasRank()) {
    std::optional<int64_t> norm = normalizeDim(axis, t.getRank());
    if (!norm || t.getRank() == 0) {
      rw.emitError() << "axis " << axis << " is out of range for rank "
                     << t.getRank();
      return failure();
    }
    axis = *norm;
    Dim d = t.getDims()[axis];
    if (d.isStatic()) {
      int64_t v = d.getStatic();
      char bytes[sizeof(v)];
      std::memcpy(bytes, &v, sizeof(v));
      return replaceWith(rw, op, constBytes(rw, DType::I64, bytes));
    }
  } else if (axis < 0 && since.below(11)) {
    // Gather takes negative indices from opset 11.
    rw.emitError() << "has negative axis " << axis
                   << " and an unranked input; opset " << rw.target()
                   << " needs a non-negative index (give the input's rank, "
                      "or target opset 11 or later)";
    return failure();
  }
  Value *shape = rw.onnx("Shape", {x});
  Value *index = rw.constScalar(DType::I64, double(axis));
  return replaceWith(rw, op,
                     rw.onnx("Gather", {shape, index}, {rw.intAttr("axis", 0)}));
}

// numel(x) = Size(x), a 0-d i64; a static shape gives a constant.
static LogicalResult lowerNumel(LoweringRewriter &rw, Operation *op) {
  Value *x = core::NumelOp(op).getInput();
  if (std::optional<int64_t> n = x->getType().isTensor()
                                     ? x->getType().getNumElements()
                                     : std::nullopt) {
    char bytes[sizeof(int64_t)];
    std::memcpy(bytes, &*n, sizeof(int64_t));
    return replaceWith(rw, op, constBytes(rw, DType::I64, bytes));
  }
  return replaceWith(rw, op, rw.onnx("Size", {x}));
}

// scalar_truediv(a, b) = Div(float(a), float(b)): Python's / is a float.
static LogicalResult lowerTrueDiv(LoweringRewriter &rw, Operation *op) {
  core::ScalarTruedivOp truediv(op);
  Value *a = rw.cast(truediv.getLhs(), DType::F64);
  Value *b = rw.cast(truediv.getRhs(), DType::F64);
  return replaceWith(rw, op, rw.onnx("Div", {a, b}));
}

// scalar_neg(a) = Neg(a) (i64 and f64 at every opset)
static LogicalResult lowerScalarNeg(LoweringRewriter &rw, Operation *op) {
  return replaceWith(rw, op,
                     rw.onnx("Neg", {core::ScalarNegOp(op).getInput()}));
}

// scalar_cmp(a, b) {predicate} = the comparison's tensor form
static LoweringFn lowerScalarCmp(Since since) {
  return [since](LoweringRewriter &rw, Operation *op) -> LogicalResult {
    core::ScalarCmpOp cmp(op);
    Attribute pred = cmp.getPredicateAttr();
    if (!pred || !pred.isString()) {
      rw.emitError() << "has no predicate";
      return failure();
    }
    return replaceWith(
        rw, op,
        compare(rw, pred.getString(), cmp.getLhs(), cmp.getRhs(), &since));
  };
}

// scalar_and / scalar_or (class OpT) = And / Or of the two bools
template <typename OpT> static LoweringFn scalarLogic(llvm::StringRef opType) {
  return [opType = opType.str()](LoweringRewriter &rw,
                                 Operation *op) -> LogicalResult {
    OpT logicalOp(op);
    return replaceWith(
        rw, op, rw.onnx(opType, {logicalOp.getLhs(), logicalOp.getRhs()}));
  };
}

// scalar_not(a) = Not(a)
static LogicalResult lowerScalarNot(LoweringRewriter &rw, Operation *op) {
  return replaceWith(rw, op,
                     rw.onnx("Not", {core::ScalarNotOp(op).getInput()}));
}

// scalar_cast(a) {to} = Cast to i64 (truncates toward 0, as Python's
// int()), f64 or bool (a != 0); the same kind is the value itself.
static LogicalResult lowerScalarCast(LoweringRewriter &rw, Operation *op) {
  core::ScalarCastOp cast(op);
  Attribute to = cast.getToAttr();
  llvm::StringRef kind = to && to.isString() ? to.getString() : "";
  DType dt = kind == "int"     ? DType::I64
             : kind == "float" ? DType::F64
             : kind == "bool"  ? DType::Bool
                               : DType::Unknown;
  if (dt == DType::Unknown) {
    rw.emitError() << "casts to '" << kind
                   << "', not to int, float or bool";
    return failure();
  }
  Value *x = cast.getInput();
  if (dtypeOf(x) == dt)
    return replaceWith(rw, op, rw.onnx("Identity", {x}));
  return replaceWith(rw, op, rw.cast(x, dt));
}

/// The dtype attribute `a` of a creation op.
static FailureOr<DType> readDTypeAttr(LoweringRewriter &rw, Attribute a) {
  if (!a || !a.isDType() || a.getDType() == DType::Unknown) {
    rw.emitError() << "needs a known dtype attribute";
    return failure();
  }
  return a.getDType();
}

// from_scalars(s...) {dtype} = Concat(Unsqueeze(Cast(s_i, dtype), 0)...)
// (torch.tensor([s0, s1, ...], dtype) converts each element as Cast does).
static LogicalResult lowerFromScalars(LoweringRewriter &rw, Operation *op) {
  core::FromScalarsOp fromScalars(op);
  FailureOr<DType> dt = readDTypeAttr(rw, fromScalars.getDtypeAttr());
  if (failed(dt))
    return failure();
  llvm::SmallVector<Value *, 4> scalars = fromScalars.getElements();
  if (scalars.empty()) {
    Context &ctx = rw.getContext();
    Type type = ctx.getTensorType(*dt, llvm::ArrayRef<int64_t>{0});
    return replaceWith(rw, op,
                       rw.constDense(ctx.getDenseAttr(
                           type, llvm::ArrayRef<char>())));
  }
  llvm::SmallVector<Value *, 4> elements;
  for (Value *scalar : scalars)
    elements.push_back(rw.unsqueeze(rw.cast(scalar, *dt), {0}));
  if (elements.size() == 1)
    return replaceWith(rw, op, elements[0]);
  return replaceWith(rw, op,
                     rw.onnx("Concat", elements, {rw.intAttr("axis", 0)}));
}

// to_tensor(s) {dtype} = Cast(s, dtype), a 0-d tensor
static LogicalResult lowerToTensor(LoweringRewriter &rw, Operation *op) {
  core::ToTensorOp toTensor(op);
  FailureOr<DType> dt = readDTypeAttr(rw, toTensor.getDtypeAttr());
  if (failed(dt))
    return failure();
  Value *x = toTensor.getInput();
  if (dtypeOf(x) == *dt)
    return replaceWith(rw, op, rw.onnx("Identity", {x}));
  return replaceWith(rw, op, rw.cast(x, *dt));
}

// to_scalar(t) = t.item(): Reshape to 0-d, Cast to i64 (integers), f64
// (floats) or bool.
static LogicalResult lowerToScalar(LoweringRewriter &rw, Operation *op) {
  Value *t = core::ToScalarOp(op).getInput();
  DType dt = dtypeOf(t);
  DType to = dt == DType::Bool      ? DType::Bool
             : isIntegerDType(dt)   ? DType::I64
             : isFloatDType(dt)     ? DType::F64
                                    : DType::Unknown;
  if (to == DType::Unknown) {
    rw.emitError() << "reads a scalar of "
                   << (dt == DType::Unknown ? "an unknown dtype"
                                            : dtypeName(dt).str())
                   << "; it needs an integer, float or bool tensor";
    return failure();
  }
  Type type = t->getType();
  Value *scalar = t;
  if (!type.hasRank() || type.getRank() != 0)
    scalar = rw.onnx("Reshape", {t, rw.constI64({})});
  if (dt == to)
    return replaceWith(rw, op,
                       scalar == t ? rw.onnx("Identity", {t}) : scalar);
  return replaceWith(rw, op, rw.cast(scalar, to));
}

// full(shape, value) = Expand(value as 0-d, shape): every element is value,
// of value's dtype.
static LogicalResult lowerFull(LoweringRewriter &rw, Operation *op) {
  core::FullOp full(op);
  Value *shape = full.getShape(), *value = full.getValue();
  Type vt = value->getType();
  if (!vt.hasRank() || vt.getRank() != 0)
    value = rw.onnx("Reshape", {value, rw.constI64({})});
  return replaceWith(rw, op, rw.onnx("Expand", {value, shape}));
}

//===--- arange -------------------------------------------------------------===//
//
// torch.arange(start, end, step, dtype) on CPU (ATen's arange kernel):
//   acc = the accumulate type: f64 for f32/f64, f32 for f16/bf16, i64 for
//         integers; start, end and step are converted to it;
//   n   = ceil((end - start) / step) computed in double (for i64, the
//         difference of the i64-converted values), at least 0;
//   out[i] = start + step * i in acc, converted to dtype.
// ONNX's Range accumulates start + step + step ... in the output type and
// counts in that type, which differs from ATen for floats; so Range
// gives the indices 0..n-1 in i64, and the values are computed from them.
// Operands of the output's integer type (the common arange(n)) are
// Range itself: integer accumulation is exact.

/// ATen's accumulate type of `dt`.
static DType arangeAccType(DType dt) {
  if (dt == DType::F16 || dt == DType::BF16)
    return DType::F32;
  if (isFloatDType(dt))
    return DType::F64;
  return DType::I64;
}

/// arange of constant operands, computed here as ATen computes it.
static Value *constantArange(LoweringRewriter &rw, DType dt, double start,
                             double end, double step) {
  DType acc = arangeAccType(dt);
  double sizeD =
      dt == DType::I64
          ? std::ceil((std::trunc(end) - std::trunc(start)) / std::trunc(step))
          : std::ceil((end - start) / step);
  if (acc == DType::I64) {
    start = std::trunc(start);
    step = std::trunc(step);
  }
  if (!(sizeD >= 0))
    sizeD = 0;
  if (sizeD > double(kDefaultMaxElements)) {
    rw.emitError() << "has " << int64_t(std::min(sizeD, 9.0e18))
                   << " elements, more than the compile-time size cap of "
                   << kDefaultMaxElements
                   << " elements a constant may have (target opset 11 or "
                      "later for Range)";
    return nullptr;
  }
  int64_t n = int64_t(sizeD);
  unsigned width = dtypeByteSize(dt);
  std::vector<char> bytes;
  bytes.reserve(n * width);
  for (int64_t i = 0; i < n; ++i) {
    double v;
    if (acc == DType::I64)
      v = double(int64_t(start) + int64_t(step) * i);
    else if (acc == DType::F32)
      v = double(float(start) + float(step) * float(i));
    else
      v = start + step * double(i);
    std::vector<char> one = scalarConstantBytes(dt, v);
    bytes.insert(bytes.end(), one.begin(), one.end());
  }
  Context &ctx = rw.getContext();
  Type type = ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{n});
  return rw.constDense(ctx.getDenseAttr(type, bytes));
}

// arange before Range (11): only constant operands, folded to a constant.
static LogicalResult lowerArangeConstant(LoweringRewriter &rw, Operation *op) {
  core::ArangeOp arange(op);
  FailureOr<DType> dt = readDTypeAttr(rw, arange.getDtypeAttr());
  if (failed(dt))
    return failure();
  Value *start = arange.getStart(), *end = arange.getEnd(),
        *step = arange.getStep();
  {
    std::optional<double> s = constantScalar(start), e = constantScalar(end),
                          st = constantScalar(step);
    if (!s || !e || !st) {
      rw.emitError() << "has computed bounds; opset " << rw.target()
                     << " has no Range (opset 11), so only constant start, "
                        "end and step lower (to a constant; target opset 11 "
                        "or later for Range)";
      return failure();
    }
    if (*st == 0 || (arangeAccType(*dt) == DType::I64 && std::trunc(*st) == 0)) {
      rw.emitError() << "has step 0 (in its accumulate type "
                     << dtypeName(arangeAccType(*dt)) << ")";
      return failure();
    }
    return replaceWith(rw, op, constantArange(rw, *dt, *s, *e, *st));
  }
}

static LogicalResult lowerArange(LoweringRewriter &rw, Operation *op) {
  core::ArangeOp arange(op);
  FailureOr<DType> dt = readDTypeAttr(rw, arange.getDtypeAttr());
  if (failed(dt))
    return failure();
  Value *start = arange.getStart(), *end = arange.getEnd(),
        *step = arange.getStep();
  DType in = dtypeOf(start);
  if (in == *dt && (in == DType::I16 || in == DType::I32 || in == DType::I64))
    return replaceWith(rw, op, rw.onnx("Range", {start, end, step}));
  if (in == DType::Unknown) {
    rw.emitError() << "needs operands of a known dtype (infer shapes first)";
    return failure();
  }
  DType acc = arangeAccType(*dt);
  // n = max(0, ceil((end - start) / step)) in f64, from the i64 values for
  // an i64 result and from the operands' own values otherwise.
  Value *diff, *stepF;
  Value *accStart = nullptr, *accStep = nullptr;
  if (acc == DType::I64) {
    accStart = rw.cast(start, DType::I64);
    accStep = rw.cast(step, DType::I64);
  }
  if (*dt == DType::I64) {
    diff = rw.cast(rw.onnx("Sub", {rw.cast(end, DType::I64), accStart}),
                   DType::F64);
    stepF = rw.cast(accStep, DType::F64);
  } else {
    Value *startF = rw.cast(start, DType::F64);
    stepF = rw.cast(step, DType::F64);
    diff = rw.onnx("Sub", {rw.cast(end, DType::F64), startF});
    if (acc != DType::I64) {
      accStart = rw.cast(startF, acc);
      accStep = rw.cast(stepF, acc);
    }
  }
  Value *count = rw.onnx("Ceil", {rw.onnx("Div", {diff, stepF})});
  count = rw.onnx("Max", {count, rw.constScalar(DType::F64, 0)});
  Value *n = rw.cast(count, DType::I64);
  Value *idx = rw.onnx("Range", {rw.constScalar(DType::I64, 0), n,
                                 rw.constScalar(DType::I64, 1)});
  Value *values = rw.onnx(
      "Add", {accStart, rw.onnx("Mul", {accStep, rw.cast(idx, acc)})});
  return replaceWith(rw, op, rw.cast(values, *dt));
}

void lowering::registerScalarLowerings() {
  addBuiltin(core::ScalarConstantOp::getOperationName(), 1,
             lowerScalarConstant);
  // A negative axis of an unranked input: Gather's negative index (11).
  addBuiltinFamily(core::DimOp::getOperationName(), {1, 11},
                   withSince(lowerDim));
  addBuiltin(core::NumelOp::getOperationName(), 1, lowerNumel);
  addBuiltin(core::ScalarAddOp::getOperationName(), 1,
             arithmetic<core::ScalarAddOp>("Add"));
  addBuiltin(core::ScalarSubOp::getOperationName(), 1,
             arithmetic<core::ScalarSubOp>("Sub"));
  addBuiltin(core::ScalarMulOp::getOperationName(), 1,
             arithmetic<core::ScalarMulOp>("Mul"));
  addBuiltin(core::ScalarTruedivOp::getOperationName(), 1, lowerTrueDiv);
  addBuiltinFamily(core::ScalarFloordivOp::getOperationName(), {1, 10},
                   binaryFamily<core::ScalarFloordivOp>(floorDiv));
  addBuiltinFamily(core::ScalarModOp::getOperationName(), {1, 10},
                   binaryFamily<core::ScalarModOp>(remainder));
  addBuiltin(core::ScalarMinOp::getOperationName(), 1,
             binary<core::ScalarMinOp>(minOf));
  addBuiltin(core::ScalarMaxOp::getOperationName(), 1,
             binary<core::ScalarMaxOp>(maxOf));
  addBuiltin(core::ScalarNegOp::getOperationName(), 1, lowerScalarNeg);
  // Equal on f64 from 11, LessOrEqual / GreaterOrEqual from 12.
  addBuiltinFamily(core::ScalarCmpOp::getOperationName(), {1, 11, 12},
                   lowerScalarCmp);
  addBuiltin(core::ScalarAndOp::getOperationName(), 1,
             scalarLogic<core::ScalarAndOp>("And"));
  addBuiltin(core::ScalarOrOp::getOperationName(), 1,
             scalarLogic<core::ScalarOrOp>("Or"));
  addBuiltin(core::ScalarNotOp::getOperationName(), 1, lowerScalarNot);
  addBuiltin(core::ScalarCastOp::getOperationName(), 1, lowerScalarCast);
  addBuiltin(core::FromScalarsOp::getOperationName(), 1, lowerFromScalars);
  addBuiltin(core::ToTensorOp::getOperationName(), 1, lowerToTensor);
  addBuiltin(core::ToScalarOp::getOperationName(), 1, lowerToScalar);
  addBuiltin(core::FullOp::getOperationName(), 1, lowerFull);
  // Range (opset 11); before it only constant operands, folded here.
  addBuiltin(core::ArangeOp::getOperationName(), 1, lowerArangeConstant);
  addBuiltin(core::ArangeOp::getOperationName(), 11, lowerArange);
}
