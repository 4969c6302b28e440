//===- ImporterTest.cpp - TorchScript import: weights, errors, options ----===//
#include "InputSpecs.h"
#include "FrontendTestUtils.h"
#include "Torch.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Verifier.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <ATen/Functions.h>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace tocc;
using tocc::testing::findConstant;
using ::testing::HasSubstr;

namespace {

/// A temporary file, removed at the end of the test.
struct TempFile {
  explicit TempFile(llvm::StringRef suffix) {
    int fd;
    EXPECT_FALSE(llvm::sys::fs::createTemporaryFile("tocc-frontend-test",
                                                    suffix, fd, path));
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  }
  ~TempFile() { llvm::sys::fs::remove(path); }
  std::string str() const { return path.str().str(); }
  llvm::SmallString<128> path;
};

class ImporterTest : public ::testing::Test {
protected:
  ImporterTest() {
    registerAllDialects();
    loadRegisteredDialects(ctx);
    ctx.setAllowUnregisteredOps(true);
  }

  /// y = x @ weight + bias, with a buffer `scale` it multiplies by.
  static torch::jit::Module makeLinear() {
    torch::jit::Module m("Linear");
    m.register_parameter("weight", at::arange(12, at::kFloat).reshape({4, 3}),
                         false);
    m.register_parameter("bias", at::arange(3, at::kFloat), false);
    m.register_buffer("scale", at::full({3}, 2.0f));
    m.define(R"(
def forward(self, x):
    return (torch.matmul(x, self.weight) + self.bias) * self.scale
)");
    return m;
  }

  Context ctx;
};

// The dense attribute of a weight aliases the parameter of the module it
// came from: same data pointer, no copy.
TEST_F(ImporterTest, WeightsShareStorageWithTheModule) {
  torch::jit::Module m = makeLinear();
  llvm::Expected<std::unique_ptr<Module>> module =
      frontend::importTorchScriptModule(m, ctx, {}, "linear");
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  ASSERT_TRUE(succeeded(verify(**module)));

  for (const char *name : {"weight", "bias", "scale"}) {
    SCOPED_TRACE(name);
    Operation *c = findConstant(**module, name);
    ASSERT_NE(c, nullptr);
    Attribute value = c->getAttr("value");
    ASSERT_TRUE(value.isDense());
    at::Tensor original = m.attr(name).toTensor();
    EXPECT_EQ(value.getRawData().data(), original.data_ptr());
    EXPECT_EQ(value.getRawData().size(), original.nbytes());
    EXPECT_NE(dynamic_cast<const frontend::TensorElementsBuffer *>(
                  value.getBuffer().get()),
              nullptr);
  }
  // The weight's type comes from the tensor.
  EXPECT_EQ(findConstant(**module, "weight")->getResult(0)->getType(),
            ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{4, 3}));
}

// Importing from a file: the buffer holds the loaded tensor (the bytes are
// the tensor's own), and keeps it alive after LibTorch's module is gone.
TEST_F(ImporterTest, WeightsFromAFileAreTheLoadedTensors) {
  TempFile file("pt");
  makeLinear().save(file.str());
  llvm::Expected<std::unique_ptr<Module>> module =
      importTorchScript(file.path, ctx);
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());

  Operation *c = findConstant(**module, "weight");
  ASSERT_NE(c, nullptr);
  Attribute value = c->getAttr("value");
  auto *buffer = dynamic_cast<const frontend::TensorElementsBuffer *>(
      value.getBuffer().get());
  ASSERT_NE(buffer, nullptr);
  EXPECT_EQ(value.getRawData().data(), buffer->getTensor().data_ptr());
  llvm::ArrayRef<float> floats(
      reinterpret_cast<const float *>(value.getRawData().data()), 12);
  EXPECT_EQ(floats[0], 0.0f);
  EXPECT_EQ(floats[11], 11.0f);
}

TEST_F(ImporterTest, GraphInputsAreNamedAfterTheArguments) {
  torch::jit::Module m = makeLinear();
  auto module = frontend::importTorchScriptModule(m, ctx, {}, "linear");
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  Graph *g = (*module)->lookupGraph("main");
  ASSERT_NE(g, nullptr);
  ASSERT_EQ(g->getInputs().size(), 1u); // `self` is not an input
  EXPECT_EQ(g->getInputs()[0]->getName(), "x");

  TorchScriptImportOptions options;
  options.inputNames = {"features"};
  options.inputShapes = {"features=f32[batch,4]"};
  auto renamed = frontend::importTorchScriptModule(m, ctx, options, "linear");
  ASSERT_TRUE(bool(renamed)) << llvm::toString(renamed.takeError());
  Value *input = (*renamed)->lookupGraph("main")->getInputs()[0];
  EXPECT_EQ(input->getName(), "features");
  EXPECT_EQ(input->getType().str(), "tensor<[batch, 4], f32>");

  options.inputNames = {"a", "b"};
  auto tooMany = frontend::importTorchScriptModule(m, ctx, options, "linear");
  ASSERT_FALSE(bool(tooMany));
  EXPECT_THAT(llvm::toString(tooMany.takeError()),
              HasSubstr("got 2 input names, but forward takes 1 argument (x)"));
}

TEST_F(ImporterTest, MissingFileIsAnError) {
  auto module = importTorchScript("/nonexistent/model.pt", ctx);
  ASSERT_FALSE(bool(module));
  EXPECT_THAT(llvm::toString(module.takeError()),
              HasSubstr("cannot open '/nonexistent/model.pt'"));
}

TEST_F(ImporterTest, GarbageFileIsAnError) {
  TempFile file("pt");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(file.path, ec);
    ASSERT_FALSE(ec);
    os << "this is not a zip archive";
  }
  auto module = importTorchScript(file.path, ctx);
  ASSERT_FALSE(bool(module));
  std::string message = llvm::toString(module.takeError());
  EXPECT_THAT(message, HasSubstr(file.str()));
  EXPECT_THAT(message, HasSubstr("is not a TorchScript module"));
}

// Every prefix of a valid archive is rejected with an error, never a crash
// (LibTorch throws c10::Error from deep inside its zip reader).
TEST_F(ImporterTest, TruncatedFilesAreErrors) {
  TempFile good("pt");
  makeLinear().save(good.str());
  auto bytes = llvm::MemoryBuffer::getFile(good.path);
  ASSERT_TRUE(bool(bytes));
  llvm::StringRef all = (*bytes)->getBuffer();
  TempFile cut("pt");
  for (size_t size :
       {size_t(0), size_t(1), size_t(100), all.size() / 2, all.size() - 1}) {
    SCOPED_TRACE(size);
    {
      std::error_code ec;
      llvm::raw_fd_ostream os(cut.path, ec);
      ASSERT_FALSE(ec);
      os << all.take_front(size);
    }
    auto module = importTorchScript(cut.path, ctx);
    ASSERT_FALSE(bool(module));
    EXPECT_THAT(llvm::toString(module.takeError()), HasSubstr(cut.str()));
  }
}

TEST_F(ImporterTest, BadExampleInputsAreErrors) {
  TempFile model("pt");
  makeLinear().save(model.str());
  TorchScriptImportOptions options;
  options.exampleInputsPath = model.str(); // a module, not a tuple
  auto module = importTorchScript(model.path, ctx, options);
  ASSERT_FALSE(bool(module));
  EXPECT_THAT(llvm::toString(module.takeError()), HasSubstr("example inputs"));
}

TEST_F(ImporterTest, InputSpecs) {
  Module module(ctx);
  auto specs = frontend::parseInputSpecs(
      {"x=f32[batch,3,224,224]; mask = bool[batch, ?]", "t=i64[]"}, ctx,
      module.getShapeEnv());
  ASSERT_TRUE(bool(specs)) << llvm::toString(specs.takeError());
  ASSERT_EQ(specs->size(), 3u);
  EXPECT_EQ((*specs)[0].name, "x");
  EXPECT_EQ((*specs)[0].type.str(), "tensor<[batch, 3, 224, 224], f32>");
  EXPECT_EQ((*specs)[1].name, "mask");
  EXPECT_EQ((*specs)[1].type.str(), "tensor<[batch, ?], bool>");
  EXPECT_EQ((*specs)[2].type.str(), "tensor<[], i64>");
  EXPECT_EQ(module.getShapeEnv().getSymbols().size(), 1u);

  for (const char *bad : {"x", "=f32[1]", "x=f32", "x=q8[1]", "x=f32[1,-2]",
                          "x=f32[1+1]", "x=f32[1];x=f32[2]"}) {
    SCOPED_TRACE(bad);
    auto result = frontend::parseInputSpecs({bad}, ctx, module.getShapeEnv());
    ASSERT_FALSE(bool(result));
    EXPECT_THAT(llvm::toString(result.takeError()),
                HasSubstr("invalid input shape"));
  }
}

} // namespace
