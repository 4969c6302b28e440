//===- CoreCasesNN.cpp - nn core ops against ATen ---------------===//
#include "CoreCases.h"

using namespace tocc::runtime::testing;

std::vector<CoreCase> tocc::runtime::testing::nnCoreCases() { return {}; }
