//===- Torch.h - The one place lib/Frontend includes LibTorch ------------===//
//
// LibTorch's headers are slow to compile and differ between releases, so the
// Frontend includes the few it needs here and nowhere else, and only the
// sources that talk to LibTorch include this file. Besides the includes it
// declares what those sources (and the Frontend unit tests) share: the
// weight buffer that aliases a tensor, and the import of an already loaded
// module.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_FRONTEND_TORCH_H
#define TOCC_LIB_FRONTEND_TORCH_H

#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Attributes.h"
#include "tocc/IR/Types.h"

// Only JIT and ATen core: <torch/script.h> would pull in the whole C++
// frontend (torch::nn and friends) for nothing.
#include <ATen/core/ivalue.h>
#include <c10/util/Exception.h>
#include <torch/csrc/jit/api/module.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/ir/ir.h>
#include <torch/csrc/jit/passes/freeze_module.h>
#include <torch/csrc/jit/passes/inliner.h>
#include <torch/csrc/jit/serialization/import.h>
#include <torch/csrc/jit/serialization/pickle.h>

#include <optional>

namespace tocc::frontend {

/// The bytes of a dense constant are those of a (contiguous, CPU) LibTorch
/// tensor: holding the tensor keeps its storage alive, nothing is copied.
class TensorElementsBuffer final : public ElementsBuffer {
public:
  explicit TensorElementsBuffer(at::Tensor tensor)
      : tensor(std::move(tensor)) {}
  llvm::ArrayRef<char> getData() const override {
    return {static_cast<const char *>(tensor.data_ptr()), tensor.nbytes()};
  }
  const at::Tensor &getTensor() const { return tensor; }

private:
  at::Tensor tensor;
};

/// Our dtype for a LibTorch scalar type; nullopt for the ones the IR does
/// not model (quantized types, complex32, ...).
std::optional<DType> convertScalarType(c10::ScalarType t);

/// Imports an already loaded module: puts it in eval mode (this changes
/// `module`), freezes a copy of it and imports the copy's forward. Weights
/// share storage with `module`'s. `fileName` names the module in errors.
llvm::Expected<std::unique_ptr<Module>>
importTorchScriptModule(const torch::jit::Module &module, Context &ctx,
                        const TorchScriptImportOptions &options,
                        llvm::StringRef fileName);

} // namespace tocc::frontend

#endif // TOCC_LIB_FRONTEND_TORCH_H
