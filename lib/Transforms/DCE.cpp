//===- DCE.cpp - Dead code elimination (`dce`) ----------------------------===//
//
// Removes side-effect-free ops whose results are unused, in graphs and in
// nested regions. Blocks are walked bottom-up, so a dead chain dies in one
// sweep; the sweep repeats until nothing changes (an op inside a region may
// keep an outer value alive until the region's op itself is removed).
//
//===----------------------------------------------------------------------===//
#include "tocc/IR/Module.h"
#include "tocc/Pass/Pass.h"
#include "tocc/Transforms/Passes.h"

using namespace tocc;

namespace {

static bool isDead(const Operation &op) {
  return !op.hasTrait(Terminator) && op.use_empty() && op.isSideEffectFree();
}

/// Erases dead ops of `block` and of the regions of its live ops. Returns
/// true if anything was erased.
static bool eraseDeadOps(Block &block) {
  bool changed = false;
  for (auto it = block.rbegin(); it != block.rend();) {
    Operation &op = *it++;
    if (isDead(op)) {
      // Nested ops may use values of this block; drop those uses first.
      op.dropAllReferences();
      op.erase();
      changed = true;
      continue;
    }
    for (Region &region : op.getRegions())
      for (Block &nested : region.getBlocks())
        changed |= eraseDeadOps(nested);
  }
  return changed;
}

struct DCEPass : Pass {
  llvm::StringRef getArgument() const override { return "dce"; }
  llvm::StringRef getDescription() const override {
    return "Remove side-effect-free operations whose results are unused, "
           "inside regions too";
  }
  LogicalResult runOnModule(Module &module) override {
    for (Graph &graph : module.getGraphs())
      for (Block &block : graph.getBodyRegion().getBlocks())
        while (eraseDeadOps(block)) {
        }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createDCEPass() {
  return std::make_unique<DCEPass>();
}
