//===- Capture.cpp - Dispatcher-level capture of C++ code and TorchScript -===//
//
// A capture runs a program once under LibTorch's tracer
// (torch::jit::tracer::trace): every ATen op reaching the dispatcher is
// recorded in a jit::Graph, tensors that are not inputs become constants.
// The graph is then imported by the TorchScript importer (importJitGraph).
// Around the tracer, on the capturing thread only:
//  - a node recorder (tracer::setRecordSourceLocation) gives each recorded
//    node its location: the TorchScript interpreter's call stack when a
//    scripted module runs (trace mode), else the innermost CaptureScope;
//  - a RecordFunction callback sees the ops that read a tensor's value into
//    the host (aten::_local_scalar_dense, behind .item() and bool(t);
//    aten::equal) and records them as trace hazards, named after the
//    outermost op running (aten::item, aten::is_nonzero, ...);
//  - prim::tolist, which reads tensor memory without any dispatcher op, is
//    observed by a marker op the trace mode inserts after it.
//
//===----------------------------------------------------------------------===//
#include "tocc/Capture.h"

#include "Torch.h"

#include "tocc/IR/Context.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <ATen/record_function.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/csrc/jit/runtime/interpreter.h>
#include <torch/csrc/jit/runtime/operator.h>

#include <mutex>
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

/// A read of a tensor's value into the host during a capture.
struct Hazard {
  std::string op;    // the outermost op running: aten::item, ...
  std::string value; // the value read, if known
  Location loc;
};

/// The capture running on this thread.
struct CaptureState {
  explicit CaptureState(Context &ctx) : ctx(ctx) {}
  Context &ctx;
  /// One jit::Source per location given to recorded nodes.
  CapturedLocations locations;
  llvm::DenseMap<const void *, std::shared_ptr<jit::Source>> sources;
  /// Names of the ops running (RecordFunction), outermost first.
  std::vector<std::string> opStack;
  std::vector<Hazard> hazards;
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
static Location currentLocation(Context &ctx) {
  std::vector<jit::StackEntry> callstack = jit::currentCallstack();
  if (!callstack.empty()) {
    std::vector<jit::SourceRange> frames;
    for (const jit::StackEntry &entry : callstack)
      frames.push_back(entry.range);
    return locationOfFrames(ctx, frames,
                            modulePathOf(jit::currentModuleHierarchy()));
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
  Location loc = currentLocation(state->ctx);
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
      {state->opStack.front(), "", currentLocation(state->ctx)});
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
        {op, formatValue(value), currentLocation(state->ctx)});
}

static const char *const observeHostReadName = "tocc::_observe_host_read";

/// Registered with the JIT on the first trace of a TorchScript module.
static void registerObserveHostRead() {
  static std::once_flag once;
  std::call_once(once, [] {
    // CONSERVATIVE: the op has effects, so no pass removes it.
    jit::registerOperator(jit::Operator(
        std::string(observeHostReadName) + "(Any value, str op) -> ()",
        observeHostRead, c10::AliasAnalysisKind::CONSERVATIVE));
  });
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
static llvm::Error capture(const std::function<jit::Stack(jit::Stack)> &run,
                           jit::Stack inputs, Module &module,
                           llvm::ArrayRef<GraphInput> graphInputs,
                           const WeightNames &weights, bool strict,
                           bool keepSizes, const llvm::Twine &what) {
  Context &ctx = module.getContext();
  if (isCapturing() || jit::tracer::isTracing())
    return makeError("cannot capture " + what +
                     ": a capture is already running on this thread "
                     "(captures do not nest)");
  CaptureState state(ctx);
  std::shared_ptr<jit::Graph> graph;
  try {
    CaptureSession session(state);
    auto traced = jit::tracer::trace(
        std::move(inputs), run,
        /*var_name_lookup_fn=*/[](const at::Tensor &) { return ""; },
        /*strict=*/false, /*force_outplace=*/false);
    graph = traced.first->graph;
  } catch (const std::exception &e) {
    return makeError("cannot capture " + what + ": " + torchMessage(e));
  } catch (...) {
    return makeError("cannot capture " + what +
                     ": it threw an exception that is not a std::exception");
  }

  llvm::SmallVector<Attribute, 4> records;
  for (const Hazard &h : state.hazards) {
    std::string message = "trace hazard: " + h.op + " read a tensor's value";
    if (!h.value.empty())
      message += " (" + h.value + ")";
    message += " into the host; the captured graph uses it as a constant "
               "and will not generalize to other inputs";
    ctx.getDiagEngine().emit(h.loc, strict ? Severity::Error
                                           : Severity::Warning)
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
                            &state.locations)))
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
  return captureTensorFunction(fn, exampleInputs, ctx, options, weights,
                               "the function");
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
  auto result =
      captureTensorFunction(forward, exampleInputs, ctx, options, weights,
                            "the module");
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
  // Arguments after `self`.
  std::vector<GraphInput> inputs;
  std::vector<c10::TypePtr> declared;
  for (size_t i = 1; i < schema.arguments().size(); ++i) {
    inputs.push_back({schema.arguments()[i].name(), Type()});
    declared.push_back(schema.arguments()[i].type());
  }
  auto module = std::make_unique<Module>(ctx);
  llvm::Expected<std::vector<c10::IValue>> examples =
      bindInputs(inputs, declared, options, *module, fileName);
  if (!examples)
    return examples.takeError();

  WeightNames weights;
  weights.addModule(m);
  NoGradWeights noGrad;
  for (const at::Tensor &p : m.parameters(/*recurse=*/true))
    noGrad.add(p);

  // The interpreter runs forward's own graph, inlined (so that call stacks
  // name the submodules) and marked where prim::tolist reads memory.
  std::shared_ptr<jit::Graph> graph;
  std::optional<jit::Code> code;
  try {
    graph = forward.graph()->copy();
    jit::Inline(*graph);
    jit::runRequiredPasses(graph);
    registerObserveHostRead();
    observeToList(graph->block());
    code.emplace(graph, "forward");
  } catch (const std::exception &e) {
    return fail("cannot prepare forward to run: " + torchMessage(e));
  }
  c10::IValue self = m._ivalue();
  auto run = [&](jit::Stack in) {
    // Whatever the interpreter reaches through an executor (a function
    // it could not inline) runs unoptimized too: the plain graph.
    jit::GraphOptimizerEnabledGuard noOptimization(false);
    in.insert(in.begin(), self);
    jit::InterpreterState(*code).run(in);
    return in;
  };
  jit::Stack stack(examples->begin(), examples->end());
  bool dynamic = !options.inputShapes.empty() ||
                 llvm::any_of(options.dynamicAxes, [&](const auto &spec) {
                   return llvm::any_of(inputs, [&](const GraphInput &in) {
                     return in.name == spec.name;
                   });
                 });
  if (llvm::Error err = capture(run, std::move(stack), *module, inputs, weights,
                                options.strict, /*keepSizes=*/!dynamic,
                                "forward of '" + fileName + "'"))
    return err;
  return module;
}
