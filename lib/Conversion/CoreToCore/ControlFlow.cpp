//===- ControlFlow.cpp - fold-if, unroll-loops, if-to-where ---------------===//
//
// The opt-in passes that rewrite TorchScript's control flow (prim.If,
// prim.Loop holding core ops, i.e. after `decompose`) into straight-line
// core ops, for targets that want a static graph (docs/control-flow.md,
// "Static-ization passes"). They share the evaluation of host scalars known
// at compile time and the inlining of a region's block, so they live in one
// file rather than one per pass.
//
//   fold-if       an If whose condition is known becomes its taken branch
//   unroll-loops  a `for` loop with a known trip count <= max-trips becomes
//                 one copy of its body per iteration
//   if-to-where   an If with side-effect-free branches yielding tensors of
//                 one dtype and provably equal shapes becomes both branches
//                 and one core.where per result
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Rewrite/Rewriter.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MathExtras.h"

#include <optional>
#include <string>
#include <vector>

using namespace tocc;

namespace {

//===----------------------------------------------------------------------===//
// Host scalars known at compile time
//===----------------------------------------------------------------------===//

/// An int, float or bool host scalar whose value is known.
struct KnownScalar {
  enum Kind { Int, Float, Bool } kind;
  int64_t i = 0;
  double f = 0;
  bool b = false;

  static KnownScalar ofInt(int64_t v) { return {Int, v, 0, false}; }
  static KnownScalar ofFloat(double v) { return {Float, 0, v, false}; }
  static KnownScalar ofBool(bool v) { return {Bool, 0, 0, v}; }
};

static std::optional<KnownScalar> fromAttr(Attribute a) {
  if (a.isBool())
    return KnownScalar::ofBool(a.getBool());
  if (a.isInt())
    return KnownScalar::ofInt(a.getInt());
  if (a.isFloat())
    return KnownScalar::ofFloat(a.getFloat());
  return std::nullopt;
}

/// The value of `v` if it is a constant (prim.Constant,
/// core.scalar_constant) or a host-scalar op of known operands: the
/// arithmetic fold-constants would do with LibTorch, done here for the few
/// ops a condition or a trip count is made of, so the passes need no
/// evaluator. Integer overflow gives nothing (Python would not overflow).
static std::optional<KnownScalar> evaluateScalar(Value *v, unsigned depth = 0) {
  Operation *def = v ? v->getDefiningOp() : nullptr;
  if (!def || depth > 32)
    return std::nullopt;
  llvm::StringRef name = def->getNameStr();
  if (name == "prim.Constant" ||
      name == core::ScalarConstantOp::getOperationName())
    return fromAttr(def->getAttr("value"));
  // Name literal: the family of host-scalar ops (core.scalar_*), all of
  // which the evaluator below folds; no one class names them.
  if (!name.starts_with("core.scalar_"))
    return std::nullopt;
  llvm::SmallVector<KnownScalar, 2> args;
  for (Value *operand : def->getOperands()) {
    std::optional<KnownScalar> k = evaluateScalar(operand, depth + 1);
    if (!k)
      return std::nullopt;
    args.push_back(*k);
  }
  if (name == core::ScalarNotOp::getOperationName() && args.size() == 1 &&
      args[0].kind == KnownScalar::Bool)
    return KnownScalar::ofBool(!args[0].b);
  if (name == core::ScalarNegOp::getOperationName() && args.size() == 1) {
    if (args[0].kind == KnownScalar::Float)
      return KnownScalar::ofFloat(-args[0].f);
    int64_t r;
    if (args[0].kind == KnownScalar::Int &&
        !llvm::SubOverflow(int64_t(0), args[0].i, r))
      return KnownScalar::ofInt(r);
    return std::nullopt;
  }
  if (args.size() != 2 || args[0].kind != args[1].kind)
    return std::nullopt;
  const KnownScalar &l = args[0], &r = args[1];
  if (l.kind == KnownScalar::Bool) {
    if (name == core::ScalarAndOp::getOperationName())
      return KnownScalar::ofBool(l.b && r.b);
    if (name == core::ScalarOrOp::getOperationName())
      return KnownScalar::ofBool(l.b || r.b);
    return std::nullopt;
  }
  if (name == core::ScalarCmpOp::getOperationName()) {
    Attribute pred = def->getAttr("predicate");
    if (!pred.isString())
      return std::nullopt;
    double a = l.kind == KnownScalar::Int ? double(l.i) : l.f;
    double b = r.kind == KnownScalar::Int ? double(r.i) : r.f;
    // Ints compare exactly; doubles are exact for the sizes seen here but
    // not for all int64, so compare ints as ints.
    int c = l.kind == KnownScalar::Int ? (l.i < r.i ? -1 : l.i > r.i)
                                       : (a < b ? -1 : a > b);
    llvm::StringRef p = pred.getString();
    if (p == "eq")
      return KnownScalar::ofBool(c == 0);
    if (p == "ne")
      return KnownScalar::ofBool(c != 0);
    if (p == "lt")
      return KnownScalar::ofBool(c < 0);
    if (p == "le")
      return KnownScalar::ofBool(c <= 0);
    if (p == "gt")
      return KnownScalar::ofBool(c > 0);
    if (p == "ge")
      return KnownScalar::ofBool(c >= 0);
    return std::nullopt;
  }
  if (l.kind == KnownScalar::Float) {
    if (name == core::ScalarAddOp::getOperationName())
      return KnownScalar::ofFloat(l.f + r.f);
    if (name == core::ScalarSubOp::getOperationName())
      return KnownScalar::ofFloat(l.f - r.f);
    if (name == core::ScalarMulOp::getOperationName())
      return KnownScalar::ofFloat(l.f * r.f);
    return std::nullopt;
  }
  int64_t out;
  if (name == core::ScalarAddOp::getOperationName() &&
      !llvm::AddOverflow(l.i, r.i, out))
    return KnownScalar::ofInt(out);
  if (name == core::ScalarSubOp::getOperationName() &&
      !llvm::SubOverflow(l.i, r.i, out))
    return KnownScalar::ofInt(out);
  if (name == core::ScalarMulOp::getOperationName() &&
      !llvm::MulOverflow(l.i, r.i, out))
    return KnownScalar::ofInt(out);
  if (name == core::ScalarMinOp::getOperationName())
    return KnownScalar::ofInt(std::min(l.i, r.i));
  if (name == core::ScalarMaxOp::getOperationName())
    return KnownScalar::ofInt(std::max(l.i, r.i));
  return std::nullopt;
}

static std::optional<bool> knownBool(Value *v) {
  std::optional<KnownScalar> k = evaluateScalar(v);
  if (k && k->kind == KnownScalar::Bool)
    return k->b;
  return std::nullopt;
}

static std::optional<int64_t> knownInt(Value *v) {
  std::optional<KnownScalar> k = evaluateScalar(v);
  if (k && k->kind == KnownScalar::Int)
    return k->i;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Shared rewriting helpers
//===----------------------------------------------------------------------===//

/// Every op named `name` in the module, inner ones before the ops holding
/// them: a rewrite erases only the op it rewrites and regions whose ops of
/// that name were visited already, so the list stays valid.
static std::vector<Operation *> collectOps(Module &module,
                                           llvm::StringRef name) {
  std::vector<Operation *> ops;
  module.walk(
      [&](Operation *op) {
        if (op->getNameStr() == name)
          ops.push_back(op);
      },
      /*postOrder=*/true);
  return ops;
}

/// Replaces the results of `op` by `values` and erases it.
static void replaceAndErase(Operation *op, llvm::ArrayRef<Value *> values) {
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    op->getResult(i)->replaceAllUsesWith(values[i]);
  op->dropAllReferences();
  op->erase();
}

//===----------------------------------------------------------------------===//
// fold-if
//===----------------------------------------------------------------------===//

/// Inlines the taken branch of an If with a known condition. Returns true if
/// it did.
static bool foldIf(Operation *op) {
  std::optional<bool> cond = knownBool(op->getOperand(0));
  if (!cond)
    return false;
  Region &taken = op->getRegion(*cond ? 0 : 1);
  if (taken.empty())
    return false;
  llvm::SmallVector<Value *, 4> yielded = inlineBlockBefore(taken.front(), op);
  if (yielded.size() != op->getNumResults())
    return false; // the verifier reports this
  replaceAndErase(op, yielded);
  return true;
}

struct FoldIfPass : Pass {
  llvm::StringRef getArgument() const override { return "fold-if"; }
  llvm::StringRef getDescription() const override {
    return "Replace a prim.If whose condition is known at compile time by "
           "the ops of its taken branch";
  }
  LogicalResult runOnModule(Module &module) override {
    for (Operation *op : collectOps(module, "prim.If"))
      foldIf(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// unroll-loops
//===----------------------------------------------------------------------===//

struct UnrollLoopsPass : Pass {
  Option<int64_t> maxTrips{*this, "max-trips",
                           "Unroll loops of at most this many iterations", 64};
  Option<bool> remarks{*this, "remarks",
                       "Emit a remark at each loop left as it is, saying why",
                       false};

  llvm::StringRef getArgument() const override { return "unroll-loops"; }
  llvm::StringRef getDescription() const override {
    return "Unroll prim.Loop `for` loops (known trip count <= max-trips, "
           "condition constant true) into one copy of the body per "
           "iteration";
  }

  /// Why the loop cannot be unrolled, or the trip count.
  std::optional<int64_t> tripCount(Operation *loop, std::string &why) {
    Region &body = loop->getRegion(0);
    Operation *yield = body.empty() ? nullptr : body.front().getTerminator();
    if (!yield || yield->getNumOperands() != loop->getNumResults() + 1 ||
        loop->getNumOperands() != loop->getNumResults() + 2) {
      why = "it is malformed";
      return std::nullopt;
    }
    std::optional<int64_t> trips = knownInt(loop->getOperand(0));
    if (!trips) {
      why = "its trip count is not known at compile time";
      return std::nullopt;
    }
    std::optional<bool> entry = knownBool(loop->getOperand(1));
    std::optional<bool> next = knownBool(yield->getOperand(0));
    if (entry && !*entry)
      return 0; // never runs
    if (!entry || !next || !*next) {
      why = "its condition is not constant true (a while loop)";
      return std::nullopt;
    }
    if (*trips > maxTrips) {
      why = "its trip count " + std::to_string(*trips) +
            " is above max-trips=" + std::to_string(int64_t(maxTrips));
      return std::nullopt;
    }
    return std::max<int64_t>(*trips, 0);
  }

  static void unroll(Operation *loop, int64_t trips) {
    Block &body = loop->getRegion(0).front();
    Operation *yield = body.getTerminator();
    Builder b(loop);
    Context &ctx = loop->getContext();
    llvm::SmallVector<Value *, 4> carried;
    for (unsigned i = 2, e = loop->getNumOperands(); i != e; ++i)
      carried.push_back(loop->getOperand(i));
    for (int64_t iter = 0; iter < trips; ++iter) {
      llvm::DenseMap<Value *, Value *> mapping;
      BlockArgument *counter = body.getArgument(0);
      if (!counter->use_empty())
        mapping[counter] =
            b.create(loop->getLoc(), core::ScalarConstantOp::getOperationName(),
                     {ctx.getIntType()}, {}, {{"value", ctx.getIntAttr(iter)}})
                ->getResult(0);
      for (unsigned i = 0; i != carried.size(); ++i)
        mapping[body.getArgument(i + 1)] = carried[i];
      for (Operation &op : body) {
        if (&op == yield)
          break;
        b.insert(op.clone(mapping));
      }
      for (unsigned i = 0; i != carried.size(); ++i) {
        Value *next = yield->getOperand(i + 1);
        auto it = mapping.find(next);
        carried[i] = it == mapping.end() ? next : it->second;
      }
    }
    replaceAndErase(loop, carried);
  }

  LogicalResult runOnModule(Module &module) override {
    // A loop whose trip count is the counter of an enclosing loop becomes
    // known once that loop is unrolled: go again while something changes.
    for (int round = 0; round < 8; ++round) {
      bool changed = false;
      std::vector<Operation *> loops = collectOps(module, "prim.Loop");
      for (Operation *loop : loops) {
        std::string why;
        if (std::optional<int64_t> trips = tripCount(loop, why)) {
          unroll(loop, *trips);
          changed = true;
        } else if (remarks && round == 0 && isOutermostLoop(loop)) {
          loop->emitRemark() << "unroll-loops: not unrolled: " << why;
        }
      }
      if (!changed)
        break;
    }
    return success();
  }

  /// Remarks only for loops not nested in a loop that may still be
  /// unrolled (their copies are looked at again).
  static bool isOutermostLoop(Operation *loop) {
    for (Operation *p = loop->getParentOp(); p; p = p->getParentOp())
      if (p->getNameStr() == "prim.Loop")
        return false;
    return true;
  }
};

//===----------------------------------------------------------------------===//
// if-to-where
//===----------------------------------------------------------------------===//

struct IfToWherePass : Pass {
  Option<bool> remarks{*this, "remarks",
                       "Emit a remark at each If left as it is, saying why",
                       false};

  llvm::StringRef getArgument() const override { return "if-to-where"; }
  llvm::StringRef getDescription() const override {
    return "Replace a prim.If whose side-effect-free branches yield tensors "
           "of one dtype and provably equal shapes by both branches and "
           "a core.where";
  }

  /// Why the If cannot become where ops; empty if it can.
  static std::string whyNot(Operation *op) {
    for (unsigned r = 0; r != 2; ++r)
      for (Operation &nested : op->getRegion(r).front())
        if (!nested.isSideEffectFree())
          return "the " + std::string(r ? "else" : "then") +
                 " branch has an op with side effects ('" +
                 nested.getNameStr().str() + "')";
    Operation *thenYield = op->getRegion(0).front().getTerminator();
    Operation *elseYield = op->getRegion(1).front().getTerminator();
    if (!thenYield || !elseYield ||
        thenYield->getNumOperands() != op->getNumResults() ||
        elseYield->getNumOperands() != op->getNumResults())
      return "it is malformed";
    const shape::ShapeEnv &env =
        op->getParentGraph()->getParentModule().getShapeEnv();
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
      Type t = thenYield->getOperand(i)->getType();
      Type f = elseYield->getOperand(i)->getType();
      std::string which = "result #" + std::to_string(i);
      if (thenYield->getOperand(i) == elseYield->getOperand(i))
        continue; // the same value either way
      if (!t.isTensor() || !f.isTensor())
        return which + " is not a tensor in both branches (" + t.str() +
               ", " + f.str() + ")";
      if (t.getDType() == DType::Unknown || t.getDType() != f.getDType())
        return which + " has dtypes " + std::string(dtypeName(t.getDType())) +
               " and " + std::string(dtypeName(f.getDType())) +
               ", not one known dtype";
      // where broadcasts; a branch's own shape is what the If gives, so the
      // shapes must be equal for every value of the symbols, not merely
      // broadcastable.
      bool equal = t.hasRank() && f.hasRank() && t.getRank() == f.getRank();
      for (int64_t d = 0; equal && d != t.getRank(); ++d) {
        Dim a = t.getDims()[d], b = f.getDims()[d];
        equal = a == b ||
                (!a.isUnknown() && !b.isUnknown() &&
                 env.isEq(a.getExpr(), b.getExpr()) == shape::Truth::True);
      }
      if (!equal)
        return which + " has shapes " + t.str() + " and " + f.str() +
               ", not provably equal";
    }
    return "";
  }

  static void convert(Operation *op) {
    Context &ctx = op->getContext();
    Builder b(op);
    // The condition as a 0-d bool tensor: the tensor it was read from when
    // it was one, else the host bool made a tensor.
    Value *cond = op->getOperand(0);
    Value *condTensor = nullptr;
    if (Operation *def = cond->getDefiningOp())
      if (def->getNameStr() == core::ToScalarOp::getOperationName()) {
        Type t = def->getOperand(0)->getType();
        if (t.isTensor() && t.getDType() == DType::Bool && t.hasRank() &&
            t.getRank() == 0)
          condTensor = def->getOperand(0);
      }
    llvm::SmallVector<Value *, 4> thenValues =
        inlineBlockBefore(op->getRegion(0).front(), op);
    llvm::SmallVector<Value *, 4> elseValues =
        inlineBlockBefore(op->getRegion(1).front(), op);
    llvm::SmallVector<Value *, 4> results;
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
      if (thenValues[i] == elseValues[i]) {
        results.push_back(thenValues[i]);
        continue;
      }
      if (!condTensor)
        condTensor =
            b.create(
                 op->getLoc(), core::ToTensorOp::getOperationName(),
                 {ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{})},
                 {cond}, {{"dtype", ctx.getDTypeAttr(DType::Bool)}})
                ->getResult(0);
      results.push_back(b.create(op->getLoc(),
                                 core::WhereOp::getOperationName(),
                                 {thenValues[i]->getType()},
                                 {condTensor, thenValues[i], elseValues[i]})
                            ->getResult(0));
    }
    replaceAndErase(op, results);
  }

  LogicalResult runOnModule(Module &module) override {
    for (Operation *op : collectOps(module, "prim.If")) {
      std::string why = whyNot(op);
      if (why.empty())
        convert(op);
      else if (remarks)
        op->emitRemark() << "if-to-where: not converted: " << why;
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createFoldIfPass() {
  return std::make_unique<FoldIfPass>();
}
std::unique_ptr<Pass> tocc::createUnrollLoopsPass() {
  return std::make_unique<UnrollLoopsPass>();
}
std::unique_ptr<Pass> tocc::createIfToWherePass() {
  return std::make_unique<IfToWherePass>();
}
