//===- LoweringSweepTest.cpp - Every lowering against the interpreter, in ORT
//===//
//
// The lowering sweep (docs/testing.md): every graph of
// unittests/Conversion/Samples/*.mlir, after its file's pipeline (core
// ops), is run by the interpreter on random inputs, then lowered with
// `lower-to-onnx` at each sweep opset, written as an ONNX model with the
// inputs and the interpreter's outputs in ONNX's test-data layout, and run
// by ONNX Runtime (utils/ort/run.js --batch), which must agree. The sweep
// opsets are 9, 21 and every since_opset of a lowering entry in between, so
// each entry runs at the opset where it starts. A lowered graph identical
// to the one of the previous opset (same ops, same schema versions) is not
// run again. Every lowering entry must run in some sample at an opset in
// its range. A file's `// sweep-after-lowering: PASSES` runs those onnx
// passes after lower-to-onnx (fuse-onnx-ops' samples, compared in ORT at
// opset 23 with the fused ops).
//
//===----------------------------------------------------------------------===//
#include "SweepSamples.h"

#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Parser.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Runtime/Interpreter.h"
#include "tocc/Target/Onnx/OnnxFiles.h"
#include "tocc/Target/Onnx/OnnxWriter.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <iostream>
#include <map>
#include <set>

#ifndef TOCC_ORT_RUNNER
#error "TOCC_ORT_RUNNER must name utils/ort/run.js"
#endif

using namespace tocc;
using namespace tocc::sweep;

namespace {

/// The seed of the inputs (one per sample: the decomposition sweep varies
/// seeds; here the opsets vary).
constexpr unsigned kSeed = 7;

/// 9, 23 and every since_opset of a lowering entry in between.
std::vector<int64_t> sweepOpsets() {
  std::set<int64_t> opsets{onnx::kMinTargetOpset, onnx::kMaxOpset};
  for (const std::string &name : getLoweredOps())
    for (int64_t since : getLoweringOpsets(name))
      if (since > onnx::kMinTargetOpset && since <= onnx::kMaxOpset)
        opsets.insert(since);
  return {opsets.begin(), opsets.end()};
}

/// One model for ORT.
struct Job {
  std::string id, dir, what;
  bool loadOnly = false;
  double rtol = 1e-4, atol = 1e-5;
  /// (core op, opset) pairs this job vouches for when it passes.
  std::vector<std::pair<std::string, int64_t>> covers;
};

struct Coverage {
  /// (core op name, opset) that ran and passed in ORT.
  std::set<std::pair<std::string, int64_t>> passed;
};
Coverage coverage;
size_t filesSwept = 0, modelsRun = 0, ortUnsupported = 0, declinedPairs = 0;

std::string stem(llvm::StringRef path) {
  return llvm::sys::path::stem(path).str();
}

llvm::Error writeTensor(const at::Tensor &t, Context &ctx,
                        llvm::StringRef path) {
  at::Tensor c = t.contiguous();
  Type type = runtime::typeOfTensor(ctx, c);
  llvm::ArrayRef<char> bytes(static_cast<const char *>(c.data_ptr()),
                             size_t(c.numel()) * c.element_size());
  return writeTensorProtoFile(ctx.getDenseAttr(type, bytes), "", path);
}

/// Lowered graphs with the same text and the same schema versions are the
/// same model: the key of one.
std::string modelKey(Module &m) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (Graph &g : m.getGraphs())
    g.walk([&](Operation *op) {
      if (auto info = onnx::lookupSchema(onnx::getOpDomain(op),
                                         onnx::getOpType(op),
                                         onnx::getOpsetVersionFor(op)
                                             .value_or(onnx::kDefaultOpset)))
        os << info->opType << "-" << info->sinceVersion << " ";
    });
  Attribute opsets = m.getAttr("onnx.opset_import");
  m.removeAttr("onnx.opset_import");
  m.print(os);
  if (opsets)
    m.setAttr("onnx.opset_import", opsets);
  return os.str();
}

/// Runs ORT on every job; returns one message per failure.
std::vector<std::string> runJobs(std::vector<Job> &jobs,
                                 const std::string &workDir) {
  std::vector<std::string> failures;
  if (jobs.empty())
    return failures;
  auto node = llvm::sys::findProgramByName("node");
  if (!node)
    return {"node (Node.js) is not on PATH: the lowering sweep needs ONNX "
            "Runtime through utils/ort/run.js"};
  std::string jobsPath = workDir + "/jobs.jsonl",
              outPath = workDir + "/results.jsonl",
              errPath = workDir + "/stderr.txt";
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(jobsPath, ec);
    if (ec)
      return {"cannot write " + jobsPath + ": " + ec.message()};
    for (const Job &j : jobs) {
      llvm::json::Object o{{"id", j.id},
                           {"model", j.dir + "/model.onnx"},
                           {"dataSets", llvm::json::Array{
                                            j.dir + "/test_data_set_0"}},
                           {"rtol", j.rtol},
                           {"atol", j.atol},
                           {"loadOnly", j.loadOnly}};
      os << llvm::json::Value(std::move(o)) << "\n";
    }
  }
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(jobsPath), llvm::StringRef(outPath),
      llvm::StringRef(errPath)};
  std::string runner = TOCC_ORT_RUNNER;
  llvm::StringRef args[] = {*node, runner, "--batch"};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(*node, args, std::nullopt, redirects, 0,
                                     0, &execError);
  auto results = llvm::MemoryBuffer::getFile(outPath);
  if (!results) {
    auto err = llvm::MemoryBuffer::getFile(errPath);
    return {"run.js --batch failed (exit " + std::to_string(rc) + " " +
            execError + "): " + (err ? (*err)->getBuffer().str() : "")};
  }
  std::map<std::string, llvm::json::Object> byId;
  llvm::SmallVector<llvm::StringRef, 0> lines;
  (*results)->getBuffer().split(lines, '\n', -1, false);
  for (llvm::StringRef line : lines) {
    llvm::Expected<llvm::json::Value> v = llvm::json::parse(line);
    if (!v) {
      failures.push_back("run.js printed a line that is not JSON: " +
                         line.str() + " (" + llvm::toString(v.takeError()) +
                         ")");
      continue;
    }
    if (auto *o = v->getAsObject())
      if (auto id = o->getString("id"))
        byId[id->str()] = *o;
  }
  for (Job &j : jobs) {
    auto it = byId.find(j.id);
    if (it == byId.end()) {
      failures.push_back(j.what + ": ORT gave no answer (run.js exit " +
                         std::to_string(rc) + ")");
      continue;
    }
    llvm::StringRef status = it->second.getString("status").value_or("");
    if (status == "pass") {
      for (auto &c : j.covers)
        coverage.passed.insert(c);
      continue;
    }
    std::string detail;
    llvm::raw_string_ostream os(detail);
    if (auto d = it->second.getString("detail"))
      os << *d;
    // A valid model ONNX Runtime's CPU provider has no kernel for (Conv
    // and AveragePool on f64, ...): ORT's gap, counted, not a failure.
    if (status == "load" &&
        (llvm::StringRef(detail).contains("Could not find an implementation") ||
         llvm::StringRef(detail).contains("Failed to find kernel"))) {
      ++ortUnsupported;
      continue;
    }
    failures.push_back(j.what + ": ORT " + status.str() + ": " + os.str() +
                       " (model: " + j.dir + "/model.onnx)");
  }
  return failures;
}

/// Lowers every sample of `file` at every sweep opset and runs the models.
/// `record`: count the file and credit the coverage (false for the
/// harness's own tests). A sample file's failing models stay in a
/// /tmp/tocc-lowering-sweep-* directory to look at; the harness's own
/// tests, which fail on purpose, leave nothing.
std::vector<std::string> sweepFile(const SampleFile &file,
                                   bool record = true) {
  std::vector<std::string> failures = file.errors;
  if (!file.errors.empty())
    return failures;
  llvm::SmallString<128> workDir;
  if (std::error_code ec = llvm::sys::fs::createUniqueDirectory(
          "tocc-lowering-sweep-" + stem(file.path), workDir))
    return {"cannot create a work directory: " + ec.message()};
  Context &ctx = *file.ctx;
  std::vector<Job> jobs;

  std::string diagnostics;
  auto handler = ctx.getDiagEngine().registerHandler([&](const Diagnostic &d) {
    llvm::raw_string_ostream os(diagnostics);
    os << d.getLocation() << ": " << severityName(d.getSeverity()) << ": "
       << d.getMessage() << "\n";
    return success();
  });

  for (const Chunk &chunk : file.chunks) {
    // The interpreter's outputs of each core graph, once.
    struct Reference {
      std::vector<at::Tensor> inputs, outputs;
      bool ok = false;
    };
    std::map<std::string, Reference> refs;
    for (const Sample &s : chunk.samples) {
      Reference &ref = refs[s.graphName];
      Graph *g = chunk.after->lookupGraph(s.graphName);
      at::manual_seed(kSeed);
      std::vector<c10::IValue> inputs;
      bool ok = true;
      for (Value *arg : g->getInputs()) {
        auto t = randomInput(arg->getType());
        if (!t) {
          failures.push_back(describe(file, s) + ": " +
                             llvm::toString(t.takeError()));
          ok = false;
          break;
        }
        ref.inputs.push_back(*t);
        inputs.push_back(t->clone());
      }
      if (!ok)
        continue;
      at::manual_seed(1000 + kSeed);
      auto outs = runtime::run(*g, inputs);
      if (!outs) {
        failures.push_back(describe(file, s) + ": the core graph does not run: " +
                           llvm::toString(outs.takeError()));
        continue;
      }
      ref.ok = true;
      // Host scalars are 0-d i64, f64 and bool tensors in ONNX.
      for (const c10::IValue &v : *outs) {
        if (v.isTensor())
          ref.outputs.push_back(v.toTensor());
        else if (v.isInt())
          ref.outputs.push_back(at::scalar_tensor(v.toInt(), at::kLong));
        else if (v.isDouble())
          ref.outputs.push_back(at::scalar_tensor(v.toDouble(), at::kDouble));
        else if (v.isBool())
          ref.outputs.push_back(at::scalar_tensor(v.toBool(), at::kBool));
        else {
          failures.push_back(describe(file, s) + ": output of kind " +
                             v.tagKind() + " has no ONNX form");
          ref.ok = false;
          break;
        }
      }
    }

    std::map<std::string, std::string> lastKey;
    // Lowering failures of this chunk per opset; reported only if it lowers
    // at no sweep opset.
    std::vector<std::string> declined;
    size_t declinedHere = 0;
    bool lowered = false;
    for (int64_t opset : sweepOpsets()) {
      if (opset < chunk.minOpset)
        continue;
      diagnostics.clear();
      std::unique_ptr<Module> m = parseSourceString(chunk.text, ctx, file.path);
      PassManager pm(ctx);
      std::string pipeline = file.pipeline + ",lower-to-onnx{opset=" +
                             std::to_string(opset) + "}";
      if (!file.afterLowering.empty())
        pipeline += "," + file.afterLowering;
      if (llvm::Error err = pm.addPipeline(pipeline)) {
        failures.push_back(where(file, chunk.firstLine) + ": " +
                           llvm::toString(std::move(err)));
        break;
      }
      // The core ops of the chunk, for coverage.
      std::set<std::string> coreOps;
      if (!m) {
        failures.push_back(where(file, chunk.firstLine) + ": does not parse");
        break;
      }
      if (failed(pm.run(*m))) {
        // An entry may decline an opset (an op, dtype or computed argument
        // ONNX cannot express there; the registry's "no lowering of 'x' to
        // opset 9; lowerings exist for opsets >= 11"): that is a
        // diagnostic, not a wrong model, and it is fine as long as the
        // chunk lowers at a later sweep opset. An entry that builds an
        // invalid onnx op, or does not replace its op, is a bug at any
        // opset.
        if (llvm::StringRef(diagnostics).contains("built an invalid") ||
            llvm::StringRef(diagnostics).contains("without replacing"))
          failures.push_back(where(file, chunk.firstLine) + ": '" + pipeline +
                             "' failed:\n" + diagnostics);
        else
          declined.push_back(where(file, chunk.firstLine) + ": '" + pipeline +
                             "' failed:\n" + diagnostics);
        ++declinedHere;
        continue;
      }
      lowered = true;
      for (const Sample &s : chunk.samples) {
        const Reference &ref = refs[s.graphName];
        if (!ref.ok)
          continue;
        Graph *orig = chunk.after->lookupGraph(s.graphName);
        std::vector<std::pair<std::string, int64_t>> covers;
        orig->walk([&](Operation *op) {
          llvm::StringRef name = op->getNameStr();
          if (!name.starts_with("tocc."))
            covers.push_back({name.str(), opset});
        });
        // A module with only this graph (the writer writes the first).
        std::unique_ptr<Module> one =
            parseSourceString(chunk.text, ctx, file.path);
        PassManager pm1(ctx);
        if (llvm::Error err = pm1.addPipeline(pipeline)) {
          llvm::consumeError(std::move(err));
          continue;
        }
        for (Graph *g : [&] {
               std::vector<Graph *> gs;
               for (Graph &g : one->getGraphs())
                 if (g.getName() != s.graphName)
                   gs.push_back(&g);
               return gs;
             }())
          one->eraseGraph(*g);
        diagnostics.clear();
        if (failed(pm1.run(*one))) {
          failures.push_back(describe(file, s) + " at opset " +
                             std::to_string(opset) + ": " + diagnostics);
          continue;
        }
        std::string key = modelKey(*one);
        std::string &last = lastKey[s.graphName];
        std::string what = describe(file, s) + " at opset " +
                           std::to_string(opset);
        std::string dir = (workDir + "/" + s.graphName + "-" +
                           std::to_string(opset))
                              .str();
        if (key == last) {
          // Same model as at the previous opset: the job that runs it
          // vouches for this opset too.
          for (Job &j : llvm::reverse(jobs))
            if (j.what.rfind(describe(file, s) + " at opset ", 0) == 0) {
              j.covers.insert(j.covers.end(), covers.begin(), covers.end());
              break;
            }
          continue;
        }
        last = key;
        std::string dataDir = dir + "/test_data_set_0";
        if (std::error_code ec = llvm::sys::fs::create_directories(dataDir)) {
          failures.push_back(what + ": " + ec.message());
          continue;
        }
        if (llvm::Error err = writeOnnxModel(*one, dir + "/model.onnx")) {
          failures.push_back(what + ": the writer failed: " +
                             llvm::toString(std::move(err)));
          continue;
        }
        // Every written model of an opset libonnx knows passes its checker
        // with full checking.
        if (opset <= onnx::kMaxLibOnnxOpset)
          if (llvm::Error err = checkOnnxModel(dir + "/model.onnx")) {
            failures.push_back(what + ": onnx's checker: " +
                               llvm::toString(std::move(err)) + " (model: " +
                               dir + "/model.onnx)");
            continue;
          }
        bool wrote = true;
        for (size_t i = 0; i < ref.inputs.size() && wrote; ++i)
          if (llvm::Error err =
                  writeTensor(ref.inputs[i], ctx,
                              dataDir + "/input_" + std::to_string(i) + ".pb")) {
            failures.push_back(what + ": " + llvm::toString(std::move(err)));
            wrote = false;
          }
        for (size_t i = 0; i < ref.outputs.size() && wrote; ++i)
          if (llvm::Error err = writeTensor(
                  ref.outputs[i], ctx,
                  dataDir + "/output_" + std::to_string(i) + ".pb")) {
            failures.push_back(what + ": " + llvm::toString(std::move(err)));
            wrote = false;
          }
        if (!wrote)
          continue;
        Job job;
        job.id = std::to_string(jobs.size());
        job.dir = dir;
        job.what = what;
        job.loadOnly = s.shapesOnly;
        job.covers = std::move(covers);
        for (const at::Tensor &t : ref.outputs) {
          Tolerance tol = toleranceFor(t.scalar_type());
          job.rtol = std::max(job.rtol, tol.rtol);
          job.atol = std::max(job.atol, tol.atol);
        }
        jobs.push_back(std::move(job));
      }
    }
    if (!lowered)
      failures.insert(failures.end(), declined.begin(), declined.end());
    else if (record)
      declinedPairs += declinedHere;
  }
  ctx.getDiagEngine().eraseHandler(handler);
  if (record) {
    ++filesSwept;
    modelsRun += jobs.size();
  } else {
    for (Job &j : jobs)
      j.covers.clear();
  }
  std::vector<std::string> ortFailures = runJobs(jobs, workDir.str().str());
  failures.insert(failures.end(), ortFailures.begin(), ortFailures.end());
  if (failures.empty() || !record)
    llvm::sys::fs::remove_directories(workDir);
  return failures;
}

class LoweringSweep : public ::testing::TestWithParam<std::string> {};

TEST_P(LoweringSweep, MatchesInterpreterInOrt) {
  const SampleFile *file = findSampleFile(GetParam());
  ASSERT_TRUE(file) << GetParam();
  std::vector<std::string> failures = sweepFile(*file);
  EXPECT_TRUE(failures.empty())
      << failures.size() << " failure(s) in " << file->path << ":\n"
      << joinLines(failures);
}

std::string testNameOf(const ::testing::TestParamInfo<std::string> &info) {
  std::string name = stem(info.param);
  for (char &c : name)
    if (!llvm::isAlnum(c))
      c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Samples, LoweringSweep,
                         ::testing::ValuesIn(listSampleFiles()), testNameOf);

// The harness can fail: a deliberately wrong lowering (reduce_max as
// ReduceMin, for every opset) is caught in ORT at each sweep opset.
TEST(LoweringSweepHarness, ReportsAWrongLowering) {
  Context ctx;
  setUpDialects(ctx);
  const LoweringFn *builtin = lookupLowering("core.reduce_max", 9);
  ASSERT_TRUE(builtin);
  LoweringFn saved = *builtin;
  auto wrong = [](LoweringRewriter &rw, Operation *op) -> LogicalResult {
    Value *out = rw.reduce("ReduceMin", op->getOperand(0),
                           expansion::intsAttr(op, "axes"), false);
    rw.replaceOp(op, {out});
    return success();
  };
  ASSERT_FALSE(bool(registerLowering("core.reduce_max", 1, wrong,
                                     /*override=*/true)));
  auto file = loadSampleText("inline_wrong_lowering.mlir", R"(
// sweep-pipeline: infer-shapes
graph @max(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.reduce_max(%x) {axes = [1]} : tensor<*, ?>
  return %0
}
)");
  std::vector<std::string> failures = sweepFile(*file, /*record=*/false);
  ASSERT_FALSE(bool(registerLowering("core.reduce_max", 1, saved,
                                     /*override=*/true)));
  // One failure per distinct model (the sweep opsets whose lowered model
  // differs from the previous one's), the first at opset 9.
  ASSERT_FALSE(failures.empty());
  EXPECT_NE(failures[0].find("sample @max (inline_wrong_lowering.mlir:3) at "
                             "opset 9: ORT mismatch"),
            std::string::npos)
      << failures[0];
  for (const std::string &f : failures)
    EXPECT_NE(f.find(": ORT mismatch: "), std::string::npos) << f;
}

/// After every file ran: each (op, since) entry passed in ORT at some
/// opset of its range. Checked only when the whole sweep ran (not under a
/// --gtest_filter that picks some files).
class LoweringCoverage : public ::testing::Environment {
public:
  void TearDown() override {
    Context ctx;
    setUpDialects(ctx);
    std::vector<std::string> uncovered;
    size_t entries = 0;
    for (const std::string &name : getLoweredOps()) {
      llvm::SmallVector<int64_t, 4> since = getLoweringOpsets(name);
      for (size_t i = 0; i < since.size(); ++i) {
        int64_t lo = std::max<int64_t>(since[i], onnx::kMinTargetOpset);
        int64_t hi =
            i + 1 < since.size() ? since[i + 1] - 1 : onnx::kMaxOpset;
        if (lo > hi)
          continue; // an entry only for opsets below the ones tocc targets
        ++entries;
        bool ran = false;
        for (int64_t o = lo; o <= hi && !ran; ++o)
          ran = coverage.passed.count({name, o}) != 0;
        if (!ran)
          uncovered.push_back(name + " (entry since " +
                              std::to_string(since[i]) + ", opsets " +
                              std::to_string(lo) + "-" + std::to_string(hi) +
                              ")");
      }
    }
    std::cout << "lowering sweep: " << entries - uncovered.size() << " of "
              << entries << " entries ran in ONNX Runtime; " << filesSwept
              << " sample files, " << modelsRun << " models ("
              << ortUnsupported
              << " valid ones ORT's CPU provider has no kernel for); "
              << declinedPairs
              << " (chunk, opset) pairs declined with a diagnostic (the chunk "
                 "lowers at a later opset); opsets";
    for (int64_t o : sweepOpsets())
      std::cout << " " << o;
    std::cout << "\n";
    if (filesSwept != listSampleFiles().size())
      return;
    if (!uncovered.empty())
      ADD_FAILURE() << uncovered.size()
                    << " lowering entr(ies) never ran in ONNX Runtime (add a "
                       "sample to unittests/Conversion/Samples):\n"
                    << joinLines(uncovered);
  }
};

[[maybe_unused]] const auto *coverageCheck =
    ::testing::AddGlobalTestEnvironment(new LoweringCoverage);

} // namespace
