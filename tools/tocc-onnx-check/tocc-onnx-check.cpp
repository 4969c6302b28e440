//===- tocc-onnx-check.cpp - onnx::checker and shape inference on a file -===//
//
// `tocc-onnx-check model.onnx` runs what onnx.checker.check_model(path,
// full_check=True) runs: the checker (external data included) and strict
// shape inference with type checks. Prints `ok`, or the first problem with
// exit code 1. Every writer test pipes its output through it.
//
//===----------------------------------------------------------------------===//
#include "tocc/Support/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <onnx/checker.h>
#include <onnx/defs/schema.h>
#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include <exception>

namespace cl = llvm::cl;

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  cl::opt<std::string> input(cl::Positional, cl::Required,
                             cl::desc("<model.onnx>"));
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    tocc::printToolVersion(os, "tocc-onnx-check");
  });
  cl::ParseCommandLineOptions(
      argc, argv, "tocc-onnx-check: onnx::checker with full_check on a file");
  auto fail = [&](const llvm::Twine &msg) {
    llvm::WithColor::error(llvm::errs(), "tocc-onnx-check")
        << input << ": " << msg << '\n';
    return 1;
  };
  try {
    onnx::checker::check_model(input);
    auto buffer = llvm::MemoryBuffer::getFile(input, false, false);
    if (!buffer)
      return fail(buffer.getError().message());
    onnx::ModelProto model;
    if (!model.ParseFromArray((*buffer)->getBufferStart(),
                              int((*buffer)->getBufferSize())))
      return fail("not a valid ModelProto");
    onnx::ShapeInferenceOptions options(/*check_type=*/true,
                                        /*strict_mode=*/1);
    onnx::shape_inference::InferShapes(model, onnx::OpSchemaRegistry::Instance(),
                                       options);
  } catch (const std::exception &e) {
    return fail(e.what());
  }
  llvm::outs() << "ok\n";
  return 0;
}
