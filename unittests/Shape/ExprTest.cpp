//===- ExprTest.cpp - Canonical form, simplification and evaluation -------===//

#include "tocc/Shape/Expr.h"

#include "gtest/gtest.h"

#include <limits>

using namespace tocc::shape;

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

class ExprTest : public ::testing::Test {
protected:
  ExprRef c(int64_t v) { return ctx.getConstant(v); }
  ExprRef parse(llvm::StringRef text) {
    ExprParseResult r = parseExpr(text, ctx);
    EXPECT_TRUE(r.expr) << text.str() << ": " << r.error;
    return r.expr;
  }
  std::optional<int64_t> eval(ExprRef e,
                              std::initializer_list<int64_t> values) {
    llvm::DenseMap<ExprRef, int64_t> binding;
    ExprRef syms[] = {s0, s1, s2};
    size_t i = 0;
    for (int64_t v : values)
      binding[syms[i++]] = v;
    return e->evaluate(binding);
  }

  ExprContext ctx;
  ExprRef s0 = ctx.getSymbol("s0");
  ExprRef s1 = ctx.getSymbol("s1");
  ExprRef s2 = ctx.getSymbol("s2");
};

TEST_F(ExprTest, ConstantsAndSymbolsAreInterned) {
  EXPECT_EQ(c(3), c(3));
  EXPECT_NE(c(3), c(4));
  EXPECT_TRUE(c(3)->isConstant());
  EXPECT_EQ(c(-3)->getConstant(), -3);
  EXPECT_EQ(ctx.getSymbol("s0"), s0);
  EXPECT_EQ(ctx.lookupSymbol("s1"), s1);
  EXPECT_EQ(ctx.lookupSymbol("nope"), nullptr);
  EXPECT_TRUE(s0->isSymbol());
  EXPECT_EQ(s0->getSymbolName(), "s0");
  EXPECT_EQ(&s0->getContext(), &ctx);
}

TEST_F(ExprTest, ConstantsFold) {
  EXPECT_EQ(ctx.add(c(2), c(3)), c(5));
  EXPECT_EQ(ctx.sub(c(2), c(3)), c(-1));
  EXPECT_EQ(ctx.mul(c(-4), c(3)), c(-12));
  EXPECT_EQ(ctx.neg(c(7)), c(-7));
  EXPECT_EQ(ctx.min(c(7), c(-2)), c(-2));
  EXPECT_EQ(ctx.max(c(7), c(-2)), c(7));
}

TEST_F(ExprTest, DistributesAndCancels) {
  // 2*(s0 + 1) - 2 == 2*s0
  ExprRef lhs = ctx.sub(ctx.mul(c(2), ctx.add(s0, c(1))), c(2));
  EXPECT_EQ(lhs, ctx.mul(c(2), s0));
  EXPECT_EQ(lhs->str(), "2*s0");
}

TEST_F(ExprTest, CombinesLikeTerms) {
  EXPECT_EQ(ctx.add(s0, s0), ctx.mul(c(2), s0));
  EXPECT_EQ(ctx.sub(s0, s0), c(0));
  EXPECT_EQ(ctx.add(ctx.add(s0, s1), ctx.neg(s0)), s1);
}

TEST_F(ExprTest, ProductsCommute) {
  EXPECT_EQ(ctx.sub(ctx.mul(s0, s1), ctx.mul(s1, s0)), c(0));
  EXPECT_EQ(ctx.mul(ctx.mul(s2, s0), s1), ctx.mul(s0, ctx.mul(s1, s2)));
  EXPECT_EQ(ctx.add(s1, s0), ctx.add(s0, s1));
}

TEST_F(ExprTest, ExpandsProductsOfSums) {
  // (s0 + 1)*(s0 - 1) == s0*s0 - 1
  ExprRef lhs = ctx.mul(ctx.add(s0, c(1)), ctx.sub(s0, c(1)));
  EXPECT_EQ(lhs, ctx.sub(ctx.mul(s0, s0), c(1)));
  EXPECT_EQ(lhs->str(), "s0*s0 - 1");
  EXPECT_EQ(ctx.mul(c(0), ctx.add(s0, s1)), c(0));
}

TEST_F(ExprTest, CanonicalNodeLayout) {
  ExprRef e = parse("3*s1 + s0*s2 - 4");
  ASSERT_EQ(e->getKind(), ExprKind::Add);
  ASSERT_EQ(e->getOperands().size(), 3u);
  EXPECT_EQ(e->getOperands()[0], ctx.mul(s0, s2));
  EXPECT_EQ(e->getOperands()[1], ctx.mul(c(3), s1));
  EXPECT_EQ(e->getOperands()[2], c(-4));
  ExprRef term = e->getOperands()[1];
  ASSERT_EQ(term->getKind(), ExprKind::Mul);
  EXPECT_EQ(term->getOperands()[0], c(3));
  EXPECT_EQ(term->getOperands()[1], s1);
}

TEST_F(ExprTest, FloorSemanticsOnConstants) {
  EXPECT_EQ(ctx.floorDiv(c(-7), c(2)), c(-4));
  EXPECT_EQ(ctx.mod(c(-7), c(2)), c(1));
  EXPECT_EQ(ctx.floorDiv(c(7), c(-2)), c(-4));
  EXPECT_EQ(ctx.mod(c(7), c(-2)), c(-1));
  EXPECT_EQ(ctx.floorDiv(c(-7), c(-2)), c(3));
  EXPECT_EQ(ctx.mod(c(-7), c(-2)), c(-1));
  EXPECT_EQ(ctx.ceilDiv(c(-7), c(2)), c(-3));
  EXPECT_EQ(ctx.ceilDiv(c(7), c(2)), c(4));
  EXPECT_EQ(ctx.mod(c(kMin), c(-1)), c(0));
  for (int64_t a = -9; a <= 9; ++a) {
    for (int64_t b = -4; b <= 4; ++b) {
      if (b == 0)
        continue;
      int64_t floorQ = ctx.floorDiv(c(a), c(b))->getConstant();
      int64_t m = ctx.mod(c(a), c(b))->getConstant();
      EXPECT_EQ(floorQ * b + m, a) << a << " " << b;
      EXPECT_TRUE(b > 0 ? (m >= 0 && m < b) : (m <= 0 && m > b));
      // ceildiv(a, b) = -floordiv(-a, b)
      EXPECT_EQ(ctx.ceilDiv(c(a), c(b)), ctx.neg(ctx.floorDiv(c(-a), c(b))));
    }
  }
}

TEST_F(ExprTest, FloorDivDividesExactly) {
  ExprRef e = ctx.floorDiv(ctx.add(ctx.mul(c(2), s0), c(2)), c(2));
  EXPECT_EQ(e, ctx.add(s0, c(1)));
  EXPECT_EQ(ctx.ceilDiv(parse("6*s0 - 3*s1"), c(3)), parse("2*s0 - s1"));
}

TEST_F(ExprTest, FloorDivSplitsMultiples) {
  // (4*s0 + s1) floordiv 2 = 2*s0 + s1 floordiv 2
  ExprRef e = ctx.floorDiv(ctx.add(ctx.mul(c(4), s0), s1), c(2));
  EXPECT_EQ(e, ctx.add(ctx.mul(c(2), s0), ctx.floorDiv(s1, c(2))));
  EXPECT_EQ(e->str(), "2*s0 + s1 floordiv 2");
  // The constant is reduced into [0, c).
  EXPECT_EQ(parse("(s0 + 5) floordiv 2")->str(), "(s0 + 1) floordiv 2 + 2");
  EXPECT_EQ(parse("(s0 - 3) floordiv 2 + 1"), parse("(s0 + 1) floordiv 2 - 1"));
  // Common factors of divisor and coefficients cancel.
  EXPECT_EQ(parse("(2*s0 + 3) floordiv 4"), parse("(s0 + 1) floordiv 2"));
  EXPECT_EQ(parse("(2*s0 + 3) ceildiv 4"), parse("s0 ceildiv 2 + 1"));
}

TEST_F(ExprTest, DivisionByOneAndMinusOne) {
  ExprRef x = parse("s0*s1 + 3");
  EXPECT_EQ(ctx.floorDiv(x, c(1)), x);
  EXPECT_EQ(ctx.ceilDiv(x, c(1)), x);
  EXPECT_EQ(ctx.mod(x, c(1)), c(0));
  EXPECT_EQ(ctx.floorDiv(x, c(-1)), ctx.neg(x));
  EXPECT_EQ(ctx.ceilDiv(x, c(-1)), ctx.neg(x));
  EXPECT_EQ(ctx.mod(x, c(-1)), c(0));
  // A negative divisor moves onto the dividend.
  EXPECT_EQ(ctx.floorDiv(s0, c(-2)), ctx.floorDiv(ctx.neg(s0), c(2)));
  EXPECT_EQ(ctx.mod(s0, c(-2)), ctx.neg(ctx.mod(ctx.neg(s0), c(2))));
}

TEST_F(ExprTest, ModRules) {
  // (4*s0 + 3) mod 2 = 1
  EXPECT_EQ(ctx.mod(ctx.add(ctx.mul(c(4), s0), c(3)), c(2)), c(1));
  ExprRef m = ctx.mod(s0, c(3));
  EXPECT_EQ(ctx.mod(m, c(3)), m);
  // (x mod 6) mod 3 = x mod 3; (x mod 2) mod 4 = x mod 2.
  EXPECT_EQ(ctx.mod(ctx.mod(s0, c(6)), c(3)), m);
  EXPECT_EQ(ctx.mod(ctx.mod(s0, c(2)), c(4)), ctx.mod(s0, c(2)));
  // Coefficients reduce modulo c: -s0 ≡ s0 (mod 2).
  EXPECT_EQ(ctx.mod(ctx.neg(s0), c(2)), ctx.mod(s0, c(2)));
  EXPECT_EQ(parse("(2*s0 + 1) mod 4")->str(), "2*(s0 mod 2) + 1");
  // (s0 mod 4) floordiv 4 = 0 since 0 <= s0 mod 4 < 4.
  EXPECT_EQ(parse("(s0 mod 4) floordiv 4"), c(0));
}

TEST_F(ExprTest, NestedDivisionsMerge) {
  EXPECT_EQ(ctx.floorDiv(ctx.floorDiv(s0, c(2)), c(3)), ctx.floorDiv(s0, c(6)));
  EXPECT_EQ(ctx.ceilDiv(ctx.ceilDiv(s0, c(2)), c(3)), ctx.ceilDiv(s0, c(6)));
  EXPECT_EQ(parse("(s0 floordiv 2 + 1) floordiv 3"),
            parse("(s0 + 2) floordiv 6"));
}

TEST_F(ExprTest, NoRangeAssumptions) {
  // Each of these would need s0 >= 0 or s0 != 0 to simplify further.
  EXPECT_NE(ctx.mul(ctx.floorDiv(s0, c(2)), c(2)), s0);
  EXPECT_EQ(ctx.floorDiv(s0, s0)->getKind(), ExprKind::FloorDiv);
  EXPECT_EQ(ctx.mod(s0, s0)->getKind(), ExprKind::Mod);
  EXPECT_EQ(ctx.floorDiv(c(0), s0)->getKind(), ExprKind::FloorDiv);
  EXPECT_EQ(ctx.max(s0, c(0))->getKind(), ExprKind::Max);
  EXPECT_EQ(ctx.min(s0, ctx.mul(c(2), s0))->getKind(), ExprKind::Min);
  EXPECT_EQ(ctx.floorDiv(s0, c(2))->getKind(), ExprKind::FloorDiv);
}

TEST_F(ExprTest, DivisionByZeroIsRefused) {
  // No integer is the value of a division by zero: the constructors give
  // null (an unknown value) instead of a node, folding nothing.
  EXPECT_EQ(ctx.floorDiv(s0, c(0)), nullptr);
  EXPECT_EQ(ctx.floorDiv(c(5), c(0)), nullptr);
  EXPECT_EQ(ctx.ceilDiv(c(5), c(0)), nullptr);
  EXPECT_EQ(ctx.mod(c(5), c(0)), nullptr);
  EXPECT_EQ(ctx.mod(c(0), c(0)), nullptr);
  // A divisor that canonicalizes to 0 is 0.
  EXPECT_EQ(ctx.mod(s0, ctx.sub(s1, s1)), nullptr);
  EXPECT_EQ(ctx.ceilDiv(s0, ctx.mul(c(0), s1)), nullptr);
  // Null propagates: 0 * (s0 floordiv 0) is not folded to 0.
  EXPECT_EQ(ctx.mul(c(0), ctx.floorDiv(s0, c(0))), nullptr);
  EXPECT_EQ(ctx.sub(ctx.mod(s0, c(0)), ctx.mod(s0, c(0))), nullptr);
  EXPECT_EQ(ctx.neg(nullptr), nullptr);
  EXPECT_EQ(ctx.min(nullptr, s0), nullptr);
  // A symbol that becomes 0 makes the division unknown.
  ExprRef e = ctx.add(ctx.floorDiv(s0, s1), c(1));
  EXPECT_EQ(ctx.substitute(e, {{s1, c(0)}}), nullptr);
  EXPECT_EQ(ctx.substitute(e, {{s1, c(2)}}),
            ctx.add(ctx.floorDiv(s0, c(2)), c(1)));
  // Division by a symbol that happens to be zero.
  EXPECT_EQ(eval(ctx.floorDiv(s0, s1), {4, 0}), std::nullopt);
  EXPECT_EQ(eval(ctx.mod(s0, s1), {4, 0}), std::nullopt);
  EXPECT_EQ(eval(ctx.floorDiv(s0, s1), {-7, 2}), -4);
}

TEST_F(ExprTest, DepthIsBounded) {
  // (s0 mod s1) mod s1 ... does not simplify: one level per mod.
  ExprRef e = s0;
  for (unsigned i = 0; i != kMaxExprDepth; ++i) {
    e = ctx.mod(e, s1);
    ASSERT_NE(e, nullptr) << i;
    EXPECT_EQ(e->getDepth(), i + 1);
  }
  EXPECT_EQ(ctx.mod(e, s1), nullptr);
  EXPECT_EQ(ctx.min(e, ctx.add(s0, c(1))), nullptr);
  // A sum of it is one level deeper, too.
  EXPECT_EQ(ctx.add(e, s0), nullptr);
  // The deepest expression prints and parses back.
  ExprParseResult r = parseExpr(e->str(), ctx);
  EXPECT_EQ(r.expr, e) << r.error;
  // Substituting an expression for a symbol may make it too deep.
  EXPECT_EQ(ctx.substitute(e, {{s0, ctx.mod(s0, s1)}}), nullptr);
  EXPECT_EQ(ctx.substitute(e, {{s0, s1}})->getDepth(), kMaxExprDepth);
}

TEST_F(ExprTest, SizeIsBounded) {
  // A product of sums is refused before it is expanded: 2^10 terms are
  // the most, 2^11 would be too many.
  ExprRef p = c(1);
  for (unsigned i = 0; i != 10; ++i)
    p = ctx.mul(p, ctx.add(ctx.getSymbol("x" + std::to_string(i)), c(1)));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->getOperands().size(), kMaxExprTerms);
  EXPECT_EQ(p->getWidth(), kMaxExprTerms);
  EXPECT_EQ(ctx.mul(p, ctx.add(s2, c(1))), nullptr);
  EXPECT_EQ(ctx.getLastRefusal(), ExprContext::Refusal::TooLarge);
  // A constant factor or a single term never expands.
  EXPECT_NE(ctx.mul(p, c(3)), nullptr);
  EXPECT_NE(ctx.mul(p, s2), nullptr);
  EXPECT_NE(ctx.neg(p), nullptr);

  // A sum, product or min of too many operands.
  ExprRef sum = c(0), min = s0;
  for (unsigned i = 0; i != kMaxExprTerms; ++i) {
    sum = ctx.add(sum, ctx.getSymbol("y" + std::to_string(i)));
    min = ctx.min(min, ctx.getSymbol("y" + std::to_string(i)));
  }
  ASSERT_NE(sum, nullptr);
  EXPECT_EQ(ctx.add(sum, s0), nullptr);
  EXPECT_EQ(ctx.getLastRefusal(), ExprContext::Refusal::TooLarge);
  EXPECT_EQ(ctx.add(sum, c(1)), nullptr) << "a constant is an operand too";
  ASSERT_EQ(min, nullptr);
  EXPECT_EQ(ctx.getLastRefusal(), ExprContext::Refusal::TooLarge);

  // A part used twice per level: the printed size doubles each time.
  ExprRef e = ctx.mod(s0, s1);
  unsigned levels = 0;
  while (e) {
    ASSERT_LE(e->getSize(), kMaxExprSize);
    ExprRef next = ctx.mod(ctx.add(ctx.mul(e, s2), e), s1);
    if (!next)
      break;
    e = next;
    ++levels;
  }
  EXPECT_EQ(ctx.getLastRefusal(), ExprContext::Refusal::TooLarge);
  EXPECT_LT(levels, 16u);
  EXPECT_EQ(parseExpr(e->str(), ctx).expr, e);
}

TEST_F(ExprTest, MinMax) {
  EXPECT_EQ(ctx.min(s0, s0), s0);
  EXPECT_EQ(ctx.min(s0, ctx.add(s0, c(1))), s0);
  EXPECT_EQ(ctx.max(s0, ctx.add(s0, c(1))), ctx.add(s0, c(1)));
  EXPECT_EQ(ctx.min(ctx.add(s0, c(-2)), ctx.add(s0, c(3))), ctx.sub(s0, c(2)));
  EXPECT_EQ(ctx.min(s0, s1), ctx.min(s1, s0));
  ExprRef m = ctx.min(ctx.min(s0, c(4)), ctx.min(s1, c(2)));
  EXPECT_EQ(m, ctx.min(ctx.min(s1, s0), c(2)));
  EXPECT_EQ(m->getOperands().size(), 3u);
  EXPECT_EQ(m->str(), "min(s0, s1, 2)");
  EXPECT_EQ(ctx.min(m, s0), m);
  // Flattening only merges the same kind.
  EXPECT_EQ(ctx.max(m, s0)->str(), "max(s0, min(s0, s1, 2))");
  EXPECT_EQ(eval(ctx.max(ctx.min(s0, s1), c(-3)), {-5, 4}), -3);
}

TEST_F(ExprTest, Printing) {
  EXPECT_EQ(parse("1 + s0*2")->str(), "2*s0 + 1");
  EXPECT_EQ(ctx.sub(s0, c(3))->str(), "s0 - 3");
  EXPECT_EQ(ctx.neg(s0)->str(), "-s0");
  EXPECT_EQ(ctx.mul(s1, s0)->str(), "s0*s1");
  EXPECT_EQ(ctx.floorDiv(ctx.add(s0, c(1)), c(2))->str(),
            "(s0 + 1) floordiv 2");
  EXPECT_EQ(ctx.min(c(4), s0)->str(), "min(s0, 4)");
  EXPECT_EQ(c(-5)->str(), "-5");
  EXPECT_EQ(parse("s1 - 2*s0 - s2*s0")->str(), "-2*s0 - s0*s2 + s1");
  EXPECT_EQ(parse("s0 ceildiv s1")->str(), "s0 ceildiv s1");
  EXPECT_EQ(parse("(s0 + 1) mod 3 * 2")->str(), "2*((s0 + 1) mod 3)");
  EXPECT_EQ(parse("(2*s0) floordiv 3")->str(), "(2*s0) floordiv 3");
  EXPECT_EQ(parse("s0 floordiv (s1 + 1)")->str(), "s0 floordiv (s1 + 1)");
  EXPECT_EQ(parse("-(s0 floordiv 3)")->str(), "-(s0 floordiv 3)");
  EXPECT_EQ(parse("s0 - s1 floordiv 3")->str(), "s0 - s1 floordiv 3");
  EXPECT_EQ(parse("max(s0 - 1, 0) + 1")->str(), "max(s0 - 1, 0) + 1");
  std::string s;
  llvm::raw_string_ostream os(s);
  os << ctx.add(s0, c(1));
  EXPECT_EQ(s, "s0 + 1");
}

TEST_F(ExprTest, OrderDoesNotDependOnCreationOrder) {
  // Symbols created in the opposite order, and names compared numerically.
  ExprContext other;
  ExprRef b10 = other.getSymbol("s10");
  ExprRef b2 = other.getSymbol("s2");
  ExprRef a = other.getSymbol("a");
  ExprRef e = other.add(other.add(b10, b2), other.mul(a, b2));
  EXPECT_EQ(e->str(), "a*s2 + s2 + s10");
  ExprRef p = parse("s10 + s2 + a*s2");
  EXPECT_EQ(p->str(), e->str());
}

TEST_F(ExprTest, EvaluateWithMissingSymbols) {
  ExprRef e = parse("s0*s1 + (s0 - 7) floordiv 2");
  EXPECT_EQ(eval(e, {3}), std::nullopt);
  EXPECT_EQ(eval(e, {3, 4}), 12 + -2);
  EXPECT_EQ(eval(c(42), {}), 42);
  EXPECT_EQ(eval(s2, {1, 2}), std::nullopt);
}

TEST_F(ExprTest, OverflowKeepsUnfoldedNode) {
  ExprRef big = ctx.add(c(kMax), c(1));
  EXPECT_FALSE(big->isConstant());
  EXPECT_EQ(big->getKind(), ExprKind::Add);
  EXPECT_EQ(eval(big, {}), std::nullopt);
  ExprRef prod = ctx.mul(c(kMax), c(2));
  EXPECT_EQ(prod->getKind(), ExprKind::Mul);
  EXPECT_EQ(eval(prod, {}), std::nullopt);
  EXPECT_EQ(ctx.neg(c(kMin))->getKind(), ExprKind::Mul);
  EXPECT_EQ(ctx.floorDiv(c(kMin), c(-1))->getKind(), ExprKind::FloorDiv);
  // Coefficients that would overflow stay apart and still evaluate right.
  ExprRef e = ctx.add(ctx.mul(c(kMax), s0), s0);
  EXPECT_EQ(eval(e, {0}), 0);
  EXPECT_EQ(eval(e, {-1}), kMin);
  EXPECT_EQ(eval(e, {1}), std::nullopt);
  // All of these print to text that reads back as the same node.
  for (ExprRef x :
       {big, prod, ctx.neg(c(kMin)), e, c(kMin), ctx.sub(s0, c(kMin)),
        ctx.add(s0, c(kMin)), ctx.mul(c(kMin), s1)})
    EXPECT_EQ(parse(x->str()), x) << x->str();
}

TEST_F(ExprTest, Substitute) {
  ExprRef e = parse("(s0 + s1) floordiv 2 + s2");
  llvm::DenseMap<ExprRef, ExprRef> map;
  map[s1] = parse("s0 + 2");
  // (2*s0 + 2) floordiv 2 = s0 + 1
  EXPECT_EQ(ctx.substitute(e, map), parse("s0 + 1 + s2"));
  map.clear();
  map[s0] = c(5);
  map[s1] = c(-2);
  map[s2] = c(1);
  EXPECT_EQ(ctx.substitute(e, map), c(2));
  // Unmentioned symbols and empty maps leave the node alone.
  map.clear();
  EXPECT_EQ(ctx.substitute(e, map), e);
  map[ctx.getSymbol("other")] = c(3);
  EXPECT_EQ(ctx.substitute(e, map), e);
  // Swapping symbols re-sorts the result.
  map.clear();
  map[s0] = s1;
  map[s1] = s0;
  EXPECT_EQ(ctx.substitute(parse("min(2*s0, s1 - 1)"), map),
            parse("min(2*s1, s0 - 1)"));
}

TEST_F(ExprTest, CollectSymbols) {
  ExprRef e = parse("s2*s0 + min(s1, s2) + 4");
  llvm::SmallVector<ExprRef, 4> syms;
  e->collectSymbols(syms);
  ASSERT_EQ(syms.size(), 3u);
  EXPECT_EQ(syms[0], s0);
  EXPECT_EQ(syms[1], s2);
  EXPECT_EQ(syms[2], s1);
  // Appends only what is missing.
  llvm::SmallVector<ExprRef, 4> more = {s1};
  e->collectSymbols(more);
  EXPECT_EQ(more.size(), 3u);
  llvm::SmallVector<ExprRef, 4> none;
  c(3)->collectSymbols(none);
  EXPECT_TRUE(none.empty());
}

TEST_F(ExprTest, FreshSymbols) {
  ExprContext fresh;
  fresh.getSymbol("s1");
  EXPECT_EQ(fresh.getFreshSymbol()->getSymbolName(), "s0");
  EXPECT_EQ(fresh.getFreshSymbol()->getSymbolName(), "s2");
  EXPECT_EQ(fresh.getFreshSymbol("batch")->getSymbolName(), "batch0");
  EXPECT_EQ(fresh.getFreshSymbol()->getSymbolName(), "s3");
  EXPECT_NE(fresh.getFreshSymbol(), fresh.getFreshSymbol());
}

TEST_F(ExprTest, SizeCountsInternedNodes) {
  ExprContext fresh;
  EXPECT_EQ(fresh.size(), 0u);
  ExprRef x = fresh.getSymbol("x");
  ExprRef e = fresh.add(x, fresh.getConstant(1));
  size_t n = fresh.size();
  EXPECT_EQ(n, 3u); // x, 1, x + 1
  EXPECT_EQ(fresh.add(fresh.getConstant(1), x), e);
  EXPECT_EQ(fresh.size(), n);
}

} // namespace
