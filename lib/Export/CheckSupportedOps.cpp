//===- CheckSupportedOps.cpp - Every op has a way to ONNX -----------------===//
//
// `check-supported-ops{before=decompose|lower-to-onnx opset=N fallback=...}`
// finds the ops the export cannot take, all at once, before the pass that
// would stop at the first: before decompose, aten (and custom) ops without
// a decomposition; before lower-to-onnx, core ops without a lowering at
// the opset (composites that expand excepted), and control flow carrying
// a list of tensors below opset 13. Each is an error at its source line
// with the opsets that have it, or, when the fallback (torch's
// operator_export_type) takes it, a warning. The ops of a check's raising
// branch, and those that only build a warning's message, go with them and
// are not counted.
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <map>

using namespace tocc;
using namespace tocc::exporting;

std::optional<FallbackKind> tocc::parseFallbackKind(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<FallbackKind>>(text)
      .Case("none", FallbackKind::None)
      .Case("fallthrough", FallbackKind::Fallthrough)
      .Case("aten", FallbackKind::Aten)
      .Default(std::nullopt);
}

namespace {

struct CheckSupportedOpsPass : Pass {
  Option<std::string> before{
      *this, "before",
      "The pass the ops must be ready for: decompose or lower-to-onnx",
      "decompose"};
  Option<int64_t> opset{*this, "opset", "The target opset", 17};
  Option<std::string> fallback{
      *this, "fallback",
      "What takes an op without a way to ONNX (operator_export_type): none "
      "(an error), fallthrough or aten (a warning)",
      "none"};

  /// What the last run found, for tocc-export's report.
  std::vector<UnsupportedOp> found;

  llvm::StringRef getArgument() const override {
    return "check-supported-ops";
  }
  llvm::StringRef getDescription() const override {
    return "Report every op without a decomposition (before=decompose) or "
           "without a lowering at the opset (before=lower-to-onnx), at its "
           "source line";
  }

  LogicalResult runOnModule(Module &module) override {
    found.clear();
    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    bool beforeLowering;
    if (before.getValue() == "decompose")
      beforeLowering = false;
    else if (before.getValue() == "lower-to-onnx")
      beforeLowering = true;
    else
      return diags.emitError(module.getLoc())
             << "check-supported-ops: before must be decompose or "
                "lower-to-onnx, not '"
             << before.getValue() << "'";
    std::optional<FallbackKind> kind = parseFallbackKind(fallback.getValue());
    if (!kind)
      return diags.emitError(module.getLoc())
             << "check-supported-ops: fallback must be none, fallthrough or "
                "aten, not '"
             << fallback.getValue() << "'";
    // aten-fallback takes aten ops only; fallthrough takes core ops too.
    bool fallbackTakes = beforeLowering ? *kind == FallbackKind::Fallthrough
                                        : *kind != FallbackKind::None;
    int64_t target = opset.getValue();
    std::map<std::pair<std::string, std::string>, UnsupportedOp> ops;
    bool noFallback = false; // an op the fallback cannot take either
    // The ops of a check's raising branch go with the check.
    llvm::DenseSet<Block *> raising = findRaisingBlocks(module);
    llvm::DenseSet<Operation *> warningOnly = findWarningOnlyOps(module);
    module.walk([&](Operation *op) {
      if (isInRaisingBlock(op, raising) || warningOnly.contains(op))
        return;
      llvm::StringRef name = op->getNameStr();
      llvm::StringRef ns = op->getName().getDialectNamespace();
      UnsupportedOp u;
      // An aten or custom op a plugin lowers straight to onnx, without a
      // decomposition, is checked like a core op: by its lowerings.
      bool torchOp = ns == "aten" || op->hasAttr("tocc.schema");
      bool lowered =
          torchOp && !lookupDecomposition(name) && hasDirectLowering(name);
      if (torchOp && !lowered) {
        if (beforeLowering || lookupDecomposition(name))
          return;
        u.reason = "no decomposition to core ops";
        if (llvm::StringRef why = getUndecomposedReason(name); !why.empty())
          u.reason += ": " + why.str();
      } else if ((name == "prim.Loop" || name == "prim.If") &&
                 beforeLowering && target < 13 &&
                 llvm::any_of(op->getResultTypes(), [](Type t) {
                   return t.getKind() == Type::List &&
                          t.getElementType().isTensor();
                 })) {
        u.reason = "it carries a list of tensors whose length is known only "
                   "at run time (an ONNX sequence), which ONNX's Loop and If "
                   "carry from opset 13";
        u.supportedOpsets.push_back(13);
      } else if ((ns == "core" || lowered) && beforeLowering) {
        if (lookupLowering(name, target) ||
            (op->hasTrait(Composite) && lookupExpansion(name)))
          return;
        llvm::SmallVector<int64_t, 4> since = getLoweringOpsets(name);
        if (since.empty())
          u.reason = "no lowering to ONNX";
        else
          u.reason = "no lowering to opset " + std::to_string(target) +
                     "; lowerings exist from opset " +
                     std::to_string(since.front());
        for (int64_t s : since)
          u.supportedOpsets.push_back(s);
      } else {
        return;
      }
      u.op = name.str();
      std::string locText;
      llvm::raw_string_ostream os(locText);
      os << op->getLoc();
      os.flush();
      u.location = locText;
      auto [it, inserted] = ops.try_emplace({u.op, u.location}, u);
      ++it->second.count;
      // Control flow has no custom-op form.
      bool controlFlow = name == "prim.Loop" || name == "prim.If";
      noFallback |= controlFlow;
      if (inserted && (!fallbackTakes || controlFlow))
        op->emitError() << "'" << name << "' cannot be exported: " << u.reason
                        << (controlFlow
                                ? ""
                                : " (--operator-export-type=fallthrough or "
                                  "aten-fallback exports it as a custom op)");
      else if (inserted)
        op->emitWarning() << "'" << name << "' has " << u.reason
                          << "; exported by the fallback";
    });
    for (auto &entry : ops)
      found.push_back(entry.second);
    if (!ops.empty() && (!fallbackTakes || noFallback))
      return failure();
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> exporting::createCheckSupportedOpsPass() {
  return std::make_unique<CheckSupportedOpsPass>();
}

const std::vector<UnsupportedOp> *tocc::getUnsupportedOps(const Pass &pass) {
  auto *check = dynamic_cast<const CheckSupportedOpsPass *>(&pass);
  return check ? &check->found : nullptr;
}
