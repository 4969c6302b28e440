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
#include <vector>

namespace tocc {

struct OnnxReaderOptions {
  /// The graph's name in the module; empty: the ONNX graph's name, or
  /// `main` if it has none.
  std::string graphName;
  /// When set, receives the resolved path of every external data file the
  /// model reads (onnx-opt protects them from its outputs).
  std::vector<std::string> *externalDataFiles = nullptr;
};

/// Reads the ONNX model at `path`. Errors name the file and, where they
/// concern one node, its name, index and op type. The file is validated
/// as untrusted input (docs/onnx-io.md, "Reader"): sizes are checked, names
/// are in SSA form, versions and element types are ones tocc knows, and
/// external data stays in the model's directory.
llvm::Expected<std::unique_ptr<Module>>
readOnnxModel(Context &ctx, llvm::StringRef path,
              const OnnxReaderOptions &options = {});

/// Reads a serialized ModelProto held in memory, with the validation of
/// readOnnxModel: the entry for fuzzing (and for callers that have the
/// bytes already). `name` stands for the file in messages; external data
/// is read from `modelDir`, and a model with external data is refused when
/// it is empty. The module does not refer to `bytes` once read. As
/// onnx-opt does after reading, callers that go on should run
/// tocc::verify(module), which checks each op against its schema.
llvm::Expected<std::unique_ptr<Module>>
readOnnxModelFromBuffer(Context &ctx, llvm::StringRef bytes,
                        llvm::StringRef name, llvm::StringRef modelDir = {},
                        const OnnxReaderOptions &options = {});

} // namespace tocc

#endif // TOCC_TARGET_ONNX_ONNXREADER_H
