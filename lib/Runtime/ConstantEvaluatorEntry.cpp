//===- ConstantEvaluatorEntry.cpp - fold-constants' entry in the module ---===//
//
// evaluateConstantOpLazily (LazyConstantEvaluator.cpp) loads the LibTorch
// module and calls this entry, found by its unmangled name. The error
// travels as a message, not as an llvm::Error, across the module boundary.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ConstantEvaluator.h"

#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT bool
toccEvaluateConstantOp(tocc::Operation &op, int64_t maxElements,
                       llvm::SmallVectorImpl<tocc::Attribute> &results,
                       std::string &error) {
  auto values = tocc::evaluateConstantOp(op, maxElements);
  if (!values) {
    error = llvm::toString(values.takeError());
    return false;
  }
  results.assign(values->begin(), values->end());
  return true;
}
