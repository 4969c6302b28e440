//===- Passes.cpp - Registration of the dialect-independent passes -------===//
#include "tocc/Transforms/Passes.h"

#include "tocc/Pass/PassRegistry.h"

using namespace tocc;

void tocc::registerTransformsPasses() {
  // Idempotent: tools and tests may both call it.
  static bool registered = [] {
    registerPass(createDCEPass);
    registerPass(createCSEPass);
    registerPass(createInferShapesPass);
    registerPass(createFoldConstantsPass);
    registerPass(createStaticShapesPass);
    return true;
  }();
  (void)registered;
}
