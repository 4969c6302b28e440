//===- ConstantEvaluator.cpp - Run one op on constants for fold-constants -===//
//
// The op and the constants it reads are cloned into a scratch graph, which
// the interpreter runs like any other: aten ops through the dispatcher,
// core ops through the core table, prim ops by the interpreter. The
// results become attributes that share the result tensors' bytes.
//
// The compile-time size cap (tocc/Support/Limits.h) holds while the op
// runs: nothing above it is allocated. A result declared with static dims
// over the cap is not run at all; the core kernels check the shapes they
// compute from operand values (checkTensorSize, CoreOpHelpers.h); and
// because LibTorch's kernels allocate intermediates of their own (and aten
// ops whose results are not typed reach LibTorch unchecked), LibTorch's CPU
// allocator is wrapped so that, during an evaluation, an allocation beyond
// getAllocationByteCap throws before any memory is taken. Any of these
// makes the evaluation return no values: the op is not folded.
//
//===----------------------------------------------------------------------===//
#include "tocc/Runtime/ConstantEvaluator.h"

#include "CoreOpHelpers.h"
#include "Torch.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Runtime/Interpreter.h"
#include "tocc/Support/Limits.h"

using namespace tocc;

namespace {

/// The cap holds while it lives: LibTorch's allocations (Frontend's
/// AllocationCap) and the kernels' own checks (checkTensorSize).
class CapScope {
public:
  explicit CapScope(int64_t maxElements)
      : cap(maxElements, getAllocationByteCap(maxElements)) {}

private:
  frontend::AllocationCap cap;
};

bool fitsCap(llvm::ArrayRef<int64_t> dims, int64_t maxElements) {
  return checkElementCount(dims, maxElements);
}

} // namespace

llvm::Error runtime::detail::checkTensorSize(llvm::ArrayRef<int64_t> dims) {
  int64_t cap = frontend::AllocationCap::elements();
  if (cap < 0 || checkElementCount(dims, cap))
    return llvm::Error::success();
  frontend::AllocationCap::noteExceeded();
  std::string shape;
  for (int64_t d : dims)
    shape += (shape.empty() ? "" : ", ") + std::to_string(d);
  return makeError("a tensor of shape [" + shape +
                   "] is above the compile-time size cap of " +
                   llvm::Twine(cap) + " elements");
}

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

/// The attribute of result `i`; a null Attribute (no error) for a tensor
/// over the cap, checked before it is made contiguous (an expand is a view
/// of its input until then).
static llvm::Expected<Attribute> attrOfValue(Context &ctx, const c10::IValue &v,
                                             unsigned i, int64_t maxElements) {
  if (v.isTensor()) {
    c10::IntArrayRef sizes = v.toTensor().sizes();
    if (!fitsCap(llvm::ArrayRef<int64_t>(sizes.data(), sizes.size()),
                 maxElements))
      return Attribute();
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
tocc::evaluateConstantOp(Operation &op, int64_t maxElements) {
  if (op.getNumRegions() != 0)
    return makeError("an op with regions is not evaluated");
  // A result whose static dims alone are over the cap is not run.
  for (Value *r : op.getResults()) {
    Type t = r->getType();
    if (!t.isTensor() || !t.hasRank())
      continue;
    llvm::SmallVector<int64_t, 4> dims;
    for (Dim d : t.getDims())
      if (d.isStatic())
        dims.push_back(d.getStatic());
    if (!fitsCap(dims, maxElements))
      return llvm::SmallVector<Attribute, 1>();
  }
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
  CapScope cap(maxElements);
  llvm::Expected<std::vector<c10::IValue>> results = runtime::run(graph, {});
  if (!results && frontend::AllocationCap::exceeded()) {
    llvm::consumeError(results.takeError());
    return llvm::SmallVector<Attribute, 1>();
  }
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
    llvm::Expected<Attribute> a =
        attrOfValue(ctx, (*results)[i], i, maxElements);
    if (!a)
      return a.takeError();
    if (!*a)
      return llvm::SmallVector<Attribute, 1>();
    attrs.push_back(*a);
  }
  return attrs;
}
