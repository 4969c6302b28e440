//===- Limits.h - The size cap on tensors made at compile time ------------===//
//
// Everything that computes or writes out a tensor while compiling — the
// `fold-constants` and `onnx-cleanup` evaluations, the runtime's kernels
// when they run for fold-constants, and the lowerings and decompositions
// that build a constant element by element (a splat, a mask, a DFT matrix)
// — first asks checkElementCount whether the tensor's shape fits the cap,
// and allocates only then. A tensor above the cap is not computed: the op
// that would make it stays in the graph and runs with the model (ONNX
// Runtime computes a ConstantOfShape or an Expand at run time); only where
// no runtime op can stand in is it an error. The cap is the passes'
// `max-elements` option (docs/fold-constants.md, "The size limit"), whose
// default is kDefaultMaxElements; code without an option uses that.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_LIMITS_H
#define TOCC_SUPPORT_LIMITS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <optional>

namespace tocc {

/// The default cap on the elements of a tensor computed or materialized at
/// compile time: 2^20 elements, 4 MiB of f32. `fold-constants` and
/// `onnx-cleanup` take it as their `max-elements` default.
inline constexpr int64_t kDefaultMaxElements = int64_t(1) << 20;

/// onnx-cleanup's default, below the cap: what it computes becomes a
/// Constant in the written model, so a ConstantOfShape or an Expand of
/// more than 1024 elements stays a node (a few bytes) rather than becoming
/// kilobytes of initializer. Its `max-elements` option raises it.
inline constexpr int64_t kDefaultCleanupMaxElements = 1024;

/// The number of elements of a tensor of `dims`, or nullopt when it has no
/// known count: a negative (unknown) dim, or a product that overflows
/// int64. A zero dim makes the count 0 whatever the others are.
inline std::optional<int64_t> getElementCount(llvm::ArrayRef<int64_t> dims) {
  for (int64_t d : dims)
    if (d < 0)
      return std::nullopt;
  for (int64_t d : dims)
    if (d == 0)
      return 0;
  int64_t n = 1;
  for (int64_t d : dims)
    if (llvm::MulOverflow(n, d, n))
      return std::nullopt;
  return n;
}

/// Whether a tensor of `dims` may be made at compile time under `cap`
/// elements: its count is known (no negative dim, no int64 overflow) and at
/// most `cap`. A negative cap admits nothing. Call it on the shape of the
/// tensor about to be allocated — a result, or an intermediate of a kernel
/// — before allocating it.
inline bool checkElementCount(llvm::ArrayRef<int64_t> dims, int64_t cap) {
  std::optional<int64_t> n = getElementCount(dims);
  return n && cap >= 0 && *n <= cap;
}

/// The bytes one allocation of a compile-time evaluation may take under a
/// cap of `cap` elements: `cap` elements of the widest dtype (complex128,
/// 16 bytes) plus 1 MiB for a kernel's small buffers; INT64_MAX when that
/// does not fit. The runtime refuses larger allocations while it evaluates
/// an op for fold-constants (lib/Runtime/ConstantEvaluator.cpp), which
/// covers the intermediates of LibTorch's own kernels.
inline int64_t getAllocationByteCap(int64_t cap) {
  int64_t bytes;
  if (cap < 0)
    return int64_t(1) << 20;
  if (llvm::MulOverflow(cap, int64_t(16), bytes) ||
      llvm::AddOverflow(bytes, int64_t(1) << 20, bytes))
    return INT64_MAX;
  return bytes;
}

} // namespace tocc

#endif // TOCC_SUPPORT_LIMITS_H
