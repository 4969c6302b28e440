//===- AtenDialect.cpp - The aten dialect ---------------------------------===//
#include "tocc/Dialect/Aten/AtenOps.h"

using namespace tocc;

#include "tocc/Dialect/Aten/AtenOps.cpp.inc"

void aten::loadAtenDialect(Context &ctx) {
  Dialect &dialect = ctx.getOrCreateDialect(
      "aten", "ATen operators, named after their JIT schema");
  registerAtenOps(dialect);
  attachAtenShapeFunctions(dialect);
}
