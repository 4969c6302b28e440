//===- OnnxWriter.h - Writing an onnx-dialect module as an ONNX file ------===//
//
// The writer turns the first graph of a module of onnx ops into a
// ModelProto (docs/onnx-io.md). Weights are streamed from the attributes'
// bytes to the file, never copied into a protobuf message. No ONNX or
// protobuf header is included here: users of the writer stay free of them.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TARGET_ONNX_ONNXWRITER_H
#define TOCC_TARGET_ONNX_ONNXWRITER_H

#include "tocc/IR/Module.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace tocc {

/// Where initializer bytes go.
enum class OnnxExternalData {
  /// Always inside the .onnx file (an error past protobuf's 2 GB limit).
  Never,
  /// Inside, unless the file would pass the 2 GB limit: then SingleFile.
  Auto,
  /// Initializers of at least sizeThreshold bytes go to one data file.
  SingleFile,
  /// Initializers of at least sizeThreshold bytes go to a file each.
  PerTensor,
};

/// What the writer records of intermediate values (`value_info`). Graph
/// inputs and outputs always have their full types, symbolic dims included.
enum class OnnxValueInfo {
  /// No value_info, as torch.onnx.export writes.
  None,
  /// dtype, rank and static dims; a symbolic dim is written as an unknown
  /// one. The default: ONNX Runtime 1.20's CPU provider runs vit_b_16,
  /// swin_t and a BERT encoder 2-8% slower when intermediate values carry
  /// symbolic dims (bench/README.md, "ORT and value_info").
  Static,
  /// Every dim, symbolic ones as dim_param with their canonical text.
  Symbolic,
};

struct OnnxWriterOptions {
  OnnxValueInfo valueInfo = OnnxValueInfo::Static;
  OnnxExternalData externalData = OnnxExternalData::Auto;
  /// Smaller initializers stay inside the model (onnx's size_threshold).
  uint64_t sizeThreshold = 1024;
  /// The largest .onnx file: protobuf's 2 GB limit (2^31 - 1). Auto moves
  /// initializers out past it, Never fails; tests lower it.
  uint64_t maxModelBytes = (uint64_t(1) << 31) - 1;
  /// The data file of SingleFile, relative to the model's directory;
  /// empty: `<model file name>.data`.
  std::string externalDataFile;
  /// Write the external references but not the data files (a "weightless"
  /// model, refilled later by writing the same module with the same
  /// options and weights).
  bool writeExternalDataFiles = true;
  /// torch.onnx.export's export_params: false makes weights graph inputs.
  bool exportParams = true;
  /// torch.onnx.export's keep_initializers_as_inputs.
  bool keepInitializersAsInputs = false;
  /// Each node's doc_string is its op's source location.
  bool docStrings = false;
  /// Versions of custom domains that `onnx.opset_import` does not give
  /// (torch's custom_opsets).
  std::vector<std::pair<std::string, int64_t>> customOpsets;
  /// The tool's flag for customOpsets, named by the error for a custom
  /// domain without a version (tocc-export's is --custom-opset).
  std::string customOpsetFlag = "--onnx-custom-opset";
  /// Called as bytes reach the files (done, total), for a progress bar.
  std::function<void(uint64_t done, uint64_t total)> onProgress;
};

/// Writes the module's first graph as an ONNX model at `path` (and its
/// external data next to it). On error no file is left behind.
llvm::Error writeOnnxModel(Module &module, llvm::StringRef path,
                           const OnnxWriterOptions &options = {});

/// The ONNX ir_version that goes with a default-domain opset
/// (9 -> 4, 10 -> 5, 11 -> 6, 12..14 -> 7, 15..18 -> 8, 19..20 -> 9,
/// 21 -> 10); 3 for opsets below 9.
int64_t irVersionForOpset(int64_t opset);

/// Offsets in data files: tensors of at least 1 MiB start on a 4096-byte
/// boundary (page aligned, so they can be mmapped in place), smaller ones on
/// a 64-byte boundary.
uint64_t externalDataAlignment(uint64_t numBytes);

} // namespace tocc

#endif // TOCC_TARGET_ONNX_ONNXWRITER_H
