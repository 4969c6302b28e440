//===- ShapeInference.h - Result types from operand types, per op --------===//
//
// Every op has one shape function (OpDef::inferShape) that derives its
// result types — dtype and dims, symbolic where the operands are — from its
// operand types, attributes and any integer values known at compile time
// (sizes read with aten.size, constants, lists of them). The same function
// serves the `infer-shapes` pass (which refines declared types), the
// verifier (which checks declared types against it) and the lowerings.
//
// Where an answer depends on something the symbol facts cannot decide (is
// `3*batch` divisible by 4?), a shape function either returns a result that
// is right in general or records a guard on the module; it never assumes
// silently.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_SHAPEINFERENCE_H
#define TOCC_IR_SHAPEINFERENCE_H

#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <functional>

#include <optional>

namespace tocc {

/// Integer contents known at compile time, per value: one entry for an int
/// or a 0-d tensor, one per element for a list<int> or a 1-D int tensor;
/// null entries are unknown elements.
using KnownValues = llvm::DenseMap<Value *, llvm::SmallVector<shape::ExprRef, 4>>;

/// What a shape function sees and produces for one op.
class InferenceContext {
public:
  InferenceContext(Operation *op, shape::ShapeEnv &env, KnownValues &values);

  Operation *getOp() const { return op; }
  /// The integer contents known so far (shared over the walk).
  KnownValues &getKnownValues() const { return values; }
  /// A context for another op (one that defines an operand of this one)
  /// sharing this one's environment and known values: to read that op's
  /// operands as its own shape function would.
  InferenceContext forOp(Operation *other) const {
    InferenceContext ic(other, env, values);
    ic.onDemand = onDemand;
    return ic;
  }
  /// Called for the defining op of an operand whose contents are asked for
  /// and not known yet (the walk did not reach it: checkShapes); returns
  /// true if it ran that op's shape function.
  using OnDemandFn = std::function<bool(Operation *)>;
  void setOnDemand(const OnDemandFn *fn) { onDemand = fn; }
  Context &getContext() const { return op->getContext(); }
  shape::ShapeEnv &getEnv() const { return env; }
  shape::ExprContext &getExprs() const { return env.getContext(); }
  shape::ExprRef getConstant(int64_t v) const {
    return getExprs().getConstant(v);
  }

  unsigned getNumOperands() const { return op->getNumOperands(); }
  Type getOperandType(unsigned i) const {
    return op->getOperand(i)->getType();
  }
  bool isNoneOperand(unsigned i) const { return getOperandType(i).isNone(); }
  /// The dims of a ranked tensor operand (null entries are unknown dims);
  /// nullopt for an unranked tensor or a non-tensor.
  std::optional<llvm::SmallVector<shape::ExprRef, 4>>
  getOperandShape(unsigned i) const;
  /// The known integer contents of an operand (see KnownValues), or nullopt.
  std::optional<llvm::SmallVector<shape::ExprRef, 4>>
  getOperandValues(unsigned i) const;
  /// The known value of an operand holding one integer, or null.
  shape::ExprRef getOperandScalar(unsigned i) const;

  /// Sets an inferred result type. Results left unset keep their declared
  /// type.
  void setResultType(unsigned i, Type t);
  /// Sets a ranked tensor result; null dims are unknown.
  void setResultShape(unsigned i, DType dtype,
                      llvm::ArrayRef<shape::ExprRef> dims);
  /// Records the integer contents of a result (for later ops' inference).
  void setResultValues(unsigned i, llvm::ArrayRef<shape::ExprRef> values);
  /// The inferred type of result i (null if not set).
  Type getInferredType(unsigned i) const { return inferred[i]; }

  /// Records a guard (with this op and its location as the reason); when
  /// the environment is only checking (not recording), just evaluates it.
  /// Returns Truth::False if the guard is provably violated, after
  /// reporting an error.
  shape::Truth addGuard(shape::Guard g);

  InFlightDiagnostic emitOpError() { return op->emitOpError(); }
  /// Reports an error from a shape function of the Shape library.
  LogicalResult fail(llvm::Error err);

  /// For an op whose regions take block arguments (a loop body, whose
  /// carried values' types depend on what the body yields): infers the
  /// types inside `region` with its arguments typed `argTypes`. Every call
  /// starts again from the types the region had before the first one, so a
  /// shape function may iterate to a fixpoint; runs with `final` false
  /// record no guards, and only the final run's types are kept. A region
  /// the shape function does not run this way is inferred after it, with
  /// its arguments' declared types. Outside the shape inference walk (a
  /// rewriter refining one op) it does nothing: the region keeps its types.
  LogicalResult inferRegion(Region &region, llvm::ArrayRef<Type> argTypes,
                            bool final);
  using RegionRunner =
      std::function<LogicalResult(Region &, llvm::ArrayRef<Type>, bool)>;
  void setRegionRunner(RegionRunner runner) {
    regionRunner = std::move(runner);
  }

private:
  Operation *op;
  shape::ShapeEnv &env;
  KnownValues &values;
  llvm::SmallVector<Type, 2> inferred;
  RegionRunner regionRunner;
  const OnDemandFn *onDemand = nullptr;
};

using InferShapeFn = LogicalResult (*)(InferenceContext &);

/// Attaches shape functions to ops of a dialect by op name. Returns false and
/// leaves the table unchanged if a name is not an op of the dialect.
struct ShapeFnEntry {
  llvm::StringRef opName;
  InferShapeFn fn;
};
bool attachShapeFunctions(Dialect &dialect,
                          llvm::ArrayRef<ShapeFnEntry> entries);

/// Registers a shape function for ops whose dialect gives them none: a
/// custom op no dialect declares (TorchScript's `myops::scaled_swish`
/// imports as the generic op `myops.scaled_swish`), or a declared op
/// without one. `opName` is the IR spelling or `ns::name`. A second entry
/// for a name is an error unless `override`, which replaces it and records
/// the replacement (Support/Plugin.h recordRegistrationOverride). Not
/// thread-safe: register from main() or a plugin's registerAll.
llvm::Error registerShapeFunction(llvm::StringRef opName, InferShapeFn fn,
                                  bool override = false);
/// The shape function of ops without one of their own (no dialect entry,
/// none registered) and without regions: the aten dialect's decompositions
/// give one (inferShapeByDecomposition). It must leave types alone, and
/// succeed, when it cannot tell. Set once, at registration.
void setFallbackShapeFunction(InferShapeFn fn);

/// The registered shape function of `opName` (either spelling), or null.
InferShapeFn lookupShapeFunction(llvm::StringRef opName);
/// Who registered it ("builtin" or "plugin 'name'"); empty if nobody did.
std::string getShapeFunctionSource(llvm::StringRef opName);
/// The shape function that runs for `op`: its dialect's, else the
/// registered one for its name; null if it has neither.
InferShapeFn getShapeFunction(const Operation *op);
/// Runs `op`'s shape function and merges each inferred result type into
/// the declared one (a conflict keeps the declared type), recording the
/// integer contents it derives in `values`. Nothing happens for an op
/// without a shape function or outside a graph. For rewrites that create
/// ops and need later ops to see their dims.
void refineResultTypes(Operation *op, KnownValues &values);

enum class InferenceMode {
  /// Replace unknown dims and dtypes of declared types by inferred ones;
  /// declare the symbols of graph inputs (range [2, inf) unless declared);
  /// record guards; update graph signatures.
  Refine,
  /// Report declared types that contradict inference; change nothing.
  Check,
};

/// Runs every op's shape function in program order (regions first, then the
/// op that owns them; an op whose regions take arguments runs them itself
/// through InferenceContext::inferRegion). Reports errors naming the op, its result and both
/// types.
LogicalResult inferShapes(Module &module, InferenceMode mode);
/// inferShapes' Check on the given ops only (in program order, as
/// verifyChanged collects them; an op whose regions take arguments checks
/// its regions too). The integer contents of their operands are computed on
/// demand, from the defining ops' shape functions.
LogicalResult checkShapes(Module &module, llvm::ArrayRef<Operation *> ops);

/// Merges a declared and an inferred type: unknown parts of either are
/// filled from the other (an optional or a `number` narrows to the kind
/// the other knows); known parts must be provably equal. Returns a null
/// Type on a conflict.
Type mergeTypes(Type declared, Type inferred, const shape::ShapeEnv &env);

//===--- Shared shape functions -------------------------------------------===//

/// Tensor operands broadcast (NumPy rules) into one result whose dtype is
/// the common dtype of the tensor operands (an error if they differ and
/// none is unknown). Non-tensor operands are ignored.
LogicalResult inferBroadcastSameDType(InferenceContext &ic);
/// The single result has the type of operand 0.
LogicalResult inferSameAsFirstOperand(InferenceContext &ic);

//===--- Known integer values ---------------------------------------------===//
// Shape arithmetic on small integer tensors (`shape_of(x)[0] floordiv 2`)
// is followed element by element, so that a reshape or slice whose operand
// was computed from shapes still infers exactly.

/// The elements of a dense integer or bool constant with at most `limit`
/// elements; nullopt for other dtypes, elided data or larger constants.
std::optional<llvm::SmallVector<int64_t, 4>>
readDenseInts(Attribute dense, int64_t limit = 64);

/// For an elementwise binary op whose operands both have known values:
/// records the values of result 0, NumPy-broadcast (the value lists have
/// length 1 or a common length), with `fn` applied per element. `fn`
/// returns null for an element it cannot compute; null inputs give null.
/// Records nothing if either operand's values are not known.
void inferBinaryValues(
    InferenceContext &ic,
    llvm::function_ref<shape::ExprRef(shape::ExprRef, shape::ExprRef)> fn);

/// A known integer value converted to `dtype`: itself for i64; for other
/// integer dtypes itself if the ShapeEnv proves it in range; for bool 0 or
/// 1 if the ShapeEnv decides `v != 0`; null otherwise (floats are not
/// tracked).
shape::ExprRef castKnownValue(const shape::ShapeEnv &env, shape::ExprRef v,
                              DType dtype);

} // namespace tocc

#endif // TOCC_IR_SHAPEINFERENCE_H
