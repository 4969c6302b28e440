//===- Rewriter.cpp - The Builder every rewrite writes with --------------===//
#include "tocc/Rewrite/Rewriter.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"
#include "tocc/IR/ShapeInference.h"

#include <cstring>

using namespace tocc;

Rewriter::Rewriter(Operation *op, KnownValueMap *known)
    : Builder(op), op(op), knownValues(known ? *known : ownKnownValues) {}

/// Runs the new op's shape function so the next op of the entry (and of
/// later entries: batch_norm reads the rank of what a convolution became)
/// sees its dims. The declared type, where known, stays: a conflict keeps it.
void Rewriter::refineResultType(Operation *newOp) {
  refineResultTypes(newOp, knownValues);
}

InFlightDiagnostic Rewriter::emitError(const llvm::Twine &msg) {
  return op->emitOpError(msg);
}

Value *Rewriter::create(llvm::StringRef name, Type resultType,
                        llvm::ArrayRef<Value *> operands,
                        llvm::ArrayRef<NamedAttribute> attrs) {
  Operation *newOp = createOp(name, {resultType}, operands, attrs);
  return newOp ? newOp->getResult(0) : nullptr;
}

Operation *Rewriter::createOp(llvm::StringRef name,
                              llvm::ArrayRef<Type> resultTypes,
                              llvm::ArrayRef<Value *> operands,
                              llvm::ArrayRef<NamedAttribute> attrs) {
  if (!getContext().lookupOpDef(name)) {
    emitError() << "its decomposition creates '" << name
                << "', which no loaded dialect declares";
    return nullptr;
  }
  Operation *newOp =
      Builder::create(op->getLoc(), name, resultTypes, operands, attrs);
  created.push_back(newOp);
  refineResultType(newOp);
  return newOp;
}

Operation *Rewriter::createFromState(OperationState &state) {
  if (!state.name.getDef()) {
    emitError() << "it creates '" << state.name.getStringRef()
                << "', which no loaded dialect declares";
    return nullptr;
  }
  Operation *newOp = Builder::create(state);
  created.push_back(newOp);
  refineResultType(newOp);
  return newOp;
}

Type Rewriter::placeholderType(TypeConstraint constraint) {
  Context &ctx = getContext();
  switch (constraint) {
  case TypeConstraint::Tensor:
  case TypeConstraint::OptionalTensor:
    return ctx.getUnrankedTensorType(DType::Unknown);
  case TypeConstraint::Int:
    return ctx.getIntType();
  case TypeConstraint::Float:
    return ctx.getFloatType();
  case TypeConstraint::Bool:
    return ctx.getBoolType();
  case TypeConstraint::Str:
    return ctx.getStringType();
  case TypeConstraint::Scalar:
    return ctx.getNumberType();
  case TypeConstraint::TensorList:
    return ctx.getListType(ctx.getUnrankedTensorType(DType::Unknown));
  case TypeConstraint::List:
  case TypeConstraint::Any:
    break;
  }
  return ctx.getUnrankedTensorType(DType::Unknown);
}

Operation *Rewriter::createRegionOp(llvm::StringRef name,
                                    llvm::ArrayRef<Type> resultTypes,
                                    llvm::ArrayRef<Value *> operands,
                                    llvm::ArrayRef<NamedAttribute> attrs,
                                    unsigned numRegions) {
  if (!getContext().lookupOpDef(name)) {
    emitError() << "its decomposition creates '" << name
                << "', which no loaded dialect declares";
    return nullptr;
  }
  Operation *newOp = Builder::create(op->getLoc(), name, resultTypes, operands,
                                     attrs, numRegions);
  for (unsigned r = 0; r != numRegions; ++r)
    newOp->getRegion(r).emplaceBlock();
  created.push_back(newOp);
  return newOp;
}

void Rewriter::replaceOp(Operation *target, llvm::ArrayRef<Value *> values) {
  assert(target == op && "a decomposition may only replace its own op");
  assert(values.size() == target->getNumResults() &&
         "one replacement value per result");
  // A helper that failed (and said why) returned null: leave op as it was.
  if (llvm::is_contained(values, nullptr))
    return;
  if (trial) {
    replacements.assign(values.begin(), values.end());
    replaced = true;
    return;
  }
  for (unsigned i = 0, e = target->getNumResults(); i != e; ++i) {
    Value *from = target->getResult(i);
    Value *to = values[i];
    Operation *def = to->getDefiningOp();
    // Only values made here take the name: an identity (contiguous,
    // dropout) must not rename the graph input or weight it returns.
    if (!from->getName().empty() && to->getName().empty() && def &&
        llvm::is_contained(created, def))
      to->setName(from->getName());
    from->replaceAllUsesWith(to);
    knownValues.erase(from);
  }
  target->erase();
  replaced = true;
}

void Rewriter::eraseCreatedOps() {
  for (Operation *c : llvm::reverse(created)) {
    c->dropAllReferences();
    if (c->use_empty()) {
      // A later op allocated at the same address must not inherit them.
      for (unsigned i = 0, e = c->getNumResults(); i != e; ++i)
        knownValues.erase(c->getResult(i));
      c->erase();
    }
  }
  created.clear();
}

std::string Rewriter::describeOperand(unsigned i) const {
  const OpDef *def = op->getDef();
  bool simple = def && def->operands.size() == op->getNumOperands() &&
                llvm::all_of(def->operands, [](const ArgDef &a) {
                  return a.arity != Arity::Variadic;
                });
  auto named = [&](const llvm::Twine &name) {
    return ("argument '" + name + "' (operand " + llvm::Twine(i) + ")").str();
  };
  if (simple)
    return named(def->operands[i].name);
  // A custom op (torchvision::deform_conv2d) has no OpDef: its argument
  // names are in its schema.
  if (!def)
    if (Attribute schema = op->getAttr("tocc.schema"); schema.isString()) {
      llvm::SmallVector<std::string, 4> names =
          schemaArgumentNames(schema.getString());
      if (names.size() == op->getNumOperands())
        return named(names[i]);
    }
  return ("operand #" + llvm::Twine(i)).str();
}

/// Why operand `v` is not the constant an entry wanted: who computes it.
static std::string whyNotConstant(Value *v) {
  if (v->isBlockArgument())
    return "it is a graph or region argument";
  Operation *def = v->getDefiningOp();
  if (def->getNameStr() == "prim.Constant")
    return "it is a constant of type " + v->getType().str();
  if (def->getNameStr() == "prim.ListConstruct")
    return "an element of the list is not a constant";
  return ("it is computed by '" + def->getNameStr() + "'").str();
}

std::optional<int64_t> Rewriter::knownInt(Value *v) const {
  if (std::optional<int64_t> x = matchConstantInt(v))
    return x;
  // An int an earlier entry computed from constants (`(7 - W % 7) % 7` of a
  // static W, traced as tensor arithmetic): its shape functions knew it.
  auto it = knownValues.find(v);
  if (it != knownValues.end() && it->second.size() == 1 &&
      it->second.front()->isConstant() &&
      (v->getType().getKind() == Type::Int ||
       (v->getType().isTensor() && v->getType().hasRank() &&
        v->getType().getRank() == 0)))
    return it->second.front()->getConstant();
  return std::nullopt;
}

std::optional<llvm::SmallVector<int64_t, 4>>
Rewriter::knownIntList(Value *v) const {
  if (auto x = matchConstantIntList(v))
    return x;
  Operation *def = v->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> out;
  for (Value *element : def->getOperands()) {
    std::optional<int64_t> x = knownInt(element);
    if (!x)
      return std::nullopt;
    out.push_back(*x);
  }
  return out;
}

FailureOr<int64_t> Rewriter::readInt(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<int64_t> x = knownInt(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant int, but "
                     << whyNotConstant(v);
}

FailureOr<double> Rewriter::readFloat(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<double> x = matchConstantFloat(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant float, but "
                     << whyNotConstant(v);
}

FailureOr<bool> Rewriter::readBool(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<bool> x = matchConstantBool(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant bool, but "
                     << whyNotConstant(v);
}

FailureOr<std::string> Rewriter::readString(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<std::string> x = matchConstantString(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant str, but "
                     << whyNotConstant(v);
}

FailureOr<llvm::SmallVector<int64_t, 4>> Rewriter::readIntList(unsigned i) {
  Value *v = op->getOperand(i);
  if (auto x = knownIntList(v))
    return *x;
  return emitError() << describeOperand(i)
                     << " must be a constant list of ints, but "
                     << whyNotConstant(v);
}

FailureOr<std::optional<int64_t>> Rewriter::readOptionalInt(unsigned i) {
  if (isNone(i))
    return std::optional<int64_t>();
  FailureOr<int64_t> x = readInt(i);
  if (failed(x))
    return failure();
  return std::optional<int64_t>(*x);
}

FailureOr<Value *> Rewriter::readTensorOrNone(unsigned i) {
  if (isNone(i))
    return op->getOperand(i);
  return readTensor(i);
}

FailureOr<Value *> Rewriter::readTensor(unsigned i) {
  Value *v = op->getOperand(i);
  if (v->getType().isTensor())
    return v;
  return emitError() << describeOperand(i) << " must be a tensor, but it is "
                     << v->getType().str();
}

FailureOr<int64_t> Rewriter::readRank(unsigned i) {
  Type t = op->getOperand(i)->getType();
  if (t.isTensor() && t.hasRank())
    return t.getRank();
  return emitError() << "needs the rank of " << describeOperand(i)
                     << ", but its type is " << t.str()
                     << " (give the model's input shapes)";
}

FailureOr<int64_t> Rewriter::readDim(unsigned i, int64_t rank) {
  FailureOr<int64_t> dim = readInt(i);
  if (failed(dim))
    return failure();
  if (std::optional<int64_t> d = normalizeDim(*dim, rank))
    return *d;
  int64_t r = rank == 0 ? 1 : rank;
  return emitError() << describeOperand(i) << " is dim " << *dim
                     << ", out of range [" << -r << ", " << r - 1
                     << "] for a tensor of rank " << rank;
}

//===--- Building ------------------------------------------------------===//

Type Rewriter::unrankedTensorType(DType dtype) {
  return getContext().getUnrankedTensorType(dtype);
}

Type Rewriter::tensorTypeLike(Type like, DType dtype) {
  if (like.isTensor() && like.hasRank())
    return getContext().getTensorType(dtype, like.getDims());
  return unrankedTensorType(dtype);
}

Value *Rewriter::createScalarConstant(DType dtype, double value) {
  assert(dtypeByteSize(dtype) != 0 && "a scalar constant needs a dtype");
  Type type = getContext().getTensorType(dtype, llvm::ArrayRef<int64_t>{});
  Attribute dense =
      getContext().getDenseAttr(type, scalarConstantBytes(dtype, value));
  return create("core.constant", type, {}, {{"value", dense}});
}

template <typename T> static void appendAs(std::vector<char> &bytes, T v) {
  char raw[sizeof(T)];
  std::memcpy(raw, &v, sizeof(T));
  bytes.insert(bytes.end(), raw, raw + sizeof(T));
}

Value *Rewriter::createI64Constant(llvm::ArrayRef<int64_t> values) {
  Type type = getContext().getTensorType(
      DType::I64, llvm::ArrayRef<int64_t>{int64_t(values.size())});
  std::vector<char> bytes;
  for (int64_t v : values)
    appendAs(bytes, v);
  Attribute dense = getContext().getDenseAttr(type, bytes);
  return create("core.constant", type, {}, {{"value", dense}});
}

Value *Rewriter::castTo(Value *v, DType dtype) {
  DType from = v->getType().getDType();
  if (from == dtype || from == DType::Unknown || dtype == DType::Unknown)
    return v;
  return create("core.cast", tensorTypeLike(v->getType(), dtype), {v},
                {{"dtype", getContext().getDTypeAttr(dtype)}});
}

//===----------------------------------------------------------------------===//
// IR surgery
//===----------------------------------------------------------------------===//

llvm::SmallVector<Value *, 4> tocc::inlineBlockBefore(Block &block,
                                                      Operation *before) {
  llvm::SmallVector<Value *, 4> yielded;
  if (Operation *term = block.getTerminator())
    yielded = term->getOperands();
  for (auto it = block.begin(); it != block.end();) {
    Operation &op = *it++;
    if (op.hasTrait(Terminator))
      break;
    op.moveBefore(before);
  }
  return yielded;
}

void tocc::eraseDeadOps(llvm::SetVector<Operation *> &candidates) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (Operation *op : candidates.takeVector()) {
      if (!op->use_empty() || !op->isSideEffectFree() ||
          op->hasTrait(Terminator) || op->getNumRegions() != 0) {
        candidates.insert(op);
        continue;
      }
      for (Value *v : op->getOperands())
        if (Operation *def = v->getDefiningOp())
          candidates.insert(def);
      candidates.remove(op);
      op->erase();
      changed = true;
    }
  }
}
