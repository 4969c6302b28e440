//===- DialectRegistry.h - Which dialects a new Context gets -------------===//
//
// Tools call registerAllDialects() (and plugins register their own) once at
// start-up; every Context they create then loads the registered dialects
// with loadRegisteredDialects().
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_DIALECTREGISTRY_H
#define TOCC_IR_DIALECTREGISTRY_H

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <string>
#include <vector>

namespace tocc {

class Context;

/// Populates a context with one dialect (creates it and adds its ops).
using DialectLoader = std::function<void(Context &)>;

/// Registers a dialect loader under a name. Registering a name twice keeps
/// the first loader and returns false.
bool registerDialect(llvm::StringRef name, DialectLoader loader);
/// Runs every registered loader on `ctx` (in registration order).
void loadRegisteredDialects(Context &ctx);
/// Names of the registered dialects, in registration order.
std::vector<std::string> getRegisteredDialectNames();

} // namespace tocc

#endif // TOCC_IR_DIALECTREGISTRY_H
