//===- CoreShapes.cpp - Shape functions of the core ops --------------------===//
//
// One shape function per core op, over the rules of tocc/Shape. Integer
// values of small 1-D i64 tensors (shape_of, constants and the arithmetic
// on them) are followed too, so that a reshape or slice whose operand was
// computed from shapes infers exactly.
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/CommonShapeFunctions.h"
#include "tocc/Shape/ShapeFunctions.h"

#include <algorithm>

using namespace tocc;
using shape::DimList;
using shape::ExprRef;
using shape::Guard;
using shape::Truth;

//===----------------------------------------------------------------------===//
// Constants and elementwise ops
//===----------------------------------------------------------------------===//

// constant: the value's type; small integer constants also become known
// values, so shapes computed from them (reshape targets) stay exact.
static LogicalResult inferConstant(InferenceContext &ic) {
  Attribute value = core::ConstantOp(ic.getOp()).getValueAttr();
  Type t = value.getDenseType();
  ic.setResultType(0, t);
  if (t.getRank() > 1)
    return success();
  if (auto ints = readDenseInts(value)) {
    llvm::SmallVector<ExprRef, 4> vals;
    for (int64_t v : *ints)
      vals.push_back(ic.getConstant(v));
    ic.setResultValues(0, vals);
  }
  return success();
}

// floordiv: floor(a / b), the division of shape arithmetic (div is true
// division, which gives floats in torch even for integer operands).
static LogicalResult inferFloorDiv(InferenceContext &ic) {
  if (failed(inferBroadcastSameDType(ic)))
    return failure();
  shape::ExprContext &ctx = ic.getExprs();
  inferBinaryValues(ic, [&](ExprRef a, ExprRef b) -> ExprRef {
    if (b->isConstant() && b->getConstant() == 0)
      return nullptr;
    return ctx.floorDiv(a, b);
  });
  return success();
}

// cast: the input's dims with the new dtype (inferCastTo).
static LogicalResult inferCast(InferenceContext &ic) {
  return inferCastTo(ic, core::CastOp(ic.getOp()).getDtype());
}

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

// conv: input [N, C, *spatial], weight [O, C/groups, *kernel], bias [O]:
//   out = [N, O, convOutputSize(spatial[i], kernel[i], ...)...]
// with C == weight[1] * groups and O divisible by groups.
static LogicalResult inferConv(InferenceContext &ic) {
  core::ConvOp conv(ic.getOp());
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
    return ic.emitOpError() << "weight of rank " << w->size()
                            << " does not match the input of rank "
                            << in->size();
  if (rank < 3)
    return ic.emitOpError() << "input of rank " << rank
                            << " has no spatial dims: expected [N, C, "
                               "*spatial]";
  size_t k = rank - 2;
  auto strides = conv.getStrides().value_or(
      llvm::SmallVector<int64_t, 4>(k, 1));
  auto dilations = conv.getDilations().value_or(
      llvm::SmallVector<int64_t, 4>(k, 1));
  auto pads = conv.getPads().value_or(llvm::SmallVector<int64_t, 4>(2 * k, 0));
  if (strides.size() != k || dilations.size() != k || pads.size() != 2 * k)
    return ic.emitOpError() << "strides, dilations and pads must have " << k
                            << ", " << k << " and " << 2 * k
                            << " entries for a " << k << "-d convolution";
  DimList x = in ? toDims(*in) : DimList(rank, nullptr);
  DimList wd = w ? toDims(*w) : DimList(rank, nullptr);
  int64_t groups = conv.getGroups();
  shape::ShapeEnv &env = ic.getEnv();
  shape::ExprContext &ctx = ic.getExprs();
  if (x[1] && wd[1]) {
    ExprRef expected = ctx.mul(wd[1], ic.getConstant(groups));
    if (failed(requireEqual(ic, x[1], expected,
                            "input has " + exprStr(x[1]) +
                                " channels, but the weight expects " +
                                exprStr(expected) + " (" + exprStr(wd[1]) +
                                " per group, " + std::to_string(groups) +
                                " groups)",
                            "conv: input channels match the weight")))
      return failure();
  }
  if (wd[0] && groups > 1) {
    switch (env.isDivisible(wd[0], groups)) {
    case Truth::False:
      return ic.emitOpError() << "weight's " << exprStr(wd[0])
                              << " output channels are not divisible by "
                                 "groups = "
                              << groups;
    case Truth::Unknown:
      if (ic.addGuard(Guard::divisible(wd[0], groups,
                                       "conv: output channels divisible by "
                                       "groups")) == Truth::False)
        return failure();
      break;
    case Truth::True:
      break;
    }
  }
  if (auto b = ic.getOperandShape(2)) {
    if (b->size() != 1)
      return ic.emitOpError()
             << "bias must be 1-D, got " << ic.getOperandType(2).str();
    if (failed(requireEqual(ic, (*b)[0], wd[0],
                            "bias has " + exprStr((*b)[0]) +
                                " entries, but the weight has " +
                                exprStr(wd[0]) + " output channels",
                            "conv: bias matches the output channels")))
      return failure();
  }
  DimList out{x[0], wd[0]};
  for (size_t i = 0; i != k; ++i) {
    auto d = shape::convOutputSize(
        env, x[2 + i], wd[2 + i], ic.getConstant(strides[i]),
        ic.getConstant(pads[i]), ic.getConstant(pads[k + i]),
        ic.getConstant(dilations[i]));
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, *dt, out);
  return success();
}

/// Pooling: leading (batch, channel) dims pass through; each spatial dim is
/// poolOutputSize with strides (default 1), pads (begin..., end...) and
/// dilations (default 1).
static LogicalResult
inferPool(InferenceContext &ic, llvm::ArrayRef<int64_t> kernel,
          std::optional<llvm::SmallVector<int64_t, 4>> stridesAttr,
          std::optional<llvm::SmallVector<int64_t, 4>> padsAttr,
          std::optional<llvm::SmallVector<int64_t, 4>> dilationsAttr,
          bool ceilMode) {
  Type in = ic.getOperandType(0);
  auto dims = ic.getOperandShape(0);
  if (!dims) {
    setUnranked(ic, in.getDType());
    return success();
  }
  size_t k = kernel.size();
  if (dims->size() < k + 1)
    return ic.emitOpError() << "input of rank " << dims->size()
                            << " is too small for a " << k << "-d kernel";
  auto strides = stridesAttr.value_or(llvm::SmallVector<int64_t, 4>(k, 1));
  auto dilations =
      dilationsAttr.value_or(llvm::SmallVector<int64_t, 4>(k, 1));
  auto pads = padsAttr.value_or(llvm::SmallVector<int64_t, 4>(2 * k, 0));
  if (strides.size() != k || dilations.size() != k || pads.size() != 2 * k)
    return ic.emitOpError() << "strides, dilations and pads must have " << k
                            << ", " << k << " and " << 2 * k
                            << " entries for a " << k << "-d kernel";
  size_t lead = dims->size() - k;
  DimList out(dims->begin(), dims->begin() + lead);
  for (size_t i = 0; i != k; ++i) {
    auto d = shape::poolOutputSize(
        ic.getEnv(), (*dims)[lead + i], ic.getConstant(kernel[i]),
        ic.getConstant(strides[i]), ic.getConstant(pads[i]),
        ic.getConstant(pads[k + i]), ic.getConstant(dilations[i]), ceilMode);
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, in.getDType(), out);
  return success();
}

static LogicalResult inferMaxPool(InferenceContext &ic) {
  core::MaxPoolOp pool(ic.getOp());
  return inferPool(ic, pool.getKernelShape(), pool.getStrides(),
                   pool.getPads(), pool.getDilations(), pool.getCeilMode());
}

static LogicalResult inferAvgPool(InferenceContext &ic) {
  core::AvgPoolOp pool(ic.getOp());
  return inferPool(ic, pool.getKernelShape(), pool.getStrides(),
                   pool.getPads(), std::nullopt, pool.getCeilMode());
}

//===----------------------------------------------------------------------===//
// Shapes as values: shape_of, reshape, expand
//===----------------------------------------------------------------------===//

// shape_of: [rank] i64 whose values are the input's dims (ONNX Shape
// without start and end).
static LogicalResult inferShapeOf(InferenceContext &ic) {
  return inferShapeOfRange(ic, 0, std::nullopt);
}

// reshape: torch.reshape (reshapeShape, 0 is a size of 0); the target is
// the values of `shape`, or as many unknown dims as its static length.
static LogicalResult inferReshape(InferenceContext &ic) {
  if (failed(checkIndexVector(ic, 1, "shape", "i64")))
    return failure();
  return inferReshapeWith(ic, /*zeroCopiesInput=*/false);
}

// expand: torch.expand (expandShape) to the values of `shape`.
static LogicalResult inferExpand(InferenceContext &ic) {
  DType dt = dtypeOf(ic, 0);
  if (failed(checkIndexVector(ic, 1, "shape", "i64")))
    return failure();
  auto target = vectorEntries(ic, 1);
  if (!target) {
    setUnranked(ic, dt);
    return success();
  }
  auto in = ic.getOperandShape(0);
  if (!in) {
    // Each -1 keeps an input dim that is not known.
    DimList out;
    for (ExprRef t : *target)
      out.push_back(t && t->isConstant() && t->getConstant() == -1 ? nullptr
                                                                    : t);
    ic.setResultShape(0, dt, out);
    return success();
  }
  auto out = shape::expandShape(ic.getEnv(), *in, *target);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

//===----------------------------------------------------------------------===//
// Slicing, gathering, concatenation
//===----------------------------------------------------------------------===//

/// ATen's slice of a list of n known values with constant bounds:
///   start += n if start < 0; end += n if end < 0
///   start = clamp(start, 0, n); end = clamp(end, start, n)
static DimList sliceValues(llvm::ArrayRef<ExprRef> vals, int64_t start,
                           int64_t end, int64_t step) {
  int64_t n = vals.size();
  if (start < 0)
    start += n;
  if (end < 0)
    end += n;
  start = std::clamp<int64_t>(start, 0, n);
  end = std::clamp<int64_t>(end, start, n);
  DimList out;
  for (int64_t i = start; i < end; i += step)
    out.push_back(vals[i]);
  return out;
}

// slice: sliceDim per listed axis (ATen semantics); the other dims pass
// through. Unknown axes make every dim unknown.
static LogicalResult inferSlice(InferenceContext &ic) {
  static const char *names[] = {"starts", "ends", "axes", "steps"};
  for (unsigned i = 1; i != 5; ++i)
    if (failed(checkIndexVector(ic, i, names[i - 1], "i64")))
      return failure();
  std::optional<int64_t> length;
  for (unsigned i = 1; i != 5; ++i) {
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
  auto axes = constantValues(ic, 3);
  if (!axes) {
    ic.setResultShape(0, dt, DimList(in->size(), nullptr));
    return success();
  }
  auto starts = vectorEntries(ic, 1), ends = vectorEntries(ic, 2),
       steps = vectorEntries(ic, 4);
  if (failed(inferSliceDims(ic, dt, *in, *axes, starts, ends, steps,
                            SliceRules::Aten)))
    return failure();

  // Values of a sliced shape: shape_of(x)[0:1].
  auto vals = ic.getOperandValues(0);
  auto s = constantValues(ic, 1), e = constantValues(ic, 2),
       st = constantValues(ic, 4);
  if (vals && in->size() == 1 && axes->size() == 1 && s && e && st &&
      (*st)[0] >= 1)
    ic.setResultValues(0, sliceValues(*vals, (*s)[0], (*e)[0], (*st)[0]));
  return success();
}

//===----------------------------------------------------------------------===//
// Rank changes and permutations
//===----------------------------------------------------------------------===//

// transpose: permuteShape; perm lists every dim once.
static LogicalResult inferTranspose(InferenceContext &ic) {
  auto perm = core::TransposeOp(ic.getOp()).getPerm();
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dtypeOf(ic, 0));
    return success();
  }
  if (perm.size() != in->size())
    return ic.emitOpError() << "perm has " << perm.size()
                            << " entries for an input of rank " << in->size();
  auto out = shape::permuteShape(ic.getEnv(), *in, perm);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dtypeOf(ic, 0), *out);
  return success();
}

static LogicalResult inferUnsqueeze(InferenceContext &ic) {
  auto axes = core::UnsqueezeOp(ic.getOp()).getAxes();
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::unsqueezeShape(ic.getEnv(), in, axes);
      },
      true);
}

static LogicalResult inferSqueeze(InferenceContext &ic) {
  auto axes = core::SqueezeOp(ic.getOp()).getAxes();
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::squeezeShape(ic.getEnv(), in, axes,
                                   /*requireOne=*/true);
      },
      true);
}

static LogicalResult inferFlatten(InferenceContext &ic) {
  core::FlattenOp op(ic.getOp());
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::flattenShape(ic.getEnv(), in, op.getStartDim(),
                                   op.getEndDim());
      },
      true);
}

// reduce_sum, reduce_mean, reduce_max: reduceShape (empty axes reduce all).
template <typename OpT> static LogicalResult inferReduce(InferenceContext &ic) {
  OpT op(ic.getOp());
  auto axes = op.getAxes();
  bool keep = op.getKeepdim();
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::reduceShape(ic.getEnv(), in, axes, keep);
      },
      false);
}

// resize: resizeShape with sizes, or with scales (floor(dim * scale)).
static LogicalResult inferResize(InferenceContext &ic) {
  core::ResizeOp op(ic.getOp());
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  auto sizes = op.getSizes();
  if (!in) {
    if (!sizes) {
      setUnranked(ic, dt);
      return success();
    }
    in = DimList(sizes->size(), nullptr);
  }
  auto out = [&]() -> llvm::Expected<DimList> {
    if (!sizes)
      return shape::resizeShape(
          ic.getEnv(), *in,
          op.getScales().value_or(llvm::SmallVector<double, 4>()));
    DimList s;
    for (int64_t v : *sizes)
      s.push_back(ic.getConstant(v));
    return shape::resizeShape(ic.getEnv(), *in, s);
  }();
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

void core::attachCoreShapeFunctions(Dialect &dialect) {
  using Ctx = shape::ExprContext;
  bool ok = attachShapeFunctions(
      dialect, {
                   {"core.constant", inferConstant},
                   {"core.add", inferArithmetic<&Ctx::add>},
                   {"core.sub", inferArithmetic<&Ctx::sub>},
                   {"core.mul", inferArithmetic<&Ctx::mul>},
                   {"core.div", inferBroadcastSameDType},
                   {"core.floordiv", inferFloorDiv},
                   {"core.relu", inferSameAsFirstOperand},
                   {"core.matmul", inferMatMul},
                   {"core.max_pool", inferMaxPool},
                   {"core.conv", inferConv},
                   {"core.avg_pool", inferAvgPool},
                   {"core.reshape", inferReshape},
                   {"core.shape_of", inferShapeOf},
                   {"core.slice", inferSlice},
                   {"core.concat", inferConcat<core::ConcatOp>},
                   {"core.transpose", inferTranspose},
                   {"core.unsqueeze", inferUnsqueeze},
                   {"core.squeeze", inferSqueeze},
                   {"core.flatten", inferFlatten},
                   {"core.reduce_sum", inferReduce<core::ReduceSumOp>},
                   {"core.reduce_mean", inferReduce<core::ReduceMeanOp>},
                   {"core.reduce_max", inferReduce<core::ReduceMaxOp>},
                   {"core.cast", inferCast},
                   {"core.gather",
                    inferGather<core::GatherOp, IndexDTypes::AnyInteger>},
                   {"core.resize", inferResize},
                   {"core.expand", inferExpand},
                   {"core.softmax", inferSoftmax<core::SoftmaxOp>},
                   {"core.where", inferWhere},
               });
  assert(ok && "shape function for an op the core table does not declare");
  (void)ok;
}
