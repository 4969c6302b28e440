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
  /// With verifyEach: check the whole module after every pass, rather than
  /// the ops the pass changed (verifyChanged).
  bool verifyFull = false;
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

/// Callbacks around every pass a pass manager runs (MLIR's
/// PassInstrumentation), nested runs of Pass::runPipeline included: what
/// groups passes into stages and measures them (tocc-export's progress
/// bar and report) without being a pass itself.
class PassInstrumentation {
public:
  virtual ~PassInstrumentation();
  virtual void runBeforePass(Pass &, Module &) {}
  /// After a pass succeeded (and the module verified, with verifyEach).
  virtual void runAfterPass(Pass &, Module &) {}
  /// After a pass failed, or the module did not verify after it.
  virtual void runAfterPassFailed(Pass &, Module &) {}
};

class PassManager {
public:
  explicit PassManager(Context &ctx, PassManagerOptions options = {});
  PassManager(PassManager &&) = default;
  ~PassManager();

  /// Appends `pass`; a registered pipeline (PassPipeline) is run as one
  /// pass. addPipeline expands pipelines instead.
  void addPass(std::unique_ptr<Pass> pass);
  /// Parses `a,b{key=value},c` and appends the passes. Errors name the
  /// position and the problem (unknown pass, bad option, unbalanced brace).
  llvm::Error addPipeline(llvm::StringRef pipeline);
  size_t size() const { return passes.size(); }
  void printAsTextualPipeline(llvm::raw_ostream &os) const;
  void addInstrumentation(std::shared_ptr<PassInstrumentation> pi);

  /// Runs every pass in order; stops at the first failure.
  LogicalResult run(Module &module);

  /// A pass manager for Pass::runPipeline inside a pass this one runs: the
  /// same options (no timing table of its own) and instrumentation.
  PassManager makeNested(Context &ctx) const;

private:
  Context &ctx;
  PassManagerOptions options;
  std::vector<std::unique_ptr<Pass>> passes;
  std::vector<std::shared_ptr<PassInstrumentation>> instrumentations;
};

/// Parses a pipeline string into passes without a manager. Registered
/// pipelines are expanded into their passes.
llvm::Expected<std::vector<std::unique_ptr<Pass>>>
parsePassPipeline(llvm::StringRef pipeline);

/// Replaces every registered pipeline among `passes` by the passes it
/// stands for (recursively), each tagged with its stage. Errors name the
/// pipeline.
llvm::Error expandPassPipelines(std::vector<std::unique_ptr<Pass>> &passes);

} // namespace tocc

#endif // TOCC_PASS_PASSMANAGER_H
