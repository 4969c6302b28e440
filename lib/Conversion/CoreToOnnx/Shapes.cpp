//===- Shapes.cpp - Lowerings of the shapes family ----------------------===//
#include "Entries.h"

using namespace tocc;
using namespace tocc::lowering;

void lowering::registerShapeLowerings() {}
