//===- ConstantEvaluatorTest.cpp - fold-constants' evaluator and its cap --===//
//
// evaluateConstantOp under the compile-time size cap (tocc/Support/Limits.h):
// an op whose result (or a kernel's intermediate) would be above the cap
// returns no values and allocates nothing of that size — whether the core
// kernel checks the shape it computes, or LibTorch's allocation is refused
// — and evaluations afterwards, and runs outside one, are not capped.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ConstantEvaluator.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/Support/Limits.h"

#include <ATen/Functions.h>

#include "gtest/gtest.h"

#include <string>

using namespace tocc;

namespace {

class ConstantEvaluatorTest : public ::testing::Test {
protected:
  ConstantEvaluatorTest() {
    registerAllDialects();
    loadRegisteredDialects(ctx);
  }

  /// Parses `body` as graph @main and returns the op defining `%name`.
  Operation *opNamed(llvm::StringRef body, llvm::StringRef name) {
    module = parseSourceString(body, ctx);
    EXPECT_TRUE(module);
    if (!module)
      return nullptr;
    Operation *found = nullptr;
    module->walk([&](Operation *op) {
      for (Value *r : op->getResults())
        if (r->getName() == name)
          found = op;
    });
    EXPECT_TRUE(found) << "no %" << name.str();
    return found;
  }

  /// evaluateConstantOp's values for `%name`; a failure on error.
  llvm::SmallVector<Attribute, 1> evaluate(llvm::StringRef body,
                                           llvm::StringRef name,
                                           int64_t cap = kDefaultMaxElements) {
    Operation *op = opNamed(body, name);
    if (!op)
      return {};
    auto values = evaluateConstantOp(*op, cap);
    if (!values) {
      ADD_FAILURE() << llvm::toString(values.takeError());
      return {};
    }
    return std::move(*values);
  }

  Context ctx;
  std::unique_ptr<Module> module;
};

/// `n` ones as a dense literal's elements.
std::string ones(int n) {
  std::string s;
  for (int i = 0; i < n; ++i)
    s += i ? ", 1.0" : "1.0";
  return s;
}

const char *kOne =
    "  %one = core.constant {value = dense<tensor<[], f32>, [1.0]>} : "
    "tensor<[], f32>\n";

// The core kernels check the shapes they compute from operand values.
TEST_F(ConstantEvaluatorTest, CoreKernelsCheckComputedShapes) {
  std::string huge = "  %shape = core.constant {value = dense<tensor<[2], "
                     "i64>, [1000000, 1000000]>} : tensor<[2], i64>\n";
  std::string ret = "  return %one\n}\n";
  EXPECT_TRUE(evaluate("graph @main() -> (tensor<[], f32>) {\n" + huge + kOne +
                           "  %r = core.full(%shape, %one) : tensor<*, ?>\n" +
                           ret,
                       "r")
                  .empty());
  EXPECT_TRUE(evaluate("graph @main() -> (tensor<[], f32>) {\n" + huge + kOne +
                           "  %r = core.expand(%one, %shape) : tensor<*, ?>\n" +
                           ret,
                       "r")
                  .empty());
  EXPECT_TRUE(
      evaluate("graph @main() -> (tensor<[], f32>) {\n" + std::string(kOne) +
                   "  %s = core.constant {value = dense<tensor<[], i64>, "
                   "[0]>} : tensor<[], i64>\n"
                   "  %e = core.constant {value = dense<tensor<[], i64>, "
                   "[1000000000]>} : tensor<[], i64>\n"
                   "  %d = core.constant {value = dense<tensor<[], i64>, "
                   "[1]>} : tensor<[], i64>\n"
                   "  %r = core.arange(%s, %e, %d) {dtype = i64} : "
                   "tensor<*, ?>\n" +
                   ret,
               "r")
          .empty());
  std::string two = "  %x = core.constant {value = dense<tensor<[2], f32>, "
                    "[1.0, 2.0]>} : tensor<[2], f32>\n";
  EXPECT_TRUE(evaluate("graph @main() -> (tensor<[], f32>) {\n" + two + kOne +
                           "  %n = core.constant {value = dense<tensor<[1], "
                           "i64>, [1000000000]>} : tensor<[1], i64>\n"
                           "  %r = core.tile(%x, %n) : tensor<*, ?>\n" +
                           ret,
                       "r")
                  .empty());
  for (const char *mode : {"constant", "reflect", "replicate"})
    EXPECT_TRUE(evaluate("graph @main() -> (tensor<[], f32>) {\n" + two + kOne +
                             "  %p = core.constant {value = dense<tensor<[2], "
                             "i64>, [0, 1000000000]>} : tensor<[2], i64>\n"
                             "  %r = core.pad(%x, %p) {mode = \"" +
                             mode + "\", value = 0.0} : tensor<*, ?>\n" + ret,
                         "r")
                    .empty())
        << mode;
  // Broadcasts of two 20000-element constants to 20000 x 20000.
  std::string col = "  %c = core.constant {value = dense<tensor<[20000, 1], "
                    "f32>, [" +
                    ones(20000) + "]>} : tensor<[20000, 1], f32>\n";
  std::string row = "  %w = core.constant {value = dense<tensor<[1, 20000], "
                    "f32>, [" +
                    ones(20000) + "]>} : tensor<[1, 20000], f32>\n";
  for (const char *op : {"add", "mul", "matmul", "maximum"})
    EXPECT_TRUE(evaluate("graph @main() -> (tensor<[], f32>) {\n" + col + row +
                             kOne + "  %r = core." + op +
                             "(%c, %w) : tensor<*, ?>\n" + ret,
                         "r")
                    .empty())
        << op;
}

// A result declared with static dims over the cap (or whose count
// overflows int64) is not run at all.
TEST_F(ConstantEvaluatorTest, StaticResultOverTheCapIsNotRun) {
  std::string body =
      "graph @main() -> (tensor<[], f32>) {\n"
      "  %shape = core.constant {value = dense<tensor<[2], i64>, "
      "[4294967296, 4294967296]>} : tensor<[2], i64>\n" +
      std::string(kOne) +
      "  %r = core.full(%shape, %one) : tensor<[4294967296, 4294967296], "
      "f32>\n"
      "  return %one\n}\n";
  EXPECT_TRUE(evaluate(body, "r").empty());
}

// What the kernels do not check — aten ops through LibTorch's dispatcher,
// a size only the values tell — LibTorch's allocator refuses: 2 GB of ones,
// 4 GB of repeat_interleave.
TEST_F(ConstantEvaluatorTest, LibTorchAllocationsAreCapped) {
  EXPECT_TRUE(evaluate("graph @main() -> (int) {\n"
                       "  %s = prim.Constant {value = [20000, 25000]} : "
                       "list<int>\n"
                       "  %none = prim.Constant : none\n"
                       "  %r = aten.ones(%s, %none, %none, %none, %none) : "
                       "tensor<*, ?>\n"
                       "  %i = prim.Constant {value = 1} : int\n"
                       "  return %i\n}\n",
                       "r")
                  .empty());
  EXPECT_TRUE(evaluate("graph @main() -> (int) {\n"
                       "  %n = prim.Constant {value = dense<tensor<[1], i64>, "
                       "[500000000]>} : tensor<[1], i64>\n"
                       "  %none = prim.Constant : none\n"
                       "  %r = aten.repeat_interleave.Tensor(%n, %none) : "
                       "tensor<*, ?>\n"
                       "  %i = prim.Constant {value = 1} : int\n"
                       "  return %i\n}\n",
                       "r")
                  .empty());
  // Outside an evaluation nothing is capped: 64 MB, above the cap's
  // allocation bound, is allocated as usual.
  EXPECT_EQ(at::ones({16 << 20}).sum().item<double>(), double(16 << 20));
}

// The cap is the argument: at 4 elements a [2, 4] full is refused and a
// [2, 2] one computed; the refusal does not carry over to the next
// evaluation, and other errors are still errors.
TEST_F(ConstantEvaluatorTest, TheCapIsTheArgument) {
  auto full = [&](const char *dims) {
    return "graph @main() -> (tensor<[], f32>) {\n"
           "  %shape = core.constant {value = dense<tensor<[2], i64>, [" +
           std::string(dims) + "]>} : tensor<[2], i64>\n" + kOne +
           "  %r = core.full(%shape, %one) : tensor<*, ?>\n"
           "  return %one\n}\n";
  };
  EXPECT_TRUE(evaluate(full("2, 4"), "r", 4).empty());
  llvm::SmallVector<Attribute, 1> small = evaluate(full("2, 2"), "r", 4);
  ASSERT_EQ(small.size(), 1u);
  EXPECT_EQ(small[0].getDenseType().str(), "tensor<[2, 2], f32>");
  EXPECT_EQ(evaluate(full("2, 4"), "r", 8).size(), 1u);

  Operation *op = opNamed("graph @main() -> (tensor<[], f32>) {\n"
                          "  %shape = core.constant {value = dense<tensor<[1], "
                          "i64>, [-3]>} : tensor<[1], i64>\n" +
                              std::string(kOne) +
                              "  %r = core.full(%shape, %one) : tensor<*, ?>\n"
                              "  return %one\n}\n",
                          "r");
  ASSERT_TRUE(op);
  auto values = evaluateConstantOp(*op, kDefaultMaxElements);
  ASSERT_FALSE(values);
  EXPECT_NE(llvm::toString(values.takeError()).find("negative size"),
            std::string::npos);
}

} // namespace
