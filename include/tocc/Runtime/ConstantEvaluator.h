//===- ConstantEvaluator.h - fold-constants' evaluator, from the runtime --===//
//
// The evaluator `fold-constants` calls (tocc/Transforms/FoldConstants.h):
// the runtime runs the op on its constant operands with LibTorch's kernels.
// LibTorch-free: evaluateConstantOp is in TOCCRuntime (link torch), and
// evaluateConstantOpLazily, in TOCCRuntimeLazy, loads the LibTorch module
// (with the importer and the runtime) on its first call, as
// runGraphFromFilesLazily does.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_RUNTIME_CONSTANTEVALUATOR_H
#define TOCC_RUNTIME_CONSTANTEVALUATOR_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Operation.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

namespace tocc {

/// Runs `op` (every operand defined by core.constant, core.scalar_constant,
/// prim.Constant or a prim.ListConstruct of those) with the interpreter and
/// returns its results: a dense attribute for a tensor (sharing the
/// tensor's bytes), an int, float or bool attribute for a host scalar.
/// Errors: a kernel error (the interpreter's message), a result of another
/// kind, an operand that is not constant.
///
/// No tensor of more than `maxElements` elements is made (the compile-time
/// cap, tocc/Support/Limits.h): a result declared with a static shape over
/// it is not run; while the op runs, the core kernels check the shapes they
/// compute from operand values, LibTorch's CPU allocations larger than the
/// cap allows (getAllocationByteCap) are refused, and a result is checked
/// before it is made contiguous. Any of those returns an empty vector: not
/// evaluated, no error.
llvm::Expected<llvm::SmallVector<Attribute, 1>>
evaluateConstantOp(Operation &op, int64_t maxElements);

/// evaluateConstantOp through the LibTorch module, loaded by the first call
/// (TOCC_TORCHSCRIPT_READER overrides its path). The tool must export its
/// symbols.
llvm::Expected<llvm::SmallVector<Attribute, 1>>
evaluateConstantOpLazily(Operation &op, int64_t maxElements);

} // namespace tocc

#endif // TOCC_RUNTIME_CONSTANTEVALUATOR_H
