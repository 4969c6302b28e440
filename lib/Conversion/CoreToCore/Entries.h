//===- Entries.h - Shared by the files of tocc's composite expansions ----===//
//
// Private to lib/Conversion/CoreToCore: each family file registers its
// expansions with a function declared here; Emitter keeps the entries to
// their formulas (constants of the input's dtype, elementwise ops whose
// types the shape functions fill in).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_CONVERSION_CORETOCORE_ENTRIES_H
#define TOCC_LIB_CONVERSION_CORETOCORE_ENTRIES_H

#include "tocc/Conversion/CoreToCore/Expansion.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

namespace tocc::expansion {

/// Registers a builtin entry; a clash among builtins is a programming error.
void addBuiltin(llvm::StringRef name, ExpansionFn fn);

void registerActivationExpansions();
void registerReductionExpansions();
void registerNNExpansions();
void registerShapeExpansions();
void registerRNNExpansions();
void registerGridSampleExpansions();


/// The float dtype of `v`; an error at the op if unknown or not float
/// (constants of the formula are built in it).
FailureOr<DType> floatDTypeOf(Rewriter &rw, Value *v);
/// The rank of `v`; an error naming `what` if unranked.
FailureOr<int64_t> rankOf(Rewriter &rw, Value *v, llvm::StringRef what);

/// Builds the ops of a formula in one dtype. Result types are left to the
/// shape functions (the rewriter refines them as it creates each op).
struct Emitter {
  Rewriter &rw;
  DType dtype;

  /// A 0-d constant of the dtype.
  Value *c(double value);
  Value *un(llvm::StringRef name, Value *x);
  Value *bin(llvm::StringRef name, Value *a, Value *b);
  Value *add(Value *a, Value *b) {
    return bin(core::AddOp::getOperationName(), a, b);
  }
  Value *sub(Value *a, Value *b) {
    return bin(core::SubOp::getOperationName(), a, b);
  }
  Value *mul(Value *a, Value *b) {
    return bin(core::MulOp::getOperationName(), a, b);
  }
  Value *div(Value *a, Value *b) {
    return bin(core::DivOp::getOperationName(), a, b);
  }
  /// A comparison: a bool result.
  Value *cmp(llvm::StringRef name, Value *a, Value *b);
  Value *where(Value *cond, Value *a, Value *b);
  /// A reduction keeping the input's dtype.
  Value *reduce(llvm::StringRef name, Value *x, llvm::ArrayRef<int64_t> axes,
                bool keepdim);
  Value *unsqueeze(Value *x, llvm::ArrayRef<int64_t> axes);
  Value *squeeze(Value *x, llvm::ArrayRef<int64_t> axes);
  Value *reshape(Value *x, Value *shape);
  Value *shapeOf(Value *x);
  /// Dims [from, to) of x as a 1-D i64 tensor: a constant when they are
  /// static, else a slice of shape_of(x).
  Value *dims(Value *x, int64_t from, int64_t to);
  Value *concat(llvm::ArrayRef<Value *> xs, int64_t axis);
  Value *cast(Value *x, DType to);
};

} // namespace tocc::expansion

#endif // TOCC_LIB_CONVERSION_CORETOCORE_ENTRIES_H
