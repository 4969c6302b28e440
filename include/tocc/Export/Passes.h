//===- Passes.h - The export's own passes and the torch-to-onnx pipeline --===//
//
// What tocc-export does to the IR besides the conversions, as registered
// passes, so that `onnx-opt model.pt --pass-pipeline=...` reproduces an
// export pass by pass (docs/export.md, "The pipeline"):
//
//   type-by-example     types what shape inference left untyped by running
//                       the graph on the example inputs
//   flatten-outputs     tuple, list and dict outputs into their tensors
//   appends-to-scan-outputs  lists a loop builds into its scan outputs
//   check-dynamic-axes  every --dynamic-axes entry names an input or output
//   check-supported-ops every op has a decomposition (or a lowering)
//   check-stage         the stage contracts: only core ops after decompose,
//                       only onnx ops of the opset after lower-to-onnx
//   constants-to-initializers  folded weights into initializers
//   check-output-axes   outputs have ranks; their dynamic axes exist
//   name-outputs        --output-names (or dict keys) name the outputs
//
// and `torch-to-onnx{opset=17 ...}`, tocc-export's whole pipeline with a
// stage per step of its progress bar. LibTorch-free: type-by-example runs
// the graph through the example runner a tool registers (the runtime, or
// its lazy loader in onnx-opt).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_EXPORT_PASSES_H
#define TOCC_EXPORT_PASSES_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/Pass.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tocc {

/// Sees every top-level op of a graph run with its results (a null
/// Attribute for a result that is not a tensor).
using ExampleOpCallback =
    std::function<void(const Operation &, llvm::ArrayRef<Attribute>)>;

/// Runs graph `g` on the example inputs saved at `path` (torch.save'd, as
/// tocc-export's --example-inputs), calling `onOp` for each op.
using ExampleRunnerFn = std::function<llvm::Error(
    Graph &g, llvm::StringRef path, const ExampleOpCallback &onOp)>;

/// Sets the runner type-by-example uses (the last call wins). Without one,
/// type-by-example with example inputs is an error.
void registerExampleRunner(ExampleRunnerFn runner);

/// The graph attribute flatten-outputs leaves for the passes after it: per
/// graph output, the key of the dict the model returned it in ("" for
/// none). name-outputs uses it and drops it.
constexpr llvm::StringLiteral kOutputKeysAttr = "tocc.output_keys";

/// An op the export cannot take (or takes by a fallback), as
/// check-supported-ops found it.
struct UnsupportedOp {
  std::string op;
  std::string location;
  std::string reason;
  /// Opsets whose lowering entries start there (core ops).
  std::vector<int64_t> supportedOpsets;
  unsigned count = 0;
};

/// The ops `pass` found if it is a check-supported-ops pass that ran, else
/// null (tocc-export's report lists them).
const std::vector<UnsupportedOp> *getUnsupportedOps(const Pass &pass);

/// torch.onnx.export's operator_export_type in torch-to-onnx's and
/// check-supported-ops' option `fallback`: `none`, `fallthrough`, `aten`.
enum class FallbackKind { None, Fallthrough, Aten };
std::optional<FallbackKind> parseFallbackKind(llvm::StringRef text);

/// Registers the passes above and the torch-to-onnx pipeline. Idempotent.
void registerExportPasses();

} // namespace tocc

#endif // TOCC_EXPORT_PASSES_H
