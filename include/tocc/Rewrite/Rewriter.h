//===- Rewriter.h - The Builder every rewrite writes with ----------------===//
//
// Decompositions (aten -> core), expansions (core -> core) and lowerings
// (core -> onnx) are all written with a Rewriter: it builds ops before the
// rewritten op, types them with their shape functions, reads the op's
// constant operands (with diagnostics that name the argument and say why
// it is not supported), and replaces the op. The registries are in
// Rewrite/Registry.h, the constant matchers in Rewrite/Matchers.h;
// docs/design.md shows how a rewrite is written.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_REWRITE_REWRITER_H
#define TOCC_REWRITE_REWRITER_H

#include "tocc/IR/Builder.h"
#include "tocc/IR/OpDef.h"
#include "tocc/Rewrite/Matchers.h"
#include "tocc/Shape/Expr.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace tocc {

using llvm::FailureOr;

/// The Builder every rewrite writes with: a decomposition, an expansion or a
/// lowering (LoweringRewriter adds the onnx builders). Created by a pass for
/// one op; its insertion point is before that op, every op it creates gets
/// the op's location and its result types from its shape function, and a
/// failed entry's ops are erased again. Ops are built through the classes
/// the op tables generate (`core::SubOp::create(rw, a, b)`), which call
/// createFromState; create/createOp by name are for ops without a class
/// (onnx ops, whose signatures vary by opset, and custom ops).
class Rewriter : public Builder {
public:
  /// The integer contents of values (sizes, shapes) the entry's shape
  /// functions read and set. A pass shares one map over a graph through
  /// `known`, so an entry sees what earlier entries computed (a size
  /// divided by 2 that becomes a view's shape); without it the rewriter
  /// keeps its own.
  using KnownValueMap =
      llvm::DenseMap<Value *, llvm::SmallVector<shape::ExprRef, 4>>;

  explicit Rewriter(Operation *op, KnownValueMap *known = nullptr);

  /// The op being decomposed.
  Operation *getOp() const { return op; }
  Location getLoc() const { return op->getLoc(); }

  /// Creates an op named `name` (it must be registered: a misspelled core
  /// op is reported as an error at the decomposed op, and nullptr returned)
  /// with one result of `resultType` at the decomposed op's location.
  Value *create(llvm::StringRef name, Type resultType,
                llvm::ArrayRef<Value *> operands,
                llvm::ArrayRef<NamedAttribute> attrs = {});
  /// As create, for an op of any number of results (core.split,
  /// core.topk); nullptr for an op no dialect declares.
  Operation *createOp(llvm::StringRef name, llvm::ArrayRef<Type> resultTypes,
                      llvm::ArrayRef<Value *> operands,
                      llvm::ArrayRef<NamedAttribute> attrs = {});

  /// As createOp, for an op with regions (prim.Loop): `numRegions` regions
  /// of one empty block each, which the caller fills (block arguments, ops
  /// created at setInsertionPointToEnd of the block, a tocc.yield); the
  /// result types are as given until refineTypes runs on the finished op.
  Operation *createRegionOp(llvm::StringRef name,
                            llvm::ArrayRef<Type> resultTypes,
                            llvm::ArrayRef<Value *> operands,
                            llvm::ArrayRef<NamedAttribute> attrs,
                            unsigned numRegions);
  /// Creates the op `state` describes (filled by a generated class's
  /// create(): operands, attributes, placeholder result types) and refines
  /// its result types with its shape function; nullptr (after an error at
  /// the rewritten op) for an op no loaded dialect declares.
  Operation *createFromState(OperationState &state);
  /// The type a generated create() gives a result before its shape function
  /// runs: an unranked tensor of unknown dtype for tensors, the scalar type
  /// for int / float / bool / str, `any` otherwise.
  Type placeholderType(TypeConstraint constraint);
  /// The attribute of an optional list argument of a generated create().
  Attribute intArrayAttr(llvm::ArrayRef<int64_t> values) {
    return getContext().getIntArrayAttr(values);
  }

  /// Runs the shape function of an op this rewriter created (one built
  /// with createRegionOp, once its regions are complete).
  void refineTypes(Operation *newOp) { refineResultType(newOp); }
  /// Replaces every result of `op` (which must be the decomposed op) by
  /// `values`, one per result, and erases `op`. A value created by this
  /// rewriter takes the replaced result's name, so names (and the ONNX
  /// tensor names made from them) survive; existing values keep theirs.
  void replaceOp(Operation *op, llvm::ArrayRef<Value *> values);
  bool hasReplaced() const { return replaced; }
  /// A trial run (the shape function of an aten op without one, see
  /// inferShapeByDecomposition): replaceOp records the values and leaves
  /// the op; the caller reads their types and erases what was created.
  void setTrialRun() { trial = true; }
  llvm::ArrayRef<Value *> getReplacements() const { return replacements; }
  /// Erases every op this rewriter created (after a failed entry).
  void eraseCreatedOps();

  //===--- Reading arguments -------------------------------------------===//
  // Each reads operand `i` of the decomposed op; on failure it emits an
  // error at the op naming the argument (from the op's schema, else
  // `operand #i`) and why, e.g. "argument 'size' (operand 1) must be a
  // constant list of ints, but it is computed by 'aten.size.int'".

  FailureOr<int64_t> readInt(unsigned i);
  FailureOr<double> readFloat(unsigned i);
  FailureOr<bool> readBool(unsigned i);
  FailureOr<std::string> readString(unsigned i);
  FailureOr<llvm::SmallVector<int64_t, 4>> readIntList(unsigned i);
  /// True if the argument is none (absent); false for any other value.
  bool isNone(unsigned i) { return matchConstantNone(op->getOperand(i)); }
  /// nullopt for none, else as readInt.
  FailureOr<std::optional<int64_t>> readOptionalInt(unsigned i);
  /// A tensor operand (failure if it is not tensor-typed).
  FailureOr<Value *> readTensor(unsigned i);
  /// readTensor, or operand `i` itself when it is none (an optional bias
  /// the entry passes on as it is).
  FailureOr<Value *> readTensorOrNone(unsigned i);
  /// The rank of tensor operand `i` (failure if unranked: the entry needs
  /// it, e.g. to normalize a dim; run with known input shapes).
  FailureOr<int64_t> readRank(unsigned i);
  /// readInt, then normalizeDim against `rank`.
  FailureOr<int64_t> readDim(unsigned i, int64_t rank);

  /// "argument 'self' (operand 0)" for messages.
  std::string describeOperand(unsigned i) const;
  /// An error at the decomposed op, prefixed with `'<op name>' op `.
  InFlightDiagnostic emitError(const llvm::Twine &msg = {});

  //===--- Building ------------------------------------------------------===//

  /// A 0-d core.constant of `dtype` holding `value` (converted as C++ does).
  Value *createScalarConstant(DType dtype, double value);
  /// A 1-D i64 core.constant (shapes, axes, indices).
  Value *createI64Constant(llvm::ArrayRef<int64_t> values);
  /// `v` cast to `dtype` with core.cast, or `v` itself if it already has
  /// that dtype or either dtype is unknown.
  Value *castTo(Value *v, DType dtype);
  /// A tensor type of `dtype` with the dims of `like` if it is ranked,
  /// else unranked.
  Type tensorTypeLike(Type like, DType dtype);
  /// An unranked tensor type.
  Type unrankedTensorType(DType dtype);

private:
  void refineResultType(Operation *newOp);
  /// A constant int, or an int (or 0-d integer tensor) whose value earlier
  /// entries' shape functions computed; the same for a list of them.
  std::optional<int64_t> knownInt(Value *v) const;
  std::optional<llvm::SmallVector<int64_t, 4>> knownIntList(Value *v) const;

  Operation *op;
  llvm::SmallVector<Operation *, 8> created;
  bool trial = false;
  llvm::SmallVector<Value *, 2> replacements;
  /// Integer contents of values (shape functions read constant shapes and
  /// axes from them): the pass's map, or ownKnownValues.
  KnownValueMap ownKnownValues;
  KnownValueMap &knownValues;
  bool replaced = false;
};

/// Moves the ops of `block` but its terminator before `before`; returns the
/// terminator's operands.
llvm::SmallVector<Value *, 4> inlineBlockBefore(Block &block,
                                                Operation *before);

/// Erases the ops of `candidates` that are unused and side-effect free, and
/// then their producers that become so (dead code left by a rewrite).
void eraseDeadOps(llvm::SetVector<Operation *> &candidates);

} // namespace tocc

#endif // TOCC_REWRITE_REWRITER_H
