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

struct AttributeStorage : llvm::FoldingSetNode {
  Context *ctx;
  Attribute::Kind kind;
  /// The hash of the profile, kept so that the set compares and rehashes
  /// nodes without profiling them again (FoldingSetTrait below).
  unsigned profileHash = 0;
  int64_t intValue = 0;    // Int, Bool, DType
  double floatValue = 0;   // Float
  llvm::StringRef str;     // String
  Type type;               // Type, Dense
  llvm::ArrayRef<Attribute> array;
  std::shared_ptr<const ElementsBuffer> buffer; // Dense (null: elided)
  mutable std::optional<llvm::hash_code> denseHash;

  void Profile(llvm::FoldingSetNodeID &id) const {
    id.AddInteger(unsigned(kind));
    id.AddInteger(intValue);
    uint64_t bits;
    std::memcpy(&bits, &floatValue, sizeof(bits));
    id.AddInteger(bits);
    id.AddString(str);
    id.AddPointer(type.getImpl());
    id.AddInteger(unsigned(array.size()));
    for (Attribute a : array)
      id.AddPointer(a.getImpl());
  }
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
