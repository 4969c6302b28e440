//===- Trace.h - Trace mode of a loaded TorchScript module ----------------===//
//
// What Capture.cpp offers TorchScriptEntry.cpp. Kept out of Torch.h so that
// the importer (TorchScriptImporter.cpp), which the capture calls, cannot
// call the capture back: the order of the Frontend's sources is in Torch.h.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_FRONTEND_TRACE_H
#define TOCC_LIB_FRONTEND_TRACE_H

#include "Torch.h"

namespace tocc::frontend {

/// Trace mode (options.trace): runs the already loaded module's forward on
/// the example inputs and imports the ops that ran, recorded by LibTorch's
/// tracer at the dispatcher, instead of its TorchScript graph
/// (lib/Frontend/Capture.cpp). Puts `module` in eval mode.
llvm::Expected<std::unique_ptr<Module>>
traceTorchScriptModule(const torch::jit::Module &module, Context &ctx,
                       const TorchScriptImportOptions &options,
                       llvm::StringRef fileName);

} // namespace tocc::frontend

#endif // TOCC_LIB_FRONTEND_TRACE_H
