//===- Optionals.cpp - Optional values for ONNX's Optional ops ------------===//
//
// TorchScript's Optional[Tensor] (`if c: return x * 2 else: return None`)
// is a prim.If whose result is optional<tensor> and whose branches yield a
// tensor or a `none`. ONNX carries such values as optional(tensor(T)):
// Optional-15 makes one (an input: present; a `type` attribute and no input:
// absent), and If-16 may return one. So, before the ops are lowered, every
// value yielded where an optional is expected is wrapped, and graph outputs
// of optional type take the wrapped type:
//
//   none    -> onnx.Optional {type = T}      (absent)
//   tensor  -> onnx.Optional(x)              (present)
//
// T is tensor(dtype) of the tensors the optional can hold (their shapes
// may differ between branches; ONNX's inference refines it). Below opset
// 16, an optional value is an error at the If that makes it, pointing at
// `optional-to-flag`. docs/control-flow.md, "Optional outputs".
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

using namespace tocc;

/// Optional-15 makes optional values; If-16 and Loop-16 carry them, and
/// TorchScript makes them only with prim.If.
static constexpr int64_t kOptionalOpset = 15;
static constexpr int64_t kOptionalInControlFlowOpset = 16;

static bool isOptional(Type t) { return t && t.getKind() == Type::Optional; }

/// A tensor type `v` may hold: its own if a tensor, else the first tensor
/// with a known dtype that a branch of the prim.If making it yields.
static Type heldTensorType(Value *v) {
  Type t = v->getType();
  if (t.isTensor())
    return t.getDType() != DType::Unknown ? t : Type();
  if (isOptional(t) && t.getElementType().isTensor() &&
      t.getElementType().getDType() != DType::Unknown)
    return t.getElementType();
  Operation *def = v->getDefiningOp();
  if (!def || def->getNumRegions() == 0)
    return Type();
  unsigned index = llvm::cast<OpResult>(v)->getResultNumber();
  for (Region &region : def->getRegions())
    if (Operation *yield = region.front().getTerminator())
      if (index < yield->getNumOperands())
        if (Type found = heldTensorType(yield->getOperand(index)))
          return found;
  return Type();
}

/// `v` as an optional<elem> value made before `at`: itself if already one.
static Value *wrap(Value *v, Type elem, Operation *at) {
  Context &ctx = at->getContext();
  if (isOptional(v->getType()))
    return v;
  Builder b(at);
  Type optional = ctx.getOptionalType(elem);
  if (v->getType().isNone())
    return b.create(at->getLoc(), "onnx.Optional", {optional}, {},
                    {{"type", ctx.getTypeAttr(elem)}})
        ->getResult(0);
  return b.create(at->getLoc(), "onnx.Optional", {optional}, {v})
      ->getResult(0);
}

static InFlightDiagnostic emitNeedsOpset(Operation *op, int64_t target) {
  return op->emitError()
         << "'" << op->getNameStr()
         << "' makes an optional value (TorchScript's Optional[Tensor]), "
            "which opset "
         << target << " cannot express: ONNX has optional types from opset "
         << kOptionalOpset << " and If returns them from opset "
         << kOptionalInControlFlowOpset << "; target opset >= "
         << kOptionalInControlFlowOpset
         << ", or rewrite with --optional-to-flag (pass optional-to-flag)";
}

/// The tensor type an optional made at `op` (for `what`) holds, or an
/// error there.
static Type elementTypeOrError(Operation *op, Value *v, llvm::StringRef what) {
  Type elem = heldTensorType(v);
  if (!elem)
    op->emitError() << what << " is " << v->getType().str()
                    << ": the dtype of the tensor it holds is unknown "
                       "(ONNX's optional types name it); give the inputs' "
                       "dtypes";
  else if (isOptional(v->getType()) &&
           !v->getType().getElementType().isTensor())
    op->emitError() << what << " is " << v->getType().str()
                    << "; ONNX optionals of host values are not supported";
  return elem;
}

LogicalResult lowering::materializeOptionals(Module &module, int64_t target) {
  Context &ctx = module.getContext();
  bool ok = true;
  std::vector<Operation *> withOptionalResults;
  module.walk([&](Operation *op) {
    if (op->getNumRegions() != 0 &&
        llvm::any_of(op->getResultTypes(), isOptional))
      withOptionalResults.push_back(op);
  });
  for (Operation *op : withOptionalResults) {
    if (op->getNameStr() != "prim.If") {
      op->emitError() << "'" << op->getNameStr()
                      << "' carries an optional value; only prim.If results "
                         "may be optional when lowering to ONNX";
      ok = false;
      continue;
    }
    if (target < kOptionalInControlFlowOpset) {
      emitNeedsOpset(op, target);
      ok = false;
      continue;
    }
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
      Value *result = op->getResult(i);
      if (!isOptional(result->getType()))
        continue;
      Type elem = elementTypeOrError(op, result, "result #" + std::to_string(i));
      if (!elem || !result->getType().getElementType().isTensor()) {
        ok = false;
        continue;
      }
      elem = ctx.getUnrankedTensorType(elem.getDType());
      for (Region &region : op->getRegions())
        if (Operation *yield = region.front().getTerminator())
          if (i < yield->getNumOperands())
            yield->setOperand(i, wrap(yield->getOperand(i), elem, yield));
      result->setType(ctx.getOptionalType(elem));
    }
  }
  if (!ok)
    return failure();
  // Graph outputs that are such results take their ONNX type. (The
  // verifier has made sure an output declared optional is one.)
  for (Graph &g : module.getGraphs()) {
    Operation *ret = g.getReturnOp();
    if (!ret)
      continue;
    llvm::SmallVector<Type, 4> types(g.getResultTypes().begin(),
                                     g.getResultTypes().end());
    for (unsigned i = 0, e = ret->getNumOperands(); i != e && i < types.size();
         ++i)
      if (isOptional(ret->getOperand(i)->getType()))
        types[i] = ret->getOperand(i)->getType();
    g.setResultTypes(types);
  }
  return success(ok);
}
