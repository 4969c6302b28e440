//===- OnnxDialect.cpp - The onnx dialect and its op verifiers -------------===//
#include "tocc/Dialect/Onnx/OnnxDialect.h"

using namespace tocc;

#include "tocc/Dialect/Onnx/OnnxOps.cpp.inc"

void onnx::loadOnnxDialect(Context &ctx) {
  registerOnnxOps(ctx.getOrCreateDialect(
      "onnx", "ONNX operators (default domain), named after their OpSchema"));
}

// Both branches yield one value per result of the If.
LogicalResult onnx::verifyIfOp(Operation *op) {
  IfOp ifOp(op);
  for (Region *r : {&ifOp.getThenBranch(), &ifOp.getElseBranch()}) {
    Block &b = r->front();
    if (b.getNumArguments() != 0)
      return op->emitOpError() << "branches take no block arguments";
    Operation *yield = b.getTerminator();
    if (yield->getNumOperands() != op->getNumResults())
      return op->emitOpError()
             << (r == &ifOp.getThenBranch() ? "then" : "else")
             << "_branch yields " << yield->getNumOperands()
             << " values, but the op has " << op->getNumResults()
             << " results";
  }
  return success();
}
