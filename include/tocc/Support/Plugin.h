//===- Plugin.h - Loading shared libraries that extend tocc --------------===//
//
// A plugin is a shared library that defines
//
//   extern "C" tocc::PluginInfo toccGetPluginInfo();
//
// returning its name, version, the plugin API version it was built against
// (TOCC_PLUGIN_API_VERSION) and a function that registers its passes,
// dialects, decompositions and lowerings.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_SUPPORT_PLUGIN_H
#define TOCC_SUPPORT_PLUGIN_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

#define TOCC_PLUGIN_API_VERSION 1

namespace tocc {

extern "C" {
struct PluginInfo {
  uint32_t apiVersion;      // TOCC_PLUGIN_API_VERSION at build time
  const char *name;         // e.g. "my-ops"
  const char *version;      // the plugin's own version
  void (*registerAll)();    // registers everything the plugin provides
};
}

/// A loaded plugin. The library stays loaded until the process ends.
struct LoadedPlugin {
  std::string path;
  std::string name;
  std::string version;
  /// What the plugin replaced by registering with `override`, one line per
  /// entry ("the lowering of 'core.tanh' for opsets >= 1 (builtin)"). Tools
  /// print each as a warning: a replaced builtin is never silent.
  std::vector<std::string> overrides;
};

/// Loads the library, checks the entry point and API version, and calls its
/// registration function. Errors say which of those failed and name the path.
/// Loading the same path again returns the first load's result without
/// registering twice.
llvm::Expected<LoadedPlugin> loadPlugin(llvm::StringRef path);

/// The values of `--<flag>=V`, `--<flag> V` (or one dash) in argv, in
/// order, up to `--`. Tools load plugins before parsing their command line,
/// since a plugin's passes become flags: `findPluginFlags(argc, argv,
/// "load-plugin")`.
std::vector<std::string> findPluginFlags(int argc, char **argv,
                                         llvm::StringRef flag);

/// Loads a shared library whose static initializers register ops with
/// LibTorch (a TORCH_LIBRARY library, what torch.ops.load_library loads),
/// with RTLD_NOW | RTLD_GLOBAL so an unresolved symbol fails here and the
/// ops exist for the TorchScript loader and LibTorch runs that follow.
/// Needs no LibTorch header: the library links LibTorch itself. The error
/// names the path and the loader's reason.
llvm::Error loadTorchLibrary(llvm::StringRef path);

/// Registries (passes, dialects, ...) call this when they reject a
/// registration, e.g. `pass 'dce' is already registered`. Registration
/// functions return void, so loadPlugin turns the records made while a
/// plugin's registerAll runs into an error naming the plugin.
void recordRegistrationConflict(llvm::StringRef message);
/// Every conflict recorded so far, oldest first.
const std::vector<std::string> &getRegistrationConflicts();

/// Registries call this when a registration with `override` replaced an
/// entry; `what` names the entry and its previous source, e.g. "the
/// lowering of 'core.tanh' for opsets >= 1 (builtin)".
void recordRegistrationOverride(const llvm::Twine &what);
/// Every override recorded so far, oldest first.
const std::vector<std::string> &getRegistrationOverrides();

/// Who is registering now: the name of the plugin whose registerAll is
/// running, or "builtin" (tocc itself, or an application that registers
/// from main()). Registries keep it with each entry so queries can say
/// where an entry came from.
llvm::StringRef getCurrentRegistrant();

} // namespace tocc

#endif // TOCC_SUPPORT_PLUGIN_H
