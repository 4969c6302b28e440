//===- BadPluginDecompositionConflict.cpp - Registers aten::relu again ---===//
//
// tocc already has an entry for aten.relu; registering it without override
// must fail the plugin's load with a message naming the plugin and the op.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/IR/Module.h"
#include "tocc/Support/Plugin.h"

using namespace tocc;

namespace {

LogicalResult decomposeRelu(DecompositionRewriter &rw, Operation *op) {
  Value *r = rw.create("core.relu", op->getResult(0)->getType(),
                       {op->getOperand(0)});
  rw.replaceOp(op, {r});
  return success();
}

void registerAll() {
  if (llvm::Error err = registerDecomposition("aten::relu", decomposeRelu))
    recordRegistrationConflict(llvm::toString(std::move(err)));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "decomposition-conflict", "1.0",
          registerAll};
}
