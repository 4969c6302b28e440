//===- CoreDialect.h - The core dialect's ops and registration ----------===//
#ifndef TOCC_DIALECT_CORE_COREDIALECT_H
#define TOCC_DIALECT_CORE_COREDIALECT_H

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/OpDef.h"

#include <optional>

#include "tocc/Dialect/Core/CoreOps.h.inc"

namespace tocc::core {

/// Creates the core dialect in `ctx` and adds its ops.
void loadCoreDialect(Context &ctx);
/// Gives every core op its shape function (CoreShapes.cpp).
void attachCoreShapeFunctions(Dialect &dialect);

} // namespace tocc::core

#endif
