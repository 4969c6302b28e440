//===- Entries.h - Shared by the files of tocc's onnx lowerings -----------===//
//
// Private to lib/Conversion/CoreToOnnx: each family file registers its
// lowerings with a function declared here.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_CONVERSION_CORETOONNX_ENTRIES_H
#define TOCC_LIB_CONVERSION_CORETOONNX_ENTRIES_H

#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"

namespace tocc::lowering {

/// Registers a builtin entry; a clash among builtins is a programming error.
void addBuiltin(llvm::StringRef name, int64_t since, LoweringFn fn);

/// The since_opset of one entry of a family: a lowering written once and
/// registered at each opset where its output changes (addBuiltinFamily),
/// one entry per since_opset. The function that makes an entry gets its
/// Since and may choose the graph by it: the registry's rule still decides,
/// since the entry for target N is the one with the greatest since_opset
/// <= N, and the entry's own since_opset is a constant of the entry, not
/// the target. A test must name one of the family's since_opsets (or one
/// at or below the first, always true): `since.atLeast(11)` in a family
/// registered at {1, 10} would make the output change at an opset the
/// registry does not list, and is a fatal error naming the op.
class Since {
public:
  Since(llvm::StringRef op, int64_t value, llvm::ArrayRef<int64_t> family)
      : op(op.str()), value(value), family(family.begin(), family.end()) {}
  /// Whether this entry serves opsets >= `opset`.
  bool atLeast(int64_t opset) const;
  bool below(int64_t opset) const { return !atLeast(opset); }

private:
  std::string op;
  int64_t value;
  llvm::SmallVector<int64_t, 4> family;
};

/// Registers `make(Since(s))` for `name` at each since_opset `s` of
/// `sinces` (ascending): one entry per opset where the output changes.
void addBuiltinFamily(llvm::StringRef name, llvm::ArrayRef<int64_t> sinces,
                      const std::function<LoweringFn(Since)> &make);
/// The family of entries `lower(rw, op, since)`.
using SinceLowering = LogicalResult (*)(LoweringRewriter &, Operation *,
                                        const Since &);
inline std::function<LoweringFn(Since)> withSince(SinceLowering lower) {
  return [lower](Since since) -> LoweringFn {
    return [lower, since](LoweringRewriter &rw, Operation *op) {
      return lower(rw, op, since);
    };
  };
}

/// constants, onnx-side plumbing (Basic.cpp)
void registerBasicLowerings();
/// elementwise math, activations, comparisons, logic, casts, where, clamp
void registerElementwiseLowerings();
/// host scalars: dim, numel, scalar_*, from_scalars, to_tensor, to_scalar
void registerScalarLowerings();
/// views, slicing, concat/split, pad, gather/scatter/index, sort/topk,
/// resize, creation (full, arange)
void registerShapeLowerings();
/// matmul, conv, pools, norms, softmax, attention and the other composites
void registerNNLowerings();
/// reductions, arg max/min, cumsum
void registerReductionLowerings();
void registerControlFlowLowerings();
/// lstm, gru, rnn
void registerRNNLowerings();
/// sequence_*, concat_from_sequence, split_to_sequence (Sequences.cpp)
void registerSequenceLowerings();
/// torchvision's operators (nms, roi_align, ...) and their shape functions
void registerTorchvisionLowerings();
/// quantize_linear, dequantize_linear (QuantizeLinear, DequantizeLinear)
void registerQuantizationLowerings();

/// core.scalar_constant's entry (Scalars.cpp), which prim.Constant of a
/// host scalar shares: one entry, at every opset.
LogicalResult lowerScalarConstant(LoweringRewriter &rw, Operation *op);

/// The tensor a host scalar type becomes: int -> 0-d i64, float -> 0-d
/// f64, bool -> 0-d bool; other types are returned unchanged.
Type loweredHostType(Type t);

/// lower-to-onnx's `fallback` for ops without a lowering (Fallback.cpp):
/// torch.onnx's operator_export_type ONNX, ONNX_FALLTHROUGH and
/// ONNX_ATEN_FALLBACK.
enum class FallbackKind { None, Fallthrough, Aten };
std::optional<FallbackKind> parseFallback(llvm::StringRef text);
/// Whether `op` (which has no lowering at the target) may fall back.
bool canFallBack(Operation *op, FallbackKind kind);
/// Replaces `op` by an `onnx.custom` node and warns at it; returns the
/// node's domain, which the module must import (version 1). On an operand
/// or result that a node cannot carry, an error at `op` and failure.
FailureOr<std::string> fallBack(Operation *op, FallbackKind kind,
                                int64_t opset);

/// Wraps the values yielded where a prim.If result is optional, and graph
/// outputs declared optional, in onnx.Optional (Optionals.cpp); below the
/// opsets with optional types, an error at each op making one.
LogicalResult materializeOptionals(Module &module, int64_t target);

using expansion::boolAttr;
using expansion::floatAttr;
using expansion::intAttr;
using expansion::intsAttr;
using expansion::strAttr;

} // namespace tocc::lowering

#endif
