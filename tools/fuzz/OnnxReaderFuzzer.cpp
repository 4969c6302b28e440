//===- OnnxReaderFuzzer.cpp - libFuzzer harness of the ONNX reader --------===//
//
// Bytes -> a .onnx file -> readOnnxModel (what onnx-opt does with a .onnx
// input) -> the verifier -> writeOnnxModel into a scratch file. The reader
// takes a path, so each input is written to a file in a directory of this
// process (under TMPDIR; utils/fuzz.sh points it at /dev/shm when it can).
// Errors are fine answers; crashes and sanitizer reports are findings.
//
//===----------------------------------------------------------------------===//
#include "FuzzSupport.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Target/Onnx/OnnxReader.h"
#include "tocc/Target/Onnx/OnnxWriter.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace tocc;

static llvm::SmallString<128> scratchDir;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registerAllDialects();
  scratchDir = fuzz::makeScratchDir("fuzz-onnx-reader");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::SmallString<128> in(scratchDir), out(scratchDir);
  llvm::sys::path::append(in, "input.onnx");
  llvm::sys::path::append(out, "output.onnx");
  fuzz::writeInput(in, data, size);
  Context &ctx = fuzz::sharedContext();
  {
    llvm::Expected<std::unique_ptr<Module>> m = readOnnxModel(ctx, in);
    if (!m) {
      llvm::consumeError(m.takeError());
    } else if (succeeded(verify(**m))) {
      if (llvm::Error err = writeOnnxModel(**m, out))
        llvm::consumeError(std::move(err));
    }
  }
  // The writer may have left external data next to the model.
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(scratchDir, ec), end;
       !ec && it != end; it.increment(ec))
    llvm::sys::fs::remove(it->path());
  return 0;
}
