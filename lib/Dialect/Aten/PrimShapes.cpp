//===- PrimShapes.cpp - Shape functions of the prim ops -------------------===//
//
// prim ops carry the non-tensor values between aten ops, so besides types
// their shape functions propagate known integer values: a constant 3, a list
// [s0, 4] built from aten.size.int, the elements of an unpacked list. That is
// what lets aten.view's target or aten.slice's end be symbolic expressions.
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/IR/ShapeInference.h"

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

/// Whether a value of type `value` may stand where type `slot` is expected
/// (an element of a list<slot>, a member of a tuple). Tensors must agree
/// where both are known; an optional slot also takes none.
static bool fits(Type value, Type slot, const shape::ShapeEnv &env) {
  switch (slot.getKind()) {
  case Type::Optional:
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
static bool mayBeMutated(Value *list) {
  for (Operation *user : list->getUsers())
    if (user->getNameStr() != prim::ListUnpackOp::getOperationName() &&
        !user->isSideEffectFree())
      return true;
  return false;
}

static LogicalResult inferListConstruct(InferenceContext &ic) {
  Type elem = ic.getOp()->getResult(0)->getType().getElementType();
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    if (!fits(ic.getOperandType(i), elem, ic.getEnv()))
      return ic.emitOpError()
             << "element #" << i << " has type " << ic.getOperandType(i).str()
             << ", but the list holds " << elem.str();
  if (!holdsInts(elem) || mayBeMutated(ic.getOp()->getResult(0)))
    return success();
  llvm::SmallVector<ExprRef, 4> vals;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    vals.push_back(ic.getOperandScalar(i));
  ic.setResultValues(0, vals);
  return success();
}

// ListUnpack: one result per element. Unpacking a prim.ListConstruct that
// nothing mutates gives back its operands' types (so tensors keep their
// shapes); otherwise each result has the list's element type.
static LogicalResult inferListUnpack(InferenceContext &ic) {
  Operation *op = ic.getOp();
  unsigned n = op->getNumResults();
  Operation *def = op->getOperand(0)->getDefiningOp();
  bool fromConstruct =
      def && def->getNameStr() == prim::ListConstructOp::getOperationName() &&
      !mayBeMutated(op->getOperand(0));
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
  for (unsigned i = 0; i != n; ++i) {
    ic.setResultType(i, fromConstruct ? def->getOperand(i)->getType() : elem);
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
      if (!fits(types[i], declared.getTupleTypes()[i], ic.getEnv()))
        return ic.emitOpError()
               << "element #" << i << " has type " << types[i].str()
               << ", but the tuple holds " << declared.getTupleTypes()[i].str();
    return success();
  }
  ic.setResultType(0, ic.getContext().getTupleType(types));
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

void prim::attachPrimShapeFunctions(Dialect &dialect) {
  bool ok = attachShapeFunctions(
      dialect, {
                   {"prim.Constant", inferConstant},
                   {"prim.ListConstruct", inferListConstruct},
                   {"prim.ListUnpack", inferListUnpack},
                   {"prim.NumToTensor", inferNumToTensor},
                   {"prim.TupleConstruct", inferTupleConstruct},
                   {"prim.TupleUnpack", inferTupleUnpack},
               });
  assert(ok && "shape function for an op the prim table does not declare");
  (void)ok;
}
