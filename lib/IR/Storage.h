//===- Storage.h - Private layouts of uniqued types and attributes -------===//
#ifndef TOCC_LIB_IR_STORAGE_H
#define TOCC_LIB_IR_STORAGE_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Types.h"

#include "llvm/ADT/FoldingSet.h"

#include <cstring>

namespace tocc {

struct TypeStorage : llvm::FoldingSetNode {
  Context *ctx;
  Type::Kind kind;
  DType dtype = DType::Unknown;
  bool ranked = false;
  llvm::ArrayRef<Dim> dims;
  llvm::ArrayRef<Type> elements; // List/Optional: one; Tuple: all
  llvm::StringRef name;          // Opaque

  static void profile(llvm::FoldingSetNodeID &id, Type::Kind kind,
                      DType dtype, bool ranked, llvm::ArrayRef<Dim> dims,
                      llvm::ArrayRef<Type> elements, llvm::StringRef name) {
    id.AddInteger(unsigned(kind));
    id.AddInteger(unsigned(dtype));
    id.AddBoolean(ranked);
    id.AddInteger(unsigned(dims.size()));
    for (Dim d : dims)
      id.AddPointer(d.getExpr());
    id.AddInteger(unsigned(elements.size()));
    for (Type t : elements)
      id.AddPointer(t.getImpl());
    id.AddString(name);
  }
  void Profile(llvm::FoldingSetNodeID &id) const {
    profile(id, kind, dtype, ranked, dims, elements, name);
  }
};

/// One uniqued attribute. The fields are shared between the kinds (a
/// model read from ONNX has one string attribute per node, its name, so
/// this stays small: 40 bytes); dense attributes, which are not uniqued,
/// are a DenseAttributeStorage.
struct AttributeStorage : llvm::FoldingSetNode {
  Context *ctx;
  Attribute::Kind kind;
  /// The hash of the profile, kept so that the set compares and rehashes
  /// nodes without profiling them again (FoldingSetTrait below).
  unsigned profileHash = 0;
  union {
    int64_t intValue = 0;        // Int, Bool, DType; Float: the bits
    const void *data;            // String: the interned text; Array: elements
    const TypeStorage *typeImpl; // Type, Dense
  };
  size_t size = 0; // String, Array

  Type getType() const { return Type(typeImpl); }
  void setType(Type t) { typeImpl = t.getImpl(); }
  double getFloat() const {
    double d;
    std::memcpy(&d, &intValue, sizeof(d));
    return d;
  }
  void setFloat(double d) { std::memcpy(&intValue, &d, sizeof(d)); }
  llvm::StringRef getStr() const {
    return {static_cast<const char *>(data), size};
  }
  void setStr(llvm::StringRef s) {
    data = s.data();
    size = s.size();
  }
  llvm::ArrayRef<Attribute> getArray() const {
    return {static_cast<const Attribute *>(data), size};
  }
  void setArray(llvm::ArrayRef<Attribute> a) {
    data = a.data();
    size = a.size();
  }

  void Profile(llvm::FoldingSetNodeID &id) const {
    id.AddInteger(unsigned(kind));
    switch (kind) {
    case Attribute::String:
      id.AddString(getStr());
      break;
    case Attribute::Array:
      id.AddInteger(unsigned(size));
      for (Attribute a : getArray())
        id.AddPointer(a.getImpl());
      break;
    case Attribute::Type:
    case Attribute::Dense:
      id.AddPointer(typeImpl);
      break;
    default:
      id.AddInteger(intValue);
      break;
    }
  }
};

struct DenseAttributeStorage : AttributeStorage {
  std::shared_ptr<const ElementsBuffer> buffer; // null: elided
  mutable std::optional<llvm::hash_code> denseHash;
};

} // namespace tocc

/// Attributes are uniqued in a FoldingSet, whose default trait profiles
/// every node of a bucket on each lookup and every node on each growth: a
/// model with a string attribute per node (its name) spent a tenth of a
/// run there. A node's hash is kept, so only an equal hash is profiled.
template <>
struct llvm::FoldingSetTrait<tocc::AttributeStorage>
    : llvm::DefaultFoldingSetTrait<tocc::AttributeStorage> {
  static bool Equals(tocc::AttributeStorage &x, const FoldingSetNodeID &id,
                     unsigned idHash, FoldingSetNodeID &temp) {
    if (x.profileHash != idHash)
      return false;
    x.Profile(temp);
    return temp == id;
  }
  static unsigned ComputeHash(tocc::AttributeStorage &x, FoldingSetNodeID &) {
    return x.profileHash;
  }
};

#endif // TOCC_LIB_IR_STORAGE_H
