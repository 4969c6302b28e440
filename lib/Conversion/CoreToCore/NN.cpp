//===- NN.cpp - Expansions of linear, adaptive pools, norms, attention ---===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include <cmath>
#include <limits>

using namespace tocc;
using namespace tocc::expansion;

namespace {

/// Whether an optional (tensor_or_none) operand is absent.
bool isNone(Value *v) { return v->getType().isNone(); }

Value *transposeLastTwo(Emitter &e, Value *x, int64_t rank) {
  llvm::SmallVector<int64_t, 4> perm;
  for (int64_t i = 0; i < rank; ++i)
    perm.push_back(i);
  std::swap(perm[rank - 2], perm[rank - 1]);
  return core::TransposeOp::createTyped{
      e.rw, e.rw.unrankedTensorType(x->getType().getDType()), x, perm};
}

// linear(x, weight, bias) = matmul(x, transpose(weight)) + bias
LogicalResult expandLinear(Rewriter &rw, Operation *op) {
  core::LinearOp linear(op);
  Value *x = linear.getInput(), *w = linear.getWeight();
  FailureOr<int64_t> wRank = rankOf(rw, w, "the weight");
  if (failed(wRank))
    return failure();
  if (*wRank != 2)
    return rw.emitError() << "needs a 2-D weight, but it has rank " << *wRank;
  Emitter e{rw, x->getType().getDType()};
  Value *r = core::MatmulOp::createTyped{rw, rw.unrankedTensorType(e.dtype), x,
                                         transposeLastTwo(e, w, 2)};
  if (!isNone(linear.getBias()))
    r = e.add(r, linear.getBias());
  rw.replaceOp(op, {r});
  return success();
}

Value *i64Op(Emitter &e, llvm::StringRef name, llvm::ArrayRef<Value *> xs) {
  return e.rw.create(name, e.rw.unrankedTensorType(DType::I64), xs);
}

/// Adaptive pooling of `x` along `axis` (of `rank`), whose size n is known
/// only at run time, to `out` windows, gathered: window o is [start_o,
/// end_o) with start = floor(o n / out), end = ceil((o + 1) n / out), and
/// K = max(end - start) positions; index (o, t) reads start_o + t clipped
/// to end_o - 1 (a repeat of the window's last element), so one
/// index_select gives [..., out, K, ...] and
///   max:  reduce_max over K (repeats change no maximum);
///   mean: reduce_sum over K of where(t < end_o - start_o, x, 0) / (end_o -
///         start_o).
/// The windows overlap by at most one element and K <= ceil(n / out) + 1,
/// so the gathered tensor is about as large as x; the sums add the
/// window's elements directly (a cumulative sum's differences would lose
/// the low bits of large prefix sums).
Value *poolAxisGathered(Emitter &e, Value *x, int64_t axis, int64_t rank,
                        int64_t out, bool max) {
  Rewriter &rw = e.rw;
  llvm::SmallVector<int64_t, 8> iota, next;
  for (int64_t o = 0; o < out; ++o) {
    iota.push_back(o);
    next.push_back(o + 1);
  }
  Value *n = e.dims(x, axis, axis + 1); // [1]
  Value *outC = rw.createI64Constant({out});
  Value *start = i64Op(e, core::FloordivOp::getOperationName(),
                       {i64Op(e, core::MulOp::getOperationName(),
                              {rw.createI64Constant(iota), n}),
                        outC});
  Value *end = i64Op(e, core::FloordivOp::getOperationName(),
                     {i64Op(e, core::AddOp::getOperationName(),
                            {i64Op(e, core::MulOp::getOperationName(),
                                   {rw.createI64Constant(next), n}),
                             rw.createI64Constant({out - 1})}),
                      outC});
  Value *len = i64Op(e, core::SubOp::getOperationName(), {end, start}); // [out]
  Value *k = e.reduce(core::ReduceMaxOp::getOperationName(), len, {0}, false);
  Value *t = core::ArangeOp::createTyped{
      rw, rw.unrankedTensorType(DType::I64),
      rw.createScalarConstant(DType::I64, 0), k,
      rw.createScalarConstant(DType::I64, 1), DType::I64};
  Value *last = e.unsqueeze(i64Op(e, core::SubOp::getOperationName(),
                                  {end, rw.createI64Constant({1})}),
                            {1});
  Value *idx = i64Op(
      e, core::MinimumOp::getOperationName(),
      {i64Op(e, core::AddOp::getOperationName(), {e.unsqueeze(start, {1}), t}),
       last});
  Value *g = core::IndexSelectOp::createTyped{
      rw, rw.unrankedTensorType(e.dtype), x, idx, axis};
  if (max)
    return e.reduce(core::ReduceMaxOp::getOperationName(), g, {axis + 1},
                    false);
  // The mask and the divisor broadcast over the dims after the axis.
  llvm::SmallVector<int64_t, 4> trailing;
  for (int64_t j = axis + 1; j < rank; ++j)
    trailing.push_back(j - axis + 1);
  Value *mask = e.cmp(core::LtOp::getOperationName(), t,
                      e.unsqueeze(len, {1})); // [out, K]
  if (!trailing.empty())
    mask = e.unsqueeze(mask, trailing);
  Value *sum = e.reduce(core::ReduceSumOp::getOperationName(),
                        e.where(mask, g, e.c(0.0)), {axis + 1}, false);
  Value *count = e.cast(len, e.dtype);
  if (!trailing.empty()) {
    for (int64_t &j : trailing)
      --j;
    count = e.unsqueeze(count, trailing);
  }
  return e.div(sum, count);
}

/// Pools the trailing dims of x to output_size with `reduce`
/// (core.reduce_mean or core.reduce_max) or, when every dim divides, one
/// `pool` op with kernel = stride = n / out. A dim whose size is not
/// static is pooled with poolAxisGathered. `x` and `outSize`: the op's input
/// and output_size.
LogicalResult expandAdaptivePool(Rewriter &rw, Operation *op, Value *x,
                                 llvm::ArrayRef<int64_t> outSize,
                                 llvm::StringRef pool, llvm::StringRef reduce) {
  FailureOr<int64_t> rank = rankOf(rw, x, "the input");
  if (failed(rank))
    return failure();
  int64_t k = outSize.size();
  if (k == 0 || k > *rank)
    return rw.emitError() << "has " << k
                          << " output sizes for an input of rank " << *rank;
  for (int64_t o : outSize)
    if (o <= 0)
      return rw.emitError() << "has output size " << o
                            << "; adaptive pools need positive sizes";
  Emitter e{rw, x->getType().getDType()};
  llvm::ArrayRef<Dim> dims = x->getType().getDims();
  int64_t first = *rank - k;
  bool max = reduce == core::ReduceMaxOp::getOperationName();

  // Output 1 everywhere: a global reduction, which needs no dim.
  if (llvm::all_of(outSize, [](int64_t o) { return o == 1; })) {
    llvm::SmallVector<int64_t, 4> axes;
    for (int64_t i = first; i < *rank; ++i)
      axes.push_back(i);
    rw.replaceOp(op, {e.reduce(reduce, x, axes, true)});
    return success();
  }
  bool allStatic = true;
  for (int64_t i = 0; i < k; ++i)
    allStatic &= dims[first + i].isStatic();

  if (allStatic) {
    bool divisible = true;
    llvm::SmallVector<int64_t, 4> kernel;
    for (int64_t i = 0; i < k; ++i) {
      int64_t n = dims[first + i].getStatic();
      divisible &= n % outSize[i] == 0 && n > 0;
      kernel.push_back(n / outSize[i]);
    }
    if (divisible) {
      llvm::SmallVector<NamedAttribute, 4> attrs = {
          {"kernel_shape", rw.getI64ArrayAttr(kernel)},
          {"strides", rw.getI64ArrayAttr(kernel)}};
      rw.replaceOp(op, {rw.create(pool, rw.unrankedTensorType(e.dtype), {x},
                                  attrs)});
      return success();
    }
  }

  // One dim after the other (a box's mean is the mean of its rows' means:
  // all rows are as long; its max the max of its rows' maxima). A static
  // dim: window i of size n is [floor(i n / out), ceil((i + 1) n / out)),
  // slice, reduce with keepdim and concat. Another: poolAxisGathered.
  Value *cur = x;
  for (int64_t i = 0; i < k; ++i) {
    int64_t axis = first + i, out = outSize[i];
    Dim d = cur->getType().hasRank() ? cur->getType().getDims()[axis] : Dim();
    if (!d.isStatic()) {
      cur = poolAxisGathered(e, cur, axis, *rank, out, max);
      continue;
    }
    int64_t n = d.getStatic();
    if (n == out)
      continue;
    llvm::SmallVector<Value *, 8> pieces;
    for (int64_t j = 0; j < out; ++j) {
      int64_t start = (j * n) / out, end = ((j + 1) * n + out - 1) / out;
      Value *window = core::SliceOp::createTyped{
          rw, rw.unrankedTensorType(e.dtype), cur,
          rw.createI64Constant({start}), rw.createI64Constant({end}),
          rw.createI64Constant({axis}), rw.createI64Constant({1})};
      pieces.push_back(e.reduce(reduce, window, {axis}, true));
    }
    cur = pieces.size() == 1 ? pieces.front() : e.concat(pieces, axis);
  }
  rw.replaceOp(op, {cur});
  return success();
}

// adaptive_avg_pool(x, out) = avg_pool(x, kernel = stride = n / out) when
//   every n is static and divides, else per dim: concat_i(mean(x[floor(i n
//   / out) : ceil((i + 1) n / out)])) (static n) or the gathered windows'
//   masked sums / their lengths (n known at run time); out = 1: reduce_mean
//   over the pooled dims
LogicalResult expandAdaptiveAvgPool(Rewriter &rw, Operation *op) {
  core::AdaptiveAvgPoolOp pool(op);
  if (failed(floatDTypeOf(rw, pool.getInput())))
    return failure();
  return expandAdaptivePool(rw, op, pool.getInput(), pool.getOutputSize(),
                            core::AvgPoolOp::getOperationName(),
                            core::ReduceMeanOp::getOperationName());
}

// adaptive_max_pool(x, out): as adaptive_avg_pool with max_pool / reduce_max
LogicalResult expandAdaptiveMaxPool(Rewriter &rw, Operation *op) {
  core::AdaptiveMaxPoolOp pool(op);
  return expandAdaptivePool(rw, op, pool.getInput(), pool.getOutputSize(),
                            core::MaxPoolOp::getOperationName(),
                            core::ReduceMaxOp::getOperationName());
}

/// (x - mean) / sqrt(var + eps) over `axes`, var biased.
Value *normalize(Emitter &e, Value *x, llvm::ArrayRef<int64_t> axes,
                 double eps) {
  Value *mean = e.reduce(core::ReduceMeanOp::getOperationName(), x, axes, true);
  Value *d = e.sub(x, mean);
  Value *var =
      e.reduce(core::ReduceMeanOp::getOperationName(), e.mul(d, d), axes, true);
  return e.div(d, e.un(core::SqrtOp::getOperationName(), e.add(var, e.c(eps))));
}

/// y * weight + bias with per-channel [C] weight and bias (none: absent),
/// reshaped to [C, 1, ...] to broadcast over channel dim 1 of a
/// rank-`rank` input.
Value *channelAffine(Emitter &e, Value *weight, Value *bias, Value *y,
                     int64_t rank) {
  llvm::SmallVector<int64_t, 4> trailing;
  for (int64_t i = 1; i < rank - 1; ++i)
    trailing.push_back(i);
  auto perChannel = [&](Value *p) {
    return trailing.empty() ? p : e.unsqueeze(p, trailing);
  };
  if (!isNone(weight))
    y = e.mul(y, perChannel(weight));
  if (!isNone(bias))
    y = e.add(y, perChannel(bias));
  return y;
}

// layer_norm(x, weight, bias, axis, eps)
//   = (x - mean) / sqrt(var + eps) * weight + bias over dims axis..rank-1
LogicalResult expandLayerNorm(Rewriter &rw, Operation *op) {
  core::LayerNormOp layerNorm(op);
  Value *x = layerNorm.getInput();
  FailureOr<DType> dt = floatDTypeOf(rw, x);
  FailureOr<int64_t> rank = rankOf(rw, x, "the input");
  if (failed(dt) || failed(rank))
    return failure();
  int64_t axis = layerNorm.getAxis();
  std::optional<int64_t> first = normalizeDim(axis, *rank);
  if (!first || *rank == 0)
    return rw.emitError() << "has axis " << axis
                          << ", out of range for rank " << *rank;
  llvm::SmallVector<int64_t, 4> axes;
  for (int64_t i = *first; i < *rank; ++i)
    axes.push_back(i);
  Emitter e{rw, *dt};
  Value *y = normalize(e, x, axes, layerNorm.getEps());
  if (!isNone(layerNorm.getWeight()))
    y = e.mul(y, layerNorm.getWeight());
  if (!isNone(layerNorm.getBias()))
    y = e.add(y, layerNorm.getBias());
  rw.replaceOp(op, {y});
  return success();
}

// group_norm(x, weight, bias, groups, eps) = reshape(normalize(
//   reshape(x, [N, groups, -1]) over dim 2), shape_of(x)) * weight + bias
LogicalResult expandGroupNorm(Rewriter &rw, Operation *op) {
  core::GroupNormOp groupNorm(op);
  Value *x = groupNorm.getInput();
  FailureOr<DType> dt = floatDTypeOf(rw, x);
  FailureOr<int64_t> rank = rankOf(rw, x, "the input");
  if (failed(dt) || failed(rank))
    return failure();
  if (*rank < 2)
    return rw.emitError() << "needs an input [N, C, *], but it has rank "
                          << *rank;
  int64_t groups = groupNorm.getGroups();
  Emitter e{rw, *dt};
  Value *grouped;
  if (x->getType().getDims()[0].isStatic())
    grouped = rw.createI64Constant(
        {x->getType().getDims()[0].getStatic(), groups, -1});
  else
    grouped = e.concat({e.dims(x, 0, 1), rw.createI64Constant({groups, -1})},
                       0);
  Value *y = normalize(e, e.reshape(x, grouped), {2}, groupNorm.getEps());
  y = e.reshape(y, e.dims(x, 0, *rank));
  rw.replaceOp(op, {channelAffine(e, groupNorm.getWeight(), groupNorm.getBias(),
                                  y, *rank)});
  return success();
}

// instance_norm(x, weight, bias, eps)
//   = (x - mean) / sqrt(var + eps) over dims 2.. per sample and channel,
//   then * weight + bias per channel
LogicalResult expandInstanceNorm(Rewriter &rw, Operation *op) {
  core::InstanceNormOp instanceNorm(op);
  Value *x = instanceNorm.getInput();
  FailureOr<DType> dt = floatDTypeOf(rw, x);
  FailureOr<int64_t> rank = rankOf(rw, x, "the input");
  if (failed(dt) || failed(rank))
    return failure();
  if (*rank < 3)
    return rw.emitError() << "needs an input [N, C, spatial...] of rank >= "
                             "3, but it has rank "
                          << *rank;
  llvm::SmallVector<int64_t, 4> axes;
  for (int64_t i = 2; i < *rank; ++i)
    axes.push_back(i);
  Emitter e{rw, *dt};
  Value *y = normalize(e, x, axes, instanceNorm.getEps());
  rw.replaceOp(op, {channelAffine(e, instanceNorm.getWeight(),
                                  instanceNorm.getBias(), y, *rank)});
  return success();
}

// scaled_dot_product_attention(q, k, v, mask, is_causal, scale)
//   = matmul(softmax(matmul(q, k^T) * scale + mask, -1), v),
//   scale = 1 / sqrt(E) by default; a bool mask is where(mask, s, -inf);
//   causal: where(tril(full([L, S], true)), s, -inf)
LogicalResult expandAttention(Rewriter &rw, Operation *op) {
  core::ScaledDotProductAttentionOp attention(op);
  Value *q = attention.getQuery(), *k = attention.getKey(),
        *v = attention.getValue();
  FailureOr<DType> dt = floatDTypeOf(rw, q);
  FailureOr<int64_t> qRank = rankOf(rw, q, "the query");
  FailureOr<int64_t> kRank = rankOf(rw, k, "the key");
  if (failed(dt) || failed(qRank) || failed(kRank))
    return failure();
  if (*qRank < 2 || *kRank < 2)
    return rw.emitError() << "needs a query and a key of rank >= 2";
  Emitter e{rw, *dt};
  Value *s = core::MatmulOp::createTyped{rw, rw.unrankedTensorType(e.dtype), q,
                                         transposeLastTwo(e, k, *kRank)};

  Value *scale;
  Attribute scaleAttr = attention.getScaleAttr();
  if (scaleAttr && (scaleAttr.isFloat() || scaleAttr.isInt())) {
    scale = e.c(*attention.getScale());
  } else if (Dim E = q->getType().getDims()[*qRank - 1]; E.isStatic()) {
    scale = e.c(1.0 / std::sqrt(double(E.getStatic())));
  } else {
    // 1 / sqrt(E) read at run time: a [1] tensor, which broadcasts.
    scale = e.un(core::RsqrtOp::getOperationName(),
                 e.cast(e.dims(q, *qRank - 1, *qRank), e.dtype));
  }
  s = e.mul(s, scale);

  Value *negInf = e.c(-std::numeric_limits<double>::infinity());
  if (!isNone(attention.getMask())) {
    Value *mask = attention.getMask();
    if (mask->getType().getDType() == DType::Bool)
      s = e.where(mask, s, negInf);
    else
      s = e.add(s, mask);
  }
  if (attention.getIsCausal()) {
    Dim L = q->getType().getDims()[*qRank - 2];
    Dim S = k->getType().getDims()[*kRank - 2];
    Value *shape =
        L.isStatic() && S.isStatic()
            ? rw.createI64Constant({L.getStatic(), S.getStatic()})
            : e.concat({e.dims(q, *qRank - 2, *qRank - 1),
                        e.dims(k, *kRank - 2, *kRank - 1)},
                       0);
    Value *ones =
        core::FullOp::createTyped{rw, rw.unrankedTensorType(DType::Bool), shape,
                                  rw.createScalarConstant(DType::Bool, 1)};
    Value *keep = core::TrilOp::createTyped{
        rw, rw.unrankedTensorType(DType::Bool), ones, 0};
    s = e.where(keep, s, negInf);
  }
  Value *attn =
      core::SoftmaxOp::createTyped{rw, rw.unrankedTensorType(e.dtype), s, -1};
  rw.replaceOp(op, {core::MatmulOp::createTyped{
                       rw, rw.unrankedTensorType(e.dtype), attn, v}});
  return success();
}

} // namespace

void expansion::registerNNExpansions() {
  addBuiltin(core::LinearOp::getOperationName(), expandLinear);
  addBuiltin(core::AdaptiveAvgPoolOp::getOperationName(),
             expandAdaptiveAvgPool);
  addBuiltin(core::AdaptiveMaxPoolOp::getOperationName(),
             expandAdaptiveMaxPool);
  addBuiltin(core::LayerNormOp::getOperationName(), expandLayerNorm);
  addBuiltin(core::GroupNormOp::getOperationName(), expandGroupNorm);
  addBuiltin(core::InstanceNormOp::getOperationName(), expandInstanceNorm);
  addBuiltin(core::ScaledDotProductAttentionOp::getOperationName(),
             expandAttention);
}
