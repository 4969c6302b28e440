//===- Passes.h - The core -> core passes ----------------------------===//
#ifndef TOCC_CONVERSION_CORETOCORE_PASSES_H
#define TOCC_CONVERSION_CORETOCORE_PASSES_H

#include "tocc/IR/Module.h"
#include "tocc/Pass/Pass.h"

#include "llvm/ADT/DenseSet.h"

#include <optional>

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
/// `fold-if`: a prim.If whose condition is known at compile time (a
/// constant, or host-scalar ops of constants) is replaced by the ops of its
/// taken branch (docs/control-flow.md, "Static-ization passes").
std::unique_ptr<Pass> createFoldIfPass();
/// `unroll-loops{max-trips=N remarks=B}`: a prim.Loop with a known trip
/// count <= N whose condition is constant true on entry and after each
/// iteration is replaced by one copy of its body per iteration, the counter
/// a constant and the carried values threaded through. Other loops stay
/// (with a remark each when `remarks` is set).
std::unique_ptr<Pass> createUnrollLoopsPass();
/// `if-to-where{remarks=B}`: a prim.If whose branches are side-effect free
/// and yield, per result, tensors of one known dtype and provably equal
/// shapes is replaced by both branches' ops and a core.where per result.
/// Other Ifs stay (with a remark saying why when `remarks` is set).
std::unique_ptr<Pass> createIfToWherePass();

/// `fold-conv-batch-norm`: an inference core.batch_norm whose input is a
/// core.conv used only by it, with the conv's weight and bias and the batch
/// norm's parameters all core.constants of one float dtype, becomes one
/// conv whose weight and bias are computed from them with core ops, which
/// fold-constants then folds (FoldConvBatchNorm.cpp).
std::unique_ptr<Pass> createFoldConvBatchNormPass();

/// `strip-exceptions`: removes the model's checks that raise (a prim.If
/// with a branch ending in prim.RaiseException; ONNX has no exceptions).
/// A condition known at compile time keeps the branch it takes (an error if
/// that one raises); otherwise the non-raising branch is kept with a
/// warning at the raise. lower-to-onnx runs it first.
std::unique_ptr<Pass> createStripExceptionsPass();
LogicalResult stripExceptions(Module &module);
/// The blocks of regions that raise (hold a prim.RaiseException).
llvm::DenseSet<Block *> findRaisingBlocks(Module &module);
/// Whether `op` is in one of the `raising` blocks, or nested in one: it goes
/// with its check, so it needs no decomposition or lowering.
bool isInRaisingBlock(Operation *op, const llvm::DenseSet<Block *> &raising);
/// The value of a bool condition that is a constant (prim.Constant or
/// core.scalar_constant), if it is one.
std::optional<bool> constantCondition(Value *cond);
/// Replaces a prim.If by the ops of its branch `keep` (0 then, 1 else),
/// moved before it; its results by what that branch yields.
void inlineBranch(Operation *ifOp, unsigned keep);

/// Registers the passes and tocc's expansions. Idempotent.
void registerCoreToCorePasses();

} // namespace tocc

#endif // TOCC_CONVERSION_CORETOCORE_PASSES_H
