//===- Module.h - Graphs and the module that holds them -----------------===//
//
// A Module holds named Graphs and module-level attributes (opset imports,
// producer, guards). A Graph is a function: its body is a Region with one
// Block whose arguments are the graph inputs, ending in a `return` op whose
// operands are the graph outputs.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_MODULE_H
#define TOCC_IR_MODULE_H

#include "tocc/IR/Operation.h"
#include "tocc/Shape/ShapeEnv.h"

#include <memory>
#include <vector>

namespace tocc {

class Module;

class Graph {
public:
  Graph(Module &parent, llvm::StringRef name, Location loc);
  Graph(const Graph &) = delete;
  Graph &operator=(const Graph &) = delete;
  ~Graph();

  Module &getParentModule() const { return *parent; }
  Context &getContext() const;
  llvm::StringRef getName() const { return name; }
  void setName(llvm::StringRef newName);
  Location getLoc() const { return loc; }
  void setLoc(Location l) { loc = l; }

  Region &getBodyRegion() { return body; }
  Block &getBody() { return body.front(); }
  /// Graph inputs (the body block's arguments).
  llvm::SmallVector<Value *, 4> getInputs() { return getBody().getArguments(); }
  /// Declared output types (the signature after `->`).
  llvm::ArrayRef<Type> getResultTypes() const { return resultTypes; }
  void setResultTypes(llvm::ArrayRef<Type> types) {
    resultTypes.assign(types.begin(), types.end());
  }
  /// The terminating `return` op, or null if the body has none yet.
  Operation *getReturnOp();
  /// The values returned (operands of the return op).
  llvm::SmallVector<Value *, 4> getOutputs();

  Attribute getAttr(llvm::StringRef attrName) const {
    return attrs.get(attrName);
  }
  void setAttr(llvm::StringRef attrName, Attribute value);
  bool removeAttr(llvm::StringRef attrName) { return attrs.erase(attrName); }
  const NamedAttrList &getAttrs() const { return attrs; }

  void walk(llvm::function_ref<void(Operation *)> fn, bool postOrder = true) {
    body.walk(fn, postOrder);
  }
  void print(llvm::raw_ostream &os) const;

private:
  Module *parent;
  llvm::StringRef name;
  Location loc;
  Region body;
  std::vector<Type> resultTypes;
  NamedAttrList attrs;
};

class Module {
public:
  explicit Module(Context &ctx, Location loc = Location());
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;
  ~Module();

  Context &getContext() const { return *ctx; }
  Location getLoc() const { return loc; }
  /// Optional module name (`module @name`); empty if none.
  llvm::StringRef getName() const { return name; }
  void setName(llvm::StringRef n);

  /// Creates a graph with an empty body block at the end of the module.
  Graph &addGraph(llvm::StringRef graphName, Location loc = Location());
  /// Returns the graph with this name, or null.
  Graph *lookupGraph(llvm::StringRef graphName) const;
  void eraseGraph(Graph &g);
  size_t getNumGraphs() const { return graphs.size(); }
  Graph &getGraph(size_t i) const { return *graphs[i]; }
  auto getGraphs() const {
    return llvm::map_range(graphs, [](const std::unique_ptr<Graph> &g)
                                       -> Graph & { return *g; });
  }

  Attribute getAttr(llvm::StringRef attrName) const {
    return attrs.get(attrName);
  }
  void setAttr(llvm::StringRef attrName, Attribute value);
  bool removeAttr(llvm::StringRef attrName) { return attrs.erase(attrName); }
  const NamedAttrList &getAttrs() const { return attrs; }

  /// Facts about the symbols in this module's dims (ranges) and the guards
  /// shape inference recorded. Printed as `symbol` and `guard` lines at the
  /// top of the module and carried into the ONNX model's metadata.
  shape::ShapeEnv &getShapeEnv();
  const shape::ShapeEnv &getShapeEnv() const;

  void walk(llvm::function_ref<void(Operation *)> fn, bool postOrder = true);
  void print(llvm::raw_ostream &os) const;
  void dump() const;

  /// What the verifier last passed of the module's own state (its
  /// attributes, graphs and symbols, which every op's checks read), so that
  /// `verifyChanged` knows when the unchanged ops must be checked again.
  uint64_t getVerifiedState() const { return verifiedState; }
  void setVerifiedState(uint64_t state) { verifiedState = state; }

private:
  Context *ctx;
  uint64_t verifiedState = 0;
  std::unique_ptr<shape::ShapeEnv> shapeEnv;
  Location loc;
  llvm::StringRef name;
  std::vector<std::unique_ptr<Graph>> graphs;
  NamedAttrList attrs;
};

} // namespace tocc

#endif // TOCC_IR_MODULE_H
