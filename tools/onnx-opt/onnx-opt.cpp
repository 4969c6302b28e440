//===- onnx-opt.cpp - Runs tocc passes over textual IR and models ---------===//
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/Runtime/ConstantEvaluator.h"
#include "tocc/Runtime/Runner.h"
#include "tocc/Tools/OptMain.h"
#include "tocc/Transforms/FoldConstants.h"
#include "tocc/Transforms/Passes.h"

/// `onnx-opt model.pt --example-inputs inputs.pt` prints the aten IR.
static llvm::Expected<std::unique_ptr<tocc::Module>>
readTorchScript(llvm::StringRef path, tocc::Context &ctx,
                const tocc::InputReaderOptions &options) {
  tocc::TorchScriptImportOptions importOptions;
  importOptions.exampleInputsPath = options.exampleInputs;
  importOptions.inputShapes = options.inputShapes;
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
  runOptions.outputPath = options.outputPath;
  return tocc::runGraphFromFilesLazily(module, runOptions, os);
}

int main(int argc, char **argv) {
  tocc::registerAllDialects();
  tocc::registerTransformsPasses();
  tocc::registerAtenToCorePasses();
  tocc::registerCoreToCorePasses();
  tocc::registerCoreToOnnxPasses();
  tocc::registerInputReader(".pt", readTorchScript);
  tocc::registerRunner(runGraph);
  tocc::registerConstantEvaluator(tocc::evaluateConstantOpLazily);
  return tocc::optMain(argc, argv,
                       "onnx-opt: parse, verify, transform and print tocc IR");
}
