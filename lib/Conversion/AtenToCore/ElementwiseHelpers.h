//===- ElementwiseHelpers.h - Shared by the elementwise entry files ------===//
//
// Private to lib/Conversion/AtenToCore: Elementwise.cpp, Comparisons.cpp and
// Activations.cpp build their entries as "value builders" (what replaces the
// op's one result), wrapped once into the functional entry and once into the
// in-place one, and read their operands as tensors or Python scalars that
// take part in torch's type promotion.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_CONVERSION_ATENTOCORE_ELEMENTWISEHELPERS_H
#define TOCC_LIB_CONVERSION_ATENTOCORE_ELEMENTWISEHELPERS_H

#include "Entries.h"

#include <functional>

namespace tocc::detail {

/// Builds the value that replaces the op's only result (failure after a
/// diagnostic).
using ValueBuilder = std::function<FailureOr<Value *>(Rewriter &, Operation *)>;

/// The entry replacing the op by what `build` returns.
DecompositionFn functional(ValueBuilder build);
/// The entry of an in-place form (`aten.add_.Tensor`): as functional(), but
/// only when the mutated input (and what it is a view of) is dead after
/// the op, and the result cast back to the input's dtype (in-place ops do
/// not change their operand's dtype).
DecompositionFn inPlace(ValueBuilder build);
/// Registers `name` with functional(build) and, when `inPlaceName` is not
/// empty, `inPlaceName` with inPlace(build).
void addElementwise(llvm::StringRef name, llvm::StringRef inPlaceName,
                    ValueBuilder build);

/// An operand of an elementwise op: a tensor, or a Python scalar (a Scalar
/// argument), with its part in torch's type promotion.
struct ElementOperand {
  Value *tensor = nullptr;
  ScalarArg scalar;
  PromotionOperand promotion;
};
/// Operand `i`, read as a tensor or (if `isScalar`) as a Scalar argument.
FailureOr<ElementOperand> readElementOperand(Rewriter &rw, unsigned i,
                                             bool isScalar);
/// torch's result dtype of the operands; an error if torch cannot promote
/// them or a dtype is not known.
FailureOr<DType> promotedDType(Rewriter &rw,
                               llvm::ArrayRef<ElementOperand> operands);
/// Reads the operands (index, is a Scalar) into `out` and returns their
/// promoted dtype.
FailureOr<DType>
readPromoted(Rewriter &rw, llvm::ArrayRef<std::pair<unsigned, bool>> operands,
             llvm::SmallVectorImpl<ElementOperand> &out);
/// The operand as a tensor of `dtype` (a cast, or a 0-d constant).
Value *materialize(Rewriter &rw, const ElementOperand &operand, DType dtype);
/// The dtype ops that compute in floating point use for `dtype`: itself if
/// floating, else f32 (torch's default dtype).
DType floatingDType(DType dtype);

/// `name(operands...)`, its type from the shape function.
Value *createOp(Rewriter &rw, llvm::StringRef name,
                llvm::ArrayRef<Value *> operands,
                llvm::ArrayRef<NamedAttribute> attrs = {});
/// The dtype of tensor `v`; an error at the op if it is not known.
FailureOr<DType> knownDType(Rewriter &rw, Value *v);
/// Tensor operand `i` and its dtype, which must be known.
struct TypedTensor {
  Value *value;
  DType dtype;
};
FailureOr<TypedTensor> readTypedTensor(Rewriter &rw, unsigned i);

/// Operands 0 and 1 of a binary op cast to torch's result dtype of the
/// two (a floating one if `toFloat`: true division, atan2).
struct PromotedPair {
  Value *lhs;
  Value *rhs;
  DType dtype;
};
FailureOr<PromotedPair> promoteBinary(Rewriter &rw, bool lhsScalar,
                                      bool rhsScalar, bool toFloat = false);
/// `core(lhs, rhs)` after promoteBinary: the builder of most binary entries.
ValueBuilder binaryBuilder(llvm::StringRef coreName, bool lhsScalar,
                           bool rhsScalar, bool toFloat = false);

} // namespace tocc::detail

#endif
