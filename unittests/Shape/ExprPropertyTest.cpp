//===- ExprPropertyTest.cpp - Randomized checks of canonicalization -------===//
//
// Random expression trees over three symbols are built through ExprContext
// and compared against a direct evaluation of the tree as generated. Depth
// and value ranges are small enough that no intermediate value of either
// evaluation can overflow int64, so "defined" means "no division by zero".
//
//===----------------------------------------------------------------------===//

#include "tocc/Shape/Expr.h"

#include "gtest/gtest.h"

#include <random>

using namespace tocc::shape;

namespace {

enum class Op {
  Const,
  Sym,
  Add,
  Sub,
  Mul,
  Neg,
  FloorDiv,
  CeilDiv,
  Mod,
  Min,
  Max
};

/// A tree exactly as generated, before any canonicalization.
struct Tree {
  Op op;
  int64_t value = 0; // Const: the value; Sym: the symbol index
  std::unique_ptr<Tree> lhs, rhs;
};

using Values = std::array<int64_t, 3>;

std::optional<int64_t> floorDivRef(int64_t a, int64_t b) {
  if (b == 0)
    return std::nullopt;
  int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0)))
    --q;
  return q;
}

/// Reference semantics, written independently of the library.
std::optional<int64_t> evalRef(const Tree &t, const Values &v) {
  if (t.op == Op::Const)
    return t.value;
  if (t.op == Op::Sym)
    return v[t.value];
  std::optional<int64_t> a = evalRef(*t.lhs, v);
  if (!a)
    return std::nullopt;
  if (t.op == Op::Neg)
    return -*a;
  std::optional<int64_t> b = evalRef(*t.rhs, v);
  if (!b)
    return std::nullopt;
  switch (t.op) {
  case Op::Add:
    return *a + *b;
  case Op::Sub:
    return *a - *b;
  case Op::Mul:
    return *a * *b;
  case Op::FloorDiv:
    return floorDivRef(*a, *b);
  case Op::CeilDiv: {
    // ceildiv(a, b) = -floordiv(-a, b)
    std::optional<int64_t> q = floorDivRef(-*a, *b);
    return q ? std::optional<int64_t>(-*q) : std::nullopt;
  }
  case Op::Mod: {
    std::optional<int64_t> q = floorDivRef(*a, *b);
    return q ? std::optional<int64_t>(*a - *b * *q) : std::nullopt;
  }
  case Op::Min:
    return std::min(*a, *b);
  case Op::Max:
    return std::max(*a, *b);
  default:
    return std::nullopt;
  }
}

class Generator {
public:
  explicit Generator(unsigned seed) : rng(seed) {}

  int64_t uniform(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }

  std::unique_ptr<Tree> leaf() {
    auto t = std::make_unique<Tree>();
    int kind = uniform(0, 9);
    if (kind < 3) {
      t->op = Op::Const;
      t->value = uniform(-6, 6);
      return t;
    }
    t->op = Op::Sym;
    t->value = uniform(0, 2);
    if (kind < 7)
      return t;
    // k*s + m: coefficients that share factors with divisors exercise the
    // gcd and splitting rules.
    auto scaled = std::make_unique<Tree>();
    scaled->op = Op::Mul;
    scaled->lhs = std::make_unique<Tree>();
    scaled->lhs->op = Op::Const;
    scaled->lhs->value = uniform(-6, 6);
    scaled->rhs = std::move(t);
    auto sum = std::make_unique<Tree>();
    sum->op = Op::Add;
    sum->lhs = std::move(scaled);
    sum->rhs = std::make_unique<Tree>();
    sum->rhs->op = Op::Const;
    sum->rhs->value = uniform(-6, 6);
    return sum;
  }

  std::unique_ptr<Tree> tree(unsigned depth) {
    if (depth == 0 || uniform(0, 9) < 2)
      return leaf();
    auto t = std::make_unique<Tree>();
    t->op = static_cast<Op>(
        uniform(static_cast<int>(Op::Add), static_cast<int>(Op::Max)));
    t->lhs = tree(depth - 1);
    if (t->op == Op::Neg)
      return t;
    bool isDivision =
        t->op == Op::FloorDiv || t->op == Op::CeilDiv || t->op == Op::Mod;
    if (isDivision && uniform(0, 9) < 7) {
      // Mostly small constant divisors, zero and negatives included.
      t->rhs = std::make_unique<Tree>();
      t->rhs->op = Op::Const;
      t->rhs->value = uniform(-4, 6);
    } else {
      t->rhs = tree(depth - 1);
    }
    return t;
  }

  Values binding() {
    return {uniform(-10, 10), uniform(-10, 10), uniform(-10, 10)};
  }

  std::mt19937 rng;
};

ExprRef build(const Tree &t, ExprContext &ctx) {
  static const char *names[] = {"s0", "s1", "s2"};
  switch (t.op) {
  case Op::Const:
    return ctx.getConstant(t.value);
  case Op::Sym:
    return ctx.getSymbol(names[t.value]);
  case Op::Neg:
    return ctx.neg(build(*t.lhs, ctx));
  default:
    break;
  }
  ExprRef a = build(*t.lhs, ctx), b = build(*t.rhs, ctx);
  switch (t.op) {
  case Op::Add:
    return ctx.add(a, b);
  case Op::Sub:
    return ctx.sub(a, b);
  case Op::Mul:
    return ctx.mul(a, b);
  case Op::FloorDiv:
    return ctx.floorDiv(a, b);
  case Op::CeilDiv:
    return ctx.ceilDiv(a, b);
  case Op::Mod:
    return ctx.mod(a, b);
  case Op::Min:
    return ctx.min(a, b);
  case Op::Max:
    return ctx.max(a, b);
  default:
    return nullptr;
  }
}

llvm::DenseMap<ExprRef, int64_t> bindSymbols(ExprContext &ctx,
                                             const Values &v) {
  llvm::DenseMap<ExprRef, int64_t> binding;
  binding[ctx.getSymbol("s0")] = v[0];
  binding[ctx.getSymbol("s1")] = v[1];
  binding[ctx.getSymbol("s2")] = v[2];
  return binding;
}

std::string describe(const Values &v) {
  return "s0=" + std::to_string(v[0]) + " s1=" + std::to_string(v[1]) +
         " s2=" + std::to_string(v[2]);
}

TEST(ExprPropertyTest, CanonicalFormPreservesValueAndRoundTrips) {
  ExprContext ctx;
  Generator gen(20240611);
  unsigned checked = 0;
  for (int i = 0; i < 5000; ++i) {
    std::unique_ptr<Tree> t = gen.tree(4);
    ExprRef e = build(*t, ctx);
    if (!e) {
      // Refused: a divisor is identically 0, so the tree as written has no
      // value anywhere.
      for (int j = 0; j < 8; ++j) {
        Values v = gen.binding();
        ASSERT_EQ(evalRef(*t, v), std::nullopt) << describe(v);
      }
      continue;
    }
    std::string text = e->str();
    ExprParseResult parsed = parseExpr(text, ctx);
    ASSERT_EQ(parsed.expr, e)
        << "print/parse mismatch for: " << text << " (" << parsed.error << ")";
    for (int j = 0; j < 8; ++j) {
      Values v = gen.binding();
      std::optional<int64_t> expected = evalRef(*t, v);
      if (!expected)
        continue; // division by zero in the tree as written
      ++checked;
      ASSERT_EQ(e->evaluate(bindSymbols(ctx, v)), expected)
          << text << " at " << describe(v);
    }
  }
  // Most evaluations are defined; make sure the test is not vacuous.
  EXPECT_GT(checked, 5000u * 8 / 2);
}

TEST(ExprPropertyTest, AlgebraicLawsGiveSamePointer) {
  ExprContext ctx;
  Generator gen(7);
  for (int i = 0; i < 2000; ++i) {
    ExprRef a = build(*gen.tree(3), ctx);
    ExprRef b = build(*gen.tree(3), ctx);
    ExprRef c = build(*gen.tree(2), ctx);
    if (!a || !b || !c)
      continue; // a division by zero was refused
    std::string what = a->str() + " | " + b->str() + " | " + c->str();
    ASSERT_EQ(ctx.add(a, b), ctx.add(b, a)) << what;
    ASSERT_EQ(ctx.mul(a, b), ctx.mul(b, a)) << what;
    ASSERT_EQ(ctx.min(a, b), ctx.min(b, a)) << what;
    ASSERT_EQ(ctx.max(a, b), ctx.max(b, a)) << what;
    ASSERT_EQ(ctx.add(ctx.add(a, b), c), ctx.add(a, ctx.add(b, c))) << what;
    ASSERT_EQ(ctx.mul(ctx.mul(a, b), c), ctx.mul(a, ctx.mul(b, c))) << what;
    ASSERT_EQ(ctx.min(ctx.min(a, b), c), ctx.min(a, ctx.min(b, c))) << what;
    ASSERT_EQ(ctx.mul(a, ctx.add(b, c)), ctx.add(ctx.mul(a, b), ctx.mul(a, c)))
        << what;
    ASSERT_EQ(ctx.sub(ctx.add(a, b), b), a) << what;
    ASSERT_EQ(ctx.neg(ctx.neg(a)), a) << what;
    // Renaming a symbol away and back, which re-sorts and rebuilds every
    // node on the way, gives the same node.
    ExprRef s0 = ctx.getSymbol("s0"), zz = ctx.getSymbol("zz");
    ExprRef e = ctx.floorDiv(ctx.add(a, ctx.mod(b, ctx.getConstant(4))),
                             ctx.getConstant(6));
    ExprRef renamed = ctx.substitute(e, {{s0, zz}});
    ASSERT_EQ(ctx.substitute(renamed, {{zz, s0}}), e) << e->str();
  }
}

TEST(ExprPropertyTest, SubstitutionMatchesComposition) {
  ExprContext ctx;
  Generator gen(99);
  ExprRef s0 = ctx.getSymbol("s0");
  unsigned checked = 0;
  for (int i = 0; i < 2000; ++i) {
    std::unique_ptr<Tree> t = gen.tree(3);
    std::unique_ptr<Tree> r = gen.tree(2);
    ExprRef e = build(*t, ctx);
    ExprRef replacement = build(*r, ctx);
    ExprRef composed =
        e && replacement ? ctx.substitute(e, {{s0, replacement}}) : nullptr;
    if (!composed) {
      // A division by zero was refused (as written or after substitution):
      // the composition has no value where the replacement has one.
      for (int j = 0; j < 4; ++j) {
        Values v = gen.binding();
        std::optional<int64_t> inner = evalRef(*r, v);
        if (!inner)
          continue;
        ASSERT_EQ(evalRef(*t, {*inner, v[1], v[2]}), std::nullopt);
      }
      continue;
    }
    ASSERT_EQ(parseExpr(composed->str(), ctx).expr, composed)
        << composed->str();
    for (int j = 0; j < 4; ++j) {
      Values v = gen.binding();
      std::optional<int64_t> inner = evalRef(*r, v);
      if (!inner)
        continue;
      Values outer = {*inner, v[1], v[2]};
      std::optional<int64_t> expected = evalRef(*t, outer);
      if (!expected)
        continue;
      ++checked;
      ASSERT_EQ(composed->evaluate(bindSymbols(ctx, v)), expected)
          << e->str() << " with s0 := " << replacement->str() << " at "
          << describe(v);
    }
  }
  EXPECT_GT(checked, 2000u * 4 / 2);
}

TEST(ExprPropertyTest, PrintingIsIndependentOfContextHistory) {
  Generator gen(1234);
  std::vector<std::unique_ptr<Tree>> trees;
  for (int i = 0; i < 500; ++i)
    trees.push_back(gen.tree(4));

  // A refused expression (a division by zero) prints as "null".
  auto text = [](ExprRef e) { return e ? e->str() : std::string("null"); };
  ExprContext first;
  std::vector<std::string> texts;
  for (const auto &t : trees)
    texts.push_back(text(build(*t, first)));

  // A second context that interned other things first, in reverse order.
  ExprContext second;
  second.getSymbol("s2");
  second.getSymbol("zz");
  second.getSymbol("s1");
  for (int i = 499; i >= 0; --i)
    build(*trees[i], second);
  for (int i = 0; i < 500; ++i)
    ASSERT_EQ(text(build(*trees[i], second)), texts[i]);
}

} // namespace
