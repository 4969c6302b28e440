//===- Attention.cpp - Decompositions of attention and transformer layers -===//
//
// nn.MultiheadAttention and nn.TransformerEncoderLayer take fused ATen fast
// paths in eval mode (_native_multi_head_attention,
// _transformer_encoder_layer_fwd); both decompose into core.linear,
// reshapes, core.scaled_dot_product_attention and core.layer_norm.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/IR/Module.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>

using namespace tocc;
using namespace tocc::detail;

namespace {

Value *transpose(DecompositionRewriter &rw, Value *x,
                 llvm::ArrayRef<int64_t> perm) {
  return rw.create("core.transpose",
                   rw.unrankedTensorType(x->getType().getDType()), {x},
                   {{"perm", rw.getI64ArrayAttr(perm)}});
}

/// Rows [begin, end) of `x` along axis 0 (a slice of a packed weight).
Value *rows(DecompositionRewriter &rw, Value *x, int64_t begin, int64_t end) {
  return rw.create("core.slice", rw.unrankedTensorType(x->getType().getDType()),
                   {x, rw.createI64Constant({begin}),
                    rw.createI64Constant({end}), rw.createI64Constant({0}),
                    rw.createI64Constant({1})});
}

Value *linear(DecompositionRewriter &rw, Value *x, Value *w, Value *b) {
  return rw.create("core.linear",
                   rw.unrankedTensorType(x->getType().getDType()), {x, w, b});
}

/// An absent optional operand.
Value *noneValue(DecompositionRewriter &rw) {
  return rw.create("prim.Constant", rw.getContext().getNoneType(), {});
}

/// The weights of a packed in-projection and the output projection, and
/// the head layout, shared by the attention entries.
struct AttentionParams {
  int64_t embedDim, numHeads;
  Value *qkvWeight, *qkvBias, *projWeight, *projBias;
};

/// [B, L, E] -> [B, H, L, E / H]
Value *splitHeads(DecompositionRewriter &rw, Value *x, int64_t b, int64_t l,
                  const AttentionParams &p) {
  Value *r = reshapeStatic(rw, x, {b, l, p.numHeads, p.embedDim / p.numHeads});
  return transpose(rw, r, {0, 2, 1, 3});
}

/// [B, H, L, D] -> [B, L, H D]
Value *mergeHeads(DecompositionRewriter &rw, Value *x, int64_t b, int64_t l,
                  const AttentionParams &p) {
  return reshapeStatic(rw, transpose(rw, x, {0, 2, 1, 3}), {b, l, p.embedDim});
}

/// The additive mask of torch's fused attention for a bool `mask` where
/// true masks a position out: where(mask, -inf, 0), shaped [L, S] for
/// mask_type 0 (an attention mask), [B, 1, 1, S] for mask_type 1 (a key
/// padding mask [B, S]) and as given for mask_type 2 (a mask broadcasting
/// to the scores [B, H, L, S]). Null (with a diagnostic) for other masks.
Value *additiveMask(DecompositionRewriter &rw, unsigned maskI,
                    std::optional<int64_t> maskType, DType dt, int64_t b,
                    int64_t s) {
  Value *mask = rw.getOp()->getOperand(maskI);
  Type t = mask->getType();
  if (!t.isTensor() || t.getDType() != DType::Bool) {
    rw.emitError() << "has a mask of type " << t.str()
                   << "; only bool masks (true masks out) decompose";
    return nullptr;
  }
  if (!maskType || *maskType < 0 || *maskType > 2) {
    rw.emitError() << "has mask_type "
                   << (maskType ? std::to_string(*maskType) : "none")
                   << "; 0 (attention mask), 1 (key padding mask) and 2 "
                      "(full mask) decompose";
    return nullptr;
  }
  if (*maskType == 1)
    mask = reshapeStatic(rw, mask, {b, 1, 1, s});
  Value *ninf =
      rw.createScalarConstant(dt, -std::numeric_limits<double>::infinity());
  return rw.create("core.where", rw.unrankedTensorType(dt),
                   {mask, ninf, rw.createScalarConstant(dt, 0.0)});
}

/// Multi-head attention of query [B, L, E] over key [B, S, E] and value
/// [B, S, E]: per head softmax(q k^T / sqrt(D) + mask) v, heads merged,
/// then the output projection. With `weights` it also returns the
/// attention probabilities [B, H, L, S] (averaged over heads if
/// `average`).
struct AttentionResult {
  Value *out = nullptr, *weights = nullptr;
};
FailureOr<AttentionResult>
multiHeadAttention(DecompositionRewriter &rw, Value *query, Value *key,
                   Value *value, const AttentionParams &p,
                   llvm::ArrayRef<int64_t> qDims, llvm::ArrayRef<int64_t> kDims,
                   Value *mask, bool weights, bool average) {
  int64_t e = p.embedDim;
  int64_t b = qDims[0], l = qDims[1], s = kDims[1];
  if (qDims[2] != e || kDims[2] != e || p.numHeads <= 0 ||
      e % p.numHeads != 0)
    return rw.emitError() << "has embed_dim " << e << " and num_heads "
                          << p.numHeads
                          << ", which do not split the inputs' last dims ("
                          << qDims[2] << ", " << kDims[2] << ") into heads";
  Value *q = linear(rw, query, rows(rw, p.qkvWeight, 0, e),
                    rows(rw, p.qkvBias, 0, e));
  Value *k = linear(rw, key, rows(rw, p.qkvWeight, e, 2 * e),
                    rows(rw, p.qkvBias, e, 2 * e));
  Value *v = linear(rw, value, rows(rw, p.qkvWeight, 2 * e, 3 * e),
                    rows(rw, p.qkvBias, 2 * e, 3 * e));
  q = splitHeads(rw, q, b, l, p);
  k = splitHeads(rw, k, b, s, p);
  v = splitHeads(rw, v, b, s, p);
  DType dt = query->getType().getDType();
  Type any = rw.unrankedTensorType(dt);
  AttentionResult r;
  Value *attended;
  if (!weights) {
    llvm::SmallVector<Value *, 4> operands = {q, k, v};
    operands.push_back(mask ? mask : noneValue(rw));
    attended = rw.create("core.scaled_dot_product_attention", any, operands);
  } else {
    // The probabilities are a result too: spell the attention out.
    double scale = 1.0 / std::sqrt(double(e / p.numHeads));
    Value *scores = rw.create(
        "core.mul", any,
        {rw.create("core.matmul", any, {q, transpose(rw, k, {0, 1, 3, 2})}),
         rw.createScalarConstant(dt, scale)});
    if (mask)
      scores = rw.create("core.add", any, {scores, mask});
    Value *probs = rw.create("core.softmax", any, {scores},
                             {{"axis", rw.getI64Attr(-1)}});
    attended = rw.create("core.matmul", any, {probs, v});
    r.weights = average ? rw.create("core.reduce_mean", any, {probs},
                                    {{"axes", rw.getI64ArrayAttr({1})},
                                     {"keepdim", rw.getBoolAttr(false)}})
                        : probs;
  }
  r.out = linear(rw, mergeHeads(rw, attended, b, l, p), p.projWeight,
                 p.projBias);
  return r;
}

FailureOr<AttentionParams> readParams(DecompositionRewriter &rw,
                                      unsigned embedI, unsigned headsI,
                                      unsigned weightI) {
  FailureOr<int64_t> e = rw.readInt(embedI), h = rw.readInt(headsI);
  FailureOr<Value *> qkvW = rw.readTensor(weightI),
                     qkvB = rw.readTensor(weightI + 1),
                     projW = rw.readTensor(weightI + 2),
                     projB = rw.readTensor(weightI + 3);
  if (failed(e) || failed(h) || failed(qkvW) || failed(qkvB) ||
      failed(projW) || failed(projB))
    return failure();
  return AttentionParams{*e, *h, *qkvW, *qkvB, *projW, *projB};
}

/// The mask operand at `maskI` and its mask_type at `typeI` as an additive
/// mask, or null for none; failure after a diagnostic.
FailureOr<Value *> readMask(DecompositionRewriter &rw, unsigned maskI,
                            unsigned typeI, DType dt, int64_t b, int64_t s) {
  if (rw.isNone(maskI))
    return static_cast<Value *>(nullptr);
  FailureOr<std::optional<int64_t>> type = rw.readOptionalInt(typeI);
  if (failed(type))
    return failure();
  Value *m = additiveMask(rw, maskI, *type, dt, b, s);
  if (!m)
    return failure();
  return m;
}

// _native_multi_head_attention(query, key, value, embed_dim, num_head,
//   qkv_weight, qkv_bias, proj_weight, proj_bias, mask, need_weights,
//   average_attn_weights, mask_type) = (out_proj(attention(in_proj(q, k,
//   v))), the attention probabilities if need_weights)
// Inputs are batch-first [B, L, E]; a bool mask masks out its true
// entries.
LogicalResult decomposeNativeMHA(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> query = rw.readTensor(0), key = rw.readTensor(1),
                     value = rw.readTensor(2);
  FailureOr<AttentionParams> p = readParams(rw, 3, 4, 5);
  FailureOr<bool> needWeights = rw.readBool(10), average = rw.readBool(11);
  if (failed(query) || failed(key) || failed(value) || failed(p) ||
      failed(needWeights) || failed(average))
    return failure();
  auto qDims = readStaticDims(rw, *query, "a query", 3, true),
       kDims = readStaticDims(rw, *key, "a key", 3, true);
  if (failed(qDims) || failed(kDims))
    return failure();
  DType dt = (*query)->getType().getDType();
  FailureOr<Value *> mask = readMask(rw, 9, 12, dt, (*qDims)[0], (*kDims)[1]);
  if (failed(mask))
    return failure();
  if (!*needWeights && !op->getResult(1)->use_empty())
    return rw.emitError() << "has need_weights false but its weights "
                             "(result #1) are used";
  FailureOr<AttentionResult> r =
      multiHeadAttention(rw, *query, *key, *value, *p, *qDims, *kDims, *mask,
                         *needWeights, *average);
  if (failed(r))
    return failure();
  rw.replaceOp(op, {r->out, r->weights ? r->weights : op->getResult(1)});
  return success();
}

// _transformer_encoder_layer_fwd(src, embed_dim, num_heads, qkv_weight,
//   qkv_bias, proj_weight, proj_bias, use_gelu, norm_first, eps,
//   norm_weight_1, norm_bias_1, norm_weight_2, norm_bias_2, ffn_weight_1,
//   ffn_bias_1, ffn_weight_2, ffn_bias_2, mask, mask_type):
//   norm_first: x = src + mha(ln1(src)); out = x + ffn(ln2(x))
//   else:       x = ln1(src + mha(src)); out = ln2(x + ffn(x))
//   ffn(x) = linear2(act(linear1(x))), act = gelu if use_gelu else relu
LogicalResult decomposeEncoderLayer(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> src = rw.readTensor(0);
  FailureOr<AttentionParams> p = readParams(rw, 1, 2, 3);
  FailureOr<bool> useGelu = rw.readBool(7), normFirst = rw.readBool(8);
  FailureOr<double> eps = rw.readFloat(9);
  if (failed(src) || failed(p) || failed(useGelu) || failed(normFirst) ||
      failed(eps))
    return failure();
  Value *params[8];
  for (unsigned i = 0; i < 8; ++i) {
    FailureOr<Value *> t = rw.readTensor(10 + i);
    if (failed(t))
      return failure();
    params[i] = *t;
  }
  auto dims = readStaticDims(rw, *src, "a source", 3, true);
  if (failed(dims))
    return failure();
  DType dt = (*src)->getType().getDType();
  FailureOr<Value *> mask = readMask(rw, 18, 19, dt, (*dims)[0], (*dims)[1]);
  if (failed(mask))
    return failure();
  Type any = rw.unrankedTensorType(dt);
  auto norm = [&](Value *x, unsigned k) {
    return rw.create("core.layer_norm", any, {x, params[2 * k], params[2 * k + 1]},
                     {{"axis", rw.getI64Attr(-1)},
                      {"eps", rw.getF64Attr(*eps)}});
  };
  auto attention = [&](Value *x) -> Value * {
    FailureOr<AttentionResult> r = multiHeadAttention(
        rw, x, x, x, *p, *dims, *dims, *mask, false, false);
    return failed(r) ? nullptr : r->out;
  };
  auto ffn = [&](Value *x) {
    Value *h = linear(rw, x, params[4], params[5]);
    h = *useGelu ? rw.create("core.gelu", any, {h},
                             {{"approximate", rw.getStringAttr("none")}})
                 : rw.create("core.relu", any, {h});
    return linear(rw, h, params[6], params[7]);
  };
  Value *x;
  if (*normFirst) {
    Value *a = attention(norm(*src, 0));
    if (!a)
      return failure();
    x = rw.create("core.add", any, {*src, a});
    x = rw.create("core.add", op->getResult(0)->getType(),
                  {x, ffn(norm(x, 1))});
  } else {
    Value *a = attention(*src);
    if (!a)
      return failure();
    x = norm(rw.create("core.add", any, {*src, a}), 0);
    x = norm(rw.create("core.add", any, {x, ffn(x)}), 1);
  }
  rw.replaceOp(op, {x});
  return success();
}

// _scaled_dot_product_attention(q, k, v, attn_mask, dropout_p,
//   need_attn_weights, is_causal) = (softmax(q k^T / sqrt(E) + mask) v,
//   the probabilities if need_attn_weights); a bool mask keeps its true
//   entries; dropout_p must be 0 (inference).
LogicalResult decomposeSdpa(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> q = rw.readTensor(0), k = rw.readTensor(1),
                     v = rw.readTensor(2);
  FailureOr<double> dropout = rw.readFloat(4);
  FailureOr<bool> needWeights = rw.readBool(5), causal = rw.readBool(6);
  if (failed(q) || failed(k) || failed(v) || failed(dropout) ||
      failed(needWeights) || failed(causal))
    return failure();
  if (*dropout != 0.0)
    return rw.emitError() << "drops attention weights out (dropout_p is "
                          << llvm::formatv("{0}", *dropout).str()
                          << "); only dropout_p = 0 decomposes";
  Value *mask = op->getOperand(3);
  if (!rw.isNone(3)) {
    FailureOr<Value *> m = rw.readTensor(3);
    if (failed(m))
      return failure();
    mask = *m;
  }
  if (*causal && !rw.isNone(3))
    return rw.emitError() << "has both is_causal and a mask";
  DType dt = (*q)->getType().getDType();
  Type any = rw.unrankedTensorType(dt);
  if (!*needWeights) {
    if (!op->getResult(1)->use_empty())
      return rw.emitError() << "has need_attn_weights false but its weights "
                               "(result #1) are used";
    Value *r = rw.create("core.scaled_dot_product_attention",
                         op->getResult(0)->getType(), {*q, *k, *v, mask},
                         {{"is_causal", rw.getBoolAttr(*causal)}});
    rw.replaceOp(op, {r, op->getResult(1)});
    return success();
  }
  FailureOr<int64_t> rank = rw.readRank(0), kRank = rw.readRank(1);
  if (failed(rank) || failed(kRank))
    return failure();
  Dim e = (*q)->getType().getDims()[*rank - 1];
  if (!e.isStatic() || *causal)
    return rw.emitError() << "returns its attention weights, which tocc "
                             "computes only for a static embedding dim "
                             "without is_causal";
  llvm::SmallVector<int64_t, 4> perm;
  for (int64_t i = 0; i < *kRank; ++i)
    perm.push_back(i);
  std::swap(perm[*kRank - 1], perm[*kRank - 2]);
  Value *scores = rw.create(
      "core.mul", any,
      {rw.create("core.matmul", any, {*q, transpose(rw, *k, perm)}),
       rw.createScalarConstant(dt, 1.0 / std::sqrt(double(e.getStatic())))});
  if (!rw.isNone(3)) {
    if (mask->getType().getDType() == DType::Bool)
      mask = rw.create(
          "core.where", any,
          {mask, rw.createScalarConstant(dt, 0.0),
           rw.createScalarConstant(dt,
                                   -std::numeric_limits<double>::infinity())});
    scores = rw.create("core.add", any, {scores, mask});
  }
  Value *probs = rw.create("core.softmax", op->getResult(1)->getType(),
                           {scores}, {{"axis", rw.getI64Attr(-1)}});
  Value *out =
      rw.create("core.matmul", op->getResult(0)->getType(), {probs, *v});
  rw.replaceOp(op, {out, probs});
  return success();
}

} // namespace

void detail::registerAttentionDecompositions() {
  addBuiltin("aten::_native_multi_head_attention", decomposeNativeMHA);
  addBuiltin("aten::_transformer_encoder_layer_fwd", decomposeEncoderLayer);
  addBuiltin("aten::_scaled_dot_product_attention", decomposeSdpa);
}
