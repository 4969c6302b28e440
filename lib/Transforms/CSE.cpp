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

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

using namespace tocc;

namespace {

/// Operands in the order that defines equality: sorted for commutative ops.
static llvm::SmallVector<Value *, 4> canonicalOperands(const Operation *op) {
  llvm::SmallVector<Value *, 4> operands = op->getOperands();
  if (op->hasTrait(Commutative))
    llvm::sort(operands, std::less<Value *>());
  return operands;
}

/// Hashes an operation by what it computes.
static unsigned hashOp(const Operation *op) {
  llvm::hash_code h = llvm::hash_value(op->getName().getImpl());
  if (op->hasTrait(Commutative)) {
    for (Value *v : canonicalOperands(op))
      h = llvm::hash_combine(h, v);
  } else {
    for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i)
      h = llvm::hash_combine(h, op->getOperand(i));
  }
  for (const NamedAttribute &a : op->getAttrs())
    h = llvm::hash_combine(h, a.name, hash_value(a.value));
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    h = llvm::hash_combine(h, hash_value(op->getResult(i)->getType()));
  return unsigned(size_t(h));
}

static bool sameOp(const Operation *a, const Operation *b) {
  if (a == b)
    return true;
  if (a->getName() != b->getName() ||
      a->getNumOperands() != b->getNumOperands() ||
      a->getNumResults() != b->getNumResults() ||
      !(a->getAttrs() == b->getAttrs()))
    return false;
  for (unsigned i = 0, e = a->getNumResults(); i != e; ++i)
    if (a->getResult(i)->getType() != b->getResult(i)->getType())
      return false;
  if (a->hasTrait(Commutative))
    return canonicalOperands(a) == canonicalOperands(b);
  for (unsigned i = 0, e = a->getNumOperands(); i != e; ++i)
    if (a->getOperand(i) != b->getOperand(i))
      return false;
  return true;
}

/// An op with its hash, computed once: the table rehashes as it grows.
struct HashedOp {
  const Operation *op;
  unsigned hash;
};

struct HashedOpInfo {
  static HashedOp getEmptyKey() {
    return {llvm::DenseMapInfo<const Operation *>::getEmptyKey(), 0};
  }
  static HashedOp getTombstoneKey() {
    return {llvm::DenseMapInfo<const Operation *>::getTombstoneKey(), 0};
  }
  static unsigned getHashValue(const HashedOp &k) { return k.hash; }
  static bool isEqual(const HashedOp &a, const HashedOp &b) {
    if (a.op == b.op)
      return true;
    if (a.hash != b.hash || a.op == getEmptyKey().op ||
        a.op == getTombstoneKey().op || b.op == getEmptyKey().op ||
        b.op == getTombstoneKey().op)
      return false;
    return sameOp(a.op, b.op);
  }
};

/// The ops available at a point: one set of ops (each key is the op that
/// is available), with the keys each open nested scope added so that
/// leaving the scope removes them; the outermost scope's keys go with the
/// table. An op equal to one of an enclosing scope is merged, never added,
/// so no key shadows another. At a million ops this is the peak of an
/// onnx-opt run, so it holds 16 bytes a slot (a map to the op took 24,
/// and the outermost scope's list another 16 an op).
class ScopedTable {
public:
  Operation *lookup(const HashedOp &k) const {
    auto it = set.find(k);
    return it == set.end() ? nullptr : const_cast<Operation *>(it->op);
  }
  void insert(const HashedOp &k) {
    if (set.insert(k).second && scopes.size() > 1)
      scopes.back().push_back(k);
  }
  struct Scope {
    explicit Scope(ScopedTable &t) : t(t) { t.scopes.emplace_back(); }
    ~Scope() {
      for (const HashedOp &k : t.scopes.back())
        t.set.erase(k);
      t.scopes.pop_back();
    }
    ScopedTable &t;
  };

private:
  llvm::DenseSet<HashedOp, HashedOpInfo> set;
  std::vector<std::vector<HashedOp>> scopes;
};

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
    ScopedTable::Scope scope(table);
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
      HashedOp key{&op, hashOp(&op)};
      if (Operation *existing = table.lookup(key)) {
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
      table.insert(key);
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
