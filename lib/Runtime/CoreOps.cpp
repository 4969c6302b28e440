//===- CoreOps.cpp - Each core op as the ATen op that defines it ---------===//
//
// One entry per core op (include/tocc/Dialect/Core/CoreOps.ops): its name
// and a function from the operand values (and the op's attributes, read
// through the generated accessors, defaults included) to its result. A new
// core op is one function and one line of its family's table: this file's
// at the bottom, or add*CoreOps in CoreOps{Elementwise,Shape,NN}.cpp.
//
//===----------------------------------------------------------------------===//
#include "CoreOpHelpers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <ATen/Functions.h>

#include <limits>

using namespace tocc;
using namespace tocc::runtime;

namespace {

using namespace tocc::runtime::detail;

at::Tensor addTensors(const at::Tensor &a, const at::Tensor &b) {
  return at::add(a, b);
}
at::Tensor subTensors(const at::Tensor &a, const at::Tensor &b) {
  return at::sub(a, b);
}
at::Tensor mulTensors(const at::Tensor &a, const at::Tensor &b) {
  return at::mul(a, b);
}
at::Tensor divTensors(const at::Tensor &a, const at::Tensor &b) {
  return at::div(a, b);
}
at::Tensor floordivTensors(const at::Tensor &a, const at::Tensor &b) {
  return at::floor_divide(a, b);
}
// matmul(a, b) = torch.matmul(a, b); its [.., n, m] result checked first
Result matmulOp(const Operation &, Operands operands) {
  auto a = tensorAt(operands, 0), b = tensorAt(operands, 1);
  if (!a)
    return a.takeError();
  if (!b)
    return b.takeError();
  if (std::optional<Ints> sizes = matmulSizes(a->sizes(), b->sizes()))
    if (llvm::Error err = checkTensorSize(*sizes))
      return err;
  return at::matmul(*a, *b);
}

// constant: the dense value, sharing its bytes.
Result constantOp(const Operation &op, Operands) {
  auto t = tensorOfDense(view<core::ConstantOp>(op).getValueAttr());
  if (!t)
    return t.takeError();
  return *t;
}

// relu(x) = max(x, 0)
Result reluOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return at::relu(*x);
}

/// Pads (begin..., end...) of `k` spatial dims that ATen's symmetric
/// padding can take as they are, or nullopt when the input must be padded
/// explicitly first (begin != end, or more than ATen allows).
std::optional<std::vector<int64_t>>
symmetricPads(const Ints &pads, size_t k, int64_t limitNum = -1,
              const Ints *kernel = nullptr) {
  std::vector<int64_t> out;
  for (size_t i = 0; i < k; ++i) {
    if (pads[i] != pads[k + i])
      return std::nullopt;
    if (kernel && pads[i] * limitNum > (*kernel)[i])
      return std::nullopt;
    out.push_back(pads[i]);
  }
  return out;
}

/// x padded with `value` by (begin..., end...) over its trailing k dims, in
/// at::constant_pad_nd's order (last dim first).
at::Tensor padSpatial(const at::Tensor &x, const Ints &pads, size_t k,
                      double value) {
  std::vector<int64_t> order;
  for (size_t i = k; i-- > 0;) {
    order.push_back(pads[i]);
    order.push_back(pads[k + i]);
  }
  return at::constant_pad_nd(x, order, value);
}

/// The spatial rank of a pooling or conv input of rank >= 3 (N, C, ...),
/// checked against the kernel's.
llvm::Expected<size_t> spatialRank(const at::Tensor &x, size_t k) {
  if (x.dim() != static_cast<int64_t>(k) + 2)
    return makeError("the input has rank " + llvm::Twine(x.dim()) + " for " +
                     llvm::Twine(k) + " spatial dims");
  if (k < 1 || k > 3)
    return makeError("ATen pools and convolves 1 to 3 spatial dims, not " +
                     llvm::Twine(k));
  return k;
}

// conv: at::convolution; asymmetric pads pad the input with zeros first.
Result convOp(const Operation &op, Operands operands) {
  auto conv = view<core::ConvOp>(op);
  auto x = tensorAt(operands, 0), w = tensorAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!w)
    return w.takeError();
  c10::optional<at::Tensor> bias;
  if (operands.size() > 2 && operands[2].isTensor())
    bias = operands[2].toTensor();
  size_t k = std::max<int64_t>(w->dim() - 2, 0);
  Ints strides = conv.getStrides().value_or(Ints(k, 1));
  Ints dilations = conv.getDilations().value_or(Ints(k, 1));
  Ints pads = conv.getPads().value_or(Ints(2 * k, 0));
  if (strides.size() != k || dilations.size() != k || pads.size() != 2 * k)
    return makeError("strides, dilations and pads must have " + llvm::Twine(k) +
                     ", " + llvm::Twine(k) + " and " + llvm::Twine(2 * k) +
                     " entries");
  at::Tensor input = *x;
  std::vector<int64_t> padding(k, 0);
  if (auto sym = symmetricPads(pads, k))
    padding = *sym;
  else
    input = padSpatial(input, pads, k, 0.0);
  return at::convolution(input, *w, bias, strides, padding, dilations,
                         /*transposed=*/false, std::vector<int64_t>(k, 0),
                         conv.getGroups());
}

// max_pool: at::max_pool{1,2,3}d; asymmetric (or large) pads pad with -inf.
Result maxPoolOp(const Operation &op, Operands operands) {
  auto pool = view<core::MaxPoolOp>(op);
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  Ints kernel = pool.getKernelShape();
  size_t k = kernel.size();
  auto rank = spatialRank(*x, k);
  if (!rank)
    return rank.takeError();
  Ints strides = pool.getStrides().value_or(Ints(k, 1));
  Ints dilations = pool.getDilations().value_or(Ints(k, 1));
  Ints pads = pool.getPads().value_or(Ints(2 * k, 0));
  if (strides.size() != k || dilations.size() != k || pads.size() != 2 * k)
    return makeError("strides, dilations and pads must match kernel_shape");
  at::Tensor input = *x;
  std::vector<int64_t> padding(k, 0);
  if (auto sym = symmetricPads(pads, k, 2, &kernel))
    padding = *sym;
  else
    input =
        padSpatial(input, pads, k, -std::numeric_limits<double>::infinity());
  bool ceil = pool.getCeilMode();
  switch (k) {
  case 1:
    return at::max_pool1d(input, kernel, strides, padding, dilations, ceil);
  case 2:
    return at::max_pool2d(input, kernel, strides, padding, dilations, ceil);
  default:
    return at::max_pool3d(input, kernel, strides, padding, dilations, ceil);
  }
}

at::Tensor avgPoolNd(const at::Tensor &x, const Ints &kernel,
                     const Ints &strides, at::IntArrayRef padding, bool ceil,
                     bool countIncludePad) {
  switch (kernel.size()) {
  case 1:
    return at::avg_pool1d(x, kernel, strides, padding, ceil, countIncludePad);
  case 2:
    return at::avg_pool2d(x, kernel, strides, padding, ceil, countIncludePad);
  default:
    return at::avg_pool3d(x, kernel, strides, padding, ceil, countIncludePad);
  }
}

// avg_pool: at::avg_pool{1,2,3}d. Pads ATen cannot take pad the input
// with zeros; without count_include_pad the sum is then divided by the
// number of real elements per window, the same pooling of a padded ones.
Result avgPoolOp(const Operation &op, Operands operands) {
  auto pool = view<core::AvgPoolOp>(op);
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  Ints kernel = pool.getKernelShape();
  size_t k = kernel.size();
  auto rank = spatialRank(*x, k);
  if (!rank)
    return rank.takeError();
  Ints strides = pool.getStrides().value_or(Ints(k, 1));
  Ints pads = pool.getPads().value_or(Ints(2 * k, 0));
  if (strides.size() != k || pads.size() != 2 * k)
    return makeError("strides and pads must match kernel_shape");
  bool ceil = pool.getCeilMode(), include = pool.getCountIncludePad();
  if (std::optional<int64_t> divisor = pool.getDivisorOverride()) {
    // Every window's sum over the divisor: ATen's divisor_override (2-d
    // and 3-d only, so a 1-d pool runs as a 2-d one of height 1).
    at::Tensor input = *x;
    std::vector<int64_t> padding(k, 0);
    if (auto sym = symmetricPads(pads, k, 2, &kernel))
      padding = *sym;
    else
      input = padSpatial(*x, pads, k, 0.0);
    if (k == 1)
      return at::avg_pool2d(input.unsqueeze(-2), {1, kernel[0]},
                            {1, strides[0]}, {0, padding[0]}, ceil, include,
                            *divisor)
          .squeeze(-2);
    if (k == 2)
      return at::avg_pool2d(input, kernel, strides, padding, ceil, include,
                            *divisor);
    return at::avg_pool3d(input, kernel, strides, padding, ceil, include,
                          *divisor);
  }
  if (auto sym = symmetricPads(pads, k, 2, &kernel))
    return avgPoolNd(*x, kernel, strides, *sym, ceil, include);
  std::vector<int64_t> none(k, 0);
  at::Tensor padded = padSpatial(*x, pads, k, 0.0);
  at::Tensor sums = avgPoolNd(padded, kernel, strides, none, ceil, true);
  if (include)
    return sums;
  at::Tensor ones = padSpatial(at::ones_like(*x), pads, k, 0.0);
  at::Tensor counts = avgPoolNd(ones, kernel, strides, none, ceil, true);
  return at::div(sums, counts);
}

// reshape(x, shape) = torch.reshape(x, shape)
Result reshapeOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  auto shape = intsAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!shape)
    return shape.takeError();
  return at::reshape(*x, *shape);
}

// shape_of(x) = torch.tensor(x.shape, dtype=int64)
Result shapeOfOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return at::tensor(x->sizes().vec(), at::kLong);
}

// slice: x[start:end:step] per axis, ATen's clamping.
Result sliceOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  std::vector<int64_t> lists[4];
  for (unsigned i = 0; i < 4; ++i) {
    auto v = intsAt(operands, i + 1);
    if (!v)
      return v.takeError();
    lists[i] = std::move(*v);
  }
  auto &[starts, ends, axes, steps] = lists;
  if (ends.size() != starts.size() || axes.size() != starts.size() ||
      steps.size() != starts.size())
    return makeError("starts, ends, axes and steps differ in length");
  at::Tensor out = *x;
  for (size_t i = 0; i < starts.size(); ++i) {
    auto axis = normalizeAxis(axes[i], x->dim());
    if (!axis)
      return axis.takeError();
    if (steps[i] <= 0)
      return makeError("step " + llvm::Twine(steps[i]) + " is not positive");
    out = at::slice(out, *axis, starts[i], ends[i], steps[i]);
  }
  return out;
}

// concat(xs, axis) = torch.cat(xs, axis)
Result concatOp(const Operation &op, Operands operands) {
  std::vector<at::Tensor> inputs;
  for (unsigned i = 0; i < operands.size(); ++i) {
    auto t = tensorAt(operands, i);
    if (!t)
      return t.takeError();
    inputs.push_back(*t);
  }
  return at::cat(inputs, view<core::ConcatOp>(op).getAxis());
}

// transpose(x, perm) = x.permute(perm)
Result transposeOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return x->permute(view<core::TransposeOp>(op).getPerm());
}

// unsqueeze: one size-1 dim per axis, axes indexing the result.
Result unsqueezeOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  Ints axes = view<core::UnsqueezeOp>(op).getAxes();
  int64_t rank = x->dim() + axes.size();
  for (int64_t &axis : axes) {
    auto a = normalizeAxis(axis, rank);
    if (!a)
      return a.takeError();
    axis = *a;
  }
  llvm::sort(axes);
  at::Tensor out = *x;
  for (int64_t axis : axes)
    out = out.unsqueeze(axis);
  return out;
}

// squeeze: removes the listed dims, which must be 1.
Result squeezeOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  Ints axes = view<core::SqueezeOp>(op).getAxes();
  for (int64_t &axis : axes) {
    auto a = normalizeAxis(axis, x->dim());
    if (!a)
      return a.takeError();
    axis = *a;
    if (x->size(axis) != 1)
      return makeError("cannot squeeze dim " + llvm::Twine(axis) + " of size " +
                       llvm::Twine(x->size(axis)));
  }
  llvm::sort(axes, std::greater<int64_t>());
  at::Tensor out = *x;
  for (int64_t axis : axes)
    out = out.squeeze(axis);
  return out;
}

// flatten(x, s, e) = torch.flatten(x, s, e)
Result flattenOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto flatten = view<core::FlattenOp>(op);
  return at::flatten(*x, flatten.getStartDim(), flatten.getEndDim());
}

/// The reduced dims: every dim for an empty list.
std::vector<int64_t> reducedAxes(const at::Tensor &x, const Ints &axes) {
  if (!axes.empty())
    return std::vector<int64_t>(axes.begin(), axes.end());
  std::vector<int64_t> all(x.dim());
  for (int64_t i = 0; i < x.dim(); ++i)
    all[i] = i;
  return all;
}

// reduce_sum = torch.sum(x, axes, keepdim, dtype=x.dtype)
Result reduceSumOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto r = view<core::ReduceSumOp>(op);
  return at::sum(*x, reducedAxes(*x, r.getAxes()), r.getKeepdim(),
                 x->scalar_type());
}

// reduce_mean = torch.mean(x, axes, keepdim)
Result reduceMeanOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto r = view<core::ReduceMeanOp>(op);
  return at::mean(*x, reducedAxes(*x, r.getAxes()), r.getKeepdim());
}

// reduce_max = torch.amax(x, axes, keepdim)
Result reduceMaxOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto r = view<core::ReduceMaxOp>(op);
  return at::amax(*x, reducedAxes(*x, r.getAxes()), r.getKeepdim());
}

// cast(x, dtype) = x.to(dtype)
Result castOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  DType dtype = view<core::CastOp>(op).getDtype();
  std::optional<c10::ScalarType> st = toScalarType(dtype);
  if (!st)
    return makeError("LibTorch has no dtype " + dtypeName(dtype));
  return x->to(*st);
}

/// A per-channel scale or zero point `p` shaped to broadcast along `axis`
/// of `x` (`[C]` -> `[1, C, 1, 1]`); a 0-d one as it is.
static llvm::Expected<at::Tensor> alongAxis(const at::Tensor &p,
                                            const at::Tensor &x,
                                            std::optional<int64_t> axis) {
  if (!axis)
    return p;
  auto a = normalizeAxis(*axis, x.dim());
  if (!a)
    return a.takeError();
  std::vector<int64_t> dims(x.dim(), 1);
  dims[*a] = p.numel();
  return p.reshape(dims);
}

// quantize_linear(x, s, zp) = clamp(nearbyint(x / s) + zp, lo, hi) in zp's
// dtype (at::round rounds half to even, as ONNX's QuantizeLinear)
Result quantizeLinearOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0), s = tensorAt(operands, 1),
       zp = tensorAt(operands, 2);
  if (!x)
    return x.takeError();
  if (!s)
    return s.takeError();
  if (!zp)
    return zp.takeError();
  std::optional<int64_t> axis = view<core::QuantizeLinearOp>(op).getAxis();
  auto scale = alongAxis(*s, *x, axis), zero = alongAxis(*zp, *x, axis);
  if (!scale)
    return scale.takeError();
  if (!zero)
    return zero.takeError();
  bool isU8 = zp->scalar_type() == at::kByte;
  return at::add(at::round(at::div(*x, *scale)), zero->to(at::kFloat))
      .clamp_min(c10::Scalar(isU8 ? 0 : -128))
      .clamp_max(c10::Scalar(isU8 ? 255 : 127))
      .to(zp->scalar_type());
}

// dequantize_linear(q, s, zp) = (q - zp) * s in f32
Result dequantizeLinearOp(const Operation &op, Operands operands) {
  auto q = tensorAt(operands, 0), s = tensorAt(operands, 1),
       zp = tensorAt(operands, 2);
  if (!q)
    return q.takeError();
  if (!s)
    return s.takeError();
  if (!zp)
    return zp.takeError();
  std::optional<int64_t> axis = view<core::DequantizeLinearOp>(op).getAxis();
  auto scale = alongAxis(*s, *q, axis), zero = alongAxis(*zp, *q, axis);
  if (!scale)
    return scale.takeError();
  if (!zero)
    return zero.takeError();
  return at::mul(at::sub(q->to(at::kFloat), zero->to(at::kFloat)), *scale);
}

// index_select(data, indices, axis) = ATen's index_select(data, axis,
// indices.flatten()) reshaped to data.dims[:axis] + indices.dims +
// data.dims[axis+1:] (ONNX Gather, negative indices counting from the end)
Result indexSelectOp(const Operation &op, Operands operands) {
  auto data = tensorAt(operands, 0), indices = tensorAt(operands, 1);
  if (!data)
    return data.takeError();
  if (!indices)
    return indices.takeError();
  auto axis =
      normalizeAxis(view<core::IndexSelectOp>(op).getAxis(), data->dim());
  if (!axis)
    return axis.takeError();
  at::Tensor idx = indices->to(at::kLong);
  idx = at::where(idx.lt(0), idx.add(data->size(*axis)), idx);
  at::Tensor picked = at::index_select(*data, *axis, idx.reshape({-1}));
  std::vector<int64_t> shape(data->sizes().begin(),
                             data->sizes().begin() + *axis);
  shape.insert(shape.end(), idx.sizes().begin(), idx.sizes().end());
  shape.insert(shape.end(), data->sizes().begin() + *axis + 1,
               data->sizes().end());
  return picked.reshape(shape);
}

// gather(data, indices, axis) = torch.gather (ONNX GatherElements)
Result gatherOp(const Operation &op, Operands operands) {
  auto data = tensorAt(operands, 0), indices = tensorAt(operands, 1);
  if (!data)
    return data.takeError();
  if (!indices)
    return indices.takeError();
  auto axis = normalizeAxis(view<core::GatherOp>(op).getAxis(), data->dim());
  if (!axis)
    return axis.takeError();
  at::Tensor idx = indices->to(at::kLong);
  idx = at::where(idx.lt(0), idx.add(data->size(*axis)), idx);
  return at::gather(*data, *axis, idx);
}

// resize: ATen's upsample_{nearest,linear,bilinear,trilinear,bicubic} over
// the spatial dims (align_corners when the coordinate transformation is
// align_corners), the batch and channel dims kept.
Result resizeOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto resize = view<core::ResizeOp>(op);
  int64_t rank = x->dim();
  if (rank < 3 || rank > 5)
    return makeError("ATen resizes inputs of rank 3 to 5, not " +
                     llvm::Twine(rank));
  // sizes is an optional trailing operand (a 1-D i64 tensor).
  std::optional<std::vector<int64_t>> sizes;
  if (operands.size() > 1) {
    auto given = intsAt(operands, 1);
    if (!given)
      return given.takeError();
    sizes = std::move(*given);
  }
  std::optional<llvm::SmallVector<double, 4>> scales = resize.getScales();
  if (sizes.has_value() == scales.has_value())
    return makeError("exactly one of sizes and scales must be given");
  if ((sizes ? sizes->size() : scales->size()) != size_t(rank))
    return makeError("sizes or scales must have one entry per dim");
  std::vector<int64_t> out;
  std::vector<c10::optional<double>> spatialScales;
  for (int64_t i = 0; i < rank; ++i) {
    // A scaled dim beyond int64 (or NaN) is no size: INT64_MAX, refused
    // by the checks below or by ATen.
    double scaled = scales ? std::floor(x->size(i) * (*scales)[i]) : 0;
    int64_t dim = sizes ? (*sizes)[i]
                  : scaled > -9.2e18 && scaled < 9.2e18
                      ? static_cast<int64_t>(scaled)
                      : INT64_MAX;
    if (i < 2) {
      if (dim != x->size(i))
        return makeError("ATen resizes only the spatial dims (dim " +
                         llvm::Twine(i) + " changes)");
      continue;
    }
    out.push_back(dim);
    spatialScales.push_back(scales ? c10::optional<double>((*scales)[i])
                                   : c10::nullopt);
  }
  Ints resized = {x->size(0), x->size(1)};
  resized.append(out.begin(), out.end());
  if (llvm::all_of(out, [](int64_t d) { return d >= 0; }))
    if (llvm::Error err = checkTensorSize(resized))
      return err;
  llvm::StringRef mode = resize.getMode();
  bool alignCorners =
      resize.getCoordinateTransformationMode() == "align_corners";
  size_t k = out.size();
  if (mode == "nearest") {
    if (k == 1)
      return at::upsample_nearest1d(*x, out, spatialScales[0]);
    if (k == 2)
      return at::upsample_nearest2d(*x, out, spatialScales[0],
                                    spatialScales[1]);
    return at::upsample_nearest3d(*x, out, spatialScales[0], spatialScales[1],
                                  spatialScales[2]);
  }
  if (mode == "linear") {
    if (k == 1)
      return at::upsample_linear1d(*x, out, alignCorners, spatialScales[0]);
    if (k == 2)
      return at::upsample_bilinear2d(*x, out, alignCorners, spatialScales[0],
                                     spatialScales[1]);
    return at::upsample_trilinear3d(*x, out, alignCorners, spatialScales[0],
                                    spatialScales[1], spatialScales[2]);
  }
  if (mode == "cubic") {
    if (k != 2)
      return makeError("ATen resizes cubically in 2 spatial dims only");
    return at::upsample_bicubic2d(*x, out, alignCorners, spatialScales[0],
                                  spatialScales[1]);
  }
  return makeError("unknown resize mode '" + mode + "'");
}

// expand(x, shape) = x.expand(shape)
Result expandOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  auto shape = intsAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!shape)
    return shape.takeError();
  // A view of x until it is made contiguous: its size is checked as a
  // result's.
  at::Tensor expanded = x->expand(*shape);
  if (llvm::Error err = checkTensorSizeOf(expanded))
    return err;
  return expanded;
}

// softmax(x, axis) = torch.softmax(x, axis)
Result softmaxOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return at::softmax(*x, view<core::SoftmaxOp>(op).getAxis());
}

// where(cond, x, y) = torch.where(cond, x, y)
Result whereOp(const Operation &, Operands operands) {
  auto c = tensorAt(operands, 0), x = tensorAt(operands, 1),
       y = tensorAt(operands, 2);
  if (!c)
    return c.takeError();
  if (!x)
    return x.takeError();
  if (!y)
    return y.takeError();
  std::optional<Ints> sizes = broadcastSizes(c->sizes(), x->sizes());
  if (sizes)
    sizes = broadcastSizes(*sizes, y->sizes());
  if (sizes)
    if (llvm::Error err = checkTensorSize(*sizes))
      return err;
  return at::where(*c, *x, *y);
}

const CoreOpTable &coreOps() {
  static const CoreOpTable table = [] {
    CoreOpTable t = {
        {"core.constant", constantOp},
        {"core.add", binary<addTensors>},
        {"core.sub", binary<subTensors>},
        {"core.mul", binary<mulTensors>},
        {"core.div", binary<divTensors>},
        {"core.floordiv", binary<floordivTensors>},
        {"core.relu", reluOp},
        {"core.matmul", matmulOp},
        {"core.max_pool", maxPoolOp},
        {"core.conv", convOp},
        {"core.avg_pool", avgPoolOp},
        {"core.reshape", reshapeOp},
        {"core.shape_of", shapeOfOp},
        {"core.slice", sliceOp},
        {"core.concat", concatOp},
        {"core.transpose", transposeOp},
        {"core.unsqueeze", unsqueezeOp},
        {"core.squeeze", squeezeOp},
        {"core.flatten", flattenOp},
        {"core.reduce_sum", reduceSumOp},
        {"core.reduce_mean", reduceMeanOp},
        {"core.reduce_max", reduceMaxOp},
        {"core.cast", castOp},
        {"core.quantize_linear", quantizeLinearOp},
        {"core.dequantize_linear", dequantizeLinearOp},
        {"core.gather", gatherOp},
        {"core.index_select", indexSelectOp},
        {"core.resize", resizeOp},
        {"core.expand", expandOp},
        {"core.softmax", softmaxOp},
        {"core.where", whereOp},
    };
    addElementwiseCoreOps(t);
    addShapeCoreOps(t);
    addNNCoreOps(t);
    return t;
  }();
  return table;
}

} // namespace

CoreOpFn runtime::lookupCoreOp(llvm::StringRef name) {
  auto it = coreOps().find(name);
  return it == coreOps().end() ? nullptr : it->second;
}

std::vector<llvm::StringRef> runtime::getCoreOpNames() {
  std::vector<llvm::StringRef> names;
  for (const auto &entry : coreOps())
    names.push_back(entry.getKey());
  llvm::sort(names);
  return names;
}
