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
  for (const Entry &e : getRegistry())
    e.loader(ctx);
}

std::vector<std::string> tocc::getRegisteredDialectNames() {
  std::vector<std::string> names;
  for (const Entry &e : getRegistry())
    names.push_back(e.name);
  return names;
}
