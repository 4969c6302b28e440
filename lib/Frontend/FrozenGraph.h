//===- FrozenGraph.h - A module's forward, frozen and ready for import ---===//
//
// The importer's own freezing of a module (LibTorch's freeze_module grew
// with the square of a deep model's layers): calls inlined, attributes made
// constants, constants pooled. And what freezing leaves: what forward does
// to objects: TorchScript class instances it creates
// (torchvision's ImageList, LevelMapper), module attributes it assigns
// (lazily computed scales, cached anchors, warn-once flags), grad-mode
// context managers. The importer's IR has no objects, so these become
// values here, on the jit::Graph, before the import.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_FRONTEND_FROZENGRAPH_H
#define TOCC_LIB_FRONTEND_FROZENGRAPH_H

#include "Torch.h"

#include <memory>
#include <vector>

namespace tocc {
namespace frontend {

/// Every node of `block` and of its nested blocks, in order.
void collectNodes(torch::jit::Block *block,
                  std::vector<torch::jit::Node *> &out);

/// Whether `v` is a tensor or a list or tuple holding one.
bool holdsTensor(const c10::IValue &v);

/// `graph` with every call whose callee the types decide (a submodule's
/// method, a function constant) inlined, bottom-up: each function's body
/// is inlined once and copied into its calls, and every node is appended
/// at the end of its block of a new graph, so the work is the size of the
/// inlined graph (LibTorch's Inline optimizes each callee's graph, and its
/// inlineCallTo inserts at the call, which renumbers the block every few
/// dozen nodes). Each copied node's call stack is what inlineCallTo gives
/// it (the module path of a submodule's call).
std::shared_ptr<torch::jit::Graph> inlineCalls(torch::jit::Graph &graph);

/// LibTorch's constant pooling without its cost: every prim::Constant moves
/// to the top of the graph, and equal ones of one type become one. Tensors
/// are keyed by a hash of their bytes and compared only when the keys match
/// (LibTorch hashes every weight of one shape alike and compares their
/// data: quadratic in a deep model's layers); scalars, strings and lists by
/// value (floats by their bits).
void poolConstants(torch::jit::Graph &graph);

/// LibTorch's EliminateCommonSubexpression with the same checks (side
/// effects, alias analysis), in time linear in the graph: its hash tells
/// apart nodes that differ only by an attribute (the GetAttrs of one
/// object), and constants are left to poolConstants.
void eliminateCommonSubexpressions(std::shared_ptr<torch::jit::Graph> &graph);

/// Object state as values (resolveObjectState), grad-mode contexts
/// removed, module attributes read as constants of their value in
/// `frozen`, isinstance of tensors decided; with LibTorch's constant
/// propagation between rounds, until nothing changes, then its constants
/// pooled (poolConstants). What stays (an
/// object that escapes into a list, an attribute read before any
/// assignment in a class instance) the importer reports.
void simplifyFrozenGraph(std::shared_ptr<torch::jit::Graph> &graph,
                         const torch::jit::Module &frozen);

/// The state of objects as SSA values (torch-mlir's "object graph" and
/// LLVM's mem2reg): every prim::SetAttr on a module reached from `self`,
/// or on a class instance forward creates that does not escape (used only
/// by GetAttr and SetAttr), records the value; each prim::GetAttr after it
/// reads that value. An attribute assigned in a branch of a prim::If
/// becomes an output of the If (typed by the class's declared attribute
/// type), one assigned in a prim::Loop a loop-carried value. A module
/// attribute read before any assignment reads its frozen value. Returns
/// whether anything changed.
bool resolveObjectState(torch::jit::Graph &graph);

} // namespace frontend
} // namespace tocc

#endif
