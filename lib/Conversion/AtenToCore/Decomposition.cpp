//===- Decomposition.cpp - The aten -> core decomposition registry -------===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Support/Plugin.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cstring>
#include <map>

using namespace tocc;

//===----------------------------------------------------------------------===//
// The registry
//===----------------------------------------------------------------------===//

/// Sorted by name, so listings come out in order. A function-local static
/// so registration from plugins never sees an unconstructed table.
static OpRegistry<DecompositionFn> &registry() {
  static OpRegistry<DecompositionFn> entries("a", "decomposition");
  return entries;
}

llvm::Error tocc::registerDecomposition(llvm::StringRef opName,
                                        DecompositionFn fn, bool override) {
  return registry().add(opName, std::move(fn), override);
}

bool tocc::isDecompositionRegistered(llvm::StringRef opName) {
  return lookupDecomposition(opName) != nullptr;
}

const DecompositionFn *tocc::lookupDecomposition(llvm::StringRef opName) {
  return registry().lookup(opName);
}

std::vector<std::string> tocc::getRegisteredDecompositions() {
  return registry().names();
}

std::string tocc::getDecompositionSource(llvm::StringRef opName) {
  return registry().sourceOf(opName);
}
