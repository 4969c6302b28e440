//===- InterpreterTest.cpp - The runtime against LibTorch's own runs ------===//
//
// aten graphs: TorchScript modules defined here are imported and run by the
// interpreter, and the outputs compared with the module's forward. core
// ops: each one, in a graph of its own on random inputs, against the ATen
// call that defines it (written here independently of CoreOps.cpp).
//
//===----------------------------------------------------------------------===//
#include "CoreCases.h"
#include "Torch.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Runtime/Interpreter.h"

#include "llvm/ADT/StringSet.h"

#include <ATen/Functions.h>
#include <ATen/TensorOperators.h>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace tocc;
using ::testing::HasSubstr;
namespace jit = torch::jit;

namespace {

class InterpreterTest : public ::testing::Test {
protected:
  InterpreterTest() {
    registerAllDialects();
    loadRegisteredDialects(ctx);
    at::manual_seed(0);
  }

  /// Imports `m` (without example inputs: types as TorchScript has them).
  std::unique_ptr<Module> import(const jit::Module &m) {
    auto module = frontend::importTorchScriptModule(m, ctx, {}, "test");
    if (!module) {
      ADD_FAILURE() << llvm::toString(module.takeError());
      return nullptr;
    }
    EXPECT_TRUE(succeeded(verify(**module)));
    return std::move(*module);
  }

  std::unique_ptr<Module> parse(llvm::StringRef text) {
    std::unique_ptr<Module> module = parseSourceString(text, ctx);
    EXPECT_TRUE(module);
    if (module) {
      EXPECT_TRUE(succeeded(verify(*module)));
    }
    return module;
  }

  /// The interpreter's outputs of graph @main; a failure on error.
  std::vector<c10::IValue> runMain(Module &module,
                                   std::vector<c10::IValue> inputs,
                                   const runtime::RunOptions &options = {}) {
    auto out = runtime::run(*module.lookupGraph("main"), inputs, options);
    if (!out) {
      ADD_FAILURE() << llvm::toString(out.takeError());
      return {};
    }
    return std::move(*out);
  }

  /// The error message of running @main on `inputs`.
  std::string runError(Module &module, std::vector<c10::IValue> inputs) {
    auto out = runtime::run(*module.lookupGraph("main"), inputs);
    if (out) {
      ADD_FAILURE() << "the run succeeded";
      return "";
    }
    return llvm::toString(out.takeError());
  }

  Context ctx;
};

/// Equal in kind and structure, tensors equal in dtype, sizes and values
/// (within `tol`).
void expectSameValue(const c10::IValue &got, const c10::IValue &want,
                     double tol = 1e-5) {
  ASSERT_EQ(got.tagKind(), want.tagKind());
  if (want.isTensor()) {
    const at::Tensor &g = got.toTensor(), &w = want.toTensor();
    ASSERT_EQ(g.scalar_type(), w.scalar_type());
    ASSERT_EQ(g.sizes(), w.sizes());
    if (w.is_floating_point())
      EXPECT_TRUE(at::allclose(g, w, tol, tol))
          << "max abs error " << (g - w).abs().max().item<double>();
    else
      EXPECT_TRUE(at::equal(g, w));
    return;
  }
  if (want.isTuple() || want.isList()) {
    auto g = want.isTuple() ? got.toTupleRef().elements().vec()
                            : got.toListRef().vec();
    auto w = want.isTuple() ? want.toTupleRef().elements().vec()
                            : want.toListRef().vec();
    ASSERT_EQ(g.size(), w.size());
    for (size_t i = 0; i < w.size(); ++i)
      expectSameValue(g[i], w[i], tol);
    return;
  }
  EXPECT_EQ(got, want);
}

// conv -> batch_norm -> relu -> adaptive pool -> flatten -> linear, with
// weights that become dense constants aliasing the module's tensors.
TEST_F(InterpreterTest, ConvNetMatchesForward) {
  jit::Module m("ConvNet");
  m.register_parameter("w", at::randn({8, 3, 3, 3}), false);
  m.register_parameter("gamma", at::rand({8}) + 0.5, false);
  m.register_parameter("beta", at::randn({8}), false);
  m.register_buffer("mean", at::randn({8}) * 0.1);
  m.register_buffer("var", at::rand({8}) + 0.5);
  m.register_parameter("fc", at::randn({4, 8}), false);
  m.define(R"(
def forward(self, x):
    y = torch.conv2d(x, self.w, None, [1, 1], [1, 1])
    y = torch.batch_norm(y, self.gamma, self.beta, self.mean, self.var, False, 0.1, 1e-5, True)
    y = torch.relu(y)
    y = torch.adaptive_avg_pool2d(y, [1, 1])
    y = torch.flatten(y, 1)
    return torch.matmul(y, self.fc.t())
)");
  auto module = import(m);
  ASSERT_TRUE(module);
  std::vector<c10::IValue> inputs{at::randn({2, 3, 8, 8})};
  m.eval();
  c10::IValue want = m.forward(inputs);
  std::vector<c10::IValue> got = runMain(*module, inputs);
  ASSERT_EQ(got.size(), 1u);
  expectSameValue(got[0], want);
}

// prim.If on a tensor's value and an int, prim.Loop over a range and a
// while loop, both branches taken.
TEST_F(InterpreterTest, ControlFlowTakesBothBranches) {
  jit::Module m("ControlFlow");
  m.define(R"(
def forward(self, x, n: int):
    if bool(x.sum() > 0):
        y = x * 2
    else:
        y = x - 1
    for i in range(n):
        y = y + i
    k = 0
    while k < n and k < 3:
        y = y * 1.5
        k += 1
    if n > 2:
        return y + k
    return y - k
)");
  auto module = import(m);
  ASSERT_TRUE(module);
  for (double sign : {1.0, -1.0})
    for (int64_t n : {0, 2, 5}) {
      SCOPED_TRACE("sign " + std::to_string(sign) + " n " + std::to_string(n));
      std::vector<c10::IValue> inputs{at::rand({3, 4}) * sign, c10::IValue(n)};
      c10::IValue want = m.forward(inputs);
      std::vector<c10::IValue> got = runMain(*module, inputs);
      ASSERT_EQ(got.size(), 1u);
      expectSameValue(got[0], want);
    }
}

// Tuples in and out, lists of ints and tensors, sizes, getitem, min/max,
// a list grown in a loop, a vararg operator (format) and a tensor's value
// read into an int.
TEST_F(InterpreterTest, TuplesListsAndScalars) {
  jit::Module m("Lists");
  m.define(R"(
def forward(self, xy: Tuple[Tensor, Tensor], k: int):
    x, y = xy
    parts = [x, y, x * y]
    z = torch.cat(parts, 1)
    sizes = z.size()
    m = min(sizes[0], k)
    big = max([sizes[1], k, 2])
    total = int(z.sum() > 0) + len(parts)
    grown: List[int] = []
    for i in range(k):
        grown.append(i * i)
    text = "k={} big={}".format(k, big)
    return z[:m], (big, total, z.dtype, float(m) / 2.0, grown, text)
)");
  auto module = import(m);
  ASSERT_TRUE(module);
  auto xy = c10::ivalue::Tuple::create({at::randn({4, 3}), at::randn({4, 3})});
  for (int64_t k : {1, 3, 9}) {
    std::vector<c10::IValue> inputs{xy, c10::IValue(k)};
    c10::IValue want = m.forward(inputs);
    std::vector<c10::IValue> got = runMain(*module, inputs);
    ASSERT_EQ(got.size(), 1u);
    expectSameValue(got[0], want);
  }
}

// The LSTM of torch.nn (a list of weights, tuples of states).
TEST_F(InterpreterTest, LstmMatchesForward) {
  jit::Module m("Lstm");
  std::vector<at::Tensor> weights;
  for (int layer = 0; layer < 2; ++layer) {
    int64_t in = layer == 0 ? 4 : 8;
    weights.push_back(at::randn({32, in}) * 0.3);
    weights.push_back(at::randn({32, 8}) * 0.3);
    weights.push_back(at::randn({32}) * 0.1);
    weights.push_back(at::randn({32}) * 0.1);
  }
  for (size_t i = 0; i < weights.size(); ++i)
    m.register_parameter("w" + std::to_string(i), weights[i], false);
  m.define(R"(
def forward(self, x):
    h = torch.zeros([2, 1, 8])
    c = torch.zeros([2, 1, 8])
    ws = [self.w0, self.w1, self.w2, self.w3, self.w4, self.w5, self.w6, self.w7]
    y, hn, cn = torch.lstm(x, [h, c], ws, True, 2, 0.0, False, False, False)
    return y, (hn, cn)
)");
  auto module = import(m);
  ASSERT_TRUE(module);
  std::vector<c10::IValue> inputs{at::randn({5, 1, 4})};
  c10::IValue want = m.forward(inputs);
  std::vector<c10::IValue> got = runMain(*module, inputs);
  ASSERT_EQ(got.size(), 1u);
  expectSameValue(got[0], want);
}

// A RaiseException reached (a failed assert) is an error with the message and
// the op's location; one not reached is not.
TEST_F(InterpreterTest, RaiseExceptionIsAnErrorAtItsLocation) {
  jit::Module m("Raise");
  m.define(R"(
def forward(self, x, n: int):
    assert n >= 0, "n must not be negative"
    return x + n
)");
  auto module = import(m);
  ASSERT_TRUE(module);
  std::vector<c10::IValue> ok = runMain(*module, {at::ones({2}), int64_t(1)});
  ASSERT_EQ(ok.size(), 1u);
  std::string error = runError(*module, {at::ones({2}), int64_t(-1)});
  EXPECT_THAT(error, HasSubstr("'prim.RaiseException': exception raised: "));
  EXPECT_THAT(error, HasSubstr("n must not be negative"));
  // TorchScript source defined in C++ has a source position (line 3).
  EXPECT_THAT(error, HasSubstr(":3:"));
}

// A LibTorch error inside a kernel names the op.
TEST_F(InterpreterTest, KernelErrorsNameTheOp) {
  auto module = parse(R"(
graph @main(%a: tensor<*, f32>, %b: tensor<*, f32>) -> (tensor<*, f32>) {
  %0 = core.matmul(%a, %b) : tensor<*, f32>
  return %0
}
)");
  ASSERT_TRUE(module);
  std::string error = runError(*module, {at::randn({2, 3}), at::randn({4, 5})});
  EXPECT_THAT(error, HasSubstr("\"<string>\":3:3: 'core.matmul': "));
  EXPECT_THAT(error, HasSubstr("cannot be multiplied"));
}

// Inputs are checked in number and against the graph input types.
TEST_F(InterpreterTest, WrongInputsAreErrors) {
  auto module = parse(R"(
graph @main(%x: tensor<[2, 3], f32>, %n: int) -> (tensor<[2, 3], f32>) {
  return %x
}
)");
  ASSERT_TRUE(module);
  EXPECT_THAT(runError(*module, {at::randn({2, 3})}),
              HasSubstr("graph @main takes 2 inputs, got 1"));
  EXPECT_THAT(runError(*module, {at::randn({2, 4}), int64_t(1)}),
              HasSubstr("input #0 '%x' of graph @main: expected "
                        "tensor<[2, 3], f32>, got tensor<[2, 4], f32>"));
  EXPECT_THAT(
      runError(*module, {at::randn({2, 3}).to(at::kDouble), int64_t(1)}),
      HasSubstr("got tensor<[2, 3], f64>"));
  EXPECT_THAT(
      runError(*module, {at::randn({2, 3}), 1.5}),
      HasSubstr("input #1 '%n' of graph @main: expected int, got float"));
}

// An op the runtime cannot run is an error, not a crash.
TEST_F(InterpreterTest, UnknownOpsAreErrors) {
  ctx.setAllowUnregisteredOps(true);
  auto module = parse(R"(
graph @main(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %0 = aten.no_such_op(%x) : tensor<*, ?>
  return %0
}
)");
  ASSERT_TRUE(module);
  EXPECT_THAT(runError(*module, {at::randn({2})}),
              HasSubstr("'aten.no_such_op': LibTorch has no operator "
                        "aten::no_such_op"));
}

// The callback sees every op that ran with its results, region ops after
// the ops of the branch they ran.
TEST_F(InterpreterTest, IntermediatesAreRecorded) {
  jit::Module m("Record");
  m.define(R"(
def forward(self, x):
    y = torch.relu(x)
    return y * 2
)");
  auto module = import(m);
  ASSERT_TRUE(module);
  std::vector<std::string> ran;
  at::Tensor relu;
  runtime::RunOptions options;
  options.onOp = [&](const Operation &op, llvm::ArrayRef<c10::IValue> res) {
    ran.push_back(op.getNameStr().str());
    if (op.getNameStr() == "aten.relu")
      relu = res[0].toTensor();
  };
  at::Tensor x = at::randn({5});
  runMain(*module, {x}, options);
  EXPECT_THAT(ran, ::testing::Contains("aten.relu"));
  EXPECT_THAT(ran, ::testing::Contains("aten.mul.Scalar"));
  ASSERT_TRUE(relu.defined());
  EXPECT_TRUE(at::equal(relu, at::relu(x)));
}

// A weight's constant is the module's tensor itself; a parsed constant a
// tensor over the attribute's bytes.
TEST_F(InterpreterTest, DenseConstantsShareTheirBytes) {
  jit::Module m("Weight");
  at::Tensor w = at::randn({3});
  m.register_parameter("w", w, false);
  m.define("def forward(self, x):\n    return x + self.w\n");
  auto module = import(m);
  ASSERT_TRUE(module);
  bool seen = false;
  module->walk([&](Operation *op) {
    if (op->getNameStr() != "prim.Constant" || !op->getAttr("value").isDense())
      return;
    auto t = runtime::tensorOfDense(op->getAttr("value"));
    ASSERT_TRUE(bool(t)) << llvm::toString(t.takeError());
    EXPECT_EQ(t->data_ptr(), w.data_ptr());
    seen = true;
  });
  EXPECT_TRUE(seen);

  auto parsed = parse(R"(
graph @main() -> (tensor<[2], i64>) {
  %0 = core.constant {value = dense<tensor<[2], i64>, [7, -3]>} : tensor<[2], i64>
  return %0
}
)");
  ASSERT_TRUE(parsed);
  Operation &c = parsed->lookupGraph("main")->getBody().front();
  auto t = runtime::tensorOfDense(c.getAttr("value"));
  ASSERT_TRUE(bool(t));
  EXPECT_EQ(t->data_ptr(), c.getAttr("value").getRawData().data());
  EXPECT_TRUE(at::equal(*t, at::tensor(std::vector<int64_t>{7, -3})));
}

//===----------------------------------------------------------------------===//
// core ops against ATen
//===----------------------------------------------------------------------===//

using tocc::runtime::testing::CoreCase;
using tocc::runtime::testing::T;

std::vector<CoreCase> firstCoreCases() {
  auto two = [](std::vector<int64_t> a, std::vector<int64_t> b) {
    return [a, b] {
      return std::vector<c10::IValue>{at::randn(a), at::randn(b)};
    };
  };
  auto one = [](std::vector<int64_t> a) {
    return [a] { return std::vector<c10::IValue>{at::randn(a)}; };
  };
  auto ints = [](std::vector<int64_t> v) { return at::tensor(v, at::kLong); };
  return {
      {"core.constant",
       R"(graph @main() -> (tensor<[3], f32>) {
  %0 = core.constant {value = dense<tensor<[3], f32>, [1.5, -2.0, 0.25]>} : tensor<[3], f32>
  return %0
})",
       [] { return std::vector<c10::IValue>{}; },
       [](auto &) {
         return at::tensor({1.5f, -2.0f, 0.25f});
       }},
      {"core.add",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %0 = core.add(%a, %b) : tensor<*, ?>
  return %0
})",
       two({2, 3}, {3}), [](auto &v) { return T(v, 0) + T(v, 1); }},
      {"core.sub",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %0 = core.sub(%a, %b) : tensor<*, ?>
  return %0
})",
       two({2, 3}, {2, 1}), [](auto &v) { return T(v, 0) - T(v, 1); }},
      {"core.mul",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.mul(%a, %b) : tensor<*, ?>
  return %0
})",
       two({2, 3}, {2, 3}), [](auto &v) { return T(v, 0) * T(v, 1); }},
      {"core.div",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.div(%a, %b) : tensor<*, ?>
  return %0
})",
       two({2, 3}, {2, 3}), [](auto &v) { return T(v, 0) / T(v, 1); }},
      {"core.floordiv",
       R"(graph @main(%a: tensor<[6], i64>, %b: tensor<[6], i64>) -> (tensor<*, ?>) {
  %0 = core.floordiv(%a, %b) : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{at::randint(-20, 20, {6}, at::kLong),
                                         at::randint(1, 5, {6}, at::kLong)};
       },
       [](auto &v) {
         return at::floor(T(v, 0).to(at::kDouble) / T(v, 1).to(at::kDouble))
             .to(at::kLong);
       }},
      {"core.relu",
       R"(graph @main(%a: tensor<[4, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.relu(%a) : tensor<*, ?>
  return %0
})",
       one({4, 5}), [](auto &v) { return T(v, 0).clamp_min(0); }},
      {"core.matmul",
       R"(graph @main(%a: tensor<[2, 3, 4], f32>, %b: tensor<[4, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.matmul(%a, %b) : tensor<*, ?>
  return %0
})",
       two({2, 3, 4}, {4, 5}),
       [](auto &v) { return at::matmul(T(v, 0), T(v, 1)); }},
      {"core.max_pool",
       R"(graph @main(%x: tensor<[1, 2, 5, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.max_pool(%x) {ceil_mode = true, kernel_shape = [2, 2], pads = [0, 0, 1, 1], strides = [2, 2]} : tensor<*, ?>
  return %0
})",
       one({1, 2, 5, 5}),
       [](auto &v) {
         // Asymmetric pads: pad the end with -inf, then pool.
         at::Tensor p = at::constant_pad_nd(
             T(v, 0), {0, 1, 0, 1}, -std::numeric_limits<double>::infinity());
         return at::max_pool2d(p, {2, 2}, {2, 2}, {0, 0}, {1, 1}, true);
       }},
      {"core.conv",
       R"(graph @main(%x: tensor<[1, 3, 6, 6], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %0 = core.conv(%x, %w, %b) {pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{
             at::randn({1, 3, 6, 6}), at::randn({4, 3, 3, 3}), at::randn({4})};
       },
       [](auto &v) {
         return at::conv2d(T(v, 0), T(v, 1), T(v, 2), {2, 2}, {1, 1});
       }},
      {"core.avg_pool",
       R"(graph @main(%x: tensor<[1, 2, 6, 6], f32>) -> (tensor<*, ?>) {
  %0 = core.avg_pool(%x) {kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<*, ?>
  return %0
})",
       one({1, 2, 6, 6}),
       [](auto &v) {
         return at::avg_pool2d(T(v, 0), {3, 3}, {2, 2}, {1, 1}, false,
                               /*count_include_pad=*/false);
       }},
      {"core.reshape",
       R"(graph @main(%x: tensor<[2, 6], f32>, %s: tensor<[3], i64>) -> (tensor<*, ?>) {
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  return %0
})",
       [ints] {
         return std::vector<c10::IValue>{at::randn({2, 6}), ints({3, -1, 2})};
       },
       [](auto &v) {
         return T(v, 0).reshape({3, 2, 2});
       }},
      {"core.shape_of",
       R"(graph @main(%x: tensor<[2, 6, 1], f32>) -> (tensor<*, ?>) {
  %0 = core.shape_of(%x) : tensor<*, ?>
  return %0
})",
       one({2, 6, 1}),
       [ints](auto &) {
         return ints({2, 6, 1});
       }},
      {"core.slice",
       R"(graph @main(%x: tensor<[5, 6], f32>, %st: tensor<[2], i64>, %en: tensor<[2], i64>, %ax: tensor<[2], i64>, %sp: tensor<[2], i64>) -> (tensor<*, ?>) {
  %0 = core.slice(%x, %st, %en, %ax, %sp) : tensor<*, ?>
  return %0
})",
       [ints] {
         return std::vector<c10::IValue>{at::randn({5, 6}), ints({1, -4}),
                                         ints({100, -1}), ints({0, 1}),
                                         ints({2, 1})};
       },
       [](auto &v) { return T(v, 0).slice(0, 1, 5, 2).slice(1, 2, 5, 1); }},
      {"core.concat",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %0 = core.concat(%a, %b, %a) {axis = -1} : tensor<*, ?>
  return %0
})",
       two({2, 3}, {2, 1}),
       [](auto &v) {
         return at::cat({T(v, 0), T(v, 1), T(v, 0)}, 1);
       }},
      {"core.transpose",
       R"(graph @main(%a: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.transpose(%a) {perm = [2, 0, 1]} : tensor<*, ?>
  return %0
})",
       one({2, 3, 4}),
       [](auto &v) {
         return T(v, 0).permute({2, 0, 1});
       }},
      {"core.unsqueeze",
       R"(graph @main(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.unsqueeze(%a) {axes = [-1, 0]} : tensor<*, ?>
  return %0
})",
       one({2, 3}),
       [](auto &v) {
         return T(v, 0).reshape({1, 2, 3, 1});
       }},
      {"core.squeeze",
       R"(graph @main(%a: tensor<[1, 2, 1, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.squeeze(%a) {axes = [0, -2]} : tensor<*, ?>
  return %0
})",
       one({1, 2, 1, 3}),
       [](auto &v) {
         return T(v, 0).reshape({2, 3});
       }},
      {"core.flatten",
       R"(graph @main(%a: tensor<[2, 3, 4, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.flatten(%a) {end_dim = 2, start_dim = 1} : tensor<*, ?>
  return %0
})",
       one({2, 3, 4, 5}),
       [](auto &v) {
         return T(v, 0).reshape({2, 12, 5});
       }},
      {"core.reduce_sum",
       R"(graph @main(%a: tensor<[2, 3, 4], i32>) -> (tensor<*, ?>) {
  %0 = core.reduce_sum(%a) {axes = [0, 2], keepdim = true} : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{
             at::randint(-9, 9, {2, 3, 4}, at::kInt)};
       },
       [](auto &v) {
         return T(v, 0).sum(at::IntArrayRef{0, 2}, true).to(at::kInt);
       }},
      {"core.reduce_mean",
       R"(graph @main(%a: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.reduce_mean(%a) {axes = []} : tensor<*, ?>
  return %0
})",
       one({2, 3, 4}), [](auto &v) { return T(v, 0).mean(); }},
      {"core.reduce_max",
       R"(graph @main(%a: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.reduce_max(%a) {axes = [1]} : tensor<*, ?>
  return %0
})",
       one({2, 3, 4}), [](auto &v) { return std::get<0>(T(v, 0).max(1)); }},
      {"core.cast",
       R"(graph @main(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.cast(%a) {dtype = f16} : tensor<*, ?>
  return %0
})",
       one({2, 3}), [](auto &v) { return T(v, 0).to(at::kHalf); }},
      {"core.gather",
       R"(graph @main(%a: tensor<[3, 4, 2], f32>, %i: tensor<[3, 2, 2], i64>) -> (tensor<*, ?>) {
  %0 = core.gather(%a, %i) {axis = 1} : tensor<*, ?>
  return %0
})",
       [ints] {
         return std::vector<c10::IValue>{
             at::randn({3, 4, 2}),
             ints({0, -1, 2, 1, 3, 0, 1, 1, 2, -2, 0, 3}).reshape({3, 2, 2})};
       },
       [](auto &v) {
         // out[a, i, b] = data[a, idx[a, i, b] mod 4, b]
         at::Tensor idx = T(v, 1);
         idx = at::where(idx.lt(0), idx.add(4), idx);
         return at::gather(T(v, 0), 1, idx);
       }},
      {"core.index_select",
       R"(graph @main(%a: tensor<[3, 4, 2], f32>, %i: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %0 = core.index_select(%a, %i) {axis = 1} : tensor<*, ?>
  return %0
})",
       [ints] {
         return std::vector<c10::IValue>{at::randn({3, 4, 2}),
                                         ints({0, -1, 2, 1}).reshape({2, 2})};
       },
       [](auto &v) {
         // out[a, i, j, b] = data[a, idx[i, j] mod 4, b]
         at::Tensor data = T(v, 0);
         std::vector<at::Tensor> rows;
         for (int64_t idx : {0, 3, 2, 1})
           rows.push_back(data.select(1, idx));
         return at::stack(rows, 1).reshape({3, 2, 2, 2});
       }},
      {"core.resize",
       R"(graph @main(%a: tensor<[1, 2, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.resize(%a) {mode = "linear", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  return %0
})",
       one({1, 2, 3, 4}),
       [](auto &v) {
         return at::upsample_bilinear2d(T(v, 0), {6, 8}, false, 2.0, 2.0);
       }},
      {"core.expand",
       R"(graph @main(%a: tensor<[3, 1], f32>, %s: tensor<[3], i64>) -> (tensor<*, ?>) {
  %0 = core.expand(%a, %s) : tensor<*, ?>
  return %0
})",
       [ints] {
         return std::vector<c10::IValue>{at::randn({3, 1}), ints({2, -1, 4})};
       },
       [](auto &v) {
         return T(v, 0).unsqueeze(0).repeat({2, 1, 4});
       }},
      // ATen's own quantizer rounds half to even and saturates, as the
      // kernel does.
      {"core.quantize_linear",
       R"(graph @main(%x: tensor<[2, 5], f32>, %s: tensor<[], f32>, %z: tensor<[], u8>) -> (tensor<*, ?>) {
  %0 = core.quantize_linear(%x, %s, %z) : tensor<*, ?>
  return %0
})",
       [] {
         at::Tensor x = at::randn({2, 5}) * 4;
         x[0][0] = 0.025; // a tie: rounds to even
         x[0][1] = 100;   // saturates at 255
         return std::vector<c10::IValue>{
             x, at::scalar_tensor(0.05),
             at::scalar_tensor(128, at::TensorOptions(at::kByte))};
       },
       [](auto &v) {
         return at::quantize_per_tensor(T(v, 0), 0.05, 128, at::kQUInt8)
             .int_repr();
       }},
      {"core.dequantize_linear",
       R"(graph @main(%q: tensor<[3, 4], i8>, %s: tensor<[3], f32>, %z: tensor<[3], i8>) -> (tensor<*, ?>) {
  %0 = core.dequantize_linear(%q, %s, %z) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{
             at::randint(-128, 128, {3, 4}, at::TensorOptions(at::kChar)),
             at::rand({3}) + 0.01,
             at::randint(-5, 5, {3}, at::TensorOptions(at::kChar))};
       },
       [](auto &v) {
         return at::_make_per_channel_quantized_tensor(T(v, 0), T(v, 1),
                                                       T(v, 2).to(at::kLong), 0)
             .dequantize();
       }},
      {"core.softmax",
       R"(graph @main(%a: tensor<[2, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.softmax(%a) {axis = 1} : tensor<*, ?>
  return %0
})",
       one({2, 5}),
       [](auto &v) {
         at::Tensor e = T(v, 0).exp();
         return e / e.sum(1, true);
       }},
      {"core.where",
       R"(graph @main(%c: tensor<[2, 3], bool>, %a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %0 = core.where(%c, %a, %b) : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{at::rand({2, 3}) > 0.5,
                                         at::randn({2, 3}), at::randn({3})};
       },
       [](auto &v) {
         at::Tensor c = T(v, 0).to(at::kFloat);
         return c * T(v, 1) + (1 - c) * T(v, 2);
       }},
  };
}

std::vector<CoreCase> coreCases() {
  std::vector<CoreCase> all = firstCoreCases();
  for (auto family :
       {runtime::testing::elementwiseCoreCases,
        runtime::testing::shapeCoreCases, runtime::testing::nnCoreCases}) {
    std::vector<CoreCase> cases = family();
    all.insert(all.end(), cases.begin(), cases.end());
  }
  return all;
}

TEST_F(InterpreterTest, CoreOpsMatchTheirAtenDefinitions) {
  llvm::StringSet<> tested;
  for (const CoreCase &c : coreCases()) {
    SCOPED_TRACE(c.op);
    tested.insert(c.op);
    auto module = parse(c.ir);
    ASSERT_TRUE(module);
    // The graph holds the op under test.
    bool found = false;
    module->walk([&](Operation *op) { found |= op->getNameStr() == c.op; });
    EXPECT_TRUE(found);
    std::vector<c10::IValue> inputs = c.inputs();
    std::vector<c10::IValue> got = runMain(*module, inputs);
    ASSERT_EQ(got.size(), 1u);
    expectSameValue(got[0], c.reference(inputs));
  }
  // Every core op of the table has a runtime definition and a case here.
  for (const auto &def : ctx.getDialect("core")->getOps()) {
    EXPECT_TRUE(runtime::lookupCoreOp(def->name)) << def->name.str();
    EXPECT_TRUE(tested.contains(def->name)) << def->name.str();
  }
  EXPECT_EQ(runtime::getCoreOpNames().size(), tested.size());
}

// The ops the runtime defines with pads ATen's symmetric padding cannot
// take: asymmetric pads of conv and avg_pool.
TEST_F(InterpreterTest, AsymmetricPads) {
  auto module = parse(R"(
graph @main(%x: tensor<[1, 1, 4, 4], f32>, %w: tensor<[1, 1, 2, 2], f32>, %n: none) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.conv(%x, %w, %n) {pads = [0, 0, 1, 1]} : tensor<*, ?>
  %1 = core.avg_pool(%x) {kernel_shape = [2, 2], pads = [1, 1, 0, 0]} : tensor<*, ?>
  return %0, %1
}
)");
  ASSERT_TRUE(module);
  at::Tensor x = at::randn({1, 1, 4, 4}), w = at::randn({1, 1, 2, 2});
  std::vector<c10::IValue> got = runMain(*module, {x, w, c10::IValue()});
  ASSERT_EQ(got.size(), 2u);
  at::Tensor padEnd = at::constant_pad_nd(x, {0, 1, 0, 1}, 0.0);
  expectSameValue(got[0], at::conv2d(padEnd, w));
  // Without count_include_pad the corner windows average their real
  // elements only.
  at::Tensor padBegin = at::constant_pad_nd(x, {1, 0, 1, 0}, 0.0);
  at::Tensor counts = at::avg_pool2d(
      at::constant_pad_nd(at::ones_like(x), {1, 0, 1, 0}, 0.0), {2, 2}, {1, 1});
  expectSameValue(got[1], at::avg_pool2d(padBegin, {2, 2}, {1, 1}) / counts);
}

} // namespace
