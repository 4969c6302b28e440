//===- Types.cpp - Type accessors and dtype helpers -----------------------===//
#include "tocc/IR/Types.h"
#include "Storage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace tocc;

static const struct {
  DType dtype;
  const char *name;
  unsigned size;
} kDTypes[] = {
    {DType::Unknown, "?", 0}, {DType::Bool, "bool", 1},
    {DType::I8, "i8", 1},     {DType::I16, "i16", 2},
    {DType::I32, "i32", 4},   {DType::I64, "i64", 8},
    {DType::U8, "u8", 1},     {DType::U16, "u16", 2},
    {DType::U32, "u32", 4},   {DType::U64, "u64", 8},
    {DType::F16, "f16", 2},   {DType::BF16, "bf16", 2},
    {DType::F32, "f32", 4},   {DType::F64, "f64", 8},
    {DType::C64, "c64", 8},   {DType::C128, "c128", 16},
    {DType::Str, "str", 0},
};

llvm::StringRef tocc::dtypeName(DType t) {
  return kDTypes[unsigned(t)].name;
}

std::optional<DType> tocc::parseDType(llvm::StringRef s) {
  for (const auto &d : kDTypes)
    if (d.dtype != DType::Unknown && s == d.name)
      return d.dtype;
  return std::nullopt;
}

unsigned tocc::dtypeByteSize(DType t) { return kDTypes[unsigned(t)].size; }

bool tocc::isFloatDType(DType t) {
  return t == DType::F16 || t == DType::BF16 || t == DType::F32 ||
         t == DType::F64;
}

bool tocc::isIntegerDType(DType t) {
  switch (t) {
  case DType::I8:
  case DType::I16:
  case DType::I32:
  case DType::I64:
  case DType::U8:
  case DType::U16:
  case DType::U32:
  case DType::U64:
    return true;
  default:
    return false;
  }
}

Type::Kind Type::getKind() const { return impl->kind; }

bool Type::isScalar() const {
  if (!impl)
    return false;
  Kind k = getKind();
  return k == Int || k == Float || k == Bool || k == Number;
}

DType Type::getDType() const {
  assert(isTensor() && "not a tensor type");
  return impl->dtype;
}
bool Type::hasRank() const {
  assert(isTensor() && "not a tensor type");
  return impl->ranked;
}
llvm::ArrayRef<Dim> Type::getDims() const {
  assert(isTensor() && "not a tensor type");
  return impl->dims;
}
bool Type::hasStaticShape() const {
  if (!isTensor() || !hasRank())
    return false;
  return llvm::all_of(getDims(), [](Dim d) { return d.isStatic(); });
}
std::optional<int64_t> Type::getNumElements() const {
  if (!hasStaticShape())
    return std::nullopt;
  int64_t n = 1;
  for (Dim d : getDims()) {
    if (d.getStatic() < 0 || llvm::MulOverflow(n, d.getStatic(), n))
      return std::nullopt;
  }
  return n;
}
Type Type::getElementType() const {
  assert((getKind() == List || getKind() == Optional) && "no element type");
  return impl->elements.front();
}
llvm::ArrayRef<Type> Type::getTupleTypes() const {
  assert(getKind() == Tuple && "not a tuple type");
  return impl->elements;
}
llvm::StringRef Type::getOpaqueName() const {
  assert(getKind() == Opaque && "not an opaque type");
  return impl->name;
}
Context &Type::getContext() const { return *impl->ctx; }
