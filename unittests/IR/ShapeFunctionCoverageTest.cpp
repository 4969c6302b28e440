//===- ShapeFunctionCoverageTest.cpp - Every op has a shape function -------===//
//
// The symbolic-shapes contract: every op of every dialect, now and every one
// added later, derives its result types. A new op without a shape function
// fails here, naming it.
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"

#include "gtest/gtest.h"

using namespace tocc;

TEST(ShapeFunctionCoverage, EveryOpHasOne) {
  registerAllDialects();
  Context ctx;
  loadRegisteredDialects(ctx);
  std::vector<std::string> missing;
  unsigned checked = 0;
  for (Dialect *d : ctx.getDialects()) {
    for (const auto &def : d->getOps()) {
      // Terminators produce nothing to infer.
      if (def->hasTrait(Terminator) && def->results.empty())
        continue;
      ++checked;
      if (!def->inferShape)
        missing.push_back(def->name.str());
    }
  }
  EXPECT_GT(checked, 10u);
  std::string list;
  for (const std::string &m : missing)
    list += "\n  " + m;
  EXPECT_TRUE(missing.empty()) << "ops without a shape function:" << list;
}
