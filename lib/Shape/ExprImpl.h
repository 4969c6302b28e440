//===- ExprImpl.h - Private state and helpers of ExprContext ----*- C++ -*-===//
//
// Shared by the files of lib/Shape only: the interning tables, the canonical
// order, and the canonicalizing constructors behind ExprContext.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_SHAPE_EXPRIMPL_H
#define TOCC_LIB_SHAPE_EXPRIMPL_H

#include "tocc/Shape/Expr.h"

#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Allocator.h"

namespace tocc::shape {

/// Lookup key of a compound node: what makes two nodes the same.
struct CompoundKey {
  ExprKind kind;
  bool opaque;
  llvm::ArrayRef<ExprRef> operands;
  unsigned hash;
};

struct CompoundKeyInfo {
  static Expr *getEmptyKey() {
    return llvm::DenseMapInfo<Expr *>::getEmptyKey();
  }
  static Expr *getTombstoneKey() {
    return llvm::DenseMapInfo<Expr *>::getTombstoneKey();
  }
  static unsigned getHashValue(const CompoundKey &key) { return key.hash; }
  static unsigned getHashValue(const Expr *e);
  static bool isEqual(const CompoundKey &lhs, const Expr *rhs);
  static bool isEqual(const Expr *lhs, const Expr *rhs) { return lhs == rhs; }
};

/// A polynomial under construction: terms (coefficient times a sorted list of
/// atoms) plus a constant. Terms with an empty factor list are not allowed;
/// they go into `constant`.
class Poly {
public:
  struct Term {
    int64_t coeff;
    unsigned begin;
    unsigned size;
  };

  llvm::ArrayRef<ExprRef> factors(const Term &t) const {
    return llvm::ArrayRef<ExprRef>(factorPool).slice(t.begin, t.size);
  }
  void addTerm(int64_t coeff, llvm::ArrayRef<ExprRef> fs);
  void addConstant(int64_t k);

  llvm::SmallVector<Term, 8> terms;
  int64_t constant = 0;
  /// Set when accumulating the constant overflowed.
  bool overflow = false;

private:
  llvm::SmallVector<ExprRef, 16> factorPool;
};

class ExprContextImpl {
public:
  explicit ExprContextImpl(ExprContext &owner) : owner(owner) {}

  //===--------------------------------------------------------------------===//
  // Interning (Expr.cpp)
  //===--------------------------------------------------------------------===//
  ExprRef getConstant(int64_t v);
  ExprRef getSymbol(llvm::StringRef name);
  ExprRef lookupSymbol(llvm::StringRef name) const;
  ExprRef getFreshSymbol(llvm::StringRef prefix);
  /// Interns a compound node exactly as given; callers guarantee it is
  /// canonical (or opaque).
  ExprRef getCompound(ExprKind kind, llvm::ArrayRef<ExprRef> operands,
                      bool opaque = false);
  /// Set by the constructors that return null (ExprContext::Refusal).
  ExprContext::Refusal lastRefusal = ExprContext::Refusal::TooDeep;

  size_t size() const {
    return constants.size() + (reservedConstants[0] != nullptr) +
           (reservedConstants[1] != nullptr) + symbols.size() +
           compounds.size();
  }

  static bool isOpaque(ExprRef e) { return e->opaque; }
  static unsigned getHash(ExprRef e) { return e->hash; }
  /// The canonical total order: by kind (symbols first, constants last),
  /// then symbol name / constant value, then operands lexicographically.
  /// Depends only on structure, never on pointers.
  static int compare(ExprRef a, ExprRef b);
  static bool less(ExprRef a, ExprRef b) { return compare(a, b) < 0; }

  ExprRef substitute(ExprRef e,
                     const llvm::DenseMap<ExprRef, ExprRef> &replacements);

  //===--------------------------------------------------------------------===//
  // Canonicalizing constructors (ExprSimplify.cpp)
  //===--------------------------------------------------------------------===//
  ExprRef add(ExprRef a, ExprRef b);
  ExprRef addMany(llvm::ArrayRef<ExprRef> operands);
  ExprRef sub(ExprRef a, ExprRef b) { return add(a, neg(b)); }
  ExprRef mul(ExprRef a, ExprRef b);
  ExprRef neg(ExprRef a) { return mul(getConstant(-1), a); }
  /// Null when `b` is the constant 0. With mul (a product of sums too
  /// large to expand), the only canonicalizing constructors that return
  /// null; depth and size are checked by ExprContext.
  ExprRef floorDiv(ExprRef a, ExprRef b);
  ExprRef ceilDiv(ExprRef a, ExprRef b);
  ExprRef mod(ExprRef a, ExprRef b);
  ExprRef min(ExprRef a, ExprRef b) { return minMax(ExprKind::Min, a, b); }
  ExprRef max(ExprRef a, ExprRef b) { return minMax(ExprKind::Max, a, b); }

private:
  // Canonicalization helpers (ExprSimplify.cpp).
  void appendSum(Poly &p, ExprRef e);
  void appendTerm(Poly &p, ExprRef term);
  bool normalize(Poly &p);
  ExprRef build(Poly &p);
  ExprRef buildTerm(int64_t coeff, llvm::ArrayRef<ExprRef> factors);
  ExprRef divByPositive(ExprRef a, int64_t c, bool isCeil);
  ExprRef modByPositive(ExprRef a, int64_t c);
  ExprRef minMax(ExprKind kind, ExprRef a, ExprRef b);

  ExprContext &owner;
  llvm::BumpPtrAllocator allocator;
  llvm::DenseMap<int64_t, Expr *> constants;
  /// The constants equal to DenseMap's empty and tombstone keys.
  Expr *reservedConstants[2] = {nullptr, nullptr};
  llvm::StringMap<Expr *> symbols;
  llvm::DenseSet<Expr *, CompoundKeyInfo> compounds;
  /// Next suffix to try per getFreshSymbol prefix.
  llvm::StringMap<unsigned> freshCounters;
};

//===----------------------------------------------------------------------===//
// Integer helpers with floor semantics; std::nullopt on division by zero or
// overflow.
//===----------------------------------------------------------------------===//
std::optional<int64_t> floorDivInt(int64_t a, int64_t b);
std::optional<int64_t> ceilDivInt(int64_t a, int64_t b);
std::optional<int64_t> modInt(int64_t a, int64_t b);

//===----------------------------------------------------------------------===//
// Viewing canonical sums in place
//===----------------------------------------------------------------------===//

/// True for a node of `kind` that is not an opaque (overflow-preserving) one.
inline bool isPlainKind(ExprRef e, ExprKind kind) {
  return e->getKind() == kind && !ExprContextImpl::isOpaque(e);
}

/// A term of an existing canonical sum, viewed in place: no copying, and the
/// term node itself is reused when its coefficient does not change.
struct TermView {
  int64_t coeff;
  llvm::ArrayRef<ExprRef> factors;
  ExprRef node;
};

/// Views `term` (which must outlive the view) as coefficient and factors.
inline TermView viewTerm(const ExprRef &term) {
  if (isPlainKind(term, ExprKind::Mul)) {
    llvm::ArrayRef<ExprRef> ops = term->getOperands();
    if (ops.front()->isConstant())
      return {ops.front()->getConstant(), ops.drop_front(), term};
    return {1, ops, term};
  }
  return {1, llvm::ArrayRef<ExprRef>(term), term};
}

/// Appends the terms of `e` (which must outlive them) and returns its
/// constant.
inline int64_t viewSum(const ExprRef &e,
                       llvm::SmallVectorImpl<TermView> &terms) {
  if (e->isConstant())
    return e->getConstant();
  if (!isPlainKind(e, ExprKind::Add)) {
    terms.push_back(viewTerm(e));
    return 0;
  }
  int64_t constant = 0;
  for (const ExprRef &op : e->getOperands()) {
    if (op->isConstant())
      constant = op->getConstant();
    else
      terms.push_back(viewTerm(op));
  }
  return constant;
}

} // namespace tocc::shape

#endif // TOCC_LIB_SHAPE_EXPRIMPL_H
