//===- BadPluginLoweringConflict.cpp - Replaces a lowering without override ===//
//
// Registers a lowering of core.relu for opsets >= 1, which tocc has, without
// the override flag: the load must fail naming the plugin and the entry, and
// the builtin entry must stay (test/Extension/plugin-conflicts.test).
//
//===----------------------------------------------------------------------===//
#include "tocc/Extension/Registry.h"
#include "tocc/IR/Module.h"

using namespace tocc;

namespace {

void registerAll() {
  registerCoreLowerings();
  // Never runs: the registration is refused.
  auto unused = [](LoweringRewriter &, Operation *) { return failure(); };
  if (llvm::Error err = registerLowering("core.relu", 1, unused))
    recordRegistrationConflict(llvm::toString(std::move(err)));
  // A shape function for the same custom op twice is a conflict too.
  auto same = [](InferenceContext &ic) {
    ic.setResultType(0, ic.getOperandType(0));
    return success();
  };
  if (llvm::Error err = registerShapeFunction("mylib::dup", same))
    recordRegistrationConflict(llvm::toString(std::move(err)));
  if (llvm::Error err = registerShapeFunction("mylib.dup", same))
    recordRegistrationConflict(llvm::toString(std::move(err)));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "lowering-conflict", "1.0", registerAll};
}
