//===- ShapeFunctionHelpers.h - What dialects write shape functions with --===//
//
// The dialects' shape functions (one per op, tocc/IR/ShapeInference.h) are
// written with these: small helpers over an InferenceContext (operand
// dtypes, present operands, known integer values, index vectors), and the
// shape functions of ops with the same semantics in several dialects
// (core.gather and onnx.Gather, core.concat and onnx.Concat, ...),
// parameterized where the ops differ (where an attribute lives, which index
// dtypes are allowed, ONNX-vs-torch rules). A dialect attaches a shared
// function to its op by name, as it does its own.
//
// The dim arithmetic underneath (broadcasting, conv output sizes, reshape,
// slicing, ...) is the Shape library's (tocc/Shape/ShapeRules.h), which
// knows no ops and no IR.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_SHAPEFUNCTIONHELPERS_H
#define TOCC_IR_SHAPEFUNCTIONHELPERS_H

#include "tocc/IR/ShapeInference.h"
#include "tocc/Shape/ShapeRules.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace tocc {

//===--- Helpers ----------------------------------------------------------===//

/// The dtype of a tensor operand; Unknown for a non-tensor (none included).
DType dtypeOf(InferenceContext &ic, unsigned i);

/// Sets an unranked tensor result of dtype `dt`.
void setUnranked(InferenceContext &ic, DType dt, unsigned result = 0);

/// A dim for an error message: its expression, or `?` when unknown.
std::string exprStr(shape::ExprRef e);

shape::DimList toDims(llvm::ArrayRef<shape::ExprRef> dims);

/// An optional operand is present: in its slot and not `none`.
bool isPresent(InferenceContext &ic, unsigned i);

/// The common dtype of the listed tensor operands (absent ones skipped); an
/// error if two known ones differ.
llvm::FailureOr<DType> commonDType(InferenceContext &ic,
                                   llvm::ArrayRef<unsigned> operands);

/// Operands holding a list of integers (shape, starts, axes, ...) are 1-D
/// int64 tensors (int32 too when `allowI32`); `dtypeNames` spells the
/// allowed dtypes in the error as the dialect names them ("i64", "int64",
/// "int32 or int64"). An absent operand passes.
LogicalResult checkIndexVector(InferenceContext &ic, unsigned i,
                               llvm::StringRef name, llvm::StringRef dtypeNames,
                               bool allowI32 = false);

/// The entries of a 1-D integer operand: its known values, else as many
/// unknown entries as its static length; nullopt if even that is unknown.
std::optional<shape::DimList> vectorEntries(InferenceContext &ic, unsigned i);

/// The operand's values if every one is a known constant.
std::optional<llvm::SmallVector<int64_t, 4>>
constantValues(InferenceContext &ic, unsigned i);

/// Ops that keep the elements in order (reshape, squeeze, ...) keep the
/// known values of a 0-d or 1-D input when the result is 0-d or 1-D too.
void forwardValues(InferenceContext &ic);

/// `a == b` for two dims that must agree: provably not is an error with
/// `mismatch`, undecided is recorded as a guard with `reason`.
LogicalResult requireEqual(InferenceContext &ic, shape::ExprRef a,
                           shape::ExprRef b, const llvm::Twine &mismatch,
                           llvm::StringRef reason);

/// Runs a rule over the input's dims (unranked gives unranked), keeping
/// small values when asked (the elements keep their order).
template <typename Rule>
LogicalResult inferFromInputDims(InferenceContext &ic, Rule rule,
                                 bool keepsValues) {
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  llvm::Expected<shape::DimList> out = rule(*in);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  if (keepsValues)
    forwardValues(ic);
  return success();
}

//===--- Shape functions --------------------------------------------------===//
// The templates on an op class read the op's attributes through the
// accessors its dialect's table generates, so that both dialects attach
// them directly: {"core.gather", inferGather<core::GatherOp,
// IndexDTypes::AnyInteger>}.

/// add, sub, mul (Add, Sub, Mul): broadcast; integer values are added,
/// subtracted and multiplied as expressions.
template <shape::ExprRef (shape::ExprContext::*Fn)(shape::ExprRef,
                                                   shape::ExprRef)>
LogicalResult inferArithmetic(InferenceContext &ic) {
  if (failed(inferBroadcastSameDType(ic)))
    return failure();
  shape::ExprContext &ctx = ic.getExprs();
  inferBinaryValues(
      ic, [&](shape::ExprRef a, shape::ExprRef b) { return (ctx.*Fn)(a, b); });
  return success();
}

/// `ExprRef` of a Truth for a bool value: 1, 0 or null.
shape::ExprRef truthValue(InferenceContext &ic, shape::Truth t);

/// The operands broadcast with one dtype, and the result is bool: the
/// dims of an elementwise comparison.
LogicalResult inferBroadcastToBool(InferenceContext &ic);

/// eq, ne, lt, le, gt, ge (Equal, Less, Greater, LessOrEqual,
/// GreaterOrEqual): inferBroadcastToBool; known integer values compare to 1
/// or 0 where the ShapeEnv decides (a size in [0, inf) is never -1), so
/// that a Where over a shape (torch's -1 in expand) keeps known values.
template <shape::Truth (shape::ShapeEnv::*Fn)(shape::ExprRef, shape::ExprRef)
              const>
LogicalResult inferComparison(InferenceContext &ic) {
  if (failed(inferBroadcastToBool(ic)))
    return failure();
  shape::ShapeEnv &env = ic.getEnv();
  inferBinaryValues(ic, [&](shape::ExprRef a, shape::ExprRef b) {
    return truthValue(ic, (env.*Fn)(a, b));
  });
  return success();
}

/// where (Where): cond, x and y broadcast together; the result has x's and
/// y's dtype. Known values select element by element where the condition's
/// value is known (each list of length 1 or a common length).
LogicalResult inferWhere(InferenceContext &ic);

/// matmul (MatMul): numpy.matmul, with batch broadcasting.
LogicalResult inferMatMul(InferenceContext &ic);

/// cast (Cast): the input's dims with dtype `dt`; known integer values
/// convert.
LogicalResult inferCastTo(InferenceContext &ic, DType dt);

/// softmax (Softmax): the input's type; the axis must exist.
LogicalResult inferSoftmaxWithAxis(InferenceContext &ic, int64_t axis);
template <typename OpT> LogicalResult inferSoftmax(InferenceContext &ic) {
  return inferSoftmaxWithAxis(ic, OpT(ic.getOp()).getAxis());
}

/// arange (Range): the length of the range from operand 0 to operand 1 by
/// operand 2, max(0, ceil((end - start) / step)), when the three have known
/// integer values and the step is a nonzero constant; else null. A span
/// known to be >= 0 (end = start + n with n >= 0) needs no max.
shape::ExprRef rangeLength(InferenceContext &ic);

/// shape_of, Shape (opset 15): dims[start:end] as a 1-D i64 tensor whose
/// values are those dims; start and end count from the end when negative
/// and are clamped to [0, rank]; no end is the rank.
LogicalResult inferShapeOfRange(InferenceContext &ic, int64_t start,
                                std::optional<int64_t> end);

/// reshape (Reshape): reshapeShape to the values of operand 1, or as many
/// unknown dims as its static length; a 0 in the target copies the input
/// dim when `zeroCopiesInput` (ONNX without allowzero), else is a size of
/// 0 (torch.reshape). The caller checks operand 1 with checkIndexVector.
LogicalResult inferReshapeWith(InferenceContext &ic, bool zeroCopiesInput);

/// Whose rules slice a dim: ATen's (shape::sliceDim) or ONNX's
/// (shape::sliceDimOnnx).
enum class SliceRules { Aten, Onnx };

/// slice (Slice) once the axes are known: result 0 is `in` of dtype `dt`
/// with each dim axes[k] sliced by starts[k], ends[k] and steps[k] under
/// `rules` (a list not known gives unknown bounds); the other dims pass
/// through. An axis may be listed once.
LogicalResult inferSliceDims(InferenceContext &ic, DType dt,
                             llvm::ArrayRef<shape::ExprRef> in,
                             llvm::ArrayRef<int64_t> axes,
                             const std::optional<shape::DimList> &starts,
                             const std::optional<shape::DimList> &ends,
                             const std::optional<shape::DimList> &steps,
                             SliceRules rules);

/// The dtypes an op allows for index operands: any integer dtype (core), or
/// int32 and int64 (ONNX).
enum class IndexDTypes { AnyInteger, I32OrI64 };

/// gather (Gather): gatherShape; constant indices into known values pick
/// them; indices provably out of [-dim, dim) are an error.
LogicalResult inferGatherWithAxis(InferenceContext &ic, int64_t axis,
                                  IndexDTypes indexDTypes);
template <typename OpT, IndexDTypes IndexDT>
LogicalResult inferGather(InferenceContext &ic) {
  return inferGatherWithAxis(ic, OpT(ic.getOp()).getAxis(), IndexDT);
}

/// concat (Concat): concatShapes; an unranked input counts as unknown dims
/// of the others' rank. Known 1-D values are concatenated.
LogicalResult inferConcatWithAxis(InferenceContext &ic, int64_t axis);
template <typename OpT> LogicalResult inferConcat(InferenceContext &ic) {
  return inferConcatWithAxis(ic, OpT(ic.getOp()).getAxis());
}

} // namespace tocc

#endif // TOCC_IR_SHAPEFUNCTIONHELPERS_H
