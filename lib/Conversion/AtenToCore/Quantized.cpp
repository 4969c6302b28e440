//===- Quantized.cpp - Decompositions of torch's quantized ops ------------===//
//
// A quantized tensor of torch (quint8 or qint8 with a scale and a zero
// point) is, in core, the f32 tensor of the values it stands for: the
// dequantize of its integers. Every op that makes one ends in
// core.quantize_linear then core.dequantize_linear with the op's output
// scale and zero point, which rounds and saturates the values to the
// integers torch would hold; the op itself runs on f32. That is the form
// ONNX Runtime's quantization tools write (QDQ: QuantizeLinear and
// DequantizeLinear around float ops), and the dequantize of an integer
// weight stays in the model (core.dequantize_linear is NoFold).
//
// quint8 is u8, qint8 i8 (torch's ScalarType codes 13 and 12). The packed
// weights of quantized convs (1-3 d, transposed too), linear and
// embedding_byte come from the importer as a tuple of constants
// (lib/Frontend/TorchScriptImporter.cpp, materializePackedParams):
//
//   conv:      (weight, scale, zero_point, axis, bias, stride, padding,
//               output_padding, dilation, groups, transpose)
//   linear:    (weight, scale, zero_point, axis, bias)
//   embedding: (u8 rows, f32 scales, f32 zero points, axis 0, none)
//
// Scales and zero points may be numbers or one-element constant tensors
// (FX graph mode's attributes). Requantize.cpp makes explicit the rounding
// of aten ops on quantized tensors; FakeQuantize.cpp has QAT's
// fake-quantize ops. docs/quantization.md has the op tables and the error
// figures.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Rewrite/Matchers.h"

#include "llvm/ADT/StringMap.h"

#include <cmath>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// torch's ScalarType codes of the quantized dtypes tocc exports.
constexpr int64_t kQInt8 = 12, kQUInt8 = 13;

/// The number `v` holds: a constant int or float, or a constant tensor of
/// one element (FX graph mode's `_scale_0` and `_zero_point_0`
/// attributes, 0-d f32/f64 and i64 tensors).
std::optional<double> constantNumber(Value *v) {
  std::optional<std::vector<double>> values = constantValues(v);
  if (!values || values->size() != 1)
    return std::nullopt;
  return (*values)[0];
}

/// An output scale (operand `i`): a float, or a one-element constant
/// tensor (quantize_per_tensor.tensor_qparams, FX's attributes).
FailureOr<double> readScale(Rewriter &rw, unsigned i) {
  if (std::optional<double> x = constantNumber(rw.getOp()->getOperand(i)))
    return *x;
  return rw.emitError() << rw.describeOperand(i)
                        << " must be a constant scale (a float or a "
                           "one-element tensor)";
}

/// An output zero point (operand `i`): an int or a one-element constant
/// tensor.
FailureOr<int64_t> readZeroPoint(Rewriter &rw, unsigned i) {
  std::optional<double> x = constantNumber(rw.getOp()->getOperand(i));
  if (x && *x == double(int64_t(*x)))
    return int64_t(*x);
  return rw.emitError() << rw.describeOperand(i)
                        << " must be a constant integer zero point (an int "
                           "or a one-element tensor)";
}

/// The integer dtype of torch's quantized dtype `code` (operand `i`).
FailureOr<DType> readQuantizedDType(Rewriter &rw, unsigned i) {
  FailureOr<int64_t> code = rw.readInt(i);
  if (failed(code))
    return failure();
  if (*code == kQUInt8)
    return DType::U8;
  if (*code == kQInt8)
    return DType::I8;
  return rw.emitError() << rw.describeOperand(i) << " is the dtype code "
                        << *code
                        << ", which has no ONNX form; quint8 (13) and qint8 "
                           "(12) do";
}

/// The integer dtype of the quantized tensor `v` stands for: the zero
/// point's of the dequantize that made it, or the dtype of the
/// quantize_per_tensor it comes from, through the ops between (a reshape,
/// a max pool, a quantized op, whose results have their input's dtype).
std::optional<DType> quantizedDTypeOf(Value *v) {
  for (int depth = 0; v && depth < 256; ++depth) {
    Operation *def = v->getDefiningOp();
    if (!def || def->getNumOperands() == 0)
      return std::nullopt;
    if (def->getNameStr() == core::DequantizeLinearOp::getOperationName())
      return def->getOperand(2)->getType().getDType();
    if (def->getNameStr() == aten::QuantizePerTensorOp::getOperationName() ||
        def->getNameStr() ==
            aten::QuantizePerTensorTensorQparamsOp::getOperationName()) {
      Operation *code = def->getOperand(3)->getDefiningOp();
      Attribute a = code ? code->getAttr("value") : Attribute();
      if (a && a.isInt())
        return a.getInt() == kQInt8 ? DType::I8 : DType::U8;
      return std::nullopt;
    }
    v = def->getOperand(0);
  }
  return std::nullopt;
}

/// The dtype of quantized operand `i`'s integers (for an op whose output
/// has its input's dtype), or an error saying it is unknown.
FailureOr<DType> inputQuantizedDType(Rewriter &rw, Value *v, unsigned i) {
  if (std::optional<DType> dt = quantizedDTypeOf(v);
      dt && (*dt == DType::U8 || *dt == DType::I8))
    return *dt;
  return rw.emitError() << rw.describeOperand(i)
                        << " is not a tensor quantized by "
                           "aten::quantize_per_tensor or a quantized op, so "
                           "its quantized dtype is unknown";
}

/// `x` rounded and saturated as torch quantizes it with (scale, zp) in
/// `dtype`, and dequantized: dequantize_linear(quantize_linear(x)).
FailureOr<Value *> quantizeDequantize(Rewriter &rw, Value *x, double scale,
                                      int64_t zp, DType dtype) {
  int64_t lo = dtype == DType::U8 ? 0 : -128,
          hi = dtype == DType::U8 ? 255 : 127;
  if (zp < lo || zp > hi)
    return rw.emitError() << "the zero point " << zp << " is outside "
                          << dtypeName(dtype) << "'s range [" << lo << ", "
                          << hi << "]";
  if (!(scale > 0) || scale > 3.4e38)
    return rw.emitError() << "the scale " << std::to_string(scale)
                          << " is not a positive f32";
  Value *s = rw.createScalarConstant(DType::F32, scale);
  Value *z = rw.createScalarConstant(dtype, double(zp));
  Value *q = core::QuantizeLinearOp::create{rw, x, s, z};
  return static_cast<Value *>(core::DequantizeLinearOp::create{rw, q, s, z});
}

/// Replaces the op by quantizeDequantize(y) with its output scale and zero
/// point (operands `scaleI`, `zpI`) in `dtype`.
LogicalResult replaceQuantized(Rewriter &rw, Value *y, unsigned scaleI,
                               unsigned zpI, DType dtype) {
  FailureOr<double> scale = readScale(rw, scaleI);
  FailureOr<int64_t> zp = readZeroPoint(rw, zpI);
  if (failed(scale) || failed(zp))
    return failure();
  FailureOr<Value *> r = quantizeDequantize(rw, y, *scale, *zp, dtype);
  if (failed(r))
    return failure();
  rw.replaceOp(rw.getOp(), {*r});
  return success();
}

/// A quantized layer's packed weights (operand `i`): the importer's tuple.
struct PackedWeights {
  Value *weight, *scale, *zeroPoint, *bias;
  std::optional<int64_t> axis;
  llvm::SmallVector<int64_t, 4> stride, padding, outputPadding, dilation;
  int64_t groups = 1;
  bool transpose = false;
};

/// The value of the prim.Constant `v`, or a null attribute.
Attribute constantValue(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def || def->getNameStr() != "prim.Constant")
    return Attribute();
  return def->getAttr("value");
}

FailureOr<PackedWeights> readPackedWeights(Rewriter &rw, unsigned i,
                                           bool conv) {
  Operation *def = rw.getOp()->getOperand(i)->getDefiningOp();
  size_t expected = conv ? 11 : 5;
  if (!def || def->getNameStr() != "prim.TupleConstruct" ||
      def->getNumOperands() != expected)
    return rw.emitError() << rw.describeOperand(i)
                          << " must be the packed weights the importer "
                             "unpacks (a tuple of "
                          << uint64_t(expected) << " constants)";
  PackedWeights p;
  p.weight = def->getOperand(0);
  p.scale = def->getOperand(1);
  p.zeroPoint = def->getOperand(2);
  p.bias = def->getOperand(4);
  if (Attribute axis = constantValue(def->getOperand(3)); axis && axis.isInt())
    p.axis = axis.getInt();
  if (!conv)
    return p;
  auto ints = [&](unsigned k, llvm::SmallVector<int64_t, 4> &out) {
    Attribute a = constantValue(def->getOperand(k));
    std::optional<llvm::SmallVector<int64_t, 4>> list =
        a ? a.getIntArray() : std::nullopt;
    if (!list)
      return false;
    out = *list;
    return true;
  };
  Attribute groups = constantValue(def->getOperand(9));
  Attribute transpose = constantValue(def->getOperand(10));
  if (!ints(5, p.stride) || !ints(6, p.padding) || !ints(7, p.outputPadding) ||
      !ints(8, p.dilation) || !groups || !groups.isInt() || !transpose ||
      !(transpose.isInt() || transpose.isBool()))
    return rw.emitError() << rw.describeOperand(i)
                          << " holds a convolution's parameters that are not "
                             "constants";
  p.groups = groups.getInt();
  p.transpose = transpose.isBool() ? transpose.getBool() : transpose.getInt();
  return p;
}

/// The f32 weight: dequantize_linear of the integer weight, per channel
/// along the packed axis or per tensor.
Value *dequantizedWeight(Rewriter &rw, const PackedWeights &p) {
  return core::DequantizeLinearOp::create{rw, p.weight, p.scale, p.zeroPoint,
                                          p.axis};
}

// conv2d.new(x, packed, s, zp) = qdq(conv(x, dequantize(w), bias), s, zp)
// conv2d_relu.new(x, packed, s, zp) = qdq(relu(conv(...)), s, zp)
// conv3d.new, conv3d_relu.new: the same in 3-d
// conv_transpose2d(x, packed, s, zp)
//   = qdq(conv_transpose(x, dequantize(w), bias), s, zp), also 3-d
// conv1d(x, packed, s, zp)
//   = qdq(squeeze(conv(unsqueeze(x, 2), dequantize(w), bias), 2), s, zp)
// (torch packs a 1-d convolution as a 2-d one with a kernel of height 1,
// [O, C/g, 1, k] with stride and padding [1, s] and [0, p]); the same
// for conv1d_relu and conv_transpose1d
// (torch's kernel accumulates x and w's integers in i32, adds the bias
// quantized to i32 and requantizes once: the same value up to f32
// rounding, so an output may differ from torch's by one step where the
// exact value lies near a rounding boundary)
DecompositionFn quantizedConv(bool relu, bool oneD, bool transposed) {
  return [relu, oneD, transposed](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    if (failed(x))
      return failure();
    FailureOr<PackedWeights> p = readPackedWeights(rw, 1, /*conv=*/true);
    if (failed(p))
      return failure();
    if (p->transpose != transposed)
      return rw.emitError()
             << "the packed weights are " << (p->transpose ? "" : "not ")
             << "a transposed convolution's";
    FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
    if (failed(dtype))
      return failure();
    Value *in = *x;
    if (oneD)
      in = core::UnsqueezeOp::create{rw, in, llvm::ArrayRef<int64_t>{2}};
    llvm::SmallVector<int64_t, 8> pads(p->padding.begin(), p->padding.end());
    pads.append(p->padding.begin(), p->padding.end());
    Value *w = dequantizedWeight(rw, *p);
    Value *y =
        transposed
            ? static_cast<Value *>(core::ConvTransposeOp::create{
                  rw, in, w, p->bias, p->stride, pads, p->outputPadding,
                  p->dilation, p->groups})
            : static_cast<Value *>(core::ConvOp::create{
                  rw, in, w, p->bias, p->stride, pads, p->dilation, p->groups});
    if (oneD)
      y = core::SqueezeOp::create{rw, y, llvm::ArrayRef<int64_t>{2}};
    if (relu)
      y = core::ReluOp::create{rw, y};
    return replaceQuantized(rw, y, 2, 3, *dtype);
  };
}

// linear(x, packed, s, zp) = qdq(linear(x, dequantize(w), bias), s, zp)
// linear_relu(x, packed, s, zp) = qdq(relu(linear(...)), s, zp)
DecompositionFn quantizedLinear(bool relu) {
  return [relu](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    if (failed(x))
      return failure();
    FailureOr<PackedWeights> p = readPackedWeights(rw, 1, /*conv=*/false);
    if (failed(p))
      return failure();
    FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
    if (failed(dtype))
      return failure();
    Value *y =
        core::LinearOp::create{rw, *x, dequantizedWeight(rw, *p), p->bias};
    if (relu)
      y = core::ReluOp::create{rw, y};
    return replaceQuantized(rw, y, 2, 3, *dtype);
  };
}

// add(a, b, s, zp) = qdq(a + b, s, zp); add_relu: qdq(relu(a + b), s, zp)
// mul(a, b, s, zp) = qdq(a * b, s, zp)
// (torch adds or multiplies the dequantized values in f32 and requantizes)
DecompositionFn quantizedBinary(bool mul, bool relu) {
  return [mul, relu](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> a = rw.readTensor(0), b = rw.readTensor(1);
    if (failed(a) || failed(b))
      return failure();
    FailureOr<DType> dtype = inputQuantizedDType(rw, *a, 0);
    if (failed(dtype))
      return failure();
    Value *y = mul ? static_cast<Value *>(core::MulOp::create{rw, *a, *b})
                   : static_cast<Value *>(core::AddOp::create{rw, *a, *b});
    if (relu)
      y = core::ReluOp::create{rw, y};
    return replaceQuantized(rw, y, 2, 3, *dtype);
  };
}

// cat(xs, dim, s, zp) = qdq(concat(xs, dim), s, zp); cat_relu with a relu
// (torch requantizes each input to (s, zp): concatenating first and
// rounding once gives the same integers)
DecompositionFn quantizedCat(bool relu) {
  return [relu](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<llvm::SmallVector<Value *, 4>> xs = readTensorList(rw, 0);
    if (failed(xs))
      return failure();
    if (xs->empty())
      return rw.emitError() << "a cat of no tensors";
    if (!(*xs)[0]->getType().hasRank())
      return rw.emitError() << "the inputs of a quantized cat need a rank";
    FailureOr<int64_t> dim = rw.readDim(1, (*xs)[0]->getType().getRank());
    if (failed(dim))
      return failure();
    FailureOr<DType> dtype = inputQuantizedDType(rw, (*xs)[0], 0);
    if (failed(dtype))
      return failure();
    Value *y = core::ConcatOp::create{rw, *xs, *dim};
    if (relu)
      y = core::ReluOp::create{rw, y};
    if (rw.isNone(2) || rw.isNone(3)) {
      // No output scale: torch's is the first input's.
      Operation *first = (*xs)[0]->getDefiningOp();
      if (!first ||
          first->getNameStr() != core::DequantizeLinearOp::getOperationName() ||
          first->getAttr("axis"))
        return rw.emitError() << "a quantized cat without an output scale "
                                 "takes its first input's, which must come "
                                 "straight from a quantize or a quantized op";
      Value *q = core::QuantizeLinearOp::create{rw, y, first->getOperand(1),
                                                first->getOperand(2)};
      rw.replaceOp(rw.getOp(),
                   {static_cast<Value *>(core::DequantizeLinearOp::create{
                       rw, q, first->getOperand(1), first->getOperand(2)})});
      return success();
    }
    return replaceQuantized(rw, y, 2, 3, *dtype);
  };
}

// hardswish(x, s, zp) = qdq(x * clamp(x + 3, 0, 6) / 6, s, zp)
LogicalResult decomposeQuantizedHardswish(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  if (failed(x))
    return failure();
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dtype))
    return failure();
  return replaceQuantized(rw, core::HardswishOp::create{rw, *x}, 1, 2, *dtype);
}

// batch_norm2d(x, w, b, mean, var, eps, s, zp)
//   = qdq((x - mean) / sqrt(var + eps) * w + b, s, zp)
LogicalResult decomposeQuantizedBatchNorm(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0), w = rw.readTensorOrNone(1),
                     b = rw.readTensorOrNone(2), mean = rw.readTensor(3),
                     var = rw.readTensor(4);
  FailureOr<double> eps = rw.readFloat(5);
  if (failed(x) || failed(w) || failed(b) || failed(mean) || failed(var) ||
      failed(eps))
    return failure();
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dtype))
    return failure();
  Value *y = core::BatchNormOp::create{rw, *x, *w, *b, *mean, *var, *eps};
  return replaceQuantized(rw, y, 6, 7, *dtype);
}

// batch_norm1d/2d/3d_relu, batch_norm_relu: qdq(relu(batch_norm(...)))
DecompositionFn quantizedBatchNormRelu() {
  return [](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0), w = rw.readTensorOrNone(1),
                       b = rw.readTensorOrNone(2), mean = rw.readTensor(3),
                       var = rw.readTensor(4);
    FailureOr<double> eps = rw.readFloat(5);
    if (failed(x) || failed(w) || failed(b) || failed(mean) || failed(var) ||
        failed(eps))
      return failure();
    FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
    if (failed(dtype))
      return failure();
    Value *y = core::BatchNormOp::create{rw, *x, *w, *b, *mean, *var, *eps};
    return replaceQuantized(rw, core::ReluOp::create{rw, y}, 6, 7, *dtype);
  };
}

// mul_relu(a, b, s, zp) = qdq(relu(a * b), s, zp)
// matmul(a, b, s, zp) = qdq(matmul(a, b), s, zp)
// (torch multiplies the dequantized values in f32 and requantizes)
DecompositionFn quantizedMatmul() {
  return [](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> a = rw.readTensor(0), b = rw.readTensor(1);
    if (failed(a) || failed(b))
      return failure();
    FailureOr<DType> dtype = inputQuantizedDType(rw, *a, 0);
    if (failed(dtype))
      return failure();
    return replaceQuantized(rw, core::MatmulOp::create{rw, *a, *b}, 2, 3,
                            *dtype);
  };
}

// mul.Scalar(q, b) = q * b, mul_relu.Scalar(q, b) = relu(q * b); Scalar2
// takes (b, q). torch keeps the integers and multiplies the scale by |b|
// (mirroring them around the range for b < 0): the values are exactly
// x * b, with no rounding.
DecompositionFn quantizedMulScalar(bool relu, bool scalarFirst) {
  return [relu, scalarFirst](Rewriter &rw, Operation *) -> LogicalResult {
    unsigned qi = scalarFirst ? 1 : 0, bi = scalarFirst ? 0 : 1;
    FailureOr<Value *> x = rw.readTensor(qi);
    FailureOr<double> b = rw.readFloat(bi);
    if (failed(x) || failed(b))
      return failure();
    Value *y =
        core::MulOp::create{rw, *x, rw.createScalarConstant(DType::F32, *b)};
    if (relu)
      y = core::ReluOp::create{rw, y};
    rw.replaceOp(rw.getOp(), {y});
    return success();
  };
}

// add.Scalar(q, b) = qdq(q + c * s, s', z') with c = round(b / s),
// add_relu.Scalar with a relu; Scalar2 takes (b, q). torch adds b rounded
// to q's grid, shifting the zero point (s' = s, z' = z - c) where that
// stays in the dtype's [lo, hi], else requantizing to a scale stretched
// over the range: z - c < lo gives s' = (hi - (z - c)) / (hi - lo) * s and
// z' = lo, z - c > hi gives s' = ((z - c) - lo) / (hi - lo) * s and
// z' = hi (an emulation in Python matched torch 1.13's kernels on 100,000
// values for each case, both engines; adding b itself did not, stretched)
DecompositionFn quantizedAddScalar(bool relu, bool scalarFirst) {
  return [relu, scalarFirst](Rewriter &rw, Operation *) -> LogicalResult {
    unsigned qi = scalarFirst ? 1 : 0, bi = scalarFirst ? 0 : 1;
    FailureOr<Value *> x = rw.readTensor(qi);
    FailureOr<double> b = rw.readFloat(bi);
    if (failed(x) || failed(b))
      return failure();
    Operation *def = (*x)->getDefiningOp();
    std::optional<double> s, z;
    if (def &&
        def->getNameStr() == core::DequantizeLinearOp::getOperationName() &&
        !def->getAttr("axis")) {
      s = constantNumber(def->getOperand(1));
      z = constantNumber(def->getOperand(2));
    }
    if (!s || !z)
      return rw.emitError() << rw.describeOperand(qi)
                            << " must come straight from a quantize or a "
                               "quantized op with a constant scale and zero "
                               "point (the result's derive from them)";
    DType dtype = def->getOperand(2)->getType().getDType();
    double lo = dtype == DType::U8 ? 0 : -128,
           hi = dtype == DType::U8 ? 255 : 127;
    double c = std::nearbyint(*b / *s), zc = *z - c;
    double scale = *s, zp = zc;
    if (zc < lo) {
      scale = (hi - zc) / (hi - lo) * *s;
      zp = lo;
    } else if (zc > hi) {
      scale = (zc - lo) / (hi - lo) * *s;
      zp = hi;
    }
    Value *y = core::AddOp::create{
        rw, *x, rw.createScalarConstant(DType::F32, float(c) * float(*s))};
    if (relu)
      y = core::ReluOp::create{rw, y};
    FailureOr<Value *> r = quantizeDequantize(rw, y, scale, int64_t(zp), dtype);
    if (failed(r))
      return failure();
    rw.replaceOp(rw.getOp(), {*r});
    return success();
  };
}

// leaky_relu(x, slope, inplace, s, zp) = qdq(leaky_relu(x, slope), s, zp)
LogicalResult decomposeQuantizedLeakyRelu(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<double> slope = rw.readFloat(1);
  if (failed(x) || failed(slope))
    return failure();
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dtype))
    return failure();
  return replaceQuantized(rw, core::LeakyReluOp::create{rw, *x, *slope}, 3, 4,
                          *dtype);
}

// sigmoid(x, s, zp) = qdq(sigmoid(x), s, zp)
LogicalResult decomposeQuantizedSigmoid(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  if (failed(x))
    return failure();
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dtype))
    return failure();
  return replaceQuantized(rw, core::SigmoidOp::create{rw, *x}, 1, 2, *dtype);
}

// softmax(x, dim, s, zp) = qdq(softmax(x, dim), s, zp)
LogicalResult decomposeQuantizedSoftmax(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(x) || failed(rank))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, *rank);
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dim) || failed(dtype))
    return failure();
  return replaceQuantized(rw, core::SoftmaxOp::create{rw, *x, *dim}, 2, 3,
                          *dtype);
}

// elu(x, s, zp, alpha, 1, 1) = qdq(elu(x, alpha), s, zp)
// celu(x, s, zp, alpha) = qdq(celu(x, alpha), s, zp)
DecompositionFn quantizedElu(bool celu) {
  return [celu](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    FailureOr<double> alpha = rw.readFloat(3);
    if (failed(x) || failed(alpha))
      return failure();
    if (!celu) {
      FailureOr<double> scale = rw.readFloat(4), inputScale = rw.readFloat(5);
      if (failed(scale) || failed(inputScale))
        return failure();
      if (*scale != 1.0 || *inputScale != 1.0)
        return rw.emitError() << "a quantized elu with a scale or an "
                                 "input_scale other than 1 is not supported";
    }
    (void)op;
    FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
    if (failed(dtype))
      return failure();
    Value *y = celu ? static_cast<Value *>(core::CeluOp::create{rw, *x, *alpha})
                    : static_cast<Value *>(core::EluOp::create{rw, *x, *alpha});
    return replaceQuantized(rw, y, 1, 2, *dtype);
  };
}

// relu6(x) = clamp(x, 0, 6); clamp(x, min?, max?) = clamp(x, min, max),
// both in the input's scale and zero point (torch clamps the integers to
// the bounds quantized, which rounding the clamped value gives)
DecompositionFn quantizedClamp(bool relu6) {
  return [relu6](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    if (failed(x))
      return failure();
    FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
    if (failed(dtype))
      return failure();
    Value *bound[2] = {nullptr, nullptr};
    for (unsigned k = 0; k < 2; ++k) {
      if (relu6) {
        bound[k] = rw.createScalarConstant(DType::F32, k ? 6.0 : 0.0);
        continue;
      }
      if (rw.isNone(1 + k)) {
        bound[k] = rw.getOp()->getOperand(1 + k);
        continue;
      }
      FailureOr<double> v = rw.readFloat(1 + k);
      if (failed(v))
        return failure();
      bound[k] = rw.createScalarConstant(DType::F32, *v);
    }
    Operation *def = (*x)->getDefiningOp();
    if (!def ||
        def->getNameStr() != core::DequantizeLinearOp::getOperationName())
      return rw.emitError() << rw.describeOperand(0)
                            << " must come straight from a quantized op, "
                               "whose scale and zero point the result keeps";
    Value *y = core::ClampOp::create{rw, *x, bound[0], bound[1]};
    Value *q = core::QuantizeLinearOp::create{rw, y, def->getOperand(1),
                                              def->getOperand(2)};
    rw.replaceOp(rw.getOp(),
                 {static_cast<Value *>(core::DequantizeLinearOp::create{
                     rw, q, def->getOperand(1), def->getOperand(2)})});
    return success();
  };
}

// layer_norm(x, shape, w, b, eps, s, zp)
//   = qdq(layer_norm(x, w, b, axis = rank - len(shape), eps), s, zp)
LogicalResult decomposeQuantizedLayerNorm(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0), w = rw.readTensorOrNone(2),
                     b = rw.readTensorOrNone(3);
  FailureOr<int64_t> rank = rw.readRank(0);
  FailureOr<llvm::SmallVector<int64_t, 4>> shape = rw.readIntList(1);
  FailureOr<double> eps = rw.readFloat(4);
  if (failed(x) || failed(w) || failed(b) || failed(rank) || failed(shape) ||
      failed(eps))
    return failure();
  if (shape->empty() || int64_t(shape->size()) > *rank)
    return rw.emitError() << "normalized_shape has " << uint64_t(shape->size())
                          << " dims for an input of rank " << *rank;
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dtype))
    return failure();
  Value *y = core::LayerNormOp::create{
      rw, *x, *w, *b, *rank - int64_t(shape->size()), *eps};
  return replaceQuantized(rw, y, 5, 6, *dtype);
}

// group_norm(x, groups, w, b, eps, s, zp) = qdq(group_norm(...), s, zp)
LogicalResult decomposeQuantizedGroupNorm(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0), w = rw.readTensorOrNone(2),
                     b = rw.readTensorOrNone(3);
  FailureOr<int64_t> groups = rw.readInt(1);
  FailureOr<double> eps = rw.readFloat(4);
  if (failed(x) || failed(w) || failed(b) || failed(groups) || failed(eps))
    return failure();
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dtype))
    return failure();
  Value *y = core::GroupNormOp::create{rw, *x, *w, *b, *groups, *eps};
  return replaceQuantized(rw, y, 5, 6, *dtype);
}

// instance_norm(x, w, b, eps, s, zp) = qdq(instance_norm(...), s, zp)
LogicalResult decomposeQuantizedInstanceNorm(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0), w = rw.readTensorOrNone(1),
                     b = rw.readTensorOrNone(2);
  FailureOr<double> eps = rw.readFloat(3);
  if (failed(x) || failed(w) || failed(b) || failed(eps))
    return failure();
  FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
  if (failed(dtype))
    return failure();
  Value *y = core::InstanceNormOp::create{rw, *x, *w, *b, *eps};
  return replaceQuantized(rw, y, 4, 5, *dtype);
}

// embedding_byte(packed, ids, pruned_weights = false)
//   = cast(index_select(w, ids), f32) * s[ids, None] + b[ids, None]
// with b = -zp * s: the packed rows are u8 with a float scale and zero
// point each (torch's per_channel_affine_float_qparams), which
// DequantizeLinear cannot hold (its zero point is an integer); torch's
// kernel computes q * scale + bias the same way
LogicalResult decomposeQuantizedEmbeddingByte(Rewriter &rw, Operation *) {
  Operation *def = rw.getOp()->getOperand(0)->getDefiningOp();
  if (!def || def->getNameStr() != "prim.TupleConstruct" ||
      def->getNumOperands() != 5)
    return rw.emitError() << rw.describeOperand(0)
                          << " must be the packed weights the importer "
                             "unpacks (a tuple of 5 constants)";
  FailureOr<Value *> ids = rw.readTensor(1);
  FailureOr<int64_t> rank = rw.readRank(1);
  if (failed(ids) || failed(rank))
    return failure();
  if (rw.getOp()->getNumOperands() > 2) {
    FailureOr<bool> pruned = rw.readBool(2);
    if (failed(pruned))
      return failure();
    if (*pruned)
      return rw.emitError() << "pruned embedding weights are not supported";
  }
  Value *w = def->getOperand(0), *s = def->getOperand(1),
        *z = def->getOperand(2);
  if (w->getType().getDType() != DType::U8)
    return rw.emitError() << "the embedding's packed rows are "
                          << dtypeName(w->getType().getDType())
                          << ", not u8 (embedding_byte's)";
  Value *b = core::NegOp::create{
      rw, static_cast<Value *>(core::MulOp::create{rw, rw.castTo(z, DType::F32),
                                                   rw.castTo(s, DType::F32)})};
  llvm::SmallVector<int64_t, 1> last = {*rank};
  auto rows = [&](Value *v) -> Value * {
    Value *r = core::IndexSelectOp::create{rw, v, *ids, 0};
    return core::UnsqueezeOp::create{rw, r, last};
  };
  Value *q = rw.castTo(core::IndexSelectOp::create{rw, w, *ids, 0}, DType::F32);
  Value *y = core::AddOp::create{rw,
                                 static_cast<Value *>(core::MulOp::create{
                                     rw, q, rows(rw.castTo(s, DType::F32))}),
                                 rows(b)};
  rw.replaceOp(rw.getOp(), {y});
  return success();
}

// quantize_per_tensor(x, s, zp, dtype) = qdq(x, s, zp) in dtype's integers
LogicalResult decomposeQuantizePerTensor(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<DType> dtype = readQuantizedDType(rw, 3);
  if (failed(x) || failed(dtype))
    return failure();
  Value *in = *x;
  if (in->getType().getDType() != DType::F32)
    in = rw.castTo(in, DType::F32);
  return replaceQuantized(rw, in, 1, 2, *dtype);
}

// quantize_per_channel(x, scales, zps, axis, dtype)
//   = dequantize_linear(quantize_linear(x, scales, zps, axis), ...)
// with the scales as f32 and the zero points in dtype's integers
LogicalResult decomposeQuantizePerChannel(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0), scales = rw.readTensor(1),
                     zps = rw.readTensor(2);
  FailureOr<int64_t> rank = rw.readRank(0);
  FailureOr<DType> dtype = readQuantizedDType(rw, 4);
  if (failed(x) || failed(scales) || failed(zps) || failed(rank) ||
      failed(dtype))
    return failure();
  FailureOr<int64_t> axis = rw.readDim(3, *rank);
  if (failed(axis))
    return failure();
  Value *in =
      (*x)->getType().getDType() == DType::F32 ? *x : rw.castTo(*x, DType::F32);
  Value *s = rw.castTo(*scales, DType::F32), *z = rw.castTo(*zps, *dtype);
  Value *q = core::QuantizeLinearOp::create{rw, in, s, z, *axis};
  rw.replaceOp(rw.getOp(),
               {static_cast<Value *>(
                   core::DequantizeLinearOp::create{rw, q, s, z, *axis})});
  return success();
}

// int_repr(q) = the integers of the dequantize_linear that made q (a
// quantize_linear's, or a weight's)
LogicalResult decomposeIntRepr(Rewriter &rw, Operation *) {
  FailureOr<Value *> q = rw.readTensor(0);
  if (failed(q))
    return failure();
  Operation *def = (*q)->getDefiningOp();
  if (!def || def->getNameStr() != core::DequantizeLinearOp::getOperationName())
    return rw.emitError() << rw.describeOperand(0)
                          << " must come straight from a quantize or a "
                             "quantized op, whose scale and zero point give "
                             "its integers";
  rw.replaceOp(rw.getOp(), {def->getOperand(0)});
  return success();
}

/// The dequantize_linear that made quantized operand 0, or a diagnosed
/// failure.
FailureOr<Operation *> quantizedDefiningOp(Rewriter &rw) {
  Operation *def = rw.getOp()->getOperand(0)->getDefiningOp();
  if (!def || def->getNameStr() != core::DequantizeLinearOp::getOperationName())
    return rw.emitError() << rw.describeOperand(0)
                          << " must come straight from a quantize or a "
                             "quantized op, whose scale and zero point it "
                             "reads";
  return def;
}

// q_scale(q), q_zero_point(q) = the constant scale and zero point of the
// (per-tensor) dequantize_linear that made q
DecompositionFn quantizedTensorParam(bool zeroPoint) {
  return [zeroPoint](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Operation *> def = quantizedDefiningOp(rw);
    if (failed(def))
      return failure();
    std::optional<double> v =
        constantNumber((*def)->getOperand(zeroPoint ? 2 : 1));
    if (!v || (*def)->getAttr("axis"))
      return rw.emitError() << rw.describeOperand(0)
                            << " is not quantized per tensor with a constant "
                               "scale and zero point";
    Context &ctx = rw.getContext();
    Value *r =
        zeroPoint
            ? core::ScalarConstantOp::createTyped{rw, ctx.getIntType(),
                                                  rw.getI64Attr(int64_t(*v))}
            : core::ScalarConstantOp::createTyped{rw, ctx.getFloatType(),
                                                  ctx.getFloatAttr(*v)};
    rw.replaceOp(rw.getOp(), {r});
    return success();
  };
}

// q_per_channel_scales(q) = cast(scales, f64), q_per_channel_zero_points(q)
// = cast(zero_points, i64), q_per_channel_axis(q) = axis: those of the
// per-channel dequantize_linear that made q
LogicalResult decomposeQPerChannelScales(Rewriter &rw, Operation *) {
  FailureOr<Operation *> def = quantizedDefiningOp(rw);
  if (failed(def))
    return failure();
  rw.replaceOp(rw.getOp(), {rw.castTo((*def)->getOperand(1), DType::F64)});
  return success();
}
LogicalResult decomposeQPerChannelZeroPoints(Rewriter &rw, Operation *) {
  FailureOr<Operation *> def = quantizedDefiningOp(rw);
  if (failed(def))
    return failure();
  rw.replaceOp(rw.getOp(), {rw.castTo((*def)->getOperand(2), DType::I64)});
  return success();
}
LogicalResult decomposeQPerChannelAxis(Rewriter &rw, Operation *) {
  FailureOr<Operation *> def = quantizedDefiningOp(rw);
  if (failed(def))
    return failure();
  Attribute axis = (*def)->getAttr("axis");
  if (!axis || !axis.isInt())
    return rw.emitError() << rw.describeOperand(0)
                          << " is not quantized per channel";
  rw.replaceOp(
      rw.getOp(),
      {static_cast<Value *>(core::ScalarConstantOp::createTyped{
          rw, rw.getContext().getIntType(), rw.getI64Attr(axis.getInt())})});
  return success();
}

// dequantize.tensors(qs) = qs, dequantize.list the same
LogicalResult decomposeDequantizeList(Rewriter &rw, Operation *op) {
  rw.replaceOp(op, {op->getOperand(0)});
  return success();
}

// quantize_per_tensor.tensors(xs, scales, zps, dtype)
//   = [qdq(xs[i], scales[i], zps[i]) for each i]
LogicalResult decomposeQuantizePerTensorList(Rewriter &rw, Operation *op) {
  FailureOr<llvm::SmallVector<Value *, 4>> xs = readTensorList(rw, 0);
  FailureOr<DType> dtype = readQuantizedDType(rw, 3);
  if (failed(xs) || failed(dtype))
    return failure();
  std::optional<std::vector<double>> scales, zps;
  scales = constantValues(op->getOperand(1));
  zps = constantValues(op->getOperand(2));
  if (!scales || !zps || scales->size() != xs->size() ||
      zps->size() != xs->size())
    return rw.emitError() << "the scales and zero points must be constant "
                             "tensors of one value per tensor ("
                          << uint64_t(xs->size()) << ")";
  llvm::SmallVector<Value *, 4> out;
  for (size_t i = 0; i < xs->size(); ++i) {
    Value *in = (*xs)[i];
    if (in->getType().getDType() != DType::F32)
      in = rw.castTo(in, DType::F32);
    FailureOr<Value *> r =
        quantizeDequantize(rw, in, (*scales)[i], int64_t((*zps)[i]), *dtype);
    if (failed(r))
      return failure();
    out.push_back(*r);
  }
  rw.replaceOp(op, {makeList(rw, op->getResult(0)->getType(), out)});
  return success();
}

// dequantize(q) = q: a quantized tensor is already the f32 tensor of its
// values
LogicalResult decomposeDequantize(Rewriter &rw, Operation *op) {
  FailureOr<Value *> q = rw.readTensor(0);
  if (failed(q))
    return failure();
  rw.replaceOp(op, {*q});
  return success();
}

} // namespace

void detail::registerQuantizedDecompositions() {
  addBuiltin("aten::quantize_per_tensor", decomposeQuantizePerTensor);
  addBuiltin("aten::quantize_per_tensor.tensor_qparams",
             decomposeQuantizePerTensor);
  addBuiltin("aten::quantize_per_channel", decomposeQuantizePerChannel);
  addBuiltin("aten::quantize_per_tensor.tensors",
             decomposeQuantizePerTensorList);
  addBuiltin("aten::dequantize.self", decomposeDequantize);
  addBuiltin("aten::dequantize.tensor", decomposeDequantize);
  addBuiltin("aten::dequantize.tensors", decomposeDequantizeList);
  addBuiltin("aten::dequantize.list", decomposeDequantizeList);
  addBuiltin("aten::int_repr", decomposeIntRepr);
  addBuiltin("aten::q_scale", quantizedTensorParam(/*zeroPoint=*/false));
  addBuiltin("aten::q_zero_point", quantizedTensorParam(/*zeroPoint=*/true));
  addBuiltin("aten::q_per_channel_scales", decomposeQPerChannelScales);
  addBuiltin("aten::q_per_channel_zero_points", decomposeQPerChannelZeroPoints);
  addBuiltin("aten::q_per_channel_axis", decomposeQPerChannelAxis);
  for (bool relu : {false, true}) {
    const char *suffix = relu ? "_relu" : "";
    addBuiltin((llvm::Twine("quantized::conv1d") + suffix).str(),
               quantizedConv(relu, /*oneD=*/true, /*transposed=*/false));
    for (const char *nd : {"2d", "3d"})
      addBuiltin((llvm::Twine("quantized::conv") + nd + suffix + ".new").str(),
                 quantizedConv(relu, /*oneD=*/false, /*transposed=*/false));
  }
  addBuiltin("quantized::conv_transpose1d",
             quantizedConv(false, /*oneD=*/true, /*transposed=*/true));
  addBuiltin("quantized::conv_transpose2d",
             quantizedConv(false, /*oneD=*/false, /*transposed=*/true));
  addBuiltin("quantized::conv_transpose3d",
             quantizedConv(false, /*oneD=*/false, /*transposed=*/true));
  addBuiltin("quantized::linear", quantizedLinear(/*relu=*/false));
  addBuiltin("quantized::linear_relu", quantizedLinear(/*relu=*/true));
  addBuiltin("quantized::add", quantizedBinary(/*mul=*/false, /*relu=*/false));
  addBuiltin("quantized::add_relu",
             quantizedBinary(/*mul=*/false, /*relu=*/true));
  addBuiltin("quantized::mul", quantizedBinary(/*mul=*/true, /*relu=*/false));
  addBuiltin("quantized::cat", quantizedCat(/*relu=*/false));
  addBuiltin("quantized::cat_relu", quantizedCat(/*relu=*/true));
  addBuiltin("quantized::hardswish", decomposeQuantizedHardswish);
  addBuiltin("quantized::batch_norm2d", decomposeQuantizedBatchNorm);
  for (const char *name : {"quantized::batch_norm1d", "quantized::batch_norm3d",
                           "quantized::batch_norm"})
    addBuiltin(name, decomposeQuantizedBatchNorm);
  for (const char *name :
       {"quantized::batch_norm1d_relu", "quantized::batch_norm2d_relu",
        "quantized::batch_norm3d_relu", "quantized::batch_norm_relu"})
    addBuiltin(name, quantizedBatchNormRelu());
  addBuiltin("quantized::mul_relu",
             quantizedBinary(/*mul=*/true, /*relu=*/true));
  addBuiltin("quantized::matmul", quantizedMatmul());
  for (bool relu : {false, true}) {
    std::string base = relu ? "quantized::mul_relu" : "quantized::mul";
    addBuiltin(base + ".Scalar", quantizedMulScalar(relu, false));
    addBuiltin(base + ".Scalar2", quantizedMulScalar(relu, true));
    addBuiltin(relu ? "quantized::mul_scalar_relu" : "quantized::mul_scalar",
               quantizedMulScalar(relu, false));
  }
  for (bool relu : {false, true}) {
    std::string base = relu ? "quantized::add_relu" : "quantized::add";
    addBuiltin(base + ".Scalar", quantizedAddScalar(relu, false));
    addBuiltin(base + ".Scalar2", quantizedAddScalar(relu, true));
    addBuiltin(relu ? "quantized::add_scalar_relu" : "quantized::add_scalar",
               quantizedAddScalar(relu, false));
  }
  addBuiltin("quantized::leaky_relu", decomposeQuantizedLeakyRelu);
  addBuiltin("quantized::sigmoid", decomposeQuantizedSigmoid);
  addBuiltin("quantized::softmax", decomposeQuantizedSoftmax);
  addBuiltin("quantized::elu", quantizedElu(/*celu=*/false));
  addBuiltin("quantized::celu", quantizedElu(/*celu=*/true));
  addBuiltin("quantized::relu6", quantizedClamp(/*relu6=*/true));
  addBuiltin("quantized::clamp", quantizedClamp(/*relu6=*/false));
  addBuiltin("quantized::layer_norm", decomposeQuantizedLayerNorm);
  addBuiltin("quantized::embedding_byte", decomposeQuantizedEmbeddingByte);
  addBuiltin("quantized::group_norm", decomposeQuantizedGroupNorm);
  addBuiltin("quantized::instance_norm", decomposeQuantizedInstanceNorm);
}
