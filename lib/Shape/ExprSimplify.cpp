//===- ExprSimplify.cpp - Canonicalizing constructors of ExprContext ------===//
//
// Every constructor returns the canonical form:
//
//   sum     := term* constant?      (Add; terms sorted, constant last)
//   term    := coeff? atom+         (Mul; coeff != 0, 1; atoms sorted)
//   atom    := symbol | lhs floordiv c | lhs ceildiv c | lhs mod c
//            | min(...) | max(...)  (n-ary, flattened, sorted)
//
// Only identities that hold for every integer value of every symbol are
// applied; range facts belong to the symbol table, not here. When folding
// would overflow int64, the Add or Mul is kept as written ("opaque").
//
//===----------------------------------------------------------------------===//

#include "ExprImpl.h"

#include "llvm/Support/MathExtras.h"

#include <limits>
#include <numeric>

using namespace llvm;
using namespace tocc::shape;

static constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

//===----------------------------------------------------------------------===//
// Poly
//===----------------------------------------------------------------------===//

void Poly::addTerm(int64_t coeff, ArrayRef<ExprRef> fs) {
  assert(!fs.empty() && "constant terms go into Poly::constant");
  unsigned begin = factorPool.size();
  factorPool.append(fs.begin(), fs.end());
  terms.push_back({coeff, begin, static_cast<unsigned>(fs.size())});
}

void Poly::addConstant(int64_t k) {
  if (AddOverflow(constant, k, constant))
    overflow = true;
}

static int compareFactors(ArrayRef<ExprRef> a, ArrayRef<ExprRef> b) {
  for (size_t i = 0, e = std::min(a.size(), b.size()); i != e; ++i)
    if (int c = ExprContextImpl::compare(a[i], b[i]))
      return c;
  if (a.size() == b.size())
    return 0;
  return a.size() < b.size() ? -1 : 1;
}

static bool isZero(ExprRef e) {
  return e->isConstant() && e->getConstant() == 0;
}

/// The positive constant divisor of a non-opaque division node of `kind`.
static std::optional<int64_t> positiveDivisor(ExprRef e, ExprKind kind) {
  if (!isPlainKind(e, kind))
    return std::nullopt;
  ExprRef rhs = e->getOperands()[1];
  if (!rhs->isConstant() || rhs->getConstant() <= 0)
    return std::nullopt;
  return rhs->getConstant();
}

void ExprContextImpl::appendTerm(Poly &p, ExprRef term) {
  if (isPlainKind(term, ExprKind::Mul)) {
    ArrayRef<ExprRef> ops = term->getOperands();
    if (ops.front()->isConstant())
      p.addTerm(ops.front()->getConstant(), ops.drop_front());
    else
      p.addTerm(1, ops);
    return;
  }
  p.addTerm(1, ArrayRef<ExprRef>(term));
}

void ExprContextImpl::appendSum(Poly &p, ExprRef e) {
  if (e->isConstant()) {
    p.addConstant(e->getConstant());
    return;
  }
  if (!isPlainKind(e, ExprKind::Add)) {
    appendTerm(p, e);
    return;
  }
  for (ExprRef op : e->getOperands()) {
    if (op->isConstant())
      p.addConstant(op->getConstant());
    else
      appendTerm(p, op);
  }
}

/// Sorts the terms and combines like terms; false on overflow.
bool ExprContextImpl::normalize(Poly &p) {
  if (p.overflow)
    return false;
  SmallVector<Poly::Term, 8> sorted(p.terms);
  llvm::sort(sorted, [&](const Poly::Term &a, const Poly::Term &b) {
    if (int c = compareFactors(p.factors(a), p.factors(b)))
      return c < 0;
    return a.coeff < b.coeff;
  });
  SmallVector<Poly::Term, 8> merged;
  for (const Poly::Term &t : sorted) {
    if (!merged.empty() && p.factors(merged.back()) == p.factors(t)) {
      if (AddOverflow(merged.back().coeff, t.coeff, merged.back().coeff))
        return false;
      continue;
    }
    merged.push_back(t);
  }
  p.terms.clear();
  for (const Poly::Term &t : merged)
    if (t.coeff != 0)
      p.terms.push_back(t);
  return true;
}

ExprRef ExprContextImpl::buildTerm(int64_t coeff, ArrayRef<ExprRef> factors) {
  assert(coeff != 0 && !factors.empty());
  if (coeff == 1 && factors.size() == 1)
    return factors.front();
  SmallVector<ExprRef, 4> ops;
  if (coeff != 1)
    ops.push_back(getConstant(coeff));
  ops.append(factors.begin(), factors.end());
  return getCompound(ExprKind::Mul, ops);
}

/// Builds a normalized Poly.
ExprRef ExprContextImpl::build(Poly &p) {
  SmallVector<ExprRef, 8> ops;
  for (const Poly::Term &t : p.terms)
    ops.push_back(buildTerm(t.coeff, p.factors(t)));
  if (p.constant != 0 || ops.empty())
    ops.push_back(getConstant(p.constant));
  if (ops.size() == 1)
    return ops.front();
  return getCompound(ExprKind::Add, ops);
}

//===----------------------------------------------------------------------===//
// add, mul
//===----------------------------------------------------------------------===//

ExprRef ExprContextImpl::add(ExprRef a, ExprRef b) {
  if (a->isConstant() && a->getConstant() == 0)
    return b;
  if (b->isConstant() && b->getConstant() == 0)
    return a;
  auto opaque = [&] {
    return getCompound(ExprKind::Add, {a, b}, /*opaque=*/true);
  };
  int64_t constant;
  SmallVector<TermView, 8> ta, tb;
  if (AddOverflow(viewSum(a, ta), viewSum(b, tb), constant))
    return opaque();
  // Both term lists are sorted; make `tb` the shorter one.
  if (ta.size() < tb.size())
    std::swap(ta, tb);

  SmallVector<ExprRef, 8> ops;
  ops.reserve(ta.size() + tb.size() + 1);
  auto less = [](const TermView &x, const TermView &y) {
    return compareFactors(x.factors, y.factors) < 0;
  };
  const TermView *it = ta.begin(), *end = ta.end();
  for (const TermView &t : tb) {
    // Binary search keeps adding one term to a long sum O(log n) compares.
    const TermView *pos = std::lower_bound(it, end, t, less);
    for (; it != pos; ++it)
      ops.push_back(it->node);
    if (it != end && it->factors == t.factors) {
      int64_t coeff;
      if (AddOverflow(it->coeff, t.coeff, coeff))
        return opaque();
      if (coeff != 0)
        ops.push_back(buildTerm(coeff, t.factors));
      ++it;
    } else {
      ops.push_back(t.node);
    }
  }
  for (; it != end; ++it)
    ops.push_back(it->node);

  if (constant != 0 || ops.empty())
    ops.push_back(getConstant(constant));
  if (ops.size() == 1)
    return ops.front();
  return getCompound(ExprKind::Add, ops);
}

ExprRef ExprContextImpl::addMany(ArrayRef<ExprRef> operands) {
  Poly p;
  for (ExprRef op : operands)
    appendSum(p, op);
  if (normalize(p))
    return build(p);
  // Some partial sum overflows; fold pairwise so that each overflow keeps
  // its own opaque node.
  ExprRef acc = operands.front();
  for (ExprRef op : operands.drop_front())
    acc = add(acc, op);
  return acc;
}

ExprRef ExprContextImpl::mul(ExprRef a, ExprRef b) {
  for (auto [x, y] : {std::pair(a, b), std::pair(b, a)}) {
    if (!x->isConstant())
      continue;
    if (x->getConstant() == 0)
      return x;
    if (x->getConstant() == 1)
      return y;
  }
  Poly pa, pb;
  appendSum(pa, a);
  appendSum(pb, b);
  // Expanding a product of two sums costs (terms of a) * (terms of b):
  // refuse one that would be too large before expanding it. A side of one
  // term (a constant factor, neg) never expands.
  size_t termsA = pa.terms.size() + (pa.constant != 0);
  size_t termsB = pb.terms.size() + (pb.constant != 0);
  if (termsA > 1 && termsB > 1 && termsA * termsB > kMaxExprTerms) {
    lastRefusal = ExprContext::Refusal::TooLarge;
    return nullptr;
  }

  // Each side as (coefficient, factors) pairs, the constant with no factors.
  auto forEachTerm = [](const Poly &p, auto fn) {
    for (const Poly::Term &t : p.terms)
      fn(t.coeff, p.factors(t));
    if (p.constant != 0)
      fn(p.constant, ArrayRef<ExprRef>());
  };
  Poly product;
  bool overflow = false;
  SmallVector<ExprRef, 8> merged;
  forEachTerm(pa, [&](int64_t ca, ArrayRef<ExprRef> fa) {
    forEachTerm(pb, [&](int64_t cb, ArrayRef<ExprRef> fb) {
      int64_t c;
      if (MulOverflow(ca, cb, c)) {
        overflow = true;
        return;
      }
      merged.clear();
      std::merge(fa.begin(), fa.end(), fb.begin(), fb.end(),
                 std::back_inserter(merged), ExprContextImpl::less);
      if (merged.empty())
        product.addConstant(c);
      else
        product.addTerm(c, merged);
    });
  });
  if (overflow || !normalize(product))
    return getCompound(ExprKind::Mul, {a, b}, /*opaque=*/true);
  return build(product);
}

//===----------------------------------------------------------------------===//
// floordiv, ceildiv
//===----------------------------------------------------------------------===//

ExprRef ExprContextImpl::floorDiv(ExprRef a, ExprRef b) {
  auto keep = [&] { return getCompound(ExprKind::FloorDiv, {a, b}); };
  // A division by zero has no value: refused, never kept or folded.
  if (isZero(b)) {
    lastRefusal = ExprContext::Refusal::DivisionByZero;
    return nullptr;
  }
  // Nothing is known about a symbolic divisor; it may even be zero.
  if (!b->isConstant())
    return keep();
  int64_t c = b->getConstant();
  if (a->isConstant()) {
    if (std::optional<int64_t> v = floorDivInt(a->getConstant(), c))
      return getConstant(*v);
    return keep();
  }
  if (c == 1)
    return a;
  if (c < 0) {
    // a floordiv -c = (-a) floordiv c
    ExprRef negA = neg(a);
    if (c == kMin || isOpaque(negA))
      return keep();
    return floorDiv(negA, getConstant(-c));
  }
  return divByPositive(a, c, /*isCeil=*/false);
}

ExprRef ExprContextImpl::ceilDiv(ExprRef a, ExprRef b) {
  auto keep = [&] { return getCompound(ExprKind::CeilDiv, {a, b}); };
  if (isZero(b)) {
    lastRefusal = ExprContext::Refusal::DivisionByZero;
    return nullptr;
  }
  if (!b->isConstant())
    return keep();
  int64_t c = b->getConstant();
  if (a->isConstant()) {
    if (std::optional<int64_t> v = ceilDivInt(a->getConstant(), c))
      return getConstant(*v);
    return keep();
  }
  if (c == 1)
    return a;
  if (c < 0) {
    // a ceildiv -c = (-a) ceildiv c
    ExprRef negA = neg(a);
    if (c == kMin || isOpaque(negA))
      return keep();
    return ceilDiv(negA, getConstant(-c));
  }
  return divByPositive(a, c, /*isCeil=*/true);
}

/// Floor or ceiling division of a non-constant `a` by c > 1. With
/// a = c*q + r (q collecting the terms whose coefficient c divides and the
/// multiple of c in the constant, so 0 <= constant(r) < c):
///   (c*q + r) floordiv c = q + r floordiv c      (same for ceildiv)
/// then, with g = gcd(c, coefficients of r) and c = g*c':
///   (g*y + k) floordiv (g*c') = (y + k floordiv g) floordiv c'
///   (g*y + k) ceildiv (g*c')  = (y + k ceildiv g) ceildiv c'
/// and nested divisions by positive constants merge:
///   (x floordiv d + k) floordiv c = (x + k*d) floordiv (d*c)
ExprRef ExprContextImpl::divByPositive(ExprRef a, int64_t c, bool isCeil) {
  assert(c > 1);
  ExprKind kind = isCeil ? ExprKind::CeilDiv : ExprKind::FloorDiv;
  Poly p;
  appendSum(p, a);
  Poly q, r;
  for (const Poly::Term &t : p.terms) {
    if (t.coeff % c == 0)
      q.addTerm(t.coeff / c, p.factors(t));
    else
      r.addTerm(t.coeff, p.factors(t));
  }
  q.constant = *floorDivInt(p.constant, c);
  int64_t k = *modInt(p.constant, c);
  if (r.terms.empty()) {
    if (isCeil && k != 0)
      q.constant += 1;
    normalize(q);
    return build(q);
  }

  int64_t g = c;
  for (const Poly::Term &t : r.terms)
    g = std::gcd(g, *modInt(t.coeff, c));
  if (g > 1) {
    for (Poly::Term &t : r.terms)
      t.coeff /= g;
    c /= g;
    k = isCeil ? *ceilDivInt(k, g) : k / g;
    if (k == c) { // only ceil can round up to c
      k = 0;
      q.constant += 1;
    }
  }
  r.constant = k;

  ExprRef rest = nullptr;
  if (r.terms.size() == 1 && r.terms[0].coeff == 1 && r.terms[0].size == 1) {
    ExprRef f = r.factors(r.terms[0]).front();
    int64_t dc, kd;
    if (std::optional<int64_t> d = positiveDivisor(f, kind)) {
      if (!MulOverflow(*d, c, dc) && !MulOverflow(k, *d, kd)) {
        ExprRef inner = add(f->getOperands()[0], getConstant(kd));
        rest = isCeil ? ceilDiv(inner, getConstant(dc))
                      : floorDiv(inner, getConstant(dc));
      }
    } else if (std::optional<int64_t> d = positiveDivisor(f, ExprKind::Mod)) {
      // 0 <= (x mod d) + k <= d - 1 + k < c: the quotient is 0.
      if (!isCeil && *d <= c - k)
        rest = getConstant(0);
    }
  }
  if (!rest) {
    normalize(r);
    rest = getCompound(kind, {build(r), getConstant(c)});
  }
  normalize(q);
  return add(build(q), rest);
}

//===----------------------------------------------------------------------===//
// mod
//===----------------------------------------------------------------------===//

ExprRef ExprContextImpl::mod(ExprRef a, ExprRef b) {
  auto keep = [&] { return getCompound(ExprKind::Mod, {a, b}); };
  if (isZero(b)) {
    lastRefusal = ExprContext::Refusal::DivisionByZero;
    return nullptr;
  }
  if (!b->isConstant())
    return keep();
  int64_t c = b->getConstant();
  if (a->isConstant())
    return getConstant(*modInt(a->getConstant(), c));
  if (c == 1 || c == -1)
    return getConstant(0);
  if (c < 0) {
    // a mod -c = -((-a) mod c); both lie in (-c, 0] and are congruent to a.
    ExprRef negA = neg(a);
    if (c == kMin || isOpaque(negA))
      return keep();
    return neg(mod(negA, getConstant(-c)));
  }
  return modByPositive(a, c);
}

/// `a mod c` for c > 1, using (all valid for every integer value):
///   (x mod d) ≡ x (mod c) when c divides d, inside any term;
///   coefficients and the constant reduce modulo c;
///   (g*y + k) mod (g*c') = g*((y + k floordiv g) mod c') + k mod g;
///   r mod c = r when r = (x mod d) + k with 0 <= k and d + k <= c.
ExprRef ExprContextImpl::modByPositive(ExprRef a, int64_t c) {
  assert(c > 1);
  Poly p;
  appendSum(p, a);

  auto reducible = [&](ExprRef f) {
    std::optional<int64_t> d = positiveDivisor(f, ExprKind::Mod);
    return d && *d % c == 0;
  };
  bool anyReducible = false;
  for (const Poly::Term &t : p.terms)
    anyReducible |= llvm::any_of(p.factors(t), reducible);
  if (anyReducible) {
    ExprRef sum = getConstant(p.constant);
    for (const Poly::Term &t : p.terms) {
      ExprRef prod = getConstant(t.coeff);
      for (ExprRef f : p.factors(t))
        prod = mul(prod, reducible(f) ? f->getOperands()[0] : f);
      sum = add(sum, prod);
    }
    return mod(sum, getConstant(c));
  }

  Poly r;
  for (const Poly::Term &t : p.terms)
    if (int64_t m = *modInt(t.coeff, c))
      r.addTerm(m, p.factors(t));
  int64_t k = *modInt(p.constant, c);
  if (r.terms.empty())
    return getConstant(k);

  int64_t g = c;
  for (const Poly::Term &t : r.terms)
    g = std::gcd(g, t.coeff);
  if (g > 1) {
    for (Poly::Term &t : r.terms)
      t.coeff /= g;
    r.constant = k / g;
    normalize(r);
    ExprRef inner = mod(build(r), getConstant(c / g));
    return add(mul(getConstant(g), inner), getConstant(k % g));
  }

  r.constant = k;
  normalize(r);
  ExprRef inner = build(r);
  if (r.terms.size() == 1 && r.terms[0].coeff == 1 && r.terms[0].size == 1) {
    std::optional<int64_t> d =
        positiveDivisor(r.factors(r.terms[0]).front(), ExprKind::Mod);
    if (d && *d <= c - k)
      return inner;
  }
  return getCompound(ExprKind::Mod, {inner, getConstant(c)});
}

//===----------------------------------------------------------------------===//
// min, max
//===----------------------------------------------------------------------===//

/// Flattens nested min (max), then among operands that differ only by a
/// constant keeps the smallest (largest); constants are one such group.
ExprRef ExprContextImpl::minMax(ExprKind kind, ExprRef a, ExprRef b) {
  if (a == b)
    return a;
  bool isMin = kind == ExprKind::Min;
  SmallVector<ExprRef, 8> ops;
  for (ExprRef e : {a, b}) {
    if (isPlainKind(e, kind))
      ops.append(e->getOperands().begin(), e->getOperands().end());
    else
      ops.push_back(e);
  }

  struct Item {
    ArrayRef<ExprRef> nonConstant;
    int64_t constant;
    ExprRef expr;
  };
  SmallVector<Item, 8> items;
  for (ExprRef &e : ops) {
    if (e->isConstant()) {
      items.push_back({{}, e->getConstant(), e});
    } else if (isPlainKind(e, ExprKind::Add) &&
               e->getOperands().back()->isConstant()) {
      items.push_back({e->getOperands().drop_back(),
                       e->getOperands().back()->getConstant(), e});
    } else if (isPlainKind(e, ExprKind::Add)) {
      items.push_back({e->getOperands(), 0, e});
    } else {
      items.push_back({ArrayRef<ExprRef>(e), 0, e});
    }
  }

  // Group the items by their non-constant part (in pointer order: only the
  // groups matter, the result is sorted below) and keep the best of each
  // group, the first among equals: O(n log n) for n operands.
  SmallVector<unsigned, 8> order(items.size());
  std::iota(order.begin(), order.end(), 0u);
  llvm::sort(order, [&](unsigned x, unsigned y) {
    ArrayRef<ExprRef> p = items[x].nonConstant, q = items[y].nonConstant;
    if (p != q)
      return std::lexicographical_compare(p.begin(), p.end(), q.begin(),
                                          q.end(), std::less<ExprRef>());
    return x < y;
  });
  SmallVector<ExprRef, 8> kept;
  for (size_t begin = 0; begin != order.size();) {
    size_t end = begin + 1;
    while (end != order.size() &&
           items[order[end]].nonConstant == items[order[begin]].nonConstant)
      ++end;
    unsigned best = order[begin];
    for (size_t k = begin + 1; k != end; ++k) {
      int64_t c = items[order[k]].constant, cb = items[best].constant;
      if (isMin ? c < cb : c > cb)
        best = order[k];
    }
    kept.push_back(items[best].expr);
    begin = end;
  }
  if (kept.size() == 1)
    return kept.front();
  llvm::sort(kept, ExprContextImpl::less);
  return getCompound(kind, kept);
}
