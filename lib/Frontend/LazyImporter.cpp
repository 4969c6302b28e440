//===- LazyImporter.cpp - Load the TorchScript importer on first use ------===//
//
// Loading LibTorch costs a process about 0.8 s of CPU and 165 MB before
// main() (its operator registry initializes statically). onnx-opt reads a
// .pt file only now and then, so it links this loader instead of the
// importer: the TOCCTorchScriptReader module, and LibTorch with it, is
// loaded the first time a model is read. The same module holds the runtime
// (lib/Runtime/LazyRunner.cpp loads it for `--run`). No LibTorch header
// here.
//
//===----------------------------------------------------------------------===//
#include "tocc/Frontend/TorchScriptImporter.h"

#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Process.h"

#ifndef TOCC_TORCHSCRIPT_READER_PATH
#error "TOCC_TORCHSCRIPT_READER_PATH must name the TOCCTorchScriptReader module"
#endif

using namespace tocc;

using ImportFn = llvm::Expected<std::unique_ptr<Module>> (*)(
    llvm::StringRef, Context &, const TorchScriptImportOptions &);

/// The module is the one this build made, unless TOCC_TORCHSCRIPT_READER
/// names another (an installed or relocated tree).
static std::string readerPath() {
  if (std::optional<std::string> env =
          llvm::sys::Process::GetEnv("TOCC_TORCHSCRIPT_READER"))
    return *env;
  return TOCC_TORCHSCRIPT_READER_PATH;
}

llvm::Expected<std::unique_ptr<Module>>
tocc::importTorchScriptLazily(llvm::StringRef path, Context &ctx,
                              const TorchScriptImportOptions &options) {
  static ImportFn import = nullptr;
  if (!import) {
    std::string library = readerPath(), message;
    llvm::sys::DynamicLibrary lib =
        llvm::sys::DynamicLibrary::getPermanentLibrary(library.c_str(),
                                                       &message);
    if (!lib.isValid())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "cannot load the TorchScript importer '" +
                                         library + "' to read '" + path +
                                         "': " + message);
    import = reinterpret_cast<ImportFn>(
        lib.getAddressOfSymbol("toccImportTorchScript"));
    if (!import)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "'" + library + "' has no toccImportTorchScript entry point");
  }
  return import(path, ctx, options);
}
