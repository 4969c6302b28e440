//===- PrimDialect.cpp - TorchScript's prim ops ---------------------------===//
#include "PrimTypes.h"

#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"

#include "llvm/ADT/STLExtras.h"

using namespace tocc;

#include "tocc/Dialect/Aten/PrimOps.cpp.inc"

void prim::loadPrimDialect(Context &ctx) {
  Dialect &dialect = ctx.getOrCreateDialect(
      "prim", "TorchScript's prim:: operators, named as in TorchScript");
  registerPrimOps(dialect);
  attachPrimShapeFunctions(dialect);
  // TorchScript code in a branch that never runs need not have valid
  // shapes (infer-shapes and the verifier leave it).
  dialect.setShapesMayFailInBranches(true);
}

/// Whether `value` can be a TorchScript constant of type `t`.
static bool isConstantOf(Attribute value, Type t) {
  switch (t.getKind()) {
  case Type::Int:
    return value.isInt();
  case Type::Float:
    return value.isFloat() || value.isInt();
  case Type::Bool:
    return value.isBool();
  case Type::Number:
    return value.isInt() || value.isFloat() || value.isBool();
  case Type::String:
  case Type::Device:
    return value.isString();
  case Type::Tensor:
    return value.isDense();
  case Type::Optional:
    return isConstantOf(value, t.getElementType());
  case Type::List:
    return value.isArray() && llvm::all_of(value.getArray(), [&](Attribute e) {
             return isConstantOf(e, t.getElementType());
           });
  case Type::Tuple: {
    if (!value.isArray() || value.getArray().size() != t.getTupleTypes().size())
      return false;
    for (auto [e, et] : llvm::zip(value.getArray(), t.getTupleTypes()))
      if (!isConstantOf(e, et))
        return false;
    return true;
  }
  case Type::None:
  case Type::Opaque:
    return false;
  }
  return false;
}

// TorchScript's prim::Constant() without a value is None; otherwise the
// value must be one of the result type (a tensor's own type is checked by
// the shape function, which knows the symbol facts).
LogicalResult prim::verifyConstantOp(Operation *op) {
  ConstantOp c(op);
  Attribute value = c.getValueAttr();
  Type t = c.getOut()->getType();
  if (!value) {
    if (t.isNone() || t.getKind() == Type::Optional)
      return success();
    return op->emitOpError() << "without a value is None, but its result "
                                "type is "
                             << t.str();
  }
  if (isConstantOf(value, t))
    return success();
  if (value.isDense())
    return op->emitOpError()
           << "has a tensor value, but its result type is " << t.str();
  return op->emitOpError() << "value " << value.str()
                           << " is not a constant of type " << t.str();
}

namespace {
/// Answers fits() with the facts of the op's module (symbolic dims provably
/// equal), or with none for an op outside a module.
class TypeChecker {
public:
  explicit TypeChecker(Operation *op) {
    if (Graph *g = op->getParentGraph()) {
      env = &g->getParentModule().getShapeEnv();
    } else {
      own =
          std::make_unique<shape::ShapeEnv>(op->getContext().getExprContext());
      env = own.get();
    }
  }
  bool fits(Type value, Type slot) const {
    return prim::fits(value, slot, *env);
  }

private:
  std::unique_ptr<shape::ShapeEnv> own;
  const shape::ShapeEnv *env = nullptr;
};
} // namespace

// If: two regions without block arguments, each yielding one value per
// result, of a type the result holds (none for an optional result).
LogicalResult prim::verifyIfOp(Operation *op) {
  IfOp ifOp(op);
  TypeChecker types(op);
  for (auto [region, name] :
       {std::pair(&ifOp.getThenBranch(), "then_branch"),
        std::pair(&ifOp.getElseBranch(), "else_branch")}) {
    Block &b = region->front();
    if (b.getNumArguments() != 0)
      return op->emitOpError() << name << " takes no block arguments, got "
                               << b.getNumArguments();
    Operation *yield = b.getTerminator();
    if (yield->getNumOperands() != op->getNumResults())
      return op->emitOpError()
             << name << " yields " << yield->getNumOperands()
             << " values, but the op has " << op->getNumResults() << " results";
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
      Type t = yield->getOperand(i)->getType();
      Type result = op->getResult(i)->getType();
      if (!types.fits(t, result))
        return op->emitOpError()
               << name << " yields " << t.str() << " for result #" << i
               << " of type " << result.str();
    }
  }
  return success();
}

// Loop: operands (max_trip_count, cond, carried...), one result per carried
// value and then one per scan output; the body takes (iteration number:
// int, carried...) and yields (cond: bool, carried..., scans...). A carried
// value's initial value and the body's yield fit the body's argument, which
// fits the result; a scan output is a tensor per iteration and a tensor
// result.
LogicalResult prim::verifyLoopOp(Operation *op) {
  LoopOp loop(op);
  TypeChecker types(op);
  llvm::SmallVector<Value *, 4> carried = loop.getCarried();
  unsigned n = carried.size();
  int64_t scans = loop.getScanOutputs();
  if (scans < 0)
    return op->emitOpError() << "has a negative number of scan outputs ("
                             << scans << ")";
  unsigned k = static_cast<unsigned>(scans);
  std::string scanText =
      k ? " and " + std::to_string(k) + " scan outputs" : std::string();
  if (op->getNumResults() != n + k)
    return op->emitOpError() << "has " << n << " carried values" << scanText
                             << " but " << op->getNumResults() << " results";
  Block &body = loop.getBody().front();
  if (body.getNumArguments() != n + 1)
    return op->emitOpError()
           << "body takes the iteration number and the " << n
           << " carried values (" << n + 1 << " block arguments), got "
           << body.getNumArguments();
  Type counter = body.getArgument(0)->getType();
  if (counter.getKind() != Type::Int)
    return op->emitOpError()
           << "body's first argument (the iteration number) must be int, got "
           << counter.str();
  Operation *yield = body.getTerminator();
  if (yield->getNumOperands() != n + k + 1)
    return op->emitOpError()
           << "body yields " << yield->getNumOperands()
           << " values, but a loop with " << n << " carried values"
           << scanText << " yields the condition and them (" << n + k + 1
           << ")";
  Type cond = yield->getOperand(0)->getType();
  if (cond.getKind() != Type::Bool)
    return op->emitOpError()
           << "body's first yielded value (the condition to go on) must be "
              "bool, got "
           << cond.str();
  for (unsigned i = 0; i != n; ++i) {
    Type arg = body.getArgument(i + 1)->getType();
    Type init = carried[i]->getType();
    Type next = yield->getOperand(i + 1)->getType();
    Type result = op->getResult(i)->getType();
    if (!types.fits(init, arg))
      return op->emitOpError() << "carried value #" << i << " is " << init.str()
                               << ", but the body takes " << arg.str();
    if (!types.fits(next, arg))
      return op->emitOpError()
             << "body yields " << next.str() << " for carried value #" << i
             << ", but takes " << arg.str();
    if (!types.fits(arg, result))
      return op->emitOpError()
             << "body takes " << arg.str() << " for carried value #" << i
             << ", but result #" << i << " is " << result.str();
  }
  for (unsigned j = 0; j != k; ++j) {
    Type each = yield->getOperand(n + 1 + j)->getType();
    Type result = op->getResult(n + j)->getType();
    if (!each.isTensor() || !result.isTensor())
      return op->emitOpError()
             << "scan output #" << j << " must be a tensor per iteration and "
             << "a tensor result, got " << each.str() << " and "
             << result.str();
  }
  return success();
}

// RaiseException: `str? cls` is a class name or none.
LogicalResult prim::verifyRaiseExceptionOp(Operation *op) {
  Value *cls = RaiseExceptionOp(op).getCls();
  if (!cls)
    return success();
  Type t = cls->getType();
  Context &ctx = op->getContext();
  if (t.getKind() == Type::String || t.isNone() ||
      t == ctx.getOptionalType(ctx.getStringType()))
    return success();
  return op->emitOpError() << "operand #1 ('cls') must be str or none, got "
                           << t.str();
}

// unchecked_cast only refines: to the operand's type, or from optional<T>
// to T. (An opaque operand, TorchScript's Any or a class, is not checked;
// nor is a None, which a cast in a branch its `is not None` test rules out
// may read until the branch folds.)
LogicalResult prim::verifyUncheckedCastOp(Operation *op) {
  Type from = op->getOperand(0)->getType();
  Type to = op->getResult(0)->getType();
  if (from.getKind() == Type::Opaque || from.isNone())
    return success();
  TypeChecker types(op);
  Type inner = from.getKind() == Type::Optional ? from.getElementType() : from;
  if (types.fits(to, inner))
    return success();
  return op->emitOpError() << "cannot refine " << from.str() << " to "
                           << to.str();
}

// TupleIndex: the result is one of the tuple's elements.
LogicalResult prim::verifyTupleIndexOp(Operation *op) {
  Type tup = op->getOperand(0)->getType();
  if (tup.getKind() != Type::Tuple)
    return op->emitOpError()
           << "operand #0 ('tup') must be a tuple, got " << tup.str();
  TypeChecker types(op);
  Type result = op->getResult(0)->getType();
  for (Type t : tup.getTupleTypes())
    if (types.fits(t, result))
      return success();
  return op->emitOpError() << "result type " << result.str()
                           << " is no element type of " << tup.str();
}

/// The operands of one of min's and max's overloads (PrimOps.ops): two
/// numbers, two lists of one element type, or one list of int, float or
/// bool.
static LogicalResult verifyMinMax(Operation *op) {
  unsigned n = op->getNumOperands();
  auto isElementList = [](Type t) {
    if (t.getKind() != Type::List)
      return false;
    Type::Kind k = t.getElementType().getKind();
    return k == Type::Int || k == Type::Float || k == Type::Bool;
  };
  if (n == 1) {
    Type t = op->getOperand(0)->getType();
    if (isElementList(t))
      return success();
    return op->emitOpError()
           << "of one operand takes a list of int, float or bool, got "
           << t.str();
  }
  if (n == 2) {
    Type a = op->getOperand(0)->getType(), b = op->getOperand(1)->getType();
    if (prim::isNumber(a) && prim::isNumber(b))
      return success();
    if (isElementList(a) && a == b)
      return success();
    return op->emitOpError() << "takes two numbers (int, float, Scalar) or "
                                "two lists of one element type, got "
                             << a.str() << " and " << b.str();
  }
  return op->emitOpError() << "takes one or two operands, got " << n;
}

LogicalResult prim::verifyMinOp(Operation *op) { return verifyMinMax(op); }
LogicalResult prim::verifyMaxOp(Operation *op) { return verifyMinMax(op); }
