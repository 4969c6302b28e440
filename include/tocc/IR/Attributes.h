//===- Attributes.h - Compile-time constant data attached to operations --===//
//
// Attributes are immutable. Scalar, string, dtype and array attributes are
// uniqued by the Context (equality is pointer equality). Dense tensor
// attributes are not uniqued: their bytes live in an ElementsBuffer that can
// be shared with a LibTorch tensor or an mmapped file without a copy, and
// equality compares type and bytes.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_ATTRIBUTES_H
#define TOCC_IR_ATTRIBUTES_H

#include "tocc/IR/Types.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <optional>
#include <vector>

namespace tocc {

struct AttributeStorage;

/// Bytes of a dense tensor constant in row-major order. Subclasses decide
/// who owns them (a heap block, a LibTorch tensor, an mmapped file).
class ElementsBuffer {
public:
  virtual ~ElementsBuffer();
  virtual llvm::ArrayRef<char> getData() const = 0;
};

/// A buffer that owns its bytes.
class OwnedElementsBuffer final : public ElementsBuffer {
public:
  explicit OwnedElementsBuffer(std::vector<char> bytes)
      : bytes(std::move(bytes)) {}
  llvm::ArrayRef<char> getData() const override { return bytes; }

private:
  std::vector<char> bytes;
};

/// Bytes of a slice of a file, memory-mapped (not read) when the slice is
/// large: ONNX external data and weight files are used in place.
class MappedFileElementsBuffer final : public ElementsBuffer {
public:
  /// Maps `length` bytes at `offset` of `path`. Errors name the file and
  /// say whether it is missing or too short.
  static llvm::Expected<std::shared_ptr<MappedFileElementsBuffer>>
  create(llvm::StringRef path, uint64_t offset, uint64_t length);
  llvm::ArrayRef<char> getData() const override;
  ~MappedFileElementsBuffer() override;

private:
  explicit MappedFileElementsBuffer(std::unique_ptr<llvm::MemoryBuffer> buf);
  std::unique_ptr<llvm::MemoryBuffer> buffer;
};

class Attribute {
public:
  enum Kind : uint8_t {
    Int,    // 3
    Float,  // 1.5
    Bool,   // true
    String, // "text"
    DType,  // f32
    Type,   // type<tensor<[2], f32>>
    Array,  // [1, 2, 3]
    Dense,  // dense<tensor<[2], f32>, [1.0, 2.0]>
  };

  Attribute() = default;
  explicit Attribute(const AttributeStorage *impl) : impl(impl) {}
  explicit operator bool() const { return impl != nullptr; }

  Kind getKind() const;
  bool isInt() const { return impl && getKind() == Int; }
  bool isFloat() const { return impl && getKind() == Float; }
  bool isBool() const { return impl && getKind() == Bool; }
  bool isString() const { return impl && getKind() == String; }
  bool isDType() const { return impl && getKind() == DType; }
  bool isType() const { return impl && getKind() == Type; }
  bool isArray() const { return impl && getKind() == Array; }
  bool isDense() const { return impl && getKind() == Dense; }

  int64_t getInt() const;
  double getFloat() const;
  bool getBool() const;
  llvm::StringRef getString() const;
  tocc::DType getDType() const;
  tocc::Type getType() const;
  llvm::ArrayRef<Attribute> getArray() const;
  /// For an Array whose elements are all Int: the values; nullopt otherwise.
  std::optional<llvm::SmallVector<int64_t, 4>> getIntArray() const;
  std::optional<llvm::SmallVector<double, 4>> getFloatArray() const;

  /// Dense accessors: the tensor type (static shape), and the raw bytes.
  /// isElided() is true for a constant whose data was elided in the text
  /// form (`dense<tensor<...>, elided>`): it has a type but no bytes.
  tocc::Type getDenseType() const;
  bool isElided() const;
  llvm::ArrayRef<char> getRawData() const;
  const std::shared_ptr<const ElementsBuffer> &getBuffer() const;

  Context &getContext() const;
  void print(llvm::raw_ostream &os) const;
  std::string str() const;

  const AttributeStorage *getImpl() const { return impl; }
  /// Pointer equality for uniqued kinds; type+bytes equality for Dense.
  bool operator==(Attribute o) const;
  bool operator!=(Attribute o) const { return !(*this == o); }

private:
  const AttributeStorage *impl = nullptr;
};

/// Consistent with operator==: dense attributes hash their type and bytes.
llvm::hash_code hash_value(Attribute a);

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Attribute a) {
  a.print(os);
  return os;
}

/// An attribute with its name. Names are interned in the Context.
struct NamedAttribute {
  llvm::StringRef name;
  Attribute value;
};

/// A small, name-sorted list of attributes.
class NamedAttrList {
public:
  NamedAttrList() = default;
  NamedAttrList(llvm::ArrayRef<NamedAttribute> attrs);

  /// Returns the attribute with this name, or a null Attribute.
  Attribute get(llvm::StringRef name) const;
  /// Sets (replacing) an attribute. The name must be interned or outlive
  /// the list; Operation::setAttr interns it for you.
  void set(llvm::StringRef name, Attribute value);
  /// Removes; returns true if it was present.
  bool erase(llvm::StringRef name);

  llvm::ArrayRef<NamedAttribute> getAttrs() const { return attrs; }
  size_t size() const { return attrs.size(); }
  bool empty() const { return attrs.empty(); }
  auto begin() const { return attrs.begin(); }
  auto end() const { return attrs.end(); }
  bool operator==(const NamedAttrList &o) const;

private:
  /// Sorted by name. One inline: an op read from ONNX usually has just its
  /// name, and every Operation holds a list (docs/design.md, "The IR in
  /// memory").
  llvm::SmallVector<NamedAttribute, 1> attrs;
};

} // namespace tocc

#endif // TOCC_IR_ATTRIBUTES_H
