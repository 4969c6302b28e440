//===- ExportInternals.h - What the export's parts share ------------------===//
#ifndef TOCC_LIB_EXPORT_EXPORTINTERNALS_H
#define TOCC_LIB_EXPORT_EXPORTINTERNALS_H

#include "ExportPasses.h"

#include "tocc/Export/Export.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tocc::exporting {

/// What the report needs beside ExportResult.
struct ExportRecord {
  std::string modelPath, outputPath;
  /// Where the model is written until the run succeeds (StagedOutputs):
  /// onnx's checker and --verify read it there.
  std::string stagedOutputPath;
  std::map<std::string, unsigned> captured;
  std::vector<UnsupportedOp> unsupported;
  /// The exported module (onnx dialect), or as far as the export got.
  std::unique_ptr<Module> module;
  /// The core-dialect module before lowering (kept for --verify).
  std::unique_ptr<Module> coreModule;
  /// Lines --verify printed (for the report).
  std::vector<std::string> verifyLines;
  /// Non-empty when the export failed.
  std::string failure;
};

/// A one-line progress bar on stderr: the stage, its number, and the bytes
/// written. Drawn only when stderr is a terminal (Auto) or always (Always).
class ProgressBar {
public:
  ProgressBar(ProgressMode mode, unsigned numStages);
  ~ProgressBar();
  void beginStage(llvm::StringRef name);
  void endStage();
  void bytes(uint64_t done, uint64_t total);

private:
  void draw(bool force);
  bool enabled;
  unsigned numStages, stageIndex = 0;
  std::string stageName;
  uint64_t done = 0, total = 0;
  bool drawn = false;
  std::chrono::steady_clock::time_point lastDraw;
};

/// The peak resident set size since it was last reset, in bytes.
uint64_t readPeakRSS();
std::map<std::string, unsigned> opHistogram(Module &module);
unsigned countNodes(Module &module);

/// Writes the report (options.reportPath names it) at `path`: its staged
/// path until the run commits its outputs.
llvm::Error writeReport(const ExportRecord &record,
                        const ExportOptions &options,
                        const ExportResult &result, llvm::StringRef path);
/// --verify: LibTorch vs ONNX Runtime on the exported model.
llvm::Error verifyExported(ExportRecord &record, const ExportOptions &options,
                           ExportResult &result);

} // namespace tocc::exporting

#endif // TOCC_LIB_EXPORT_EXPORTINTERNALS_H
