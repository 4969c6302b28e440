//===- Decomposition.cpp - The registry, the rewriter and their helpers --===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Support/Plugin.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cstring>
#include <map>

using namespace tocc;

//===----------------------------------------------------------------------===//
// The registry
//===----------------------------------------------------------------------===//

/// Sorted by name, so listings come out in order. A function-local static
/// so registration from plugins never sees an unconstructed table.
static RewriteRegistry &registry() {
  static RewriteRegistry entries("a", "decomposition");
  return entries;
}

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

static bool isNameChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.';
}

llvm::Expected<std::string>
tocc::normalizeDecompositionName(llvm::StringRef opName) {
  auto invalid = [&](const llvm::Twine &why) {
    return makeError("invalid op name '" + opName + "': " + why +
                     " (expected 'namespace::name[.overload]' or "
                     "'namespace.name[.overload]')");
  };
  llvm::StringRef ns, rest;
  size_t colons = opName.find("::");
  if (colons != llvm::StringRef::npos) {
    ns = opName.take_front(colons);
    rest = opName.drop_front(colons + 2);
    if (rest.contains("::"))
      return invalid("more than one '::'");
  } else {
    std::tie(ns, rest) = opName.split('.');
    if (rest.empty() && !opName.ends_with("."))
      return invalid("it has no namespace");
  }
  if (ns.empty())
    return invalid("the namespace is empty");
  if (rest.empty())
    return invalid("the op name is empty");
  if (!llvm::all_of(ns, [](char c) { return llvm::isAlnum(c) || c == '_'; }))
    return invalid("the namespace has a character other than a letter, a "
                   "digit or '_'");
  if (!llvm::all_of(rest, isNameChar))
    return invalid("the name has a character other than a letter, a digit, "
                   "'_' or '.'");
  if (rest.front() == '.' || rest.back() == '.' || rest.contains(".."))
    return invalid("the name has an empty segment");
  return (ns + "." + rest).str();
}

llvm::Error RewriteRegistry::add(llvm::StringRef opName, DecompositionFn fn,
                                 bool override) {
  llvm::Expected<std::string> name = normalizeDecompositionName(opName);
  if (!name)
    return name.takeError();
  if (!fn)
    return makeError(kind + " for '" + *name +
                     "' was registered without a function");
  auto it = entries.find(*name);
  if (it != entries.end()) {
    if (!override)
      return makeError(article + " " + kind + " for '" + *name +
                       "' is already registered (register with override to "
                       "replace it)");
    recordRegistrationOverride("the " + kind + " for '" + *name + "' (" +
                               it->second.source + ")");
  }
  entries[*name] = {std::move(fn), getCurrentRegistrant().str()};
  return llvm::Error::success();
}

const RewriteRegistry::Entry *
RewriteRegistry::find(llvm::StringRef opName) const {
  // The IR spelling is the common case (a pass looks up every op).
  auto it = entries.find(opName);
  if (it != entries.end())
    return &it->second;
  llvm::Expected<std::string> name = normalizeDecompositionName(opName);
  if (!name) {
    llvm::consumeError(name.takeError());
    return nullptr;
  }
  it = entries.find(*name);
  return it == entries.end() ? nullptr : &it->second;
}

const DecompositionFn *RewriteRegistry::lookup(llvm::StringRef opName) const {
  const Entry *entry = find(opName);
  return entry ? &entry->fn : nullptr;
}

std::string RewriteRegistry::sourceOf(llvm::StringRef opName) const {
  const Entry *entry = find(opName);
  return entry ? entry->source : std::string();
}

std::vector<std::string> RewriteRegistry::names() const {
  std::vector<std::string> out;
  for (const auto &entry : entries)
    out.push_back(entry.first);
  return out;
}

llvm::Error tocc::registerDecomposition(llvm::StringRef opName,
                                        DecompositionFn fn, bool override) {
  return registry().add(opName, std::move(fn), override);
}

bool tocc::isDecompositionRegistered(llvm::StringRef opName) {
  return lookupDecomposition(opName) != nullptr;
}

const DecompositionFn *tocc::lookupDecomposition(llvm::StringRef opName) {
  return registry().lookup(opName);
}

std::vector<std::string> tocc::getRegisteredDecompositions() {
  return registry().names();
}

static llvm::StringSet<> &directLowerings() {
  static llvm::StringSet<> names;
  return names;
}

void tocc::noteDirectLowering(llvm::StringRef opName) {
  directLowerings().insert(opName);
}

bool tocc::hasDirectLowering(llvm::StringRef opName) {
  return directLowerings().contains(opName);
}

std::string tocc::getDecompositionSource(llvm::StringRef opName) {
  return registry().sourceOf(opName);
}

//===----------------------------------------------------------------------===//
// Constant readers
//===----------------------------------------------------------------------===//

/// The `value` attribute of a prim.Constant, or a null attribute.
static Attribute constantAttr(Value *v, bool *isConstant = nullptr) {
  Operation *def = v ? v->getDefiningOp() : nullptr;
  bool constant = def && def->getNameStr() == "prim.Constant";
  if (isConstant)
    *isConstant = constant;
  return constant ? def->getAttr("value") : Attribute();
}

std::optional<int64_t> tocc::matchConstantInt(Value *v) {
  Attribute a = constantAttr(v);
  if (a.isInt())
    return a.getInt();
  // bool is an int subtype in TorchScript's schemas (`int` accepts True).
  if (a.isBool())
    return a.getBool() ? 1 : 0;
  return std::nullopt;
}

std::optional<double> tocc::matchConstantFloat(Value *v) {
  Attribute a = constantAttr(v);
  if (a.isFloat())
    return a.getFloat();
  if (a.isInt())
    return double(a.getInt());
  if (a.isBool())
    return a.getBool() ? 1.0 : 0.0;
  return std::nullopt;
}

std::optional<bool> tocc::matchConstantBool(Value *v) {
  Attribute a = constantAttr(v);
  if (a.isBool())
    return a.getBool();
  if (a.isInt())
    return a.getInt() != 0;
  return std::nullopt;
}

std::optional<std::string> tocc::matchConstantString(Value *v) {
  Attribute a = constantAttr(v);
  if (a.isString())
    return a.getString().str();
  return std::nullopt;
}

std::optional<llvm::SmallVector<int64_t, 4>>
tocc::matchConstantIntList(Value *v) {
  if (Attribute a = constantAttr(v); a.isArray())
    return a.getIntArray();
  Operation *def = v ? v->getDefiningOp() : nullptr;
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> values;
  for (Value *element : def->getOperands()) {
    std::optional<int64_t> x = matchConstantInt(element);
    if (!x)
      return std::nullopt;
    values.push_back(*x);
  }
  return values;
}

bool tocc::matchConstantNone(Value *v) {
  bool isConstant = false;
  Attribute a = constantAttr(v, &isConstant);
  return isConstant && !a && v->getType().isNone();
}

std::optional<int64_t> tocc::normalizeDim(int64_t dim, int64_t rank) {
  int64_t r = rank == 0 ? 1 : rank; // torch's maybe_wrap_dim for scalars
  if (dim < -r || dim >= r)
    return std::nullopt;
  return dim < 0 ? dim + r : dim;
}

//===----------------------------------------------------------------------===//
// DecompositionRewriter
//===----------------------------------------------------------------------===//

DecompositionRewriter::DecompositionRewriter(Operation *op,
                                             KnownValueMap *known)
    : Builder(op), op(op), knownValues(known ? *known : ownKnownValues) {}

/// Runs the new op's shape function so the next op of the entry (and of
/// later entries: batch_norm reads the rank of what a convolution became)
/// sees its dims. The declared type, where known, stays: a conflict keeps it.
void DecompositionRewriter::refineResultType(Operation *newOp) {
  refineResultTypes(newOp, knownValues);
}

InFlightDiagnostic DecompositionRewriter::emitError(const llvm::Twine &msg) {
  return op->emitOpError(msg);
}

Value *DecompositionRewriter::create(llvm::StringRef name, Type resultType,
                                     llvm::ArrayRef<Value *> operands,
                                     llvm::ArrayRef<NamedAttribute> attrs) {
  Operation *newOp = createOp(name, {resultType}, operands, attrs);
  return newOp ? newOp->getResult(0) : nullptr;
}

Operation *DecompositionRewriter::createOp(
    llvm::StringRef name, llvm::ArrayRef<Type> resultTypes,
    llvm::ArrayRef<Value *> operands, llvm::ArrayRef<NamedAttribute> attrs) {
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

Operation *DecompositionRewriter::createRegionOp(
    llvm::StringRef name, llvm::ArrayRef<Type> resultTypes,
    llvm::ArrayRef<Value *> operands, llvm::ArrayRef<NamedAttribute> attrs,
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

void DecompositionRewriter::replaceOp(Operation *target,
                                      llvm::ArrayRef<Value *> values) {
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

void DecompositionRewriter::eraseCreatedOps() {
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

llvm::SmallVector<std::string, 4>
tocc::schemaArgumentNames(llvm::StringRef schema) {
  size_t open = schema.find('(');
  if (open == llvm::StringRef::npos)
    return {};
  llvm::SmallVector<std::string, 4> names;
  int depth = 0;
  size_t start = open + 1;
  for (size_t i = start; i < schema.size(); ++i) {
    char c = schema[i];
    if (c == '(' || c == '[')
      ++depth;
    else if ((c == ')' || c == ']') && depth > 0)
      --depth;
    else if (c == ',' || c == ')') {
      // One argument: `Type name` or `Type name=default`.
      llvm::StringRef arg = schema.slice(start, i).split('=').first.trim();
      if (!arg.empty() && arg != "*") {
        size_t space = arg.find_last_of(' ');
        if (space == llvm::StringRef::npos)
          return {};
        names.push_back(arg.drop_front(space + 1).str());
      }
      if (c == ')')
        return names;
      start = i + 1;
    }
  }
  return {};
}

std::string DecompositionRewriter::describeOperand(unsigned i) const {
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

std::optional<int64_t> DecompositionRewriter::knownInt(Value *v) const {
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
DecompositionRewriter::knownIntList(Value *v) const {
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

FailureOr<int64_t> DecompositionRewriter::readInt(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<int64_t> x = knownInt(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant int, but "
                     << whyNotConstant(v);
}

FailureOr<double> DecompositionRewriter::readFloat(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<double> x = matchConstantFloat(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant float, but "
                     << whyNotConstant(v);
}

FailureOr<bool> DecompositionRewriter::readBool(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<bool> x = matchConstantBool(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant bool, but "
                     << whyNotConstant(v);
}

FailureOr<std::string> DecompositionRewriter::readString(unsigned i) {
  Value *v = op->getOperand(i);
  if (std::optional<std::string> x = matchConstantString(v))
    return *x;
  return emitError() << describeOperand(i) << " must be a constant str, but "
                     << whyNotConstant(v);
}

FailureOr<llvm::SmallVector<int64_t, 4>>
DecompositionRewriter::readIntList(unsigned i) {
  Value *v = op->getOperand(i);
  if (auto x = knownIntList(v))
    return *x;
  return emitError() << describeOperand(i)
                     << " must be a constant list of ints, but "
                     << whyNotConstant(v);
}

FailureOr<std::optional<int64_t>>
DecompositionRewriter::readOptionalInt(unsigned i) {
  if (isNone(i))
    return std::optional<int64_t>();
  FailureOr<int64_t> x = readInt(i);
  if (failed(x))
    return failure();
  return std::optional<int64_t>(*x);
}

FailureOr<Value *> DecompositionRewriter::readTensor(unsigned i) {
  Value *v = op->getOperand(i);
  if (v->getType().isTensor())
    return v;
  return emitError() << describeOperand(i) << " must be a tensor, but it is "
                     << v->getType().str();
}

FailureOr<int64_t> DecompositionRewriter::readRank(unsigned i) {
  Type t = op->getOperand(i)->getType();
  if (t.isTensor() && t.hasRank())
    return t.getRank();
  return emitError() << "needs the rank of " << describeOperand(i)
                     << ", but its type is " << t.str()
                     << " (give the model's input shapes)";
}

FailureOr<int64_t> DecompositionRewriter::readDim(unsigned i, int64_t rank) {
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

Type DecompositionRewriter::unrankedTensorType(DType dtype) {
  return getContext().getUnrankedTensorType(dtype);
}

Type DecompositionRewriter::tensorTypeLike(Type like, DType dtype) {
  if (like.isTensor() && like.hasRank())
    return getContext().getTensorType(dtype, like.getDims());
  return unrankedTensorType(dtype);
}

/// `value` stored as one element of `dtype`, little-endian (the host's
/// order on every platform tocc builds for).
template <typename T> static void appendAs(std::vector<char> &bytes, T v) {
  char raw[sizeof(T)];
  std::memcpy(raw, &v, sizeof(T));
  bytes.insert(bytes.end(), raw, raw + sizeof(T));
}

/// IEEE half / bfloat16 bits of a float (round to nearest even).
static uint16_t toHalfBits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000;
  int32_t exp = int32_t((x >> 23) & 0xff) - 127 + 15;
  uint32_t mant = x & 0x7fffff;
  if (((x >> 23) & 0xff) == 0xff) // inf / nan
    return uint16_t(sign | 0x7c00 | (mant ? 0x200 : 0));
  if (exp >= 31)
    return uint16_t(sign | 0x7c00);
  if (exp <= 0) {
    if (exp < -10)
      return uint16_t(sign);
    mant |= 0x800000;
    uint32_t shift = uint32_t(14 - exp);
    uint32_t half = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1), mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1)))
      ++half;
    return uint16_t(sign | half);
  }
  uint32_t half = sign | (uint32_t(exp) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (half & 1)))
    ++half;
  return uint16_t(half);
}

static uint16_t toBFloat16Bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffff) > 0x7f800000) // nan stays a (quiet) nan
    return uint16_t((x >> 16) | 0x40);
  uint32_t rounding = 0x7fff + ((x >> 16) & 1);
  return uint16_t((x + rounding) >> 16);
}

std::vector<char> tocc::scalarConstantBytes(DType dtype, double value) {
  std::vector<char> bytes;
  switch (dtype) {
  case DType::Bool:
    bytes.push_back(value != 0 ? 1 : 0);
    break;
  case DType::I8:
    appendAs(bytes, int8_t(value));
    break;
  case DType::I16:
    appendAs(bytes, int16_t(value));
    break;
  case DType::I32:
    appendAs(bytes, int32_t(value));
    break;
  case DType::I64:
    appendAs(bytes, int64_t(value));
    break;
  case DType::U8:
    appendAs(bytes, uint8_t(value));
    break;
  case DType::U16:
    appendAs(bytes, uint16_t(value));
    break;
  case DType::U32:
    appendAs(bytes, uint32_t(value));
    break;
  case DType::U64:
    appendAs(bytes, uint64_t(value));
    break;
  case DType::F16:
    appendAs(bytes, toHalfBits(float(value)));
    break;
  case DType::BF16:
    appendAs(bytes, toBFloat16Bits(float(value)));
    break;
  case DType::F32:
    appendAs(bytes, float(value));
    break;
  case DType::F64:
    appendAs(bytes, value);
    break;
  case DType::C64:
    appendAs(bytes, float(value));
    appendAs(bytes, float(0));
    break;
  case DType::C128:
    appendAs(bytes, value);
    appendAs(bytes, double(0));
    break;
  case DType::Unknown:
  case DType::Str:
    break;
  }
  return bytes;
}

Value *DecompositionRewriter::createScalarConstant(DType dtype, double value) {
  assert(dtypeByteSize(dtype) != 0 && "a scalar constant needs a dtype");
  Type type = getContext().getTensorType(dtype, llvm::ArrayRef<int64_t>{});
  Attribute dense = getContext().getDenseAttr(type, scalarConstantBytes(dtype, value));
  return create("core.constant", type, {}, {{"value", dense}});
}

Value *
DecompositionRewriter::createI64Constant(llvm::ArrayRef<int64_t> values) {
  Type type = getContext().getTensorType(
      DType::I64, llvm::ArrayRef<int64_t>{int64_t(values.size())});
  std::vector<char> bytes;
  for (int64_t v : values)
    appendAs(bytes, v);
  Attribute dense = getContext().getDenseAttr(type, bytes);
  return create("core.constant", type, {}, {{"value", dense}});
}

Value *DecompositionRewriter::castTo(Value *v, DType dtype) {
  DType from = v->getType().getDType();
  if (from == dtype || from == DType::Unknown || dtype == DType::Unknown)
    return v;
  return create("core.cast", tensorTypeLike(v->getType(), dtype), {v},
                {{"dtype", getContext().getDTypeAttr(dtype)}});
}
