//===- CaptureTest.cpp - Dispatcher-level capture of C++ modules ----------===//
#include "tocc/Capture.h"

#include "FrontendTestUtils.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Printer.h"
#include "tocc/IR/Verifier.h"

#include "llvm/Support/raw_ostream.h"

#include <ATen/record_function.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/torch.h>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace tocc;
using tocc::testing::findConstant;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {

class CaptureTest : public ::testing::Test {
protected:
  CaptureTest() {
    registerAllDialects();
    loadRegisteredDialects(ctx);
    handler = ctx.getDiagEngine().registerHandler([this](const Diagnostic &d) {
      diagnostics.push_back(d);
      return success();
    });
  }
  ~CaptureTest() override { ctx.getDiagEngine().eraseHandler(handler); }

  /// The names of the ops of @main, without constants and lists.
  static std::vector<std::string> computeOps(Module &m) {
    std::vector<std::string> names;
    m.lookupGraph("main")->walk(
        [&](Operation *op) {
          llvm::StringRef name = op->getNameStr();
          if (name != "prim.Constant" && name != "prim.ListConstruct")
            names.push_back(name.str());
        },
        /*postOrder=*/false);
    return names;
  }

  /// The first op named `name`, or null.
  static Operation *findOp(Module &m, llvm::StringRef name) {
    Operation *found = nullptr;
    m.walk([&](Operation *op) {
      if (!found && op->getNameStr() == name)
        found = op;
    });
    return found;
  }

  /// The module's text with locations, for failure messages.
  static std::string printed(const Module &m) {
    std::string text;
    llvm::raw_string_ostream os(text);
    PrintOptions options;
    options.printLocations = true;
    options.elideConstantsLargerThan = 4;
    printModule(m, os, options);
    return os.str();
  }

  static std::string locText(Location loc) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << loc;
    return os.str();
  }

  Context ctx;
  std::vector<Diagnostic> diagnostics;
  DiagnosticEngine::HandlerID handler;
};

torch::nn::Sequential makeConvBnRelu() {
  torch::manual_seed(0);
  return torch::nn::Sequential(
      torch::nn::Conv2d(torch::nn::Conv2dOptions(3, 4, 3).padding(1)),
      torch::nn::BatchNorm2d(4), torch::nn::ReLU());
}

// The ops that ran, in order, with the weights as named constants that
// alias the module's parameters and buffers.
TEST_F(CaptureTest, SequentialModule) {
  torch::nn::Sequential net = makeConvBnRelu();
  net->train();
  llvm::Expected<std::unique_ptr<Module>> module =
      captureModule(net, {torch::randn({1, 3, 8, 8})}, ctx);
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  ASSERT_TRUE(succeeded(verify(**module))) << printed(**module);
  EXPECT_TRUE(diagnostics.empty());

  EXPECT_THAT(computeOps(**module),
              ElementsAre("aten._convolution", "aten.batch_norm", "aten.relu",
                          "tocc.return"));
  Graph *main = (*module)->lookupGraph("main");
  ASSERT_EQ(main->getInputs().size(), 1u);
  EXPECT_EQ(main->getInputs()[0]->getName(), "input_0");
  EXPECT_EQ(main->getInputs()[0]->getType(),
            ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{1, 3, 8, 8}));

  for (const auto &p : net->named_parameters()) {
    SCOPED_TRACE(p.key());
    Operation *c = findConstant(**module, p.key());
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->getAttr("value").getRawData().data(), p.value().data_ptr());
    // Restored after the capture.
    EXPECT_TRUE(p.value().requires_grad());
  }
  for (const char *name : {"1.running_mean", "1.running_var"}) {
    SCOPED_TRACE(name);
    Operation *c = findConstant(**module, name);
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->getAttr("value").getRawData().data(),
              net->named_buffers()[name].data_ptr());
  }
  // Training mode is restored too (the capture ran in eval mode: the batch
  // norm used its running statistics).
  EXPECT_TRUE(net->is_training());
  EXPECT_TRUE(net[1]->is_training());
  EXPECT_FALSE(isCapturing());
}

// Weights in a closure are constants; namedWeights names them.
TEST_F(CaptureTest, FunctionWithClosureWeights) {
  at::Tensor w = torch::randn({4, 3}).requires_grad_();
  at::Tensor b = torch::randn({3});
  TensorFunction fn = [&](const std::vector<at::Tensor> &in) {
    return std::vector<at::Tensor>{torch::matmul(in[0], w) + b,
                                   torch::tanh(in[1])};
  };
  CaptureOptions options;
  options.inputNames = {"x"};
  options.inputShapes = {"x=f32[batch,4]"};
  llvm::Expected<std::unique_ptr<Module>> module =
      captureFunction(fn, {torch::randn({2, 4}), torch::randn({5})}, ctx,
                      options, {{"proj.weight", w}, {"proj.bias", b}});
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  ASSERT_TRUE(succeeded(verify(**module))) << printed(**module);
  EXPECT_THAT(computeOps(**module),
              ElementsAre("aten.matmul", "aten.add.Tensor", "aten.tanh",
                          "tocc.return"));
  Graph *main = (*module)->lookupGraph("main");
  ASSERT_EQ(main->getInputs().size(), 2u);
  EXPECT_EQ(main->getInputs()[0]->getName(), "x");
  EXPECT_EQ(main->getInputs()[1]->getName(), "input_1");
  // With a symbolic input dim, types keep the example's dtype and rank
  // only: its sizes do not hold for other inputs.
  ASSERT_EQ(main->getResultTypes().size(), 2u);
  EXPECT_EQ(main->getResultTypes()[0],
            ctx.getTensorType(DType::F32, llvm::ArrayRef<Dim>{Dim(), Dim()}));
  Operation *weight = findConstant(**module, "proj.weight");
  ASSERT_NE(weight, nullptr);
  EXPECT_EQ(weight->getAttr("value").getRawData().data(), w.data_ptr());
  EXPECT_NE(findConstant(**module, "proj.bias"), nullptr);
  EXPECT_TRUE(w.requires_grad());
  EXPECT_FALSE(b.requires_grad());
}

TEST_F(CaptureTest, IsCapturingOnlyInsideACapture) {
  EXPECT_FALSE(isCapturing());
  bool inside = false;
  auto module = captureFunction(
      [&](const std::vector<at::Tensor> &in) {
        inside = isCapturing();
        return std::vector<at::Tensor>{in[0] * 2};
      },
      {torch::ones({2})}, ctx);
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  EXPECT_TRUE(inside);
  EXPECT_FALSE(isCapturing());
}

// .item() reads a value into the host: one warning, at the scope, with the
// value read, and a record in tocc.trace_hazards.
TEST_F(CaptureTest, ItemIsATraceHazard) {
  TensorFunction fn = [](const std::vector<at::Tensor> &in) {
    TOCC_CAPTURE_SCOPE("normalize");
    float peak = in[0].abs().max().item<float>();
    return std::vector<at::Tensor>{in[0] / peak};
  };
  at::Tensor x = torch::tensor({0.5f, -4.25f, 1.0f});
  auto module = captureFunction(fn, {x}, ctx);
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  ASSERT_EQ(diagnostics.size(), 1u);
  const Diagnostic &d = diagnostics[0];
  EXPECT_EQ(d.getSeverity(), Severity::Warning);
  EXPECT_THAT(d.getMessage(),
              HasSubstr("trace hazard: aten::item read a tensor's value "
                        "(4.25) into the host"));
  EXPECT_EQ(d.getLocation().getName(), "normalize");
  EXPECT_EQ(d.getLocation().getFileLoc().getFile(), __FILE__);

  Attribute hazards = (*module)->getAttr("tocc.trace_hazards");
  ASSERT_TRUE(bool(hazards));
  ASSERT_EQ(hazards.getArray().size(), 1u);
  llvm::ArrayRef<Attribute> record = hazards.getArray()[0].getArray();
  ASSERT_EQ(record.size(), 3u);
  EXPECT_EQ(record[0].getString(), "aten::item");
  EXPECT_THAT(record[1].getString().str(), HasSubstr("normalize"));
  EXPECT_EQ(record[2].getString(), d.getMessage());
  // The value read is a constant of the graph.
  Operation *div = findOp(**module, "aten.div.Scalar");
  ASSERT_NE(div, nullptr) << printed(**module);
  Operation *peak = div->getOperand(1)->getDefiningOp();
  ASSERT_EQ(peak->getNameStr(), "prim.Constant");
  EXPECT_EQ(peak->getAttr("value").getFloat(), 4.25);

  // Strict: the same hazard is an error and the capture fails.
  diagnostics.clear();
  CaptureOptions strict;
  strict.strict = true;
  auto failed = captureFunction(fn, {x}, ctx, strict);
  ASSERT_FALSE(bool(failed));
  EXPECT_THAT(llvm::toString(failed.takeError()),
              HasSubstr("1 trace hazard in strict mode"));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].getSeverity(), Severity::Error);
}

// Bool conversions and comparisons read values too; the hazard names the
// op the program called, the outermost one running.
TEST_F(CaptureTest, IsNonzeroAndEqualAreTraceHazards) {
  auto module = captureFunction(
      [](const std::vector<at::Tensor> &in) {
        at::Tensor y = in[0];
        if ((y.sum() > 0).is_nonzero())
          y = y * 2;
        if (torch::equal(y, in[0]))
          y = y + 1;
        return std::vector<at::Tensor>{y};
      },
      {torch::ones({2})}, ctx);
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  ASSERT_EQ(diagnostics.size(), 2u);
  EXPECT_THAT(diagnostics[0].getMessage(),
              HasSubstr("aten::is_nonzero read a tensor's value (true)"));
  EXPECT_THAT(diagnostics[1].getMessage(),
              HasSubstr("aten::equal read a tensor's value (false)"));
  // The branches taken for the example: y * 2, no + 1.
  EXPECT_THAT(computeOps(**module),
              ElementsAre("aten.mul.Scalar", "tocc.return"));
}

// A callable that throws: an error with its message, and nothing left
// behind -- the next capture works and sees no stale hazard or scope.
TEST_F(CaptureTest, ThrowingCallableLeavesNothingBehind) {
  auto module = captureFunction(
      [](const std::vector<at::Tensor> &in) -> std::vector<at::Tensor> {
        TOCC_CAPTURE_SCOPE("broken");
        at::Tensor y = in[0] + 1;
        (void)y.sum().item<float>();
        TORCH_CHECK(false, "the model gave up");
      },
      {torch::ones({2})}, ctx);
  ASSERT_FALSE(bool(module));
  EXPECT_THAT(llvm::toString(module.takeError()),
              HasSubstr("the model gave up"));
  EXPECT_FALSE(isCapturing());
  EXPECT_FALSE(torch::jit::tracer::isTracing());
  EXPECT_FALSE(at::hasThreadLocalCallbacks());

  diagnostics.clear();
  auto again = captureFunction(
      [](const std::vector<at::Tensor> &in) {
        return std::vector<at::Tensor>{torch::relu(in[0])};
      },
      {torch::ones({2})}, ctx);
  ASSERT_TRUE(bool(again)) << llvm::toString(again.takeError());
  EXPECT_TRUE(diagnostics.empty());
  EXPECT_THAT(computeOps(**again), ElementsAre("aten.relu", "tocc.return"));
  Operation *relu = findOp(**again, "aten.relu");
  EXPECT_TRUE(relu->getLoc().isUnknown());

  // A LibTorch error inside the callable (a shape mismatch) as well.
  auto mismatch = captureFunction(
      [](const std::vector<at::Tensor> &in) {
        return std::vector<at::Tensor>{torch::matmul(in[0], in[0])};
      },
      {torch::ones({2, 3})}, ctx);
  ASSERT_FALSE(bool(mismatch));
  EXPECT_THAT(llvm::toString(mismatch.takeError()),
              HasSubstr("cannot be multiplied"));
  EXPECT_FALSE(torch::jit::tracer::isTracing());
}

// The innermost CaptureScope locates the ops recorded under it.
TEST_F(CaptureTest, ScopesLocateOps) {
  unsigned reluLine = 0;
  auto module = captureFunction(
      [&](const std::vector<at::Tensor> &in) {
        TOCC_CAPTURE_SCOPE("encoder");
        at::Tensor y = in[0] * 2;
        {
          reluLine = __LINE__ + 1;
          TOCC_CAPTURE_SCOPE("encoder.block0");
          y = torch::relu(y);
        }
        CaptureScope plain("tail");
        return std::vector<at::Tensor>{torch::sigmoid(y)};
      },
      {torch::ones({2})}, ctx);
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());

  SCOPED_TRACE(printed(**module));
  ASSERT_THAT(computeOps(**module),
              ElementsAre("aten.mul.Scalar", "aten.relu", "aten.sigmoid",
                          "tocc.return"));
  Location mul = findOp(**module, "aten.mul.Scalar")->getLoc();
  EXPECT_EQ(mul.getName(), "encoder");
  Location relu = findOp(**module, "aten.relu")->getLoc();
  EXPECT_EQ(relu.getName(), "encoder.block0");
  EXPECT_EQ(relu.getFileLoc().getFile(), __FILE__);
  EXPECT_EQ(relu.getFileLoc().getLine(), reluLine);
  Location sigmoid = findOp(**module, "aten.sigmoid")->getLoc();
  EXPECT_EQ(locText(sigmoid), "\"tail\"");
}

} // namespace
