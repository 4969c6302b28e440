//===- CoreShapes.cpp - Shape functions of the core ops --------------------===//
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Shape/ShapeFunctions.h"

#include <cstring>

using namespace tocc;
using shape::ExprRef;

/// Reads element i of a dense integer constant.
static std::optional<int64_t> readInt(Attribute dense, int64_t i) {
  llvm::ArrayRef<char> raw = dense.getRawData();
  auto get = [&](auto zero) -> int64_t {
    decltype(zero) v;
    std::memcpy(&v, raw.data() + i * sizeof(v), sizeof(v));
    return int64_t(v);
  };
  switch (dense.getDenseType().getDType()) {
  case DType::I8:
    return get(int8_t());
  case DType::I16:
    return get(int16_t());
  case DType::I32:
    return get(int32_t());
  case DType::I64:
    return get(int64_t());
  case DType::U8:
    return get(uint8_t());
  case DType::U16:
    return get(uint16_t());
  case DType::U32:
    return get(uint32_t());
  case DType::Bool:
    return get(uint8_t()) != 0;
  default:
    return std::nullopt;
  }
}

// constant: the value's type; small integer constants also become known
// values, so shapes computed from them (reshape targets) stay exact.
static LogicalResult inferConstant(InferenceContext &ic) {
  Attribute value = core::ConstantOp(ic.getOp()).getValueAttr();
  Type t = value.getDenseType();
  ic.setResultType(0, t);
  int64_t n = *t.getNumElements();
  if (value.isElided() || n > 64 || t.getRank() > 1)
    return success();
  llvm::SmallVector<ExprRef, 4> vals;
  for (int64_t i = 0; i != n; ++i) {
    std::optional<int64_t> v = readInt(value, i);
    if (!v)
      return success();
    vals.push_back(ic.getConstant(*v));
  }
  ic.setResultValues(0, vals);
  return success();
}

// matmul: numpy.matmul, with batch broadcasting.
static LogicalResult inferMatmul(InferenceContext &ic) {
  Type lhs = ic.getOperandType(0), rhs = ic.getOperandType(1);
  DType dt = lhs.getDType() != DType::Unknown ? lhs.getDType()
                                               : rhs.getDType();
  if (lhs.getDType() != DType::Unknown && rhs.getDType() != DType::Unknown &&
      lhs.getDType() != rhs.getDType())
    return ic.emitOpError() << "operands have different element types ("
                            << dtypeName(lhs.getDType()) << " and "
                            << dtypeName(rhs.getDType()) << ")";
  auto a = ic.getOperandShape(0), b = ic.getOperandShape(1);
  if (!a || !b) {
    ic.setResultType(0, ic.getContext().getUnrankedTensorType(dt));
    return success();
  }
  auto out = shape::matmulShape(ic.getEnv(), *a, *b);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

// max_pool: leading (batch, channel) dims pass through; each spatial dim is
// poolOutputSize with the op's strides (default 1), pads (begin..., end...),
// dilations (default 1) and ceil_mode.
static LogicalResult inferMaxPool(InferenceContext &ic) {
  core::MaxPoolOp pool(ic.getOp());
  Type in = ic.getOperandType(0);
  auto dims = ic.getOperandShape(0);
  if (!dims) {
    ic.setResultType(0, in);
    return success();
  }
  llvm::SmallVector<int64_t, 4> kernel = pool.getKernelShape();
  size_t k = kernel.size(), lead = dims->size() - k;
  auto strides = pool.getStrides().value_or(
      llvm::SmallVector<int64_t, 4>(k, 1));
  auto dilations = pool.getDilations().value_or(
      llvm::SmallVector<int64_t, 4>(k, 1));
  auto pads = pool.getPads().value_or(llvm::SmallVector<int64_t, 4>(2 * k, 0));
  llvm::SmallVector<ExprRef, 4> out(dims->begin(), dims->begin() + lead);
  for (size_t i = 0; i != k; ++i) {
    auto d = shape::poolOutputSize(
        ic.getEnv(), (*dims)[lead + i], ic.getConstant(kernel[i]),
        ic.getConstant(strides[i]), ic.getConstant(pads[i]),
        ic.getConstant(pads[k + i]), ic.getConstant(dilations[i]),
        pool.getCeilMode());
    if (!d)
      return ic.fail(d.takeError());
    out.push_back(*d);
  }
  ic.setResultShape(0, in.getDType(), out);
  return success();
}

void core::attachCoreShapeFunctions(Dialect &dialect) {
  bool ok = attachShapeFunctions(
      dialect, {
                   {"core.constant", inferConstant},
                   {"core.add", inferBroadcastSameDType},
                   {"core.sub", inferBroadcastSameDType},
                   {"core.mul", inferBroadcastSameDType},
                   {"core.div", inferBroadcastSameDType},
                   {"core.relu", inferSameAsFirstOperand},
                   {"core.matmul", inferMatmul},
                   {"core.max_pool", inferMaxPool},
               });
  assert(ok && "shape function for an op the core table does not declare");
  (void)ok;
}
