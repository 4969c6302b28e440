//===- Passes.h - The aten -> core conversion pass ------------------------===//
#ifndef TOCC_CONVERSION_ATENTOCORE_PASSES_H
#define TOCC_CONVERSION_ATENTOCORE_PASSES_H

#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/Pass.h"
#include "tocc/Rewrite/Rewriter.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <memory>
#include <optional>

namespace tocc {

/// `decompose`: rewrites every op that has a registered decomposition
/// (Decomposition.h) into core ops, in graphs and nested regions. First it
/// refines types with the shape functions (option `infer-shapes`, on by
/// default), because entries choose casts by dtype and axes by rank. An aten
/// op (or an op the importer kept with its TorchScript schema) without an
/// entry is an error `no decomposition for 'aten.foo.bar'` unless option
/// `allow-unconverted` keeps it for a later fallback. prim ops stay.
std::unique_ptr<Pass> createDecomposePass();

/// `refine-optionals` (RefineOptionals.cpp): folds the None checks the
/// types decide and the prim.Ifs they make constant.
std::unique_ptr<Pass> createRefineOptionalsPass();
/// `realify-complex` (RealifyComplex.cpp): the complex result of
/// stft(return_complex=True) as view_as_real pairs, its readers rewritten.
std::unique_ptr<Pass> createRealifyComplexPass();
/// One sweep of refine-optionals; true if it changed anything.
bool refineOptionalsOnce(Module &module);
/// The TorchScript-language stage (SimplifyTorchScript.cpp):
/// `drop-warnings`, `fold-scalars`, `resolve-lists`, `flatten-tuples`, and
/// `simplify-torchscript`, which runs them with refine-optionals until
/// nothing changes.
std::unique_ptr<Pass> createDropWarningsPass();
std::unique_ptr<Pass> createFoldScalarsPass();
std::unique_ptr<Pass> createResolveListsPass();
std::unique_ptr<Pass> createFlattenTuplesPass();
std::unique_ptr<Pass> createSimplifyTorchScriptPass();
std::unique_ptr<Pass> createSequenceListsPass();
/// The ops of `module` that only build a warning's message: side-effect-free
/// ops whose results are read, and read only by aten.warn (which decomposes
/// to nothing) or by other such ops (aten.format, string concatenation).
/// They need no decomposition: they go with the warning. One sweep over the
/// ops, users before their operands' definitions (linear in the module).
llvm::DenseSet<Operation *> findWarningOnlyOps(Module &module);

/// Whether a value of type `t` may be None at run time (none, optional<T>
/// and opaque types).
bool mayBeNone(Type t);
/// `a is b` when the types decide it: true when both are `none`, false
/// when one is and the other's type cannot hold None; nullopt otherwise.
std::optional<bool> decideIs(Value *a, Value *b);

/// Lists built by a loop (an empty list appended to once per iteration,
/// then stacked or concatenated along dim 0 after the loop) become scan
/// outputs of the loop (prim.Loop's `scan_outputs`), as ONNX's Loop has
/// them. Returns how many lists were rewritten. `decompose` runs it first.
unsigned appendsToScanOutputs(Module &module);

/// Tensor lists whose length is known only at run time (mutated in loops
/// and branches, the pieces of a split along a dynamic dim) become core
/// sequence ops; their mutations are threaded through prim.Loop and
/// prim.If as carried values and results (SequenceLists.cpp). `decompose`
/// runs it after appendsToScanOutputs; an op that reads such a list and
/// takes no sequence is an error at it.
LogicalResult runTimeListsToSequences(Module &module);

/// Registers the passes and tocc's own decompositions. Idempotent.
void registerAtenToCorePasses();

} // namespace tocc

#endif // TOCC_CONVERSION_ATENTOCORE_PASSES_H
