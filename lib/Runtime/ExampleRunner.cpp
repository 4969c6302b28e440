//===- ExampleRunner.cpp - A graph run on the example inputs --------------===//
#include "tocc/Runtime/ExampleRunner.h"

#include "Torch.h"

#include "tocc/Runtime/Verification.h"

using namespace tocc;

llvm::Error tocc::runGraphOnExampleInputs(Graph &g, llvm::StringRef path,
                                          const ExampleRunCallback &onOp) {
  // makeVerifyCases and runGraphOnTensors are boundaries of their own; this
  // one guards the rest (and the callback).
  return frontend::torchBoundary(
      "cannot run the graph on the example inputs '" + path + "'",
      [&]() -> llvm::Error {
        llvm::Expected<std::vector<runtime::VerifyCase>> cases =
            runtime::makeVerifyCases(g.getContext(), path, {},
                                     /*sizesPerAxis=*/1,
                                     /*seed=*/0);
        if (!cases)
          return cases.takeError();
        llvm::Expected<std::vector<Attribute>> ran =
            runtime::runGraphOnTensors(g, cases->front().inputs, onOp);
        if (!ran)
          return ran.takeError();
        return llvm::Error::success();
      });
}
