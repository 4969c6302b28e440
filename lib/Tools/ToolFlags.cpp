//===- ToolFlags.cpp - The flags tocc-export and onnx-opt share -----------===//
#include "tocc/Tools/ToolFlags.h"

#include "tocc/Support/Plugin.h"

#include "llvm/ADT/StringExtras.h"

namespace cl = llvm::cl;
using namespace tocc;

CaptureFlags::CaptureFlags(cl::OptionCategory &cat)
    : exampleInputs(
          "example-inputs",
          cl::desc("torch.save'd tuple of forward's inputs (or one tensor): "
                   "their dtypes and sizes type the graph inputs"),
          cl::value_desc("inputs.pt"), cl::cat(cat)),
      inputShapes(
          "input-shape",
          cl::desc("An input's type instead of (or over) its example: "
                   "x=f32[batch,3,224,224] (a name makes a dim symbolic; "
                   "repeatable; ';' separates several)"),
          cl::value_desc("spec"), cl::cat(cat)),
      inputNames("input-names",
                 cl::desc("Graph input names in order (a,b,c)"),
                 cl::value_desc("names"), cl::cat(cat)),
      dynamicAxes(
          "dynamic-axes",
          cl::desc("torch's dynamic_axes: 'x:0=batch,2=height;y:0=batch', or "
                   "'x:0,2' for automatic names x_dynamic_axes_1, ..."),
          cl::value_desc("axes"), cl::cat(cat)),
      trace("trace",
            cl::desc("Run forward on the example inputs under tocc's tracer "
                     "instead of importing its TorchScript graph"),
            cl::cat(cat)),
      strict("strict", cl::desc("Trace hazards are errors (with --trace)"),
             cl::cat(cat)) {}

bool CaptureFlags::anyGiven() const {
  return !exampleInputs.empty() || !inputShapes.empty() ||
         !inputNames.empty() || !dynamicAxes.empty() || trace || strict;
}

std::vector<std::string>
tocc::splitNames(const cl::list<std::string> &flags) {
  std::vector<std::string> names;
  for (const std::string &flag : flags) {
    llvm::SmallVector<llvm::StringRef, 4> parts;
    llvm::StringRef(flag).split(parts, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef p : parts)
      names.push_back(p.trim().str());
  }
  return names;
}

std::vector<std::string> CaptureFlags::getInputNames() const {
  return splitNames(inputNames);
}

std::string CaptureFlags::getDynamicAxes() const {
  return llvm::join(dynamicAxes.begin(), dynamicAxes.end(), ";");
}

WriterFlags::WriterFlags(cl::OptionCategory &cat)
    : externalData(
          "external-data",
          cl::desc("Weights of 1 KiB or more in external data files "
                   "(default: only past 2 GB)"),
          cl::ValueOptional,
          cl::values(
              clEnumValN(ExternalDataMode::Single, "",
                         "one data file (the flag alone)"),
              clEnumValN(ExternalDataMode::Never, "never",
                         "inside the .onnx file"),
              clEnumValN(ExternalDataMode::Auto, "auto",
                         "inside, unless the file would pass 2 GB (default)"),
              clEnumValN(ExternalDataMode::Single, "single",
                         "one data file next to the model"),
              clEnumValN(ExternalDataMode::PerTensor, "per-tensor",
                         "a file per weight")),
          cl::init(ExternalDataMode::Auto), cl::cat(cat)),
      externalDataFile(
          "external-data-file",
          cl::desc("The data file of --external-data=single, relative to the "
                   "model (default: <model>.onnx.data)"),
          cl::value_desc("name"), cl::cat(cat)),
      noExportParams(
          "no-export-params",
          cl::desc("Weights become graph inputs (export_params=False)"),
          cl::cat(cat)),
      keepInitializersAsInputs(
          "keep-initializers-as-inputs",
          cl::desc("List initializers as graph inputs too"), cl::cat(cat)),
      docStrings(
          "doc-strings",
          cl::desc("Give every node its op's source location as doc_string"),
          cl::cat(cat)),
      customOpsets("custom-opset",
                   cl::desc("A custom domain's opset version (repeatable)"),
                   cl::value_desc("domain=version"), cl::cat(cat)),
      valueInfo(
          "value-info",
          cl::desc("What the file records of intermediate values' types "
                   "(graph inputs and outputs always have theirs)"),
          cl::values(clEnumValN(ValueInfoMode::None, "none",
                                "nothing, as torch.onnx.export"),
                     clEnumValN(ValueInfoMode::Static, "static",
                                "dtype, rank and static dims (default: ONNX "
                                "Runtime runs faster without symbolic ones)"),
                     clEnumValN(ValueInfoMode::Symbolic, "symbolic",
                                "every dim, symbolic ones as dim_param")),
          cl::init(ValueInfoMode::Static), cl::cat(cat)),
      externalDataAlias("onnx-external-data", cl::aliasopt(externalData),
                        cl::desc("Alias for --external-data"), cl::Hidden),
      externalDataFileAlias(
          "onnx-external-data-file", cl::aliasopt(externalDataFile),
          cl::desc("Alias for --external-data-file"), cl::Hidden),
      noExportParamsAlias("onnx-no-export-params", cl::aliasopt(noExportParams),
                          cl::desc("Alias for --no-export-params"), cl::Hidden),
      keepInitializersAsInputsAlias(
          "onnx-keep-initializers-as-inputs",
          cl::aliasopt(keepInitializersAsInputs),
          cl::desc("Alias for --keep-initializers-as-inputs"), cl::Hidden),
      docStringsAlias("onnx-doc-strings", cl::aliasopt(docStrings),
                      cl::desc("Alias for --doc-strings"), cl::Hidden),
      customOpsetsAlias("onnx-custom-opset", cl::aliasopt(customOpsets),
                        cl::desc("Alias for --custom-opset"), cl::Hidden) {}

bool WriterFlags::anyGiven() const {
  return externalData.getNumOccurrences() || !externalDataFile.empty() ||
         noExportParams || keepInitializersAsInputs || docStrings ||
         !customOpsets.empty() || valueInfo.getNumOccurrences();
}

llvm::Expected<OutputWriterOptions> WriterFlags::getOptions() const {
  OutputWriterOptions options;
  options.externalData = externalData;
  options.externalDataFile = externalDataFile;
  options.exportParams = !noExportParams;
  options.keepInitializersAsInputs = keepInitializersAsInputs;
  options.docStrings = docStrings;
  options.valueInfo = valueInfo;
  for (llvm::StringRef spec : customOpsets) {
    auto [domain, version] = spec.rsplit('=');
    int64_t v;
    if (domain.empty() || version.getAsInteger(10, v) || v <= 0)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "--custom-opset: expected domain=version, got '" + spec + "'");
    options.customOpsets.emplace_back(domain.str(), v);
  }
  return options;
}

PluginFlags::PluginFlags(cl::OptionCategory &cat)
    : plugins("load-plugin",
              cl::desc("Load a tocc plugin: its passes, decompositions, "
                       "lowerings and shape functions (repeatable)"),
              cl::value_desc("lib.so"), cl::cat(cat)),
      torchLibraries(
          "load-torch-library",
          cl::desc("Load a TORCH_LIBRARY op library before the model, for "
                   "the model's custom ops (repeatable)"),
          cl::value_desc("libmyops.so"), cl::cat(cat)) {}

llvm::Error PluginFlags::loadTorchLibraries() const {
  for (const std::string &path : torchLibraries)
    if (llvm::Error err = loadTorchLibrary(path))
      return err;
  return llvm::Error::success();
}

OpsetFlag::OpsetFlag(cl::OptionCategory &cat, llvm::StringRef description)
    : opset("opset", cl::desc(description), cl::init(17), cl::cat(cat)) {}
