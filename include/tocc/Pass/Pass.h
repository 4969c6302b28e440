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
  /// `name{opt=value ...}` with the options that were set.
  void printAsTextualPipeline(llvm::raw_ostream &os) const;
  llvm::ArrayRef<PassOptionBase *> getOptions() const { return options; }

private:
  friend class PassOptionBase;
  llvm::SmallVector<PassOptionBase *, 4> options;
};

} // namespace tocc

#endif // TOCC_PASS_PASS_H
