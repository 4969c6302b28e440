//===- TorchScriptImporter.cpp - TorchScript graphs into the aten dialect -===//
//
// A jit::Graph into the aten dialect (importJitGraph), the example inputs
// and input types it is imported with (bindInputs), and the scripted mode
// of a loaded module: eval -> freeze (inline, fold attributes, pool;
// FrozenGraph.h) -> one op per node,
// in order (importScriptedModule). TorchScriptEntry.cpp loads the file and
// picks this mode or the trace (Capture.cpp); both call into this file,
// which calls neither (the order is in Torch.h).
//
// Conventions:
//  - aten::NAME.OVERLOAD (from the node's schema) becomes aten.NAME.OVERLOAD,
//    the default overload aten.NAME; every input is an operand in schema
//    order (non-tensor ones produced by prim.Constant, prim.ListConstruct
//    and friends, as AtenOps.ops says); outputs are results typed from the
//    JIT types (`tensor<*, ?>` where TorchScript knows nothing).
//  - prim::If / prim::Loop become region ops ending in `yield`; a Loop's
//    block arguments are the iteration counter and the carried values, its
//    yield the continue condition and the carried values.
//  - A node the importer has no rule for (no schema, another namespace, an
//    op no dialect declares) is imported as a generic op named after it,
//    carrying `tocc.schema` (the schema string, or the node kind): never
//    dropped.
//  - Weights (frozen parameters and buffers) are prim.Constant ops whose
//    dense value aliases the LibTorch tensor, named by their module path
//    (`layer1.0.conv1.weight`); a list of weights becomes one constant per
//    weight and a prim.ListConstruct.
//  - Graph inputs are forward's arguments without `self`, named after them.
//  - An op's location is the innermost Python frame of its node outside of
//    PyTorch's own package (the model's `self.conv(x)`, not the line of
//    torch/nn/functional.py), inside a name location with the module path
//    of the call (`layer1.0.conv1`) when the node was inlined from a
//    submodule.
//
//===----------------------------------------------------------------------===//
#include "Torch.h"

#include "FrozenGraph.h"
#include "InputSpecs.h"
#include "TorchArchive.h"

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Support/InputFiles.h"
#include "tocc/Support/Limits.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <ATen/Functions.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/passes/constant_propagation.h>
#include <torch/csrc/jit/serialization/unpickler.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <map>
#include <sstream>
#include <tuple>

#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

using namespace tocc;
using namespace tocc::frontend;
namespace jit = torch::jit;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

std::string frontend::torchMessage(const std::exception &e) {
  const char *what = e.what();
  if (auto *c10Error = dynamic_cast<const c10::Error *>(&e))
    what = c10Error->what_without_backtrace();
  return llvm::StringRef(what).trim().str();
}

std::string frontend::currentExceptionMessage() {
  try {
    throw;
  } catch (const std::bad_alloc &) {
    return "out of memory (std::bad_alloc; a corrupt size in a file can ask "
           "for more memory than there is)";
  } catch (const std::exception &e) {
    return torchMessage(e);
  } catch (...) {
    return "an exception that is not a std::exception";
  }
}

BufferReadAdapter::BufferReadAdapter(std::shared_ptr<llvm::MemoryBuffer> file)
    : bytes(file->getBuffer()),
      mapped(file->getBufferKind() == llvm::MemoryBuffer::MemoryBuffer_MMap) {
  owner = std::move(file);
}

size_t BufferReadAdapter::read(uint64_t pos, void *buf, size_t n,
                               const char * /*what*/) const {
  if (pos >= bytes.size())
    return 0;
  n = std::min<uint64_t>(n, bytes.size() - pos);
  std::memcpy(buf, bytes.data() + pos, n);
#ifdef __linux__
  // A record (a tensor's storage) is read once, into LibTorch's own memory.
  // The whole pages of the file it covered are dropped from this process:
  // a read-only private file mapping reads them from the file again if they
  // are touched, so the bytes stay valid; only the resident copy goes. The
  // peak then holds the weights once, not twice.
  constexpr size_t kReleaseAbove = 1 << 20;
  if (mapped && n >= kReleaseAbove) {
    static const uintptr_t page = uintptr_t(sysconf(_SC_PAGESIZE));
    uintptr_t start = uintptr_t(bytes.data() + pos);
    uintptr_t begin = (start + page - 1) & ~(page - 1);
    uintptr_t end = (start + n) & ~(page - 1);
    if (begin < end)
      madvise(reinterpret_cast<void *>(begin), end - begin, MADV_DONTNEED);
  }
#endif
  return n;
}

std::optional<std::string> frontend::checkTensor(const at::Tensor &t) {
  if (!t.defined() || t.layout() != c10::kStrided || !t.has_storage())
    return std::nullopt;
  const c10::Storage &storage = t.storage();
  std::optional<uint64_t> extent =
      stridedExtent(llvm::ArrayRef<int64_t>(t.sizes().data(), t.dim()),
                    llvm::ArrayRef<int64_t>(t.strides().data(), t.dim()),
                    t.storage_offset(), t.dtype().itemsize());
  std::string view;
  llvm::raw_string_ostream os(view);
  os << "sizes " << c10::str(t.sizes()) << ", strides " << c10::str(t.strides())
     << " and offset " << t.storage_offset();
  if (!extent)
    return "has " + view + ", which are negative or overflow";
  if (*extent > storage.nbytes())
    return "has " + view + ", which reach " + std::to_string(*extent) +
           " bytes, but its storage has " + std::to_string(storage.nbytes());
  if (storage.nbytes() > 0 && !storage.data())
    return "has a storage of " + std::to_string(storage.nbytes()) +
           " bytes without memory";
  return std::nullopt;
}

std::optional<std::string> frontend::checkValue(const c10::IValue &value,
                                                const c10::TypePtr &declared,
                                                const std::string &path) {
  using c10::TypeKind;
  struct Work {
    c10::IValue value;
    c10::TypePtr type;
    std::string path;
  };
  std::vector<Work> work = {{value, declared, path}};
  // Each object, list, dict and tuple once: values are shared (and LibTorch
  // lists may hold themselves).
  llvm::DenseSet<const void *> seen;
  auto describe = [](const c10::IValue &v) {
    return v.isNone() ? std::string("None") : v.type()->annotation_str();
  };
  while (!work.empty()) {
    Work w = std::move(work.back());
    work.pop_back();
    const c10::IValue &v = w.value;
    if (v.isPtrType() && !v.isTensor() &&
        !seen.insert(v.internalToPointer()).second)
      continue;
    c10::TypePtr type = w.type;
    if (type && type->kind() == TypeKind::OptionalType) {
      if (v.isNone())
        continue;
      type = type->expectRef<c10::OptionalType>().getElementType();
    }
    bool fits = true;
    c10::TypePtr element, key;
    if (type) {
      switch (type->kind()) {
      case TypeKind::TensorType:
        fits = v.isTensor();
        break;
      case TypeKind::IntType:
        fits = v.isInt();
        break;
      case TypeKind::FloatType:
        fits = v.isDouble();
        break;
      case TypeKind::BoolType:
        fits = v.isBool();
        break;
      case TypeKind::StringType:
        fits = v.isString();
        break;
      case TypeKind::NoneType:
        fits = v.isNone();
        break;
      case TypeKind::DeviceObjType:
        fits = v.isDevice();
        break;
      case TypeKind::NumberType:
        fits = v.isInt() || v.isDouble() || v.isBool() || v.isComplexDouble();
        break;
      case TypeKind::ListType:
        fits = v.isList();
        element = type->expectRef<c10::ListType>().getElementType();
        break;
      case TypeKind::DictType:
        fits = v.isGenericDict();
        key = type->expectRef<c10::DictType>().getKeyType();
        element = type->expectRef<c10::DictType>().getValueType();
        break;
      case TypeKind::TupleType:
        fits = v.isTuple() && v.toTupleRef().elements().size() ==
                                  type->containedTypes().size();
        break;
      case TypeKind::ClassType:
        fits = v.isObject() && v.toObjectRef().type()->isSubtypeOf(*type);
        break;
      case TypeKind::InterfaceType:
        fits = v.isObject();
        break;
      default:
        // Any, unions, enums, ...: LibTorch's own checks apply.
        type = nullptr;
        break;
      }
    }
    if (!fits)
      return "'" + w.path + "' holds a value of type " + describe(v) +
             ", but is declared " + w.type->annotation_str();
    auto child = [&](const std::string &label) {
      return w.path.empty() ? label : w.path + "." + label;
    };
    if (v.isTensor()) {
      if (std::optional<std::string> problem = checkTensor(v.toTensor()))
        return "tensor '" + w.path + "' " + *problem;
    } else if (v.isTuple()) {
      const auto &elements = v.toTupleRef().elements();
      for (size_t i = elements.size(); i-- > 0;)
        work.push_back({elements[i], type ? type->containedTypes()[i] : nullptr,
                        child(std::to_string(i))});
    } else if (v.isList()) {
      c10::ArrayRef<c10::IValue> elements = v.toListRef();
      for (size_t i = elements.size(); i-- > 0;)
        work.push_back({elements[i], element, child(std::to_string(i))});
    } else if (v.isGenericDict()) {
      for (const auto &entry : v.toGenericDict()) {
        std::string label = entry.key().isString() ? entry.key().toStringRef()
                            : entry.key().isInt()
                                ? std::to_string(entry.key().toInt())
                                : "?";
        work.push_back({entry.key(), key, child(label)});
        work.push_back({entry.value(), element, child(label)});
      }
    } else if (v.isObject()) {
      const c10::ivalue::Object &object = v.toObjectRef();
      c10::ClassTypePtr cls = object.type();
      // LibTorch makes an object of its class's slots (a C++ class's
      // object has slots of its own: its capsule).
      size_t n = std::min(object.slots().size(), cls->numAttributes());
      for (size_t i = n; i-- > 0;)
        work.push_back({object.getSlot(i), cls->getAttribute(i),
                        child(cls->getAttributeName(i))});
    }
  }
  return std::nullopt;
}

std::optional<DType> frontend::convertScalarType(c10::ScalarType t) {
  switch (t) {
  case c10::ScalarType::Bool:
    return DType::Bool;
  case c10::ScalarType::Char:
    return DType::I8;
  case c10::ScalarType::Short:
    return DType::I16;
  case c10::ScalarType::Int:
    return DType::I32;
  case c10::ScalarType::Long:
    return DType::I64;
  case c10::ScalarType::Byte:
    return DType::U8;
  case c10::ScalarType::Half:
    return DType::F16;
  case c10::ScalarType::BFloat16:
    return DType::BF16;
  case c10::ScalarType::Float:
    return DType::F32;
  case c10::ScalarType::Double:
    return DType::F64;
  case c10::ScalarType::ComplexFloat:
    return DType::C64;
  case c10::ScalarType::ComplexDouble:
    return DType::C128;
  default:
    return std::nullopt;
  }
}

/// `x.1` -> `x`: TorchScript's numeric suffixes only make names unique.
static std::string baseName(const jit::Value *v) {
  if (!v->hasDebugName())
    return "";
  return v->debugNameBase();
}

void WeightNames::add(const at::Tensor &t, const std::string &name) {
  // The first name wins: a tensor shared by two modules keeps the name of
  // its first owner, as named_parameters() lists it once.
  if (t.defined() && t.has_storage())
    names.emplace(Key{t.data_ptr(), t.sizes().vec(), t.scalar_type()}, name);
}

void WeightNames::addModule(const jit::Module &m) {
  for (const auto &p : m.named_parameters(/*recurse=*/true))
    add(p.value, p.name);
  for (const auto &b : m.named_buffers(/*recurse=*/true))
    add(b.value, b.name);
}

std::string WeightNames::lookup(const at::Tensor &t) const {
  if (!t.defined() || !t.has_storage())
    return "";
  auto it = names.find(Key{t.data_ptr(), t.sizes().vec(), t.scalar_type()});
  return it == names.end() ? "" : it->second;
}

namespace {

class Importer {
public:
  /// `modelPath` (may be empty) is the file the graph's code is a record
  /// of; `fallback` locates what has no source range of its own.
  Importer(Context &ctx, const WeightNames &weightNames,
           const CapturedLocations *captured = nullptr,
           llvm::StringRef modelPath = "", Location fallback = Location())
      : ctx(ctx), weightNames(weightNames), captured(captured),
        modelPath(modelPath.str()), fallback(fallback) {}

  Type convertType(const c10::TypePtr &t);
  Location convertLoc(const jit::Node *n);

  /// Imports the graph's nodes into `block`, then its outputs as `return`.
  LogicalResult importGraph(jit::Graph &graph, Graph &g,
                            llvm::ArrayRef<Value *> inputs);

private:
  LogicalResult importNodes(jit::Block *jb, Block &block);
  LogicalResult importNode(jit::Node *n, Builder &b);
  LogicalResult importConstant(jit::Node *n, Builder &b, Location loc);
  /// Ops producing the constant `value`; null after a diagnostic.
  /// `jitValue` (may be null) is the constant's JIT value, for its name.
  Value *materializeConstant(const c10::IValue &value,
                             const c10::TypePtr &jitType,
                             const jit::Value *jitValue, Builder &b,
                             Location loc);
  /// A quantized tensor constant as core.dequantize_linear of constants.
  Value *materializeQuantizedTensor(const at::Tensor &t,
                                    const jit::Value *jitValue, Builder &b,
                                    Location loc);
  /// A quantized layer's packed weights as a tuple of constants.
  Value *materializePackedParams(const c10::IValue &value,
                                 const jit::Value *jitValue, Builder &b,
                                 Location loc);
  /// The packed weights of a linear or conv, named after `path`.
  Value *materializeLinearOrConvParams(const c10::IValue &value,
                                       llvm::StringRef path, Builder &b,
                                       Location loc);
  /// A dynamically quantized RNN cell's weights (CellParamsBase).
  Value *materializeCellParams(const c10::IValue &value, llvm::StringRef path,
                               Builder &b, Location loc);
  LogicalResult importRegion(jit::Block *jb, Region &region,
                             llvm::ArrayRef<Type> argTypes, Location loc);
  /// The constant `value` as an attribute and the result type it gives;
  /// a null attribute for None. Fails (with a diagnostic) on a kind of
  /// constant the IR does not model.
  LogicalResult convertConstant(const c10::IValue &value,
                                const c10::TypePtr &jitType, Location loc,
                                Attribute &attr, Type &type);
  LogicalResult mapOperands(jit::Node *n, llvm::SmallVectorImpl<Value *> &out,
                            Location loc);
  std::string weightName(const jit::Value *v, const at::Tensor &t) const;

  Context &ctx;
  llvm::DenseMap<const jit::Value *, Value *> values;
  const WeightNames &weightNames;
  const CapturedLocations *captured;
  std::string modelPath;
  Location fallback;
};

} // namespace

Type Importer::convertType(const c10::TypePtr &t) {
  using c10::TypeKind;
  switch (t->kind()) {
  case TypeKind::TensorType: {
    auto tt = t->expect<c10::TensorType>();
    DType dtype = DType::Unknown;
    if (auto st = tt->scalarType())
      dtype = convertScalarType(*st).value_or(DType::Unknown);
    auto sizes = tt->sizes().sizes();
    if (!sizes)
      return ctx.getUnrankedTensorType(dtype);
    llvm::SmallVector<Dim, 4> dims;
    for (const auto &s : *sizes)
      dims.push_back(s ? ctx.getStaticDim(*s) : Dim());
    return ctx.getTensorType(dtype, dims);
  }
  // ScalarType, Layout and MemoryFormat values are ints in TorchScript.
  case TypeKind::IntType:
  case TypeKind::SymIntType:
  case TypeKind::ScalarTypeType:
  case TypeKind::LayoutType:
  case TypeKind::MemoryFormatType:
    return ctx.getIntType();
  case TypeKind::FloatType:
  case TypeKind::SymFloatType:
    return ctx.getFloatType();
  case TypeKind::BoolType:
    return ctx.getBoolType();
  case TypeKind::StringType:
    return ctx.getStringType();
  case TypeKind::NoneType:
    return ctx.getNoneType();
  case TypeKind::DeviceObjType:
    return ctx.getDeviceType();
  case TypeKind::ListType:
    return ctx.getListType(
        convertType(t->expectRef<c10::ListType>().getElementType()));
  case TypeKind::OptionalType:
    return ctx.getOptionalType(
        convertType(t->expectRef<c10::OptionalType>().getElementType()));
  case TypeKind::TupleType: {
    llvm::SmallVector<Type, 4> elements;
    for (const c10::TypePtr &e : t->expectRef<c10::TupleType>().elements())
      elements.push_back(convertType(e));
    return ctx.getTupleType(elements);
  }
  // A `Scalar` is an int, float or bool only known at run time.
  case TypeKind::NumberType:
    return ctx.getNumberType();
  default:
    // A dynamically quantized RNN cell's weights become a tuple of
    // constants (materializeCellParams), whose types depend on the
    // weights: values of that class, and lists of them, hold any type.
    if (llvm::StringRef(t->annotation_str())
            .ends_with("torch.classes.rnn.CellParamsBase"))
      return ctx.getOpaqueType("Any");
    return ctx.getOpaqueType(t->annotation_str());
  }
}

/// Whether `file` belongs to PyTorch's own Python package, whose lines say
/// nothing about the user's model (`.../dist-packages/torch/nn/...`).
static bool isTorchLibraryFile(llvm::StringRef file) {
  return file.contains("-packages/torch/");
}

namespace {
/// A Python source position: a file and a 1-based line.
struct SourcePos {
  std::string file;
  unsigned line = 0;
  unsigned col = 0;
  /// A place in the file's serialized code, which the debug info did not
  /// map back to Python.
  bool serialized = false;
};
} // namespace

/// The Python source position `range` stands for: the range a loaded
/// module's serialized code maps back to (through its debug info), else
/// its place in the serialized code, a record of the model file
/// `modelPath` (`m.pt: code/__torch__.py`) when that is given.
static std::optional<SourcePos> positionOf(const jit::SourceRange &range,
                                           llvm::StringRef modelPath = "") {
  auto at = [&](const jit::SourceRange &r) -> std::optional<SourcePos> {
    if (!r.source())
      return std::nullopt;
    auto flc = r.file_line_col();
    if (!flc || std::get<0>(*flc).empty())
      return std::nullopt;
    auto [file, line, col] = *flc;
    bool serialized = llvm::StringRef(file).starts_with("code/");
    if (!modelPath.empty() && serialized)
      file = (modelPath + ": " + file).str();
    return SourcePos{file, static_cast<unsigned>(line),
                     static_cast<unsigned>(col) + 1, serialized};
  };
  if (auto original = range.findSourceRangeThatGenerated())
    if (std::optional<SourcePos> pos = at(*original))
      return pos;
  return at(range);
}

/// torch.jit.trace gives a node, as its source, the Python stack at the
/// time of the call: lines `FILE(LINE): FUNCTION`, innermost first. The
/// frames, in that order.
static llvm::SmallVector<SourcePos, 8> tracedFrames(jit::SourceRange range) {
  if (auto original = range.findSourceRangeThatGenerated())
    range = *original;
  llvm::SmallVector<SourcePos, 8> frames;
  if (!range.source())
    return frames;
  std::string text = range.source()->text_str().str();
  llvm::SmallVector<llvm::StringRef, 16> lines;
  llvm::StringRef(text).split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    // `/path/file.py(123): forward`
    size_t close = line.find("): ");
    if (close == llvm::StringRef::npos)
      return {};
    llvm::StringRef head = line.take_front(close);
    size_t open = head.rfind('(');
    unsigned lineNo;
    if (open == llvm::StringRef::npos ||
        head.drop_front(open + 1).getAsInteger(10, lineNo))
      return {};
    frames.push_back({head.take_front(open).str(), lineNo, 1});
  }
  return frames;
}

/// The first frame outside of PyTorch's package, else the innermost one.
static Location fileLocOf(Context &ctx, llvm::ArrayRef<SourcePos> frames) {
  if (frames.empty())
    return ctx.getUnknownLoc();
  // In order of preference: the model's Python, its serialized code (what
  // the debug info does not map, e.g. code edited after saving), PyTorch's
  // Python, PyTorch's serialized modules; the innermost frame of the best.
  auto rank = [](const SourcePos &frame) {
    if (!frame.serialized)
      return isTorchLibraryFile(frame.file) ? 2 : 0;
    return llvm::StringRef(frame.file).contains("code/__torch__/torch/") ? 3
                                                                         : 1;
  };
  const SourcePos *chosen = &frames.front();
  for (const SourcePos &frame : frames)
    if (rank(frame) < rank(*chosen))
      chosen = &frame;
  return ctx.getFileLineColLoc(chosen->file, chosen->line, chosen->col);
}

Location frontend::locationOfFrames(Context &ctx,
                                    llvm::ArrayRef<jit::SourceRange> frames,
                                    llvm::StringRef modulePath,
                                    llvm::StringRef modelPath) {
  llvm::SmallVector<SourcePos, 8> positions;
  for (const jit::SourceRange &range : frames)
    if (auto pos = positionOf(range, modelPath))
      positions.push_back(*pos);
  Location loc = fileLocOf(ctx, positions);
  return modulePath.empty() ? loc : ctx.getNameLoc(modulePath, loc);
}

Location Importer::convertLoc(const jit::Node *n) {
  if (captured) {
    const jit::SourceRange &range = n->sourceRange();
    if (range.source()) {
      auto it = captured->find(range.source().get());
      if (it != captured->end())
        return it->second;
    }
  }
  // The location is the innermost Python frame that is not PyTorch's own
  // code: the line of the model that called the op (`self.conv(x)`), not
  // the line of torch/nn/functional.py that ran it. A scripted node's
  // frames are its own range and then the call sites it was inlined
  // through; a traced node's are the recorded Python stack.
  llvm::SmallVector<SourcePos, 8> frames = tracedFrames(n->sourceRange());
  if (frames.empty()) {
    if (auto own = positionOf(n->sourceRange(), modelPath))
      frames.push_back(*own);
    if (auto callstack = n->callstack()) {
      std::vector<jit::InlinedCallStackEntry> entries = (*callstack)->vec();
      for (auto it = entries.rbegin(); it != entries.rend(); ++it)
        if (auto site = positionOf(std::get<1>(*it), modelPath))
          frames.push_back(*site);
    }
  }
  Location loc = fileLocOf(ctx, frames);
  // Inlined calls of submodules' methods leave the module path
  // (`layer1.0.conv`) in the call stack: it names the location, as
  // torch.onnx names nodes after their scope.
  std::string path;
  if (auto callstack = n->callstack()) {
    for (const jit::InlinedCallStackEntry &entry : (*callstack)->vec()) {
      const auto &info = std::get<2>(entry);
      // SELF marks a method called on the module the caller runs in.
      if (!info || info->instance_name().empty() ||
          info->instance_name() == "SELF")
        continue;
      path += (path.empty() ? "" : ".") + info->instance_name();
    }
  }
  if (!path.empty())
    loc = ctx.getNameLoc(path, loc);
  return loc;
}

std::string Importer::weightName(const jit::Value *v,
                                 const at::Tensor &t) const {
  std::string name = weightNames.lookup(t);
  if (!name.empty())
    return name;
  // Tensor attributes that are neither parameters nor buffers: freezing
  // names the constant `self.<path>`.
  llvm::StringRef debugName = v && v->hasDebugName() ? v->debugName() : "";
  if (debugName.consume_front("self."))
    return debugName.str();
  return "";
}

LogicalResult Importer::convertConstant(const c10::IValue &value,
                                        const c10::TypePtr &jitType,
                                        Location loc, Attribute &attr,
                                        Type &type) {
  if (value.isNone()) {
    attr = Attribute();
    type = ctx.getNoneType();
    return success();
  }
  if (value.isTensor()) {
    const at::Tensor &t = value.toTensor();
    std::optional<DType> dtype = convertScalarType(t.scalar_type());
    if (!dtype || !t.is_cpu() || t.layout() != c10::kStrided ||
        t.is_quantized()) {
      return ctx.getDiagEngine().emitError(loc)
             << "unsupported tensor constant of type " << t.toString()
             << " (only dense CPU tensors are imported)";
    }
    // The gate of every tensor into the IR: its elements are read next.
    if (std::optional<std::string> problem = checkTensor(t))
      return ctx.getDiagEngine().emitError(loc)
             << "tensor constant " << *problem;
    at::Tensor contiguous = t.contiguous();
    type = ctx.getTensorType(
        *dtype, llvm::ArrayRef<int64_t>(t.sizes().data(), t.sizes().size()));
    attr = ctx.getDenseAttr(
        type, std::make_shared<TensorElementsBuffer>(std::move(contiguous)));
    return success();
  }
  if (value.isInt()) {
    attr = ctx.getIntAttr(value.toInt());
    type = ctx.getIntType();
    return success();
  }
  if (value.isDouble()) {
    attr = ctx.getFloatAttr(value.toDouble());
    type = ctx.getFloatType();
    return success();
  }
  if (value.isBool()) {
    attr = ctx.getBoolAttr(value.toBool());
    type = ctx.getBoolType();
    return success();
  }
  if (value.isString()) {
    attr = ctx.getStringAttr(value.toStringRef());
    type = ctx.getStringType();
    return success();
  }
  if (value.isDevice()) {
    attr = ctx.getStringAttr(value.toDevice().str());
    type = ctx.getDeviceType();
    return success();
  }
  if (value.isList() || value.isTuple()) {
    llvm::SmallVector<Attribute, 8> elements;
    llvm::SmallVector<Type, 8> types;
    std::vector<c10::IValue> items = value.isList()
                                         ? value.toListRef().vec()
                                         : value.toTupleRef().elements().vec();
    for (const c10::IValue &item : items) {
      Attribute a;
      Type et;
      if (failed(convertConstant(item, item.type(), loc, a, et)))
        return failure();
      if (!a)
        return ctx.getDiagEngine().emitError(loc)
               << "unsupported constant: a None inside a list or tuple";
      elements.push_back(a);
      types.push_back(et);
    }
    attr = ctx.getArrayAttr(elements);
    if (value.isList()) {
      // The declared element type (an empty list has no element to ask).
      type = convertType(jitType);
    } else {
      type = ctx.getTupleType(types);
    }
    return success();
  }
  return ctx.getDiagEngine().emitError(loc)
         << "unsupported constant of type " << jitType->annotation_str();
}

/// LibTorch's operator `name` (no overload) run on `args`: its results.
static std::vector<c10::IValue> callOperator(const char *name,
                                             std::vector<c10::IValue> args) {
  c10::OperatorHandle handle =
      c10::Dispatcher::singleton().findSchemaOrThrow(name, "");
  handle.callBoxed(&args);
  return args;
}

// The packed weights of quantized::conv2d/conv3d (ConvNdPackedParamsBase),
// quantized::linear (LinearPackedParamsBase) and quantized::embedding_byte
// (EmbeddingPackedParamsBase: u8 rows with float per-row scales and zero
// points, bias none) are C++ objects; the
// unpack ops LibTorch registers read them out. They become a tuple of
// named constants, which the quantized ops' decompositions read
// (lib/Conversion/AtenToCore/Quantized.cpp, docs/quantization.md):
//
//   conv:   (weight, scale, zero_point, axis, bias, stride, padding,
//            output_padding, dilation, groups, transpose)
//   linear: (weight, scale, zero_point, axis, bias)
//
// weight is the integer tensor (int_repr: i8 for qint8), scale f32 and
// zero_point of the weight's integer dtype, both 0-d (per tensor, axis
// none) or 1-d along axis (per channel); bias f32 or none.
Value *Importer::materializePackedParams(const c10::IValue &value,
                                         const jit::Value *jitValue, Builder &b,
                                         Location loc) {
  // `conv1._packed_params`, `fc._packed_params._packed_params`: the
  // layer's path names its weights.
  std::string debugName =
      jitValue && jitValue->hasDebugName() ? jitValue->debugName() : "";
  llvm::StringRef path = debugName;
  path.consume_front("self.");
  while (path.consume_back("._packed_params"))
    ;
  std::string cls = value.toObjectRef().type()->name()->qualifiedName();
  if (llvm::StringRef(cls).ends_with(".rnn.CellParamsBase")) {
    path.consume_back(".param");
    return materializeCellParams(value, path, b, loc);
  }
  return materializeLinearOrConvParams(value, path, b, loc);
}

// A dynamically quantized LSTM's or GRU's cell (torch.classes.rnn.
// CellParamsBase, one per layer and direction) serializes as
// ("quantized_dynamic", [b_ih, b_hh], [], [reduce_range],
// [packed w_ih, packed w_hh]); it becomes the tuple
//
//   (w_ih's linear tuple, w_hh's linear tuple, reduce_range)
//
// whose linear tuples hold the biases, which aten::quantized_lstm and
// quantized_gru's decompositions read (QuantizedDynamic.cpp).
Value *Importer::materializeCellParams(const c10::IValue &value,
                                       llvm::StringRef path, Builder &b,
                                       Location loc) {
  c10::IValue state;
  try {
    torch::jit::Function *getState =
        value.toObjectRef().type()->findMethod("__getstate__");
    if (!getState)
      throw std::runtime_error("CellParamsBase has no __getstate__");
    std::vector<c10::IValue> stack{value};
    getState->run(stack);
    state = stack.at(0);
  } catch (const std::exception &e) {
    (void)(ctx.getDiagEngine().emitError(loc)
           << "cannot read the weights of an RNN cell: " << torchMessage(e));
    return nullptr;
  }
  std::string kind;
  std::vector<c10::IValue> packed;
  int64_t reduceRange = 0;
  std::vector<c10::IValue> items;
  if (state.isTuple())
    items = state.toTupleRef().elements().vec();
  if (items.size() == 5) {
    if (items[0].isString())
      kind = items[0].toStringRef();
    if (items[4].isList())
      packed = items[4].toListRef().vec();
    if (items[3].isIntList() && !items[3].toIntList().empty())
      reduceRange = items[3].toIntList().get(0);
  }
  if (kind != "quantized_dynamic" || packed.size() != 2) {
    (void)(ctx.getDiagEngine().emitError(loc)
           << "unsupported RNN cell weights of kind '" << kind
           << "' (the importer reads dynamically quantized int8 cells, "
              "'quantized_dynamic')");
    return nullptr;
  }
  Value *ih = materializeLinearOrConvParams(
      packed[0], path.empty() ? "" : (path + ".ih").str(), b, loc);
  if (!ih)
    return nullptr;
  Value *hh = materializeLinearOrConvParams(
      packed[1], path.empty() ? "" : (path + ".hh").str(), b, loc);
  if (!hh)
    return nullptr;
  Value *rr = materializeConstant(c10::IValue(reduceRange), c10::IntType::get(),
                                  nullptr, b, loc);
  if (!rr)
    return nullptr;
  Value *elements[] = {ih, hh, rr};
  return b
      .create(loc, "prim.TupleConstruct",
              {ctx.getTupleType({ih->getType(), hh->getType(), rr->getType()})},
              elements)
      ->getResult(0);
}

Value *Importer::materializeLinearOrConvParams(const c10::IValue &value,
                                               llvm::StringRef path, Builder &b,
                                               Location loc) {
  std::string cls = value.toObjectRef().type()->name()->qualifiedName();
  llvm::StringRef shortName = llvm::StringRef(cls).rsplit('.').second;
  std::string prefix;
  if (shortName == "Conv2dPackedParamsBase")
    prefix = "quantized::conv2d_";
  else if (shortName == "Conv3dPackedParamsBase")
    prefix = "quantized::conv3d_";
  else if (shortName == "LinearPackedParamsBase")
    prefix = "quantized::linear_";
  else if (shortName == "EmbeddingPackedParamsBase")
    prefix = "quantized::embedding_bag_";
  else {
    (void)(ctx.getDiagEngine().emitError(loc)
           << "unsupported constant object of class " << cls
           << " (of LibTorch's C++ classes, the importer reads the packed "
              "weights of quantized conv2d, conv3d, linear and embedding "
              "and of dynamically quantized RNN cells)");
    return nullptr;
  }
  std::vector<c10::IValue> items;
  try {
    std::vector<c10::IValue> unpacked =
        callOperator((prefix + "unpack").c_str(), {value});
    at::Tensor w = unpacked.at(0).toTensor().detach();
    if (!w.is_quantized()) {
      (void)(ctx.getDiagEngine().emitError(loc)
             << "the packed weight of " << cls << " is not quantized ("
             << w.toString() << ")");
      return nullptr;
    }
    at::Tensor intRepr = w.int_repr().contiguous();
    c10::ScalarType zpType = intRepr.scalar_type();
    at::TensorOptions f32 = at::TensorOptions().dtype(at::kFloat);
    c10::IValue scale, zeroPoint, axis;
    if (w.qscheme() == c10::kPerTensorAffine) {
      scale = at::scalar_tensor(w.q_scale(), f32);
      zeroPoint = at::scalar_tensor(w.q_zero_point(), f32).to(zpType);
    } else if (w.qscheme() == c10::kPerChannelAffine) {
      scale = w.q_per_channel_scales().to(at::kFloat).contiguous();
      zeroPoint = w.q_per_channel_zero_points().to(zpType).contiguous();
      axis = w.q_per_channel_axis();
    } else if (w.qscheme() == c10::kPerChannelAffineFloatQParams &&
               intRepr.scalar_type() == at::kByte) {
      // An embedding's rows: float zero points, (q - zp) * scale. Copies:
      // the unpacked tensor's scales may view memory of the packed object.
      scale = w.q_per_channel_scales().to(at::kFloat).clone();
      zeroPoint = w.q_per_channel_zero_points().to(at::kFloat).clone();
      axis = w.q_per_channel_axis();
    } else {
      {
        (void)(ctx.getDiagEngine().emitError(loc)
               << "unsupported quantization scheme "
               << c10::toString(w.qscheme())
               << " of a packed weight (per_tensor_affine and "
                  "per_channel_affine are supported)");
        return nullptr;
      }
    }
    c10::IValue bias;
    if (unpacked.size() > 1 && unpacked[1].isTensor())
      bias = unpacked[1].toTensor().detach().to(at::kFloat).contiguous();
    items = {intRepr, scale, zeroPoint, axis, bias};
    if (prefix != "quantized::linear_" && prefix != "quantized::embedding_bag_")
      for (const char *param : {"stride", "padding", "output_padding",
                                "dilation", "groups", "transpose"})
        items.push_back(callOperator((prefix + param).c_str(), {value}).at(0));
  } catch (const std::exception &e) {
    {
      (void)(ctx.getDiagEngine().emitError(loc)
             << "cannot unpack the weights of " << cls << ": "
             << torchMessage(e));
      return nullptr;
    }
  }
  static const char *const names[] = {"weight", "weight_scale",
                                      "weight_zero_point", "", "bias"};
  llvm::SmallVector<Value *, 11> elements;
  llvm::SmallVector<Type, 11> types;
  for (size_t i = 0; i < items.size(); ++i) {
    Value *v = materializeConstant(items[i], items[i].type(), nullptr, b, loc);
    if (!v)
      return nullptr;
    if (i < 5 && *names[i] && !path.empty() && !items[i].isNone()) {
      v->setName((path + "." + names[i]).str());
      v->getDefiningOp()->setLoc(ctx.getNameLoc(v->getName()));
    }
    elements.push_back(v);
    types.push_back(v->getType());
  }
  return b
      .create(loc, "prim.TupleConstruct", {ctx.getTupleType(types)}, elements)
      ->getResult(0);
}

Value *Importer::materializeQuantizedTensor(const at::Tensor &t,
                                            const jit::Value *jitValue,
                                            Builder &b, Location loc) {
  c10::IValue ints, scale, zeroPoint;
  std::optional<int64_t> axis;
  try {
    at::Tensor intRepr = t.int_repr().contiguous();
    c10::ScalarType zpType = intRepr.scalar_type();
    at::TensorOptions f32 = at::TensorOptions().dtype(at::kFloat);
    if (t.qscheme() == c10::kPerTensorAffine) {
      scale = at::scalar_tensor(t.q_scale(), f32);
      zeroPoint = at::scalar_tensor(t.q_zero_point(), f32).to(zpType);
    } else if (t.qscheme() == c10::kPerChannelAffine) {
      scale = t.q_per_channel_scales().to(at::kFloat).contiguous();
      zeroPoint = t.q_per_channel_zero_points().to(zpType).contiguous();
      axis = t.q_per_channel_axis();
    } else {
      (void)(ctx.getDiagEngine().emitError(loc)
             << "unsupported quantization scheme " << c10::toString(t.qscheme())
             << " of a quantized tensor constant (per_tensor_affine and "
                "per_channel_affine are supported)");
      return nullptr;
    }
    if (zpType != at::kByte && zpType != at::kChar) {
      (void)(ctx.getDiagEngine().emitError(loc)
             << "unsupported quantized tensor constant of type " << t.toString()
             << " (quint8 and qint8 are supported)");
      return nullptr;
    }
    ints = intRepr;
  } catch (const std::exception &e) {
    (void)(ctx.getDiagEngine().emitError(loc)
           << "cannot read a quantized tensor constant: " << torchMessage(e));
    return nullptr;
  }
  std::string name = weightName(jitValue, t);
  static const char *const suffixes[] = {"", "_scale", "_zero_point"};
  llvm::SmallVector<Value *, 3> operands;
  const c10::IValue items[] = {ints, scale, zeroPoint};
  for (auto [i, item] : llvm::enumerate(items)) {
    Value *v = materializeConstant(item, item.type(), nullptr, b, loc);
    if (!v)
      return nullptr;
    if (!name.empty()) {
      v->setName(name + suffixes[i]);
      v->getDefiningOp()->setLoc(ctx.getNameLoc(v->getName()));
    }
    operands.push_back(v);
  }
  llvm::SmallVector<NamedAttribute, 1> attrs;
  if (axis)
    attrs.push_back({"axis", ctx.getIntAttr(*axis)});
  Type type = ctx.getTensorType(
      DType::F32, llvm::ArrayRef<int64_t>(t.sizes().data(), t.sizes().size()));
  return b.create(loc, "core.dequantize_linear", {type}, operands, attrs)
      ->getResult(0);
}

Value *Importer::materializeConstant(const c10::IValue &value,
                                     const c10::TypePtr &jitType,
                                     const jit::Value *jitValue, Builder &b,
                                     Location loc) {
  if (value.isObject() && !value.toObjectRef().type()->is_module())
    return materializePackedParams(value, jitValue, b, loc);
  // A list or tuple of weights (an LSTM's `_flat_weights`) becomes one
  // constant per tensor, each named, and a Construct: one dense attribute
  // per weight, as for weights outside of lists.
  if ((value.isList() || value.isTuple()) && holdsTensor(value)) {
    llvm::SmallVector<Value *, 8> elements;
    std::vector<c10::IValue> items = value.isList()
                                         ? value.toListRef().vec()
                                         : value.toTupleRef().elements().vec();
    for (const c10::IValue &item : items) {
      Value *v = materializeConstant(item, item.type(), nullptr, b, loc);
      if (!v)
        return nullptr;
      elements.push_back(v);
    }
    llvm::SmallVector<Type, 8> types;
    for (Value *v : elements)
      types.push_back(v->getType());
    Type type = value.isList() ? convertType(jitType) : ctx.getTupleType(types);
    return b
        .create(loc,
                value.isList() ? "prim.ListConstruct" : "prim.TupleConstruct",
                {type}, elements)
        ->getResult(0);
  }

  // A dict (an empty `losses = {}` that constant propagation folded)
  // becomes its keys' and values' constants and a DictConstruct.
  if (value.isGenericDict()) {
    llvm::SmallVector<Value *, 8> operands;
    for (const auto &entry : value.toGenericDict())
      for (const c10::IValue &item : {entry.key(), entry.value()}) {
        Value *v = materializeConstant(item, item.type(), nullptr, b, loc);
        if (!v)
          return nullptr;
        operands.push_back(v);
      }
    return b.create(loc, "prim.DictConstruct", {convertType(jitType)}, operands)
        ->getResult(0);
  }

  // A quantized tensor constant (a weight FX's reference mode quantizes,
  // which constant propagation folded) is the core form of a quantized
  // tensor: core.dequantize_linear of its integers, scale and zero point
  // (docs/quantization.md).
  if (value.isTensor() && value.toTensor().is_quantized())
    return materializeQuantizedTensor(value.toTensor(), jitValue, b, loc);

  Attribute attr;
  Type type;
  if (failed(convertConstant(value, jitType, loc, attr, type)))
    return nullptr;
  llvm::SmallVector<NamedAttribute, 1> attrs;
  if (attr)
    attrs.push_back({"value", attr});
  Operation *op = b.create(loc, "prim.Constant", {type}, {}, attrs);
  if (value.isTensor()) {
    std::string name = weightName(jitValue, value.toTensor());
    if (!name.empty()) {
      op->getResult(0)->setName(name);
      // A weight's location is its module path (freezing hoists it to the
      // top of the graph, so its source line is that of one use at best).
      op->setLoc(ctx.getNameLoc(name));
    }
  }
  return op->getResult(0);
}

LogicalResult Importer::importConstant(jit::Node *n, Builder &b, Location loc) {
  const jit::Value *out = n->output();
  auto value = jit::toIValue(out);
  if (!value)
    return ctx.getDiagEngine().emitError(loc)
           << "prim::Constant of type " << out->type()->annotation_str()
           << " has no value the importer can read";
  Value *v = materializeConstant(*value, out->type(), out, b, loc);
  if (!v)
    return failure();
  values[out] = v;
  return success();
}

LogicalResult Importer::mapOperands(jit::Node *n,
                                    llvm::SmallVectorImpl<Value *> &out,
                                    Location loc) {
  for (const jit::Value *input : n->inputs()) {
    Value *v = values.lookup(input);
    if (!v) {
      std::string what =
          input->hasDebugName() ? "%" + input->debugName() : "a value";
      return ctx.getDiagEngine().emitError(loc)
             << n->kind().toQualString() << " uses " << what << " of type "
             << input->type()->annotation_str()
             << " that the importer could not import (the module object "
                "itself, or an attribute that freezing kept)";
    }
    out.push_back(v);
  }
  return success();
}

LogicalResult Importer::importRegion(jit::Block *jb, Region &region,
                                     llvm::ArrayRef<Type> argTypes,
                                     Location loc) {
  Block &block = region.emplaceBlock();
  for (auto [jarg, type] : llvm::zip(jb->inputs(), argTypes))
    values[jarg] = block.addArgument(type, loc);
  if (failed(importNodes(jb, block)))
    return failure();
  llvm::SmallVector<Value *, 4> yielded;
  for (const jit::Value *v : jb->outputs()) {
    Value *mapped = values.lookup(v);
    if (!mapped)
      return ctx.getDiagEngine().emitError(loc)
             << "a block yields a value the importer could not import";
    yielded.push_back(mapped);
  }
  Builder b(ctx);
  b.setInsertionPointToEnd(&block);
  b.create(loc, "tocc.yield", {}, yielded);
  return success();
}

LogicalResult Importer::importNode(jit::Node *n, Builder &b) {
  Location loc = convertLoc(n);
  c10::Symbol kind = n->kind();
  // Nodes LibTorch or tocc made (a tuple input's unpacking, freezing's
  // constants) have no source range: they belong to the graph.
  bool unlocated = loc.isUnknown();
  if (unlocated && kind != c10::prim::GetAttr)
    loc = fallback;

  if (kind == c10::prim::Constant)
    return importConstant(n, b, loc);
  if (kind == c10::prim::GetAttr || kind == c10::prim::SetAttr) {
    // TorchScript gives attribute accesses no source range: point at the
    // first use that has one.
    if (loc.isUnknown() && kind == c10::prim::GetAttr)
      for (const jit::Use &use : n->output()->uses())
        if (Location userLoc = convertLoc(use.user); !userLoc.isUnknown()) {
          loc = userLoc;
          break;
        }
    if (loc.isUnknown())
      loc = fallback;
    return ctx.getDiagEngine().emitError(loc)
           << kind.toQualString() << " of attribute '" << n->s(c10::attr::name)
           << "' remains after freezing: tocc imports frozen modules, whose "
              "attributes are constants (is the attribute mutated in "
              "forward?)";
  }

  llvm::SmallVector<Value *, 8> operands;
  if (failed(mapOperands(n, operands, loc)))
    return failure();
  llvm::SmallVector<Type, 4> resultTypes;
  for (const jit::Value *out : n->outputs())
    resultTypes.push_back(convertType(out->type()));

  std::string name;
  llvm::SmallVector<NamedAttribute, 1> attrs;
  unsigned numRegions = 0;
  const c10::FunctionSchema *schema = n->maybeSchema();
  if (kind == c10::prim::If) {
    name = "prim.If";
    numRegions = 2;
  } else if (kind == c10::prim::Loop) {
    name = "prim.Loop";
    numRegions = 1;
  } else if (kind.is_prim() &&
             ctx.lookupOpDef(std::string("prim.") + kind.toUnqualString())) {
    // The prim dialect uses TorchScript's own names, without the schema's
    // overload (prim::NumToTensor.Scalar is prim.NumToTensor).
    name = std::string("prim.") + kind.toUnqualString();
  } else if (schema) {
    // aten::add.Tensor -> aten.add.Tensor; custom_ns::op -> custom_ns.op.
    llvm::StringRef qualified = schema->name();
    auto [ns, opName] = qualified.split("::");
    name = (ns + "." + opName).str();
    if (!schema->overload_name().empty())
      name += "." + schema->overload_name();
  } else {
    name =
        std::string(kind.ns().toUnqualString()) + "." + kind.toUnqualString();
  }
  // An op no dialect declares carries what it was in TorchScript, so the
  // report of unsupported ops can name it exactly.
  if (!ctx.lookupOpDef(name)) {
    std::string text;
    if (schema) {
      std::ostringstream os;
      os << *schema;
      text = os.str();
    } else {
      text = kind.toQualString();
    }
    attrs.push_back({"tocc.schema", ctx.getStringAttr(text)});
  }

  Operation *op = b.create(loc, name, resultTypes, operands, attrs, numRegions);
  for (auto [jout, result] : llvm::zip(n->outputs(), op->getResults()))
    values[jout] = result;

  if (kind == c10::prim::If) {
    for (unsigned i = 0; i < 2; ++i)
      if (failed(importRegion(n->blocks()[i], op->getRegion(i), {}, loc)))
        return failure();
  } else if (kind == c10::prim::Loop) {
    jit::Block *body = n->blocks()[0];
    llvm::SmallVector<Type, 4> argTypes;
    for (const jit::Value *arg : body->inputs())
      argTypes.push_back(convertType(arg->type()));
    if (failed(importRegion(body, op->getRegion(0), argTypes, loc)))
      return failure();
  } else if (!n->blocks().empty()) {
    return ctx.getDiagEngine().emitError(loc)
           << kind.toQualString()
           << " has nested blocks, which the importer supports only for "
              "prim::If and prim::Loop";
  }
  return success();
}

LogicalResult Importer::importNodes(jit::Block *jb, Block &block) {
  Builder b(ctx);
  b.setInsertionPointToEnd(&block);
  for (jit::Node *n : jb->nodes())
    if (failed(importNode(n, b)))
      return failure();
  return success();
}

LogicalResult Importer::importGraph(jit::Graph &graph, Graph &g,
                                    llvm::ArrayRef<Value *> inputs) {
  // Inputs[0] of the JIT graph is `self`, dropped by the caller.
  unsigned first = graph.inputs().size() - inputs.size();
  for (unsigned i = 0; i < inputs.size(); ++i)
    values[graph.inputs()[first + i]] = inputs[i];
  if (failed(importNodes(graph.block(), g.getBody())))
    return failure();
  llvm::SmallVector<Value *, 4> outputs;
  llvm::SmallVector<Type, 4> types;
  for (const jit::Value *v : graph.outputs()) {
    Value *mapped = values.lookup(v);
    if (!mapped)
      return ctx.getDiagEngine().emitError(g.getLoc())
             << "the graph returns a value the importer could not import";
    outputs.push_back(mapped);
    types.push_back(mapped->getType());
  }
  Builder b(ctx);
  b.setInsertionPointToEnd(&g.getBody());
  Location returnLoc = convertLoc(graph.return_node());
  b.create(returnLoc.isUnknown() ? fallback : returnLoc, "tocc.return", {},
           outputs);
  g.setResultTypes(types);
  return success();
}

LogicalResult frontend::importJitGraph(jit::Graph &graph, Module &module,
                                       llvm::ArrayRef<GraphInput> inputs,
                                       const WeightNames &weights,
                                       const CapturedLocations *captured,
                                       Location graphLoc,
                                       llvm::StringRef modelPath) {
  Context &ctx = module.getContext();
  // Without a place of its own, the graph is the module's (its file).
  if (graphLoc.isUnknown())
    graphLoc = module.getLoc();
  Graph &g = module.addGraph("main", graphLoc);
  llvm::SmallVector<Value *, 4> args;
  for (const GraphInput &input : inputs) {
    BlockArgument *arg = g.getBody().addArgument(input.type, graphLoc);
    if (!input.name.empty())
      arg->setName(input.name);
    args.push_back(arg);
  }
  Importer importer(ctx, weights, captured, modelPath, graphLoc);
  return importer.importGraph(graph, g, args);
}

Location frontend::forwardLocation(const jit::Module &m, Context &ctx,
                                   llvm::StringRef modelPath) {
  Location fileLoc = ctx.getNameLoc(modelPath);
  std::shared_ptr<jit::Graph> graph = m.get_method("forward").graph();
  // The first node that has a range is forward's own code (the graph is
  // not inlined); the `def` before it is forward's.
  jit::SourceRange range;
  for (jit::Node *n : graph->nodes())
    if (n->sourceRange().source()) {
      range = n->sourceRange();
      break;
    }
  if (!range.source())
    range = graph->return_node()->sourceRange();
  auto defBefore = [&](const jit::SourceRange &r,
                       llvm::StringRef word) -> std::optional<SourcePos> {
    std::shared_ptr<jit::Source> source = r.source();
    if (!source)
      return std::nullopt;
    std::string text = source->text_str().str();
    size_t def = llvm::StringRef(text).take_front(r.start()).rfind(word);
    if (def == llvm::StringRef::npos)
      return std::nullopt;
    return positionOf(jit::SourceRange(source, def, def + 3), modelPath);
  };
  // The debug info maps the body, not the `def`, back to the Python
  // source, whose text has the `def` too.
  std::optional<SourcePos> pos;
  if (range.source())
    if (auto original = range.findSourceRangeThatGenerated())
      pos = defBefore(*original, "def ");
  if (!pos)
    pos = defBefore(range, "def forward(");
  if (!pos)
    return fileLoc;
  return ctx.getFileLineColLoc(pos->file, pos->line, pos->col);
}

Type frontend::typeOfExample(Context &ctx, const c10::IValue &v) {
  if (v.isTensor()) {
    const at::Tensor &t = v.toTensor();
    DType dtype = convertScalarType(t.scalar_type()).value_or(DType::Unknown);
    return ctx.getTensorType(
        dtype, llvm::ArrayRef<int64_t>(t.sizes().data(), t.sizes().size()));
  }
  if (v.isTuple()) {
    llvm::SmallVector<Type, 4> elements;
    for (const c10::IValue &e : v.toTupleRef().elements())
      elements.push_back(typeOfExample(ctx, e));
    return ctx.getTupleType(elements);
  }
  WeightNames none;
  return Importer(ctx, none).convertType(v.type());
}

/// `pickle` with every APPEND (one element onto a list: Python's pickle of
/// a one-element list) written as MARK <element> APPENDS, and every SETITEM
/// (a one-entry dict) as MARK <key> <value> SETITEMS, which LibTorch's
/// unpickler reads (it lacks APPEND and SETITEM). The walk follows where each value on
/// the pickle machine's stack began, for the opcodes torch.save writes
/// (protocol 2); for any other it gives up and returns `pickle` unchanged.
static std::string rewriteAppends(llvm::StringRef pickle) {
  // Where each stack entry began; marks are entries too.
  struct Entry {
    size_t start;
    bool mark;
  };
  std::vector<Entry> stack;
  std::vector<size_t> marksAt; // offsets that get a MARK
  // Offsets of APPEND and SETITEM opcodes, and what they become.
  std::map<size_t, char> replaced;
  auto popToMark = [&]() -> std::optional<size_t> {
    while (!stack.empty() && !stack.back().mark)
      stack.pop_back();
    if (stack.empty())
      return std::nullopt;
    size_t start = stack.back().start;
    stack.pop_back();
    return start;
  };
  auto pop = [&](size_t n) -> std::optional<size_t> {
    if (stack.size() < n || n == 0)
      return std::nullopt;
    size_t start = stack[stack.size() - n].start;
    stack.resize(stack.size() - n);
    return start;
  };
  auto u32 = [&](size_t at) -> std::optional<uint64_t> {
    if (at + 4 > pickle.size())
      return std::nullopt;
    uint32_t v;
    std::memcpy(&v, pickle.data() + at, 4);
    return v;
  };
  size_t at = 0;
  bool stopped = false;
  while (at < pickle.size() && !stopped) {
    size_t op = at;
    unsigned char code = pickle[at++];
    // Argument bytes, and what the opcode does to the stack.
    size_t arg = 0;
    enum { Push, None, Pop1Push, Pop2Push, Pop3Push, MarkPush, Mark, Append,
           SetItem, PopMark, Pop1 } effect = Push;
    switch (code) {
    case 0x80: arg = 1; effect = None; break;            // PROTO
    case ']': case ')': case '}': case 'N': case 0x88: case 0x89:
      break;                                             // empties, consts
    case 'K': arg = 1; break;                            // BININT1
    case 'M': arg = 2; break;                            // BININT2
    case 'J': arg = 4; break;                            // BININT
    case 'G': arg = 8; break;                            // BINFLOAT
    case 'h': arg = 1; break;                            // BINGET
    case 'j': arg = 4; break;                            // LONG_BINGET
    case 'q': arg = 1; effect = None; break;             // BINPUT
    case 'r': arg = 4; effect = None; break;             // LONG_BINPUT
    case 0x8a:                                           // LONG1
    case 'U': case 'C':                                  // short strings
      if (at >= pickle.size())
        return pickle.str();
      arg = 1 + (unsigned char)pickle[at];
      break;
    case 'X': case 'T': case 'B': {                      // long strings
      std::optional<uint64_t> n = u32(at);
      if (!n)
        return pickle.str();
      arg = 4 + *n;
      break;
    }
    case 'c': {                                          // GLOBAL: 2 lines
      size_t first = pickle.find('\n', at);
      size_t second = first == llvm::StringRef::npos
                          ? first
                          : pickle.find('\n', first + 1);
      if (second == llvm::StringRef::npos)
        return pickle.str();
      arg = second + 1 - at;
      break;
    }
    case '(': effect = Mark; break;                      // MARK
    case 't': effect = MarkPush; break;                  // TUPLE
    case 0x85: effect = Pop1Push; break;                 // TUPLE1
    case 0x86: effect = Pop2Push; break;                 // TUPLE2
    case 0x87: effect = Pop3Push; break;                 // TUPLE3
    case 'Q': effect = Pop1Push; break;                  // BINPERSID
    case 'R': case 0x81: effect = Pop2Push; break;       // REDUCE, NEWOBJ
    case 'a': effect = Append; break;                    // APPEND
    case 'e': case 'u': effect = PopMark; break;         // APPENDS, SETITEMS
    case 'b': effect = Pop1; break;                      // BUILD
    case 's': effect = SetItem; break;                   // SETITEM
    case '.': stopped = true; effect = None; break;      // STOP
    default:
      return pickle.str();
    }
    at += arg;
    if (at > pickle.size())
      return pickle.str();
    std::optional<size_t> start = op;
    switch (effect) {
    case Push: stack.push_back({op, false}); break;
    case None: break;
    case Mark: stack.push_back({op, true}); break;
    case MarkPush: start = popToMark(); break;
    case Pop1Push: start = pop(1); break;
    case Pop2Push: start = pop(2); break;
    case Pop3Push: start = pop(3); break;
    case Append:
    case SetItem:
      start = pop(effect == Append ? 1 : 2);
      if (start) {
        marksAt.push_back(*start);
        replaced[op] = effect == Append ? 'e' : 'u';
      }
      break;
    case PopMark: start = popToMark(); break;
    case Pop1: start = pop(1); break;
    }
    if (!start)
      return pickle.str();
    if (effect == MarkPush || effect == Pop1Push || effect == Pop2Push ||
        effect == Pop3Push)
      stack.push_back({*start, false});
  }
  if (replaced.empty())
    return pickle.str();
  std::string out;
  llvm::sort(marksAt);
  size_t nextMark = 0;
  for (size_t i = 0; i < pickle.size(); ++i) {
    // Several elements may start at one offset (nested one-element lists).
    while (nextMark < marksAt.size() && marksAt[nextMark] == i) {
      out.push_back('(');
      ++nextMark;
    }
    auto it = replaced.find(i);
    out.push_back(it != replaced.end() ? it->second : pickle[i]);
  }
  return out;
}

/// What torch.save wrote (`bytes`, a zip archive: data.pkl and the
/// tensors' storages under data/), as jit::pickle_load reads it, and also
/// with one-element lists (see rewriteAppends). The pickle and the records
/// of its storages are checked first (TorchArchive.h); LibTorch's
/// exceptions are the caller's.
static llvm::Expected<c10::IValue> loadTorchSave(llvm::StringRef bytes) {
  llvm::Expected<ArchiveIndex> index = ArchiveIndex::read(bytes);
  if (!index)
    return index.takeError();
  if (!index->lookup("data.pkl"))
    return makeError("the archive has no record data.pkl");
  caffe2::serialize::PyTorchStreamReader archive(
      std::make_shared<BufferReadAdapter>(bytes));
  auto [pickleData, pickleSize] = archive.getRecord("data.pkl");
  std::string pickle = rewriteAppends(llvm::StringRef(
      static_cast<const char *>(pickleData.get()), pickleSize));
  PickleCheck check;
  check.storageFolder = "data/";
  check.recordSize = [&](llvm::StringRef key) -> std::optional<uint64_t> {
    if (const ArchiveRecord *r = index->lookup(("data/" + key).str()))
      return r->size;
    return std::nullopt;
  };
  check.elementName = [](size_t i) { return "#" + std::to_string(i); };
  if (std::optional<RecordProblem> problem = checkPickle(pickle, check)) {
    if (problem->offset)
      return makeError("record data.pkl at byte " +
                       llvm::Twine(*problem->offset) + ": " + problem->message);
    return makeError(problem->message);
  }
  size_t read = 0;
  auto reader = [&](char *buffer, size_t len) -> size_t {
    size_t n = std::min(len, pickle.size() - read);
    std::memcpy(buffer, pickle.data() + read, n);
    read += n;
    return n;
  };
  auto readRecord = [&](const std::string &name) {
    return std::get<0>(archive.getRecord("data/" + name));
  };
  jit::Unpickler unpickler(reader, /*type_resolver=*/nullptr,
                           /*obj_loader=*/nullptr, readRecord,
                           /*device=*/c10::nullopt);
  unpickler.set_version(archive.version());
  return unpickler.parse_ivalue();
}

llvm::Expected<std::vector<c10::IValue>>
frontend::readExampleInputs(llvm::StringRef path) {
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      readInputFile(path);
  if (!buffer)
    return makeError("cannot open example inputs '" + path +
                     "': " + llvm::toString(buffer.takeError()));
  std::string what = ("cannot read example inputs '" + path +
                      "' (expected a file written by torch.save)")
                         .str();
  return torchBoundary(what, [&]() -> llvm::Expected<std::vector<c10::IValue>> {
    llvm::Expected<c10::IValue> value = loadTorchSave((*buffer)->getBuffer());
    if (!value)
      return makeError(what + ": " + llvm::toString(value.takeError()));
    std::vector<c10::IValue> values;
    if (value->isTuple())
      values = value->toTupleRef().elements().vec();
    else if (value->isList())
      values = value->toListRef().vec();
    else
      values = {*value};
    for (auto [i, v] : llvm::enumerate(values))
      if (std::optional<std::string> problem =
              checkValue(v, nullptr, "#" + std::to_string(i)))
        return makeError(what + ": " + *problem);
    return values;
  });
}

/// `2 arguments (x, y)`, for errors.
/// A tensor attribute that forward mutates. A traced nn.Embedding(max_norm=...)
/// mutates its weight with embedding_renorm_, which renormalizes the rows it
/// looks up, and renormalizing is idempotent: a program that renormalizes the
/// original weight's rows on each call reads what torch reads on every call
/// (functionalize turns the write into a value, Functionalize.cpp). Such an
/// attribute, written by embedding_renorm_ alone, becomes a constant of its
/// value in `module` (the loaded module, whose weights have names); other
/// mutated attributes stay, and the importer reports them.
static void foldRenormedWeights(jit::Graph &graph, const jit::Module &module) {
  if (graph.inputs().empty())
    return;
  jit::Value *self = graph.inputs()[0];
  auto cls = self->type()->cast<c10::ClassType>();
  if (!cls || !cls->is_module())
    return;
  std::vector<jit::Node *> attrs;
  for (jit::Node *n : graph.nodes())
    if (n->kind() == c10::prim::GetAttr &&
        n->output()->type()->cast<c10::TensorType>())
      attrs.push_back(n);
  for (jit::Node *n : attrs) {
    bool renormed = false, otherWrite = false;
    for (const jit::Use &use : n->output()->uses()) {
      const c10::FunctionSchema *schema = use.user->maybeSchema();
      bool writes = !schema;
      if (schema && use.offset < schema->arguments().size())
        if (const c10::AliasInfo *alias =
                schema->arguments()[use.offset].alias_info())
          writes = alias->isWrite();
      if (use.user->kind() == c10::Symbol::fromQualString(
                                  "aten::embedding_renorm_") &&
          use.offset == 0)
        renormed = true;
      else if (writes)
        otherWrite = true;
    }
    if (!renormed || otherWrite)
      continue;
    // The attribute's path from self: a chain of GetAttr.
    std::vector<std::string> path;
    jit::Value *v = n->output();
    while (v != self) {
      jit::Node *def = v->node();
      if (def->kind() != c10::prim::GetAttr)
        break;
      path.push_back(def->s(c10::attr::name));
      v = def->input(0);
    }
    if (v != self)
      continue;
    jit::Module m = module;
    c10::IValue value;
    bool found = true;
    for (size_t i = path.size(); i-- > 0;) {
      if (!m.hasattr(path[i])) {
        found = false;
        break;
      }
      value = m.attr(path[i]);
      if (i > 0) {
        if (!value.isModule()) {
          found = false;
          break;
        }
        m = value.toModule();
      }
    }
    if (!found || !value.isTensor())
      continue;
    jit::WithInsertPoint guard(graph.block()->nodes().front());
    // detach: the JIT takes no constant that requires grad; the data (and
    // so the weight's name) is the attribute's.
    jit::Value *constant = graph.insertConstant(value.toTensor().detach());
    std::string name;
    for (size_t i = path.size(); i-- > 0;)
      name += "." + path[i];
    constant->setDebugName("self" + name);
    n->output()->replaceAllUsesWith(constant);
    // The GetAttr chain, now unused.
    for (jit::Node *dead = n; dead && dead->kind() == c10::prim::GetAttr &&
                              !dead->hasUses();) {
      jit::Node *parent = dead->input(0)->node();
      dead->destroy();
      dead = parent->kind() == c10::prim::GetAttr ? parent : nullptr;
    }
  }
}


static std::string describeInputs(llvm::ArrayRef<GraphInput> inputs) {
  std::string list;
  for (const GraphInput &input : inputs)
    list += (list.empty() ? "" : ", ") + input.name;
  return std::to_string(inputs.size()) +
         (inputs.size() == 1 ? " argument (" : " arguments (") + list + ")";
}

llvm::Error frontend::applyInputSpecs(
    llvm::ArrayRef<std::string> specs, Module &module,
    llvm::MutableArrayRef<GraphInput> inputs,
    llvm::function_ref<std::string(size_t)> nonTensorType,
    const llvm::Twine &what) {
  llvm::Expected<std::vector<InputSpec>> parsed =
      parseInputSpecs(specs, module.getContext(), module.getShapeEnv());
  if (!parsed)
    return parsed.takeError();
  for (const InputSpec &spec : *parsed) {
    auto it = llvm::find_if(
        inputs, [&](const GraphInput &in) { return in.name == spec.name; });
    if (it == inputs.end())
      return makeError("input shape given for '" + spec.name + "', but " +
                       what + " takes " + describeInputs(inputs));
    size_t i = it - inputs.begin();
    std::string other = nonTensorType(i);
    if (!other.empty())
      return makeError("input shape given for '" + spec.name +
                       "', but that argument of " + what + " has type " +
                       other + ", not Tensor");
    it->type = spec.type;
  }
  return llvm::Error::success();
}

/// Whether an example fits an argument's declared type. A list loaded from
/// a torch.save'd file is a List[Any]: it fits List[T] when its elements
/// do (and tuples element by element).
static bool fitsDeclared(const c10::IValue &v, const c10::TypePtr &declared) {
  if (v.isList())
    if (auto list = declared->cast<c10::ListType>())
      return llvm::all_of(v.toListRef(), [&](const c10::IValue &e) {
        return fitsDeclared(e, list->getElementType());
      });
  if (v.isTuple())
    if (auto tuple = declared->cast<c10::TupleType>()) {
      const auto &elements = v.toTupleRef().elements();
      if (elements.size() != tuple->elements().size())
        return false;
      for (size_t k = 0; k < elements.size(); ++k)
        if (!fitsDeclared(elements[k], tuple->elements()[k]))
          return false;
      return true;
    }
  if (auto opt = declared->cast<c10::OptionalType>())
    if (!v.isNone())
      return fitsDeclared(v, opt->getElementType());
  return v.type()->isSubtypeOf(*declared);
}

llvm::Expected<std::vector<c10::IValue>>
frontend::bindInputs(llvm::MutableArrayRef<GraphInput> inputs,
                     llvm::ArrayRef<c10::TypePtr> declared,
                     const TorchScriptImportOptions &options, Module &module,
                     llvm::StringRef fileName,
                     llvm::ArrayRef<std::optional<c10::IValue>> defaults) {
  if (options.inputNames.size() > inputs.size())
    return makeError("'" + fileName + "': got " +
                     llvm::Twine(options.inputNames.size()) +
                     " input names, but forward takes " +
                     describeInputs(inputs));
  for (size_t i = 0; i < options.inputNames.size(); ++i)
    inputs[i].name = options.inputNames[i];

  std::vector<c10::IValue> examples;
  if (!options.exampleInputsPath.empty()) {
    llvm::Expected<std::vector<c10::IValue>> read =
        readExampleInputs(options.exampleInputsPath);
    if (!read)
      return read.takeError();
    examples = std::move(*read);
    auto countError = [&](const llvm::Twine &why) {
      return makeError("example inputs '" + options.exampleInputsPath +
                       "' hold " + llvm::Twine(examples.size()) +
                       (examples.size() == 1 ? " value" : " values") +
                       ", but forward of '" + fileName + "' takes " +
                       describeInputs(inputs) + why);
    };
    if (examples.size() > inputs.size())
      return countError("");
    // Trailing arguments with defaults may be left out: they take their
    // defaults (torch.onnx.export's rule).
    for (size_t i = examples.size(); i < inputs.size(); ++i) {
      if (i >= defaults.size() || !defaults[i])
        return countError("; '" + inputs[i].name +
                          "' has no default value, so it must be given");
      inputs[i].fixed = true;
      inputs[i].value = *defaults[i];
      inputs[i].type = typeOfExample(module.getContext(), *defaults[i]);
    }
    size_t given = examples.size();
    for (size_t i = given; i < inputs.size(); ++i)
      examples.push_back(inputs[i].value);
    for (size_t i = 0; i < given; ++i) {
      const c10::IValue &example = examples[i];
      if (!fitsDeclared(example, declared[i]))
        return makeError("example input #" + llvm::Twine(i) + " in '" +
                         options.exampleInputsPath + "' has type " +
                         example.type()->annotation_str() + ", but argument '" +
                         inputs[i].name + "' of '" + fileName +
                         "' has type " + declared[i]->annotation_str());
      inputs[i].type = typeOfExample(module.getContext(), example);
      if (example.isNone()) {
        inputs[i].fixed = true;
        inputs[i].value = example;
      }
    }
  }

  auto nonTensorType = [&](size_t i) -> std::string {
    return declared[i]->isSubtypeOf(*c10::TensorType::get())
               ? ""
               : declared[i]->annotation_str();
  };
  if (llvm::Error err =
          applyInputSpecs(options.inputShapes, module, inputs, nonTensorType,
                          "forward of '" + fileName + "'"))
    return err;
  for (GraphInput &input : inputs)
    if (input.fixed)
      continue;
    else if (llvm::Error err =
            applyDynamicAxes(options.dynamicAxes, module.getContext(),
                             module.getShapeEnv(), input.name, input.type))
      return makeError("'" + fileName + "': " + llvm::toString(std::move(err)));
  return examples;
}

/// Tuple and list arguments become one graph input per tensor in them, in
/// order, as torch.onnx.export flattens them (an LSTM language model's
/// `hidden: Tuple[Tensor, Tensor]`): `hidden.0`, `hidden.1` (nested:
/// `a.1.0`), each typed by its example and taking dynamic axes by that
/// name, and the forward graph rebuilds the tuple or list from them. A
/// list's length is the example's. Only arguments whose example is given
/// (not fixed to a default) are flattened; anything but tensors in them is
/// an error naming the argument.
static llvm::Error flattenStructuredInputs(
    jit::Graph &graph, size_t first, std::vector<GraphInput> &inputs,
    llvm::ArrayRef<c10::IValue> examples,
    const TorchScriptImportOptions &options, Module &module) {
  Context &ctx = module.getContext();
  for (size_t i = std::min(inputs.size(), examples.size()); i-- > 0;) {
    const c10::IValue &example = examples[i];
    if (inputs[i].fixed || !(example.isTuple() || example.isList()))
      continue;
    jit::Value *input = graph.inputs()[first + i];
    std::vector<GraphInput> leaves;
    std::string error;
    jit::WithInsertPoint guard(graph.block()->param_node()->next());
    std::function<jit::Value *(const c10::IValue &, const std::string &)>
        build = [&](const c10::IValue &v,
                    const std::string &name) -> jit::Value * {
      if (v.isTensor()) {
        jit::Value *leaf =
            graph.insertInput(first + i + 1 + leaves.size());
        leaf->setType(c10::TensorType::get());
        leaves.push_back({name, typeOfExample(ctx, v)});
        return leaf;
      }
      std::vector<c10::IValue> elements;
      if (v.isTuple())
        elements = v.toTupleRef().elements().vec();
      else if (v.isList())
        elements = v.toListRef().vec();
      else {
        if (error.empty())
          error = "argument '" + inputs[i].name + "' holds a " +
                  v.tagKind() + " at '" + name +
                  "': a graph input is a tensor, or a tuple or list of "
                  "tensors (flattened into one input per tensor)";
        return nullptr;
      }
      std::vector<jit::Value *> values;
      for (auto [k, e] : llvm::enumerate(elements)) {
        jit::Value *ev = build(e, name + "." + std::to_string(k));
        if (!ev)
          return nullptr;
        values.push_back(ev);
      }
      jit::Node *n =
          v.isTuple()
              ? graph.createTuple(values)
              : graph.createList(c10::TensorType::get(), values);
      return graph.insertNode(n)->output();
    };
    jit::Value *rebuilt = build(example, inputs[i].name);
    if (!rebuilt)
      return makeError(error);
    input->replaceAllUsesWith(rebuilt);
    graph.eraseInput(first + i);
    for (GraphInput &leaf : leaves)
      if (llvm::Error err =
              applyDynamicAxes(options.dynamicAxes, ctx, module.getShapeEnv(),
                               leaf.name, leaf.type))
        return err;
    inputs.erase(inputs.begin() + i);
    inputs.insert(inputs.begin() + i, leaves.begin(), leaves.end());
  }
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<Module>>
frontend::importScriptedModule(const jit::Module &loaded, Context &ctx,
                               const TorchScriptImportOptions &options,
                               llvm::StringRef fileName) {
  auto fail = [&](const llvm::Twine &msg) {
    return makeError("'" + fileName + "': " + msg);
  };
  const char *phase = "reading the module";
  ThrowOnOutOfMemory throwOnOutOfMemory;
  try {
    jit::Module m = loaded;
    m.eval();
    auto module = std::make_unique<Module>(ctx, ctx.getNameLoc(fileName));
    Location graphLoc = forwardLocation(m, ctx, fileName);
    WeightNames weights;
    weights.addModule(m);
    // The module is read by a walk of our own, not LibTorch's
    // freeze_module: freezing pools constants and eliminates common
    // subexpressions by comparing tensors by value, and every weight of
    // one shape hashes alike, so its time grew with the square of a deep
    // model's layers (7 s of an 8 s export at 1,000 residual layers).
    // forward's graph has its calls inlined (inlineCalls, into a new graph
    // built by appending; the call stacks keep each call's module path,
    // which names the locations); simplifyFrozenGraph then resolves each
    // GetAttr chain from `self` to the module's values, with LibTorch's
    // constant propagation between, pools the constants and runs
    // LibTorch's peepholes and a linear CSE, each pass linear in the graph.
    // That propagation is a compile-time evaluation like fold-constants', and
    // capped like it: nothing larger than the cap or than the largest tensor
    // the module holds is made (a forward's torch.ones(20000, 25000) stays an
    // op, not a 2 GB constant); a node whose evaluation is refused stays.
    int64_t capBytes = getAllocationByteCap(kDefaultMaxElements);
    for (const jit::NameValue &attr : m.named_attributes(/*recurse=*/true))
      if (attr.value.isTensor())
        capBytes = std::max<int64_t>(capBytes, attr.value.toTensor().nbytes());
    phase = "importing the graph";
    std::shared_ptr<jit::Graph> graph =
        inlineCalls(*m.get_method("forward").graph());
    foldRenormedWeights(*graph, m);
    {
      AllocationCap cap(kDefaultMaxElements, capBytes);
      simplifyFrozenGraph(graph, m);
    }

    // Graph inputs: forward's arguments without `self`.
    auto jitInputs = graph->inputs();
    size_t first = 0;
    if (!jitInputs.empty())
      if (auto cls = jitInputs[0]->type()->cast<c10::ClassType>();
          cls && cls->is_module())
        first = 1;
    std::vector<GraphInput> inputs;
    WeightNames noWeights;
    Importer typer(ctx, noWeights);
    for (size_t i = first; i < jitInputs.size(); ++i)
      inputs.push_back(
          {baseName(jitInputs[i]), typer.convertType(jitInputs[i]->type())});
    std::vector<c10::TypePtr> declared;
    for (size_t i = first; i < jitInputs.size(); ++i)
      declared.push_back(jitInputs[i]->type());
    // forward's default values, for arguments the example inputs omit.
    std::vector<std::optional<c10::IValue>> defaults;
    const c10::FunctionSchema &schema =
        m.get_method("forward").function().getSchema();
    for (size_t i = first; i < jitInputs.size(); ++i) {
      std::optional<c10::IValue> value;
      if (i < schema.arguments().size())
        if (auto d = schema.arguments()[i].default_value())
          value = *d;
      defaults.push_back(std::move(value));
    }
    phase = "reading the example inputs";
    llvm::Expected<std::vector<c10::IValue>> examples =
        bindInputs(inputs, declared, options, *module, fileName, defaults);
    if (!examples)
      return examples.takeError();
    phase = "importing the graph";
    // A fixed argument (omitted: its default; given as None) is a
    // constant, not a graph input: `y is None` then folds
    // (refine-optionals).
    bool fixedAny = false;
    {
      jit::WithInsertPoint guard(graph->block()->param_node()->next());
      for (size_t i = inputs.size(); i-- > 0;) {
        if (!inputs[i].fixed)
          continue;
        jit::Value *input = graph->inputs()[first + i];
        input->replaceAllUsesWith(graph->insertConstant(inputs[i].value));
        graph->eraseInput(first + i);
        inputs.erase(inputs.begin() + i);
        fixedAny = true;
      }
    }
    // The checks on a fixed argument are now on constants: LibTorch's
    // constant propagation folds them and drops the branches they rule
    // out, whose casts (`prim::unchecked_cast` of the None) would not
    // verify. (Checks the example inputs' types decide are left to
    // refine-optionals, which sees the imported types.)
    if (fixedAny)
      jit::ConstantPropagation(graph);
    if (llvm::Error err = flattenStructuredInputs(*graph, first, inputs,
                                                  *examples, options, *module))
      return fail(llvm::toString(std::move(err)));

    if (failed(importJitGraph(*graph, *module, inputs, weights,
                              /*captured=*/nullptr, graphLoc, fileName)))
      return fail("the TorchScript graph could not be imported");
    return module;
  } catch (...) {
    return fail(llvm::Twine("error while ") + phase + ": " +
                currentExceptionMessage());
  }
}
