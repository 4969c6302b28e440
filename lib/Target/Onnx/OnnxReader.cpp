//===- OnnxReader.cpp - Reading an ONNX file into the onnx dialect --------===//
//
// ModelProto -> one graph of onnx ops (the contract in docs/onnx-io.md).
// Values are looked up by ONNX name through a stack of scopes, one per
// (sub)graph, so subgraphs see the values of the graphs around them.
//
//===----------------------------------------------------------------------===//
#include "tocc/Target/Onnx/OnnxReader.h"

#include "ProtoConversions.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/Shape/ShapeEnv.h"
#include "tocc/Support/InputFiles.h"

#include "tocc/Target/Onnx/OnnxWriter.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/wire_format_lite.h>
#include <onnx/defs/schema.h>

#include <map>
#if defined(__unix__)
#include <sys/mman.h>
#endif

using namespace tocc;
using namespace tocc::onnxproto;

/// protobuf's limit on a serialized message (2^31 - 1 bytes).
static constexpr uint64_t kMaxProtoBytes = uint64_t(INT32_MAX);

namespace {

class ModelReader {
public:
  /// `name` stands for the model in messages; external data is read from
  /// `modelDir` (empty: none may be).
  ModelReader(Context &ctx, llvm::StringRef name, llvm::StringRef modelDir,
              const OnnxReaderOptions &options)
      : ctx(ctx), path(name), modelDir(modelDir), options(options) {}

  /// Reads the file `path`.
  llvm::Expected<std::unique_ptr<Module>> read();
  /// Reads a serialized ModelProto.
  llvm::Expected<std::unique_ptr<Module>> read(llvm::StringRef bytes);

private:
  llvm::Error error(const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": " + msg);
  }
  llvm::Error readModelHeader(const ::onnx::ModelProto &model, Module &module);
  llvm::Error readGraph(::onnx::GraphProto &graph, Block &block,
                        bool topLevel, Graph *topGraph);
  llvm::Error readNode(::onnx::NodeProto &node, unsigned index,
                       Builder &builder, const std::string &where);
  llvm::Error readAttribute(::onnx::AttributeProto &a, const std::string &what,
                            NamedAttrList &attrs);

  /// The top-level graph's nodes and value_info when they are parsed one
  /// at a time from the model's bytes (`splitModel`), rather than held
  /// whole as messages beside the IR.
  struct StreamedGraph {
    /// Each node's serialized NodeProto, in order.
    std::vector<llvm::StringRef> nodes;
    /// The types value_info gives, and the first value_info whose type
    /// cannot be read, as readGraph reports it.
    llvm::DenseMap<const char *, Type> types;
    std::optional<std::string> typeError;
  };
  std::optional<StreamedGraph> streamed;
  bool splitModel(llvm::StringRef bytes, ::onnx::ModelProto &model);

  /// The model's bytes when they are a mapped file. The pages of the
  /// top-level nodes already read are given back as reading goes on: the
  /// whole file is resident after splitModel, and at a million nodes its
  /// 70 MB would otherwise count in the peak at the end of reading. They
  /// are the file's, so the mapping stays valid (a page touched again is
  /// read again).
  llvm::StringRef mappedBytes;
  const char *releasedTo = nullptr;
  void releaseReadBytes(const char *upTo) {
#if defined(__unix__) && defined(MADV_DONTNEED)
    if (mappedBytes.empty())
      return;
    constexpr uintptr_t kChunk = 16u << 20;
    uintptr_t page = uintptr_t(llvm::sys::Process::getPageSizeEstimate());
    uintptr_t from = reinterpret_cast<uintptr_t>(releasedTo);
    from = (from + page - 1) & ~(page - 1);
    uintptr_t to = reinterpret_cast<uintptr_t>(upTo) & ~(page - 1);
    if (to <= from || to - from < kChunk)
      return;
    ::madvise(reinterpret_cast<void *>(from), to - from, MADV_DONTNEED);
    releasedTo = reinterpret_cast<const char *>(to);
#else
    (void)upTo;
#endif
  }

  /// How many subgraphs the node being read is inside, and how many may be.
  unsigned subgraphDepth = 0;
  static constexpr unsigned kMaxSubgraphDepth = 256;

  /// The value a name defines in the (sub)graphs being read, or null.
  Value *lookup(const std::string &name) const {
    for (auto it = scopes.rbegin(); it != scopes.rend(); ++it) {
      auto found = it->find_as(llvm::StringRef(name));
      if (found != it->end())
        return *found;
    }
    return nullptr;
  }
  void define(Value *v, const std::string &name) {
    v->setName(name);
    Scope &scope = scopes.back();
    auto old = scope.find_as(v->getName());
    if (old != scope.end())
      scope.erase(old);
    scope.insert(v);
  }
  /// What defined `v`, for messages ("the initializer 'w'", "an output of
  /// node ..."), spelled from its location, which is `path: <where>`: the
  /// text is only built when an error reports it.
  std::string definitionOf(Value *v) const {
    llvm::StringRef where = v->getLoc().getName();
    where.consume_front(path);
    where.consume_front(": ");
    if (v->isBlockArgument())
      return ("the graph " + where).str();
    if (v->getDefiningOp()->getNameStr() == "onnx.initializer")
      return ("the " + where).str();
    return ("an output of " + where).str();
  }
  /// Only asked of names the reader defines next, so interning them costs
  /// nothing.
  Type typeOf(const std::string &name, Type unknown) {
    const char *key = ctx.intern(name).data();
    for (auto it = typeScopes.rbegin(); it != typeScopes.rend(); ++it) {
      auto found = it->find(key);
      if (found != it->end())
        return found->second;
    }
    return unknown;
  }
  Type unknownOutputType(const ::onnx::NodeProto &node, int index);
  /// Op types of the default domain found at the model's opset.
  llvm::StringSet<> knownOpTypes;
  Value *getNoneValue(Builder &builder);

  Context &ctx;
  std::string path;
  std::string modelDir;

  /// Reports the file of an external tensor that was read (to
  /// options.externalDataFiles).
  void noteExternalData(const ::onnx::TensorProto &t) {
    if (!options.externalDataFiles ||
        t.data_location() != ::onnx::TensorProto::EXTERNAL)
      return;
    for (const auto &kv : t.external_data())
      if (kv.key() == "location") {
        llvm::Expected<std::string> file =
            onnxproto::resolveExternalDataPath(modelDir, kv.value());
        if (file)
          options.externalDataFiles->push_back(*file);
        else
          llvm::consumeError(file.takeError());
      }
  }
  const OnnxReaderOptions &options;
  int64_t defaultOpset = 0;
  /// The model's opset_import, "ai.onnx" spelled "".
  std::map<std::string, int64_t> opsetImports;
  /// The model's local functions, as `domain:name`.
  llvm::StringSet<> functions;
  /// Names to values and to the types value_info gives them, per (sub)graph.
  /// Keys are interned in the context (a value's name is the same string),
  /// so the maps hold no copy of a name.
  /// A scope is a set of its values, found by their names (a model of a
  /// million nodes has a million: 8 bytes a slot, where a map of name to
  /// value took 24); types are keyed by the interned name's address.
  struct ValueByName {
    static Value *getEmptyKey() {
      return llvm::DenseMapInfo<Value *>::getEmptyKey();
    }
    static Value *getTombstoneKey() {
      return llvm::DenseMapInfo<Value *>::getTombstoneKey();
    }
    static unsigned getHashValue(const Value *v) {
      return getHashValue(v->getName());
    }
    static unsigned getHashValue(llvm::StringRef name) {
      return llvm::DenseMapInfo<llvm::StringRef>::getHashValue(name);
    }
    static bool isEqual(const Value *a, const Value *b) { return a == b; }
    static bool isEqual(llvm::StringRef name, const Value *v) {
      return v != getEmptyKey() && v != getTombstoneKey() &&
             v->getName() == name;
    }
  };
  using Scope = llvm::DenseSet<Value *, ValueByName>;
  std::vector<Scope> scopes;
  std::vector<llvm::DenseMap<const char *, Type>> typeScopes;
  /// One `onnx.none` per block, made when a node first skips an input.
  llvm::DenseMap<Block *, Value *> noneValues;
};

} // namespace

Value *ModelReader::getNoneValue(Builder &builder) {
  Block *block = builder.getInsertionBlock();
  Value *&none = noneValues[block];
  if (!none) {
    Builder atStart(ctx);
    atStart.setInsertionPointToStart(block);
    none = atStart.create(Location(), "onnx.none", {ctx.getNoneType()}, {})
               ->getResult(0);
  }
  return none;
}

/// The type of an output the model gives no type: tensor<*, ?>, or a list
/// (optional) of one when every type the schema allows for it is a
/// sequence (optional), so the verifier's inference can refine it.
Type ModelReader::unknownOutputType(const ::onnx::NodeProto &node,
                                    int index) {
  Type tensor = ctx.getUnrankedTensorType(DType::Unknown);
  bool defaultDomain = node.domain().empty() || node.domain() == "ai.onnx";
  const ::onnx::OpSchema *schema =
      defaultDomain && defaultOpset
          ? ::onnx::OpSchemaRegistry::Schema(node.op_type(), int(defaultOpset),
                                             "")
          : nullptr;
  if (!schema || schema->outputs().empty())
    return tensor;
  const auto &formal =
      schema->outputs()[std::min<size_t>(index, schema->outputs().size() - 1)];
  const std::string &typeStr = formal.GetTypeStr();
  std::vector<std::string> allowed{typeStr};
  for (const auto &c : schema->typeConstraintParams())
    if (c.type_param_str == typeStr)
      allowed = c.allowed_type_strs;
  auto all = [&](llvm::StringRef prefix) {
    return !allowed.empty() && llvm::all_of(allowed, [&](const std::string &t) {
      return llvm::StringRef(t).starts_with(prefix);
    });
  };
  if (all("seq("))
    return ctx.getListType(tensor);
  if (all("optional(seq("))
    return ctx.getOptionalType(ctx.getListType(tensor));
  if (all("optional(tensor("))
    return ctx.getOptionalType(tensor);
  return tensor;
}

static llvm::StringRef attrKindName(int kind) {
  return ::onnx::AttributeProto::AttributeType_Name(
      ::onnx::AttributeProto::AttributeType(kind));
}

/// ONNX's rule for an attribute's value: the field of its type, and no
/// other (none is a default value, e.g. an INT of 0). Returns the problem.
static std::optional<std::string>
attributeFieldProblem(const ::onnx::AttributeProto &a) {
  using AP = ::onnx::AttributeProto;
  struct Field {
    bool set;
    AP::AttributeType type;
    const char *name;
  };
  const Field fields[] = {
      {a.has_f(), AP::FLOAT, "f"},
      {a.has_i(), AP::INT, "i"},
      {a.has_s(), AP::STRING, "s"},
      {a.has_t(), AP::TENSOR, "t"},
      {a.has_g(), AP::GRAPH, "g"},
      {a.has_tp(), AP::TYPE_PROTO, "tp"},
      {a.has_sparse_tensor(), AP::SPARSE_TENSOR, "sparse_tensor"},
      {a.floats_size() > 0, AP::FLOATS, "floats"},
      {a.ints_size() > 0, AP::INTS, "ints"},
      {a.strings_size() > 0, AP::STRINGS, "strings"},
      {a.tensors_size() > 0, AP::TENSORS, "tensors"},
      {a.graphs_size() > 0, AP::GRAPHS, "graphs"},
      {a.sparse_tensors_size() > 0, AP::SPARSE_TENSORS, "sparse_tensors"},
      {a.type_protos_size() > 0, AP::TYPE_PROTOS, "type_protos"},
  };
  if (!a.has_type() || a.type() == AP::UNDEFINED)
    return std::string("has no type (AttributeProto.type is UNDEFINED)");
  const Field *first = nullptr;
  for (const Field &f : fields) {
    if (!f.set)
      continue;
    if (first)
      return "has two value fields, " + std::string(first->name) + " and " +
             f.name;
    first = &f;
  }
  if (first && first->type != a.type())
    return "has type " + AP::AttributeType_Name(a.type()) +
           ", but its value is in the field " + first->name + " (" +
           AP::AttributeType_Name(first->type) + ")";
  return std::nullopt;
}

llvm::Error ModelReader::readAttribute(::onnx::AttributeProto &a,
                                       const std::string &what,
                                       NamedAttrList &attrs) {
  llvm::StringRef name = ctx.intern(a.name());
  using AP = ::onnx::AttributeProto;
  switch (a.type()) {
  case AP::INT:
    attrs.set(name, ctx.getIntAttr(a.i()));
    break;
  case AP::FLOAT:
    attrs.set(name, ctx.getFloatAttr(a.f()));
    break;
  case AP::STRING:
    attrs.set(name, ctx.getStringAttr(a.s()));
    break;
  case AP::INTS:
    attrs.set(name, ctx.getIntArrayAttr(llvm::SmallVector<int64_t, 4>(
                        a.ints().begin(), a.ints().end())));
    break;
  case AP::FLOATS:
    attrs.set(name, ctx.getFloatArrayAttr(llvm::SmallVector<double, 4>(
                        a.floats().begin(), a.floats().end())));
    break;
  case AP::STRINGS: {
    llvm::SmallVector<Attribute, 4> elems;
    for (const std::string &s : a.strings())
      elems.push_back(ctx.getStringAttr(s));
    attrs.set(name, ctx.getArrayAttr(elems));
    break;
  }
  case AP::TENSOR: {
    auto dense = denseFromProto(ctx, *a.mutable_t(), modelDir);
    if (!dense)
      return error(what + ": " + llvm::toString(dense.takeError()));
    noteExternalData(a.t());
    attrs.set(name, *dense);
    break;
  }
  case AP::TYPE_PROTO: {
    auto type = typeFromProto(ctx, a.tp());
    if (!type)
      return error(what + ": " + llvm::toString(type.takeError()));
    attrs.set(name, ctx.getTypeAttr(*type));
    break;
  }
  default:
    return error(what + " has kind " + attrKindName(a.type()) +
                 ", which tocc does not support");
  }
  return llvm::Error::success();
}

llvm::Error ModelReader::readNode(::onnx::NodeProto &node, unsigned index,
                                  Builder &builder,
                                  const std::string &graphWhere) {
  std::string where = graphWhere + "node '" + node.name() + "' (#" +
                      std::to_string(index) + ", " + node.op_type() + ")";
  if (node.op_type().empty())
    return error(where + ": has no op_type");
  std::string domain = node.domain() == "ai.onnx" ? "" : node.domain();
  bool defaultDomain = domain.empty();
  if (!functions.empty() && functions.count(domain + ":" + node.op_type()))
    return error(where + ": calls the model's local function '" +
                 (domain.empty() ? "" : domain + ".") + node.op_type() +
                 "', which tocc does not read (FunctionProto)");
  std::string opName = defaultDomain ? "onnx." + node.op_type() : "onnx.custom";
  if (defaultDomain) {
    if (!defaultOpset)
      return error(where + ": the model imports no opset of the default "
                   "domain");
    if (!knownOpTypes.count(node.op_type()) &&
        !tocc::onnx::lookupSchema("", node.op_type(), defaultOpset))
      return error(where + ": unknown op type '" + node.op_type() +
                   "' in the default domain at opset " +
                   llvm::Twine(defaultOpset));
    knownOpTypes.insert(node.op_type());
  } else if (!opsetImports.count(domain)) {
    return error(where + ": its domain '" + domain +
                 "' is not in the model's opset_import");
  }

  NamedAttrList attrs;
  if (!defaultDomain) {
    attrs.set(ctx.intern("onnx.domain"), ctx.getStringAttr(node.domain()));
    attrs.set(ctx.intern("onnx.op_type"), ctx.getStringAttr(node.op_type()));
  }
  if (!node.name().empty())
    attrs.set(ctx.intern("onnx.name"), ctx.getStringAttr(node.name()));
  if (!node.doc_string().empty())
    attrs.set(ctx.intern("onnx.doc_string"),
              ctx.getStringAttr(node.doc_string()));

  // Graph attributes: If's branches in then/else order, others by name.
  std::vector<std::pair<std::string, ::onnx::GraphProto *>> graphs;
  // Per-node name sets stay inline for the usual few names (no heap
  // allocation per node); the strings are the node's own.
  llvm::SmallDenseSet<llvm::StringRef, 8> attrNames;
  for (int i = 0; i < node.attribute_size(); ++i) {
    ::onnx::AttributeProto &a = *node.mutable_attribute(i);
    if (a.name().empty())
      return error(where + ": attribute #" + llvm::Twine(i) + " has no name");
    std::string what = where + ": attribute '" + a.name() + "'";
    if (!attrNames.insert(a.name()).second)
      return error(what + " is given twice");
    if (!a.ref_attr_name().empty())
      return error(what + " refers to the function attribute '" +
                   a.ref_attr_name() +
                   "' (ref_attr_name), which is only valid inside a "
                   "function body");
    if (std::optional<std::string> problem = attributeFieldProblem(a))
      return error(what + " " + *problem);
    if (a.type() == ::onnx::AttributeProto::GRAPH) {
      graphs.push_back({a.name(), a.mutable_g()});
      continue;
    }
    if (llvm::Error err = readAttribute(a, what, attrs))
      return err;
  }
  // Regions in the dialect's order of GRAPH attributes (If: then_branch,
  // else_branch); a custom op's in name order.
  llvm::SmallVector<std::string, 2> order;
  if (defaultDomain)
    order = tocc::onnx::getRegionAttrNames(node.op_type());
  auto rank = [&](const std::string &name) -> size_t {
    auto it = llvm::find(order, name);
    return it == order.end() ? order.size() : size_t(it - order.begin());
  };
  for (const auto &g : graphs)
    if (defaultDomain && rank(g.first) == order.size())
      return error(where + ": graph attribute '" + g.first +
                   "' is not one of the op's regions");
  if (defaultDomain)
    for (const std::string &name : order)
      if (!attrNames.count(name))
        return error(where + ": the graph attribute '" + name + "' is missing");
  llvm::sort(graphs, [&](const auto &a, const auto &b) {
    return std::make_pair(rank(a.first), a.first) <
           std::make_pair(rank(b.first), b.first);
  });

  // Operands: an absent input before a present one is a none value;
  // trailing absent ones are left out.
  int lastInput = node.input_size() - 1;
  while (lastInput >= 0 && node.input(lastInput).empty())
    --lastInput;
  llvm::SmallVector<Value *, 4> operands;
  for (int i = 0; i <= lastInput; ++i) {
    const std::string &in = node.input(i);
    if (in.empty()) {
      operands.push_back(getNoneValue(builder));
      continue;
    }
    Value *v = lookup(in);
    if (!v)
      return error(where + ": input '" + in +
                   "' is used before it is defined");
    operands.push_back(v);
  }
  // Outputs: ONNX graphs are in SSA form. A name is defined once in a
  // graph and the graphs it is nested in: an output may not repeat a
  // graph input, an initializer or another node's output, of this graph
  // or of one around it (a subgraph's may repeat its own node's outputs,
  // which are only defined after it, as in onnx's checker).
  int lastOutput = node.output_size() - 1;
  while (lastOutput >= 0 && node.output(lastOutput).empty())
    --lastOutput;
  llvm::SmallDenseSet<llvm::StringRef, 4> outputNames;
  for (int i = 0; i <= lastOutput; ++i) {
    const std::string &out = node.output(i);
    if (out.empty())
      continue;
    if (!outputNames.insert(out).second)
      return error(where + ": output '" + out + "' is listed twice");
    if (Value *d = lookup(out))
      return error(
          where + ": output '" + out + "' is already defined " +
          (scopes.back().find_as(llvm::StringRef(out)) != scopes.back().end()
               ? "in this graph"
               : "in an enclosing graph") +
          ", as " + definitionOf(d) +
          " (a name is defined once in a graph and the graphs "
          "nested in it)");
  }
  llvm::SmallVector<Type, 2> resultTypes;
  for (int i = 0; i <= lastOutput; ++i) {
    if (node.output(i).empty()) {
      resultTypes.push_back(ctx.getNoneType());
      continue;
    }
    // The schema is read only for an output the model gives no type.
    Type t = typeOf(node.output(i), Type());
    resultTypes.push_back(t ? t : unknownOutputType(node, i));
  }

  // Diagnostics of the verifier then read `model.onnx: node 'n' (#3,
  // Conv): error: ...`.
  Location loc = ctx.getNameLoc(path + ": " + where);
  Operation *op = builder.create(loc, opName, resultTypes, operands,
                                 attrs.getAttrs(), graphs.size());
  // Regions nest as deep in the IR as its parser reads back (256): a model
  // nested deeper would be read, but its IR could not be.
  if (!graphs.empty() && subgraphDepth >= kMaxSubgraphDepth)
    return error(where + ": subgraphs nested deeper than " +
                 llvm::Twine(kMaxSubgraphDepth) + " levels");
  ++subgraphDepth;
  auto leave = llvm::make_scope_exit([&] { --subgraphDepth; });
  for (unsigned r = 0; r < graphs.size(); ++r) {
    Block &body = op->getRegion(r).emplaceBlock();
    if (llvm::Error err = readGraph(*graphs[r].second, body, false, nullptr))
      return err;
  }
  for (int i = 0; i <= lastOutput; ++i)
    if (!node.output(i).empty())
      define(op->getResult(i), node.output(i));
  return llvm::Error::success();
}

llvm::Error ModelReader::readGraph(::onnx::GraphProto &graph, Block &block,
                                   bool topLevel, Graph *topGraph) {
  std::string where = topLevel ? "" : "graph '" + graph.name() + "': ";
  scopes.emplace_back();
  typeScopes.emplace_back();
  // The top-level graph's value_info types were read with its bytes.
  bool fromBytes = topLevel && streamed;
  if (fromBytes) {
    if (streamed->typeError)
      return error(*streamed->typeError);
    typeScopes.back() = std::move(streamed->types);
  }
  for (const auto *list : {&graph.value_info(), &graph.output()})
    for (const ::onnx::ValueInfoProto &vi : *list) {
      if (!vi.has_type())
        continue;
      auto type = typeFromProto(ctx, vi.type());
      if (!type)
        return error(where + "value '" + vi.name() + "': " +
                     llvm::toString(type.takeError()));
      typeScopes.back()[ctx.intern(vi.name()).data()] = *type;
    }

  // Inputs have names, each listed once; an input may have an
  // initializer's name (its default value), and may repeat a name of an
  // enclosing graph, which it then hides (both as onnx's checker).
  llvm::StringSet<> inputNames;
  for (int i = 0; i < graph.input_size(); ++i) {
    const std::string &name = graph.input(i).name();
    if (name.empty())
      return error(where + "graph input #" + llvm::Twine(i) + " has no name");
    if (!inputNames.insert(name).second)
      return error(where + "graph input '" + name +
                   "' is listed twice (a name is defined once in a graph)");
  }
  for (int i = 0; i < graph.output_size(); ++i)
    if (graph.output(i).name().empty())
      return error(where + "graph output #" + llvm::Twine(i) + " has no name");
  if (graph.sparse_initializer_size())
    return error(where + "sparse initializer '" +
                 graph.sparse_initializer(0).values().name() +
                 "': sparse tensors are not supported");

  Builder builder(ctx);
  builder.setInsertionPointToEnd(&block);
  llvm::StringSet<> initializerNames;
  for (int i = 0; i < graph.initializer_size(); ++i) {
    ::onnx::TensorProto &t = *graph.mutable_initializer(i);
    std::string name = t.name();
    if (name.empty())
      return error(where + "initializer #" + llvm::Twine(i) + " has no name");
    if (!initializerNames.insert(name).second)
      return error(where + "initializer '" + name +
                   "' is defined twice (a name is defined once in a graph)");
    auto dense = denseFromProto(ctx, t, modelDir);
    if (!dense)
      return error(where + llvm::toString(dense.takeError()));
    noteExternalData(t);
    std::string what = where + "initializer '" + name + "'";
    Operation *op =
        builder.create(ctx.getNameLoc(path + ": " + what), "onnx.initializer",
                       {dense->getDenseType()}, {},
                       {NamedAttribute{ctx.intern("value"), *dense}});
    define(op->getResult(0), name);
  }
  // An input that is also an initializer (IR < 4, or
  // keep_initializers_as_inputs) is the initializer.
  for (const ::onnx::ValueInfoProto &in : graph.input()) {
    if (initializerNames.count(in.name()))
      continue;
    Type type = ctx.getUnrankedTensorType(DType::Unknown);
    if (in.has_type()) {
      auto t = typeFromProto(ctx, in.type());
      if (!t)
        return error(where + "input '" + in.name() + "': " +
                     llvm::toString(t.takeError()));
      type = *t;
    }
    std::string what = where + "input '" + in.name() + "'";
    define(block.addArgument(type, ctx.getNameLoc(path + ": " + what)),
           in.name());
  }
  if (fromBytes) {
    // One message, reused: its parse was checked by splitModel. The scope
    // gets about one name per node, sized once (as the types above).
    scopes.back().reserve(scopes.back().size() + streamed->nodes.size());
    ::onnx::NodeProto node;
    for (size_t i = 0; i < streamed->nodes.size(); ++i) {
      llvm::StringRef bytes = streamed->nodes[i];
      google::protobuf::io::CodedInputStream stream(
          reinterpret_cast<const uint8_t *>(bytes.data()), int(bytes.size()));
      stream.SetRecursionLimit(kMaxOnnxMessageDepth - 2);
      if (!node.ParseFromCodedStream(&stream))
        return error("not a valid ONNX model: node #" + llvm::Twine(i) +
                     " cannot be parsed again");
      if (llvm::Error err = readNode(node, i, builder, where))
        return err;
      releaseReadBytes(bytes.end());
    }
  }
  for (int i = 0; i < graph.node_size(); ++i)
    if (llvm::Error err = readNode(*graph.mutable_node(i), i, builder, where))
      return err;

  llvm::SmallVector<Value *, 4> outputs;
  llvm::SmallVector<Type, 4> outputTypes;
  for (const ::onnx::ValueInfoProto &out : graph.output()) {
    Value *v = lookup(out.name());
    if (!v)
      return error(where + "output '" + out.name() + "' is never defined");
    outputs.push_back(v);
    outputTypes.push_back(v->getType());
  }
  builder.create(Location(), topLevel ? "tocc.return" : "tocc.yield", {},
                 outputs);
  if (topGraph)
    topGraph->setResultTypes(outputTypes);
  scopes.pop_back();
  typeScopes.pop_back();
  return llvm::Error::success();
}

/// Parses the model, except the top-level graph's nodes and value_info,
/// which stay bytes in `streamed` (each checked to parse, so a model
/// protobuf refuses is refused here too): a model of a million nodes is
/// then never held whole as messages. The fields are the same, in the
/// same order within each field, so the messages are those protobuf
/// would make. A model whose graph field is repeated (protobuf merges the
/// copies) is parsed whole.
bool ModelReader::splitModel(llvm::StringRef bytes, ::onnx::ModelProto &model) {
  streamed.reset();
  // ModelProto.graph is field 7; GraphProto.node 1 and value_info 13.
  std::string modelRest;
  llvm::StringRef graphBytes;
  unsigned graphFields = 0;
  bool wellFormed =
      forEachField(bytes, [&](uint32_t field, ProtoWireType wireType,
                              llvm::StringRef whole, llvm::StringRef payload) {
        if (field == 7 && wireType == kLengthDelimited) {
          graphBytes = payload;
          ++graphFields;
          return;
        }
        modelRest.append(whole.data(), whole.size());
      });
  std::string graphRest;
  StreamedGraph split;
  std::vector<llvm::StringRef> valueInfos;
  if (wellFormed && graphFields == 1)
    wellFormed = forEachField(
        graphBytes, [&](uint32_t field, ProtoWireType wireType,
                        llvm::StringRef whole, llvm::StringRef payload) {
          bool message = wireType == kLengthDelimited;
          if (message && field == 1)
            split.nodes.push_back(payload);
          else if (message && field == 13)
            valueInfos.push_back(payload);
          else
            graphRest.append(whole.data(), whole.size());
        });
  if (!wellFormed || graphFields != 1) {
    model.Clear();
    return parseAt(bytes, 0, model);
  }
  if (!parseAt(modelRest, 0, model) ||
      !parseAt(graphRest, 1, *model.mutable_graph()))
    return false;
  {
    ::onnx::NodeProto node;
    for (llvm::StringRef n : split.nodes)
      if (!parseAt(n, 2, node))
        return false;
  }
  ::onnx::ValueInfoProto vi;
  // Sized once: growing a table of a million entries holds the old and
  // the new one at the reader's peak.
  split.types.reserve(valueInfos.size());
  for (llvm::StringRef v : valueInfos) {
    if (!parseAt(v, 2, vi))
      return false;
    // As readGraph reads them: the first type it cannot read is the error.
    if (!vi.has_type() || split.typeError)
      continue;
    auto type = typeFromProto(ctx, vi.type());
    if (!type) {
      split.typeError =
          "value '" + vi.name() + "': " + llvm::toString(type.takeError());
      continue;
    }
    split.types[ctx.intern(vi.name()).data()] = *type;
  }
  streamed = std::move(split);
  return true;
}

static Attribute pairArray(Context &ctx, llvm::StringRef a, Attribute b) {
  return ctx.getArrayAttr({ctx.getStringAttr(a), b});
}

llvm::Expected<std::unique_ptr<Module>> ModelReader::read() {
  // A file past protobuf's limit is refused before it is read.
  llvm::sys::fs::file_status status;
  if (!llvm::sys::fs::status(path, status) &&
      status.type() == llvm::sys::fs::file_type::regular_file &&
      status.getSize() > kMaxProtoBytes)
    return error("the file has " + llvm::Twine(status.getSize()) +
                 " bytes, past protobuf's limit of " +
                 llvm::Twine(kMaxProtoBytes) +
                 " bytes for a model (larger models keep their weights in "
                 "external data)");
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      readInputFile(path, /*isText=*/false, kMaxProtoBytes);
  if (!buffer)
    return error("cannot open: " + llvm::toString(buffer.takeError()));
  if ((*buffer)->getBufferKind() == llvm::MemoryBuffer::MemoryBuffer_MMap) {
    mappedBytes = (*buffer)->getBuffer();
    releasedTo = mappedBytes.begin();
  }
  auto module = read((*buffer)->getBuffer());
  mappedBytes = llvm::StringRef();
  return module;
}

/// The newest ir_version tocc reads: the one of the newest opset it knows
/// (the writer writes it for that opset).
static int64_t maxIrVersion() {
  return irVersionForOpset(tocc::onnx::kMaxOpset);
}
/// IR 3 brought opset_import; older models have none.
static constexpr int64_t kMinIrVersion = 3;

llvm::Error ModelReader::readModelHeader(const ::onnx::ModelProto &model,
                                         Module &module) {
  if (!model.has_ir_version() || model.ir_version() == 0)
    return error("the model has no ir_version");
  if (model.ir_version() < 0)
    return error("ir_version " + llvm::Twine(model.ir_version()) +
                 " is not valid");
  if (model.ir_version() < kMinIrVersion)
    return error("ir_version " + llvm::Twine(model.ir_version()) +
                 " is older than tocc reads (IR " + llvm::Twine(kMinIrVersion) +
                 " to " + llvm::Twine(maxIrVersion()) +
                 "; before IR 3 models have no opset_import)");
  if (model.ir_version() > maxIrVersion())
    return error("ir_version " + llvm::Twine(model.ir_version()) +
                 " is newer than tocc understands (the newest it reads is " +
                 llvm::Twine(maxIrVersion()) + ")");
  if (!model.has_graph())
    return error("the model has no graph");

  // Opsets: each domain once, versions from 1 to the newest whose schemas
  // tocc has (the default domain's: kMaxOpset; a domain of libonnx's
  // registry: its newest; another domain's: any).
  const auto &ranges =
      ::onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map();
  llvm::SmallVector<Attribute, 2> imports;
  defaultOpset = 0;
  for (const auto &imp : model.opset_import()) {
    std::string domain = imp.domain() == "ai.onnx" ? "" : imp.domain();
    std::string what =
        "opset_import: " + (domain.empty() ? std::string("the default domain")
                                           : "domain '" + domain + "'");
    if (!opsetImports.emplace(domain, imp.version()).second)
      return error(what + " is imported twice");
    if (imp.version() < 1 || imp.version() > INT32_MAX)
      return error(what + " has version " + llvm::Twine(imp.version()) +
                   ", which is not valid (opset versions are 1 to " +
                   llvm::Twine(INT32_MAX) + ")");
    int64_t newest = domain.empty() ? tocc::onnx::kMaxOpset : INT32_MAX;
    if (!domain.empty())
      if (auto it = ranges.find(domain); it != ranges.end())
        newest = it->second.second;
    if (imp.version() > newest)
      return error(what + " has version " + llvm::Twine(imp.version()) +
                   ", newer than tocc knows (the newest it reads is " +
                   llvm::Twine(newest) + ")");
    if (domain.empty())
      defaultOpset = imp.version();
    imports.push_back(pairArray(ctx, domain, ctx.getIntAttr(imp.version())));
  }
  module.setAttr("onnx.opset_import", ctx.getArrayAttr(imports));
  module.setAttr("onnx.ir_version", ctx.getIntAttr(model.ir_version()));
  for (const ::onnx::FunctionProto &f : model.functions())
    functions.insert((f.domain() == "ai.onnx" ? "" : f.domain()) + ":" +
                     f.name());
  llvm::StringSet<> keys;
  for (const auto &kv : model.metadata_props())
    if (!keys.insert(kv.key()).second)
      return error("metadata_props: the key '" + kv.key() + "' is given twice");
  return llvm::Error::success();
}

llvm::Expected<std::unique_ptr<Module>>
ModelReader::read(llvm::StringRef bytes) {
  if (bytes.size() > kMaxProtoBytes)
    return error("the model has " + llvm::Twine(bytes.size()) +
                 " bytes, past protobuf's limit of " +
                 llvm::Twine(kMaxProtoBytes) + " bytes");
  ::onnx::ModelProto model;
  // protobuf refuses malformed wire data, lengths past the end, and
  // messages nested deeper than the stream's recursion limit. Its default
  // of 100 is about 32 levels of subgraphs (a graph, a node and an
  // attribute per level), while the IR nests regions up to 256 deep: the
  // limit is raised so that every model the writer can write reads back.
  if (!splitModel(bytes, model))
    return error("not a valid ONNX model: the protobuf is truncated or "
                 "malformed, or nests messages deeper than " +
                 llvm::Twine(kMaxOnnxMessageDepth) + " levels");

  auto module = std::make_unique<Module>(ctx, ctx.getNameLoc(path));
  if (llvm::Error err = readModelHeader(model, *module))
    return err;
  auto setString = [&](const char *name, bool has, const std::string &s) {
    if (has && !s.empty())
      module->setAttr(name, ctx.getStringAttr(s));
  };
  setString("onnx.producer_name", model.has_producer_name(),
            model.producer_name());
  setString("onnx.producer_version", model.has_producer_version(),
            model.producer_version());
  setString("onnx.domain", model.has_domain(), model.domain());
  setString("onnx.doc_string", model.has_doc_string(), model.doc_string());
  if (model.has_model_version())
    module->setAttr("onnx.model_version", ctx.getIntAttr(model.model_version()));
  llvm::SmallVector<Attribute, 4> props;
  for (const auto &kv : model.metadata_props()) {
    if (kv.key() == "tocc.guards") {
      // The guards go back into the module's shape environment.
      llvm::SmallVector<llvm::StringRef, 4> lines;
      llvm::StringRef(kv.value()).split(lines, '\n', -1, false);
      for (llvm::StringRef line : lines) {
        shape::GuardParseResult g = shape::parseGuard(line, ctx.getExprContext());
        if (!g.guard)
          return error("metadata tocc.guards: cannot parse '" + line +
                       "': " + g.error);
        module->getShapeEnv().addGuard(*g.guard);
      }
      continue;
    }
    if (kv.key() == "tocc.symbols") {
      // `n in [2, inf]` per line: the symbols' ranges.
      llvm::SmallVector<llvm::StringRef, 4> lines;
      llvm::StringRef(kv.value()).split(lines, '\n', -1, false);
      for (llvm::StringRef line : lines) {
        auto [name, range] = line.split(" in [");
        auto [lo, hi] = range.rtrim("]").split(", ");
        int64_t min = 0, max = 0;
        bool unbounded = hi.trim() == "inf";
        if (name.empty() || lo.trim().getAsInteger(10, min) ||
            (!unbounded && hi.trim().getAsInteger(10, max)))
          return error("metadata tocc.symbols: cannot parse '" + line +
                       "' (expected `name in [min, max]`)");
        std::optional<int64_t> maxOpt;
        if (!unbounded)
          maxOpt = max;
        if (llvm::Error err = shape::ShapeEnv::checkRange(name, min, maxOpt))
          return error("metadata tocc.symbols: " +
                       llvm::toString(std::move(err)));
        module->getShapeEnv().declareSymbol(name.trim(), min, maxOpt);
      }
      continue;
    }
    props.push_back(pairArray(ctx, kv.key(), ctx.getStringAttr(kv.value())));
  }
  if (!props.empty())
    module->setAttr("onnx.metadata_props", ctx.getArrayAttr(props));

  std::string graphName = options.graphName;
  if (graphName.empty())
    graphName = model.graph().name().empty() ? "main" : model.graph().name();
  Graph &graph = module->addGraph(graphName, module->getLoc());
  if (llvm::Error err =
          readGraph(*model.mutable_graph(), graph.getBody(), true, &graph))
    return err;
  return module;
}

llvm::Expected<std::unique_ptr<Module>>
tocc::readOnnxModel(Context &ctx, llvm::StringRef path,
                    const OnnxReaderOptions &options) {
  // External data is relative to the model's directory.
  llvm::SmallString<256> dir(path);
  llvm::sys::path::remove_filename(dir);
  if (dir.empty())
    dir = ".";
  return ModelReader(ctx, path, dir, options).read();
}

llvm::Expected<std::unique_ptr<Module>>
tocc::readOnnxModelFromBuffer(Context &ctx, llvm::StringRef bytes,
                              llvm::StringRef name, llvm::StringRef modelDir,
                              const OnnxReaderOptions &options) {
  return ModelReader(ctx, name, modelDir, options).read(bytes);
}
