//===- CoreOpsElementwise.cpp - core ops: elementwise math, logic, activations
//
// Each core op as the ATen op that defines it; see CoreOps.cpp. Unary and
// binary ops without attributes are one template each over the ATen
// function; the activations read their attributes through the generated
// accessors (defaults included).
//
//===----------------------------------------------------------------------===//
#include "CoreOpHelpers.h"

using namespace tocc;
using namespace tocc::runtime;
using namespace tocc::runtime::detail;

namespace {

template <at::Tensor (*Fn)(const at::Tensor &)>
Result unary(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return Fn(*x);
}

/// An activation whose attributes the accessor class OpT reads: `Fn` gets
/// the input and the op's accessor.
template <typename OpT, at::Tensor (*Fn)(const at::Tensor &, OpT)>
Result withAttrs(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return Fn(*x, view<OpT>(op));
}

// gelu(x) {approximate} = torch.nn.functional.gelu(x, approximate)
at::Tensor gelu(const at::Tensor &x, core::GeluOp op) {
  return at::gelu(x, std::string(op.getApproximate()));
}
// softplus(x) {beta, threshold} = F.softplus(x, beta, threshold)
at::Tensor softplus(const at::Tensor &x, core::SoftplusOp op) {
  return at::softplus(x, op.getBeta(), op.getThreshold());
}
// elu(x) {alpha} = F.elu(x, alpha)
at::Tensor elu(const at::Tensor &x, core::EluOp op) {
  return at::elu(x, op.getAlpha());
}
// celu(x) {alpha} = F.celu(x, alpha)
at::Tensor celu(const at::Tensor &x, core::CeluOp op) {
  return at::celu(x, op.getAlpha());
}
// leaky_relu(x) {negative_slope} = F.leaky_relu(x, negative_slope)
at::Tensor leakyRelu(const at::Tensor &x, core::LeakyReluOp op) {
  return at::leaky_relu(x, op.getNegativeSlope());
}

// clamp(x, min?, max?) = torch.clamp(x, min, max) with tensor bounds
Result clampOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  c10::optional<at::Tensor> bounds[2];
  for (unsigned i = 0; i < 2; ++i) {
    if (operands.size() <= i + 1 || operands[i + 1].isNone())
      continue;
    auto b = tensorAt(operands, i + 1);
    if (!b)
      return b.takeError();
    bounds[i] = *b;
  }
  if (!bounds[0] && !bounds[1])
    return makeError("clamp needs at least one bound");
  return at::clamp(*x, bounds[0], bounds[1]);
}

} // namespace

void detail::addElementwiseCoreOps(CoreOpTable &table) {
  static const std::pair<const char *, CoreOpFn> ops[] = {
      // Unary math.
      {"core.abs", unary<at::abs>},
      {"core.neg", unary<at::neg>},
      {"core.sign", unary<at::sign>},
      {"core.exp", unary<at::exp>},
      {"core.log", unary<at::log>},
      {"core.log1p", unary<at::log1p>},
      {"core.expm1", unary<at::expm1>},
      {"core.sqrt", unary<at::sqrt>},
      {"core.rsqrt", unary<at::rsqrt>},
      {"core.reciprocal", unary<at::reciprocal>},
      {"core.sin", unary<at::sin>},
      {"core.cos", unary<at::cos>},
      {"core.tan", unary<at::tan>},
      {"core.asin", unary<at::asin>},
      {"core.acos", unary<at::acos>},
      {"core.atan", unary<at::atan>},
      {"core.sinh", unary<at::sinh>},
      {"core.cosh", unary<at::cosh>},
      {"core.tanh", unary<at::tanh>},
      {"core.asinh", unary<at::asinh>},
      {"core.acosh", unary<at::acosh>},
      {"core.atanh", unary<at::atanh>},
      {"core.erf", unary<at::erf>},
      {"core.floor", unary<at::floor>},
      {"core.ceil", unary<at::ceil>},
      {"core.round", unary<at::round>},
      {"core.trunc", unary<at::trunc>},
      {"core.sigmoid", unary<at::sigmoid>},
      {"core.logical_not", unary<at::logical_not>},
      {"core.bitwise_not", unary<at::bitwise_not>},
      {"core.isnan", unary<at::isnan>},
      {"core.isinf", unary<at::isinf>},
      // Activations.
      {"core.gelu", withAttrs<core::GeluOp, gelu>},
      {"core.silu", unary<at::silu>},
      {"core.hardswish", unary<at::hardswish>},
      {"core.hardsigmoid", unary<at::hardsigmoid>},
      {"core.mish", unary<at::mish>},
      {"core.softplus", withAttrs<core::SoftplusOp, softplus>},
      {"core.elu", withAttrs<core::EluOp, elu>},
      {"core.selu", unary<at::selu>},
      {"core.celu", withAttrs<core::CeluOp, celu>},
      {"core.leaky_relu", withAttrs<core::LeakyReluOp, leakyRelu>},
      {"core.log_sigmoid", unary<at::log_sigmoid>},
      // Binary.
      {"core.remainder", binary<at::remainder>},
      {"core.fmod", binary<at::fmod>},
      {"core.pow", binary<at::pow>},
      {"core.maximum", binary<at::maximum>},
      {"core.minimum", binary<at::minimum>},
      {"core.atan2", binary<at::atan2>},
      {"core.bitwise_and", binary<at::bitwise_and>},
      {"core.bitwise_or", binary<at::bitwise_or>},
      {"core.bitwise_xor", binary<at::bitwise_xor>},
      {"core.logical_and", binary<at::logical_and>},
      {"core.logical_or", binary<at::logical_or>},
      {"core.logical_xor", binary<at::logical_xor>},
      // Comparisons.
      {"core.eq", binary<at::eq>},
      {"core.ne", binary<at::ne>},
      {"core.lt", binary<at::lt>},
      {"core.le", binary<at::le>},
      {"core.gt", binary<at::gt>},
      {"core.ge", binary<at::ge>},
      // Clamping.
      {"core.clamp", clampOp},
  };
  for (const auto &[name, fn] : ops)
    table[name] = fn;
}
