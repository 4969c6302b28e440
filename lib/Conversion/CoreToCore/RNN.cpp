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
// OpT: LstmOp, GruOp or RnnOp.
template <typename OpT> static ExpansionFn expandRecurrent(CellKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    constexpr bool lstm = std::is_same_v<OpT, core::LstmOp>;
    OpT recurrent(op);
    CellKind cell = kind;
    Attribute act;
    if constexpr (std::is_same_v<OpT, core::RnnOp>)
      act = recurrent.getNonlinearityAttr();
    if (act && act.isString() && act.getString() == "relu")
      cell = CellKind::Relu;
    auto present = [](Value *v) -> Value * {
      return v->getType().isNone() ? nullptr : v;
    };
    Type wh = recurrent.getWHh()->getType();
    if (!wh.hasRank() || wh.getRank() != 3 || !wh.getDims()[2].isStatic())
      return rw.emitError() << "needs w_hh [D, G*H, H] with a static hidden "
                               "size H, but it has type "
                            << wh.str();
    Type in = recurrent.getInput()->getType();
    if (!in.hasRank() || in.getRank() != 3)
      return rw.emitError() << "needs a 3-D input, but it has type "
                            << in.str();
    rnn::CellBuilder b(rw, cell, in.getDType(), 0);
    rnn::Layer layer;
    layer.kind = cell;
    layer.hidden = wh.getDims()[2].getStatic();
    layer.input = recurrent.getInput();
    layer.h0 = present(recurrent.getH0());
    if constexpr (lstm)
      layer.c0 = present(recurrent.getC0());
    else
      layer.c0 = nullptr;
    layer.seqLens = present(recurrent.getSeqLens());
    int64_t dirs = recurrent.getBidirectional() ? 2 : 1;
    for (int64_t d = 0; d < dirs; ++d) {
      rnn::CellWeights w;
      std::pair<Value **, Value *> slots[] = {{&w.wIh, recurrent.getWIh()},
                                              {&w.wHh, recurrent.getWHh()},
                                              {&w.bIh, recurrent.getBIh()},
                                              {&w.bHh, recurrent.getBHh()}};
      for (auto [slot, operand] : slots)
        if (Value *v = present(operand))
          *slot = b.select(v, d);
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
  addBuiltin(core::LstmOp::getOperationName(),
             expandRecurrent<core::LstmOp>(CellKind::LSTM));
  addBuiltin(core::GruOp::getOperationName(),
             expandRecurrent<core::GruOp>(CellKind::GRU));
  addBuiltin(core::RnnOp::getOperationName(),
             expandRecurrent<core::RnnOp>(CellKind::Tanh));
}
