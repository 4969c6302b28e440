//===- Builder.cpp - Creating and inserting operations -------------------===//
#include "tocc/IR/Builder.h"

using namespace tocc;

Operation *Builder::insert(Operation *op) {
  if (block)
    block->insert(point, op);
  return op;
}

Operation *Builder::create(const OperationState &state) {
  NamedAttrList attrs;
  for (const NamedAttribute &na : state.attrs)
    attrs.set(ctx->intern(na.name), na.value);
  return insert(Operation::create(state.loc, state.name, state.types,
                                  state.operands, attrs, state.numRegions));
}

Operation *Builder::create(Location loc, llvm::StringRef name,
                           llvm::ArrayRef<Type> resultTypes,
                           llvm::ArrayRef<Value *> operands,
                           llvm::ArrayRef<NamedAttribute> attrs,
                           unsigned numRegions) {
  OperationState state(loc, ctx->getOperationName(name));
  state.addTypes(resultTypes);
  state.addOperands(operands);
  for (const NamedAttribute &na : attrs)
    state.attrs.set(ctx->intern(na.name), na.value);
  state.numRegions = numRegions;
  return create(state);
}
