//===- ExampleRunnerEntry.cpp - type-by-example's entry in the module -----===//
//
// runGraphOnExampleInputsLazily (LazyExampleRunner.cpp) loads the LibTorch
// module and calls this entry, found by its unmangled name. The error
// travels as a message, not as an llvm::Error, across the module boundary.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ExampleRunner.h"

#include "TorchBoundary.h"

#include "llvm/Support/Compiler.h"

#include <string>

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT bool
toccRunGraphOnExampleInputs(tocc::Graph &g, llvm::StringRef path,
                            const tocc::ExampleRunCallback &onOp,
                            std::string &error) {
  // No exception crosses the module boundary (runGraphOnExampleInputs is a
  // LibTorch boundary; this catches what escapes the callback).
  tocc::frontend::ThrowOnOutOfMemory throwOnOutOfMemory;
  try {
    if (llvm::Error err = tocc::runGraphOnExampleInputs(g, path, onOp)) {
      error = llvm::toString(std::move(err));
      return false;
    }
  } catch (...) {
    error = "cannot run the graph on the example inputs '" + path.str() +
            "': " + tocc::frontend::currentExceptionMessage();
    return false;
  }
  return true;
}
