//===- Operation.cpp - Values, uses, operations, blocks and regions -------===//
#include "tocc/IR/Operation.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"

#include "llvm/Support/ErrorHandling.h"

#include <cstdlib>

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

void OpOperand::takeFrom(OpOperand &src) {
  assert(!value && "moving into a slot in use");
  value = src.value;
  next = src.next;
  prev = src.prev;
  if (value) {
    *prev = this;
    if (next)
      next->prev = &next;
  }
  src.value = nullptr;
  src.next = nullptr;
  src.prev = nullptr;
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
  llvm::StringRef interned =
      newName.empty() ? llvm::StringRef() : getContext().intern(newName);
  namePtr = interned.data();
  nameLen = uint32_t(interned.size());
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
  unsigned numResults = resultTypes.size(), numOps = operands.size();
  size_t size = sizeof(Operation) + numResults * sizeof(OpResult) +
                numRegions * sizeof(Region) + numOps * sizeof(OpOperand);
  static_assert(alignof(OpResult) <= alignof(Operation) &&
                    alignof(Region) <= alignof(Operation) &&
                    alignof(OpOperand) <= alignof(Operation),
                "trailing objects need no more alignment than the op");
  static_assert(sizeof(Operation) % alignof(OpResult) == 0 &&
                    sizeof(OpResult) % alignof(Region) == 0 &&
                    sizeof(Region) % alignof(OpOperand) == 0,
                "trailing objects stay aligned");
  auto *op = new (llvm::safe_malloc(size)) Operation(loc, name);
  op->numInlineResults = numResults;
  op->numRegions = numRegions;
  OpResult *results = op->getInlineResults();
  for (unsigned i = 0; i != numResults; ++i)
    new (&results[i]) OpResult(op, i, resultTypes[i]);
  Region *regions = op->getRegionStorage();
  for (unsigned i = 0; i != numRegions; ++i)
    new (&regions[i]) Region(op);
  op->operandStorage = op->getTrailingOperands();
  op->operandCapacity = numOps;
  op->numOperands = numOps;
  for (unsigned i = 0; i != numOps; ++i) {
    new (&op->operandStorage[i]) OpOperand(op);
    op->operandStorage[i].set(operands[i]);
  }
  op->attrs = attrs;
  return op;
}

Operation::~Operation() {
  assert(!block && "destroying an op that is still in a block");
  for (OpOperand &operand : getOpOperands())
    operand.set(nullptr);
  if (operandStorage != getTrailingOperands())
    std::free(operandStorage);
  // Regions (and so nested ops) go before results, which they may not use
  // but whose destruction order should mirror creation.
  for (Region &region : getRegions())
    region.~Region();
#ifndef NDEBUG
  for (unsigned i = 0, e = getNumResults(); i != e; ++i)
    assert(getResult(i)->use_empty() &&
           "destroying an op whose results are in use");
#endif
  extraResults.reset();
  OpResult *results = getInlineResults();
  for (unsigned i = 0; i != numInlineResults; ++i)
    results[i].~OpResult();
}

void Operation::destroy() {
  this->~Operation();
  std::free(this);
}

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
  for (unsigned r = 0; r != numRegions; ++r)
    for (const auto &b : getRegionStorage()[r].blocks)
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

void Operation::reserveOperands(unsigned n) {
  if (n <= operandCapacity)
    return;
  unsigned capacity = std::max(n, 2 * operandCapacity);
  auto *fresh =
      static_cast<OpOperand *>(llvm::safe_malloc(capacity * sizeof(OpOperand)));
  for (unsigned i = 0; i != numOperands; ++i) {
    new (&fresh[i]) OpOperand(this);
    fresh[i].takeFrom(operandStorage[i]);
  }
  if (operandStorage != getTrailingOperands())
    std::free(operandStorage);
  operandStorage = fresh;
  operandCapacity = capacity;
}

void Operation::setOperands(llvm::ArrayRef<Value *> values) {
  markChanged();
  for (OpOperand &operand : getOpOperands())
    operand.set(nullptr);
  reserveOperands(values.size());
  numOperands = values.size();
  for (unsigned i = 0, e = values.size(); i != e; ++i) {
    new (&operandStorage[i]) OpOperand(this);
    operandStorage[i].set(values[i]);
  }
}

void Operation::insertOperand(unsigned i, Value *v) {
  markChanged();
  assert(i <= numOperands);
  reserveOperands(numOperands + 1);
  new (&operandStorage[numOperands]) OpOperand(this);
  for (unsigned j = numOperands; j > i; --j)
    operandStorage[j].takeFrom(operandStorage[j - 1]);
  ++numOperands;
  operandStorage[i].set(v);
}

void Operation::eraseOperand(unsigned i) {
  markChanged();
  assert(i < numOperands);
  operandStorage[i].set(nullptr);
  for (unsigned j = i + 1; j != numOperands; ++j)
    operandStorage[j - 1].takeFrom(operandStorage[j]);
  --numOperands;
}

llvm::SmallVector<Value *, 4> Operation::getOperands() const {
  llvm::SmallVector<Value *, 4> out;
  for (unsigned i = 0; i != numOperands; ++i)
    out.push_back(operandStorage[i].get());
  return out;
}

llvm::SmallVector<Value *, 4> Operation::getResults() const {
  llvm::SmallVector<Value *, 4> out;
  for (unsigned i = 0, e = getNumResults(); i != e; ++i)
    out.push_back(getResult(i));
  return out;
}

llvm::SmallVector<Type, 4> Operation::getResultTypes() const {
  llvm::SmallVector<Type, 4> out;
  for (unsigned i = 0, e = getNumResults(); i != e; ++i)
    out.push_back(getResult(i)->getType());
  return out;
}

OpResult *Operation::addResult(Type t) {
  markChanged();
  if (!extraResults)
    extraResults = std::make_unique<std::vector<std::unique_ptr<OpResult>>>();
  extraResults->emplace_back(new OpResult(this, getNumResults(), t));
  return extraResults->back().get();
}

void Operation::setAttr(llvm::StringRef attrName, Attribute value) {
  markChanged();
  attrs.set(getContext().intern(attrName), value);
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
  for (OpOperand &operand : getOpOperands())
    operand.set(nullptr);
  for (Region &region : getRegions())
    for (auto &b : region.blocks)
      for (Operation &nested : b->ops)
        nested.dropAllReferences();
}

bool Operation::use_empty() const {
  for (unsigned i = 0, e = getNumResults(); i != e; ++i)
    if (!getResult(i)->use_empty())
      return false;
  return true;
}

void Operation::walk(llvm::function_ref<void(Operation *)> fn,
                     bool postOrder) {
  if (!postOrder)
    fn(this);
  for (Region &region : getRegions())
    region.walk(fn, postOrder);
  if (postOrder)
    fn(this);
}

Operation *
Operation::clone(llvm::DenseMap<Value *, Value *> &mapping) const {
  llvm::SmallVector<Value *, 4> newOperands;
  for (unsigned i = 0; i != numOperands; ++i) {
    Value *v = operandStorage[i].get();
    auto it = mapping.find(v);
    newOperands.push_back(it == mapping.end() ? v : it->second);
  }
  Operation *copy = Operation::create(loc, name, getResultTypes(), newOperands,
                                      attrs, numRegions);
  for (unsigned i = 0, e = getNumResults(); i != e; ++i) {
    copy->getResult(i)->setName(getResult(i)->getName());
    mapping[getResult(i)] = copy->getResult(i);
  }
  for (unsigned r = 0; r != numRegions; ++r) {
    for (const auto &b : getRegion(r).blocks) {
      Block &nb = copy->getRegion(r).emplaceBlock();
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
    for (unsigned i = 0, e = op.getNumResults(); i != e; ++i)
      while (!op.getResult(i)->use_empty())
        op.getResult(i)->getUses().begin()->set(nullptr);
    op.destroy();
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
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    for (OpOperand &u : op->getResult(i)->getUses())
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
