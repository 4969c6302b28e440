//===- ConvertPrecision.cpp - `convert-precision`: fp32 models to fp16 ----===//
//
// Runs on onnx-dialect modules (tocc-export --precision runs it after the
// cleanup) and makes an fp32 model compute in f16 (or bf16) where that is
// safe, as onnxconverter-common's convert_float_to_float16 does, with Casts
// only where an f16 region meets an f32 one (docs/precision.md):
//
// 1. Each op is *converted* (its f32 operands and results become f16) or
//    *kept* in f32. Kept are: the op types of `keep-fp32` (by default the
//    ops whose accumulation needs f32: reductions and GlobalAveragePool,
//    Softmax/LogSoftmax, CumSum and the normalizations); ops no schema at the
//    module's opset lets take f16 for any of their f32 operands and results;
//    ops whose float result type an attribute sets (RandomNormal, EyeLike,
//    ...); ops with regions (If, Loop, Scan: their bodies are converted on
//    their own) or sequence and optional values; custom-domain ops; and, so
//    that sizes and positions stay exact (f16 holds integers exactly only up to
//    2048), a Cast from an integer or bool type to f32.
// 2. Kept-ness follows the data: a data-movement or elementwise op
//    (Reshape, Transpose, Add, Mul, Sqrt, ...) or a comparison or selection
//    (Greater, Equal, ArgMax, TopK, ...) whose f32 inputs (constants
//    and graph inputs aside) all come from kept ops is kept too, and so is
//    the Sub that centers x on ReduceMean(x) or GlobalAveragePool(x) (the
//    mean over the last dim below opset 17): a layer or group norm
//    decomposed into ReduceMean, Sub, Pow, Sqrt, Div then stays f32 as a
//    whole, and so does arithmetic on sizes (Shape, Cast, Mul, Floor).
//    A Cast from f32 is converted only when its input is f16 anyway.
// 3. An operand of a converted op takes f16 where its formal's type
//    constraint takes it (Resize's scales stay f32); a result becomes f16
//    where its formal takes it. A Cast to f32 that is converted casts to
//    f16 instead (a no-op Cast then goes), a ConstantOfShape fills f16.
// 4. Constants (onnx.Constant and initializers) are converted at compile
//    time, not cast at run time: to f16 when every user takes f16, kept
//    when every user takes f32, both when both do. Finite values past
//    f16's range saturate to +-65504 (a mask's -1e9 stays finite).
// 5. Where a value's dtype differs from the one its user takes, one Cast
//    per value and dtype, right after the value's definition.
// 6. Graph inputs and outputs of f32 become f16, unless `keep-io-types`:
//    then they stay f32, with a Cast after each input and before each
//    output. A graph output keeps its name: the value cast for it is
//    renamed NAME_f16 (NAME_f32 for a kept op's value cast to f16).
//
// Integer, bool, f64 and already-f16 values are untouched.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToOnnx/Passes.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/FloatElements.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <vector>

using namespace tocc;

/// The op types kept in f32 by default: their accumulation needs f32.
static const char *const kDefaultKeepFp32[] = {"ReduceMean",
                                               "ReduceSum",
                                               "ReduceSumSquare",
                                               "ReduceProd",
                                               "ReduceL1",
                                               "ReduceL2",
                                               "ReduceLogSum",
                                               "ReduceLogSumExp",
                                               "GlobalAveragePool",
                                               "Softmax",
                                               "LogSoftmax",
                                               "CumSum",
                                               "LayerNormalization",
                                               "BatchNormalization",
                                               "InstanceNormalization",
                                               "GroupNormalization",
                                               "LpNormalization",
                                               "MeanVarianceNormalization"};

std::vector<std::string> tocc::getDefaultKeepFp32Ops() {
  return {std::begin(kDefaultKeepFp32), std::end(kDefaultKeepFp32)};
}

namespace {

/// Ops whose float result dtype an attribute sets: kept, so the attribute
/// and the result agree.
bool isAttributeTyped(llvm::StringRef opType) {
  return llvm::is_contained({"EyeLike", "RandomNormal", "RandomUniform",
                             "RandomNormalLike", "RandomUniformLike",
                             "Bernoulli", "Multinomial"},
                            opType);
}

/// Ops that move or combine elements without accumulating: they follow
/// their inputs' precision (rule 2).
bool isFollower(llvm::StringRef opType) {
  return llvm::is_contained(
      {// data movement
       "Reshape", "Transpose", "Squeeze", "Unsqueeze", "Flatten", "Identity",
       "Expand", "Slice", "Gather", "GatherElements", "GatherND", "Concat",
       "Split", "Tile", "Pad", "DepthToSpace", "SpaceToDepth", "Dropout",
       // elementwise
       "Add", "Sub", "Mul", "Div", "Pow", "Sqrt", "Reciprocal", "Neg", "Abs",
       "Exp", "Log", "Erf", "Tanh", "Sigmoid", "Relu", "Clip", "Max", "Min",
       "Where", "Floor", "Ceil", "Round", "Sin", "Cos", "Sign", "Mod",
       // comparisons and selections: a kept value rounded to f16 could
       // compare differently (a small sum flushes to 0, ties appear)
       "Greater", "GreaterOrEqual", "Less", "LessOrEqual", "Equal", "IsNaN",
       "IsInf", "ArgMax", "ArgMin", "TopK", "ReduceMax", "ReduceMin"},
      opType);
}

bool isF32(Value *v) {
  return v && v->getType().isTensor() && v->getType().getDType() == DType::F32;
}

Type withDType(Type t, DType dtype) {
  Context &ctx = t.getContext();
  return t.hasRank() ? ctx.getTensorType(dtype, t.getDims())
                     : ctx.getUnrankedTensorType(dtype);
}

/// onnx.Constant and onnx.initializer of an f32 tensor.
bool isF32Constant(Operation *op) {
  if (!op)
    return false;
  llvm::StringRef name = op->getNameStr();
  return (name == "onnx.Constant" || name == "onnx.initializer") &&
         op->getNumResults() == 1 && isF32(op->getResult(0));
}

/// A dense attribute converted to `dtype` (saturating), or null.
Attribute convertDense(Attribute dense, DType dtype) {
  if (!dense || !dense.isDense())
    return Attribute();
  Type type = dense.getDenseType();
  Context &ctx = type.getContext();
  Type newType = withDType(type, dtype);
  if (dense.isElided())
    return ctx.getDenseAttr(newType, std::shared_ptr<const ElementsBuffer>());
  std::optional<std::vector<char>> bytes = convertFloatElements(
      dense.getRawData(), type.getDType(), dtype, /*saturate=*/true);
  if (!bytes)
    return Attribute();
  return ctx.getDenseAttr(newType, llvm::ArrayRef<char>(*bytes));
}

/// The f32 `value` of a Constant in whichever form it has (`value`,
/// `value_float`, `value_floats`), as a dense attribute.
Attribute constantValue(Operation *op) {
  Context &ctx = op->getContext();
  if (Attribute v = op->getAttr("value"))
    return v;
  if (Attribute f = op->getAttr("value_float"); f && f.isFloat()) {
    float x = float(f.getFloat());
    return ctx.getDenseAttr(
        ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{}),
        llvm::ArrayRef<char>(reinterpret_cast<const char *>(&x), 4));
  }
  if (Attribute fs = op->getAttr("value_floats"); fs && fs.isArray())
    if (auto values = fs.getFloatArray()) {
      std::vector<float> xs(values->begin(), values->end());
      return ctx.getDenseAttr(
          ctx.getTensorType(DType::F32,
                            llvm::ArrayRef<int64_t>{int64_t(xs.size())}),
          llvm::ArrayRef<char>(reinterpret_cast<const char *>(xs.data()),
                               xs.size() * 4));
    }
  return Attribute();
}

struct ConvertPrecisionPass : Pass {
  Option<std::string> precision{*this, "precision",
                                "The precision to convert f32 to: fp16 or "
                                "bf16",
                                "fp16"};
  Option<bool> keepIoTypes{*this, "keep-io-types",
                           "Keep f32 graph inputs and outputs (Casts after "
                           "the inputs and before the outputs)",
                           false};
  ListOption keepFp32{*this, "keep-fp32",
                      "ONNX op types computed in f32, replacing the default "
                      "list (reductions, Softmax, LogSoftmax, CumSum, the "
                      "normalizations)"};

  llvm::StringRef getArgument() const override { return "convert-precision"; }
  llvm::StringRef getDescription() const override {
    return "Convert f32 weights and compute of an onnx module to f16 (or "
           "bf16), keeping f32 for accumulating ops, with Casts at the "
           "borders";
  }

  llvm::Error verifyOptions() const override {
    if (precision.getValue() != "fp16" && precision.getValue() != "bf16")
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "precision must be fp16 or bf16, not '" +
                                         precision.getValue() + "'");
    for (const std::string &name : keepFp32.getValue())
      if (onnx::getSchemaVersions("", name).empty())
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "keep-fp32: '" + name +
                                           "' is not an ONNX op type");
    return llvm::Error::success();
  }

  DType target = DType::F16;
  int64_t opset = onnx::kDefaultOpset;
  llvm::StringSet<> blocklist;
  /// Ops computing in f32 (rule 1 and 2).
  llvm::DenseSet<Operation *> kept;
  /// f32 values made by kept ops.
  llvm::DenseSet<Value *> f32Made;
  /// The Casts made, by value and dtype.
  std::map<std::pair<Value *, DType>, Value *> casts;

  bool takes(Operation *op, bool isInput, unsigned index) const {
    return onnx::schemaFormalTakes("", onnx::getOpType(op), opset, isInput,
                                   index, target)
        .value_or(false);
  }

  /// Whether v is a graph's input (its body's argument).
  static bool isGraphInput(Value *v) {
    auto *arg = llvm::dyn_cast<BlockArgument>(v);
    return arg && !arg->getOwner()->getParentOp();
  }

  /// Whether f32 value v holds the target dtype after the conversion.
  bool becomesTarget(Value *v) const {
    if (!isF32(v))
      return false;
    if (llvm::isa<BlockArgument>(v))
      return isGraphInput(v) && !keepIoTypes;
    Operation *def = v->getDefiningOp();
    if (isF32Constant(def) || kept.count(def))
      return false;
    return def->getName().getDialectNamespace() == "onnx" &&
           takes(def, false, llvm::cast<OpResult>(v)->getResultNumber());
  }

  /// Rule 1: ops that cannot (or must not) compute in the target dtype.
  bool mustKeep(Operation *op) const {
    if (op->getName().getDialectNamespace() != "onnx" ||
        onnx::getOpDomain(op) != "" || op->getNameStr() == "onnx.custom" ||
        op->getNumRegions() != 0)
      return true;
    llvm::StringRef opType = onnx::getOpType(op);
    if (opType.empty() || blocklist.count(opType) || isAttributeTyped(opType))
      return true;
    bool anyTakes = false;
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      Type t = op->getOperand(i)->getType();
      if (!t.isTensor() && !t.isNone())
        return true; // a sequence or an optional
      anyTakes |= isF32(op->getOperand(i)) && takes(op, true, i);
    }
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Type t = op->getResult(i)->getType();
      if (!t.isTensor() && !t.isNone())
        return true;
      anyTakes |= isF32(op->getResult(i)) && takes(op, false, i);
    }
    if (opType == "Cast") {
      Value *x = op->getOperand(0);
      DType from =
          x->getType().isTensor() ? x->getType().getDType() : DType::Unknown;
      // Sizes and positions stay exact.
      if (from == DType::Bool || isIntegerDType(from))
        return true;
      // From f32: only when the input is f16 anyway.
      if (from == DType::F32 && !becomesTarget(x))
        return true;
    }
    return !anyTakes;
  }

  /// Rule 2: a follower whose f32 inputs (constants and graph inputs
  /// aside) all come from kept ops; a Sub centering x on ReduceMean(x) or
  /// GlobalAveragePool(x) (the layer norm of opsets below 17 is either).
  bool followsKept(Operation *op) const {
    llvm::StringRef opType = onnx::getOpType(op);
    if (opType == "Sub" && op->getNumOperands() == 2)
      if (Operation *mean = op->getOperand(1)->getDefiningOp())
        if (kept.count(mean) &&
            (onnx::getOpType(mean) == "ReduceMean" ||
             onnx::getOpType(mean) == "GlobalAveragePool") &&
            mean->getNumOperands() >= 1 &&
            mean->getOperand(0) == op->getOperand(0))
          return true;
    if (!isFollower(opType))
      return false;
    bool any = false;
    for (Value *v : op->getOperands()) {
      if (!isF32(v) || llvm::isa<BlockArgument>(v) ||
          isF32Constant(v->getDefiningOp()))
        continue;
      if (!f32Made.count(v))
        return false;
      any = true;
    }
    return any;
  }

  void classify(Operation *op) {
    if (op->hasTrait(OpTrait::Terminator) || isF32Constant(op))
      return;
    if (!mustKeep(op) && !followsKept(op))
      return;
    kept.insert(op);
    for (Value *r : op->getResults())
      if (isF32(r))
        f32Made.insert(r);
  }

  /// The dtype operand `i` of `op` takes after the conversion (for an f32
  /// operand); Unknown when any will do (Shape, Size).
  DType wanted(Operation *op, unsigned i) const {
    if (op->hasTrait(OpTrait::Terminator)) {
      Block *block = op->getBlock();
      bool graphOutput = block && !block->getParentOp();
      return graphOutput && !keepIoTypes ? target : DType::F32;
    }
    if (kept.count(op) || op->getName().getDialectNamespace() != "onnx")
      return DType::F32;
    llvm::StringRef opType = onnx::getOpType(op);
    if (opType == "Shape" || opType == "Size")
      return DType::Unknown;
    return takes(op, true, i) ? target : DType::F32;
  }

  /// v as `dtype`: one Cast per value and dtype, right after v's
  /// definition.
  Value *castOf(Value *v, DType dtype) {
    auto key = std::make_pair(v, dtype);
    auto it = casts.find(key);
    if (it != casts.end())
      return it->second;
    Context &ctx = v->getContext();
    Builder b(ctx);
    if (Operation *def = v->getDefiningOp())
      b.setInsertionPointAfter(def);
    else
      b.setInsertionPointToStart(v->getParentBlock());
    Operation *cast = b.create(
        v->getLoc(), "onnx.Cast", {withDType(v->getType(), dtype)}, {v},
        {{ctx.intern("to"),
          ctx.getIntAttr(*onnx::tensorProtoFromDType(dtype))}});
    casts[key] = cast->getResult(0);
    return cast->getResult(0);
  }

  /// Rule 4: the constant's value for the users that take the target
  /// dtype; false when its value cannot be converted (its users then get
  /// Casts).
  bool convertConstant(Operation *op, llvm::ArrayRef<OpOperand *> toTarget,
                       bool anyF32) {
    Context &ctx = op->getContext();
    Attribute converted = convertDense(constantValue(op), target);
    if (!converted)
      return false;
    Value *result = op->getResult(0);
    if (!anyF32) {
      op->removeAttr("value_float");
      op->removeAttr("value_floats");
      op->setAttr("value", converted);
      result->setType(converted.getDenseType());
      return true;
    }
    Builder b(ctx);
    b.setInsertionPointAfter(op);
    Operation *copy =
        b.create(op->getLoc(), op->getNameStr(), {converted.getDenseType()}, {},
                 {{ctx.intern("value"), converted}});
    if (op->getNameStr() == "onnx.initializer")
      copy->getResult(0)->setName(
          (result->getName() + "_" + dtypeName(target)).str());
    for (OpOperand *use : toTarget)
      use->set(copy->getResult(0));
    return true;
  }

  LogicalResult runOnModule(Module &module) override {
    Context &ctx = module.getContext();
    auto &diag = ctx.getDiagEngine();
    target = precision.getValue() == "bf16" ? DType::BF16 : DType::F16;
    opset = onnx::getOpsetVersion(module).value_or(onnx::kDefaultOpset);
    if (!onnx::schemaFormalTakes("", "Cast", opset, true, 0, target)
             .value_or(false)) {
      diag.emitError(module.getLoc())
          << "convert-precision: Cast of opset " << opset << " does not take "
          << dtypeName(target) << " (bf16 needs opset 13 or later)";
      return failure();
    }
    blocklist.clear();
    if (keepFp32.hasValue()) {
      for (const std::string &name : keepFp32.getValue())
        blocklist.insert(name);
    } else {
      for (const char *name : kDefaultKeepFp32)
        blocklist.insert(name);
    }
    kept.clear();
    f32Made.clear();
    casts.clear();

    // Rules 1 and 2, producers before users.
    std::vector<Operation *> ops;
    module.walk([&](Operation *op) { ops.push_back(op); },
                /*postOrder=*/false);
    for (Operation *op : ops)
      classify(op);

    // What each f32 operand takes, before any type changes.
    struct Use {
      Operation *op;
      unsigned index;
      DType dtype;
    };
    std::vector<Use> uses;
    llvm::DenseMap<Operation *, llvm::SmallVector<OpOperand *, 4>>
        constantToTarget;
    llvm::DenseSet<Operation *> constantAnyF32;
    for (Operation *op : ops)
      for (unsigned i = 0; i < op->getNumOperands(); ++i) {
        Value *v = op->getOperand(i);
        if (!isF32(v))
          continue;
        DType dtype = wanted(op, i);
        if (dtype == DType::Unknown)
          continue;
        Operation *def = v->getDefiningOp();
        if (def && isF32Constant(def)) {
          if (dtype == target)
            constantToTarget[def].push_back(&op->getOpOperand(i));
          else
            constantAnyF32.insert(def);
          continue;
        }
        uses.push_back({op, i, dtype});
      }

    // Rule 4.
    for (Operation *op : ops)
      if (isF32Constant(op)) {
        auto it = constantToTarget.find(op);
        if (it != constantToTarget.end() &&
            !convertConstant(op, it->second, constantAnyF32.count(op)))
          for (OpOperand *use : it->second)
            uses.push_back({use->getOwner(), use->getOperandNumber(), target});
      }

    // Rule 3 and 6: the new types.
    llvm::SmallVector<Operation *, 8> convertedCasts;
    for (Operation *op : ops) {
      if (op->hasTrait(OpTrait::Terminator) || isF32Constant(op) ||
          kept.count(op) || op->getName().getDialectNamespace() != "onnx")
        continue;
      llvm::StringRef opType = onnx::getOpType(op);
      if (opType == "Cast")
        convertedCasts.push_back(op);
      bool changed = false;
      for (unsigned i = 0; i < op->getNumResults(); ++i) {
        Value *r = op->getResult(i);
        if (isF32(r) && takes(op, false, i)) {
          r->setType(withDType(r->getType(), target));
          changed = true;
        }
      }
      if (!changed)
        continue;
      if (opType == "Cast") {
        op->setAttr("to", ctx.getIntAttr(*onnx::tensorProtoFromDType(target)));
      } else if (opType == "ConstantOfShape") {
        Attribute value = op->getAttr("value");
        if (!value) {
          float zero = 0;
          value = ctx.getDenseAttr(
              ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{1}),
              llvm::ArrayRef<char>(reinterpret_cast<const char *>(&zero), 4));
        }
        op->setAttr("value", convertDense(value, target));
      }
    }
    if (!keepIoTypes)
      for (Graph &g : module.getGraphs())
        for (Value *arg : g.getInputs())
          if (isF32(arg))
            arg->setType(withDType(arg->getType(), target));

    // Rule 5.
    for (const Use &use : uses) {
      Value *v = use.op->getOperand(use.index);
      if (v->getType().getDType() == use.dtype)
        continue;
      Value *cast = castOf(v, use.dtype);
      use.op->setOperand(use.index, cast);
      // A graph output keeps its name: the value cast for it is NAME_f16.
      if (use.op->hasTrait(OpTrait::Terminator) &&
          !use.op->getBlock()->getParentOp() && !v->getName().empty() &&
          cast->getName().empty()) {
        std::string name = v->getName().str();
        v->setName(name + "_" + dtypeName(v->getType().getDType()).str());
        cast->setName(name);
      }
    }

    // A converted Cast to the dtype its input has goes (the f16 -> f32 ->
    // f16 Casts around a mixed-precision model's f32 part). One that is
    // returned gives its name to its input, unless that is a graph input, a
    // constant or returned too (as onnx-cleanup does with an Identity).
    auto returned = [](Value *v) {
      return llvm::any_of(v->getUses(), [](OpOperand &u) {
        return u.getOwner()->hasTrait(OpTrait::Terminator);
      });
    };
    for (Operation *cast : convertedCasts) {
      Value *x = cast->getOperand(0), *r = cast->getResult(0);
      if (x->getType() != r->getType())
        continue;
      if (returned(r)) {
        Operation *def = x->getDefiningOp();
        if (!def || def->getNameStr() == "onnx.Constant" ||
            def->getNameStr() == "onnx.initializer" || returned(x))
          continue;
        if (!r->getName().empty())
          x->setName(r->getName());
      }
      r->replaceAllUsesWith(x);
      cast->erase();
    }

    for (Graph &g : module.getGraphs()) {
      llvm::SmallVector<Type, 4> types;
      for (Value *v : g.getOutputs())
        types.push_back(v->getType());
      g.setResultTypes(types);
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createConvertPrecisionPass() {
  return std::make_unique<ConvertPrecisionPass>();
}
