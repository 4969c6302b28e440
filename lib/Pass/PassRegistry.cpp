//===- PassRegistry.cpp - The global table of passes by argument ---------===//
#include "tocc/Pass/PassRegistry.h"

#include "tocc/Support/Plugin.h"

#include <map>

using namespace tocc;

/// Sorted by argument, so listings come out in order. A function-local
/// static so registration from other static initializers or plugins never
/// sees an unconstructed table.
static std::map<std::string, PassInfo, std::less<>> &registry() {
  static std::map<std::string, PassInfo, std::less<>> passes;
  return passes;
}

bool tocc::registerPass(PassAllocator allocator, bool override) {
  if (!allocator) {
    recordRegistrationConflict("a pass was registered without an allocator");
    return false;
  }
  std::unique_ptr<Pass> probe = allocator();
  if (!probe) {
    recordRegistrationConflict("a pass allocator returned no pass");
    return false;
  }
  std::string argument = probe->getArgument().str();
  if (argument.empty()) {
    recordRegistrationConflict("a pass has an empty argument");
    return false;
  }
  auto &passes = registry();
  auto it = passes.find(argument);
  if (it != passes.end()) {
    if (!override) {
      recordRegistrationConflict("pass '" + argument +
                                 "' is already registered (register with "
                                 "override to replace it)");
      return false;
    }
    recordRegistrationOverride("the pass '" + argument + "'");
  }
  PassInfo info{argument, probe->getDescription().str(), std::move(allocator)};
  passes[argument] = std::move(info);
  return true;
}

const PassInfo *tocc::lookupPassInfo(llvm::StringRef argument) {
  auto &passes = registry();
  auto it = passes.find(argument);
  return it == passes.end() ? nullptr : &it->second;
}

std::vector<const PassInfo *> tocc::getRegisteredPasses() {
  std::vector<const PassInfo *> result;
  for (auto &entry : registry())
    result.push_back(&entry.second);
  return result;
}
