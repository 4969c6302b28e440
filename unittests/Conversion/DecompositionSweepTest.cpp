//===- DecompositionSweepTest.cpp - Every decomposition against its aten op
//-===//
//
// The numeric sweep (docs/testing.md): every graph of
// unittests/Conversion/Samples/*.mlir is run by the interpreter on random
// inputs, once as written (aten ops through LibTorch's dispatcher) and once
// after the file's pipeline (`decompose,dce` unless a `// sweep-pipeline:`
// comment says otherwise; core ops through the runtime's table), and the
// outputs must agree. Every registered decomposition must appear in a
// sample of a pipeline that decomposes.
//
//===----------------------------------------------------------------------===//
#include "SweepSamples.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Runtime/Interpreter.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <ATen/ATen.h>
#include <torch/library.h>

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <sstream>

#ifndef TOCC_SWEEP_SAMPLES_DIR
#error "TOCC_SWEEP_SAMPLES_DIR must name unittests/Conversion/Samples"
#endif

using namespace tocc;

// `tocc_test::bad_relu` is relu in LibTorch (so the interpreter runs the
// sample as written), and its decomposition is deliberately wrong:
// core.add(x, x).
static at::Tensor badReluKernel(const at::Tensor &x) { return at::relu(x); }

TORCH_LIBRARY(tocc_test, m) {
  m.def("bad_relu(Tensor x) -> Tensor", badReluKernel);
}

namespace {

using namespace tocc::sweep;

/// Seeds per sample: each run draws fresh inputs.
constexpr unsigned kNumSeeds = 3;
/// Entries registered by this test (the deliberately wrong one) live in this
/// namespace and are not part of the coverage check.
constexpr llvm::StringLiteral kTestNamespace = "tocc_test.";


struct SweepStats {
  size_t samples = 0, runs = 0;
};

/// Runs every sample of `file` for each seed; returns one message per
/// failure (sample, seed, output, error).
std::vector<std::string> runSampleFile(const SampleFile &file,
                                       SweepStats &stats) {
  std::vector<std::string> failures = file.errors;
  for (const Chunk &chunk : file.chunks)
    for (const Sample &s : chunk.samples) {
      ++stats.samples;
      Graph *before = chunk.before->lookupGraph(s.graphName);
      Graph *after = chunk.after->lookupGraph(s.graphName);
      if (!before || !after) {
        failures.push_back(describe(file, s) +
                           ": the pipeline removed the graph");
        continue;
      }
      for (unsigned seed = 0; seed < kNumSeeds; ++seed) {
        ++stats.runs;
        std::string prefix =
            describe(file, s) + ", seed " + std::to_string(seed);
        at::manual_seed(seed);
        std::vector<c10::IValue> inputs;
        std::string inputError;
        for (Value *arg : before->getInputs()) {
          llvm::Expected<at::Tensor> t = randomInput(arg->getType());
          if (!t) {
            inputError = llvm::toString(t.takeError());
            break;
          }
          inputs.push_back(*t);
        }
        if (!inputError.empty()) {
          failures.push_back(prefix + ": " + inputError);
          break;
        }
        // The same seed for both runs: random ops draw the same numbers
        // where the decomposition calls the same kernel.
        // Each run gets its own copy of the inputs: an in-place aten op
        // (index_put_ on an argument) writes into the tensor it is given.
        auto copies = [&inputs] {
          std::vector<c10::IValue> c;
          for (const c10::IValue &v : inputs)
            c.push_back(v.toTensor().clone());
          return c;
        };
        at::manual_seed(1000 + seed);
        auto want = runtime::run(*before, copies());
        if (!want) {
          failures.push_back(prefix + ": the aten graph does not run: " +
                             llvm::toString(want.takeError()));
          break;
        }
        at::manual_seed(1000 + seed);
        auto got = runtime::run(*after, copies());
        if (!got) {
          failures.push_back(
              prefix + ": the graph after '" + file.pipeline +
              "' does not run: " + llvm::toString(got.takeError()));
          break;
        }
        if (got->size() != want->size()) {
          failures.push_back(prefix + ": " + std::to_string(got->size()) +
                             " outputs after, " + std::to_string(want->size()) +
                             " before");
          break;
        }
        for (size_t i = 0; i < want->size(); ++i)
          if (std::string why =
                  compareValues((*got)[i], (*want)[i], s.shapesOnly);
              !why.empty())
            failures.push_back(prefix + ", output #" + std::to_string(i) +
                               ": " + why);
      }
    }
  return failures;
}

/// Registered entries (outside the test's own namespace) that occur in no
/// sample of a decomposing pipeline.
std::vector<std::string>
uncoveredEntries(llvm::ArrayRef<std::string> entries,
                 llvm::ArrayRef<const SampleFile *> files) {
  std::vector<std::string> uncovered;
  for (const std::string &name : entries) {
    if (llvm::StringRef(name).starts_with(kTestNamespace))
      continue;
    bool covered = llvm::any_of(files, [&](const SampleFile *f) {
      return f->decomposes && f->opNames.contains(name);
    });
    if (!covered)
      uncovered.push_back(name);
  }
  return uncovered;
}


//===----------------------------------------------------------------------===//
// The sweep: one test per sample file, then coverage
//===----------------------------------------------------------------------===//

SweepStats totals;

class DecompositionSweep : public ::testing::TestWithParam<std::string> {};

TEST_P(DecompositionSweep, MatchesAten) {
  const SampleFile *file = findSampleFile(GetParam());
  ASSERT_TRUE(file) << GetParam();
  std::vector<std::string> failures = runSampleFile(*file, totals);
  EXPECT_TRUE(failures.empty())
      << failures.size() << " failure(s) in " << file->path << ":\n"
      << joinLines(failures);
}

std::string testNameOf(const ::testing::TestParamInfo<std::string> &info) {
  std::string name = llvm::sys::path::stem(info.param).str();
  for (char &c : name)
    if (!llvm::isAlnum(c))
      c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Samples, DecompositionSweep,
                         ::testing::ValuesIn(listSampleFiles()), testNameOf);

/// The builtin entries (not the test's own) and how many of them no sample
/// covers.
std::pair<size_t, std::vector<std::string>> coverage() {
  std::vector<const SampleFile *> files;
  for (const auto &f : allSampleFiles())
    files.push_back(f.get());
  std::vector<std::string> entries = getRegisteredDecompositions();
  size_t builtin = llvm::count_if(entries, [](const std::string &n) {
    return !llvm::StringRef(n).starts_with(kTestNamespace);
  });
  return {builtin, uncoveredEntries(entries, files)};
}

/// Prints the summary line after every test ran: entries covered, samples,
/// and the runs made (samples x seeds of the sample files that ran).
class SweepSummary : public ::testing::Environment {
public:
  void TearDown() override {
    Context ctx;
    setUpDialects(ctx);
    auto [builtin, uncovered] = coverage();
    size_t samples = 0;
    for (const auto &f : allSampleFiles())
      samples += f->numSamples();
    std::cout << "sweep: " << builtin - uncovered.size() << " of " << builtin
              << " entries covered, " << allSampleFiles().size()
              << " sample files, " << samples << " samples, " << totals.runs
              << " runs (samples x " << kNumSeeds << " seeds)\n";
  }
};

[[maybe_unused]] const auto *summary =
    ::testing::AddGlobalTestEnvironment(new SweepSummary);

TEST(DecompositionSweepCoverage, EveryEntryHasASample) {
  std::vector<const SampleFile *> files;
  for (const auto &f : allSampleFiles())
    files.push_back(f.get());
  ASSERT_FALSE(files.empty())
      << "no sample files in " << TOCC_SWEEP_SAMPLES_DIR;
  Context ctx;
  setUpDialects(ctx);
  std::vector<std::string> uncovered = coverage().second;
  EXPECT_TRUE(uncovered.empty())
      << uncovered.size() << " registered decomposition(s) have no sample in "
      << TOCC_SWEEP_SAMPLES_DIR << ":\n"
      << joinLines(uncovered);
}

// The core->core expansions of composite ops: each is covered by a sample of
// a file whose pipeline expands composites (composites.mlir).
TEST(DecompositionSweepCoverage, EveryExpansionHasASample) {
  Context ctx;
  setUpDialects(ctx);
  std::vector<std::string> uncovered;
  for (const std::string &name : getRegisteredExpansions()) {
    bool covered = llvm::any_of(allSampleFiles(), [&](const auto &f) {
      return llvm::StringRef(f->pipeline).contains("expand-composites") &&
             f->opNames.contains(name);
    });
    if (!covered)
      uncovered.push_back(name);
  }
  EXPECT_TRUE(uncovered.empty())
      << uncovered.size() << " registered expansion(s) have no sample in "
      << TOCC_SWEEP_SAMPLES_DIR << ":\n"
      << joinLines(uncovered);
}

//===----------------------------------------------------------------------===//
// The harness can fail
//===----------------------------------------------------------------------===//

void registerBadRelu() {
  static bool registered = [] {
    llvm::Error err = registerDecomposition(
        "tocc_test::bad_relu",
        [](DecompositionRewriter &rw, Operation *op) -> LogicalResult {
          Value *x = op->getOperand(0);
          Value *twice =
              rw.create("core.add", op->getResult(0)->getType(), {x, x});
          if (!twice)
            return failure();
          rw.replaceOp(op, {twice});
          return success();
        });
    EXPECT_FALSE(err) << llvm::toString(std::move(err));
    return true;
  }();
  (void)registered;
}

constexpr llvm::StringLiteral kBadReluSample = R"(
graph @bad(%x: tensor<[4, 5], f32>) -> (tensor<[4, 5], f32>) {
  %y = tocc_test.bad_relu(%x) {tocc.schema = "tocc_test::bad_relu(Tensor x) -> Tensor"} : tensor<[4, 5], f32>
  return %y
}

// -----

// sweep: shapes-only
graph @bad_shapes_only(%x: tensor<[3], f32>) -> (tensor<[3], f32>) {
  %y = tocc_test.bad_relu(%x) {tocc.schema = "tocc_test::bad_relu(Tensor x) -> Tensor"} : tensor<[3], f32>
  return %y
}
)";

TEST(DecompositionSweepHarness, ReportsAWrongDecomposition) {
  Context ctx;
  setUpDialects(ctx);
  registerBadRelu();
  auto file = loadSampleText("inline_bad_relu.mlir", kBadReluSample);
  ASSERT_TRUE(file->errors.empty()) << joinLines(file->errors);
  ASSERT_EQ(file->numSamples(), 2u);
  SweepStats stats;
  std::vector<std::string> failures = runSampleFile(*file, stats);
  EXPECT_EQ(stats.samples, 2u);
  EXPECT_EQ(stats.runs, 2u * kNumSeeds);
  // One mismatch per seed for @bad; none for the shapes-only sample (x + x
  // and relu(x) agree in shape and dtype).
  ASSERT_EQ(failures.size(), kNumSeeds) << joinLines(failures);
  for (unsigned seed = 0; seed < kNumSeeds; ++seed) {
    const std::string &f = failures[seed];
    EXPECT_NE(f.find("sample @bad (inline_bad_relu.mlir:2)"), std::string::npos)
        << f;
    EXPECT_NE(f.find("seed " + std::to_string(seed)), std::string::npos) << f;
    EXPECT_NE(f.find("output #0"), std::string::npos) << f;
    EXPECT_NE(f.find("max abs error"), std::string::npos) << f;
    EXPECT_NE(f.find("max rel error"), std::string::npos) << f;
  }
  // The op is a registered entry covered by this inline sample.
  const SampleFile *files[] = {file.get()};
  EXPECT_TRUE(file->opNames.contains("tocc_test.bad_relu"));
  EXPECT_TRUE(uncoveredEntries({"aten.relu"}, files).size() == 1);
}

TEST(DecompositionSweepHarness, ReportsAnUncoveredEntry) {
  auto file = loadSampleText("inline_relu.mlir", R"(
graph @relu(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %y = aten.relu(%x) : tensor<[2], f32>
  return %y
}
)");
  ASSERT_TRUE(file->errors.empty()) << joinLines(file->errors);
  const SampleFile *files[] = {file.get()};
  std::vector<std::string> entries = {"aten.relu", "aten.t",
                                      "tocc_test.bad_relu"};
  EXPECT_EQ(uncoveredEntries(entries, files),
            std::vector<std::string>{"aten.t"});
  // A file whose pipeline does not decompose covers nothing.
  auto noDecompose = loadSampleText("inline_dce.mlir", R"(// sweep-pipeline: dce
graph @t(%x: tensor<[2, 3], f32>) -> (tensor<[3, 2], f32>) {
  %y = aten.t(%x) : tensor<[3, 2], f32>
  return %y
}
)");
  EXPECT_FALSE(noDecompose->decomposes);
  EXPECT_TRUE(noDecompose->opNames.contains("aten.t"));
  files[0] = noDecompose.get();
  EXPECT_EQ(uncoveredEntries({"aten.t"}, files),
            std::vector<std::string>{"aten.t"});
}

TEST(DecompositionSweepHarness, ReportsAtenOpsLeftAndBadSamples) {
  auto file = loadSampleText("inline_left.mlir", R"(// sweep-pipeline: dce
graph @t(%x: tensor<[2, 3], f32>) -> (tensor<[3, 2], f32>) {
  %y = aten.t(%x) : tensor<[3, 2], f32>
  return %y
}

// -----

graph @dynamic(%x: tensor<[n], f32>) -> (tensor<[n], f32>) {
  %y = aten.relu(%x) : tensor<[n], f32>
  return %y
}
)");
  ASSERT_EQ(file->errors.size(), 2u) << joinLines(file->errors);
  EXPECT_NE(file->errors[0].find("inline_left.mlir:3: 'aten.t' is left after "
                                 "'dce'"),
            std::string::npos)
      << file->errors[0];
  EXPECT_NE(file->errors[1].find("inline_left.mlir:10: 'aten.relu' is left"),
            std::string::npos)
      << file->errors[1];
  // With decompose, the dynamic sample loads but cannot get inputs.
  auto dynamic = loadSampleText("inline_dynamic.mlir", R"(
graph @dynamic(%x: tensor<[n], f32>) -> (tensor<[n], f32>) {
  %y = aten.relu(%x) : tensor<[n], f32>
  return %y
}
)");
  ASSERT_TRUE(dynamic->errors.empty()) << joinLines(dynamic->errors);
  SweepStats stats;
  std::vector<std::string> failures = runSampleFile(*dynamic, stats);
  ASSERT_EQ(failures.size(), 1u);
  EXPECT_NE(failures[0].find("sample @dynamic (inline_dynamic.mlir:2), seed "
                             "0: every argument must be a fully static "
                             "tensor type"),
            std::string::npos)
      << failures[0];
}

TEST(DecompositionSweepHarness, ComparesAsDocumented) {
  at::Tensor a = at::tensor({1.0f, NAN, INFINITY});
  EXPECT_EQ(compareValues(a.clone(), a, false), "");
  EXPECT_EQ(compareValues(a + 1e-6, a, false), "");
  EXPECT_NE(compareValues(a + 1e-3, a, false), "");
  EXPECT_NE(compareValues(a.to(at::kDouble), a, false).find("dtype"),
            std::string::npos);
  EXPECT_NE(compareValues(a.reshape({3, 1}), a, false).find("sizes"),
            std::string::npos);
  EXPECT_EQ(compareValues(a * 2, a, /*shapesOnly=*/true), "");
  at::Tensor h = at::tensor({1.0f, 2.0f}).to(at::kHalf);
  EXPECT_EQ(compareValues(h + 0.005, h, false), "");
  at::Tensor i = at::tensor({1, 2, 3});
  EXPECT_NE(compareValues(i + 1, i, false).find("3 of 3 elements differ"),
            std::string::npos);
  EXPECT_EQ(
      compareValues(c10::IValue(int64_t(2)), c10::IValue(int64_t(2)), false),
      "");
  EXPECT_NE(
      compareValues(c10::IValue(int64_t(3)), c10::IValue(int64_t(2)), false),
      "");
}

} // namespace
