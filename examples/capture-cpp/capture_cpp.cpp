//===- capture_cpp.cpp - Capture a C++ torch::nn module with tocc ---------===//
//
// Builds a small CNN with LibTorch's C++ API, captures it on an example
// input with tocc::captureModule and prints the aten IR with locations.
//
// test/Frontend/capture-cpp.test checks the IR, and the lines of the
// TOCC_CAPTURE_SCOPEs below in its locations.
//
// usage: tocc-capture-example [--hazard] [--strict]
//   --hazard  forward also reads a tensor's value into the host (a trace
//             hazard, reported as a warning)
//   --strict  trace hazards are errors: the capture fails, exit code 1
//
//===----------------------------------------------------------------------===//
#include "tocc/Capture.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Printer.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Support/Diagnostics.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <torch/torch.h>

namespace nn = torch::nn;

struct TinyNetImpl : nn::Module {
  TinyNetImpl()
      : conv(register_module(
            "conv",
            nn::Conv2d(nn::Conv2dOptions(3, 8, 3).stride(2).padding(1)))),
        bn(register_module("bn", nn::BatchNorm2d(8))),
        fc(register_module("fc", nn::Linear(8, 4))) {}

  torch::Tensor forward(torch::Tensor x) {
    {
      TOCC_CAPTURE_SCOPE("features");
      x = torch::relu(bn(conv(x)));
    }
    // A sanity check reads a value into the host: run it eagerly only, so
    // the capture does not bake it in (a trace hazard otherwise).
    if (!tocc::isCapturing())
      TORCH_CHECK(x.isfinite().all().item<bool>(), "non-finite features");
    TOCC_CAPTURE_SCOPE("head");
    x = x.mean({2, 3});
    if (readsValue) // a trace hazard, on purpose
      x = x / x.abs().max().item<float>();
    return fc(x);
  }

  nn::Conv2d conv;
  nn::BatchNorm2d bn;
  nn::Linear fc;
  bool readsValue = false;
};
TORCH_MODULE(TinyNet);

int main(int argc, char **argv) {
  tocc::CaptureOptions options;
  options.inputNames = {"image"};
  bool hazard = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--hazard") {
      hazard = true;
    } else if (arg == "--strict") {
      options.strict = true;
    } else {
      llvm::errs() << "usage: tocc-capture-example [--hazard] [--strict]\n";
      return 1;
    }
  }

  torch::manual_seed(0);
  TinyNet net;
  net->readsValue = hazard;
  torch::Tensor image = torch::randn({1, 3, 16, 16});
  net->forward(image); // runs eagerly, checks included

  tocc::registerAllDialects();
  tocc::Context ctx;
  tocc::loadRegisteredDialects(ctx);
  // Diagnostics print as `file:line:col: warning: ...`.
  llvm::SourceMgr sourceMgr;
  tocc::SourceMgrDiagnosticHandler handler(sourceMgr, ctx.getDiagEngine());

  llvm::Expected<std::unique_ptr<tocc::Module>> module =
      tocc::captureModule(net, {image}, ctx, options);
  if (!module) {
    llvm::errs() << "tocc-capture-example: error: "
                 << llvm::toString(module.takeError()) << '\n';
    return 1;
  }
  if (failed(tocc::verify(**module)))
    return 1;
  tocc::PrintOptions print;
  print.printLocations = true;
  print.elideConstantsLargerThan = 4;
  tocc::printModule(**module, llvm::outs(), print);
  return 0;
}
