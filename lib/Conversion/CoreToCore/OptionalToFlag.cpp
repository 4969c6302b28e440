//===- OptionalToFlag.cpp - `optional-to-flag`: optionals as value + flag -===//
//
// ONNX has optional values from opset 15 (and If carries them from 16);
// below that, and for runtimes that cannot return an absent optional, each
// graph output of type optional<tensor> becomes two outputs:
//
//   NAME             the tensor when present; when absent a placeholder of
//                    the same dtype and rank: zeros of the present value's
//                    shape if that shape is static, else a tensor with every
//                    dim 0 (an empty tensor: a symbolic shape has no value
//                    in the branch that produced nothing)
//   NAME_is_present  a 0-d bool tensor
//
// The optional value is split where it is made: a `none` is (placeholder,
// false), a tensor is (itself, true), and a prim.If result gets two new
// results, its branches yielding the split of what they yielded (nested
// Ifs recursively). Anything else making an optional (a graph input, an op
// the pass does not know) is an error at its location. The optional result
// itself is left to dce. docs/control-flow.md, "Optional outputs".
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToCore/Passes.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Support/Limits.h"

#include "llvm/ADT/DenseMap.h"

#include <vector>

using namespace tocc;
using llvm::FailureOr;

namespace {

/// An optional value as a (value, is-present flag) pair of tensors.
struct Split {
  Value *value = nullptr;
  Value *flag = nullptr;
};

/// The common type of two tensor types: equal dims stay, others unknown.
static Type joinTensorTypes(Context &ctx, Type a, Type b) {
  if (a == b)
    return a;
  DType dt = a.getDType() == b.getDType() ? a.getDType() : DType::Unknown;
  if (!a.hasRank() || !b.hasRank() || a.getRank() != b.getRank())
    return ctx.getUnrankedTensorType(dt);
  llvm::SmallVector<Dim, 4> dims;
  for (auto [da, db] : llvm::zip(a.getDims(), b.getDims()))
    dims.push_back(da == db ? da : Dim());
  return ctx.getTensorType(dt, dims);
}

class Splitter {
public:
  explicit Splitter(Context &ctx) : ctx(ctx) {}

  /// A tensor type `v` holds when present: the optional's element type if
  /// it has a dtype and a rank, else the first such tensor a branch yields.
  Type presentType(Value *v) {
    Type t = v->getType();
    if (t.isTensor())
      return t;
    if (t.getKind() == Type::Optional && t.getElementType().isTensor() &&
        t.getElementType().getDType() != DType::Unknown &&
        t.getElementType().hasRank())
      return t.getElementType();
    Operation *def = v->getDefiningOp();
    if (!def || def->getNameStr() != "prim.If")
      return Type();
    unsigned index = llvm::cast<OpResult>(v)->getResultNumber();
    for (Region &region : def->getRegions())
      if (Operation *yield = region.front().getTerminator())
        if (index < yield->getNumOperands())
          if (Type found = presentType(yield->getOperand(index));
              found && found.getDType() != DType::Unknown && found.hasRank())
            return found;
    return Type();
  }

  /// Splits `v` (an optional, a none or a tensor) into ops before `at`.
  /// `present` is the type of the value when there is one.
  FailureOr<Split> split(Value *v, Operation *at, Type present) {
    Type t = v->getType();
    if (t.isTensor())
      return Split{v, flag(at, true)};
    if (t.isNone()) {
      Value *zeros = placeholder(at, present);
      if (!zeros)
        return failure();
      return Split{zeros, flag(at, false)};
    }
    Operation *def = v->getDefiningOp();
    if (t.getKind() != Type::Optional || !def ||
        def->getNameStr() != "prim.If") {
      auto diag = (def ? def : at)->emitError()
                  << "optional-to-flag: cannot split " << t.str();
      if (def)
        diag << " made by '" << def->getNameStr()
             << "' (only none, tensors and prim.If results are split)";
      else
        diag << " of a graph or block argument";
      return failure();
    }
    auto cached = done.find(v);
    if (cached != done.end())
      return cached->second;
    unsigned index = llvm::cast<OpResult>(v)->getResultNumber();
    llvm::SmallVector<Split, 2> branches;
    for (Region &region : def->getRegions()) {
      Operation *yield = region.front().getTerminator();
      if (!yield || index >= yield->getNumOperands()) {
        def->emitError() << "optional-to-flag: a branch of this prim.If does "
                            "not yield result #"
                         << index;
        return failure();
      }
      FailureOr<Split> s = split(yield->getOperand(index), yield, present);
      if (failed(s))
        return failure();
      yield->insertOperand(yield->getNumOperands(), s->value);
      yield->insertOperand(yield->getNumOperands(), s->flag);
      branches.push_back(*s);
    }
    Type valueType = branches.front().value->getType();
    for (const Split &s : llvm::drop_begin(branches))
      valueType = joinTensorTypes(ctx, valueType, s.value->getType());
    Split result{def->addResult(valueType), def->addResult(boolType())};
    done[v] = result;
    splitIfs.push_back(def);
    return result;
  }

  /// The prim.Ifs split, inner ones first.
  llvm::SmallVector<Operation *, 4> splitIfs;

private:
  Type boolType() {
    return ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{});
  }

  Value *flag(Operation *at, bool present) {
    Builder b(at);
    char byte = present ? 1 : 0;
    Attribute value = ctx.getDenseAttr(boolType(), llvm::ArrayRef<char>(byte));
    return b
        .create(at->getLoc(), core::ConstantOp::getOperationName(),
                {boolType()}, {}, {{"value", value}})
        ->getResult(0);
  }

  /// Zeros of `present`'s shape if static, else of its rank with every dim
  /// 0: a constant, or above the compile-time size cap
  /// (tocc/Support/Limits.h) a core.full that the model computes.
  Value *placeholder(Operation *at, Type present) {
    if (!present || present.getDType() == DType::Unknown ||
        !present.hasRank() || dtypeByteSize(present.getDType()) == 0) {
      at->emitError() << "optional-to-flag: the dtype and rank of the value "
                         "this optional holds are unknown"
                      << (present ? " (" + present.str() + ")" : std::string())
                      << ", so there is no placeholder for its absence; give "
                         "the inputs' shapes and dtypes";
      return nullptr;
    }
    llvm::SmallVector<int64_t, 4> dims;
    for (Dim d : present.getDims())
      dims.push_back(present.hasStaticShape() ? d.getStatic() : 0);
    Type type = ctx.getTensorType(present.getDType(), dims);
    Builder b(at);
    auto constant = [&](Type t, llvm::ArrayRef<char> bytes) {
      return b
          .create(at->getLoc(), core::ConstantOp::getOperationName(), {t}, {},
                  {{"value", ctx.getDenseAttr(t, bytes)}})
          ->getResult(0);
    };
    if (!checkElementCount(dims, kDefaultMaxElements)) {
      Type shapeType = ctx.getTensorType(DType::I64, {int64_t(dims.size())});
      Value *shape = constant(
          shapeType,
          llvm::ArrayRef<char>(reinterpret_cast<const char *>(dims.data()),
                               dims.size() * sizeof(int64_t)));
      Type scalarType =
          ctx.getTensorType(present.getDType(), llvm::ArrayRef<int64_t>{});
      std::vector<char> zero(dtypeByteSize(present.getDType()), 0);
      Value *value = constant(scalarType, zero);
      return b
          .create(at->getLoc(), core::FullOp::getOperationName(), {type},
                  {shape, value}, {})
          ->getResult(0);
    }
    std::vector<char> bytes(
        size_t(*type.getNumElements()) * dtypeByteSize(present.getDType()), 0);
    return constant(type, bytes);
  }

  Context &ctx;
  llvm::DenseMap<Value *, Split> done;
};

/// Rebuilds `op` (a prim.If) without its optional results that nothing
/// uses any more, which lowering would otherwise still have to carry.
static void dropUnusedOptionalResults(Operation *op) {
  llvm::SmallVector<unsigned, 4> kept;
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    if (op->getResult(i)->getType().getKind() != Type::Optional ||
        !op->getResult(i)->use_empty())
      kept.push_back(i);
  if (kept.size() == op->getNumResults())
    return;
  llvm::SmallVector<Type, 4> types;
  for (unsigned i : kept)
    types.push_back(op->getResult(i)->getType());
  Builder b(op);
  Operation *rebuilt =
      b.create(op->getLoc(), op->getNameStr(), types, op->getOperands(),
               op->getAttrs().getAttrs(), op->getNumRegions());
  for (unsigned r = 0, e = op->getNumRegions(); r != e; ++r) {
    rebuilt->getRegion(r).takeBody(op->getRegion(r));
    if (Operation *yield = rebuilt->getRegion(r).front().getTerminator()) {
      llvm::SmallVector<Value *, 4> yielded;
      for (unsigned i : kept)
        yielded.push_back(yield->getOperand(i));
      yield->setOperands(yielded);
    }
  }
  for (unsigned k = 0, e = kept.size(); k != e; ++k) {
    Value *old = op->getResult(kept[k]);
    rebuilt->getResult(k)->setName(old->getName());
    old->replaceAllUsesWith(rebuilt->getResult(k));
  }
  op->erase();
}

struct OptionalToFlagPass : Pass {
  llvm::StringRef getArgument() const override { return "optional-to-flag"; }
  llvm::StringRef getDescription() const override {
    return "Make every graph output of type optional<tensor> two outputs: the "
           "tensor (a zeros placeholder when absent) and a 0-d bool "
           "NAME_is_present";
  }

  LogicalResult runOnModule(Module &module) override {
    Context &ctx = module.getContext();
    bool changed = false;
    for (Graph &g : module.getGraphs()) {
      Operation *ret = g.getReturnOp();
      if (!ret)
        continue;
      Splitter splitter(ctx);
      llvm::SmallVector<Value *, 4> outputs;
      llvm::SmallVector<Type, 4> types;
      bool graphChanged = false;
      for (unsigned i = 0, e = ret->getNumOperands(); i != e; ++i) {
        Value *v = ret->getOperand(i);
        Type declared = i < g.getResultTypes().size() ? g.getResultTypes()[i]
                                                      : v->getType();
        if (declared.getKind() != Type::Optional && !v->getType().isNone() &&
            v->getType().getKind() != Type::Optional) {
          outputs.push_back(v);
          types.push_back(declared);
          continue;
        }
        if (v->getType().getKind() == Type::Optional &&
            !v->getType().getElementType().isTensor()) {
          ret->emitError() << "optional-to-flag: output #" << i << " is "
                           << v->getType().str()
                           << "; only optional tensors are split";
          return failure();
        }
        FailureOr<Split> s = splitter.split(v, ret, splitter.presentType(v));
        if (failed(s))
          return failure();
        std::string name = v->getName().str();
        if (name.empty())
          name = "output" + std::to_string(i);
        // A new If result or placeholder takes the output's name.
        if (s->value != v && s->value->getName().empty()) {
          v->setName("");
          s->value->setName(name);
        }
        s->flag->setName(name + "_is_present");
        outputs.push_back(s->value);
        outputs.push_back(s->flag);
        types.push_back(s->value->getType());
        types.push_back(s->flag->getType());
        graphChanged = true;
      }
      if (!graphChanged)
        continue;
      ret->setOperands(outputs);
      g.setResultTypes(types);
      for (Operation *op : llvm::reverse(splitter.splitIfs))
        dropUnusedOptionalResults(op);
      changed = true;
    }
    if (!changed)
      return success();
    return inferShapes(module, InferenceMode::Refine);
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createOptionalToFlagPass() {
  return std::make_unique<OptionalToFlagPass>();
}
