//===- CSE.cpp - Common subexpression elimination (`cse`) -----------------===//
//
// Merges identical side-effect-free ops: same name, operands (in any order
// for Commutative ops), attributes and result types. Scopes follow the
// region tree like MLIR's CSE: an op inside a region may be replaced by an
// equal op from an enclosing block that precedes it, never the other way
// round. Ops with regions are not merged themselves, only their contents.
//
//===----------------------------------------------------------------------===//
#include "tocc/IR/Module.h"
#include "tocc/Pass/Pass.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/ScopedHashTable.h"

using namespace tocc;

namespace {

/// Operands in the order that defines equality: sorted for commutative ops.
static llvm::SmallVector<Value *, 4> canonicalOperands(const Operation *op) {
  llvm::SmallVector<Value *, 4> operands = op->getOperands();
  if (op->hasTrait(Commutative))
    llvm::sort(operands, std::less<Value *>());
  return operands;
}

/// Hashes and compares operations by what they compute.
struct OpEquivalence : llvm::DenseMapInfo<Operation *> {
  static unsigned getHashValue(const Operation *op) {
    llvm::hash_code h = llvm::hash_value(op->getName().getImpl());
    for (Value *v : canonicalOperands(op))
      h = llvm::hash_combine(h, v);
    for (const NamedAttribute &a : op->getAttrs())
      h = llvm::hash_combine(h, a.name, hash_value(a.value));
    for (Type t : op->getResultTypes())
      h = llvm::hash_combine(h, hash_value(t));
    return unsigned(size_t(h));
  }
  static bool isEqual(const Operation *a, const Operation *b) {
    if (a == b)
      return true;
    if (a == getEmptyKey() || a == getTombstoneKey() || b == getEmptyKey() ||
        b == getTombstoneKey())
      return false;
    return a->getName() == b->getName() &&
           a->getNumOperands() == b->getNumOperands() &&
           a->getNumResults() == b->getNumResults() &&
           a->getResultTypes() == b->getResultTypes() &&
           a->getAttrs() == b->getAttrs() &&
           canonicalOperands(a) == canonicalOperands(b);
  }
};

using ScopedTable = llvm::ScopedHashTable<Operation *, Operation *,
                                          OpEquivalence, llvm::MallocAllocator>;

class CSEDriver {
public:
  /// Returns the number of ops erased.
  unsigned run(Block &block) {
    ScopedTable table;
    processBlock(block, table);
    return numErased;
  }

private:
  static bool isCandidate(const Operation &op) {
    return op.getNumRegions() == 0 && !op.hasTrait(Terminator) &&
           op.isSideEffectFree();
  }

  void processBlock(Block &block, ScopedTable &table) {
    ScopedTable::ScopeTy scope(table);
    for (auto it = block.begin(); it != block.end();) {
      Operation &op = *it++;
      if (op.getNumRegions() != 0) {
        // Isolated regions may not see enclosing values: a fresh table.
        if (op.hasTrait(IsolatedFromAbove)) {
          for (Region &region : op.getRegions())
            for (Block &nested : region.getBlocks()) {
              ScopedTable isolated;
              processBlock(nested, isolated);
            }
        } else {
          for (Region &region : op.getRegions())
            for (Block &nested : region.getBlocks())
              processBlock(nested, table);
        }
      }
      if (!isCandidate(op))
        continue;
      if (Operation *existing = table.lookup(&op)) {
        for (unsigned i = 0, e = op.getNumResults(); i < e; ++i) {
          Value *from = op.getResult(i), *to = existing->getResult(i);
          // Keep a name hint (an ONNX tensor name) if the survivor has none.
          if (to->getName().empty() && !from->getName().empty())
            to->setName(from->getName());
          from->replaceAllUsesWith(to);
        }
        op.erase();
        ++numErased;
        continue;
      }
      table.insert(&op, &op);
    }
  }

  unsigned numErased = 0;
};

struct CSEPass : Pass {
  llvm::StringRef getArgument() const override { return "cse"; }
  llvm::StringRef getDescription() const override {
    return "Merge identical side-effect-free operations, reusing equal "
           "operations from enclosing regions";
  }
  LogicalResult runOnModule(Module &module) override {
    for (Graph &graph : module.getGraphs())
      for (Block &block : graph.getBodyRegion().getBlocks())
        CSEDriver().run(block);
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createCSEPass() {
  return std::make_unique<CSEPass>();
}
