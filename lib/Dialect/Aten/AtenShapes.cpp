//===- AtenShapes.cpp - Shape functions of the aten ops -------------------===//
//
// One shape function per aten op. Non-tensor arguments are operands, so
// sizes, axes and flags are read from the integer values known at compile
// time (prim.Constant, prim.ListConstruct, aten.size.int and the int
// arithmetic below); they may be symbolic expressions. The size rules are the
// Shape library's (ShapeRules.h); this file reads the operands, checks
// what ATen checks (with ATen's wording where it is precise), and applies
// torch's dtype rules. An unknown argument gives unknown dims, or an
// unranked result where the rank depends on it, never an error.
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "PrimTypes.h"
#include "tocc/IR/ShapeFunctionHelpers.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Shape/ShapeRules.h"

#include <algorithm>
#include <array>
#include <limits>

using namespace tocc;
using shape::DimList;
using shape::ExprRef;
using shape::Truth;

//===----------------------------------------------------------------------===//
// Torch's dtype rules
//===----------------------------------------------------------------------===//

namespace {

using Category = aten::DTypeCategory;

bool isFloating(DType t) {
  return aten::dtypeCategory(t) == Category::Floating;
}
bool isComplex(DType t) {
  return aten::dtypeCategory(t) == Category::Complex;
}
/// ATen's isIntegralType(t, /*includeBool=*/true).
bool isIntegralOrBool(DType t) {
  auto c = aten::dtypeCategory(t);
  return c == Category::Integral || c == Category::Bool;
}

/// The complex dtype for a floating `t` (c10::toComplexType): bf16 maps to
/// c64 (its range is f32's); f16 would be complex32, which tocc lacks
/// (DType::Unknown).
std::optional<DType> toComplex(DType t) {
  switch (t) {
  case DType::BF16:
  case DType::F32:
    return DType::C64;
  case DType::F64:
    return DType::C128;
  case DType::F16:
    return DType::Unknown;
  default:
    return std::nullopt;
  }
}

/// c10's combine_categories: the dims' result type `higher` wins unless the
/// 0-d operands' `lower` is of a higher category. Null is "no operand".
std::optional<DType> combineCategories(std::optional<DType> higher,
                                       std::optional<DType> lower) {
  if (!higher)
    return lower ? *lower : DType::Unknown;
  if (!lower || isComplex(*higher))
    return *higher;
  if (isComplex(*lower))
    return isFloating(*higher) ? toComplex(*higher) : *lower;
  if (isFloating(*higher))
    return *higher;
  if (*higher == DType::Bool || isFloating(*lower))
    return aten::promoteTypes(*higher, *lower);
  return *higher;
}

} // namespace

std::optional<aten::DTypeCategory> aten::dtypeCategory(DType t) {
  switch (t) {
  case DType::Bool:
    return Category::Bool;
  case DType::U8:
  case DType::I8:
  case DType::I16:
  case DType::I32:
  case DType::I64:
    return Category::Integral;
  case DType::F16:
  case DType::BF16:
  case DType::F32:
  case DType::F64:
    return Category::Floating;
  case DType::C64:
  case DType::C128:
    return Category::Complex;
  default:
    return std::nullopt; // unknown, or a dtype torch 1.13 lacks
  }
}

// c10::promoteTypes: the higher category wins; within a category the wider
// type, except u8 with i8 -> i16 and f16 with bf16 -> f32; a float with a
// complex keeps the float's precision if it is higher (f64, c64 -> c128).
std::optional<DType> aten::promoteTypes(DType a, DType b) {
  if ((a != DType::Unknown && !aten::dtypeCategory(a)) ||
      (b != DType::Unknown && !aten::dtypeCategory(b)))
    return std::nullopt;
  if (a == DType::Unknown || b == DType::Unknown)
    return DType::Unknown;
  if (a == b)
    return a;
  Category ca = *aten::dtypeCategory(a), cb = *aten::dtypeCategory(b);
  if (ca != cb) {
    if (ca < cb) {
      std::swap(a, b);
      std::swap(ca, cb);
    }
    // a has the higher category.
    if (ca == Category::Complex && b == DType::F64)
      return DType::C128;
    return a;
  }
  switch (ca) {
  case Category::Bool:
    return a;
  case Category::Integral:
    if (a == DType::U8 || b == DType::U8) {
      DType other = a == DType::U8 ? b : a;
      return other == DType::I8 ? DType::I16 : other;
    }
    return dtypeByteSize(a) >= dtypeByteSize(b) ? a : b;
  case Category::Floating:
    if (dtypeByteSize(a) == 2 && dtypeByteSize(b) == 2)
      return DType::F32; // f16 with bf16
    return dtypeByteSize(a) >= dtypeByteSize(b) ? a : b;
  case Category::Complex:
    return dtypeByteSize(a) >= dtypeByteSize(b) ? a : b;
  }
  return std::nullopt;
}

// at::native::result_type: operands with dims and 0-d operands are promoted
// separately, then combined by category.
std::optional<DType> aten::resultType(llvm::ArrayRef<Type> tensorTypes) {
  bool unknown = false;
  llvm::SmallVector<unsigned, 4> unranked;
  for (unsigned i = 0, e = tensorTypes.size(); i != e; ++i) {
    DType d = tensorTypes[i].getDType();
    if (d == DType::Unknown)
      unknown = true;
    else if (!aten::dtypeCategory(d))
      return std::nullopt;
    if (!tensorTypes[i].hasRank())
      unranked.push_back(i);
  }
  if (unknown || unranked.size() > 4)
    return DType::Unknown;
  // An unranked operand may be 0-d or not: the answer must not depend on it.
  std::optional<DType> answer;
  for (unsigned mask = 0, e = 1u << unranked.size(); mask != e; ++mask) {
    std::optional<DType> dims, zeroDim;
    for (unsigned i = 0, n = tensorTypes.size(); i != n; ++i) {
      bool isZeroDim;
      if (tensorTypes[i].hasRank()) {
        isZeroDim = tensorTypes[i].getRank() == 0;
      } else {
        unsigned bit = llvm::find(unranked, i) - unranked.begin();
        isZeroDim = (mask >> bit) & 1;
      }
      std::optional<DType> &slot = isZeroDim ? zeroDim : dims;
      DType d = tensorTypes[i].getDType();
      slot = slot ? *promoteTypes(*slot, d) : d;
    }
    std::optional<DType> r = combineCategories(dims, zeroDim);
    if (!r)
      return std::nullopt;
    if (answer && *answer != *r)
      return DType::Unknown;
    answer = r;
  }
  return answer;
}

// c10::ScalarType's numbering, which TorchScript uses for dtype arguments.
std::optional<DType> aten::dtypeFromScalarType(int64_t code) {
  switch (code) {
  case 0:
    return DType::U8;
  case 1:
    return DType::I8;
  case 2:
    return DType::I16;
  case 3:
    return DType::I32;
  case 4:
    return DType::I64;
  case 5:
    return DType::F16;
  case 6:
    return DType::F32;
  case 7:
    return DType::F64;
  case 9:
    return DType::C64;
  case 10:
    return DType::C128;
  case 11:
    return DType::Bool;
  case 15:
    return DType::BF16;
  default:
    return std::nullopt;
  }
}

//===----------------------------------------------------------------------===//
// Reading operands
//===----------------------------------------------------------------------===//

namespace {

std::string str(ExprRef e) { return e ? e->str() : "?"; }

/// An int or bool operand's value if it is a known constant.
std::optional<int64_t> getConstantInt(InferenceContext &ic, unsigned i) {
  ExprRef e = ic.getOperandScalar(i);
  if (e && e->isConstant())
    return e->getConstant();
  return std::nullopt;
}

std::optional<bool> getConstantBool(InferenceContext &ic, unsigned i) {
  if (std::optional<int64_t> v = getConstantInt(ic, i))
    return *v != 0;
  return std::nullopt;
}

/// The entries of a list<int> operand (null where unknown); nullopt if even
/// its length is unknown.
std::optional<DimList> getIntList(InferenceContext &ic, unsigned i) {
  if (ic.getOperandType(i).getKind() != Type::List)
    return std::nullopt;
  auto vals = ic.getOperandValues(i);
  if (!vals)
    return std::nullopt;
  return DimList(vals->begin(), vals->end());
}

/// The entries of a list<int> operand if all are known constants.
std::optional<llvm::SmallVector<int64_t, 4>>
getConstantInts(InferenceContext &ic, unsigned i) {
  if (ic.getOperandType(i).getKind() != Type::List)
    return std::nullopt;
  return constantValues(ic, i);
}

/// The floats of a list<float> operand built by prim.Constant or by
/// prim.ListConstruct of prim.Constants (known values hold only integers).
std::optional<llvm::SmallVector<double, 4>> getConstantFloats(Value *list) {
  auto constantValue = [](Value *v) -> Attribute {
    Operation *def = v->getDefiningOp();
    if (!def || def->getNameStr() != prim::ConstantOp::getOperationName())
      return Attribute();
    return def->getAttr("value");
  };
  if (Attribute a = constantValue(list))
    return a.getFloatArray();
  Operation *def = list->getDefiningOp();
  if (!def || def->getNameStr() != prim::ListConstructOp::getOperationName() ||
      prim::mayBeMutated(list))
    return std::nullopt;
  llvm::SmallVector<double, 4> out;
  for (Value *element : def->getOperands()) {
    Attribute a = constantValue(element);
    if (a && a.isFloat())
      out.push_back(a.getFloat());
    else if (a && a.isInt())
      out.push_back(double(a.getInt()));
    else
      return std::nullopt;
  }
  return out;
}

DType getDType(InferenceContext &ic, unsigned i) {
  Type t = ic.getOperandType(i);
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

bool isMinusOne(ExprRef e) {
  return e && e->isConstant() && e->getConstant() == -1;
}

/// Reads a `ScalarType? dtype` operand: none leaves `dtype` unset; an int
/// gives its dtype (DType::Unknown if the value is unknown or tocc lacks
/// the dtype).
LogicalResult readDTypeArg(InferenceContext &ic, unsigned i,
                           std::optional<DType> &dtype) {
  Type t = ic.getOperandType(i);
  if (t.isNone())
    return success();
  if (t.getKind() != Type::Int)
    return ic.emitOpError() << "dtype must be an int (a ScalarType) or none, "
                               "got "
                            << t.str();
  std::optional<int64_t> code = getConstantInt(ic, i);
  dtype = code ? aten::dtypeFromScalarType(*code).value_or(DType::Unknown)
               : DType::Unknown;
  return success();
}

/// Reads an `int?` operand: none gives `dflt`, an int its value (null if
/// unknown).
LogicalResult readOptionalInt(InferenceContext &ic, unsigned i,
                              llvm::StringRef what, int64_t dflt,
                              ExprRef &out) {
  Type t = ic.getOperandType(i);
  if (t.isNone()) {
    out = ic.getConstant(dflt);
    return success();
  }
  if (t.getKind() != Type::Int)
    return ic.emitOpError()
           << what << " must be an int or none, got " << t.str();
  out = ic.getOperandScalar(i);
  return success();
}

/// `dim` in [-rank, rank) mapped to [0, rank), as ATen's maybe_wrap_dim
/// (with wrapScalar a 0-d tensor takes dims -1 and 0); reports the error.
std::optional<int64_t> wrapDim(InferenceContext &ic, llvm::StringRef what,
                               int64_t dim, int64_t rank,
                               bool wrapScalar = false) {
  int64_t r = rank == 0 && wrapScalar ? 1 : rank;
  if (dim >= -r && dim < r)
    return dim < 0 ? dim + r : dim;
  auto diag = ic.emitOpError()
              << what << " " << dim << " is out of range for a tensor of rank "
              << rank;
  if (r > 0)
    diag << " (expected [" << -r << ", " << r - 1 << "])";
  return std::nullopt;
}

/// Reads an `int[2]` operand of a 2-d window op: two entries, or one that
/// ATen uses for both dims. An unknown list gives unknown entries.
LogicalResult readPair(InferenceContext &ic, unsigned i, llvm::StringRef what,
                       std::array<ExprRef, 2> &out) {
  out = {nullptr, nullptr};
  auto list = getIntList(ic, i);
  if (!list)
    return success();
  if (list->size() == 1)
    out = {(*list)[0], (*list)[0]};
  else if (list->size() == 2)
    out = {(*list)[0], (*list)[1]};
  else
    return ic.emitOpError()
           << "expected " << what
           << " to be a single integer value or a list of 2 values, but got "
           << what << "=" << shape::printDims(*list);
  return success();
}

/// A ranked result whose dims are all unknown.
void setUnknownDims(InferenceContext &ic, DType dtype, size_t rank) {
  ic.setResultShape(0, dtype, DimList(rank, nullptr));
}

/// Reports an error of the Shape library, after `what: `.
LogicalResult failIn(InferenceContext &ic, const llvm::Twine &what,
                     llvm::Error err) {
  return ic.emitOpError() << what << ": " << llvm::toString(std::move(err));
}

} // namespace

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

// size.int: the dim's expression (negative dims count from the end).
static LogicalResult inferSizeInt(InferenceContext &ic) {
  auto dims = ic.getOperandShape(0);
  std::optional<int64_t> dim = getConstantInt(ic, 1);
  if (!dims || !dim)
    return success();
  // In a branch of an If, a dim out of range may be in the branch a rank
  // check never takes (F.embedding_bag reads input.size(1) under
  // `if input.dim() == 2`, scripted for 1-D inputs too): its size stays
  // unknown; decompose drops the branch once the check is a constant.
  int64_t rank = dims->size();
  Operation *parent = ic.getOp()->getParentOp();
  if ((*dim < -rank || *dim >= rank) && parent &&
      parent->getNameStr() == "prim.If")
    return success();
  std::optional<int64_t> d = wrapDim(ic, "dim", *dim, dims->size());
  if (!d)
    return failure();
  if (ExprRef e = (*dims)[*d])
    ic.setResultValues(0, {e});
  return success();
}

// size: the list of the dims' expressions (unknown dims unknown).
static LogicalResult inferSizeList(InferenceContext &ic) {
  if (auto dims = ic.getOperandShape(0))
    ic.setResultValues(0, *dims);
  return success();
}

// __getitem__.t: an element of a list of known ints at a constant index
// (negative from the end); an index out of range is TorchScript's error at
// run time, or a branch that never runs: nothing is known.
static LogicalResult inferGetItemT(InferenceContext &ic) {
  auto list = ic.getOperandValues(0);
  std::optional<int64_t> i = getConstantInt(ic, 1);
  if (!list || !i ||
      ic.getOp()->getOperand(0)->getType().getKind() != Type::List)
    return success();
  int64_t n = list->size();
  int64_t k = *i < 0 ? *i + n : *i;
  if (k >= 0 && k < n && (*list)[k])
    ic.setResultValues(0, {(*list)[k]});
  return success();
}

template <ExprRef (shape::ExprContext::*Fn)(ExprRef, ExprRef)>
static LogicalResult inferIntBinary(InferenceContext &ic) {
  ExprRef a = ic.getOperandScalar(0), b = ic.getOperandScalar(1);
  if (a && b)
    ic.setResultValues(0, {(ic.getExprs().*Fn)(a, b)});
  return success();
}

// floordiv.int: Python's floor division (TorchScript raises on zero).
static LogicalResult inferFloorDivInt(InferenceContext &ic) {
  ExprRef a = ic.getOperandScalar(0), b = ic.getOperandScalar(1);
  if (b && ic.getEnv().isEq(b, 0) == Truth::True)
    return ic.emitOpError() << "integer division by zero";
  if (a && b)
    ic.setResultValues(0, {ic.getExprs().floorDiv(a, b)});
  return success();
}

// remainder.int: Python's `%`, with the sign of the divisor (floor
// semantics, as `mod` is); TorchScript raises on zero.
static LogicalResult inferRemainderInt(InferenceContext &ic) {
  ExprRef a = ic.getOperandScalar(0), b = ic.getOperandScalar(1);
  if (b && ic.getEnv().isEq(b, 0) == Truth::True)
    return ic.emitOpError() << "integer modulo by zero";
  if (a && b)
    ic.setResultValues(0, {ic.getExprs().mod(a, b)});
  return success();
}

static LogicalResult inferNegInt(InferenceContext &ic) {
  if (ExprRef a = ic.getOperandScalar(0))
    ic.setResultValues(0, {ic.getExprs().neg(a)});
  return success();
}

/// Tensor.item() needs exactly one element.
static LogicalResult checkOneElement(InferenceContext &ic) {
  auto dims = ic.getOperandShape(0);
  if (!dims)
    return success();
  ExprRef n = shape::numElements(ic.getEnv(), *dims);
  if (n && ic.getEnv().isEq(n, 1) == Truth::False)
    return ic.emitOpError() << "a tensor with " << n->str()
                            << " elements cannot be converted to a scalar";
  return success();
}

// Int.Tensor: the value of a one-element tensor.
static LogicalResult inferIntTensor(InferenceContext &ic) {
  if (failed(checkOneElement(ic)))
    return failure();
  if (ExprRef v = ic.getOperandScalar(0))
    ic.setResultValues(0, {v});
  return success();
}

// ScalarImplicit: a one-element tensor as the scalar of its dtype.
static LogicalResult inferScalarImplicit(InferenceContext &ic) {
  if (failed(checkOneElement(ic)))
    return failure();
  DType dt = getDType(ic, 0);
  Context &ctx = ic.getContext();
  if (dt == DType::Bool)
    ic.setResultType(0, ctx.getBoolType());
  else if (isIntegerDType(dt))
    ic.setResultType(0, ctx.getIntType());
  else if (isFloatDType(dt))
    ic.setResultType(0, ctx.getFloatType());
  if (isIntegralOrBool(dt))
    if (ExprRef v = ic.getOperandScalar(0))
      ic.setResultValues(0, {v});
  return success();
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

namespace {
enum class Arith { Add, Sub, Mul, Div };
}

// Traced programs compute sizes on 0-d tensors (prim.NumToTensor of
// aten.size.int, then aten.mul.Tensor, ..., then aten.Int.Tensor): integer
// add, sub and mul keep their known values, element by element with
// broadcasting (out = self + alpha*other for add, minus for sub).
static void inferArithValues(InferenceContext &ic, Arith kind) {
  auto a = ic.getOperandValues(0), b = ic.getOperandValues(1);
  ExprRef alpha = kind == Arith::Mul ? nullptr : ic.getOperandScalar(2);
  if (!a || !b || (kind != Arith::Mul && !alpha))
    return;
  size_t n = std::max(a->size(), b->size());
  if ((a->size() != n && a->size() != 1) || (b->size() != n && b->size() != 1))
    return;
  shape::ExprContext &ctx = ic.getExprs();
  llvm::SmallVector<ExprRef, 4> out;
  for (size_t i = 0; i != n; ++i) {
    ExprRef x = (*a)[a->size() == 1 ? 0 : i];
    ExprRef y = (*b)[b->size() == 1 ? 0 : i];
    if (!x || !y)
      out.push_back(nullptr);
    else if (kind == Arith::Mul)
      out.push_back(ctx.mul(x, y));
    else if (kind == Arith::Add)
      out.push_back(ctx.add(x, ctx.mul(alpha, y)));
    else
      out.push_back(ctx.sub(x, ctx.mul(alpha, y)));
  }
  ic.setResultValues(0, out);
}

// add/sub/mul/div.Tensor: NumPy broadcasting; the dtype is
// torch.result_type(self, other), and true division turns integers into
// f32 (the default dtype). alpha follows ATen's alpha_check, sub ATen's
// sub_check.
static LogicalResult inferArith(InferenceContext &ic, Arith kind) {
  Type a = ic.getOperandType(0), b = ic.getOperandType(1);
  if (kind == Arith::Sub &&
      (a.getDType() == DType::Bool || b.getDType() == DType::Bool)) {
    if (a.getDType() == b.getDType())
      return ic.emitOpError()
             << "Subtraction, the `-` operator, with two bool tensors is not "
                "supported. Use the `^` or `logical_xor()` operator instead.";
    return ic.emitOpError()
           << "Subtraction, the `-` operator, with a bool tensor is not "
              "supported. If you are trying to invert a mask, use the `~` or "
              "`logical_not()` operator instead.";
  }
  std::optional<DType> dt = aten::resultType({a, b});
  if (!dt)
    return ic.emitOpError()
           << "torch has no result type for element types "
           << dtypeName(a.getDType()) << " and " << dtypeName(b.getDType());
  DType out = *dt;
  if (kind == Arith::Div && isIntegralOrBool(out))
    out = DType::F32;
  if ((kind == Arith::Add || kind == Arith::Sub) && out != DType::Unknown) {
    Type alpha = ic.getOperandType(2);
    if (isIntegralOrBool(out) && alpha.getKind() == Type::Float)
      return ic.emitOpError() << "For integral input tensors, argument alpha "
                                 "must not be a floating point number.";
    if (out != DType::Bool && alpha.getKind() == Type::Bool)
      return ic.emitOpError()
             << "Boolean alpha only supported for Boolean results.";
  }
  if (kind != Arith::Div && isIntegerDType(out))
    inferArithValues(ic, kind);
  auto x = ic.getOperandShape(0), y = ic.getOperandShape(1);
  if (!x || !y) {
    setUnranked(ic, out);
    return success();
  }
  auto dims = shape::broadcastShapes(ic.getEnv(), *x, *y);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, out, *dims);
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

// conv2d: input [N, C, H, W] (or unbatched [C, H, W]), weight
// [O, C/groups, kH, kW]; out [N, O, H', W'] with
//   H' = floor((H + 2*padH - dilH*(kH - 1) - 1) / strideH) + 1
// (convOutputSize). ATen's checks: C == weight[1]*groups, O divisible by
// groups, bias [O].
static LogicalResult inferConv2d(InferenceContext &ic) {
  shape::ShapeEnv &env = ic.getEnv();
  DType dt = getDType(ic, 0), wdt = getDType(ic, 1);
  if (dt != DType::Unknown && wdt != DType::Unknown && dt != wdt)
    return ic.emitOpError()
           << "input (" << dtypeName(dt) << ") and weight (" << dtypeName(wdt)
           << ") must have the same element type";
  if (dt == DType::Unknown)
    dt = wdt;
  auto x = ic.getOperandShape(0), w = ic.getOperandShape(1);
  if (x && x->size() != 3 && x->size() != 4)
    return ic.emitOpError() << "expected 3-D (unbatched) or 4-D (batched) "
                               "input to conv2d, but got input of size "
                            << shape::printDims(*x);
  if (w && w->size() != 4)
    return ic.emitOpError() << "expected a 4-D weight [out_channels, "
                               "in_channels/groups, kH, kW], but got weight "
                               "of size "
                            << shape::printDims(*w);
  std::array<ExprRef, 2> stride, padding, dilation;
  if (failed(readPair(ic, 3, "stride", stride)) ||
      failed(readPair(ic, 4, "padding", padding)) ||
      failed(readPair(ic, 5, "dilation", dilation)))
    return failure();
  std::optional<int64_t> groups = getConstantInt(ic, 6);
  if (groups && *groups <= 0)
    return ic.emitOpError() << "non-positive groups is not supported";

  ExprRef outChannels = w ? (*w)[0] : nullptr;
  if (w && groups) {
    if (x) {
      ExprRef channels = (*x)[x->size() - 3];
      ExprRef expected =
          (*w)[1] ? ic.getExprs().mul((*w)[1], ic.getConstant(*groups))
                  : nullptr;
      if (failed(requireEqual(
              ic, channels, expected,
              "Given groups=" + llvm::Twine(*groups) + ", weight of size " +
                  shape::printDims(*w) + ", expected input" +
                  shape::printDims(*x) + " to have " + str(expected) +
                  " channels, but got " + str(channels) + " channels instead",
              "conv2d: input channels match the weight")))
        return failure();
    }
    if (outChannels && env.isDivisible(outChannels, *groups) == Truth::False)
      return ic.emitOpError()
             << "Given groups=" << *groups
             << ", expected weight to be divisible by " << *groups
             << " at dimension 0, but got weight of size "
             << shape::printDims(*w) << " instead";
  }
  if (ic.getOperandType(2).isTensor())
    if (auto bias = ic.getOperandShape(2))
      if (bias->size() != 1 ||
          (outChannels && (*bias)[0] &&
           env.isEq((*bias)[0], outChannels) == Truth::False))
        return ic.emitOpError()
               << "Given weight of size " << (w ? shape::printDims(*w) : "?")
               << ", expected bias to be 1-dimensional with "
               << str(outChannels) << " elements, but got bias of size "
               << shape::printDims(*bias) << " instead";
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }

  DimList out;
  if (x->size() == 4)
    out.push_back((*x)[0]);
  out.push_back(outChannels);
  for (int i = 0; i != 2; ++i) {
    ExprRef kernel = w ? (*w)[2 + i] : nullptr;
    auto d =
        shape::convOutputSize(env, (*x)[x->size() - 2 + i], kernel, stride[i],
                              padding[i], padding[i], dilation[i]);
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, dt, out);
  return success();
}

// max_pool2d: leading dims pass through; H' and W' are ATen's
// pooling_output_shape (poolOutputSize, with ceil_mode); an empty stride is
// the kernel size; ATen requires pad <= kernel / 2.
static LogicalResult inferMaxPool2d(InferenceContext &ic) {
  shape::ShapeEnv &env = ic.getEnv();
  auto x = ic.getOperandShape(0);
  if (x && x->size() != 3 && x->size() != 4)
    return ic.emitOpError() << "expected 3-D (C, H, W) or 4-D (N, C, H, W) "
                               "input to max_pool2d, but got input of size "
                            << shape::printDims(*x);
  std::array<ExprRef, 2> kernel, stride, padding, dilation;
  if (failed(readPair(ic, 1, "kernel_size", kernel)))
    return failure();
  auto strideList = getIntList(ic, 2);
  if (strideList && strideList->empty())
    stride = kernel;
  else if (failed(readPair(ic, 2, "stride", stride)))
    return failure();
  if (failed(readPair(ic, 3, "padding", padding)) ||
      failed(readPair(ic, 4, "dilation", dilation)))
    return failure();
  for (int i = 0; i != 2; ++i) {
    if (!kernel[i] || !padding[i])
      continue;
    ExprRef half = ic.getExprs().floorDiv(kernel[i], ic.getConstant(2));
    if (env.isGt(padding[i], half) == Truth::True)
      return ic.emitOpError()
             << "pad should be at most half of kernel size, but got pad="
             << str(padding[i]) << " and kernel_size=" << str(kernel[i]);
  }
  std::optional<bool> ceilMode = getConstantBool(ic, 5);
  DType dt = getDType(ic, 0);
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }
  DimList out(x->begin(), x->end() - 2);
  for (int i = 0; i != 2; ++i) {
    if (!ceilMode) {
      out.push_back(nullptr);
      continue;
    }
    auto d = shape::poolOutputSize(env, (*x)[x->size() - 2 + i], kernel[i],
                                   stride[i], padding[i], padding[i],
                                   dilation[i], *ceilMode);
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, dt, out);
  return success();
}

// adaptive_avg_pool2d: [..., H, W] -> [..., oH, oW].
static LogicalResult inferAdaptiveAvgPool2d(InferenceContext &ic) {
  auto x = ic.getOperandShape(0);
  if (x && x->size() != 3 && x->size() != 4)
    return ic.emitOpError() << "expected 3-D (C, H, W) or 4-D (N, C, H, W) "
                               "input to adaptive_avg_pool2d, but got input "
                               "of size "
                            << shape::printDims(*x);
  auto sizes = getIntList(ic, 1);
  if (sizes && sizes->size() != 2)
    return ic.emitOpError() << "output_size must have 2 elements, got "
                            << shape::printDims(*sizes);
  if (sizes)
    for (ExprRef s : *sizes)
      if (s && ic.getEnv().isLt(s, 0) == Truth::True)
        return ic.emitOpError()
               << "elements of output_size must be greater than or equal to "
                  "0, but got "
               << shape::printDims(*sizes);
  DType dt = getDType(ic, 0);
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }
  DimList out(x->begin(), x->end() - 2);
  for (int i = 0; i != 2; ++i)
    out.push_back(sizes ? (*sizes)[i] : nullptr);
  ic.setResultShape(0, dt, out);
  return success();
}

// upsample_nearest2d.vec: [N, C, H, W] -> [N, C, oH, oW] with output_size,
// or oH = floor(H * scaleH) with scale_factors (exactly one of them).
static LogicalResult inferUpsampleNearest2d(InferenceContext &ic) {
  auto x = ic.getOperandShape(0);
  if (x && x->size() != 4)
    return ic.emitOpError() << "expected a 4-D input (N, C, H, W), but got "
                               "input of size "
                            << shape::printDims(*x);
  Type sizesType = ic.getOperandType(1), scalesType = ic.getOperandType(2);
  if (!sizesType.isNone() && sizesType.getKind() != Type::List)
    return ic.emitOpError() << "output_size must be a list of ints or none, "
                               "got "
                            << sizesType.str();
  if (!scalesType.isNone() && scalesType.getKind() != Type::List)
    return ic.emitOpError() << "scale_factors must be a list of floats or "
                               "none, got "
                            << scalesType.str();
  if (sizesType.isNone() == scalesType.isNone())
    return ic.emitOpError()
           << "Must specify exactly one of output_size and scale_factors";
  DType dt = getDType(ic, 0);
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }
  DimList spatial(x->begin() + 2, x->end());
  DimList out(x->begin(), x->begin() + 2);
  DimList resized(2, nullptr);
  if (!sizesType.isNone()) {
    if (auto sizes = getIntList(ic, 1)) {
      auto r = shape::resizeShape(ic.getEnv(), spatial, *sizes);
      if (!r)
        return ic.fail(r.takeError());
      resized = std::move(*r);
    }
  } else if (auto scales = getConstantFloats(ic.getOp()->getOperand(2))) {
    auto r = shape::resizeShape(ic.getEnv(), spatial, *scales);
    if (!r)
      return ic.fail(r.takeError());
    resized = std::move(*r);
  }
  out.append(resized.begin(), resized.end());
  ic.setResultShape(0, dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Shape changes
//===----------------------------------------------------------------------===//

// view / reshape: the target sizes (one may be -1) must hold numel(self)
// elements (reshapeShape, which guards what it cannot decide).
static LogicalResult inferReshape(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto target = getIntList(ic, 1);
  if (!target) {
    setUnranked(ic, dt);
    return success();
  }
  auto x = ic.getOperandShape(0);
  if (!x) {
    DimList out;
    for (ExprRef t : *target)
      out.push_back(isMinusOne(t) ? nullptr : t);
    ic.setResultShape(0, dt, out);
    return success();
  }
  auto dims = shape::reshapeShape(ic.getEnv(), *x, *target);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

// flatten.using_ints: dims start_dim..end_dim become their product.
static LogicalResult inferFlatten(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto x = ic.getOperandShape(0);
  std::optional<int64_t> start = getConstantInt(ic, 1),
                         end = getConstantInt(ic, 2);
  if (!x || !start || !end) {
    setUnranked(ic, dt);
    return success();
  }
  auto dims = shape::flattenShape(ic.getEnv(), *x, *start, *end);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

// slice.Tensor: self[..., start:end:step, ...] along dim; None start/end
// are 0 and INT64_MAX (sliceDim clamps like ATen).
static LogicalResult inferSlice(InferenceContext &ic) {
  ExprRef start, end;
  if (failed(readOptionalInt(ic, 2, "start", 0, start)) ||
      failed(readOptionalInt(ic, 3, "end", std::numeric_limits<int64_t>::max(),
                             end)))
    return failure();
  ExprRef step = ic.getOperandScalar(4);
  if (step && ic.getEnv().isGe(step, 1) == Truth::False)
    return ic.emitOpError()
           << "slice step must be positive, got " << step->str();
  DType dt = getDType(ic, 0);
  auto x = ic.getOperandShape(0);
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }
  if (x->empty())
    return ic.emitOpError() << "slice() cannot be applied to a 0-dim tensor.";
  std::optional<int64_t> dim = getConstantInt(ic, 1);
  if (!dim) {
    setUnknownDims(ic, dt, x->size());
    return success();
  }
  std::optional<int64_t> d = wrapDim(ic, "dim", *dim, x->size());
  if (!d)
    return failure();
  auto len = shape::sliceDim(ic.getEnv(), (*x)[*d], start, end, step);
  if (!len)
    return ic.fail(len.takeError());
  DimList out(x->begin(), x->end());
  out[*d] = *len;
  ic.setResultShape(0, dt, out);
  return success();
}

/// ATen's cat skips 1-D tensors of size 0 (legacy empty tensors).
static bool isLegacyEmpty(llvm::ArrayRef<ExprRef> dims) {
  return dims.size() == 1 && dims[0] && dims[0]->isConstant() &&
         dims[0]->getConstant() == 0;
}

// cat: the tensors come from the prim.ListConstruct that builds the list;
// sizes along dim add up, the others must match (concatShapes); the dtype
// is their torch.result_type.
static LogicalResult inferCat(InferenceContext &ic) {
  Value *list = ic.getOp()->getOperand(0);
  Operation *def = list->getDefiningOp();
  // A list something writes (aten.append.t in a loop) holds more than it
  // was built with.
  bool written = llvm::any_of(list->getUses(), [&](OpOperand &use) {
    return use.getOwner() != ic.getOp() && !use.getOwner()->isSideEffectFree();
  });
  if (!def || def->getNameStr() != prim::ListConstructOp::getOperationName() ||
      written) {
    setUnranked(ic, list->getType().getElementType().getDType());
    return success();
  }
  llvm::SmallVector<Type, 4> types;
  for (Value *t : def->getOperands())
    types.push_back(t->getType());
  if (types.empty())
    return ic.emitOpError() << "expected a non-empty list of tensors";
  std::optional<DType> dt = aten::resultType(types);
  if (!dt)
    return ic.emitOpError() << "torch has no result type for the element "
                               "types of these tensors";
  llvm::SmallVector<DimList, 4> shapes;
  bool anyUnranked = false;
  for (unsigned i = 0, e = types.size(); i != e; ++i) {
    if (!types[i].hasRank()) {
      anyUnranked = true;
      continue;
    }
    DimList dims;
    for (Dim d : types[i].getDims())
      dims.push_back(d.getExpr());
    if (dims.empty())
      return ic.emitOpError() << "zero-dimensional tensor (at position " << i
                              << ") cannot be concatenated";
    if (!isLegacyEmpty(dims))
      shapes.push_back(std::move(dims));
  }
  if (shapes.empty()) {
    if (anyUnranked)
      setUnranked(ic, *dt);
    else
      ic.setResultShape(0, *dt, {ic.getConstant(0)});
    return success();
  }
  std::optional<int64_t> dim = getConstantInt(ic, 1);
  if (anyUnranked || !dim) {
    setUnknownDims(ic, *dt, shapes.front().size());
    return success();
  }
  llvm::SmallVector<llvm::ArrayRef<ExprRef>, 4> refs(shapes.begin(),
                                                     shapes.end());
  auto dims = shape::concatShapes(ic.getEnv(), refs, *dim);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, *dt, *dims);
  return success();
}

// transpose.int: swaps dim0 and dim1 (a 0-d tensor takes dims -1 and 0).
static LogicalResult inferTranspose(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto x = ic.getOperandShape(0);
  std::optional<int64_t> d0 = getConstantInt(ic, 1), d1 = getConstantInt(ic, 2);
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }
  if (!d0 || !d1) {
    setUnknownDims(ic, dt, x->size());
    return success();
  }
  if (x->empty()) {
    if (!wrapDim(ic, "dim0", *d0, 0, true) ||
        !wrapDim(ic, "dim1", *d1, 0, true))
      return failure();
    ic.setResultShape(0, dt, {});
    return success();
  }
  auto dims = shape::transposeShape(ic.getEnv(), *x, *d0, *d1);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

// permute: out[i] = self[dims[i]]; dims must be a permutation of the rank.
static LogicalResult inferPermute(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto x = ic.getOperandShape(0);
  auto perm = getConstantInts(ic, 1);
  auto list = getIntList(ic, 1);
  if (x && list && list->size() != x->size())
    return ic.emitOpError()
           << "number of dims in the tensor input (" << x->size()
           << ") does not match the length of the desired ordering of dims ("
           << list->size() << ")";
  if (!x || !perm) {
    if (x || list)
      setUnknownDims(ic, dt, x ? x->size() : list->size());
    else
      setUnranked(ic, dt);
    return success();
  }
  if (x->empty()) {
    ic.setResultShape(0, dt, {});
    return success();
  }
  auto dims = shape::permuteShape(ic.getEnv(), *x, *perm);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

// unsqueeze: a 1 inserted at dim (which indexes the result).
static LogicalResult inferUnsqueeze(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto x = ic.getOperandShape(0);
  std::optional<int64_t> dim = getConstantInt(ic, 1);
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }
  if (!dim) {
    setUnknownDims(ic, dt, x->size() + 1);
    return success();
  }
  auto dims = shape::unsqueezeShape(ic.getEnv(), *x, {*dim});
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

// squeeze.dim: removes dim if it is 1, else keeps the tensor as is. A dim
// that may or may not be 1 leaves the result's rank unknown.
static LogicalResult inferSqueezeDim(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto x = ic.getOperandShape(0);
  std::optional<int64_t> dim = getConstantInt(ic, 1);
  if (!x || !dim) {
    setUnranked(ic, dt);
    return success();
  }
  std::optional<int64_t> d = wrapDim(ic, "dim", *dim, x->size(), true);
  if (!d)
    return failure();
  if (x->empty()) {
    ic.setResultShape(0, dt, {});
    return success();
  }
  if (!(*x)[*d]) {
    setUnranked(ic, dt);
    return success();
  }
  auto dims = shape::squeezeShape(ic.getEnv(), *x, {*d}, /*requireOne=*/false);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

// expand: right-aligned target sizes; -1 keeps a dim, and only 1s expand.
static LogicalResult inferExpand(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto target = getIntList(ic, 1);
  if (!target) {
    setUnranked(ic, dt);
    return success();
  }
  auto x = ic.getOperandShape(0);
  if (!x) {
    DimList out;
    for (ExprRef t : *target)
      out.push_back(isMinusOne(t) ? nullptr : t);
    ic.setResultShape(0, dt, out);
    return success();
  }
  auto dims = shape::expandShape(ic.getEnv(), *x, *target);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

// matmul: numpy.matmul with batch broadcasting (matmulShape); both operands
// must have the same dtype.
static LogicalResult inferMatmul(InferenceContext &ic) {
  DType a = getDType(ic, 0), b = getDType(ic, 1);
  if (a != DType::Unknown && b != DType::Unknown && a != b)
    return ic.emitOpError() << "expected both operands to have the same "
                               "dtype, but got "
                            << dtypeName(a) << " and " << dtypeName(b);
  DType dt = a != DType::Unknown ? a : b;
  auto x = ic.getOperandShape(0), y = ic.getOperandShape(1);
  if (!x || !y) {
    setUnranked(ic, dt);
    return success();
  }
  auto dims = shape::matmulShape(ic.getEnv(), *x, *y);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, dt, *dims);
  return success();
}

// linear: input [..., in] times weight [out, in] transposed gives
// [..., out] (a 1-D weight [in] gives [...]); bias broadcasts with it.
static LogicalResult inferLinear(InferenceContext &ic) {
  DType dt = getDType(ic, 0), wdt = getDType(ic, 1);
  if (dt != DType::Unknown && wdt != DType::Unknown && dt != wdt)
    return ic.emitOpError()
           << "input (" << dtypeName(dt) << ") and weight (" << dtypeName(wdt)
           << ") must have the same element type";
  if (dt == DType::Unknown)
    dt = wdt;
  auto x = ic.getOperandShape(0), w = ic.getOperandShape(1);
  if (w && w->size() != 1 && w->size() != 2)
    return ic.emitOpError() << "expected a 1-D or 2-D weight, but got weight "
                               "of size "
                            << shape::printDims(*w);
  if (x && x->empty())
    return ic.emitOpError() << "expected an input of at least 1 dim, but got "
                               "a 0-d tensor";
  if (!x || !w) {
    setUnranked(ic, dt);
    return success();
  }
  if (failed(requireEqual(ic, x->back(), w->back(),
                          "input of size " + shape::printDims(*x) +
                              " cannot be multiplied by the weight of size " +
                              shape::printDims(*w) + " transposed (" +
                              str(x->back()) + " != " + str(w->back()) + ")",
                          "linear: in_features match")))
    return failure();
  DimList out(x->begin(), x->end() - 1);
  if (w->size() == 2)
    out.push_back((*w)[0]);
  if (ic.getOperandType(2).isTensor()) {
    auto bias = ic.getOperandShape(2);
    if (!bias) {
      setUnranked(ic, dt);
      return success();
    }
    auto dims = shape::broadcastShapes(ic.getEnv(), out, *bias);
    if (!dims)
      return failIn(ic, "bias", dims.takeError());
    out = std::move(*dims);
  }
  ic.setResultShape(0, dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Reductions and normalization
//===----------------------------------------------------------------------===//

// mean.dim / sum.dim_IntList: the listed dims (None or [] is all) are
// reduced, or kept as 1 with keepdim (reduceShape). dtype: the requested
// one; else mean keeps the input's (which must be floating or complex) and
// sum turns integers and bools into i64.
static LogicalResult inferReduction(InferenceContext &ic, bool isMean) {
  DType in = getDType(ic, 0);
  std::optional<DType> requested;
  if (failed(readDTypeArg(ic, 3, requested)))
    return failure();
  DType out = requested                         ? *requested
              : !isMean && isIntegralOrBool(in) ? DType::I64
                                                : in;
  if (isMean && out != DType::Unknown && !isFloating(out) && !isComplex(out))
    return ic.emitOpError()
           << "mean(): could not infer output dtype. "
           << (requested ? "Optional" : "Input")
           << " dtype must be either a floating point or complex dtype. Got: "
           << dtypeName(out);

  Type dimType = ic.getOperandType(1);
  std::optional<llvm::SmallVector<int64_t, 4>> axes;
  if (dimType.isNone())
    axes.emplace();
  else if (dimType.getKind() == Type::Int) {
    if (std::optional<int64_t> d = getConstantInt(ic, 1))
      axes = llvm::SmallVector<int64_t, 4>{*d};
  } else if (dimType.getKind() == Type::List)
    axes = getConstantInts(ic, 1);
  else
    return ic.emitOpError()
           << "dim must be a list of ints or none, got " << dimType.str();
  std::optional<bool> keepDim = getConstantBool(ic, 2);
  auto x = ic.getOperandShape(0);
  if (!x || !keepDim || !axes) {
    if (x && keepDim && *keepDim)
      setUnknownDims(ic, out, x->size());
    else
      setUnranked(ic, out);
    return success();
  }
  auto dims = shape::reduceShape(ic.getEnv(), *x, *axes, *keepDim);
  if (!dims)
    return ic.fail(dims.takeError());
  ic.setResultShape(0, out, *dims);
  return success();
}

// softmax.int: same dims; the dtype is the requested one, if any.
static LogicalResult inferSoftmaxInt(InferenceContext &ic) {
  std::optional<DType> requested;
  if (failed(readDTypeArg(ic, 2, requested)))
    return failure();
  DType dt = requested.value_or(getDType(ic, 0));
  auto x = ic.getOperandShape(0);
  if (!x) {
    setUnranked(ic, dt);
    return success();
  }
  if (std::optional<int64_t> dim = getConstantInt(ic, 1))
    if (!wrapDim(ic, "dim", *dim, x->size(), true))
      return failure();
  ic.setResultShape(0, dt, *x);
  return success();
}

// batch_norm: same type as the input [N, C, ...]; weight, bias and the
// running statistics, where given, have C elements.
static LogicalResult inferBatchNorm(InferenceContext &ic) {
  auto x = ic.getOperandShape(0);
  if (x && x->size() < 2)
    return ic.emitOpError() << "expected an input with at least 2 dims (N, "
                               "C, ...), but got input of size "
                            << shape::printDims(*x);
  ExprRef channels = x ? (*x)[1] : nullptr;
  static const char *const names[] = {"weight", "bias", "running_mean",
                                      "running_var"};
  for (unsigned i = 1; i != 5; ++i) {
    if (!ic.getOperandType(i).isTensor())
      continue;
    auto p = ic.getOperandShape(i);
    if (!p)
      continue;
    if (p->size() != 1 || (channels && (*p)[0] &&
                           ic.getEnv().isEq((*p)[0], channels) == Truth::False))
      return ic.emitOpError()
             << names[i - 1] << " should contain " << str(channels)
             << " elements not " << shape::printDims(*p);
  }
  return inferSameAsFirstOperand(ic);
}

// layer_norm: same type as the input, whose trailing dims must be
// normalized_shape (as must weight's and bias's dims, where given).
static LogicalResult inferLayerNorm(InferenceContext &ic) {
  auto x = ic.getOperandShape(0);
  auto normalized = getIntList(ic, 1);
  if (normalized) {
    std::string expected = "[*";
    for (ExprRef d : *normalized)
      expected += ", " + str(d);
    expected += "]";
    if (x) {
      std::string mismatch =
          "Given normalized_shape=" + shape::printDims(*normalized) +
          ", expected input with shape " + expected +
          ", but got input of size " + shape::printDims(*x);
      if (normalized->size() > x->size())
        return ic.emitOpError() << mismatch;
      size_t lead = x->size() - normalized->size();
      for (size_t i = 0, e = normalized->size(); i != e; ++i)
        if (failed(requireEqual(ic, (*x)[lead + i], (*normalized)[i], mismatch,
                                "layer_norm: normalized dims match")))
          return failure();
    }
    for (unsigned i : {2u, 3u}) {
      if (!ic.getOperandType(i).isTensor())
        continue;
      auto p = ic.getOperandShape(i);
      if (!p)
        continue;
      bool bad = p->size() != normalized->size();
      for (size_t j = 0; !bad && j != p->size(); ++j)
        bad = (*p)[j] && (*normalized)[j] &&
              ic.getEnv().isEq((*p)[j], (*normalized)[j]) == Truth::False;
      if (bad)
        return ic.emitOpError()
               << "Expected " << (i == 2 ? "weight" : "bias")
               << " to be of same shape as normalized_shape, but got "
               << (i == 2 ? "weight" : "bias") << " of shape "
               << shape::printDims(*p)
               << " and normalized_shape = " << shape::printDims(*normalized);
    }
  }
  return inferSameAsFirstOperand(ic);
}

//===----------------------------------------------------------------------===//
// Conversions: the input's shape, another dtype
//===----------------------------------------------------------------------===//

/// The input's dims with the dtype of `ScalarType?` operand `dtypeOperand`
/// (none: the input's own), or of tensor operand `likeOperand`.
static LogicalResult inferConverted(InferenceContext &ic, int dtypeOperand,
                                    int likeOperand = -1) {
  DType dt = ic.getOperandType(0).getDType();
  if (likeOperand >= 0) {
    dt = ic.getOperandType(likeOperand).getDType();
  } else if (dtypeOperand >= 0) {
    std::optional<DType> given;
    if (failed(readDTypeArg(ic, dtypeOperand, given)))
      return failure();
    if (given)
      dt = *given;
  }
  auto dims = ic.getOperandShape(0);
  if (!dims) {
    setUnranked(ic, dt);
    return success();
  }
  ic.setResultShape(0, dt, *dims);
  // An int tensor converted to another integer dtype keeps its values
  // (a shape made a tensor and back).
  if (isIntegerDType(dt) && isIntegerDType(ic.getOperandType(0).getDType()))
    if (auto vals = ic.getOperandValues(0))
      ic.setResultValues(0, *vals);
  return success();
}

//===----------------------------------------------------------------------===//
// Fused attention (nn.MultiheadAttention's, nn.TransformerEncoderLayer's
// fast paths)
//===----------------------------------------------------------------------===//

// _transformer_encoder_layer_fwd: [B, L, E] -> [B, L, E], the source's
// type. The layers of a scripted nn.TransformerEncoder test the type of the
// one before them (dim() == 3, its dtype) to choose the fast path again, so
// these checks fold only when the result is typed.
static LogicalResult inferTransformerEncoderLayer(InferenceContext &ic) {
  return inferSameAsFirstOperand(ic);
}

// _native_multi_head_attention(query [B, L, E], key [B, S, E], ...,
//   num_head, ..., need_weights, average_attn_weights, ...): the output is
// the query's type; the weights are [B, L, S] averaged over heads, else
// [B, num_head, L, S], and an empty [0] tensor without need_weights.
static LogicalResult inferNativeMultiHeadAttention(InferenceContext &ic) {
  DType dt = getDType(ic, 0);
  auto q = ic.getOperandShape(0), k = ic.getOperandShape(1);
  if (q)
    ic.setResultShape(0, dt, *q);
  std::optional<bool> need = getConstantBool(ic, 10),
                      average = getConstantBool(ic, 11);
  if (need && !*need) {
    ic.setResultShape(1, dt, {ic.getConstant(0)});
    return success();
  }
  if (!q || !k || q->size() != 3 || k->size() != 3 || !need || !average)
    return success();
  if (*average) {
    ic.setResultShape(1, dt, {(*q)[0], (*q)[1], (*k)[1]});
    return success();
  }
  std::optional<int64_t> heads = getConstantInt(ic, 4);
  if (!heads)
    return success();
  ic.setResultShape(1, dt,
                    {(*q)[0], ic.getConstant(*heads), (*q)[1], (*k)[1]});
  return success();
}

//===----------------------------------------------------------------------===//
// Embedding
//===----------------------------------------------------------------------===//

// embedding: weight [V, D] looked up by integer indices [...] gives
// [..., D].
static LogicalResult inferEmbedding(InferenceContext &ic) {
  auto w = ic.getOperandShape(0);
  if (w && w->size() != 2)
    return ic.emitOpError() << "'weight' must be 2-D, but got weight of size "
                            << shape::printDims(*w);
  DType idx = getDType(ic, 1);
  if (idx != DType::Unknown && idx != DType::I64 && idx != DType::I32)
    return ic.emitOpError()
           << "expected indices of type i64 or i32, but got " << dtypeName(idx);
  DType dt = getDType(ic, 0);
  auto indices = ic.getOperandShape(1);
  if (!indices) {
    setUnranked(ic, dt);
    return success();
  }
  DimList out(indices->begin(), indices->end());
  out.push_back(w ? (*w)[1] : nullptr);
  ic.setResultShape(0, dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void aten::attachAtenShapeFunctions(Dialect &dialect) {
  using E = shape::ExprContext;
  bool ok = attachShapeFunctions(
      dialect,
      {
          {"aten.size.int", inferSizeInt},
          {"aten.size", inferSizeList},
          {"aten.__getitem__.t", inferGetItemT},
          {"aten.add.int", inferIntBinary<&E::add>},
          {"aten.sub.int", inferIntBinary<&E::sub>},
          {"aten.mul.int", inferIntBinary<&E::mul>},
          {"aten.floordiv.int", inferFloorDivInt},
          {"aten.remainder.int", inferRemainderInt},
          {"aten.neg.int", inferNegInt},
          {"aten.Int.Tensor", inferIntTensor},
          {"aten.ScalarImplicit", inferScalarImplicit},
          {"aten.add.Tensor",
           [](InferenceContext &ic) { return inferArith(ic, Arith::Add); }},
          {"aten.sub.Tensor",
           [](InferenceContext &ic) { return inferArith(ic, Arith::Sub); }},
          {"aten.mul.Tensor",
           [](InferenceContext &ic) { return inferArith(ic, Arith::Mul); }},
          {"aten.div.Tensor",
           [](InferenceContext &ic) { return inferArith(ic, Arith::Div); }},
          {"aten.relu", inferSameAsFirstOperand},
          {"aten.conv2d", inferConv2d},
          {"aten.max_pool2d", inferMaxPool2d},
          {"aten.adaptive_avg_pool2d", inferAdaptiveAvgPool2d},
          {"aten.upsample_nearest2d.vec", inferUpsampleNearest2d},
          {"aten.view", inferReshape},
          {"aten.reshape", inferReshape},
          {"aten.flatten.using_ints", inferFlatten},
          {"aten.slice.Tensor", inferSlice},
          {"aten.cat", inferCat},
          {"aten.transpose.int", inferTranspose},
          {"aten.permute", inferPermute},
          {"aten.unsqueeze", inferUnsqueeze},
          {"aten.squeeze.dim", inferSqueezeDim},
          {"aten.expand", inferExpand},
          {"aten.matmul", inferMatmul},
          {"aten.linear", inferLinear},
          {"aten.mean.dim",
           [](InferenceContext &ic) { return inferReduction(ic, true); }},
          {"aten.sum.dim_IntList",
           [](InferenceContext &ic) { return inferReduction(ic, false); }},
          {"aten.softmax.int", inferSoftmaxInt},
          {"aten.batch_norm", inferBatchNorm},
          {"aten.layer_norm", inferLayerNorm},
          {"aten.embedding", inferEmbedding},
          {"aten.to.dtype",
           [](InferenceContext &ic) { return inferConverted(ic, 1); }},
          {"aten.to.device",
           [](InferenceContext &ic) { return inferConverted(ic, 2); }},
          {"aten.to.dtype_layout",
           [](InferenceContext &ic) { return inferConverted(ic, 1); }},
          {"aten.to.prim_Device",
           [](InferenceContext &ic) { return inferConverted(ic, 2); }},
          {"aten.to.prim_dtype",
           [](InferenceContext &ic) { return inferConverted(ic, 1); }},
          {"aten.to.prim_other",
           [](InferenceContext &ic) { return inferConverted(ic, -1); }},
          {"aten.to.other",
           [](InferenceContext &ic) { return inferConverted(ic, -1, 1); }},
          {"aten.type_as",
           [](InferenceContext &ic) { return inferConverted(ic, -1, 1); }},
          {"aten.contiguous",
           [](InferenceContext &ic) { return inferConverted(ic, -1); }},
          {"aten.clone",
           [](InferenceContext &ic) { return inferConverted(ic, -1); }},
          {"aten.detach",
           [](InferenceContext &ic) { return inferConverted(ic, -1); }},
          {"aten._transformer_encoder_layer_fwd", inferTransformerEncoderLayer},
          {"aten._native_multi_head_attention", inferNativeMultiHeadAttention},
      });
  assert(ok && "shape function for an op the aten table does not declare");
  (void)ok;
}
