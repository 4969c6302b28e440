//===- Location.cpp - Uniqued source locations ----------------------------===//
#include "tocc/Support/Location.h"
#include "tocc/Support/Text.h"

using namespace tocc;

namespace tocc {
struct LocationStorage {
  Location::Kind kind;
  unsigned hash = 0;   // Name: the hash of (str, child) in nameLocs
  llvm::StringRef str; // file for FileLineCol, name for Name
  unsigned line = 0, col = 0;
  const LocationStorage *child = nullptr;
};
} // namespace tocc

Location::Kind Location::getKind() const {
  return impl ? impl->kind : Unknown;
}
llvm::StringRef Location::getFile() const {
  return getKind() == FileLineCol ? impl->str : llvm::StringRef();
}
unsigned Location::getLine() const {
  return getKind() == FileLineCol ? impl->line : 0;
}
unsigned Location::getColumn() const {
  return getKind() == FileLineCol ? impl->col : 0;
}
llvm::StringRef Location::getName() const {
  return getKind() == Name ? impl->str : llvm::StringRef();
}
Location Location::getChild() const {
  return getKind() == Name ? Location(impl->child) : Location();
}
Location Location::getFileLoc() const {
  Location l = *this;
  while (l.getKind() == Name)
    l = l.getChild();
  return l;
}

void Location::print(llvm::raw_ostream &os) const {
  // A chain of names, `"a"("b"("c":1:2))`, is printed in a loop: an API user
  // may nest names deeper than the parser allows.
  Location l = *this;
  size_t open = 0;
  while (l.getKind() == Name) {
    printQuotedString(os, l.impl->str);
    if (!l.impl->child)
      break;
    os << '(';
    ++open;
    l = Location(l.impl->child);
  }
  switch (l.getKind()) {
  case Unknown:
    os << "unknown";
    break;
  case FileLineCol:
    printQuotedString(os, l.impl->str);
    os << ':' << l.impl->line << ':' << l.impl->col;
    break;
  case Name:
    break;
  }
  for (; open != 0; --open)
    os << ')';
}

llvm::StringRef LocationContext::intern(llvm::StringRef s) {
  auto it = strings.find(s);
  if (it != strings.end())
    return it->first;
  char *mem = alloc.Allocate<char>(s.size() + 1);
  std::copy(s.begin(), s.end(), mem);
  mem[s.size()] = 0;
  llvm::StringRef copy(mem, s.size());
  strings.try_emplace(copy, 0);
  return copy;
}

Location LocationContext::getFileLineCol(llvm::StringRef file, unsigned line,
                                         unsigned col) {
  llvm::StringRef f = intern(file);
  auto key = std::make_tuple(f.data(), line, col);
  auto it = fileLocs.find(key);
  if (it != fileLocs.end())
    return Location(it->second);
  auto *s = new (alloc.Allocate<LocationStorage>()) LocationStorage();
  s->kind = Location::FileLineCol;
  s->str = f;
  s->line = line;
  s->col = col;
  fileLocs.try_emplace(key, s);
  return Location(s);
}

const LocationStorage *LocationContext::NameLocInfo::getEmptyKey() {
  return llvm::DenseMapInfo<const LocationStorage *>::getEmptyKey();
}
const LocationStorage *LocationContext::NameLocInfo::getTombstoneKey() {
  return llvm::DenseMapInfo<const LocationStorage *>::getTombstoneKey();
}
unsigned LocationContext::NameLocInfo::getHashValue(const LocationStorage *s) {
  return s->hash;
}
unsigned LocationContext::NameLocInfo::getHashValue(const Key &k) {
  return llvm::DenseMapInfo<Key>::getHashValue(k);
}
bool LocationContext::NameLocInfo::isEqual(const Key &k,
                                           const LocationStorage *s) {
  if (s == getEmptyKey() || s == getTombstoneKey())
    return false;
  return s->child == k.second && s->str == k.first;
}

Location LocationContext::getName(llvm::StringRef name, Location child) {
  NameLocInfo::Key key(name, child.getImpl());
  auto it = nameLocs.find_as(key);
  if (it != nameLocs.end())
    return Location(*it);
  char *mem = alloc.Allocate<char>(name.size() + 1);
  std::copy(name.begin(), name.end(), mem);
  mem[name.size()] = 0;
  auto *s = new (alloc.Allocate<LocationStorage>()) LocationStorage();
  s->kind = Location::Name;
  s->str = llvm::StringRef(mem, name.size());
  s->child = child.getImpl();
  s->hash = NameLocInfo::getHashValue(key);
  nameLocs.insert(s);
  return Location(s);
}
