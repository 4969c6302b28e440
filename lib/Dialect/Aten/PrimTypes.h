//===- PrimTypes.h - TorchScript's typing rules for the prim ops ---------===//
//
// Private to the prim dialect: its verifiers (PrimDialect.cpp) and shape
// functions (PrimShapes.cpp) ask the same questions of TorchScript values.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_DIALECT_ATEN_PRIMTYPES_H
#define TOCC_LIB_DIALECT_ATEN_PRIMTYPES_H

#include "tocc/IR/Operation.h"
#include "tocc/IR/Types.h"
#include "tocc/Shape/ShapeEnv.h"

namespace tocc::prim {

/// TorchScript's numbers: int, float and Scalar (`number`: one of them,
/// known at run time).
inline bool isNumber(Type t) {
  return t.getKind() == Type::Int || t.getKind() == Type::Float ||
         t.getKind() == Type::Number;
}

/// Whether a value of type `value` may stand where type `slot` is expected
/// (an element of a list<slot>, a branch's yield for a result of type slot):
/// tensors must agree where both are known (mergeTypes), an optional slot
/// also takes none, and opaque<"Any"> takes everything.
bool fits(Type value, Type slot, const shape::ShapeEnv &env);

/// Whether a user may write to the list `list` (aten.append, aten.insert,
/// ...: any user with side effects but prim.ListUnpack): what the list was
/// constructed with then does not say what it holds.
bool mayBeMutated(Value *list);

/// The least type holding values of both `a` and `b` (TorchScript's type
/// unification, what an If's result is for its two branches): tensors keep
/// the dtype and the dims the two provably share, none and T give
/// optional<T>. Null if TorchScript would not unify them (int and float).
Type joinTypes(Type a, Type b, const shape::ShapeEnv &env);

} // namespace tocc::prim

#endif
