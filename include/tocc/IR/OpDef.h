//===- OpDef.h - What an op is: operands, results, attributes, hooks -----===//
//
// Each dialect declares its ops once, in a table (include/tocc/Dialect/<D>/
// <D>Ops.ops) that utils/gen-ops.py turns at build time into OpDef
// registration code and typed accessor classes. The generic verifier checks
// every op against its OpDef; per-op hooks add op-specific rules.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_OPDEF_H
#define TOCC_IR_OPDEF_H

#include "tocc/IR/Operation.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <vector>

namespace tocc {

class Context;

/// What kind of value an operand or result may be.
enum class TypeConstraint : uint8_t {
  Any,           // any type
  Tensor,        // tensor
  OptionalTensor,// tensor, optional<tensor> or none (an absent input)
  Int,           // int
  Float,         // float
  Bool,          // bool
  Scalar,        // int, float or bool
  Str,           // str
  List,          // list<...>
  TensorList,    // list<tensor>
};
llvm::StringRef typeConstraintName(TypeConstraint c);
bool satisfiesConstraint(Type t, TypeConstraint c);

/// How many values an operand/result slot takes.
enum class Arity : uint8_t { Single, Optional, Variadic };

struct ArgDef {
  llvm::StringRef name;
  TypeConstraint constraint;
  Arity arity;
};

/// The kind an attribute must have.
enum class AttrConstraint : uint8_t {
  Any,
  Int,
  Float,
  Bool,
  String,
  DType,
  Type,
  Ints,    // array of int
  Floats,  // array of float
  Strings, // array of string
  Array,   // any array
  Dense,   // dense tensor
};
llvm::StringRef attrConstraintName(AttrConstraint c);
bool satisfiesConstraint(Attribute a, AttrConstraint c);

struct AttrDef {
  llvm::StringRef name;
  AttrConstraint constraint;
  bool required;
  llvm::StringRef defaultValue; // text form, empty if none
};

using OpVerifyFn = LogicalResult (*)(Operation *op);
class InferenceContext;
/// Derives result types (see ShapeInference.h).
using OpInferShapeFn = LogicalResult (*)(InferenceContext &ctx);

struct OpDef {
  llvm::StringRef name;    // `core.add`
  llvm::StringRef dialect; // `core`
  llvm::StringRef summary;
  uint32_t traits = 0;     // OpTrait bits
  std::vector<ArgDef> operands;
  std::vector<ArgDef> results;
  std::vector<AttrDef> attrs;
  unsigned numRegions = 0;
  /// Allow attributes the table does not declare (e.g. generic ops).
  bool allowUnknownAttrs = false;
  /// Op-specific verification, run after the generic checks pass.
  OpVerifyFn verify = nullptr;
  /// The op's shape function (ShapeInference.h); null if it has none yet.
  OpInferShapeFn inferShape = nullptr;

  bool hasTrait(OpTrait t) const { return (traits & t) != 0; }
  const AttrDef *lookupAttr(llvm::StringRef attrName) const;
};

/// A dialect: a namespace and its ops.
class Dialect {
public:
  explicit Dialect(llvm::StringRef name, llvm::StringRef summary = "")
      : name(name), summary(summary) {}
  llvm::StringRef getName() const { return name; }
  llvm::StringRef getSummary() const { return summary; }
  /// Registers an op; its name must start with `<dialect>.`. Registering a
  /// name again replaces the earlier definition. Returns the stored
  /// definition.
  OpDef &addOp(OpDef def);
  const OpDef *lookup(llvm::StringRef fullName) const;
  /// Mutable access, for attaching hooks after the table is registered.
  OpDef *lookupMutable(llvm::StringRef fullName);
  const std::vector<std::unique_ptr<OpDef>> &getOps() const { return ops; }
  /// Whether an op of this dialect in a branch of a conditional may fail
  /// its shape function without making the module invalid: the branch may
  /// never run (TorchScript's aten and prim, before the language stage
  /// folds the condition). Core and onnx ops are always checked.
  bool getShapesMayFailInBranches() const { return shapesMayFailInBranches; }
  void setShapesMayFailInBranches(bool v) { shapesMayFailInBranches = v; }

private:
  friend class Context;
  bool shapesMayFailInBranches = false;
  Context *ctx = nullptr; // set when the context creates the dialect
  std::string name;
  std::string summary;
  std::vector<std::unique_ptr<OpDef>> ops;
  llvm::StringMap<OpDef *> index;
};

} // namespace tocc

#endif // TOCC_IR_OPDEF_H
