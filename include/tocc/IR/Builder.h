//===- Builder.h - Creating operations at an insertion point -------------===//
#ifndef TOCC_IR_BUILDER_H
#define TOCC_IR_BUILDER_H

#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/Operation.h"

#include <initializer_list>
#include <optional>
#include <vector>

namespace tocc {

/// Everything needed to create an operation; generated `build` functions
/// fill one in.
struct OperationState {
  OperationState(Location loc, OperationName name) : loc(loc), name(name) {}
  Location loc;
  OperationName name;
  llvm::SmallVector<Value *, 4> operands;
  llvm::SmallVector<Type, 2> types;
  NamedAttrList attrs;
  unsigned numRegions = 0;

  void addOperands(llvm::ArrayRef<Value *> vs) {
    operands.append(vs.begin(), vs.end());
  }
  void addTypes(llvm::ArrayRef<Type> ts) { types.append(ts.begin(), ts.end()); }
  void addAttribute(llvm::StringRef n, Attribute a) { attrs.set(n, a); }
};

/// An optional list argument of a generated create(): absent by default
/// (`{}`), else the values given (`{0, 1}`, an ArrayRef, a SmallVector). An
/// empty list that is present is `llvm::ArrayRef<T>()`.
template <typename T> class OptionalList {
public:
  OptionalList() = default;
  OptionalList(std::nullopt_t) {}
  OptionalList(std::initializer_list<T> values)
      : present(true), values(values) {}
  OptionalList(llvm::ArrayRef<T> values)
      : present(true), values(values.begin(), values.end()) {}
  OptionalList(const llvm::SmallVectorImpl<T> &values)
      : present(true), values(values.begin(), values.end()) {}
  OptionalList(const std::vector<T> &values)
      : present(true), values(values.begin(), values.end()) {}
  explicit operator bool() const { return present; }
  llvm::ArrayRef<T> operator*() const { return values; }

private:
  bool present = false;
  llvm::SmallVector<T, 4> values;
};

/// Creates operations at an insertion point (before an op, or at the end or
/// start of a block). Attribute names are interned for you.
class Builder {
public:
  explicit Builder(Context &ctx) : ctx(&ctx) {}
  /// Inserts before `op`.
  explicit Builder(Operation *op) : ctx(&op->getContext()) {
    setInsertionPoint(op);
  }

  Context &getContext() const { return *ctx; }

  void setInsertionPoint(Operation *op) {
    block = op->getBlock();
    point = Block::iterator(*op);
  }
  void setInsertionPointAfter(Operation *op) {
    block = op->getBlock();
    point = std::next(Block::iterator(*op));
  }
  void setInsertionPointToEnd(Block *b) {
    block = b;
    point = b->end();
  }
  void setInsertionPointToStart(Block *b) {
    block = b;
    point = b->begin();
  }
  void clearInsertionPoint() { block = nullptr; }
  Block *getInsertionBlock() const { return block; }

  /// Creates an op from a state and inserts it (if there is a block).
  Operation *create(const OperationState &state);
  /// Creates an op by name.
  Operation *create(Location loc, llvm::StringRef name,
                    llvm::ArrayRef<Type> resultTypes,
                    llvm::ArrayRef<Value *> operands,
                    llvm::ArrayRef<NamedAttribute> attrs = {},
                    unsigned numRegions = 0);
  /// Creates an op through a generated class's static build function:
  /// `b.create<core::AddOp>(loc, type, lhs, rhs)`.
  template <typename OpT, typename... Args>
  OpT create(Location loc, Args &&...args) {
    OperationState state(loc, ctx->getOperationName(OpT::getOperationName()));
    OpT::build(*this, state, std::forward<Args>(args)...);
    return OpT(create(state));
  }
  /// Inserts an existing detached op.
  Operation *insert(Operation *op);

  // Shorthands.
  Attribute getI64Attr(int64_t v) { return ctx->getIntAttr(v); }
  Attribute getF64Attr(double v) { return ctx->getFloatAttr(v); }
  Attribute getBoolAttr(bool v) { return ctx->getBoolAttr(v); }
  Attribute getStringAttr(llvm::StringRef s) { return ctx->getStringAttr(s); }
  Attribute getI64ArrayAttr(llvm::ArrayRef<int64_t> v) {
    return ctx->getIntArrayAttr(v);
  }
  Type getTensorType(DType dt, llvm::ArrayRef<int64_t> dims) {
    return ctx->getTensorType(dt, dims);
  }

private:
  Context *ctx;
  Block *block = nullptr;
  Block::iterator point;
};

} // namespace tocc

#endif // TOCC_IR_BUILDER_H
