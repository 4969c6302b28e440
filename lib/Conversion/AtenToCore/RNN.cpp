//===- RNN.cpp - Decompositions of recurrent layers and cells -------------===//
//
// A recurrent layer stack (aten::lstm, gru, rnn_tanh, rnn_relu) becomes one
// composite core.lstm / core.gru / core.rnn per layer, which lower-to-onnx
// maps to ONNX's LSTM / GRU / RNN for any sequence length and batch: the
// layers chain, each layer's per-direction weights are stacked along a new
// dim 0, the initial states are sliced per layer (left out when they are
// zeros), and batch_first transposes around the stack. An LSTM with a
// projection (proj_size), which ONNX's LSTM cannot express, is built from
// its cells instead (RecurrentLayers.h): unrolled over a static length, a
// prim.Loop over a symbolic one. The *_cell ops are one step of a cell.
//
// The .data overloads run a packed sequence (torch's PackedSequence: the
// time-major rows of the sequences still running at each step, and the
// number of those per step): the rows are scattered into a padded
// [T, B, I] tensor, the layers run with each sequence's length (core ops'
// seq_lens), and the outputs are gathered back into packed rows.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"
#include "ShapeHelpers.h"

#include "tocc/Conversion/CoreToCore/RecurrentLayers.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/STLExtras.h"

using namespace tocc;
using namespace tocc::detail;
using rnn::CellKind;

namespace {

/// The static dim `d` of value `v`, or failure with a diagnostic.
FailureOr<int64_t> staticDim(Rewriter &rw, Value *v, int64_t d,
                             llvm::StringRef what) {
  Type t = v->getType();
  if (!t.hasRank() || d >= t.getRank() || !t.getDims()[d].isStatic())
    return rw.emitError() << "needs a static dim " << d << " of its " << what
                          << ", which has type " << t.str();
  return t.getDims()[d].getStatic();
}

/// Whether every element of `v` is 0: a core.full of a zero constant (what
/// torch.zeros becomes) or a core.constant of zero bytes.
bool isZeros(Value *v) {
  auto zeroConstant = [](Value *c) {
    Operation *def = c->getDefiningOp();
    if (!def || def->getNameStr() != core::ConstantOp::getOperationName())
      return false;
    Attribute value = def->getAttr("value");
    if (!value || !value.isDense() || value.isElided())
      return false;
    return llvm::all_of(value.getRawData(), [](char b) { return b == 0; });
  };
  Operation *def = v->getDefiningOp();
  if (def && def->getNameStr() == core::FullOp::getOperationName())
    return zeroConstant(def->getOperand(1));
  return zeroConstant(v);
}

/// The arguments every layer entry reads, whichever overload.
struct LayerStack {
  CellKind kind;
  /// [T, B, I], sequence first.
  Value *input = nullptr;
  /// h0 (and c0 for LSTM), [L*D, B, *].
  llvm::SmallVector<Value *, 2> hx;
  llvm::SmallVector<Value *, 8> params;
  bool hasBiases = true;
  int64_t layers = 1;
  bool bidirectional = false;
  /// Integer lengths [B], or null.
  Value *seqLens = nullptr;
};

/// Reads (params, has_biases, num_layers, dropout, train, bidirectional)
/// from operand `first` on; training mode is an error (dropout between
/// layers is random).
LogicalResult readLayerArgs(Rewriter &rw, unsigned first, LayerStack &stack) {
  FailureOr<llvm::SmallVector<Value *, 4>> params = readTensorList(rw, first);
  FailureOr<bool> hasBiases = rw.readBool(first + 1),
                  train = rw.readBool(first + 4),
                  bidirectional = rw.readBool(first + 5);
  FailureOr<int64_t> layers = rw.readInt(first + 2);
  if (failed(params) || failed(hasBiases) || failed(train) ||
      failed(bidirectional) || failed(layers))
    return failure();
  if (*train)
    return rw.emitError() << "runs in training mode ("
                          << rw.describeOperand(first + 4)
                          << " is true); only inference decomposes: export "
                             "the model in eval mode (model.eval())";
  stack.params.assign(params->begin(), params->end());
  stack.hasBiases = *hasBiases;
  stack.layers = *layers;
  stack.bidirectional = *bidirectional;
  return success();
}

/// Builds the layers of `stack`; returns (output [T, B, D*P], h_n, c_n).
/// Without a projection each layer is one core op; with one (LSTM params
/// w_ih, w_hh, [b_ih, b_hh,] w_hr per layer and direction), its cells.
FailureOr<rnn::LayerValues> buildStack(Rewriter &rw, const LayerStack &stack) {
  bool lstm = stack.kind == CellKind::LSTM;
  int64_t dirs = stack.bidirectional ? 2 : 1;
  size_t perCell = stack.hasBiases ? 4 : 2;
  size_t cells = size_t(std::max<int64_t>(stack.layers, 0) * dirs);
  bool projected = lstm && stack.layers >= 1 &&
                   stack.params.size() == cells * (perCell + 1);
  if (projected)
    ++perCell;
  if (stack.layers < 1 || stack.params.size() != cells * perCell)
    return rw.emitError() << "has " << uint64_t(stack.params.size())
                          << " params for " << stack.layers << " layers, "
                          << dirs << " directions and "
                          << (stack.hasBiases ? "" : "no ") << "biases";
  Type inType = stack.input->getType();
  DType dtype = inType.getDType();
  rnn::CellBuilder b(rw, stack.kind, dtype, 0);
  Type any = rw.unrankedTensorType(dtype);
  bool zeroStates[2] = {isZeros(stack.hx[0]),
                        lstm && isZeros(stack.hx[1])};

  Value *x = stack.input;
  Value *none = nullptr;
  llvm::SmallVector<Value *, 4> hs, cs;
  for (int64_t layer = 0; layer < stack.layers; ++layer) {
    // This layer's slice [D, B, *] of each initial state (all of it for
    // one layer), or null (zeros).
    Value *states[2] = {nullptr, nullptr};
    for (unsigned s = 0; s < (lstm ? 2u : 1u); ++s)
      if (!zeroStates[s])
        states[s] = stack.layers == 1 ? stack.hx[s]
                                      : b.slice(stack.hx[s], 0, layer * dirs,
                                                (layer + 1) * dirs);
    Value *const *p = &stack.params[size_t(layer * dirs) * perCell];
    rnn::LayerValues r;
    if (projected) {
      FailureOr<int64_t> gated =
          staticDim(rw, p[1], 0, "w_hh (4 * the hidden size)");
      if (failed(gated))
        return failure();
      rnn::Layer spec;
      spec.kind = stack.kind;
      spec.hidden = *gated / 4;
      spec.input = x;
      spec.h0 = states[0];
      spec.c0 = states[1];
      spec.seqLens = stack.seqLens;
      for (int64_t d = 0; d < dirs; ++d) {
        Value *const *w = p + d * perCell;
        spec.directions.push_back({w[0],
                                   w[1],
                                   stack.hasBiases ? w[2] : nullptr,
                                   stack.hasBiases ? w[3] : nullptr,
                                   w[perCell - 1],
                                   {}});
      }
      FailureOr<rnn::LayerValues> built = rnn::buildLayer(rw, spec);
      if (failed(built))
        return failure();
      r = *built;
    } else {
      // One direction's weight k of each direction, stacked on dim 0.
      auto stacked = [&](size_t k) {
        llvm::SmallVector<Value *, 2> ws;
        for (int64_t d = 0; d < dirs; ++d)
          ws.push_back(b.unsqueeze(p[d * perCell + k], 0));
        return b.concat(ws, 0);
      };
      if (!none)
        none = b.none();
      llvm::SmallVector<Value *, 8> operands{x};
      for (unsigned s = 0; s < (lstm ? 2u : 1u); ++s)
        operands.push_back(states[s] ? states[s] : none);
      operands.push_back(stacked(0));
      operands.push_back(stacked(1));
      operands.push_back(stack.hasBiases ? stacked(2) : none);
      operands.push_back(stack.hasBiases ? stacked(3) : none);
      operands.push_back(stack.seqLens ? stack.seqLens : none);
      llvm::SmallVector<NamedAttribute, 2> attrs{
          {"bidirectional", rw.getBoolAttr(stack.bidirectional)}};
      llvm::StringRef name = core::RnnOp::getOperationName();
      if (stack.kind == CellKind::LSTM)
        name = core::LstmOp::getOperationName();
      else if (stack.kind == CellKind::GRU)
        name = core::GruOp::getOperationName();
      else if (stack.kind == CellKind::Relu)
        attrs.push_back({"nonlinearity", rw.getStringAttr("relu")});
      Operation *op = rw.createOp(name, llvm::SmallVector<Type, 3>(
                                            lstm ? 3 : 2, any),
                                  operands, attrs);
      if (!op)
        return failure();
      r = {op->getResult(0), op->getResult(1),
           lstm ? op->getResult(2) : nullptr};
    }
    x = r.output;
    hs.push_back(r.h);
    if (lstm)
      cs.push_back(r.c);
  }
  return rnn::LayerValues{x, b.concat(hs, 0), lstm ? b.concat(cs, 0) : nullptr};
}

/// x with its first two dims swapped (batch_first), any rank >= 2.
Value *swapFirstTwo(Rewriter &rw, Value *x) {
  llvm::SmallVector<int64_t, 4> perm{1, 0};
  for (int64_t d = 2; d < x->getType().getRank(); ++d)
    perm.push_back(d);
  return core::TransposeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, perm};
}

/// The op's results: output, h_n and (LSTM) c_n.
void replaceWithLayers(Rewriter &rw, Operation *op, const rnn::LayerValues &r,
                       Value *output) {
  if (op->getNumResults() == 3)
    rw.replaceOp(op, {output, r.h, r.c});
  else
    rw.replaceOp(op, {output, r.h});
}

/// The input's checks shared by the overloads.
LogicalResult checkInput(Rewriter &rw, Value *x, int64_t rank) {
  Type t = x->getType();
  if (!t.hasRank() || t.getRank() != rank)
    return rw.emitError() << "needs a " << rank
                          << "-D input, but it has type " << t.str();
  if (t.getDType() == DType::Unknown)
    return rw.emitError() << "needs the dtype of its input (give an example "
                             "input or --input-shape)";
  if (!isFloatDType(t.getDType()))
    return rw.emitError() << "needs a float input, but it has type "
                          << t.str();
  return success();
}

// lstm.input(input, hx, params, has_biases, num_layers, dropout, train,
//   bidirectional, batch_first) -> (output, h_n, c_n); gru.input and
//   rnn_{tanh,relu}.input take hx as one tensor and return (output, h_n).
// Per layer and direction the params are w_ih, w_hh[, b_ih, b_hh][, w_hr].
DecompositionFn rnnInputEntry(CellKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    LayerStack stack;
    stack.kind = kind;
    FailureOr<Value *> input = rw.readTensor(0);
    FailureOr<bool> batchFirst = rw.readBool(8);
    if (failed(input) || failed(batchFirst) ||
        failed(readCellStates(rw, kind == CellKind::LSTM, 1, stack.hx,
                              "h0, c0")) ||
        failed(readLayerArgs(rw, 2, stack)) ||
        failed(checkInput(rw, *input, 3)))
      return failure();
    stack.input = *batchFirst ? swapFirstTwo(rw, *input) : *input;
    FailureOr<rnn::LayerValues> r = buildStack(rw, stack);
    if (failed(r))
      return failure();
    replaceWithLayers(rw, op, *r,
                      *batchFirst ? swapFirstTwo(rw, r->output) : r->output);
    return success();
  };
}

/// Builds the index arithmetic of packed sequences (i64 tensors and host
/// ints). A packed sequence (torch's PackedSequence) holds at step t the
/// rows of the batch_sizes[t] sequences still running, time-major, the
/// sequences sorted by decreasing length; B = batch_sizes[0].
class Packing {
public:
  explicit Packing(Rewriter &rw)
      : rw(rw), ctx(rw.getContext()), i64(rw.unrankedTensorType(DType::I64)) {}

  Value *dim(Value *v, int64_t axis) {
    return core::DimOp::createTyped{rw, ctx.getIntType(), v, axis};
  }
  /// [0, 1, ..., n - 1] for a host int n.
  Value *arange(Value *n) {
    return core::ArangeOp::createTyped{
        rw, i64, rw.createScalarConstant(DType::I64, 0), toTensor(n),
        rw.createScalarConstant(DType::I64, 1), DType::I64};
  }
  Value *toTensor(Value *n) {
    return core::ToTensorOp::createTyped{rw, rw.getTensorType(DType::I64, {}),
                                         n, DType::I64};
  }
  Value *unsqueeze(Value *x, int64_t axis) {
    return core::UnsqueezeOp::createTyped{rw, i64, x, {axis}};
  }
  /// [T, B]: b < sizes[t], from the per-step batch sizes [T].
  Value *stepMask(Value *sizes, Value *batch) {
    return core::LtOp::createTyped{rw, rw.unrankedTensorType(DType::Bool),
                                   unsqueeze(arange(batch), 0),
                                   unsqueeze(sizes, 1)};
  }
  /// [T, B]: t < lengths[b], from the lengths [B].
  Value *lengthMask(Value *lengths, Value *steps) {
    return core::LtOp::createTyped{rw, rw.unrankedTensorType(DType::Bool),
                                   unsqueeze(arange(steps), 1),
                                   unsqueeze(lengths, 0)};
  }
  /// The (t, b) of mask's true entries in row-major (time-major) order,
  /// the order of a packed sequence's rows.
  std::pair<Value *, Value *> positions(Value *mask) {
    Value *where = core::NonzeroOp::createTyped{rw, i64, mask};
    auto column = [&](int64_t k) {
      return core::SqueezeOp::createTyped{
          rw, i64,
          core::SliceOp::createTyped{rw, i64, where, rw.createI64Constant({k}),
                                     rw.createI64Constant({k + 1}),
                                     rw.createI64Constant({1}),
                                     rw.createI64Constant({1})},
          {1}};
    };
    return {column(0), column(1)};
  }
  /// The true entries of mask [T, B] counted along `axis`.
  Value *count(Value *mask, int64_t axis) {
    return core::ReduceSumOp::createTyped{rw, i64, rw.castTo(mask, DType::I64),
                                          {axis}, false};
  }
  /// The padded [T, B, rest...] tensor filled with `fill` (a 0-d tensor of
  /// data's dtype) holding the packed rows `data` [N, rest...] at `at`.
  Value *pad(Value *data, Value *steps, Value *batch,
             std::pair<Value *, Value *> at, Value *fill) {
    Value *front =
        core::FromScalarsOp::createTyped{rw, i64, {steps, batch}, DType::I64};
    int64_t rank = data->getType().getRank();
    Value *rest = core::SliceOp::createTyped{
        rw, i64, core::ShapeOfOp::createTyped{rw, i64, data},
        rw.createI64Constant({1}), rw.createI64Constant({rank}),
        rw.createI64Constant({0}), rw.createI64Constant({1})};
    Value *shape = core::ConcatOp::createTyped{rw, i64, {front, rest}, 0};
    Type any = rw.unrankedTensorType(data->getType().getDType());
    Value *full = core::FullOp::createTyped{rw, any, shape, fill};
    return core::IndexPutOp::createTyped{rw, any, full, {at.first, at.second},
                                         data};
  }
  /// The rows of `x` [T, B, ...] at `at`, packed: [N, ...].
  Value *pack(Value *x, std::pair<Value *, Value *> at) {
    return core::IndexOp::createTyped{
        rw, rw.unrankedTensorType(x->getType().getDType()), x,
        {at.first, at.second}};
  }

private:
  Rewriter &rw;
  Context &ctx;
  Type i64;
};

// lstm.data(data, batch_sizes, hx, params, has_biases, num_layers, dropout,
//   train, bidirectional) -> (output, h_n, c_n), and the gru/rnn forms: a
// packed sequence (Packing) through the layers, B = hx's dim 1:
//   mask[t, b] = b < batch_sizes[t]            [T, B]
//   x = the rows of data at nonzero(mask) in zeros [T, B, I]
//   y, h_n, c_n = layers(x, seq_lens = sum_t mask[t, b])
//   output = y at nonzero(mask), packed       [N, D*P]
DecompositionFn rnnDataEntry(CellKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    LayerStack stack;
    stack.kind = kind;
    FailureOr<Value *> data = rw.readTensor(0), batchSizes = rw.readTensor(1);
    if (failed(data) || failed(batchSizes) ||
        failed(readCellStates(rw, kind == CellKind::LSTM, 2, stack.hx,
                              "h0, c0")) ||
        failed(readLayerArgs(rw, 3, stack)) || failed(checkInput(rw, *data, 2)))
      return failure();
    Type bsType = (*batchSizes)->getType();
    if (!bsType.hasRank() || bsType.getRank() != 1 ||
        !isIntegerDType(bsType.getDType()))
      return rw.emitError() << "needs 1-D integer batch_sizes, but they have "
                               "type "
                            << bsType.str();
    Packing p(rw);
    DType dtype = (*data)->getType().getDType();
    Value *sizes = rw.castTo(*batchSizes, DType::I64);
    Value *steps = p.dim(sizes, 0), *batch = p.dim(stack.hx[0], 1);
    Value *mask = p.stepMask(sizes, batch);
    auto at = p.positions(mask);
    stack.input =
        p.pad(*data, steps, batch, at, rw.createScalarConstant(dtype, 0.0));
    stack.seqLens = p.count(mask, 0);
    FailureOr<rnn::LayerValues> r = buildStack(rw, stack);
    if (failed(r))
      return failure();
    replaceWithLayers(rw, op, *r, p.pack(r->output, at));
    return success();
  };
}

// _pack_padded_sequence(input, lengths, batch_first) -> (data, batch_sizes)
// (pack_padded_sequence; lengths sorted decreasing, as ATen checks):
//   x = input [T, B, ...] (batch_first: transposed)
//   mask[t, b] = t < lengths[b]
//   data = x at nonzero(mask)                         [N, ...]
//   batch_sizes = (sum_b mask[t, b])[:lengths[0]]      [max length]
LogicalResult decomposePackPaddedSequence(Rewriter &rw, Operation *op) {
  FailureOr<Value *> input = rw.readTensor(0), lengths = rw.readTensor(1);
  FailureOr<bool> batchFirst = rw.readBool(2);
  if (failed(input) || failed(lengths) || failed(batchFirst))
    return failure();
  Type t = (*input)->getType();
  if (!t.hasRank() || t.getRank() < 2)
    return rw.emitError() << "needs an input of rank 2 or more, but it has "
                             "type "
                          << t.str();
  Packing p(rw);
  Value *x = *batchFirst ? swapFirstTwo(rw, *input) : *input;
  Value *lens = rw.castTo(*lengths, DType::I64);
  Value *mask = p.lengthMask(lens, p.dim(x, 0));
  Value *data = p.pack(x, p.positions(mask));
  Type i64 = rw.unrankedTensorType(DType::I64);
  Value *longest = core::SliceOp::createTyped{
      rw, i64, lens, rw.createI64Constant({0}), rw.createI64Constant({1}),
      rw.createI64Constant({0}), rw.createI64Constant({1})};
  Value *sizes = core::SliceOp::createTyped{
      rw, i64, p.count(mask, 1), rw.createI64Constant({0}), longest,
      rw.createI64Constant({0}), rw.createI64Constant({1})};
  rw.replaceOp(op, {data, sizes});
  return success();
}

// _pad_packed_sequence(data, batch_sizes, batch_first, padding_value,
//   total_length) -> (output, lengths) (pad_packed_sequence):
//   B = batch_sizes[0]; T = batch_sizes' length
//   mask[t, b] = b < batch_sizes[t]
//   output = the rows of data at nonzero(mask) in a tensor
//            [max(total_length, T), B, ...] of padding_value (ATen takes
//            total_length when it is positive, and it is then >= T)
//   lengths = sum_t mask[t, b]
LogicalResult decomposePadPackedSequence(Rewriter &rw, Operation *op) {
  FailureOr<Value *> data = rw.readTensor(0), batchSizes = rw.readTensor(1);
  FailureOr<bool> batchFirst = rw.readBool(2);
  FailureOr<ScalarArg> padding = readScalar(rw, 3);
  if (failed(data) || failed(batchSizes) || failed(batchFirst) ||
      failed(padding))
    return failure();
  Type t = (*data)->getType();
  if (!t.hasRank() || t.getRank() < 2 || t.getDType() == DType::Unknown)
    return rw.emitError() << "needs packed data of rank 2 or more and a "
                             "known dtype, but it has type "
                          << t.str();
  Value *total = op->getOperand(4);
  if (total->getType().getKind() != Type::Int)
    return rw.emitError() << rw.describeOperand(4) << " must be an int";
  Packing p(rw);
  Context &ctx = rw.getContext();
  Value *sizes = rw.castTo(*batchSizes, DType::I64);
  Value *steps = p.dim(sizes, 0);
  Value *first = core::IndexSelectOp::createTyped{
      rw, rw.getTensorType(DType::I64, {}), sizes,
      rw.createScalarConstant(DType::I64, 0), 0};
  Value *batch = core::ToScalarOp::createTyped{rw, ctx.getIntType(), first};
  Value *mask = p.stepMask(sizes, batch);
  Value *length = steps;
  std::optional<int64_t> fixed = matchConstantInt(total);
  if (!fixed || *fixed > 0)
    length = core::ScalarMaxOp::createTyped{rw, ctx.getIntType(), total, steps};
  Value *padded = p.pad(*data, length, batch, p.positions(mask),
                        materializeScalar(rw, *padding, t.getDType()));
  rw.replaceOp(op, {*batchFirst ? swapFirstTwo(rw, padded) : padded,
                    p.count(mask, 0)});
  return success();
}

// lstm_cell(input, (h, c), w_ih, w_hh, b_ih, b_hh) -> (h', c');
// gru_cell and rnn_{tanh,relu}_cell(input, h, ...) -> h': one step of the
// cell (RecurrentLayers.h, CellBuilder::step), for a batched [B, I] or an
// unbatched [I] input.
DecompositionFn rnnCellEntry(CellKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    bool lstm = kind == CellKind::LSTM;
    FailureOr<Value *> input = rw.readTensor(0), wIh = rw.readTensor(2),
                       wHh = rw.readTensor(3);
    if (failed(input) || failed(wIh) || failed(wHh))
      return failure();
    llvm::SmallVector<Value *, 2> hx;
    if (failed(readCellStates(rw, lstm, 1, hx, "h, c")))
      return failure();
    Value *h = hx[0], *c = lstm ? hx[1] : nullptr;
    FailureOr<int64_t> gated =
        staticDim(rw, *wHh, 0, "w_hh (gates * the hidden size)");
    if (failed(gated))
      return failure();
    rnn::CellBuilder cells(rw, kind, (*input)->getType().getDType(),
                           *gated / rnn::numGates(kind));
    Value *bIh = rw.isNone(4) ? nullptr : op->getOperand(4);
    Value *bHh = rw.isNone(5) ? nullptr : op->getOperand(5);
    rnn::CellWeights w{*wIh, *wHh, bIh, bHh, nullptr, {}};
    auto [h2, c2] = cells.step(cells.linear(*input, *wIh, bIh), h, c, w);
    if (lstm)
      rw.replaceOp(op, {h2, c2});
    else
      rw.replaceOp(op, {h2});
    return success();
  };
}

} // namespace

void detail::registerRNNDecompositions() {
  addBuiltin("aten::lstm.input", rnnInputEntry(CellKind::LSTM));
  addBuiltin("aten::gru.input", rnnInputEntry(CellKind::GRU));
  addBuiltin("aten::rnn_tanh.input", rnnInputEntry(CellKind::Tanh));
  addBuiltin("aten::rnn_relu.input", rnnInputEntry(CellKind::Relu));
  addBuiltin("aten::lstm.data", rnnDataEntry(CellKind::LSTM));
  addBuiltin("aten::gru.data", rnnDataEntry(CellKind::GRU));
  addBuiltin("aten::rnn_tanh.data", rnnDataEntry(CellKind::Tanh));
  addBuiltin("aten::rnn_relu.data", rnnDataEntry(CellKind::Relu));
  addBuiltin("aten::_pack_padded_sequence", decomposePackPaddedSequence);
  addBuiltin("aten::_pad_packed_sequence", decomposePadPackedSequence);
  addBuiltin("aten::lstm_cell", rnnCellEntry(CellKind::LSTM));
  addBuiltin("aten::gru_cell", rnnCellEntry(CellKind::GRU));
  addBuiltin("aten::rnn_tanh_cell", rnnCellEntry(CellKind::Tanh));
  addBuiltin("aten::rnn_relu_cell", rnnCellEntry(CellKind::Relu));
}
