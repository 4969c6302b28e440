//===- onnx-opt.cpp - Runs tocc passes over textual IR and models ---------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/Tools/OptMain.h"
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

int main(int argc, char **argv) {
  tocc::registerAllDialects();
  tocc::registerTransformsPasses();
  tocc::registerInputReader(".pt", readTorchScript);
  return tocc::optMain(argc, argv,
                       "onnx-opt: parse, verify, transform and print tocc IR");
}
