//===- BadPluginNoEntry.cpp - A plugin without toccGetPluginInfo ---------===//
#include "tocc/Support/Plugin.h"

// Misspelled on purpose: the loader must say the entry point is missing.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT tocc::PluginInfo
toccGetPluginInfoTypo() {
  return {TOCC_PLUGIN_API_VERSION, "no-entry", "1.0", nullptr};
}
