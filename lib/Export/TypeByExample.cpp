//===- TypeByExample.cpp - Types from one run on the example inputs -------===//
//
// `type-by-example{example-inputs=in.pt all rounds=N}`: what shape inference
// could not type (an op with no shape function yet; an op a fallback
// exports, which has no decomposition either) gets the dtype and rank it
// had when the graph ran on the example inputs, and its dims too when the
// module has no symbolic dim. In a scripted model such results are
// untyped, which the ops after them (type promotion) and ONNX's checker
// (every value typed) cannot take.
//
// The same run decides a prim.If whose branches yield tensors of different
// ranks, one the other reshaped (torchvision's BoxCoder.decode): ONNX needs
// one rank, so the branch the example takes is kept, with a warning.
//
// With `all`, every aten and prim op is typed (the TorchScript-language
// stage: the language stage folds sizes of ranked values, and decompose
// needs every tensor's dtype and rank), and examples or ops the runtime
// cannot take are no error: typing is a help there. Without it, only ops
// without a decomposition (what the fallback exports), and a failed run is
// an error. With `rounds=N`, typing alternates with
// simplify-torchscript,dce,infer-shapes, which may fold the sizes the new
// types decide: N rounds at most, each typing followed by those passes,
// and a round after the first that types nothing ends it.
//
// The graph runs through the example runner the tool registered
// (registerExampleRunner): LibTorch's interpreter, which this library does
// not link.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

#include <optional>

using namespace tocc;
using namespace tocc::exporting;

static ExampleRunnerFn &exampleRunner() {
  static ExampleRunnerFn runner;
  return runner;
}

void tocc::registerExampleRunner(ExampleRunnerFn runner) {
  exampleRunner() = std::move(runner);
}

/// Whether `a` is `b` reshaped (the same elements in another shape).
static bool reshapeOf(Value *a, Value *b) {
  Operation *def = a->getDefiningOp();
  if (!def || def->getNumOperands() == 0 || def->getOperand(0) != b)
    return false;
  static const llvm::StringSet<> reshapes = {
      "aten.reshape",   "aten.view",          "aten.flatten.using_ints",
      "aten.unsqueeze", "aten.squeeze.dim",   "aten.squeeze",
      "aten.unflatten.int"};
  return reshapes.contains(def->getNameStr());
}

/// A prim.If with a data-dependent condition whose branches yield tensors
/// of different known ranks, one the other reshaped (torchvision's
/// BoxCoder.decode reshapes its boxes to [N, -1, 4] only `if box_sum >
/// 0`, and leaves them as they are, empty, otherwise): ONNX, and every op
/// after it, needs one rank. Branches that compute different values
/// (`x * 2` or `x.sum(0)`) are not this: they stay, and are an error.
static bool rankDivergentIf(const Operation &op) {
  if (op.getNameStr() != "prim.If" || op.getNumRegions() != 2)
    return false;
  auto &ifOp = const_cast<Operation &>(op);
  if (ifOp.getRegion(0).empty() || ifOp.getRegion(1).empty())
    return false;
  Operation *y0 = ifOp.getRegion(0).front().getTerminator();
  Operation *y1 = ifOp.getRegion(1).front().getTerminator();
  if (!y0 || !y1 || y0->getNumOperands() != op.getNumResults() ||
      y1->getNumOperands() != op.getNumResults())
    return false;
  bool divergent = false;
  for (unsigned i = 0; i < op.getNumResults(); ++i) {
    Value *va = y0->getOperand(i), *vb = y1->getOperand(i);
    Type a = va->getType(), b = vb->getType();
    if (a.isTensor() && b.isTensor() && a.hasRank() && b.hasRank() &&
        a.getRank() != b.getRank()) {
      if (!reshapeOf(va, vb) && !reshapeOf(vb, va))
        return false;
      divergent = true;
    }
  }
  return divergent;
}

/// The kept branch of a rankDivergentIf runs for every input, also for the
/// ones that took the other branch, which are empty in the models this
/// serves (torchvision guards `reshape(box_sum, -1, 4)` with `box_sum >
/// 0`, as torch calls a -1 among zero elements ambiguous). So a reshape or
/// view to a list with a literal -1 gets that size computed instead:
/// numel // max(product of the other sizes, 1), which is what -1 means
/// when the tensor has elements, and 0 when it has none.
static void resolveInferredSize(Value *reshaped) {
  Operation *op = reshaped->getDefiningOp();
  if (!op || (op->getNameStr() != "aten.reshape" &&
              op->getNameStr() != "aten.view") ||
      op->getNumOperands() != 2)
    return;
  Operation *list = op->getOperand(1)->getDefiningOp();
  if (!list || list->getNameStr() != "prim.ListConstruct")
    return;
  std::optional<unsigned> inferred;
  for (unsigned i = 0; i < list->getNumOperands(); ++i) {
    Operation *def = list->getOperand(i)->getDefiningOp();
    Attribute a = def && def->getNameStr() == "prim.Constant"
                      ? def->getAttr("value")
                      : Attribute();
    if (a && a.isInt() && a.getInt() == -1) {
      if (inferred)
        return;
      inferred = i;
    }
  }
  if (!inferred)
    return;
  Context &ctx = op->getContext();
  Builder b(op);
  Location loc = op->getLoc();
  Type intType = ctx.getIntType();
  auto constant = [&](int64_t v) {
    return b.create(loc, "prim.Constant", {intType}, {},
                    {{ctx.intern("value"), ctx.getIntAttr(v)}})
        ->getResult(0);
  };
  Value *one = constant(1);
  Value *others = one;
  for (unsigned i = 0; i < list->getNumOperands(); ++i)
    if (i != *inferred)
      others = b.create(loc, "aten.mul.int", {intType},
                        {others, list->getOperand(i)})
                   ->getResult(0);
  Value *divisor =
      b.create(loc, "prim.max", {intType}, {others, one})->getResult(0);
  Value *numel =
      b.create(loc, "aten.numel", {intType}, {op->getOperand(0)})->getResult(0);
  Value *size = b.create(loc, "aten.floordiv.int", {intType}, {numel, divisor})
                    ->getResult(0);
  llvm::SmallVector<Value *, 4> sizes(list->getOperands());
  sizes[*inferred] = size;
  Value *newList = b.create(loc, "prim.ListConstruct",
                            {list->getResult(0)->getType()}, sizes)
                       ->getResult(0);
  op->setOperand(1, newList);
}

/// Replaces a rankDivergentIf by the branch whose yields have the ranks
/// the example run gave (`ranks`, one per result, -1 for a non-tensor),
/// with a warning: the exported model takes that path for every input,
/// as a traced export would. When the example's value was empty (`empty`)
/// and came from the path that does not reshape, it says nothing about
/// the shape the model means, so the reshaping branch is kept instead: a
/// detector whose example image has no box left must still export the
/// `reshape(box_sum, -1, 4)` the images with boxes need (its -1 made
/// safe for the empty case by resolveInferredSize). False if no one
/// branch matches.
static bool keepBranchOfRanks(Operation *op, llvm::ArrayRef<int64_t> ranks,
                              llvm::ArrayRef<bool> empty) {
  std::optional<unsigned> keep;
  for (unsigned k = 0; k < 2; ++k) {
    Operation *yield = op->getRegion(k).front().getTerminator();
    bool matches = true;
    for (unsigned i = 0; i < ranks.size() && i < yield->getNumOperands();
         ++i) {
      Type t = yield->getOperand(i)->getType();
      if (ranks[i] >= 0 && t.isTensor() &&
          (!t.hasRank() || t.getRank() != ranks[i]))
        matches = false;
    }
    if (matches) {
      if (keep)
        return false; // both match: the ranks do not decide
      keep = k;
    }
  }
  if (!keep)
    return false;
  {
    Operation *kept = op->getRegion(*keep).front().getTerminator();
    Operation *dropped = op->getRegion(1 - *keep).front().getTerminator();
    for (unsigned i = 0; i < empty.size() && i < kept->getNumOperands(); ++i)
      if (empty[i] &&
          reshapeOf(dropped->getOperand(i), kept->getOperand(i))) {
        keep = 1 - *keep;
        break;
      }
  }
  Operation *yield = op->getRegion(*keep).front().getTerminator();
  Operation *other = op->getRegion(1 - *keep).front().getTerminator();
  for (unsigned i = 0; i < ranks.size() && i < yield->getNumOperands(); ++i) {
    Type a = yield->getOperand(i)->getType(), b = other->getOperand(i)->getType();
    if (a.isTensor() && b.isTensor() && a.hasRank() && b.hasRank() &&
        a.getRank() != b.getRank()) {
      if (reshapeOf(yield->getOperand(i), other->getOperand(i)))
        resolveInferredSize(yield->getOperand(i));
      op->emitWarning() << "branches give a tensor of rank " << a.getRank()
                        << " or " << b.getRank()
                        << " (result #" << i
                        << ", the same elements reshaped on one path), and "
                           "ONNX needs one: exported the "
                        << (*keep == 0 ? "then" : "else")
                        << (reshapeOf(yield->getOperand(i),
                                      other->getOperand(i)) &&
                                    i < empty.size() && empty[i]
                                ? " branch, which reshapes (the example "
                                  "inputs take the other with no elements)"
                                : " branch, which the example inputs take");
      break;
    }
  }
  inlineBranch(op, *keep);
  return true;
}

namespace {

struct TypeByExamplePass : Pass {
  Option<std::string> exampleInputs{
      *this, "example-inputs",
      "The example inputs (torch.save'd, as tocc-export's --example-inputs); "
      "without them the pass types nothing",
      ""};
  Option<bool> all{*this, "all",
                   "Type every aten and prim op, and take a failed run as no "
                   "help rather than an error (else only ops without a "
                   "decomposition)",
                   false};
  Option<int64_t> rounds{
      *this, "rounds",
      "Rounds of typing, each followed by simplify-torchscript,dce,"
      "infer-shapes, until one after the first types nothing (0: type once, "
      "nothing after)",
      0};

  llvm::StringRef getArgument() const override { return "type-by-example"; }
  llvm::StringRef getDescription() const override {
    return "Type the results shape inference left untyped by running the "
           "main graph on the example inputs";
  }

  LogicalResult runOnModule(Module &module) override {
    if (module.getNumGraphs() == 0)
      return success();
    if (rounds.getValue() <= 0) {
      bool typed = false;
      return typeOnce(module, typed);
    }
    for (int64_t round = 0; round < rounds.getValue(); ++round) {
      bool typed = false;
      if (failed(typeOnce(module, typed)))
        return failure();
      if (round != 0 && !typed)
        break;
      if (failed(runPipeline("simplify-torchscript,dce,infer-shapes", module)))
        return failure();
    }
    return success();
  }

  /// One run of the graph; `typed` says whether it typed or specialized
  /// anything.
  LogicalResult typeOnce(Module &module, bool &typed);
};

} // namespace

LogicalResult TypeByExamplePass::typeOnce(Module &module, bool &typed) {
  Context &ctx = module.getContext();
  Graph &g = module.getGraph(0);
  bool everyOp = all.getValue();
  llvm::DenseSet<const Operation *> untyped;
  module.walk([&](Operation *op) {
    llvm::StringRef ns = op->getName().getDialectNamespace();
    if ((ns != "aten" && ns != "prim" && !op->hasAttr("tocc.schema")) ||
        (!everyOp && (ns == "prim" || lookupDecomposition(op->getNameStr()))) ||
        op->getNumRegions() != 0) // an If's or Loop's types are its yields'
      return;
    for (Value *r : op->getResults())
      if (r->getType().isTensor() &&
          (!r->getType().hasRank() || r->getType().getDType() == DType::Unknown))
        untyped.insert(op);
  });
  bool divergentIfs = false;
  module.walk([&](Operation *op) { divergentIfs |= rankDivergentIf(*op); });
  if ((untyped.empty() && !divergentIfs) || exampleInputs.getValue().empty())
    return success();
  if (!exampleRunner())
    return ctx.getDiagEngine().emitError(module.getLoc())
           << "type-by-example: this tool cannot run graphs on example inputs";
  bool symbolic = !module.getShapeEnv().getSymbols().empty();
  std::vector<std::pair<Value *, Type>> types;
  // prim.Ifs whose branches yield tensors of different ranks (a value
  // reshaped on one path only): the rank each run of it gave, per result.
  llvm::DenseMap<const Operation *, llvm::SmallVector<int64_t, 2>> ifRanks;
  // Whether each result of such an If was empty in every run.
  llvm::DenseMap<const Operation *, llvm::SmallVector<bool, 2>> ifEmpty;
  llvm::DenseSet<const Operation *> mixedIfs;
  auto onOp = [&](const Operation &op, llvm::ArrayRef<Attribute> results) {
    if (rankDivergentIf(op)) {
      llvm::SmallVector<int64_t, 2> ranks;
      llvm::SmallVector<bool, 2> empty;
      for (Attribute r : results) {
        bool dense = r && r.isDense();
        ranks.push_back(dense ? r.getDenseType().getRank() : -1);
        std::optional<int64_t> n =
            dense ? r.getDenseType().getNumElements() : std::nullopt;
        empty.push_back(n && *n == 0);
      }
      auto [it, first] = ifRanks.try_emplace(&op, ranks);
      if (!first && it->second != ranks)
        mixedIfs.insert(&op);
      auto [et, firstEmpty] = ifEmpty.try_emplace(&op, empty);
      if (!firstEmpty)
        for (unsigned i = 0; i < et->second.size() && i < empty.size(); ++i)
          et->second[i] = et->second[i] && empty[i];
      return;
    }
    if (!untyped.count(&op))
      return;
    for (unsigned i = 0; i < results.size() && i < op.getNumResults(); ++i) {
      Attribute r = results[i];
      if (!r || !r.isDense())
        continue;
      Type seen = r.getDenseType();
      llvm::SmallVector<Dim, 4> dims;
      for (const Dim &d : seen.getDims())
        dims.push_back(symbolic ? Dim() : d);
      types.emplace_back(const_cast<Operation &>(op).getResult(i),
                         ctx.getTensorType(seen.getDType(), dims));
    }
  };
  if (llvm::Error err = exampleRunner()(g, exampleInputs.getValue(), onOp)) {
    // Typing every value is a help, not a requirement: examples the runtime
    // cannot take (a None), or an op it cannot run, are reported where it
    // matters (decompose, lowering).
    if (everyOp) {
      llvm::consumeError(std::move(err));
      return success();
    }
    return ctx.getDiagEngine().emitError(module.getLoc())
           << llvm::toString(std::move(err));
  }
  for (auto &[value, type] : types)
    value->setType(type);
  bool specialized = false;
  for (auto &[op, ranks] : ifRanks)
    if (!mixedIfs.count(op))
      specialized |= keepBranchOfRanks(const_cast<Operation *>(op), ranks,
                                       ifEmpty.lookup(op));
  typed = !types.empty() || specialized;
  return runPipeline("infer-shapes", module);
}

std::unique_ptr<Pass> exporting::createTypeByExamplePass() {
  return std::make_unique<TypeByExamplePass>();
}
