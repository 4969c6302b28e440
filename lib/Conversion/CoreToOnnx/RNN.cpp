//===- RNN.cpp - Lowerings of the recurrent layers ------------------------===//
//
// core.lstm, core.gru and core.rnn are ONNX's LSTM, GRU and RNN (the forms
// of opset 7, which 9 to 13 use; -14 adds `layout`, left at 0: the core ops
// are sequence first) over any sequence length and batch. Where the
// layouts differ (torch's on the left):
//   - gates: LSTM i, f, g, o is ONNX's i, o, f, c; GRU r, z, n is z, r, h;
//     the gate blocks of the weights and biases are reordered (a constant's
//     bytes at compile time, else a Gather of the rows);
//   - biases: b_ih and b_hh are ONNX's B = concat(Wb, Rb) along dim 1;
//   - GRU applies r to (h W_hn + b_hn): linear_before_reset = 1;
//   - rnn's relu is activations = ["Relu"] (one per direction);
//   - the output: ONNX's Y is [T, D, B, H]; torch's [T, B, D*H] is
//     Squeeze(Y, 1) for one direction, Reshape(Transpose(Y, [0, 2, 1, 3]),
//     [0, 0, D*H]) for two (ONNX's 0 copies a dim);
//   - seq_lens is ONNX's int32 sequence_lens; absent states are absent
//     initial_h/initial_c (zeros in both).
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"

#include <cstring>

using namespace tocc;
using namespace tocc::lowering;

/// ONNX's gate blocks as torch's: ONNX block j is torch's block order[j].
static llvm::ArrayRef<int64_t> onnxGateOrder(llvm::StringRef opType) {
  static const int64_t lstm[] = {0, 3, 1, 2}, gru[] = {1, 0, 2}, rnn[] = {0};
  if (opType == "LSTM")
    return lstm;
  if (opType == "GRU")
    return gru;
  return rnn;
}

/// A constant's dense value with its bytes, or a null Attribute.
static Attribute constantData(Value *v) {
  Attribute dense = constantOperandValue(v);
  if (!dense || dense.isElided() || !dense.getDenseType().hasRank())
    return Attribute();
  return dense;
}

/// `w` [D, G*H, ...] with the gate blocks of dim 1 in ONNX's `order`: a
/// constant's bytes moved at compile time, else a Gather of the rows.
static Value *reorderGates(LoweringRewriter &rw, Value *w,
                           llvm::ArrayRef<int64_t> order, int64_t hidden) {
  int64_t gates = int64_t(order.size());
  bool identity = true;
  for (int64_t j = 0; j < gates; ++j)
    identity &= order[j] == j;
  if (identity)
    return w;
  if (Attribute dense = constantData(w)) {
    Type t = dense.getDenseType();
    llvm::ArrayRef<char> in = dense.getRawData();
    int64_t elements = t.getNumElements().value_or(0);
    int64_t dirs = t.getDims()[0].getStatic();
    if (elements > 0 && dirs > 0) {
      size_t block = in.size() / size_t(dirs * gates);
      std::vector<char> out(in.size());
      for (int64_t d = 0; d < dirs; ++d)
        for (int64_t j = 0; j < gates; ++j)
          std::memcpy(out.data() + size_t(d * gates + j) * block,
                      in.data() + size_t(d * gates + order[j]) * block, block);
      return rw.constDense(rw.getContext().getDenseAttr(t, out));
    }
  }
  llvm::SmallVector<int64_t, 64> rows;
  for (int64_t j = 0; j < gates; ++j)
    for (int64_t r = 0; r < hidden; ++r)
      rows.push_back(order[j] * hidden + r);
  return rw.onnx("Gather", {w, rw.constI64(rows)}, {rw.intAttr("axis", 1)});
}

/// ONNX's B [D, 2*G*H]: concat(b_ih, b_hh) along dim 1, computed at compile
/// time for constants.
static Value *concatBiases(LoweringRewriter &rw, Value *wb, Value *rb) {
  Attribute a = constantData(wb), b = constantData(rb);
  if (a && b) {
    Type t = a.getDenseType();
    int64_t dirs = t.getDims()[0].getStatic();
    llvm::ArrayRef<char> x = a.getRawData(), y = b.getRawData();
    if (dirs > 0 && x.size() == y.size()) {
      size_t row = x.size() / size_t(dirs);
      std::vector<char> out;
      for (int64_t d = 0; d < dirs; ++d) {
        out.insert(out.end(), x.begin() + d * row, x.begin() + (d + 1) * row);
        out.insert(out.end(), y.begin() + d * row, y.begin() + (d + 1) * row);
      }
      Type joined = rw.getContext().getTensorType(
          t.getDType(), llvm::ArrayRef<int64_t>{
                            dirs, 2 * t.getDims()[1].getStatic()});
      return rw.constDense(rw.getContext().getDenseAttr(joined, out));
    }
  }
  return rw.onnx("Concat", {wb, rb}, {rw.intAttr("axis", 1)});
}

// lstm(x, h0, c0, w_ih, w_hh, b_ih, b_hh, seq_lens) {bidirectional}
//   = LSTM(x, W, R, B, sequence_lens, h0, c0) {hidden_size, direction}
// gru(...) = GRU(...) {linear_before_reset = 1}; rnn(...) = RNN(...)
// {activations}; W, R, B in ONNX's gate order (header comment), the output
// made torch's [T, B, D*H]. OpT: LstmOp, GruOp or RnnOp.
// LSTM-22, GRU-22 and RNN-22 take bf16 too.
template <typename OpT>
static std::function<LoweringFn(Since)> lowerRecurrent(llvm::StringRef opType) {
  return [opType](Since since) -> LoweringFn {
    return
        [opType, since](LoweringRewriter &rw, Operation *op) -> LogicalResult {
          constexpr bool lstm = std::is_same_v<OpT, core::LstmOp>;
          OpT recurrent(op);
          Value *x = recurrent.getInput();
          DType dtype = x->getType().getDType();
          bool bf16 = since.atLeast(22);
          if (dtype != DType::Unknown && dtype != DType::F16 &&
              dtype != DType::F32 && dtype != DType::F64 &&
              !(bf16 && dtype == DType::BF16))
            return rw.emitError()
                   << "has a " << dtypeName(dtype) << " input, which " << opType
                   << " at opset " << rw.target()
                   << " does not take (it takes f16, f32"
                   << (bf16 ? ", f64 or bf16)" : " or f64)");
          Type wh = recurrent.getWHh()->getType();
          if (!wh.hasRank() || wh.getRank() != 3 || !wh.getDims()[2].isStatic())
            return rw.emitError()
                   << "needs w_hh [D, G*H, H] with a static hidden "
                      "size H for "
                   << opType << "'s hidden_size, but it has type " << wh.str();
          int64_t hidden = wh.getDims()[2].getStatic();
          bool bidirectional = recurrent.getBidirectional();
          int64_t dirs = bidirectional ? 2 : 1;
          llvm::ArrayRef<int64_t> order = onnxGateOrder(opType);
          auto present = [](Value *v) { return !v->getType().isNone(); };

          // X, W, R, B, sequence_lens, initial_h[, initial_c]; null: absent.
          llvm::SmallVector<Value *, 8> inputs{x};
          inputs.push_back(reorderGates(rw, recurrent.getWIh(), order, hidden));
          inputs.push_back(reorderGates(rw, recurrent.getWHh(), order, hidden));
          Value *biases = nullptr;
          if (present(recurrent.getBIh())) {
            Value *wb = reorderGates(rw, recurrent.getBIh(), order, hidden);
            Value *rb = reorderGates(rw, recurrent.getBHh(), order, hidden);
            biases = concatBiases(rw, wb, rb);
          }
          inputs.push_back(biases);
          inputs.push_back(present(recurrent.getSeqLens())
                               ? rw.cast(recurrent.getSeqLens(), DType::I32)
                               : nullptr);
          llvm::SmallVector<Value *, 2> states{recurrent.getH0()};
          if constexpr (lstm)
            states.push_back(recurrent.getC0());
          for (Value *s : states)
            inputs.push_back(present(s) ? s : nullptr);
          while (!inputs.back())
            inputs.pop_back();
          Value *absent = nullptr;
          for (Value *&v : inputs)
            if (!v)
              v = absent ? absent : (absent = rw.none());

          llvm::SmallVector<NamedAttribute, 4> attrs{
              rw.intAttr("hidden_size", hidden)};
          if (bidirectional)
            attrs.push_back(rw.stringAttr("direction", "bidirectional"));
          if (opType == "GRU")
            attrs.push_back(rw.intAttr("linear_before_reset", 1));
          Attribute act;
          if constexpr (std::is_same_v<OpT, core::RnnOp>)
            act = recurrent.getNonlinearityAttr();
          if (opType == "RNN" && act && act.isString() &&
              act.getString() == "relu") {
            Attribute relu = rw.getStringAttr("Relu");
            attrs.push_back({"activations", rw.getContext().getArrayAttr(
                                                llvm::SmallVector<Attribute, 2>(
                                                    size_t(dirs), relu))});
          }
          Operation *node = rw.onnxOp(opType, lstm ? 3 : 2, inputs, attrs);
          if (!node)
            return failure();
          Value *y = node->getResult(0);
          Value *output =
              dirs == 1 ? rw.squeeze(y, {1})
                        : rw.onnx("Reshape",
                                  {rw.onnx("Transpose", {y},
                                           {rw.intsAttr("perm", {0, 2, 1, 3})}),
                                   rw.constI64({0, 0, dirs * hidden})});
          if (lstm)
            rw.replaceOp(op, {output, node->getResult(1), node->getResult(2)});
          else
            rw.replaceOp(op, {output, node->getResult(1)});
          return success();
        };
  };
}

void lowering::registerRNNLowerings() {
  // LSTM-7, GRU-7 and RNN-7 (and their -14 forms, which add layout) take
  // every argument of the core ops; the -22 forms take bf16 too.
  addBuiltinFamily(core::LstmOp::getOperationName(), {7, 22},
                   lowerRecurrent<core::LstmOp>("LSTM"));
  addBuiltinFamily(core::GruOp::getOperationName(), {7, 22},
                   lowerRecurrent<core::GruOp>("GRU"));
  addBuiltinFamily(core::RnnOp::getOperationName(), {7, 22},
                   lowerRecurrent<core::RnnOp>("RNN"));
}
