//===- ProtoConversions.cpp - tocc types and constants <-> ONNX protobufs -===//
#include "ProtoConversions.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"

#include "llvm/Support/Endian.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <cstring>

using namespace tocc;
using namespace tocc::onnxproto;

static llvm::Error makeError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

unsigned onnxproto::varintSize(uint64_t v) {
  unsigned n = 1;
  while (v >= 0x80) {
    v >>= 7;
    ++n;
  }
  return n;
}

void onnxproto::writeVarint(llvm::raw_ostream &os, uint64_t v) {
  char buf[10];
  unsigned n = 0;
  while (v >= 0x80) {
    buf[n++] = char((v & 0x7f) | 0x80);
    v >>= 7;
  }
  buf[n++] = char(v);
  os.write(buf, n);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static void tensorTypeToProto(Type type, ::onnx::TypeProto::Tensor &proto) {
  if (std::optional<int64_t> code = tocc::onnx::tensorProtoFromDType(type.getDType()))
    proto.set_elem_type(int32_t(*code));
  if (!type.hasRank())
    return;
  ::onnx::TensorShapeProto *shape = proto.mutable_shape();
  for (Dim d : type.getDims()) {
    ::onnx::TensorShapeProto::Dimension *dim = shape->add_dim();
    if (d.isStatic()) {
      dim->set_dim_value(d.getStatic());
    } else if (d.isSymbolic()) {
      std::string text;
      llvm::raw_string_ostream os(text);
      d.print(os);
      dim->set_dim_param(os.str());
    }
  }
}

bool onnxproto::typeToProto(Type type, ::onnx::TypeProto &proto) {
  switch (type.getKind()) {
  case Type::Tensor:
    tensorTypeToProto(type, *proto.mutable_tensor_type());
    return true;
  case Type::List:
    return typeToProto(type.getElementType(),
                       *proto.mutable_sequence_type()->mutable_elem_type());
  case Type::Optional:
    return typeToProto(type.getElementType(),
                       *proto.mutable_optional_type()->mutable_elem_type());
  default:
    return false;
  }
}

static llvm::Expected<Type>
tensorTypeFromProto(Context &ctx, const ::onnx::TypeProto::Tensor &proto) {
  DType dtype = DType::Unknown;
  if (proto.elem_type() != 0) {
    std::optional<DType> dt = tocc::onnx::dtypeFromTensorProto(proto.elem_type());
    if (!dt)
      return makeError("unsupported tensor element type " +
                       llvm::Twine(proto.elem_type()));
    dtype = *dt;
  }
  if (!proto.has_shape())
    return ctx.getUnrankedTensorType(dtype);
  llvm::SmallVector<Dim, 4> dims;
  for (const auto &d : proto.shape().dim()) {
    if (d.has_dim_value() && d.dim_value() >= 0) {
      dims.push_back(ctx.getStaticDim(d.dim_value()));
    } else if (d.has_dim_param() && !d.dim_param().empty()) {
      shape::ExprParseResult e =
          shape::parseExpr(d.dim_param(), ctx.getExprContext());
      dims.push_back(e.expr ? Dim(e.expr) : Dim());
    } else {
      dims.push_back(Dim());
    }
  }
  return ctx.getTensorType(dtype, dims);
}

llvm::Expected<Type> onnxproto::typeFromProto(Context &ctx,
                                              const ::onnx::TypeProto &proto) {
  switch (proto.value_case()) {
  case ::onnx::TypeProto::kTensorType:
    return tensorTypeFromProto(ctx, proto.tensor_type());
  case ::onnx::TypeProto::kSequenceType: {
    auto elem = typeFromProto(ctx, proto.sequence_type().elem_type());
    if (!elem)
      return elem.takeError();
    return ctx.getListType(*elem);
  }
  case ::onnx::TypeProto::kOptionalType: {
    auto elem = typeFromProto(ctx, proto.optional_type().elem_type());
    if (!elem)
      return elem.takeError();
    return ctx.getOptionalType(*elem);
  }
  case ::onnx::TypeProto::VALUE_NOT_SET:
    return ctx.getUnrankedTensorType(DType::Unknown);
  default:
    return makeError("unsupported value type (map or sparse tensor)");
  }
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

llvm::Error onnxproto::denseHeadToProto(Attribute dense,
                                        ::onnx::TensorProto &proto) {
  Type type = dense.getDenseType();
  std::optional<int64_t> code = tocc::onnx::tensorProtoFromDType(type.getDType());
  if (!code || type.getDType() == DType::Str)
    return makeError("cannot write a dense constant of element type " +
                     dtypeName(type.getDType()));
  if (dense.isElided())
    return makeError("cannot write an elided constant (its bytes were left "
                     "out of the text it was parsed from)");
  for (Dim d : type.getDims())
    proto.add_dims(d.getStatic());
  proto.set_data_type(int32_t(*code));
  return llvm::Error::success();
}

llvm::Error onnxproto::denseToProto(Attribute dense,
                                    ::onnx::TensorProto &proto) {
  if (llvm::Error err = denseHeadToProto(dense, proto))
    return err;
  llvm::ArrayRef<char> bytes = dense.getRawData();
  proto.set_raw_data(bytes.data(), bytes.size());
  return llvm::Error::success();
}

/// Copies a typed field into little-endian bytes of `width` per element.
template <typename Src, typename Dst>
static std::vector<char> convertTyped(const Src &field) {
  std::vector<char> bytes(field.size() * sizeof(Dst));
  char *out = bytes.data();
  for (auto v : field) {
    Dst d = Dst(v);
    std::memcpy(out, &d, sizeof(Dst));
    out += sizeof(Dst);
  }
  return bytes;
}

llvm::Expected<Attribute>
onnxproto::denseFromProto(Context &ctx, ::onnx::TensorProto &proto,
                          llvm::StringRef modelDir) {
  std::string what = "tensor '" + proto.name() + "'";
  std::optional<DType> dtype = tocc::onnx::dtypeFromTensorProto(proto.data_type());
  if (!dtype)
    return makeError(what + ": unsupported data_type " +
                     llvm::Twine(proto.data_type()));
  if (*dtype == DType::Str)
    return makeError(what + ": string tensors are not supported");
  if (proto.has_segment())
    return makeError(what + ": segmented tensors are not supported");
  llvm::SmallVector<int64_t, 4> dims;
  uint64_t numElements = 1;
  for (int64_t d : proto.dims()) {
    if (d < 0)
      return makeError(what + ": negative dim " + llvm::Twine(d));
    dims.push_back(d);
    numElements *= uint64_t(d);
  }
  Type type = ctx.getTensorType(*dtype, dims);
  uint64_t expected = numElements * dtypeByteSize(*dtype);

  if (proto.data_location() == ::onnx::TensorProto::EXTERNAL) {
    std::string location;
    uint64_t offset = 0, length = expected;
    bool hasLength = false;
    for (const auto &kv : proto.external_data()) {
      if (kv.key() == "location") {
        location = kv.value();
      } else if (kv.key() == "offset" || kv.key() == "length") {
        uint64_t v;
        if (llvm::StringRef(kv.value()).getAsInteger(10, v))
          return makeError(what + ": external data " + kv.key() + " '" +
                           kv.value() + "' is not a number");
        (kv.key() == "offset" ? offset : length) = v;
        hasLength |= kv.key() == "length";
      }
    }
    if (location.empty())
      return makeError(what + ": external data without a location");
    if (llvm::sys::path::is_absolute(location))
      return makeError(what + ": external data location '" + location +
                       "' must be relative to the model's directory");
    if (hasLength && length != expected)
      return makeError(what + ": external data length " +
                       llvm::Twine(length) + " does not match its type (" +
                       llvm::Twine(expected) + " bytes)");
    llvm::SmallString<256> path(modelDir);
    llvm::sys::path::append(path, location);
    auto buffer = MappedFileElementsBuffer::create(path, offset, expected);
    if (!buffer)
      return makeError(what + ": external data: " +
                       llvm::toString(buffer.takeError()));
    return ctx.getDenseAttr(type, std::move(*buffer));
  }

  if (proto.has_raw_data()) {
    if (proto.raw_data().size() != expected)
      return makeError(what + ": raw_data has " +
                       llvm::Twine(proto.raw_data().size()) +
                       " bytes, its type needs " + llvm::Twine(expected));
    std::unique_ptr<std::string> bytes(proto.release_raw_data());
    return ctx.getDenseAttr(
        type, std::make_shared<StringElementsBuffer>(std::move(bytes)));
  }

  std::vector<char> bytes;
  size_t count = 0;
  switch (*dtype) {
  case DType::F32:
    bytes = convertTyped<decltype(proto.float_data()), float>(proto.float_data());
    count = proto.float_data_size();
    break;
  case DType::C64:
    bytes = convertTyped<decltype(proto.float_data()), float>(proto.float_data());
    count = proto.float_data_size() / 2;
    break;
  case DType::F64:
    bytes = convertTyped<decltype(proto.double_data()), double>(proto.double_data());
    count = proto.double_data_size();
    break;
  case DType::C128:
    bytes = convertTyped<decltype(proto.double_data()), double>(proto.double_data());
    count = proto.double_data_size() / 2;
    break;
  case DType::I64:
    bytes = convertTyped<decltype(proto.int64_data()), int64_t>(proto.int64_data());
    count = proto.int64_data_size();
    break;
  case DType::I32:
    bytes = convertTyped<decltype(proto.int32_data()), int32_t>(proto.int32_data());
    count = proto.int32_data_size();
    break;
  case DType::I16:
    bytes = convertTyped<decltype(proto.int32_data()), int16_t>(proto.int32_data());
    count = proto.int32_data_size();
    break;
  case DType::I8:
    bytes = convertTyped<decltype(proto.int32_data()), int8_t>(proto.int32_data());
    count = proto.int32_data_size();
    break;
  case DType::U16:
  case DType::F16:
  case DType::BF16: // int32_data holds the 16 bits
    bytes = convertTyped<decltype(proto.int32_data()), uint16_t>(proto.int32_data());
    count = proto.int32_data_size();
    break;
  case DType::U8:
  case DType::Bool:
    bytes = convertTyped<decltype(proto.int32_data()), uint8_t>(proto.int32_data());
    count = proto.int32_data_size();
    break;
  case DType::U32:
    bytes = convertTyped<decltype(proto.uint64_data()), uint32_t>(proto.uint64_data());
    count = proto.uint64_data_size();
    break;
  case DType::U64:
    bytes = convertTyped<decltype(proto.uint64_data()), uint64_t>(proto.uint64_data());
    count = proto.uint64_data_size();
    break;
  default:
    return makeError(what + ": unsupported data_type " +
                     llvm::Twine(proto.data_type()));
  }
  if (bytes.size() != expected)
    return makeError(what + ": has " + llvm::Twine(count) +
                     " values, its type needs " + llvm::Twine(numElements));
  return ctx.getDenseAttr(
      type, std::make_shared<OwnedElementsBuffer>(std::move(bytes)));
}

//===----------------------------------------------------------------------===//
// Streamed initializers
//===----------------------------------------------------------------------===//

/// The fields of `full` numbered below raw_data's (9).
static std::string serializeHead(const ::onnx::TensorProto &full) {
  ::onnx::TensorProto head;
  head.mutable_dims()->CopyFrom(full.dims());
  if (full.has_data_type())
    head.set_data_type(full.data_type());
  if (full.has_name())
    head.set_name(full.name());
  return head.SerializeAsString();
}

InitializerRecord::InitializerRecord(const ::onnx::TensorProto &headFields,
                                     llvm::ArrayRef<char> data)
    : head(serializeHead(headFields)), data(data), hasRawData(true) {}

InitializerRecord::InitializerRecord(const ::onnx::TensorProto &headFields,
                                     llvm::StringRef location, uint64_t offset,
                                     uint64_t length)
    : head(serializeHead(headFields)) {
  ::onnx::TensorProto t;
  auto add = [&](const char *key, const std::string &value) {
    auto *kv = t.add_external_data();
    kv->set_key(key);
    kv->set_value(value);
  };
  add("location", location.str());
  add("offset", std::to_string(offset));
  add("length", std::to_string(length));
  t.set_data_location(::onnx::TensorProto::EXTERNAL);
  tail = t.SerializeAsString();
}

// raw_data is field 9, wire type 2 (length-delimited): tag 9 << 3 | 2.
static constexpr char rawDataTag = char(9 << 3 | 2);

uint64_t InitializerRecord::getSize() const {
  uint64_t size = head.size() + tail.size();
  if (hasRawData)
    size += 1 + varintSize(data.size()) + data.size();
  return size;
}

void InitializerRecord::write(llvm::raw_ostream &os) const {
  os << head;
  if (hasRawData) {
    os << rawDataTag;
    writeVarint(os, data.size());
    os.write(data.data(), data.size());
  }
  os << tail;
}
