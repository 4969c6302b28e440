//===- ExampleRunner.h - A graph run on the example inputs ----------------===//
//
// What type-by-example (tocc/Export/Passes.h) asks of the runtime: run a
// graph once on the example inputs of the export and show each op's
// results. LibTorch-free: runGraphOnExampleInputs is in TOCCRuntime (link
// torch), runGraphOnExampleInputsLazily in TOCCRuntimeLazy, which loads the
// LibTorch module on its first call as runGraphFromFilesLazily does.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_RUNTIME_EXAMPLERUNNER_H
#define TOCC_RUNTIME_EXAMPLERUNNER_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>

namespace tocc {

/// Sees every op of the graph's top level with its results (a null
/// Attribute for a result that is not a tensor).
using ExampleRunCallback =
    std::function<void(const Operation &, llvm::ArrayRef<Attribute>)>;

/// Runs `g` with the interpreter on the example inputs saved at `path`
/// (torch.save'd: a tuple, a list or one tensor; every input a tensor).
/// Errors: inputs the runtime cannot take, an op it cannot run.
llvm::Error runGraphOnExampleInputs(Graph &g, llvm::StringRef path,
                                    const ExampleRunCallback &onOp);

/// runGraphOnExampleInputs through the LibTorch module, loaded by the first
/// call (TOCC_TORCHSCRIPT_READER overrides its path). The tool must export
/// its symbols.
llvm::Error runGraphOnExampleInputsLazily(Graph &g, llvm::StringRef path,
                                          const ExampleRunCallback &onOp);

} // namespace tocc

#endif // TOCC_RUNTIME_EXAMPLERUNNER_H
