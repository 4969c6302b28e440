//===- ShapeTestPrinters.h - gtest printers for Shape types -----*- C++ -*-===//
#ifndef TOCC_UNITTESTS_SHAPE_SHAPETESTPRINTERS_H
#define TOCC_UNITTESTS_SHAPE_SHAPETESTPRINTERS_H

#include "tocc/Shape/ShapeEnv.h"

#include <ostream>

namespace tocc::shape {

inline void PrintTo(Truth t, std::ostream *os) { *os << toString(t).str(); }

inline void PrintTo(const Interval &i, std::ostream *os) {
  *os << '[' << (i.lo ? std::to_string(*i.lo) : "-inf") << ", "
      << (i.hi ? std::to_string(*i.hi) : "+inf") << ']';
}

inline void PrintTo(const Guard &g, std::ostream *os) { *os << printGuard(g); }

} // namespace tocc::shape

#endif // TOCC_UNITTESTS_SHAPE_SHAPETESTPRINTERS_H
