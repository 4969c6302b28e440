//===- NN.cpp - Lowerings of the nn family ----------------------===//
#include "Entries.h"

using namespace tocc;
using namespace tocc::lowering;

void lowering::registerNNLowerings() {}
