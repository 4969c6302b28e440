//===- TorchScriptImporter.h - TorchScript .pt files into the aten dialect ===//
//
// Loads a TorchScript module (torch.jit.script or torch.jit.trace, saved with
// .save()), puts it in eval mode, freezes it (parameters and buffers become
// constants that share storage with LibTorch), inlines calls, and imports the
// `forward` graph into the `@main` graph of a new module: aten::* nodes as
// aten.* ops, prim::* nodes as prim.* ops (the conventions are at the top of
// lib/Frontend/TorchScriptImporter.cpp). In trace mode it runs forward
// instead and imports the ATen ops that ran (see tocc/Capture.h).
//
// This header is LibTorch-free on purpose: tools and libraries that only need
// to call the importer do not pay for LibTorch's headers.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_FRONTEND_TORCHSCRIPTIMPORTER_H
#define TOCC_FRONTEND_TORCHSCRIPTIMPORTER_H

#include "tocc/IR/Module.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tocc {

class Context;

/// The dynamic axes of one input or output, as torch.onnx.export's
/// dynamic_axes gives them: each axis with the name of its symbol.
struct DynamicAxesSpec {
  std::string name;
  std::vector<std::pair<int64_t, std::string>> axes;
  /// Ranges given with the axes (`1=seq[1:4096]`, `2=past[0:]`), by
  /// symbol: the symbol's values are in [min, max] (no max: unbounded) in
  /// place of the default [2, inf).
  struct Range {
    std::string symbol;
    int64_t min = 2;
    std::optional<int64_t> max;
  };
  std::vector<Range> ranges;
};

/// Parses torch.onnx.export's dynamic_axes in tocc's text form: entries
/// separated by `;`, each `NAME:AXES` where AXES is a comma-separated list
/// of `AXIS=SYMBOL` (torch's dict form, `x:0=batch,2=height`) or plain
/// `AXIS` (torch's list form, `x:0,2`, named `x_dynamic_axes_1`,
/// `x_dynamic_axes_2` as torch names them). A symbol may carry its range,
/// `AXIS=SYMBOL[MIN:MAX]` or `[MIN:]` (unbounded), as torch.export's
/// Dim(min, max) does: `input_ids:1=seq[1:]` lets a decode step's length 1
/// in. Errors quote the entry.
llvm::Expected<std::vector<DynamicAxesSpec>>
parseDynamicAxes(llvm::StringRef text);

struct TorchScriptImportOptions {
  /// A file written by Python's `torch.save` holding the example inputs: a
  /// tuple (or list) of values, one per forward argument, or a single
  /// tensor for a one-argument forward. Tensors give their dtype and sizes
  /// to the graph input types; empty means no example inputs.
  std::string exampleInputsPath;
  /// Input type specs `name=dtype[d0,d1,...]`, e.g. `x=f32[batch,3,224,224]`:
  /// a number is a static dim, a name a symbolic dim (declared in the
  /// module's ShapeEnv), `?` an unknown dim; `x=f32[]` is a scalar tensor.
  /// Several specs may also be given in one string separated by `;`. A spec
  /// overrides the example input of the same argument.
  std::vector<std::string> inputShapes;
  /// Graph input names in argument order (after `self`); empty keeps the
  /// TorchScript argument names. Specs refer to the final names.
  std::vector<std::string> inputNames;
  /// Dynamic axes: the named inputs' dims at these axes become the symbols
  /// (after example inputs and specs gave the types). Entries naming no
  /// input are left to the caller (torch allows outputs there).
  std::vector<DynamicAxesSpec> dynamicAxes;
  /// Trace mode: instead of importing forward's TorchScript graph, run
  /// forward on the example inputs (required) and import the ATen ops that
  /// ran, recorded at the dispatcher by LibTorch's tracer -- what
  /// torch.jit.trace does, done by tocc (docs/capture.md). Control flow is
  /// resolved for the example inputs; reads of tensor values into the host
  /// (`.item()`, `bool(t)`, `.tolist()`) are reported as trace hazards.
  bool trace = false;
  /// Trace hazards found while tracing (trace mode) are errors, and the
  /// import fails, instead of warnings. A file made by Python's
  /// torch.jit.trace keeps no record of its hazards (they happened in
  /// Python), so without `trace` there is nothing to report.
  bool strict = false;
};

/// Imports the TorchScript module in `path` into a new module of `ctx`
/// (the aten and prim dialects should be loaded; ops that are not
/// registered are imported as they are and left to the verifier). Errors
/// name the file; problems at a node are also reported through the
/// context's diagnostic engine at the node's TorchScript source location.
llvm::Expected<std::unique_ptr<Module>>
importTorchScript(llvm::StringRef path, Context &ctx,
                  const TorchScriptImportOptions &options = {});

/// The same import through the TOCCTorchScriptReader module, which is
/// loaded (and LibTorch with it) by the first call: a tool that reads .pt
/// files only sometimes (onnx-opt) links TOCCFrontendLazy instead of
/// TOCCFrontend and does not pay LibTorch's start-up (~0.8 s of CPU) on
/// every run. The environment variable TOCC_TORCHSCRIPT_READER overrides
/// the module's path. The tool must export its symbols (ENABLE_EXPORTS).
llvm::Expected<std::unique_ptr<Module>>
importTorchScriptLazily(llvm::StringRef path, Context &ctx,
                        const TorchScriptImportOptions &options = {});

} // namespace tocc

#endif // TOCC_FRONTEND_TORCHSCRIPTIMPORTER_H
