//===- OnnxSchemas.cpp - onnx ops from libonnx's OpSchemaRegistry ---------===//
//
// Every default-domain op of libonnx's registry (all versions) plus tocc's
// schemas of opsets 18-23 becomes one generic OpDef `onnx.<OpType>`; the
// op's verifier checks it against the schema of the module's opset:
// input and output counts, absent inputs only in optional slots, required
// and unknown attributes and their kinds, and the type constraints.
//
//===----------------------------------------------------------------------===//
#include "OnnxSchemas.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Module.h"

#include "onnx/defs/data_type_utils.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <array>
#include <map>
#include <mutex>

namespace tocc::onnx {


//===----------------------------------------------------------------------===//
// Opsets
//===----------------------------------------------------------------------===//

llvm::StringRef normalizeDomain(llvm::StringRef domain) {
  return domain == "ai.onnx" ? llvm::StringRef() : domain;
}

llvm::SmallVector<std::pair<std::string, int64_t>, 2>
getOpsetImports(const Module &module) {
  llvm::SmallVector<std::pair<std::string, int64_t>, 2> out;
  Attribute a = module.getAttr("onnx.opset_import");
  if (!a || !a.isArray())
    return out;
  for (Attribute entry : a.getArray()) {
    if (!entry.isArray() || entry.getArray().size() != 2)
      continue;
    Attribute d = entry.getArray()[0], v = entry.getArray()[1];
    if (d.isString() && v.isInt())
      out.push_back({normalizeDomain(d.getString()).str(), v.getInt()});
  }
  return out;
}

std::optional<int64_t> getOpsetVersion(const Module &module,
                                             llvm::StringRef domain) {
  domain = normalizeDomain(domain);
  for (auto &[d, v] : getOpsetImports(module))
    if (d == domain)
      return v;
  if (domain.empty())
    return kDefaultOpset;
  return std::nullopt;
}

void setOpsetImport(Module &module, llvm::StringRef domain,
                          int64_t version) {
  domain = normalizeDomain(domain);
  Context &ctx = module.getContext();
  auto imports = getOpsetImports(module);
  bool found = false;
  for (auto &[d, v] : imports)
    if (d == domain) {
      v = version;
      found = true;
    }
  if (!found)
    imports.push_back({domain.str(), version});
  llvm::SmallVector<Attribute, 2> entries;
  for (auto &[d, v] : imports)
    entries.push_back(ctx.getArrayAttr(
        {ctx.getStringAttr(d), ctx.getIntAttr(v)}));
  module.setAttr("onnx.opset_import", ctx.getArrayAttr(entries));
}

llvm::StringRef getOpDomain(const Operation *op) {
  if (op->getNameStr() == "onnx.custom")
    if (Attribute d = op->getAttr("onnx.domain"); d && d.isString())
      return normalizeDomain(d.getString());
  return "";
}

llvm::StringRef getOpType(const Operation *op) {
  llvm::StringRef name = op->getNameStr();
  if (name == "onnx.custom") {
    Attribute t = op->getAttr("onnx.op_type");
    return t && t.isString() ? t.getString() : llvm::StringRef();
  }
  if (name == "onnx.initializer")
    return "";
  return name.drop_front(strlen("onnx."));
}

std::optional<int64_t> getOpsetVersionFor(const Operation *op) {
  llvm::StringRef domain = getOpDomain(op);
  Graph *g = op->getParentGraph();
  if (!g)
    return domain.empty() ? std::optional<int64_t>(kDefaultOpset)
                          : std::nullopt;
  return getOpsetVersion(g->getParentModule(), domain);
}

//===----------------------------------------------------------------------===//
// Schemas
//===----------------------------------------------------------------------===//

namespace {
/// tocc's schemas of opsets after libonnx's, by op type, ascending
/// since_version. Built once, never changed afterwards.
struct SchemasBeyondLibOnnx {
  std::vector<::onnx::OpSchema> storage;
  std::map<std::string, std::vector<const ::onnx::OpSchema *>, std::less<>>
      byName;
  SchemasBeyondLibOnnx() {
    buildSchemasBeyondLibOnnx(storage);
    for (const ::onnx::OpSchema &s : storage)
      byName[s.Name()].push_back(&s);
    for (auto &[name, list] : byName)
      llvm::sort(list, [](const ::onnx::OpSchema *a,
                          const ::onnx::OpSchema *b) {
        return a->SinceVersion() < b->SinceVersion();
      });
  }
};
} // namespace

static const SchemasBeyondLibOnnx &schemasBeyondLibOnnx() {
  static const SchemasBeyondLibOnnx schemas;
  return schemas;
}

static const ::onnx::OpSchema *findSchemaUncached(llvm::StringRef domain,
                                                  llvm::StringRef opType,
                                                  int64_t version);

/// The verifier asks for the schema of every onnx op it checks; libonnx's
/// registry looks it up by std::string keys each time, so the answers are
/// kept (found schemas only: a schema registered later is still found).
const ::onnx::OpSchema *findSchema(llvm::StringRef domain,
                                         llvm::StringRef opType,
                                         int64_t version) {
  static std::mutex mutex;
  static llvm::StringMap<const ::onnx::OpSchema *> cache;
  llvm::SmallString<64> key(domain);
  key.push_back('\0');
  key.append(opType);
  key.push_back('\0');
  key.append(std::to_string(version));
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end())
      return it->second;
  }
  const ::onnx::OpSchema *s = findSchemaUncached(domain, opType, version);
  if (s) {
    std::lock_guard<std::mutex> lock(mutex);
    cache.try_emplace(key, s);
  }
  return s;
}

static const ::onnx::OpSchema *findSchemaUncached(llvm::StringRef domain,
                                                  llvm::StringRef opType,
                                                  int64_t version) {
  domain = normalizeDomain(domain);
  int64_t libVersion = version;
  if (domain.empty())
    libVersion = std::min<int64_t>(version, kMaxLibOnnxOpset);
  const ::onnx::OpSchema *lib = ::onnx::OpSchemaRegistry::Schema(
      opType.str(), int(libVersion), domain.str());
  if (!domain.empty() || version <= kMaxLibOnnxOpset)
    return lib;
  const SchemasBeyondLibOnnx &own = schemasBeyondLibOnnx();
  auto it = own.byName.find(opType);
  if (it == own.byName.end())
    return lib;
  const ::onnx::OpSchema *best = lib;
  for (const ::onnx::OpSchema *s : it->second)
    if (s->SinceVersion() <= version &&
        (!best || s->SinceVersion() > best->SinceVersion()))
      best = s;
  return best;
}

std::optional<SchemaInfo> lookupSchema(llvm::StringRef domain,
                                             llvm::StringRef opType,
                                             int64_t opsetVersion) {
  const ::onnx::OpSchema *s = findSchema(domain, opType, opsetVersion);
  if (!s)
    return std::nullopt;
  SchemaInfo info;
  info.domain = normalizeDomain(domain).str();
  info.opType = opType.str();
  info.sinceVersion = s->SinceVersion();
  info.deprecated = s->Deprecated();
  info.fromTocc = info.domain.empty() && s->SinceVersion() > kMaxLibOnnxOpset;
  return info;
}

llvm::SmallVector<int64_t, 4> getSchemaVersions(llvm::StringRef domain,
                                                      llvm::StringRef opType) {
  domain = normalizeDomain(domain);
  llvm::SmallVector<int64_t, 4> versions;
  int64_t last = domain.empty() ? kMaxOpset : 1000;
  // Walk down from the newest: each schema found is one version.
  for (int64_t v = last; v >= 1;) {
    const ::onnx::OpSchema *s = findSchema(domain, opType, v);
    if (!s)
      break;
    versions.push_back(s->SinceVersion());
    v = s->SinceVersion() - 1;
  }
  std::reverse(versions.begin(), versions.end());
  return versions;
}

llvm::SmallVector<std::string, 0> getDefaultDomainOpTypes() {
  llvm::StringSet<> names;
  for (const ::onnx::OpSchema &s :
       ::onnx::OpSchemaRegistry::get_all_schemas_with_history())
    if (s.domain().empty())
      names.insert(s.Name());
  for (const auto &entry : schemasBeyondLibOnnx().byName)
    names.insert(entry.first);
  llvm::SmallVector<std::string, 0> out;
  for (const auto &n : names)
    out.push_back(n.getKey().str());
  llvm::sort(out);
  return out;
}

std::optional<OnnxAttrKind> getSchemaAttrKind(const Operation *op,
                                                    llvm::StringRef name) {
  std::optional<int64_t> version = getOpsetVersionFor(op);
  if (!version)
    return std::nullopt;
  const ::onnx::OpSchema *s = findSchema(getOpDomain(op), getOpType(op),
                                         *version);
  if (!s)
    return std::nullopt;
  auto it = s->attributes().find(name.str());
  if (it == s->attributes().end())
    return std::nullopt;
  return OnnxAttrKind(it->second.type);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static bool fillTypeProto(Type t, ::onnx::TypeProto &proto) {
  switch (t.getKind()) {
  case Type::Tensor: {
    std::optional<int64_t> code = tensorProtoFromDType(t.getDType());
    if (!code)
      return false;
    proto.mutable_tensor_type()->set_elem_type(int32_t(*code));
    return true;
  }
  case Type::List:
    return fillTypeProto(t.getElementType(),
                         *proto.mutable_sequence_type()->mutable_elem_type());
  case Type::Optional:
    return fillTypeProto(t.getElementType(),
                         *proto.mutable_optional_type()->mutable_elem_type());
  default:
    return false;
  }
}

/// libonnx's DataType of a tensor of element type `code` (TensorProto's),
/// null if libonnx has none. Looked up once per code: libonnx builds a
/// string and looks it up in a map each time.
static ::onnx::DataType onnxTensorDataType(int64_t code) {
  static std::mutex mutex;
  static std::array<::onnx::DataType, 64> byCode{};
  bool cached = code >= 0 && code < 64;
  if (cached) {
    std::lock_guard<std::mutex> lock(mutex);
    if (byCode[code])
      return byCode[code];
  }
  ::onnx::TypeProto proto;
  proto.mutable_tensor_type()->set_elem_type(int32_t(code));
  ::onnx::DataType dt = nullptr;
  try {
    dt = ::onnx::Utils::DataTypeUtils::ToType(proto);
  } catch (const std::exception &) {
    return nullptr;
  }
  if (cached) {
    std::lock_guard<std::mutex> lock(mutex);
    byCode[code] = dt;
  }
  return dt;
}

::onnx::DataType onnxDataTypeOf(Type t) {
  if (t.getKind() == Type::Tensor)
    if (std::optional<int64_t> code = tensorProtoFromDType(t.getDType()))
      return onnxTensorDataType(*code);
  ::onnx::TypeProto proto;
  if (!fillTypeProto(t, proto))
    return nullptr;
  try {
    return ::onnx::Utils::DataTypeUtils::ToType(proto);
  } catch (const std::exception &) {
    return nullptr;
  }
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

static llvm::StringRef attrKindName(::onnx::AttributeProto::AttributeType k) {
  return ::onnx::AttributeProto::AttributeType_Name(k);
}

/// Whether an IR attribute has the kind an ONNX attribute type needs.
static bool attrHasKind(Attribute a, ::onnx::AttributeProto::AttributeType k) {
  auto allOf = [&](bool (Attribute::*is)() const) {
    return a.isArray() && llvm::all_of(a.getArray(), [&](Attribute e) {
             return (e.*is)();
           });
  };
  switch (k) {
  case ::onnx::AttributeProto::FLOAT:
    return a.isFloat();
  case ::onnx::AttributeProto::INT:
    return a.isInt();
  case ::onnx::AttributeProto::STRING:
    return a.isString();
  case ::onnx::AttributeProto::TENSOR:
    return a.isDense();
  case ::onnx::AttributeProto::FLOATS:
    return allOf(&Attribute::isFloat);
  case ::onnx::AttributeProto::INTS:
    return allOf(&Attribute::isInt);
  case ::onnx::AttributeProto::STRINGS:
    return allOf(&Attribute::isString);
  case ::onnx::AttributeProto::TENSORS:
    return allOf(&Attribute::isDense);
  case ::onnx::AttributeProto::TYPE_PROTO:
    return a.isType();
  case ::onnx::AttributeProto::TYPE_PROTOS:
    return allOf(&Attribute::isType);
  default:
    return false; // GRAPH(S) are regions; sparse tensors have no IR form
  }
}

static std::string schemaName(const ::onnx::OpSchema &s) {
  return s.Name() + "-" + std::to_string(s.SinceVersion());
}

/// Checks the values bound to a schema's formal parameters (inputs or
/// outputs): count, absent values only in optional slots, type
/// constraints (collecting each type parameter's binding in `bound`).
static LogicalResult
checkFormals(Operation *op, const ::onnx::OpSchema &s, bool inputs,
             llvm::ArrayRef<Value *> values,
             std::map<std::string, ::onnx::DataType> &bound) {
  const auto &formals = inputs ? s.inputs() : s.outputs();
  const char *what = inputs ? "input" : "output";
  int lo = inputs ? s.min_input() : s.min_output();
  int hi = inputs ? s.max_input() : s.max_output();
  int n = int(values.size());
  if (n < lo || n > hi) {
    auto diag = op->emitOpError() << "has " << n << " " << what
                                  << (n == 1 ? "" : "s") << ", but "
                                  << schemaName(s) << " takes ";
    if (lo == hi)
      diag << lo;
    else if (hi == std::numeric_limits<int>::max())
      diag << "at least " << lo;
    else
      diag << lo << " to " << hi;
    return failure();
  }
  bool ok = true;
  for (int i = 0; i != n; ++i) {
    if (formals.empty())
      break;
    const ::onnx::OpSchema::FormalParameter &f =
        formals[std::min<size_t>(i, formals.size() - 1)];
    Type t = values[i]->getType();
    if (t.isNone()) {
      if (f.GetOption() != ::onnx::OpSchema::Optional) {
        op->emitOpError() << what << " #" << i << " ('" << f.GetName()
                          << "') of " << schemaName(s)
                          << " is not optional, but is none";
        ok = false;
      }
      continue;
    }
    if (!t.isTensor() && t.getKind() != Type::List &&
        t.getKind() != Type::Optional) {
      op->emitOpError() << what << " #" << i << " ('" << f.GetName()
                        << "') must be an ONNX tensor, sequence or optional, "
                           "got "
                        << t.str();
      ok = false;
      continue;
    }
    ::onnx::DataType dt = onnxDataTypeOf(t);
    if (!dt)
      continue; // element type not known yet
    const auto &allowed = f.GetTypes();
    if (!allowed.empty() && !allowed.count(dt)) {
      auto diag = op->emitOpError() << what << " #" << i << " ('"
                                    << f.GetName() << "') of "
                                    << schemaName(s) << " must be ";
      std::vector<std::string> names;
      for (::onnx::DataType a : allowed)
        names.push_back(*a);
      llvm::sort(names);
      if (names.size() == 1)
        diag << names[0];
      else if (names.size() <= 6)
        diag << "one of " << llvm::join(names, ", ");
      else
        diag << "one of the " << unsigned(names.size()) << " types "
             << f.GetTypeStr() << " allows";
      diag << ", got " << *dt;
      ok = false;
      continue;
    }
    // Homogeneous binding of a type parameter: one type for all of its
    // uses (a heterogeneous variadic slot is exempt).
    bool isParam = llvm::any_of(s.typeConstraintParams(), [&](const auto &p) {
      return p.type_param_str == f.GetTypeStr();
    });
    if (!isParam || (f.GetOption() == ::onnx::OpSchema::Variadic &&
                     !f.GetIsHomogeneous()))
      continue;
    auto [it, inserted] = bound.insert({f.GetTypeStr(), dt});
    if (!inserted && it->second != dt) {
      op->emitOpError() << what << " #" << i << " ('" << f.GetName()
                        << "') has type " << *dt << ", but "
                        << f.GetTypeStr() << " of " << schemaName(s)
                        << " is already " << *it->second;
      ok = false;
    }
  }
  return success(ok);
}

static LogicalResult checkAttributes(Operation *op,
                                     const ::onnx::OpSchema &s) {
  bool ok = true;
  const auto &attrs = s.attributes();
  for (const NamedAttribute &na : op->getAttrs()) {
    if (na.name.contains('.'))
      continue; // tocc's own (onnx.name, tocc.note, ...)
    auto it = attrs.find(na.name.str());
    if (it == attrs.end()) {
      auto diag = op->emitOpError()
                  << "has attribute '" << na.name << "', which "
                  << schemaName(s) << " does not have";
      if (!attrs.empty()) {
        diag << " (it has";
        bool first = true;
        for (const auto &[name, a] : attrs) {
          diag << (first ? " " : ", ") << name;
          first = false;
        }
        diag << ")";
      }
      ok = false;
      continue;
    }
    if (!attrHasKind(na.value, it->second.type)) {
      op->emitOpError() << "attribute '" << na.name << "' of "
                        << schemaName(s) << " must be "
                        << attrKindName(it->second.type) << ", got "
                        << na.value.str();
      ok = false;
    }
  }
  for (const auto &[name, a] : attrs) {
    if (!a.required || a.type == ::onnx::AttributeProto::GRAPH ||
        a.type == ::onnx::AttributeProto::GRAPHS)
      continue;
    if (!op->getAttr(name)) {
      op->emitOpError() << "requires attribute '" << name << "' ("
                        << attrKindName(a.type) << ") of " << schemaName(s);
      ok = false;
    }
  }
  return success(ok);
}

/// The hand-written verifiers of the typed table (OnnxOps.ops), kept when
/// the generic definition replaces the table's; run after the schema check.
static std::mutex tableHooksMutex;
static llvm::StringMap<OpVerifyFn> &tableHooks() {
  static llvm::StringMap<OpVerifyFn> hooks;
  return hooks;
}

static LogicalResult verifySchemaOp(Operation *op, llvm::StringRef domain,
                                    llvm::StringRef opType) {
  std::optional<int64_t> version = getOpsetVersionFor(op);
  if (!version) {
    // A domain the module does not import: the writer needs a version for
    // it (a custom opset), nothing more can be checked here.
    return success();
  }
  if (domain.empty() && (*version < 1 || *version > kMaxOpset))
    return op->emitOpError() << "is in a module of opset " << *version
                             << ", but tocc knows opsets 1 to " << kMaxOpset;
  const ::onnx::OpSchema *s = findSchema(domain, opType, *version);
  if (!s) {
    if (!domain.empty())
      return success(); // a custom op without a schema: not checkable
    auto versions = getSchemaVersions(domain, opType);
    auto diag = op->emitOpError() << "does not exist at opset " << *version;
    if (!versions.empty())
      diag << " (its first version is opset " << versions.front() << ")";
    return diag;
  }
  if (s->Deprecated())
    return op->emitOpError() << "is deprecated at opset " << *version
                             << " (" << schemaName(*s) << ")";
  std::map<std::string, ::onnx::DataType> bound;
  bool ok = succeeded(checkFormals(op, *s, /*inputs=*/true,
                                   op->getOperands(), bound));
  llvm::SmallVector<Value *, 4> results = op->getResults();
  ok &= succeeded(checkFormals(op, *s, /*inputs=*/false, results, bound));
  ok &= succeeded(checkAttributes(op, *s));
  return success(ok);
}

static LogicalResult verifyOnnxOp(Operation *op) {
  if (failed(verifySchemaOp(op, "", getOpType(op))))
    return failure();
  OpVerifyFn hook = nullptr;
  {
    std::lock_guard<std::mutex> lock(tableHooksMutex);
    hook = tableHooks().lookup(op->getNameStr());
  }
  return hook ? hook(op) : success();
}

// onnx.custom: names its domain and op type; checked against libonnx's
// schema when the domain is one libonnx knows (ai.onnx.ml, ...).
LogicalResult verifyCustomOp(Operation *op) {
  Attribute domain = op->getAttr("onnx.domain");
  Attribute type = op->getAttr("onnx.op_type");
  if (!domain || !domain.isString() || !type || !type.isString() ||
      type.getString().empty())
    return op->emitOpError() << "requires string attributes 'onnx.domain' "
                                "and 'onnx.op_type' (non-empty)";
  if (normalizeDomain(domain.getString()).empty())
    return op->emitOpError()
           << "is in the default domain: write it as 'onnx."
           << type.getString() << "'";
  return verifySchemaOp(op, domain.getString(), type.getString());
}

// onnx.initializer: the result has the type of its value.
LogicalResult verifyInitializerOp(Operation *op) {
  if (!op->getParentGraph() || op->getParentOp())
    return op->emitOpError() << "must be at the top level of a graph";
  return success();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

/// The regions of an op, in order: the GRAPH attributes of its schema
/// (If's then_branch before else_branch).
static llvm::SmallVector<std::string, 2>
graphAttrNames(const ::onnx::OpSchema &s) {
  llvm::SmallVector<std::string, 2> names;
  for (const auto &[name, a] : s.attributes())
    if (a.type == ::onnx::AttributeProto::GRAPH)
      names.push_back(name);
  if (s.Name() == "If")
    return {"then_branch", "else_branch"};
  return names;
}

std::optional<bool> schemaFormalTakes(llvm::StringRef domain,
                                      llvm::StringRef opType,
                                      int64_t opsetVersion, bool isInput,
                                      unsigned index, DType dtype) {
  const ::onnx::OpSchema *s = findSchema(domain, opType, opsetVersion);
  if (!s)
    return std::nullopt;
  const auto &formals = isInput ? s->inputs() : s->outputs();
  if (formals.empty())
    return std::nullopt;
  if (index >= formals.size() &&
      formals.back().GetOption() != ::onnx::OpSchema::Variadic)
    return std::nullopt;
  const ::onnx::OpSchema::FormalParameter &f =
      formals[std::min<size_t>(index, formals.size() - 1)];
  std::optional<int64_t> code = tensorProtoFromDType(dtype);
  ::onnx::DataType dt = code ? onnxTensorDataType(*code) : nullptr;
  if (!dt)
    return false;
  const auto &allowed = f.GetTypes();
  return allowed.empty() || allowed.count(dt) != 0;
}

llvm::SmallVector<std::string, 2>
getRegionAttrNames(llvm::StringRef opType) {
  const ::onnx::OpSchema *s = findSchema("", opType, kMaxOpset);
  if (!s)
    return {};
  return graphAttrNames(*s);
}

static bool isRandomOp(llvm::StringRef name) {
  return llvm::is_contained(
      {"RandomNormal", "RandomNormalLike", "RandomUniform",
       "RandomUniformLike", "Multinomial", "Bernoulli"},
      name);
}

void registerSchemaOps(Dialect &dialect, Context &ctx) {
  for (const std::string &opType : getDefaultDomainOpTypes()) {
    std::string name = "onnx." + opType;
    const ::onnx::OpSchema *latest = findSchema("", opType, kMaxOpset);
    if (!latest) // every version deprecated/removed before kMaxOpset
      for (int64_t v = kMaxOpset; !latest && v >= 1; --v)
        latest = findSchema("", opType, v);
    OpDef def;
    def.name = ctx.intern(name);
    def.dialect = "onnx";
    std::string versions;
    for (int64_t v : getSchemaVersions("", opType))
      versions += (versions.empty() ? "" : ", ") + std::to_string(v);
    def.summary = ctx.intern("ONNX " + opType + " (schema versions " +
                             versions + ")");
    def.operands.push_back({"inputs", TypeConstraint::Any, Arity::Variadic});
    def.results.push_back({"outputs", TypeConstraint::Any, Arity::Variadic});
    def.allowUnknownAttrs = true;
    def.numRegions = latest ? graphAttrNames(*latest).size() : 0;
    if (def.numRegions)
      def.traits = RecursivelyPure;
    else if (isRandomOp(opType))
      def.traits = HasSideEffects;
    else
      def.traits = Pure;
    if (const OpDef *table = dialect.lookup(name)) {
      def.traits |= table->traits & (Commutative | SameOperandsAndResultType);
      if (table->verify) {
        std::lock_guard<std::mutex> lock(tableHooksMutex);
        tableHooks()[name] = table->verify;
      }
    }
    def.verify = verifyOnnxOp;
    dialect.addOp(std::move(def));
  }
}

} // namespace tocc::onnx
