//===- Elementwise.cpp - Lowerings of the elementwise family ----------------------===//
#include "Entries.h"

using namespace tocc;
using namespace tocc::lowering;

void lowering::registerElementwiseLowerings() {}
