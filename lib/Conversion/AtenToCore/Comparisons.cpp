//===- Comparisons.cpp - Decompositions of comparisons and logic ops -----===//
//
// Comparisons promote their operands like arithmetic (torch.result_type)
// and compare in that dtype; the result is bool. Logical ops take any
// dtype as truth values (x != 0), bitwise ops integers and bools.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <string>

using namespace tocc;
using namespace tocc::detail;

namespace {

// logical_op(a, b) = core.logical_op(a != 0, b != 0)
ValueBuilder logicalBuilder(llvm::StringRef coreName) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<Value *> lhs = rw.readTensor(0), rhs = rw.readTensor(1);
    if (failed(lhs) || failed(rhs))
      return failure();
    if (failed(knownDType(rw, *lhs)) || failed(knownDType(rw, *rhs)))
      return failure();
    return createOp(rw, name,
                    {rw.castTo(*lhs, DType::Bool), rw.castTo(*rhs, DType::Bool)});
  };
}

// logical_not(x) = core.logical_not(x != 0)
FailureOr<Value *> buildLogicalNot(Rewriter &rw, Operation *) {
  FailureOr<Value *> x = rw.readTensor(0);
  if (failed(x) || failed(knownDType(rw, *x)))
    return failure();
  return core::LogicalNotOp::create{rw, rw.castTo(*x, DType::Bool)};
}

// bitwise_op(a, b) = core.bitwise_op in the promoted dtype, which must be
// an integer or bool (as in torch)
ValueBuilder bitwiseBuilder(llvm::StringRef coreName, bool lhsScalar,
                            bool rhsScalar) {
  std::string name = coreName.str();
  return [=](Rewriter &rw, Operation *) -> FailureOr<Value *> {
    FailureOr<PromotedPair> p = promoteBinary(rw, lhsScalar, rhsScalar);
    if (failed(p))
      return failure();
    if (p->dtype != DType::Bool && !isIntegerDType(p->dtype))
      return rw.emitError() << "takes integer or bool operands, but they "
                               "promote to "
                            << dtypeName(p->dtype);
    return createOp(rw, name, {p->lhs, p->rhs});
  };
}

// bitwise_not(x) = ~x on integers, not x on bools
FailureOr<Value *> buildBitwiseNot(Rewriter &rw, Operation *) {
  FailureOr<TypedTensor> x = readTypedTensor(rw, 0);
  if (failed(x))
    return failure();
  if (x->dtype == DType::Bool)
    return core::LogicalNotOp::create{rw, x->value};
  if (!isIntegerDType(x->dtype))
    return rw.emitError() << "takes an integer or bool tensor, not "
                          << dtypeName(x->dtype);
  return core::BitwiseNotOp::create{rw, x->value};
}

} // namespace

void detail::registerComparisonDecompositions() {
  // Each comparison, its Tensor and Scalar overloads, their in-place forms
  // (the bool result stored in self's dtype) and torch's aliases.
  struct Comparison {
    const char *name;
    llvm::StringRef core;
    const char *alias;
  };
  static const Comparison comparisons[] = {
      {"eq", core::EqOp::getOperationName(), nullptr},
      {"ne", core::NeOp::getOperationName(), "not_equal"},
      {"lt", core::LtOp::getOperationName(), "less"},
      {"le", core::LeOp::getOperationName(), "less_equal"},
      {"gt", core::GtOp::getOperationName(), "greater"},
      {"ge", core::GeOp::getOperationName(), "greater_equal"},
  };
  for (const Comparison &c : comparisons) {
    std::string base = std::string("aten::") + c.name;
    addElementwise(base + ".Tensor", base + "_.Tensor",
                   binaryBuilder(c.core, false, false));
    addElementwise(base + ".Scalar", base + "_.Scalar",
                   binaryBuilder(c.core, false, true));
    if (!c.alias)
      continue;
    std::string alias = std::string("aten::") + c.alias;
    addElementwise(alias + ".Tensor", "", binaryBuilder(c.core, false, false));
    addElementwise(alias + ".Scalar", "", binaryBuilder(c.core, false, true));
  }

  static const std::pair<const char *, llvm::StringRef> logical[] = {
      {"and", core::LogicalAndOp::getOperationName()},
      {"or", core::LogicalOrOp::getOperationName()},
      {"xor", core::LogicalXorOp::getOperationName()}};
  for (auto [op, core] : logical) {
    std::string name = std::string("aten::logical_") + op;
    addElementwise(name, name + "_", logicalBuilder(core));
  }
  addElementwise("aten::logical_not", "aten::logical_not_", buildLogicalNot);

  // bitwise_op and Python's &, |, ^ (__and__, in place __iand__).
  static const std::pair<const char *, llvm::StringRef> bitwise[] = {
      {"and", core::BitwiseAndOp::getOperationName()},
      {"or", core::BitwiseOrOp::getOperationName()},
      {"xor", core::BitwiseXorOp::getOperationName()}};
  for (auto [op, core] : bitwise) {
    std::string name = std::string("aten::bitwise_") + op;
    addElementwise(name + ".Tensor", name + "_.Tensor",
                   bitwiseBuilder(core, false, false));
    addElementwise(name + ".Scalar", name + "_.Scalar",
                   bitwiseBuilder(core, false, true));
    addElementwise(name + ".Scalar_Tensor", "",
                   bitwiseBuilder(core, true, false));
    std::string dunder = std::string("aten::__") + op + "__";
    std::string inPlaceDunder = std::string("aten::__i") + op + "__";
    addElementwise(dunder + ".Tensor", inPlaceDunder + ".Tensor",
                   bitwiseBuilder(core, false, false));
    addElementwise(dunder + ".Scalar", inPlaceDunder + ".Scalar",
                   bitwiseBuilder(core, false, true));
  }
  addElementwise("aten::bitwise_not", "aten::bitwise_not_", buildBitwiseNot);
}
