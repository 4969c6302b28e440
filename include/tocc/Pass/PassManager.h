//===- PassManager.h - Running pipelines with instrumentation ------------===//
#ifndef TOCC_PASS_PASSMANAGER_H
#define TOCC_PASS_PASSMANAGER_H

#include "tocc/IR/Printer.h"
#include "tocc/Pass/Pass.h"

#include "llvm/ADT/StringSet.h"

namespace tocc {

class Context;

struct PassManagerOptions {
  /// Verify the module after every pass (the pass is named on failure).
  bool verifyEach = true;
  bool printIRAfterAll = false;
  bool printIRBeforeAll = false;
  llvm::StringSet<> printIRBefore; // pass arguments
  llvm::StringSet<> printIRAfter;
  /// Print a table of wall time per pass to `timingStream` after run().
  bool timePasses = false;
  PrintOptions printOptions;
  llvm::raw_ostream *irStream = nullptr;     // default llvm::errs()
  llvm::raw_ostream *timingStream = nullptr; // default llvm::errs()
};

class PassManager {
public:
  explicit PassManager(Context &ctx, PassManagerOptions options = {});
  ~PassManager();

  void addPass(std::unique_ptr<Pass> pass);
  /// Parses `a,b{key=value},c` and appends the passes. Errors name the
  /// position and the problem (unknown pass, bad option, unbalanced brace).
  llvm::Error addPipeline(llvm::StringRef pipeline);
  size_t size() const { return passes.size(); }
  void printAsTextualPipeline(llvm::raw_ostream &os) const;

  /// Runs every pass in order; stops at the first failure.
  LogicalResult run(Module &module);

private:
  Context &ctx;
  PassManagerOptions options;
  std::vector<std::unique_ptr<Pass>> passes;
};

/// Parses a pipeline string into passes without a manager.
llvm::Expected<std::vector<std::unique_ptr<Pass>>>
parsePassPipeline(llvm::StringRef pipeline);

} // namespace tocc

#endif // TOCC_PASS_PASSMANAGER_H
