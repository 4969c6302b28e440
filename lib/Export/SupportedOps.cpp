//===- SupportedOps.cpp - Which aten ops tocc exports at an opset ---------===//
//
// The sweep samples (unittests/Conversion/Samples/*.mlir) are the
// representative instances of every decomposition: the sweeps fail when a
// decomposition or lowering entry has none. They are embedded at build time
// (SupportedOpsSamples.inc, cmake/EmbedSamples.cmake) so the tool needs no
// source tree. Each `// -----` chunk runs through its file's pipeline
// (`// sweep-pipeline:`, default decompose,dce) and lower-to-onnx{opset=N};
// an aten op is supported at N when every graph that uses it gets through.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/SupportedOps.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/Export/Export.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Parser.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Support/Diagnostics.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>

using namespace tocc;

namespace {

struct EmbeddedSample {
  const char *fileName;
  const char *text;
};

/// unittests/Conversion/Samples/*.mlir as {file name, contents}, sorted.
const EmbeddedSample kSamples[] = {
#include "SupportedOpsSamples.inc"
};

constexpr llvm::StringLiteral kDefaultPipeline = "decompose,dce";
constexpr llvm::StringLiteral kPipelineComment = "// sweep-pipeline:";
/// A sample file whose graphs use ops in a form that needs more than the op
/// itself (sequences.mlir: cat and split of run-time lists, which need
/// ONNX's sequences) says so with this line: there, only the ops no other
/// sample file uses are judged; the others keep what their own samples
/// say (cat exports at 9, a run-time list from 11).
constexpr llvm::StringLiteral kNewOpsOnlyComment =
    "// supported-ops: new-ops-only";

/// Whether a sample file other than `fileName` uses op `name`.
bool sampledElsewhere(llvm::StringRef name, llvm::StringRef fileName) {
  std::string call = (name + "(").str();
  for (const EmbeddedSample &s : kSamples)
    if (fileName != s.fileName && llvm::StringRef(s.text).contains(call))
      return true;
  return false;
}

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 message.str());
}

/// What the samples say about one aten op.
struct OpRecord {
  bool allExport = true;
  std::string firstFailure;
};

/// An error diagnostic of a sample: where (the file's line and column)
/// and the message with its location.
struct SampleError {
  unsigned line = 0, column = 0;
  std::string text;
};

/// One sample file's run at one opset.
class SampleRunner {
public:
  SampleRunner(Context &ctx, int64_t opset, std::string &diagnostics,
               std::vector<SampleError> &errors,
               std::vector<SampleError> &warnings)
      : ctx(ctx), opset(opset), diagnostics(diagnostics), errors(errors),
        warnings(warnings) {}

  llvm::Error runFile(llvm::StringRef fileName, llvm::StringRef text);

  std::map<std::string, OpRecord> ops;
  /// Every op name of the samples, as written and after their pipeline.
  llvm::StringSet<> seen;
  unsigned numGraphs = 0;

private:
  /// Runs `pipeline` then lower-to-onnx on a fresh parse of `chunk` keeping
  /// only `graphName` (all graphs if empty). Empty on success, else the
  /// diagnostics; `errors` holds the error diagnostics.
  std::string lower(llvm::StringRef chunk, llvm::StringRef graphName);
  /// Records that graph `graphName`, whose aten ops are `atenOps`, does not
  /// export (`why`, with `errors` from its run).
  void blame(llvm::StringRef graphName,
             llvm::ArrayRef<Operation *> atenOps, llvm::StringRef why);
  llvm::Expected<std::unique_ptr<Module>> parse(llvm::StringRef chunk);

  Context &ctx;
  int64_t opset;
  std::string &diagnostics;
  std::vector<SampleError> &errors, &warnings;
  std::string fileName, pipeline;
  bool newOpsOnly = false;
  unsigned chunkLine = 0;
};

llvm::Expected<std::unique_ptr<Module>>
SampleRunner::parse(llvm::StringRef chunk) {
  diagnostics.clear();
  std::unique_ptr<Module> m = parseSourceString(chunk, ctx, fileName);
  if (m && failed(verify(*m)))
    m.reset();
  if (!m)
    return makeError("the embedded sample " + fileName + ":" +
                     llvm::Twine(chunkLine) +
                     " does not parse or verify: " + diagnostics);
  return m;
}

std::string SampleRunner::lower(llvm::StringRef chunk,
                                llvm::StringRef graphName) {
  llvm::Expected<std::unique_ptr<Module>> m = parse(chunk);
  if (!m)
    return llvm::toString(m.takeError());
  Module &module = **m;
  if (!graphName.empty()) {
    std::vector<Graph *> others;
    for (Graph &g : module.getGraphs())
      if (g.getName() != graphName)
        others.push_back(&g);
    for (Graph *g : others)
      module.eraseGraph(*g);
  }
  diagnostics.clear();
  errors.clear();
  warnings.clear();
  PassManager decompose(ctx);
  if (llvm::Error err = decompose.addPipeline(pipeline))
    return fileName + ": sweep-pipeline '" + pipeline +
           "': " + llvm::toString(std::move(err));
  if (failed(decompose.run(module)))
    return diagnostics.empty() ? "'" + pipeline + "' failed" : diagnostics;
  module.walk([&](Operation *op) { seen.insert(op->getNameStr()); });
  // With fallthrough, an op without a lowering at the opset becomes a
  // custom-domain node instead of stopping the pass before any entry runs,
  // so every entry that declines the opset reports too, and the ops of the
  // graph that are not at fault are known to lower.
  PassManager lowering(ctx);
  if (llvm::Error err =
          lowering.addPipeline("lower-to-onnx{opset=" + std::to_string(opset) +
                               " fallback=fallthrough}"))
    return llvm::toString(std::move(err));
  bool ok = succeeded(lowering.run(module));
  // The fallback nodes are made before any entry runs, so they are in the
  // module even when an entry failed afterwards.
  std::string fallbacks;
  module.walk([&](Operation *op) {
    if (op->getName().getDialectNamespace() != "onnx" ||
        onnx::getOpDomain(op).empty())
      return;
    Location loc = op->getLoc().getFileLoc();
    std::string text;
    // The fallback's warning without its "; exported as ..." (the listing
    // exports nothing).
    for (const SampleError &w : warnings)
      if (!loc.isUnknown() && w.line == loc.getLine() &&
          w.column == loc.getColumn())
        text = llvm::StringRef(w.text).split("; exported as").first.str();
    if (text.empty())
      text = ("no lowering: exported only as a custom op " +
              onnx::getOpDomain(op) + "::" + onnx::getOpType(op))
                 .str();
    if (!loc.isUnknown())
      errors.push_back({loc.getLine(), loc.getColumn(), text});
    fallbacks += text;
  });
  if (!ok)
    return diagnostics.empty() ? "lower-to-onnx failed" : diagnostics;
  return fallbacks;
}

// A decomposition gives the core ops it creates its aten op's location, so
// an error's line and column name the aten op that did not get through;
// the other aten ops of the graph are not blamed for it. An error at no
// aten op's location (a prim op, an unknown location) blames them all.
// lower-to-onnx (with fallthrough, see lower()) reports every op it cannot
// lower, not only the first; an error of an earlier stage (decompose,
// shape refinement) may hide the ops after it, which then count as lowered
// in that graph: their own samples decide.
void SampleRunner::blame(llvm::StringRef graphName,
                         llvm::ArrayRef<Operation *> atenOps,
                         llvm::StringRef why) {
  auto fail = [&](Operation *op, llvm::StringRef text) {
    if (newOpsOnly && sampledElsewhere(op->getNameStr(), fileName))
      return;
    OpRecord &r = ops[op->getNameStr().str()];
    if (r.allExport)
      r.firstFailure =
          ("@" + graphName + ": " + text.split('\n').first).str();
    r.allExport = false;
  };
  bool blamedOne = false;
  for (Operation *op : atenOps) {
    Location loc = op->getLoc().getFileLoc();
    if (loc.isUnknown())
      continue;
    for (const SampleError &e : errors)
      if (e.line == loc.getLine() && e.column == loc.getColumn()) {
        fail(op, e.text);
        blamedOne = true;
        break;
      }
  }
  if (!blamedOne)
    for (Operation *op : atenOps)
      fail(op, why);
}

llvm::Error SampleRunner::runFile(llvm::StringRef name, llvm::StringRef text) {
  fileName = name.str();
  pipeline = kDefaultPipeline.str();
  llvm::SmallVector<llvm::StringRef, 0> lines;
  text.split(lines, '\n');
  newOpsOnly = llvm::any_of(lines, [](llvm::StringRef l) {
    return l.trim() == kNewOpsOnlyComment;
  });
  for (llvm::StringRef l : lines)
    if (l.trim().starts_with(kPipelineComment)) {
      pipeline = l.trim().drop_front(kPipelineComment.size()).trim().str();
      break;
    }

  // Chunks are the parts between `// -----` lines, padded so that
  // locations are the file's lines.
  for (SplitChunk &part : splitAtMarkers(text)) {
    const std::string &chunk = part.text;
    if (!llvm::any_of(llvm::split(chunk, '\n'), [](llvm::StringRef l) {
          return l.trim().starts_with("graph ");
        }))
      continue;
    chunkLine = part.firstLine;

    llvm::Expected<std::unique_ptr<Module>> original = parse(chunk);
    if (!original)
      return original.takeError();
    // The aten ops of each graph as written.
    std::vector<std::pair<std::string, std::vector<Operation *>>> graphs;
    for (Graph &g : (*original)->getGraphs()) {
      std::vector<Operation *> atenOps;
      g.walk([&](Operation *op) {
        seen.insert(op->getNameStr());
        if (op->getName().getDialectNamespace() == "aten") {
          atenOps.push_back(op);
          ops.try_emplace(op->getNameStr().str());
        }
      });
      graphs.push_back({g.getName().str(), std::move(atenOps)});
    }
    numGraphs += graphs.size();

    // The whole chunk first; graph by graph only when it fails, so one
    // graph's failure does not count against the ops of the others.
    std::string failure = lower(chunk, "");
    for (auto &[graphName, atenOps] : graphs) {
      std::string why = failure.empty() || graphs.size() == 1
                            ? failure
                            : lower(chunk, graphName);
      if (!why.empty())
        blame(graphName, atenOps, why);
    }
  }
  return llvm::Error::success();
}

} // namespace

std::string tocc::torchOpName(llvm::StringRef irName) {
  auto [ns, rest] = irName.split('.');
  if (rest.empty())
    return irName.str();
  return (ns + "::" + rest).str();
}

llvm::Expected<SupportedOps> tocc::listSupportedOps(int64_t opset) {
  if (opset < onnx::kMinTargetOpset || opset > onnx::kMaxOpset)
    return makeError("opset " + llvm::Twine(opset) +
                     " is not supported (tocc exports opsets " +
                     llvm::Twine(onnx::kMinTargetOpset) + " to " +
                     llvm::Twine(onnx::kMaxOpset) + ")");
  auto start = std::chrono::steady_clock::now();
  registerExportPipeline();

  Context ctx;
  loadRegisteredDialects(ctx);
  ctx.setAllowUnregisteredOps(true);
  std::string diagnostics;
  std::vector<SampleError> errors, warnings;
  auto handler = ctx.getDiagEngine().registerHandler([&](const Diagnostic &d) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << d.getLocation() << ": " << d.getMessage() << "\n";
    diagnostics += os.str();
    Location loc = d.getLocation().getFileLoc();
    if (!loc.isUnknown() && d.getSeverity() == Severity::Error)
      errors.push_back({loc.getLine(), loc.getColumn(), text});
    if (!loc.isUnknown() && d.getSeverity() == Severity::Warning)
      warnings.push_back({loc.getLine(), loc.getColumn(), text});
    return success();
  });

  SupportedOps result;
  result.opset = opset;
  SampleRunner runner(ctx, opset, diagnostics, errors, warnings);
  for (const EmbeddedSample &s : kSamples) {
    if (llvm::Error err = runner.runFile(s.fileName, s.text)) {
      ctx.getDiagEngine().eraseHandler(handler);
      return err;
    }
    ++result.numFiles;
  }
  ctx.getDiagEngine().eraseHandler(handler);
  result.numGraphs = runner.numGraphs;

  for (const auto &[name, record] : runner.ops) {
    if (record.allExport)
      result.supported.push_back(torchOpName(name));
    else
      result.unsupported.push_back({torchOpName(name), record.firstFailure});
  }

  // Entries no sample reaches come from plugins (or the application):
  // tocc's own all have samples.
  std::map<std::string, PluginOp> plugin;
  for (const std::string &name : getRegisteredDecompositions())
    if (!runner.seen.contains(name))
      plugin[name].decomposition = true;
  for (const std::string &name : getLoweredOps())
    if (!runner.seen.contains(name) && lookupLowering(name, opset))
      plugin[name].lowering = true;
  for (auto &[name, op] : plugin) {
    op.name = torchOpName(name);
    llvm::SmallVector<std::string, 2> sources;
    if (op.decomposition)
      sources.push_back(getDecompositionSource(name));
    int64_t since = 0;
    if (op.lowering && lookupLowering(name, opset, &since)) {
      std::string s = getLoweringSource(name, since);
      if (sources.empty() || sources.front() != s)
        sources.push_back(s);
    }
    op.source = llvm::join(sources, ", ");
    result.pluginOps.push_back(op);
  }

  auto byName = [](const auto &a, const auto &b) { return a.name < b.name; };
  std::sort(result.supported.begin(), result.supported.end());
  std::sort(result.unsupported.begin(), result.unsupported.end(), byName);
  std::sort(result.pluginOps.begin(), result.pluginOps.end(), byName);
  result.seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  return result;
}
