//===- ConstantEvaluator.cpp - Run one op on constants for fold-constants -===//
//
// The op and the constants it reads are cloned into a scratch graph, which
// the interpreter runs like any other: aten ops through the dispatcher,
// core ops through the core table, prim ops by the interpreter. The
// results become attributes that share the result tensors' bytes.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ConstantEvaluator.h"

#include "Torch.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Runtime/Interpreter.h"

using namespace tocc;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// Clones the constant that defines `v` (and, for a list, its elements)
/// into `body`, once.
static llvm::Error cloneConstant(Value *v, Block &body,
                                 llvm::DenseMap<Value *, Value *> &mapping) {
  if (mapping.count(v))
    return llvm::Error::success();
  Operation *def = v->getDefiningOp();
  llvm::StringRef name = def ? def->getNameStr() : "";
  if (name == "prim.ListConstruct") {
    for (Value *element : def->getOperands())
      if (llvm::Error err = cloneConstant(element, body, mapping))
        return err;
  } else if (name != "core.constant" && name != "core.scalar_constant" &&
             name != "prim.Constant") {
    return makeError("an operand is not a constant" +
                     (def ? " (it is computed by '" + name + "')"
                          : llvm::Twine(" (it is a block argument)")));
  }
  body.push_back(def->clone(mapping));
  return llvm::Error::success();
}

static llvm::Expected<Attribute> attrOfValue(Context &ctx,
                                             const c10::IValue &v,
                                             unsigned i) {
  if (v.isTensor()) {
    at::Tensor t = v.toTensor().contiguous();
    if (!t.device().is_cpu() || t.is_quantized() || t.layout() != at::kStrided)
      return makeError("result #" + llvm::Twine(i) +
                       " is not a dense CPU tensor");
    std::optional<DType> dtype = frontend::convertScalarType(t.scalar_type());
    if (!dtype)
      return makeError("result #" + llvm::Twine(i) + " has dtype " +
                       c10::toString(t.scalar_type()) +
                       ", which the IR does not model");
    Type type = runtime::typeOfTensor(ctx, t);
    // The attribute holds the tensor: no copy.
    return ctx.getDenseAttr(
        type, std::make_shared<frontend::TensorElementsBuffer>(std::move(t)));
  }
  if (v.isInt())
    return ctx.getIntAttr(v.toInt());
  if (v.isDouble())
    return ctx.getFloatAttr(v.toDouble());
  if (v.isBool())
    return ctx.getBoolAttr(v.toBool());
  return makeError("result #" + llvm::Twine(i) + " is a " + v.tagKind() +
                   ", which has no constant op");
}

llvm::Expected<llvm::SmallVector<Attribute, 1>>
tocc::evaluateConstantOp(Operation &op) {
  if (op.getNumRegions() != 0)
    return makeError("an op with regions is not evaluated");
  Context &ctx = op.getContext();
  Module scratch(ctx);
  Graph &graph = scratch.addGraph("fold_constants");
  Block &body = graph.getBody();
  llvm::DenseMap<Value *, Value *> mapping;
  for (Value *operand : op.getOperands())
    if (llvm::Error err = cloneConstant(operand, body, mapping))
      return err;
  Operation *copy = op.clone(mapping);
  body.push_back(copy);
  body.push_back(Operation::create(op.getLoc(),
                                   ctx.getOperationName("tocc.return"), {},
                                   copy->getResults(), NamedAttrList(), 0));
  graph.setResultTypes(copy->getResultTypes());
  // The interpreter turns LibTorch's exceptions into errors.
  llvm::Expected<std::vector<c10::IValue>> results = runtime::run(graph, {});
  if (!results) {
    std::string message;
    llvm::handleAllErrors(
        results.takeError(),
        [&](const runtime::RunError &e) { message = e.getMessage().str(); },
        [&](const llvm::ErrorInfoBase &e) { message = e.message(); });
    return makeError(message);
  }
  llvm::SmallVector<Attribute, 1> attrs;
  for (unsigned i = 0; i < results->size(); ++i) {
    llvm::Expected<Attribute> a = attrOfValue(ctx, (*results)[i], i);
    if (!a)
      return a.takeError();
    attrs.push_back(*a);
  }
  return attrs;
}
