//===- ExpandComposites.cpp - `expand-composites`: composites -> primitives ===//
//
// Runs the registered expansion of every selected composite core op, in
// program order, in graphs and nested regions, until none is left (an
// expansion may use another composite). Types are refined first: the
// expansions build their constants in the input's dtype and their axes from
// its rank.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Rewrite/Registry.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>

using namespace tocc;

namespace {

struct ExpandCompositesPass : Pass {
  Option<std::string> ops{
      *this, "ops",
      "Expand only these ops (core.gelu,core.silu or gelu;silu); default: "
      "every composite",
      ""};
  Option<std::string> keep{
      *this, "keep",
      "Leave these composite ops whole (e.g. the ones the target opset has)",
      ""};

  llvm::StringRef getArgument() const override { return "expand-composites"; }
  llvm::StringRef getDescription() const override {
    return "Rewrite composite core ops into core primitives with the "
           "registered expansions (--list-expansions)";
  }

  /// The op names listed in an option, in IR spelling; an error at `loc`
  /// names an entry that is not a composite with an expansion.
  LogicalResult parseNames(Module &module, llvm::StringRef option,
                           llvm::StringRef text, llvm::StringSet<> &names) {
    std::string list = text.str();
    std::replace(list.begin(), list.end(), ';', ',');
    llvm::SmallVector<llvm::StringRef, 8> parts;
    llvm::StringRef(list).split(parts, ',', -1, false);
    Context &ctx = module.getContext();
    bool ok = true;
    for (llvm::StringRef part : parts) {
      part = part.trim();
      if (part.empty())
        continue;
      std::string name = part.contains('.') || part.contains("::")
                             ? part.str()
                             // Name literal: the user's `ops=gelu` means
                             // core.gelu (text from the command line).
                             : ("core." + part).str();
      if (llvm::Expected<std::string> n = normalizeOpName(name))
        name = *n;
      else
        llvm::consumeError(n.takeError());
      if (!isExpansionRegistered(name)) {
        ctx.getDiagEngine().emitError(module.getLoc())
            << "expand-composites: option '" << option << "' names '" << part
            << "', which has no expansion (--list-expansions)";
        ok = false;
        continue;
      }
      names.insert(name);
    }
    return success(ok);
  }

  LogicalResult runOnModule(Module &module) override {
    llvm::StringSet<> only, kept;
    if (failed(parseNames(module, "ops", ops, only)) ||
        failed(parseNames(module, "keep", keep, kept)))
      return failure();
    auto selected = [&](Operation *op) {
      llvm::StringRef name = op->getNameStr();
      if (kept.contains(name))
        return false;
      if (!only.empty())
        return only.contains(name);
      return op->hasTrait(Composite) || isExpansionRegistered(name);
    };

    if (failed(inferShapes(module, InferenceMode::Refine)))
      return failure();

    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    // Expansions emit primitives, but one may reuse another composite; a
    // few rounds settle that, and the bound stops an entry that re-creates
    // its own op.
    for (int round = 0; round < 8; ++round) {
      std::vector<Operation *> worklist;
      module.walk(
          [&](Operation *op) {
            if (selected(op))
              worklist.push_back(op);
          },
          /*postOrder=*/false);
      if (worklist.empty())
        return success();
      bool ok = true;
      // Sizes and shapes computed by one entry, read by later ones.
      Rewriter::KnownValueMap known;
      for (Operation *op : worklist) {
        const ExpansionFn *fn = lookupExpansion(op->getNameStr());
        if (!fn) {
          op->emitError() << "no expansion for the composite '"
                          << op->getNameStr() << "'";
          ok = false;
          continue;
        }
        unsigned errorsBefore = diags.getNumErrors();
        Rewriter rewriter(op, &known);
        LogicalResult result = (*fn)(rewriter, op);
        bool errored = diags.getNumErrors() != errorsBefore;
        if (succeeded(result) && !errored && rewriter.hasReplaced())
          continue;
        ok = false;
        if (rewriter.hasReplaced())
          continue;
        rewriter.eraseCreatedOps();
        if (!errored)
          op->emitError() << "the expansion of '" << op->getNameStr()
                          << (succeeded(result)
                                  ? "' succeeded without replacing the op"
                                  : "' failed");
      }
      if (!ok)
        return failure();
    }
    module.walk([&](Operation *op) {
      if (selected(op))
        op->emitError() << "'" << op->getNameStr()
                        << "' is still there after 8 rounds of expansion";
    });
    return failure();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createExpandCompositesPass() {
  return std::make_unique<ExpandCompositesPass>();
}

void tocc::registerCoreToCorePasses() {
  static bool registered = [] {
    registerPass(createExpandCompositesPass);
    registerPass(createOptionalToFlagPass);
    registerPass(createFoldIfPass);
    registerPass(createUnrollLoopsPass);
    registerPass(createIfToWherePass);
    registerPass(createStripExceptionsPass);
    registerPass(createFoldConvBatchNormPass);
    registerCoreExpansions();
    return true;
  }();
  (void)registered;
}
