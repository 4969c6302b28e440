//===- PassManager.cpp - Pipeline parsing and instrumented runs ----------===//
#include "tocc/Pass/PassManager.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <chrono>

using namespace tocc;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

static bool isPassNameChar(char c) {
  return llvm::isAlnum(c) || c == '-' || c == '_' || c == '.';
}

/// ` (did you mean 'cse'?)` for a near miss among registered passes.
static std::string suggestPass(llvm::StringRef name) {
  const PassInfo *best = nullptr;
  unsigned bestDistance = 3; // farther than this is not a typo
  for (const PassInfo *info : getRegisteredPasses()) {
    unsigned d = name.edit_distance(info->argument, /*AllowReplacements=*/true,
                                    bestDistance);
    if (d < bestDistance) {
      best = info;
      bestDistance = d;
    }
  }
  if (!best)
    return "";
  return " (did you mean '" + best->argument + "'?)";
}

static llvm::Error expand(std::vector<std::unique_ptr<Pass>> &passes,
                          unsigned depth);

/// parsePassPipeline at `depth` registered pipelines deep.
static llvm::Expected<std::vector<std::unique_ptr<Pass>>>
parsePipeline(llvm::StringRef pipeline, unsigned depth) {
  std::vector<std::unique_ptr<Pass>> result;
  size_t i = 0, n = pipeline.size();
  auto skipSpaces = [&] {
    while (i < n && llvm::isSpace(pipeline[i]))
      ++i;
  };
  // Positions in messages are 1-based columns in the pipeline string the
  // user wrote, not in a registered pipeline's expansion.
  auto at = [depth](size_t pos) {
    return depth ? std::string()
                 : " in pipeline at position " + std::to_string(pos + 1);
  };

  skipSpaces();
  if (i == n)
    return result;
  while (true) {
    skipSpaces();
    size_t nameStart = i;
    while (i < n && isPassNameChar(pipeline[i]))
      ++i;
    llvm::StringRef name = pipeline.slice(nameStart, i);
    if (name.empty()) {
      if (i == n)
        return makeError("expected a pass name" + at(i));
      char c = pipeline[i];
      if (c == ',')
        return makeError("expected a pass name" + at(i));
      if (c == '}')
        return makeError("unbalanced '}'" + at(i));
      if (c == '{')
        return makeError("expected a pass name before '{'" + at(i));
      return makeError("unexpected '" + llvm::Twine(c) + "'" + at(i));
    }
    skipSpaces();

    llvm::StringRef optionText;
    if (i < n && pipeline[i] == '{') {
      size_t open = i;
      unsigned depth = 0;
      bool inQuote = false;
      for (; i < n; ++i) {
        char c = pipeline[i];
        if (c == '"')
          inQuote = !inQuote;
        else if (inQuote)
          continue;
        else if (c == '{')
          ++depth;
        else if (c == '}' && --depth == 0)
          break;
      }
      if (i == n)
        return makeError("unbalanced '{'" + at(open));
      optionText = pipeline.slice(open + 1, i);
      ++i; // the closing brace
      skipSpaces();
    }

    const PassInfo *info = lookupPassInfo(name);
    if (!info)
      return makeError("unknown pass '" + name + "'" + at(nameStart) +
                       suggestPass(name));
    std::unique_ptr<Pass> pass = info->allocator();
    if (llvm::Error err = pass->initializeOptions(optionText))
      return makeError(llvm::toString(std::move(err)) + at(nameStart));
    std::vector<std::unique_ptr<Pass>> one;
    one.push_back(std::move(pass));
    if (llvm::Error err = expand(one, depth))
      return depth ? std::move(err)
                   : makeError(llvm::toString(std::move(err)) + at(nameStart));
    for (std::unique_ptr<Pass> &p : one)
      result.push_back(std::move(p));

    if (i == n)
      break;
    char c = pipeline[i];
    if (c == ',') {
      ++i;
      continue;
    }
    if (c == '}')
      return makeError("unbalanced '}'" + at(i));
    return makeError("expected ',' after pass '" + name + "'" + at(i));
  }
  return result;
}

/// How deep pipelines may expand into pipelines: a pipeline that names
/// itself would never end.
static constexpr unsigned kMaxPipelineDepth = 16;

llvm::Expected<std::vector<std::unique_ptr<Pass>>>
tocc::parsePassPipeline(llvm::StringRef pipeline) {
  return parsePipeline(pipeline, 0);
}

static llvm::Error expand(std::vector<std::unique_ptr<Pass>> &passes,
                          unsigned depth) {
  std::vector<std::unique_ptr<Pass>> result;
  for (std::unique_ptr<Pass> &pass : passes) {
    const PassPipeline *pipeline = pass->getAsPipeline();
    if (!pipeline) {
      result.push_back(std::move(pass));
      continue;
    }
    llvm::StringRef name = pipeline->getArgument();
    if (depth >= kMaxPipelineDepth)
      return makeError("pipeline '" + name + "' expands into itself");
    std::vector<PipelineStage> stages;
    if (llvm::Error err = pipeline->buildPipeline(stages))
      return makeError("pipeline '" + name +
                       "': " + llvm::toString(std::move(err)));
    for (const PipelineStage &stage : stages) {
      // Pipelines among the stage's passes expand one level deeper.
      auto parsed = parsePipeline(stage.pipeline, depth + 1);
      if (!parsed) {
        std::string where =
            stage.name.empty() ? "" : ", stage '" + stage.name + "'";
        std::string why = llvm::toString(parsed.takeError());
        // An error of a pipeline nested in this one is already the whole
        // story.
        if (llvm::StringRef(why).starts_with("pipeline '"))
          return makeError(why);
        return makeError("pipeline '" + name + "'" + where + ": " + why);
      }
      for (std::unique_ptr<Pass> &inner : *parsed) {
        // The outermost pipeline's stages are the ones that count.
        if (!stage.name.empty())
          inner->setPipelineStage(stage.name);
        result.push_back(std::move(inner));
      }
    }
  }
  passes = std::move(result);
  return llvm::Error::success();
}

llvm::Error
tocc::expandPassPipelines(std::vector<std::unique_ptr<Pass>> &passes) {
  return expand(passes, 0);
}

//===----------------------------------------------------------------------===//
// PassManager
//===----------------------------------------------------------------------===//

PassInstrumentation::~PassInstrumentation() = default;

PassManager::PassManager(Context &ctx, PassManagerOptions options)
    : ctx(ctx), options(std::move(options)) {}

PassManager::~PassManager() = default;

void PassManager::addInstrumentation(std::shared_ptr<PassInstrumentation> pi) {
  instrumentations.push_back(std::move(pi));
}

PassManager PassManager::makeNested(Context &nestedCtx) const {
  PassManagerOptions nested = options;
  nested.timePasses = false;
  PassManager pm(nestedCtx, std::move(nested));
  pm.instrumentations = instrumentations;
  return pm;
}

void PassManager::addPass(std::unique_ptr<Pass> pass) {
  passes.push_back(std::move(pass));
}

llvm::Error PassManager::addPipeline(llvm::StringRef pipeline) {
  auto parsed = parsePassPipeline(pipeline);
  if (!parsed)
    return parsed.takeError();
  for (auto &pass : *parsed)
    passes.push_back(std::move(pass));
  return llvm::Error::success();
}

void PassManager::printAsTextualPipeline(llvm::raw_ostream &os) const {
  llvm::interleave(
      passes, os,
      [&](const std::unique_ptr<Pass> &p) { p->printAsTextualPipeline(os); },
      ",");
}

namespace {
struct TimingRecord {
  std::string name;
  double seconds;
};
} // namespace

static void printTimingReport(llvm::raw_ostream &os,
                              llvm::ArrayRef<TimingRecord> records) {
  double total = 0;
  for (const TimingRecord &r : records)
    total += r.seconds;
  auto percent = [&](double s) { return total > 0 ? 100.0 * s / total : 0.0; };
  os << "===" << std::string(73, '-') << "===\n";
  os << std::string(25, ' ') << "... Execution time report ...\n";
  os << "===" << std::string(73, '-') << "===\n";
  os << llvm::format("  Total Execution Time: %.4f seconds\n\n", total);
  os << "  ----Wall Time----  ----Name----\n";
  for (const TimingRecord &r : records)
    os << llvm::format("  %8.4f (%5.1f%%)  ", r.seconds, percent(r.seconds))
       << r.name << '\n';
  os << llvm::format("  %8.4f (%5.1f%%)  ", total, 100.0) << "Total\n";
  os.flush();
}

LogicalResult PassManager::run(Module &module) {
  using Clock = std::chrono::steady_clock;
  llvm::raw_ostream &irOS = options.irStream ? *options.irStream : llvm::errs();
  llvm::raw_ostream &timeOS =
      options.timingStream ? *options.timingStream : llvm::errs();
  DiagnosticEngine &diags = ctx.getDiagEngine();

  auto dump = [&](llvm::StringRef when, llvm::StringRef arg) {
    irOS << "// -----// IR Dump " << when << ' ' << arg << " //----- //\n";
    printModule(module, irOS, options.printOptions);
    irOS << "\n";
    irOS.flush();
  };
  auto seconds = [](Clock::time_point from) {
    return std::chrono::duration<double>(Clock::now() - from).count();
  };

  std::vector<TimingRecord> timings;
  double verifierSeconds = 0;
  LogicalResult result = success();
  for (const std::unique_ptr<Pass> &pass : passes) {
    llvm::StringRef arg = pass->getArgument();
    if (options.printIRBeforeAll || options.printIRBefore.contains(arg))
      dump("Before", arg);

    for (const auto &pi : instrumentations)
      pi->runBeforePass(*pass, module);
    unsigned errorsBefore = diags.getNumErrors();
    Clock::time_point start = Clock::now();
    pass->executor = this;
    LogicalResult passResult = pass->runOnModule(module);
    pass->executor = nullptr;
    timings.push_back({arg.str(), seconds(start)});
    if (failed(passResult)) {
      // A pass should say why it failed; if it did not, say which one did.
      if (diags.getNumErrors() == errorsBefore)
        diags.emitError(module.getLoc()) << "pass '" << arg << "' failed";
      for (const auto &pi : instrumentations)
        pi->runAfterPassFailed(*pass, module);
      result = failure();
      break;
    }

    if (options.verifyEach) {
      Clock::time_point vstart = Clock::now();
      LogicalResult verified =
          options.verifyFull ? verify(module) : verifyChanged(module);
      verifierSeconds += seconds(vstart);
      if (failed(verified)) {
        diags.emitError(module.getLoc())
            << "verification failed after pass '" << arg << "'";
        for (const auto &pi : instrumentations)
          pi->runAfterPassFailed(*pass, module);
        result = failure();
        break;
      }
    }
    for (const auto &pi : instrumentations)
      pi->runAfterPass(*pass, module);

    if (options.printIRAfterAll || options.printIRAfter.contains(arg))
      dump("After", arg);
  }

  if (options.timePasses) {
    if (options.verifyEach && !passes.empty())
      timings.push_back({"(V) verifier", verifierSeconds});
    printTimingReport(timeOS, timings);
  }
  return result;
}
