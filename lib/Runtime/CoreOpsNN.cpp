//===- CoreOpsNN.cpp - core ops: reductions, convolution, pooling, normalization
//and attention ===//
//
// Each core op as the ATen op that defines it; see CoreOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "CoreOpHelpers.h"

using namespace tocc;
using namespace tocc::runtime;
using namespace tocc::runtime::detail;

namespace {} // namespace

void detail::addNNCoreOps(CoreOpTable &table) { (void)table; }
