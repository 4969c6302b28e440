//===- TorchScriptFuzzer.cpp - libFuzzer harness of the TorchScript reader ===//
//
// Bytes -> a .pt file (a zip that torch.jit.load reads) -> importTorchScript,
// the importer onnx-opt loads for a .pt input, up to the IR and the
// verifier; no export. LibTorch is linked in, not loaded lazily. Nothing is
// caught here: an exception that escapes the importer is a finding (the
// project's rule is a diagnostic, never an uncaught exception).
//
//===----------------------------------------------------------------------===//
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

/// A context like onnx-opt's whose diagnostics are dropped. Loading every
/// dialect takes ~30 ms under ASan: one context serves many inputs (what it
/// keeps between them is interned and changes no result) and is replaced
/// now and then so that it does not grow without bound.
static Context &sharedContext() {
  static std::unique_ptr<Context> ctx;
  static unsigned uses = 0;
  if (!ctx || ++uses % 2000 == 0) {
    ctx = std::make_unique<Context>();
    loadRegisteredDialects(*ctx);
    ctx->getDiagEngine().registerHandler(
        [](const Diagnostic &) { return success(); });
  }
  return *ctx;
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registerAllDialects();
  llvm::SmallString<128> dir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("fuzz-torchscript", dir)) {
    fprintf(stderr, "fuzz-torchscript: cannot make a scratch directory: %s\n",
            ec.message().c_str());
    abort();
  }
  modelPath = dir;
  llvm::sys::path::append(modelPath, "model.pt");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(modelPath, ec, llvm::sys::fs::OF_None);
    if (ec)
      abort();
    os.write(reinterpret_cast<const char *>(data), size);
  }
  Context &ctx = sharedContext();
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
