//===- NN.cpp - Decompositions of convolution, pooling and normalization -===//
#include "Entries.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <limits>
#include <tuple>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// An int[N] argument: one entry stands for N equal ones (`stride=2`), as
/// in ATen's expand_param_if_needed; other lengths are errors.
FailureOr<llvm::SmallVector<int64_t, 4>>
readExpandedList(Rewriter &rw, unsigned i, int64_t n) {
  FailureOr<llvm::SmallVector<int64_t, 4>> list = rw.readIntList(i);
  if (failed(list))
    return failure();
  if (list->size() == 1)
    return llvm::SmallVector<int64_t, 4>(n, list->front());
  if (int64_t(list->size()) != n)
    return rw.emitError() << rw.describeOperand(i) << " has "
                          << uint64_t(list->size()) << " entries, expected "
                          << n << " (one per spatial dim) or 1";
  return list;
}

/// torch's symmetric padding [p0, p1] as core's pads [begin..., end...].
llvm::SmallVector<int64_t, 8> symmetricPads(llvm::ArrayRef<int64_t> p) {
  llvm::SmallVector<int64_t, 8> pads(p.begin(), p.end());
  pads.append(p.begin(), p.end());
  return pads;
}

/// core.conv of operands 0-2 with stride, padding and dilation at the
/// given operand indices, for `spatial` spatial dims.
LogicalResult buildConv(Rewriter &rw, Operation *op, int64_t spatial,
                        unsigned strideI, unsigned paddingI, unsigned dilationI,
                        int64_t groups) {
  FailureOr<Value *> input = rw.readTensor(0), weight = rw.readTensor(1);
  if (failed(input) || failed(weight))
    return failure();
  FailureOr<Value *> b = rw.readTensorOrNone(2);
  if (failed(b))
    return failure();
  Value *bias = *b;
  auto stride = readExpandedList(rw, strideI, spatial);
  auto padding = readExpandedList(rw, paddingI, spatial);
  auto dilation = readExpandedList(rw, dilationI, spatial);
  if (failed(stride) || failed(padding) || failed(dilation))
    return failure();
  Value *r = core::ConvOp::createTyped{
      rw, op->getResult(0)->getType(), *input, *weight, bias, *stride,
      symmetricPads(*padding), *dilation, groups};
  rw.replaceOp(op, {r});
  return success();
}

/// The bias operand 2 (a tensor or none).
FailureOr<Value *> readOptionalTensor(Rewriter &rw, unsigned i) {
  if (rw.isNone(i))
    return rw.getOp()->getOperand(i);
  return rw.readTensor(i);
}

// convNd(input, weight, bias, stride, padding, dilation, groups)
//   = conv(input, weight, bias) with pads (p..., p...)
DecompositionFn convEntry(int64_t spatial) {
  return [spatial](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<int64_t> groups = rw.readInt(6);
    if (failed(groups))
      return failure();
    return buildConv(rw, op, spatial, 3, 4, 5, *groups);
  };
}

// convNd.padding(input, weight, bias, stride, padding: str, dilation,
//   groups): "valid" is no padding; "same" pads d * (k - 1) in total per
//   dim, the odd one at the end (as ATen does), so strides must be 1.
DecompositionFn convPaddingEntry(int64_t spatial) {
  return [spatial](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> input = rw.readTensor(0), weight = rw.readTensor(1),
                       bias = readOptionalTensor(rw, 2);
    FailureOr<std::string> mode = rw.readString(4);
    FailureOr<int64_t> groups = rw.readInt(6);
    auto stride = readExpandedList(rw, 3, spatial);
    auto dilation = readExpandedList(rw, 5, spatial);
    if (failed(input) || failed(weight) || failed(bias) || failed(mode) ||
        failed(groups) || failed(stride) || failed(dilation))
      return failure();
    llvm::SmallVector<int64_t, 8> pads(2 * spatial, 0);
    if (*mode == "same") {
      Type w = (*weight)->getType();
      if (!w.hasRank() || w.getRank() != spatial + 2 || !w.hasStaticShape())
        return rw.emitError() << "pads \"same\", which needs a weight of "
                                 "static shape and rank "
                              << spatial + 2;
      for (int64_t i = 0; i < spatial; ++i) {
        if ((*stride)[i] != 1)
          return rw.emitError() << "pads \"same\" with a stride other than "
                                   "1, which torch rejects";
        int64_t total = (*dilation)[i] * (w.getDims()[i + 2].getStatic() - 1);
        pads[i] = total / 2;
        pads[spatial + i] = total - total / 2;
      }
    } else if (*mode != "valid") {
      return rw.emitError() << rw.describeOperand(4) << " is \"" << *mode
                            << "\"; torch accepts \"same\" and \"valid\"";
    }
    Value *r = core::ConvOp::createTyped{rw, op->getResult(0)->getType(),
                                         *input, *weight, *bias, *stride, pads,
                                         *dilation, *groups};
    rw.replaceOp(op, {r});
    return success();
  };
}

/// core.conv_transpose of operands 0-2 with stride, padding, output
/// padding and dilation at the given operand indices.
LogicalResult buildConvTranspose(Rewriter &rw, Operation *op, int64_t spatial,
                                 unsigned strideI, unsigned paddingI,
                                 unsigned outPadI, unsigned dilationI,
                                 int64_t groups) {
  FailureOr<Value *> input = rw.readTensor(0), weight = rw.readTensor(1),
                     bias = readOptionalTensor(rw, 2);
  if (failed(input) || failed(weight) || failed(bias))
    return failure();
  auto stride = readExpandedList(rw, strideI, spatial);
  auto padding = readExpandedList(rw, paddingI, spatial);
  auto outPad = readExpandedList(rw, outPadI, spatial);
  auto dilation = readExpandedList(rw, dilationI, spatial);
  if (failed(stride) || failed(padding) || failed(outPad) || failed(dilation))
    return failure();
  Value *r = core::ConvTransposeOp::createTyped{
      rw, op->getResult(0)->getType(), *input, *weight, *bias, *stride,
      symmetricPads(*padding), *outPad, *dilation, groups};
  rw.replaceOp(op, {r});
  return success();
}

// conv_transposeNd(input, weight, bias, stride, padding, output_padding,
//   groups, dilation) = conv_transpose(input, weight, bias)
DecompositionFn convTransposeEntry(int64_t spatial) {
  return [spatial](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<int64_t> groups = rw.readInt(6);
    if (failed(groups))
      return failure();
    return buildConvTranspose(rw, op, spatial, 3, 4, 5, 7, *groups);
  };
}

// _convolution(input, weight, bias, stride, padding, dilation, transposed,
//   output_padding, groups, benchmark, deterministic, cudnn, tf32) and
// convolution(input, ..., transposed, output_padding, groups)
//   = conv(...), or conv_transpose(...) when transposed; the backend flags
//   do not matter.
LogicalResult decomposeConvolution(Rewriter &rw, Operation *op) {
  FailureOr<bool> transposed = rw.readBool(6);
  FailureOr<int64_t> groups = rw.readInt(8);
  if (failed(transposed) || failed(groups))
    return failure();
  // The spatial rank: the weight's rank - 2, else the stride list's length.
  int64_t spatial = 0;
  Type w = op->getOperand(1)->getType();
  if (w.isTensor() && w.hasRank()) {
    spatial = w.getRank() - 2;
  } else {
    FailureOr<llvm::SmallVector<int64_t, 4>> stride = rw.readIntList(3);
    if (failed(stride))
      return failure();
    spatial = stride->size();
  }
  if (spatial < 1)
    return rw.emitError() << "needs a weight of rank 3 or more";
  if (*transposed)
    return buildConvTranspose(rw, op, spatial, 3, 4, 7, 5, *groups);
  return buildConv(rw, op, spatial, 3, 4, 5, *groups);
}

/// Fails (naming the result) when result `i` of the op has uses: entries
/// that compute only the first results of an op (max_pool2d_with_indices'
/// values, native_layer_norm's output) stand for it only then.
LogicalResult requireUnused(Rewriter &rw, Operation *op, unsigned i,
                            llvm::StringRef what) {
  if (op->getResult(i)->use_empty())
    return success();
  return rw.emitError() << "has its " << what << " (result #" << i
                        << ") used, which core does not compute";
}

/// max_poolNd_with_indices' values and indices: for each window, its
/// maximum and the flat position in its input plane ([*spatial] of x [N, C, *spatial] or
/// [C, *spatial]) of its first maximum in row-major window order (ATen
/// scans the window so and keeps the first of equal values). The windows
/// are one strided slice of x (padded with -inf) per kernel offset,
/// stacked along a new last dim K:
///   value = max over K, j = argmax over K (the first maximum)
///   offset_a = (j // prod(kernel[a+1:])) % kernel[a]
///   pos_a = out_index_a * stride_a - pad_a + offset_a * dilation_a
///   index = ((pos_0 * size_1) + pos_1) * size_2 + pos_2 ...
/// Every dim may be symbolic without ceil_mode; with it the spatial dims
/// must be static (the last windows may run past the padding).
FailureOr<std::pair<Value *, Value *>>
buildPoolWithIndices(Rewriter &rw, Value *x, llvm::ArrayRef<int64_t> kernel,
                     llvm::ArrayRef<int64_t> stride,
                     llvm::ArrayRef<int64_t> padding,
                     llvm::ArrayRef<int64_t> dilation, bool ceil) {
  Type type = x->getType();
  int64_t k = kernel.size();
  if (!type.hasRank() || (type.getRank() != k + 1 && type.getRank() != k + 2))
    return rw.emitError() << "needs an input of rank " << k + 1 << " or "
                          << k + 2 << " for its indices, but it has type "
                          << type.str();
  int64_t rank = type.getRank(), lead = rank - k;
  DType dt = type.getDType();
  Type any = rw.unrankedTensorType(dt), anyI64 = rw.unrankedTensorType(DType::I64);
  // Extra padding at the end for ceil_mode's last windows.
  llvm::SmallVector<int64_t, 3> extra(k, 0);
  if (ceil) {
    for (int64_t a = 0; a < k; ++a) {
      Dim d = type.getDims()[lead + a];
      if (!d.isStatic())
        return rw.emitError() << "computes indices with ceil_mode over a "
                                 "spatial dim of size "
                              << d.getExpr()->str()
                              << "; ceil_mode needs static sizes here";
      int64_t in = d.getStatic(), span = dilation[a] * (kernel[a] - 1) + 1;
      int64_t out = (in + 2 * padding[a] - span + stride[a] - 1) / stride[a] + 1;
      if ((out - 1) * stride[a] >= in + padding[a])
        --out;
      extra[a] = std::max<int64_t>(
          0, (out - 1) * stride[a] + span - (in + 2 * padding[a]));
    }
  }
  llvm::SmallVector<int64_t, 10> pads(2 * rank, 0);
  bool padded = false;
  for (int64_t a = 0; a < k; ++a) {
    pads[lead + a] = padding[a];
    pads[rank + lead + a] = padding[a] + extra[a];
    padded |= padding[a] || extra[a];
  }
  Value *xp = x;
  if (padded)
    xp = core::PadOp::createTyped{rw, any, x, rw.createI64Constant(pads),
                                  "constant",
                                  -std::numeric_limits<double>::infinity()};
  // One slice per kernel offset, in row-major order.
  llvm::SmallVector<Value *, 9> windows;
  int64_t count = 1;
  for (int64_t kk : kernel)
    count *= kk;
  llvm::SmallVector<int64_t, 3> axes;
  for (int64_t a = 0; a < k; ++a)
    axes.push_back(lead + a);
  for (int64_t flat = 0; flat < count; ++flat) {
    llvm::SmallVector<int64_t, 3> offsets(k);
    for (int64_t a = k - 1, rest = flat; a >= 0; --a) {
      offsets[a] = rest % kernel[a];
      rest /= kernel[a];
    }
    windows.push_back(unsqueezeAt(
        rw, windowSlice(rw, xp, axes, offsets, kernel, dilation, stride),
        {rank}));
  }
  Value *stacked = windows.size() == 1
                       ? windows.front()
                       : core::ConcatOp::createTyped{rw, any, windows, rank};
  Value *values =
      core::ReduceMaxOp::createTyped{rw, any, stacked, {rank}, false};
  Value *j = core::ArgmaxOp::createTyped{rw, anyI64, stacked, rank, false};
  auto i64 = [&](int64_t v) {
    return rw.createScalarConstant(DType::I64, double(v));
  };
  Value *index = nullptr;
  int64_t inner = count;
  for (int64_t a = 0; a < k; ++a) {
    inner /= kernel[a];
    Value *o = j;
    if (inner != 1)
      o = core::FloordivOp::createTyped{rw, anyI64, o, i64(inner)};
    if (a > 0)
      o = core::RemainderOp::createTyped{rw, anyI64, o, i64(kernel[a])};
    // The window's start along a, broadcast over the later spatial dims.
    Value *starts = core::ArangeOp::createTyped{
        rw, anyI64, i64(0),
        hostToTensor(rw, dimSize(rw, j, lead + a), DType::I64), i64(1),
        DType::I64};
    llvm::SmallVector<int64_t, 2> trailing;
    for (int64_t b = a + 1; b < k; ++b)
      trailing.push_back(b - a);
    starts = unsqueezeAt(rw, starts, trailing);
    if (stride[a] != 1)
      starts = core::MulOp::createTyped{rw, anyI64, starts, i64(stride[a])};
    if (padding[a] != 0)
      starts = core::SubOp::createTyped{rw, anyI64, starts, i64(padding[a])};
    if (dilation[a] != 1)
      o = core::MulOp::createTyped{rw, anyI64, o, i64(dilation[a])};
    Value *pos = core::AddOp::createTyped{rw, anyI64, starts, o};
    if (index) {
      index = core::MulOp::createTyped{
          rw, anyI64, index,
          hostToTensor(rw, dimSize(rw, x, lead + a), DType::I64)};
      index = core::AddOp::createTyped{rw, anyI64, index, pos};
    } else {
      index = pos;
    }
  }
  return std::make_pair(values, index);
}

// max_poolNd(self, kernel_size, stride, padding, dilation, ceil_mode)
//   = max_pool(self) (an unbatched [C, *spatial] as a batch of one); an
// empty stride means stride = kernel_size. The _with_indices forms also return each window's argmax as a flat index
// of the input plane (buildPoolWithIndices), computed when it is used.
DecompositionFn maxPoolEntry(int64_t spatial, bool withIndices) {
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0);
    if (failed(self))
      return failure();
    auto kernel = readExpandedList(rw, 1, spatial);
    FailureOr<llvm::SmallVector<int64_t, 4>> stride = rw.readIntList(2);
    auto padding = readExpandedList(rw, 3, spatial);
    auto dilation = readExpandedList(rw, 4, spatial);
    FailureOr<bool> ceil = rw.readBool(5);
    if (failed(kernel) || failed(stride) || failed(padding) ||
        failed(dilation) || failed(ceil))
      return failure();
    if (stride->empty())
      stride = *kernel;
    else
      stride = readExpandedList(rw, 2, spatial);
    if (failed(stride))
      return failure();
    if (withIndices && !op->getResult(1)->use_empty()) {
      // The values from the same windows as the indices (the same maximum,
      // and one symbolic shape for both, as max_unpool's scatter wants).
      FailureOr<std::pair<Value *, Value *>> both = buildPoolWithIndices(
          rw, *self, *kernel, *stride, *padding, *dilation, *ceil);
      if (failed(both))
        return failure();
      rw.replaceOp(op, {both->first, both->second});
      return success();
    }
    // An unbatched input [C, *spatial] pools as a batch of one.
    Type selfType = (*self)->getType();
    bool unbatched = selfType.hasRank() && selfType.getRank() == spatial + 1;
    Value *input = unbatched ? unsqueezeAt(rw, *self, {0}) : *self;
    Value *r = core::MaxPoolOp::createTyped{
        rw,
        unbatched ? rw.unrankedTensorType(selfType.getDType())
                  : op->getResult(0)->getType(),
        input, *kernel, *stride, symmetricPads(*padding), *dilation, *ceil};
    if (unbatched)
      r = core::SqueezeOp::createTyped{rw, op->getResult(0)->getType(), r, {0}};
    if (withIndices)
      rw.replaceOp(op, {r, op->getResult(1)});
    else
      rw.replaceOp(op, {r});
    return success();
  };
}

// avg_poolNd(self, kernel_size, stride, padding, ceil_mode,
//   count_include_pad, divisor_override) = avg_pool(self) with the same
// attributes (torch counts the padding by default, core does not)
DecompositionFn avgPoolEntry(int64_t spatial) {
  return [spatial](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0);
    auto kernel = readExpandedList(rw, 1, spatial);
    FailureOr<llvm::SmallVector<int64_t, 4>> stride = rw.readIntList(2);
    auto padding = readExpandedList(rw, 3, spatial);
    FailureOr<bool> ceil = rw.readBool(4), include = rw.readBool(5);
    if (failed(self) || failed(kernel) || failed(stride) || failed(padding) ||
        failed(ceil) || failed(include))
      return failure();
    std::optional<int64_t> divisor;
    if (op->getNumOperands() > 6) {
      FailureOr<std::optional<int64_t>> d = rw.readOptionalInt(6);
      if (failed(d))
        return failure();
      divisor = *d;
      if (divisor && *divisor <= 0)
        return rw.emitError() << rw.describeOperand(6)
                              << " must be positive, but it is " << *divisor;
    }
    if (stride->empty())
      stride = *kernel;
    else
      stride = readExpandedList(rw, 2, spatial);
    if (failed(stride))
      return failure();
    llvm::SmallVector<NamedAttribute, 6> attrs = {
        {"kernel_shape", rw.getI64ArrayAttr(*kernel)},
        {"strides", rw.getI64ArrayAttr(*stride)},
        {"pads", rw.getI64ArrayAttr(symmetricPads(*padding))},
        {"ceil_mode", rw.getBoolAttr(*ceil)},
        {"count_include_pad", rw.getBoolAttr(*include)}};
    if (divisor)
      attrs.push_back({"divisor_override", rw.getI64Attr(*divisor)});
    rw.replaceOp(op, {rw.create(core::AvgPoolOp::getOperationName(),
                                op->getResult(0)->getType(), {*self}, attrs)});
    return success();
  };
}

/// adaptive_max_poolNd's values and indices of `x` (rank `rank`) pooled to
/// `outSize` on its trailing dims, one dim after the other from the last:
/// along dim a (size n, static or not) window o is [start_o, end_o), start
/// = floor(o n / out), end = ceil((o + 1) n / out); its K = max(end -
/// start) positions start_o + t, clipped to end_o - 1, are gathered, and
/// reduce_max / argmax over K give the maximum and its position pos =
/// start_o + argmax (argmax's first maximum is never a repeat of the
/// window's last element). The flat index of the dims after a, computed
/// before, is read at pos (gather) and becomes pos * (their sizes' product)
/// + it. Row-major first maxima, as ATen's loops (`val > max` keeps the
/// first); for a window with NaN ATen gives its last NaN's index, this the
/// first.
std::pair<Value *, Value *>
adaptiveMaxWithIndices(Rewriter &rw, Value *x, int64_t rank,
                       llvm::ArrayRef<int64_t> outSize) {
  DType dt = x->getType().getDType();
  auto i64 = [&](llvm::StringRef name, llvm::ArrayRef<Value *> operands,
                 llvm::ArrayRef<NamedAttribute> attrs = {}) {
    return rw.create(name, rw.unrankedTensorType(DType::I64), operands, attrs);
  };
  auto unsqueeze = [&](Value *v, llvm::ArrayRef<int64_t> axes) {
    return core::UnsqueezeOp::createTyped{
        rw, rw.unrankedTensorType(v->getType().getDType()), v, axes};
  };
  auto dimOf = [&](int64_t a) -> Value * {
    Dim d = x->getType().getDims()[a];
    if (d.isStatic())
      return rw.createI64Constant({d.getStatic()});
    return i64(core::SliceOp::getOperationName(),
               {i64(core::ShapeOfOp::getOperationName(), {x}),
                rw.createI64Constant({a}), rw.createI64Constant({a + 1}),
                rw.createI64Constant({0}), rw.createI64Constant({1})});
  };
  int64_t k = outSize.size(), first = rank - k;
  Value *cur = x, *flat = nullptr, *stride = nullptr;
  for (int64_t a = rank - 1; a >= first; --a) {
    int64_t out = outSize[a - first];
    llvm::SmallVector<int64_t, 8> iota, next;
    for (int64_t o = 0; o < out; ++o) {
      iota.push_back(o);
      next.push_back(o + 1);
    }
    Value *n = dimOf(a), *outC = rw.createI64Constant({out});
    Value *start = i64(
        core::FloordivOp::getOperationName(),
        {i64(core::MulOp::getOperationName(), {rw.createI64Constant(iota), n}),
         outC});
    Value *end = i64(core::FloordivOp::getOperationName(),
                     {i64(core::AddOp::getOperationName(),
                          {i64(core::MulOp::getOperationName(),
                               {rw.createI64Constant(next), n}),
                           rw.createI64Constant({out - 1})}),
                      outC});
    Value *len = i64(core::SubOp::getOperationName(), {end, start});
    Value *kk = i64(core::ReduceMaxOp::getOperationName(), {len},
                    {{"axes", rw.getI64ArrayAttr({0})},
                     {"keepdim", rw.getBoolAttr(false)}});
    Value *t = i64(core::ArangeOp::getOperationName(),
                   {rw.createScalarConstant(DType::I64, 0), kk,
                    rw.createScalarConstant(DType::I64, 1)},
                   {{"dtype", rw.getContext().getDTypeAttr(DType::I64)}});
    Value *idx =
        i64(core::MinimumOp::getOperationName(),
            {i64(core::AddOp::getOperationName(), {unsqueeze(start, {1}), t}),
             unsqueeze(i64(core::SubOp::getOperationName(),
                           {end, rw.createI64Constant({1})}),
                       {1})});
    Value *g = core::IndexSelectOp::createTyped{rw, rw.unrankedTensorType(dt),
                                                cur, idx, a};
    cur = core::ReduceMaxOp::createTyped{rw, rw.unrankedTensorType(dt), g,
                                         {a + 1}, false};
    Value *pos = i64(
        core::ArgmaxOp::getOperationName(), {g},
        {{"axis", rw.getI64Attr(a + 1)}, {"keepdim", rw.getBoolAttr(false)}});
    llvm::SmallVector<int64_t, 3> trailing;
    for (int64_t j = a + 1; j < rank; ++j)
      trailing.push_back(j - a);
    pos = i64(core::AddOp::getOperationName(),
              {pos, trailing.empty() ? start : unsqueeze(start, trailing)});
    if (flat)
      pos = i64(core::AddOp::getOperationName(),
                {i64(core::MulOp::getOperationName(), {pos, stride}),
                 i64(core::GatherOp::getOperationName(), {flat, pos},
                     {{"axis", rw.getI64Attr(a)}})});
    flat = pos;
    stride = stride ? i64(core::MulOp::getOperationName(), {stride, n}) : n;
  }
  return {cur, flat};
}

// adaptive_{avg,max}_poolNd(self, output_size) = adaptive_{avg,max}_pool;
// the max forms' indices, when used, come with the values from
// adaptiveMaxWithIndices.
DecompositionFn adaptivePoolEntry(llvm::StringRef coreName, int64_t spatial,
                                  bool withIndices) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0);
    auto out = readExpandedList(rw, 1, spatial);
    if (failed(self) || failed(out))
      return failure();
    if (withIndices && !op->getResult(1)->use_empty()) {
      FailureOr<int64_t> rank = rw.readRank(0);
      if (failed(rank))
        return failure();
      if (*rank != spatial + 1 && *rank != spatial + 2)
        return rw.emitError() << "expects a " << spatial + 1 << "-D or "
                              << spatial + 2 << "-D input, but "
                              << rw.describeOperand(0) << " has rank " << *rank;
      if (!isFloatDType((*self)->getType().getDType()))
        return rw.emitError() << "pools " << rw.describeOperand(0)
                              << " of dtype "
                              << dtypeName((*self)->getType().getDType())
                              << "; adaptive max pooling takes float inputs";
      for (int64_t o : *out)
        if (o <= 0)
          return rw.emitError() << "has output size " << o
                                << "; adaptive pools need positive sizes";
      auto [values, indices] = adaptiveMaxWithIndices(rw, *self, *rank, *out);
      rw.replaceOp(op, {values, indices});
      return success();
    }
    Value *r = rw.create(name, op->getResult(0)->getType(), {*self},
                         {{"output_size", rw.getI64ArrayAttr(*out)}});
    if (withIndices)
      rw.replaceOp(op, {r, op->getResult(1)});
    else
      rw.replaceOp(op, {r});
    return success();
  };
}

// adaptive_avg_pool2d(self, (1, 1)) = reduce_mean(self, [-2, -1], keepdim)
// adaptive_avg_pool2d(self, (oh, ow)) = avg_pool(self, kernel = stride =
//   (h / oh, w / ow)) when h and w are static multiples of oh and ow
LogicalResult decomposeAdaptiveAvgPool2d(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  auto out = readExpandedList(rw, 1, 2);
  if (failed(out))
    return failure();
  if (*rank != 3 && *rank != 4)
    return rw.emitError() << "expects a 3-D or 4-D input, but "
                          << rw.describeOperand(0) << " has rank " << *rank;
  Type resultType = op->getResult(0)->getType();
  if ((*out)[0] == 1 && (*out)[1] == 1) {
    Value *r = core::ReduceMeanOp::createTyped{rw, resultType, *self,
                                               {*rank - 2, *rank - 1}, true};
    rw.replaceOp(op, {r});
    return success();
  }
  llvm::ArrayRef<Dim> dims = (*self)->getType().getDims();
  llvm::SmallVector<int64_t, 2> kernel;
  for (int k = 0; k < 2; ++k) {
    Dim in = dims[*rank - 2 + k];
    int64_t o = (*out)[k];
    if (!in.isStatic() || o <= 0 || in.getStatic() % o != 0) {
      // Windows of different sizes: the general op.
      Value *r =
          core::AdaptiveAvgPoolOp::createTyped{rw, resultType, *self, *out};
      rw.replaceOp(op, {r});
      return success();
    }
    kernel.push_back(in.getStatic() / o);
  }
  Value *r =
      core::AvgPoolOp::createTyped{rw, resultType, *self, kernel, kernel};
  rw.replaceOp(op, {r});
  return success();
}

/// Normalization operands: the input, and the weight and bias (tensors
/// or none) at operands `weightI` and `weightI + 1`.
struct NormOperands {
  Value *input, *weight, *bias;
};
FailureOr<NormOperands> readNormOperands(Rewriter &rw, unsigned weightI) {
  FailureOr<Value *> input = rw.readTensor(0),
                     weight = readOptionalTensor(rw, weightI),
                     bias = readOptionalTensor(rw, weightI + 1);
  if (failed(input) || failed(weight) || failed(bias))
    return failure();
  return NormOperands{*input, *weight, *bias};
}

Value *createBatchNorm(Rewriter &rw, Type type, const NormOperands &n,
                       Value *mean, Value *var, double eps) {
  return core::BatchNormOp::createTyped{rw, type, n.input, n.weight, n.bias,
                                        mean, var, eps};
}

// batch_norm(x, w, b, mean, var, training=False, momentum, eps, cudnn)
//   = batch_norm(x, w, b, mean, var) {eps}: inference with the running
// statistics; training mode (batch statistics) is an error. The
// native_batch_norm form also returns the saved statistics, which eval mode
// leaves empty: they must be unused.
DecompositionFn batchNormEntry(bool native) {
  return [native](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<NormOperands> n = readNormOperands(rw, 1);
    FailureOr<bool> training = rw.readBool(5);
    FailureOr<double> eps = rw.readFloat(7);
    if (failed(n) || failed(training) || failed(eps))
      return failure();
    if (*training)
      return rw.emitError()
             << "normalizes with batch statistics (" << rw.describeOperand(5)
             << " is true); only inference (eval mode) "
                "decomposes";
    if (rw.isNone(3) || rw.isNone(4))
      return rw.emitError() << "has no running statistics (operands 3 and 4 "
                               "are none), which inference needs";
    FailureOr<Value *> mean = rw.readTensor(3), var = rw.readTensor(4);
    if (failed(mean) || failed(var))
      return failure();
    if (native && (failed(requireUnused(rw, op, 1, "saved mean")) ||
                   failed(requireUnused(rw, op, 2, "saved inverse std"))))
      return failure();
    Value *r =
        createBatchNorm(rw, op->getResult(0)->getType(), *n, *mean, *var, *eps);
    if (native)
      rw.replaceOp(op, {r, op->getResult(1), op->getResult(2)});
    else
      rw.replaceOp(op, {r});
    return success();
  };
}

// instance_norm(x, w, b, running_mean, running_var, use_input_stats,
//   momentum, eps, cudnn) = instance_norm(x, w, b) {eps} with the input's
// statistics, else batch_norm with the running ones (as ATen does)
LogicalResult decomposeInstanceNorm(Rewriter &rw, Operation *op) {
  FailureOr<NormOperands> n = readNormOperands(rw, 1);
  FailureOr<bool> useInput = rw.readBool(5);
  FailureOr<double> eps = rw.readFloat(7);
  if (failed(n) || failed(useInput) || failed(eps))
    return failure();
  Type type = op->getResult(0)->getType();
  if (!*useInput) {
    FailureOr<Value *> mean = rw.readTensor(3), var = rw.readTensor(4);
    if (failed(mean) || failed(var))
      return failure();
    rw.replaceOp(op, {createBatchNorm(rw, type, *n, *mean, *var, *eps)});
    return success();
  }
  rw.replaceOp(op, {core::InstanceNormOp::createTyped{
                       rw, type, n->input, n->weight, n->bias, *eps}});
  return success();
}

// layer_norm(x, normalized_shape, w, b, eps, cudnn)
//   = layer_norm(x, w, b) {axis = rank - len(normalized_shape), eps};
// native_layer_norm(x, normalized_shape, w, b, eps) likewise when its
// mean and rstd results are unused
DecompositionFn layerNormEntry(bool native) {
  return [native](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<NormOperands> n = readNormOperands(rw, 2);
    FailureOr<int64_t> rank = rw.readRank(0);
    FailureOr<llvm::SmallVector<int64_t, 4>> shape = rw.readIntList(1);
    FailureOr<double> eps = rw.readFloat(4);
    if (failed(n) || failed(rank) || failed(shape) || failed(eps))
      return failure();
    int64_t k = shape->size();
    if (k < 1 || k > *rank)
      return rw.emitError() << rw.describeOperand(1) << " has " << k
                            << " dims for an input of rank " << *rank;
    llvm::ArrayRef<Dim> dims = n->input->getType().getDims();
    for (int64_t i = 0; i < k; ++i) {
      Dim d = dims[*rank - k + i];
      if (d.isStatic() && d.getStatic() != (*shape)[i])
        return rw.emitError() << rw.describeOperand(1)
                              << " does not match the input's trailing dims "
                                 "(entry "
                              << i << " is " << (*shape)[i] << ", the dim "
                              << d.getStatic() << ")";
    }
    if (native && (failed(requireUnused(rw, op, 1, "mean")) ||
                   failed(requireUnused(rw, op, 2, "rstd"))))
      return failure();
    Value *r = core::LayerNormOp::createTyped{rw, op->getResult(0)->getType(),
                                              n->input, n->weight, n->bias,
                                              *rank - k, *eps};
    if (native)
      rw.replaceOp(op, {r, op->getResult(1), op->getResult(2)});
    else
      rw.replaceOp(op, {r});
    return success();
  };
}

// group_norm(x, groups, w, b, eps, cudnn) = group_norm(x, w, b) {groups,
// eps}; native_group_norm(x, w, b, N, C, HxW, groups, eps) likewise when its
// mean and rstd results are unused
DecompositionFn groupNormEntry(bool native) {
  return [native](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<NormOperands> n = readNormOperands(rw, native ? 1 : 2);
    FailureOr<int64_t> groups = rw.readInt(native ? 6 : 1);
    FailureOr<double> eps = rw.readFloat(native ? 7 : 4);
    if (failed(n) || failed(groups) || failed(eps))
      return failure();
    if (*groups <= 0)
      return rw.emitError()
             << "has " << *groups << " groups; torch needs a positive number";
    if (native && (failed(requireUnused(rw, op, 1, "mean")) ||
                   failed(requireUnused(rw, op, 2, "rstd"))))
      return failure();
    Value *r = core::GroupNormOp::createTyped{rw, op->getResult(0)->getType(),
                                              n->input, n->weight, n->bias,
                                              *groups, *eps};
    if (native)
      rw.replaceOp(op, {r, op->getResult(1), op->getResult(2)});
    else
      rw.replaceOp(op, {r});
    return success();
  };
}

//===----------------------------------------------------------------------===//
// Resampling
//===----------------------------------------------------------------------===//

/// How an upsample overload reads its arguments and which resize it is.
struct UpsampleKind {
  int64_t spatial;
  llvm::StringRef mode; // core.resize mode
  bool hasAlignCorners; // operand 2 is align_corners
  bool vec;             // (input, output_size?, [align_corners,]
                        //  scale_factors?) instead of per-dim scales
};

/// The floats of a constant float list, or nullopt when none.
FailureOr<std::optional<llvm::SmallVector<double, 4>>>
readOptionalFloatList(Rewriter &rw, unsigned i) {
  if (rw.isNone(i))
    return std::optional<llvm::SmallVector<double, 4>>();
  Operation *def = rw.getOp()->getOperand(i)->getDefiningOp();
  llvm::SmallVector<double, 4> values;
  bool ok = def && (def->getNameStr() == "prim.ListConstruct" ||
                    def->getNameStr() == "prim.Constant");
  if (ok && def->getNameStr() == "prim.ListConstruct") {
    for (Value *e : def->getOperands()) {
      std::optional<double> f = matchConstantFloat(e);
      if (!f)
        ok = false;
      else
        values.push_back(*f);
    }
  } else if (ok) {
    Attribute a = def->getAttr("value");
    if (auto floats = a ? a.getFloatArray() : std::nullopt)
      values.assign(floats->begin(), floats->end());
    else if (auto ints = a ? a.getIntArray() : std::nullopt)
      values.assign(ints->begin(), ints->end());
    else
      ok = false;
  }
  if (!ok)
    return rw.emitError() << rw.describeOperand(i)
                          << " must be a constant list of floats or none";
  return std::optional<llvm::SmallVector<double, 4>>(values);
}

// grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners)
// and grid_sampler_2d = grid_sample(input, grid) {mode, padding_mode,
// align_corners}, F.grid_sample's enums by name: interpolation 0 bilinear,
// 1 nearest, 2 bicubic; padding 0 zeros, 1 border, 2 reflection. A 5-D
// input (grid_sampler_3d's volumes) is an error.
LogicalResult decomposeGridSampler(Rewriter &rw, Operation *op) {
  FailureOr<Value *> input = rw.readTensor(0), grid = rw.readTensor(1);
  FailureOr<int64_t> rank = rw.readRank(0);
  FailureOr<int64_t> mode = rw.readInt(2), padding = rw.readInt(3);
  FailureOr<bool> align = rw.readBool(4);
  if (failed(input) || failed(grid) || failed(rank) || failed(mode) ||
      failed(padding) || failed(align))
    return failure();
  if (*rank != 4)
    return rw.emitError() << "samples 4-D inputs [N, C, H, W] only, but the "
                             "input has rank "
                          << *rank
                          << (*rank == 5 ? " (3-D grid sampling of volumes "
                                           "has no decomposition)"
                                         : "");
  static constexpr llvm::StringLiteral modes[] = {"bilinear", "nearest",
                                                  "bicubic"};
  static constexpr llvm::StringLiteral paddings[] = {"zeros", "border",
                                                     "reflection"};
  if (*mode < 0 || *mode > 2)
    return rw.emitError() << "has interpolation_mode " << *mode
                          << "; torch's are 0 (bilinear), 1 (nearest) and 2 "
                             "(bicubic)";
  if (*padding < 0 || *padding > 2)
    return rw.emitError() << "has padding_mode " << *padding
                          << "; torch's are 0 (zeros), 1 (border) and 2 "
                             "(reflection)";
  Value *r = core::GridSampleOp::createTyped{rw, op->getResult(0)->getType(),
                                             *input, *grid, modes[*mode],
                                             paddings[*padding], *align};
  rw.replaceOp(op, {r});
  return success();
}

// upsample_*(input, output_size, [align_corners,] scales...) and the .vec
// forms = resize(input) with ONNX's spelling of torch's sampling:
//   nearest: asymmetric coordinates, floor; linear: pytorch_half_pixel;
//   cubic: half_pixel with a = -0.75; align_corners=True: align_corners.
// An output size gives sizes (batch and channel dims kept); scale factors
// alone give scales (1 for batch and channel).
DecompositionFn upsampleEntry(UpsampleKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> self = rw.readTensor(0);
    FailureOr<int64_t> rank = rw.readRank(0);
    if (failed(self) || failed(rank))
      return failure();
    if (*rank != kind.spatial + 2)
      return rw.emitError() << "expects an input of rank " << kind.spatial + 2
                            << ", but it has rank " << *rank;
    bool alignCorners = false;
    if (kind.hasAlignCorners) {
      FailureOr<bool> ac = rw.readBool(2);
      if (failed(ac))
        return failure();
      alignCorners = *ac;
    }
    // Output sizes may be computed (`size=(y.shape[2], y.shape[3])` with a
    // dynamic y): they are host ints, made into the sizes tensor.
    std::optional<llvm::SmallVector<HostScalar, 4>> sizes;
    std::optional<llvm::SmallVector<double, 4>> scales;
    if (!rw.isNone(1)) {
      FailureOr<llvm::SmallVector<HostScalar, 4>> s = readHostIntList(rw, 1);
      if (failed(s))
        return failure();
      sizes = *s;
    }
    if (kind.vec) {
      unsigned scalesI = kind.hasAlignCorners ? 3 : 2;
      auto sf = readOptionalFloatList(rw, scalesI);
      if (failed(sf))
        return failure();
      if (sizes.has_value() == sf->has_value())
        return rw.emitError() << "needs exactly one of output_size and "
                                 "scale_factors";
      if (!sizes) {
        scales = llvm::SmallVector<double, 4>(*rank, 1.0);
        if (int64_t((*sf)->size()) != kind.spatial)
          return rw.emitError()
                 << "has " << uint64_t((*sf)->size()) << " scale factors for "
                 << kind.spatial << " spatial dims";
        for (int64_t i = 0; i < kind.spatial; ++i)
          (*scales)[2 + i] = (**sf)[i];
      }
    } else if (!sizes) {
      return rw.emitError() << "needs an output_size";
    } else {
      // Explicit scales map output to input coordinates by 1 / scale, the
      // same as the sizes only when output = input * scale exactly.
      unsigned first = kind.hasAlignCorners ? 3 : 2;
      llvm::ArrayRef<Dim> dims = (*self)->getType().getDims();
      for (int64_t i = 0; i < kind.spatial; ++i) {
        if (first + i >= op->getNumOperands() || rw.isNone(first + i))
          continue;
        FailureOr<double> scale = rw.readFloat(first + i);
        if (failed(scale))
          return failure();
        Dim in = dims[2 + i];
        if (i >= int64_t(sizes->size()) || !in.isStatic() ||
            !(*sizes)[i].isConstant() ||
            double(in.getStatic()) * *scale != double((*sizes)[i].getInt()))
          return rw.emitError()
                 << "has a scale for spatial dim " << i
                 << " that differs from output_size / input size, which "
                    "resize cannot express with sizes";
      }
    }
    Value *sizesValue = nullptr;
    if (sizes) {
      if (int64_t(sizes->size()) != kind.spatial)
        return rw.emitError()
               << rw.describeOperand(1) << " has " << uint64_t(sizes->size())
               << " entries for " << kind.spatial << " spatial dims";
      // The batch and channel dims from the input.
      Value *shape = core::ShapeOfOp::createTyped{
          rw, rw.unrankedTensorType(DType::I64), *self};
      Value *lead = core::SliceOp::createTyped{
          rw, rw.unrankedTensorType(DType::I64), shape,
          rw.createI64Constant({0}), rw.createI64Constant({2}),
          rw.createI64Constant({0}), rw.createI64Constant({1})};
      sizesValue =
          core::ConcatOp::createTyped{rw, rw.unrankedTensorType(DType::I64),
                                      {lead, i64Vector(rw, *sizes)}, 0};
    }
    llvm::StringRef coords = alignCorners             ? "align_corners"
                             : kind.mode == "nearest" ? "asymmetric"
                             : kind.mode == "linear"  ? "pytorch_half_pixel"
                                                      : "half_pixel";
    llvm::SmallVector<NamedAttribute, 5> attrs = {
        {"mode", rw.getStringAttr(kind.mode)},
        {"coordinate_transformation_mode", rw.getStringAttr(coords)},
        {"nearest_mode", rw.getStringAttr("floor")},
        {"cubic_coeff_a", rw.getF64Attr(-0.75)}};
    llvm::SmallVector<Value *, 2> operands = {*self};
    if (sizesValue)
      operands.push_back(sizesValue);
    else
      attrs.push_back({"scales", rw.getContext().getFloatArrayAttr(*scales)});
    rw.replaceOp(op, {rw.create(core::ResizeOp::getOperationName(),
                                op->getResult(0)->getType(), operands, attrs)});
    return success();
  };
}

//===----------------------------------------------------------------------===//
// Channel rearrangements
//===----------------------------------------------------------------------===//

// pixel_shuffle(x [*, C r r, H, W], r) = x as [*, C, r, r, H, W], permuted
// to [*, C, H, r, W, r], as [*, C, H r, W r]; pixel_unshuffle is the
// inverse (x [*, C, H r, W r] -> [*, C, H, r, W, r] -> [*, C, r, r, H, W]).
// Only the dims the factor divides need to be static (C for the shuffle,
// H and W for the unshuffle when they are); the others may be symbolic.
DecompositionFn pixelShuffleEntry(bool unshuffle) {
  return
      [unshuffle](Rewriter &rw, Operation *op) -> LogicalResult {
        FailureOr<Value *> self = rw.readTensor(0);
        FailureOr<int64_t> factor = rw.readInt(1);
        if (failed(self) || failed(factor))
          return failure();
        Type type = (*self)->getType();
        if (!type.hasRank() || type.getRank() < 3)
          return rw.emitError() << "needs an input of rank 3 or more, but it "
                                   "has type "
                                << type.str();
        int64_t r = *factor;
        size_t b = type.getRank() - 3;
        llvm::SmallVector<HostScalar, 8> lead;
        for (size_t i = 0; i < b; ++i)
          lead.push_back(dimSize(rw, *self, i));
        HostScalar c = dimSize(rw, *self, b), h = dimSize(rw, *self, b + 1),
                   w = dimSize(rw, *self, b + 2);
        auto divides = [&](const HostScalar &d, int64_t by) {
          return !d.isConstant() || d.getInt() % by == 0;
        };
        if (r <= 0 || (!unshuffle && !c.isConstant()) ||
            (!unshuffle && !divides(c, r * r)) ||
            (unshuffle && (!divides(h, r) || !divides(w, r)))) {
          return rw.emitError()
                 << "cannot rearrange dims " << type.str()
                 << " by a factor of " << r
                 << (!unshuffle && !c.isConstant()
                         ? " (the channel dim must be static)"
                         : "");
        }
        HostScalar rr = hostInt(r), r2 = hostInt(r * r);
        llvm::SmallVector<HostScalar, 8> split = lead, merged = lead;
        llvm::SmallVector<int64_t, 8> perm;
        for (size_t i = 0; i < b; ++i)
          perm.push_back(i);
        if (!unshuffle) {
          HostScalar cOut = intBinary(rw, "floordiv", c, r2);
          split.append({cOut, rr, rr, h, w});
          merged.append({cOut, intBinary(rw, "mul", h, rr),
                         intBinary(rw, "mul", w, rr)});
          for (int64_t p : {0, 3, 1, 4, 2})
            perm.push_back(b + p);
        } else {
          HostScalar hOut = intBinary(rw, "floordiv", h, rr),
                     wOut = intBinary(rw, "floordiv", w, rr);
          split.append({c, hOut, rr, wOut, rr});
          merged.append({intBinary(rw, "mul", c, r2), hOut, wOut});
          for (int64_t p : {0, 2, 4, 1, 3})
            perm.push_back(b + p);
        }
        DType dtype = type.getDType();
        Value *s = core::ReshapeOp::createTyped{
            rw, rw.unrankedTensorType(dtype), *self, i64Vector(rw, split)};
        Value *t = core::TransposeOp::createTyped{
            rw, rw.unrankedTensorType(dtype), s, perm};
        rw.replaceOp(
            op, {core::ReshapeOp::createTyped{rw, op->getResult(0)->getType(),
                                              t, i64Vector(rw, merged)}});
        return success();
      };
}

// channel_shuffle(x [N, C, *], g) = x as [N, g, C/g, *], dims 1 and 2
// swapped, as [N, C, *]; every dim may be symbolic (the shapes are host
// ints), C must be a multiple of g when static
LogicalResult decomposeChannelShuffle(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<int64_t> groups = rw.readInt(1);
  if (failed(self) || failed(groups))
    return failure();
  if (self->rank < 3)
    return rw.emitError() << "needs an input of rank 3 or more, but it has "
                             "rank "
                          << self->rank;
  int64_t g = *groups;
  HostScalar c = dimSize(rw, self->value, 1);
  if (g <= 0 || (c.isConstant() && c.getInt() % g != 0))
    return rw.emitError() << "cannot shuffle "
                          << (c.isConstant() ? std::to_string(c.getInt())
                                             : std::string("the"))
                          << " channels in " << g << " groups";
  llvm::SmallVector<HostScalar, 8> split = {dimSize(rw, self->value, 0),
                                            hostInt(g),
                                            intBinary(rw, "floordiv", c,
                                                      hostInt(g))},
                                   merged = {split[0], c};
  llvm::SmallVector<int64_t, 8> perm = {0, 2, 1};
  for (int64_t i = 2; i < self->rank; ++i) {
    HostScalar d = dimSize(rw, self->value, i);
    split.push_back(d);
    merged.push_back(d);
    perm.push_back(i + 1);
  }
  DType dt = self->value->getType().getDType();
  Value *s = core::ReshapeOp::createTyped{rw, rw.unrankedTensorType(dt),
                                          self->value, i64Vector(rw, split)};
  Value *t =
      core::TransposeOp::createTyped{rw, rw.unrankedTensorType(dt), s, perm};
  rw.replaceOp(op,
               {core::ReshapeOp::createTyped{rw, op->getResult(0)->getType(), t,
                                             i64Vector(rw, merged)}});
  return success();
}

// _convolution_mode(input, weight, bias, stride, padding: str, dilation,
//   groups) = convNd.padding for N the weight's rank - 2
LogicalResult decomposeConvolutionMode(Rewriter &rw, Operation *op) {
  FailureOr<int64_t> wRank = rw.readRank(1);
  if (failed(wRank))
    return failure();
  if (*wRank < 3)
    return rw.emitError() << "needs a weight of rank 3 or more";
  return convPaddingEntry(*wRank - 2)(rw, op);
}

// softmax.int(self, dim, dtype) = softmax(cast(self, dtype), dim)
LogicalResult decomposeSoftmax(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, *rank);
  FailureOr<std::optional<int64_t>> dtypeCode = rw.readOptionalInt(2);
  if (failed(dim) || failed(dtypeCode))
    return failure();
  Value *x = *self;
  if (*dtypeCode) {
    std::optional<DType> dt = aten::dtypeFromScalarType(**dtypeCode);
    if (!dt)
      return rw.emitError() << rw.describeOperand(2) << " is dtype code "
                            << **dtypeCode << ", which tocc has no dtype for";
    x = rw.castTo(x, *dt);
  }
  Value *r =
      core::SoftmaxOp::createTyped{rw, op->getResult(0)->getType(), x, *dim};
  rw.replaceOp(op, {r});
  return success();
}

} // namespace

void detail::registerNNDecompositions() {
  addBuiltin("aten::conv1d", convEntry(1));
  addBuiltin("aten::conv2d", convEntry(2));
  addBuiltin("aten::conv3d", convEntry(3));
  addBuiltin("aten::conv1d.padding", convPaddingEntry(1));
  addBuiltin("aten::conv2d.padding", convPaddingEntry(2));
  addBuiltin("aten::conv3d.padding", convPaddingEntry(3));
  addBuiltin("aten::_convolution", decomposeConvolution);
  addBuiltin("aten::convolution", decomposeConvolution);
  addBuiltin("aten::conv_transpose1d", convTransposeEntry(1));
  addBuiltin("aten::conv_transpose2d.input", convTransposeEntry(2));
  addBuiltin("aten::conv_transpose3d.input", convTransposeEntry(3));
  addBuiltin("aten::max_pool1d", maxPoolEntry(1, false));
  addBuiltin("aten::max_pool2d", maxPoolEntry(2, false));
  addBuiltin("aten::max_pool3d", maxPoolEntry(3, false));
  addBuiltin("aten::max_pool1d_with_indices", maxPoolEntry(1, true));
  addBuiltin("aten::max_pool2d_with_indices", maxPoolEntry(2, true));
  addBuiltin("aten::max_pool3d_with_indices", maxPoolEntry(3, true));
  addBuiltin("aten::avg_pool1d", avgPoolEntry(1));
  addBuiltin("aten::avg_pool2d", avgPoolEntry(2));
  addBuiltin("aten::avg_pool3d", avgPoolEntry(3));
  addBuiltin(
      "aten::adaptive_avg_pool1d",
      adaptivePoolEntry(core::AdaptiveAvgPoolOp::getOperationName(), 1, false));
  addBuiltin("aten::adaptive_avg_pool2d", decomposeAdaptiveAvgPool2d);
  addBuiltin(
      "aten::adaptive_avg_pool3d",
      adaptivePoolEntry(core::AdaptiveAvgPoolOp::getOperationName(), 3, false));
  addBuiltin(
      "aten::adaptive_max_pool1d",
      adaptivePoolEntry(core::AdaptiveMaxPoolOp::getOperationName(), 1, true));
  addBuiltin(
      "aten::adaptive_max_pool2d",
      adaptivePoolEntry(core::AdaptiveMaxPoolOp::getOperationName(), 2, true));
  addBuiltin(
      "aten::adaptive_max_pool3d",
      adaptivePoolEntry(core::AdaptiveMaxPoolOp::getOperationName(), 3, true));
  addBuiltin("aten::batch_norm", batchNormEntry(false));
  addBuiltin("aten::native_batch_norm", batchNormEntry(true));
  addBuiltin("aten::instance_norm", decomposeInstanceNorm);
  addBuiltin("aten::layer_norm", layerNormEntry(false));
  addBuiltin("aten::native_layer_norm", layerNormEntry(true));
  addBuiltin("aten::group_norm", groupNormEntry(false));
  addBuiltin("aten::native_group_norm", groupNormEntry(true));
  addBuiltin("aten::softmax.int", decomposeSoftmax);
  // upsample_nearest{1,2,3}d(self, output_size, scales...),
  // upsample_{linear1d,bilinear2d,bicubic2d,trilinear3d}(self, output_size,
  // align_corners, scales...), and their .vec forms.
  for (auto [name, spatial, mode, align] :
       {std::tuple{"nearest1d", 1, "nearest", false},
        {"nearest2d", 2, "nearest", false},
        {"nearest3d", 3, "nearest", false},
        {"linear1d", 1, "linear", true},
        {"bilinear2d", 2, "linear", true},
        {"trilinear3d", 3, "linear", true},
        {"bicubic2d", 2, "cubic", true}}) {
    std::string base = std::string("aten::upsample_") + name;
    addBuiltin(base, upsampleEntry({spatial, mode, align, false}));
    addBuiltin(base + ".vec", upsampleEntry({spatial, mode, align, true}));
  }
  addBuiltin("aten::grid_sampler", decomposeGridSampler);
  addBuiltin("aten::grid_sampler_2d", decomposeGridSampler);
  addBuiltin("aten::pixel_shuffle", pixelShuffleEntry(false));
  addBuiltin("aten::pixel_unshuffle", pixelShuffleEntry(true));
  addBuiltin("aten::channel_shuffle", decomposeChannelShuffle);
  addBuiltin("aten::native_channel_shuffle", decomposeChannelShuffle);
  addBuiltin("aten::_convolution_mode", decomposeConvolutionMode);
}
