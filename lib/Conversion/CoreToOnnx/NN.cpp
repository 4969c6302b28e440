//===- NN.cpp - Lowerings of matmul, conv, pools, norms and softmax --------===//
//
// Each entry maps one core op to the ONNX op of the same meaning and adds
// the fix-ups where ONNX differs from the ATen op that defines the core op
// (lib/Runtime/CoreOps*.cpp):
//   - element types the target's op does not take are computed in one it
//     does when that is exact (integer products through int64: the low bits
//     of a wrapped sum of products depend only on the operands' low bits),
//     else a precise error;
//   - pooling windows follow ATen: ceil_mode's last window must start inside
//     the input or its left padding, and avg_pool's divisor counts what
//     ATen counts (see lowerAvgPool);
//   - absent norm weights/biases become ones/zeros where ONNX needs them.
// Composites without an exact single ONNX op (adaptive pools, group_norm
// before 21, logsumexp, var/std, attention) have no entry here (or none
// below the opset that has one): lower-to-onnx expands them into core
// primitives.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/Support/Limits.h"

#include "llvm/ADT/StringExtras.h"

#include <limits>

using namespace tocc;
using namespace tocc::lowering;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static DType dtypeOf(Value *v) {
  Type t = v->getType();
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

static bool isNoneValue(Value *v) { return v->getType().isNone(); }

/// The static dims of `t`, or nullopt if it is unranked or has a dim that is
/// not static.
static std::optional<llvm::SmallVector<int64_t, 4>> staticDims(Type t) {
  if (!t.isTensor() || !t.hasRank())
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> dims;
  for (Dim d : t.getDims()) {
    if (!d.isStatic())
      return std::nullopt;
    dims.push_back(d.getStatic());
  }
  return dims;
}

/// Whether a constant of `dims` may be written out element by element at
/// compile time (tocc/Support/Limits.h); else a runtime op builds it.
static bool fitsCap(llvm::ArrayRef<int64_t> dims) {
  return checkElementCount(dims, kDefaultMaxElements);
}

/// A dense attribute of `dtype` and shape `dims` with every element
/// `value`; `dims` must fit the compile-time cap (fitsCap).
static Attribute splatAttr(Context &ctx, DType dtype,
                           llvm::ArrayRef<int64_t> dims, double value) {
  assert(fitsCap(dims) && "a splat above the compile-time cap");
  std::vector<char> one = scalarConstantBytes(dtype, value);
  int64_t n = *getElementCount(dims);
  std::vector<char> bytes;
  bytes.reserve(one.size() * n);
  for (int64_t i = 0; i < n; ++i)
    bytes.insert(bytes.end(), one.begin(), one.end());
  return ctx.getDenseAttr(ctx.getTensorType(dtype, dims), bytes);
}

/// A tensor of `dtype` filled with `value` whose shape is the 1-D int64
/// tensor `shape` (ConstantOfShape-9).
static Value *filled(LoweringRewriter &rw, Value *shape, DType dtype,
                     double value) {
  Context &ctx = rw.getContext();
  return rw.onnx("ConstantOfShape", {shape},
                 {{ctx.intern("value"), splatAttr(ctx, dtype, {1}, value)}});
}

/// A [C] tensor of `dtype` filled with `value`, C = dim `axis` of `like`: a
/// constant when static (and within the compile-time cap), else read with
/// Shape/Gather at run time.
static Value *filledLikeDim(LoweringRewriter &rw, Value *like, int64_t axis,
                            DType dtype, double value) {
  Type t = like->getType();
  if (t.hasRank() && axis < t.getRank() && t.getDims()[axis].isStatic() &&
      fitsCap({t.getDims()[axis].getStatic()}))
    return rw.constDense(splatAttr(rw.getContext(), dtype,
                                   {t.getDims()[axis].getStatic()}, value));
  Value *shape = rw.onnx("Shape", {like});
  Value *dim = rw.onnx("Gather", {shape, rw.constI64({axis})},
                       {rw.intAttr("axis", 0)});
  return filled(rw, dim, dtype, value);
}

/// "f32, f64 or f16" style list for messages.
static std::string dtypeList(llvm::ArrayRef<DType> dtypes) {
  std::string out;
  for (size_t i = 0; i < dtypes.size(); ++i) {
    if (i)
      out += i + 1 == dtypes.size() ? " or " : ", ";
    out += dtypeName(dtypes[i]).str();
  }
  return out;
}

/// Whether `dtype` is one of `allowed` (an unknown dtype passes: the onnx
/// op's verifier decides then); else an error naming the ONNX op, the
/// opset and the dtypes it takes.
static LogicalResult checkDType(LoweringRewriter &rw, DType dtype,
                                llvm::StringRef onnxOp,
                                llvm::ArrayRef<DType> allowed) {
  if (dtype == DType::Unknown || llvm::is_contained(allowed, dtype))
    return success();
  return rw.emitError() << "has a " << dtypeName(dtype) << " input, which "
                        << onnxOp << " at opset " << rw.target()
                        << " does not take (it takes " << dtypeList(allowed)
                        << ")";
}

/// The float dtypes of Conv, the pools, Softmax, the norms: f16, f32, f64,
/// and bf16 when the entry's op takes it (`bf16`).
static llvm::SmallVector<DType, 4> floatTypes(bool bf16) {
  llvm::SmallVector<DType, 4> out{DType::F16, DType::F32, DType::F64};
  if (bf16)
    out.push_back(DType::BF16);
  return out;
}

/// The rank of the op's input `x`, or an error saying why it is needed.
static FailureOr<int64_t> rankFor(LoweringRewriter &rw, Value *x,
                                  llvm::StringRef why) {
  Type t = x->getType();
  if (t.isTensor() && t.hasRank())
    return t.getRank();
  return rw.emitError() << "needs the rank of its input " << why
                        << ", but its type is " << t.str();
}

//===----------------------------------------------------------------------===//
// matmul, linear
//===----------------------------------------------------------------------===//

/// The dtype MatMul/Gemm compute `dtype` in at the target: itself when the
/// schema takes it; int64 for the narrow integers (wrapping products and
/// sums modulo 2^8/2^16 are the low bits of the int64 ones, so the Cast
/// back is exact); nullopt (after an error) otherwise.
static std::optional<DType> productDType(LoweringRewriter &rw, DType dtype) {
  switch (dtype) {
  case DType::Unknown:
  case DType::F16:
  case DType::F32:
  case DType::F64:
  case DType::I32:
  case DType::I64:
  case DType::U32:
  case DType::U64:
    return dtype;
  case DType::I8:
  case DType::I16:
  case DType::U8:
  case DType::U16:
    return DType::I64;
  case DType::BF16:
    // MatMul, Gemm and Cast take bf16 from 13.
    if (rw.takes("Cast", DType::BF16))
      return dtype;
    rw.emitError() << "has a bf16 input, which MatMul and Gemm take from "
                      "opset 13 (target "
                   << rw.target() << ")";
    return std::nullopt;
  default:
    rw.emitError() << "has a " << dtypeName(dtype)
                   << " input, which MatMul and Gemm do not take";
    return std::nullopt;
  }
}

// matmul(a, b) = MatMul(a, b): ONNX's MatMul is numpy.matmul, which is
// torch.matmul (1-D operands promoted and the added dim removed, batch dims
// broadcast).
static LogicalResult lowerMatmul(LoweringRewriter &rw, Operation *op) {
  core::MatmulOp matmul(op);
  DType dtype = dtypeOf(matmul.getLhs());
  std::optional<DType> compute = productDType(rw, dtype);
  if (!compute)
    return failure();
  Value *out = rw.onnx("MatMul", {rw.cast(matmul.getLhs(), *compute),
                                  rw.cast(matmul.getRhs(), *compute)});
  rw.replaceOp(op, {dtype == DType::Unknown ? out : rw.cast(out, dtype)});
  return success();
}

// linear(x, w, b) = Gemm(x, w, b) {transB = 1} for a 2-D float x (C
// optional from Gemm-11; before, an absent bias takes the MatMul form), else
// MatMul(x, Transpose(w)) + b. A 1-D weight (torch allows it) is a dot
// product over x's last dim: MatMul(x, w).
static LogicalResult lowerLinear(LoweringRewriter &rw, Operation *op,
                                 const Since &since) {
  core::LinearOp linear(op);
  Value *x = linear.getInput(), *w = linear.getWeight(), *b = linear.getBias();
  DType dtype = dtypeOf(x);
  std::optional<DType> compute = productDType(rw, dtype);
  if (!compute)
    return failure();
  bool hasBias = !isNoneValue(b);
  Type xt = x->getType(), wt = w->getType();
  bool x2d = xt.hasRank() && xt.getRank() == 2;
  bool w1d = wt.hasRank() && wt.getRank() == 1;
  x = rw.cast(x, *compute);
  w = rw.cast(w, *compute);
  Value *out;
  // ONNX Runtime's Gemm kernels are floating-point only (its MatMul takes
  // the integers too).
  bool gemmType = *compute == DType::F32 || *compute == DType::F64 ||
                  *compute == DType::F16;
  if (x2d && !w1d && gemmType && (hasBias || since.atLeast(11))) {
    llvm::SmallVector<Value *, 3> inputs{x, w};
    if (hasBias)
      inputs.push_back(rw.cast(b, *compute));
    out = rw.onnx("Gemm", inputs, {rw.intAttr("transB", 1)});
  } else {
    Value *wT = w1d ? w : rw.onnx("Transpose", {w}, {rw.intsAttr("perm", {1, 0})});
    out = rw.onnx("MatMul", {x, wT});
    if (hasBias)
      out = rw.onnx("Add", {out, rw.cast(b, *compute)});
  }
  rw.replaceOp(op, {dtype == DType::Unknown ? out : rw.cast(out, dtype)});
  return success();
}

//===----------------------------------------------------------------------===//
// conv, conv_transpose
//===----------------------------------------------------------------------===//

/// A window attribute of a conv op, by its ONNX name (the core op's too).
using WindowAttr =
    std::pair<llvm::StringRef, std::optional<llvm::SmallVector<int64_t, 4>>>;

/// The window attributes the op has (absent ones are ONNX's defaults too:
/// strides and dilations 1, pads 0), plus group.
static llvm::SmallVector<NamedAttribute, 6>
convAttrs(LoweringRewriter &rw, llvm::ArrayRef<WindowAttr> windows,
          int64_t groups) {
  llvm::SmallVector<NamedAttribute, 6> attrs;
  for (const WindowAttr &window : windows)
    if (window.second)
      attrs.push_back(rw.intsAttr(window.first, *window.second));
  attrs.push_back(rw.intAttr("group", groups));
  return attrs;
}

// conv(x, w, b) = Conv(x, w, b): core's pads are ONNX's layout (begins,
// then ends) and Conv takes asymmetric pads, so every attribute maps as is;
// an absent bias is left out. Conv-22 takes bf16 (before, an error).
static LogicalResult lowerConv(LoweringRewriter &rw, Operation *op,
                               const Since &since) {
  core::ConvOp conv(op);
  if (failed(checkDType(rw, dtypeOf(conv.getInput()), "Conv",
                        floatTypes(since.atLeast(22)))))
    return failure();
  llvm::SmallVector<Value *, 3> inputs{conv.getInput(), conv.getWeight()};
  if (!isNoneValue(conv.getBias()))
    inputs.push_back(conv.getBias());
  rw.replaceOp(op, {rw.onnx("Conv", inputs,
                            convAttrs(rw,
                                      {{"strides", conv.getStrides()},
                                       {"pads", conv.getPads()},
                                       {"dilations", conv.getDilations()}},
                                      conv.getGroups()))});
  return success();
}

// conv_transpose(x, w, b) = ConvTranspose(x, w, b) with pads and
// output_padding and no output_shape: ONNX's size is then
// stride * (in - 1) + output_padding + (k - 1) * dilation + 1 - pb - pe,
// core's (and ATen's) formula; asymmetric pads crop begin and end as the
// runtime's narrow does, output_padding adds the trailing rows.
// ConvTranspose-22 takes bf16.
static LogicalResult lowerConvTranspose(LoweringRewriter &rw, Operation *op,
                                        const Since &since) {
  core::ConvTransposeOp conv(op);
  if (failed(checkDType(rw, dtypeOf(conv.getInput()), "ConvTranspose",
                        floatTypes(since.atLeast(22)))))
    return failure();
  llvm::SmallVector<Value *, 3> inputs{conv.getInput(), conv.getWeight()};
  if (!isNoneValue(conv.getBias()))
    inputs.push_back(conv.getBias());
  rw.replaceOp(op,
               {rw.onnx("ConvTranspose", inputs,
                        convAttrs(rw,
                                  {{"strides", conv.getStrides()},
                                   {"pads", conv.getPads()},
                                   {"output_padding", conv.getOutputPadding()},
                                   {"dilations", conv.getDilations()}},
                                  conv.getGroups()))});
  return success();
}

//===----------------------------------------------------------------------===//
// max_pool, avg_pool
//===----------------------------------------------------------------------===//

namespace {
/// A pool op's window attributes as given (max_pool's and avg_pool's;
/// avg_pool has no dilations).
struct PoolAttrs {
  llvm::SmallVector<int64_t, 4> kernel;
  std::optional<llvm::SmallVector<int64_t, 4>> strides, pads, dilations;
  bool ceilMode = false;
};

/// A pool's window parameters, defaults filled in, and the pads ONNX gets.
struct PoolWindows {
  size_t k = 0;
  llvm::SmallVector<int64_t, 3> kernel, strides, dilations;
  /// Core's pads, begins then ends.
  llvm::SmallVector<int64_t, 6> pads;
  /// Per spatial dim, the end padding ATen's ceil_mode adds beyond pads
  /// (ceilExtra) - the last window's overhang.
  llvm::SmallVector<int64_t, 3> ceilExtra;
  /// ceil_mode = 1 (see readPool).
  bool onnxCeil = false;
  /// Whether a spatial dim with stride > 1 is symbolic under ceil_mode.
  bool symbolicCeil = false;
  /// Per spatial dim: ONNX's windows are one more than ATen's for some
  /// sizes, so the result is cut to ceil((in + pb) / s) computed at run
  /// time (sliceCeilWindows).
  llvm::SmallVector<bool, 3> runtimeEnd;
};
} // namespace

/// ATen pools an unbatched (C, spatial...) input too; ONNX needs (N, C,
/// spatial...): such an input gets a batch dim of 1 (squeezed off the
/// result by the caller). Returns whether it did.
static bool addBatchDim(LoweringRewriter &rw, const PoolAttrs &attrs,
                        Value *&x) {
  Type t = x->getType();
  size_t k = attrs.kernel.size();
  if (!t.hasRank() || t.getRank() != int64_t(k) + 1)
    return false;
  x = rw.unsqueeze(x, {0});
  return true;
}

/// Reads the pool's attributes. With ceil_mode, ATen's output size is
/// ceil((in + pb + pe - ext) / s) + 1 (ext = (k - 1) * d + 1), minus one if
/// that last window would start at or after in + pb. ONNX's specification
/// drops that window too, but ONNX Runtime 1.20 keeps it (measured), and
/// opset 9 has no ceil_mode, so:
///   - a static dim gets the overhang as extra end padding (ceilExtra) and
///     floor windows, exactly ATen's;
///   - when a dim with stride > 1 is symbolic, ONNX's ceil_mode = 1 is
///     exact if the rule cannot apply: end pad + stride <= ext on every
///     such dim (the last ceil window starts before in + pb + pe - ext + s
///     <= in + pb) and no static dim drops a window (opset 10);
///   - else every symbolic such dim gets s - 1 extra end padding with floor
///     windows, which makes ceil((in + pb + pe - ext) / s) + 1 windows at
///     ATen's places, cut at run time to the ones starting below in + pb
///     where end pad + stride > ext (runtimeEnd; Slice-10).
static FailureOr<PoolWindows> readPool(LoweringRewriter &rw,
                                       const PoolAttrs &attrs,
                                       const Since &since, Value *x) {
  PoolWindows p;
  p.kernel.assign(attrs.kernel.begin(), attrs.kernel.end());
  p.k = p.kernel.size();
  if (attrs.strides)
    p.strides.assign(attrs.strides->begin(), attrs.strides->end());
  else
    p.strides.assign(p.k, 1);
  if (attrs.dilations)
    p.dilations.assign(attrs.dilations->begin(), attrs.dilations->end());
  else
    p.dilations.assign(p.k, 1);
  if (attrs.pads)
    p.pads.assign(*attrs.pads);
  else
    p.pads.assign(2 * p.k, 0);
  p.ceilExtra.assign(p.k, 0);
  p.runtimeEnd.assign(p.k, false);
  if (p.strides.size() != p.k || p.dilations.size() != p.k ||
      p.pads.size() != 2 * p.k)
    return rw.emitError() << "has strides, dilations or pads whose length "
                             "does not match kernel_shape";
  Type t = x->getType();
  if (t.hasRank() && t.getRank() != int64_t(p.k) + 2)
    return rw.emitError() << "pools " << p.k << " spatial dims of a rank "
                          << t.getRank()
                          << " input; ONNX pools every dim after the first "
                             "two, so the input must have rank "
                          << p.k + 2;
  if (!attrs.ceilMode)
    return p;
  bool ceilExact = since.atLeast(10);
  for (size_t i = 0; i < p.k; ++i) {
    int64_t s = p.strides[i], pb = p.pads[i], pe = p.pads[p.k + i];
    int64_t ext = (p.kernel[i] - 1) * p.dilations[i] + 1;
    if (s == 1)
      continue; // ceil and floor agree
    Dim d = t.hasRank() ? t.getDims()[2 + i] : Dim();
    if (!d.isStatic()) {
      p.symbolicCeil = true;
      ceilExact &= pe + s <= ext;
      continue;
    }
    int64_t span = d.getStatic() + pb + pe - ext;
    if (span < 0)
      continue; // no window at all; the shape function reports it
    int64_t out = (span + s - 1) / s + 1;
    if ((out - 1) * s >= d.getStatic() + pb) {
      --out;
      ceilExact = false;
    }
    p.ceilExtra[i] = std::max<int64_t>(0, (out - 1) * s + ext -
                                              (d.getStatic() + pb + pe));
  }
  if (!p.symbolicCeil)
    return p;
  if (ceilExact) {
    p.onnxCeil = true;
    return p;
  }
  for (size_t i = 0; i < p.k; ++i) {
    int64_t s = p.strides[i], pe = p.pads[p.k + i];
    int64_t ext = (p.kernel[i] - 1) * p.dilations[i] + 1;
    if (s == 1 || (t.hasRank() && t.getDims()[2 + i].isStatic()))
      continue;
    p.ceilExtra[i] = s - 1;
    if (pe + s <= ext)
      continue;
    if (since.below(10))
      return rw.emitError()
             << "has ceil_mode with stride " << s << " over spatial dim " << i
             << ", whose size is not static; ATen's last window there "
                "depends on the size, and cutting it needs Slice-10 (target "
                "opset 10 or later)";
    p.runtimeEnd[i] = true;
  }
  return p;
}

/// Dim `i` of x's shape as a 0-d int64 tensor.
static Value *dimScalar(LoweringRewriter &rw, Value *x, int64_t i) {
  return rw.onnx("Gather", {rw.onnx("Shape", {x}), rw.constScalar(DType::I64, i)},
                 {rw.intAttr("axis", 0)});
}

/// `pooled` cut on the runtimeEnd dims to ATen's windows: the
/// ceil((in + pb) / s) that start below in + pb (ONNX's count is at most
/// one more, and Slice clamps an end past the dim). `x` is the input
/// before any explicit padding.
static Value *sliceCeilWindows(LoweringRewriter &rw, const PoolWindows &p,
                               Value *x, Value *pooled) {
  llvm::SmallVector<int64_t, 3> axes;
  llvm::SmallVector<Value *, 3> ends;
  for (size_t i = 0; i < p.k; ++i) {
    if (!p.runtimeEnd[i])
      continue;
    axes.push_back(int64_t(2 + i));
    int64_t s = p.strides[i], pb = p.pads[i];
    Value *in = rw.toVector(dimScalar(rw, x, 2 + i));
    ends.push_back(rw.onnx(
        "Div", {rw.onnx("Add", {in, rw.constI64({pb + s - 1})}),
                rw.constI64({s})}));
  }
  if (axes.empty() || !pooled)
    return pooled;
  Value *endsV = ends.size() == 1 ? ends.front()
                                  : rw.onnx("Concat", ends, {rw.intAttr("axis", 0)});
  return rw.onnx("Slice", {pooled,
                           rw.constI64(llvm::SmallVector<int64_t, 3>(axes.size(), 0)),
                           endsV, rw.constI64(axes)});
}

/// `x` padded explicitly with `value` by `pads` (core layout, spatial dims
/// only) for windows ONNX's pool pads cannot hold (rw.pad: Pad's attribute
/// or input form).
static Value *padSpatial(LoweringRewriter &rw, Value *x,
                         llvm::ArrayRef<int64_t> pads, size_t k,
                         double value) {
  if (llvm::all_of(pads, [](int64_t v) { return v == 0; }))
    return x;
  llvm::SmallVector<int64_t, 10> full(2 * (k + 2), 0);
  for (size_t i = 0; i < k; ++i) {
    full[2 + i] = pads[i];
    full[k + 4 + i] = pads[k + i];
  }
  return rw.pad(x, full, nullptr, /*mode=*/"", value, dtypeOf(x));
}

/// The pool attributes for `pads` (core layout) and ceil_mode.
static llvm::SmallVector<NamedAttribute, 6>
poolAttrs(LoweringRewriter &rw, const PoolWindows &p,
          llvm::ArrayRef<int64_t> pads, bool dilations) {
  llvm::SmallVector<NamedAttribute, 6> attrs{
      rw.intsAttr("kernel_shape", p.kernel), rw.intsAttr("strides", p.strides),
      rw.intsAttr("pads", pads)};
  if (dilations && llvm::any_of(p.dilations, [](int64_t d) { return d != 1; }))
    attrs.push_back(rw.intsAttr("dilations", p.dilations));
  if (p.onnxCeil)
    attrs.push_back(rw.intAttr("ceil_mode", 1));
  return attrs;
}

/// Whether every pad is smaller than its kernel dim (ONNX Runtime rejects
/// larger pool pads).
static bool padsFit(const PoolWindows &p, llvm::ArrayRef<int64_t> pads) {
  for (size_t i = 0; i < p.k; ++i)
    if (pads[i] >= p.kernel[i] || pads[p.k + i] >= p.kernel[i])
      return false;
  return true;
}

// max_pool(x) = MaxPool(x) with core's pads (MaxPool ignores padded
// elements: -inf padding) plus the ceil_mode overhang as end padding.
// MaxPool-8 has no dilations, MaxPool-12 adds int8/uint8. Pads ONNX Runtime
// rejects (>= kernel) pad explicitly with -inf (int8: -128; a zero Pad
// would be fused back into the pool by ONNX Runtime, so uint8 is an error).
// ATen's max pool propagates NaN where ONNX Runtime's skips it; with
// lower-to-onnx's max-pool-nan-propagation (off by default, as
// torch.onnx.export writes one MaxPool) a float window with a NaN is NaN:
//   Where(MaxPool(Cast(IsNaN(x), dtype)) > 0, NaN, MaxPool(x)).
static LogicalResult lowerMaxPool(LoweringRewriter &rw, Operation *op,
                                  const Since &since) {
  llvm::SmallVector<DType, 5> types = floatTypes(since.atLeast(22));
  if (since.atLeast(12))
    types.append({DType::I8, DType::U8});
  core::MaxPoolOp pool(op);
  PoolAttrs windowAttrs{pool.getKernelShape(), pool.getStrides(),
                        pool.getPads(), pool.getDilations(),
                        pool.getCeilMode()};
  Value *x = pool.getInput();
  DType dtype = dtypeOf(x);
  if (failed(checkDType(rw, dtype, "MaxPool", types)))
    return failure();
  bool unbatched = addBatchDim(rw, windowAttrs, x);
  auto p = readPool(rw, windowAttrs, since, x);
  if (failed(p))
    return failure();
  if (since.below(10) &&
      llvm::any_of(p->dilations, [](int64_t d) { return d != 1; }))
    return rw.emitError() << "has dilations, which MaxPool takes from opset "
                             "10 (target "
                          << rw.target() << ")";
  Value *input = x;
  llvm::SmallVector<int64_t, 6> pads = p->pads;
  for (size_t i = 0; i < p->k; ++i)
    pads[p->k + i] += p->ceilExtra[i];
  if (!padsFit(*p, pads)) {
    if (dtype == DType::U8 || dtype == DType::Unknown)
      return rw.emitError() << "has pads not all below kernel_shape, which "
                               "ONNX Runtime rejects in MaxPool, and a "
                            << dtypeName(dtype)
                            << " input that has no value below every other "
                               "to pad with explicitly";
    double lowest = dtype == DType::I8
                        ? -128.0
                        : -std::numeric_limits<double>::infinity();
    x = padSpatial(rw, x, pads, p->k, lowest);
    pads.assign(2 * p->k, 0);
  }
  auto attrs = poolAttrs(rw, *p, pads, /*dilations=*/true);
  Value *out = rw.onnx("MaxPool", {x}, attrs);
  if (isFloatDType(dtype) && rw.getOptions().maxPoolNanPropagation) {
    Value *isNan = rw.cast(rw.onnx("IsNaN", {x}), dtype);
    Value *anyNan = rw.cast(rw.onnx("MaxPool", {isNan}, attrs), DType::Bool);
    out = rw.onnx("Where", {anyNan,
                            rw.constScalar(dtype, std::numeric_limits<double>::quiet_NaN()), out});
  }
  out = sliceCeilWindows(rw, *p, input, out);
  rw.replaceOp(op, {unbatched ? rw.squeeze(out, {0}) : out});
  return success();
}

/// How lowerCeilAvgPool's AveragePool divides each window's sum: by its
/// real elements r, or by the whole kernel.
enum class PoolBase { Real, Kernel };

/// The factor along spatial dim i that turns `base` into ATen's divisor,
/// over the windows o = 0 .. out - 1 (start = o*s - pb) of `pooled`, with
/// r(o) = min(start + k, in) - max(start, 0) (real elements) and
/// D(o) = min(start + k, in + pe) - start (the window clipped at the end
/// pad, count_include_pad's divisor):
///   base r:      r / D (`include`), r (divisor_override: !include);
///   base kernel: k / D (`include`), k / r (!include).
/// A [out] vector of dtype `fdt` (counts are exact integers in it): a
/// constant for static dims (null when all ones) of at most the
/// compile-time cap, else computed from a Range over the pooled dim
/// (Range-11).
static FailureOr<Value *> axisFactor(LoweringRewriter &rw,
                                     const PoolWindows &p, size_t i, Value *x,
                                     Value *pooled, DType fdt, PoolBase base,
                                     bool include, const Since &since) {
  int64_t s = p.strides[i], pb = p.pads[i], pe = p.pads[p.k + i],
          kd = p.kernel[i];
  Type xt = x->getType(), pt = pooled->getType();
  Dim in = xt.hasRank() ? xt.getDims()[2 + i] : Dim();
  Dim out = pt.hasRank() ? pt.getDims()[2 + i] : Dim();
  if (in.isStatic() && out.isStatic() && fitsCap({out.getStatic()})) {
    std::vector<char> bytes;
    bool ones = true;
    for (int64_t o = 0; o < out.getStatic(); ++o) {
      int64_t start = o * s - pb;
      double r = double(std::min(start + kd, in.getStatic()) -
                        std::max<int64_t>(start, 0));
      double d = double(std::min(start + kd, in.getStatic() + pe) - start);
      double f = base == PoolBase::Real ? (include ? r / d : r)
                                        : double(kd) / (include ? d : r);
      ones &= f == 1.0;
      std::vector<char> one = scalarConstantBytes(fdt, f);
      bytes.insert(bytes.end(), one.begin(), one.end());
    }
    if (ones)
      return static_cast<Value *>(nullptr);
    Context &ctx = rw.getContext();
    return rw.constDense(
        ctx.getDenseAttr(ctx.getTensorType(fdt, {out.getStatic()}), bytes));
  }
  if (since.below(11))
    return rw.emitError()
           << "has ceil_mode over spatial dim " << i
           << (out.isStatic() ? " (of " + std::to_string(out.getStatic()) +
                                    " windows, more than the compile-time "
                                    "size cap of " +
                                    std::to_string(kDefaultMaxElements) +
                                    " elements a constant may have)"
                              : std::string(", whose size is not static,"))
           << " with a divisor that depends on it; its windows' sizes are "
              "computed with Range (target opset 11 or later)";
  auto c = [&](double v) { return rw.constScalar(fdt, v); };
  Value *o = rw.onnx("Range", {rw.constScalar(DType::I64, 0),
                               dimScalar(rw, pooled, 2 + i),
                               rw.constScalar(DType::I64, 1)});
  Value *start =
      rw.onnx("Sub", {rw.onnx("Mul", {rw.cast(o, fdt), c(s)}), c(pb)});
  Value *inF = rw.cast(dimScalar(rw, x, 2 + i), fdt);
  Value *end = rw.onnx("Add", {start, c(kd)});
  auto real = [&] {
    return rw.onnx("Sub", {rw.onnx("Min", {end, inF}),
                           rw.onnx("Max", {start, c(0)})});
  };
  auto clipped = [&] {
    return rw.onnx(
        "Sub", {rw.onnx("Min", {end, rw.onnx("Add", {inF, c(pe)})}), start});
  };
  if (base == PoolBase::Real)
    return include ? rw.onnx("Div", {real(), clipped()}) : real();
  return rw.onnx("Div", {c(kd), include ? clipped() : real()});
}

/// `factor` (null: none yet) times the [out] factor `f` of spatial axis `i`
/// of `k`, unsqueezed over the axes after it so that the product
/// broadcasts to the pooled window grid.
static Value *mulAxisFactor(LoweringRewriter &rw, Value *factor, Value *f,
                            size_t i, size_t k) {
  llvm::SmallVector<int64_t, 2> trailing;
  for (size_t j = i + 1; j < k; ++j)
    trailing.push_back(int64_t(j - i));
  Value *fi = trailing.empty() ? f : rw.unsqueeze(f, trailing);
  return factor ? rw.onnx("Mul", {factor, fi}) : fi;
}

/// x with `extra` zeros appended along `axis` (ConstantOfShape + Concat:
/// ONNX Runtime would fuse a Pad into the pool that follows and stop
/// counting its zeros).
static Value *appendZeros(LoweringRewriter &rw, Value *x, int64_t axis,
                          int64_t extra) {
  int64_t rank = x->getType().getRank();
  Value *shape = rw.onnx("Shape", {x});
  auto take = [&](int64_t from, int64_t to) {
    llvm::SmallVector<int64_t, 4> idx;
    for (int64_t j = from; j < to; ++j)
      idx.push_back(j);
    return rw.onnx("Gather", {shape, rw.constI64(idx)}, {rw.intAttr("axis", 0)});
  };
  llvm::SmallVector<Value *, 3> parts{take(0, axis), rw.constI64({extra})};
  if (axis + 1 < rank)
    parts.push_back(take(axis + 1, rank));
  Value *zeros = filled(rw, rw.onnx("Concat", parts, {rw.intAttr("axis", 0)}),
                        dtypeOf(x), 0.0);
  return rw.onnx("Concat", {x, zeros}, {rw.intAttr("axis", axis)});
}

// avg_pool with ceil_mode over a symbolic spatial dim (readPool): ATen's
// divisor is per window, computed at run time (windowCounts) and applied
// as a factor, one [out_i] vector per spatial dim unsqueezed to broadcast:
//   - with ONNX's ceil_mode (onnxCeil): AveragePool(count_include_pad = 0)
//     is sum / r in ONNX Runtime whatever the overhang (its
//     count_include_pad = 1 divides an overhanging window by the whole
//     kernel, where ATen clips it at in + pe); times prod_i r_i / D_i with
//     count_include_pad, prod_i r_i / d with divisor_override d;
//   - else the windows are floor windows over the extra end padding
//     (ceilExtra), cut with sliceCeilWindows. Without count_include_pad or
//     divisor_override, AveragePool(count_include_pad = 0) is ATen's when
//     ONNX Runtime takes the pads (each below the kernel). Otherwise every
//     window lies inside the padded input, so AveragePool(count_include_pad
//     = 1) is sum / prod(kernel), the extra padding that does not fit
//     appended as zeros; times prod_i k_i / D_i, prod_i k_i / r_i, or
//     prod(kernel) / d.
static LogicalResult lowerCeilAvgPool(LoweringRewriter &rw, Operation *op,
                                      Value *x, const PoolWindows &p,
                                      bool include,
                                      std::optional<int64_t> divisor,
                                      bool unbatched, const Since &since) {
  DType dtype = dtypeOf(x);
  size_t k = p.k;
  llvm::SmallVector<int64_t, 6> pads = p.pads;
  for (size_t i = 0; i < k; ++i)
    pads[k + i] += p.ceilExtra[i];
  auto finish = [&](Value *out) {
    if (!out)
      return failure();
    rw.replaceOp(op, {unbatched ? rw.squeeze(out, {0}) : out});
    return success();
  };
  // sum / prod(kernel) (`kernelBase`) or sum / r, cut to ATen's windows.
  Value *out;
  bool kernelBase = false;
  if (p.onnxCeil || (!include && !divisor && padsFit(p, pads))) {
    if (!padsFit(p, pads))
      return rw.emitError() << "has pads not all below kernel_shape, which "
                               "ONNX Runtime rejects in AveragePool";
    out = rw.onnx("AveragePool", {x}, poolAttrs(rw, p, pads, false));
    if (!p.onnxCeil || (!include && !divisor))
      return finish(sliceCeilWindows(rw, p, x, out));
  } else {
    kernelBase = true;
    Value *xe = x;
    for (size_t i = 0; i < k; ++i) {
      if (p.pads[i] >= p.kernel[i] || p.pads[k + i] >= p.kernel[i])
        return rw.emitError() << "has pads not all below kernel_shape, which "
                                 "ONNX Runtime rejects in AveragePool";
      if (pads[k + i] < p.kernel[i])
        continue;
      xe = appendZeros(rw, xe, int64_t(2 + i), p.ceilExtra[i]);
      pads[k + i] = p.pads[k + i];
    }
    auto attrs = poolAttrs(rw, p, pads, false);
    attrs.push_back(rw.intAttr("count_include_pad", 1));
    out = sliceCeilWindows(rw, p, x, rw.onnx("AveragePool", {xe}, attrs));
    if (!out)
      return failure();
  }
  // Counts are exact in f32 (f64 for an f64 input, which ATen divides in).
  DType fdt = dtype == DType::F64 ? DType::F64 : DType::F32;
  Value *factor = nullptr;
  double scalar = 1.0;
  for (size_t i = 0; i < k; ++i) {
    if (divisor && kernelBase) {
      scalar *= double(p.kernel[i]);
      continue;
    }
    FailureOr<Value *> f =
        axisFactor(rw, p, i, x, out, fdt,
                   kernelBase ? PoolBase::Kernel : PoolBase::Real,
                   include && !divisor, since);
    if (failed(f))
      return failure();
    if (!*f)
      continue;
    factor = mulAxisFactor(rw, factor, *f, i, k);
  }
  if (divisor)
    scalar /= double(*divisor);
  if (scalar != 1.0)
    factor = factor ? rw.onnx("Mul", {factor, rw.constScalar(fdt, scalar)})
                    : rw.constScalar(fdt, scalar);
  if (factor)
    out = rw.onnx("Mul", {out, rw.cast(factor, dtype)});
  return finish(out);
}

// avg_pool(x): ATen's window o of a dim covers [o*s - pb, min(o*s - pb + k,
// in + pe)) (clipped again to the input when !count_include_pad); its
// divisor is divisor_override, else that window's size with
// count_include_pad, else the count of real elements in it. ONNX pads are
// core's plus the ceil overhang (readPool), which ONNX Runtime takes when
// each is below the kernel (ATen's pads are at most half of it, and the
// overhang is below k - pe).
//   - !count_include_pad: AveragePool(count_include_pad = 0) divides by
//     the real elements, whatever the padding.
//   - otherwise AveragePool(count_include_pad = 1) divides every window by
//     prod(kernel), times a constant F = prod(kernel) / ATen's divisor:
//     a scalar for divisor_override, 1 without an overhang (no Mul), else
//     per output position (the last windows are clipped at in + pe), shaped
//     [out_i] on the dims with an overhang and 1 on the others.
// An explicit zero Pad would be simpler but ONNX Runtime fuses Pad into a
// following AveragePool, turning zeros ATen counts into padding it does not
// (and large fused pads fail its kernel check), so none is used.
static LogicalResult lowerAvgPool(LoweringRewriter &rw, Operation *op,
                                  const Since &since) {
  core::AvgPoolOp pool(op);
  PoolAttrs windowAttrs{pool.getKernelShape(), pool.getStrides(),
                        pool.getPads(), /*dilations=*/std::nullopt,
                        pool.getCeilMode()};
  Value *x = pool.getInput();
  DType dtype = dtypeOf(x);
  if (failed(
          checkDType(rw, dtype, "AveragePool", floatTypes(since.atLeast(22)))))
    return failure();
  bool unbatched = addBatchDim(rw, windowAttrs, x);
  auto p = readPool(rw, windowAttrs, since, x);
  if (failed(p))
    return failure();
  bool include = pool.getCountIncludePad();
  std::optional<int64_t> divisor = pool.getDivisorOverride();
  if (p->symbolicCeil)
    return lowerCeilAvgPool(rw, op, x, *p, include, divisor, unbatched,
                            since);
  size_t k = p->k;
  llvm::SmallVector<int64_t, 6> pads = p->pads;
  for (size_t i = 0; i < k; ++i)
    pads[k + i] += p->ceilExtra[i];
  if (!padsFit(*p, pads))
    return rw.emitError() << "has pads (with the ceil_mode overhang) ["
                          << llvm::join(llvm::map_range(pads,
                                                        [](int64_t v) {
                                                          return std::to_string(
                                                              v);
                                                        }),
                                        ", ")
                          << "] not all below kernel_shape, which ONNX "
                             "Runtime rejects in AveragePool";
  auto attrs = poolAttrs(rw, *p, pads, /*dilations=*/false);
  if (!include && !divisor) {
    Value *out = rw.onnx("AveragePool", {x}, attrs);
    rw.replaceOp(op, {unbatched ? rw.squeeze(out, {0}) : out});
    return success();
  }
  attrs.push_back(rw.intAttr("count_include_pad", 1));
  Value *out = rw.onnx("AveragePool", {x}, attrs);
  int64_t window = 1;
  for (int64_t kd : p->kernel)
    window *= kd;
  if (divisor) {
    out = rw.onnx("Mul", {out, rw.constScalar(dtype, double(window) /
                                                     double(*divisor))});
  } else if (llvm::any_of(p->ceilExtra, [](int64_t e) { return e > 0; })) {
    // Per dim, prod over dims of k_i / clipped_i(o) = prod(kernel) / size:
    // one constant of the windows' shape, or above the compile-time cap a
    // product of one factor per dim (axisFactor, with base kernel).
    Type t = x->getType();
    llvm::SmallVector<int64_t, 3> windows;
    for (size_t i = 0; i < k; ++i)
      windows.push_back(p->ceilExtra[i] > 0
                            ? (t.getDims()[2 + i].getStatic() + pads[i] +
                               pads[k + i] - p->kernel[i]) /
                                      p->strides[i] +
                                  1
                            : 1);
    if (!fitsCap(windows)) {
      DType fdt = dtype == DType::F64 ? DType::F64 : DType::F32;
      Value *factor = nullptr;
      for (size_t i = 0; i < k; ++i) {
        if (p->ceilExtra[i] == 0)
          continue;
        FailureOr<Value *> f =
            axisFactor(rw, *p, i, x, out, fdt, PoolBase::Kernel, true, since);
        if (failed(f))
          return failure();
        if (!*f)
          continue;
        factor = mulAxisFactor(rw, factor, *f, i, k);
      }
      if (factor)
        out = rw.onnx("Mul", {out, rw.cast(factor, dtype)});
      rw.replaceOp(op, {unbatched ? rw.squeeze(out, {0}) : out});
      return success();
    }
    llvm::SmallVector<int64_t, 3> fdims;
    llvm::SmallVector<llvm::SmallVector<double, 8>, 3> perDim;
    for (size_t i = 0; i < k; ++i) {
      llvm::SmallVector<double, 8> f;
      if (p->ceilExtra[i] > 0) {
        int64_t in = t.getDims()[2 + i].getStatic(), s = p->strides[i],
                pb = p->pads[i], pe = p->pads[k + i], kd = p->kernel[i];
        int64_t outDim = (in + pads[i] + pads[k + i] - kd) / s + 1;
        for (int64_t o = 0; o < outDim; ++o) {
          int64_t start = o * s - pb;
          f.push_back(double(kd) / double(std::min(start + kd, in + pe) - start));
        }
      } else {
        f.push_back(1.0);
      }
      fdims.push_back(f.size());
      perDim.push_back(std::move(f));
    }
    int64_t n = 1;
    for (int64_t d : fdims)
      n *= d;
    std::vector<char> bytes;
    for (int64_t flat = 0; flat < n; ++flat) {
      double v = 1.0;
      for (size_t i = k, rest = flat; i-- > 0; rest /= fdims[i])
        v *= perDim[i][rest % fdims[i]];
      std::vector<char> one = scalarConstantBytes(dtype, v);
      bytes.insert(bytes.end(), one.begin(), one.end());
    }
    Context &ctx = rw.getContext();
    out = rw.onnx("Mul", {out, rw.constDense(ctx.getDenseAttr(
                                   ctx.getTensorType(dtype, fdims), bytes))});
  }
  rw.replaceOp(op, {unbatched ? rw.squeeze(out, {0}) : out});
  return success();
}

//===----------------------------------------------------------------------===//
// softmax, log_softmax
//===----------------------------------------------------------------------===//

/// softmax / log_softmax along one axis. Softmax-13 takes any axis. Before,
/// Softmax coerces the input to 2-D at axis (normalizing over every dim
/// from axis on), which is the core op only for the last axis: another
/// axis is swapped with the last around it (the swap is its own inverse).
/// A 0-d input is taken as [1] (torch's softmax of a scalar is 1). OpT:
/// SoftmaxOp or LogSoftmaxOp (input {axis}).
template <typename OpT>
static std::function<LoweringFn(Since)> softmaxLike(llvm::StringRef opType) {
  return [opType = opType.str()](Since since) -> LoweringFn {
    return [opType, since](LoweringRewriter &rw,
                           Operation *op) -> LogicalResult {
      OpT softmax(op);
      Value *x = softmax.getInput();
      if (failed(checkDType(rw, dtypeOf(x), opType,
                            floatTypes(since.atLeast(13)))))
        return failure();
      int64_t axis = softmax.getAxis();
      Type t = x->getType();
      if (t.hasRank() && t.getRank() == 0) {
        Value *y =
            rw.onnx(opType, {rw.unsqueeze(x, {0})}, {rw.intAttr("axis", 0)});
        rw.replaceOp(op, {rw.squeeze(y, {0})});
        return success();
      }
      if (since.atLeast(13)) {
        rw.replaceOp(op, {rw.onnx(opType, {x}, {rw.intAttr("axis", axis)})});
        return success();
      }
      auto rank = rankFor(rw, x,
                          "to find whether the axis is the last "
                          "(opsets before 13 normalize over every "
                          "dim from the axis on)");
      if (failed(rank))
        return failure();
      std::optional<int64_t> a = normalizeDim(axis, *rank);
      if (!a)
        return rw.emitError()
               << "has axis " << axis << " out of range for rank " << *rank;
      int64_t last = *rank - 1;
      if (*a == last) {
        rw.replaceOp(op, {rw.onnx(opType, {x}, {rw.intAttr("axis", last)})});
        return success();
      }
      llvm::SmallVector<int64_t, 6> perm;
      for (int64_t i = 0; i < *rank; ++i)
        perm.push_back(i == *a ? last : i == last ? *a : i);
      Value *moved = rw.onnx("Transpose", {x}, {rw.intsAttr("perm", perm)});
      Value *y = rw.onnx(opType, {moved}, {rw.intAttr("axis", last)});
      rw.replaceOp(op,
                   {rw.onnx("Transpose", {y}, {rw.intsAttr("perm", perm)})});
      return success();
    };
  };
}

//===----------------------------------------------------------------------===//
// batch_norm, layer_norm, instance_norm
//===----------------------------------------------------------------------===//

/// Norms whose ONNX op requires scale and bias: an absent weight is ones,
/// an absent bias zeros, shaped [C] with C dim `axis` of `like` (x's dim 1,
/// or the running mean's dim 0), read at run time when symbolic.
static LogicalResult fillAbsentAffine(LoweringRewriter &rw, Value *like,
                                      int64_t axis, DType dtype, Value *&w,
                                      Value *&b) {
  if ((isNoneValue(w) || isNoneValue(b)) && dtype == DType::Unknown)
    return rw.emitError() << "needs the dtype of its input to build its "
                             "absent weight or bias";
  if (isNoneValue(w))
    w = filledLikeDim(rw, like, axis, dtype, 1.0);
  if (isNoneValue(b))
    b = filledLikeDim(rw, like, axis, dtype, 0.0);
  return success();
}

// batch_norm(x, w, b, mean, var) = BatchNormalization(x, w, b, mean, var)
// {epsilon} in inference mode (one output). An absent weight is ones, an
// absent bias zeros, [C] like mean. The core op has one dtype for every
// operand (its verifier), which every BatchNormalization takes; -14 adds
// bf16 (and per-input dtypes, which core never needs).
static LogicalResult lowerBatchNorm(LoweringRewriter &rw, Operation *op,
                                    const Since &since) {
  core::BatchNormOp batchNorm(op);
  Value *x = batchNorm.getInput(), *mean = batchNorm.getMean(),
        *var = batchNorm.getVar();
  DType dtype = dtypeOf(x);
  if (failed(checkDType(rw, dtype, "BatchNormalization",
                        floatTypes(since.atLeast(14)))))
    return failure();
  Value *w = batchNorm.getWeight(), *b = batchNorm.getBias();
  if (failed(fillAbsentAffine(rw, mean, 0, dtype, w, b)))
    return failure();
  rw.replaceOp(op, {rw.onnx("BatchNormalization", {x, w, b, mean, var},
                            {rw.floatAttr("epsilon", batchNorm.getEps())})});
  return success();
}

// layer_norm(x, w, b) {axis, eps} = LayerNormalization(x, w, b) {axis,
// epsilon} (opset 17): normalizes over dims axis.. with the biased variance
// as the core op; Scale is required, so an absent weight is ones of shape
// x.shape[axis:] (a constant when static and within the compile-time cap,
// else ConstantOfShape of Shape(x){start = axis}); an absent bias is left
// out.
static LogicalResult lowerLayerNorm(LoweringRewriter &rw, Operation *op) {
  core::LayerNormOp layerNorm(op);
  Value *x = layerNorm.getInput(), *w = layerNorm.getWeight(),
        *b = layerNorm.getBias();
  DType dtype = dtypeOf(x);
  if (failed(checkDType(rw, dtype, "LayerNormalization", floatTypes(true))))
    return failure();
  int64_t axis = layerNorm.getAxis();
  if (isNoneValue(w)) {
    Type t = x->getType();
    std::optional<int64_t> a;
    if (t.hasRank())
      a = normalizeDim(axis, t.getRank());
    std::optional<llvm::SmallVector<int64_t, 4>> dims = staticDims(t);
    if (dims && a && fitsCap(llvm::ArrayRef(*dims).drop_front(*a))) {
      w = rw.constDense(splatAttr(rw.getContext(), dtype,
                                  llvm::ArrayRef(*dims).drop_front(*a), 1.0));
    } else {
      if (dtype == DType::Unknown)
        return rw.emitError() << "needs the dtype of its input to build the "
                                 "ones of its absent weight";
      w = filled(rw, rw.onnx("Shape", {x}, {rw.intAttr("start", axis)}),
                 dtype, 1.0);
    }
  }
  llvm::SmallVector<Value *, 3> inputs{x, w};
  if (!isNoneValue(b))
    inputs.push_back(b);
  rw.replaceOp(op, {rw.onnx("LayerNormalization", inputs,
                            {rw.intAttr("axis", axis),
                             rw.floatAttr("epsilon", layerNorm.getEps())})});
  return success();
}


// grid_sample(x, grid) {mode, padding_mode, align_corners} = GridSample(x,
// grid) {mode, padding_mode, align_corners} (opset 16; -20 names bilinear
// and bicubic linear and cubic). ONNX Runtime 1.20 was checked against
// ATen for every mode, padding and align_corners (test/Export/grid-sample
// .test); gridSampleLowersDirectly keeps the forms where they differ for
// the expansion.
static LogicalResult lowerGridSample(LoweringRewriter &rw, Operation *op,
                                     const Since &since) {
  core::GridSampleOp gridSample(op);
  llvm::StringRef mode = gridSample.getMode();
  if (since.atLeast(20))
    mode = mode == "bilinear" ? "linear" : mode == "bicubic" ? "cubic" : mode;
  rw.replaceOp(
      op,
      {rw.onnx("GridSample", {gridSample.getInput(), gridSample.getGrid()},
               {rw.stringAttr("mode", mode),
                rw.stringAttr("padding_mode", gridSample.getPaddingMode()),
                rw.intAttr("align_corners", gridSample.getAlignCorners())})});
  return success();
}

// ONNX Runtime's GridSample kernels take f32 (-16) and f32, f64 (-20): other
// dtypes are valid ONNX it cannot run. Nearest with reflection and without
// align_corners rounds the coordinate and reflects the integer (about
// -0.5), where ATen reflects and then rounds half to even: a coordinate
// that reflects onto k + 0.5 picks the other neighbour (measured: x = -1.5
// reads pixel 1 in ONNX Runtime, 0 in ATen). Those forms are expanded.
static bool gridSampleLowersDirectly(Operation *op, int64_t opset) {
  core::GridSampleOp gridSample(op);
  DType dt = dtypeOf(gridSample.getInput());
  if (!(dt == DType::F32 || (dt == DType::F64 && opset >= 20)))
    return false;
  return !(gridSample.getMode() == "nearest" &&
           gridSample.getPaddingMode() == "reflection" &&
           !gridSample.getAlignCorners());
}

// instance_norm(x, w, b) {eps} = InstanceNormalization(x, w, b) {epsilon}
// (opset 6): per sample and channel over the spatial dims, biased
// variance; scale and bias are required, so absent ones are ones/zeros
// [C], C = x's dim 1. InstanceNormalization-22 takes bf16.
static LogicalResult lowerInstanceNorm(LoweringRewriter &rw, Operation *op,
                                       const Since &since) {
  core::InstanceNormOp instanceNorm(op);
  Value *x = instanceNorm.getInput(), *w = instanceNorm.getWeight(),
        *b = instanceNorm.getBias();
  DType dtype = dtypeOf(x);
  if (failed(checkDType(rw, dtype, "InstanceNormalization",
                        floatTypes(since.atLeast(22)))))
    return failure();
  if (failed(fillAbsentAffine(rw, x, 1, dtype, w, b)))
    return failure();
  rw.replaceOp(op, {rw.onnx("InstanceNormalization", {x, w, b},
                            {rw.floatAttr("epsilon", instanceNorm.getEps())})});
  return success();
}

// group_norm(x, w, b) {groups, eps} = GroupNormalization(x, w, b)
// {num_groups, epsilon, stash_type = 1} (opset 21, where scale and bias are
// per channel as torch's; GroupNormalization-18's are per group, and ONNX
// deprecated it, so 9-20 expand it). Scale and bias are required: absent
// ones are ones/zeros [C]. stash_type is the type the mean and variance
// are computed in: f32 (1) for f16, bf16 and f32 inputs, as ATen does (its
// opmath type), and f64 (11) for f64, which the default (1) would round.
static LogicalResult lowerGroupNorm(LoweringRewriter &rw, Operation *op) {
  core::GroupNormOp groupNorm(op);
  Value *x = groupNorm.getInput(), *w = groupNorm.getWeight(),
        *b = groupNorm.getBias();
  DType dtype = dtypeOf(x);
  if (failed(checkDType(rw, dtype, "GroupNormalization",
                        floatTypes(true))))
    return failure();
  if (failed(fillAbsentAffine(rw, x, 1, dtype, w, b)))
    return failure();
  rw.replaceOp(
      op, {rw.onnx("GroupNormalization", {x, w, b},
                   {rw.intAttr("num_groups", groupNorm.getGroups()),
                    rw.floatAttr("epsilon", groupNorm.getEps()),
                    rw.intAttr("stash_type", dtype == DType::F64 ? 11 : 1)})});
  return success();
}

void lowering::registerNNLowerings() {
  addBuiltin(core::MatmulOp::getOperationName(), 1, lowerMatmul);
  // linear is Composite: with an entry at every opset it is never expanded.
  // Gemm's C is optional from 11: before, a bias-less linear is MatMul.
  addBuiltinFamily(core::LinearOp::getOperationName(), {1, 11},
                   withSince(lowerLinear));
  // Conv-22 and ConvTranspose-22 take bf16.
  addBuiltinFamily(core::ConvOp::getOperationName(), {1, 22},
                   withSince(lowerConv));
  addBuiltinFamily(core::ConvTransposeOp::getOperationName(), {1, 22},
                   withSince(lowerConvTranspose));
  // MaxPool-8: no dilations; -10: dilations (ceil_mode is not used for
  // static dims, see readPool); -12: int8/uint8; -22: bf16.
  addBuiltinFamily(core::MaxPoolOp::getOperationName(), {1, 10, 12, 22},
                   withSince(lowerMaxPool));
  // AveragePool-7: count_include_pad; -10: ceil_mode (symbolic dims only);
  // from 11 a divisor over a symbolic dim is computed with Range; -22: bf16.
  addBuiltinFamily(core::AvgPoolOp::getOperationName(), {1, 10, 11, 22},
                   withSince(lowerAvgPool));
  // Softmax-1/11 coerce to 2-D, -13 takes the axis as is (and bf16).
  addBuiltinFamily(core::SoftmaxOp::getOperationName(), {1, 13},
                   softmaxLike<core::SoftmaxOp>("Softmax"));
  addBuiltinFamily(core::LogSoftmaxOp::getOperationName(), {1, 13},
                   softmaxLike<core::LogSoftmaxOp>("LogSoftmax"));
  // BatchNormalization-9 (inference form); -14 adds bf16.
  addBuiltinFamily(core::BatchNormOp::getOperationName(), {9, 14},
                   withSince(lowerBatchNorm));
  // Composites with an exact single op from these opsets; expanded below.
  addBuiltin(core::LayerNormOp::getOperationName(), 17, lowerLayerNorm);
  // InstanceNormalization-22 takes bf16.
  addBuiltinFamily(core::InstanceNormOp::getOperationName(), {6, 22},
                   withSince(lowerInstanceNorm));
  addBuiltin(core::GroupNormOp::getOperationName(), 21, lowerGroupNorm);
  // GridSample-16 (4-D, ATen's mode names), -20 (linear/cubic, N-D); the
  // forms ONNX Runtime computes otherwise than ATen are expanded.
  addBuiltinFamily(core::GridSampleOp::getOperationName(), {16, 20},
                   withSince(lowerGridSample));
  registerLoweringPredicate(core::GridSampleOp::getOperationName(),
                            gridSampleLowersDirectly);
}
