//===- TestCustomOpPlugin.cpp - A custom op lowered straight to onnx ------===//
//
// What an out-of-tree library registers for `mylib::twice(Tensor x) ->
// Tensor` (= x + x) when it skips the core dialect: a shape function (the
// result is typed like x) and a lowering to onnx.Add for every opset, with
// no decomposition, so `decompose` keeps the op for lower-to-onnx. Loaded
// by test/Extension/*.
//
//===----------------------------------------------------------------------===//
#include "tocc/Extension/Registry.h"
#include "tocc/IR/Module.h"

using namespace tocc;

namespace {

LogicalResult inferTwice(InferenceContext &ic) {
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

LogicalResult lowerTwice(LoweringRewriter &rw, Operation *op) {
  Value *x = op->getOperand(0);
  Value *sum = rw.onnx("Add", {x, x});
  if (!sum)
    return failure();
  rw.replaceOp(op, {sum});
  return success();
}

void registerAll() {
  if (llvm::Error err = registerShapeFunction("mylib::twice", inferTwice))
    recordRegistrationConflict(llvm::toString(std::move(err)));
  if (llvm::Error err = registerLowering("mylib::twice", 1, lowerTwice))
    recordRegistrationConflict(llvm::toString(std::move(err)));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "tocc-test-custom-op", "1.0", registerAll};
}
