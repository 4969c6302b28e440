//===- CoreShapes.cpp - Shape functions of the core ops --------------------===//
//
// One shape function per core op, over the rules of tocc/Shape. Integer
// values of small 1-D i64 tensors (shape_of, constants and the arithmetic
// on them) are followed too, so that a reshape or slice whose operand was
// computed from shapes infers exactly.
//
//===----------------------------------------------------------------------===//
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Shape/ShapeFunctions.h"

#include <algorithm>

using namespace tocc;
using shape::DimList;
using shape::ExprRef;
using shape::Guard;
using shape::Truth;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static DType dtypeOf(InferenceContext &ic, unsigned i) {
  Type t = ic.getOperandType(i);
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

static void setUnranked(InferenceContext &ic, DType dt, unsigned result = 0) {
  ic.setResultType(result, ic.getContext().getUnrankedTensorType(dt));
}

/// The common dtype of the listed tensor operands (none-typed ones are
/// skipped); an error if two known ones differ.
static llvm::FailureOr<DType> commonDType(InferenceContext &ic,
                                          llvm::ArrayRef<unsigned> operands) {
  DType dt = DType::Unknown;
  for (unsigned i : operands) {
    DType d = dtypeOf(ic, i);
    if (d == DType::Unknown)
      continue;
    if (dt != DType::Unknown && d != dt)
      return ic.emitOpError() << "operands have different element types ("
                              << dtypeName(dt) << " and " << dtypeName(d)
                              << ")";
    dt = d;
  }
  return dt;
}

/// Operands holding a list of integers (shape, starts, ...) are 1-D i64
/// tensors.
static LogicalResult checkIndexVector(InferenceContext &ic, unsigned i,
                                      llvm::StringRef name) {
  Type t = ic.getOperandType(i);
  if ((t.hasRank() && t.getRank() != 1) ||
      (t.getDType() != DType::Unknown && t.getDType() != DType::I64))
    return ic.emitOpError() << name << " must be a 1-D i64 tensor, got "
                            << t.str();
  return success();
}

/// The entries of a 1-D integer operand: its known values, else as many
/// unknown entries as its static length; nullopt if even that is unknown.
static std::optional<DimList> vectorEntries(InferenceContext &ic,
                                            unsigned i) {
  if (auto vals = ic.getOperandValues(i))
    return DimList(vals->begin(), vals->end());
  auto dims = ic.getOperandShape(i);
  if (dims && dims->size() == 1 && (*dims)[0] && (*dims)[0]->isConstant())
    return DimList((*dims)[0]->getConstant(), nullptr);
  return std::nullopt;
}

/// The operand's values if every one is a known constant.
static std::optional<llvm::SmallVector<int64_t, 4>>
constantValues(InferenceContext &ic, unsigned i) {
  auto vals = ic.getOperandValues(i);
  if (!vals)
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> out;
  for (ExprRef v : *vals) {
    if (!v || !v->isConstant())
      return std::nullopt;
    out.push_back(v->getConstant());
  }
  return out;
}

/// Ops that keep the elements in order (reshape, squeeze, ...) keep the
/// known values of a 0-d or 1-D input when the result is 0-d or 1-D too.
static void forwardValues(InferenceContext &ic) {
  Type out = ic.getInferredType(0);
  auto vals = ic.getOperandValues(0);
  if (!vals || !out || !out.hasRank() || out.getRank() > 1)
    return;
  if (out.getRank() == 1 && out.getDims()[0].isStatic() &&
      out.getDims()[0].getStatic() != int64_t(vals->size()))
    return;
  ic.setResultValues(0, *vals);
}

/// `a == b` for two dims that must agree: provably not is an error with
/// `mismatch`, undecided is recorded as a guard with `reason`.
static LogicalResult requireEqual(InferenceContext &ic, ExprRef a, ExprRef b,
                                  const llvm::Twine &mismatch,
                                  llvm::StringRef reason) {
  if (!a || !b || a == b)
    return success();
  switch (ic.getEnv().isEq(a, b)) {
  case Truth::True:
    return success();
  case Truth::False:
    return ic.emitOpError() << mismatch;
  case Truth::Unknown:
    break;
  }
  return success(ic.addGuard(Guard::eq(a, b, reason.str())) != Truth::False);
}

static std::string str(ExprRef e) { return e ? e->str() : "?"; }

static DimList toDims(llvm::ArrayRef<ExprRef> dims) {
  return DimList(dims.begin(), dims.end());
}

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

// add, sub, mul: broadcast; integer values are added, subtracted and
// multiplied as expressions.
template <ExprRef (shape::ExprContext::*Fn)(ExprRef, ExprRef)>
static LogicalResult inferArithmetic(InferenceContext &ic) {
  if (failed(inferBroadcastSameDType(ic)))
    return failure();
  shape::ExprContext &ctx = ic.getExprs();
  inferBinaryValues(ic, [&](ExprRef a, ExprRef b) { return (ctx.*Fn)(a, b); });
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

// where: cond, x and y broadcast together; the result has x's and y's
// dtype.
static LogicalResult inferWhere(InferenceContext &ic) {
  DType c = dtypeOf(ic, 0);
  if (c != DType::Unknown && c != DType::Bool)
    return ic.emitOpError() << "condition must be a bool tensor, got "
                            << ic.getOperandType(0).str();
  auto dt = commonDType(ic, {1, 2});
  if (failed(dt))
    return failure();
  DimList out;
  for (unsigned i = 0; i != 3; ++i) {
    auto s = ic.getOperandShape(i);
    if (!s) {
      setUnranked(ic, *dt);
      return success();
    }
    auto b = shape::broadcastShapes(ic.getEnv(), out, *s);
    if (!b)
      return ic.fail(b.takeError());
    out = std::move(*b);
  }
  ic.setResultShape(0, *dt, out);
  return success();
}

// cast: the input's dims with the new dtype; known integer values convert.
static LogicalResult inferCast(InferenceContext &ic) {
  DType dt = core::CastOp(ic.getOp()).getDtype();
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  ic.setResultShape(0, dt, *in);
  auto vals = ic.getOperandValues(0);
  if (vals && (isIntegerDType(dt) || dt == DType::Bool)) {
    llvm::SmallVector<ExprRef, 4> out;
    for (ExprRef v : *vals)
      out.push_back(castKnownValue(ic.getEnv(), v, dt));
    ic.setResultValues(0, out);
  }
  return success();
}

// softmax: the input's type; the axis must exist.
static LogicalResult inferSoftmax(InferenceContext &ic) {
  int64_t axis = core::SoftmaxOp(ic.getOp()).getAxis();
  auto in = ic.getOperandShape(0);
  if (in) {
    int64_t rank = std::max<int64_t>(in->size(), 1);
    if (axis < -rank || axis >= rank)
      return ic.emitOpError() << "axis " << axis
                              << " is out of range for rank " << in->size();
  }
  ic.setResultType(0, ic.getOperandType(0));
  return success();
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
    if (failed(requireEqual(
            ic, x[1], expected,
            "input has " + str(x[1]) + " channels, but the weight expects " +
                str(expected) + " (" + str(wd[1]) + " per group, " +
                std::to_string(groups) + " groups)",
            "conv: input channels match the weight")))
      return failure();
  }
  if (wd[0] && groups > 1) {
    switch (env.isDivisible(wd[0], groups)) {
    case Truth::False:
      return ic.emitOpError() << "weight's " << str(wd[0])
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
      return ic.emitOpError() << "bias must be 1-D, got "
                              << ic.getOperandType(2).str();
    if (failed(requireEqual(ic, (*b)[0], wd[0],
                            "bias has " + str((*b)[0]) +
                                " entries, but the weight has " + str(wd[0]) +
                                " output channels",
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

// matmul: numpy.matmul, with batch broadcasting.
static LogicalResult inferMatmul(InferenceContext &ic) {
  auto dt = commonDType(ic, {0, 1});
  if (failed(dt))
    return failure();
  auto a = ic.getOperandShape(0), b = ic.getOperandShape(1);
  if (!a || !b) {
    setUnranked(ic, *dt);
    return success();
  }
  auto out = shape::matmulShape(ic.getEnv(), *a, *b);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, *dt, *out);
  return success();
}

//===----------------------------------------------------------------------===//
// Shapes as values: shape_of, reshape, expand
//===----------------------------------------------------------------------===//

// shape_of: [rank] i64 whose values are the input's dims.
static LogicalResult inferShapeOf(InferenceContext &ic) {
  auto in = ic.getOperandShape(0);
  if (!in) {
    ic.setResultShape(0, DType::I64, {nullptr});
    return success();
  }
  ic.setResultShape(0, DType::I64, {ic.getConstant(in->size())});
  ic.setResultValues(0, *in);
  return success();
}

// reshape: torch.reshape (reshapeShape, 0 is a size of 0); the target is
// the values of `shape`, or as many unknown dims as its static length.
static LogicalResult inferReshape(InferenceContext &ic) {
  DType dt = dtypeOf(ic, 0);
  if (failed(checkIndexVector(ic, 1, "shape")))
    return failure();
  auto target = vectorEntries(ic, 1);
  if (!target) {
    setUnranked(ic, dt);
    return success();
  }
  // An unranked input checks the target alone (one -1, no size < -1).
  auto in = ic.getOperandShape(0);
  DimList x = in ? toDims(*in) : DimList(target->size(), nullptr);
  auto out = shape::reshapeShape(ic.getEnv(), x, *target);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  forwardValues(ic);
  return success();
}

// expand: torch.expand (expandShape) to the values of `shape`.
static LogicalResult inferExpand(InferenceContext &ic) {
  DType dt = dtypeOf(ic, 0);
  if (failed(checkIndexVector(ic, 1, "shape")))
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
    if (failed(checkIndexVector(ic, i, names[i - 1])))
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
  DimList out = toDims(*in);
  llvm::SmallVector<int64_t, 4> seen;
  for (size_t k = 0; k != axes->size(); ++k) {
    auto ax = shape::normalizeAxis((*axes)[k], in->size());
    if (!ax)
      return ic.fail(ax.takeError());
    if (llvm::is_contained(seen, *ax))
      return ic.emitOpError() << "axis " << (*axes)[k] << " is repeated";
    seen.push_back(*ax);
    auto d = shape::sliceDim(ic.getEnv(), (*in)[*ax],
                             starts ? (*starts)[k] : nullptr,
                             ends ? (*ends)[k] : nullptr,
                             steps ? (*steps)[k] : nullptr);
    if (!d)
      return ic.fail(d.takeError());
    out[*ax] = *d;
  }
  ic.setResultShape(0, dt, out);

  // Values of a sliced shape: shape_of(x)[0:1].
  auto vals = ic.getOperandValues(0);
  auto s = constantValues(ic, 1), e = constantValues(ic, 2),
       st = constantValues(ic, 4);
  if (vals && in->size() == 1 && axes->size() == 1 && s && e && st &&
      (*st)[0] >= 1)
    ic.setResultValues(0, sliceValues(*vals, (*s)[0], (*e)[0], (*st)[0]));
  return success();
}

// gather: gatherShape; constant indices into known values pick them.
static LogicalResult inferGather(InferenceContext &ic) {
  int64_t axis = core::GatherOp(ic.getOp()).getAxis();
  DType it = dtypeOf(ic, 1);
  if (it != DType::Unknown && !isIntegerDType(it))
    return ic.emitOpError() << "indices must be an integer tensor, got "
                            << ic.getOperandType(1).str();
  DType dt = dtypeOf(ic, 0);
  auto data = ic.getOperandShape(0), indices = ic.getOperandShape(1);
  if (!data || !indices) {
    setUnranked(ic, dt);
    return success();
  }
  auto out = shape::gatherShape(ic.getEnv(), *data, *indices, axis);
  if (!out)
    return ic.fail(out.takeError());
  int64_t ax = axis < 0 ? axis + int64_t(data->size()) : axis;
  ExprRef dim = (*data)[ax];
  auto idx = ic.getOperandValues(1);
  // Indices provably out of [-dim, dim) are an error.
  if (idx && dim) {
    shape::ShapeEnv &env = ic.getEnv();
    for (ExprRef i : *idx) {
      if (!i)
        continue;
      bool below = env.isLt(i, ic.getExprs().neg(dim)) == Truth::True;
      bool above = env.isGe(i, dim) == Truth::True;
      if (below || above)
        return ic.emitOpError() << "index " << str(i)
                                << " is out of range for a dim of size "
                                << str(dim);
    }
  }
  ic.setResultShape(0, dt, *out);
  auto vals = ic.getOperandValues(0);
  if (vals && idx && data->size() == 1 && indices->size() <= 1) {
    int64_t n = vals->size();
    DimList picked;
    for (ExprRef i : *idx) {
      if (!i || !i->isConstant()) {
        picked.push_back(nullptr);
        continue;
      }
      int64_t j = i->getConstant();
      j = j < 0 ? j + n : j;
      picked.push_back(j >= 0 && j < n ? (*vals)[j] : nullptr);
    }
    ic.setResultValues(0, picked);
  }
  return success();
}

// concat: concatShapes; an unranked input counts as unknown dims of the
// others' rank. Known 1-D values are concatenated.
static LogicalResult inferConcat(InferenceContext &ic) {
  llvm::SmallVector<unsigned, 4> all;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    all.push_back(i);
  auto dt = commonDType(ic, all);
  if (failed(dt))
    return failure();
  std::optional<size_t> rank;
  for (unsigned i : all)
    if (auto s = ic.getOperandShape(i))
      rank = s->size();
  if (!rank) {
    setUnranked(ic, *dt);
    return success();
  }
  llvm::SmallVector<DimList, 4> shapes;
  for (unsigned i : all) {
    auto s = ic.getOperandShape(i);
    shapes.push_back(s ? toDims(*s) : DimList(*rank, nullptr));
  }
  llvm::SmallVector<llvm::ArrayRef<ExprRef>, 4> refs(shapes.begin(),
                                                     shapes.end());
  int64_t axis = core::ConcatOp(ic.getOp()).getAxis();
  auto out = shape::concatShapes(ic.getEnv(), refs, axis);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, *dt, *out);
  // Values: an input without them contributes unknown entries.
  if (*rank == 1) {
    DimList vals;
    bool any = false;
    for (unsigned i : all) {
      auto v = vectorEntries(ic, i);
      if (!v)
        return success();
      any |= ic.getOperandValues(i).has_value();
      vals.append(v->begin(), v->end());
    }
    if (any)
      ic.setResultValues(0, vals);
  }
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

/// Runs a rule over the input's dims, keeping values when the result is
/// small (elements keep their order).
template <typename Rule>
static LogicalResult inferFromInputDims(InferenceContext &ic, Rule rule,
                                        bool keepsValues) {
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  llvm::Expected<DimList> out = rule(*in);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  if (keepsValues)
    forwardValues(ic);
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
                   {"core.matmul", inferMatmul},
                   {"core.max_pool", inferMaxPool},
                   {"core.conv", inferConv},
                   {"core.avg_pool", inferAvgPool},
                   {"core.reshape", inferReshape},
                   {"core.shape_of", inferShapeOf},
                   {"core.slice", inferSlice},
                   {"core.concat", inferConcat},
                   {"core.transpose", inferTranspose},
                   {"core.unsqueeze", inferUnsqueeze},
                   {"core.squeeze", inferSqueeze},
                   {"core.flatten", inferFlatten},
                   {"core.reduce_sum", inferReduce<core::ReduceSumOp>},
                   {"core.reduce_mean", inferReduce<core::ReduceMeanOp>},
                   {"core.reduce_max", inferReduce<core::ReduceMaxOp>},
                   {"core.cast", inferCast},
                   {"core.gather", inferGather},
                   {"core.resize", inferResize},
                   {"core.expand", inferExpand},
                   {"core.softmax", inferSoftmax},
                   {"core.where", inferWhere},
               });
  assert(ok && "shape function for an op the core table does not declare");
  (void)ok;
}
