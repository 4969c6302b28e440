//===- Matchers.h - Reading constants and small helpers of rewrites -----===//
//
// What a rewrite reads from its op's operands when they are constants: the
// prim.Constant of an int, float, bool, str or none, and prim.ListConstruct
// of such constants (the forms TorchScript gives a schema's non-tensor
// arguments); and the conversions every rewrite shares (a dim made
// non-negative, the bytes of a scalar of a dtype).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_REWRITE_MATCHERS_H
#define TOCC_REWRITE_MATCHERS_H

#include "tocc/IR/Operation.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <vector>

namespace tocc {

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

/// `dim` in [-rank, rank) made non-negative; nullopt if out of range. Rank 0
/// accepts -1 and 0 (as torch does, treating it as rank 1).
std::optional<int64_t> normalizeDim(int64_t dim, int64_t rank);

/// The bytes of one element of `dtype` holding `value`, converted as C++
/// converts a double (f16/bf16 rounded to nearest even).
std::vector<char> scalarConstantBytes(DType dtype, double value);

/// The argument names of a TorchScript schema (a custom op's `tocc.schema`):
/// `ns::op(Tensor x, float beta=1., *, int[2] k) -> Tensor` gives x, beta,
/// k; empty if it does not parse.
llvm::SmallVector<std::string, 4> schemaArgumentNames(llvm::StringRef schema);

} // namespace tocc

#endif // TOCC_REWRITE_MATCHERS_H
