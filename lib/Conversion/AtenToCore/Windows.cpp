//===- Windows.cpp - Decompositions of im2col, col2im and max_unpool ------===//
//
// nn.Unfold (im2col), nn.Fold (col2im) and nn.MaxUnpool (max_unpoolNd)
// rearrange sliding windows. im2col is one strided slice per kernel offset,
// stacked; col2im puts each kernel offset's block back with a pad and sums
// the blocks in ATen's order; max_unpool scatters the values to their
// flat indices. Batch, channel and (for im2col) spatial dims may be
// symbolic: the slices have constant bounds, counted from the end.
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <array>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// An int[2] argument of im2col/col2im (one entry stands for both).
FailureOr<std::array<int64_t, 2>> readPair(Rewriter &rw, unsigned i,
                                           bool positive) {
  FailureOr<llvm::SmallVector<int64_t, 4>> list = rw.readIntList(i);
  if (failed(list))
    return failure();
  if (list->size() != 1 && list->size() != 2)
    return rw.emitError() << rw.describeOperand(i) << " has "
                          << uint64_t(list->size()) << " entries, expected 2";
  std::array<int64_t, 2> r = {list->front(), list->back()};
  for (int64_t v : r)
    if (positive ? v <= 0 : v < 0)
      return rw.emitError() << rw.describeOperand(i) << " has entry " << v
                            << ", which must be "
                            << (positive ? "positive" : "non-negative");
  return r;
}

/// The window arguments kernel_size, dilation, padding, stride at `first`.
struct WindowArgs {
  std::array<int64_t, 2> kernel, dilation, padding, stride;
};
FailureOr<WindowArgs> readWindowArgs(Rewriter &rw, unsigned first) {
  auto k = readPair(rw, first, true), d = readPair(rw, first + 1, true),
       p = readPair(rw, first + 2, false), s = readPair(rw, first + 3, true);
  if (failed(k) || failed(d) || failed(p) || failed(s))
    return failure();
  return WindowArgs{*k, *d, *p, *s};
}

Type anyOf(Rewriter &rw, Value *x) {
  return rw.unrankedTensorType(x->getType().getDType());
}

/// core.pad of the last two dims of the 4-D `x` by (top, left) before and
/// (bottom, right) after; negative entries crop.
Value *pad2d(Rewriter &rw, Value *x, int64_t top, int64_t left, int64_t bottom,
             int64_t right) {
  if (!top && !left && !bottom && !right)
    return x;
  return core::PadOp::createTyped{
      rw, anyOf(rw, x), x,
      rw.createI64Constant({0, 0, top, left, 0, 0, bottom, right}), "constant",
      0.0};
}

} // namespace

Value *detail::windowSlice(Rewriter &rw, Value *x, llvm::ArrayRef<int64_t> axes,
                           llvm::ArrayRef<int64_t> offsets,
                           llvm::ArrayRef<int64_t> kernel,
                           llvm::ArrayRef<int64_t> dilation,
                           llvm::ArrayRef<int64_t> stride) {
  llvm::SmallVector<HostScalar, 3> starts, ends, steps;
  llvm::SmallVector<int64_t, 3> axisList(axes.begin(), axes.end());
  for (size_t a = 0; a < axes.size(); ++a) {
    int64_t back = (kernel[a] - 1 - offsets[a]) * dilation[a];
    starts.push_back(hostInt(offsets[a] * dilation[a]));
    // The last offset ends at the dim's size (a host int), not at "no
    // end": every window's size is then one expression of the dim.
    ends.push_back(back == 0 ? dimSize(rw, x, axes[a]) : hostInt(-back));
    steps.push_back(hostInt(stride[a]));
  }
  return core::SliceOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x,
      i64Vector(rw, starts), i64Vector(rw, ends),
      rw.createI64Constant(axisList), i64Vector(rw, steps)};
}

namespace {

// im2col(x [N, C, H, W], kernel, dilation, padding, stride)
//   [N, C * kh * kw, L]: with xp = x padded by (ph, pw) and oh, ow the
//   window counts, block (i, j) = xp[:, :, i*dh :: sh][:, :, :, j*dw :: sw]
//   cut to oh x ow (its end counted from xp's end, so H and W may be
//   symbolic); the blocks stacked as [N, C, kh * kw, oh, ow] and flattened
//   to [N, C * kh * kw, oh * ow] (row c * kh * kw + i * kw + j, as ATen's).
//   [C, H, W] is a batch of one.
LogicalResult decomposeIm2col(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<WindowArgs> w = readWindowArgs(rw, 1);
  if (failed(self) || failed(w))
    return failure();
  if (self->rank != 3 && self->rank != 4)
    return rw.emitError() << "needs an input of rank 3 or 4, but it has rank "
                          << self->rank;
  bool batched = self->rank == 4;
  Value *x = batched ? self->value : unsqueezeAt(rw, self->value, {0});
  x = pad2d(rw, x, w->padding[0], w->padding[1], w->padding[0],
            w->padding[1]);
  llvm::SmallVector<Value *, 9> blocks;
  for (int64_t i = 0; i < w->kernel[0]; ++i)
    for (int64_t j = 0; j < w->kernel[1]; ++j)
      blocks.push_back(unsqueezeAt(
          rw,
          windowSlice(rw, x, {2, 3}, {i, j}, w->kernel, w->dilation, w->stride),
          {2}));
  Value *stacked =
      blocks.size() == 1
          ? blocks.front()
          : core::ConcatOp::createTyped{rw, anyOf(rw, x), blocks, 2};
  auto flatten = [&](Value *v, int64_t from, int64_t to) {
    return core::FlattenOp::createTyped{rw, anyOf(rw, v), v, from, to};
  };
  Value *r = flatten(flatten(stacked, 3, 4), 1, 2);
  if (!batched)
    r = core::SqueezeOp::createTyped{rw, anyOf(rw, r), r, {0}};
  return replaceWithValue(rw, r);
}

// col2im(x [N, C * kh * kw, L], output_size (H, W), kernel, dilation,
//   padding, stride) [N, C, H, W]: x as [N, C, kh, kw, oh, ow]; block
//   (i, j) (strided: with sh - 1 and sw - 1 zeros after each row and
//   column) padded to [N, C, H + 2 ph, W + 2 pw] at offset (i dh, j dw);
//   the blocks summed in (i, j) order, as ATen accumulates them, and the
//   padding cropped. [C * kh * kw, L] is a batch of one.
LogicalResult decomposeCol2im(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<std::array<int64_t, 2>> out = readPair(rw, 1, true);
  FailureOr<WindowArgs> w = readWindowArgs(rw, 2);
  if (failed(self) || failed(out) || failed(w))
    return failure();
  if (self->rank != 2 && self->rank != 3)
    return rw.emitError() << "needs an input of rank 2 or 3, but it has rank "
                          << self->rank;
  bool batched = self->rank == 3;
  Value *x = batched ? self->value : unsqueezeAt(rw, self->value, {0});
  int64_t kh = w->kernel[0], kw = w->kernel[1];
  std::array<int64_t, 2> blocks, padded;
  for (int k = 0; k < 2; ++k) {
    padded[k] = (*out)[k] + 2 * w->padding[k];
    blocks[k] =
        (padded[k] - w->dilation[k] * (w->kernel[k] - 1) - 1) / w->stride[k] +
        1;
    if (blocks[k] <= 0)
      return rw.emitError() << "has no sliding windows in an output of "
                            << (*out)[0] << " x " << (*out)[1];
  }
  Dim l = x->getType().getDims()[2];
  if (l.isStatic() && l.getStatic() != blocks[0] * blocks[1])
    return rw.emitError() << "has " << l.getStatic()
                          << " blocks, but the output size and window give "
                          << blocks[0] * blocks[1];
  HostScalar channels =
      intBinary(rw, "floordiv", dimSize(rw, x, 1), hostInt(kh * kw));
  Value *x6 = core::ReshapeOp::createTyped{
      rw, anyOf(rw, x), x,
      i64Vector(rw, {dimSize(rw, x, 0), channels, hostInt(kh), hostInt(kw),
                     hostInt(blocks[0]), hostInt(blocks[1])})};
  auto index = [&](Value *v, int64_t i) {
    return core::IndexSelectOp::createTyped{
        rw, anyOf(rw, v), v, rw.createScalarConstant(DType::I64, double(i)), 2};
  };
  int64_t sh = w->stride[0], sw = w->stride[1];
  Value *sum = nullptr;
  for (int64_t i = 0; i < kh; ++i)
    for (int64_t j = 0; j < kw; ++j) {
      Value *block = index(index(x6, i), j); // [N, C, oh, ow]
      if (sh > 1 || sw > 1) {
        // Every element followed by stride - 1 zeros along each dim.
        Value *u = unsqueezeAt(rw, block, {3, 5});
        u = core::PadOp::createTyped{
            rw, anyOf(rw, u), u,
            rw.createI64Constant(
                {0, 0, 0, 0, 0, 0, 0, 0, 0, sh - 1, 0, sw - 1}),
            "constant", 0.0};
        block = core::ReshapeOp::createTyped{
            rw, anyOf(rw, u), u,
            i64Vector(rw, {dimSize(rw, x, 0), channels, hostInt(blocks[0] * sh),
                           hostInt(blocks[1] * sw)})};
      }
      int64_t top = i * w->dilation[0], left = j * w->dilation[1];
      Value *placed =
          pad2d(rw, block, top, left, padded[0] - top - blocks[0] * sh,
                padded[1] - left - blocks[1] * sw);
      sum = sum ? core::AddOp::createTyped{rw, anyOf(rw, placed), sum, placed}
                : placed;
    }
  Value *r = pad2d(rw, sum, -w->padding[0], -w->padding[1], -w->padding[0],
                   -w->padding[1]);
  if (!batched)
    r = core::SqueezeOp::createTyped{rw, anyOf(rw, r), r, {0}};
  return replaceWithValue(rw, r);
}

// max_unpool2d(x, indices, output_size) and max_unpool3d(x, indices,
// output_size, stride, padding): x and indices [N, C, *in] (or [C, *in]),
// the indices flat positions in each [*output_size] plane:
//   reshape(scatter(zeros [N, C, prod(output_size)], flatten(indices),
//           flatten(x), axis = 2), [N, C, *output_size])
// (stride and padding only check the indices in ATen); output_size may be
// computed from symbolic dims
DecompositionFn maxUnpoolEntry(int64_t spatial) {
  return [spatial](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
    FailureOr<Value *> indices = rw.readTensor(1);
    // The output size may be computed (`output_size=x.size()[2:]` of a
    // dynamic x).
    FailureOr<llvm::SmallVector<HostScalar, 4>> out = readHostIntList(rw, 2);
    if (failed(self) || failed(indices) || failed(out))
      return failure();
    if (int64_t(out->size()) != spatial)
      return rw.emitError() << rw.describeOperand(2) << " has "
                            << uint64_t(out->size()) << " entries, expected "
                            << spatial;
    int64_t rank = self->rank, lead = rank - spatial;
    if (lead != 1 && lead != 2)
      return rw.emitError() << "needs an input of rank " << spatial + 1
                            << " or " << spatial + 2 << ", but it has rank "
                            << rank;
    HostScalar plane = hostInt(1);
    for (const HostScalar &d : *out)
      plane = intBinary(rw, "mul", plane, d);
    Value *x = self->value;
    auto flatten = [&](Value *v) {
      return core::FlattenOp::createTyped{rw, anyOf(rw, v), v, lead, rank - 1};
    };
    llvm::SmallVector<HostScalar, 5> zerosShape, outShape;
    for (int64_t i = 0; i < lead; ++i)
      zerosShape.push_back(dimSize(rw, x, i));
    outShape = zerosShape;
    zerosShape.push_back(plane);
    outShape.append(out->begin(), out->end());
    DType dt = x->getType().getDType();
    Value *zeros = core::FullOp::createTyped{rw, rw.unrankedTensorType(dt),
                                             i64Vector(rw, zerosShape),
                                             rw.createScalarConstant(dt, 0.0)};
    Value *scattered = core::ScatterOp::createTyped{
        rw, rw.unrankedTensorType(dt), zeros,
        rw.castTo(flatten(*indices), DType::I64), flatten(x), lead, "none"};
    rw.replaceOp(
        op, {core::ReshapeOp::createTyped{rw, op->getResult(0)->getType(),
                                          scattered, i64Vector(rw, outShape)}});
    return success();
  };
}

} // namespace

void detail::registerWindowDecompositions() {
  addBuiltin("aten::im2col", decomposeIm2col);
  addBuiltin("aten::col2im", decomposeCol2im);
  addBuiltin("aten::max_unpool2d", maxUnpoolEntry(2));
  addBuiltin("aten::max_unpool3d", maxUnpoolEntry(3));
  registerFractionalPoolDecompositions();
}
