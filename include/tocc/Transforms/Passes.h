//===- Passes.h - Dialect-independent passes ------------------------------===//
#ifndef TOCC_TRANSFORMS_PASSES_H
#define TOCC_TRANSFORMS_PASSES_H

#include "tocc/Pass/Pass.h"

#include <memory>

namespace tocc {

/// `dce`: removes side-effect-free ops whose results are unused, inside
/// regions too, to a fixed point.
std::unique_ptr<Pass> createDCEPass();
/// `cse`: merges identical side-effect-free ops (same name, operands,
/// attributes and result types; commutative operands in any order). An op in
/// a region may reuse an equal op from an enclosing scope.
std::unique_ptr<Pass> createCSEPass();

/// `infer-shapes`: runs every op's shape function and refines declared
/// result types (unknown dims and dtypes become inferred ones, symbolic dims
/// stay symbolic); records guards and input symbol ranges on the module.
std::unique_ptr<Pass> createInferShapesPass();

/// `fold-constants`: replaces Pure ops whose operands are all constants by
/// constants (tocc/Transforms/FoldConstants.h, docs/fold-constants.md).
std::unique_ptr<Pass> createFoldConstantsPass();

/// `static-shapes{dims=x:0=1,2=224;y:1=5}`: makes the named dims of graph
/// inputs constants, substitutes their symbols in every type of the module
/// and re-runs shape inference (docs/control-flow.md, "Static-ization
/// passes"). Unknown inputs or axes, and a dim that is another constant,
/// are errors.
std::unique_ptr<Pass> createStaticShapesPass();

/// Registers every pass of this library.
void registerTransformsPasses();

} // namespace tocc

#endif // TOCC_TRANSFORMS_PASSES_H
