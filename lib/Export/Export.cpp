//===- Export.cpp - The export behind tocc-export -------------------------===//
//
// Capture, the torch-to-onnx pipeline (TorchToOnnx.cpp), the writer and the
// checker, each stage with its time, peak memory and op histogram
// (ExportResult, the report). Every change to the IR is a pass of that one
// pipeline, so `onnx-opt --pass-pipeline` with the pipeline
// getExportPipeline prints repeats it; the stages are the pipeline's,
// measured by a pass instrumentation. Problems are diagnostics at the
// ops' source locations.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/Export.h"

#include "ExportInternals.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/Export/Passes.h"
#include "tocc/IR/Clone.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Operation.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Runtime/ConstantEvaluator.h"
#include "tocc/Runtime/ExampleRunner.h"
#include "tocc/Support/StagedOutputs.h"
#include "tocc/Target/Onnx/OnnxFiles.h"
#include "tocc/Transforms/FoldConstants.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <chrono>
#include <optional>
#include <fstream>

using namespace tocc;
using namespace tocc::exporting;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

//===----------------------------------------------------------------------===//
// Memory and time
//===----------------------------------------------------------------------===//

/// Resets the kernel's high-water mark of the resident set (VmHWM), so the
/// next read is the peak of what ran since. Linux only; harmless elsewhere.
static void resetPeakRSS() {
  std::ofstream clear("/proc/self/clear_refs");
  if (clear)
    clear << "5";
}

uint64_t exporting::readPeakRSS() {
  auto buffer = llvm::MemoryBuffer::getFileAsStream("/proc/self/status");
  if (!buffer)
    return 0;
  llvm::SmallVector<llvm::StringRef, 64> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  for (llvm::StringRef line : lines)
    if (line.consume_front("VmHWM:")) {
      uint64_t kb = 0;
      line.trim().split(' ').first.getAsInteger(10, kb);
      return kb * 1024;
    }
  return 0;
}

std::map<std::string, unsigned> exporting::opHistogram(Module &module) {
  std::map<std::string, unsigned> histogram;
  module.walk([&](Operation *op) {
    llvm::StringRef name = op->getNameStr();
    if (name != "tocc.return" && name != "tocc.yield")
      ++histogram[name.str()];
  });
  return histogram;
}

//===----------------------------------------------------------------------===//
// The pipeline
//===----------------------------------------------------------------------===//

/// Runs `fn` as stage `name` of the progress bar and measures it: wall
/// time and peak RSS (the histogram is the caller's: a failed capture has
/// no module to count).
static StageStats measureStage(llvm::StringRef name, ProgressBar &progress,
                               llvm::function_ref<void()> fn) {
  progress.beginStage(name);
  resetPeakRSS();
  auto start = std::chrono::steady_clock::now();
  fn();
  StageStats stats;
  stats.name = name.str();
  stats.seconds = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  stats.peakRSS = readPeakRSS();
  progress.endStage();
  return stats;
}

/// Appends the stats of a finished stage and logs its time (--verbose).
static void recordStage(StageStats stats, Module &module,
                        const ExportOptions &options, ExportResult &result) {
  stats.histogram = opHistogram(module);
  result.stages.push_back(std::move(stats));
  if (options.stageLog)
    *options.stageLog << "tocc-export: " << result.stages.back().name << ": "
                      << llvm::format("%.3f", result.stages.back().seconds)
                      << " s\n";
}

namespace {

/// Groups the passes of torch-to-onnx into the export's stages (their
/// pipeline stage): each stage is a step of the progress bar with its time,
/// peak memory and op histogram. It also keeps what the export needs from
/// the passes: the core module before lower-to-onnx (--verify), the ops
/// check-supported-ops found (the report), and the pass that failed.
class StageInstrumentation : public PassInstrumentation {
public:
  StageInstrumentation(const ExportOptions &options, ExportResult &result,
                       ExportRecord &record, ProgressBar &progress)
      : options(options), result(result), record(record),
        progress(progress) {}

  void runBeforePass(Pass &pass, Module &module) override {
    llvm::StringRef stage = pass.getPipelineStage();
    if (stage.empty() || stage == current)
      return;
    finish(module);
    if (stage == "lower-to-onnx" && options.verify)
      record.coreModule = cloneModule(module);
    current = stage.str();
    progress.beginStage(stage);
    resetPeakRSS();
    start = std::chrono::steady_clock::now();
  }

  void runAfterPass(Pass &pass, Module &) override { collect(pass); }

  void runAfterPassFailed(Pass &pass, Module &) override {
    collect(pass);
    // A nested pass fails first, then the pipeline's pass that ran it.
    failedPass.clear();
    llvm::raw_string_ostream os(failedPass);
    pass.printAsTextualPipeline(os);
    os.flush();
    const std::vector<UnsupportedOp> *ops = getUnsupportedOps(pass);
    numUnsupported = ops ? ops->size() : 0;
  }

  /// Ends the current stage, if one runs.
  void finish(Module &module) {
    if (current.empty())
      return;
    StageStats stats;
    stats.name = current;
    stats.seconds = std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    stats.peakRSS = readPeakRSS();
    progress.endStage();
    recordStage(std::move(stats), module, options, result);
    current.clear();
  }

  /// Why the pipeline stopped.
  std::string failureMessage() const {
    if (numUnsupported)
      return llvm::Twine(numUnsupported)
          .concat(numUnsupported == 1 ? " op" : " ops")
          .concat(" cannot be exported (see the errors above)")
          .str();
    return "pass '" + failedPass + "' failed";
  }

private:
  void collect(Pass &pass) {
    if (const std::vector<UnsupportedOp> *ops = getUnsupportedOps(pass))
      record.unsupported.insert(record.unsupported.end(), ops->begin(),
                                ops->end());
  }

  const ExportOptions &options;
  ExportResult &result;
  ExportRecord &record;
  ProgressBar &progress;
  std::string current;
  std::chrono::steady_clock::time_point start;
  std::string failedPass;
  size_t numUnsupported = 0;
};

} // namespace

/// torch.onnx.export's dynamic_axes in --dynamic-axes' text form.
static std::string formatDynamicAxes(llvm::ArrayRef<DynamicAxesSpec> specs) {
  std::vector<std::string> entries;
  for (const DynamicAxesSpec &spec : specs) {
    std::vector<std::string> axes;
    for (const auto &[axis, symbol] : spec.axes) {
      std::string item = std::to_string(axis) + "=" + symbol;
      for (const DynamicAxesSpec::Range &r : spec.ranges)
        if (r.symbol == symbol) {
          item += "[" + std::to_string(r.min) + ":" +
                  (r.max ? std::to_string(*r.max) : "") + "]";
          break;
        }
      axes.push_back(item);
    }
    entries.push_back(spec.name + ":" + llvm::join(axes, ","));
  }
  return llvm::join(entries, ";");
}

static const char *fallbackName(OperatorExportType type) {
  switch (type) {
  case OperatorExportType::Onnx:
    return "none";
  case OperatorExportType::Fallthrough:
    return "fallthrough";
  case OperatorExportType::AtenFallback:
    return "aten";
  }
  return "none";
}

std::pair<double, double> tocc::precisionTolerances(llvm::StringRef precision) {
  // u, the unit roundoff: half the distance from 1 to the next number.
  double u = precision == "fp16" ? 0x1p-11 : precision == "bf16" ? 0x1p-8 : 0;
  if (u == 0)
    return {1e-3, 1e-5};
  return {20 * u, 20 * u};
}

std::string tocc::getExportPipeline(const ExportOptions &options) {
  std::vector<std::string> opts = {"opset=" + std::to_string(options.opset)};
  auto add = [&](llvm::StringRef name, llvm::StringRef value) {
    opts.push_back(name.str() + "=" + quotePassOptionValue(value));
  };
  if (!options.import.exampleInputsPath.empty())
    add("example-inputs", options.import.exampleInputsPath);
  if (!options.staticShapes.empty())
    add("static-shapes", options.staticShapes);
  if (!options.dynamicAxes.empty())
    add("dynamic-axes", formatDynamicAxes(options.dynamicAxes));
  if (!options.outputNames.empty())
    add("output-names", llvm::join(options.outputNames, ","));
  if (options.operatorExportType != OperatorExportType::Onnx)
    add("fallback", fallbackName(options.operatorExportType));
  if (options.unrollRnn)
    opts.push_back("unroll-rnn");
  if (options.fuse != "auto")
    add("fuse", options.fuse);
  if (options.maxPoolNanPropagation)
    opts.push_back("max-pool-nan-propagation");
  if (options.unrollLoops > 0)
    opts.push_back("unroll-loops=" + std::to_string(options.unrollLoops));
  if (options.ifToWhere)
    opts.push_back("if-to-where");
  if (options.optionalToFlag)
    opts.push_back("optional-to-flag");
  if (!options.constantFolding)
    opts.push_back("constant-folding=false");
  if (!options.writer.exportParams)
    opts.push_back("export-params=false");
  if (!options.passesAfterDecompose.empty())
    add("passes-after-decompose", options.passesAfterDecompose);
  if (!options.passesAfterLowering.empty())
    add("passes-after-lowering", options.passesAfterLowering);
  if (options.precision != "fp32")
    add("precision", options.precision);
  if (options.quantizedFormat != "qdq")
    add("quantized-format", options.quantizedFormat);
  if (options.keepIoTypes)
    opts.push_back("keep-io-types");
  if (options.precisionKeepFp32)
    add("precision-keep-fp32", llvm::join(*options.precisionKeepFp32, ","));
  return "torch-to-onnx{" + llvm::join(opts, " ") + "}";
}

namespace {

class Exporter {
public:
  Exporter(Module &module, const ExportOptions &options, ExportResult &result,
           ExportRecord &record, ProgressBar &progress)
      : module(module), ctx(module.getContext()), options(options),
        result(result), record(record), progress(progress) {}

  llvm::Error run(llvm::StringRef outputPath);

private:
  /// Runs `fn` as stage `name`: progress, time, peak memory, histogram.
  llvm::Error stage(llvm::StringRef name,
                    llvm::function_ref<llvm::Error()> fn);

  Module &module;
  Context &ctx;
  const ExportOptions &options;
  ExportResult &result;
  ExportRecord &record;
  ProgressBar &progress;
};

} // namespace

llvm::Error Exporter::stage(llvm::StringRef name,
                            llvm::function_ref<llvm::Error()> fn) {
  llvm::Error err = llvm::Error::success();
  StageStats stats = measureStage(name, progress, [&] { err = fn(); });
  recordStage(std::move(stats), module, options, result);
  return err;
}

llvm::Error Exporter::run(llvm::StringRef outputPath) {
  if (module.getNumGraphs() == 0)
    return makeError("the module has no graph to export");

  // Every change to the IR is a pass of torch-to-onnx; the pass manager
  // prints the IR as onnx-opt's flags ask (options.irPrinting) and
  // verifies it after every pass.
  PassManagerOptions pmOptions;
  const PassManagerOptions &print = options.irPrinting;
  pmOptions.printIRAfterAll = print.printIRAfterAll;
  pmOptions.printIRBeforeAll = print.printIRBeforeAll;
  for (const auto &name : print.printIRAfter)
    pmOptions.printIRAfter.insert(name.getKey());
  for (const auto &name : print.printIRBefore)
    pmOptions.printIRBefore.insert(name.getKey());
  pmOptions.printOptions = print.printOptions;
  pmOptions.irStream = print.irStream;
  PassManager pm(ctx, std::move(pmOptions));
  if (llvm::Error err = pm.addPipeline(getExportPipeline(options)))
    return err;
  auto stages =
      std::make_shared<StageInstrumentation>(options, result, record, progress);
  pm.addInstrumentation(stages);
  LogicalResult ran = pm.run(module);
  stages->finish(module);
  if (failed(ran))
    return makeError(stages->failureMessage());

  if (llvm::Error err = stage("write", [&] {
        OnnxWriterOptions writer = options.writer;
        writer.onProgress = [&](uint64_t done, uint64_t total) {
          progress.bytes(done, total);
        };
        return writeOnnxModel(module, outputPath, writer);
      }))
    return err;
  uint64_t size = 0;
  if (!llvm::sys::fs::file_size(outputPath, size))
    result.bytesWritten = size;
  result.numNodes = countNodes(module);
  if (options.check && options.opset <= onnx::kMaxLibOnnxOpset)
    if (llvm::Error err =
            stage("check", [&] { return checkOnnxModel(outputPath); })) {
      return makeError("the written model fails onnx's checker: " +
                       llvm::toString(std::move(err)));
    }
  return llvm::Error::success();
}

unsigned exporting::countNodes(Module &module) {
  unsigned n = 0;
  module.walk([&](Operation *op) {
    llvm::StringRef name = op->getNameStr();
    if (name != "tocc.return" && name != "tocc.yield" &&
        name != "onnx.initializer" && name != "onnx.none")
      ++n;
  });
  return n;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

void tocc::registerExportPipeline() {
  static bool done = [] {
    registerAllDialects();
    registerTransformsPasses();
    registerAtenToCorePasses();
    registerCoreToCorePasses();
    registerCoreToOnnxPasses();
    registerExportPasses();
    registerConstantEvaluator(evaluateConstantOp);
    registerExampleRunner(runGraphOnExampleInputs);
    registerCoreLowerings();
    registerCoreExpansions();
    registerAtenDecompositions();
    return true;
  }();
  (void)done;
}

/// The stages a progress bar counts: capture, infer-shapes, decompose,
/// fold-constants, lower-to-onnx, cleanup, quantized-format, precision,
/// names, write, check, verify.
static unsigned numStages(const ExportOptions &options) {
  return 8 + unsigned(options.constantFolding) + unsigned(options.verify) +
         unsigned(options.precision != "fp32") +
         unsigned(options.quantizedFormat != "qdq") +
         unsigned(!options.passesAfterDecompose.empty()) +
         unsigned(!options.passesAfterLowering.empty());
}

llvm::Error tocc::checkExportPipeline(Context &ctx,
                                      const ExportOptions &options) {
  registerExportPipeline();
  loadRegisteredDialects(ctx);
  if (options.opset < onnx::kMinTargetOpset || options.opset > onnx::kMaxOpset)
    return makeError("opset " + llvm::Twine(options.opset) +
                     " is not supported (tocc exports opsets " +
                     llvm::Twine(onnx::kMinTargetOpset) + " to " +
                     llvm::Twine(onnx::kMaxOpset) + ")");
  // The flags that become pass options, and the user's pipelines, first,
  // so that an error names their flag.
  if (!options.staticShapes.empty()) {
    PassManager pm(ctx);
    if (llvm::Error err = pm.addPipeline(
            "static-shapes{dims=" + quotePassOptionValue(options.staticShapes) +
            "}"))
      return makeError("--static-shapes: " + llvm::toString(std::move(err)));
  }
  for (auto [flag, pipeline] :
       {std::pair<llvm::StringRef, llvm::StringRef>{
            "passes-after-decompose", options.passesAfterDecompose},
        {"passes-after-lowering", options.passesAfterLowering}}) {
    if (pipeline.empty())
      continue;
    PassManager pm(ctx);
    if (llvm::Error err = pm.addPipeline(pipeline))
      return makeError("--" + flag + ": " + llvm::toString(std::move(err)));
  }
  PassManager pm(ctx);
  return pm.addPipeline(getExportPipeline(options));
}

static llvm::Error exportImpl(std::unique_ptr<Module> module,
                              llvm::StringRef modelPath,
                              llvm::StringRef outputPath,
                              const ExportOptions &options,
                              ExportResult *result, ExportRecord &record,
                              ProgressBar &progress) {
  ExportResult local;
  ExportResult &res = result ? *result : local;
  record.modelPath = modelPath.str();
  record.outputPath = outputPath.str();
  // The model, its data files and the report are written staged and moved
  // into place only when everything succeeded (docs/reliability.md); the
  // report's directory is checked before any work.
  StagedOutputs outputs;
  outputs.protect(modelPath);
  std::string stagedReport;
  if (!options.reportPath.empty()) {
    llvm::Expected<std::string> staged = outputs.stage(options.reportPath);
    if (!staged)
      return makeError("--report: " + llvm::toString(staged.takeError()));
    stagedReport = *staged;
  }
  llvm::Expected<std::string> stagedModel = outputs.stage(outputPath);
  if (!stagedModel)
    return stagedModel.takeError();
  record.stagedOutputPath = *stagedModel;

  Exporter exporter(*module, options, res, record, progress);
  llvm::Error err = exporter.run(record.stagedOutputPath);
  record.module = std::move(module);
  if (!err && options.verify) {
    if (modelPath.empty())
      err = makeError("--verify runs the TorchScript model in LibTorch: "
                      "export a .pt file to use it");
    else {
      progress.beginStage("verify");
      err = verifyExported(record, options, res);
      progress.endStage();
    }
  }
  if (!stagedReport.empty()) {
    record.failure = err ? "failed" : "";
    if (llvm::Error reportErr =
            writeReport(record, options, res, stagedReport)) {
      if (err)
        llvm::consumeError(std::move(reportErr));
      else
        err = std::move(reportErr);
    }
  }
  if (err) {
    // The report of a failed run is still written; the model is not.
    outputs.drop(outputPath);
    if (!stagedReport.empty())
      llvm::consumeError(outputs.commit());
    return err;
  }
  return outputs.commit();
}

llvm::Error tocc::exportToOnnx(llvm::StringRef modelPath,
                               llvm::StringRef outputPath, Context &ctx,
                               const ExportOptions &options,
                               ExportResult *result) {
  if (llvm::Error err = checkExportPipeline(ctx, options))
    return err;
  ExportRecord record;
  ExportResult local;
  ExportResult &res = result ? *result : local;
  TorchScriptImportOptions importOptions = options.import;
  importOptions.dynamicAxes = options.dynamicAxes;
  ProgressBar progress(options.progress, numStages(options));
  std::optional<llvm::Expected<std::unique_ptr<Module>>> imported;
  StageStats stats = measureStage("capture", progress, [&] {
    imported.emplace(importTorchScript(modelPath, ctx, importOptions));
  });
  if (!*imported) {
    res.stages.push_back(std::move(stats));
    return imported->takeError();
  }
  stats.histogram = opHistogram(***imported);
  record.captured = stats.histogram;
  res.stages.push_back(std::move(stats));
  return exportImpl(std::move(**imported), modelPath, outputPath, options,
                    &res, record, progress);
}

llvm::Error tocc::exportModuleToOnnx(std::unique_ptr<Module> module,
                                     llvm::StringRef outputPath,
                                     const ExportOptions &options,
                                     ExportResult *result) {
  if (llvm::Error err = checkExportPipeline(module->getContext(), options))
    return err;
  ExportRecord record;
  record.captured = opHistogram(*module);
  ProgressBar progress(options.progress, numStages(options) - 1);
  return exportImpl(std::move(module), "", outputPath, options, result,
                    record, progress);
}
