//===- TorchBoundary.h - LibTorch's exceptions into llvm::Errors ----------===//
//
// LibTorch reports problems by throwing (c10::Error, std::bad_alloc, any
// std::exception); tocc reports them as llvm::Errors and diagnostics. Every
// call from tocc into LibTorch runs inside a boundary that converts: the
// entry points of the Frontend (loading a file, importing, tracing,
// capturing) and of the Runtime (running a graph, verifying, evaluating
// constants). No LibTorch header here, so that the entries of the LibTorch
// module, which are built without LibTorch's flags, use it too.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_FRONTEND_TORCHBOUNDARY_H
#define TOCC_LIB_FRONTEND_TORCHBOUNDARY_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <new>
#include <string>

namespace tocc::frontend {

/// The message of the exception being handled (call it in a catch block):
/// a c10::Error's without its C++ backtrace, a sentence for running out of
/// memory (std::bad_alloc, often a corrupt size in a file), what() for
/// another std::exception, and a sentence for what is none.
std::string currentExceptionMessage();

/// While alive, running out of memory throws std::bad_alloc, which a
/// boundary catches, instead of calling the new-handler that LLVM's tools
/// install (llvm::InitLLVM), which aborts: a corrupt size in a file makes
/// LibTorch ask for more memory than there is.
class ThrowOnOutOfMemory {
public:
  ThrowOnOutOfMemory() : saved(std::set_new_handler(nullptr)) {}
  ~ThrowOnOutOfMemory() { std::set_new_handler(saved); }
  ThrowOnOutOfMemory(const ThrowOnOutOfMemory &) = delete;
  ThrowOnOutOfMemory &operator=(const ThrowOnOutOfMemory &) = delete;

private:
  std::new_handler saved;
};

/// Runs `body`, which calls into LibTorch and returns an llvm::Error or an
/// llvm::Expected, and turns what it throws into the error `<what>:
/// <message>`. `what` names the file and what was being done (`'m.pt':
/// error while freezing the module`).
template <typename Fn>
auto torchBoundary(const llvm::Twine &what, Fn &&body) -> decltype(body()) {
  ThrowOnOutOfMemory throwOnOutOfMemory;
  try {
    return body();
  } catch (...) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   what + ": " + currentExceptionMessage());
  }
}

} // namespace tocc::frontend

#endif // TOCC_LIB_FRONTEND_TORCHBOUNDARY_H
