//===- OnnxFiles.h - TensorProto files and onnx's checker on model files ---===//
//
// What tests and tools need beside the writer: tensors as serialized
// TensorProto files (ONNX's test-data layout, test_data_set_N/input_K.pb)
// and onnx::checker::check_model with full checking on a written model.
// No ONNX or protobuf header is included here.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TARGET_ONNX_ONNXFILES_H
#define TOCC_TARGET_ONNX_ONNXFILES_H

#include "tocc/IR/Attributes.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace tocc {

/// Writes `dense` as one serialized TensorProto named `name` (may be empty)
/// at `path`.
llvm::Error writeTensorProtoFile(Attribute dense, llvm::StringRef name,
                                 llvm::StringRef path);

/// Writes one serialized OptionalProto named `name` at `path`: of the
/// tensor `dense`, or absent (elem_type UNDEFINED) if `dense` is null. The
/// expected value of an optional output in a test data set.
llvm::Error writeOptionalProtoFile(Attribute dense, llvm::StringRef name,
                                   llvm::StringRef path);

/// What onnx.checker.check_model(path, full_check=True) does: the checker
/// (external data included) and strict shape inference with type checks.
/// The error carries the checker's message. For default-domain opsets up to
/// libonnx's (17).
llvm::Error checkOnnxModel(llvm::StringRef path);

} // namespace tocc

#endif
