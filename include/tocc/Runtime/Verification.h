//===- Verification.h - LibTorch's half of export verification -----------===//
//
// What `tocc-export --verify` (tocc/Export/Verify.h) needs from LibTorch:
// the inputs of the cases it checks (the example inputs, and inputs with
// other sizes along each dynamic axis), the original TorchScript module run
// on them, and the interpreter run on a core graph with every op's results.
// Tensors cross this header as dense Attributes that hold the LibTorch
// tensor (no copy), so the header stays LibTorch-free.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_RUNTIME_VERIFICATION_H
#define TOCC_RUNTIME_VERIFICATION_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tocc::runtime {

/// Axis `axis` of input `input` has the size of symbol `symbol`.
struct CaseAxis {
  CaseAxis(unsigned input, unsigned axis, std::string symbol, int64_t min = 2,
           std::optional<int64_t> max = std::nullopt)
      : input(input), axis(axis), symbol(std::move(symbol)), min(min),
        max(max) {}

  unsigned input;
  unsigned axis;
  std::string symbol;
  /// The symbol's range (the export's assumption; tocc's default [2, inf)
  /// when not given): other sizes stay in it.
  int64_t min;
  std::optional<int64_t> max;
  /// Sizes the export takes only as multiples of this (a raising check
  /// `if h % 8 != 0: raise` the shape env records as a fact): the other
  /// sizes are multiples too.
  int64_t multiple = 1;
};

/// One set of inputs to check the export on.
struct VerifyCase {
  /// `example inputs`, or the sizes that changed (`batch=3`).
  std::string name;
  /// One dense attribute per input.
  std::vector<Attribute> inputs;
};

/// `sizes` gives a symbol its other sizes explicitly (--verify-sizes: a
/// model that takes only multiples of 8), instead of s+1, 2s, ...
/// The example inputs in `exampleInputsPath` (torch.save'd tuple, list or
/// one tensor; every input must be a tensor) as case 0, then for each
/// symbol of `axes` (in order of first mention) `sizesPerAxis - 1` cases
/// where that symbol has another size (s+1, 2s, ...; 2, 3, ... for a size-1
/// axis; steps of the axis's `multiple` instead of 1, e.g. s+8, 2s, s+16;
/// the sizes past the symbol's max are left out, and a range with
/// min 0 or 1 other than the example's size adds a case at that min: the
/// size a decode step or an empty cache has) on every axis it names and
/// the other symbols keep their example
/// size. The inputs whose size changed are drawn again like the example:
/// floats randn scaled to the example's mean and standard deviation, ints
/// uniform in the example's [min, max] (indices stay valid), bools at
/// random; from `seed`, so every run gives the same cases. The other
/// inputs are the example's.
llvm::Expected<std::vector<VerifyCase>>
makeVerifyCases(Context &ctx, llvm::StringRef exampleInputsPath,
                llvm::ArrayRef<CaseAxis> axes, unsigned sizesPerAxis,
                uint64_t seed,
                const std::map<std::string, std::vector<int64_t>> &sizes = {});

/// The inputs in `path` (torch.save'd like the example inputs: a tuple, a
/// list or one tensor) as a case named `name`. They must fit the exported
/// graph: as many tensors as in `exampleInputsPath`, each of the example's
/// dtype and rank and of its size on every axis that `axes` does not make
/// dynamic, and one size per symbol.
llvm::Expected<VerifyCase> readVerifyCase(Context &ctx, llvm::StringRef path,
                                          llvm::StringRef exampleInputsPath,
                                          llvm::ArrayRef<CaseAxis> axes,
                                          llvm::StringRef name);

/// What the original model computes on one case: its outputs flattened
/// (tuples and lists of tensors in order), tensors only. A None is a null
/// Attribute: an absent Optional[Tensor] (the export's optional output, or
/// its value and NAME_is_present pair).
struct ModelOutputs {
  std::vector<Attribute> tensors;
  /// The outputs that are not tensors (`output #1 (an int)`): not compared.
  std::vector<std::string> skipped;
};

/// Loads the TorchScript module at `path` once, puts it in eval mode and
/// runs forward on every case with autograd off. A case holds one tensor
/// per graph input; forward takes them in the structure of the example
/// inputs at `exampleInputsPath` (tuples and lists of tensors rebuilt), or
/// one argument each when it is empty.
llvm::Expected<std::vector<ModelOutputs>>
runTorchScriptCases(Context &ctx, llvm::StringRef path,
                    llvm::ArrayRef<VerifyCase> cases,
                    llvm::StringRef exampleInputsPath = {});

/// Runs `g` with the interpreter on dense `inputs`. `onOp` (may be empty)
/// sees every op of the graph's top level with its results (a null
/// Attribute for a result that is not a tensor). Returns the graph's
/// outputs; a tensor output is cast to its IR dtype when that is known,
/// so it compares with what ONNX Runtime computes; non-tensors are null.
llvm::Expected<std::vector<Attribute>>
runGraphOnTensors(Graph &g, llvm::ArrayRef<Attribute> inputs,
                  const std::function<void(const Operation &,
                                           llvm::ArrayRef<Attribute>)> &onOp);

/// How `actual` differs from `expected` (dense attributes).
struct TensorDifference {
  /// Same dtype and shape, and every element within tolerance:
  /// |a - e| <= atol + rtol * |e|, NaN only equal to NaN; other dtypes
  /// exactly.
  bool ok = false;
  /// Largest |a - e|, and |a - e| / |e| over elements with e != 0 (0 for
  /// tensors that are not float; infinite where one side is NaN).
  double maxAbsErr = 0, maxRelErr = 0;
  /// `dtype f32, expected i64`, `shape [2, 3], expected [3, 3]`, or empty.
  std::string problem;
};
llvm::Expected<TensorDifference> compareTensors(Attribute actual,
                                                Attribute expected,
                                                double rtol, double atol);

} // namespace tocc::runtime

#endif // TOCC_RUNTIME_VERIFICATION_H
