//===- ExportMain.h - The driver behind tocc-export -----------------------===//
//
// tocc-export's main parses its flags into ExportToolFlags and calls
// runExportTool, which checks them, then prints the pipeline
// (--print-pipeline), answers --list-supported-ops and --query-op, or
// exports (tocc::exportToOnnx) and prints the summary line.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TOOLS_EXPORTMAIN_H
#define TOCC_TOOLS_EXPORTMAIN_H

#include "tocc/Export/Export.h"
#include "tocc/Tools/ToolFlags.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tocc {

/// tocc-export's command line as given (docs/export.md, "Options").
struct ExportToolFlags {
  std::string model, output;

  /// --print-pipeline, --list-supported-ops, --query-op.
  bool printPipeline = false;
  bool listSupportedOps = false;
  std::vector<std::string> queryOps;

  /// The capture: --example-inputs, --input-shape, --input-names (split),
  /// --dynamic-axes (joined by ';'), --trace, --strict.
  std::string exampleInputs;
  std::vector<std::string> inputShapes;
  std::vector<std::string> inputNames;
  std::string dynamicAxes;
  bool trace = false, strict = false;

  /// The pipeline.
  int64_t opset = 17;
  bool opsetGiven = false;
  /// --output-names, split at commas.
  std::vector<std::string> outputNames;
  std::string staticShapes;
  bool unrollRnn = false;
  /// --fuse: auto, none, or fusions separated by ','.
  std::string fuse = "auto";
  bool maxPoolNanPropagation = false;
  /// --unroll-loops[=N]: absent, or its value ("" for the flag alone).
  std::optional<std::string> unrollLoops;
  bool ifToWhere = false;
  /// --precision, --keep-io-types, --precision-keep-fp32 (split; absent:
  /// nullopt).
  std::string precision = "fp32";
  bool keepIoTypes = false;
  std::optional<std::vector<std::string>> precisionKeepFp32;
  /// --quantized-format: qdq or qoperator.
  std::string quantizedFormat = "qdq";
  bool optionalToFlag = false;
  bool noConstantFolding = false;
  OperatorExportType operatorExportType = OperatorExportType::Onnx;
  std::string passesAfterDecompose, passesAfterLowering;

  /// The writer (--no-export-params also changes the pipeline).
  OutputWriterOptions writer;

  /// Verification.
  bool verify = false;
  std::optional<double> rtol, atol, verifyQuantizedSteps;
  std::vector<std::string> verifyValues;
  std::string verifySizes;
  bool verifyExactOrder = false;
  std::vector<std::string> verifyInputs;
  std::string reproDir;

  /// Output and dumps.
  std::string report;
  ProgressMode progress = ProgressMode::Auto;
  bool verbose = false, quiet = false;
  bool printIRAfterAll = false, printIRBeforeAll = false;
  std::vector<std::string> printIRBefore, printIRAfter;
  bool printDebugInfo = false;
  int64_t elideConstants = -1;

  std::vector<std::string> torchLibraries;
};

/// Does what the flags ask; problems are `tocc-export: error: ...` (or
/// diagnostics at the model's source lines) and exit code 1, with no file
/// written. Registration and plugins come first (registerExportPipeline,
/// loadCommandLinePlugins).
int runExportTool(const ExportToolFlags &flags);

} // namespace tocc

#endif // TOCC_TOOLS_EXPORTMAIN_H
