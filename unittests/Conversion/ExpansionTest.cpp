//===- ExpansionTest.cpp - The composite expansion registry --------------===//
#include "tocc/Conversion/CoreToCore/Expansion.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"

#include "gtest/gtest.h"

#include <algorithm>

using namespace tocc;

namespace {

LogicalResult ok(Rewriter &, Operation *) { return success(); }

// The lowering relies on it: every composite core op can be expanded, and
// every expansion is of a composite.
TEST(ExpansionRegistry, CoversEveryComposite) {
  registerAllDialects();
  registerCoreExpansions();
  registerCoreExpansions(); // idempotent
  Context ctx;
  loadRegisteredDialects(ctx);
  Dialect *core = ctx.getDialect("core");
  ASSERT_TRUE(core);
  std::vector<std::string> composites;
  for (const auto &def : core->getOps())
    if (def->hasTrait(Composite))
      composites.push_back(def->name.str());
  std::sort(composites.begin(), composites.end());
  std::vector<std::string> names = getRegisteredExpansions();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  std::vector<std::string> builtin;
  for (const std::string &n : names)
    if (llvm::StringRef(n).starts_with("core."))
      builtin.push_back(n);
  EXPECT_EQ(builtin, composites);
  EXPECT_GE(composites.size(), 23u);
}

TEST(ExpansionRegistry, RegisterLookupOverride) {
  ASSERT_FALSE(isExpansionRegistered("unittest::composite"));
  EXPECT_FALSE(bool(registerExpansion("unittest::composite", ok)));
  EXPECT_TRUE(isExpansionRegistered("unittest.composite"));
  EXPECT_TRUE(lookupExpansion("unittest::composite"));

  llvm::Error again = registerExpansion("unittest.composite", ok);
  ASSERT_TRUE(bool(again));
  EXPECT_EQ(llvm::toString(std::move(again)),
            "an expansion for 'unittest.composite' is already registered "
            "(register with override to replace it)");
  const ExpansionFn *before = lookupExpansion("unittest.composite");
  EXPECT_FALSE(bool(registerExpansion("unittest.composite", ok, true)));
  EXPECT_EQ(lookupExpansion("unittest.composite"), before); // same slot

  EXPECT_EQ(llvm::toString(registerExpansion("unittest::empty", {})),
            "expansion for 'unittest.empty' was registered without a "
            "function");
  EXPECT_EQ(llvm::toString(registerExpansion("gelu", ok)).find(
                "invalid op name 'gelu'"),
            0u);
  EXPECT_FALSE(lookupExpansion("no namespace"));
}

} // namespace
