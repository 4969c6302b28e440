//===- LoopScans.cpp - Lists built by a loop become scan outputs ----------===//
//
// The TorchScript idiom
//
//   outs: List[Tensor] = []
//   for t in range(x.size(0)):
//       outs.append(f(x[t]))
//   y = torch.stack(outs)        (or torch.cat(outs) along dim 0)
//
// mutates a list the loop does not carry. It is what ONNX's Loop has scan
// outputs for: the appended tensor becomes one more value the body yields,
// and the loop a new result that stacks them along a new first axis
// (prim.Loop's `scan_outputs`). torch.stack(outs, d) is that result with
// axis 0 moved to d; torch.cat(outs, 0) merges its first two axes.
//
// The rewrite applies only where it is exact: an empty list, appended to
// once per iteration directly in the body of a loop in the list's own
// block, and read after the loop (in that block or nested in an op there)
// only by stack, len (the scan output's first dim: the iterations run) or
// cat(dim 0), the latter only when the appended piece's first dim is the
// same every iteration.
// Other lists are left (sequence-lists makes them ONNX sequences).
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Passes.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

using namespace tocc;

namespace {

struct ScanCandidate {
  Operation *list = nullptr;   // prim.ListConstruct()
  Operation *append = nullptr; // aten.append.t(list, v) in the loop body
  Operation *loop = nullptr;   // the prim.Loop
  llvm::SmallVector<Operation *, 2> readers; // stack / cat / len after it
};

/// The int value of a prim.Constant operand, if it is one.
std::optional<int64_t> constantInt(Value *v) {
  Operation *def = v->getDefiningOp();
  Attribute a = def && def->getNameStr() == "prim.Constant"
                    ? def->getAttr("value")
                    : Attribute();
  if (a && a.isInt())
    return a.getInt();
  return std::nullopt;
}

std::optional<ScanCandidate> matchCandidate(Operation *list) {
  if (list->getNameStr() != "prim.ListConstruct" ||
      list->getNumOperands() != 0 || list->getNumResults() != 1)
    return std::nullopt;
  Type t = list->getResult(0)->getType();
  if (t.getKind() != Type::List || !t.getElementType().isTensor())
    return std::nullopt;
  ScanCandidate c;
  c.list = list;
  for (OpOperand &use : list->getResult(0)->getUses()) {
    Operation *user = use.getOwner();
    llvm::StringRef name = user->getNameStr();
    if (name == aten::AppendTOp::getOperationName() &&
        use.getOperandNumber() == 0) {
      Operation *parent = user->getBlock()->getParentOp();
      if (c.append || !parent || parent->getNameStr() != "prim.Loop" ||
          parent->getBlock() != list->getBlock() ||
          !user->getResult(0)->use_empty())
        return std::nullopt;
      c.append = user;
      c.loop = parent;
      continue;
    }
    if (name == aten::StackOp::getOperationName() ||
        name == aten::LenTOp::getOperationName() ||
        (name == aten::CatOp::getOperationName() &&
         constantInt(user->getOperand(1)) == std::optional<int64_t>(0))) {
      c.readers.push_back(user);
      continue;
    }
    return std::nullopt;
  }
  if (!c.append || c.readers.empty())
    return std::nullopt;
  // torch.cat joins pieces whose first dims may differ per iteration
  // (Emformer's last, shorter segment); a scan output needs one shape.
  // Only a first dim the type gives (static, or over the graph's symbols,
  // so the same in every iteration) is safe; stack needs equal shapes.
  Type piece = c.append->getOperand(1)->getType();
  for (Operation *r : c.readers)
    if (r->getNameStr() == aten::CatOp::getOperationName() &&
        (!piece.isTensor() || !piece.hasRank() || piece.getRank() == 0 ||
         piece.getDims()[0].isUnknown()))
      return std::nullopt;
  // Readers after the loop, in the list's block or nested in an op there
  // (Mask R-CNN's `if len(res) > 0: torch.stack(res)`).
  for (Operation *r : c.readers) {
    Operation *top = r;
    while (top && top->getBlock() != list->getBlock())
      top = top->getBlock()->getParentOp();
    if (!top || !c.loop->isBeforeInBlock(top))
      return std::nullopt;
  }
  return c;
}

/// A prim.Constant int before `op`.
Value *intConstant(Builder &b, Location loc, int64_t v) {
  Context &ctx = b.getContext();
  return b.create(loc, "prim.Constant", {ctx.getIntType()}, {},
                  {{"value", ctx.getIntAttr(v)}})
      ->getResult(0);
}

void rewrite(const ScanCandidate &c) {
  Context &ctx = c.loop->getContext();
  Operation *loop = c.loop;
  Block &body = loop->getRegion(0).front();
  Operation *yield = body.getTerminator();
  Value *each = c.append->getOperand(1);

  // The body yields the appended tensor last.
  yield->insertOperand(yield->getNumOperands(), each);
  c.append->erase();

  // A new loop with one more result, the stacked tensors.
  Attribute scanAttr = loop->getAttr("scan_outputs");
  int64_t scans = scanAttr && scanAttr.isInt() ? scanAttr.getInt() : 0;
  llvm::SmallVector<Type, 4> types;
  for (Value *r : loop->getResults())
    types.push_back(r->getType());
  types.push_back(ctx.getUnrankedTensorType(DType::Unknown));
  llvm::SmallVector<NamedAttribute, 2> attrs;
  for (const NamedAttribute &a : loop->getAttrs())
    if (a.name != "scan_outputs")
      attrs.push_back(a);
  attrs.push_back({"scan_outputs", ctx.getIntAttr(scans + 1)});
  Builder b(loop);
  Operation *scanLoop =
      b.create(loop->getLoc(), "prim.Loop", types,
               llvm::SmallVector<Value *, 4>(loop->getOperands()), attrs, 1);
  scanLoop->getRegion(0).takeBody(loop->getRegion(0));
  for (unsigned i = 0, e = loop->getNumResults(); i != e; ++i) {
    Value *from = loop->getResult(i);
    if (!from->getName().empty())
      scanLoop->getResult(i)->setName(from->getName());
    from->replaceAllUsesWith(scanLoop->getResult(i));
  }
  loop->erase();
  Value *stacked = scanLoop->getResult(scanLoop->getNumResults() - 1);

  for (Operation *reader : c.readers) {
    Builder rb(reader);
    Location loc = reader->getLoc();
    Type resultType = reader->getResult(0)->getType();
    Value *replacement = nullptr;
    if (reader->getNameStr() == aten::LenTOp::getOperationName()) {
      // len(outs) = the number of iterations run = stacked.size(0)
      Value *zero = intConstant(rb, loc, 0);
      replacement = rb.create(loc, aten::SizeIntOp::getOperationName(),
                              {resultType}, {stacked, zero})
                        ->getResult(0);
    } else if (reader->getNameStr() == aten::StackOp::getOperationName()) {
      // stack(outs, d) = movedim(stacked, 0, d)
      std::optional<int64_t> d = constantInt(reader->getOperand(1));
      if (d && *d == 0) {
        replacement = stacked;
      } else {
        Value *zero = intConstant(rb, loc, 0);
        replacement =
            rb.create(loc, aten::MovedimIntOp::getOperationName(), {resultType},
                      {stacked, zero, reader->getOperand(1)})
                ->getResult(0);
      }
    } else {
      // cat(outs, 0) = flatten(stacked, 0, 1)
      Value *zero = intConstant(rb, loc, 0);
      Value *one = intConstant(rb, loc, 1);
      replacement = rb.create(loc, aten::FlattenUsingIntsOp::getOperationName(),
                              {resultType}, {stacked, zero, one})
                        ->getResult(0);
    }
    if (!reader->getResult(0)->getName().empty() &&
        replacement->getName().empty())
      replacement->setName(reader->getResult(0)->getName());
    reader->getResult(0)->replaceAllUsesWith(replacement);
    reader->erase();
  }
  if (c.list->getResult(0)->use_empty())
    c.list->erase();
}

} // namespace

unsigned tocc::appendsToScanOutputs(Module &module) {
  std::vector<Operation *> lists;
  module.walk([&](Operation *op) {
    if (op->getNameStr() == "prim.ListConstruct" && op->getNumOperands() == 0)
      lists.push_back(op);
  });
  unsigned rewritten = 0;
  for (Operation *list : lists)
    if (std::optional<ScanCandidate> c = matchCandidate(list)) {
      rewrite(*c);
      ++rewritten;
    }
  return rewritten;
}
