//===- ConstantsToInitializers.cpp - Folded weights as initializers -------===//
//
// `constants-to-initializers`, after lowering: folded weights (a transposed
// Linear weight, a batch norm folded into a scale) become initializers, as
// torch.onnx.export's constant folding makes them, not Constant nodes:
// tools list, share and externalize initializers. Constants of the main
// graph's top level of at least `min-bytes` bytes are taken; one without a
// name of its own is named `onnx::Constant_N`, as torch names them.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/StringSet.h"

using namespace tocc;
using namespace tocc::exporting;

namespace {

struct ConstantsToInitializersPass : Pass {
  Option<int64_t> minBytes{*this, "min-bytes",
                           "Constants of at least this many bytes become "
                           "initializers",
                           64};

  llvm::StringRef getArgument() const override {
    return "constants-to-initializers";
  }
  llvm::StringRef getDescription() const override {
    return "Turn the main graph's onnx.Constant tensors of at least "
           "min-bytes bytes into initializers";
  }

  LogicalResult runOnModule(Module &module) override {
    if (module.getNumGraphs() == 0)
      return success();
    Context &ctx = module.getContext();
    Graph &g = module.getGraph(0);
    unsigned n = 0;
    llvm::StringSet<> used;
    module.walk([&](Operation *op) {
      for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
        used.insert(op->getResult(i)->getName());
    });
    for (Value *in : g.getInputs())
      used.insert(in->getName());
    for (Operation &op : llvm::make_early_inc_range(g.getBody())) {
      if (op.getNameStr() != "onnx.Constant" || op.getNumResults() != 1)
        continue;
      Attribute value = op.getAttr("value");
      Type t = op.getResult(0)->getType();
      if (!value || !value.isDense() || !t.isTensor() || !t.hasRank() ||
          int64_t(value.getRawData().size()) < minBytes.getValue())
        continue;
      std::string name = op.getResult(0)->getName().str();
      if (name.empty() || name.rfind("Constant_", 0) == 0) {
        do
          name = "onnx::Constant_" + std::to_string(n++);
        while (used.count(name));
        used.insert(name);
      }
      Builder b(&op);
      Operation *init = b.create(op.getLoc(), "onnx.initializer", {t}, {},
                                 {{ctx.intern("value"), value}});
      init->getResult(0)->setName(name);
      op.getResult(0)->replaceAllUsesWith(init->getResult(0));
      op.erase();
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> exporting::createConstantsToInitializersPass() {
  return std::make_unique<ConstantsToInitializersPass>();
}
