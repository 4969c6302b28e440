//===- CheckOutputAxes.cpp - Outputs have ranks; their axes exist ---------===//
//
// `check-output-axes{axes=... names=...}`, after lowering: ONNX's checker
// wants a rank on every graph output, so an output whose rank depends on
// the input (an If whose branches yield different ranks) is an error at the
// op that makes it. The output entries of --dynamic-axes (the option
// `axes`, outputs named by `names` or by the returned dict's keys) name
// axes that must exist; one that is static in the exported graph (no
// dynamic input axis reaches it) is a warning, as torch would name it
// whatever it is.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::exporting;

LogicalResult AxesPass::runOnModule(Module &module) {
  if (module.getNumGraphs() == 0)
    return success();
  Graph &g = module.getGraph(0);
  std::vector<DynamicAxesSpec> specs;
  if (!llvm::StringRef(axes.getValue()).trim().empty()) {
    llvm::Expected<std::vector<DynamicAxesSpec>> parsed =
        parseDynamicAxes(axes.getValue());
    if (!parsed)
      return g.getContext().getDiagEngine().emitError(g.getLoc())
             << getArgument() << ": " << llvm::toString(parsed.takeError());
    specs = std::move(*parsed);
  }
  return check(g, specs, names.getValue());
}

namespace {

struct CheckOutputAxesPass : AxesPass {
  llvm::StringRef getArgument() const override { return "check-output-axes"; }
  llvm::StringRef getDescription() const override {
    return "Check that the main graph's outputs have ranks and that the "
           "dynamic axes of outputs exist (a static one is a warning)";
  }

  LogicalResult check(Graph &g, llvm::ArrayRef<DynamicAxesSpec> specs,
                      llvm::ArrayRef<std::string> given) override {
    DiagnosticEngine &diags = g.getContext().getDiagEngine();
    llvm::SmallVector<Value *, 4> outputs = g.getOutputs();
    for (auto [i, out] : llvm::enumerate(outputs)) {
      Type t = out->getType();
      if (!t.isTensor() || t.hasRank())
        continue;
      Operation *def = out->getDefiningOp();
      std::string name = outputName(g, given, i);
      if (name.empty())
        name = "#" + std::to_string(i);
      auto diag = diags.emitError(def ? def->getLoc() : g.getLoc());
      diag << "output " << name << " has no known rank";
      if (def && def->getNameStr() == "onnx.If")
        diag << " (the branches of this `if` yield tensors of different "
                "ranks)";
      diag << ": ONNX graph outputs need a rank; make the value's rank "
              "independent of the input";
      return failure();
    }
    for (const DynamicAxesSpec &spec : specs) {
      size_t index = 0;
      while (index < outputs.size() &&
             outputName(g, given, index) != spec.name)
        ++index;
      if (index == outputs.size())
        continue;
      Type t = outputs[index]->getType();
      for (const auto &[axis, symbol] : spec.axes) {
        if (!t.isTensor() || !t.hasRank() || axis >= t.getRank())
          return diags.emitError(g.getLoc())
                 << "dynamic axis " << axis << " of output '" << spec.name
                 << "' is out of range (the output is " << t.str() << ")";
        Dim d = t.getDims()[axis];
        if (d.isStatic())
          diags.emitWarning(g.getLoc())
              << "output '" << spec.name << "' axis " << axis << " ('"
              << symbol << "') is static in the exported graph (" << t.str()
              << "): no dynamic input axis reaches it";
      }
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> exporting::createCheckOutputAxesPass() {
  return std::make_unique<CheckOutputAxesPass>();
}
