//===- Torch.h - The one place lib/Frontend includes LibTorch ------------===//
//
// LibTorch's headers are slow to compile and differ between releases, so the
// Frontend includes the few it needs here and nowhere else, and only the
// sources that talk to LibTorch include this file. Besides the includes it
// declares what those sources (and the Frontend unit tests) share: the
// weight buffer that aliases a tensor, the names of weights, the import of
// an already built jit::Graph (a TorchScript method's, or a trace's), and
// the import of an already loaded module.
//
// The Frontend's sources call each other in one direction only (A -> B:
// A calls B):
//
//   TorchScriptEntry.cpp     checks and loads a .pt file (loadTorchScript-
//                            File) and picks the import mode
//     -> Capture.cpp, TorchScriptImporter.cpp, TorchvisionOps.cpp,
//        TorchArchive.cpp, TorchPickle.cpp (the checks of the file's
//        records, LibTorch-free)
//   Capture.cpp              trace mode, and the capture of C++ callables
//                            (tocc/Capture.h), under LibTorch's tracer
//     -> TorchScriptImporter.cpp
//   TorchScriptImporter.cpp  a jit::Graph into the aten dialect, the
//                            example inputs, the scripted mode, the checks
//                            of tensors and values LibTorch made
//     -> FrozenGraph.cpp, InputSpecs.cpp, TorchPickle.cpp
//
// The importer calls neither the entry nor the capture. What the capture
// offers the entry (traceTorchScriptModule) is declared in Trace.h, which
// only those two include, so a call back from the importer does not compile.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_FRONTEND_TORCH_H
#define TOCC_LIB_FRONTEND_TORCH_H

#include "TorchBoundary.h"

#include "tocc/Frontend/TorchScriptImporter.h"
#include "tocc/IR/Attributes.h"
#include "tocc/IR/Types.h"

#include "llvm/Support/Error.h"

// Only JIT and ATen core: <torch/script.h> would pull in the whole C++
// frontend (torch::nn and friends) for nothing.
#include <ATen/core/ivalue.h>
#include <c10/util/Exception.h>
#include <caffe2/serialize/read_adapter_interface.h>
#include <torch/csrc/jit/api/module.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/ir/ir.h>
#include <torch/csrc/jit/passes/inliner.h>
#include <torch/csrc/jit/serialization/import.h>
#include <torch/csrc/jit/serialization/pickle.h>

#include "llvm/ADT/DenseMap.h"

#include <map>
#include <optional>
#include <tuple>

namespace tocc::frontend {

/// The bytes of a dense constant are those of a (contiguous, CPU) LibTorch
/// tensor: holding the tensor keeps its storage alive, nothing is copied.
class TensorElementsBuffer final : public ElementsBuffer {
public:
  explicit TensorElementsBuffer(at::Tensor tensor)
      : tensor(std::move(tensor)) {}
  llvm::ArrayRef<char> getData() const override {
    return {static_cast<const char *>(tensor.data_ptr()), tensor.nbytes()};
  }
  const at::Tensor &getTensor() const { return tensor; }

private:
  at::Tensor tensor;
};

/// While it lives, LibTorch's CPU allocator refuses any single allocation
/// above `maxBytes` (a c10::Error, as for an allocation it cannot make):
/// the compile-time size cap on LibTorch's kernels, for fold-constants'
/// evaluations and for the import's constant propagation. Caps nest;
/// the innermost holds (AllocationCap.cpp).
class AllocationCap {
public:
  AllocationCap(int64_t maxElements, int64_t maxBytes);
  ~AllocationCap();
  AllocationCap(const AllocationCap &) = delete;
  AllocationCap &operator=(const AllocationCap &) = delete;
  /// The elements of the cap in force, or -1 when none is.
  static int64_t elements();
  /// Whether something was refused for the cap since the innermost cap
  /// began (or noteExceeded said so).
  static bool exceeded();
  static void noteExceeded();

private:
  int64_t savedElements, savedBytes;
};

/// Our dtype for a LibTorch scalar type; nullopt for the ones the IR does
/// not model (quantized types, complex32, ...).
std::optional<DType> convertScalarType(c10::ScalarType t);

/// The text of a LibTorch exception, without the C++ backtrace and the
/// trailing newlines c10::Error carries.
std::string torchMessage(const std::exception &e);

/// What is wrong with a tensor LibTorch made from a file: its sizes,
/// strides and offset reach past its storage's bytes (or are negative), or
/// its storage claims bytes it has no memory for. None for a good tensor
/// (and for one without strided storage, which the importer refuses).
std::optional<std::string> checkTensor(const at::Tensor &t);

/// The first value in `value` (tuples, lists, dicts, objects) that is a
/// tensor checkTensor refuses, or that does not have the type `declared`
/// (null: any) says it has, e.g. `attribute 'conv1.weight' ...`. `path`
/// names `value`.
std::optional<std::string> checkValue(const c10::IValue &value,
                                      const c10::TypePtr &declared,
                                      const std::string &path);

/// PyTorchStreamReader's input: bytes in memory that it shares.
class BufferReadAdapter : public caffe2::serialize::ReadAdapterInterface {
public:
  explicit BufferReadAdapter(llvm::StringRef bytes,
                             std::shared_ptr<const void> owner = nullptr)
      : bytes(bytes), owner(std::move(owner)) {}
  /// The bytes of `file` (kept alive). When LibTorch copies a large record
  /// out of a memory-mapped file, the mapped pages it read are given back:
  /// the file's pages and LibTorch's copy of them are not both resident.
  explicit BufferReadAdapter(std::shared_ptr<llvm::MemoryBuffer> file);
  size_t size() const override { return bytes.size(); }
  size_t read(uint64_t pos, void *buf, size_t n,
              const char * /*what*/) const override;

private:
  llvm::StringRef bytes;
  std::shared_ptr<const void> owner;
  bool mapped = false;
};

/// Loads the TorchScript module in the file `path` with LibTorch, which
/// reads only what tocc checked first (TorchArchive.h): the zip's records,
/// the nesting of its code, its pickles and the storages of its tensors;
/// after loading, every attribute has its declared type and every tensor
/// of the module and its code's constants fits its storage. A problem in
/// the file is reported through `ctx`'s diagnostics where it is (`m.pt`,
/// or a line of a code record: `m.pt: code/__torch__.py:12:40`), and the
/// error then says the file was not loaded; LibTorch's exceptions become
/// errors naming the file (TorchScriptEntry.cpp).
llvm::Expected<torch::jit::Module> loadTorchScriptFile(llvm::StringRef path,
                                                       Context &ctx);

/// Registers torchvision's operators (nms, roi_align, roi_pool,
/// ps_roi_align, ps_roi_pool, deform_conv2d) with reference CPU kernels when
/// LibTorch has none, so that models calling them load and run without
/// torchvision (TorchvisionOps.cpp). Idempotent; call it before loading or
/// running a model.
void registerTorchvisionOps();

/// Module paths of weights (`layer1.0.conv1.weight`), found by tensor
/// identity: the storage, sizes and dtype. Freezing and tracing hand the
/// importer new tensors (detached, another TensorImpl) that still share
/// the weight's storage.
class WeightNames {
public:
  void add(const at::Tensor &t, const std::string &name);
  /// The parameters and buffers of `m` and its submodules.
  void addModule(const torch::jit::Module &m);
  /// The name of `t`, or "" if it is no known weight.
  std::string lookup(const at::Tensor &t) const;

private:
  using Key = std::tuple<const void *, std::vector<int64_t>, c10::ScalarType>;
  std::map<Key, std::string> names;
};

/// Locations a capture computed while it recorded the ops: the capture
/// gives each recorded node a source range in a jit::Source of its own,
/// and the importer locates the node's op here instead of reading the
/// range.
using CapturedLocations = llvm::DenseMap<const torch::jit::Source *, Location>;

/// A graph input: its name (may be empty) and type. An argument that is
/// fixed to a constant (`fixed`, `value`) is not a graph input: one the
/// example inputs omit takes its default, one they give as None is None.
struct GraphInput {
  std::string name;
  Type type;
  bool fixed = false;
  c10::IValue value = {};
};

/// Imports `graph` (inlined; a method's graph or a trace) into a new graph
/// `@main` of `module`. The JIT graph's inputs, after a leading module
/// `self` if there is one, become `inputs`. Weights are named by
/// `weights`; ops are located by `captured` when the node's source is
/// there, else from the node's source range and inlined call stack (code
/// of the file `modelPath`, when that is given, is located in it), and a
/// node without a source range, the graph and its inputs at `graphLoc`
/// (unknown: the module's location). Fails after a diagnostic.
LogicalResult importJitGraph(torch::jit::Graph &graph, Module &module,
                             llvm::ArrayRef<GraphInput> inputs,
                             const WeightNames &weights,
                             const CapturedLocations *captured = nullptr,
                             Location graphLoc = Location(),
                             llvm::StringRef modelPath = "");

/// Where forward of the loaded module `m` is defined, to locate the graph
/// and its inputs: its `def` line in the model's Python source (through
/// the file's debug info), else in the file's serialized code (`m.pt:
/// code/__torch__.py:7:3`), else the file `modelPath`.
Location forwardLocation(const torch::jit::Module &m, Context &ctx,
                         llvm::StringRef modelPath);

/// The location of an op run at the TorchScript frames `frames` (innermost
/// first): the innermost Python frame outside of PyTorch's own package,
/// inside a name location `modulePath` if that is not empty. A frame in
/// the serialized code of the file `modelPath` (if given) is located in it.
Location locationOfFrames(Context &ctx,
                          llvm::ArrayRef<torch::jit::SourceRange> frames,
                          llvm::StringRef modulePath,
                          llvm::StringRef modelPath = "");

/// Reads a file written by Python's torch.save: a tuple or list holds one
/// value per argument, anything else is the only argument.
llvm::Expected<std::vector<c10::IValue>>
readExampleInputs(llvm::StringRef path);

/// The type an example input gives its graph input.
Type typeOfExample(Context &ctx, const c10::IValue &v);

/// Gives the inputs named in `specs` (`x=f32[batch,3]`) their types,
/// declaring symbols in `module`'s ShapeEnv. `isTensor(i)` says whether
/// input i may take a tensor type; `what` names the program in errors
/// (`forward of 'm.pt'`).
llvm::Error applyInputSpecs(llvm::ArrayRef<std::string> specs, Module &module,
                            llvm::MutableArrayRef<GraphInput> inputs,
                            llvm::function_ref<std::string(size_t)> notTensor,
                            const llvm::Twine &what);

/// Gives forward's arguments `inputs` (of declared JIT types `declared`)
/// their final names and types: the user's names (options.inputNames) over
/// the argument names, the types of the example inputs (checked against
/// `declared`), then the input shape specs. Returns the example inputs
/// (none without options.exampleInputsPath). `fileName` names the module
/// in errors. `defaults` (empty, or one per input) holds the arguments'
/// default values: trailing arguments that have one may be left out of the
/// example inputs (torch.onnx.export's rule); they are marked `fixed`
/// and their defaults appended to the returned values. An example input
/// of None fixes its argument to None (ONNX has no None input).
llvm::Expected<std::vector<c10::IValue>>
bindInputs(llvm::MutableArrayRef<GraphInput> inputs,
           llvm::ArrayRef<c10::TypePtr> declared,
           const TorchScriptImportOptions &options, Module &module,
           llvm::StringRef fileName,
           llvm::ArrayRef<std::optional<c10::IValue>> defaults = {});

/// Imports an already loaded module: in trace mode (options.trace) with
/// traceTorchScriptModule (Trace.h), else with importScriptedModule; an
/// error if it has no forward. Puts `module` in eval mode (this changes
/// it). `fileName` names the module in errors (TorchScriptEntry.cpp).
llvm::Expected<std::unique_ptr<Module>>
importTorchScriptModule(const torch::jit::Module &module, Context &ctx,
                        const TorchScriptImportOptions &options,
                        llvm::StringRef fileName);

/// Scripted mode: puts the module in eval mode (this changes `module`),
/// freezes its forward (FrozenGraph.h) and imports it. Weights share
/// storage with `module`'s. `fileName` names the module in errors
/// (TorchScriptImporter.cpp).
llvm::Expected<std::unique_ptr<Module>>
importScriptedModule(const torch::jit::Module &module, Context &ctx,
                     const TorchScriptImportOptions &options,
                     llvm::StringRef fileName);

} // namespace tocc::frontend

#endif // TOCC_LIB_FRONTEND_TORCH_H
