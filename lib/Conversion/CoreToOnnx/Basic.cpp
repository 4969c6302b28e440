//===- Basic.cpp - Lowerings of constants ----------------------------------===//
//
// core.constant: a named constant (a weight or buffer: the frontend names
// them after the module's parameters) becomes an `onnx.initializer`, so
// the name reaches the file; an unnamed one an `onnx.Constant` node.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"

using namespace tocc;
using namespace tocc::lowering;

static LogicalResult lowerConstant(LoweringRewriter &rw, Operation *op) {
  Attribute value = op->getAttr("value");
  Value *out;
  // Initializers live at a graph's top level; a constant inside a region
  // stays a node.
  if (!op->getResult(0)->getName().empty() && !op->getParentOp())
    out = rw.create("onnx.initializer", value.getDenseType(), {},
                    {{"value", value}});
  else
    out = rw.constDense(value);
  rw.replaceOp(op, {out});
  return success();
}

// prim.Constant: `none` is how decompositions leave an optional core
// operand absent (a conv without bias): it becomes onnx.none, which the
// entries of its users see as absent, and which is erased if nothing uses
// it. Host constants (int, float, bool: a size decompose computed) become
// 0-d i64, f64 and bool tensors, as every host scalar does; a tensor
// constant is lowered as core.constant is.
static LogicalResult lowerPrimConstant(LoweringRewriter &rw, Operation *op) {
  Type type = op->getResult(0)->getType();
  Attribute value = op->getAttr("value");
  Value *out = nullptr;
  if (type.isNone())
    out = rw.none();
  else if (type.isTensor() && value && value.isDense())
    return lowerConstant(rw, op);
  else if (type.isScalar() && value)
    // The same as core.scalar_constant {value} (Scalars.cpp).
    return lowerScalarConstant(rw, op);
  else
    return rw.emitError() << "of type " << type.str()
                          << " has no ONNX form (ONNX values are tensors, "
                             "sequences and optionals)";
  rw.replaceOp(op, {out});
  return success();
}

void lowering::registerBasicLowerings() {
  addBuiltin(core::ConstantOp::getOperationName(), 1, lowerConstant);
  addBuiltin("prim.Constant", 1, lowerPrimConstant);
}
