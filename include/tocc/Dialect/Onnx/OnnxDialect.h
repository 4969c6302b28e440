//===- OnnxDialect.h - The onnx dialect's ops and registration ----------===//
#ifndef TOCC_DIALECT_ONNX_ONNXDIALECT_H
#define TOCC_DIALECT_ONNX_ONNXDIALECT_H

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/OpDef.h"

#include <optional>

#include "tocc/Dialect/Onnx/OnnxOps.h.inc"

namespace tocc::onnx {

/// Creates the onnx dialect in `ctx` and adds its ops.
void loadOnnxDialect(Context &ctx);

} // namespace tocc::onnx

#endif
