//===- FoldConvBatchNorm.cpp - `fold-conv-batch-norm` ---------------------===//
//
// An inference batch norm of a convolution's output is a per-channel affine
// map, so it folds into the convolution's weight and bias (torch.onnx's
// eval-mode fuse of Conv and BatchNormalization, ONNX Runtime's
// ConvBNFusion):
//
//   s  = weight / sqrt(var + eps)                 [C]  (1 / ... if no weight)
//   W' = W * reshape(s, shape)                    (W's rank)
//   B' = (B - mean) * s + bias                    (B and bias 0 if none)
//   batch_norm(conv(x, W, B)) = conv(x, W', B')
//
// The output channel is W's dim 0 for a conv ([O, C/groups, *kernel],
// shape [-1, 1, ..., 1]) and for a linear of a 2-D input ([O, I], shape
// [-1, 1]: BatchNorm1d after Linear), dim 1 for a conv_transpose of one
// group ([C, O, *kernel], shape [1, -1, 1, ..., 1]; with groups the output
// channels are spread over W's two leading dims, and it is left alone).
// It applies when the batch norm is the producer's only user and W, B,
// mean, var, weight and bias are constants (core.constant, or the
// prim.Constant weights of a captured module) of one float dtype: the
// new ops read only constants, so fold-constants computes W' and B' (run
// it after this pass), and the model loses the batch norm and its four
// parameters. The arithmetic is in the parameters' dtype, as ONNX
// Runtime's fusion does, so the result differs from the unfused graph by
// rounding only.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Rewrite/Matchers.h"
#include "tocc/Rewrite/Rewriter.h"

#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"

using namespace tocc;

namespace {

/// A core.constant, or a prim.Constant tensor (a module's weights, as
/// capture makes them).
bool isConstant(Value *v) {
  Operation *def = v->getDefiningOp();
  return def &&
         (def->getNameStr() == core::ConstantOp::getOperationName() ||
          (def->getNameStr() == "prim.Constant" && v->getType().isTensor()));
}

/// The dtype of a constant float tensor `v`, or Unknown.
DType constantFloatDType(Value *v) {
  if (!isConstant(v) || !v->getType().isTensor())
    return DType::Unknown;
  DType dt = v->getType().getDType();
  return isFloatDType(dt) ? dt : DType::Unknown;
}

/// The dim of the producer's weight that is its output channel, or
/// nullopt when `producer` is not one the batch norm folds into.
std::optional<unsigned> outputChannelDim(Operation *producer) {
  llvm::StringRef name = producer->getNameStr();
  if (name == core::ConvOp::getOperationName())
    return 0;
  if (name == core::ConvTransposeOp::getOperationName())
    return core::ConvTransposeOp(producer).getGroups() == 1
               ? std::optional<unsigned>(1)
               : std::nullopt;
  if (name == core::LinearOp::getOperationName()) {
    // The batch norm's channels are dim 1: the linear's features only for
    // a 2-D input.
    Type xt = core::LinearOp(producer).getInput()->getType();
    return xt.hasRank() && xt.getRank() == 2 ? std::optional<unsigned>(0)
                                             : std::nullopt;
  }
  return std::nullopt;
}

/// Folds `bn` into the conv, conv_transpose or linear that produces its
/// input; false (and nothing changed) when the pattern does not apply.
bool foldIntoProducer(Operation *bn) {
  core::BatchNormOp batchNorm(bn);
  Operation *producer = batchNorm.getInput()->getDefiningOp();
  if (!producer || !batchNorm.getInput()->hasOneUse())
    return false;
  std::optional<unsigned> channelDim = outputChannelDim(producer);
  if (!channelDim)
    return false;
  // conv, conv_transpose and linear all read (input, weight, bias).
  Value *w = producer->getOperand(1);
  Type wType = w->getType();
  DType dt = constantFloatDType(w);
  if (dt == DType::Unknown || !wType.hasRank() ||
      wType.getRank() <= *channelDim)
    return false;
  // Absent operands are none; every present one is a constant of W's dtype.
  auto present = [](Value *v) { return v && !matchConstantNone(v); };
  Value *producerBias =
      present(producer->getOperand(2)) ? producer->getOperand(2) : nullptr;
  Value *scale =
      present(batchNorm.getWeight()) ? batchNorm.getWeight() : nullptr;
  Value *shift = present(batchNorm.getBias()) ? batchNorm.getBias() : nullptr;
  for (Value *v :
       {producerBias, scale, shift, batchNorm.getMean(), batchNorm.getVar()})
    if (v && constantFloatDType(v) != dt)
      return false;

  Rewriter rw(bn);
  Value *stddev = core::SqrtOp::create{
      rw, core::AddOp::create{rw, batchNorm.getVar(),
                              rw.createScalarConstant(dt, batchNorm.getEps())}};
  Value *s = core::DivOp::create{
      rw, scale ? scale : rw.createScalarConstant(dt, 1.0), stddev};
  llvm::SmallVector<int64_t, 6> perChannel(wType.getRank(), 1);
  perChannel[*channelDim] = -1;
  Value *newWeight = core::MulOp::create{
      rw, w, core::ReshapeOp::create{rw, s, rw.createI64Constant(perChannel)}};
  Value *centered =
      producerBias ? core::SubOp::create{rw, producerBias, batchNorm.getMean()}
                   : core::NegOp::create{rw, batchNorm.getMean()};
  Value *newBias = core::MulOp::create{rw, centered, s};
  if (shift)
    newBias = core::AddOp::create{rw, newBias, shift};
  if (!newWeight || !newBias) {
    rw.eraseCreatedOps();
    return false;
  }
  // The producer again, after the new weight and bias, with its attributes.
  OperationState state(producer->getLoc(), producer->getName());
  state.addOperands({producer->getOperand(0), newWeight, newBias});
  state.addTypes({bn->getResult(0)->getType()});
  for (const NamedAttribute &attr : producer->getAttrs())
    state.addAttribute(attr.name, attr.value);
  Operation *folded = rw.createFromState(state);
  if (!folded) {
    rw.eraseCreatedOps();
    return false;
  }
  rw.replaceOp(bn, {folded->getResult(0)});
  producer->erase();
  return true;
}

struct FoldConvBatchNormPass : Pass {
  llvm::StringRef getArgument() const override {
    return "fold-conv-batch-norm";
  }
  llvm::StringRef getDescription() const override {
    return "Fold an inference core.batch_norm of a core.conv's, a one-group "
           "conv_transpose's or a 2-D linear's output into its weight and "
           "bias when all of them are constants (run fold-constants after "
           "it)";
  }
  LogicalResult runOnModule(Module &module) override {
    std::vector<Operation *> batchNorms;
    module.walk([&](Operation *op) {
      if (op->getNameStr() == core::BatchNormOp::getOperationName())
        batchNorms.push_back(op);
    });
    for (Operation *bn : batchNorms)
      foldIntoProducer(bn);
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createFoldConvBatchNormPass() {
  return std::make_unique<FoldConvBatchNormPass>();
}
