//===- tocc-export.cpp - A TorchScript model to a verified ONNX model -----===//
//
// torch.onnx.export as a command (docs/export.md):
//
//   tocc-export model.pt --example-inputs inputs.pt -o model.onnx
//       --dynamic-axes 'x:0=batch' --opset 17 --verify --report report.md
//
// The flags are torch.onnx.export's arguments; those it shares with
// onnx-opt (the capture, the writer, plugins, the opset) are declared once
// in tocc/Tools/ToolFlags.h. The work is tocc::runExportTool's
// (tocc/Tools/ExportMain.h): the torch-to-onnx pipeline, which
// --print-pipeline prints for onnx-opt.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/Export.h"
#include "tocc/Extension/Registry.h"
#include "tocc/Support/Version.h"
#include "tocc/Tools/ExportMain.h"
#include "tocc/Tools/ToolFlags.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"

namespace cl = llvm::cl;
using namespace tocc;

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
  CaptureFlags capture(cat);
  WriterFlags writer(cat);
  PluginFlags plugins(cat);
  OpsetFlag opset(cat, "ONNX opset (9 to 23)");
  cl::list<std::string> outputNames(
      "output-names", cl::desc("Graph output names in order (y,z)"),
      cl::value_desc("names"), cl::cat(cat));
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
  cl::opt<std::string> fuse(
      "fuse",
      cl::desc("At opset 23: replace exact decompositions of attention, RMS "
               "norm and rotary embeddings by Attention, RMSNormalization and "
               "RotaryEmbedding: auto (all), none, or a list "
               "(attention,rms-norm,rotary); docs/llm.md"),
      cl::value_desc("auto|none|list"), cl::init("auto"), cl::cat(cat));
  cl::opt<bool> maxPoolNanPropagation(
      "max-pool-nan-propagation",
      cl::desc("Max pooling propagates NaN as LibTorch does (IsNaN, MaxPool "
               "and Where nodes around each MaxPool); by default one "
               "MaxPool, as torch.onnx.export writes it"),
      cl::cat(cat));
  cl::opt<std::string> precision(
      "precision",
      cl::desc("Write the model in fp16 or bf16: f32 weights and compute "
               "converted, with f32 kept for reductions, softmax and norms "
               "(docs/precision.md); fp32 (default) keeps the model's own "
               "dtypes"),
      cl::value_desc("fp32|fp16|bf16"), cl::init("fp32"), cl::cat(cat));
  cl::opt<std::string> quantizedFormat(
      "quantized-format",
      cl::desc("How a quantized model is written: qdq (default), "
               "QuantizeLinear/DequantizeLinear around float ops; or "
               "qoperator, QLinearConv and MatMulInteger where a QDQ "
               "pattern has one (docs/quantization.md)"),
      cl::value_desc("qdq|qoperator"), cl::init("qdq"), cl::cat(cat));
  cl::opt<bool> keepIoTypes(
      "keep-io-types",
      cl::desc("With --precision: f32 graph inputs and outputs stay f32 "
               "(Casts after the inputs and before the outputs)"),
      cl::cat(cat));
  cl::opt<std::string> precisionKeepFp32(
      "precision-keep-fp32",
      cl::desc("With --precision: the ONNX op types computed in f32, in "
               "place of the default list (ReduceMean,Softmax,...)"),
      cl::value_desc("Op1,Op2"), cl::cat(cat));
  cl::opt<std::string> unrollLoops(
      "unroll-loops",
      cl::desc("Unroll `for` loops of at most N iterations (default 64)"),
      cl::value_desc("N"), cl::ValueOptional, cl::cat(cat));
  cl::opt<bool> ifToWhere(
      "if-to-where",
      cl::desc("Replace ifs whose branches yield tensors of one shape by "
               "where"),
      cl::cat(cat));
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
  cl::opt<bool> printPipeline(
      "print-pipeline",
      cl::desc("Print the pass pipeline the export would run for these flags "
               "(onnx-opt's --pass-pipeline) and exit"),
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
  cl::opt<double> verifyQuantizedSteps(
      "verify-quantized-steps",
      cl::desc("Tolerance of --verify for a quantized output, in steps of "
               "its scale (default 1): torch's integer kernels and ONNX "
               "Runtime may round a value near a boundary apart"),
      cl::init(1), cl::cat(cat));
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

  ExportToolFlags flags;
  flags.model = input;
  flags.output = output;
  flags.printPipeline = printPipeline;
  flags.listSupportedOps = listSupported;
  flags.queryOps.assign(queryOps.begin(), queryOps.end());
  flags.exampleInputs = capture.exampleInputs;
  flags.inputShapes.assign(capture.inputShapes.begin(),
                           capture.inputShapes.end());
  flags.inputNames = capture.getInputNames();
  flags.dynamicAxes = capture.getDynamicAxes();
  flags.trace = capture.trace;
  flags.strict = capture.strict;
  flags.opset = opset.opset;
  flags.opsetGiven = opset.given();
  flags.outputNames = splitNames(outputNames);
  flags.staticShapes = staticShapes;
  flags.unrollRnn = unrollRnn;
  flags.fuse = fuse;
  flags.maxPoolNanPropagation = maxPoolNanPropagation;
  if (unrollLoops.getNumOccurrences())
    flags.unrollLoops = unrollLoops.getValue();
  flags.ifToWhere = ifToWhere;
  flags.precision = precision;
  flags.keepIoTypes = keepIoTypes;
  flags.quantizedFormat = quantizedFormat;
  if (precisionKeepFp32.getNumOccurrences()) {
    llvm::SmallVector<llvm::StringRef, 8> names;
    llvm::StringRef(precisionKeepFp32).split(names, ',', -1, false);
    flags.precisionKeepFp32.emplace();
    for (llvm::StringRef name : names)
      flags.precisionKeepFp32->push_back(name.trim().str());
  }
  flags.optionalToFlag = optionalToFlag;
  flags.noConstantFolding = noConstantFolding;
  flags.operatorExportType = operatorExportType;
  flags.passesAfterDecompose = passesAfterDecompose;
  flags.passesAfterLowering = passesAfterLowering;
  llvm::Expected<OutputWriterOptions> writerOptions = writer.getOptions();
  if (!writerOptions) {
    llvm::WithColor::error(llvm::errs(), "tocc-export")
        << llvm::toString(writerOptions.takeError()) << '\n';
    return 1;
  }
  flags.writer = std::move(*writerOptions);
  flags.verify = verify;
  if (rtol.getNumOccurrences())
    flags.rtol = rtol;
  if (atol.getNumOccurrences())
    flags.atol = atol;
  if (verifyQuantizedSteps.getNumOccurrences())
    flags.verifyQuantizedSteps = verifyQuantizedSteps;
  flags.verifyValues.assign(verifyValues.begin(), verifyValues.end());
  flags.verifySizes = verifySizes;
  flags.verifyExactOrder = verifyExactOrder;
  flags.verifyInputs.assign(verifyInputs.begin(), verifyInputs.end());
  flags.reproDir = reproDir;
  flags.report = report;
  flags.progress = progress;
  flags.verbose = verbose;
  flags.quiet = quiet;
  flags.printIRAfterAll = printIRAfterAll;
  flags.printIRBeforeAll = printIRBeforeAll;
  flags.printIRBefore.assign(printIRBefore.begin(), printIRBefore.end());
  flags.printIRAfter.assign(printIRAfter.begin(), printIRAfter.end());
  flags.printDebugInfo = printDebugInfo;
  flags.elideConstants = elideConstants;
  flags.torchLibraries.assign(plugins.torchLibraries.begin(),
                              plugins.torchLibraries.end());
  return runExportTool(flags);
}
