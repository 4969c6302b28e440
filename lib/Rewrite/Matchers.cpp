//===- Matchers.cpp - Constant operands and scalar bytes -----------------===//
#include "tocc/Rewrite/Matchers.h"

#include "tocc/IR/Attributes.h"
#include "tocc/IR/FloatElements.h"

#include <cstring>

using namespace tocc;

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

/// `value` stored as one element of `dtype`, little-endian (the host's
/// order on every platform tocc builds for).
template <typename T> static void appendAs(std::vector<char> &bytes, T v) {
  char raw[sizeof(T)];
  std::memcpy(raw, &v, sizeof(T));
  bytes.insert(bytes.end(), raw, raw + sizeof(T));
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
    appendAs(bytes, floatToHalfBits(float(value)));
    break;
  case DType::BF16:
    appendAs(bytes, floatToBFloat16Bits(float(value)));
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
