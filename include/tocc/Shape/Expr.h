//===- Expr.h - Symbolic integer expressions for tensor dimensions -------===//
//
// A dimension of a tensor is either a constant or an expression over named
// symbols (`batch`, `s0`, `2*s0 + 1`, `(h - 3) floordiv 2 + 1`). Expressions
// are immutable and interned in an ExprContext: two expressions that are
// equal after canonicalization are the same pointer, so equality and hashing
// are O(1).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SHAPE_EXPR_H
#define TOCC_SHAPE_EXPR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace tocc::shape {

class ExprContext;

/// The deepest expression there is: constructors refuse to build a deeper
/// one, and the parser refuses text that nests deeper (parentheses, min and
/// max) or would build a deeper one. Every walk over an expression (print,
/// compare, evaluate, substitute, ShapeEnv's bounds) recurses once per
/// level, so this bounds their stack; the printed form of an expression
/// nests no deeper than the expression, so whatever exists prints and
/// parses back.
constexpr unsigned kMaxExprDepth = 256;

/// The most terms of a sum, factors of a product or operands of a min/max,
/// and the most nodes an expression has counted as printed (a part used
/// twice counts twice). Constructors refuse anything larger, before
/// expanding a product of sums (`(a + 1)*(b + 1)*...` would have 2^n
/// terms), so that building, printing and comparing stay cheap: a sum of n
/// symbols built one by one costs n^2, and an expression that uses a part
/// twice per level prints 2^depth nodes.
constexpr unsigned kMaxExprTerms = 1024;
constexpr unsigned kMaxExprSize = 16384;

/// The node kinds of the canonical form. A canonical expression is a Sum of
/// Products of atoms; atoms are symbols and the non-affine operators. The
/// exact internal layout is private to the Shape library.
enum class ExprKind : uint8_t {
  Constant, // an int64 literal
  Symbol,   // a named symbol
  Add,      // n-ary sum (canonical: terms sorted, constants folded)
  Mul,      // n-ary product (canonical: factors sorted, constant coefficient)
  FloorDiv, // lhs floordiv rhs
  CeilDiv,  // lhs ceildiv rhs
  Mod,      // lhs mod rhs (floor semantics, like Python and ATen's sizes)
  Min,      // n-ary min
  Max,      // n-ary max
};

/// An interned, canonical integer expression. Never constructed directly;
/// obtain them from an ExprContext.
class Expr {
public:
  ExprKind getKind() const { return kind; }
  bool isConstant() const { return kind == ExprKind::Constant; }
  bool isSymbol() const { return kind == ExprKind::Symbol; }
  /// The value of a Constant node.
  int64_t getConstant() const { return value; }
  /// The name of a Symbol node.
  llvm::StringRef getSymbolName() const { return name; }
  /// Operands of a compound node (terms, factors or lhs/rhs).
  llvm::ArrayRef<const Expr *> getOperands() const { return operands; }
  ExprContext &getContext() const { return *ctx; }
  /// 0 for constants and symbols, else 1 + the deepest operand's depth; at
  /// most kMaxExprDepth.
  unsigned getDepth() const { return depth; }
  /// The most operands of any node in it; at most kMaxExprTerms.
  unsigned getWidth() const { return width; }
  /// Its nodes, a shared part counted once per use (as printed); at most
  /// kMaxExprSize.
  unsigned getSize() const { return size; }

  /// Prints the canonical text form, e.g. `2*s0 + 1`, `(h - 3) floordiv 2`.
  /// The output parses back to the same (pointer-equal) expression.
  void print(llvm::raw_ostream &os) const;
  std::string str() const;

  /// Evaluates under a binding of every symbol it mentions; std::nullopt if
  /// a symbol is unbound or a division by zero occurs.
  std::optional<int64_t>
  evaluate(const llvm::DenseMap<const Expr *, int64_t> &binding) const;

  /// Appends every distinct symbol of the expression that is not already in
  /// `out`, in the order they first appear in the printed form.
  void collectSymbols(llvm::SmallVectorImpl<const Expr *> &out) const;

private:
  friend class ExprContext;
  friend class ExprContextImpl;
  Expr(ExprContext *ctx, ExprKind kind) : ctx(ctx), kind(kind) {}
  ExprContext *ctx;
  ExprKind kind;
  /// An Add or Mul kept exactly as written (two operands, not flattened)
  /// because folding it would overflow int64; it behaves as an atom.
  bool opaque = false;
  uint16_t depth = 0;
  uint16_t width = 0;
  uint32_t size = 1;
  /// Interning hash, computed once from kind and operand pointers.
  unsigned hash = 0;
  int64_t value = 0;
  llvm::StringRef name;
  llvm::ArrayRef<const Expr *> operands;
};

using ExprRef = const Expr *;

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, ExprRef e) {
  e->print(os);
  return os;
}

class ExprContextImpl;

/// Owns and interns every expression. All constructors return canonical,
/// simplified expressions; e.g. add(mul(2, add(s0, 1)), -2) == mul(2, s0).
///
/// The constructors of compound expressions return null, which callers
/// take for an unknown value (an unknown Dim), when
///  - an operand is null (so a computation over values that may be unknown
///    needs one check, at the end);
///  - the divisor of floorDiv, ceilDiv or mod is the constant 0 (after
///    canonicalization: `s - s` is 0): no integer is the value of a
///    division by zero, so none is folded, kept or evaluated;
///  - the result would be deeper than kMaxExprDepth, or larger than
///    kMaxExprTerms or kMaxExprSize allow.
/// A divisor that is not a constant may still be 0 at run time; evaluate()
/// then returns std::nullopt.
class ExprContext {
public:
  ExprContext();
  ~ExprContext();
  ExprContext(const ExprContext &) = delete;
  ExprContext &operator=(const ExprContext &) = delete;

  ExprRef getConstant(int64_t v);
  /// Returns the symbol with this name, creating it on first use.
  ExprRef getSymbol(llvm::StringRef name);
  /// Returns the symbol with this name or nullptr.
  ExprRef lookupSymbol(llvm::StringRef name) const;
  /// Returns a fresh symbol named `<prefix><N>` that does not exist yet.
  ExprRef getFreshSymbol(llvm::StringRef prefix = "s");

  ExprRef add(ExprRef a, ExprRef b);
  ExprRef sub(ExprRef a, ExprRef b);
  ExprRef mul(ExprRef a, ExprRef b);
  ExprRef neg(ExprRef a);
  ExprRef floorDiv(ExprRef a, ExprRef b);
  ExprRef ceilDiv(ExprRef a, ExprRef b);
  ExprRef mod(ExprRef a, ExprRef b);
  ExprRef min(ExprRef a, ExprRef b);
  ExprRef max(ExprRef a, ExprRef b);

  /// Replaces symbols by expressions and re-canonicalizes; null if a
  /// replacement is null or the result is refused as above (e.g. a divisor
  /// that becomes 0).
  ExprRef substitute(ExprRef e,
                     const llvm::DenseMap<ExprRef, ExprRef> &replacements);

  /// Why the last constructor that refused (returned null for operands that
  /// were not null) did so, for error messages.
  enum class Refusal { DivisionByZero, TooDeep, TooLarge };
  Refusal getLastRefusal() const;

  /// Number of interned nodes (for tests and benchmarks).
  size_t size() const;

private:
  std::unique_ptr<ExprContextImpl> impl;
  friend class Expr;
};

/// Result of parsing an expression from the front of a string.
struct ExprParseResult {
  ExprRef expr = nullptr; // null on error
  size_t consumed = 0;    // characters consumed (on success)
  std::string error;      // message (on error)
  size_t errorOffset = 0; // offset in the input where the error is
};

/// Parses an expression from the front of `text`, stopping before the first
/// character that cannot continue it at nesting depth 0 (e.g. `,` `]` `>`).
/// A division by a divisor that is the constant 0 (`s floordiv 0`,
/// `s mod (t - t)`) is an error at the divisor, and so is nesting deeper
/// than kMaxExprDepth levels (parentheses and min/max, or an expression
/// that would be deeper) or an expression too large for the constructors,
/// at the token where it happens.
/// Grammar (lowest to highest precedence):
///   sum     := product (('+' | '-') product)*
///   product := unary (('*' | 'floordiv' | 'ceildiv' | 'mod') unary)*
///   unary   := '-' unary | atom
///   atom    := integer | identifier | '(' sum ')'
///            | ('min' | 'max') '(' sum (',' sum)* ')'
/// Identifiers are [A-Za-z_][A-Za-z0-9_]* and are symbols, except the
/// keywords floordiv, ceildiv, mod, min, max.
ExprParseResult parseExprPrefix(llvm::StringRef text, ExprContext &ctx);

/// Parses a whole string as one expression (trailing whitespace allowed).
ExprParseResult parseExpr(llvm::StringRef text, ExprContext &ctx);

/// The parsers' messages for an expression the constructors refuse.
std::string tooDeepMessage();
std::string tooLargeMessage();

} // namespace tocc::shape

#endif // TOCC_SHAPE_EXPR_H
