//===- TestPlugin.cpp - A plugin with test passes and a test dialect -----===//
//
// Loaded by lit tests with `onnx-opt --load-plugin=%plugin_dir/...`. Its
// passes make plugin loading observable (an attribute on every graph),
// exercise option parsing end to end, and break or fail on purpose so the
// pass manager's --verify-each and failure handling can be tested.
//
//===----------------------------------------------------------------------===//
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Plugin.h"

#include "llvm/ADT/StringExtras.h"

using namespace tocc;

namespace {

/// Sets `test.annotation = "<tag>"` on every graph.
struct AnnotatePass : Pass {
  Option<std::string> tag{*this, "tag", "The annotation's value",
                          "tocc-test-plugin"};
  llvm::StringRef getArgument() const override {
    return "test-plugin-annotate";
  }
  llvm::StringRef getDescription() const override {
    return "Annotate every graph with a string attribute (test plugin)";
  }
  LogicalResult runOnModule(Module &module) override {
    Context &ctx = module.getContext();
    for (Graph &g : module.getGraphs())
      g.setAttr("test.annotation", ctx.getStringAttr(tag.getValue()));
    return success();
  }
};

/// Records its parsed options as `test.options = "<textual pipeline>"`.
struct OptionsPass : Pass {
  Option<int64_t> count{*this, "count", "An integer", 1};
  Option<bool> flag{*this, "flag", "A boolean", false};
  Option<double> ratio{*this, "ratio", "A number", 0.5};
  Option<std::string> name{*this, "name", "A string", "none"};
  ListOption items{*this, "items", "A list of strings"};
  llvm::StringRef getArgument() const override { return "test-plugin-options"; }
  llvm::StringRef getDescription() const override {
    return "Record the pass's parsed options on every graph (test plugin)";
  }
  LogicalResult runOnModule(Module &module) override {
    std::string text;
    llvm::raw_string_ostream os(text);
    printAsTextualPipeline(os);
    os << " count=" << count.getValue() << " flag=" << flag.getValue()
       << " ratio=" << ratio.getValueAsString() << " name=" << name.getValue()
       << " items=[" << llvm::join(items.getValue(), "|") << "]";
    Context &ctx = module.getContext();
    for (Graph &g : module.getGraphs())
      g.setAttr("test.options", ctx.getStringAttr(os.str()));
    return success();
  }
};

/// Erases every graph's `return`, leaving a module the verifier rejects.
struct BreakIRPass : Pass {
  llvm::StringRef getArgument() const override { return "test-break-ir"; }
  llvm::StringRef getDescription() const override {
    return "Erase every graph's return op, producing invalid IR (test plugin)";
  }
  LogicalResult runOnModule(Module &module) override {
    for (Graph &g : module.getGraphs())
      if (Operation *ret = g.getReturnOp())
        ret->erase();
    return success();
  }
};

/// Fails, with an error at the first graph unless `silent` is set.
struct FailPass : Pass {
  Option<bool> silent{*this, "silent", "Fail without a diagnostic", false};
  llvm::StringRef getArgument() const override { return "test-fail"; }
  llvm::StringRef getDescription() const override {
    return "Fail on purpose (test plugin)";
  }
  LogicalResult runOnModule(Module &module) override {
    if (silent)
      return failure();
    Location loc =
        module.getNumGraphs() ? module.getGraph(0).getLoc() : module.getLoc();
    return module.getContext().getDiagEngine().emitError(loc)
           << "test-fail pass failed on purpose";
  }
};

/// For every op with `test.emit = "<severity>: <message>"` emits that
/// diagnostic at the op, with a note if the op has `test.note = "<text>"`.
/// Fails if it emitted an error.
struct EmitDiagnosticsPass : Pass {
  llvm::StringRef getArgument() const override {
    return "test-emit-diagnostics";
  }
  llvm::StringRef getDescription() const override {
    return "Emit the diagnostics that ops ask for in test.emit (test plugin)";
  }
  LogicalResult runOnModule(Module &module) override {
    bool sawError = false;
    module.walk([&](Operation *op) {
      Attribute emit = op->getAttr("test.emit");
      if (!emit || !emit.isString())
        return;
      auto [kind, message] = emit.getString().split(':');
      Severity severity = Severity::Error;
      if (kind == "warning")
        severity = Severity::Warning;
      else if (kind == "remark")
        severity = Severity::Remark;
      sawError |= severity == Severity::Error;
      InFlightDiagnostic diag =
          op->getContext().getDiagEngine().emit(op->getLoc(), severity);
      diag << message.ltrim();
      Attribute note = op->getAttr("test.note");
      if (note && note.isString())
        diag.attachNote(op->getLoc()) << note.getString();
    });
    return failure(sawError);
  }
};

void loadTestPluginDialect(Context &ctx) {
  Dialect &d = ctx.getOrCreateDialect("testplugin", "Ops of the test plugin");
  OpDef identity;
  identity.name = "testplugin.identity";
  identity.dialect = "testplugin";
  identity.summary = "Returns its operand";
  identity.traits = Pure | SameOperandsAndResultType;
  identity.operands = {{"input", TypeConstraint::Tensor, Arity::Single}};
  identity.results = {{"output", TypeConstraint::Tensor, Arity::Single}};
  d.addOp(std::move(identity));
}

void registerAll() {
  registerPass<AnnotatePass>();
  registerPass<OptionsPass>();
  registerPass<BreakIRPass>();
  registerPass<FailPass>();
  registerPass<EmitDiagnosticsPass>();
  registerDialect("testplugin", loadTestPluginDialect);
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "tocc-test-plugin", "1.0", registerAll};
}
