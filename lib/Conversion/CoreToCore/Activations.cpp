//===- Activations.cpp - Expansions of the composite activations ---------===//
//
// Elementwise formulas in the input's float dtype; constants are 0-d
// tensors of that dtype, which broadcast.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include <cmath>

using namespace tocc;
using namespace tocc::expansion;

namespace {

/// The emitter for the op's input `x` (its first operand), or failure (not
/// a float tensor).
FailureOr<Emitter> emitterFor(Rewriter &rw, Value *x) {
  FailureOr<DType> dt = floatDTypeOf(rw, x);
  if (failed(dt))
    return failure();
  return Emitter{rw, *dt};
}

LogicalResult finish(Rewriter &rw, Operation *op, Value *r) {
  if (!r)
    return failure();
  rw.replaceOp(op, {r});
  return success();
}

/// min(max(x + 3, 0), 6): relu6(x + 3), shared by hardswish and hardsigmoid.
Value *relu6Plus3(Emitter &e, Value *x) {
  Value *shifted = e.add(x, e.c(3.0));
  return e.bin(core::MinimumOp::getOperationName(),
               e.bin(core::MaximumOp::getOperationName(), shifted, e.c(0.0)),
               e.c(6.0));
}

/// where(beta x > threshold, x, log1p(exp(beta x)) / beta); beta 1 drops
/// the products.
Value *softplus(Emitter &e, Value *x, double beta, double threshold) {
  Value *bx = beta == 1.0 ? x : e.mul(x, e.c(beta));
  Value *soft = e.un(core::Log1pOp::getOperationName(),
                     e.un(core::ExpOp::getOperationName(), bx));
  if (beta != 1.0)
    soft = e.div(soft, e.c(beta));
  Value *linear = e.cmp(core::GtOp::getOperationName(), bx, e.c(threshold));
  return e.where(linear, x, soft);
}

// gelu(x, none) = 0.5 * x * (1 + erf(x / sqrt(2)))
// gelu(x, tanh) = 0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)))
LogicalResult expandGelu(Rewriter &rw, Operation *op) {
  core::GeluOp gelu(op);
  FailureOr<Emitter> e = emitterFor(rw, gelu.getInput());
  if (failed(e))
    return failure();
  Value *x = gelu.getInput();
  Attribute a = gelu.getApproximateAttr();
  llvm::StringRef mode = a && a.isString() ? a.getString() : "none";
  Value *inner;
  if (mode == "none") {
    inner =
        e->un(core::ErfOp::getOperationName(), e->div(x, e->c(std::sqrt(2.0))));
  } else if (mode == "tanh") {
    Value *cube = e->mul(e->mul(x, x), x);
    Value *poly = e->add(x, e->mul(e->c(0.044715), cube));
    inner = e->un(core::TanhOp::getOperationName(),
                  e->mul(e->c(std::sqrt(2.0 / M_PI)), poly));
  } else {
    return rw.emitError() << "has approximate = \"" << mode
                          << "\"; expected \"none\" or \"tanh\"";
  }
  Value *half = e->mul(e->c(0.5), x);
  return finish(rw, op, e->mul(half, e->add(e->c(1.0), inner)));
}

// silu(x) = x * sigmoid(x)
LogicalResult expandSilu(Rewriter &rw, Operation *op) {
  core::SiluOp silu(op);
  FailureOr<Emitter> e = emitterFor(rw, silu.getInput());
  if (failed(e))
    return failure();
  Value *x = silu.getInput();
  return finish(rw, op,
                e->mul(x, e->un(core::SigmoidOp::getOperationName(), x)));
}

// hardswish(x) = x * min(max(x + 3, 0), 6) / 6
LogicalResult expandHardswish(Rewriter &rw, Operation *op) {
  core::HardswishOp hardswish(op);
  FailureOr<Emitter> e = emitterFor(rw, hardswish.getInput());
  if (failed(e))
    return failure();
  Value *x = hardswish.getInput();
  return finish(rw, op, e->div(e->mul(x, relu6Plus3(*e, x)), e->c(6.0)));
}

// hardsigmoid(x) = min(max(x + 3, 0), 6) / 6  (= clamp(x / 6 + 1/2, 0, 1))
LogicalResult expandHardsigmoid(Rewriter &rw, Operation *op) {
  core::HardsigmoidOp hardsigmoid(op);
  FailureOr<Emitter> e = emitterFor(rw, hardsigmoid.getInput());
  if (failed(e))
    return failure();
  return finish(rw, op,
                e->div(relu6Plus3(*e, hardsigmoid.getInput()), e->c(6.0)));
}

// mish(x) = x * tanh(softplus(x)), softplus with beta 1, threshold 20
LogicalResult expandMish(Rewriter &rw, Operation *op) {
  core::MishOp mish(op);
  FailureOr<Emitter> e = emitterFor(rw, mish.getInput());
  if (failed(e))
    return failure();
  Value *x = mish.getInput();
  return finish(rw, op,
                e->mul(x, e->un(core::TanhOp::getOperationName(),
                                softplus(*e, x, 1.0, 20.0))));
}

// softplus(x, beta, threshold)
//   = where(beta * x > threshold, x, log1p(exp(beta * x)) / beta)
LogicalResult expandSoftplus(Rewriter &rw, Operation *op) {
  core::SoftplusOp softplusOp(op);
  FailureOr<Emitter> e = emitterFor(rw, softplusOp.getInput());
  if (failed(e))
    return failure();
  double beta = softplusOp.getBeta();
  if (beta == 0.0)
    return rw.emitError() << "has beta = 0, which divides by zero";
  return finish(
      rw, op,
      softplus(*e, softplusOp.getInput(), beta, softplusOp.getThreshold()));
}

// elu(x, alpha) = where(x > 0, x, alpha * expm1(x))
LogicalResult expandElu(Rewriter &rw, Operation *op) {
  core::EluOp elu(op);
  FailureOr<Emitter> e = emitterFor(rw, elu.getInput());
  if (failed(e))
    return failure();
  Value *x = elu.getInput();
  double alpha = elu.getAlpha();
  Value *neg = e->un(core::Expm1Op::getOperationName(), x);
  if (alpha != 1.0)
    neg = e->mul(e->c(alpha), neg);
  return finish(
      rw, op,
      e->where(e->cmp(core::GtOp::getOperationName(), x, e->c(0.0)), x, neg));
}

// selu(x) = scale * where(x > 0, x, alpha * expm1(x))
//   with scale = 1.0507009873554805, alpha = 1.6732632423543772
LogicalResult expandSelu(Rewriter &rw, Operation *op) {
  core::SeluOp selu(op);
  FailureOr<Emitter> e = emitterFor(rw, selu.getInput());
  if (failed(e))
    return failure();
  Value *x = selu.getInput();
  Value *neg = e->mul(e->c(1.6732632423543772),
                      e->un(core::Expm1Op::getOperationName(), x));
  Value *elu =
      e->where(e->cmp(core::GtOp::getOperationName(), x, e->c(0.0)), x, neg);
  return finish(rw, op, e->mul(e->c(1.0507009873554805), elu));
}

// celu(x, alpha) = relu(x) + min(0, alpha * expm1(x / alpha))
LogicalResult expandCelu(Rewriter &rw, Operation *op) {
  core::CeluOp celu(op);
  FailureOr<Emitter> e = emitterFor(rw, celu.getInput());
  if (failed(e))
    return failure();
  Value *x = celu.getInput();
  double alpha = celu.getAlpha();
  if (alpha == 0.0)
    return rw.emitError() << "has alpha = 0, which divides by zero";
  Value *scaled = alpha == 1.0 ? x : e->div(x, e->c(alpha));
  Value *neg = e->un(core::Expm1Op::getOperationName(), scaled);
  if (alpha != 1.0)
    neg = e->mul(e->c(alpha), neg);
  return finish(
      rw, op,
      e->add(e->un(core::ReluOp::getOperationName(), x),
             e->bin(core::MinimumOp::getOperationName(), neg, e->c(0.0))));
}

// leaky_relu(x, negative_slope) = where(x > 0, x, negative_slope * x)
LogicalResult expandLeakyRelu(Rewriter &rw, Operation *op) {
  core::LeakyReluOp leakyRelu(op);
  FailureOr<Emitter> e = emitterFor(rw, leakyRelu.getInput());
  if (failed(e))
    return failure();
  Value *x = leakyRelu.getInput();
  Value *neg = e->mul(x, e->c(leakyRelu.getNegativeSlope()));
  return finish(
      rw, op,
      e->where(e->cmp(core::GtOp::getOperationName(), x, e->c(0.0)), x, neg));
}

// log_sigmoid(x) = min(x, 0) - log1p(exp(-|x|))
LogicalResult expandLogSigmoid(Rewriter &rw, Operation *op) {
  core::LogSigmoidOp logSigmoid(op);
  FailureOr<Emitter> e = emitterFor(rw, logSigmoid.getInput());
  if (failed(e))
    return failure();
  Value *x = logSigmoid.getInput();
  Value *tail = e->un(core::Log1pOp::getOperationName(),
                      e->un(core::ExpOp::getOperationName(),
                            e->un(core::NegOp::getOperationName(),
                                  e->un(core::AbsOp::getOperationName(), x))));
  return finish(
      rw, op,
      e->sub(e->bin(core::MinimumOp::getOperationName(), x, e->c(0.0)), tail));
}

// atan2(y, x) = atan(y / x) + where(x < 0, where(y >= 0, pi, -pi), 0),
//   and 0 where x == 0 and y == 0 (y / x is NaN there)
LogicalResult expandAtan2(Rewriter &rw, Operation *op) {
  core::Atan2Op atan2Op(op);
  FailureOr<Emitter> e = emitterFor(rw, atan2Op.getLhs());
  if (failed(e))
    return failure();
  Value *y = atan2Op.getLhs(), *x = atan2Op.getRhs();
  if (x->getType().getDType() != e->dtype)
    return rw.emitError() << "needs operands of one dtype";
  Value *zero = e->c(0.0);
  Value *base = e->un(core::AtanOp::getOperationName(), e->div(y, x));
  Value *turn = e->where(e->cmp(core::GeOp::getOperationName(), y, zero),
                         e->c(M_PI), e->c(-M_PI));
  Value *shifted =
      e->add(base, e->where(e->cmp(core::LtOp::getOperationName(), x, zero),
                            turn, zero));
  Value *origin = core::LogicalAndOp::createTyped{
      rw, rw.unrankedTensorType(DType::Bool),
      e->cmp(core::EqOp::getOperationName(), x, zero),
      e->cmp(core::EqOp::getOperationName(), y, zero)};
  return finish(rw, op, e->where(origin, zero, shifted));
}

} // namespace

void expansion::registerActivationExpansions() {
  addBuiltin(core::GeluOp::getOperationName(), expandGelu);
  addBuiltin(core::SiluOp::getOperationName(), expandSilu);
  addBuiltin(core::HardswishOp::getOperationName(), expandHardswish);
  addBuiltin(core::HardsigmoidOp::getOperationName(), expandHardsigmoid);
  addBuiltin(core::MishOp::getOperationName(), expandMish);
  addBuiltin(core::SoftplusOp::getOperationName(), expandSoftplus);
  addBuiltin(core::EluOp::getOperationName(), expandElu);
  addBuiltin(core::SeluOp::getOperationName(), expandSelu);
  addBuiltin(core::CeluOp::getOperationName(), expandCelu);
  addBuiltin(core::LeakyReluOp::getOperationName(), expandLeakyRelu);
  addBuiltin(core::LogSigmoidOp::getOperationName(), expandLogSigmoid);
  addBuiltin(core::Atan2Op::getOperationName(), expandAtan2);
}
