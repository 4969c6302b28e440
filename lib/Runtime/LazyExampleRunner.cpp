//===- LazyExampleRunner.cpp - Load type-by-example's runner on use -------===//
//
// onnx-opt registers runGraphOnExampleInputsLazily as type-by-example's
// runner: LibTorch is loaded only when the pass has something to type. No
// LibTorch header here.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ExampleRunner.h"

#include "LazyModule.h"

#include <string>

using namespace tocc;

using RunFn = bool (*)(Graph &, llvm::StringRef, const ExampleRunCallback &,
                       std::string &);

llvm::Error
tocc::runGraphOnExampleInputsLazily(Graph &g, llvm::StringRef path,
                                    const ExampleRunCallback &onOp) {
  static std::string loadError;
  static RunFn runFn = reinterpret_cast<RunFn>(
      runtime::lookupTorchModuleEntry("toccRunGraphOnExampleInputs",
                                      loadError));
  if (!runFn)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), loadError);
  std::string error;
  if (!runFn(g, path, onOp, error))
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return llvm::Error::success();
}
