//===- Registration.cpp - tocc's own decompositions, all families --------===//
#include "Entries.h"

#include "tocc/IR/Module.h"

#include "llvm/Support/ErrorHandling.h"

using namespace tocc;

void detail::addBuiltin(llvm::StringRef name, DecompositionFn fn) {
  if (llvm::Error err = registerDecomposition(name, std::move(fn)))
    llvm::report_fatal_error(llvm::Twine("builtin decomposition: ") +
                             llvm::toString(std::move(err)));
}

void tocc::registerAtenDecompositions() {
  // Idempotent: tools and tests may both call it.
  static bool registered = [] {
    detail::registerElementwiseDecompositions();
    detail::registerLinalgDecompositions();
    detail::registerShapeDecompositions();
    detail::registerNNDecompositions();
    detail::registerReductionDecompositions();
    detail::registerAttentionDecompositions();
    detail::registerRNNDecompositions();
    return true;
  }();
  (void)registered;
}

DType detail::resultDTypeOr(Operation *op, DType fallback) {
  Type t = op->getResult(0)->getType();
  if (t.isTensor() && t.getDType() != DType::Unknown)
    return t.getDType();
  return fallback;
}

FailureOr<detail::ScalarArg> detail::readScalar(DecompositionRewriter &rw,
                                                unsigned i) {
  Value *v = rw.getOp()->getOperand(i);
  ScalarArg s;
  Type t = v->getType();
  if (t.isTensor()) {
    s.tensor = v;
    s.kind = t.getDType();
    return s;
  }
  if (Operation *def = v->getDefiningOp();
      def && def->getNameStr() == "prim.Constant") {
    Attribute a = def->getAttr("value");
    if (a.isInt()) {
      s.constant = double(a.getInt());
      s.kind = DType::I64;
      return s;
    }
    if (a.isFloat()) {
      s.constant = a.getFloat();
      s.kind = DType::F64;
      return s;
    }
    if (a.isBool()) {
      s.constant = a.getBool() ? 1.0 : 0.0;
      s.kind = DType::Bool;
      return s;
    }
  }
  return rw.emitError() << rw.describeOperand(i)
                        << " must be a constant int, float or bool, or a "
                           "size read from a tensor, but it is "
                        << (v->getDefiningOp()
                                ? ("computed by '" +
                                   v->getDefiningOp()->getNameStr() + "'")
                                      .str()
                                : std::string("an argument"))
                        << " of type " << t.str();
}

Value *detail::materializeScalar(DecompositionRewriter &rw, const ScalarArg &s,
                                 DType dtype) {
  if (s.constant)
    return rw.createScalarConstant(dtype, *s.constant);
  return rw.castTo(s.tensor, dtype);
}

FailureOr<llvm::SmallVector<int64_t, 4>>
detail::readStaticDims(DecompositionRewriter &rw, Value *v,
                       llvm::StringRef what, int64_t minRank, bool exactRank) {
  Type t = v->getType();
  bool rankOk = t.isTensor() && t.hasRank() &&
                (exactRank ? t.getRank() == minRank : t.getRank() >= minRank);
  if (!rankOk || !t.hasStaticShape())
    return rw.emitError() << "needs " << what << " of static shape and rank "
                          << minRank << (exactRank ? "" : " or more")
                          << ", but it has type " << t.str();
  llvm::SmallVector<int64_t, 4> dims;
  for (Dim d : t.getDims())
    dims.push_back(d.getStatic());
  return dims;
}

Value *detail::reshapeStatic(DecompositionRewriter &rw, Value *x,
                             llvm::ArrayRef<int64_t> shape) {
  return rw.create(
      "core.reshape",
      rw.getContext().getTensorType(x->getType().getDType(), shape),
      {x, rw.createI64Constant(shape)});
}
