//===- PrimDialect.cpp - TorchScript's prim ops ---------------------------===//
#include "tocc/Dialect/Aten/PrimDialect.h"

#include "llvm/ADT/STLExtras.h"

using namespace tocc;

#include "tocc/Dialect/Aten/PrimOps.cpp.inc"

void prim::loadPrimDialect(Context &ctx) {
  Dialect &dialect = ctx.getOrCreateDialect(
      "prim", "TorchScript's prim:: operators, named as in TorchScript");
  registerPrimOps(dialect);
  attachPrimShapeFunctions(dialect);
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
