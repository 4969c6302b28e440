//===- ShapeEnv.cpp - Symbol ranges, guards, three-valued queries ---------===//
//
// Bounds are computed in 128-bit arithmetic with explicit infinities, so no
// int64 overflow can make them unsound: every rounding widens the interval.
// Guards are digested by rebuildFacts() into substitutions, narrowed symbol
// ranges, known divisors and a list of facts matched against each query.
//
//===----------------------------------------------------------------------===//

#include "tocc/Shape/ShapeEnv.h"

#include "ExprImpl.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <functional>
#include <limits>
#include <numeric>

using namespace llvm;
using namespace tocc::shape;

namespace {

constexpr int64_t kI64Min = std::numeric_limits<int64_t>::min();
constexpr int64_t kI64Max = std::numeric_limits<int64_t>::max();

//===----------------------------------------------------------------------===//
// Extended integers
//===----------------------------------------------------------------------===//

using I128 = __int128;

/// Finite bounds stay within [-kBig, kBig]; +-kInf are the infinities.
constexpr I128 kBig = I128(1) << 100;
constexpr I128 kInf = I128(1) << 110;

bool isInf(I128 x) { return x >= kInf || x <= -kInf; }
int sign(I128 x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }

/// Rounds a lower bound down to a representable one (weaker, so sound).
I128 normLo(I128 x) {
  if (x < -kBig)
    return -kInf;
  return x > kBig ? kBig : x;
}
/// Rounds an upper bound up to a representable one.
I128 normHi(I128 x) {
  if (x > kBig)
    return kInf;
  return x < -kBig ? -kBig : x;
}

I128 extAdd(I128 a, I128 b) {
  if (isInf(a))
    return a;
  if (isInf(b))
    return b;
  return a + b;
}

I128 extMul(I128 a, I128 b) {
  if (a == 0 || b == 0)
    return 0;
  int s = sign(a) * sign(b);
  if (isInf(a) || isInf(b))
    return s * kInf;
  I128 r;
  if (__builtin_mul_overflow(a, b, &r) || r >= kInf || r <= -kInf)
    return s * kInf;
  return r;
}

I128 floorDiv128(I128 a, I128 b) {
  I128 q = a / b, r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    --q;
  return q;
}
I128 ceilDiv128(I128 a, I128 b) {
  I128 q = a / b, r = a % b;
  if (r != 0 && ((r < 0) == (b < 0)))
    ++q;
  return q;
}
I128 mod128(I128 a, I128 b) { return a - b * floorDiv128(a, b); }
I128 gcd128(I128 a, I128 b) {
  if (a < 0)
    a = -a;
  if (b < 0)
    b = -b;
  while (b != 0) {
    I128 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/// floor(a / b) or ceil(a / b) of extended values, b != 0, as the limit of
/// the real quotient (finite / inf is 0).
I128 extDiv(I128 a, I128 b, bool isCeil) {
  if (isInf(b))
    return isInf(a) ? sign(a) * sign(b) * kInf : 0;
  if (isInf(a))
    return sign(a) * sign(b) * kInf;
  return isCeil ? ceilDiv128(a, b) : floorDiv128(a, b);
}

/// A closed interval of extended integers; lo > hi means empty.
struct Rng {
  I128 lo, hi;

  static Rng full() { return {-kInf, kInf}; }
  static Rng point(I128 v) { return {v, v}; }
  static Rng of(I128 lo, I128 hi) { return {normLo(lo), normHi(hi)}; }
  bool isEmpty() const { return lo > hi; }
  bool contains(I128 v) const { return lo <= v && v <= hi; }
  Rng meet(const Rng &o) const {
    return {std::max(lo, o.lo), std::min(hi, o.hi)};
  }
};

Rng addRng(const Rng &a, const Rng &b) {
  return Rng::of(extAdd(a.lo, b.lo), extAdd(a.hi, b.hi));
}

Rng mulRng(const Rng &a, const Rng &b) {
  I128 c[4] = {extMul(a.lo, b.lo), extMul(a.lo, b.hi), extMul(a.hi, b.lo),
               extMul(a.hi, b.hi)};
  return Rng::of(*std::min_element(c, c + 4), *std::max_element(c, c + 4));
}

Rng scaleRng(I128 k, const Rng &a) { return mulRng(Rng::point(k), a); }

/// a**m for m >= 1, using that even powers are non-negative.
Rng powRng(const Rng &a, unsigned m) {
  auto pw = [&](I128 x) {
    I128 r = 1;
    for (unsigned i = 0; i != m; ++i)
      r = extMul(r, x);
    return r;
  };
  if (m % 2 == 1)
    return Rng::of(pw(a.lo), pw(a.hi));
  if (a.lo >= 0)
    return Rng::of(pw(a.lo), pw(a.hi));
  if (a.hi <= 0)
    return Rng::of(pw(a.hi), pw(a.lo));
  return Rng::of(0, std::max(pw(a.lo), pw(a.hi)));
}

/// The floor or ceiling quotient of intervals; the divisor must exclude 0.
Rng divRng(const Rng &x, const Rng &y, bool isCeil) {
  if (y.contains(0))
    return Rng::full();
  I128 c[4] = {extDiv(x.lo, y.lo, isCeil), extDiv(x.lo, y.hi, isCeil),
               extDiv(x.hi, y.lo, isCeil), extDiv(x.hi, y.hi, isCeil)};
  return Rng::of(*std::min_element(c, c + 4), *std::max_element(c, c + 4));
}

int64_t gcd64(int64_t a, int64_t b) {
  return static_cast<int64_t>(
      std::gcd(static_cast<uint64_t>(a < 0 ? -static_cast<uint64_t>(a) : a),
               static_cast<uint64_t>(b < 0 ? -static_cast<uint64_t>(b) : b)));
}

/// lcm of two divisors of some c; both positive.
int64_t lcmOfDivisors(int64_t a, int64_t b) { return a / gcd64(a, b) * b; }

//===----------------------------------------------------------------------===//
// Viewing canonical sums
//===----------------------------------------------------------------------===//

bool isPlain(ExprRef e, ExprKind kind) { return isPlainKind(e, kind); }

using TermRef = TermView;

/// Splits a canonical expression into terms and a constant. `e` must
/// outlive the views (they may point into its node).
int64_t splitSum(const ExprRef &e, SmallVectorImpl<TermRef> &terms) {
  return viewSum(e, terms);
}

/// The positive constant divisor of a plain division or mod node.
std::optional<int64_t> positiveDivisor(ExprRef e) {
  if (ExprContextImpl::isOpaque(e))
    return std::nullopt;
  ExprKind k = e->getKind();
  if (k != ExprKind::FloorDiv && k != ExprKind::CeilDiv && k != ExprKind::Mod)
    return std::nullopt;
  ExprRef rhs = e->getOperands()[1];
  if (!rhs->isConstant() || rhs->getConstant() <= 0)
    return std::nullopt;
  return rhs->getConstant();
}

/// `e` as a*s + k for a symbol s.
struct LinearOne {
  ExprRef sym;
  int64_t a, k;
};
std::optional<LinearOne> asLinearInOneSymbol(ExprRef e) {
  SmallVector<TermRef, 4> terms;
  int64_t k = splitSum(e, terms);
  if (terms.size() != 1 || terms[0].factors.size() != 1 ||
      !terms[0].factors[0]->isSymbol())
    return std::nullopt;
  return LinearOne{terms[0].factors[0], terms[0].coeff, k};
}

bool sharesSymbol(ArrayRef<ExprRef> a, ArrayRef<ExprRef> b) {
  for (ExprRef x : a)
    if (llvm::is_contained(b, x))
      return true;
  return false;
}

} // namespace

//===----------------------------------------------------------------------===//
// Truth, Guard, printing and parsing
//===----------------------------------------------------------------------===//

StringRef tocc::shape::toString(Truth t) {
  switch (t) {
  case Truth::False:
    return "false";
  case Truth::True:
    return "true";
  case Truth::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown Truth");
}

/// Builds a guard from two sides; `lhs OP 0` keeps no sides, so that the
/// printed `X OP 0` parses back to the same guard.
static Guard makeSided(Guard::Kind kind, ExprRef lhs, ExprRef rhs,
                       std::string reason) {
  Guard g;
  g.kind = kind;
  g.reason = std::move(reason);
  if (!lhs || !rhs)
    return g; // about an unknown value: no expression
  if (rhs->isConstant() && rhs->getConstant() == 0) {
    g.expr = lhs;
  } else {
    g.expr = lhs->getContext().sub(lhs, rhs);
    g.lhs = lhs;
    g.rhs = rhs;
  }
  return g;
}

Guard Guard::eq(ExprRef lhs, ExprRef rhs, std::string reason) {
  return makeSided(EqZero, lhs, rhs, std::move(reason));
}
Guard Guard::ge(ExprRef lhs, ExprRef rhs, std::string reason) {
  return makeSided(GeZero, lhs, rhs, std::move(reason));
}
Guard Guard::ne(ExprRef lhs, ExprRef rhs, std::string reason) {
  return makeSided(NeZero, lhs, rhs, std::move(reason));
}
Guard Guard::divisible(ExprRef e, int64_t c, std::string reason) {
  Guard g;
  g.kind = EqZero;
  g.reason = std::move(reason);
  if (!e)
    return g;
  ExprContext &ctx = e->getContext();
  g.expr = c == 0 ? e : ctx.mod(e, ctx.getConstant(c));
  return g;
}

static StringRef kindSpelling(Guard::Kind kind) {
  switch (kind) {
  case Guard::EqZero:
    return "==";
  case Guard::GeZero:
    return ">=";
  case Guard::NeZero:
    return "!=";
  }
  llvm_unreachable("unknown guard kind");
}

void tocc::shape::printGuard(raw_ostream &os, const Guard &g) {
  if (!g.expr) {
    os << "<null guard>";
    return;
  }
  if (g.lhs && g.rhs)
    os << g.lhs << ' ' << kindSpelling(g.kind) << ' ' << g.rhs;
  else
    os << g.expr << ' ' << kindSpelling(g.kind) << " 0";
}

std::string tocc::shape::printGuard(const Guard &g) {
  std::string s;
  raw_string_ostream os(s);
  printGuard(os, g);
  return s;
}

GuardParseResult tocc::shape::parseGuardPrefix(StringRef text,
                                               ExprContext &ctx) {
  GuardParseResult result;
  auto fail = [&](size_t offset, const Twine &msg) {
    result.error = msg.str();
    result.errorOffset = offset;
    return result;
  };
  ExprParseResult lhs = parseExprPrefix(text, ctx);
  if (!lhs.expr)
    return fail(lhs.errorOffset, lhs.error);
  size_t pos = lhs.consumed;
  while (pos < text.size() && isSpace(text[pos]))
    ++pos;
  StringRef rest = text.drop_front(pos);
  StringRef op;
  for (StringRef candidate : {"==", ">=", "!=", "<=", ">", "<"}) {
    if (rest.starts_with(candidate)) {
      op = candidate;
      break;
    }
  }
  if (op.empty())
    return fail(pos, "expected '==', '>=' or '!=' in guard");
  size_t opPos = pos;
  pos += op.size();
  ExprParseResult rhs = parseExprPrefix(text.drop_front(pos), ctx);
  if (!rhs.expr)
    return fail(pos + rhs.errorOffset, rhs.error);
  pos += rhs.consumed;

  ExprRef a = lhs.expr, b = rhs.expr, one = ctx.getConstant(1);
  if (op == "==")
    result.guard = Guard::eq(a, b);
  else if (op == ">=")
    result.guard = Guard::ge(a, b);
  else if (op == "!=")
    result.guard = Guard::ne(a, b);
  else if (op == "<=")
    result.guard = Guard::ge(b, a);
  else if (op == ">")
    result.guard = Guard::ge(a, ctx.add(b, one));
  else
    result.guard = Guard::ge(b, ctx.add(a, one));
  // lhs - rhs (or rhs - lhs + 1) is refused: too deep or too large.
  if (!result.guard->expr)
    return fail(opPos, ctx.getLastRefusal() == ExprContext::Refusal::TooLarge
                           ? tooLargeMessage()
                           : tooDeepMessage());
  result.consumed = pos;
  return result;
}

GuardParseResult tocc::shape::parseGuard(StringRef text, ExprContext &ctx) {
  GuardParseResult result = parseGuardPrefix(text, ctx);
  if (!result.guard)
    return result;
  size_t pos = result.consumed;
  while (pos < text.size() && isSpace(text[pos]))
    ++pos;
  if (pos != text.size()) {
    GuardParseResult bad;
    bad.error = "unexpected text after guard";
    bad.errorOffset = pos;
    return bad;
  }
  result.consumed = pos;
  return result;
}

//===----------------------------------------------------------------------===//
// Facts: what the guards teach
//===----------------------------------------------------------------------===//

struct ShapeEnv::Facts {
  struct Fact {
    ExprRef expr; // simplified
    Guard::Kind kind;
    SmallVector<ExprRef, 4> symbols;
  };
  /// Eliminated symbol -> its replacement (which mentions no eliminated
  /// symbol).
  DenseMap<ExprRef, ExprRef> replacements;
  /// Ranges the queries use: the declared ones narrowed by the facts.
  DenseMap<ExprRef, std::pair<int64_t, int64_t>> ranges;
  /// Expression -> a positive integer known to divide it.
  DenseMap<ExprRef, int64_t> divisors;
  std::vector<Fact> list;
};

ShapeEnv::ShapeEnv(ExprContext &ctx)
    : ctx(ctx), facts(std::make_unique<Facts>()) {}
ShapeEnv::~ShapeEnv() = default;

//===----------------------------------------------------------------------===//
// Bounds
//===----------------------------------------------------------------------===//

/// Computes bounds of one query, memoizing subexpressions. Beyond interval
/// arithmetic it tries, for sums, relaxations that keep the correlation
/// between a division (or min/max) and the rest of the sum.
class ShapeEnv::BoundsSolver {
public:
  explicit BoundsSolver(const ShapeEnv &env) : env(env), ctx(env.ctx) {}

  Rng compute(ExprRef e, unsigned depth = 0) {
    // A relaxation that would build an expression deeper than
    // kMaxExprDepth gets null: it says nothing.
    if (!e)
      return Rng::full();
    auto it = memo.find(e);
    if (it != memo.end())
      return it->second;
    Rng r = structural(e, depth);
    if (depth < kMaxDepth && isPlain(e, ExprKind::Add)) {
      r = r.meet(relaxDivisions(e, depth));
      relaxMinMax(e, depth, r);
    }
    memo[e] = r;
    return r;
  }

  /// gcd(c, some integer known to divide e), for c > 0.
  int64_t knownGcd(ExprRef e, int64_t c) {
    if (e->isConstant())
      return gcd64(*modInt(e->getConstant(), c), c);
    int64_t fromFacts = 1;
    auto it = env.facts->divisors.find(e);
    if (it != env.facts->divisors.end())
      fromFacts = gcd64(it->second, c);
    int64_t structural = 1;
    ArrayRef<ExprRef> ops = e->getOperands();
    if (isPlain(e, ExprKind::Add) || isPlain(e, ExprKind::Min) ||
        isPlain(e, ExprKind::Max)) {
      structural = c;
      for (ExprRef op : ops)
        structural = gcd64(structural, knownGcd(op, c));
    } else if (isPlain(e, ExprKind::Mul)) {
      I128 p = 1;
      for (ExprRef op : ops)
        p = gcd64(static_cast<int64_t>(mod128(p * knownGcd(op, c), c)), c);
      structural = static_cast<int64_t>(p);
    } else if (e->getKind() == ExprKind::Mod) {
      if (std::optional<int64_t> d = positiveDivisor(e))
        structural = gcd64(knownGcd(ops[0], c), gcd64(*d, c));
    }
    return lcmOfDivisors(fromFacts, structural);
  }

private:
  static constexpr unsigned kMaxDepth = 6;
  static constexpr unsigned kMaxRelaxations = 64;

  Rng symbolRange(ExprRef s) {
    auto it = env.facts->ranges.find(s);
    if (it != env.facts->ranges.end())
      return Rng::of(it->second.first, it->second.second);
    // A symbol is bound to an int64.
    return Rng::of(kI64Min, kI64Max);
  }

  Rng structural(ExprRef e, unsigned depth) {
    ArrayRef<ExprRef> ops = e->getOperands();
    switch (e->getKind()) {
    case ExprKind::Constant:
      return Rng::point(e->getConstant());
    case ExprKind::Symbol:
      return symbolRange(e);
    case ExprKind::Add: {
      Rng r = Rng::point(0);
      for (ExprRef op : ops)
        r = addRng(r, compute(op, depth));
      return r;
    }
    case ExprKind::Mul: {
      Rng r = Rng::point(1);
      // Operands are sorted, so repeated factors are adjacent.
      for (size_t i = 0; i != ops.size();) {
        size_t j = i + 1;
        while (j != ops.size() && ops[j] == ops[i])
          ++j;
        Rng f = compute(ops[i], depth);
        r = mulRng(r, j - i == 1 ? f : powRng(f, j - i));
        i = j;
      }
      return r;
    }
    case ExprKind::FloorDiv:
    case ExprKind::CeilDiv:
      return divRng(compute(ops[0], depth), compute(ops[1], depth),
                    e->getKind() == ExprKind::CeilDiv);
    case ExprKind::Mod:
      return modBounds(ops[0], ops[1], depth);
    case ExprKind::Min:
    case ExprKind::Max: {
      bool isMin = e->getKind() == ExprKind::Min;
      Rng r = compute(ops[0], depth);
      for (ExprRef op : ops.drop_front()) {
        Rng o = compute(op, depth);
        r = isMin ? Rng{std::min(r.lo, o.lo), std::min(r.hi, o.hi)}
                  : Rng{std::max(r.lo, o.lo), std::max(r.hi, o.hi)};
      }
      return r;
    }
    }
    llvm_unreachable("unknown ExprKind");
  }

  Rng modBounds(ExprRef x, ExprRef y, unsigned depth) {
    Rng rx = compute(x, depth);
    if (y->isConstant()) {
      int64_t c = y->getConstant();
      if (c == 0)
        return Rng::full();
      // Within one block of c consecutive values, x mod c is monotone.
      if (!isInf(rx.lo) && !isInf(rx.hi) &&
          floorDiv128(rx.lo, c) == floorDiv128(rx.hi, c))
        return Rng::of(mod128(rx.lo, c), mod128(rx.hi, c));
      if (c < 0)
        return Rng::of(I128(c) + 1, 0);
      // x = p + k with g | p (g | c) leaves x mod c in k mod g + g*j.
      SmallVector<TermRef, 8> terms;
      int64_t k = splitSum(x, terms);
      int64_t g = c;
      for (const TermRef &t : terms)
        g = gcd64(g, knownGcd(t.node, c));
      I128 residue = mod128(k, g);
      return Rng::of(residue, I128(c) - g + residue);
    }
    Rng ry = compute(y, depth);
    if (ry.lo > 0) {
      // 0 <= x mod y < y, and x mod y = x when 0 <= x < y.
      if (rx.lo >= 0 && rx.hi < ry.lo)
        return rx;
      Rng r = Rng::of(0, extAdd(ry.hi, -1));
      if (rx.lo >= 0)
        r.hi = std::min(r.hi, rx.hi);
      return r;
    }
    if (ry.hi < 0)
      return Rng::of(extAdd(ry.lo, 1), 0);
    return Rng::full();
  }

  /// With x floordiv c = (x - r)/c and x ceildiv c = (x + r')/c for
  /// r, r' in [0, c-1] (0 when c divides x), L times the sum is a sum
  /// without those divisions plus an interval; for L = lcm of the divisors.
  Rng relaxDivisions(ExprRef e, unsigned depth) {
    SmallVector<TermRef, 8> terms;
    int64_t k = splitSum(e, terms);
    if (terms.size() < 2 || relaxations >= kMaxRelaxations)
      return Rng::full();
    I128 L = 1;
    bool any = false;
    for (const TermRef &t : terms) {
      if (t.factors.size() != 1 || isPlain(t.factors[0], ExprKind::Mod))
        continue;
      if (std::optional<int64_t> c = positiveDivisor(t.factors[0])) {
        any = true;
        L = L / gcd128(L, *c) * *c;
        if (L > (I128(1) << 30))
          return Rng::full();
      }
    }
    if (!any)
      return Rng::full();
    ++relaxations;
    I128 scaledK = L * k;
    if (scaledK < kI64Min || scaledK > kI64Max)
      return Rng::full();
    ExprRef sum = ctx.getConstant(static_cast<int64_t>(scaledK));
    Rng extra = Rng::point(0);
    for (const TermRef &t : terms) {
      std::optional<int64_t> c;
      if (t.factors.size() == 1 && !isPlain(t.factors[0], ExprKind::Mod))
        c = positiveDivisor(t.factors[0]);
      if (!c) {
        sum = ctx.add(
            sum, ctx.mul(ctx.getConstant(static_cast<int64_t>(L)), t.node));
        continue;
      }
      I128 scale = L / *c * t.coeff;
      if (scale < kI64Min || scale > kI64Max)
        return Rng::full();
      ExprRef numerator = t.factors[0]->getOperands()[0];
      sum = ctx.add(sum, ctx.mul(ctx.getConstant(static_cast<int64_t>(scale)),
                                 numerator));
      if (knownGcd(numerator, *c) == *c)
        continue;
      // numerator = p + k with g | p (g | c): its remainder mod c is
      // k mod g + g*j, so r is in [k mod g, c - g + k mod g] (the
      // ceiling's r' = (-numerator) mod c likewise with -k); after
      // `h mod 8 == 0`, (h + 7) floordiv 8 is exactly (h + 7 - 7)/8.
      SmallVector<TermRef, 8> numTerms;
      int64_t k = splitSum(numerator, numTerms);
      int64_t g = *c;
      for (const TermRef &nt : numTerms)
        g = gcd64(g, knownGcd(nt.node, *c));
      bool isCeil = t.factors[0]->getKind() == ExprKind::CeilDiv;
      I128 residue = mod128(isCeil ? -I128(k) : I128(k), g);
      Rng r = isCeil ? Rng::of(residue, I128(*c) - g + residue)
                     : Rng::of(-(I128(*c) - g + residue), -residue);
      extra = addRng(extra, scaleRng(scale, r));
    }
    Rng total = addRng(compute(sum, depth + 1), extra);
    return Rng::of(extDiv(total.lo, L, /*isCeil=*/true),
                   extDiv(total.hi, L, /*isCeil=*/false));
  }

  /// In a sum, c*min(a, b) <= c*a for c > 0 (and the mirrored cases); also
  /// x mod y <= x when x >= 0. Each replacement gives one side a bound.
  void relaxMinMax(ExprRef e, unsigned depth, Rng &r) {
    SmallVector<TermRef, 8> terms;
    splitSum(e, terms);
    if (terms.size() < 2)
      return;
    unsigned tried = 0;
    for (const TermRef &t : terms) {
      if (t.factors.size() != 1 || relaxations >= kMaxRelaxations)
        continue;
      ExprRef atom = t.factors[0];
      bool isMin = isPlain(atom, ExprKind::Min);
      bool isMax = isPlain(atom, ExprKind::Max);
      SmallVector<ExprRef, 4> candidates;
      bool forUpper;
      if (isMin || isMax) {
        candidates.append(atom->getOperands().begin(),
                          atom->getOperands().end());
        forUpper = isMin == (t.coeff > 0);
      } else if (isPlain(atom, ExprKind::Mod) &&
                 compute(atom->getOperands()[0], depth).lo >= 0 &&
                 compute(atom->getOperands()[1], depth).lo > 0) {
        candidates.push_back(atom->getOperands()[0]);
        forUpper = t.coeff > 0;
      } else {
        continue;
      }
      if (++tried > 2)
        return;
      ++relaxations;
      ExprRef rest = ctx.sub(e, t.node);
      for (ExprRef cand : ArrayRef<ExprRef>(candidates).take_front(4)) {
        ExprRef replaced =
            ctx.add(rest, ctx.mul(ctx.getConstant(t.coeff), cand));
        Rng b = compute(replaced, depth + 1);
        if (forUpper)
          r.hi = std::min(r.hi, b.hi);
        else
          r.lo = std::max(r.lo, b.lo);
      }
    }
  }

  const ShapeEnv &env;
  ExprContext &ctx;
  DenseMap<ExprRef, Rng> memo;
  unsigned relaxations = 0;
};

/// Bounds this far out come from int64's own limits (a symbol without a
/// maximum is still at most INT64_MAX); they are reported as missing.
static Interval toInterval(const Rng &r) {
  constexpr I128 kFar = I128(1) << 62;
  Interval out;
  if (r.lo > -kFar)
    out.lo = r.lo > kI64Max ? kI64Max : static_cast<int64_t>(r.lo);
  if (r.hi < kFar)
    out.hi = r.hi < kI64Min ? kI64Min : static_cast<int64_t>(r.hi);
  return out;
}

Interval ShapeEnv::bounds(ExprRef e) const {
  BoundsSolver solver(*this);
  return toInterval(solver.compute(simplify(e)));
}

/// `e` with the divisions whose numerator the facts make a known multiple
/// of the divisor plus a constant computed: with h a multiple of 8,
/// (h + 7) floordiv 8 and h ceildiv 8 are h floordiv 8, (h + 9) mod 8 is 1.
/// Null where a rebuilt part is refused (too deep).
static ExprRef
reduceDivisions(ExprRef e, ExprContext &ctx,
                const std::function<int64_t(ExprRef, int64_t)> &gcd,
                DenseMap<ExprRef, ExprRef> &memo) {
  if (!e || e->isConstant() || e->isSymbol())
    return e;
  auto it = memo.find(e);
  if (it != memo.end())
    return it->second;
  SmallVector<ExprRef, 4> ops;
  bool changed = false;
  for (ExprRef op : e->getOperands()) {
    ops.push_back(reduceDivisions(op, ctx, gcd, memo));
    if (!ops.back())
      return memo[e] = nullptr;
    changed |= ops.back() != op;
  }
  ExprKind kind = e->getKind();
  ExprRef result = e;
  if (changed) {
    auto fold = [&](auto fn) {
      ExprRef r = ops[0];
      for (ExprRef op : ArrayRef<ExprRef>(ops).drop_front())
        r = r ? (ctx.*fn)(r, op) : nullptr;
      return r;
    };
    switch (kind) {
    case ExprKind::Add:
      result = fold(&ExprContext::add);
      break;
    case ExprKind::Mul:
      result = fold(&ExprContext::mul);
      break;
    case ExprKind::Min:
      result = fold(&ExprContext::min);
      break;
    case ExprKind::Max:
      result = fold(&ExprContext::max);
      break;
    case ExprKind::FloorDiv:
      result = ctx.floorDiv(ops[0], ops[1]);
      break;
    case ExprKind::CeilDiv:
      result = ctx.ceilDiv(ops[0], ops[1]);
      break;
    case ExprKind::Mod:
      result = ctx.mod(ops[0], ops[1]);
      break;
    default:
      break;
    }
  }
  if (result &&
      (kind == ExprKind::FloorDiv || kind == ExprKind::CeilDiv ||
       kind == ExprKind::Mod) &&
      result->getKind() == kind && result->getOperands()[1]->isConstant() &&
      result->getOperands()[1]->getConstant() > 1) {
    int64_t c = result->getOperands()[1]->getConstant();
    ExprRef num = result->getOperands()[0];
    SmallVector<TermRef, 8> terms;
    int64_t k = splitSum(num, terms);
    int64_t g = c;
    for (const TermRef &t : terms)
      g = gcd64(g, gcd(t.node, c));
    if (g == c && !terms.empty()) {
      ExprRef p = ctx.sub(num, ctx.getConstant(k));
      ExprRef cc = ctx.getConstant(c);
      if (kind == ExprKind::Mod)
        result = ctx.getConstant(static_cast<int64_t>(mod128(k, c)));
      else if (p)
        result = ctx.add(ctx.floorDiv(p, cc),
                         ctx.getConstant(static_cast<int64_t>(
                             kind == ExprKind::CeilDiv ? ceilDiv128(k, c)
                                                       : floorDiv128(k, c))));
    }
  }
  return memo[e] = result;
}

ExprRef ShapeEnv::simplify(ExprRef e) const {
  if (!e)
    return nullptr;
  ExprRef s = ctx.substitute(e, facts->replacements);
  if (!s || facts->divisors.empty())
    return s;
  BoundsSolver solver(*this);
  DenseMap<ExprRef, ExprRef> memo;
  return reduceDivisions(
      s, ctx, [&](ExprRef x, int64_t c) { return solver.knownGcd(x, c); },
      memo);
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

Truth ShapeEnv::truthOf(ExprRef d, Guard::Kind kind) const {
  // Null: the difference is too deep an expression, or the simplification
  // met a divisor that became 0.
  if (!d)
    return Truth::Unknown;
  BoundsSolver solver(*this);
  Rng r = solver.compute(d);
  SmallVector<I128, 4> excluded;

  SmallVector<ExprRef, 8> dSyms;
  d->collectSymbols(dSyms);
  SmallVector<TermRef, 8> dTerms;
  splitSum(d, dTerms);
  for (const Facts::Fact &f : facts->list) {
    if (!sharesSymbol(dSyms, f.symbols))
      continue;
    // d = lambda*g + rest; candidates for lambda: +-1 and the ratio of the
    // coefficients of g's first term and d's matching term.
    SmallVector<int64_t, 3> lambdas = {1, -1};
    SmallVector<TermRef, 8> gTerms;
    splitSum(f.expr, gTerms);
    if (!gTerms.empty()) {
      for (const TermRef &t : dTerms) {
        if (t.factors != gTerms[0].factors)
          continue;
        I128 cg = gTerms[0].coeff, cd = t.coeff;
        if (cd % cg == 0 && cd / cg <= kI64Max &&
            !llvm::is_contained(lambdas, static_cast<int64_t>(cd / cg)))
          lambdas.push_back(static_cast<int64_t>(cd / cg));
      }
    }
    for (int64_t lambda : lambdas) {
      if (lambda == 0)
        continue;
      ExprRef rest = ctx.sub(d, ctx.mul(ctx.getConstant(lambda), f.expr));
      Rng rr = solver.compute(rest);
      switch (f.kind) {
      case Guard::EqZero:
        r = r.meet(rr);
        break;
      case Guard::GeZero:
        if (lambda > 0)
          r.lo = std::max(r.lo, rr.lo);
        else
          r.hi = std::min(r.hi, rr.hi);
        break;
      case Guard::NeZero:
        if (rest && rest->isConstant())
          excluded.push_back(rest->getConstant());
        break;
      }
    }
  }
  for (unsigned pass = 0; pass != 2; ++pass) {
    for (I128 v : excluded) {
      if (r.lo == v)
        ++r.lo;
      if (r.hi == v)
        --r.hi;
    }
  }
  // Contradictory assumptions: claim nothing rather than everything.
  if (r.isEmpty())
    return Truth::Unknown;
  bool zeroExcluded = llvm::is_contained(excluded, I128(0));
  switch (kind) {
  case Guard::EqZero:
  case Guard::NeZero: {
    Truth eq = Truth::Unknown;
    if (r.lo == 0 && r.hi == 0)
      eq = Truth::True;
    else if (!r.contains(0) || zeroExcluded)
      eq = Truth::False;
    if (kind == Guard::EqZero || eq == Truth::Unknown)
      return eq;
    return eq == Truth::True ? Truth::False : Truth::True;
  }
  case Guard::GeZero:
    if (r.lo >= 0)
      return Truth::True;
    if (r.hi < 0)
      return Truth::False;
    return Truth::Unknown;
  }
  llvm_unreachable("unknown guard kind");
}

Truth ShapeEnv::isEq(ExprRef a, ExprRef b) const {
  if (!a || !b)
    return Truth::Unknown;
  if (a == b)
    return Truth::True;
  return truthOf(simplify(ctx.sub(a, b)), Guard::EqZero);
}
Truth ShapeEnv::isNe(ExprRef a, ExprRef b) const {
  if (!a || !b)
    return Truth::Unknown;
  if (a == b)
    return Truth::False;
  return truthOf(simplify(ctx.sub(a, b)), Guard::NeZero);
}
// a < b  <=>  b - a - 1 >= 0
Truth ShapeEnv::isLt(ExprRef a, ExprRef b) const {
  if (!a || !b)
    return Truth::Unknown;
  if (a == b)
    return Truth::False;
  return truthOf(simplify(ctx.sub(ctx.sub(b, a), constant(1))), Guard::GeZero);
}
Truth ShapeEnv::isLe(ExprRef a, ExprRef b) const {
  if (!a || !b)
    return Truth::Unknown;
  if (a == b)
    return Truth::True;
  return truthOf(simplify(ctx.sub(b, a)), Guard::GeZero);
}
Truth ShapeEnv::isGt(ExprRef a, ExprRef b) const { return isLt(b, a); }
Truth ShapeEnv::isGe(ExprRef a, ExprRef b) const { return isLe(b, a); }

Truth ShapeEnv::isDivisible(ExprRef e, int64_t c) const {
  if (!e)
    return Truth::Unknown;
  if (c == 0)
    return isEq(e, constant(0));
  if (c == kI64Min) {
    ExprRef s = simplify(e);
    if (s && s->isConstant())
      return s->getConstant() % c == 0 ? Truth::True : Truth::False;
    return Truth::Unknown;
  }
  if (c < 0)
    c = -c;
  if (c == 1)
    return Truth::True;
  return truthOf(ctx.mod(simplify(e), constant(c)), Guard::EqZero);
}

Truth ShapeEnv::evaluateGuard(const Guard &g) const {
  ExprRef expr = g.expr;
  if (g.lhs && g.rhs)
    expr = ctx.sub(g.lhs, g.rhs);
  if (!expr)
    return Truth::Unknown;
  return truthOf(simplify(expr), g.kind);
}

//===----------------------------------------------------------------------===//
// Symbols and ranges
//===----------------------------------------------------------------------===//

ExprRef ShapeEnv::declareSymbol(StringRef name, int64_t min,
                                std::optional<int64_t> max) {
  ExprRef sym = ctx.getSymbol(name);
  setRange(sym, min, max);
  return sym;
}

void ShapeEnv::setRange(ExprRef sym, int64_t min, std::optional<int64_t> max) {
  if (!sym || !sym->isSymbol())
    return;
  auto [it, inserted] = ranges.try_emplace(sym, SymbolRange{min, max});
  if (inserted)
    symbols.push_back(sym);
  else
    it->second = SymbolRange{min, max};
  rebuildFacts();
}

std::optional<SymbolRange> ShapeEnv::getRange(ExprRef sym) const {
  auto it = ranges.find(sym);
  if (it == ranges.end())
    return std::nullopt;
  return it->second;
}

Error ShapeEnv::checkRange(StringRef name, int64_t min,
                           std::optional<int64_t> max) {
  if (max && min > *max)
    return createStringError(inconvertibleErrorCode(),
                             "empty range [%lld, %lld] for symbol '%s'",
                             static_cast<long long>(min),
                             static_cast<long long>(*max), name.str().c_str());
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Guards
//===----------------------------------------------------------------------===//

Truth ShapeEnv::addGuard(Guard g) {
  if (g.lhs && g.rhs) {
    Guard sided = makeSided(g.kind, g.lhs, g.rhs, std::move(g.reason));
    g = std::move(sided);
  } else {
    g.lhs = g.rhs = nullptr;
  }
  // A guard about an unknown value says nothing.
  if (!g.expr)
    return Truth::Unknown;
  // When only checking, a guard is evaluated, never recorded.
  if (!recording)
    return evaluateGuard(g);
  if (!reasonPrefixes.empty()) {
    std::string prefix = llvm::join(reasonPrefixes, ": ");
    g.reason = g.reason.empty() ? prefix : prefix + ": " + g.reason;
  }

  ExprRef negated = ctx.neg(g.expr);
  for (size_t i = 0; i != guards.size(); ++i) {
    const Guard &old = guards[i];
    if (old.kind == g.kind && (old.expr == g.expr || (g.kind != Guard::GeZero &&
                                                      old.expr == negated)))
      return contradicts[i] ? Truth::False : Truth::True;
  }

  Truth known = evaluateGuard(g);
  if (known == Truth::True)
    return Truth::True;
  guards.push_back(std::move(g));
  contradicts.push_back(known == Truth::False);
  if (known == Truth::Unknown)
    rebuildFacts();
  return known;
}

/// Declaration index, undeclared symbols last: the later a symbol, the
/// sooner it is eliminated by an equality.
static size_t declarationRank(ArrayRef<ExprRef> symbols, ExprRef s) {
  const ExprRef *it = llvm::find(symbols, s);
  return it == symbols.end() ? symbols.size() : it - symbols.begin();
}

void ShapeEnv::rebuildFacts() {
  Facts &f = *facts;
  f.replacements.clear();
  f.ranges.clear();
  f.divisors.clear();
  f.list.clear();

  // Phase 1: equalities with a +-1 symbol become substitutions.
  for (size_t i = 0; i != guards.size(); ++i) {
    if (contradicts[i] || guards[i].kind != Guard::EqZero)
      continue;
    ExprRef g = ctx.substitute(guards[i].expr, f.replacements);
    if (!g)
      continue;
    SmallVector<TermRef, 8> terms;
    splitSum(g, terms);
    ExprRef best = nullptr;
    int64_t bestCoeff = 0;
    for (const TermRef &t : terms) {
      if (t.factors.size() != 1 || !t.factors[0]->isSymbol() ||
          (t.coeff != 1 && t.coeff != -1))
        continue;
      ExprRef s = t.factors[0];
      bool elsewhere = false;
      for (const TermRef &o : terms) {
        if (o.node == t.node)
          continue;
        SmallVector<ExprRef, 4> syms;
        o.node->collectSymbols(syms);
        elsewhere |= llvm::is_contained(syms, s);
      }
      if (elsewhere)
        continue;
      if (best) {
        size_t rb = declarationRank(symbols, best),
               rs = declarationRank(symbols, s);
        if (rs < rb || (rs == rb && ExprContextImpl::less(s, best)))
          continue;
      }
      best = s;
      bestCoeff = t.coeff;
    }
    if (!best)
      continue;
    // g = c*s + rest = 0  =>  s = -c*rest for c = +-1.
    ExprRef rest = ctx.sub(g, ctx.mul(constant(bestCoeff), best));
    ExprRef value = bestCoeff == 1 ? ctx.neg(rest) : rest;
    // Every replacement must stay an expression (not too deep).
    DenseMap<ExprRef, ExprRef> one;
    one[best] = value;
    DenseMap<ExprRef, ExprRef> updated;
    bool ok = value != nullptr;
    for (auto &entry : f.replacements) {
      if (!ok)
        break;
      ExprRef v = ctx.substitute(entry.second, one);
      ok = v != nullptr;
      updated[entry.first] = v;
    }
    if (!ok)
      continue;
    f.replacements = std::move(updated);
    f.replacements[best] = value;
  }

  // Phase 1b: an equality of two expressions that are not symbols (after
  // the substitutions above: `(h + 7) floordiv 8 == h floordiv 8`, which a
  // model's unexported check that its dims are multiples of 8 records)
  // replaces the larger one by the smaller wherever it occurs, so that
  // products and quotients of them compare equal too.
  for (size_t i = 0; i != guards.size(); ++i) {
    if (contradicts[i] || guards[i].kind != Guard::EqZero)
      continue;
    ExprRef g = ctx.substitute(guards[i].expr, f.replacements);
    if (!g)
      continue;
    SmallVector<TermRef, 8> terms;
    if (splitSum(g, terms) != 0 || terms.size() != 2 ||
        terms[0].coeff != -terms[1].coeff ||
        (terms[0].coeff != 1 && terms[0].coeff != -1) ||
        terms[0].factors.size() != 1 || terms[1].factors.size() != 1)
      continue;
    ExprRef a = terms[0].factors[0], b = terms[1].factors[0];
    if (a->isSymbol() || b->isSymbol() || a->isConstant() || b->isConstant())
      continue;
    if (a->getSize() < b->getSize() ||
        (a->getSize() == b->getSize() && ExprContextImpl::less(a, b)))
      std::swap(a, b);
    // a -> b; the earlier replacements' values see it too.
    DenseMap<ExprRef, ExprRef> one;
    one[a] = b;
    DenseMap<ExprRef, ExprRef> updated;
    bool ok = true;
    for (auto &entry : f.replacements) {
      ExprRef v = ctx.substitute(entry.second, one);
      ok &= v != nullptr;
      updated[entry.first] = v;
    }
    if (!ok || f.replacements.count(a))
      continue;
    f.replacements = std::move(updated);
    f.replacements[a] = b;
  }

  // Phase 2: the facts, in terms of the surviving symbols.
  auto addFact = [&](ExprRef e, Guard::Kind kind) {
    if (!e || e->isConstant())
      return;
    Facts::Fact fact{e, kind, {}};
    e->collectSymbols(fact.symbols);
    f.list.push_back(std::move(fact));
  };
  for (ExprRef s : symbols) {
    auto it = f.replacements.find(s);
    const SymbolRange &range = ranges[s];
    if (it == f.replacements.end() || (range.max && range.min > *range.max))
      continue;
    addFact(ctx.sub(it->second, constant(range.min)), Guard::GeZero);
    if (range.max)
      addFact(ctx.sub(constant(*range.max), it->second), Guard::GeZero);
  }
  for (size_t i = 0; i != guards.size(); ++i)
    if (!contradicts[i])
      addFact(ctx.substitute(guards[i].expr, f.replacements), guards[i].kind);

  // Declared ranges (empty ones are ignored), then narrowed.
  for (ExprRef s : symbols) {
    const SymbolRange &range = ranges[s];
    if (!range.max || range.min <= *range.max)
      f.ranges[s] = {range.min, range.max.value_or(kI64Max)};
  }
  auto narrow = [&](ExprRef s, I128 lo, I128 hi) {
    auto [it, inserted] = f.ranges.try_emplace(s, kI64Min, kI64Max);
    (void)inserted;
    I128 nlo = std::max<I128>(it->second.first, lo);
    I128 nhi = std::min<I128>(it->second.second, hi);
    if (nlo <= nhi)
      it->second = {static_cast<int64_t>(nlo), static_cast<int64_t>(nhi)};
  };
  auto addDivisor = [&](ExprRef x, int64_t c) {
    if (!x || x->isConstant() || c <= 1)
      return;
    int64_t &d = f.divisors[x];
    if (d == 0) {
      d = c;
      return;
    }
    I128 l = I128(d) / gcd64(d, c) * c;
    if (l <= kI64Max)
      d = static_cast<int64_t>(l);
  };
  SmallVector<std::pair<ExprRef, I128>, 4> excluded;
  for (const Facts::Fact &fact : f.list) {
    if (std::optional<LinearOne> lin = asLinearInOneSymbol(fact.expr)) {
      I128 a = lin->a, k = lin->k;
      switch (fact.kind) {
      case Guard::EqZero:
        if (k % a == 0)
          narrow(lin->sym, -k / a, -k / a);
        break;
      case Guard::GeZero:
        if (a > 0)
          narrow(lin->sym, ceilDiv128(-k, a), kI64Max);
        else
          narrow(lin->sym, kI64Min, floorDiv128(k, -a));
        break;
      case Guard::NeZero:
        if (k % a == 0)
          excluded.push_back({lin->sym, -k / a});
        break;
      }
      continue;
    }
    if (fact.kind != Guard::EqZero)
      continue;
    // k*(x mod c) == 0  =>  c divides x; and for x = m*y, c/gcd(c, m)
    // divides y.
    ExprRef m = fact.expr;
    if (isPlain(m, ExprKind::Mul) && m->getOperands().size() == 2 &&
        m->getOperands()[0]->isConstant())
      m = m->getOperands()[1];
    std::optional<int64_t> c = positiveDivisor(m);
    if (!c || m->getKind() != ExprKind::Mod)
      continue;
    ExprRef x = m->getOperands()[0];
    addDivisor(x, *c);
    SmallVector<TermRef, 2> xTerms;
    if (splitSum(x, xTerms) == 0 && xTerms.size() == 1 &&
        xTerms[0].coeff != 1) {
      ExprRef y = constant(1);
      for (ExprRef factor : xTerms[0].factors)
        y = ctx.mul(y, factor);
      addDivisor(y, *c / gcd64(*c, xTerms[0].coeff));
    }
  }
  for (auto &[x, d] : f.divisors) {
    if (!x->isSymbol())
      continue;
    auto [it, inserted] = f.ranges.try_emplace(x, kI64Min, kI64Max);
    (void)inserted;
    I128 lo = ceilDiv128(it->second.first, d) * d;
    I128 hi = floorDiv128(it->second.second, d) * d;
    if (lo <= hi)
      it->second = {static_cast<int64_t>(lo), static_cast<int64_t>(hi)};
  }
  for (unsigned pass = 0; pass != 2; ++pass) {
    for (auto [s, v] : excluded) {
      auto it = f.ranges.find(s);
      if (it == f.ranges.end())
        continue;
      auto &[lo, hi] = it->second;
      if (lo == v && lo < hi)
        ++lo;
      else if (hi == v && lo < hi)
        --hi;
    }
  }
}

//===----------------------------------------------------------------------===//
// GuardReasonScope
//===----------------------------------------------------------------------===//

GuardReasonScope::GuardReasonScope(ShapeEnv &env, std::string prefix)
    : env(env) {
  env.reasonPrefixes.push_back(std::move(prefix));
}

GuardReasonScope::~GuardReasonScope() { env.reasonPrefixes.pop_back(); }
