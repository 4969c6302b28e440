//===- LazyRunner.cpp - Load the runtime on first use ---------------------===//
//
// The runtime lives in the LibTorch module next to the importer, so a tool
// that links this loader (onnx-opt) loads LibTorch only when it runs a
// graph or reads a .pt file. Both loaders open the same file; the dynamic
// loader maps it once. No LibTorch header here.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/Runner.h"

#include "tocc/IR/Context.h"

#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Process.h"

#ifndef TOCC_TORCH_MODULE_PATH
#error "TOCC_TORCH_MODULE_PATH must name the LibTorch module"
#endif

using namespace tocc;

using RunFn = LogicalResult (*)(Module &, const RunGraphOptions &,
                                llvm::raw_ostream &);

LogicalResult tocc::runGraphFromFilesLazily(Module &module,
                                            const RunGraphOptions &options,
                                            llvm::raw_ostream &os) {
  static RunFn runFn = nullptr;
  if (!runFn) {
    // The same override as the importer's loader (LazyImporter.cpp).
    std::string library = TOCC_TORCH_MODULE_PATH, message;
    if (std::optional<std::string> env =
            llvm::sys::Process::GetEnv("TOCC_TORCHSCRIPT_READER"))
      library = *env;
    DiagnosticEngine &diag = module.getContext().getDiagEngine();
    llvm::sys::DynamicLibrary lib =
        llvm::sys::DynamicLibrary::getPermanentLibrary(library.c_str(),
                                                       &message);
    if (!lib.isValid())
      return diag.emitError(module.getLoc())
             << "cannot load the runtime '" << library << "': " << message;
    runFn = reinterpret_cast<RunFn>(
        lib.getAddressOfSymbol("toccRunGraphFromFiles"));
    if (!runFn)
      return diag.emitError(module.getLoc())
             << "'" << library << "' has no toccRunGraphFromFiles entry point";
  }
  return runFn(module, options, os);
}
