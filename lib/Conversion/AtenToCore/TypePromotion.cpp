//===- TypePromotion.cpp - torch's result dtype of mixed operands ---------===//
//
// at::native::result_type, from torch's documented semantics ("Type
// promotion" in the torch docs): operands fall into three priority classes,
// tensors with dims, 0-d tensors and wrapped numbers (Python scalars). Each
// class is promoted within itself with torch.promote_types; a lower class
// changes the result only when its category (bool < integral < floating <
// complex) is higher than the higher class's. A Python float is the default
// dtype (f32), a Python int i64, a Python bool bool.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Decomposition.h"

#include "tocc/Dialect/Aten/AtenDialect.h"

using namespace tocc;

namespace {

using Category = aten::DTypeCategory;

/// Combines the result of a higher priority class with a lower one:
/// the lower counts only if its category is higher. Absent classes are
/// nullopt.
std::optional<DType> combine(std::optional<DType> higher,
                             std::optional<DType> lower) {
  if (!higher)
    return lower;
  if (!lower)
    return higher;
  if (*aten::dtypeCategory(*lower) > *aten::dtypeCategory(*higher))
    return aten::promoteTypes(*higher, *lower);
  return higher;
}

} // namespace

PromotionOperand tocc::promotionOperandOf(Type tensorType) {
  PromotionKind kind = tensorType.hasRank() && tensorType.getRank() == 0
                           ? PromotionKind::ZeroDimTensor
                           : PromotionKind::Tensor;
  return {tensorType.getDType(), kind};
}

PromotionOperand tocc::wrappedScalar(DType kindDType) {
  DType dtype = DType::I64;
  if (kindDType == DType::Unknown)
    dtype = DType::Unknown;
  else if (kindDType == DType::Bool)
    dtype = DType::Bool;
  else if (isFloatDType(kindDType))
    dtype = DType::F32; // torch.get_default_dtype()
  else if (kindDType == DType::C64 || kindDType == DType::C128)
    dtype = DType::C64; // the default complex dtype
  return {dtype, PromotionKind::WrappedScalar};
}

std::optional<DType>
tocc::promoteResultType(llvm::ArrayRef<PromotionOperand> ops) {
  bool unknown = false;
  std::optional<DType> classes[3];
  for (const PromotionOperand &o : ops) {
    if (o.dtype == DType::Unknown) {
      unknown = true;
      continue;
    }
    if (!aten::dtypeCategory(o.dtype))
      return std::nullopt;
    std::optional<DType> &slot = classes[unsigned(o.kind)];
    if (!slot) {
      slot = o.dtype;
      continue;
    }
    std::optional<DType> p = aten::promoteTypes(*slot, o.dtype);
    if (!p)
      return std::nullopt;
    slot = *p;
  }
  if (unknown)
    return DType::Unknown;
  std::optional<DType> r =
      combine(classes[0], combine(classes[1], classes[2]));
  if (!r)
    return DType::Unknown; // no operands
  return r;
}
