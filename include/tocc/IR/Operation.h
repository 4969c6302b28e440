//===- Operation.h - SSA values, operations, blocks and regions ----------===//
//
// The core of the IR, in the style of MLIR: an Operation has a
// dialect-qualified name, operands (uses of Values), results (Values),
// attributes and nested Regions; a Region holds Blocks (tocc's IR is
// structured: one block per region); a Block holds arguments and an ordered
// list of Operations. Every Value keeps the list of its uses, so
// replaceAllUsesWith is O(uses).
//
// Memory (docs/design.md, "The IR in memory"): as in MLIR, an operation is
// one allocation holding the Operation, then its results, its regions and
// its operands (OpOperand, the use-list links), so a node with two operands
// and a result costs one malloc; operands move to a heap array only when
// they outgrow the count the op was created with, and results added later
// (addResult) are separate objects.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_IR_OPERATION_H
#define TOCC_IR_OPERATION_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Types.h"
#include "tocc/Support/Diagnostics.h"
#include "tocc/Support/Location.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/ilist_node.h"
#include "llvm/ADT/iterator_range.h"
#include "llvm/ADT/simple_ilist.h"

#include <memory>
#include <vector>

namespace tocc {

class Block;
class Context;
class Graph;
class Operation;
class OpOperand;
class Region;
class Value;
struct OpDef;
struct OperationNameImpl;

//===----------------------------------------------------------------------===//
// Values and uses
//===----------------------------------------------------------------------===//

/// A use of a Value by an Operation (one operand slot). Uses form an
/// intrusive doubly linked list hanging off the used Value.
class OpOperand {
public:
  OpOperand(const OpOperand &) = delete;
  OpOperand &operator=(const OpOperand &) = delete;

  Value *get() const { return value; }
  /// Points this operand at another value (or null), updating use lists.
  void set(Value *v);
  Operation *getOwner() const { return owner; }
  /// The slot's position in its owner's operand array (not stored).
  unsigned getOperandNumber() const;
  OpOperand *getNextUse() const { return next; }

private:
  friend class Operation;
  friend class Value;
  explicit OpOperand(Operation *owner) : owner(owner) {}
  void link();
  void unlink();
  /// Takes over `src`'s value and its place in the use list (this slot is
  /// empty); `src` is left empty. Moving operands keeps use-list order.
  void takeFrom(OpOperand &src);

  Value *value = nullptr;
  OpOperand *next = nullptr;
  OpOperand **prev = nullptr; // the pointer that points at this use
  Operation *owner;
};

/// Iterates the uses of a value.
class UseIterator
    : public llvm::iterator_facade_base<UseIterator, std::forward_iterator_tag,
                                        OpOperand> {
public:
  UseIterator(OpOperand *use = nullptr) : use(use) {}
  OpOperand &operator*() const { return *use; }
  UseIterator &operator++() {
    use = use->getNextUse();
    return *this;
  }
  bool operator==(const UseIterator &o) const { return use == o.use; }

private:
  OpOperand *use;
};

class Value {
public:
  enum Kind : uint8_t { OpResultKind, BlockArgumentKind };

  Value(const Value &) = delete;
  Value &operator=(const Value &) = delete;

  Kind getKind() const { return Kind(kind); }
  Type getType() const { return type; }
  /// Sets the type; a different type marks the defining op and the users
  /// as changed for the verifier (Operation::markChanged).
  void setType(Type t);

  /// The name hint used by the printer and by the ONNX writer (graph input,
  /// output and initializer names). Empty if none. Interned in the Context.
  llvm::StringRef getName() const { return {namePtr, nameLen}; }
  void setName(llvm::StringRef newName);

  /// The defining operation; null for block arguments.
  Operation *getDefiningOp() const;
  bool isBlockArgument() const { return kind == BlockArgumentKind; }
  /// The block that defines this value (the op's block for results).
  Block *getParentBlock() const;
  Location getLoc() const;
  Context &getContext() const;

  llvm::iterator_range<UseIterator> getUses() const {
    return {UseIterator(firstUse), UseIterator()};
  }
  /// The operations using this value (with repetition if used twice).
  auto getUsers() const {
    return llvm::map_range(getUses(),
                           [](OpOperand &u) { return u.getOwner(); });
  }
  bool use_empty() const { return firstUse == nullptr; }
  bool hasOneUse() const { return firstUse && !firstUse->getNextUse(); }
  unsigned getNumUses() const;

  /// Makes every use of this value use `other` instead.
  void replaceAllUsesWith(Value *other);
  /// Replaces the uses for which `shouldReplace` returns true.
  void replaceUsesWithIf(Value *other,
                         llvm::function_ref<bool(OpOperand &)> shouldReplace);

  void print(llvm::raw_ostream &os) const; // `%name : type`

protected:
  Value(Kind kind, Type type, unsigned index)
      : type(type), index(index), kind(kind) {}
  ~Value() = default;

private:
  friend class OpOperand;
  OpOperand *firstUse = nullptr;
  Type type;
  const char *namePtr = nullptr; // interned in the Context
  uint32_t nameLen = 0;

protected:
  /// The result number or the argument number (OpResult, BlockArgument).
  unsigned index : 31;

private:
  unsigned kind : 1;
};

class OpResult final : public Value {
public:
  Operation *getOwner() const { return owner; }
  unsigned getResultNumber() const { return index; }
  static bool classof(const Value *v) { return v->getKind() == OpResultKind; }

private:
  friend class Operation;
  OpResult(Operation *owner, unsigned index, Type type)
      : Value(OpResultKind, type, index), owner(owner) {}
  Operation *owner;
};

class BlockArgument final : public Value {
public:
  Block *getOwner() const { return owner; }
  unsigned getArgNumber() const { return index; }
  Location getArgLoc() const { return loc; }
  void setArgLoc(Location l) { loc = l; }
  static bool classof(const Value *v) {
    return v->getKind() == BlockArgumentKind;
  }

private:
  friend class Block;
  BlockArgument(Block *owner, unsigned index, Type type, Location loc)
      : Value(BlockArgumentKind, type, index), owner(owner), loc(loc) {}
  Block *owner;
  Location loc;
};

//===----------------------------------------------------------------------===//
// Operation names
//===----------------------------------------------------------------------===//

/// An interned op name (`core.add`), with its OpDef if the op is registered.
class OperationName {
public:
  OperationName() = default;
  explicit OperationName(const OperationNameImpl *impl) : impl(impl) {}
  llvm::StringRef getStringRef() const;
  /// The part before the first dot (`core`).
  llvm::StringRef getDialectNamespace() const;
  /// The OpDef, or null for an unregistered op.
  const OpDef *getDef() const;
  bool isRegistered() const { return getDef() != nullptr; }
  Context &getContext() const;
  bool operator==(OperationName o) const { return impl == o.impl; }
  bool operator!=(OperationName o) const { return impl != o.impl; }
  const OperationNameImpl *getImpl() const { return impl; }

private:
  const OperationNameImpl *impl = nullptr;
};

/// Bits of OpDef::traits.
enum OpTrait : uint32_t {
  /// No side effects: removable when unused, and CSE-able.
  Pure = 1u << 0,
  /// Operand order does not matter (CSE treats a op b == b op a).
  Commutative = 1u << 1,
  /// Ends a block; must be its last operation.
  Terminator = 1u << 2,
  /// Pure if every operation in its regions is pure (If, Loop).
  RecursivelyPure = 1u << 3,
  /// Regions may not use values defined outside of them.
  IsolatedFromAbove = 1u << 4,
  /// Results have the type of the first operand.
  SameOperandsAndResultType = 1u << 5,
  /// Must never be folded or removed even if unused (random, in-place).
  HasSideEffects = 1u << 6,
  /// Defined by a decomposition into other ops of its dialect, but kept
  /// whole until a pass decomposes it (core.gelu, core.layer_norm, ...).
  Composite = 1u << 7,
  /// Never replaced by its value by fold-constants, even when every
  /// operand is a constant (core.dequantize_linear: a quantized weight
  /// stays integer, dequantized at run time, as ONNX's QDQ form has it).
  NoFold = 1u << 8,
};

//===----------------------------------------------------------------------===//
// Operation
//===----------------------------------------------------------------------===//

class Operation final : public llvm::ilist_node<Operation> {
public:
  /// Creates a detached operation. Operands may be null only transiently.
  static Operation *create(Location loc, OperationName name,
                           llvm::ArrayRef<Type> resultTypes,
                           llvm::ArrayRef<Value *> operands,
                           const NamedAttrList &attrs, unsigned numRegions);
  /// Unlinks from its block (if any) and deletes. Results must be unused.
  void erase();
  /// Deletes a detached operation. Results must be unused.
  void destroy();
  /// Unlinks from its block without deleting.
  void remove();

  Context &getContext() const { return name.getContext(); }
  OperationName getName() const { return name; }
  /// Shortcut for getName().getStringRef().
  llvm::StringRef getNameStr() const { return name.getStringRef(); }
  const OpDef *getDef() const { return name.getDef(); }
  bool isRegistered() const { return getDef() != nullptr; }
  bool hasTrait(OpTrait t) const;
  /// Pure, or RecursivelyPure with every nested op pure.
  bool isSideEffectFree() const;

  Location getLoc() const { return loc; }
  void setLoc(Location l) { loc = l; }

  Block *getBlock() const { return block; }
  /// The op whose region contains this op; null at the top of a graph.
  Operation *getParentOp() const;
  Region *getParentRegion() const;
  Graph *getParentGraph() const;
  /// True if this op comes before `other` in the same block (O(1)
  /// amortized: blocks cache their op order).
  bool isBeforeInBlock(const Operation *other) const;
  /// True if this op is (transitively) inside a region of `ancestor`.
  bool isProperAncestor(const Operation *other) const;

  // Operands. Inserting, erasing or setting operands may move the
  // OpOperand slots (references to them do not survive it).
  unsigned getNumOperands() const { return numOperands; }
  Value *getOperand(unsigned i) const { return operandStorage[i].get(); }
  void setOperand(unsigned i, Value *v) { operandStorage[i].set(v); }
  OpOperand &getOpOperand(unsigned i) { return operandStorage[i]; }
  /// Replaces the whole operand list.
  void setOperands(llvm::ArrayRef<Value *> values);
  void insertOperand(unsigned i, Value *v);
  void eraseOperand(unsigned i);
  llvm::SmallVector<Value *, 4> getOperands() const;
  llvm::MutableArrayRef<OpOperand> getOpOperands() {
    return {operandStorage, numOperands};
  }

  // Results.
  unsigned getNumResults() const {
    return numInlineResults + (extraResults ? extraResults->size() : 0);
  }
  OpResult *getResult(unsigned i) const {
    if (i < numInlineResults)
      return const_cast<OpResult *>(getInlineResults()) + i;
    return (*extraResults)[i - numInlineResults].get();
  }
  llvm::SmallVector<Value *, 4> getResults() const;
  llvm::SmallVector<Type, 4> getResultTypes() const;
  /// Appends a result (e.g. when rewriting multi-output ops).
  OpResult *addResult(Type t);

  // Attributes.
  Attribute getAttr(llvm::StringRef attrName) const {
    return attrs.get(attrName);
  }
  bool hasAttr(llvm::StringRef attrName) const {
    return bool(attrs.get(attrName));
  }
  void setAttr(llvm::StringRef attrName, Attribute value);
  bool removeAttr(llvm::StringRef attrName) {
    markChanged();
    return attrs.erase(attrName);
  }
  const NamedAttrList &getAttrs() const { return attrs; }
  void setAttrs(const NamedAttrList &newAttrs);

  // Change tracking for the verifier. Every mutation through this API (an
  // operand set, an attribute, a result type, a move into or out of a
  // block, a block argument of a region) marks the op as changed, and the
  // users of its results where their checks read them; `verifyChanged`
  // then checks only the changed ops (docs/design.md, "Stage contracts").
  /// False if the op changed since the verifier last passed it.
  bool isVerified() const { return verified; }
  void setVerified(bool v) { verified = v; }
  void markChanged() { verified = false; }

  // Regions.
  unsigned getNumRegions() const { return numRegions; }
  Region &getRegion(unsigned i);
  const Region &getRegion(unsigned i) const;
  llvm::MutableArrayRef<Region> getRegions();

  /// Moves this op (linked or not) right before / after `other`.
  void moveBefore(Operation *other);
  void moveAfter(Operation *other);

  /// Drops every operand use here and in nested regions (before deletion of
  /// a group of ops that use each other).
  void dropAllReferences();
  /// True if no result has a use.
  bool use_empty() const;

  /// Visits this op and every nested op. Pre-order visits an op before its
  /// regions; post-order after (safe for erasing the visited op).
  void walk(llvm::function_ref<void(Operation *)> fn, bool postOrder = true);

  /// Deep copy: nested regions are cloned, operands defined outside are
  /// mapped through `mapping` (values not in it are kept), and the new
  /// results are added to `mapping`.
  Operation *clone(llvm::DenseMap<Value *, Value *> &mapping) const;

  /// Diagnostics at this op's location. emitOpError prefixes
  /// `'<op name>' op `.
  InFlightDiagnostic emitError(const llvm::Twine &msg = {});
  InFlightDiagnostic emitOpError(const llvm::Twine &msg = {});
  InFlightDiagnostic emitWarning(const llvm::Twine &msg = {});
  InFlightDiagnostic emitRemark(const llvm::Twine &msg = {});

  void print(llvm::raw_ostream &os) const;
  void dump() const;

  template <typename OpT> bool isa() const {
    return getNameStr() == OpT::getOperationName();
  }
  template <typename OpT> OpT dynCast() {
    return isa<OpT>() ? OpT(this) : OpT(nullptr);
  }

private:
  friend class Block;
  friend class OpOperand;
  Operation(Location loc, OperationName name)
      : loc(loc), name(name), numRegions(0), verified(false) {}
  ~Operation();

  // The allocation is [Operation][OpResult x numInlineResults]
  // [Region x numRegions][OpOperand x the created operand count].
  const OpResult *getInlineResults() const {
    return reinterpret_cast<const OpResult *>(this + 1);
  }
  OpResult *getInlineResults() {
    return reinterpret_cast<OpResult *>(this + 1);
  }
  Region *getRegionStorage() const;
  OpOperand *getTrailingOperands() const;
  /// Makes room for `n` operands, moving them to a heap array if needed.
  void reserveOperands(unsigned n);

  Location loc;
  OperationName name;
  Block *block = nullptr;
  /// The operands: the trailing array, or a heap array once they outgrew it.
  OpOperand *operandStorage = nullptr;
  /// Results added after creation (addResult), which cannot be trailing.
  std::unique_ptr<std::vector<std::unique_ptr<OpResult>>> extraResults;
  NamedAttrList attrs;
  mutable unsigned orderIndex = 0; // valid while the block's order is valid
  unsigned numOperands = 0;
  unsigned operandCapacity = 0;
  unsigned numInlineResults = 0;
  unsigned numRegions : 31;
  unsigned verified : 1;
};

inline unsigned OpOperand::getOperandNumber() const {
  return unsigned(this - owner->operandStorage);
}

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     const Operation &op) {
  op.print(os);
  return os;
}

//===----------------------------------------------------------------------===//
// Block and Region
//===----------------------------------------------------------------------===//

class Block {
public:
  using OpListType = llvm::simple_ilist<Operation>;
  using iterator = OpListType::iterator;
  using reverse_iterator = OpListType::reverse_iterator;

  Block() = default;
  Block(const Block &) = delete;
  Block &operator=(const Block &) = delete;
  /// Destroys every operation (dropping references first).
  ~Block();

  Region *getParent() const { return parent; }
  /// The op owning the region of this block; null for a graph's body.
  Operation *getParentOp() const;
  Graph *getParentGraph() const;

  // Arguments.
  BlockArgument *addArgument(Type type, Location loc = Location());
  BlockArgument *insertArgument(unsigned index, Type type,
                                Location loc = Location());
  /// Erases an argument; it must be unused.
  void eraseArgument(unsigned index);
  unsigned getNumArguments() const { return args.size(); }
  BlockArgument *getArgument(unsigned i) const { return args[i].get(); }
  llvm::SmallVector<Value *, 4> getArguments() const;
  llvm::SmallVector<Type, 4> getArgumentTypes() const;

  // Operations.
  OpListType &getOperations() { return ops; }
  iterator begin() { return ops.begin(); }
  iterator end() { return ops.end(); }
  reverse_iterator rbegin() { return ops.rbegin(); }
  reverse_iterator rend() { return ops.rend(); }
  bool empty() const { return ops.empty(); }
  Operation &front() { return ops.front(); }
  Operation &back() { return ops.back(); }
  size_t size() const { return ops.size(); }
  void push_back(Operation *op) { insert(end(), op); }
  void push_front(Operation *op) { insert(begin(), op); }
  /// Inserts a detached op before `pos`.
  void insert(iterator pos, Operation *op);
  /// The last op if it is a terminator, else null.
  Operation *getTerminator();

  /// Visits every op in this block and nested regions (see Operation::walk).
  void walk(llvm::function_ref<void(Operation *)> fn, bool postOrder = true);

private:
  friend class Operation;
  friend class Region;
  void invalidateOrder() { orderValid = false; }
  void recomputeOrder() const;

  Region *parent = nullptr;
  OpListType ops;
  std::vector<std::unique_ptr<BlockArgument>> args;
  mutable bool orderValid = false;
};

/// A list of blocks owned by an operation or a graph. tocc's IR is
/// structured control flow, so the verifier requires exactly one block in
/// every region of a registered op (If's branches, Loop's body).
class Region {
public:
  Region() = default;
  explicit Region(Operation *parentOp) : parentOp(parentOp) {}
  explicit Region(Graph *parentGraph) : parentGraph(parentGraph) {}

  Operation *getParentOp() const { return parentOp; }
  Graph *getParentGraph() const;

  bool empty() const { return blocks.empty(); }
  size_t size() const { return blocks.size(); }
  Block &front() { return *blocks.front(); }
  const Block &front() const { return *blocks.front(); }
  Block &getBlock(unsigned i) { return *blocks[i]; }
  /// Appends a new empty block and returns it.
  Block &emplaceBlock();
  /// Moves the blocks of `other` to the end of this region.
  void takeBody(Region &other);
  auto getBlocks() {
    return llvm::map_range(blocks, [](std::unique_ptr<Block> &b) -> Block & {
      return *b;
    });
  }

  void walk(llvm::function_ref<void(Operation *)> fn, bool postOrder = true);

private:
  friend class Operation;
  friend class Graph;
  Operation *parentOp = nullptr;
  Graph *parentGraph = nullptr;
  std::vector<std::unique_ptr<Block>> blocks;
};

inline Region *Operation::getRegionStorage() const {
  return reinterpret_cast<Region *>(const_cast<OpResult *>(getInlineResults()) +
                                    numInlineResults);
}
inline OpOperand *Operation::getTrailingOperands() const {
  return reinterpret_cast<OpOperand *>(getRegionStorage() + numRegions);
}
inline Region &Operation::getRegion(unsigned i) {
  return getRegionStorage()[i];
}
inline const Region &Operation::getRegion(unsigned i) const {
  return getRegionStorage()[i];
}
inline llvm::MutableArrayRef<Region> Operation::getRegions() {
  return {getRegionStorage(), numRegions};
}

/// A typed view of an operation of a known kind; the generated per-dialect
/// classes (core::AddOp, ...) derive from it. A null view converts to false.
class OpView {
public:
  OpView(Operation *op = nullptr) : op(op) {}
  explicit operator bool() const { return op != nullptr; }
  Operation *getOperation() const { return op; }
  Operation *operator->() const { return op; }
  operator Operation *() const { return op; }
  Location getLoc() const { return op->getLoc(); }

protected:
  Operation *op;
};

} // namespace tocc

#endif // TOCC_IR_OPERATION_H
