//===- Attention.cpp - Decompositions of attention and transformer layers -===//
//
// nn.MultiheadAttention and nn.TransformerEncoderLayer take fused ATen fast
// paths in eval mode (_native_multi_head_attention,
// _transformer_encoder_layer_fwd); both decompose into core.linear,
// reshapes, core.scaled_dot_product_attention and core.layer_norm.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>

using namespace tocc;
using namespace tocc::detail;

namespace {

Value *transpose(Rewriter &rw, Value *x, llvm::ArrayRef<int64_t> perm) {
  return core::TransposeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, perm};
}

/// Rows [begin, end) of `x` along axis 0 (a slice of a packed weight).
Value *rows(Rewriter &rw, Value *x, int64_t begin, int64_t end) {
  return core::SliceOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x,
      rw.createI64Constant({begin}), rw.createI64Constant({end}),
      rw.createI64Constant({0}), rw.createI64Constant({1})};
}

Value *linear(Rewriter &rw, Value *x, Value *w, Value *b) {
  return core::LinearOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, w, b};
}

/// An absent optional operand.
Value *noneValue(Rewriter &rw) {
  return prim::ConstantOp::createTyped{rw, rw.getContext().getNoneType()};
}

Type i64Tensor(Rewriter &rw) { return rw.unrankedTensorType(DType::I64); }

/// Dims [0, n) of x as a 1-D i64 tensor: a constant when they are static,
/// else a slice of shape_of(x) (batch and sequence may be symbolic).
Value *leadingDims(Rewriter &rw, Value *x, int64_t n) {
  Type t = x->getType();
  llvm::SmallVector<int64_t, 4> known;
  for (int64_t i = 0; i < n && t.hasRank(); ++i)
    if (t.getDims()[i].isStatic())
      known.push_back(t.getDims()[i].getStatic());
  if (int64_t(known.size()) == n)
    return rw.createI64Constant(known);
  Value *shape = core::ShapeOfOp::createTyped{rw, i64Tensor(rw), x};
  return core::SliceOp::createTyped{
      rw, i64Tensor(rw), shape, rw.createI64Constant({0}),
      rw.createI64Constant({n}), rw.createI64Constant({0}),
      rw.createI64Constant({1})};
}

/// Dim i of x as a 0-d i64 tensor (a constant when static).
Value *dimScalar(Rewriter &rw, Value *x, int64_t i) {
  Type t = x->getType();
  if (t.hasRank() && t.getDims()[i].isStatic())
    return rw.createScalarConstant(DType::I64, double(t.getDims()[i].getStatic()));
  Value *shape = core::ShapeOfOp::createTyped{rw, i64Tensor(rw), x};
  Value *d = core::SliceOp::createTyped{
      rw, i64Tensor(rw), shape, rw.createI64Constant({i}),
      rw.createI64Constant({i + 1}), rw.createI64Constant({0}),
      rw.createI64Constant({1})};
  return core::ReshapeOp::createTyped{rw, i64Tensor(rw), d,
                                      rw.createI64Constant({})};
}

/// x reshaped to `lead` (a 1-D i64 tensor of leading dims) followed by
/// `tail`.
Value *reshapeTail(Rewriter &rw, Value *x, Value *lead,
                   llvm::ArrayRef<int64_t> tail) {
  Value *shape = core::ConcatOp::createTyped{
      rw, i64Tensor(rw), {lead, rw.createI64Constant(tail)}, 0};
  return core::ReshapeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, shape};
}

Value *unsqueeze(Rewriter &rw, Value *x, llvm::ArrayRef<int64_t> axes) {
  return core::UnsqueezeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, axes};
}

/// The weights of a packed in-projection and the output projection, and
/// the head layout, shared by the attention entries.
struct AttentionParams {
  int64_t embedDim, numHeads;
  Value *qkvWeight, *qkvBias, *projWeight, *projBias;
};

/// [B, L, E] -> [B, H, L, E / H]; `bl` is [B, L] (1-D i64).
Value *splitHeads(Rewriter &rw, Value *x, Value *bl, const AttentionParams &p) {
  Value *r = reshapeTail(rw, x, bl, {p.numHeads, p.embedDim / p.numHeads});
  return transpose(rw, r, {0, 2, 1, 3});
}

/// [B, H, L, D] -> [B, L, H D]; `bl` is [B, L] (1-D i64).
Value *mergeHeads(Rewriter &rw, Value *x, Value *bl, const AttentionParams &p) {
  return reshapeTail(rw, transpose(rw, x, {0, 2, 1, 3}), bl, {p.embedDim});
}

/// The additive mask of torch's fused attention for `mask` (operand
/// `maskI`), which masks out its true (bool) or non-zero (float: the fused
/// kernels convert it to bool) entries: where(mask, -inf, 0), shaped to
/// broadcast over the scores [B, H, L, S]. ATen's CPU kernels take a key
/// padding mask [B, S] (-> [B, 1, 1, S]) or a mask of the scores' shape
/// with mask_type 1 or 2; mask_type 0 is an attention mask [L, S] (ATen's
/// CUDA kernels; its CPU ones reject it). Null (with a diagnostic) for
/// other masks.
Value *additiveMask(Rewriter &rw, unsigned maskI,
                    std::optional<int64_t> maskType, DType dt) {
  Value *mask = rw.getOp()->getOperand(maskI);
  Type t = mask->getType();
  if (!t.isTensor() || !t.hasRank() || t.getDType() == DType::Unknown) {
    rw.emitError() << "has a mask of type " << t.str()
                   << "; its dtype and rank must be known";
    return nullptr;
  }
  if (!maskType || *maskType < 0 || *maskType > 2) {
    rw.emitError() << "has mask_type "
                   << (maskType ? std::to_string(*maskType) : "none")
                   << "; 0 (attention mask), 1 (key padding mask) and 2 "
                      "(full mask) decompose";
    return nullptr;
  }
  int64_t rank = t.getRank();
  bool ok = rank == 4 || (rank == 2 && (*maskType == 0 || *maskType == 1 ||
                                        *maskType == 2));
  if (!ok) {
    rw.emitError() << "has a mask of rank " << rank << " with mask_type "
                   << *maskType
                   << "; the fused attention takes a key padding mask [B, "
                      "S], an attention mask [L, S] (mask_type 0) or a "
                      "mask of the scores' shape [B, H, L, S]";
    return nullptr;
  }
  if (t.getDType() != DType::Bool)
    mask = core::NeOp::createTyped{rw, rw.unrankedTensorType(DType::Bool), mask,
                                   rw.createScalarConstant(t.getDType(), 0.0)};
  if (rank == 2 && *maskType != 0)
    mask = unsqueeze(rw, mask, {1, 2});
  Value *ninf =
      rw.createScalarConstant(dt, -std::numeric_limits<double>::infinity());
  return core::WhereOp::createTyped{rw, rw.unrankedTensorType(dt), mask, ninf,
                                    rw.createScalarConstant(dt, 0.0)};
}

/// Multi-head attention of query [B, L, E] over key [B, S, E] and value
/// [B, S, E] (B, L and S static or not): per head softmax(q k^T / sqrt(D)
/// + mask) v, heads merged, then the output projection. With `weights` it
/// also returns the attention probabilities [B, H, L, S] (averaged over
/// heads if `average`).
struct AttentionResult {
  Value *out = nullptr, *weights = nullptr;
};
FailureOr<AttentionResult> multiHeadAttention(Rewriter &rw, Value *query,
                                              Value *key, Value *value,
                                              const AttentionParams &p,
                                              Value *mask, bool weights,
                                              bool average) {
  int64_t e = p.embedDim;
  auto lastDim = [](Value *v) -> std::optional<int64_t> {
    Type t = v->getType();
    if (!t.isTensor() || !t.hasRank() || t.getRank() != 3 ||
        !t.getDims()[2].isStatic())
      return std::nullopt;
    return t.getDims()[2].getStatic();
  };
  for (auto [v, what] : {std::pair{query, "query"}, std::pair{key, "key"},
                         std::pair{value, "value"}}) {
    std::optional<int64_t> last = lastDim(v);
    if (!last)
      return rw.emitError() << "needs a " << what
                            << " [B, L, E] of rank 3 with a static E, but it "
                               "has type "
                            << v->getType().str();
    if (*last != e)
      return rw.emitError() << "has embed_dim " << e << " but a " << what
                            << " of embedding dim " << *last;
  }
  if (p.numHeads <= 0 || e % p.numHeads != 0)
    return rw.emitError() << "has embed_dim " << e << " and num_heads "
                          << p.numHeads
                          << ", which do not split the embedding into heads";
  Value *q = linear(rw, query, rows(rw, p.qkvWeight, 0, e),
                    rows(rw, p.qkvBias, 0, e));
  Value *k = linear(rw, key, rows(rw, p.qkvWeight, e, 2 * e),
                    rows(rw, p.qkvBias, e, 2 * e));
  Value *v = linear(rw, value, rows(rw, p.qkvWeight, 2 * e, 3 * e),
                    rows(rw, p.qkvBias, 2 * e, 3 * e));
  // [B, L] of the query, [B, S] of the key and value (read once: the
  // projections keep them).
  Value *qLead = leadingDims(rw, query, 2);
  Value *kLead = key == query ? qLead : leadingDims(rw, key, 2);
  Value *vLead = value == key ? kLead : leadingDims(rw, value, 2);
  q = splitHeads(rw, q, qLead, p);
  k = splitHeads(rw, k, kLead, p);
  v = splitHeads(rw, v, vLead, p);
  DType dt = query->getType().getDType();
  Type any = rw.unrankedTensorType(dt);
  AttentionResult r;
  Value *attended;
  if (!weights) {
    llvm::SmallVector<Value *, 4> operands = {q, k, v};
    operands.push_back(mask ? mask : noneValue(rw));
    attended = rw.create(core::ScaledDotProductAttentionOp::getOperationName(),
                         any, operands);
  } else {
    // The probabilities are a result too: spell the attention out.
    double scale = 1.0 / std::sqrt(double(e / p.numHeads));
    Value *scores = core::MulOp::createTyped{
        rw, any,
        core::MatmulOp::createTyped{rw, any, q, transpose(rw, k, {0, 1, 3, 2})},
        rw.createScalarConstant(dt, scale)};
    if (mask)
      scores = core::AddOp::createTyped{rw, any, scores, mask};
    Value *probs = core::SoftmaxOp::createTyped{rw, any, scores, -1};
    attended = core::MatmulOp::createTyped{rw, any, probs, v};
    r.weights =
        average ? core::ReduceMeanOp::createTyped{rw, any, probs, {1}, false}
                : probs;
  }
  r.out = linear(rw, mergeHeads(rw, attended, qLead, p), p.projWeight,
                 p.projBias);
  return r;
}

FailureOr<AttentionParams> readParams(Rewriter &rw, unsigned embedI,
                                      unsigned headsI, unsigned weightI) {
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
FailureOr<Value *> readMask(Rewriter &rw, unsigned maskI, unsigned typeI,
                            DType dt) {
  if (rw.isNone(maskI))
    return static_cast<Value *>(nullptr);
  FailureOr<std::optional<int64_t>> type = rw.readOptionalInt(typeI);
  if (failed(type))
    return failure();
  Value *m = additiveMask(rw, maskI, *type, dt);
  if (!m)
    return failure();
  return m;
}

//===----------------------------------------------------------------------===//
// Nested tensors of nn.TransformerEncoder's fast path
//===----------------------------------------------------------------------===//
//
// With a src_key_padding_mask (batch_first, eval, no grad, ...) the encoder
// runs its layers on a nested tensor: _nested_tensor_from_mask(src, keep)
// -> _transformer_encoder_layer_fwd ... (no mask) -> to_padded_tensor(0).
// Sequence i of the nested tensor is src[i, :n_i], n_i = sum(keep[i]) (the
// mask is left-aligned: the encoder checks it before taking the path), and
// the padded result is [B, max_i n_i, E] with zeros past each n_i. core has
// no nested tensors: the nested value is the padded src with its padding
// mask pad[i, j] = (j >= n_i), carried as prim.TupleConstruct(src, pad)
// from the entry of _nested_tensor_from_mask to those of the layers (which
// attend with pad as a key padding mask, so a real position never reads a
// padded one) and of to_padded_tensor (which zeroes the padding and cuts to
// max n_i). The tuple lives only during decompose.

constexpr llvm::StringLiteral kNestedUsers[] = {
    aten::TransformerEncoderLayerFwdOp::getOperationName(),
    aten::ToPaddedTensorOp::getOperationName()};

/// Null if every use of `v` (transitively through encoder layers) is one
/// the padded form supports; else the first op that is not.
Operation *unsupportedNestedUse(Value *v) {
  for (OpOperand &use : v->getUses()) {
    Operation *user = use.getOwner();
    llvm::StringRef name = user->getNameStr();
    if (!llvm::is_contained(kNestedUsers, name) || use.getOperandNumber() != 0)
      return user;
    if (name == kNestedUsers[0])
      if (Operation *bad = unsupportedNestedUse(user->getResult(0)))
        return bad;
  }
  return nullptr;
}

/// The padded form (src, pad) of a nested value made by
/// decomposeNestedFromMask, if `v` is one.
std::optional<std::pair<Value *, Value *>> nestedParts(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def || def->getNameStr() != "prim.TupleConstruct" ||
      def->getNumOperands() != 2)
    return std::nullopt;
  return std::pair{def->getOperand(0), def->getOperand(1)};
}

Value *nestedValue(Rewriter &rw, Value *padded, Value *pad) {
  Context &ctx = rw.getContext();
  return prim::TupleConstructOp::createTyped{
      rw, ctx.getTupleType({padded->getType(), pad->getType()}), {padded, pad}};
}

// _nested_tensor_from_mask(t, mask, mask_check) = (t, pad) with
//   pad[i, j] = j >= sum(mask[i]) (see above)
LogicalResult decomposeNestedFromMask(Rewriter &rw, Operation *op) {
  FailureOr<Value *> t = rw.readTensor(0), mask = rw.readTensor(1);
  if (failed(t) || failed(mask))
    return failure();
  if (Operation *bad = unsupportedNestedUse(op->getResult(0)))
    return rw.emitError()
           << "makes a nested tensor used by '" << bad->getNameStr()
           << "'; core has no nested tensors, and only "
              "nn.TransformerEncoder's fast path (encoder layers, then "
              "to_padded_tensor) decomposes (its padded form)";
  Type tt = (*t)->getType(), mt = (*mask)->getType();
  if (!tt.hasRank() || tt.getRank() != 3 || !mt.hasRank() ||
      mt.getRank() != 2 || mt.getDType() != DType::Bool)
    return rw.emitError() << "needs a [B, S, E] tensor and a bool [B, S] "
                             "mask, but they have types "
                          << tt.str() << " and " << mt.str();
  Value *n = core::ReduceSumOp::createTyped{
      rw, i64Tensor(rw), rw.castTo(*mask, DType::I64), {1}, true}; // [B, 1]
  Value *positions = core::ArangeOp::createTyped{
      rw, i64Tensor(rw), rw.createScalarConstant(DType::I64, 0),
      dimScalar(rw, *mask, 1), rw.createScalarConstant(DType::I64, 1),
      DType::I64}; // [S]
  // j >= n_i as j > n_i - 1: GreaterOrEqual-12's result is left untyped
  // by the ONNX shape inference when an operand comes from Range, and
  // Softmax before 13 needs the scores' rank.
  Value *pad = core::GtOp::createTyped{
      rw, rw.unrankedTensorType(DType::Bool), positions,
      core::SubOp::createTyped{rw, i64Tensor(rw), n,
                               rw.createI64Constant({1})}}; // [B, S]
  rw.replaceOp(op, {nestedValue(rw, *t, pad)});
  return success();
}

// _nested_tensor_from_mask_left_aligned(t, mask) = all(mask[i, j] ==
//   (j < sum(mask[i]))): every row is trues then falses, the test
// nn.TransformerEncoder makes before its nested fast path
LogicalResult decomposeNestedLeftAligned(Rewriter &rw, Operation *op) {
  FailureOr<Value *> mask = rw.readTensor(1);
  if (failed(mask))
    return failure();
  Type mt = (*mask)->getType();
  if (!mt.hasRank() || mt.getRank() != 2 || mt.getDType() != DType::Bool)
    return rw.emitError() << "needs a bool [B, S] mask, but it has type "
                          << mt.str();
  Value *n = core::ReduceSumOp::createTyped{
      rw, i64Tensor(rw), rw.castTo(*mask, DType::I64), {1}, true}; // [B, 1]
  Value *positions = core::ArangeOp::createTyped{
      rw, i64Tensor(rw), rw.createScalarConstant(DType::I64, 0),
      dimScalar(rw, *mask, 1), rw.createScalarConstant(DType::I64, 1),
      DType::I64};
  Value *prefix = core::LtOp::createTyped{
      rw, rw.unrankedTensorType(DType::Bool), positions, n};
  Value *same = core::EqOp::createTyped{rw, rw.unrankedTensorType(DType::Bool),
                                        *mask, prefix};
  Value *all = core::ReduceAllOp::createTyped{
      rw, rw.unrankedTensorType(DType::Bool), same, {}, false};
  rw.replaceOp(op, {core::ToScalarOp::createTyped{
                       rw, op->getResult(0)->getType(), all}});
  return success();
}

// to_padded_tensor(nested, padding, output_size=None) of a nested value in
// padded form (t, pad) = where(pad, padding, t)[:, :max_i n_i],
// n_i = S - sum(pad[i])
LogicalResult decomposeToPaddedTensor(Rewriter &rw, Operation *op) {
  auto parts = nestedParts(op->getOperand(0));
  if (!parts)
    return rw.emitError() << "pads a tensor that is not a nested tensor "
                             "made by _nested_tensor_from_mask; only "
                             "nn.TransformerEncoder's fast path decomposes";
  if (!rw.isNone(2))
    return rw.emitError() << rw.describeOperand(2)
                          << " must be none: padding to a given size does "
                             "not decompose";
  FailureOr<double> padding = rw.readFloat(1);
  if (failed(padding))
    return failure();
  auto [t, pad] = *parts;
  DType dt = t->getType().getDType();
  Value *zeroed = core::WhereOp::createTyped{
      rw, rw.unrankedTensorType(dt), unsqueeze(rw, pad, {2}),
      rw.createScalarConstant(dt, *padding), t};
  Value *keep = core::LogicalNotOp::createTyped{
      rw, rw.unrankedTensorType(DType::Bool), pad};
  Value *n = core::ReduceSumOp::createTyped{
      rw, i64Tensor(rw), rw.castTo(keep, DType::I64), {1}, false}; // [B]
  Value *longest =
      core::ReduceMaxOp::createTyped{rw, i64Tensor(rw), n, {0}, true}; // [1]
  Value *r = core::SliceOp::createTyped{
      rw, op->getResult(0)->getType(), zeroed, rw.createI64Constant({0}),
      longest, rw.createI64Constant({1}), rw.createI64Constant({1})};
  rw.replaceOp(op, {r});
  return success();
}

//===----------------------------------------------------------------------===//
// The fused ops
//===----------------------------------------------------------------------===//

// _native_multi_head_attention(query, key, value, embed_dim, num_head,
//   qkv_weight, qkv_bias, proj_weight, proj_bias, mask, need_weights,
//   average_attn_weights, mask_type) = (out_proj(attention(in_proj(q, k,
//   v))), the attention probabilities if need_weights)
// Inputs are batch-first [B, L, E]; the mask masks out its true (non-zero)
// entries.
LogicalResult decomposeNativeMHA(Rewriter &rw, Operation *op) {
  FailureOr<Value *> query = rw.readTensor(0), key = rw.readTensor(1),
                     value = rw.readTensor(2);
  FailureOr<AttentionParams> p = readParams(rw, 3, 4, 5);
  FailureOr<bool> needWeights = rw.readBool(10), average = rw.readBool(11);
  if (failed(query) || failed(key) || failed(value) || failed(p) ||
      failed(needWeights) || failed(average))
    return failure();
  DType dt = (*query)->getType().getDType();
  FailureOr<Value *> mask = readMask(rw, 9, 12, dt);
  if (failed(mask))
    return failure();
  if (!*needWeights && !op->getResult(1)->use_empty())
    return rw.emitError() << "has need_weights false but its weights "
                             "(result #1) are used";
  FailureOr<AttentionResult> r = multiHeadAttention(
      rw, *query, *key, *value, *p, *mask, *needWeights, *average);
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
// A nested src (its padded form, see above) attends with its padding mask
// and gives a nested result.
LogicalResult decomposeEncoderLayer(Rewriter &rw, Operation *op) {
  std::optional<std::pair<Value *, Value *>> nested =
      nestedParts(op->getOperand(0));
  Value *src = nested ? nested->first : nullptr;
  if (!nested) {
    FailureOr<Value *> s = rw.readTensor(0);
    if (failed(s))
      return failure();
    src = *s;
  }
  FailureOr<AttentionParams> p = readParams(rw, 1, 2, 3);
  FailureOr<bool> useGelu = rw.readBool(7), normFirst = rw.readBool(8);
  FailureOr<double> eps = rw.readFloat(9);
  if (failed(p) || failed(useGelu) || failed(normFirst) || failed(eps))
    return failure();
  Value *params[8];
  for (unsigned i = 0; i < 8; ++i) {
    FailureOr<Value *> t = rw.readTensor(10 + i);
    if (failed(t))
      return failure();
    params[i] = *t;
  }
  DType dt = src->getType().getDType();
  Value *mask = nullptr;
  if (nested) {
    if (!rw.isNone(18))
      return rw.emitError() << "has a nested source and a mask ("
                            << rw.describeOperand(18)
                            << "); the nested tensor's padding is its mask";
    mask = core::WhereOp::createTyped{
        rw, rw.unrankedTensorType(dt), unsqueeze(rw, nested->second, {1, 2}),
        rw.createScalarConstant(dt, -std::numeric_limits<double>::infinity()),
        rw.createScalarConstant(dt, 0.0)};
  } else {
    FailureOr<Value *> m = readMask(rw, 18, 19, dt);
    if (failed(m))
      return failure();
    mask = *m;
  }
  Type any = rw.unrankedTensorType(dt);
  auto norm = [&](Value *x, unsigned k) {
    return core::LayerNormOp::createTyped{rw, any, x, params[2 * k],
                                          params[2 * k + 1], -1, *eps};
  };
  auto attention = [&](Value *x) -> Value * {
    FailureOr<AttentionResult> r =
        multiHeadAttention(rw, x, x, x, *p, mask, false, false);
    return failed(r) ? nullptr : r->out;
  };
  auto ffn = [&](Value *x) {
    Value *h = linear(rw, x, params[4], params[5]);
    h = *useGelu ? core::GeluOp::createTyped{rw, any, h, "none"}
                 : core::ReluOp::createTyped{rw, any, h};
    return linear(rw, h, params[6], params[7]);
  };
  Type outType = nested ? any : op->getResult(0)->getType();
  Value *x;
  if (*normFirst) {
    Value *a = attention(norm(src, 0));
    if (!a)
      return failure();
    x = core::AddOp::createTyped{rw, any, src, a};
    x = core::AddOp::createTyped{rw, outType, x, ffn(norm(x, 1))};
  } else {
    Value *a = attention(src);
    if (!a)
      return failure();
    x = norm(core::AddOp::createTyped{rw, any, src, a}, 0);
    x = norm(core::AddOp::createTyped{rw, any, x, ffn(x)}, 1);
  }
  rw.replaceOp(op, {nested ? nestedValue(rw, x, nested->second) : x});
  return success();
}

// _scaled_dot_product_attention(q, k, v, attn_mask, dropout_p,
//   need_attn_weights, is_causal) = (softmax(q k^T / sqrt(E) + mask) v,
//   the probabilities if need_attn_weights); a bool mask keeps its true
//   entries; dropout_p must be 0 (inference).
LogicalResult decomposeSdpa(Rewriter &rw, Operation *op) {
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
    Value *r = core::ScaledDotProductAttentionOp::createTyped{
        rw, op->getResult(0)->getType(), *q, *k, *v, mask, *causal};
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
  Value *scores = core::MulOp::createTyped{
      rw, any,
      core::MatmulOp::createTyped{rw, any, *q, transpose(rw, *k, perm)},
      rw.createScalarConstant(dt, 1.0 / std::sqrt(double(e.getStatic())))};
  if (!rw.isNone(3)) {
    if (mask->getType().getDType() == DType::Bool)
      mask = core::WhereOp::createTyped{
          rw, any, mask, rw.createScalarConstant(dt, 0.0),
          rw.createScalarConstant(dt,
                                  -std::numeric_limits<double>::infinity())};
    scores = core::AddOp::createTyped{rw, any, scores, mask};
  }
  Value *probs =
      core::SoftmaxOp::createTyped{rw, op->getResult(1)->getType(), scores, -1};
  Value *out =
      core::MatmulOp::createTyped{rw, op->getResult(0)->getType(), probs, *v};
  rw.replaceOp(op, {out, probs});
  return success();
}

} // namespace

void detail::registerAttentionDecompositions() {
  addBuiltin("aten::_native_multi_head_attention", decomposeNativeMHA);
  addBuiltin("aten::_transformer_encoder_layer_fwd", decomposeEncoderLayer);
  addBuiltin("aten::_nested_tensor_from_mask", decomposeNestedFromMask);
  addBuiltin("aten::to_padded_tensor", decomposeToPaddedTensor);
  addBuiltin("aten::_nested_tensor_from_mask_left_aligned",
             decomposeNestedLeftAligned);
  addBuiltin("aten::_scaled_dot_product_attention", decomposeSdpa);
}
