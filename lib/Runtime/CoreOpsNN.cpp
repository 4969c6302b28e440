//===- CoreOpsNN.cpp - core ops: reductions, convolution, pooling, normalization
//and attention ===//
//
// Each core op as the ATen op that defines it; see CoreOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "CoreOpHelpers.h"

#include <ATen/TensorOperators.h>

#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <limits>

using namespace tocc;
using namespace tocc::runtime;
using namespace tocc::runtime::detail;

namespace {

/// Optional operand `i` (tensor_or_none): the tensor, or nullopt for none.
c10::optional<at::Tensor> optionalTensorAt(Operands operands, unsigned i) {
  if (i < operands.size() && operands[i].isTensor())
    return operands[i].toTensor();
  return c10::nullopt;
}

/// The reduced dims in [0, rank), descending: every dim for an empty list.
llvm::Expected<std::vector<int64_t>> reductionDims(const at::Tensor &x,
                                                   const Ints &axes) {
  std::vector<int64_t> dims;
  int64_t rank = x.dim();
  if (axes.empty()) {
    for (int64_t i = 0; i < rank; ++i)
      dims.push_back(i);
  } else {
    for (int64_t axis : axes) {
      auto a = normalizeAxis(axis, std::max<int64_t>(rank, 1));
      if (!a)
        return a.takeError();
      dims.push_back(*a);
    }
  }
  llvm::sort(dims, std::greater<int64_t>());
  dims.erase(std::unique(dims.begin(), dims.end()), dims.end());
  return dims;
}

/// A reduction ATen offers over one dim at a time (prod, all, any), applied
/// to each listed dim from the last, so the remaining indices stay valid.
template <typename OneDim>
Result reduceEach(const at::Tensor &x, const Ints &axes, bool keepdim,
                  OneDim reduce) {
  auto dims = reductionDims(x, axes);
  if (!dims)
    return dims.takeError();
  at::Tensor out = x;
  if (x.dim() == 0)
    return reduce(out, 0, false);
  for (int64_t d : *dims)
    out = reduce(out, d, keepdim);
  return out;
}

template <typename OpT, typename OneDim>
Result reduceEachOp(const Operation &op, Operands operands, OneDim reduce) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto r = view<OpT>(op);
  return reduceEach(*x, r.getAxes(), r.getKeepdim(), reduce);
}

// reduce_prod = torch.prod over each axis, keeping the input's dtype
Result reduceProdOp(const Operation &op, Operands operands) {
  return reduceEachOp<core::ReduceProdOp>(
      op, operands, [](const at::Tensor &t, int64_t d, bool keep) {
        return at::prod(t, d, keep, t.scalar_type());
      });
}

// reduce_all = torch.all over each axis
Result reduceAllOp(const Operation &op, Operands operands) {
  return reduceEachOp<core::ReduceAllOp>(
      op, operands,
      [](const at::Tensor &t, int64_t d, bool keep) {
        return at::all(t, d, keep);
      });
}

// reduce_any = torch.any over each axis
Result reduceAnyOp(const Operation &op, Operands operands) {
  return reduceEachOp<core::ReduceAnyOp>(
      op, operands,
      [](const at::Tensor &t, int64_t d, bool keep) {
        return at::any(t, d, keep);
      });
}

// reduce_min = torch.amin(x, axes, keepdim)
Result reduceMinOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto r = view<core::ReduceMinOp>(op);
  auto dims = reductionDims(*x, r.getAxes());
  if (!dims)
    return dims.takeError();
  return at::amin(*x, *dims, r.getKeepdim());
}

// argmax = torch.argmax(x, axis, keepdim)
Result argmaxOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto a = view<core::ArgmaxOp>(op);
  return at::argmax(*x, a.getAxis(), a.getKeepdim());
}

// argmin = torch.argmin(x, axis, keepdim)
Result argminOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto a = view<core::ArgminOp>(op);
  return at::argmin(*x, a.getAxis(), a.getKeepdim());
}

/// torch.var(x, axes, correction, keepdim); LibTorch 1.13 takes an integer
/// correction, a fractional one divides the squared deviations itself.
llvm::Expected<at::Tensor> variance(const at::Tensor &x, const Ints &axes,
                                    double correction, bool keepdim) {
  auto dims = reductionDims(x, axes);
  if (!dims)
    return dims.takeError();
  if (x.dim() == 0)
    dims->clear();
  if (correction == std::floor(correction))
    return at::var(x, at::OptionalIntArrayRef(*dims),
                   c10::optional<int64_t>(int64_t(correction)), keepdim);
  int64_t n = 1;
  for (int64_t d : *dims)
    n *= x.size(d);
  at::Tensor dev = x - at::mean(x, *dims, /*keepdim=*/true);
  return at::sum(dev * dev, *dims, keepdim) / (double(n) - correction);
}

// var = torch.var(x, axes, correction=correction, keepdim)
Result varOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto v = view<core::VarOp>(op);
  return variance(*x, v.getAxes(), v.getCorrection(), v.getKeepdim());
}

// std = sqrt(var)
Result stdOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto s = view<core::StdOp>(op);
  auto v = variance(*x, s.getAxes(), s.getCorrection(), s.getKeepdim());
  if (!v)
    return v.takeError();
  return at::sqrt(*v);
}

// logsumexp = torch.logsumexp(x, axes, keepdim)
Result logsumexpOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto l = view<core::LogsumexpOp>(op);
  auto dims = reductionDims(*x, l.getAxes());
  if (!dims)
    return dims.takeError();
  return at::logsumexp(*x, *dims, l.getKeepdim());
}

// log_softmax(x, axis) = torch.log_softmax(x, axis)
Result logSoftmaxOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return at::log_softmax(*x, view<core::LogSoftmaxOp>(op).getAxis());
}

// linear(x, w, b) = torch.nn.functional.linear
Result linearOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0), w = tensorAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!w)
    return w.takeError();
  return at::linear(*x, *w, optionalTensorAt(operands, 2));
}

// conv_transpose: at::convolution(transposed=true); pads ATen cannot take
// (begin != end) crop the unpadded result instead.
Result convTransposeOp(const Operation &op, Operands operands) {
  auto conv = view<core::ConvTransposeOp>(op);
  auto x = tensorAt(operands, 0), w = tensorAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!w)
    return w.takeError();
  size_t k = std::max<int64_t>(w->dim() - 2, 0);
  Ints strides = conv.getStrides().value_or(Ints(k, 1));
  Ints dilations = conv.getDilations().value_or(Ints(k, 1));
  Ints pads = conv.getPads().value_or(Ints(2 * k, 0));
  Ints outputPadding = conv.getOutputPadding().value_or(Ints(k, 0));
  if (strides.size() != k || dilations.size() != k || pads.size() != 2 * k ||
      outputPadding.size() != k)
    return makeError("strides, dilations, output_padding and pads must have " +
                     llvm::Twine(k) + ", " + llvm::Twine(k) + ", " +
                     llvm::Twine(k) + " and " + llvm::Twine(2 * k) +
                     " entries");
  bool symmetric = true;
  for (size_t i = 0; i < k; ++i)
    symmetric &= pads[i] == pads[k + i];
  std::vector<int64_t> padding(k, 0);
  if (symmetric)
    padding.assign(pads.begin(), pads.begin() + k);
  at::Tensor out = at::convolution(*x, *w, optionalTensorAt(operands, 2),
                                   strides, padding, dilations,
                                   /*transposed=*/true, outputPadding,
                                   conv.getGroups());
  if (symmetric)
    return out;
  for (size_t i = 0; i < k; ++i) {
    int64_t d = out.dim() - k + i;
    out = out.narrow(d, pads[i], out.size(d) - pads[i] - pads[k + i]);
  }
  return out;
}

/// `x` with its dims before the trailing `k` merged into one batch dim and
/// a channel dim of 1 after it, as ATen's adaptive pools want; `restore`
/// gives a pooled result the leading dims back.
at::Tensor toPoolLayout(const at::Tensor &x, size_t k) {
  std::vector<int64_t> shape{-1, 1};
  for (size_t i = x.dim() - k; i < size_t(x.dim()); ++i)
    shape.push_back(x.size(i));
  return x.reshape(shape);
}
at::Tensor fromPoolLayout(const at::Tensor &pooled, const at::Tensor &x,
                          size_t k) {
  std::vector<int64_t> shape(x.sizes().begin(), x.sizes().end() - k);
  for (size_t i = 2; i < size_t(pooled.dim()); ++i)
    shape.push_back(pooled.size(i));
  return pooled.reshape(shape);
}

template <typename OpT, typename Pool>
Result adaptivePool(const Operation &op, Operands operands, Pool pool) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  Ints out = view<OpT>(op).getOutputSize();
  size_t k = out.size();
  if (k < 1 || k > 3 || x->dim() < int64_t(k))
    return makeError("ATen pools 1 to 3 trailing dims adaptively; here " +
                     llvm::Twine(k) + " of a rank " + llvm::Twine(x->dim()) +
                     " input");
  at::Tensor pooled = pool(toPoolLayout(*x, k), out);
  return fromPoolLayout(pooled, *x, k);
}

// adaptive_avg_pool = at::adaptive_avg_pool{1,2,3}d over the trailing dims
Result adaptiveAvgPoolOp(const Operation &op, Operands operands) {
  return adaptivePool<core::AdaptiveAvgPoolOp>(
      op, operands, [](const at::Tensor &x, const Ints &out) {
        switch (out.size()) {
        case 1:
          return at::adaptive_avg_pool1d(x.squeeze(1), out).unsqueeze(1);
        case 2:
          return at::adaptive_avg_pool2d(x, out);
        default:
          return at::adaptive_avg_pool3d(x, out);
        }
      });
}

// adaptive_max_pool = at::adaptive_max_pool{1,2,3}d's values
Result adaptiveMaxPoolOp(const Operation &op, Operands operands) {
  return adaptivePool<core::AdaptiveMaxPoolOp>(
      op, operands, [](const at::Tensor &x, const Ints &out) {
        switch (out.size()) {
        case 1:
          return std::get<0>(at::adaptive_max_pool1d(x.squeeze(1), out))
              .unsqueeze(1);
        case 2:
          return std::get<0>(at::adaptive_max_pool2d(x, out));
        default:
          return std::get<0>(at::adaptive_max_pool3d(x, out));
        }
      });
}

// batch_norm = torch.batch_norm(x, w, b, mean, var, training=False, eps)
Result batchNormOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0), mean = tensorAt(operands, 3),
       var = tensorAt(operands, 4);
  if (!x)
    return x.takeError();
  if (!mean)
    return mean.takeError();
  if (!var)
    return var.takeError();
  return at::batch_norm(*x, optionalTensorAt(operands, 1),
                        optionalTensorAt(operands, 2), *mean, *var,
                        /*training=*/false, /*momentum=*/0.0,
                        view<core::BatchNormOp>(op).getEps(),
                        /*cudnn_enabled=*/false);
}

// layer_norm = torch.layer_norm(x, x.shape[axis:], w, b, eps)
Result layerNormOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto ln = view<core::LayerNormOp>(op);
  auto axis = normalizeAxis(ln.getAxis(), x->dim());
  if (!axis)
    return axis.takeError();
  std::vector<int64_t> normalized(x->sizes().begin() + *axis,
                                  x->sizes().end());
  return at::layer_norm(*x, normalized, optionalTensorAt(operands, 1),
                        optionalTensorAt(operands, 2), ln.getEps(),
                        /*cudnn_enable=*/false);
}

// grid_sample = torch.grid_sampler_2d(x, grid, mode, padding_mode,
// align_corners), modes as F.grid_sample's enums
Result gridSampleOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0), grid = tensorAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!grid)
    return grid.takeError();
  auto gs = view<core::GridSampleOp>(op);
  int64_t mode = gs.getMode() == "bilinear" ? 0
                 : gs.getMode() == "nearest" ? 1
                                             : 2;
  int64_t padding = gs.getPaddingMode() == "zeros"    ? 0
                    : gs.getPaddingMode() == "border" ? 1
                                                      : 2;
  return at::grid_sampler_2d(*x, *grid, mode, padding, gs.getAlignCorners());
}

// group_norm = torch.group_norm(x, groups, w, b, eps)
Result groupNormOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto gn = view<core::GroupNormOp>(op);
  return at::group_norm(*x, gn.getGroups(), optionalTensorAt(operands, 1),
                        optionalTensorAt(operands, 2), gn.getEps(),
                        /*cudnn_enabled=*/false);
}

// instance_norm = torch.instance_norm(x, w, b, use_input_stats=True, eps)
Result instanceNormOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return at::instance_norm(*x, optionalTensorAt(operands, 1),
                           optionalTensorAt(operands, 2), c10::nullopt,
                           c10::nullopt, /*use_input_stats=*/true,
                           /*momentum=*/0.0,
                           view<core::InstanceNormOp>(op).getEps(),
                           /*cudnn_enabled=*/false);
}

// scaled_dot_product_attention: softmax(q k^T * scale + mask) v, the
// formula of torch 2.0's F.scaled_dot_product_attention (1.13 has none).
Result sdpaOp(const Operation &op, Operands operands) {
  auto q = tensorAt(operands, 0), k = tensorAt(operands, 1),
       v = tensorAt(operands, 2);
  if (!q)
    return q.takeError();
  if (!k)
    return k.takeError();
  if (!v)
    return v.takeError();
  if (q->dim() < 2 || k->dim() < 2 || v->dim() < 2)
    return makeError("query, key and value need rank 2 or more");
  auto attn = view<core::ScaledDotProductAttentionOp>(op);
  double scale =
      attn.getScale().value_or(1.0 / std::sqrt(double(q->size(-1))));
  // The scores [.., Lq, Lk] can be far larger than the result [.., Lq, Ev].
  if (std::optional<Ints> sizes =
          matmulSizes(q->sizes(), k->transpose(-2, -1).sizes()))
    if (llvm::Error err = checkTensorSize(*sizes))
      return err;
  at::Tensor scores = at::matmul(*q, k->transpose(-2, -1)) * scale;
  double ninf = -std::numeric_limits<double>::infinity();
  if (attn.getIsCausal()) {
    at::Tensor above = at::ones({q->size(-2), k->size(-2)},
                                at::TensorOptions().dtype(at::kBool))
                           .triu(1);
    scores = scores.masked_fill(above, ninf);
  }
  if (c10::optional<at::Tensor> mask = optionalTensorAt(operands, 3)) {
    if (mask->scalar_type() == at::kBool)
      scores = scores.masked_fill(mask->logical_not(), ninf);
    else
      scores = scores + *mask;
  }
  return at::matmul(at::softmax(scores, -1), *v);
}

enum class CellKind { LSTM, GRU, Tanh, Relu };

// lstm, gru, rnn = torch.lstm / gru / rnn_tanh / rnn_relu of one layer, the
// weights [D, ...] split per direction, absent states zeros. With seq_lens
// the batch runs as torch runs a PackedSequence (pack_padded_sequence with
// enforce_sorted=False: sorted by length, then put back), padded with
// zeros after each sequence's end.
Result recurrentOp(const Operation &op, Operands operands, CellKind kind) {
  unsigned states = kind == CellKind::LSTM ? 2 : 1, wIh = 1 + states;
  auto x = tensorAt(operands, 0), wi = tensorAt(operands, wIh),
       wh = tensorAt(operands, wIh + 1);
  if (!x)
    return x.takeError();
  if (!wi)
    return wi.takeError();
  if (!wh)
    return wh.takeError();
  if (x->dim() != 3 || wi->dim() != 3 || wh->dim() != 3)
    return makeError("input, w_ih and w_hh must have rank 3");
  c10::optional<at::Tensor> bi = optionalTensorAt(operands, wIh + 2),
                            bh = optionalTensorAt(operands, wIh + 3),
                            lens = optionalTensorAt(operands, wIh + 4);
  Attribute bidirAttr = op.getAttr("bidirectional");
  bool bidirectional = bidirAttr && bidirAttr.isBool() && bidirAttr.getBool();
  int64_t dirs = wi->size(0);
  if (dirs != (bidirectional ? 2 : 1))
    return makeError("w_ih has " + llvm::Twine(dirs) + " directions, " +
                     (bidirectional ? "not 2" : "not 1"));
  if (bool(bi) != bool(bh))
    return makeError("takes both biases or neither");
  std::vector<at::Tensor> params;
  for (int64_t d = 0; d < dirs; ++d) {
    params.push_back((*wi)[d]);
    params.push_back((*wh)[d]);
    if (bi) {
      params.push_back((*bi)[d]);
      params.push_back((*bh)[d]);
    }
  }
  std::vector<at::Tensor> hx;
  for (unsigned s = 1; s <= states; ++s)
    hx.push_back(optionalTensorAt(operands, s).value_or(
        at::zeros({dirs, x->size(1), wh->size(2)}, x->options())));

  // The layer over [T, B, I] or over packed data; its results as a tuple.
  auto run = [&](const at::Tensor &in, const at::Tensor *batchSizes,
                 const std::vector<at::Tensor> &h) -> std::vector<at::Tensor> {
    bool b = bool(bi);
    switch (kind) {
    case CellKind::LSTM: {
      auto r = batchSizes ? at::lstm(in, *batchSizes, h, params, b, 1, 0.0,
                                     false, bidirectional)
                          : at::lstm(in, h, params, b, 1, 0.0, false,
                                     bidirectional, false);
      return {std::get<0>(r), std::get<1>(r), std::get<2>(r)};
    }
    case CellKind::GRU: {
      auto r = batchSizes ? at::gru(in, *batchSizes, h[0], params, b, 1, 0.0,
                                    false, bidirectional)
                          : at::gru(in, h[0], params, b, 1, 0.0, false,
                                    bidirectional, false);
      return {std::get<0>(r), std::get<1>(r)};
    }
    case CellKind::Tanh: {
      auto r = batchSizes ? at::rnn_tanh(in, *batchSizes, h[0], params, b, 1,
                                         0.0, false, bidirectional)
                          : at::rnn_tanh(in, h[0], params, b, 1, 0.0, false,
                                         bidirectional, false);
      return {std::get<0>(r), std::get<1>(r)};
    }
    case CellKind::Relu: {
      auto r = batchSizes ? at::rnn_relu(in, *batchSizes, h[0], params, b, 1,
                                         0.0, false, bidirectional)
                          : at::rnn_relu(in, h[0], params, b, 1, 0.0, false,
                                         bidirectional, false);
      return {std::get<0>(r), std::get<1>(r)};
    }
    }
    return {};
  };
  std::vector<at::Tensor> out;
  if (!lens) {
    out = run(*x, nullptr, hx);
  } else {
    if (lens->dim() != 1 || lens->size(0) != x->size(1))
      return makeError("seq_lens must hold one length per batch element");
    auto [sorted, order] = lens->to(at::kLong).sort(0, /*descending=*/true);
    at::Tensor back = order.argsort();
    for (at::Tensor &h : hx)
      h = h.index_select(1, order);
    auto [data, batchSizes] =
        at::_pack_padded_sequence(x->index_select(1, order), sorted, false);
    out = run(data, &batchSizes, hx);
    out[0] = std::get<0>(at::_pad_packed_sequence(out[0], batchSizes, false,
                                                  0.0, x->size(0)));
    for (at::Tensor &t : out)
      t = t.index_select(1, back);
  }
  if (out.size() == 3)
    return c10::ivalue::Tuple::create(out[0], out[1], out[2]);
  return c10::ivalue::Tuple::create(out[0], out[1]);
}

Result lstmOp(const Operation &op, Operands operands) {
  return recurrentOp(op, operands, CellKind::LSTM);
}
Result gruOp(const Operation &op, Operands operands) {
  return recurrentOp(op, operands, CellKind::GRU);
}
Result rnnOp(const Operation &op, Operands operands) {
  return recurrentOp(op, operands,
                     view<core::RnnOp>(op).getNonlinearity() == "relu"
                         ? CellKind::Relu
                         : CellKind::Tanh);
}

} // namespace

void detail::addNNCoreOps(CoreOpTable &table) {
  static const std::pair<const char *, CoreOpFn> ops[] = {
      {"core.reduce_prod", reduceProdOp},
      {"core.reduce_min", reduceMinOp},
      {"core.reduce_all", reduceAllOp},
      {"core.reduce_any", reduceAnyOp},
      {"core.argmax", argmaxOp},
      {"core.argmin", argminOp},
      {"core.var", varOp},
      {"core.std", stdOp},
      {"core.logsumexp", logsumexpOp},
      {"core.log_softmax", logSoftmaxOp},
      {"core.linear", linearOp},
      {"core.conv_transpose", convTransposeOp},
      {"core.adaptive_avg_pool", adaptiveAvgPoolOp},
      {"core.adaptive_max_pool", adaptiveMaxPoolOp},
      {"core.batch_norm", batchNormOp},
      {"core.layer_norm", layerNormOp},
      {"core.grid_sample", gridSampleOp},
      {"core.group_norm", groupNormOp},
      {"core.instance_norm", instanceNormOp},
      {"core.scaled_dot_product_attention", sdpaOp},
      {"core.lstm", lstmOp},
      {"core.gru", gruOp},
      {"core.rnn", rnnOp},
  };
  for (const auto &[name, fn] : ops)
    table[name] = fn;
}
