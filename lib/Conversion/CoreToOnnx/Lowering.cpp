//===- Lowering.cpp - The lowering registry and LoweringRewriter -----------===//
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "ElementwiseForms.h"
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Rewrite/Registry.h"
#include "tocc/Support/Plugin.h"

#include "llvm/Support/ErrorHandling.h"

#include <map>

using namespace tocc;

/// Entries by op name (IR spelling), then since_opset. A function-local
/// static so registration from plugins never sees an unconstructed table.
static OpRegistry<LoweringFn> &table() {
  static OpRegistry<LoweringFn> entries("a", "lowering");
  return entries;
}

llvm::Error tocc::registerLowering(llvm::StringRef opName, int64_t sinceOpset,
                                   LoweringFn fn, bool override) {
  llvm::Expected<std::string> name = normalizeOpName(opName);
  if (!name)
    return name.takeError();
  if (sinceOpset < 1 || sinceOpset > onnx::kMaxOpset)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "lowering of '%s': since_opset %lld is not an opset tocc knows (1 to "
        "%lld)",
        name->c_str(), (long long)sinceOpset, (long long)onnx::kMaxOpset);
  if (llvm::Error err = table().add(*name, std::move(fn), override, sinceOpset))
    return err;
  noteDirectLowering(*name);
  return llvm::Error::success();
}

const LoweringFn *tocc::lookupLowering(llvm::StringRef opName, int64_t opset,
                                       int64_t *since) {
  return table().lookup(opName, opset, since);
}

static std::map<std::string, LoweringPredicate, std::less<>> &predicates() {
  static std::map<std::string, LoweringPredicate, std::less<>> entries;
  return entries;
}

void tocc::registerLoweringPredicate(llvm::StringRef opName,
                                     LoweringPredicate fn) {
  predicates()[opName.str()] = std::move(fn);
}

bool tocc::lowersDirectly(Operation *op, int64_t opset) {
  if (!lookupLowering(op->getNameStr(), opset))
    return false;
  auto it = predicates().find(op->getNameStr());
  return it == predicates().end() || it->second(op, opset);
}

bool tocc::isLoweringRegistered(llvm::StringRef opName) {
  return table().contains(opName);
}

llvm::SmallVector<int64_t, 4> tocc::getLoweringOpsets(llvm::StringRef opName) {
  return table().versions(opName);
}

std::string tocc::getLoweringSource(llvm::StringRef opName,
                                    int64_t sinceOpset) {
  return table().sourceOf(opName, sinceOpset);
}

std::vector<std::string> tocc::getLoweredOps() { return table().names(); }

void lowering::addBuiltin(llvm::StringRef name, int64_t since, LoweringFn fn) {
  if (llvm::Error err = registerLowering(name, since, std::move(fn)))
    llvm::report_fatal_error(llvm::Twine("builtin lowering: ") +
                             llvm::toString(std::move(err)));
}

bool lowering::Since::atLeast(int64_t opset) const {
  if (opset <= family.front() || llvm::is_contained(family, opset))
    return value >= opset;
  llvm::report_fatal_error(
      llvm::Twine("builtin lowering of '") + op + "' tests opset " +
      llvm::Twine(opset) +
      ", which is not one of its since_opsets: register an entry there");
}

void lowering::addBuiltinFamily(llvm::StringRef name,
                                llvm::ArrayRef<int64_t> sinces,
                                const std::function<LoweringFn(Since)> &make) {
  for (int64_t since : sinces)
    addBuiltin(name, since, make(Since(name, since, sinces)));
}

void tocc::registerCoreLowerings() {
  static bool registered = [] {
    lowering::registerBasicLowerings();
    lowering::registerControlFlowLowerings();
    lowering::registerElementwiseLowerings();
    lowering::registerScalarLowerings();
    lowering::registerShapeLowerings();
    lowering::registerNNLowerings();
    lowering::registerReductionLowerings();
    lowering::registerRNNLowerings();
    lowering::registerSequenceLowerings();
    lowering::registerTorchvisionLowerings();
    lowering::registerQuantizationLowerings();
    return true;
  }();
  (void)registered;
}

Attribute tocc::constantOperandValue(Value *v) {
  Operation *def = v ? v->getDefiningOp() : nullptr;
  if (!def)
    return Attribute();
  llvm::StringRef name = def->getNameStr();
  if (name != "onnx.Constant" && name != "onnx.initializer" &&
      name != core::ConstantOp::getOperationName())
    return Attribute();
  Attribute value = def->getAttr("value");
  if (!value || !value.isDense() || value.isElided())
    return Attribute();
  return value;
}

//===----------------------------------------------------------------------===//
// LoweringRewriter
//===----------------------------------------------------------------------===//

Operation *LoweringRewriter::onnxOp(llvm::StringRef opType, unsigned numResults,
                                    llvm::ArrayRef<Value *> inputs,
                                    llvm::ArrayRef<NamedAttribute> attrs) {
  if (llvm::is_contained(inputs, nullptr))
    return nullptr; // a helper before failed and said why
  Context &ctx = getContext();
  // Results are typed by the schema's inference; the ops that make an ONNX
  // sequence (Sequences.cpp) declare a list until then.
  Type unknown = ctx.getUnrankedTensorType(DType::Unknown);
  bool sequence = llvm::is_contained(
      {"SequenceEmpty", "SequenceConstruct", "SequenceInsert", "SequenceErase",
       "SplitToSequence"},
      opType);
  llvm::SmallVector<Type, 2> types(
      numResults, sequence ? ctx.getListType(unknown) : unknown);
  Operation *newOp = createOp(("onnx." + opType).str(), types, inputs, attrs);
  if (!newOp)
    return nullptr;
  // The schema of the target opset must accept what the entry built: an
  // entry that builds a wrong node is a bug, reported at the lowered op.
  if (failed(verify(newOp))) {
    emitError() << "its lowering to opset " << opset << " built an invalid '"
                << newOp->getNameStr() << "'";
    return nullptr;
  }
  return newOp;
}

Value *LoweringRewriter::onnx(llvm::StringRef opType,
                              llvm::ArrayRef<Value *> inputs,
                              llvm::ArrayRef<NamedAttribute> attrs) {
  Operation *newOp = onnxOp(opType, 1, inputs, attrs);
  return newOp ? newOp->getResult(0) : nullptr;
}

Operation *LoweringRewriter::customOp(llvm::StringRef domain,
                                      llvm::StringRef opType,
                                      llvm::ArrayRef<Type> resultTypes,
                                      llvm::ArrayRef<Value *> inputs,
                                      llvm::ArrayRef<NamedAttribute> attrs) {
  if (llvm::is_contained(inputs, nullptr))
    return nullptr; // a helper before failed and said why
  llvm::SmallVector<NamedAttribute, 4> all(attrs.begin(), attrs.end());
  all.push_back(stringAttr("onnx.domain", domain));
  all.push_back(stringAttr("onnx.op_type", opType));
  Operation *newOp = createOp("onnx.custom", resultTypes, inputs, all);
  if (!newOp)
    return nullptr;
  if (failed(verify(newOp))) {
    emitError() << "its lowering built an invalid '" << domain
                << "::" << opType << "' node";
    return nullptr;
  }
  return newOp;
}

FailureOr<double> LoweringRewriter::readConstantScalar(unsigned i) {
  Value *v = getOp()->getOperand(i);
  if (std::optional<double> f = matchConstantFloat(v))
    return *f;
  if (std::optional<double> f = lowering::constantScalar(v))
    return *f;
  std::string producer =
      v->getDefiningOp() ? v->getDefiningOp()->getNameStr().str() : "";
  emitError() << describeOperand(i) << " must be a constant number, but it "
              << (producer.empty() ? "is a graph input"
                                   : "is computed by '" + producer + "'");
  return failure();
}

Value *LoweringRewriter::none() {
  return create("onnx.none", getContext().getNoneType(), {});
}

Value *LoweringRewriter::constDense(Attribute dense) {
  return create("onnx.Constant", dense.getDenseType(), {},
                {{"value", dense}});
}

Value *LoweringRewriter::constI64(llvm::ArrayRef<int64_t> values) {
  Context &ctx = getContext();
  Type type = ctx.getTensorType(DType::I64,
                                llvm::ArrayRef<int64_t>{int64_t(values.size())});
  const char *begin = reinterpret_cast<const char *>(values.data());
  return constDense(ctx.getDenseAttr(
      type, llvm::ArrayRef<char>(begin, values.size() * sizeof(int64_t))));
}

Value *LoweringRewriter::constScalar(DType dtype, double value) {
  Context &ctx = getContext();
  Type type = ctx.getTensorType(dtype, llvm::ArrayRef<int64_t>{});
  return constDense(ctx.getDenseAttr(type, scalarConstantBytes(dtype, value)));
}

NamedAttribute LoweringRewriter::intAttr(llvm::StringRef name, int64_t v) {
  return {getContext().intern(name), getContext().getIntAttr(v)};
}
NamedAttribute LoweringRewriter::floatAttr(llvm::StringRef name, double v) {
  return {getContext().intern(name), getContext().getFloatAttr(v)};
}
NamedAttribute LoweringRewriter::stringAttr(llvm::StringRef name,
                                            llvm::StringRef v) {
  return {getContext().intern(name), getContext().getStringAttr(v)};
}
NamedAttribute LoweringRewriter::intsAttr(llvm::StringRef name,
                                          llvm::ArrayRef<int64_t> v) {
  return {getContext().intern(name), getContext().getIntArrayAttr(v)};
}
NamedAttribute LoweringRewriter::floatsAttr(llvm::StringRef name,
                                            llvm::ArrayRef<double> v) {
  return {getContext().intern(name), getContext().getFloatArrayAttr(v)};
}

bool LoweringRewriter::takes(llvm::StringRef opType, DType dtype) const {
  return lowering::onnxTakes(opType, opset, dtype);
}

std::string LoweringRewriter::describeTakes(llvm::StringRef opType) const {
  return lowering::describeOnnxTypes(opType, opset);
}

Value *LoweringRewriter::unsqueeze(Value *x, llvm::ArrayRef<int64_t> axes) {
  if (opset < 13)
    return onnx("Unsqueeze", {x}, {intsAttr("axes", axes)});
  return onnx("Unsqueeze", {x, constI64(axes)});
}

Value *LoweringRewriter::squeeze(Value *x, llvm::ArrayRef<int64_t> axes) {
  if (opset < 13)
    return onnx("Squeeze", {x}, {intsAttr("axes", axes)});
  return onnx("Squeeze", {x, constI64(axes)});
}

Value *LoweringRewriter::reduce(llvm::StringRef opType, Value *x,
                                llvm::ArrayRef<int64_t> axes, bool keepdims) {
  bool axesInput = opset >= (opType == "ReduceSum" ? 13 : 18);
  llvm::SmallVector<NamedAttribute, 2> attrs{intAttr("keepdims", keepdims)};
  if (!axesInput) {
    if (!axes.empty())
      attrs.push_back(intsAttr("axes", axes));
    return onnx(opType, {x}, attrs);
  }
  if (axes.empty())
    return onnx(opType, {x}, attrs);
  return onnx(opType, {x, constI64(axes)}, attrs);
}

Value *LoweringRewriter::slice(Value *x, llvm::ArrayRef<int64_t> starts,
                               llvm::ArrayRef<int64_t> ends,
                               llvm::ArrayRef<int64_t> axes) {
  if (opset < 10)
    return onnx("Slice", {x},
                {intsAttr("starts", starts), intsAttr("ends", ends),
                 intsAttr("axes", axes)});
  return onnx("Slice", {x, constI64(starts), constI64(ends), constI64(axes)});
}

Value *LoweringRewriter::pad(Value *x, llvm::ArrayRef<int64_t> constPads,
                             Value *pads, llvm::StringRef mode,
                             std::optional<double> value, DType valueType) {
  llvm::SmallVector<NamedAttribute, 3> attrs;
  if (!mode.empty())
    attrs.push_back(stringAttr("mode", mode));
  if (opset < 11) {
    attrs.push_back(intsAttr("pads", constPads));
    if (value)
      attrs.push_back(floatAttr("value", *value));
    return onnx("Pad", {x}, attrs);
  }
  llvm::SmallVector<Value *, 3> inputs{x, pads ? pads : constI64(constPads)};
  if (value && *value != 0)
    inputs.push_back(constScalar(valueType, *value));
  return onnx("Pad", inputs, attrs);
}

Value *LoweringRewriter::cast(Value *x, DType dtype) {
  if (!x)
    return nullptr;
  if (x->getType().isTensor() && x->getType().getDType() == dtype)
    return x;
  std::optional<int64_t> to = onnx::tensorProtoFromDType(dtype);
  if (!to) {
    emitError() << "has no ONNX element type for " << dtypeName(dtype);
    return nullptr;
  }
  return onnx("Cast", {x}, {intAttr("to", *to)});
}

Value *LoweringRewriter::toVector(Value *v) {
  if (!v)
    return nullptr;
  Type t = v->getType();
  if (t.isTensor() && t.hasRank() && t.getRank() == 1)
    return v;
  return onnx("Reshape", {v, constI64({1})});
}
