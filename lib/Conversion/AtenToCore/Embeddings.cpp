//===- Embeddings.cpp - Decompositions of embedding_bag and renorm --------===//
//
// nn.EmbeddingBag reaches ATen as embedding_bag of 1-D indices and 1-D
// offsets (F.embedding_bag turns a [B, T] input into offsets 0, T, 2T,
// ...). A bag's rows are those whose position lies in [start, end) of its
// offsets, so the decomposition builds the [bags, n] membership mask and
// reduces the looked-up rows with it: sum and mean as a matmul of the mask
// (0/1 weights, so every sum is of the bag's rows alone), max as the
// maximum of the rows where the mask holds. Offsets, indices and the batch
// may all be of symbolic size.
//
// nn.Embedding(max_norm=...) calls embedding_renorm_ on its weight before
// the lookup; functionalize makes that aten.embedding_renorm, whose new
// weight is the old one with the looked-up rows renormalized.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <limits>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// Which overload: where per_sample_weights, include_last_offset and
/// padding_idx are, and how padding_idx reads.
enum class PaddingIdx {
  Absent,   // embedding_bag: no padding index
  Optional, // embedding_bag.padding_idx: int? (none: no padding index;
            //   negative counts from the end of the weight)
  Int       // _embedding_bag: int (negative: no padding index)
};

// embedding_bag(weight [V, D], indices [n], offsets, scale_grad_by_freq,
//   mode, sparse, per_sample_weights, include_last_offset[, padding_idx])
//   -> (out [B, D], offset2bag, bag_size, max_indices):
//   starts = offsets[:B], ends = offsets[1:B] + [n] (offsets[1:] when
//   include_last_offset), rows = weight[indices] (* per_sample_weights),
//   in[b, i] = starts[b] <= i < ends[b] and indices[i] != padding_idx;
//   sum: in @ rows; mean: that / max(count_b, 1); max: max over i of
//   (in[b, i] ? rows[i] : -inf), 0 for an empty bag.
// The other results (training state of the backward pass) must be unused.
DecompositionFn embeddingBagEntry(PaddingIdx padding) {
  return [padding](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> weight = rw.readTensor(0), indices = rw.readTensor(1),
                       offsets = rw.readTensor(2);
    FailureOr<int64_t> mode = rw.readInt(4);
    FailureOr<bool> includeLast = rw.readBool(7);
    if (failed(weight) || failed(indices) || failed(offsets) || failed(mode) ||
        failed(includeLast))
      return failure();
    for (unsigned i = 1; i < op->getNumResults(); ++i)
      if (!op->getResult(i)->use_empty())
        return rw.emitError() << "has its result #" << i
                              << " used; only the bags (result #0) "
                                 "decompose";
    if (*mode < 0 || *mode > 2)
      return rw.emitError() << rw.describeOperand(4) << " is " << *mode
                            << "; torch's modes are 0 (sum), 1 (mean) and 2 "
                               "(max)";
    Type wt = (*weight)->getType();
    if (!wt.hasRank() || wt.getRank() != 2 ||
        !(*indices)->getType().hasRank() ||
        (*indices)->getType().getRank() != 1 ||
        !(*offsets)->getType().hasRank() ||
        (*offsets)->getType().getRank() != 1)
      return rw.emitError() << "needs a 2-D weight and 1-D indices and "
                               "offsets";
    DType dt = wt.getDType();
    if (!isFloatDType(dt))
      return rw.emitError() << "needs a floating weight";
    Value *psw = nullptr;
    if (!rw.isNone(6)) {
      FailureOr<Value *> w = rw.readTensor(6);
      if (failed(w))
        return failure();
      if (*mode != 0)
        return rw.emitError() << "has per_sample_weights with mode " << *mode
                              << "; torch supports them only with sum (0)";
      psw = rw.castTo(*w, dt);
    }
    std::optional<int64_t> padIdx;
    if (padding != PaddingIdx::Absent && !rw.isNone(8)) {
      FailureOr<int64_t> p = rw.readInt(8);
      if (failed(p))
        return failure();
      if (padding == PaddingIdx::Int) {
        if (*p >= 0)
          padIdx = *p;
      } else if (*p >= 0) {
        padIdx = *p;
      } else {
        Dim v = wt.getDims()[0];
        if (!v.isStatic())
          return rw.emitError() << "has a negative padding_idx " << *p
                                << ", which counts from the end of a weight "
                                   "of unknown size";
        padIdx = *p + v.getStatic();
      }
    }

    Type anyI64 = rw.unrankedTensorType(DType::I64);
    Type anyBool = rw.unrankedTensorType(DType::Bool);
    Type anyF = rw.unrankedTensorType(dt);
    Value *idx = rw.castTo(*indices, DType::I64);
    Value *off = rw.castTo(*offsets, DType::I64);
    auto slice = [&](Value *v, int64_t start, int64_t end) {
      return sliceAxis(rw, v, 0, hostInt(start), hostInt(end), 1);
    };
    Value *n = unsqueezeAt(rw, hostToTensor(rw, dimSize(rw, idx, 0), DType::I64),
                           {0});
    Value *starts, *ends;
    if (*includeLast) {
      starts = slice(off, 0, -1);
      ends = slice(off, 1, kSliceEnd);
    } else {
      starts = off;
      ends = core::ConcatOp::createTyped{rw, anyI64,
                                         {slice(off, 1, kSliceEnd), n}, 0};
    }
    Value *positions = core::ArangeOp::createTyped{
        rw, anyI64, rw.createScalarConstant(DType::I64, 0),
        hostToTensor(rw, dimSize(rw, idx, 0), DType::I64),
        rw.createScalarConstant(DType::I64, 1), DType::I64};
    Value *in = core::LogicalAndOp::createTyped{
        rw, anyBool,
        core::GeOp::createTyped{rw, anyBool, positions,
                                unsqueezeAt(rw, starts, {1})},
        core::LtOp::createTyped{rw, anyBool, positions,
                                unsqueezeAt(rw, ends, {1})}};
    if (padIdx)
      in = core::LogicalAndOp::createTyped{
          rw, anyBool, in,
          core::NeOp::createTyped{
              rw, anyBool, idx,
              rw.createScalarConstant(DType::I64, double(*padIdx))}};
    Value *rows = core::IndexSelectOp::createTyped{rw, anyF, *weight, idx, 0};
    if (psw)
      rows =
          core::MulOp::createTyped{rw, anyF, rows, unsqueezeAt(rw, psw, {1})};
    auto reduce = [&](llvm::StringRef name, Value *v, int64_t axis,
                      bool keepdim) {
      return rw.create(name, anyF, {v},
                       {{"axes", rw.getI64ArrayAttr({axis})},
                        {"keepdim", rw.getBoolAttr(keepdim)}});
    };
    Value *mask = rw.castTo(in, dt);
    Value *count =
        reduce(core::ReduceSumOp::getOperationName(), mask, 1, true); // [B, 1]
    Value *out;
    if (*mode == 2) {
      Value *masked = core::WhereOp::createTyped{
          rw, anyF, unsqueezeAt(rw, in, {2}), unsqueezeAt(rw, rows, {0}),
          rw.createScalarConstant(dt,
                                  -std::numeric_limits<double>::infinity())};
      Value *max =
          reduce(core::ReduceMaxOp::getOperationName(), masked, 1, false);
      Value *empty = core::EqOp::createTyped{rw, anyBool, count,
                                             rw.createScalarConstant(dt, 0)};
      out = core::WhereOp::createTyped{rw, anyF, empty,
                                       rw.createScalarConstant(dt, 0), max};
    } else {
      out = core::MatmulOp::createTyped{rw, anyF, mask, rows};
      if (*mode == 1) {
        Value *none =
            prim::ConstantOp::createTyped{rw, rw.getContext().getNoneType()};
        out = core::DivOp::createTyped{
            rw, anyF, out,
            core::ClampOp::createTyped{rw, anyF, count,
                                       rw.createScalarConstant(dt, 1), none}};
      }
    }
    llvm::SmallVector<Value *, 4> results = {out};
    for (unsigned i = 1; i < op->getNumResults(); ++i)
      results.push_back(op->getResult(i));
    rw.replaceOp(op, results);
    return success();
  };
}

// embedding_renorm(weight [V, D], indices, max_norm, norm_type) = weight
// with every row r that indices name scaled by max_norm / (||r|| + 1e-7)
// when its norm_type-norm ||r|| exceeds max_norm (ATen's
// embedding_renorm_, as a value): the rows are scattered back, and a row
// named twice gets the same value twice.
FailureOr<Value *> buildEmbeddingRenorm(Rewriter &rw, Operation *) {
  FailureOr<Value *> weight = rw.readTensor(0), indices = rw.readTensor(1);
  FailureOr<double> maxNorm = rw.readFloat(2), p = rw.readFloat(3);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(weight) || failed(indices) || failed(maxNorm) || failed(p) ||
      failed(rank))
    return failure();
  if (*rank != 2)
    return rw.emitError() << "needs a 2-D weight, but it has rank " << *rank;
  FailureOr<DType> dt = knownDType(rw, *weight);
  if (failed(dt))
    return failure();
  Type anyF = rw.unrankedTensorType(*dt);
  Value *idx = core::ReshapeOp::createTyped{
      rw, rw.unrankedTensorType(DType::I64), rw.castTo(*indices, DType::I64),
      rw.createI64Constant({-1})};
  Value *rows = core::IndexSelectOp::createTyped{rw, anyF, *weight, idx, 0};
  Value *norms = buildNorm(rw, anyF, rows, *p, {1}, true);
  Value *limit = rw.createScalarConstant(*dt, *maxNorm);
  Value *scale = core::DivOp::createTyped{
      rw, anyF, limit,
      core::AddOp::createTyped{rw, anyF, norms,
                               rw.createScalarConstant(*dt, 1e-7)}};
  Value *over = core::GtOp::createTyped{rw, rw.unrankedTensorType(DType::Bool),
                                        norms, limit};
  Value *renormed = core::WhereOp::createTyped{
      rw, anyF, over, core::MulOp::createTyped{rw, anyF, rows, scale}, rows};
  Value *at = core::ExpandOp::createTyped{
      rw, rw.unrankedTensorType(DType::I64), unsqueezeAt(rw, idx, {1}),
      i64Vector(rw, {dimSize(rw, idx, 0), dimSize(rw, *weight, 1)})};
  return core::ScatterOp::create{rw, *weight, at, renormed, 0, "none"};
}

} // namespace

void detail::registerEmbeddingDecompositions() {
  addBuiltin("aten::embedding_bag", embeddingBagEntry(PaddingIdx::Absent));
  addBuiltin("aten::embedding_bag.padding_idx",
             embeddingBagEntry(PaddingIdx::Optional));
  addBuiltin("aten::_embedding_bag", embeddingBagEntry(PaddingIdx::Int));
  addBuiltin("aten::_embedding_bag_forward_only",
             embeddingBagEntry(PaddingIdx::Int));
  // embedding_renorm_ writes the weight; functionalize makes it
  // embedding_renorm (and a weight read afterwards may be written, see
  // Functionalize.cpp), the in-place entry covers a dead input.
  addElementwise("aten::embedding_renorm", "aten::embedding_renorm_",
                 buildEmbeddingRenorm);
}
