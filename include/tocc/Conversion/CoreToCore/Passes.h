//===- Passes.h - The core -> core passes: expansion, optional-to-flag ----===//
#ifndef TOCC_CONVERSION_CORETOCORE_PASSES_H
#define TOCC_CONVERSION_CORETOCORE_PASSES_H

#include "tocc/Pass/Pass.h"

#include <memory>

namespace tocc {

/// `expand-composites`: rewrites composite core ops into core primitives
/// with the registered expansions (Expansion.h). Option `ops` (a list of op
/// names, `core.gelu,core.silu` or `gelu;silu`) expands only those; by
/// default every op with the Composite trait. Option `keep` names ops to
/// leave whole (the ones a target opset has directly). A selected composite
/// without an expansion is an error at its location; so is a name in `ops`
/// or `keep` that is not a composite with an expansion.
std::unique_ptr<Pass> createExpandCompositesPass();

/// `optional-to-flag`: every graph output of type optional<tensor> becomes
/// two outputs, the tensor (a placeholder of zeros when absent) and a 0-d
/// bool `NAME_is_present` (OptionalToFlag.cpp; docs/control-flow.md).
std::unique_ptr<Pass> createOptionalToFlagPass();

/// Registers the passes and tocc's expansions. Idempotent.
void registerCoreToCorePasses();

} // namespace tocc

#endif // TOCC_CONVERSION_CORETOCORE_PASSES_H
