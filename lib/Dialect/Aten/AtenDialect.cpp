//===- AtenDialect.cpp - The aten dialect ---------------------------------===//
#include "tocc/Dialect/Aten/AtenOps.h"

using namespace tocc;

#include "tocc/Dialect/Aten/AtenOps.cpp.inc"

void aten::loadAtenDialect(Context &ctx) {
  Dialect &dialect = ctx.getOrCreateDialect(
      "aten", "ATen operators, named after their JIT schema");
  registerAtenOps(dialect);
  attachAtenShapeFunctions(dialect);
  // TorchScript code in a branch that never runs need not have valid
  // shapes (infer-shapes and the verifier leave it).
  dialect.setShapesMayFailInBranches(true);
}
