//===- onnx-opt.cpp - Runs tocc passes over textual IR --------------------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Tools/OptMain.h"
#include "tocc/Transforms/Passes.h"

int main(int argc, char **argv) {
  tocc::registerAllDialects();
  tocc::registerTransformsPasses();
  return tocc::optMain(argc, argv,
                       "onnx-opt: parse, verify, transform and print tocc IR");
}
