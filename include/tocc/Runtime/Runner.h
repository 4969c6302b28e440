//===- Runner.h - Run a graph on inputs from a file, print its outputs ----===//
//
// What `onnx-opt --run` does, LibTorch-free so tools can link it: the
// runtime itself lives in the LibTorch module (TOCCTorchScriptReader, with
// the importer) and runGraphFromFilesLazily loads it on the first call.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_RUNTIME_RUNNER_H
#define TOCC_RUNTIME_RUNNER_H

#include "tocc/IR/Module.h"
#include "tocc/Support/Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace tocc {

struct RunGraphOptions {
  /// The graph to run.
  std::string graphName = "main";
  /// A file written by Python's torch.save with the inputs: a tuple (or
  /// list) with one value per graph input, or the only input itself. Empty
  /// for a graph without inputs.
  std::string inputsPath;
  /// Where to write the outputs with torch::pickle_save (Python reads them
  /// with torch.load): the only output itself, or a tuple of them. Empty
  /// writes nothing.
  std::string outputPath;
  /// The name diagnostics give the outputs file, when it is written at a
  /// staged path (outputPath) and moved to its final name later. Empty:
  /// outputPath.
  std::string outputName;
};

/// Runs graph `options.graphName` of `module` on the inputs and prints
/// each output to `os` (`out #0: tensor<[2, 3], f32>` and its values, or a
/// summary of a large tensor). Every problem (a bad inputs file, an op that
/// fails, a RaiseException) is reported through the context's diagnostic
/// engine, at the op's location when there is one.
LogicalResult runGraphFromFiles(Module &module, const RunGraphOptions &options,
                                llvm::raw_ostream &os);

/// runGraphFromFiles through the LibTorch module, loaded (with LibTorch) by
/// the first call; TOCC_TORCHSCRIPT_READER overrides its path, as for
/// importTorchScriptLazily. The tool must export its symbols.
LogicalResult runGraphFromFilesLazily(Module &module,
                                      const RunGraphOptions &options,
                                      llvm::raw_ostream &os);

} // namespace tocc

#endif // TOCC_RUNTIME_RUNNER_H
