//===- RNN.cpp - Decompositions of recurrent layers and cells -------------===//
//
// An RNN layer over a sequence of static length is its cell unrolled: the
// input projection of every step is one core.linear over the whole
// sequence, then each step adds the projection of the previous hidden
// state and applies the cell's gates. Layers stack, directions run the
// sequence forward and backward and concatenate their outputs.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::detail;

namespace {

enum class CellKind { LSTM, GRU, Tanh, Relu };

/// One cell's weights; the biases may be none values.
struct CellWeights {
  Value *wIh, *wHh, *bIh, *bHh;
};

class Unroller {
public:
  Unroller(DecompositionRewriter &rw, CellKind kind, DType dt, int64_t hidden)
      : rw(rw), kind(kind), hidden(hidden),
        any(rw.unrankedTensorType(dt)) {}

  Value *none() {
    return rw.create("prim.Constant", rw.getContext().getNoneType(), {});
  }

  /// x[begin:end] along `axis`.
  Value *slice(Value *x, int64_t axis, int64_t begin, int64_t end) {
    return rw.create("core.slice", any,
                     {x, rw.createI64Constant({begin}),
                      rw.createI64Constant({end}), rw.createI64Constant({axis}),
                      rw.createI64Constant({1})});
  }
  /// x[i] along axis 0, the dim removed.
  Value *select(Value *x, int64_t i) {
    return rw.create("core.squeeze", any, {slice(x, 0, i, i + 1)},
                     {{"axes", rw.getI64ArrayAttr({0})}});
  }
  Value *unsqueeze0(Value *x) {
    return rw.create("core.unsqueeze", any, {x},
                     {{"axes", rw.getI64ArrayAttr({0})}});
  }
  Value *concat(llvm::ArrayRef<Value *> xs, int64_t axis) {
    if (xs.size() == 1)
      return xs[0];
    return rw.create("core.concat", any, xs, {{"axis", rw.getI64Attr(axis)}});
  }
  /// Gate `k` of a projection [..., G * hidden].
  Value *gate(Value *x, int64_t k) {
    return slice(x, -1, k * hidden, (k + 1) * hidden);
  }
  Value *linear(Value *x, Value *w, Value *b) {
    return rw.create("core.linear", any, {x, w, b});
  }
  Value *unary(llvm::StringRef name, Value *x) {
    return rw.create(name, any, {x});
  }
  Value *binary(llvm::StringRef name, Value *a, Value *b) {
    return rw.create(name, any, {a, b});
  }

  /// One step of the cell from the input projection xp = x W_ih^T + b_ih
  /// and the state (h, c; c only for LSTM); returns the new state.
  ///   LSTM: i, f, g, o = xp + h W_hh^T + b_hh; c' = s(f) c + s(i) tanh(g);
  ///         h' = s(o) tanh(c')
  ///   GRU:  r = s(xr + hr), z = s(xz + hz), n = tanh(xn + r hn);
  ///         h' = n + z (h - n)
  ///   RNN:  h' = act(xp + h W_hh^T + b_hh)
  std::pair<Value *, Value *> step(Value *xp, Value *h, Value *c,
                                   const CellWeights &w) {
    Value *hp = linear(h, w.wHh, w.bHh);
    switch (kind) {
    case CellKind::LSTM: {
      Value *g = binary("core.add", xp, hp);
      Value *i = unary("core.sigmoid", gate(g, 0));
      Value *f = unary("core.sigmoid", gate(g, 1));
      Value *cand = unary("core.tanh", gate(g, 2));
      Value *o = unary("core.sigmoid", gate(g, 3));
      Value *c2 = binary("core.add", binary("core.mul", f, c),
                         binary("core.mul", i, cand));
      return {binary("core.mul", o, unary("core.tanh", c2)), c2};
    }
    case CellKind::GRU: {
      Value *r = unary("core.sigmoid",
                       binary("core.add", gate(xp, 0), gate(hp, 0)));
      Value *z = unary("core.sigmoid",
                       binary("core.add", gate(xp, 1), gate(hp, 1)));
      Value *n = unary("core.tanh",
                       binary("core.add", gate(xp, 2),
                              binary("core.mul", r, gate(hp, 2))));
      return {binary("core.add", n,
                     binary("core.mul", z, binary("core.sub", h, n))),
              nullptr};
    }
    case CellKind::Tanh:
    case CellKind::Relu:
      return {unary(kind == CellKind::Tanh ? "core.tanh" : "core.relu",
                    binary("core.add", xp, hp)),
              nullptr};
    }
    llvm_unreachable("cell kinds are covered");
  }

  /// Runs one direction of one layer over `input` [T, B, I] from state
  /// (h0, c0) [B, H]; returns the outputs [T, B, H] and the final state.
  struct Run {
    Value *output, *h, *c;
  };
  Run run(Value *input, int64_t steps, Value *h, Value *c,
          const CellWeights &w, bool reverse) {
    Value *xp = linear(input, w.wIh, w.bIh);
    std::vector<Value *> outs(steps);
    for (int64_t k = 0; k < steps; ++k) {
      int64_t t = reverse ? steps - 1 - k : k;
      auto [h2, c2] = step(select(xp, t), h, c, w);
      h = h2;
      c = c2;
      outs[t] = unsqueeze0(h);
    }
    return {concat(outs, 0), h, c};
  }

private:
  DecompositionRewriter &rw;
  CellKind kind;
  int64_t hidden;
  Type any;
};

/// The tensors of a Tensor[] argument built by prim.ListConstruct.
FailureOr<llvm::SmallVector<Value *, 8>>
readTensorList(DecompositionRewriter &rw, unsigned i) {
  Operation *def = rw.getOp()->getOperand(i)->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return rw.emitError() << rw.describeOperand(i)
                          << " must be a prim.ListConstruct of tensors";
  llvm::SmallVector<Value *, 8> values;
  for (Value *v : def->getOperands())
    values.push_back(v);
  for (Value *v : values)
    if (!v->getType().isTensor())
      return rw.emitError() << rw.describeOperand(i)
                            << " holds a non-tensor of type "
                            << v->getType().str();
  return values;
}

/// The static dim `d` of value `v`, or failure with a diagnostic.
FailureOr<int64_t> staticDim(DecompositionRewriter &rw, Value *v, int64_t d,
                             llvm::StringRef what) {
  Type t = v->getType();
  if (!t.hasRank() || d >= t.getRank() || !t.getDims()[d].isStatic())
    return rw.emitError() << "needs a static dim " << d << " of its " << what
                          << ", which has type " << t.str();
  return t.getDims()[d].getStatic();
}

// lstm.input(input, hx, params, has_biases, num_layers, dropout, train,
//   bidirectional, batch_first) -> (output, h_n, c_n); gru.input and
//   rnn_{tanh,relu}.input take hx as one tensor and return (output, h_n).
// Per layer and direction the params are w_ih, w_hh[, b_ih, b_hh]; the
// layers are unrolled over the static sequence length.
DecompositionFn rnnLayerEntry(CellKind kind) {
  return [kind](DecompositionRewriter &rw, Operation *op) -> LogicalResult {
    bool lstm = kind == CellKind::LSTM;
    FailureOr<Value *> input = rw.readTensor(0);
    FailureOr<llvm::SmallVector<Value *, 8>> params = readTensorList(rw, 2);
    FailureOr<bool> hasBiases = rw.readBool(3), train = rw.readBool(6),
                    bidirectional = rw.readBool(7),
                    batchFirst = rw.readBool(8);
    FailureOr<int64_t> layers = rw.readInt(4);
    if (failed(input) || failed(params) || failed(hasBiases) ||
        failed(train) || failed(bidirectional) || failed(batchFirst) ||
        failed(layers))
      return failure();
    llvm::SmallVector<Value *, 8> hx;
    if (lstm) {
      FailureOr<llvm::SmallVector<Value *, 8>> list = readTensorList(rw, 1);
      if (failed(list))
        return failure();
      if (list->size() != 2)
        return rw.emitError() << "needs hx = (h0, c0), but it has "
                              << uint64_t(list->size()) << " tensors";
      hx = *list;
    } else {
      FailureOr<Value *> h0 = rw.readTensor(1);
      if (failed(h0))
        return failure();
      hx.push_back(*h0);
    }
    if (*train)
      return rw.emitError() << "runs in training mode (" << rw.describeOperand(6)
                            << " is true); only inference decomposes";
    int64_t dirs = *bidirectional ? 2 : 1;
    size_t perCell = *hasBiases ? 4 : 2;
    if (*layers < 1 || params->size() != size_t(*layers * dirs) * perCell)
      return rw.emitError() << "has " << uint64_t(params->size())
                            << " params for " << *layers << " layers, "
                            << dirs << " directions and "
                            << (*hasBiases ? "" : "no ")
                            << "biases (projections are not supported)";
    Type inType = (*input)->getType();
    if (!inType.hasRank() || inType.getRank() != 3)
      return rw.emitError() << "needs a 3-D input, but it has type "
                            << inType.str();
    FailureOr<int64_t> steps = staticDim(rw, *input, *batchFirst ? 1 : 0,
                                         "input (the sequence length)");
    FailureOr<int64_t> hidden =
        staticDim(rw, (*params)[1], 1, "w_hh (the hidden size)");
    if (failed(steps) || failed(hidden))
      return failure();
    Unroller u(rw, kind, inType.getDType(), *hidden);
    Value *x = *input;
    Type any = rw.unrankedTensorType(inType.getDType());
    if (*batchFirst)
      x = rw.create("core.transpose", any, {x},
                    {{"perm", rw.getI64ArrayAttr({1, 0, 2})}});
    llvm::SmallVector<Value *, 8> hs, cs;
    for (int64_t layer = 0; layer < *layers; ++layer) {
      llvm::SmallVector<Value *, 2> outs;
      for (int64_t dir = 0; dir < dirs; ++dir) {
        int64_t cell = layer * dirs + dir;
        Value **p = &(*params)[cell * perCell];
        CellWeights w{p[0], p[1], *hasBiases ? p[2] : u.none(),
                      *hasBiases ? p[3] : u.none()};
        Value *h0 = u.select(hx[0], cell);
        Value *c0 = lstm ? u.select(hx[1], cell) : nullptr;
        Unroller::Run r = u.run(x, *steps, h0, c0, w, dir == 1);
        outs.push_back(r.output);
        hs.push_back(u.unsqueeze0(r.h));
        if (lstm)
          cs.push_back(u.unsqueeze0(r.c));
      }
      x = u.concat(outs, -1);
    }
    if (*batchFirst)
      x = rw.create("core.transpose", any, {x},
                    {{"perm", rw.getI64ArrayAttr({1, 0, 2})}});
    llvm::SmallVector<Value *, 3> results = {x, u.concat(hs, 0)};
    if (lstm)
      results.push_back(u.concat(cs, 0));
    rw.replaceOp(op, results);
    return success();
  };
}

// lstm_cell(input, (h, c), w_ih, w_hh, b_ih, b_hh) -> (h', c');
// gru_cell and rnn_{tanh,relu}_cell(input, h, ...) -> h': one step of the
// cell (docs above Unroller::step), for a batched [B, I] or an unbatched
// [I] input.
DecompositionFn rnnCellEntry(CellKind kind) {
  return [kind](DecompositionRewriter &rw, Operation *op) -> LogicalResult {
    bool lstm = kind == CellKind::LSTM;
    FailureOr<Value *> input = rw.readTensor(0), wIh = rw.readTensor(2),
                       wHh = rw.readTensor(3);
    if (failed(input) || failed(wIh) || failed(wHh))
      return failure();
    Value *h, *c = nullptr;
    if (lstm) {
      FailureOr<llvm::SmallVector<Value *, 8>> list = readTensorList(rw, 1);
      if (failed(list))
        return failure();
      if (list->size() != 2)
        return rw.emitError() << "needs hx = (h, c), but it has "
                              << uint64_t(list->size()) << " tensors";
      h = (*list)[0];
      c = (*list)[1];
    } else {
      FailureOr<Value *> t = rw.readTensor(1);
      if (failed(t))
        return failure();
      h = *t;
    }
    FailureOr<int64_t> hidden = staticDim(rw, *wHh, 1, "w_hh (the hidden size)");
    if (failed(hidden))
      return failure();
    Unroller u(rw, kind, (*input)->getType().getDType(), *hidden);
    Value *bIh = rw.isNone(4) ? u.none() : op->getOperand(4);
    Value *bHh = rw.isNone(5) ? u.none() : op->getOperand(5);
    CellWeights w{*wIh, *wHh, bIh, bHh};
    auto [h2, c2] = u.step(u.linear(*input, *wIh, bIh), h, c, w);
    if (lstm)
      rw.replaceOp(op, {h2, c2});
    else
      rw.replaceOp(op, {h2});
    return success();
  };
}

} // namespace

void detail::registerRNNDecompositions() {
  addBuiltin("aten::lstm.input", rnnLayerEntry(CellKind::LSTM));
  addBuiltin("aten::gru.input", rnnLayerEntry(CellKind::GRU));
  addBuiltin("aten::rnn_tanh.input", rnnLayerEntry(CellKind::Tanh));
  addBuiltin("aten::rnn_relu.input", rnnLayerEntry(CellKind::Relu));
  addBuiltin("aten::lstm_cell", rnnCellEntry(CellKind::LSTM));
  addBuiltin("aten::gru_cell", rnnCellEntry(CellKind::GRU));
  addBuiltin("aten::rnn_tanh_cell", rnnCellEntry(CellKind::Tanh));
  addBuiltin("aten::rnn_relu_cell", rnnCellEntry(CellKind::Relu));
}
