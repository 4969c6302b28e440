//===- Linalg.cpp - Decompositions of matrix products --------------------===//
#include "Entries.h"

#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::detail;

namespace {

// matmul(self, other) = numpy.matmul(self, other)
LogicalResult decomposeMatmul(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  Value *r = rw.create("core.matmul", op->getResult(0)->getType(),
                       {*self, *other});
  rw.replaceOp(op, {r});
  return success();
}

// linear(input, weight, bias) = matmul(input, transpose(weight)) + bias
// (core has no linear op yet; lowering may fuse this back into Gemm).
LogicalResult decomposeLinear(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> input = rw.readTensor(0), weight = rw.readTensor(1);
  if (failed(input) || failed(weight))
    return failure();
  FailureOr<int64_t> wRank = rw.readRank(1);
  if (failed(wRank))
    return failure();
  Type wType = (*weight)->getType();
  DType dt = wType.getDType();
  Value *wT = *weight;
  if (*wRank == 2) {
    Type tType = rw.getContext().getTensorType(
        dt, llvm::ArrayRef<Dim>{wType.getDims()[1], wType.getDims()[0]});
    wT = rw.create("core.transpose", tType, {*weight},
                   {{"perm", rw.getI64ArrayAttr({1, 0})}});
  } else if (*wRank != 1) {
    return rw.emitError() << rw.describeOperand(1)
                          << " must be 1-D or 2-D, but it has rank " << *wRank;
  }
  Type resultType = op->getResult(0)->getType();
  bool hasBias = !rw.isNone(2);
  Value *product = rw.create(
      "core.matmul",
      hasBias ? rw.unrankedTensorType(resultDTypeOr(op, dt)) : resultType,
      {*input, wT});
  if (!hasBias) {
    rw.replaceOp(op, {product});
    return success();
  }
  FailureOr<Value *> bias = rw.readTensor(2);
  if (failed(bias))
    return failure();
  Value *r = rw.create("core.add", resultType, {product, *bias});
  rw.replaceOp(op, {r});
  return success();
}

} // namespace

void detail::registerLinalgDecompositions() {
  addBuiltin("aten::matmul", decomposeMatmul);
  addBuiltin("aten::linear", decomposeLinear);
}
