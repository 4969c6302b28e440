//===- WrongTanhLoweringPlugin.cpp - A deliberately wrong lowering ---------===//
//
// Lowers core.tanh to Sigmoid at every opset, over tocc's own entries, so
// that tests of `--verify` (test/Export/verify*.test) have a real mismatch
// to find and bisect to. Test-only: never built into a tool.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/IR/Module.h"
#include "tocc/Support/Plugin.h"

using namespace tocc;

namespace {

// tanh(x) = Sigmoid(x): wrong on purpose.
LogicalResult lowerTanhWrongly(LoweringRewriter &rw, Operation *op) {
  Value *out = rw.onnx("Sigmoid", {op->getOperand(0)});
  if (!out)
    return failure();
  rw.replaceOp(op, {out});
  return success();
}

void registerAll() {
  // The real entries first (idempotent), then this one over each of their
  // since_opsets, so every target opset picks it.
  registerCoreLowerings();
  llvm::SmallVector<int64_t, 4> opsets = getLoweringOpsets("core.tanh");
  if (opsets.empty())
    opsets.push_back(1);
  for (int64_t since : opsets)
    if (llvm::Error err = registerLowering("core.tanh", since,
                                           lowerTanhWrongly,
                                           /*override=*/true))
      recordRegistrationConflict(llvm::toString(std::move(err)));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "tocc-test-wrong-tanh-lowering", "1.0",
          registerAll};
}
