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
#include "TorchArchive.h"
#include "Trace.h"

#include "tocc/IR/Context.h"
#include "tocc/Support/InputFiles.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

#include <caffe2/serialize/inline_container.h>

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
  // The boundary of both modes: whatever LibTorch throws below becomes
  // an error naming the file.
  const char *phase = "looking up forward";
  ThrowOnOutOfMemory throwOnOutOfMemory;
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
    phase = "importing the module";
    return importScriptedModule(loaded, ctx, options, fileName);
  } catch (...) {
    return fail(llvm::Twine("error while ") + phase + ": " +
                currentExceptionMessage());
  }
}

/// The custom-op hint of LibTorch's message `msg` about an unknown op: a
/// library that registers it may not be loaded (docs/custom-ops.md).
static std::string customOpHint(llvm::StringRef msg) {
  size_t at = msg.find("Unknown builtin op: ");
  if (at == llvm::StringRef::npos)
    return "";
  llvm::StringRef name = msg.drop_front(at + 20).take_until(
      [](char c) { return c == '.' || c == '\n' || c == ' '; });
  if (name.starts_with("aten::") || name.starts_with("prim::"))
    return "";
  return "\nnote: '" + name.str() +
         "' may be a custom op: load the library that registers it with "
         "--load-torch-library";
}

namespace {
/// A problem already reported as a diagnostic, where it is in the file.
class ReportedError : public llvm::ErrorInfo<ReportedError> {
public:
  static char ID;
  void log(llvm::raw_ostream &os) const override {
    os << "reported as a diagnostic";
  }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
};
char ReportedError::ID;
} // namespace

/// Checks what LibTorch will read of the archive `bytes` (the file `path`)
/// before it reads it (TorchArchive.h): the records it needs, the nesting
/// of the code, the pickles and the records behind their tensors. A
/// problem of the whole file (not a zip archive, a record missing) is the
/// error's message; one inside a record is reported where it is, through
/// `ctx`, and is a ReportedError. LibTorch's reader inflates the records,
/// so this may throw.
static llvm::Error
checkArchive(llvm::StringRef path,
             const std::shared_ptr<llvm::MemoryBuffer> &bytes, Context &ctx) {
  DiagnosticEngine &diags = ctx.getDiagEngine();
  Location fileLoc = ctx.getNameLoc(path);
  auto report = [&](Location loc, const llvm::Twine &msg) -> llvm::Error {
    diags.emitError(loc) << msg.str();
    return llvm::make_error<ReportedError>();
  };
  llvm::Expected<ArchiveIndex> index = ArchiveIndex::read(bytes->getBuffer());
  if (!index)
    return index.takeError();
  const char *notModule = " (TorchScript modules are saved with "
                          "torch.jit.script(m).save() or "
                          "torch.jit.trace(m, x).save())";
  // The format version is `.data/version` in newer files.
  if (!index->lookup("version") && !index->lookup(".data/version"))
    return makeError(llvm::Twine("the archive has no record version") +
                     notModule);
  for (const char *name : {"data.pkl", "constants.pkl"})
    if (!index->lookup(name))
      return makeError(llvm::Twine("the archive has no record ") + name +
                       notModule);
  // LibTorch's zip reader (miniz) finds a record by its name ignoring
  // case: `coDe/x.py.debug_pkl` is what it reads for code/x.py's debug
  // information. Records are recognized the same way, so that every record
  // it may read is checked.
  std::string folder = index->getFolder().str() + "/";
  auto inFolder = [&](const ArchiveRecord &r) {
    return llvm::StringRef(r.name).starts_with_insensitive(folder);
  };
  auto isCode = [&](llvm::StringRef name) {
    return name.starts_with_insensitive("code/") &&
           name.ends_with_insensitive(".py");
  };
  if (llvm::none_of(index->getRecords(), [&](const ArchiveRecord &r) {
        return inFolder(r) && isCode(index->localName(r));
      }))
    return makeError(llvm::Twine("the archive has no code (no record "
                                 "code/*.py)") +
                     notModule);

  // LibTorch's reader parses the version as it opens the archive.
  for (const char *name : {"version", ".data/version"}) {
    const ArchiveRecord *r = index->lookup(name);
    if (!r || r->method != 0)
      continue;
    llvm::StringRef text =
        bytes->getBuffer().substr(r->dataOffset, r->storedSize);
    llvm::StringRef digits = text.trim();
    if (digits.empty() || digits.size() > 8 ||
        !llvm::all_of(digits, llvm::isDigit))
      return makeError(llvm::Twine("record ") + name + " holds '" +
                       text.take_front(32) + "', not a format version");
  }
  caffe2::serialize::PyTorchStreamReader reader(
      std::make_shared<BufferReadAdapter>(bytes->getBuffer(), bytes));
  for (const ArchiveRecord &r : index->getRecords()) {
    if (!inFolder(r))
      continue;
    llvm::StringRef name = index->localName(r);
    bool code = isCode(name);
    bool debugInfo = name.starts_with_insensitive("code/") &&
                     name.ends_with_insensitive(".debug_pkl");
    bool pickle = name.equals_insensitive("data.pkl") ||
                  name.equals_insensitive("constants.pkl") || debugInfo;
    if (!code && !pickle)
      continue;
    auto [data, size] = reader.getRecord(name.str());
    llvm::StringRef text(static_cast<const char *>(data.get()), size);
    if (code) {
      std::optional<RecordProblem> p = checkCodeNesting(text);
      if (!p)
        p = checkClassBodies(text);
      if (p)
        return report(ctx.getFileLineColLoc((path + ": " + name).str(), p->line,
                                            p->column),
                      p->message);
      continue;
    }
    PickleCheck check;
    check.debugInfo = debugInfo;
    if (name.equals_insensitive("data.pkl"))
      check.storageFolder = "data/";
    if (name.equals_insensitive("constants.pkl")) {
      check.storageFolder = "constants/";
      // Code reads the constants as CONSTANTS.c0, CONSTANTS.c1, ...
      check.elementName = [](size_t i) {
        return "CONSTANTS.c" + std::to_string(i);
      };
    }
    check.recordSize = [&](llvm::StringRef key) -> std::optional<uint64_t> {
      if (const ArchiveRecord *storage =
              index->lookup((check.storageFolder + key).str()))
        return storage->size;
      return std::nullopt;
    };
    if (std::optional<RecordProblem> p = checkPickle(text, check)) {
      if (p->offset)
        return report(fileLoc, "record " + name + " at byte " +
                                   llvm::Twine(*p->offset) + ": " + p->message);
      // A tensor's problem names its record.
      if (check.debugInfo)
        return report(fileLoc, "record " + name + ": " + p->message);
      return report(fileLoc, p->message);
    }
  }
  return llvm::Error::success();
}

llvm::Expected<jit::Module> frontend::loadTorchScriptFile(llvm::StringRef path,
                                                          Context &ctx) {
  // Our own message for a missing file or a device, before LibTorch's.
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      readInputFile(path);
  if (!buffer)
    return makeError("cannot open '" + path +
                     "': " + llvm::toString(buffer.takeError()));
  // LibTorch reads the bytes that were checked, from memory.
  std::shared_ptr<llvm::MemoryBuffer> bytes = std::move(*buffer);
  // A problem reported where it is in the file leaves this to say so.
  auto refused = [&] {
    return makeError("cannot load '" + path + "' (see the error above)");
  };
  auto notModule = [&](const llvm::Twine &msg) {
    return makeError("'" + path + "' is not a TorchScript module: " + msg);
  };
  ThrowOnOutOfMemory throwOnOutOfMemory;
  try {
    if (llvm::Error err = checkArchive(path, bytes, ctx)) {
      if (err.isA<ReportedError>()) {
        llvm::consumeError(std::move(err));
        return refused();
      }
      return notModule(llvm::toString(std::move(err)));
    }
    registerTorchvisionOps();
    jit::Module m = jit::load(std::make_shared<BufferReadAdapter>(bytes));
    // What the pickles held, now as LibTorch made it: each attribute of the
    // type its class declares, each tensor inside its storage.
    if (std::optional<std::string> problem =
            checkValue(m._ivalue(), m.type(), "")) {
      ctx.getDiagEngine().emitError(ctx.getNameLoc(path))
          << (llvm::StringRef(*problem).starts_with("tensor") ? ""
                                                              : "attribute ")
          << *problem;
      return refused();
    }
    return m;
  } catch (...) {
    std::string msg = currentExceptionMessage();
    return notModule(msg + customOpHint(msg));
  }
}

llvm::Expected<std::unique_ptr<Module>>
tocc::importTorchScript(llvm::StringRef path, Context &ctx,
                        const TorchScriptImportOptions &options) {
  llvm::Expected<jit::Module> m = loadTorchScriptFile(path, ctx);
  if (!m)
    return m.takeError();
  return importTorchScriptModule(*m, ctx, options, path);
}
