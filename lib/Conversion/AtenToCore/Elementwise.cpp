//===- Elementwise.cpp - Decompositions of elementwise aten ops ----------===//
//
// Arithmetic follows torch's type promotion (promoteResultType): operands
// are cast to the result dtype first, so core's ops see one dtype.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/IR/Module.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace tocc;
using namespace tocc::detail;

namespace {

/// The result dtype of a binary op from its operands' promotion; the op's
/// declared result dtype wins when it is known. Fails (with a diagnostic)
/// when neither is known: the entry would have to guess the casts.
FailureOr<DType> binaryResultDType(DecompositionRewriter &rw,
                                   llvm::ArrayRef<PromotionOperand> operands) {
  Operation *op = rw.getOp();
  std::optional<DType> promoted = promoteResultType(operands);
  if (!promoted)
    return rw.emitError() << "has operands of a dtype torch does not promote";
  DType dt = resultDTypeOr(op, *promoted);
  if (dt == DType::Unknown)
    return rw.emitError() << "needs the dtypes of its operands to apply "
                             "torch's type promotion (give the model's input "
                             "types)";
  return dt;
}

// relu(x) = max(x, 0)
LogicalResult decomposeRelu(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  if (op->getNameStr().ends_with("_")) {
    if (Value *seen = observedMutation(op)) {
      rw.emitError() << "mutates its input in place, and the mutated value "
                        "is used after it; only in-place ops whose input is "
                        "dead afterwards become functional";
      (void)seen;
      return failure();
    }
  }
  Value *r = rw.create("core.relu", op->getResult(0)->getType(), {*self});
  rw.replaceOp(op, {r});
  return success();
}

/// self (+|-) alpha * other, with torch's promotion.
LogicalResult decomposeAddSub(DecompositionRewriter &rw, Operation *op,
                              llvm::StringRef coreName) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  FailureOr<DType> dt = binaryResultDType(
      rw, {promotionOperandOf((*self)->getType()),
           promotionOperandOf((*other)->getType())});
  if (failed(dt))
    return failure();
  FailureOr<double> alpha = rw.readFloat(2);
  if (failed(alpha))
    return failure();
  if (!isFloatDType(*dt) && *alpha != double(int64_t(*alpha)))
    return rw.emitError() << rw.describeOperand(2) << " is "
                          << llvm::formatv("{0}", *alpha).str()
                          << ", but for a result of dtype " << dtypeName(*dt)
                          << " it must be an integer";
  Value *lhs = rw.castTo(*self, *dt);
  Value *rhs = rw.castTo(*other, *dt);
  if (*alpha != 1.0) {
    Value *a = rw.createScalarConstant(*dt, *alpha);
    rhs = rw.create("core.mul", rw.tensorTypeLike(rhs->getType(), *dt),
                    {rhs, a});
  }
  Value *r = rw.create(coreName, op->getResult(0)->getType(), {lhs, rhs});
  rw.replaceOp(op, {r});
  return success();
}

// add.Tensor(self, other, alpha) = self + alpha * other
LogicalResult decomposeAddTensor(DecompositionRewriter &rw, Operation *op) {
  return decomposeAddSub(rw, op, "core.add");
}

// sub.Tensor(self, other, alpha) = self - alpha * other
LogicalResult decomposeSubTensor(DecompositionRewriter &rw, Operation *op) {
  return decomposeAddSub(rw, op, "core.sub");
}

/// lhs op rhs in dtype `dt`.
LogicalResult decomposeBinary(DecompositionRewriter &rw, Operation *op,
                              llvm::StringRef coreName, Value *self,
                              Value *other, DType dt) {
  Value *r = rw.create(coreName, op->getResult(0)->getType(),
                       {rw.castTo(self, dt), rw.castTo(other, dt)});
  rw.replaceOp(op, {r});
  return success();
}

// mul.Tensor(self, other) = self * other
LogicalResult decomposeMulTensor(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  FailureOr<DType> dt = binaryResultDType(
      rw, {promotionOperandOf((*self)->getType()),
           promotionOperandOf((*other)->getType())});
  if (failed(dt))
    return failure();
  return decomposeBinary(rw, op, "core.mul", *self, *other, *dt);
}

// div.Tensor(self, other) = self / other, true division: integer and bool
// operands divide as the default float dtype (f32).
LogicalResult decomposeDivTensor(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  std::optional<DType> promoted =
      promoteResultType({promotionOperandOf((*self)->getType()),
                         promotionOperandOf((*other)->getType())});
  if (promoted && *promoted != DType::Unknown && !isFloatDType(*promoted) &&
      *promoted != DType::C64 && *promoted != DType::C128)
    promoted = DType::F32;
  FailureOr<DType> dt = binaryResultDType(
      rw, {PromotionOperand{promoted.value_or(DType::Unknown)}});
  if (failed(dt))
    return failure();
  return decomposeBinary(rw, op, "core.div", *self, *other, *dt);
}

/// self op scalar, the scalar promoting as a Python number.
LogicalResult decomposeTensorScalar(DecompositionRewriter &rw, Operation *op,
                                    llvm::StringRef coreName,
                                    std::optional<unsigned> alphaIndex) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  FailureOr<ScalarArg> other = readScalar(rw, 1);
  if (failed(other))
    return failure();
  FailureOr<DType> dt = binaryResultDType(
      rw, {promotionOperandOf((*self)->getType()), wrappedScalar(other->kind)});
  if (failed(dt))
    return failure();
  double alpha = 1.0;
  if (alphaIndex) {
    FailureOr<double> a = rw.readFloat(*alphaIndex);
    if (failed(a))
      return failure();
    alpha = *a;
  }
  Value *rhs;
  if (other->constant) {
    // A constant scalar folds alpha in.
    rhs = rw.createScalarConstant(*dt, *other->constant * alpha);
  } else {
    rhs = materializeScalar(rw, *other, *dt);
    if (alpha != 1.0)
      rhs = rw.create("core.mul", rw.tensorTypeLike(rhs->getType(), *dt),
                      {rhs, rw.createScalarConstant(*dt, alpha)});
  }
  Value *r = rw.create(coreName, op->getResult(0)->getType(),
                       {rw.castTo(*self, *dt), rhs});
  rw.replaceOp(op, {r});
  return success();
}

// add.Scalar(self, other, alpha) = self + alpha * other
LogicalResult decomposeAddScalar(DecompositionRewriter &rw, Operation *op) {
  return decomposeTensorScalar(rw, op, "core.add", 2u);
}

// mul.Scalar(self, other) = self * other
LogicalResult decomposeMulScalar(DecompositionRewriter &rw, Operation *op) {
  return decomposeTensorScalar(rw, op, "core.mul", std::nullopt);
}

} // namespace

void detail::registerElementwiseDecompositions() {
  addBuiltin("aten::relu", decomposeRelu);
  addBuiltin("aten::relu_", decomposeRelu);
  addBuiltin("aten::add.Tensor", decomposeAddTensor);
  addBuiltin("aten::sub.Tensor", decomposeSubTensor);
  addBuiltin("aten::mul.Tensor", decomposeMulTensor);
  addBuiltin("aten::div.Tensor", decomposeDivTensor);
  addBuiltin("aten::add.Scalar", decomposeAddScalar);
  addBuiltin("aten::mul.Scalar", decomposeMulScalar);
}
