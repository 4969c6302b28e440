//===- ScalarFunctions.h - TorchScript's functions on host numbers -------===//
//
// TorchScript programs compute with Python numbers: `math.sqrt(d)`,
// `x.size(-1) // 2`, `min(a, b)`, `float(n) ** 0.5`. aten and prim give
// each function an overload per operand kind (aten::sqrt.int,
// aten::sqrt.float, aten::sqrt.Scalar, ...). This is their one definition
// at compile time: the language stage (fold-scalars) and the
// decompositions fold with it, so a folded value is what TorchScript's own
// kernel computes. int is int64 with wrap-around, as TorchScript's is.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_SCALARFUNCTIONS_H
#define TOCC_SUPPORT_SCALARFUNCTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tocc {

/// A TorchScript number: an int (int64), a float (double) or a bool.
struct PyNumber {
  enum Kind : uint8_t { Int, Float, Bool };
  Kind kind = Int;
  int64_t i = 0; // Int and Bool (0 or 1)
  double f = 0;  // Float

  static PyNumber ofInt(int64_t v) { return {Int, v, 0}; }
  static PyNumber ofFloat(double v) { return {Float, 0, v}; }
  static PyNumber ofBool(bool v) { return {Bool, v ? 1 : 0, 0}; }
  double asFloat() const { return kind == Float ? f : double(i); }
  bool operator==(const PyNumber &o) const {
    return kind == o.kind && i == o.i &&
           (kind != Float || f == o.f || (f != f && o.f != o.f));
  }
};

/// The function an op is an overload of: `aten.sqrt.int` -> `sqrt`,
/// `prim.min.self_int` -> `min`, `aten.__and__.bool` -> `__and__`.
llvm::StringRef scalarFunctionName(llvm::StringRef opName);

/// Whether tocc knows the function `fn` taking `arity` numbers.
bool isScalarFunction(llvm::StringRef fn, unsigned arity);

/// The kind of fn's result on operands of these kinds when the overload's
/// schema says only `Scalar`: ints stay ints under add, sub, mul, floordiv,
/// remainder, neg, abs, min, max; comparisons give bool; the rest float.
PyNumber::Kind scalarResultKind(llvm::StringRef fn,
                                llvm::ArrayRef<PyNumber::Kind> operands);

/// fn(args) with TorchScript's semantics, of kind `result` (the overload's
/// declared result; scalarResultKind for `Scalar`). nullopt where
/// TorchScript raises (division or modulo by zero, factorial of a
/// negative, math domain errors that raise) or fn is unknown: the value
/// is then left to run time, which raises.
std::optional<PyNumber> evalScalarFunction(llvm::StringRef fn,
                                           llvm::ArrayRef<PyNumber> args,
                                           PyNumber::Kind result);

/// min, max or sum of a list of numbers (prim::min.self_int, ...; sum of an
/// empty list is 0; min/max of an empty one raise: nullopt).
std::optional<PyNumber> evalListFunction(llvm::StringRef fn,
                                         llvm::ArrayRef<PyNumber> elements);

} // namespace tocc

#endif
