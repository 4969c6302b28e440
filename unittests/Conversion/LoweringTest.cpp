//===- LoweringTest.cpp - The core -> onnx lowering registry ---------------===//
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"

#include "llvm/ADT/StringExtras.h"

#include "gtest/gtest.h"

using namespace tocc;

namespace {

LogicalResult ok(LoweringRewriter &, Operation *) { return success(); }

// Every core op reaches onnx: it has a lowering at the newest opset, or it
// is a composite the pass expands into ops that have one.
TEST(LoweringRegistry, CoversEveryCoreOp) {
  registerAllDialects();
  registerCoreExpansions();
  registerCoreLowerings();
  registerCoreLowerings(); // idempotent
  Context ctx;
  loadRegisteredDialects(ctx);
  Dialect *core = ctx.getDialect("core");
  ASSERT_TRUE(core);
  std::vector<std::string> missing;
  for (const auto &def : core->getOps()) {
    llvm::StringRef name = def->name;
    bool lowered = lookupLowering(name, 21) != nullptr;
    bool expanded = def->hasTrait(Composite) && isExpansionRegistered(name);
    if (!lowered && !expanded)
      missing.push_back(name.str());
  }
  EXPECT_TRUE(missing.empty()) << "core ops with neither a lowering nor an "
                                  "expansion: "
                               << llvm::join(missing, ", ");
}

// The entry for target N is the one with the greatest since_opset <= N.
TEST(LoweringRegistry, PicksGreatestSinceAtOrBelowTarget) {
  ASSERT_FALSE(bool(registerLowering("test.versioned", 11, ok)));
  ASSERT_FALSE(bool(registerLowering("test::versioned", 13, ok)));
  int64_t since = 0;
  EXPECT_EQ(lookupLowering("test.versioned", 10), nullptr);
  ASSERT_NE(lookupLowering("test.versioned", 11, &since), nullptr);
  EXPECT_EQ(since, 11);
  ASSERT_NE(lookupLowering("test.versioned", 12, &since), nullptr);
  EXPECT_EQ(since, 11);
  ASSERT_NE(lookupLowering("test.versioned", 21, &since), nullptr);
  EXPECT_EQ(since, 13);
  EXPECT_EQ(getLoweringOpsets("test.versioned"),
            (llvm::SmallVector<int64_t, 4>{11, 13}));
  // A second entry at the same since_opset needs the override flag.
  llvm::Error clash = registerLowering("test.versioned", 13, ok);
  ASSERT_TRUE(bool(clash));
  EXPECT_EQ(llvm::toString(std::move(clash)),
            "a lowering of 'test.versioned' for opsets >= 13 is already "
            "registered (register with override to replace it)");
  EXPECT_FALSE(bool(registerLowering("test.versioned", 13, ok, true)));
  llvm::Error bad = registerLowering("test.versioned", 24, ok);
  ASSERT_TRUE(bool(bad));
  EXPECT_NE(llvm::toString(std::move(bad)).find("since_opset 24"),
            std::string::npos);
}

} // namespace
