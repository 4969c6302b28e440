//===- ElementwiseForms.h - Elementwise onnx forms shared by the lowerings ===//
//
// Private to lib/Conversion/CoreToOnnx (defined in Elementwise.cpp): the
// element types each ONNX op takes per opset, the choice of a type to
// compute in when the target's op does not take the operands' dtype, and
// the multi-op forms (NaN-propagating max/min, comparisons before
// LessOrEqual, Python's floor division and remainder) that the tensor ops
// and the host-scalar ops (Scalars.cpp) share.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_CONVERSION_CORETOONNX_ELEMENTWISEFORMS_H
#define TOCC_LIB_CONVERSION_CORETOONNX_ELEMENTWISEFORMS_H

#include "Entries.h"

#include <optional>

namespace tocc::lowering {

/// Whether `onnx.<opType>` of opset `opset` takes elements of `dtype` (the
/// type constraint of its data inputs; tocc's table of libonnx's schemas),
/// and "Pow-7 takes f16, f32, f64" / "Foo does not exist there". Entries
/// ask LoweringRewriter::takes / describeTakes, at the target opset.
bool onnxTakes(llvm::StringRef opType, int64_t opset, DType dtype);
std::string describeOnnxTypes(llvm::StringRef opType, int64_t opset);

/// How a value may be converted to a type the target's op takes, computed
/// there and converted back: each must give exactly the result of the core
/// op in its own dtype.
enum Widen : unsigned {
  NoWiden = 0,
  /// f16 / bf16 computed in f32 and rounded once (what ATen's opmath does)
  FloatsToF32 = 1,
  /// i8..i32, u8..u32 in i64: exact, and wrap-around casts back keep
  /// two's-complement arithmetic (+ - * and truncating division) exact
  IntsToI64 = 2,
  /// i8..i32, u8..u32 in f64 (or f32 for 8/16 bits): exact values, for ops
  /// that only compare or select
  IntsToFloat = 4,
  /// bool as i32 (0/1), for ops that only compare or select
  BoolToInt = 8,
  ValuesExact = FloatsToF32 | IntsToI64 | IntsToFloat | BoolToInt,
  Arithmetic = FloatsToF32 | IntsToI64,
};

/// The dtype to run `opType` in for operands of `dtype` at the target:
/// `dtype` itself when the op takes it (or it is unknown), else the first
/// conversion `widen` allows that the op takes. Failure after an error at
/// the lowered op naming the dtype, the opset and what the op takes.
FailureOr<DType> computeType(LoweringRewriter &rw, llvm::StringRef opType,
                             DType dtype, unsigned widen);

/// The dtype of a tensor value (DType::Unknown for anything else).
DType dtypeOf(Value *v);

/// The value of a one-element constant (onnx.Constant, onnx.initializer or
/// core.constant), converted to double; nullopt otherwise.
std::optional<double> constantScalar(Value *v);

/// cond ? x : y: Where, with x and y converted where the target's Where
/// (or ONNX Runtime's: no bool, int8 or bf16 kernels) lacks their dtype.
Value *select(LoweringRewriter &rw, Value *cond, Value *x, Value *y);

/// max(a, b) / min(a, b) of one dtype, NaN if either is NaN (torch.maximum).
Value *maxOf(LoweringRewriter &rw, Value *a, Value *b);
Value *minOf(LoweringRewriter &rw, Value *a, Value *b);
/// a <pred> b as bool for pred in eq ne lt le gt ge (IEEE: every
/// comparison with NaN is false but ne). The form of eq / ne changes at 11
/// (Equal takes floats) and that of le / ge at 12 (LessOrEqual): an entry
/// lowering a comparison passes its `since` (registered at 1, 11 and 12 as
/// its predicates need); without one, eq / ne on the floats Equal takes
/// at the target use it (a form of another op: no change of its own), and
/// le / ge are an error.
Value *compare(LoweringRewriter &rw, llvm::StringRef pred, Value *a,
               Value *b, const Since *since = nullptr);
/// Python's a // b (floor) and a % b (the sign of b): Mod from opset 10.
Value *floorDiv(LoweringRewriter &rw, Value *a, Value *b, const Since &since);
Value *remainder(LoweringRewriter &rw, Value *a, Value *b,
                 const Since &since);
/// a + b, a - b, a * b (bool + is or, bool * is and).
Value *arith(LoweringRewriter &rw, llvm::StringRef opType, Value *a,
             Value *b);

/// Replaces `op` by `v`; failure if `v` is null (an error was emitted).
LogicalResult replaceWith(LoweringRewriter &rw, Operation *op, Value *v);

/// An entry replacing a two-operand op of class OpT (tensor or host
/// scalar, operands lhs and rhs: add, scalar_min, ...) by `form` of its
/// operands.
template <typename OpT>
LoweringFn binary(Value *(*form)(LoweringRewriter &, Value *, Value *)) {
  return [form](LoweringRewriter &rw, Operation *op) -> LogicalResult {
    OpT binaryOp(op);
    return replaceWith(rw, op, form(rw, binaryOp.getLhs(), binaryOp.getRhs()));
  };
}
/// The same for a form whose graph changes at the family's since_opsets.
template <typename OpT>
std::function<LoweringFn(Since)> binaryFamily(Value *(*form)(LoweringRewriter &,
                                                             Value *, Value *,
                                                             const Since &)) {
  return [form](Since since) -> LoweringFn {
    return [form, since](LoweringRewriter &rw, Operation *op) {
      OpT binaryOp(op);
      return replaceWith(rw, op,
                         form(rw, binaryOp.getLhs(), binaryOp.getRhs(), since));
    };
  };
}
/// An entry replacing a two-operand op of class OpT (operands lhs and rhs)
/// by arith(opType) of its operands.
template <typename OpT> LoweringFn arithmetic(llvm::StringRef opType) {
  return [opType = opType.str()](LoweringRewriter &rw,
                                 Operation *op) -> LogicalResult {
    OpT binaryOp(op);
    return replaceWith(rw, op,
                       arith(rw, opType, binaryOp.getLhs(), binaryOp.getRhs()));
  };
}

} // namespace tocc::lowering

#endif
