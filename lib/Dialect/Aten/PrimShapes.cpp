//===- PrimShapes.cpp - Shape functions of the prim ops -------------------===//
//
// prim ops carry the non-tensor values between aten ops, so besides types
// their shape functions propagate known integer values: a constant 3, a list
// [s0, 4] built from aten.size.int, the elements of an unpacked list. That is
// what lets aten.view's target or aten.slice's end be symbolic expressions.
//
//===----------------------------------------------------------------------===//
#include "PrimTypes.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/IR/ShapeInference.h"

#include "llvm/ADT/StringSwitch.h"

#include <cstring>

using namespace tocc;
using shape::ExprRef;

/// Element i of a dense integer or bool constant; nullopt for other dtypes.
static std::optional<int64_t> readIntElement(Attribute dense, int64_t i) {
  llvm::ArrayRef<char> raw = dense.getRawData();
  auto get = [&](auto zero) -> int64_t {
    decltype(zero) v;
    std::memcpy(&v, raw.data() + i * sizeof(v), sizeof(v));
    return int64_t(v);
  };
  switch (dense.getDenseType().getDType()) {
  case DType::Bool:
    return get(uint8_t()) != 0;
  case DType::I8:
    return get(int8_t());
  case DType::I16:
    return get(int16_t());
  case DType::I32:
    return get(int32_t());
  case DType::I64:
    return get(int64_t());
  case DType::U8:
    return get(uint8_t());
  case DType::U16:
    return get(uint16_t());
  case DType::U32:
    return get(uint32_t());
  default:
    return std::nullopt;
  }
}

static bool isAny(Type t) {
  return t.getKind() == Type::Opaque && t.getOpaqueName() == "Any";
}

bool prim::fits(Type value, Type slot, const shape::ShapeEnv &env) {
  if (value == slot || isAny(slot))
    return true;
  switch (slot.getKind()) {
  case Type::Optional:
    if (value.getKind() == Type::Optional)
      return fits(value.getElementType(), slot.getElementType(), env);
    return value.isNone() || fits(value, slot.getElementType(), env);
  case Type::Tensor:
    return value.isTensor() && bool(mergeTypes(slot, value, env));
  case Type::List:
    return value.getKind() == Type::List &&
           fits(value.getElementType(), slot.getElementType(), env);
  case Type::Tuple: {
    if (value.getKind() != Type::Tuple ||
        value.getTupleTypes().size() != slot.getTupleTypes().size())
      return false;
    for (auto [v, s] : llvm::zip(value.getTupleTypes(), slot.getTupleTypes()))
      if (!fits(v, s, env))
        return false;
    return true;
  }
  case Type::Opaque:
    return value.getKind() == Type::Opaque &&
           value.getOpaqueName() == slot.getOpaqueName();
  default:
    return value.getKind() == slot.getKind();
  }
}

Type prim::joinTypes(Type a, Type b, const shape::ShapeEnv &env) {
  if (a == b)
    return a;
  Context &ctx = a.getContext();
  if (isAny(a) || isAny(b))
    return ctx.getOpaqueType("Any");
  // none and T, T? and U: optional<T | U>.
  if (a.isNone() || b.isNone()) {
    Type other = a.isNone() ? b : a;
    return other.getKind() == Type::Optional ? other
                                             : ctx.getOptionalType(other);
  }
  if (a.getKind() == Type::Optional || b.getKind() == Type::Optional) {
    auto strip = [](Type t) {
      return t.getKind() == Type::Optional ? t.getElementType() : t;
    };
    Type e = joinTypes(strip(a), strip(b), env);
    return e ? ctx.getOptionalType(e) : Type();
  }
  if (a.getKind() != b.getKind())
    return Type();
  switch (a.getKind()) {
  case Type::Tensor: {
    // TorchScript's Tensor type does not fix a dtype: branches may yield
    // tensors of different dtypes.
    DType dt = a.getDType() == b.getDType() ? a.getDType() : DType::Unknown;
    if (!a.hasRank() || !b.hasRank() || a.getRank() != b.getRank())
      return ctx.getUnrankedTensorType(dt);
    llvm::SmallVector<Dim, 4> dims;
    for (auto [x, y] : llvm::zip(a.getDims(), b.getDims())) {
      bool same =
          x == y || (!x.isUnknown() && !y.isUnknown() &&
                     env.isEq(x.getExpr(), y.getExpr()) == shape::Truth::True);
      dims.push_back(same ? x : Dim());
    }
    return ctx.getTensorType(dt, dims);
  }
  case Type::List: {
    // A list of `Tensor` (`tensor<*, ?>`, what an empty list holds) joined
    // with one of known elements holds those: a list carried by a loop that
    // appends to it (a sequence, whose elements have one dtype in ONNX).
    auto unknown = [](Type e) {
      return e.isTensor() && !e.hasRank() && e.getDType() == DType::Unknown;
    };
    if (unknown(a.getElementType()))
      return b;
    if (unknown(b.getElementType()))
      return a;
    Type e = joinTypes(a.getElementType(), b.getElementType(), env);
    return e ? ctx.getListType(e) : Type();
  }
  case Type::Tuple: {
    if (a.getTupleTypes().size() != b.getTupleTypes().size())
      return Type();
    llvm::SmallVector<Type, 4> types;
    for (auto [x, y] : llvm::zip(a.getTupleTypes(), b.getTupleTypes())) {
      types.push_back(joinTypes(x, y, env));
      if (!types.back())
        return Type();
    }
    return ctx.getTupleType(types);
  }
  case Type::Opaque:
    return a.getOpaqueName() == b.getOpaqueName() ? a : Type();
  default:
    // int, float, bool, str, device: a kind is one type.
    return a;
  }
}

/// Whether values of type `t` have integer contents worth tracking.
static bool holdsInts(Type t) {
  if (t.getKind() == Type::Optional)
    t = t.getElementType();
  return t.getKind() == Type::Int || t.getKind() == Type::Bool;
}

// Constant: an int, a bool (0 or 1), a list of them, or a small integer
// tensor becomes known values; a tensor constant has its value's type.
static LogicalResult inferConstant(InferenceContext &ic) {
  Attribute value = prim::ConstantOp(ic.getOp()).getValueAttr();
  Type t = ic.getOp()->getResult(0)->getType();
  if (!value)
    return success();
  if (value.isDense()) {
    Type dt = value.getDenseType();
    ic.setResultType(0, dt);
    int64_t n = *dt.getNumElements();
    if (value.isElided() || n > 64 || dt.getRank() > 1)
      return success();
    llvm::SmallVector<ExprRef, 4> vals;
    for (int64_t i = 0; i != n; ++i) {
      std::optional<int64_t> v = readIntElement(value, i);
      if (!v)
        return success();
      vals.push_back(ic.getConstant(*v));
    }
    ic.setResultValues(0, vals);
    return success();
  }
  auto toExpr = [&](Attribute a) -> ExprRef {
    if (a.isInt())
      return ic.getConstant(a.getInt());
    if (a.isBool())
      return ic.getConstant(a.getBool() ? 1 : 0);
    return nullptr;
  };
  if (holdsInts(t)) {
    if (ExprRef e = toExpr(value))
      ic.setResultValues(0, {e});
    return success();
  }
  if (t.getKind() == Type::List && holdsInts(t.getElementType()) &&
      value.isArray()) {
    llvm::SmallVector<ExprRef, 4> vals;
    for (Attribute a : value.getArray())
      vals.push_back(toExpr(a));
    ic.setResultValues(0, vals);
  }
  return success();
}

// ListConstruct: every element must fit the list's element type; a list of
// ints knows the values of its elements (null where one is unknown).
/// TorchScript lists are mutable (aten.append, aten.insert, ...): what a
/// list was constructed with says what it holds only if no user may write to
/// it. Side-effect-free ops and unpacking only read.
bool prim::mayBeMutated(Value *list) {
  for (Operation *user : list->getUsers())
    if (user->getNameStr() != prim::ListUnpackOp::getOperationName() &&
        !user->isSideEffectFree())
      return true;
  return false;
}

static LogicalResult inferListConstruct(InferenceContext &ic) {
  Type elem = ic.getOp()->getResult(0)->getType().getElementType();
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    if (!prim::fits(ic.getOperandType(i), elem, ic.getEnv()))
      return ic.emitOpError()
             << "element #" << i << " has type " << ic.getOperandType(i).str()
             << ", but the list holds " << elem.str();
  if (!holdsInts(elem) || prim::mayBeMutated(ic.getOp()->getResult(0)))
    return success();
  llvm::SmallVector<ExprRef, 4> vals;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    vals.push_back(ic.getOperandScalar(i));
  ic.setResultValues(0, vals);
  return success();
}

/// The pieces of aten's split family: a list type has one element type for
/// all of its tensors, but unpacking the list that `split`, `chunk` or
/// `unbind` made gives each piece its own shape: the input's, with the
/// split dim the piece's size (split_size for all but the last, which gets
/// what is left; chunk's pieces are ceil(D / chunks) long), or removed
/// (unbind); tensor_split's pieces are slices between its indices, or its
/// sections. The pieces of a dim the types leave unknown are unknown too.
static bool splitPieceTypes(InferenceContext &ic, Operation *def, unsigned n,
                            llvm::SmallVectorImpl<Type> &out) {
  llvm::StringRef name = def->getNameStr();
  bool unbind = name == "aten.unbind.int";
  bool chunk = name == "aten.chunk" || name == "aten.unsafe_chunk";
  bool bySize = name == "aten.split.Tensor" || name == "aten.unsafe_split.Tensor";
  bool bySizes = name == "aten.split.sizes" || name == "aten.split_with_sizes" ||
                 name == "aten.unsafe_split_with_sizes";
  bool byIndices = name == "aten.tensor_split.indices";
  bool bySections = name == "aten.tensor_split.sections";
  unsigned dimOperand = unbind ? 1 : 2;
  if (!(unbind || chunk || bySize || bySizes || byIndices || bySections) ||
      n == 0 ||
      def->getNumOperands() != dimOperand + 1)
    return false;
  InferenceContext dic = ic.forOp(def);
  auto dims = dic.getOperandShape(0);
  shape::ExprRef dimExpr = dic.getOperandScalar(dimOperand);
  if (!dims || !dimExpr || !dimExpr->isConstant())
    return false;
  int64_t rank = dims->size(), axis = dimExpr->getConstant();
  if (axis < 0)
    axis += rank;
  if (axis < 0 || axis >= rank)
    return false;
  shape::ExprContext &ex = ic.getExprs();
  shape::ExprRef whole = (*dims)[axis];
  llvm::SmallVector<shape::ExprRef, 8> sizes;
  if (bySizes) {
    auto vals = dic.getOperandValues(1);
    if (!vals || vals->size() != n)
      return false;
    sizes.assign(vals->begin(), vals->end());
  } else if (byIndices || bySections) {
    // tensor_split: Python slices between the indices (clamped, negative
    // from the end), or the first D % sections pieces one longer. Exact
    // for a static dim; a symbolic one leaves the pieces' sizes unknown.
    std::optional<int64_t> d;
    if (whole && whole->isConstant())
      d = whole->getConstant();
    llvm::SmallVector<int64_t, 8> bounds;
    if (byIndices) {
      auto vals = dic.getOperandValues(1);
      if (!vals || vals->size() + 1 != n)
        return false;
      for (shape::ExprRef v : *vals) {
        if (!v || !v->isConstant())
          return false;
        bounds.push_back(v->getConstant());
      }
    } else {
      shape::ExprRef arg = dic.getOperandScalar(1);
      if (!arg || !arg->isConstant() || arg->getConstant() != int64_t(n))
        return false;
    }
    for (unsigned i = 0; i != n; ++i) {
      if (!d) {
        sizes.push_back(nullptr);
        continue;
      }
      int64_t size;
      if (byIndices) {
        auto at = [&](int64_t v) {
          if (v < 0)
            v += *d;
          return std::min(std::max<int64_t>(v, 0), *d);
        };
        int64_t start = i == 0 ? 0 : at(bounds[i - 1]);
        int64_t end = i + 1 == n ? *d : at(bounds[i]);
        size = std::max<int64_t>(end - start, 0);
      } else {
        size = *d / n + (int64_t(i) < *d % int64_t(n) ? 1 : 0);
      }
      sizes.push_back(ex.getConstant(size));
    }
  } else if (!unbind) {
    shape::ExprRef arg = dic.getOperandScalar(1);
    shape::ExprRef each = !arg ? nullptr
                          : chunk ? (whole ? ex.ceilDiv(whole, arg) : nullptr)
                                  : arg;
    for (unsigned i = 0; i + 1 < n; ++i)
      sizes.push_back(each);
    sizes.push_back(whole && each ? ex.sub(whole, ex.mul(each, ex.getConstant(n - 1)))
                                  : nullptr);
  }
  DType dtype = def->getOperand(0)->getType().getDType();
  for (unsigned i = 0; i != n; ++i) {
    llvm::SmallVector<Dim, 4> piece;
    for (int64_t d = 0; d != rank; ++d) {
      if (d != axis)
        piece.push_back(Dim((*dims)[d]));
      else if (!unbind)
        piece.push_back(Dim(sizes[i]));
    }
    out.push_back(ic.getContext().getTensorType(dtype, piece));
  }
  return true;
}

// ListUnpack: one result per element. Unpacking a prim.ListConstruct that
// nothing mutates gives back its operands' types (so tensors keep their
// shapes), unpacking a split's pieces gives each its shape
// (splitPieceTypes); otherwise each result has the list's element type.
static LogicalResult inferListUnpack(InferenceContext &ic) {
  Operation *op = ic.getOp();
  unsigned n = op->getNumResults();
  Operation *def = op->getOperand(0)->getDefiningOp();
  bool fromConstruct =
      def && def->getNameStr() == prim::ListConstructOp::getOperationName() &&
      !prim::mayBeMutated(op->getOperand(0));
  auto vals = ic.getOperandValues(0);
  std::optional<size_t> length;
  if (fromConstruct)
    length = def->getNumOperands();
  else if (vals)
    length = vals->size();
  if (length && *length != n)
    return ic.emitOpError() << "unpacks " << n << " values from a list of "
                            << unsigned(*length) << " elements";
  Type elem = ic.getOperandType(0).getElementType();
  llvm::SmallVector<Type, 8> pieces;
  if (def && !fromConstruct && !prim::mayBeMutated(op->getOperand(0)))
    splitPieceTypes(ic, def, n, pieces);
  for (unsigned i = 0; i != n; ++i) {
    ic.setResultType(i, fromConstruct    ? def->getOperand(i)->getType()
                        : !pieces.empty() ? pieces[i]
                                          : elem);
    if (vals && i < vals->size() && (*vals)[i])
      ic.setResultValues(i, {(*vals)[i]});
  }
  return success();
}

// NumToTensor: a 0-d tensor of the scalar's dtype as c10::scalar_to_tensor
// makes it: int -> i64, float -> f64 (double, not the default dtype), bool
// -> bool. An int keeps its value.
static LogicalResult inferNumToTensor(InferenceContext &ic) {
  DType dt = DType::Unknown;
  switch (ic.getOperandType(0).getKind()) {
  case Type::Int:
    dt = DType::I64;
    break;
  case Type::Float:
    dt = DType::F64;
    break;
  case Type::Bool:
    dt = DType::Bool;
    break;
  default:
    break;
  }
  ic.setResultShape(0, dt, {});
  if (ExprRef v = ic.getOperandScalar(0))
    ic.setResultValues(0, {v});
  return success();
}

// TupleConstruct: tuple<operand types>.
static LogicalResult inferTupleConstruct(InferenceContext &ic) {
  llvm::SmallVector<Type, 4> types;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    types.push_back(ic.getOperandType(i));
  Type declared = ic.getOp()->getResult(0)->getType();
  if (declared.getKind() == Type::Tuple) {
    if (declared.getTupleTypes().size() != types.size())
      return ic.emitOpError()
             << "builds a tuple of " << unsigned(types.size())
             << " elements, but its result type is " << declared.str();
    for (unsigned i = 0, e = types.size(); i != e; ++i)
      if (!prim::fits(types[i], declared.getTupleTypes()[i], ic.getEnv()))
        return ic.emitOpError()
               << "element #" << i << " has type " << types[i].str()
               << ", but the tuple holds " << declared.getTupleTypes()[i].str();
    return success();
  }
  ic.setResultType(0, ic.getContext().getTupleType(types));
  return success();
}

// DictConstruct: keys and values alternate; the result keeps its imported
// type (a Dict is opaque to the IR).
static LogicalResult inferDictConstruct(InferenceContext &ic) {
  if (ic.getNumOperands() % 2 != 0)
    return ic.emitOpError() << "takes keys and values in pairs, but has "
                            << ic.getNumOperands() << " operands";
  return success();
}

// TupleUnpack: one result per tuple element, of its type; unpacking a
// prim.TupleConstruct gives back its operands' types.
static LogicalResult inferTupleUnpack(InferenceContext &ic) {
  Type tup = ic.getOperandType(0);
  if (tup.getKind() != Type::Tuple)
    return ic.emitOpError() << "operand must be a tuple, got " << tup.str();
  llvm::ArrayRef<Type> types = tup.getTupleTypes();
  unsigned n = ic.getOp()->getNumResults();
  if (types.size() != n)
    return ic.emitOpError() << "unpacks " << n << " values from a tuple of "
                            << unsigned(types.size()) << " elements";
  Operation *def = ic.getOp()->getOperand(0)->getDefiningOp();
  bool fromConstruct =
      def && def->getNameStr() == prim::TupleConstructOp::getOperationName();
  for (unsigned i = 0; i != n; ++i)
    ic.setResultType(i,
                     fromConstruct ? def->getOperand(i)->getType() : types[i]);
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// A known bool or int operand's value, if it is a constant.
static std::optional<int64_t> constantOperand(InferenceContext &ic,
                                              unsigned i) {
  ExprRef e = ic.getOperandScalar(i);
  if (e && e->isConstant())
    return e->getConstant();
  return std::nullopt;
}

/// Sets result `r` to `t`, which the declared type must agree with; but a
/// declared optional<T> or Any stays for a `t` of another kind: TorchScript
/// keeps an annotated variable's type even where every path assigns it a T.
/// (The verifier checks that `t` fits such a declared type.)
static void refineResult(InferenceContext &ic, unsigned r, Type t) {
  if (!t)
    return;
  Type declared = ic.getOp()->getResult(r)->getType();
  bool wider = declared.getKind() == Type::Optional ||
               declared.getKind() == Type::Opaque;
  if (!wider || declared.getKind() == t.getKind())
    ic.setResultType(r, t);
}

// A check that raises: `if h % 8 != 0: raise ValueError(...)`. ONNX has no
// exceptions, so strip-exceptions drops the check and the exported model
// assumes it passes; what passing says about the dims is then a fact the
// shapes after it may use (RAFT's `if fmap.shape[-2:] != (h // 8, w // 8)`
// makes the encoder's `(h + 7) floordiv 8` equal to `h floordiv 8`). It is
// recorded as a guard, as any other assumption is: it prints on the module
// and goes into the model's tocc.guards metadata.

/// Whether `block` raises: it holds a prim.RaiseException of its own.
static bool blockRaises(Block &block) {
  for (Operation &op : block)
    if (op.getNameStr() == "prim.RaiseException")
      return true;
  return false;
}

/// The value of a prim.Constant bool, or nullopt.
static std::optional<bool> constantBool(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def || def->getNameStr() != "prim.Constant")
    return std::nullopt;
  Attribute a = def->getAttr("value");
  if (a && a.isBool())
    return a.getBool();
  return std::nullopt;
}

/// Records as guards what `cond == holds` says about integers with known
/// values: comparisons of ints (and the equality of int lists), through
/// `not`, the `and` of two true and the `or` of two false conditions. A
/// condition it cannot read (a float, a tensor's data, a disjunction) says
/// nothing. A guard the facts already decide is not recorded: a check that
/// always passes needs none, and one that always raises is
/// strip-exceptions' error.
static void recordPassingCheck(InferenceContext &ic, Value *cond, bool holds,
                               llvm::StringRef reason, unsigned depth = 0) {
  Operation *def = cond->getDefiningOp();
  if (!def || depth > 8)
    return;
  llvm::StringRef name = def->getNameStr();
  // TorchScript's short-circuit `a or b` is `if a: true else: b`, and
  // `a and b` is `if a: b else: false`.
  if (name == "prim.If" && def->getNumResults() == 1 &&
      def->getNumOperands() == 1 && def->getNumRegions() == 2 &&
      !def->getRegion(0).empty() && !def->getRegion(1).empty()) {
    Operation *yields[2] = {def->getRegion(0).front().getTerminator(),
                            def->getRegion(1).front().getTerminator()};
    if (!yields[0] || !yields[1] || yields[0]->getNumOperands() != 1 ||
        yields[1]->getNumOperands() != 1)
      return;
    std::optional<bool> thenConst = constantBool(yields[0]->getOperand(0));
    std::optional<bool> elseConst = constantBool(yields[1]->getOperand(0));
    bool isOr = thenConst == true && !elseConst;
    bool isAnd = elseConst == false && !thenConst;
    if ((isOr && !holds) || (isAnd && holds)) {
      recordPassingCheck(ic, def->getOperand(0), holds, reason, depth + 1);
      recordPassingCheck(ic, yields[isOr ? 1 : 0]->getOperand(0), holds, reason,
                         depth + 1);
    }
    return;
  }
  if (!name.consume_front("aten."))
    return;
  llvm::StringRef base = name.split('.').first;
  InferenceContext dic = ic.forOp(def);
  if (base == "__not__" && def->getNumOperands() == 1)
    return recordPassingCheck(ic, def->getOperand(0), !holds, reason,
                              depth + 1);
  if (((base == "__and__" && holds) || (base == "__or__" && !holds)) &&
      def->getNumOperands() == 2) {
    recordPassingCheck(ic, def->getOperand(0), holds, reason, depth + 1);
    recordPassingCheck(ic, def->getOperand(1), holds, reason, depth + 1);
    return;
  }
  static const char *const kCompares[] = {"eq", "ne", "lt", "le", "gt", "ge"};
  if (!llvm::is_contained(kCompares, base) || def->getNumOperands() != 2)
    return;
  auto lhs = dic.getOperandValues(0), rhs = dic.getOperandValues(1);
  if (!lhs || !rhs || lhs->size() != rhs->size() || lhs->empty())
    return;
  // a != b false is a == b; a < b false is a >= b; ...
  if (!holds)
    base = llvm::StringSwitch<llvm::StringRef>(base)
               .Case("eq", "ne")
               .Case("ne", "eq")
               .Case("lt", "ge")
               .Case("le", "gt")
               .Case("gt", "le")
               .Default("lt");
  // Of two lists only equality is a conjunction (element by element).
  if (lhs->size() != 1 && base != "eq")
    return;
  shape::ExprContext &ctx = ic.getExprs();
  shape::ShapeEnv &env = ic.getEnv();
  for (auto [a, b] : llvm::zip(*lhs, *rhs)) {
    if (!a || !b || (a->isConstant() && b->isConstant()))
      continue;
    shape::Guard g =
        llvm::StringSwitch<shape::Guard>(base)
            .Case("eq", shape::Guard::eq(a, b, reason.str()))
            .Case("ne", shape::Guard::ne(a, b, reason.str()))
            .Case("lt", shape::Guard::ge(b, ctx.add(a, ic.getConstant(1)),
                                         reason.str()))
            .Case("le", shape::Guard::ge(b, a, reason.str()))
            .Case("gt", shape::Guard::ge(a, ctx.add(b, ic.getConstant(1)),
                                         reason.str()))
            .Default(shape::Guard::ge(a, b, reason.str()));
    if (env.evaluateGuard(g) == shape::Truth::Unknown)
      ic.addGuard(std::move(g));
  }
}

// If: a result is what the branch run yields, so it has the type both
// branches' yields unify to (TorchScript's rules: dims the two provably
// share are kept, none and T give optional<T>). The region ops were
// inferred first. Even under a constant condition both branches count:
// the verifier wants each yield to fit the result; dropping the dead branch
// is a rewrite, not inference.
static LogicalResult inferIf(InferenceContext &ic) {
  prim::IfOp op(ic.getOp());
  Operation *thenYield = op.getThenBranch().front().getTerminator();
  Operation *elseYield = op.getElseBranch().front().getTerminator();
  unsigned n = ic.getOp()->getNumResults();
  if (!thenYield || !elseYield || thenYield->getNumOperands() != n ||
      elseYield->getNumOperands() != n)
    return success(); // the verifier reports this
  bool thenRaises = blockRaises(op.getThenBranch().front());
  bool elseRaises = blockRaises(op.getElseBranch().front());
  // Only a check every run reaches is a fact: not one in a branch or a
  // loop body.
  Block *block = ic.getOp()->getBlock();
  if (thenRaises != elseRaises && ic.getNumOperands() == 1 && block &&
      !block->getParentOp())
    recordPassingCheck(ic, ic.getOp()->getOperand(0), elseRaises,
                       "the check that raises passes (strip-exceptions "
                       "drops it)");
  for (unsigned r = 0; r != n; ++r) {
    // Types that do not unify (int and float) can only meet in a result
    // declared Any, which stays.
    refineResult(ic, r,
                 prim::joinTypes(thenYield->getOperand(r)->getType(),
                                 elseYield->getOperand(r)->getType(),
                                 ic.getEnv()));
  }
  return success();
}

// Loop: a carried value leaves the loop as it came in (no iteration) or as
// an iteration yields it, so a result unifies the initial value with the
// body's yield. The body's carried arguments have the same type as the
// results: a fixpoint, found by running the body's inference from the
// initial types and widening each argument to its join with what the body
// yields (a tensor grown by a concatenation per iteration gets an unknown
// dim there), at most a few rounds before dims are given up. A loop that
// provably runs no iteration (a constant trip count <= 0 or a constant
// false condition) gives back its initial values, integers included.
static constexpr unsigned kLoopWideningRounds = 4;

/// `t` with every dim unknown (the rank kept): the last widening step.
static Type forgetDims(Type t) {
  if (!t.isTensor() || !t.hasRank())
    return t;
  llvm::SmallVector<Dim, 4> dims(t.getRank(), Dim());
  return t.getContext().getTensorType(t.getDType(), dims);
}

static LogicalResult inferLoop(InferenceContext &ic) {
  prim::LoopOp op(ic.getOp());
  Region &body = op.getBody();
  Operation *yield = body.empty() ? nullptr : body.front().getTerminator();
  if (ic.getNumOperands() < 2 || op.getScanOutputs() < 0)
    return success(); // the verifier reports this
  unsigned n = ic.getNumOperands() - 2;
  unsigned k = static_cast<unsigned>(op.getScanOutputs());
  if (!yield || yield->getNumOperands() != n + k + 1 ||
      ic.getOp()->getNumResults() != n + k ||
      body.front().getNumArguments() != n + 1)
    return success(); // the verifier reports this
  std::optional<int64_t> trips = constantOperand(ic, 0);
  std::optional<int64_t> cond = constantOperand(ic, 1);
  bool neverRuns = (trips && *trips <= 0) || (cond && !*cond);

  llvm::SmallVector<Type, 4> args{body.front().getArgument(0)->getType()};
  for (unsigned r = 0; r != n; ++r)
    args.push_back(ic.getOperandType(2 + r));
  if (!neverRuns) {
    for (unsigned round = 0;; ++round) {
      if (failed(ic.inferRegion(body, args, /*final=*/false)))
        return failure();
      bool changed = false;
      for (unsigned r = 0; r != n; ++r) {
        Type next = prim::joinTypes(args[1 + r],
                                    yield->getOperand(1 + r)->getType(),
                                    ic.getEnv());
        if (!next) // int and float: the declared type stays
          next = body.front().getArgument(1 + r)->getType();
        if (round + 1 >= kLoopWideningRounds)
          next = forgetDims(next);
        changed |= next != args[1 + r];
        args[1 + r] = next;
      }
      if (!changed || round > kLoopWideningRounds)
        break;
    }
  }
  if (failed(ic.inferRegion(body, args, /*final=*/true)))
    return failure();
  for (unsigned r = 0; r != n; ++r) {
    if (neverRuns) {
      refineResult(ic, r, args[1 + r]);
      if (auto vals = ic.getOperandValues(2 + r))
        ic.setResultValues(r, *vals);
      continue;
    }
    refineResult(ic, r, args[1 + r]);
  }
  // A scan output stacks one tensor per iteration: as many as the trip
  // count when the loop is a `for` (its condition true on entry and
  // yielded as the constant true), else an unknown number.
  ExprRef count = neverRuns ? ic.getConstant(0) : nullptr;
  Operation *condDef = yield->getOperand(0)->getDefiningOp();
  Attribute condAttr = condDef && condDef->getNameStr() == "prim.Constant"
                           ? condDef->getAttr("value")
                           : Attribute();
  if (!neverRuns && cond && *cond && condAttr && condAttr.isBool() &&
      condAttr.getBool())
    count = ic.getOperandScalar(0);
  for (unsigned j = 0; j != k; ++j) {
    Type each = yield->getOperand(1 + n + j)->getType();
    if (!each.isTensor())
      continue;
    if (!each.hasRank()) {
      refineResult(ic, n + j,
                   ic.getContext().getUnrankedTensorType(each.getDType()));
      continue;
    }
    llvm::SmallVector<ExprRef, 4> dims{count};
    for (Dim d : each.getDims())
      dims.push_back(d.getExpr());
    ic.setResultShape(n + j, each.getDType(), dims);
  }
  return success();
}

// Uninitialized: a placeholder TorchScript puts where a value is never read
// (the other branch of one that raises); it has its declared type and
// nothing to derive it from.
static LogicalResult inferUninitialized(InferenceContext &) {
  return success();
}

// unchecked_cast: the refinement after an `is not None` test (or of Any):
// the result is the operand's type without the optional; its known
// integers carry over.
static LogicalResult inferUncheckedCast(InferenceContext &ic) {
  Type t = ic.getOperandType(0);
  // A cast of None is on a path the `is not None` test never takes (its
  // If has not folded yet): it says nothing about the result.
  if (t.isNone())
    return success();
  if (t.getKind() == Type::Optional)
    t = t.getElementType();
  refineResult(ic, 0, t);
  if (auto vals = ic.getOperandValues(0))
    ic.setResultValues(0, *vals);
  return success();
}

// TupleIndex: `tup[i]` with an index TorchScript could not fold; Python's
// negative indices count from the end. A known index gives that element's
// type; otherwise the result unifies every element's type.
static LogicalResult inferTupleIndex(InferenceContext &ic) {
  Type tup = ic.getOperandType(0);
  if (tup.getKind() != Type::Tuple)
    return success(); // the verifier reports this
  llvm::ArrayRef<Type> types = tup.getTupleTypes();
  int64_t size = types.size();
  if (std::optional<int64_t> i = constantOperand(ic, 1)) {
    int64_t idx = *i < 0 ? *i + size : *i;
    if (idx < 0 || idx >= size)
      return ic.emitOpError()
             << "index " << *i << " is out of range for a tuple of " << size
             << " elements";
    refineResult(ic, 0, types[idx]);
    return success();
  }
  if (types.empty())
    return success(); // no element fits the result: the verifier reports it
  Type joined = types.front();
  for (Type t : types.drop_front())
    if (joined)
      joined = prim::joinTypes(joined, t, ic.getEnv());
  refineResult(ic, 0, joined);
  return success();
}

//===----------------------------------------------------------------------===//
// Tensor properties
//===----------------------------------------------------------------------===//

/// c10::ScalarType's code for `dt` (the inverse of dtypeFromScalarType);
/// nullopt for dtypes torch lacks.
static std::optional<int64_t> scalarTypeCode(DType dt) {
  // c10::ScalarType has 16 codes in torch 1.13 (QInt8 .. BFloat16 included).
  for (int64_t code = 0; code != 16; ++code)
    if (aten::dtypeFromScalarType(code) == dt)
      return code;
  return std::nullopt;
}

// dtype: an int, c10::ScalarType's code, known when the tensor's dtype is
// (so `torch.zeros(n, dtype=x.dtype)` infers its dtype).
static LogicalResult inferDtype(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getIntType());
  DType dt = ic.getOperandType(0).getDType();
  if (dt == DType::Unknown)
    return success();
  if (std::optional<int64_t> code = scalarTypeCode(dt))
    ic.setResultValues(0, {ic.getConstant(*code)});
  return success();
}

// device: a device; which one is decided at run time.
static LogicalResult inferDevice(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getDeviceType());
  return success();
}

// layout (an int, c10::Layout's code), is_cuda, is_nested, requires_grad
// (bools): the tensor type does not say, so only the result's type is known.
static LogicalResult inferIntProperty(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getIntType());
  return success();
}

static LogicalResult inferBoolProperty(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getBoolType());
  return success();
}

//===----------------------------------------------------------------------===//
// min and max
//===----------------------------------------------------------------------===//

// min / max over TorchScript's overloads (PrimOps.ops): two ints give an
// int, two numbers with a float a float, a Scalar a Scalar; two lists of
// one element type that list type; one list its element type. Known ints
// give their min / max.
template <bool IsMin> static LogicalResult inferMinMax(InferenceContext &ic) {
  Context &ctx = ic.getContext();
  shape::ExprContext &exprs = ic.getExprs();
  auto pick = [&](ExprRef a, ExprRef b) -> ExprRef {
    if (!a || !b)
      return nullptr;
    return IsMin ? exprs.min(a, b) : exprs.max(a, b);
  };
  if (ic.getNumOperands() == 1) {
    Type list = ic.getOperandType(0);
    if (list.getKind() != Type::List)
      return success(); // the verifier reports this
    ic.setResultType(0, list.getElementType());
    auto vals = ic.getOperandValues(0);
    if (!vals || vals->empty() || !holdsInts(list.getElementType()))
      return success();
    ExprRef acc = vals->front();
    for (ExprRef v : llvm::ArrayRef<ExprRef>(*vals).drop_front())
      acc = pick(acc, v);
    if (acc)
      ic.setResultValues(0, {acc});
    return success();
  }
  if (ic.getNumOperands() != 2)
    return success(); // the verifier reports this
  Type a = ic.getOperandType(0), b = ic.getOperandType(1);
  if (a.getKind() == Type::List) {
    ic.setResultType(0, a);
    return success();
  }
  if (!prim::isNumber(a) || !prim::isNumber(b))
    return success(); // the verifier reports this
  if (a.getKind() == Type::Number || b.getKind() == Type::Number) {
    ic.setResultType(0, ctx.getNumberType());
    return success();
  }
  if (a.getKind() == Type::Float || b.getKind() == Type::Float) {
    ic.setResultType(0, ctx.getFloatType());
    return success();
  }
  ic.setResultType(0, ctx.getIntType());
  if (ExprRef v = pick(ic.getOperandScalar(0), ic.getOperandScalar(1)))
    ic.setResultValues(0, {v});
  return success();
}

// abs of a number: the number's type; a known int gives its |value|.
static LogicalResult inferAbs(InferenceContext &ic) {
  Type a = ic.getOperandType(0);
  if (!prim::isNumber(a))
    return success(); // the importer typed it; nothing to refine
  ic.setResultType(0, a);
  if (a.getKind() == Type::Int)
    if (ExprRef v = ic.getOperandScalar(0))
      ic.setResultValues(0, {ic.getExprs().max(v, ic.getExprs().neg(v))});
  return success();
}

void prim::attachPrimShapeFunctions(Dialect &dialect) {
  bool ok = attachShapeFunctions(
      dialect, {
                   {"prim.Constant", inferConstant},
                   {"prim.ListConstruct", inferListConstruct},
                   {"prim.ListUnpack", inferListUnpack},
                   {"prim.NumToTensor", inferNumToTensor},
                   {"prim.TupleConstruct", inferTupleConstruct},
                   {"prim.DictConstruct", inferDictConstruct},
                   {"prim.TupleUnpack", inferTupleUnpack},
                   {"prim.If", inferIf},
                   {"prim.Loop", inferLoop},
                   {"prim.Uninitialized", inferUninitialized},
                   {"prim.abs", inferAbs},
                   {"prim.unchecked_cast", inferUncheckedCast},
                   {"prim.TupleIndex", inferTupleIndex},
                   {"prim.dtype", inferDtype},
                   {"prim.device", inferDevice},
                   {"prim.layout", inferIntProperty},
                   {"prim.is_cuda", inferBoolProperty},
                   {"prim.is_nested", inferBoolProperty},
                   {"prim.is_quantized", inferBoolProperty},
                   {"prim.requires_grad", inferBoolProperty},
                   {"prim.min", inferMinMax<true>},
                   {"prim.max", inferMinMax<false>},
               });
  assert(ok && "shape function for an op the prim table does not declare");
  (void)ok;
}
