//===- Expansion.h - The core -> core expansions of composite ops --------===//
//
// Core ops with the Composite trait (gelu, layer_norm, attention, ...) are
// kept whole by `decompose`; a lowering maps one straight to an ONNX op when
// the target opset has it and otherwise expands it into core primitives
// first. This header is the registry of those expansions, keyed by core op
// name, with the conventions of the decomposition registry
// (Decomposition.h): an entry is written with a Rewriter, whose
// insertion point is before the composite op and which gives every new op
// its type from the op's shape function.
//
// docs/core-dialect.md ("Expansions of composite ops") lists each formula.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_CONVERSION_CORETOCORE_EXPANSION_H
#define TOCC_CONVERSION_CORETOCORE_EXPANSION_H

#include "tocc/Rewrite/Rewriter.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <string>
#include <vector>

namespace tocc {

/// Rewrites a composite op into core primitives, under the contract of a
/// DecompositionFn: build with the rewriter, replaceOp the op, or emit an
/// error at the op and return failure() (the created ops are then erased).
/// Attributes are read from the op itself (absent ones take the defaults
/// of CoreOps.ops).
using ExpansionFn =
    std::function<LogicalResult(Rewriter &rewriter, Operation *op)>;

/// Registers `fn` for `opName` (`core.gelu`, or `core::gelu`). Registering
/// a name that has an entry is an error naming the op unless `override` is
/// true, in which case the entry is replaced. Not thread-safe: register
/// before passes run.
llvm::Error registerExpansion(llvm::StringRef opName, ExpansionFn fn,
                              bool override = false);
/// Whether `opName` (either spelling) has an expansion.
bool isExpansionRegistered(llvm::StringRef opName);
/// The expansion of `opName` (either spelling), or null.
const ExpansionFn *lookupExpansion(llvm::StringRef opName);
/// Every registered name in IR spelling, sorted.
std::vector<std::string> getRegisteredExpansions();

/// Registers tocc's expansions of every core composite. Idempotent.
void registerCoreExpansions();

namespace expansion {
/// An attribute of the op, or the op table's default when it is absent
/// (shared by the expansions and the onnx lowerings).
double floatAttr(Operation *op, llvm::StringRef name, double dflt);
int64_t intAttr(Operation *op, llvm::StringRef name, int64_t dflt);
bool boolAttr(Operation *op, llvm::StringRef name, bool dflt);
llvm::StringRef strAttr(Operation *op, llvm::StringRef name,
                        llvm::StringRef dflt);
llvm::SmallVector<int64_t, 4> intsAttr(Operation *op, llvm::StringRef name);
} // namespace expansion

} // namespace tocc

#endif // TOCC_CONVERSION_CORETOCORE_EXPANSION_H
