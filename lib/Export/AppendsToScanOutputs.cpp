//===- AppendsToScanOutputs.cpp - Lists a loop builds as scan outputs -----===//
//
// `appends-to-scan-outputs`: a list a loop builds (an empty list appended
// to once per iteration, then stacked or concatenated along dim 0 after
// the loop) becomes a scan output of the loop, as ONNX's Loop has them,
// before sequence-lists makes the other lists whose length is known only
// at run time sequences: the export's infer-shapes stage runs it right
// after flatten-outputs (decompose runs the same rewrite first too).
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::exporting;

namespace {

struct AppendsToScanOutputsPass : Pass {
  llvm::StringRef getArgument() const override {
    return "appends-to-scan-outputs";
  }
  llvm::StringRef getDescription() const override {
    return "Make the lists a prim.Loop builds by appending scan outputs of "
           "the loop";
  }
  LogicalResult runOnModule(Module &module) override {
    appendsToScanOutputs(module);
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> exporting::createAppendsToScanOutputsPass() {
  return std::make_unique<AppendsToScanOutputsPass>();
}
