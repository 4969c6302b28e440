//===- Interpreter.h - Runs tocc graphs with LibTorch's kernels -----------===//
//
// The oracle of the compiler: an interpreter that executes a Graph of the
// aten, prim and core dialects op by op. aten ops (and ops of any other
// TorchScript namespace, registered or generic) are called through
// LibTorch's JIT operator registry by their schema name
// (`aten.add.Tensor` is `aten::add` overload `Tensor`, operands in schema
// order); prim ops, If and Loop regions included, are run by the
// interpreter; core ops by the ATen op that defines them (CoreOps.cpp).
//
// This header includes LibTorch's IValue: only lib/Runtime and its users
// (tests, the runtime module) include it. Tools reach the runtime through
// the LibTorch-free tocc/Runtime/Runner.h.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_RUNTIME_INTERPRETER_H
#define TOCC_RUNTIME_INTERPRETER_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Operation.h"
#include "tocc/Support/Location.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <ATen/core/ivalue.h>

#include <functional>
#include <string>
#include <vector>

namespace tocc::runtime {

/// An op the interpreter could not run: where, which op, and why (an op it
/// does not know, a LibTorch error in the kernel, a RaiseException reached,
/// an operand of the wrong kind). The message prints as
/// `LOC: 'OP': MESSAGE` with the location in its text form.
class RunError : public llvm::ErrorInfo<RunError> {
public:
  static char ID;
  RunError(Location loc, std::string opName, std::string message)
      : loc(loc), opName(std::move(opName)), message(std::move(message)) {}
  Location getLoc() const { return loc; }
  llvm::StringRef getOpName() const { return opName; }
  llvm::StringRef getMessage() const { return message; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

private:
  Location loc;
  std::string opName;
  std::string message;
};

struct RunOptions {
  /// Called after every op that ran (ops in regions each time their region
  /// runs) with the values of its results: the intermediates a numerical
  /// comparison names (`--verify` compares them with LibTorch's).
  std::function<void(const Operation &op, llvm::ArrayRef<c10::IValue> results)>
      onOp;
};

/// Runs `g` on `inputs` (one per graph input, checked against the input
/// types: tensors against known dtypes and static dims) and returns one
/// value per graph output. Autograd is off while it runs. Errors are
/// RunErrors, or plain errors for wrong inputs.
llvm::Expected<std::vector<c10::IValue>>
run(Graph &g, llvm::ArrayRef<c10::IValue> inputs, const RunOptions &options = {});

/// A core op's definition in ATen: its results from the operand values;
/// attributes are read from `op`. Errors are plain messages (the caller
/// adds the op and its location).
using CoreOpFn = llvm::Expected<c10::IValue> (*)(
    const Operation &op, llvm::ArrayRef<c10::IValue> operands);

/// The definition of core op `name` (`core.add`), or null.
CoreOpFn lookupCoreOp(llvm::StringRef name);

/// Every core op the table defines, by name.
std::vector<llvm::StringRef> getCoreOpNames();

/// The tensor a dense attribute holds, sharing its bytes: the LibTorch
/// tensor itself when the buffer is one (an imported weight), else a
/// tensor over the buffer's bytes that keeps the buffer alive. An elided
/// constant has no bytes: an error.
llvm::Expected<at::Tensor> tensorOfDense(Attribute dense);

/// The value a (non-tensor) attribute stands for as a value of type `type`
/// (prim.Constant's value): ints, floats, bools, strings, devices, lists
/// and tuples of them.
llvm::Expected<c10::IValue> valueOfAttr(Attribute attr, Type type);

/// LibTorch's scalar type for `dtype`; nullopt for `?` and `str`.
std::optional<c10::ScalarType> toScalarType(DType dtype);

/// The IR type of a tensor value (`tensor<[2, 3], f32>`).
Type typeOfTensor(Context &ctx, const at::Tensor &t);

} // namespace tocc::runtime

#endif // TOCC_RUNTIME_INTERPRETER_H
