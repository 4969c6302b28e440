//===- FoldConstants.cpp - Constant folding (`fold-constants`) ------------===//
//
// Replaces every op whose operands are all constants by constants holding
// its results, computed by the registered evaluator (the runtime, with
// LibTorch's kernels; registerConstantEvaluator), and folds core.shape_of,
// core.dim and core.numel of static dims without it. Ops are visited in
// program order, nested regions included, so a chain folds in one sweep.
// What is never folded: ops that are not Pure (random and in-place ops are
// HasSideEffects), NoFold ops (a quantized weight's dequantize), ops with
// regions, and results with more elements than
// `max-elements` — the compile-time cap of tocc/Support/Limits.h, checked
// on the result's declared or inferred shape before anything is computed,
// and by the evaluator on what it allocates. An op's cap is raised to its
// largest constant tensor operand: a fold that makes no more than it reads
// (a batch norm's scale multiplied into a conv weight, a transposed
// weight) holds no more than the model already does, as LibTorch's
// freezing is capped (docs/fold-constants.md).
// A dense constant a fold consumed (its op has no use left) is erased at
// once, and its bytes are given back when no op of the module holds them:
// a weight and its folded copy are not both kept to the end of the pass.
//
//===----------------------------------------------------------------------===//
#include "tocc/Transforms/FoldConstants.h"

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/Pass.h"
#include "tocc/Support/Limits.h"
#include "tocc/Transforms/Passes.h"

#include "llvm/ADT/DenseSet.h"

using namespace tocc;

static ConstantEvaluatorFn &constantEvaluator() {
  static ConstantEvaluatorFn evaluator;
  return evaluator;
}

void tocc::registerConstantEvaluator(ConstantEvaluatorFn evaluator) {
  constantEvaluator() = std::move(evaluator);
}

namespace {

/// Whether `v` is known at compile time as the evaluator reads it: a
/// constant op's result, or a list built from such values.
bool isConstantValue(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def)
    return false;
  llvm::StringRef name = def->getNameStr();
  if (name == "core.constant" || name == "core.scalar_constant" ||
      name == "prim.Constant")
    return true;
  if (name == "prim.ListConstruct")
    return llvm::all_of(def->getOperands(), isConstantValue);
  return false;
}

bool isConstantOp(const Operation &op) {
  llvm::StringRef name = op.getNameStr();
  return name == "core.constant" || name == "core.scalar_constant" ||
         name == "prim.Constant" || name == "prim.ListConstruct";
}

bool isHostScalarType(Type t) {
  return t && (t.getKind() == Type::Int || t.getKind() == Type::Float ||
               t.getKind() == Type::Bool || t.getKind() == Type::Number);
}

/// Whether the pass may replace `op` by its results: a registered Pure op
/// without side effects or regions, whose results are tensors or host
/// scalars.
bool isFoldable(const Operation &op) {
  if (!op.isRegistered() || !op.hasTrait(Pure) || op.hasTrait(HasSideEffects) ||
      op.hasTrait(NoFold) || op.hasTrait(Terminator) ||
      op.getNumRegions() != 0 || op.getNumResults() == 0 || isConstantOp(op))
    return false;
  return llvm::all_of(op.getResults(), [](Value *r) {
    return r->getType().isTensor() || isHostScalarType(r->getType());
  });
}

/// Empty if a computed tensor of type `computed` may replace a value
/// declared `declared` (same dtype and rank, same static dims: the computed
/// type refines the declared one); else why not.
std::string incompatibility(Type declared, Type computed) {
  if (declared.getDType() != DType::Unknown &&
      declared.getDType() != computed.getDType())
    return "computes " + computed.str() + " for a result declared " +
           declared.str();
  if (!declared.hasRank())
    return "";
  if (declared.getRank() != computed.getRank())
    return "computes " + computed.str() + " for a result declared " +
           declared.str();
  for (unsigned i = 0; i < declared.getRank(); ++i) {
    Dim d = declared.getDims()[i];
    if (d.isStatic() && d.getStatic() != computed.getDims()[i].getStatic())
      return "computes " + computed.str() + " for a result declared " +
             declared.str();
  }
  return "";
}

Type typeOfScalarAttr(Context &ctx, Attribute a) {
  if (a.isInt())
    return ctx.getIntType();
  if (a.isFloat())
    return ctx.getFloatType();
  if (a.isBool())
    return ctx.getBoolType();
  return Type();
}

Attribute i64DenseAttr(Context &ctx, llvm::ArrayRef<int64_t> values) {
  Type type = ctx.getTensorType(DType::I64, {int64_t(values.size())});
  return ctx.getDenseAttr(
      type, llvm::ArrayRef<char>(reinterpret_cast<const char *>(values.data()),
                                 values.size() * sizeof(int64_t)));
}

/// The static dims of `v`'s type, or nullopt.
std::optional<llvm::SmallVector<int64_t, 4>> staticDims(Value *v) {
  Type t = v->getType();
  if (!t.isTensor() || !t.hasStaticShape())
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> dims;
  for (Dim d : t.getDims())
    dims.push_back(d.getStatic());
  return dims;
}

bool hasStaticShape(Type t) {
  return t && t.isTensor() && t.hasRank() && t.hasStaticShape();
}

/// Whether a tensor of type `t` may have more than `cap` elements as far
/// as its type tells: a static shape over the cap (or whose count
/// overflows int64), or static dims whose product alone is. Unknown dims
/// count as 1 here: the evaluator checks the computed shape.
bool overCap(Type t, int64_t cap) {
  if (!t || !t.isTensor() || !t.hasRank())
    return false;
  llvm::SmallVector<int64_t, 4> dims;
  for (Dim d : t.getDims())
    if (d.isStatic())
      dims.push_back(d.getStatic());
  return !checkElementCount(dims, cap);
}

/// The cap on what folding `op` may compute: `cap`, or the element count
/// of `op`'s largest constant tensor operand if that is more. What the
/// model already holds bounds what one fold of it makes, so folding real
/// weights (a 2048x512 conv's batch norm) is not stopped, and a fold that
/// grows data (a full, an expand, an outer product) stays under `cap`.
int64_t capFor(Operation &op, int64_t cap) {
  int64_t largest = cap;
  for (Value *operand : op.getOperands()) {
    Operation *def = operand->getDefiningOp();
    Type t = operand->getType();
    if (!def || !t.isTensor() || !hasStaticShape(t))
      continue;
    llvm::StringRef name = def->getNameStr();
    if (name != "core.constant" && name != "prim.Constant")
      continue;
    llvm::SmallVector<int64_t, 4> dims;
    for (Dim d : t.getDims())
      dims.push_back(d.getStatic());
    if (std::optional<int64_t> n = getElementCount(dims))
      largest = std::max(largest, *n);
  }
  return largest;
}

/// The result types `op`'s shape function infers from its operands
/// (constants' values included), run quietly: no guard is recorded,
/// nothing is reported and the IR is not changed. Empty when the op has no
/// shape function or it fails (the evaluator then checks what it makes).
llvm::SmallVector<Type, 1> inferQuietly(Operation &op) {
  InferShapeFn inferShape = getShapeFunction(&op);
  Graph *graph = op.getParentGraph();
  if (!inferShape || !graph)
    return {};
  shape::ShapeEnv &env = graph->getParentModule().getShapeEnv();
  DiagnosticEngine &diags = op.getContext().getDiagEngine();
  DiagnosticEngine::HandlerID quiet =
      diags.registerHandler([](const Diagnostic &) { return success(); });
  bool recording = env.isRecording();
  env.setRecording(false);
  KnownValues values;
  // A shape function reads constants on demand, but not the contents of a
  // list built from them: those first.
  for (Value *operand : op.getOperands())
    if (Operation *def = operand->getDefiningOp();
        def && def->getNameStr() == "prim.ListConstruct")
      if (InferShapeFn listFn = getShapeFunction(def)) {
        InferenceContext list(def, env, values);
        (void)listFn(list);
      }
  InferenceContext ic(&op, env, values);
  llvm::SmallVector<Type, 1> types;
  if (succeeded(inferShape(ic)))
    for (unsigned i = 0, e = op.getNumResults(); i != e; ++i)
      types.push_back(ic.getInferredType(i));
  env.setRecording(recording);
  diags.eraseHandler(quiet);
  return types;
}

/// Results that the shapes of the operands decide: core.shape_of, core.dim
/// and core.numel of a static input. Empty if `op` is not one of them or
/// its input is not static.
llvm::SmallVector<Attribute, 1> foldFromShapes(Operation &op) {
  llvm::StringRef name = op.getNameStr();
  if (name != "core.shape_of" && name != "core.dim" && name != "core.numel")
    return {};
  Context &ctx = op.getContext();
  Type t = op.getOperand(0)->getType();
  if (name == "core.dim") {
    Attribute axis = op.getAttr("axis");
    if (!t.isTensor() || !t.hasRank() || !axis || !axis.isInt())
      return {};
    int64_t rank = t.getRank(), a = axis.getInt();
    if (a < -rank || a >= rank)
      return {};
    Dim d = t.getDims()[a < 0 ? a + rank : a];
    if (!d.isStatic())
      return {};
    return {ctx.getIntAttr(d.getStatic())};
  }
  std::optional<llvm::SmallVector<int64_t, 4>> dims =
      staticDims(op.getOperand(0));
  if (!dims)
    return {};
  if (name == "core.shape_of")
    return {i64DenseAttr(ctx, *dims)};
  // A count that overflows int64 is left to the runtime.
  std::optional<int64_t> n = getElementCount(*dims);
  if (!n)
    return {};
  return {ctx.getIntAttr(*n)};
}

struct FoldConstantsPass : Pass {
  Option<int64_t> maxElements{
      *this, "max-elements",
      "Leave an op unfolded when a tensor it would compute (a result or an "
      "intermediate) has more elements; checked before allocating",
      kDefaultMaxElements};
  Option<bool> weightsPastCap{
      *this, "weights-past-cap",
      "Raise an op's max-elements to its largest constant tensor operand: "
      "a fold that makes no more than the model holds (a weight scaled or "
      "transposed) is not stopped by the cap",
      true};

  llvm::StringRef getArgument() const override { return "fold-constants"; }
  llvm::StringRef getDescription() const override {
    return "Replace ops whose operands are all constants by constants "
           "computed with the runtime (Pure ops without regions only)";
  }

  LogicalResult runOnModule(Module &module) override {
    if (maxElements < 0) {
      module.getContext().getDiagEngine().emitError(module.getLoc())
          << "fold-constants: max-elements must not be negative";
      return failure();
    }
    current = &module;
    uint64_t ops = 0;
    module.walk([&](Operation *) { ++ops; });
    releaseEvery = std::max<uint64_t>(uint64_t(4) << 20, 256 * ops);
    for (Graph &graph : module.getGraphs())
      for (Block &block : graph.getBodyRegion().getBlocks())
        foldBlock(block);
    releaseConsumed();
    current = nullptr;
    return success();
  }

  /// The module being folded, and the dense constants the folds consumed
  /// whose bytes are not given back yet.
  Module *current = nullptr;
  llvm::SmallVector<Attribute, 8> consumed;
  uint64_t consumedBytes = 0;
  /// Consumed bytes that make the pass look for what it can give back: the
  /// look walks the module, so it waits for 4 MiB, or 256 bytes per op of
  /// the module, whichever is more: the walks then cost no more than the
  /// bytes the folds read.
  uint64_t releaseEvery = 0;

  /// Erases the dense constant op `def` (core.constant, or prim.Constant,
  /// which holds the imported weights) if a fold left it without uses, and
  /// keeps its value to be released.
  void consume(Operation *def) {
    if (!def || !def->use_empty() ||
        (def->getNameStr() != "core.constant" &&
         def->getNameStr() != "prim.Constant"))
      return;
    Attribute value = def->getAttr("value");
    if (!value || !value.isDense())
      return;
    def->erase();
    if (value.isElided())
      return;
    consumedBytes += value.getRawData().size();
    consumed.push_back(value);
  }

  static void collectDense(Attribute a, llvm::DenseSet<const void *> &live) {
    if (a.isDense())
      live.insert(a.getImpl());
    else if (a.isArray())
      for (Attribute e : a.getArray())
        collectDense(e, live);
  }

  /// Gives back the bytes of the consumed constants that no op (nor the
  /// module or a graph) still holds: ops may share one attribute.
  void releaseConsumed() {
    if (consumed.empty())
      return;
    llvm::DenseSet<const void *> live;
    for (const NamedAttribute &a : current->getAttrs())
      collectDense(a.value, live);
    for (Graph &graph : current->getGraphs())
      for (const NamedAttribute &a : graph.getAttrs())
        collectDense(a.value, live);
    current->walk([&](Operation *op) {
      for (const NamedAttribute &a : op->getAttrs())
        collectDense(a.value, live);
    });
    Context &ctx = current->getContext();
    for (Attribute a : consumed)
      if (!live.count(a.getImpl()))
        ctx.releaseDenseData(a);
    consumed.clear();
    consumedBytes = 0;
  }

  /// True if a tensor result of `op` would be above the size limit, as
  /// its declared type tells or, for results not fully static, as its
  /// shape function infers from the constant operands: decided before
  /// anything is computed.
  bool tooLarge(Operation &op, int64_t cap) const {
    bool allStatic = true;
    for (Value *r : op.getResults()) {
      Type t = r->getType();
      if (overCap(t, cap))
        return true;
      allStatic &= !t.isTensor() || hasStaticShape(t);
    }
    if (allStatic)
      return false;
    return llvm::any_of(inferQuietly(op),
                        [&](Type t) { return overCap(t, cap); });
  }

  void foldBlock(Block &block) {
    for (auto it = block.begin(); it != block.end();) {
      Operation &op = *it++;
      for (Region &region : op.getRegions())
        for (Block &nested : region.getBlocks())
          foldBlock(nested);
      if (!isFoldable(op))
        continue;
      llvm::SmallVector<Attribute, 1> values = foldFromShapes(op);
      int64_t cap = maxElements.getValue();
      if (values.empty()) {
        if (!llvm::all_of(op.getOperands(), isConstantValue))
          continue;
        if (weightsPastCap)
          cap = capFor(op, cap);
        if (tooLarge(op, cap))
          continue;
        // A None (an absent optional) has no constant op to become.
        if (llvm::any_of(op.getResults(), [](Value *r) {
              return r->getType().isNone() ||
                     r->getType().getKind() == Type::Optional;
            }))
          continue;
        if (!constantEvaluator())
          continue;
        llvm::Expected<llvm::SmallVector<Attribute, 1>> computed =
            constantEvaluator()(op, cap);
        if (!computed) {
          op.emitWarning() << "not folded: "
                           << llvm::toString(computed.takeError());
          continue;
        }
        // No values: a tensor over the cap was refused before allocating.
        if (computed->empty() && op.getNumResults() != 0)
          continue;
        values = std::move(*computed);
      }
      replaceByConstants(op, values, cap);
      if (consumedBytes >= releaseEvery)
        releaseConsumed();
    }
  }

  /// Creates one constant per result before `op` and erases `op`; leaves it
  /// (with a warning) if a value does not fit its result.
  void replaceByConstants(Operation &op, llvm::ArrayRef<Attribute> values,
                          int64_t cap) {
    Context &ctx = op.getContext();
    if (values.size() != op.getNumResults()) {
      op.emitWarning() << "not folded: the evaluator returned "
                       << unsigned(values.size()) << " values for "
                       << op.getNumResults() << " results";
      return;
    }
    // Check every result before creating anything.
    for (unsigned i = 0; i < values.size(); ++i) {
      Type declared = op.getResult(i)->getType();
      Attribute v = values[i];
      if (declared.isTensor()) {
        if (!v.isDense()) {
          op.emitWarning() << "not folded: result #" << i
                           << " is a tensor, but its value is "
                           << v.str();
          return;
        }
        if (overCap(v.getDenseType(), cap))
          return;
        if (std::string why = incompatibility(declared, v.getDenseType());
            !why.empty()) {
          op.emitWarning() << "not folded: result #" << i << ": " << why;
          return;
        }
        continue;
      }
      Type kind = typeOfScalarAttr(ctx, v);
      if (!kind ||
          (declared != kind && declared.getKind() != Type::Number)) {
        op.emitWarning() << "not folded: result #" << i << " is declared "
                         << declared.str() << ", but its value is "
                         << v.str();
        return;
      }
    }
    // core ops fold to core constants; aten and prim ops to prim.Constant,
    // which is what their consumers (and the decompositions) read.
    bool core = op.getName().getDialectNamespace() == "core";
    Builder b(&op);
    for (unsigned i = 0; i < values.size(); ++i) {
      Attribute v = values[i];
      Type type = v.isDense() ? v.getDenseType() : typeOfScalarAttr(ctx, v);
      llvm::StringRef name = v.isDense()
                                 ? (core ? "core.constant" : "prim.Constant")
                                 : (core ? "core.scalar_constant"
                                         : "prim.Constant");
      Operation *c = b.create(op.getLoc(), name, {type}, {},
                              {{"value", v}});
      Value *old = op.getResult(i);
      if (!old->getName().empty())
        c->getResult(0)->setName(old->getName());
      old->replaceAllUsesWith(c->getResult(0));
    }
    // The constants the fold read, each once. They come before `op` (they
    // dominate it), so the caller's next op is never one of them.
    llvm::SmallVector<Operation *, 4> defs;
    for (Value *operand : op.getOperands())
      if (Operation *def = operand->getDefiningOp();
          def && !llvm::is_contained(defs, def))
        defs.push_back(def);
    op.erase();
    for (Operation *def : defs)
      consume(def);
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createFoldConstantsPass() {
  return std::make_unique<FoldConstantsPass>();
}
