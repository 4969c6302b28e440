//===- LazyModule.h - The LibTorch module, loaded on first use ------------===//
#ifndef TOCC_LIB_RUNTIME_LAZYMODULE_H
#define TOCC_LIB_RUNTIME_LAZYMODULE_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace tocc::runtime {

/// The address of the entry `symbol` of the LibTorch module (the importer
/// and the runtime, TOCCTorchScriptReader), which the first call loads;
/// TOCC_TORCHSCRIPT_READER overrides its path. Null, with `error` saying
/// why, when the module does not load or has no such entry.
void *lookupTorchModuleEntry(llvm::StringRef symbol, std::string &error);

} // namespace tocc::runtime

#endif // TOCC_LIB_RUNTIME_LAZYMODULE_H
