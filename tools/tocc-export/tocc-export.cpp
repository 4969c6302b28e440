//===- tocc-export.cpp - A TorchScript model to a verified ONNX model -----===//
//
// torch.onnx.export as a command (docs/export.md):
//
//   tocc-export model.pt --example-inputs inputs.pt -o model.onnx
//       --dynamic-axes 'x:0=batch' --opset 17 --verify --report report.md
//
// The flags are torch.onnx.export's arguments; the work is tocc::
// exportToOnnx's (tocc/Export/Export.h). Diagnostics name the op and its
// source line in the model; a failed export leaves no file behind.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/Export.h"
#include "tocc/Export/SupportedOps.h"
#include "tocc/Extension/Registry.h"
#include "tocc/IR/Context.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Support/Plugin.h"
#include "tocc/Support/Version.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

namespace cl = llvm::cl;
using namespace tocc;

static llvm::raw_ostream &toolError() {
  return llvm::WithColor::error(llvm::errs(), "tocc-export");
}

/// `a,b,c` (and repeated flags) into names.
static std::vector<std::string> splitNames(const cl::list<std::string> &flags) {
  std::vector<std::string> names;
  for (const std::string &flag : flags) {
    llvm::SmallVector<llvm::StringRef, 4> parts;
    llvm::StringRef(flag).split(parts, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef p : parts)
      names.push_back(p.trim().str());
  }
  return names;
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

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // tocc's own entries first, so a plugin registering one of them again
  // without override is a conflict, not silently replaced; then plugins,
  // like onnx-opt's, before the command line is parsed.
  registerExportPipeline();
  if (!loadCommandLinePlugins(argc, argv, "tocc-export"))
    return 1;
  cl::OptionCategory cat("tocc-export options");
  // Required unless --list-supported-ops (checked after parsing).
  cl::opt<std::string> input(cl::Positional, cl::desc("<model.pt>"),
                             cl::cat(cat));
  cl::opt<std::string> output("o", cl::desc("The ONNX file to write"),
                              cl::value_desc("model.onnx"), cl::cat(cat));
  cl::opt<std::string> exampleInputs(
      "example-inputs",
      cl::desc("torch.save'd tuple of forward's inputs (or one tensor): "
               "their dtypes and sizes type the graph inputs"),
      cl::value_desc("inputs.pt"), cl::cat(cat));
  cl::list<std::string> inputShapes(
      "input-shape",
      cl::desc("An input's type instead of (or over) its example: "
               "x=f32[batch,3,224,224] (repeatable; ';' separates several)"),
      cl::value_desc("spec"), cl::cat(cat));
  cl::list<std::string> inputNames(
      "input-names", cl::desc("Graph input names in order (a,b,c)"),
      cl::value_desc("names"), cl::cat(cat));
  cl::list<std::string> outputNames(
      "output-names", cl::desc("Graph output names in order (y,z)"),
      cl::value_desc("names"), cl::cat(cat));
  cl::list<std::string> dynamicAxes(
      "dynamic-axes",
      cl::desc("torch's dynamic_axes: 'x:0=batch,2=height;y:0=batch', or "
               "'x:0,2' for automatic names x_dynamic_axes_1, ..."),
      cl::value_desc("axes"), cl::cat(cat));
  cl::opt<std::string> staticShapes(
      "static-shapes",
      cl::desc("Make input dims constants: 'x:0=1,2=224;y:1=5' (the "
               "--dynamic-axes form with sizes)"),
      cl::value_desc("dims"), cl::cat(cat));
  cl::opt<bool> unrollRnn(
      "unroll-rnn",
      cl::desc("Write LSTM/GRU/RNN layers as their cells, unrolled over a "
               "static sequence length, instead of ONNX LSTM/GRU/RNN nodes"),
      cl::cat(cat));
  cl::opt<std::string> unrollLoops(
      "unroll-loops",
      cl::desc("Unroll `for` loops of at most N iterations (default 64)"),
      cl::value_desc("N"), cl::ValueOptional, cl::cat(cat));
  cl::opt<bool> ifToWhere(
      "if-to-where",
      cl::desc("Replace ifs whose branches yield tensors of one shape by "
               "where"),
      cl::cat(cat));
  cl::opt<int64_t> opset("opset", cl::desc("ONNX opset (9 to 21)"),
                         cl::init(17), cl::cat(cat));
  cl::opt<std::string> passesAfterDecompose(
      "passes-after-decompose",
      cl::desc("Run these registered passes (a plugin's too; onnx-opt's "
               "pipeline syntax) on the core IR right after decompose"),
      cl::value_desc("pipeline"), cl::cat(cat));
  cl::opt<std::string> passesAfterLowering(
      "passes-after-lowering",
      cl::desc("Run these registered passes on the onnx IR right after "
               "lower-to-onnx"),
      cl::value_desc("pipeline"), cl::cat(cat));
  cl::opt<bool> optionalToFlag(
      "optional-to-flag",
      cl::desc("Outputs of type Optional[Tensor] become the tensor (zeros "
               "when absent) and a bool NAME_is_present (for opsets < 16)"),
      cl::cat(cat));
  cl::opt<bool> noConstantFolding(
      "no-constant-folding",
      cl::desc("Do not fold constants (do_constant_folding=False)"),
      cl::cat(cat));
  cl::opt<bool> noExportParams(
      "no-export-params",
      cl::desc("Weights become graph inputs (export_params=False)"),
      cl::cat(cat));
  cl::opt<bool> keepInitializersAsInputs(
      "keep-initializers-as-inputs",
      cl::desc("List initializers as graph inputs too"), cl::cat(cat));
  enum class ExternalMode { None, Auto, Single, PerTensor };
  cl::opt<ExternalMode> externalData(
      "external-data",
      cl::desc("Weights in external data files (default: only past 2 GB)"),
      cl::ValueOptional,
      cl::values(
          clEnumValN(ExternalMode::Single, "", "one data file (the default)"),
          clEnumValN(ExternalMode::Single, "single", "one data file"),
          clEnumValN(ExternalMode::PerTensor, "per-tensor",
                     "a file per weight")),
      cl::init(ExternalMode::Auto), cl::cat(cat));
  cl::list<std::string> customOpsets(
      "custom-opset",
      cl::desc("A custom domain's opset version: domain=version"),
      cl::value_desc("domain=version"), cl::cat(cat));
  cl::opt<OperatorExportType> operatorExportType(
      "operator-export-type",
      cl::desc("What happens to an op without a decomposition or lowering"),
      cl::values(clEnumValN(OperatorExportType::Onnx, "onnx",
                            "an error naming the op (the default)"),
                 clEnumValN(OperatorExportType::Fallthrough, "fallthrough",
                            "a custom op in its dialect's domain"),
                 clEnumValN(OperatorExportType::AtenFallback, "aten-fallback",
                            "an ATen op of domain org.pytorch.aten")),
      cl::init(OperatorExportType::Onnx), cl::cat(cat));
  cl::opt<bool> trace("trace",
                      cl::desc("Run forward on the example inputs under "
                               "tocc's tracer instead of importing its "
                               "TorchScript graph"),
                      cl::cat(cat));
  cl::opt<bool> strict("strict",
                       cl::desc("Trace hazards are errors (with --trace)"),
                       cl::cat(cat));
  cl::opt<bool> verbose(
      "verbose",
      cl::desc("Source locations as node doc strings, and the stages on "
               "stderr"),
      cl::cat(cat));
  cl::opt<bool> printIRAfterAll(
      "print-ir-after-all",
      cl::desc("Print the IR after every pass of every stage (stderr)"),
      cl::cat(cat));
  cl::opt<bool> printIRBeforeAll(
      "print-ir-before-all",
      cl::desc("Print the IR before every pass of every stage (stderr)"),
      cl::cat(cat));
  cl::list<std::string> printIRBefore(
      "print-ir-before", cl::desc("Print the IR before these passes (stderr)"),
      cl::value_desc("pass,..."), cl::CommaSeparated, cl::cat(cat));
  cl::list<std::string> printIRAfter(
      "print-ir-after", cl::desc("Print the IR after these passes (stderr)"),
      cl::value_desc("pass,..."), cl::CommaSeparated, cl::cat(cat));
  cl::opt<bool> printDebugInfo(
      "print-debuginfo",
      cl::desc("Print loc(...) on ops in the IR the --print-ir-* flags dump"),
      cl::cat(cat));
  cl::opt<int64_t> elideConstants(
      "elide-constants",
      cl::desc("In the --print-ir-* dumps, print dense constants with more "
               "than N elements as elided (as onnx-opt's flag)"),
      cl::value_desc("N"), cl::init(-1), cl::cat(cat));
  cl::opt<std::string> report("report",
                              cl::desc("Write a Markdown report of the export"),
                              cl::value_desc("report.md"), cl::cat(cat));
  cl::opt<bool> verify(
      "verify",
      cl::desc("Run LibTorch and ONNX Runtime on the example inputs and on "
               "other sizes of every dynamic axis; fail on a mismatch"),
      cl::cat(cat));
  cl::opt<double> rtol("rtol", cl::desc("Relative tolerance of --verify"),
                       cl::init(1e-3), cl::cat(cat));
  cl::opt<double> atol("atol", cl::desc("Absolute tolerance of --verify"),
                       cl::init(1e-5), cl::cat(cat));
  cl::list<std::string> verifyValues(
      "verify-value",
      cl::desc("Also compare this value of the core graph (its SSA name)"),
      cl::value_desc("name"), cl::cat(cat));
  cl::opt<std::string> verifySizes(
      "verify-sizes",
      cl::desc("Other sizes --verify gives dynamic symbols, in place of "
               "s+1: 'height=72,96;width=80' (models that take only some "
               "sizes)"),
      cl::value_desc("sym=N,...;..."), cl::cat(cat));
  cl::opt<bool> verifyExactOrder(
      "verify-exact-order",
      cl::desc("--verify compares outputs whose count depends on the data "
               "(NMS, nonzero) in order; by default, ones that differ only "
               "in order match as sets of rows"),
      cl::cat(cat));
  cl::list<std::string> verifyInputs(
      "verify-inputs",
      cl::desc("Also verify on these inputs (a torch.save'd tuple or list "
               "like --example-inputs; repeatable)"),
      cl::value_desc("inputs.pt"), cl::cat(cat));
  cl::opt<std::string> reproDir(
      "repro-dir",
      cl::desc("Where --verify writes the repro of a mismatch (default "
               "<output>.repro)"),
      cl::value_desc("dir"), cl::cat(cat));
  cl::opt<ProgressMode> progress(
      "progress", cl::desc("The progress bar on stderr"),
      cl::values(clEnumValN(ProgressMode::Auto, "auto",
                            "when stderr is a terminal (the default)"),
                 clEnumValN(ProgressMode::Always, "always", "always"),
                 clEnumValN(ProgressMode::Never, "never", "never")),
      cl::init(ProgressMode::Auto), cl::cat(cat));
  cl::opt<bool> quiet("q", cl::desc("No summary line"), cl::cat(cat));
  cl::opt<bool> listSupported(
      "list-supported-ops",
      cl::desc("Print the aten op overloads exported at --opset (no model; "
               "docs/supported-ops.md)"),
      cl::cat(cat));
  cl::list<std::string> queryOps(
      "query-op",
      cl::desc("Print the functions registered for an op (aten::relu, "
               "myops::op, core.relu) and who registered each; with --opset, "
               "whether it is registered there (no model; repeatable)"),
      cl::value_desc("op"), cl::cat(cat));
  cl::list<std::string> loadPlugins(
      "load-plugin",
      cl::desc("Load a tocc plugin: its decompositions, lowerings and shape "
               "functions (repeatable)"),
      cl::value_desc("lib.so"), cl::cat(cat));
  cl::list<std::string> loadTorchLibraries(
      "load-torch-library",
      cl::desc("Load a TORCH_LIBRARY op library before the model, for the "
               "model's custom ops (repeatable)"),
      cl::value_desc("libmyops.so"), cl::cat(cat));

  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    printToolVersion(os, "tocc-export");
  });
  cl::HideUnrelatedOptions(cat);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "tocc-export: a TorchScript model (.pt) to an ONNX model, with "
          "torch.onnx.export's options\n",
          &llvm::errs()))
    return 1;

  if (!queryOps.empty()) {
    if (!input.empty() || !output.empty()) {
      toolError() << "--query-op takes no model and no -o\n";
      return 1;
    }
    std::optional<int64_t> at;
    if (opset.getNumOccurrences())
      at = opset;
    if (llvm::Error err = printOpQueries(
            llvm::outs(), {queryOps.begin(), queryOps.end()}, at)) {
      toolError() << "--query-op: " << llvm::toString(std::move(err)) << '\n';
      return 1;
    }
    return 0;
  }
  if (listSupported) {
    if (!input.empty() || !output.empty()) {
      toolError() << "--list-supported-ops takes no model and no -o\n";
      return 1;
    }
    return printSupportedOps(opset, verbose, quiet);
  }
  if (input.empty() || output.empty()) {
    toolError() << "a model and -o are required: tocc-export model.pt -o "
                   "model.onnx (or --list-supported-ops, --query-op)\n";
    return 1;
  }

  ExportOptions options;
  options.import.exampleInputsPath = exampleInputs;
  options.import.inputShapes.assign(inputShapes.begin(), inputShapes.end());
  options.import.inputNames = splitNames(inputNames);
  options.import.trace = trace;
  options.import.strict = strict;
  options.outputNames = splitNames(outputNames);
  for (const std::string &text : dynamicAxes) {
    llvm::Expected<std::vector<DynamicAxesSpec>> parsed =
        parseDynamicAxes(text);
    if (!parsed) {
      toolError() << "--dynamic-axes: " << llvm::toString(parsed.takeError())
                  << '\n';
      return 1;
    }
    for (DynamicAxesSpec &spec : *parsed)
      options.dynamicAxes.push_back(std::move(spec));
  }
  options.staticShapes = staticShapes;
  if (unrollLoops.getNumOccurrences()) {
    int64_t n = 64;
    if (!unrollLoops.empty() &&
        (llvm::StringRef(unrollLoops).getAsInteger(10, n) || n < 1)) {
      toolError() << "--unroll-loops: '" << unrollLoops
                  << "' is not a positive number of iterations\n";
      return 1;
    }
    options.unrollLoops = n;
  }
  options.ifToWhere = ifToWhere;
  options.unrollRnn = unrollRnn;
  options.passesAfterDecompose = passesAfterDecompose;
  options.passesAfterLowering = passesAfterLowering;
  options.opset = opset;
  options.constantFolding = !noConstantFolding;
  options.operatorExportType = operatorExportType;
  OnnxWriterOptions &writer = options.writer;
  switch (externalData) {
  case ExternalMode::None:
    writer.externalData = OnnxExternalData::Never;
    break;
  case ExternalMode::Auto:
    writer.externalData = OnnxExternalData::Auto;
    break;
  case ExternalMode::Single:
    writer.externalData = OnnxExternalData::SingleFile;
    break;
  case ExternalMode::PerTensor:
    writer.externalData = OnnxExternalData::PerTensor;
    break;
  }
  writer.exportParams = !noExportParams;
  writer.keepInitializersAsInputs = keepInitializersAsInputs;
  writer.docStrings = verbose;
  writer.customOpsetFlag = "--custom-opset";
  for (llvm::StringRef spec : customOpsets) {
    auto [domain, version] = spec.rsplit('=');
    int64_t v;
    if (domain.empty() || version.getAsInteger(10, v) || v <= 0) {
      toolError() << "--custom-opset: expected domain=version, got '" << spec
                  << "'\n";
      return 1;
    }
    writer.customOpsets.emplace_back(domain.str(), v);
  }
  if (strict && !trace) {
    toolError() << "--strict applies to --trace (a file traced by Python "
                   "keeps no record of its trace hazards)\n";
    return 1;
  }
  options.reportPath = report;
  options.verify = verify;
  options.optionalToFlag = optionalToFlag;
  options.rtol = rtol;
  options.atol = atol;
  options.verifyIntermediates.assign(verifyValues.begin(),
                                     verifyValues.end());
  options.verifyInputs.assign(verifyInputs.begin(), verifyInputs.end());
  options.verifyExactOrder = verifyExactOrder;
  if ((rtol.getNumOccurrences() || atol.getNumOccurrences() ||
       !verifyValues.empty() || !verifyInputs.empty() || !reproDir.empty() ||
       verifyExactOrder) &&
      !verify) {
    toolError() << "--rtol, --atol, --verify-value, --verify-inputs, "
                   "--verify-exact-order and --repro-dir apply to --verify\n";
    return 1;
  }
  options.reproDir = reproDir;
  if (!verifySizes.empty()) {
    if (!verify) {
      toolError() << "--verify-sizes applies to --verify\n";
      return 1;
    }
    llvm::SmallVector<llvm::StringRef, 4> groups;
    llvm::StringRef(verifySizes).split(groups, ';', -1, false);
    for (llvm::StringRef group : groups) {
      auto [symbol, list] = group.trim().split('=');
      llvm::SmallVector<llvm::StringRef, 4> items;
      list.split(items, ',', -1, false);
      std::vector<int64_t> &sizes = options.verifySizes[symbol.trim().str()];
      for (llvm::StringRef item : items) {
        int64_t v;
        if (item.trim().getAsInteger(10, v) || v < 0) {
          toolError() << "--verify-sizes: '" << item.trim()
                      << "' is not a size (expected sym=N,...;sym=N,..., "
                         "e.g. height=72,96;width=80)\n";
          return 1;
        }
        sizes.push_back(v);
      }
      if (symbol.trim().empty() || sizes.empty()) {
        toolError() << "--verify-sizes: invalid entry '" << group.trim()
                    << "' (expected sym=N,...;sym=N,..., e.g. "
                       "height=72,96;width=80)\n";
        return 1;
      }
    }
  }
  options.progress = progress;
  if (verbose)
    options.stageLog = &llvm::errs();
  options.irPrinting.printIRAfterAll = printIRAfterAll;
  options.irPrinting.printIRBeforeAll = printIRBeforeAll;
  options.irPrinting.printOptions.printLocations = printDebugInfo;
  options.irPrinting.printOptions.elideConstantsLargerThan = elideConstants;
  for (bool before : {true, false}) {
    for (const std::string &name : before ? printIRBefore : printIRAfter) {
      if (!lookupPassInfo(name)) {
        toolError() << "unknown pass '" << name << "' in --print-ir-"
                    << (before ? "before" : "after") << '\n';
        return 1;
      }
      (before ? options.irPrinting.printIRBefore
              : options.irPrinting.printIRAfter)
          .insert(name);
    }
  }
  if (verify)
    options.log = &llvm::outs();

  // The model's custom ops must be registered with LibTorch before its
  // TorchScript is loaded (and for --verify's LibTorch run).
  for (const std::string &path : loadTorchLibraries) {
    if (llvm::Error err = loadTorchLibrary(path)) {
      toolError() << llvm::toString(std::move(err)) << '\n';
      return 1;
    }
  }

  // A model's custom ops (myops::scaled_swish) are imported as generic ops
  // carrying their schema, which the verifier accepts: a plugin's
  // decomposition or lowering, or the fallback, takes them, and one that
  // nothing takes is reported by name before decompose.
  Context ctx;
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, ctx.getDiagEngine());
  ExportResult result;
  if (llvm::Error err = exportToOnnx(input, output, ctx, options, &result)) {
    toolError() << llvm::toString(std::move(err)) << '\n';
    return 1;
  }
  if (!quiet) {
    double seconds = 0;
    uint64_t peak = 0;
    for (const StageStats &s : result.stages) {
      seconds += s.seconds;
      peak = std::max(peak, s.peakRSS);
    }
    llvm::outs() << "tocc-export: wrote " << output << " (opset " << opset
                 << ", " << result.numNodes << " nodes, "
                 << llvm::format("%.1f", result.bytesWritten / 1e6) << " MB) in "
                 << llvm::format("%.2f", seconds) << " s, peak RSS "
                 << llvm::format("%.0f", peak / 1e6) << " MB"
                 << (verify ? "; verified in ONNX Runtime" : "") << "\n";
  }
  return 0;
}
