//===- LazyExampleRunner.cpp - Load type-by-example's runner on use -------===//
//
// onnx-opt registers runGraphOnExampleInputsLazily as type-by-example's
// runner: LibTorch is loaded only when the pass has something to type. No
// LibTorch header here.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ExampleRunner.h"

#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Process.h"

#include <string>

#ifndef TOCC_TORCH_MODULE_PATH
#error "TOCC_TORCH_MODULE_PATH must name the LibTorch module"
#endif

using namespace tocc;

using RunFn = bool (*)(Graph &, llvm::StringRef, const ExampleRunCallback &,
                       std::string &);

llvm::Error
tocc::runGraphOnExampleInputsLazily(Graph &g, llvm::StringRef path,
                                    const ExampleRunCallback &onOp) {
  static RunFn runFn = nullptr;
  static std::string loadError;
  if (!runFn && loadError.empty()) {
    // The same override as the importer's loader (LazyImporter.cpp).
    std::string library = TOCC_TORCH_MODULE_PATH, message;
    if (std::optional<std::string> env =
            llvm::sys::Process::GetEnv("TOCC_TORCHSCRIPT_READER"))
      library = *env;
    llvm::sys::DynamicLibrary lib =
        llvm::sys::DynamicLibrary::getPermanentLibrary(library.c_str(),
                                                       &message);
    if (!lib.isValid())
      loadError = "cannot load the runtime '" + library + "': " + message;
    else if (!(runFn = reinterpret_cast<RunFn>(
                   lib.getAddressOfSymbol("toccRunGraphOnExampleInputs"))))
      loadError =
          "'" + library + "' has no toccRunGraphOnExampleInputs entry point";
  }
  if (!runFn)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), loadError);
  std::string error;
  if (!runFn(g, path, onOp, error))
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return llvm::Error::success();
}
