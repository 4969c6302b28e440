//===- OnnxInference.cpp - libonnx's per-op shape inference for onnx ops ---===//
//
// An onnx op without a tocc shape function for its schema version is
// inferred by the schema's own inference function: operand types become
// TypeProtos (symbolic dims as dim_param carrying the expression's
// canonical text, which parses back to the same expression), constant
// inputs become TensorProtos, and the outputs' TypeProtos become result
// types. Regions (Loop, Scan bodies) answer with the types their `yield`
// already has, since regions are inferred before the op that owns them.
//
//===----------------------------------------------------------------------===//
#include "OnnxSchemas.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Shape/Expr.h"

#include "onnx/defs/shape_inference.h"

#include "llvm/Support/raw_ostream.h"

#include <deque>
#include <functional>

namespace tocc::onnx {


namespace {

/// Small constant inputs are given to inference functions that read data
/// (Reshape's shape, Slice's starts, ...); larger ones are not copied.
constexpr int64_t kMaxConstantElements = 1024;

void fillType(Type t, ::onnx::TypeProto &proto) {
  switch (t.getKind()) {
  case Type::Tensor: {
    auto *tt = proto.mutable_tensor_type();
    tt->set_elem_type(int32_t(tensorProtoFromDType(t.getDType()).value_or(0)));
    if (!t.hasRank())
      return;
    auto *shape = tt->mutable_shape();
    for (Dim d : t.getDims()) {
      auto *dim = shape->add_dim();
      if (d.isStatic())
        dim->set_dim_value(d.getExpr()->getConstant());
      else if (d.isSymbolic()) {
        std::string text;
        llvm::raw_string_ostream os(text);
        d.print(os);
        dim->set_dim_param(os.str());
      }
    }
    return;
  }
  case Type::List:
    fillType(t.getElementType(),
             *proto.mutable_sequence_type()->mutable_elem_type());
    return;
  case Type::Optional:
    fillType(t.getElementType(),
             *proto.mutable_optional_type()->mutable_elem_type());
    return;
  default:
    return;
  }
}

/// A TypeProto back as a tocc type; null if it says nothing usable.
Type typeFromProto(const ::onnx::TypeProto &proto, InferenceContext &ic) {
  Context &ctx = ic.getContext();
  switch (proto.value_case()) {
  case ::onnx::TypeProto::kTensorType: {
    const auto &tt = proto.tensor_type();
    DType dt = dtypeFromTensorProto(tt.elem_type()).value_or(DType::Unknown);
    if (!tt.has_shape())
      return ctx.getUnrankedTensorType(dt);
    llvm::SmallVector<Dim, 4> dims;
    for (const auto &d : tt.shape().dim()) {
      if (d.has_dim_value()) {
        dims.push_back(Dim(ic.getConstant(d.dim_value())));
      } else if (d.has_dim_param()) {
        shape::ExprParseResult r = shape::parseExpr(d.dim_param(), ic.getExprs());
        dims.push_back(r.expr ? Dim(r.expr) : Dim());
      } else {
        dims.push_back(Dim());
      }
    }
    return ctx.getTensorType(dt, dims);
  }
  case ::onnx::TypeProto::kSequenceType: {
    Type e = typeFromProto(proto.sequence_type().elem_type(), ic);
    return e ? ctx.getListType(e) : Type();
  }
  case ::onnx::TypeProto::kOptionalType: {
    Type e = typeFromProto(proto.optional_type().elem_type(), ic);
    return e ? ctx.getOptionalType(e) : Type();
  }
  default:
    return Type();
  }
}

bool fillTensor(Attribute dense, ::onnx::TensorProto &t) {
  Type type = dense.getDenseType();
  std::optional<int64_t> code = tensorProtoFromDType(type.getDType());
  if (!code || dense.isElided() || type.getDType() == DType::Str)
    return false;
  t.set_data_type(int32_t(*code));
  for (Dim d : type.getDims())
    t.add_dims(d.getExpr()->getConstant());
  llvm::ArrayRef<char> raw = dense.getRawData();
  t.set_raw_data(std::string(raw.data(), raw.size()));
  return true;
}

/// Fills an AttributeProto from an IR attribute; `kind` is the schema's
/// type for it (decides empty arrays). False if it has no ONNX form.
bool fillAttribute(llvm::StringRef name, Attribute a,
                   std::optional<OnnxAttrKind> kind,
                   ::onnx::AttributeProto &proto) {
  proto.set_name(name.str());
  if (a.isInt()) {
    proto.set_type(::onnx::AttributeProto::INT);
    proto.set_i(a.getInt());
  } else if (a.isFloat()) {
    proto.set_type(::onnx::AttributeProto::FLOAT);
    proto.set_f(float(a.getFloat()));
  } else if (a.isString()) {
    proto.set_type(::onnx::AttributeProto::STRING);
    proto.set_s(a.getString().str());
  } else if (a.isDense()) {
    proto.set_type(::onnx::AttributeProto::TENSOR);
    return fillTensor(a, *proto.mutable_t());
  } else if (a.isType()) {
    proto.set_type(::onnx::AttributeProto::TYPE_PROTO);
    fillType(a.getType(), *proto.mutable_tp());
  } else if (a.isArray()) {
    llvm::ArrayRef<Attribute> elems = a.getArray();
    OnnxAttrKind k = kind.value_or(OnnxAttrKind::Ints);
    if (!elems.empty())
      k = elems[0].isFloat()    ? OnnxAttrKind::Floats
          : elems[0].isString() ? OnnxAttrKind::Strings
                                : OnnxAttrKind::Ints;
    proto.set_type(::onnx::AttributeProto::AttributeType(k));
    for (Attribute e : elems) {
      if (k == OnnxAttrKind::Floats)
        proto.add_floats(float(e.isFloat() ? e.getFloat() : e.getInt()));
      else if (k == OnnxAttrKind::Strings && e.isString())
        proto.add_strings(e.getString().str());
      else if (e.isInt())
        proto.add_ints(e.getInt());
      else
        return false;
    }
  } else {
    return false;
  }
  return true;
}

/// Answers a subgraph's inference with the types its `yield` has.
class RegionInferencer final : public ::onnx::GraphInferencer {
public:
  RegionInferencer(Region &region, InferenceContext &ic)
      : region(region), ic(ic) {}
  std::vector<const ::onnx::TypeProto *>
  doInferencing(const std::vector<const ::onnx::TypeProto *> &,
                const std::vector<const ::onnx::TensorProto *> &) override {
    std::vector<const ::onnx::TypeProto *> out;
    Operation *yield = region.front().getTerminator();
    if (!yield)
      return out;
    for (Value *v : yield->getOperands()) {
      storage.emplace_back();
      fillType(v->getType(), storage.back());
      out.push_back(&storage.back());
    }
    return out;
  }

private:
  Region &region;
  InferenceContext &ic;
  std::deque<::onnx::TypeProto> storage;
};

class Bridge final : public ::onnx::InferenceContext {
public:
  Bridge(tocc::InferenceContext &ic, const ::onnx::OpSchema &schema)
      : ic(ic), op(ic.getOp()), schema(schema) {
    for (const NamedAttribute &na : op->getAttrs()) {
      if (na.name.contains('.'))
        continue;
      std::optional<OnnxAttrKind> kind;
      auto it = schema.attributes().find(na.name.str());
      if (it != schema.attributes().end())
        kind = OnnxAttrKind(it->second.type);
      ::onnx::AttributeProto proto;
      if (fillAttribute(na.name, na.value, kind, proto))
        attrs.emplace(na.name.str(), std::move(proto));
    }
    unsigned n = op->getNumOperands();
    inputTypes.resize(n);
    inputData.resize(n);
    symbolic.resize(n);
    hasData.assign(n, false);
    hasSymbolic.assign(n, false);
    for (unsigned i = 0; i != n; ++i) {
      Type t = op->getOperand(i)->getType();
      if (t.isNone())
        continue;
      fillType(t, inputTypes[i]);
      hasData[i] = fillConstant(i, inputData[i]);
      if (auto values = ic.getOperandValues(i)) {
        auto *shape = &symbolic[i];
        for (shape::ExprRef e : *values) {
          auto *d = shape->add_dim();
          if (e && e->isConstant())
            d->set_dim_value(e->getConstant());
          else if (e)
            d->set_dim_param(Dim(e).isSymbolic() ? printExpr(e) : "");
        }
        hasSymbolic[i] = true;
      }
    }
    outputTypes.resize(op->getNumResults());
    for (unsigned i = 0, e = op->getNumRegions(); i != e; ++i)
      inferencers.emplace_back(op->getRegion(i), ic);
  }

  const ::onnx::AttributeProto *
  getAttribute(const std::string &name) const override {
    auto it = attrs.find(name);
    return it == attrs.end() ? nullptr : &it->second;
  }
  size_t getNumInputs() const override { return inputTypes.size(); }
  const ::onnx::TypeProto *getInputType(size_t i) const override {
    if (i >= inputTypes.size() || op->getOperand(i)->getType().isNone())
      return nullptr;
    return &inputTypes[i];
  }
  const ::onnx::TensorProto *getInputData(size_t i) const override {
    return i < hasData.size() && hasData[i] ? &inputData[i] : nullptr;
  }
  size_t getNumOutputs() const override { return outputTypes.size(); }
  ::onnx::TypeProto *getOutputType(size_t i) override {
    return &outputTypes[i];
  }
  ::onnx::GraphInferencer *
  getGraphAttributeInferencer(const std::string &name) override {
    auto names = schema.Name() == "If"
                     ? llvm::SmallVector<std::string, 2>{"then_branch",
                                                         "else_branch"}
                     : getRegionAttrNames(schema.Name());
    for (unsigned i = 0, e = names.size(); i != e && i < inferencers.size();
         ++i)
      if (names[i] == name)
        return &inferencers[i];
    return nullptr;
  }
  const ::onnx::SparseTensorProto *getInputSparseData(size_t) const override {
    return nullptr;
  }
  const ::onnx::TensorShapeProto *getSymbolicInput(size_t i) const override {
    return i < hasSymbolic.size() && hasSymbolic[i] ? &symbolic[i] : nullptr;
  }

  /// Sets the inferred result types.
  void apply() {
    for (unsigned i = 0, e = outputTypes.size(); i != e; ++i) {
      if (op->getResult(i)->getType().isNone() ||
          outputTypes[i].value_case() == ::onnx::TypeProto::VALUE_NOT_SET)
        continue;
      if (Type t = typeFromProto(outputTypes[i], ic))
        ic.setResultType(i, t);
    }
  }

private:
  static std::string printExpr(shape::ExprRef e) {
    std::string text;
    llvm::raw_string_ostream os(text);
    Dim(e).print(os);
    return os.str();
  }

  bool fillConstant(unsigned i, ::onnx::TensorProto &t) {
    Value *v = op->getOperand(i);
    if (Operation *def = v->getDefiningOp()) {
      llvm::StringRef name = def->getNameStr();
      if (name == "onnx.Constant" || name == "onnx.initializer")
        if (Attribute value = def->getAttr("value"); value && value.isDense())
          if (auto n = value.getDenseType().getNumElements();
              n && *n <= kMaxConstantElements)
            return fillTensor(value, t);
    }
    // Integer contents tocc knows (shape arithmetic) as an int64 tensor.
    Type type = v->getType();
    if (!type.isTensor() || type.getDType() != DType::I64 || !type.hasRank() ||
        type.getRank() > 1)
      return false;
    auto values = ic.getOperandValues(i);
    if (!values)
      return false;
    t.set_data_type(::onnx::TensorProto::INT64);
    if (type.getRank() == 1)
      t.add_dims(int64_t(values->size()));
    for (shape::ExprRef e : *values) {
      if (!e || !e->isConstant())
        return false;
      t.add_int64_data(e->getConstant());
    }
    return true;
  }

  tocc::InferenceContext &ic;
  Operation *op;
  const ::onnx::OpSchema &schema;
  std::map<std::string, ::onnx::AttributeProto> attrs;
  std::vector<::onnx::TypeProto> inputTypes, outputTypes;
  std::vector<::onnx::TensorProto> inputData;
  std::vector<::onnx::TensorShapeProto> symbolic;
  std::vector<bool> hasData, hasSymbolic;
  std::deque<RegionInferencer> inferencers;
};

} // namespace

LogicalResult inferWithSchema(tocc::InferenceContext &ic,
                                    const ::onnx::OpSchema &schema) {
  if (!schema.has_type_and_shape_inference_function())
    return success();
  Operation *op = ic.getOp();
  // Inference functions read the element types of their inputs (of the
  // tensors in sequences and optionals too); before those are known there
  // is nothing to derive.
  std::function<bool(Type)> unknownDType = [&](Type t) {
    if (t.isTensor())
      return t.getDType() == DType::Unknown;
    if (t.getKind() == Type::List || t.getKind() == Type::Optional)
      return unknownDType(t.getElementType());
    return false;
  };
  for (Value *v : op->getOperands())
    if (unknownDType(v->getType()))
      return success();
  Bridge bridge(ic, schema);
  try {
    schema.GetTypeAndShapeInferenceFunction()(bridge);
  } catch (const std::exception &e) {
    return ic.emitOpError() << "shape inference of " << schema.Name() << "-"
                            << schema.SinceVersion() << ": " << e.what();
  }
  bridge.apply();
  return success();
}

} // namespace tocc::onnx
