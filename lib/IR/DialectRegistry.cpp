//===- DialectRegistry.cpp - Global list of dialect loaders ---------------===//
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Context.h"
#include "tocc/Support/Plugin.h"

using namespace tocc;

namespace {
struct Entry {
  std::string name;
  DialectLoader loader;
};
std::vector<Entry> &getRegistry() {
  static std::vector<Entry> registry;
  return registry;
}
} // namespace

bool tocc::registerDialect(llvm::StringRef name, DialectLoader loader) {
  for (const Entry &e : getRegistry())
    if (e.name == name) {
      recordRegistrationConflict("dialect '" + name.str() +
                                 "' is already registered");
      return false;
    }
  getRegistry().push_back({name.str(), std::move(loader)});
  return true;
}

void tocc::loadRegisteredDialects(Context &ctx) {
  // A dialect the context has is not loaded again: a loader that chains
  // verifiers or registers hooks must run once per context (a C++ user
  // loads the dialects, then calls tocc::exportModuleToOnnx, which loads
  // them too).
  for (const Entry &e : getRegistry())
    if (!ctx.getDialect(e.name))
      e.loader(ctx);
}

std::vector<std::string> tocc::getRegisteredDialectNames() {
  std::vector<std::string> names;
  for (const Entry &e : getRegistry())
    names.push_back(e.name);
  return names;
}
