//===- OnnxWriter.cpp - Writing an onnx-dialect module as an ONNX file ----===//
//
// The small parts of the model (nodes, types, metadata) are protobuf
// messages; the graph's initializers are streamed by InitializerRecord, so
// a model with 1 GB of weights is written without a second copy of them.
//
//===----------------------------------------------------------------------===//
#include "tocc/Target/Onnx/OnnxWriter.h"

#include "ProtoConversions.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/Shape/ShapeEnv.h"
#include "tocc/Support/Version.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"

#include <onnx/defs/schema.h>

#include <map>
#include <unordered_map>

using namespace tocc;
using namespace tocc::onnxproto;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

int64_t tocc::irVersionForOpset(int64_t opset) {
  if (opset >= 23)
    return 11;
  if (opset >= 21)
    return 10;
  if (opset >= 19)
    return 9;
  if (opset >= 15)
    return 8;
  if (opset >= 12)
    return 7;
  if (opset == 11)
    return 6;
  if (opset == 10)
    return 5;
  if (opset == 9)
    return 4;
  return 3;
}

uint64_t tocc::externalDataAlignment(uint64_t numBytes) {
  return numBytes >= (1u << 20) ? 4096 : 64;
}

/// `file:line:col` (or the name) of an op, for messages and doc strings.
static std::string locString(Location loc) {
  std::string s;
  llvm::raw_string_ostream os(s);
  Location file = loc.getFileLoc();
  if (!file.isUnknown())
    os << file.getFile() << ':' << file.getLine() << ':' << file.getColumn();
  else if (!loc.isUnknown())
    loc.print(os);
  return os.str();
}

static std::string opDescription(Operation *op) {
  std::string where = locString(op->getLoc());
  return (where.empty() ? "" : where + ": ") + "'" + op->getNameStr().str() +
         "'";
}

namespace {

/// The (domain, op_type) pair of an onnx-dialect op, or empty op_type.
struct OpIdentity {
  std::string domain;
  std::string opType;
};

class ModelWriter {
public:
  ModelWriter(Module &module, llvm::StringRef path,
              const OnnxWriterOptions &options)
      : module(module), path(path), options(options) {}

  llvm::Error write();

private:
  llvm::Error collectOpsets();
  void assignNames(Graph &graph);
  void nameValue(Value *v, llvm::StringRef base);
  /// The name, as `used`'s key (stable while it is in the set).
  llvm::StringRef uniqueName(llvm::StringRef base, llvm::StringSet<> &used);
  std::string nameOf(Value *v) const { return names.lookup(v).str(); }
  llvm::Expected<OpIdentity> identify(Operation *op);
  llvm::Error writeBlock(Block &block, ::onnx::GraphProto &graph,
                         bool topLevel);
  llvm::Error writeNode(Operation *op, const OpIdentity &id,
                        ::onnx::NodeProto &node);
  llvm::Error writeAttribute(Operation *op, const OpIdentity &id,
                             llvm::StringRef name, Attribute attr,
                             ::onnx::AttributeProto &proto);
  llvm::Error writeValueInfo(Value *v, ::onnx::ValueInfoProto &proto,
                             bool required);
  std::string outputName(Value *v, llvm::SmallPtrSetImpl<Value *> &seen,
                         Block &block, ::onnx::GraphProto &graph);
  const ::onnx::OpSchema *schemaOf(const OpIdentity &id) const;

  Module &module;
  llvm::StringRef path;
  const OnnxWriterOptions &options;
  std::map<std::string, int64_t> opsets;
  /// Each value's name: a key of usedValueNames or the context's interned
  /// hint, so the map holds no copy (a million-node model's writer held a
  /// string for each value).
  llvm::DenseMap<Value *, llvm::StringRef> names;
  llvm::StringSet<> usedValueNames, usedNodeNames;
  llvm::StringMap<unsigned> nodeCounters;
  /// Initializers of the top-level graph, deduplicated.
  struct Initializer {
    Value *value;
    Attribute dense;
  };
  std::vector<Initializer> initializers;
  /// The top-level graph's nodes and value_info, serialized one message at
  /// a time as each is made (with its GraphProto field's tag and length),
  /// so that the graph is never held whole as messages: the bytes are
  /// those protobuf writes for the fields in the graph's serialization.
  std::string streamedNodes, streamedValueInfo;
};

/// Appends `msg` as the length-delimited field `field` of its parent, as
/// protobuf serializes a repeated message field's element.
static void appendField(std::string &out, unsigned field,
                        const google::protobuf::MessageLite &msg) {
  size_t size = msg.ByteSizeLong();
  llvm::raw_string_ostream os(out);
  os << char(field << 3 | 2);
  writeVarint(os, size);
  os.flush();
  size_t at = out.size();
  out.resize(at + size);
  msg.SerializeWithCachedSizesToArray(reinterpret_cast<uint8_t *>(&out[at]));
}

} // namespace

llvm::Error ModelWriter::collectOpsets() {
  if (Attribute imports = module.getAttr("onnx.opset_import")) {
    if (!imports.isArray())
      return makeError("onnx.opset_import must be an array of "
                       "[domain, version] pairs");
    for (Attribute pair : imports.getArray()) {
      if (!pair.isArray() || pair.getArray().size() != 2 ||
          !pair.getArray()[0].isString() || !pair.getArray()[1].isInt())
        return makeError("onnx.opset_import must be an array of "
                         "[domain, version] pairs, got " + pair.str());
      opsets[pair.getArray()[0].getString().str()] =
          pair.getArray()[1].getInt();
    }
  }
  // Absent means [["", 17]]; a list without "" (a model of custom ops
  // only) stays without it.
  if (!module.getAttr("onnx.opset_import"))
    opsets[""] = tocc::onnx::kDefaultOpset;
  return llvm::Error::success();
}

const ::onnx::OpSchema *ModelWriter::schemaOf(const OpIdentity &id) const {
  auto it = opsets.find(id.domain);
  if (it == opsets.end())
    return nullptr;
  return ::onnx::OpSchemaRegistry::Schema(id.opType, int(it->second),
                                          id.domain);
}

llvm::StringRef ModelWriter::uniqueName(llvm::StringRef base,
                                        llvm::StringSet<> &used) {
  if (!base.empty()) {
    auto [it, isNew] = used.insert(base);
    if (isNew)
      return it->getKey();
  }
  for (unsigned k = 1;; ++k) {
    std::string candidate = (base + "_" + llvm::Twine(k)).str();
    auto [it, isNew] = used.insert(candidate);
    if (isNew)
      return it->getKey();
  }
}

void ModelWriter::nameValue(Value *v, llvm::StringRef base) {
  if (!names.count(v))
    names[v] = uniqueName(base, usedValueNames);
}

/// Name hints are kept where they are unique across the model (first come,
/// first served); the rest get generated names.
void ModelWriter::assignNames(Graph &graph) {
  llvm::SmallVector<Value *, 64> order;
  for (Value *arg : graph.getInputs())
    order.push_back(arg);
  graph.walk(
      [&](Operation *op) {
        for (Region &r : op->getRegions())
          for (Block &b : r.getBlocks())
            for (Value *arg : b.getArguments())
              order.push_back(arg);
        for (Value *res : op->getResults())
          order.push_back(res);
      },
      /*postOrder=*/false);
  // Hints first, so a generated name never takes a hint that comes later.
  for (Value *v : order)
    if (!v->getName().empty() && usedValueNames.insert(v->getName()).second)
      names[v] = v->getName();
  llvm::StringMap<unsigned> counters;
  llvm::DenseMap<Operation *, unsigned> opNumbers;
  for (Value *v : order) {
    if (names.count(v))
      continue;
    if (!v->getName().empty()) {
      nameValue(v, v->getName());
      continue;
    }
    // `<OpType>_<n>` (a per-type count), `_<i>` for a result past the
    // first; block arguments are `input`.
    Operation *def = v->getDefiningOp();
    std::string base = "input";
    if (def) {
      llvm::StringRef type =
          def->getNameStr().drop_front(def->getNameStr().find('.') + 1);
      if (Attribute t = def->getAttr("onnx.op_type"); t && t.isString())
        type = t.getString();
      unsigned index = static_cast<OpResult *>(v)->getResultNumber();
      auto [it, isNew] = opNumbers.try_emplace(def, 0);
      if (isNew)
        it->second = counters[type]++;
      base = (type + "_" + llvm::Twine(it->second)).str();
      if (index)
        base += "_" + std::to_string(index);
    }
    nameValue(v, base);
  }
}

llvm::Expected<OpIdentity> ModelWriter::identify(Operation *op) {
  llvm::StringRef name = op->getNameStr();
  if (name == "onnx.custom") {
    Attribute domain = op->getAttr("onnx.domain");
    Attribute opType = op->getAttr("onnx.op_type");
    if (!domain || !domain.isString() || !opType || !opType.isString())
      return makeError(opDescription(op) +
                       ": onnx.custom needs string attributes onnx.domain "
                       "and onnx.op_type");
    return OpIdentity{domain.getString().str(), opType.getString().str()};
  }
  if (!name.consume_front("onnx."))
    return makeError(opDescription(op) +
                     ": not an onnx op; lower the module to the onnx "
                     "dialect before writing ONNX");
  return OpIdentity{"", name.str()};
}

llvm::Error ModelWriter::writeValueInfo(Value *v,
                                        ::onnx::ValueInfoProto &proto,
                                        bool required) {
  proto.set_name(nameOf(v));
  // A tensor of unknown dtype has no TypeProto (elem_type 0 is invalid):
  // the value is listed untyped, as exporters do for subgraph values.
  Type t = v->getType();
  if (t.isTensor() && t.getDType() == DType::Unknown)
    return llvm::Error::success();
  // The reader refuses a type no tensor can have (its byte size overflows
  // int64); so does the writer, rather than write what it cannot read.
  if (t.isTensor() && t.hasRank()) {
    llvm::SmallVector<int64_t, 4> staticDims;
    for (const Dim &d : t.getDims())
      if (d.isStatic())
        staticDims.push_back(d.getStatic());
    if (!checkedByteSize(staticDims, t.getDType()))
      return makeError((v->getDefiningOp()
                            ? opDescription(v->getDefiningOp()) + ": "
                            : std::string()) +
                       "'" + nameOf(v) + "' has type " + t.str() +
                       ", whose size overflows (more than 2^63 elements or "
                       "bytes): no tensor can have it");
  }
  // Graph inputs and outputs (`required`) keep their symbolic dims; an
  // intermediate value's are written only with OnnxValueInfo::Symbolic
  // (ONNX Runtime runs slower with them: OnnxWriter.h).
  bool symbolicDims = required || options.valueInfo == OnnxValueInfo::Symbolic;
  ::onnx::TypeProto type;
  if (typeToProto(t, type, symbolicDims)) {
    *proto.mutable_type() = std::move(type);
  } else if (required) {
    return makeError("'" + nameOf(v) + "' has type " + v->getType().str() +
                     ", which ONNX cannot express");
  }
  return llvm::Error::success();
}

/// A type worth recording in value_info: a tensor (or a sequence or
/// optional of one) whose dtype is known.
static bool isKnownType(Type t) {
  if (t.getKind() == Type::List || t.getKind() == Type::Optional)
    return isKnownType(t.getElementType());
  return t.isTensor() && t.getDType() != DType::Unknown;
}

static bool isDropped(Operation *op) {
  return op->getNameStr() == "onnx.none";
}

/// Graph outputs must be values computed in the graph, each listed once:
/// an input, initializer, outer value or repeated value goes through an
/// Identity node.
std::string ModelWriter::outputName(Value *v,
                                    llvm::SmallPtrSetImpl<Value *> &seen,
                                    Block &block, ::onnx::GraphProto &graph) {
  Operation *def = v->getDefiningOp();
  bool computedHere = def && def->getBlock() == &block &&
                      def->getNameStr() != "onnx.initializer";
  if (computedHere && seen.insert(v).second)
    return nameOf(v);
  std::string name = uniqueName(nameOf(v) + "_output", usedValueNames).str();
  ::onnx::NodeProto *node = graph.add_node();
  node->set_op_type("Identity");
  node->set_name(uniqueName("Identity", usedNodeNames).str());
  node->add_input(nameOf(v));
  node->add_output(name);
  return name;
}

llvm::Error ModelWriter::writeAttribute(Operation *op, const OpIdentity &id,
                                        llvm::StringRef name, Attribute attr,
                                        ::onnx::AttributeProto &proto) {
  using AP = ::onnx::AttributeProto;
  proto.set_name(name.str());
  // The schema's kind decides between look-alikes (an int written for a
  // FLOAT attribute, an empty array).
  std::optional<AP::AttributeType> schemaKind;
  if (const ::onnx::OpSchema *schema = schemaOf(id)) {
    auto it = schema->attributes().find(name.str());
    if (it != schema->attributes().end())
      schemaKind = AP::AttributeType(it->second.type);
  }
  auto unsupported = [&]() {
    return makeError(opDescription(op) + ": attribute '" + name + "' (" +
                     attr.str() + ") has no ONNX attribute kind");
  };
  switch (attr.getKind()) {
  case Attribute::Int:
  case Attribute::Bool: {
    int64_t v = attr.isInt() ? attr.getInt() : int64_t(attr.getBool());
    if (schemaKind == AP::FLOAT) {
      proto.set_type(AP::FLOAT);
      proto.set_f(float(v));
    } else {
      proto.set_type(AP::INT);
      proto.set_i(v);
    }
    return llvm::Error::success();
  }
  case Attribute::Float:
    proto.set_type(AP::FLOAT);
    proto.set_f(float(attr.getFloat()));
    return llvm::Error::success();
  case Attribute::String:
    proto.set_type(AP::STRING);
    proto.set_s(attr.getString().str());
    return llvm::Error::success();
  case Attribute::DType: {
    std::optional<int64_t> code = tocc::onnx::tensorProtoFromDType(attr.getDType());
    if (!code)
      return unsupported();
    proto.set_type(AP::INT);
    proto.set_i(*code);
    return llvm::Error::success();
  }
  case Attribute::Type: {
    proto.set_type(AP::TYPE_PROTO);
    if (!typeToProto(attr.getType(), *proto.mutable_tp()))
      return unsupported();
    return llvm::Error::success();
  }
  case Attribute::Dense:
    proto.set_type(AP::TENSOR);
    if (llvm::Error err = denseToProto(attr, *proto.mutable_t()))
      return makeError(opDescription(op) + ": attribute '" + name +
                       "': " + llvm::toString(std::move(err)));
    return llvm::Error::success();
  case Attribute::Array: {
    llvm::ArrayRef<Attribute> elems = attr.getArray();
    bool allInt = llvm::all_of(elems, [](Attribute a) { return a.isInt(); });
    bool allNum = llvm::all_of(
        elems, [](Attribute a) { return a.isInt() || a.isFloat(); });
    bool allStr =
        llvm::all_of(elems, [](Attribute a) { return a.isString(); });
    AP::AttributeType kind;
    if (elems.empty())
      kind = schemaKind && (*schemaKind == AP::FLOATS ||
                            *schemaKind == AP::STRINGS)
                 ? *schemaKind
                 : AP::INTS;
    else if (allInt && schemaKind != AP::FLOATS)
      kind = AP::INTS;
    else if (allNum)
      kind = AP::FLOATS;
    else if (allStr)
      kind = AP::STRINGS;
    else
      return unsupported();
    proto.set_type(kind);
    for (Attribute e : elems) {
      if (kind == AP::INTS)
        proto.add_ints(e.getInt());
      else if (kind == AP::FLOATS)
        proto.add_floats(float(e.isInt() ? double(e.getInt()) : e.getFloat()));
      else
        proto.add_strings(e.getString().str());
    }
    return llvm::Error::success();
  }
  }
  return unsupported();
}

/// The names of an op's GRAPH attributes, one per region: If has
/// then_branch and else_branch; other ops their schema's GRAPH attributes
/// in name order (Loop's and Scan's body).
static llvm::SmallVector<std::string, 2>
regionNames(const OpIdentity &id, const ::onnx::OpSchema *schema) {
  if (id.domain.empty())
    return tocc::onnx::getRegionAttrNames(id.opType);
  llvm::SmallVector<std::string, 2> out;
  if (schema)
    for (const auto &[name, attr] : schema->attributes())
      if (attr.type == ::onnx::AttributeProto::GRAPH)
        out.push_back(name);
  return out;
}

llvm::Error ModelWriter::writeNode(Operation *op, const OpIdentity &id,
                                   ::onnx::NodeProto &nodeProto) {
  ::onnx::NodeProto *node = &nodeProto;
  node->set_op_type(id.opType);
  if (!id.domain.empty())
    node->set_domain(id.domain);
  Attribute nameAttr = op->getAttr("onnx.name");
  std::string base = nameAttr && nameAttr.isString()
                         ? nameAttr.getString().str()
                         : "";
  if (base.empty() || usedNodeNames.count(base))
    base = id.opType + "_" + std::to_string(nodeCounters[id.opType]++);
  node->set_name(uniqueName(base, usedNodeNames).str());
  if (options.docStrings) {
    node->set_doc_string(locString(op->getLoc()));
  } else if (Attribute doc = op->getAttr("onnx.doc_string")) {
    if (doc.isString())
      node->set_doc_string(doc.getString().str());
  }

  for (Value *v : op->getOperands())
    node->add_input(v->getType().isNone() ? std::string() : nameOf(v));
  for (Value *v : op->getResults())
    node->add_output(v->getType().isNone() ? std::string() : nameOf(v));

  for (const NamedAttribute &a : op->getAttrs()) {
    if (a.name.contains('.'))
      continue; // tocc's own
    if (llvm::Error err =
            writeAttribute(op, id, a.name, a.value, *node->add_attribute()))
      return err;
  }

  if (op->getNumRegions()) {
    llvm::SmallVector<std::string, 2> attrNames =
        regionNames(id, schemaOf(id));
    if (attrNames.size() != op->getNumRegions())
      return makeError(opDescription(op) + ": has " +
                       llvm::Twine(op->getNumRegions()) +
                       " regions, but its schema has " +
                       llvm::Twine(attrNames.size()) + " graph attributes");
    for (unsigned i = 0, e = op->getNumRegions(); i != e; ++i) {
      ::onnx::AttributeProto *attr = node->add_attribute();
      attr->set_name(attrNames[i]);
      attr->set_type(::onnx::AttributeProto::GRAPH);
      ::onnx::GraphProto *sub = attr->mutable_g();
      sub->set_name(node->name() + "_" + attrNames[i]);
      if (llvm::Error err =
              writeBlock(op->getRegion(i).front(), *sub, /*topLevel=*/false))
        return err;
    }
  }
  return llvm::Error::success();
}

llvm::Error ModelWriter::writeBlock(Block &block, ::onnx::GraphProto &graph,
                                    bool topLevel) {
  for (Value *arg : block.getArguments())
    if (llvm::Error err = writeValueInfo(arg, *graph.add_input(), true))
      return err;

  // Deduplicated initializers: a later identical one is renamed to the
  // first, so its uses refer to it.
  std::unordered_map<size_t, std::vector<Value *>> byHash;
  Operation *terminator = block.getTerminator();
  // The top-level graph's nodes and value_info are streamed. value_info
  // must not repeat a graph output: the outputs computed in the graph keep
  // their values' names (outputName), so those are left out.
  ::onnx::NodeProto scratchNode;
  ::onnx::ValueInfoProto scratchInfo;
  llvm::StringSet<> outputValueNames;
  if (topLevel && terminator)
    for (Value *v : terminator->getOperands()) {
      Operation *def = v->getDefiningOp();
      if (def && def->getBlock() == &block &&
          def->getNameStr() != "onnx.initializer")
        outputValueNames.insert(nameOf(v));
    }
  for (Operation &op : block) {
    if (&op == terminator || isDropped(&op))
      continue;
    if (op.getNameStr() == "onnx.initializer") {
      Attribute dense = op.getAttr("value");
      if (!dense || !dense.isDense() || op.getNumResults() != 1)
        return makeError(opDescription(&op) +
                         ": needs a dense 'value' attribute and one result");
      if (dense.isElided() || dense.getDenseType().getDType() == DType::Str) {
        ::onnx::TensorProto scratch;
        llvm::Error err = denseToProto(dense, scratch);
        return makeError(opDescription(&op) + ": " +
                         llvm::toString(std::move(err)));
      }
      Value *result = op.getResult(0);
      auto &bucket = byHash[size_t(hash_value(dense))];
      Value *first = nullptr;
      for (Value *candidate : bucket)
        if (candidate->getDefiningOp()->getAttr("value") == dense) {
          first = candidate;
          break;
        }
      if (first) {
        usedValueNames.erase(names[result]);
        names[result] = names[first];
        continue;
      }
      bucket.push_back(result);
      if (topLevel) {
        initializers.push_back({result, dense});
      } else {
        ::onnx::TensorProto *t = graph.add_initializer();
        if (llvm::Error err = denseToProto(dense, *t))
          return makeError(opDescription(&op) + ": " +
                           llvm::toString(std::move(err)));
        t->set_name(nameOf(result));
      }
      continue;
    }
    llvm::Expected<OpIdentity> id = identify(&op);
    if (!id)
      return id.takeError();
    if (!id->domain.empty() && !opsets.count(id->domain))
      return makeError(opDescription(&op) + ": the domain '" + id->domain +
                       "' has no opset version: add it to onnx.opset_import "
                       "or give it with " + options.customOpsetFlag + "=" + id->domain +
                       "=VERSION");
    if (id->domain.empty() && !opsets.count(""))
      return makeError(opDescription(&op) +
                       ": onnx.opset_import has no version of the default "
                       "domain");
    if (id->domain.empty() &&
        !tocc::onnx::lookupSchema("", id->opType, opsets[""]))
      return makeError(opDescription(&op) + ": ONNX has no operator '" +
                       id->opType + "' at opset " +
                       llvm::Twine(opsets.count("") ? opsets[""] : 0));
    bool valueInfo = options.valueInfo != OnnxValueInfo::None;
    if (!topLevel) {
      if (llvm::Error err = writeNode(&op, *id, *graph.add_node()))
        return err;
      for (Value *res : op.getResults())
        if (valueInfo && isKnownType(res->getType()))
          if (llvm::Error err =
                  writeValueInfo(res, *graph.add_value_info(), false))
            return err;
      continue;
    }
    scratchNode.Clear();
    if (llvm::Error err = writeNode(&op, *id, scratchNode))
      return err;
    appendField(streamedNodes, 1, scratchNode); // GraphProto.node
    for (Value *res : op.getResults()) {
      if (!valueInfo || !isKnownType(res->getType()))
        continue;
      scratchInfo.Clear();
      if (llvm::Error err = writeValueInfo(res, scratchInfo, false))
        return err;
      if (!outputValueNames.count(scratchInfo.name()))
        appendField(streamedValueInfo, 13, scratchInfo); // value_info
    }
  }

  if (!terminator)
    return makeError("a graph or region has no return/yield");
  llvm::SmallPtrSet<Value *, 8> seen;
  for (Value *v : terminator->getOperands()) {
    std::string name = outputName(v, seen, block, graph);
    ::onnx::ValueInfoProto *out = graph.add_output();
    if (llvm::Error err = writeValueInfo(v, *out, true))
      return err;
    out->set_name(name);
  }
  // value_info must not repeat graph outputs.
  llvm::StringSet<> outputNames;
  for (const auto &o : graph.output())
    outputNames.insert(o.name());
  auto *vi = graph.mutable_value_info();
  vi->erase(std::remove_if(vi->begin(), vi->end(),
                           [&](const ::onnx::ValueInfoProto &p) {
                             return outputNames.count(p.name()) > 0;
                           }),
            vi->end());
  return llvm::Error::success();
}

/// `name` with characters other than [A-Za-z0-9._-] replaced by `_`.
static std::string sanitizeFileName(llvm::StringRef name) {
  std::string out;
  for (char c : name)
    out += (llvm::isAlnum(c) || c == '.' || c == '_' || c == '-') ? c : '_';
  return out.empty() ? "tensor" : out;
}

llvm::Error ModelWriter::write() {
  if (module.getNumGraphs() == 0)
    return makeError("the module has no graph to write");
  Graph &g = module.getGraph(0);
  if (llvm::Error err = collectOpsets())
    return err;
  for (const auto &[domain, version] : options.customOpsets)
    if (!opsets.count(domain))
      opsets[domain] = version;

  ::onnx::ModelProto model;
  // The default domain's opset decides (a read model's ir_version is kept
  // when higher); without one, the read model's ir_version, else opset 17's.
  Attribute irAttr = module.getAttr("onnx.ir_version");
  if (irAttr && !irAttr.isInt())
    irAttr = Attribute();
  int64_t irVersion =
      opsets.count("") ? irVersionForOpset(opsets[""])
      : irAttr         ? irAttr.getInt()
                       : irVersionForOpset(tocc::onnx::kDefaultOpset);
  if (irAttr)
    irVersion = std::max(irVersion, irAttr.getInt());
  model.set_ir_version(irVersion);
  model.set_producer_name("tocc");
  model.set_producer_version(getVersion().str());
  auto setString = [&](const char *attrName, auto setter) {
    if (Attribute a = module.getAttr(attrName); a && a.isString())
      setter(a.getString().str());
  };
  setString("onnx.domain", [&](std::string s) { model.set_domain(s); });
  setString("onnx.doc_string", [&](std::string s) { model.set_doc_string(s); });
  if (Attribute a = module.getAttr("onnx.model_version"); a && a.isInt())
    model.set_model_version(a.getInt());

  // Metadata: the module's own, then the guards shape inference recorded.
  std::string guards;
  for (const shape::Guard &guard : module.getShapeEnv().getGuards())
    guards += (guards.empty() ? "" : "\n") + shape::printGuard(guard);
  if (Attribute props = module.getAttr("onnx.metadata_props")) {
    for (Attribute pair : props.isArray() ? props.getArray()
                                          : llvm::ArrayRef<Attribute>()) {
      if (!pair.isArray() || pair.getArray().size() != 2 ||
          !pair.getArray()[0].isString() || !pair.getArray()[1].isString())
        return makeError("onnx.metadata_props must be an array of "
                         "[key, value] string pairs, got " + pair.str());
      llvm::StringRef key = pair.getArray()[0].getString();
      if ((!guards.empty() && key == "tocc.guards") || key == "tocc.symbols")
        continue;
      auto *kv = model.add_metadata_props();
      kv->set_key(pair.getArray()[0].getString().str());
      kv->set_value(pair.getArray()[1].getString().str());
    }
  }
  if (!guards.empty()) {
    auto *kv = model.add_metadata_props();
    kv->set_key("tocc.guards");
    kv->set_value(guards);
  }
  // The ranges of the symbols (dim_params), so that a reader proves what
  // the export proved (a slice of `n` rows with n >= 2 has 1 row).
  std::string symbols;
  const shape::ShapeEnv &env = module.getShapeEnv();
  for (shape::ExprRef sym : env.getSymbols()) {
    std::optional<shape::SymbolRange> range = env.getRange(sym);
    if (!range)
      continue;
    symbols += (symbols.empty() ? "" : "\n") + sym->getSymbolName().str() +
               " in [" + std::to_string(range->min) + ", " +
               (range->max ? std::to_string(*range->max) : "inf") + "]";
  }
  if (!symbols.empty()) {
    auto *kv = model.add_metadata_props();
    kv->set_key("tocc.symbols");
    kv->set_value(symbols);
  }

  assignNames(g);
  ::onnx::GraphProto *graph = model.mutable_graph();
  graph->set_name(g.getName().empty() ? "main" : g.getName().str());
  if (llvm::Error err = writeBlock(g.getBody(), *graph, /*topLevel=*/true))
    return err;
  // The opsets of custom domains are known once every op was seen.
  for (const auto &[domain, version] : opsets) {
    auto *imp = model.add_opset_import();
    imp->set_domain(domain);
    imp->set_version(version);
  }

  // Initializers: weights become inputs (exportParams = false), inputs too
  // (keepInitializersAsInputs, or IR < 4 where every initializer is one),
  // or are streamed, inline or to external data.
  bool asInputs = options.keepInitializersAsInputs || irVersion < 4;
  if (!options.exportParams || asInputs) {
    // Graph inputs come first: rebuild the list with the weights after the
    // block arguments.
    for (const Initializer &init : initializers) {
      ::onnx::ValueInfoProto *in = graph->add_input();
      if (llvm::Error err = writeValueInfo(init.value, *in, true))
        return err;
    }
  }
  llvm::SmallString<256> modelDir(path);
  llvm::sys::path::remove_filename(modelDir);
  std::string modelFile = llvm::sys::path::filename(path).str();

  std::vector<InitializerRecord> records;
  struct DataFile {
    std::string location; // relative to the model's directory
    std::vector<std::pair<uint64_t, llvm::ArrayRef<char>>> chunks;
    uint64_t size = 0;
  };
  std::vector<DataFile> dataFiles;
  if (options.exportParams) {
    OnnxExternalData mode = options.externalData;
    // Sizes saturate rather than wrap: a sum past 2^64 is past the limit.
    uint64_t inlineBytes = 0;
    for (const Initializer &init : initializers)
      inlineBytes = llvm::SaturatingAdd(
          inlineBytes, uint64_t(init.dense.getRawData().size()));
    // Leave room for the rest of the model (its size is only known once
    // the records are made): 64 MiB, or 1/16 of a small test limit.
    const uint64_t limit = options.maxModelBytes;
    uint64_t slack = std::min<uint64_t>(64u << 20, limit / 16);
    // The model's size with the streamed fields in its graph.
    uint64_t restOfGraph = graph->ByteSizeLong();
    uint64_t wholeGraph =
        restOfGraph + streamedNodes.size() + streamedValueInfo.size();
    uint64_t modelSize = model.ByteSizeLong() - varintSize(restOfGraph) -
                         restOfGraph + varintSize(wholeGraph) + wholeGraph;
    if (mode == OnnxExternalData::Auto)
      mode = llvm::SaturatingAdd(inlineBytes, modelSize, slack) > limit
                 ? OnnxExternalData::SingleFile
                 : OnnxExternalData::Never;
    std::string single = options.externalDataFile.empty()
                             ? modelFile + ".data"
                             : options.externalDataFile;
    if (mode != OnnxExternalData::Never &&
        (llvm::sys::path::is_absolute(single) ||
         llvm::StringRef(single).contains("..")))
      return makeError("the external data file '" + single +
                       "' must be a path relative to the model's directory");
    llvm::StringSet<> usedFiles;
    for (const Initializer &init : initializers) {
      ::onnx::TensorProto head;
      if (llvm::Error err = denseHeadToProto(init.dense, head))
        return makeError(opDescription(init.value->getDefiningOp()) + ": " +
                         llvm::toString(std::move(err)));
      head.set_name(nameOf(init.value));
      llvm::ArrayRef<char> bytes = init.dense.getRawData();
      if (mode == OnnxExternalData::Never || bytes.size() < options.sizeThreshold) {
        records.emplace_back(head, bytes);
        continue;
      }
      if (mode == OnnxExternalData::SingleFile) {
        if (dataFiles.empty())
          dataFiles.push_back({single, {}, 0});
        DataFile &f = dataFiles.front();
        uint64_t align = externalDataAlignment(bytes.size());
        std::optional<uint64_t> end;
        if (f.size <= UINT64_MAX - align)
          end = llvm::checkedAddUnsigned(llvm::alignTo(f.size, align),
                                         uint64_t(bytes.size()));
        if (!end)
          return makeError("the external data file '" + single +
                           "' would pass 2^64 bytes");
        uint64_t offset = *end - bytes.size();
        f.chunks.push_back({offset, bytes});
        f.size = *end;
        records.emplace_back(head, f.location, offset, bytes.size());
      } else {
        std::string location =
            uniqueName(sanitizeFileName(modelFile + "." + head.name()),
                       usedFiles)
                .str();
        dataFiles.push_back({location, {{0, bytes}}, bytes.size()});
        records.emplace_back(head, location, 0, bytes.size());
      }
    }
  }

  // Serialize: the model without its graph, then the graph's fields (its
  // nodes, the other fields, its value_info: in field order, as protobuf
  // writes them), then its initializers (field 5), streamed. Field order
  // does not matter to parsers; each record's length prefix is computed up
  // front.
  std::string graphBytes = graph->SerializeAsString();
  model.clear_graph();
  std::string modelBytes = model.SerializeAsString();
  uint64_t graphSize =
      streamedNodes.size() + graphBytes.size() + streamedValueInfo.size();
  for (const InitializerRecord &r : records)
    graphSize = llvm::SaturatingAdd(
        graphSize, uint64_t(1 + varintSize(r.getSize())), r.getSize());
  uint64_t total = llvm::SaturatingAdd(
      uint64_t(modelBytes.size() + 1 + varintSize(graphSize)), graphSize);
  if (total > options.maxModelBytes)
    return makeError("the model would be " + llvm::Twine(total) +
                     " bytes, past protobuf's limit of " +
                     llvm::Twine(options.maxModelBytes) +
                     " bytes: use external data (--onnx-external-data=auto "
                     "or single)");

  // Progress over the bytes of the file and its data files.
  uint64_t progressTotal = total, progressDone = 0;
  if (options.writeExternalDataFiles)
    for (const DataFile &f : dataFiles)
      progressTotal = llvm::SaturatingAdd(progressTotal, f.size);
  auto reportProgress = [&](uint64_t bytes) {
    progressDone += bytes;
    if (options.onProgress)
      options.onProgress(progressDone, progressTotal);
  };
  reportProgress(0);

  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return makeError("cannot open '" + path + "': " + ec.message());
  std::vector<std::unique_ptr<llvm::ToolOutputFile>> dataOuts;
  if (options.writeExternalDataFiles) {
    for (const DataFile &f : dataFiles) {
      llvm::SmallString<256> dataPath(modelDir);
      llvm::sys::path::append(dataPath, f.location);
      auto dataOut = std::make_unique<llvm::ToolOutputFile>(
          dataPath, ec, llvm::sys::fs::OF_None);
      if (ec)
        return makeError("cannot open '" + dataPath + "': " + ec.message());
      uint64_t pos = 0;
      for (const auto &[offset, bytes] : f.chunks) {
        dataOut->os().write_zeros(offset - pos);
        dataOut->os().write(bytes.data(), bytes.size());
        pos = offset + bytes.size();
        reportProgress(bytes.size());
      }
      dataOuts.push_back(std::move(dataOut));
    }
  }
  llvm::raw_fd_ostream &os = out.os();
  os << modelBytes;
  os << char(7 << 3 | 2); // ModelProto.graph
  writeVarint(os, graphSize);
  os << streamedNodes << graphBytes << streamedValueInfo;
  for (const InitializerRecord &r : records) {
    os << char(5 << 3 | 2); // GraphProto.initializer
    writeVarint(os, r.getSize());
    r.write(os);
    reportProgress(r.getSize());
  }
  for (auto &f : dataOuts) {
    f->os().flush();
    if (f->os().has_error()) {
      f->os().clear_error();
      return makeError("cannot write the external data of '" + path + "'");
    }
  }
  os.flush();
  if (os.has_error()) {
    os.clear_error();
    return makeError("cannot write '" + path + "'");
  }
  if (options.onProgress)
    options.onProgress(progressTotal, progressTotal);
  for (auto &f : dataOuts)
    f->keep();
  out.keep();
  return llvm::Error::success();
}

llvm::Error tocc::writeOnnxModel(Module &module, llvm::StringRef path,
                                 const OnnxWriterOptions &options) {
  return ModelWriter(module, path, options).write();
}
