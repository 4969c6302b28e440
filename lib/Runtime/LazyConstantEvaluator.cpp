//===- LazyConstantEvaluator.cpp - Load fold-constants' evaluator on use --===//
//
// onnx-opt registers evaluateConstantOpLazily as fold-constants' evaluator:
// LibTorch is loaded only when the pass finds an op to compute. No LibTorch
// header here.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ConstantEvaluator.h"

#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Process.h"

#include <string>

#ifndef TOCC_TORCH_MODULE_PATH
#error "TOCC_TORCH_MODULE_PATH must name the LibTorch module"
#endif

using namespace tocc;

using EvaluateFn = bool (*)(Operation &, llvm::SmallVectorImpl<Attribute> &,
                            std::string &);

llvm::Expected<llvm::SmallVector<Attribute, 1>>
tocc::evaluateConstantOpLazily(Operation &op) {
  static EvaluateFn evaluateFn = nullptr;
  // A module that does not load is reported once per op, with the reason.
  static std::string loadError;
  if (!evaluateFn && loadError.empty()) {
    std::string library = TOCC_TORCH_MODULE_PATH, message;
    if (std::optional<std::string> env =
            llvm::sys::Process::GetEnv("TOCC_TORCHSCRIPT_READER"))
      library = *env;
    llvm::sys::DynamicLibrary lib =
        llvm::sys::DynamicLibrary::getPermanentLibrary(library.c_str(),
                                                       &message);
    if (!lib.isValid())
      loadError = "cannot load the runtime '" + library + "': " + message;
    else if (!(evaluateFn = reinterpret_cast<EvaluateFn>(
                   lib.getAddressOfSymbol("toccEvaluateConstantOp"))))
      loadError =
          "'" + library + "' has no toccEvaluateConstantOp entry point";
  }
  if (!evaluateFn)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), loadError);
  llvm::SmallVector<Attribute, 1> results;
  std::string error;
  if (!evaluateFn(op, results, error))
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return results;
}
