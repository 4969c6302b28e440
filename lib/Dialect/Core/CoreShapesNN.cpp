//===- CoreShapesNN.cpp - Shapes of the core network ops ------------------===//
//
// Matrix products, convolution and pooling, normalization, attention,
// reductions, scans, sorting and resizing.
//
//===----------------------------------------------------------------------===//
#include "CoreShapes.h"

#include "tocc/Shape/ShapeRules.h"

using namespace tocc;
using namespace tocc::core;
using shape::DimList;
using shape::ExprRef;
using shape::Guard;
using shape::Truth;

using Ints = llvm::SmallVector<int64_t, 4>;

/// The dims of a present operand; for an unranked one `rank` unknown dims.
static DimList dimsOr(InferenceContext &ic, unsigned i, size_t rank) {
  auto s = ic.getOperandShape(i);
  return s ? toDims(*s) : DimList(rank, nullptr);
}

/// A per-channel operand (weight, bias, mean, var): absent, or 1-D with
/// `channels` entries.
static LogicalResult requirePerChannel(InferenceContext &ic, unsigned i,
                                       llvm::StringRef name,
                                       ExprRef channels) {
  if (!isPresent(ic, i))
    return success();
  auto s = ic.getOperandShape(i);
  if (!s)
    return success();
  if (s->size() != 1)
    return ic.emitOpError() << name << " must be 1-D, got "
                            << ic.getOperandType(i).str();
  return requireEqual(ic, (*s)[0], channels,
                      name + " has " + exprStr((*s)[0]) +
                          " entries, but the input has " + exprStr(channels) +
                          " channels",
                      (ic.getOp()->getName().getStringRef() + ": " + name +
                       " matches the channels")
                          .str());
}

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

// linear: x [*, in], weight [out, in], bias [out] -> [*, out].
static LogicalResult inferLinear(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Numeric, "input")))
    return failure();
  auto dt = commonDType(ic, {0, 1, 2});
  if (failed(dt))
    return failure();
  auto w = ic.getOperandShape(1);
  if (w && w->size() != 2)
    return ic.emitOpError() << "weight must be 2-D [out, in], got "
                            << ic.getOperandType(1).str();
  DimList wd = w ? toDims(*w) : DimList(2, nullptr);
  if (failed(requirePerChannel(ic, 2, "bias", wd[0])))
    return failure();
  auto x = ic.getOperandShape(0);
  if (!x) {
    setUnranked(ic, *dt);
    return success();
  }
  if (x->empty())
    return ic.emitOpError() << "input must have at least one dim";
  if (failed(requireEqual(ic, x->back(), wd[1],
                          "input has " + exprStr(x->back()) +
                              " features, but the weight expects " +
                              exprStr(wd[1]),
                          "linear: input features match the weight")))
    return failure();
  DimList out(x->begin(), x->end() - 1);
  out.push_back(wd[0]);
  ic.setResultShape(0, *dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

/// Strides, pads and dilations for `k` spatial dims (defaults 1, 0, 1).
struct Window {
  Ints strides, pads, dilations;
};
static llvm::FailureOr<Window> readWindow(InferenceContext &ic, size_t k,
                                          std::optional<Ints> strides,
                                          std::optional<Ints> pads,
                                          std::optional<Ints> dilations,
                                          llvm::StringRef what) {
  Window w{strides.value_or(Ints(k, 1)), pads.value_or(Ints(2 * k, 0)),
           dilations.value_or(Ints(k, 1))};
  if (w.strides.size() != k || w.dilations.size() != k ||
      w.pads.size() != 2 * k)
    return ic.emitOpError() << "strides, dilations and pads must have " << k
                            << ", " << k << " and " << 2 * k
                            << " entries for a " << k << "-d " << what;
  return w;
}

/// `weight's dim` divisible by groups: an error if provably not, else a
/// guard when undecided.
static LogicalResult requireDivisible(InferenceContext &ic, ExprRef d,
                                      int64_t by, const llvm::Twine &what,
                                      llvm::StringRef reason) {
  if (!d || by == 1)
    return success();
  switch (ic.getEnv().isDivisible(d, by)) {
  case Truth::False:
    return ic.emitOpError() << what << " " << exprStr(d)
                            << " is not divisible by " << by;
  case Truth::Unknown:
    if (ic.addGuard(Guard::divisible(d, by, reason.str())) == Truth::False)
      return failure();
    break;
  case Truth::True:
    break;
  }
  return success();
}

/// Convolution-like ops: input [N, C, *spatial] and weight of one rank >= 3;
/// returns that rank, or nullopt (and sets an unranked result) if neither
/// is ranked.
static llvm::FailureOr<std::optional<size_t>>
convRank(InferenceContext &ic, DType dt) {
  auto in = ic.getOperandShape(0), w = ic.getOperandShape(1);
  if (!in && !w) {
    setUnranked(ic, dt);
    return std::optional<size_t>();
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
  return std::optional<size_t>(rank);
}

// conv: input [N, C, *spatial], weight [O, C/groups, *kernel], bias [O]:
//   out = [N, O, convOutputSize(spatial[i], kernel[i], ...)...]
// with C == weight[1] * groups and O divisible by groups.
static LogicalResult inferConv(InferenceContext &ic) {
  ConvOp conv(ic.getOp());
  auto dt = commonDType(ic, {0, 1, 2});
  if (failed(dt))
    return failure();
  auto rank = convRank(ic, *dt);
  if (failed(rank))
    return failure();
  if (!*rank)
    return success();
  size_t k = **rank - 2;
  auto win = readWindow(ic, k, conv.getStrides(), conv.getPads(),
                        conv.getDilations(), "convolution");
  if (failed(win))
    return failure();
  DimList x = dimsOr(ic, 0, **rank), wd = dimsOr(ic, 1, **rank);
  int64_t groups = conv.getGroups();
  if (x[1] && wd[1]) {
    ExprRef expected = ic.getExprs().mul(wd[1], ic.getConstant(groups));
    if (failed(requireEqual(ic, x[1], expected,
                            "input has " + exprStr(x[1]) +
                                " channels, but the weight expects " +
                                exprStr(expected) + " (" + exprStr(wd[1]) +
                                " per group, " + std::to_string(groups) +
                                " groups)",
                            "conv: input channels match the weight")))
      return failure();
  }
  if (wd[0] && groups > 1 &&
      ic.getEnv().isDivisible(wd[0], groups) == Truth::False)
    return ic.emitOpError() << "weight's " << exprStr(wd[0])
                            << " output channels are not divisible by "
                               "groups = "
                            << groups;
  if (failed(requireDivisible(ic, wd[0], groups,
                              "weight's output channel count",
                              "conv: output channels divisible by groups")))
    return failure();
  if (auto b = isPresent(ic, 2) ? ic.getOperandShape(2) : std::nullopt) {
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
        ic.getEnv(), x[2 + i], wd[2 + i], ic.getConstant(win->strides[i]),
        ic.getConstant(win->pads[i]), ic.getConstant(win->pads[k + i]),
        ic.getConstant(win->dilations[i]));
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, *dt, out);
  return success();
}

// conv_transpose: input [N, C, *spatial], weight [C, O/groups, *kernel],
// bias [O]: out = [N, weight[1] * groups, convTransposeOutputSize(...)...].
static LogicalResult inferConvTranspose(InferenceContext &ic) {
  ConvTransposeOp conv(ic.getOp());
  auto dt = commonDType(ic, {0, 1, 2});
  if (failed(dt))
    return failure();
  auto rank = convRank(ic, *dt);
  if (failed(rank))
    return failure();
  if (!*rank)
    return success();
  size_t k = **rank - 2;
  auto win = readWindow(ic, k, conv.getStrides(), conv.getPads(),
                        conv.getDilations(), "transposed convolution");
  if (failed(win))
    return failure();
  Ints outPad = conv.getOutputPadding().value_or(Ints(k, 0));
  if (outPad.size() != k)
    return ic.emitOpError() << "output_padding must have " << k
                            << " entries for a " << k
                            << "-d transposed convolution";
  DimList x = dimsOr(ic, 0, **rank), wd = dimsOr(ic, 1, **rank);
  int64_t groups = conv.getGroups();
  if (failed(requireEqual(ic, x[1], wd[0],
                          "input has " + exprStr(x[1]) +
                              " channels, but the weight expects " +
                              exprStr(wd[0]),
                          "conv_transpose: input channels match the weight")) ||
      failed(requireDivisible(ic, wd[0], groups,
                              "weight's input channel count",
                              "conv_transpose: input channels divisible by "
                              "groups")))
    return failure();
  ExprRef channels =
      wd[1] ? ic.getExprs().mul(wd[1], ic.getConstant(groups)) : nullptr;
  if (failed(requirePerChannel(ic, 2, "bias", channels)))
    return failure();
  DimList out{x[0], channels};
  for (size_t i = 0; i != k; ++i) {
    auto d = shape::convTransposeOutputSize(
        ic.getEnv(), x[2 + i], wd[2 + i], ic.getConstant(win->strides[i]),
        ic.getConstant(win->pads[i]), ic.getConstant(win->pads[k + i]),
        ic.getConstant(win->dilations[i]), ic.getConstant(outPad[i]));
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
static LogicalResult inferPool(InferenceContext &ic,
                               llvm::ArrayRef<int64_t> kernel,
                               std::optional<Ints> strides,
                               std::optional<Ints> pads,
                               std::optional<Ints> dilations, bool ceilMode) {
  DType dt = dtypeOf(ic, 0);
  auto dims = ic.getOperandShape(0);
  if (!dims) {
    setUnranked(ic, dt);
    return success();
  }
  size_t k = kernel.size();
  if (dims->size() < k + 1)
    return ic.emitOpError() << "input of rank " << dims->size()
                            << " is too small for a " << k << "-d kernel";
  auto win = readWindow(ic, k, strides, pads, dilations, "kernel");
  if (failed(win))
    return failure();
  size_t lead = dims->size() - k;
  DimList out(dims->begin(), dims->begin() + lead);
  for (size_t i = 0; i != k; ++i) {
    auto d = shape::poolOutputSize(
        ic.getEnv(), (*dims)[lead + i], ic.getConstant(kernel[i]),
        ic.getConstant(win->strides[i]), ic.getConstant(win->pads[i]),
        ic.getConstant(win->pads[k + i]), ic.getConstant(win->dilations[i]),
        ceilMode);
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, dt, out);
  return success();
}

static LogicalResult inferMaxPool(InferenceContext &ic) {
  MaxPoolOp pool(ic.getOp());
  if (failed(requireDType(ic, 0, DTypeClass::Numeric, "input")))
    return failure();
  return inferPool(ic, pool.getKernelShape(), pool.getStrides(),
                   pool.getPads(), pool.getDilations(), pool.getCeilMode());
}

static LogicalResult inferAvgPool(InferenceContext &ic) {
  AvgPoolOp pool(ic.getOp());
  if (failed(requireDType(ic, 0, DTypeClass::Float, "input")))
    return failure();
  return inferPool(ic, pool.getKernelShape(), pool.getStrides(),
                   pool.getPads(), std::nullopt, pool.getCeilMode());
}

// adaptive_avg_pool, adaptive_max_pool: the leading dims, then output_size.
template <typename OpT, DTypeClass C>
static LogicalResult inferAdaptivePool(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, C, "input")))
    return failure();
  Ints size = OpT(ic.getOp()).getOutputSize();
  DType dt = dtypeOf(ic, 0);
  auto dims = ic.getOperandShape(0);
  if (!dims) {
    setUnranked(ic, dt);
    return success();
  }
  if (dims->size() < size.size() + 1)
    return ic.emitOpError() << "input of rank " << dims->size()
                            << " is too small for a " << size.size()
                            << "-d output_size";
  DimList out(dims->begin(), dims->end() - size.size());
  for (int64_t s : size)
    out.push_back(ic.getConstant(s));
  ic.setResultShape(0, dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Normalization and attention
//===----------------------------------------------------------------------===//

template <typename OpT>
static LogicalResult inferFloatSoftmax(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Float, "input")))
    return failure();
  return inferSoftmax<OpT>(ic);
}

/// Norms over input [N, C, *]: float dtypes shared by the present operands;
/// per-channel operands `perChannel` are [C]; the result is the input's
/// type. Returns the input's dims (nullopt if unranked).
static llvm::FailureOr<std::optional<DimList>>
inferChannelNorm(InferenceContext &ic, llvm::ArrayRef<unsigned> perChannel,
                 size_t minRank) {
  if (failed(requireDType(ic, 0, DTypeClass::Float, "input")))
    return failure();
  llvm::SmallVector<unsigned, 5> all{0};
  all.append(perChannel.begin(), perChannel.end());
  if (failed(commonDType(ic, all)))
    return failure();
  auto in = ic.getOperandShape(0);
  ExprRef channels = nullptr;
  if (in) {
    if (in->size() < minRank)
      return ic.emitOpError() << "input of rank " << in->size()
                              << " must have at least " << minRank
                              << " dims [N, C, ...]";
    channels = (*in)[1];
  }
  static const char *names[] = {"input", "weight", "bias", "mean", "var"};
  for (unsigned i : perChannel)
    if (failed(requirePerChannel(ic, i, names[i], channels)))
      return failure();
  ic.setResultType(0, ic.getOperandType(0));
  if (!in)
    return std::optional<DimList>();
  return std::optional<DimList>(toDims(*in));
}

static LogicalResult inferBatchNorm(InferenceContext &ic) {
  return failure(failed(inferChannelNorm(ic, {1, 2, 3, 4}, 2)));
}

static LogicalResult inferInstanceNorm(InferenceContext &ic) {
  return failure(failed(inferChannelNorm(ic, {1, 2}, 3)));
}

// group_norm: C divisible by groups.
static LogicalResult inferGroupNorm(InferenceContext &ic) {
  auto in = inferChannelNorm(ic, {1, 2}, 2);
  if (failed(in))
    return failure();
  if (!*in)
    return success();
  return requireDivisible(ic, (**in)[1], GroupNormOp(ic.getOp()).getGroups(),
                          "channel count",
                          "group_norm: channels divisible by groups");
}

// layer_norm: weight and bias have the normalized dims input.dims[axis:].
static LogicalResult inferLayerNorm(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Float, "input")) ||
      failed(commonDType(ic, {0, 1, 2})))
    return failure();
  ic.setResultType(0, ic.getOperandType(0));
  auto in = ic.getOperandShape(0);
  if (!in)
    return success();
  auto axis = normalizeAxisOf(ic, LayerNormOp(ic.getOp()).getAxis(),
                              in->size());
  if (failed(axis))
    return failure();
  DimList norm(in->begin() + *axis, in->end());
  for (unsigned i : {1u, 2u}) {
    llvm::StringRef name = i == 1 ? "weight" : "bias";
    if (!isPresent(ic, i))
      continue;
    auto s = ic.getOperandShape(i);
    if (!s)
      continue;
    if (s->size() != norm.size())
      return ic.emitOpError()
             << name << " must have the normalized dims "
             << shape::printDims(norm) << ", got "
             << ic.getOperandType(i).str();
    for (size_t d = 0; d != norm.size(); ++d)
      if (failed(requireEqual(ic, (*s)[d], norm[d],
                              name + " must have the normalized dims " +
                                  shape::printDims(norm) + ", got " +
                                  ic.getOperandType(i).str(),
                              "layer_norm: " + name.str() +
                                  " matches the normalized dims")))
        return failure();
  }
  return success();
}

// grid_sample: input [N, C, H, W] and grid [N, Ho, Wo, 2] of one float dtype
// -> [N, C, Ho, Wo].
static LogicalResult inferGridSample(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Float, "input")))
    return failure();
  auto dt = commonDType(ic, {0, 1});
  if (failed(dt))
    return failure();
  auto x = ic.getOperandShape(0), g = ic.getOperandShape(1);
  if (x && x->size() != 4)
    return ic.emitOpError() << "input must be 4-D [N, C, H, W], got "
                            << ic.getOperandType(0).str();
  if (g && g->size() != 4)
    return ic.emitOpError() << "grid must be 4-D [N, H_out, W_out, 2], got "
                            << ic.getOperandType(1).str();
  DimList xd = x ? toDims(*x) : DimList(4, nullptr);
  DimList gd = g ? toDims(*g) : DimList(4, nullptr);
  std::string what = "grid must be [N, H_out, W_out, 2] for input " +
                     ic.getOperandType(0).str() + ", got " +
                     ic.getOperandType(1).str();
  if ((gd[3] && failed(requireEqual(ic, gd[3], ic.getConstant(2), what,
                                    "grid_sample: grid's last dim is 2"))) ||
      (xd[0] && gd[0] &&
       failed(requireEqual(ic, xd[0], gd[0], what,
                           "grid_sample: grid's batch matches the input's"))))
    return failure();
  ic.setResultShape(0, *dt, {xd[0] ? xd[0] : gd[0], xd[1], gd[1], gd[2]});
  return success();
}

// scaled_dot_product_attention: q [*, L, E], k [*, S, E], v [*, S, Ev]
// -> [*, L, Ev] with the batch dims broadcast; a mask broadcasts to
// [*, L, S].
static LogicalResult inferAttention(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Float, "query")))
    return failure();
  auto dt = commonDType(ic, {0, 1, 2});
  if (failed(dt))
    return failure();
  DType maskDT = dtypeOf(ic, 3);
  if (isPresent(ic, 3) && maskDT != DType::Unknown && maskDT != DType::Bool &&
      *dt != DType::Unknown && maskDT != *dt)
    return ic.emitOpError() << "mask must be bool or have the query's dtype "
                            << dtypeName(*dt) << ", got "
                            << ic.getOperandType(3).str();
  auto q = ic.getOperandShape(0), k = ic.getOperandShape(1),
       v = ic.getOperandShape(2);
  static const char *names[] = {"query", "key", "value"};
  for (unsigned i = 0; i != 3; ++i) {
    auto s = ic.getOperandShape(i);
    if (s && s->size() < 2)
      return ic.emitOpError() << names[i] << " must have at least 2 dims, got "
                              << ic.getOperandType(i).str();
  }
  if (!q || !k || !v) {
    setUnranked(ic, *dt);
    return success();
  }
  shape::ShapeEnv &env = ic.getEnv();
  if (failed(requireEqual(ic, q->back(), k->back(),
                          "query has " + exprStr(q->back()) +
                              " features per head, key has " +
                              exprStr(k->back()),
                          "attention: query and key features match")) ||
      failed(requireEqual(ic, (*k)[k->size() - 2], (*v)[v->size() - 2],
                          "key has " + exprStr((*k)[k->size() - 2]) +
                              " positions, value has " +
                              exprStr((*v)[v->size() - 2]),
                          "attention: key and value positions match")))
    return failure();
  DimList batch;
  for (auto *s : {&*q, &*k, &*v}) {
    auto b = shape::broadcastShapes(
        env, batch, llvm::ArrayRef<ExprRef>(*s).drop_back(2));
    if (!b)
      return ic.fail(b.takeError());
    batch = std::move(*b);
  }
  if (auto m = isPresent(ic, 3) ? ic.getOperandShape(3) : std::nullopt) {
    DimList scores = batch;
    scores.push_back((*q)[q->size() - 2]);
    scores.push_back((*k)[k->size() - 2]);
    auto b = shape::broadcastShapes(env, scores, *m);
    if (!b)
      return ic.fail(b.takeError());
  }
  DimList out = batch;
  out.push_back((*q)[q->size() - 2]);
  out.push_back(v->back());
  ic.setResultShape(0, *dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Reductions, scans, sorting
//===----------------------------------------------------------------------===//

// reduce_*, var, std, logsumexp: reduceShape (empty axes reduce all); the
// input's dtype, in class C.
template <typename OpT, DTypeClass C>
static LogicalResult inferReduce(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, C, "input")))
    return failure();
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

// argmax, argmin: the reduction of one axis, as i64.
template <typename OpT> static LogicalResult inferArg(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Numeric, "input")))
    return failure();
  OpT op(ic.getOp());
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, DType::I64);
    return success();
  }
  auto out = shape::reduceShape(ic.getEnv(), *in, {op.getAxis()},
                                op.getKeepdim());
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, DType::I64, *out);
  return success();
}

/// The input's type, with `axis` in range.
static LogicalResult inferSameWithAxis(InferenceContext &ic, int64_t axis) {
  ic.setResultType(0, ic.getOperandType(0));
  if (auto in = ic.getOperandShape(0))
    if (failed(normalizeAxisOf(ic, axis, std::max<size_t>(in->size(), 1))))
      return failure();
  return success();
}

static LogicalResult inferCumSum(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Numeric, "input")))
    return failure();
  return inferSameWithAxis(ic, CumsumOp(ic.getOp()).getAxis());
}

// sort: values of the input's type, i64 indices of its dims.
static LogicalResult inferSort(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Numeric, "input")) ||
      failed(inferSameWithAxis(ic, SortOp(ic.getOp()).getAxis())))
    return failure();
  setSameDimsWithDType(ic, 1, ic.getOperandType(0), DType::I64);
  return success();
}

// topk: the input's dims with dim `axis` = k; k at most that dim.
static LogicalResult inferTopK(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Numeric, "input")))
    return failure();
  Type kt = ic.getOperandType(1);
  if ((kt.hasRank() && kt.getRank() != 0) ||
      (kt.getDType() != DType::Unknown && kt.getDType() != DType::I64))
    return ic.emitOpError() << "k must be a 0-d i64 tensor, got " << kt.str();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt, 0);
    setUnranked(ic, DType::I64, 1);
    return success();
  }
  auto axis = normalizeAxisOf(ic, TopkOp(ic.getOp()).getAxis(),
                              std::max<size_t>(in->size(), 1));
  if (failed(axis))
    return failure();
  DimList out = toDims(*in);
  ExprRef k = ic.getOperandScalar(1);
  if (k && ic.getEnv().isLt(k, 0) == Truth::True)
    return ic.emitOpError() << "k = " << k->str() << " is negative";
  if (!out.empty()) {
    ExprRef d = out[*axis];
    if (k && d && ic.getEnv().isGt(k, d) == Truth::True)
      return ic.emitOpError() << "k = " << k->str()
                              << " is larger than the dim " << d->str();
    out[*axis] = k;
  }
  ic.setResultShape(0, dt, out);
  ic.setResultShape(1, DType::I64, out);
  return success();
}

// unique: how many distinct elements (or slices) there are depends on the
// data, so values has an unknown dim (the only one when flattened, dim
// `axis` otherwise) and indices and counts are [?] -- except for an input of
// at most one element (or slice), whose count is that size. inverse_indices
// has an entry per element of the input (its numel) or per slice (dim
// `axis`). Indices are i64.
static LogicalResult inferUnique(InferenceContext &ic) {
  std::optional<int64_t> axisAttr = UniqueOp(ic.getOp()).getAxis();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in && axisAttr) {
    setUnranked(ic, dt, 0);
    for (unsigned i = 1; i < 4; ++i)
      ic.setResultShape(i, DType::I64, {nullptr});
    return success();
  }
  DimList values{nullptr};
  ExprRef entries = nullptr;
  std::optional<int64_t> axis;
  if (in && axisAttr) {
    if (in->empty())
      return ic.emitOpError()
             << "takes slices along axis " << *axisAttr << " of a 0-d input";
    auto a = normalizeAxisOf(ic, *axisAttr, in->size());
    if (failed(a))
      return failure();
    axis = *a;
    values = toDims(*in);
    entries = values[*axis];
  } else if (in) {
    entries = shape::numElements(ic.getEnv(), *in);
  }
  ExprRef count = nullptr;
  if (entries && entries->isConstant() && entries->getConstant() <= 1)
    count = entries;
  if (axis)
    values[*axis] = count;
  else
    values[0] = count;
  ic.setResultShape(0, dt, values);
  ic.setResultShape(1, DType::I64, {count});
  ic.setResultShape(2, DType::I64, {entries});
  ic.setResultShape(3, DType::I64, {count});
  return success();
}

//===----------------------------------------------------------------------===//
// Recurrent layers
//===----------------------------------------------------------------------===//

// lstm, gru, rnn: input [T, B, I], w_ih [D, G*H, I], w_hh [D, G*H, H],
// b_ih and b_hh [D, G*H], the initial states [D, B, H] and seq_lens [B]
// (integers) -> output [T, B, D*H] and one final state per initial one,
// [D, B, H]; D = 2 if bidirectional, G the cell's gates (4, 3, 1). Every
// float operand has one dtype. `states` is the number of initial states
// (h0, and c0 for LSTM), the operands after the input.
static LogicalResult inferRecurrent(InferenceContext &ic, int64_t gates,
                                    unsigned states) {
  unsigned wIh = 1 + states, wHh = wIh + 1, bIh = wIh + 2, bHh = wIh + 3,
           seqLens = wIh + 4;
  if (failed(requireDType(ic, 0, DTypeClass::Float, "input")) ||
      failed(requireDType(ic, seqLens, DTypeClass::Integer, "seq_lens")))
    return failure();
  llvm::SmallVector<unsigned, 8> floats{0, wIh, wHh, bIh, bHh};
  for (unsigned s = 1; s <= states; ++s)
    floats.push_back(s);
  auto dt = commonDType(ic, floats);
  if (failed(dt))
    return failure();
  if (isPresent(ic, bIh) != isPresent(ic, bHh))
    return ic.emitOpError() << "takes both biases or neither";
  Operation *op = ic.getOp();
  Attribute bidir = op->getAttr("bidirectional");
  int64_t d = bidir && bidir.isBool() && bidir.getBool() ? 2 : 1;

  // The dims of operand i (absent: nullopt), which must have `rank`.
  auto dimsOf = [&](unsigned i, size_t rank, llvm::StringRef name,
                    DimList &dims) -> LogicalResult {
    dims.assign(rank, nullptr);
    if (!isPresent(ic, i))
      return success();
    auto s = ic.getOperandShape(i);
    if (!s)
      return success();
    if (s->size() != rank)
      return ic.emitOpError() << name << " must have rank " << rank
                              << ", got " << ic.getOperandType(i).str();
    dims = toDims(*s);
    return success();
  };
  DimList x, wi, wh, bi, bh, lens;
  if (failed(dimsOf(0, 3, "input", x)) ||
      failed(dimsOf(wIh, 3, "w_ih", wi)) ||
      failed(dimsOf(wHh, 3, "w_hh", wh)) ||
      failed(dimsOf(bIh, 2, "b_ih", bi)) ||
      failed(dimsOf(bHh, 2, "b_hh", bh)) ||
      failed(dimsOf(seqLens, 1, "seq_lens", lens)))
    return failure();
  llvm::StringRef name = op->getName().getStringRef();
  // `a` (operand `what`'s dim) must equal `b` (what it is compared with).
  auto same = [&](ExprRef a, ExprRef b, const llvm::Twine &what,
                  const llvm::Twine &expected) {
    return requireEqual(ic, a, b,
                        what + " is " + exprStr(a) + ", but " + expected +
                            " is " + exprStr(b),
                        (name + ": " + what + " matches " + expected).str());
  };
  ExprRef dirs = ic.getConstant(d), hidden = wh[2], gated = wh[1];
  ExprRef batch = x[1];
  if (failed(same(wi[0], dirs, "dim 0 of w_ih", "the number of directions")) ||
      failed(same(wh[0], dirs, "dim 0 of w_hh", "the number of directions")) ||
      failed(same(bi[0], dirs, "dim 0 of b_ih", "the number of directions")) ||
      failed(same(bh[0], dirs, "dim 0 of b_hh", "the number of directions")) ||
      failed(same(wi[2], x[2], "dim 2 of w_ih", "the input size")) ||
      failed(same(wi[1], gated, "dim 1 of w_ih", "dim 1 of w_hh")) ||
      failed(same(bi[1], gated, "dim 1 of b_ih", "dim 1 of w_hh")) ||
      failed(same(bh[1], gated, "dim 1 of b_hh", "dim 1 of w_hh")) ||
      failed(same(lens[0], batch, "the length of seq_lens", "the batch")))
    return failure();
  if (hidden && failed(same(gated, ic.getExprs().mul(ic.getConstant(gates),
                                                      hidden),
                            "dim 1 of w_hh",
                            llvm::Twine(gates) + " * the hidden size")))
    return failure();
  DimList state{dirs, batch, hidden};
  for (unsigned s = 1; s <= states; ++s) {
    DimList h;
    if (failed(dimsOf(s, 3, s == 1 ? "h0" : "c0", h)) ||
        failed(same(h[0], dirs, "dim 0 of the initial state",
                    "the number of directions")) ||
        failed(same(h[1], batch, "dim 1 of the initial state", "the batch")) ||
        failed(same(h[2], hidden, "dim 2 of the initial state",
                    "the hidden size")))
      return failure();
  }
  ExprRef width = hidden ? ic.getExprs().mul(dirs, hidden) : nullptr;
  ic.setResultShape(0, *dt, DimList{x[0], batch, width});
  for (unsigned s = 1; s <= states; ++s)
    ic.setResultShape(s, *dt, state);
  return success();
}

static LogicalResult inferLstm(InferenceContext &ic) {
  return inferRecurrent(ic, 4, 2);
}
static LogicalResult inferGru(InferenceContext &ic) {
  return inferRecurrent(ic, 3, 1);
}
static LogicalResult inferRnn(InferenceContext &ic) {
  return inferRecurrent(ic, 1, 1);
}

//===----------------------------------------------------------------------===//
// Resampling
//===----------------------------------------------------------------------===//

// resize: sizes (a 1-D i64 tensor with an entry per dim; unknown entries
// stay unknown), or resizeShape with scales (floor(dim * scale)).
static LogicalResult inferResize(InferenceContext &ic) {
  ResizeOp op(ic.getOp());
  if (failed(checkIndexVector(ic, 1, "sizes", "i64")))
    return failure();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (isPresent(ic, 1)) {
    auto sizes = vectorEntries(ic, 1);
    if (!sizes) {
      if (in)
        ic.setResultShape(0, dt, DimList(in->size(), nullptr));
      else
        setUnranked(ic, dt);
      return success();
    }
    DimList x = in ? toDims(*in) : DimList(sizes->size(), nullptr);
    auto out = shape::resizeShape(ic.getEnv(), x, *sizes);
    if (!out)
      return ic.fail(out.takeError());
    ic.setResultShape(0, dt, *out);
    return success();
  }
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  auto out = shape::resizeShape(ic.getEnv(), *in,
                                op.getScales().value_or(
                                    llvm::SmallVector<double, 4>()));
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

void core::attachNNShapeFunctions(Dialect &dialect) {
  constexpr DTypeClass F = DTypeClass::Float, N = DTypeClass::Numeric,
                       B = DTypeClass::Bool;
  bool ok = attachShapeFunctions(
      dialect,
      {
          {"core.matmul", inferMatMul},
          {"core.linear", inferLinear},
          {"core.conv", inferConv},
          {"core.conv_transpose", inferConvTranspose},
          {"core.max_pool", inferMaxPool},
          {"core.avg_pool", inferAvgPool},
          {"core.adaptive_avg_pool", inferAdaptivePool<AdaptiveAvgPoolOp, F>},
          {"core.adaptive_max_pool", inferAdaptivePool<AdaptiveMaxPoolOp, N>},
          {"core.softmax", inferFloatSoftmax<SoftmaxOp>},
          {"core.log_softmax", inferFloatSoftmax<LogSoftmaxOp>},
          {"core.batch_norm", inferBatchNorm},
          {"core.layer_norm", inferLayerNorm},
          {"core.group_norm", inferGroupNorm},
          {"core.instance_norm", inferInstanceNorm},
          {"core.scaled_dot_product_attention", inferAttention},
          {"core.lstm", inferLstm},
          {"core.gru", inferGru},
          {"core.rnn", inferRnn},
          {"core.reduce_sum", inferReduce<ReduceSumOp, N>},
          {"core.reduce_mean", inferReduce<ReduceMeanOp, F>},
          {"core.reduce_prod", inferReduce<ReduceProdOp, N>},
          {"core.reduce_max", inferReduce<ReduceMaxOp, N>},
          {"core.reduce_min", inferReduce<ReduceMinOp, N>},
          {"core.reduce_any", inferReduce<ReduceAnyOp, B>},
          {"core.reduce_all", inferReduce<ReduceAllOp, B>},
          {"core.argmax", inferArg<ArgmaxOp>},
          {"core.argmin", inferArg<ArgminOp>},
          {"core.var", inferReduce<VarOp, F>},
          {"core.std", inferReduce<StdOp, F>},
          {"core.logsumexp", inferReduce<LogsumexpOp, F>},
          {"core.cumsum", inferCumSum},
          {"core.topk", inferTopK},
          {"core.sort", inferSort},
          {"core.unique", inferUnique},
          {"core.resize", inferResize},
          {"core.grid_sample", inferGridSample},
      });
  assert(ok && "shape function for an op the core table does not declare");
  (void)ok;
}
