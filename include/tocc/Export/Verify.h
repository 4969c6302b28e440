//===- Verify.h - An exported model against LibTorch, in ONNX Runtime -----===//
//
// `tocc-export --verify`: runs the original TorchScript module (LibTorch)
// and the exported ONNX model (ONNX Runtime, utils/ort/run.js) on the
// example inputs and on inputs with other sizes along every dynamic axis,
// and compares every output. On a mismatch it bisects to the first core op
// whose value diverges and writes a standalone repro of that op
// (docs/verify.md). LibTorch-free and ONNX-free: the LibTorch half is
// tocc/Runtime/Verification.h.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_EXPORT_VERIFY_H
#define TOCC_EXPORT_VERIFY_H

#include "tocc/IR/Module.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace tocc {

/// Axis `axis` of input `input` has the size of symbol `symbol` (one
/// symbol may name axes of several inputs).
struct DynamicAxis {
  unsigned input;
  unsigned axis;
  std::string symbol;
};

struct VerifyOptions {
  /// An output element is within tolerance when
  /// |actual - expected| <= atol + rtol * |expected| (NaN only equals NaN).
  double rtol = 1e-3, atol = 1e-5;
  /// atol is relative to each output's scale: the output's atol is atol
  /// times its largest finite |expected| (a model written in another
  /// precision, whose absolute errors grow with its values).
  bool atolScaled = false;
  /// An output that is a quantized tensor torch dequantizes (its scale
  /// read from the core graph) is within tolerance when
  /// |actual - expected| <= quantizedSteps * scale + atol
  /// (docs/quantization.md): torch's integer kernels and ONNX Runtime's
  /// f32 ops may round a value near a boundary to neighbouring steps.
  double quantizedSteps = 1;
  /// On a mismatch, find the first diverging op (needs coreModule).
  bool bisect = true;
  /// Where the repro goes; empty: `<onnxPath without .onnx>.repro`.
  std::string reproDir;
  /// Names of core values (SSA names in the core module) to compare too,
  /// interpreter against ONNX Runtime, on the example inputs.
  std::vector<std::string> intermediates;
  /// Sizes per dynamic symbol: the example's and sizesPerAxis - 1 others.
  unsigned sizesPerAxis = 2;
  /// Seed of the generated inputs (the same seed gives the same inputs).
  uint64_t seed = 0;
  /// Other sizes of a symbol given explicitly (--verify-sizes), in place of
  /// the generated ones.
  std::map<std::string, std::vector<int64_t>> sizes;
  /// Compare outputs whose dim 0 is a data-dependent count (NMS, nonzero,
  /// unique) in order only. When false (the default), such outputs that
  /// differ only in order match as one set of rows, jointly with the other
  /// outputs of that count, and the log says so.
  bool exactOrder = false;
};

struct VerifyRequest {
  /// The original .pt, run by LibTorch (eval mode, no grad).
  std::string torchScriptPath;
  /// torch.save'd tuple of forward's inputs (or one tensor).
  std::string exampleInputsPath;
  /// More torch.save'd input tuples (lists) to check, after the example
  /// inputs and before the generated sizes: inputs that take each way
  /// through a data-dependent `if`, for instance.
  std::vector<std::string> extraInputsPaths;
  /// The exported model.
  std::string onnxPath;
  std::vector<DynamicAxis> dynamicAxes;
  /// The ONNX graph's input and output names, in order.
  std::vector<std::string> inputNames, outputNames;
  /// The ONNX graph's input and output element types, in order (may be
  /// empty): where one is f16 or bf16 and LibTorch's value is f32 (a model
  /// written with --precision, without --keep-io-types), the inputs are fed
  /// and the expected outputs compared in that type, rounded to nearest
  /// even.
  std::vector<DType> inputDTypes, outputDTypes;
  /// The module after decompose (core dialect), for bisection and
  /// intermediates; may be null. Not changed: verification works on copies.
  Module *coreModule = nullptr;
  /// Lowers a core module exactly as the export did (lower-to-onnx,
  /// folding, cleanups) and writes it to `path`.
  std::function<llvm::Error(Module &, llvm::StringRef path)> lowerAndWrite;
  VerifyOptions options;
};

/// One output of one case.
struct OutputComparison {
  std::string name;
  /// `example inputs`, `batch=3`, or `intermediates`.
  std::string caseName;
  double maxAbsErr = 0, maxRelErr = 0;
  bool ok = false;
};

struct VerifyResult {
  /// Every output of every case within tolerance.
  bool ok = false;
  std::vector<OutputComparison> comparisons;
  /// After a bisection that found one: the first diverging core op and its
  /// location (`"model.py":12:0`).
  std::string divergingOp, divergingLoc;
  /// Where its standalone repro was written (empty if none).
  std::string reproDir;
};

/// Verifies the export (see the file comment), printing `verify: ...` lines
/// to `log`. A mismatch is a result with ok == false; an error is a problem
/// that stopped the verification (a file that does not load, node missing,
/// ONNX Runtime failing to load the model).
llvm::Expected<VerifyResult> verifyExport(const VerifyRequest &request,
                                          llvm::raw_ostream &log);

/// The ONNX Runtime runner: $TOCC_ORT_RUNNER, else the source tree's
/// utils/ort/run.js.
std::string getOrtRunnerPath();

} // namespace tocc

#endif // TOCC_EXPORT_VERIFY_H
