//===- CoreCasesShape.cpp - shape core ops against ATen ---------------===//
#include "CoreCases.h"

using namespace tocc::runtime::testing;

std::vector<CoreCase> tocc::runtime::testing::shapeCoreCases() { return {}; }
