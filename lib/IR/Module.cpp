//===- Module.cpp - Graphs and modules ------------------------------------===//
#include "tocc/IR/Module.h"
#include "tocc/IR/Context.h"

using namespace tocc;

Graph::Graph(Module &parent, llvm::StringRef name, Location loc)
    : parent(&parent), name(parent.getContext().intern(name)), loc(loc),
      body(this) {
  body.emplaceBlock();
}

Graph::~Graph() = default;

Context &Graph::getContext() const { return parent->getContext(); }

void Graph::setName(llvm::StringRef newName) {
  name = getContext().intern(newName);
}

Operation *Graph::getReturnOp() {
  if (body.empty())
    return nullptr;
  Operation *t = getBody().getTerminator();
  return t && t->getNameStr() == "tocc.return" ? t : nullptr;
}

llvm::SmallVector<Value *, 4> Graph::getOutputs() {
  if (Operation *ret = getReturnOp())
    return ret->getOperands();
  return {};
}

void Graph::setAttr(llvm::StringRef attrName, Attribute value) {
  attrs.set(getContext().intern(attrName), value);
}

Module::Module(Context &ctx, Location loc)
    : ctx(&ctx), shapeEnv(std::make_unique<shape::ShapeEnv>(
                     ctx.getExprContext())),
      loc(loc) {}

shape::ShapeEnv &Module::getShapeEnv() { return *shapeEnv; }
const shape::ShapeEnv &Module::getShapeEnv() const { return *shapeEnv; }

Module::~Module() {
  // Graphs are independent of each other; each body block cleans itself up.
  graphs.clear();
}

void Module::setName(llvm::StringRef n) { name = ctx->intern(n); }

Graph &Module::addGraph(llvm::StringRef graphName, Location graphLoc) {
  graphs.push_back(std::make_unique<Graph>(*this, graphName, graphLoc));
  return *graphs.back();
}

Graph *Module::lookupGraph(llvm::StringRef graphName) const {
  for (const auto &g : graphs)
    if (g->getName() == graphName)
      return g.get();
  return nullptr;
}

void Module::eraseGraph(Graph &g) {
  for (auto it = graphs.begin(); it != graphs.end(); ++it)
    if (it->get() == &g) {
      graphs.erase(it);
      return;
    }
}

void Module::setAttr(llvm::StringRef attrName, Attribute value) {
  attrs.set(ctx->intern(attrName), value);
}

void Module::walk(llvm::function_ref<void(Operation *)> fn, bool postOrder) {
  for (auto &g : graphs)
    g->walk(fn, postOrder);
}
