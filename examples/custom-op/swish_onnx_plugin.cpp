//===- swish_onnx_plugin.cpp - myops::scaled_swish as standard ONNX ops ---===//
//
// A tocc plugin (docs/custom-ops.md) that decomposes the custom op into core
// ops, which tocc's own lowerings then turn into ONNX's Sigmoid and Mul at
// any opset:
//
//   scaled_swish(x, beta) = x * sigmoid(x * beta)
//
// Built as a MODULE that links nothing: tocc's symbols come from the tool
// that loads it (tocc-export or onnx-opt --load-plugin).
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Extension/Registry.h"
#include "tocc/IR/Module.h"

using namespace tocc;

namespace {

// scaled_swish(x, beta) = x * sigmoid(x * beta); the result has x's type.
LogicalResult decomposeScaledSwish(Rewriter &rw, Operation *op) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<double> beta = rw.readFloat(1);
  if (failed(x) || failed(beta))
    return failure();
  Type type = (*x)->getType();
  if (!isFloatDType(type.getDType()))
    return rw.emitError() << "needs a floating-point input, got "
                          << type.str();
  Value *scale = rw.createScalarConstant(type.getDType(), *beta);
  // The op classes the core op table generates: a misspelled op or a
  // wrong number of operands is a compile error.
  Value *scaled = core::MulOp::createTyped{rw, type, *x, scale};
  Value *gate = core::SigmoidOp::createTyped{rw, type, scaled};
  Value *out = core::MulOp::createTyped{rw, type, *x, gate};
  if (!scaled || !gate || !out)
    return failure();
  rw.replaceOp(op, {out});
  return success();
}

void registerAll() {
  // registerAll returns nothing: a rejected registration is recorded and
  // the loader reports it as this plugin's failure.
  if (llvm::Error err =
          registerDecomposition("myops::scaled_swish", decomposeScaledSwish))
    recordRegistrationConflict(llvm::toString(std::move(err)));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "swish-onnx", "1.0", registerAll};
}
