//===- CheckDynamicAxes.cpp - Dynamic axes name inputs or outputs ---------===//
//
// `check-dynamic-axes{axes=... names=...}`, once the outputs are flattened:
// every entry of --dynamic-axes (the option `axes`) names a graph input or
// an output (named by `names`, torch's output_names, or by the returned
// dict's keys). An input entry's symbols must be declared: the importer
// declared them, and a model read without them (onnx-opt without the same
// --dynamic-axes) would export other dims than the pipeline promises.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/StringExtras.h"

using namespace tocc;
using namespace tocc::exporting;

namespace {

struct CheckDynamicAxesPass : AxesPass {
  llvm::StringRef getArgument() const override { return "check-dynamic-axes"; }
  llvm::StringRef getDescription() const override {
    return "Check that every dynamic-axes entry names an input (whose axes "
           "hold its symbols) or an output";
  }

  LogicalResult check(Graph &g, llvm::ArrayRef<DynamicAxesSpec> specs,
                      llvm::ArrayRef<std::string> given) override {
    Module &module = g.getParentModule();
    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    for (const DynamicAxesSpec &spec : specs) {
      Value *input = nullptr;
      for (Value *in : g.getInputs())
        if (!input && in->getName() == spec.name)
          input = in;
      if (input) {
        // The importer made the dims these symbols and declared them
        // (static-shapes may have made the dims constants since, which
        // keeps the symbols declared).
        shape::ShapeEnv &env = module.getShapeEnv();
        Type t = input->getType();
        for (const auto &[axis, symbol] : spec.axes) {
          Dim d = t.isTensor() && t.hasRank() && axis < t.getRank()
                      ? t.getDims()[axis]
                      : Dim();
          shape::ExprRef sym =
              module.getContext().getExprContext().getSymbol(symbol);
          if (env.isDeclared(sym) || (d.isSymbolic() && d.getExpr() == sym))
            continue;
          return diags.emitError(g.getLoc())
                 << "dynamic axis " << axis << " of input '" << spec.name
                 << "' is not the symbol '" << symbol << "' (the input is "
                 << t.str() << "): read the model with the same --dynamic-axes";
        }
        continue;
      }
      bool isOutput = false;
      for (size_t i = 0, e = g.getOutputs().size(); i < e; ++i)
        isOutput |= outputName(g, given, i) == spec.name;
      if (isOutput)
        continue;
      std::vector<std::string> inputNames;
      for (Value *in : g.getInputs())
        inputNames.push_back(in->getName().str());
      return diags.emitError(g.getLoc())
             << "dynamic axes given for '" << spec.name
             << "', which is neither an input (" << llvm::join(inputNames, ", ")
             << ") nor an output name (--output-names or a returned dict's "
                "key)";
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> exporting::createCheckDynamicAxesPass() {
  return std::make_unique<CheckDynamicAxesPass>();
}
