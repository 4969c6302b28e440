//===- Scalars.cpp - Lowerings of the scalars family ----------------------===//
#include "Entries.h"

using namespace tocc;
using namespace tocc::lowering;

void lowering::registerScalarLowerings() {}
