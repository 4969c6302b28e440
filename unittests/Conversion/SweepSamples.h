//===- SweepSamples.h - The numeric sweeps' sample files -------------------===//
//
// Shared by the decomposition sweep (aten vs core, both in the interpreter)
// and the lowering sweep (core in the interpreter vs onnx in ONNX Runtime):
// unittests/Conversion/Samples/*.mlir, split into `// -----` chunks, parsed
// and run through each file's pipeline once; random inputs; comparison.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_UNITTESTS_CONVERSION_SWEEPSAMPLES_H
#define TOCC_UNITTESTS_CONVERSION_SWEEPSAMPLES_H

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"

#include <ATen/ATen.h>

#include <memory>
#include <string>
#include <vector>

namespace tocc::sweep {

constexpr llvm::StringLiteral kDefaultPipeline = "decompose,dce";
constexpr llvm::StringLiteral kPipelineComment = "// sweep-pipeline:";
/// `// sweep-after-lowering: PIPELINE`: onnx passes the lowering sweep runs
/// after lower-to-onnx (fuse-onnx-ops, qdq-to-qoperator), so that ONNX
/// Runtime checks them against the interpreter too.
constexpr llvm::StringLiteral kAfterLoweringComment =
    "// sweep-after-lowering:";
constexpr llvm::StringLiteral kShapesOnlyComment = "// sweep: shapes-only";

/// Registers every dialect, pass and registry the sweeps use, once, and
/// loads the dialects into `ctx`.
void setUpDialects(Context &ctx);

/// One graph of a sample file.
struct Sample {
  std::string graphName;
  unsigned line = 0;
  bool shapesOnly = false;
};

/// One `// -----` chunk: the module as written and after the pipeline.
struct Chunk {
  unsigned firstLine = 0;
  /// The chunk's text (with leading newlines, so lines are the file's).
  std::string text;
  std::unique_ptr<Module> before, after;
  std::vector<Sample> samples;
  /// `// sweep-min-opset: N` in the chunk: the lowering sweep compares it
  /// in ONNX Runtime from opset N only (below, a documented approximation
  /// with a warning, as aligned roi_align at opset 10).
  int64_t minOpset = 0;
};

/// A parsed sample file. Problems that stop a chunk from running (parse
/// errors, a failing pipeline, aten ops left) are in `errors`, each naming
/// the file and line.
struct SampleFile {
  std::string path;
  std::string pipeline;
  /// `// sweep-after-lowering: PASSES`: passes the lowering sweep runs after
  /// lower-to-onnx (the onnx-level passes of tocc-export's later stages,
  /// such as fuse-onnx-ops); empty: none.
  std::string afterLowering;
  bool decomposes = false;
  std::unique_ptr<Context> ctx;
  std::vector<Chunk> chunks;
  llvm::StringSet<> opNames;
  std::vector<std::string> errors;

  size_t numSamples() const {
    size_t n = 0;
    for (const Chunk &c : chunks)
      n += c.samples.size();
    return n;
  }
};

std::string where(const SampleFile &file, unsigned line);
std::string describe(const SampleFile &file, const Sample &s);
bool pipelineDecomposes(llvm::StringRef pipeline, std::string &error);
/// Splits `text` (the contents of `path`) into samples, parses each chunk
/// twice and runs the pipeline on the second copy.
std::unique_ptr<SampleFile> loadSampleText(llvm::StringRef path,
                                           llvm::StringRef text);
/// The sample files of TOCC_SWEEP_SAMPLES_DIR, sorted.
std::vector<std::string> listSampleFiles();
std::unique_ptr<SampleFile> loadSampleFile(const std::string &path);
/// Every sample file, loaded once.
const std::vector<std::unique_ptr<SampleFile>> &allSampleFiles();
const SampleFile *findSampleFile(llvm::StringRef path);

/// Random values for a fully static tensor type: floats randn, ints in
/// [0, 4), bools random.
llvm::Expected<at::Tensor> randomInput(Type type);

struct Tolerance {
  double rtol, atol;
};
Tolerance toleranceFor(at::ScalarType st);

/// Empty if `got` (after the pipeline) matches `want` (as written); else
/// what differs.
std::string compareValues(const c10::IValue &got, const c10::IValue &want,
                          bool shapesOnly);

std::string joinLines(llvm::ArrayRef<std::string> lines);

} // namespace tocc::sweep

#endif
