//===- RefineOptionals.cpp - `refine-optionals`: fold what types decide ---===//
//
// TorchScript checks Optional values at run time: `if bias is not None:`
// is aten::__isnot__ feeding a prim.If, and the taken branch reads the
// value through prim.unchecked_cast. Once the types say what a value is --
// the example input was a tensor, or None; an omitted argument is its
// default, a None constant -- the check has one answer:
//
// - aten.__is__(a, b) / aten.__isnot__(a, b): true/false when both are
//   `none`; false/true when one is `none` and the other's type cannot hold
//   None (anything but none, optional<T> and opaque);
// - aten.__not__ of a constant bool;
// - prim.unchecked_cast of a value whose type is not optional: the value;
// - prim.If on a constant condition: the branch it takes, inlined;
// - prim.If one of whose branches raises: the other branch's types (a
//   tensor yielded there is no Optional after the If);
//
// repeated until nothing changes (an inlined branch may hold more checks).
// Checks the types leave open stay for the later stages. This is the
// Optional part of torch.onnx.export's specialisation on the example inputs,
// and of torch-mlir's refine-types plus canonicalization.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Passes.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"

#include <vector>

using namespace tocc;

bool tocc::mayBeNone(Type t) {
  switch (t.getKind()) {
  case Type::None:
  case Type::Optional:
  case Type::Opaque:
    return true;
  default:
    return false;
  }
}

std::optional<bool> tocc::decideIs(Value *a, Value *b) {
  Type ta = a->getType(), tb = b->getType();
  if (!ta || !tb)
    return std::nullopt;
  if (ta.isNone() && tb.isNone())
    return true;
  if ((ta.isNone() && !mayBeNone(tb)) || (tb.isNone() && !mayBeNone(ta)))
    return false;
  return std::nullopt;
}

namespace {

Value *boolConstant(Operation *before, bool v) {
  Builder b(before->getContext());
  b.setInsertionPoint(before);
  Context &ctx = before->getContext();
  return b
      .create(before->getLoc(), "prim.Constant", {ctx.getBoolType()}, {},
              {{"value", ctx.getBoolAttr(v)}})
      ->getResult(0);
}

/// Replaces `op`'s one result by `with`, erases `op` and whatever only it
/// read.
void replaceOp(Operation *op, Value *with) {
  op->getResult(0)->replaceAllUsesWith(with);
  llvm::SetVector<Operation *> producers;
  for (Value *v : op->getOperands())
    if (Operation *def = v->getDefiningOp())
      producers.insert(def);
  op->erase();
  eraseDeadOps(producers);
}

/// Whether `block` raises: it holds a prim.RaiseException of its own.
bool raises(Block &block) {
  for (Operation &op : block)
    if (op.getNameStr() == "prim.RaiseException")
      return true;
  return false;
}

/// An If one of whose branches raises yields the other branch's values:
/// `if cond: raise ...` in scripted code yields prim.Uninitialized of an
/// Optional type on the raising side, which makes a tensor an Optional for
/// the None checks after it (F.embedding_bag's per_sample_weights). Results
/// the other branch yields as a type that cannot be None take that type
/// (and the raising branch's prim.Uninitialized with them). True if it
/// changed a type.
bool typeFromNonRaisingBranch(Operation *op) {
  bool raise0 = raises(op->getRegion(0).front()),
       raise1 = raises(op->getRegion(1).front());
  if (raise0 == raise1)
    return false;
  Operation *kept = op->getRegion(raise0 ? 1 : 0).front().getTerminator();
  Operation *raising = op->getRegion(raise0 ? 0 : 1).front().getTerminator();
  if (!kept || !raising || kept->getNumOperands() != op->getNumResults() ||
      raising->getNumOperands() != op->getNumResults())
    return false;
  bool changed = false;
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
    Type result = op->getResult(i)->getType(),
         yielded = kept->getOperand(i)->getType();
    if (!result || !yielded || !mayBeNone(result) || mayBeNone(yielded))
      continue;
    // The raising side's value (never yielded) must fit the new type: a
    // prim.Uninitialized of its own takes it, a value that cannot be None
    // fits as it is.
    Value *dead = raising->getOperand(i);
    Operation *uninit = dead->getDefiningOp();
    if (uninit && uninit->getNameStr() == "prim.Uninitialized" &&
        dead->hasOneUse())
      dead->setType(yielded);
    else if (!dead->getType() || mayBeNone(dead->getType()))
      continue;
    op->getResult(i)->setType(yielded);
    changed = true;
  }
  return changed;
}

} // namespace

bool tocc::refineOptionalsOnce(Module &module) {
  // Post-order: an If comes after the ops of its branches, and every op
  // after the ops whose results it reads. A rewrite erases the op, the ops
  // only it read and an If's other branch: all visited already, so the
  // rest of the list stays valid, and a check folded to a constant is seen
  // folded by the __not__ or If reading it.
  std::vector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); }, /*postOrder=*/true);
  bool changed = false;
  for (Operation *op : ops) {
    llvm::StringRef name = op->getNameStr();
    if ((name == aten::IsOp::getOperationName() ||
         name == aten::IsnotOp::getOperationName()) &&
        op->getNumOperands() == 2 && op->getNumResults() == 1) {
      if (std::optional<bool> is = decideIs(op->getOperand(0),
                                            op->getOperand(1))) {
        replaceOp(op, boolConstant(op, name == aten::IsOp::getOperationName()
                                           ? *is
                                           : !*is));
        changed = true;
      }
    } else if (name == aten::NotOp::getOperationName() &&
               op->getNumOperands() == 1 && op->getNumResults() == 1) {
      if (std::optional<bool> c = constantCondition(op->getOperand(0))) {
        replaceOp(op, boolConstant(op, !*c));
        changed = true;
      }
    } else if (name == "prim.unchecked_cast" && op->getNumOperands() == 1 &&
               op->getNumResults() == 1) {
      Type t = op->getOperand(0)->getType();
      if (t && !mayBeNone(t)) {
        replaceOp(op, op->getOperand(0));
        changed = true;
      }
    } else if (name == "prim.If" && op->getNumRegions() == 2 &&
               op->getNumOperands() >= 1 && !op->getRegion(0).empty() &&
               !op->getRegion(1).empty()) {
      if (std::optional<bool> c = constantCondition(op->getOperand(0))) {
        llvm::SetVector<Operation *> producers;
        if (Operation *def = op->getOperand(0)->getDefiningOp())
          producers.insert(def);
        inlineBranch(op, *c ? 0 : 1);
        eraseDeadOps(producers);
        changed = true;
      } else if (typeFromNonRaisingBranch(op)) {
        changed = true;
      }
    }
  }
  return changed;
}

namespace {

struct RefineOptionalsPass : Pass {
  llvm::StringRef getArgument() const override { return "refine-optionals"; }
  llvm::StringRef getDescription() const override {
    return "Fold the None checks the types decide (aten.__is__/__isnot__ "
           "against None, __not__ of a constant, prim.unchecked_cast of a "
           "non-optional value) and the prim.Ifs they make constant";
  }
  LogicalResult runOnModule(Module &module) override {
    while (refineOptionalsOnce(module)) {
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createRefineOptionalsPass() {
  return std::make_unique<RefineOptionalsPass>();
}
