//===- FoldConstants.h - The evaluator behind `fold-constants` -----------===//
//
// `fold-constants` (lib/Transforms/FoldConstants.cpp, docs/fold-constants.md)
// replaces ops whose operands are all constants by constants. Computing a
// result needs the runtime, which lives in the LibTorch module; this library
// stays LibTorch-free, so a tool registers the evaluator (onnx-opt registers
// one that loads the module on its first call). Without one, the pass folds
// only what shapes tell (core.shape_of, core.dim, core.numel of static
// dims).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TRANSFORMS_FOLDCONSTANTS_H
#define TOCC_TRANSFORMS_FOLDCONSTANTS_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Operation.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <functional>

namespace tocc {

/// Computes the results of `op` (registered, Pure, without regions, every
/// operand defined by core.constant, core.scalar_constant, prim.Constant or
/// a prim.ListConstruct of such values): one attribute per result, a dense
/// attribute (with the computed type) for a tensor, an int, float or bool
/// attribute for a host scalar. A kernel error, or a result of another kind,
/// is an llvm::Error with a message; the pass then leaves the op as it is,
/// with a warning. `maxElements` is the pass's `max-elements`, the
/// compile-time size cap (tocc/Support/Limits.h): a tensor the evaluation
/// would make above it — a result or an intermediate of the kernel — is
/// refused before it is allocated, and the evaluator then returns no values
/// at all (an empty vector): the op stays, silently, to run with the model.
using ConstantEvaluatorFn =
    std::function<llvm::Expected<llvm::SmallVector<Attribute, 1>>(
        Operation &op, int64_t maxElements)>;

/// Sets the evaluator `fold-constants` uses (the last call wins). Tools call
/// it at start-up, before passes run.
void registerConstantEvaluator(ConstantEvaluatorFn evaluator);

} // namespace tocc

#endif // TOCC_TRANSFORMS_FOLDCONSTANTS_H
