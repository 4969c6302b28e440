//===- Export.h - torch.onnx.export's job: a TorchScript model to ONNX ----===//
//
// The one-shot exporter behind `tocc-export` (docs/export.md): capture ->
// the torch-to-onnx pipeline (infer-shapes -> decompose -> fold-constants ->
// lower-to-onnx -> cleanup -> names, tocc/Export/Passes.h) -> write ->
// check, with torch.onnx.export's options (names,
// dynamic axes, opset, constant folding, export_params, external data,
// custom opsets, operator_export_type), an optional Markdown report and
// verification in ONNX Runtime. LibTorch-free and ONNX-free: C++ users
// with a LibTorch module capture it with tocc/Capture.h and pass the
// module to exportModuleToOnnx.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_EXPORT_EXPORT_H
#define TOCC_EXPORT_EXPORT_H

#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Target/Onnx/OnnxWriter.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tocc {

/// torch.onnx.export's operator_export_type: what happens to an op that has
/// no decomposition or no lowering at the target opset.
enum class OperatorExportType {
  /// An error naming the op, its source line and the opsets that have it.
  Onnx,
  /// The op in a custom domain named after its dialect (`aten::foo`), with
  /// its inferred types (ONNX_FALLTHROUGH).
  Fallthrough,
  /// An `ATen` op of domain `org.pytorch.aten` with attribute `operator`
  /// (ONNX_ATEN_FALLBACK).
  AtenFallback,
};

/// When the progress bar is drawn on stderr.
enum class ProgressMode { Auto, Always, Never };

struct ExportOptions {
  /// How the model is read: example inputs, input shapes, input names,
  /// trace mode, strictness (TorchScriptImportOptions).
  TorchScriptImportOptions import;
  /// Dynamic axes of inputs and outputs, in parseDynamicAxes' form.
  std::vector<DynamicAxesSpec> dynamicAxes;
  /// Graph output names in order; empty keeps tocc's.
  std::vector<std::string> outputNames;
  /// The default domain's opset (9 to 23).
  int64_t opset = 17;
  /// Graph outputs of type Optional[Tensor] become a tensor and a bool
  /// `NAME_is_present` (the optional-to-flag pass), for opsets below 16.
  bool optionalToFlag = false;
  /// Static-ization (docs/control-flow.md): input dims made constants, in
  /// static-shapes' form `x:0=1,2=224;y:1=5`, applied right after capture;
  /// empty: none.
  std::string staticShapes;
  /// Recurrent layers (core.lstm/gru/rnn) expanded into their cells right
  /// after decompose: unrolled over a static sequence length, a Loop over a
  /// symbolic one; off, they are ONNX LSTM/GRU/RNN nodes.
  bool unrollRnn = false;
  /// At opset >= 23, opset 23's fused ops (fuse-onnx-ops): "auto" (every
  /// fusion), "none", or a ';'-separated list of attention, rms-norm and
  /// rotary.
  std::string fuse = "auto";
  /// Max pooling propagates NaN as ATen does (a window holding a NaN is
  /// NaN: IsNaN, MaxPool and Where nodes); off, one MaxPool, which skips
  /// NaN in ONNX Runtime, as torch.onnx.export writes it.
  bool maxPoolNanPropagation = false;
  /// Unroll `for` loops of at most this many iterations after decompose;
  /// 0: none.
  int64_t unrollLoops = 0;
  /// After decompose, replace Ifs whose branches are side-effect-free and
  /// yield tensors of one shape by core.where.
  bool ifToWhere = false;
  /// The precision of the written model: "fp32" (the model's own dtypes),
  /// "fp16" or "bf16": f32 weights and compute converted after the
  /// cleanup, keeping f32 for accumulating ops (convert-precision,
  /// docs/precision.md).
  std::string precision = "fp32";
  /// With a precision: f32 graph inputs and outputs stay f32 (Casts after
  /// the inputs and before the outputs).
  bool keepIoTypes = false;
  /// With a precision: the ONNX op types kept in f32, in place of the
  /// default list (getDefaultKeepFp32Ops); nullopt keeps the default.
  std::optional<std::vector<std::string>> precisionKeepFp32;
  /// How a quantized model is written: "qdq" (QuantizeLinear and
  /// DequantizeLinear around float ops) or "qoperator" (QLinearConv and
  /// MatMulInteger where a QDQ pattern has one, the rest QDQ:
  /// qdq-to-qoperator after the cleanup, docs/quantization.md).
  std::string quantizedFormat = "qdq";
  /// Pipelines of registered passes (tocc's or a plugin's, onnx-opt's
  /// syntax `a,b{key=value}`) run as stages of their own: on the core IR
  /// right after decompose, and on the onnx IR right after lower-to-onnx.
  std::string passesAfterDecompose, passesAfterLowering;
  /// do_constant_folding (fold-if too). Not with writer.exportParams off:
  /// weights are then graph inputs, which folding must not turn into other
  /// tensors.
  bool constantFolding = true;
  OperatorExportType operatorExportType = OperatorExportType::Onnx;
  /// The writer's options: export_params, keep_initializers_as_inputs,
  /// external data, custom opsets, doc strings (verbose).
  OnnxWriterOptions writer;
  /// Run onnx's checker on the written model (opsets up to 17).
  bool check = true;
  /// Where to write the Markdown report; empty writes none.
  std::string reportPath;
  /// Compare LibTorch and ONNX Runtime after writing (only for exports of a
  /// TorchScript file, which LibTorch can run).
  bool verify = false;
  /// --verify's tolerances. Unset, they are precisionTolerances(precision)
  /// (fp32: 1e-3 and 1e-5), and for fp16/bf16 atol is relative to each
  /// output's largest |value|.
  std::optional<double> rtol;
  std::optional<double> atol;
  /// A given atol is relative to each output's largest |value|
  /// (VerifyOptions::atolScaled); an unset atol is so for fp16/bf16.
  bool atolScaled = false;
  /// --verify-quantized-steps: a quantized output's tolerance in steps of
  /// its scale (VerifyOptions::quantizedSteps).
  double verifyQuantizedSteps = 1;
  /// Values of the core graph (SSA names) --verify compares too.
  std::vector<std::string> verifyIntermediates;
  /// --verify-sizes: other sizes of dynamic symbols --verify runs, in place
  /// of s+1 (`height=72,96`).
  std::map<std::string, std::vector<int64_t>> verifySizes;
  /// --verify-exact-order: outputs with a data-dependent count must match
  /// in order too (by default they may match as sets of rows).
  bool verifyExactOrder = false;
  /// --verify-inputs: more torch.save'd input tuples --verify checks.
  std::vector<std::string> verifyInputs;
  /// Where --verify writes a repro of a mismatch; empty: `<output>.repro`.
  std::string reproDir;
  ProgressMode progress = ProgressMode::Auto;
  /// --verify's lines go here; null: none.
  llvm::raw_ostream *log = nullptr;
  /// Each stage's time goes here (--verbose); null: none.
  llvm::raw_ostream *stageLog = nullptr;
  /// How the pipeline's pass manager prints the IR (--print-ir-after-all,
  /// --print-ir-before=pass,...: onnx-opt's flags); verifyEach and timing
  /// are the exporter's own.
  PassManagerOptions irPrinting;
};

/// Time and memory of one stage of the export.
struct StageStats {
  std::string name;
  double seconds = 0;
  /// Peak resident set size during the stage, in bytes (0 if unknown).
  uint64_t peakRSS = 0;
  /// Ops per name in the module after the stage.
  std::map<std::string, unsigned> histogram;
};

struct ExportResult {
  std::vector<StageStats> stages;
  /// Nodes of the written graph (top level and nested).
  unsigned numNodes = 0;
  uint64_t bytesWritten = 0;
  /// --verify ran and every comparison was within tolerance.
  bool verified = false;
};

/// The pipeline the export runs on the captured module for `options`:
/// `torch-to-onnx{opset=17 ...}` with the options that change it (what
/// `tocc-export --print-pipeline` prints). `onnx-opt model.pt` with the
/// same capture flags, this pipeline and the same writer flags writes the
/// same model.
std::string getExportPipeline(const ExportOptions &options);

/// --verify's tolerances {rtol, atol} for a model written in `precision`
/// and compared with the fp32 LibTorch model: fp32's defaults {1e-3,
/// 1e-5}; for fp16 and bf16, rtol = atol = 20 u, u being the unit roundoff
/// (2^-11 for fp16: 9.8e-3; 2^-8 for bf16: 7.8e-2), with atol relative to
/// each output's largest |value| (ExportOptions::atolScaled): an error
/// within about 1% of the output's scale for fp16. docs/precision.md says
/// why.
std::pair<double, double> precisionTolerances(llvm::StringRef precision);

/// Checks the export's pipeline for `options` before anything is read: the
/// opset, the user's pipelines (an error names their flag), then the whole
/// pipeline parses. Registers what the export uses and loads its dialects
/// into `ctx`.
llvm::Error checkExportPipeline(Context &ctx, const ExportOptions &options);

/// Registers what the export uses: the dialects, the passes (the export's
/// own and torch-to-onnx too), the decomposition, expansion and lowering
/// registries, the constant evaluator of fold-constants and the example
/// runner of type-by-example. Idempotent; the entry points below call it.
void registerExportPipeline();

/// Exports the TorchScript module at `modelPath` to `outputPath`. Every
/// problem is reported through the context's diagnostic engine (ops at
/// their source locations) and returned as an error; no output file is
/// left behind on failure.
llvm::Error exportToOnnx(llvm::StringRef modelPath, llvm::StringRef outputPath,
                         Context &ctx, const ExportOptions &options,
                         ExportResult *result = nullptr);

/// Exports an already captured module (aten, prim and core ops; e.g. from
/// tocc::captureModule). `--verify` needs a TorchScript file and is
/// refused here.
llvm::Error exportModuleToOnnx(std::unique_ptr<Module> module,
                               llvm::StringRef outputPath,
                               const ExportOptions &options,
                               ExportResult *result = nullptr);

} // namespace tocc

#endif // TOCC_EXPORT_EXPORT_H
