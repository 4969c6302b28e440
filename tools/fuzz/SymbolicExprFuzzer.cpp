//===- SymbolicExprFuzzer.cpp - libFuzzer harness of symbolic dims --------===//
//
// Bytes -> the dim expression parser, whose constructors canonicalize
// (ExprSimplify.cpp), and the guard parser. An error is a fine answer; the
// promises checked (include/tocc/Shape/Expr.h, ShapeEnv.h, docs/shapes.md):
//  - nothing is deeper or larger than the limits of Expr.h;
//  - print then parse gives the same (pointer-equal) expression, and a
//    guard that compares equal;
//  - substituting constants for the symbols folds to the value evaluate()
//    gives (when neither overflows), and to no expression only when the
//    evaluation divides by zero;
//  - ShapeEnv's bounds and comparisons, under ranges declared for the
//    symbols, hold at a point inside those ranges.
//
//===----------------------------------------------------------------------===//
#include "tocc/Shape/Expr.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tocc::shape;

namespace {

[[noreturn]] void broken(const std::string &what) {
  fprintf(stderr, "fuzz-symbolic-expr: %s\n", what.c_str());
  abort();
}

void check(bool ok, const std::string &what) {
  if (!ok)
    broken(what);
}

std::string show(ExprRef e) { return e ? e->str() : "null"; }

/// A small pseudo-random stream seeded by the input, for the ranges and the
/// point: the same input always checks the same point.
struct Stream {
  uint64_t state;
  int64_t next(int64_t lo, int64_t hi) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return lo + int64_t((state >> 33) % uint64_t(hi - lo + 1));
  }
};

void checkExpr(ExprContext &ctx, ExprRef e, llvm::StringRef text) {
  std::string printed = e->str();
  check(e->getDepth() <= kMaxExprDepth && e->getWidth() <= kMaxExprTerms &&
            e->getSize() <= kMaxExprSize,
        "deeper or larger than the limits: " + printed);
  ExprParseResult again = parseExpr(printed, ctx);
  check(again.expr == e, "'" + printed + "' parses back as " +
                             show(again.expr) + " (" + again.error + ")");

  llvm::SmallVector<ExprRef, 8> symbols;
  e->collectSymbols(symbols);
  Stream rng{llvm::hash_value(text)};
  llvm::DenseMap<ExprRef, std::pair<int64_t, int64_t>> ranges;
  llvm::DenseMap<ExprRef, int64_t> point;
  llvm::DenseMap<ExprRef, ExprRef> constants;
  for (ExprRef s : symbols) {
    int64_t lo = rng.next(-8, 16), hi = lo + rng.next(0, 24);
    ranges[s] = {lo, hi};
    int64_t v = rng.next(lo, hi);
    point[s] = v;
    constants[s] = ctx.getConstant(v);
  }

  std::optional<int64_t> value = e->evaluate(point);
  ExprRef folded = ctx.substitute(e, constants);
  if (value) {
    check(folded != nullptr, printed + " = " + std::to_string(*value) +
                                 " but substituting the point gives null");
    // A fold that overflows int64 stays an (opaque) expression.
    if (folded->isConstant())
      check(folded->getConstant() == *value,
            printed + " = " + std::to_string(*value) +
                " but substituting the point gives " + show(folded));
  }

  // ShapeEnv's queries cost more per symbol and term; real dims are small.
  if (!value || symbols.size() > 32 || e->getSize() > 2048)
    return;
  ShapeEnv env(ctx);
  for (ExprRef s : symbols)
    env.declareSymbol(s->getSymbolName(), ranges[s].first, ranges[s].second);
  Interval bounds = env.bounds(e);
  check(bounds.contains(*value),
        printed + " = " + std::to_string(*value) + " is outside its bounds");
  ExprRef c = ctx.getConstant(*value);
  check(env.isEq(e, c) != Truth::False, printed + " == value is False");
  check(env.isNe(e, c) != Truth::True, printed + " != value is True");
  check(env.isLe(e, c) != Truth::False, printed + " <= value is False");
  check(env.isGe(e, c) != Truth::False, printed + " >= value is False");
  check(env.isLt(e, c) != Truth::True, printed + " < value is True");
  for (int64_t d : {2, 3, 4}) {
    bool divides = *value % d == 0;
    Truth t = env.isDivisible(e, d);
    check(t == Truth::Unknown || (t == Truth::True) == divides,
          printed + " divisible by " + std::to_string(d) + " is wrong");
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  ExprContext ctx;
  ExprParseResult r = parseExpr(text, ctx);
  if (r.expr)
    checkExpr(ctx, r.expr, text);
  else
    check(!r.error.empty() && r.errorOffset <= size,
          "an error without a message or outside the input");

  GuardParseResult g = parseGuard(text, ctx);
  if (g.guard) {
    std::string printed = printGuard(*g.guard);
    GuardParseResult again = parseGuard(printed, ctx);
    check(again.guard && *again.guard == *g.guard,
          "guard '" + printed + "' does not parse back (" + again.error + ")");
  } else {
    check(!g.error.empty() && g.errorOffset <= size,
          "a guard error without a message or outside the input");
  }
  return 0;
}
