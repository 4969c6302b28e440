//===- ExportPasses.h - What the export's passes share --------------------===//
#ifndef TOCC_LIB_EXPORT_EXPORTPASSES_H
#define TOCC_LIB_EXPORT_EXPORTPASSES_H

#include "tocc/Export/Passes.h"
#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/Pass.h"

#include "llvm/ADT/ArrayRef.h"

#include <memory>
#include <string>
#include <vector>

namespace tocc::exporting {

std::unique_ptr<Pass> createTypeByExamplePass();
std::unique_ptr<Pass> createFlattenOutputsPass();
std::unique_ptr<Pass> createAppendsToScanOutputsPass();
std::unique_ptr<Pass> createCheckDynamicAxesPass();
std::unique_ptr<Pass> createCheckSupportedOpsPass();
std::unique_ptr<Pass> createCheckStagePass();
std::unique_ptr<Pass> createConstantsToInitializersPass();
std::unique_ptr<Pass> createCheckOutputAxesPass();
std::unique_ptr<Pass> createNameOutputsPass();
std::unique_ptr<Pass> createTorchToOnnxPipeline();

/// cse, dce and the ONNX-level cleanups (onnx-cleanup when registered):
/// torch-to-onnx's stage cleanup, which --verify's bisection repeats.
std::string cleanupPipeline();

/// Output #i's name: `names[i]` (--output-names), else the dict key
/// flatten-outputs recorded for it, else empty.
std::string outputName(const Graph &g, llvm::ArrayRef<std::string> names,
                       size_t i);

/// A pass that takes tocc-export's --dynamic-axes and --output-names:
/// check-dynamic-axes and check-output-axes.
struct AxesPass : Pass {
  Option<std::string> axes{
      *this, "axes",
      "Dynamic axes of inputs and outputs, as tocc-export's --dynamic-axes "
      "(x:0=batch;y:0=batch)",
      ""};
  ListOption names{*this, "names",
                   "Graph output names in order (else the dict keys)"};

  /// Parses `axes` (an error at the graph naming the pass) and checks the
  /// main graph.
  LogicalResult runOnModule(Module &module) final;
  virtual LogicalResult check(Graph &g, llvm::ArrayRef<DynamicAxesSpec> specs,
                              llvm::ArrayRef<std::string> outputNames) = 0;
};

} // namespace tocc::exporting

#endif // TOCC_LIB_EXPORT_EXPORTPASSES_H
