//===- BadPluginNullRegister.cpp - A plugin with no registerAll ----------===//
#include "tocc/Support/Plugin.h"

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT tocc::PluginInfo
toccGetPluginInfo() {
  return {TOCC_PLUGIN_API_VERSION, "null-register", "1.0", nullptr};
}
