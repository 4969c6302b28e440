//===- PassTest.cpp - Options, registry, pipelines, pass manager ---------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Plugin.h"
#include "tocc/Transforms/Passes.h"

#include "gtest/gtest.h"

using namespace tocc;

namespace {

struct OptionsPass : Pass {
  Option<int64_t> count{*this, "count", "an int", 1};
  Option<bool> flag{*this, "flag", "a bool"};
  Option<double> ratio{*this, "ratio", "a float", 0.5};
  Option<std::string> name{*this, "name", "a string", "none"};
  ListOption items{*this, "items", "a list"};
  llvm::StringRef getArgument() const override { return "unittest-options"; }
  llvm::StringRef getDescription() const override { return "options"; }
  LogicalResult runOnModule(Module &) override { return success(); }
};

std::string errorText(llvm::Error err) {
  return err ? llvm::toString(std::move(err)) : "";
}

TEST(PassOptionsTest, ParsesEveryKindAndSeparator) {
  OptionsPass p;
  ASSERT_EQ(errorText(p.initializeOptions(
                " count=-12, flag ratio=2.5e-1,name=\"a, b\" items={x,y;z}")),
            "");
  EXPECT_EQ(p.count.getValue(), -12);
  EXPECT_TRUE(p.flag.getValue());
  EXPECT_DOUBLE_EQ(p.ratio.getValue(), 0.25);
  EXPECT_EQ(p.name.getValue(), "a, b");
  EXPECT_EQ(p.items.getValue(), (std::vector<std::string>{"x", "y", "z"}));
  EXPECT_TRUE(p.count.hasValue());

  OptionsPass q;
  ASSERT_EQ(errorText(q.initializeOptions("flag=false count=0x10 name={}")),
            "");
  EXPECT_FALSE(q.flag.getValue());
  EXPECT_EQ(q.count.getValue(), 16);
  EXPECT_EQ(q.name.getValue(), "");
  EXPECT_FALSE(q.ratio.hasValue());
}

TEST(PassOptionsTest, Errors) {
  OptionsPass p;
  EXPECT_EQ(errorText(p.initializeOptions("colour=red")),
            "pass 'unittest-options' has no option 'colour' (its options "
            "are: count, flag, ratio, name, items)");
  EXPECT_EQ(errorText(p.initializeOptions("count=x")),
            "pass 'unittest-options': invalid value 'x' for option 'count': "
            "expected an integer");
  EXPECT_EQ(errorText(p.initializeOptions("flag=yes")),
            "pass 'unittest-options': invalid value 'yes' for option 'flag': "
            "expected true, false, 1 or 0");
  EXPECT_EQ(errorText(p.initializeOptions("ratio=")),
            "pass 'unittest-options': invalid value '' for option 'ratio': "
            "expected a number");
  EXPECT_EQ(errorText(p.initializeOptions("name=\"open")),
            "pass 'unittest-options': unterminated '\"' in value of option "
            "'name'");
  EXPECT_EQ(errorText(p.initializeOptions("name={open")),
            "pass 'unittest-options': unbalanced '{' in value of option "
            "'name'");
  EXPECT_EQ(errorText(p.initializeOptions("count")),
            "pass 'unittest-options': option 'count' needs a value "
            "(count=<int>)");
  EXPECT_EQ(errorText(p.initializeOptions("=3")),
            "pass 'unittest-options': expected an option name before '='");
  EXPECT_EQ(errorText(p.initializeOptions("name=\"a\"b")),
            "pass 'unittest-options': unexpected 'b' after the value of "
            "option 'name'");
  std::unique_ptr<Pass> dce = createDCEPass();
  EXPECT_EQ(errorText(dce->initializeOptions("x=1")),
            "pass 'dce' has no option 'x' (it takes no options)");
}

TEST(PassOptionsTest, TextualPipelineRoundTrips) {
  OptionsPass p;
  std::string text;
  llvm::raw_string_ostream os(text);
  p.printAsTextualPipeline(os);
  EXPECT_EQ(os.str(), "unittest-options");

  ASSERT_EQ(errorText(p.initializeOptions(
                "count=3 ratio=0.1 name={say \"hi\"} items=\"a,b\"")),
            "");
  text.clear();
  p.printAsTextualPipeline(os);
  EXPECT_EQ(os.str(), "unittest-options{count=3 ratio=0.1 name={say \"hi\"} "
                      "items=\"a,b\"}");

  OptionsPass q;
  llvm::StringRef printed(text);
  printed = printed.drop_front(strlen("unittest-options{")).drop_back();
  ASSERT_EQ(errorText(q.initializeOptions(printed)), "");
  EXPECT_EQ(q.count.getValue(), 3);
  EXPECT_DOUBLE_EQ(q.ratio.getValue(), 0.1);
  EXPECT_EQ(q.name.getValue(), "say \"hi\"");
  EXPECT_EQ(q.items.getValue(), (std::vector<std::string>{"a", "b"}));
}

struct ConflictPass : Pass {
  llvm::StringRef getArgument() const override { return "unittest-conflict"; }
  llvm::StringRef getDescription() const override { return "first"; }
  LogicalResult runOnModule(Module &) override { return success(); }
};
struct ConflictPass2 : ConflictPass {
  llvm::StringRef getDescription() const override { return "second"; }
};

TEST(PassRegistryTest, ConflictsAndOverride) {
  registerTransformsPasses();
  registerTransformsPasses(); // idempotent
  ASSERT_TRUE(lookupPassInfo("dce"));
  ASSERT_TRUE(lookupPassInfo("cse"));
  EXPECT_FALSE(lookupPassInfo("no-such-pass"));

  EXPECT_TRUE(registerPass<ConflictPass>());
  size_t conflicts = getRegistrationConflicts().size();
  EXPECT_FALSE(registerPass<ConflictPass2>());
  ASSERT_EQ(getRegistrationConflicts().size(), conflicts + 1);
  EXPECT_EQ(getRegistrationConflicts().back(),
            "pass 'unittest-conflict' is already registered (register with "
            "override to replace it)");
  EXPECT_EQ(lookupPassInfo("unittest-conflict")->description, "first");

  EXPECT_TRUE(registerPass<ConflictPass2>(/*override=*/true));
  EXPECT_EQ(lookupPassInfo("unittest-conflict")->description, "second");
  // The replacement is recorded, for the tools to report.
  EXPECT_EQ(getRegistrationOverrides().back(), "the pass 'unittest-conflict'");
  EXPECT_EQ(getRegistrationConflicts().size(), conflicts + 1);

  std::vector<const PassInfo *> all = getRegisteredPasses();
  EXPECT_TRUE(std::is_sorted(all.begin(), all.end(),
                             [](const PassInfo *a, const PassInfo *b) {
                               return a->argument < b->argument;
                             }));
}

/// A registered pipeline: `cse` in stage "first", then `dce` and, with
/// `twice`, dce again in stage "second".
struct TwoStagePipeline : PassPipeline {
  Option<bool> twice{*this, "twice", "dce twice"};
  llvm::StringRef getArgument() const override { return "unittest-stages"; }
  llvm::StringRef getDescription() const override { return "two stages"; }
  llvm::Error buildPipeline(std::vector<PipelineStage> &stages) const override {
    stages.push_back({"first", "cse"});
    stages.push_back({"second", twice ? "dce,dce" : "dce"});
    return llvm::Error::success();
  }
};

/// A pipeline whose options it cannot build, and one that names itself.
struct BrokenPipeline : PassPipeline {
  llvm::StringRef getArgument() const override { return "unittest-broken"; }
  llvm::StringRef getDescription() const override { return "broken"; }
  llvm::Error buildPipeline(std::vector<PipelineStage> &) const override {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "option 'x' is wrong");
  }
};
struct SelfPipeline : PassPipeline {
  llvm::StringRef getArgument() const override { return "unittest-self"; }
  llvm::StringRef getDescription() const override { return "self"; }
  llvm::Error buildPipeline(std::vector<PipelineStage> &stages) const override {
    stages.push_back({"", "unittest-self"});
    return llvm::Error::success();
  }
};

class PipelineTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    registerAllDialects();
    registerTransformsPasses();
    registerPass<OptionsPass>();
    registerPass<TwoStagePipeline>();
    registerPass<BrokenPipeline>();
    registerPass<SelfPipeline>();
  }
  static std::string pipelineError(llvm::StringRef pipeline) {
    auto passes = parsePassPipeline(pipeline);
    return passes ? "" : llvm::toString(passes.takeError());
  }
  static std::string roundTrip(llvm::StringRef pipeline) {
    auto passes = parsePassPipeline(pipeline);
    if (!passes)
      return "error: " + llvm::toString(passes.takeError());
    Context ctx;
    PassManager pm(ctx);
    for (auto &p : *passes)
      pm.addPass(std::move(p));
    std::string text;
    llvm::raw_string_ostream os(text);
    pm.printAsTextualPipeline(os);
    return os.str();
  }
};

TEST_F(PipelineTest, Parses) {
  EXPECT_EQ(roundTrip(""), "");
  EXPECT_EQ(roundTrip("  "), "");
  EXPECT_EQ(roundTrip("cse"), "cse");
  EXPECT_EQ(roundTrip(" cse ,\tdce , cse"), "cse,dce,cse");
  EXPECT_EQ(roundTrip("dce,unittest-options{count=2 name={a{b}c}},cse"),
            "dce,unittest-options{count=2 name=\"a{b}c\"},cse");
  EXPECT_EQ(roundTrip("unittest-options { flag , items=\"x,y\" }"),
            "unittest-options{flag=true items=\"x,y\"}");
  EXPECT_EQ(roundTrip("unittest-options{name=\"}\"}"),
            "unittest-options{name=\"}\"}");
}

TEST_F(PipelineTest, Errors) {
  EXPECT_EQ(pipelineError("foo"),
            "unknown pass 'foo' in pipeline at position 1");
  EXPECT_EQ(pipelineError("cse,dse"),
            "unknown pass 'dse' in pipeline at position 5 (did you mean "
            "'cse'?)");
  EXPECT_EQ(pipelineError("a,b{k=v},c"),
            "unknown pass 'a' in pipeline at position 1");
  EXPECT_EQ(pipelineError("cse,dce{"),
            "unbalanced '{' in pipeline at position 8");
  EXPECT_EQ(pipelineError("unittest-options{name={x}"),
            "unbalanced '{' in pipeline at position 17");
  EXPECT_EQ(pipelineError("cse}"), "unbalanced '}' in pipeline at position 4");
  EXPECT_EQ(pipelineError("}"), "unbalanced '}' in pipeline at position 1");
  EXPECT_EQ(pipelineError("cse,,dce"),
            "expected a pass name in pipeline at position 5");
  EXPECT_EQ(pipelineError(",cse"),
            "expected a pass name in pipeline at position 1");
  EXPECT_EQ(pipelineError("cse,"),
            "expected a pass name in pipeline at position 5");
  EXPECT_EQ(pipelineError("cse dce"),
            "expected ',' after pass 'cse' in pipeline at position 5");
  EXPECT_EQ(pipelineError("{a=1}"),
            "expected a pass name before '{' in pipeline at position 1");
  EXPECT_EQ(pipelineError("cse;dce"),
            "expected ',' after pass 'cse' in pipeline at position 4");
  EXPECT_EQ(pipelineError("cse,;"), "unexpected ';' in pipeline at position 5");
  EXPECT_EQ(pipelineError("dce,unittest-options{count=two}"),
            "pass 'unittest-options': invalid value 'two' for option 'count': "
            "expected an integer in pipeline at position 5");
}

TEST_F(PipelineTest, ExpandsRegisteredPipelines) {
  EXPECT_EQ(roundTrip("unittest-stages"), "cse,dce");
  EXPECT_EQ(roundTrip("dce,unittest-stages{twice}"), "dce,cse,dce,dce");
  auto passes = parsePassPipeline("dce,unittest-stages{twice}");
  ASSERT_TRUE(bool(passes));
  std::vector<std::string> stages;
  for (auto &p : *passes)
    stages.push_back(p->getPipelineStage().str());
  EXPECT_EQ(stages,
            (std::vector<std::string>{"", "first", "second", "second"}));

  // As a flag (onnx-opt --unittest-stages): the pass, then its expansion.
  std::vector<std::unique_ptr<Pass>> flags;
  flags.push_back(lookupPassInfo("unittest-stages")->allocator());
  ASSERT_EQ(errorText(expandPassPipelines(flags)), "");
  EXPECT_EQ(flags.size(), 2u);
}

TEST_F(PipelineTest, PipelineErrors) {
  EXPECT_EQ(pipelineError("cse,unittest-broken"),
            "pipeline 'unittest-broken': option 'x' is wrong in pipeline at "
            "position 5");
  EXPECT_EQ(pipelineError("unittest-self"),
            "pipeline 'unittest-self' expands into itself in pipeline at "
            "position 1");
  EXPECT_EQ(pipelineError("unittest-stages{twice=maybe}"),
            "pass 'unittest-stages': invalid value 'maybe' for option "
            "'twice': expected true, false, 1 or 0 in pipeline at position 1");
}

//===----------------------------------------------------------------------===//
// PassManager
//===----------------------------------------------------------------------===//

/// Counts its runs; optionally fails or breaks the IR.
struct ProbePass : Pass {
  enum Mode { Nothing, Fail, FailSilently, Break };
  ProbePass(int &runs, Mode mode) : runs(runs), mode(mode) {}
  llvm::StringRef getArgument() const override { return "probe"; }
  llvm::StringRef getDescription() const override { return "probe"; }
  LogicalResult runOnModule(Module &m) override {
    ++runs;
    switch (mode) {
    case Nothing:
      return success();
    case Fail:
      return m.getContext().getDiagEngine().emitError(m.getLoc())
             << "probe failed";
    case FailSilently:
      return failure();
    case Break:
      for (Graph &g : m.getGraphs())
        if (Operation *ret = g.getReturnOp())
          ret->erase();
      return success();
    }
    return success();
  }
  int &runs;
  Mode mode;
};

class PassManagerTest : public ::testing::Test {
protected:
  PassManagerTest() {
    registerAllDialects();
    registerTransformsPasses();
    loadRegisteredDialects(ctx);
    ctx.getDiagEngine().registerHandler([this](const Diagnostic &d) {
      errors.push_back(d.getMessage());
      return success();
    });
    module = parseSourceString(
        "graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {\n"
        "  %0 = core.relu(%x) : tensor<[2], f32>\n"
        "  %1 = core.relu(%x) : tensor<[2], f32>\n"
        "  %2 = core.add(%0, %1) : tensor<[2], f32>\n"
        "  %3 = core.relu(%2) : tensor<[2], f32>\n"
        "  return %2\n"
        "}\n",
        ctx);
  }
  size_t numOps() {
    size_t n = 0;
    module->walk([&](Operation *) { ++n; });
    return n;
  }

  Context ctx;
  std::vector<std::string> errors;
  std::unique_ptr<Module> module;
};

TEST_F(PassManagerTest, RunsPipelineInOrder) {
  ASSERT_TRUE(module);
  EXPECT_EQ(numOps(), 5u);
  PassManager pm(ctx);
  ASSERT_EQ(errorText(pm.addPipeline("cse,dce")), "");
  EXPECT_EQ(pm.size(), 2u);
  ASSERT_TRUE(succeeded(pm.run(*module)));
  EXPECT_EQ(numOps(), 3u); // relu, add, return
  EXPECT_TRUE(errors.empty());
}

TEST_F(PassManagerTest, FailureStopsThePipeline) {
  ASSERT_TRUE(module);
  int before = 0, after = 0;
  PassManager pm(ctx);
  pm.addPass(std::make_unique<ProbePass>(before, ProbePass::Fail));
  pm.addPass(std::make_unique<ProbePass>(after, ProbePass::Nothing));
  EXPECT_TRUE(failed(pm.run(*module)));
  EXPECT_EQ(before, 1);
  EXPECT_EQ(after, 0);
  EXPECT_EQ(errors, (std::vector<std::string>{"probe failed"}));
}

TEST_F(PassManagerTest, SilentFailureIsNamed) {
  ASSERT_TRUE(module);
  int runs = 0;
  PassManager pm(ctx);
  pm.addPass(std::make_unique<ProbePass>(runs, ProbePass::FailSilently));
  EXPECT_TRUE(failed(pm.run(*module)));
  EXPECT_EQ(errors, (std::vector<std::string>{"pass 'probe' failed"}));
}

TEST_F(PassManagerTest, VerifyEachNamesThePass) {
  ASSERT_TRUE(module);
  int runs = 0, after = 0;
  PassManager pm(ctx);
  pm.addPass(std::make_unique<ProbePass>(runs, ProbePass::Break));
  pm.addPass(std::make_unique<ProbePass>(after, ProbePass::Nothing));
  EXPECT_TRUE(failed(pm.run(*module)));
  EXPECT_EQ(after, 0);
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors.back(), "verification failed after pass 'probe'");
}

TEST_F(PassManagerTest, VerifyEachCanBeOff) {
  ASSERT_TRUE(module);
  int runs = 0;
  PassManagerOptions options;
  options.verifyEach = false;
  PassManager pm(ctx, options);
  pm.addPass(std::make_unique<ProbePass>(runs, ProbePass::Break));
  EXPECT_TRUE(succeeded(pm.run(*module)));
  EXPECT_TRUE(errors.empty());
}

TEST_F(PassManagerTest, PrintsIRAndTimings) {
  ASSERT_TRUE(module);
  std::string ir, timing;
  llvm::raw_string_ostream irOS(ir), timingOS(timing);
  PassManagerOptions options;
  options.printIRBefore.insert("dce");
  options.printIRAfterAll = true;
  options.timePasses = true;
  options.irStream = &irOS;
  options.timingStream = &timingOS;
  PassManager pm(ctx, options);
  ASSERT_EQ(errorText(pm.addPipeline("cse,dce")), "");
  ASSERT_TRUE(succeeded(pm.run(*module)));

  llvm::StringRef text = irOS.str();
  size_t afterCSE = text.find("// -----// IR Dump After cse //----- //\n");
  size_t beforeDCE = text.find("// -----// IR Dump Before dce //----- //\n");
  size_t afterDCE = text.find("// -----// IR Dump After dce //----- //\n");
  EXPECT_FALSE(text.contains("Before cse"));
  ASSERT_NE(afterCSE, llvm::StringRef::npos) << text.str();
  ASSERT_NE(beforeDCE, llvm::StringRef::npos) << text.str();
  ASSERT_NE(afterDCE, llvm::StringRef::npos) << text.str();
  EXPECT_LT(afterCSE, beforeDCE);
  EXPECT_LT(beforeDCE, afterDCE);
  EXPECT_TRUE(text.substr(afterDCE).contains("graph @main"));

  llvm::StringRef table = timingOS.str();
  EXPECT_TRUE(table.contains("Execution time report")) << table.str();
  EXPECT_TRUE(table.contains(")  cse\n")) << table.str();
  EXPECT_TRUE(table.contains(")  dce\n")) << table.str();
  EXPECT_TRUE(table.contains(")  (V) verifier\n")) << table.str();
  EXPECT_TRUE(table.contains("(100.0%)  Total\n")) << table.str();
}

/// Records every callback as `before:cse@first`, `after:dce@`, ...
struct RecordingInstrumentation : PassInstrumentation {
  std::vector<std::string> events;
  void record(llvm::StringRef what, Pass &pass) {
    events.push_back((what + ":" + pass.getArgument() + "@" +
                      pass.getPipelineStage())
                         .str());
  }
  void runBeforePass(Pass &pass, Module &) override { record("before", pass); }
  void runAfterPass(Pass &pass, Module &) override { record("after", pass); }
  void runAfterPassFailed(Pass &pass, Module &) override {
    record("failed", pass);
  }
};

/// Runs `pipeline` nested, from inside the pass.
struct NestingPass : Pass {
  std::string pipeline;
  explicit NestingPass(std::string pipeline) : pipeline(std::move(pipeline)) {}
  llvm::StringRef getArgument() const override { return "nesting"; }
  llvm::StringRef getDescription() const override { return "nesting"; }
  LogicalResult runOnModule(Module &m) override {
    return runPipeline(pipeline, m);
  }
};

TEST_F(PassManagerTest, InstrumentationSeesStagesAndNestedPasses) {
  ASSERT_TRUE(module);
  if (!lookupPassInfo("unittest-stages"))
    registerPass<TwoStagePipeline>();
  PassManagerOptions options;
  std::string ir;
  llvm::raw_string_ostream irOS(ir);
  options.printIRAfter.insert("dce");
  options.irStream = &irOS;
  PassManager pm(ctx, options);
  auto recording = std::make_shared<RecordingInstrumentation>();
  pm.addInstrumentation(recording);
  ASSERT_EQ(errorText(pm.addPipeline("unittest-stages")), "");
  pm.addPass(std::make_unique<NestingPass>("dce"));
  ASSERT_TRUE(succeeded(pm.run(*module)));
  EXPECT_EQ(recording->events,
            (std::vector<std::string>{
                "before:cse@first", "after:cse@first", "before:dce@second",
                "after:dce@second", "before:nesting@", "before:dce@",
                "after:dce@", "after:nesting@"}));
  // The nested dce prints like the others.
  EXPECT_EQ(llvm::StringRef(irOS.str()).count("IR Dump After dce"), 2u);
}

TEST_F(PassManagerTest, NestedFailureFailsTheOuterPass) {
  ASSERT_TRUE(module);
  PassManager pm(ctx);
  auto recording = std::make_shared<RecordingInstrumentation>();
  pm.addInstrumentation(recording);
  pm.addPass(std::make_unique<NestingPass>("no-such-pass"));
  EXPECT_TRUE(failed(pm.run(*module)));
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors.back(), "pass 'nesting': unknown pass 'no-such-pass' in "
                           "pipeline at position 1");
  EXPECT_EQ(recording->events,
            (std::vector<std::string>{"before:nesting@", "failed:nesting@"}));
}

TEST_F(PassManagerTest, PipelineRunAsOnePass) {
  ASSERT_TRUE(module);
  PassManager pm(ctx);
  pm.addPass(std::make_unique<TwoStagePipeline>());
  ASSERT_TRUE(succeeded(pm.run(*module)));
  EXPECT_EQ(numOps(), 3u); // cse and dce ran
}

} // namespace
