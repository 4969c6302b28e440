//===- OnnxSchemasLater.cpp - Schemas of opsets 18-21 that libonnx lacks ---===//
//
// libonnx 1.12 knows the default domain up to opset 17. The ops whose
// signature changed in opsets 18 to 21 get their new schema here, built
// from the libonnx schema they extend (same inference where the change
// does not affect it), so that the onnx dialect verifies and infers them;
// docs/opsets.md lists them, and ONNX Runtime validates the models.
//
//===----------------------------------------------------------------------===//
#include "OnnxSchemas.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"

namespace tocc::onnx {

/// A copy of libonnx's schema `base` at `baseVersion`, renamed to `name`
/// and moved to `since`.
static ::onnx::OpSchema derive(const char *base, int baseVersion,
                               const char *name, int since) {
  const ::onnx::OpSchema *s =
      ::onnx::OpSchemaRegistry::Schema(base, baseVersion, "");
  if (!s || s->SinceVersion() != baseVersion)
    llvm::report_fatal_error(llvm::Twine("libonnx lacks ") + base + "-" +
                             llvm::Twine(baseVersion));
  ::onnx::OpSchema out = *s;
  out.SetName(name).SinceVersion(since);
  return out;
}

void buildLaterSchemas(std::vector<::onnx::OpSchema> &out) {
  // Opset 18: every reduction takes its axes as an optional input (as
  // ReduceSum has since 13), with noop_with_empty_axes.
  for (const char *name :
       {"ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp",
        "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd",
        "ReduceSumSquare"})
    out.push_back(derive("ReduceSum", 13, name, 18));
}

} // namespace tocc::onnx
