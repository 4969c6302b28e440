//===- SupportedOps.h - Which aten ops tocc exports at an opset -----------===//
//
// `tocc-export --list-supported-ops [--opset N]` (docs/supported-ops.md):
// an aten op overload is supported at opset N when every sample graph of
// the decomposition sweep that uses it (unittests/Conversion/Samples/*.mlir,
// embedded in the library at build time) decomposes and lowers with
// lower-to-onnx{opset=N}. Computed from the registries as they are when it
// runs, so a plugin loaded before shows in the answer.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_EXPORT_SUPPORTEDOPS_H
#define TOCC_EXPORT_SUPPORTEDOPS_H

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tocc {

/// An op some sample uses that does not export at the opset.
struct UnsupportedSampleOp {
  /// Torch spelling: `aten::add.Tensor`.
  std::string name;
  /// The first failure among its samples: `file.mlir:12: message`.
  std::string reason;
};

/// An op with a registry entry but no sample: from a plugin, or from an
/// application that registered it through tocc/Extension/Registry.h (the
/// sweeps' coverage checks require a sample for every decomposition and
/// lowering tocc itself has).
struct PluginOp {
  /// Torch spelling: `mylib::my_op`.
  std::string name;
  /// It has a decomposition (to core ops; with no sample, whether those
  /// lower at the opset is not checked).
  bool decomposition = false;
  /// It has a lowering straight to onnx at the opset.
  bool lowering = false;
  /// Who registered its entries: "plugin 'name'" or "builtin" (the
  /// registries' word for anything registered outside a plugin), `, `
  /// separated when they differ.
  std::string source;
};

struct SupportedOps {
  int64_t opset = 0;
  /// Supported aten overloads in torch spelling, sorted.
  std::vector<std::string> supported;
  /// Aten overloads of the samples that do not export at the opset, sorted.
  std::vector<UnsupportedSampleOp> unsupported;
  /// Registry entries without a sample, sorted by name.
  std::vector<PluginOp> pluginOps;
  /// Sample files and graphs run.
  unsigned numFiles = 0, numGraphs = 0;
  double seconds = 0;
};

/// Runs every embedded sample through its pipeline and lower-to-onnx at
/// `opset` (kMinTargetOpset to kMaxOpset; otherwise an error). Diagnostics
/// of the samples are captured, not printed. Registers the export pipeline
/// (registerExportPipeline) first.
llvm::Expected<SupportedOps> listSupportedOps(int64_t opset);

/// `aten.add.Tensor` -> `aten::add.Tensor` (the first `.` is the
/// namespace separator).
std::string torchOpName(llvm::StringRef irName);

} // namespace tocc

#endif // TOCC_EXPORT_SUPPORTEDOPS_H
