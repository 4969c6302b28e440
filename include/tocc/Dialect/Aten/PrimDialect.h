//===- PrimDialect.h - TorchScript's prim ops and registration ------------===//
#ifndef TOCC_DIALECT_ATEN_PRIMDIALECT_H
#define TOCC_DIALECT_ATEN_PRIMDIALECT_H

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/OpDef.h"

#include <optional>

#include "tocc/Dialect/Aten/PrimOps.h.inc"

namespace tocc::prim {

/// Creates the prim dialect in `ctx` and adds its ops.
void loadPrimDialect(Context &ctx);
/// Gives prim ops their shape functions (PrimShapes.cpp).
void attachPrimShapeFunctions(Dialect &dialect);

} // namespace tocc::prim

#endif
