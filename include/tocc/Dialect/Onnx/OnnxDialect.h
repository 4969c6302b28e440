//===- OnnxDialect.h - The onnx dialect's ops and registration ----------===//
#ifndef TOCC_DIALECT_ONNX_ONNXDIALECT_H
#define TOCC_DIALECT_ONNX_ONNXDIALECT_H

#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/OpDef.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <utility>

#include "tocc/Dialect/Onnx/OnnxOps.h.inc"

namespace tocc::onnx {

/// Creates the onnx dialect in `ctx` and adds its ops.
void loadOnnxDialect(Context &ctx);
/// Gives every onnx op its shape function: tocc's own (OnnxShapes.cpp) for
/// the schema versions it was written for, else libonnx's per-op inference
/// (OnnxInference.cpp).
void attachOnnxShapeFunctions(Dialect &dialect);

//===--- Opsets ------------------------------------------------------------===//
// A module's opsets are its attribute `onnx.opset_import`, an array of
// [domain, version] pairs (`[["", 17], ["com.microsoft", 1]]`); the default
// domain is "" (ONNX's "ai.onnx" is accepted as its alias). Without the
// attribute, or without an entry for "", the default domain is at
// kDefaultOpset.

/// The opset tocc targets when nobody says otherwise.
constexpr int64_t kDefaultOpset = 17;
/// The newest default-domain opset libonnx 1.12 has schemas (and the
/// checker) for; later opsets come from tocc's own schemas of the ops whose
/// signature changed (docs/opsets.md).
constexpr int64_t kMaxLibOnnxOpset = 17;
/// The newest default-domain opset tocc knows.
constexpr int64_t kMaxOpset = 23;
/// The oldest target opset tocc lowers to.
constexpr int64_t kMinTargetOpset = 9;

/// Every [domain, version] entry of `onnx.opset_import`, in order.
llvm::SmallVector<std::pair<std::string, int64_t>, 2>
getOpsetImports(const Module &module);
/// The module's version of `domain` (kDefaultOpset for "" when absent;
/// nullopt for another domain without an entry).
std::optional<int64_t> getOpsetVersion(const Module &module,
                                       llvm::StringRef domain = "");
/// Sets (adds or replaces) the entry of `domain` in `onnx.opset_import`.
void setOpsetImport(Module &module, llvm::StringRef domain, int64_t version);

//===--- Ops and their schemas ----------------------------------------------===//
// Every op of libonnx's OpSchemaRegistry in the default domain is
// `onnx.<OpType>`, registered from the registry (OnnxSchemas.cpp):
// operands and results are ONNX's inputs and outputs positionally (an
// absent optional input before a present one is a `none` value), and
// attributes are the node's attributes (GRAPH attributes are regions: If's
// then_branch and else_branch, the body of Loop and Scan). Ops of other
// domains are `onnx.custom` with the attributes `onnx.domain` and
// `onnx.op_type`. Each op is verified against the schema of its domain's
// version in the enclosing module.

/// The ONNX domain of an onnx-dialect op ("" for `onnx.<OpType>`).
llvm::StringRef getOpDomain(const Operation *op);
/// The ONNX op type (`Slice` for `onnx.Slice`, `onnx.op_type` of a custom
/// op); empty for `onnx.initializer`.
llvm::StringRef getOpType(const Operation *op);
/// The version of the op's domain in its module (kDefaultOpset when the op
/// is not in a module); nullopt for a custom domain the module does not
/// import.
std::optional<int64_t> getOpsetVersionFor(const Operation *op);

/// ONNX's AttributeProto.AttributeType codes.
enum class OnnxAttrKind : uint8_t {
  Undefined = 0, Float = 1, Int = 2, String = 3, Tensor = 4, Graph = 5,
  Floats = 6, Ints = 7, Strings = 8, Tensors = 9, Graphs = 10,
  SparseTensor = 11, SparseTensors = 12, TypeProto = 13, TypeProtos = 14,
};

/// What tocc needs of one version of an op's schema.
struct SchemaInfo {
  std::string domain, opType;
  int64_t sinceVersion = 0;
  bool deprecated = false;
  /// True for schemas tocc defines itself (opsets after kMaxLibOnnxOpset).
  bool fromTocc = false;
};
/// The schema in effect for `opType` of `domain` at `opsetVersion` (the one
/// with the greatest since_version <= opsetVersion); nullopt if the op
/// does not exist there.
std::optional<SchemaInfo> lookupSchema(llvm::StringRef domain,
                                       llvm::StringRef opType,
                                       int64_t opsetVersion);
/// The since_versions of every schema of the op, ascending (the opsets
/// where its signature or semantics change).
llvm::SmallVector<int64_t, 4> getSchemaVersions(llvm::StringRef domain,
                                                llvm::StringRef opType);
/// The type the op's schema (at its module's opset) gives attribute `name`;
/// nullopt if there is no schema or it has no such attribute.
std::optional<OnnxAttrKind> getSchemaAttrKind(const Operation *op,
                                              llvm::StringRef name);
/// Whether input (`isInput`) or output `index` of `opType`'s schema at
/// `opsetVersion` takes tensors of `dtype`, by its type constraint (a
/// variadic last formal covers every index from it on); nullopt when the op
/// has no schema there or no such formal. The precision pass asks it of
/// each operand and result it would change (convert-precision).
std::optional<bool> schemaFormalTakes(llvm::StringRef domain,
                                      llvm::StringRef opType,
                                      int64_t opsetVersion, bool isInput,
                                      unsigned index, DType dtype);
/// The regions of `onnx.<opType>` name these GRAPH attributes, in order
/// (If: then_branch, else_branch; Loop, Scan: body).
llvm::SmallVector<std::string, 2> getRegionAttrNames(llvm::StringRef opType);
/// Every op type of the default domain with a schema at some opset <=
/// kMaxOpset, sorted.
llvm::SmallVector<std::string, 0> getDefaultDomainOpTypes();

/// The dtype of an ONNX TensorProto.DataType code of opset 17 (FLOAT = 1
/// ... BFLOAT16 = 16); nullopt for UNDEFINED and codes tocc has no dtype
/// for (the float8 and 4-bit types of later opsets).
std::optional<DType> dtypeFromTensorProto(int64_t code);
/// The TensorProto.DataType code of a dtype; nullopt for DType::Unknown.
std::optional<int64_t> tensorProtoFromDType(DType dtype);

} // namespace tocc::onnx

#endif
