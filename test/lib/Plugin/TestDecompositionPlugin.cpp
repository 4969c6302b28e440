//===- TestDecompositionPlugin.cpp - A plugin adding a decomposition -----===//
//
// Registers an entry for a custom TorchScript op, `mylib::my_op(Tensor x,
// float scale)`, the way an out-of-tree library would. Loaded by
// test/Conversion/AtenToCore/plugin.mlir.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/IR/Module.h"
#include "tocc/Support/Plugin.h"

using namespace tocc;

namespace {

// my_op(x, scale) = relu(x) * scale
LogicalResult decomposeMyOp(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<double> scale = rw.readFloat(1);
  if (failed(x) || failed(scale))
    return failure();
  Type type = (*x)->getType();
  if (type.getDType() == DType::Unknown)
    return rw.emitError() << "needs the dtype of its input";
  Value *relu = rw.create("core.relu", type, {*x});
  Value *s = rw.createScalarConstant(type.getDType(), *scale);
  Value *r = rw.create("core.mul", op->getResult(0)->getType(), {relu, s});
  rw.replaceOp(op, {r});
  return success();
}

void registerAll() {
  // registerAll returns nothing: a rejected registration is recorded, and
  // the loader reports it as this plugin's failure.
  if (llvm::Error err = registerDecomposition("mylib::my_op", decomposeMyOp))
    recordRegistrationConflict(llvm::toString(std::move(err)));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "tocc-test-decomposition", "1.0",
          registerAll};
}
