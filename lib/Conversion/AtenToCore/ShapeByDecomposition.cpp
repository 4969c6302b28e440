//===- ShapeByDecomposition.cpp - Result types from the decompositions ---===//
//
// Few aten ops have a shape function of their own; every op with a
// decomposition has one for free: the core ops it decomposes into have
// shape functions. Before decompose (the language stage, whose folds need
// ranks and sizes: `len(boxes)` of a [1, N, 4] tensor is a loop's trip
// count), an aten op whose result types are incomplete is decomposed on
// trial, right before itself: the core ops are created and typed with the
// walk's known integer contents, the types of the values that would
// replace it are read, and everything created is erased. The op itself is
// untouched. (torch-mlir writes its shape library as decompositions too.)
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"

#include "llvm/ADT/ScopeExit.h"

using namespace tocc;

static bool incomplete(Type t) {
  if (!t.isTensor())
    return false;
  if (!t.hasRank() || t.getDType() == DType::Unknown)
    return true;
  return llvm::any_of(t.getDims(), [](Dim d) { return d.isUnknown(); });
}

LogicalResult tocc::inferShapeByDecomposition(InferenceContext &ic) {
  // Not inside another trial: a decomposition that creates aten ops
  // types them with their own shape functions or not at all.
  static thread_local bool inTrial = false;
  Operation *op = ic.getOp();
  if (inTrial || !op->getParentGraph() || op->getNumRegions() != 0 ||
      !llvm::any_of(op->getResults(),
                    [](Value *r) { return incomplete(r->getType()); }))
    return success();
  const DecompositionFn *fn = lookupDecomposition(op->getNameStr());
  if (!fn)
    return success();
  // Decompositions need ranked tensors; one without is no help yet.
  for (Value *v : op->getOperands())
    if (v->getType().isTensor() && !v->getType().hasRank())
      return success();
  DiagnosticEngine &diags = op->getContext().getDiagEngine();
  DiagnosticEngine::HandlerID swallow =
      diags.registerHandler([](const Diagnostic &) { return success(); });
  // The trial records no guards: the op may be in a branch that never
  // runs, and decompose records them when it decomposes the op for good.
  bool wasRecording = ic.getEnv().isRecording();
  ic.getEnv().setRecording(false);
  inTrial = true;
  auto restore = llvm::make_scope_exit([&] {
    inTrial = false;
    ic.getEnv().setRecording(wasRecording);
    diags.eraseHandler(swallow);
  });
  Rewriter rw(op, &ic.getKnownValues());
  rw.setTrialRun();
  if (succeeded((*fn)(rw, op)) && rw.hasReplaced()) {
    llvm::ArrayRef<Value *> values = rw.getReplacements();
    for (unsigned i = 0, e = op->getNumResults(); i != e && i < values.size();
         ++i) {
      Type declared = op->getResult(i)->getType(), got = values[i]->getType();
      if (!declared.isTensor() || !got.isTensor())
        continue;
      // A decomposition that computes another dtype (a bool mask as u8)
      // says nothing here.
      if (Type merged = mergeTypes(declared, got, ic.getEnv()))
        ic.setResultType(i, merged);
    }
  }
  rw.eraseCreatedOps();
  return success();
}
