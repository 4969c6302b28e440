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

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <onnx/defs/schema.h>

using namespace tocc;
using namespace tocc::onnxproto;

namespace {

class ModelReader {
public:
  ModelReader(Context &ctx, llvm::StringRef path,
              const OnnxReaderOptions &options)
      : ctx(ctx), path(path), options(options) {}

  llvm::Expected<std::unique_ptr<Module>> read();

private:
  llvm::Error error(const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": " + msg);
  }
  llvm::Error readGraph(::onnx::GraphProto &graph, Block &block,
                        bool topLevel, Graph *topGraph);
  llvm::Error readNode(::onnx::NodeProto &node, unsigned index,
                       Builder &builder, const std::string &where);
  Value *lookup(const std::string &name) {
    for (auto it = scopes.rbegin(); it != scopes.rend(); ++it) {
      auto found = it->find(name);
      if (found != it->end())
        return found->second;
    }
    return nullptr;
  }
  void define(Value *v, const std::string &name) {
    scopes.back()[name] = v;
    v->setName(name);
  }
  Type typeOf(const std::string &name, Type unknown) {
    for (auto it = typeScopes.rbegin(); it != typeScopes.rend(); ++it) {
      auto found = it->find(name);
      if (found != it->end())
        return found->second;
    }
    return unknown;
  }
  Type unknownOutputType(const ::onnx::NodeProto &node, int index);
  Value *getNoneValue(Builder &builder);

  Context &ctx;
  llvm::StringRef path;
  llvm::SmallString<256> modelDir;
  const OnnxReaderOptions &options;
  int64_t defaultOpset = 0;
  std::vector<llvm::StringMap<Value *>> scopes;
  std::vector<llvm::StringMap<Type>> typeScopes;
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

llvm::Error ModelReader::readNode(::onnx::NodeProto &node, unsigned index,
                                  Builder &builder,
                                  const std::string &graphWhere) {
  std::string where = graphWhere + "node '" + node.name() + "' (#" +
                      std::to_string(index) + ", " + node.op_type() + ")";
  bool defaultDomain = node.domain().empty() || node.domain() == "ai.onnx";
  std::string opName = defaultDomain ? "onnx." + node.op_type() : "onnx.custom";
  if (defaultDomain) {
    if (!defaultOpset)
      return error(where + ": the model imports no opset of the default "
                   "domain");
    if (!tocc::onnx::lookupSchema("", node.op_type(), defaultOpset))
      return error(where + ": unknown op type '" + node.op_type() +
                   "' in the default domain at opset " +
                   llvm::Twine(defaultOpset));
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
  for (::onnx::AttributeProto &a : *node.mutable_attribute()) {
    std::string what = where + ": attribute '" + a.name() + "'";
    if (!a.ref_attr_name().empty())
      return error(what + " refers to the function attribute '" +
                   a.ref_attr_name() +
                   "' (ref_attr_name), which is only valid inside a "
                   "function body");
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
    case AP::GRAPH:
      graphs.push_back({a.name(), a.mutable_g()});
      break;
    default:
      return error(what + " has kind " + attrKindName(a.type()) +
                   ", which tocc does not support");
    }
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
  int lastOutput = node.output_size() - 1;
  while (lastOutput >= 0 && node.output(lastOutput).empty())
    --lastOutput;
  llvm::SmallVector<Type, 2> resultTypes;
  for (int i = 0; i <= lastOutput; ++i)
    resultTypes.push_back(node.output(i).empty()
                              ? ctx.getNoneType()
                              : typeOf(node.output(i), unknownOutputType(
                                                           node, i)));

  // Diagnostics of the verifier then read `model.onnx: node 'n' (#3,
  // Conv): error: ...`.
  Location loc = ctx.getNameLoc((path + ": " + where).str());
  Operation *op = builder.create(loc, opName, resultTypes, operands,
                                 attrs.getAttrs(), graphs.size());
  for (unsigned r = 0; r < graphs.size(); ++r) {
    Block &body = op->getRegion(r).emplaceBlock();
    std::string sub = where + ": " + graphs[r].first + ": ";
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
  for (const auto *list : {&graph.value_info(), &graph.output()})
    for (const ::onnx::ValueInfoProto &vi : *list) {
      if (!vi.has_type())
        continue;
      auto type = typeFromProto(ctx, vi.type());
      if (!type)
        return error(where + "value '" + vi.name() + "': " +
                     llvm::toString(type.takeError()));
      typeScopes.back()[vi.name()] = *type;
    }

  Builder builder(ctx);
  builder.setInsertionPointToEnd(&block);
  llvm::StringMap<bool> initializerNames;
  for (::onnx::TensorProto &t : *graph.mutable_initializer()) {
    std::string name = t.name();
    auto dense = denseFromProto(ctx, t, modelDir);
    if (!dense)
      return error(where + llvm::toString(dense.takeError()));
    Operation *op = builder.create(
        ctx.getNameLoc((path + ": " + where + "initializer '" + name + "'")
                           .str()),
        "onnx.initializer", {dense->getDenseType()}, {},
        {NamedAttribute{ctx.intern("value"), *dense}});
    define(op->getResult(0), name);
    initializerNames[name] = true;
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
    define(block.addArgument(
               type, ctx.getNameLoc(
                         (path + ": " + where + "input '" + in.name() + "'")
                             .str())),
           in.name());
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

static Attribute pairArray(Context &ctx, llvm::StringRef a, Attribute b) {
  return ctx.getArrayAttr({ctx.getStringAttr(a), b});
}

llvm::Expected<std::unique_ptr<Module>> ModelReader::read() {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return error("cannot open: " + buffer.getError().message());
  modelDir = path;
  llvm::sys::path::remove_filename(modelDir);
  ::onnx::ModelProto model;
  llvm::StringRef bytes = (*buffer)->getBuffer();
  if (bytes.size() > size_t(INT32_MAX) ||
      !model.ParseFromArray(bytes.data(), int(bytes.size())))
    return error("not a valid ONNX model (the protobuf is truncated or "
                 "malformed)");
  if (!model.has_graph())
    return error("the model has no graph");

  auto module = std::make_unique<Module>(ctx, ctx.getNameLoc(path));
  llvm::SmallVector<Attribute, 2> imports;
  defaultOpset = 0;
  for (const auto &imp : model.opset_import()) {
    std::string domain = imp.domain() == "ai.onnx" ? "" : imp.domain();
    if (domain.empty())
      defaultOpset = imp.version();
    imports.push_back(pairArray(ctx, domain, ctx.getIntAttr(imp.version())));
  }
  module->setAttr("onnx.opset_import", ctx.getArrayAttr(imports));
  if (model.has_ir_version())
    module->setAttr("onnx.ir_version", ctx.getIntAttr(model.ir_version()));
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
    if (kv.key() == "tocc.symbol_ranges") {
      // `name min max` lines (max `inf`), as the writer records them.
      llvm::SmallVector<llvm::StringRef, 4> lines;
      llvm::StringRef(kv.value()).split(lines, '\n', -1, false);
      for (llvm::StringRef line : lines) {
        llvm::SmallVector<llvm::StringRef, 3> parts;
        line.split(parts, ' ', -1, false);
        int64_t min = 0, max = 0;
        if (parts.size() != 3 || parts[1].getAsInteger(10, min) ||
            (parts[2] != "inf" && parts[2].getAsInteger(10, max)) ||
            (parts[2] != "inf" && max < min))
          return error("metadata tocc.symbol_ranges: cannot parse '" + line +
                       "' (expected `name min max`, max a number or inf)");
        module->getShapeEnv().declareSymbol(
            parts[0], min,
            parts[2] == "inf" ? std::nullopt : std::optional<int64_t>(max));
      }
      continue;
    }
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
  return ModelReader(ctx, path, options).read();
}
