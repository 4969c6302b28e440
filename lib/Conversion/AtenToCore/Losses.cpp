//===- Losses.cpp - Decompositions of torch.nn's losses and distances ----===//
//
// Each loss computes a loss per element (or per sample) and applies its
// `reduction` argument as ATen's apply_loss_reduction does: 0 none, 1 the
// mean of every element, 2 their sum. The formulas follow ATen 1.13's
// kernels (aten/src/ATen/native/Loss.cpp, LossNLL.cpp, LossMultiMargin.cpp,
// LossMultiLabelMargin.cpp) term by term and in their order of operations,
// so the results agree to rounding; where a kernel skips elements (ignored
// targets, the target class of a margin loss, the -100 floor of
// binary_cross_entropy's logs) the decomposition selects with where, so an
// inf or NaN elsewhere does not leak into the skipped terms.
//
// Class-index losses (nll, cross entropy, the margin losses) pick the
// target's entries with core.gather along the class dim, which works for
// any batch and spatial dims, symbolic ones included.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <cmath>
#include <sstream>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// `v` as C++ streams print it (0.5, 1e-05), for messages.
std::string num(double v) {
  std::ostringstream os;
  os << v;
  return os.str();
}

// ATen's Reduction enum.
constexpr int64_t kNone = 0, kMean = 1, kSum = 2;

/// The reduction argument `i`: 0, 1 or 2.
FailureOr<int64_t> readReductionArg(Rewriter &rw, unsigned i) {
  FailureOr<int64_t> r = rw.readInt(i);
  if (failed(r))
    return failure();
  if (*r < kNone || *r > kSum)
    return rw.emitError() << rw.describeOperand(i) << " is " << *r
                          << "; torch's reductions are 0 (none), 1 (mean) "
                             "and 2 (sum)";
  return r;
}

/// A tensor operand or none (nullptr).
FailureOr<Value *> readOptionalTensorArg(Rewriter &rw, unsigned i) {
  if (rw.isNone(i))
    return static_cast<Value *>(nullptr);
  return rw.readTensor(i);
}

/// Builds the elementwise terms of a loss in one floating dtype.
struct Math {
  Rewriter &rw;
  DType dt;

  Value *k(double v) const { return rw.createScalarConstant(dt, v); }
  Value *op(llvm::StringRef name, llvm::ArrayRef<Value *> xs,
            llvm::ArrayRef<NamedAttribute> attrs = {}) const {
    return createOp(rw, name, xs, attrs);
  }
  Value *add(Value *a, Value *b) const {
    return op(core::AddOp::getOperationName(), {a, b});
  }
  Value *sub(Value *a, Value *b) const {
    return op(core::SubOp::getOperationName(), {a, b});
  }
  Value *mul(Value *a, Value *b) const {
    return op(core::MulOp::getOperationName(), {a, b});
  }
  Value *div(Value *a, Value *b) const {
    return op(core::DivOp::getOperationName(), {a, b});
  }
  Value *neg(Value *a) const {
    return op(core::NegOp::getOperationName(), {a});
  }
  Value *abs(Value *a) const {
    return op(core::AbsOp::getOperationName(), {a});
  }
  Value *exp(Value *a) const {
    return op(core::ExpOp::getOperationName(), {a});
  }
  Value *log(Value *a) const {
    return op(core::LogOp::getOperationName(), {a});
  }
  Value *sqrt(Value *a) const {
    return op(core::SqrtOp::getOperationName(), {a});
  }
  Value *where(Value *c, Value *a, Value *b) const {
    return op(core::WhereOp::getOperationName(), {c, a, b});
  }
  /// torch's clamp_min (NaN stays NaN).
  Value *clampMin(Value *a, double lo) const {
    Value *none =
        prim::ConstantOp::createTyped{rw, rw.getContext().getNoneType()};
    return op(core::ClampOp::getOperationName(), {a, k(lo), none});
  }
  Value *cmp(llvm::StringRef name, Value *a, Value *b) const {
    return op(name, {a, b});
  }
  Value *reduce(llvm::StringRef name, Value *a, llvm::ArrayRef<int64_t> axes,
                bool keepdim = false) const {
    return op(name, {a},
              {{"axes", rw.getI64ArrayAttr(axes)},
               {"keepdim", rw.getBoolAttr(keepdim)}});
  }
  Value *sum(Value *a, llvm::ArrayRef<int64_t> axes = {},
             bool keepdim = false) const {
    return reduce(core::ReduceSumOp::getOperationName(), a, axes, keepdim);
  }
  Value *cast(Value *a, DType to) const { return rw.castTo(a, to); }
};

/// ATen's apply_loss_reduction: the loss, its mean or its sum.
Value *applyReduction(const Math &m, Value *loss, int64_t reduction) {
  if (reduction == kNone)
    return loss;
  return m.reduce(reduction == kMean ? core::ReduceMeanOp::getOperationName()
                                     : core::ReduceSumOp::getOperationName(),
                  loss, {});
}

/// Replaces the op's result with `v`, cast to the result's dtype when the
/// shape function knows it.
LogicalResult replaceLoss(Rewriter &rw, Value *v) {
  return replaceWithValue(
      rw, rw.castTo(v, resultDTypeOr(rw.getOp(), v->getType().getDType())));
}

/// The floating dtype the tensors compute in (torch's promotion of them,
/// f32 for integers); an error when a dtype is unknown.
FailureOr<DType> lossDType(Rewriter &rw, llvm::ArrayRef<Value *> tensors) {
  llvm::SmallVector<PromotionOperand, 4> ops;
  for (Value *t : tensors) {
    if (t->getType().getDType() == DType::Unknown)
      return rw.emitError() << "needs the dtypes of its inputs (give the "
                               "model's input types)";
    ops.push_back(promotionOperandOf(t->getType()));
  }
  std::optional<DType> dt = promoteResultType(ops);
  if (!dt || *dt == DType::Unknown)
    return rw.emitError() << "cannot promote the dtypes of its inputs";
  return floatingDType(*dt);
}

/// Tensor operands `indices` cast to their common floating dtype.
struct FloatOperands {
  llvm::SmallVector<Value *, 4> values;
  DType dtype;
};
FailureOr<FloatOperands> readFloatOperands(Rewriter &rw,
                                           llvm::ArrayRef<unsigned> indices) {
  FloatOperands r;
  for (unsigned i : indices) {
    FailureOr<Value *> t = rw.readTensor(i);
    if (failed(t))
      return failure();
    r.values.push_back(*t);
  }
  FailureOr<DType> dt = lossDType(rw, r.values);
  if (failed(dt))
    return failure();
  r.dtype = *dt;
  for (Value *&v : r.values)
    v = rw.castTo(v, *dt);
  return r;
}

/// The size of dim `axis` of `x` as a 0-d tensor of `dtype`.
Value *dimAsTensor(Rewriter &rw, Value *x, int64_t axis, DType dtype) {
  return hostToTensor(rw, dimSize(rw, x, axis), dtype);
}

/// 0, 1, ..., n - 1 (i64) for n the size of dim `axis` of `x`.
Value *aranged(Rewriter &rw, Value *x, int64_t axis) {
  return core::ArangeOp::createTyped{rw, rw.unrankedTensorType(DType::I64),
                                     rw.createScalarConstant(DType::I64, 0),
                                     dimAsTensor(rw, x, axis, DType::I64),
                                     rw.createScalarConstant(DType::I64, 1),
                                     DType::I64};
}

//===----------------------------------------------------------------------===//
// Elementwise losses
//===----------------------------------------------------------------------===//

/// An entry computing loss(m, operands...) elementwise from the float
/// tensor operands `indices`, then reducing by operand `reductionI`.
using ElementLoss = std::function<FailureOr<Value *>(Rewriter &, const Math &,
                                                     llvm::ArrayRef<Value *>)>;
/// `inputDType`: the result has operand 0's dtype (ATen writes into a
/// tensor of the input's options; the terms compute in the promoted one).
DecompositionFn elementLossEntry(std::vector<unsigned> indices,
                                 unsigned reductionI, ElementLoss loss,
                                 bool inputDType = false) {
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<FloatOperands> xs = readFloatOperands(rw, indices);
    FailureOr<int64_t> reduction = readReductionArg(rw, reductionI);
    if (failed(xs) || failed(reduction))
      return failure();
    Math m{rw, xs->dtype};
    FailureOr<Value *> l = loss(rw, m, xs->values);
    if (failed(l))
      return failure();
    Value *r = applyReduction(m, *l, *reduction);
    if (inputDType)
      r = rw.castTo(r, floatingDType(op->getOperand(0)->getType().getDType()));
    return replaceLoss(rw, r);
  };
}

// l1_loss(x, y) = |x - y|
FailureOr<Value *> l1Loss(Rewriter &, const Math &m,
                          llvm::ArrayRef<Value *> v) {
  return m.abs(m.sub(v[0], v[1]));
}

// mse_loss(x, y) = (x - y)^2
FailureOr<Value *> mseLoss(Rewriter &, const Math &m,
                           llvm::ArrayRef<Value *> v) {
  Value *d = m.sub(v[0], v[1]);
  return m.mul(d, d);
}

// smooth_l1_loss(x, y, beta), z = |x - y|:
//   z < beta ? 0.5 * z * z / beta : z - 0.5 * beta;  l1_loss when beta = 0
FailureOr<Value *> smoothL1Loss(Rewriter &rw, const Math &m,
                                llvm::ArrayRef<Value *> v) {
  FailureOr<double> beta = rw.readFloat(3);
  if (failed(beta))
    return failure();
  if (*beta < 0)
    return rw.emitError() << "has beta " << num(*beta)
                          << "; torch needs a non-negative beta";
  Value *z = m.abs(m.sub(v[0], v[1]));
  if (*beta == 0)
    return z;
  Value *quadratic = m.div(m.mul(m.mul(m.k(0.5), z), z), m.k(*beta));
  return m.where(m.cmp(core::LtOp::getOperationName(), z, m.k(*beta)),
                 quadratic, m.sub(z, m.k(0.5 * *beta)));
}

// huber_loss(x, y, delta), z = |x - y|:
//   z < delta ? 0.5 * z * z : delta * (z - 0.5 * delta)
FailureOr<Value *> huberLoss(Rewriter &rw, const Math &m,
                             llvm::ArrayRef<Value *> v) {
  FailureOr<double> delta = rw.readFloat(3);
  if (failed(delta))
    return failure();
  if (*delta <= 0)
    return rw.emitError() << "has delta " << num(*delta)
                          << "; torch needs a positive delta";
  Value *z = m.abs(m.sub(v[0], v[1]));
  Value *quadratic = m.mul(m.mul(m.k(0.5), z), z);
  Value *linear = m.mul(m.k(*delta), m.sub(z, m.k(0.5 * *delta)));
  return m.where(m.cmp(core::LtOp::getOperationName(), z, m.k(*delta)),
                 quadratic, linear);
}

// soft_margin_loss(x, y) = log(1 + exp(-x * y))
FailureOr<Value *> softMarginLoss(Rewriter &, const Math &m,
                                  llvm::ArrayRef<Value *> v) {
  return m.log(m.add(m.k(1), m.exp(m.mul(m.neg(v[0]), v[1]))));
}

// binary_cross_entropy(x, y, weight) =
//   ((y - 1) * max(log1p(-x), -100) - y * max(log(x), -100)) * weight
// (torch floors the logs at -100, so x = 0 or 1 gives a finite loss)
LogicalResult decomposeBinaryCrossEntropy(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1});
  FailureOr<Value *> weight = readOptionalTensorArg(rw, 2);
  FailureOr<int64_t> reduction = readReductionArg(rw, 3);
  if (failed(xs) || failed(weight) || failed(reduction))
    return failure();
  Math m{rw, xs->dtype};
  Value *x = xs->values[0], *y = xs->values[1];
  Value *floor = m.k(-100);
  Value *logOneMinus =
      m.op(core::MaximumOp::getOperationName(),
           {m.op(core::Log1pOp::getOperationName(), {m.neg(x)}), floor});
  Value *logX = m.op(core::MaximumOp::getOperationName(), {m.log(x), floor});
  Value *loss =
      m.sub(m.mul(m.sub(y, m.k(1)), logOneMinus), m.mul(y, logX));
  if (*weight)
    loss = m.mul(loss, rw.castTo(*weight, xs->dtype));
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

// binary_cross_entropy_with_logits(x, y, weight, pos_weight), with
// mx = max(-x, 0) and lse = log(exp(-mx) + exp(-x - mx)):
//   (1 - y) * x + mx + lse                          without pos_weight
//   (1 - y) * x + ((pos_weight - 1) * y + 1) * (lse + mx)   with it
// then * weight
LogicalResult decomposeBinaryCrossEntropyWithLogits(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1});
  FailureOr<Value *> weight = readOptionalTensorArg(rw, 2),
                     posWeight = readOptionalTensorArg(rw, 3);
  FailureOr<int64_t> reduction = readReductionArg(rw, 4);
  if (failed(xs) || failed(weight) || failed(posWeight) || failed(reduction))
    return failure();
  Math m{rw, xs->dtype};
  Value *x = xs->values[0], *y = xs->values[1];
  Value *mx = m.clampMin(m.neg(x), 0);
  Value *lse =
      m.log(m.add(m.exp(m.neg(mx)), m.exp(m.sub(m.neg(x), mx))));
  Value *oneMinusY = m.mul(m.sub(m.k(1), y), x);
  Value *loss;
  if (*posWeight) {
    Value *pw = rw.castTo(*posWeight, xs->dtype);
    Value *logWeight = m.add(m.mul(m.sub(pw, m.k(1)), y), m.k(1));
    loss = m.add(oneMinusY, m.mul(logWeight, m.add(lse, mx)));
  } else {
    loss = m.add(m.add(oneMinusY, mx), lse);
  }
  if (*weight)
    loss = m.mul(loss, rw.castTo(*weight, xs->dtype));
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

// kl_div(x, y, log_target) = exp(y) * (y - x)           if log_target
//                          = xlogy(y, y) - y * x        otherwise,
// xlogy(y, y) = y == 0 ? 0 : y * log(y)
LogicalResult decomposeKlDiv(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1});
  FailureOr<int64_t> reduction = readReductionArg(rw, 2);
  FailureOr<bool> logTarget = rw.readBool(3);
  if (failed(xs) || failed(reduction) || failed(logTarget))
    return failure();
  Math m{rw, xs->dtype};
  Value *x = xs->values[0], *y = xs->values[1];
  Value *loss;
  if (*logTarget) {
    loss = m.mul(m.exp(y), m.sub(y, x));
  } else {
    Value *zero = m.k(0);
    Value *xlogy = m.where(m.cmp(core::EqOp::getOperationName(), y, zero), zero,
                           m.mul(y, m.log(y)));
    loss = m.sub(xlogy, m.mul(y, x));
  }
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

// poisson_nll_loss(x, y, log_input, full, eps) =
//   exp(x) - y * x                   if log_input
//   x - y * log(x + eps)             otherwise
// plus, if full, Stirling's term where y > 1:
//   y * log(y) - y + 0.5 * log(2 * pi * y)
LogicalResult decomposePoissonNllLoss(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1});
  FailureOr<bool> logInput = rw.readBool(2), full = rw.readBool(3);
  FailureOr<double> eps = rw.readFloat(4);
  FailureOr<int64_t> reduction = readReductionArg(rw, 5);
  if (failed(xs) || failed(logInput) || failed(full) || failed(eps) ||
      failed(reduction))
    return failure();
  Math m{rw, xs->dtype};
  Value *x = xs->values[0], *y = xs->values[1];
  Value *loss = *logInput ? m.sub(m.exp(x), m.mul(y, x))
                          : m.sub(x, m.mul(y, m.log(m.add(x, m.k(*eps)))));
  if (*full) {
    Value *stirling =
        m.add(m.sub(m.mul(y, m.log(y)), y),
              m.mul(m.k(0.5), m.log(m.mul(m.k(2 * M_PI), y))));
    loss = m.add(loss, m.where(m.cmp(core::LeOp::getOperationName(), y, m.k(1)),
                               m.k(0), stirling));
  }
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

// hinge_embedding_loss(x, y, margin) =
//   (y != 1 ? max(margin - x, 0) : 0) + (y != -1 ? x : 0)
LogicalResult decomposeHingeEmbeddingLoss(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1});
  FailureOr<double> margin = rw.readFloat(2);
  FailureOr<int64_t> reduction = readReductionArg(rw, 3);
  if (failed(xs) || failed(margin) || failed(reduction))
    return failure();
  Math m{rw, xs->dtype};
  Value *x = xs->values[0], *y = xs->values[1];
  Value *zero = m.k(0);
  Value *marginClamp = m.clampMin(m.sub(m.k(*margin), x), 0);
  Value *loss = m.add(
      m.where(m.cmp(core::NeOp::getOperationName(), y, m.k(1)), marginClamp,
              zero),
      m.where(m.cmp(core::NeOp::getOperationName(), y, m.k(-1)), x, zero));
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

// margin_ranking_loss(x1, x2, y, margin) = max(-y * (x1 - x2) + margin, 0)
LogicalResult decomposeMarginRankingLoss(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1, 2});
  FailureOr<double> margin = rw.readFloat(3);
  FailureOr<int64_t> reduction = readReductionArg(rw, 4);
  if (failed(xs) || failed(margin) || failed(reduction))
    return failure();
  Math m{rw, xs->dtype};
  Value *x1 = xs->values[0], *x2 = xs->values[1], *y = xs->values[2];
  Value *loss = m.clampMin(
      m.add(m.mul(m.neg(y), m.sub(x1, x2)), m.k(*margin)), 0);
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

// cosine_embedding_loss(x1, x2, y, margin), summing over the last dim of
// the inputs (dim 1 of a batch, 0 of one pair):
//   cos = sum(x1 * x2) / sqrt((sum(x1 * x1) + 1e-12) * (sum(x2 * x2) + 1e-12))
//   loss = (y == 1 ? 1 - cos : 0) + (y == -1 ? max(cos - margin, 0) : 0)
LogicalResult decomposeCosineEmbeddingLoss(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1, 2});
  FailureOr<double> margin = rw.readFloat(3);
  FailureOr<int64_t> reduction = readReductionArg(rw, 4);
  FailureOr<int64_t> targetRank = rw.readRank(2);
  if (failed(xs) || failed(margin) || failed(reduction) || failed(targetRank))
    return failure();
  if (*targetRank > 1)
    return rw.emitError() << "needs a 0-D or 1-D target, but it has rank "
                          << *targetRank;
  Math m{rw, xs->dtype};
  Value *x1 = xs->values[0], *x2 = xs->values[1], *y = xs->values[2];
  int64_t dim = *targetRank;
  constexpr double kEpsilon = 1e-12;
  Value *prodSum = m.sum(m.mul(x1, x2), {dim});
  Value *mag1 = m.add(m.sum(m.mul(x1, x1), {dim}), m.k(kEpsilon));
  Value *mag2 = m.add(m.sum(m.mul(x2, x2), {dim}), m.k(kEpsilon));
  Value *cos = m.div(prodSum, m.sqrt(m.mul(mag1, mag2)));
  Value *zero = m.k(0);
  Value *pos = m.sub(m.k(1), cos);
  Value *negative = m.clampMin(m.sub(cos, m.k(*margin)), 0);
  Value *loss = m.add(
      m.where(m.cmp(core::EqOp::getOperationName(), y, m.k(1)), pos, zero),
      m.where(m.cmp(core::EqOp::getOperationName(), y, m.k(-1)), negative,
              zero));
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

//===----------------------------------------------------------------------===//
// Distances (nn.PairwiseDistance, nn.CosineSimilarity and the losses built
// on them)
//===----------------------------------------------------------------------===//

/// pairwise_distance(x1, x2, p, eps, keepdim) = norm_p(x1 - x2 + eps) over
/// the last dim of the broadcast inputs.
Value *pairwiseDistance(const Math &m, Value *x1, Value *x2, int64_t rank,
                        double p, double eps, bool keepdim) {
  Value *diff = m.add(m.sub(x1, x2), m.k(eps));
  llvm::SmallVector<int64_t, 1> axes;
  if (rank > 0)
    axes.push_back(rank - 1);
  return buildNorm(m.rw, m.rw.unrankedTensorType(m.dt), diff, p, axes,
                   keepdim);
}

// pairwise_distance(x1, x2, p, eps, keepdim) as above
LogicalResult decomposePairwiseDistance(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1});
  FailureOr<int64_t> rank1 = rw.readRank(0), rank2 = rw.readRank(1);
  FailureOr<double> p = rw.readFloat(2), eps = rw.readFloat(3);
  FailureOr<bool> keepdim = rw.readBool(4);
  if (failed(xs) || failed(rank1) || failed(rank2) || failed(p) ||
      failed(eps) || failed(keepdim))
    return failure();
  Math m{rw, xs->dtype};
  return replaceWithValue(
      rw, pairwiseDistance(m, xs->values[0], xs->values[1],
                           std::max(*rank1, *rank2), *p, *eps, *keepdim));
}

// cosine_similarity(x1, x2, dim, eps), both broadcast to one shape first:
//   sum((x1 / max(||x1||, eps)) * (x2 / max(||x2||, eps)), dim)
// with the 2-norms along dim (ATen 1.13 clamps each norm, not their
// product)
LogicalResult decomposeCosineSimilarity(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1});
  FailureOr<double> eps = rw.readFloat(3);
  if (failed(xs) || failed(eps))
    return failure();
  FailureOr<llvm::SmallVector<HostScalar, 4>> shape =
      broadcastShape(rw, xs->values);
  if (failed(shape))
    return failure();
  int64_t rank = shape->size();
  FailureOr<int64_t> dim = rw.readDim(2, rank);
  if (failed(dim))
    return failure();
  Math m{rw, xs->dtype};
  Value *sum = nullptr;
  Value *product = nullptr;
  for (Value *x : xs->values) {
    Value *e = expandTo(rw, x, *shape);
    Value *norm = m.clampMin(
        buildNorm(rw, rw.unrankedTensorType(m.dt), e, 2.0, {*dim}, true), *eps);
    Value *unit = m.div(e, norm);
    product = product ? m.mul(product, unit) : unit;
  }
  sum = m.sum(product, {*dim});
  return replaceLoss(rw, sum);
}

// triplet_margin_loss(a, pos, neg, margin, p, eps, swap) =
//   max(margin + d(a, pos) - d(a, neg), 0), d = pairwise_distance(p, eps);
//   with swap, d(a, neg) is min(d(a, neg), d(pos, neg))
LogicalResult decomposeTripletMarginLoss(Rewriter &rw, Operation *) {
  FailureOr<FloatOperands> xs = readFloatOperands(rw, {0, 1, 2});
  FailureOr<double> margin = rw.readFloat(3), p = rw.readFloat(4),
                    eps = rw.readFloat(5);
  FailureOr<bool> swap = rw.readBool(6);
  FailureOr<int64_t> reduction = readReductionArg(rw, 7);
  if (failed(xs) || failed(margin) || failed(p) || failed(eps) ||
      failed(swap) || failed(reduction))
    return failure();
  int64_t rank = 0;
  for (unsigned i = 0; i < 3; ++i) {
    FailureOr<int64_t> r = rw.readRank(i);
    if (failed(r))
      return failure();
    rank = std::max(rank, *r);
  }
  Math m{rw, xs->dtype};
  Value *a = xs->values[0], *pos = xs->values[1], *neg = xs->values[2];
  Value *dPos = pairwiseDistance(m, a, pos, rank, *p, *eps, false);
  Value *dNeg = pairwiseDistance(m, a, neg, rank, *p, *eps, false);
  if (*swap)
    dNeg = m.op(core::MinimumOp::getOperationName(),
                {dNeg, pairwiseDistance(m, pos, neg, rank, *p, *eps, false)});
  Value *loss = m.clampMin(m.sub(m.add(m.k(*margin), dPos), dNeg), 0);
  return replaceLoss(rw, applyReduction(m, loss, *reduction));
}

//===----------------------------------------------------------------------===//
// Class-index losses
//===----------------------------------------------------------------------===//

/// x[..., t, ...] along `classDim`: the entries of `x` at the class indices
/// `t`, whose dims are x's without the class dim.
Value *pickClass(const Math &m, Value *x, Value *t, int64_t rank,
                 int64_t classDim) {
  if (rank == 1)
    return m.op(core::IndexSelectOp::getOperationName(), {x, t},
                {{"axis", m.rw.getI64Attr(0)}});
  Value *picked = m.op(core::GatherOp::getOperationName(),
                       {x, unsqueezeAt(m.rw, t, {classDim})},
                       {{"axis", m.rw.getI64Attr(classDim)}});
  return m.op(core::SqueezeOp::getOperationName(), {picked},
              {{"axes", m.rw.getI64ArrayAttr({classDim})}});
}

/// `weight` [C] reshaped to broadcast along dim `classDim` of a tensor of
/// rank `rank`.
Value *weightAlongClasses(const Math &m, Value *weight, int64_t rank,
                          int64_t classDim) {
  if (rank <= 1)
    return weight;
  llvm::SmallVector<int64_t, 4> shape(rank, 1);
  shape[classDim] = -1;
  return m.op(core::ReshapeOp::getOperationName(),
              {weight, m.rw.createI64Constant(shape)});
}

/// The class-index operands of nll and cross entropy: log-probabilities or
/// scores `x` of rank >= 1 (the class dim is 1, or 0 for one sample), an
/// integer target, an optional class weight.
struct ClassOperands {
  Value *x, *target, *weight;
  int64_t rank, classDim;
  DType dtype;
};
FailureOr<ClassOperands> readClassOperands(Rewriter &rw) {
  FailureOr<Value *> x = rw.readTensor(0), t = rw.readTensor(1),
                     w = readOptionalTensorArg(rw, 2);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(x) || failed(t) || failed(w) || failed(rank))
    return failure();
  FailureOr<DType> dt = knownDType(rw, *x);
  if (failed(dt))
    return failure();
  if (*rank < 1)
    return rw.emitError() << "needs an input of rank 1 or more";
  ClassOperands c{*x, *t, *w, *rank, *rank == 1 ? 0 : 1, *dt};
  if (c.weight)
    c.weight = rw.castTo(c.weight, *dt);
  return c;
}

/// nll of log-probabilities with class-index targets:
///   loss_i = t_i == ignore ? 0 : -x[i, t_i] * w[t_i]
///   none: loss; sum: sum(loss); mean: sum(loss) / sum of w[t_i] over the
///   targets that are not ignored (NaN when all are)
/// Returns the loss and that total weight.
std::pair<Value *, Value *> buildNll(const Math &m, const ClassOperands &c,
                                     Value *x, int64_t reduction,
                                     int64_t ignoreIndex) {
  Rewriter &rw = m.rw;
  DType tdt = c.target->getType().getDType();
  Value *kept = m.cmp(core::NeOp::getOperationName(), c.target,
                      rw.createScalarConstant(tdt, double(ignoreIndex)));
  // Ignored targets read class 0 (any valid index); their terms are zeroed.
  Value *safe =
      m.where(kept, c.target, rw.createScalarConstant(tdt, 0));
  Value *picked = pickClass(m, x, safe, c.rank, c.classDim);
  Value *zero = m.k(0);
  Value *term = m.neg(picked);
  Value *weights;
  if (c.weight) {
    Value *wt = m.op(core::IndexSelectOp::getOperationName(), {c.weight, safe},
                     {{"axis", rw.getI64Attr(0)}});
    term = m.mul(term, wt);
    weights = m.where(kept, wt, zero);
  } else {
    weights = m.cast(kept, m.dt);
  }
  Value *loss = m.where(kept, term, zero);
  Value *total = m.sum(weights);
  if (reduction == kSum)
    loss = m.sum(loss);
  else if (reduction == kMean)
    loss = m.div(m.sum(loss), total);
  return {loss, total};
}

/// Reads the reduction and ignore_index at `reductionI`, `reductionI + 1`.
FailureOr<std::pair<int64_t, int64_t>>
readReductionAndIgnore(Rewriter &rw, unsigned reductionI) {
  FailureOr<int64_t> reduction = readReductionArg(rw, reductionI);
  FailureOr<int64_t> ignore = rw.readInt(reductionI + 1);
  if (failed(reduction) || failed(ignore))
    return failure();
  return std::make_pair(*reduction, *ignore);
}

// nll_loss(x, t, weight, reduction, ignore_index) (also nll_loss_nd,
// nll_loss2d): buildNll over class dim 1 (0 for one sample)
LogicalResult decomposeNllLoss(Rewriter &rw, Operation *) {
  FailureOr<ClassOperands> c = readClassOperands(rw);
  auto ri = readReductionAndIgnore(rw, 3);
  if (failed(c) || failed(ri))
    return failure();
  Math m{rw, c->dtype};
  return replaceLoss(rw, buildNll(m, *c, c->x, ri->first, ri->second).first);
}

// nll_loss_forward / nll_loss2d_forward(x, t, weight, reduction,
// ignore_index) = (nll, total weight of the targets not ignored); with
// reduction none ATen leaves the total weight unset, so it must be unused.
LogicalResult decomposeNllLossForward(Rewriter &rw, Operation *op) {
  FailureOr<ClassOperands> c = readClassOperands(rw);
  auto ri = readReductionAndIgnore(rw, 3);
  if (failed(c) || failed(ri))
    return failure();
  if (ri->first == kNone && !op->getResult(1)->use_empty())
    return rw.emitError() << "has its total_weight (result #1) used with "
                             "reduction none, where ATen does not compute "
                             "it";
  Math m{rw, c->dtype};
  auto [loss, total] = buildNll(m, *c, c->x, ri->first, ri->second);
  rw.replaceOp(op, {loss, ri->first == kNone ? op->getResult(1) : total});
  return success();
}

// cross_entropy_loss(x, t, weight, reduction, ignore_index,
// label_smoothing ls), logp = log_softmax(x, class dim), C classes:
//   class indices, ls = 0:  nll(logp, t, weight, reduction, ignore_index)
//   class indices, ls > 0:  (1 - ls) * nll + ls / C * smooth, where
//     smooth_i = t_i == ignore ? 0 : -sum_c(logp[i, c] * w[c]) reduced as
//     nll is (mean divides by the same total weight)
//   probabilities (a floating target of x's shape), q = t * (1 - ls) + ls / C:
//     none: -sum_c(logp * q * w); sum: -sum(logp * q * w);
//     mean: that sum / (numel(x) / C)
LogicalResult decomposeCrossEntropyLoss(Rewriter &rw, Operation *) {
  FailureOr<ClassOperands> c = readClassOperands(rw);
  auto ri = readReductionAndIgnore(rw, 3);
  FailureOr<double> smoothing = rw.readFloat(5);
  if (failed(c) || failed(ri) || failed(smoothing))
    return failure();
  auto [reduction, ignoreIndex] = *ri;
  double ls = *smoothing;
  if (ls < 0 || ls > 1)
    return rw.emitError() << "has label_smoothing " << num(ls)
                          << "; torch needs it in [0, 1]";
  DType tdt = c->target->getType().getDType();
  if (tdt == DType::Unknown)
    return rw.emitError() << "needs the dtype of its target to tell class "
                             "indices from probabilities";
  Math m{rw, c->dtype};
  Value *logp = m.op(core::LogSoftmaxOp::getOperationName(), {c->x},
                     {{"axis", rw.getI64Attr(c->classDim)}});
  // ls / C, a double as in ATen when C is static.
  HostScalar numClasses = dimSize(rw, c->x, c->classDim);
  auto smoothingPerClass = [&]() -> Value * {
    if (numClasses.isConstant())
      return m.k(ls / double(numClasses.getInt()));
    return m.div(m.k(ls), hostToTensor(rw, numClasses, c->dtype));
  };

  if (isFloatDType(tdt)) {
    // Probabilities: ATen takes this path when the shapes are equal.
    if (ignoreIndex >= 0)
      return rw.emitError() << "has ignore_index " << ignoreIndex
                            << " with a probability target, which torch "
                               "does not support";
    Value *q = rw.castTo(c->target, c->dtype);
    if (ls > 0)
      q = m.add(m.mul(q, m.k(1 - ls)), smoothingPerClass());
    Value *prod = m.mul(logp, q);
    if (c->weight)
      prod = m.mul(prod, weightAlongClasses(m, c->weight, c->rank,
                                            c->classDim));
    Value *loss;
    if (reduction == kNone) {
      loss = m.neg(m.sum(prod, {c->classDim}));
    } else {
      loss = m.neg(m.sum(prod));
      if (reduction == kMean) {
        // numel(x) / C, the number of samples (and positions).
        HostScalar n;
        Type xt = c->x->getType();
        if (xt.hasStaticShape()) {
          int64_t numel = 1;
          for (Dim d : xt.getDims())
            numel *= d.getStatic();
          int64_t classes = xt.getDims()[c->classDim].getStatic();
          n = hostInt(classes ? numel / classes : 0);
        } else {
          HostScalar all;
          all.value = core::NumelOp::createTyped{
              rw, rw.getContext().getIntType(), c->x};
          n = intBinary(rw, "floordiv", all, dimSize(rw, c->x, c->classDim));
        }
        loss = m.div(loss, hostToTensor(rw, n, c->dtype));
      }
    }
    return replaceLoss(rw, loss);
  }

  auto [nll, total] = buildNll(m, *c, logp, reduction, ignoreIndex);
  if (ls == 0)
    return replaceLoss(rw, nll);
  Value *weighted =
      c->weight ? m.mul(logp, weightAlongClasses(m, c->weight, c->rank,
                                                  c->classDim))
                : logp;
  Value *smooth = m.neg(m.sum(weighted, {c->classDim}));
  Value *kept = m.cmp(core::NeOp::getOperationName(), c->target,
                      rw.createScalarConstant(tdt, double(ignoreIndex)));
  smooth = m.where(kept, smooth, m.k(0));
  if (reduction == kSum)
    smooth = m.sum(smooth);
  else if (reduction == kMean)
    smooth = m.div(m.sum(smooth), total);
  return replaceWithValue(
      rw, m.add(m.mul(m.k(1 - ls), nll),
                m.mul(smooth, smoothingPerClass())));
}

// multi_margin_loss(x [N, C], t [N], p, margin, weight): per sample,
//   sum over c != t of (z = margin - x[t] + x[c]) > 0 ? z^p * w[t] : 0,
//   divided by C; p is 1 or 2
LogicalResult decomposeMultiMarginLoss(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0), t = rw.readTensor(1),
                     w = readOptionalTensorArg(rw, 4);
  FailureOr<int64_t> rank = rw.readRank(0), tRank = rw.readRank(1);
  FailureOr<double> p = rw.readFloat(2), margin = rw.readFloat(3);
  FailureOr<int64_t> reduction = readReductionArg(rw, 5);
  if (failed(x) || failed(t) || failed(w) || failed(rank) || failed(tRank) ||
      failed(p) || failed(margin) || failed(reduction))
    return failure();
  if (*p != 1 && *p != 2)
    return rw.emitError() << "has p = " << num(*p) << "; torch supports 1 and 2";
  if (*rank != 1 && *rank != 2)
    return rw.emitError() << "needs an input of rank 1 or 2, but it has rank "
                          << *rank;
  FailureOr<DType> dt = knownDType(rw, *x);
  if (failed(dt))
    return failure();
  Math m{rw, *dt};
  Value *input = *rank == 1 ? unsqueezeAt(rw, *x, {0}) : *x;
  Value *target = *rank == 1 ? m.op(core::ReshapeOp::getOperationName(),
                                    {*t, rw.createI64Constant({1})})
                             : *t;
  Value *t1 = unsqueezeAt(rw, target, {1});
  Value *xt = m.op(core::GatherOp::getOperationName(), {input, t1},
                   {{"axis", rw.getI64Attr(1)}});
  Value *z = m.add(m.sub(m.k(*margin), xt), input);
  Value *h = *p == 1 ? z : m.mul(z, z);
  if (*w) {
    Value *wt =
        m.op(core::IndexSelectOp::getOperationName(),
             {rw.castTo(*w, *dt), target}, {{"axis", rw.getI64Attr(0)}});
    h = m.mul(h, unsqueezeAt(rw, wt, {1}));
  }
  Value *other =
      m.cmp(core::NeOp::getOperationName(), aranged(rw, input, 1), t1);
  Value *keep = m.op(core::LogicalAndOp::getOperationName(),
                     {other, m.cmp(core::GtOp::getOperationName(), z, m.k(0))});
  Value *perSample = m.div(m.sum(m.where(keep, h, m.k(0)), {1}),
                           dimAsTensor(rw, input, 1, *dt));
  if (*reduction == kNone) {
    // One value per sample: [N], or the shape of a single sample's target.
    if (*rank == 1)
      perSample = m.op(
          core::ReshapeOp::getOperationName(),
          {perSample,
           rw.createI64Constant(llvm::SmallVector<int64_t, 1>(*tRank, 1))});
    return replaceLoss(rw, perSample);
  }
  return replaceLoss(rw, applyReduction(m, perSample, *reduction));
}

/// multilabel_margin_loss of x [N, C] and t [N, C]: the targets of a sample
/// are t's entries before its first negative one; per sample,
///   sum over targets j and non-target classes c of
///   (z = 1 - x[t_j] + x[c]) > 0 ? z : 0, divided by C.
/// Returns the per-sample loss [N] and is_target [N, C] (x's dtype).
std::pair<Value *, Value *> buildMultilabelMargin(const Math &m, Value *x,
                                                  Value *t) {
  Rewriter &rw = m.rw;
  DType tdt = t->getType().getDType();
  Value *negative = m.cast(
      m.cmp(core::LtOp::getOperationName(), t, rw.createScalarConstant(tdt, 0)),
      DType::I64);
  Value *valid = m.cmp(core::EqOp::getOperationName(),
                       m.op(core::CumsumOp::getOperationName(), {negative},
                            {{"axis", rw.getI64Attr(1)}}),
                       rw.createScalarConstant(DType::I64, 0));
  Value *safe = m.where(valid, t, rw.createScalarConstant(tdt, 0));
  // isTarget[n, c] = any_j(valid[n, j] and safe[n, j] == c)
  Value *hits = m.op(core::LogicalAndOp::getOperationName(),
                     {unsqueezeAt(rw, valid, {2}),
                      m.cmp(core::EqOp::getOperationName(),
                            unsqueezeAt(rw, m.cast(safe, DType::I64), {2}),
                            aranged(rw, x, 1))});
  Value *isTarget = m.reduce(core::ReduceAnyOp::getOperationName(), hits, {1});
  Value *xt = m.op(core::GatherOp::getOperationName(), {x, safe},
                   {{"axis", rw.getI64Attr(1)}});
  // z[n, j, c] = 1 - x[n, t_j] + x[n, c]
  Value *z = m.add(unsqueezeAt(rw, m.sub(m.k(1), xt), {2}),
                   unsqueezeAt(rw, x, {1}));
  Value *keep = m.op(
      core::LogicalAndOp::getOperationName(),
      {m.op(core::LogicalAndOp::getOperationName(),
            {unsqueezeAt(rw, valid, {2}),
             unsqueezeAt(
                 rw, m.op(core::LogicalNotOp::getOperationName(), {isTarget}),
                 {1})}),
       m.cmp(core::GtOp::getOperationName(), z, m.k(0))});
  Value *perSample = m.div(m.sum(m.where(keep, z, m.k(0)), {1, 2}),
                           dimAsTensor(rw, x, 1, m.dt));
  return {perSample, m.cast(isTarget, m.dt)};
}

// multilabel_margin_loss(x, t, reduction) and
// multilabel_margin_loss_forward(x, t, reduction) = (loss, is_target):
// buildMultilabelMargin, one sample ([C]) as a batch of one
DecompositionFn multilabelMarginEntry(bool forward) {
  return [forward](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0), t = rw.readTensor(1);
    FailureOr<int64_t> rank = rw.readRank(0);
    FailureOr<int64_t> reduction = readReductionArg(rw, 2);
    if (failed(x) || failed(t) || failed(rank) || failed(reduction))
      return failure();
    if (*rank != 1 && *rank != 2)
      return rw.emitError()
             << "needs an input of rank 1 or 2, but it has rank " << *rank;
    FailureOr<DType> dt = knownDType(rw, *x);
    if (failed(dt))
      return failure();
    Math m{rw, *dt};
    bool one = *rank == 1;
    auto [perSample, isTarget] =
        buildMultilabelMargin(m, one ? unsqueezeAt(rw, *x, {0}) : *x,
                              one ? unsqueezeAt(rw, *t, {0}) : *t);
    Value *loss = applyReduction(m, perSample, *reduction);
    if (one && *reduction == kNone)
      loss = m.op(core::SqueezeOp::getOperationName(), {loss},
                  {{"axes", rw.getI64ArrayAttr({0})}});
    if (!forward)
      return replaceLoss(rw, loss);
    if (one)
      isTarget = m.op(core::SqueezeOp::getOperationName(), {isTarget},
                      {{"axes", rw.getI64ArrayAttr({0})}});
    rw.replaceOp(op, {loss, isTarget});
    return success();
  };
}

} // namespace

void detail::registerLossDecompositions() {
  addBuiltin("aten::l1_loss", elementLossEntry({0, 1}, 2, l1Loss));
  addBuiltin("aten::mse_loss", elementLossEntry({0, 1}, 2, mseLoss));
  addBuiltin("aten::smooth_l1_loss", elementLossEntry({0, 1}, 2, smoothL1Loss));
  addBuiltin("aten::huber_loss",
             elementLossEntry({0, 1}, 2, huberLoss, /*inputDType=*/true));
  addBuiltin("aten::soft_margin_loss",
             elementLossEntry({0, 1}, 2, softMarginLoss, /*inputDType=*/true));
  addBuiltin("aten::binary_cross_entropy", decomposeBinaryCrossEntropy);
  addBuiltin("aten::binary_cross_entropy_with_logits",
             decomposeBinaryCrossEntropyWithLogits);
  addBuiltin("aten::kl_div", decomposeKlDiv);
  addBuiltin("aten::poisson_nll_loss", decomposePoissonNllLoss);
  addBuiltin("aten::hinge_embedding_loss", decomposeHingeEmbeddingLoss);
  addBuiltin("aten::margin_ranking_loss", decomposeMarginRankingLoss);
  addBuiltin("aten::cosine_embedding_loss", decomposeCosineEmbeddingLoss);
  addBuiltin("aten::triplet_margin_loss", decomposeTripletMarginLoss);
  addBuiltin("aten::pairwise_distance", decomposePairwiseDistance);
  addBuiltin("aten::cosine_similarity", decomposeCosineSimilarity);
  addBuiltin("aten::nll_loss", decomposeNllLoss);
  addBuiltin("aten::nll_loss_nd", decomposeNllLoss);
  addBuiltin("aten::nll_loss2d", decomposeNllLoss);
  addBuiltin("aten::nll_loss_forward", decomposeNllLossForward);
  addBuiltin("aten::nll_loss2d_forward", decomposeNllLossForward);
  addBuiltin("aten::cross_entropy_loss", decomposeCrossEntropyLoss);
  addBuiltin("aten::multi_margin_loss", decomposeMultiMarginLoss);
  addBuiltin("aten::multilabel_margin_loss", multilabelMarginEntry(false));
  addBuiltin("aten::multilabel_margin_loss_forward",
             multilabelMarginEntry(true));
  registerCtcLossDecompositions();
}
