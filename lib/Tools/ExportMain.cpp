//===- ExportMain.cpp - The driver behind tocc-export ---------------------===//
//
// Checks tocc-export's flags and turns them into ExportOptions, then does
// the one thing they ask: print the pipeline, list or query ops, or export
// and print the summary line.
//
//===----------------------------------------------------------------------===//
#include "tocc/Tools/ExportMain.h"

#include "tocc/Export/SupportedOps.h"
#include "tocc/Extension/Registry.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Support/Plugin.h"
#include "tocc/Tools/OnnxWriterFlags.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <tuple>

using namespace tocc;

static llvm::raw_ostream &toolError() {
  return llvm::WithColor::error(llvm::errs(), "tocc-export");
}

/// --list-supported-ops: the supported overloads on stdout, sorted, then
/// the plugin section; the count on stderr (so the list is stable).
static int printSupportedOps(int64_t opset, bool verbose, bool quiet) {
  llvm::Expected<SupportedOps> ops = tocc::listSupportedOps(opset);
  if (!ops) {
    toolError() << llvm::toString(ops.takeError()) << '\n';
    return 1;
  }
  for (const std::string &name : ops->supported)
    llvm::outs() << name << '\n';
  if (!ops->pluginOps.empty())
    llvm::outs() << "# from plugins, not checked against a sample (the core "
                    "ops a decomposition makes may not lower)\n";
  for (const PluginOp &op : ops->pluginOps)
    llvm::outs() << op.name << "  ["
                 << (op.decomposition && op.lowering ? "decomposition, lowering"
                     : op.decomposition              ? "decomposition"
                                                     : "lowering")
                 << "; " << op.source << "]\n";
  if (verbose)
    for (const UnsupportedSampleOp &op : ops->unsupported)
      llvm::errs() << "not at opset " << opset << ": " << op.name << ": "
                   << op.reason << '\n';
  if (!quiet)
    llvm::errs() << "tocc-export: " << ops->supported.size()
                 << " aten op overloads supported at opset " << opset << " ("
                 << ops->unsupported.size() << " sampled ones not), "
                 << ops->pluginOps.size() << " from plugins; "
                 << ops->numGraphs << " sample graphs of " << ops->numFiles
                 << " files in " << llvm::format("%.2f", ops->seconds)
                 << " s\n";
  return 0;
}

/// --verify-sizes 'h=72,96;w=80' into sizes per symbol.
static llvm::Error
parseVerifySizes(llvm::StringRef text,
                 std::map<std::string, std::vector<int64_t>> &result) {
  auto error = [](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
  };
  llvm::SmallVector<llvm::StringRef, 4> groups;
  text.split(groups, ';', -1, false);
  for (llvm::StringRef group : groups) {
    auto [symbol, list] = group.trim().split('=');
    llvm::SmallVector<llvm::StringRef, 4> items;
    list.split(items, ',', -1, false);
    std::vector<int64_t> &sizes = result[symbol.trim().str()];
    for (llvm::StringRef item : items) {
      int64_t v;
      if (item.trim().getAsInteger(10, v) || v < 0)
        return error("--verify-sizes: '" + item.trim() +
                     "' is not a size (expected sym=N,...;sym=N,..., e.g. "
                     "height=72,96;width=80)");
      sizes.push_back(v);
    }
    if (symbol.trim().empty() || sizes.empty())
      return error("--verify-sizes: invalid entry '" + group.trim() +
                   "' (expected sym=N,...;sym=N,..., e.g. "
                   "height=72,96;width=80)");
  }
  return llvm::Error::success();
}

/// The export's options from the flags; errors are the flags' misuse.
static llvm::Expected<ExportOptions>
makeExportOptions(const ExportToolFlags &flags) {
  auto error = [](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
  };
  ExportOptions options;
  options.import.exampleInputsPath = flags.exampleInputs;
  options.import.inputShapes = flags.inputShapes;
  options.import.inputNames = flags.inputNames;
  options.import.trace = flags.trace;
  options.import.strict = flags.strict;
  options.outputNames = flags.outputNames;
  if (!flags.dynamicAxes.empty()) {
    llvm::Expected<std::vector<DynamicAxesSpec>> parsed =
        parseDynamicAxes(flags.dynamicAxes);
    if (!parsed)
      return error("--dynamic-axes: " + llvm::toString(parsed.takeError()));
    options.dynamicAxes = std::move(*parsed);
  }
  options.staticShapes = flags.staticShapes;
  if (flags.unrollLoops) {
    int64_t n = 64;
    if (!flags.unrollLoops->empty() &&
        (llvm::StringRef(*flags.unrollLoops).getAsInteger(10, n) || n < 1))
      return error("--unroll-loops: '" + *flags.unrollLoops +
                   "' is not a positive number of iterations");
    options.unrollLoops = n;
  }
  options.ifToWhere = flags.ifToWhere;
  if (flags.precision != "fp32" && flags.precision != "fp16" &&
      flags.precision != "bf16")
    return error("--precision: '" + flags.precision +
                 "' is not fp32, fp16 or bf16");
  if (flags.precision == "fp32" &&
      (flags.keepIoTypes || flags.precisionKeepFp32))
    return error("--keep-io-types and --precision-keep-fp32 apply to "
                 "--precision fp16 or bf16");
  options.precision = flags.precision;
  if (flags.quantizedFormat != "qdq" && flags.quantizedFormat != "qoperator")
    return error("--quantized-format: '" + flags.quantizedFormat +
                 "' is not qdq or qoperator");
  options.quantizedFormat = flags.quantizedFormat;
  options.keepIoTypes = flags.keepIoTypes;
  options.precisionKeepFp32 = flags.precisionKeepFp32;
  options.unrollRnn = flags.unrollRnn;
  if (flags.fuse != "auto" && flags.fuse != "none") {
    llvm::SmallVector<llvm::StringRef, 3> names;
    llvm::StringRef(flags.fuse).split(names, ',', -1, false);
    if (names.empty())
      return error("--fuse: give auto, none or a list of attention, "
                   "rms-norm and rotary");
    for (llvm::StringRef name : names)
      if (name.trim() != "attention" && name.trim() != "rms-norm" &&
          name.trim() != "rotary")
        return error("--fuse: '" + name.trim().str() +
                     "' is not auto, none, attention, rms-norm or rotary");
  }
  options.fuse = flags.fuse;
  std::replace(options.fuse.begin(), options.fuse.end(), ',', ';');
  options.maxPoolNanPropagation = flags.maxPoolNanPropagation;
  options.passesAfterDecompose = flags.passesAfterDecompose;
  options.passesAfterLowering = flags.passesAfterLowering;
  options.opset = flags.opset;
  options.constantFolding = !flags.noConstantFolding;
  options.operatorExportType = flags.operatorExportType;
  options.optionalToFlag = flags.optionalToFlag;
  options.writer = toOnnxWriterOptions(flags.writer);
  options.writer.docStrings |= flags.verbose;
  if (flags.strict && !flags.trace)
    return error("--strict applies to --trace (a file traced by Python keeps "
                 "no record of its trace hazards)");
  options.reportPath = flags.report;
  options.verify = flags.verify;
  for (auto [name, value] :
       {std::pair<const char *, std::optional<double>>{"rtol", flags.rtol},
        {"atol", flags.atol},
        {"verify-quantized-steps", flags.verifyQuantizedSteps}})
    if (value && !(*value >= 0 && std::isfinite(*value))) {
      std::ostringstream text;
      text << *value;
      return error(llvm::Twine("--") + name +
                   ": the tolerance must be a finite number >= 0, not " +
                   text.str());
    }
  // Unset, the precision's tolerances (exportModel's defaults).
  options.rtol = flags.rtol;
  options.atol = flags.atol;
  if (flags.verifyQuantizedSteps)
    options.verifyQuantizedSteps = *flags.verifyQuantizedSteps;
  options.verifyIntermediates = flags.verifyValues;
  options.verifyInputs = flags.verifyInputs;
  options.verifyExactOrder = flags.verifyExactOrder;
  if ((flags.rtol || flags.atol || !flags.verifyValues.empty() ||
       !flags.verifyInputs.empty() || !flags.reproDir.empty() ||
       flags.verifyExactOrder) &&
      !flags.verify)
    return error("--rtol, --atol, --verify-value, --verify-inputs, "
                 "--verify-exact-order and --repro-dir apply to --verify");
  if (flags.verifyQuantizedSteps && !flags.verify)
    return error("--verify-quantized-steps applies to --verify");
  options.reproDir = flags.reproDir;
  if (!flags.verifySizes.empty()) {
    if (!flags.verify)
      return error("--verify-sizes applies to --verify");
    if (llvm::Error err = parseVerifySizes(flags.verifySizes,
                                           options.verifySizes))
      return err;
  }
  options.progress = flags.progress;
  if (flags.verbose)
    options.stageLog = &llvm::errs();
  options.irPrinting.printIRAfterAll = flags.printIRAfterAll;
  options.irPrinting.printIRBeforeAll = flags.printIRBeforeAll;
  options.irPrinting.printOptions.printLocations = flags.printDebugInfo;
  options.irPrinting.printOptions.elideConstantsLargerThan =
      flags.elideConstants;
  for (bool before : {true, false}) {
    for (const std::string &name :
         before ? flags.printIRBefore : flags.printIRAfter) {
      if (!lookupPassInfo(name))
        return error("unknown pass '" + name + "' in --print-ir-" +
                     (before ? "before" : "after"));
      (before ? options.irPrinting.printIRBefore
              : options.irPrinting.printIRAfter)
          .insert(name);
    }
  }
  // With -o - the model goes to stdout, and everything else to stderr.
  if (flags.verify)
    options.log = flags.output == "-" ? &llvm::errs() : &llvm::outs();
  return options;
}

int tocc::runExportTool(const ExportToolFlags &flags) {
  if (!flags.queryOps.empty()) {
    if (!flags.model.empty() || !flags.output.empty()) {
      toolError() << "--query-op takes no model and no -o\n";
      return 1;
    }
    std::optional<int64_t> at;
    if (flags.opsetGiven)
      at = flags.opset;
    if (llvm::Error err = printOpQueries(llvm::outs(), flags.queryOps, at)) {
      toolError() << "--query-op: " << llvm::toString(std::move(err)) << '\n';
      return 1;
    }
    return 0;
  }
  if (flags.listSupportedOps) {
    if (!flags.model.empty() || !flags.output.empty()) {
      toolError() << "--list-supported-ops takes no model and no -o\n";
      return 1;
    }
    return printSupportedOps(flags.opset, flags.verbose, flags.quiet);
  }
  if (!flags.printPipeline && (flags.model.empty() || flags.output.empty())) {
    toolError() << "a model and -o are required: tocc-export model.pt -o "
                   "model.onnx (or --list-supported-ops, --query-op)\n";
    return 1;
  }
  llvm::Expected<ExportOptions> options = makeExportOptions(flags);
  if (!options) {
    toolError() << llvm::toString(options.takeError()) << '\n';
    return 1;
  }

  // A model's custom ops (myops::scaled_swish) are imported as generic ops
  // carrying their schema, which the verifier accepts: a plugin's
  // decomposition or lowering, or the fallback, takes them, and one that
  // nothing takes is reported by name before decompose.
  Context ctx;
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, ctx.getDiagEngine());
  if (flags.printPipeline) {
    // What onnx-opt runs on the same capture (docs/export.md, "The
    // pipeline"): checked as the export would check it, then printed.
    if (llvm::Error err = checkExportPipeline(ctx, *options)) {
      toolError() << llvm::toString(std::move(err)) << '\n';
      return 1;
    }
    llvm::outs() << getExportPipeline(*options) << '\n';
    return 0;
  }

  // The model's custom ops must be registered with LibTorch before its
  // TorchScript is loaded (and for --verify's LibTorch run).
  for (const std::string &path : flags.torchLibraries) {
    if (llvm::Error err = loadTorchLibrary(path)) {
      toolError() << llvm::toString(std::move(err)) << '\n';
      return 1;
    }
  }
  ExportResult result;
  if (llvm::Error err =
          exportToOnnx(flags.model, flags.output, ctx, *options, &result)) {
    toolError() << llvm::toString(std::move(err)) << '\n';
    return 1;
  }
  if (!flags.quiet) {
    double seconds = 0;
    uint64_t peak = 0;
    for (const StageStats &s : result.stages) {
      seconds += s.seconds;
      peak = std::max(peak, s.peakRSS);
    }
    (flags.output == "-" ? llvm::errs() : llvm::outs())
        << "tocc-export: wrote " << flags.output << " (opset " << flags.opset
        << ", " << result.numNodes << " nodes, "
        << llvm::format("%.1f", result.bytesWritten / 1e6) << " MB) in "
        << llvm::format("%.2f", seconds) << " s, peak RSS "
        << llvm::format("%.0f", peak / 1e6) << " MB"
        << (flags.verify ? "; verified in ONNX Runtime" : "") << "\n";
  }
  return 0;
}
