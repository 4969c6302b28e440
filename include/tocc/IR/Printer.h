//===- Printer.h - The text form of the IR -------------------------------===//
#ifndef TOCC_IR_PRINTER_H
#define TOCC_IR_PRINTER_H

#include "llvm/Support/raw_ostream.h"

#include <cstdint>

namespace tocc {

class Graph;
class Module;
class Operation;

struct PrintOptions {
  /// Print `loc(...)` after ops, block arguments and graphs.
  bool printLocations = false;
  /// Dense constants with more elements than this print as `elided`
  /// (negative: never elide).
  int64_t elideConstantsLargerThan = -1;
};

void printModule(const Module &m, llvm::raw_ostream &os,
                 const PrintOptions &options = {});
void printGraph(const Graph &g, llvm::raw_ostream &os,
                const PrintOptions &options = {});
/// Prints one op (and its regions) with value names local to the op's
/// graph.
void printOperation(const Operation &op, llvm::raw_ostream &os,
                    const PrintOptions &options = {});

} // namespace tocc

#endif // TOCC_IR_PRINTER_H
