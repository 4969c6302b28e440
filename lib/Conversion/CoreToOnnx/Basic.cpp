//===- Basic.cpp - Lowerings of constants ----------------------------------===//
//
// core.constant: a named constant (a weight or buffer: the frontend names
// them after the module's parameters) becomes an `onnx.initializer`, so
// the name reaches the file; an unnamed one an `onnx.Constant` node.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

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

void lowering::registerBasicLowerings() {
  addBuiltin("core.constant", 1, lowerConstant);
}
