//===- ShapeEnvTest.cpp - Ranges, bounds, queries and guards --------------===//

#include "tocc/Shape/ShapeEnv.h"

#include "ShapeTestPrinters.h"

#include "gtest/gtest.h"

#include <limits>
#include <random>

using namespace tocc::shape;

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

class ShapeEnvTest : public ::testing::Test {
protected:
  ExprRef c(int64_t v) { return ctx.getConstant(v); }
  ExprRef parse(llvm::StringRef text) {
    ExprParseResult r = parseExpr(text, ctx);
    EXPECT_TRUE(r.expr) << text.str() << ": " << r.error;
    return r.expr;
  }
  Guard parseG(llvm::StringRef text) {
    GuardParseResult r = parseGuard(text, ctx);
    EXPECT_TRUE(r.guard) << text.str() << ": " << r.error;
    return r.guard ? *r.guard : Guard();
  }

  ExprContext ctx;
  ShapeEnv env{ctx};
};

TEST_F(ShapeEnvTest, DeclareSymbolsAndRanges) {
  ExprRef b = env.declareSymbol("batch");
  ExprRef s0 = env.declareSymbol("s0", 0, 16);
  EXPECT_TRUE(b->isSymbol());
  EXPECT_EQ(env.getRange(b), (SymbolRange{2, std::nullopt}));
  EXPECT_EQ(env.getRange(s0), (SymbolRange{0, 16}));
  EXPECT_EQ(env.getRange(ctx.getSymbol("other")), std::nullopt);
  EXPECT_FALSE(env.isDeclared(ctx.getSymbol("other")));

  // Redeclaring keeps the order; setRange declares.
  env.declareSymbol("batch", 1);
  ExprRef t = ctx.getSymbol("t");
  env.setRange(t, 3, 7);
  ASSERT_EQ(env.getSymbols().size(), 3u);
  EXPECT_EQ(env.getSymbols()[0], b);
  EXPECT_EQ(env.getSymbols()[1], s0);
  EXPECT_EQ(env.getSymbols()[2], t);
  EXPECT_EQ(env.getRange(b)->min, 1);
  EXPECT_TRUE(env.getRange(t)->contains(7));
  EXPECT_FALSE(env.getRange(t)->contains(8));

  // Not a symbol: ignored.
  env.setRange(ctx.add(t, c(1)), 0, 1);
  EXPECT_EQ(env.getSymbols().size(), 3u);
}

TEST_F(ShapeEnvTest, CheckRangeRejectsEmptyRanges) {
  EXPECT_FALSE(static_cast<bool>(ShapeEnv::checkRange("s0", 2, 2)));
  EXPECT_FALSE(static_cast<bool>(ShapeEnv::checkRange("s0", 2, std::nullopt)));
  llvm::Error e = ShapeEnv::checkRange("batch", 5, 3);
  EXPECT_EQ(llvm::toString(std::move(e)),
            "empty range [5, 3] for symbol 'batch'");
  // An empty range is stored but not trusted.
  ExprRef s = env.declareSymbol("s", 5, 3);
  EXPECT_EQ(env.bounds(s), Interval());
  EXPECT_EQ(env.isEq(s, 1), Truth::Unknown);
}

TEST_F(ShapeEnvTest, BoundsOfArithmetic) {
  ExprRef s0 = env.declareSymbol("s0", 2, 10);
  ExprRef s1 = env.declareSymbol("s1", -3, 4);
  EXPECT_EQ(env.bounds(s0), (Interval{2, 10}));
  EXPECT_EQ(env.bounds(ctx.add(s0, s1)), (Interval{-1, 14}));
  EXPECT_EQ(env.bounds(ctx.sub(s0, s1)), (Interval{-2, 13}));
  EXPECT_EQ(env.bounds(ctx.mul(s0, s1)), (Interval{-30, 40}));
  EXPECT_EQ(env.bounds(ctx.neg(s0)), (Interval{-10, -2}));
  EXPECT_EQ(env.bounds(ctx.mul(s1, s1)), (Interval{0, 16}));
  EXPECT_EQ(env.bounds(ctx.mul(c(-3), s1)), (Interval{-12, 9}));
  EXPECT_EQ(env.bounds(parse("s0 floordiv 3")), (Interval{0, 3}));
  EXPECT_EQ(env.bounds(parse("s0 ceildiv 3")), (Interval{1, 4}));
  EXPECT_EQ(env.bounds(parse("s1 floordiv 2")), (Interval{-2, 2}));
  EXPECT_EQ(env.bounds(parse("s1 mod 4")), (Interval{0, 3}));
  EXPECT_EQ(env.bounds(parse("s0 mod 16")), (Interval{2, 10}));
  EXPECT_EQ(env.bounds(parse("(s0 + 20) mod 7")), (Interval{0, 6}));
  EXPECT_EQ(env.bounds(parse("min(s0, s1)")), (Interval{-3, 4}));
  EXPECT_EQ(env.bounds(parse("max(s0, s1)")), (Interval{2, 10}));
  EXPECT_EQ(env.bounds(parse("s1 mod s0")), (Interval{0, 9}));
  EXPECT_EQ(env.bounds(parse("12 floordiv s0")), (Interval{1, 6}));
}

TEST_F(ShapeEnvTest, BoundsOfUnboundedSymbols) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef u = ctx.getSymbol("u"); // undeclared: any int64
  EXPECT_EQ(env.bounds(s0), (Interval{2, std::nullopt}));
  EXPECT_EQ(env.bounds(ctx.mul(c(3), s0)), (Interval{6, std::nullopt}));
  EXPECT_EQ(env.bounds(ctx.neg(s0)), (Interval{std::nullopt, -2}));
  EXPECT_EQ(env.bounds(u), Interval());
  EXPECT_EQ(env.bounds(ctx.add(s0, u)), Interval());
  EXPECT_EQ(env.bounds(ctx.mul(s0, s0)), (Interval{4, std::nullopt}));
  EXPECT_EQ(env.bounds(parse("u mod 5")), (Interval{0, 4}));
  EXPECT_EQ(env.bounds(parse("s0 floordiv u")), Interval());
  // A division by zero is no expression: null, whose bounds are unknown.
  EXPECT_EQ(env.bounds(ctx.floorDiv(s0, c(0))), Interval());
  EXPECT_EQ(env.isEq(u, 1), Truth::Unknown);
}

TEST_F(ShapeEnvTest, BoundsNeverOverflow) {
  ExprRef s0 = env.declareSymbol("s0", 2, kMax);
  ExprRef big = ctx.mul(ctx.mul(s0, s0), ctx.mul(s0, s0));
  EXPECT_EQ(env.bounds(big), (Interval{16, std::nullopt}));
  EXPECT_EQ(env.isGt(ctx.add(s0, c(5)), s0), Truth::True);
  // A symbol is an int64, so INT64_MAX bounds it.
  EXPECT_EQ(env.isGe(c(kMax), s0), Truth::True);
  EXPECT_EQ(env.isGe(c(kMax - 1), s0), Truth::Unknown);
  EXPECT_EQ(env.isLt(ctx.mul(c(kMax), s0), c(0)), Truth::False);
}

TEST_F(ShapeEnvTest, QueriesFromRanges) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1", 0, 1);
  EXPECT_EQ(env.isEq(s0, 1), Truth::False);
  EXPECT_EQ(env.isNe(s0, 1), Truth::True);
  EXPECT_EQ(env.isEq(s0, 2), Truth::Unknown);
  EXPECT_EQ(env.isGe(s0, 2), Truth::True);
  EXPECT_EQ(env.isGt(s0, 2), Truth::Unknown);
  EXPECT_EQ(env.isLt(s0, 2), Truth::False);
  EXPECT_EQ(env.isLe(s1, 1), Truth::True);
  EXPECT_EQ(env.isLt(s1, s0), Truth::True);
  EXPECT_EQ(env.isGt(s0, s1), Truth::True);
  EXPECT_EQ(env.isEq(s0, s0), Truth::True);
  EXPECT_EQ(env.isNe(s0, s0), Truth::False);
  EXPECT_EQ(env.isLt(s0, s0), Truth::False);
  // Canonical differences: (2*s0 + 1) - (2*s0) is 1.
  EXPECT_EQ(env.isEq(parse("2*s0 + 1"), parse("2*s0")), Truth::False);
  EXPECT_EQ(env.isLe(parse("2*(s0 + 1)"), parse("2*s0 + 2")), Truth::True);
}

TEST_F(ShapeEnvTest, QueriesRelateDivisionsToNumerators) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1");
  ExprRef half = parse("s1 floordiv 2");
  EXPECT_EQ(env.isLe(half, s1), Truth::True);
  EXPECT_EQ(env.isLt(half, s1), Truth::True);
  EXPECT_EQ(env.isGe(half, 0), Truth::True);
  EXPECT_EQ(env.isGe(parse("s1 ceildiv 2"), half), Truth::True);
  EXPECT_EQ(env.isLe(parse("s1 ceildiv 2"), parse("s1 floordiv 2 + 1")),
            Truth::True);
  EXPECT_EQ(env.isGe(parse("2*(s1 floordiv 2)"), parse("s1 - 1")), Truth::True);
  EXPECT_EQ(env.isEq(parse("2*(s1 floordiv 2)"), s1), Truth::Unknown);
  EXPECT_EQ(env.isLe(parse("(s0 + s1) floordiv 3"), ctx.add(s0, s1)),
            Truth::True);
  EXPECT_EQ(env.isLe(parse("min(s0, s1)"), s0), Truth::True);
  EXPECT_EQ(env.isLe(parse("min(s0, s1) + 1"), s1), Truth::Unknown);
  EXPECT_EQ(env.isGe(parse("max(s0, s1)"), s1), Truth::True);
  EXPECT_EQ(env.isLe(parse("s0 mod 8"), s0), Truth::True);
}

TEST_F(ShapeEnvTest, DivisibilityFromCoefficientsAndGuards) {
  ExprRef s0 = env.declareSymbol("s0");
  EXPECT_EQ(env.isDivisible(ctx.mul(c(4), s0), 2), Truth::True);
  EXPECT_EQ(env.isDivisible(ctx.mul(c(3), s0), 4), Truth::Unknown);
  EXPECT_EQ(env.isDivisible(parse("4*s0 + 1"), 4), Truth::False);
  EXPECT_EQ(env.isDivisible(parse("6*s0 + 3"), -3), Truth::True);
  EXPECT_EQ(env.isDivisible(s0, 1), Truth::True);
  EXPECT_EQ(env.isDivisible(c(0), 0), Truth::True);
  EXPECT_EQ(env.isDivisible(s0, 0), Truth::False);
  ExprRef small = env.declareSymbol("small", 1, 3);
  EXPECT_EQ(env.isDivisible(small, 4), Truth::False);

  EXPECT_EQ(env.addGuard(Guard::divisible(s0, 4, "test")), Truth::Unknown);
  EXPECT_EQ(printGuard(env.getGuards().back()), "s0 mod 4 == 0");
  EXPECT_EQ(env.isDivisible(s0, 4), Truth::True);
  EXPECT_EQ(env.isDivisible(s0, 2), Truth::True);
  EXPECT_EQ(env.isDivisible(ctx.mul(c(3), s0), 4), Truth::True);
  EXPECT_EQ(env.isDivisible(parse("3*s0 + 8"), 4), Truth::True);
  EXPECT_EQ(env.isDivisible(s0, 8), Truth::Unknown);
  EXPECT_EQ(env.isDivisible(parse("s0 + 1"), 4), Truth::False);
  // The range rounds up to the next multiple: s0 >= 4.
  EXPECT_EQ(env.isEq(s0, 2), Truth::False);
  EXPECT_EQ(env.bounds(s0), (Interval{4, std::nullopt}));
  EXPECT_EQ(env.bounds(parse("s0 floordiv 4 * 4 - s0")), (Interval{0, 0}));
  // Residues: s0 + 1 is 1 mod 4, so 1 or 5 mod 8.
  EXPECT_EQ(env.bounds(parse("(s0 + 1) mod 8")), (Interval{1, 5}));
  EXPECT_EQ(env.isDivisible(parse("s0 + 2"), 2), Truth::True);
}

TEST_F(ShapeEnvTest, DivisibilityOfAProductGuard) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1");
  // (3*s0) mod 4 == 0 makes s0 a multiple of 4; (2*s1) mod 4 == 0 (printed
  // 2*(s1 mod 2)) makes s1 even.
  env.addGuard(Guard::divisible(ctx.mul(c(3), s0), 4));
  env.addGuard(Guard::divisible(ctx.mul(c(2), s1), 4));
  EXPECT_EQ(printGuard(env.getGuards()[0]), "(3*s0) mod 4 == 0");
  EXPECT_EQ(printGuard(env.getGuards()[1]), "2*(s1 mod 2) == 0");
  EXPECT_EQ(env.isDivisible(s0, 4), Truth::True);
  EXPECT_EQ(env.isDivisible(s1, 2), Truth::True);
  EXPECT_EQ(env.isDivisible(s1, 4), Truth::Unknown);
  EXPECT_EQ(env.isDivisible(ctx.mul(s0, s1), 8), Truth::True);
  EXPECT_EQ(env.isDivisible(ctx.add(s0, s1), 2), Truth::True);
}

TEST_F(ShapeEnvTest, DivisibilityPinsTheRemainderOfADivision) {
  // A check that h is a multiple of 8 (RAFT's): h ceildiv 8, (h + 7)
  // floordiv 8 and h floordiv 8 are one size.
  ExprRef h = env.declareSymbol("h");
  ExprRef ceil = parse("(h + 7) floordiv 8"), floor = parse("h floordiv 8");
  EXPECT_EQ(env.isEq(ceil, floor), Truth::Unknown);
  EXPECT_EQ(env.addGuard(Guard::divisible(h, 8)), Truth::Unknown);
  EXPECT_EQ(env.isEq(ceil, floor), Truth::True);
  EXPECT_EQ(env.isEq(parse("h ceildiv 8"), floor), Truth::True);
  EXPECT_EQ(env.isEq(parse("(h + 9) floordiv 8"), parse("h floordiv 8 + 1")),
            Truth::True);
  EXPECT_EQ(env.isEq(parse("(h - 1) floordiv 8"), parse("h floordiv 8 - 1")),
            Truth::True);
  EXPECT_EQ(env.isEq(parse("(h + 8) floordiv 16"), parse("h floordiv 16")),
            Truth::Unknown);
  // simplify computes such divisions, so products of them cancel.
  EXPECT_EQ(env.simplify(ceil), floor);
  EXPECT_EQ(env.simplify(parse("h ceildiv 8")), floor);
  EXPECT_EQ(env.simplify(parse("(h + 9) mod 8")), c(1));
  EXPECT_EQ(env.simplify(parse("3*((2*h + 5) ceildiv 8)")),
            parse("3*((2*h) floordiv 8) + 3"));
  EXPECT_EQ(env.simplify(parse("(h + 4) floordiv 16")),
            parse("(h + 4) floordiv 16"));
}

TEST_F(ShapeEnvTest, PartialDivisibilityNarrowsTheRemainder) {
  // h mod 4 == 0: h mod 8 is 0 or 4, (h + 3) mod 8 is 3 or 7, so adding
  // 3 never crosses a multiple of 8, and adding 4 may.
  env.declareSymbol("h");
  env.addGuard(Guard::divisible(parse("h"), 4));
  EXPECT_EQ(env.isEq(parse("(h + 3) floordiv 8"), parse("h floordiv 8")),
            Truth::True);
  EXPECT_EQ(env.isEq(parse("(h + 4) floordiv 8"), parse("h floordiv 8")),
            Truth::Unknown);
  EXPECT_EQ(env.isEq(parse("(h + 1) ceildiv 8"), parse("(h + 4) ceildiv 8")),
            Truth::True);
  // Every claim holds on every h the guard allows.
  for (int64_t c = 2; c <= 12; ++c)
    for (int64_t k = -9; k <= 9; ++k)
      for (const char *op : {"floordiv", "ceildiv"}) {
        std::string text = "(h + " + std::to_string(k) + ") " + op + " " +
                           std::to_string(c) + " - h floordiv " +
                           std::to_string(c);
        ExprRef d = parse(text);
        Interval iv = env.bounds(d);
        for (int64_t v = 4; v <= 400; v += 4) {
          llvm::DenseMap<ExprRef, int64_t> binding{{ctx.getSymbol("h"), v}};
          std::optional<int64_t> x = d->evaluate(binding);
          ASSERT_TRUE(x);
          ASSERT_TRUE(iv.contains(*x)) << text << " at h = " << v;
        }
      }
}

TEST_F(ShapeEnvTest, EqualDivisionsReplaceEachOther) {
  // An equality of two expressions that are not symbols replaces the
  // larger by the smaller inside products and quotients too.
  ExprRef b = env.declareSymbol("b");
  env.declareSymbol("h");
  ExprRef ceil = parse("(h + 7) floordiv 8"), floor = parse("h floordiv 8");
  env.addGuard(Guard::eq(ceil, floor, "check"));
  EXPECT_EQ(env.simplify(ceil), floor);
  ExprRef big = ctx.mul(c(49), ctx.mul(b, ceil));
  EXPECT_EQ(env.simplify(big), ctx.mul(c(49), ctx.mul(b, floor)));
  EXPECT_EQ(env.isEq(big, ctx.mul(c(49), ctx.mul(b, floor))), Truth::True);
  // The guard still prints as given.
  EXPECT_EQ(printGuard(env.getGuards().back()),
            "(h + 7) floordiv 8 == h floordiv 8");
}

TEST_F(ShapeEnvTest, EqualityGuardsSubstitute) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1", 2, 10);
  ExprRef s2 = env.declareSymbol("s2");
  EXPECT_EQ(env.isEq(s0, s1), Truth::Unknown);
  EXPECT_EQ(env.addGuard(Guard::eq(s0, s1, "broadcast")), Truth::Unknown);
  EXPECT_EQ(env.isEq(s0, s1), Truth::True);
  EXPECT_EQ(env.isNe(s1, s0), Truth::False);
  EXPECT_EQ(env.simplify(ctx.add(s0, s1)), ctx.mul(c(2), s0));
  // s1's range now bounds s0.
  EXPECT_EQ(env.isLe(s0, 10), Truth::True);
  EXPECT_EQ(env.bounds(s1), (Interval{2, 10}));
  // Transitivity.
  env.addGuard(Guard::eq(s2, ctx.add(s1, c(1))));
  EXPECT_EQ(env.isEq(s2, ctx.add(s0, c(1))), Truth::True);
  EXPECT_EQ(env.isGt(s2, s0), Truth::True);
  // Implied guards are not recorded again.
  EXPECT_EQ(env.addGuard(Guard::eq(s1, s0)), Truth::True);
  EXPECT_EQ(env.getGuards().size(), 2u);
  // getRange still reports what was declared.
  EXPECT_EQ(env.getRange(s0), (SymbolRange{2, std::nullopt}));
}

TEST_F(ShapeEnvTest, InequalityGuardsAnswerMatchingQueries) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1");
  env.addGuard(Guard::ge(s0, s1));
  EXPECT_EQ(env.isGe(s0, s1), Truth::True);
  EXPECT_EQ(env.isLt(s0, s1), Truth::False);
  EXPECT_EQ(env.isGe(ctx.add(s0, c(1)), s1), Truth::True);
  EXPECT_EQ(env.isGt(s0, s1), Truth::Unknown);
  EXPECT_EQ(env.isGe(ctx.mul(c(2), s0), ctx.mul(c(2), s1)), Truth::True);
  EXPECT_EQ(env.isLe(ctx.mul(c(3), s1), ctx.mul(c(3), s0)), Truth::True);

  env.addGuard(Guard::ne(s0, s1));
  EXPECT_EQ(env.isEq(s0, s1), Truth::False);
  EXPECT_EQ(env.isGt(s0, s1), Truth::True);
}

TEST_F(ShapeEnvTest, SingleSymbolGuardsNarrowRanges) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1");
  ExprRef s2 = env.declareSymbol("s2");
  env.addGuard(Guard::ge(s0, c(7)));
  EXPECT_EQ(printGuard(env.getGuards().back()), "s0 >= 7");
  EXPECT_EQ(env.isGe(ctx.mul(c(2), s0), 14), Truth::True);
  EXPECT_EQ(env.bounds(s0), (Interval{7, std::nullopt}));
  env.addGuard(Guard::eq(ctx.mul(c(2), s1), c(8)));
  EXPECT_EQ(env.isEq(s1, 4), Truth::True);
  env.addGuard(Guard::ne(s2, c(2)));
  EXPECT_EQ(env.isGe(s2, 3), Truth::True);
  EXPECT_EQ(env.getRange(s0), (SymbolRange{2, std::nullopt}));
}

TEST_F(ShapeEnvTest, AddGuardReportsWhatWasKnown) {
  ExprRef s0 = env.declareSymbol("s0");
  // Provably true: not recorded.
  EXPECT_EQ(env.addGuard(Guard::ge(s0, c(1))), Truth::True);
  EXPECT_EQ(env.addGuard(Guard::divisible(ctx.mul(c(4), s0), 2)), Truth::True);
  EXPECT_TRUE(env.getGuards().empty());
  // Provably false: recorded, flagged, and teaches nothing.
  EXPECT_EQ(env.addGuard(Guard::eq(s0, c(1), "bad")), Truth::False);
  ASSERT_EQ(env.getGuards().size(), 1u);
  EXPECT_TRUE(env.isContradiction(0));
  EXPECT_EQ(env.isEq(s0, 1), Truth::False);
  // A duplicate of a false guard is still false and not recorded again.
  EXPECT_EQ(env.addGuard(Guard::eq(s0, c(1))), Truth::False);
  EXPECT_EQ(env.getGuards().size(), 1u);
  // Duplicates of recorded guards, also with the sides swapped.
  ExprRef s1 = env.declareSymbol("s1");
  EXPECT_EQ(env.addGuard(Guard::ne(s0, s1)), Truth::Unknown);
  EXPECT_EQ(env.addGuard(Guard::ne(s1, s0)), Truth::True);
  EXPECT_EQ(env.getGuards().size(), 2u);
  EXPECT_FALSE(env.isContradiction(1));
  EXPECT_EQ(env.evaluateGuard(Guard::eq(s0, s1)), Truth::False);
}

TEST_F(ShapeEnvTest, PrintGuards) {
  ExprRef s0 = ctx.getSymbol("s0"), s1 = ctx.getSymbol("s1");
  EXPECT_EQ(printGuard(Guard::eq(s0, s1)), "s0 == s1");
  EXPECT_EQ(printGuard(Guard::ge(ctx.add(s0, c(1)), ctx.mul(c(2), s1))),
            "s0 + 1 >= 2*s1");
  EXPECT_EQ(printGuard(Guard::ne(s1, c(1))), "s1 != 1");
  EXPECT_EQ(printGuard(Guard::divisible(s1, 4)), "s1 mod 4 == 0");
  EXPECT_EQ(printGuard(Guard::eq(ctx.sub(s0, s1), c(0))), "s0 - s1 == 0");
  Guard plain;
  plain.expr = ctx.sub(s0, c(7));
  plain.kind = Guard::GeZero;
  EXPECT_EQ(printGuard(plain), "s0 - 7 >= 0");
  EXPECT_EQ(Guard::eq(s0, s1).expr, ctx.sub(s0, s1));
}

TEST_F(ShapeEnvTest, ParseGuardsRoundTrip) {
  ExprRef s0 = ctx.getSymbol("s0"), s1 = ctx.getSymbol("s1");
  Guard plain;
  plain.expr = parse("(s0 - 3) floordiv 2 + 1");
  plain.kind = Guard::NeZero;
  Guard cases[] = {
      Guard::eq(s0, s1),
      Guard::ge(ctx.add(s0, c(1)), ctx.mul(c(2), s1)),
      Guard::ne(s1, c(1)),
      Guard::divisible(ctx.mul(c(3), s0), 4),
      Guard::divisible(ctx.mul(c(2), s1), 4),
      Guard::eq(c(0), s0),
      Guard::ge(parse("min(s0, s1)"), parse("-5")),
      Guard::eq(parse("s0*s1"), parse("12")),
      plain,
  };
  for (const Guard &g : cases) {
    std::string text = printGuard(g);
    Guard back = parseG(text);
    EXPECT_EQ(back, g) << text << " read back as " << printGuard(back);
    EXPECT_EQ(printGuard(back), text);
  }
  // Extra spellings.
  EXPECT_EQ(parseG("s0 <= s1"), Guard::ge(s1, s0));
  EXPECT_EQ(parseG("s0 > s1"), Guard::ge(s0, ctx.add(s1, c(1))));
  EXPECT_EQ(parseG("s0 < 4"), Guard::ge(c(4), ctx.add(s0, c(1))));
  EXPECT_EQ(parseG("  s0==s1  "), Guard::eq(s0, s1));
  // Prefix parsing stops after the guard.
  GuardParseResult r = parseGuardPrefix("s0 == s1, s1 >= 2", ctx);
  ASSERT_TRUE(r.guard);
  EXPECT_EQ(r.consumed, 8u);
}

TEST_F(ShapeEnvTest, ParseGuardErrors) {
  struct Case {
    const char *text;
    const char *error;
    size_t offset;
  } cases[] = {
      {"s0 s1", "expected '==', '>=' or '!=' in guard", 3},
      {"s0 = s1", "expected '==', '>=' or '!=' in guard", 3},
      {"s0 == ", nullptr, 6},
      {"== s1", nullptr, 0},
      {"s0 == s1 junk", "unexpected text after guard", 9},
  };
  for (const Case &tc : cases) {
    GuardParseResult r = parseGuard(tc.text, ctx);
    EXPECT_FALSE(r.guard) << tc.text;
    EXPECT_FALSE(r.error.empty()) << tc.text;
    if (tc.error) {
      EXPECT_EQ(r.error, tc.error) << tc.text;
    }
    EXPECT_EQ(r.errorOffset, tc.offset) << tc.text << ": " << r.error;
  }
}

TEST_F(ShapeEnvTest, GuardReasonScopesPrefixReasons) {
  ExprRef s0 = env.declareSymbol("s0");
  ExprRef s1 = env.declareSymbol("s1");
  ExprRef s2 = env.declareSymbol("s2");
  {
    GuardReasonScope outer(env, "aten.add at model.py:3");
    env.addGuard(Guard::eq(s0, s1, "broadcast"));
    {
      GuardReasonScope inner(env, "inner");
      env.addGuard(Guard::ge(s2, c(4)));
    }
  }
  env.addGuard(Guard::ne(s2, c(9), "plain"));
  ASSERT_EQ(env.getGuards().size(), 3u);
  EXPECT_EQ(env.getGuards()[0].reason, "aten.add at model.py:3: broadcast");
  EXPECT_EQ(env.getGuards()[1].reason, "aten.add at model.py:3: inner");
  EXPECT_EQ(env.getGuards()[2].reason, "plain");
}

//===----------------------------------------------------------------------===//
// Soundness: random expressions against evaluation at random points
//===----------------------------------------------------------------------===//

class RandomExprs {
public:
  RandomExprs(ExprContext &ctx, llvm::ArrayRef<ExprRef> syms, unsigned seed)
      : ctx(ctx), syms(syms.begin(), syms.end()), rng(seed) {}

  ExprRef make(unsigned depth) {
    if (depth == 0 || pick(4) == 0) {
      if (pick(3) == 0)
        return ctx.getConstant(static_cast<int64_t>(pick(13)) - 4);
      return syms[pick(syms.size())];
    }
    ExprRef a = make(depth - 1);
    switch (pick(9)) {
    case 0:
      return ctx.add(a, make(depth - 1));
    case 1:
      return ctx.sub(a, make(depth - 1));
    case 2:
      return ctx.mul(a, make(depth - 1));
    case 3:
      return ctx.floorDiv(a, ctx.getConstant(pick(5) + 1));
    case 4:
      return ctx.ceilDiv(a, ctx.getConstant(pick(5) + 1));
    case 5:
      return ctx.mod(a, ctx.getConstant(pick(6) + 1));
    case 6:
      return ctx.min(a, make(depth - 1));
    case 7:
      return ctx.max(a, make(depth - 1));
    default:
      return ctx.mul(ctx.getConstant(static_cast<int64_t>(pick(7)) - 3), a);
    }
  }
  unsigned pick(unsigned n) {
    return std::uniform_int_distribution<>(0, n - 1)(rng);
  }

private:
  ExprContext &ctx;
  std::vector<ExprRef> syms;
  std::mt19937 rng;
};

TEST_F(ShapeEnvTest, RandomizedBoundsAndQueriesAreSound) {
  std::mt19937 rng(1234);
  auto uniform = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  unsigned decided = 0, checked = 0;
  for (unsigned trial = 0; trial != 300; ++trial) {
    ExprContext ctx;
    ShapeEnv env(ctx);
    // Ranges: [lo, hi] with some open above.
    std::vector<ExprRef> syms;
    std::vector<std::pair<int64_t, int64_t>> ranges;
    // Every tenth trial uses huge ranges, where bounds must not overflow.
    bool huge = trial % 10 == 9;
    for (int i = 0; i != 3; ++i) {
      int64_t lo = huge ? uniform(-(int64_t(1) << 62), int64_t(1) << 62)
                        : uniform(-6, 4);
      int64_t hi = lo + (huge ? uniform(0, int64_t(1) << 60) : uniform(0, 12));
      bool open = uniform(0, 3) == 0;
      syms.push_back(
          env.declareSymbol("s" + std::to_string(i), lo,
                            open ? std::nullopt : std::optional<int64_t>(hi)));
      ranges.push_back({lo, hi});
    }
    RandomExprs gen(ctx, syms, trial);
    // Optionally a guard that the sample points must satisfy.
    ExprRef guardExpr = nullptr;
    Guard::Kind guardKind = Guard::GeZero;
    if (trial % 4 == 0) {
      guardExpr = gen.make(2);
      guardKind = static_cast<Guard::Kind>(trial % 12 / 4);
      Guard g;
      g.expr = guardExpr;
      g.kind = guardKind;
      env.addGuard(g);
    } else if (trial % 4 == 1) {
      Guard g = Guard::divisible(gen.make(1), gen.pick(3) + 2);
      guardExpr = g.expr;
      guardKind = g.kind;
      env.addGuard(g);
    }
    for (unsigned e = 0; e != 8; ++e) {
      ExprRef a = gen.make(3), b = gen.make(2);
      Interval iv = env.bounds(a);
      Truth eq = env.isEq(a, b), lt = env.isLt(a, b), le = env.isLe(a, b);
      Truth div = env.isDivisible(a, 3);
      decided += (eq != Truth::Unknown) + (lt != Truth::Unknown) +
                 (le != Truth::Unknown);
      for (unsigned p = 0; p != 30; ++p) {
        llvm::DenseMap<ExprRef, int64_t> binding;
        for (size_t i = 0; i != syms.size(); ++i)
          binding[syms[i]] = uniform(ranges[i].first, ranges[i].second);
        if (guardExpr) {
          std::optional<int64_t> gv = guardExpr->evaluate(binding);
          if (!gv || (guardKind == Guard::EqZero && *gv != 0) ||
              (guardKind == Guard::GeZero && *gv < 0) ||
              (guardKind == Guard::NeZero && *gv == 0))
            continue;
        }
        std::optional<int64_t> va = a->evaluate(binding);
        std::optional<int64_t> vb = b->evaluate(binding);
        if (!va || !vb)
          continue;
        ++checked;
        ASSERT_TRUE(iv.contains(*va))
            << a->str() << " = " << *va << " outside bounds";
        auto agrees = [](Truth t, bool actual) {
          return t == Truth::Unknown || (t == Truth::True) == actual;
        };
        ASSERT_TRUE(agrees(eq, *va == *vb)) << a->str() << " == " << b->str();
        ASSERT_TRUE(agrees(lt, *va < *vb)) << a->str() << " < " << b->str();
        ASSERT_TRUE(agrees(le, *va <= *vb)) << a->str() << " <= " << b->str();
        ASSERT_TRUE(agrees(div, *va % 3 == 0)) << a->str() << " mod 3";
      }
    }
  }
  EXPECT_GT(checked, 10000u);
  EXPECT_GT(decided, 500u);
}

} // namespace
