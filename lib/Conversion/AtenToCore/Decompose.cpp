//===- Decompose.cpp - The `decompose` pass: aten ops -> core ops --------===//
//
// Runs the registered decomposition of every op that has one, in program
// order (so an entry sees its operands' replacements: a list of sizes reads
// the core values aten.size.int became), in graphs and nested regions.
// Types are refined first, because entries choose casts by dtype and axes
// by rank. An op that must be converted and has no entry is reported at its
// location; a failed entry leaves its op untouched and fails the pass.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Functionalize.h"
#include "tocc/Conversion/AtenToCore/Passes.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/SetVector.h"

using namespace tocc;

namespace {

/// Ops that have no place after decompose: aten ops, and ops the importer
/// kept with their TorchScript schema (custom TORCH_LIBRARY ops). prim ops
/// stay until lowering.
bool mustBeConverted(Operation *op) {
  return op->getName().getDialectNamespace() == "aten" ||
         op->hasAttr("tocc.schema");
}

struct DecomposePass : Pass {
  Option<bool> allowUnconverted{
      *this, "allow-unconverted",
      "Keep ops that have no decomposition (for a later fallback) instead "
      "of reporting them",
      false};
  Option<bool> inferShapesFirst{
      *this, "infer-shapes",
      "Refine types with the shape functions before decomposing", true};
  Option<bool> functionalizeFirst{
      *this, "functionalize",
      "Rewrite in-place ops and writes through views into values first "
      "(the functionalize pass)",
      true};

  llvm::StringRef getArgument() const override { return "decompose"; }
  llvm::StringRef getDescription() const override {
    return "Rewrite aten ops into core ops with the registered "
           "decompositions (--list-decompositions)";
  }

  LogicalResult runOnModule(Module &module) override {
    // aten ops that compute new values on a quantized tensor (an average
    // pool) round them to its scale as torch's quantized kernels do: an
    // explicit requantize after each, which the quantized ops' entries
    // then decompose (Quantized.cpp, docs/quantization.md).
    detail::insertRequantizations(module);
    // Lists a loop builds become its scan outputs first: functionalize
    // does not follow lists, and a stack of the list before the rewrite
    // reads an empty list.
    appendsToScanOutputs(module);
    if (inferShapesFirst &&
        failed(inferShapes(module, InferenceMode::Refine)))
      return failure();
    // Lists whose length is known only at run time become sequences (a
    // split's by the rank and dims just inferred).
    if (failed(runTimeListsToSequences(module)))
      return failure();
    // The ops functionalize made are typed again (their dtypes and ranks
    // decide the entries' casts and axes) only where it changed anything.
    bool functionalized = false;
    if (functionalizeFirst &&
        (failed(functionalize(module, &functionalized)) ||
         (functionalized && inferShapesFirst &&
          failed(inferShapes(module, InferenceMode::Refine)))))
      return failure();

    // Collected first: entries insert and erase ops while we go. Pre-order,
    // so an op's operands are rewritten before it; an op with regions comes
    // again after its regions' ops (`finish`), to type its results from
    // what they became.
    std::vector<std::pair<Operation *, bool>> worklist;
    for (Graph &g : module.getGraphs())
      collect(g.getBody(), worklist);

    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    bool ok = true;
    // Producers of the decomposed ops' operands: the constants and lists
    // they read. Dead ones are erased at the end, so a list of ints that
    // now holds a size tensor does not outlive the view that read it.
    llvm::SetVector<Operation *> producers;
    // Sizes and shapes computed by one entry, read by later ones.
    Rewriter::KnownValueMap known;
    // The ops of a check's raising branch go with the check
    // (strip-exceptions): they need no decomposition.
    llvm::DenseSet<Block *> raising = findRaisingBlocks(module);
    // Decided on the module as collected: the ops before an op in the
    // worklist are not its users, so rewriting them does not change it.
    llvm::DenseSet<Operation *> warningOnly = findWarningOnlyOps(module);
    // Ops of an If's branch not taken, erased with it.
    llvm::DenseSet<Operation *> erased;
    for (auto [op, finish] : worklist) {
      if (erased.count(op) || isInRaisingBlock(op, raising))
        continue;
      // A warning's message ops are erased with the warning.
      if (!finish && warningOnly.contains(op)) {
        producers.insert(op);
        continue;
      }
      if (!finish && foldConstantIf(op, raising, erased))
        continue;
      if (finish) {
        // An If's results take the types its branches' yields have after
        // decomposition, before later ops read them.
        refineResultTypes(op, known);
        continue;
      }
      if (op->getNumRegions() != 0)
        typeLoopArguments(op);
      const DecompositionFn *fn = lookupDecomposition(op->getNameStr());
      // Core ops made before the walk (sequences) are typed where they
      // are, from their operands' refined types, for the entries after.
      if (!fn && op->getName().getDialectNamespace() == "core") {
        refineResultTypes(op, known);
        continue;
      }
      if (!fn) {
        if (mustBeConverted(op) && !allowUnconverted &&
            !hasDirectLowering(op->getNameStr())) {
          InFlightDiagnostic diag = op->emitError();
          diag << "no decomposition for '" << op->getNameStr() << "'";
          if (llvm::StringRef why = getUndecomposedReason(op->getNameStr());
              !why.empty())
            diag << ": " << why;
          ok = false;
        }
        continue;
      }
      unsigned errorsBefore = diags.getNumErrors();
      llvm::SmallVector<Value *, 8> operands = op->getOperands();
      Rewriter rewriter(op, &known);
      LogicalResult result = (*fn)(rewriter, op);
      bool errored = diags.getNumErrors() != errorsBefore;
      if (rewriter.hasReplaced()) {
        producers.remove(op);
        for (Value *v : operands)
          if (Operation *def = v->getDefiningOp())
            producers.insert(def);
      }
      if (succeeded(result) && !errored && rewriter.hasReplaced())
        continue;
      if (rewriter.hasReplaced()) {
        // The op is gone; the entry failed after replacing it. Its new ops
        // are in use, so they stay: report and fail the pass.
        ok = false;
        continue;
      }
      rewriter.eraseCreatedOps();
      if (!errored) {
        if (succeeded(result))
          op->emitError() << "the decomposition of '" << op->getNameStr()
                          << "' succeeded without replacing the op";
        else
          op->emitError() << "the decomposition of '" << op->getNameStr()
                          << "' failed";
      }
      ok = false;
    }
    eraseDeadOps(producers);
    return success(ok);
  }

  /// An If whose condition decomposition made a constant (`x.dim() == 2`
  /// of a ranked x) is replaced by the branch it takes before that
  /// branch's ops are decomposed: the other one may not even type (an
  /// unsqueeze for inputs of another rank). A taken branch that raises is
  /// left to strip-exceptions, which reports it.
  static bool foldConstantIf(Operation *op,
                             const llvm::DenseSet<Block *> &raising,
                             llvm::DenseSet<Operation *> &erased) {
    if (op->getNameStr() != "prim.If" || op->getNumRegions() != 2 ||
        op->getRegion(0).empty() || op->getRegion(1).empty())
      return false;
    std::optional<bool> cond = constantCondition(op->getOperand(0));
    if (!cond)
      return false;
    unsigned keep = *cond ? 0 : 1;
    if (raising.count(&op->getRegion(keep).front()))
      return false;
    erased.insert(op);
    op->getRegion(1 - keep).walk([&](Operation *dead) { erased.insert(dead); });
    // The kept branch's yield is not moved out: it goes with the If.
    if (Operation *yield = op->getRegion(keep).front().getTerminator())
      erased.insert(yield);
    inlineBranch(op, keep);
    return true;
  }

  static void collect(Block &block,
                      std::vector<std::pair<Operation *, bool>> &worklist) {
    for (Operation &op : block) {
      worklist.push_back({&op, false});
      if (op.getNumRegions() == 0)
        continue;
      for (Region &r : op.getRegions())
        for (Block &b : r.getBlocks())
          collect(b, worklist);
      worklist.push_back({&op, true});
    }
  }

  /// A loop body's carried arguments are typed before its ops are
  /// decomposed (entries choose casts by dtype and axes by rank): the
  /// initial value's dtype and rank, its dims unknown, since an iteration
  /// may change them (a tensor grown by a concatenation). The shape
  /// inference after decompose finds the exact carried types.
  static void typeLoopArguments(Operation *op) {
    if (op->getNameStr() != "prim.Loop" || op->getRegion(0).empty())
      return;
    Block &body = op->getRegion(0).front();
    unsigned numCarried = op->getNumOperands() - 2;
    if (op->getNumOperands() < 2 || body.getNumArguments() != numCarried + 1)
      return; // the verifier reports this
    for (unsigned k = 0; k != numCarried; ++k) {
      Type init = op->getOperand(2 + k)->getType();
      Value *arg = body.getArgument(1 + k);
      if (!init.isTensor() || !init.hasRank()) {
        if (!init.isTensor() && arg->getType().getKind() == Type::Opaque)
          arg->setType(init);
        continue;
      }
      llvm::SmallVector<Dim, 4> dims(init.getRank(), Dim());
      Type widened = init.getContext().getTensorType(init.getDType(), dims);
      if (Type merged = mergeTypes(arg->getType(), widened,
                                   op->getParentGraph()
                                       ->getParentModule()
                                       .getShapeEnv()))
        arg->setType(merged);
    }
  }
};

} // namespace

llvm::DenseSet<Operation *> tocc::findWarningOnlyOps(Module &module) {
  std::vector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); },
              /*postOrder=*/false);
  // In reverse pre-order every user comes before the op defining what it
  // reads (a user in a later op's region comes after that op), so each
  // op's users are decided when it is.
  llvm::DenseSet<Operation *> warningOnly;
  for (Operation *op : llvm::reverse(ops)) {
    if (op->getNumResults() == 0 || !op->isSideEffectFree())
      continue;
    bool used = false, only = true;
    for (Value *r : op->getResults())
      for (OpOperand &use : r->getUses()) {
        used = true;
        Operation *user = use.getOwner();
        only &= user->getNameStr() == aten::WarnOp::getOperationName() ||
                warningOnly.contains(user);
      }
    if (used && only)
      warningOnly.insert(op);
  }
  return warningOnly;
}

std::unique_ptr<Pass> tocc::createDecomposePass() {
  return std::make_unique<DecomposePass>();
}

void tocc::registerAtenToCorePasses() {
  static bool registered = [] {
    registerPass(createDecomposePass);
    registerPass(createFunctionalizePass);
    registerPass(createRefineOptionalsPass);
    registerPass(createRealifyComplexPass);
    registerPass(createDropWarningsPass);
    registerPass(createFoldScalarsPass);
    registerPass(createResolveListsPass);
    registerPass(createFlattenTuplesPass);
    registerPass(createSimplifyTorchScriptPass);
    registerPass(createSequenceListsPass);
    registerAtenDecompositions();
    return true;
  }();
  (void)registered;
}
