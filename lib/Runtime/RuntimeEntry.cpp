//===- RuntimeEntry.cpp - The runtime's entry in the LibTorch module ------===//
//
// The LibTorch module (TOCCTorchScriptReader, lib/Frontend/CMakeLists.txt)
// holds the importer and the runtime; runGraphFromFilesLazily
// (LazyRunner.cpp) loads it and calls this entry, found by its unmangled
// name.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/Runner.h"

#include "TorchBoundary.h"

#include "tocc/IR/Context.h"

#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT tocc::LogicalResult
toccRunGraphFromFiles(tocc::Module &module,
                      const tocc::RunGraphOptions &options,
                      llvm::raw_ostream &os) {
  // The boundary of onnx-opt --run: what LibTorch throws (reading the
  // inputs, printing or saving the outputs) becomes a diagnostic.
  tocc::frontend::ThrowOnOutOfMemory throwOnOutOfMemory;
  try {
    return tocc::runGraphFromFiles(module, options, os);
  } catch (...) {
    return module.getContext().getDiagEngine().emitError(module.getLoc())
           << "--run: " << tocc::frontend::currentExceptionMessage();
  }
}
