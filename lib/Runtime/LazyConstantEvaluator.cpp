//===- LazyConstantEvaluator.cpp - Load fold-constants' evaluator on use --===//
//
// onnx-opt registers evaluateConstantOpLazily as fold-constants' evaluator:
// LibTorch is loaded only when the pass finds an op to compute. No LibTorch
// header here.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ConstantEvaluator.h"

#include "LazyModule.h"

#include <string>

using namespace tocc;

using EvaluateFn = bool (*)(Operation &, int64_t,
                            llvm::SmallVectorImpl<Attribute> &, std::string &);

llvm::Expected<llvm::SmallVector<Attribute, 1>>
tocc::evaluateConstantOpLazily(Operation &op, int64_t maxElements) {
  // A module that does not load is reported once per op, with the reason.
  static std::string loadError;
  static EvaluateFn evaluateFn = reinterpret_cast<EvaluateFn>(
      runtime::lookupTorchModuleEntry("toccEvaluateConstantOp", loadError));
  if (!evaluateFn)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), loadError);
  llvm::SmallVector<Attribute, 1> results;
  std::string error;
  if (!evaluateFn(op, maxElements, results, error))
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return results;
}
