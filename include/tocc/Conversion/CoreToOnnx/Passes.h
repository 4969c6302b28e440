//===- Passes.h - core -> onnx passes --------------------------------------===//
#ifndef TOCC_CONVERSION_CORETOONNX_PASSES_H
#define TOCC_CONVERSION_CORETOONNX_PASSES_H

#include "tocc/Pass/Pass.h"

#include <memory>
#include <string>
#include <vector>

namespace tocc {

/// `lower-to-onnx{opset=N}` (Lowering.h).
std::unique_ptr<Pass> createLowerToOnnxPass();

/// `onnx-cleanup{max-elements=N}`: removes Identity nodes, constant shape
/// computations and no-op Reshape/Expand/Cast/Squeeze(Unsqueeze) from an
/// onnx module, exactly (Cleanup.cpp, docs/lowering.md).
std::unique_ptr<Pass> createOnnxCleanupPass();

/// `fuse-onnx-ops{ops=attention;rms-norm;rotary}`: at opset >= 23, exact
/// decompositions of attention, RMS norm and rotary embeddings become
/// Attention, RMSNormalization and RotaryEmbedding (FuseOnnxOps.cpp,
/// docs/llm.md); nothing below 23.
std::unique_ptr<Pass> createFuseOnnxOpsPass();

/// `convert-precision{precision=fp16|bf16 keep-io-types keep-fp32=A;B}`:
/// f32 weights and compute of an onnx module to f16 (or bf16), keeping f32
/// for the op types of keep-fp32 (getDefaultKeepFp32Ops by default), with
/// Casts only at the borders (ConvertPrecision.cpp, docs/precision.md).
std::unique_ptr<Pass> createConvertPrecisionPass();
/// The ONNX op types convert-precision keeps in f32 by default.
std::vector<std::string> getDefaultKeepFp32Ops();

/// `qdq-to-qoperator`: rewrites the QDQ patterns of an onnx module that
/// have an integer operator of ONNX's default domain (QLinearConv,
/// MatMulInteger) into it, leaving the rest QDQ (QdqToQOperator.cpp,
/// docs/quantization.md, "The QOperator format").
std::unique_ptr<Pass> createQdqToQOperatorPass();

/// Registers the passes and tocc's lowerings. Idempotent.
void registerCoreToOnnxPasses();

} // namespace tocc

#endif // TOCC_CONVERSION_CORETOONNX_PASSES_H
