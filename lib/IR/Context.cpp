//===- Context.cpp - Uniquing of types, attributes, names and dialects ---===//
#include "tocc/IR/Context.h"
#include "Storage.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"

using namespace tocc;

namespace tocc {
struct OperationNameImpl {
  Context *ctx;
  llvm::StringRef name;
  llvm::StringRef dialect;
  const OpDef *def = nullptr;
};

class ContextImpl {
public:
  llvm::BumpPtrAllocator alloc;
  /// Interned text is never freed: one bump allocation per string.
  llvm::StringSet<llvm::BumpPtrAllocator> strings;
  DiagnosticEngine diag;
  LocationContext locs;
  shape::ExprContext exprs;
  std::vector<std::unique_ptr<Dialect>> dialects;
  llvm::StringMap<Dialect *> dialectsByName;
  llvm::StringMap<OperationNameImpl *> opNames;
  llvm::FoldingSet<TypeStorage> types;
  llvm::FoldingSet<AttributeStorage> attrs;
  std::vector<std::unique_ptr<DenseAttributeStorage>> denseAttrs;

  template <typename T> llvm::ArrayRef<T> copy(llvm::ArrayRef<T> a) {
    if (a.empty())
      return {};
    T *mem = alloc.Allocate<T>(a.size());
    std::uninitialized_copy(a.begin(), a.end(), mem);
    return llvm::ArrayRef<T>(mem, a.size());
  }
};
} // namespace tocc

llvm::StringRef OperationName::getStringRef() const { return impl->name; }
llvm::StringRef OperationName::getDialectNamespace() const {
  return impl->dialect;
}
const OpDef *OperationName::getDef() const { return impl->def; }
Context &OperationName::getContext() const { return *impl->ctx; }

Context::Context() : impl(std::make_unique<ContextImpl>()) {
  // The builtin dialect: the terminators every graph and region needs.
  Dialect &builtin = getOrCreateDialect("tocc", "builtin operations");
  OpDef ret;
  ret.name = "tocc.return";
  ret.summary = "Ends a graph; its operands are the graph's outputs.";
  ret.traits = Pure | Terminator;
  ret.operands.push_back({"values", TypeConstraint::Any, Arity::Variadic});
  builtin.addOp(ret);
  OpDef yield;
  yield.name = "tocc.yield";
  yield.summary = "Ends a region; its operands are the region's results.";
  yield.traits = Pure | Terminator;
  yield.operands.push_back({"values", TypeConstraint::Any, Arity::Variadic});
  builtin.addOp(yield);
}

Context::~Context() = default;

DiagnosticEngine &Context::getDiagEngine() { return impl->diag; }
LocationContext &Context::getLocationContext() { return impl->locs; }
shape::ExprContext &Context::getExprContext() { return impl->exprs; }

llvm::StringRef Context::intern(llvm::StringRef s) {
  return impl->strings.insert(s).first->getKey();
}

Dialect &Context::getOrCreateDialect(llvm::StringRef name,
                                     llvm::StringRef summary) {
  auto it = impl->dialectsByName.find(name);
  if (it != impl->dialectsByName.end())
    return *it->second;
  impl->dialects.push_back(std::make_unique<Dialect>(name, summary));
  Dialect *d = impl->dialects.back().get();
  d->ctx = this;
  impl->dialectsByName[name] = d;
  return *d;
}

Dialect *Context::getDialect(llvm::StringRef name) const {
  auto it = impl->dialectsByName.find(name);
  return it == impl->dialectsByName.end() ? nullptr : it->second;
}

std::vector<Dialect *> Context::getDialects() const {
  std::vector<Dialect *> out;
  for (auto &d : impl->dialects)
    out.push_back(d.get());
  return out;
}

const OpDef *Context::lookupOpDef(llvm::StringRef name) const {
  Dialect *d = getDialect(name.split('.').first);
  return d ? d->lookup(name) : nullptr;
}

OperationName Context::getOperationName(llvm::StringRef name) {
  auto it = impl->opNames.find(name);
  if (it != impl->opNames.end())
    return OperationName(it->second);
  auto *n = new (impl->alloc.Allocate<OperationNameImpl>()) OperationNameImpl;
  n->ctx = this;
  n->name = intern(name);
  n->dialect = n->name.split('.').first;
  n->def = lookupOpDef(name);
  impl->opNames[name] = n;
  return OperationName(n);
}

void Context::notifyOpRegistered(const OpDef *def) {
  auto it = impl->opNames.find(def->name);
  if (it != impl->opNames.end())
    it->second->def = def;
}

Location Context::getFileLineColLoc(llvm::StringRef file, unsigned line,
                                    unsigned col) {
  return impl->locs.getFileLineCol(file, line, col);
}
Location Context::getNameLoc(llvm::StringRef name, Location child) {
  return impl->locs.getName(name, child);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static Type getType(ContextImpl &impl, Context *ctx, Type::Kind kind,
                    DType dtype, bool ranked, llvm::ArrayRef<Dim> dims,
                    llvm::ArrayRef<Type> elements, llvm::StringRef name) {
  llvm::FoldingSetNodeID id;
  TypeStorage::profile(id, kind, dtype, ranked, dims, elements, name);
  void *insertPos = nullptr;
  if (TypeStorage *s = impl.types.FindNodeOrInsertPos(id, insertPos))
    return Type(s);
  auto *s = new (impl.alloc.Allocate<TypeStorage>()) TypeStorage();
  s->ctx = ctx;
  s->kind = kind;
  s->dtype = dtype;
  s->ranked = ranked;
  s->dims = impl.copy(dims);
  s->elements = impl.copy(elements);
  s->name = name.empty() ? llvm::StringRef() : ctx->intern(name);
  impl.types.InsertNode(s, insertPos);
  return Type(s);
}

Type Context::getTensorType(DType dtype, llvm::ArrayRef<Dim> dims) {
  return getType(*impl, this, Type::Tensor, dtype, true, dims, {}, "");
}
Type Context::getTensorType(DType dtype, llvm::ArrayRef<int64_t> staticDims) {
  llvm::SmallVector<Dim, 4> dims;
  for (int64_t d : staticDims)
    dims.push_back(getStaticDim(d));
  return getTensorType(dtype, dims);
}
Type Context::getUnrankedTensorType(DType dtype) {
  return getType(*impl, this, Type::Tensor, dtype, false, {}, {}, "");
}
Type Context::getIntType() {
  return getType(*impl, this, Type::Int, DType::Unknown, false, {}, {}, "");
}
Type Context::getFloatType() {
  return getType(*impl, this, Type::Float, DType::Unknown, false, {}, {}, "");
}
Type Context::getBoolType() {
  return getType(*impl, this, Type::Bool, DType::Unknown, false, {}, {}, "");
}
Type Context::getStringType() {
  return getType(*impl, this, Type::String, DType::Unknown, false, {}, {},
                 "");
}
Type Context::getNoneType() {
  return getType(*impl, this, Type::None, DType::Unknown, false, {}, {}, "");
}
Type Context::getDeviceType() {
  return getType(*impl, this, Type::Device, DType::Unknown, false, {}, {},
                 "");
}
Type Context::getNumberType() {
  return getType(*impl, this, Type::Number, DType::Unknown, false, {}, {},
                 "");
}
Type Context::getListType(Type element) {
  return getType(*impl, this, Type::List, DType::Unknown, false, {}, {element},
                 "");
}
Type Context::getTupleType(llvm::ArrayRef<Type> elements) {
  return getType(*impl, this, Type::Tuple, DType::Unknown, false, {}, elements,
                 "");
}
Type Context::getOptionalType(Type element) {
  return getType(*impl, this, Type::Optional, DType::Unknown, false, {},
                 {element}, "");
}
Type Context::getOpaqueType(llvm::StringRef name) {
  return getType(*impl, this, Type::Opaque, DType::Unknown, false, {}, {},
                 name);
}
Dim Context::getStaticDim(int64_t v) {
  return Dim(impl->exprs.getConstant(v));
}
Dim Context::getSymbolDim(llvm::StringRef symbol) {
  return Dim(impl->exprs.getSymbol(symbol));
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

namespace {
/// Fills a storage node and uniques it.
struct AttrBuilder {
  ContextImpl &impl;
  Context *ctx;
  AttributeStorage key;

  AttrBuilder(ContextImpl &impl, Context *ctx, Attribute::Kind kind)
      : impl(impl), ctx(ctx) {
    key.ctx = ctx;
    key.kind = kind;
  }
  Attribute get() {
    llvm::FoldingSetNodeID id;
    key.Profile(id);
    void *insertPos = nullptr;
    if (AttributeStorage *s = impl.attrs.FindNodeOrInsertPos(id, insertPos))
      return Attribute(s);
    auto *s = new (impl.alloc.Allocate<AttributeStorage>()) AttributeStorage();
    s->ctx = ctx;
    s->kind = key.kind;
    s->profileHash = id.ComputeHash();
    if (key.kind == Attribute::String)
      s->setStr(key.size == 0 ? llvm::StringRef() : ctx->intern(key.getStr()));
    else if (key.kind == Attribute::Array)
      s->setArray(impl.copy(key.getArray()));
    else if (key.kind == Attribute::Type)
      s->setType(key.getType());
    else
      s->intValue = key.intValue;
    impl.attrs.InsertNode(s, insertPos);
    return Attribute(s);
  }
};
} // namespace

Attribute Context::getIntAttr(int64_t v) {
  AttrBuilder b(*impl, this, Attribute::Int);
  b.key.intValue = v;
  return b.get();
}
Attribute Context::getFloatAttr(double v) {
  AttrBuilder b(*impl, this, Attribute::Float);
  b.key.setFloat(v);
  return b.get();
}
Attribute Context::getBoolAttr(bool v) {
  AttrBuilder b(*impl, this, Attribute::Bool);
  b.key.intValue = v;
  return b.get();
}
Attribute Context::getStringAttr(llvm::StringRef s) {
  AttrBuilder b(*impl, this, Attribute::String);
  b.key.setStr(s);
  return b.get();
}
Attribute Context::getDTypeAttr(DType t) {
  AttrBuilder b(*impl, this, Attribute::DType);
  b.key.intValue = int64_t(t);
  return b.get();
}
Attribute Context::getTypeAttr(Type t) {
  AttrBuilder b(*impl, this, Attribute::Type);
  b.key.setType(t);
  return b.get();
}
Attribute Context::getArrayAttr(llvm::ArrayRef<Attribute> elements) {
  AttrBuilder b(*impl, this, Attribute::Array);
  b.key.setArray(elements);
  return b.get();
}
Attribute Context::getIntArrayAttr(llvm::ArrayRef<int64_t> values) {
  llvm::SmallVector<Attribute, 8> elems;
  for (int64_t v : values)
    elems.push_back(getIntAttr(v));
  return getArrayAttr(elems);
}
Attribute Context::getFloatArrayAttr(llvm::ArrayRef<double> values) {
  llvm::SmallVector<Attribute, 8> elems;
  for (double v : values)
    elems.push_back(getFloatAttr(v));
  return getArrayAttr(elems);
}

Attribute Context::getDenseAttr(Type type,
                                std::shared_ptr<const ElementsBuffer> buffer) {
  assert(type.isTensor() && type.hasStaticShape() &&
         "dense attributes need a statically shaped tensor type");
  assert((!buffer || buffer->getData().size() ==
                         size_t(*type.getNumElements()) *
                             dtypeByteSize(type.getDType())) &&
         "dense buffer size does not match its type");
  auto s = std::make_unique<DenseAttributeStorage>();
  s->ctx = this;
  s->kind = Attribute::Dense;
  s->setType(type);
  s->buffer = std::move(buffer);
  impl->denseAttrs.push_back(std::move(s));
  return Attribute(impl->denseAttrs.back().get());
}

uint64_t Context::releaseDenseData(Attribute dense) {
  assert(dense.isDense() && &dense.getContext() == this &&
         "releaseDenseData takes a dense attribute of this context");
  auto *storage = static_cast<DenseAttributeStorage *>(
      const_cast<AttributeStorage *>(dense.getImpl()));
  if (!storage->buffer)
    return 0;
  uint64_t bytes = storage->buffer->getData().size();
  // The hash of the bytes stays: an elided constant keeps its identity.
  storage->buffer.reset();
  return bytes;
}

Attribute Context::getDenseAttr(Type type, llvm::ArrayRef<char> bytes) {
  return getDenseAttr(type, std::make_shared<OwnedElementsBuffer>(
                                std::vector<char>(bytes.begin(), bytes.end())));
}
