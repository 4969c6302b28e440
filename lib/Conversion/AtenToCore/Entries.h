//===- Entries.h - Shared by the files of tocc's own decompositions ------===//
//
// Private to lib/Conversion/AtenToCore: each family file registers its
// entries with a function declared here, and the helpers several families
// use live here.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_CONVERSION_ATENTOCORE_ENTRIES_H
#define TOCC_LIB_CONVERSION_ATENTOCORE_ENTRIES_H

#include "tocc/Conversion/AtenToCore/Decomposition.h"

#include <optional>
#include <vector>

namespace tocc {
class Module;
} // namespace tocc

namespace tocc::detail {

/// Registers a builtin entry; a clash among builtins is a programming error.
void addBuiltin(llvm::StringRef name, DecompositionFn fn);

/// The core.scalar_* op of a host-scalar binary `op` (add, sub, mul,
/// truediv, floordiv, mod, min, max, and, or); empty for another name.
llvm::StringRef scalarBinaryOpName(llvm::StringRef op);

void registerElementwiseDecompositions();
void registerComparisonDecompositions();
void registerActivationDecompositions();
void registerLinalgDecompositions();
void registerShapeDecompositions();
void registerNNDecompositions();
void registerIndexingDecompositions();
/// index_copy, index_add, index_fill, index_reduce, scatter_reduce
/// (IndexUpdates.cpp); registerIndexingDecompositions calls it.
void registerIndexUpdateDecompositions();
/// _unique2, _unique, unique_dim, unique_consecutive, unique_dim_consecutive
/// (Unique.cpp); registerIndexingDecompositions calls it.
void registerUniqueDecompositions();
void registerCreationDecompositions();
void registerScalarDecompositions();
void registerReductionDecompositions();
void registerAttentionDecompositions();
void registerRNNDecompositions();
void registerLossDecompositions();
/// ctc_loss (CTCLoss.cpp); registerLossDecompositions calls it.
void registerCtcLossDecompositions();
void registerWindowDecompositions();
void registerSpectralDecompositions();
/// fractional_max_pool2d/3d (FractionalPooling.cpp);
/// registerWindowDecompositions calls it.
void registerFractionalPoolDecompositions();
void registerEmbeddingDecompositions();
/// torchvision::deform_conv2d (Torchvision.cpp).
void registerTorchvisionDecompositions();
/// torch's quantized ops and quantize/dequantize (Quantized.cpp)
void registerQuantizedDecompositions();
/// quantize_dynamic's ops: linear_dynamic, quantized_lstm, quantized_gru
/// (QuantizedDynamic.cpp)
void registerQuantizedDynamicDecompositions();
/// QAT's fake-quantize ops (FakeQuantize.cpp)
void registerFakeQuantizeDecompositions();
/// The elements of a constant tensor (prim.Constant or core.constant of
/// f32, f64, i64, i32, u8 or i8), or of a constant int or float, as
/// doubles; nullopt for anything else (FakeQuantize.cpp). Quantization
/// parameters come this way: floats, or FX's and QAT's buffers.
std::optional<std::vector<double>> constantValues(Value *v);
/// Whether `v` is a quantized tensor of torch, from where it comes from:
/// an aten.quantize_per_tensor (or per channel), a quantized op or a
/// quantized constant (through the ops whose result has their first
/// operand's quantization) or not (a graph input, a dequantize, a
/// fake-quantize); nullopt when the walk cannot tell (Requantize.cpp).
std::optional<bool> isQuantizedValue(Value *v);
/// After every aten op that computes new values on a quantized tensor
/// (average pools, mean, bilinear upsampling, sigmoid, tanh, hardsigmoid,
/// hardtanh, clamp, leaky_relu, a cat of differing inputs), whose torch
/// kernel rounds them to the input's (or fixed) scale and zero point:
/// aten.dequantize then aten.quantize_per_tensor with those, which torch
/// runs as the identity and decompose as a quantize_linear +
/// dequantize_linear (Requantize.cpp).
void insertRequantizations(Module &module);
void registerScalarMathDecompositions();

/// The aten and prim ops whose operands and single result are numbers
/// (int, float, bool, Scalar), from the op tables, with their operand
/// counts: ScalarMath.cpp registers an entry for each whose function tocc
/// knows.
std::vector<std::pair<std::string, unsigned>> numberOnlyOverloads();

/// The dtype of the op's result if known, else `fallback`.
DType resultDTypeOr(Operation *op, DType fallback);

/// A Scalar argument (`other` of aten.add.Scalar): a constant (as a double,
/// with the dtype of its kind: i64, f64 or bool), or a value already turned
/// into a 0-d tensor (aten.size.int's replacement).
struct ScalarArg {
  std::optional<double> constant;
  Value *tensor = nullptr;
  DType kind = DType::Unknown;
};
FailureOr<ScalarArg> readScalar(Rewriter &rw, unsigned i);

/// The dims of `v`, a tensor of static shape and rank `minRank` or more
/// (exactly `minRank` if `exactRank`); else an error naming `what`.
FailureOr<llvm::SmallVector<int64_t, 4>> readStaticDims(Rewriter &rw, Value *v,
                                                        llvm::StringRef what,
                                                        int64_t minRank = 0,
                                                        bool exactRank = false);

/// core.reshape of `x` to the static dims `shape`, typed.
Value *reshapeStatic(Rewriter &rw, Value *x, llvm::ArrayRef<int64_t> shape);

/// The scalar as a 0-d tensor of `dtype`.
Value *materializeScalar(Rewriter &rw, const ScalarArg &s, DType dtype);

/// The p-norm of `x` over `axes` (all of them if empty), as torch.norm
/// computes it: p = 2 sqrt(sum(x * x)), 1 sum(|x|), +-inf max / min of |x|,
/// 0 the number of nonzeros, else sum(|x|^p)^(1/p). Reductions.cpp.
Value *buildNorm(Rewriter &rw, Type resultType, Value *x, double p,
                 llvm::ArrayRef<int64_t> axes, bool keepdim);

/// An in-place op (`aten.relu_`) can become its functional form when no one
/// observes the mutation: the mutated tensor (operand 0), and any tensor it
/// is a view of, is not used after the op. Returns the value whose later
/// use makes it unsafe, or null.
Value *observedMutation(Operation *op);

} // namespace tocc::detail

#endif
