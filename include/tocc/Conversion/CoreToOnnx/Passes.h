//===- Passes.h - core -> onnx passes --------------------------------------===//
#ifndef TOCC_CONVERSION_CORETOONNX_PASSES_H
#define TOCC_CONVERSION_CORETOONNX_PASSES_H

#include "tocc/Pass/Pass.h"

#include <memory>

namespace tocc {

/// `lower-to-onnx{opset=N}` (Lowering.h).
std::unique_ptr<Pass> createLowerToOnnxPass();

/// Registers the pass and tocc's lowerings. Idempotent.
void registerCoreToOnnxPasses();

} // namespace tocc

#endif // TOCC_CONVERSION_CORETOONNX_PASSES_H
