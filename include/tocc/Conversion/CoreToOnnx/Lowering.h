//===- Lowering.h - The core -> onnx lowering registry, per target opset ---===//
//
// `lower-to-onnx{opset=N}` rewrites every core op into onnx ops of opset N.
// The same core op lowers differently per opset (Slice's starts/ends become
// inputs at 10, Clip's min/max at 11, LessOrEqual exists from 12), so an
// entry is keyed by (op name, since_opset): for target N the entry with the
// greatest since_opset <= N is chosen, as ONNX picks an op's schema. A
// target opset below every entry's is a diagnostic naming the op, the
// target and the opsets where a lowering exists.
//
// The one opset rule: an op's entries are registered at exactly the opsets
// where its output changes, and an entry does not branch on the target
// opset. So the since_opsets (`onnx-opt --list-lowerings`) are where the
// lowering changes. An entry cannot read the target opset: the
// LoweringRewriter it gets only adapts one onnx op to the target's schema
// signature (see "Ops whose form changed across opsets" below) and answers
// schema queries (`takes`).
//
// docs/lowering.md shows how to write an entry (and docs/opsets.md lists
// the opsets where each lowering changes).
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_CONVERSION_CORETOONNX_LOWERING_H
#define TOCC_CONVERSION_CORETOONNX_LOWERING_H

#include "tocc/Rewrite/Rewriter.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <string>
#include <vector>

namespace tocc {

class LoweringRewriter;

/// Rewrites `op` into onnx ops of the rewriter's target opset and calls
/// `rewriter.replaceOp(op, values)`; on an unsupported argument it emits an
/// error at `op` and returns failure (the ops it created are erased).
using LoweringFn =
    std::function<LogicalResult(LoweringRewriter &rewriter, Operation *op)>;

/// Registers `fn` for `opName` (IR spelling or `ns::name`) at target opsets
/// >= `sinceOpset` (until the entry with the next greater since_opset). An
/// existing (name, since) entry is an error unless `override`; a replaced
/// entry is recorded (recordRegistrationOverride) so tools say so.
llvm::Error registerLowering(llvm::StringRef opName, int64_t sinceOpset,
                             LoweringFn fn, bool override = false);
/// The entry used for target `opset`: the greatest since_opset <= opset;
/// null if there is none. `since` receives its since_opset.
const LoweringFn *lookupLowering(llvm::StringRef opName, int64_t opset,
                                 int64_t *since = nullptr);
/// Whether `opName` has any entry.
bool isLoweringRegistered(llvm::StringRef opName);
/// The since_opsets of every entry of `opName`, ascending.
llvm::SmallVector<int64_t, 4> getLoweringOpsets(llvm::StringRef opName);
/// Every op with at least one entry, sorted.
std::vector<std::string> getLoweredOps();
/// Who registered the entry of `opName` for `sinceOpset`: "builtin" or
/// "plugin 'name'" (Support/Plugin.h); empty if there is no such entry.
std::string getLoweringSource(llvm::StringRef opName, int64_t sinceOpset);

/// An ONNX op may match the ATen op behind a composite for only some of
/// its forms (attributes, dtypes): ONNX Runtime's GridSample rounds nearest
/// samples before reflecting them. A composite registers which forms its
/// lowerings take; lower-to-onnx expands the others into core primitives
/// first. Without a predicate every form is taken.
using LoweringPredicate =
    std::function<bool(Operation *op, int64_t opset)>;
void registerLoweringPredicate(llvm::StringRef opName, LoweringPredicate fn);
/// Whether `op` lowers directly at `opset`: it has an entry there and its
/// predicate, if any, takes it.
bool lowersDirectly(Operation *op, int64_t opset);

/// The dense value of a constant operand: defined by onnx.Constant,
/// onnx.initializer (what the constant entries make) or a core.constant
/// not lowered yet, with its data present; a null Attribute otherwise.
Attribute constantOperandValue(Value *v);

/// Registers tocc's own lowerings (lib/Conversion/CoreToOnnx). Idempotent.
void registerCoreLowerings();

/// The target opset as a diagnostic prints it (`rw.target()`): it streams
/// into a diagnostic as the number and has no other use, so that an entry
/// cannot branch on it.
class TargetOpset {
public:
  friend Diagnostic &operator<<(Diagnostic &diag, TargetOpset target) {
    return diag << target.opset;
  }
  /// The number as text, for a message built as a string.
  std::string str() const { return std::to_string(opset); }

private:
  friend class LoweringRewriter;
  explicit TargetOpset(int64_t opset) : opset(opset) {}
  int64_t opset;
};

/// The Builder a lowering writes with: a Rewriter (insertion before the op,
/// the op's location, result types inferred by the onnx ops' shape
/// functions, names kept by replaceOp) that builds onnx ops for the target
/// opset. onnx ops are built by name (onnx("Slice", ...)): their
/// signatures change across opsets, and each is checked against the
/// target opset's schema as it is built. An entry cannot read the target
/// opset (there is no getOpset()): the registry chooses the entry by
/// since_opset, and only the helpers below that write one node in the
/// target's form, and the schema queries, depend on the target.
/// The choices lower-to-onnx's options make for the lowerings: forms that
/// differ in what they compute in corner cases, not in the target.
struct LoweringOptions {
  /// max_pool propagates NaN as ATen does (a window holding a NaN is NaN)
  /// with IsNaN/MaxPool/Where nodes; off, it is one MaxPool, which skips
  /// NaN in ONNX Runtime, as torch.onnx.export writes it.
  bool maxPoolNanPropagation = false;
};

class LoweringRewriter : public Rewriter {
public:
  LoweringRewriter(Operation *op, int64_t opset, KnownValueMap *known,
                   LoweringOptions options = {})
      : Rewriter(op, known), opset(opset), options(options) {}

  /// The target opset, for diagnostics only (`at opset 9`).
  TargetOpset target() const { return TargetOpset(opset); }
  /// lower-to-onnx's choices of form (LoweringOptions).
  const LoweringOptions &getOptions() const { return options; }

  //===--- Schema queries ---------------------------------------------===//
  /// Whether `onnx.<opType>` of the target opset takes elements of `dtype`
  /// (the type constraint of its data inputs, narrowed to ONNX Runtime's
  /// CPU kernels: tocc's table in Elementwise.cpp). Entries pick the dtype
  /// to compute in with it: the graph has the same form at every opset,
  /// with casts around the op where it lacks the dtype.
  bool takes(llvm::StringRef opType, DType dtype) const;
  /// "Pow-7 takes f16, f32, f64" (the row of the target's schema), or
  /// "Foo does not exist there", for an entry's error.
  std::string describeTakes(llvm::StringRef opType) const;

  /// `onnx.<opType>(inputs) {attrs}` with one result, its type inferred;
  /// nullptr (after an error at the lowered op) if it does not verify.
  Value *onnx(llvm::StringRef opType, llvm::ArrayRef<Value *> inputs,
              llvm::ArrayRef<NamedAttribute> attrs = {});
  /// The same with `numResults` results.
  Operation *onnxOp(llvm::StringRef opType, unsigned numResults,
                    llvm::ArrayRef<Value *> inputs,
                    llvm::ArrayRef<NamedAttribute> attrs = {});
  /// One node of a custom domain (`com.example.myops::ScaledSwish`):
  /// `onnx.custom {onnx.domain, onnx.op_type, attrs...}`. ONNX has no
  /// schema to type its results, so they get `resultTypes` (usually the
  /// lowered op's, typed by its shape function); the exported model needs
  /// the domain's opset (tocc-export --custom-opset domain=version).
  /// nullptr (after an error at the lowered op) if it does not verify.
  Operation *customOp(llvm::StringRef domain, llvm::StringRef opType,
                      llvm::ArrayRef<Type> resultTypes,
                      llvm::ArrayRef<Value *> inputs,
                      llvm::ArrayRef<NamedAttribute> attrs = {});
  /// An absent optional input followed by a present one (`onnx.none`).
  Value *none();

  //===--- Constants --------------------------------------------------------===//
  /// A 1-D int64 onnx.Constant (axes, shapes, starts).
  Value *constI64(llvm::ArrayRef<int64_t> values);
  /// A 0-d constant of `dtype` holding `value` (converted as C++ does).
  Value *constScalar(DType dtype, double value);
  /// An onnx.Constant holding `dense`.
  Value *constDense(Attribute dense);

  /// Operand `i` of the lowered op as a number, for an entry that makes it
  /// an attribute: a prim.Constant, or a one-element constant tensor (what
  /// lower-to-onnx makes of one). Otherwise an error at the op naming the
  /// argument, and failure.
  FailureOr<double> readConstantScalar(unsigned i);

  //===--- Attribute helpers ------------------------------------------------===//
  NamedAttribute intAttr(llvm::StringRef name, int64_t v);
  NamedAttribute floatAttr(llvm::StringRef name, double v);
  NamedAttribute stringAttr(llvm::StringRef name, llvm::StringRef v);
  NamedAttribute intsAttr(llvm::StringRef name, llvm::ArrayRef<int64_t> v);
  NamedAttribute floatsAttr(llvm::StringRef name, llvm::ArrayRef<double> v);

  //===--- Ops whose form changed across opsets ------------------------------===//
  // With the schema queries and target(), the only members that read the
  // target opset. Each builds ONE onnx op whose signature changed across
  // opsets (an attribute became an input) in the form the target's schema
  // wants: the node means the same at every opset, so an entry using them
  // has one output form and needs no entry per opset. A lowering whose
  // graph differs by opset (other op types, a decomposition instead of a
  // fused op, an extra node, an error where an op is missing) is one entry
  // per since_opset instead.

  /// Unsqueeze / Squeeze with axes as attribute (< 13) or input (>= 13).
  Value *unsqueeze(Value *x, llvm::ArrayRef<int64_t> axes);
  Value *squeeze(Value *x, llvm::ArrayRef<int64_t> axes);
  /// Reduce<kind> over `axes` (all when empty) with axes as attribute or
  /// input as the target opset wants (ReduceSum at 13, the others at 18).
  Value *reduce(llvm::StringRef opType, Value *x, llvm::ArrayRef<int64_t> axes,
                bool keepdims);
  /// Slice of constant bounds (steps 1): starts/ends/axes as attributes
  /// before 10, as inputs from 10.
  Value *slice(Value *x, llvm::ArrayRef<int64_t> starts,
               llvm::ArrayRef<int64_t> ends, llvm::ArrayRef<int64_t> axes);
  /// Pad(x) {mode} (no mode attribute when `mode` is empty): pads and the
  /// constant value as attributes before 11 (`constPads`, Pad-2), as
  /// inputs from 11 (`pads`, or `constPads` as a constant when null; the
  /// value a 0-d `valueType` constant, left out when absent or 0).
  Value *pad(Value *x, llvm::ArrayRef<int64_t> constPads, Value *pads,
             llvm::StringRef mode, std::optional<double> value,
             DType valueType);
  /// x.Cast(to = dtype), or x itself when it already has that dtype.
  Value *cast(Value *x, DType dtype);
  /// A 1-D int64 tensor holding `v` (0-d tensor or int): Reshape to [1].
  Value *toVector(Value *v);

private:
  /// The target opset of the default domain: read by the helpers above
  /// only (the one opset rule).
  int64_t opset;
  LoweringOptions options;
};

} // namespace tocc

#endif // TOCC_CONVERSION_CORETOONNX_LOWERING_H
