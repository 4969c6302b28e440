//===- NameOutputs.cpp - Graph outputs get their names (`name-outputs`) ---===//
//
// `name-outputs{names=y,z}`: torch.onnx.export's output_names, or else the
// keys of the dict the model returned (flatten-outputs' tocc.output_keys,
// which this pass drops), name the graph outputs. A value returned twice,
// an input or an initializer returned as it is, keeps its name and the
// output gets an onnx.Identity of its own. More names than outputs, or a
// name an input or another output has, is an error.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/StringSet.h"

using namespace tocc;
using namespace tocc::exporting;

std::string exporting::outputName(const Graph &g,
                                  llvm::ArrayRef<std::string> names,
                                  size_t i) {
  if (i < names.size())
    return names[i];
  Attribute keys = g.getAttr(kOutputKeysAttr);
  if (!keys || !keys.isArray() || i >= keys.getArray().size() ||
      !keys.getArray()[i].isString())
    return "";
  return keys.getArray()[i].getString().str();
}

namespace {

struct NameOutputsPass : Pass {
  ListOption names{*this, "names",
                   "Graph output names in order (torch's output_names)"};

  llvm::StringRef getArgument() const override { return "name-outputs"; }
  llvm::StringRef getDescription() const override {
    return "Name the main graph's outputs: option names, else the keys of "
           "the dict the model returned";
  }

  LogicalResult runOnModule(Module &module) override {
    if (module.getNumGraphs() == 0)
      return success();
    Graph &g = module.getGraph(0);
    const std::vector<std::string> &given = names.getValue();
    llvm::SmallVector<Value *, 4> outputs = g.getOutputs();
    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    if (given.size() > outputs.size())
      return diags.emitError(g.getLoc())
             << "got " << given.size() << " output names, but the model has "
             << outputs.size() << " outputs";
    Operation *ret = g.getReturnOp();
    llvm::StringSet<> used;
    for (Value *in : g.getInputs())
      used.insert(in->getName());
    for (size_t i = 0; i < outputs.size(); ++i) {
      std::string name = outputName(g, given, i);
      if (name.empty())
        continue;
      // A dict key that another input or output already names leaves this
      // output its own name.
      if (i >= given.size() && used.count(name))
        continue;
      if (!used.insert(name).second)
        return diags.emitError(g.getLoc())
               << "output name '" << name
               << "' is already the name of an input or output";
      Value *v = outputs[i];
      bool sharedOrOuter =
          !v->getDefiningOp() ||
          v->getDefiningOp()->getNameStr() == "onnx.initializer" ||
          llvm::count(outputs, v) > 1;
      if (sharedOrOuter) {
        // An Identity gives this output its own name.
        Builder b(ret);
        Operation *id =
            b.create(ret->getLoc(), "onnx.Identity", {v->getType()}, {v});
        id->getResult(0)->setName(name);
        ret->setOperand(i, id->getResult(0));
        outputs[i] = id->getResult(0);
      } else {
        v->setName(name);
      }
    }
    g.removeAttr(kOutputKeysAttr);
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> exporting::createNameOutputsPass() {
  return std::make_unique<NameOutputsPass>();
}
