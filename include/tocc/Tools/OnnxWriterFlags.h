//===- OnnxWriterFlags.h - The writer flags as the ONNX writer's options --===//
//
// Header-only, so that the tools' shared flags (ToolFlags.h) link no ONNX:
// tocc-export and onnx-opt, which both write ONNX, include it.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_TOOLS_ONNXWRITERFLAGS_H
#define TOCC_TOOLS_ONNXWRITERFLAGS_H

#include "tocc/Target/Onnx/OnnxWriter.h"
#include "tocc/Tools/ToolFlags.h"

namespace tocc {

inline OnnxWriterOptions toOnnxWriterOptions(const OutputWriterOptions &flags) {
  OnnxWriterOptions options;
  switch (flags.externalData) {
  case ExternalDataMode::Never:
    options.externalData = OnnxExternalData::Never;
    break;
  case ExternalDataMode::Auto:
    options.externalData = OnnxExternalData::Auto;
    break;
  case ExternalDataMode::Single:
    options.externalData = OnnxExternalData::SingleFile;
    break;
  case ExternalDataMode::PerTensor:
    options.externalData = OnnxExternalData::PerTensor;
    break;
  }
  options.externalDataFile = flags.externalDataFile;
  options.writeExternalDataFiles = !flags.weightless;
  options.exportParams = flags.exportParams;
  options.keepInitializersAsInputs = flags.keepInitializersAsInputs;
  options.docStrings = flags.docStrings;
  switch (flags.valueInfo) {
  case ValueInfoMode::None:
    options.valueInfo = OnnxValueInfo::None;
    break;
  case ValueInfoMode::Static:
    options.valueInfo = OnnxValueInfo::Static;
    break;
  case ValueInfoMode::Symbolic:
    options.valueInfo = OnnxValueInfo::Symbolic;
    break;
  }
  options.customOpsets = flags.customOpsets;
  options.customOpsetFlag = "--custom-opset";
  return options;
}

} // namespace tocc

#endif // TOCC_TOOLS_ONNXWRITERFLAGS_H
