//===- CoreShapesElementwise.cpp - Shapes of constants, scalars, elementwise ops -===//
//
// Constants, host-scalar arithmetic (dim, numel, scalar_*, from_scalars,
// to_tensor, to_scalar), elementwise unary and binary ops, comparisons,
// where, clamp, cast, full and arange. Known integer values flow through
// all of these, so that sizes computed from dims stay symbolic.
//
//===----------------------------------------------------------------------===//
#include "CoreShapes.h"

using namespace tocc;
using namespace tocc::core;
using shape::DimList;
using shape::ExprRef;
using shape::Truth;

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// constant: the value's type; small integer constants also become known
// values, so shapes computed from them (reshape targets) stay exact.
static LogicalResult inferConstant(InferenceContext &ic) {
  Attribute value = ConstantOp(ic.getOp()).getValueAttr();
  Type t = value.getDenseType();
  ic.setResultType(0, t);
  if (t.getRank() > 1)
    return success();
  if (auto ints = readDenseInts(value)) {
    llvm::SmallVector<ExprRef, 4> vals;
    for (int64_t v : *ints)
      vals.push_back(ic.getConstant(v));
    ic.setResultValues(0, vals);
  }
  return success();
}

// scalar_constant: int, float or bool by the value's kind (the verifier
// checks the kind); ints and bools (as 0 or 1) are known values.
static LogicalResult inferScalarConstant(InferenceContext &ic) {
  Attribute v = ScalarConstantOp(ic.getOp()).getValueAttr();
  Context &ctx = ic.getContext();
  if (v.isInt()) {
    ic.setResultType(0, ctx.getIntType());
    ic.setResultValues(0, {ic.getConstant(v.getInt())});
  } else if (v.isBool()) {
    ic.setResultType(0, ctx.getBoolType());
    ic.setResultValues(0, {ic.getConstant(v.getBool() ? 1 : 0)});
  } else if (v.isFloat()) {
    ic.setResultType(0, ctx.getFloatType());
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Host scalars
//===----------------------------------------------------------------------===//

// dim: the input's dim `axis` as an int whose value is that dim.
static LogicalResult inferDim(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getIntType());
  auto in = ic.getOperandShape(0);
  if (!in)
    return success();
  auto axis = normalizeAxisOf(ic, DimOp(ic.getOp()).getAxis(), in->size());
  if (failed(axis))
    return failure();
  if (ExprRef d = (*in)[*axis])
    ic.setResultValues(0, {d});
  return success();
}

// numel: the product of the dims.
static LogicalResult inferNumel(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getIntType());
  if (auto in = ic.getOperandShape(0))
    if (ExprRef n = shape::numElements(ic.getEnv(), *in))
      ic.setResultValues(0, {n});
  return success();
}

/// The kind (int or float) shared by the scalar operands of an arithmetic
/// op; bools and mixed kinds are errors (decompositions insert
/// scalar_cast, as they insert cast for tensors).
static llvm::FailureOr<Type::Kind> arithmeticKind(InferenceContext &ic) {
  std::optional<Type::Kind> kind;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i) {
    Type t = ic.getOperandType(i);
    Type::Kind k = t.getKind();
    if (k != Type::Int && k != Type::Float)
      return ic.emitOpError() << "operands must be ints or floats, got "
                              << t.str();
    if (kind && *kind != k)
      return ic.emitOpError()
             << "operands must be two ints or two floats, got "
             << ic.getOperandType(0).str() << " and " << t.str();
    kind = k;
  }
  return *kind;
}

static Type scalarType(Context &ctx, Type::Kind k) {
  return k == Type::Int ? ctx.getIntType() : ctx.getFloatType();
}

// scalar_add, scalar_sub, scalar_mul, scalar_min, scalar_max: the operands'
// kind; int values combine as expressions.
template <ExprRef (shape::ExprContext::*Fn)(ExprRef, ExprRef)>
static LogicalResult inferScalarArith(InferenceContext &ic) {
  auto kind = arithmeticKind(ic);
  if (failed(kind))
    return failure();
  ic.setResultType(0, scalarType(ic.getContext(), *kind));
  ExprRef a = ic.getOperandScalar(0), b = ic.getOperandScalar(1);
  if (*kind == Type::Int && a && b)
    ic.setResultValues(0, {(ic.getExprs().*Fn)(a, b)});
  return success();
}

// scalar_floordiv, scalar_mod: Python's // and % (both round toward -inf,
// as ExprContext's floorDiv and mod do); an int divisor provably 0 is an
// error.
template <ExprRef (shape::ExprContext::*Fn)(ExprRef, ExprRef)>
static LogicalResult inferScalarDivision(InferenceContext &ic) {
  auto kind = arithmeticKind(ic);
  if (failed(kind))
    return failure();
  ic.setResultType(0, scalarType(ic.getContext(), *kind));
  if (*kind != Type::Int)
    return success();
  ExprRef a = ic.getOperandScalar(0), b = ic.getOperandScalar(1);
  if (b && ic.getEnv().isEq(b, 0) == Truth::True)
    return ic.emitOpError() << "integer division by zero";
  if (a && b)
    ic.setResultValues(0, {(ic.getExprs().*Fn)(a, b)});
  return success();
}

// scalar_truediv: always a float.
static LogicalResult inferScalarTrueDiv(InferenceContext &ic) {
  if (failed(arithmeticKind(ic)))
    return failure();
  ic.setResultType(0, ic.getContext().getFloatType());
  return success();
}

static LogicalResult inferScalarNeg(InferenceContext &ic) {
  auto kind = arithmeticKind(ic);
  if (failed(kind))
    return failure();
  ic.setResultType(0, scalarType(ic.getContext(), *kind));
  if (ExprRef a = ic.getOperandScalar(0))
    ic.setResultValues(0, {ic.getExprs().neg(a)});
  return success();
}

/// Decides `a pred b` for known ints.
static Truth compare(shape::ShapeEnv &env, llvm::StringRef pred, ExprRef a,
                     ExprRef b) {
  if (pred == "eq")
    return env.isEq(a, b);
  if (pred == "ne")
    return env.isNe(a, b);
  if (pred == "lt")
    return env.isLt(a, b);
  if (pred == "le")
    return env.isLe(a, b);
  if (pred == "gt")
    return env.isGt(a, b);
  if (pred == "ge")
    return env.isGe(a, b);
  return Truth::Unknown;
}

// scalar_cmp: a bool, known when the ShapeEnv decides the predicate on two
// known ints (`dim(x, 0) == 1` for a dim in [2, inf) is false).
static LogicalResult inferScalarCmp(InferenceContext &ic) {
  auto kind = arithmeticKind(ic);
  if (failed(kind))
    return failure();
  ic.setResultType(0, ic.getContext().getBoolType());
  ExprRef a = ic.getOperandScalar(0), b = ic.getOperandScalar(1);
  if (*kind == Type::Int && a && b)
    if (ExprRef v = truthValue(
            ic, compare(ic.getEnv(), ScalarCmpOp(ic.getOp()).getPredicate(),
                        a, b)))
      ic.setResultValues(0, {v});
  return success();
}

/// A known bool value (0 or 1) as a constant; nullopt otherwise.
static std::optional<bool> knownBool(InferenceContext &ic, unsigned i) {
  ExprRef v = ic.getOperandScalar(i);
  if (!v || !v->isConstant())
    return std::nullopt;
  return v->getConstant() != 0;
}

// scalar_and, scalar_or: known when both are known, or when one decides
// (false and x, true or x).
template <bool IsAnd> static LogicalResult inferScalarLogic(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getBoolType());
  auto a = knownBool(ic, 0), b = knownBool(ic, 1);
  std::optional<bool> out;
  if (IsAnd && ((a && !*a) || (b && !*b)))
    out = false;
  else if (!IsAnd && ((a && *a) || (b && *b)))
    out = true;
  else if (a && b)
    out = IsAnd ? (*a && *b) : (*a || *b);
  if (out)
    ic.setResultValues(0, {ic.getConstant(*out)});
  return success();
}

static LogicalResult inferScalarNot(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getBoolType());
  if (auto a = knownBool(ic, 0))
    ic.setResultValues(0, {ic.getConstant(!*a)});
  return success();
}

// scalar_cast: the kind named by `to`; int and bool values convert (floats
// are not tracked).
static LogicalResult inferScalarCast(InferenceContext &ic) {
  llvm::StringRef to = ScalarCastOp(ic.getOp()).getTo();
  Context &ctx = ic.getContext();
  Type::Kind from = ic.getOperandType(0).getKind();
  ExprRef v = ic.getOperandScalar(0);
  if (to == "int") {
    ic.setResultType(0, ctx.getIntType());
    if (v && from != Type::Float)
      ic.setResultValues(0, {v});
  } else if (to == "bool") {
    ic.setResultType(0, ctx.getBoolType());
    if (v && from != Type::Float)
      if (ExprRef b = castKnownValue(ic.getEnv(), v, DType::Bool))
        ic.setResultValues(0, {b});
  } else if (to == "float") {
    ic.setResultType(0, ctx.getFloatType());
  }
  return success();
}

// from_scalars: [n] of dtype; integer and bool elements keep their values
// (converted to dtype) when the dtype is an integer or bool one.
static LogicalResult inferFromScalars(InferenceContext &ic) {
  DType dt = FromScalarsOp(ic.getOp()).getDtype();
  unsigned n = ic.getNumOperands();
  ic.setResultShape(0, dt, {ic.getConstant(n)});
  if (!isIntegerDType(dt) && dt != DType::Bool)
    return success();
  llvm::SmallVector<ExprRef, 4> vals;
  bool any = false;
  for (unsigned i = 0; i != n; ++i) {
    ExprRef v = ic.getOperandType(i).getKind() == Type::Float
                    ? nullptr
                    : ic.getOperandScalar(i);
    v = v ? castKnownValue(ic.getEnv(), v, dt) : nullptr;
    any |= v != nullptr;
    vals.push_back(v);
  }
  if (any)
    ic.setResultValues(0, vals);
  return success();
}

// to_tensor: a 0-d tensor of dtype holding the scalar's value.
static LogicalResult inferToTensor(InferenceContext &ic) {
  DType dt = ToTensorOp(ic.getOp()).getDtype();
  ic.setResultShape(0, dt, {});
  ExprRef v = ic.getOperandType(0).getKind() == Type::Float
                  ? nullptr
                  : ic.getOperandScalar(0);
  if (v && (isIntegerDType(dt) || dt == DType::Bool))
    if (ExprRef c = castKnownValue(ic.getEnv(), v, dt))
      ic.setResultValues(0, {c});
  return success();
}

// to_scalar: the scalar kind of the dtype; the tensor has one element.
static LogicalResult inferToScalar(InferenceContext &ic) {
  if (auto in = ic.getOperandShape(0)) {
    ExprRef n = shape::numElements(ic.getEnv(), *in);
    if (n && ic.getEnv().isEq(n, 1) == Truth::False)
      return ic.emitOpError() << "input has " << n->str()
                              << " elements; to_scalar needs exactly one";
  }
  DType dt = dtypeOf(ic, 0);
  Context &ctx = ic.getContext();
  if (dt == DType::Bool)
    ic.setResultType(0, ctx.getBoolType());
  else if (isIntegerDType(dt))
    ic.setResultType(0, ctx.getIntType());
  else if (isFloatDType(dt))
    ic.setResultType(0, ctx.getFloatType());
  else if (dt != DType::Unknown)
    return ic.emitOpError() << "input of dtype " << dtypeName(dt)
                            << " has no scalar kind";
  if (dt == DType::Bool || isIntegerDType(dt))
    if (ExprRef v = ic.getOperandScalar(0))
      ic.setResultValues(0, {v});
  return success();
}

//===----------------------------------------------------------------------===//
// Elementwise unary
//===----------------------------------------------------------------------===//

// The input's type, its dtype in class C.
template <DTypeClass C> static LogicalResult inferUnary(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, C, "input")))
    return failure();
  return inferSameAsFirstOperand(ic);
}

// neg, abs, relu keep known integer values: -v, max(v, -v), max(v, 0).
template <DTypeClass C, ExprRef (*Fn)(shape::ExprContext &, ExprRef)>
static LogicalResult inferUnaryValues(InferenceContext &ic) {
  if (failed(inferUnary<C>(ic)))
    return failure();
  if (auto vals = ic.getOperandValues(0)) {
    llvm::SmallVector<ExprRef, 4> out;
    for (ExprRef v : *vals)
      out.push_back(v ? Fn(ic.getExprs(), v) : nullptr);
    ic.setResultValues(0, out);
  }
  return success();
}
static ExprRef negValue(shape::ExprContext &c, ExprRef v) { return c.neg(v); }
static ExprRef absValue(shape::ExprContext &c, ExprRef v) {
  return c.max(v, c.neg(v));
}
static ExprRef reluValue(shape::ExprContext &c, ExprRef v) {
  return c.max(v, c.getConstant(0));
}

// isnan, isinf: a bool tensor of the (float) input's dims.
static LogicalResult inferFloatPredicate(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Float, "input")))
    return failure();
  setSameDimsWithDType(ic, 0, ic.getOperandType(0), DType::Bool);
  return success();
}

//===----------------------------------------------------------------------===//
// Elementwise binary
//===----------------------------------------------------------------------===//

// Broadcast, one dtype for both operands, in class C.
template <DTypeClass C> static LogicalResult inferBinary(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, C, "lhs")) ||
      failed(requireDType(ic, 1, C, "rhs")))
    return failure();
  return inferBroadcastSameDType(ic);
}

// add, sub, mul, maximum, minimum: integer values combine as expressions.
template <DTypeClass C, ExprRef (shape::ExprContext::*Fn)(ExprRef, ExprRef)>
static LogicalResult inferBinaryKeepValues(InferenceContext &ic) {
  if (failed(inferBinary<C>(ic)))
    return failure();
  shape::ExprContext &ctx = ic.getExprs();
  tocc::inferBinaryValues(
      ic, [&](ExprRef a, ExprRef b) { return (ctx.*Fn)(a, b); });
  return success();
}

// floordiv, remainder: Python's rounding; a constant 0 divisor leaves the
// element unknown (it is a runtime error for integers).
template <ExprRef (shape::ExprContext::*Fn)(ExprRef, ExprRef)>
static LogicalResult inferDivision(InferenceContext &ic) {
  if (failed(inferBinary<DTypeClass::Numeric>(ic)))
    return failure();
  shape::ExprContext &ctx = ic.getExprs();
  tocc::inferBinaryValues(ic, [&](ExprRef a, ExprRef b) -> ExprRef {
    if (b->isConstant() && b->getConstant() == 0)
      return nullptr;
    return (ctx.*Fn)(a, b);
  });
  return success();
}

//===----------------------------------------------------------------------===//
// where, clamp, cast, full, arange
//===----------------------------------------------------------------------===//

// clamp: x's dtype, shared by present bounds; x and the bounds broadcast.
static LogicalResult inferClamp(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Numeric, "input")))
    return failure();
  auto dt = commonDType(ic, {0, 1, 2});
  if (failed(dt))
    return failure();
  DimList out;
  for (unsigned i = 0; i != 3; ++i) {
    if (!isPresent(ic, i))
      continue;
    auto s = ic.getOperandShape(i);
    if (!s) {
      setUnranked(ic, *dt);
      return success();
    }
    auto b = shape::broadcastShapes(ic.getEnv(), out, *s);
    if (!b)
      return ic.fail(b.takeError());
    out = std::move(*b);
  }
  ic.setResultShape(0, *dt, out);
  return success();
}

// cast: the input's dims with the new dtype (inferCastTo).
static LogicalResult inferCast(InferenceContext &ic) {
  return inferCastTo(ic, CastOp(ic.getOp()).getDtype());
}

/// quantize_linear and dequantize_linear: scale (operand 1) f32 and
/// zero_point (operand 2) u8 or i8, 0-d without an axis, else 1-d of the
/// input's dim axis when both are known.
static LogicalResult checkQuantParams(InferenceContext &ic,
                                      std::optional<int64_t> axis) {
  DType scale = dtypeOf(ic, 1), zp = dtypeOf(ic, 2);
  if (scale != DType::Unknown && scale != DType::F32)
    return ic.emitOpError()
           << "scale must be f32, got " << ic.getOperandType(1).str();
  if (zp != DType::Unknown && zp != DType::U8 && zp != DType::I8)
    return ic.emitOpError()
           << "zero_point must be u8 or i8, got " << ic.getOperandType(2).str();
  auto in = ic.getOperandShape(0);
  for (unsigned i : {1u, 2u}) {
    auto s = ic.getOperandShape(i);
    if (!s)
      continue;
    if (!axis && !s->empty())
      return ic.emitOpError()
             << (i == 1 ? "scale" : "zero_point")
             << " must be 0-d without an axis (per tensor), got "
             << ic.getOperandType(i).str();
    if (axis && s->size() != 1)
      return ic.emitOpError() << (i == 1 ? "scale" : "zero_point")
                              << " must be 1-d with an axis (per channel), got "
                              << ic.getOperandType(i).str();
  }
  if (axis && in) {
    int64_t rank = int64_t(in->size());
    if (*axis < -rank || *axis >= rank)
      return ic.emitOpError() << "axis " << *axis << " is out of range for "
                              << ic.getOperandType(0).str();
  }
  return success();
}

// quantize_linear: the input's dims in zero_point's dtype.
static LogicalResult inferQuantizeLinear(InferenceContext &ic) {
  std::optional<int64_t> axis = QuantizeLinearOp(ic.getOp()).getAxis();
  if (failed(checkQuantParams(ic, axis)))
    return failure();
  DType in = dtypeOf(ic, 0);
  if (in != DType::Unknown && in != DType::F32)
    return ic.emitOpError()
           << "input must be f32, got " << ic.getOperandType(0).str();
  auto s = ic.getOperandShape(0);
  if (!s) {
    setUnranked(ic, dtypeOf(ic, 2));
    return success();
  }
  ic.setResultShape(0, dtypeOf(ic, 2), *s);
  return success();
}

// dequantize_linear: the input's dims in f32.
static LogicalResult inferDequantizeLinear(InferenceContext &ic) {
  std::optional<int64_t> axis = DequantizeLinearOp(ic.getOp()).getAxis();
  if (failed(checkQuantParams(ic, axis)))
    return failure();
  DType in = dtypeOf(ic, 0), zp = dtypeOf(ic, 2);
  if (in != DType::Unknown && zp != DType::Unknown && in != zp)
    return ic.emitOpError() << "input and zero_point must have one dtype, got "
                            << ic.getOperandType(0).str() << " and "
                            << ic.getOperandType(2).str();
  auto s = ic.getOperandShape(0);
  if (!s) {
    setUnranked(ic, DType::F32);
    return success();
  }
  ic.setResultShape(0, DType::F32, *s);
  return success();
}

/// An error if operand i is provably not 0-d.
static LogicalResult requireZeroD(InferenceContext &ic, unsigned i,
                                  llvm::StringRef name) {
  auto s = ic.getOperandShape(i);
  if (s && !s->empty())
    return ic.emitOpError() << name << " must be a 0-d tensor, got "
                            << ic.getOperandType(i).str();
  return success();
}

// full: dims from `shape` (known values or unknown entries of its length),
// value's dtype; negative sizes are errors. Known integer fills of a 0-d or
// small 1-D result are known values.
static LogicalResult inferFull(InferenceContext &ic) {
  if (failed(checkIndexVector(ic, 0, "shape", "i64")) ||
      failed(requireZeroD(ic, 1, "value")))
    return failure();
  DType dt = dtypeOf(ic, 1);
  auto dims = vectorEntries(ic, 0);
  if (!dims) {
    setUnranked(ic, dt);
    return success();
  }
  for (ExprRef d : *dims)
    if (d && ic.getEnv().isLt(d, 0) == Truth::True)
      return ic.emitOpError() << "shape has the negative size " << d->str();
  ic.setResultShape(0, dt, *dims);
  ExprRef v = ic.getOperandScalar(1);
  if (!v)
    return success();
  if (dims->empty())
    ic.setResultValues(0, {v});
  else if (dims->size() == 1 && (*dims)[0] && (*dims)[0]->isConstant() &&
           (*dims)[0]->getConstant() <= 64)
    ic.setResultValues(0, DimList((*dims)[0]->getConstant(), v));
  return success();
}

// arange: [max(0, ceil((end - start) / step))] of dtype when start, end
// and step have known integer values and step is a constant; otherwise one
// unknown dim. A step of 0 is an error.
static LogicalResult inferArange(InferenceContext &ic) {
  DType dt = ArangeOp(ic.getOp()).getDtype();
  static const char *names[] = {"start", "end", "step"};
  for (unsigned i = 0; i != 3; ++i)
    if (failed(requireZeroD(ic, i, names[i])) ||
        failed(requireDType(ic, i, DTypeClass::Numeric, names[i])))
      return failure();
  if (failed(commonDType(ic, {0, 1, 2})))
    return failure();
  ExprRef step = ic.getOperandScalar(2);
  if (step && ic.getEnv().isEq(step, 0) == Truth::True)
    return ic.emitOpError() << "step must not be 0";
  ExprRef len = rangeLength(ic);
  ic.setResultShape(0, dt, {len});
  return success();
}

void core::attachElementwiseShapeFunctions(Dialect &dialect) {
  using Ctx = shape::ExprContext;
  using Env = shape::ShapeEnv;
  constexpr DTypeClass F = DTypeClass::Float, N = DTypeClass::Numeric,
                       A = DTypeClass::Any, B = DTypeClass::Bool,
                       IB = DTypeClass::IntegerOrBool;
  bool ok = attachShapeFunctions(
      dialect,
      {
          {"core.constant", inferConstant},
          {"core.scalar_constant", inferScalarConstant},
          {"core.dim", inferDim},
          {"core.numel", inferNumel},
          {"core.scalar_add", inferScalarArith<&Ctx::add>},
          {"core.scalar_sub", inferScalarArith<&Ctx::sub>},
          {"core.scalar_mul", inferScalarArith<&Ctx::mul>},
          {"core.scalar_min", inferScalarArith<&Ctx::min>},
          {"core.scalar_max", inferScalarArith<&Ctx::max>},
          {"core.scalar_truediv", inferScalarTrueDiv},
          {"core.scalar_floordiv", inferScalarDivision<&Ctx::floorDiv>},
          {"core.scalar_mod", inferScalarDivision<&Ctx::mod>},
          {"core.scalar_neg", inferScalarNeg},
          {"core.scalar_cmp", inferScalarCmp},
          {"core.scalar_and", inferScalarLogic<true>},
          {"core.scalar_or", inferScalarLogic<false>},
          {"core.scalar_not", inferScalarNot},
          {"core.scalar_cast", inferScalarCast},
          {"core.from_scalars", inferFromScalars},
          {"core.to_tensor", inferToTensor},
          {"core.to_scalar", inferToScalar},
          // Unary.
          {"core.neg", inferUnaryValues<N, negValue>},
          {"core.abs", inferUnaryValues<N, absValue>},
          {"core.sign", inferUnary<N>},
          {"core.exp", inferUnary<F>},
          {"core.log", inferUnary<F>},
          {"core.log1p", inferUnary<F>},
          {"core.expm1", inferUnary<F>},
          {"core.sqrt", inferUnary<F>},
          {"core.rsqrt", inferUnary<F>},
          {"core.reciprocal", inferUnary<F>},
          {"core.sin", inferUnary<F>},
          {"core.cos", inferUnary<F>},
          {"core.tan", inferUnary<F>},
          {"core.asin", inferUnary<F>},
          {"core.acos", inferUnary<F>},
          {"core.atan", inferUnary<F>},
          {"core.sinh", inferUnary<F>},
          {"core.cosh", inferUnary<F>},
          {"core.tanh", inferUnary<F>},
          {"core.asinh", inferUnary<F>},
          {"core.acosh", inferUnary<F>},
          {"core.atanh", inferUnary<F>},
          {"core.erf", inferUnary<F>},
          {"core.floor", inferUnary<F>},
          {"core.ceil", inferUnary<F>},
          {"core.round", inferUnary<F>},
          {"core.trunc", inferUnary<F>},
          {"core.sigmoid", inferUnary<F>},
          {"core.relu", inferUnaryValues<N, reluValue>},
          {"core.logical_not", inferUnary<B>},
          {"core.bitwise_not", inferUnary<DTypeClass::Integer>},
          {"core.isnan", inferFloatPredicate},
          {"core.isinf", inferFloatPredicate},
          // Composite activations.
          {"core.gelu", inferUnary<F>},
          {"core.silu", inferUnary<F>},
          {"core.hardswish", inferUnary<F>},
          {"core.hardsigmoid", inferUnary<F>},
          {"core.mish", inferUnary<F>},
          {"core.softplus", inferUnary<F>},
          {"core.elu", inferUnary<F>},
          {"core.selu", inferUnary<F>},
          {"core.celu", inferUnary<F>},
          {"core.leaky_relu", inferUnary<F>},
          {"core.log_sigmoid", inferUnary<F>},
          // Binary.
          {"core.add", inferBinaryKeepValues<A, &Ctx::add>},
          {"core.sub", inferBinaryKeepValues<N, &Ctx::sub>},
          {"core.mul", inferBinaryKeepValues<A, &Ctx::mul>},
          {"core.div", inferBinary<F>},
          {"core.floordiv", inferDivision<&Ctx::floorDiv>},
          {"core.remainder", inferDivision<&Ctx::mod>},
          {"core.fmod", inferBinary<N>},
          {"core.pow", inferBinary<N>},
          {"core.maximum", inferBinaryKeepValues<A, &Ctx::max>},
          {"core.minimum", inferBinaryKeepValues<A, &Ctx::min>},
          {"core.atan2", inferBinary<F>},
          {"core.bitwise_and", inferBinary<IB>},
          {"core.bitwise_or", inferBinary<IB>},
          {"core.bitwise_xor", inferBinary<IB>},
          {"core.logical_and", inferBinary<B>},
          {"core.logical_or", inferBinary<B>},
          {"core.logical_xor", inferBinary<B>},
          {"core.eq", inferComparison<&Env::isEq>},
          {"core.ne", inferComparison<&Env::isNe>},
          {"core.lt", inferComparison<&Env::isLt>},
          {"core.le", inferComparison<&Env::isLe>},
          {"core.gt", inferComparison<&Env::isGt>},
          {"core.ge", inferComparison<&Env::isGe>},
          // Others.
          {"core.where", inferWhere},
          {"core.clamp", inferClamp},
          {"core.cast", inferCast},
          {"core.quantize_linear", inferQuantizeLinear},
          {"core.dequantize_linear", inferDequantizeLinear},
          {"core.full", inferFull},
          {"core.arange", inferArange},
      });
  assert(ok && "shape function for an op the core table does not declare");
  (void)ok;
}
