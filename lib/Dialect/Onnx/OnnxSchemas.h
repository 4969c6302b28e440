//===- OnnxSchemas.h - libonnx's op schemas and tocc's newer ones ---------===//
//
// Private to lib/Dialect/Onnx: the only place (with OnnxInference.cpp and
// the writer/reader in lib/Target/Onnx) that sees libonnx's OpSchema class.
// The public face is tocc/Dialect/Onnx/OnnxDialect.h.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_DIALECT_ONNX_ONNXSCHEMAS_H
#define TOCC_LIB_DIALECT_ONNX_ONNXSCHEMAS_H

#include "tocc/IR/Context.h"
#include "tocc/IR/OpDef.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/IR/Types.h"

#include "onnx/defs/schema.h"

#include "llvm/ADT/StringRef.h"

#include <vector>

namespace tocc::onnx {

/// "" for ONNX's default domain, whichever way it is spelled ("ai.onnx").
llvm::StringRef normalizeDomain(llvm::StringRef domain);

/// The schema in effect for `opType` of `domain` at `version`: libonnx's
/// for versions up to kMaxLibOnnxOpset, else the newer of libonnx's last
/// one and tocc's own (OnnxSchemasBeyondLibOnnx.cpp). Null if the op does
/// not exist at that version.
const ::onnx::OpSchema *findSchema(llvm::StringRef domain,
                                   llvm::StringRef opType, int64_t version);

/// Adds tocc's schemas of the default-domain ops whose signature changed in
/// opsets kMaxLibOnnxOpset+1 .. kMaxOpset (OnnxSchemasBeyondLibOnnx.cpp);
/// each is finalized. Called once.
void buildSchemasBeyondLibOnnx(std::vector<::onnx::OpSchema> &out);

/// Registers `onnx.<OpType>` for every default-domain op type with a
/// schema, replacing the typed table's definition of the same name (its
/// verifier hook still runs, after the schema check).
void registerSchemaOps(Dialect &dialect, Context &ctx);

/// The ONNX type of a tocc value type, as libonnx's interned type string
/// (`tensor(float)`, `seq(tensor(int64))`); null when the element type is
/// unknown or the type has no ONNX counterpart.
::onnx::DataType onnxDataTypeOf(Type t);

/// Infers result types with the schema's own inference function
/// (OnnxInference.cpp); success without a change when the schema has none
/// or operand element types are not known yet.
LogicalResult inferWithSchema(InferenceContext &ic,
                              const ::onnx::OpSchema &schema);

} // namespace tocc::onnx

#endif
