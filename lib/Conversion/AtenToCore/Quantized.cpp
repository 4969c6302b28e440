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
// weights of quantized::conv2d and quantized::linear come from the
// importer as a tuple of constants (lib/Frontend/TorchScriptImporter.cpp,
// materializePackedParams):
//
//   conv:   (weight, scale, zero_point, axis, bias, stride, padding,
//            output_padding, dilation, groups, transpose)
//   linear: (weight, scale, zero_point, axis, bias)
//
// docs/quantization.md has the op table and the error figures.
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

using namespace tocc;
using namespace tocc::detail;

namespace {

/// torch's ScalarType codes of the quantized dtypes tocc exports.
constexpr int64_t kQInt8 = 12, kQUInt8 = 13;

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
    if (def->getNameStr() == aten::QuantizePerTensorOp::getOperationName()) {
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
  FailureOr<double> scale = rw.readFloat(scaleI);
  FailureOr<int64_t> zp = rw.readInt(zpI);
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
// (torch's kernel accumulates x and w's integers in i32, adds the bias
// quantized to i32 and requantizes once: the same value up to f32
// rounding, so an output may differ from torch's by one step where the
// exact value lies near a rounding boundary)
DecompositionFn quantizedConv(bool relu) {
  return [relu](Rewriter &rw, Operation *) -> LogicalResult {
    FailureOr<Value *> x = rw.readTensor(0);
    if (failed(x))
      return failure();
    FailureOr<PackedWeights> p = readPackedWeights(rw, 1, /*conv=*/true);
    if (failed(p))
      return failure();
    if (p->transpose)
      return rw.emitError() << "a quantized transposed convolution is not "
                               "supported yet";
    FailureOr<DType> dtype = inputQuantizedDType(rw, *x, 0);
    if (failed(dtype))
      return failure();
    llvm::SmallVector<int64_t, 8> pads(p->padding.begin(), p->padding.end());
    pads.append(p->padding.begin(), p->padding.end());
    Value *y =
        core::ConvOp::create{rw,          *x,        dequantizedWeight(rw, *p),
                             p->bias,     p->stride, pads,
                             p->dilation, p->groups};
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
    if (rw.isNone(2) || rw.isNone(3))
      return rw.emitError() << "a quantized cat without an output scale and "
                               "zero point (torch's takes the first "
                               "input's) is not supported yet";
    FailureOr<DType> dtype = inputQuantizedDType(rw, (*xs)[0], 0);
    if (failed(dtype))
      return failure();
    Value *y = core::ConcatOp::create{rw, *xs, *dim};
    if (relu)
      y = core::ReluOp::create{rw, y};
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

std::optional<bool> detail::isQuantizedValue(Value *v) {
  for (int depth = 0; v && depth < 256; ++depth) {
    Operation *def = v->getDefiningOp();
    if (!def)
      return false;
    llvm::StringRef name = def->getNameStr();
    // Every op of LibTorch's quantized library (quantized::conv2d, ...)
    // makes a quantized tensor: matched by its namespace.
    if (name == aten::QuantizePerTensorOp::getOperationName() ||
        name.starts_with("quantized."))
      return true;
    if (name == aten::DequantizeSelfOp::getOperationName())
      return false;
    if (def->getNumOperands() == 0)
      return std::nullopt;
    v = def->getOperand(0);
  }
  return std::nullopt;
}

/// A quantized tensor's scale, zero point and dtype code (values of the
/// aten graph), from the op that made it: quantize_per_tensor or a
/// quantized op (its output scale and zero point; its input's dtype),
/// through the ops after it that keep them (operand 0).
struct QuantParams {
  Value *scale, *zeroPoint;
  int64_t dtypeCode;
};
static std::optional<QuantParams> quantParamsOf(Value *v) {
  // Operand positions of the output scale and zero point.
  static const llvm::StringMap<std::pair<unsigned, unsigned>> outputs = {
      {"quantized.conv2d.new", {2, 3}},  {"quantized.conv2d_relu.new", {2, 3}},
      {"quantized.linear", {2, 3}},      {"quantized.linear_relu", {2, 3}},
      {"quantized.add", {2, 3}},         {"quantized.add_relu", {2, 3}},
      {"quantized.mul", {2, 3}},         {"quantized.cat", {2, 3}},
      {"quantized.cat_relu", {2, 3}},    {"quantized.hardswish", {1, 2}},
      {"quantized.batch_norm2d", {6, 7}}};
  for (int depth = 0; v && depth < 256; ++depth) {
    Operation *def = v->getDefiningOp();
    if (!def || def->getNumOperands() == 0)
      return std::nullopt;
    llvm::StringRef name = def->getNameStr();
    if (name == aten::QuantizePerTensorOp::getOperationName()) {
      Attribute code = constantValue(def->getOperand(3));
      if (!code || !code.isInt())
        return std::nullopt;
      return QuantParams{def->getOperand(1), def->getOperand(2), code.getInt()};
    }
    if (name == aten::DequantizeSelfOp::getOperationName())
      return std::nullopt;
    if (auto it = outputs.find(name); it != outputs.end()) {
      std::optional<QuantParams> in = quantParamsOf(def->getOperand(0));
      if (!in || matchConstantNone(def->getOperand(it->second.first)))
        return std::nullopt;
      return QuantParams{def->getOperand(it->second.first),
                         def->getOperand(it->second.second), in->dtypeCode};
    }
    v = def->getOperand(0);
  }
  return std::nullopt;
}

void detail::insertRequantizations(Module &module) {
  const llvm::StringRef ops[] = {
      aten::AvgPool1dOp::getOperationName(),
      aten::AvgPool2dOp::getOperationName(),
      aten::AvgPool3dOp::getOperationName(),
      aten::AdaptiveAvgPool1dOp::getOperationName(),
      aten::AdaptiveAvgPool2dOp::getOperationName(),
      aten::AdaptiveAvgPool3dOp::getOperationName(),
      aten::MeanDimOp::getOperationName(),
      aten::UpsampleBilinear2dOp::getOperationName(),
      aten::UpsampleBilinear2dVecOp::getOperationName()};
  std::vector<Operation *> found;
  module.walk([&](Operation *op) {
    if (llvm::is_contained(ops, op->getNameStr()) &&
        op->getNumOperands() != 0 && op->getNumResults() == 1 &&
        isQuantizedValue(op->getOperand(0)).value_or(false))
      found.push_back(op);
  });
  Context &ctx = module.getContext();
  for (Operation *op : found) {
    std::optional<QuantParams> p = quantParamsOf(op->getOperand(0));
    if (!p)
      continue;
    Value *r = op->getResult(0);
    Builder b(ctx);
    b.setInsertionPointAfter(op);
    Value *code = b.create(op->getLoc(), "prim.Constant", {ctx.getIntType()},
                           {}, {{"value", ctx.getIntAttr(p->dtypeCode)}})
                      ->getResult(0);
    Value *d =
        b.create(op->getLoc(), aten::DequantizeSelfOp::getOperationName(),
                 {r->getType()}, {r})
            ->getResult(0);
    Value *q =
        b.create(op->getLoc(), aten::QuantizePerTensorOp::getOperationName(),
                 {r->getType()}, {d, p->scale, p->zeroPoint, code})
            ->getResult(0);
    Operation *dequantize = d->getDefiningOp();
    r->replaceUsesWithIf(
        q, [&](OpOperand &use) { return use.getOwner() != dequantize; });
  }
}

void detail::registerQuantizedDecompositions() {
  addBuiltin("aten::quantize_per_tensor", decomposeQuantizePerTensor);
  addBuiltin("aten::dequantize.self", decomposeDequantize);
  addBuiltin("quantized::conv2d.new", quantizedConv(/*relu=*/false));
  addBuiltin("quantized::conv2d_relu.new", quantizedConv(/*relu=*/true));
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
}
