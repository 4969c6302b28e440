//===- TorchToOnnx.cpp - tocc-export's pipeline (`torch-to-onnx`) ---------===//
//
// `torch-to-onnx{opset=17 ...}` is every pass tocc-export runs on a captured
// model, in its stages (docs/export.md, "The pipeline"): its options are
// the flags that change the pipeline. tocc-export --print-pipeline prints
// it for the given flags, and onnx-opt runs it on the same capture:
//
//   infer-shapes   refine-optionals, [static-shapes,] infer-shapes,
//                  functionalize, simplify-torchscript,dce,infer-shapes,
//                  type-by-example{all rounds=4}, flatten-outputs,
//                  [check-dynamic-axes,] appends-to-scan-outputs,
//                  sequence-lists,infer-shapes
//   decompose      realify-complex, check-supported-ops, [type-by-example,]
//                  decompose, [expand-composites{ops=lstm;gru;rnn},]
//                  [unroll-loops, fold-if,] [if-to-where,]
//                  check-stage{dialect=core}
//   passes-after-decompose   the user's passes
//   fold-constants fold-conv-batch-norm,fold-constants,fold-if,dce (with
//                  folding and weights)
//   optional-to-flag         optional-to-flag,dce
//   lower-to-onnx  check-supported-ops, lower-to-onnx,
//                  check-stage{dialect=onnx}
//   passes-after-lowering    the user's passes
//   cleanup        cse,dce,onnx-cleanup,cse,dce
//   fuse           fuse-onnx-ops,cse,dce (at opset >= 23, unless fuse=none)
//   quantized-format qdq-to-qoperator,dce (with quantized-format=qoperator)
//   precision      convert-precision{precision=fp16 ...} (with a precision
//                  other than fp32)
//   names          constants-to-initializers, check-output-axes,
//                  name-outputs
//
//===----------------------------------------------------------------------===//
#include "ExportPasses.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/StringExtras.h"

using namespace tocc;
using namespace tocc::exporting;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// Whether lower-to-onnx takes option `fallback` (a plugin may replace it
/// by one that does not).
static bool lowerToOnnxHasFallback() {
  const PassInfo *info = lookupPassInfo("lower-to-onnx");
  if (!info)
    return false;
  std::unique_ptr<Pass> pass = info->allocator();
  llvm::Error err = pass->initializeOptions("fallback=none");
  bool ok = !err;
  llvm::consumeError(std::move(err));
  return ok;
}

namespace {

struct TorchToOnnxPipeline : PassPipeline {
  Option<int64_t> opset{*this, "opset", "The default domain's opset (9 to 23)",
                        17};
  Option<std::string> exampleInputs{
      *this, "example-inputs",
      "The example inputs the model was captured with (type-by-example runs "
      "the graph on them)",
      ""};
  Option<std::string> staticShapes{
      *this, "static-shapes",
      "Input dims made constants right after capture (x:0=1,2=224;y:1=5)",
      ""};
  Option<std::string> dynamicAxes{
      *this, "dynamic-axes",
      "The dynamic axes the model was captured with, of inputs and outputs "
      "(x:0=batch;y:0=batch)",
      ""};
  ListOption outputNames{*this, "output-names",
                         "Graph output names in order (torch's output_names)"};
  Option<std::string> fallback{
      *this, "fallback",
      "operator_export_type: none (an op without a way to ONNX is an error), "
      "fallthrough (a custom op of its dialect's domain) or aten (an ATen op "
      "of org.pytorch.aten)",
      "none"};
  Option<bool> unrollRnn{*this, "unroll-rnn",
                         "LSTM/GRU/RNN layers as their cells instead of ONNX "
                         "LSTM/GRU/RNN nodes",
                         false};
  Option<bool> maxPoolNanPropagation{
      *this, "max-pool-nan-propagation",
      "max_pool propagates NaN as ATen does (lower-to-onnx's option); off, "
      "one MaxPool, as torch.onnx.export writes it",
      false};
  Option<int64_t> unrollLoops{
      *this, "unroll-loops",
      "Unroll `for` loops of at most this many iterations after decompose "
      "(0: none)",
      0};
  Option<bool> ifToWhere{*this, "if-to-where",
                         "Replace side-effect-free ifs by where after "
                         "decompose",
                         false};
  Option<bool> optionalToFlag{
      *this, "optional-to-flag",
      "Optional[Tensor] outputs as a tensor and a bool NAME_is_present",
      false};
  Option<bool> constantFolding{*this, "constant-folding",
                               "Fold what depends only on weights and "
                               "constants (do_constant_folding)",
                               true};
  Option<bool> exportParams{*this, "export-params",
                            "Weights are initializers (export_params); off, "
                            "they are inputs and nothing is folded into them",
                            true};
  Option<std::string> precision{
      *this, "precision",
      "fp32 (the model's own dtypes), fp16 or bf16: f32 weights and compute "
      "converted after the cleanup (convert-precision)",
      "fp32"};
  Option<std::string> quantizedFormat{
      *this, "quantized-format",
      "qdq (QuantizeLinear/DequantizeLinear around float ops) or qoperator "
      "(qdq-to-qoperator after the cleanup: QLinearConv and MatMulInteger "
      "where a QDQ pattern has one)",
      "qdq"};
  Option<bool> keepIoTypes{*this, "keep-io-types",
                           "With a precision: f32 graph inputs and outputs "
                           "stay f32",
                           false};
  Option<std::string> keepFp32{
      *this, "precision-keep-fp32",
      "With a precision: the ONNX op types kept in f32, in place of the "
      "default list (A,B)",
      ""};
  Option<std::string> fuse{
      *this, "fuse",
      "At opset >= 23: auto (every fusion of fuse-onnx-ops), none, or the "
      "fusions to run (attention;rms-norm;rotary)",
      "auto"};
  Option<std::string> passesAfterDecompose{
      *this, "passes-after-decompose",
      "Registered passes run on the core IR right after decompose", ""};
  Option<std::string> passesAfterLowering{
      *this, "passes-after-lowering",
      "Registered passes run on the onnx IR right after lower-to-onnx", ""};

  llvm::StringRef getArgument() const override { return "torch-to-onnx"; }
  llvm::StringRef getDescription() const override {
    return "tocc-export's pipeline: a captured TorchScript model (aten) to "
           "ONNX at the opset, in the export's stages";
  }

  llvm::Error buildPipeline(std::vector<PipelineStage> &stages) const override;
};

} // namespace

llvm::Error
TorchToOnnxPipeline::buildPipeline(std::vector<PipelineStage> &stages) const {
  int64_t n = opset.getValue();
  if (n < onnx::kMinTargetOpset || n > onnx::kMaxOpset)
    return makeError("opset " + llvm::Twine(n) +
                     " is not supported (tocc exports opsets " +
                     llvm::Twine(onnx::kMinTargetOpset) + " to " +
                     llvm::Twine(onnx::kMaxOpset) + ")");
  std::optional<FallbackKind> kind = parseFallbackKind(fallback.getValue());
  if (!kind)
    return makeError("fallback must be none, fallthrough or aten, not '" +
                     fallback.getValue() + "'");
  if (unrollLoops.getValue() < 0)
    return makeError("unroll-loops must be a number of iterations, not " +
                     llvm::Twine(unrollLoops.getValue()));
  bool convertPrecision = precision.getValue() != "fp32";
  if (convertPrecision && precision.getValue() != "fp16" &&
      precision.getValue() != "bf16")
    return makeError("precision must be fp32, fp16 or bf16, not '" +
                     precision.getValue() + "'");
  if (quantizedFormat.getValue() != "qdq" &&
      quantizedFormat.getValue() != "qoperator")
    return makeError("quantized-format must be qdq or qoperator, not '" +
                     quantizedFormat.getValue() + "'");
  if (!convertPrecision && (keepIoTypes.getValue() || keepFp32.hasValue()))
    return makeError("keep-io-types and precision-keep-fp32 apply to a "
                     "precision other than fp32 (precision=fp16 or bf16)");
  if (!dynamicAxes.getValue().empty())
    if (llvm::Error err = parseDynamicAxes(dynamicAxes.getValue()).takeError())
      return makeError("dynamic-axes: " + llvm::toString(std::move(err)));
  // --fuse: auto, none or a list of fuse-onnx-ops' fusions.
  std::string fuseOps;
  if (fuse.getValue() != "auto" && fuse.getValue() != "none") {
    llvm::SmallVector<llvm::StringRef, 3> names;
    llvm::StringRef(fuse.getValue()).split(names, ';', -1, false);
    for (llvm::StringRef name : names) {
      name = name.trim();
      if (name != "attention" && name != "rms-norm" && name != "rotary")
        return makeError("fuse must be auto, none or a list of attention, "
                         "rms-norm and rotary, not '" +
                         fuse.getValue() + "'");
      fuseOps += (fuseOps.empty() ? "" : ";") + name.str();
    }
    if (fuseOps.empty())
      return makeError("fuse must be auto, none or a list of attention, "
                       "rms-norm and rotary, not '" +
                       fuse.getValue() + "'");
  }
  std::string opsetText = "opset=" + std::to_string(n);
  std::string fallbackText = "fallback=" + fallback.getValue();
  bool anyFallback = *kind != FallbackKind::None;
  std::string examples =
      exampleInputs.getValue().empty()
          ? ""
          : "example-inputs=" + quotePassOptionValue(exampleInputs.getValue());
  std::string names =
      outputNames.getValue().empty()
          ? ""
          : " names=" + quotePassOptionValue(
                            llvm::join(outputNames.getValue(), ","));
  std::string axes =
      dynamicAxes.getValue().empty()
          ? ""
          : "axes=" + quotePassOptionValue(dynamicAxes.getValue());
  auto stage = [&](llvm::StringRef name, std::vector<std::string> passes) {
    stages.push_back({name.str(), llvm::join(passes, ",")});
  };

  // The TorchScript-language stage. refine-optionals first: the None checks
  // that the example inputs or omitted arguments decide fold before shapes
  // are inferred, so the branches they drop never need types or
  // decompositions. functionalize next (torch-mlir's
  // maximize-value-semantics): an in-place op's result then has the type of
  // the functional op, and the sizes of what follows fold. Then the rest
  // of the language (simplify-torchscript: number functions of constants,
  // sizes the types decide, lists, tuples, dicts) on typed values; what it
  // leaves untyped, the example inputs type, a few rounds. Only then are
  // the outputs flattened: a dict forward fills in (`result["out"] = x`) is
  // a prim.DictConstruct only once resolve-dicts has run. Lists a loop
  // builds are its scan outputs, not unsupported list ops; other lists
  // whose length is known only at run time are sequences.
  std::vector<std::string> inferShapes = {"refine-optionals"};
  if (!staticShapes.getValue().empty())
    inferShapes.push_back("static-shapes{dims=" +
                          quotePassOptionValue(staticShapes.getValue()) + "}");
  inferShapes.push_back("infer-shapes");
  inferShapes.push_back("functionalize");
  inferShapes.push_back("simplify-torchscript,dce,infer-shapes");
  inferShapes.push_back("type-by-example{" +
                        (examples.empty() ? "" : examples + " ") +
                        "all rounds=4}");
  inferShapes.push_back("flatten-outputs");
  if (!axes.empty())
    inferShapes.push_back("check-dynamic-axes{" + axes + names + "}");
  inferShapes.push_back("appends-to-scan-outputs,sequence-lists,infer-shapes");
  stage("infer-shapes", inferShapes);

  // Complex values (stft's) become view_as_real pairs first: the readers it
  // rewrites are what decompose then sees. The ops that cannot be exported
  // are all reported before decompose stops at the first.
  std::vector<std::string> decompose = {
      "realify-complex",
      "check-supported-ops{before=decompose " + opsetText + " " +
          fallbackText + "}"};
  if (anyFallback && !examples.empty())
    decompose.push_back("type-by-example{" + examples + "}");
  decompose.push_back(anyFallback ? "decompose{allow-unconverted}"
                                  : "decompose");
  if (unrollRnn.getValue())
    decompose.push_back("expand-composites{ops=lstm;gru;rnn}");
  if (unrollLoops.getValue() > 0)
    decompose.push_back("unroll-loops{max-trips=" +
                        std::to_string(unrollLoops.getValue()) + "}");
  if (unrollLoops.getValue() > 0 || ifToWhere.getValue())
    decompose.push_back("fold-if");
  if (ifToWhere.getValue())
    decompose.push_back("if-to-where");
  decompose.push_back("check-stage{dialect=core" +
                      (anyFallback ? " " + fallbackText : std::string()) +
                      "}");
  stage("decompose", decompose);

  if (!passesAfterDecompose.getValue().empty())
    stage("passes-after-decompose", {passesAfterDecompose.getValue()});
  // Without export_params the weights are inputs the user feeds: a weight
  // folded into another tensor (a transposed Linear weight, a conv weight
  // scaled by its batch norm) would be an input nobody has, so nothing is
  // folded then. With them, eval-mode batch norms fold into the conv or
  // linear before them, as torch.onnx's do_constant_folding does.
  if (constantFolding.getValue() && exportParams.getValue())
    stage("fold-constants",
          {"fold-conv-batch-norm,fold-constants,fold-if,dce"});
  if (optionalToFlag.getValue())
    stage("optional-to-flag", {"optional-to-flag,dce"});

  std::string lower = "lower-to-onnx{" + opsetText;
  if (anyFallback && lowerToOnnxHasFallback())
    lower += " " + fallbackText;
  if (maxPoolNanPropagation.getValue())
    lower += " max-pool-nan-propagation";
  lower += "}";
  stage("lower-to-onnx",
        {"check-supported-ops{before=lower-to-onnx " + opsetText + " " +
             fallbackText + "}",
         lower, "check-stage{dialect=onnx " + opsetText + "}"});
  if (!passesAfterLowering.getValue().empty())
    stage("passes-after-lowering", {passesAfterLowering.getValue()});

  stage("cleanup", {cleanupPipeline()});
  // Opset 23's fused ops, from the cleaned-up decompositions.
  if (n >= 23 && fuse.getValue() != "none" && lookupPassInfo("fuse-onnx-ops"))
    stage("fuse", {(fuseOps.empty() ? std::string("fuse-onnx-ops")
                                    : "fuse-onnx-ops{ops=" + fuseOps + "}") +
                   ",cse,dce"});
  if (quantizedFormat.getValue() == "qoperator")
    stage("quantized-format", {"qdq-to-qoperator,dce"});
  // After the cleanup, so that what it folds is folded in f32 first.
  if (convertPrecision) {
    std::string convert = "convert-precision{precision=" + precision.getValue();
    if (keepIoTypes.getValue())
      convert += " keep-io-types";
    if (keepFp32.hasValue())
      convert += " keep-fp32=" + quotePassOptionValue(keepFp32.getValue());
    stage("precision", {convert + "}"});
  }

  // Folded weights are initializers; the outputs get their names last, when
  // the values have their final ones.
  std::string outputAxes = "check-output-axes";
  if (!axes.empty() || !names.empty())
    outputAxes += "{" + (axes.empty() ? names.substr(1) : axes + names) + "}";
  std::string nameOutputs = "name-outputs";
  if (!names.empty())
    nameOutputs += "{" + names.substr(1) + "}";
  stage("names", {"constants-to-initializers", outputAxes, nameOutputs});
  return llvm::Error::success();
}

std::string exporting::cleanupPipeline() {
  std::string pipeline = "cse,dce";
  if (lookupPassInfo("onnx-cleanup"))
    pipeline += ",onnx-cleanup,cse,dce";
  return pipeline;
}

std::unique_ptr<Pass> exporting::createTorchToOnnxPipeline() {
  return std::make_unique<TorchToOnnxPipeline>();
}

void tocc::registerExportPasses() {
  static bool registered = [] {
    registerPass(createTypeByExamplePass);
    registerPass(createFlattenOutputsPass);
    registerPass(createAppendsToScanOutputsPass);
    registerPass(createCheckDynamicAxesPass);
    registerPass(createCheckSupportedOpsPass);
    registerPass(createCheckStagePass);
    registerPass(createConstantsToInitializersPass);
    registerPass(createCheckOutputAxesPass);
    registerPass(createNameOutputsPass);
    registerPass(createTorchToOnnxPipeline);
    return true;
  }();
  (void)registered;
}
