//===- ShapeInference.cpp - Running shape functions over a module ---------===//
#include "tocc/IR/ShapeInference.h"
#include "tocc/IR/Context.h"
#include "tocc/Shape/ShapeRules.h"
#include "tocc/Support/Plugin.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>

using namespace tocc;

InferenceContext::InferenceContext(Operation *op, shape::ShapeEnv &env,
                                   KnownValues &values)
    : op(op), env(env), values(values), inferred(op->getNumResults()) {}

std::optional<llvm::SmallVector<shape::ExprRef, 4>>
InferenceContext::getOperandShape(unsigned i) const {
  Type t = getOperandType(i);
  if (!t.isTensor() || !t.hasRank())
    return std::nullopt;
  llvm::SmallVector<shape::ExprRef, 4> dims;
  for (Dim d : t.getDims())
    dims.push_back(d.getExpr());
  return dims;
}

std::optional<llvm::SmallVector<shape::ExprRef, 4>>
InferenceContext::getOperandValues(unsigned i) const {
  Value *operand = op->getOperand(i);
  auto it = values.find(operand);
  if (it == values.end()) {
    // A constant whose shape function has not run in this map (an imported
    // prim.Constant read by an op a pass just created): its contents are
    // in its attribute, so run it now.
    Operation *def = operand->getDefiningOp();
    InferShapeFn fn = def ? getShapeFunction(def) : nullptr;
    if (!fn || def->getNumRegions() != 0)
      return std::nullopt;
    if (def->getNumOperands() != 0) {
      // Only integer contents are known: a float tensor's producers need
      // not run (a chain of float ops would all be asked, one by one).
      Type t = operand->getType();
      if (t.isTensor() && isFloatDType(t.getDType()))
        return std::nullopt;
      if (!onDemand || !(*onDemand)(def))
        return std::nullopt;
    } else {
      InferenceContext constant(def, env, values);
      if (failed(fn(constant)))
        return std::nullopt;
    }
    it = values.find(operand);
    if (it == values.end())
      return std::nullopt;
  }
  return it->second;
}

shape::ExprRef InferenceContext::getOperandScalar(unsigned i) const {
  auto vals = getOperandValues(i);
  if (!vals || vals->size() != 1)
    return nullptr;
  return vals->front();
}

void InferenceContext::setResultType(unsigned i, Type t) { inferred[i] = t; }

void InferenceContext::setResultShape(unsigned i, DType dtype,
                                      llvm::ArrayRef<shape::ExprRef> dims) {
  llvm::SmallVector<Dim, 4> ds;
  for (shape::ExprRef e : dims)
    ds.push_back(Dim(e));
  inferred[i] = getContext().getTensorType(dtype, ds);
}

void InferenceContext::setResultValues(unsigned i,
                                       llvm::ArrayRef<shape::ExprRef> vals) {
  values[op->getResult(i)].assign(vals.begin(), vals.end());
}

/// `core.reshape at model.py:12:3`: the reason attached to guards.
static std::string describeOp(Operation *op) {
  std::string reason;
  llvm::raw_string_ostream os(reason);
  os << op->getNameStr();
  Location fileLoc = op->getLoc().getFileLoc();
  if (!fileLoc.isUnknown())
    os << " at " << fileLoc.getFile() << ':' << fileLoc.getLine() << ':'
       << fileLoc.getColumn();
  return os.str();
}

shape::Truth InferenceContext::addGuard(shape::Guard g) {
  shape::Truth t = env.addGuard(g);
  if (t == shape::Truth::False)
    op->emitOpError() << "requires " << shape::printGuard(g)
                      << ", which the symbol ranges contradict";
  return t;
}

LogicalResult InferenceContext::inferRegion(Region &region,
                                            llvm::ArrayRef<Type> argTypes,
                                            bool final) {
  if (!regionRunner)
    return success();
  return regionRunner(region, argTypes, final);
}

LogicalResult InferenceContext::fail(llvm::Error err) {
  std::string msg = llvm::toString(std::move(err));
  return op->emitOpError() << msg;
}

bool tocc::attachShapeFunctions(Dialect &dialect,
                                llvm::ArrayRef<ShapeFnEntry> entries) {
  for (const ShapeFnEntry &e : entries)
    if (!dialect.lookup(e.opName))
      return false;
  for (const ShapeFnEntry &e : entries)
    dialect.lookupMutable(e.opName)->inferShape = e.fn;
  return true;
}

namespace {
struct RegisteredShapeFn {
  InferShapeFn fn;
  std::string source;
};
} // namespace

static llvm::StringMap<RegisteredShapeFn> &shapeFnRegistry() {
  static llvm::StringMap<RegisteredShapeFn> entries;
  return entries;
}

/// `ns::name` in IR spelling (`ns.name`).
static std::string irSpelling(llvm::StringRef opName) {
  std::string out;
  for (size_t i = 0; i < opName.size(); ++i) {
    if (opName.substr(i).starts_with("::")) {
      out += '.';
      ++i;
      continue;
    }
    out += opName[i];
  }
  return out;
}

llvm::Error tocc::registerShapeFunction(llvm::StringRef opName,
                                        InferShapeFn fn, bool override) {
  std::string name = irSpelling(opName);
  auto fail = [&](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
  };
  llvm::StringRef ns = llvm::StringRef(name).split('.').first;
  if (ns.empty() || ns.size() == name.size() || name.back() == '.')
    return fail("shape function for '" + opName +
                "': expected a name of the form 'namespace::op'");
  if (!fn)
    return fail("shape function for '" + name +
                "' was registered without a function");
  auto it = shapeFnRegistry().find(name);
  if (it != shapeFnRegistry().end()) {
    if (!override)
      return fail("a shape function for '" + name +
                  "' is already registered (register with override to "
                  "replace it)");
    recordRegistrationOverride("the shape function of '" + name + "' (" +
                               it->second.source + ")");
  }
  shapeFnRegistry()[name] = {fn, getCurrentRegistrant().str()};
  return llvm::Error::success();
}

InferShapeFn tocc::lookupShapeFunction(llvm::StringRef opName) {
  auto it = shapeFnRegistry().find(opName);
  if (it == shapeFnRegistry().end())
    it = shapeFnRegistry().find(irSpelling(opName));
  return it == shapeFnRegistry().end() ? nullptr : it->second.fn;
}

std::string tocc::getShapeFunctionSource(llvm::StringRef opName) {
  auto it = shapeFnRegistry().find(irSpelling(opName));
  return it == shapeFnRegistry().end() ? "" : it->second.source;
}

static InferShapeFn fallbackShapeFn = nullptr;

void tocc::setFallbackShapeFunction(InferShapeFn fn) { fallbackShapeFn = fn; }

InferShapeFn tocc::getShapeFunction(const Operation *op) {
  const OpDef *def = op->getDef();
  if (def && def->inferShape)
    return def->inferShape;
  if (!shapeFnRegistry().empty())
    if (InferShapeFn fn = lookupShapeFunction(op->getNameStr()))
      return fn;
  return op->getNumRegions() == 0 ? fallbackShapeFn : nullptr;
}

void tocc::refineResultTypes(Operation *op, KnownValues &values) {
  InferShapeFn inferShape = getShapeFunction(op);
  Graph *graph = op->getParentGraph();
  if (!inferShape || !graph)
    return;
  shape::ShapeEnv &env = graph->getParentModule().getShapeEnv();
  InferenceContext ic(op, env, values);
  if (failed(inferShape(ic)))
    return;
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    if (Type inferred = ic.getInferredType(i))
      if (Type merged = mergeTypes(op->getResult(i)->getType(), inferred, env))
        op->getResult(i)->setType(merged);
}

//===----------------------------------------------------------------------===//
// Merging declared and inferred types
//===----------------------------------------------------------------------===//

/// `e` without an outer max (min) whose other operands the environment
/// proves no larger (no smaller) than one of them: max(n - 1, 0) is n - 1
/// once n >= 1 is known. One inference may have clamped a length that a
/// later one, knowing more, did not.
static shape::ExprRef dropDecidedMinMax(shape::ExprRef e,
                                        const shape::ShapeEnv &env) {
  bool isMax = e->getKind() == shape::ExprKind::Max;
  if (!isMax && e->getKind() != shape::ExprKind::Min)
    return e;
  for (shape::ExprRef candidate : e->getOperands()) {
    bool dominates = llvm::all_of(e->getOperands(), [&](shape::ExprRef o) {
      return o == candidate ||
             (isMax ? env.isGe(candidate, o) : env.isLe(candidate, o)) ==
                 shape::Truth::True;
    });
    if (dominates)
      return candidate;
  }
  return e;
}

static bool provablySame(shape::ExprRef a, shape::ExprRef b,
                         const shape::ShapeEnv &env) {
  if (a == b || env.isEq(a, b) == shape::Truth::True)
    return true;
  shape::ExprRef a2 = dropDecidedMinMax(a, env), b2 = dropDecidedMinMax(b, env);
  return (a2 != a || b2 != b) &&
         (a2 == b2 || env.isEq(a2, b2) == shape::Truth::True);
}

Type tocc::mergeTypes(Type declared, Type inferred,
                      const shape::ShapeEnv &env) {
  if (!inferred || declared == inferred)
    return declared;
  if (!declared)
    return inferred;
  // An optional whose value the types decide (refine-optionals, a tuple
  // element that is always a tensor or always None) narrows to it.
  if (declared.getKind() == Type::Optional &&
      inferred.getKind() != Type::Optional) {
    if (inferred.isNone())
      return inferred;
    return mergeTypes(declared.getElementType(), inferred, env);
  }
  // The other way round: the type the declaration already knows (a value
  // --verify's example run or a refinement saw to be a tensor, or None) is
  // more precise than an optional that a shape function infers from a
  // declaration (an Optional tuple element).
  if (inferred.getKind() == Type::Optional &&
      declared.getKind() != Type::Optional) {
    if (declared.isNone())
      return declared;
    return mergeTypes(declared, inferred.getElementType(), env);
  }
  // A list's element type refines like a tensor's (an ONNX sequence's
  // elements have one dtype); elements that do not merge keep the list.
  if (declared.getKind() == Type::List && inferred.getKind() == Type::List) {
    Type e = mergeTypes(declared.getElementType(), inferred.getElementType(),
                        env);
    return e ? declared.getContext().getListType(e) : declared;
  }
  // TorchScript's Scalar (`number`) is an int, float or bool whose kind
  // is known only at run time: a kind the inference knows (ScalarImplicit
  // of an i64 tensor, a size a traced model reads through NumToTensor)
  // narrows it, and a declared kind is kept over it.
  if (declared.getKind() == Type::Number && inferred.isScalar())
    return inferred;
  if (inferred.getKind() == Type::Number && declared.isScalar())
    return declared;
  if (!declared.isTensor() || !inferred.isTensor())
    return declared.getKind() == inferred.getKind() ? declared : Type();
  Context &ctx = declared.getContext();
  DType dt = declared.getDType();
  if (dt == DType::Unknown)
    dt = inferred.getDType();
  else if (inferred.getDType() != DType::Unknown && inferred.getDType() != dt)
    return Type();
  if (!declared.hasRank() && !inferred.hasRank())
    return ctx.getUnrankedTensorType(dt);
  if (!declared.hasRank() || !inferred.hasRank()) {
    Type ranked = declared.hasRank() ? declared : inferred;
    return ctx.getTensorType(dt, ranked.getDims());
  }
  if (declared.getRank() != inferred.getRank())
    return Type();
  llvm::SmallVector<Dim, 4> dims;
  for (auto [d, i] : llvm::zip(declared.getDims(), inferred.getDims())) {
    if (d.isUnknown()) {
      dims.push_back(i);
    } else if (i.isUnknown()) {
      dims.push_back(d);
    } else if (provablySame(d.getExpr(), i.getExpr(), env)) {
      dims.push_back(d); // the user's spelling of an equal dim is kept
    } else {
      return Type();
    }
  }
  return ctx.getTensorType(dt, dims);
}

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

namespace {

class Engine {
public:
  Engine(Module &m, InferenceMode mode)
      : module(m), env(m.getShapeEnv()), mode(mode) {}

  LogicalResult run() {
    // Checking must not change the module: guards are only evaluated.
    bool wasRecording = env.isRecording();
    env.setRecording(mode == InferenceMode::Refine);
    auto restore =
        llvm::make_scope_exit([&] { env.setRecording(wasRecording); });
    bool ok = true;
    for (Graph &g : module.getGraphs()) {
      if (mode == InferenceMode::Refine)
        declareInputSymbols(g);
      ok &= succeeded(runBlock(g.getBody()));
      ok &= succeeded(updateSignature(g));
    }
    return success(ok);
  }

  /// Check mode on `ops` only (see checkShapes).
  LogicalResult runOps(llvm::ArrayRef<Operation *> ops) {
    bool wasRecording = env.isRecording();
    env.setRecording(false);
    auto restore =
        llvm::make_scope_exit([&] { env.setRecording(wasRecording); });
    llvm::DenseSet<Operation *> evaluated, regionDrivers;
    unsigned depth = 0;
    DiagnosticEngine &diags = module.getContext().getDiagEngine();
    // An unchanged op whose contents a changed op reads: its shape function
    // runs once, quietly (it passed before), at most 64 deep.
    InferenceContext::OnDemandFn fn = [&](Operation *def) {
      InferShapeFn shapeFn = getShapeFunction(def);
      if (!shapeFn || depth >= 64 || !evaluated.insert(def).second)
        return false;
      ++depth;
      DiagnosticEngine::HandlerID quiet =
          diags.registerHandler([](const Diagnostic &) { return success(); });
      InferenceContext ic(def, env, values);
      ic.setOnDemand(&onDemand);
      (void)shapeFn(ic);
      diags.eraseHandler(quiet);
      --depth;
      return true;
    };
    onDemand = std::move(fn);
    bool ok = true;
    for (Operation *op : ops) {
      bool covered = false;
      for (Operation *p = op->getParentOp(); p && !covered;
           p = p->getParentOp())
        covered = regionDrivers.count(p);
      if (covered)
        continue;
      evaluated.insert(op);
      if (drivesRegions(op)) {
        regionDrivers.insert(op);
        ok &= succeeded(runRegionOp(op));
      } else {
        ok &= succeeded(runOp(op));
      }
    }
    for (Graph &g : module.getGraphs())
      ok &= succeeded(updateSignature(g));
    return success(ok);
  }

private:
  /// Symbols in graph input dims are dynamic axes: range [2, inf) unless the
  /// module already declares them (torch.export's default).
  void declareInputSymbols(Graph &g) {
    for (Value *in : g.getInputs()) {
      Type t = in->getType();
      if (!t.isTensor() || !t.hasRank())
        continue;
      for (Dim d : t.getDims()) {
        if (!d.isSymbolic())
          continue;
        llvm::SmallVector<shape::ExprRef, 4> syms;
        d.getExpr()->collectSymbols(syms);
        for (shape::ExprRef s : syms)
          if (!env.isDeclared(s))
            env.declareSymbol(s->getSymbolName());
      }
    }
  }

  LogicalResult runBlock(Block &block) {
    bool ok = true;
    for (Operation &op : block) {
      if (drivesRegions(&op)) {
        ok &= succeeded(runRegionOp(&op));
        continue;
      }
      for (Region &r : op.getRegions())
        for (Block &b : r.getBlocks())
          ok &= succeeded(runBlock(b));
      ok &= succeeded(runOp(&op));
    }
    return success(ok);
  }

  /// Ops with a shape function and a region that takes arguments (loop
  /// bodies) type those arguments themselves, through inferRegion.
  static bool drivesRegions(Operation *op) {
    if (!getShapeFunction(op))
      return false;
    for (Region &r : op->getRegions())
      if (!r.empty() && r.front().getNumArguments() != 0)
        return true;
    return false;
  }

  /// The types of every value inside a region, as they were before a
  /// shape function's first inferRegion call on it.
  using Snapshot = std::vector<std::pair<Value *, Type>>;

  static Snapshot takeSnapshot(Region &region) {
    Snapshot snap;
    for (Block &b : region.getBlocks())
      for (Value *arg : b.getArguments())
        snap.push_back({arg, arg->getType()});
    region.walk([&](Operation *op) {
      for (Region &r : op->getRegions())
        for (Block &b : r.getBlocks())
          for (Value *arg : b.getArguments())
            snap.push_back({arg, arg->getType()});
      for (Value *res : op->getResults())
        snap.push_back({res, res->getType()});
    });
    return snap;
  }

  LogicalResult runRegionOp(Operation *op) {
    llvm::DenseMap<Region *, Snapshot> snapshots;
    InferenceContext::RegionRunner runner =
        [&](Region &region, llvm::ArrayRef<Type> argTypes,
            bool final) -> LogicalResult {
      if (region.getParentOp() != op || region.empty())
        return failure();
      auto [it, first] = snapshots.try_emplace(&region);
      if (first) {
        it->second = takeSnapshot(region);
      } else {
        // Start again from the types before the first run, and forget
        // the integer contents the previous run derived.
        for (auto &[value, type] : it->second) {
          if (mode == InferenceMode::Refine)
            value->setType(type);
          values.erase(value);
        }
      }
      Block &block = region.front();
      if (mode == InferenceMode::Refine)
        for (auto [arg, type] : llvm::zip(block.getArguments(), argTypes)) {
          Type merged = mergeTypes(arg->getType(), type, env);
          arg->setType(merged ? merged : type);
        }
      bool wasRecording = env.isRecording();
      if (!final)
        env.setRecording(false);
      auto restore =
          llvm::make_scope_exit([&] { env.setRecording(wasRecording); });
      return runBlock(block);
    };
    LogicalResult result = runOp(op, std::move(runner));
    // Regions the shape function did not run keep their declared
    // argument types.
    bool ok = succeeded(result);
    for (Region &r : op->getRegions())
      if (!snapshots.count(&r))
        for (Block &b : r.getBlocks())
          ok &= succeeded(runBlock(b));
    return success(ok);
  }

  LogicalResult runOp(Operation *op,
                      InferenceContext::RegionRunner runner = nullptr) {
    InferShapeFn fn = getShapeFunction(op);
    if (!fn)
      return success();
    InferenceContext ic(op, env, values);
    ic.setRegionRunner(std::move(runner));
    if (onDemand)
      ic.setOnDemand(&onDemand);
    // A branch of a conditional (an op with several regions, one of which
    // runs) may be dead: TorchScript code in a branch its condition rules
    // out (a module of a ModuleList applied where `i == idx` is false,
    // before the language stage folds the condition) need not have valid
    // shapes. An op of a dialect that says so (aten, prim), there, whose
    // shape function fails keeps its declared types, silently; if the
    // branch is live, what it decomposes into is checked.
    bool speculative = inConditional(op);
    DiagnosticEngine &diags = op->getContext().getDiagEngine();
    std::optional<DiagnosticEngine::HandlerID> swallow;
    if (speculative)
      swallow = diags.registerHandler(
          [](const Diagnostic &) { return success(); });
    auto unswallow = llvm::make_scope_exit([&] {
      if (swallow)
        diags.eraseHandler(*swallow);
    });
    {
      // Guards recorded by the Shape library's functions name this op.
      shape::GuardReasonScope scope(env, describeOp(op));
      if (failed(fn(ic)))
        return success(speculative);
    }
    if (swallow) {
      diags.eraseHandler(*swallow);
      swallow.reset();
    }
    bool ok = true;
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
      Type inferred = ic.getInferredType(i);
      if (!inferred)
        continue;
      Value *result = op->getResult(i);
      Type declared = result->getType();
      Type merged = mergeTypes(declared, inferred, env);
      if (!merged) {
        op->emitOpError() << "result #" << i << " is declared as "
                          << declared.str() << " but inferred as "
                          << inferred.str();
        ok = false;
        continue;
      }
      if (mode == InferenceMode::Refine)
        result->setType(merged);
    }
    return success(ok);
  }

  /// Whether `op` is inside a region of an op with several regions (a
  /// branch of an If).
  static bool inConditional(Operation *op) {
    const Dialect *dialect =
        op->getContext().getDialect(op->getName().getDialectNamespace());
    if (!dialect || !dialect->getShapesMayFailInBranches())
      return false;
    for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
      if (p->getNumRegions() > 1)
        return true;
    return false;
  }

  /// In Refine mode the signature takes the (refined) types of the returned
  /// values; in both modes they must agree with what was declared.
  LogicalResult updateSignature(Graph &g) {
    Operation *ret = g.getReturnOp();
    if (!ret || ret->getNumOperands() != g.getResultTypes().size())
      return success(); // the structural verifier reports this
    llvm::SmallVector<Type, 4> types;
    bool ok = true;
    for (unsigned i = 0, e = ret->getNumOperands(); i != e; ++i) {
      Type declared = g.getResultTypes()[i];
      Type actual = ret->getOperand(i)->getType();
      Type merged = mergeTypes(declared, actual, env);
      if (!merged) {
        ret->emitOpError() << "result #" << i << " of graph '@" << g.getName()
                           << "' is declared as " << declared.str()
                           << " but the returned value has type "
                           << actual.str();
        ok = false;
        merged = declared;
      }
      types.push_back(actual == merged ? actual : merged);
    }
    if (ok && mode == InferenceMode::Refine) {
      g.setResultTypes(types);
      // The returned values take the refined types too, so that the
      // structural check (return types == signature) holds.
      for (unsigned i = 0, e = ret->getNumOperands(); i != e; ++i)
        if (ret->getOperand(i)->getType() != types[i] &&
            ret->getOperand(i)->isBlockArgument() == false)
          ret->getOperand(i)->setType(types[i]);
    }
    return success(ok);
  }

  Module &module;
  shape::ShapeEnv &env;
  InferenceMode mode;
  KnownValues values;
  InferenceContext::OnDemandFn onDemand;
};

} // namespace

LogicalResult tocc::inferShapes(Module &module, InferenceMode mode) {
  return Engine(module, mode).run();
}

LogicalResult tocc::checkShapes(Module &module,
                                llvm::ArrayRef<Operation *> ops) {
  return Engine(module, InferenceMode::Check).runOps(ops);
}

//===----------------------------------------------------------------------===//
// Shared shape functions
//===----------------------------------------------------------------------===//

LogicalResult tocc::inferBroadcastSameDType(InferenceContext &ic) {
  DType dtype = DType::Unknown;
  std::optional<llvm::SmallVector<shape::ExprRef, 4>> shape;
  bool first = true, unranked = false;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i) {
    Type t = ic.getOperandType(i);
    if (!t.isTensor())
      continue;
    DType d = t.getDType();
    if (d != DType::Unknown) {
      if (dtype != DType::Unknown && d != dtype)
        return ic.emitOpError()
               << "operands have different element types (" << dtypeName(dtype)
               << " and " << dtypeName(d) << ")";
      dtype = d;
    }
    auto s = ic.getOperandShape(i);
    if (!s) {
      unranked = true;
      continue;
    }
    if (first) {
      shape = *s;
      first = false;
      continue;
    }
    if (!shape)
      continue;
    auto b = shape::broadcastShapes(ic.getEnv(), *shape, *s);
    if (!b)
      return ic.fail(b.takeError());
    shape = std::move(*b);
  }
  if (unranked || !shape) {
    ic.setResultType(0, ic.getContext().getUnrankedTensorType(dtype));
    return success();
  }
  ic.setResultShape(0, dtype, *shape);
  return success();
}

LogicalResult tocc::inferSameAsFirstOperand(InferenceContext &ic) {
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

//===----------------------------------------------------------------------===//
// Known integer values
//===----------------------------------------------------------------------===//

std::optional<llvm::SmallVector<int64_t, 4>>
tocc::readDenseInts(Attribute dense, int64_t limit) {
  if (!dense.isDense() || dense.isElided())
    return std::nullopt;
  Type t = dense.getDenseType();
  std::optional<int64_t> n = t.getNumElements();
  DType dt = t.getDType();
  if (!n || *n > limit || (!isIntegerDType(dt) && dt != DType::Bool))
    return std::nullopt;
  llvm::ArrayRef<char> raw = dense.getRawData();
  unsigned size = dtypeByteSize(dt);
  if (raw.size() < size_t(*n) * size)
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> out;
  for (int64_t i = 0; i != *n; ++i) {
    const char *p = raw.data() + i * size;
    auto get = [&](auto zero) -> int64_t {
      decltype(zero) v;
      std::memcpy(&v, p, sizeof(v));
      return int64_t(v);
    };
    switch (dt) {
    case DType::I8:
      out.push_back(get(int8_t()));
      break;
    case DType::I16:
      out.push_back(get(int16_t()));
      break;
    case DType::I32:
      out.push_back(get(int32_t()));
      break;
    case DType::I64:
      out.push_back(get(int64_t()));
      break;
    case DType::U8:
      out.push_back(get(uint8_t()));
      break;
    case DType::U16:
      out.push_back(get(uint16_t()));
      break;
    case DType::U32:
      out.push_back(get(uint32_t()));
      break;
    case DType::U64: {
      uint64_t v;
      std::memcpy(&v, p, sizeof(v));
      if (v > uint64_t(std::numeric_limits<int64_t>::max()))
        return std::nullopt;
      out.push_back(int64_t(v));
      break;
    }
    case DType::Bool:
      out.push_back(get(uint8_t()) != 0);
      break;
    default:
      return std::nullopt;
    }
  }
  return out;
}

void tocc::inferBinaryValues(
    InferenceContext &ic,
    llvm::function_ref<shape::ExprRef(shape::ExprRef, shape::ExprRef)> fn) {
  auto a = ic.getOperandValues(0), b = ic.getOperandValues(1);
  if (!a || !b)
    return;
  size_t n = std::max(a->size(), b->size());
  if ((a->size() != n && a->size() != 1) || (b->size() != n && b->size() != 1))
    return;
  llvm::SmallVector<shape::ExprRef, 4> out;
  for (size_t i = 0; i != n; ++i) {
    shape::ExprRef x = (*a)[a->size() == 1 ? 0 : i];
    shape::ExprRef y = (*b)[b->size() == 1 ? 0 : i];
    out.push_back(x && y ? fn(x, y) : nullptr);
  }
  ic.setResultValues(0, out);
}

shape::ExprRef tocc::castKnownValue(const shape::ShapeEnv &env,
                                    shape::ExprRef v, DType dtype) {
  if (!v)
    return nullptr;
  shape::ExprContext &ctx = env.getContext();
  auto inRange = [&](int64_t lo, std::optional<int64_t> hi) {
    shape::Interval r = env.bounds(v);
    return r.lo && *r.lo >= lo && (!hi || (r.hi && *r.hi <= *hi));
  };
  switch (dtype) {
  case DType::I64:
    return v;
  case DType::I8:
    return inRange(INT8_MIN, INT8_MAX) ? v : nullptr;
  case DType::I16:
    return inRange(INT16_MIN, INT16_MAX) ? v : nullptr;
  case DType::I32:
    return inRange(INT32_MIN, INT32_MAX) ? v : nullptr;
  case DType::U8:
    return inRange(0, UINT8_MAX) ? v : nullptr;
  case DType::U16:
    return inRange(0, UINT16_MAX) ? v : nullptr;
  case DType::U32:
    return inRange(0, UINT32_MAX) ? v : nullptr;
  case DType::U64:
    return inRange(0, std::nullopt) ? v : nullptr;
  case DType::Bool:
    switch (env.isNe(v, 0)) {
    case shape::Truth::True:
      return ctx.getConstant(1);
    case shape::Truth::False:
      return ctx.getConstant(0);
    case shape::Truth::Unknown:
      return nullptr;
    }
    return nullptr;
  default:
    return nullptr;
  }
}
