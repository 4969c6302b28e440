//===- SupportedOpsTest.cpp - listSupportedOps and its plugin section -----===//
//
// tocc-export --list-supported-ops's library half: the builtin registries
// give a plugin section that is empty, and entries registered the way a
// plugin registers them (a decomposition of a custom op, a lowering of a
// custom op straight to onnx from some opset) show there, at the opsets
// they apply to. test/Export/supported-ops.test covers the tool.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/SupportedOps.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Export/Export.h"
#include "tocc/Support/Plugin.h"

#include <gtest/gtest.h>

#include <algorithm>

#ifndef TOCC_TEST_DECOMPOSITION_PLUGIN
#error "TOCC_TEST_DECOMPOSITION_PLUGIN must name libTOCCTestDecompositionPlugin.so"
#endif

using namespace tocc;

namespace {

bool contains(const std::vector<std::string> &names, llvm::StringRef name) {
  return std::find(names.begin(), names.end(), name.str()) != names.end();
}

const PluginOp *findPluginOp(const SupportedOps &ops, llvm::StringRef name) {
  for (const PluginOp &op : ops.pluginOps)
    if (op.name == name)
      return &op;
  return nullptr;
}

TEST(SupportedOps, TorchSpelling) {
  EXPECT_EQ(torchOpName("aten.add.Tensor"), "aten::add.Tensor");
  EXPECT_EQ(torchOpName("aten.relu"), "aten::relu");
  EXPECT_EQ(torchOpName("myops.scaled_swish"), "myops::scaled_swish");
}

TEST(SupportedOps, BadOpset) {
  for (int64_t opset : {8, 24}) {
    llvm::Expected<SupportedOps> ops = listSupportedOps(opset);
    ASSERT_FALSE(bool(ops));
    EXPECT_NE(llvm::toString(ops.takeError()).find("tocc exports opsets 9 to"),
              std::string::npos);
  }
}

// One test, in order: the builtin state first, then entries registered
// through the API, then a plugin
// (the registries are process-wide and entries cannot be removed).
TEST(SupportedOps, BuiltinsThenPluginEntries) {
  llvm::Expected<SupportedOps> builtin = listSupportedOps(17);
  ASSERT_TRUE(bool(builtin)) << llvm::toString(builtin.takeError());
  EXPECT_EQ(builtin->opset, 17);
  EXPECT_TRUE(builtin->pluginOps.empty())
      << "a builtin entry without a sample: " << builtin->pluginOps[0].name;
  EXPECT_TRUE(contains(builtin->supported, "aten::add.Tensor"));
  EXPECT_TRUE(contains(builtin->supported, "aten::relu"));
  EXPECT_TRUE(std::is_sorted(builtin->supported.begin(),
                             builtin->supported.end()));
  EXPECT_GT(builtin->numGraphs, 1000u);
  for (const UnsupportedSampleOp &op : builtin->unsupported) {
    EXPECT_FALSE(contains(builtin->supported, op.name)) << op.name;
    EXPECT_FALSE(op.reason.empty()) << op.name;
  }

  // What TestDecompositionPlugin and a lowering plugin register.
  ASSERT_FALSE(bool(registerDecomposition(
      "mylib::direct_op", [](DecompositionRewriter &, Operation *) {
        return failure();
      })));
  ASSERT_FALSE(bool(registerLowering(
      "myops.scaled_swish", 13,
      [](LoweringRewriter &, Operation *) { return failure(); })));

  llvm::Expected<SupportedOps> at17 = listSupportedOps(17);
  ASSERT_TRUE(bool(at17)) << llvm::toString(at17.takeError());
  EXPECT_EQ(at17->supported, builtin->supported);
  ASSERT_EQ(at17->pluginOps.size(), 2u);
  const PluginOp *mine = findPluginOp(*at17, "mylib::direct_op");
  ASSERT_NE(mine, nullptr);
  EXPECT_TRUE(mine->decomposition);
  EXPECT_FALSE(mine->lowering);
  // Registered outside a plugin: the registries say "builtin".
  EXPECT_EQ(mine->source, "builtin");
  const PluginOp *swish = findPluginOp(*at17, "myops::scaled_swish");
  ASSERT_NE(swish, nullptr);
  EXPECT_FALSE(swish->decomposition);
  EXPECT_TRUE(swish->lowering);

  // Below the lowering's since_opset only the decomposition is listed.
  llvm::Expected<SupportedOps> at11 = listSupportedOps(11);
  ASSERT_TRUE(bool(at11)) << llvm::toString(at11.takeError());
  ASSERT_EQ(at11->pluginOps.size(), 1u);
  EXPECT_EQ(at11->pluginOps[0].name, "mylib::direct_op");

  // A real plugin: its decomposition of mylib::my_op is listed with the
  // plugin's name.
  llvm::Expected<LoadedPlugin> plugin =
      loadPlugin(TOCC_TEST_DECOMPOSITION_PLUGIN);
  ASSERT_TRUE(bool(plugin)) << llvm::toString(plugin.takeError());
  llvm::Expected<SupportedOps> withPlugin = listSupportedOps(17);
  ASSERT_TRUE(bool(withPlugin)) << llvm::toString(withPlugin.takeError());
  EXPECT_EQ(withPlugin->pluginOps.size(), 3u);
  const PluginOp *fromPlugin = findPluginOp(*withPlugin, "mylib::my_op");
  ASSERT_NE(fromPlugin, nullptr);
  EXPECT_TRUE(fromPlugin->decomposition);
  EXPECT_EQ(fromPlugin->source, "plugin 'tocc-test-decomposition'");
}

} // namespace
