//===- Elementwise.cpp - Lowerings of the elementwise family ----------------===//
//
// Unary math, activations, binary arithmetic, comparisons, logic, where,
// clamp and cast. Most are one ONNX op; the work is in the element types
// (ONNX ops take fewer dtypes at low opsets: computeType picks an exact
// detour or says which dtype the target cannot take) and in the places
// where ONNX's semantics differ from ATen's (NaN in Max/Min, Python's floor
// division and remainder, round half to even, bitwise ops on integers).
//
//===----------------------------------------------------------------------===//
#include "ElementwiseForms.h"
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"

#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>

using namespace tocc;
using namespace tocc::lowering;

//===----------------------------------------------------------------------===//
// Element types per op and opset
//===----------------------------------------------------------------------===//

namespace {

constexpr uint32_t bit(DType d) { return 1u << unsigned(d); }
constexpr uint32_t kF = bit(DType::F16) | bit(DType::F32) | bit(DType::F64);
constexpr uint32_t kBF = bit(DType::BF16);
constexpr uint32_t kSI =
    bit(DType::I8) | bit(DType::I16) | bit(DType::I32) | bit(DType::I64);
constexpr uint32_t kUI =
    bit(DType::U8) | bit(DType::U16) | bit(DType::U32) | bit(DType::U64);
constexpr uint32_t kI32_64 =
    bit(DType::I32) | bit(DType::I64) | bit(DType::U32) | bit(DType::U64);
constexpr uint32_t kBool = bit(DType::Bool);
constexpr uint32_t kNum = kF | kSI | kUI;
constexpr uint32_t kAllButBF = kNum | kBool | bit(DType::Str) |
                               bit(DType::C64) | bit(DType::C128);

/// One version of an op's type constraint on its data inputs.
struct TypeRow {
  const char *op;
  int64_t since;
  uint32_t types;
};

constexpr uint32_t kI32_I64 = bit(DType::I32) | bit(DType::I64);

// The types tocc lets each op take: libonnx 1.12's schemas (the constraint
// of the data inputs at each since_version; tocc's schemas for 18+),
// narrowed to what ONNX Runtime's CPU kernels implement wherever an exact
// detour exists, so the models run there: integer and bool types (ORT has
// no int8/int16/uint8 Add, Less, Equal, Max, no bool Where) go through
// wider integers, bf16 (almost no CPU kernels) through f32. f16 stays (ORT
// computes it in f32 by itself) and so does f64 where the only detour
// would round (ORT lacks f64 Cos, Erf, ...). Measured by loading one-node
// models of every op, opset 9-21 and dtype in onnxruntime-node 1.20.1;
// 1.30.0 has no bf16 kernel either for the ops opset 22 gave bf16
// (Sin, Round, Elu, ...; docs/opsets.md), so no row changes at 22.
// An op absent here is not used by this file.
const TypeRow kTypeRows[] = {
    {"Neg", 6, kF | bit(DType::I8) | kI32_I64},
    {"Abs", 6, kNum},
    {"Sign", 9, kNum},
    {"Sign", 13, kNum | kBF},
    {"Exp", 6, kF},
    {"Log", 6, kF},
    {"Sqrt", 6, kF},
    {"Reciprocal", 6, kF},
    {"Tanh", 6, kF},
    {"Sigmoid", 6, kF},
    {"Floor", 6, kF},
    {"Ceil", 6, kF},
    {"Sin", 7, kF},
    {"Cos", 7, kF},
    {"Tan", 7, kF},
    {"Asin", 7, kF},
    {"Acos", 7, kF},
    {"Atan", 7, kF},
    {"Sinh", 9, kF},
    {"Cosh", 9, kF},
    {"Asinh", 9, kF},
    {"Acosh", 9, kF},
    {"Atanh", 9, kF},
    {"Erf", 9, kF},
    {"Round", 11, kF},
    {"Relu", 6, kF},
    {"Relu", 14, kF | bit(DType::I8) | bit(DType::I32)},
    {"Not", 1, kBool},
    {"And", 7, kBool},
    {"Or", 7, kBool},
    {"Xor", 7, kBool},
    {"IsNaN", 9, kF},
    {"IsInf", 10, bit(DType::F32) | bit(DType::F64)},
    // The activations' f64 (which ORT lacks) takes their explicit forms.
    {"HardSwish", 14, bit(DType::F16) | bit(DType::F32)},
    {"HardSigmoid", 6, bit(DType::F16) | bit(DType::F32)},
    {"Elu", 6, bit(DType::F16) | bit(DType::F32)},
    {"Selu", 6, bit(DType::F16) | bit(DType::F32)},
    {"Celu", 12, bit(DType::F32)},
    {"LeakyRelu", 6, bit(DType::F16) | bit(DType::F32)},
    {"Mish", 18, bit(DType::F16) | bit(DType::F32)},
    {"Gelu", 20, kF},
    {"Add", 7, kF | kI32_I64},
    {"Sub", 7, kF | kI32_I64},
    {"Mul", 7, kF | kI32_I64},
    {"Div", 7, kF | kI32_I64},
    {"Pow", 7, kF},
    {"Pow", 12, kF | kI32_I64},
    {"Max", 8, kF},
    {"Max", 12, kF | kI32_64},
    {"Min", 8, kF},
    {"Min", 12, kF | kI32_64},
    {"Mod", 10, kNum},
    {"Equal", 7, kBool | kI32_I64},
    {"Equal", 11, kBool | kF | kI32_I64},
    {"Less", 9, kF | kI32_I64},
    {"Greater", 9, kF | kI32_I64},
    {"LessOrEqual", 12, kF | kI32_I64},
    {"GreaterOrEqual", 12, kF | kI32_I64},
    {"Where", 9,
     kF | kI32_I64 | bit(DType::U8) | bit(DType::Str) | bit(DType::C64) |
         bit(DType::C128)},
    // Clip-6 and -11 take f64 in the schema, not in ORT: clamp of f64
    // before opset 12 is Max / Min.
    {"Clip", 6, bit(DType::F16) | bit(DType::F32)},
    {"Clip", 12,
     kF | bit(DType::I8) | kI32_I64 | bit(DType::U8) | bit(DType::U32) |
         bit(DType::U64)},
    {"Cast", 9, kAllButBF},
    {"Cast", 13, kAllButBF | kBF},
    {"Range", 11,
     bit(DType::F32) | bit(DType::F64) | bit(DType::I16) | bit(DType::I32) |
         bit(DType::I64)},
    {"BitwiseNot", 18, kSI | kUI},
    {"BitwiseAnd", 18, kSI | kUI},
    {"BitwiseOr", 18, kSI | kUI},
    {"BitwiseXor", 18, kSI | kUI},
};

/// The row of `opType` in effect at `opset`; null if the op has none.
const TypeRow *lookupTypes(llvm::StringRef opType, int64_t opset) {
  const TypeRow *best = nullptr;
  for (const TypeRow &row : kTypeRows)
    if (opType == row.op && row.since <= opset &&
        (!best || row.since > best->since))
      best = &row;
  return best;
}

std::string describeTypes(uint32_t types) {
  llvm::SmallVector<std::string, 12> names;
  for (unsigned d = 0; d <= unsigned(DType::Str); ++d)
    if (types & (1u << d))
      names.push_back(dtypeName(DType(d)).str());
  return llvm::join(names, ", ");
}

bool isUnsignedInt(DType d) {
  return d == DType::U8 || d == DType::U16 || d == DType::U32 ||
         d == DType::U64;
}
bool isNarrowInt(DType d) {
  return d == DType::I8 || d == DType::I16 || d == DType::U8 ||
         d == DType::U16;
}

} // namespace

bool lowering::onnxTakes(llvm::StringRef opType, int64_t opset, DType dtype) {
  const TypeRow *row = lookupTypes(opType, opset);
  return row && (row->types & bit(dtype));
}

std::string lowering::describeOnnxTypes(llvm::StringRef opType,
                                        int64_t opset) {
  if (const TypeRow *row = lookupTypes(opType, opset))
    return (opType + "-" + llvm::Twine(row->since) + " takes " +
            describeTypes(row->types))
        .str();
  return (opType + " does not exist there").str();
}

FailureOr<DType> lowering::computeType(LoweringRewriter &rw,
                                       llvm::StringRef opType, DType dtype,
                                       unsigned widen) {
  if (dtype == DType::Unknown || rw.takes(opType, dtype))
    return dtype;
  llvm::SmallVector<DType, 4> candidates;
  // A detour needs Cast to take the dtype (bf16 only from opset 13).
  if (rw.takes("Cast", dtype)) {
    if ((widen & FloatsToF32) &&
        (dtype == DType::F16 || dtype == DType::BF16))
      candidates.push_back(DType::F32);
    bool intFitsF64 = isIntegerDType(dtype) && dtype != DType::I64 &&
                      dtype != DType::U64;
    if ((widen & IntsToI64) && intFitsF64)
      candidates.append({DType::I64, DType::I32});
    if ((widen & IntsToFloat) && intFitsF64)
      candidates.append({DType::F64, DType::F32});
    if ((widen & BoolToInt) && dtype == DType::Bool)
      candidates.append({DType::I32, DType::I64, DType::F32});
  }
  for (DType c : candidates) {
    // i32 holds only the narrow ints, f32 only the narrow ints and halves.
    if (c == DType::I32 && !isNarrowInt(dtype))
      continue;
    if (c == DType::F32 && isIntegerDType(dtype) && !isNarrowInt(dtype))
      continue;
    if (rw.takes(opType, c))
      return c;
  }
  rw.emitError() << "has no exact ONNX form for " << dtypeName(dtype)
                 << " at opset " << rw.target() << ": "
                 << rw.describeTakes(opType);
  return failure();
}

DType lowering::dtypeOf(Value *v) {
  if (!v || !v->getType().isTensor())
    return DType::Unknown;
  return v->getType().getDType();
}

std::optional<double> lowering::constantScalar(Value *v) {
  Attribute value = constantOperandValue(v);
  if (!value)
    return std::nullopt;
  Type t = value.getDenseType();
  if (t.getNumElements() != std::optional<int64_t>(1))
    return std::nullopt;
  llvm::ArrayRef<char> raw = value.getRawData();
  DType dt = t.getDType();
  if (raw.size() < dtypeByteSize(dt) || dtypeByteSize(dt) == 0)
    return std::nullopt;
  auto load = [&](auto zero) {
    decltype(zero) out;
    std::memcpy(&out, raw.data(), sizeof(out));
    return double(out);
  };
  auto half = [&](const llvm::fltSemantics &sem) {
    uint16_t bits;
    std::memcpy(&bits, raw.data(), 2);
    llvm::APFloat f(sem, llvm::APInt(16, bits));
    bool loses;
    f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
              &loses);
    return f.convertToDouble();
  };
  switch (dt) {
  case DType::Bool:
    return raw[0] != 0 ? 1.0 : 0.0;
  case DType::I8:
    return load(int8_t());
  case DType::I16:
    return load(int16_t());
  case DType::I32:
    return load(int32_t());
  case DType::I64:
    return load(int64_t());
  case DType::U8:
    return load(uint8_t());
  case DType::U16:
    return load(uint16_t());
  case DType::U32:
    return load(uint32_t());
  case DType::U64:
    return load(uint64_t());
  case DType::F16:
    return half(llvm::APFloat::IEEEhalf());
  case DType::BF16:
    return half(llvm::APFloat::BFloat());
  case DType::F32:
    return load(float());
  case DType::F64:
    return load(double());
  default:
    return std::nullopt;
  }
}

LogicalResult lowering::replaceWith(LoweringRewriter &rw, Operation *op,
                                    Value *v) {
  if (!v)
    return failure();
  rw.replaceOp(op, {v});
  return success();
}

//===----------------------------------------------------------------------===//
// Shared forms
//===----------------------------------------------------------------------===//

/// The inputs cast to `dtype`, each distinct value once (x + x casts x
/// once).
static llvm::SmallVector<Value *, 3>
castAll(LoweringRewriter &rw, llvm::ArrayRef<Value *> inputs, DType dtype) {
  llvm::SmallVector<Value *, 3> out;
  for (unsigned i = 0; i < inputs.size(); ++i) {
    auto *same = llvm::find(inputs.take_front(i), inputs[i]);
    out.push_back(same != inputs.begin() + i ? out[same - inputs.begin()]
                                             : rw.cast(inputs[i], dtype));
  }
  return out;
}

/// `opType(inputs)` computed in the type computeType picks for the first
/// input's dtype, cast back to that dtype.
static Value *sameType(LoweringRewriter &rw, llvm::StringRef opType,
                       llvm::ArrayRef<Value *> inputs, unsigned widen,
                       llvm::ArrayRef<NamedAttribute> attrs = {}) {
  if (llvm::is_contained(inputs, nullptr))
    return nullptr;
  DType dt = dtypeOf(inputs[0]);
  FailureOr<DType> ct = computeType(rw, opType, dt, widen);
  if (failed(ct))
    return nullptr;
  return rw.cast(rw.onnx(opType, castAll(rw, inputs, *ct), attrs), dt);
}

/// A comparison-like op whose result is bool: operands converted, no cast
/// back.
static Value *boolResult(LoweringRewriter &rw, llvm::StringRef opType,
                         llvm::ArrayRef<Value *> inputs, unsigned widen) {
  if (llvm::is_contained(inputs, nullptr))
    return nullptr;
  FailureOr<DType> ct = computeType(rw, opType, dtypeOf(inputs[0]), widen);
  if (failed(ct))
    return nullptr;
  return rw.onnx(opType, castAll(rw, inputs, *ct));
}

/// A 0-d constant of v's dtype.
static Value *constLike(LoweringRewriter &rw, Value *v, double value) {
  return rw.constScalar(dtypeOf(v), value);
}

Value *lowering::select(LoweringRewriter &rw, Value *cond, Value *x,
                        Value *y) {
  if (!cond || !x || !y)
    return nullptr;
  DType dt = dtypeOf(x);
  FailureOr<DType> ct = computeType(rw, "Where", dt, ValuesExact);
  if (failed(ct))
    return nullptr;
  llvm::SmallVector<Value *, 3> xy = castAll(rw, {x, y}, *ct);
  return rw.cast(rw.onnx("Where", {cond, xy[0], xy[1]}), dt);
}

static Value *isNaN(LoweringRewriter &rw, Value *x) {
  return boolResult(rw, "IsNaN", {x}, FloatsToF32);
}

static Value *logical(LoweringRewriter &rw, llvm::StringRef opType, Value *a,
                      Value *b) {
  return rw.onnx(opType, {a, b});
}

/// isnan(a) or isnan(b), leaving out constants that are not NaN; null
/// when neither can be NaN.
static Value *eitherNaN(LoweringRewriter &rw, Value *a, Value *b) {
  Value *out = nullptr;
  for (Value *v : {a, b}) {
    std::optional<double> c = constantScalar(v);
    if (c && !std::isnan(*c))
      continue;
    Value *nan = isNaN(rw, v);
    out = out ? logical(rw, "Or", out, nan) : nan;
  }
  return out;
}

static Value *logicalNot(LoweringRewriter &rw, Value *a) {
  return rw.onnx("Not", {a});
}

Value *lowering::arith(LoweringRewriter &rw, llvm::StringRef opType, Value *a,
                       Value *b) {
  if (!a || !b)
    return nullptr;
  // torch on bools: True + True is True (or), True * False is False (and).
  if (dtypeOf(a) == DType::Bool && opType == "Add")
    return logical(rw, "Or", a, b);
  if (dtypeOf(a) == DType::Bool && opType == "Mul")
    return logical(rw, "And", a, b);
  return sameType(rw, opType, {a, b}, Arithmetic);
}

/// The dtype ATen computes a float op of `dt` in (its opmath type): f32
/// for the half types, which multi-op forms use so that the result is
/// rounded once, as ATen rounds it.
static FailureOr<DType> opmathType(LoweringRewriter &rw, DType dt) {
  if (dt != DType::F16 && dt != DType::BF16)
    return dt;
  if (!rw.takes("Cast", dt)) {
    rw.emitError() << "has no ONNX form for " << dtypeName(dt) << " at opset "
                   << rw.target()
                   << ": Cast takes it from opset 13 (target opset 13 or "
                      "later)";
    return failure();
  }
  return DType::F32;
}

/// The float dtype of `x`, or an error: multi-op forms build constants of
/// the operand's dtype.
static FailureOr<DType> knownFloat(LoweringRewriter &rw, Value *x) {
  DType dt = dtypeOf(x);
  if (!isFloatDType(dt)) {
    rw.emitError() << "expects a float operand, got "
                   << (dt == DType::Unknown ? "an unknown dtype"
                                            : dtypeName(dt).str())
                   << " (infer shapes first)";
    return failure();
  }
  return dt;
}

static Value *extremum(LoweringRewriter &rw, Value *a, Value *b, bool isMax) {
  if (!a || !b)
    return nullptr;
  DType dt = dtypeOf(a);
  llvm::StringRef opType = isMax ? "Max" : "Min";
  // max of bools is or, min is and.
  if (dt == DType::Bool)
    return logical(rw, isMax ? "Or" : "And", a, b);
  // Max/Min take no integers before opset 12: select with Less, exact.
  if (isIntegerDType(dt) && !rw.takes(opType, dt)) {
    Value *lt = compare(rw, "lt", a, b);
    return isMax ? select(rw, lt, b, a) : select(rw, lt, a, b);
  }
  Value *m = sameType(rw, opType, {a, b}, FloatsToF32);
  if (!isFloatDType(dt))
    return m;
  // ONNX leaves NaN to the implementation (ORT returns the first operand
  // when the second is NaN); torch.maximum is NaN if either is, which is
  // exactly when a + b is NaN.
  Value *nan = eitherNaN(rw, a, b);
  if (!nan)
    return m;
  return select(rw, nan, arith(rw, "Add", a, b), m);
}

Value *lowering::maxOf(LoweringRewriter &rw, Value *a, Value *b) {
  return extremum(rw, a, b, /*isMax=*/true);
}
Value *lowering::minOf(LoweringRewriter &rw, Value *a, Value *b) {
  return extremum(rw, a, b, /*isMax=*/false);
}

Value *lowering::compare(LoweringRewriter &rw, llvm::StringRef pred, Value *a,
                         Value *b, const Since *since) {
  if (!a || !b)
    return nullptr;
  DType dt = dtypeOf(a);
  if (pred == "ne")
    return logicalNot(rw, compare(rw, "eq", a, b, since));
  if (pred == "eq") {
    // Equal takes floats from opset 11: before, a == b is neither a < b nor
    // a > b, and neither is NaN (and so for the floats it lacks after).
    bool equalOp = rw.takes("Equal", dt) && (!since || since->atLeast(11));
    if (isFloatDType(dt) && !equalOp) {
      Value *lt = compare(rw, "lt", a, b);
      Value *gt = compare(rw, "gt", a, b);
      Value *unequal = logical(rw, "Or", lt, gt);
      if (Value *nan = eitherNaN(rw, a, b))
        unequal = logical(rw, "Or", unequal, nan);
      return logicalNot(rw, unequal);
    }
    return boolResult(rw, "Equal", {a, b}, ValuesExact);
  }
  if (pred == "lt" || pred == "gt")
    return boolResult(rw, pred == "lt" ? "Less" : "Greater", {a, b},
                      ValuesExact);
  if (pred != "le" && pred != "ge") {
    rw.emitError() << "has an unknown predicate '" << pred << "'";
    return nullptr;
  }
  if (!since) {
    // A form's own le / ge would change at 12, where its entries are not.
    rw.emitError() << "lowers '" << pred
                   << "' only in an entry registered at opset 12";
    return nullptr;
  }
  if (since->atLeast(12))
    return boolResult(rw, pred == "le" ? "LessOrEqual" : "GreaterOrEqual",
                      {a, b}, ValuesExact);
  // Before LessOrEqual (12): a <= b is not a > b, and for floats neither is
  // NaN (NaN <= x is false).
  Value *strict = compare(rw, pred == "le" ? "gt" : "lt", a, b);
  if (!isFloatDType(dt))
    return logicalNot(rw, strict);
  if (Value *nan = eitherNaN(rw, a, b))
    strict = logical(rw, "Or", strict, nan);
  return logicalNot(rw, strict);
}

/// trunc(x) = x < 0 ? ceil(x) : floor(x) (NaN: floor(NaN) is NaN).
static Value *truncOf(LoweringRewriter &rw, Value *x) {
  return select(rw, compare(rw, "lt", x, constLike(rw, x, 0)),
                sameType(rw, "Ceil", {x}, FloatsToF32),
                sameType(rw, "Floor", {x}, FloatsToF32));
}

/// a - trunc(a / b) * b on integers: the remainder of ONNX's (truncating)
/// integer Div, of the sign of a.
static Value *truncRemainder(LoweringRewriter &rw, Value *a, Value *b,
                             Value *q) {
  return rw.onnx("Sub", {a, rw.onnx("Mul", {q, b})});
}

/// The correction Python's rounding makes to a truncated quotient: the
/// remainder r is nonzero and of the other sign than b, i.e. r < 0 < b or
/// b < 0 < r (a zero of either sign needs none; b = 0 has no remainder).
static Value *needsFloorFix(LoweringRewriter &rw, Value *r, Value *b) {
  Value *zero = constLike(rw, r, 0);
  // A constant divisor (shape arithmetic's // 2) leaves one test.
  if (std::optional<double> c = constantScalar(b); c && *c != 0)
    return compare(rw, *c > 0 ? "lt" : "gt", r, zero);
  Value *rNeg = compare(rw, "lt", r, zero);
  Value *bPos = compare(rw, "gt", b, zero);
  Value *rPos = compare(rw, "gt", r, zero);
  Value *bNeg = compare(rw, "lt", b, zero);
  Value *belowZero = logical(rw, "And", rNeg, bPos);
  Value *aboveZero = logical(rw, "And", rPos, bNeg);
  return logical(rw, "Or", belowZero, aboveZero);
}

/// Multi-op forms build constants and pick ops by dtype: they need it.
static bool requireKnown(LoweringRewriter &rw, Value *v) {
  if (!v)
    return false;
  if (dtypeOf(v) != DType::Unknown)
    return true;
  rw.emitError() << "needs operands of a known dtype (infer shapes first)";
  return false;
}

/// Whether the int value `v` is known to be >= 0: a non-negative
/// constant, a size read from a shape, or arithmetic that keeps them
/// non-negative (`x.size(1) // 2 * 3`).
static bool isNonNegativeInt(Value *v, unsigned depth = 0) {
  if (std::optional<double> c = constantScalar(v))
    return *c >= 0;
  Operation *def = v->getDefiningOp();
  if (!def || depth > 8)
    return false;
  llvm::StringRef name = def->getNameStr();
  if (name == "onnx.Shape" || name == "onnx.Size" ||
      name == core::DimOp::getOperationName() ||
      name == core::ShapeOfOp::getOperationName())
    return true;
  // Elements of a non-negative tensor, rearranged.
  if (name == "onnx.Gather" || name == "onnx.Squeeze" ||
      name == "onnx.Unsqueeze" || name == "onnx.Reshape" ||
      name == "onnx.Cast")
    return def->getNumOperands() > 0 &&
           isNonNegativeInt(def->getOperand(0), depth + 1);
  if (name == "onnx.Add" || name == "onnx.Mul" || name == "onnx.Div" ||
      name == "onnx.Min" || name == "onnx.Max" || name == "onnx.Concat")
    return llvm::all_of(def->getOperands(), [&](Value *operand) {
      return isNonNegativeInt(operand, depth + 1);
    });
  return false;
}

Value *lowering::floorDiv(LoweringRewriter &rw, Value *a, Value *b,
                          const Since &since) {
  if (!b || !requireKnown(rw, a))
    return nullptr;
  DType dt = dtypeOf(a);
  if (isFloatDType(dt)) {
    FailureOr<DType> ct = opmathType(rw, dt);
    if (failed(ct))
      return nullptr;
    Value *x = rw.cast(a, *ct), *y = rw.cast(b, *ct);
    Value *out;
    if (since.below(10)) {
      // No Mod before opset 10: floor(a / b), which differs from ATen's
      // in the last place when a / b rounds up to an integer.
      out = rw.onnx("Floor", {rw.onnx("Div", {x, y})});
    } else {
      // ATen's div_floor_floating: mod = fmod(a, b); div = (a - mod) / b,
      // minus 1 when mod and b differ in sign; then floor(div), plus 1
      // when div - floor(div) > 0.5; a / b when b == 0.
      Value *one = constLike(rw, x, 1);
      Value *mod = rw.onnx("Mod", {x, y}, {rw.intAttr("fmod", 1)});
      Value *div = rw.onnx("Div", {rw.onnx("Sub", {x, mod}), y});
      div = select(rw, needsFloorFix(rw, mod, y), rw.onnx("Sub", {div, one}),
                   div);
      Value *fl = rw.onnx("Floor", {div});
      Value *up = compare(rw, "gt", rw.onnx("Sub", {div, fl}),
                          constLike(rw, x, 0.5));
      fl = select(rw, up, rw.onnx("Add", {fl, one}), fl);
      out = select(rw, compare(rw, "eq", y, constLike(rw, y, 0)),
                   rw.onnx("Div", {x, y}), fl);
    }
    return rw.cast(out, dt);
  }
  // Unsigned: truncation is floor.
  if (isUnsignedInt(dt))
    return sameType(rw, "Div", {a, b}, IntsToI64);
  // Signed: q = a / b truncates; q - 1 when the remainder's sign differs
  // from b's. Computed in i64 below Div's int8/int16 (14); the cast back
  // wraps as ATen's int8 arithmetic does.
  FailureOr<DType> ct = computeType(rw, "Div", dt, IntsToI64);
  if (failed(ct))
    return nullptr;
  Value *x = rw.cast(a, *ct), *y = rw.cast(b, *ct);
  Value *q = rw.onnx("Div", {x, y});
  // A size over a positive constant (`x.size(1) // 2`): truncation is
  // floor, the Div alone.
  std::optional<double> divisor = constantScalar(b);
  if (divisor && *divisor > 0 && isNonNegativeInt(a))
    return rw.cast(q, dt);
  Value *r = truncRemainder(rw, x, y, q);
  Value *fixed =
      select(rw, needsFloorFix(rw, r, y),
             rw.onnx("Sub", {q, constLike(rw, q, 1)}), q);
  return rw.cast(fixed, dt);
}

Value *lowering::remainder(LoweringRewriter &rw, Value *a, Value *b,
                           const Since &since) {
  if (!b || !requireKnown(rw, a))
    return nullptr;
  DType dt = dtypeOf(a);
  if (isFloatDType(dt)) {
    FailureOr<DType> ct = opmathType(rw, dt);
    if (failed(ct))
      return nullptr;
    Value *x = rw.cast(a, *ct), *y = rw.cast(b, *ct);
    Value *out;
    if (since.below(10)) {
      // No Mod before opset 10: a - floor(a / b) * b (rounding differs
      // from fmod's exact remainder for large quotients).
      Value *fl = rw.onnx("Floor", {rw.onnx("Div", {x, y})});
      out = rw.onnx("Sub", {x, rw.onnx("Mul", {fl, y})});
    } else {
      // ATen: mod = fmod(a, b), plus b when nonzero and of the other sign.
      Value *mod = rw.onnx("Mod", {x, y}, {rw.intAttr("fmod", 1)});
      out = select(rw, needsFloorFix(rw, mod, y), rw.onnx("Add", {mod, y}),
                   mod);
    }
    return rw.cast(out, dt);
  }
  // Integer Mod with fmod = 0 has the sign of the divisor (Python's %).
  if (since.atLeast(10))
    return sameType(rw, "Mod", {a, b}, IntsToI64, {rw.intAttr("fmod", 0)});
  FailureOr<DType> ct = computeType(rw, "Div", dt, IntsToI64);
  if (failed(ct))
    return nullptr;
  Value *x = rw.cast(a, *ct), *y = rw.cast(b, *ct);
  Value *r = truncRemainder(rw, x, y, rw.onnx("Div", {x, y}));
  if (isUnsignedInt(dt))
    return rw.cast(r, dt);
  return rw.cast(select(rw, needsFloorFix(rw, r, y), rw.onnx("Add", {r, y}), r),
                 dt);
}

/// C's fmod: the sign of a.
static Value *fmodOf(LoweringRewriter &rw, Value *a, Value *b,
                     const Since &since) {
  if (!b || !requireKnown(rw, a))
    return nullptr;
  DType dt = dtypeOf(a);
  if (since.atLeast(10))
    return sameType(rw, "Mod", {a, b}, Arithmetic, {rw.intAttr("fmod", 1)});
  if (isFloatDType(dt)) {
    // a - trunc(a / b) * b (rounds where fmod is exact: large quotients).
    FailureOr<DType> ct = opmathType(rw, dt);
    if (failed(ct))
      return nullptr;
    Value *x = rw.cast(a, *ct), *y = rw.cast(b, *ct);
    Value *t = truncOf(rw, rw.onnx("Div", {x, y}));
    return rw.cast(rw.onnx("Sub", {x, rw.onnx("Mul", {t, y})}), dt);
  }
  FailureOr<DType> ct = computeType(rw, "Div", dt, IntsToI64);
  if (failed(ct))
    return nullptr;
  Value *x = rw.cast(a, *ct), *y = rw.cast(b, *ct);
  return rw.cast(truncRemainder(rw, x, y, rw.onnx("Div", {x, y})), dt);
}

//===----------------------------------------------------------------------===//
// Unary
//===----------------------------------------------------------------------===//

/// A unary core op of class OpT (operand input) that is one ONNX op of the
/// same dtype.
template <typename OpT>
static LoweringFn unary(llvm::StringRef opType, unsigned widen) {
  return [opType = opType.str(), widen](LoweringRewriter &rw,
                                        Operation *op) -> LogicalResult {
    return replaceWith(rw, op,
                       sameType(rw, opType, {OpT(op).getInput()}, widen));
  };
}

// log1p(x) = log(1 + x), with Goldberg's correction where |x| < 1:
// u = 1 + x; x if u == 1, else log(u) * x / (u - 1). Plain log(1 + x)
// loses the low bits of small x that torch.log1p keeps.
static Value *log1pOf(LoweringRewriter &rw, Value *x) {
  Value *one = constLike(rw, x, 1);
  Value *u = rw.onnx("Add", {x, one});
  Value *lg = rw.onnx("Log", {u});
  Value *d = rw.onnx("Sub", {u, one});
  Value *small = select(rw, compare(rw, "eq", d, constLike(rw, x, 0)), x,
                        rw.onnx("Mul", {lg, rw.onnx("Div", {x, d})}));
  return select(rw, compare(rw, "lt", rw.onnx("Abs", {x}), one), small, lg);
}

// expm1(x) = exp(x) - 1, with Kahan's correction where |x| < 1:
// u = exp(x); x if u == 1, else (u - 1) * x / log(u).
static Value *expm1Of(LoweringRewriter &rw, Value *x) {
  Value *one = constLike(rw, x, 1);
  Value *u = rw.onnx("Exp", {x});
  Value *d = rw.onnx("Sub", {u, one});
  Value *small = select(rw, compare(rw, "eq", u, one), x,
                        rw.onnx("Mul", {d, rw.onnx("Div", {x, rw.onnx("Log", {u})})}));
  return select(rw, compare(rw, "lt", rw.onnx("Abs", {x}), one), small, d);
}

/// A multi-op float form of a unary op of class OpT (operand input),
/// computed in the opmath type and cast back.
template <typename OpT>
static LoweringFn floatForm(Value *(*form)(LoweringRewriter &, Value *)) {
  return [form](LoweringRewriter &rw, Operation *op) -> LogicalResult {
    Value *x = OpT(op).getInput();
    FailureOr<DType> dt = knownFloat(rw, x);
    if (failed(dt))
      return failure();
    FailureOr<DType> ct = opmathType(rw, *dt);
    if (failed(ct))
      return failure();
    return replaceWith(rw, op, rw.cast(form(rw, rw.cast(x, *ct)), *dt));
  };
}

// rsqrt(x) = 1 / sqrt(x)
static Value *rsqrtOf(LoweringRewriter &rw, Value *x) {
  return rw.onnx("Reciprocal", {rw.onnx("Sqrt", {x})});
}

// round(x) before Round-11: f = floor(x), d = x - f (exact); f + 1 when
// d > 0.5, or d >= 0.5 and f is odd (halves to even); f is odd when
// f - 2 * floor(f / 2) > 0 (all exact in binary floating point). For NaN
// and infinities f is x itself and f + 1 too.
static Value *roundHalfEven(LoweringRewriter &rw, Value *x) {
  Value *half = constLike(rw, x, 0.5), *one = constLike(rw, x, 1),
        *two = constLike(rw, x, 2);
  Value *f = rw.onnx("Floor", {x});
  Value *d = rw.onnx("Sub", {x, f});
  Value *halfF = rw.onnx("Floor", {rw.onnx("Div", {f, two})});
  Value *rem = rw.onnx("Sub", {f, rw.onnx("Mul", {halfF, two})});
  Value *odd = compare(rw, "gt", rem, constLike(rw, x, 0));
  Value *above = compare(rw, "gt", d, half);
  Value *atLeast = logicalNot(rw, compare(rw, "lt", d, half));
  Value *up = logical(rw, "Or", above, logical(rw, "And", odd, atLeast));
  return select(rw, up, rw.onnx("Add", {f, one}), f);
}

// sign(x) = Sign(x), but 0 for NaN as ATen's (0 < x) - (x < 0) gives.
static LogicalResult lowerSign(LoweringRewriter &rw, Operation *op) {
  Value *x = core::SignOp(op).getInput();
  Value *sign = sameType(rw, "Sign", {x}, ValuesExact);
  if (!isFloatDType(dtypeOf(x)))
    return replaceWith(rw, op, sign);
  return replaceWith(rw, op, select(rw, isNaN(rw, x), constLike(rw, x, 0), sign));
}

// trunc(x) = x < 0 ? ceil(x) : floor(x)
static LogicalResult lowerTrunc(LoweringRewriter &rw, Operation *op) {
  Value *x = core::TruncOp(op).getInput();
  if (failed(knownFloat(rw, x)))
    return failure();
  return replaceWith(rw, op, truncOf(rw, x));
}

// relu(x) = max(x, 0): Relu for floats (and signed ints from 14); else
// x < 0 ? 0 : x, exact for every integer type.
static LogicalResult lowerRelu(LoweringRewriter &rw, Operation *op) {
  Value *x = core::ReluOp(op).getInput();
  DType dt = dtypeOf(x);
  if (!isIntegerDType(dt) || rw.takes("Relu", dt))
    return replaceWith(rw, op, sameType(rw, "Relu", {x}, FloatsToF32));
  Value *zero = constLike(rw, x, 0);
  return replaceWith(rw, op, select(rw, compare(rw, "lt", x, zero), zero, x));
}

// isinf(x) = IsInf(x) from opset 10 (f16 exactly as f32)
static LogicalResult lowerIsInf(LoweringRewriter &rw, Operation *op) {
  return replaceWith(
      rw, op,
      boolResult(rw, "IsInf", {core::IsinfOp(op).getInput()}, FloatsToF32));
}

// isinf(x) before IsInf (10): |x| > the dtype's largest finite value.
static LogicalResult lowerIsInfByAbs(LoweringRewriter &rw, Operation *op) {
  Value *x = core::IsinfOp(op).getInput();
  FailureOr<DType> dt = knownFloat(rw, x);
  if (failed(dt))
    return failure();
  double maxFinite = *dt == DType::F16   ? 65504.0
                     : *dt == DType::F32 ? double(FLT_MAX)
                                         : DBL_MAX;
  return replaceWith(rw, op,
                     compare(rw, "gt", sameType(rw, "Abs", {x}, FloatsToF32),
                             constLike(rw, x, maxFinite)));
}

// bitwise_not(x): Not for bool; BitwiseNot from opset 18 (lowerBitwiseNot);
// before, for every integer type ~x = (0 - x) - 1 in two's complement (in
// i64 for the types Sub lacks, wrapped back by the cast).
static LogicalResult lowerBitwiseNot(LoweringRewriter &rw, Operation *op) {
  Value *x = core::BitwiseNotOp(op).getInput();
  if (!requireKnown(rw, x))
    return failure();
  if (dtypeOf(x) == DType::Bool)
    return replaceWith(rw, op, logicalNot(rw, x));
  return replaceWith(rw, op, rw.onnx("BitwiseNot", {x}));
}

static LogicalResult lowerBitwiseNotBySub(LoweringRewriter &rw,
                                          Operation *op) {
  Value *x = core::BitwiseNotOp(op).getInput();
  DType dt = dtypeOf(x);
  if (!requireKnown(rw, x))
    return failure();
  if (dt == DType::Bool)
    return replaceWith(rw, op, logicalNot(rw, x));
  FailureOr<DType> ct = computeType(rw, "Sub", dt, IntsToI64);
  if (failed(ct))
    return failure();
  Value *y = rw.cast(x, *ct);
  Value *neg = rw.onnx("Sub", {constLike(rw, y, 0), y});
  return replaceWith(rw, op,
                     rw.cast(rw.onnx("Sub", {neg, constLike(rw, y, 1)}), dt));
}

//===----------------------------------------------------------------------===//
// Activations with an ONNX op
//===----------------------------------------------------------------------===//

/// Whether an f32 attribute holds `v` exactly for a computation in `dt`
/// (ONNX float attributes are f32; torch's f64 kernels use the double).
static bool attrExact(double v, DType dt) {
  return dt != DType::F64 || double(float(v)) == v;
}

/// An activation `op` of input `x` that is `opType {attrs}`, but
/// `explicitForm` for f64: ONNX's float attributes are f32, which need not
/// hold torch's double constants, and ONNX Runtime has no f64 kernels of
/// these ops.
static LogicalResult
activation(LoweringRewriter &rw, Operation *op, Value *x,
           llvm::StringRef opType, llvm::ArrayRef<NamedAttribute> attrs,
           llvm::function_ref<Value *(Value *)> explicitForm) {
  if (dtypeOf(x) != DType::F64)
    return replaceWith(rw, op, sameType(rw, opType, {x}, FloatsToF32, attrs));
  return replaceWith(rw, op, explicitForm(x));
}

/// x > 0 ? x : neg
static Value *positiveOr(LoweringRewriter &rw, Value *x, Value *neg) {
  return select(rw, compare(rw, "gt", x, constLike(rw, x, 0)), x, neg);
}

/// min(max(x, lo), hi) of an f64 `x` (the activations' explicit forms):
/// Clip with 0-d inputs where Clip takes f64 in ONNX Runtime (from 12),
/// else (`maxMin`) Max / Min.
static Value *clipF64(LoweringRewriter &rw, Value *x, double lo, double hi,
                      bool maxMin) {
  if (maxMin)
    return minOf(rw, maxOf(rw, x, constLike(rw, x, lo)), constLike(rw, x, hi));
  return rw.onnx("Clip", {x, constLike(rw, x, lo), constLike(rw, x, hi)});
}

// hardswish(x) = HardSwish(x) = x * max(0, min(1, x / 6 + 1 / 2)); f64 as
// ATen: x * min(max(x + 3, 0), 6) / 6.
static LogicalResult lowerHardSwish(LoweringRewriter &rw, Operation *op) {
  return activation(
      rw, op, core::HardswishOp(op).getInput(), "HardSwish", {}, [&](Value *x) {
        Value *shifted = rw.onnx("Add", {x, constLike(rw, x, 3)});
        // Registered from 14 only, where Clip takes f64.
        Value *scaled =
            rw.onnx("Mul", {x, clipF64(rw, shifted, 0, 6, /*maxMin=*/false)});
        return rw.onnx("Div", {scaled, constLike(rw, x, 6)});
      });
}

// hardsigmoid(x) = HardSigmoid(x) {alpha = 1/6, beta = 1/2} (torch's
// constants, not ONNX's default 0.2); for f64, whose 1/6 an f32 attribute
// cannot hold, ATen's formula min(max(x + 3, 0), 6) / 6 (Clip from 12).
static LoweringFn lowerHardSigmoid(Since since) {
  return [since](LoweringRewriter &rw, Operation *op) -> LogicalResult {
    return activation(
        rw, op, core::HardsigmoidOp(op).getInput(), "HardSigmoid",
        {rw.floatAttr("alpha", 1.0 / 6.0), rw.floatAttr("beta", 0.5)},
        [&](Value *x) {
          Value *shifted = rw.onnx("Add", {x, constLike(rw, x, 3)});
          return rw.onnx("Div", {clipF64(rw, shifted, 0, 6, since.below(12)),
                                 constLike(rw, x, 6)});
        });
  };
}

// elu(x) = Elu(x) {alpha} = x > 0 ? x : alpha * (exp(x) - 1)
static LogicalResult lowerElu(LoweringRewriter &rw, Operation *op) {
  core::EluOp elu(op);
  double alpha = elu.getAlpha();
  return activation(rw, op, elu.getInput(), "Elu",
                    {rw.floatAttr("alpha", alpha)}, [&](Value *x) {
                      return positiveOr(rw, x,
                                        rw.onnx("Mul", {constLike(rw, x, alpha),
                                                        expm1Of(rw, x)}));
                    });
}

// selu(x) = Selu(x) {alpha, gamma} with torch's constants; f64 explicitly:
// x > 0 ? scale * x : scale * alpha * expm1(x).
static LogicalResult lowerSelu(LoweringRewriter &rw, Operation *op) {
  const double alpha = 1.6732632423543772848170429916717;
  const double scale = 1.0507009873554804934193349852946;
  return activation(
      rw, op, core::SeluOp(op).getInput(), "Selu",
      {rw.floatAttr("alpha", alpha), rw.floatAttr("gamma", scale)},
      [&](Value *x) {
        Value *pos = rw.onnx("Mul", {x, constLike(rw, x, scale)});
        Value *neg =
            rw.onnx("Mul", {expm1Of(rw, x), constLike(rw, x, scale * alpha)});
        return select(rw, compare(rw, "gt", x, constLike(rw, x, 0)), pos, neg);
      });
}

// celu(x) = Celu(x) {alpha} (f32 only; halves through f32); f64 as ATen:
// x > 0 ? x : alpha * expm1(x * (1 / alpha)).
static LogicalResult lowerCelu(LoweringRewriter &rw, Operation *op) {
  core::CeluOp celu(op);
  double alpha = celu.getAlpha();
  Value *x = celu.getInput();
  if (dtypeOf(x) == DType::F64) {
    Value *scaled = rw.onnx("Mul", {x, constLike(rw, x, 1.0 / alpha)});
    return replaceWith(
        rw, op,
        positiveOr(rw, x,
                   rw.onnx("Mul", {constLike(rw, x, alpha),
                                   expm1Of(rw, scaled)})));
  }
  return replaceWith(rw, op,
                     sameType(rw, "Celu", {x}, FloatsToF32,
                              {rw.floatAttr("alpha", alpha)}));
}

// leaky_relu(x) = LeakyRelu(x) {alpha = negative_slope}; f64 with a slope
// f32 cannot hold: x > 0 ? x : x * slope.
static LogicalResult lowerLeakyRelu(LoweringRewriter &rw, Operation *op) {
  core::LeakyReluOp leakyRelu(op);
  double slope = leakyRelu.getNegativeSlope();
  return activation(rw, op, leakyRelu.getInput(), "LeakyRelu",
                    {rw.floatAttr("alpha", slope)}, [&](Value *x) {
                      return positiveOr(
                          rw, x, rw.onnx("Mul", {x, constLike(rw, x, slope)}));
                    });
}

// mish(x) = Mish(x) = x * tanh(softplus(x)) (opset 18); f64 as ATen:
// softplus(x) = x > 20 ? x : log1p(exp(x)).
static LogicalResult lowerMish(LoweringRewriter &rw, Operation *op) {
  return activation(
      rw, op, core::MishOp(op).getInput(), "Mish", {}, [&](Value *x) {
        Value *soft = select(rw, compare(rw, "gt", x, constLike(rw, x, 20)), x,
                             log1pOf(rw, rw.onnx("Exp", {x})));
        return rw.onnx("Mul", {x, rw.onnx("Tanh", {soft})});
      });
}

// softplus(x) {beta, threshold} = beta x > threshold ? x : Softplus(beta x) / beta
// (ONNX's Softplus is log(exp(x) + 1), with neither parameter), in f32 for
// f16 and bf16 as ATen computes them; f64, which ONNX Runtime's Softplus
// lacks, as ATen: log1p(exp(beta x)) / beta. ONNX Runtime computes
// log(exp(x) + 1) for x <= 0, so below beta x = -17 an f32 result is 0
// where torch's is exp(beta x) (< 4.2e-8).
static LogicalResult lowerSoftplus(LoweringRewriter &rw, Operation *op) {
  core::SoftplusOp softplus(op);
  double beta = softplus.getBeta();
  if (beta == 0.0)
    return rw.emitError() << "has beta = 0, which divides by zero";
  DType dt = dtypeOf(softplus.getInput());
  bool f64 = dt == DType::F64;
  Value *x = rw.cast(softplus.getInput(), f64 ? dt : DType::F32);
  Value *bx = beta == 1.0 ? x : rw.onnx("Mul", {x, constLike(rw, x, beta)});
  Value *soft =
      f64 ? log1pOf(rw, rw.onnx("Exp", {bx})) : rw.onnx("Softplus", {bx});
  if (beta != 1.0)
    soft = rw.onnx("Div", {soft, constLike(rw, x, beta)});
  Value *linear =
      compare(rw, "gt", bx, constLike(rw, x, softplus.getThreshold()));
  return replaceWith(rw, op, rw.cast(select(rw, linear, x, soft), dt));
}

// gelu(x) {approximate} = Gelu(x) {approximate} (opset 20; "none" and
// "tanh" are ONNX's values too)
static LogicalResult lowerGelu(LoweringRewriter &rw, Operation *op) {
  core::GeluOp gelu(op);
  Attribute a = gelu.getApproximateAttr();
  std::string approximate = a && a.isString() ? a.getString().str() : "none";
  return replaceWith(rw, op,
                     sameType(rw, "Gelu", {gelu.getInput()}, FloatsToF32,
                              {rw.stringAttr("approximate", approximate)}));
}

//===----------------------------------------------------------------------===//
// Binary
//===----------------------------------------------------------------------===//

/// A comparison of class OpT (operands lhs and rhs) -> compare(pred).
template <typename OpT>
static std::function<LoweringFn(Since)> comparison(llvm::StringRef pred) {
  return [pred = pred.str()](Since since) -> LoweringFn {
    return [pred, since](LoweringRewriter &rw, Operation *op) -> LogicalResult {
      OpT cmp(op);
      return replaceWith(rw, op,
                         compare(rw, pred, cmp.getLhs(), cmp.getRhs(), &since));
    };
  };
}

// div(a, b) = Div: true division of floats (halves through f32 before
// opset 13 only for bf16, which Cast lacks there anyway)
static Value *divOf(LoweringRewriter &rw, Value *a, Value *b) {
  return sameType(rw, "Div", {a, b}, FloatsToF32);
}

// pow(a, b) = Pow. Integers before opset 12 (Pow took floats only): the
// 8- to 32-bit ones through f64, exact for every result that fits the
// dtype; i64 has no exact detour. From 12, i32/i64 directly and the
// narrower ints through i64.
static Value *powOf(LoweringRewriter &rw, Value *a, Value *b,
                    const Since &since) {
  if (!a || !b)
    return nullptr;
  DType dt = dtypeOf(a);
  unsigned widen = FloatsToF32 | IntsToI64;
  if (since.below(12) && isIntegerDType(dt))
    widen = IntsToFloat;
  return sameType(rw, "Pow", {a, b}, widen);
}

// logical_and/or/xor(a, b) = And / Or / Xor of bools (class OpT)
template <typename OpT> static LoweringFn logicalOp(llvm::StringRef opType) {
  return [opType = opType.str()](LoweringRewriter &rw,
                                 Operation *op) -> LogicalResult {
    OpT logicalOp(op);
    return replaceWith(rw, op,
                       boolResult(rw, opType,
                                  {logicalOp.getLhs(), logicalOp.getRhs()},
                                  NoWiden));
  };
}

// bitwise_and/or/xor(a, b): And / Or / Xor for bools at every opset;
// integers need BitwiseAnd/Or/Xor (opset 18). OpT: the op's class.
template <typename OpT>
static LoweringFn bitwise(llvm::StringRef boolOp, llvm::StringRef intOp,
                          Since since) {
  return [boolOp = boolOp.str(), intOp = intOp.str(),
          since](LoweringRewriter &rw, Operation *op) -> LogicalResult {
    OpT bitwiseOp(op);
    Value *a = bitwiseOp.getLhs(), *b = bitwiseOp.getRhs();
    DType dt = dtypeOf(a);
    if (dt == DType::Bool)
      return replaceWith(rw, op, rw.onnx(boolOp, {a, b}));
    if (since.below(18)) {
      rw.emitError() << "on " << dtypeName(dt) << " has no ONNX form at opset "
                     << rw.target() << ": " << intOp
                     << " (opset 18) is the first op on integers; target "
                        "opset 18 or later";
      return failure();
    }
    return replaceWith(rw, op, rw.onnx(intOp, {a, b}));
  };
}

// where(cond, x, y) = Where(cond, x, y)
static LogicalResult lowerWhere(LoweringRewriter &rw, Operation *op) {
  core::WhereOp where(op);
  return replaceWith(rw, op,
                     select(rw, where.getCond(), where.getX(), where.getY()));
}

/// A bound usable as Clip's scalar: 0-d, or one element that does not
/// change the broadcast shape (reshaped to 0-d). Null if it is neither.
static Value *scalarBound(LoweringRewriter &rw, Value *bound, Value *x) {
  Type t = bound->getType(), xt = x->getType();
  if (!t.isTensor() || !t.hasRank())
    return nullptr;
  if (t.getRank() == 0)
    return bound;
  if (t.getNumElements() != std::optional<int64_t>(1) || !xt.hasRank() ||
      t.getRank() > xt.getRank())
    return nullptr;
  return rw.onnx("Reshape", {bound, rw.constI64({})});
}

// clamp(x, lo?, hi?) = min(max(x, lo), hi), NaN if x or a bound is NaN
// (ATen), hi when lo > hi. Clip when the bounds are scalars: Clip-6 holds
// them as f32 attributes (constants only), Clip-11 as 0-d inputs (floats;
// integers from 12). Otherwise broadcasting Max / Min.
static LogicalResult lowerClamp(LoweringRewriter &rw, Operation *op,
                                const Since &since) {
  core::ClampOp clamp(op);
  Value *x = clamp.getInput(), *lo = clamp.getMin(), *hi = clamp.getMax();
  bool hasLo = !lo->getType().isNone(), hasHi = !hi->getType().isNone();
  DType dt = dtypeOf(x);
  if (!hasLo && !hasHi)
    return replaceWith(rw, op, rw.onnx("Identity", {x}));
  // Clip-6: f32 attributes hold f16 and f32 bounds exactly; an f64 bound
  // only when f32 holds it. An absent bound is -inf / +inf (the defaults
  // are -FLT_MAX / FLT_MAX, which would clip infinities).
  auto keepsShape = [&](Value *bound) {
    Type t = bound->getType(), xt = x->getType();
    return t.hasRank() && xt.hasRank() && t.getRank() <= xt.getRank();
  };
  if (since.below(11) && rw.takes("Clip", dt)) {
    std::optional<double> l = hasLo ? constantScalar(lo) : -INFINITY;
    std::optional<double> h = hasHi ? constantScalar(hi) : INFINITY;
    if (l && h && (!hasLo || keepsShape(lo)) && (!hasHi || keepsShape(hi)) &&
        attrExact(*l, dt) && attrExact(*h, dt) && !std::isnan(*l) &&
        !std::isnan(*h))
      return replaceWith(rw, op,
                         sameType(rw, "Clip", {x}, FloatsToF32,
                                  {rw.floatAttr("min", *l),
                                   rw.floatAttr("max", *h)}));
  }
  if (since.atLeast(11) && rw.takes("Clip", dt) && x->getType().hasRank()) {
    Value *l = hasLo ? scalarBound(rw, lo, x) : nullptr;
    Value *h = hasHi ? scalarBound(rw, hi, x) : nullptr;
    if ((!hasLo || l) && (!hasHi || h)) {
      // A NaN scalar bound would be dropped by Clip; constants are
      // checked, computed bounds are taken as numbers.
      std::optional<double> cl = hasLo ? constantScalar(lo) : std::nullopt;
      std::optional<double> ch = hasHi ? constantScalar(hi) : std::nullopt;
      if (!(cl && std::isnan(*cl)) && !(ch && std::isnan(*ch))) {
        llvm::SmallVector<Value *, 3> inputs{x};
        if (hasLo || hasHi)
          inputs.push_back(hasLo ? l : rw.none());
        if (hasHi)
          inputs.push_back(h);
        return replaceWith(rw, op, rw.onnx("Clip", inputs));
      }
    }
  }
  Value *y = x;
  if (hasLo)
    y = maxOf(rw, y, lo);
  if (hasHi)
    y = minOf(rw, y, hi);
  return replaceWith(rw, op, y);
}

// cast(x) {dtype} = Cast(x) {to}: float -> int truncates toward 0 and
// -> bool is x != 0 in ONNX as in ATen.
static LogicalResult lowerCast(LoweringRewriter &rw, Operation *op) {
  core::CastOp cast(op);
  Value *x = cast.getInput();
  Attribute to = cast.getDtypeAttr();
  if (!to || !to.isDType()) {
    rw.emitError() << "has no dtype attribute";
    return failure();
  }
  if (dtypeOf(x) == to.getDType())
    return replaceWith(rw, op, rw.onnx("Identity", {x}));
  return replaceWith(rw, op, rw.cast(x, to.getDType()));
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

/// Registers unary<OpT>(opType, widen) for OpT at every opset.
template <typename OpT>
static void addUnary(llvm::StringRef opType, unsigned widen) {
  addBuiltin(OpT::getOperationName(), 1, unary<OpT>(opType, widen));
}

void lowering::registerElementwiseLowerings() {
  // One ONNX op of the same dtype (halves through f32 where the op lacks
  // them; the integer ops through i64 where ONNX lacks the narrow types).
  addUnary<core::ExpOp>("Exp", FloatsToF32);
  addUnary<core::LogOp>("Log", FloatsToF32);
  addUnary<core::SqrtOp>("Sqrt", FloatsToF32);
  addUnary<core::ReciprocalOp>("Reciprocal", FloatsToF32);
  addUnary<core::SinOp>("Sin", FloatsToF32);
  addUnary<core::CosOp>("Cos", FloatsToF32);
  addUnary<core::TanOp>("Tan", FloatsToF32);
  addUnary<core::AsinOp>("Asin", FloatsToF32);
  addUnary<core::AcosOp>("Acos", FloatsToF32);
  addUnary<core::AtanOp>("Atan", FloatsToF32);
  addUnary<core::SinhOp>("Sinh", FloatsToF32);
  addUnary<core::CoshOp>("Cosh", FloatsToF32);
  addUnary<core::TanhOp>("Tanh", FloatsToF32);
  addUnary<core::AsinhOp>("Asinh", FloatsToF32);
  addUnary<core::AcoshOp>("Acosh", FloatsToF32);
  addUnary<core::AtanhOp>("Atanh", FloatsToF32);
  addUnary<core::ErfOp>("Erf", FloatsToF32);
  addUnary<core::SigmoidOp>("Sigmoid", FloatsToF32);
  addUnary<core::NegOp>("Neg", Arithmetic);
  addUnary<core::AbsOp>("Abs", Arithmetic);
  addBuiltin(core::SignOp::getOperationName(), 1, lowerSign);
  addUnary<core::LogicalNotOp>("Not", NoWiden);
  addBuiltin(core::IsnanOp::getOperationName(), 1,
             [](LoweringRewriter &rw, Operation *op) -> LogicalResult {
               return replaceWith(rw, op,
                                  isNaN(rw, core::IsnanOp(op).getInput()));
             });
  addBuiltin(core::IsinfOp::getOperationName(), 1, lowerIsInfByAbs);
  addBuiltin(core::IsinfOp::getOperationName(), 10, lowerIsInf);
  addBuiltin(core::ReluOp::getOperationName(), 1, lowerRelu);
  addUnary<core::FloorOp>("Floor", FloatsToF32);
  addUnary<core::CeilOp>("Ceil", FloatsToF32);
  addBuiltin(core::TruncOp::getOperationName(), 1, lowerTrunc);
  addBuiltin(core::RoundOp::getOperationName(), 1,
             floatForm<core::RoundOp>(roundHalfEven));
  // Round (11) rounds halves to even, as torch.round.
  addBuiltin(core::RoundOp::getOperationName(), 11,
             unary<core::RoundOp>("Round", FloatsToF32));
  addBuiltin(core::Log1pOp::getOperationName(), 1,
             floatForm<core::Log1pOp>(log1pOf));
  addBuiltin(core::Expm1Op::getOperationName(), 1,
             floatForm<core::Expm1Op>(expm1Of));
  addBuiltin(core::RsqrtOp::getOperationName(), 1,
             floatForm<core::RsqrtOp>(rsqrtOf));
  addBuiltin(core::BitwiseNotOp::getOperationName(), 1, lowerBitwiseNotBySub);
  addBuiltin(core::BitwiseNotOp::getOperationName(), 18, lowerBitwiseNot);

  // Composites with an exact ONNX op from its opset; below it the pass
  // expands them into core primitives.
  addBuiltin(core::HardswishOp::getOperationName(), 14, lowerHardSwish);
  // f64's Clip (12) replaces its Max / Min.
  addBuiltinFamily(core::HardsigmoidOp::getOperationName(), {6, 12},
                   lowerHardSigmoid);
  addBuiltin(core::EluOp::getOperationName(), 6, lowerElu);
  addBuiltin(core::SeluOp::getOperationName(), 6, lowerSelu);
  addBuiltin(core::CeluOp::getOperationName(), 12, lowerCelu);
  addBuiltin(core::LeakyReluOp::getOperationName(), 6, lowerLeakyRelu);
  addBuiltin(core::MishOp::getOperationName(), 18, lowerMish);
  addBuiltin(core::SoftplusOp::getOperationName(), 1, lowerSoftplus);
  addBuiltin(core::GeluOp::getOperationName(), 20, lowerGelu);

  addBuiltin(core::AddOp::getOperationName(), 1,
             arithmetic<core::AddOp>("Add"));
  addBuiltin(core::SubOp::getOperationName(), 1,
             arithmetic<core::SubOp>("Sub"));
  addBuiltin(core::MulOp::getOperationName(), 1,
             arithmetic<core::MulOp>("Mul"));
  addBuiltin(core::DivOp::getOperationName(), 1, binary<core::DivOp>(divOf));
  // Integers through f64 before Pow-12, through i64 from it.
  addBuiltinFamily(core::PowOp::getOperationName(), {1, 12},
                   binaryFamily<core::PowOp>(powOf));
  addBuiltin(core::MaximumOp::getOperationName(), 1,
             binary<core::MaximumOp>(maxOf));
  addBuiltin(core::MinimumOp::getOperationName(), 1,
             binary<core::MinimumOp>(minOf));
  // Mod (opset 10) gives fmod and integer remainders exactly; before it,
  // integer forms from the truncating Div.
  addBuiltinFamily(core::FloordivOp::getOperationName(), {1, 10},
                   binaryFamily<core::FloordivOp>(floorDiv));
  addBuiltinFamily(core::RemainderOp::getOperationName(), {1, 10},
                   binaryFamily<core::RemainderOp>(remainder));
  addBuiltinFamily(core::FmodOp::getOperationName(), {1, 10},
                   binaryFamily<core::FmodOp>(fmodOf));
  addBuiltin(core::LogicalAndOp::getOperationName(), 1,
             logicalOp<core::LogicalAndOp>("And"));
  addBuiltin(core::LogicalOrOp::getOperationName(), 1,
             logicalOp<core::LogicalOrOp>("Or"));
  addBuiltin(core::LogicalXorOp::getOperationName(), 1,
             logicalOp<core::LogicalXorOp>("Xor"));
  // Integers: an error before BitwiseAnd/Or/Xor (18).
  addBuiltinFamily(core::BitwiseAndOp::getOperationName(), {1, 18},
                   [](Since s) {
                     return bitwise<core::BitwiseAndOp>("And", "BitwiseAnd", s);
                   });
  addBuiltinFamily(core::BitwiseOrOp::getOperationName(), {1, 18}, [](Since s) {
    return bitwise<core::BitwiseOrOp>("Or", "BitwiseOr", s);
  });
  addBuiltinFamily(core::BitwiseXorOp::getOperationName(), {1, 18},
                   [](Since s) {
                     return bitwise<core::BitwiseXorOp>("Xor", "BitwiseXor", s);
                   });
  // Equal takes floats from 11, LessOrEqual / GreaterOrEqual exist from 12.
  addBuiltinFamily(core::EqOp::getOperationName(), {1, 11},
                   comparison<core::EqOp>("eq"));
  addBuiltinFamily(core::NeOp::getOperationName(), {1, 11},
                   comparison<core::NeOp>("ne"));
  addBuiltinFamily(core::LtOp::getOperationName(), {1},
                   comparison<core::LtOp>("lt"));
  addBuiltinFamily(core::GtOp::getOperationName(), {1},
                   comparison<core::GtOp>("gt"));
  addBuiltinFamily(core::LeOp::getOperationName(), {1, 12},
                   comparison<core::LeOp>("le"));
  addBuiltinFamily(core::GeOp::getOperationName(), {1, 12},
                   comparison<core::GeOp>("ge"));

  addBuiltin(core::WhereOp::getOperationName(), 1, lowerWhere);
  // Clip's bounds are attributes until 11, inputs from 11, and take
  // integers from 12.
  addBuiltinFamily(core::ClampOp::getOperationName(), {1, 11, 12},
                   [](Since since) -> LoweringFn {
                     return [since](LoweringRewriter &rw, Operation *op) {
                       return lowerClamp(rw, op, since);
                     };
                   });
  addBuiltin(core::CastOp::getOperationName(), 1, lowerCast);
}
