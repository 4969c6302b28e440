//===- Expr.cpp - Interning, order, printing and evaluation of Exprs ------===//
//
// The canonicalizing constructors live in ExprSimplify.cpp and the parser in
// ExprParser.cpp; this file holds what every node shares.
//
//===----------------------------------------------------------------------===//

#include "ExprImpl.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace llvm;
using namespace tocc::shape;

//===----------------------------------------------------------------------===//
// Integer helpers
//===----------------------------------------------------------------------===//

std::optional<int64_t> tocc::shape::floorDivInt(int64_t a, int64_t b) {
  if (b == 0 || (a == std::numeric_limits<int64_t>::min() && b == -1))
    return std::nullopt;
  int64_t q = a / b, r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    --q;
  return q;
}

std::optional<int64_t> tocc::shape::ceilDivInt(int64_t a, int64_t b) {
  if (b == 0 || (a == std::numeric_limits<int64_t>::min() && b == -1))
    return std::nullopt;
  int64_t q = a / b, r = a % b;
  if (r != 0 && ((r < 0) == (b < 0)))
    ++q;
  return q;
}

std::optional<int64_t> tocc::shape::modInt(int64_t a, int64_t b) {
  if (b == 0)
    return std::nullopt;
  // INT64_MIN % -1 is undefined behaviour in C++; the answer is 0.
  if (b == -1)
    return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    r += b;
  return r;
}

//===----------------------------------------------------------------------===//
// Interning
//===----------------------------------------------------------------------===//

static unsigned hashCompound(ExprKind kind, bool opaque,
                             ArrayRef<ExprRef> operands) {
  return static_cast<unsigned>(
      hash_combine(static_cast<uint8_t>(kind), opaque,
                   hash_combine_range(operands.begin(), operands.end())));
}

unsigned CompoundKeyInfo::getHashValue(const Expr *e) {
  return ExprContextImpl::getHash(e);
}

bool CompoundKeyInfo::isEqual(const CompoundKey &lhs, const Expr *rhs) {
  if (rhs == getEmptyKey() || rhs == getTombstoneKey())
    return false;
  return lhs.kind == rhs->getKind() &&
         lhs.opaque == ExprContextImpl::isOpaque(rhs) &&
         lhs.operands == rhs->getOperands();
}

ExprRef ExprContextImpl::getConstant(int64_t v) {
  // DenseMap reserves two int64 keys for its own bookkeeping.
  using KeyInfo = DenseMapInfo<int64_t>;
  Expr *&slot = v == KeyInfo::getEmptyKey()       ? reservedConstants[0]
                : v == KeyInfo::getTombstoneKey() ? reservedConstants[1]
                                                  : constants[v];
  if (!slot) {
    slot = new (allocator.Allocate<Expr>()) Expr(&owner, ExprKind::Constant);
    slot->value = v;
  }
  return slot;
}

ExprRef ExprContextImpl::getSymbol(StringRef name) {
  auto [it, inserted] = symbols.try_emplace(name, nullptr);
  if (inserted) {
    Expr *e = new (allocator.Allocate<Expr>()) Expr(&owner, ExprKind::Symbol);
    // The StringMap entry owns the characters and never moves them.
    e->name = it->getKey();
    it->second = e;
  }
  return it->second;
}

ExprRef ExprContextImpl::lookupSymbol(StringRef name) const {
  return symbols.lookup(name);
}

ExprRef ExprContextImpl::getFreshSymbol(StringRef prefix) {
  unsigned &next = freshCounters[prefix];
  for (;;) {
    std::string candidate = (prefix + Twine(next++)).str();
    if (!symbols.count(candidate))
      return getSymbol(candidate);
  }
}

ExprRef ExprContextImpl::getCompound(ExprKind kind, ArrayRef<ExprRef> operands,
                                     bool opaque) {
  CompoundKey key{kind, opaque, operands, hashCompound(kind, opaque, operands)};
  auto it = compounds.find_as(key);
  if (it != compounds.end())
    return *it;
  Expr *e = new (allocator.Allocate<Expr>()) Expr(&owner, kind);
  e->opaque = opaque;
  e->hash = key.hash;
  // Intermediate results of a canonicalization may pass the limits before
  // ExprContext refuses them; saturate rather than wrap.
  uint64_t depth = 0, width = operands.size(), size = 1;
  for (ExprRef op : operands) {
    depth = std::max<uint64_t>(depth, op->getDepth());
    width = std::max<uint64_t>(width, op->getWidth());
    size += op->getSize();
  }
  e->depth = static_cast<uint16_t>(
      std::min<uint64_t>(depth + 1, std::numeric_limits<uint16_t>::max()));
  e->width = static_cast<uint16_t>(
      std::min<uint64_t>(width, std::numeric_limits<uint16_t>::max()));
  e->size = static_cast<uint32_t>(
      std::min<uint64_t>(size, std::numeric_limits<uint32_t>::max()));
  ExprRef *storage = allocator.Allocate<ExprRef>(operands.size());
  std::uninitialized_copy(operands.begin(), operands.end(), storage);
  e->operands = ArrayRef<ExprRef>(storage, operands.size());
  compounds.insert_as(e, key);
  return e;
}

//===----------------------------------------------------------------------===//
// Canonical order
//===----------------------------------------------------------------------===//

static unsigned kindRank(ExprKind kind) {
  switch (kind) {
  case ExprKind::Symbol:
    return 0;
  case ExprKind::Add:
    return 1;
  case ExprKind::Mul:
    return 2;
  case ExprKind::FloorDiv:
    return 3;
  case ExprKind::CeilDiv:
    return 4;
  case ExprKind::Mod:
    return 5;
  case ExprKind::Min:
    return 6;
  case ExprKind::Max:
    return 7;
  case ExprKind::Constant:
    // Last, so that `s0 + 1` and `min(s0, 4)` read naturally.
    return 8;
  }
  llvm_unreachable("unknown ExprKind");
}

int ExprContextImpl::compare(ExprRef a, ExprRef b) {
  if (a == b)
    return 0;
  unsigned ra = kindRank(a->getKind()), rb = kindRank(b->getKind());
  if (ra != rb)
    return ra < rb ? -1 : 1;
  if (a->opaque != b->opaque)
    return a->opaque ? 1 : -1;
  switch (a->getKind()) {
  case ExprKind::Constant:
    return a->getConstant() < b->getConstant() ? -1 : 1;
  case ExprKind::Symbol:
    // `s2` before `s10`; the plain comparison breaks the (rare) ties such as
    // `s01` against `s1`.
    if (int c = a->getSymbolName().compare_numeric(b->getSymbolName()))
      return c;
    return a->getSymbolName().compare(b->getSymbolName());
  default:
    break;
  }
  ArrayRef<ExprRef> lhs = a->getOperands(), rhs = b->getOperands();
  for (size_t i = 0, e = std::min(lhs.size(), rhs.size()); i != e; ++i)
    if (int c = compare(lhs[i], rhs[i]))
      return c;
  if (lhs.size() != rhs.size())
    return lhs.size() < rhs.size() ? -1 : 1;
  llvm_unreachable("distinct interned nodes compare equal");
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

namespace {
/// Binding strength of printed forms, loosest first.
enum class Prec { Sum, Product, Atom };
} // namespace

static Prec precedenceOf(ExprRef e) {
  if (ExprContextImpl::isOpaque(e))
    return Prec::Atom; // always printed in its own parentheses
  switch (e->getKind()) {
  case ExprKind::Add:
    return Prec::Sum;
  case ExprKind::Mul:
  case ExprKind::FloorDiv:
  case ExprKind::CeilDiv:
  case ExprKind::Mod:
    return Prec::Product;
  default:
    return Prec::Atom;
  }
}

static void printExpr(raw_ostream &os, ExprRef e, Prec context);

/// Splits a sum term into coefficient and factors. `term` must outlive
/// `factors`, which may point at it.
static int64_t splitTerm(const ExprRef &term, ArrayRef<ExprRef> &factors) {
  if (term->getKind() == ExprKind::Mul && !ExprContextImpl::isOpaque(term)) {
    ArrayRef<ExprRef> ops = term->getOperands();
    if (ops.front()->isConstant()) {
      factors = ops.drop_front();
      return ops.front()->getConstant();
    }
    factors = ops;
    return 1;
  }
  factors = ArrayRef<ExprRef>(term);
  return 1;
}

static void printTerm(raw_ostream &os, int64_t coeff,
                      ArrayRef<ExprRef> factors) {
  if (coeff == 1 && factors.size() == 1) {
    printExpr(os, factors.front(), Prec::Product);
    return;
  }
  if (coeff == -1)
    os << '-';
  else if (coeff != 1)
    os << coeff << '*';
  bool first = true;
  for (ExprRef f : factors) {
    if (!first)
      os << '*';
    first = false;
    printExpr(os, f, Prec::Atom);
  }
}

static StringRef opSpelling(ExprKind kind) {
  switch (kind) {
  case ExprKind::FloorDiv:
    return " floordiv ";
  case ExprKind::CeilDiv:
    return " ceildiv ";
  case ExprKind::Mod:
    return " mod ";
  default:
    llvm_unreachable("not a division");
  }
}

static void printBare(raw_ostream &os, ExprRef e) {
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  ArrayRef<ExprRef> ops = e->getOperands();
  if (ExprContextImpl::isOpaque(e)) {
    // Printed so that the parser rebuilds exactly add(lhs, rhs) or
    // mul(lhs, rhs), which overflows again and yields this node.
    os << '(';
    if (e->getKind() == ExprKind::Add) {
      printExpr(os, ops[0], Prec::Sum);
      os << " + ";
      printExpr(os, ops[1], Prec::Product);
    } else {
      printExpr(os, ops[0], Prec::Atom);
      os << '*';
      printExpr(os, ops[1], Prec::Atom);
    }
    os << ')';
    return;
  }
  switch (e->getKind()) {
  case ExprKind::Constant:
    os << e->getConstant();
    return;
  case ExprKind::Symbol:
    os << e->getSymbolName();
    return;
  case ExprKind::Add: {
    bool first = true;
    for (const ExprRef &term : ops) {
      ArrayRef<ExprRef> factors;
      int64_t coeff;
      if (term->isConstant()) {
        coeff = term->getConstant();
        factors = {};
      } else {
        coeff = splitTerm(term, factors);
      }
      // INT64_MIN cannot be negated; it is printed as `+ -9223372036854775808`.
      if (!first && coeff < 0 && coeff != kMin) {
        os << " - ";
        coeff = -coeff;
      } else if (!first) {
        os << " + ";
      }
      first = false;
      if (factors.empty())
        os << coeff;
      else
        printTerm(os, coeff, factors);
    }
    return;
  }
  case ExprKind::Mul: {
    ArrayRef<ExprRef> factors;
    int64_t coeff = splitTerm(e, factors); // a Mul's factors are its operands
    printTerm(os, coeff, factors);
    return;
  }
  case ExprKind::FloorDiv:
  case ExprKind::CeilDiv:
  case ExprKind::Mod:
    printExpr(os, ops[0], Prec::Atom);
    os << opSpelling(e->getKind());
    printExpr(os, ops[1], Prec::Atom);
    return;
  case ExprKind::Min:
  case ExprKind::Max: {
    os << (e->getKind() == ExprKind::Min ? "min(" : "max(");
    bool first = true;
    for (ExprRef op : ops) {
      if (!first)
        os << ", ";
      first = false;
      printExpr(os, op, Prec::Sum);
    }
    os << ')';
    return;
  }
  }
  llvm_unreachable("unknown ExprKind");
}

static void printExpr(raw_ostream &os, ExprRef e, Prec context) {
  bool parens = precedenceOf(e) < context;
  if (parens)
    os << '(';
  printBare(os, e);
  if (parens)
    os << ')';
}

void Expr::print(raw_ostream &os) const { printExpr(os, this, Prec::Sum); }

std::string Expr::str() const {
  std::string s;
  raw_string_ostream os(s);
  print(os);
  return s;
}

//===----------------------------------------------------------------------===//
// Evaluation and symbol collection
//===----------------------------------------------------------------------===//

namespace {
using EvalMemo = DenseMap<ExprRef, std::optional<int64_t>>;
} // namespace

static std::optional<int64_t>
evaluateImpl(ExprRef e, const DenseMap<ExprRef, int64_t> &binding,
             EvalMemo &memo) {
  switch (e->getKind()) {
  case ExprKind::Constant:
    return e->getConstant();
  case ExprKind::Symbol: {
    auto it = binding.find(e);
    if (it == binding.end())
      return std::nullopt;
    return it->second;
  }
  default:
    break;
  }
  // Interned nodes form a DAG; the memo keeps shared subtrees linear.
  auto memoIt = memo.find(e);
  if (memoIt != memo.end())
    return memoIt->second;

  std::optional<int64_t> result;
  ArrayRef<ExprRef> ops = e->getOperands();
  SmallVector<int64_t, 4> values;
  for (ExprRef op : ops) {
    std::optional<int64_t> v = evaluateImpl(op, binding, memo);
    if (!v)
      break;
    values.push_back(*v);
  }
  if (values.size() == ops.size()) {
    switch (e->getKind()) {
    case ExprKind::Add:
    case ExprKind::Mul: {
      bool isAdd = e->getKind() == ExprKind::Add;
      int64_t acc = isAdd ? 0 : 1;
      bool overflow = false;
      for (int64_t v : values)
        overflow |= isAdd ? AddOverflow(acc, v, acc) != 0
                          : MulOverflow(acc, v, acc) != 0;
      if (!overflow)
        result = acc;
      break;
    }
    case ExprKind::FloorDiv:
      result = floorDivInt(values[0], values[1]);
      break;
    case ExprKind::CeilDiv:
      result = ceilDivInt(values[0], values[1]);
      break;
    case ExprKind::Mod:
      result = modInt(values[0], values[1]);
      break;
    case ExprKind::Min:
      result = *std::min_element(values.begin(), values.end());
      break;
    case ExprKind::Max:
      result = *std::max_element(values.begin(), values.end());
      break;
    case ExprKind::Constant:
    case ExprKind::Symbol:
      llvm_unreachable("handled above");
    }
  }
  memo[e] = result;
  return result;
}

std::optional<int64_t>
Expr::evaluate(const DenseMap<const Expr *, int64_t> &binding) const {
  EvalMemo memo;
  return evaluateImpl(this, binding, memo);
}

static void collectSymbolsImpl(ExprRef e, SmallPtrSetImpl<ExprRef> &seen,
                               SmallVectorImpl<ExprRef> &out) {
  if (e->isConstant() || !seen.insert(e).second)
    return;
  if (e->isSymbol()) {
    out.push_back(e);
    return;
  }
  for (ExprRef op : e->getOperands())
    collectSymbolsImpl(op, seen, out);
}

void Expr::collectSymbols(SmallVectorImpl<const Expr *> &out) const {
  SmallPtrSet<ExprRef, 16> seen;
  seen.insert(out.begin(), out.end());
  collectSymbolsImpl(this, seen, out);
}

//===----------------------------------------------------------------------===//
// Substitution
//===----------------------------------------------------------------------===//

namespace {
class Substituter {
public:
  Substituter(ExprContextImpl &impl,
              const DenseMap<ExprRef, ExprRef> &replacements)
      : impl(impl), replacements(replacements) {}

  ExprRef rewrite(ExprRef e) {
    if (e->isConstant())
      return e;
    if (e->isSymbol()) {
      auto it = replacements.find(e);
      return it == replacements.end() ? e : it->second;
    }
    auto it = memo.find(e);
    if (it != memo.end())
      return it->second;
    // A compound expression may be replaced whole (ShapeEnv's equalities
    // of two divisions: `(h + 7) floordiv 8` by `h floordiv 8`).
    auto whole = replacements.find(e);
    ExprRef result =
        whole != replacements.end() ? whole->second : rewriteCompound(e);
    memo[e] = result;
    return result;
  }

private:
  ExprRef rewriteCompound(ExprRef e) {
    SmallVector<ExprRef, 8> ops;
    bool changed = false;
    for (ExprRef op : e->getOperands()) {
      ops.push_back(rewrite(op));
      // An unknown replacement, or a part refused (a divisor that became
      // 0), makes the whole unknown.
      if (!ops.back())
        return nullptr;
      changed |= ops.back() != op;
    }
    // A canonical node rebuilt from unchanged operands is itself.
    if (!changed)
      return e;
    switch (e->getKind()) {
    case ExprKind::Add:
      return impl.addMany(ops);
    case ExprKind::Mul:
    case ExprKind::Min:
    case ExprKind::Max: {
      ExprRef acc = ops.front();
      for (ExprRef op : ArrayRef<ExprRef>(ops).drop_front()) {
        if (!acc)
          return nullptr;
        if (e->getKind() == ExprKind::Mul)
          acc = impl.mul(acc, op);
        else if (e->getKind() == ExprKind::Min)
          acc = impl.min(acc, op);
        else
          acc = impl.max(acc, op);
      }
      return acc;
    }
    case ExprKind::FloorDiv:
      return impl.floorDiv(ops[0], ops[1]);
    case ExprKind::CeilDiv:
      return impl.ceilDiv(ops[0], ops[1]);
    case ExprKind::Mod:
      return impl.mod(ops[0], ops[1]);
    case ExprKind::Constant:
    case ExprKind::Symbol:
      break;
    }
    llvm_unreachable("not a compound node");
  }

  ExprContextImpl &impl;
  const DenseMap<ExprRef, ExprRef> &replacements;
  DenseMap<ExprRef, ExprRef> memo;
};
} // namespace

ExprRef
ExprContextImpl::substitute(ExprRef e,
                            const DenseMap<ExprRef, ExprRef> &replacements) {
  if (replacements.empty())
    return e;
  return Substituter(*this, replacements).rewrite(e);
}

//===----------------------------------------------------------------------===//
// ExprContext
//===----------------------------------------------------------------------===//

ExprContext::ExprContext() : impl(std::make_unique<ExprContextImpl>(*this)) {}
ExprContext::~ExprContext() = default;

ExprRef ExprContext::getConstant(int64_t v) { return impl->getConstant(v); }
ExprRef ExprContext::getSymbol(StringRef name) { return impl->getSymbol(name); }
ExprRef ExprContext::lookupSymbol(StringRef name) const {
  return impl->lookupSymbol(name);
}
ExprRef ExprContext::getFreshSymbol(StringRef prefix) {
  return impl->getFreshSymbol(prefix);
}
#ifndef NDEBUG
static bool ownedBy(const ExprContext *ctx, std::initializer_list<ExprRef> es) {
  return llvm::all_of(es,
                      [&](ExprRef e) { return !e || &e->getContext() == ctx; });
}
#endif
#define ASSERT_OWNED(...)                                                      \
  assert(ownedBy(this, {__VA_ARGS__}) && "expression from another context")

/// What the constructors give their callers: nothing deeper or larger than
/// the limits of Expr.h.
static ExprRef checkLimits(ExprContextImpl &impl, ExprRef e) {
  if (!e)
    return nullptr; // impl.lastRefusal says why
  if (e->getDepth() > kMaxExprDepth) {
    impl.lastRefusal = ExprContext::Refusal::TooDeep;
    return nullptr;
  }
  if (e->getWidth() > kMaxExprTerms || e->getSize() > kMaxExprSize) {
    impl.lastRefusal = ExprContext::Refusal::TooLarge;
    return nullptr;
  }
  return e;
}

// Null operands give null (an unknown value stays unknown).
#define BINARY_CONSTRUCTOR(NAME)                                               \
  ExprRef ExprContext::NAME(ExprRef a, ExprRef b) {                            \
    ASSERT_OWNED(a, b);                                                        \
    if (!a || !b)                                                              \
      return nullptr;                                                          \
    return checkLimits(*impl, impl->NAME(a, b));                               \
  }
BINARY_CONSTRUCTOR(add)
BINARY_CONSTRUCTOR(sub)
BINARY_CONSTRUCTOR(mul)
BINARY_CONSTRUCTOR(floorDiv)
BINARY_CONSTRUCTOR(ceilDiv)
BINARY_CONSTRUCTOR(mod)
BINARY_CONSTRUCTOR(min)
BINARY_CONSTRUCTOR(max)
#undef BINARY_CONSTRUCTOR

ExprRef ExprContext::neg(ExprRef a) {
  ASSERT_OWNED(a);
  if (!a)
    return nullptr;
  return checkLimits(*impl, impl->neg(a));
}
ExprRef
ExprContext::substitute(ExprRef e,
                        const DenseMap<ExprRef, ExprRef> &replacements) {
  ASSERT_OWNED(e);
  assert(llvm::all_of(replacements,
                      [&](const auto &entry) {
                        return ownedBy(this, {entry.first, entry.second});
                      }) &&
         "expression from another context");
  if (!e)
    return nullptr;
  return checkLimits(*impl, impl->substitute(e, replacements));
}
#undef ASSERT_OWNED
ExprContext::Refusal ExprContext::getLastRefusal() const {
  return impl->lastRefusal;
}
size_t ExprContext::size() const { return impl->size(); }
