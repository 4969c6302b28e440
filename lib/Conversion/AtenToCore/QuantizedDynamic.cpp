//===- QuantizedDynamic.cpp - Decompositions of dynamic quantization ------===//
//
// torch.ao.quantization.quantize_dynamic keeps activations in f32 and the
// weights of Linear, LSTM and GRU layers in int8: at run time, each
// kernel picks a scale and zero point for its f32 input from the input's
// min and max (torch's ChooseQuantizationParams: u8, asymmetric, the
// range widened to hold 0, [0, 127] with reduce_range), quantizes it,
// multiplies the integers and returns f32. In core that is the input's
// quantize_linear then dequantize_linear with parameters computed in the
// graph, then the float op on the dequantized weight: what torch's kernels
// compute, up to f32 rounding of the sums.
//
// The packed weights come from the importer: a linear's as the tuple
// (weight, scale, zero_point, axis, bias), an RNN cell's as
// (w_ih's linear tuple, w_hh's linear tuple, reduce_range)
// (lib/Frontend/TorchScriptImporter.cpp). docs/quantization.md, "Dynamic
// quantization", has the op table and the error figures.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"
#include "ShapeHelpers.h"

#include "tocc/Conversion/CoreToCore/RecurrentLayers.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <cfloat>

using namespace tocc;
using namespace tocc::detail;
using rnn::CellKind;

namespace {

/// torch's SMALL_SCALE_THRESHOLD (QuantUtils.h): scales below it are
/// raised to it, and the range widened with them.
constexpr float kSmallScale = 6.1e-5f;

/// The dynamic quantization of the f32 tensor `x` as torch's dynamic
/// kernels do it, dequantized. ChooseQuantizationParams(min(x), max(x),
/// qmin = 0, qmax = 255 (127 with reduce_range)), in f64 where torch
/// computes in double:
///   mn = min(min(x), 0), mx = max(max(x), 0)                  (f32)
///   scale = (mx - mn) / (qmax - qmin)                         (f64)
///   scale = 0.1 if 1 / f32(scale) is inf (an all-zero x)
///   if scale < 6.1e-5: scale = 6.1e-5 and mn, mx widened by the same
///     factor (or, when one of them is 0, the other set to
///     6.1e-5 * (qmax - qmin))
///   zp = the one of qmin - mn / scale and qmax - mx / scale with the
///     smaller rounding error, clamped to [qmin, qmax], rounded half to even
///   q = clamp(round(x * f32(1 / f32(scale)) + zp), 0, 255)
/// as onednn (LibTorch's default engine here) quantizes: with the f32
/// reciprocal of the scale, the zero point added before rounding, in f32
/// (where the sum rounds to a tie, that is one step from rounding first,
/// and an LSTM's state then drifts: 35 of 7,680 outputs of a test layer
/// differed by up to 9e-3 with round-then-add). So the quantize is written
/// as that sum and a quantize_linear of scale 1 and zero point 0.
Value *dynamicQuantize(Rewriter &rw, Value *x, bool reduceRange) {
  const double qmin = 0, qmax = reduceRange ? 127 : 255, levels = qmax - qmin;
  auto f32 = [&](double v) { return rw.createScalarConstant(DType::F32, v); };
  auto f64 = [&](double v) { return rw.createScalarConstant(DType::F64, v); };
  Value *zero = f32(0);
  Value *mn = core::MinimumOp::create{
      rw, core::ReduceMinOp::create{rw, x, llvm::ArrayRef<int64_t>(), false},
      zero};
  Value *mx = core::MaximumOp::create{
      rw, core::ReduceMaxOp::create{rw, x, llvm::ArrayRef<int64_t>(), false},
      zero};
  Value *scale =
      core::DivOp::create{rw,
                          core::SubOp::create{rw, rw.castTo(mx, DType::F64),
                                              rw.castTo(mn, DType::F64)},
                          f64(levels)};
  Value *scale32 = rw.castTo(scale, DType::F32);
  Value *infinite = core::GtOp::create{
      rw, core::DivOp::create{rw, f32(1), scale32}, f32(FLT_MAX)};
  scale = core::WhereOp::create{rw, infinite, f64(0.1), scale};
  // The small-scale cut-off.
  Value *small = core::LtOp::create{rw, scale, f64(double(kSmallScale))};
  Value *amplifier =
      core::DivOp::create{rw, f32(kSmallScale), rw.castTo(scale, DType::F32)};
  Value *minIsZero = core::EqOp::create{rw, mn, zero};
  Value *maxIsZero = core::EqOp::create{rw, mx, zero};
  float widened = kSmallScale * float(levels);
  Value *mnSmall = core::WhereOp::create{
      rw, minIsZero, mn,
      core::WhereOp::create{rw, maxIsZero, f32(-widened),
                            core::MulOp::create{rw, mn, amplifier}}};
  Value *mxSmall = core::WhereOp::create{
      rw, minIsZero, f32(widened),
      core::WhereOp::create{rw, maxIsZero, mx,
                            core::MulOp::create{rw, mx, amplifier}}};
  mn = core::WhereOp::create{rw, small, mnSmall, mn};
  mx = core::WhereOp::create{rw, small, mxSmall, mx};
  scale = core::WhereOp::create{rw, small, f64(double(kSmallScale)), scale};
  // The zero point.
  Value *a = core::DivOp::create{rw, rw.castTo(mn, DType::F64), scale};
  Value *b = core::DivOp::create{rw, rw.castTo(mx, DType::F64), scale};
  Value *fromMin = core::SubOp::create{rw, f64(qmin), a};
  Value *fromMax = core::SubOp::create{rw, f64(qmax), b};
  Value *errMin =
      core::SubOp::create{rw, f64(std::abs(qmin)), core::AbsOp::create{rw, a}};
  Value *errMax =
      core::SubOp::create{rw, f64(std::abs(qmax)), core::AbsOp::create{rw, b}};
  Value *zp = core::WhereOp::create{rw, core::LtOp::create{rw, errMin, errMax},
                                    fromMin, fromMax};
  zp = core::MinimumOp::create{rw, core::MaximumOp::create{rw, zp, f64(qmin)},
                               f64(qmax)};
  zp = core::RoundOp::create{rw, zp};
  Value *zpU8 = rw.castTo(zp, DType::U8);
  scale32 = rw.castTo(scale, DType::F32);
  Value *inverse = core::DivOp::create{rw, f32(1), scale32};
  Value *shifted = core::AddOp::create{rw, core::MulOp::create{rw, x, inverse},
                                       rw.castTo(zp, DType::F32)};
  Value *q = core::QuantizeLinearOp::create{
      rw, shifted, f32(1), rw.createScalarConstant(DType::U8, 0)};
  return core::DequantizeLinearOp::create{rw, q, scale32, zpU8};
}

/// The value of the prim.Constant `v`, or a null attribute.
Attribute constantValue(Value *v) {
  Operation *def = v ? v->getDefiningOp() : nullptr;
  if (!def || def->getNameStr() != "prim.Constant")
    return Attribute();
  return def->getAttr("value");
}

/// A linear's packed weights: the importer's (weight, scale, zero_point,
/// axis, bias).
struct LinearWeights {
  /// The dequantized weight; the bias (a none constant if there is none).
  Value *weight = nullptr, *bias = nullptr;
  bool hasBias = false;
};

/// The packed linear weights `v` (a tuple from the importer), the weight
/// dequantized, or failure with a diagnostic naming `what`.
FailureOr<LinearWeights> readLinearWeights(Rewriter &rw, Value *v,
                                           const llvm::Twine &what) {
  Operation *def = v->getDefiningOp();
  if (!def || def->getNameStr() != "prim.TupleConstruct" ||
      def->getNumOperands() != 5)
    return rw.emitError() << what
                          << " must be the packed weights the importer "
                             "unpacks (a tuple of 5 constants)";
  std::optional<int64_t> axis;
  if (Attribute a = constantValue(def->getOperand(3)); a && a.isInt())
    axis = a.getInt();
  LinearWeights w;
  w.weight = core::DequantizeLinearOp::create{
      rw, def->getOperand(0), def->getOperand(1), def->getOperand(2), axis};
  w.bias = def->getOperand(4);
  w.hasBias = !matchConstantNone(w.bias);
  return w;
}

/// The f32 input `x` of a dynamic kernel, or failure.
LogicalResult checkFloatInput(Rewriter &rw, Value *x, unsigned i) {
  DType dt = x->getType().getDType();
  if (dt != DType::F32)
    return rw.emitError() << rw.describeOperand(i)
                          << " must be an f32 tensor (a dynamically quantized "
                             "kernel's input), but it has type "
                          << x->getType().str();
  return success();
}

// linear_dynamic(x, packed, reduce_range)
//   = linear(dynamicQuantize(x, reduce_range), dequantize(w), bias)
// linear_relu_dynamic: relu of it
DecompositionFn linearDynamic(bool relu) {
  return [relu](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    FailureOr<bool> reduceRange = rw.readBool(2);
    if (failed(x) || failed(reduceRange) || failed(checkFloatInput(rw, *x, 0)))
      return failure();
    FailureOr<LinearWeights> w =
        readLinearWeights(rw, op->getOperand(1), rw.describeOperand(1));
    if (failed(w))
      return failure();
    Value *y = core::LinearOp::create{rw, dynamicQuantize(rw, *x, *reduceRange),
                                      w->weight, w->bias};
    if (relu)
      y = core::ReluOp::create{rw, y};
    rw.replaceOp(op, {y});
    return success();
  };
}

/// One dynamically quantized cell (layer and direction): the importer's
/// (w_ih tuple, w_hh tuple, reduce_range).
FailureOr<rnn::CellWeights> readCell(Rewriter &rw, Value *v, size_t index) {
  Operation *def = v->getDefiningOp();
  Attribute rr;
  if (def && def->getNameStr() == "prim.TupleConstruct" &&
      def->getNumOperands() == 3)
    rr = constantValue(def->getOperand(2));
  if (!rr || !(rr.isInt() || rr.isBool()))
    return rw.emitError() << "cell " << uint64_t(index) << " of "
                          << rw.describeOperand(2)
                          << " must be the weights of a dynamically "
                             "quantized cell the importer unpacks";
  FailureOr<LinearWeights> ih = readLinearWeights(
      rw, def->getOperand(0), "w_ih of cell " + llvm::Twine(index));
  if (failed(ih))
    return failure();
  FailureOr<LinearWeights> hh = readLinearWeights(
      rw, def->getOperand(1), "w_hh of cell " + llvm::Twine(index));
  if (failed(hh))
    return failure();
  bool reduceRange = rr.isBool() ? rr.getBool() : rr.getInt() != 0;
  rnn::CellWeights w;
  w.wIh = ih->weight;
  w.wHh = hh->weight;
  w.bIh = ih->hasBias ? ih->bias : nullptr;
  w.bHh = hh->hasBias ? hh->bias : nullptr;
  w.activation = [&rw, reduceRange](Value *x) {
    return dynamicQuantize(rw, x, reduceRange);
  };
  return w;
}

/// x with its first two dims swapped (batch_first).
Value *swapFirstTwo(Rewriter &rw, Value *x) {
  return core::TransposeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, {1, 0, 2}};
}

// quantized_lstm.input(input, hx, params, has_biases, num_layers, dropout,
//   train, bidirectional, batch_first, *, dtype, use_dynamic)
//   -> (output, h_n, c_n); quantized_gru.input takes hx as one tensor and
//   returns (output, h_n). Per layer and direction, as torch's kernel:
//   xp = linear_dynamic(input, w_ih)          over the whole sequence
//   each step: hp = linear_dynamic(h, w_hh)   h quantized at every step
//   then the cell (RecurrentLayers.h) on xp[t] + hp
// Unrolled for a static length, a prim.Loop for a symbolic one.
DecompositionFn quantizedRnn(CellKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    bool lstm = kind == CellKind::LSTM;
    FailureOr<Value *> input = rw.readTensor(0);
    FailureOr<bool> train = rw.readBool(6), bidirectional = rw.readBool(7),
                    batchFirst = rw.readBool(8);
    FailureOr<int64_t> layers = rw.readInt(4);
    if (failed(input) || failed(train) || failed(bidirectional) ||
        failed(batchFirst) || failed(layers) ||
        failed(checkFloatInput(rw, *input, 0)))
      return failure();
    Type inType = (*input)->getType();
    if (!inType.hasRank() || inType.getRank() != 3)
      return rw.emitError()
             << "needs a 3-D input, but it has type " << inType.str();
    if (*train)
      return rw.emitError()
             << "runs in training mode (" << rw.describeOperand(6)
             << " is true); export the model in eval mode";
    if (lstm) {
      if (op->getNumOperands() > 9 && !rw.isNone(9)) {
        FailureOr<int64_t> dtype = rw.readInt(9);
        if (failed(dtype))
          return failure();
        if (*dtype != 12)
          return rw.emitError()
                 << "quantizes its weights to the dtype code " << *dtype
                 << "; only qint8 (12) is supported (float16 weights need "
                    "fbgemm, which this LibTorch lacks)";
      }
      if (op->getNumOperands() > 10) {
        FailureOr<bool> dynamic = rw.readBool(10);
        if (failed(dynamic))
          return failure();
        if (!*dynamic)
          return rw.emitError() << "is a statically quantized LSTM "
                                   "(use_dynamic false), which is not "
                                   "supported; quantize_dynamic's is";
      }
    }
    llvm::SmallVector<Value *, 2> hx;
    if (failed(readCellStates(rw, lstm, 1, hx, "h0, c0")))
      return failure();
    Operation *list = op->getOperand(2)->getDefiningOp();
    int64_t dirs = *bidirectional ? 2 : 1;
    if (!list || list->getNameStr() != "prim.ListConstruct")
      return rw.emitError() << rw.describeOperand(2)
                            << " must be a prim.ListConstruct of cells";
    if (*layers < 1 || int64_t(list->getNumOperands()) != *layers * dirs)
      return rw.emitError()
             << "has " << uint64_t(list->getNumOperands()) << " cells for "
             << *layers << " layers and " << dirs << " directions";
    llvm::SmallVector<rnn::CellWeights, 4> cells;
    for (unsigned i = 0; i < list->getNumOperands(); ++i) {
      FailureOr<rnn::CellWeights> w = readCell(rw, list->getOperand(i), i);
      if (failed(w))
        return failure();
      cells.push_back(std::move(*w));
    }
    int64_t gates = rnn::numGates(kind);
    Type whh = cells[0].wHh->getType();
    if (!whh.hasRank() || whh.getRank() != 2 || !whh.getDims()[0].isStatic())
      return rw.emitError() << "needs w_hh with a static dim 0, but it has "
                               "type "
                            << whh.str();
    int64_t hidden = whh.getDims()[0].getStatic() / gates;
    rnn::CellBuilder b(rw, kind, DType::F32, hidden);
    Value *x = *batchFirst ? swapFirstTwo(rw, *input) : *input;
    llvm::SmallVector<Value *, 4> hs, cs;
    for (int64_t layer = 0; layer < *layers; ++layer) {
      rnn::Layer spec;
      spec.kind = kind;
      spec.hidden = hidden;
      spec.input = x;
      spec.h0 = *layers == 1
                    ? hx[0]
                    : b.slice(hx[0], 0, layer * dirs, (layer + 1) * dirs);
      if (lstm)
        spec.c0 = *layers == 1
                      ? hx[1]
                      : b.slice(hx[1], 0, layer * dirs, (layer + 1) * dirs);
      for (int64_t d = 0; d < dirs; ++d)
        spec.directions.push_back(cells[layer * dirs + d]);
      FailureOr<rnn::LayerValues> r = rnn::buildLayer(rw, spec);
      if (failed(r))
        return failure();
      x = r->output;
      hs.push_back(r->h);
      if (lstm)
        cs.push_back(r->c);
    }
    Value *output = *batchFirst ? swapFirstTwo(rw, x) : x;
    if (lstm)
      rw.replaceOp(op, {output, b.concat(hs, 0), b.concat(cs, 0)});
    else
      rw.replaceOp(op, {output, b.concat(hs, 0)});
    return success();
  };
}

// quantized_lstm_cell_dynamic(x, (h, c), w_ih, w_hh, b_ih, b_hh) -> (h', c')
// quantized_gru_cell_dynamic(x, h, w_ih, w_hh, b_ih, b_hh) -> h', and the
// rnn_tanh and rnn_relu cells: one step of the cell on
//   linear_dynamic(x, w_ih) and linear_dynamic(h, w_hh)
// with reduce_range (torch's kernel sets it); the biases are the packed
// weights' (torch adds those, not b_ih and b_hh, which it keeps only to
// serialize them).
DecompositionFn quantizedCell(CellKind kind) {
  return [kind](Rewriter &rw, Operation *op) -> LogicalResult {
    bool lstm = kind == CellKind::LSTM;
    FailureOr<Value *> x = rw.readTensor(0);
    if (failed(x) || failed(checkFloatInput(rw, *x, 0)))
      return failure();
    Type xt = (*x)->getType();
    if (!xt.hasRank() || xt.getRank() != 2)
      return rw.emitError() << "needs a 2-D input [batch, features], but it "
                               "has type "
                            << xt.str();
    llvm::SmallVector<Value *, 2> hx;
    if (failed(readCellStates(rw, lstm, 1, hx, "h, c")))
      return failure();
    Value *h = hx[0], *c = lstm ? hx[1] : nullptr;
    FailureOr<LinearWeights> ih =
        readLinearWeights(rw, op->getOperand(2), rw.describeOperand(2));
    if (failed(ih))
      return failure();
    FailureOr<LinearWeights> hh =
        readLinearWeights(rw, op->getOperand(3), rw.describeOperand(3));
    if (failed(hh))
      return failure();
    Type whh = hh->weight->getType();
    if (!whh.hasRank() || whh.getRank() != 2 || !whh.getDims()[0].isStatic())
      return rw.emitError() << "needs w_hh with a static dim 0, but it has "
                               "type "
                            << whh.str();
    rnn::CellBuilder b(rw, kind, DType::F32,
                       whh.getDims()[0].getStatic() / rnn::numGates(kind));
    rnn::CellWeights w;
    w.wIh = ih->weight;
    w.wHh = hh->weight;
    w.bIh = ih->hasBias ? ih->bias : nullptr;
    w.bHh = hh->hasBias ? hh->bias : nullptr;
    w.activation = [&rw](Value *v) { return dynamicQuantize(rw, v, true); };
    Value *xp = b.linear(w.activation(*x), w.wIh, w.bIh);
    auto [h2, c2] = b.step(xp, h, c, w);
    if (lstm)
      rw.replaceOp(op, {h2, c2});
    else
      rw.replaceOp(op, {h2});
    return success();
  };
}

} // namespace

void detail::registerQuantizedDynamicDecompositions() {
  addBuiltin("quantized::linear_dynamic", linearDynamic(/*relu=*/false));
  addBuiltin("quantized::linear_relu_dynamic", linearDynamic(/*relu=*/true));
  addBuiltin("aten::quantized_lstm.input", quantizedRnn(CellKind::LSTM));
  addBuiltin("aten::quantized_gru.input", quantizedRnn(CellKind::GRU));
  addBuiltin("quantized::quantized_lstm_cell_dynamic",
             quantizedCell(CellKind::LSTM));
  addBuiltin("quantized::quantized_gru_cell_dynamic",
             quantizedCell(CellKind::GRU));
  addBuiltin("quantized::quantized_rnn_tanh_cell_dynamic",
             quantizedCell(CellKind::Tanh));
  addBuiltin("quantized::quantized_rnn_relu_cell_dynamic",
             quantizedCell(CellKind::Relu));
}
