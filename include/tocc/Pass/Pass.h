//===- Pass.h - A transformation or analysis over a module ---------------===//
//
// A pass has a kebab-case argument (`dce`), a description, and options set
// from a pipeline string (`lower-to-onnx{opset=13}`) or a tool flag
// (`--lower-to-onnx=opset=13`). Options are declared as members:
//
//   struct MyPass : PassWrapper<MyPass> {
//     Option<int64_t> opset{*this, "opset", "Target opset", 17};
//     ...
//   };
//
// A PassPipeline is registered like a pass, with options, but stands for a
// sequence of passes (MLIR's PassPipelineRegistration): parsing a pipeline
// string expands it, so the pass manager, its instrumentation and the
// --print-ir-* flags see the passes it is made of.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_PASS_PASS_H
#define TOCC_PASS_PASS_H

#include "tocc/Support/Diagnostics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tocc {

class Module;
class Pass;
class PassManager;
class PassPipeline;

/// One option of a pass. Typed subclasses below.
class PassOptionBase {
public:
  PassOptionBase(Pass &owner, llvm::StringRef name, llvm::StringRef desc);
  virtual ~PassOptionBase() = default;
  llvm::StringRef getName() const { return name; }
  llvm::StringRef getDescription() const { return desc; }
  /// Parses a value; returns an error message on failure.
  virtual llvm::Error parse(llvm::StringRef value) = 0;
  /// The current value in pipeline text form.
  virtual std::string getValueAsString() const = 0;
  /// The type spelled for --list-passes (`int`, `bool`, `string`, ...).
  virtual llvm::StringRef getTypeName() const = 0;
  bool hasValue() const { return set; }

protected:
  bool set = false;

private:
  std::string name, desc;
};

template <typename T> class Option;

template <> class Option<int64_t> : public PassOptionBase {
public:
  Option(Pass &owner, llvm::StringRef name, llvm::StringRef desc,
         int64_t def = 0)
      : PassOptionBase(owner, name, desc), value(def) {}
  llvm::Error parse(llvm::StringRef v) override;
  std::string getValueAsString() const override;
  llvm::StringRef getTypeName() const override { return "int"; }
  operator int64_t() const { return value; }
  int64_t getValue() const { return value; }
  Option &operator=(int64_t v) {
    value = v;
    set = true;
    return *this;
  }

private:
  int64_t value;
};

template <> class Option<bool> : public PassOptionBase {
public:
  Option(Pass &owner, llvm::StringRef name, llvm::StringRef desc,
         bool def = false)
      : PassOptionBase(owner, name, desc), value(def) {}
  llvm::Error parse(llvm::StringRef v) override; // true/false/1/0/empty=true
  std::string getValueAsString() const override;
  llvm::StringRef getTypeName() const override { return "bool"; }
  operator bool() const { return value; }
  bool getValue() const { return value; }
  Option &operator=(bool v) {
    value = v;
    set = true;
    return *this;
  }

private:
  bool value;
};

template <> class Option<double> : public PassOptionBase {
public:
  Option(Pass &owner, llvm::StringRef name, llvm::StringRef desc,
         double def = 0)
      : PassOptionBase(owner, name, desc), value(def) {}
  llvm::Error parse(llvm::StringRef v) override;
  std::string getValueAsString() const override;
  llvm::StringRef getTypeName() const override { return "float"; }
  operator double() const { return value; }
  double getValue() const { return value; }

private:
  double value;
};

template <> class Option<std::string> : public PassOptionBase {
public:
  Option(Pass &owner, llvm::StringRef name, llvm::StringRef desc,
         llvm::StringRef def = "")
      : PassOptionBase(owner, name, desc), value(def.str()) {}
  llvm::Error parse(llvm::StringRef v) override;
  std::string getValueAsString() const override;
  llvm::StringRef getTypeName() const override { return "string"; }
  const std::string &getValue() const { return value; }
  operator llvm::StringRef() const { return value; }

private:
  std::string value;
};

/// A comma-separated list of strings (`{names=a,b,c}` is not possible in a
/// pipeline, so lists are written with `;` or quoted: `{names="a,b"}`).
class ListOption : public PassOptionBase {
public:
  ListOption(Pass &owner, llvm::StringRef name, llvm::StringRef desc)
      : PassOptionBase(owner, name, desc) {}
  llvm::Error parse(llvm::StringRef v) override;
  std::string getValueAsString() const override;
  llvm::StringRef getTypeName() const override { return "list"; }
  const std::vector<std::string> &getValue() const { return values; }

private:
  std::vector<std::string> values;
};

class Pass {
public:
  virtual ~Pass();
  /// The pipeline/flag name, kebab-case: `dce`.
  virtual llvm::StringRef getArgument() const = 0;
  virtual llvm::StringRef getDescription() const = 0;
  /// Runs over the module. Report problems as diagnostics and return
  /// failure(); the pass manager stops the pipeline.
  virtual LogicalResult runOnModule(Module &module) = 0;

  /// Parses `key=value key2=value2` (space or comma separated; values may be
  /// quoted with "..." or {...}). Errors name the pass and the bad key.
  llvm::Error initializeOptions(llvm::StringRef options);
  /// Checks the options' values as a whole, once initializeOptions has set
  /// them: a pass whose options cannot work says so when its pipeline is
  /// built (naming the pass and the flag or pipeline that gave it), not
  /// when it runs. Errors name the option.
  virtual llvm::Error verifyOptions() const { return llvm::Error::success(); }
  /// `name{opt=value ...}` with the options that were set.
  void printAsTextualPipeline(llvm::raw_ostream &os) const;
  llvm::ArrayRef<PassOptionBase *> getOptions() const { return options; }

  /// This pass as a registered pipeline, or null for a plain pass.
  virtual const PassPipeline *getAsPipeline() const { return nullptr; }

  /// The stage of a registered pipeline this pass was expanded from
  /// (`decompose` in torch-to-onnx); empty for a pass given on its own.
  /// Instrumentation groups passes by it (tocc-export's stages).
  llvm::StringRef getPipelineStage() const { return stage; }
  void setPipelineStage(llvm::StringRef name) { stage = name.str(); }

protected:
  /// Runs `pipeline` on `module` from inside runOnModule (a pass that
  /// repeats others until nothing changes), with the options and the
  /// instrumentation of the pass manager running this pass: --print-ir-*
  /// and --verify-each see the nested passes too.
  LogicalResult runPipeline(llvm::StringRef pipeline, Module &module);

private:
  friend class PassOptionBase;
  friend class PassManager;
  llvm::SmallVector<PassOptionBase *, 4> options;
  std::string stage;
  /// The pass manager running this pass, while it runs.
  const PassManager *executor = nullptr;
};

/// `value` as it reads back as one option value in a pipeline string:
/// as it is, or quoted ("a b") or braced ({say "hi"}) when it holds
/// spaces, commas, braces, quotes or `=`.
std::string quotePassOptionValue(llvm::StringRef value);

/// One stage of a registered pipeline: its name and its passes in pipeline
/// syntax (`decompose`, `decompose,unroll-loops{max-trips=8}`).
struct PipelineStage {
  std::string name;
  std::string pipeline;
};

/// A registered pipeline: options, and the passes they stand for. Parsing
/// `name{options}` replaces it by the passes of buildPipeline, each tagged
/// with its stage; run as a pass (added to a pass manager directly), it
/// runs them nested.
class PassPipeline : public Pass {
public:
  /// The passes for the current options, stage by stage. Errors name the
  /// option that cannot be built.
  virtual llvm::Error
  buildPipeline(std::vector<PipelineStage> &stages) const = 0;

  const PassPipeline *getAsPipeline() const final { return this; }
  LogicalResult runOnModule(Module &module) final;
};

} // namespace tocc

#endif // TOCC_PASS_PASS_H
