//===- swish_domain_plugin.cpp - myops::scaled_swish as one custom node ---===//
//
// A tocc plugin (docs/custom-ops.md) that exports the custom op as ONE node
// of a custom domain, for a runtime that implements it:
//
//   com.example.myops::ScaledSwish(x) {beta: float}
//
// It skips the core dialect: a shape function types the op's result (x's
// shape and dtype) and a lowering for every opset builds the node, so with
// no decomposition `decompose` leaves the op for lower-to-onnx. Export with
// `--custom-opset com.example.myops=1`.
//
// Built as a MODULE that links nothing: tocc's symbols come from the tool
// that loads it (tocc-export or onnx-opt --load-plugin).
//
//===----------------------------------------------------------------------===//
#include "tocc/Extension/Registry.h"
#include "tocc/IR/Module.h"

using namespace tocc;

namespace {

// scaled_swish(x, beta) has x's shape and dtype.
LogicalResult inferScaledSwish(InferenceContext &ic) {
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

// scaled_swish(x, beta) = com.example.myops::ScaledSwish(x) {beta}; beta
// must be a constant, since it becomes an attribute.
LogicalResult lowerScaledSwish(LoweringRewriter &rw, Operation *op) {
  FailureOr<double> beta = rw.readConstantScalar(1);
  if (failed(beta))
    return failure();
  Operation *node = rw.customOp("com.example.myops", "ScaledSwish",
                                {op->getResult(0)->getType()},
                                {op->getOperand(0)},
                                {rw.floatAttr("beta", *beta)});
  if (!node)
    return failure();
  rw.replaceOp(op, {node->getResult(0)});
  return success();
}

void registerAll() {
  // registerAll returns nothing: a rejected registration is recorded and
  // the loader reports it as this plugin's failure.
  if (llvm::Error err =
          registerShapeFunction("myops::scaled_swish", inferScaledSwish))
    recordRegistrationConflict(llvm::toString(std::move(err)));
  if (llvm::Error err =
          registerLowering("myops::scaled_swish", 1, lowerScaledSwish))
    recordRegistrationConflict(llvm::toString(std::move(err)));
}

} // namespace

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PluginInfo toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "swish-domain", "1.0", registerAll};
}
