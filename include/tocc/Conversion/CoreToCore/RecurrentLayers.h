//===- RecurrentLayers.h - Recurrent cells and layers in core primitives --===//
//
// LSTM, GRU and Elman RNN cells written with core primitives (linear,
// slice, sigmoid, tanh, mul, add), and layers of them over a sequence:
// unrolled when the sequence length is static, one prim.Loop over the steps
// (a scan output collecting each step's state) when it is symbolic. Shared
// by the aten decompositions (the *_cell ops, and LSTM layers with a
// projection, which ONNX's LSTM lacks) and the expansions of the composite
// core.lstm, core.gru and core.rnn. docs/core-dialect.md ("Recurrent
// layers") has the formulas.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_CONVERSION_CORETOCORE_RECURRENTLAYERS_H
#define TOCC_CONVERSION_CORETOCORE_RECURRENTLAYERS_H

#include "tocc/Rewrite/Rewriter.h"

#include "llvm/ADT/SmallVector.h"

#include <functional>
#include <utility>

namespace tocc::rnn {

enum class CellKind { LSTM, GRU, Tanh, Relu };

/// The gates of a cell: 4 (LSTM), 3 (GRU), 1 (RNN).
int64_t numGates(CellKind kind);

/// The weights of one direction of a layer in torch's layout and gate
/// order: w_ih [G*H, I], w_hh [G*H, P] (P = H without a projection), the
/// biases [G*H] (null: none), w_hr [P, H] (an LSTM's projection; null:
/// none).
struct CellWeights {
  Value *wIh = nullptr, *wHh = nullptr;
  Value *bIh = nullptr, *bHh = nullptr;
  Value *wHr = nullptr;
  /// If set, what the input and the state become before their projections
  /// by w_ih and w_hh: a dynamically quantized cell (torch's
  /// quantized_lstm) quantizes each with parameters from its own min and
  /// max (the input once for the whole sequence, the state at every step).
  std::function<Value *(Value *)> activation;
};

/// Builds cells of one kind, dtype and hidden size H with a rewriter.
class CellBuilder {
public:
  CellBuilder(Rewriter &rw, CellKind kind, DType dtype, int64_t hidden);

  /// x W^T + b (b may be null).
  Value *linear(Value *x, Value *w, Value *b);
  /// One step from the input's projection xp = x W_ih^T + b_ih and the
  /// state h (and c for LSTM); returns the next (h, c), c null but for
  /// LSTM:
  ///   LSTM: i, f, g, o = xp + h W_hh^T + b_hh; c' = s(f) c + s(i) tanh(g);
  ///         h' = s(o) tanh(c') (then h' W_hr^T with a projection)
  ///   GRU:  r = s(xr + hr), z = s(xz + hz), n = tanh(xn + r hn);
  ///         h' = n + z (h - n)
  ///   RNN:  h' = act(xp + h W_hh^T + b_hh)
  std::pair<Value *, Value *> step(Value *xp, Value *h, Value *c,
                                   const CellWeights &w);

  Rewriter &getRewriter() { return rw; }
  CellKind getKind() const { return kind; }
  DType getDType() const { return dtype; }

  // Small builders the layers share.
  Value *none();
  Value *slice(Value *x, int64_t axis, int64_t begin, int64_t end);
  /// x[i] along axis 0, the dim removed.
  Value *select(Value *x, int64_t i);
  Value *unsqueeze(Value *x, int64_t axis);
  Value *concat(llvm::ArrayRef<Value *> xs, int64_t axis);
  Value *unary(llvm::StringRef name, Value *x);
  Value *binary(llvm::StringRef name, Value *a, Value *b);

private:
  /// Gate `k` of a projection [..., G * H].
  Value *gate(Value *x, int64_t k);

  Rewriter &rw;
  CellKind kind;
  DType dtype;
  int64_t hidden;
  Type any;
};

/// One layer (one or two directions) of a recurrent network.
struct Layer {
  CellKind kind = CellKind::LSTM;
  /// H, the cells' hidden size (c's for LSTM with a projection).
  int64_t hidden = 0;
  /// [T, B, I], sequence first.
  Value *input = nullptr;
  /// The initial states [D, B, P] and (LSTM) [D, B, H]; null: zeros.
  Value *h0 = nullptr, *c0 = nullptr;
  /// Forward, then reverse.
  llvm::SmallVector<CellWeights, 2> directions;
  /// Integer lengths [B]: sequence b ends after seq_lens[b] steps, its
  /// later outputs are 0 and its final state is the one at its last step
  /// (the reverse direction starts at that step). Null: every sequence has
  /// T steps.
  Value *seqLens = nullptr;
};

/// What a layer computes: the outputs [T, B, D*P] (the directions' h
/// concatenated), the final h [D, B, P] and (LSTM) c [D, B, H].
struct LayerValues {
  Value *output = nullptr, *h = nullptr, *c = nullptr;
};

/// Builds `layer` from its cells: unrolled when T is static, else one
/// prim.Loop per direction. Errors (an input that is not 3-D, an unknown
/// dtype) are emitted at the rewriter's op.
FailureOr<LayerValues> buildLayer(Rewriter &rw, const Layer &layer);

} // namespace tocc::rnn

#endif // TOCC_CONVERSION_CORETOCORE_RECURRENTLAYERS_H
