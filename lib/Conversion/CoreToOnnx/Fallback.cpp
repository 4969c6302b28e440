//===- Fallback.cpp - Ops without a lowering as custom-domain nodes --------===//
//
// torch.onnx.export's operator_export_type, as lower-to-onnx's option
// `fallback`:
//
//   none         an op without a lowering at the target is an error
//   fallthrough  it becomes a node of its own dialect's domain: `aten` for
//                aten ops (`aten.foo.Tensor` is `aten::foo` with
//                overload_name = "Tensor"), `tocc.core` for core ops
//   aten         aten ops become torch's ONNX_ATEN_FALLBACK node
//                `org.pytorch.aten::ATen` with `operator = "foo"` and
//                `overload_name`; core ops stay an error
//
// Tensor operands stay inputs; constant host operands (ints, floats, bools,
// strings, lists of them, none) become attributes named after the schema's
// arguments (`arg<i>` for an op the dialect does not describe); a host
// scalar computed at run time stays an input and becomes the 0-d tensor its
// producer lowers to. Each fallback op is reported with a warning, so an
// export report can list them.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/Rewrite/Matchers.h"

#include "llvm/ADT/Twine.h"

using namespace tocc;
using namespace tocc::lowering;

std::optional<FallbackKind> lowering::parseFallback(llvm::StringRef text) {
  if (text == "none")
    return FallbackKind::None;
  if (text == "fallthrough")
    return FallbackKind::Fallthrough;
  if (text == "aten")
    return FallbackKind::Aten;
  return std::nullopt;
}

bool lowering::canFallBack(Operation *op, FallbackKind kind) {
  llvm::StringRef ns = op->getName().getDialectNamespace();
  if (kind == FallbackKind::None || op->getNumRegions() != 0 || ns == "prim")
    return false;
  return kind == FallbackKind::Fallthrough || ns == "aten";
}

/// The value of a host constant as an attribute: prim.Constant of an int,
/// float, bool, str or list, or a prim.ListConstruct of such constants.
/// Bools become ints (ONNX has no bool attribute). A null Attribute for
/// none; nullopt if `v` is not a host constant.
static std::optional<Attribute> hostConstant(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def)
    return std::nullopt;
  Context &ctx = v->getContext();
  auto convert = [&](Attribute a) -> std::optional<Attribute> {
    if (a.isBool())
      return ctx.getIntAttr(a.getBool());
    if (a.isInt() || a.isFloat() || a.isString())
      return a;
    if (a.isArray()) {
      llvm::SmallVector<Attribute, 4> elems;
      for (Attribute e : a.getArray()) {
        if (e.isBool())
          e = ctx.getIntAttr(e.getBool());
        if (!e.isInt() && !e.isFloat() && !e.isString())
          return std::nullopt;
        elems.push_back(e);
      }
      return ctx.getArrayAttr(elems);
    }
    return std::nullopt;
  };
  if (def->getNameStr() == "prim.Constant") {
    if (v->getType().isTensor())
      return std::nullopt;
    Attribute value = def->getAttr("value");
    if (!value)
      return v->getType().isNone() ? std::optional<Attribute>(Attribute())
                                   : std::nullopt;
    return convert(value);
  }
  if (def->getNameStr() == "prim.ListConstruct") {
    llvm::SmallVector<Attribute, 4> elems;
    for (Value *e : def->getOperands()) {
      std::optional<Attribute> a = hostConstant(e);
      if (!a || !*a || a->isArray())
        return std::nullopt;
      elems.push_back(*a);
    }
    return ctx.getArrayAttr(elems);
  }
  return std::nullopt;
}

/// The tensors of a prim.ListConstruct of tensors (a Tensor[] operand).
static std::optional<llvm::SmallVector<Value *, 4>> tensorList(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return std::nullopt;
  llvm::SmallVector<Value *, 4> out;
  for (Value *e : def->getOperands()) {
    if (!e->getType().isTensor())
      return std::nullopt;
    out.push_back(e);
  }
  return out;
}

FailureOr<std::string> lowering::fallBack(Operation *op, FallbackKind kind, int64_t opset) {
  Context &ctx = op->getContext();
  std::string name = op->getNameStr().str();
  llvm::StringRef ns = op->getName().getDialectNamespace();
  auto [base, overload] =
      llvm::StringRef(name).drop_front(ns.size() + 1).split('.');
  std::string domain = kind == FallbackKind::Aten ? "org.pytorch.aten"
                       : ns == "core"             ? "tocc.core"
                                                  : ns.str();
  std::string opType = kind == FallbackKind::Aten ? "ATen" : base.str();

  NamedAttrList attrs;
  attrs.set(ctx.intern("onnx.domain"), ctx.getStringAttr(domain));
  attrs.set(ctx.intern("onnx.op_type"), ctx.getStringAttr(opType));
  if (kind == FallbackKind::Aten)
    attrs.set(ctx.intern("operator"), ctx.getStringAttr(base));
  if (kind == FallbackKind::Aten || !overload.empty())
    attrs.set(ctx.intern("overload_name"), ctx.getStringAttr(overload));
  // A core op's own attributes (axis, reverse, ...) are the node's.
  for (const NamedAttribute &a : op->getAttrs())
    if (!a.name.contains('.') || a.name == "onnx.name")
      attrs.set(a.name, a.value);

  llvm::SmallVector<Type, 2> types;
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
    Type t = op->getResult(i)->getType();
    DType dt = t.getKind() == Type::Int     ? DType::I64
               : t.getKind() == Type::Float ? DType::F64
               : t.getKind() == Type::Bool  ? DType::Bool
                                            : DType::Unknown;
    if (dt != DType::Unknown)
      t = ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{});
    if (!t.isTensor()) {
      op->emitError() << "'" << name << "' has no lowering to opset " << opset
                      << " and cannot be exported as " << domain
                      << "::" << opType << ": result #" << i << " of type "
                      << t.str() << " is not a tensor";
      return failure();
    }
    types.push_back(t);
  }
  const OpDef *def = op->getDef();
  bool named = def && def->operands.size() == op->getNumOperands() &&
               llvm::none_of(def->operands, [](const ArgDef &a) {
                 return a.arity == Arity::Variadic;
               });
  // A custom op has no OpDef: its argument names are in its schema.
  llvm::SmallVector<std::string, 4> schemaNames;
  if (!def)
    if (Attribute schema = op->getAttr("tocc.schema"); schema.isString())
      schemaNames = schemaArgumentNames(schema.getString());
  if (schemaNames.size() != op->getNumOperands())
    schemaNames.clear();
  llvm::SmallVector<Value *, 4> inputs;
  unsigned trailingNones = 0;
  for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i) {
    Value *v = op->getOperand(i);
    Type t = v->getType();
    std::string argName = named ? def->operands[i].name.str()
                          : !schemaNames.empty()
                              ? schemaNames[i]
                              : "arg" + std::to_string(i);
    if (t.isTensor()) {
      inputs.push_back(v);
      trailingNones = 0;
      continue;
    }
    bool tensorSlot = named && (def->operands[i].constraint ==
                                    TypeConstraint::OptionalTensor ||
                                def->operands[i].constraint ==
                                    TypeConstraint::Tensor);
    if (t.isNone() && tensorSlot) {
      // An absent Tensor? keeps its position as ONNX's empty input name.
      Builder b(op);
      inputs.push_back(
          b.create(op->getLoc(), "onnx.none", {ctx.getNoneType()}, {})
              ->getResult(0));
      ++trailingNones;
      continue;
    }
    if (std::optional<Attribute> a = hostConstant(v)) {
      if (*a)
        attrs.set(ctx.intern(argName), *a);
      continue;
    }
    if (std::optional<llvm::SmallVector<Value *, 4>> list = tensorList(v)) {
      inputs.append(list->begin(), list->end());
      trailingNones = 0;
      continue;
    }
    if (t.isScalar()) {
      // Computed at run time: its producer lowers it to a 0-d tensor.
      inputs.push_back(v);
      trailingNones = 0;
      continue;
    }
    op->emitError() << "'" << name << "' has no lowering to opset " << opset
                    << " and cannot be exported as " << domain
                    << "::" << opType << ": argument '" << argName
                    << "' (operand " << i << ") of type " << t.str()
                    << " is neither a tensor nor a constant";
    for (Value *v : inputs)
      if (v->getDefiningOp() && v->use_empty() &&
          v->getDefiningOp()->getNameStr() == "onnx.none")
        v->getDefiningOp()->erase();
    return failure();
  }
  llvm::SmallVector<Operation *, 2> nones;
  for (unsigned k = 0; k < trailingNones; ++k)
    nones.push_back(inputs.pop_back_val()->getDefiningOp());

  for (Operation *none : nones)
    none->erase();

  Builder b(op);
  Operation *custom = b.create(op->getLoc(), "onnx.custom", types, inputs,
                               attrs.getAttrs());
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
    Value *from = op->getResult(i), *to = custom->getResult(i);
    if (!from->getName().empty())
      to->setName(from->getName());
    from->replaceAllUsesWith(to);
  }
  op->emitWarning() << "'" << name << "' has no lowering to opset " << opset
                    << "; exported as " << domain << "::" << opType;
  op->erase();
  return domain;
}
