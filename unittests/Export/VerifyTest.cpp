//===- VerifyTest.cpp - verifyExport on small models, right and wrong -----===//
//
// The models come from make_verify_models.py (run at test time). Each test
// exports the way tocc-export does (import, decompose, fold, lower, write)
// and verifies; a deliberately wrong lowering of core.tanh (Sigmoid),
// registered over the real one for the test, must be caught, bisected to
// core.tanh at its source line, and reproduced standalone.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/Export.h"
#include "tocc/Export/Verify.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Clone.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Runtime/ConstantEvaluator.h"
#include "tocc/Runtime/Verification.h"
#include "tocc/Target/Onnx/OnnxReader.h"
#include "tocc/Target/Onnx/OnnxWriter.h"
#include "tocc/Transforms/FoldConstants.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

using namespace tocc;

namespace {

/// The fixture models, made once per test binary run.
class Fixtures : public ::testing::Environment {
public:
  static std::string dir;
  void SetUp() override {
    llvm::SmallString<128> d;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tocc-verify-test", d));
    dir = std::string(d);
    llvm::StringRef args[] = {"/usr/bin/python3", TOCC_VERIFY_MODELS_SCRIPT,
                              dir};
    std::string err;
    int rc = llvm::sys::ExecuteAndWait(args[0], args, std::nullopt, {}, 0, 0,
                                       &err);
    ASSERT_EQ(rc, 0) << "make_verify_models.py failed: " << err;
  }
  void TearDown() override { llvm::sys::fs::remove_directories(dir); }
};
std::string Fixtures::dir;
::testing::Environment *const fixtures =
    ::testing::AddGlobalTestEnvironment(new Fixtures);

std::string fixture(llvm::StringRef name) {
  llvm::SmallString<128> p(Fixtures::dir);
  llvm::sys::path::append(p, name);
  return std::string(p);
}

void setUpOnce() {
  registerExportPipeline();
}

llvm::Error runPipeline(Module &m, llvm::StringRef pipeline) {
  PassManager pm(m.getContext());
  if (llvm::Error err = pm.addPipeline(pipeline))
    return err;
  if (failed(pm.run(m)))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "pipeline '" + pipeline + "' failed");
  return llvm::Error::success();
}

/// What lowerAndWrite does in these tests: the lowering half of the
/// export's pipeline, then the writer.
llvm::Error lowerAndWrite(Module &m, llvm::StringRef path) {
  if (llvm::Error err =
          runPipeline(m, "lower-to-onnx{opset=17},cse,dce"))
    return err;
  return writeOnnxModel(m, path);
}

/// An exported model: the core module (after decompose) and the .onnx.
struct Exported {
  std::unique_ptr<Module> core;
  std::string onnxPath;
  VerifyRequest request;
};

std::unique_ptr<Exported> exportModel(Context &ctx, llvm::StringRef pt,
                                      llvm::StringRef inputs,
                                      std::vector<std::string> shapes,
                                      std::vector<DynamicAxis> axes,
                                      llvm::StringRef onnxName) {
  setUpOnce();
  loadRegisteredDialects(ctx);
  auto e = std::make_unique<Exported>();
  TorchScriptImportOptions options;
  options.exampleInputsPath = fixture(inputs);
  options.inputShapes = std::move(shapes);
  llvm::Expected<std::unique_ptr<Module>> m =
      importTorchScript(fixture(pt), ctx, options);
  if (!m) {
    ADD_FAILURE() << llvm::toString(m.takeError());
    return nullptr;
  }
  e->core = std::move(*m);
  // A returned tuple becomes its elements, as the export's outputs.
  Operation *ret = e->core->lookupGraph("main")->getReturnOp();
  if (Operation *tuple = ret->getOperand(0)->getDefiningOp();
      ret->getNumOperands() == 1 && tuple &&
      tuple->getNameStr() == "prim.TupleConstruct") {
    llvm::SmallVector<Value *, 4> elements = tuple->getOperands();
    std::vector<Type> types;
    for (Value *v : elements)
      types.push_back(v->getType());
    ret->setOperands(elements);
    tuple->erase();
    e->core->lookupGraph("main")->setResultTypes(types);
  }
  if (llvm::Error err =
          runPipeline(*e->core, "infer-shapes,decompose,fold-constants,dce")) {
    ADD_FAILURE() << llvm::toString(std::move(err));
    return nullptr;
  }
  e->onnxPath = fixture(onnxName);
  std::unique_ptr<Module> copy = cloneModule(*e->core);
  if (llvm::Error err = lowerAndWrite(*copy, e->onnxPath)) {
    ADD_FAILURE() << llvm::toString(std::move(err));
    return nullptr;
  }
  VerifyRequest &r = e->request;
  r.torchScriptPath = fixture(pt);
  r.exampleInputsPath = fixture(inputs);
  r.onnxPath = e->onnxPath;
  r.dynamicAxes = std::move(axes);
  Graph *g = e->core->lookupGraph("main");
  for (Value *v : g->getInputs())
    r.inputNames.push_back(v->getName().str());
  r.coreModule = e->core.get();
  r.lowerAndWrite = lowerAndWrite;
  return e;
}

/// Runs `node run.js MODEL --data-set DIR`; its exit code.
int runOrtOn(llvm::StringRef model, llvm::StringRef dataSet) {
  llvm::ErrorOr<std::string> node = llvm::sys::findProgramByName("node");
  if (!node)
    return -1;
  std::string runner = getOrtRunnerPath();
  llvm::StringRef args[] = {*node, runner, model, "--data-set", dataSet};
  std::optional<llvm::StringRef> quiet[] = {llvm::StringRef(""),
                                            llvm::StringRef(""),
                                            llvm::StringRef("")};
  return llvm::sys::ExecuteAndWait(*node, args, std::nullopt, quiet);
}

/// The line of make_verify_models.py that holds `marker`.
unsigned lineOf(llvm::StringRef marker) {
  auto buf = llvm::MemoryBuffer::getFile(TOCC_VERIFY_MODELS_SCRIPT);
  if (!buf)
    return 0;
  llvm::SmallVector<llvm::StringRef, 64> lines;
  (*buf)->getBuffer().split(lines, '\n');
  for (auto [i, l] : llvm::enumerate(lines))
    if (l.contains(marker))
      return i + 1;
  return 0;
}

TEST(VerifyExport, CorrectExportPassesEveryCase) {
  Context ctx;
  auto e = exportModel(ctx, "mlp.pt", "mlp_inputs.pt", {"x=f32[batch,4]"},
                       {{0, 0, "batch"}}, "mlp.onnx");
  ASSERT_TRUE(e);
  e->request.options.sizesPerAxis = 3;
  std::string log;
  llvm::raw_string_ostream os(log);
  llvm::Expected<VerifyResult> r = verifyExport(e->request, os);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_TRUE(r->ok) << log;
  // The example (batch 2), then batch 3 and batch 4 (2s).
  ASSERT_EQ(r->comparisons.size(), 3u) << log;
  EXPECT_EQ(r->comparisons[0].caseName, "example inputs");
  EXPECT_EQ(r->comparisons[1].caseName, "batch=3");
  EXPECT_EQ(r->comparisons[2].caseName, "batch=4");
  for (const OutputComparison &c : r->comparisons) {
    EXPECT_TRUE(c.ok);
    EXPECT_LE(c.maxAbsErr, 1e-5);
  }
  EXPECT_NE(log.find("verify: case 1 (batch=3): output '"), std::string::npos)
      << log;
  EXPECT_NE(log.find("max rel err"), std::string::npos) << log;
  EXPECT_NE(log.find("verify: ok: 3 comparisons in 3 cases"),
            std::string::npos)
      << log;
  EXPECT_TRUE(r->divergingOp.empty());
}

TEST(VerifyExport, SharedSymbolAndTupleOutputsOfATrace) {
  Context ctx;
  auto e = exportModel(ctx, "pair.pt", "pair_inputs.pt",
                       {"x=f32[batch,3]", "y=f32[batch,3]"},
                       {{0, 0, "batch"}, {1, 0, "batch"}}, "pair.onnx");
  ASSERT_TRUE(e);
  std::string log;
  llvm::raw_string_ostream os(log);
  llvm::Expected<VerifyResult> r = verifyExport(e->request, os);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_TRUE(r->ok) << log;
  // Two outputs in two cases: one symbol, both inputs change together.
  EXPECT_EQ(r->comparisons.size(), 4u) << log;
  EXPECT_NE(log.find("verify: case 1 (batch=3)"), std::string::npos) << log;
}

// A deliberately wrong lowering (tanh as Sigmoid) over the real one: the
// mismatch is found, bisected to core.tanh at its line, and the repro fails
// in ONNX Runtime; lowered correctly, the same repro passes.
TEST(VerifyExport, BisectsAWrongLoweringToItsOpAndWritesARepro) {
  setUpOnce();
  int64_t since = 0;
  const LoweringFn *builtin = lookupLowering("core.tanh", 17, &since);
  ASSERT_TRUE(builtin);
  LoweringFn saved = *builtin;
  auto wrong = [](LoweringRewriter &rw, Operation *op) -> LogicalResult {
    Value *out = rw.onnx("Sigmoid", {op->getOperand(0)});
    if (!out)
      return failure();
    rw.replaceOp(op, {out});
    return success();
  };
  ASSERT_FALSE(bool(registerLowering("core.tanh", since, wrong, true)));
  struct Restore {
    int64_t since;
    LoweringFn fn;
    ~Restore() { llvm::consumeError(registerLowering("core.tanh", since, fn, true)); }
  } restore{since, saved};

  Context ctx;
  auto e = exportModel(ctx, "mlp.pt", "mlp_inputs.pt", {"x=f32[batch,4]"},
                       {{0, 0, "batch"}}, "mlp_wrong.onnx");
  ASSERT_TRUE(e);
  // Keep what the repro's lowering got, to lower it correctly later.
  std::unique_ptr<Module> reproModule;
  e->request.lowerAndWrite = [&](Module &m, llvm::StringRef path) {
    if (llvm::sys::path::filename(path) == "model.onnx")
      reproModule = cloneModule(m);
    return lowerAndWrite(m, path);
  };
  std::string log;
  llvm::raw_string_ostream os(log);
  llvm::Expected<VerifyResult> r = verifyExport(e->request, os);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_FALSE(r->ok) << log;
  EXPECT_NE(log.find("MISMATCH"), std::string::npos) << log;
  EXPECT_NE(log.find("verify: FAILED: 2 of 2 comparisons"), std::string::npos)
      << log;
  EXPECT_EQ(r->divergingOp, "core.tanh") << log;
  unsigned line = lineOf("# TANH-LINE");
  ASSERT_NE(line, 0u);
  EXPECT_NE(r->divergingLoc.find("make_verify_models.py\":" +
                                 std::to_string(line) + ":"),
            std::string::npos)
      << r->divergingLoc;
  EXPECT_NE(log.find("lowered to ONNX Sigmoid\n"), std::string::npos) << log;

  // The repro: next to the model by default, and it fails on its own.
  EXPECT_EQ(r->reproDir, fixture("mlp_wrong.repro"));
  std::string model = r->reproDir + "/model.onnx";
  std::string set = r->reproDir + "/test_data_set_0";
  ASSERT_TRUE(llvm::sys::fs::exists(set + "/input_0.pb"));
  ASSERT_TRUE(llvm::sys::fs::exists(set + "/output_0.pb"));
  EXPECT_FALSE(llvm::sys::fs::exists(set + "/input_1.pb"));
  EXPECT_NE(log.find("node " + getOrtRunnerPath() + " " + model +
                     " --data-set " + set),
            std::string::npos)
      << log;
  EXPECT_NE(log.find("the repro fails in ONNX Runtime"), std::string::npos)
      << log;
  EXPECT_EQ(runOrtOn(model, set), 1);

  // Restored, the real lowering of the same one-op module passes on the
  // same data.
  ASSERT_TRUE(reproModule);
  ASSERT_FALSE(bool(registerLowering("core.tanh", since, saved, true)));
  std::string fixed = r->reproDir + "/fixed.onnx";
  ASSERT_FALSE(bool(lowerAndWrite(*reproModule, fixed)));
  EXPECT_EQ(runOrtOn(fixed, set), 0);
}

// A wrong decomposition (aten.tanh as core.sigmoid) is before the
// lowering: bisection says the core module already disagrees with LibTorch
// and blames no lowered op.
TEST(VerifyExport, ADivergenceBeforeTheLoweringBlamesNoOp) {
  setUpOnce();
  const DecompositionFn *builtin = lookupDecomposition("aten.tanh");
  ASSERT_TRUE(builtin);
  DecompositionFn saved = *builtin;
  auto wrong = [](DecompositionRewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    if (failed(x))
      return failure();
    rw.replaceOp(op, {rw.create("core.sigmoid", op->getResult(0)->getType(),
                                {*x})});
    return success();
  };
  ASSERT_FALSE(bool(registerDecomposition("aten.tanh", wrong, true)));
  struct Restore {
    DecompositionFn fn;
    ~Restore() {
      llvm::consumeError(registerDecomposition("aten.tanh", fn, true));
    }
  } restore{saved};

  Context ctx;
  auto e = exportModel(ctx, "mlp.pt", "mlp_inputs.pt", {"x=f32[batch,4]"},
                       {{0, 0, "batch"}}, "mlp_wrong_decomp.onnx");
  ASSERT_TRUE(e);
  std::string log;
  llvm::raw_string_ostream os(log);
  llvm::Expected<VerifyResult> r = verifyExport(e->request, os);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_FALSE(r->ok) << log;
  EXPECT_TRUE(r->divergingOp.empty()) << log;
  EXPECT_TRUE(r->reproDir.empty()) << log;
  EXPECT_NE(log.find("verify: the core module (interpreted) already "
                     "disagrees with LibTorch on output '"),
            std::string::npos)
      << log;
  EXPECT_NE(log.find("verify: ONNX Runtime agrees with the core module on "
                     "every op: the divergence is before the lowering"),
            std::string::npos)
      << log;
}

TEST(VerifyExport, IntermediatesAreComparedOnTheExample) {
  Context ctx;
  auto e = exportModel(ctx, "mlp.pt", "mlp_inputs.pt", {"x=f32[batch,4]"},
                       {{0, 0, "batch"}}, "mlp_inter.onnx");
  ASSERT_TRUE(e);
  // tanh's operand and result, named as the printed core module names them
  // (`%3 = core.tanh(%2)`): what a user reads from --print-ir.
  std::string text;
  llvm::raw_string_ostream ts(text);
  e->core->print(ts);
  size_t at = text.find(" = core.tanh(%");
  ASSERT_NE(at, std::string::npos) << text;
  size_t start = text.rfind('%', at);
  size_t close = text.find(')', at);
  size_t open = at + std::strlen(" = core.tanh(");
  std::vector<std::string> names = {text.substr(open, close - open),
                                    text.substr(start, at - start)};
  EXPECT_EQ(names[0][0], '%');
  e->request.options.intermediates = names;
  std::string log;
  llvm::raw_string_ostream os(log);
  llvm::Expected<VerifyResult> r = verifyExport(e->request, os);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_TRUE(r->ok) << log;
  unsigned found = 0;
  for (const OutputComparison &c : r->comparisons)
    if (c.caseName == "intermediates") {
      EXPECT_TRUE(c.ok);
      ++found;
    }
  EXPECT_EQ(found, 2u) << log;
  EXPECT_NE(log.find("verify: intermediate '" + names[0] + "' (case 0): "),
            std::string::npos)
      << log;

  // A name the core module does not have is an error, not a pass.
  e->request.options.intermediates = {"no_such_value"};
  llvm::Expected<VerifyResult> bad = verifyExport(e->request, os);
  ASSERT_FALSE(bool(bad));
  EXPECT_NE(llvm::toString(bad.takeError()).find("no value named "
                                                  "'no_such_value'"),
            std::string::npos);
}

/// The int64 values of a dense attribute.
std::vector<int64_t> int64s(Attribute a) {
  llvm::ArrayRef<char> raw = a.getRawData();
  std::vector<int64_t> out(raw.size() / sizeof(int64_t));
  std::memcpy(out.data(), raw.data(), raw.size());
  return out;
}

TEST(VerifyCases, FollowTheExampleAndTheSeed) {
  setUpOnce();
  Context ctx;
  std::vector<runtime::CaseAxis> axes = {
      {0, 0, "n"}, {1, 0, "n"}, {1, 1, "k"}, {2, 0, "n"}};
  auto cases =
      runtime::makeVerifyCases(ctx, fixture("mixed_inputs.pt"), axes, 3, 7);
  ASSERT_TRUE(bool(cases)) << llvm::toString(cases.takeError());
  // Example, n=3, n=4, k=4, k=6.
  ASSERT_EQ(cases->size(), 5u);
  EXPECT_EQ((*cases)[1].name, "n=3");
  EXPECT_EQ((*cases)[2].name, "n=4");
  EXPECT_EQ((*cases)[3].name, "k=4");
  EXPECT_EQ((*cases)[4].name, "k=6");
  auto dims = [](Attribute a) {
    std::vector<int64_t> d;
    for (Dim dim : a.getDenseType().getDims())
      d.push_back(dim.getStatic());
    return d;
  };
  const runtime::VerifyCase &n3 = (*cases)[1];
  EXPECT_EQ(dims(n3.inputs[0]), (std::vector<int64_t>{3, 3}));
  EXPECT_EQ(dims(n3.inputs[1]), (std::vector<int64_t>{3, 3}));
  EXPECT_EQ(dims(n3.inputs[2]), (std::vector<int64_t>{3}));
  EXPECT_EQ(n3.inputs[1].getDenseType().getDType(), DType::I64);
  EXPECT_EQ(n3.inputs[2].getDenseType().getDType(), DType::Bool);
  // Indices stay within the example's [0, 9].
  const runtime::VerifyCase &k6 = (*cases)[4];
  EXPECT_EQ(dims(k6.inputs[1]), (std::vector<int64_t>{2, 6}));
  EXPECT_EQ(dims(k6.inputs[0]), (std::vector<int64_t>{2, 3})); // k not here
  EXPECT_EQ(k6.inputs[0], (*cases)[0].inputs[0]); // unchanged: the example
  for (const runtime::VerifyCase &c : *cases)
    for (int64_t v : int64s(c.inputs[1])) {
      EXPECT_GE(v, 0);
      EXPECT_LE(v, 9);
    }
  // Floats are drawn around the example's mean (about 10), not randn's 0.
  llvm::ArrayRef<char> raw = n3.inputs[0].getRawData();
  std::vector<float> f(raw.size() / sizeof(float));
  std::memcpy(f.data(), raw.data(), raw.size());
  double mean = 0;
  for (float v : f)
    mean += v / f.size();
  EXPECT_GT(mean, 3);
  // The same seed gives the same inputs; another seed other ones.
  auto again =
      runtime::makeVerifyCases(ctx, fixture("mixed_inputs.pt"), axes, 3, 7);
  auto other =
      runtime::makeVerifyCases(ctx, fixture("mixed_inputs.pt"), axes, 3, 8);
  ASSERT_TRUE(again && other);
  EXPECT_EQ((*again)[1].inputs[0], n3.inputs[0]);
  EXPECT_NE((*other)[1].inputs[0], n3.inputs[0]);
}

// A symbol the model takes only in multiples (a fact from its own checks)
// gets other sizes in steps of the multiple; s+m and 2s coincide when the
// example is m, and are one case. A range's min of 0 or 1 that is not a
// multiple adds no case.
TEST(VerifyCases, MultiplesStepByTheMultiple) {
  setUpOnce();
  Context ctx;
  std::vector<runtime::CaseAxis> axes = {
      {0, 0, "n", 1}, {1, 0, "n", 1}, {1, 1, "k"}, {2, 0, "n", 1}};
  for (runtime::CaseAxis &a : axes)
    a.multiple = a.symbol == "n" ? 2 : 3;
  auto cases =
      runtime::makeVerifyCases(ctx, fixture("mixed_inputs.pt"), axes, 3, 7);
  ASSERT_TRUE(bool(cases)) << llvm::toString(cases.takeError());
  std::vector<std::string> names;
  for (const runtime::VerifyCase &c : *cases)
    names.push_back(c.name);
  // n: example 2, then 4 (s+2 = 2s) and 6; k: example 3, then 6 and 9.
  EXPECT_EQ(names, (std::vector<std::string>{"example inputs", "n=4", "n=6",
                                             "k=6", "k=9"}));
  // Without the multiple, s+1 and 2s, and the min 1 of n's range.
  for (runtime::CaseAxis &a : axes)
    a.multiple = 1;
  cases = runtime::makeVerifyCases(ctx, fixture("mixed_inputs.pt"), axes, 3, 7);
  ASSERT_TRUE(bool(cases)) << llvm::toString(cases.takeError());
  names.clear();
  for (const runtime::VerifyCase &c : *cases)
    names.push_back(c.name);
  EXPECT_EQ(names, (std::vector<std::string>{"example inputs", "n=3", "n=4",
                                             "n=1", "k=4", "k=6"}));
}

TEST(VerifyCases, InconsistentSymbolSizesAreErrors) {
  setUpOnce();
  Context ctx;
  auto cases = runtime::makeVerifyCases(
      ctx, fixture("mixed_inputs.pt"), {{0, 1, "n"}, {1, 1, "n"}, {2, 0, "n"}},
      2, 0);
  ASSERT_FALSE(bool(cases));
  EXPECT_NE(llvm::toString(cases.takeError())
                .find("dynamic axis 'n' has size 3 in one example input and "
                      "2 in input #2 (axis 0)"),
            std::string::npos);
  auto rank = runtime::makeVerifyCases(ctx, fixture("mixed_inputs.pt"),
                                       {{2, 1, "n"}}, 2, 0);
  ASSERT_FALSE(bool(rank));
  EXPECT_NE(llvm::toString(rank.takeError()).find("which has rank 1"),
            std::string::npos);
}

TEST(VerifyExport, MissingRunnerIsAClearError) {
  Context ctx;
  auto e = exportModel(ctx, "pair.pt", "pair_inputs.pt", {}, {}, "pair2.onnx");
  ASSERT_TRUE(e);
  ::setenv("TOCC_ORT_RUNNER", "/nonexistent/run.js", 1);
  std::string log;
  llvm::raw_string_ostream os(log);
  llvm::Expected<VerifyResult> r = verifyExport(e->request, os);
  ::unsetenv("TOCC_ORT_RUNNER");
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError())
                .find("ONNX Runtime runner '/nonexistent/run.js' does not "
                      "exist"),
            std::string::npos);
}

/// The dtypes of the graph inputs, the graph outputs and the initializers
/// of the ONNX model at `path`, as read back.
struct WrittenDTypes {
  std::vector<DType> inputs, outputs, initializers;
};
WrittenDTypes readDTypes(Context &ctx, llvm::StringRef path) {
  WrittenDTypes d;
  llvm::Expected<std::unique_ptr<Module>> m = readOnnxModel(ctx, path);
  if (!m) {
    ADD_FAILURE() << llvm::toString(m.takeError());
    return d;
  }
  Graph *g = (*m)->lookupGraph("main");
  for (Value *v : g->getInputs())
    d.inputs.push_back(v->getType().getDType());
  for (Value *v : g->getReturnOp()->getOperands())
    d.outputs.push_back(v->getType().getDType());
  (*m)->walk([&](Operation *op) {
    if (op->getNameStr() == "onnx.initializer")
      d.initializers.push_back(op->getResult(0)->getType().getDType());
  });
  return d;
}

/// The C++ API's precision options: exportToOnnx converts the weights,
/// keeps f32 at the borders with keepIoTypes, and --verify uses the
/// precision's tolerances (scaled atol) without being told.
TEST(ExportPrecision, Fp16ThroughTheApiVerifiesWithThePrecisionsTolerances) {
  Context ctx;
  setUpOnce();
  loadRegisteredDialects(ctx);
  ExportOptions options;
  options.import.exampleInputsPath = fixture("mlp_inputs.pt");
  options.precision = "fp16";
  options.keepIoTypes = true;
  options.verify = true;
  options.progress = ProgressMode::Never;
  std::string log;
  llvm::raw_string_ostream os(log);
  options.log = &os;
  ExportResult result;
  std::string out = fixture("mlp-fp16.onnx");
  llvm::Error err = exportToOnnx(fixture("mlp.pt"), out, ctx, options, &result);
  ASSERT_FALSE(bool(err)) << llvm::toString(std::move(err)) << log;
  EXPECT_TRUE(result.verified) << log;
  EXPECT_TRUE(llvm::any_of(result.stages, [](const StageStats &s) {
    return s.name == "precision";
  }));
  // fp16's tolerances, atol relative to the output's scale.
  auto [rtol, atol] = precisionTolerances("fp16");
  EXPECT_DOUBLE_EQ(rtol, 20 * 0x1p-11);
  EXPECT_NE(log.find("x each output's largest |value|"), std::string::npos)
      << log;
  WrittenDTypes d = readDTypes(ctx, out);
  EXPECT_EQ(d.inputs, std::vector<DType>{DType::F32});
  EXPECT_EQ(d.outputs, std::vector<DType>{DType::F32});
  ASSERT_FALSE(d.initializers.empty());
  EXPECT_TRUE(llvm::is_contained(d.initializers, DType::F16));
  EXPECT_FALSE(llvm::is_contained(d.initializers, DType::F32));

  // Without keepIoTypes the model takes and returns f16; a given atol is
  // absolute again, and this one is too tight for fp16.
  options.keepIoTypes = false;
  options.atol = 1e-7;
  options.rtol = 1e-7;
  log.clear();
  std::string strict = fixture("mlp-fp16-strict.onnx");
  llvm::Error tight = exportToOnnx(fixture("mlp.pt"), strict, ctx, options);
  EXPECT_TRUE(bool(tight)) << log;
  llvm::consumeError(std::move(tight));
  EXPECT_EQ(log.find("x each output's largest |value|"), std::string::npos)
      << log;
  EXPECT_NE(log.find("rtol 1e-07, atol 1e-07"), std::string::npos) << log;
}

TEST(ExportPrecision, KeepFp32ListAndBadPrecisionThroughTheApi) {
  Context ctx;
  setUpOnce();
  loadRegisteredDialects(ctx);
  ExportOptions options;
  options.import.exampleInputsPath = fixture("mlp_inputs.pt");
  options.progress = ProgressMode::Never;
  // Gemm kept in f32: its weights stay f32 initializers.
  options.precision = "fp16";
  options.precisionKeepFp32 = std::vector<std::string>{"Gemm", "MatMul"};
  std::string kept = fixture("mlp-fp16-gemm32.onnx");
  llvm::Error err = exportToOnnx(fixture("mlp.pt"), kept, ctx, options);
  ASSERT_FALSE(bool(err)) << llvm::toString(std::move(err));
  WrittenDTypes d = readDTypes(ctx, kept);
  EXPECT_EQ(d.inputs, std::vector<DType>{DType::F16});
  EXPECT_TRUE(llvm::is_contained(d.initializers, DType::F32));

  // An unknown precision is an error, and no file is written.
  options.precision = "fp8";
  options.precisionKeepFp32.reset();
  std::string bad = fixture("mlp-fp8.onnx");
  llvm::Error refused = exportToOnnx(fixture("mlp.pt"), bad, ctx, options);
  ASSERT_TRUE(bool(refused));
  EXPECT_NE(llvm::toString(std::move(refused)).find("fp8"), std::string::npos);
  EXPECT_FALSE(llvm::sys::fs::exists(bad));
}

} // namespace

