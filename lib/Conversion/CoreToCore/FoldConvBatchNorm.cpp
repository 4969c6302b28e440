//===- FoldConvBatchNorm.cpp - `fold-conv-batch-norm` ---------------------===//
//
// An inference batch norm of a convolution's output is a per-channel affine
// map, so it folds into the convolution's weight and bias (torch.onnx's
// eval-mode fuse of Conv and BatchNormalization, ONNX Runtime's
// ConvBNFusion):
//
//   s  = weight / sqrt(var + eps)                 [C]  (1 / ... if no weight)
//   W' = W * reshape(s, [-1, 1, ..., 1])          (W's rank)
//   B' = (B - mean) * s + bias                    (B and bias 0 if none)
//   batch_norm(conv(x, W, B)) = conv(x, W', B')
//
// It applies when the batch norm is the conv's only user and W, B, mean,
// var, weight and bias are core.constants of one float dtype: the new ops
// read only constants, so fold-constants computes W' and B' (run it after
// this pass), and the model loses the batch norm and its four parameters.
// The arithmetic is in the parameters' dtype, as ONNX Runtime's fusion
// does, so the result differs from the unfused graph by rounding only.
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

bool isConstant(Value *v) {
  Operation *def = v->getDefiningOp();
  return def && def->getNameStr() == core::ConstantOp::getOperationName();
}

/// The dtype of a constant float tensor `v`, or Unknown.
DType constantFloatDType(Value *v) {
  if (!isConstant(v) || !v->getType().isTensor())
    return DType::Unknown;
  DType dt = v->getType().getDType();
  return isFloatDType(dt) ? dt : DType::Unknown;
}

OptionalList<int64_t> listOf(std::optional<llvm::SmallVector<int64_t, 4>> v) {
  return v ? OptionalList<int64_t>(*v) : OptionalList<int64_t>();
}

/// Folds `bn` into the conv that produces its input; false (and nothing
/// changed) when the pattern does not apply.
bool foldIntoConv(Operation *bn) {
  core::BatchNormOp batchNorm(bn);
  Operation *conv = batchNorm.getInput()->getDefiningOp();
  if (!conv || conv->getNameStr() != core::ConvOp::getOperationName() ||
      !batchNorm.getInput()->hasOneUse())
    return false;
  core::ConvOp convOp(conv);
  Value *w = convOp.getWeight();
  Type wType = w->getType();
  DType dt = constantFloatDType(w);
  if (dt == DType::Unknown || !wType.hasRank() || wType.getRank() < 1)
    return false;
  // Absent operands are none; every present one is a constant of W's dtype.
  auto present = [](Value *v) { return v && !matchConstantNone(v); };
  Value *convBias = present(convOp.getBias()) ? convOp.getBias() : nullptr;
  Value *scale =
      present(batchNorm.getWeight()) ? batchNorm.getWeight() : nullptr;
  Value *shift = present(batchNorm.getBias()) ? batchNorm.getBias() : nullptr;
  for (Value *v :
       {convBias, scale, shift, batchNorm.getMean(), batchNorm.getVar()})
    if (v && constantFloatDType(v) != dt)
      return false;

  Rewriter rw(bn);
  Value *stddev = core::SqrtOp::create{
      rw, core::AddOp::create{rw, batchNorm.getVar(),
                              rw.createScalarConstant(dt, batchNorm.getEps())}};
  Value *s = core::DivOp::create{
      rw, scale ? scale : rw.createScalarConstant(dt, 1.0), stddev};
  llvm::SmallVector<int64_t, 6> perChannel(wType.getRank(), 1);
  perChannel[0] = -1;
  Value *newWeight = core::MulOp::create{
      rw, w, core::ReshapeOp::create{rw, s, rw.createI64Constant(perChannel)}};
  Value *centered = convBias
                        ? core::SubOp::create{rw, convBias, batchNorm.getMean()}
                        : core::NegOp::create{rw, batchNorm.getMean()};
  Value *newBias = core::MulOp::create{rw, centered, s};
  if (shift)
    newBias = core::AddOp::create{rw, newBias, shift};
  Value *folded = core::ConvOp::create{
      rw,
      convOp.getInput(),
      newWeight,
      newBias,
      listOf(convOp.getStrides()),
      listOf(convOp.getPads()),
      listOf(convOp.getDilations()),
      convOp.getGroupsAttr() ? std::optional<int64_t>(convOp.getGroups())
                             : std::nullopt};
  if (!folded) {
    rw.eraseCreatedOps();
    return false;
  }
  rw.replaceOp(bn, {folded});
  conv->erase();
  return true;
}

struct FoldConvBatchNormPass : Pass {
  llvm::StringRef getArgument() const override {
    return "fold-conv-batch-norm";
  }
  llvm::StringRef getDescription() const override {
    return "Fold an inference core.batch_norm of a core.conv's output into "
           "the conv's weight and bias when all of them are constants (run "
           "fold-constants after it)";
  }
  LogicalResult runOnModule(Module &module) override {
    std::vector<Operation *> batchNorms;
    module.walk([&](Operation *op) {
      if (op->getNameStr() == core::BatchNormOp::getOperationName())
        batchNorms.push_back(op);
    });
    for (Operation *bn : batchNorms)
      foldIntoConv(bn);
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createFoldConvBatchNormPass() {
  return std::make_unique<FoldConvBatchNormPass>();
}
