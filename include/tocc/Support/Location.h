//===- Location.h - Source locations for IR, weights and diagnostics -----===//
//
// A Location says where something came from: a position in a source file
// (the .mlir text, or the TorchScript source line), a name (a weight's module
// path), both, or nothing. Locations are immutable, uniqued by a
// LocationContext, and passed around as a pointer-sized handle.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_LOCATION_H
#define TOCC_SUPPORT_LOCATION_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <tuple>

namespace tocc {

struct LocationStorage;

class Location {
public:
  enum Kind { Unknown, FileLineCol, Name };

  Location() = default;
  explicit Location(const LocationStorage *impl) : impl(impl) {}

  Kind getKind() const;
  bool isUnknown() const { return getKind() == Unknown; }
  /// For FileLineCol.
  llvm::StringRef getFile() const;
  unsigned getLine() const;
  unsigned getColumn() const;
  /// For Name: the name and the location it is attached to (may be unknown).
  llvm::StringRef getName() const;
  Location getChild() const;
  /// The innermost FileLineCol location, or an unknown location.
  Location getFileLoc() const;

  /// Text form: `"file":line:col`, `"name"`, `"name"("file":1:2)`, `unknown`.
  void print(llvm::raw_ostream &os) const;

  const LocationStorage *getImpl() const { return impl; }
  bool operator==(Location o) const { return impl == o.impl; }
  bool operator!=(Location o) const { return impl != o.impl; }

private:
  const LocationStorage *impl = nullptr; // null means unknown
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Location loc) {
  loc.print(os);
  return os;
}

/// Owns and uniques locations.
class LocationContext {
public:
  LocationContext() = default;
  LocationContext(const LocationContext &) = delete;
  LocationContext &operator=(const LocationContext &) = delete;

  Location getUnknown() { return Location(); }
  Location getFileLineCol(llvm::StringRef file, unsigned line, unsigned col);
  Location getName(llvm::StringRef name, Location child = Location());

private:
  llvm::StringRef intern(llvm::StringRef s);
  llvm::BumpPtrAllocator alloc;
  llvm::DenseMap<llvm::StringRef, char> strings;
  llvm::DenseMap<std::tuple<const char *, unsigned, unsigned>,
                 const LocationStorage *>
      fileLocs;
  /// Name locations, keyed by their text and child: one lookup per
  /// location and no entry in `strings`. A model read from ONNX has one per
  /// node, so the set holds only pointers (8 bytes a slot, where a map of
  /// text and child to storage took 32) and each storage keeps its hash.
  struct NameLocInfo {
    using Key = std::pair<llvm::StringRef, const LocationStorage *>;
    static const LocationStorage *getEmptyKey();
    static const LocationStorage *getTombstoneKey();
    static unsigned getHashValue(const LocationStorage *s);
    static unsigned getHashValue(const Key &k);
    static bool isEqual(const LocationStorage *a, const LocationStorage *b) {
      return a == b;
    }
    static bool isEqual(const Key &k, const LocationStorage *s);
  };
  llvm::DenseSet<const LocationStorage *, NameLocInfo> nameLocs;
};

} // namespace tocc

#endif // TOCC_SUPPORT_LOCATION_H
