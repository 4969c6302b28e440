//===- LowerToOnnx.cpp - `lower-to-onnx`: core -> onnx at a target opset
//---===//
//
// 1. The module's default-domain opset becomes the target (`opset`, 9-23).
// 2. Composite core ops without a lowering at the target, or in a form
//    their lowering's predicate does not take, are expanded into core
//    primitives (tocc/Conversion/CoreToCore/Expansion.h): gelu stays
//    whole for Gelu-20, layer_norm for LayerNormalization-17, and is
//    expanded below those.
// 0. The model's checks that raise are removed (strip-exceptions).
// 3. Graph inputs that are host scalars become 0-d tensors (ONNX graph
//    inputs are tensors).
// 4. Every remaining op of another dialect is rewritten, in program order,
//    by the registry entry for (its name, the target opset). Ops without
//    one are all reported, each naming the op, the target and the opsets
//    where a lowering exists, unless `fallback` (torch.onnx's
//    operator_export_type) makes them custom-domain nodes first
//    (Fallback.cpp).
//
//===----------------------------------------------------------------------===//
#include "Entries.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"
#include "tocc/Rewrite/Rewriter.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/StringExtras.h"

using namespace tocc;

namespace {

/// Runs one rewrite entry on `op` as the expansion and lowering passes do:
/// on failure the entry's ops are erased and an error is guaranteed.
template <typename RewriterT, typename FnT>
LogicalResult runEntry(RewriterT &rewriter, const FnT &fn, Operation *op,
                       llvm::StringRef what) {
  DiagnosticEngine &diags = op->getContext().getDiagEngine();
  unsigned errorsBefore = diags.getNumErrors();
  std::string name = op->getNameStr().str();
  LogicalResult result = fn(rewriter, op);
  bool errored = diags.getNumErrors() != errorsBefore;
  if (succeeded(result) && !errored && rewriter.hasReplaced())
    return success();
  if (rewriter.hasReplaced())
    return failure();
  rewriter.eraseCreatedOps();
  if (!errored)
    op->emitError() << "the " << what << " of '" << name
                    << (succeeded(result) ? "' succeeded without replacing "
                                            "the op"
                                          : "' failed");
  return failure();
}

struct LowerToOnnxPass : Pass {
  Option<int64_t> opset{*this, "opset",
                        "Target opset of ONNX's default domain (9 to 23)",
                        onnx::kDefaultOpset};
  Option<std::string> fallback{
      *this, "fallback",
      "Ops without a lowering: 'none' (an error), 'fallthrough' (a node of "
      "their dialect's domain) or 'aten' (org.pytorch.aten::ATen, aten ops "
      "only)",
      "none"};
  Option<bool> maxPoolNanPropagation{
      *this, "max-pool-nan-propagation",
      "max_pool propagates NaN as ATen does (IsNaN, MaxPool and Where "
      "nodes); off, one MaxPool, as torch.onnx.export writes it",
      false};

  llvm::StringRef getArgument() const override { return "lower-to-onnx"; }
  llvm::StringRef getDescription() const override {
    return "Lower core ops to onnx ops of a target opset with the registered "
           "lowerings (--list-lowerings)";
  }

  static bool needsLowering(Operation *op) {
    llvm::StringRef ns = op->getName().getDialectNamespace();
    return ns != "onnx" && ns != "tocc";
  }

  LogicalResult expandComposites(Module &module, int64_t target) {
    for (int round = 0; round < 8; ++round) {
      std::vector<Operation *> worklist;
      module.walk(
          [&](Operation *op) {
            if (op->hasTrait(Composite) && !lowersDirectly(op, target) &&
                lookupExpansion(op->getNameStr()))
              worklist.push_back(op);
          },
          /*postOrder=*/false);
      if (worklist.empty())
        return success();
      Rewriter::KnownValueMap known;
      bool ok = true;
      for (Operation *op : worklist) {
        Rewriter rewriter(op, &known);
        ok &= succeeded(runEntry(rewriter, *lookupExpansion(op->getNameStr()),
                                 op, "expansion"));
      }
      if (!ok)
        return failure();
    }
    return success();
  }

  /// ONNX graph inputs are tensors: host ints, floats and bools become 0-d
  /// i64, f64 and bool tensors.
  static void tensorizeScalarInputs(Module &module) {
    for (Graph &g : module.getGraphs())
      for (Value *arg : g.getInputs())
        arg->setType(lowering::loweredHostType(arg->getType()));
  }

  void reportMissing(Operation *op, int64_t target) {
    auto diag = op->emitError()
                << "no lowering of '" << op->getNameStr() << "' to opset "
                << target;
    llvm::SmallVector<int64_t, 4> since = getLoweringOpsets(op->getNameStr());
    if (since.empty()) {
      diag << " (no opset has one)";
      return;
    }
    llvm::SmallVector<std::string, 4> text;
    for (int64_t s : since)
      text.push_back(std::to_string(s));
    diag << "; lowerings exist for opsets >= " << since.front()
         << " (entries since " << llvm::join(text, ", ") << ")";
  }

  /// Ops without a lowering at `target` become custom-domain nodes; the
  /// host constants they read as attributes go with them.
  LogicalResult fallBackUnlowered(Module &module, lowering::FallbackKind kind,
                                  int64_t target) {
    std::vector<Operation *> unlowered;
    module.walk(
        [&](Operation *op) {
          if (needsLowering(op) && !lookupLowering(op->getNameStr(), target) &&
              lowering::canFallBack(op, kind))
            unlowered.push_back(op);
        },
        /*postOrder=*/false);
    bool ok = true;
    llvm::SmallVector<Operation *, 8> producers;
    for (Operation *op : unlowered) {
      llvm::SmallVector<Value *, 4> operands = op->getOperands();
      FailureOr<std::string> domain = lowering::fallBack(op, kind, target);
      if (failed(domain)) {
        ok = false;
        continue;
      }
      if (!onnx::getOpsetVersion(module, *domain))
        onnx::setOpsetImport(module, *domain, 1);
      for (Value *v : operands)
        if (Operation *def = v->getDefiningOp())
          producers.push_back(def);
    }
    // The prim.Constant and prim.ListConstruct ops only they read.
    while (!producers.empty()) {
      Operation *def = producers.pop_back_val();
      if (def->getName().getDialectNamespace() != "prim" ||
          !def->use_empty() || !def->isSideEffectFree() ||
          def->getNumRegions() != 0)
        continue;
      for (Value *v : def->getOperands())
        if (Operation *d = v->getDefiningOp())
          producers.push_back(d);
      // Drop repeats of this op before it is freed.
      llvm::erase(producers, def);
      def->erase();
    }
    return success(ok);
  }

  llvm::Error verifyOptions() const override {
    if (opset < onnx::kMinTargetOpset || opset > onnx::kMaxOpset)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "opset " + llvm::Twine(opset.getValue()) +
              " is not supported (tocc targets opsets " +
              llvm::Twine(onnx::kMinTargetOpset) + " to " +
              llvm::Twine(onnx::kMaxOpset) + ")");
    return llvm::Error::success();
  }

  LogicalResult runOnModule(Module &module) override {
    int64_t target = opset;
    if (llvm::Error err = verifyOptions()) {
      module.getContext().getDiagEngine().emitError(module.getLoc())
          << "lower-to-onnx: " << llvm::toString(std::move(err));
      return failure();
    }
    if (std::optional<int64_t> current = onnx::getOpsetVersion(module);
        module.getAttr("onnx.opset_import") && current && *current != target) {
      bool hasOnnxOps = false;
      module.walk([&](Operation *op) {
        hasOnnxOps |= op->getName().getDialectNamespace() == "onnx";
      });
      if (hasOnnxOps) {
        module.getContext().getDiagEngine().emitError(module.getLoc())
            << "lower-to-onnx: the module already has onnx ops of opset "
            << *current << "; lowering to opset " << target
            << " would mix two opsets";
        return failure();
      }
    }
    registerCoreLowerings();
    registerCoreExpansions();
    onnx::setOpsetImport(module, "", target);

    // ONNX has no exceptions: the model's checks go first (their raising
    // branches hold ops without lowerings: string formatting).
    if (failed(stripExceptions(module)) ||
        failed(inferShapes(module, InferenceMode::Refine)) ||
        failed(expandComposites(module, target)))
      return failure();
    tensorizeScalarInputs(module);
    if (failed(lowering::materializeOptionals(module, target)))
      return failure();
    std::optional<lowering::FallbackKind> kind =
        lowering::parseFallback(fallback);
    if (!kind) {
      module.getContext().getDiagEngine().emitError(module.getLoc())
          << "lower-to-onnx: fallback must be none, fallthrough or aten, not '"
          << fallback.getValue() << "'";
      return failure();
    }
    if (*kind != lowering::FallbackKind::None &&
        failed(fallBackUnlowered(module, *kind, target)))
      return failure();

    std::vector<Operation *> worklist;
    module.walk(
        [&](Operation *op) {
          if (needsLowering(op))
            worklist.push_back(op);
        },
        /*postOrder=*/false);
    bool ok = true;
    for (Operation *op : worklist)
      if (!lookupLowering(op->getNameStr(), target)) {
        reportMissing(op, target);
        ok = false;
      }
    if (!ok)
      return failure();

    // Sizes and shapes computed by one entry, read by later ones.
    Rewriter::KnownValueMap known;
    for (Operation *op : worklist) {
      LoweringOptions options;
      options.maxPoolNanPropagation = maxPoolNanPropagation;
      LoweringRewriter rewriter(op, target, &known, options);
      ok &= succeeded(runEntry(rewriter, *lookupLowering(op->getNameStr(),
                                                         target),
                               op, "lowering"));
    }
    if (!ok)
      return failure();
    // Absent operands nothing reads any more.
    std::vector<Operation *> deadNones;
    module.walk([&](Operation *op) {
      if (op->getNameStr() == "onnx.none" && op->getResult(0)->use_empty())
        deadNones.push_back(op);
    });
    for (Operation *op : deadNones)
      op->erase();
    // Graph results that were host scalars are 0-d tensors now.
    for (Graph &g : module.getGraphs()) {
      llvm::SmallVector<Type, 4> types(g.getResultTypes().begin(),
                                       g.getResultTypes().end());
      Operation *ret = g.getReturnOp();
      for (unsigned i = 0, e = types.size(); ret && i != e; ++i)
        if (types[i].isScalar())
          types[i] = ret->getOperand(i)->getType();
      g.setResultTypes(types);
    }
    return inferShapes(module, InferenceMode::Refine);
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createLowerToOnnxPass() {
  return std::make_unique<LowerToOnnxPass>();
}

void tocc::registerCoreToOnnxPasses() {
  static bool registered = [] {
    registerPass(createLowerToOnnxPass);
    registerPass(createOnnxCleanupPass);
    registerPass(createConvertPrecisionPass);
    registerPass(createFuseOnnxOpsPass);
    registerPass(createQdqToQOperatorPass);
    registerCoreLowerings();
    return true;
  }();
  (void)registered;
}
