//===- FlattenOutputs.cpp - Tuple, list and dict outputs into tensors -----===//
//
// `flatten-outputs`: ONNX graphs return tensors, so a tuple, list or dict the
// model returns is flattened into its elements, in order (a dict's values in
// insertion order), as torch.onnx.export does. A dict's keys name its values
// (`out`; `pair_0`, `pair_1` for a tuple under the key `pair`; a key seen
// again counts up, `boxes_1` for a detector's second image): they are left
// on the graph as attribute tocc.output_keys for name-outputs, which runs
// after lowering, when the values have their final names.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/Pass.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <functional>

using namespace tocc;
using namespace tocc::exporting;

/// The string a prim.Constant `v` holds, or "".
static std::string constantString(Value *v) {
  Operation *def = v->getDefiningOp();
  Attribute a = def && def->getNameStr() == "prim.Constant"
                    ? def->getAttr("value")
                    : Attribute();
  return a && a.isString() ? a.getString().str() : std::string();
}

namespace {

struct FlattenOutputsPass : Pass {
  llvm::StringRef getArgument() const override { return "flatten-outputs"; }
  llvm::StringRef getDescription() const override {
    return "Flatten the tuples, lists and dicts the main graph returns into "
           "their tensors; dict keys go to the graph's tocc.output_keys";
  }

  LogicalResult runOnModule(Module &module) override {
    if (module.getNumGraphs() == 0)
      return success();
    Graph &g = module.getGraph(0);
    Operation *ret = g.getReturnOp();
    if (!ret)
      return success();
    llvm::SmallVector<Value *, 4> flat;
    std::vector<std::string> keyNames;
    std::function<void(Value *, const std::string &)> add =
        [&](Value *v, const std::string &name) {
          Operation *def = v->getDefiningOp();
          // A list something appends to (a loop building it) has elements
          // its construction does not list: it stays a list (a sequence).
          auto mutated = [](Operation *list) {
            return llvm::any_of(list->getResult(0)->getUsers(),
                                [](Operation *user) {
                                  return !user->isSideEffectFree() &&
                                         user->getNameStr() != "tocc.return";
                                });
          };
          if (def && (def->getNameStr() == "prim.TupleConstruct" ||
                      (def->getNameStr() == "prim.ListConstruct" &&
                       !mutated(def)))) {
            for (auto [i, element] : llvm::enumerate(def->getOperands()))
              add(element,
                  name.empty() ? name : name + "_" + std::to_string(i));
            return;
          }
          if (def && def->getNameStr() == "prim.DictConstruct" &&
              def->getNumOperands() % 2 == 0) {
            for (unsigned i = 0, e = def->getNumOperands(); i < e; i += 2) {
              std::string key = constantString(def->getOperand(i));
              add(def->getOperand(i + 1),
                  name.empty() || key.empty() ? key : name + "_" + key);
            }
            return;
          }
          flat.push_back(v);
          keyNames.push_back(name);
        };
    llvm::SetVector<Operation *> containers;
    for (Value *v : g.getOutputs()) {
      if (Operation *def = v->getDefiningOp())
        containers.insert(def);
      add(v, "");
    }
    // The same keys again (a detector's list of per-image dicts, each with
    // boxes, labels and scores): the later ones count up, boxes_1 for the
    // second image's boxes.
    llvm::StringSet<> taken;
    llvm::StringMap<unsigned> repeats;
    for (std::string &name : keyNames) {
      if (name.empty() || taken.insert(name).second)
        continue;
      unsigned &k = repeats[name];
      std::string candidate;
      do
        candidate = name + "_" + std::to_string(++k);
      while (!taken.insert(candidate).second);
      name = candidate;
    }
    if (llvm::any_of(keyNames, [](const std::string &k) { return !k.empty(); })) {
      Context &ctx = module.getContext();
      llvm::SmallVector<Attribute, 4> keys;
      for (const std::string &k : keyNames)
        keys.push_back(ctx.getStringAttr(k));
      g.setAttr(kOutputKeysAttr, ctx.getArrayAttr(keys));
    }
    if (flat.size() == ret->getNumOperands() &&
        llvm::equal(flat, g.getOutputs()))
      return success();
    ret->setOperands(flat);
    // The tuples and dicts no longer returned (a dict is no op any later
    // stage takes).
    eraseDeadOps(containers);
    llvm::SmallVector<Type, 4> types;
    for (Value *v : flat)
      types.push_back(v->getType());
    g.setResultTypes(types);
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> exporting::createFlattenOutputsPass() {
  return std::make_unique<FlattenOutputsPass>();
}
