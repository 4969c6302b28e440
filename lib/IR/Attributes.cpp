//===- Attributes.cpp - Attribute accessors and attribute lists ----------===//
#include "tocc/IR/Attributes.h"
#include "Storage.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"

#include <algorithm>

using namespace tocc;

ElementsBuffer::~ElementsBuffer() = default;

MappedFileElementsBuffer::MappedFileElementsBuffer(
    std::unique_ptr<llvm::MemoryBuffer> buf)
    : buffer(std::move(buf)) {}
MappedFileElementsBuffer::~MappedFileElementsBuffer() = default;

llvm::ArrayRef<char> MappedFileElementsBuffer::getData() const {
  return llvm::ArrayRef<char>(buffer->getBufferStart(),
                              buffer->getBufferSize());
}

llvm::Expected<std::shared_ptr<MappedFileElementsBuffer>>
MappedFileElementsBuffer::create(llvm::StringRef path, uint64_t offset,
                                 uint64_t length) {
  uint64_t fileSize = 0;
  if (std::error_code ec = llvm::sys::fs::file_size(path, fileSize))
    return llvm::createStringError(ec, "cannot open '%s': %s",
                                   path.str().c_str(), ec.message().c_str());
  if (offset > fileSize || length > fileSize - offset)
    return llvm::createStringError(
        std::errc::invalid_argument,
        "'%s' has %llu bytes, too few for %llu bytes at offset %llu",
        path.str().c_str(), (unsigned long long)fileSize,
        (unsigned long long)length, (unsigned long long)offset);
  auto buf = llvm::MemoryBuffer::getFileSlice(path, length, offset,
                                              /*IsVolatile=*/false);
  if (!buf)
    return llvm::createStringError(buf.getError(), "cannot map '%s': %s",
                                   path.str().c_str(),
                                   buf.getError().message().c_str());
  return std::shared_ptr<MappedFileElementsBuffer>(
      new MappedFileElementsBuffer(std::move(*buf)));
}

Attribute::Kind Attribute::getKind() const { return impl->kind; }

int64_t Attribute::getInt() const {
  assert(isInt());
  return impl->intValue;
}
double Attribute::getFloat() const {
  assert(isFloat());
  return impl->getFloat();
}
bool Attribute::getBool() const {
  assert(isBool());
  return impl->intValue != 0;
}
llvm::StringRef Attribute::getString() const {
  assert(isString());
  return impl->getStr();
}
tocc::DType Attribute::getDType() const {
  assert(isDType());
  return tocc::DType(impl->intValue);
}
tocc::Type Attribute::getType() const {
  assert(isType());
  return impl->getType();
}
llvm::ArrayRef<Attribute> Attribute::getArray() const {
  assert(isArray());
  return impl->getArray();
}

std::optional<llvm::SmallVector<int64_t, 4>> Attribute::getIntArray() const {
  if (!isArray())
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> out;
  for (Attribute a : impl->getArray()) {
    if (!a.isInt())
      return std::nullopt;
    out.push_back(a.getInt());
  }
  return out;
}

std::optional<llvm::SmallVector<double, 4>> Attribute::getFloatArray() const {
  if (!isArray())
    return std::nullopt;
  llvm::SmallVector<double, 4> out;
  for (Attribute a : impl->getArray()) {
    if (a.isFloat())
      out.push_back(a.getFloat());
    else if (a.isInt())
      out.push_back(double(a.getInt()));
    else
      return std::nullopt;
  }
  return out;
}

tocc::Type Attribute::getDenseType() const {
  assert(isDense());
  return impl->getType();
}
static const DenseAttributeStorage *dense(const AttributeStorage *s) {
  return static_cast<const DenseAttributeStorage *>(s);
}
bool Attribute::isElided() const { return isDense() && !dense(impl)->buffer; }
llvm::ArrayRef<char> Attribute::getRawData() const {
  assert(isDense());
  const auto &buffer = dense(impl)->buffer;
  return buffer ? buffer->getData() : llvm::ArrayRef<char>();
}
const std::shared_ptr<const ElementsBuffer> &Attribute::getBuffer() const {
  assert(isDense());
  return dense(impl)->buffer;
}
Context &Attribute::getContext() const { return *impl->ctx; }

bool Attribute::operator==(Attribute o) const {
  if (impl == o.impl)
    return true;
  if (!impl || !o.impl || !isDense() || !o.isDense())
    return false;
  if (impl->typeImpl != o.impl->typeImpl)
    return false;
  if (isElided() || o.isElided())
    return false; // unknown contents are never equal to anything else
  llvm::ArrayRef<char> a = getRawData(), b = o.getRawData();
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

llvm::hash_code tocc::hash_value(Attribute a) {
  if (!a.isDense())
    return llvm::hash_value(a.getImpl());
  const DenseAttributeStorage *s = dense(a.getImpl());
  if (!s->denseHash) {
    llvm::ArrayRef<char> data = a.getRawData();
    s->denseHash =
        llvm::hash_combine(s->typeImpl, a.isElided(),
                           llvm::hash_combine_range(data.begin(), data.end()));
  }
  return *s->denseHash;
}

NamedAttrList::NamedAttrList(llvm::ArrayRef<NamedAttribute> list) {
  for (const NamedAttribute &na : list)
    set(na.name, na.value);
}

static auto findAttr(llvm::SmallVectorImpl<NamedAttribute> &attrs,
                     llvm::StringRef name) {
  return std::lower_bound(
      attrs.begin(), attrs.end(), name,
      [](const NamedAttribute &a, llvm::StringRef n) { return a.name < n; });
}

Attribute NamedAttrList::get(llvm::StringRef name) const {
  auto &mut = const_cast<llvm::SmallVectorImpl<NamedAttribute> &>(
      static_cast<const llvm::SmallVectorImpl<NamedAttribute> &>(attrs));
  auto it = findAttr(mut, name);
  if (it != mut.end() && it->name == name)
    return it->value;
  return Attribute();
}

void NamedAttrList::set(llvm::StringRef name, Attribute value) {
  auto it = findAttr(attrs, name);
  if (it != attrs.end() && it->name == name) {
    it->value = value;
    return;
  }
  attrs.insert(it, NamedAttribute{name, value});
}

bool NamedAttrList::erase(llvm::StringRef name) {
  auto it = findAttr(attrs, name);
  if (it == attrs.end() || it->name != name)
    return false;
  attrs.erase(it);
  return true;
}

bool NamedAttrList::operator==(const NamedAttrList &o) const {
  if (attrs.size() != o.attrs.size())
    return false;
  for (size_t i = 0, e = attrs.size(); i != e; ++i)
    if (attrs[i].name != o.attrs[i].name || attrs[i].value != o.attrs[i].value)
      return false;
  return true;
}
