//===- ToolFlags.h - The flags tocc-export and onnx-opt share -------------===//
//
// Declared once, so that the same flags mean the same thing in both tools
// and an export repeated with onnx-opt takes the flags it was made with
// (docs/export.md, "The pipeline"):
//
//   CaptureFlags  --example-inputs, --input-shape, --input-names,
//                 --dynamic-axes, --trace, --strict: how a .pt is read
//   WriterFlags   --external-data[=...], --external-data-file,
//                 --no-export-params, --keep-initializers-as-inputs,
//                 --doc-strings, --custom-opset, --value-info: how an ONNX file
//                 is written (onnx-opt's older --onnx-* spellings are aliases;
//                 its --weightless is its own: tocc-export checks the data
//                 it writes)
//   PluginFlags   --load-plugin, --load-torch-library
//   OpsetFlag     --opset
//
// A tool constructs them (in its option category) before it parses the
// command line. No model library here: OutputWriterOptions is what the
// tool's writer takes (tocc/Tools/OnnxWriterFlags.h makes the ONNX
// writer's options of it).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TOOLS_TOOLFLAGS_H
#define TOCC_TOOLS_TOOLFLAGS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tocc {

/// Where a model writer puts initializer bytes (`--external-data`).
enum class ExternalDataMode { Never, Auto, Single, PerTensor };

/// What intermediate values' `value_info` records (`--value-info`).
enum class ValueInfoMode { None, Static, Symbolic };

/// What an output writer takes: the writer flags, parsed.
struct OutputWriterOptions {
  ExternalDataMode externalData = ExternalDataMode::Auto;
  std::string externalDataFile;
  bool exportParams = true;
  bool keepInitializersAsInputs = false;
  bool docStrings = false;
  ValueInfoMode valueInfo = ValueInfoMode::Static;
  /// Reference external data without writing it (`--weightless`).
  bool weightless = false;
  /// (domain, version) pairs of `--custom-opset=domain=version`.
  std::vector<std::pair<std::string, int64_t>> customOpsets;
};

/// `a,b,c` in each occurrence of a repeatable flag, as names in order
/// (--input-names, --output-names).
std::vector<std::string> splitNames(const llvm::cl::list<std::string> &flags);

/// How a model file is read: example inputs, input types and names,
/// dynamic axes, tracing (tocc/Frontend/TorchScriptImporter.h).
class CaptureFlags {
public:
  explicit CaptureFlags(llvm::cl::OptionCategory &cat);
  /// Whether any of these flags was given.
  bool anyGiven() const;
  /// `--input-names a,b` (repeatable) as names.
  std::vector<std::string> getInputNames() const;
  /// Every --dynamic-axes, joined by ';' (parseDynamicAxes' form).
  std::string getDynamicAxes() const;

  llvm::cl::opt<std::string> exampleInputs;
  llvm::cl::list<std::string> inputShapes;
  llvm::cl::list<std::string> inputNames;
  llvm::cl::list<std::string> dynamicAxes;
  llvm::cl::opt<bool> trace;
  llvm::cl::opt<bool> strict;
};

/// How an ONNX file is written.
class WriterFlags {
public:
  explicit WriterFlags(llvm::cl::OptionCategory &cat);
  /// Whether any of these flags was given.
  bool anyGiven() const;
  /// The flags as writer options; an error for a malformed
  /// --custom-opset (`--custom-opset: expected domain=version, got 'x'`).
  llvm::Expected<OutputWriterOptions> getOptions() const;

  llvm::cl::opt<ExternalDataMode> externalData;
  llvm::cl::opt<std::string> externalDataFile;
  llvm::cl::opt<bool> noExportParams;
  llvm::cl::opt<bool> keepInitializersAsInputs;
  llvm::cl::opt<bool> docStrings;
  llvm::cl::list<std::string> customOpsets;
  llvm::cl::opt<ValueInfoMode> valueInfo;

private:
  llvm::cl::alias externalDataAlias, externalDataFileAlias,
      noExportParamsAlias, keepInitializersAsInputsAlias, docStringsAlias,
      customOpsetsAlias;
};

/// Libraries loaded before the model is read. --load-plugin is loaded
/// before the command line is parsed (loadCommandLinePlugins: a plugin's
/// passes become flags); declaring it here lists it in --help and accepts
/// it.
class PluginFlags {
public:
  explicit PluginFlags(llvm::cl::OptionCategory &cat);
  /// Loads every --load-torch-library (a model's custom ops must be
  /// registered with LibTorch before its TorchScript is loaded).
  llvm::Error loadTorchLibraries() const;

  llvm::cl::list<std::string> plugins;
  llvm::cl::list<std::string> torchLibraries;
};

/// --opset: the default domain's ONNX opset a tool targets or asks about.
class OpsetFlag {
public:
  OpsetFlag(llvm::cl::OptionCategory &cat, llvm::StringRef description);
  bool given() const { return opset.getNumOccurrences() != 0; }

  llvm::cl::opt<int64_t> opset;
};

} // namespace tocc

#endif // TOCC_TOOLS_TOOLFLAGS_H
