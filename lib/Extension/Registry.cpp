//===- Registry.cpp - Queries over tocc's registries ----------------------===//
#include "tocc/Extension/Registry.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/OpDef.h"

#include "llvm/Support/WithColor.h"

using namespace tocc;

llvm::StringRef tocc::getOpFunctionKindName(OpFunction::Kind kind) {
  switch (kind) {
  case OpFunction::Decomposition:
    return "decomposition";
  case OpFunction::Expansion:
    return "expansion";
  case OpFunction::Lowering:
    return "lowering";
  case OpFunction::ShapeFunction:
  case OpFunction::DialectShapeFunction:
    return "shape function";
  }
  return "function";
}

llvm::Expected<std::vector<OpFunction>>
tocc::getOpFunctions(llvm::StringRef opName, const Context *ctx) {
  llvm::Expected<std::string> name = normalizeDecompositionName(opName);
  if (!name)
    return name.takeError();
  std::vector<OpFunction> out;
  if (lookupDecomposition(*name))
    out.push_back({OpFunction::Decomposition, 0,
                   getDecompositionSource(*name)});
  if (lookupExpansion(*name))
    out.push_back({OpFunction::Expansion, 0, "builtin"});
  for (int64_t since : getLoweringOpsets(*name))
    out.push_back({OpFunction::Lowering, since,
                   getLoweringSource(*name, since)});
  const OpDef *def = ctx ? ctx->lookupOpDef(*name) : nullptr;
  if (def && def->inferShape)
    out.push_back({OpFunction::DialectShapeFunction, 0,
                   ("the " +
                    llvm::StringRef(*name).split('.').first + " dialect")
                       .str()});
  else if (lookupShapeFunction(*name))
    out.push_back({OpFunction::ShapeFunction, 0,
                   getShapeFunctionSource(*name)});
  return out;
}

bool tocc::isRegisteredOp(llvm::StringRef opName,
                          std::optional<int64_t> opset) {
  llvm::Expected<std::string> name = normalizeDecompositionName(opName);
  if (!name) {
    llvm::consumeError(name.takeError());
    return false;
  }
  if (lookupDecomposition(*name) || lookupExpansion(*name))
    return true;
  if (!opset)
    return isLoweringRegistered(*name);
  return lookupLowering(*name, *opset) != nullptr;
}

llvm::Error tocc::printOpQuery(llvm::raw_ostream &os, llvm::StringRef opName,
                               std::optional<int64_t> opset,
                               const Context *ctx) {
  llvm::Expected<std::vector<OpFunction>> functions =
      getOpFunctions(opName, ctx);
  if (!functions)
    return functions.takeError();
  std::string name = *normalizeDecompositionName(opName);
  os << name;
  if (ctx && !ctx->lookupOpDef(name))
    os << " (no dialect declares it: a custom op)";
  os << '\n';
  if (functions->empty())
    os << "  no functions registered\n";
  for (const OpFunction &f : *functions) {
    os << "  " << getOpFunctionKindName(f.kind);
    if (f.kind == OpFunction::Lowering)
      os << " for opsets >= " << f.sinceOpset;
    os << ": " << f.source << '\n';
  }
  os << "  registered";
  if (opset)
    os << " at opset " << *opset;
  os << ": " << (isRegisteredOp(name, opset) ? "yes" : "no") << '\n';
  return llvm::Error::success();
}

llvm::Error tocc::printOpQueries(llvm::raw_ostream &os,
                                const std::vector<std::string> &opNames,
                                std::optional<int64_t> opset) {
  Context ctx;
  loadRegisteredDialects(ctx);
  for (const std::string &name : opNames)
    if (llvm::Error err = printOpQuery(os, name, opset, &ctx))
      return err;
  return llvm::Error::success();
}

bool tocc::loadCommandLinePlugins(int argc, char **argv,
                                  llvm::StringRef tool) {
  for (const std::string &path : findPluginFlags(argc, argv, "load-plugin")) {
    llvm::Expected<LoadedPlugin> plugin = loadPlugin(path);
    if (!plugin) {
      llvm::WithColor::error(llvm::errs(), tool)
          << llvm::toString(plugin.takeError()) << '\n';
      return false;
    }
    for (const std::string &what : plugin->overrides)
      llvm::WithColor::warning(llvm::errs(), tool)
          << "plugin '" << plugin->name << "' (" << plugin->path
          << ") replaces " << what << '\n';
  }
  return true;
}
