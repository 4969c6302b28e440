//===- TorchScriptEntry.cpp - A TorchScript file or module into aten ------===//
//
// The entry of both import modes: tocc::importTorchScript loads a .pt file,
// and importTorchScriptModule checks the module has a forward and imports
// it scripted (importScriptedModule, TorchScriptImporter.cpp) or, with
// options.trace, traced (traceTorchScriptModule, Capture.cpp). The choice
// lives here so that the importer never calls the capture, which calls the
// importer (the order is in Torch.h).
//
//===----------------------------------------------------------------------===//
#include "Torch.h"
#include "Trace.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"

using namespace tocc;
using namespace tocc::frontend;
namespace jit = torch::jit;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

llvm::Expected<std::unique_ptr<Module>>
frontend::importTorchScriptModule(const jit::Module &loaded, Context &ctx,
                                  const TorchScriptImportOptions &options,
                                  llvm::StringRef fileName) {
  auto fail = [&](const llvm::Twine &msg) {
    return makeError("'" + fileName + "': " + msg);
  };
  const char *phase = "freezing the module";
  try {
    jit::Module m = loaded;
    if (!m.find_method("forward")) {
      // A scripted module with @overload'ed forward (nn.LSTM) has
      // forward__0, forward__1, ... and no forward.
      std::string overloads;
      for (const jit::Method &method : m.get_methods())
        if (llvm::StringRef(method.name()).starts_with("forward__"))
          overloads += (overloads.empty() ? "" : ", ") + method.name();
      if (!overloads.empty())
        return fail("the module has no 'forward' method, only the overloads " +
                    overloads + "; script a module whose forward calls it");
      return fail("the module has no 'forward' method");
    }
    if (options.trace) {
      phase = "tracing the module";
      return traceTorchScriptModule(m, ctx, options, fileName);
    }
  } catch (const std::exception &e) {
    return fail(llvm::Twine("error while ") + phase + ": " + torchMessage(e));
  }
  return importScriptedModule(loaded, ctx, options, fileName);
}

llvm::Expected<std::unique_ptr<Module>>
tocc::importTorchScript(llvm::StringRef path, Context &ctx,
                        const TorchScriptImportOptions &options) {
  // Our own message for a missing file, before LibTorch's.
  int fd;
  if (std::error_code ec = llvm::sys::fs::openFileForRead(path, fd))
    return makeError("cannot open '" + path + "': " + ec.message());
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  if (llvm::sys::fs::is_directory(path))
    return makeError("cannot open '" + path + "': it is a directory");
  std::optional<jit::Module> m;
  try {
    registerTorchvisionOps();
    m = jit::load(path.str());
  } catch (const std::exception &e) {
    std::string msg = torchMessage(e);
    // A custom op (myops::scaled_swish) is unknown until the library that
    // registers it is loaded: say how (docs/custom-ops.md).
    std::string hint;
    llvm::StringRef rest = msg;
    size_t at = rest.find("Unknown builtin op: ");
    if (at != llvm::StringRef::npos) {
      llvm::StringRef name = rest.drop_front(at + 20).take_until(
          [](char c) { return c == '.' || c == '\n' || c == ' '; });
      if (!name.starts_with("aten::") && !name.starts_with("prim::"))
        hint = "\nnote: '" + name.str() +
               "' may be a custom op: load the library that registers it "
               "with --load-torch-library";
    }
    return makeError("'" + path + "' is not a TorchScript module: " + msg +
                     hint);
  }
  return importTorchScriptModule(*m, ctx, options, path);
}
