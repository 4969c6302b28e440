//===- PluginTest.cpp - Plugin loader errors and conflict records --------===//
#include "tocc/Support/Plugin.h"

#include "gtest/gtest.h"

using namespace tocc;

namespace {

TEST(PluginTest, MissingLibrary) {
  llvm::Expected<LoadedPlugin> p = loadPlugin("/no/such/dir/libnothing.so");
  ASSERT_FALSE(bool(p));
  std::string msg = llvm::toString(p.takeError());
  EXPECT_NE(msg.find("failed to load plugin '/no/such/dir/libnothing.so'"),
            std::string::npos)
      << msg;
}

TEST(PluginTest, ConflictRecords) {
  size_t before = getRegistrationConflicts().size();
  recordRegistrationConflict("pass 'x' is already registered");
  ASSERT_EQ(getRegistrationConflicts().size(), before + 1);
  EXPECT_EQ(getRegistrationConflicts().back(),
            "pass 'x' is already registered");
}

} // namespace
