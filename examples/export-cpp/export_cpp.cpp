//===- export_cpp.cpp - Export a C++ torch::nn module to ONNX with tocc ---===//
//
// The C++ side of torch.onnx.export: a module written with LibTorch's C++
// API is captured with tocc::captureModule (a dynamic batch through an input
// spec) and exported with tocc::exportModuleToOnnx. Next to the model it
// writes ONNX test data sets (batch 1 and 3: the inputs and LibTorch's
// outputs), so ONNX Runtime can check the model:
//
//   tocc-export-example out/model.onnx
//   node utils/ort/run.js out/model.onnx --data-set out/test_data_set_0
//
// test/Export/export-cpp.test runs both.
//
//===----------------------------------------------------------------------===//
#include "tocc/Capture.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Export/Export.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Target/Onnx/OnnxFiles.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <torch/torch.h>

namespace nn = torch::nn;

struct SmallNetImpl : nn::Module {
  SmallNetImpl()
      : conv(register_module(
            "conv",
            nn::Conv2d(nn::Conv2dOptions(3, 8, 3).stride(2).padding(1)))),
        bn(register_module("bn", nn::BatchNorm2d(8))),
        fc(register_module("fc", nn::Linear(8, 4))) {}

  torch::Tensor forward(torch::Tensor x) {
    x = torch::relu(bn(conv(x)));
    return torch::log_softmax(fc(x.mean({2, 3})), 1);
  }

  nn::Conv2d conv;
  nn::BatchNorm2d bn;
  nn::Linear fc;
};
TORCH_MODULE(SmallNet);

/// `t` as a TensorProto file (float tensors only, as here).
static llvm::Error writeTensor(tocc::Context &ctx, const torch::Tensor &t,
                               llvm::StringRef name, llvm::StringRef path) {
  torch::Tensor c = t.contiguous();
  std::vector<int64_t> dims(c.sizes().begin(), c.sizes().end());
  tocc::Type type = ctx.getTensorType(tocc::DType::F32, dims);
  llvm::ArrayRef<char> bytes(static_cast<const char *>(c.data_ptr()),
                             c.numel() * sizeof(float));
  return tocc::writeTensorProtoFile(ctx.getDenseAttr(type, bytes), name, path);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: tocc-export-example OUT_DIR/model.onnx\n";
    return 1;
  }
  std::string modelPath = argv[1];
  torch::manual_seed(0);
  SmallNet net;
  net->eval();
  {
    torch::NoGradGuard noGrad;
    net->bn->running_mean.uniform_(-0.2, 0.2);
    net->bn->running_var.uniform_(0.5, 1.5);
  }

  tocc::registerAllDialects();
  tocc::Context ctx;
  tocc::loadRegisteredDialects(ctx);
  llvm::SourceMgr sourceMgr;
  tocc::SourceMgrDiagnosticHandler handler(sourceMgr, ctx.getDiagEngine());

  tocc::CaptureOptions capture;
  capture.inputNames = {"image"};
  capture.inputShapes = {"image=f32[batch,3,16,16]"};
  torch::Tensor example = torch::randn({2, 3, 16, 16});
  llvm::Expected<std::unique_ptr<tocc::Module>> module =
      tocc::captureModule(net, {example}, ctx, capture);
  if (!module) {
    llvm::errs() << "tocc-export-example: error: "
                 << llvm::toString(module.takeError()) << '\n';
    return 1;
  }

  tocc::ExportOptions options;
  options.opset = 17;
  options.outputNames = {"log_probs"};
  tocc::ExportResult result;
  if (llvm::Error err = tocc::exportModuleToOnnx(std::move(*module), modelPath,
                                                 options, &result)) {
    llvm::errs() << "tocc-export-example: error: "
                 << llvm::toString(std::move(err)) << '\n';
    return 1;
  }
  llvm::outs() << "exported " << result.numNodes << " nodes in "
               << result.stages.size() << " stages\n";

  // Test data: LibTorch's outputs at batch 1 and 3.
  llvm::SmallString<256> dir = llvm::sys::path::parent_path(modelPath);
  int64_t batches[] = {1, 3};
  for (int k = 0; k < 2; ++k) {
    llvm::SmallString<256> set(dir);
    llvm::sys::path::append(set, "test_data_set_" + std::to_string(k));
    if (std::error_code ec = llvm::sys::fs::create_directories(set)) {
      llvm::errs() << "tocc-export-example: error: " << ec.message() << '\n';
      return 1;
    }
    torch::Tensor x = torch::randn({batches[k], 3, 16, 16});
    torch::Tensor y;
    {
      torch::NoGradGuard noGrad;
      y = net->forward(x);
    }
    for (auto [tensor, name, file] :
         {std::tuple{&x, "image", "/input_0.pb"},
          std::tuple{&y, "log_probs", "/output_0.pb"}})
      if (llvm::Error err =
              writeTensor(ctx, *tensor, name, (set + file).str())) {
        llvm::errs() << "tocc-export-example: error: "
                     << llvm::toString(std::move(err)) << '\n';
        return 1;
      }
  }
  return 0;
}
