//===- SequenceLists.cpp - Run-time-length tensor lists -> core sequences -===//
//
// A tensor list the language stage could not resolve (docs/torchscript.md,
// "Lists whose length is known at run time") has a length that depends on
// the input: it is appended to in a loop over a dynamic dim or under a
// data-dependent `if`, or it is the pieces of torch.split / chunk / unbind
// along a dim that is not a constant. ONNX has sequences for it, and core
// has them as values (core.sequence_*, core.concat_from_sequence,
// core.split_to_sequence). This pass rewrites such lists into them:
//
// 1. Roots: a prim.ListConstruct of tensors that some op mutates
//    (append, insert, pop, _set_item, clear, extend, +=), and a split,
//    chunk or unbind whose number of pieces is not a constant. Each root
//    becomes a sequence value, and its mutations are made functional in
//    program order: each mutation makes a new sequence that later readers
//    read. A mutation inside a prim.Loop body threads the sequence through
//    the loop as one more carried value; one inside a prim.If branch makes
//    it one more result of the If, which each branch yields (the one that
//    does not mutate yields the sequence as it came in).
// 2. Readers: len, l[i], l[a:b:c], l + m, list(l), unpacking, torch.cat
//    and torch.stack of a sequence become sequence ops (a slice and l + m
//    a loop that inserts element by element); a list they make is a
//    sequence too, threaded in turn if something mutates it.
//
// What reads a sequence otherwise (an op that takes a list of tensors of
// known length), and a graph output that is one, is an error at its
// source line: ONNX Runtime's runner and --verify compare tensors only.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"
#include "tocc/Conversion/AtenToCore/Passes.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

using namespace tocc;

namespace {

bool isTensorList(Type t) {
  return t && t.getKind() == Type::List && t.getElementType().isTensor();
}

/// Mutations of the list in operand 0.
enum class Mutation { None, Append, Insert, Pop, SetItem, Clear, Extend };

Mutation mutationOf(Operation *op) {
  llvm::StringRef n = op->getNameStr();
  if (op->getNumOperands() == 0 || !isTensorList(op->getOperand(0)->getType()))
    return Mutation::None;
  if (n == aten::AppendTOp::getOperationName())
    return Mutation::Append;
  if (n == aten::InsertTOp::getOperationName())
    return Mutation::Insert;
  if (n == aten::PopTOp::getOperationName())
    return Mutation::Pop;
  if (n == aten::SetItemTOp::getOperationName())
    return Mutation::SetItem;
  if (n == aten::ClearTOp::getOperationName())
    return Mutation::Clear;
  if (n == aten::ExtendTOp::getOperationName() ||
      n == aten::AddT_1Op::getOperationName())
    return Mutation::Extend;
  return Mutation::None;
}

bool isNoneValue(Value *v) { return v->getType().isNone(); }

using Ids = llvm::SmallPtrSet<Value *, 4>;

class SequenceRewriter {
public:
  explicit SequenceRewriter(Module &module) : module(module) {}

  LogicalResult run();

private:
  Module &module;
  Context &ctx() { return module.getContext(); }
  /// The sequence values made so far (the readers of which become
  /// sequence ops).
  llvm::DenseSet<Value *> seqs;
  /// Ops erased by threading (mutations, loops and ifs rebuilt), which the
  /// readers' walk skips.
  llvm::DenseSet<Operation *> erased;
  bool ok = true;
  void erase(Operation *op) {
    // A loop or if rebuilt again for a second list: its results go.
    for (Value *r : op->getResults())
      seqs.erase(r);
    erased.insert(op);
    op->erase();
  }

  //===--- Building --------------------------------------------------------===//
  Value *constInt(Builder &b, Location loc, int64_t v) {
    return b.create(loc, "prim.Constant", {ctx().getIntType()}, {},
                    {{"value", ctx().getIntAttr(v)}})
        ->getResult(0);
  }
  Value *scalar(Builder &b, Location loc, llvm::StringRef name, Value *lhs,
                Value *rhs) {
    return b.create(loc, name, {ctx().getIntType()}, {lhs, rhs})
        ->getResult(0);
  }
  Value *seqOp(Builder &b, Location loc, llvm::StringRef name, Type type,
               llvm::ArrayRef<Value *> operands,
               llvm::ArrayRef<NamedAttribute> attrs = {}) {
    Value *v = b.create(loc, name, {type}, operands, attrs)->getResult(0);
    if (isTensorList(type))
      seqs.insert(v);
    return v;
  }
  Value *length(Builder &b, Location loc, Value *seq) {
    return b
        .create(loc, core::SequenceLengthOp::getOperationName(),
                {ctx().getIntType()}, {seq})
        ->getResult(0);
  }
  /// Python's position of a list.insert(i, ...) in a list of n: i + n if
  /// negative, then clamped to [0, n].
  Value *insertPosition(Builder &b, Location loc, Value *seq, Value *i) {
    if (matchConstantInt(i) == std::optional<int64_t>(0))
      return i;
    Value *n = length(b, loc, seq);
    Value *zero = constInt(b, loc, 0);
    Value *p = nonNegative(b, loc, i, n);
    return scalar(
        b, loc, core::ScalarMinOp::getOperationName(),
        scalar(b, loc, core::ScalarMaxOp::getOperationName(), p, zero), n);
  }
  /// i + n if i < 0, else i (an index counted from the end made absolute).
  Value *nonNegative(Builder &b, Location loc, Value *i, Value *n) {
    if (std::optional<int64_t> c = matchConstantInt(i); c && *c >= 0)
      return i;
    if (std::optional<int64_t> c = matchConstantInt(i))
      return scalar(b, loc, core::ScalarAddOp::getOperationName(), n, i);
    Value *zero = constInt(b, loc, 0);
    Value *neg = b.create(loc, core::ScalarCmpOp::getOperationName(),
                          {ctx().getBoolType()}, {i, zero},
                          {{"predicate", ctx().getStringAttr("lt")}})
                     ->getResult(0);
    Value *negInt = b.create(loc, core::ScalarCastOp::getOperationName(),
                             {ctx().getIntType()}, {neg},
                             {{"to", ctx().getStringAttr("int")}})
                        ->getResult(0);
    return scalar(
        b, loc, core::ScalarAddOp::getOperationName(), i,
        scalar(b, loc, core::ScalarMulOp::getOperationName(), negInt, n));
  }
  /// `seq` with every element of `other` (a sequence, or a list of known
  /// elements) inserted at its end: sequence_inserts, or a loop of them.
  Value *appendAll(Builder &b, Location loc, Value *seq, Value *other) {
    Type type = seq->getType();
    Operation *def = other->getDefiningOp();
    if (!seqs.count(other) && def &&
        def->getNameStr() == "prim.ListConstruct") {
      for (Value *e : def->getOperands())
        seq = seqOp(b, loc, core::SequenceInsertOp::getOperationName(), type,
                    {seq, e});
      return seq;
    }
    Value *n = length(b, loc, other);
    return loopInsert(b, loc, seq, other, n, nullptr, nullptr);
  }
  /// A loop of `count` iterations inserting `from[start + k * step]` (or
  /// from[k] without start) at the end of `seq`.
  Value *loopInsert(Builder &b, Location loc, Value *seq, Value *from,
                    Value *count, Value *start, Value *step) {
    Type type = seq->getType();
    Value *yes = b.create(loc, "prim.Constant", {ctx().getBoolType()}, {},
                          {{"value", ctx().getBoolAttr(true)}})
                     ->getResult(0);
    Operation *loop =
        b.create(loc, "prim.Loop", {type}, {count, yes, seq}, {}, 1);
    Block &body = loop->getRegion(0).emplaceBlock();
    Value *k = body.addArgument(ctx().getIntType(), loc);
    Value *acc = body.addArgument(type, loc);
    seqs.insert(acc);
    Builder in(ctx());
    in.setInsertionPointToEnd(&body);
    Value *pos = k;
    if (start)
      pos = scalar(
          in, loc, core::ScalarAddOp::getOperationName(), start,
          scalar(in, loc, core::ScalarMulOp::getOperationName(), k, step));
    Value *each = in.create(loc, core::SequenceAtOp::getOperationName(),
                            {from->getType().getElementType()}, {from, pos})
                      ->getResult(0);
    Value *next = seqOp(in, loc, core::SequenceInsertOp::getOperationName(),
                        type, {acc, each});
    in.create(loc, "tocc.yield", {}, {yes, next});
    seqs.insert(loop->getResult(0));
    return loop->getResult(0);
  }
  /// A list operand as a sequence: itself, or the sequence of a
  /// prim.ListConstruct's elements.
  Value *asSequence(Builder &b, Location loc, Value *list) {
    if (seqs.count(list))
      return list;
    Operation *def = list->getDefiningOp();
    if (!def || def->getNameStr() != "prim.ListConstruct")
      return nullptr;
    return seqOp(b, loc, core::SequenceConstructOp::getOperationName(),
                 list->getType(), def->getOperands());
  }

  //===--- Roots -----------------------------------------------------------===//
  bool isMutated(Value *list) {
    for (OpOperand &use : list->getUses())
      if (use.getOperandNumber() == 0 &&
          mutationOf(use.getOwner()) != Mutation::None)
        return true;
    return false;
  }
  /// The sequence a split-like op makes, or null if its number of pieces
  /// is a constant (the shape entries take it then).
  Value *splitSequence(Operation *op);

  //===--- Threading mutations ---------------------------------------------===//
  static bool usesAny(Operation *op, const Ids &ids) {
    for (Value *v : op->getOperands())
      if (ids.count(v))
        return true;
    return false;
  }
  static bool regionsUse(Operation *op, const Ids &ids, bool mutation) {
    bool found = false;
    for (Region &r : op->getRegions())
      r.walk([&](Operation *inner) {
        if (found)
          return;
        if (mutation)
          found = mutationOf(inner) != Mutation::None &&
                  ids.count(inner->getOperand(0));
        else
          found = usesAny(inner, ids);
      });
    return found;
  }
  static void replaceIn(Operation *op, Ids &ids, Value *cur) {
    for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i)
      if (ids.count(op->getOperand(i)))
        op->setOperand(i, cur);
  }
  /// Threads the list `ids` names through the ops of `block` from `from`
  /// on, starting as the sequence `cur`; returns the sequence at the end.
  Value *threadBlock(Block &block, Block::iterator from, Ids &ids,
                     Value *cur);
  Value *applyMutation(Operation *op, Mutation m, Ids &ids, Value *cur);
  Value *threadLoop(Operation *loop, Ids &ids, Value *cur);
  Value *threadIf(Operation *ifOp, Ids &ids, Value *cur);
  /// A new op like `op` with `extra` inserted among its results at `at`;
  /// the regions move to it, its other results replace op's.
  Operation *withExtraResult(Operation *op, unsigned at, Type extra);

  //===--- Readers ---------------------------------------------------------===//
  void convertReader(Operation *op);
  /// The list result `old` of a reader is the sequence `seq` from now on.
  void becomes(Value *old, Value *seq, Operation *after);
};

Operation *SequenceRewriter::withExtraResult(Operation *op, unsigned at,
                                             Type extra) {
  llvm::SmallVector<Type, 4> types = op->getResultTypes();
  types.insert(types.begin() + at, extra);
  llvm::SmallVector<NamedAttribute, 4> attrs(op->getAttrs().begin(),
                                             op->getAttrs().end());
  Builder b(op);
  Operation *copy = b.create(op->getLoc(), op->getNameStr(), types,
                             op->getOperands(), attrs, op->getNumRegions());
  for (unsigned r = 0, e = op->getNumRegions(); r != e; ++r)
    copy->getRegion(r).takeBody(op->getRegion(r));
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
    Value *to = copy->getResult(i < at ? i : i + 1);
    Value *from = op->getResult(i);
    if (!from->getName().empty())
      to->setName(from->getName());
    from->replaceAllUsesWith(to);
  }
  erase(op);
  seqs.insert(copy->getResult(at));
  return copy;
}

Value *SequenceRewriter::threadLoop(Operation *loop, Ids &ids, Value *cur) {
  unsigned carried = loop->getNumOperands() - 2;
  Block &body = loop->getRegion(0).front();
  loop->insertOperand(loop->getNumOperands(), cur);
  Value *arg = body.insertArgument(1 + carried, cur->getType(), loop->getLoc());
  seqs.insert(arg);
  Value *last = threadBlock(body, body.begin(), ids, arg);
  Operation *yield = body.getTerminator();
  yield->insertOperand(1 + carried, last);
  return withExtraResult(loop, carried, cur->getType())->getResult(carried);
}

Value *SequenceRewriter::threadIf(Operation *ifOp, Ids &ids, Value *cur) {
  for (Region &r : ifOp->getRegions()) {
    Block &block = r.front();
    Value *last = threadBlock(block, block.begin(), ids, cur);
    Operation *yield = block.getTerminator();
    yield->insertOperand(yield->getNumOperands(), last);
  }
  unsigned at = ifOp->getNumResults();
  return withExtraResult(ifOp, at, cur->getType())->getResult(at);
}

Value *SequenceRewriter::applyMutation(Operation *op, Mutation m, Ids &ids,
                                       Value *cur) {
  Builder b(op);
  Location loc = op->getLoc();
  Type type = cur->getType();
  Value *next = nullptr;
  switch (m) {
  case Mutation::Append:
    next = seqOp(b, loc, core::SequenceInsertOp::getOperationName(), type,
                 {cur, op->getOperand(1)});
    break;
  case Mutation::Insert:
    next = seqOp(b, loc, core::SequenceInsertOp::getOperationName(), type,
                 {cur, op->getOperand(2),
                  insertPosition(b, loc, cur, op->getOperand(1))});
    break;
  case Mutation::Pop: {
    Value *i = op->getNumOperands() > 1 ? op->getOperand(1)
                                        : constInt(b, loc, -1);
    Value *elem = b.create(loc, core::SequenceAtOp::getOperationName(),
                           {op->getResult(0)->getType()}, {cur, i})
                      ->getResult(0);
    next = seqOp(b, loc, core::SequenceEraseOp::getOperationName(), type,
                 {cur, i});
    if (!op->getResult(0)->getName().empty())
      elem->setName(op->getResult(0)->getName());
    op->getResult(0)->replaceAllUsesWith(elem);
    break;
  }
  case Mutation::SetItem: {
    Value *p = nonNegative(b, loc, op->getOperand(1), length(b, loc, cur));
    Value *erased = seqOp(b, loc, core::SequenceEraseOp::getOperationName(),
                          type, {cur, p});
    next = seqOp(b, loc, core::SequenceInsertOp::getOperationName(), type,
                 {erased, op->getOperand(2), p});
    break;
  }
  case Mutation::Clear:
    next =
        seqOp(b, loc, core::SequenceConstructOp::getOperationName(), type, {});
    break;
  case Mutation::Extend: {
    Value *other = op->getOperand(1);
    if (ids.count(other))
      other = cur; // l.extend(l)
    next = appendAll(b, loc, cur, other);
    break;
  }
  case Mutation::None:
    return cur;
  }
  // append, _set_item and += return the list itself: later uses of the
  // result are uses of the list (operand 0, which outlives the op).
  if (m != Mutation::Pop)
    for (Value *r : op->getResults())
      if (isTensorList(r->getType()))
        r->replaceAllUsesWith(op->getOperand(0));
  erase(op);
  return next;
}

Value *SequenceRewriter::threadBlock(Block &block, Block::iterator from,
                                     Ids &ids, Value *cur) {
  for (Block::iterator it = from; it != block.end();) {
    Operation *op = &*it++;
    if (op->getNumRegions() != 0 && regionsUse(op, ids, false)) {
      if (regionsUse(op, ids, true)) {
        if (op->getNameStr() == "prim.Loop" && op->getNumOperands() >= 2 &&
            op->getNumRegions() == 1 && !op->getRegion(0).empty()) {
          cur = threadLoop(op, ids, cur);
          continue;
        }
        if (op->getNameStr() == "prim.If" && op->getNumRegions() == 2 &&
            !op->getRegion(0).empty() && !op->getRegion(1).empty()) {
          cur = threadIf(op, ids, cur);
          continue;
        }
        op->emitError() << "mutates a list inside '" << op->getNameStr()
                        << "', which cannot carry an ONNX sequence";
        ok = false;
        return cur;
      }
      for (Region &r : op->getRegions())
        r.walk([&](Operation *inner) { replaceIn(inner, ids, cur); });
    }
    if (!usesAny(op, ids))
      continue;
    Mutation m = mutationOf(op);
    if (m != Mutation::None && ids.count(op->getOperand(0))) {
      cur = applyMutation(op, m, ids, cur);
      continue;
    }
    replaceIn(op, ids, cur);
  }
  return cur;
}

Value *SequenceRewriter::splitSequence(Operation *op) {
  llvm::StringRef name = op->getNameStr();
  bool split = name == aten::SplitTensorOp::getOperationName() ||
               name == aten::UnsafeSplitTensorOp::getOperationName();
  bool chunk = name == aten::ChunkOp::getOperationName() ||
               name == aten::UnsafeChunkOp::getOperationName();
  bool unbind = name == aten::UnbindIntOp::getOperationName();
  if ((!split && !chunk && !unbind) || op->getNumResults() != 1 ||
      !isTensorList(op->getResult(0)->getType()))
    return nullptr;
  Value *x = op->getOperand(0);
  unsigned dimOperand = unbind ? 1 : 2;
  std::optional<int64_t> dim =
      op->getNumOperands() > dimOperand
          ? matchConstantInt(op->getOperand(dimOperand))
          : std::optional<int64_t>(0);
  Type xt = x->getType();
  if (!dim || !xt.isTensor() || !xt.hasRank())
    return nullptr; // the shape entries report these
  int64_t rank = xt.getRank();
  int64_t axis = *dim < 0 ? *dim + rank : *dim;
  if (axis < 0 || axis >= rank || xt.getDims()[axis].isStatic())
    return nullptr;
  // A split whose pieces are unpacked has as many as the unpacking says.
  Value *list = op->getResult(0);
  if (llvm::all_of(list->getUsers(), [](Operation *u) {
        return u->getNameStr() == "prim.ListUnpack";
      }))
    return nullptr;
  Builder b(op);
  Location loc = op->getLoc();
  Type type = list->getType();
  if (unbind)
    return seqOp(b, loc, core::SplitToSequenceOp::getOperationName(), type, {x},
                 {{"axis", ctx().getIntAttr(axis)},
                  {"keepdims", ctx().getBoolAttr(false)}});
  Value *size = op->getOperand(1);
  if (chunk) {
    // torch.chunk(x, c) = torch.split(x, ceil(d / c))
    Value *d =
        b.create(loc, core::DimOp::getOperationName(), {ctx().getIntType()},
                 {x}, {{"axis", ctx().getIntAttr(axis)}})
            ->getResult(0);
    Value *c = op->getOperand(1);
    Value *num =
        scalar(b, loc, core::ScalarSubOp::getOperationName(),
               scalar(b, loc, core::ScalarAddOp::getOperationName(), d, c),
               constInt(b, loc, 1));
    size = scalar(b, loc, core::ScalarFloordivOp::getOperationName(), num, c);
  }
  Value *sizeTensor =
      b.create(loc, core::ToTensorOp::getOperationName(),
               {ctx().getTensorType(DType::I64, llvm::ArrayRef<int64_t>{})},
               {size}, {{"dtype", ctx().getDTypeAttr(DType::I64)}})
          ->getResult(0);
  return seqOp(b, loc, core::SplitToSequenceOp::getOperationName(), type,
               {x, sizeTensor},
               {{"axis", ctx().getIntAttr(axis)},
                {"keepdims", ctx().getBoolAttr(true)}});
}

void SequenceRewriter::becomes(Value *old, Value *seq, Operation *after) {
  if (!isMutated(old)) {
    old->replaceAllUsesWith(seq);
    return;
  }
  Ids ids{old};
  Block *block = after->getBlock();
  threadBlock(*block, std::next(after->getIterator()), ids, seq);
}

void SequenceRewriter::convertReader(Operation *op) {
  llvm::StringRef name = op->getNameStr();
  Builder b(op);
  Location loc = op->getLoc();
  Value *seq = op->getOperand(0);
  auto replace = [&](Value *v) {
    Value *old = op->getResult(0);
    if (!old->getName().empty() && v->getName().empty())
      v->setName(old->getName());
    if (isTensorList(old->getType())) {
      seqs.insert(v);
      becomes(old, v, op);
    } else {
      old->replaceAllUsesWith(v);
    }
    erase(op);
  };
  if (name == aten::LenTOp::getOperationName())
    return replace(length(b, loc, seq));
  if (name == aten::GetitemTOp::getOperationName())
    return replace(b.create(loc, core::SequenceAtOp::getOperationName(),
                            {op->getResult(0)->getType()},
                            {seq, op->getOperand(1)})
                       ->getResult(0));
  if (name == aten::ListTOp::getOperationName() ||
      name == aten::CopyTOp::getOperationName())
    return replace(seq);
  if (name == aten::CatOp::getOperationName() ||
      name == aten::StackOp::getOperationName()) {
    std::optional<int64_t> dim = op->getNumOperands() > 1
                                     ? matchConstantInt(op->getOperand(1))
                                     : std::optional<int64_t>(0);
    if (!dim) {
      op->emitError() << "joins a list whose length is known only at run "
                         "time along a dim that is not a constant";
      ok = false;
      return;
    }
    return replace(seqOp(
        b, loc, core::ConcatFromSequenceOp::getOperationName(),
        op->getResult(0)->getType(), {seq},
        {{"axis", ctx().getIntAttr(*dim)},
         {"new_axis",
          ctx().getBoolAttr(name == aten::StackOp::getOperationName())}}));
  }
  if (name == "prim.ListUnpack") {
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
      Value *at =
          b.create(loc, core::SequenceAtOp::getOperationName(),
                   {op->getResult(i)->getType()}, {seq, constInt(b, loc, i)})
              ->getResult(0);
      op->getResult(i)->replaceAllUsesWith(at);
    }
    erase(op);
    return;
  }
  if (name == aten::AddTOp::getOperationName()) {
    Value *lhs = asSequence(b, loc, op->getOperand(0));
    if (!lhs) {
      op->emitError() << "concatenates a list that is neither a sequence "
                         "nor of known elements";
      ok = false;
      return;
    }
    return replace(appendAll(b, loc, lhs, op->getOperand(1)));
  }
  if (name == aten::SliceTOp::getOperationName()) {
    // l[start:end:step], step > 0: Python's bounds, clamped to [0, n].
    std::optional<int64_t> step = op->getNumOperands() > 3
                                      ? matchConstantInt(op->getOperand(3))
                                      : std::optional<int64_t>(1);
    if (!step || *step <= 0) {
      op->emitError() << "slices a list whose length is known only at run "
                         "time with a step that is not a positive constant";
      ok = false;
      return;
    }
    Value *n = length(b, loc, seq);
    Value *zero = constInt(b, loc, 0);
    auto bound = [&](unsigned i, Value *dflt) -> Value * {
      if (op->getNumOperands() <= i || isNoneValue(op->getOperand(i)))
        return dflt;
      Value *p = nonNegative(b, loc, op->getOperand(i), n);
      return scalar(
          b, loc, core::ScalarMinOp::getOperationName(),
          scalar(b, loc, core::ScalarMaxOp::getOperationName(), p, zero), n);
    };
    Value *start = bound(1, zero);
    Value *end = bound(2, n);
    Value *stepV = constInt(b, loc, *step);
    // count = max(0, (end - start + step - 1) // step)
    Value *span =
        scalar(b, loc, core::ScalarSubOp::getOperationName(), end, start);
    Value *count = scalar(b, loc, core::ScalarFloordivOp::getOperationName(),
                          scalar(b, loc, core::ScalarAddOp::getOperationName(),
                                 span, constInt(b, loc, *step - 1)),
                          stepV);
    count = scalar(b, loc, core::ScalarMaxOp::getOperationName(), count, zero);
    Value *empty = seqOp(b, loc, core::SequenceConstructOp::getOperationName(),
                         seq->getType(), {});
    return replace(loopInsert(b, loc, empty, seq, count, start, stepV));
  }
  op->emitError() << "'" << name
                  << "' reads a list of tensors whose length is known only "
                     "at run time (an ONNX sequence), which it does not take";
  ok = false;
}

LogicalResult SequenceRewriter::run() {
  // 1. Roots, each threaded through the ops after it.
  std::vector<Operation *> roots;
  module.walk([&](Operation *op) {
    llvm::StringRef name = op->getNameStr();
    if (op->getNumResults() == 1 && isTensorList(op->getResult(0)->getType()) &&
        (name == "prim.ListConstruct" ||
         name == aten::SplitTensorOp::getOperationName() ||
         name == aten::UnsafeSplitTensorOp::getOperationName() ||
         name == aten::ChunkOp::getOperationName() ||
         name == aten::UnsafeChunkOp::getOperationName() ||
         name == aten::UnbindIntOp::getOperationName()))
      roots.push_back(op);
  });
  for (Operation *op : roots) {
    Value *list = op->getResult(0);
    Value *init = nullptr;
    if (op->getNameStr() == "prim.ListConstruct") {
      if (!isMutated(list))
        continue;
      Builder b(op);
      init =
          seqOp(b, op->getLoc(), core::SequenceConstructOp::getOperationName(),
                list->getType(), op->getOperands());
    } else {
      init = splitSequence(op);
    }
    if (!init)
      continue;
    Ids ids{list};
    threadBlock(*op->getBlock(), std::next(op->getIterator()), ids, init);
    if (list->use_empty())
      erase(op);
  }
  if (seqs.empty())
    return success(ok);

  // 2. Readers of sequences, in program order (what they make is read
  // after them).
  std::vector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); }, /*postOrder=*/false);
  for (Operation *op : ops) {
    if (erased.count(op) || op->getNumOperands() == 0)
      continue;
    llvm::StringRef name = op->getNameStr();
    if (name == "tocc.return") {
      for (Value *v : op->getOperands())
        if (seqs.count(v)) {
          Operation *def = v->getDefiningOp();
          (def ? def : op)->emitError()
              << "makes a list of tensors whose length is known only at run "
                 "time, which the model returns; ONNX Runtime's runner and "
                 "--verify compare tensor outputs only (return torch.stack "
                 "or torch.cat of it)";
          ok = false;
        }
      continue;
    }
    if (!seqs.count(op->getOperand(0)) &&
        !(name == aten::AddTOp::getOperationName() &&
          seqs.count(op->getOperand(1))))
      continue;
    if (op->getName().getDialectNamespace() == "core" || name == "prim.Loop" ||
        name == "prim.If" || name == "tocc.yield")
      continue;
    convertReader(op);
  }
  // A list operand elsewhere (the second of aten.add.t is read above).
  module.walk([&](Operation *op) {
    llvm::StringRef name = op->getNameStr();
    if (op->getName().getDialectNamespace() != "aten" ||
        name == aten::AddTOp::getOperationName())
      return;
    for (unsigned i = 1, e = op->getNumOperands(); i < e; ++i)
      if (seqs.count(op->getOperand(i))) {
        op->emitError() << "'" << name
                        << "' reads a list of tensors whose length is known "
                           "only at run time (an ONNX sequence), which it "
                           "does not take";
        ok = false;
        return;
      }
  });
  return success(ok);
}

struct SequenceListsPass : Pass {
  llvm::StringRef getArgument() const override { return "sequence-lists"; }
  llvm::StringRef getDescription() const override {
    return "Tensor lists whose length is known only at run time (mutated "
           "in loops and branches, pieces of a split along a dynamic dim) "
           "become core sequence ops";
  }
  LogicalResult runOnModule(Module &module) override {
    return runTimeListsToSequences(module);
  }
};

} // namespace

LogicalResult tocc::runTimeListsToSequences(Module &module) {
  return SequenceRewriter(module).run();
}

std::unique_ptr<Pass> tocc::createSequenceListsPass() {
  return std::make_unique<SequenceListsPass>();
}
