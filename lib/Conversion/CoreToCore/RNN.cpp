//===- RNN.cpp - Expansions of the recurrent layers -----------------------===//
//
// core.lstm, core.gru and core.rnn into their cells (RecurrentLayers.h):
// each direction's weights are taken from the stacked [D, ...] operands,
// and the steps are unrolled over a static sequence length or run by a
// prim.Loop over a symbolic one. tocc-export --unroll-rnn expands them this
// way; lower-to-onnx never needs to, every opset having LSTM, GRU and RNN.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Conversion/CoreToCore/RecurrentLayers.h"
#include "tocc/Dialect/Core/CoreDialect.h"

using namespace tocc;
using namespace tocc::expansion;
using rnn::CellKind;

// lstm(x, h0, c0, w_ih, w_hh, b_ih, b_hh, seq_lens), gru and rnn (without
// c0): per direction d the cell of w_ih[d], w_hh[d], b_ih[d], b_hh[d].
static ExpansionFn expandRecurrent(CellKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    bool lstm = kind == CellKind::LSTM;
    unsigned wIh = lstm ? 3 : 2;
    CellKind cell = kind;
    Attribute act = op->getAttr("nonlinearity");
    if (act && act.isString() && act.getString() == "relu")
      cell = CellKind::Relu;
    auto present = [&](unsigned i) -> Value * {
      Value *v = op->getOperand(i);
      return v->getType().isNone() ? nullptr : v;
    };
    Type wh = op->getOperand(wIh + 1)->getType();
    if (!wh.hasRank() || wh.getRank() != 3 || !wh.getDims()[2].isStatic())
      return rw.emitError() << "needs w_hh [D, G*H, H] with a static hidden "
                               "size H, but it has type "
                            << wh.str();
    Type in = op->getOperand(0)->getType();
    if (!in.hasRank() || in.getRank() != 3)
      return rw.emitError() << "needs a 3-D input, but it has type "
                            << in.str();
    rnn::CellBuilder b(rw, cell, in.getDType(), 0);
    rnn::Layer layer;
    layer.kind = cell;
    layer.hidden = wh.getDims()[2].getStatic();
    layer.input = op->getOperand(0);
    layer.h0 = present(1);
    layer.c0 = lstm ? present(2) : nullptr;
    layer.seqLens = present(wIh + 4);
    int64_t dirs = boolAttr(op, "bidirectional", false) ? 2 : 1;
    for (int64_t d = 0; d < dirs; ++d) {
      rnn::CellWeights w;
      Value **slots[] = {&w.wIh, &w.wHh, &w.bIh, &w.bHh};
      for (unsigned k = 0; k < 4; ++k)
        if (Value *v = present(wIh + k))
          *slots[k] = b.select(v, d);
      layer.directions.push_back(w);
    }
    FailureOr<rnn::LayerValues> r = rnn::buildLayer(rw, layer);
    if (failed(r))
      return failure();
    if (lstm)
      rw.replaceOp(op, {r->output, r->h, r->c});
    else
      rw.replaceOp(op, {r->output, r->h});
    return success();
  };
}

void expansion::registerRNNExpansions() {
  addBuiltin(core::LstmOp::getOperationName(), expandRecurrent(CellKind::LSTM));
  addBuiltin(core::GruOp::getOperationName(), expandRecurrent(CellKind::GRU));
  addBuiltin(core::RnnOp::getOperationName(), expandRecurrent(CellKind::Tanh));
}
