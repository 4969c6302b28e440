//===- Export.cpp - The export pipeline behind tocc-export ---------------===//
//
// Capture, the passes from aten to onnx, output names and dynamic axes of
// outputs, the writer and the checker, each a stage with its time, peak
// memory and op histogram (ExportResult, the report). Problems are
// diagnostics at the ops' source locations; an op the export cannot take
// is found before the pass that would fail on it, so one run lists them all
// with the opsets that have them.
//
//===----------------------------------------------------------------------===//
#include "tocc/Export/Export.h"

#include "ExportInternals.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Passes.h"
#include "tocc/Conversion/CoreToCore/Expansion.h"
#include "tocc/Conversion/CoreToCore/Passes.h"
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"
#include "tocc/Dialect/AllDialects.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Clone.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/DialectRegistry.h"
#include "tocc/IR/Operation.h"
#include "tocc/IR/Verifier.h"
#include "tocc/Pass/PassManager.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Runtime/ConstantEvaluator.h"
#include "tocc/Runtime/Verification.h"
#include "tocc/Shape/ShapeEnv.h"
#include "tocc/Target/Onnx/OnnxFiles.h"
#include "tocc/Transforms/FoldConstants.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <chrono>
#include <optional>
#include <fstream>

using namespace tocc;
using namespace tocc::exporting;

/// Constants of at least this many bytes become initializers.
static constexpr size_t kMinInitializerBytes = 64;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

//===----------------------------------------------------------------------===//
// Memory and time
//===----------------------------------------------------------------------===//

/// Resets the kernel's high-water mark of the resident set (VmHWM), so the
/// next read is the peak of what ran since. Linux only; harmless elsewhere.
static void resetPeakRSS() {
  std::ofstream clear("/proc/self/clear_refs");
  if (clear)
    clear << "5";
}

uint64_t exporting::readPeakRSS() {
  auto buffer = llvm::MemoryBuffer::getFileAsStream("/proc/self/status");
  if (!buffer)
    return 0;
  llvm::SmallVector<llvm::StringRef, 64> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  for (llvm::StringRef line : lines)
    if (line.consume_front("VmHWM:")) {
      uint64_t kb = 0;
      line.trim().split(' ').first.getAsInteger(10, kb);
      return kb * 1024;
    }
  return 0;
}

std::map<std::string, unsigned> exporting::opHistogram(Module &module) {
  std::map<std::string, unsigned> histogram;
  module.walk([&](Operation *op) {
    llvm::StringRef name = op->getNameStr();
    if (name != "tocc.return" && name != "tocc.yield")
      ++histogram[name.str()];
  });
  return histogram;
}

//===----------------------------------------------------------------------===//
// The pipeline
//===----------------------------------------------------------------------===//

namespace {

class Exporter {
public:
  Exporter(Module &module, const ExportOptions &options, ExportResult &result,
           ExportRecord &record, ProgressBar &progress)
      : module(module), ctx(module.getContext()), options(options),
        result(result), record(record), progress(progress) {}

  llvm::Error run(llvm::StringRef outputPath);

private:
  /// Runs `fn` as stage `name`: progress, time, peak memory, histogram.
  llvm::Error stage(llvm::StringRef name,
                    llvm::function_ref<llvm::Error()> fn);
  llvm::Error runPipeline(llvm::StringRef pipeline);
  llvm::Error checkDynamicAxes();
  llvm::Error findUnsupportedOps(bool beforeLowering);
  /// Types the tensor results shape inference left without a dtype or a
  /// rank by running the graph on the example inputs (their dtype and
  /// rank; their dims too when the graph has no symbolic dim): with
  /// `all`, every aten and prim op's, else only ops that will stay aten
  /// ops (--operator-export-type fallbacks).
  llvm::Error typeFallbackOpsByExample(bool all = false,
                                       bool *typed = nullptr);
  llvm::Error nameOutputs();
  void flattenOutputs();
  void constantsToInitializers();
  llvm::Error checkOutputAxes();
  /// Output #i's name: --output-names', else the dict key it came from
  /// (flattenOutputs), else empty.
  std::string outputName(size_t i) const;

  Module &module;
  Context &ctx;
  const ExportOptions &options;
  ExportResult &result;
  ExportRecord &record;
  ProgressBar &progress;
  /// Per flattened output, the key of the dict the model returned it in.
  std::vector<std::string> keyNames;
};

} // namespace

/// Runs `fn` as stage `name` of the progress bar and measures it: wall
/// time and peak RSS (the histogram is the caller's: a failed capture has
/// no module to count).
static StageStats measureStage(llvm::StringRef name, ProgressBar &progress,
                               llvm::function_ref<void()> fn) {
  progress.beginStage(name);
  resetPeakRSS();
  auto start = std::chrono::steady_clock::now();
  fn();
  StageStats stats;
  stats.name = name.str();
  stats.seconds = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  stats.peakRSS = readPeakRSS();
  progress.endStage();
  return stats;
}

llvm::Error Exporter::stage(llvm::StringRef name,
                            llvm::function_ref<llvm::Error()> fn) {
  llvm::Error err = llvm::Error::success();
  StageStats stats = measureStage(name, progress, [&] { err = fn(); });
  stats.histogram = opHistogram(module);
  result.stages.push_back(std::move(stats));
  if (options.stageLog)
    *options.stageLog << "tocc-export: " << name << ": "
                 << llvm::format("%.3f", result.stages.back().seconds)
                 << " s\n";
  return err;
}

llvm::Error Exporter::runPipeline(llvm::StringRef pipeline) {
  PassManagerOptions pmOptions;
  const PassManagerOptions &print = options.irPrinting;
  pmOptions.printIRAfterAll = print.printIRAfterAll;
  pmOptions.printIRBeforeAll = print.printIRBeforeAll;
  for (const auto &name : print.printIRAfter)
    pmOptions.printIRAfter.insert(name.getKey());
  for (const auto &name : print.printIRBefore)
    pmOptions.printIRBefore.insert(name.getKey());
  pmOptions.printOptions = print.printOptions;
  pmOptions.irStream = print.irStream;
  PassManager pm(ctx, std::move(pmOptions));
  if (llvm::Error err = pm.addPipeline(pipeline))
    return err;
  if (failed(pm.run(module)))
    return makeError("the pass pipeline '" + pipeline + "' failed");
  return llvm::Error::success();
}

/// Every dynamic-axes entry names an input (the importer used it) or an
/// output (checked after the outputs are named).
llvm::Error Exporter::checkDynamicAxes() {
  Graph &g = module.getGraph(0);
  llvm::StringSet<> inputs;
  for (Value *in : g.getInputs())
    inputs.insert(in->getName());
  for (const DynamicAxesSpec &spec : options.dynamicAxes) {
    if (inputs.count(spec.name))
      continue;
    bool isOutput = false;
    for (size_t i = 0, e = g.getOutputs().size(); i < e; ++i)
      isOutput |= outputName(i) == spec.name;
    if (!isOutput) {
      std::vector<std::string> names;
      for (Value *in : g.getInputs())
        names.push_back(in->getName().str());
      return makeError(
          "dynamic axes given for '" + spec.name +
          "', which is neither an input (" + llvm::join(names, ", ") +
          ") nor an output name (--output-names or a returned dict's key)");
    }
  }
  return llvm::Error::success();
}

/// The ops the export cannot take at the target opset, all at once: aten
/// ops without a decomposition (before decompose) and core ops without a
/// lowering (before lower-to-onnx, composites that expand excepted).
llvm::Error Exporter::findUnsupportedOps(bool beforeLowering) {
  // aten-fallback takes aten ops only; fallthrough takes core ops too.
  bool fallback =
      beforeLowering
          ? options.operatorExportType == OperatorExportType::Fallthrough
          : options.operatorExportType != OperatorExportType::Onnx;
  std::map<std::pair<std::string, std::string>, UnsupportedOp> found;
  bool noFallback = false; // an op the fallback cannot take either
  // The ops of a check's raising branch go with the check.
  llvm::DenseSet<Block *> raising = findRaisingBlocks(module);
  module.walk([&](Operation *op) {
    if (isInRaisingBlock(op, raising) || feedsOnlyWarnings(op))
      return;
    llvm::StringRef name = op->getNameStr();
    llvm::StringRef ns = op->getName().getDialectNamespace();
    UnsupportedOp u;
    // An aten or custom op a plugin lowers straight to onnx, without a
    // decomposition, is checked like a core op: by its lowerings.
    bool torchOp = ns == "aten" || op->hasAttr("tocc.schema");
    bool lowered = torchOp && !lookupDecomposition(name) &&
                   hasDirectLowering(name);
    if (torchOp && !lowered) {
      if (beforeLowering || lookupDecomposition(name))
        return;
      u.reason = "no decomposition to core ops";
      if (llvm::StringRef why = getUndecomposedReason(name); !why.empty())
        u.reason += ": " + why.str();
    } else if ((name == "prim.Loop" || name == "prim.If") &&
               beforeLowering && options.opset < 13 &&
               llvm::any_of(op->getResultTypes(), [](Type t) {
                 return t.getKind() == Type::List &&
                        t.getElementType().isTensor();
               })) {
      u.reason = "it carries a list of tensors whose length is known only "
                 "at run time (an ONNX sequence), which ONNX's Loop and If "
                 "carry from opset 13";
      u.supportedOpsets.push_back(13);
    } else if ((ns == "core" || lowered) && beforeLowering) {
      if (lookupLowering(name, options.opset) ||
          (op->hasTrait(Composite) && lookupExpansion(name)))
        return;
      llvm::SmallVector<int64_t, 4> since = getLoweringOpsets(name);
      if (since.empty())
        u.reason = "no lowering to ONNX";
      else
        u.reason = "no lowering to opset " + std::to_string(options.opset) +
                   "; lowerings exist from opset " +
                   std::to_string(since.front());
      for (int64_t s : since)
        u.supportedOpsets.push_back(s);
    } else {
      return;
    }
    u.op = name.str();
    std::string locText;
    llvm::raw_string_ostream os(locText);
    os << op->getLoc();
    os.flush();
    u.location = locText;
    auto [it, inserted] = found.try_emplace({u.op, u.location}, u);
    ++it->second.count;
    // Control flow has no custom-op form.
    bool controlFlow = name == "prim.Loop" || name == "prim.If";
    noFallback |= controlFlow;
    if (inserted && (!fallback || controlFlow))
      op->emitError() << "'" << name << "' cannot be exported: " << u.reason
                      << (controlFlow
                              ? ""
                              : " (--operator-export-type=fallthrough or "
                                "aten-fallback exports it as a custom op)");
    else if (inserted)
      op->emitWarning() << "'" << name << "' has " << u.reason
                        << "; exported by the fallback";
  });
  for (auto &entry : found)
    record.unsupported.push_back(entry.second);
  if (!found.empty() && (!fallback || noFallback))
    return makeError(llvm::Twine(found.size()) +
                     (found.size() == 1 ? " op" : " ops") +
                     " cannot be exported (see the errors above)");
  return llvm::Error::success();
}

/// The string a prim.Constant `v` holds, or "".
static std::string constantString(Value *v) {
  Operation *def = v->getDefiningOp();
  Attribute a = def && def->getNameStr() == "prim.Constant"
                    ? def->getAttr("value")
                    : Attribute();
  return a && a.isString() ? a.getString().str() : std::string();
}

/// ONNX graphs return tensors: a tuple, list or dict the model returns is
/// flattened into its elements, in order (a dict's values in insertion
/// order), as torch.onnx.export does. A dict's keys name its values
/// (`out`; `pair_0`, `pair_1` for a tuple under the key `pair`) unless
/// --output-names does.
void Exporter::flattenOutputs() {
  Graph &g = module.getGraph(0);
  Operation *ret = g.getReturnOp();
  if (!ret)
    return;
  llvm::SmallVector<Value *, 4> flat;
  keyNames.clear();
  std::function<void(Value *, const std::string &)> add =
      [&](Value *v, const std::string &name) {
        Operation *def = v->getDefiningOp();
        // A list something appends to (a loop building it) has elements
        // its construction does not list: it stays a list (a sequence).
        auto mutated = [](Operation *list) {
          return llvm::any_of(list->getResult(0)->getUsers(),
                              [](Operation *user) {
                                return !user->isSideEffectFree() &&
                                       user->getNameStr() != "tocc.return";
                              });
        };
        if (def && (def->getNameStr() == "prim.TupleConstruct" ||
                    (def->getNameStr() == "prim.ListConstruct" &&
                     !mutated(def)))) {
          for (auto [i, element] : llvm::enumerate(def->getOperands()))
            add(element, name.empty() ? name : name + "_" + std::to_string(i));
          return;
        }
        if (def && def->getNameStr() == "prim.DictConstruct" &&
            def->getNumOperands() % 2 == 0) {
          for (unsigned i = 0, e = def->getNumOperands(); i < e; i += 2) {
            std::string key = constantString(def->getOperand(i));
            add(def->getOperand(i + 1),
                name.empty() || key.empty() ? key : name + "_" + key);
          }
          return;
        }
        flat.push_back(v);
        keyNames.push_back(name);
      };
  llvm::SetVector<Operation *> containers;
  for (Value *v : g.getOutputs()) {
    if (Operation *def = v->getDefiningOp())
      containers.insert(def);
    add(v, "");
  }
  // The same keys again (a detector's list of per-image dicts, each with
  // boxes, labels and scores): the later ones count up, boxes_1 for the
  // second image's boxes.
  llvm::StringSet<> taken;
  llvm::StringMap<unsigned> repeats;
  for (std::string &name : keyNames) {
    if (name.empty() || taken.insert(name).second)
      continue;
    unsigned &k = repeats[name];
    std::string candidate;
    do
      candidate = name + "_" + std::to_string(++k);
    while (!taken.insert(candidate).second);
    name = candidate;
  }
  if (flat.size() == ret->getNumOperands() &&
      llvm::equal(flat, g.getOutputs()))
    return;
  ret->setOperands(flat);
  // The tuples and dicts no longer returned (a dict is no op any later
  // stage takes).
  eraseDeadOps(containers);
  llvm::SmallVector<Type, 4> types;
  for (Value *v : flat)
    types.push_back(v->getType());
  g.setResultTypes(types);
}

/// Folded weights (a transposed Linear weight, a batch norm folded into a
/// scale) are initializers, as torch.onnx.export's constant folding makes
/// them, not Constant nodes: tools list, share and externalize initializers.
void Exporter::constantsToInitializers() {
  Graph &g = module.getGraph(0);
  unsigned n = 0;
  llvm::StringSet<> used;
  module.walk([&](Operation *op) {
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
      used.insert(op->getResult(i)->getName());
  });
  for (Value *in : g.getInputs())
    used.insert(in->getName());
  for (Operation &op : llvm::make_early_inc_range(g.getBody())) {
    if (op.getNameStr() != "onnx.Constant" || op.getNumResults() != 1)
      continue;
    Attribute value = op.getAttr("value");
    Type t = op.getResult(0)->getType();
    if (!value || !t.isTensor() || !t.hasRank() ||
        value.getRawData().size() < kMinInitializerBytes)
      continue;
    std::string name = op.getResult(0)->getName().str();
    if (name.empty() || name.rfind("Constant_", 0) == 0) {
      do
        name = "onnx::Constant_" + std::to_string(n++);
      while (used.count(name));
      used.insert(name);
    }
    Builder b(&op);
    Operation *init = b.create(op.getLoc(), "onnx.initializer", {t}, {},
                               {{ctx.intern("value"), value}});
    init->getResult(0)->setName(name);
    op.getResult(0)->replaceAllUsesWith(init->getResult(0));
    op.erase();
  }
}

/// Whether `a` is `b` reshaped (the same elements in another shape).
static bool reshapeOf(Value *a, Value *b) {
  Operation *def = a->getDefiningOp();
  if (!def || def->getNumOperands() == 0 || def->getOperand(0) != b)
    return false;
  static const llvm::StringSet<> reshapes = {
      "aten.reshape",   "aten.view",          "aten.flatten.using_ints",
      "aten.unsqueeze", "aten.squeeze.dim",   "aten.squeeze",
      "aten.unflatten.int"};
  return reshapes.contains(def->getNameStr());
}

/// A prim.If with a data-dependent condition whose branches yield tensors
/// of different known ranks, one the other reshaped (torchvision's
/// BoxCoder.decode reshapes its boxes to [N, -1, 4] only `if box_sum >
/// 0`, and leaves them as they are, empty, otherwise): ONNX, and every op
/// after it, needs one rank. Branches that compute different values
/// (`x * 2` or `x.sum(0)`) are not this: they stay, and are an error.
static bool rankDivergentIf(const Operation &op) {
  if (op.getNameStr() != "prim.If" || op.getNumRegions() != 2)
    return false;
  auto &ifOp = const_cast<Operation &>(op);
  if (ifOp.getRegion(0).empty() || ifOp.getRegion(1).empty())
    return false;
  Operation *y0 = ifOp.getRegion(0).front().getTerminator();
  Operation *y1 = ifOp.getRegion(1).front().getTerminator();
  if (!y0 || !y1 || y0->getNumOperands() != op.getNumResults() ||
      y1->getNumOperands() != op.getNumResults())
    return false;
  bool divergent = false;
  for (unsigned i = 0; i < op.getNumResults(); ++i) {
    Value *va = y0->getOperand(i), *vb = y1->getOperand(i);
    Type a = va->getType(), b = vb->getType();
    if (a.isTensor() && b.isTensor() && a.hasRank() && b.hasRank() &&
        a.getRank() != b.getRank()) {
      if (!reshapeOf(va, vb) && !reshapeOf(vb, va))
        return false;
      divergent = true;
    }
  }
  return divergent;
}

/// The kept branch of a rankDivergentIf runs for every input, also for the
/// ones that took the other branch, which are empty in the models this
/// serves (torchvision guards `reshape(box_sum, -1, 4)` with `box_sum >
/// 0`, as torch calls a -1 among zero elements ambiguous). So a reshape or
/// view to a list with a literal -1 gets that size computed instead:
/// numel // max(product of the other sizes, 1), which is what -1 means
/// when the tensor has elements, and 0 when it has none.
static void resolveInferredSize(Value *reshaped) {
  Operation *op = reshaped->getDefiningOp();
  if (!op || (op->getNameStr() != "aten.reshape" &&
              op->getNameStr() != "aten.view") ||
      op->getNumOperands() != 2)
    return;
  Operation *list = op->getOperand(1)->getDefiningOp();
  if (!list || list->getNameStr() != "prim.ListConstruct")
    return;
  std::optional<unsigned> inferred;
  for (unsigned i = 0; i < list->getNumOperands(); ++i) {
    Operation *def = list->getOperand(i)->getDefiningOp();
    Attribute a = def && def->getNameStr() == "prim.Constant"
                      ? def->getAttr("value")
                      : Attribute();
    if (a && a.isInt() && a.getInt() == -1) {
      if (inferred)
        return;
      inferred = i;
    }
  }
  if (!inferred)
    return;
  Context &ctx = op->getContext();
  Builder b(op);
  Location loc = op->getLoc();
  Type intType = ctx.getIntType();
  auto constant = [&](int64_t v) {
    return b.create(loc, "prim.Constant", {intType}, {},
                    {{ctx.intern("value"), ctx.getIntAttr(v)}})
        ->getResult(0);
  };
  Value *one = constant(1);
  Value *others = one;
  for (unsigned i = 0; i < list->getNumOperands(); ++i)
    if (i != *inferred)
      others = b.create(loc, "aten.mul.int", {intType},
                        {others, list->getOperand(i)})
                   ->getResult(0);
  Value *divisor =
      b.create(loc, "prim.max", {intType}, {others, one})->getResult(0);
  Value *numel =
      b.create(loc, "aten.numel", {intType}, {op->getOperand(0)})->getResult(0);
  Value *size = b.create(loc, "aten.floordiv.int", {intType}, {numel, divisor})
                    ->getResult(0);
  llvm::SmallVector<Value *, 4> sizes(list->getOperands());
  sizes[*inferred] = size;
  Value *newList = b.create(loc, "prim.ListConstruct",
                            {list->getResult(0)->getType()}, sizes)
                       ->getResult(0);
  op->setOperand(1, newList);
}

/// Replaces a rankDivergentIf by the branch whose yields have the ranks
/// the example run gave (`ranks`, one per result, -1 for a non-tensor),
/// with a warning: the exported model takes that path for every input,
/// as a traced export would. When the example's value was empty (`empty`)
/// and came from the path that does not reshape, it says nothing about
/// the shape the model means, so the reshaping branch is kept instead: a
/// detector whose example image has no box left must still export the
/// `reshape(box_sum, -1, 4)` the images with boxes need (its -1 made
/// safe for the empty case by resolveInferredSize). False if no one
/// branch matches.
static bool keepBranchOfRanks(Operation *op, llvm::ArrayRef<int64_t> ranks,
                              llvm::ArrayRef<bool> empty) {
  std::optional<unsigned> keep;
  for (unsigned k = 0; k < 2; ++k) {
    Operation *yield = op->getRegion(k).front().getTerminator();
    bool matches = true;
    for (unsigned i = 0; i < ranks.size() && i < yield->getNumOperands();
         ++i) {
      Type t = yield->getOperand(i)->getType();
      if (ranks[i] >= 0 && t.isTensor() &&
          (!t.hasRank() || t.getRank() != ranks[i]))
        matches = false;
    }
    if (matches) {
      if (keep)
        return false; // both match: the ranks do not decide
      keep = k;
    }
  }
  if (!keep)
    return false;
  {
    Operation *kept = op->getRegion(*keep).front().getTerminator();
    Operation *dropped = op->getRegion(1 - *keep).front().getTerminator();
    for (unsigned i = 0; i < empty.size() && i < kept->getNumOperands(); ++i)
      if (empty[i] &&
          reshapeOf(dropped->getOperand(i), kept->getOperand(i))) {
        keep = 1 - *keep;
        break;
      }
  }
  Operation *yield = op->getRegion(*keep).front().getTerminator();
  Operation *other = op->getRegion(1 - *keep).front().getTerminator();
  for (unsigned i = 0; i < ranks.size() && i < yield->getNumOperands(); ++i) {
    Type a = yield->getOperand(i)->getType(), b = other->getOperand(i)->getType();
    if (a.isTensor() && b.isTensor() && a.hasRank() && b.hasRank() &&
        a.getRank() != b.getRank()) {
      if (reshapeOf(yield->getOperand(i), other->getOperand(i)))
        resolveInferredSize(yield->getOperand(i));
      op->emitWarning() << "branches give a tensor of rank " << a.getRank()
                        << " or " << b.getRank()
                        << " (result #" << i
                        << ", the same elements reshaped on one path), and "
                           "ONNX needs one: exported the "
                        << (*keep == 0 ? "then" : "else")
                        << (reshapeOf(yield->getOperand(i),
                                      other->getOperand(i)) &&
                                    i < empty.size() && empty[i]
                                ? " branch, which reshapes (the example "
                                  "inputs take the other with no elements)"
                                : " branch, which the example inputs take");
      break;
    }
  }
  inlineBranch(op, *keep);
  return true;
}

/// An op a fallback exports has no decomposition, and often no shape
/// function either: in a scripted model its results are untyped, which the
/// ops after it (type promotion) and the checker (every value typed) cannot
/// take. With example inputs, the model is run once by the interpreter and
/// each such result gets the dtype and rank it had; its dims are the sizes
/// it had when the model has no symbolic dims, else unknown.
llvm::Error Exporter::typeFallbackOpsByExample(bool all, bool *typed) {
  Graph &g = module.getGraph(0);
  llvm::DenseSet<const Operation *> untyped;
  module.walk([&](Operation *op) {
    llvm::StringRef ns = op->getName().getDialectNamespace();
    if ((ns != "aten" && ns != "prim" && !op->hasAttr("tocc.schema")) ||
        (!all && (ns == "prim" || lookupDecomposition(op->getNameStr()))) ||
        op->getNumRegions() != 0) // an If's or Loop's types are its yields'
      return;
    for (Value *r : op->getResults())
      if (r->getType().isTensor() &&
          (!r->getType().hasRank() || r->getType().getDType() == DType::Unknown))
        untyped.insert(op);
  });
  bool divergentIfs = false;
  module.walk([&](Operation *op) { divergentIfs |= rankDivergentIf(*op); });
  if ((untyped.empty() && !divergentIfs) ||
      options.import.exampleInputsPath.empty())
    return llvm::Error::success();
  llvm::Expected<std::vector<runtime::VerifyCase>> cases =
      runtime::makeVerifyCases(ctx, options.import.exampleInputsPath, {},
                               /*sizesPerAxis=*/1, /*seed=*/0);
  if (!cases) {
    if (all) { // examples the runtime cannot take (a None): no help here
      llvm::consumeError(cases.takeError());
      return llvm::Error::success();
    }
    return cases.takeError();
  }
  bool symbolic = !module.getShapeEnv().getSymbols().empty();
  std::vector<std::pair<Value *, Type>> types;
  // prim.Ifs whose branches yield tensors of different ranks (a value
  // reshaped on one path only): the rank each run of it gave, per result.
  llvm::DenseMap<const Operation *, llvm::SmallVector<int64_t, 2>> ifRanks;
  // Whether each result of such an If was empty in every run.
  llvm::DenseMap<const Operation *, llvm::SmallVector<bool, 2>> ifEmpty;
  llvm::DenseSet<const Operation *> mixedIfs;
  auto onOp = [&](const Operation &op, llvm::ArrayRef<Attribute> results) {
    if (rankDivergentIf(op)) {
      llvm::SmallVector<int64_t, 2> ranks;
      llvm::SmallVector<bool, 2> empty;
      for (Attribute r : results) {
        bool dense = r && r.isDense();
        ranks.push_back(dense ? r.getDenseType().getRank() : -1);
        std::optional<int64_t> n =
            dense ? r.getDenseType().getNumElements() : std::nullopt;
        empty.push_back(n && *n == 0);
      }
      auto [it, first] = ifRanks.try_emplace(&op, ranks);
      if (!first && it->second != ranks)
        mixedIfs.insert(&op);
      auto [et, firstEmpty] = ifEmpty.try_emplace(&op, empty);
      if (!firstEmpty)
        for (unsigned i = 0; i < et->second.size() && i < empty.size(); ++i)
          et->second[i] = et->second[i] && empty[i];
      return;
    }
    if (!untyped.count(&op))
      return;
    for (unsigned i = 0; i < results.size() && i < op.getNumResults(); ++i) {
      Attribute r = results[i];
      if (!r || !r.isDense())
        continue;
      Type seen = r.getDenseType();
      llvm::SmallVector<Dim, 4> dims;
      for (const Dim &d : seen.getDims())
        dims.push_back(symbolic ? Dim() : d);
      types.emplace_back(const_cast<Operation &>(op).getResult(i),
                         ctx.getTensorType(seen.getDType(), dims));
    }
  };
  llvm::Expected<std::vector<Attribute>> ran =
      runtime::runGraphOnTensors(g, cases->front().inputs, onOp);
  if (!ran) {
    // Typing every value is a help, not a requirement: an op the runtime
    // cannot run is reported where it matters (decompose, lowering).
    if (all) {
      llvm::consumeError(ran.takeError());
      return llvm::Error::success();
    }
    return ran.takeError();
  }
  for (auto &[value, type] : types)
    value->setType(type);
  bool specialized = false;
  for (auto &[op, ranks] : ifRanks)
    if (!mixedIfs.count(op))
      specialized |= keepBranchOfRanks(const_cast<Operation *>(op), ranks,
                                       ifEmpty.lookup(op));
  if (typed)
    *typed = !types.empty() || specialized;
  return runPipeline("infer-shapes");
}

std::string Exporter::outputName(size_t i) const {
  if (i < options.outputNames.size())
    return options.outputNames[i];
  return i < keyNames.size() ? keyNames[i] : std::string();
}

/// --output-names (or a returned dict's keys): graph results get those
/// names. A value returned twice, or an input returned as it is, keeps its
/// name; the writer adds an Identity for the second name.
llvm::Error Exporter::nameOutputs() {
  Graph &g = module.getGraph(0);
  llvm::SmallVector<Value *, 4> outputs = g.getOutputs();
  if (options.outputNames.size() > outputs.size())
    return makeError("got " + llvm::Twine(options.outputNames.size()) +
                     " output names, but the model has " +
                     llvm::Twine(outputs.size()) + " outputs");
  Operation *ret = g.getReturnOp();
  llvm::StringSet<> used;
  for (Value *in : g.getInputs())
    used.insert(in->getName());
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::string name = outputName(i);
    if (name.empty())
      continue;
    // A dict key that another input or output already names leaves this
    // output its own name.
    if (i >= options.outputNames.size() && used.count(name))
      continue;
    if (!used.insert(name).second)
      return makeError("output name '" + name +
                       "' is already the name of an input or output");
    Value *v = outputs[i];
    bool sharedOrOuter =
        !v->getDefiningOp() ||
        v->getDefiningOp()->getNameStr() == "onnx.initializer" ||
        llvm::count(outputs, v) > 1;
    if (sharedOrOuter) {
      // An Identity gives this output its own name.
      Builder b(ret);
      Operation *id = b.create(ret->getLoc(), "onnx.Identity", {v->getType()},
                               {v});
      id->getResult(0)->setName(name);
      ret->setOperand(i, id->getResult(0));
      outputs[i] = id->getResult(0);
    } else {
      v->setName(name);
    }
  }
  return llvm::Error::success();
}

/// Output entries of --dynamic-axes: torch names those axes; here they are
/// whatever the input symbols made them, so a static one is reported.
llvm::Error Exporter::checkOutputAxes() {
  Graph &g = module.getGraph(0);
  llvm::SmallVector<Value *, 4> outputs = g.getOutputs();
  // ONNX's checker wants a shape (a rank) on every graph output; an output
  // whose rank depends on the input (an If whose branches yield tensors of
  // different ranks) cannot be written.
  for (auto [i, out] : llvm::enumerate(outputs)) {
    Type t = out->getType();
    if (!t.isTensor() || t.hasRank())
      continue;
    Operation *def = out->getDefiningOp();
    std::string name = outputName(i);
    if (name.empty())
      name = "#" + std::to_string(i);
    auto diag = ctx.getDiagEngine().emitError(def ? def->getLoc()
                                                  : g.getLoc());
    diag << "output " << name << " has no known rank";
    if (def && def->getNameStr() == "onnx.If")
      diag << " (the branches of this `if` yield tensors of different "
              "ranks)";
    diag << ": ONNX graph outputs need a rank; make the value's rank "
            "independent of the input";
    return makeError("output " + name + " has no known rank");
  }
  for (const DynamicAxesSpec &spec : options.dynamicAxes) {
    size_t index = 0;
    while (index < outputs.size() && outputName(index) != spec.name)
      ++index;
    if (index == outputs.size())
      continue;
    Type t = outputs[index]->getType();
    for (const auto &[axis, symbol] : spec.axes) {
      if (!t.isTensor() || !t.hasRank() || axis >= t.getRank())
        return makeError("dynamic axis " + llvm::Twine(axis) + " of output '" +
                         spec.name + "' is out of range (the output is " +
                         t.str() + ")");
      Dim d = t.getDims()[axis];
      if (d.isStatic())
        ctx.getDiagEngine().emitWarning(g.getLoc())
            << "output '" << spec.name << "' axis " << axis << " ('"
            << symbol << "') is static in the exported graph ("
            << t.str() << "): no dynamic input axis reaches it";
    }
  }
  return llvm::Error::success();
}

static const char *fallbackName(OperatorExportType type) {
  switch (type) {
  case OperatorExportType::Onnx:
    return "none";
  case OperatorExportType::Fallthrough:
    return "fallthrough";
  case OperatorExportType::AtenFallback:
    return "aten";
  }
  return "none";
}

llvm::Error Exporter::run(llvm::StringRef outputPath) {
  if (module.getNumGraphs() == 0)
    return makeError("the module has no graph to export");
  if (options.opset < onnx::kMinTargetOpset || options.opset > onnx::kMaxOpset)
    return makeError("opset " + llvm::Twine(options.opset) +
                     " is not supported (tocc exports opsets " +
                     llvm::Twine(onnx::kMinTargetOpset) + " to " +
                     llvm::Twine(onnx::kMaxOpset) + ")");
  bool fallback = options.operatorExportType != OperatorExportType::Onnx;

  // The TorchScript-language stage. refine-optionals first: the None
  // checks that the example inputs or omitted arguments decide fold
  // before shapes are inferred, so the branches they drop never need
  // types or decompositions. Then the rest (simplify-torchscript: number
  // functions of constants, sizes the types decide, lists, tuples, dicts)
  // on typed values. Only then are the outputs flattened: a dict forward
  // fills in (`result["out"] = x`) is a prim.DictConstruct only once
  // resolve-dicts has run.
  if (llvm::Error err = stage("infer-shapes", [&]() -> llvm::Error {
        if (llvm::Error err = runPipeline("refine-optionals"))
          return err;
        if (!options.staticShapes.empty()) {
          if (llvm::Error err = runPipeline("static-shapes{dims={" +
                                            options.staticShapes +
                                            "}},infer-shapes"))
            return err;
        } else if (llvm::Error err = runPipeline("infer-shapes")) {
          return err;
        }
        // functionalize first (torch-mlir's maximize-value-semantics): an
        // in-place op's result then has the type of the functional op, and
        // the sizes of what follows fold.
        // What shape inference could not type (an op with no shape
        // function yet), the example inputs do: the language stage folds
        // sizes of ranked values, and decompose needs every tensor's dtype
        // and rank. Again after it, for the values it made.
        if (llvm::Error err = runPipeline("functionalize"))
          return err;
        // The language stage first folds what the types already decide
        // (MViT's `if x.dim() == 4` of a rank-5 input), so the example
        // inputs run only where something is left untyped: running a
        // model in the interpreter can cost more than the whole export.
        if (llvm::Error err =
                runPipeline("simplify-torchscript,dce,infer-shapes"))
          return err;
        // Values typed by the example may fold more sizes: a few rounds.
        for (int round = 0; round < 4; ++round) {
          bool typed = false;
          if (llvm::Error err = typeFallbackOpsByExample(/*all=*/true, &typed))
            return err;
          if (round != 0 && !typed)
            break;
          if (llvm::Error err =
                  runPipeline("simplify-torchscript,dce,infer-shapes"))
            return err;
        }
        flattenOutputs();
        if (llvm::Error err = checkDynamicAxes())
          return err;
        // Lists a loop builds are its scan outputs, not unsupported list
        // ops (and a stack of such a list types only after the rewrite).
        // Other lists whose length is known only at run time are
        // sequences (docs/torchscript.md), not unsupported list ops.
        if (appendsToScanOutputs(module))
          return runPipeline("sequence-lists,infer-shapes");
        return runPipeline("sequence-lists");
      }))
    return err;
  if (llvm::Error err = stage("decompose", [&]() -> llvm::Error {
        // Complex values (stft's) become view_as_real pairs first: the
        // readers it rewrites are what decompose then sees.
        if (llvm::Error err = runPipeline("realify-complex"))
          return err;
        if (llvm::Error err = findUnsupportedOps(false))
          return err;
        if (fallback)
          if (llvm::Error err = typeFallbackOpsByExample())
            return err;
        std::string pipeline =
            fallback ? "decompose{allow-unconverted=1}" : "decompose";
        if (options.unrollRnn)
          pipeline += ",expand-composites{ops=lstm;gru;rnn}";
        if (options.unrollLoops > 0)
          pipeline += ",unroll-loops{max-trips=" +
                      std::to_string(options.unrollLoops) + "}";
        if (options.unrollLoops > 0 || options.ifToWhere)
          pipeline += ",fold-if";
        if (options.ifToWhere)
          pipeline += ",if-to-where";
        return runPipeline(pipeline);
      }))
    return err;
  if (!options.passesAfterDecompose.empty())
    if (llvm::Error err = stage("passes-after-decompose", [&] {
          return runPipeline(options.passesAfterDecompose);
        }))
      return err;
  // Without export_params the weights are inputs the user feeds: a weight
  // folded into another tensor (a transposed Linear weight) would be an
  // input nobody has, so nothing is folded then.
  if (options.constantFolding && options.writer.exportParams)
    if (llvm::Error err = stage("fold-constants", [&] {
          return runPipeline("fold-constants,fold-if,dce");
        }))
      return err;
  if (options.optionalToFlag)
    if (llvm::Error err = stage("optional-to-flag", [&] {
          return runPipeline("optional-to-flag,dce");
        }))
      return err;
  if (options.verify)
    record.coreModule = cloneModule(module);
  if (llvm::Error err = stage("lower-to-onnx", [&]() -> llvm::Error {
        if (llvm::Error err = findUnsupportedOps(true))
          return err;
        std::string pass =
            "lower-to-onnx{opset=" + std::to_string(options.opset);
        if (fallback && lookupPassInfo("lower-to-onnx") &&
            lowerToOnnxHasFallback())
          pass += std::string(" fallback=") +
                  fallbackName(options.operatorExportType);
        return runPipeline(pass + "}");
      }))
    return err;
  if (!options.passesAfterLowering.empty())
    if (llvm::Error err = stage("passes-after-lowering", [&] {
          return runPipeline(options.passesAfterLowering);
        }))
      return err;
  if (llvm::Error err = stage("cleanup", [&] {
        return runPipeline(cleanupPipeline(options));
      }))
    return err;
  if (llvm::Error err = stage("names", [&]() -> llvm::Error {
        constantsToInitializers();
        if (llvm::Error err = nameOutputs())
          return err;
        if (llvm::Error err = checkOutputAxes())
          return err;
        if (failed(verify(module)))
          return makeError("the exported module does not verify");
        return llvm::Error::success();
      }))
    return err;
  if (llvm::Error err = stage("write", [&] {
        OnnxWriterOptions writer = options.writer;
        writer.onProgress = [&](uint64_t done, uint64_t total) {
          progress.bytes(done, total);
        };
        return writeOnnxModel(module, outputPath, writer);
      }))
    return err;
  uint64_t size = 0;
  if (!llvm::sys::fs::file_size(outputPath, size))
    result.bytesWritten = size;
  result.numNodes = countNodes(module);
  if (options.check && options.opset <= onnx::kMaxLibOnnxOpset)
    if (llvm::Error err = stage("check", [&] {
          return checkOnnxModel(outputPath);
        })) {
      llvm::sys::fs::remove(outputPath);
      return makeError("the written model fails onnx's checker: " +
                       llvm::toString(std::move(err)));
    }
  return llvm::Error::success();
}

unsigned exporting::countNodes(Module &module) {
  unsigned n = 0;
  module.walk([&](Operation *op) {
    llvm::StringRef name = op->getNameStr();
    if (name != "tocc.return" && name != "tocc.yield" &&
        name != "onnx.initializer" && name != "onnx.none")
      ++n;
  });
  return n;
}

std::string exporting::cleanupPipeline(const ExportOptions &) {
  std::string pipeline = "cse,dce";
  if (lookupPassInfo("onnx-cleanup"))
    pipeline += ",onnx-cleanup,cse,dce";
  return pipeline;
}

bool exporting::lowerToOnnxHasFallback() {
  const PassInfo *info = lookupPassInfo("lower-to-onnx");
  if (!info)
    return false;
  std::unique_ptr<Pass> pass = info->allocator();
  llvm::Error err = pass->initializeOptions("fallback=none");
  bool ok = !err;
  llvm::consumeError(std::move(err));
  return ok;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

void tocc::registerExportPipeline() {
  static bool done = [] {
    registerAllDialects();
    registerTransformsPasses();
    registerAtenToCorePasses();
    registerCoreToCorePasses();
    registerCoreToOnnxPasses();
    registerConstantEvaluator(evaluateConstantOp);
    registerCoreLowerings();
    registerCoreExpansions();
    registerAtenDecompositions();
    return true;
  }();
  (void)done;
}

/// The stages a progress bar counts: capture, infer-shapes, decompose,
/// fold-constants, lower-to-onnx, cleanup, names, write, check, verify.
static unsigned numStages(const ExportOptions &options) {
  return 8 + unsigned(options.constantFolding) + unsigned(options.verify) +
         unsigned(!options.passesAfterDecompose.empty()) +
         unsigned(!options.passesAfterLowering.empty());
}

/// The user's pipelines parse (every pass registered, options valid)
/// before anything is captured.
static llvm::Error checkUserPipelines(Context &ctx,
                                      const ExportOptions &options) {
  for (auto [flag, pipeline] :
       {std::pair<llvm::StringRef, llvm::StringRef>{
            "passes-after-decompose", options.passesAfterDecompose},
        {"passes-after-lowering", options.passesAfterLowering}}) {
    if (pipeline.empty())
      continue;
    PassManager pm(ctx);
    if (llvm::Error err = pm.addPipeline(pipeline))
      return makeError("--" + flag + ": " + llvm::toString(std::move(err)));
  }
  return llvm::Error::success();
}

static llvm::Error exportImpl(std::unique_ptr<Module> module,
                              llvm::StringRef modelPath,
                              llvm::StringRef outputPath,
                              const ExportOptions &options,
                              ExportResult *result, ExportRecord &record,
                              ProgressBar &progress) {
  ExportResult local;
  ExportResult &res = result ? *result : local;
  record.modelPath = modelPath.str();
  record.outputPath = outputPath.str();
  Exporter exporter(*module, options, res, record, progress);
  llvm::Error err = exporter.run(outputPath);
  record.module = std::move(module);
  if (!err && options.verify) {
    if (modelPath.empty())
      err = makeError("--verify runs the TorchScript model in LibTorch: "
                      "export a .pt file to use it");
    else {
      progress.beginStage("verify");
      err = verifyExported(record, options, res);
      progress.endStage();
    }
  }
  if (!options.reportPath.empty()) {
    record.failure = err ? "failed" : "";
    if (llvm::Error reportErr = writeReport(record, options, res)) {
      if (err)
        llvm::consumeError(std::move(reportErr));
      else
        err = std::move(reportErr);
    }
  }
  return err;
}

llvm::Error tocc::exportToOnnx(llvm::StringRef modelPath,
                               llvm::StringRef outputPath, Context &ctx,
                               const ExportOptions &options,
                               ExportResult *result) {
  registerExportPipeline();
  loadRegisteredDialects(ctx);
  if (llvm::Error err = checkUserPipelines(ctx, options))
    return err;
  ExportRecord record;
  ExportResult local;
  ExportResult &res = result ? *result : local;
  TorchScriptImportOptions importOptions = options.import;
  importOptions.dynamicAxes = options.dynamicAxes;
  ProgressBar progress(options.progress, numStages(options));
  std::optional<llvm::Expected<std::unique_ptr<Module>>> imported;
  StageStats stats = measureStage("capture", progress, [&] {
    imported.emplace(importTorchScript(modelPath, ctx, importOptions));
  });
  if (!*imported) {
    res.stages.push_back(std::move(stats));
    return imported->takeError();
  }
  stats.histogram = opHistogram(***imported);
  record.captured = stats.histogram;
  res.stages.push_back(std::move(stats));
  return exportImpl(std::move(**imported), modelPath, outputPath, options,
                    &res, record, progress);
}

llvm::Error tocc::exportModuleToOnnx(std::unique_ptr<Module> module,
                                     llvm::StringRef outputPath,
                                     const ExportOptions &options,
                                     ExportResult *result) {
  registerExportPipeline();
  loadRegisteredDialects(module->getContext());
  if (llvm::Error err = checkUserPipelines(module->getContext(), options))
    return err;
  ExportRecord record;
  record.captured = opHistogram(*module);
  ProgressBar progress(options.progress, numStages(options) - 1);
  return exportImpl(std::move(module), "", outputPath, options, result,
                    record, progress);
}
