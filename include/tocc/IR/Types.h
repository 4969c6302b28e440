//===- Types.h - Value types: tensors with symbolic dims, scalars, lists -===//
//
// Types are immutable and uniqued by the Context; a Type is a pointer-sized
// handle, so equality is pointer equality. A tensor type has an element
// dtype (possibly unknown) and either no rank (`tensor<*, f32>`) or a list of
// dims, each a constant, a symbolic expression, or unknown (`?`).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_TYPES_H
#define TOCC_IR_TYPES_H

#include "tocc/Shape/Expr.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>

namespace tocc {

class Context;
struct TypeStorage;

/// Element types of tensors. The text spelling is in dtypeName().
enum class DType : uint8_t {
  Unknown, // `?`: not known yet (before inference)
  Bool,
  I8,
  I16,
  I32,
  I64,
  U8,
  U16,
  U32,
  U64,
  F16,
  BF16,
  F32,
  F64,
  C64,
  C128,
  Str,
};

/// `f32`, `i64`, `bool`, `?`, ...
llvm::StringRef dtypeName(DType t);
/// Inverse of dtypeName (except `?`); nullopt if the spelling is unknown.
std::optional<DType> parseDType(llvm::StringRef s);
/// Size in bytes of one element (0 for Unknown and Str).
unsigned dtypeByteSize(DType t);
bool isFloatDType(DType t);
bool isIntegerDType(DType t); // signed and unsigned, not bool

/// One dimension of a tensor type: a canonical expression (a constant or a
/// symbolic expression) or unknown. Static dims are constant expressions.
class Dim {
public:
  Dim() = default; // unknown
  explicit Dim(shape::ExprRef e) : expr(e) {}

  bool isUnknown() const { return expr == nullptr; }
  bool isStatic() const { return expr && expr->isConstant(); }
  bool isSymbolic() const { return expr && !expr->isConstant(); }
  int64_t getStatic() const { return expr->getConstant(); }
  shape::ExprRef getExpr() const { return expr; }

  bool operator==(Dim o) const { return expr == o.expr; }
  bool operator!=(Dim o) const { return expr != o.expr; }
  void print(llvm::raw_ostream &os) const;

private:
  shape::ExprRef expr = nullptr;
};

class Type {
public:
  enum Kind : uint8_t {
    Tensor,   // tensor<[d0, d1], f32> | tensor<*, f32>
    Int,      // int      (a host integer, e.g. a size or a TorchScript int)
    Float,    // float
    Bool,     // bool
    String,   // str
    None,     // none
    Device,   // device
    Number,   // number: TorchScript's Scalar, an int, float or bool whose
              // kind is only known at run time (`x.item()`)
    List,     // list<T>
    Tuple,    // tuple<T1, T2>
    Optional, // optional<T>
    Opaque,   // opaque<"name">: a type the IR carries but does not model
  };

  Type() = default;
  explicit Type(const TypeStorage *impl) : impl(impl) {}

  explicit operator bool() const { return impl != nullptr; }
  Kind getKind() const;
  bool isTensor() const { return impl && getKind() == Tensor; }
  bool isNone() const { return impl && getKind() == None; }
  bool isScalar() const; // int, float, bool or number

  // Tensor accessors.
  DType getDType() const;
  bool hasRank() const;
  llvm::ArrayRef<Dim> getDims() const;
  int64_t getRank() const { return getDims().size(); }
  /// True if ranked and every dim is a constant.
  bool hasStaticShape() const;
  /// Number of elements of a static shape; nullopt otherwise.
  std::optional<int64_t> getNumElements() const;

  // List / Optional accessors.
  Type getElementType() const;
  // Tuple accessors.
  llvm::ArrayRef<Type> getTupleTypes() const;
  // Opaque accessor.
  llvm::StringRef getOpaqueName() const;

  Context &getContext() const;
  void print(llvm::raw_ostream &os) const;
  std::string str() const;

  const TypeStorage *getImpl() const { return impl; }
  bool operator==(Type o) const { return impl == o.impl; }
  bool operator!=(Type o) const { return impl != o.impl; }

private:
  const TypeStorage *impl = nullptr;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Type t) {
  t.print(os);
  return os;
}
inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Dim d) {
  d.print(os);
  return os;
}
inline llvm::hash_code hash_value(Type t) {
  return llvm::hash_value(t.getImpl());
}

} // namespace tocc

namespace llvm {
template <> struct DenseMapInfo<tocc::Type> {
  static tocc::Type getEmptyKey() {
    return tocc::Type(DenseMapInfo<const tocc::TypeStorage *>::getEmptyKey());
  }
  static tocc::Type getTombstoneKey() {
    return tocc::Type(
        DenseMapInfo<const tocc::TypeStorage *>::getTombstoneKey());
  }
  static unsigned getHashValue(tocc::Type t) {
    return DenseMapInfo<const tocc::TypeStorage *>::getHashValue(t.getImpl());
  }
  static bool isEqual(tocc::Type a, tocc::Type b) { return a == b; }
};
} // namespace llvm

#endif // TOCC_IR_TYPES_H
