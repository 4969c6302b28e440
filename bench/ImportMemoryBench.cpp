//===- ImportMemoryBench.cpp - Peak memory and time of importing a .pt ----===//
//
//   tocc-bench-import MODEL.pt
//
// measures, each in a child process of its own (a peak RSS only grows):
//   load    LibTorch's start and torch::jit::load of the module, nothing else;
//   import  the same load, then the tocc import (freeze, inline, build IR);
// and prints both peaks, the bytes of the weights, the difference (what the
// import costs on top of the loaded module) and the times. The importer's
// weight constants alias LibTorch's tensors, so the difference should stay
// far below the weight bytes. `--mode=load|import` runs one measurement in
// this process and prints it as `key=value` lines (what the parent reads).
//
// Like the Frontend unit tests, this includes lib/Frontend's Torch.h: the
// load-only measurement needs LibTorch itself.
//
//===----------------------------------------------------------------------===//
#include "Torch.h"

#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <sys/resource.h>

using namespace tocc;
namespace cl = llvm::cl;

static cl::opt<std::string> modelPath(cl::Positional, cl::Required,
                                      cl::desc("<model.pt>"));
static cl::opt<std::string>
    mode("mode", cl::desc("Run one measurement here: load or import"),
         cl::init(""));

/// Peak resident set size of this process, in bytes.
static uint64_t peakRSS() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<uint64_t>(usage.ru_maxrss) * 1024; // Linux: kB
}

static double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// Bytes of the module's distinct parameter and buffer storages.
static uint64_t weightBytes(const torch::jit::Module &m) {
  llvm::DenseSet<const void *> seen;
  uint64_t bytes = 0;
  auto add = [&](const at::Tensor &t) {
    if (t.defined() && t.has_storage() &&
        seen.insert(t.storage().data()).second)
      bytes += t.storage().nbytes();
  };
  for (const auto &p : m.named_parameters(/*recurse=*/true))
    add(p.value);
  for (const auto &b : m.named_buffers(/*recurse=*/true))
    add(b.value);
  return bytes;
}

/// One measurement in this process; prints `key=value` lines.
static int measure() {
  auto start = std::chrono::steady_clock::now();
  std::optional<torch::jit::Module> m;
  try {
    m = torch::jit::load(modelPath);
  } catch (const std::exception &e) {
    const char *what = e.what();
    if (auto *c10Error = dynamic_cast<const c10::Error *>(&e))
      what = c10Error->what_without_backtrace();
    llvm::errs() << "tocc-bench-import: cannot load '" << modelPath
                 << "': " << llvm::StringRef(what).trim() << "\n";
    return 1;
  }
  double loadSeconds = secondsSince(start);
  llvm::outs() << "load_s=" << loadSeconds << "\n"
               << "module_weight_bytes=" << weightBytes(*m) << "\n";
  if (mode == "import") {
    registerAllDialects();
    Context ctx;
    loadRegisteredDialects(ctx);
    ctx.setAllowUnregisteredOps(true);
    start = std::chrono::steady_clock::now();
    auto module =
        frontend::importTorchScriptModule(*m, ctx, {}, modelPath);
    double importSeconds = secondsSince(start);
    if (!module) {
      llvm::errs() << "tocc-bench-import: " << toString(module.takeError())
                   << "\n";
      return 1;
    }
    uint64_t ops = 0, dense = 0, denseBytes = 0, aliased = 0;
    llvm::DenseSet<const void *> storages;
    for (const auto &p : m->named_parameters(/*recurse=*/true))
      storages.insert(p.value.data_ptr());
    for (const auto &b : m->named_buffers(/*recurse=*/true))
      storages.insert(b.value.data_ptr());
    (*module)->walk([&](Operation *op) {
      ++ops;
      Attribute value = op->getAttr("value");
      if (!value || !value.isDense())
        return;
      ++dense;
      denseBytes += value.getRawData().size();
      aliased += storages.contains(value.getRawData().data());
    });
    llvm::outs() << "import_s=" << importSeconds << "\n"
                 << "ops=" << ops << "\n"
                 << "dense_constants=" << dense << "\n"
                 << "dense_bytes=" << denseBytes << "\n"
                 << "aliased_constants=" << aliased << "\n";
  }
  llvm::outs() << "peak_rss=" << peakRSS() << "\n";
  return 0;
}

/// Runs `--mode=which` in a child process and reads its `key=value` lines.
static bool runChild(const std::string &self, llvm::StringRef which,
                     llvm::StringMap<std::string> &out) {
  llvm::SmallString<128> outFile;
  if (llvm::sys::fs::createTemporaryFile("tocc-bench-import", "txt", outFile)) {
    llvm::errs() << "tocc-bench-import: cannot create a temporary file\n";
    return false;
  }
  std::string modeFlag = ("--mode=" + which).str();
  llvm::SmallVector<llvm::StringRef, 4> args = {self, modeFlag, modelPath};
  std::optional<llvm::StringRef> redirects[] = {std::nullopt,
                                                llvm::StringRef(outFile),
                                                std::nullopt};
  std::string error;
  int rc = llvm::sys::ExecuteAndWait(self, args, std::nullopt, redirects, 0, 0,
                                     &error);
  auto text = llvm::MemoryBuffer::getFile(outFile);
  llvm::sys::fs::remove(outFile);
  if (rc != 0 || !text) {
    llvm::errs() << "tocc-bench-import: the " << which
                 << " measurement failed" << (error.empty() ? "" : ": ")
                 << error << "\n";
    return false;
  }
  llvm::SmallVector<llvm::StringRef, 16> lines;
  (*text)->getBuffer().split(lines, '\n', -1, false);
  for (llvm::StringRef line : lines) {
    auto [key, value] = line.split('=');
    out[key] = value.str();
  }
  return true;
}

static double number(llvm::StringMap<std::string> &m, llvm::StringRef key) {
  double v = 0;
  llvm::StringRef(m[key]).getAsDouble(v);
  return v;
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(
      argc, argv, "tocc-bench-import: peak RSS and time of a .pt import\n");
  if (mode == "load" || mode == "import")
    return measure();
  if (!mode.empty()) {
    llvm::errs() << "tocc-bench-import: --mode must be load or import\n";
    return 1;
  }
  if (!llvm::sys::fs::is_regular_file(modelPath)) {
    llvm::errs() << "tocc-bench-import: '" << modelPath
                 << "' is not a file\n";
    return 1;
  }
  std::string self =
      llvm::sys::fs::getMainExecutable(argv[0], (void *)&peakRSS);
  llvm::StringMap<std::string> load, import;
  if (!runChild(self, "load", load) || !runChild(self, "import", import))
    return 1;
  constexpr double MB = 1e6;
  double weights = number(load, "module_weight_bytes");
  double peakLoad = number(load, "peak_rss");
  double peakImport = number(import, "peak_rss");
  llvm::outs() << llvm::format("model            %s\n", modelPath.c_str())
               << llvm::format("weights          %10.1f MB\n", weights / MB)
               << llvm::format("peak RSS load    %10.1f MB   (%.2f s load)\n",
                               peakLoad / MB, number(load, "load_s"))
               << llvm::format("peak RSS import  %10.1f MB   (%.2f s load + "
                               "%.2f s import)\n",
                               peakImport / MB, number(import, "load_s"),
                               number(import, "import_s"))
               << llvm::format("import - load    %10.1f MB",
                               (peakImport - peakLoad) / MB);
  if (weights >= MB)
    llvm::outs() << llvm::format("   (%.1f%% of the weights)",
                                 100 * (peakImport - peakLoad) / weights);
  llvm::outs() << "\n"
               << llvm::format("ops              %10.0f   (%.0f dense "
                               "constants, %.0f of them aliasing the "
                               "module's tensors, %.1f MB)\n",
                               number(import, "ops"),
                               number(import, "dense_constants"),
                               number(import, "aliased_constants"),
                               number(import, "dense_bytes") / MB);
  return 0;
}
