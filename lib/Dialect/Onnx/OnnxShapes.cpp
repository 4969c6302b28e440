//===- OnnxShapes.cpp - Shape functions of the onnx ops --------------------===//
//
// One shape function per onnx op, following the opset-17 schemas over the
// rules of tocc/Shape. Integer values of small 1-D int64 tensors (Shape,
// Constant and the arithmetic on them) are followed too, so that a Reshape
// whose shape was built from Shape infers exactly.
//
//===----------------------------------------------------------------------===//
#include "OnnxSchemas.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/ShapeFunctionHelpers.h"
#include "tocc/Shape/ShapeRules.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <tuple>

using namespace tocc;
using shape::DimList;
using shape::ExprRef;
using shape::Guard;
using shape::Truth;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Inputs holding a list of integers (shape, axes, ...) are 1-D int64
/// tensors (int32 too where the schema allows it).
static LogicalResult checkIndexVector(InferenceContext &ic, unsigned i,
                                      llvm::StringRef name,
                                      bool allowI32 = false) {
  return checkIndexVector(ic, i, name, allowI32 ? "int32 or int64" : "int64",
                          allowI32);
}

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

// Div: integer division truncates toward zero (C semantics, as ONNX
// Runtime computes it), which is floor division when the operands' signs
// are equal and its negation on |a| otherwise. A value is followed only
// when the ShapeEnv decides both signs (shape arithmetic divides sizes,
// which are >= 0); otherwise it is unknown. No guard is recorded.
static LogicalResult inferDiv(InferenceContext &ic) {
  if (failed(inferBroadcastSameDType(ic)))
    return failure();
  shape::ShapeEnv &env = ic.getEnv();
  shape::ExprContext &ctx = ic.getExprs();
  inferBinaryValues(ic, [&](ExprRef a, ExprRef b) -> ExprRef {
    if (a->isConstant() && b->isConstant()) {
      int64_t x = a->getConstant(), y = b->getConstant();
      if (y == 0 || (x == std::numeric_limits<int64_t>::min() && y == -1))
        return nullptr;
      return ctx.getConstant(x / y);
    }
    bool aNonNeg = env.isGe(a, 0) == Truth::True;
    bool aNonPos = env.isLe(a, 0) == Truth::True;
    if (env.isGt(b, 0) == Truth::True) {
      if (aNonNeg)
        return ctx.floorDiv(a, b);
      if (aNonPos)
        return ctx.neg(ctx.floorDiv(ctx.neg(a), b));
    } else if (env.isLt(b, 0) == Truth::True) {
      if (aNonNeg)
        return ctx.neg(ctx.floorDiv(a, ctx.neg(b)));
      if (aNonPos)
        return ctx.floorDiv(ctx.neg(a), ctx.neg(b));
    }
    return nullptr;
  });
  return success();
}

// Cast: the input's dims with the dtype of `to` (inferCastTo).
static LogicalResult inferCast(InferenceContext &ic) {
  std::optional<DType> dt =
      tocc::onnx::dtypeFromTensorProto(tocc::onnx::CastOp(ic.getOp()).getTo());
  if (!dt)
    return success(); // the verifier reports the code
  return inferCastTo(ic, *dt);
}

// Identity: the input's type and values.
static LogicalResult inferIdentity(InferenceContext &ic) {
  ic.setResultType(0, ic.getOperandType(0));
  if (auto vals = ic.getOperandValues(0))
    ic.setResultValues(0, *vals);
  return success();
}

//===----------------------------------------------------------------------===//
// Constants and shapes as values
//===----------------------------------------------------------------------===//

// Constant: the type of whichever value attribute is set; small integer
// constants become known values.
static LogicalResult inferConstant(InferenceContext &ic) {
  tocc::onnx::ConstantOp op(ic.getOp());
  Context &ctx = ic.getContext();
  auto setInts = [&](llvm::ArrayRef<int64_t> ints) {
    llvm::SmallVector<ExprRef, 4> vals;
    for (int64_t v : ints)
      vals.push_back(ic.getConstant(v));
    ic.setResultValues(0, vals);
  };
  auto vector = [&](DType dt, size_t n) {
    ic.setResultType(0, ctx.getTensorType(dt, {ctx.getStaticDim(n)}));
  };
  auto scalar = [&](DType dt) {
    ic.setResultType(0, ctx.getTensorType(dt, llvm::ArrayRef<Dim>()));
  };
  if (Attribute value = op.getValueAttr()) {
    if (!value.isDense())
      return success();
    Type t = value.getDenseType();
    ic.setResultType(0, t);
    if (t.getRank() <= 1)
      if (auto ints = readDenseInts(value))
        setInts(*ints);
  } else if (auto v = op.getValueInt()) {
    scalar(DType::I64);
    setInts({*v});
  } else if (auto vs = op.getValueInts()) {
    vector(DType::I64, vs->size());
    if (vs->size() <= 64)
      setInts(*vs);
  } else if (op.getValueFloat()) {
    scalar(DType::F32);
  } else if (auto fs = op.getValueFloats()) {
    vector(DType::F32, fs->size());
  } else if (op.getValueStringAttr()) {
    scalar(DType::Str);
  } else if (Attribute ss = op.getValueStringsAttr()) {
    if (ss.isArray())
      vector(DType::Str, ss.getArray().size());
  }
  return success();
}

// Shape (opset 15): dims[start:end] as int64, start and end counting from
// the end when negative and clamped to [0, rank].
static LogicalResult inferShape(InferenceContext &ic) {
  tocc::onnx::ShapeOp op(ic.getOp());
  return inferShapeOfRange(ic, op.getStart(), op.getEnd());
}

// Reshape: reshapeShape, where 0 copies the input dim unless allowzero.
static LogicalResult inferReshape(InferenceContext &ic) {
  bool allowZero = tocc::onnx::ReshapeOp(ic.getOp()).getAllowzero() != 0;
  if (failed(checkIndexVector(ic, 1, "shape")))
    return failure();
  return inferReshapeWith(ic, /*zeroCopiesInput=*/!allowZero);
}

// Range (opset 11): the schema's checks and types, then the length from
// the operands' known values (rangeLength), which the schema leaves unknown
// unless all three are constants: Range(past, past + seq, 1) has seq
// elements, which a broadcast against [batch, heads, seq, dim] needs when
// seq may be 1.
static LogicalResult inferRange(InferenceContext &ic) {
  std::optional<int64_t> version = tocc::onnx::getOpsetVersionFor(ic.getOp());
  if (const ::onnx::OpSchema *schema =
          version ? tocc::onnx::findSchema("", "Range", *version) : nullptr)
    if (failed(tocc::onnx::inferWithSchema(ic, *schema)))
      return failure();
  if (ExprRef len = rangeLength(ic))
    ic.setResultShape(0, dtypeOf(ic, 0), {len});
  return success();
}

// Expand: the input and the dims of `shape` broadcast together (ONNX
// Expand is bidirectional, unlike torch.expand).
static LogicalResult inferExpand(InferenceContext &ic) {
  DType dt = dtypeOf(ic, 0);
  if (failed(checkIndexVector(ic, 1, "shape")))
    return failure();
  auto target = vectorEntries(ic, 1);
  auto in = ic.getOperandShape(0);
  if (!target || !in) {
    setUnranked(ic, dt);
    return success();
  }
  auto out = shape::broadcastShapes(ic.getEnv(), *in, *target);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

/// One output dim of a convolution or pooling window per auto_pad:
///   NOTSET: explicit pads (convOutputSize / poolOutputSize)
///   VALID:  no padding
///   SAME_UPPER, SAME_LOWER: in ceildiv stride
/// Pooling with ceil_mode drops a last window that would start in the
/// right padding, as ATen does and ONNX's shape inference does since
/// onnx/onnx#5741.
static llvm::Expected<ExprRef> windowDim(InferenceContext &ic,
                                         llvm::StringRef autoPad, ExprRef in,
                                         ExprRef kernel, int64_t stride,
                                         int64_t padBegin, int64_t padEnd,
                                         int64_t dilation,
                                         std::optional<bool> poolCeilMode) {
  shape::ShapeEnv &env = ic.getEnv();
  if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
    if (!in)
      return nullptr;
    return ic.getExprs().ceilDiv(in, ic.getConstant(stride));
  }
  if (autoPad == "VALID")
    padBegin = padEnd = 0;
  ExprRef s = ic.getConstant(stride), pb = ic.getConstant(padBegin),
          pe = ic.getConstant(padEnd), d = ic.getConstant(dilation);
  if (poolCeilMode)
    return shape::poolOutputSize(env, in, kernel, s, pb, pe, d,
                                 *poolCeilMode);
  return shape::convOutputSize(env, in, kernel, s, pb, pe, d);
}

// Conv: X [N, C, *spatial], W [M, C/group, *kernel], B [M]:
//   Y = [N, M, windowDim(spatial[i], kernel[i], ...)...]
// with C == W[1] * group and M divisible by group; kernel_shape, if given,
// equals W's kernel dims.
static LogicalResult inferConv(InferenceContext &ic) {
  tocc::onnx::ConvOp conv(ic.getOp());
  auto dt = commonDType(ic, {0, 1, 2});
  if (failed(dt))
    return failure();
  auto in = ic.getOperandShape(0), w = ic.getOperandShape(1);
  if (!in && !w) {
    setUnranked(ic, *dt);
    return success();
  }
  size_t rank = in ? in->size() : w->size();
  if (in && w && w->size() != in->size())
    return ic.emitOpError() << "W of rank " << w->size()
                            << " does not match X of rank " << in->size();
  if (rank < 3)
    return ic.emitOpError() << "X of rank " << rank
                            << " has no spatial dims: expected [N, C, "
                               "*spatial]";
  size_t k = rank - 2;
  auto kernelAttr = conv.getKernelShape();
  auto strides = conv.getStrides().value_or(
      llvm::SmallVector<int64_t, 4>(k, 1));
  auto dilations = conv.getDilations().value_or(
      llvm::SmallVector<int64_t, 4>(k, 1));
  auto pads = conv.getPads().value_or(llvm::SmallVector<int64_t, 4>(2 * k, 0));
  if ((kernelAttr && kernelAttr->size() != k) || strides.size() != k ||
      dilations.size() != k || pads.size() != 2 * k)
    return ic.emitOpError() << "kernel_shape, strides, dilations and pads "
                               "must have "
                            << k << ", " << k << ", " << k << " and " << 2 * k
                            << " entries for a " << k << "-d convolution";
  DimList x = in ? toDims(*in) : DimList(rank, nullptr);
  DimList wd = w ? toDims(*w) : DimList(rank, nullptr);
  int64_t group = conv.getGroup();
  shape::ExprContext &ctx = ic.getExprs();
  if (x[1] && wd[1]) {
    ExprRef expected = ctx.mul(wd[1], ic.getConstant(group));
    if (failed(requireEqual(
            ic, x[1], expected,
            "X has " + exprStr(x[1]) + " channels, but W expects " +
                exprStr(expected) + " (" + exprStr(wd[1]) + " per group, " +
                std::to_string(group) + " groups)",
            "Conv: input channels match W")))
      return failure();
  }
  if (wd[0] && group > 1) {
    switch (ic.getEnv().isDivisible(wd[0], group)) {
    case Truth::False:
      return ic.emitOpError() << "W's " << exprStr(wd[0])
                              << " output channels are not divisible by "
                                 "group = "
                              << group;
    case Truth::Unknown:
      if (ic.addGuard(Guard::divisible(
              wd[0], group, "Conv: output channels divisible by group")) ==
          Truth::False)
        return failure();
      break;
    case Truth::True:
      break;
    }
  }
  if (isPresent(ic, 2)) {
    if (auto b = ic.getOperandShape(2)) {
      if (b->size() != 1)
        return ic.emitOpError()
               << "B must be 1-D, got " << ic.getOperandType(2).str();
      if (failed(requireEqual(ic, (*b)[0], wd[0],
                              "B has " + exprStr((*b)[0]) +
                                  " entries, but W has " + exprStr(wd[0]) +
                                  " output channels",
                              "Conv: B matches the output channels")))
        return failure();
    }
  }
  DimList out{x[0], wd[0]};
  DimList kernelDims;
  for (int64_t v : kernelAttr.value_or(llvm::SmallVector<int64_t, 4>()))
    kernelDims.push_back(ic.getConstant(v));
  for (size_t i = 0; i != k; ++i) {
    ExprRef kernel = wd[2 + i];
    if (kernelAttr) {
      if (failed(requireEqual(
              ic, kernelDims[i], kernel,
              "kernel_shape " + shape::printDims(kernelDims) +
                  " does not match W's kernel dims " +
                  shape::printDims(llvm::ArrayRef<ExprRef>(wd).drop_front(2)),
              "Conv: kernel_shape matches W")))
        return failure();
      kernel = kernelDims[i];
    }
    auto d = windowDim(ic, conv.getAutoPad(), x[2 + i], kernel, strides[i],
                       pads[i], pads[k + i], dilations[i], std::nullopt);
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, *dt, out);
  return success();
}

/// MaxPool, AveragePool: X is [N, C, *spatial] with one spatial dim per
/// kernel dim; each is windowDim with ceil_mode.
static LogicalResult
inferPool(InferenceContext &ic, llvm::StringRef autoPad,
          llvm::ArrayRef<int64_t> kernel,
          std::optional<llvm::SmallVector<int64_t, 4>> stridesAttr,
          std::optional<llvm::SmallVector<int64_t, 4>> padsAttr,
          std::optional<llvm::SmallVector<int64_t, 4>> dilationsAttr,
          bool ceilMode) {
  DType dt = dtypeOf(ic, 0);
  auto dims = ic.getOperandShape(0);
  unsigned numResults = ic.getOp()->getNumResults();
  if (!dims) {
    setUnranked(ic, dt);
    if (numResults > 1)
      setUnranked(ic, DType::I64, 1);
    return success();
  }
  size_t k = kernel.size();
  if (dims->size() != k + 2)
    return ic.emitOpError() << "X of rank " << dims->size()
                            << " does not match a " << k
                            << "-d kernel: expected [N, C, *spatial] of rank "
                            << k + 2;
  auto strides = stridesAttr.value_or(llvm::SmallVector<int64_t, 4>(k, 1));
  auto dilations =
      dilationsAttr.value_or(llvm::SmallVector<int64_t, 4>(k, 1));
  auto pads = padsAttr.value_or(llvm::SmallVector<int64_t, 4>(2 * k, 0));
  if (strides.size() != k || dilations.size() != k || pads.size() != 2 * k)
    return ic.emitOpError() << "strides, dilations and pads must have " << k
                            << ", " << k << " and " << 2 * k
                            << " entries for a " << k << "-d kernel";
  DimList out{(*dims)[0], (*dims)[1]};
  for (size_t i = 0; i != k; ++i) {
    auto d = windowDim(ic, autoPad, (*dims)[2 + i], ic.getConstant(kernel[i]),
                       strides[i], pads[i], pads[k + i], dilations[i],
                       ceilMode);
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, dt, out);
  if (numResults > 1)
    ic.setResultShape(1, DType::I64, out);
  return success();
}

static LogicalResult inferMaxPool(InferenceContext &ic) {
  tocc::onnx::MaxPoolOp pool(ic.getOp());
  return inferPool(ic, pool.getAutoPad(), pool.getKernelShape(),
                   pool.getStrides(), pool.getPads(), pool.getDilations(),
                   pool.getCeilMode() != 0);
}

static LogicalResult inferAveragePool(InferenceContext &ic) {
  tocc::onnx::AveragePoolOp pool(ic.getOp());
  return inferPool(ic, pool.getAutoPad(), pool.getKernelShape(),
                   pool.getStrides(), pool.getPads(), std::nullopt,
                   pool.getCeilMode() != 0);
}

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

// Gemm: A' = transA ? A^T : A is [M, K], B' is [K, N], Y is [M, N]; C
// broadcasts to [M, N] one way (each of its dims is 1 or equal).
static LogicalResult inferGemm(InferenceContext &ic) {
  tocc::onnx::GemmOp op(ic.getOp());
  auto dt = commonDType(ic, {0, 1, 2});
  if (failed(dt))
    return failure();
  auto a = ic.getOperandShape(0), b = ic.getOperandShape(1);
  for (auto [s, name, i] : {std::tuple(&a, "A", 0u), std::tuple(&b, "B", 1u)})
    if (*s && (*s)->size() != 2)
      return ic.emitOpError() << name << " must be 2-D, got "
                              << ic.getOperandType(i).str();
  DimList x = a ? toDims(*a) : DimList(2, nullptr);
  DimList y = b ? toDims(*b) : DimList(2, nullptr);
  if (op.getTransA())
    std::swap(x[0], x[1]);
  if (op.getTransB())
    std::swap(y[0], y[1]);
  if (failed(requireEqual(ic, x[1], y[0],
                          "cannot contract dim " + exprStr(x[1]) +
                              " of A' with dim " + exprStr(y[0]) + " of B'",
                          "Gemm: contracted dims must match")))
    return failure();
  DimList out{x[0], y[1]};
  if (isPresent(ic, 2)) {
    if (auto c = ic.getOperandShape(2)) {
      if (c->size() > 2)
        return ic.emitOpError() << "C of rank " << c->size()
                                << " cannot broadcast to [M, N]";
      size_t lead = 2 - c->size();
      for (size_t i = 0; i != c->size(); ++i) {
        ExprRef d = (*c)[i], t = out[lead + i];
        if (!d || !t || ic.getEnv().isNe(d, 1) != Truth::True)
          continue;
        if (failed(requireEqual(ic, d, t,
                                "C of shape " + shape::printDims(*c) +
                                    " cannot broadcast to [M, N] = " +
                                    shape::printDims(out),
                                "Gemm: C broadcasts to the result")))
          return failure();
      }
    }
  }
  ic.setResultShape(0, *dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Slicing, gathering, concatenation, splitting
//===----------------------------------------------------------------------===//

/// ONNX's slice of a list of n known values with constant bounds (see
/// sliceDimOnnx).
static DimList sliceValues(llvm::ArrayRef<ExprRef> vals, int64_t start,
                           int64_t end, int64_t step) {
  int64_t n = vals.size();
  DimList out;
  if (n == 0)
    return out;
  if (start < 0)
    start += n;
  if (end < 0)
    end += n;
  if (step > 0) {
    start = std::clamp<int64_t>(start, 0, n);
    end = std::clamp<int64_t>(end, 0, n);
    for (int64_t i = start; i < end; i += step)
      out.push_back(vals[i]);
  } else {
    start = std::clamp<int64_t>(start, 0, n - 1);
    end = std::clamp<int64_t>(end, -1, n - 1);
    for (int64_t i = start; i > end; i += step)
      out.push_back(vals[i]);
  }
  return out;
}

// Slice: sliceDimOnnx per listed axis (default 0..n-1), steps default 1.
static LogicalResult inferSlice(InferenceContext &ic) {
  static const char *names[] = {"starts", "ends", "axes", "steps"};
  for (unsigned i = 1; i != 5; ++i)
    if (failed(checkIndexVector(ic, i, names[i - 1], /*allowI32=*/true)))
      return failure();
  std::optional<int64_t> length;
  for (unsigned i = 1; i != 5; ++i) {
    if (!isPresent(ic, i))
      continue;
    auto e = vectorEntries(ic, i);
    if (!e)
      continue;
    if (length && *length != int64_t(e->size()))
      return ic.emitOpError()
             << "starts, ends, axes and steps must have one length, but "
             << names[i - 1] << " has " << e->size() << " entries, not "
             << *length;
    length = e->size();
  }
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  std::optional<llvm::SmallVector<int64_t, 4>> axes;
  if (isPresent(ic, 3)) {
    axes = constantValues(ic, 3);
  } else if (length) {
    axes.emplace();
    for (int64_t i = 0; i != *length; ++i)
      axes->push_back(i);
  }
  if (!axes) {
    ic.setResultShape(0, dt, DimList(in->size(), nullptr));
    return success();
  }
  auto starts = vectorEntries(ic, 1), ends = vectorEntries(ic, 2);
  std::optional<DimList> steps =
      isPresent(ic, 4) ? vectorEntries(ic, 4)
                       : DimList(axes->size(), ic.getConstant(1));
  if (failed(inferSliceDims(ic, dt, *in, *axes, starts, ends, steps,
                            SliceRules::Onnx)))
    return failure();

  // Values of a sliced shape: Shape(x)[0:1].
  auto vals = ic.getOperandValues(0);
  auto s = constantValues(ic, 1), e = constantValues(ic, 2);
  std::optional<llvm::SmallVector<int64_t, 4>> st =
      isPresent(ic, 4) ? constantValues(ic, 4)
                       : llvm::SmallVector<int64_t, 4>(axes->size(), 1);
  if (vals && in->size() == 1 && axes->size() == 1 && s && e && st &&
      (*st)[0] != 0)
    ic.setResultValues(0, sliceValues(*vals, (*s)[0], (*e)[0], (*st)[0]));
  return success();
}

// Split (opset 13): the sizes in `split` (which add up to the dim), or
// equal parts, one per output.
static LogicalResult inferSplit(InferenceContext &ic) {
  unsigned n = ic.getOp()->getNumResults();
  if (failed(checkIndexVector(ic, 1, "split")))
    return failure();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    for (unsigned r = 0; r != n; ++r)
      setUnranked(ic, dt, r);
    return success();
  }
  int64_t axis = tocc::onnx::SplitOp(ic.getOp()).getAxis();
  auto ax = shape::normalizeAxis(axis, in->size());
  if (!ax)
    return ic.fail(ax.takeError());
  ExprRef dim = (*in)[*ax];
  DimList parts;
  if (isPresent(ic, 1)) {
    auto sizes = vectorEntries(ic, 1);
    if (sizes && sizes->size() != n)
      return ic.emitOpError() << "split has " << sizes->size()
                              << " entries for " << n << " outputs";
    if (sizes) {
      auto s = shape::splitShape(ic.getEnv(), dim, *sizes);
      if (!s)
        return ic.fail(s.takeError());
      parts = std::move(*s);
    } else {
      parts.assign(n, nullptr);
    }
  } else {
    auto part = shape::splitEqualShape(ic.getEnv(), dim, n);
    if (!part)
      return ic.fail(part.takeError());
    parts.assign(n, *part);
  }
  for (unsigned r = 0; r != n; ++r) {
    DimList out = toDims(*in);
    out[*ax] = parts[r];
    ic.setResultShape(r, dt, out);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Rank changes and permutations
//===----------------------------------------------------------------------===//

// Transpose: permuteShape (no perm reverses the dims).
static LogicalResult inferTranspose(InferenceContext &ic) {
  auto perm = tocc::onnx::TransposeOp(ic.getOp()).getPerm().value_or(
      llvm::SmallVector<int64_t, 4>());
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::permuteShape(ic.getEnv(), in, perm);
      },
      false);
}

// Unsqueeze (opset 13): unsqueezeShape with the constant axes; unknown
// axes give as many more unknown dims as there are axes.
static LogicalResult inferUnsqueeze(InferenceContext &ic) {
  if (failed(checkIndexVector(ic, 1, "axes")))
    return failure();
  auto axes = constantValues(ic, 1);
  if (!axes) {
    DType dt = dtypeOf(ic, 0);
    auto in = ic.getOperandShape(0);
    auto n = vectorEntries(ic, 1);
    if (in && n)
      ic.setResultShape(0, dt, DimList(in->size() + n->size(), nullptr));
    else
      setUnranked(ic, dt);
    return success();
  }
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::unsqueezeShape(ic.getEnv(), in, *axes);
      },
      true);
}

// Squeeze (opset 13): the listed dims must be 1; without axes every dim
// of size 1 goes (undecided dims are guarded != 1 and kept; an unknown dim
// makes the rank unknown).
static LogicalResult inferSqueeze(InferenceContext &ic) {
  if (failed(checkIndexVector(ic, 1, "axes")))
    return failure();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  llvm::SmallVector<int64_t, 4> axes;
  if (isPresent(ic, 1)) {
    auto c = constantValues(ic, 1);
    if (!c) {
      auto n = vectorEntries(ic, 1);
      if (n && n->size() <= in->size())
        ic.setResultShape(0, dt, DimList(in->size() - n->size(), nullptr));
      else
        setUnranked(ic, dt);
      return success();
    }
    axes = *c;
  }
  if (axes.empty() && llvm::is_contained(*in, nullptr)) {
    setUnranked(ic, dt);
    return success();
  }
  auto out = shape::squeezeShape(ic.getEnv(), *in, axes,
                                 /*requireOne=*/!axes.empty());
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  forwardValues(ic);
  return success();
}

// Flatten: [prod(dims[:axis]), prod(dims[axis:])].
static LogicalResult inferFlatten(InferenceContext &ic) {
  int64_t axis = tocc::onnx::FlattenOp(ic.getOp()).getAxis();
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::flattenShapeOnnx(ic.getEnv(), in, axis);
      },
      false);
}

// ReduceMean (opset 13): axes attribute, all dims without it.
static LogicalResult inferReduceMean(InferenceContext &ic) {
  tocc::onnx::ReduceMeanOp op(ic.getOp());
  auto axes = op.getAxes().value_or(llvm::SmallVector<int64_t, 4>());
  bool keep = op.getKeepdims() != 0;
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::reduceShape(ic.getEnv(), in, axes, keep);
      },
      false);
}

// ReduceSum (opset 13): axes input; absent or empty reduces every dim
// unless noop_with_empty_axes. Unknown axes keep the rank (keepdims) or
// drop as many dims as there are axes.
static LogicalResult inferReduceSum(InferenceContext &ic) {
  tocc::onnx::ReduceSumOp op(ic.getOp());
  if (failed(checkIndexVector(ic, 1, "axes")))
    return failure();
  bool keep = op.getKeepdims() != 0;
  bool noop = op.getNoopWithEmptyAxes() != 0;
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  llvm::SmallVector<int64_t, 4> axes;
  if (isPresent(ic, 1)) {
    auto c = constantValues(ic, 1);
    auto n = vectorEntries(ic, 1);
    if (!c && !(n && n->empty())) {
      if (keep)
        ic.setResultShape(0, dt, DimList(in->size(), nullptr));
      else if (n && n->size() <= in->size())
        ic.setResultShape(0, dt, DimList(in->size() - n->size(), nullptr));
      else
        setUnranked(ic, dt);
      return success();
    }
    if (c)
      axes = *c;
  }
  auto out = shape::reduceShape(ic.getEnv(), *in, axes, keep,
                                /*emptyAxesReduceAll=*/!noop);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

//===----------------------------------------------------------------------===//
// Resize
//===----------------------------------------------------------------------===//

/// The float contents of an input defined by an onnx.Constant (Resize's
/// scales are floats, which known values do not carry).
static std::optional<llvm::SmallVector<double, 4>>
constantFloats(InferenceContext &ic, unsigned i) {
  Operation *def = ic.getOp()->getOperand(i)->getDefiningOp();
  if (!def || !def->isa<tocc::onnx::ConstantOp>())
    return std::nullopt;
  tocc::onnx::ConstantOp c(def);
  if (auto fs = c.getValueFloats())
    return *fs;
  Attribute value = c.getValueAttr();
  if (!value || !value.isDense() || value.isElided())
    return std::nullopt;
  Type t = value.getDenseType();
  std::optional<int64_t> n = t.getNumElements();
  DType dt = t.getDType();
  if (!n || (dt != DType::F32 && dt != DType::F64))
    return std::nullopt;
  llvm::ArrayRef<char> raw = value.getRawData();
  unsigned size = dtypeByteSize(dt);
  if (raw.size() < size_t(*n) * size)
    return std::nullopt;
  llvm::SmallVector<double, 4> out;
  for (int64_t k = 0; k != *n; ++k) {
    if (dt == DType::F32) {
      float f;
      std::memcpy(&f, raw.data() + k * size, sizeof(f));
      out.push_back(f);
    } else {
      double d;
      std::memcpy(&d, raw.data() + k * size, sizeof(d));
      out.push_back(d);
    }
  }
  return out;
}

/// Whether an optional input of Resize is given: absent (or empty), present
/// (non-empty), or not known yet (a length that is not known).
enum class Given { No, Yes, Maybe };
static Given isGiven(InferenceContext &ic, unsigned i,
                     std::optional<size_t> knownLength) {
  if (!isPresent(ic, i))
    return Given::No;
  if (!knownLength) {
    auto dims = ic.getOperandShape(i);
    if (dims && dims->size() == 1 && (*dims)[0] && (*dims)[0]->isConstant())
      knownLength = (*dims)[0]->getConstant();
  }
  if (!knownLength)
    return Given::Maybe;
  return *knownLength ? Given::Yes : Given::No;
}

// Resize (opset 13): Y = sizes, or floor(X.dims[i] * scales[i]) (exact for
// scales that are small fractions) when sizes is absent. An empty scales
// tensor counts as absent (opset 11 required one beside sizes). Under
// tf_crop_and_resize the roi scales the dims too, so they are unknown.
static LogicalResult inferResize(InferenceContext &ic) {
  tocc::onnx::ResizeOp op(ic.getOp());
  if (failed(checkIndexVector(ic, 3, "sizes")))
    return failure();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  std::optional<DimList> sizes =
      isPresent(ic, 3) ? vectorEntries(ic, 3) : std::nullopt;
  std::optional<llvm::SmallVector<double, 4>> scales =
      isPresent(ic, 2) ? constantFloats(ic, 2) : std::nullopt;
  Given hasSizes = isGiven(ic, 3, sizes ? std::optional(sizes->size())
                                        : std::nullopt);
  Given hasScales = isGiven(ic, 2, scales ? std::optional(scales->size())
                                          : std::nullopt);
  if (hasSizes == Given::Yes && hasScales == Given::Yes)
    return ic.emitOpError() << "takes scales or sizes, not both";
  if (hasSizes == Given::No && hasScales == Given::No)
    return ic.emitOpError() << "requires scales or sizes";
  auto unknownDims = [&] {
    if (in)
      ic.setResultShape(0, dt, DimList(in->size(), nullptr));
    else
      setUnranked(ic, dt);
    return success();
  };
  bool useSizes = hasSizes == Given::Yes ||
                  (hasSizes == Given::Maybe && hasScales == Given::No);
  bool useScales = hasScales == Given::Yes ||
                   (hasScales == Given::Maybe && hasSizes == Given::No);
  if (useSizes) {
    if (!sizes)
      return unknownDims();
    DimList x = in ? toDims(*in) : DimList(sizes->size(), nullptr);
    auto out = shape::resizeShape(ic.getEnv(), x, *sizes);
    if (!out)
      return ic.fail(out.takeError());
    ic.setResultShape(0, dt, *out);
    return success();
  }
  if (!useScales || !in || !scales)
    return unknownDims();
  if (op.getCoordinateTransformationMode() == "tf_crop_and_resize") {
    if (scales->size() != in->size())
      return ic.emitOpError() << "scales has " << scales->size()
                              << " entries for an input of rank "
                              << in->size();
    return unknownDims();
  }
  auto out = shape::resizeShape(ic.getEnv(), *in, *scales);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

// If: each result merges the two branches' yields: one dtype; dims that are
// provably equal are kept, different ones are unknown; different ranks are
// unranked.
static LogicalResult inferIf(InferenceContext &ic) {
  tocc::onnx::IfOp op(ic.getOp());
  Type cond = ic.getOperandType(0);
  if (cond.isTensor() &&
      ((cond.getDType() != DType::Unknown && cond.getDType() != DType::Bool) ||
       (cond.getNumElements() && *cond.getNumElements() != 1)))
    return ic.emitOpError() << "cond must be a bool tensor of one element, "
                               "got "
                            << cond.str();
  Operation *thenYield = op.getThenBranch().front().getTerminator();
  Operation *elseYield = op.getElseBranch().front().getTerminator();
  unsigned n = ic.getOp()->getNumResults();
  if (!thenYield || !elseYield || thenYield->getNumOperands() != n ||
      elseYield->getNumOperands() != n)
    return success(); // the verifier reports this
  Context &ctx = ic.getContext();
  for (unsigned r = 0; r != n; ++r) {
    Type t = thenYield->getOperand(r)->getType();
    Type e = elseYield->getOperand(r)->getType();
    if (t == e) {
      ic.setResultType(r, t);
      continue;
    }
    if (!t.isTensor() || !e.isTensor())
      continue;
    DType dt = t.getDType();
    if (dt == DType::Unknown)
      dt = e.getDType();
    else if (e.getDType() != DType::Unknown && e.getDType() != dt)
      return ic.emitOpError()
             << "then_branch and else_branch yield different element types "
                "for result #"
             << r << " (" << dtypeName(t.getDType()) << " and "
             << dtypeName(e.getDType()) << ")";
    if (!t.hasRank() || !e.hasRank() || t.getRank() != e.getRank()) {
      ic.setResultType(r, ctx.getUnrankedTensorType(dt));
      continue;
    }
    llvm::SmallVector<Dim, 4> dims;
    for (auto [a, b] : llvm::zip(t.getDims(), e.getDims())) {
      bool same = a == b || (!a.isUnknown() && !b.isUnknown() &&
                             ic.getEnv().isEq(a.getExpr(), b.getExpr()) ==
                                 Truth::True);
      dims.push_back(same ? a : Dim());
    }
    ic.setResultType(r, ctx.getTensorType(dt, dims));
  }
  return success();
}

namespace {
/// A tocc shape function and the schema versions (since_version range) it
/// was written for; other versions use libonnx's inference.
struct VersionedShapeFn {
  llvm::StringRef opType;
  InferShapeFn fn;
  int64_t minSince, maxSince;
};
constexpr int64_t kAny = std::numeric_limits<int64_t>::max();
} // namespace

/// The ranges end before the first version whose semantics the function
/// does not handle; the schema versions after 17 (docs/opsets.md) are
/// checked here: AveragePool-19 (dilations), Resize-18 (axes,
/// keep_aspect_ratio_policy), Split-18 (num_outputs) and ReduceMean-18 (axes
/// as an input) go to their schemas' inference (OnnxSchemasBeyondLibOnnx.cpp);
/// Cast-19/21, Constant-19/21, Shape-19/21, Reshape-19/21, Identity-19/21,
/// If-19/21, Flatten-21, Squeeze-21, Transpose-21 and Unsqueeze-21 only add
/// types tocc has no dtype for, so kAny stays right for them.
static const VersionedShapeFn *findToccShapeFn(llvm::StringRef opType,
                                               int64_t since) {
  using Ctx = shape::ExprContext;
  static const VersionedShapeFn table[] = {
      {"Add", inferArithmetic<&Ctx::add>, 7, kAny},
      {"Sub", inferArithmetic<&Ctx::sub>, 7, kAny},
      {"Mul", inferArithmetic<&Ctx::mul>, 7, kAny},
      {"Div", inferDiv, 7, kAny},
      {"Relu", inferSameAsFirstOperand, 1, kAny},
      {"Conv", inferConv, 1, kAny},
      {"MaxPool", inferMaxPool, 1, kAny},
      {"AveragePool", inferAveragePool, 1, 11},
      {"Constant", inferConstant, 1, kAny},
      {"Shape", inferShape, 1, kAny},
      {"Reshape", inferReshape, 5, kAny},
      {"Gather", inferGather<tocc::onnx::GatherOp, IndexDTypes::I32OrI64>, 1,
       kAny},
      {"Concat", inferConcat<tocc::onnx::ConcatOp>, 4, kAny},
      {"Slice", inferSlice, 10, kAny},
      {"Transpose", inferTranspose, 1, kAny},
      {"Unsqueeze", inferUnsqueeze, 13, kAny},
      {"Squeeze", inferSqueeze, 13, kAny},
      {"Flatten", inferFlatten, 1, kAny},
      {"MatMul", inferMatMul, 1, kAny},
      {"Gemm", inferGemm, 7, kAny},
      {"ReduceMean", inferReduceMean, 1, 17},
      {"ReduceSum", inferReduceSum, 13, kAny},
      {"Cast", inferCast, 6, kAny},
      {"Resize", inferResize, 11, 17},
      {"Expand", inferExpand, 8, kAny},
      {"Range", inferRange, 11, kAny},
      {"Softmax", inferSoftmax<tocc::onnx::SoftmaxOp>, 1, kAny},
      {"Where", inferWhere, 9, kAny},
      // Comparisons (inferComparison): known integer values compare, so a
      // Where(Equal(shape, -1), 1, shape) keeps the shape's values.
      // LessOrEqual and GreaterOrEqual have a function body and no
      // inference in libonnx at all: without these their results stayed
      // untyped until the end of a lowering.
      {"Equal", inferComparison<&shape::ShapeEnv::isEq>, 7, kAny},
      {"Less", inferComparison<&shape::ShapeEnv::isLt>, 7, kAny},
      {"Greater", inferComparison<&shape::ShapeEnv::isGt>, 7, kAny},
      {"LessOrEqual", inferComparison<&shape::ShapeEnv::isLe>, 12, kAny},
      {"GreaterOrEqual", inferComparison<&shape::ShapeEnv::isGe>, 12, kAny},
      {"Identity", inferIdentity, 1, kAny},
      {"Split", inferSplit, 13, 17},
      {"If", inferIf, 1, kAny},
  };
  for (const VersionedShapeFn &entry : table)
    if (entry.opType == opType && since >= entry.minSince &&
        since <= entry.maxSince)
      return &entry;
  return nullptr;
}

/// Every schema op: tocc's function for the schema version in effect, or
/// the schema's own inference.
static LogicalResult inferSchemaOp(InferenceContext &ic) {
  Operation *op = ic.getOp();
  std::optional<int64_t> version = tocc::onnx::getOpsetVersionFor(op);
  if (!version)
    return success();
  llvm::StringRef domain = tocc::onnx::getOpDomain(op), opType = tocc::onnx::getOpType(op);
  const ::onnx::OpSchema *schema = tocc::onnx::findSchema(domain, opType, *version);
  if (!schema)
    return success(); // the verifier reports it; custom ops keep their types
  if (domain.empty())
    if (const VersionedShapeFn *fn =
            findToccShapeFn(opType, schema->SinceVersion()))
      return fn->fn(ic);
  return tocc::onnx::inferWithSchema(ic, *schema);
}

static LogicalResult inferInitializer(InferenceContext &ic) {
  Attribute value = ic.getOp()->getAttr("value");
  if (!value || !value.isDense())
    return ic.emitOpError() << "requires a dense 'value'";
  ic.setResultType(0, value.getDenseType());
  return success();
}

void tocc::onnx::attachOnnxShapeFunctions(Dialect &dialect) {
  for (const auto &def : dialect.getOps()) {
    OpDef *mutableDef = dialect.lookupMutable(def->name);
    mutableDef->inferShape =
        def->name == "onnx.initializer" ? inferInitializer : inferSchemaOp;
  }
}
