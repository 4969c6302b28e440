//===- CoreOpsShape.cpp - core ops: shapes, indexing, creation and host scalars
//===//
//
// Each core op as the ATen op that defines it; see CoreOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "CoreOpHelpers.h"

using namespace tocc;
using namespace tocc::runtime;
using namespace tocc::runtime::detail;

namespace {} // namespace

void detail::addShapeCoreOps(CoreOpTable &table) { (void)table; }
