//===- Registry.h - One registry of op rewrites, by name and opset -------===//
//
// Every table of op rewrites in tocc is an OpRegistry: the aten->core
// decompositions (keyed by op name), the core->core expansions of composite
// ops (by op name) and the core->onnx lowerings (by op name and since_opset,
// as ONNX picks an op's schema: for target N the entry with the greatest
// since_opset <= N). An entry records who registered it ("builtin" or
// "plugin 'name'", Support/Plugin.h), so tools can say where it came from.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_REWRITE_REGISTRY_H
#define TOCC_REWRITE_REGISTRY_H

#include "tocc/Support/Plugin.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace tocc {

/// The IR spelling of an op name: `aten::add.Tensor` and `aten.add.Tensor`
/// are `aten.add.Tensor`, `mylib::op` is `mylib.op`. Errors (an empty
/// namespace or name, characters other than letters, digits, `_` and `.`,
/// a second `::`) quote the name.
llvm::Expected<std::string> normalizeOpName(llvm::StringRef opName);

/// Marks `opName` as lowered straight to onnx (registerLowering calls it
/// for every op it gets): `decompose` keeps such an op when it has no
/// decomposition instead of reporting it, so `lower-to-onnx` lowers it (a
/// custom op or an ATen op a plugin lowers directly). A decomposition, when
/// registered too, still wins.
void noteDirectLowering(llvm::StringRef opName);
/// Whether noteDirectLowering was called for `opName` (IR spelling).
bool hasDirectLowering(llvm::StringRef opName);

/// A table of rewrites of type `FnT`, sorted by op name (IR spelling) and,
/// within one op, by since-version. A registry whose entries are not
/// versioned registers everything at version 0 and looks up without one.
/// Not thread-safe: register before passes run.
template <typename FnT> class OpRegistry {
public:
  /// `article` and `kind` name an entry in messages ("a", "decomposition").
  OpRegistry(llvm::StringRef article, llvm::StringRef kind)
      : article(article.str()), kind(kind.str()) {}

  /// Registers `fn` for `opName` (any spelling normalizeOpName accepts) at
  /// `since`. An existing (name, since) entry is an error unless
  /// `override`; a replaced entry is recorded (recordRegistrationOverride)
  /// so tools say so.
  llvm::Error add(llvm::StringRef opName, FnT fn, bool override,
                  int64_t since = 0) {
    llvm::Expected<std::string> name = normalizeOpName(opName);
    if (!name)
      return name.takeError();
    if (!fn)
      return error(kind + " for '" + *name +
                   "' was registered without a function");
    auto &versions = entries[*name];
    auto it = versions.find(since);
    if (it != versions.end()) {
      if (!override)
        return error(article + " " + kind + describe(*name, since) +
                     " is already registered (register with override to "
                     "replace it)");
      recordRegistrationOverride("the " + kind + describe(*name, since) + " (" +
                                 it->second.source + ")");
    }
    versions[since] = {std::move(fn), getCurrentRegistrant().str()};
    return llvm::Error::success();
  }

  /// The entry of `opName` (any accepted spelling) with the greatest
  /// since-version <= `version`, or null; `since` receives its version.
  const FnT *lookup(llvm::StringRef opName,
                    int64_t version = std::numeric_limits<int64_t>::max(),
                    int64_t *since = nullptr) const {
    const Entry *entry = find(opName, version, since);
    return entry ? &entry->fn : nullptr;
  }
  bool contains(llvm::StringRef opName) const {
    return lookup(opName) != nullptr;
  }
  /// The since-versions of `opName`'s entries, ascending.
  llvm::SmallVector<int64_t, 4> versions(llvm::StringRef opName) const {
    llvm::SmallVector<int64_t, 4> out;
    if (const auto *vs = versionsOf(opName))
      for (const auto &entry : *vs)
        out.push_back(entry.first);
    return out;
  }
  /// Every op with an entry, in IR spelling, sorted.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto &entry : entries)
      if (!entry.second.empty())
        out.push_back(entry.first);
    return out;
  }
  /// Who registered the entry of `opName` at exactly `since` ("builtin" or
  /// "plugin 'name'"); empty if there is none.
  std::string sourceOf(llvm::StringRef opName, int64_t since = 0) const {
    if (const auto *vs = versionsOf(opName)) {
      auto it = vs->find(since);
      if (it != vs->end())
        return it->second.source;
    }
    return "";
  }

private:
  struct Entry {
    FnT fn;
    std::string source;
  };
  using Versions = std::map<int64_t, Entry>;

  static llvm::Error error(const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
  }
  /// " for 'name'", or " of 'name' for opsets >= N" for a versioned entry.
  static std::string describe(llvm::StringRef name, int64_t since) {
    if (since == 0)
      return (" for '" + name + "'").str();
    return (" of '" + name + "' for opsets >= " + llvm::Twine(since)).str();
  }
  const Versions *versionsOf(llvm::StringRef opName) const {
    // The IR spelling is the common case (a pass looks up every op).
    auto it = entries.find(opName);
    if (it == entries.end()) {
      llvm::Expected<std::string> name = normalizeOpName(opName);
      if (!name) {
        llvm::consumeError(name.takeError());
        return nullptr;
      }
      it = entries.find(*name);
    }
    return it == entries.end() ? nullptr : &it->second;
  }
  const Entry *find(llvm::StringRef opName, int64_t version,
                    int64_t *since) const {
    const Versions *vs = versionsOf(opName);
    if (!vs || vs->empty())
      return nullptr;
    auto it = vs->upper_bound(version);
    if (it == vs->begin())
      return nullptr;
    --it;
    if (since)
      *since = it->first;
    return &it->second;
  }

  std::string article, kind;
  std::map<std::string, Versions, std::less<>> entries;
};

} // namespace tocc

#endif // TOCC_REWRITE_REGISTRY_H
