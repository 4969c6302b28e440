//===- onnx-opt.cpp - Runs tocc passes over textual IR and models ---------===//
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Export/Passes.h"
#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/Runtime/ConstantEvaluator.h"
#include "tocc/Runtime/ExampleRunner.h"
#include "tocc/Runtime/Runner.h"
#include "tocc/Target/Onnx/OnnxReader.h"
#include "tocc/Tools/OnnxWriterFlags.h"
#include "tocc/Tools/OptMain.h"
#include "tocc/Transforms/FoldConstants.h"
#include "tocc/Transforms/Passes.h"

/// `onnx-opt model.pt --example-inputs inputs.pt` prints the aten IR; the
/// capture flags are tocc-export's, so that its pipeline
/// (--print-pipeline) runs here on the same module.
static llvm::Expected<std::unique_ptr<tocc::Module>>
readTorchScript(llvm::StringRef path, tocc::Context &ctx,
                const tocc::InputReaderOptions &options) {
  tocc::TorchScriptImportOptions importOptions;
  importOptions.exampleInputsPath = options.exampleInputs;
  importOptions.inputShapes = options.inputShapes;
  importOptions.inputNames = options.inputNames;
  if (!options.dynamicAxes.empty()) {
    auto axes = tocc::parseDynamicAxes(options.dynamicAxes);
    if (!axes)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "--dynamic-axes: " +
                                         llvm::toString(axes.takeError()));
    importOptions.dynamicAxes = std::move(*axes);
  }
  importOptions.trace = options.trace;
  importOptions.strict = options.strict;
  return tocc::importTorchScriptLazily(path, ctx, importOptions);
}

/// `onnx-opt model.pt --run --inputs inputs.pt` prints what the graph
/// computes; the runtime, like the importer, is loaded on first use.
static tocc::LogicalResult runGraph(tocc::Module &module,
                                    const tocc::RunnerOptions &options,
                                    llvm::raw_ostream &os) {
  tocc::RunGraphOptions runOptions;
  runOptions.graphName = options.graphName;
  runOptions.inputsPath = options.inputsPath;
  runOptions.outputPath = options.stagedOutputPath.empty()
                              ? options.outputPath
                              : options.stagedOutputPath;
  runOptions.outputName = options.outputPath;
  return tocc::runGraphFromFilesLazily(module, runOptions, os);
}

/// `onnx-opt model.onnx` prints the onnx-dialect graph of an ONNX file.
static llvm::Expected<std::unique_ptr<tocc::Module>>
readOnnx(llvm::StringRef path, tocc::Context &ctx,
         const tocc::InputReaderOptions &options) {
  tocc::OnnxReaderOptions readerOptions;
  readerOptions.externalDataFiles = options.filesRead;
  return tocc::readOnnxModel(ctx, path, readerOptions);
}

/// `onnx-opt ... -o model.onnx` writes ONNX with the writer flags.
static llvm::Error writeOnnx(tocc::Module &module, llvm::StringRef path,
                             const tocc::OutputWriterOptions &flags) {
  return tocc::writeOnnxModel(module, path, tocc::toOnnxWriterOptions(flags));
}

int main(int argc, char **argv) {
  tocc::registerAllDialects();
  tocc::registerTransformsPasses();
  tocc::registerAtenToCorePasses();
  tocc::registerCoreToCorePasses();
  tocc::registerCoreToOnnxPasses();
  tocc::registerExportPasses();
  tocc::registerInputReader(".pt", readTorchScript);
  tocc::registerInputReader(".onnx", readOnnx);
  tocc::registerOutputWriter(".onnx", writeOnnx);
  tocc::registerRunner(runGraph);
  tocc::registerConstantEvaluator(tocc::evaluateConstantOpLazily);
  tocc::registerExampleRunner(tocc::runGraphOnExampleInputsLazily);
  return tocc::optMain(argc, argv,
                       "onnx-opt: parse, verify, transform and print tocc IR");
}
