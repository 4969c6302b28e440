//===- AtenDialect.h - The aten dialect's ops and registration ----------===//
#ifndef TOCC_DIALECT_ATEN_ATENDIALECT_H
#define TOCC_DIALECT_ATEN_ATENDIALECT_H

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/OpDef.h"

#include <optional>

#include "tocc/Dialect/Aten/AtenOps.h.inc"

namespace tocc::aten {

/// Creates the aten dialect in `ctx` and adds its ops.
void loadAtenDialect(Context &ctx);

} // namespace tocc::aten

#endif
