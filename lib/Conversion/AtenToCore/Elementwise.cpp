//===- Elementwise.cpp - Decompositions of elementwise aten ops ----------===//
//
// Arithmetic follows torch's type promotion (promoteResultType): operands
// are cast to the result dtype first, so core's ops see one dtype. Entries
// are value builders (ElementwiseHelpers.h): one builder serves an op and
// its in-place form. Unary math is one table; binary arithmetic one
// builder parameterized by the core op and which operands are Python
// scalars.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace tocc;
using namespace tocc::detail;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

DecompositionFn detail::functional(ValueBuilder build) {
  return [build](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> r = build(rw, op);
    if (failed(r) || !*r)
      return failure();
    rw.replaceOp(op, {*r});
    return success();
  };
}

DecompositionFn detail::inPlace(ValueBuilder build) {
  return [build](Rewriter &rw, Operation *op) -> LogicalResult {
    if (observedMutation(op))
      return rw.emitError()
             << "mutates its input in place, and the mutated value is used "
                "after it; only in-place ops whose input is dead afterwards "
                "become functional";
    FailureOr<Value *> r = build(rw, op);
    if (failed(r) || !*r)
      return failure();
    // The mutated tensor keeps its dtype (`i32.add_(f32)` is an error in
    // torch, `i32.add_(i64)` stays i32).
    rw.replaceOp(op, {rw.castTo(*r, op->getOperand(0)->getType().getDType())});
    return success();
  };
}

void detail::addElementwise(llvm::StringRef name, llvm::StringRef inPlaceName,
                            ValueBuilder build) {
  addBuiltin(name, functional(build));
  if (!inPlaceName.empty())
    addBuiltin(inPlaceName, inPlace(build));
}

Value *detail::createOp(Rewriter &rw, llvm::StringRef name,
                        llvm::ArrayRef<Value *> operands,
                        llvm::ArrayRef<NamedAttribute> attrs) {
  return rw.create(name, rw.unrankedTensorType(DType::Unknown), operands,
                   attrs);
}

FailureOr<DType> detail::knownDType(Rewriter &rw, Value *v) {
  DType dt = v->getType().getDType();
  if (dt == DType::Unknown)
    return rw.emitError() << "needs the dtype of its input to apply torch's "
                             "dtype rules (give the model's input types)";
  return dt;
}

FailureOr<TypedTensor> detail::readTypedTensor(Rewriter &rw, unsigned i) {
  FailureOr<Value *> x = rw.readTensor(i);
  if (failed(x))
    return failure();
  FailureOr<DType> dt = knownDType(rw, *x);
  if (failed(dt))
    return failure();
  return TypedTensor{*x, *dt};
}

DType detail::floatingDType(DType dtype) {
  return isFloatDType(dtype) ? dtype : DType::F32;
}

FailureOr<ElementOperand> detail::readElementOperand(Rewriter &rw, unsigned i,
                                                     bool isScalar) {
  ElementOperand o;
  if (!isScalar) {
    FailureOr<Value *> t = rw.readTensor(i);
    if (failed(t))
      return failure();
    o.tensor = *t;
    o.promotion = promotionOperandOf((*t)->getType());
    return o;
  }
  FailureOr<ScalarArg> s = readScalar(rw, i);
  if (failed(s))
    return failure();
  o.scalar = *s;
  o.promotion = wrappedScalar(s->kind);
  return o;
}

FailureOr<DType> detail::promotedDType(Rewriter &rw,
                                       llvm::ArrayRef<ElementOperand> ops) {
  llvm::SmallVector<PromotionOperand, 4> promotion;
  for (const ElementOperand &o : ops)
    promotion.push_back(o.promotion);
  std::optional<DType> dt = promoteResultType(promotion);
  if (!dt)
    return rw.emitError() << "has operands of a dtype torch does not promote";
  if (*dt == DType::Unknown)
    return rw.emitError() << "needs the dtypes of its operands to apply "
                             "torch's type promotion (give the model's input "
                             "types)";
  return *dt;
}

FailureOr<DType>
detail::readPromoted(Rewriter &rw,
                     llvm::ArrayRef<std::pair<unsigned, bool>> operands,
                     llvm::SmallVectorImpl<ElementOperand> &out) {
  for (auto [index, isScalar] : operands) {
    FailureOr<ElementOperand> o = readElementOperand(rw, index, isScalar);
    if (failed(o))
      return failure();
    out.push_back(*o);
  }
  return promotedDType(rw, out);
}

Value *detail::materialize(Rewriter &rw, const ElementOperand &o, DType dtype) {
  if (o.tensor)
    return rw.castTo(o.tensor, dtype);
  return materializeScalar(rw, o.scalar, dtype);
}

FailureOr<PromotedPair> detail::promoteBinary(Rewriter &rw, bool lhsScalar,
                                              bool rhsScalar, bool toFloat) {
  llvm::SmallVector<ElementOperand, 2> ops;
  FailureOr<DType> dt = readPromoted(rw, {{0, lhsScalar}, {1, rhsScalar}}, ops);
  if (failed(dt))
    return failure();
  DType d = toFloat ? floatingDType(*dt) : *dt;
  return PromotedPair{materialize(rw, ops[0], d), materialize(rw, ops[1], d),
                      d};
}

ValueBuilder detail::binaryBuilder(llvm::StringRef coreName, bool lhsScalar,
                                   bool rhsScalar, bool toFloat) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<PromotedPair> p =
        promoteBinary(rw, lhsScalar, rhsScalar, toFloat);
    if (failed(p))
      return failure();
    return createOp(rw, name, {p->lhs, p->rhs});
  };
}

//===----------------------------------------------------------------------===//
// Unary math
//===----------------------------------------------------------------------===//

namespace {

/// How a unary op treats dtypes.
enum class UnaryKind {
  /// Computes in floating point: integer and bool inputs become f32.
  Float,
  /// Any dtype but bool, kept.
  Numeric,
  /// Rounds floats; an integer or bool input is returned as it is.
  Rounding,
  /// Numeric, and a bool input is returned as it is (sign).
  NumericBoolIdentity,
};

/// The input of a unary op, cast as `kind` says; null (with no
/// diagnostic) when the op is the identity on it.
FailureOr<Value *> unaryInput(Rewriter &rw, UnaryKind kind, bool &identity) {
  identity = false;
  FailureOr<TypedTensor> x = readTypedTensor(rw, 0);
  if (failed(x))
    return failure();
  switch (kind) {
  case UnaryKind::Float:
    return rw.castTo(x->value, floatingDType(x->dtype));
  case UnaryKind::Rounding:
    identity = !isFloatDType(x->dtype);
    break;
  case UnaryKind::NumericBoolIdentity:
    identity = x->dtype == DType::Bool;
    break;
  case UnaryKind::Numeric:
    if (x->dtype == DType::Bool)
      return rw.emitError() << "does not take a bool tensor (as in torch)";
    break;
  }
  return x->value;
}

/// `core(x)` with the input's dtype handled as `kind` says.
ValueBuilder unaryBuilder(llvm::StringRef coreName, UnaryKind kind) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    bool identity;
    FailureOr<Value *> x = unaryInput(rw, kind, identity);
    if (failed(x) || identity)
      return x;
    return createOp(rw, name, {*x});
  };
}

/// `x * c` with c a constant of x's dtype.
Value *scaled(Rewriter &rw, Value *x, double c) {
  return core::MulOp::create{
      rw, x, rw.createScalarConstant(x->getType().getDType(), c)};
}

// log2(x) = log(x) / ln 2, log10(x) = log(x) / ln 10
ValueBuilder logBase(double base) {
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    bool identity;
    FailureOr<Value *> x = unaryInput(rw, UnaryKind::Float, identity);
    if (failed(x))
      return failure();
    return scaled(rw, core::LogOp::create{rw, *x}, 1.0 / std::log(base));
  };
}

// exp2(x) = 2 ** x
FailureOr<Value *> buildExp2(Rewriter &rw, Operation *) {
  bool identity;
  FailureOr<Value *> x = unaryInput(rw, UnaryKind::Float, identity);
  if (failed(x))
    return failure();
  Value *two = rw.createScalarConstant((*x)->getType().getDType(), 2.0);
  return core::PowOp::create{rw, two, *x};
}

// frac(x) = x - trunc(x)
FailureOr<Value *> buildFrac(Rewriter &rw, Operation *) {
  bool identity;
  FailureOr<Value *> x = unaryInput(rw, UnaryKind::Numeric, identity);
  if (failed(x))
    return failure();
  return core::SubOp::create{rw, *x, core::TruncOp::create{rw, *x}};
}

// square(x) = x * x (a bool squares as i64, like pow(x, 2))
FailureOr<Value *> buildSquare(Rewriter &rw, Operation *) {
  FailureOr<TypedTensor> x = readTypedTensor(rw, 0);
  if (failed(x))
    return failure();
  Value *v =
      rw.castTo(x->value, x->dtype == DType::Bool ? DType::I64 : x->dtype);
  return core::MulOp::create{rw, v, v};
}

/// isnan / isinf of a float tensor; an integer or bool one is never NaN or
/// infinite: x != x is all false with x's dims.
ValueBuilder floatTest(llvm::StringRef coreName) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<TypedTensor> x = readTypedTensor(rw, 0);
    if (failed(x))
      return failure();
    if (!isFloatDType(x->dtype))
      return core::NeOp::create{rw, x->value, x->value};
    return createOp(rw, name, {x->value});
  };
}

// isfinite(x) = not (isinf(x) or isnan(x)); true for integers (x == x)
FailureOr<Value *> buildIsFinite(Rewriter &rw, Operation *) {
  FailureOr<TypedTensor> x = readTypedTensor(rw, 0);
  if (failed(x))
    return failure();
  Value *v = x->value;
  if (!isFloatDType(x->dtype))
    return core::EqOp::create{rw, v, v};
  Value *bad = core::LogicalOrOp::create{rw, core::IsinfOp::create{rw, v},
                                         core::IsnanOp::create{rw, v}};
  return core::LogicalNotOp::create{rw, bad};
}

} // namespace

//===----------------------------------------------------------------------===//
// Binary arithmetic
//===----------------------------------------------------------------------===//

namespace {

/// self (+|-) alpha * other, or (reversed, rsub) other - alpha * self,
/// with torch's promotion. A constant scalar other folds alpha in.
ValueBuilder addSubBuilder(llvm::StringRef coreName, bool otherScalar,
                           bool reversed) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    llvm::SmallVector<ElementOperand, 2> ops;
    FailureOr<DType> dt = readPromoted(rw, {{0, false}, {1, otherScalar}}, ops);
    if (failed(dt))
      return failure();
    FailureOr<double> alpha = rw.readFloat(2);
    if (failed(alpha))
      return failure();
    if (!isFloatDType(*dt) && *alpha != double(int64_t(*alpha)))
      return rw.emitError() << rw.describeOperand(2) << " is "
                            << llvm::formatv("{0}", *alpha).str()
                            << ", but for a result of dtype " << dtypeName(*dt)
                            << " it must be an integer";
    const ElementOperand &scaledOperand = ops[reversed ? 0 : 1];
    const ElementOperand &kept = ops[reversed ? 1 : 0];
    Value *rhs;
    if (!scaledOperand.tensor && scaledOperand.scalar.constant) {
      rhs =
          rw.createScalarConstant(*dt, *scaledOperand.scalar.constant * *alpha);
    } else {
      rhs = materialize(rw, scaledOperand, *dt);
      if (*alpha != 1.0)
        rhs = scaled(rw, rhs, *alpha);
    }
    return createOp(rw, name, {materialize(rw, kept, *dt), rhs});
  };
}

/// trunc(lhs / rhs) in `dt`: of the quotient for floats; for integers the
/// exact lhs - fmod(lhs, rhs), a multiple of rhs, floor-divided by rhs.
Value *truncDiv(Rewriter &rw, Value *lhs, Value *rhs, DType dt) {
  if (isFloatDType(dt))
    return core::TruncOp::create{rw, core::DivOp::create{rw, lhs, rhs}};
  Value *multiple =
      core::SubOp::create{rw, lhs, core::FmodOp::create{rw, lhs, rhs}};
  return core::FloordivOp::create{rw, multiple, rhs};
}

// div.*_mode(self, other, rounding_mode): none is true division, "trunc"
// rounds the quotient toward 0, "floor" toward -inf (core.floordiv); the
// rounded forms keep the promoted dtype.
ValueBuilder divModeBuilder(bool otherScalar) {
  return [=](Rewriter &rw, Operation *op) -> FailureOr<Value *> {
    std::optional<std::string> mode;
    if (!rw.isNone(2)) {
      FailureOr<std::string> m = rw.readString(2);
      if (failed(m))
        return failure();
      mode = *m;
    }
    if (!mode)
      return binaryBuilder(core::DivOp::getOperationName(), false, otherScalar,
                           true)(rw, op);
    if (*mode != "trunc" && *mode != "floor")
      return rw.emitError() << rw.describeOperand(2) << " is '" << *mode
                            << "', but it must be none, 'trunc' or 'floor'";
    FailureOr<PromotedPair> p = promoteBinary(rw, false, otherScalar);
    if (failed(p))
      return failure();
    if (*mode == "floor")
      return core::FloordivOp::create{rw, p->lhs, p->rhs};
    return truncDiv(rw, p->lhs, p->rhs, p->dtype);
  };
}

// hypot(x, y) = sqrt(x^2 + y^2), computed as m * sqrt(1 + (n / m)^2) with
// m = max(|x|, |y|) and n = min(|x|, |y|) so that no square overflows or
// underflows (hypot(1e30, 1e30) is finite in f32); 0 where m = 0, and inf
// where either is infinite, even against NaN (C's hypot, which ATen calls).
FailureOr<Value *> buildHypot(Rewriter &rw, Operation *) {
  FailureOr<PromotedPair> p = promoteBinary(rw, false, false, /*toFloat=*/true);
  if (failed(p))
    return failure();
  Value *a = core::AbsOp::create{rw, p->lhs};
  Value *b = core::AbsOp::create{rw, p->rhs};
  Value *m = core::MaximumOp::create{rw, a, b};
  Value *ratio = core::DivOp::create{rw, core::MinimumOp::create{rw, a, b}, m};
  Value *one = rw.createScalarConstant(p->dtype, 1.0);
  Value *scaledNorm = core::MulOp::create{
      rw, m,
      core::SqrtOp::create{
          rw,
          core::AddOp::create{rw, one, core::MulOp::create{rw, ratio, ratio}}}};
  Value *zero = rw.createScalarConstant(p->dtype, 0.0);
  Value *finite = core::WhereOp::create{rw, core::EqOp::create{rw, m, zero},
                                        zero, scaledNorm};
  Value *infinite = core::LogicalOrOp::create{rw, core::IsinfOp::create{rw, a},
                                              core::IsinfOp::create{rw, b}};
  Value *inf = rw.createScalarConstant(p->dtype, INFINITY);
  return core::WhereOp::create{rw, infinite, inf, finite};
}

/// The tensor operands `indices` promoted to one dtype.
FailureOr<llvm::SmallVector<Value *, 4>>
promoteTensors(Rewriter &rw, llvm::ArrayRef<unsigned> indices, DType *dtype) {
  llvm::SmallVector<std::pair<unsigned, bool>, 4> tensors;
  for (unsigned i : indices)
    tensors.push_back({i, false});
  llvm::SmallVector<ElementOperand, 4> ops;
  FailureOr<DType> dt = readPromoted(rw, tensors, ops);
  if (failed(dt))
    return failure();
  *dtype = *dt;
  llvm::SmallVector<Value *, 4> values;
  for (const ElementOperand &o : ops)
    values.push_back(materialize(rw, o, *dt));
  return values;
}

// lerp(self, end, w) = self + w * (end - self) where |w| < 0.5, else
// end - (end - self) * (1 - w) (ATen's two forms, exact at both ends)
ValueBuilder lerpBuilder(bool weightScalar) {
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    DType dt;
    FailureOr<llvm::SmallVector<Value *, 4>> v =
        promoteTensors(rw, {0, 1}, &dt);
    if (failed(v))
      return failure();
    Value *self = (*v)[0], *end = (*v)[1];
    Value *diff = core::SubOp::create{rw, end, self};
    if (weightScalar) {
      FailureOr<double> w = rw.readFloat(2);
      if (failed(w))
        return failure();
      if (std::abs(*w) < 0.5)
        return core::AddOp::create{rw, self, scaled(rw, diff, *w)};
      return core::SubOp::create{rw, end, scaled(rw, diff, 1.0 - *w)};
    }
    FailureOr<Value *> wt = rw.readTensor(2);
    if (failed(wt))
      return failure();
    Value *w = rw.castTo(*wt, dt);
    Value *low =
        core::AddOp::create{rw, self, core::MulOp::create{rw, w, diff}};
    Value *oneMinusW =
        core::SubOp::create{rw, rw.createScalarConstant(dt, 1.0), w};
    Value *high =
        core::SubOp::create{rw, end, core::MulOp::create{rw, diff, oneMinusW}};
    Value *small = core::LtOp::create{rw, core::AbsOp::create{rw, w},
                                      rw.createScalarConstant(dt, 0.5)};
    return core::WhereOp::create{rw, small, low, high};
  };
}

// addcmul(self, t1, t2, value) = self + value * t1 * t2
// addcdiv(self, t1, t2, value) = self + value * t1 / t2
ValueBuilder addcBuilder(llvm::StringRef coreName) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    DType dt;
    FailureOr<llvm::SmallVector<Value *, 4>> v =
        promoteTensors(rw, {0, 1, 2}, &dt);
    if (failed(v))
      return failure();
    FailureOr<double> value = rw.readFloat(3);
    if (failed(value))
      return failure();
    Value *t1 = (*v)[1];
    if (*value != 1.0)
      t1 = scaled(rw, t1, *value);
    return core::AddOp::create{rw, (*v)[0], createOp(rw, name, {t1, (*v)[2]})};
  };
}

} // namespace

//===----------------------------------------------------------------------===//
// Selection and clamping
//===----------------------------------------------------------------------===//

namespace {

// where(cond, self, other) = core.where(cond, self, other), self and other
// promoted (Python scalars as wrapped numbers)
ValueBuilder whereBuilder(bool selfScalar, bool otherScalar) {
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<Value *> cond = rw.readTensor(0);
    if (failed(cond))
      return failure();
    llvm::SmallVector<ElementOperand, 2> ops;
    FailureOr<DType> dt =
        readPromoted(rw, {{1, selfScalar}, {2, otherScalar}}, ops);
    if (failed(dt))
      return failure();
    return core::WhereOp::create{rw, rw.castTo(*cond, DType::Bool),
                                 materialize(rw, ops[0], *dt),
                                 materialize(rw, ops[1], *dt)};
  };
}

// masked_fill(self, mask, value) = where(mask, value, self), value cast to
// self's dtype (masked_fill does not promote)
ValueBuilder maskedFillBuilder(bool valueScalar) {
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<TypedTensor> self = readTypedTensor(rw, 0);
    FailureOr<Value *> mask = rw.readTensor(1);
    if (failed(self) || failed(mask))
      return failure();
    FailureOr<ElementOperand> value = readElementOperand(rw, 2, valueScalar);
    if (failed(value))
      return failure();
    return core::WhereOp::create{rw, rw.castTo(*mask, DType::Bool),
                                 materialize(rw, *value, self->dtype),
                                 self->value};
  };
}

/// Which bounds a clamp-like op has, at which operand (none if absent).
struct ClampForm {
  std::optional<unsigned> min, max;
  /// The bounds are Scalars (else tensors).
  bool scalars;
  /// Whether the bounds take part in promotion (clamp does, hardtanh keeps
  /// self's dtype).
  bool promote = true;
};

// clamp(x, min, max) = core.clamp(x, min, max), each bound optional; x and
// the bounds promoted to one dtype
ValueBuilder clampBuilder(ClampForm form) {
  return [=](Rewriter &rw, Operation *op) -> FailureOr<Value *> {
    FailureOr<ElementOperand> self = readElementOperand(rw, 0, false);
    if (failed(self))
      return failure();
    llvm::SmallVector<ElementOperand, 3> promoted = {*self};
    std::optional<ElementOperand> bounds[2];
    std::optional<unsigned> indices[2] = {form.min, form.max};
    for (unsigned b = 0; b < 2; ++b) {
      if (!indices[b] || rw.isNone(*indices[b]))
        continue;
      FailureOr<ElementOperand> o =
          readElementOperand(rw, *indices[b], form.scalars);
      if (failed(o))
        return failure();
      bounds[b] = *o;
      if (form.promote)
        promoted.push_back(*o);
    }
    if (!bounds[0] && !bounds[1])
      return rw.emitError() << "needs at least one of its bounds (both are "
                               "none)";
    FailureOr<DType> dt = promotedDType(rw, promoted);
    if (failed(dt))
      return failure();
    Value *none = nullptr;
    for (unsigned b = 0; b < 2; ++b)
      if (indices[b] && !bounds[b])
        none = op->getOperand(*indices[b]);
    if (!none && (!bounds[0] || !bounds[1])) {
      // clamp_min / clamp_max have no none operand to reuse.
      none = prim::ConstantOp::createTyped{rw, rw.getContext().getNoneType()};
    }
    Value *lo = bounds[0] ? materialize(rw, *bounds[0], *dt) : none;
    Value *hi = bounds[1] ? materialize(rw, *bounds[1], *dt) : none;
    return core::ClampOp::create{rw, materialize(rw, *self, *dt), lo, hi};
  };
}

} // namespace

//===----------------------------------------------------------------------===//
// Conversions, identities and eval-mode dropout
//===----------------------------------------------------------------------===//

namespace {

/// Layout, device and pin_memory operands (none where absent) must ask
/// for what a CPU program has: the strided layout (0), the CPU and no
/// pinning; they change nothing then.
LogicalResult checkPlacement(Rewriter &rw, std::optional<unsigned> layout,
                             std::optional<unsigned> device,
                             std::optional<unsigned> pin) {
  if (layout && !rw.isNone(*layout)) {
    FailureOr<int64_t> l = rw.readInt(*layout);
    if (failed(l))
      return failure();
    if (*l != 0)
      return rw.emitError()
             << rw.describeOperand(*layout) << " is layout " << *l
             << "; only the strided layout (0) is "
                "supported";
  }
  if (device && !rw.isNone(*device)) {
    std::optional<std::string> d =
        matchConstantString(rw.getOp()->getOperand(*device));
    if (!d || (*d != "cpu" && !llvm::StringRef(*d).starts_with("cpu:")))
      return rw.emitError() << rw.describeOperand(*device)
                            << " must be the constant device 'cpu' (tocc "
                               "compiles for one device)";
  }
  if (pin && !rw.isNone(*pin)) {
    FailureOr<bool> p = rw.readBool(*pin);
    if (failed(p))
      return failure();
    if (*p)
      return rw.emitError() << rw.describeOperand(*pin)
                            << " is true; pinned memory is not supported";
  }
  return success();
}

/// Where a conversion finds its target dtype.
struct ConversionForm {
  /// A ScalarType operand (none keeps the dtype), or
  std::optional<unsigned> dtype;
  /// a tensor operand whose dtype to take (to.other, type_as).
  std::optional<unsigned> like;
  std::optional<unsigned> layout, device, pin;
};

// to(self, dtype) = cast(self, dtype), the identity when self has it
ValueBuilder conversionBuilder(ConversionForm form) {
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<Value *> self = rw.readTensor(0);
    if (failed(self))
      return failure();
    if (failed(checkPlacement(rw, form.layout, form.device, form.pin)))
      return failure();
    DType target = (*self)->getType().getDType();
    if (form.like) {
      FailureOr<Value *> like = rw.readTensor(*form.like);
      if (failed(like))
        return failure();
      FailureOr<DType> dt = knownDType(rw, *like);
      if (failed(dt))
        return failure();
      target = *dt;
    } else if (form.dtype && !rw.isNone(*form.dtype)) {
      FailureOr<int64_t> code = rw.readInt(*form.dtype);
      if (failed(code))
        return failure();
      std::optional<DType> dt = aten::dtypeFromScalarType(*code);
      if (!dt)
        return rw.emitError()
               << rw.describeOperand(*form.dtype) << " is ScalarType " << *code
               << ", which tocc has no dtype for";
      target = *dt;
    }
    if (target != DType::Unknown &&
        (*self)->getType().getDType() == DType::Unknown)
      return rw.emitError() << "needs the dtype of its input to know whether "
                               "it converts (give the model's input types)";
    return rw.castTo(*self, target);
  };
}

// clone(x) = detach(x) = alias(x) = x: tocc's values are immutable
FailureOr<Value *> buildIdentity(Rewriter &rw, Operation *) {
  return rw.readTensor(0);
}

// dropout(x, p, train) = x when train is false or p is 0 (feature and
// alpha forms alike: `F.dropout(x, p=0.0)` in a model's forward trains by
// default, as swin's attention does); other training dropout is random, so
// it does not decompose
FailureOr<Value *> buildEvalDropout(Rewriter &rw, Operation *) {
  FailureOr<Value *> input = rw.readTensor(0);
  FailureOr<double> p = rw.readFloat(1);
  FailureOr<bool> train = rw.readBool(2);
  if (failed(input) || failed(p) || failed(train))
    return failure();
  if (*train && *p != 0.0)
    return rw.emitError() << "is a training-mode dropout ("
                          << rw.describeOperand(2)
                          << " is true, p = " << llvm::formatv("{0}", *p).str()
                          << "), which is random; only eval-mode dropout or "
                             "p = 0 (the identity) decomposes";
  return *input;
}

} // namespace

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void detail::registerElementwiseDecompositions() {
  // Unary math: name, core op, dtype handling, in-place form.
  struct Unary {
    const char *name;
    llvm::StringRef core;
    UnaryKind kind;
    const char *inPlaceName;
  };
  using K = UnaryKind;
  static const Unary unaries[] = {
      {"aten::abs", core::AbsOp::getOperationName(), K::Numeric, "aten::abs_"},
      {"aten::neg", core::NegOp::getOperationName(), K::Numeric, "aten::neg_"},
      {"aten::sign", core::SignOp::getOperationName(), K::NumericBoolIdentity,
       "aten::sign_"},
      {"aten::exp", core::ExpOp::getOperationName(), K::Float, "aten::exp_"},
      {"aten::log", core::LogOp::getOperationName(), K::Float, "aten::log_"},
      {"aten::log1p", core::Log1pOp::getOperationName(), K::Float,
       "aten::log1p_"},
      {"aten::expm1", core::Expm1Op::getOperationName(), K::Float,
       "aten::expm1_"},
      {"aten::sqrt", core::SqrtOp::getOperationName(), K::Float, "aten::sqrt_"},
      {"aten::rsqrt", core::RsqrtOp::getOperationName(), K::Float,
       "aten::rsqrt_"},
      {"aten::reciprocal", core::ReciprocalOp::getOperationName(), K::Float,
       "aten::reciprocal_"},
      {"aten::sin", core::SinOp::getOperationName(), K::Float, "aten::sin_"},
      {"aten::cos", core::CosOp::getOperationName(), K::Float, "aten::cos_"},
      {"aten::tan", core::TanOp::getOperationName(), K::Float, "aten::tan_"},
      {"aten::asin", core::AsinOp::getOperationName(), K::Float, "aten::asin_"},
      {"aten::acos", core::AcosOp::getOperationName(), K::Float, "aten::acos_"},
      {"aten::atan", core::AtanOp::getOperationName(), K::Float, "aten::atan_"},
      {"aten::sinh", core::SinhOp::getOperationName(), K::Float, "aten::sinh_"},
      {"aten::cosh", core::CoshOp::getOperationName(), K::Float, "aten::cosh_"},
      {"aten::tanh", core::TanhOp::getOperationName(), K::Float, "aten::tanh_"},
      {"aten::asinh", core::AsinhOp::getOperationName(), K::Float,
       "aten::asinh_"},
      {"aten::acosh", core::AcoshOp::getOperationName(), K::Float,
       "aten::acosh_"},
      {"aten::atanh", core::AtanhOp::getOperationName(), K::Float,
       "aten::atanh_"},
      {"aten::erf", core::ErfOp::getOperationName(), K::Float, "aten::erf_"},
      {"aten::sigmoid", core::SigmoidOp::getOperationName(), K::Float,
       "aten::sigmoid_"},
      {"aten::floor", core::FloorOp::getOperationName(), K::Rounding,
       "aten::floor_"},
      {"aten::ceil", core::CeilOp::getOperationName(), K::Rounding,
       "aten::ceil_"},
      {"aten::round", core::RoundOp::getOperationName(), K::Rounding,
       "aten::round_"},
      {"aten::trunc", core::TruncOp::getOperationName(), K::Rounding,
       "aten::trunc_"},
      {"aten::fix", core::TruncOp::getOperationName(), K::Rounding,
       "aten::fix_"},
  };
  for (const Unary &u : unaries)
    addElementwise(u.name, u.inPlaceName, unaryBuilder(u.core, u.kind));
  addElementwise("aten::log2", "aten::log2_", logBase(2.0));
  addElementwise("aten::log10", "aten::log10_", logBase(10.0));
  addElementwise("aten::exp2", "aten::exp2_", buildExp2);
  addElementwise("aten::frac", "aten::frac_", buildFrac);
  addElementwise("aten::square", "aten::square_", buildSquare);
  addElementwise("aten::isnan", "",
                 floatTest(core::IsnanOp::getOperationName()));
  addElementwise("aten::isinf", "",
                 floatTest(core::IsinfOp::getOperationName()));
  addElementwise("aten::isfinite", "", buildIsFinite);

  // Binary arithmetic. Flags: (lhs is a Scalar, rhs is a Scalar, computes
  // in floating point).
  addElementwise("aten::add.Tensor", "aten::add_.Tensor",
                 addSubBuilder(core::AddOp::getOperationName(), false, false));
  addElementwise("aten::add.Scalar", "aten::add_.Scalar",
                 addSubBuilder(core::AddOp::getOperationName(), true, false));
  addElementwise("aten::sub.Tensor", "aten::sub_.Tensor",
                 addSubBuilder(core::SubOp::getOperationName(), false, false));
  addElementwise("aten::sub.Scalar", "aten::sub_.Scalar",
                 addSubBuilder(core::SubOp::getOperationName(), true, false));
  addElementwise("aten::rsub.Tensor", "",
                 addSubBuilder(core::SubOp::getOperationName(), false, true));
  addElementwise("aten::rsub.Scalar", "",
                 addSubBuilder(core::SubOp::getOperationName(), true, true));
  addElementwise("aten::mul.Tensor", "aten::mul_.Tensor",
                 binaryBuilder(core::MulOp::getOperationName(), false, false));
  addElementwise("aten::mul.Scalar", "aten::mul_.Scalar",
                 binaryBuilder(core::MulOp::getOperationName(), false, true));
  addElementwise(
      "aten::div.Tensor", "aten::div_.Tensor",
      binaryBuilder(core::DivOp::getOperationName(), false, false, true));
  addElementwise(
      "aten::div.Scalar", "aten::div_.Scalar",
      binaryBuilder(core::DivOp::getOperationName(), false, true, true));
  addElementwise(
      "aten::true_divide.Tensor", "aten::true_divide_.Tensor",
      binaryBuilder(core::DivOp::getOperationName(), false, false, true));
  addElementwise(
      "aten::true_divide.Scalar", "aten::true_divide_.Scalar",
      binaryBuilder(core::DivOp::getOperationName(), false, true, true));
  addElementwise("aten::div.Tensor_mode", "aten::div_.Tensor_mode",
                 divModeBuilder(false));
  addElementwise("aten::div.Scalar_mode", "aten::div_.Scalar_mode",
                 divModeBuilder(true));
  addElementwise(
      "aten::floor_divide", "aten::floor_divide_.Tensor",
      binaryBuilder(core::FloordivOp::getOperationName(), false, false));
  addElementwise(
      "aten::floor_divide.Scalar", "aten::floor_divide_.Scalar",
      binaryBuilder(core::FloordivOp::getOperationName(), false, true));
  addElementwise(
      "aten::remainder.Tensor", "aten::remainder_.Tensor",
      binaryBuilder(core::RemainderOp::getOperationName(), false, false));
  addElementwise(
      "aten::remainder.Scalar", "aten::remainder_.Scalar",
      binaryBuilder(core::RemainderOp::getOperationName(), false, true));
  addElementwise(
      "aten::remainder.Scalar_Tensor", "",
      binaryBuilder(core::RemainderOp::getOperationName(), true, false));
  addElementwise("aten::fmod.Tensor", "aten::fmod_.Tensor",
                 binaryBuilder(core::FmodOp::getOperationName(), false, false));
  addElementwise("aten::fmod.Scalar", "aten::fmod_.Scalar",
                 binaryBuilder(core::FmodOp::getOperationName(), false, true));
  addElementwise("aten::pow.Tensor_Tensor", "aten::pow_.Tensor",
                 binaryBuilder(core::PowOp::getOperationName(), false, false));
  addElementwise("aten::pow.Tensor_Scalar", "aten::pow_.Scalar",
                 binaryBuilder(core::PowOp::getOperationName(), false, true));
  addElementwise("aten::pow.Scalar", "",
                 binaryBuilder(core::PowOp::getOperationName(), true, false));
  addElementwise(
      "aten::maximum", "",
      binaryBuilder(core::MaximumOp::getOperationName(), false, false));
  addElementwise(
      "aten::minimum", "",
      binaryBuilder(core::MinimumOp::getOperationName(), false, false));
  addElementwise(
      "aten::atan2", "aten::atan2_",
      binaryBuilder(core::Atan2Op::getOperationName(), false, false, true));
  addElementwise("aten::hypot", "aten::hypot_", buildHypot);
  addElementwise("aten::lerp.Scalar", "aten::lerp_.Scalar", lerpBuilder(true));
  addElementwise("aten::lerp.Tensor", "aten::lerp_.Tensor", lerpBuilder(false));
  addElementwise("aten::addcmul", "aten::addcmul_",
                 addcBuilder(core::MulOp::getOperationName()));
  addElementwise("aten::addcdiv", "aten::addcdiv_",
                 addcBuilder(core::DivOp::getOperationName()));

  // Selection and clamping.
  addElementwise("aten::where.self", "", whereBuilder(false, false));
  addElementwise("aten::where.ScalarOther", "", whereBuilder(false, true));
  addElementwise("aten::where.ScalarSelf", "", whereBuilder(true, false));
  addElementwise("aten::where.Scalar", "", whereBuilder(true, true));
  addElementwise("aten::masked_fill.Scalar", "aten::masked_fill_.Scalar",
                 maskedFillBuilder(true));
  addElementwise("aten::masked_fill.Tensor", "aten::masked_fill_.Tensor",
                 maskedFillBuilder(false));
  addElementwise("aten::clamp", "aten::clamp_",
                 clampBuilder({1u, 2u, true, true}));
  addElementwise("aten::clamp.Tensor", "aten::clamp_.Tensor",
                 clampBuilder({1u, 2u, false, true}));
  addElementwise("aten::clip", "aten::clip_",
                 clampBuilder({1u, 2u, true, true}));
  addElementwise("aten::clip.Tensor", "aten::clip_.Tensor",
                 clampBuilder({1u, 2u, false, true}));
  addElementwise("aten::clamp_min", "aten::clamp_min_",
                 clampBuilder({1u, {}, true, true}));
  addElementwise("aten::clamp_min.Tensor", "aten::clamp_min_.Tensor",
                 clampBuilder({1u, {}, false, true}));
  addElementwise("aten::clamp_max", "aten::clamp_max_",
                 clampBuilder({{}, 1u, true, true}));
  addElementwise("aten::clamp_max.Tensor", "aten::clamp_max_.Tensor",
                 clampBuilder({{}, 1u, false, true}));
  addElementwise("aten::hardtanh", "aten::hardtanh_",
                 clampBuilder({1u, 2u, true, false}));

  // Conversions and identities.
  addElementwise("aten::to.dtype", "", conversionBuilder({1u, {}, {}, {}, {}}));
  addElementwise("aten::to.dtype_layout", "",
                 conversionBuilder({1u, {}, 2u, 3u, 4u}));
  addElementwise("aten::_to_copy", "", conversionBuilder({1u, {}, 2u, 3u, 4u}));
  addElementwise("aten::to.device", "",
                 conversionBuilder({2u, {}, {}, 1u, {}}));
  addElementwise("aten::to.prim_dtype", "",
                 conversionBuilder({1u, {}, {}, {}, {}}));
  addElementwise("aten::to.prim_Device", "",
                 conversionBuilder({2u, {}, {}, 1u, {}}));
  addElementwise("aten::to.prim_other", "",
                 conversionBuilder({{}, {}, {}, {}, {}}));
  addElementwise("aten::to.other", "", conversionBuilder({{}, 1u, {}, {}, {}}));
  addElementwise("aten::type_as", "", conversionBuilder({{}, 1u, {}, {}, {}}));
  addElementwise("aten::clone", "", buildIdentity);
  addElementwise("aten::detach", "", buildIdentity);
  addElementwise("aten::alias", "", buildIdentity);
  // Eval-mode dropout mutates nothing, in place or not.
  for (const char *name :
       {"aten::dropout", "aten::dropout_", "aten::feature_dropout",
        "aten::feature_dropout_", "aten::alpha_dropout", "aten::alpha_dropout_",
        "aten::feature_alpha_dropout", "aten::feature_alpha_dropout_"})
    addBuiltin(name, functional(buildEvalDropout));
}
