//===- CoreOpHelpers.h - Shared by the runtime's core op definitions -----===//
//
// Private to lib/Runtime. The core op table is split by family: CoreOps.cpp
// holds the first ops and builds the table, and each CoreOps<Family>.cpp
// adds its definitions with an add*CoreOps function declared here. The
// operand readers every definition uses live here too.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_RUNTIME_COREOPHELPERS_H
#define TOCC_LIB_RUNTIME_COREOPHELPERS_H

#include "tocc/Runtime/Interpreter.h"

#include "tocc/Dialect/Core/CoreDialect.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <ATen/Functions.h>

namespace tocc::runtime::detail {

using CoreOpTable = llvm::StringMap<CoreOpFn>;

/// Each family's definitions (CoreOps<Family>.cpp).
void addElementwiseCoreOps(CoreOpTable &table);
void addShapeCoreOps(CoreOpTable &table);
void addNNCoreOps(CoreOpTable &table);

using Operands = llvm::ArrayRef<c10::IValue>;
using Result = llvm::Expected<c10::IValue>;
using Ints = llvm::SmallVector<int64_t, 4>;

inline llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// Success unless a compile-time evaluation runs (evaluateConstantOp,
/// ConstantEvaluator.cpp) and a tensor of `dims` would be above its size
/// cap (checkElementCount, tocc/Support/Limits.h): then an error, and the
/// evaluation declines the op. A kernel calls it before allocating a
/// tensor whose shape it computes from operand values (full's shape,
/// arange's length, tile's repeats) or that is larger than its operands (a
/// broadcast, the scores of an attention); running a model, nothing is
/// capped.
llvm::Error checkTensorSize(llvm::ArrayRef<int64_t> dims);

/// checkTensorSize of a tensor's sizes (a view not yet allocated).
inline llvm::Error checkTensorSizeOf(const at::Tensor &t) {
  return checkTensorSize(
      llvm::ArrayRef<int64_t>(t.sizes().data(), t.sizes().size()));
}

/// The generated accessor class of `op` (they take a mutable op; nothing
/// here changes it).
template <typename OpT> OpT view(const Operation &op) {
  return OpT(const_cast<Operation *>(&op));
}

/// Operand `i` as a tensor (the verifier guarantees the kind for verified
/// IR; a value of another kind is an error, not a crash).
inline llvm::Expected<at::Tensor> tensorAt(Operands operands, unsigned i) {
  if (i >= operands.size() || !operands[i].isTensor())
    return makeError("operand #" + llvm::Twine(i) + " is not a tensor");
  return operands[i].toTensor();
}

/// The values of a 1-D integer tensor operand (shapes, starts, ...).
inline llvm::Expected<std::vector<int64_t>> intsAt(Operands operands,
                                                   unsigned i) {
  auto t = tensorAt(operands, i);
  if (!t)
    return t.takeError();
  if (t->dim() != 1 || !at::isIntegralType(t->scalar_type(), false))
    return makeError("operand #" + llvm::Twine(i) +
                     " must be a 1-D integer tensor, got " + t->toString() +
                     " of rank " + llvm::Twine(t->dim()));
  at::Tensor longs = t->to(at::kLong).contiguous();
  const int64_t *data = longs.data_ptr<int64_t>();
  return std::vector<int64_t>(data, data + longs.numel());
}

/// `axis` in [-rank, rank) as a dim in [0, rank).
inline llvm::Expected<int64_t> normalizeAxis(int64_t axis, int64_t rank) {
  if (axis < -rank || axis >= rank)
    return makeError("axis " + llvm::Twine(axis) +
                     " is out of range for rank " + llvm::Twine(rank));
  return axis < 0 ? axis + rank : axis;
}

/// NumPy broadcasting of two shapes; nullopt when they do not broadcast
/// (the kernel then reports it).
inline std::optional<Ints> broadcastSizes(c10::IntArrayRef a,
                                          c10::IntArrayRef b) {
  size_t rank = std::max(a.size(), b.size());
  Ints out(rank, 1);
  for (size_t i = 0; i < rank; ++i) {
    int64_t x = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t y = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (x != y && x != 1 && y != 1)
      return std::nullopt;
    out[i] = x == 1 ? y : x;
  }
  return out;
}

/// The shape of at::matmul(a, b) for operands of rank 2 or more (batch
/// dims broadcast, then [n, m]); nullopt otherwise (a 1-D operand makes a
/// result no larger than the other one).
inline std::optional<Ints> matmulSizes(c10::IntArrayRef a, c10::IntArrayRef b) {
  if (a.size() < 2 || b.size() < 2)
    return std::nullopt;
  std::optional<Ints> batch =
      broadcastSizes(a.slice(0, a.size() - 2), b.slice(0, b.size() - 2));
  if (!batch)
    return std::nullopt;
  batch->push_back(a[a.size() - 2]);
  batch->push_back(b[b.size() - 1]);
  return batch;
}

/// A binary elementwise op: the broadcast result is checked against the
/// compile-time cap before the kernel allocates it.
template <at::Tensor (*Fn)(const at::Tensor &, const at::Tensor &)>
Result binary(const Operation &, Operands operands) {
  auto lhs = tensorAt(operands, 0), rhs = tensorAt(operands, 1);
  if (!lhs)
    return lhs.takeError();
  if (!rhs)
    return rhs.takeError();
  if (std::optional<Ints> sizes = broadcastSizes(lhs->sizes(), rhs->sizes()))
    if (llvm::Error err = checkTensorSize(*sizes))
      return err;
  return Fn(*lhs, *rhs);
}

} // namespace tocc::runtime::detail

#endif
