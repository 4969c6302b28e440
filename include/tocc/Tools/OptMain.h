//===- OptMain.h - The reusable driver behind onnx-opt -------------------===//
#ifndef TOCC_TOOLS_OPTMAIN_H
#define TOCC_TOOLS_OPTMAIN_H

#include "tocc/IR/Module.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Tools/ToolFlags.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tocc {

class Context;

/// What onnx-opt passes through to an input reader: the flags that only
/// mean something to readers of models (CaptureFlags: `--example-inputs`,
/// `--input-shape`, `--input-names`, `--dynamic-axes`, `--trace`,
/// `--strict`), as given.
struct InputReaderOptions {
  std::string exampleInputs;
  std::vector<std::string> inputShapes;
  std::vector<std::string> inputNames;
  /// Every --dynamic-axes, joined by ';' (parseDynamicAxes' form).
  std::string dynamicAxes;
  bool trace = false;
  bool strict = false;
  /// Files the reader read besides the input (an ONNX model's external
  /// data) go here: no output of the run may replace them
  /// (docs/reliability.md). Null when nothing is protected (an in-place
  /// rewrite replaces the model and its data together).
  std::vector<std::string> *filesRead = nullptr;
};

/// Reads a file that is not textual IR (a TorchScript .pt, say) into a new
/// module of `ctx`. Errors name the file.
using InputReaderFn = std::function<llvm::Expected<std::unique_ptr<Module>>(
    llvm::StringRef path, Context &ctx, const InputReaderOptions &options)>;

/// Makes optMain read input files ending in `extension` (`.pt`, with the
/// dot) with `reader` instead of the IR parser. Tools register readers
/// before calling optMain, so the driver itself links no model library.
void registerInputReader(llvm::StringRef extension, InputReaderFn reader);

/// Writes the transformed module to `path` (a file format other than
/// textual IR, e.g. .onnx) with the writer flags (tocc/Tools/ToolFlags.h);
/// on error it leaves no file behind.
using OutputWriterFn = std::function<llvm::Error(
    Module &module, llvm::StringRef path, const OutputWriterOptions &options)>;

/// Makes optMain write `-o` files ending in `extension` (`.onnx`) with
/// `writer` instead of printing IR; `--emit=NAME` picks the writer of
/// `.NAME` whatever the file is called.
void registerOutputWriter(llvm::StringRef extension, OutputWriterFn writer);

/// What `--run` asks of a runner: the graph, the inputs file and where to
/// save the outputs (empty: nowhere).
struct RunnerOptions {
  std::string graphName;
  std::string inputsPath;
  /// --run-output as given, and the staged path the outputs are written at
  /// (moved to outputPath when the whole run has succeeded).
  std::string outputPath;
  std::string stagedOutputPath;
};

/// Runs a graph of a module after the pass pipeline and prints its outputs
/// to the stream; problems are diagnostics of the module's context.
using RunnerFn = std::function<LogicalResult(Module &module,
                                             const RunnerOptions &options,
                                             llvm::raw_ostream &os)>;

/// Makes `--run` available: the runner executes the transformed module
/// instead of printing it. Tools register it, so the driver links no
/// runtime (onnx-opt registers one that loads LibTorch on first use).
void registerRunner(RunnerFn runner);

/// Parses the command line, loads plugins, reads the input (.mlir text, or a
/// model through the reader registered for its extension), runs the pass
/// pipeline and writes the result atomically. Returns the process exit
/// code. Dialects, passes and readers must be registered before.
int optMain(int argc, char **argv, llvm::StringRef toolDescription);

} // namespace tocc

#endif // TOCC_TOOLS_OPTMAIN_H
