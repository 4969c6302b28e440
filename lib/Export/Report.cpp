//===- Report.cpp - tocc-export --report: the export in Markdown ----------===//
//
// What torch.onnx.export's report=True tells, and more: the graph's inputs
// and outputs with their symbolic dims, the symbols' ranges and the guards
// the export relies on, ops the export could not take (with their source
// lines and the opsets that have them), trace hazards, each stage's time and
// peak memory, and the op histogram after capture, decompose and export.
//
//===----------------------------------------------------------------------===//
#include "ExportInternals.h"

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Operation.h"
#include "tocc/Shape/ShapeEnv.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace tocc;
using namespace tocc::exporting;

/// `|` inside a table cell.
static std::string cell(llvm::StringRef text) {
  std::string out;
  for (char c : text) {
    if (c == '|')
      out += "\\|";
    else if (c == '\n')
      out += ' ';
    else
      out += c;
  }
  return out;
}

static std::string megabytes(uint64_t bytes) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format("%.1f MB", bytes / 1e6);
  return os.str();
}

static void printSignature(llvm::raw_ostream &os, Module &module) {
  if (module.getNumGraphs() == 0)
    return;
  Graph &g = module.getGraph(0);
  os << "## Inputs\n\n| name | type |\n|---|---|\n";
  for (Value *in : g.getInputs())
    os << "| " << cell(in->getName()) << " | `" << in->getType() << "` |\n";
  os << "\n## Outputs\n\n| name | type |\n|---|---|\n";
  unsigned i = 0;
  for (Value *out : g.getOutputs()) {
    std::string name = out->getName().empty() ? "#" + std::to_string(i)
                                              : out->getName().str();
    os << "| " << cell(name) << " | `" << out->getType() << "` |\n";
    ++i;
  }
  os << "\n";
}

static void printSymbols(llvm::raw_ostream &os, Module &module) {
  const shape::ShapeEnv &env = module.getShapeEnv();
  os << "## Dynamic axes and guards\n\n";
  if (env.getSymbols().empty()) {
    os << "Every dim is static.\n\n";
  } else {
    os << "| symbol | range |\n|---|---|\n";
    for (shape::ExprRef sym : env.getSymbols()) {
      std::optional<shape::SymbolRange> range = env.getRange(sym);
      os << "| `";
      sym->print(os);
      os << "` | ";
      if (range)
        os << "[" << range->min << ", "
           << (range->max ? std::to_string(*range->max) : std::string("inf"))
           << "]";
      os << " |\n";
    }
    os << "\n";
  }
  if (env.getGuards().empty()) {
    os << "No guards: the model holds for every value of the symbols in "
          "their ranges.\n\n";
    return;
  }
  os << "The exported model is correct when these hold (they are also in "
        "the model's metadata_props):\n\n| guard | why |\n|---|---|\n";
  for (const shape::Guard &guard : env.getGuards()) {
 os << "| `" << cell(shape::printGuard(guard)) << "` | " << cell(guard.reason) << " |\n";
  }
  os << "\n";
}

static void printUnsupported(llvm::raw_ostream &os,
                             const ExportRecord &record,
                             const ExportOptions &options) {
  os << "## Unsupported ops\n\n";
  if (record.unsupported.empty()) {
    os << "None: every op has a decomposition and a lowering to opset "
       << options.opset << ".\n\n";
    return;
  }
  bool fallback = options.operatorExportType != OperatorExportType::Onnx;
  os << (fallback ? "Exported by the fallback (--operator-export-type):"
                  : "The export stops at these:")
     << "\n\n| op | source location | count | why | supported opsets |\n"
        "|---|---|---|---|---|\n";
  for (const UnsupportedOp &u : record.unsupported) {
    std::vector<std::string> opsets;
    for (int64_t s : u.supportedOpsets)
      opsets.push_back(">= " + std::to_string(s));
    os << "| `" << cell(u.op) << "` | " << cell(u.location) << " | "
       << u.count << " | " << cell(u.reason) << " | "
       << (opsets.empty() ? std::string("none") : llvm::join(opsets, ", "))
       << " |\n";
  }
  os << "\n";
}

static void printHazards(llvm::raw_ostream &os, Module *module) {
  os << "## Trace hazards\n\n";
  Attribute records = module ? module->getAttr("tocc.trace_hazards")
                             : Attribute();
  if (!records || !records.isArray() || records.getArray().empty()) {
    os << "None recorded (a file traced by Python's torch.jit.trace keeps "
          "no record of its own; export with --trace to see them).\n\n";
    return;
  }
  os << "| op | source location | what |\n|---|---|---|\n";
  for (Attribute r : records.getArray()) {
    if (!r.isArray() || r.getArray().size() < 3)
      continue;
    auto text = [&](unsigned i) { return r.getArray()[i].getString(); };
    os << "| `" << cell(text(0)) << "` | " << cell(text(1)) << " | "
       << cell(text(2)) << " |\n";
  }
  os << "\n";
}

static void printStages(llvm::raw_ostream &os, const ExportResult &result) {
  os << "## Stages\n\n| stage | time | peak RSS | ops after |\n"
        "|---|---|---|---|\n";
  double total = 0;
  uint64_t peak = 0;
  for (const StageStats &s : result.stages) {
    unsigned ops = 0;
    for (const auto &entry : s.histogram)
      ops += entry.second;
    os << "| " << s.name << " | " << llvm::format("%.3f s", s.seconds) << " | "
       << (s.peakRSS ? megabytes(s.peakRSS) : std::string("?")) << " | "
       << ops << " |\n";
    total += s.seconds;
    peak = std::max(peak, s.peakRSS);
  }
  os << "| total | " << llvm::format("%.3f s", total) << " | "
     << (peak ? megabytes(peak) : std::string("?")) << " | |\n\n";
}

/// One table: an op per row, a column per stage that has a histogram.
static void printHistograms(llvm::raw_ostream &os, const ExportRecord &record,
                            const ExportResult &result) {
  std::vector<std::pair<std::string, const std::map<std::string, unsigned> *>>
      columns;
  columns.emplace_back("captured", &record.captured);
  for (const char *name : {"decompose", "fold-constants", "cleanup"})
    for (const StageStats &s : result.stages)
      if (s.name == name)
        columns.emplace_back(
            s.name == "cleanup" ? "exported" : "after " + s.name,
            &s.histogram);
  std::map<std::string, unsigned> all;
  for (const auto &column : columns)
    for (const auto &entry : *column.second)
      all[entry.first] = 0;
  os << "## Op histogram\n\n| op |";
  for (const auto &column : columns)
    os << " " << column.first << " |";
  os << "\n|---|";
  for (size_t i = 0; i < columns.size(); ++i)
    os << "---|";
  os << "\n";
  for (const auto &entry : all) {
    os << "| `" << entry.first << "` |";
    for (const auto &column : columns) {
      auto it = column.second->find(entry.first);
      os << " " << (it == column.second->end() ? 0 : it->second) << " |";
    }
    os << "\n";
  }
  os << "\n";
}

llvm::Error exporting::writeReport(const ExportRecord &record,
                                   const ExportOptions &options,
                                   const ExportResult &result,
                                   llvm::StringRef path) {
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_Text);
  if (ec)
    return llvm::createStringError(ec, "cannot open the report '" +
                                           options.reportPath +
                                           "': " + ec.message());
  llvm::raw_ostream &os = out.os();
  os << "# Export report: "
     << (record.modelPath.empty() ? "(captured module)" : record.modelPath)
     << "\n\n";
  os << "- result: "
     << (record.failure.empty() ? "exported to `" + record.outputPath + "`"
                                : std::string("**failed** (nothing written)"))
     << "\n- opset: " << options.opset << "\n";
  if (options.precision != "fp32")
    os << "- precision: " << options.precision
       << (options.keepIoTypes ? " (f32 inputs and outputs)" : "") << "\n";
  if (record.failure.empty())
    os << "- nodes: " << result.numNodes
       << "\n- file size: " << megabytes(result.bytesWritten) << "\n";
  if (options.verify)
    os << "- verification: "
       << (result.verified ? "ONNX Runtime matches LibTorch"
                           : "**not verified**")
       << "\n";
  os << "\n";
  if (record.module)
    printSignature(os, *record.module);
  if (record.module)
    printSymbols(os, *record.module);
  printUnsupported(os, record, options);
  printHazards(os, record.module.get());
  if (!record.verifyLines.empty()) {
    os << "## Verification\n\n```\n";
    for (const std::string &line : record.verifyLines)
      os << line << "\n";
    os << "```\n\n";
  }
  printStages(os, result);
  printHistograms(os, record, result);
  os.flush();
  if (out.os().has_error()) {
    out.os().clear_error();
    return llvm::createStringError(std::make_error_code(std::errc::io_error),
                                   "cannot write the report '" +
                                       options.reportPath + "'");
  }
  out.keep();
  return llvm::Error::success();
}
