//===- TorchScriptFuzzer.cpp - libFuzzer harness of the TorchScript reader ===//
//
// Bytes -> a .pt file (a zip that torch.jit.load reads) -> importTorchScript,
// the importer onnx-opt loads for a .pt input, up to the IR and the
// verifier; no export. LibTorch is linked in, not loaded lazily. Nothing is
// caught here: an exception that escapes the importer is a finding (the
// project's rule is a diagnostic, never an uncaught exception).
//
//===----------------------------------------------------------------------===//
#include "FuzzSupport.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Support/Diagnostics.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace tocc;

static llvm::SmallString<128> modelPath;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registerAllDialects();
  modelPath = fuzz::makeScratchDir("fuzz-torchscript");
  llvm::sys::path::append(modelPath, "model.pt");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz::writeInput(modelPath, data, size);
  Context &ctx = fuzz::sharedContext();
  {
    llvm::Expected<std::unique_ptr<Module>> m =
        importTorchScript(modelPath, ctx);
    if (!m)
      llvm::consumeError(m.takeError());
    else
      (void)verify(**m);
  }
  return 0;
}
