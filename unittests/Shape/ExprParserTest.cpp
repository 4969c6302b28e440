//===- ExprParserTest.cpp - Parsing and round-tripping expressions --------===//

#include "tocc/Shape/Expr.h"

#include "gtest/gtest.h"

using namespace tocc::shape;

namespace {

class ExprParserTest : public ::testing::Test {
protected:
  ExprRef parse(llvm::StringRef text) {
    ExprParseResult r = parseExpr(text, ctx);
    EXPECT_TRUE(r.expr) << text.str() << ": " << r.error;
    return r.expr;
  }
  /// Expects parseExpr(text) to fail with `message` at `offset`.
  void expectError(llvm::StringRef text, llvm::StringRef message,
                   size_t offset) {
    ExprParseResult r = parseExpr(text, ctx);
    EXPECT_EQ(r.expr, nullptr) << text.str();
    EXPECT_EQ(r.error, message.str()) << text.str();
    EXPECT_EQ(r.errorOffset, offset) << text.str();
  }

  ExprContext ctx;
};

TEST_F(ExprParserTest, Precedence) {
  ExprRef s0 = ctx.getSymbol("s0"), s1 = ctx.getSymbol("s1");
  EXPECT_EQ(parse("1 + 2 * 3"), ctx.getConstant(7));
  EXPECT_EQ(parse("(1 + 2) * 3"), ctx.getConstant(9));
  EXPECT_EQ(parse("10 - 4 - 3"), ctx.getConstant(3));
  EXPECT_EQ(parse("7 floordiv 2 * 2"), ctx.getConstant(6));
  EXPECT_EQ(parse("-7 floordiv 2"), ctx.getConstant(-4));
  EXPECT_EQ(parse("- -3"), ctx.getConstant(3));
  EXPECT_EQ(parse("2*-s0"), ctx.mul(ctx.getConstant(-2), s0));
  EXPECT_EQ(parse("s0 mod 3 + s1"),
            ctx.add(ctx.mod(s0, ctx.getConstant(3)), s1));
  EXPECT_EQ(parse("min(s0, s1, 3)"),
            ctx.min(s0, ctx.min(s1, ctx.getConstant(3))));
  EXPECT_EQ(parse("max(s0)"), s0);
  EXPECT_EQ(parse(" \t s0\n"), s0);
}

TEST_F(ExprParserTest, IdentifiersAndKeywords) {
  ExprRef e = parse("batch_size + _x1 + modulo + minimum");
  llvm::SmallVector<ExprRef, 4> syms;
  e->collectSymbols(syms);
  ASSERT_EQ(syms.size(), 4u);
  EXPECT_EQ(syms[0]->getSymbolName(), "_x1");
  EXPECT_NE(ctx.lookupSymbol("modulo"), nullptr);
  EXPECT_NE(ctx.lookupSymbol("minimum"), nullptr);
  EXPECT_EQ(ctx.lookupSymbol("mod"), nullptr);
}

TEST_F(ExprParserTest, RoundTripExamples) {
  const char *texts[] = {
      "2*s0 + 1",
      "s0 - 3",
      "-s0",
      "s0*s1",
      "(s0 + 1) floordiv 2",
      "min(s0, 4)",
      "max(s0 - 1, 0) + 1",
      "(h + 1) floordiv 2 - 1",
      "-2*s0 - s0*s2 + s1",
      "2*((s0 + 1) mod 3)",
      "s0 floordiv (s1 + 1)",
      "s0 ceildiv s1 + s1 mod s0",
      "-(s0 floordiv 3) + 7",
      "s0*s0*s1 - 4",
      "min(s0, s1 floordiv 2, -3)",
      "-9223372036854775808",
      "9223372036854775807",
  };
  for (const char *text : texts) {
    ExprRef e = parse(text);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->str(), text);
    EXPECT_EQ(parse(e->str()), e) << text;
  }
}

TEST_F(ExprParserTest, PrefixStopsAtDepthZero) {
  ExprParseResult r = parseExprPrefix("s0 + 1, s1]", ctx);
  ASSERT_TRUE(r.expr);
  EXPECT_EQ(r.consumed, 6u);
  EXPECT_EQ(r.expr->str(), "s0 + 1");

  r = parseExprPrefix("min(a, b)]x", ctx);
  ASSERT_TRUE(r.expr);
  EXPECT_EQ(r.consumed, 9u);

  r = parseExprPrefix("(s0, 4) + 1", ctx);
  EXPECT_FALSE(r.expr);
  EXPECT_EQ(r.error, "expected ')'");
  EXPECT_EQ(r.errorOffset, 3u);

  r = parseExprPrefix("2*s0>", ctx);
  ASSERT_TRUE(r.expr);
  EXPECT_EQ(r.consumed, 4u);

  // Trailing whitespace is not consumed; an operator after it is.
  r = parseExprPrefix("s0  )", ctx);
  ASSERT_TRUE(r.expr);
  EXPECT_EQ(r.consumed, 2u);
  r = parseExprPrefix("s0  x 4", ctx);
  ASSERT_TRUE(r.expr);
  EXPECT_EQ(r.consumed, 2u);
  r = parseExprPrefix("s0  * 4)", ctx);
  ASSERT_TRUE(r.expr);
  EXPECT_EQ(r.consumed, 7u);
}

TEST_F(ExprParserTest, Errors) {
  expectError("", "expected expression", 0);
  expectError("   ", "expected expression", 3);
  expectError("s0 +", "expected expression", 4);
  expectError("s0 + )", "expected expression", 5);
  expectError("(s0 + 1", "expected ')'", 7);
  expectError("((s0)", "expected ')'", 5);
  expectError("2 * , 3", "expected expression", 4);
  expectError("min s0", "expected '(' after 'min'", 4);
  expectError("max(s0 s1)", "expected ',' or ')'", 7);
  expectError("max(s0,)", "expected expression", 7);
  expectError("mod 3", "expected expression, found keyword 'mod'", 0);
  expectError("s0 * floordiv", "expected expression, found keyword 'floordiv'",
              5);
  expectError("s0 s1", "unexpected 's1' after expression", 3);
  expectError("s0 + 1)", "unexpected ')' after expression", 6);
  expectError("s0 # 2", "unexpected '#' after expression", 3);
}

TEST_F(ExprParserTest, IntegerLiterals) {
  EXPECT_EQ(parse("9223372036854775807")->getConstant(), INT64_MAX);
  EXPECT_EQ(parse("-9223372036854775808")->getConstant(), INT64_MIN);
  EXPECT_EQ(parse("007")->getConstant(), 7);
  expectError("9223372036854775808", "integer literal out of range", 0);
  expectError("s0 + -9223372036854775809", "integer literal out of range", 5);
  expectError("s0 * 99999999999999999999999", "integer literal out of range",
              5);
}

TEST_F(ExprParserTest, NestingIsBounded) {
  const std::string tooDeep = "nesting deeper than 256 levels (expression)";
  std::string deep(100000, '(');
  ExprParseResult r = parseExpr(deep, ctx);
  EXPECT_FALSE(r.expr);
  EXPECT_EQ(r.error, tooDeep);
  EXPECT_EQ(r.errorOffset, 256u);
  // kMaxExprDepth levels are fine, one more is not.
  std::string ok =
      std::string(kMaxExprDepth, '(') + "s0" + std::string(kMaxExprDepth, ')');
  EXPECT_EQ(parse(ok), ctx.getSymbol("s0"));
  // The error is at the opening that goes one level too deep.
  expectError("(" + ok + ")", tooDeep, kMaxExprDepth);
  expectError("s1 + (" + ok + ")", tooDeep, 5 + kMaxExprDepth);
  std::string minMax;
  for (unsigned i = 0; i != kMaxExprDepth; ++i)
    minMax += i % 2 ? "min(s0, " : "max(s1, ";
  minMax += "s2" + std::string(kMaxExprDepth, ')');
  ASSERT_TRUE(parse(minMax));
  EXPECT_EQ(parse(minMax)->getDepth(), kMaxExprDepth);
  expectError("max(s2, " + minMax + ")", tooDeep, 8 * kMaxExprDepth);
}

TEST_F(ExprParserTest, MinusChainsDoNotNest) {
  // A run of minus signs is read without recursion.
  std::string minus(100000, '-');
  EXPECT_EQ(parse(minus + "s0"), ctx.getSymbol("s0"));
  EXPECT_EQ(parse(minus + "1"), ctx.getConstant(1));
  EXPECT_EQ(parse("-" + minus + "s0"), ctx.neg(ctx.getSymbol("s0")));
  EXPECT_EQ(parse(minus + " -9223372036854775808 floordiv 2"),
            ctx.getConstant(-4611686018427387904));
}

TEST_F(ExprParserTest, BuiltDepthIsBounded) {
  // No parentheses, but each mod by a symbol is one level deeper.
  std::string chain = "s0";
  for (unsigned i = 0; i != kMaxExprDepth; ++i)
    chain += " mod s1";
  ExprRef e = parse(chain);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->getDepth(), kMaxExprDepth);
  EXPECT_EQ(parseExpr(e->str(), ctx).expr, e);
  expectError(chain + " mod s1", "nesting deeper than 256 levels (expression)",
              chain.size() + 1);
  expectError(chain + " + 1", "nesting deeper than 256 levels (expression)",
              chain.size() + 1);
  expectError("-(" + chain + ")", "nesting deeper than 256 levels (expression)",
              0);
}

TEST_F(ExprParserTest, SizeIsBounded) {
  const std::string tooLarge = "expression too large (more than 1024 terms in "
                               "a sum, product, min or max, or 16384 parts in "
                               "all)";
  // The eleventh factor would expand 1024 terms into 2048.
  std::string product;
  for (char c = 'a'; c != 'k'; ++c)
    product += std::string("(") + c + " + 1)*";
  ASSERT_TRUE(parse(product + "1"));
  expectError(product + "(z + 1)", tooLarge, product.size() - 1);
  std::string sum = "s0";
  for (unsigned i = 1; i != kMaxExprTerms; ++i)
    sum += " + s" + std::to_string(i);
  ASSERT_TRUE(parse(sum));
  expectError(sum + " + t", tooLarge, sum.size() + 1);
  expectError("max(t, " + sum + " + u)", tooLarge, 7 + sum.size() + 1);
  // A min of too many operands is refused at its keyword.
  std::string operands = "v0";
  for (unsigned i = 1; i != kMaxExprTerms + 1; ++i)
    operands += ", v" + std::to_string(i);
  expectError("min(" + operands + ")", tooLarge, 0);
}

TEST_F(ExprParserTest, DivisionByZeroIsAnError) {
  expectError("s0 floordiv 0",
              "division by zero: the divisor of 'floordiv' is 0", 12);
  expectError("s0 ceildiv 0", "division by zero: the divisor of 'ceildiv' is 0",
              11);
  expectError("s0 mod 0", "division by zero: the divisor of 'mod' is 0", 7);
  expectError("7 mod   (s1 - s1)",
              "division by zero: the divisor of 'mod' is 0", 8);
  expectError("s0 floordiv -0",
              "division by zero: the divisor of 'floordiv' is 0", 12);
  expectError("min(s0, 4 * (s1 mod (2*s0 - s0 - s0)))",
              "division by zero: the divisor of 'mod' is 0", 20);
  // A divisor that may be 0 for some values is not known to be 0.
  EXPECT_TRUE(parse("s0 mod (s1 - 1)"));
}

} // namespace
