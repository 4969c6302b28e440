//===- CoreShapes.cpp - Attaching the core shape functions; their helpers -===//
//
// One shape function per core op, over the rules of tocc/Shape, in three
// files by op family. Integer values of host ints and of small integer
// tensors (dim, shape_of, constants and the arithmetic on them) are followed
// too, so that a reshape or slice whose operand was computed from shapes
// infers exactly.
//
//===----------------------------------------------------------------------===//
#include "CoreShapes.h"

using namespace tocc;
using shape::ExprRef;
using shape::Truth;

static bool inClass(DType d, core::DTypeClass c) {
  using core::DTypeClass;
  switch (c) {
  case DTypeClass::Any:
    return true;
  case DTypeClass::Float:
    return isFloatDType(d);
  case DTypeClass::Numeric:
    return isFloatDType(d) || isIntegerDType(d);
  case DTypeClass::Integer:
    return isIntegerDType(d);
  case DTypeClass::IntegerOrBool:
    return isIntegerDType(d) || d == DType::Bool;
  case DTypeClass::Bool:
    return d == DType::Bool;
  }
  return false;
}

static llvm::StringRef className(core::DTypeClass c) {
  using core::DTypeClass;
  switch (c) {
  case DTypeClass::Any:
    return "any";
  case DTypeClass::Float:
    return "a float";
  case DTypeClass::Numeric:
    return "a numeric (not bool)";
  case DTypeClass::Integer:
    return "an integer";
  case DTypeClass::IntegerOrBool:
    return "an integer or bool";
  case DTypeClass::Bool:
    return "the bool";
  }
  return "";
}

LogicalResult core::requireDType(InferenceContext &ic, unsigned i,
                                 DTypeClass c, llvm::StringRef name) {
  if (!isPresent(ic, i))
    return success();
  DType d = dtypeOf(ic, i);
  if (d == DType::Unknown || inClass(d, c))
    return success();
  return ic.emitOpError() << name << " must have " << className(c)
                          << " dtype, got " << ic.getOperandType(i).str();
}

llvm::FailureOr<int64_t> core::normalizeAxisOf(InferenceContext &ic,
                                               int64_t axis, size_t rank) {
  auto a = shape::normalizeAxis(axis, rank);
  if (!a) {
    llvm::consumeError(a.takeError());
    return ic.emitOpError() << "axis " << axis
                            << " is out of range for rank " << rank;
  }
  return *a;
}

LogicalResult core::requireVector(InferenceContext &ic, unsigned i,
                                  llvm::StringRef name, ExprRef length) {
  auto s = ic.getOperandShape(i);
  if (!s)
    return success();
  if (s->size() != 1)
    return ic.emitOpError() << name << " must be 1-D, got "
                            << ic.getOperandType(i).str();
  if (!length || !(*s)[0])
    return success();
  if (ic.getEnv().isEq((*s)[0], length) == Truth::False)
    return ic.emitOpError() << name << " has " << exprStr((*s)[0])
                            << " entries, expected " << exprStr(length);
  return success();
}

void core::setSameDimsWithDType(InferenceContext &ic, unsigned i, Type from,
                                DType dt) {
  if (!from || !from.isTensor() || !from.hasRank()) {
    setUnranked(ic, dt, i);
    return;
  }
  llvm::SmallVector<ExprRef, 4> dims;
  for (Dim d : from.getDims())
    dims.push_back(d.getExpr());
  ic.setResultShape(i, dt, dims);
}

void core::attachCoreShapeFunctions(Dialect &dialect) {
  attachElementwiseShapeFunctions(dialect);
  attachNNShapeFunctions(dialect);
  attachShapeOpShapeFunctions(dialect);
}
