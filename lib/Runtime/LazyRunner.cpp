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

#include "LazyModule.h"

#include <string>

using namespace tocc;

using RunFn = LogicalResult (*)(Module &, const RunGraphOptions &,
                                llvm::raw_ostream &);

LogicalResult tocc::runGraphFromFilesLazily(Module &module,
                                            const RunGraphOptions &options,
                                            llvm::raw_ostream &os) {
  static RunFn runFn = nullptr;
  if (!runFn) {
    std::string error;
    runFn = reinterpret_cast<RunFn>(
        runtime::lookupTorchModuleEntry("toccRunGraphFromFiles", error));
    if (!runFn)
      return module.getContext().getDiagEngine().emitError(module.getLoc())
             << error;
  }
  return runFn(module, options, os);
}
