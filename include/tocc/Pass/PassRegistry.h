//===- PassRegistry.h - Passes by name, for pipelines and tools ----------===//
#ifndef TOCC_PASS_PASSREGISTRY_H
#define TOCC_PASS_PASSREGISTRY_H

#include "tocc/Pass/Pass.h"

#include <functional>

namespace tocc {

using PassAllocator = std::function<std::unique_ptr<Pass>()>;

struct PassInfo {
  std::string argument;
  std::string description;
  PassAllocator allocator;
};

/// Registers a pass under its argument; a second registration of the same
/// argument is an error unless `override` is true. Returns false (and
/// leaves the registry unchanged) on a conflict.
bool registerPass(PassAllocator allocator, bool override = false);
template <typename PassT> bool registerPass(bool override = false) {
  return registerPass([] { return std::make_unique<PassT>(); }, override);
}
/// Looks a pass up by argument; null if unknown.
const PassInfo *lookupPassInfo(llvm::StringRef argument);
/// Every registered pass, sorted by argument.
std::vector<const PassInfo *> getRegisteredPasses();

} // namespace tocc

#endif // TOCC_PASS_PASSREGISTRY_H
