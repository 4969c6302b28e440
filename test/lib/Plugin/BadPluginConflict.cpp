//===- BadPluginConflict.cpp - A plugin registering a pass named `dce` ---===//
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Plugin.h"

using namespace tocc;

namespace {
struct FakeDCEPass : Pass {
  llvm::StringRef getArgument() const override { return "dce"; }
  llvm::StringRef getDescription() const override {
    return "Collides with the builtin dce";
  }
  LogicalResult runOnModule(Module &) override { return success(); }
};

void registerAll() { registerPass<FakeDCEPass>(); }
} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "conflict", "1.0", registerAll};
}
