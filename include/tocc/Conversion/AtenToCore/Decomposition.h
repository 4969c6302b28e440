//===- Decomposition.h - The aten -> core decomposition registry ---------===//
//
// tocc lowers ATen programs in two steps: `decompose` rewrites aten ops into
// core ops, then `lower-to-onnx` turns core into onnx. This header is the
// first step's extension point:
//
//   - a registry of decompositions keyed by op name and overload
//     (`aten.add.Tensor`), which builtin entries, tools and plugins fill;
//   - DecompositionRewriter, the Builder an entry writes its core ops with,
//     with the readers every entry needs (constant ints, lists, none, ...)
//     and the diagnostics they emit when an argument is not supported;
//   - torch's dtype promotion and small helpers (scalar constants, casts,
//     negative dims).
//
// docs/decompositions.md shows how to write an entry in C++ and in a plugin.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_CONVERSION_ATENTOCORE_DECOMPOSITION_H
#define TOCC_CONVERSION_ATENTOCORE_DECOMPOSITION_H

#include "tocc/IR/Builder.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tocc {

using llvm::FailureOr;
class DecompositionRewriter;

//===----------------------------------------------------------------------===//
// The registry
//===----------------------------------------------------------------------===//

/// Rewrites `op` into core ops. The function builds the replacement with
/// `rewriter` (its insertion point is before `op`, and every op it creates
/// gets `op`'s location), then calls `rewriter.replaceOp(op, values)` with
/// one value per result of `op`. When an argument is not supported it emits
/// an error at `op` (the rewriter's read* helpers do so, naming the
/// argument and saying why) and returns failure(); the ops it created are
/// then erased and `op` is left as it was.
///
/// An entry may erase only `op` (through replaceOp). A std::function rather
/// than a function pointer so plugins and tests can register lambdas that
/// capture state.
using DecompositionFn = std::function<LogicalResult(
    DecompositionRewriter &rewriter, Operation *op)>;

/// The IR spelling of an op name: `aten::add.Tensor` and `aten.add.Tensor`
/// are `aten.add.Tensor`, `mylib::op` is `mylib.op`. Errors (an empty
/// namespace or name, characters other than letters, digits, `_` and `.`,
/// a second `::`) quote the name.
llvm::Expected<std::string> normalizeDecompositionName(llvm::StringRef opName);

/// Registers `fn` for `opName` (any spelling normalizeDecompositionName
/// accepts). Registering a name that already has an entry is an error
/// naming the op unless `override` is true, in which case the entry is
/// replaced and the replacement recorded (recordRegistrationOverride), so
/// a tool that loaded the plugin says so.
///
/// Not thread-safe: register from main() or a plugin's registerAll, before
/// any pass runs. A plugin turns the error into a load failure that names
/// the plugin with recordRegistrationConflict (Support/Plugin.h).
llvm::Error registerDecomposition(llvm::StringRef opName, DecompositionFn fn,
                                  bool override = false);
/// Whether `opName` (any accepted spelling) has an entry.
bool isDecompositionRegistered(llvm::StringRef opName);
/// The entry for `opName` (any accepted spelling), or null.
const DecompositionFn *lookupDecomposition(llvm::StringRef opName);
/// Every registered name in IR spelling, sorted.
std::vector<std::string> getRegisteredDecompositions();
/// Marks `opName` as lowered straight to onnx (registerLowering calls it
/// for every op it gets): `decompose` keeps such an op when it has no
/// decomposition instead of reporting it, so `lower-to-onnx` lowers it (a
/// custom op or an ATen op a plugin lowers directly). A decomposition, when
/// registered too, still wins.
void noteDirectLowering(llvm::StringRef opName);
/// Whether noteDirectLowering was called for `opName` (IR spelling).
bool hasDirectLowering(llvm::StringRef opName);
/// Why tocc's own entries leave `opName` (IR spelling) without a
/// decomposition, for ops it decided not to decompose (`aten.ctc_loss`: a
/// dynamic program over time); empty for any other op. The `decompose`
/// error and tocc-export's unsupported-op report append it.
llvm::StringRef getUndecomposedReason(llvm::StringRef opName);
/// Who registered the entry of `opName`: "builtin" or "plugin 'name'";
/// empty if it has none.
std::string getDecompositionSource(llvm::StringRef opName);

/// A table of op rewrites keyed by op name in IR spelling, sorted: the
/// decomposition registry and the core->core expansion registry
/// (CoreToCore/Expansion.h) are two of them. `kind` names an entry in
/// messages ("a decomposition", "an expansion").
class RewriteRegistry {
public:
  RewriteRegistry(llvm::StringRef article, llvm::StringRef kind)
      : article(article.str()), kind(kind.str()) {}
  /// Registers `fn` for `opName` (any spelling normalizeDecompositionName
  /// accepts); an existing entry is an error unless `override`.
  llvm::Error add(llvm::StringRef opName, DecompositionFn fn, bool override);
  /// The entry for `opName` (any accepted spelling), or null.
  const DecompositionFn *lookup(llvm::StringRef opName) const;
  /// Every registered name in IR spelling, sorted.
  std::vector<std::string> names() const;
  /// Who registered the entry of `opName` ("builtin" or "plugin 'name'",
  /// Support/Plugin.h getCurrentRegistrant); empty if there is none.
  std::string sourceOf(llvm::StringRef opName) const;

private:
  struct Entry {
    DecompositionFn fn;
    std::string source;
  };
  const Entry *find(llvm::StringRef opName) const;

  std::string article, kind;
  std::map<std::string, Entry, std::less<>> entries;
};

/// Registers tocc's own entries (the seed set in lib/Conversion/AtenToCore).
/// Idempotent.
void registerAtenDecompositions();

class InferenceContext;
/// The shape function of an op that has none but has a decomposition: the
/// types of what it decomposes into, from a trial decomposition that is
/// erased again (ShapeByDecomposition.cpp). registerAtenDecompositions
/// makes it the fallback shape function.
LogicalResult inferShapeByDecomposition(InferenceContext &ic);

//===----------------------------------------------------------------------===//
// Torch's dtype promotion
//===----------------------------------------------------------------------===//

/// How an operand takes part in torch's type promotion
/// (at::native::result_type): tensors with dims decide first, 0-d tensors
/// only if of a higher category, Python scalars (wrapped numbers) only if of
/// a higher category still; categories are bool < integral < floating <
/// complex.
enum class PromotionKind { Tensor, ZeroDimTensor, WrappedScalar };

struct PromotionOperand {
  DType dtype;
  PromotionKind kind = PromotionKind::Tensor;
};

/// A tensor operand's kind: ZeroDimTensor for rank 0, Tensor otherwise
/// (also when unranked, the common case; see promoteResultType).
PromotionOperand promotionOperandOf(Type tensorType);
/// A Python scalar operand (`x + 2.5`): its dtype is torch's default for
/// its kind, i64 for int, f32 (the default dtype) for float, bool for bool.
PromotionOperand wrappedScalar(DType kindDType);

/// torch's result dtype of the operands: within the highest priority class
/// present the usual promotion (torch.promote_types), and a lower class
/// counts only when its category is higher (`i32 tensor + 2.5` is f32,
/// `f16 tensor + 2.5` is f16, `i32 tensor + 2` is i32, `bool tensor + 2`
/// is i64). DType::Unknown if any dtype is unknown; nullopt for a dtype
/// torch does not have (u16, u32, u64, str).
std::optional<DType> promoteResultType(llvm::ArrayRef<PromotionOperand> ops);

//===----------------------------------------------------------------------===//
// Small helpers (no diagnostics)
//===----------------------------------------------------------------------===//

/// `dim` in [-rank, rank) made non-negative; nullopt if out of range. Rank 0
/// accepts -1 and 0 (as torch does, treating it as rank 1).
std::optional<int64_t> normalizeDim(int64_t dim, int64_t rank);

/// The bytes of one element of `dtype` holding `value`, converted as C++
/// converts a double (f16/bf16 rounded to nearest even).
std::vector<char> scalarConstantBytes(DType dtype, double value);

/// A constant's value as an entry reads it: prim.Constant of int / float /
/// bool / str / none, or prim.ListConstruct whose elements are such
/// constants. nullopt if `v` is not defined that way.
std::optional<int64_t> matchConstantInt(Value *v);
/// Ints are accepted too (TorchScript passes `2` where a float is allowed).
std::optional<double> matchConstantFloat(Value *v);
std::optional<bool> matchConstantBool(Value *v);
std::optional<std::string> matchConstantString(Value *v);
std::optional<llvm::SmallVector<int64_t, 4>> matchConstantIntList(Value *v);
/// True for `prim.Constant : none` (an absent optional argument).
bool matchConstantNone(Value *v);

/// The argument names of a TorchScript schema (a custom op's `tocc.schema`):
/// `ns::op(Tensor x, float beta=1., *, int[2] k) -> Tensor` gives x, beta,
/// k; empty if it does not parse.
llvm::SmallVector<std::string, 4> schemaArgumentNames(llvm::StringRef schema);

//===----------------------------------------------------------------------===//
// DecompositionRewriter
//===----------------------------------------------------------------------===//

/// The Builder a decomposition writes with. Created by the `decompose` pass
/// for one op; its insertion point is before that op, and create() gives
/// every new op the op's location.
class DecompositionRewriter : public Builder {
public:
  /// The integer contents of values (sizes, shapes) the entry's shape
  /// functions read and set. A pass shares one map over a graph through
  /// `known`, so an entry sees what earlier entries computed (a size
  /// divided by 2 that becomes a view's shape); without it the rewriter
  /// keeps its own.
  using KnownValueMap =
      llvm::DenseMap<Value *, llvm::SmallVector<shape::ExprRef, 4>>;

  explicit DecompositionRewriter(Operation *op, KnownValueMap *known = nullptr);

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

} // namespace tocc

#endif // TOCC_CONVERSION_ATENTOCORE_DECOMPOSITION_H
