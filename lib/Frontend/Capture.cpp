//===- Capture.cpp - Dispatcher-level capture of C++ code and TorchScript -===//
//
// A capture runs a program once under LibTorch's tracer
// (torch::jit::tracer::trace): every ATen op reaching the dispatcher is
// recorded in a jit::Graph, tensors that are not inputs become constants.
// The graph is then imported by the TorchScript importer (importJitGraph,
// TorchScriptImporter.cpp), which never calls back into this file (the
// order is in Torch.h).
// Around the tracer, on the capturing thread only:
//  - a node recorder (tracer::setRecordSourceLocation) gives each recorded
//    node its location: the TorchScript interpreter's call stack when a
//    scripted module runs (trace mode), else the innermost CaptureScope;
//  - a RecordFunction callback sees the ops that read a tensor's value into
//    the host (aten::_local_scalar_dense, behind .item() and bool(t);
//    aten::equal) and records them as trace hazards, named after the
//    outermost op running (aten::item, aten::is_nonzero, ...);
//  - prim::tolist, which reads tensor memory without any dispatcher op, is
//    observed by a marker op the trace mode inserts after it;
//  - in trace mode, every prim::If and prim::Loop of forward whose
//    condition or trip count depends on forward's inputs is observed by
//    marker ops in its blocks: the branch it took, the trips it ran. The
//    trace keeps only that path, so each is a trace hazard too.
//
//===----------------------------------------------------------------------===//
#include "tocc/Capture.h"

#include "InputSpecs.h"
#include "Torch.h"
#include "Trace.h"

#include "tocc/IR/Context.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <ATen/record_function.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/csrc/jit/runtime/interpreter.h>
#include <torch/csrc/jit/runtime/operator.h>

#include <cctype>
#include <mutex>
#include <optional>
#include <sstream>

using namespace tocc;
using namespace tocc::frontend;
namespace jit = torch::jit;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

namespace {

/// A CaptureScope: a name and, from TOCC_CAPTURE_SCOPE, a file and line.
struct ScopeEntry {
  std::string name;
  const char *file;
  unsigned line;
};

/// A read of a tensor's value into the host during a capture, or a
/// control-flow statement the trace resolved.
struct Hazard {
  std::string op;    // the outermost op running: aten::item, ...
  std::string value; // the value read, if known
  Location loc;
  /// For control flow: the index of its ControlStatement.
  std::optional<size_t> statement;
};

/// An `if` or loop of a traced TorchScript graph that depends on the
/// inputs, and what the example did with it.
struct ControlStatement {
  bool isLoop = false;
  /// `if`, `for`, `while`, or empty (an `a if c else b`, a comprehension).
  std::string keyword;
  unsigned timesTrue = 0, timesFalse = 0;
  /// Trips of each run of the loop.
  std::vector<int64_t> trips;
  /// Its hazard, once it ran (the hazards' order is the run's).
  std::optional<size_t> hazard;
};

/// The capture running on this thread.
struct CaptureState {
  explicit CaptureState(Context &ctx) : ctx(ctx) {}
  Context &ctx;
  /// The file whose code runs (trace mode), which locations in its
  /// serialized code name; empty for C++ callables.
  std::string modelPath;
  /// One jit::Source per location given to recorded nodes.
  CapturedLocations locations;
  llvm::DenseMap<const void *, std::shared_ptr<jit::Source>> sources;
  /// Names of the ops running (RecordFunction), outermost first.
  std::vector<std::string> opStack;
  std::vector<Hazard> hazards;
  /// Trace mode's observed control flow (empty otherwise).
  std::vector<ControlStatement> statements;
};

thread_local std::vector<ScopeEntry> scopeStack;
thread_local CaptureState *currentCapture = nullptr;

/// The ObserverContext of a host read: which hazard its value goes to.
struct HazardContext : at::ObserverContext {
  explicit HazardContext(size_t index) : index(index) {}
  size_t index;
};

} // namespace

bool tocc::isCapturing() { return currentCapture != nullptr; }

CaptureScope::CaptureScope(std::string name, const char *file, unsigned line) {
  scopeStack.push_back({std::move(name), file, line});
}

CaptureScope::~CaptureScope() { scopeStack.pop_back(); }

/// `layer1.0.conv` from the interpreter's module hierarchy, whose entries
/// are `INSTANCE(TYPE)::FUNCTION`, outermost (`TOP(Net)::forward`) first.
static std::string modulePathOf(const std::vector<std::string> &hierarchy) {
  std::string path;
  for (size_t i = 1; i < hierarchy.size(); ++i) {
    llvm::StringRef instance = llvm::StringRef(hierarchy[i]).split('(').first;
    // SELF: a method of the caller's module; the others are no instance.
    if (instance.empty() || instance == "SELF" || instance == "TOP" ||
        instance == "INSTANCE_NAME_UNKNOWN" ||
        instance.starts_with("CALL_FUNCTION") || instance.contains("::"))
      continue;
    path += (path.empty() ? "" : ".") + instance.str();
  }
  return path;
}

/// Where the op running now on this thread comes from: the TorchScript
/// frames being interpreted, else the innermost CaptureScope.
static Location currentLocation(const CaptureState &state) {
  Context &ctx = state.ctx;
  std::vector<jit::StackEntry> callstack = jit::currentCallstack();
  if (!callstack.empty()) {
    std::vector<jit::SourceRange> frames;
    for (const jit::StackEntry &entry : callstack)
      frames.push_back(entry.range);
    return locationOfFrames(ctx, frames,
                            modulePathOf(jit::currentModuleHierarchy()),
                            state.modelPath);
  }
  if (scopeStack.empty())
    return ctx.getUnknownLoc();
  const ScopeEntry &scope = scopeStack.back();
  Location file = scope.file
                      ? ctx.getFileLineColLoc(scope.file, scope.line, 1)
                      : ctx.getUnknownLoc();
  return scope.name.empty() ? file : ctx.getNameLoc(scope.name, file);
}

/// The tracer calls this for every node it records.
static void recordCapturedLocation(jit::Node *n) {
  CaptureState *state = currentCapture;
  if (!state)
    return;
  Location loc = currentLocation(*state);
  if (loc.isUnknown())
    return;
  std::shared_ptr<jit::Source> &source = state->sources[loc.getImpl()];
  if (!source) {
    // The text is only for people dumping the jit::Graph; the importer
    // finds the location by the Source.
    std::string text;
    llvm::raw_string_ostream os(text);
    os << loc;
    os.flush();
    source = std::make_shared<jit::Source>(text);
    state->locations[source.get()] = loc;
  }
  n->setSourceRange(jit::SourceRange(source, 0, source->size()));
}

static void recordNoLocation(jit::Node *) {}

/// `4.25`, `[1.5, 2.0]`: a value read into the host, shortened.
static std::string formatValue(const c10::IValue &value) {
  std::string text;
  if (value.isDouble()) {
    // Six significant digits (IValue's printing gives seventeen).
    std::ostringstream os;
    os << value.toDouble();
    text = os.str();
  } else if (value.isBool()) {
    text = value.toBool() ? "true" : "false";
  } else {
    std::ostringstream os;
    os << value;
    text = os.str();
  }
  if (text.size() > 60)
    text = text.substr(0, 57) + "...";
  return text;
}

static std::unique_ptr<at::ObserverContext>
onOpStart(const at::RecordFunction &fn) {
  CaptureState *state = currentCapture;
  if (!state)
    return nullptr;
  llvm::StringRef name = fn.name();
  state->opStack.push_back(name.str());
  if (name != "aten::_local_scalar_dense" && name != "aten::equal")
    return nullptr;
  state->hazards.push_back(
      {state->opStack.front(), "", currentLocation(*state), std::nullopt});
  return std::make_unique<HazardContext>(state->hazards.size() - 1);
}

static void onOpEnd(const at::RecordFunction &fn, at::ObserverContext *octx) {
  CaptureState *state = currentCapture;
  if (!state || state->opStack.empty())
    return;
  state->opStack.pop_back();
  if (!octx || fn.outputs().empty())
    return;
  size_t index = static_cast<HazardContext *>(octx)->index;
  if (index < state->hazards.size())
    state->hazards[index].value = formatValue(fn.outputs().front());
}

/// The kernel of `tocc::_observe_host_read(Any value, str op) -> ()`, which
/// trace mode inserts after ops that read tensor memory without going
/// through the dispatcher (prim::tolist): records a hazard, and nothing
/// else (outside of a capture, nothing at all).
static void observeHostRead(jit::Stack &stack) {
  std::string op = stack.back().toStringRef();
  c10::IValue value = stack[stack.size() - 2];
  stack.resize(stack.size() - 2);
  if (CaptureState *state = currentCapture)
    state->hazards.push_back(
        {op, formatValue(value), currentLocation(*state), std::nullopt});
}

static const char *const observeHostReadName = "tocc::_observe_host_read";

/// What a control-flow marker saw.
enum ControlEvent : int64_t {
  TookTrue = 0,  // at the start of an `if`'s then block
  TookFalse = 1, // at the start of its else block
  LoopEntered = 2, // before a loop
  LoopTrip = 3,  // at the start of a loop's body
};

/// The kernel of `tocc::_observe_control(int statement, int event) -> ()`,
/// which trace mode inserts in the blocks of input-dependent control flow.
static void observeControl(jit::Stack &stack) {
  int64_t event = stack.back().toInt();
  int64_t id = stack[stack.size() - 2].toInt();
  stack.resize(stack.size() - 2);
  CaptureState *state = currentCapture;
  if (!state || id < 0 || size_t(id) >= state->statements.size())
    return;
  ControlStatement &s = state->statements[id];
  if (!s.hazard) {
    s.hazard = state->hazards.size();
    state->hazards.push_back({s.isLoop ? "prim::Loop" : "prim::If", "",
                              currentLocation(*state), size_t(id)});
  }
  switch (event) {
  case TookTrue:
    ++s.timesTrue;
    break;
  case TookFalse:
    ++s.timesFalse;
    break;
  case LoopEntered:
    s.trips.push_back(0);
    break;
  case LoopTrip:
    if (!s.trips.empty())
      ++s.trips.back();
    break;
  }
}

static const char *const observeControlName = "tocc::_observe_control";

/// Registered with the JIT on the first trace of a TorchScript module.
static void registerObserveHostRead() {
  static std::once_flag once;
  std::call_once(once, [] {
    // CONSERVATIVE: the ops have effects, so no pass removes them.
    jit::registerOperator(jit::Operator(
        std::string(observeHostReadName) + "(Any value, str op) -> ()",
        observeHostRead, c10::AliasAnalysisKind::CONSERVATIVE));
    jit::registerOperator(jit::Operator(
        std::string(observeControlName) + "(int statement, int event) -> ()",
        observeControl, c10::AliasAnalysisKind::CONSERVATIVE));
  });
}

/// `3 times`, `1 time`.
static std::string times(uint64_t n) {
  return std::to_string(n) + (n == 1 ? " time" : " times");
}

/// The warning for a control-flow statement the trace resolved.
static std::string describeControl(const ControlStatement &s) {
  std::string what =
      s.keyword.empty()
          ? std::string(s.isLoop ? "the loop" : "the conditional expression")
          : "the `" + s.keyword + "`" + (s.isLoop ? " loop" : "");
  std::string out = "control flow traced: " + what + " at this line ";
  std::string keep =
      " (export without --trace to keep " +
      (s.isLoop ? std::string("the loop")
                : s.keyword.empty() ? std::string("it")
                                    : "the `" + s.keyword + "`") +
      ")";
  if (s.isLoop) {
    auto trips = [](int64_t n) {
      return std::to_string(n) + (n == 1 ? " iteration" : " iterations");
    };
    if (s.trips.size() == 1)
      return out + "ran " + trips(s.trips.front()) +
             " for the example input; the exported graph repeats its body " +
             times(s.trips.front()) + keep;
    std::string list;
    for (auto [i, n] : llvm::enumerate(s.trips))
      list += (i ? ", " : "") + std::to_string(n);
    return out + "ran " + std::to_string(s.trips.size()) +
           " times for the example input, with " + list +
           " iterations; the exported graph repeats its body that often" +
           keep;
  }
  unsigned runs = s.timesTrue + s.timesFalse;
  if (runs == 1)
    return out + "took its " + (s.timesTrue ? "true" : "false") +
           " branch for the example input; the exported graph keeps only "
           "that branch" +
           keep;
  return out + "ran " + times(runs) + " for the example input, taking its "
         "true branch " + times(s.timesTrue) + " and its false branch " +
         times(s.timesFalse) + "; the exported graph keeps only those "
         "branches" + keep;
}

namespace {

/// Installs the capture's hooks on this thread and removes them when it
/// goes out of scope, however the capture ends.
class CaptureSession {
public:
  explicit CaptureSession(CaptureState &state) {
    currentCapture = &state;
    {
      // The tracer's node recorder is a process-wide function pointer:
      // installed while any capture runs, set back to a no-op (LibTorch's
      // default without Python) after the last one.
      std::lock_guard<std::mutex> lock(recorderMutex());
      if (activeSessions()++ == 0)
        jit::tracer::setRecordSourceLocation(recordCapturedLocation);
    }
    handle = at::addThreadLocalCallback(
        at::RecordFunctionCallback(onOpStart, onOpEnd)
            .needsOutputs(true)
            .scopes({at::RecordScope::FUNCTION}));
  }

  ~CaptureSession() {
    at::removeCallback(handle);
    // tracer::trace abandons the trace when the traced function throws;
    // this also covers a throw before the trace started.
    if (jit::tracer::isTracing())
      jit::tracer::abandon();
    {
      std::lock_guard<std::mutex> lock(recorderMutex());
      if (--activeSessions() == 0)
        jit::tracer::setRecordSourceLocation(recordNoLocation);
    }
    currentCapture = nullptr;
  }

  CaptureSession(const CaptureSession &) = delete;
  CaptureSession &operator=(const CaptureSession &) = delete;

private:
  static std::mutex &recorderMutex() {
    static std::mutex m;
    return m;
  }
  static unsigned &activeSessions() {
    static unsigned n = 0;
    return n;
  }
  at::CallbackHandle handle;
};

/// Turns requires_grad off on tensors for a capture and back on after.
class NoGradWeights {
public:
  void add(at::Tensor t) {
    if (t.defined() && t.requires_grad()) {
      t.set_requires_grad(false);
      changed.push_back(std::move(t));
    }
  }
  ~NoGradWeights() {
    for (at::Tensor &t : changed)
      t.set_requires_grad(true);
  }

private:
  std::vector<at::Tensor> changed;
};

} // namespace

/// The tracer types every recorded value with the sizes it had for the
/// example inputs. Once input specs make dims symbolic (or unknown), those
/// sizes are wrong for other inputs: keep the dtype and rank only, and let
/// shape inference find the rest.
static void forgetExampleSizes(jit::Block *block) {
  for (jit::Node *n : block->nodes()) {
    for (jit::Value *v : n->outputs())
      if (auto tt = v->type()->cast<c10::TensorType>())
        v->setType(tt->dimensionedOnly());
    for (jit::Block *nested : n->blocks())
      forgetExampleSizes(nested);
  }
}

/// Runs `run` under the tracer on `inputs` and imports what it recorded as
/// `@main` of `module`, with `graphInputs` as its inputs. Hazards become
/// warnings (errors if `strict`) and the `tocc.trace_hazards` attribute.
/// `keepSizes` keeps the sizes the values had for the example inputs in
/// their types. `what` names the program in errors.
static llvm::Error
capture(const std::function<jit::Stack(jit::Stack)> &run, jit::Stack inputs,
        Module &module, llvm::ArrayRef<GraphInput> graphInputs,
        const WeightNames &weights, bool strict, bool keepSizes,
        const llvm::Twine &what, std::vector<ControlStatement> statements = {},
        Location graphLoc = Location(), llvm::StringRef modelPath = "") {
  Context &ctx = module.getContext();
  if (isCapturing() || jit::tracer::isTracing())
    return makeError("cannot capture " + what +
                     ": a capture is already running on this thread "
                     "(captures do not nest)");
  CaptureState state(ctx);
  state.statements = std::move(statements);
  state.modelPath = modelPath.str();
  std::shared_ptr<jit::Graph> graph;
  ThrowOnOutOfMemory throwOnOutOfMemory;
  try {
    CaptureSession session(state);
    auto traced = jit::tracer::trace(
        std::move(inputs), run,
        /*var_name_lookup_fn=*/[](const at::Tensor &) { return ""; },
        /*strict=*/false, /*force_outplace=*/false);
    graph = traced.first->graph;
  } catch (...) {
    return makeError("cannot capture " + what + ": " +
                     currentExceptionMessage());
  }

  llvm::SmallVector<Attribute, 4> records;
  for (const Hazard &h : state.hazards) {
    std::string message;
    if (h.statement) {
      message = describeControl(state.statements[*h.statement]);
    } else {
      message = "trace hazard: " + h.op + " read a tensor's value";
      if (!h.value.empty())
        message += " (" + h.value + ")";
      message += " into the host; the captured graph uses it as a constant "
                 "and will not generalize to other inputs";
    }
    // A read outside of any located frame is the graph's (trace mode).
    Location at = h.loc.isUnknown() ? graphLoc : h.loc;
    ctx.getDiagEngine().emit(at, strict ? Severity::Error : Severity::Warning)
        << message;
    std::string locText;
    llvm::raw_string_ostream os(locText);
    os << h.loc;
    os.flush();
    records.push_back(ctx.getArrayAttr(
        {ctx.getStringAttr(h.op), ctx.getStringAttr(locText),
         ctx.getStringAttr(message)}));
  }
  if (strict && !state.hazards.empty())
    return makeError("cannot capture " + what + ": " +
                     llvm::Twine(state.hazards.size()) +
                     (state.hazards.size() == 1 ? " trace hazard"
                                                : " trace hazards") +
                     " in strict mode");
  if (!keepSizes)
    forgetExampleSizes(graph->block());
  if (failed(importJitGraph(*graph, module, graphInputs, weights,
                            &state.locations, graphLoc, modelPath)))
    return makeError("cannot import the graph captured from " + what);
  if (!records.empty())
    module.setAttr("tocc.trace_hazards", ctx.getArrayAttr(records));
  return llvm::Error::success();
}

/// Graph inputs for example tensors, named `options.inputNames` or
/// `input_N`, typed by the examples and then by the specs.
static llvm::Expected<std::vector<GraphInput>>
captureInputs(const std::vector<at::Tensor> &examples, Module &module,
              const CaptureOptions &options) {
  if (options.inputNames.size() > examples.size())
    return makeError("got " + llvm::Twine(options.inputNames.size()) +
                     " input names for " + llvm::Twine(examples.size()) +
                     " example inputs");
  std::vector<GraphInput> inputs;
  for (size_t i = 0; i < examples.size(); ++i) {
    if (!examples[i].defined())
      return makeError("example input #" + llvm::Twine(i) +
                       " is an undefined tensor");
    std::string name = i < options.inputNames.size()
                           ? options.inputNames[i]
                           : "input_" + std::to_string(i);
    inputs.push_back({name, typeOfExample(module.getContext(), examples[i])});
  }
  if (llvm::Error err = applyInputSpecs(
          options.inputShapes, module, inputs,
          [](size_t) { return std::string(); }, "the captured function"))
    return err;
  return inputs;
}

/// The capture of a TensorFunction: tensors in, tensors out.
static llvm::Expected<std::unique_ptr<Module>>
captureTensorFunction(const TensorFunction &fn,
                      const std::vector<at::Tensor> &exampleInputs,
                      Context &ctx, const CaptureOptions &options,
                      const WeightNames &weights, const char *what) {
  auto module = std::make_unique<Module>(ctx);
  llvm::Expected<std::vector<GraphInput>> inputs =
      captureInputs(exampleInputs, *module, options);
  if (!inputs)
    return inputs.takeError();
  jit::Stack stack(exampleInputs.begin(), exampleInputs.end());
  auto run = [&fn](jit::Stack in) {
    std::vector<at::Tensor> tensors;
    for (const c10::IValue &v : in)
      tensors.push_back(v.toTensor());
    std::vector<at::Tensor> outputs = fn(tensors);
    return jit::Stack(outputs.begin(), outputs.end());
  };
  if (llvm::Error err = capture(run, std::move(stack), *module, *inputs,
                                weights, options.strict,
                                /*keepSizes=*/options.inputShapes.empty(),
                                what))
    return err;
  return module;
}

llvm::Expected<std::unique_ptr<Module>> tocc::captureFunction(
    const TensorFunction &fn, const std::vector<at::Tensor> &exampleInputs,
    Context &ctx, const CaptureOptions &options,
    const std::vector<std::pair<std::string, at::Tensor>> &namedWeights) {
  WeightNames weights;
  NoGradWeights noGrad;
  for (const auto &[name, tensor] : namedWeights) {
    weights.add(tensor, name);
    noGrad.add(tensor);
  }
  return torchBoundary("cannot capture the function", [&] {
    return captureTensorFunction(fn, exampleInputs, ctx, options, weights,
                                 "the function");
  });
}

llvm::Expected<std::unique_ptr<Module>>
tocc::captureModule(torch::nn::Module &module, const TensorFunction &forward,
                    const std::vector<at::Tensor> &exampleInputs, Context &ctx,
                    const CaptureOptions &options) {
  WeightNames weights;
  NoGradWeights noGrad;
  for (const auto &p : module.named_parameters(/*recurse=*/true)) {
    weights.add(p.value(), p.key());
    noGrad.add(p.value());
  }
  for (const auto &b : module.named_buffers(/*recurse=*/true)) {
    weights.add(b.value(), b.key());
    noGrad.add(b.value());
  }
  // Eval mode for the capture (dropout off, batch norm statistics used);
  // the training flag of every submodule is restored after.
  std::vector<std::pair<std::shared_ptr<torch::nn::Module>, bool>> modes;
  for (const auto &m : module.modules(/*include_self=*/false))
    modes.emplace_back(m, m->is_training());
  bool wasTraining = module.is_training();
  module.eval();
  auto result = torchBoundary("cannot capture the module", [&] {
    return captureTensorFunction(forward, exampleInputs, ctx, options, weights,
                                 "the module");
  });
  module.train(wasTraining);
  for (auto &[m, training] : modes)
    m->train(training);
  return result;
}

/// Inserts, after every prim::tolist in `block` and its nested blocks, the
/// marker that reports it: the interpreter runs prim::tolist without any
/// dispatcher op the RecordFunction callback could see.
static void observeToList(jit::Block *block) {
  c10::Symbol marker = c10::Symbol::fromQualString(observeHostReadName);
  for (jit::Node *n : block->nodes()) {
    for (jit::Block *nested : n->blocks())
      observeToList(nested);
    if (n->kind() != c10::prim::tolist)
      continue;
    jit::Graph &graph = *n->owningGraph();
    jit::WithInsertPoint guard(n->next());
    jit::Value *op = graph.insertConstant(std::string("prim::tolist"));
    jit::Node *observe = graph.create(marker, {n->output(), op}, 0);
    // TorchScript emits prim::tolist without a source range; the tensor it
    // reads (`x[0]` of `x[0].tolist()`) is made on the same line.
    jit::Node *located = n;
    if (!n->sourceRange().source() && n->inputs().size() > 0)
      located = n->input(0)->node();
    observe->setSourceRange(located->sourceRange());
    if (located->callstack())
      observe->setCallStack(*located->callstack());
    graph.insertNode(observe);
  }
}

/// Which values of `block` (and its nested blocks) depend on the values in
/// `tainted` (forward's inputs): data flow, and control flow into the
/// results of an `if` or a loop whose condition depends on them. Grows
/// `tainted`; returns whether it grew.
static bool propagateTaint(jit::Block *block,
                           llvm::DenseSet<const jit::Value *> &tainted) {
  bool grew = false;
  auto mark = [&](const jit::Value *v) { grew |= tainted.insert(v).second; };
  auto any = [&](auto values) {
    return llvm::any_of(values,
                        [&](const jit::Value *v) { return tainted.count(v); });
  };
  for (jit::Node *n : block->nodes()) {
    if (n->kind() == c10::prim::Loop) {
      jit::Block *body = n->blocks()[0];
      // Body inputs: the trip number, then the carried values, which are
      // the initial ones and then what the body yields.
      if (tainted.count(n->input(0)))
        mark(body->inputs()[0]);
      for (size_t k = 1; k < body->inputs().size(); ++k)
        if (tainted.count(n->input(k + 1)) ||
            tainted.count(body->outputs()[k]))
          mark(body->inputs()[k]);
    }
    for (jit::Block *nested : n->blocks())
      grew |= propagateTaint(nested, tainted);
    bool control = false;
    if (n->kind() == c10::prim::If)
      control = tainted.count(n->input(0));
    else if (n->kind() == c10::prim::Loop)
      control = tainted.count(n->input(0)) || tainted.count(n->input(1)) ||
                tainted.count(n->blocks()[0]->outputs()[0]);
    for (size_t k = 0; k < n->outputs().size(); ++k) {
      bool fromBlocks = false;
      for (jit::Block *nested : n->blocks()) {
        // A loop body yields the condition first.
        size_t at = n->kind() == c10::prim::Loop ? k + 1 : k;
        if (at < nested->outputs().size() &&
            tainted.count(nested->outputs()[at]))
          fromBlocks = true;
      }
      if (control || fromBlocks || any(n->inputs()))
        mark(n->output(k));
    }
  }
  return grew;
}

/// Whether `block` raises (the `if` of an `assert`).
static bool raises(jit::Block *block) {
  return llvm::any_of(block->nodes(), [](jit::Node *n) {
    return n->kind() == c10::prim::RaiseException;
  });
}

/// The statement keyword a source range starts with (`if`, `for`, `while`),
/// or empty.
static std::string keywordOf(const jit::SourceRange &range) {
  if (!range.source())
    return "";
  std::string text = range.text().str();
  size_t end = 0;
  while (end < text.size() && (std::isalnum(text[end]) || text[end] == '_'))
    ++end;
  std::string word = text.substr(0, end);
  if (word == "if" || word == "elif" || word == "for" || word == "while")
    return word;
  return "";
}

/// Inserts, in `block` and its nested blocks, the markers that observe
/// every `if` and loop whose condition or trip count is in `tainted`, and
/// describes them in `statements`.
static void observeControlFlow(jit::Block *block,
                               const llvm::DenseSet<const jit::Value *> &tainted,
                               std::vector<ControlStatement> &statements) {
  c10::Symbol marker = c10::Symbol::fromQualString(observeControlName);
  for (jit::Node *n : block->nodes()) {
    for (jit::Block *nested : n->blocks())
      observeControlFlow(nested, tainted, statements);
    bool isIf = n->kind() == c10::prim::If;
    bool isLoop = n->kind() == c10::prim::Loop;
    if (!isIf && !isLoop)
      continue;
    if (isIf && (!tainted.count(n->input(0)) || raises(n->blocks()[0]) ||
                 raises(n->blocks()[1])))
      continue;
    if (isLoop && !tainted.count(n->input(0)) && !tainted.count(n->input(1)) &&
        !tainted.count(n->blocks()[0]->outputs()[0]))
      continue;
    jit::Graph &graph = *n->owningGraph();
    int64_t id = statements.size();
    ControlStatement s;
    s.isLoop = isLoop;
    s.keyword = keywordOf(n->sourceRange());
    statements.push_back(s);
    auto insertMarker = [&](jit::Node *before, ControlEvent event) {
      jit::WithInsertPoint guard(before);
      jit::Value *statement = graph.insertConstant(id);
      jit::Value *what = graph.insertConstant(int64_t(event));
      jit::Node *observe = graph.create(marker, {statement, what}, 0);
      observe->setSourceRange(n->sourceRange());
      if (n->callstack())
        observe->setCallStack(*n->callstack());
      graph.insertNode(observe);
    };
    // First in a block (before its return node when it is empty), so the
    // statement's warning comes before those of the ops it runs.
    auto first = [](jit::Block *b) { return b->param_node()->next(); };
    if (isIf) {
      insertMarker(first(n->blocks()[0]), TookTrue);
      insertMarker(first(n->blocks()[1]), TookFalse);
    } else {
      insertMarker(n, LoopEntered);
      insertMarker(first(n->blocks()[0]), LoopTrip);
    }
  }
}

llvm::Expected<std::unique_ptr<Module>>
frontend::traceTorchScriptModule(const jit::Module &loaded, Context &ctx,
                                 const TorchScriptImportOptions &options,
                                 llvm::StringRef fileName) {
  auto fail = [&](const llvm::Twine &msg) {
    return makeError("'" + fileName + "': " + msg);
  };
  if (options.exampleInputsPath.empty())
    return fail("trace mode runs forward, and needs example inputs to run "
                "it on (--example-inputs)");
  jit::Module m = loaded;
  m.eval();
  jit::Method forward = m.get_method("forward");
  const c10::FunctionSchema &schema = forward.function().getSchema();
  // Arguments after `self`, and their defaults.
  std::vector<GraphInput> inputs;
  std::vector<c10::TypePtr> declared;
  std::vector<std::optional<c10::IValue>> defaults;
  for (size_t i = 1; i < schema.arguments().size(); ++i) {
    inputs.push_back({schema.arguments()[i].name(), Type()});
    declared.push_back(schema.arguments()[i].type());
    defaults.push_back(schema.arguments()[i].default_value());
  }
  auto module = std::make_unique<Module>(ctx, ctx.getNameLoc(fileName));
  Location graphLoc = forwardLocation(m, ctx, fileName);
  llvm::Expected<std::vector<c10::IValue>> examples =
      bindInputs(inputs, declared, options, *module, fileName, defaults);
  if (!examples)
    return examples.takeError();
  // An argument fixed to a value (left out: its default; given as None)
  // is no input of the trace: forward gets the value itself. A tuple or
  // list argument is traced as one input per tensor in it, named and typed
  // as the scripted import flattens it (`xs.0`, `xs.1`, nested `a.1.0`;
  // torch.onnx.export's flattening), and forward gets the structure
  // rebuilt from those inputs: the tracer then records no tuple input and
  // no prim::TupleUnpack.
  std::vector<c10::IValue> arguments;
  std::vector<bool> isFixed;
  jit::Stack stack;
  std::vector<GraphInput> traced;
  for (auto [input, value] : llvm::zip(inputs, *examples)) {
    arguments.push_back(value);
    isFixed.push_back(input.fixed);
    if (input.fixed)
      continue;
    if (!value.isTuple() && !value.isList()) {
      stack.push_back(value);
      traced.push_back(input);
      continue;
    }
    std::string error;
    std::function<void(const c10::IValue &, const std::string &)> flatten =
        [&](const c10::IValue &v, const std::string &name) {
          if (!error.empty())
            return;
          if (v.isTensor()) {
            stack.push_back(v);
            traced.push_back({name, typeOfExample(ctx, v)});
            return;
          }
          if (!v.isTuple() && !v.isList()) {
            error = "argument '" + input.name + "' holds a " + v.tagKind() +
                    " at '" + name +
                    "': a traced input is a tensor, or a tuple or list of "
                    "tensors (flattened into one input per tensor)";
            return;
          }
          std::vector<c10::IValue> elements =
              v.isTuple() ? v.toTupleRef().elements().vec()
                          : v.toListRef().vec();
          for (auto [k, e] : llvm::enumerate(elements))
            flatten(e, name + "." + std::to_string(k));
        };
    size_t firstLeaf = traced.size();
    flatten(value, input.name);
    if (!error.empty())
      return fail(error);
    for (size_t k = firstLeaf; k < traced.size(); ++k)
      if (llvm::Error err =
              applyDynamicAxes(options.dynamicAxes, ctx, module->getShapeEnv(),
                               traced[k].name, traced[k].type))
        return fail(llvm::toString(std::move(err)));
  }

  WeightNames weights;
  weights.addModule(m);
  NoGradWeights noGrad;
  for (const at::Tensor &p : m.parameters(/*recurse=*/true))
    noGrad.add(p);

  // The interpreter runs forward's own graph, inlined (so that call stacks
  // name the submodules) and marked where prim::tolist reads memory.
  std::shared_ptr<jit::Graph> graph;
  std::optional<jit::Code> code;
  std::vector<ControlStatement> statements;
  try {
    graph = forward.graph()->copy();
    jit::Inline(*graph);
    jit::runRequiredPasses(graph);
    registerObserveHostRead();
    observeToList(graph->block());
    // The `if`s and loops that depend on the inputs (not on `self`).
    llvm::DenseSet<const jit::Value *> tainted;
    for (size_t i = 1; i < graph->inputs().size(); ++i)
      tainted.insert(graph->inputs()[i]);
    while (propagateTaint(graph->block(), tainted)) {
    }
    observeControlFlow(graph->block(), tainted, statements);
    code.emplace(graph, "forward");
  } catch (...) {
    return fail("cannot prepare forward to run: " + currentExceptionMessage());
  }
  c10::IValue self = m._ivalue();
  auto run = [&](jit::Stack in) {
    // Whatever the interpreter reaches through an executor (a function
    // it could not inline) runs unoptimized too: the plain graph.
    jit::GraphOptimizerEnabledGuard noOptimization(false);
    jit::Stack args = {self};
    size_t next = 0;
    // The traced tensors, in the structure of the example.
    std::function<c10::IValue(const c10::IValue &)> rebuild =
        [&](const c10::IValue &example) -> c10::IValue {
      if (example.isTuple()) {
        std::vector<c10::IValue> elements;
        for (const c10::IValue &e : example.toTupleRef().elements())
          elements.push_back(rebuild(e));
        return c10::ivalue::Tuple::create(std::move(elements));
      }
      if (example.isList()) {
        c10::impl::GenericList list(example.toList().elementType());
        for (const c10::IValue &e : example.toListRef())
          list.push_back(rebuild(e));
        return list;
      }
      return in[next++];
    };
    for (auto [value, isFixedArg] : llvm::zip(arguments, isFixed))
      args.push_back(isFixedArg ? value : rebuild(value));
    jit::InterpreterState(*code).run(args);
    return args;
  };
  bool dynamic = !options.inputShapes.empty() ||
                 llvm::any_of(options.dynamicAxes, [&](const auto &spec) {
                   return llvm::any_of(traced, [&](const GraphInput &in) {
                     return in.name == spec.name;
                   });
                 });
  if (llvm::Error err = capture(
          run, std::move(stack), *module, traced, weights, options.strict,
          /*keepSizes=*/!dynamic, "forward of '" + fileName + "'",
          std::move(statements), graphLoc, fileName))
    return err;
  return module;
}
