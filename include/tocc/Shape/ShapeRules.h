//===- ShapeRules.h - One pure function per shape rule --------------------===//
//
// The shape rules of ATen and ONNX ops over symbolic dims, shared by every
// dialect's shape inference and by the lowerings. Dims in, dims out: no ops
// and no IR. An op's shape function, which reads its operands and
// attributes and applies these rules, is its dialect's
// (tocc/IR/ShapeInference.h, tocc/IR/ShapeFunctionHelpers.h).
//
// A dim is an ExprRef; nullptr is an *unknown* dim, which is not symbolic:
// an unknown input dim gives an unknown output dim, never a made-up symbol.
//
// Every function takes the ShapeEnv to ask questions (is this dim 1?) and to
// record the guards its answer relies on (`s0 == s1` when broadcasting two
// dims that are both not 1). It never guesses silently: what is provable is
// used, what is provably wrong is an llvm::Error, and what is undecided is
// either expressed exactly (min/max) or assumed with a recorded guard. Each
// function documents which.
//
// Unless said otherwise, integer parameters (axes, perms) follow the op's
// own conventions: negative axes count from the end.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SHAPE_SHAPERULES_H
#define TOCC_SHAPE_SHAPERULES_H

#include "tocc/Shape/Expr.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <utility>

namespace tocc::shape {

/// The dims of a ranked tensor; nullptr entries are unknown dims.
using DimList = llvm::SmallVector<ExprRef, 6>;

/// Prints `[s0, 3, ?]` (`?` for an unknown dim), as used in messages.
std::string printDims(llvm::ArrayRef<ExprRef> dims);

/// `axis` in [-rank, rank) mapped to [0, rank); an error otherwise.
llvm::Expected<int64_t> normalizeAxis(int64_t axis, int64_t rank);

/// The product of the dims (1 for rank 0); nullptr if any dim is unknown.
ExprRef numElements(ShapeEnv &env, llvm::ArrayRef<ExprRef> shape);

/// Unifies two dims that must be equal: provably equal gives `a`; provably
/// different is an error; otherwise the guard `a == b` is recorded and `a`
/// returned. An unknown dim unifies with anything (the result is the other
/// one, or unknown if both are).
llvm::Expected<ExprRef> unifyDims(ShapeEnv &env, ExprRef a, ExprRef b);

/// NumPy/ATen broadcasting of two shapes, right-aligned. Per pair (x, y):
///  - x and y the same or provably equal: x;
///  - one provably 1: the other (even if unknown);
///  - one unknown, the other provably != 1: the known one (a valid program
///    has the unknown one 1 or equal); otherwise unknown;
///  - both provably != 1: provably different is an error ("cannot broadcast
///    dim 3 with dim 4 at position 1"), else guard `x == y` and give x;
///  - exactly one provably != 1 (say y): y, with no guard (x is 1 or y in
///    every valid program, and either way the result is y);
///  - neither decided: max(x, y) if both are provably >= 1 (then valid
///    programs have x == y or one of them 1), else unknown.
/// Positions in messages count from the left of the result.
llvm::Expected<DimList> broadcastShapes(ShapeEnv &env,
                                        llvm::ArrayRef<ExprRef> a,
                                        llvm::ArrayRef<ExprRef> b);

/// Convolution output size (ATen conv, ONNX Conv with explicit pads):
///   floor((in + padBegin + padEnd - dilation*(kernel - 1) - 1) / stride) + 1
/// Kernel, stride and dilation must be >= 1 and the pads >= 0: provably not
/// is an error, undecided (a symbolic parameter) is guarded. The output must
/// not be empty: provably empty is an error, and if undecided the guard
/// `in + padBegin + padEnd >= dilation*(kernel - 1) + 1` is recorded. Any
/// unknown argument gives an unknown size.
llvm::Expected<ExprRef> convOutputSize(ShapeEnv &env, ExprRef in,
                                       ExprRef kernel, ExprRef stride,
                                       ExprRef padBegin, ExprRef padEnd,
                                       ExprRef dilation);

/// Pooling output size, ATen's pooling_output_shape_pad_lr (max_pool,
/// avg_pool). Without ceilMode it is convOutputSize. With ceilMode:
///   out = ceil((in + pb + pe - d*(k - 1) - 1) / s) + 1
///   if (out - 1)*s >= in + pb: out -= 1   (the last window must start
///                                          inside the input or left pad)
/// When the ShapeEnv decides the condition, that branch is taken. Otherwise,
/// when one decrement provably suffices (pe <= d*(k - 1) + 1, as ATen's
/// pad <= kernel/2 check ensures), the result is exactly
/// min(out, (in + pb) ceildiv s). Otherwise the guard that the last window
/// starts inside (`in + pb >= (out - 1)*s + 1`) is recorded and `out`
/// returned.
llvm::Expected<ExprRef> poolOutputSize(ShapeEnv &env, ExprRef in,
                                       ExprRef kernel, ExprRef stride,
                                       ExprRef padBegin, ExprRef padEnd,
                                       ExprRef dilation, bool ceilMode);

/// Transposed convolution output size (ATen conv_transpose, ONNX
/// ConvTranspose with explicit pads and output_padding):
///   (in - 1)*stride - padBegin - padEnd + dilation*(kernel - 1)
///     + outputPadding + 1
/// Errors when outputPadding is provably >= both stride and dilation (ATen's
/// rule), or the output is provably < 1; guards output >= 1 otherwise.
llvm::Expected<ExprRef>
convTransposeOutputSize(ShapeEnv &env, ExprRef in, ExprRef kernel,
                        ExprRef stride, ExprRef padBegin, ExprRef padEnd,
                        ExprRef dilation, ExprRef outputPadding);

/// torch.view/reshape (zeroCopiesInput = false: 0 is a size of 0) and ONNX
/// Reshape with allowzero = 0 (zeroCopiesInput = true: 0 copies the input
/// dim at the same position). At most one target entry may be the constant
/// -1; it is numel(in) / numel(other targets), computed exactly when the
/// division is provably exact (`[s0, 12] -> [-1, 4]` gives `3*s0`), as a
/// floordiv under the guard `numel mod known == 0` when undecided, and an
/// error when provably inexact. Without -1, element counts that are
/// provably different are an error and undecided ones are guarded equal.
/// Unknown target entries (nullptr) stay unknown.
llvm::Expected<DimList> reshapeShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                     llvm::ArrayRef<ExprRef> target,
                                     bool zeroCopiesInput = false);

/// Length of `x[start:end:step]` along a dim of size `dim` (ATen slice):
/// negative start/end get dim added once, start is clamped to [0, dim], end
/// to [start, dim], and the length is ceil((end - start) / step). step must
/// be >= 1. INT64_MAX as end means "to the end". Clamps that the ShapeEnv
/// proves unnecessary are dropped; the others become min/max. A start or
/// end whose sign is undecided is assumed >= 0 under a guard.
llvm::Expected<ExprRef> sliceDim(ShapeEnv &env, ExprRef dim, ExprRef start,
                                 ExprRef end, ExprRef step);

/// ONNX Slice along one axis: negative start/end get dim added; for
/// step > 0 both are clamped to [0, dim], for step < 0 start to
/// [0, dim - 1] and end to [-1, dim - 1]; the length is
/// max(0, ceil((end - start) / step)). step must be nonzero (its sign must
/// be known).
llvm::Expected<ExprRef> sliceDimOnnx(ShapeEnv &env, ExprRef dim, ExprRef start,
                                     ExprRef end, ExprRef step);

/// torch.cat / ONNX Concat: same ranks, the axis dims are summed (unknown if
/// any is), the other dims are unified (unifyDims).
llvm::Expected<DimList>
concatShapes(ShapeEnv &env, llvm::ArrayRef<llvm::ArrayRef<ExprRef>> shapes,
             int64_t axis);

/// numpy.matmul / torch.matmul / ONNX MatMul: 1-D operands get a dim
/// prepended (left) or appended (right) and removed from the result; batch
/// dims broadcast; the contracted dims are unified.
llvm::Expected<DimList> matmulShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> a,
                                    llvm::ArrayRef<ExprRef> b);

/// Reductions (torch.sum(dim, keepdim), ONNX Reduce*). Repeated axes are an
/// error. Empty axes reduce every dim when emptyAxesReduceAll (torch, ONNX
/// noop_with_empty_axes = 0) and nothing otherwise.
llvm::Expected<DimList> reduceShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                    llvm::ArrayRef<int64_t> axes, bool keepDims,
                                    bool emptyAxesReduceAll = true);

/// A double that is exactly p/q with 0 < q <= 2^20, as (p, q) in lowest
/// terms; an error ("scale is not a rational with a small denominator")
/// otherwise, and for NaN, infinities and values out of int64 range.
llvm::Expected<std::pair<int64_t, int64_t>> toExactFraction(double v);

/// ONNX Resize / torch interpolate with output sizes: the result is `sizes`
/// (same rank as `in`).
llvm::Expected<DimList> resizeShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                    llvm::ArrayRef<ExprRef> sizes);
/// ... with scales: out[i] = floor(in[i] * scale[i]) computed exactly as
/// (p*in) floordiv q for scale = p/q (toExactFraction); scales must be > 0.
llvm::Expected<DimList> resizeShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                    llvm::ArrayRef<double> scales);

/// torch.permute / ONNX Transpose: out[i] = in[perm[i]]; an empty perm
/// reverses the dims (ONNX's default).
llvm::Expected<DimList> permuteShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                     llvm::ArrayRef<int64_t> perm);
/// torch.transpose(dim0, dim1): swaps two dims.
llvm::Expected<DimList> transposeShape(ShapeEnv &env,
                                       llvm::ArrayRef<ExprRef> in, int64_t dim0,
                                       int64_t dim1);

/// Squeeze. A listed dim that is provably 1 is removed. Otherwise, with
/// requireOne (ONNX Squeeze): provably != 1 is an error, undecided is
/// guarded `== 1` and removed, unknown is removed (a valid model has 1
/// there). Without requireOne (torch.squeeze(dims)): provably != 1 is kept,
/// undecided is guarded `!= 1` and kept, unknown is an error (the result
/// rank would be unknown). Empty axes consider every dim, as a listed dim
/// without requireOne.
llvm::Expected<DimList> squeezeShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                     llvm::ArrayRef<int64_t> axes,
                                     bool requireOne);
/// torch.unsqueeze / ONNX Unsqueeze: axes index the result (rank + #axes).
llvm::Expected<DimList> unsqueezeShape(ShapeEnv &env,
                                       llvm::ArrayRef<ExprRef> in,
                                       llvm::ArrayRef<int64_t> axes);

/// torch.flatten(start_dim, end_dim): dims start..end become their product;
/// a rank-0 input gives [1].
llvm::Expected<DimList> flattenShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                     int64_t startDim, int64_t endDim);
/// ONNX Flatten(axis): [prod(in[:axis]), prod(in[axis:])], axis in
/// [-rank, rank].
llvm::Expected<DimList>
flattenShapeOnnx(ShapeEnv &env, llvm::ArrayRef<ExprRef> in, int64_t axis);

/// torch.expand: target is right-aligned with `in`; the constant -1 keeps
/// the input dim (not allowed for new leading dims). A dim expands only
/// from 1 or to itself: provably neither is an error, a dim provably != 1 is
/// guarded equal to the target. (ONNX Expand is broadcastShapes.)
llvm::Expected<DimList> expandShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> in,
                                    llvm::ArrayRef<ExprRef> target);

/// ONNX Gather / torch.index_select generalized:
/// data[:axis] + indices + data[axis+1:].
llvm::Expected<DimList> gatherShape(ShapeEnv &env, llvm::ArrayRef<ExprRef> data,
                                    llvm::ArrayRef<ExprRef> indices,
                                    int64_t axis);

/// Split with explicit sizes along a dim of size `dim`: the sizes must add
/// up to dim (error if provably not, guard if undecided); returns them.
llvm::Expected<DimList> splitShape(ShapeEnv &env, ExprRef dim,
                                   llvm::ArrayRef<ExprRef> sizes);
/// Split into `parts` equal parts: each is `dim floordiv parts`; dim must
/// be divisible (error if provably not, guard `dim mod parts == 0` if
/// undecided).
llvm::Expected<ExprRef> splitEqualShape(ShapeEnv &env, ExprRef dim,
                                        int64_t parts);

/// A padded dim: dim + before + after (negative pads crop). Errors if the
/// result is provably < 0, guards it >= 0 if undecided.
llvm::Expected<ExprRef> padShape(ShapeEnv &env, ExprRef dim, ExprRef before,
                                 ExprRef after);

} // namespace tocc::shape

#endif // TOCC_SHAPE_SHAPERULES_H
