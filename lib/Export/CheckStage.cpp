//===- CheckStage.cpp - The stage contracts (`check-stage`) ---------------===//
//
// The contract of each stage of the export, checked so that a broken one
// names the op that breaks it, at its source line, instead of failing
// later in a pass that does not expect it:
//
//   check-stage{dialect=core}           after decompose: core ops, and the
//                                       ops lower-to-onnx takes as they
//                                       are (prim.If, prim.Loop,
//                                       prim.Constant, a plugin's ops with
//                                       a lowering of their own); with
//                                       `fallback` (operator_export_type)
//                                       the ops the fallback exports. Ops
//                                       that go away before lowering count
//                                       for nothing: a check's raising
//                                       branch (strip-exceptions), what
//                                       only builds a warning's message or
//                                       feeds those, and dead ops (dce).
//   check-stage{dialect=onnx opset=N}   after lower-to-onnx: onnx ops of
//                                       default-domain opset N (a schema at
//                                       N that is not deprecated), ops of
//                                       custom domains, initializers; the
//                                       module imports opset N.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace tocc;
using namespace tocc::exporting;

/// `1, 13` for the since-versions of an op's schemas.
static std::string joinOpsets(llvm::ArrayRef<int64_t> opsets) {
  std::vector<std::string> parts;
  for (int64_t v : opsets)
    parts.push_back(std::to_string(v));
  return llvm::join(parts, ", ");
}

namespace {

struct CheckStagePass : Pass {
  Option<std::string> dialect{
      *this, "dialect",
      "The stage whose contract holds: core (after decompose) or onnx (after "
      "lower-to-onnx)",
      ""};
  Option<int64_t> opset{*this, "opset",
                        "With dialect=onnx: the default domain's opset", 17};
  Option<std::string> fallback{
      *this, "fallback",
      "With dialect=core: what exports the torch ops decompose left "
      "(operator_export_type): none, fallthrough or aten",
      "none"};

  llvm::StringRef getArgument() const override { return "check-stage"; }
  llvm::StringRef getDescription() const override {
    return "Check a stage contract: only core ops (and ops with a lowering) "
           "after decompose (dialect=core), only onnx ops of the opset after "
           "lower-to-onnx (dialect=onnx opset=N)";
  }

  LogicalResult runOnModule(Module &module) override {
    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    if (dialect.getValue() == "core") {
      std::optional<FallbackKind> kind = parseFallbackKind(fallback.getValue());
      if (!kind)
        return diags.emitError(module.getLoc())
               << "check-stage: fallback must be none, fallthrough or aten, "
                  "not '"
               << fallback.getValue() << "'";
      return checkCore(module, *kind);
    }
    if (dialect.getValue() == "onnx")
      return checkOnnx(module);
    return diags.emitError(module.getLoc())
           << "check-stage: dialect must be core or onnx, not '"
           << dialect.getValue() << "'";
  }

  /// Reports `op` once per name and source line; the walk goes on, so one
  /// run names every op that breaks the contract.
  void report(Operation *op, const llvm::Twine &why) {
    std::string locText;
    llvm::raw_string_ostream os(locText);
    os << op->getLoc();
    os.flush();
    if (reported.insert({op->getNameStr().str(), locText}).second)
      op->emitError() << why;
  }

  LogicalResult checkCore(Module &module, FallbackKind fallback) {
    reported.clear();
    // What lower-to-onnx turns into a custom op (lowering::canFallBack).
    auto fallbackTakes = [&](Operation *op) {
      llvm::StringRef ns = op->getName().getDialectNamespace();
      return fallback != FallbackKind::None && op->getNumRegions() == 0 &&
             ns != "prim" &&
             (fallback == FallbackKind::Fallthrough || ns == "aten" ||
              op->hasAttr("tocc.schema"));
    };
    // Ops that go away before lowering: the ops of a check's raising
    // branch (strip-exceptions), those that only build a warning's
    // message, and side-effect-free ops only such ops (or the fallback's
    // ops, which read host constants as attributes) read, or nothing
    // reads (dce). Users come before their operands' definitions in the
    // reversed walk, so one sweep decides.
    llvm::DenseSet<Block *> raising = findRaisingBlocks(module);
    llvm::DenseSet<Operation *> warningOnly = findWarningOnlyOps(module);
    std::vector<Operation *> ops;
    module.walk([&](Operation *op) { ops.push_back(op); },
                /*postOrder=*/false);
    llvm::DenseSet<Operation *> goesAway;
    for (Operation *op : llvm::reverse(ops)) {
      bool away = isInRaisingBlock(op, raising) || warningOnly.contains(op);
      if (!away && op->isSideEffectFree() && op->getNumRegions() == 0 &&
          op->getNumResults() != 0) {
        away = true;
        for (Value *r : op->getResults())
          for (Operation *user : r->getUsers())
            away &= goesAway.contains(user) || fallbackTakes(user);
      }
      if (away)
        goesAway.insert(op);
    }
    for (Operation *op : ops) {
      llvm::StringRef ns = op->getName().getDialectNamespace();
      llvm::StringRef name = op->getNameStr();
      if (ns == "core" || ns == "tocc" || isLoweringRegistered(name) ||
          fallbackTakes(op) || goesAway.contains(op))
        continue;
      report(op, "'" + name +
                     "' is not a core op, and lower-to-onnx does not take it "
                     "(check-stage{dialect=core}: after decompose only core "
                     "ops and ops with a lowering remain)");
    }
    return success(reported.empty());
  }

  LogicalResult checkOnnx(Module &module) {
    reported.clear();
    int64_t target = opset.getValue();
    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    std::optional<int64_t> imported = onnx::getOpsetVersion(module);
    if (module.getAttr("onnx.opset_import") && imported && *imported != target)
      diags.emitError(module.getLoc())
          << "check-stage: the module imports opset " << *imported
          << " of the default domain, not " << target;
    bool moduleOk = !module.getAttr("onnx.opset_import") || !imported ||
                    *imported == target;
    module.walk([&](Operation *op) {
      llvm::StringRef ns = op->getName().getDialectNamespace();
      llvm::StringRef name = op->getNameStr();
      if (ns == "tocc")
        return;
      if (ns != "onnx") {
        report(op, "'" + name +
                       "' is not an onnx op (check-stage{dialect=onnx}: "
                       "after lower-to-onnx only onnx ops remain)");
        return;
      }
      if (name == "onnx.initializer" || name == "onnx.none" ||
          !onnx::getOpDomain(op).empty())
        return;
      llvm::StringRef opType = onnx::getOpType(op);
      std::optional<onnx::SchemaInfo> schema =
          onnx::lookupSchema("", opType, target);
      if (schema && !schema->deprecated)
        return;
      llvm::SmallVector<int64_t, 4> versions =
          onnx::getSchemaVersions("", opType);
      std::string why = "'" + name.str() + "' is not an op of ONNX opset " +
                        std::to_string(target);
      if (schema && schema->deprecated)
        why += " (deprecated since opset " +
               std::to_string(schema->sinceVersion) + ")";
      else if (!versions.empty())
        why += " (its schemas start at opsets " + joinOpsets(versions) + ")";
      report(op, why);
    });
    return success(moduleOk && reported.empty());
  }

  std::set<std::pair<std::string, std::string>> reported;
};

} // namespace

std::unique_ptr<Pass> exporting::createCheckStagePass() {
  return std::make_unique<CheckStagePass>();
}
