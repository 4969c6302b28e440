//===- FakeQuantize.cpp - Decompositions of torch's fake-quantize ops -----===//
//
// Quantization-aware training (QAT) inserts fake-quantize ops, which round
// a float tensor to the grid of a scale and a zero point and clamp it to
// [quant_min, quant_max], staying float:
//
//   fake_quantize(x) = (clamp(round(x / s) + zp, quant_min, quant_max) - zp) *
//   s
//
// A model exported before torch.ao.quantization's convert keeps them. Each
// becomes core.quantize_linear then core.dequantize_linear (the QDQ form),
// in u8 where [quant_min, quant_max] lies in [0, 255], else in i8 where it
// lies in [-128, 127]. QuantizeLinear saturates to the whole range of its
// dtype: where quant_min or quant_max is narrower (QAT with reduce_range,
// [0, 127], a 4-bit range [0, 15], symmetric [-127, 127]) a core.clamp of
// the float input to [(quant_min - zp) * s, (quant_max - zp) * s] comes
// first, ONNX's Clip, so that the integers stay in torch's range.
//
// docs/quantization.md ("QAT models") has the table.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/Rewrite/Matchers.h"

#include <cmath>
#include <cstring>

using namespace tocc;
using namespace tocc::detail;

std::optional<std::vector<double>> detail::constantValues(Value *v) {
  if (std::optional<double> x = matchConstantFloat(v))
    return std::vector<double>{*x};
  Operation *def = v->getDefiningOp();
  if (!def || (def->getNameStr() != "prim.Constant" &&
               def->getNameStr() != core::ConstantOp::getOperationName()))
    return std::nullopt;
  Attribute a = def->getAttr("value");
  if (!a || !a.isDense() || a.isElided())
    return std::nullopt;
  llvm::ArrayRef<char> raw = a.getRawData();
  std::vector<double> out;
  auto read = [&](auto zero) {
    using T = decltype(zero);
    for (size_t i = 0; i + sizeof(T) <= raw.size(); i += sizeof(T)) {
      T x;
      std::memcpy(&x, raw.data() + i, sizeof(T));
      out.push_back(double(x));
    }
  };
  switch (a.getDenseType().getDType()) {
  case DType::F32:
    read(float());
    break;
  case DType::F64:
    read(double());
    break;
  case DType::I64:
    read(int64_t());
    break;
  case DType::I32:
    read(int32_t());
    break;
  case DType::U8:
    read(uint8_t());
    break;
  case DType::I8:
    read(int8_t());
    break;
  default:
    return std::nullopt;
  }
  return out;
}

namespace {

/// A 1-D (or, for one value and `scalar`, 0-d) constant of `dtype`.
Value *denseConstant(Rewriter &rw, DType dtype, llvm::ArrayRef<double> values,
                     bool scalar) {
  if (scalar)
    return rw.createScalarConstant(dtype, values[0]);
  Context &ctx = rw.getContext();
  Type type =
      ctx.getTensorType(dtype, llvm::ArrayRef<int64_t>{int64_t(values.size())});
  std::vector<char> bytes;
  for (double x : values) {
    std::vector<char> b = scalarConstantBytes(dtype, x);
    bytes.insert(bytes.end(), b.begin(), b.end());
  }
  return core::ConstantOp::createTyped{rw, type, ctx.getDenseAttr(type, bytes)};
}

/// What a fake-quantize reads: its scales and zero points (one, or one per
/// channel along `axis`) and its range.
struct FakeQuantParams {
  std::vector<double> scale, zeroPoint;
  std::optional<int64_t> axis;
  int64_t quantMin, quantMax;
};

// fake_quantize(x, s, zp, qmin, qmax)
//   = dequantize_linear(quantize_linear(x', s, zp), s, zp)
// x' = clamp(x, (qmin - zp) * s, (qmax - zp) * s) where [qmin, qmax] is
// narrower than the integer dtype's range, else x
LogicalResult emitFakeQuantize(Rewriter &rw, Value *x,
                               const FakeQuantParams &p) {
  DType dtype;
  int64_t lo, hi;
  if (p.quantMin >= 0 && p.quantMax <= 255) {
    dtype = DType::U8;
    lo = 0;
    hi = 255;
  } else if (p.quantMin >= -128 && p.quantMax <= 127) {
    dtype = DType::I8;
    lo = -128;
    hi = 127;
  } else {
    return rw.emitError() << "the range [" << p.quantMin << ", " << p.quantMax
                          << "] fits neither u8 [0, 255] nor i8 [-128, 127] "
                             "(ONNX's QuantizeLinear takes those)";
  }
  if (p.quantMin > p.quantMax)
    return rw.emitError() << "quant_min " << p.quantMin
                          << " is greater than quant_max " << p.quantMax;
  if (p.scale.empty() || p.scale.size() != p.zeroPoint.size())
    return rw.emitError() << "the fake-quantize has "
                          << uint64_t(p.scale.size()) << " scales and "
                          << uint64_t(p.zeroPoint.size()) << " zero points";
  for (size_t c = 0; c < p.scale.size(); ++c) {
    if (!(p.scale[c] > 0) || p.scale[c] > 3.4e38)
      return rw.emitError() << "the scale " << std::to_string(p.scale[c])
                            << " is not a positive f32";
    if (p.zeroPoint[c] < p.quantMin || p.zeroPoint[c] > p.quantMax)
      return rw.emitError() << "the zero point " << int64_t(p.zeroPoint[c])
                            << " is outside [quant_min, quant_max] = ["
                            << p.quantMin << ", " << p.quantMax << "]";
  }
  if (x->getType().getDType() != DType::F32)
    x = rw.castTo(x, DType::F32);
  bool scalar = !p.axis;
  Value *s = denseConstant(rw, DType::F32, p.scale, scalar);
  Value *z = denseConstant(rw, dtype, p.zeroPoint, scalar);
  if (p.quantMin > lo || p.quantMax < hi) {
    // The bounds in f32 as DequantizeLinear computes them: (q - zp) * s.
    std::vector<double> mins, maxs;
    for (size_t c = 0; c < p.scale.size(); ++c) {
      float sc = float(p.scale[c]);
      mins.push_back(float(p.quantMin - p.zeroPoint[c]) * sc);
      maxs.push_back(float(p.quantMax - p.zeroPoint[c]) * sc);
    }
    Value *mn = denseConstant(rw, DType::F32, mins, scalar);
    Value *mx = denseConstant(rw, DType::F32, maxs, scalar);
    if (!scalar) {
      // Per channel: [C] made [C, 1, ...] to broadcast along the axis.
      int64_t rank = x->getType().hasRank() ? x->getType().getRank() : -1;
      if (rank < 0)
        return rw.emitError() << "a per-channel fake-quantize with a narrow "
                                 "range needs its input's rank";
      llvm::SmallVector<int64_t, 4> axes;
      for (int64_t d = *p.axis + 1; d < rank; ++d)
        axes.push_back(d - *p.axis);
      if (!axes.empty()) {
        mn = core::UnsqueezeOp::create{rw, mn, axes};
        mx = core::UnsqueezeOp::create{rw, mx, axes};
      }
    }
    x = core::ClampOp::create{rw, x, mn, mx};
  }
  Value *q = core::QuantizeLinearOp::create{rw, x, s, z, p.axis};
  rw.replaceOp(rw.getOp(),
               {static_cast<Value *>(
                   core::DequantizeLinearOp::create{rw, q, s, z, p.axis})});
  return success();
}

/// Operand `i` as constant values, or a diagnosed failure.
FailureOr<std::vector<double>> readValues(Rewriter &rw, unsigned i) {
  if (std::optional<std::vector<double>> v =
          constantValues(rw.getOp()->getOperand(i));
      v && !v->empty())
    return *v;
  return rw.emitError() << rw.describeOperand(i)
                        << " must be a constant (a number or a tensor of "
                           "the quantization parameters)";
}

/// torch's learnable fake-quantize holds its zero points as floats and
/// rounds them (half to even) and clamps them to [qmin, qmax].
void roundZeroPoints(FakeQuantParams &p) {
  for (double &z : p.zeroPoint)
    z = std::min(std::max(std::nearbyint(z), double(p.quantMin)),
                 double(p.quantMax));
}

// fake_quantize_per_tensor_affine(x, s, zp, qmin, qmax), also with tensor
// qparams (.tensor_qparams) and _fake_quantize_learnable_per_tensor_affine
// (x, s, zp, qmin, qmax, grad_factor) with a float zero point
// fake_quantize_per_channel_affine(x, s, zp, axis, qmin, qmax), and
// _fake_quantize_learnable_per_channel_affine (..., grad_factor)
DecompositionFn fakeQuantize(bool perChannel, bool learnable) {
  return [perChannel, learnable](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    FailureOr<std::vector<double>> s = readValues(rw, 1), z = readValues(rw, 2);
    unsigned rangeI = perChannel ? 4 : 3;
    FailureOr<int64_t> qmin = rw.readInt(rangeI), qmax = rw.readInt(rangeI + 1);
    if (failed(x) || failed(s) || failed(z) || failed(qmin) || failed(qmax))
      return failure();
    FakeQuantParams p{*s, *z, std::nullopt, *qmin, *qmax};
    if (perChannel) {
      FailureOr<int64_t> rank = rw.readRank(0);
      if (failed(rank))
        return failure();
      FailureOr<int64_t> axis = rw.readDim(3, *rank);
      if (failed(axis))
        return failure();
      p.axis = *axis;
    } else if (p.scale.size() != 1 || p.zeroPoint.size() != 1) {
      return rw.emitError() << "a per-tensor fake-quantize with "
                            << uint64_t(p.scale.size()) << " scales";
    }
    if (learnable)
      roundZeroPoints(p);
    for (double zp : p.zeroPoint)
      if (zp != std::nearbyint(zp))
        return rw.emitError() << "the zero point " << std::to_string(zp)
                              << " is not an integer";
    return emitFakeQuantize(rw, *x, p);
  };
}

// fused_moving_avg_obs_fake_quant(x, observer_on, fake_quant_on, running_min,
//   running_max, scale, zero_point, averaging_const, qmin, qmax, ch_axis,
//   per_row_fake_quant, symmetric_quant)
// (QAT's default FusedMovingAvgObsFakeQuantize) with the observer off, as a
// model is exported: fake_quantize with its scale and zero point (per
// channel along ch_axis with per_row_fake_quant), or x where fake_quant_on
// is 0. (torch recomputes the scale and zero point from the running min
// and max at each call and stores them; with the observer off those no
// longer change, so the stored ones are what it uses.)
LogicalResult decomposeFusedObsFakeQuant(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<std::vector<double>> observerOn = readValues(rw, 1),
                                 fakeQuantOn = readValues(rw, 2),
                                 s = readValues(rw, 5), z = readValues(rw, 6);
  FailureOr<int64_t> qmin = rw.readInt(8), qmax = rw.readInt(9);
  FailureOr<bool> perRow = rw.readBool(11);
  if (failed(x) || failed(observerOn) || failed(fakeQuantOn) || failed(s) ||
      failed(z) || failed(qmin) || failed(qmax) || failed(perRow))
    return failure();
  if ((*observerOn)[0] != 0)
    return rw.emitError() << "the observer is on (observer_on is "
                          << std::to_string((*observerOn)[0])
                          << "): it would update the scale at run time; "
                             "export after model.apply(torch.ao.quantization."
                             "disable_observer)";
  if ((*fakeQuantOn)[0] == 0) {
    rw.replaceOp(rw.getOp(), {*x});
    return success();
  }
  FakeQuantParams p{*s, *z, std::nullopt, *qmin, *qmax};
  if (*perRow) {
    FailureOr<int64_t> rank = rw.readRank(0);
    if (failed(rank))
      return failure();
    FailureOr<int64_t> axis = rw.readDim(10, *rank);
    if (failed(axis))
      return failure();
    p.axis = *axis;
  }
  return emitFakeQuantize(rw, *x, p);
}

} // namespace

void detail::registerFakeQuantizeDecompositions() {
  addBuiltin("aten::fake_quantize_per_tensor_affine",
             fakeQuantize(/*perChannel=*/false, /*learnable=*/false));
  addBuiltin("aten::fake_quantize_per_tensor_affine.tensor_qparams",
             fakeQuantize(/*perChannel=*/false, /*learnable=*/false));
  addBuiltin("aten::fake_quantize_per_channel_affine",
             fakeQuantize(/*perChannel=*/true, /*learnable=*/false));
  addBuiltin("aten::_fake_quantize_learnable_per_tensor_affine",
             fakeQuantize(/*perChannel=*/false, /*learnable=*/true));
  addBuiltin("aten::_fake_quantize_learnable_per_channel_affine",
             fakeQuantize(/*perChannel=*/true, /*learnable=*/true));
  addBuiltin("aten::fused_moving_avg_obs_fake_quant",
             decomposeFusedObsFakeQuant);
}
