//===- Requantize.cpp - Rounding after aten ops on quantized tensors ------===//
//
// torch runs an aten op on a quantized tensor (an average pool, a sigmoid,
// a cat) with its quantized kernel, which rounds the result to a scale and
// zero point: the input's, the first input's, or fixed ones. Before
// decompose, insertRequantizations makes that explicit: after each such op
// whose input's parameters it can trace back to constants, an
// aten.dequantize then an aten.quantize_per_tensor with them (the identity
// in torch), which Quantized.cpp's entries decompose to
// quantize_linear + dequantize_linear. isQuantizedValue tells whether a
// value is a quantized tensor (simplify-torchscript folds
// prim::is_quantized with it). docs/quantization.md, "FX graph mode".
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

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

/// torch's ScalarType codes of the quantized dtypes tocc exports.
static constexpr int64_t kQInt8 = 12, kQUInt8 = 13;

/// The value of the prim.Constant `v`, or a null attribute.
static Attribute constantValue(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def || def->getNameStr() != "prim.Constant")
    return Attribute();
  return def->getAttr("value");
}

/// The number a constant (an int, a float, a one-element tensor) holds.
static std::optional<double> constantNumber(Value *v) {
  std::optional<std::vector<double>> values = constantValues(v);
  if (!values || values->size() != 1)
    return std::nullopt;
  return (*values)[0];
}

/// Whether `name` is an op that makes a quantized tensor from a float one.
static bool isQuantizeOp(llvm::StringRef name) {
  return name == aten::QuantizePerTensorOp::getOperationName() ||
         name == aten::QuantizePerTensorTensorQparamsOp::getOperationName() ||
         name == aten::QuantizePerChannelOp::getOperationName();
}

/// Whether `name` is an op that makes a float tensor (a dequantize, a
/// fake-quantize). Name literals: every overload of those families.
static bool isDequantizeOp(llvm::StringRef name) {
  return name.starts_with("aten.dequantize") ||
         name.starts_with("aten.fake_quantize") ||
         name.starts_with("aten._fake_quantize");
}

std::optional<bool> detail::isQuantizedValue(Value *v) {
  for (int depth = 0; v && depth < 256; ++depth) {
    Operation *def = v->getDefiningOp();
    if (!def)
      return false;
    llvm::StringRef name = def->getNameStr();
    // Every op of LibTorch's quantized library (quantized::conv2d, ...)
    // makes a quantized tensor: matched by its namespace.
    if (isQuantizeOp(name) || name.starts_with("quantized.") ||
        name == core::DequantizeLinearOp::getOperationName())
      return true;
    if (isDequantizeOp(name))
      return false;
    if (def->getNumOperands() == 0)
      return std::nullopt;
    v = def->getOperand(0);
  }
  return std::nullopt;
}

namespace {
/// A quantized tensor's scale, zero point and dtype code, from the op that
/// made it.
struct QuantParams {
  double scale;
  int64_t zeroPoint;
  int64_t dtypeCode;
};

/// The fixed output scale and zero point torch's kernels give sigmoid,
/// hardsigmoid ([0, 1] over the dtype's range) and tanh ([-1, 1]) of a
/// quantized tensor: quint8 1/256 and 0 (tanh 2/256 and 128), qint8 1/256
/// and -128 (tanh 2/256 and 0).
std::optional<QuantParams> fixedQuantParams(llvm::StringRef name,
                                            int64_t code) {
  bool u8 = code == kQUInt8;
  if (name == aten::SigmoidOp::getOperationName() ||
      name == aten::HardsigmoidOp::getOperationName())
    return QuantParams{1.0 / 256, u8 ? 0 : -128, code};
  if (name == aten::TanhOp::getOperationName())
    return QuantParams{2.0 / 256, u8 ? 128 : 0, code};
  return std::nullopt;
}
} // namespace

/// A quantized tensor's scale, zero point and dtype code (constants of the
/// aten graph), from the op that made it: quantize_per_tensor or a
/// quantized op (its output scale and zero point; its input's dtype),
/// through the ops after it that keep them (operand 0); nullopt where they
/// are not constants or the walk cannot tell.
static std::optional<QuantParams> quantParamsOf(Value *v) {
  // Operand positions of the output scale and zero point.
  static const llvm::StringMap<std::pair<unsigned, unsigned>> outputs = {
      {"quantized.conv1d", {2, 3}},
      {"quantized.conv1d_relu", {2, 3}},
      {"quantized.conv2d.new", {2, 3}},
      {"quantized.conv2d_relu.new", {2, 3}},
      {"quantized.conv3d.new", {2, 3}},
      {"quantized.conv3d_relu.new", {2, 3}},
      {"quantized.conv_transpose1d", {2, 3}},
      {"quantized.conv_transpose2d", {2, 3}},
      {"quantized.conv_transpose3d", {2, 3}},
      {"quantized.linear", {2, 3}},
      {"quantized.linear_relu", {2, 3}},
      {"quantized.add", {2, 3}},
      {"quantized.add_relu", {2, 3}},
      {"quantized.mul", {2, 3}},
      {"quantized.mul_relu", {2, 3}},
      {"quantized.matmul", {2, 3}},
      {"quantized.cat", {2, 3}},
      {"quantized.cat_relu", {2, 3}},
      {"quantized.hardswish", {1, 2}},
      {"quantized.sigmoid", {1, 2}},
      {"quantized.elu", {1, 2}},
      {"quantized.celu", {1, 2}},
      {"quantized.softmax", {2, 3}},
      {"quantized.leaky_relu", {3, 4}},
      {"quantized.layer_norm", {5, 6}},
      {"quantized.group_norm", {5, 6}},
      {"quantized.instance_norm", {4, 5}},
      {"quantized.batch_norm", {6, 7}},
      {"quantized.batch_norm1d", {6, 7}},
      {"quantized.batch_norm2d", {6, 7}},
      {"quantized.batch_norm3d", {6, 7}},
      {"quantized.batch_norm_relu", {6, 7}},
      {"quantized.batch_norm1d_relu", {6, 7}},
      {"quantized.batch_norm2d_relu", {6, 7}},
      {"quantized.batch_norm3d_relu", {6, 7}}};
  for (int depth = 0; v && depth < 256; ++depth) {
    Operation *def = v->getDefiningOp();
    if (!def || def->getNumOperands() == 0)
      return std::nullopt;
    llvm::StringRef name = def->getNameStr();
    if (name == aten::QuantizePerTensorOp::getOperationName() ||
        name == aten::QuantizePerTensorTensorQparamsOp::getOperationName()) {
      Attribute code = constantValue(def->getOperand(3));
      std::optional<double> s = constantNumber(def->getOperand(1)),
                            z = constantNumber(def->getOperand(2));
      if (!code || !code.isInt() || !s || !z)
        return std::nullopt;
      return QuantParams{*s, int64_t(*z), code.getInt()};
    }
    if (isDequantizeOp(name) || isQuantizeOp(name))
      return std::nullopt;
    if (auto it = outputs.find(name); it != outputs.end()) {
      std::optional<QuantParams> in = quantParamsOf(def->getOperand(0));
      std::optional<double> s = constantNumber(
                                def->getOperand(it->second.first)),
                            z = constantNumber(
                                def->getOperand(it->second.second));
      if (!in || !s || !z)
        return std::nullopt;
      return QuantParams{*s, int64_t(*z), in->dtypeCode};
    }
    // mul.Scalar keeps the integers: the scale times |b|, the integers
    // mirrored around the range's middle for b < 0.
    if (name == "quantized.mul.Scalar" || name == "quantized.mul.Scalar2") {
      bool first = name.ends_with("2");
      std::optional<QuantParams> in =
          quantParamsOf(def->getOperand(first ? 1 : 0));
      std::optional<double> b = constantNumber(def->getOperand(first ? 0 : 1));
      if (!in || !b || *b == 0)
        return std::nullopt;
      int64_t lo = in->dtypeCode == kQUInt8 ? 0 : -128,
              hi = in->dtypeCode == kQUInt8 ? 255 : 127;
      return QuantParams{in->scale * std::fabs(*b),
                         *b < 0 ? lo + hi - in->zeroPoint : in->zeroPoint,
                         in->dtypeCode};
    }
    if (name.starts_with("quantized."))
      return std::nullopt;
    if (def->getNumResults() == 1 && isQuantizedValue(v).value_or(false)) {
      std::optional<QuantParams> in = quantParamsOf(def->getOperand(0));
      if (!in)
        return std::nullopt;
      if (std::optional<QuantParams> fixed =
              fixedQuantParams(name, in->dtypeCode))
        return fixed;
      return in;
    }
    v = def->getOperand(0);
  }
  return std::nullopt;
}

void detail::insertRequantizations(Module &module) {
  // aten ops that compute new values on a quantized tensor, which torch
  // rounds to the input's scale and zero point (a cat: the first input's)
  // or to fixed ones (fixedQuantParams).
  const llvm::StringRef ops[] = {
      aten::AvgPool1dOp::getOperationName(),
      aten::AvgPool2dOp::getOperationName(),
      aten::AvgPool3dOp::getOperationName(),
      aten::AdaptiveAvgPool1dOp::getOperationName(),
      aten::AdaptiveAvgPool2dOp::getOperationName(),
      aten::AdaptiveAvgPool3dOp::getOperationName(),
      aten::MeanDimOp::getOperationName(),
      aten::UpsampleBilinear2dOp::getOperationName(),
      aten::UpsampleBilinear2dVecOp::getOperationName(),
      aten::SigmoidOp::getOperationName(),
      aten::HardsigmoidOp::getOperationName(),
      aten::TanhOp::getOperationName(),
      aten::HardtanhOp::getOperationName(),
      aten::ClampOp::getOperationName(),
      aten::LeakyReluOp::getOperationName(),
      aten::CatOp::getOperationName()};
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
    // A cat of tensors of one scale and zero point moves values: torch
    // requantizes only where an input has others.
    if (op->getNameStr() == aten::CatOp::getOperationName())
      if (Operation *list = op->getOperand(0)->getDefiningOp();
          list && list->getNameStr() == "prim.ListConstruct" &&
          llvm::all_of(list->getOperands(), [&](Value *x) {
            std::optional<QuantParams> q = quantParamsOf(x);
            return q && q->scale == p->scale && q->zeroPoint == p->zeroPoint &&
                   q->dtypeCode == p->dtypeCode;
          }))
        continue;
    if (std::optional<QuantParams> fixed =
            fixedQuantParams(op->getNameStr(), p->dtypeCode))
      p = fixed;
    Value *r = op->getResult(0);
    Builder b(ctx);
    b.setInsertionPointAfter(op);
    auto constant = [&](Type type, Attribute value) {
      return b
          .create(op->getLoc(), "prim.Constant", {type}, {}, {{"value", value}})
          ->getResult(0);
    };
    Value *code = constant(ctx.getIntType(), ctx.getIntAttr(p->dtypeCode));
    Value *scale = constant(ctx.getFloatType(), ctx.getFloatAttr(p->scale));
    Value *zp = constant(ctx.getIntType(), ctx.getIntAttr(p->zeroPoint));
    Value *d =
        b.create(op->getLoc(), aten::DequantizeSelfOp::getOperationName(),
                 {r->getType()}, {r})
            ->getResult(0);
    Value *q =
        b.create(op->getLoc(), aten::QuantizePerTensorOp::getOperationName(),
                 {r->getType()}, {d, scale, zp, code})
            ->getResult(0);
    Operation *dequantize = d->getDefiningOp();
    r->replaceUsesWithIf(
        q, [&](OpOperand &use) { return use.getOwner() != dequantize; });
  }
}
