//===- BadPluginVersion.cpp - A plugin built for another plugin API ------===//
#include "tocc/Support/Plugin.h"

static void registerNothing() {}

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT tocc::PluginInfo
toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION + 41, "bad-version", "1.0", registerNothing};
}
