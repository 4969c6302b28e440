//===- PythonArith.h - Python's arithmetic on host numbers ----------------===//
//
// TorchScript ints and floats follow Python: `//` rounds toward -inf and
// `%` takes the divisor's sign. decompose folds such arithmetic at compile
// time and the runtime computes it at run time; both use this one
// definition so the two cannot disagree.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_PYTHONARITH_H
#define TOCC_SUPPORT_PYTHONARITH_H

#include <cmath>
#include <utility>

namespace tocc {

/// Python's (x // y, x % y) on floats (CPython's float_divmod); y != 0.
inline std::pair<double, double> pythonFloatDivmod(double x, double y) {
  double mod = std::fmod(x, y);
  double div = (x - mod) / y;
  if (mod != 0) {
    if ((y < 0) != (mod < 0)) {
      mod += y;
      div -= 1.0;
    }
  } else {
    mod = std::copysign(0.0, y);
  }
  double floordiv;
  if (div != 0) {
    floordiv = std::floor(div);
    if (div - floordiv > 0.5)
      floordiv += 1.0;
  } else {
    floordiv = std::copysign(0.0, x / y);
  }
  return {floordiv, mod};
}

} // namespace tocc

#endif
