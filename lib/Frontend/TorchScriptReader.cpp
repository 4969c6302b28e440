//===- TorchScriptReader.cpp - The importer's entry in its loadable module ===//
//
// TOCCTorchScriptReader is a shared module holding the importer, the
// runtime (lib/Runtime/RuntimeEntry.cpp) and LibTorch;
// importTorchScriptLazily (LazyImporter.cpp) loads it on first use and
// calls this entry point, found by its unmangled name.
//
//===----------------------------------------------------------------------===//
#include "TorchBoundary.h"

#include "tocc/Frontend/TorchScriptImporter.h"

#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT
    llvm::Expected<std::unique_ptr<tocc::Module>>
    toccImportTorchScript(llvm::StringRef path, tocc::Context &ctx,
                          const tocc::TorchScriptImportOptions &options) {
  // importTorchScript is a LibTorch boundary; nothing else may throw across
  // the module's entry either.
  return tocc::frontend::torchBoundary(
      "'" + path + "': error while importing",
      [&] { return tocc::importTorchScript(path, ctx, options); });
}
