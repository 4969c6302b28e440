//===- TorchScriptReader.cpp - The importer's entry in its loadable module ===//
//
// TOCCTorchScriptReader is a shared module holding the importer, the
// runtime (lib/Runtime/RuntimeEntry.cpp) and LibTorch;
// importTorchScriptLazily (LazyImporter.cpp) loads it on first use and
// calls this entry point, found by its unmangled name.
//
//===----------------------------------------------------------------------===//
#include "tocc/Frontend/TorchScriptImporter.h"

#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT
    llvm::Expected<std::unique_ptr<tocc::Module>>
    toccImportTorchScript(llvm::StringRef path, tocc::Context &ctx,
                          const tocc::TorchScriptImportOptions &options) {
  return tocc::importTorchScript(path, ctx, options);
}
