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
/// Gives every onnx op its shape function (OnnxShapes.cpp).
void attachOnnxShapeFunctions(Dialect &dialect);

/// The dtype of an ONNX TensorProto.DataType code of opset 17 (FLOAT = 1
/// ... BFLOAT16 = 16); nullopt for UNDEFINED and codes tocc has no dtype
/// for (the float8 and 4-bit types of later opsets).
std::optional<DType> dtypeFromTensorProto(int64_t code);
/// The TensorProto.DataType code of a dtype; nullopt for DType::Unknown.
std::optional<int64_t> tensorProtoFromDType(DType dtype);

} // namespace tocc::onnx

#endif
