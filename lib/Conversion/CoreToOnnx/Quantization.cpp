//===- Quantization.cpp - Lowerings of quantize and dequantize ------------===//
//
// core.quantize_linear and core.dequantize_linear are ONNX's
// QuantizeLinear and DequantizeLinear (docs/quantization.md): the same
// rounding (half to even), saturation to the zero point's dtype and
// formulas. Per-tensor parameters from opset 10; per-channel parameters
// (an axis) need opset 13, where both ops took the attribute.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::lowering;

namespace {

/// QuantizeLinear or DequantizeLinear of operands (x, scale, zero_point);
/// `axis` only from 13, an error naming that opset below it.
template <typename OpT>
LogicalResult lowerQdq(LoweringRewriter &rw, Operation *op,
                       llvm::StringRef opType, const Since &since) {
  OpT q(op);
  std::optional<int64_t> axis = q.getAxis();
  llvm::SmallVector<NamedAttribute, 1> attrs;
  if (axis) {
    if (since.below(13))
      return rw.emitError()
             << "per-channel quantization (axis " << *axis
             << ") has no ONNX form at opset " << rw.target() << ": " << opType
             << " takes an axis from opset 13 (target opset "
                "13 or later)";
    attrs.push_back(rw.intAttr("axis", *axis));
  }
  Value *r =
      rw.onnx(opType, {q.getInput(), q.getScale(), q.getZeroPoint()}, attrs);
  if (!r)
    return failure();
  rw.replaceOp(op, {r});
  return success();
}

// quantize_linear(x, s, zp) = QuantizeLinear(x, s, zp) {axis}
LogicalResult lowerQuantizeLinear(LoweringRewriter &rw, Operation *op,
                                  const Since &since) {
  return lowerQdq<core::QuantizeLinearOp>(rw, op, "QuantizeLinear", since);
}

// dequantize_linear(q, s, zp) = DequantizeLinear(q, s, zp) {axis}
LogicalResult lowerDequantizeLinear(LoweringRewriter &rw, Operation *op,
                                    const Since &since) {
  return lowerQdq<core::DequantizeLinearOp>(rw, op, "DequantizeLinear", since);
}

} // namespace

void lowering::registerQuantizationLowerings() {
  // -10: per tensor; -13: per channel (axis).
  addBuiltinFamily(core::QuantizeLinearOp::getOperationName(), {10, 13},
                   withSince(lowerQuantizeLinear));
  addBuiltinFamily(core::DequantizeLinearOp::getOperationName(), {10, 13},
                   withSince(lowerDequantizeLinear));
}
