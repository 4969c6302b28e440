//===- Progress.cpp - tocc-export's progress bar on stderr ----------------===//
#include "ExportInternals.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace tocc;
using namespace tocc::exporting;

ProgressBar::ProgressBar(ProgressMode mode, unsigned numStages)
    : enabled(mode == ProgressMode::Always ||
              (mode == ProgressMode::Auto &&
               llvm::sys::Process::StandardErrIsDisplayed())),
      numStages(numStages) {}

ProgressBar::~ProgressBar() {
  if (enabled && drawn)
    llvm::errs() << "\r\x1b[K";
}

void ProgressBar::beginStage(llvm::StringRef name) {
  ++stageIndex;
  stageName = name.str();
  done = total = 0;
  draw(/*force=*/true);
}

void ProgressBar::endStage() { draw(/*force=*/true); }

void ProgressBar::bytes(uint64_t d, uint64_t t) {
  done = d;
  total = t;
  draw(/*force=*/d == t);
}

void ProgressBar::draw(bool force) {
  if (!enabled)
    return;
  auto now = std::chrono::steady_clock::now();
  if (!force && drawn && now - lastDraw < std::chrono::milliseconds(100))
    return;
  lastDraw = now;
  drawn = true;
  const unsigned width = 30;
  double fraction =
      numStages ? double(stageIndex - 1) / numStages : 0.0;
  if (total)
    fraction += double(done) / double(total) / numStages;
  unsigned filled = unsigned(fraction * width);
  std::string bar(filled, '=');
  if (filled < width)
    bar += '>' + std::string(width - filled - 1, ' ');
  llvm::raw_ostream &os = llvm::errs();
  os << "\r\x1b[K[" << bar << "] " << stageIndex << "/" << numStages << " "
     << stageName;
  if (total)
    os << llvm::format(" %.1f/%.1f MB", done / 1e6, total / 1e6);
  os.flush();
}
