//===- OnnxSchemasBeyondLibOnnx.cpp - tocc's schemas of opsets 18-23 ------===//
//
// libonnx 1.12 knows the default domain up to opset 17. Every op whose
// signature (inputs, outputs, attributes, type constraints) changed in
// opsets 18 to 23 gets its new schema here, following ONNX's Changelog.md,
// so that the onnx dialect verifies and infers it at those opsets;
// docs/opsets.md lists them, and ONNX Runtime validates the models.
//
// A schema is either a copy of the libonnx schema it extends (renamed and
// moved to its new since_version; `copyOf`) when only types tocc cannot
// express were added, or rebuilt from that schema's parts with the changes
// (`SchemaParts`), or written from the spec for a new op. The inference
// function is the base version's where the change does not affect shapes,
// and a new one (below) where it does.
//
// Types tocc has no dtype for (float8e4m3fn, float8e4m3fnuz, float8e5m2,
// float8e5m2fnuz of opset 19, int4 and uint4 of opset 21, float4e2m1 of
// opset 23) cannot be spelled in libonnx 1.12's type strings either: the
// schemas of those versions keep the previous version's type lists, which
// is every type a tocc value can have. bfloat16, which opset 22 adds to
// many ops, is a tocc dtype: those are real type changes.
//
//===----------------------------------------------------------------------===//
#include "OnnxSchemas.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"

#include "onnx/defs/shape_inference.h"
#include "onnx/defs/tensor_proto_util.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <map>
#include <optional>

namespace tocc::onnx {

using ::onnx::AttributeProto;
using ::onnx::InferenceContext;
using ::onnx::OpSchema;
using ::onnx::TensorShapeProto;

namespace {

//===----------------------------------------------------------------------===//
// Building schemas
//===----------------------------------------------------------------------===//

/// One input or output of a schema under construction.
struct Formal {
  std::string name, typeStr;
  OpSchema::FormalParameterOption option = OpSchema::Single;
  bool homogeneous = true;
  int minArity = 1;
};

/// The parts of a schema, editable before it is built (a finalized
/// OpSchema cannot lose an attribute or be finalized twice).
struct SchemaParts {
  std::string name;
  int since = 0;
  std::vector<Formal> inputs, outputs;
  std::map<std::string, OpSchema::Attribute> attrs;
  /// Type parameter -> allowed type strings, in declaration order.
  std::vector<std::pair<std::string, std::vector<std::string>>> constraints;
  ::onnx::InferenceFunction infer;

  /// The parts of libonnx's schema `base` at exactly `baseVersion`.
  static SchemaParts of(const char *base, int baseVersion) {
    return from(libonnxSchema(base, baseVersion));
  }

  /// The parts of a built schema (libonnx's or tocc's).
  static SchemaParts from(const OpSchema &s) {
    SchemaParts p;
    p.name = s.Name();
    auto formals = [](const std::vector<OpSchema::FormalParameter> &in) {
      std::vector<Formal> out;
      for (const OpSchema::FormalParameter &f : in)
        out.push_back({f.GetName(), f.GetTypeStr(), f.GetOption(),
                       f.GetIsHomogeneous(), f.GetMinArity()});
      return out;
    };
    p.inputs = formals(s.inputs());
    p.outputs = formals(s.outputs());
    for (const auto &[name, a] : s.attributes())
      p.attrs.emplace(name, a);
    for (const OpSchema::TypeConstraintParam &c : s.typeConstraintParams())
      p.constraints.push_back({c.type_param_str, c.allowed_type_strs});
    if (s.has_type_and_shape_inference_function())
      p.infer = s.GetTypeAndShapeInferenceFunction();
    return p;
  }

  static const OpSchema &libonnxSchema(const char *name, int version) {
    const OpSchema *s = ::onnx::OpSchemaRegistry::Schema(name, version, "");
    if (!s || s->SinceVersion() != version)
      llvm::report_fatal_error(llvm::Twine("libonnx lacks ") + name + "-" +
                               llvm::Twine(version));
    return *s;
  }

  SchemaParts &input(unsigned i, std::string name, std::string typeStr,
                     OpSchema::FormalParameterOption option =
                         OpSchema::Single) {
    if (inputs.size() <= i)
      inputs.resize(i + 1);
    inputs[i] = {std::move(name), std::move(typeStr), option};
    return *this;
  }
  SchemaParts &output(unsigned i, std::string name, std::string typeStr,
                      OpSchema::FormalParameterOption option =
                          OpSchema::Single) {
    if (outputs.size() <= i)
      outputs.resize(i + 1);
    outputs[i] = {std::move(name), std::move(typeStr), option};
    return *this;
  }
  /// Adds or replaces an attribute with a default value.
  template <typename T>
  SchemaParts &attr(const std::string &name, AttributeProto::AttributeType type,
                    const T &defaultValue) {
    OpSchema scratch;
    scratch.Attr(name, "", type, defaultValue);
    return setAttr(scratch.attributes().at(name));
  }
  /// Adds or replaces an attribute without a default.
  SchemaParts &attr(const std::string &name, AttributeProto::AttributeType type,
                    bool required) {
    return setAttr(OpSchema::Attribute(name, "", type, required));
  }
  SchemaParts &setAttr(const OpSchema::Attribute &a) {
    attrs.erase(a.name);
    attrs.emplace(a.name, a);
    return *this;
  }
  SchemaParts &dropAttr(const std::string &name) {
    attrs.erase(name);
    return *this;
  }
  /// Adds or replaces the type constraint `param`.
  SchemaParts &types(const std::string &param, std::vector<std::string> list) {
    for (auto &[p, l] : constraints)
      if (p == param) {
        l = std::move(list);
        return *this;
      }
    constraints.push_back({param, std::move(list)});
    return *this;
  }
  /// Adds `extra` to the type constraint `param`.
  SchemaParts &addTypes(const std::string &param,
                        std::initializer_list<const char *> extra) {
    for (auto &[p, l] : constraints)
      if (p == param)
        for (const char *t : extra)
          if (!llvm::is_contained(l, t))
            l.push_back(t);
    return *this;
  }
  SchemaParts &inference(::onnx::InferenceFunction fn) {
    infer = std::move(fn);
    return *this;
  }

  OpSchema build(int sinceVersion) const {
    OpSchema s;
    s.SetName(name).SetDomain("").SinceVersion(sinceVersion);
    s.SetDoc("tocc's schema of " + name + "-" + std::to_string(sinceVersion) +
             " (OnnxSchemasBeyondLibOnnx.cpp)");
    for (unsigned i = 0; i != inputs.size(); ++i)
      s.Input(int(i), inputs[i].name, "", inputs[i].typeStr, inputs[i].option,
              inputs[i].homogeneous, inputs[i].minArity);
    for (unsigned i = 0; i != outputs.size(); ++i)
      s.Output(int(i), outputs[i].name, "", outputs[i].typeStr,
               outputs[i].option, outputs[i].homogeneous,
               outputs[i].minArity);
    for (const auto &[n, a] : attrs)
      s.Attr(a);
    for (const auto &[param, list] : constraints)
      s.TypeConstraint(param, list, "");
    if (infer)
      s.TypeAndShapeInferenceFunction(infer);
    s.Finalize();
    return s;
  }
};

/// libonnx's schema `base` at `baseVersion` as it is, moved to `since`:
/// for versions that only added types tocc cannot express.
OpSchema copyOf(const char *base, int baseVersion, int since) {
  OpSchema out = SchemaParts::libonnxSchema(base, baseVersion);
  out.SinceVersion(since);
  return out;
}

/// The schema of `name` in effect at `version` among tocc's schemas built
/// so far (`out`) and libonnx's.
const OpSchema &inEffect(const std::vector<OpSchema> &out, const char *name,
                         int version) {
  const OpSchema *best = nullptr;
  for (const OpSchema &s : out)
    if (s.Name() == name && s.SinceVersion() <= version &&
        (!best || s.SinceVersion() > best->SinceVersion()))
      best = &s;
  if (!best)
    best = ::onnx::OpSchemaRegistry::Schema(
        name, std::min(version, int(kMaxLibOnnxOpset)), "");
  if (!best)
    llvm::report_fatal_error(llvm::Twine("no schema of ") + name + " at " +
                             llvm::Twine(version));
  return *best;
}

const std::vector<std::string> &allTensorTypes() {
  return OpSchema::all_tensor_types_with_bfloat();
}
const std::vector<std::string> kFloatTypes = {
    "tensor(float16)", "tensor(float)", "tensor(double)", "tensor(bfloat16)"};
const std::vector<std::string> kIntTypes = {
    "tensor(uint8)", "tensor(uint16)", "tensor(uint32)", "tensor(uint64)",
    "tensor(int8)",  "tensor(int16)",  "tensor(int32)",  "tensor(int64)"};
const std::vector<std::string> kIndexTypes = {"tensor(int32)",
                                              "tensor(int64)"};

//===----------------------------------------------------------------------===//
// Inference helpers
//===----------------------------------------------------------------------===//

/// Throws the error an inference function reports (the onnx dialect turns
/// it into a diagnostic on the op).
template <typename... Args> [[noreturn]] void fail(const Args &...args) {
  throw ::onnx::InferenceError(::onnx::MakeString(args...));
}

bool hasInput(InferenceContext &ctx, size_t i) {
  return i < ctx.getNumInputs() && ctx.getInputType(i) != nullptr;
}

/// The integer contents of input `i` (int32 or int64) when constant.
std::optional<std::vector<int64_t>> inputInts(InferenceContext &ctx,
                                              size_t i) {
  if (!hasInput(ctx, i))
    return std::nullopt;
  const ::onnx::TensorProto *t = ctx.getInputData(i);
  if (!t)
    return std::nullopt;
  if (t->data_type() == ::onnx::TensorProto::INT64)
    return ::onnx::ParseData<int64_t>(t);
  if (t->data_type() == ::onnx::TensorProto::INT32) {
    std::vector<int32_t> v = ::onnx::ParseData<int32_t>(t);
    return std::vector<int64_t>(v.begin(), v.end());
  }
  return std::nullopt;
}

std::optional<std::vector<float>> inputFloats(InferenceContext &ctx,
                                              size_t i) {
  if (!hasInput(ctx, i))
    return std::nullopt;
  const ::onnx::TensorProto *t = ctx.getInputData(i);
  if (!t || t->data_type() != ::onnx::TensorProto::FLOAT)
    return std::nullopt;
  return ::onnx::ParseData<float>(t);
}

std::vector<int64_t> intsAttr(InferenceContext &ctx, const char *name) {
  std::vector<int64_t> out;
  if (const AttributeProto *a = ctx.getAttribute(name))
    out.assign(a->ints().begin(), a->ints().end());
  return out;
}

/// `axis` in [-rank, rank) as a non-negative axis.
int64_t normalizeAxis(int64_t axis, int64_t rank, const char *what) {
  if (axis < -rank || axis >= rank)
    fail(what, " ", axis, " is out of range for rank ", rank);
  return axis < 0 ? axis + rank : axis;
}

/// A shape of `rank` unknown dims.
TensorShapeProto unknownShape(int64_t rank) {
  TensorShapeProto s;
  for (int64_t i = 0; i != rank; ++i)
    s.add_dim();
  return s;
}

/// The text of a symbolic dim (a dim_param, which the onnx dialect fills
/// with the expression's canonical text and parses back); empty if the dim
/// is not symbolic.
std::string symbolOf(const TensorShapeProto::Dimension &d) {
  return d.has_dim_param() ? d.dim_param() : std::string();
}

/// Sets `out` to `expr` over a symbolic dim (tocc's expression syntax:
/// `(n) + 3`, `(n) ceildiv 2`); a dim_param that is not an expression
/// tocc can parse comes back as an unknown dim.
void setSymbolic(TensorShapeProto::Dimension &out, const std::string &expr) {
  out.Clear();
  out.set_dim_param(expr);
}

/// `d + delta`: a value, an expression over d's symbol, or unknown.
void setDimPlus(TensorShapeProto::Dimension &out,
                const TensorShapeProto::Dimension &d, int64_t delta) {
  if (d.has_dim_value()) {
    out.Clear();
    out.set_dim_value(d.dim_value() + delta);
  } else if (std::string p = symbolOf(d); !p.empty()) {
    if (delta == 0)
      out = d;
    else
      setSymbolic(out, "(" + p + ") " + (delta < 0 ? "- " : "+ ") +
                           std::to_string(delta < 0 ? -delta : delta));
  } else {
    out.Clear();
  }
}

void setOutputShape(InferenceContext &ctx, size_t i,
                    const TensorShapeProto &shape) {
  *ctx.getOutputType(i)->mutable_tensor_type()->mutable_shape() = shape;
}

void propagateFirst(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (::onnx::hasInputShape(ctx, 0))
    ::onnx::propagateShapeFromInputToOutput(ctx, 0, 0);
}

void broadcastTwo(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (::onnx::hasNInputShapes(ctx, 2))
    ::onnx::bidirectionalBroadcastShapeInference(
        ::onnx::getInputShape(ctx, 0), ::onnx::getInputShape(ctx, 1),
        *ctx.getOutputType(0)->mutable_tensor_type()->mutable_shape());
}

/// Input 0's shape with its element type `elemType` on output `out`.
void sameShapeAs(InferenceContext &ctx, size_t out, int32_t elemType) {
  ::onnx::updateOutputElemType(ctx, out, elemType);
  if (::onnx::hasInputShape(ctx, 0))
    setOutputShape(ctx, out, ::onnx::getInputShape(ctx, 0));
}

//===----------------------------------------------------------------------===//
// Inference functions of the versions whose change affects shapes
//===----------------------------------------------------------------------===//

// Split-18: the sizes come from `split`, or `num_outputs` (exactly one of
// them) cuts the axis into chunks of ceil(dim / num_outputs), the last one
// smaller when the dim does not divide.
void inferSplit18(InferenceContext &ctx) {
  size_t n = ctx.getNumOutputs();
  for (size_t i = 0; i != n; ++i)
    ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, i);
  const AttributeProto *numAttr = ctx.getAttribute("num_outputs");
  bool hasSplit = hasInput(ctx, 1);
  if (hasSplit == (numAttr != nullptr))
    fail("Split-18 takes either the input 'split' or the "
                         "attribute 'num_outputs', exactly one of them");
  if (numAttr && numAttr->i() != int64_t(n))
    fail("num_outputs is ", numAttr->i(), ", but the node has ",
                         n, " outputs");
  if (numAttr && numAttr->i() < 1)
    fail("num_outputs must be positive");
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &in = ::onnx::getInputShape(ctx, 0);
  int64_t rank = in.dim_size();
  int64_t axis = normalizeAxis(::onnx::getAttribute(ctx, "axis", int64_t(0)),
                               rank, "axis");
  std::vector<std::optional<int64_t>> sizes(n);
  if (hasSplit) {
    if (auto split = inputInts(ctx, 1)) {
      if (split->size() != n)
        fail("split has ", split->size(), " entries for ", n,
                             " outputs");
      int64_t total = 0;
      for (size_t i = 0; i != n; ++i) {
        if ((*split)[i] < 0)
          fail("split entries must be non-negative");
        sizes[i] = (*split)[i];
        total += (*split)[i];
      }
      if (in.dim(int(axis)).has_dim_value() &&
          in.dim(int(axis)).dim_value() != total)
        fail("split sizes add up to ", total,
                             ", not to the dim ",
                             in.dim(int(axis)).dim_value());
    }
  } else if (std::string p = symbolOf(in.dim(int(axis))); !p.empty()) {
    // Chunks of (p) ceildiv n, the last one what is left.
    std::string chunk = "(" + p + ") ceildiv " + std::to_string(n);
    for (size_t i = 0; i != n; ++i) {
      TensorShapeProto out = in;
      setSymbolic(*out.mutable_dim(int(axis)),
                  i + 1 == n && n > 1
                      ? "(" + p + ") - " + std::to_string(n - 1) + " * (" +
                            chunk + ")"
                      : chunk);
      setOutputShape(ctx, i, out);
    }
    return;
  } else if (in.dim(int(axis)).has_dim_value()) {
    int64_t dim = in.dim(int(axis)).dim_value();
    int64_t chunk = (dim + int64_t(n) - 1) / int64_t(n);
    // The last chunk is what is left, which may be empty (4 in 3: 2, 2,
    // 0) but not negative (5 in 4: 2, 2, 2, -1).
    if (chunk * (int64_t(n) - 1) > dim)
      fail("dim ", dim, " cannot be split into ", n, " chunks of ", chunk,
           " (the last would have ", dim - chunk * (int64_t(n) - 1), ")");
    for (size_t i = 0; i != n; ++i)
      sizes[i] = i + 1 == n ? dim - chunk * (int64_t(n) - 1) : chunk;
  }
  for (size_t i = 0; i != n; ++i) {
    TensorShapeProto out = in;
    out.mutable_dim(int(axis))->Clear();
    if (sizes[i])
      out.mutable_dim(int(axis))->set_dim_value(*sizes[i]);
    setOutputShape(ctx, i, out);
  }
}

// Pad-18: pads has 2 * len(axes) entries (begins, then ends) for the axes
// given by the optional input `axes` (default: every axis);
// out[axes[i]] = in[axes[i]] + pads[i] + pads[i + len(axes)].
void inferPad18(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &in = ::onnx::getInputShape(ctx, 0);
  int64_t rank = in.dim_size();
  std::vector<int64_t> axes;
  if (hasInput(ctx, 3)) {
    auto a = inputInts(ctx, 3);
    if (!a) {
      setOutputShape(ctx, 0, unknownShape(rank));
      return;
    }
    for (int64_t axis : *a)
      axes.push_back(normalizeAxis(axis, rank, "axes entry"));
  } else {
    for (int64_t i = 0; i != rank; ++i)
      axes.push_back(i);
  }
  auto pads = inputInts(ctx, 1);
  TensorShapeProto out = in;
  if (!pads) {
    for (int64_t axis : axes)
      out.mutable_dim(int(axis))->Clear();
    setOutputShape(ctx, 0, out);
    return;
  }
  if (pads->size() != 2 * axes.size())
    fail("pads has ", pads->size(), " entries for ",
                         axes.size(), " axes (expected ", 2 * axes.size(),
                         ")");
  for (size_t i = 0; i != axes.size(); ++i) {
    auto *d = out.mutable_dim(int(axes[i]));
    int64_t delta = (*pads)[i] + (*pads)[i + axes.size()];
    if (d->has_dim_value() && d->dim_value() + delta < 0)
      fail("padding axis ", axes[i], " gives a negative dim");
    setDimPlus(*d, in.dim(int(axes[i])), delta);
  }
  setOutputShape(ctx, 0, out);
}

// Resize-18: `scales` or `sizes` name only the axes of the attribute `axes`
// (default: all). With scales, out = floor(in * scale). With sizes,
// keep_aspect_ratio_policy "stretch" takes them as they are; "not_larger"
// and "not_smaller" take one scale, the min (max) of sizes[i] / in[axes[i]],
// and out = round(in * scale) on every axis of `axes` (std::round, halves
// away from zero, as ONNX Runtime's implementation rounds; the spec says
// only "round").
void inferResize18(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &in = ::onnx::getInputShape(ctx, 0);
  int64_t rank = in.dim_size();
  std::vector<int64_t> axes;
  for (int64_t a : intsAttr(ctx, "axes"))
    axes.push_back(normalizeAxis(a, rank, "axes entry"));
  if (axes.empty())
    for (int64_t i = 0; i != rank; ++i)
      axes.push_back(i);
  // An empty scales tensor is how opset-11..13 models leave it out.
  bool hasScales = hasInput(ctx, 2);
  if (hasScales && ::onnx::hasInputShape(ctx, 2)) {
    const TensorShapeProto &s = ::onnx::getInputShape(ctx, 2);
    if (s.dim_size() == 1 && s.dim(0).has_dim_value() &&
        s.dim(0).dim_value() == 0)
      hasScales = false;
  }
  bool hasSizes = hasInput(ctx, 3);
  if (hasScales && hasSizes)
    fail("Resize takes scales or sizes, not both");
  if (!hasScales && !hasSizes)
    fail("Resize requires scales or sizes");
  TensorShapeProto out = in;
  for (int64_t a : axes)
    out.mutable_dim(int(a))->Clear();
  if (hasScales) {
    if (auto scales = inputFloats(ctx, 2)) {
      if (scales->size() != axes.size())
        fail("scales has ", scales->size(), " entries for ",
                             axes.size(), " axes");
      for (size_t i = 0; i != axes.size(); ++i) {
        if ((*scales)[i] <= 0)
          fail("scale ", (*scales)[i], " must be positive");
        const auto &d = in.dim(int(axes[i]));
        if ((*scales)[i] == 1.0f)
          *out.mutable_dim(int(axes[i])) = d;
        else if (d.has_dim_value())
          out.mutable_dim(int(axes[i]))
              ->set_dim_value(int64_t(std::floor(double(d.dim_value()) *
                                                 double((*scales)[i]))));
        else if (std::string p = symbolOf(d);
                 !p.empty() && (*scales)[i] == std::floor((*scales)[i]))
          // An integral scale multiplies a symbolic dim exactly.
          setSymbolic(*out.mutable_dim(int(axes[i])),
                      "(" + p + ") * " +
                          std::to_string(int64_t((*scales)[i])));
      }
    }
    setOutputShape(ctx, 0, out);
    return;
  }
  auto sizes = inputInts(ctx, 3);
  if (!sizes) {
    setOutputShape(ctx, 0, out);
    return;
  }
  if (sizes->size() != axes.size())
    fail("sizes has ", sizes->size(), " entries for ",
                         axes.size(), " axes");
  std::string policy =
      ::onnx::getAttribute(ctx, "keep_aspect_ratio_policy", "stretch");
  if (policy == "stretch") {
    for (size_t i = 0; i != axes.size(); ++i)
      out.mutable_dim(int(axes[i]))->set_dim_value((*sizes)[i]);
  } else if (policy == "not_larger" || policy == "not_smaller") {
    bool known = llvm::all_of(axes, [&](int64_t a) {
      return in.dim(int(a)).has_dim_value() && in.dim(int(a)).dim_value() > 0;
    });
    if (known) {
      double scale = policy == "not_larger" ? HUGE_VAL : 0.0;
      for (size_t i = 0; i != axes.size(); ++i) {
        double r = double((*sizes)[i]) /
                   double(in.dim(int(axes[i])).dim_value());
        scale = policy == "not_larger" ? std::min(scale, r)
                                       : std::max(scale, r);
      }
      for (int64_t a : axes)
        out.mutable_dim(int(a))->set_dim_value(int64_t(
            std::round(scale * double(in.dim(int(a)).dim_value()))));
    }
  } else {
    fail("keep_aspect_ratio_policy must be stretch, "
                         "not_larger or not_smaller, got '",
                         policy, "'");
  }
  setOutputShape(ctx, 0, out);
}

// Pooling with dilations and ceil_mode (AveragePool-19, LpPool-18): per
// spatial axis, with k' = (k - 1) * dilation + 1,
//   NOTSET:      out = floor|ceil((in + pad_begin + pad_end - k') / s) + 1
//   VALID:       out = ceil((in - k' + 1) / s)
//   SAME_UPPER, SAME_LOWER: out = ceil(in / s)
// (ONNX's output-shape formulas of AveragePool-19; ceil_mode picks ceil,
// without a last window that starts in the end padding.)
void inferDilatedPool(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &in = ::onnx::getInputShape(ctx, 0);
  int64_t rank = in.dim_size();
  std::vector<int64_t> kernel = intsAttr(ctx, "kernel_shape");
  int64_t spatial = int64_t(kernel.size());
  if (rank != spatial + 2)
    fail("input of rank ", rank, " for a kernel of ", spatial,
                         " axes (expected rank ", spatial + 2, ")");
  auto perAxis = [&](const char *name, int64_t dflt, size_t n) {
    std::vector<int64_t> v = intsAttr(ctx, name);
    if (v.empty())
      v.assign(n, dflt);
    if (v.size() != n)
      fail(name, " has ", v.size(), " entries, expected ", n);
    return v;
  };
  std::vector<int64_t> strides = perAxis("strides", 1, size_t(spatial));
  std::vector<int64_t> dilations = perAxis("dilations", 1, size_t(spatial));
  std::vector<int64_t> pads = perAxis("pads", 0, size_t(2 * spatial));
  std::string autoPad = ::onnx::getAttribute(ctx, "auto_pad", "NOTSET");
  bool ceilMode = ::onnx::getAttribute(ctx, "ceil_mode", int64_t(0)) != 0;
  TensorShapeProto out;
  *out.add_dim() = in.dim(0);
  *out.add_dim() = in.dim(1);
  for (int64_t i = 0; i != spatial; ++i) {
    auto *d = out.add_dim();
    const auto &inDim = in.dim(int(i + 2));
    if (kernel[i] < 1 || strides[i] < 1 || dilations[i] < 1)
      fail("kernel_shape, strides and dilations must be "
                           "positive");
    int64_t s = strides[i];
    int64_t k = (kernel[i] - 1) * dilations[i] + 1;
    if (!inDim.has_dim_value()) {
      // Over a symbol: the same formulas as expressions, except ceil_mode
      // with explicit pads (its dropped last window is not one).
      std::string p = symbolOf(inDim);
      auto plus = [](int64_t c) {
        return c == 0 ? std::string()
                      : (c < 0 ? " - " : " + ") + std::to_string(std::abs(c));
      };
      if (p.empty())
        continue;
      if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER")
        setSymbolic(*d, "(" + p + ") ceildiv " + std::to_string(s));
      else if (autoPad == "VALID")
        setSymbolic(*d, "((" + p + ")" + plus(1 - k) + ") ceildiv " +
                            std::to_string(s));
      else if (!ceilMode)
        setSymbolic(*d, "((" + p + ")" + plus(pads[i] + pads[i + spatial] - k) +
                            ") floordiv " + std::to_string(s) + " + 1");
      continue;
    }
    int64_t x = inDim.dim_value();
    int64_t v;
    if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
      v = (x + s - 1) / s;
    } else if (autoPad == "VALID") {
      v = (x - k + 1 + s - 1) / s;
    } else {
      int64_t span = x + pads[i] + pads[i + spatial] - k;
      if (span < 0)
        fail("the window (", k, ") is larger than the padded "
                             "input (", x + pads[i] + pads[i + spatial], ")");
      v = (ceilMode ? (span + s - 1) / s : span / s) + 1;
      // A last window that would start in the end padding is dropped, as
      // tocc's pooling functions of the earlier versions, ATen and ONNX's
      // shape inference since onnx/onnx#5741 do. ONNX Runtime 1.20 keeps
      // it (a 5-wide input, kernel 2, stride 2, pads 1 and 1: ORT 4, here
      // 3).
      if (ceilMode && (v - 1) * s >= x + pads[i])
        --v;
    }
    if (v < 1)
      fail("pooling gives an empty output along axis ", i + 2);
    d->set_dim_value(v);
  }
  setOutputShape(ctx, 0, out);
}

// Col2Im-18: input [N, C * prod(block_shape), L] -> [N, C, image_shape...].
void inferCol2Im(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  auto image = inputInts(ctx, 1), block = inputInts(ctx, 2);
  int64_t spatial = -1;
  if (image)
    spatial = int64_t(image->size());
  else if (::onnx::hasInputShape(ctx, 1) &&
           ::onnx::getInputShape(ctx, 1).dim_size() == 1 &&
           ::onnx::getInputShape(ctx, 1).dim(0).has_dim_value())
    spatial = ::onnx::getInputShape(ctx, 1).dim(0).dim_value();
  if (image && block && image->size() != block->size())
    fail("image_shape has ", image->size(),
                         " entries, block_shape ", block->size());
  if (spatial < 0)
    return;
  TensorShapeProto out = unknownShape(spatial + 2);
  if (::onnx::hasInputShape(ctx, 0)) {
    const TensorShapeProto &in = ::onnx::getInputShape(ctx, 0);
    if (in.dim_size() != 3)
      fail("Col2Im's input must have rank 3, got ",
                           in.dim_size());
    *out.mutable_dim(0) = in.dim(0);
    if (block && in.dim(1).has_dim_value()) {
      int64_t prod = 1;
      for (int64_t b : *block) {
        if (b < 1)
          fail("block_shape entries must be positive");
        prod *= b;
      }
      if (in.dim(1).dim_value() % prod != 0)
        fail("input dim 1 (", in.dim(1).dim_value(),
                             ") is not a multiple of prod(block_shape) (",
                             prod, ")");
      out.mutable_dim(1)->set_dim_value(in.dim(1).dim_value() / prod);
    }
  }
  if (image)
    for (int64_t i = 0; i != spatial; ++i)
      out.mutable_dim(int(i + 2))->set_dim_value((*image)[i]);
  setOutputShape(ctx, 0, out);
}

// CenterCropPad-18: the dims of `axes` (default: all) become `shape`'s.
void inferCenterCropPad(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &in = ::onnx::getInputShape(ctx, 0);
  int64_t rank = in.dim_size();
  std::vector<int64_t> axes;
  for (int64_t a : intsAttr(ctx, "axes"))
    axes.push_back(normalizeAxis(a, rank, "axes entry"));
  if (axes.empty())
    for (int64_t i = 0; i != rank; ++i)
      axes.push_back(i);
  TensorShapeProto out = in;
  auto shape = inputInts(ctx, 1);
  if (shape && shape->size() != axes.size())
    fail("shape has ", shape->size(), " entries for ",
                         axes.size(), " axes");
  for (size_t i = 0; i != axes.size(); ++i) {
    out.mutable_dim(int(axes[i]))->Clear();
    if (shape)
      out.mutable_dim(int(axes[i]))->set_dim_value((*shape)[i]);
  }
  setOutputShape(ctx, 0, out);
}

// DeformConv-19: [N, M, oH, oW...] with M = W's dim 0 and the output's
// spatial dims those of `offset` ([N, offset_group * 2 * prod(k), oH, ...]).
void inferDeformConv(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (!::onnx::hasInputShape(ctx, 2))
    return;
  const TensorShapeProto &offset = ::onnx::getInputShape(ctx, 2);
  TensorShapeProto out = offset;
  if (out.dim_size() < 3)
    fail("offset must have rank 3 or more");
  out.mutable_dim(0)->Clear();
  out.mutable_dim(1)->Clear();
  if (::onnx::hasInputShape(ctx, 0))
    *out.mutable_dim(0) = ::onnx::getInputShape(ctx, 0).dim(0);
  if (::onnx::hasInputShape(ctx, 1) &&
      ::onnx::getInputShape(ctx, 1).dim_size() > 0)
    *out.mutable_dim(1) = ::onnx::getInputShape(ctx, 1).dim(0);
  setOutputShape(ctx, 0, out);
}

// AffineGrid-20: size [N, C, H, W] -> grid [N, H, W, 2];
// size [N, C, D, H, W] -> grid [N, D, H, W, 3].
void inferAffineGrid(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  auto size = inputInts(ctx, 1);
  int64_t n = -1;
  if (size)
    n = int64_t(size->size());
  else if (::onnx::hasInputShape(ctx, 1) &&
           ::onnx::getInputShape(ctx, 1).dim_size() == 1 &&
           ::onnx::getInputShape(ctx, 1).dim(0).has_dim_value())
    n = ::onnx::getInputShape(ctx, 1).dim(0).dim_value();
  if (n < 0)
    return;
  if (n != 4 && n != 5)
    fail("size must have 4 or 5 entries, got ", n);
  TensorShapeProto out = unknownShape(n);
  if (size) {
    out.mutable_dim(0)->set_dim_value((*size)[0]);
    for (int64_t i = 2; i != n; ++i)
      out.mutable_dim(int(i - 1))->set_dim_value((*size)[i]);
  } else if (::onnx::hasInputShape(ctx, 0)) {
    *out.mutable_dim(0) = ::onnx::getInputShape(ctx, 0).dim(0);
  }
  out.mutable_dim(int(n - 1))->set_dim_value(n - 2);
  setOutputShape(ctx, 0, out);
}

// DFT-20: the last dim (1 real, 2 complex) becomes 2; the dim of `axis`
// (input 2, default -2) becomes dft_length (default: the dim), then
// floor(n / 2) + 1 when onesided.
void inferDFT20(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &in = ::onnx::getInputShape(ctx, 0);
  int64_t rank = in.dim_size();
  if (rank < 2)
    fail("DFT's input must have rank 2 or more");
  const auto &last = in.dim(int(rank - 1));
  if (last.has_dim_value() && last.dim_value() != 1 && last.dim_value() != 2)
    fail("DFT's last input dim must be 1 or 2, got ",
                         last.dim_value());
  TensorShapeProto out = in;
  out.mutable_dim(int(rank - 1))->set_dim_value(2);
  std::optional<int64_t> axis = -2;
  if (hasInput(ctx, 2)) {
    auto a = inputInts(ctx, 2);
    axis = a && a->size() == 1 ? std::optional<int64_t>((*a)[0])
                               : std::nullopt;
  }
  if (!axis) {
    for (int64_t i = 0; i + 1 < rank; ++i)
      out.mutable_dim(int(i))->Clear();
    setOutputShape(ctx, 0, out);
    return;
  }
  int64_t ax = normalizeAxis(*axis, rank, "axis");
  if (ax == rank - 1)
    fail("axis cannot be the last (real/imaginary) axis");
  std::optional<int64_t> length;
  if (hasInput(ctx, 1)) {
    if (auto l = inputInts(ctx, 1); l && l->size() == 1)
      length = (*l)[0];
  } else if (in.dim(int(ax)).has_dim_value()) {
    length = in.dim(int(ax)).dim_value();
  }
  auto *d = out.mutable_dim(int(ax));
  bool onesided = ::onnx::getAttribute(ctx, "onesided", int64_t(0)) != 0;
  if (!length) {
    if (hasInput(ctx, 1) || onesided)
      d->Clear();
  } else {
    d->Clear();
    d->set_dim_value(onesided ? *length / 2 + 1 : *length);
  }
  setOutputShape(ctx, 0, out);
}

// GridSample-20 (N-D): X [N, C, D1..Dr], grid [N, D1'..Dr', r] ->
// [N, C, D1'..Dr'].
void inferGridSample20(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (!::onnx::hasInputShape(ctx, 1))
    return;
  const TensorShapeProto &grid = ::onnx::getInputShape(ctx, 1);
  int64_t r = grid.dim_size() - 2;
  if (r < 1)
    fail("grid must have rank 3 or more");
  TensorShapeProto out = unknownShape(r + 2);
  *out.mutable_dim(0) = grid.dim(0);
  if (::onnx::hasInputShape(ctx, 0)) {
    const TensorShapeProto &x = ::onnx::getInputShape(ctx, 0);
    if (x.dim_size() != r + 2)
      fail("X has rank ", x.dim_size(), ", grid rank ",
                           grid.dim_size(), " (expected equal)");
    *out.mutable_dim(1) = x.dim(1);
  }
  for (int64_t i = 0; i != r; ++i)
    *out.mutable_dim(int(i + 2)) = grid.dim(int(i + 1));
  setOutputShape(ctx, 0, out);
}

// ImageDecoder-20: [H, W, 3] for RGB and BGR, [H, W, 1] for Grayscale.
void inferImageDecoder(InferenceContext &ctx) {
  ::onnx::updateOutputElemType(ctx, 0, ::onnx::TensorProto::UINT8);
  std::string format = ::onnx::getAttribute(ctx, "pixel_format", "RGB");
  if (format != "RGB" && format != "BGR" && format != "Grayscale")
    fail("pixel_format must be RGB, BGR or Grayscale, got '",
                         format, "'");
  TensorShapeProto out = unknownShape(3);
  out.mutable_dim(2)->set_dim_value(format == "Grayscale" ? 1 : 3);
  setOutputShape(ctx, 0, out);
}

// StringSplit-20: Y is X's shape plus one axis (the most substrings),
// Z (the substring counts) is X's shape.
void inferStringSplit(InferenceContext &ctx) {
  ::onnx::updateOutputElemType(ctx, 0, ::onnx::TensorProto::STRING);
  ::onnx::updateOutputElemType(ctx, 1, ::onnx::TensorProto::INT64);
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  TensorShapeProto y = ::onnx::getInputShape(ctx, 0);
  y.add_dim();
  setOutputShape(ctx, 0, y);
  setOutputShape(ctx, 1, ::onnx::getInputShape(ctx, 0));
}

// QuantizeLinear-19/21: y has x's shape and the zero point's type, else
// output_dtype's (21), else uint8.
void inferQuantizeLinear(InferenceContext &ctx) {
  if (hasInput(ctx, 2)) {
    ::onnx::propagateElemTypeFromInputToOutput(ctx, 2, 0);
  } else {
    int64_t dt = ::onnx::getAttribute(ctx, "output_dtype", int64_t(0));
    if (dt == 0)
      dt = ::onnx::TensorProto::UINT8;
    ::onnx::updateOutputElemType(ctx, 0, int32_t(dt));
  }
  if (::onnx::hasInputShape(ctx, 0))
    ::onnx::propagateShapeFromInputToOutput(ctx, 0, 0);
}

// DequantizeLinear-19/21: y has x's shape and x_scale's type.
void inferDequantizeLinear(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 1, 0);
  if (::onnx::hasInputShape(ctx, 0))
    ::onnx::propagateShapeFromInputToOutput(ctx, 0, 0);
}

// DequantizeLinear-23: y has x's shape, and the type `output_dtype` names
// (when not 0) or else x_scale's.
void inferDequantizeLinear23(InferenceContext &ctx) {
  int64_t dt = ::onnx::getAttribute(ctx, "output_dtype", int64_t(0));
  if (dt == 0)
    ::onnx::propagateElemTypeFromInputToOutput(ctx, 1, 0);
  else if (dt == ::onnx::TensorProto::FLOAT ||
           dt == ::onnx::TensorProto::FLOAT16 ||
           dt == ::onnx::TensorProto::BFLOAT16)
    ::onnx::updateOutputElemType(ctx, 0, int32_t(dt));
  else
    fail("output_dtype ", dt, " is not float, float16 or bfloat16");
  if (::onnx::hasInputShape(ctx, 0))
    ::onnx::propagateShapeFromInputToOutput(ctx, 0, 0);
}

// OptionalGetElement-18: an optional's element, or a tensor or sequence
// as it is.
void inferOptionalGetElement(InferenceContext &ctx) {
  const ::onnx::TypeProto *t = ctx.getInputType(0);
  if (!t)
    fail("OptionalGetElement requires its input");
  if (t->has_optional_type())
    *ctx.getOutputType(0) = t->optional_type().elem_type();
  else
    *ctx.getOutputType(0) = *t;
}

// OptionalHasElement-18: a bool scalar (the input may be absent).
void inferOptionalHasElement(InferenceContext &ctx) {
  ::onnx::updateOutputElemType(ctx, 0, ::onnx::TensorProto::BOOL);
  setOutputShape(ctx, 0, TensorShapeProto());
}

void inferBool(InferenceContext &ctx) {
  sameShapeAs(ctx, 0, ::onnx::TensorProto::BOOL);
}

//===----------------------------------------------------------------------===//
// The schemas
//===----------------------------------------------------------------------===//

/// Pad-18's form (axes input), which Pad-19 keeps (wrap is a new value).
SchemaParts pad18() {
  return SchemaParts::of("Pad", 13)
      .input(3, "axes", "Tind", OpSchema::Optional)
      .types("Tind", kIndexTypes)
      .inference(inferPad18);
}

/// Resize-18's form (antialias, axes, keep_aspect_ratio_policy), which
/// Resize-19 keeps (half_pixel_symmetric is a new value).
SchemaParts resize18() {
  return SchemaParts::of("Resize", 13)
      .attr("antialias", AttributeProto::INT, int64_t(0))
      .attr("axes", AttributeProto::INTS, false)
      .attr("keep_aspect_ratio_policy", AttributeProto::STRING,
            std::string("stretch"))
      .inference(inferResize18);
}

void addOpset18(std::vector<OpSchema> &out) {
  // Every reduction takes its axes as an optional input (as ReduceSum has
  // since 13), with noop_with_empty_axes; each keeps its own types.
  for (const char *name :
       {"ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp",
        "ReduceMax", "ReduceMean", "ReduceMin", "ReduceProd",
        "ReduceSumSquare"}) {
    SchemaParts p = SchemaParts::of("ReduceSum", 13);
    p.name = name;
    const OpSchema &own = SchemaParts::libonnxSchema(name, 13);
    p.types("T", own.typeConstraintParams().front().allowed_type_strs);
    out.push_back(p.build(18));
  }

  // Split: attribute num_outputs (or the input split, not both).
  out.push_back(SchemaParts::of("Split", 13)
                    .attr("num_outputs", AttributeProto::INT, false)
                    .inference(inferSplit18)
                    .build(18));

  // Pad: optional input axes; pads then has 2 * len(axes) entries.
  out.push_back(pad18().build(18));

  // Resize: antialias, axes, keep_aspect_ratio_policy.
  out.push_back(resize18().build(18));

  // ScatterElements, ScatterND: reduction also "max" and "min" (a value of
  // the same string attribute; the signature is unchanged).
  out.push_back(copyOf("ScatterElements", 16, 18));
  out.push_back(copyOf("ScatterND", 16, 18));

  // LpPool: ceil_mode and dilations.
  out.push_back(SchemaParts::of("LpPool", 11)
                    .attr("ceil_mode", AttributeProto::INT, int64_t(0))
                    .attr("dilations", AttributeProto::INTS, false)
                    .inference(inferDilatedPool)
                    .build(18));

  // OptionalHasElement, OptionalGetElement: the input may also be a tensor
  // or a sequence (HasElement: or absent, giving false).
  std::vector<std::string> anyType = OpSchema::all_optional_types_with_bfloat();
  for (const std::string &t : OpSchema::all_tensor_types_with_bfloat())
    anyType.push_back(t);
  for (const std::string &t : OpSchema::all_tensor_sequence_types_with_bfloat())
    anyType.push_back(t);
  {
    SchemaParts p;
    p.name = "OptionalHasElement";
    p.input(0, "input", "O", OpSchema::Optional)
        .output(0, "output", "B")
        .types("O", anyType)
        .types("B", {"tensor(bool)"})
        .inference(inferOptionalHasElement);
    out.push_back(p.build(18));
  }
  {
    std::vector<std::string> plain = OpSchema::all_tensor_types_with_bfloat();
    for (const std::string &t :
         OpSchema::all_tensor_sequence_types_with_bfloat())
      plain.push_back(t);
    SchemaParts p;
    p.name = "OptionalGetElement";
    p.input(0, "input", "O")
        .output(0, "output", "V")
        .types("O", anyType)
        .types("V", plain)
        .inference(inferOptionalGetElement);
    out.push_back(p.build(18));
  }

  // New ops.
  for (const char *name : {"BitwiseAnd", "BitwiseOr", "BitwiseXor"}) {
    SchemaParts p;
    p.name = name;
    p.input(0, "A", "T").input(1, "B", "T").output(0, "C", "T")
        .types("T", kIntTypes)
        .inference(broadcastTwo);
    out.push_back(p.build(18));
  }
  {
    SchemaParts p;
    p.name = "BitwiseNot";
    p.input(0, "X", "T").output(0, "Y", "T").types("T", kIntTypes)
        .inference(propagateFirst);
    out.push_back(p.build(18));
  }
  {
    SchemaParts p;
    p.name = "CenterCropPad";
    p.input(0, "input_data", "T").input(1, "shape", "Tind")
        .output(0, "output_data", "T")
        .attr("axes", AttributeProto::INTS, false)
        .types("T", allTensorTypes())
        .types("Tind", kIndexTypes)
        .inference(inferCenterCropPad);
    out.push_back(p.build(18));
  }
  {
    SchemaParts p;
    p.name = "Col2Im";
    p.input(0, "input", "T")
        .input(1, "image_shape", "tensor(int64)")
        .input(2, "block_shape", "tensor(int64)")
        .output(0, "output", "T")
        .attr("dilations", AttributeProto::INTS, false)
        .attr("pads", AttributeProto::INTS, false)
        .attr("strides", AttributeProto::INTS, false)
        .types("T", allTensorTypes())
        .inference(inferCol2Im);
    out.push_back(p.build(18));
  }
  {
    // Opset 18: scale and bias have num_groups entries (21: C entries).
    SchemaParts p;
    p.name = "GroupNormalization";
    p.input(0, "X", "T").input(1, "scale", "T").input(2, "bias", "T")
        .output(0, "Y", "T")
        .attr("epsilon", AttributeProto::FLOAT, 1e-5f)
        .attr("num_groups", AttributeProto::INT, true)
        .types("T", kFloatTypes)
        .inference(propagateFirst);
    out.push_back(p.build(18));
  }
  {
    SchemaParts p;
    p.name = "Mish";
    p.input(0, "X", "T").output(0, "Y", "T")
        .types("T", {"tensor(float16)", "tensor(float)", "tensor(double)"})
        .inference(propagateFirst);
    out.push_back(p.build(18));
  }
}

void addOpset19(std::vector<OpSchema> &out) {
  // AveragePool: dilations (and its output-shape formula).
  out.push_back(SchemaParts::of("AveragePool", 11)
                    .attr("dilations", AttributeProto::INTS, false)
                    .inference(inferDilatedPool)
                    .build(19));

  // Cast, CastLike: saturate (for float8 targets), float8 types.
  out.push_back(SchemaParts::of("Cast", 13)
                    .attr("saturate", AttributeProto::INT, int64_t(1))
                    .build(19));
  out.push_back(SchemaParts::of("CastLike", 15)
                    .attr("saturate", AttributeProto::INT, int64_t(1))
                    .build(19));

  // Pad: mode "wrap" (a value of the same attribute).
  out.push_back(pad18().build(19));

  // Resize: coordinate_transformation_mode "half_pixel_symmetric" (a value).
  out.push_back(resize18().build(19));

  // Equal: strings too.
  out.push_back(SchemaParts::of("Equal", 13)
                    .addTypes("T", {"tensor(string)"})
                    .build(19));

  // QuantizeLinear: x and y_scale of type T1 (float, float16, bfloat16,
  // int32), saturate; DequantizeLinear: x_scale and y of T2 (float,
  // float16, bfloat16). Plus float8 types tocc cannot express.
  {
    SchemaParts p = SchemaParts::of("QuantizeLinear", 13);
    p.input(1, "y_scale", "T1")
        .types("T1", {"tensor(float)", "tensor(float16)", "tensor(bfloat16)",
                      "tensor(int32)"})
        .attr("saturate", AttributeProto::INT, int64_t(1))
        .inference(inferQuantizeLinear);
    p.inputs[2].option = OpSchema::Optional;
    out.push_back(p.build(19));
  }
  {
    SchemaParts p = SchemaParts::of("DequantizeLinear", 13);
    p.input(1, "x_scale", "T2")
        .output(0, "y", "T2")
        .types("T2", {"tensor(float)", "tensor(float16)", "tensor(bfloat16)"})
        .inference(inferDequantizeLinear);
    p.inputs[2].option = OpSchema::Optional;
    out.push_back(p.build(19));
  }

  // Only float8 types added.
  out.push_back(copyOf("Constant", 13, 19));
  out.push_back(copyOf("Identity", 16, 19));
  out.push_back(copyOf("If", 16, 19));
  out.push_back(copyOf("Loop", 16, 19));
  out.push_back(copyOf("Scan", 16, 19));
  out.push_back(copyOf("Reshape", 14, 19));
  out.push_back(copyOf("Shape", 15, 19));
  out.push_back(copyOf("Size", 13, 19));

  // New op: DeformConv.
  {
    SchemaParts p;
    p.name = "DeformConv";
    p.input(0, "X", "T").input(1, "W", "T").input(2, "offset", "T")
        .input(3, "B", "T", OpSchema::Optional)
        .input(4, "mask", "T", OpSchema::Optional)
        .output(0, "Y", "T")
        .attr("dilations", AttributeProto::INTS, false)
        .attr("group", AttributeProto::INT, int64_t(1))
        .attr("kernel_shape", AttributeProto::INTS, false)
        .attr("offset_group", AttributeProto::INT, int64_t(1))
        .attr("pads", AttributeProto::INTS, false)
        .attr("strides", AttributeProto::INTS, false)
        .types("T", {"tensor(float16)", "tensor(float)", "tensor(double)"})
        .inference(inferDeformConv);
    out.push_back(p.build(19));
  }
}

void addOpset20(std::vector<OpSchema> &out) {
  // ConstantOfShape: bfloat16 values (and float8).
  out.push_back(SchemaParts::of("ConstantOfShape", 9)
                    .addTypes("T2", {"tensor(bfloat16)"})
                    .build(20));

  // DFT: axis becomes an optional input (int64 scalar, default -2).
  out.push_back(SchemaParts::of("DFT", 17)
                    .dropAttr("axis")
                    .input(2, "axis", "tensor(int64)", OpSchema::Optional)
                    .inference(inferDFT20)
                    .build(20));

  // GridSample: N-D; modes linear, nearest, cubic (16: bilinear, nearest,
  // bicubic), default linear.
  out.push_back(SchemaParts::of("GridSample", 16)
                    .attr("mode", AttributeProto::STRING,
                          std::string("linear"))
                    .inference(inferGridSample20)
                    .build(20));

  // IsInf: float16 and bfloat16 (and float8); IsNaN: float8 only.
  out.push_back(SchemaParts::of("IsInf", 10)
                    .addTypes("T1", {"tensor(float16)", "tensor(bfloat16)"})
                    .build(20));
  out.push_back(copyOf("IsNaN", 13, 20));

  // ReduceMax, ReduceMin: bool.
  for (const char *name : {"ReduceMax", "ReduceMin"}) {
    SchemaParts p = SchemaParts::of("ReduceSum", 13);
    p.name = name;
    const OpSchema &own = SchemaParts::libonnxSchema(name, 13);
    p.types("T", own.typeConstraintParams().front().allowed_type_strs)
        .addTypes("T", {"tensor(bool)"});
    out.push_back(p.build(20));
  }

  // New ops.
  {
    SchemaParts p;
    p.name = "AffineGrid";
    p.input(0, "theta", "T1").input(1, "size", "T2").output(0, "grid", "T1")
        .attr("align_corners", AttributeProto::INT, int64_t(0))
        .types("T1", kFloatTypes)
        .types("T2", {"tensor(int64)"})
        .inference(inferAffineGrid);
    out.push_back(p.build(20));
  }
  {
    // gelu(x) = 0.5 * x * (1 + erf(x / sqrt(2))), or its tanh
    // approximation with approximate = "tanh"; same shape.
    SchemaParts p;
    p.name = "Gelu";
    p.input(0, "X", "T").output(0, "Y", "T")
        .attr("approximate", AttributeProto::STRING, std::string("none"))
        .types("T", kFloatTypes)
        .inference(propagateFirst);
    out.push_back(p.build(20));
  }
  {
    SchemaParts p;
    p.name = "ImageDecoder";
    p.input(0, "encoded_stream", "T1").output(0, "image", "T2")
        .attr("pixel_format", AttributeProto::STRING, std::string("RGB"))
        .types("T1", {"tensor(uint8)"})
        .types("T2", {"tensor(uint8)"})
        .inference(inferImageDecoder);
    out.push_back(p.build(20));
  }
  {
    SchemaParts p;
    p.name = "RegexFullMatch";
    p.input(0, "X", "T1").output(0, "Y", "T2")
        .attr("pattern", AttributeProto::STRING, false)
        .types("T1", {"tensor(string)"})
        .types("T2", {"tensor(bool)"})
        .inference(inferBool);
    out.push_back(p.build(20));
  }
  {
    SchemaParts p;
    p.name = "StringConcat";
    p.input(0, "X", "T").input(1, "Y", "T").output(0, "Z", "T")
        .types("T", {"tensor(string)"})
        .inference(broadcastTwo);
    out.push_back(p.build(20));
  }
  {
    SchemaParts p;
    p.name = "StringSplit";
    p.input(0, "X", "T1").output(0, "Y", "T2").output(1, "Z", "T3")
        .attr("delimiter", AttributeProto::STRING, false)
        .attr("maxsplit", AttributeProto::INT, false)
        .types("T1", {"tensor(string)"})
        .types("T2", {"tensor(string)"})
        .types("T3", {"tensor(int64)"})
        .inference(inferStringSplit);
    out.push_back(p.build(20));
  }
}

void addOpset21(std::vector<OpSchema> &out) {
  // int4 and uint4 added (tocc has no dtype for them): the previous
  // version's signature at a new since_version.
  std::vector<OpSchema> again;
  for (const OpSchema &s : out)
    if (s.SinceVersion() == 19 &&
        (s.Name() == "Cast" || s.Name() == "CastLike" || s.Name() == "Pad"))
      again.push_back(s);
  for (OpSchema &s : again) {
    s.SinceVersion(21);
    out.push_back(std::move(s));
  }
  out.push_back(copyOf("Constant", 13, 21));
  out.push_back(copyOf("Identity", 16, 21));
  out.push_back(copyOf("If", 16, 21));
  out.push_back(copyOf("Loop", 16, 21));
  out.push_back(copyOf("Scan", 16, 21));
  out.push_back(copyOf("Reshape", 14, 21));
  out.push_back(copyOf("Shape", 15, 21));
  out.push_back(copyOf("Size", 13, 21));
  out.push_back(copyOf("Flatten", 13, 21));
  out.push_back(copyOf("Squeeze", 13, 21));
  out.push_back(copyOf("Transpose", 13, 21));
  out.push_back(copyOf("Unsqueeze", 13, 21));
  out.push_back(SchemaParts::of("ConstantOfShape", 9)
                    .addTypes("T2", {"tensor(bfloat16)"})
                    .build(21));

  // QuantizeLinear: blocked quantization (block_size), output_dtype, and
  // int16/uint16 results; DequantizeLinear: block_size, int16/uint16 x.
  {
    SchemaParts p = SchemaParts::of("QuantizeLinear", 13);
    p.input(1, "y_scale", "T1")
        .types("T1", {"tensor(float)", "tensor(float16)", "tensor(bfloat16)",
                      "tensor(int32)"})
        .addTypes("T2", {"tensor(int16)", "tensor(uint16)"})
        .attr("saturate", AttributeProto::INT, int64_t(1))
        .attr("block_size", AttributeProto::INT, int64_t(0))
        .attr("output_dtype", AttributeProto::INT, int64_t(0))
        .inference(inferQuantizeLinear);
    p.inputs[2].option = OpSchema::Optional;
    out.push_back(p.build(21));
  }
  {
    SchemaParts p = SchemaParts::of("DequantizeLinear", 13);
    p.input(1, "x_scale", "T2")
        .output(0, "y", "T2")
        .addTypes("T", {"tensor(int16)", "tensor(uint16)"})
        .types("T2", {"tensor(float)", "tensor(float16)", "tensor(bfloat16)"})
        .attr("block_size", AttributeProto::INT, int64_t(0))
        .inference(inferDequantizeLinear);
    p.inputs[2].option = OpSchema::Optional;
    out.push_back(p.build(21));
  }

  // QLinearMatMul: the scales are of a type parameter TS instead of
  // tensor(float). The spec pages seen name TS but not its list; float,
  // float16 and bfloat16 is the list of the other opset-21 quantization
  // scales (unverified for bfloat16 here).
  {
    SchemaParts p = SchemaParts::of("QLinearMatMul", 10);
    for (unsigned i : {1u, 4u, 6u})
      p.inputs[i].typeStr = "TS";
    p.types("TS", {"tensor(float)", "tensor(float16)", "tensor(bfloat16)"});
    out.push_back(p.build(21));
  }

  // GroupNormalization: stash_type (the precision of the statistics);
  // scale and bias now have C entries instead of num_groups.
  {
    SchemaParts p;
    p.name = "GroupNormalization";
    p.input(0, "X", "T").input(1, "scale", "T").input(2, "bias", "T")
        .output(0, "Y", "T")
        .attr("epsilon", AttributeProto::FLOAT, 1e-5f)
        .attr("num_groups", AttributeProto::INT, true)
        .attr("stash_type", AttributeProto::INT, int64_t(1))
        .types("T", kFloatTypes)
        .inference(propagateFirst);
    out.push_back(p.build(21));
  }
}

void addOpset22(std::vector<OpSchema> &out) {
  // bfloat16 added to the float type constraints of these ops (Dropout's
  // data also float8, its ratio T1 bfloat16 and float8): their schema in
  // effect at 21 (libonnx's or tocc's) with bfloat16 in the parameters
  // listed. The signatures and inference are otherwise unchanged.
  static const std::pair<const char *, std::vector<const char *>> kBf16[] = {
      {"Acos", {"T"}},
      {"Acosh", {"T"}},
      {"Asin", {"T"}},
      {"Asinh", {"T"}},
      {"Atan", {"T"}},
      {"Atanh", {"T"}},
      {"AveragePool", {"T"}},
      {"Bernoulli", {"T1"}},
      {"Conv", {"T"}},
      {"ConvTranspose", {"T"}},
      {"Cos", {"T"}},
      {"Cosh", {"T"}},
      {"DeformConv", {"T"}},
      {"Det", {"T"}},
      {"Dropout", {"T1"}},
      {"Elu", {"T"}},
      {"EyeLike", {"T1", "T2"}},
      {"GRU", {"T"}},
      {"GlobalAveragePool", {"T"}},
      {"GlobalLpPool", {"T"}},
      {"GlobalMaxPool", {"T"}},
      {"GridSample", {"T1", "T2"}},
      {"HardSigmoid", {"T"}},
      {"HardSwish", {"T"}},
      {"InstanceNormalization", {"T"}},
      {"LSTM", {"T"}},
      {"LpNormalization", {"T"}},
      {"LpPool", {"T"}},
      {"MaxPool", {"T"}},
      {"MaxRoiPool", {"T"}},
      {"MaxUnpool", {"T1"}},
      {"Mish", {"T"}},
      {"Multinomial", {"T1"}},
      {"NegativeLogLikelihoodLoss", {"T"}},
      {"RNN", {"T"}},
      {"RandomNormal", {"T"}},
      {"RandomNormalLike", {"T1", "T2"}},
      {"RandomUniform", {"T"}},
      {"RandomUniformLike", {"T1", "T2"}},
      {"RoiAlign", {"T1"}},
      {"Round", {"T"}},
      {"Selu", {"T"}},
      {"Sin", {"T"}},
      {"Sinh", {"T"}},
      {"Softplus", {"T"}},
      {"Softsign", {"T"}},
      {"Tan", {"T"}},
      {"ThresholdedRelu", {"T"}},
  };
  std::vector<OpSchema> built;
  for (const auto &[name, params] : kBf16) {
    SchemaParts p = SchemaParts::from(inEffect(out, name, 21));
    for (const char *param : params) {
      if (!llvm::any_of(p.constraints,
                        [&](const auto &c) { return c.first == param; }))
        llvm::report_fatal_error(llvm::Twine(name) + " has no type parameter " +
                                 param);
      p.addTypes(param, {"tensor(bfloat16)"});
    }
    built.push_back(p.build(22));
  }
  for (OpSchema &s : built)
    out.push_back(std::move(s));
}

void addOpset23(std::vector<OpSchema> &out) {
  // float4e2m1 added (and, for If and Loop, its sequences and optionals),
  // which tocc has no dtype for: the version in effect at 22 at a new
  // since_version. (Attention, RMSNormalization and RotaryEmbedding, new at
  // 23, are not here.)
  std::vector<OpSchema> again;
  for (const char *name :
       {"Cast", "CastLike", "Constant", "ConstantOfShape", "Flatten",
        "Identity", "If", "Loop", "Pad", "Reshape", "Scan", "Shape", "Size",
        "Squeeze", "Transpose", "Unsqueeze"}) {
    OpSchema s = inEffect(out, name, 22);
    s.SinceVersion(23);
    again.push_back(std::move(s));
  }
  for (OpSchema &s : again)
    out.push_back(std::move(s));

  // QuantizeLinear: y_scale gets its own type parameter (T2, the types of
  // x), the zero point and y become T3; attribute `precision` (the type the
  // division is computed in; 0: y_scale's). Plus float4e2m1 y.
  {
    SchemaParts p = SchemaParts::from(inEffect(out, "QuantizeLinear", 21));
    std::vector<std::string> floats = {"tensor(float)", "tensor(float16)",
                                       "tensor(bfloat16)", "tensor(int32)"};
    std::vector<std::string> quantized;
    for (const auto &[param, list] : p.constraints)
      if (param == "T2")
        quantized = list;
    p.constraints.clear();
    p.input(1, "y_scale", "T2")
        .input(2, "y_zero_point", "T3", OpSchema::Optional)
        .output(0, "y", "T3")
        .types("T1", floats)
        .types("T2", floats)
        .types("T3", quantized)
        .attr("precision", AttributeProto::INT, int64_t(0));
    out.push_back(p.build(23));
  }

  // DequantizeLinear: attribute output_dtype (y's type, T3; 0: x_scale's).
  // Plus float4e2m1 x.
  {
    SchemaParts p = SchemaParts::from(inEffect(out, "DequantizeLinear", 21));
    p.output(0, "y", "T3")
        .types("T3", {"tensor(float)", "tensor(float16)", "tensor(bfloat16)"})
        .attr("output_dtype", AttributeProto::INT, int64_t(0))
        .inference(inferDequantizeLinear23);
    out.push_back(p.build(23));
  }
}



//===----------------------------------------------------------------------===//
// Opset 23's fused ops: Attention, RMSNormalization, RotaryEmbedding
//===----------------------------------------------------------------------===//

/// `a + b` of two dims: a value, an expression over their symbols, or
/// unknown.
void setDimSum(TensorShapeProto::Dimension &out,
               const TensorShapeProto::Dimension &a,
               const TensorShapeProto::Dimension &b) {
  if (b.has_dim_value()) {
    setDimPlus(out, a, b.dim_value());
    return;
  }
  if (a.has_dim_value()) {
    setDimPlus(out, b, a.dim_value());
    return;
  }
  std::string pa = symbolOf(a), pb = symbolOf(b);
  if (pa.empty() || pb.empty()) {
    out.Clear();
    return;
  }
  setSymbolic(out, "(" + pa + ") + (" + pb + ")");
}

/// `d / n` of a dim: a value when known and divisible (else an error), an
/// expression over its symbol, or unknown.
void setDimDiv(TensorShapeProto::Dimension &out,
               const TensorShapeProto::Dimension &d, int64_t n,
               const char *what) {
  if (d.has_dim_value()) {
    if (d.dim_value() % n != 0)
      fail(what, " ", d.dim_value(), " is not a multiple of ", n);
    out.Clear();
    out.set_dim_value(d.dim_value() / n);
  } else if (std::string p = symbolOf(d); !p.empty() && n == 1) {
    out = d;
  } else if (!p.empty()) {
    setSymbolic(out, "(" + p + ") floordiv " + std::to_string(n));
  } else {
    out.Clear();
  }
}

/// `d * n` of a dim.
void setDimTimes(TensorShapeProto::Dimension &out,
                 const TensorShapeProto::Dimension &d, int64_t n) {
  if (d.has_dim_value()) {
    out.Clear();
    out.set_dim_value(d.dim_value() * n);
  } else if (std::string p = symbolOf(d); !p.empty() && n == 1) {
    out = d;
  } else if (!p.empty()) {
    setSymbolic(out, "(" + p + ") * " + std::to_string(n));
  } else {
    out.Clear();
  }
}

std::optional<int64_t> intAttr(InferenceContext &ctx, const char *name) {
  if (const AttributeProto *a = ctx.getAttribute(name))
    return a->i();
  return std::nullopt;
}

// Attention-23: Q [b, qh, L, E] (or [b, L, qh * E] with q_num_heads), K
// [b, kvh, S, E], V [b, kvh, S, Ev] (or 3-D alike with kv_num_heads),
// past_key [b, kvh, P, E] and past_value [b, kvh, P, Ev] (both or
// neither) -> Y [b, qh, L, Ev] (3-D: [b, L, qh * Ev]), present_key
// [b, kvh, P + S, E], present_value [b, kvh, P + S, Ev], qk_matmul_output
// [b, qh, L, P + S]; qh is a multiple of kvh.
void inferAttention23(InferenceContext &ctx) {
  size_t nOut = ctx.getNumOutputs();
  auto hasOutput = [&](size_t i) {
    return i < nOut && ctx.getOutputType(i) != nullptr;
  };
  ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 0);
  if (hasOutput(1))
    ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 1);
  if (hasOutput(2))
    ::onnx::propagateElemTypeFromInputToOutput(ctx, 2, 2);
  if (hasOutput(3))
    ::onnx::propagateElemTypeFromInputToOutput(ctx, 0, 3);
  if (hasInput(ctx, 4) != hasInput(ctx, 5))
    fail("past_key and past_value are given together or not at all");
  int64_t mode = intAttr(ctx, "qk_matmul_output_mode").value_or(0);
  if (mode < 0 || mode > 3)
    fail("qk_matmul_output_mode is ", mode, ", not 0 to 3");
  if (const AttributeProto *a = ctx.getAttribute("softcap"); a && a->f() < 0)
    fail("softcap must not be negative");
  std::optional<int64_t> qHeads = intAttr(ctx, "q_num_heads");
  std::optional<int64_t> kvHeads = intAttr(ctx, "kv_num_heads");
  if ((qHeads && *qHeads <= 0) || (kvHeads && *kvHeads <= 0))
    fail("q_num_heads and kv_num_heads must be positive");
  if (qHeads && kvHeads && *qHeads % *kvHeads != 0)
    fail("q_num_heads ", *qHeads, " is not a multiple of kv_num_heads ",
         *kvHeads);
  if (!::onnx::hasNInputShapes(ctx, 3))
    return;
  const TensorShapeProto &q = ::onnx::getInputShape(ctx, 0);
  const TensorShapeProto &k = ::onnx::getInputShape(ctx, 1);
  const TensorShapeProto &v = ::onnx::getInputShape(ctx, 2);
  int64_t rank = q.dim_size();
  if (rank != 3 && rank != 4)
    fail("Q has rank ", rank, "; Attention takes 3-D or 4-D inputs");
  if (k.dim_size() != rank || v.dim_size() != rank)
    fail("Q, K and V must have the same rank (", rank, ", ", k.dim_size(), ", ",
         v.dim_size(), ")");
  // The 4-D views [b, heads, seq, head size] of Q, K and V.
  TensorShapeProto q4, k4, v4;
  if (rank == 3) {
    if (!qHeads || !kvHeads)
      fail("3-D inputs need the attributes q_num_heads and kv_num_heads");
    auto view = [](const TensorShapeProto &x, int64_t heads, const char *what) {
      TensorShapeProto out;
      *out.add_dim() = x.dim(0);
      out.add_dim()->set_dim_value(heads);
      *out.add_dim() = x.dim(1);
      setDimDiv(*out.add_dim(), x.dim(2), heads, what);
      return out;
    };
    q4 = view(q, *qHeads, "Q's hidden size");
    k4 = view(k, *kvHeads, "K's hidden size");
    v4 = view(v, *kvHeads, "V's hidden size");
  } else {
    q4 = q;
    k4 = k;
    v4 = v;
  }
  const auto &qh = q4.dim(1), &kvh = k4.dim(1);
  if (qh.has_dim_value() && kvh.has_dim_value() &&
      (kvh.dim_value() == 0 || qh.dim_value() % kvh.dim_value() != 0))
    fail("Q's ", qh.dim_value(), " heads are not a multiple of K's ",
         kvh.dim_value());
  if (q4.dim(3).has_dim_value() && k4.dim(3).has_dim_value() &&
      q4.dim(3).dim_value() != k4.dim(3).dim_value())
    fail("Q's head size ", q4.dim(3).dim_value(), " differs from K's ",
         k4.dim(3).dim_value());
  // The total sequence: past + new.
  TensorShapeProto::Dimension total = k4.dim(2);
  if (hasInput(ctx, 4) && ::onnx::hasInputShape(ctx, 4)) {
    const TensorShapeProto &pk = ::onnx::getInputShape(ctx, 4);
    if (pk.dim_size() != 4)
      fail("past_key has rank ", pk.dim_size(), ", not 4");
    setDimSum(total, pk.dim(2), k4.dim(2));
  }
  if (hasInput(ctx, 5) && ::onnx::hasInputShape(ctx, 5) &&
      ::onnx::getInputShape(ctx, 5).dim_size() != 4)
    fail("past_value has rank ", ::onnx::getInputShape(ctx, 5).dim_size(),
         ", not 4");
  TensorShapeProto y;
  *y.add_dim() = q.dim(0);
  if (rank == 3) {
    *y.add_dim() = q.dim(1);
    setDimTimes(*y.add_dim(), v4.dim(3), *qHeads);
  } else {
    *y.add_dim() = q4.dim(1);
    *y.add_dim() = q4.dim(2);
    *y.add_dim() = v4.dim(3);
  }
  setOutputShape(ctx, 0, y);
  auto present = [&](const TensorShapeProto &x) {
    TensorShapeProto out;
    *out.add_dim() = x.dim(0);
    *out.add_dim() = x.dim(1);
    *out.add_dim() = total;
    *out.add_dim() = x.dim(3);
    return out;
  };
  if (hasOutput(1))
    setOutputShape(ctx, 1, present(k4));
  if (hasOutput(2))
    setOutputShape(ctx, 2, present(v4));
  if (hasOutput(3)) {
    TensorShapeProto qk;
    *qk.add_dim() = q4.dim(0);
    *qk.add_dim() = q4.dim(1);
    *qk.add_dim() = q4.dim(2);
    *qk.add_dim() = total;
    setOutputShape(ctx, 3, qk);
  }
}

// RMSNormalization-23: Y has X's shape and scale's type; axis in
// [-rank, rank).
void inferRMSNormalization23(InferenceContext &ctx) {
  ::onnx::propagateElemTypeFromInputToOutput(ctx, hasInput(ctx, 1) ? 1 : 0, 0);
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &x = ::onnx::getInputShape(ctx, 0);
  normalizeAxis(intAttr(ctx, "axis").value_or(-1), x.dim_size(), "axis");
  setOutputShape(ctx, 0, x);
}

// RotaryEmbedding-23: X [b, heads, seq, head size] or [b, seq, hidden]
// with num_heads; the caches [b, seq, rot / 2] without position_ids, [max
// position + 1, rot / 2] with them ([b, seq]); rot = rotary_embedding_dim,
// or the head size when 0; Y has X's shape.
void inferRotaryEmbedding23(InferenceContext &ctx) {
  propagateFirst(ctx);
  std::optional<int64_t> heads = intAttr(ctx, "num_heads");
  if (heads && *heads <= 0)
    fail("num_heads must be positive");
  int64_t rot = intAttr(ctx, "rotary_embedding_dim").value_or(0);
  if (rot < 0 || rot % 2 != 0)
    fail("rotary_embedding_dim ", rot, " must be even and not negative");
  bool positions = hasInput(ctx, 3);
  int64_t cacheRank = positions ? 2 : 3;
  for (size_t i : {1, 2})
    if (::onnx::hasInputShape(ctx, i) &&
        ::onnx::getInputShape(ctx, i).dim_size() != cacheRank)
      fail(i == 1 ? "cos_cache" : "sin_cache", " has rank ",
           ::onnx::getInputShape(ctx, i).dim_size(), ", but ", cacheRank,
           positions ? " with position_ids" : " without position_ids");
  if (positions && ::onnx::hasInputShape(ctx, 3) &&
      ::onnx::getInputShape(ctx, 3).dim_size() != 2)
    fail("position_ids has rank ", ::onnx::getInputShape(ctx, 3).dim_size(),
         ", not 2");
  if (!::onnx::hasInputShape(ctx, 0))
    return;
  const TensorShapeProto &x = ::onnx::getInputShape(ctx, 0);
  int64_t rank = x.dim_size();
  if (rank != 3 && rank != 4)
    fail("X has rank ", rank, "; RotaryEmbedding takes 3-D or 4-D inputs");
  if (rank == 3 && !heads)
    fail("a 3-D X needs the attribute num_heads");
  std::optional<int64_t> headSize;
  if (rank == 4 && x.dim(3).has_dim_value())
    headSize = x.dim(3).dim_value();
  if (rank == 3 && x.dim(2).has_dim_value()) {
    if (x.dim(2).dim_value() % *heads != 0)
      fail("X's hidden size ", x.dim(2).dim_value(),
           " is not a multiple of num_heads ", *heads);
    headSize = x.dim(2).dim_value() / *heads;
  }
  if (headSize) {
    if (rot > *headSize)
      fail("rotary_embedding_dim ", rot, " exceeds the head size ", *headSize);
    int64_t half = (rot ? rot : *headSize);
    if (half % 2 != 0)
      fail("the rotated size ", half, " must be even");
    half /= 2;
    for (size_t i : {1, 2})
      if (::onnx::hasInputShape(ctx, i)) {
        const TensorShapeProto &c = ::onnx::getInputShape(ctx, i);
        const auto &last = c.dim(c.dim_size() - 1);
        if (last.has_dim_value() && last.dim_value() != half)
          fail(i == 1 ? "cos_cache" : "sin_cache", "'s last dim is ",
               last.dim_value(), ", not half the rotated size (", half, ")");
      }
  }
}

// Opset 23's fused ops (one block of their own: the other opset-22 and -23
// schemas come before it).
void addOpset23FusedOps(std::vector<OpSchema> &out) {
  const std::vector<std::string> floats = {
      "tensor(bfloat16)", "tensor(float16)", "tensor(float)", "tensor(double)"};
  {
    SchemaParts p;
    p.name = "Attention";
    p.input(0, "Q", "T1")
        .input(1, "K", "T1")
        .input(2, "V", "T2")
        .input(3, "attn_mask", "U", OpSchema::Optional)
        .input(4, "past_key", "T1", OpSchema::Optional)
        .input(5, "past_value", "T2", OpSchema::Optional)
        .output(0, "Y", "T1")
        .output(1, "present_key", "T1", OpSchema::Optional)
        .output(2, "present_value", "T2", OpSchema::Optional)
        .output(3, "qk_matmul_output", "T1", OpSchema::Optional)
        .attr("is_causal", AttributeProto::INT, int64_t(0))
        .attr("kv_num_heads", AttributeProto::INT, false)
        .attr("q_num_heads", AttributeProto::INT, false)
        .attr("qk_matmul_output_mode", AttributeProto::INT, int64_t(0))
        .attr("scale", AttributeProto::FLOAT, false)
        .attr("softcap", AttributeProto::FLOAT, 0.0f)
        .attr("softmax_precision", AttributeProto::INT, false)
        .types("T1", floats)
        .types("T2", floats);
    std::vector<std::string> mask = kIntTypes;
    for (const std::string &t : floats)
      mask.push_back(t);
    mask.push_back("tensor(bool)");
    p.types("U", mask).inference(inferAttention23);
    out.push_back(p.build(23));
  }
  {
    SchemaParts p;
    p.name = "RMSNormalization";
    p.input(0, "X", "T")
        .input(1, "scale", "V")
        .output(0, "Y", "V")
        .attr("axis", AttributeProto::INT, int64_t(-1))
        .attr("epsilon", AttributeProto::FLOAT, 1e-5f)
        .attr("stash_type", AttributeProto::INT, int64_t(1))
        .types("T", kFloatTypes)
        .types("V", kFloatTypes)
        .inference(inferRMSNormalization23);
    out.push_back(p.build(23));
  }
  {
    SchemaParts p;
    p.name = "RotaryEmbedding";
    p.input(0, "X", "T")
        .input(1, "cos_cache", "T")
        .input(2, "sin_cache", "T")
        .input(3, "position_ids", "M", OpSchema::Optional)
        .output(0, "Y", "T")
        .attr("interleaved", AttributeProto::INT, int64_t(0))
        .attr("num_heads", AttributeProto::INT, false)
        .attr("rotary_embedding_dim", AttributeProto::INT, int64_t(0))
        .types("T", {"tensor(float)", "tensor(float16)", "tensor(bfloat16)"})
        .types("M", {"tensor(int64)"})
        .inference(inferRotaryEmbedding23);
    out.push_back(p.build(23));
  }
}

} // namespace


void buildSchemasBeyondLibOnnx(std::vector<OpSchema> &out) {
  addOpset18(out);
  addOpset19(out);
  addOpset20(out);
  addOpset21(out);
  addOpset22(out);
  addOpset23(out);
  addOpset23FusedOps(out);
}

} // namespace tocc::onnx
