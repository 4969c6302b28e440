//===- Verifier.h - Structural and per-op checks of the IR --------------===//
#ifndef TOCC_IR_VERIFIER_H
#define TOCC_IR_VERIFIER_H

#include "tocc/Support/Diagnostics.h"

namespace tocc {

class Graph;
class Module;
class Operation;

/// Checks a module and reports every problem through the context's
/// diagnostic engine, naming the op and the rule:
///  - SSA: every operand is defined before its use, in the same block or an
///    enclosing one (values from outside a region are visible inside it
///    unless the op is IsolatedFromAbove); no operand is null.
///  - structure: one block per region of a registered op; each region's
///    block ends with a terminator; terminators appear only last.
///  - ops: unregistered ops are rejected unless the context allows them;
///    operand/result counts and type constraints, required and unknown
///    attributes and their kinds, region counts, then the op's own hook.
///  - graphs: unique names; `return` operand types are compatible with the
///    signature (equal where both are known).
///  - types: every declared result type agrees with the op's shape function
///    where both are known (inferShapes in Check mode).
LogicalResult verify(Module &module);
/// The same checks, on the ops that changed since the module last passed
/// `verify` or `verifyChanged` (Operation::isVerified; every mutation
/// through the IR's API marks the op, and its users where their checks read
/// what changed), plus the graph-level checks: O(changed ops) after a walk
/// that only reads a flag per op. A change to the module's own state (its
/// attributes, symbols, ranges or guards) checks everything again. Results
/// equal `verify`'s, but the shape check of a changed op reads the integer
/// contents of its operands on demand rather than from a walk of the graph.
LogicalResult verifyChanged(Module &module);
LogicalResult verify(Operation *op);

} // namespace tocc

#endif // TOCC_IR_VERIFIER_H
