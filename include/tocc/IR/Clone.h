//===- Clone.h - Deep copies of modules -----------------------------------===//
//
// A copy of a module that later passes may change while the original stays
// as it was: tocc-export keeps the core-dialect module for --verify's
// bisection while the lowering rewrites the original. Dense attributes are
// uniqued or shared by buffer, so weights are not copied.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_CLONE_H
#define TOCC_IR_CLONE_H

#include "tocc/IR/Module.h"

#include <memory>

namespace tocc {

/// Copies `module`: attributes, symbols with their ranges, guards, and
/// every graph (inputs with their names and types, ops, result types).
std::unique_ptr<Module> cloneModule(const Module &module);

} // namespace tocc

#endif // TOCC_IR_CLONE_H
