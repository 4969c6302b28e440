//===- InferShapes.cpp - Shape and dtype inference (`infer-shapes`) -------===//
//
// Runs every op's shape function in program order and refines declared
// result types with what it infers: unknown dims and dtypes are filled in,
// symbolic dims are kept symbolic, and a declared type that contradicts the
// inferred one is an error naming both. Symbols of graph inputs become
// dynamic axes with range [2, inf) unless the module declares them, and
// guards that inference needed are recorded on the module.
//
//===----------------------------------------------------------------------===//
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/Pass.h"
#include "tocc/Transforms/Passes.h"

using namespace tocc;

namespace {

struct InferShapesPass : Pass {
  llvm::StringRef getArgument() const override { return "infer-shapes"; }
  llvm::StringRef getDescription() const override {
    return "Infer result dtypes and (symbolic) dims of every op and refine "
           "the declared types";
  }
  LogicalResult runOnModule(Module &module) override {
    return inferShapes(module, InferenceMode::Refine);
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createInferShapesPass() {
  return std::make_unique<InferShapesPass>();
}
