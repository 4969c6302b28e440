//===- AtenDialect.h - The aten dialect: registration and dtype rules ----===//
#ifndef TOCC_DIALECT_ATEN_ATENDIALECT_H
#define TOCC_DIALECT_ATEN_ATENDIALECT_H

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/OpDef.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>

// The op classes (aten::AddTensorOp, ...) are in AtenOps.h: the generated
// aten table has ~3,600 of them, seconds of parsing for every includer.

namespace tocc::aten {

/// Creates the aten dialect in `ctx` and adds its ops.
void loadAtenDialect(Context &ctx);
/// Gives aten ops their shape functions (AtenShapes.cpp).
void attachAtenShapeFunctions(Dialect &dialect);

//===--- Torch's dtype rules ----------------------------------------------===//

/// torch's dtype categories, in promotion order.
enum class DTypeCategory { Bool, Integral, Floating, Complex };

/// The category of `t`; nullopt for an unknown dtype or one torch 1.13
/// lacks (u16, u32, u64, str).
std::optional<DTypeCategory> dtypeCategory(DType t);

/// torch.promote_types. DType::Unknown if either is unknown; nullopt for a
/// pair torch cannot promote (a dtype torch lacks: u16, u32, u64, str).
std::optional<DType> promoteTypes(DType a, DType b);

/// torch.result_type of tensor operands: bool < integral < floating <
/// complex; a 0-d tensor takes part only if its category is higher than
/// that of the tensors with dims (so `f32[n] + f64[]` is f32, but
/// `i64[n] + f64[]` is f64). An unranked operand counts both ways; if the
/// answers differ, or a dtype is unknown, the result is DType::Unknown.
/// nullopt when torch has no result type for them (a dtype torch lacks).
/// Results tocc cannot represent (complex32) are DType::Unknown.
std::optional<DType> resultType(llvm::ArrayRef<Type> tensorTypes);

/// The DType of a c10::ScalarType code as TorchScript passes it (`dtype=6`
/// is f32); nullopt for codes without a tocc dtype (complex32, quantized).
std::optional<DType> dtypeFromScalarType(int64_t code);

} // namespace tocc::aten

#endif
