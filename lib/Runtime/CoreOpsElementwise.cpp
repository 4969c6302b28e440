//===- CoreOpsElementwise.cpp - core ops: elementwise math, comparisons, logic
//and activations ===//
//
// Each core op as the ATen op that defines it; see CoreOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "CoreOpHelpers.h"

using namespace tocc;
using namespace tocc::runtime;
using namespace tocc::runtime::detail;

namespace {} // namespace

void detail::addElementwiseCoreOps(CoreOpTable &table) { (void)table; }
