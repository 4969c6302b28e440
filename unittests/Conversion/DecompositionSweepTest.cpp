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

/// Seeds per sample: each run draws fresh inputs.
constexpr unsigned kNumSeeds = 3;
constexpr llvm::StringLiteral kDefaultPipeline = "decompose,dce";
constexpr llvm::StringLiteral kPipelineComment = "// sweep-pipeline:";
constexpr llvm::StringLiteral kShapesOnlyComment = "// sweep: shapes-only";
/// Entries registered by this test (the deliberately wrong one) live in this
/// namespace and are not part of the coverage check.
constexpr llvm::StringLiteral kTestNamespace = "tocc_test.";

void setUpDialects(Context &ctx) {
  static bool registered = [] {
    registerAllDialects();
    registerTransformsPasses();
    registerAtenToCorePasses();
    registerAtenDecompositions();
    registerCoreToCorePasses();
    registerCoreExpansions();
    return true;
  }();
  (void)registered;
  loadRegisteredDialects(ctx);
}

/// One graph of a sample file.
struct Sample {
  std::string graphName;
  unsigned line = 0;
  bool shapesOnly = false;
};

/// One `// -----` chunk: the module as written and after the pipeline.
struct Chunk {
  unsigned firstLine = 0;
  std::unique_ptr<Module> before, after;
  std::vector<Sample> samples;
};

/// A parsed sample file. Problems that stop a chunk from running (parse
/// errors, a failing pipeline, aten ops left) are in `errors`, each naming
/// the file and line.
struct SampleFile {
  std::string path;
  std::string pipeline;
  bool decomposes = false;
  std::unique_ptr<Context> ctx;
  std::vector<Chunk> chunks;
  llvm::StringSet<> opNames;
  std::vector<std::string> errors;

  size_t numSamples() const {
    size_t n = 0;
    for (const Chunk &c : chunks)
      n += c.samples.size();
    return n;
  }
};

std::string where(const SampleFile &file, unsigned line) {
  return llvm::sys::path::filename(file.path).str() + ":" +
         std::to_string(line);
}

std::string describe(const SampleFile &file, const Sample &s) {
  return "sample @" + s.graphName + " (" + where(file, s.line) + ")";
}

bool pipelineDecomposes(llvm::StringRef pipeline, std::string &error) {
  auto passes = parsePassPipeline(pipeline);
  if (!passes) {
    error = llvm::toString(passes.takeError());
    return false;
  }
  return llvm::any_of(*passes, [](const std::unique_ptr<Pass> &p) {
    return p->getArgument() == "decompose";
  });
}

/// Splits `text` (the contents of `path`) into samples, parses each chunk
/// twice and runs the pipeline on the second copy.
std::unique_ptr<SampleFile> loadSampleText(llvm::StringRef path,
                                           llvm::StringRef text) {
  auto file = std::make_unique<SampleFile>();
  file->path = path.str();
  file->pipeline = kDefaultPipeline.str();
  file->ctx = std::make_unique<Context>();
  Context &ctx = *file->ctx;
  setUpDialects(ctx);
  ctx.setAllowUnregisteredOps(true);

  llvm::SmallVector<llvm::StringRef, 0> lines;
  text.split(lines, '\n');
  for (llvm::StringRef l : lines)
    if (l.trim().starts_with(kPipelineComment)) {
      file->pipeline =
          l.trim().drop_front(kPipelineComment.size()).trim().str();
      break;
    }
  std::string pipelineError;
  file->decomposes = pipelineDecomposes(file->pipeline, pipelineError);
  if (!pipelineError.empty()) {
    file->errors.push_back(where(*file, 1) + ": bad sweep-pipeline '" +
                           file->pipeline + "': " + pipelineError);
    return file;
  }

  // Diagnostics go to the message of the chunk being loaded.
  std::string diagnostics;
  auto handler = ctx.getDiagEngine().registerHandler([&](const Diagnostic &d) {
    llvm::raw_string_ostream os(diagnostics);
    os << d.getLocation() << ": " << severityName(d.getSeverity()) << ": "
       << d.getMessage() << "\n";
    return success();
  });

  // Chunks: line ranges between `// -----` separators. Each is parsed with
  // as many leading newlines as it has lines before it, so locations are
  // lines of the file.
  unsigned begin = 0;
  for (unsigned i = 0; i <= lines.size(); ++i) {
    if (i < lines.size() && lines[i].trim() != "// -----")
      continue;
    unsigned lo = begin, hi = i;
    begin = i + 1;
    std::string chunkText(lo, '\n');
    bool hasGraph = false;
    for (unsigned j = lo; j < hi; ++j) {
      chunkText += lines[j].str() + "\n";
      hasGraph |= lines[j].trim().starts_with("graph ");
    }
    unsigned firstLine = lo + 1;
    if (!hasGraph)
      continue;

    Chunk chunk;
    chunk.firstLine = firstLine;
    diagnostics.clear();
    chunk.before = parseSourceString(chunkText, ctx, path);
    if (chunk.before && failed(verify(*chunk.before)))
      chunk.before.reset();
    if (!chunk.before) {
      file->errors.push_back(where(*file, firstLine) +
                             ": the sample does not parse or verify:\n" +
                             diagnostics);
      continue;
    }
    chunk.after = parseSourceString(chunkText, ctx, path);
    for (Graph &g : chunk.before->getGraphs()) {
      Sample s;
      s.graphName = g.getName().str();
      s.line = g.getLoc().getFileLoc().getLine();
      // `// sweep: shapes-only` among the comment lines right above.
      for (unsigned l = s.line > 0 ? s.line - 1 : 0; l >= 1; --l) {
        llvm::StringRef t = lines[l - 1].trim();
        if (t.empty())
          continue;
        if (!t.starts_with("//") || t == "// -----")
          break;
        if (t == kShapesOnlyComment)
          s.shapesOnly = true;
      }
      chunk.samples.push_back(std::move(s));
      g.walk([&](Operation *op) { file->opNames.insert(op->getNameStr()); });
    }

    PassManager pm(ctx);
    if (llvm::Error err = pm.addPipeline(file->pipeline)) {
      file->errors.push_back(where(*file, firstLine) + ": " +
                             llvm::toString(std::move(err)));
      continue;
    }
    diagnostics.clear();
    if (failed(pm.run(*chunk.after))) {
      file->errors.push_back(where(*file, firstLine) + ": pipeline '" +
                             file->pipeline + "' failed:\n" + diagnostics);
      continue;
    }
    bool clean = true;
    chunk.after->walk([&](Operation *op) {
      if (!op->getNameStr().starts_with("aten."))
        return;
      clean = false;
      Location loc = op->getLoc().getFileLoc();
      file->errors.push_back(
          where(*file, loc.isUnknown() ? firstLine : loc.getLine()) + ": '" +
          op->getNameStr().str() + "' is left after '" + file->pipeline +
          "' (in the chunk at line " + std::to_string(firstLine) + ")");
    });
    if (clean)
      file->chunks.push_back(std::move(chunk));
  }
  ctx.getDiagEngine().eraseHandler(handler);
  return file;
}

/// Every sample file, loaded once.
const std::vector<std::unique_ptr<SampleFile>> &allSampleFiles();

std::vector<std::string> listSampleFiles() {
  std::vector<std::string> paths;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(TOCC_SWEEP_SAMPLES_DIR, ec), end;
       it != end && !ec; it.increment(ec))
    if (llvm::StringRef(it->path()).ends_with(".mlir"))
      paths.push_back(it->path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::unique_ptr<SampleFile> loadSampleFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    auto file = std::make_unique<SampleFile>();
    file->path = path;
    file->errors.push_back(path +
                           ": cannot read: " + buffer.getError().message());
    return file;
  }
  return loadSampleText(path, (*buffer)->getBuffer());
}

const std::vector<std::unique_ptr<SampleFile>> &allSampleFiles() {
  static std::vector<std::unique_ptr<SampleFile>> files = [] {
    std::vector<std::unique_ptr<SampleFile>> loaded;
    for (const std::string &path : listSampleFiles())
      loaded.push_back(loadSampleFile(path));
    return loaded;
  }();
  return files;
}

const SampleFile *findSampleFile(llvm::StringRef path) {
  for (const auto &f : allSampleFiles())
    if (f->path == path)
      return f.get();
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Running and comparing
//===----------------------------------------------------------------------===//

llvm::Expected<at::Tensor> randomInput(Type type) {
  if (!type.isTensor() || !type.hasStaticShape())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "every argument must be a fully static tensor type, not " + type.str());
  std::vector<int64_t> sizes;
  for (Dim d : type.getDims())
    sizes.push_back(d.getStatic());
  DType dtype = type.getDType();
  std::optional<c10::ScalarType> st = runtime::toScalarType(dtype);
  if (!st)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no random inputs of dtype " +
                                       dtypeName(dtype).str());
  if (isFloatDType(dtype))
    return at::randn(sizes, at::kFloat).to(*st);
  if (dtype == DType::C64 || dtype == DType::C128)
    return at::randn(sizes, at::TensorOptions().dtype(*st));
  if (dtype == DType::Bool)
    return at::randint(0, 2, sizes, at::kLong).to(at::kBool);
  return at::randint(0, 4, sizes, at::kLong).to(*st);
}

struct Tolerance {
  double rtol, atol;
};

Tolerance toleranceFor(at::ScalarType st) {
  if (st == at::kHalf || st == at::kBFloat16)
    return {1e-2, 1e-2};
  return {1e-4, 1e-5};
}

/// Empty if `got` (after the pipeline) matches `want` (as written); else
/// what differs.
std::string compareValues(const c10::IValue &got, const c10::IValue &want,
                          bool shapesOnly) {
  std::string out;
  llvm::raw_string_ostream os(out);
  if (want.isTensor() != got.isTensor())
    return "one side is a tensor and the other a " +
           std::string(want.isTensor() ? got.tagKind() : want.tagKind());
  if (want.isTensor()) {
    at::Tensor g = got.toTensor(), w = want.toTensor();
    if (g.scalar_type() != w.scalar_type())
      return std::string("dtype ") + c10::toString(g.scalar_type()) +
             " after, " + c10::toString(w.scalar_type()) + " before";
    if (g.sizes() != w.sizes()) {
      std::ostringstream s;
      s << "sizes " << g.sizes() << " after, " << w.sizes() << " before";
      return s.str();
    }
    if (shapesOnly || w.numel() == 0)
      return "";
    if (w.is_complex()) {
      g = at::view_as_real(g.contiguous());
      w = at::view_as_real(w.contiguous());
    }
    if (!w.is_floating_point()) {
      if (at::equal(g, w))
        return "";
      at::Tensor diff = g.ne(w);
      int64_t n = diff.sum().item<int64_t>();
      at::Tensor gd = g.to(at::kDouble), wd = w.to(at::kDouble);
      os << n << " of " << w.numel()
         << " elements differ (exact compare), max abs error "
         << (gd - wd).abs().max().item<double>();
      return out;
    }
    Tolerance tol = toleranceFor(w.scalar_type());
    at::Tensor gd = g.to(at::kDouble), wd = w.to(at::kDouble);
    at::Tensor bothNan = gd.isnan().logical_and(wd.isnan());
    at::Tensor same = gd.eq(wd); // infinities of the same sign
    at::Tensor absErr = (gd - wd).abs();
    at::Tensor close = absErr.le(tol.atol + tol.rtol * wd.abs());
    at::Tensor ok = close.logical_or(bothNan).logical_or(same);
    if (ok.all().item<bool>())
      return "";
    at::Tensor bad = ok.logical_not();
    at::Tensor finiteErr =
        at::where(bad, absErr.nan_to_num(0, 0, 0), at::zeros_like(absErr));
    at::Tensor relErr = finiteErr / wd.abs().clamp_min(1e-30);
    os << bad.sum().item<int64_t>() << " of " << w.numel()
       << " elements differ beyond rtol " << tol.rtol << " atol " << tol.atol
       << ": max abs error " << finiteErr.max().item<double>()
       << ", max rel error " << relErr.max().item<double>();
    int64_t first = bad.reshape({-1}).nonzero()[0].item<int64_t>();
    os << "; first at flat index " << first << ": "
       << gd.reshape({-1})[first].item<double>() << " after, "
       << wd.reshape({-1})[first].item<double>() << " before";
    return out;
  }
  if (want.isList() || want.isTuple()) {
    std::vector<c10::IValue> gs =
        got.isTuple() ? got.toTupleRef().elements().vec()
                      : (got.isList() ? got.toListRef().vec()
                                      : std::vector<c10::IValue>());
    std::vector<c10::IValue> ws = want.isTuple()
                                      ? want.toTupleRef().elements().vec()
                                      : want.toListRef().vec();
    if (gs.size() != ws.size())
      return "a list/tuple of " + std::to_string(gs.size()) + " after, " +
             std::to_string(ws.size()) + " before";
    for (size_t i = 0; i < ws.size(); ++i)
      if (std::string why = compareValues(gs[i], ws[i], shapesOnly);
          !why.empty())
        return "element " + std::to_string(i) + ": " + why;
    return "";
  }
  if (shapesOnly)
    return std::string(got.tagKind()) == want.tagKind()
               ? ""
               : "kind " + got.tagKind() + " after, " + want.tagKind() +
                     " before";
  if (want.isDouble() && got.isDouble()) {
    double g = got.toDouble(), w = want.toDouble();
    if ((std::isnan(g) && std::isnan(w)) || g == w ||
        std::abs(g - w) <= 1e-5 + 1e-4 * std::abs(w))
      return "";
  } else if (want.isInt() && got.isInt()) {
    if (got.toInt() == want.toInt())
      return "";
  } else if (want.isBool() && got.isBool()) {
    if (got.toBool() == want.toBool())
      return "";
  }
  std::ostringstream s;
  s << "value " << got << " after, " << want << " before";
  return s.str();
}

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

std::string joinLines(llvm::ArrayRef<std::string> lines) {
  std::string out;
  for (const std::string &l : lines)
    out += "  " + l + "\n";
  return out;
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
