//===- SimplifyTorchScript.cpp - The TorchScript-language stage ----------===//
//
// A scripted model is a program: it builds lists with append in loops,
// slices `x.shape[2:]`, computes `math.sqrt(d)` on ints, warns. ONNX has
// tensors. Before decompose, the language stage resolves what the types
// and constants decide, so that only tensor and shape computation is left
// (docs/torchscript.md). Its passes, each with lit tests:
//
//   drop-warnings  aten.warn goes (ONNX has no warnings; torch.onnx.export
//                  drops them too); what only the warning read goes with
//                  it (dce).
//   fold-scalars   number functions of constants (evalScalarFunction),
//                  aten.dim / aten.size.int of a known rank or dim,
//                  aten.size of a ranked tensor as a list of its dims, and
//                  the pure list functions of lists whose elements are
//                  known: len, [i], [a:b:c], +, * n, list(), `in`, and
//                  prim.ListUnpack.
//   resolve-lists  lists mutated in straight-line code (append, insert,
//                  pop, extend, +=, l[i] = v, clear, reverse): each read
//                  sees a prim.ListConstruct of the elements the list has
//                  at that point, and the mutations go. A `for` loop with a
//                  constant trip count whose body mutates or indexes a list
//                  is unrolled first (a constant counter per copy). A list
//                  that escapes (stored in a tuple, list or dict, yielded)
//                  and is mutated afterwards stays as it is: decompose then
//                  names the op it cannot take.
//   flatten-tuples a prim.If that yields a tuple built in each branch
//                  yields its elements; TupleUnpack and TupleIndex of a
//                  prim.TupleConstruct or of a constant tuple fold
//                  (torch.onnx's LowerAllTuples).
//   simplify-torchscript  refine-optionals, drop-warnings, fold-scalars,
//                  resolve-lists and flatten-tuples until nothing changes;
//                  tocc-export runs it first.
//
// This is the part of torch.onnx.export's JIT passes (lowering lists,
// removing mutation, constant propagation, peephole) and of torch-mlir's
// torchscript-simplification-pipeline that is about the language.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Conversion/AtenToCore/Passes.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/ScalarFunctions.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <functional>
#include <vector>

using namespace tocc;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Attribute constantAttr(Value *v) {
  Operation *def = v ? v->getDefiningOp() : nullptr;
  if (!def || def->getNameStr() != "prim.Constant")
    return Attribute();
  return def->getAttr("value");
}

bool isNoneConstant(Value *v) {
  return v->getType().isNone() ||
         (v->getDefiningOp() &&
          v->getDefiningOp()->getNameStr() == "prim.Constant" &&
          !constantAttr(v));
}

std::optional<int64_t> constantInt(Value *v) {
  Attribute a = constantAttr(v);
  if (a && a.isInt())
    return a.getInt();
  if (a && a.isBool())
    return a.getBool() ? 1 : 0;
  return std::nullopt;
}

/// The op after `op` in its block, or null.
Operation *nextOp(Operation *op) {
  auto it = std::next(op->getIterator());
  return it == op->getBlock()->end() ? nullptr : &*it;
}

/// Python's index into a sequence of `n`: negative counts from the end.
std::optional<int64_t> normalizeIndex(int64_t i, int64_t n) {
  if (i < 0)
    i += n;
  if (i < 0 || i >= n)
    return std::nullopt;
  return i;
}

std::optional<PyNumber> constantNumber(Value *v) {
  Attribute a = constantAttr(v);
  if (!a)
    return std::nullopt;
  if (a.isBool())
    return PyNumber::ofBool(a.getBool());
  if (a.isInt())
    return PyNumber::ofInt(a.getInt());
  if (a.isFloat())
    return PyNumber::ofFloat(a.getFloat());
  return std::nullopt;
}

Value *createConstant(Operation *before, Type type, Attribute value) {
  Builder b(before->getContext());
  b.setInsertionPoint(before);
  return b
      .create(before->getLoc(), "prim.Constant", {type}, {},
              {{"value", value}})
      ->getResult(0);
}

Value *numberConstant(Operation *before, const PyNumber &n) {
  Context &ctx = before->getContext();
  switch (n.kind) {
  case PyNumber::Float:
    return createConstant(before, ctx.getFloatType(), ctx.getFloatAttr(n.f));
  case PyNumber::Bool:
    return createConstant(before, ctx.getBoolType(), ctx.getBoolAttr(n.i));
  default:
    return createConstant(before, ctx.getIntType(), ctx.getIntAttr(n.i));
  }
}

Value *listConstruct(Operation *before, Type listType,
                     llvm::ArrayRef<Value *> elements) {
  Builder b(before->getContext());
  b.setInsertionPoint(before);
  return b.create(before->getLoc(), "prim.ListConstruct", {listType}, elements)
      ->getResult(0);
}

bool isListMutator(llvm::StringRef name);

/// Whether a user may change the list in place: a list mutator, or any op
/// with side effects but prim.ListUnpack (resolve-lists rewrites the ones
/// it can follow first).
bool mayBeMutated(Value *list) {
  for (Operation *user : list->getUsers()) {
    if (isListMutator(user->getNameStr())) {
      // extend(l, other) and l.append(other) only read `other`.
      if (user->getOperand(0) == list)
        return true;
      continue;
    }
    if (user->getNameStr() != "prim.ListUnpack" && !user->isSideEffectFree())
      return true;
  }
  return false;
}

/// How many tensors a split makes, when the static sizes decide it:
/// chunk, split, split_with_sizes, unbind (and their unsafe_ forms).
std::optional<int64_t> splitCount(Operation *def) {
  llvm::StringRef name = def->getNameStr();
  auto staticDim = [&](unsigned dimOperand) -> std::optional<int64_t> {
    Type t = def->getOperand(0)->getType();
    std::optional<int64_t> d = def->getNumOperands() > dimOperand
                                   ? constantInt(def->getOperand(dimOperand))
                                   : std::nullopt;
    if (!d || !t.isTensor() || !t.hasRank())
      return std::nullopt;
    std::optional<int64_t> axis = normalizeIndex(*d, t.getRank());
    if (!axis || !t.getDims()[*axis].isStatic())
      return std::nullopt;
    return t.getDims()[*axis].getStatic();
  };
  auto ceilDiv = [](int64_t a, int64_t b) { return (a + b - 1) / b; };
  if ((name == aten::ChunkOp::getOperationName() ||
       name == aten::UnsafeChunkOp::getOperationName()) &&
      def->getNumOperands() == 3) {
    std::optional<int64_t> chunks = constantInt(def->getOperand(1));
    std::optional<int64_t> d = staticDim(2);
    if (chunks && *chunks > 0 && !d) {
      // A symbolic dim the chunks divide (2*batch in 2) has `chunks`
      // equal pieces.
      Type t = def->getOperand(0)->getType();
      std::optional<int64_t> axis = constantInt(def->getOperand(2));
      if (axis && t.isTensor() && t.hasRank())
        axis = normalizeIndex(*axis, t.getRank());
      if (axis && t.isTensor() && t.hasRank()) {
        Dim dim = t.getDims()[*axis];
        if (!dim.isUnknown()) {
          shape::ExprContext &ex = dim.getExpr()->getContext();
          shape::ExprRef rest =
              ex.mod(dim.getExpr(), ex.getConstant(*chunks));
          if (rest && rest->isConstant() && rest->getConstant() == 0)
            return *chunks;
        }
      }
    }
    if (!chunks || *chunks <= 0 || !d)
      return std::nullopt;
    int64_t each = ceilDiv(*d, *chunks);
    return each == 0 ? 1 : ceilDiv(*d, each);
  }
  if ((name == aten::SplitTensorOp::getOperationName() ||
       name == aten::UnsafeSplitTensorOp::getOperationName()) &&
      def->getNumOperands() == 3) {
    std::optional<int64_t> size = constantInt(def->getOperand(1));
    std::optional<int64_t> d = staticDim(2);
    if (!size || *size <= 0 || !d)
      return std::nullopt;
    return *d == 0 ? 1 : ceilDiv(*d, *size);
  }
  if ((name == aten::SplitWithSizesOp::getOperationName() ||
       name == aten::SplitSizesOp::getOperationName() ||
       name == aten::UnsafeSplitWithSizesOp::getOperationName()) &&
      def->getNumOperands() == 3) {
    // The sizes list as it is built, unless something (an append in a
    // loop that resolve-lists has not unrolled yet) still changes it.
    Operation *sizes = def->getOperand(1)->getDefiningOp();
    if (sizes && sizes->getNameStr() == "prim.ListConstruct")
      return mayBeMutated(def->getOperand(1))
                 ? std::nullopt
                 : std::optional<int64_t>(sizes->getNumOperands());
    Attribute a = constantAttr(def->getOperand(1));
    if (a && a.isArray())
      return a.getArray().size();
    return std::nullopt;
  }
  if (name == aten::UnbindIntOp::getOperationName() &&
      def->getNumOperands() == 2)
    return staticDim(1);
  return std::nullopt;
}

/// The elements of a list whose elements are known and that nothing
/// mutates: a prim.ListConstruct, or a constant list (its elements become
/// constants before `at`).
std::optional<llvm::SmallVector<Value *, 8>> knownElements(Value *list,
                                                           Operation *at) {
  Operation *def = list->getDefiningOp();
  if (!def || mayBeMutated(list))
    return std::nullopt;
  if (def->getNameStr() == "prim.ListConstruct")
    return llvm::SmallVector<Value *, 8>(def->getOperands());
  // The pieces of a split whose count the static sizes give: its
  // prim.ListUnpack's results (an existing one, or one made after it).
  if (std::optional<int64_t> n = splitCount(def)) {
    if (at->getNameStr() == "prim.ListUnpack")
      return std::nullopt; // it already is what this would make
    for (Operation *user : list->getUsers())
      if (user->getNameStr() == "prim.ListUnpack" &&
          user->getNumResults() == *n && user != at)
        return llvm::SmallVector<Value *, 8>(user->getResults());
    Builder b(def->getContext());
    b.setInsertionPointAfter(def);
    llvm::SmallVector<Type, 8> types(*n, list->getType().getElementType());
    Operation *unpack =
        b.create(def->getLoc(), "prim.ListUnpack", types, {list});
    return llvm::SmallVector<Value *, 8>(unpack->getResults());
  }
  Attribute a = constantAttr(list);
  Type t = list->getType();
  if (a && a.isArray() && t.getKind() == Type::List) {
    Type elt = t.getElementType();
    llvm::SmallVector<Value *, 8> out;
    for (Attribute e : a.getArray()) {
      if (!(e.isInt() || e.isFloat() || e.isBool() || e.isString()))
        return std::nullopt;
      out.push_back(createConstant(at, elt, e));
    }
    return out;
  }
  return std::nullopt;
}

/// Replaces `op`'s results by `with` and erases it, leaving what it read
/// (a dict or list being resolved must outlive its last folded read).
void replaceOpOnly(Operation *op, llvm::ArrayRef<Value *> with) {
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    op->getResult(i)->replaceAllUsesWith(with[i]);
  op->erase();
}

/// Replaces `op`'s results by `with` and erases it with what only it read.
void replaceOp(Operation *op, llvm::ArrayRef<Value *> with) {
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    op->getResult(i)->replaceAllUsesWith(with[i]);
  llvm::SetVector<Operation *> producers;
  for (Value *v : op->getOperands())
    if (Operation *def = v->getDefiningOp())
      producers.insert(def);
  op->erase();
  eraseDeadOps(producers);
}

//===----------------------------------------------------------------------===//
// drop-warnings
//===----------------------------------------------------------------------===//

bool dropWarnings(Module &module) {
  std::vector<Operation *> warns;
  module.walk([&](Operation *op) {
    if (op->getNameStr() == aten::WarnOp::getOperationName())
      warns.push_back(op);
  });
  for (Operation *op : warns)
    replaceOp(op, {});
  return !warns.empty();
}

//===----------------------------------------------------------------------===//
// fold-scalars
//===----------------------------------------------------------------------===//

bool isNumberType(Type t) {
  return t.getKind() == Type::Int || t.getKind() == Type::Float ||
         t.getKind() == Type::Bool || t.getKind() == Type::Number;
}

/// Python's slice bounds: (start, stop, step) of a sequence of `n`.
std::optional<std::vector<int64_t>> sliceIndices(std::optional<int64_t> start,
                                                 std::optional<int64_t> stop,
                                                 int64_t step, int64_t n) {
  if (step == 0)
    return std::nullopt;
  auto clampBound = [&](std::optional<int64_t> v, int64_t dflt) -> int64_t {
    if (!v)
      return dflt;
    int64_t x = *v < 0 ? *v + n : *v;
    if (step > 0)
      return std::clamp<int64_t>(x, 0, n);
    return std::clamp<int64_t>(x, -1, n - 1);
  };
  int64_t lo = clampBound(start, step > 0 ? 0 : n - 1);
  int64_t hi = clampBound(stop, step > 0 ? n : -1);
  std::vector<int64_t> idx;
  for (int64_t i = lo; step > 0 ? i < hi : i > hi; i += step)
    idx.push_back(i);
  return idx;
}

/// Whether `v` is a tensor an aten op made, never the object one of its
/// operands is: not an in-place op (`x.add_()` returns x), not one that
/// may return its input as it is (contiguous, to, type_as, flatten), not
/// an element of a list, tuple or dict.
bool isFreshTensor(Value *v) {
  Operation *def = v->getDefiningOp();
  if (!def || def->getName().getDialectNamespace() != "aten" ||
      !def->hasTrait(Pure))
    return false;
  llvm::StringRef fn = scalarFunctionName(def->getNameStr());
  return !fn.ends_with("_") && fn != "contiguous" && fn != "to" &&
         fn != "type_as" && fn != "flatten" && fn != "__getitem__" &&
         fn != "get" && fn != "alias" && fn != "view_as" &&
         fn != "expand_as" && fn != "reshape_as" && fn != "detach" &&
         fn != "clone" && fn != "pop";
}

/// The value of an int as an expression over the module's symbols: a
/// constant, a dim of a ranked tensor (size.int, len), or +, -, *, // of
/// such; null if it is none of these.
shape::ExprRef symbolicInt(Value *v, shape::ExprContext &ex, int depth = 0) {
  if (depth > 16 || v->getType().getKind() != Type::Int)
    return nullptr;
  if (std::optional<int64_t> c = constantInt(v))
    return ex.getConstant(*c);
  Operation *def = v->getDefiningOp();
  if (!def)
    return nullptr;
  llvm::StringRef name = def->getNameStr();
  auto dimOf = [&](Value *t, int64_t axis) -> shape::ExprRef {
    Type type = t->getType();
    if (!type.isTensor() || !type.hasRank())
      return nullptr;
    std::optional<int64_t> a = normalizeIndex(axis, type.getRank());
    if (!a || type.getDims()[*a].isUnknown())
      return nullptr;
    return type.getDims()[*a].getExpr();
  };
  if (name == aten::SizeIntOp::getOperationName() &&
      def->getNumOperands() == 2) {
    std::optional<int64_t> axis = constantInt(def->getOperand(1));
    return axis ? dimOf(def->getOperand(0), *axis) : nullptr;
  }
  if (name == aten::LenTensorOp::getOperationName() &&
      def->getNumOperands() == 1)
    return dimOf(def->getOperand(0), 0);
  if (def->getNumOperands() != 2)
    return nullptr;
  shape::ExprRef a = symbolicInt(def->getOperand(0), ex, depth + 1);
  shape::ExprRef b = a ? symbolicInt(def->getOperand(1), ex, depth + 1) : nullptr;
  if (!a || !b)
    return nullptr;
  if (name == aten::AddIntOp::getOperationName())
    return ex.add(a, b);
  if (name == aten::SubIntOp::getOperationName())
    return ex.sub(a, b);
  if (name == aten::MulIntOp::getOperationName())
    return ex.mul(a, b);
  if (name == aten::FloordivIntOp::getOperationName())
    return ex.floorDiv(a, b);
  return nullptr;
}

/// Whether `v` is `arg` again: itself, an unchecked_cast of it, or the
/// result of an If whose branches both yield it (TorchScript carries an
/// Optional through a loop whose body only refines it: `if m is not None:
/// m = cast(m)`).
bool isSameValue(Value *v, Value *arg, int depth = 0) {
  if (v == arg)
    return true;
  Operation *def = v->getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (def->getNameStr() == "prim.unchecked_cast" && def->getNumOperands() == 1)
    return isSameValue(def->getOperand(0), arg, depth + 1);
  if (def->getNameStr() == "prim.If" && def->getNumRegions() == 2) {
    unsigned i = llvm::cast<OpResult>(v)->getResultNumber();
    for (Region &r : def->getRegions()) {
      Operation *yield = r.empty() ? nullptr : r.front().getTerminator();
      if (!yield || yield->getNumOperands() <= i ||
          !isSameValue(yield->getOperand(i), arg, depth + 1))
        return false;
    }
    return true;
  }
  return false;
}

/// A loop-carried value the body yields unchanged is its initial value
/// everywhere (inside the loop and after it).
bool foldInvariantCarried(Operation *loop) {
  if (loop->getNumRegions() != 1 || loop->getRegion(0).empty() ||
      loop->getNumOperands() != loop->getNumResults() + 2)
    return false;
  Block &body = loop->getRegion(0).front();
  Operation *yield = body.getTerminator();
  if (!yield || yield->getNumOperands() < loop->getNumResults() + 1 ||
      body.getNumArguments() != loop->getNumResults() + 1)
    return false;
  bool changed = false;
  for (unsigned i = 0, e = loop->getNumResults(); i != e; ++i) {
    Value *arg = body.getArgument(i + 1), *init = loop->getOperand(i + 2);
    Value *result = loop->getResult(i);
    if (arg->use_empty() && result->use_empty())
      continue;
    // The initial value stands for the carried one when it has its type,
    // is the None an Optional starts as, or is a value of the Optional's
    // element type (Emformer carries its `s_cols_mask: Optional[List[bool]]`
    // through the segment loop only to refine it with `is not None`).
    auto fits = [&](Type t) {
      return t == init->getType() ||
             (t.getKind() == Type::Optional &&
              (init->getType().isNone() ||
               init->getType() == t.getElementType()));
    };
    if (!isSameValue(yield->getOperand(i + 1), arg) || !fits(arg->getType()) ||
        !fits(result->getType()))
      continue;
    arg->replaceAllUsesWith(init);
    result->replaceAllUsesWith(init);
    changed = true;
  }
  return changed;
}

/// Drops the carried values of a loop (without scan outputs) that neither
/// the body nor anything after it reads: the loop is rebuilt without them
/// (an Optional left carried cannot be lowered to ONNX). Returns the new
/// loop, or null if nothing was dropped.
Operation *dropDeadCarried(Operation *loop) {
  if (loop->getNumRegions() != 1 || loop->getRegion(0).empty() ||
      loop->getNumOperands() != loop->getNumResults() + 2 ||
      loop->getAttr("scan_outputs"))
    return nullptr;
  Block &body = loop->getRegion(0).front();
  Operation *yield = body.getTerminator();
  if (!yield || yield->getNumOperands() != loop->getNumResults() + 1 ||
      body.getNumArguments() != loop->getNumResults() + 1)
    return nullptr;
  llvm::SmallVector<unsigned, 4> dead;
  for (unsigned i = 0, e = loop->getNumResults(); i != e; ++i)
    if (body.getArgument(i + 1)->use_empty() && loop->getResult(i)->use_empty())
      dead.push_back(i);
  if (dead.empty())
    return nullptr;
  for (unsigned i : llvm::reverse(dead)) {
    yield->eraseOperand(i + 1);
    body.eraseArgument(i + 1);
  }
  llvm::SmallVector<Value *, 4> operands;
  llvm::SmallVector<Type, 4> types;
  llvm::SmallVector<Value *, 4> kept;
  for (unsigned i = 0, e = loop->getNumOperands(); i != e; ++i)
    if (i < 2 || !llvm::is_contained(dead, i - 2))
      operands.push_back(loop->getOperand(i));
  for (unsigned i = 0, e = loop->getNumResults(); i != e; ++i)
    if (!llvm::is_contained(dead, i)) {
      types.push_back(loop->getResult(i)->getType());
      kept.push_back(loop->getResult(i));
    }
  Builder b(loop);
  llvm::SmallVector<NamedAttribute, 2> attrs(loop->getAttrs().begin(),
                                             loop->getAttrs().end());
  Operation *rebuilt =
      b.create(loop->getLoc(), "prim.Loop", types, operands, attrs, 1);
  rebuilt->getRegion(0).takeBody(loop->getRegion(0));
  for (auto [i, from] : llvm::enumerate(kept)) {
    if (!from->getName().empty())
      rebuilt->getResult(i)->setName(from->getName());
    from->replaceAllUsesWith(rebuilt->getResult(i));
  }
  loop->erase();
  return rebuilt;
}

/// One fold of `op`, or false.
bool foldOne(Operation *op) {
  llvm::StringRef name = op->getNameStr();
  Context &ctx = op->getContext();
  if (name == "prim.Loop")
    return foldInvariantCarried(op);
  if (op->getNumResults() != 1 && name != "prim.ListUnpack")
    return false;

  // Comparisons of ints the ranges of the symbols decide (`if B == 1` of a
  // batch dim declared dynamic, so at least 2).
  if ((name == aten::EqIntOp::getOperationName() ||
       name == aten::NeIntOp::getOperationName() ||
       name == aten::LtIntOp::getOperationName() ||
       name == aten::LeIntOp::getOperationName() ||
       name == aten::GtIntOp::getOperationName() ||
       name == aten::GeIntOp::getOperationName()) &&
      op->getNumOperands() == 2 && op->getParentGraph()) {
    shape::ShapeEnv &env = op->getParentGraph()->getParentModule().getShapeEnv();
    shape::ExprContext &ex = env.getContext();
    shape::ExprRef a = symbolicInt(op->getOperand(0), ex);
    shape::ExprRef b = a ? symbolicInt(op->getOperand(1), ex) : nullptr;
    if (a && b && !(a->isConstant() && b->isConstant())) {
      llvm::StringRef cmp = name.drop_front(5).take_front(2);
      shape::Truth t = cmp == "eq"   ? env.isEq(a, b)
                       : cmp == "ne" ? env.isNe(a, b)
                       : cmp == "lt" ? env.isLt(a, b)
                       : cmp == "le" ? env.isLe(a, b)
                       : cmp == "gt" ? env.isGt(a, b)
                                     : env.isGe(a, b);
      if (t != shape::Truth::Unknown) {
        replaceOp(op, {createConstant(op, ctx.getBoolType(),
                                      ctx.getBoolAttr(t == shape::Truth::True))});
        return true;
      }
    }
  }

  // Number functions of constants.
  if ((op->getName().getDialectNamespace() == "aten" || name == "prim.min" ||
       name == "prim.max" || name == "prim.abs") &&
      op->getNumOperands() >= 1 && op->getNumOperands() <= 3 &&
      isNumberType(op->getResult(0)->getType()) &&
      llvm::all_of(op->getOperands(),
                   [](Value *v) { return isNumberType(v->getType()); })) {
    llvm::StringRef fn = scalarFunctionName(name);
    if (!isScalarFunction(fn, op->getNumOperands()))
      return false;
    llvm::SmallVector<PyNumber, 3> args;
    for (Value *v : op->getOperands()) {
      std::optional<PyNumber> n = constantNumber(v);
      if (!n)
        return false;
      args.push_back(*n);
    }
    Type rt = op->getResult(0)->getType();
    PyNumber::Kind kind;
    if (rt.getKind() == Type::Int)
      kind = PyNumber::Int;
    else if (rt.getKind() == Type::Float)
      kind = PyNumber::Float;
    else if (rt.getKind() == Type::Bool)
      kind = PyNumber::Bool;
    else {
      llvm::SmallVector<PyNumber::Kind, 3> kinds;
      for (const PyNumber &a : args)
        kinds.push_back(a.kind);
      kind = scalarResultKind(fn, kinds);
    }
    std::optional<PyNumber> r = evalScalarFunction(fn, args, kind);
    if (!r)
      return false; // raises: left to decompose, which reports it
    replaceOp(op, {numberConstant(op, *r)});
    return true;
  }

  // min, max and sum of a list of known numbers (prim::min.self_int: the
  // trip count of `for a, b in zip(xs, ys)`).
  if ((name == "prim.min" || name == "prim.max" ||
       name == aten::SumIntOp::getOperationName() ||
       name == aten::SumFloatOp::getOperationName() ||
       name == aten::SumBoolOp::getOperationName()) &&
      op->getNumOperands() == 1 &&
      op->getOperand(0)->getType().getKind() == Type::List &&
      isNumberType(op->getResult(0)->getType())) {
    std::optional<llvm::SmallVector<Value *, 8>> elements =
        knownElements(op->getOperand(0), op);
    if (!elements)
      return false;
    llvm::SmallVector<PyNumber, 8> numbers;
    for (Value *e : *elements) {
      std::optional<PyNumber> n = constantNumber(e);
      if (!n)
        return false;
      numbers.push_back(*n);
    }
    std::optional<PyNumber> r = evalListFunction(
        name.starts_with("prim.") ? name.drop_front(5) : "sum", numbers);
    if (!r)
      return false; // min of an empty list raises: left to run time
    replaceOp(op, {numberConstant(op, *r)});
    return true;
  }

  // Sizes the types decide.
  if (name == aten::DimOp::getOperationName() && op->getNumOperands() == 1) {
    Type t = op->getOperand(0)->getType();
    if (!t.isTensor() || !t.hasRank())
      return false;
    replaceOp(op, {createConstant(op, ctx.getIntType(),
                                  ctx.getIntAttr(t.getRank()))});
    return true;
  }
  // len(x) of a tensor: its first dim (the trip count of `for b in x`).
  if (name == aten::LenTensorOp::getOperationName() &&
      op->getNumOperands() == 1) {
    Type t = op->getOperand(0)->getType();
    if (!t.isTensor() || !t.hasRank() || t.getRank() == 0 ||
        !t.getDims()[0].isStatic())
      return false;
    replaceOp(op, {createConstant(op, ctx.getIntType(),
                                  ctx.getIntAttr(t.getDims()[0].getStatic()))});
    return true;
  }
  if (name == aten::SizeIntOp::getOperationName() &&
      op->getNumOperands() == 2) {
    Type t = op->getOperand(0)->getType();
    std::optional<int64_t> d = constantInt(op->getOperand(1));
    if (!d || !t.isTensor() || !t.hasRank())
      return false;
    std::optional<int64_t> axis = normalizeIndex(*d, t.getRank());
    if (!axis || !t.getDims()[*axis].isStatic())
      return false;
    replaceOp(op, {createConstant(
                      op, ctx.getIntType(),
                      ctx.getIntAttr(t.getDims()[*axis].getStatic()))});
    return true;
  }
  if (name == aten::Size_1Op::getOperationName() && op->getNumOperands() == 1) {
    // x.size() of a ranked x: the list of its dims, each a constant or
    // aten.size.int, so that len, indexing and slicing of it fold.
    Value *x = op->getOperand(0);
    Type t = x->getType();
    if (!t.isTensor() || !t.hasRank())
      return false;
    Builder b(ctx);
    b.setInsertionPoint(op);
    llvm::SmallVector<Value *, 4> dims;
    for (int64_t i = 0; i < t.getRank(); ++i) {
      if (t.getDims()[i].isStatic()) {
        dims.push_back(createConstant(op, ctx.getIntType(),
                                      ctx.getIntAttr(t.getDims()[i].getStatic())));
        continue;
      }
      Value *axis = createConstant(op, ctx.getIntType(), ctx.getIntAttr(i));
      dims.push_back(b.create(op->getLoc(), aten::SizeIntOp::getOperationName(),
                              {ctx.getIntType()}, {x, axis})
                         ->getResult(0));
    }
    replaceOp(op, {listConstruct(op, op->getResult(0)->getType(), dims)});
    return true;
  }

  // Pure functions of lists whose elements are known.
  if (name == aten::LenTOp::getOperationName() && op->getNumOperands() == 1) {
    auto elts = knownElements(op->getOperand(0), op);
    if (!elts)
      return false;
    replaceOp(op, {createConstant(op, ctx.getIntType(),
                                  ctx.getIntAttr(int64_t(elts->size())))});
    return true;
  }
  if (name == aten::GetitemTOp::getOperationName() &&
      op->getNumOperands() == 2) {
    std::optional<int64_t> i = constantInt(op->getOperand(1));
    if (!i)
      return false;
    auto elts = knownElements(op->getOperand(0), op);
    if (!elts)
      return false;
    std::optional<int64_t> k = normalizeIndex(*i, elts->size());
    if (!k)
      return false; // IndexError: left to decompose, which reports it
    replaceOp(op, {(*elts)[*k]});
    return true;
  }
  if (name == "prim.ListUnpack" && op->getNumOperands() == 1) {
    auto elts = knownElements(op->getOperand(0), op);
    if (!elts || elts->size() != op->getNumResults())
      return false;
    replaceOp(op, *elts);
    return true;
  }
  if (name == aten::SliceTOp::getOperationName() && op->getNumOperands() == 4) {
    auto bound = [](Value *v, bool &ok) -> std::optional<int64_t> {
      if (isNoneConstant(v))
        return std::nullopt;
      std::optional<int64_t> c = constantInt(v);
      ok &= c.has_value();
      return c;
    };
    bool ok = true;
    std::optional<int64_t> start = bound(op->getOperand(1), ok),
                           end = bound(op->getOperand(2), ok),
                           step = bound(op->getOperand(3), ok);
    if (!ok)
      return false;
    auto elts = knownElements(op->getOperand(0), op);
    if (!elts)
      return false;
    auto idx = sliceIndices(start, end, step.value_or(1), elts->size());
    if (!idx)
      return false;
    llvm::SmallVector<Value *, 8> out;
    for (int64_t i : *idx)
      out.push_back((*elts)[i]);
    replaceOp(op, {listConstruct(op, op->getResult(0)->getType(), out)});
    return true;
  }
  if (name == aten::AddTOp::getOperationName() && op->getNumOperands() == 2) {
    auto a = knownElements(op->getOperand(0), op);
    auto b = a ? knownElements(op->getOperand(1), op) : std::nullopt;
    if (!a || !b)
      return false;
    a->append(b->begin(), b->end());
    replaceOp(op, {listConstruct(op, op->getResult(0)->getType(), *a)});
    return true;
  }
  if ((name == aten::MulLeftTOp::getOperationName() ||
       name == aten::MulRightOp::getOperationName()) &&
      op->getNumOperands() == 2) {
    bool left = name == aten::MulLeftTOp::getOperationName();
    std::optional<int64_t> n = constantInt(op->getOperand(left ? 1 : 0));
    auto elts = n ? knownElements(op->getOperand(left ? 0 : 1), op)
                  : std::nullopt;
    if (!elts)
      return false;
    llvm::SmallVector<Value *, 8> out;
    for (int64_t k = 0; k < std::max<int64_t>(*n, 0); ++k)
      out.append(elts->begin(), elts->end());
    replaceOp(op, {listConstruct(op, op->getResult(0)->getType(), out)});
    return true;
  }
  if (name == aten::ListTOp::getOperationName() && op->getNumOperands() == 1) {
    // list(l): a new list of l's elements.
    auto elts = knownElements(op->getOperand(0), op);
    if (!elts)
      return false;
    replaceOp(op, {listConstruct(op, op->getResult(0)->getType(), *elts)});
    return true;
  }
  // Name literal: every overload of `in` (one per element type).
  if (name.starts_with("aten.__contains__.") && op->getNumOperands() == 2) {
    // `x in l` of constants (ints, floats, strings).
    Attribute item = constantAttr(op->getOperand(1));
    auto elts = item ? knownElements(op->getOperand(0), op) : std::nullopt;
    if (!elts)
      return false;
    bool found = false;
    for (Value *e : *elts) {
      Attribute a = constantAttr(e);
      if (!a)
        return false;
      found |= a == item;
    }
    replaceOp(op, {createConstant(op, ctx.getBoolType(),
                                  ctx.getBoolAttr(found))});
    return true;
  }
  // Strings: constants in, constants out.
  auto stringOf = [](Value *v) -> std::optional<std::string> {
    Attribute a = constantAttr(v);
    if (a && a.isString())
      return a.getString().str();
    return std::nullopt;
  };
  auto replaceString = [&](const std::string &str) {
    replaceOp(op, {createConstant(op, ctx.getStringType(),
                                  ctx.getStringAttr(str))});
    return true;
  };
  auto replaceInt = [&](int64_t v) {
    replaceOp(op, {createConstant(op, ctx.getIntType(), ctx.getIntAttr(v))});
    return true;
  };
  auto replaceBool = [&](bool v) {
    replaceOp(op,
              {createConstant(op, ctx.getBoolType(), ctx.getBoolAttr(v))});
    return true;
  };
  if (name == aten::LenStrOp::getOperationName() && op->getNumOperands() == 1) {
    std::optional<std::string> str = stringOf(op->getOperand(0));
    return str && replaceInt(str->size());
  }
  if (name == aten::AddStrOp::getOperationName() && op->getNumOperands() == 2) {
    std::optional<std::string> a = stringOf(op->getOperand(0)),
                               b = stringOf(op->getOperand(1));
    return a && b && replaceString(*a + *b);
  }
  if ((name == aten::FindOp::getOperationName() ||
       name == aten::StartswithOp::getOperationName() ||
       name == aten::EndswithOp::getOperationName()) &&
      op->getNumOperands() == 4) {
    std::optional<std::string> str = stringOf(op->getOperand(0)),
                               sub = stringOf(op->getOperand(1));
    std::optional<int64_t> start = constantInt(op->getOperand(2)),
                           end = constantInt(op->getOperand(3));
    if (!str || !sub || !start || !end)
      return false;
    // TorchScript's bounds: negative counts from the end, end=-1 is the
    // end.
    int64_t size = str->size(), lo = *start, hi = *end;
    if (lo < 0)
      lo = std::max<int64_t>(0, size + lo);
    if (hi < 0)
      hi = std::max<int64_t>(0, size + hi + 1);
    std::string part = hi > lo ? str->substr(std::min(lo, size),
                                              std::max<int64_t>(hi - lo, 0))
                               : std::string();
    if (name == aten::StartswithOp::getOperationName())
      return replaceBool(llvm::StringRef(part).starts_with(*sub));
    if (name == aten::EndswithOp::getOperationName())
      return replaceBool(llvm::StringRef(part).ends_with(*sub));
    size_t pos = part.find(*sub);
    return replaceInt(pos == std::string::npos ? -1 : int64_t(pos) + lo);
  }
  if (name == aten::FormatOp::getOperationName() && op->getNumOperands() >= 1) {
    // "{}" takes the next argument's str(); ints, bools and strings only
    // (Python's float repr is not reproduced here).
    std::optional<std::string> fmt = stringOf(op->getOperand(0));
    if (!fmt)
      return false;
    std::vector<std::string> args;
    // getOperands() returns a copy: it must outlive the loop.
    llvm::SmallVector<Value *, 4> operands = op->getOperands();
    for (Value *v : llvm::drop_begin(operands)) {
      Attribute a = constantAttr(v);
      if (a && a.isString())
        args.push_back(a.getString().str());
      else if (a && a.isBool())
        args.push_back(a.getBool() ? "True" : "False");
      else if (a && a.isInt())
        args.push_back(std::to_string(a.getInt()));
      else
        return false;
    }
    std::string out;
    size_t next = 0;
    for (size_t i = 0; i < fmt->size(); ++i) {
      if (fmt->compare(i, 2, "{}") == 0) {
        if (next >= args.size())
          return false;
        out += args[next++];
        ++i;
      } else {
        out += (*fmt)[i];
      }
    }
    return replaceString(out);
  }
  if (name == aten::StrOp::getOperationName() && op->getNumOperands() == 1) {
    // str(x.device): tocc exports what runs on the CPU.
    Operation *def = op->getOperand(0)->getDefiningOp();
    if (def && def->getNameStr() == "prim.device")
      return replaceString("cpu");
    if (std::optional<std::string> s = stringOf(op->getOperand(0)))
      return replaceString(*s);
    // str(i) of a known int or bool (`OrderedDict([(str(i), v) for i, v
    // in enumerate(features)])`); a float's repr is Python's, left alone.
    if (Attribute a = constantAttr(op->getOperand(0)); a && a.isBool())
      return replaceString(a.getBool() ? "True" : "False");
    if (Attribute a = constantAttr(op->getOperand(0)); a && a.isInt())
      return replaceString(std::to_string(a.getInt()));
    return false;
  }
  // x.device: tocc exports what runs on the CPU (`.to(x.device)` then
  // decomposes as a conversion on one device).
  if (name == "prim.device" && op->getNumOperands() == 1 &&
      op->getOperand(0)->getType().isTensor()) {
    replaceOp(op, {createConstant(op, ctx.getDeviceType(),
                                  ctx.getStringAttr("cpu"))});
    return true;
  }
  // device.type of a known device ("cpu", "cuda" of "cuda:0").
  if (name == "prim.type" && op->getNumOperands() == 1 &&
      op->getOperand(0)->getType().getKind() == Type::Device) {
    Attribute a = constantAttr(op->getOperand(0));
    if (!a || !a.isString())
      return false;
    return replaceString(a.getString().split(':').first.str());
  }
  // torch.where(cond) (and nonzero_numpy): the coordinates of the nonzero
  // elements, one tensor per dim of cond: nonzero(cond)'s columns. With
  // cond's rank known this is a list of known length, so `[0]` folds.
  if ((name == aten::WhereOp::getOperationName() ||
       name == aten::NonzeroNumpyOp::getOperationName()) &&
      op->getNumOperands() == 1 &&
      op->getResult(0)->getType().getKind() == Type::List) {
    Type t = op->getOperand(0)->getType();
    if (!t.isTensor() || !t.hasRank())
      return false;
    Builder b(ctx);
    b.setInsertionPoint(op);
    Type i64 = ctx.getUnrankedTensorType(DType::I64);
    Value *nz = b.create(op->getLoc(), aten::NonzeroOp::getOperationName(),
                         {i64}, {op->getOperand(0)})
                    ->getResult(0);
    Value *one = createConstant(op, ctx.getIntType(), ctx.getIntAttr(1));
    llvm::SmallVector<Value *, 4> columns;
    for (int64_t c = 0; c < t.getRank(); ++c) {
      Value *index = createConstant(op, ctx.getIntType(), ctx.getIntAttr(c));
      columns.push_back(b.create(op->getLoc(),
                                 aten::SelectIntOp::getOperationName(), {i64},
                                 {nz, one, index})
                            ->getResult(0));
    }
    replaceOp(op, {listConstruct(op, op->getResult(0)->getType(), columns)});
    return true;
  }
  // What an exported inference model is: on the CPU, without autograd.
  if (name == "prim.is_cuda" || name == "prim.is_nested" ||
      name == aten::IsGradEnabledOp::getOperationName() ||
      name == "prim.requires_grad" ||
      name == aten::IsAutocastEnabledOp::getOperationName() ||
      name == aten::IsAutocastCpuEnabledOp::getOperationName())
    return replaceBool(false);
  // Where the tensor comes from decides it (the checks of torch's
  // quantized functional ops): docs/quantization.md.
  if (name == "prim.is_quantized" && op->getNumOperands() == 1) {
    std::optional<bool> quantized = detail::isQuantizedValue(op->getOperand(0));
    if (!quantized)
      return false;
    return replaceBool(*quantized);
  }
  // A tensor's dtype decides it (key_padding_mask checks).
  if (name == aten::IsFloatingPointOp::getOperationName() &&
      op->getNumOperands() == 1) {
    Type t = op->getOperand(0)->getType();
    if (!t.isTensor() || t.getDType() == DType::Unknown)
      return false;
    return replaceBool(isFloatDType(t.getDType()));
  }
  if (name == "prim.dtype" && op->getNumOperands() == 1) {
    DType dt = op->getOperand(0)->getType().isTensor()
                   ? op->getOperand(0)->getType().getDType()
                   : DType::Unknown;
    for (int64_t code = 0; dt != DType::Unknown && code != 16; ++code)
      if (aten::dtypeFromScalarType(code) == dt)
        return replaceInt(code);
    return false;
  }
  if ((name == aten::AllBoolOp::getOperationName() ||
       name == aten::AnyBoolOp::getOperationName()) &&
      op->getNumOperands() == 1) {
    auto elts = knownElements(op->getOperand(0), op);
    if (!elts)
      return false;
    bool all = true, any = false, known = true;
    for (Value *e : *elts) {
      std::optional<int64_t> b = constantInt(e);
      if (!b) {
        known = false;
        continue;
      }
      all &= *b != 0;
      any |= *b != 0;
    }
    // One known false decides all(), one known true any().
    if (name == aten::AllBoolOp::getOperationName() && (known || !all))
      return replaceBool(all);
    if (name == aten::AnyBoolOp::getOperationName() && (known || any))
      return replaceBool(any);
    return false;
  }
  if ((name == aten::IsOp::getOperationName() ||
       name == aten::IsnotOp::getOperationName()) &&
      op->getNumOperands() == 2) {
    // Identity: a value is itself; two arguments of the exported graph are
    // two inputs, never one object.
    Value *a = op->getOperand(0), *b = op->getOperand(1);
    std::optional<bool> is;
    auto isGraphInput = [](Value *v) {
      auto *arg = llvm::dyn_cast<BlockArgument>(v);
      return arg && !arg->getOwner()->getParentOp();
    };
    if (a == b)
      is = true;
    else if (a->getType().isTensor() && b->getType().isTensor() &&
             ((isGraphInput(a) || isFreshTensor(a)) &&
              (isGraphInput(b) || isFreshTensor(b))))
    // Two inputs, an input and a tensor an op made, or two tensors two op
    // runs made: never one object.
      is = false;
    if (!is)
      return false;
    return replaceBool(name == aten::IsOp::getOperationName() ? *is : !*is);
  }
  if ((name == aten::EqStrOp::getOperationName() ||
       name == aten::NeStrOp::getOperationName()) &&
      op->getNumOperands() == 2) {
    Attribute a = constantAttr(op->getOperand(0)),
              b = constantAttr(op->getOperand(1));
    if (!a || !b || !a.isString() || !b.isString())
      return false;
    bool eq = a.getString() == b.getString();
    replaceOp(op,
              {createConstant(
                  op, ctx.getBoolType(),
                  ctx.getBoolAttr(
                      name == aten::EqStrOp::getOperationName() ? eq : !eq))});
    return true;
  }
  return false;
}

bool foldScalars(Module &module) {
  // Post-order: operands are folded before the ops reading them.
  std::vector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); }, /*postOrder=*/true);
  llvm::DenseSet<Operation *> erased;
  bool changed = false;
  std::vector<Operation *> loops;
  for (Operation *op : ops) {
    // A fold erases the op and producers only it read (visited already).
    if (erased.count(op))
      continue;
    if (op->getNameStr() == "prim.Loop")
      loops.push_back(op);
    if (foldOne(op)) {
      erased.insert(op);
      changed = true;
    }
  }
  for (Operation *loop : loops)
    changed |= dropDeadCarried(loop) != nullptr;
  return changed;
}

//===----------------------------------------------------------------------===//
// resolve-lists
//===----------------------------------------------------------------------===//

/// Ops that change their list operand 0 in place.
bool isListMutator(llvm::StringRef name) {
  return name == aten::AppendTOp::getOperationName() ||
         name == aten::InsertTOp::getOperationName() ||
         name == aten::PopTOp::getOperationName() ||
         name == aten::ExtendTOp::getOperationName() ||
         name == aten::AddT_1Op::getOperationName() ||
         name == aten::SetItemTOp::getOperationName() ||
         name == aten::ClearTOp::getOperationName() ||
         name == aten::ReverseTOp::getOperationName();
}

/// Ops through which a list may be reached later (stored, yielded,
/// returned): a mutation after one is not a straight-line rewrite.
bool mayAlias(Operation *user) {
  llvm::StringRef name = user->getNameStr();
  return name == "prim.ListConstruct" || name == "prim.TupleConstruct" ||
         name == "prim.DictConstruct" ||
         name == aten::SetItemStrOp::getOperationName() ||
         name == aten::SetItemTOp::getOperationName() ||
         name == aten::AppendTOp::getOperationName() ||
         name == aten::InsertTOp::getOperationName() ||
         user->hasTrait(Terminator);
}

/// The op of `block` that holds `op` (itself, or an ancestor).
Operation *ancestorIn(Operation *op, Block *block) {
  while (op && op->getBlock() != block) {
    Operation *parent = op->getBlock() ? op->getBlock()->getParentOp()
                                       : nullptr;
    op = parent;
  }
  return op;
}

/// Rewrites the mutations of the list `list` (a prim.ListConstruct's
/// result) in its block; true if it changed anything.
bool resolveList(Value *list) {
  Operation *def = list->getDefiningOp();
  Block *block = def->getBlock();
  // Each use's op in the block, in block order.
  bool anyMutation = false;
  for (auto &use : list->getUses()) {
    Operation *user = use.getOwner();
    if (isListMutator(user->getNameStr()) && use.getOperandNumber() == 0 &&
        user->getBlock() == block)
      anyMutation = true;
  }
  if (!anyMutation)
    return false;
  // The uses, grouped by the op of `block` that holds them.
  llvm::DenseMap<Operation *, llvm::SmallVector<std::pair<Operation *, unsigned>, 2>>
      usesAt;
  for (auto &use : list->getUses()) {
    Operation *at = ancestorIn(use.getOwner(), block);
    if (!at)
      return false;
    usesAt[at].push_back({use.getOwner(), use.getOperandNumber()});
  }
  // Check first: no mutation after an aliasing use.
  {
    bool aliased = false;
    for (Operation *op = nextOp(def); op; op = nextOp(op)) {
      auto it = usesAt.find(op);
      if (it == usesAt.end())
        continue;
      for (auto [user, operand] : it->second) {
        bool mutates = isListMutator(user->getNameStr()) && operand == 0;
        if (mutates && aliased)
          return false;
        if (!mutates && mayAlias(user))
          aliased = true;
      }
    }
  }
  Type listType = list->getType();
  bool changedReads = false;
  llvm::SmallVector<Value *, 8> elements(def->getOperands());
  Value *snapshot = list; // the list as it is now; rebuilt after a mutation
  std::vector<Operation *> mutators;
  for (Operation *op = nextOp(def); op;) {
    Operation *next = nextOp(op);
    auto it = usesAt.find(op);
    if (it == usesAt.end()) {
      op = next;
      continue;
    }
    // A mutation inside a branch or loop: the reads before it are
    // resolved, the mutations stay (a later round may fold the branch).
    bool nestedMutation = false;
    op->walk([&](Operation *inner) {
      nestedMutation |= inner != op && isListMutator(inner->getNameStr()) &&
                        inner->getNumOperands() >= 1 &&
                        inner->getOperand(0) == list;
    });
    if (nestedMutation)
      return changedReads;
    // A mutation of the list by `op` itself.
    llvm::StringRef name = op->getNameStr();
    bool mutates = isListMutator(name) && op->getNumOperands() >= 1 &&
                   op->getOperand(0) == list;
    if (!mutates) {
      if (snapshot == list && elements.size() == def->getNumOperands() &&
          llvm::equal(elements, def->getOperands())) {
        op = next;
        continue; // unchanged so far: reads see the list itself
      }
      if (snapshot == list)
        snapshot = listConstruct(op, listType, elements);
      for (auto [user, operand] : it->second)
        user->setOperand(operand, snapshot);
      changedReads = true;
      op = next;
      continue;
    }
    auto operandInt = [&](unsigned i) { return constantInt(op->getOperand(i)); };
    int64_t n = elements.size();
    bool handled = true;
    Value *result = nullptr; // what the op's result becomes
    if (name == aten::AppendTOp::getOperationName()) {
      elements.push_back(op->getOperand(1));
      result = nullptr;
    } else if (name == aten::InsertTOp::getOperationName()) {
      std::optional<int64_t> i = operandInt(1);
      if (!i)
        handled = false;
      else {
        int64_t k = *i < 0 ? std::max<int64_t>(*i + n, 0)
                           : std::min<int64_t>(*i, n);
        elements.insert(elements.begin() + k, op->getOperand(2));
      }
    } else if (name == aten::PopTOp::getOperationName()) {
      std::optional<int64_t> i = operandInt(1);
      std::optional<int64_t> k = i ? normalizeIndex(*i, n) : std::nullopt;
      if (!k)
        handled = false;
      else {
        result = elements[*k];
        elements.erase(elements.begin() + *k);
      }
    } else if (name == aten::ExtendTOp::getOperationName() ||
               name == aten::AddT_1Op::getOperationName()) {
      auto other = knownElements(op->getOperand(1), op);
      if (!other || op->getOperand(1) == list)
        handled = false;
      else
        elements.append(other->begin(), other->end());
    } else if (name == aten::SetItemTOp::getOperationName()) {
      std::optional<int64_t> i = operandInt(1);
      std::optional<int64_t> k = i ? normalizeIndex(*i, n) : std::nullopt;
      if (!k)
        handled = false;
      else
        elements[*k] = op->getOperand(2);
    } else if (name == aten::ClearTOp::getOperationName()) {
      elements.clear();
    } else if (name == aten::ReverseTOp::getOperationName()) {
      std::reverse(elements.begin(), elements.end());
    } else {
      handled = false;
    }
    if (!handled) {
      // A mutation tocc cannot follow (an index known only at run time):
      // reads from here on see the list itself, and the mutations before
      // it stay for them.
      return changedReads;
    }
    // The op's result (append and _set_item return the list, pop the
    // element) and its other uses of the list.
    snapshot = list;
    if (op->getNumResults() == 1) {
      Value *r = op->getResult(0);
      if (result) {
        r->replaceAllUsesWith(result);
      } else if (!r->use_empty()) {
        Value *now = listConstruct(op, listType, elements);
        r->replaceAllUsesWith(now);
      }
    }
    for (auto [user, operand] : it->second)
      if (!(user == op && operand == 0))
        user->setOperand(operand, listConstruct(op, listType, elements));
    mutators.push_back(op);
    op = next;
  }
  // Every remaining use of the original list read it before any mutation;
  // the mutations go.
  for (Operation *m : mutators)
    m->erase();
  return true;
}

//===----------------------------------------------------------------------===//
// resolve-dicts
//===----------------------------------------------------------------------===//

/// The IR has no dict type: the importer keeps TorchScript's as
/// opaque<"Dict[str, Tensor]">.
bool isDictValue(Value *v) {
  Type t = v->getType();
  return t.getKind() == Type::Opaque &&
         t.getOpaqueName().starts_with("Dict[");
}

/// The type of a dict's keys (str, int, float or bool).
Type dictKeyType(Context &ctx, Type dict) {
  llvm::StringRef key =
      dict.getOpaqueName().drop_front(5).split(',').first.trim();
  if (key == "int")
    return ctx.getIntType();
  if (key == "float")
    return ctx.getFloatType();
  if (key == "bool")
    return ctx.getBoolType();
  return ctx.getStringType();
}

/// The name of a dict op without its overload: `aten._set_item.str` ->
/// `_set_item`.
llvm::StringRef dictFunction(Operation *op) {
  return scalarFunctionName(op->getNameStr());
}

/// Ops that change their dict operand 0 in place.
bool isDictMutator(Operation *op) {
  if (op->getNumOperands() == 0 || !isDictValue(op->getOperand(0)) ||
      op->getName().getDialectNamespace() != "aten")
    return false;
  llvm::StringRef fn = dictFunction(op);
  return fn == "_set_item" || fn == "pop" || fn == "update" ||
         fn == "clear" || fn == "setdefault" || fn == "__delitem__" ||
         fn == "popitem";
}

/// A dict whose keys are constants, in insertion order.
struct KnownDict {
  llvm::SmallVector<std::pair<Attribute, Value *>, 4> entries;
  Value **find(Attribute key) {
    for (auto &e : entries)
      if (e.first == key)
        return &e.second;
    return nullptr;
  }
};

/// The entries of a dict built by prim.DictConstruct with constant keys,
/// or by aten.dict() (empty).
std::optional<KnownDict> dictEntries(Value *dict) {
  Operation *def = dict->getDefiningOp();
  if (!def)
    return std::nullopt;
  KnownDict d;
  if (def->getNameStr() == aten::DictOp::getOperationName() &&
      def->getNumOperands() == 0)
    return d;
  if (def->getNameStr() != "prim.DictConstruct" ||
      def->getNumOperands() % 2 != 0)
    return std::nullopt;
  for (unsigned i = 0; i < def->getNumOperands(); i += 2) {
    Attribute key = constantAttr(def->getOperand(i));
    if (!key)
      return std::nullopt;
    if (Value **slot = d.find(key))
      *slot = def->getOperand(i + 1);
    else
      d.entries.push_back({key, def->getOperand(i + 1)});
  }
  return d;
}

Value *dictConstruct(Operation *before, Type dictType, const KnownDict &d) {
  Context &ctx = before->getContext();
  Type keyType = dictKeyType(ctx, dictType);
  llvm::SmallVector<Value *, 8> operands;
  for (const auto &[key, value] : d.entries) {
    operands.push_back(createConstant(before, keyType, key));
    operands.push_back(value);
  }
  Builder b(ctx);
  b.setInsertionPoint(before);
  return b.create(before->getLoc(), "prim.DictConstruct", {dictType}, operands)
      ->getResult(0);
}

/// A read of the dict by `op` that folds to values; false if `op` is not
/// one (or its key is not a constant).
bool foldDictRead(Operation *op, Value *dict, KnownDict &d) {
  llvm::StringRef fn = dictFunction(op);
  Context &ctx = op->getContext();
  if (op->getOperand(0) != dict)
    return false;
  auto keyOf = [&](unsigned i) { return constantAttr(op->getOperand(i)); };
  if (fn == "__getitem__" && op->getNumOperands() == 2) {
    Attribute key = keyOf(1);
    Value **v = key ? d.find(key) : nullptr;
    if (!v)
      return false; // KeyError, or a key known only at run time
    replaceOpOnly(op, {*v});
    return true;
  }
  if (fn == "get" && (op->getNumOperands() == 2 || op->getNumOperands() == 3)) {
    Attribute key = keyOf(1);
    if (!key)
      return false;
    Value **v = d.find(key);
    if (v) {
      replaceOpOnly(op, {*v});
    } else if (op->getNumOperands() == 3) {
      replaceOpOnly(op, {op->getOperand(2)});
    } else {
      replaceOpOnly(op, {createConstant(op, ctx.getNoneType(), Attribute())});
    }
    return true;
  }
  if (fn == "__contains__" && op->getNumOperands() == 2) {
    Attribute key = keyOf(1);
    if (!key)
      return false;
    replaceOpOnly(op, {createConstant(op, ctx.getBoolType(),
                                  ctx.getBoolAttr(d.find(key) != nullptr))});
    return true;
  }
  if (fn == "len" && op->getNumOperands() == 1) {
    replaceOpOnly(op, {createConstant(op, ctx.getIntType(),
                                  ctx.getIntAttr(int64_t(d.entries.size())))});
    return true;
  }
  if ((fn == "keys" || fn == "values") && op->getNumOperands() == 1) {
    Type listType = op->getResult(0)->getType();
    llvm::SmallVector<Value *, 8> elts;
    for (const auto &[key, value] : d.entries)
      elts.push_back(fn == "keys" ? createConstant(op, listType.getElementType(),
                                                   key)
                                  : value);
    replaceOpOnly(op, {listConstruct(op, listType, elts)});
    return true;
  }
  if (fn == "items" && op->getNumOperands() == 1) {
    Type listType = op->getResult(0)->getType();
    Type tupleType = listType.getElementType();
    Builder b(ctx);
    b.setInsertionPoint(op);
    llvm::SmallVector<Value *, 8> elts;
    for (const auto &[key, value] : d.entries) {
      Value *k = createConstant(op, dictKeyType(ctx, dict->getType()), key);
      elts.push_back(b.create(op->getLoc(), "prim.TupleConstruct", {tupleType},
                              {k, value})
                         ->getResult(0));
    }
    replaceOpOnly(op, {listConstruct(op, listType, elts)});
    return true;
  }
  if ((fn == "dict" || fn == "copy") && op->getNumOperands() == 1) {
    replaceOpOnly(op, {dictConstruct(op, op->getResult(0)->getType(), d)});
    return true;
  }
  return false;
}

/// Resolves the mutations and reads of a dict with constant keys in its
/// block (as resolveList does for lists); true if it changed anything.
bool resolveDict(Value *dict) {
  Operation *def = dict->getDefiningOp();
  Block *block = def->getBlock();
  std::optional<KnownDict> start = dictEntries(dict);
  if (!start)
    return false;
  // Lists and tuples the dict is put in (the detections list a detection
  // model returns, `result[i]["boxes"] = boxes` mutating its dicts) that
  // are rebuilt with the dict's value wherever they are read after a
  // mutation: each is made in the dict's block, never mutated itself, and
  // read only by other such containers, len, or the graph's return.
  llvm::SmallPtrSet<Value *, 4> containers;
  std::function<bool(Value *)> rebuildable = [&](Value *c) -> bool {
    Operation *cdef = c->getDefiningOp();
    if (!cdef)
      return false;
    llvm::StringRef kind = cdef->getNameStr();
    if ((kind != "prim.ListConstruct" && kind != "prim.TupleConstruct") ||
        cdef->getBlock() != block ||
        (kind == "prim.ListConstruct" && mayBeMutated(c)))
      return false;
    for (Operation *user : c->getUsers()) {
      llvm::StringRef n = user->getNameStr();
      if (user->getBlock() != block)
        return false;
      if (n == "prim.ListConstruct" || n == "prim.TupleConstruct") {
        if (!rebuildable(user->getResult(0)))
          return false;
      } else if (n != aten::LenTOp::getOperationName() && n != "tocc.return") {
        return false;
      }
    }
    containers.insert(c);
    return true;
  };
  // No mutation after the dict may be reached another way, and no
  // container may be read between two mutations (it would keep the first).
  {
    bool aliased = false, mutatedYet = false, containerReadSince = false;
    for (Operation *op = nextOp(def); op; op = nextOp(op)) {
      bool uses = false, mutates = false;
      op->walk([&](Operation *inner) {
        for (Value *v : inner->getOperands())
          if (v == dict) {
            uses = true;
            mutates |= inner == op && isDictMutator(op) &&
                       op->getOperand(0) == dict;
          }
      });
      if (mutatedYet && llvm::any_of(op->getOperands(), [&](Value *v) {
            return containers.count(v) != 0;
          }))
        containerReadSince = true;
      if (mutates && (aliased || containerReadSince))
        return false;
      mutatedYet |= mutates;
      if (uses && !mutates)
        for (Operation *user : dict->getUsers())
          if (ancestorIn(user, block) == op && mayAlias(user) &&
              !(user == op && !mutatedYet && op->getNumResults() == 1 &&
                rebuildable(op->getResult(0))))
            aliased = true;
    }
  }
  // A container of the dict as it is at a read: rebuilt with `snapshot`.
  llvm::DenseMap<Value *, Value *> rebuilt;
  std::function<Value *(Value *, Operation *, Value *)> rebuild =
      [&](Value *c, Operation *before, Value *snap) -> Value * {
    if (Value *r = rebuilt.lookup(c))
      return r;
    Operation *cdef = c->getDefiningOp();
    llvm::SmallVector<Value *, 4> operands;
    for (Value *v : cdef->getOperands())
      operands.push_back(v == dict             ? snap
                         : containers.count(v) ? rebuild(v, before, snap)
                                               : v);
    llvm::DenseMap<Value *, Value *> mapping;
    Operation *clone = cdef->clone(mapping);
    clone->setOperands(operands);
    Builder b(before->getContext());
    b.setInsertionPoint(before);
    b.insert(clone);
    return rebuilt[c] = clone->getResult(0);
  };
  KnownDict d = *start;
  bool changed = false, mutated = false;
  Value *snapshot = nullptr;
  std::vector<Operation *> mutators;
  for (Operation *op = nextOp(def); op;) {
    Operation *next = nextOp(op);
    if (mutated)
      for (unsigned i = 0; i < op->getNumOperands(); ++i)
        if (containers.count(op->getOperand(i))) {
          if (!snapshot) {
            snapshot = dictConstruct(op, dict->getType(), d);
            rebuilt.clear();
          }
          op->setOperand(i, rebuild(op->getOperand(i), op, snapshot));
          changed = true;
        }
    bool usesHere = false;
    op->walk([&](Operation *inner) {
      for (Value *v : inner->getOperands())
        usesHere |= v == dict;
    });
    if (!usesHere) {
      op = next;
      continue;
    }
    // A mutation inside a branch or loop: the reads before it are
    // resolved, the rest waits (the branch may fold in a later round, as
    // `if "c" in d:` does once the `in` is folded).
    bool nestedMutation = false;
    op->walk([&](Operation *inner) {
      nestedMutation |= inner != op && isDictMutator(inner) &&
                        inner->getOperand(0) == dict;
    });
    if (nestedMutation)
      break;
    if (isDictMutator(op) && op->getOperand(0) == dict) {
      llvm::StringRef fn = dictFunction(op);
      Attribute key = op->getNumOperands() >= 2 ? constantAttr(op->getOperand(1))
                                                 : Attribute();
      bool handled = true;
      Value *result = nullptr;
      if (fn == "_set_item" && key) {
        if (Value **slot = d.find(key))
          *slot = op->getOperand(2);
        else
          d.entries.push_back({key, op->getOperand(2)});
      } else if (fn == "setdefault" && key) {
        if (Value **slot = d.find(key)) {
          result = *slot;
        } else {
          d.entries.push_back({key, op->getOperand(2)});
          result = op->getOperand(2);
        }
      } else if ((fn == "pop" || fn == "__delitem__") && key &&
                 d.find(key)) {
        for (auto it = d.entries.begin(); it != d.entries.end(); ++it)
          if (it->first == key) {
            result = it->second;
            d.entries.erase(it);
            break;
          }
      } else if (fn == "clear") {
        d.entries.clear();
      } else if (fn == "update") {
        std::optional<KnownDict> other = dictEntries(op->getOperand(1));
        if (!other || op->getOperand(1) == dict)
          handled = false;
        else
          for (const auto &[k, v] : other->entries) {
            if (Value **slot = d.find(k))
              *slot = v;
            else
              d.entries.push_back({k, v});
          }
      } else {
        handled = false;
      }
      if (!handled)
        break; // reads from here on see the dict itself
      if (op->getNumResults() == 1 && !op->getResult(0)->use_empty()) {
        if (!result)
          break;
        op->getResult(0)->replaceAllUsesWith(result);
      }
      mutators.push_back(op);
      mutated = true;
      snapshot = nullptr;
      rebuilt.clear();
      op = next;
      continue;
    }
    // Reads: fold the ones that give values; the rest see a DictConstruct
    // of the entries at this point.
    std::vector<Operation *> readers;
    op->walk([&](Operation *inner) {
      for (Value *v : inner->getOperands())
        if (v == dict) {
          readers.push_back(inner);
          break;
        }
    });
    for (Operation *reader : readers) {
      if (foldDictRead(reader, dict, d)) {
        changed = true;
        continue;
      }
      if (!mutated)
        continue;
      if (!snapshot)
        snapshot = dictConstruct(op, dict->getType(), d);
      for (unsigned i = 0; i < reader->getNumOperands(); ++i)
        if (reader->getOperand(i) == dict)
          reader->setOperand(i, snapshot);
      changed = true;
    }
    op = next;
  }
  // Only if every mutation was followed: reads past a mutation that was
  // not still see the dict itself, so the earlier ones must stay too.
  bool allFollowed = true;
  for (Operation *user : dict->getUsers())
    if (isDictMutator(user) && user->getOperand(0) == dict &&
        !llvm::is_contained(mutators, user))
      allFollowed = false;
  if (allFollowed)
    for (Operation *m : mutators)
      m->erase();
  return changed || (allFollowed && !mutators.empty());
}

/// `dict(pairs)` of a list of (key, value) tuples whose elements are
/// known (`OrderedDict([(k, v) for k, v in zip(names, results)])` once the
/// comprehension is unrolled) becomes a prim.DictConstruct.
bool dictsFromPairs(Module &module) {
  std::vector<Operation *> ops;
  module.walk([&](Operation *op) {
    // Name literal: every overload of dict() (one per key type).
    if (op->getNameStr().starts_with("aten.dict.") &&
        op->getNumOperands() == 1 && op->getNumResults() == 1 &&
        op->getOperand(0)->getType().getKind() == Type::List &&
        isDictValue(op->getResult(0)))
      ops.push_back(op);
  });
  bool changed = false;
  for (Operation *op : ops) {
    std::optional<llvm::SmallVector<Value *, 8>> pairs =
        knownElements(op->getOperand(0), op);
    if (!pairs)
      continue;
    llvm::SmallVector<Value *, 8> operands;
    for (Value *pair : *pairs) {
      Operation *tuple = pair->getDefiningOp();
      if (!tuple || tuple->getNameStr() != "prim.TupleConstruct" ||
          tuple->getNumOperands() != 2)
        break;
      operands.push_back(tuple->getOperand(0));
      operands.push_back(tuple->getOperand(1));
    }
    if (operands.size() != 2 * pairs->size())
      continue;
    Builder b(op->getContext());
    b.setInsertionPoint(op);
    Operation *dict = b.create(op->getLoc(), "prim.DictConstruct",
                               {op->getResult(0)->getType()}, operands);
    replaceOp(op, {dict->getResult(0)});
    changed = true;
  }
  return changed;
}

bool resolveDicts(Module &module) {
  bool converted = dictsFromPairs(module);
  std::vector<Operation *> dicts;
  module.walk([&](Operation *op) {
    if ((op->getNameStr() == "prim.DictConstruct" ||
         op->getNameStr() == aten::DictOp::getOperationName()) &&
        op->getNumResults() == 1 && isDictValue(op->getResult(0)))
      dicts.push_back(op);
  });
  bool changed = converted;
  for (Operation *op : dicts)
    changed |= resolveDict(op->getResult(0));
  return changed;
}

bool isListValue(Value *v) { return v->getType().getKind() == Type::List; }

/// Whether a loop body works on lists: it mutates a list, indexes one, or
/// makes one.
bool bodyUsesLists(Block &body) {
  bool uses = false;
  for (Operation &op : body) {
    op.walk([&](Operation *inner) {
      if (isListMutator(inner->getNameStr()) ||
          inner->getNameStr() == aten::GetitemTOp::getOperationName() ||
          inner->getNameStr() == aten::SliceTOp::getOperationName() ||
          llvm::any_of(inner->getResults(), isListValue))
        uses = true;
    });
  }
  return uses;
}

/// Unrolls `for` loops with a constant trip count (at most `maxTrips`)
/// whose body works on lists; the counter is a constant in each copy.
bool unrollListLoops(Module &module, int64_t maxTrips) {
  std::vector<Operation *> loops;
  module.walk([&](Operation *op) {
    if (op->getNameStr() == "prim.Loop")
      loops.push_back(op);
  });
  bool changed = false;
  for (Operation *loop : loops) {
    if (loop->getNumRegions() != 1 || loop->getRegion(0).empty() ||
        loop->getNumOperands() < 2 ||
        loop->getNumOperands() != loop->getNumResults() + 2)
      continue;
    Block &body = loop->getRegion(0).front();
    Operation *yield = body.getTerminator();
    if (!yield || yield->getNumOperands() != loop->getNumResults() + 1)
      continue;
    std::optional<int64_t> trips = constantInt(loop->getOperand(0));
    Attribute entry = constantAttr(loop->getOperand(1)),
              again = constantAttr(yield->getOperand(0));
    if (!trips || *trips > maxTrips || !entry || !entry.isBool() ||
        !entry.getBool() || !again || !again.isBool() || !again.getBool())
      continue;
    if (!bodyUsesLists(body))
      continue;
    Context &ctx = loop->getContext();
    Builder b(ctx);
    b.setInsertionPoint(loop);
    llvm::SmallVector<Value *, 4> carried;
    for (unsigned i = 2, e = loop->getNumOperands(); i != e; ++i)
      carried.push_back(loop->getOperand(i));
    for (int64_t iter = 0; iter < std::max<int64_t>(*trips, 0); ++iter) {
      llvm::DenseMap<Value *, Value *> mapping;
      mapping[body.getArgument(0)] =
          createConstant(loop, ctx.getIntType(), ctx.getIntAttr(iter));
      for (unsigned i = 0; i != carried.size(); ++i)
        mapping[body.getArgument(i + 1)] = carried[i];
      for (Operation &op : body) {
        if (&op == yield)
          break;
        b.insert(op.clone(mapping));
      }
      for (unsigned i = 0; i != carried.size(); ++i) {
        Value *next = yield->getOperand(i + 1);
        auto it = mapping.find(next);
        carried[i] = it == mapping.end() ? next : it->second;
      }
    }
    for (unsigned i = 0, e = loop->getNumResults(); i != e; ++i)
      loop->getResult(i)->replaceAllUsesWith(carried[i]);
    loop->erase();
    changed = true;
  }
  return changed;
}

bool resolveLists(Module &module, int64_t maxTrips) {
  bool changed = unrollListLoops(module, maxTrips);
  // Lists built by prim.ListConstruct; a constant list that is mutated
  // becomes one first.
  std::vector<Operation *> lists;
  module.walk([&](Operation *op) {
    if (op->getNameStr() == "prim.ListConstruct" && op->getNumResults() == 1)
      lists.push_back(op);
  });
  for (Operation *op : lists)
    changed |= resolveList(op->getResult(0));
  return changed;
}

//===----------------------------------------------------------------------===//
// flatten-tuples
//===----------------------------------------------------------------------===//

/// The elements of a tuple value built by prim.TupleConstruct, or of a
/// prim.Uninitialized tuple (a branch that raises): placeholders of the
/// element types, made before `at`.
std::optional<llvm::SmallVector<Value *, 4>>
tupleElements(Value *tuple, Operation *at, llvm::ArrayRef<Type> eltTypes) {
  Operation *def = tuple->getDefiningOp();
  if (!def)
    return std::nullopt;
  if (def->getNameStr() == "prim.TupleConstruct")
    return llvm::SmallVector<Value *, 4>(def->getOperands());
  if (def->getNameStr() == "prim.Uninitialized") {
    Builder b(at->getContext());
    b.setInsertionPoint(at);
    llvm::SmallVector<Value *, 4> out;
    for (Type t : eltTypes)
      out.push_back(
          b.create(at->getLoc(), "prim.Uninitialized", {t}, {})->getResult(0));
    return out;
  }
  return std::nullopt;
}

/// A prim.If yielding a tuple built in each branch yields its elements
/// instead (torch.onnx's LowerAllTuples): the If gets one result per
/// element, and a prim.TupleConstruct after it rebuilds the tuple for the
/// readers, where TupleUnpack and TupleIndex then fold.
bool flattenIfTuples(Operation *ifOp) {
  if (ifOp->getNumRegions() != 2 || ifOp->getRegion(0).empty() ||
      ifOp->getRegion(1).empty())
    return false;
  Operation *yields[2] = {ifOp->getRegion(0).front().getTerminator(),
                          ifOp->getRegion(1).front().getTerminator()};
  if (!yields[0] || !yields[1])
    return false;
  int which = -1;
  for (unsigned k = 0; k < ifOp->getNumResults(); ++k) {
    if (ifOp->getResult(k)->getType().getKind() != Type::Tuple)
      continue;
    Operation *d0 = yields[0]->getOperand(k)->getDefiningOp(),
              *d1 = yields[1]->getOperand(k)->getDefiningOp();
    auto ok = [](Operation *d) {
      return d && (d->getNameStr() == "prim.TupleConstruct" ||
                   d->getNameStr() == "prim.Uninitialized");
    };
    if (ok(d0) && ok(d1)) {
      which = k;
      break;
    }
  }
  if (which < 0)
    return false;
  Type tupleType = ifOp->getResult(which)->getType();
  llvm::SmallVector<Type, 4> eltTypes(tupleType.getTupleTypes());
  // An element declared Optional that every branch which does not raise
  // builds from a T (a tensor the model asserts is not None, the attention
  // weights nn.MultiheadAttention returns) is a T: the new result says so,
  // so the `is not None` checks of it fold.
  for (size_t e = 0; e < eltTypes.size(); ++e) {
    if (eltTypes[e].getKind() != Type::Optional)
      continue;
    bool always = true, any = false;
    for (Operation *y : yields) {
      Operation *d = y->getOperand(which)->getDefiningOp();
      if (d->getNameStr() != "prim.TupleConstruct")
        continue; // raises
      Type t = d->getNumOperands() == eltTypes.size()
                   ? d->getOperand(e)->getType()
                   : Type();
      any = true;
      always &= t && t.getKind() != Type::Optional && !t.isNone() &&
                t.getKind() != Type::Opaque;
    }
    if (any && always)
      eltTypes[e] = eltTypes[e].getElementType();
  }
  // The new yields.
  for (Operation *y : yields) {
    auto elts = tupleElements(y->getOperand(which), y, eltTypes);
    if (!elts || elts->size() != eltTypes.size())
      return false;
    llvm::SmallVector<Value *, 8> ops(y->getOperands());
    ops.erase(ops.begin() + which);
    ops.insert(ops.begin() + which, elts->begin(), elts->end());
    y->setOperands(ops);
  }
  llvm::SmallVector<Type, 8> types;
  for (unsigned k = 0; k < ifOp->getNumResults(); ++k) {
    if (int(k) == which)
      types.append(eltTypes.begin(), eltTypes.end());
    else
      types.push_back(ifOp->getResult(k)->getType());
  }
  Builder b(ifOp->getContext());
  b.setInsertionPoint(ifOp);
  OperationState state(ifOp->getLoc(), ifOp->getName());
  state.addOperands(llvm::SmallVector<Value *, 1>(ifOp->getOperands()));
  state.addTypes(types);
  state.numRegions = 2;
  Operation *newIf = b.create(state);
  newIf->getRegion(0).takeBody(ifOp->getRegion(0));
  newIf->getRegion(1).takeBody(ifOp->getRegion(1));
  b.setInsertionPointAfter(newIf);
  unsigned n = eltTypes.size();
  for (unsigned k = 0; k < ifOp->getNumResults(); ++k) {
    Value *old = ifOp->getResult(k);
    if (int(k) < which) {
      old->replaceAllUsesWith(newIf->getResult(k));
    } else if (int(k) > which) {
      old->replaceAllUsesWith(newIf->getResult(k + n - 1));
    } else {
      llvm::SmallVector<Value *, 4> elts;
      for (unsigned e = 0; e < n; ++e)
        elts.push_back(newIf->getResult(k + e));
      Value *tuple = b.create(ifOp->getLoc(), "prim.TupleConstruct",
                              {ifOp->getContext().getTupleType(eltTypes)},
                              elts)
                         ->getResult(0);
      old->replaceAllUsesWith(tuple);
    }
  }
  ifOp->erase();
  return true;
}

/// The elements of `tuple` when they are known: the operands of the
/// prim.TupleConstruct that built it, or constants (made before `at`) of a
/// constant tuple of numbers and strings (`prim.Constant {value = [8, 56,
/// 56]} : tuple<int, int, int>`, which TorchScript makes of a literal).
std::optional<llvm::SmallVector<Value *, 4>> tupleElements(Value *tuple,
                                                           Operation *at) {
  Operation *def = tuple->getDefiningOp();
  if (def && def->getNameStr() == "prim.TupleConstruct")
    return llvm::SmallVector<Value *, 4>(def->getOperands());
  Attribute a = constantAttr(tuple);
  Type t = tuple->getType();
  if (!a || !a.isArray() || t.getKind() != Type::Tuple ||
      t.getTupleTypes().size() != a.getArray().size())
    return std::nullopt;
  if (!llvm::all_of(a.getArray(), [](Attribute e) {
        return e.isInt() || e.isFloat() || e.isBool() || e.isString();
      }))
    return std::nullopt;
  llvm::SmallVector<Value *, 4> out;
  for (auto [e, type] : llvm::zip(a.getArray(), t.getTupleTypes()))
    out.push_back(createConstant(at, type, e));
  return out;
}

bool flattenTuples(Module &module) {
  bool changed = false;
  std::vector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); }, /*postOrder=*/true);
  llvm::DenseSet<Operation *> erased;
  for (Operation *op : ops) {
    if (erased.count(op))
      continue;
    llvm::StringRef name = op->getNameStr();
    if (name == "prim.If") {
      while (flattenIfTuples(op)) {
        erased.insert(op);
        changed = true;
        break;
      }
      continue;
    }
    if ((name == "prim.TupleUnpack" || name == "prim.TupleIndex") &&
        op->getNumOperands() >= 1) {
      std::optional<llvm::SmallVector<Value *, 4>> known =
          tupleElements(op->getOperand(0), op);
      if (!known)
        continue;
      llvm::SmallVector<Value *, 4> &elts = *known;
      if (name == "prim.TupleUnpack") {
        if (elts.size() != op->getNumResults())
          continue;
        replaceOp(op, elts);
      } else {
        std::optional<int64_t> i =
            op->getNumOperands() == 2 ? constantInt(op->getOperand(1))
            : op->getAttr("index") ? std::optional<int64_t>(
                                         op->getAttr("index").getInt())
                                   : std::nullopt;
        std::optional<int64_t> k = i ? normalizeIndex(*i, elts.size())
                                     : std::nullopt;
        if (!k)
          continue;
        replaceOp(op, {elts[*k]});
      }
      erased.insert(op);
      changed = true;
    }
  }
  return changed;
}

//===----------------------------------------------------------------------===//
// Passes
//===----------------------------------------------------------------------===//

struct DropWarningsPass : Pass {
  llvm::StringRef getArgument() const override { return "drop-warnings"; }
  llvm::StringRef getDescription() const override {
    return "Remove aten.warn (ONNX has no warnings) and what only it read";
  }
  LogicalResult runOnModule(Module &module) override {
    dropWarnings(module);
    return success();
  }
};

struct FoldScalarsPass : Pass {
  llvm::StringRef getArgument() const override { return "fold-scalars"; }
  llvm::StringRef getDescription() const override {
    return "Fold number functions of constants, sizes the types decide, "
           "and len/[i]/slicing/+/*/list()/in of lists whose elements are "
           "known";
  }
  LogicalResult runOnModule(Module &module) override {
    while (foldScalars(module)) {
    }
    return success();
  }
};

struct ResolveListsPass : Pass {
  Option<int64_t> maxTrips{*this, "max-trips",
                           "Unroll list-building loops of at most this many "
                           "iterations",
                           1024};
  llvm::StringRef getArgument() const override { return "resolve-lists"; }
  llvm::StringRef getDescription() const override {
    return "Unroll constant-trip loops that build or index lists, and "
           "replace straight-line list mutation (append, insert, pop, "
           "extend, l[i] = v, clear, reverse) by the lists each read sees";
  }
  LogicalResult runOnModule(Module &module) override {
    resolveLists(module, maxTrips);
    return success();
  }
};

struct FlattenTuplesPass : Pass {
  llvm::StringRef getArgument() const override { return "flatten-tuples"; }
  llvm::StringRef getDescription() const override {
    return "Make a prim.If that yields tuples built in its branches yield "
           "their elements, and fold TupleUnpack/TupleIndex of "
           "TupleConstruct";
  }
  LogicalResult runOnModule(Module &module) override {
    while (flattenTuples(module)) {
    }
    return success();
  }
};

struct SimplifyTorchScriptPass : Pass {
  Option<int64_t> maxTrips{*this, "max-trips",
                           "Unroll list-building loops of at most this many "
                           "iterations",
                           1024};
  llvm::StringRef getArgument() const override {
    return "simplify-torchscript";
  }
  llvm::StringRef getDescription() const override {
    return "The TorchScript-language stage: refine-optionals, "
           "drop-warnings, fold-scalars, resolve-lists and flatten-tuples "
           "until nothing changes";
  }
  Option<bool> inferShapesBetween{
      *this, "infer-shapes",
      "Infer the types again after each round that changed something (a "
      "value read out of a resolved dict or list gets its type, and then "
      "its sizes fold)",
      true};
  LogicalResult runOnModule(Module &module) override {
    for (int round = 0; round < 64; ++round) {
      bool changed = refineOptionalsOnce(module);
      changed |= dropWarnings(module);
      changed |= foldScalars(module);
      changed |= resolveLists(module, maxTrips);
      changed |= flattenTuples(module);
      changed |= resolveDicts(module);
      if (!changed)
        break;
      if (inferShapesBetween &&
          failed(inferShapes(module, InferenceMode::Refine)))
        return failure();
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createDropWarningsPass() {
  return std::make_unique<DropWarningsPass>();
}
std::unique_ptr<Pass> tocc::createFoldScalarsPass() {
  return std::make_unique<FoldScalarsPass>();
}
std::unique_ptr<Pass> tocc::createResolveListsPass() {
  return std::make_unique<ResolveListsPass>();
}
std::unique_ptr<Pass> tocc::createFlattenTuplesPass() {
  return std::make_unique<FlattenTuplesPass>();
}
std::unique_ptr<Pass> tocc::createSimplifyTorchScriptPass() {
  return std::make_unique<SimplifyTorchScriptPass>();
}
