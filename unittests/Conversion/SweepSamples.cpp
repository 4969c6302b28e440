//===- SweepSamples.cpp - The numeric sweeps' sample files -----------------===//
#include "SweepSamples.h"

#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Parser.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Runtime/Interpreter.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#ifndef TOCC_SWEEP_SAMPLES_DIR
#error "TOCC_SWEEP_SAMPLES_DIR must name unittests/Conversion/Samples"
#endif

namespace tocc::sweep {

void setUpDialects(Context &ctx) {
  static bool registered = [] {
    registerAllDialects();
    registerTransformsPasses();
    registerAtenToCorePasses();
    registerAtenDecompositions();
    registerCoreToCorePasses();
    registerCoreExpansions();
    registerCoreToOnnxPasses();
    return true;
  }();
  (void)registered;
  loadRegisteredDialects(ctx);
}

std::string where(const SampleFile &file, unsigned line) {
  return llvm::sys::path::filename(file.path).str() + ":" +
         std::to_string(line);
}

std::string describe(const SampleFile &file, const Sample &s) {
  return "sample @" + s.graphName + " (" + where(file, s.line) + ")";
}

bool pipelineDecomposes(llvm::StringRef pipeline, std::string &error) {
  auto passes = parsePassPipeline(pipeline);
  if (!passes) {
    error = llvm::toString(passes.takeError());
    return false;
  }
  return llvm::any_of(*passes, [](const std::unique_ptr<Pass> &p) {
    return p->getArgument() == "decompose";
  });
}

std::unique_ptr<SampleFile> loadSampleText(llvm::StringRef path,
                                           llvm::StringRef text) {
  auto file = std::make_unique<SampleFile>();
  file->path = path.str();
  file->pipeline = kDefaultPipeline.str();
  file->ctx = std::make_unique<Context>();
  Context &ctx = *file->ctx;
  setUpDialects(ctx);
  ctx.setAllowUnregisteredOps(true);

  llvm::SmallVector<llvm::StringRef, 0> lines;
  text.split(lines, '\n');
  for (llvm::StringRef l : lines)
    if (l.trim().starts_with(kAfterLoweringComment)) {
      file->afterLowering =
          l.trim().drop_front(kAfterLoweringComment.size()).trim().str();
      break;
    }
  for (llvm::StringRef l : lines)
    if (l.trim().starts_with(kPipelineComment)) {
      file->pipeline =
          l.trim().drop_front(kPipelineComment.size()).trim().str();
      break;
    }
  std::string pipelineError;
  file->decomposes = pipelineDecomposes(file->pipeline, pipelineError);
  if (!pipelineError.empty()) {
    file->errors.push_back(where(*file, 1) + ": bad sweep-pipeline '" +
                           file->pipeline + "': " + pipelineError);
    return file;
  }

  // Diagnostics go to the message of the chunk being loaded.
  std::string diagnostics;
  auto handler = ctx.getDiagEngine().registerHandler([&](const Diagnostic &d) {
    llvm::raw_string_ostream os(diagnostics);
    os << d.getLocation() << ": " << severityName(d.getSeverity()) << ": "
       << d.getMessage() << "\n";
    return success();
  });

  // Chunks: the parts between `// -----` lines, padded so that locations
  // are lines of the file.
  for (SplitChunk &part : splitAtMarkers(text)) {
    const std::string &chunkText = part.text;
    unsigned firstLine = part.firstLine;
    if (!llvm::any_of(llvm::split(chunkText, '\n'), [](llvm::StringRef l) {
          return l.trim().starts_with("graph ");
        }))
      continue;

    Chunk chunk;
    chunk.firstLine = firstLine;
    chunk.text = chunkText;
    constexpr llvm::StringLiteral kMinOpset = "// sweep-min-opset:";
    if (size_t at = llvm::StringRef(chunk.text).find(kMinOpset);
        at != llvm::StringRef::npos)
      llvm::StringRef(chunk.text)
          .substr(at + kMinOpset.size())
          .ltrim()
          .consumeInteger(10, chunk.minOpset);
    diagnostics.clear();
    chunk.before = parseSourceString(chunkText, ctx, path);
    if (chunk.before && failed(verify(*chunk.before)))
      chunk.before.reset();
    if (!chunk.before) {
      file->errors.push_back(where(*file, firstLine) +
                             ": the sample does not parse or verify:\n" +
                             diagnostics);
      continue;
    }
    chunk.after = parseSourceString(chunkText, ctx, path);
    for (Graph &g : chunk.before->getGraphs()) {
      Sample s;
      s.graphName = g.getName().str();
      s.line = g.getLoc().getFileLoc().getLine();
      // `// sweep: shapes-only` among the comment lines right above.
      for (unsigned l = s.line > 0 ? s.line - 1 : 0; l >= 1; --l) {
        llvm::StringRef t = lines[l - 1].trim();
        if (t.empty())
          continue;
        if (!t.starts_with("//") || t == "// -----")
          break;
        if (t == kShapesOnlyComment)
          s.shapesOnly = true;
      }
      chunk.samples.push_back(std::move(s));
      g.walk([&](Operation *op) { file->opNames.insert(op->getNameStr()); });
    }

    PassManager pm(ctx);
    if (llvm::Error err = pm.addPipeline(file->pipeline)) {
      file->errors.push_back(where(*file, firstLine) + ": " +
                             llvm::toString(std::move(err)));
      continue;
    }
    diagnostics.clear();
    if (failed(pm.run(*chunk.after))) {
      file->errors.push_back(where(*file, firstLine) + ": pipeline '" +
                             file->pipeline + "' failed:\n" + diagnostics);
      continue;
    }
    bool clean = true;
    chunk.after->walk([&](Operation *op) {
      if (!op->getNameStr().starts_with("aten."))
        return;
      clean = false;
      Location loc = op->getLoc().getFileLoc();
      file->errors.push_back(
          where(*file, loc.isUnknown() ? firstLine : loc.getLine()) + ": '" +
          op->getNameStr().str() + "' is left after '" + file->pipeline +
          "' (in the chunk at line " + std::to_string(firstLine) + ")");
    });
    if (clean)
      file->chunks.push_back(std::move(chunk));
  }
  ctx.getDiagEngine().eraseHandler(handler);
  return file;
}

std::vector<std::string> listSampleFiles() {
  std::vector<std::string> paths;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(TOCC_SWEEP_SAMPLES_DIR, ec), end;
       it != end && !ec; it.increment(ec))
    if (llvm::StringRef(it->path()).ends_with(".mlir"))
      paths.push_back(it->path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::unique_ptr<SampleFile> loadSampleFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    auto file = std::make_unique<SampleFile>();
    file->path = path;
    file->errors.push_back(path +
                           ": cannot read: " + buffer.getError().message());
    return file;
  }
  return loadSampleText(path, (*buffer)->getBuffer());
}

const std::vector<std::unique_ptr<SampleFile>> &allSampleFiles() {
  static std::vector<std::unique_ptr<SampleFile>> files = [] {
    std::vector<std::unique_ptr<SampleFile>> loaded;
    for (const std::string &path : listSampleFiles())
      loaded.push_back(loadSampleFile(path));
    return loaded;
  }();
  return files;
}

const SampleFile *findSampleFile(llvm::StringRef path) {
  for (const auto &f : allSampleFiles())
    if (f->path == path)
      return f.get();
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Running and comparing
//===----------------------------------------------------------------------===//

llvm::Expected<at::Tensor> randomInput(Type type) {
  if (!type.isTensor() || !type.hasStaticShape())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "every argument must be a fully static tensor type, not " + type.str());
  std::vector<int64_t> sizes;
  for (Dim d : type.getDims())
    sizes.push_back(d.getStatic());
  DType dtype = type.getDType();
  std::optional<c10::ScalarType> st = runtime::toScalarType(dtype);
  if (!st)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no random inputs of dtype " +
                                       dtypeName(dtype).str());
  if (isFloatDType(dtype))
    return at::randn(sizes, at::kFloat).to(*st);
  if (dtype == DType::C64 || dtype == DType::C128)
    return at::randn(sizes, at::TensorOptions().dtype(*st));
  if (dtype == DType::Bool)
    return at::randint(0, 2, sizes, at::kLong).to(at::kBool);
  return at::randint(0, 4, sizes, at::kLong).to(*st);
}

Tolerance toleranceFor(at::ScalarType st) {
  if (st == at::kHalf || st == at::kBFloat16)
    return {1e-2, 1e-2};
  return {1e-4, 1e-5};
}

/// Empty if `got` (after the pipeline) matches `want` (as written); else
/// what differs.
std::string compareValues(const c10::IValue &got, const c10::IValue &want,
                          bool shapesOnly) {
  std::string out;
  llvm::raw_string_ostream os(out);
  if (want.isTensor() != got.isTensor())
    return "one side is a tensor and the other a " +
           std::string(want.isTensor() ? got.tagKind() : want.tagKind());
  if (want.isTensor()) {
    at::Tensor g = got.toTensor(), w = want.toTensor();
    if (g.scalar_type() != w.scalar_type())
      return std::string("dtype ") + c10::toString(g.scalar_type()) +
             " after, " + c10::toString(w.scalar_type()) + " before";
    if (g.sizes() != w.sizes()) {
      std::ostringstream s;
      s << "sizes " << g.sizes() << " after, " << w.sizes() << " before";
      return s.str();
    }
    if (shapesOnly || w.numel() == 0)
      return "";
    if (w.is_complex()) {
      g = at::view_as_real(g.contiguous());
      w = at::view_as_real(w.contiguous());
    }
    if (!w.is_floating_point()) {
      if (at::equal(g, w))
        return "";
      at::Tensor diff = g.ne(w);
      int64_t n = diff.sum().item<int64_t>();
      at::Tensor gd = g.to(at::kDouble), wd = w.to(at::kDouble);
      os << n << " of " << w.numel()
         << " elements differ (exact compare), max abs error "
         << (gd - wd).abs().max().item<double>();
      return out;
    }
    Tolerance tol = toleranceFor(w.scalar_type());
    at::Tensor gd = g.to(at::kDouble), wd = w.to(at::kDouble);
    at::Tensor bothNan = gd.isnan().logical_and(wd.isnan());
    at::Tensor same = gd.eq(wd); // infinities of the same sign
    at::Tensor absErr = (gd - wd).abs();
    at::Tensor close = absErr.le(tol.atol + tol.rtol * wd.abs());
    at::Tensor ok = close.logical_or(bothNan).logical_or(same);
    if (ok.all().item<bool>())
      return "";
    at::Tensor bad = ok.logical_not();
    at::Tensor finiteErr =
        at::where(bad, absErr.nan_to_num(0, 0, 0), at::zeros_like(absErr));
    at::Tensor relErr = finiteErr / wd.abs().clamp_min(1e-30);
    os << bad.sum().item<int64_t>() << " of " << w.numel()
       << " elements differ beyond rtol " << tol.rtol << " atol " << tol.atol
       << ": max abs error " << finiteErr.max().item<double>()
       << ", max rel error " << relErr.max().item<double>();
    int64_t first = bad.reshape({-1}).nonzero()[0].item<int64_t>();
    os << "; first at flat index " << first << ": "
       << gd.reshape({-1})[first].item<double>() << " after, "
       << wd.reshape({-1})[first].item<double>() << " before";
    return out;
  }
  if (want.isList() || want.isTuple()) {
    std::vector<c10::IValue> gs =
        got.isTuple() ? got.toTupleRef().elements().vec()
                      : (got.isList() ? got.toListRef().vec()
                                      : std::vector<c10::IValue>());
    std::vector<c10::IValue> ws = want.isTuple()
                                      ? want.toTupleRef().elements().vec()
                                      : want.toListRef().vec();
    if (gs.size() != ws.size())
      return "a list/tuple of " + std::to_string(gs.size()) + " after, " +
             std::to_string(ws.size()) + " before";
    for (size_t i = 0; i < ws.size(); ++i)
      if (std::string why = compareValues(gs[i], ws[i], shapesOnly);
          !why.empty())
        return "element " + std::to_string(i) + ": " + why;
    return "";
  }
  if (shapesOnly)
    return std::string(got.tagKind()) == want.tagKind()
               ? ""
               : "kind " + got.tagKind() + " after, " + want.tagKind() +
                     " before";
  if (want.isDouble() && got.isDouble()) {
    double g = got.toDouble(), w = want.toDouble();
    if ((std::isnan(g) && std::isnan(w)) || g == w ||
        std::abs(g - w) <= 1e-5 + 1e-4 * std::abs(w))
      return "";
  } else if (want.isInt() && got.isInt()) {
    if (got.toInt() == want.toInt())
      return "";
  } else if (want.isBool() && got.isBool()) {
    if (got.toBool() == want.toBool())
      return "";
  }
  std::ostringstream s;
  s << "value " << got << " after, " << want << " before";
  return s.str();
}

std::string joinLines(llvm::ArrayRef<std::string> lines) {
  std::string out;
  for (const std::string &l : lines)
    out += "  " + l + "\n";
  return out;
}

} // namespace tocc::sweep
