//===- Capture.h - Capture C++ modules and callables at the dispatcher ----===//
//
// Runs a torch::nn::Module (or any callable over tensors) on example inputs
// and records the ATen ops that ran -- LibTorch's own tracer, at the
// dispatcher -- then imports the recorded jit::Graph into the aten dialect
// like a TorchScript file: a `@main` graph of aten.* / prim.* ops, weights
// as prim.Constant ops named by module path (`layer1.0.conv1.weight`) whose
// bytes are the LibTorch tensors' own storage (nothing is copied).
//
// What the capture cannot see, it reports: a read of a tensor's value into
// the host (`.item()`, `if (t.is_nonzero())`, `at::equal`) is a *trace
// hazard* -- the graph holds the value read for the example inputs as a
// constant. Hazards are warnings at the op's location (an error with
// `strict`), and are listed in the module attribute `tocc.trace_hazards`.
//
// This is a Frontend header: it includes LibTorch's, and users link
// TOCCFrontend. docs/capture.md has an example.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_CAPTURE_H
#define TOCC_CAPTURE_H

#include "tocc/IR/Module.h"

#include "llvm/Support/Error.h"

#include <ATen/core/Tensor.h>
#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace tocc {

class Context;

/// True on a thread while a capture runs on it: the C++ counterpart of
/// torch.onnx.is_in_onnx_export(). Model code may branch on it, e.g. to
/// skip a check that reads a tensor's value (a trace hazard).
bool isCapturing();

struct CaptureOptions {
  /// Graph input names, in order; default `input_0`, `input_1`, ...
  std::vector<std::string> inputNames;
  /// Input type specs `name=dtype[d0,d1,...]` (a name makes a dim
  /// symbolic), as for TorchScriptImportOptions::inputShapes; they
  /// override the types of the example inputs.
  std::vector<std::string> inputShapes;
  /// Trace hazards are errors and the capture fails.
  bool strict = false;
};

/// The signature of what is captured: tensors in, tensors out.
using TensorFunction =
    std::function<std::vector<at::Tensor>(const std::vector<at::Tensor> &)>;

/// Captures `fn` run once on `exampleInputs`. Tensors `fn` uses that are
/// not inputs (weights in a closure) become constants; the ones listed in
/// `namedWeights` get those names. Their requires_grad is turned off for
/// the capture (LibTorch's tracer cannot bake a tensor requiring grad into
/// a constant) and restored afterwards. A LibTorch error, or an exception
/// thrown by `fn`, is returned as an error; nothing of the capture is left
/// behind (tracing state, callbacks). Captures cannot be nested.
llvm::Expected<std::unique_ptr<Module>> captureFunction(
    const TensorFunction &fn, const std::vector<at::Tensor> &exampleInputs,
    Context &ctx, const CaptureOptions &options = {},
    const std::vector<std::pair<std::string, at::Tensor>> &namedWeights = {});

/// Captures `forward` (which should call `module`) on `exampleInputs`,
/// naming the module's parameters and buffers after their paths. For the
/// capture the module is in eval mode and its parameters do not require
/// grad; both are restored afterwards, also on errors.
llvm::Expected<std::unique_ptr<Module>>
captureModule(torch::nn::Module &module, const TensorFunction &forward,
              const std::vector<at::Tensor> &exampleInputs, Context &ctx,
              const CaptureOptions &options = {});

namespace detail {
inline std::vector<at::Tensor> toTensors(at::Tensor t) { return {std::move(t)}; }
inline std::vector<at::Tensor> toTensors(std::vector<at::Tensor> ts) {
  return ts;
}
template <typename... Ts>
std::vector<at::Tensor> toTensors(const std::tuple<Ts...> &tuple) {
  return std::apply(
      [](const auto &...t) { return std::vector<at::Tensor>{at::Tensor(t)...}; },
      tuple);
}

template <size_t> using TensorAt = at::Tensor;

template <typename M, typename Indices, typename = void>
struct CanForward : std::false_type {};
template <typename M, size_t... I>
struct CanForward<M, std::index_sequence<I...>,
                  std::void_t<decltype(std::declval<M &>().forward(
                      std::declval<TensorAt<I>>()...))>> : std::true_type {};

template <typename M, size_t... I>
std::vector<at::Tensor> forwardWith(M &m, const std::vector<at::Tensor> &in,
                                    std::index_sequence<I...>) {
  return toTensors(m.forward(in[I]...));
}

/// Calls `m.forward` with the N tensors of `in`, for the N (1 to 6) that
/// forward takes.
template <typename M, size_t N = 1>
std::vector<at::Tensor> callForward(M &m, const std::vector<at::Tensor> &in) {
  if constexpr (N > 6) {
    (void)m;
    throw std::invalid_argument(
        "the module's forward takes no list of " + std::to_string(in.size()) +
        " tensors (captureModule supports forward(Tensor, ...) with 1 to 6 "
        "tensors; use the overload that takes a TensorFunction)");
  } else {
    if constexpr (CanForward<M, std::make_index_sequence<N>>::value) {
      if (in.size() == N)
        return forwardWith(m, in, std::make_index_sequence<N>());
    }
    return callForward<M, N + 1>(m, in);
  }
}
} // namespace detail

/// Captures a module holder (`torch::nn::Sequential`, `MyNet`, ...) whose
/// forward takes the example inputs as tensors and returns a tensor, a
/// tuple or a vector of tensors.
template <typename ModuleType>
llvm::Expected<std::unique_ptr<Module>>
captureModule(torch::nn::ModuleHolder<ModuleType> &holder,
              const std::vector<at::Tensor> &exampleInputs, Context &ctx,
              const CaptureOptions &options = {}) {
  ModuleType &impl = *holder;
  return captureModule(
      impl,
      [&impl](const std::vector<at::Tensor> &inputs) {
        return detail::callForward(impl, inputs);
      },
      exampleInputs, ctx, options);
}

/// While alive, names the location of the ops captured on this thread:
/// the innermost scope's name (and file:line, if given) becomes the
/// location of the ops recorded under it, and of the trace hazards found
/// there. Without a scope, captured ops have an unknown location. Cheap
/// outside of captures; use TOCC_CAPTURE_SCOPE to record __FILE__:__LINE__.
class CaptureScope {
public:
  explicit CaptureScope(std::string name, const char *file = nullptr,
                        unsigned line = 0);
  ~CaptureScope();
  CaptureScope(const CaptureScope &) = delete;
  CaptureScope &operator=(const CaptureScope &) = delete;
};

#define TOCC_CAPTURE_SCOPE_CONCAT2(a, b) a##b
#define TOCC_CAPTURE_SCOPE_CONCAT(a, b) TOCC_CAPTURE_SCOPE_CONCAT2(a, b)
/// `TOCC_CAPTURE_SCOPE("encoder.block0");` names the ops captured in the
/// rest of the enclosing block, located at this file and line.
#define TOCC_CAPTURE_SCOPE(name)                                               \
  ::tocc::CaptureScope TOCC_CAPTURE_SCOPE_CONCAT(toccCaptureScope, __LINE__)(  \
      (name), __FILE__, __LINE__)

} // namespace tocc

#endif // TOCC_CAPTURE_H
