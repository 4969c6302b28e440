//===- Activations.cpp - Decompositions of activation functions ----------===//
//
// The activations core keeps whole (core.gelu, core.silu, ...: composite
// ops, expanded by a later pass or lowered directly) decompose to their
// core op with torch's parameters as attributes; the others (relu6,
// threshold, the shrinks, prelu) to clamp / where.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <sstream>

#include <string>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// `v` as C++ streams print it (0, 0.5, 1e-05).
std::string formatNumber(double v) {
  std::ostringstream os;
  os << v;
  return os.str();
}

/// A float parameter of an activation and the attribute it becomes.
struct FloatParam {
  unsigned operand;
  const char *attr;
  /// A value the core op rejects (celu's alpha, softplus's beta), if any.
  std::optional<double> forbidden = std::nullopt;
};

// activation(x, params...) = core.activation(x) {params...}
ValueBuilder activationBuilder(llvm::StringRef coreName,
                               std::vector<FloatParam> params = {}) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<Value *> x = rw.readTensor(0);
    if (failed(x))
      return failure();
    llvm::SmallVector<NamedAttribute, 2> attrs;
    for (const FloatParam &p : params) {
      FailureOr<double> v = rw.readFloat(p.operand);
      if (failed(v))
        return failure();
      if (p.forbidden && *v == *p.forbidden)
        return rw.emitError() << rw.describeOperand(p.operand)
                              << " must not be " << formatNumber(*v)
                              << ": the activation divides by it";
      attrs.push_back({p.attr, rw.getContext().getFloatAttr(*v)});
    }
    return createOp(rw, name, {*x}, attrs);
  };
}

// gelu(x, approximate) = core.gelu(x) {approximate = "none" | "tanh"}
FailureOr<Value *> buildGelu(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<std::string> approximate = rw.readString(1);
  if (failed(x) || failed(approximate))
    return failure();
  if (*approximate != "none" && *approximate != "tanh")
    return rw.emitError() << rw.describeOperand(1) << " is '" << *approximate
                          << "', but it must be 'none' or 'tanh'";
  return core::GeluOp::create{rw, *x, *approximate};
}

// elu(x, alpha, scale, input_scale) = scale * core.elu(x) {alpha} when
// input_scale is 1; else where(x > 0, scale * x, scale *
// core.elu(input_scale * x)), which needs input_scale > 0 (it keeps the
// sign of x)
FailureOr<Value *> buildElu(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  FailureOr<double> alpha = rw.readFloat(1), scale = rw.readFloat(2),
                    inputScale = rw.readFloat(3);
  if (failed(x) || failed(alpha) || failed(scale) || failed(inputScale))
    return failure();
  FailureOr<DType> dt = knownDType(rw, *x);
  if (failed(dt))
    return failure();
  if (*inputScale <= 0)
    return rw.emitError() << rw.describeOperand(3) << " is "
                          << formatNumber(*inputScale)
                          << "; only a positive input_scale decomposes";
  auto scaleBy = [&](Value *v, double c) {
    return c == 1.0
               ? v
               : core::MulOp::create{rw, v, rw.createScalarConstant(*dt, c)};
  };
  if (*inputScale == 1.0)
    return scaleBy(core::EluOp::create{rw, *x, *alpha}, *scale);
  Value *negative = scaleBy(core::EluOp::create{rw, scaleBy(*x, *inputScale),
                                                *alpha},
                            *scale);
  Value *positive =
      core::GtOp::create{rw, *x, rw.createScalarConstant(*dt, 0.0)};
  return core::WhereOp::create{rw, positive, scaleBy(*x, *scale), negative};
}

// relu6(x) = clamp(x, 0, 6)
FailureOr<Value *> buildRelu6(Rewriter &rw, Operation *) {
  FailureOr<TypedTensor> x = readTypedTensor(rw, 0);
  if (failed(x))
    return failure();
  return core::ClampOp::create{rw, x->value,
                               rw.createScalarConstant(x->dtype, 0.0),
                               rw.createScalarConstant(x->dtype, 6.0)};
}

/// Tensor operand 0 and the Scalar operands `indices` as constants of its
/// dtype.
FailureOr<std::pair<Value *, llvm::SmallVector<Value *, 2>>>
tensorAndScalars(Rewriter &rw, llvm::ArrayRef<unsigned> indices) {
  FailureOr<TypedTensor> x = readTypedTensor(rw, 0);
  if (failed(x))
    return failure();
  llvm::SmallVector<Value *, 2> scalars;
  for (unsigned i : indices) {
    FailureOr<ScalarArg> s = readScalar(rw, i);
    if (failed(s))
      return failure();
    scalars.push_back(materializeScalar(rw, *s, x->dtype));
  }
  return std::make_pair(x->value, scalars);
}

// threshold(x, threshold, value) = where(x <= threshold, value, x)
FailureOr<Value *> buildThreshold(Rewriter &rw, Operation *) {
  auto xs = tensorAndScalars(rw, {1, 2});
  if (failed(xs))
    return failure();
  auto &[x, s] = *xs;
  return core::WhereOp::create{rw, core::LeOp::create{rw, x, s[0]}, s[1], x};
}

// hardshrink(x, lambd) = where(|x| <= lambd, 0, x)
FailureOr<Value *> buildHardshrink(Rewriter &rw, Operation *) {
  auto xs = tensorAndScalars(rw, {1});
  if (failed(xs))
    return failure();
  auto &[x, s] = *xs;
  Value *zero = rw.createScalarConstant(x->getType().getDType(), 0.0);
  Value *inside = core::LeOp::create{rw, core::AbsOp::create{rw, x}, s[0]};
  return core::WhereOp::create{rw, inside, zero, x};
}

// softshrink(x, lambd) = x - lambd where x > lambd, x + lambd where
// x < -lambd, else 0
FailureOr<Value *> buildSoftshrink(Rewriter &rw, Operation *) {
  auto xs = tensorAndScalars(rw, {1});
  if (failed(xs))
    return failure();
  auto &[x, s] = *xs;
  Value *lambd = s[0];
  Value *zero = rw.createScalarConstant(x->getType().getDType(), 0.0);
  Value *negLambd = core::NegOp::create{rw, lambd};
  Value *below = core::WhereOp::create{rw, core::LtOp::create{rw, x, negLambd},
                                       core::AddOp::create{rw, x, lambd}, zero};
  return core::WhereOp::create{rw, core::GtOp::create{rw, x, lambd},
                               core::SubOp::create{rw, x, lambd}, below};
}

// prelu(x, w) = where(x > 0, x, w * x), w (one weight, or one per channel
// of dim 1) reshaped to broadcast along the channels
FailureOr<Value *> buildPrelu(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0), w = rw.readTensor(1);
  if (failed(x) || failed(w))
    return failure();
  FailureOr<int64_t> rank = rw.readRank(0), wRank = rw.readRank(1);
  if (failed(rank) || failed(wRank))
    return failure();
  FailureOr<DType> dt = knownDType(rw, *x);
  if (failed(dt))
    return failure();
  Type wType = (*w)->getType();
  int64_t n = 1;
  for (Dim d : wType.getDims()) {
    if (!d.isStatic())
      return rw.emitError() << "needs the static size of "
                            << rw.describeOperand(1);
    n *= d.getStatic();
  }
  llvm::SmallVector<int64_t, 4> shape;
  if (*rank >= 1)
    shape.push_back(n);
  for (int64_t i = 2; i < *rank; ++i)
    shape.push_back(1);
  if (n == 1)
    shape.assign(shape.size(), 1);
  Value *weight = core::ReshapeOp::create{rw, rw.castTo(*w, *dt),
                                          rw.createI64Constant(shape)};
  Value *positive =
      core::GtOp::create{rw, *x, rw.createScalarConstant(*dt, 0.0)};
  return core::WhereOp::create{rw, positive, *x,
                               core::MulOp::create{rw, weight, *x}};
}

// rrelu(x, lower, upper, training=False) = leaky_relu(x, (lower + upper)
// / 2), torch's inference form; training samples random slopes (an error).
// rrelu_with_noise(x, noise, lower, upper, training) likewise (the noise is
// written only in training).
ValueBuilder rreluBuilder(unsigned first) {
  return [first](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<Value *> x = rw.readTensor(0);
    FailureOr<double> lower = rw.readFloat(first), upper = rw.readFloat(first + 1);
    FailureOr<bool> training = rw.readBool(first + 2);
    if (failed(x) || failed(lower) || failed(upper) || failed(training))
      return failure();
    if (*training)
      return rw.emitError() << "samples random negative slopes ("
                            << rw.describeOperand(first + 2)
                            << " is true); only inference (eval mode), with "
                               "the slope (lower + upper) / 2, decomposes";
    return core::LeakyReluOp::create{rw, *x, (*lower + *upper) / 2};
  };
}

// glu(x, dim) = a * sigmoid(b), a and b the first and second halves of x
// along dim (whose size must be even; it may be symbolic)
FailureOr<Value *> buildGlu(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> x = readRankedTensor(rw, 0);
  if (failed(x))
    return failure();
  if (x->rank == 0)
    return rw.emitError() << "halves a 0-d tensor, which torch rejects";
  FailureOr<int64_t> dim = rw.readDim(1, x->rank);
  if (failed(dim))
    return failure();
  HostScalar n = dimSize(rw, x->value, *dim);
  if (n.isConstant() && n.getInt() % 2 != 0)
    return rw.emitError() << "halves dim " << *dim << " of size " << n.getInt()
                          << ", which must be even";
  // The second half as [h, 2h) rather than [h, end): the same size when n
  // is even, and both halves then have one symbolic size (n // 2).
  HostScalar half = intBinary(rw, "floordiv", n, hostInt(2));
  Value *a = sliceAxis(rw, x->value, *dim, hostInt(0), half, 1);
  Value *b = sliceAxis(rw, x->value, *dim, half,
                       intBinary(rw, "mul", half, hostInt(2)), 1);
  return core::MulOp::create{rw, a, core::SigmoidOp::create{rw, b}};
}

} // namespace

void detail::registerActivationDecompositions() {
  // relu(x) = max(x, 0)
  addElementwise("aten::relu", "aten::relu_",
                 activationBuilder(core::ReluOp::getOperationName()));
  addElementwise("aten::relu6", "aten::relu6_", buildRelu6);
  addElementwise("aten::gelu", "aten::gelu_", buildGelu);
  // Activations without parameters: the core op of the same name.
  static const std::pair<const char *, llvm::StringRef> sameName[] = {
      {"silu", core::SiluOp::getOperationName()},
      {"hardswish", core::HardswishOp::getOperationName()},
      {"hardsigmoid", core::HardsigmoidOp::getOperationName()},
      {"mish", core::MishOp::getOperationName()},
      {"selu", core::SeluOp::getOperationName()},
      {"log_sigmoid", core::LogSigmoidOp::getOperationName()}};
  for (auto [name, coreName] : sameName) {
    std::string aten = std::string("aten::") + name;
    bool hasInPlace = llvm::StringRef(name) != "log_sigmoid";
    addElementwise(aten, hasInPlace ? aten + "_" : std::string(),
                   activationBuilder(coreName));
  }
  addElementwise("aten::softplus", "",
                 activationBuilder(core::SoftplusOp::getOperationName(),
                                   {{1, "beta", 0.0}, {2, "threshold", {}}}));
  addElementwise(
      "aten::celu", "aten::celu_",
      activationBuilder(core::CeluOp::getOperationName(), {{1, "alpha", 0.0}}));
  addElementwise("aten::leaky_relu", "aten::leaky_relu_",
                 activationBuilder(core::LeakyReluOp::getOperationName(),
                                   {{1, "negative_slope", {}}}));
  addElementwise("aten::elu", "aten::elu_", buildElu);
  addElementwise("aten::threshold", "aten::threshold_", buildThreshold);
  addElementwise("aten::hardshrink", "", buildHardshrink);
  addElementwise("aten::softshrink", "", buildSoftshrink);
  addElementwise("aten::prelu", "", buildPrelu);
  addElementwise("aten::rrelu", "aten::rrelu_", rreluBuilder(1));
  addElementwise("aten::rrelu_with_noise", "aten::rrelu_with_noise_",
                 rreluBuilder(2));
  addElementwise("aten::glu", "", buildGlu);
}
