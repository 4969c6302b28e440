//===- Sequences.cpp - Lowerings of core's sequence ops -------------------===//
//
// core's sequences (tensor lists whose length is known at run time) are
// ONNX's, from opset 11 where the Sequence* ops appear; each op maps to one
// node. Host int positions and lengths are 0-d i64 tensors once lowered,
// which is what SequenceAt/Insert/Erase take and SequenceLength gives.
// Below opset 11 the registry's missing-entry error names the op and the
// opset its lowering starts at.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseForms.h"
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace tocc;
using namespace tocc::lowering;

/// The dtype of what a sequence made empty will hold: its own element
/// dtype, or that of the first sequence derived from it (by inserts,
/// carried through loops, yielded by branches) whose element dtype is
/// known. DType::Unknown if none is.
static DType emptySequenceDType(Value *seq) {
  llvm::SmallVector<Value *, 8> work{seq};
  llvm::SmallPtrSet<Value *, 8> seen;
  while (!work.empty()) {
    Value *v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    Type t = v->getType();
    if (t.getKind() == Type::List && t.getElementType().isTensor() &&
        t.getElementType().getDType() != DType::Unknown)
      return t.getElementType().getDType();
    for (OpOperand &use : v->getUses()) {
      Operation *user = use.getOwner();
      unsigned i = use.getOperandNumber();
      llvm::StringRef name = user->getNameStr();
      if (name == core::SequenceInsertOp::getOperationName() && i == 0)
        if (DType dt =
                core::SequenceInsertOp(user).getValue()->getType().getDType();
            dt != DType::Unknown)
          return dt;
      if (name == "tocc.yield") {
        Operation *parent = user->getBlock()->getParentOp();
        if (!parent)
          continue;
        // A loop's yield: (cond, carried...); an If's: its results.
        unsigned r = parent->getNameStr() == "prim.Loop" ? i - 1 : i;
        if (r < parent->getNumResults())
          work.push_back(parent->getResult(r));
        if (parent->getNameStr() == "prim.Loop" &&
            !parent->getRegion(0).empty() &&
            r + 1 < parent->getRegion(0).front().getNumArguments())
          work.push_back(parent->getRegion(0).front().getArgument(r + 1));
        continue;
      }
      if (name == "prim.Loop" && i >= 2) {
        work.push_back(user->getResult(i - 2));
        if (!user->getRegion(0).empty())
          work.push_back(user->getRegion(0).front().getArgument(i - 1));
        continue;
      }
      if (user->getNumResults() == 1 &&
          user->getResult(0)->getType().getKind() == Type::List)
        work.push_back(user->getResult(0));
      else if (name == core::SequenceAtOp::getOperationName() && i == 0)
        if (DType dt = user->getResult(0)->getType().getDType();
            dt != DType::Unknown)
          return dt;
    }
  }
  return DType::Unknown;
}

// sequence_construct(x, ...) = SequenceConstruct(x, ...); of none,
// SequenceEmpty(dtype) of the element dtype the sequence will have.
static LogicalResult lowerSequenceConstruct(LoweringRewriter &rw,
                                            Operation *op) {
  if (op->getNumOperands() != 0)
    return replaceWith(rw, op,
                       rw.onnx("SequenceConstruct", op->getOperands()));
  DType dt = emptySequenceDType(op->getResult(0));
  if (dt == DType::Unknown)
    return rw.emitError() << "makes an empty list whose element dtype is "
                             "not known (nothing of a known dtype is "
                             "inserted into it)";
  std::optional<int64_t> proto = onnx::tensorProtoFromDType(dt);
  if (!proto)
    return rw.emitError() << "has no ONNX element type for "
                          << dtypeName(dt);
  return replaceWith(rw, op,
                     rw.onnx("SequenceEmpty", {}, {rw.intAttr("dtype", *proto)}));
}

// sequence_construct, sequence_insert, sequence_erase, sequence_at,
// sequence_length and split_to_sequence pass every operand, in order, as
// the ONNX op's inputs: the core ops have the ONNX ops' signatures.

// sequence_insert(s, x[, p]) = SequenceInsert(s, x[, p])
static LogicalResult lowerSequenceInsert(LoweringRewriter &rw, Operation *op) {
  return replaceWith(rw, op, rw.onnx("SequenceInsert", op->getOperands()));
}

// sequence_erase(s[, p]) = SequenceErase(s[, p])
static LogicalResult lowerSequenceErase(LoweringRewriter &rw, Operation *op) {
  return replaceWith(rw, op, rw.onnx("SequenceErase", op->getOperands()));
}

// sequence_at(s, p) = SequenceAt(s, p)
static LogicalResult lowerSequenceAt(LoweringRewriter &rw, Operation *op) {
  return replaceWith(rw, op, rw.onnx("SequenceAt", op->getOperands()));
}

// sequence_length(s) = SequenceLength(s), a 0-d i64 tensor
static LogicalResult lowerSequenceLength(LoweringRewriter &rw,
                                         Operation *op) {
  return replaceWith(rw, op, rw.onnx("SequenceLength", op->getOperands()));
}

// concat_from_sequence(s) = ConcatFromSequence(s) {axis, new_axis}
static LogicalResult lowerConcatFromSequence(LoweringRewriter &rw,
                                             Operation *op) {
  core::ConcatFromSequenceOp concat(op);
  Attribute newAxis = concat.getNewAxisAttr();
  bool stack = newAxis && newAxis.isBool() && newAxis.getBool();
  return replaceWith(rw, op,
                     rw.onnx("ConcatFromSequence", {concat.getSeq()},
                             {rw.intAttr("axis", concat.getAxis()),
                              rw.intAttr("new_axis", stack ? 1 : 0)}));
}

// split_to_sequence(x[, split]) = SplitToSequence(x[, split]) {axis,
// keepdims}
static LogicalResult lowerSplitToSequence(LoweringRewriter &rw,
                                          Operation *op) {
  core::SplitToSequenceOp split(op);
  Attribute keep = split.getKeepdimsAttr();
  bool keepdims = !keep || !keep.isBool() || keep.getBool();
  // (input[, split]): the operands as SplitToSequence takes them.
  return replaceWith(rw, op,
                     rw.onnx("SplitToSequence", op->getOperands(),
                             {rw.intAttr("axis", split.getAxis()),
                              rw.intAttr("keepdims", keepdims ? 1 : 0)}));
}

void lowering::registerSequenceLowerings() {
  addBuiltin(core::SequenceConstructOp::getOperationName(), 11,
             lowerSequenceConstruct);
  addBuiltin(core::SequenceInsertOp::getOperationName(), 11,
             lowerSequenceInsert);
  addBuiltin(core::SequenceEraseOp::getOperationName(), 11, lowerSequenceErase);
  addBuiltin(core::SequenceAtOp::getOperationName(), 11, lowerSequenceAt);
  addBuiltin(core::SequenceLengthOp::getOperationName(), 11,
             lowerSequenceLength);
  addBuiltin(core::ConcatFromSequenceOp::getOperationName(), 11,
             lowerConcatFromSequence);
  addBuiltin(core::SplitToSequenceOp::getOperationName(), 11,
             lowerSplitToSequence);
}
