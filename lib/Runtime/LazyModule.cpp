//===- LazyModule.cpp - The LibTorch module, loaded on first use ----------===//
//
// The lazy entries (--run's runner, fold-constants' evaluator,
// type-by-example's runner) find their function in the LibTorch module
// here. Both loaders, this one and the importer's (LazyImporter.cpp), open
// the same file; the dynamic loader maps it once. No LibTorch header here.
//
//===----------------------------------------------------------------------===//
#include "LazyModule.h"

#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Process.h"

#ifndef TOCC_TORCH_MODULE_PATH
#error "TOCC_TORCH_MODULE_PATH must name the LibTorch module"
#endif

void *tocc::runtime::lookupTorchModuleEntry(llvm::StringRef symbol,
                                            std::string &error) {
  std::string library = TOCC_TORCH_MODULE_PATH, message;
  if (std::optional<std::string> env =
          llvm::sys::Process::GetEnv("TOCC_TORCHSCRIPT_READER"))
    library = *env;
  llvm::sys::DynamicLibrary lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(library.c_str(), &message);
  if (!lib.isValid()) {
    error = "cannot load the runtime '" + library + "': " + message;
    return nullptr;
  }
  if (void *entry = lib.getAddressOfSymbol(symbol.str().c_str()))
    return entry;
  error = "'" + library + "' has no " + symbol.str() + " entry point";
  return nullptr;
}
