//===- Clone.cpp - Deep copies of modules ---------------------------------===//
#include "tocc/IR/Clone.h"

#include "tocc/IR/Operation.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/DenseMap.h"

using namespace tocc;

std::unique_ptr<Module> tocc::cloneModule(const Module &module) {
  auto copy = std::make_unique<Module>(module.getContext(), module.getLoc());
  copy->setName(module.getName());
  for (const auto &attr : module.getAttrs())
    copy->setAttr(attr.name, attr.value);

  const shape::ShapeEnv &env = module.getShapeEnv();
  shape::ShapeEnv &newEnv = copy->getShapeEnv();
  for (shape::ExprRef sym : env.getSymbols())
    if (std::optional<shape::SymbolRange> range = env.getRange(sym))
      newEnv.setRange(sym, range->min, range->max);
  for (const shape::Guard &guard : env.getGuards())
    newEnv.addGuard(guard);

  for (Graph &g : module.getGraphs()) {
    Graph &ng = copy->addGraph(g.getName(), g.getLoc());
    for (const auto &attr : g.getAttrs())
      ng.setAttr(attr.name, attr.value);
    ng.setResultTypes(g.getResultTypes());
    llvm::DenseMap<Value *, Value *> mapping;
    for (Value *in : g.getInputs()) {
      auto *arg = llvm::cast<BlockArgument>(in);
      BlockArgument *newArg =
          ng.getBody().addArgument(in->getType(), arg->getArgLoc());
      newArg->setName(in->getName());
      mapping[in] = newArg;
    }
    for (Operation &op : g.getBody())
      ng.getBody().push_back(op.clone(mapping));
  }
  return copy;
}
