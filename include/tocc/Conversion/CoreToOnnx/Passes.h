//===- Passes.h - core -> onnx passes --------------------------------------===//
#ifndef TOCC_CONVERSION_CORETOONNX_PASSES_H
#define TOCC_CONVERSION_CORETOONNX_PASSES_H

#include "tocc/Pass/Pass.h"

#include <memory>

namespace tocc {

/// `lower-to-onnx{opset=N}` (Lowering.h).
std::unique_ptr<Pass> createLowerToOnnxPass();

/// `onnx-cleanup{max-elements=N}`: removes Identity nodes, constant shape
/// computations and no-op Reshape/Expand/Cast/Squeeze(Unsqueeze) from an
/// onnx module, exactly (Cleanup.cpp, docs/lowering.md).
std::unique_ptr<Pass> createOnnxCleanupPass();

/// Registers the passes and tocc's lowerings. Idempotent.
void registerCoreToOnnxPasses();

} // namespace tocc

#endif // TOCC_CONVERSION_CORETOONNX_PASSES_H
