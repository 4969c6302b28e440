//===- ControlFlow.cpp - Lowerings of prim.If and prim.Loop ---------------===//
//
// TorchScript's structured control flow maps onto ONNX's almost one to
// one, so the lowerings move the regions into the onnx op and retype what
// ONNX types differently; the regions' ops are lowered afterwards like any
// others (the pass visits an op before the ops of its regions).
//
// - prim.If(cond) -> onnx.If(cond) with then_branch/else_branch: cond is a
//   0-d bool tensor once host scalars are lowered; results keep their
//   tensor types, host scalar results become 0-d tensors.
// - prim.Loop(max_trip_count, cond, carried...) -> onnx.Loop(M, cond,
//   carried...): the body's arguments (i, carried...) become ONNX's
//   (iter_num, cond_in, carried...) -- cond_in is a new, unused argument --
//   and its yield (cond, carried...) is already ONNX's (cond_out,
//   carried...). A `while` loop's trip count, TorchScript's INT64_MAX, is
//   an absent M, as ONNX writes a loop bounded only by its condition.
//   Scan outputs (a list appended to once per iteration, then stacked) are
//   ONNX's scan outputs: the last yields and results of both ops.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Aten/PrimDialect.h"

#include "tocc/IR/Context.h"
#include "tocc/IR/ShapeInference.h"

#include <limits>

using namespace tocc;
using namespace tocc::lowering;

Type lowering::loweredHostType(Type t) {
  Context &ctx = t.getContext();
  DType dt = t.getKind() == Type::Int     ? DType::I64
             : t.getKind() == Type::Float ? DType::F64
             : t.getKind() == Type::Bool  ? DType::Bool
                                          : DType::Unknown;
  if (dt != DType::Unknown)
    return ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{});
  return t;
}

/// The ONNX type of a result of a control-flow op, or an error at `op`.
static FailureOr<Type> onnxResultType(LoweringRewriter &rw, Operation *op,
                                      unsigned i, const Since &since) {
  Type t = loweredHostType(op->getResult(i)->getType());
  // An optional tensor is If-16's (materializeOptionals, Optionals.cpp).
  // So is a list of tensors: a sequence (Sequences.cpp), which If and Loop
  // carry from opset 13.
  bool sequence = t.getKind() == Type::List && t.getElementType().isTensor();
  if (sequence && since.below(13)) {
    // Located at what makes the sequence a branch or the body yields (an
    // append's line), or the op: that op is what needs opset 13.
    Location loc = op->getLoc();
    unsigned yielded = op->getNameStr() == "prim.Loop" ? i + 1 : i;
    for (Region &r : op->getRegions())
      if (!r.empty() && r.front().getTerminator() &&
          yielded < r.front().getTerminator()->getNumOperands())
        if (Operation *def =
                r.front().getTerminator()->getOperand(yielded)->getDefiningOp();
            def && def->getBlock() == &r.front()) {
          loc = def->getLoc();
          break;
        }
    rw.getContext().getDiagEngine().emitError(loc)
        << "'" << op->getNameStr()
        << "' carries a list of tensors whose length is known only at run "
           "time (an ONNX sequence, result #"
        << i << "), which ONNX's If and Loop carry from opset 13 (target "
                "opset "
        << rw.target() << ")";
    return failure();
  }
  if (t.isTensor() || sequence ||
      (t.getKind() == Type::Optional && t.getElementType().isTensor()))
    return t;
  rw.emitError() << "result #" << i << " has type " << t.str()
                 << ", which has no ONNX form here (ONNX control flow "
                    "yields tensors and sequences of them)";
  return failure();
}

/// The ONNX types of all results of a control-flow op, or an error at it.
static FailureOr<llvm::SmallVector<Type, 4>>
onnxResultTypes(LoweringRewriter &rw, Operation *op, const Since &since) {
  llvm::SmallVector<Type, 4> types;
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
    FailureOr<Type> t = onnxResultType(rw, op, i, since);
    if (failed(t))
      return failure();
    types.push_back(*t);
  }
  return types;
}

/// Replaces the prim op by the onnx op made for it, whose results take the
/// prim op's value names (the writer's output names).
static void replaceKeepingNames(LoweringRewriter &rw, Operation *op,
                                Operation *onnxOp) {
  for (auto [from, to] : llvm::zip(op->getResults(), onnxOp->getResults()))
    if (!from->getName().empty())
      to->setName(from->getName());
  rw.replaceOp(op, llvm::SmallVector<Value *, 4>(onnxOp->getResults()));
}

/// The condition as the 0-d bool tensor ONNX wants.
static Value *boolCondition(LoweringRewriter &rw, Value *cond) {
  Type t = cond->getType();
  if (!t.isTensor()) {
    rw.emitError() << "has a condition of type " << t.str()
                   << ", which was not lowered to a tensor";
    return nullptr;
  }
  return rw.cast(cond, DType::Bool);
}

/// The writer passes a value a branch or loop body yields but does not
/// compute through an Identity node, which takes sequences from opset 14:
/// before it, such a sequence is copied in the block (a 0-d element
/// inserted, then erased).
static void copyPassedSequences(LoweringRewriter &rw, Block &block,
                                const Since &since) {
  if (since.atLeast(14))
    return;
  Operation *yield = block.getTerminator();
  for (unsigned i = 0, e = yield->getNumOperands(); i != e; ++i) {
    Value *v = yield->getOperand(i);
    Type t = v->getType();
    Operation *def = v->getDefiningOp();
    if (t.getKind() != Type::List || !t.getElementType().isTensor() ||
        (def && def->getBlock() == &block))
      continue;
    DType dt = t.getElementType().getDType();
    if (dt == DType::Unknown)
      continue; // the writer reports the untyped sequence
    Value *element = rw.constScalar(dt, 0);
    Value *last = rw.constScalar(DType::I64, -1);
    Builder b(yield);
    Value *grown = b.create(yield->getLoc(), "onnx.SequenceInsert", {t},
                            {v, element})
                       ->getResult(0);
    Value *copy = b.create(yield->getLoc(), "onnx.SequenceErase", {t},
                           {grown, last})
                      ->getResult(0);
    yield->setOperand(i, copy);
  }
}

static LogicalResult lowerIf(LoweringRewriter &rw, Operation *op,
                             const Since &since) {
  Value *cond = boolCondition(rw, prim::IfOp(op).getCond());
  if (!cond)
    return failure();
  FailureOr<llvm::SmallVector<Type, 4>> types = onnxResultTypes(rw, op, since);
  if (failed(types))
    return failure();
  Operation *onnxIf =
      rw.Builder::create(op->getLoc(), "onnx.If", *types, {cond}, {}, 2);
  for (unsigned r = 0; r != 2; ++r) {
    onnxIf->getRegion(r).takeBody(op->getRegion(r));
    copyPassedSequences(rw, onnxIf->getRegion(r).front(), since);
  }
  onnxIf->moveBefore(op); // after the constants copies read
  replaceKeepingNames(rw, op, onnxIf);
  return success();
}

/// Whether `v` is TorchScript's trip count of a `while` loop.
static bool isUnboundedTripCount(Value *v) {
  Attribute a = constantOperandValue(v);
  if (!a || !a.isDense())
    return false;
  std::optional<llvm::SmallVector<int64_t, 4>> ints = readDenseInts(a, 1);
  return ints && ints->size() == 1 &&
         ints->front() == std::numeric_limits<int64_t>::max();
}

static LogicalResult lowerLoop(LoweringRewriter &rw, Operation *op,
                               const Since &since) {
  Context &ctx = rw.getContext();
  if (op->getNumOperands() < 2 || op->getRegion(0).empty())
    return rw.emitError() << "is not a loop of a trip count, a condition "
                             "and a body";
  prim::LoopOp loop(op);
  Value *tripCount = loop.getMaxTripCount();
  if (!tripCount->getType().isTensor())
    return rw.emitError() << "has a trip count of type "
                          << tripCount->getType().str()
                          << ", which was not lowered to a tensor";
  Value *m = isUnboundedTripCount(tripCount) ? rw.none()
                                             : rw.cast(tripCount, DType::I64);
  Value *cond = boolCondition(rw, loop.getCond());
  if (!m || !cond)
    return failure();
  // Results: the carried values, then the scan outputs (ONNX's order).
  unsigned numCarried = op->getNumOperands() - 2;
  FailureOr<llvm::SmallVector<Type, 4>> types = onnxResultTypes(rw, op, since);
  if (failed(types)) {
    // The body's ops are lowered still (the pass reports every op it
    // cannot lower): its host scalar arguments are tensors for them.
    if (!op->getRegion(0).empty())
      for (Value *arg : op->getRegion(0).front().getArguments())
        arg->setType(loweredHostType(arg->getType()));
    return failure();
  }
  llvm::SmallVector<Value *, 4> inputs{m, cond};
  llvm::SmallVector<Value *, 4> carried = op->getOperands();
  inputs.append(carried.begin() + 2, carried.end());
  Block &body = op->getRegion(0).front();
  if (body.getNumArguments() != numCarried + 1)
    return rw.emitError() << "has a body of " << body.getNumArguments()
                          << " arguments for " << numCarried
                          << " carried values";
  Operation *onnxLoop =
      rw.Builder::create(op->getLoc(), "onnx.Loop", *types, inputs, {}, 1);
  onnxLoop->getRegion(0).takeBody(op->getRegion(0));
  Block &moved = onnxLoop->getRegion(0).front();
  Type scalarBool = ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{});
  moved.getArgument(0)->setType(
      ctx.getTensorType(DType::I64, llvm::ArrayRef<int64_t>{}));
  moved.insertArgument(1, scalarBool);
  for (unsigned k = 0; k != numCarried; ++k) {
    Value *arg = moved.getArgument(2 + k);
    arg->setType(loweredHostType(arg->getType()));
  }
  copyPassedSequences(rw, moved, since);
  onnxLoop->moveBefore(op); // after the constants copies read
  replaceKeepingNames(rw, op, onnxLoop);
  return success();
}

void lowering::registerControlFlowLowerings() {
  // If and Loop carry sequences from 13; Identity, which the writer puts
  // where a body yields a value it does not compute, takes them from 14
  // (before, such a sequence is copied in the body).
  for (auto [name, lower] :
       {std::pair(prim::IfOp::getOperationName(), lowerIf),
        std::pair(prim::LoopOp::getOperationName(), lowerLoop)})
    addBuiltinFamily(name, {1, 13, 14}, [lower = lower](Since since) {
      return [lower, since](LoweringRewriter &rw, Operation *op) {
        return lower(rw, op, since);
      };
    });
}
