//===- PrimDialect.cpp - TorchScript's prim ops ----------------------------===//
#include "tocc/Dialect/Aten/PrimDialect.h"

using namespace tocc;

#include "tocc/Dialect/Aten/PrimOps.cpp.inc"

void prim::loadPrimDialect(Context &ctx) {
  registerPrimOps(ctx.getOrCreateDialect(
      "prim", "TorchScript's prim:: operators, named as in TorchScript"));
}
