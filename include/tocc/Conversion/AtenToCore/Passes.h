//===- Passes.h - The aten -> core conversion pass ------------------------===//
#ifndef TOCC_CONVERSION_ATENTOCORE_PASSES_H
#define TOCC_CONVERSION_ATENTOCORE_PASSES_H

#include "tocc/Pass/Pass.h"

#include <memory>

namespace tocc {

/// `decompose`: rewrites every op that has a registered decomposition
/// (Decomposition.h) into core ops, in graphs and nested regions. First it
/// refines types with the shape functions (option `infer-shapes`, on by
/// default), because entries choose casts by dtype and axes by rank. An aten
/// op (or an op the importer kept with its TorchScript schema) without an
/// entry is an error `no decomposition for 'aten.foo.bar'` unless option
/// `allow-unconverted` keeps it for a later fallback. prim ops stay.
std::unique_ptr<Pass> createDecomposePass();

/// Registers the pass and tocc's own decompositions. Idempotent.
void registerAtenToCorePasses();

} // namespace tocc

#endif // TOCC_CONVERSION_ATENTOCORE_PASSES_H
