//===- ShapeRulesTest.cpp - Shape rules over symbolic dims ----------------===//

#include "tocc/Shape/ShapeRules.h"

#include "ShapeTestPrinters.h"

#include "gtest/gtest.h"

#include <cmath>
#include <functional>
#include <limits>
#include <random>

using namespace tocc::shape;

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

int64_t floorDivRef(int64_t a, int64_t b) {
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0)))
    --q;
  return q;
}
int64_t ceilDivRef(int64_t a, int64_t b) { return -floorDivRef(-a, b); }

class ShapeRulesTest : public ::testing::Test {
protected:
  ExprRef c(int64_t v) { return ctx.getConstant(v); }
  ExprRef parse(llvm::StringRef text) {
    ExprParseResult r = parseExpr(text, ctx);
    EXPECT_TRUE(r.expr) << text.str() << ": " << r.error;
    return r.expr;
  }
  DimList dims(std::initializer_list<ExprRef> ds) { return DimList(ds); }
  std::vector<std::string> guardTexts() {
    std::vector<std::string> out;
    for (const Guard &g : env.getGuards())
      out.push_back(printGuard(g));
    return out;
  }
  template <typename T> T ok(llvm::Expected<T> v) {
    if (!v) {
      ADD_FAILURE() << llvm::toString(v.takeError());
      return T();
    }
    return std::move(*v);
  }
  template <typename T> std::string error(llvm::Expected<T> v) {
    if (v) {
      ADD_FAILURE() << "expected an error";
      return "";
    }
    return llvm::toString(v.takeError());
  }
  int64_t eval(ExprRef e,
               std::initializer_list<std::pair<ExprRef, int64_t>> b) {
    llvm::DenseMap<ExprRef, int64_t> binding;
    for (auto [s, v] : b)
      binding[s] = v;
    std::optional<int64_t> r = e->evaluate(binding);
    EXPECT_TRUE(r) << e->str();
    return r.value_or(-999);
  }

  ExprContext ctx;
  ShapeEnv env{ctx};
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1");
  ExprRef s2 = env.declareSymbol("s2");
};

using Strings = std::vector<std::string>;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, NormalizeAxis) {
  EXPECT_EQ(ok(normalizeAxis(0, 3)), 0);
  EXPECT_EQ(ok(normalizeAxis(-1, 3)), 2);
  EXPECT_EQ(ok(normalizeAxis(-3, 3)), 0);
  EXPECT_EQ(error(normalizeAxis(3, 3)), "axis 3 is out of range for rank 3");
  EXPECT_EQ(error(normalizeAxis(-4, 3)), "axis -4 is out of range for rank 3");
  EXPECT_EQ(error(normalizeAxis(0, 0)), "axis 0 is out of range for rank 0");
}

TEST_F(ShapeRulesTest, NumElementsAndPrintDims) {
  EXPECT_EQ(numElements(env, {}), c(1));
  EXPECT_EQ(numElements(env, dims({s0, c(3), s1})),
            ctx.mul(c(3), ctx.mul(s0, s1)));
  EXPECT_EQ(numElements(env, dims({s0, nullptr})), nullptr);
  EXPECT_EQ(printDims(dims({s0, c(3), nullptr, parse("2*s1 + 1")})),
            "[s0, 3, ?, 2*s1 + 1]");
  EXPECT_EQ(printDims({}), "[]");
}

TEST_F(ShapeRulesTest, UnifyDims) {
  EXPECT_EQ(ok(unifyDims(env, s0, s0)), s0);
  EXPECT_EQ(ok(unifyDims(env, nullptr, s0)), s0);
  EXPECT_EQ(ok(unifyDims(env, s0, nullptr)), s0);
  EXPECT_EQ(ok(unifyDims(env, nullptr, nullptr)), nullptr);
  EXPECT_EQ(error(unifyDims(env, c(3), c(4))), "dim 3 does not match dim 4");
  EXPECT_EQ(error(unifyDims(env, s0, ctx.add(s0, c(1)))),
            "dim s0 does not match dim s0 + 1");
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(unifyDims(env, s0, s1)), s0);
  EXPECT_EQ(guardTexts(), Strings{"s0 == s1"});
}

//===----------------------------------------------------------------------===//
// Broadcast
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, BroadcastOnesNeedNoGuard) {
  EXPECT_EQ(ok(broadcastShapes(env, dims({s0, c(1)}), dims({c(1), s1}))),
            dims({s0, s1}));
  EXPECT_EQ(
      ok(broadcastShapes(env, dims({c(3), c(1), c(5)}), dims({c(4), c(1)}))),
      dims({c(3), c(4), c(5)}));
  EXPECT_EQ(ok(broadcastShapes(env, {}, dims({s0, c(2)}))), dims({s0, c(2)}));
  EXPECT_EQ(ok(broadcastShapes(env, dims({s0, s1}), dims({s0, s1}))),
            dims({s0, s1}));
  EXPECT_TRUE(env.getGuards().empty());
}

TEST_F(ShapeRulesTest, BroadcastSymbolsGuardsEquality) {
  EXPECT_EQ(ok(broadcastShapes(env, dims({s0}), dims({s1}))), dims({s0}));
  EXPECT_EQ(guardTexts(), Strings{"s0 == s1"});
  EXPECT_EQ(env.getGuards()[0].reason,
            "broadcast: dims at position 0 must match");
  // Known now: no second guard.
  EXPECT_EQ(ok(broadcastShapes(env, dims({s1, c(2)}), dims({s0, c(2)}))),
            dims({s1, c(2)}));
  EXPECT_EQ(env.getGuards().size(), 1u);
  // Symbol against a constant other than 1.
  EXPECT_EQ(ok(broadcastShapes(env, dims({s2}), dims({c(8)}))), dims({s2}));
  EXPECT_EQ(guardTexts(), (Strings{"s0 == s1", "s2 == 8"}));
}

TEST_F(ShapeRulesTest, BroadcastErrors) {
  EXPECT_EQ(error(broadcastShapes(env, dims({c(2), c(3)}), dims({c(2), c(4)}))),
            "cannot broadcast dim 3 with dim 4 at position 1");
  EXPECT_EQ(error(broadcastShapes(env, dims({s0, c(5)}),
                                  dims({ctx.add(s0, c(1)), c(5)}))),
            "cannot broadcast dim s0 with dim s0 + 1 at position 0");
  EXPECT_TRUE(env.getGuards().empty());
}

TEST_F(ShapeRulesTest, BroadcastUnknownAndMaybeOneDims) {
  ExprRef m = env.declareSymbol("m", 1, 8);
  ExprRef n = env.declareSymbol("n", 1, 8);
  ExprRef z = env.declareSymbol("z", 0, 8);
  // Unknown against provably-not-1: the known dim.
  EXPECT_EQ(ok(broadcastShapes(env, dims({nullptr, nullptr, nullptr}),
                               dims({s0, c(1), m}))),
            dims({s0, nullptr, nullptr}));
  EXPECT_EQ(ok(broadcastShapes(env, dims({c(1)}), dims({nullptr}))),
            dims({nullptr}));
  // Maybe-1 against not-1: the not-1 dim, no guard.
  EXPECT_EQ(ok(broadcastShapes(env, dims({m}), dims({s0}))), dims({s0}));
  EXPECT_EQ(ok(broadcastShapes(env, dims({c(7)}), dims({m}))), dims({c(7)}));
  // Both maybe-1 and >= 1: max; with a possible 0: unknown.
  EXPECT_EQ(ok(broadcastShapes(env, dims({m}), dims({n}))),
            dims({ctx.max(m, n)}));
  EXPECT_EQ(ok(broadcastShapes(env, dims({m}), dims({z}))), dims({nullptr}));
  EXPECT_TRUE(env.getGuards().empty());
}

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, Conv2dOverSymbolicInput) {
  // [s0, 3, s1, s2] with kernel 3, stride 2, padding 1.
  DimList in = dims({s0, c(3), s1, s2});
  DimList out = {in[0], c(16)};
  for (int i = 2; i != 4; ++i)
    out.push_back(ok(convOutputSize(env, in[i], c(3), c(2), c(1), c(1), c(1))));
  ExprRef expected1 = ctx.add(ctx.floorDiv(ctx.sub(s1, c(1)), c(2)), c(1));
  EXPECT_EQ(out[2], expected1);
  EXPECT_EQ(out[3], ctx.add(ctx.floorDiv(ctx.sub(s2, c(1)), c(2)), c(1)));
  // The canonical form folds the + 1 into the division.
  EXPECT_EQ(out[2]->str(), "(s1 + 1) floordiv 2");
  EXPECT_TRUE(env.getGuards().empty());
  for (int64_t v : {2, 3, 4, 5, 16, 17, 223, 224}) {
    int64_t direct = floorDivRef(v + 1 + 1 - 1 * (3 - 1) - 1, 2) + 1;
    EXPECT_EQ(eval(out[2], {{s1, v}}), direct) << v;
  }
}

TEST_F(ShapeRulesTest, ConvWithDilationAndAsymmetricPads) {
  ExprRef out = ok(convOutputSize(env, s0, c(3), c(1), c(2), c(1), c(2)));
  EXPECT_EQ(out, ctx.sub(s0, c(1))); // s0 + 3 - 4 - 1 + 1
  ExprRef symStride = ok(convOutputSize(env, s0, c(1), s1, c(0), c(0), c(1)));
  EXPECT_EQ(symStride, ctx.add(ctx.floorDiv(ctx.sub(s0, c(1)), s1), c(1)));
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(convOutputSize(env, nullptr, c(3), c(1), c(0), c(0), c(1))),
            nullptr);
}

TEST_F(ShapeRulesTest, ConvErrorsAndGuards) {
  // A 7-wide kernel on s1 >= 2 needs s1 >= 7.
  ExprRef out = ok(convOutputSize(env, s1, c(7), c(1), c(0), c(0), c(1)));
  EXPECT_EQ(out, ctx.sub(s1, c(6)));
  EXPECT_EQ(guardTexts(), Strings{"s1 >= 7"});
  EXPECT_EQ(env.getGuards()[0].reason, "conv: input must cover the kernel");
  EXPECT_EQ(error(convOutputSize(env, c(3), c(5), c(1), c(0), c(0), c(1))),
            "conv: padded input size 3 is smaller than the effective kernel "
            "size 5");
  EXPECT_EQ(error(convOutputSize(env, s0, c(3), c(0), c(0), c(0), c(1))),
            "conv: stride must be >= 1, got 0");
  EXPECT_EQ(error(convOutputSize(env, s0, c(3), c(1), c(-1), c(0), c(1))),
            "conv: padding must be >= 0, got -1");
  EXPECT_EQ(error(convOutputSize(env, s0, c(0), c(1), c(0), c(0), c(1))),
            "conv: kernel size must be >= 1, got 0");
  EXPECT_EQ(error(convOutputSize(env, s0, c(3), c(1), c(0), c(0), c(0))),
            "conv: dilation must be >= 1, got 0");
  // A symbolic stride of unknown sign is guarded.
  ExprRef u = ctx.getSymbol("u");
  ok(convOutputSize(env, c(10), c(3), u, c(0), c(0), c(1)));
  EXPECT_EQ(guardTexts().back(), "u >= 1");
}

struct PoolCase {
  int64_t in, kernel, stride, pad, dilation, ceilOut, floorOut;
};

// From PyTorch 1.13: torch.nn.functional.max_pool1d(torch.zeros(1, 1, in),
// kernel, stride, pad, dilation, ceil_mode).shape[-1]; floorOut 0 is
// PyTorch's "Output size is too small" error.
const PoolCase kPoolCases[] = {
    {7, 2, 2, 0, 1, 4, 3},  {6, 2, 2, 0, 1, 3, 3},  {5, 2, 2, 1, 1, 3, 3},
    {4, 2, 2, 1, 1, 3, 3},  {1, 2, 2, 0, 1, 1, 0},  {2, 3, 2, 1, 1, 2, 1},
    {10, 3, 3, 1, 1, 4, 4}, {11, 3, 3, 1, 1, 4, 4}, {9, 3, 2, 1, 1, 5, 5},
    {8, 3, 2, 1, 1, 5, 4},  {13, 5, 4, 2, 1, 4, 4}, {14, 5, 4, 2, 1, 4, 4},
    {7, 3, 3, 0, 1, 3, 2},  {8, 3, 3, 0, 1, 3, 2},  {12, 2, 3, 0, 2, 4, 4},
    {15, 3, 2, 1, 2, 7, 7}, {16, 4, 3, 2, 1, 6, 6}, {5, 5, 5, 2, 1, 2, 1},
    {6, 4, 4, 2, 1, 2, 2},  {3, 3, 3, 1, 1, 2, 1},  {20, 7, 6, 3, 1, 4, 4},
    {21, 2, 5, 1, 2, 5, 5}, {17, 3, 4, 0, 3, 4, 3}, {100, 3, 2, 1, 1, 51, 50},
};

TEST_F(ShapeRulesTest, PoolMatchesPyTorchAtStaticSizes) {
  for (const PoolCase &p : kPoolCases) {
    SCOPED_TRACE(
        "in=" + std::to_string(p.in) + " k=" + std::to_string(p.kernel) +
        " s=" + std::to_string(p.stride) + " p=" + std::to_string(p.pad) +
        " d=" + std::to_string(p.dilation));
    auto run = [&](bool ceilMode) {
      return poolOutputSize(env, c(p.in), c(p.kernel), c(p.stride), c(p.pad),
                            c(p.pad), c(p.dilation), ceilMode);
    };
    EXPECT_EQ(ok(run(true)), c(p.ceilOut));
    if (p.floorOut == 0) {
      EXPECT_FALSE(error(run(false)).empty());
    } else {
      EXPECT_EQ(ok(run(false)), c(p.floorOut));
    }
  }
  EXPECT_TRUE(env.getGuards().empty());
}

/// PyTorch's formula on integers.
int64_t poolRef(int64_t in, int64_t k, int64_t s, int64_t pb, int64_t pe,
                int64_t d, bool ceilMode) {
  int64_t out =
      floorDivRef(in + pb + pe - d * (k - 1) - 1 + (ceilMode ? s - 1 : 0), s) +
      1;
  if (ceilMode && (out - 1) * s >= in + pb)
    --out;
  return out;
}

TEST_F(ShapeRulesTest, PoolCeilModeOverSymbolicInput) {
  // k=2, s=2, p=0: the last window always starts inside: no adjustment.
  ExprRef a = ok(poolOutputSize(env, s0, c(2), c(2), c(0), c(0), c(1), true));
  EXPECT_EQ(a, ctx.ceilDiv(s0, c(2)));
  // k=3, s=2, p=1: same.
  ExprRef b = ok(poolOutputSize(env, s0, c(3), c(2), c(1), c(1), c(1), true));
  EXPECT_EQ(b, ctx.add(ctx.ceilDiv(ctx.sub(s0, c(1)), c(2)), c(1)));
  // k=2, s=2, p=1: the adjustment depends on the parity of s1; exactly
  // min(s1 ceildiv 2 + 1, (s1 + 1) ceildiv 2), which the ShapeEnv proves is
  // the second.
  ExprRef m = ok(poolOutputSize(env, s1, c(2), c(2), c(1), c(1), c(1), true));
  EXPECT_EQ(m, ctx.ceilDiv(ctx.add(s1, c(1)), c(2)));
  // With a symbolic stride nothing is decided: the exact min remains.
  ExprRef u = env.declareSymbol("u", 1, 4);
  ExprRef n = ok(poolOutputSize(env, s2, c(2), u, c(1), c(1), c(1), true));
  EXPECT_EQ(n->getKind(), ExprKind::Min) << n->str();
  EXPECT_TRUE(env.getGuards().empty());
  for (int64_t v = 2; v != 40; ++v) {
    EXPECT_EQ(eval(a, {{s0, v}}), poolRef(v, 2, 2, 0, 0, 1, true));
    EXPECT_EQ(eval(b, {{s0, v}}), poolRef(v, 3, 2, 1, 1, 1, true));
    EXPECT_EQ(eval(m, {{s1, v}}), poolRef(v, 2, 2, 1, 1, 1, true));
    for (int64_t stride = 1; stride <= 4; ++stride)
      EXPECT_EQ(eval(n, {{s2, v}, {u, stride}}),
                poolRef(v, 2, stride, 1, 1, 1, true));
  }
}

TEST_F(ShapeRulesTest, PoolCeilModeGuardsAnUndecidedBranch) {
  // A symbolic right pad that may exceed the kernel (ONNX allows it): one
  // decrement may not be enough, so the no-decrement branch is assumed under
  // a guard.
  ExprRef pe = env.declareSymbol("pe", 0, 5);
  ExprRef out = ok(poolOutputSize(env, s0, c(2), c(2), c(0), pe, c(1), true));
  EXPECT_EQ(out,
            ctx.add(ctx.ceilDiv(ctx.add(s0, ctx.sub(pe, c(2))), c(2)), c(1)));
  ASSERT_EQ(env.getGuards().size(), 1u);
  EXPECT_EQ(printGuard(env.getGuards()[0]),
            "s0 >= 2*((pe + s0) ceildiv 2) - 1");
  EXPECT_EQ(env.getGuards()[0].reason,
            "pool: ceil_mode's last window starts inside the input");
  // Where the guard holds, the value is PyTorch's.
  unsigned held = 0;
  for (int64_t v = 2; v != 20; ++v) {
    for (int64_t p = 0; p <= 5; ++p) {
      llvm::DenseMap<ExprRef, int64_t> b{{s0, v}, {pe, p}};
      if (*env.getGuards()[0].expr->evaluate(b) < 0)
        continue;
      ++held;
      EXPECT_EQ(*out->evaluate(b), poolRef(v, 2, 2, 0, p, 1, true));
    }
  }
  EXPECT_GT(held, 20u);
  EXPECT_EQ(
      error(poolOutputSize(env, c(1), c(3), c(1), c(0), c(0), c(1), true)),
      "pool: output size -1 is too small");
}

TEST_F(ShapeRulesTest, ConvTransposeOutputSize) {
  // (in - 1)*s - pb - pe + d*(k - 1) + op + 1
  ExprRef out =
      ok(convTransposeOutputSize(env, s0, c(3), c(2), c(1), c(1), c(1), c(1)));
  EXPECT_EQ(out, ctx.mul(c(2), s0));
  EXPECT_EQ(ok(convTransposeOutputSize(env, c(5), c(4), c(3), c(0), c(2), c(2),
                                       c(2))),
            c((5 - 1) * 3 - 0 - 2 + 2 * 3 + 2 + 1));
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(error(convTransposeOutputSize(env, s0, c(3), c(2), c(0), c(0), c(1),
                                          c(2))),
            "conv_transpose: output padding 2 must be smaller than either "
            "stride 2 or dilation 1");
  EXPECT_EQ(error(convTransposeOutputSize(env, c(1), c(1), c(1), c(1), c(1),
                                          c(1), c(0))),
            "conv_transpose: output size -1 is too small");
  EXPECT_EQ(error(convTransposeOutputSize(env, s0, c(3), c(2), c(0), c(0), c(1),
                                          c(-1))),
            "conv_transpose: output padding must be >= 0, got -1");
  // A large padding on a symbolic input is guarded.
  ok(convTransposeOutputSize(env, s1, c(1), c(1), c(2), c(2), c(1), c(0)));
  EXPECT_EQ(guardTexts(), Strings{"s1 - 4 >= 1"});
  EXPECT_EQ(ok(convTransposeOutputSize(env, s0, nullptr, c(1), c(0), c(0), c(1),
                                       c(0))),
            nullptr);
}

//===----------------------------------------------------------------------===//
// Reshape
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, ReshapeInfersExactly) {
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, c(12)}), dims({c(-1), c(4)}))),
            dims({ctx.mul(c(3), s0), c(4)}));
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, s1}), dims({c(-1)}))),
            dims({ctx.mul(s0, s1)}));
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, s1, c(6)}), dims({c(-1), s1}))),
            dims({ctx.mul(c(6), s0), s1}));
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, s1}), dims({s1, s0}))),
            dims({s1, s0}));
  EXPECT_EQ(
      ok(reshapeShape(env, dims({c(2), c(3), c(4)}), dims({c(4), c(-1)}))),
      dims({c(4), c(6)}));
  EXPECT_TRUE(env.getGuards().empty());
}

TEST_F(ShapeRulesTest, ReshapeGuardsDivisibility) {
  DimList out = ok(reshapeShape(env, dims({s0, c(3)}), dims({c(-1), c(4)})));
  ASSERT_EQ(env.getGuards().size(), 1u);
  // The canonical printer parenthesizes a product left of mod.
  EXPECT_EQ(printGuard(env.getGuards()[0]), "(3*s0) mod 4 == 0");
  EXPECT_EQ(out, dims({ctx.floorDiv(ctx.mul(c(3), s0), c(4)), c(4)}));
  // Under the guard the view keeps the element count.
  EXPECT_EQ(env.isEq(numElements(env, out), ctx.mul(c(3), s0)), Truth::True);
  EXPECT_EQ(ok(reshapeShape(env, out, dims({c(-1)}))),
            dims({ctx.mul(c(4), out[0])}));
  EXPECT_EQ(ok(reshapeShape(env, out, dims({ctx.mul(c(3), s0)}))),
            dims({ctx.mul(c(3), s0)}));
  EXPECT_EQ(env.getGuards().size(), 1u);
  // A symbolic divisor.
  DimList sym = ok(reshapeShape(env, dims({s1, c(2)}), dims({s2, c(-1)})));
  EXPECT_EQ(sym[1], ctx.floorDiv(ctx.mul(c(2), s1), s2));
  EXPECT_EQ(guardTexts().back(), "(2*s1) mod s2 == 0");
  // A target that may be 0 makes -1 ambiguous: guarded non-zero.
  ExprRef z = env.declareSymbol("z", 0, 4);
  DimList zs = ok(reshapeShape(env, dims({c(8), s0}), dims({c(-1), z})));
  EXPECT_EQ(zs[0], ctx.floorDiv(ctx.mul(c(8), s0), z));
  Strings texts = guardTexts();
  EXPECT_EQ(Strings(texts.end() - 2, texts.end()),
            (Strings{"z != 0", "(8*s0) mod z == 0"}));
}

TEST_F(ShapeRulesTest, ReshapeGuardsElementCounts) {
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, c(2)}), dims({s1}))), dims({s1}));
  EXPECT_EQ(guardTexts(), Strings{"2*s0 == s1"});
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, nullptr}), dims({c(-1), c(2)}))),
            dims({nullptr, c(2)}));
  EXPECT_EQ(ok(reshapeShape(env, dims({s0}), dims({nullptr, c(-1)}))),
            dims({nullptr, nullptr}));
}

TEST_F(ShapeRulesTest, ReshapeErrors) {
  EXPECT_EQ(error(reshapeShape(env, dims({c(3), c(4)}), dims({c(-1), c(5)}))),
            "reshape: 12 elements cannot be viewed as [-1, 5]");
  EXPECT_EQ(error(reshapeShape(env, dims({c(2), c(3)}), dims({c(4), c(2)}))),
            "reshape: 6 elements cannot be viewed as [4, 2]");
  EXPECT_EQ(error(reshapeShape(env, dims({s0}), dims({c(-1), c(-1)}))),
            "reshape: only one dimension can be inferred in [-1, -1]");
  EXPECT_EQ(error(reshapeShape(env, dims({s0}), dims({c(-2), s0}))),
            "reshape: invalid size -2 at position 0 of [-2, s0]");
  EXPECT_EQ(error(reshapeShape(env, dims({s0}), dims({c(0), c(-1)}))),
            "reshape: cannot infer the -1 in [0, -1] when the other sizes "
            "have 0 elements");
  EXPECT_EQ(error(reshapeShape(env, dims({s0, c(4)}), dims({c(0), c(4)}))),
            "reshape: 4*s0 elements cannot be viewed as [0, 4]");
  EXPECT_EQ(error(reshapeShape(env, dims({s0}), dims({c(1), c(0)}),
                               /*zeroCopiesInput=*/true)),
            "reshape: 0 at position 1 copies a dim the input [s0] does not "
            "have");
  EXPECT_EQ(error(reshapeShape(env, dims({ctx.add(ctx.mul(c(4), s0), c(2))}),
                               dims({c(-1), c(4)}))),
            "reshape: 4*s0 + 2 elements cannot be viewed as [-1, 4]");
  EXPECT_TRUE(env.getGuards().empty());
}

TEST_F(ShapeRulesTest, ReshapeZeroCopiesInput) {
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, c(3), c(4)}), dims({c(0), c(-1)}),
                            /*zeroCopiesInput=*/true)),
            dims({s0, c(12)}));
  EXPECT_EQ(ok(reshapeShape(env, dims({s0, s1}), dims({c(0), c(0)}),
                            /*zeroCopiesInput=*/true)),
            dims({s0, s1}));
  EXPECT_TRUE(env.getGuards().empty());
}

//===----------------------------------------------------------------------===//
// Slice
//===----------------------------------------------------------------------===//

/// ATen's slice on integers.
int64_t sliceRef(int64_t dim, int64_t start, int64_t end, int64_t step) {
  if (start < 0)
    start += dim;
  if (end < 0)
    end += dim;
  if (start < 0)
    start = 0;
  else if (start >= dim)
    start = dim;
  if (end < start)
    end = start;
  else if (end >= dim)
    end = dim;
  return (end - start + step - 1) / step;
}

/// ONNX Slice on integers, from the operator's specification.
int64_t sliceOnnxRef(int64_t dim, int64_t start, int64_t end, int64_t step) {
  if (start < 0)
    start += dim;
  if (end < 0)
    end = end == kMin ? -1 : end + dim;
  auto clampTo = [](int64_t v, int64_t lo, int64_t hi) {
    return std::min(std::max(v, lo), hi);
  };
  if (step > 0) {
    start = clampTo(start, 0, dim);
    end = clampTo(end, 0, dim);
  } else {
    start = clampTo(start, 0, dim - 1);
    end = clampTo(end, -1, dim - 1);
  }
  int64_t len =
      step > 0 ? ceilDivRef(end - start, step) : ceilDivRef(start - end, -step);
  return std::max<int64_t>(len, 0);
}

TEST_F(ShapeRulesTest, SliceToHalfNeedsNoClamp) {
  // x[:, : s1 floordiv 2]
  ExprRef half = ctx.floorDiv(s1, c(2));
  ExprRef len = ok(sliceDim(env, s1, c(0), half, c(1)));
  EXPECT_EQ(len, half);
  EXPECT_EQ(len->str(), "s1 floordiv 2");
  EXPECT_TRUE(env.getGuards().empty());
  // x[s1 floordiv 2 :] and the default "to the end".
  EXPECT_EQ(ok(sliceDim(env, s1, half, c(kMax), c(1))), ctx.sub(s1, half));
  EXPECT_EQ(ok(sliceDim(env, s1, c(0), c(kMax), c(1))), s1);
  EXPECT_EQ(ok(sliceDim(env, s1, c(0), c(kMax), c(2))), ctx.ceilDiv(s1, c(2)));
  EXPECT_EQ(ok(sliceDim(env, s1, c(-1), c(kMax), c(1))), c(1));
  EXPECT_EQ(ok(sliceDim(env, s1, c(1), c(-1), c(1))), ctx.sub(s1, c(2)));
  EXPECT_TRUE(env.getGuards().empty());
}

TEST_F(ShapeRulesTest, SliceEmitsNeededClamps) {
  // x[5:] on s0 >= 2 may be empty.
  ExprRef a = ok(sliceDim(env, s0, c(5), c(kMax), c(1)));
  // As ATen computes it: end minus the clamped start (never negative here).
  EXPECT_EQ(a->str(), "s0 - min(s0, 5)");
  // x[:3] on s0 >= 2 may be shorter than 3.
  ExprRef b = ok(sliceDim(env, s0, c(0), c(3), c(1)));
  EXPECT_EQ(b->str(), "min(s0, 3)");
  // x[-3:-1]
  ExprRef d = ok(sliceDim(env, s0, c(-3), c(-1), c(1)));
  // x[2 : s0 - 1 : 2]
  ExprRef e = ok(sliceDim(env, s0, c(2), ctx.sub(s0, c(1)), c(2)));
  EXPECT_TRUE(env.getGuards().empty());
  for (int64_t v = 2; v != 20; ++v) {
    EXPECT_EQ(eval(a, {{s0, v}}), sliceRef(v, 5, kMax, 1)) << v;
    EXPECT_EQ(eval(b, {{s0, v}}), sliceRef(v, 0, 3, 1)) << v;
    EXPECT_EQ(eval(d, {{s0, v}}), sliceRef(v, -3, -1, 1)) << v;
    EXPECT_EQ(eval(e, {{s0, v}}), sliceRef(v, 2, v - 1, 2)) << v;
  }
}

TEST_F(ShapeRulesTest, SliceMatchesATenAtStaticSizes) {
  const int64_t ends[] = {-20, -7, -3, -1, 0, 1, 2, 5, 7, 9, 30, kMax};
  for (int64_t dim : {0, 1, 2, 5, 7})
    for (int64_t start : {-20, -6, -2, -1, 0, 1, 3, 6, 9})
      for (int64_t end : ends)
        for (int64_t step : {1, 2, 3, 5}) {
          ExprRef len = ok(sliceDim(env, c(dim), c(start), c(end), c(step)));
          ASSERT_TRUE(len && len->isConstant());
          EXPECT_EQ(len->getConstant(), sliceRef(dim, start, end, step))
              << dim << " [" << start << ":" << end << ":" << step << "]";
        }
  EXPECT_TRUE(env.getGuards().empty());
}

TEST_F(ShapeRulesTest, SliceErrorsAndUnknowns) {
  EXPECT_EQ(error(sliceDim(env, s0, c(0), c(1), c(0))),
            "slice: step must be positive, got 0");
  EXPECT_EQ(error(sliceDim(env, s0, c(0), c(1), c(-1))),
            "slice: step must be positive, got -1");
  EXPECT_EQ(ok(sliceDim(env, nullptr, c(0), c(1), c(1))), nullptr);
  EXPECT_EQ(ok(sliceDim(env, s0, nullptr, c(1), c(1))), nullptr);
  // A start of undecided sign is assumed non-negative under a guard.
  ExprRef u = ctx.sub(s1, c(5));
  ok(sliceDim(env, s0, u, c(kMax), c(1)));
  EXPECT_EQ(guardTexts(), Strings{"s1 - 5 >= 0"});
  EXPECT_EQ(env.getGuards()[0].reason, "slice: start is assumed non-negative");
  EXPECT_EQ(error(sliceDimOnnx(env, s0, c(0), c(1), c(0))),
            "slice: step cannot be 0");
}

TEST_F(ShapeRulesTest, SliceOnnxWithNegativeSteps) {
  // x[::-1] keeps every element.
  EXPECT_EQ(ok(sliceDimOnnx(env, s0, c(-1), c(kMin), c(-1))), s0);
  // x[::-2]
  EXPECT_EQ(ok(sliceDimOnnx(env, s0, c(-1), c(kMin), c(-2))),
            ctx.ceilDiv(s0, c(2)));
  // Positive steps agree with ATen.
  EXPECT_EQ(ok(sliceDimOnnx(env, s0, c(0), c(kMax), c(1))), s0);
  EXPECT_TRUE(env.getGuards().empty());
  ExprRef a = ok(sliceDimOnnx(env, s0, c(3), c(0), c(-1)));
  ExprRef b = ok(sliceDimOnnx(env, s0, c(-2), c(-6), c(-2)));
  for (int64_t v = 2; v != 16; ++v) {
    EXPECT_EQ(eval(a, {{s0, v}}), sliceOnnxRef(v, 3, 0, -1)) << v;
    EXPECT_EQ(eval(b, {{s0, v}}), sliceOnnxRef(v, -2, -6, -2)) << v;
  }
  // Hand-checked: [4, 2] and [4, 1] of a length-5 dim.
  EXPECT_EQ(ok(sliceDimOnnx(env, c(5), c(4), c(1), c(-2))), c(2));
  EXPECT_EQ(ok(sliceDimOnnx(env, c(5), c(10), c(-10), c(-3))), c(2));
  EXPECT_EQ(ok(sliceDimOnnx(env, c(0), c(-1), c(kMin), c(-1))), c(0));
  for (int64_t dim : {0, 1, 4, 7})
    for (int64_t start : {kMin, int64_t(-9), int64_t(-1), int64_t(0),
                          int64_t(2), int64_t(6), int64_t(9), kMax})
      for (int64_t end : {kMin, int64_t(-9), int64_t(-2), int64_t(-1),
                          int64_t(0), int64_t(3), int64_t(8), kMax})
        for (int64_t step : {-3, -1, 1, 2}) {
          ExprRef len =
              ok(sliceDimOnnx(env, c(dim), c(start), c(end), c(step)));
          ASSERT_TRUE(len && len->isConstant());
          EXPECT_EQ(len->getConstant(), sliceOnnxRef(dim, start, end, step))
              << dim << " [" << start << ":" << end << ":" << step << "]";
        }
}

//===----------------------------------------------------------------------===//
// Concat, matmul, reduce
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, Concat) {
  DimList a = dims({s0, c(3)}), b = dims({s1, c(3)});
  EXPECT_EQ(ok(concatShapes(env, {a, b}, 0)), dims({ctx.add(s0, s1), c(3)}));
  EXPECT_EQ(ok(concatShapes(env, {a, a, a}, -2)),
            dims({ctx.mul(c(3), s0), c(3)}));
  EXPECT_TRUE(env.getGuards().empty());
  DimList x = dims({s0, c(3)}), y = dims({s1, c(4)});
  EXPECT_EQ(ok(concatShapes(env, {x, y}, 1)), dims({s0, c(7)}));
  EXPECT_EQ(guardTexts(), Strings{"s0 == s1"});
  DimList u = dims({nullptr, c(2)});
  EXPECT_EQ(ok(concatShapes(env, {u, x}, 1)), dims({s0, c(5)}));
  DimList v = dims({s1, c(2)});
  EXPECT_EQ(ok(concatShapes(env, {u, v}, 0)), dims({nullptr, c(2)}));
}

TEST_F(ShapeRulesTest, ConcatErrors) {
  DimList a = dims({c(2), c(3)}), b = dims({c(2), c(4)});
  DimList r3 = dims({c(1), c(2), c(3)});
  EXPECT_EQ(error(concatShapes(env, {a, b}, 0)),
            "concat: dim 4 of tensor 1 does not match dim 3 at position 1");
  EXPECT_EQ(error(concatShapes(env, {a, r3}, 0)),
            "concat: tensor 1 has rank 3, expected 2");
  EXPECT_EQ(error(concatShapes(env, {a, a}, 2)),
            "concat: axis 2 is out of range for rank 2");
  EXPECT_EQ(error(concatShapes(env, {}, 0)), "concat: no inputs");
  DimList scalar;
  EXPECT_EQ(error(concatShapes(env, {scalar, scalar}, 0)),
            "concat: zero-dimensional tensors cannot be concatenated");
}

TEST_F(ShapeRulesTest, Matmul) {
  EXPECT_EQ(ok(matmulShape(env, dims({s0, c(3), c(4)}), dims({c(4), c(5)}))),
            dims({s0, c(3), c(5)}));
  EXPECT_EQ(ok(matmulShape(env, dims({c(4)}), dims({c(4)}))), DimList());
  EXPECT_EQ(ok(matmulShape(env, dims({c(4)}), dims({s0, c(4), c(5)}))),
            dims({s0, c(5)}));
  EXPECT_EQ(ok(matmulShape(env, dims({c(3), c(4)}), dims({c(4)}))),
            dims({c(3)}));
  EXPECT_EQ(ok(matmulShape(env, dims({c(2), c(1), c(3), c(4)}),
                           dims({c(5), c(4), c(6)}))),
            dims({c(2), c(5), c(3), c(6)}));
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(matmulShape(env, dims({c(3), s1}), dims({s2, c(5)}))),
            dims({c(3), c(5)}));
  EXPECT_EQ(guardTexts(), Strings{"s1 == s2"});
  EXPECT_EQ(error(matmulShape(env, dims({c(3), c(4)}), dims({c(5), c(6)}))),
            "matmul: cannot contract dim 4 of [3, 4] with dim 5 of [5, 6]");
  EXPECT_EQ(error(matmulShape(env, {}, dims({c(4)}))),
            "matmul: both arguments must be at least 1-D, got [] and [4]");
  EXPECT_EQ(error(matmulShape(env, dims({c(2), c(3), c(4)}),
                              dims({c(5), c(4), c(6)}))),
            "matmul: cannot broadcast dim 2 with dim 5 at position 0");
}

TEST_F(ShapeRulesTest, Reduce) {
  DimList in = dims({s0, c(3), s1});
  EXPECT_EQ(ok(reduceShape(env, in, {1, -1}, false)), dims({s0}));
  EXPECT_EQ(ok(reduceShape(env, in, {1, -1}, true)), dims({s0, c(1), c(1)}));
  EXPECT_EQ(ok(reduceShape(env, in, {}, false)), DimList());
  EXPECT_EQ(ok(reduceShape(env, in, {}, true)), dims({c(1), c(1), c(1)}));
  EXPECT_EQ(ok(reduceShape(env, in, {}, true, /*emptyAxesReduceAll=*/false)),
            in);
  EXPECT_EQ(ok(reduceShape(env, {}, {0}, false)), DimList());
  EXPECT_EQ(error(reduceShape(env, in, {2, -1}, false)),
            "reduce: axis -1 is repeated");
  EXPECT_EQ(error(reduceShape(env, in, {3}, false)),
            "reduce: axis 3 is out of range for rank 3");
}

//===----------------------------------------------------------------------===//
// Resize
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, ExactFractions) {
  using P = std::pair<int64_t, int64_t>;
  EXPECT_EQ(ok(toExactFraction(0.75)), P(3, 4));
  EXPECT_EQ(ok(toExactFraction(2.0)), P(2, 1));
  EXPECT_EQ(ok(toExactFraction(-1.5)), P(-3, 2));
  EXPECT_EQ(ok(toExactFraction(0.0)), P(0, 1));
  EXPECT_EQ(ok(toExactFraction(std::ldexp(1.0, -20))), P(1, 1 << 20));
  EXPECT_EQ(error(toExactFraction(std::ldexp(1.0, -21))),
            "scale 4.76837158203125e-07 is not a rational with a small "
            "denominator");
  EXPECT_EQ(error(toExactFraction(1.0 / 3)),
            "scale 0.33333333333333331 is not a rational with a small "
            "denominator");
  EXPECT_FALSE(error(toExactFraction(NAN)).empty());
  EXPECT_FALSE(error(toExactFraction(1e300)).empty());
}

TEST_F(ShapeRulesTest, ResizeWithScalesAndSizes) {
  DimList in = dims({s0, c(3), s1, c(7)});
  DimList out =
      ok(resizeShape(env, in, llvm::ArrayRef<double>{1.0, 1.0, 1.5, 0.5}));
  EXPECT_EQ(out[0], s0);
  EXPECT_EQ(out[1], c(3));
  EXPECT_EQ(out[2], ctx.floorDiv(ctx.mul(c(3), s1), c(2)));
  EXPECT_EQ(out[3], c(3));
  for (int64_t v = 2; v != 30; ++v)
    EXPECT_EQ(eval(out[2], {{s1, v}}),
              static_cast<int64_t>(std::floor(v * 1.5)));
  EXPECT_EQ(ok(resizeShape(env, dims({s0, nullptr}),
                           llvm::ArrayRef<double>{2.0, 2.0})),
            dims({ctx.mul(c(2), s0), nullptr}));
  EXPECT_EQ(ok(resizeShape(env, in, dims({s0, c(3), c(10), c(20)}))),
            dims({s0, c(3), c(10), c(20)}));
  EXPECT_EQ(
      error(resizeShape(env, in, llvm::ArrayRef<double>{1.0, 1.0, 0.1, 1.0})),
      "resize: scale 0.10000000000000001 is not a rational with a small "
      "denominator");
  EXPECT_EQ(
      error(resizeShape(env, in, llvm::ArrayRef<double>{1.0, 1.0, -2.0, 1.0})),
      "resize: scale -2 must be positive");
  EXPECT_EQ(error(resizeShape(env, in, llvm::ArrayRef<double>{1.0})),
            "resize: 1 scales for rank 4");
  EXPECT_EQ(error(resizeShape(env, in, dims({s0}))),
            "resize: 1 sizes for rank 4");
  EXPECT_EQ(error(resizeShape(env, dims({s0}), dims({c(-3)}))),
            "resize: invalid size -3");
}

//===----------------------------------------------------------------------===//
// Permutations and rank changes
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, PermuteAndTranspose) {
  DimList in = dims({s0, c(3), s1});
  EXPECT_EQ(ok(permuteShape(env, in, {2, 0, 1})), dims({s1, s0, c(3)}));
  EXPECT_EQ(ok(permuteShape(env, in, {-1, 0, -2})), dims({s1, s0, c(3)}));
  EXPECT_EQ(ok(permuteShape(env, in, {})), dims({s1, c(3), s0}));
  EXPECT_EQ(error(permuteShape(env, in, {0, 1})), "permute: 2 axes for rank 3");
  EXPECT_EQ(error(permuteShape(env, in, {0, 1, -3})),
            "permute: axis -3 is repeated");
  EXPECT_EQ(error(permuteShape(env, in, {0, 1, 3})),
            "permute: axis 3 is out of range for rank 3");
  EXPECT_EQ(ok(transposeShape(env, in, 0, -1)), dims({s1, c(3), s0}));
  EXPECT_EQ(ok(transposeShape(env, in, 1, 1)), in);
  EXPECT_EQ(error(transposeShape(env, in, 0, 5)),
            "transpose: axis 5 is out of range for rank 3");
}

TEST_F(ShapeRulesTest, SqueezeOnnxSemantics) {
  ExprRef m = env.declareSymbol("m", 1, 4);
  EXPECT_EQ(ok(squeezeShape(env, dims({s0, c(1), nullptr}), {1, 2}, true)),
            dims({s0}));
  EXPECT_EQ(error(squeezeShape(env, dims({s0, c(1)}), {0}, true)),
            "squeeze: dim s0 at position 0 is not 1");
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(squeezeShape(env, dims({m, s0}), {0}, true)), dims({s0}));
  EXPECT_EQ(guardTexts(), Strings{"m == 1"});
  EXPECT_EQ(error(squeezeShape(env, dims({s0}), {1}, true)),
            "squeeze: axis 1 is out of range for rank 1");
}

TEST_F(ShapeRulesTest, SqueezeTorchSemantics) {
  ExprRef m = env.declareSymbol("m", 1, 4);
  EXPECT_EQ(ok(squeezeShape(env, dims({s0, c(1)}), {0}, false)),
            dims({s0, c(1)}));
  EXPECT_EQ(ok(squeezeShape(env, dims({c(1), s0, c(1)}), {}, false)),
            dims({s0}));
  EXPECT_EQ(ok(squeezeShape(env, {}, {0}, false)), DimList());
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(squeezeShape(env, dims({m, c(1)}), {0}, false)),
            dims({m, c(1)}));
  EXPECT_EQ(guardTexts(), Strings{"m != 1"});
  EXPECT_EQ(error(squeezeShape(env, dims({nullptr, c(1)}), {0}, false)),
            "squeeze: dim ? at position 0 may or may not be 1");
  EXPECT_EQ(error(squeezeShape(env, dims({nullptr}), {}, true)),
            "squeeze: dim ? at position 0 may or may not be 1");
  EXPECT_EQ(error(squeezeShape(env, dims({c(1)}), {0, -1}, false)),
            "squeeze: axis -1 is repeated");
}

TEST_F(ShapeRulesTest, Unsqueeze) {
  EXPECT_EQ(ok(unsqueezeShape(env, dims({s0, c(3)}), {0, -1})),
            dims({c(1), s0, c(3), c(1)}));
  EXPECT_EQ(ok(unsqueezeShape(env, dims({s0, c(3)}), {1})),
            dims({s0, c(1), c(3)}));
  EXPECT_EQ(ok(unsqueezeShape(env, {}, {0})), dims({c(1)}));
  EXPECT_EQ(error(unsqueezeShape(env, dims({s0}), {0, 0})),
            "unsqueeze: axis 0 is repeated");
  EXPECT_EQ(error(unsqueezeShape(env, dims({s0}), {2})),
            "unsqueeze: axis 2 is out of range for rank 2");
}

TEST_F(ShapeRulesTest, Flatten) {
  DimList in = dims({s0, c(3), c(4), c(5)});
  EXPECT_EQ(ok(flattenShape(env, in, 1, 2)), dims({s0, c(12), c(5)}));
  EXPECT_EQ(ok(flattenShape(env, in, 0, -1)), dims({ctx.mul(c(60), s0)}));
  EXPECT_EQ(ok(flattenShape(env, in, 2, 2)), in);
  EXPECT_EQ(ok(flattenShape(env, {}, 0, -1)), dims({c(1)}));
  EXPECT_EQ(ok(flattenShape(env, dims({nullptr, c(2), c(3)}), 0, 1)),
            dims({nullptr, c(3)}));
  EXPECT_EQ(error(flattenShape(env, in, 2, 1)),
            "flatten: start_dim 2 cannot come after end_dim 1");
  EXPECT_EQ(error(flattenShape(env, in, 0, 4)),
            "flatten: axis 4 is out of range for rank 4");
  EXPECT_EQ(ok(flattenShapeOnnx(env, in, 2)), dims({ctx.mul(c(3), s0), c(20)}));
  EXPECT_EQ(ok(flattenShapeOnnx(env, in, 0)), dims({c(1), ctx.mul(c(60), s0)}));
  EXPECT_EQ(ok(flattenShapeOnnx(env, in, -1)),
            dims({ctx.mul(c(12), s0), c(5)}));
  EXPECT_EQ(error(flattenShapeOnnx(env, in, 5)),
            "flatten: axis 5 is out of range for rank 4");
}

TEST_F(ShapeRulesTest, Expand) {
  ExprRef m = env.declareSymbol("m", 1, 4);
  EXPECT_EQ(ok(expandShape(env, dims({c(1), s0}), dims({s1, c(-1)}))),
            dims({s1, s0}));
  EXPECT_EQ(ok(expandShape(env, dims({c(3)}), dims({c(2), c(3)}))),
            dims({c(2), c(3)}));
  EXPECT_EQ(ok(expandShape(env, dims({m}), dims({s1}))), dims({s1}));
  EXPECT_EQ(ok(expandShape(env, dims({nullptr}), dims({c(5)}))), dims({c(5)}));
  EXPECT_EQ(ok(expandShape(env, dims({s0, c(1)}), dims({nullptr, nullptr}))),
            dims({s0, nullptr}));
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(expandShape(env, dims({s0}), dims({s2}))), dims({s2}));
  EXPECT_EQ(guardTexts(), Strings{"s0 == s2"});
  EXPECT_EQ(error(expandShape(env, dims({c(3)}), dims({c(4)}))),
            "expand: dim 3 cannot be expanded to 4 at position 0");
  EXPECT_EQ(error(expandShape(env, dims({c(3)}), dims({c(-1), c(3)}))),
            "expand: -1 is not allowed for the new leading dim at position 0");
  EXPECT_EQ(error(expandShape(env, dims({c(3), c(1)}), dims({c(3)}))),
            "expand: 1 sizes cannot expand a tensor of rank 2");
  EXPECT_EQ(error(expandShape(env, dims({c(1)}), dims({c(-3)}))),
            "expand: invalid size -3 at position 0");
}

TEST_F(ShapeRulesTest, Gather) {
  EXPECT_EQ(ok(gatherShape(env, dims({s0, c(5), c(6)}), dims({s1, c(2)}), 1)),
            dims({s0, s1, c(2), c(6)}));
  EXPECT_EQ(ok(gatherShape(env, dims({s0, c(5)}), {}, -1)), dims({s0}));
  EXPECT_EQ(error(gatherShape(env, dims({s0}), dims({c(2)}), 1)),
            "gather: axis 1 is out of range for rank 1");
  EXPECT_EQ(error(gatherShape(env, {}, dims({c(2)}), 0)),
            "gather: data must have rank >= 1");
}

//===----------------------------------------------------------------------===//
// Split and pad
//===----------------------------------------------------------------------===//

TEST_F(ShapeRulesTest, SplitWithSizes) {
  EXPECT_EQ(ok(splitShape(env, ctx.add(s0, c(3)), dims({s0, c(3)}))),
            dims({s0, c(3)}));
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(splitShape(env, s0, dims({s1, s2}))), dims({s1, s2}));
  EXPECT_EQ(guardTexts(), Strings{"s1 + s2 == s0"});
  EXPECT_EQ(error(splitShape(env, c(6), dims({c(2), c(3)}))),
            "split: sizes [2, 3] add up to 5, not to the dim 6");
  EXPECT_EQ(error(splitShape(env, c(6), dims({c(-1), c(7)}))),
            "split: invalid size -1 in [-1, 7]");
  EXPECT_EQ(error(splitShape(env, c(6), {})), "split: no sizes");
}

TEST_F(ShapeRulesTest, SplitIntoEqualParts) {
  EXPECT_EQ(ok(splitEqualShape(env, ctx.mul(c(2), s0), 2)), s0);
  EXPECT_EQ(ok(splitEqualShape(env, c(12), 3)), c(4));
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(splitEqualShape(env, s1, 2)), ctx.floorDiv(s1, c(2)));
  EXPECT_EQ(guardTexts(), Strings{"s1 mod 2 == 0"});
  EXPECT_EQ(env.getGuards()[0].reason, "split: equal parts are exact");
  EXPECT_EQ(error(splitEqualShape(env, c(7), 2)),
            "split: dim 7 cannot be split into 2 equal parts");
  EXPECT_EQ(error(splitEqualShape(env, s0, 0)),
            "split: number of parts must be positive, got 0");
  EXPECT_EQ(ok(splitEqualShape(env, nullptr, 2)), nullptr);
}

TEST_F(ShapeRulesTest, Pad) {
  EXPECT_EQ(ok(padShape(env, s0, c(2), c(3))), ctx.add(s0, c(5)));
  EXPECT_EQ(ok(padShape(env, s0, c(-1), c(-1))), ctx.sub(s0, c(2)));
  EXPECT_TRUE(env.getGuards().empty());
  EXPECT_EQ(ok(padShape(env, s0, c(-3), c(-2))), ctx.sub(s0, c(5)));
  EXPECT_EQ(guardTexts(), Strings{"s0 - 5 >= 0"});
  EXPECT_EQ(error(padShape(env, c(4), c(-3), c(-2))),
            "pad: padded size -1 of dim 4 is negative");
  EXPECT_EQ(ok(padShape(env, s0, nullptr, c(1))), nullptr);
}

//===----------------------------------------------------------------------===//
// Randomized: a rule applied to symbols, then bound, equals the rule applied
// to the constants.
//===----------------------------------------------------------------------===//

/// Makes the dims of one run: constants, or (when symbolic) fresh symbols
/// whose declared range holds the constant.
class DimMaker {
public:
  DimMaker(ShapeEnv &env, bool symbolic, unsigned seed)
      : env(env), ctx(env.getContext()), symbolic(symbolic), rng(seed) {}

  ExprRef dim(int64_t v) {
    if (!symbolic || v < 0 || pick(4) == 0)
      return ctx.getConstant(v);
    int64_t min;
    if (v >= 2)
      min = pick(2) ? 2 : pick(3) ? static_cast<int64_t>(pick(2)) : v;
    else
      min = pick(static_cast<unsigned>(v) + 1);
    std::optional<int64_t> max;
    if (pick(2))
      max = v + pick(6);
    ExprRef s =
        env.declareSymbol("d" + std::to_string(binding.size()), min, max);
    binding[s] = v;
    maybeOne |= min <= 1;
    return s;
  }
  ExprRef k(int64_t v) { return ctx.getConstant(v); }

  llvm::DenseMap<ExprRef, int64_t> binding;
  bool maybeOne = false;

private:
  unsigned pick(unsigned n) {
    return std::uniform_int_distribution<unsigned>(0, n - 1)(rng);
  }
  ShapeEnv &env;
  ExprContext &ctx;
  bool symbolic;
  std::mt19937 rng;
};

/// Draws the parameters; seeded alike for the constant and symbolic runs.
struct Params {
  explicit Params(unsigned seed) : rng(seed) {}
  int64_t operator()(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
  std::mt19937 rng;
};

using Rule =
    std::function<llvm::Expected<DimList>(ShapeEnv &, DimMaker &, Params &)>;

llvm::Expected<DimList> one(llvm::Expected<ExprRef> e) {
  if (!e)
    return e.takeError();
  return DimList{*e};
}

DimList makeDims(DimMaker &mk, llvm::ArrayRef<int64_t> values) {
  DimList out;
  for (int64_t v : values)
    out.push_back(mk.dim(v));
  return out;
}

std::vector<int64_t> randomDims(Params &p, int64_t rank, int64_t lo,
                                int64_t hi) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i != rank; ++i)
    out.push_back(p(lo, hi));
  return out;
}

/// Rules with which a valid program is assumed without a guard (a dim that
/// may be 1 broadcasts against anything).
enum class Assumes { Nothing, ValidBroadcast };

std::vector<std::pair<Rule, Assumes>> randomRules() {
  std::vector<std::pair<Rule, Assumes>> rules;
  auto add = [&](Rule r, Assumes a = Assumes::Nothing) {
    rules.push_back({std::move(r), a});
  };
  add(
      [](ShapeEnv &env, DimMaker &mk, Params &p) {
        int64_t ra = p(0, 3), rb = p(0, 3);
        std::vector<int64_t> a, b;
        for (int64_t i = 0; i != std::max(ra, rb); ++i) {
          int64_t base = p(1, 6);
          a.push_back(p(0, 2) ? base : p(0, 7) ? 1 : p(1, 6));
          b.push_back(p(0, 2) ? base : 1);
        }
        return broadcastShapes(
            env, makeDims(mk, llvm::ArrayRef<int64_t>(a).take_back(ra)),
            makeDims(mk, llvm::ArrayRef<int64_t>(b).take_back(rb)));
      },
      Assumes::ValidBroadcast);
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t in = p(1, 30), k = p(1, 5), s = p(1, 3), pb = p(0, 2), pe = p(0, 2),
            d = p(1, 2);
    return one(convOutputSize(env, mk.dim(in), mk.k(k), mk.k(s), mk.k(pb),
                              mk.k(pe), mk.k(d)));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t in = p(1, 30), k = p(1, 5), s = p(1, 4), pb = p(0, 2), pe = p(0, 4),
            d = p(1, 2);
    bool ceilMode = p(0, 3) != 0;
    return one(poolOutputSize(env, mk.dim(in), mk.k(k), mk.k(s), mk.k(pb),
                              mk.k(pe), mk.k(d), ceilMode));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t in = p(1, 10), k = p(1, 4), s = p(1, 3), pb = p(0, 3), pe = p(0, 3),
            d = p(1, 2), op = p(0, 2);
    return one(convTransposeOutputSize(env, mk.dim(in), mk.k(k), mk.k(s),
                                       mk.k(pb), mk.k(pe), mk.k(d), mk.k(op)));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    std::vector<int64_t> in = randomDims(p, p(1, 3), 1, 6);
    bool zeroCopies = p(0, 1);
    std::vector<int64_t> target;
    if (p(0, 3) == 0) {
      // Anything, mostly invalid.
      int64_t rank = p(1, 3);
      bool inferred = false;
      for (int64_t i = 0; i != rank; ++i) {
        int64_t choice = p(0, 5);
        if (choice == 0 && !inferred) {
          inferred = true;
          target.push_back(-1);
        } else {
          target.push_back(choice == 1 ? 0 : p(1, 12));
        }
      }
    } else {
      // A factorization of numel, with a -1 and copied dims.
      int64_t rest = 1;
      for (int64_t v : in)
        rest *= v;
      while (rest > 1 && target.size() < 3) {
        std::vector<int64_t> divisors;
        for (int64_t d = 2; d <= rest; ++d)
          if (rest % d == 0)
            divisors.push_back(d);
        target.push_back(divisors[p(0, divisors.size() - 1)]);
        rest /= target.back();
      }
      if (rest != 1 || target.empty())
        target.push_back(rest);
      if (p(0, 1))
        target[p(0, target.size() - 1)] = -1;
      for (size_t i = 0; i != target.size() && i != in.size(); ++i)
        if (zeroCopies && target[i] == in[i] && p(0, 1))
          target[i] = 0;
    }
    DimList t;
    for (int64_t v : target)
      t.push_back(v > 0 ? mk.dim(v) : mk.k(v));
    return reshapeShape(env, makeDims(mk, in), t, zeroCopies);
  });
  auto index = [](Params &p) -> int64_t {
    switch (p(0, 5)) {
    case 0:
      return kMax;
    case 1:
      return kMin;
    default:
      return p(-15, 15);
    }
  };
  add([index](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t dim = p(0, 12), start = index(p), end = index(p), step = p(1, 3);
    return one(sliceDim(env, mk.dim(dim), mk.k(start), mk.k(end), mk.k(step)));
  });
  add([index](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t dim = p(0, 12), start = index(p), end = index(p), step = p(-3, 3);
    if (step == 0)
      step = -1;
    return one(
        sliceDimOnnx(env, mk.dim(dim), mk.k(start), mk.k(end), mk.k(step)));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(1, 3), n = p(1, 3);
    std::vector<int64_t> base = randomDims(p, rank, 1, 6);
    int64_t axis = p(-rank, rank - 1);
    std::vector<DimList> shapes;
    for (int64_t i = 0; i != n; ++i) {
      std::vector<int64_t> d = base;
      for (int64_t &v : d)
        if (p(0, 9) == 0)
          v = p(1, 6);
      d[axis < 0 ? axis + rank : axis] = p(0, 5);
      shapes.push_back(makeDims(mk, d));
    }
    std::vector<llvm::ArrayRef<ExprRef>> refs(shapes.begin(), shapes.end());
    return concatShapes(env, refs, axis);
  });
  add(
      [](ShapeEnv &env, DimMaker &mk, Params &p) {
        int64_t ra = p(1, 4), rb = p(1, 4), kdim = p(1, 6);
        std::vector<int64_t> a = randomDims(p, ra, 1, 5);
        std::vector<int64_t> b = randomDims(p, rb, 1, 5);
        a.back() = kdim;
        b[rb >= 2 ? rb - 2 : 0] = p(0, 5) ? kdim : p(1, 6);
        for (int64_t i = 0; i + 2 < ra && i + 2 < rb; ++i)
          if (p(0, 1))
            a[ra - 3 - i] = b[rb - 3 - i];
        return matmulShape(env, makeDims(mk, a), makeDims(mk, b));
      },
      Assumes::ValidBroadcast);
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(0, 3);
    std::vector<int64_t> axes;
    int64_t n = p(0, 2);
    for (int64_t i = 0; i != n; ++i)
      axes.push_back(
          p(-std::max<int64_t>(rank, 1), std::max<int64_t>(rank, 1) - 1));
    bool keep = p(0, 1), all = p(0, 1);
    return reduceShape(env, makeDims(mk, randomDims(p, rank, 1, 8)), axes, keep,
                       all);
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    static const double kScales[] = {0.5, 1.5, 2.0, 0.25, 3.0, 1.0, 0.75};
    int64_t rank = p(1, 3);
    std::vector<double> scales;
    for (int64_t i = 0; i != rank; ++i)
      scales.push_back(kScales[p(0, 6)]);
    return resizeShape(env, makeDims(mk, randomDims(p, rank, 1, 20)),
                       llvm::ArrayRef<double>(scales));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(1, 4);
    std::vector<int64_t> perm;
    for (int64_t i = 0; i != rank; ++i)
      perm.push_back(i);
    std::shuffle(perm.begin(), perm.end(), p.rng);
    if (p(0, 5) == 0)
      perm.back() = perm.front();
    return permuteShape(env, makeDims(mk, randomDims(p, rank, 1, 8)), perm);
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(1, 4);
    return transposeShape(env, makeDims(mk, randomDims(p, rank, 1, 8)),
                          p(-rank, rank - 1), p(-rank, rank - 1));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(1, 4);
    std::vector<int64_t> d = randomDims(p, rank, 1, 3);
    std::vector<int64_t> axes;
    for (int64_t i = 0; i != rank; ++i)
      if (p(0, 2) == 0)
        axes.push_back(i);
    return squeezeShape(env, makeDims(mk, d), axes, p(0, 1));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(0, 3), n = p(1, 2);
    std::vector<int64_t> axes;
    for (int64_t i = 0; i != n; ++i)
      axes.push_back(p(-rank - n, rank + n - 1));
    return unsqueezeShape(env, makeDims(mk, randomDims(p, rank, 1, 8)), axes);
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(0, 4);
    DimList in = makeDims(mk, randomDims(p, rank, 1, 6));
    if (p(0, 1))
      return flattenShapeOnnx(env, in, p(-rank, rank));
    int64_t r = std::max<int64_t>(rank, 1);
    return flattenShape(env, in, p(-r, r - 1), p(-r, r - 1));
  });
  add(
      [](ShapeEnv &env, DimMaker &mk, Params &p) {
        int64_t rank = p(0, 3), lead = p(0, 2);
        std::vector<int64_t> in = randomDims(p, rank, 1, 4);
        for (int64_t &v : in)
          if (p(0, 1))
            v = 1;
        DimList target;
        for (int64_t i = 0; i != lead; ++i)
          target.push_back(mk.dim(p(1, 5)));
        for (int64_t v : in) {
          int64_t choice = p(0, 3);
          target.push_back(choice == 0   ? mk.k(-1)
                           : choice == 1 ? mk.dim(v)
                                         : mk.dim(v == 1 ? p(1, 6) : v));
        }
        return expandShape(env, makeDims(mk, in), target);
      },
      Assumes::ValidBroadcast);
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t rank = p(1, 3);
    return gatherShape(env, makeDims(mk, randomDims(p, rank, 1, 6)),
                       makeDims(mk, randomDims(p, p(0, 2), 1, 6)),
                       p(-rank, rank - 1));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    std::vector<int64_t> sizes = randomDims(p, p(1, 3), 0, 6);
    int64_t total = 0;
    for (int64_t v : sizes)
      total += v;
    return splitShape(env, mk.dim(p(0, 3) ? total : p(0, 15)),
                      makeDims(mk, sizes));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    int64_t parts = p(1, 4);
    return one(splitEqualShape(
        env, mk.dim(p(0, 3) ? parts * p(1, 6) : p(1, 20)), parts));
  });
  add([](ShapeEnv &env, DimMaker &mk, Params &p) {
    return one(padShape(env, mk.dim(p(0, 10)), mk.k(p(-4, 4)), mk.k(p(-4, 4))));
  });
  return rules;
}

bool guardHolds(const Guard &g, const llvm::DenseMap<ExprRef, int64_t> &b) {
  std::optional<int64_t> v = g.expr->evaluate(b);
  if (!v)
    return false;
  switch (g.kind) {
  case Guard::EqZero:
    return *v == 0;
  case Guard::GeZero:
    return *v >= 0;
  case Guard::NeZero:
    return *v != 0;
  }
  return false;
}

TEST(ShapeRulesRandomTest, SymbolicThenBoundEqualsStatic) {
  std::vector<std::pair<Rule, Assumes>> rules = randomRules();
  std::mt19937 seeds(20240611);
  unsigned compared = 0, symbolicDims = 0, trials = 0;
  std::vector<unsigned> comparedPerRule(rules.size());
  for (unsigned trial = 0; trial != 6000; ++trial) {
    size_t ruleIndex = trial % rules.size();
    const auto &[rule, assumes] = rules[ruleIndex];
    unsigned paramSeed = seeds(), dimSeed = seeds();
    ExprContext ctx;
    ShapeEnv staticEnv(ctx), symbolicEnv(ctx);
    DimMaker constants(staticEnv, false, dimSeed);
    DimMaker symbols(symbolicEnv, true, dimSeed);
    Params p1(paramSeed), p2(paramSeed);
    llvm::Expected<DimList> expected = rule(staticEnv, constants, p1);
    llvm::Expected<DimList> actual = rule(symbolicEnv, symbols, p2);
    ++trials;
    SCOPED_TRACE("rule " + std::to_string(ruleIndex) + ", trial " +
                 std::to_string(trial));
    if (expected) {
      for (ExprRef d : *expected)
        ASSERT_TRUE(d && d->isConstant()) << printDims(*expected);
    }
    EXPECT_TRUE(staticEnv.getGuards().empty());
    if (!actual) {
      std::string msg = llvm::toString(actual.takeError());
      // Symbolic errors must be errors at every binding.
      EXPECT_FALSE(static_cast<bool>(expected))
          << "symbolic error: " << msg << "; static result "
          << printDims(*expected);
      if (!expected)
        llvm::consumeError(expected.takeError());
      continue;
    }
    bool guardsHold = true;
    for (const Guard &g : symbolicEnv.getGuards())
      guardsHold &= guardHolds(g, symbols.binding);
    if (!guardsHold) {
      if (!expected)
        llvm::consumeError(expected.takeError());
      continue;
    }
    if (!expected) {
      std::string msg = llvm::toString(expected.takeError());
      // Without a guard only a valid-broadcast assumption may hide an error.
      EXPECT_TRUE(assumes == Assumes::ValidBroadcast && symbols.maybeOne)
          << "static error: " << msg << "; symbolic result "
          << printDims(*actual) << " under no violated guard";
      continue;
    }
    ASSERT_EQ(actual->size(), expected->size())
        << printDims(*actual) << " vs " << printDims(*expected);
    for (size_t i = 0; i != actual->size(); ++i) {
      ExprRef d = (*actual)[i];
      if (!d)
        continue;
      std::optional<int64_t> v = d->evaluate(symbols.binding);
      ASSERT_TRUE(v) << d->str();
      EXPECT_EQ(*v, (*expected)[i]->getConstant())
          << d->str() << " in " << printDims(*actual) << " vs "
          << printDims(*expected);
      symbolicDims += !d->isConstant();
    }
    ++compared;
    ++comparedPerRule[ruleIndex];
  }
  EXPECT_GT(compared, trials / 2);
  EXPECT_GT(symbolicDims, trials / 2);
  for (size_t i = 0; i != rules.size(); ++i)
    EXPECT_GT(comparedPerRule[i], 20u) << "rule " << i;
}

} // namespace
