//===- ExampleRunnerEntry.cpp - type-by-example's entry in the module -----===//
//
// runGraphOnExampleInputsLazily (LazyExampleRunner.cpp) loads the LibTorch
// module and calls this entry, found by its unmangled name. The error
// travels as a message, not as an llvm::Error, across the module boundary.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ExampleRunner.h"

#include "llvm/Support/Compiler.h"

#include <string>

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT bool
toccRunGraphOnExampleInputs(tocc::Graph &g, llvm::StringRef path,
                            const tocc::ExampleRunCallback &onOp,
                            std::string &error) {
  if (llvm::Error err = tocc::runGraphOnExampleInputs(g, path, onOp)) {
    error = llvm::toString(std::move(err));
    return false;
  }
  return true;
}
