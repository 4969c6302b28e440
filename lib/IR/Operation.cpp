//===- Operation.cpp - Values, uses, operations, blocks and regions -------===//
#include "tocc/IR/Operation.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"

#include "llvm/Support/ErrorHandling.h"

using namespace tocc;

//===----------------------------------------------------------------------===//
// OpOperand and Value
//===----------------------------------------------------------------------===//

void OpOperand::link() {
  if (!value)
    return;
  next = value->firstUse;
  if (next)
    next->prev = &next;
  prev = &value->firstUse;
  value->firstUse = this;
}

void OpOperand::unlink() {
  if (!value)
    return;
  *prev = next;
  if (next)
    next->prev = prev;
  next = nullptr;
  prev = nullptr;
}

void OpOperand::set(Value *v) {
  if (v == value)
    return;
  unlink();
  value = v;
  link();
  owner->markChanged();
}

void Value::setType(Type t) {
  if (t == type)
    return;
  type = t;
  // The defining op's result constraints and shape check read the type,
  // and so do its users'.
  if (Operation *def = getDefiningOp())
    def->markChanged();
  for (OpOperand *u = firstUse; u; u = u->getNextUse())
    u->getOwner()->markChanged();
}

/// A change to the blocks or arguments of a region changes the op that
/// owns it (its terminator and region checks).
static void markParentChanged(Block *block) {
  if (Operation *parent = block ? block->getParentOp() : nullptr)
    parent->markChanged();
}

void Value::setName(llvm::StringRef newName) {
  name = newName.empty() ? llvm::StringRef() : getContext().intern(newName);
}

Operation *Value::getDefiningOp() const {
  if (auto *r = llvm::dyn_cast<OpResult>(this))
    return r->getOwner();
  return nullptr;
}

Block *Value::getParentBlock() const {
  if (auto *r = llvm::dyn_cast<OpResult>(this))
    return r->getOwner()->getBlock();
  return llvm::cast<BlockArgument>(this)->getOwner();
}

Location Value::getLoc() const {
  if (auto *r = llvm::dyn_cast<OpResult>(this))
    return r->getOwner()->getLoc();
  return llvm::cast<BlockArgument>(this)->getArgLoc();
}

Context &Value::getContext() const { return type.getContext(); }

unsigned Value::getNumUses() const {
  unsigned n = 0;
  for (OpOperand *u = firstUse; u; u = u->getNextUse())
    ++n;
  return n;
}

void Value::replaceAllUsesWith(Value *other) {
  if (other == this)
    return;
  while (firstUse)
    firstUse->set(other);
}

void Value::replaceUsesWithIf(
    Value *other, llvm::function_ref<bool(OpOperand &)> shouldReplace) {
  if (other == this)
    return;
  for (OpOperand *u = firstUse; u;) {
    OpOperand *next = u->getNextUse();
    if (shouldReplace(*u))
      u->set(other);
    u = next;
  }
}

//===----------------------------------------------------------------------===//
// Operation
//===----------------------------------------------------------------------===//

Operation *Operation::create(Location loc, OperationName name,
                             llvm::ArrayRef<Type> resultTypes,
                             llvm::ArrayRef<Value *> operands,
                             const NamedAttrList &attrs,
                             unsigned numRegions) {
  auto *op = new Operation(name.getContext(), loc, name);
  op->operands.reserve(operands.size());
  for (unsigned i = 0, e = operands.size(); i != e; ++i) {
    op->operands.emplace_back(new OpOperand(op, i));
    op->operands.back()->set(operands[i]);
  }
  op->results.reserve(resultTypes.size());
  for (unsigned i = 0, e = resultTypes.size(); i != e; ++i)
    op->results.emplace_back(new OpResult(op, i, resultTypes[i]));
  op->attrs = attrs;
  for (unsigned i = 0; i != numRegions; ++i)
    op->regions.push_back(std::make_unique<Region>(op));
  return op;
}

Operation::~Operation() {
  assert(!block && "destroying an op that is still in a block");
  for (auto &operand : operands)
    operand->set(nullptr);
  // Regions (and so nested ops) go before results, which they may not use
  // but whose destruction order should mirror creation.
  regions.clear();
#ifndef NDEBUG
  for (auto &r : results)
    assert(r->use_empty() && "destroying an op whose results are in use");
#endif
}

void Operation::destroy() { delete this; }

void Operation::remove() {
  if (!block)
    return;
  markParentChanged(block);
  block->ops.remove(*this);
  block->invalidateOrder();
  block = nullptr;
  markChanged();
}

void Operation::erase() {
  remove();
  destroy();
}

bool Operation::hasTrait(OpTrait t) const {
  const OpDef *def = getDef();
  return def && def->hasTrait(t);
}

bool Operation::isSideEffectFree() const {
  const OpDef *def = getDef();
  if (!def || def->hasTrait(HasSideEffects))
    return false;
  if (def->hasTrait(Pure))
    return true;
  if (!def->hasTrait(RecursivelyPure))
    return false;
  for (const auto &region : regions)
    for (const auto &b : region->blocks)
      for (const Operation &nested : b->ops)
        if (!nested.isSideEffectFree())
          return false;
  return true;
}

Operation *Operation::getParentOp() const {
  return block ? block->getParentOp() : nullptr;
}
Region *Operation::getParentRegion() const {
  return block ? block->getParent() : nullptr;
}
Graph *Operation::getParentGraph() const {
  return block ? block->getParentGraph() : nullptr;
}

void Block::recomputeOrder() const {
  unsigned i = 0;
  for (const Operation &op : ops)
    op.orderIndex = i++;
  orderValid = true;
}

bool Operation::isBeforeInBlock(const Operation *other) const {
  assert(block && block == other->block && "ops in different blocks");
  if (!block->orderValid)
    block->recomputeOrder();
  return orderIndex < other->orderIndex;
}

bool Operation::isProperAncestor(const Operation *other) const {
  for (const Operation *p = other->getParentOp(); p; p = p->getParentOp())
    if (p == this)
      return true;
  return false;
}

void Operation::setOperands(llvm::ArrayRef<Value *> values) {
  markChanged();
  for (auto &operand : operands)
    operand->set(nullptr);
  operands.clear();
  for (unsigned i = 0, e = values.size(); i != e; ++i) {
    operands.emplace_back(new OpOperand(this, i));
    operands.back()->set(values[i]);
  }
}

void Operation::insertOperand(unsigned i, Value *v) {
  markChanged();
  assert(i <= operands.size());
  operands.emplace(operands.begin() + i, new OpOperand(this, i));
  operands[i]->set(v);
  for (unsigned j = i + 1, e = operands.size(); j != e; ++j)
    operands[j]->index = j;
}

void Operation::eraseOperand(unsigned i) {
  markChanged();
  assert(i < operands.size());
  operands[i]->set(nullptr);
  operands.erase(operands.begin() + i);
  for (unsigned j = i, e = operands.size(); j != e; ++j)
    operands[j]->index = j;
}

llvm::SmallVector<Value *, 4> Operation::getOperands() const {
  llvm::SmallVector<Value *, 4> out;
  for (const auto &o : operands)
    out.push_back(o->get());
  return out;
}

llvm::SmallVector<Value *, 4> Operation::getResults() const {
  llvm::SmallVector<Value *, 4> out;
  for (const auto &r : results)
    out.push_back(r.get());
  return out;
}

llvm::SmallVector<Type, 4> Operation::getResultTypes() const {
  llvm::SmallVector<Type, 4> out;
  for (const auto &r : results)
    out.push_back(r->getType());
  return out;
}

OpResult *Operation::addResult(Type t) {
  markChanged();
  results.emplace_back(new OpResult(this, results.size(), t));
  return results.back().get();
}

void Operation::setAttr(llvm::StringRef attrName, Attribute value) {
  markChanged();
  attrs.set(ctx->intern(attrName), value);
}

void Operation::setAttrs(const NamedAttrList &newAttrs) {
  markChanged();
  attrs = NamedAttrList();
  for (const NamedAttribute &na : newAttrs)
    setAttr(na.name, na.value);
}

void Operation::moveBefore(Operation *other) {
  remove();
  Block *b = other->getBlock();
  b->insert(Block::iterator(*other), this);
}

void Operation::moveAfter(Operation *other) {
  remove();
  Block *b = other->getBlock();
  b->insert(std::next(Block::iterator(*other)), this);
}

void Operation::dropAllReferences() {
  for (auto &operand : operands)
    operand->set(nullptr);
  for (auto &region : regions)
    for (auto &b : region->blocks)
      for (Operation &nested : b->ops)
        nested.dropAllReferences();
}

bool Operation::use_empty() const {
  return llvm::all_of(results, [](const std::unique_ptr<OpResult> &r) {
    return r->use_empty();
  });
}

void Operation::walk(llvm::function_ref<void(Operation *)> fn,
                     bool postOrder) {
  if (!postOrder)
    fn(this);
  for (auto &region : regions)
    region->walk(fn, postOrder);
  if (postOrder)
    fn(this);
}

Operation *
Operation::clone(llvm::DenseMap<Value *, Value *> &mapping) const {
  llvm::SmallVector<Value *, 4> newOperands;
  for (const auto &o : operands) {
    Value *v = o->get();
    auto it = mapping.find(v);
    newOperands.push_back(it == mapping.end() ? v : it->second);
  }
  Operation *copy = Operation::create(loc, name, getResultTypes(),
                                      newOperands, attrs, regions.size());
  for (unsigned i = 0, e = results.size(); i != e; ++i) {
    copy->results[i]->setName(results[i]->getName());
    mapping[results[i].get()] = copy->results[i].get();
  }
  for (unsigned r = 0, e = regions.size(); r != e; ++r) {
    for (const auto &b : regions[r]->blocks) {
      Block &nb = copy->regions[r]->emplaceBlock();
      for (const auto &arg : b->args) {
        BlockArgument *na = nb.addArgument(arg->getType(), arg->getArgLoc());
        na->setName(arg->getName());
        mapping[arg.get()] = na;
      }
      for (const Operation &nested : b->ops)
        nb.push_back(nested.clone(mapping));
    }
  }
  return copy;
}

static InFlightDiagnostic emitAt(Operation *op, Severity sev,
                                 const llvm::Twine &msg) {
  InFlightDiagnostic d =
      op->getContext().getDiagEngine().emit(op->getLoc(), sev);
  if (!msg.isTriviallyEmpty())
    d << msg;
  return d;
}

InFlightDiagnostic Operation::emitError(const llvm::Twine &msg) {
  return emitAt(this, Severity::Error, msg);
}
InFlightDiagnostic Operation::emitOpError(const llvm::Twine &msg) {
  InFlightDiagnostic d = emitAt(this, Severity::Error, "");
  d << "'" << getNameStr() << "' op ";
  if (!msg.isTriviallyEmpty())
    d << msg;
  return d;
}
InFlightDiagnostic Operation::emitWarning(const llvm::Twine &msg) {
  return emitAt(this, Severity::Warning, msg);
}
InFlightDiagnostic Operation::emitRemark(const llvm::Twine &msg) {
  return emitAt(this, Severity::Remark, msg);
}

//===----------------------------------------------------------------------===//
// Block
//===----------------------------------------------------------------------===//

Block::~Block() {
  // Ops may use each other (and values of other ops in this block), so
  // drop every reference first, then delete.
  for (Operation &op : ops)
    op.dropAllReferences();
  while (!ops.empty()) {
    Operation &op = ops.back();
    ops.remove(op);
    op.block = nullptr;
    for (auto &r : op.results)
      while (!r->use_empty())
        r->getUses().begin()->set(nullptr);
    delete &op;
  }
  for (auto &arg : args)
    while (!arg->use_empty())
      arg->getUses().begin()->set(nullptr);
}

Operation *Block::getParentOp() const {
  return parent ? parent->getParentOp() : nullptr;
}

Graph *Block::getParentGraph() const {
  return parent ? parent->getParentGraph() : nullptr;
}

BlockArgument *Block::addArgument(Type type, Location loc) {
  markParentChanged(this);
  args.emplace_back(new BlockArgument(this, args.size(), type, loc));
  return args.back().get();
}

BlockArgument *Block::insertArgument(unsigned index, Type type,
                                     Location loc) {
  assert(index <= args.size());
  markParentChanged(this);
  args.emplace(args.begin() + index,
               new BlockArgument(this, index, type, loc));
  for (unsigned i = index + 1, e = args.size(); i != e; ++i)
    args[i]->index = i;
  return args[index].get();
}

void Block::eraseArgument(unsigned index) {
  assert(index < args.size() && args[index]->use_empty());
  markParentChanged(this);
  args.erase(args.begin() + index);
  for (unsigned i = index, e = args.size(); i != e; ++i)
    args[i]->index = i;
}

llvm::SmallVector<Value *, 4> Block::getArguments() const {
  llvm::SmallVector<Value *, 4> out;
  for (const auto &a : args)
    out.push_back(a.get());
  return out;
}

llvm::SmallVector<Type, 4> Block::getArgumentTypes() const {
  llvm::SmallVector<Type, 4> out;
  for (const auto &a : args)
    out.push_back(a->getType());
  return out;
}

void Block::insert(iterator pos, Operation *op) {
  assert(!op->block && "op is already in a block");
  ops.insert(pos, *op);
  op->block = this;
  invalidateOrder();
  // Where an op stands decides what it may use and who may use it.
  op->markChanged();
  for (auto &r : op->results)
    for (OpOperand &u : r->getUses())
      u.getOwner()->markChanged();
  markParentChanged(this);
}

Operation *Block::getTerminator() {
  if (ops.empty() || !ops.back().hasTrait(Terminator))
    return nullptr;
  return &ops.back();
}

void Block::walk(llvm::function_ref<void(Operation *)> fn, bool postOrder) {
  for (auto it = ops.begin(), e = ops.end(); it != e;) {
    Operation *op = &*it++;
    op->walk(fn, postOrder);
  }
}

//===----------------------------------------------------------------------===//
// Region
//===----------------------------------------------------------------------===//

Graph *Region::getParentGraph() const {
  if (parentGraph)
    return parentGraph;
  return parentOp ? parentOp->getParentGraph() : nullptr;
}

Block &Region::emplaceBlock() {
  blocks.push_back(std::make_unique<Block>());
  blocks.back()->parent = this;
  if (parentOp)
    parentOp->markChanged();
  return *blocks.back();
}

void Region::takeBody(Region &other) {
  if (parentOp)
    parentOp->markChanged();
  if (other.parentOp)
    other.parentOp->markChanged();
  for (auto &b : other.blocks) {
    b->parent = this;
    blocks.push_back(std::move(b));
  }
  other.blocks.clear();
}

void Region::walk(llvm::function_ref<void(Operation *)> fn, bool postOrder) {
  for (auto &b : blocks)
    b->walk(fn, postOrder);
}
