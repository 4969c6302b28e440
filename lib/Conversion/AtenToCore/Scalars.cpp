//===- Scalars.cpp - Decompositions of host ints, floats and lists -------===//
//
// TorchScript computes shapes with host scalars (x.size(0) * 2). A value
// known at compile time stays a prim.Constant (folded here, with Python's
// semantics), so entries downstream read constants; a value known only at
// run time becomes core host-scalar ops (core.dim, core.scalar_*,
// core.to_scalar), and an int used as a tensor core.to_tensor. Lists built
// by prim.ListConstruct are read through: prim.ListUnpack and
// aten.__getitem__.t of one are its elements. ShapeHelpers.h has the
// representation.
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"
#include "tocc/Support/PythonArith.h"

#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <cmath>

using namespace tocc;

llvm::StringRef detail::scalarBinaryOpName(llvm::StringRef op) {
  return llvm::StringSwitch<llvm::StringRef>(op)
      .Case("add", core::ScalarAddOp::getOperationName())
      .Case("sub", core::ScalarSubOp::getOperationName())
      .Case("mul", core::ScalarMulOp::getOperationName())
      .Case("truediv", core::ScalarTruedivOp::getOperationName())
      .Case("floordiv", core::ScalarFloordivOp::getOperationName())
      .Case("mod", core::ScalarModOp::getOperationName())
      .Case("min", core::ScalarMinOp::getOperationName())
      .Case("max", core::ScalarMaxOp::getOperationName())
      .Case("and", core::ScalarAndOp::getOperationName())
      .Case("or", core::ScalarOrOp::getOperationName())
      .Default("");
}
using namespace tocc::detail;

namespace {

/// Replaces the op's result with the host scalar.
LogicalResult replaceWithHost(Rewriter &rw, const HostScalar &s) {
  return replaceWithValue(rw, materializeHost(rw, s));
}

// size.int(self, dim): a constant when the dim is static, else core.dim
LogicalResult decomposeSizeInt(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> dim = rw.readInt(1);
  if (failed(self) || failed(dim))
    return failure();
  Type t = (*self)->getType();
  if (t.hasRank()) {
    if (t.getRank() == 0)
      return rw.emitError() << "reads a size of a 0-d tensor";
    dim = rw.readDim(1, t.getRank());
    if (failed(dim))
      return failure();
  } else if (*dim < 0) {
    return (void)rw.readRank(0), failure(); // reports the unknown rank
  }
  return replaceWithHost(rw, dimSize(rw, *self, *dim));
}

// size(self) = [self.size(0), ..., self.size(rank - 1)]
LogicalResult decomposeSize(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  llvm::SmallVector<Value *, 4> dims;
  for (int64_t i = 0; i < self->rank; ++i)
    dims.push_back(materializeHost(rw, dimSize(rw, self->value, i)));
  return replaceWithValue(rw, makeList(rw, op->getResult(0)->getType(), dims));
}

// numel(self): the product of static dims, else core.numel
LogicalResult decomposeNumel(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  if (std::optional<int64_t> n = (*self)->getType().getNumElements())
    return replaceWithHost(rw, hostInt(*n));
  HostScalar s;
  s.value = core::NumelOp::createTyped{rw, rw.getContext().getIntType(), *self};
  return replaceWithHost(rw, s);
}

// dim(self) = the rank (a constant)
LogicalResult decomposeDim(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  return replaceWithHost(rw, hostInt(self->rank));
}

// prim.dtype(x) = c10::ScalarType's code of x's dtype, a constant (so that
// `.to(x.dtype)` and `zeros(n, dtype=x.dtype)` read it)
LogicalResult decomposeDtype(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  DType dt = (*self)->getType().getDType();
  // c10::ScalarType has 16 codes in torch 1.13.
  for (int64_t code = 0; dt != DType::Unknown && code != 16; ++code)
    if (aten::dtypeFromScalarType(code) == dt)
      return replaceWithHost(rw, hostInt(code));
  return rw.emitError() << "needs the dtype of " << rw.describeOperand(0)
                        << ", but its type is " << (*self)->getType().str()
                        << " (give the model's input types)";
}

/// The elements of a list operand built by prim.ListConstruct (or a
/// constant list).
FailureOr<llvm::SmallVector<Value *, 4>> listElements(Rewriter &rw,
                                                      unsigned i) {
  Value *list = rw.getOp()->getOperand(i);
  Operation *def = list->getDefiningOp();
  if (def && def->getNameStr() == "prim.ListConstruct")
    return llvm::SmallVector<Value *, 4>(def->getOperands());
  return rw.emitError() << rw.describeOperand(i)
                        << " must be a list built by prim.ListConstruct";
}

// len.t(list) = the number of elements (a constant)
LogicalResult decomposeLen(Rewriter &rw, Operation *op) {
  if (auto values = matchConstantIntList(op->getOperand(0)))
    return replaceWithHost(rw, hostInt(values->size()));
  FailureOr<llvm::SmallVector<Value *, 4>> elements = listElements(rw, 0);
  if (failed(elements))
    return failure();
  return replaceWithHost(rw, hostInt(elements->size()));
}

// len.Tensor(t) = t.size(0)
LogicalResult decomposeLenTensor(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  if (self->rank == 0)
    return rw.emitError() << "takes the length of a 0-d tensor";
  return replaceWithHost(rw, dimSize(rw, self->value, 0));
}

// __getitem__.t(list, idx) = list[idx] (a constant idx, negative from the
// end)
LogicalResult decomposeGetItem(Rewriter &rw, Operation *op) {
  FailureOr<int64_t> idx = rw.readInt(1);
  if (failed(idx))
    return failure();
  int64_t i = *idx;
  if (auto values = matchConstantIntList(op->getOperand(0))) {
    int64_t n = values->size();
    if (i < -n || i >= n)
      return rw.emitError() << "reads element " << i << " of a list of " << n;
    return replaceWithHost(rw, hostInt((*values)[i < 0 ? i + n : i]));
  }
  FailureOr<llvm::SmallVector<Value *, 4>> elements = listElements(rw, 0);
  if (failed(elements))
    return failure();
  int64_t n = elements->size();
  if (i < -n || i >= n)
    return rw.emitError() << "reads element " << i << " of a list of " << n;
  return replaceWithValue(rw, (*elements)[i < 0 ? i + n : i]);
}

// prim.ListUnpack(list) = the elements of the prim.ListConstruct; an
// unpack of another list (a graph argument) stays as it is (prim ops may
// stay until lowering): the entry rebuilds it unchanged.
LogicalResult decomposeListUnpack(Rewriter &rw, Operation *op) {
  Operation *def = op->getOperand(0)->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct") {
    llvm::SmallVector<Type, 4> types;
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
      types.push_back(op->getResult(i)->getType());
    Operation *same =
        rw.createOp("prim.ListUnpack", types, {op->getOperand(0)});
    if (!same)
      return failure();
    rw.replaceOp(op, llvm::SmallVector<Value *, 4>(same->getResults()));
    return success();
  }
  FailureOr<llvm::SmallVector<Value *, 4>> elements = listElements(rw, 0);
  if (failed(elements))
    return failure();
  if (elements->size() != op->getNumResults())
    return rw.emitError() << "unpacks " << op->getNumResults()
                          << " values from a list of " << elements->size();
  rw.replaceOp(op, *elements);
  return success();
}

// prim.TupleUnpack(tuple) = the elements of the prim.TupleConstruct, which
// is what a prim.If yielding a tuple (nn.LSTMCell's (h, c), on a check of
// the input's rank) leaves once decompose takes its branch; an unpack of
// another tuple stays as it is.
LogicalResult decomposeTupleUnpack(Rewriter &rw, Operation *op) {
  Operation *def = op->getOperand(0)->getDefiningOp();
  if (!def || def->getNameStr() != "prim.TupleConstruct" ||
      def->getNumOperands() != op->getNumResults()) {
    llvm::SmallVector<Type, 4> types;
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
      types.push_back(op->getResult(i)->getType());
    Operation *same =
        rw.createOp("prim.TupleUnpack", types, {op->getOperand(0)});
    if (!same)
      return failure();
    rw.replaceOp(op, llvm::SmallVector<Value *, 4>(same->getResults()));
    return success();
  }
  rw.replaceOp(op, llvm::SmallVector<Value *, 4>(def->getOperands()));
  return success();
}

// prim.TupleIndex(tuple, i) = element i of the prim.TupleConstruct (an If
// yielding nn.LSTM's (h0, c0), folded by decompose); an index of another
// tuple stays as it is.
LogicalResult decomposeTupleIndex(Rewriter &rw, Operation *op) {
  Operation *def = op->getOperand(0)->getDefiningOp();
  std::optional<int64_t> i = matchConstantInt(op->getOperand(1));
  int64_t n = def ? int64_t(def->getNumOperands()) : 0;
  if (!def || def->getNameStr() != "prim.TupleConstruct" || !i ||
      *i < -n || *i >= n) {
    Value *same = prim::TupleIndexOp::createTyped{
        rw, op->getResult(0)->getType(), op->getOperand(0), op->getOperand(1)};
    if (!same)
      return failure();
    rw.replaceOp(op, {same});
    return success();
  }
  rw.replaceOp(op, {def->getOperand(*i < 0 ? *i + n : *i)});
  return success();
}

// __is__(a, b), __isnot__(a, b): TorchScript's None checks, decided by the
// types as refine-optionals decides them (tocc::decideIs). They come here
// when that pass could not see the value yet: nn.GRU's forward checks
// `hx is None` after an `if` on the input's rank, which only decompose
// folds. A check the types leave open (a value that may be None at run
// time) is an error: an ONNX graph has no None.
DecompositionFn decomposeIs(bool negate) {
  return [negate](Rewriter &rw, Operation *op) -> LogicalResult {
    std::optional<bool> is = decideIs(op->getOperand(0), op->getOperand(1));
    if (!is)
      return rw.emitError()
             << "compares values of types " << op->getOperand(0)->getType().str()
             << " and " << op->getOperand(1)->getType().str()
             << ", which may be None at run time: only checks the input "
                "types decide export (docs/torchscript.md)";
    Value *c = rw.create("prim.Constant", rw.getContext().getBoolType(), {},
                         {{"value", rw.getBoolAttr(negate ? !*is : *is)}});
    rw.replaceOp(op, {c});
    return success();
  };
}

// prim.unchecked_cast(v) = v when v's type cannot hold None (the taken
// branch of a None check decided above); otherwise it stays.
LogicalResult decomposeUncheckedCast(Rewriter &rw, Operation *op) {
  Value *v = op->getOperand(0);
  if (!mayBeNone(v->getType())) {
    rw.replaceOp(op, {v});
    return success();
  }
  Value *same =
      prim::UncheckedCastOp::createTyped{rw, op->getResult(0)->getType(), v};
  if (!same)
    return failure();
  rw.replaceOp(op, {same});
  return success();
}

/// The dtype a host scalar of `kind` becomes as a tensor (NumToTensor):
/// i64, f64, bool.
DType tensorDTypeOf(Type::Kind kind) {
  return kind == Type::Int     ? DType::I64
         : kind == Type::Float ? DType::F64
                               : DType::Bool;
}

// prim.NumToTensor(s) = a 0-d tensor (i64 for ints, f64 for floats)
LogicalResult decomposeNumToTensor(Rewriter &rw, Operation *) {
  FailureOr<HostScalar> s = readHostScalar(rw, 0);
  if (failed(s))
    return failure();
  return replaceWithValue(rw, hostToTensor(rw, *s, tensorDTypeOf(s->kind)));
}

} // namespace

HostScalar detail::castHost(Rewriter &rw, const HostScalar &s,
                            Type::Kind kind) {
  if (s.kind == kind)
    return s;
  HostScalar r;
  r.kind = kind;
  if (s.isConstant()) {
    double v = s.kind == Type::Int ? double(s.intConstant) : *s.constant;
    if (kind == Type::Int)
      return hostInt(std::isfinite(v) ? int64_t(std::trunc(v)) : 0);
    r.constant = kind == Type::Bool ? double(v != 0) : v;
    return r;
  }
  llvm::StringRef to = kind == Type::Int     ? "int"
                       : kind == Type::Float ? "float"
                                             : "bool";
  Type type = kind == Type::Int     ? rw.getContext().getIntType()
              : kind == Type::Float ? rw.getContext().getFloatType()
                                    : rw.getContext().getBoolType();
  r.value = core::ScalarCastOp::createTyped{rw, type, s.value, to};
  return r;
}

namespace {

/// Int.*(a), Float.*(a), Bool.*(a), ScalarImplicit(a): the operand (a
/// scalar, or a one-element tensor read with core.to_scalar) converted to
/// `kind` (none keeps the operand's kind).
LogicalResult decomposeConvert(Rewriter &rw, std::optional<Type::Kind> kind) {
  Value *v = rw.getOp()->getOperand(0);
  Type t = v->getType();
  if (t.isTensor() && t.hasRank() && t.getRank() != 0 &&
      t.getNumElements() != std::optional<int64_t>(1))
    return rw.emitError() << "converts a tensor of type " << t.str()
                          << " to a number (it must have one element)";
  std::optional<HostScalar> s;
  if (t.isTensor() && t.hasRank() && t.getRank() != 0) {
    // A one-element tensor of any rank: its 0-d reshape.
    Value *flat = core::ReshapeOp::createTyped{
        rw,
        rw.getContext().getTensorType(t.getDType(), llvm::ArrayRef<int64_t>{}),
        v, rw.createI64Constant({})};
    s = matchHostScalar(rw, flat);
  } else {
    s = matchHostScalar(rw, v);
  }
  if (!s)
    return rw.emitError() << "converts " << rw.describeOperand(0) << " of type "
                          << t.str() << ", which is not a number";
  return replaceWithHost(rw, kind ? castHost(rw, *s, *kind) : *s);
}

// Int.Tensor(a) / Int.float / Int.Scalar / Int.bool = int(a) (truncates)
LogicalResult decomposeToInt(Rewriter &rw, Operation *) {
  return decomposeConvert(rw, Type::Int);
}

// Float.Tensor(a) / Float.int / Float.Scalar / Float.bool = float(a)
LogicalResult decomposeToFloat(Rewriter &rw, Operation *) {
  return decomposeConvert(rw, Type::Float);
}

// Bool.Tensor(a) / Bool.int / Bool.float = bool(a)
LogicalResult decomposeToBool(Rewriter &rw, Operation *) {
  return decomposeConvert(rw, Type::Bool);
}

// ScalarImplicit(a) = item(a) = a.item(): the number a one-element tensor
// holds, of its own kind (a scripted `.item()`; in ONNX it stays a tensor)
LogicalResult decomposeScalarImplicit(Rewriter &rw, Operation *) {
  return decomposeConvert(rw, std::nullopt);
}

/// `a op b` folded: nullopt when it cannot be (division by zero is left to
/// run time, which reports it).
std::optional<double> foldBinary(llvm::StringRef op, double a, double b,
                                 bool isInt) {
  if (op == "add")
    return a + b;
  if (op == "sub")
    return a - b;
  if (op == "mul")
    return a * b;
  if (op == "min")
    return std::min(a, b);
  if (op == "max")
    return std::max(a, b);
  if (b == 0)
    return std::nullopt;
  if (op == "truediv")
    return a / b;
  if (isInt) {
    int64_t x = int64_t(a), y = int64_t(b);
    int64_t q = x / y, r = x % y;
    if (r != 0 && ((r < 0) != (y < 0))) {
      q -= 1;
      r += y;
    }
    return double(op == "floordiv" ? q : r);
  }
  auto [q, r] = pythonFloatDivmod(a, b);
  return op == "floordiv" ? q : r;
}

/// `a op b` on two host numbers (int and float mix as floats, as Python
/// does): core.scalar_<op>, folded when both are constants.
LogicalResult decomposeScalarBinary(Rewriter &rw, llvm::StringRef op) {
  FailureOr<HostScalar> a = readHostScalar(rw, 0), b = readHostScalar(rw, 1);
  if (failed(a) || failed(b))
    return failure();
  if (a->kind == Type::Bool || b->kind == Type::Bool)
    return rw.emitError() << "does arithmetic on a bool";
  Type::Kind kind = a->kind == Type::Float || b->kind == Type::Float
                        ? Type::Float
                        : Type::Int;
  HostScalar x = castHost(rw, *a, kind), y = castHost(rw, *b, kind);
  Type::Kind resultKind = op == "truediv" ? Type::Float : kind;
  if (x.isConstant() && y.isConstant() && kind == Type::Int &&
      op != "truediv" &&
      !((op == "floordiv" || op == "mod") && y.getInt() == 0))
    return replaceWithHost(rw, intBinary(rw, op, x, y));
  if (x.isConstant() && y.isConstant())
    if (std::optional<double> v =
            foldBinary(op, *x.constant, *y.constant, kind == Type::Int)) {
      HostScalar r;
      r.constant = *v;
      r.kind = resultKind;
      return replaceWithHost(rw, r);
    }
  return replaceWith(rw, scalarBinaryOpName(op),
                     {coreHost(rw, x), coreHost(rw, y)});
}

// add.int(a, b) = a + b (and .float, .int_float, .float_int)
LogicalResult decomposeScalarAdd(Rewriter &rw, Operation *) {
  return decomposeScalarBinary(rw, "add");
}
// sub.int(a, b) = a - b
LogicalResult decomposeScalarSub(Rewriter &rw, Operation *) {
  return decomposeScalarBinary(rw, "sub");
}
// mul.int(a, b) = a * b
LogicalResult decomposeScalarMul(Rewriter &rw, Operation *) {
  return decomposeScalarBinary(rw, "mul");
}
// div.int(a, b) = a / b, always a float
LogicalResult decomposeScalarDiv(Rewriter &rw, Operation *) {
  return decomposeScalarBinary(rw, "truediv");
}
// floordiv.int(a, b) = a // b, toward -inf
LogicalResult decomposeScalarFloordiv(Rewriter &rw, Operation *) {
  return decomposeScalarBinary(rw, "floordiv");
}
// remainder.int(a, b) = a % b, the sign of b
LogicalResult decomposeScalarRemainder(Rewriter &rw, Operation *) {
  return decomposeScalarBinary(rw, "mod");
}

// neg.int(a) = -a (and neg.float)
LogicalResult decomposeScalarNeg(Rewriter &rw, Operation *) {
  FailureOr<HostScalar> a = readHostScalar(rw, 0);
  if (failed(a))
    return failure();
  if (a->kind == Type::Bool)
    return rw.emitError() << "negates a bool";
  if (a->isConstant()) {
    HostScalar r = *a;
    r.constant = -*a->constant;
    r.intConstant = -a->intConstant;
    return replaceWithHost(rw, r);
  }
  return replaceWith(rw, core::ScalarNegOp::getOperationName(), {a->value});
}

/// Comparison `predicate` of two host numbers (ints and floats mix as
/// floats): core.scalar_cmp, folded for constants.
LogicalResult decomposeScalarCompare(Rewriter &rw, llvm::StringRef predicate) {
  FailureOr<HostScalar> a = readHostScalar(rw, 0), b = readHostScalar(rw, 1);
  if (failed(a) || failed(b))
    return failure();
  Type::Kind kind = a->kind == Type::Float || b->kind == Type::Float
                        ? Type::Float
                        : Type::Int;
  HostScalar x = castHost(rw, *a, kind), y = castHost(rw, *b, kind);
  if (x.isConstant() && y.isConstant()) {
    auto compare = [&](auto l, auto r) {
      return predicate == "eq"   ? l == r
             : predicate == "ne" ? l != r
             : predicate == "lt" ? l < r
             : predicate == "le" ? l <= r
             : predicate == "gt" ? l > r
                                 : l >= r;
    };
    bool v = kind == Type::Int ? compare(x.getInt(), y.getInt())
                               : compare(*x.constant, *y.constant);
    HostScalar s;
    s.constant = v ? 1.0 : 0.0;
    s.kind = Type::Bool;
    return replaceWithHost(rw, s);
  }
  return replaceWith(rw, core::ScalarCmpOp::getOperationName(),
                     {coreHost(rw, x), coreHost(rw, y)},
                     {{"predicate", rw.getStringAttr(predicate)}});
}

LogicalResult decomposeEq(Rewriter &rw, Operation *) {
  return decomposeScalarCompare(rw, "eq");
}
LogicalResult decomposeNe(Rewriter &rw, Operation *) {
  return decomposeScalarCompare(rw, "ne");
}
LogicalResult decomposeLt(Rewriter &rw, Operation *) {
  return decomposeScalarCompare(rw, "lt");
}
LogicalResult decomposeLe(Rewriter &rw, Operation *) {
  return decomposeScalarCompare(rw, "le");
}
LogicalResult decomposeGt(Rewriter &rw, Operation *) {
  return decomposeScalarCompare(rw, "gt");
}
LogicalResult decomposeGe(Rewriter &rw, Operation *) {
  return decomposeScalarCompare(rw, "ge");
}

// __range_length(lo, hi, step) = len(range(lo, hi, step)), which a
// scripted `for i in range(lo, hi, step)` takes as its trip count: for a
// constant step s > 0, max(0, (hi - lo + s - 1) // s); for s < 0,
// max(0, (lo - hi - s - 1) // -s).
LogicalResult decomposeRangeLength(Rewriter &rw, Operation *) {
  FailureOr<HostScalar> lo = readHostScalar(rw, 0), hi = readHostScalar(rw, 1),
                        step = readHostScalar(rw, 2);
  if (failed(lo) || failed(hi) || failed(step))
    return failure();
  if (!step->isConstant())
    return rw.emitError() << "has a step computed at run time (range() in a "
                             "loop needs a constant step)";
  int64_t s = step->getInt();
  if (s == 0)
    return rw.emitError() << "has step 0 (range() arg 3 must not be zero)";
  HostScalar span = s > 0 ? intBinary(rw, "sub", *hi, *lo)
                          : intBinary(rw, "sub", *lo, *hi);
  int64_t magnitude = s > 0 ? s : -s;
  HostScalar count =
      intBinary(rw, "floordiv",
                intBinary(rw, "add", span, hostInt(magnitude - 1)),
                hostInt(magnitude));
  return replaceWithHost(rw, intBinary(rw, "max", count, hostInt(0)));
}

// __derive_index(index, start, step) = start + index * step: the value of
// the loop variable of `for i in range(start, hi, step)` at iteration index
LogicalResult decomposeDeriveIndex(Rewriter &rw, Operation *) {
  FailureOr<HostScalar> index = readHostScalar(rw, 0),
                        start = readHostScalar(rw, 1),
                        step = readHostScalar(rw, 2);
  if (failed(index) || failed(start) || failed(step))
    return failure();
  return replaceWithHost(
      rw, intBinary(rw, "add", *start, intBinary(rw, "mul", *index, *step)));
}

// __not__(b) = not b
LogicalResult decomposeNot(Rewriter &rw, Operation *) {
  FailureOr<HostScalar> b = readHostScalar(rw, 0);
  if (failed(b))
    return failure();
  HostScalar x = castHost(rw, *b, Type::Bool);
  if (x.isConstant()) {
    HostScalar r = x;
    r.constant = *x.constant != 0 ? 0.0 : 1.0;
    return replaceWithHost(rw, r);
  }
  return replaceWith(rw, core::ScalarNotOp::getOperationName(), {x.value});
}

/// `a op b` on two host bools (and, or, xor): folded for constants.
LogicalResult decomposeBoolBinary(Rewriter &rw, llvm::StringRef op) {
  FailureOr<HostScalar> a = readHostScalar(rw, 0), b = readHostScalar(rw, 1);
  if (failed(a) || failed(b))
    return failure();
  HostScalar x = castHost(rw, *a, Type::Bool), y = castHost(rw, *b, Type::Bool);
  if (x.isConstant() && y.isConstant()) {
    bool l = *x.constant != 0, r = *y.constant != 0;
    HostScalar s;
    s.kind = Type::Bool;
    s.constant = (op == "and" ? (l && r) : op == "or" ? (l || r) : (l != r))
                     ? 1.0
                     : 0.0;
    return replaceWithHost(rw, s);
  }
  if (op == "xor") // as ints: core.scalar_cmp compares numbers
    return replaceWith(rw, core::ScalarCmpOp::getOperationName(),
                       {coreHost(rw, castHost(rw, x, Type::Int)),
                        coreHost(rw, castHost(rw, y, Type::Int))},
                       {{"predicate", rw.getStringAttr("ne")}});
  return replaceWith(rw, scalarBinaryOpName(op),
                     {coreHost(rw, x), coreHost(rw, y)});
}

// __and__.bool(a, b) = a and b (TorchScript's `and` of two bools)
LogicalResult decomposeBoolAnd(Rewriter &rw, Operation *) {
  return decomposeBoolBinary(rw, "and");
}
// __or__.bool(a, b) = a or b
LogicalResult decomposeBoolOr(Rewriter &rw, Operation *) {
  return decomposeBoolBinary(rw, "or");
}
// __xor__.bool(a, b) = a != b
LogicalResult decomposeBoolXor(Rewriter &rw, Operation *) {
  return decomposeBoolBinary(rw, "xor");
}

} // namespace

FailureOr<llvm::SmallVector<HostScalar, 4>>
detail::readHostScalarList(Rewriter &rw, unsigned i) {
  llvm::SmallVector<HostScalar, 4> out;
  if (auto values = matchConstantIntList(rw.getOp()->getOperand(i))) {
    for (int64_t v : *values)
      out.push_back(hostInt(v));
    return out;
  }
  FailureOr<llvm::SmallVector<Value *, 4>> list = listElements(rw, i);
  if (failed(list))
    return failure();
  for (unsigned k = 0, e = list->size(); k != e; ++k) {
    std::optional<HostScalar> s = matchHostScalar(rw, (*list)[k]);
    if (!s)
      return rw.emitError() << "element " << k << " of "
                            << rw.describeOperand(i) << " is not a number";
    out.push_back(*s);
  }
  return out;
}

namespace {

// __contains__.int_list(l, item) = item in l: folded for constants, else
// an `or` of equality tests
LogicalResult decomposeContainsInt(Rewriter &rw, Operation *) {
  FailureOr<HostScalar> item = readHostScalar(rw, 1);
  if (failed(item))
    return failure();
  FailureOr<llvm::SmallVector<HostScalar, 4>> elements =
      readHostScalarList(rw, 0);
  if (failed(elements))
    return failure();
  HostScalar found;
  found.kind = Type::Bool;
  found.constant = 0.0;
  Context &ctx = rw.getContext();
  for (const HostScalar &e : *elements) {
    if (e.isConstant() && item->isConstant()) {
      if (e.getInt() == item->getInt()) {
        found.constant = 1.0;
        found.value = nullptr;
        return replaceWithHost(rw, found);
      }
      continue;
    }
    Value *eq = core::ScalarCmpOp::createTyped{
        rw, ctx.getBoolType(), coreHost(rw, *item), coreHost(rw, e), "eq"};
    if (found.isConstant()) {
      found.constant.reset();
      found.value = eq;
    } else {
      found.value =
          core::ScalarOrOp::createTyped{rw, ctx.getBoolType(), found.value, eq};
    }
  }
  return replaceWithHost(rw, found);
}

/// a == b (or a != b when `negate`) on two int lists: the lengths decide
/// at compile time, then the elements (folded where constant, else an
/// `and` of core.scalar_cmp eq).
/// Two host ints that are one size: the same value, or sizes read with
/// core.dim of dims with one (non-unknown) symbolic size
/// (`target.size() == input.size()` of inputs sharing a dynamic axis).
bool sameSize(const HostScalar &x, const HostScalar &y) {
  if (!x.value || !y.value)
    return false;
  if (x.value == y.value)
    return true;
  Operation *a = x.value->getDefiningOp(), *b = y.value->getDefiningOp();
  if (!a || !b || a->getNameStr() != core::DimOp::getOperationName() ||
      b->getNameStr() != core::DimOp::getOperationName())
    return false;
  auto dimOf = [](Operation *dimOp) -> Dim {
    Type t = dimOp->getOperand(0)->getType();
    int64_t axis = dimOp->getAttr("axis").getInt();
    if (!t.hasRank())
      return Dim();
    if (axis < 0)
      axis += t.getRank();
    if (axis < 0 || axis >= t.getRank())
      return Dim();
    return t.getDims()[axis];
  };
  Dim da = dimOf(a), db = dimOf(b);
  return !da.isUnknown() && da == db;
}

LogicalResult decomposeIntListEquality(Rewriter &rw, bool negate) {
  FailureOr<llvm::SmallVector<HostScalar, 4>> a = readHostScalarList(rw, 0),
                                              b = readHostScalarList(rw, 1);
  if (failed(a) || failed(b))
    return failure();
  Context &ctx = rw.getContext();
  HostScalar equal;
  equal.kind = Type::Bool;
  equal.constant = a->size() == b->size() ? 1.0 : 0.0;
  for (size_t k = 0; k < a->size() && a->size() == b->size(); ++k) {
    const HostScalar &x = (*a)[k], &y = (*b)[k];
    if (x.isConstant() && y.isConstant()) {
      if (x.getInt() != y.getInt()) {
        equal.constant = 0.0;
        equal.value = nullptr;
        break;
      }
      continue;
    }
    if (sameSize(x, y))
      continue;
    if (sameSize(x, y))
      continue;
    Value *eq = core::ScalarCmpOp::createTyped{
        rw, ctx.getBoolType(), coreHost(rw, x), coreHost(rw, y), "eq"};
    if (equal.isConstant()) {
      equal.constant.reset();
      equal.value = eq;
    } else {
      equal.value = core::ScalarAndOp::createTyped{rw, ctx.getBoolType(),
                                                   equal.value, eq};
    }
  }
  if (!negate)
    return replaceWithHost(rw, equal);
  if (equal.isConstant()) {
    equal.constant = *equal.constant != 0 ? 0.0 : 1.0;
    return replaceWithHost(rw, equal);
  }
  return replaceWith(rw, core::ScalarNotOp::getOperationName(), {equal.value});
}

// eq.int_list(a, b) = a == b
LogicalResult decomposeIntListEq(Rewriter &rw, Operation *) {
  return decomposeIntListEquality(rw, /*negate=*/false);
}
// ne.int_list(a, b) = a != b
LogicalResult decomposeIntListNe(Rewriter &rw, Operation *) {
  return decomposeIntListEquality(rw, /*negate=*/true);
}

// _infer_size(a, b): the broadcast of two shapes (int lists, right
// aligned): per dim the size other than 1, or the one size both share;
// sizes known only at run time take s = b == 1 ? a : b.
LogicalResult decomposeInferSize(Rewriter &rw, Operation *op) {
  FailureOr<llvm::SmallVector<HostScalar, 4>> a = readHostScalarList(rw, 0),
                                              b = readHostScalarList(rw, 1);
  if (failed(a) || failed(b))
    return failure();
  size_t n = std::max(a->size(), b->size());
  llvm::SmallVector<Value *, 4> dims;
  for (size_t k = 0; k < n; ++k) {
    std::optional<HostScalar> x, y;
    if (k + a->size() >= n)
      x = (*a)[k + a->size() - n];
    if (k + b->size() >= n)
      y = (*b)[k + b->size() - n];
    HostScalar r;
    if (!x || !y) {
      r = x ? *x : *y;
    } else if (x->isConstant() && y->isConstant()) {
      int64_t p = x->getInt(), q = y->getInt();
      if (p != q && p != 1 && q != 1)
        return rw.emitError() << "cannot broadcast sizes " << p << " and "
                              << q;
      r = p == 1 ? *y : *x;
    } else if (y->isConstant() && y->getInt() == 1) {
      r = *x;
    } else if ((x->isConstant() && x->getInt() == 1) || sameSize(*x, *y)) {
      r = *y;
    } else if (y->isConstant()) {
      r = *y; // x is 1 or y's size: either way y's
    } else {
      Context &ctx = rw.getContext();
      Value *isOne = core::ScalarCmpOp::createTyped{
          rw, ctx.getBoolType(), coreHost(rw, *y), coreHost(rw, hostInt(1)),
          "eq"};
      Type i64 = ctx.getTensorType(DType::I64, llvm::ArrayRef<int64_t>{});
      Value *pick = core::WhereOp::createTyped{
          rw, i64,
          core::ToTensorOp::createTyped{
              rw, ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}),
              isOne, DType::Bool},
          hostToTensor(rw, *x, DType::I64), hostToTensor(rw, *y, DType::I64)};
      r = HostScalar();
      r.value = core::ToScalarOp::createTyped{rw, ctx.getIntType(), pick};
    }
    dims.push_back(materializeHost(rw, r));
  }
  return replaceWithValue(rw, makeList(rw, op->getResult(0)->getType(), dims));
}

// slice.t(list, start, end, step) = list[start:end:step], Python's
// slicing (none bounds, negative ones from the end, clamped) of a built or
// constant list with constant bounds
LogicalResult decomposeSliceList(Rewriter &rw, Operation *op) {
  FailureOr<std::optional<int64_t>> start = rw.readOptionalInt(1),
                                    end = rw.readOptionalInt(2);
  FailureOr<int64_t> step = rw.readInt(3);
  if (failed(start) || failed(end) || failed(step))
    return failure();
  if (*step == 0)
    return rw.emitError() << "slices with step 0";
  llvm::SmallVector<Value *, 4> elements;
  if (auto values = matchConstantIntList(op->getOperand(0))) {
    for (int64_t v : *values)
      elements.push_back(materializeHost(rw, hostInt(v)));
  } else {
    FailureOr<llvm::SmallVector<Value *, 4>> list = listElements(rw, 0);
    if (failed(list))
      return failure();
    elements = *list;
  }
  // Python's slice.indices(n).
  int64_t n = elements.size(), s = *step;
  auto bound = [&](std::optional<int64_t> b, int64_t ifNone) {
    if (!b)
      return ifNone;
    int64_t v = *b < 0 ? *b + n : *b;
    return s > 0 ? std::clamp<int64_t>(v, 0, n)
                 : std::clamp<int64_t>(v, -1, n - 1);
  };
  int64_t lo = bound(*start, s > 0 ? 0 : n - 1),
          hi = bound(*end, s > 0 ? n : -1);
  llvm::SmallVector<Value *, 4> picked;
  for (int64_t k = lo; s > 0 ? k < hi : k > hi; k += s)
    picked.push_back(elements[k]);
  return replaceWithValue(rw,
                          makeList(rw, op->getResult(0)->getType(), picked));
}

// warn(message, stacklevel) = nothing: a warning changes no value (and
// torch.onnx.export drops warnings too). The ops that build its message
// (aten.format, ...) are left to it (findWarningOnlyOps) and erased with it.
LogicalResult decomposeWarn(Rewriter &rw, Operation *op) {
  rw.replaceOp(op, {});
  return success();
}

} // namespace

void detail::registerScalarDecompositions() {
  addBuiltin("aten::eq.int_list", decomposeIntListEq);
  addBuiltin("aten::ne.int_list", decomposeIntListNe);
  addBuiltin("aten::_infer_size", decomposeInferSize);
  addBuiltin("aten::warn", decomposeWarn);
  addBuiltin("aten::__contains__.int_list", decomposeContainsInt);
  addBuiltin("aten::__and__.bool", decomposeBoolAnd);
  addBuiltin("aten::__or__.bool", decomposeBoolOr);
  addBuiltin("aten::__xor__.bool", decomposeBoolXor);
  addBuiltin("aten::__range_length", decomposeRangeLength);
  addBuiltin("aten::__derive_index", decomposeDeriveIndex);
  addBuiltin("aten::__not__", decomposeNot);
  addBuiltin("aten::size.int", decomposeSizeInt);
  addBuiltin("aten::size", decomposeSize);
  addBuiltin("aten::numel", decomposeNumel);
  addBuiltin("aten::dim", decomposeDim);
  addBuiltin("aten::len.t", decomposeLen);
  addBuiltin("aten::len.Tensor", decomposeLenTensor);
  addBuiltin("aten::__getitem__.t", decomposeGetItem);
  addBuiltin("aten::slice.t", decomposeSliceList);
  addBuiltin("prim::ListUnpack", decomposeListUnpack);
  addBuiltin("prim::TupleUnpack", decomposeTupleUnpack);
  addBuiltin("prim::TupleIndex", decomposeTupleIndex);
  addBuiltin("aten::__is__", decomposeIs(false));
  addBuiltin("aten::__isnot__", decomposeIs(true));
  addBuiltin("prim::unchecked_cast", decomposeUncheckedCast);
  addBuiltin("prim::NumToTensor", decomposeNumToTensor);
  addBuiltin("prim::dtype", decomposeDtype);
  // IntImplicit / FloatImplicit: a 0-d tensor where an int or float is
  // expected (`max(box[0], 0)`), as int(t) / float(t).
  for (const char *name : {"aten::Int.Tensor", "aten::Int.float",
                           "aten::Int.Scalar", "aten::Int.bool",
                           "aten::IntImplicit"})
    addBuiltin(name, decomposeToInt);
  for (const char *name : {"aten::Float.Tensor", "aten::Float.int",
                           "aten::Float.Scalar", "aten::Float.bool",
                           "aten::FloatImplicit"})
    addBuiltin(name, decomposeToFloat);
  for (const char *name :
       {"aten::Bool.Tensor", "aten::Bool.int", "aten::Bool.float"})
    addBuiltin(name, decomposeToBool);
  addBuiltin("aten::ScalarImplicit", decomposeScalarImplicit);
  addBuiltin("aten::item", decomposeScalarImplicit);
  for (const char *suffix : {".int", ".float", ".int_float", ".float_int"}) {
    std::string s = suffix;
    addBuiltin("aten::add" + s, decomposeScalarAdd);
    addBuiltin("aten::sub" + s, decomposeScalarSub);
    addBuiltin("aten::mul" + s, decomposeScalarMul);
    addBuiltin("aten::floordiv" + s, decomposeScalarFloordiv);
    addBuiltin("aten::remainder" + s, decomposeScalarRemainder);
    addBuiltin("aten::eq" + s, decomposeEq);
    addBuiltin("aten::ne" + s, decomposeNe);
    addBuiltin("aten::lt" + s, decomposeLt);
    addBuiltin("aten::le" + s, decomposeLe);
    addBuiltin("aten::gt" + s, decomposeGt);
    addBuiltin("aten::ge" + s, decomposeGe);
  }
  addBuiltin("aten::div.int", decomposeScalarDiv);
  addBuiltin("aten::div.float", decomposeScalarDiv);
  addBuiltin("aten::neg.int", decomposeScalarNeg);
  addBuiltin("aten::neg.float", decomposeScalarNeg);
}
