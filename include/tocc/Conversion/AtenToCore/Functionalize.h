//===- Functionalize.h - Mutation of aten programs rewritten into values -===//
#ifndef TOCC_CONVERSION_ATENTOCORE_FUNCTIONALIZE_H
#define TOCC_CONVERSION_ATENTOCORE_FUNCTIONALIZE_H

#include "tocc/Pass/Pass.h"

#include <memory>

namespace tocc {

class Module;

/// Rewrites every op that writes one of its arguments (an `!` in its
/// schema: `aten.add_.Tensor`, `aten.copy_`, `aten.fill_.Scalar`, ...) into
/// its functional form, and replaces every later read of the mutated
/// tensor, of the base it is a view of and of the views of that base, by
/// the new values: a mutation through a chain of views is scattered back
/// into the base (`aten.slice_scatter`, `aten.select_scatter`, a reshape or
/// permutation back). Errors, at the op: a mutation of a graph input or a
/// weight that is read afterwards, a mutation inside a prim.If/prim.Loop
/// region of a value from outside it, a mutation through a view it cannot
/// invert, an op without a functional form. docs/functionalize.md.
/// `changed` (if given) says whether any op was rewritten.
LogicalResult functionalize(Module &module, bool *changed = nullptr);

/// The `functionalize` pass: runs functionalize() on the module.
std::unique_ptr<Pass> createFunctionalizePass();

} // namespace tocc

#endif // TOCC_CONVERSION_ATENTOCORE_FUNCTIONALIZE_H
