//===- Plugin.cpp - Loading shared libraries that extend tocc ------------===//
#include "tocc/Support/Plugin.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"

#ifdef LLVM_ON_UNIX
#include <dlfcn.h>
#endif

using namespace tocc;

static std::vector<std::string> &conflictRecords() {
  static std::vector<std::string> records;
  return records;
}

void tocc::recordRegistrationConflict(llvm::StringRef message) {
  conflictRecords().push_back(message.str());
}

const std::vector<std::string> &tocc::getRegistrationConflicts() {
  return conflictRecords();
}

static std::vector<std::string> &overrideRecords() {
  static std::vector<std::string> records;
  return records;
}

void tocc::recordRegistrationOverride(const llvm::Twine &what) {
  overrideRecords().push_back(what.str());
}

const std::vector<std::string> &tocc::getRegistrationOverrides() {
  return overrideRecords();
}

static std::string &currentRegistrant() {
  static std::string registrant = "builtin";
  return registrant;
}

llvm::StringRef tocc::getCurrentRegistrant() { return currentRegistrant(); }

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

llvm::Expected<LoadedPlugin> tocc::loadPlugin(llvm::StringRef path) {
  // The same library loaded twice would register everything twice; key by
  // the real path so `./p.so` and `p.so` are one plugin.
  static llvm::StringMap<LoadedPlugin> loaded;
  llvm::SmallString<256> realPath;
  if (llvm::sys::fs::real_path(path, realPath))
    realPath = path;
  auto it = loaded.find(realPath);
  if (it != loaded.end())
    return it->second;

  std::string errMsg;
  llvm::sys::DynamicLibrary lib =
      llvm::sys::DynamicLibrary::getPermanentLibrary(path.str().c_str(),
                                                     &errMsg);
  if (!lib.isValid())
    return makeError("failed to load plugin '" + path + "': " + errMsg);
#ifdef LLVM_ON_UNIX
  // llvm_shutdown() closes "permanent" libraries, but the registries keep
  // the plugin's functions and vtables until the process exits: pin it.
  if (void *pinned =
          ::dlopen(path.str().c_str(), RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE))
    (void)pinned; // one more reference, never closed
#endif

  using EntryFn = PluginInfo (*)();
  void *sym = lib.getAddressOfSymbol("toccGetPluginInfo");
  if (!sym)
    return makeError("plugin '" + path +
                     "' does not export the entry point 'toccGetPluginInfo'");
  PluginInfo info = reinterpret_cast<EntryFn>(sym)();
  if (info.apiVersion != TOCC_PLUGIN_API_VERSION)
    return makeError("plugin '" + path + "' was built for plugin API version " +
                     llvm::Twine(info.apiVersion) +
                     ", but this tool uses plugin API version " +
                     llvm::Twine(TOCC_PLUGIN_API_VERSION));
  llvm::StringRef name = info.name ? info.name : "";
  if (!info.registerAll)
    return makeError("plugin '" + path + "' (" + name +
                     ") has no registration function (registerAll is null)");

  size_t conflictsBefore = conflictRecords().size();
  size_t overridesBefore = overrideRecords().size();
  // Entries registered now are the plugin's ("plugin 'name'" in queries);
  // a plugin without a name is known by its path.
  currentRegistrant() =
      ("plugin '" + (name.empty() ? path : name) + "'").str();
  info.registerAll();
  currentRegistrant() = "builtin";
  const std::vector<std::string> &conflicts = conflictRecords();
  if (conflicts.size() != conflictsBefore) {
    std::string msg;
    for (size_t i = conflictsBefore; i < conflicts.size(); ++i)
      msg += (i == conflictsBefore ? "" : "; ") + conflicts[i];
    return makeError("plugin '" + path + "' (" + name +
                     ") failed to register: " + msg);
  }

  LoadedPlugin result;
  result.path = path.str();
  result.name = name.str();
  result.version = info.version ? info.version : "";
  result.overrides.assign(overrideRecords().begin() + overridesBefore,
                          overrideRecords().end());
  loaded[realPath] = result;
  return result;
}

std::vector<std::string> tocc::findPluginFlags(int argc, char **argv,
                                               llvm::StringRef flag) {
  std::vector<std::string> values;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--")
      break;
    if (!arg.consume_front("--") && !arg.consume_front("-"))
      continue;
    if (!arg.consume_front(flag))
      continue;
    if (arg.consume_front("="))
      values.push_back(arg.str());
    else if (arg.empty() && i + 1 < argc)
      values.push_back(argv[++i]);
  }
  return values;
}

llvm::Error tocc::loadTorchLibrary(llvm::StringRef path) {
#ifdef LLVM_ON_UNIX
  // Kept loaded until the process ends: LibTorch's dispatcher holds the
  // library's kernels.
  if (::dlopen(path.str().c_str(), RTLD_NOW | RTLD_GLOBAL | RTLD_NODELETE))
    return llvm::Error::success();
  const char *reason = ::dlerror();
  return makeError("cannot load torch library '" + path +
                   "': " + (reason ? reason : "unknown dlopen error"));
#else
  std::string errMsg;
  if (llvm::sys::DynamicLibrary::getPermanentLibrary(path.str().c_str(),
                                                     &errMsg)
          .isValid())
    return llvm::Error::success();
  return makeError("cannot load torch library '" + path + "': " + errMsg);
#endif
}
