//===- Shapes.cpp - Decompositions of views, reshapes and sizes ----------===//
//
// ATen's views become value-producing core ops: after import the program
// is functional (in-place ops are checked in Elementwise.cpp), so a view
// and a copy are the same value. The host-int helpers every shape family
// shares (ShapeHelpers.h) are defined here too.
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <cstring>
#include <limits>
#include <numeric>

using namespace tocc;
using namespace tocc::detail;

//===----------------------------------------------------------------------===//
// Host ints, shape lists, lists of tensors (ShapeHelpers.h)
//===----------------------------------------------------------------------===//

HostScalar detail::hostInt(int64_t v) {
  HostScalar s;
  s.constant = double(v);
  s.intConstant = v;
  return s;
}

std::optional<HostScalar> detail::matchHostScalar(Rewriter &rw, Value *v) {
  HostScalar s;
  if (Operation *def = v->getDefiningOp();
      def && def->getNameStr() == "prim.Constant") {
    Attribute a = def->getAttr("value");
    if (a.isInt())
      return hostInt(a.getInt());
    if (a.isFloat()) {
      s.constant = a.getFloat();
      s.kind = Type::Float;
      return s;
    }
    if (a.isBool()) {
      s.constant = a.getBool() ? 1.0 : 0.0;
      s.kind = Type::Bool;
      return s;
    }
    return std::nullopt;
  }
  Type t = v->getType();
  if (t.getKind() == Type::Int || t.getKind() == Type::Float ||
      t.getKind() == Type::Bool) {
    s.value = v;
    s.kind = t.getKind();
    return s;
  }
  // A 0-d constant (a traced NumToTensor of a static size) is its value.
  if (Operation *def = v->getDefiningOp();
      def && def->getNameStr() == core::ConstantOp::getOperationName() &&
      t.isTensor() && t.hasRank() && t.getRank() == 0) {
    Attribute a = def->getAttr("value");
    llvm::ArrayRef<char> raw = a.isDense() ? a.getRawData() : llvm::ArrayRef<char>();
    auto read = [&](auto zero) {
      decltype(zero) x;
      std::memcpy(&x, raw.data(), sizeof(x));
      return x;
    };
    DType dt = t.getDType();
    if (dt == DType::I64 && raw.size() == 8)
      return hostInt(read(int64_t()));
    if (dt == DType::I32 && raw.size() == 4)
      return hostInt(read(int32_t()));
    if ((dt == DType::F64 && raw.size() == 8) ||
        (dt == DType::F32 && raw.size() == 4)) {
      s.constant = dt == DType::F64 ? read(double()) : double(read(float()));
      s.kind = Type::Float;
      return s;
    }
    if (dt == DType::Bool && raw.size() == 1) {
      s.constant = raw[0] ? 1.0 : 0.0;
      s.kind = Type::Bool;
      return s;
    }
  }
  // A one-element tensor standing for a number (the legacy form of sizes).
  if (t.isTensor() && t.hasRank() && t.getRank() == 0 &&
      t.getDType() != DType::Unknown) {
    DType dt = t.getDType();
    s.kind = dt == DType::Bool ? Type::Bool
             : isFloatDType(dt) ? Type::Float
                                : Type::Int;
    Type kindType = s.kind == Type::Int     ? rw.getContext().getIntType()
                    : s.kind == Type::Float ? rw.getContext().getFloatType()
                                            : rw.getContext().getBoolType();
    s.value = core::ToScalarOp::createTyped{rw, kindType, v};
    return s;
  }
  return std::nullopt;
}

/// "computed by 'aten.foo'" / "an argument", for diagnostics.
static std::string producerOf(Value *v) {
  Operation *def = v->getDefiningOp();
  return def ? ("computed by '" + def->getNameStr() + "'").str()
             : std::string("an argument");
}

FailureOr<HostScalar> detail::readHostScalar(Rewriter &rw, unsigned i) {
  Value *v = rw.getOp()->getOperand(i);
  if (std::optional<HostScalar> s = matchHostScalar(rw, v))
    return *s;
  return rw.emitError() << rw.describeOperand(i)
                        << " must be an int, float or bool, but it is "
                        << producerOf(v) << " of type " << v->getType().str();
}

static Type kindType(Context &ctx, Type::Kind kind) {
  return kind == Type::Int     ? ctx.getIntType()
         : kind == Type::Float ? ctx.getFloatType()
                               : ctx.getBoolType();
}

static Attribute kindAttr(Rewriter &rw, const HostScalar &s) {
  if (s.kind == Type::Int)
    return rw.getI64Attr(s.getInt());
  if (s.kind == Type::Float)
    return rw.getF64Attr(*s.constant);
  return rw.getBoolAttr(*s.constant != 0);
}

Value *detail::materializeHost(Rewriter &rw, const HostScalar &s) {
  if (!s.isConstant())
    return s.value;
  return prim::ConstantOp::createTyped{rw, kindType(rw.getContext(), s.kind),
                                       kindAttr(rw, s)};
}

Value *detail::coreHost(Rewriter &rw, const HostScalar &s) {
  if (!s.isConstant())
    return s.value;
  return core::ScalarConstantOp::createTyped{
      rw, kindType(rw.getContext(), s.kind), kindAttr(rw, s)};
}

Value *detail::hostToTensor(Rewriter &rw, const HostScalar &s, DType dtype) {
  if (s.isConstant())
    return rw.createScalarConstant(dtype, *s.constant);
  return core::ToTensorOp::createTyped{
      rw, rw.getContext().getTensorType(dtype, llvm::ArrayRef<int64_t>{}),
      s.value, dtype};
}

HostScalar detail::dimSize(Rewriter &rw, Value *x, int64_t axis) {
  Type t = x->getType();
  if (t.hasRank() && axis < t.getRank() && t.getDims()[axis].isStatic())
    return hostInt(t.getDims()[axis].getStatic());
  HostScalar s;
  s.value = core::DimOp::createTyped{rw, rw.getContext().getIntType(), x, axis};
  return s;
}

/// Python's a // b and a % b on ints (b != 0).
static std::pair<int64_t, int64_t> floorDivMod(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) {
    q -= 1;
    r += b;
  }
  return {q, r};
}

HostScalar detail::intBinary(Rewriter &rw, llvm::StringRef op,
                             const HostScalar &a, const HostScalar &b) {
  if (a.isConstant() && b.isConstant() &&
      !((op == "floordiv" || op == "mod") && b.getInt() == 0)) {
    int64_t x = a.getInt(), y = b.getInt();
    if (op == "add")
      return hostInt(x + y);
    if (op == "sub")
      return hostInt(x - y);
    if (op == "mul")
      return hostInt(x * y);
    if (op == "min")
      return hostInt(std::min(x, y));
    if (op == "max")
      return hostInt(std::max(x, y));
    if (op == "floordiv")
      return hostInt(floorDivMod(x, y).first);
    if (op == "mod")
      return hostInt(floorDivMod(x, y).second);
  }
  // x + 0, x * 1: no op.
  if ((op == "add" || op == "sub") && b.isConstant() && b.getInt() == 0)
    return a;
  if (op == "mul" && b.isConstant() && b.getInt() == 1)
    return a;
  HostScalar s;
  s.value = rw.create(scalarBinaryOpName(op), rw.getContext().getIntType(),
                      {coreHost(rw, a), coreHost(rw, b)});
  return s;
}

Value *detail::i64Vector(Rewriter &rw, llvm::ArrayRef<HostScalar> ints) {
  llvm::SmallVector<int64_t, 4> values;
  for (const HostScalar &s : ints)
    if (s.isConstant())
      values.push_back(s.getInt());
  if (values.size() == ints.size())
    return rw.createI64Constant(values);
  llvm::SmallVector<Value *, 4> elements;
  for (const HostScalar &s : ints)
    elements.push_back(coreHost(rw, s));
  return core::FromScalarsOp::createTyped{
      rw,
      rw.getContext().getTensorType(
          DType::I64, llvm::ArrayRef<int64_t>{int64_t(ints.size())}),
      elements, DType::I64};
}

FailureOr<llvm::SmallVector<HostScalar, 4>>
detail::readHostIntList(Rewriter &rw, unsigned i) {
  Value *list = rw.getOp()->getOperand(i);
  llvm::SmallVector<HostScalar, 4> ints;
  if (auto values = matchConstantIntList(list)) {
    for (int64_t v : *values)
      ints.push_back(hostInt(v));
    return ints;
  }
  Operation *def = list->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return rw.emitError() << rw.describeOperand(i)
                          << " must be a list of ints built by "
                             "prim.ListConstruct, but it is "
                          << producerOf(list);
  for (unsigned k = 0, e = def->getNumOperands(); k != e; ++k) {
    Value *element = def->getOperand(k);
    std::optional<HostScalar> s = matchHostScalar(rw, element);
    if (!s || s->kind == Type::Float)
      return rw.emitError() << "element " << k << " of "
                            << rw.describeOperand(i)
                            << " must be an int, but it is "
                            << producerOf(element) << " of type "
                            << element->getType().str();
    s->kind = Type::Int;
    ints.push_back(*s);
  }
  return ints;
}

FailureOr<Value *> detail::shapeTensor(Rewriter &rw, unsigned i) {
  FailureOr<llvm::SmallVector<HostScalar, 4>> ints = readHostIntList(rw, i);
  if (failed(ints))
    return failure();
  return i64Vector(rw, *ints);
}

FailureOr<llvm::SmallVector<Value *, 4>> detail::readTensorList(Rewriter &rw,
                                                                unsigned i) {
  Value *list = rw.getOp()->getOperand(i);
  Operation *def = list->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return rw.emitError() << rw.describeOperand(i)
                          << " must be a list built by prim.ListConstruct, "
                             "but it is "
                          << producerOf(list);
  llvm::SmallVector<Value *, 4> elements = def->getOperands();
  for (Value *v : elements)
    if (!v->getType().isTensor())
      return rw.emitError() << rw.describeOperand(i)
                            << " has an element of type " << v->getType().str();
  return elements;
}

LogicalResult detail::readCellStates(Rewriter &rw, bool lstm, unsigned i,
                                     llvm::SmallVectorImpl<Value *> &hx,
                                     llvm::StringRef names) {
  if (lstm) {
    FailureOr<llvm::SmallVector<Value *, 4>> list = readTensorList(rw, i);
    if (failed(list))
      return failure();
    if (list->size() != 2)
      return rw.emitError() << "needs hx = (" << names << "), but it has "
                            << uint64_t(list->size()) << " tensors";
    hx.assign(list->begin(), list->end());
    return success();
  }
  FailureOr<Value *> h = rw.readTensor(i);
  if (failed(h))
    return failure();
  hx.assign(1, *h);
  return success();
}

Value *detail::makeList(Rewriter &rw, Type listType,
                        llvm::ArrayRef<Value *> elements) {
  return prim::ListConstructOp::createTyped{rw, listType, elements};
}

LogicalResult detail::replaceWithValue(Rewriter &rw, Value *v) {
  if (!v)
    return failure();
  rw.replaceOp(rw.getOp(), {v});
  return success();
}

LogicalResult detail::replaceWith(Rewriter &rw, llvm::StringRef name,
                                  llvm::ArrayRef<Value *> operands,
                                  llvm::ArrayRef<NamedAttribute> attrs) {
  return replaceWithValue(
      rw, rw.create(name, rw.getOp()->getResult(0)->getType(), operands,
                    attrs));
}

FailureOr<RankedTensor> detail::readRankedTensor(Rewriter &rw, unsigned i) {
  FailureOr<Value *> v = rw.readTensor(i);
  if (failed(v))
    return failure();
  FailureOr<int64_t> rank = rw.readRank(i);
  if (failed(rank))
    return failure();
  return RankedTensor{*v, *rank};
}

Value *detail::sliceAxis(Rewriter &rw, Value *x, int64_t axis,
                         const HostScalar &start, const HostScalar &end,
                         int64_t step, Type resultType) {
  if (!resultType)
    resultType = rw.unrankedTensorType(x->getType().getDType());
  return core::SliceOp::createTyped{
      rw, resultType, x, i64Vector(rw, {start}), i64Vector(rw, {end}),
      rw.createI64Constant({axis}), rw.createI64Constant({step})};
}

/// `x` with size-1 dims inserted at `axes` of the result (rank known).
Value *detail::unsqueezeAt(Rewriter &rw, Value *x,
                           llvm::ArrayRef<int64_t> axes) {
  if (axes.empty())
    return x;
  return core::UnsqueezeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, axes};
}

/// shape_of(other), or a constant when other's shape is static.
Value *detail::shapeOf(Rewriter &rw, Value *other) {
  Type t = other->getType();
  if (t.hasRank() && t.hasStaticShape()) {
    llvm::SmallVector<int64_t, 4> dims;
    for (Dim d : t.getDims())
      dims.push_back(d.getStatic());
    return rw.createI64Constant(dims);
  }
  return core::ShapeOfOp::createTyped{
      rw,
      t.hasRank() ? rw.getContext().getTensorType(
                        DType::I64, llvm::ArrayRef<int64_t>{t.getRank()})
                  : rw.unrankedTensorType(DType::I64),
      other};
}

/// The dims of list operand `i` normalized against `rank`; repeats are an
/// error.
FailureOr<llvm::SmallVector<int64_t, 4>>
detail::readDimList(Rewriter &rw, unsigned i, int64_t rank) {
  FailureOr<llvm::SmallVector<int64_t, 4>> dims = rw.readIntList(i);
  if (failed(dims))
    return failure();
  llvm::SmallVector<int64_t, 4> out;
  for (int64_t d : *dims) {
    std::optional<int64_t> n = normalizeDim(d, rank);
    if (!n || llvm::is_contained(out, *n))
      return rw.emitError() << rw.describeOperand(i) << " has dim " << d
                            << (n ? ", repeated" : ", out of range")
                            << " for a tensor of rank " << rank;
    out.push_back(*n);
  }
  return out;
}

/// The dtype of a `ScalarType?` operand, or `fallback` for none.
FailureOr<DType> detail::readDType(Rewriter &rw, unsigned i, DType fallback) {
  FailureOr<std::optional<int64_t>> code = rw.readOptionalInt(i);
  if (failed(code))
    return failure();
  if (!*code)
    return fallback;
  std::optional<DType> dt = aten::dtypeFromScalarType(**code);
  if (!dt)
    return rw.emitError() << rw.describeOperand(i) << " is ScalarType "
                          << **code << ", which core has no dtype for";
  return *dt;
}

/// Dim `i` of the NumPy broadcast of `sizes` (the inputs' sizes there, 1
/// for an input of lower rank): a static size other than 1 if some input
/// has one; else the one symbolic size the others share (or 1); else, when
/// inputs have different symbolic sizes, computed at run time as
/// s = b == 1 ? s : b over the sizes b (exact also for sizes of 0).
static FailureOr<HostScalar>
broadcastDim(Rewriter &rw, llvm::ArrayRef<std::pair<Value *, int64_t>> sizes) {
  std::optional<int64_t> fixed;
  llvm::SmallVector<std::pair<Value *, int64_t>, 4> symbolic;
  for (auto [v, axis] : sizes) {
    Dim d = v->getType().getDims()[axis];
    if (d.isStatic()) {
      if (d.getStatic() == 1)
        continue;
      if (fixed && *fixed != d.getStatic())
        return rw.emitError() << "cannot broadcast sizes " << *fixed
                              << " and " << d.getStatic();
      fixed = d.getStatic();
    } else {
      symbolic.push_back({v, axis});
    }
  }
  if (fixed)
    return hostInt(*fixed);
  if (symbolic.empty())
    return hostInt(1);
  Dim first = symbolic.front().first->getType().getDims()
                  [symbolic.front().second];
  if (!first.isUnknown() &&
      llvm::all_of(symbolic, [&](const std::pair<Value *, int64_t> &s) {
        return s.first->getType().getDims()[s.second] == first;
      }))
    return dimSize(rw, symbolic.front().first, symbolic.front().second);
  Type i64 = rw.getContext().getTensorType(DType::I64,
                                           llvm::ArrayRef<int64_t>{});
  Value *size = hostToTensor(
      rw, dimSize(rw, symbolic.front().first, symbolic.front().second),
      DType::I64);
  Value *one = rw.createScalarConstant(DType::I64, 1);
  for (auto [v, axis] : llvm::drop_begin(symbolic)) {
    Value *b = hostToTensor(rw, dimSize(rw, v, axis), DType::I64);
    Value *isOne = core::EqOp::createTyped{
        rw,
        rw.getContext().getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}),
        b, one};
    size = core::WhereOp::createTyped{rw, i64, isOne, size, b};
  }
  HostScalar s;
  s.value =
      core::ToScalarOp::createTyped{rw, rw.getContext().getIntType(), size};
  return s;
}

FailureOr<llvm::SmallVector<HostScalar, 4>>
detail::broadcastShape(Rewriter &rw, llvm::ArrayRef<Value *> tensors) {
  int64_t rank = 0;
  for (Value *t : tensors) {
    if (!t->getType().isTensor() || !t->getType().hasRank())
      return rw.emitError() << "needs the ranks of its tensors, but one has "
                               "type "
                            << t->getType().str();
    rank = std::max<int64_t>(rank, t->getType().getRank());
  }
  llvm::SmallVector<HostScalar, 4> shape;
  for (int64_t i = 0; i < rank; ++i) {
    llvm::SmallVector<std::pair<Value *, int64_t>, 4> sizes;
    for (Value *t : tensors) {
      int64_t axis = i - (rank - t->getType().getRank());
      if (axis >= 0)
        sizes.push_back({t, axis});
    }
    FailureOr<HostScalar> d = broadcastDim(rw, sizes);
    if (failed(d))
      return failure();
    shape.push_back(*d);
  }
  return shape;
}

Value *detail::expandTo(Rewriter &rw, Value *t,
                        llvm::ArrayRef<HostScalar> shape) {
  // Unchanged when of full rank and, at every dim, static and equal to
  // the shape's size, or the symbolic dim the shape reads with core.dim.
  int64_t rank = shape.size();
  bool same = t->getType().getRank() == rank;
  for (int64_t i = 0; same && i < rank; ++i) {
    Dim d = t->getType().getDims()[i];
    const HostScalar &b = shape[i];
    if (b.isConstant()) {
      same = d.isStatic() && d.getStatic() == b.getInt();
      continue;
    }
    Operation *def = b.value->getDefiningOp();
    same = !d.isUnknown() && def &&
           def->getNameStr() == core::DimOp::getOperationName();
    if (same) {
      Value *of = def->getOperand(0);
      int64_t axis = def->getAttr("axis").getInt();
      same = of->getType().getDims()[axis] == d;
    }
  }
  if (same)
    return t;
  return core::ExpandOp::createTyped{
      rw, rw.unrankedTensorType(t->getType().getDType()), t,
      i64Vector(rw, shape)};
}

namespace {

LogicalResult replaceWithTranspose(Rewriter &rw, Operation *op, Value *self,
                                   llvm::ArrayRef<int64_t> perm) {
  bool identity = true;
  for (size_t i = 0; i < perm.size(); ++i)
    identity &= perm[i] == int64_t(i);
  if (identity) {
    rw.replaceOp(op, {self});
    return success();
  }
  Value *r = core::TransposeOp::createTyped{rw, op->getResult(0)->getType(),
                                            self, perm};
  rw.replaceOp(op, {r});
  return success();
}

// t(self) = transpose(self, 0, 1) for 2-D, self for 0-D and 1-D
LogicalResult decomposeT(Rewriter &rw, Operation *op) {
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
LogicalResult decomposeTransposeInt(Rewriter &rw, Operation *op) {
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
LogicalResult decomposePermute(Rewriter &rw, Operation *op) {
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
LogicalResult decomposeUnsqueeze(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, *rank + 1);
  if (failed(dim))
    return failure();
  Value *r = core::UnsqueezeOp::createTyped{rw, op->getResult(0)->getType(),
                                            *self, {*dim}};
  rw.replaceOp(op, {r});
  return success();
}

// squeeze.dim(self, dim): removes dim if its size is 1, else returns self
LogicalResult decomposeSqueezeDim(Rewriter &rw, Operation *op) {
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
  Value *r = core::SqueezeOp::createTyped{rw, op->getResult(0)->getType(),
                                          *self, {*dim}};
  rw.replaceOp(op, {r});
  return success();
}

// flatten.using_ints(self, start_dim, end_dim) merges start..end into one
LogicalResult decomposeFlatten(Rewriter &rw, Operation *op) {
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
  Value *r = core::FlattenOp::createTyped{rw, op->getResult(0)->getType(),
                                          *self, *start, *end};
  rw.replaceOp(op, {r});
  return success();
}

// view(self, size) = reshape(self, size), as is reshape(self, shape)
LogicalResult decomposeReshape(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  FailureOr<Value *> shape = shapeTensor(rw, 1);
  if (failed(shape))
    return failure();
  Value *r = core::ReshapeOp::createTyped{rw, op->getResult(0)->getType(),
                                          *self, *shape};
  rw.replaceOp(op, {r});
  return success();
}

/// The tensors concatenated along `dim` (normalized against their rank,
/// torch.cat's rules: 1-D empty tensors do not count), promoted to one
/// dtype; `dim` is read from operand `dimOperand`, or taken as given when
/// dimOperand is negative.
FailureOr<Value *> promotedConcat(Rewriter &rw, llvm::ArrayRef<Value *> inputs,
                                  int dimOperand, int64_t givenDim,
                                  Type resultType) {
  Operation *op = rw.getOp();
  if (inputs.empty())
    return rw.emitError() << "concatenates an empty list of tensors";
  llvm::SmallVector<PromotionOperand, 4> promo;
  std::optional<int64_t> rank;
  for (Value *v : inputs) {
    Type t = v->getType();
    promo.push_back({t.getDType(), PromotionKind::Tensor});
    // torch.cat skips 1-D empty tensors (legacy behavior) when ranking.
    if (t.hasRank() && !rank && !(t.getRank() == 1 && t.getDims()[0].isStatic() &&
                                  t.getDims()[0].getStatic() == 0))
      rank = t.getRank();
  }
  if (!rank)
    return rw.emitError() << "needs the rank of the tensors it concatenates "
                             "(give the model's input shapes)";
  int64_t dim = givenDim;
  if (dimOperand >= 0) {
    FailureOr<int64_t> d = rw.readDim(dimOperand, *rank);
    if (failed(d))
      return failure();
    dim = *d;
  }
  std::optional<DType> promoted = promoteResultType(promo);
  DType dt = resultDTypeOr(op, promoted.value_or(DType::Unknown));
  llvm::SmallVector<Value *, 4> cast;
  for (Value *v : inputs) {
    Type t = v->getType();
    bool legacyEmpty = t.hasRank() && t.getRank() == 1 &&
                       t.getDims()[0].isStatic() &&
                       t.getDims()[0].getStatic() == 0;
    if (!(legacyEmpty && *rank != 1))
      cast.push_back(rw.castTo(v, dt));
  }
  if (cast.empty())
    return rw.castTo(inputs.front(), dt);
  if (cast.size() == 1 && cast.front()->getType() == resultType)
    return cast.front();
  return core::ConcatOp::createTyped{rw, resultType, cast, dim};
}

// cat(tensors, dim): concatenation, operands promoted to one dtype
LogicalResult decomposeCat(Rewriter &rw, Operation *op) {
  FailureOr<llvm::SmallVector<Value *, 4>> inputs = readTensorList(rw, 0);
  if (failed(inputs))
    return failure();
  FailureOr<Value *> r =
      promotedConcat(rw, *inputs, 1, 0, op->getResult(0)->getType());
  return failed(r) ? failure() : replaceWithValue(rw, *r);
}

// stack(tensors, dim) = cat([t.unsqueeze(dim) for t in tensors], dim)
LogicalResult decomposeStack(Rewriter &rw, Operation *op) {
  FailureOr<llvm::SmallVector<Value *, 4>> inputs = readTensorList(rw, 0);
  if (failed(inputs))
    return failure();
  if (inputs->empty())
    return rw.emitError() << "stacks an empty list of tensors";
  Type t0 = inputs->front()->getType();
  if (!t0.hasRank())
    return rw.emitError() << "needs the rank of the tensors it stacks";
  FailureOr<int64_t> dim = rw.readDim(1, t0.getRank() + 1);
  if (failed(dim))
    return failure();
  llvm::SmallVector<Value *, 4> expanded;
  for (Value *v : *inputs)
    expanded.push_back(unsqueezeAt(rw, v, {*dim}));
  FailureOr<Value *> r =
      promotedConcat(rw, expanded, -1, *dim, op->getResult(0)->getType());
  return failed(r) ? failure() : replaceWithValue(rw, *r);
}

/// hstack: 1-D (and 0-d, made 1-D) tensors concatenate along 0, others
/// along 1; vstack: tensors made at least 2-D ([n] -> [1, n]) along 0.
LogicalResult decomposeHVStack(Rewriter &rw, Operation *op, bool vertical) {
  FailureOr<llvm::SmallVector<Value *, 4>> inputs = readTensorList(rw, 0);
  if (failed(inputs))
    return failure();
  llvm::SmallVector<Value *, 4> atLeast;
  int64_t dim = 0;
  for (Value *v : *inputs) {
    Type t = v->getType();
    if (!t.hasRank())
      return rw.emitError() << "needs the rank of the tensors it stacks";
    int64_t rank = t.getRank();
    if (vertical)
      atLeast.push_back(rank == 0   ? unsqueezeAt(rw, v, {0, 1})
                        : rank == 1 ? unsqueezeAt(rw, v, {0})
                                    : v);
    else
      atLeast.push_back(rank == 0 ? unsqueezeAt(rw, v, {0}) : v);
    if (!vertical && rank > 1)
      dim = 1;
  }
  FailureOr<Value *> r =
      promotedConcat(rw, atLeast, -1, dim, op->getResult(0)->getType());
  return failed(r) ? failure() : replaceWithValue(rw, *r);
}

// hstack(tensors) = cat(atleast_1d(tensors), 0 if 1-D else 1)
LogicalResult decomposeHStack(Rewriter &rw, Operation *op) {
  return decomposeHVStack(rw, op, false);
}

// vstack(tensors) = cat(atleast_2d(tensors), 0)
LogicalResult decomposeVStack(Rewriter &rw, Operation *op) {
  return decomposeHVStack(rw, op, true);
}

// contiguous(self) = self (no layouts in core)
LogicalResult decomposeContiguous(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  rw.replaceOp(op, {*self});
  return success();
}

// squeeze(self) removes every dim of size 1 (they must be static)
LogicalResult decomposeSqueeze(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  llvm::SmallVector<int64_t, 4> axes;
  Type t = self->value->getType();
  for (int64_t i = 0; i < self->rank; ++i) {
    Dim d = t.getDims()[i];
    if (!d.isStatic())
      return rw.emitError() << "squeezes every dim of size 1, but dim " << i
                            << " is not static: the result's rank depends "
                               "on it";
    if (d.getStatic() == 1)
      axes.push_back(i);
  }
  if (axes.empty())
    return replaceWithValue(rw, self->value);
  return replaceWith(rw, core::SqueezeOp::getOperationName(), {self->value},
                     {{"axes", rw.getI64ArrayAttr(axes)}});
}

// movedim.int(self, source, destination): source moves to destination,
// the other dims keep their order
LogicalResult decomposeMovedim(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> src = rw.readDim(1, self->rank),
                     dst = rw.readDim(2, self->rank);
  if (failed(src) || failed(dst))
    return failure();
  if (self->rank == 0)
    return replaceWithValue(rw, self->value);
  llvm::SmallVector<int64_t, 4> rest;
  for (int64_t i = 0; i < self->rank; ++i)
    if (i != *src)
      rest.push_back(i);
  rest.insert(rest.begin() + *dst, *src);
  return replaceWithTranspose(rw, op, self->value, rest);
}

// numpy_T(self) = self.permute(reversed(range(rank)))
LogicalResult decomposeNumpyT(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  llvm::SmallVector<int64_t, 4> perm;
  for (int64_t i = self->rank; i-- > 0;)
    perm.push_back(i);
  return replaceWithTranspose(rw, op, self->value, perm);
}

/// The dims of `x` as host ints (constants where static, core.dim else).
llvm::SmallVector<HostScalar, 4> dimsOf(Rewriter &rw, Value *x, int64_t from,
                                        int64_t to) {
  llvm::SmallVector<HostScalar, 4> dims;
  for (int64_t i = from; i < to; ++i)
    dims.push_back(dimSize(rw, x, i));
  return dims;
}

// unflatten.int(self, dim, sizes) = reshape(self, dims[:dim] + sizes +
// dims[dim+1:]); one size may be -1
LogicalResult decomposeUnflatten(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  FailureOr<llvm::SmallVector<HostScalar, 4>> sizes = readHostIntList(rw, 2);
  if (failed(dim) || failed(sizes))
    return failure();
  llvm::SmallVector<HostScalar, 4> shape = dimsOf(rw, self->value, 0, *dim);
  shape.append(sizes->begin(), sizes->end());
  llvm::SmallVector<HostScalar, 4> after =
      dimsOf(rw, self->value, *dim + 1, self->rank);
  shape.append(after.begin(), after.end());
  return replaceWith(rw, core::ReshapeOp::getOperationName(),
                     {self->value, i64Vector(rw, shape)});
}

// view_as(self, other) = reshape(self, other.shape), as is reshape_as
LogicalResult decomposeViewAs(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  return replaceWith(rw, core::ReshapeOp::getOperationName(),
                     {*self, shapeOf(rw, *other)});
}

// expand(self, size, implicit) = expand(self, size); broadcast_to(self,
// size) is the same
LogicalResult decomposeExpand(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  FailureOr<Value *> shape = shapeTensor(rw, 1);
  if (failed(shape))
    return failure();
  return replaceWith(rw, core::ExpandOp::getOperationName(), {*self, *shape});
}

// expand_as(self, other) = expand(self, other.shape)
LogicalResult decomposeExpandAs(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  return replaceWith(rw, core::ExpandOp::getOperationName(),
                     {*self, shapeOf(rw, *other)});
}

// broadcast_tensors(tensors) = [expand(t, B) for t in tensors], B the
// NumPy broadcast of their shapes (broadcastShape); an input that already
// has B's dims is itself
LogicalResult decomposeBroadcastTensors(Rewriter &rw, Operation *op) {
  FailureOr<llvm::SmallVector<Value *, 4>> tensors = readTensorList(rw, 0);
  if (failed(tensors))
    return failure();
  FailureOr<llvm::SmallVector<HostScalar, 4>> shape =
      broadcastShape(rw, *tensors);
  if (failed(shape))
    return failure();
  llvm::SmallVector<Value *, 4> results;
  for (Value *t : *tensors)
    results.push_back(expandTo(rw, t, *shape));
  return replaceWithValue(rw,
                          makeList(rw, op->getResult(0)->getType(), results));
}

/// tile of `x` by `repeats` (one per dim after leading 1s are added to
/// whichever of the two is shorter, as torch.tile and Tensor.repeat do).
LogicalResult tileBy(Rewriter &rw, Value *x, int64_t rank,
                     llvm::SmallVector<HostScalar, 4> repeats,
                     bool repeatsMayBeShorter) {
  int64_t n = repeats.size();
  if (n < rank) {
    if (!repeatsMayBeShorter)
      return rw.emitError() << "has " << n << " repeats for a tensor of rank "
                            << rank << " (repeat needs at least the rank)";
    repeats.insert(repeats.begin(), rank - n, hostInt(1));
  } else if (n > rank) {
    llvm::SmallVector<int64_t, 4> lead;
    for (int64_t i = 0; i < n - rank; ++i)
      lead.push_back(i);
    x = unsqueezeAt(rw, x, lead);
  }
  return replaceWith(rw, core::TileOp::getOperationName(),
                     {x, i64Vector(rw, repeats)});
}

// repeat(self, repeats) = tile(self viewed with leading 1s, repeats)
LogicalResult decomposeRepeat(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<llvm::SmallVector<HostScalar, 4>> repeats = readHostIntList(rw, 1);
  if (failed(self) || failed(repeats))
    return failure();
  return tileBy(rw, self->value, self->rank, *repeats, false);
}

// tile(self, dims): repeat with 1s prepended to the shorter of dims/shape
LogicalResult decomposeTile(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<llvm::SmallVector<HostScalar, 4>> repeats = readHostIntList(rw, 1);
  if (failed(self) || failed(repeats))
    return failure();
  return tileBy(rw, self->value, self->rank, *repeats, true);
}

/// repeat_interleave's indices for a 1-D repeats tensor: i repeated
/// repeats[i] times, [sum(repeats)] long. Index p belongs to the i with
/// cumsum(repeats)[i - 1] <= p < cumsum(repeats)[i], so it is the number of
/// running sums <= p.
Value *repeatIndices(Rewriter &rw, Value *repeats) {
  Type i64 = rw.unrankedTensorType(DType::I64);
  Value *r = rw.castTo(repeats, DType::I64);
  Value *cum = core::CumsumOp::createTyped{rw, i64, r, 0};
  Value *total = core::ReduceSumOp::createTyped{rw, i64, r, {}, false};
  Value *pos = core::ArangeOp::createTyped{
      rw, i64, rw.createScalarConstant(DType::I64, 0), total,
      rw.createScalarConstant(DType::I64, 1), DType::I64};
  Value *passed = core::GeOp::createTyped{
      rw, rw.unrankedTensorType(DType::Bool), unsqueezeAt(rw, pos, {1}),
      unsqueezeAt(rw, cum, {0})};
  return core::ReduceSumOp::createTyped{rw, i64, rw.castTo(passed, DType::I64),
                                        {1}, false};
}

// repeat_interleave.self_int(self, repeats, dim) and .self_Tensor with a
// one-element repeats = each element along dim repeated:
// self.unsqueeze(dim + 1).expand(..., r, ...).reshape(..., D * r, ...); a
// 1-D repeats tensor = index_select(self, dim, the indices that repeat
// each position repeats[i] times); no dim works on the flattened self
LogicalResult decomposeRepeatInterleave(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<std::optional<int64_t>> dimArg = rw.readOptionalInt(2);
  if (failed(self) || failed(dimArg))
    return failure();
  Value *x = self->value;
  int64_t rank = self->rank;
  DType dt = x->getType().getDType();
  int64_t dim = 0;
  if (!*dimArg) {
    x = core::ReshapeOp::createTyped{rw, rw.unrankedTensorType(dt), x,
                                     rw.createI64Constant({-1})};
    rank = 1;
  } else {
    FailureOr<int64_t> d = rw.readDim(2, rank);
    if (failed(d))
      return failure();
    dim = *d;
  }
  Value *repeatsArg = op->getOperand(1);
  std::optional<HostScalar> r;
  Type rt = repeatsArg->getType();
  if (!rt.isTensor())
    r = matchHostScalar(rw, repeatsArg);
  else if (rt.hasRank() && (rt.getRank() == 0 ||
                            (rt.getDims()[0].isStatic() &&
                             rt.getDims()[0].getStatic() == 1)))
    r = matchHostScalar(rw, repeatsArg);
  if (!r) {
    if (!rt.isTensor())
      return rw.emitError() << "repeats by " << rt.str()
                            << " (expected an int or a tensor)";
    return replaceWith(rw, core::IndexSelectOp::getOperationName(),
                       {x, repeatIndices(rw, repeatsArg)},
                       {{"axis", rw.getI64Attr(dim)}});
  }
  llvm::SmallVector<HostScalar, 4> expanded, merged;
  for (int64_t d = 0; d < rank; ++d) {
    HostScalar size = dimSize(rw, x, d);
    expanded.push_back(size);
    merged.push_back(d == dim ? intBinary(rw, "mul", size, *r) : size);
    if (d == dim)
      expanded.push_back(*r);
  }
  Value *wide = core::ExpandOp::createTyped{rw, rw.unrankedTensorType(dt),
                                            unsqueezeAt(rw, x, {dim + 1}),
                                            i64Vector(rw, expanded)};
  return replaceWith(rw, core::ReshapeOp::getOperationName(),
                     {wide, i64Vector(rw, merged)});
}

// repeat_interleave.Tensor(repeats) = i repeated repeats[i] times
LogicalResult decomposeRepeatInterleaveIndices(Rewriter &rw, Operation *) {
  FailureOr<Value *> repeats = rw.readTensor(0);
  if (failed(repeats))
    return failure();
  return replaceWithValue(rw, repeatIndices(rw, *repeats));
}

// meshgrid(tensors, indexing) with n 0-d or 1-D tensors of lengths
// L0..Ln-1: output i is tensors[i] viewed along dim i and expanded to
// [L0, ..., Ln-1]; indexing "xy" swaps the first two dims (tensors[0]
// varies along dim 1), "ij" (and the overload without indexing) does not
LogicalResult decomposeMeshgrid(Rewriter &rw, Operation *op) {
  FailureOr<llvm::SmallVector<Value *, 4>> inputs = readTensorList(rw, 0);
  if (failed(inputs))
    return failure();
  bool xy = false;
  if (op->getNumOperands() > 1) {
    FailureOr<std::string> indexing = rw.readString(1);
    if (failed(indexing))
      return failure();
    if (*indexing != "ij" && *indexing != "xy")
      return rw.emitError() << "has indexing '" << *indexing
                            << "' (expected ij or xy)";
    xy = *indexing == "xy";
  }
  size_t n = inputs->size();
  if (n == 0)
    return rw.emitError() << "takes an empty list of tensors";
  llvm::SmallVector<Value *, 4> flat;
  llvm::SmallVector<HostScalar, 4> lengths;
  for (auto [i, v] : llvm::enumerate(*inputs)) {
    Type t = v->getType();
    if (!t.hasRank() || t.getRank() > 1)
      return rw.emitError() << "takes tensor " << i << " of type " << t.str()
                            << " (expected 0-d or 1-D tensors)";
    Value *f = t.getRank() == 1 ? v : unsqueezeAt(rw, v, {0});
    flat.push_back(f);
    lengths.push_back(dimSize(rw, f, 0));
  }
  // The dim input i varies along.
  auto axisOf = [&](size_t i) -> size_t {
    if (xy && n >= 2 && i < 2)
      return 1 - i;
    return i;
  };
  llvm::SmallVector<HostScalar, 4> shape(n, hostInt(1));
  for (size_t i = 0; i < n; ++i)
    shape[axisOf(i)] = lengths[i];
  Value *full = i64Vector(rw, shape);
  llvm::SmallVector<Value *, 4> outs;
  for (size_t i = 0; i < n; ++i) {
    llvm::SmallVector<int64_t, 4> view(n, 1);
    view[axisOf(i)] = -1;
    DType dt = flat[i]->getType().getDType();
    Value *shaped = core::ReshapeOp::createTyped{
        rw, rw.unrankedTensorType(dt), flat[i], rw.createI64Constant(view)};
    outs.push_back(core::ExpandOp::createTyped{rw, rw.unrankedTensorType(dt),
                                               shaped, full});
  }
  return replaceWithValue(rw, makeList(rw, op->getResult(0)->getType(), outs));
}

// flip(self, dims) = core.flip; no dims is the identity
LogicalResult decomposeFlip(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<llvm::SmallVector<int64_t, 4>> dims =
      readDimList(rw, 1, self->rank);
  if (failed(dims))
    return failure();
  if (dims->empty() || self->rank == 0)
    return replaceWithValue(rw, self->value);
  return replaceWith(rw, core::FlipOp::getOperationName(), {self->value},
                     {{"axes", rw.getI64ArrayAttr(*dims)}});
}

// roll(self, shifts, dims) = core.roll; without dims the flattened tensor
// rolls and takes self's shape back
LogicalResult decomposeRoll(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<llvm::SmallVector<int64_t, 4>> shifts = rw.readIntList(1);
  if (failed(self) || failed(shifts))
    return failure();
  FailureOr<llvm::SmallVector<int64_t, 4>> dims =
      readDimList(rw, 2, self->rank);
  if (failed(dims))
    return failure();
  if (dims->empty()) {
    if (shifts->size() != 1)
      return rw.emitError() << "rolls the flattened tensor by "
                            << shifts->size() << " shifts (expected one)";
    Value *flat = core::FlattenOp::createTyped{
        rw, rw.unrankedTensorType(self->value->getType().getDType()),
        self->value, 0, self->rank ? self->rank - 1 : 0};
    Value *rolled =
        core::RollOp::createTyped{rw, flat->getType(), flat, *shifts, {0}};
    return replaceWith(rw, core::ReshapeOp::getOperationName(),
                       {rolled, shapeOf(rw, self->value)});
  }
  if (dims->size() != shifts->size())
    return rw.emitError() << "has " << shifts->size() << " shifts for "
                          << dims->size() << " dims";
  return replaceWith(rw, core::RollOp::getOperationName(), {self->value},
                     {{"shifts", rw.getI64ArrayAttr(*shifts)},
                      {"axes", rw.getI64ArrayAttr(*dims)}});
}

/// tril / triu(self, diagonal)
LogicalResult decomposeTriangle(Rewriter &rw, Operation *,
                                llvm::StringRef coreName) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<int64_t> diagonal = rw.readInt(1);
  if (failed(self) || failed(diagonal))
    return failure();
  if (self->rank < 2)
    return rw.emitError() << "needs a tensor of at least 2 dims, but "
                          << rw.describeOperand(0) << " has rank "
                          << self->rank;
  return replaceWith(rw, coreName, {self->value},
                     {{"diagonal", rw.getI64Attr(*diagonal)}});
}

// tril(self, diagonal): keeps j - i <= diagonal
LogicalResult decomposeTril(Rewriter &rw, Operation *op) {
  return decomposeTriangle(rw, op, core::TrilOp::getOperationName());
}

// triu(self, diagonal): keeps j - i >= diagonal
LogicalResult decomposeTriu(Rewriter &rw, Operation *op) {
  return decomposeTriangle(rw, op, core::TriuOp::getOperationName());
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
  addBuiltin("aten::meshgrid", decomposeMeshgrid);
  addBuiltin("aten::meshgrid.indexing", decomposeMeshgrid);
  addBuiltin("aten::repeat_interleave.self_int", decomposeRepeatInterleave);
  addBuiltin("aten::repeat_interleave.self_Tensor", decomposeRepeatInterleave);
  addBuiltin("aten::repeat_interleave.Tensor",
             decomposeRepeatInterleaveIndices);
  addBuiltin("aten::contiguous", decomposeContiguous);
  addBuiltin("aten::swapaxes", decomposeTransposeInt);
  addBuiltin("aten::swapdims", decomposeTransposeInt);
  addBuiltin("aten::movedim.int", decomposeMovedim);
  addBuiltin("aten::numpy_T", decomposeNumpyT);
  addBuiltin("aten::squeeze", decomposeSqueeze);
  addBuiltin("aten::unflatten.int", decomposeUnflatten);
  addBuiltin("aten::view_as", decomposeViewAs);
  addBuiltin("aten::reshape_as", decomposeViewAs);
  addBuiltin("aten::expand", decomposeExpand);
  addBuiltin("aten::broadcast_to", decomposeExpand);
  addBuiltin("aten::expand_as", decomposeExpandAs);
  addBuiltin("aten::broadcast_tensors", decomposeBroadcastTensors);
  addBuiltin("aten::concat", decomposeCat);
  addBuiltin("aten::stack", decomposeStack);
  addBuiltin("aten::hstack", decomposeHStack);
  addBuiltin("aten::vstack", decomposeVStack);
  addBuiltin("aten::repeat", decomposeRepeat);
  addBuiltin("aten::tile", decomposeTile);
  addBuiltin("aten::flip", decomposeFlip);
  addBuiltin("aten::roll", decomposeRoll);
  addBuiltin("aten::tril", decomposeTril);
  addBuiltin("aten::triu", decomposeTriu);
}
