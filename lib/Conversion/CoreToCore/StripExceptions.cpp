//===- StripExceptions.cpp - `strip-exceptions`: checks ONNX cannot raise
//--===//
//
// TorchScript keeps a model's argument checks (`if x.dim() != 4: raise
// ValueError(...)`) as a prim.If whose branch ends in prim.RaiseException.
// ONNX has no exceptions, so such an If goes before lowering:
//
// - a condition known at compile time (decompose folds `x.dim() != 4` for
//   a ranked x) keeps the branch it takes, silently -- unless that is the
//   raising one: the model raises for every input, an error;
// - a condition known only at run time keeps the other branch, and a
//   warning at the raise says the exported model assumes the check passes
//   (what torch.onnx.export does without saying).
//
// The ops of a raising branch (aten::format, string concatenation) need no
// decomposition: `decompose` leaves them, and they go with the branch.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Rewrite/Rewriter.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"

using namespace tocc;

/// The prim.RaiseException directly in `block`, or null.
static Operation *findRaise(Block &block) {
  for (Operation &op : block)
    if (op.getNameStr() == "prim.RaiseException")
      return &op;
  return nullptr;
}

llvm::DenseSet<Block *> tocc::findRaisingBlocks(Module &module) {
  llvm::DenseSet<Block *> blocks;
  module.walk([&](Operation *op) {
    if (op->getNameStr() == "prim.RaiseException" && op->getBlock() &&
        op->getBlock()->getParentOp())
      blocks.insert(op->getBlock());
  });
  return blocks;
}

bool tocc::isInRaisingBlock(Operation *op,
                            const llvm::DenseSet<Block *> &raising) {
  if (raising.empty())
    return false;
  for (Block *b = op->getBlock(); b;) {
    if (raising.count(b))
      return true;
    Operation *parent = b->getParentOp();
    b = parent ? parent->getBlock() : nullptr;
  }
  return false;
}

std::optional<bool> tocc::constantCondition(Value *cond) {
  Operation *def = cond->getDefiningOp();
  if (!def || (def->getNameStr() != "prim.Constant" &&
               def->getNameStr() != core::ScalarConstantOp::getOperationName()))
    return std::nullopt;
  Attribute a = def->getAttr("value");
  if (a && a.isBool())
    return a.getBool();
  if (a && a.isInt())
    return a.getInt() != 0;
  return std::nullopt;
}

/// The exception's text: `ValueError: message`, or what there is of it.
static std::string describeRaise(Operation *raise) {
  auto stringOf = [](Value *v) -> std::string {
    Operation *def = v->getDefiningOp();
    Attribute a = def && def->getNameStr() == "prim.Constant"
                      ? def->getAttr("value")
                      : Attribute();
    return a && a.isString() ? a.getString().str() : std::string();
  };
  std::string msg = raise->getNumOperands() >= 1
                        ? stringOf(raise->getOperand(0))
                        : std::string();
  std::string cls = raise->getNumOperands() >= 2
                        ? stringOf(raise->getOperand(1))
                        : std::string();
  llvm::StringRef shortCls = llvm::StringRef(cls).rsplit('.').second;
  if (shortCls.empty())
    shortCls = cls.empty() ? "an exception" : llvm::StringRef(cls);
  return msg.empty() ? shortCls.str() : (shortCls + ": " + msg).str();
}

void tocc::inlineBranch(Operation *ifOp, unsigned keep) {
  llvm::SmallVector<Value *, 4> yielded =
      inlineBlockBefore(ifOp->getRegion(keep).front(), ifOp);
  for (unsigned i = 0, e = ifOp->getNumResults(); i != e; ++i)
    ifOp->getResult(i)->replaceAllUsesWith(yielded[i]);
  ifOp->erase();
}

LogicalResult tocc::stripExceptions(Module &module) {
  std::vector<Operation *> ifs, loose;
  module.walk([&](Operation *op) {
    if (op->getNameStr() == "prim.If" && op->getNumRegions() == 2)
      ifs.push_back(op);
  });
  bool ok = true;
  // Innermost first (the walk is post-order), so a branch is final when
  // its If is looked at.
  for (Operation *op : ifs) {
    if (op->getRegion(0).empty() || op->getRegion(1).empty())
      continue;
    Operation *raises[2] = {findRaise(op->getRegion(0).front()),
                            findRaise(op->getRegion(1).front())};
    if (!raises[0] && !raises[1])
      continue;
    if (raises[0] && raises[1]) {
      op->emitError() << "raises on both branches (" << describeRaise(raises[0])
                      << "; " << describeRaise(raises[1])
                      << "): the model raises for every input";
      ok = false;
      continue;
    }
    unsigned raising = raises[0] ? 0 : 1;
    std::optional<bool> cond = constantCondition(op->getOperand(0));
    if (cond && (*cond ? 0u : 1u) == raising) {
      raises[raising]->emitError()
          << "the model raises " << describeRaise(raises[raising])
          << " for every input of these shapes";
      ok = false;
      continue;
    }
    if (!cond)
      raises[raising]->emitWarning()
          << "the check raising " << describeRaise(raises[raising])
          << " is not exported (ONNX has no exceptions): the exported "
             "model assumes it passes";
    // What only the check read (its condition, the message's values) goes
    // with it.
    llvm::SetVector<Operation *> producers;
    auto outside = [&](Operation *def) {
      for (Operation *p = def; p;
           p = p->getBlock() ? p->getBlock()->getParentOp() : nullptr)
        if (p == op)
          return false;
      return true;
    };
    for (Value *v : op->getOperands())
      if (Operation *def = v->getDefiningOp())
        producers.insert(def);
    op->getRegion(raising).walk([&](Operation *inner) {
      for (Value *v : inner->getOperands())
        if (Operation *def = v->getDefiningOp(); def && outside(def))
          producers.insert(def);
    });
    inlineBranch(op, 1 - raising);
    eraseDeadOps(producers);
  }
  // A raise outside an If's branch runs for every input (those in a branch
  // were reported above).
  module.walk([&](Operation *op) {
    Operation *parent =
        op->getBlock() ? op->getBlock()->getParentOp() : nullptr;
    if (op->getNameStr() == "prim.RaiseException" &&
        !(parent && parent->getNameStr() == "prim.If"))
      loose.push_back(op);
  });
  for (Operation *op : loose) {
    op->emitError() << "raises " << describeRaise(op)
                    << " for every input of these shapes";
    ok = false;
  }
  return success(ok);
}

namespace {
struct StripExceptionsPass : Pass {
  llvm::StringRef getArgument() const override { return "strip-exceptions"; }
  llvm::StringRef getDescription() const override {
    return "Remove the model's checks that raise (prim.If with a "
           "prim.RaiseException branch): keep the branch a constant "
           "condition takes, else the non-raising one with a warning";
  }
  LogicalResult runOnModule(Module &module) override {
    return stripExceptions(module);
  }
};
} // namespace

std::unique_ptr<Pass> tocc::createStripExceptionsPass() {
  return std::make_unique<StripExceptionsPass>();
}
