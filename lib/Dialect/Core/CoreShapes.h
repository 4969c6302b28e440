//===- CoreShapes.h - Helpers shared by the core shape-function files -----===//
//
// The core ops' shape functions are split by op family
// (CoreShapesElementwise.cpp, CoreShapesNN.cpp, CoreShapesShape.cpp); each
// file attaches its own, and this header holds what they share.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_DIALECT_CORE_CORESHAPES_H
#define TOCC_LIB_DIALECT_CORE_CORESHAPES_H

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/ShapeFunctionHelpers.h"

namespace tocc::core {

/// The dtypes an operand of a core op may have (docs/core-dialect.md).
enum class DTypeClass {
  Any,
  Float,         // f16, bf16, f32, f64
  Numeric,       // anything but bool (and str)
  Integer,       // signed or unsigned integers
  IntegerOrBool,
  Bool,
};

/// An error unless operand `i`'s dtype (when known) is in `c`; `name` is the
/// operand's name in the message. An absent operand passes.
LogicalResult requireDType(InferenceContext &ic, unsigned i, DTypeClass c,
                           llvm::StringRef name);

/// The input's dims with `axis` (negative counts from the end) in range, or
/// an error naming it.
llvm::FailureOr<int64_t> normalizeAxisOf(InferenceContext &ic, int64_t axis,
                                         size_t rank);

/// A 1-D operand with a known static length: an error unless it has rank 1
/// and, when its length is static, `length` entries.
LogicalResult requireVector(InferenceContext &ic, unsigned i,
                            llvm::StringRef name, shape::ExprRef length);

/// Sets result `i` to the dims of the inferred result `from` with dtype
/// `dt` (the dims of an elementwise op with a bool result, say).
void setSameDimsWithDType(InferenceContext &ic, unsigned i, Type from,
                          DType dt);

void attachElementwiseShapeFunctions(Dialect &dialect);
void attachNNShapeFunctions(Dialect &dialect);
void attachShapeOpShapeFunctions(Dialect &dialect);

} // namespace tocc::core

#endif
