//===- Registration.cpp - tocc's own decompositions, all families --------===//
#include "Entries.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"

#include "llvm/ADT/StringSet.h"
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
    detail::registerComparisonDecompositions();
    detail::registerActivationDecompositions();
    detail::registerLinalgDecompositions();
    detail::registerShapeDecompositions();
    detail::registerNNDecompositions();
    detail::registerIndexingDecompositions();
    detail::registerCreationDecompositions();
    detail::registerScalarDecompositions();
    detail::registerReductionDecompositions();
    detail::registerAttentionDecompositions();
    detail::registerRNNDecompositions();
    detail::registerLossDecompositions();
    detail::registerWindowDecompositions();
    detail::registerSpectralDecompositions();
    detail::registerEmbeddingDecompositions();
    detail::registerTorchvisionDecompositions();
    detail::registerQuantizedDecompositions();
    detail::registerQuantizedDynamicDecompositions();
    detail::registerFakeQuantizeDecompositions();
    // Last: it fills in the number-only overloads the families above have
    // no specific entry for.
    detail::registerScalarMathDecompositions();
    setFallbackShapeFunction(inferShapeByDecomposition);
    return true;
  }();
  (void)registered;
}

llvm::StringRef tocc::getUndecomposedReason(llvm::StringRef opName) {
  // torchvision's operators without an ONNX form (docs/torchvision-ops.md).
  if (opName == aten::GridSampler3dOp::getOperationName()) {
    static const std::string reason =
        (core::GridSampleOp::getOperationName() +
         " samples 4-D inputs; volumes [N, C, D, H, W] (grid [N, D_out, "
         "H_out, W_out, 3]) are not decomposed yet")
            .str();
    return reason;
  }
  return {};
}

DType detail::resultDTypeOr(Operation *op, DType fallback) {
  Type t = op->getResult(0)->getType();
  if (t.isTensor() && t.getDType() != DType::Unknown)
    return t.getDType();
  return fallback;
}

FailureOr<detail::ScalarArg> detail::readScalar(Rewriter &rw, unsigned i) {
  Value *v = rw.getOp()->getOperand(i);
  ScalarArg s;
  Type t = v->getType();
  if (t.isTensor()) {
    s.tensor = v;
    s.kind = t.getDType();
    return s;
  }
  // A host scalar computed at run time (core.dim, core.scalar_*): a 0-d
  // tensor of its kind's dtype.
  if (t.getKind() == Type::Int || t.getKind() == Type::Float ||
      t.getKind() == Type::Bool) {
    if (!v->getDefiningOp() ||
        v->getDefiningOp()->getNameStr() != "prim.Constant") {
      s.kind = t.getKind() == Type::Int     ? DType::I64
               : t.getKind() == Type::Float ? DType::F64
                                            : DType::Bool;
      s.tensor = core::ToTensorOp::createTyped{
          rw, rw.getContext().getTensorType(s.kind, llvm::ArrayRef<int64_t>{}),
          v, s.kind};
      return s;
    }
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

Value *detail::materializeScalar(Rewriter &rw, const ScalarArg &s,
                                 DType dtype) {
  if (s.constant)
    return rw.createScalarConstant(dtype, *s.constant);
  return rw.castTo(s.tensor, dtype);
}

/// Ops whose result may alias their first operand (views); an in-place op
/// on such a result mutates the base as well.
static bool isViewOp(llvm::StringRef name) {
  static const llvm::StringSet<> views = {
      aten::ViewOp::getOperationName(), aten::ReshapeOp::getOperationName(),
      aten::TOp::getOperationName(), aten::TransposeIntOp::getOperationName(),
      aten::PermuteOp::getOperationName(),
      aten::UnsqueezeOp::getOperationName(),
      aten::SqueezeDimOp::getOperationName(),
      aten::SqueezeOp::getOperationName(),
      aten::FlattenUsingIntsOp::getOperationName(),
      aten::ContiguousOp::getOperationName(),
      aten::SelectIntOp::getOperationName(),
      aten::SliceTensorOp::getOperationName(),
      aten::ExpandOp::getOperationName(), aten::NarrowOp::getOperationName(),
      aten::DetachOp::getOperationName(), aten::AliasOp::getOperationName(),
      aten::AsStridedOp::getOperationName(), aten::ViewAsOp::getOperationName(),
      aten::ExpandAsOp::getOperationName(),
      aten::UnflattenIntOp::getOperationName(),
      aten::DiagonalOp::getOperationName(),
      // The same views after an earlier entry decomposed them (decompose
      // runs in program order, so an in-place op sees core views).
      core::ReshapeOp::getOperationName(),
      core::TransposeOp::getOperationName(),
      core::UnsqueezeOp::getOperationName(),
      core::SqueezeOp::getOperationName(), core::FlattenOp::getOperationName(),
      core::SliceOp::getOperationName(), core::ExpandOp::getOperationName(),
      core::IndexSelectOp::getOperationName(),
      core::SplitOp::getOperationName()};
  return views.contains(name);
}

/// The ancestor of `user` that is in `block`, or null.
static Operation *ancestorIn(Operation *user, Block *block) {
  while (user && user->getBlock() != block)
    user = user->getParentOp();
  return user;
}

/// An in-place op (`aten.relu_`) can become its functional form when no one
/// observes the mutation: the mutated tensor, and any tensor it is a view
/// of, is not used after the op (all readers of the new value use the op's
/// result instead). Returns the value whose later use makes it unsafe.
Value *detail::observedMutation(Operation *op) {
  Value *v = op->getOperand(0);
  while (v) {
    for (OpOperand &use : v->getUses()) {
      Operation *user = use.getOwner();
      if (user == op)
        continue;
      Operation *anc = ancestorIn(user, op->getBlock());
      if (!anc || anc == op || !anc->isBeforeInBlock(op))
        return v;
    }
    Operation *def = v->getDefiningOp();
    v = def && isViewOp(def->getNameStr()) && def->getNumOperands()
            ? def->getOperand(0)
            : nullptr;
  }
  return nullptr;
}

FailureOr<llvm::SmallVector<int64_t, 4>>
detail::readStaticDims(Rewriter &rw, Value *v, llvm::StringRef what,
                       int64_t minRank, bool exactRank) {
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

Value *detail::reshapeStatic(Rewriter &rw, Value *x,
                             llvm::ArrayRef<int64_t> shape) {
  return core::ReshapeOp::createTyped{
      rw, rw.getContext().getTensorType(x->getType().getDType(), shape), x,
      rw.createI64Constant(shape)};
}
