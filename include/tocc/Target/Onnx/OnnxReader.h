//===- OnnxReader.h - Reading an ONNX file into the onnx dialect ----------===//
//
// The reader builds a module with one graph of onnx ops from a ModelProto
// (docs/onnx-io.md): initializers become onnx.initializer ops whose bytes
// are moved out of the message or mmapped from external data files, never
// copied. No ONNX or protobuf header is included here.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TARGET_ONNX_ONNXREADER_H
#define TOCC_TARGET_ONNX_ONNXREADER_H

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>

namespace tocc {

struct OnnxReaderOptions {
  /// The graph's name in the module; empty: the ONNX graph's name, or
  /// `main` if it has none.
  std::string graphName;
};

/// Reads the ONNX model at `path`. Errors name the file and, where they
/// concern one node, its name, index and op type.
llvm::Expected<std::unique_ptr<Module>>
readOnnxModel(Context &ctx, llvm::StringRef path,
              const OnnxReaderOptions &options = {});

} // namespace tocc

#endif // TOCC_TARGET_ONNX_ONNXREADER_H
