//===- FuzzSupport.h - What the file-reading harnesses share ----*- C++ -*-===//
//
// The ONNX and TorchScript harnesses hand each input to a reader that takes
// a path, in a context whose diagnostics are dropped. Header-only: each
// harness is its own executable.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TOOLS_FUZZ_FUZZSUPPORT_H
#define TOCC_TOOLS_FUZZ_FUZZSUPPORT_H

#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/Support/Diagnostics.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace tocc::fuzz {

/// A context like onnx-opt's whose diagnostics are dropped. Loading every
/// dialect takes ~30 ms under ASan: one context serves many inputs (what it
/// keeps between them is interned and changes no result) and is replaced
/// now and then so that it does not grow without bound.
inline Context &sharedContext() {
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

/// A new directory under TMPDIR for `harness`'s files; aborts (the
/// harness cannot run) when it cannot be made.
inline llvm::SmallString<128> makeScratchDir(const char *harness) {
  llvm::SmallString<128> dir;
  if (std::error_code ec = llvm::sys::fs::createUniqueDirectory(harness, dir)) {
    fprintf(stderr, "%s: cannot make a scratch directory: %s\n", harness,
            ec.message().c_str());
    abort();
  }
  return dir;
}

/// Writes the input to `path` (aborts if it cannot).
inline void writeInput(llvm::StringRef path, const uint8_t *data, size_t size) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    abort();
  os.write(reinterpret_cast<const char *>(data), size);
}

} // namespace tocc::fuzz

#endif // TOCC_TOOLS_FUZZ_FUZZSUPPORT_H
