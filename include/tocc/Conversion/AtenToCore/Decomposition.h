//===- Decomposition.h - The aten -> core decomposition registry ---------===//
//
// tocc lowers ATen programs in two steps: `decompose` rewrites aten ops into
// core ops, then `lower-to-onnx` turns core into onnx. This header is the
// first step's extension point:
//
//   - a registry of decompositions keyed by op name and overload
//     (`aten.add.Tensor`), which builtin entries, tools and plugins fill;
//   - torch's dtype promotion.
//
// An entry is written with a Rewriter (Rewrite/Rewriter.h), shared with the
// expansions and lowerings; the registry is an OpRegistry
// (Rewrite/Registry.h).
//
// docs/decompositions.md shows how to write an entry in C++ and in a plugin.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_CONVERSION_ATENTOCORE_DECOMPOSITION_H
#define TOCC_CONVERSION_ATENTOCORE_DECOMPOSITION_H

#include "tocc/Rewrite/Registry.h"
#include "tocc/Rewrite/Rewriter.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tocc {

/// The name entries and plugins have always used for the rewriter.
using DecompositionRewriter = Rewriter;

//===----------------------------------------------------------------------===//
// The registry
//===----------------------------------------------------------------------===//

/// Rewrites `op` into core ops. The function builds the replacement with
/// `rewriter` (its insertion point is before `op`, and every op it creates
/// gets `op`'s location), then calls `rewriter.replaceOp(op, values)` with
/// one value per result of `op`. When an argument is not supported it emits
/// an error at `op` (the rewriter's read* helpers do so, naming the
/// argument and saying why) and returns failure(); the ops it created are
/// then erased and `op` is left as it was.
///
/// An entry may erase only `op` (through replaceOp). A std::function rather
/// than a function pointer so plugins and tests can register lambdas that
/// capture state.
using DecompositionFn =
    std::function<LogicalResult(Rewriter &rewriter, Operation *op)>;

/// normalizeOpName (Rewrite/Registry.h), under the name plugins know.
inline llvm::Expected<std::string>
normalizeDecompositionName(llvm::StringRef opName) {
  return normalizeOpName(opName);
}

/// Registers `fn` for `opName` (any spelling normalizeDecompositionName
/// accepts). Registering a name that already has an entry is an error
/// naming the op unless `override` is true, in which case the entry is
/// replaced and the replacement recorded (recordRegistrationOverride), so
/// a tool that loaded the plugin says so.
///
/// Not thread-safe: register from main() or a plugin's registerAll, before
/// any pass runs. A plugin turns the error into a load failure that names
/// the plugin with recordRegistrationConflict (Support/Plugin.h).
llvm::Error registerDecomposition(llvm::StringRef opName, DecompositionFn fn,
                                  bool override = false);
/// Whether `opName` (any accepted spelling) has an entry.
bool isDecompositionRegistered(llvm::StringRef opName);
/// The entry for `opName` (any accepted spelling), or null.
const DecompositionFn *lookupDecomposition(llvm::StringRef opName);
/// Every registered name in IR spelling, sorted.
std::vector<std::string> getRegisteredDecompositions();
/// Why tocc's own entries leave `opName` (IR spelling) without a
/// decomposition, for ops it decided not to decompose (`aten.ctc_loss`: a
/// dynamic program over time); empty for any other op. The `decompose`
/// error and tocc-export's unsupported-op report append it.
llvm::StringRef getUndecomposedReason(llvm::StringRef opName);
/// Who registered the entry of `opName`: "builtin" or "plugin 'name'";
/// empty if it has none.
std::string getDecompositionSource(llvm::StringRef opName);

/// Registers tocc's own entries (the seed set in lib/Conversion/AtenToCore).
/// Idempotent.
void registerAtenDecompositions();

class InferenceContext;
/// The shape function of an op that has none but has a decomposition: the
/// types of what it decomposes into, from a trial decomposition that is
/// erased again (ShapeByDecomposition.cpp). registerAtenDecompositions
/// makes it the fallback shape function.
LogicalResult inferShapeByDecomposition(InferenceContext &ic);

//===----------------------------------------------------------------------===//
// Torch's dtype promotion
//===----------------------------------------------------------------------===//

/// How an operand takes part in torch's type promotion
/// (at::native::result_type): tensors with dims decide first, 0-d tensors
/// only if of a higher category, Python scalars (wrapped numbers) only if of
/// a higher category still; categories are bool < integral < floating <
/// complex.
enum class PromotionKind { Tensor, ZeroDimTensor, WrappedScalar };

struct PromotionOperand {
  DType dtype;
  PromotionKind kind = PromotionKind::Tensor;
};

/// A tensor operand's kind: ZeroDimTensor for rank 0, Tensor otherwise
/// (also when unranked, the common case; see promoteResultType).
PromotionOperand promotionOperandOf(Type tensorType);
/// A Python scalar operand (`x + 2.5`): its dtype is torch's default for
/// its kind, i64 for int, f32 (the default dtype) for float, bool for bool.
PromotionOperand wrappedScalar(DType kindDType);

/// torch's result dtype of the operands: within the highest priority class
/// present the usual promotion (torch.promote_types), and a lower class
/// counts only when its category is higher (`i32 tensor + 2.5` is f32,
/// `f16 tensor + 2.5` is f16, `i32 tensor + 2` is i32, `bool tensor + 2`
/// is i64). DType::Unknown if any dtype is unknown; nullopt for a dtype
/// torch does not have (u16, u32, u64, str).
std::optional<DType> promoteResultType(llvm::ArrayRef<PromotionOperand> ops);

} // namespace tocc

#endif // TOCC_CONVERSION_ATENTOCORE_DECOMPOSITION_H
