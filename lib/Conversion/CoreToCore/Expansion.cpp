//===- Expansion.cpp - The registry of composite-op expansions -----------===//
#include "tocc/Conversion/CoreToCore/Expansion.h"

#include "Entries.h"

#include "llvm/Support/ErrorHandling.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Rewrite/Registry.h"
#include <map>

using namespace tocc;

/// Sorted by name, so listings come out in order; function-local so a
/// plugin registering early never sees an unconstructed table.
static OpRegistry<ExpansionFn> &registry() {
  static OpRegistry<ExpansionFn> entries("an", "expansion");
  return entries;
}

llvm::Error tocc::registerExpansion(llvm::StringRef opName, ExpansionFn fn,
                                    bool override) {
  // One spelling rule for both registries: `core::gelu` is `core.gelu`.
  return registry().add(opName, std::move(fn), override);
}

bool tocc::isExpansionRegistered(llvm::StringRef opName) {
  return lookupExpansion(opName) != nullptr;
}

const ExpansionFn *tocc::lookupExpansion(llvm::StringRef opName) {
  return registry().lookup(opName);
}

std::vector<std::string> tocc::getRegisteredExpansions() {
  return registry().names();
}

void expansion::addBuiltin(llvm::StringRef name, ExpansionFn fn) {
  if (llvm::Error err = registerExpansion(name, std::move(fn)))
    llvm::report_fatal_error(llvm::Twine("builtin expansion: ") +
                             llvm::toString(std::move(err)));
}

void tocc::registerCoreExpansions() {
  static bool registered = [] {
    expansion::registerActivationExpansions();
    expansion::registerReductionExpansions();
    expansion::registerNNExpansions();
    expansion::registerShapeExpansions();
    expansion::registerRNNExpansions();
    expansion::registerGridSampleExpansions();
    return true;
  }();
  (void)registered;
}

//===----------------------------------------------------------------------===//
// Helpers shared by the entries
//===----------------------------------------------------------------------===//

using namespace tocc::expansion;

double expansion::floatAttr(Operation *op, llvm::StringRef name, double dflt) {
  Attribute a = op->getAttr(name);
  if (a && a.isFloat())
    return a.getFloat();
  if (a && a.isInt())
    return double(a.getInt());
  return dflt;
}

int64_t expansion::intAttr(Operation *op, llvm::StringRef name, int64_t dflt) {
  Attribute a = op->getAttr(name);
  return a && a.isInt() ? a.getInt() : dflt;
}

bool expansion::boolAttr(Operation *op, llvm::StringRef name, bool dflt) {
  Attribute a = op->getAttr(name);
  return a && a.isBool() ? a.getBool() : dflt;
}

llvm::StringRef expansion::strAttr(Operation *op, llvm::StringRef name,
                                   llvm::StringRef dflt) {
  Attribute a = op->getAttr(name);
  return a && a.isString() ? a.getString() : dflt;
}

llvm::SmallVector<int64_t, 4> expansion::intsAttr(Operation *op,
                                                  llvm::StringRef name) {
  Attribute a = op->getAttr(name);
  if (a)
    if (auto v = a.getIntArray())
      return *v;
  return {};
}

FailureOr<DType> expansion::floatDTypeOf(Rewriter &rw, Value *v) {
  DType t = v->getType().isTensor() ? v->getType().getDType() : DType::Unknown;
  if (t == DType::Unknown)
    return rw.emitError() << "needs the dtype of its input to build its "
                             "constants, but it is unknown (give the "
                             "model's input types)";
  if (!isFloatDType(t))
    return rw.emitError() << "expands only float tensors, but the input is "
                          << dtypeName(t);
  return t;
}

FailureOr<int64_t> expansion::rankOf(Rewriter &rw, Value *v,
                                     llvm::StringRef what) {
  Type t = v->getType();
  if (t.isTensor() && t.hasRank())
    return t.getRank();
  return rw.emitError() << "needs the rank of " << what << ", but its type is "
                        << t.str();
}

Value *Emitter::c(double value) {
  return rw.createScalarConstant(dtype, value);
}

Value *Emitter::un(llvm::StringRef name, Value *x) {
  return rw.create(name, rw.unrankedTensorType(dtype), {x});
}

Value *Emitter::bin(llvm::StringRef name, Value *a, Value *b) {
  return rw.create(name, rw.unrankedTensorType(dtype), {a, b});
}

Value *Emitter::cmp(llvm::StringRef name, Value *a, Value *b) {
  return rw.create(name, rw.unrankedTensorType(DType::Bool), {a, b});
}

Value *Emitter::where(Value *cond, Value *a, Value *b) {
  return core::WhereOp::createTyped{rw, rw.unrankedTensorType(dtype), cond, a,
                                    b};
}

Value *Emitter::reduce(llvm::StringRef name, Value *x,
                       llvm::ArrayRef<int64_t> axes, bool keepdim) {
  return rw.create(name, rw.unrankedTensorType(x->getType().getDType()), {x},
                   {{"axes", rw.getI64ArrayAttr(axes)},
                    {"keepdim", rw.getBoolAttr(keepdim)}});
}

Value *Emitter::unsqueeze(Value *x, llvm::ArrayRef<int64_t> axes) {
  return core::UnsqueezeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, axes};
}

Value *Emitter::squeeze(Value *x, llvm::ArrayRef<int64_t> axes) {
  return core::SqueezeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, axes};
}

Value *Emitter::reshape(Value *x, Value *shape) {
  return core::ReshapeOp::createTyped{
      rw, rw.unrankedTensorType(x->getType().getDType()), x, shape};
}

Value *Emitter::shapeOf(Value *x) {
  return core::ShapeOfOp::createTyped{rw, rw.unrankedTensorType(DType::I64), x};
}

Value *Emitter::dims(Value *x, int64_t from, int64_t to) {
  Type t = x->getType();
  if (t.hasRank()) {
    llvm::SmallVector<int64_t, 4> known;
    for (int64_t i = from; i < to; ++i)
      if (t.getDims()[i].isStatic())
        known.push_back(t.getDims()[i].getStatic());
    if (int64_t(known.size()) == to - from)
      return rw.createI64Constant(known);
  }
  Value *shape = shapeOf(x);
  if (from == 0 && t.hasRank() && to == t.getRank())
    return shape;
  return core::SliceOp::createTyped{
      rw, rw.unrankedTensorType(DType::I64), shape,
      rw.createI64Constant({from}), rw.createI64Constant({to}),
      rw.createI64Constant({0}), rw.createI64Constant({1})};
}

Value *Emitter::concat(llvm::ArrayRef<Value *> xs, int64_t axis) {
  return core::ConcatOp::createTyped{
      rw, rw.unrankedTensorType(xs.front()->getType().getDType()), xs, axis};
}

Value *Emitter::cast(Value *x, DType to) { return rw.castTo(x, to); }
