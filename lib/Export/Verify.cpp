//===- Verify.cpp - LibTorch against ONNX Runtime, bisection, repro -------===//
//
// The cases and LibTorch's outputs come from tocc/Runtime/Verification.h;
// the exported model runs in ONNX Runtime through one `node run.js --batch`
// process per step (a job per case), which compares each output with the
// expected TensorProto files this file writes. Bisection reruns the core
// module with every top-level tensor result made a graph output (a probe),
// in the interpreter and, lowered the export's way, in ONNX Runtime.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/Verify.h"

#include "tocc/IR/Builder.h"
#include "tocc/IR/Clone.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/FloatElements.h"
#include "tocc/Runtime/Verification.h"
#include "tocc/Target/Onnx/OnnxFiles.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

#include <cstring>
#include <limits>
#include <numeric>
#include <optional>

using namespace tocc;

#ifndef TOCC_ORT_RUNNER
#error "TOCC_ORT_RUNNER (the path of utils/ort/run.js) must be defined"
#endif

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

std::string tocc::getOrtRunnerPath() {
  if (std::optional<std::string> env =
          llvm::sys::Process::GetEnv("TOCC_ORT_RUNNER"))
    if (!env->empty())
      return *env;
  return TOCC_ORT_RUNNER;
}

//===----------------------------------------------------------------------===//
// Graph outputs
//===----------------------------------------------------------------------===//

/// The graph an export writes: `main`, else the first.
static Graph *mainGraph(const Module &module) {
  if (Graph *g = module.lookupGraph("main"))
    return g;
  return module.getNumGraphs() ? &module.getGraph(0) : nullptr;
}

/// Adds `v` as a graph output of `g` named `name` (renaming it).
static unsigned addGraphOutput(Graph &g, Value *v, llvm::StringRef name) {
  Operation *ret = g.getReturnOp();
  unsigned index = ret->getNumOperands();
  ret->insertOperand(index, v);
  std::vector<Type> types(g.getResultTypes().begin(),
                          g.getResultTypes().end());
  types.push_back(v->getType());
  g.setResultTypes(types);
  if (!name.empty())
    v->setName(name);
  return index;
}

//===----------------------------------------------------------------------===//
// Data sets and ONNX Runtime
//===----------------------------------------------------------------------===//

/// Writes dir/input_<i>.pb and dir/output_<j>.pb (ONNX's test-data layout).
/// An output flagged in `optionalOutputs` is written as an OptionalProto
/// (absent if its value is null).
static llvm::Error writeDataSet(llvm::StringRef dir,
                                llvm::ArrayRef<Attribute> inputs,
                                llvm::ArrayRef<std::string> inputNames,
                                llvm::ArrayRef<Attribute> outputs,
                                llvm::ArrayRef<std::string> outputNames,
                                llvm::ArrayRef<bool> optionalOutputs = {}) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return makeError("cannot create '" + dir + "': " + ec.message());
  auto write = [&](llvm::ArrayRef<Attribute> values,
                   llvm::ArrayRef<std::string> names, llvm::StringRef prefix,
                   llvm::ArrayRef<bool> optional) -> llvm::Error {
    for (auto [i, v] : llvm::enumerate(values)) {
      llvm::SmallString<128> path(dir);
      llvm::sys::path::append(path, prefix + llvm::Twine(i) + ".pb");
      llvm::StringRef name = i < names.size() ? llvm::StringRef(names[i]) : "";
      if (llvm::Error err = i < optional.size() && optional[i]
                                ? writeOptionalProtoFile(v, name, path)
                                : writeTensorProtoFile(v, name, path))
        return err;
    }
    return llvm::Error::success();
  };
  if (llvm::Error err = write(inputs, inputNames, "input_", {}))
    return err;
  return write(outputs, outputNames, "output_", optionalOutputs);
}

/// The f32 values of `values` as the dtype `dtypes` gives their position,
/// where that is f16 or bf16 (a model written with --precision).
static std::vector<Attribute> asDTypes(llvm::ArrayRef<Attribute> values,
                                       llvm::ArrayRef<DType> dtypes) {
  std::vector<Attribute> out(values.begin(), values.end());
  for (size_t i = 0; i < out.size() && i < dtypes.size(); ++i) {
    Attribute v = out[i];
    if (!v || !v.isDense() || v.isElided() ||
        v.getDenseType().getDType() != DType::F32 ||
        (dtypes[i] != DType::F16 && dtypes[i] != DType::BF16))
      continue;
    Type t = v.getDenseType();
    std::optional<std::vector<char>> bytes =
        convertFloatElements(v.getRawData(), DType::F32, dtypes[i]);
    if (!bytes)
      continue;
    Context &ctx = t.getContext();
    out[i] =
        ctx.getDenseAttr(t.hasRank() ? ctx.getTensorType(dtypes[i], t.getDims())
                                     : ctx.getUnrankedTensorType(dtypes[i]),
                         llvm::ArrayRef<char>(*bytes));
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Optional outputs
//===----------------------------------------------------------------------===//

namespace {
/// What one of LibTorch's flattened outputs is in the export: a tensor, an
/// ONNX optional (opset >= 16), or, after optional-to-flag, a value and its
/// NAME_is_present flag (docs/control-flow.md, "Optional outputs").
enum class OutputKind { Tensor, Optional, ValueAndFlag };
struct ExportedOutput {
  OutputKind kind;
  Type type; // of the (value) output in the core graph
};
} // namespace

/// The core graph's outputs in LibTorch's terms; empty when none is
/// optional (then LibTorch's tensors are the outputs, one to one).
static std::vector<ExportedOutput> exportedOutputs(Graph &g) {
  llvm::SmallVector<Value *, 4> outs = g.getOutputs();
  std::vector<ExportedOutput> kinds;
  bool anyOptional = false;
  for (size_t i = 0; i < outs.size(); ++i) {
    Type t = outs[i]->getType();
    if (t.getKind() == Type::Optional) {
      kinds.push_back({OutputKind::Optional, t});
      anyOptional = true;
      continue;
    }
    Type next = i + 1 < outs.size() ? outs[i + 1]->getType() : Type();
    if (next && next.isTensor() && next.getDType() == DType::Bool &&
        next.hasRank() && next.getRank() == 0 && !outs[i]->getName().empty() &&
        outs[i + 1]->getName() == (outs[i]->getName() + "_is_present").str()) {
      kinds.push_back({OutputKind::ValueAndFlag, t});
      anyOptional = true;
      ++i;
      continue;
    }
    kinds.push_back({OutputKind::Tensor, t});
  }
  if (!anyOptional)
    kinds.clear();
  return kinds;
}

/// The ONNX outputs (by position) whose dim 0 is a count only the data
/// decides (`?` in the core graph: NMS's boxes, nonzero's indices), which
/// run.js may match as sets of rows. An optional-to-flag output counts two.
static std::vector<unsigned> dataDependentCountOutputs(Graph &g) {
  std::vector<ExportedOutput> kinds = exportedOutputs(g);
  if (kinds.empty())
    for (Value *v : g.getOutputs())
      kinds.push_back({OutputKind::Tensor, v->getType()});
  std::vector<unsigned> result;
  unsigned onnxIndex = 0;
  for (const ExportedOutput &k : kinds) {
    Type t = k.type;
    if (t.getKind() == Type::Optional)
      t = t.getElementType();
    if (t.isTensor() && t.hasRank() && t.getRank() > 0 &&
        t.getDims()[0].isUnknown())
      result.push_back(onnxIndex);
    onnxIndex += k.kind == OutputKind::ValueAndFlag ? 2 : 1;
  }
  return result;
}

/// The scale of each ONNX output (by position) that is a quantized tensor
/// torch dequantizes: the core graph returns a core.dequantize_linear of a
/// constant 0-d f32 scale (lib/Conversion/AtenToCore/Quantized.cpp), whose
/// value is a multiple of the scale. nullopt for the other outputs.
/// (Export does not link the core dialect: its op names are spelled here.)
static std::vector<std::optional<double>> quantizedOutputScales(Graph &g) {
  std::vector<ExportedOutput> kinds = exportedOutputs(g);
  if (kinds.empty())
    for (Value *v : g.getOutputs())
      kinds.push_back({OutputKind::Tensor, v->getType()});
  llvm::SmallVector<Value *, 4> outputs = g.getOutputs();
  std::vector<std::optional<double>> result;
  for (auto [i, k] : llvm::enumerate(kinds)) {
    std::optional<double> scale;
    Operation *def = i < outputs.size() ? outputs[i]->getDefiningOp() : nullptr;
    if (k.kind == OutputKind::Tensor && def &&
        def->getNameStr() == "core.dequantize_linear" &&
        !def->getAttr("axis")) {
      Operation *s = def->getOperand(1)->getDefiningOp();
      Attribute a = s && (s->getNameStr() == "core.constant" ||
                          s->getNameStr() == "prim.Constant")
                        ? s->getAttr("value")
                        : Attribute();
      if (a && a.isDense() && a.getDenseType().getDType() == DType::F32 &&
          a.getRawData().size() == sizeof(float)) {
        float f;
        std::memcpy(&f, a.getRawData().data(), sizeof(float));
        scale = f;
      }
    }
    result.push_back(scale);
    if (k.kind == OutputKind::ValueAndFlag)
      result.push_back(std::nullopt);
  }
  return result;
}

/// optional-to-flag's placeholder for an absent value of `type`: zeros of
/// its shape if static, else of its rank with every dim 0.
static llvm::Expected<Attribute> placeholderOf(Context &ctx, Type type) {
  if (!type.isTensor() || !type.hasRank() || dtypeByteSize(type.getDType()) == 0)
    return makeError("the absent value's type " + type.str() +
                     " has no placeholder");
  llvm::SmallVector<int64_t, 4> dims;
  for (Dim d : type.getDims())
    dims.push_back(type.hasStaticShape() ? d.getStatic() : 0);
  Type t = ctx.getTensorType(type.getDType(), dims);
  std::vector<char> zeros(
      size_t(*t.getNumElements()) * dtypeByteSize(type.getDType()), 0);
  return ctx.getDenseAttr(t, zeros);
}

/// Rewrites LibTorch's outputs as the export's (`kinds` from
/// exportedOutputs): an optional stays one value (null when absent), a
/// value-and-flag pair becomes the value (the placeholder when absent) and
/// a 0-d bool. `optional` flags the export's optional outputs.
static llvm::Error adaptOutputs(Context &ctx,
                                llvm::ArrayRef<ExportedOutput> kinds,
                                runtime::ModelOutputs &out,
                                llvm::SmallVector<bool, 4> &optional) {
  if (kinds.empty()) {
    for (Attribute a : out.tensors)
      if (!a)
        return makeError("the TorchScript module returns None where the "
                         "export has a tensor output");
    return llvm::Error::success();
  }
  if (kinds.size() != out.tensors.size())
    return makeError("the TorchScript module returns " +
                     llvm::Twine(out.tensors.size()) +
                     " tensors or Nones, the export " +
                     llvm::Twine(kinds.size()) +
                     " outputs (an optional and its flag counted once)");
  std::vector<Attribute> adapted;
  optional.clear();
  for (auto [j, k] : llvm::enumerate(kinds)) {
    Attribute v = out.tensors[j];
    switch (k.kind) {
    case OutputKind::Tensor:
      if (!v)
        return makeError("the TorchScript module returns None as output #" +
                         llvm::Twine(j) + ", which the export makes a tensor");
      adapted.push_back(v);
      optional.push_back(false);
      break;
    case OutputKind::Optional:
      adapted.push_back(v);
      optional.push_back(true);
      break;
    case OutputKind::ValueAndFlag: {
      if (!v) {
        llvm::Expected<Attribute> zeros = placeholderOf(ctx, k.type);
        if (!zeros)
          return zeros.takeError();
        v = *zeros;
      }
      char present = out.tensors[j] ? 1 : 0;
      adapted.push_back(v);
      adapted.push_back(ctx.getDenseAttr(
          ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}),
          llvm::ArrayRef<char>(present)));
      optional.push_back(false);
      optional.push_back(false);
      break;
    }
    }
  }
  out.tensors = std::move(adapted);
  return llvm::Error::success();
}

namespace {
/// One output of one ORT job, as run.js reports it.
struct OrtOutput {
  std::string name;
  bool ok = false;
  std::optional<double> maxAbsErr, maxRelErr;
  std::string text;
  /// Matched as a set of rows, not in order.
  bool unordered = false;
};
/// run.js's answer to one job.
struct OrtAnswer {
  std::string status; // pass, mismatch, load, run, data
  std::string detail;
  std::vector<OrtOutput> outputs;
};
struct OrtJob {
  std::string model;
  std::vector<std::string> dataSets;
  /// Outputs (by position) that may match as sets of rows.
  std::vector<unsigned> unordered;
  /// The absolute tolerance of each output (by position), where it is not
  /// the options' atol (a quantized output's step); nullopt elsewhere.
  std::vector<std::optional<double>> outputAtol;
};
} // namespace

static std::optional<double> numberOf(const llvm::json::Value *v) {
  if (!v)
    return std::nullopt;
  if (std::optional<double> d = v->getAsNumber())
    return d;
  // run.js writes Infinity and NaN as strings.
  if (std::optional<llvm::StringRef> s = v->getAsString()) {
    if (*s == "Infinity")
      return std::numeric_limits<double>::infinity();
    if (*s == "NaN")
      return std::numeric_limits<double>::quiet_NaN();
  }
  return std::nullopt;
}

/// Runs the jobs in one `node run.js --batch` process.
static llvm::Expected<std::vector<OrtAnswer>>
runOrt(llvm::ArrayRef<OrtJob> jobs, llvm::StringRef workDir,
       const VerifyOptions &options) {
  llvm::ErrorOr<std::string> node = llvm::sys::findProgramByName("node");
  if (!node)
    return makeError("cannot find `node` (Node.js) on PATH: --verify runs "
                     "the model in ONNX Runtime through utils/ort/run.js");
  std::string runner = getOrtRunnerPath();
  if (!llvm::sys::fs::exists(runner))
    return makeError("ONNX Runtime runner '" + runner +
                     "' does not exist (set TOCC_ORT_RUNNER)");
  // Fresh files per run: ExecuteAndWait's redirects do not truncate.
  static unsigned runs = 0;
  std::string tag = std::to_string(runs++);
  llvm::SmallString<128> jobsPath(workDir), outPath(workDir),
      errPath(workDir);
  llvm::sys::path::append(jobsPath, "ort-jobs-" + tag + ".jsonl");
  llvm::sys::path::append(outPath, "ort-answers-" + tag + ".jsonl");
  llvm::sys::path::append(errPath, "ort-stderr-" + tag + ".txt");
  llvm::sys::fs::remove(outPath);
  llvm::sys::fs::remove(errPath);
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(jobsPath, ec);
    if (ec)
      return makeError("cannot write '" + jobsPath + "': " + ec.message());
    for (auto [i, job] : llvm::enumerate(jobs)) {
      llvm::json::Array sets;
      for (const std::string &s : job.dataSets)
        sets.push_back(s);
      llvm::json::Object o{{"id", int64_t(i)},
                           {"model", job.model},
                           {"dataSets", std::move(sets)},
                           {"rtol", options.rtol},
                           {"atol", options.atol}};
      if (options.atolScaled)
        o["atolScaled"] = true;
      if (llvm::any_of(job.outputAtol, [](auto a) { return a.has_value(); })) {
        llvm::json::Array atols;
        for (const std::optional<double> &a : job.outputAtol)
          atols.push_back(a ? llvm::json::Value(*a)
                            : llvm::json::Value(nullptr));
        o["outputAtol"] = std::move(atols);
      }
      if (!job.unordered.empty()) {
        llvm::json::Array unordered;
        for (unsigned i : job.unordered)
          unordered.push_back(int64_t(i));
        o["unordered"] = std::move(unordered);
      }
      os << llvm::json::Value(std::move(o)) << "\n";
    }
  }
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(jobsPath), llvm::StringRef(outPath),
      llvm::StringRef(errPath)};
  llvm::StringRef args[] = {*node, runner, "--batch"};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(*node, args, std::nullopt, redirects, 0,
                                     0, &execError);
  auto stderrText = [&] {
    auto buf = llvm::MemoryBuffer::getFile(errPath);
    return buf ? (*buf)->getBuffer().trim().str() : std::string();
  };
  if (rc != 0)
    return makeError("`node " + runner + " --batch` failed (exit " +
                     llvm::Twine(rc) + (execError.empty() ? "" : ", ") +
                     execError + "): " + stderrText());
  auto answers = llvm::MemoryBuffer::getFile(outPath);
  if (!answers)
    return makeError("run.js wrote no answers: " + stderrText());
  std::vector<OrtAnswer> result(jobs.size());
  std::vector<bool> seen(jobs.size());
  llvm::SmallVector<llvm::StringRef, 8> lines;
  (*answers)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : lines) {
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(line);
    if (!parsed)
      return makeError("run.js answered '" + line +
                       "': " + llvm::toString(parsed.takeError()));
    const llvm::json::Object *o = parsed->getAsObject();
    std::optional<int64_t> id = o ? o->getInteger("id") : std::nullopt;
    if (!id || *id < 0 || size_t(*id) >= jobs.size())
      return makeError("run.js answered '" + line + "' to no job");
    OrtAnswer &a = result[*id];
    seen[*id] = true;
    a.status = o->getString("status").value_or("").str();
    a.detail = o->getString("detail").value_or("").str();
    if (const llvm::json::Array *outs = o->getArray("outputs")) {
      for (const llvm::json::Value &v : *outs) {
        const llvm::json::Object *out = v.getAsObject();
        if (!out)
          continue;
        OrtOutput r;
        r.name = out->getString("name").value_or("").str();
        r.ok = out->getBoolean("ok").value_or(false);
        r.maxAbsErr = numberOf(out->get("maxAbsErr"));
        r.maxRelErr = numberOf(out->get("maxRelErr"));
        r.text = out->getString("text").value_or("").str();
        r.unordered = out->getBoolean("unordered").value_or(false);
        a.outputs.push_back(std::move(r));
      }
    }
  }
  for (auto [i, s] : llvm::enumerate(seen))
    if (!s)
      return makeError("run.js did not answer job " + llvm::Twine(i) + " (" +
                       jobs[i].model + "): " + stderrText());
  return result;
}

/// A tolerance as the user would write it (`0.001`, `1e-05`).
static std::string formatTol(double v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format("%g", v);
  return s;
}

static std::string formatErr(std::optional<double> v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format("%.1e", v.value_or(0.0));
  return s;
}

/// `max abs err 2.1e-06, max rel err 4.0e-05`, or `exact` for an output
/// that is not float.
static std::string describeErrors(const OrtOutput &o) {
  // run.js's words for an absent optional output, matched or not.
  if (llvm::StringRef(o.text).starts_with("absent") ||
      llvm::StringRef(o.text).starts_with("present, expected absent"))
    return "(an optional) " + o.text;
  if (!o.maxAbsErr)
    return "exact";
  return "max abs err " + formatErr(o.maxAbsErr) + ", max rel err " +
         formatErr(o.maxRelErr);
}

/// A command line with its words quoted where needed.
static std::string shellCommand(llvm::ArrayRef<std::string> words) {
  std::string s;
  for (const std::string &w : words) {
    if (!s.empty())
      s += ' ';
    if (w.find_first_of(" \t'\"$\\") == std::string::npos) {
      s += w;
    } else {
      s += '\'';
      for (char c : w)
        s += c == '\'' ? std::string("'\\''") : std::string(1, c);
      s += '\'';
    }
  }
  return s;
}

//===----------------------------------------------------------------------===//
// Bisection and the repro
//===----------------------------------------------------------------------===//

namespace {
/// A top-level core result made a graph output of the probed copy.
struct Probe {
  unsigned opIndex;     // among the top-level ops of the main graph
  unsigned result;      // result number
  unsigned outputIndex; // graph output of the probed copy
  std::string opName;
  Location loc;
};
} // namespace

static std::string locationText(Location loc) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << loc;
  return s;
}

/// The onnx node types that compute output `index` of `g` (lowered) from
/// the graph inputs and the other outputs, in program order; constants
/// are left out.
static std::vector<std::string> nodeTypesOf(Graph &g, unsigned index) {
  llvm::SmallVector<Value *, 4> outputs = g.getOutputs();
  llvm::DenseSet<Value *> stops;
  for (auto [i, v] : llvm::enumerate(outputs))
    if (i != index)
      stops.insert(v);
  llvm::DenseSet<Operation *> slice;
  llvm::SmallVector<Value *, 8> work{outputs[index]};
  while (!work.empty()) {
    Value *v = work.pop_back_val();
    Operation *def = v->getDefiningOp();
    if (!def || (stops.count(v) && v != outputs[index]) ||
        !slice.insert(def).second)
      continue;
    for (Value *operand : def->getOperands())
      work.push_back(operand);
  }
  std::vector<std::string> types;
  for (Operation &op : g.getBody()) {
    if (!slice.count(&op))
      continue;
    llvm::StringRef name = op.getNameStr();
    if (name == "onnx.Constant" || name == "onnx.initializer" ||
        name == "onnx.none")
      continue;
    if (name == "onnx.custom")
      if (Attribute t = op.getAttr("onnx.op_type"))
        name = t.getString();
    name.consume_front("onnx.");
    types.push_back(name.str());
  }
  return types;
}

/// The top-level values of `g` by the names the printer gives them
/// (`--print-ir`): name hints made unique with `_N` suffixes, the other
/// values numbered in order of definition, an op's results before the
/// values of its regions (lib/IR/Printer.cpp's NameState).
static llvm::StringMap<Value *> printedNames(Graph &g) {
  llvm::StringMap<Value *> topLevel;
  llvm::StringSet<> used;
  llvm::StringMap<unsigned> nextSuffix;
  unsigned nextNumber = 0;
  auto assign = [&](Value *v, bool top) {
    llvm::StringRef hint = v->getName();
    std::string name;
    if (hint.empty() || llvm::all_of(hint, llvm::isDigit)) {
      name = std::to_string(nextNumber++);
    } else {
      name = hint.str();
      if (used.contains(name)) {
        unsigned &suffix = nextSuffix[hint];
        do
          name = (hint + "_" + llvm::Twine(++suffix)).str();
        while (used.contains(name));
      }
      used.insert(name);
    }
    if (top)
      topLevel.try_emplace(name, v);
  };
  std::function<void(Region &, bool)> numberRegion = [&](Region &r,
                                                         bool top) {
    for (Block &block : r.getBlocks()) {
      for (Value *arg : block.getArguments())
        assign(arg, top);
      for (Operation &op : block) {
        for (Value *v : op.getResults())
          assign(v, top);
        for (Region &nested : op.getRegions())
          numberRegion(nested, false);
      }
    }
  };
  numberRegion(g.getBodyRegion(), true);
  return topLevel;
}

namespace {
class Verifier {
public:
  Verifier(const VerifyRequest &request, llvm::raw_ostream &log,
           llvm::StringRef workDir)
      : req(request), opts(request.options), log(log), workDir(workDir) {}

  llvm::Expected<VerifyResult> run(Context &ctx);

private:
  llvm::Error compareIntermediates(Context &ctx,
                                   const runtime::VerifyCase &c0,
                                   VerifyResult &result);
  llvm::Error bisect(Context &ctx, const runtime::VerifyCase &failing,
                     const runtime::ModelOutputs &expected,
                     VerifyResult &result);
  llvm::Error writeRepro(Context &ctx, Operation &culprit,
                         llvm::ArrayRef<Attribute> operandValues,
                         llvm::ArrayRef<Attribute> resultValues,
                         VerifyResult &result);
  /// Lowers `module` (a copy of the core module with extra outputs) as the
  /// export did, writes it as `<stage>.onnx` with one data set of `inputs`
  /// and the interpreter's `outputs`, and runs it in ONNX Runtime.
  llvm::Expected<OrtAnswer> runExtraOutputs(Module &module,
                                            llvm::StringRef stage,
                                            llvm::ArrayRef<Attribute> inputs,
                                            llvm::ArrayRef<Attribute> outputs,
                                            llvm::ArrayRef<std::string> names);
  std::string dataSetDir(llvm::StringRef stage, size_t k) const {
    llvm::SmallString<128> dir(workDir);
    llvm::sys::path::append(dir, stage, "test_data_set_" + std::to_string(k));
    return std::string(dir);
  }

  const VerifyRequest &req;
  const VerifyOptions &opts;
  llvm::raw_ostream &log;
  std::string workDir;
};
} // namespace

llvm::Expected<OrtAnswer>
Verifier::runExtraOutputs(Module &module, llvm::StringRef stage,
                          llvm::ArrayRef<Attribute> inputs,
                          llvm::ArrayRef<Attribute> outputs,
                          llvm::ArrayRef<std::string> names) {
  llvm::SmallString<128> model(workDir);
  llvm::sys::path::append(model, stage + ".onnx");
  if (llvm::Error err = req.lowerAndWrite(module, model))
    return err;
  std::string dir = dataSetDir(stage, 0);
  if (llvm::Error err =
          writeDataSet(dir, inputs, req.inputNames, outputs, names))
    return err;
  llvm::Expected<std::vector<OrtAnswer>> answers =
      runOrt({OrtJob{std::string(model), {dir}, {}, {}}}, workDir, opts);
  if (!answers)
    return answers.takeError();
  return (*answers)[0];
}

/// The multiple that the shape env's facts make `sym` (`h mod 8 == 0` from
/// a raising check: 8); the least common multiple of every such divisor up
/// to 1024, 1 when there is none.
static int64_t knownMultiple(const shape::ShapeEnv &env, shape::ExprRef sym) {
  int64_t m = 1;
  for (int64_t c = 2; c <= 1024; ++c)
    if (m % c != 0 && env.isDivisible(sym, c) == shape::Truth::True)
      m = std::lcm(m, c);
  return m;
}

llvm::Expected<VerifyResult> Verifier::run(Context &ctx) {
  VerifyResult result;
  std::vector<runtime::CaseAxis> axes;
  for (const DynamicAxis &a : req.dynamicAxes) {
    runtime::CaseAxis axis{a.input, a.axis, a.symbol};
    if (req.coreModule) {
      const shape::ShapeEnv &env = req.coreModule->getShapeEnv();
      shape::ExprRef sym = env.getContext().lookupSymbol(a.symbol);
      if (sym && env.isDeclared(sym)) {
        if (std::optional<shape::SymbolRange> r = env.getRange(sym)) {
          axis.min = r->min;
          axis.max = r->max;
        }
        axis.multiple = knownMultiple(env, sym);
        bool listed = opts.sizes.count(a.symbol) != 0;
        if (axis.multiple > 1 && !listed &&
            llvm::none_of(axes, [&](const runtime::CaseAxis &b) {
              return b.symbol == a.symbol;
            }))
          log << "verify: '" << a.symbol << "' is a multiple of "
              << axis.multiple
              << " (a fact of the model's shapes): its other sizes are too\n";
      }
    }
    axes.push_back(axis);
  }
  llvm::Expected<std::vector<runtime::VerifyCase>> cases =
      runtime::makeVerifyCases(ctx, req.exampleInputsPath, axes,
                               opts.sizesPerAxis, opts.seed, opts.sizes);
  if (!cases)
    return cases.takeError();
  // The given inputs go right after the example's, as cases 1, 2, ...
  for (auto [k, path] : llvm::enumerate(req.extraInputsPaths)) {
    llvm::Expected<runtime::VerifyCase> extra = runtime::readVerifyCase(
        ctx, path, req.exampleInputsPath, axes,
        "inputs " + llvm::sys::path::filename(path).str());
    if (!extra)
      return extra.takeError();
    cases->insert(cases->begin() + 1 + k, std::move(*extra));
  }
  // A case outside a symbol's range runs a model built on the assumption
  // that it does not happen (`seq.size(1) == 1` folded for seq in [2,
  // inf)): say so, since a mismatch may come from there. (A size-1
  // example of a dynamic axis keeps [2, inf); such models mostly do not
  // care.)
  if (req.coreModule)
    for (const runtime::VerifyCase &c : *cases)
      for (const DynamicAxis &a : req.dynamicAxes) {
        if (a.input >= c.inputs.size() || !c.inputs[a.input].isDense())
          continue;
        Type t = c.inputs[a.input].getDenseType();
        if (!t.hasRank() || a.axis >= t.getRank() ||
            !t.getDims()[a.axis].isStatic())
          continue;
        const shape::ShapeEnv &env = req.coreModule->getShapeEnv();
        shape::ExprRef sym = env.getContext().lookupSymbol(a.symbol);
        if (!sym || !env.isDeclared(sym))
          continue;
        shape::SymbolRange range =
            env.getRange(sym).value_or(shape::SymbolRange{0, std::nullopt});
        int64_t size = t.getDims()[a.axis].getStatic();
        // The example's own size (a size-1 batch, which keeps [2, inf)) is
        // the user's choice.
        Type t0 = cases->front().inputs[a.input].getDenseType();
        if (&c == &cases->front() || range.contains(size) ||
            t0.getDims()[a.axis] == t.getDims()[a.axis])
          continue;
        std::string bounds = "[" + std::to_string(range.min) + ", " +
                             (range.max ? std::to_string(*range.max) : "inf") +
                             "]";
        log << "verify: warning: case '" << c.name << "' gives '" << a.symbol
            << "' the size " << size << ", outside its range " << bounds
            << ", which the export assumes; if it does not match, give the "
               "range with --dynamic-axes (e.g. "
            << a.axis << "=" << a.symbol << "["
            << std::min<int64_t>(size, range.min) << ":])\n";
        break;
      }
  llvm::Expected<std::vector<runtime::ModelOutputs>> expected =
      runtime::runTorchScriptCases(ctx, req.torchScriptPath, *cases,
                                   req.exampleInputsPath);
  if (!expected)
    return expected.takeError();

  for (const std::string &s : (*expected)[0].skipped)
    log << "verify: warning: " << s
        << " is not a tensor: it has no ONNX output and is not compared\n";
  llvm::SmallVector<bool, 4> optionalOutputs;
  std::vector<unsigned> unordered;
  std::vector<std::optional<double>> outputAtol;
  if (Graph *core = req.coreModule ? mainGraph(*req.coreModule) : nullptr) {
    if (!opts.exactOrder)
      unordered = dataDependentCountOutputs(*core);
    // A quantized output may differ from torch's kernels by whole steps of
    // its scale (their integer accumulation and rounding of ties against
    // ONNX Runtime's f32 ops): its tolerance is quantizedSteps of them.
    std::vector<std::optional<double>> scales = quantizedOutputScales(*core);
    for (auto [j, scale] : llvm::enumerate(scales)) {
      outputAtol.push_back(std::nullopt);
      if (!scale)
        continue;
      // A hair more than the steps: the two dequantized values are each
      // rounded to f32.
      double atol = opts.quantizedSteps * *scale * (1 + 1e-5) + opts.atol;
      outputAtol.back() = atol;
      std::string name =
          j < req.outputNames.size() && !req.outputNames[j].empty()
              ? req.outputNames[j]
              : "output #" + std::to_string(j);
      log << "verify: output '" << name << "' is quantized (scale "
          << formatTol(*scale) << "): atol " << formatTol(atol) << " ("
          << formatTol(opts.quantizedSteps) << " step"
          << (opts.quantizedSteps == 1 ? "" : "s") << ")\n";
    }
    std::vector<ExportedOutput> kinds = exportedOutputs(*core);
    for (runtime::ModelOutputs &out : *expected)
      if (llvm::Error err = adaptOutputs(ctx, kinds, out, optionalOutputs))
        return err;
  }
  size_t numOutputs = (*expected)[0].tensors.size();
  if (!req.outputNames.empty() && req.outputNames.size() != numOutputs)
    return makeError("the TorchScript module returns " +
                     llvm::Twine(numOutputs) + " tensors but " +
                     llvm::Twine(req.outputNames.size()) +
                     " output names were given");

  std::vector<OrtJob> jobs;
  for (auto [k, c] : llvm::enumerate(*cases)) {
    std::string dir = dataSetDir("model", k);
    if (llvm::Error err = writeDataSet(
            dir, asDTypes(c.inputs, req.inputDTypes), req.inputNames,
            asDTypes((*expected)[k].tensors, req.outputDTypes), req.outputNames,
            optionalOutputs))
      return err;
    jobs.push_back({req.onnxPath, {dir}, unordered, outputAtol});
  }
  llvm::Expected<std::vector<OrtAnswer>> answers = runOrt(jobs, workDir, opts);
  if (!answers)
    return answers.takeError();

  std::optional<size_t> firstFailing;
  size_t bad = 0, total = 0;
  std::vector<std::string> matchedAsSets;
  for (auto [k, a] : llvm::enumerate(*answers)) {
    const runtime::VerifyCase &c = (*cases)[k];
    std::string prefix =
        "verify: case " + std::to_string(k) + " (" + c.name + "): ";
    if (a.status == "load")
      return makeError("ONNX Runtime cannot load '" + req.onnxPath +
                       "': " + a.detail);
    if (a.status == "run" || a.status == "data") {
      log << prefix << "ONNX Runtime failed: " << a.detail << "\n";
      for (size_t j = 0; j < numOutputs; ++j) {
        std::string name =
            j < req.outputNames.size() && !req.outputNames[j].empty()
                ? req.outputNames[j]
                : "output #" + std::to_string(j);
        result.comparisons.push_back({name, c.name, 0, 0, false});
      }
      bad += numOutputs;
      total += numOutputs;
      if (!firstFailing)
        firstFailing = k;
      continue;
    }
    for (auto [j, o] : llvm::enumerate(a.outputs)) {
      std::string name =
          j < req.outputNames.size() && !req.outputNames[j].empty()
              ? req.outputNames[j]
              : o.name;
      log << prefix << "output '" << name << "' " << describeErrors(o)
          << ": " << (o.ok ? "ok" : "MISMATCH (" + o.text + ")") << "\n";
      result.comparisons.push_back({name, c.name, o.maxAbsErr.value_or(0),
                                    o.maxRelErr.value_or(0), o.ok});
      if (o.unordered && !llvm::is_contained(matchedAsSets, name))
        matchedAsSets.push_back(name);
      ++total;
      if (!o.ok) {
        ++bad;
        if (!firstFailing)
          firstFailing = k;
      }
    }
  }

  if (!opts.intermediates.empty())
    if (llvm::Error err = compareIntermediates(ctx, (*cases)[0], result))
      return err;
  for (const OutputComparison &c : result.comparisons)
    if (c.caseName == "intermediates") {
      ++total;
      bad += !c.ok;
    }

  result.ok = bad == 0;
  if (!matchedAsSets.empty()) {
    log << "verify: note: output" << (matchedAsSets.size() == 1 ? " " : "s ");
    llvm::interleave(
        matchedAsSets, log, [&](const std::string &n) { log << "'" << n << "'"; },
        ", ");
    log << " matched as sets of rows, not in order: their count depends on "
           "the data, and ties (equal scores in NMS or TopK) may be ordered "
           "either way (--verify-exact-order compares them in order)\n";
  }
  std::string tol = "rtol " + formatTol(opts.rtol) + ", atol " +
                    formatTol(opts.atol) +
                    (opts.atolScaled ? " x each output's largest |value|" : "");
  if (result.ok)
    log << "verify: ok: " << total << " comparisons in " << cases->size()
        << (cases->size() == 1 ? " case" : " cases") << " within " << tol
        << "\n";
  else
    log << "verify: FAILED: " << bad << " of " << total
        << " comparisons out of tolerance (" << tol << ")\n";

  if (firstFailing && opts.bisect) {
    if (!req.coreModule || !req.lowerAndWrite)
      log << "verify: no core module to bisect with\n";
    else if (llvm::Error err = bisect(ctx, (*cases)[*firstFailing],
                                      (*expected)[*firstFailing], result))
      return err;
  }
  return result;
}

llvm::Error Verifier::compareIntermediates(Context &,
                                           const runtime::VerifyCase &c0,
                                           VerifyResult &result) {
  if (!req.coreModule || !req.lowerAndWrite)
    return makeError("--verify intermediates need the core module and its "
                     "lowering");
  std::unique_ptr<Module> copy = cloneModule(*req.coreModule);
  Graph *g = mainGraph(*copy);
  if (!g || !g->getReturnOp())
    return makeError("the core module has no graph to verify");
  llvm::StringMap<Value *> byName = printedNames(*g);
  unsigned numOutputs = g->getReturnOp()->getNumOperands();
  std::vector<unsigned> indices;
  for (const std::string &name : opts.intermediates) {
    Value *v = byName.lookup(llvm::StringRef(name).ltrim('%'));
    if (!v)
      return makeError("no value named '" + name +
                       "' at the top level of the core module's graph @" +
                       g->getName() + " (names as --print-ir prints them)");
    if (!v->getType().isTensor())
      return makeError("core value '" + name + "' is not a tensor");
    indices.push_back(addGraphOutput(*g, v, ""));
  }
  llvm::Expected<std::vector<Attribute>> values =
      runtime::runGraphOnTensors(*g, c0.inputs, {});
  if (!values)
    return values.takeError();
  std::vector<Attribute> outputs;
  std::vector<std::string> names;
  for (auto [i, v] : llvm::enumerate(*values)) {
    if (!v)
      return makeError("core output #" + llvm::Twine(i) + " is not a tensor");
    outputs.push_back(v);
    names.push_back(i < numOutputs ? "" : opts.intermediates[i - numOutputs]);
  }
  llvm::Expected<OrtAnswer> answer =
      runExtraOutputs(*copy, "intermediates", c0.inputs, outputs, names);
  if (!answer)
    return answer.takeError();
  const OrtAnswer &a = *answer;
  if (a.status != "pass" && a.status != "mismatch")
    return makeError("ONNX Runtime failed on the model with intermediates: " +
                     a.status + ": " + a.detail);
  for (auto [i, name] : llvm::enumerate(opts.intermediates)) {
    unsigned index = indices[i];
    if (index >= a.outputs.size())
      return makeError("ONNX Runtime reported no value for intermediate '" +
                       name + "'");
    const OrtOutput &o = a.outputs[index];
    log << "verify: intermediate '" << name << "' (case 0): "
        << describeErrors(o) << ": "
        << (o.ok ? "ok" : "MISMATCH (" + o.text + ")") << "\n";
    result.comparisons.push_back({name, "intermediates",
                                  o.maxAbsErr.value_or(0),
                                  o.maxRelErr.value_or(0), o.ok});
  }
  return llvm::Error::success();
}

llvm::Error Verifier::bisect(Context &ctx, const runtime::VerifyCase &failing,
                             const runtime::ModelOutputs &expected,
                             VerifyResult &result) {
  log << "verify: bisecting on case '" << failing.name << "'\n";
  std::unique_ptr<Module> probed = cloneModule(*req.coreModule);
  Graph *g = mainGraph(*probed);
  if (!g || !g->getReturnOp())
    return makeError("the core module has no graph to bisect");

  // Every tensor result of every top-level op that computes something
  // (constants are what they are) becomes an output: probe_<n>.
  std::vector<Probe> probes;
  llvm::DenseMap<Value *, unsigned> returned;
  for (auto [i, v] : llvm::enumerate(g->getOutputs()))
    returned.try_emplace(v, i);
  Operation *ret = g->getReturnOp();
  unsigned numOriginal = ret->getNumOperands();
  unsigned opIndex = 0;
  std::vector<Operation *> ops;
  for (Operation &op : g->getBody())
    ops.push_back(&op);
  for (Operation *op : ops) {
    unsigned index = opIndex++;
    if (op == ret || op->getNumOperands() == 0)
      continue;
    for (unsigned r = 0; r < op->getNumResults(); ++r) {
      Value *v = op->getResult(r);
      if (!v->getType().isTensor())
        continue;
      auto it = returned.find(v);
      unsigned out =
          it != returned.end()
              ? it->second
              : addGraphOutput(*g, v, "probe_" + std::to_string(probes.size()));
      probes.push_back({index, r, out, op->getNameStr().str(), op->getLoc()});
    }
  }
  if (probes.empty()) {
    log << "verify: the core graph has no op to probe\n";
    return llvm::Error::success();
  }

  // The interpreter's values of every output and probe.
  llvm::Expected<std::vector<Attribute>> values =
      runtime::runGraphOnTensors(*g, failing.inputs, {});
  if (!values)
    return values.takeError();
  std::vector<std::string> names;
  for (Value *v : g->getOutputs())
    names.push_back(v->getName().str());
  std::vector<Attribute> outputs;
  for (auto [i, v] : llvm::enumerate(*values)) {
    if (!v)
      return makeError("core output #" + llvm::Twine(i) +
                       " is not a tensor: cannot bisect");
    outputs.push_back(v);
  }

  // The core module against LibTorch first: if they disagree, the import
  // or a decomposition is wrong, and the lowering is not to blame.
  bool coreAgrees = true;
  for (size_t j = 0; j < expected.tensors.size() && j < numOriginal; ++j) {
    if (!expected.tensors[j])
      continue; // an absent optional
    llvm::Expected<runtime::TensorDifference> d = runtime::compareTensors(
        outputs[j], expected.tensors[j], opts.rtol, opts.atol);
    if (!d)
      return d.takeError();
    if (d->ok)
      continue;
    coreAgrees = false;
    std::string name =
        j < req.outputNames.size() && !req.outputNames[j].empty()
            ? req.outputNames[j]
            : "output #" + std::to_string(j);
    log << "verify: the core module (interpreted) already disagrees with "
           "LibTorch on output '"
        << name << "' ("
        << (d->problem.empty() ? "max abs err " + formatErr(d->maxAbsErr) +
                                     ", max rel err " +
                                     formatErr(d->maxRelErr)
                               : d->problem)
        << "): the import or a decomposition is wrong, not only the "
           "lowering\n";
  }

  llvm::Expected<OrtAnswer> answer =
      runExtraOutputs(*probed, "probes", failing.inputs, outputs, names);
  if (!answer)
    return answer.takeError();
  const OrtAnswer &a = *answer;
  if (a.status != "pass" && a.status != "mismatch") {
    log << "verify: ONNX Runtime failed on the model with probes (" << a.status
        << ": " << a.detail << "): no op to blame\n";
    return llvm::Error::success();
  }
  if (a.outputs.size() != outputs.size())
    return makeError("ONNX Runtime reported " + llvm::Twine(a.outputs.size()) +
                     " outputs of the model with probes, expected " +
                     llvm::Twine(outputs.size()));

  const Probe *culprit = nullptr;
  for (const Probe &p : probes)
    if (!a.outputs[p.outputIndex].ok) {
      culprit = &p;
      break;
    }
  if (!culprit) {
    if (coreAgrees)
      log << "verify: with every op's result as an output, nothing "
             "diverges: the probes changed what the lowering does, no op to "
             "blame\n";
    else
      log << "verify: ONNX Runtime agrees with the core module on every op: "
             "the divergence is before the lowering\n";
    return llvm::Error::success();
  }

  const OrtOutput &o = a.outputs[culprit->outputIndex];
  result.divergingOp = culprit->opName;
  result.divergingLoc = locationText(culprit->loc);
  std::vector<std::string> types = nodeTypesOf(*g, culprit->outputIndex);
  std::string typeList;
  for (const std::string &t : types)
    typeList += (typeList.empty() ? "" : ", ") + t;
  log << "verify: first diverging op: '" << culprit->opName << "' at "
      << result.divergingLoc << " (result #" << culprit->result << ", "
      << describeErrors(o) << "), lowered to ONNX "
      << (typeList.empty() ? "(no node)" : typeList) << "\n";

  // The culprit in the original module (the probed copy is lowered now),
  // and the interpreter's values of its operands and results.
  Graph *orig = mainGraph(*req.coreModule);
  Operation *op = nullptr;
  unsigned k = 0;
  for (Operation &candidate : orig->getBody())
    if (k++ == culprit->opIndex) {
      op = &candidate;
      break;
    }
  llvm::DenseMap<std::pair<unsigned, unsigned>, Attribute> probeValues;
  for (const Probe &p : probes)
    probeValues[{p.opIndex, p.result}] = outputs[p.outputIndex];
  llvm::DenseMap<Operation *, unsigned> topIndex;
  k = 0;
  for (Operation &candidate : orig->getBody())
    topIndex[&candidate] = k++;

  std::vector<Attribute> operandValues;
  for (auto [i, v] : llvm::enumerate(op->getOperands())) {
    Attribute value;
    if (auto *arg = llvm::dyn_cast<BlockArgument>(v)) {
      if (arg->getOwner() == &orig->getBody() &&
          arg->getArgNumber() < failing.inputs.size())
        value = failing.inputs[arg->getArgNumber()];
    } else if (Operation *def = v->getDefiningOp()) {
      auto it = topIndex.find(def);
      if (it != topIndex.end())
        value = probeValues.lookup(
            {it->second, llvm::cast<OpResult>(v)->getResultNumber()});
    }
    operandValues.push_back(value);
  }
  std::vector<Attribute> resultValues;
  for (unsigned r = 0; r < op->getNumResults(); ++r)
    resultValues.push_back(probeValues.lookup({culprit->opIndex, r}));
  return writeRepro(ctx, *op, operandValues, resultValues, result);
}

/// Whether `op` is a constant the repro can clone as it is.
static bool isConstantOp(const Operation *op) {
  return op && op->getNumOperands() == 0 && op->getNumRegions() == 0;
}

llvm::Error Verifier::writeRepro(Context &ctx, Operation &culprit,
                                 llvm::ArrayRef<Attribute> operandValues,
                                 llvm::ArrayRef<Attribute> resultValues,
                                 VerifyResult &result) {
  if (culprit.getNumRegions() != 0) {
    log << "verify: no repro: '" << culprit.getNameStr()
        << "' has regions\n";
    return llvm::Error::success();
  }
  Module repro(ctx, culprit.getLoc());
  for (const NamedAttribute &a : req.coreModule->getAttrs())
    repro.setAttr(a.name, a.value);
  Graph &g = repro.addGraph("main", culprit.getLoc());
  llvm::DenseMap<Value *, Value *> mapping;
  std::vector<Attribute> inputs;
  std::vector<std::string> inputNames;
  for (auto [i, v] : llvm::enumerate(culprit.getOperands())) {
    if (mapping.count(v))
      continue;
    Operation *def = v->getDefiningOp();
    if (isConstantOp(def)) {
      Operation *c = def->clone(mapping);
      g.getBody().push_back(c);
      continue;
    }
    if (!operandValues[i]) {
      log << "verify: no repro: operand #" << i << " of '"
          << culprit.getNameStr() << "' is not a tensor computed by a "
          << "top-level op\n";
      return llvm::Error::success();
    }
    BlockArgument *arg = g.getBody().addArgument(
        operandValues[i].getDenseType(), v->getLoc());
    std::string name = "input_" + std::to_string(inputs.size());
    arg->setName(name);
    mapping[v] = arg;
    inputs.push_back(operandValues[i]);
    inputNames.push_back(name);
  }
  Operation *copy = culprit.clone(mapping);
  g.getBody().push_back(copy);
  std::vector<Value *> outs;
  std::vector<Attribute> expected;
  std::vector<std::string> outputNames;
  std::vector<Type> types;
  for (unsigned r = 0; r < copy->getNumResults(); ++r) {
    if (!resultValues[r])
      continue;
    Value *v = copy->getResult(r);
    v->setType(resultValues[r].getDenseType());
    std::string name = "output_" + std::to_string(outs.size());
    v->setName(name);
    outs.push_back(v);
    types.push_back(v->getType());
    expected.push_back(resultValues[r]);
    outputNames.push_back(name);
  }
  Builder b(ctx);
  b.setInsertionPointToEnd(&g.getBody());
  b.create(culprit.getLoc(), "tocc.return", {}, outs);
  g.setResultTypes(types);

  std::string dir = opts.reproDir;
  if (dir.empty()) {
    llvm::SmallString<128> path(req.onnxPath);
    llvm::sys::path::replace_extension(path, "repro");
    dir = std::string(path);
  }
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return makeError("cannot create repro directory '" + dir +
                     "': " + ec.message());
  llvm::SmallString<128> model(dir);
  llvm::sys::path::append(model, "model.onnx");
  if (llvm::Error err = req.lowerAndWrite(repro, model))
    return makeError("cannot lower the repro of '" + culprit.getNameStr() +
                     "': " + llvm::toString(std::move(err)));
  llvm::SmallString<128> set(dir);
  llvm::sys::path::append(set, "test_data_set_0");
  if (llvm::Error err =
          writeDataSet(set, inputs, inputNames, expected, outputNames))
    return err;
  result.reproDir = dir;

  llvm::ErrorOr<std::string> node = llvm::sys::findProgramByName("node");
  if (!node)
    return makeError("cannot find `node` (Node.js) on PATH");
  std::string runner = getOrtRunnerPath();
  std::vector<std::string> words = {"node",
                                    runner,
                                    std::string(model),
                                    "--data-set",
                                    std::string(set),
                                    "--rtol",
                                    formatTol(opts.rtol),
                                    "--atol",
                                    formatTol(opts.atol)};
  log << "verify: repro of '" << culprit.getNameStr() << "' in " << dir
      << ": " << shellCommand(words) << "\n";
  llvm::SmallString<128> outPath(workDir);
  llvm::sys::path::append(outPath, "repro-run.txt");
  llvm::sys::fs::remove(outPath);
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(""), llvm::StringRef(outPath), llvm::StringRef(outPath)};
  std::vector<llvm::StringRef> args(words.begin(), words.end());
  args[0] = *node;
  int rc = llvm::sys::ExecuteAndWait(*node, args, std::nullopt, redirects);
  if (rc == 1)
    log << "verify: the repro fails in ONNX Runtime, as the model does\n";
  else if (rc == 0)
    log << "verify: the repro passes in ONNX Runtime: '"
        << culprit.getNameStr()
        << "' diverges only inside the whole model\n";
  else {
    auto text = llvm::MemoryBuffer::getFile(outPath);
    log << "verify: ONNX Runtime cannot run the repro (exit " << rc
        << "): " << (text ? (*text)->getBuffer().trim() : "") << "\n";
  }
  return llvm::Error::success();
}

llvm::Expected<VerifyResult> tocc::verifyExport(const VerifyRequest &request,
                                                llvm::raw_ostream &log) {
  Context *ctx = request.coreModule ? &request.coreModule->getContext()
                                    : nullptr;
  std::unique_ptr<Context> own;
  if (!ctx) {
    own = std::make_unique<Context>();
    ctx = own.get();
  }
  llvm::SmallString<128> workDir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("tocc-verify", workDir))
    return makeError("cannot create a scratch directory: " + ec.message());
  llvm::Expected<VerifyResult> result =
      Verifier(request, log, workDir).run(*ctx);
  llvm::sys::fs::remove_directories(workDir);
  return result;
}
