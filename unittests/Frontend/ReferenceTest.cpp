//===- ReferenceTest.cpp - Imported graphs against LibTorch's own run -----===//
//
// Until the Runtime interpreter can run the IR, LibTorch is the reference:
// each module is run on example inputs, imported, and the import compared
// with it. The op histogram of the IR must be the node kinds of the frozen
// and inlined TorchScript graph (computed here independently of the
// importer), and the graph's results must match the reference outputs in
// number and dtype and, after infer-shapes, in every dim it infers.
//
//===----------------------------------------------------------------------===//
#include "FrozenGraph.h"
#include "Torch.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

#include <ATen/Functions.h>
#include <torch/csrc/jit/passes/freeze_module.h>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include <map>
#include <sstream>

using namespace tocc;
namespace jit = torch::jit;

namespace {

using Histogram = std::map<std::string, int>;

/// What a LibTorch run of the module returned: its outputs, a tuple
/// flattened, in order.
struct Reference {
  std::vector<at::Tensor> outputs;
  bool isTuple = false;
};

Reference runReference(jit::Module &m, const std::vector<c10::IValue> &inputs) {
  m.eval();
  c10::IValue out = m.forward(inputs);
  Reference ref;
  if (out.isTuple()) {
    ref.isTuple = true;
    for (const c10::IValue &e : out.toTupleRef().elements())
      ref.outputs.push_back(e.toTensor());
  } else {
    ref.outputs.push_back(out.toTensor());
  }
  return ref;
}

/// The ops a constant becomes: one prim.Constant, or for a list or tuple
/// of weights one per element and a List/TupleConstruct.
void countConstant(const c10::IValue &v, Histogram &h) {
  if ((v.isList() || v.isTuple()) && frontend::holdsTensor(v)) {
    std::vector<c10::IValue> items =
        v.isList() ? v.toListRef().vec() : v.toTupleRef().elements().vec();
    for (const c10::IValue &item : items)
      countConstant(item, h);
    ++h[v.isList() ? "prim.ListConstruct" : "prim.TupleConstruct"];
    return;
  }
  ++h["prim.Constant"];
}

void countBlock(jit::Block *block, Context &ctx, Histogram &h) {
  for (jit::Node *n : block->nodes()) {
    c10::Symbol kind = n->kind();
    if (kind == c10::prim::Constant) {
      countConstant(*jit::toIValue(n->output()), h);
      continue;
    }
    std::string name = std::string(kind.ns().toUnqualString()) + "." +
                       kind.toUnqualString();
    if (kind.is_prim() && kind != c10::prim::If && kind != c10::prim::Loop &&
        !ctx.lookupOpDef(name)) {
      if (const c10::FunctionSchema *schema = n->maybeSchema())
        if (!schema->overload_name().empty())
          name += "." + schema->overload_name();
    } else if (!kind.is_prim()) {
      if (const c10::FunctionSchema *schema = n->maybeSchema())
        if (!schema->overload_name().empty())
          name += "." + schema->overload_name();
    }
    ++h[name];
    for (jit::Block *inner : n->blocks()) {
      countBlock(inner, ctx, h);
      ++h["tocc.yield"];
    }
  }
}

/// The histogram of the graph the importer reads: eval, freeze_module,
/// Inline (lib/Frontend/TorchScriptImporter.cpp), plus the return.
Histogram torchScriptHistogram(const jit::Module &m, Context &ctx) {
  jit::Module copy = m.clone();
  copy.eval();
  jit::Module frozen = jit::freeze_module(copy);
  std::shared_ptr<jit::Graph> graph = frozen.get_method("forward").graph();
  jit::Inline(*graph);
  Histogram h;
  countBlock(graph->block(), ctx, h);
  ++h["tocc.return"];
  return h;
}

Histogram irHistogram(Module &m) {
  Histogram h;
  m.walk([&](Operation *op) { ++h[op->getNameStr().str()]; });
  return h;
}

std::string str(const Histogram &h) {
  std::ostringstream os;
  for (const auto &[name, count] : h)
    os << name << ": " << count << "\n";
  return os.str();
}

std::optional<DType> dtypeOf(const at::Tensor &t) {
  return frontend::convertScalarType(t.scalar_type());
}

class ReferenceTest : public ::testing::Test {
protected:
  ReferenceTest() {
    registerAllDialects();
    loadRegisteredDialects(ctx);
  }

  /// Runs `m` on `inputs`, imports it with `specs` as the input types into
  /// `module`, and compares.
  /// At least `minKnown` outputs must come out of infer-shapes with their
  /// dtype and every dim known.
  void check(jit::Module &m, const std::vector<c10::IValue> &inputs,
             std::vector<std::string> specs, unsigned minKnown) {
    Reference ref = runReference(m, inputs);
    Histogram want = torchScriptHistogram(m, ctx);

    TorchScriptImportOptions options;
    options.inputShapes = std::move(specs);
    auto imported = frontend::importTorchScriptModule(m, ctx, options, "test");
    ASSERT_TRUE(bool(imported)) << llvm::toString(imported.takeError());
    module = std::move(*imported);
    EXPECT_TRUE(succeeded(verify(*module)));
    EXPECT_EQ(str(irHistogram(*module)), str(want));

    Graph *g = module->lookupGraph("main");
    ASSERT_NE(g, nullptr);
    // The graph returns what forward returns: one value, a tuple of the
    // outputs when forward returns a tuple.
    ASSERT_EQ(g->getResultTypes().size(), 1u);

    PassManager pm(ctx);
    pm.addPass(createInferShapesPass());
    EXPECT_TRUE(succeeded(pm.run(*module)));
    EXPECT_EQ(str(irHistogram(*module)), str(want)) << "infer-shapes changed ops";

    // A tuple is the result of a prim.TupleConstruct, whose operands are
    // the outputs (infer-shapes refines them, not yet the tuple type).
    Value *result = g->getBody().getTerminator()->getOperand(0);
    llvm::SmallVector<Type, 4> types;
    if (ref.isTuple) {
      ASSERT_EQ(result->getType().getKind(), Type::Tuple)
          << result->getType().str();
      Operation *construct = result->getDefiningOp();
      ASSERT_NE(construct, nullptr);
      ASSERT_EQ(construct->getNameStr(), "prim.TupleConstruct");
      for (Value *v : construct->getOperands())
        types.push_back(v->getType());
    } else {
      types.push_back(result->getType());
    }
    ASSERT_EQ(types.size(), ref.outputs.size());
    // A dtype, rank or dim that infer-shapes knows must be the reference's;
    // what it does not know yet is counted.
    unsigned known = 0;
    for (size_t i = 0; i < types.size(); ++i) {
      SCOPED_TRACE("output #" + std::to_string(i) + ": " + types[i].str());
      const at::Tensor &t = ref.outputs[i];
      ASSERT_TRUE(types[i].isTensor());
      std::optional<DType> dtype = dtypeOf(t);
      ASSERT_TRUE(dtype.has_value());
      bool fullyKnown = types[i].getDType() != DType::Unknown;
      if (fullyKnown) {
        EXPECT_EQ(types[i].getDType(), *dtype);
      }
      fullyKnown &= types[i].hasRank();
      if (types[i].hasRank()) {
        ASSERT_EQ(types[i].getRank(), t.dim());
        for (int64_t d = 0; d < t.dim(); ++d) {
          Dim dim = types[i].getDims()[d];
          fullyKnown &= dim.isStatic();
          if (dim.isStatic()) {
            EXPECT_EQ(dim.getStatic(), t.size(d)) << "dim " << d;
          }
        }
      }
      known += fullyKnown;
    }
    // A result infer-shapes types today and no longer does is a regression.
    EXPECT_GE(known, minKnown) << "outputs fully typed after infer-shapes";
    fullyKnownOutputs = known;
  }

  Context ctx;
  std::unique_ptr<Module> module;
  unsigned fullyKnownOutputs = 0;
};

/// linear -> relu -> linear -> softmax.
jit::Module makeMLP() {
  jit::Module m("MLP");
  m.register_parameter("w1", at::randn({16, 8}), false);
  m.register_parameter("b1", at::randn({16}), false);
  m.register_parameter("w2", at::randn({4, 16}), false);
  m.register_parameter("b2", at::randn({4}), false);
  m.define(R"(
def forward(self, x):
    h = torch.relu(torch.linear(x, self.w1, self.b1))
    return torch.softmax(torch.linear(h, self.w2, self.b2), -1)
)");
  return m;
}

/// A residual block with batch norms, pooled and classified: the shape of a
/// ResNet in a few lines.
jit::Module makeResNetLike() {
  jit::Module m("ResNetLike");
  m.register_parameter("conv1", at::randn({8, 3, 3, 3}), false);
  m.register_parameter("conv2", at::randn({8, 8, 3, 3}), false);
  m.register_parameter("proj", at::randn({8, 3, 1, 1}), false);
  for (const char *bn : {"bn1", "bn2"}) {
    std::string p(bn);
    m.register_parameter(p + "_weight", at::rand({8}).add(0.5), false);
    m.register_parameter(p + "_bias", at::randn({8}), false);
    m.register_buffer(p + "_mean", at::randn({8}));
    m.register_buffer(p + "_var", at::rand({8}).add(0.5));
  }
  m.register_parameter("fc_w", at::randn({10, 8}), false);
  m.register_parameter("fc_b", at::randn({10}), false);
  m.define(R"(
def forward(self, x):
    h = torch.conv2d(x, self.conv1, None, [1, 1], [1, 1], [1, 1], 1)
    h = torch.batch_norm(h, self.bn1_weight, self.bn1_bias, self.bn1_mean,
                         self.bn1_var, False, 0.1, 1e-5, True)
    h = torch.relu(h)
    h = torch.conv2d(h, self.conv2, None, [1, 1], [1, 1], [1, 1], 1)
    h = torch.batch_norm(h, self.bn2_weight, self.bn2_bias, self.bn2_mean,
                         self.bn2_var, False, 0.1, 1e-5, True)
    h = torch.relu(h + torch.conv2d(x, self.proj, None, [1, 1], [0, 0], [1, 1], 1))
    h = torch.flatten(torch.adaptive_avg_pool2d(h, [1, 1]), 1)
    return torch.linear(h, self.fc_w, self.fc_b)
)");
  return m;
}

TEST_F(ReferenceTest, MLP) {
  jit::Module m = makeMLP();
  check(m, {at::randn({2, 8})}, {"x=f32[2,8]"}, 1);
}

TEST_F(ReferenceTest, ResNetLike) {
  jit::Module m = makeResNetLike();
  check(m, {at::randn({1, 3, 16, 16})}, {"x=f32[1,3,16,16]"}, 1);
  if (HasFatalFailure())
    return;

  // Every weight constant aliases the storage of a parameter or buffer of
  // the module (ImporterTest checks three named ones of a Linear; here
  // every dense constant of a conv/bn network, whatever freezing did).
  llvm::DenseSet<const void *> storages;
  for (const auto &p : m.named_parameters(/*recurse=*/true))
    storages.insert(p.value.data_ptr());
  for (const auto &b : m.named_buffers(/*recurse=*/true))
    storages.insert(b.value.data_ptr());
  int dense = 0;
  module->walk([&](Operation *op) {
    if (op->getNameStr() != "prim.Constant")
      return;
    Attribute value = op->getAttr("value");
    if (!value || !value.isDense())
      return;
    ++dense;
    SCOPED_TRACE(op->getResult(0)->getName().str());
    EXPECT_TRUE(storages.contains(value.getRawData().data()));
    EXPECT_NE(dynamic_cast<const frontend::TensorElementsBuffer *>(
                  value.getBuffer().get()),
              nullptr);
  });
  // 3 convolutions, 2 x 4 batch-norm tensors, the classifier's 2.
  EXPECT_EQ(dense, 13);
}

/// Several outputs of different dtypes, returned as a tuple.
TEST_F(ReferenceTest, TupleOfMixedDTypes) {
  jit::Module m("Mixed");
  m.register_buffer("scale", at::full({5}, 0.5));
  m.define(R"(
def forward(self, x, y):
    s = x + y * self.scale
    return torch.argmax(s, 1), torch.sum(s, [1], True), s > 0.0
)");
  check(m, {at::randn({2, 5}), at::randn({2, 5})}, {"x=f32[2,5]", "y=f32[2,5]"},
        1);
}

/// A List[Tensor] attribute (as an LSTM's _flat_weights) becomes a list
/// constant of weights, imported as one constant per weight and a
/// prim.ListConstruct.
TEST_F(ReferenceTest, ListOfWeights) {
  jit::Module m("Concat");
  c10::List<at::Tensor> weights;
  weights.push_back(at::randn({2, 3}));
  weights.push_back(at::randn({1, 3}));
  m.register_attribute("ws", c10::ListType::ofTensors(), weights);
  m.define(R"(
def forward(self, x):
    return torch.cat(self.ws + [x], 0)
)");
  check(m, {at::randn({4, 3})}, {"x=f32[4,3]"}, 0);
  if (HasFatalFailure())
    return;
  Histogram h = irHistogram(*module);
  // self.ws's and [x]'s.
  EXPECT_EQ(h["prim.ListConstruct"], 2) << str(h);
  int dense = 0;
  module->walk([&](Operation *op) {
    if (Attribute value = op->getAttr("value"); value && value.isDense())
      ++dense;
  });
  EXPECT_EQ(dense, 2);
}

} // namespace
