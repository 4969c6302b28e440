//===- Torchvision.cpp - torchvision's operators that become core ops -----===//
//
// torchvision::deform_conv2d written with core ops, for every opset from 11
// (GatherElements). ONNX's DeformConv (opset 19) has torchvision's layouts,
// but ONNX Runtime 1.20 has no kernel for it, so nothing could check a
// lowering to it; the other torchvision operators lower straight to onnx
// (lib/Conversion/CoreToOnnx/Torchvision.cpp). docs/torchvision-ops.md.
//
// torchvision's CPU kernel (deform_conv2d_kernel.cpp, deformable_im2col)
// samples, for channel c of offset group g = c / (C / OG), tap t = (i, j)
// and output (oh, ow):
//
//   y = (oh * sh - ph + i * dh) + offset[b, g * 2K + 2t, oh, ow]
//   x = (ow * sw - pw + j * dw) + offset[b, g * 2K + 2t + 1, oh, ow]
//   col[b, c * K + t, oh, ow] = mask[b, g * K + t, oh, ow] * bilinear(y, x)
//
// (the integer sum first, then one float addition), where bilinear is 0
// unless -1 < y < H and -1 < x < W, else w1 v1 + w2 v2 + w3 v3 + w4 v4
// over the corners (y0, x0), (y0, x1), (y1, x0), (y1, x1) of y0 =
// floor(y), x0 = floor(x), weighted hy hx, hy lx, ly hx, ly lx (ly = y -
// y0, hy = 1 - ly), a corner outside the plane reading 0 (a NaN point
// gives 0 too, as tocc's reference kernel does). The output is
// the grouped product of the weight [O, C/G * K] with the columns, plus
// the bias: here a 1x1 convolution with `groups` G of the columns as
// [B, C * K, OH, OW], whose input channel c * K + t is the weight's
// flattened (c mod C/G, i, j).
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Support/Limits.h"

#include <cstring>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// An i64 core.constant of static `dims` holding `values`.
Value *i64Constant(Rewriter &rw, llvm::ArrayRef<int64_t> values,
                   llvm::ArrayRef<int64_t> dims) {
  Type type = rw.getContext().getTensorType(DType::I64, dims);
  std::vector<char> bytes(values.size() * sizeof(int64_t));
  if (!values.empty())
    std::memcpy(bytes.data(), values.data(), bytes.size());
  return core::ConstantOp::createTyped{
      rw, type, rw.getContext().getDenseAttr(type, bytes)};
}

/// The static size of dim `axis` of `v`, if it has one.
std::optional<int64_t> staticDim(Value *v, int64_t axis) {
  Type t = v->getType();
  if (!t.isTensor() || !t.hasRank() || t.getRank() <= axis ||
      !t.getDims()[axis].isStatic())
    return std::nullopt;
  return t.getDims()[axis].getStatic();
}

struct DeformConvArgs {
  int64_t stride[2], pad[2], dilation[2], groups, offsetGroups;
  bool useMask;
};

// deform_conv2d(input[B, C, H, W], weight[O, C/G, KH, KW],
//   offset[B, 2 * OG * KH * KW, OH, OW], mask[B, OG * KH * KW, OH, OW],
//   bias[O], stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w,
//   groups, offset_groups, use_mask): see the banner. Every map is kept
// as [B, OG, 1, K * OH * OW] (offset group, then tap, row, column), which
// broadcasts over the C/OG channels of the group; the input is read from
// [B, OG, C/OG, H * W] with core.gather at y * W + x. B, H and W may be
// symbolic; the weight's shape is static (it gives C, K and the groups).
LogicalResult decomposeDeformConv2d(Rewriter &rw, Operation *op) {
  FailureOr<TypedTensor> inputArg = readTypedTensor(rw, 0);
  FailureOr<int64_t> rank = rw.readRank(0);
  FailureOr<Value *> weightArg = rw.readTensor(1);
  FailureOr<Value *> offsetArg = rw.readTensor(2);
  if (failed(inputArg) || failed(rank) || failed(weightArg) ||
      failed(offsetArg))
    return failure();
  DeformConvArgs a;
  for (unsigned k = 0; k < 2; ++k) {
    FailureOr<int64_t> s = rw.readInt(5 + k), p = rw.readInt(7 + k),
                       d = rw.readInt(9 + k);
    if (failed(s) || failed(p) || failed(d))
      return failure();
    a.stride[k] = *s;
    a.pad[k] = *p;
    a.dilation[k] = *d;
  }
  FailureOr<int64_t> groups = rw.readInt(11), offsetGroups = rw.readInt(12);
  FailureOr<bool> useMask = rw.readBool(13);
  if (failed(groups) || failed(offsetGroups) || failed(useMask))
    return failure();
  a.groups = *groups;
  a.offsetGroups = *offsetGroups;
  a.useMask = *useMask;

  if (*rank != 4)
    return rw.emitError() << "needs an input of rank 4 [B, C, H, W], but it "
                             "has rank "
                          << *rank;
  DType dt = inputArg->dtype;
  if (!isFloatDType(dt))
    return rw.emitError() << "needs a floating input, but it is "
                          << inputArg->value->getType().str();
  FailureOr<llvm::SmallVector<int64_t, 4>> wdims =
      readStaticDims(rw, *weightArg, "a weight [O, C / groups, KH, KW]", 4,
                     /*exactRank=*/true);
  if (failed(wdims))
    return failure();
  int64_t outC = (*wdims)[0], kh = (*wdims)[2], kw = (*wdims)[3];
  // The taps' offsets are constants written out here (tocc/Support/
  // Limits.h); a kernel of more taps than the cap cannot be sampled anyway.
  if (!checkElementCount({kh, kw}, kDefaultMaxElements))
    return rw.emitError() << "has a kernel of " << kh << " x " << kw
                          << " taps, more than the compile-time size cap of "
                          << kDefaultMaxElements << " elements";
  int64_t taps = kh * kw;
  for (unsigned k = 0; k < 2; ++k)
    if (a.stride[k] <= 0 || a.dilation[k] <= 0 || a.pad[k] < 0)
      return rw.emitError()
             << "needs positive strides and dilations and "
                "padding of at least 0, but it has stride ("
             << a.stride[0] << ", " << a.stride[1] << "), padding (" << a.pad[0]
             << ", " << a.pad[1] << ") and dilation (" << a.dilation[0] << ", "
             << a.dilation[1] << ")";
  if (a.groups <= 0 || a.offsetGroups <= 0 || outC % a.groups != 0)
    return rw.emitError() << "has groups " << a.groups << " and offset_groups "
                          << a.offsetGroups
                          << ": both must be positive, and groups must divide "
                             "the weight's "
                          << outC << " output channels";
  int64_t channels = (*wdims)[1] * a.groups;
  if (std::optional<int64_t> inC = staticDim(inputArg->value, 1);
      inC && *inC != channels)
    return rw.emitError() << "has " << *inC
                          << " input channels, but the weight's " << (*wdims)[1]
                          << " per group times groups " << a.groups << " is "
                          << channels;
  if (channels % a.offsetGroups != 0)
    return rw.emitError() << "has offset_groups " << a.offsetGroups
                          << ", which does not divide the " << channels
                          << " input channels";
  if (taps <= 0)
    return rw.emitError() << "needs a kernel of at least one tap, but the "
                             "weight has shape "
                          << (*weightArg)->getType().str();
  int64_t og = a.offsetGroups, perGroup = channels / og;
  if (std::optional<int64_t> oc = staticDim(*offsetArg, 1);
      oc && *oc != 2 * og * taps)
    return rw.emitError() << "needs an offset of 2 * offset_groups * KH * KW "
                             "= "
                          << 2 * og * taps << " channels, but it has " << *oc;
  Value *mask = nullptr;
  if (a.useMask) {
    FailureOr<Value *> m = rw.readTensor(3);
    if (failed(m))
      return failure();
    if (std::optional<int64_t> mc = staticDim(*m, 1); mc && *mc != og * taps)
      return rw.emitError()
             << "needs a mask of offset_groups * KH * KW = " << og * taps
             << " channels, but it has " << *mc;
    mask = rw.castTo(*m, dt);
  }
  Value *bias = op->getOperand(4);
  if (!rw.isNone(4)) {
    FailureOr<Value *> b = rw.readTensor(4);
    if (failed(b))
      return failure();
    bias = rw.castTo(*b, dt);
  }

  auto mk = [&](llvm::StringRef name, llvm::ArrayRef<Value *> xs,
                llvm::ArrayRef<NamedAttribute> attrs = {}) {
    return createOp(rw, name, xs, attrs);
  };
  auto cst = [&](double v) { return rw.createScalarConstant(dt, v); };
  auto both = [&](Value *p, Value *q) {
    return mk(core::LogicalAndOp::getOperationName(), {p, q});
  };
  Value *input = inputArg->value;
  Value *offset = rw.castTo(*offsetArg, dt);
  HostScalar batch = dimSize(rw, input, 0);
  HostScalar size[2] = {dimSize(rw, input, 2), dimSize(rw, input, 3)};

  // The sampling grid without offsets, in the maps' layout [1, 1, 1, K*OH*OW]:
  // along dim k the tap's i * d plus the output's o * s - p (exact integers,
  // summed before the offset is added, as torchvision does).
  HostScalar outSize[2];
  for (unsigned k = 0; k < 2; ++k) {
    // (S + 2p - d (k - 1) - 1) floordiv s + 1; S + 2p - d (k - 1) when
    // s is 1
    int64_t kernel = k == 0 ? kh : kw;
    int64_t extra = 2 * a.pad[k] - a.dilation[k] * (kernel - 1);
    if (a.stride[k] == 1) {
      outSize[k] = intBinary(rw, "add", size[k], hostInt(extra));
    } else {
      HostScalar span = intBinary(rw, "add", size[k], hostInt(extra - 1));
      span = intBinary(rw, "floordiv", span, hostInt(a.stride[k]));
      outSize[k] = intBinary(rw, "add", span, hostInt(1));
    }
  }
  Value *base[2];
  for (unsigned k = 0; k < 2; ++k) {
    Value *o = mk(core::ArangeOp::getOperationName(),
                  {rw.createScalarConstant(DType::I64, 0),
                   hostToTensor(rw, outSize[k], DType::I64),
                   rw.createScalarConstant(DType::I64, 1)},
                  {{"dtype", rw.getContext().getDTypeAttr(DType::I64)}});
    if (a.stride[k] != 1)
      o = mk(core::MulOp::getOperationName(),
             {o, rw.createScalarConstant(DType::I64, a.stride[k])});
    if (a.pad[k] != 0)
      o = mk(core::SubOp::getOperationName(),
             {o, rw.createScalarConstant(DType::I64, a.pad[k])});
    // [OH, 1] for rows, [OW] for columns
    if (k == 0)
      o = unsqueezeAt(rw, o, {1});
    llvm::SmallVector<int64_t, 16> tapOffsets;
    for (int64_t i = 0; i < kh; ++i)
      for (int64_t j = 0; j < kw; ++j)
        tapOffsets.push_back((k == 0 ? i : j) * a.dilation[k]);
    Value *grid = mk(core::AddOp::getOperationName(),
                     {i64Constant(rw, tapOffsets, {taps, 1, 1}),
                      o}); // [K, OH, 1] or [K, 1, OW]
    grid = mk(core::ExpandOp::getOperationName(),
              {grid, i64Vector(rw, {hostInt(-1), outSize[0], outSize[1]})});
    base[k] = rw.castTo(mk(core::ReshapeOp::getOperationName(),
                           {grid, rw.createI64Constant({1, 1, 1, -1})}),
                        dt);
  }

  // A map [B, OG * K, OH, OW] (the offsets' rows and columns, the mask) as
  // [B, OG, 1, K * OH * OW] (the size spelled out, so that it stays
  // symbolic when the offsets' sizes are unknown).
  HostScalar mapSize = intBinary(
      rw, "mul", intBinary(rw, "mul", hostInt(taps), outSize[0]), outSize[1]);
  Value *mapShape = i64Vector(rw, {batch, hostInt(og), hostInt(1), mapSize});
  auto asMap = [&](Value *m) {
    return mk(core::ReshapeOp::getOperationName(), {m, mapShape});
  };
  // y = base + dy, x = base + dx: the offsets interleave (dy, dx) per tap.
  Value *coord[2];
  for (unsigned k = 0; k < 2; ++k)
    coord[k] = mk(core::AddOp::getOperationName(),
                  {base[k], asMap(sliceAxis(rw, offset, 1, hostInt(k),
                                            hostInt(kSliceEnd), 2))});

  // Per coordinate: whether the point is inside (-1, S), the low and high
  // corner, whether each is read (inside, and the corner inside [0, S - 1]:
  // for the low corner y >= 0, for the high one y < S - 1), its weight
  // (1 - l and l, l = y - floor(y)) and its index clipped into the plane.
  // A point outside (a NaN or an infinity too) is moved to 0 first, so
  // that its weights are finite: it reads no corner, and gives 0 as the
  // kernel's early return does.
  Value *weight[2][2], *valid[2][2], *index[2][2];
  for (unsigned k = 0; k < 2; ++k) {
    Value *y = coord[k];
    Value *s = hostToTensor(rw, size[k], dt);
    Value *sMinus1 = mk(core::SubOp::getOperationName(), {s, cst(1.0)});
    Value *inside = both(mk(core::GtOp::getOperationName(), {y, cst(-1.0)}),
                         mk(core::LtOp::getOperationName(), {y, s}));
    valid[k][0] =
        both(inside, mk(core::GeOp::getOperationName(), {y, cst(0.0)}));
    valid[k][1] =
        both(inside, mk(core::LtOp::getOperationName(), {y, sMinus1}));
    y = mk(core::WhereOp::getOperationName(), {inside, y, cst(0.0)});
    Value *low = mk(core::FloorOp::getOperationName(), {y});
    Value *high = mk(core::AddOp::getOperationName(), {low, cst(1.0)});
    Value *l = mk(core::SubOp::getOperationName(), {y, low});
    weight[k][0] = mk(core::SubOp::getOperationName(), {cst(1.0), l});
    weight[k][1] = l;
    Value *corner[2] = {low, high};
    for (unsigned c = 0; c < 2; ++c)
      index[k][c] = rw.castTo(mk(core::WhereOp::getOperationName(),
                                 {valid[k][c], corner[c], cst(0.0)}),
                              DType::I64);
  }

  // The input's planes by offset group, [B, OG, C/OG, H * W], and the
  // index expanded over the group's channels.
  Value *planes =
      mk(core::ReshapeOp::getOperationName(),
         {input,
          i64Vector(rw, {batch, hostInt(og), hostInt(perGroup), hostInt(-1)})});
  Value *width = hostToTensor(rw, size[1], DType::I64);
  Value *expandShape = rw.createI64Constant({-1, -1, perGroup, -1});
  // w1 v1 + w2 v2 + w3 v3 + w4 v4 in torchvision's order: (y0, x0),
  // (y0, x1), (y1, x0), (y1, x1).
  Value *sample = nullptr;
  for (unsigned cy = 0; cy < 2; ++cy) {
    Value *rowStart =
        mk(core::MulOp::getOperationName(), {index[0][cy], width});
    for (unsigned cx = 0; cx < 2; ++cx) {
      Value *at = mk(core::AddOp::getOperationName(), {rowStart, index[1][cx]});
      Value *v = mk(
          core::GatherOp::getOperationName(),
          {planes, mk(core::ExpandOp::getOperationName(), {at, expandShape})},
          {{"axis", rw.getI64Attr(3)}});
      v = mk(core::WhereOp::getOperationName(),
             {both(valid[0][cy], valid[1][cx]), v, cst(0.0)});
      Value *term = mk(
          core::MulOp::getOperationName(),
          {mk(core::MulOp::getOperationName(), {weight[0][cy], weight[1][cx]}),
           v});
      sample =
          sample ? mk(core::AddOp::getOperationName(), {sample, term}) : term;
    }
  }
  if (mask)
    sample = mk(core::MulOp::getOperationName(), {asMap(mask), sample});

  // [B, OG, C/OG, K * OH * OW] is [B, C * K, OH, OW]; the weight as
  // [O, C/G * K, 1, 1].
  Value *columns = mk(core::ReshapeOp::getOperationName(),
                      {sample, i64Vector(rw, {batch, hostInt(channels * taps),
                                              outSize[0], outSize[1]})});
  Value *w = reshapeStatic(rw, rw.castTo(*weightArg, dt),
                           {outC, (*wdims)[1] * taps, 1, 1});
  Value *out = mk(core::ConvOp::getOperationName(), {columns, w, bias},
                  {{"strides", rw.getI64ArrayAttr({1, 1})},
                   {"pads", rw.getI64ArrayAttr({0, 0, 0, 0})},
                   {"dilations", rw.getI64ArrayAttr({1, 1})},
                   {"groups", rw.getI64Attr(a.groups)}});
  return replaceWithValue(rw, out);
}

/// C's round (half away from zero) of a float tensor: trunc(v), plus
/// sign(v) when |v - trunc(v)| >= 0.5 (exact: v - trunc(v) has no
/// rounding, where floor(|v| + 0.5) rounds 0.49999997 up).
Value *roundHalfAway(Rewriter &rw, Value *v, DType dt) {
  Value *t = core::TruncOp::create{rw, v};
  Value *frac = core::AbsOp::create{rw, core::SubOp::create{rw, v, t}};
  Value *up = rw.castTo(
      core::GeOp::create{rw, frac, rw.createScalarConstant(dt, 0.5)}, dt);
  return core::AddOp::create{
      rw, t, core::MulOp::create{rw, core::SignOp::create{rw, v}, up}};
}

// ps_roi_pool(input[N, C, H, W], rois[K, 5], spatial_scale, PH, PW) ->
// (out[K, C / (PH * PW), PH, PW], channel map i32), torchvision's CPU kernel
// (ps_roi_pool_kernel.cpp): a roi's corners are rounded (half away from
// zero) after the scale, it is max(end - start, 1) pixels, bin (ph, pw)
// covers rows [floor(ph * bin_h), ceil((ph + 1) * bin_h)) from its start
// (bin_h = height / PH in the input's dtype), clipped to [0, H - 1] (the
// forward kernel never reads the last row or column), and output channel
// co of bin (ph, pw) is the mean of input channel (co * PH + ph) * PW + pw
// over it, 0 for an empty bin.
//
// With 0/1 masks R[k, ph, h] and M[k, pw, w] of the bins' rows and
// columns, out[k, co, ph, pw] = sum_h R[k,ph,h] sum_w M[k,pw,w]
// x[b_k, c(co,ph,pw), h, w] / area: two matmuls, columns first (x as
// [N, PW, Cout * PH * H, W] times M as [1, PW, W, K]), then rows (per
// image and roi, [PH, PW * Cout, H] times R's [PH, H, 1]), then the roi's
// own image picked from the [N * K] pairs. No [K, C, H, W] copy of the
// input is made.
LogicalResult decomposePsRoiPool(Rewriter &rw, Operation *op) {
  FailureOr<TypedTensor> inputArg = readTypedTensor(rw, 0);
  FailureOr<int64_t> rank = rw.readRank(0);
  FailureOr<Value *> roisArg = rw.readTensor(1);
  FailureOr<HostScalar> scaleArg = readHostScalar(rw, 2);
  FailureOr<int64_t> ph = rw.readInt(3), pw = rw.readInt(4);
  if (failed(inputArg) || failed(rank) || failed(roisArg) ||
      failed(scaleArg) || failed(ph) || failed(pw))
    return failure();
  DType dt = inputArg->dtype;
  if (*rank != 4 || !isFloatDType(dt))
    return rw.emitError() << "needs a floating input of rank 4 [N, C, H, W], "
                             "but it is "
                          << inputArg->value->getType().str();
  std::optional<int64_t> channels = staticDim(inputArg->value, 1);
  int64_t bins = *ph * *pw;
  if (*ph <= 0 || *pw <= 0)
    return rw.emitError() << "needs a positive output size, but it is ("
                          << *ph << ", " << *pw << ")";
  if (!channels || *channels % bins != 0)
    return rw.emitError() << "needs a static channel count that is a "
                             "multiple of pooled_height * pooled_width = "
                          << bins << ", but the input is "
                          << inputArg->value->getType().str();
  int64_t cOut = *channels / bins;

  auto mk = [&](llvm::StringRef name, llvm::ArrayRef<Value *> xs,
                llvm::ArrayRef<NamedAttribute> attrs = {}) {
    return createOp(rw, name, xs, attrs);
  };
  auto cst = [&](double v) { return rw.createScalarConstant(dt, v); };
  auto perm = [&](Value *x, llvm::ArrayRef<int64_t> p) {
    return mk(core::TransposeOp::getOperationName(), {x},
              {{"perm", rw.getI64ArrayAttr(p)}});
  };
  auto reshape = [&](Value *x, llvm::ArrayRef<HostScalar> dims) {
    return mk(core::ReshapeOp::getOperationName(), {x, i64Vector(rw, dims)});
  };
  auto arange = [&](const HostScalar &n) {
    return mk(core::ArangeOp::getOperationName(),
              {rw.createScalarConstant(DType::I64, 0),
               hostToTensor(rw, n, DType::I64),
               rw.createScalarConstant(DType::I64, 1)},
              {{"dtype", rw.getContext().getDTypeAttr(dt)}});
  };
  Value *input = inputArg->value;
  Value *rois = rw.castTo(*roisArg, dt);
  HostScalar n = dimSize(rw, input, 0);
  HostScalar size[2] = {dimSize(rw, input, 2), dimSize(rw, input, 3)};
  HostScalar k = dimSize(rw, rois, 0);
  Value *scale = hostToTensor(rw, *scaleArg, dt);
  auto column = [&](int64_t i) { // rois[:, i] as [K, 1]
    return sliceAxis(rw, rois, 1, hostInt(i), hostInt(i + 1), 1);
  };

  // Per axis (rows, then columns): the bins' [start, end) as [K, P], and
  // the 0/1 mask [K, P, S] of the pixels each covers.
  Value *masks[2], *extent[2];
  int64_t pooled[2] = {*ph, *pw};
  for (unsigned a = 0; a < 2; ++a) {
    // rois are (batch, x1, y1, x2, y2): rows read y, columns x.
    Value *start = roundHalfAway(
        rw, mk(core::MulOp::getOperationName(), {column(2 - a), scale}), dt);
    Value *end = roundHalfAway(
        rw, mk(core::MulOp::getOperationName(), {column(4 - a), scale}), dt);
    Value *length =
        mk(core::MaximumOp::getOperationName(),
           {mk(core::SubOp::getOperationName(), {end, start}), cst(1)});
    Value *bin = mk(core::DivOp::getOperationName(),
                    {length, cst(double(pooled[a]))}); // [K, 1]
    Value *p = reshape(arange(hostInt(pooled[a])), {hostInt(1), hostInt(pooled[a])});
    Value *last = mk(core::SubOp::getOperationName(),
                     {hostToTensor(rw, size[a], dt), cst(1)});
    auto clip = [&](Value *v) {
      return mk(core::MinimumOp::getOperationName(),
                {mk(core::MaximumOp::getOperationName(), {v, cst(0)}), last});
    };
    Value *lo = clip(mk(core::AddOp::getOperationName(),
                        {mk(core::FloorOp::getOperationName(),
                            {mk(core::MulOp::getOperationName(), {p, bin})}),
                         start}));
    Value *hi = clip(
        mk(core::AddOp::getOperationName(),
           {mk(core::CeilOp::getOperationName(),
               {mk(core::MulOp::getOperationName(),
                   {mk(core::AddOp::getOperationName(), {p, cst(1)}), bin})}),
            start}));
    extent[a] = mk(core::MaximumOp::getOperationName(),
                   {mk(core::SubOp::getOperationName(), {hi, lo}), cst(0)});
    Value *pixel = reshape(arange(size[a]), {hostInt(1), hostInt(1), size[a]});
    Value *inside = mk(
        core::LogicalAndOp::getOperationName(),
        {mk(core::GeOp::getOperationName(), {pixel, unsqueezeAt(rw, lo, {2})}),
         mk(core::LtOp::getOperationName(),
            {pixel, unsqueezeAt(rw, hi, {2})})});
    masks[a] = rw.castTo(inside, dt); // [K, P, S]
  }

  // Columns: x as [N, PW, Cout * PH * H, W] times [1, PW, W, K].
  Value *x6 = reshape(input, {n, hostInt(cOut), hostInt(*ph), hostInt(*pw),
                              size[0], size[1]});
  Value *xs = reshape(perm(x6, {0, 3, 1, 2, 4, 5}),
                      {n, hostInt(*pw), hostInt(-1), size[1]});
  Value *cols = unsqueezeAt(rw, perm(masks[1], {1, 2, 0}), {0});
  Value *u = mk(core::MatmulOp::getOperationName(),
                {xs, cols}); // [N, PW, Cout * PH * H, K]
  // Rows: [N, K, PH, PW * Cout, H] times [1, K, PH, H, 1].
  Value *u6 = reshape(u, {n, hostInt(*pw), hostInt(cOut), hostInt(*ph),
                          size[0], k});
  Value *us = reshape(perm(u6, {0, 5, 3, 1, 2, 4}),
                      {n, k, hostInt(*ph), hostInt(*pw * cOut), size[0]});
  Value *rows = unsqueezeAt(rw, unsqueezeAt(rw, masks[0], {3}), {0});
  Value *v = mk(core::MatmulOp::getOperationName(),
                {us, rows}); // [N, K, PH, PW * Cout, 1]
  // The roi's own image: pair (b_k, k) of the [N * K] pairs.
  Value *pairs = reshape(v, {intBinary(rw, "mul", n, k), hostInt(*ph),
                             hostInt(*pw), hostInt(cOut)});
  Value *batch = rw.castTo(reshape(column(0), {hostInt(-1)}), DType::I64);
  Value *roiIndex = rw.castTo(arange(k), DType::I64);
  Value *at = mk(core::AddOp::getOperationName(),
                 {mk(core::MulOp::getOperationName(),
                     {batch, hostToTensor(rw, k, DType::I64)}),
                  roiIndex});
  Value *sums = perm(mk(core::IndexSelectOp::getOperationName(), {pairs, at},
                        {{"axis", rw.getI64Attr(0)}}),
                     {0, 3, 1, 2}); // [K, Cout, PH, PW]
  // The mean, 0 for an empty bin.
  Value *area = mk(core::MulOp::getOperationName(),
                   {unsqueezeAt(rw, extent[0], {2}),
                    unsqueezeAt(rw, extent[1], {1})}); // [K, PH, PW]
  area = unsqueezeAt(rw, area, {1});
  Value *out = mk(core::WhereOp::getOperationName(),
                  {mk(core::GtOp::getOperationName(), {area, cst(0)}),
                   mk(core::DivOp::getOperationName(), {sums, area}), cst(0)});
  // The channel map: (co * PH + ph) * PW + pw for every roi; computed by
  // the model when it has more elements than the compile-time size cap.
  Value *map;
  if (checkElementCount({*channels}, kDefaultMaxElements)) {
    llvm::SmallVector<int64_t, 64> channel(*channels);
    for (int64_t c = 0; c < *channels; ++c)
      channel[c] = c;
    map = i64Constant(rw, channel, {1, cOut, *ph, *pw});
  } else {
    map = reshape(mk(core::ArangeOp::getOperationName(),
                     {rw.createScalarConstant(DType::I64, 0),
                      rw.createScalarConstant(DType::I64, double(*channels)),
                      rw.createScalarConstant(DType::I64, 1)},
                     {{"dtype", rw.getContext().getDTypeAttr(DType::I64)}}),
                  {hostInt(1), hostInt(cOut), hostInt(*ph), hostInt(*pw)});
  }
  map = rw.castTo(map, DType::I32);
  map =
      mk(core::ExpandOp::getOperationName(),
         {map, i64Vector(rw, {k, hostInt(cOut), hostInt(*ph), hostInt(*pw)})});
  if (!out || !map)
    return failure();
  rw.replaceOp(op, {out, map});
  return success();
}

} // namespace

void detail::registerTorchvisionDecompositions() {
  addBuiltin("torchvision::ps_roi_pool", decomposePsRoiPool);
  addBuiltin("torchvision::deform_conv2d", decomposeDeformConv2d);
}
