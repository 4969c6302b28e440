//===- Registry.h - The public API for extending tocc --------------------===//
//
// One include for code that teaches tocc an op: an application that
// exports through the C++ API, or a plugin (Support/Plugin.h) loaded with
// `tocc-export --load-plugin` / `onnx-opt --load-plugin`. It offers
//
//   - registration (declared in the headers below, re-exported here):
//       registerDecomposition  aten or custom op -> core ops
//                              (Conversion/AtenToCore/Decomposition.h)
//       registerLowering       core or custom op -> onnx ops, per since_opset
//                              (Conversion/CoreToOnnx/Lowering.h)
//       registerShapeFunction  result types of a custom op
//                              (IR/ShapeInference.h)
//       registerPass           a whole pass (Pass/PassRegistry.h)
//     Each returns an llvm::Error for a bad name or an entry that exists
//     already; `override = true` replaces an entry and records it, and the
//     tools print a warning for each replacement a plugin made.
//   - queries, like torch.onnx's OnnxRegistry.is_registered_op and
//     get_op_functions: which entries an op has, for which opsets, and who
//     registered them ("builtin" or "plugin 'name'").
//
// docs/custom-ops.md is the tutorial; docs/extending.md the reference.
// The API is versioned by TOCC_PLUGIN_API_VERSION: a change that breaks a
// built plugin bumps it, and the loader refuses plugins of another version.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_EXTENSION_REGISTRY_H
#define TOCC_EXTENSION_REGISTRY_H

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Plugin.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace tocc {

class Context;

/// One registered function of an op.
struct OpFunction {
  enum Kind {
    Decomposition, // aten/custom -> core (decompose)
    Expansion,     // composite core -> core (lower-to-onnx, when no lowering)
    Lowering,      // -> onnx (lower-to-onnx), for opsets >= sinceOpset
    ShapeFunction, // registered with registerShapeFunction
    DialectShapeFunction, // the op's dialect's own
  };
  Kind kind;
  /// For lowerings: the first opset the entry serves.
  int64_t sinceOpset = 0;
  /// "builtin", "plugin 'name'", or the dialect for DialectShapeFunction.
  std::string source;
};

/// "decomposition", "lowering", ... as the query output spells them.
llvm::StringRef getOpFunctionKindName(OpFunction::Kind kind);

/// Every function registered for `opName` (`aten::add.Tensor`,
/// `aten.add.Tensor`, `myops::op`, `core.relu`), in the order a model meets
/// them: decomposition, expansion, lowerings by since_opset, shape
/// function. `ctx`, when given, adds the shape function of the op's dialect.
/// An invalid name yields an error quoting it.
llvm::Expected<std::vector<OpFunction>>
getOpFunctions(llvm::StringRef opName, const Context *ctx = nullptr);

/// Whether tocc has a way to convert `opName` at `opset` (any opset when
/// nullopt): a decomposition or expansion, or a lowering whose since_opset
/// <= opset. Like torch.onnx's is_registered_op, it looks at this op's own
/// entries only, not at what a decomposition produces (that is what
/// `tocc-export --list-supported-ops` runs).
bool isRegisteredOp(llvm::StringRef opName,
                    std::optional<int64_t> opset = std::nullopt);

/// Prints the answer to `--query-op=NAME [--opset N]`: the op's IR name,
/// then one line per function with its source, then whether it is
/// registered at `opset`. An invalid name is an error quoting it, and
/// nothing is printed.
llvm::Error printOpQuery(llvm::raw_ostream &os, llvm::StringRef opName,
                         std::optional<int64_t> opset, const Context *ctx);

/// printOpQuery for each name, with the registered dialects loaded into a
/// fresh context: what `--query-op` prints in onnx-opt and tocc-export.
/// Stops at the first invalid name.
llvm::Error printOpQueries(llvm::raw_ostream &os,
                           const std::vector<std::string> &opNames,
                           std::optional<int64_t> opset);

/// Loads every `--load-plugin` of the command line (findPluginFlags), in
/// order, before the tool parses it, printing each override a plugin made
/// as `<tool>: warning: plugin 'p' (path) replaces the lowering of ...`. On
/// the first plugin that fails, prints `<tool>: error: ...` and returns
/// false.
bool loadCommandLinePlugins(int argc, char **argv, llvm::StringRef tool);

} // namespace tocc

#endif // TOCC_EXTENSION_REGISTRY_H
