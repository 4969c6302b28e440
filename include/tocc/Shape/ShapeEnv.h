//===- ShapeEnv.h - Symbol ranges, guards and three-valued queries --------===//
//
// The symbol table of a program's symbolic dims, in the manner of
// torch.export's ShapeEnv: every declared symbol has a range (a dynamic axis
// is at least 2 unless the user says otherwise), and assumptions made while
// inferring shapes are recorded as guards (`s0 == s1`, `3*s0 mod 4 == 0`).
// Queries such as isEq or isDivisible answer True, False or Unknown from the
// ranges and the guards, and never claim what does not hold for every value
// the ranges and guards allow.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SHAPE_SHAPEENV_H
#define TOCC_SHAPE_SHAPEENV_H

#include "tocc/Shape/Expr.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace tocc::shape {

/// The answer of a query: provably true, provably false, or not decided by
/// what the ShapeEnv knows.
enum class Truth { False, True, Unknown };

/// Prints `true`, `false` or `unknown`.
llvm::StringRef toString(Truth t);

/// The declared range of a symbol: min <= s <= max; no max means no upper
/// bound (besides int64's own).
struct SymbolRange {
  int64_t min = 2;
  std::optional<int64_t> max;

  bool contains(int64_t v) const { return v >= min && (!max || v <= *max); }
  bool operator==(const SymbolRange &o) const {
    return min == o.min && max == o.max;
  }
};

/// A sound enclosure of the values of an expression: lo <= e <= hi whenever
/// the symbols lie in their ranges and satisfy the guards. A missing bound
/// means unbounded.
struct Interval {
  std::optional<int64_t> lo, hi;

  bool contains(int64_t v) const {
    return (!lo || v >= *lo) && (!hi || v <= *hi);
  }
  /// The single value of the interval, if lo == hi.
  std::optional<int64_t> getConstant() const {
    if (lo && hi && *lo == *hi)
      return *lo;
    return std::nullopt;
  }
  bool operator==(const Interval &o) const { return lo == o.lo && hi == o.hi; }
};

/// An assumption about symbols: `expr == 0`, `expr >= 0` or `expr != 0`.
/// Divisibility of e by c is the EqZero guard on the canonical `e mod c`.
/// A guard made from two sides (Guard::eq(a, b), ...) keeps them so that it
/// prints as `a == b`; then expr == a - b.
struct Guard {
  enum Kind { EqZero, GeZero, NeZero };

  ExprRef expr = nullptr;
  Kind kind = EqZero;
  /// Why the guard was needed (which op, which rule); not part of the
  /// printed form and not compared by operator==.
  std::string reason;
  /// The two printed sides, or both null (then printed as `expr OP 0`).
  ExprRef lhs = nullptr;
  ExprRef rhs = nullptr;

  /// `lhs == rhs`, `lhs >= rhs`, `lhs != rhs`.
  static Guard eq(ExprRef lhs, ExprRef rhs, std::string reason = {});
  static Guard ge(ExprRef lhs, ExprRef rhs, std::string reason = {});
  static Guard ne(ExprRef lhs, ExprRef rhs, std::string reason = {});
  /// `e mod c == 0` (c != 0).
  static Guard divisible(ExprRef e, int64_t c, std::string reason = {});

  /// Same kind, expression and printed sides (the reason is ignored).
  bool operator==(const Guard &o) const {
    return kind == o.kind && expr == o.expr && lhs == o.lhs && rhs == o.rhs;
  }
  bool operator!=(const Guard &o) const { return !(*this == o); }
};

/// Prints `s0 == s1`, `s1 mod 4 == 0`, `s0 - 7 >= 0`, `s2 != 1`.
void printGuard(llvm::raw_ostream &os, const Guard &g);
std::string printGuard(const Guard &g);

/// Result of parsing a guard from the front of a string.
struct GuardParseResult {
  std::optional<Guard> guard; // none on error
  size_t consumed = 0;        // characters consumed (on success)
  std::string error;          // message (on error)
  size_t errorOffset = 0;     // offset in the input where the error is
};

/// Parses `A == B`, `A >= B` or `A != B` (A, B expressions) from the front
/// of `text`; reads back exactly what printGuard writes: print then parse
/// gives a Guard that compares equal. For convenience `A <= B` is read as
/// `B >= A`, `A > B` as `A >= B + 1` and `A < B` as `B >= A + 1`.
GuardParseResult parseGuardPrefix(llvm::StringRef text, ExprContext &ctx);
/// Parses a whole string as one guard (trailing whitespace allowed).
GuardParseResult parseGuard(llvm::StringRef text, ExprContext &ctx);

/// Symbols with ranges, recorded guards, and queries answered from both.
///
/// What the guards teach the queries, kept simple and sound:
///  - an equality guard with a symbol of coefficient +-1 eliminates that
///    symbol (the later-declared one: `s0 == s1` replaces s1 by s0, and s1's
///    range becomes a fact about s0); see simplify();
///  - a guard on one symbol (`s0 >= 5`, `2*s0 - 8 == 0`, `s0 != 2` at an end
///    of its range) narrows the range the queries use (getRange still returns
///    the declared one);
///  - `x mod c == 0` makes x (and y for x = k*y) known multiples;
///  - every guard is also matched against the queried difference d: with
///    d = k*g + rest (k = +-1 or the ratio of leading coefficients), g == 0
///    bounds d by rest, g >= 0 bounds it on one side, and g != 0 excludes a
///    constant rest; e.g. after `s0 >= s1`, `2*s0 >= 2*s1` is True.
/// Queries intern the expressions they build in the ExprContext.
/// Guards found false when added are kept (so they are reported) but teach
/// nothing.
class ShapeEnv {
public:
  explicit ShapeEnv(ExprContext &ctx);
  ~ShapeEnv();
  ShapeEnv(const ShapeEnv &) = delete;
  ShapeEnv &operator=(const ShapeEnv &) = delete;

  ExprContext &getContext() const { return ctx; }

  //===--------------------------------------------------------------------===//
  // Symbols and ranges
  //===--------------------------------------------------------------------===//

  /// Declares (or re-declares, keeping its place in the order) the symbol
  /// `name` with range [min, max]. The default is torch.export's for a
  /// dynamic axis: at least 2, no maximum; 0 and 1 only when asked for.
  ExprRef declareSymbol(llvm::StringRef name, int64_t min = 2,
                        std::optional<int64_t> max = std::nullopt);
  /// Sets the range of `sym`, declaring it if needed. Ignored if `sym` is not
  /// a symbol. An empty range (min > max) is stored but the queries treat
  /// the symbol as unbounded; check user input with checkRange first.
  void setRange(ExprRef sym, int64_t min, std::optional<int64_t> max);
  /// The declared range, or none for an undeclared symbol (which the queries
  /// treat as any int64).
  std::optional<SymbolRange> getRange(ExprRef sym) const;
  bool isDeclared(ExprRef sym) const { return ranges.count(sym); }
  /// The declared symbols in declaration order.
  llvm::ArrayRef<ExprRef> getSymbols() const { return symbols; }
  /// An error naming `name` if [min, max] is empty.
  static llvm::Error checkRange(llvm::StringRef name, int64_t min,
                                std::optional<int64_t> max);

  //===--------------------------------------------------------------------===//
  // Queries
  //===--------------------------------------------------------------------===//

  /// Sound bounds of `e` from the ranges and guards. Beyond plain interval
  /// arithmetic it relates a division to its numerator
  /// (x floordiv c = (x - r)/c with 0 <= r < c) and min/max to their
  /// operands, so that `s floordiv 2 <= s` is provable for s >= 0.
  /// Bounds beyond +-2^62 are reported as missing: they come from int64's
  /// own limits (a symbol without a maximum is still at most INT64_MAX,
  /// which the queries do use).
  Interval bounds(ExprRef e) const;

  /// Comparisons; Unknown when either side is null (an unknown dim).
  Truth isEq(ExprRef a, ExprRef b) const;
  Truth isNe(ExprRef a, ExprRef b) const;
  Truth isLt(ExprRef a, ExprRef b) const;
  Truth isLe(ExprRef a, ExprRef b) const;
  Truth isGt(ExprRef a, ExprRef b) const;
  Truth isGe(ExprRef a, ExprRef b) const;
  /// The same against an integer (a template, so that a literal 0 is not
  /// taken for a null ExprRef).
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  Truth isEq(ExprRef a, Int b) const {
    return isEq(a, constant(b));
  }
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  Truth isNe(ExprRef a, Int b) const {
    return isNe(a, constant(b));
  }
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  Truth isLt(ExprRef a, Int b) const {
    return isLt(a, constant(b));
  }
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  Truth isLe(ExprRef a, Int b) const {
    return isLe(a, constant(b));
  }
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  Truth isGt(ExprRef a, Int b) const {
    return isGt(a, constant(b));
  }
  template <typename Int, typename = std::enable_if_t<std::is_integral_v<Int>>>
  Truth isGe(ExprRef a, Int b) const {
    return isGe(a, constant(b));
  }
  /// Whether c divides e (c == 0: whether e == 0).
  Truth isDivisible(ExprRef e, int64_t c) const;
  /// Whether the guard holds, without recording it.
  Truth evaluateGuard(const Guard &g) const;

  /// Applies the equalities learned from guards (eliminated symbols are
  /// replaced), e.g. `s0 + s1` after `s0 == s1` becomes `2*s0`.
  ExprRef simplify(ExprRef e) const;

  //===--------------------------------------------------------------------===//
  // Guards
  //===--------------------------------------------------------------------===//

  /// Records a guard and returns what was known about it before:
  ///  - True: it already held (implied by ranges and earlier guards, or a
  ///    duplicate); nothing is recorded;
  ///  - False: it contradicts them; it is recorded anyway and the caller
  ///    reports an error;
  ///  - Unknown: it is recorded and later queries assume it (also returned,
  ///    with nothing recorded, for a guard without an expression).
  /// A guard given by sides gets expr = lhs - rhs; sides whose rhs is 0 are
  /// dropped so that print and parse agree. The reason is prefixed with the
  /// open GuardReasonScopes.
  Truth addGuard(Guard g);
  llvm::ArrayRef<Guard> getGuards() const { return guards; }

  /// While recording is off (a verifier checking types), addGuard only
  /// evaluates guards and leaves the environment unchanged.
  void setRecording(bool on) { recording = on; }
  bool isRecording() const { return recording; }
  /// Whether getGuards()[i] contradicted the guards before it.
  bool isContradiction(size_t i) const { return contradicts[i]; }

private:
  friend class GuardReasonScope;
  struct Facts;
  class BoundsSolver;

  ExprRef constant(int64_t v) const { return ctx.getConstant(v); }
  /// Truth of `d == 0`, `d >= 0`, `d != 0` for a simplified d.
  Truth truthOf(ExprRef d, Guard::Kind kind) const;
  void rebuildFacts();

  ExprContext &ctx;
  std::vector<ExprRef> symbols;
  llvm::DenseMap<ExprRef, SymbolRange> ranges;
  std::vector<Guard> guards;
  bool recording = true;
  std::vector<bool> contradicts;
  std::vector<std::string> reasonPrefixes;
  std::unique_ptr<Facts> facts;
};

/// Prefixes the reason of every guard recorded while it lives, e.g. with the
/// op and location whose shape function needed it. Scopes nest.
class GuardReasonScope {
public:
  GuardReasonScope(ShapeEnv &env, std::string prefix);
  ~GuardReasonScope();
  GuardReasonScope(const GuardReasonScope &) = delete;
  GuardReasonScope &operator=(const GuardReasonScope &) = delete;

private:
  ShapeEnv &env;
};

} // namespace tocc::shape

#endif // TOCC_SHAPE_SHAPEENV_H
