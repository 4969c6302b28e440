//===- ProtoConversions.cpp - tocc types and constants <-> ONNX protobufs -===//
#include "ProtoConversions.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"

#include <google/protobuf/io/coded_stream.h>

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <limits>
#include <type_traits>

#include <fcntl.h>
#include <unistd.h>

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
// Data types and sizes
//===----------------------------------------------------------------------===//

std::string onnxproto::describeDataType(int64_t code) {
  // TensorProto.DataType of onnx 1.12 (1..16), then the codes later
  // versions added (IR 9 and up), which tocc has no dtype for.
  static const char *const names[] = {
      "UNDEFINED",      "FLOAT",        "UINT8",          "INT8",
      "UINT16",         "INT16",        "INT32",          "INT64",
      "STRING",         "BOOL",         "FLOAT16",        "DOUBLE",
      "UINT32",         "UINT64",       "COMPLEX64",      "COMPLEX128",
      "BFLOAT16",       "FLOAT8E4M3FN", "FLOAT8E4M3FNUZ", "FLOAT8E5M2",
      "FLOAT8E5M2FNUZ", "UINT4",        "INT4",           "FLOAT4E2M1"};
  if (code >= 0 && code < int64_t(std::size(names)))
    return (llvm::Twine(names[code]) + " (" + llvm::Twine(code) + ")").str();
  return std::to_string(code);
}

llvm::Expected<DType> onnxproto::dtypeFromProtoCode(int64_t code) {
  if (code == 0)
    return makeError("element type 0 (UNDEFINED) is not a valid data type");
  if (std::optional<DType> dt = tocc::onnx::dtypeFromTensorProto(code))
    return *dt;
  if (code > 16 && code <= 23)
    return makeError("element type " + describeDataType(code) +
                     " is not supported by tocc (it reads FLOAT (1) to "
                     "BFLOAT16 (16))");
  return makeError("element type " + llvm::Twine(code) +
                   " is not a valid TensorProto.DataType");
}

std::optional<uint64_t>
onnxproto::checkedNumElements(llvm::ArrayRef<int64_t> dims) {
  // Left to right, as Type::getNumElements multiplies: a type whose
  // partial product overflows has no element count in the IR either.
  int64_t n = 1;
  for (int64_t d : dims) {
    std::optional<int64_t> next = d < 0 ? std::nullopt : llvm::checkedMul(n, d);
    if (!next)
      return std::nullopt;
    n = *next;
  }
  return uint64_t(n);
}

std::optional<uint64_t> onnxproto::checkedByteSize(llvm::ArrayRef<int64_t> dims,
                                                   DType dtype) {
  std::optional<uint64_t> n = checkedNumElements(dims);
  if (!n)
    return std::nullopt;
  std::optional<int64_t> bytes =
      llvm::checkedMul(int64_t(*n), int64_t(dtypeByteSize(dtype)));
  if (!bytes)
    return std::nullopt;
  return uint64_t(*bytes);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static void tensorTypeToProto(Type type, ::onnx::TypeProto::Tensor &proto,
                              bool symbolicDims) {
  if (std::optional<int64_t> code = tocc::onnx::tensorProtoFromDType(type.getDType()))
    proto.set_elem_type(int32_t(*code));
  if (!type.hasRank())
    return;
  ::onnx::TensorShapeProto *shape = proto.mutable_shape();
  for (Dim d : type.getDims()) {
    ::onnx::TensorShapeProto::Dimension *dim = shape->add_dim();
    if (d.isStatic()) {
      dim->set_dim_value(d.getStatic());
    } else if (d.isSymbolic() && symbolicDims) {
      std::string text;
      llvm::raw_string_ostream os(text);
      d.print(os);
      dim->set_dim_param(os.str());
    }
  }
}

bool onnxproto::typeToProto(Type type, ::onnx::TypeProto &proto,
                            bool symbolicDims) {
  switch (type.getKind()) {
  case Type::Tensor:
    tensorTypeToProto(type, *proto.mutable_tensor_type(), symbolicDims);
    return true;
  case Type::List:
    return typeToProto(type.getElementType(),
                       *proto.mutable_sequence_type()->mutable_elem_type(),
                       symbolicDims);
  case Type::Optional:
    return typeToProto(type.getElementType(),
                       *proto.mutable_optional_type()->mutable_elem_type(),
                       symbolicDims);
  default:
    return false;
  }
}

static llvm::Expected<Type>
tensorTypeFromProto(Context &ctx, const ::onnx::TypeProto::Tensor &proto) {
  // An absent elem_type is an unknown dtype (the writer lists subgraph
  // values of unknown dtype that way); 0 (UNDEFINED), a code ONNX does not
  // define, or one tocc has no dtype for is an error.
  DType dtype = DType::Unknown;
  if (proto.has_elem_type()) {
    llvm::Expected<DType> dt = dtypeFromProtoCode(proto.elem_type());
    if (!dt)
      return dt.takeError();
    dtype = *dt;
  }
  if (!proto.has_shape())
    return ctx.getUnrankedTensorType(dtype);
  llvm::SmallVector<Dim, 4> dims;
  llvm::SmallVector<int64_t, 4> staticDims;
  for (const auto &d : proto.shape().dim()) {
    if (d.has_dim_value()) {
      if (d.dim_value() < 0)
        return makeError("dim #" + llvm::Twine(dims.size()) + " is " +
                         llvm::Twine(d.dim_value()) +
                         ": dim_value must be >= 0 (dim_param names a "
                         "dynamic dim)");
      dims.push_back(ctx.getStaticDim(d.dim_value()));
      staticDims.push_back(d.dim_value());
    } else if (d.has_dim_param() && !d.dim_param().empty()) {
      // Only the whole text as an expression; a constant one must be a
      // valid dim like dim_value (an ONNX dim_param is just a name, so
      // anything else is an unknown dim rather than an error).
      llvm::StringRef text = llvm::StringRef(d.dim_param()).rtrim();
      shape::ExprParseResult e = shape::parseExpr(text, ctx.getExprContext());
      Dim dim;
      if (e.expr && e.consumed == text.size() &&
          (!e.expr->isConstant() || e.expr->getConstant() >= 0))
        dim = Dim(e.expr);
      dims.push_back(dim);
      if (dim.isStatic())
        staticDims.push_back(dim.getStatic());
    } else {
      dims.push_back(Dim());
    }
  }
  if (!checkedByteSize(staticDims, dtype))
    return makeError("the product of its dims overflows (more than 2^63 "
                     "elements or bytes)");
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

/// Copies a typed field into little-endian bytes of sizeof(Dst) per
/// element. An integer value that does not fit Dst (int32_data of an INT8
/// tensor is a wider field than the type) is refused, not truncated; a
/// BOOL's values are 0 and 1 (isBool).
template <typename Src, typename Dst>
static llvm::Expected<std::vector<char>> convertTyped(const Src &field,
                                                      bool isBool = false) {
  std::vector<char> bytes(field.size() * sizeof(Dst));
  char *out = bytes.data();
  int64_t index = 0;
  for (auto v : field) {
    if constexpr (std::is_integral_v<Dst>) {
      using Limits = std::numeric_limits<Dst>;
      bool fits = isBool ? (v == 0 || v == 1)
                  : std::is_signed_v<decltype(v)>
                      ? int64_t(v) >= int64_t(Limits::min()) &&
                            (v < 0 || uint64_t(v) <= uint64_t(Limits::max()))
                      : uint64_t(v) <= uint64_t(Limits::max());
      if (!fits)
        return makeError("value #" + llvm::Twine(index) + " (" +
                         llvm::Twine(int64_t(v)) +
                         ") is out of range for its data type");
    }
    Dst d = Dst(v);
    std::memcpy(out, &d, sizeof(Dst));
    out += sizeof(Dst);
    ++index;
  }
  return bytes;
}

/// A decimal offset or length of external data.
static llvm::Expected<uint64_t> parseExternalNumber(llvm::StringRef key,
                                                    llvm::StringRef text) {
  uint64_t v = 0;
  if (text.starts_with("-"))
    return makeError(key + " '" + text + "' is negative");
  if (text.empty() ||
      !llvm::all_of(text, [](char c) { return llvm::isDigit(c); }) ||
      text.getAsInteger(10, v) || v > uint64_t(INT64_MAX))
    return makeError(key + " '" + text +
                     "' is not a non-negative 64-bit integer");
  return v;
}

llvm::Expected<std::string>
onnxproto::resolveExternalDataPath(llvm::StringRef modelDir,
                                   llvm::StringRef location) {
  namespace fs = llvm::sys::fs;
  namespace path = llvm::sys::path;
  if (location.empty())
    return makeError("no location");
  if (location.contains('\0'))
    return makeError("the location contains a NUL character");
  if (path::is_absolute(location) || path::has_root_name(location) ||
      location.starts_with("/"))
    return makeError("location '" + location +
                     "' must be relative to the model's directory");
  for (llvm::StringRef c :
       llvm::make_range(path::begin(location), path::end(location)))
    if (c == "..")
      return makeError("location '" + location +
                       "' must not contain '..': external data is confined "
                       "to the model's directory");
  if (modelDir.empty())
    return makeError("location '" + location +
                     "': the model has no directory to read it from");
  // The model's directory, resolved, must be a prefix of the data file's
  // real path: a symlink inside the directory may not lead out of it.
  llvm::SmallString<256> realDir, joined, realFile;
  if (std::error_code ec = fs::real_path(modelDir, realDir))
    return makeError("cannot resolve the model's directory '" + modelDir +
                     "': " + ec.message());
  joined = modelDir;
  path::append(joined, location);
  if (std::error_code ec = fs::real_path(joined, realFile))
    return makeError("cannot open '" + joined + "': " + ec.message());
  llvm::StringRef file = realFile;
  bool inside = file.consume_front(realDir) &&
                (file.empty() || path::is_separator(realDir.back()) ||
                 path::is_separator(file.front()));
  if (!inside)
    return makeError("location '" + location + "' resolves to '" + realFile +
                     "', outside the model's directory '" + realDir +
                     "': external data is confined to the model's directory");
  fs::file_status status;
  if (std::error_code ec = fs::status(realFile, status))
    return makeError("cannot open '" + joined + "': " + ec.message());
  if (status.type() != fs::file_type::regular_file)
    return makeError("'" + joined + "' is not a regular file");
  return std::string(realFile);
}

llvm::Expected<uint64_t> onnxproto::openExternalData(llvm::StringRef modelDir,
                                                     llvm::StringRef location,
                                                     int &fd) {
  namespace fs = llvm::sys::fs;
  namespace path = llvm::sys::path;
  llvm::Expected<std::string> checked =
      resolveExternalDataPath(modelDir, location);
  if (!checked)
    return checked.takeError();
  // The checks above looked at paths; between them and the open, a
  // directory or the file could be replaced by a symlink that leads out,
  // or by a FIFO whose open would never return. So the file is opened
  // without following a last symlink and without blocking, and what was
  // opened is checked again through the descriptor: its kind, and the path
  // the kernel has for it (/proc/self/fd), against the model's directory.
  fd = ::open(checked->c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
  if (fd < 0)
    return makeError("cannot open '" + *checked + "': " + std::strerror(errno));
  auto fail = [&](const llvm::Twine &message) -> llvm::Error {
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    fd = -1;
    return makeError(message);
  };
  fs::file_status status;
  if (std::error_code ec = fs::status(fd, status))
    return fail("cannot open '" + *checked + "': " + ec.message());
  if (status.type() != fs::file_type::regular_file)
    return fail("'" + *checked + "' is not a regular file");
  char opened[PATH_MAX];
  std::string proc = "/proc/self/fd/" + std::to_string(fd);
  ssize_t n = ::readlink(proc.c_str(), opened, sizeof(opened));
  if (n <= 0 || size_t(n) >= sizeof(opened))
    return fail("cannot tell which file '" + location +
                "' opened (no /proc/self/fd)");
  llvm::SmallString<256> realDir;
  if (std::error_code ec = fs::real_path(modelDir, realDir))
    return fail("cannot resolve the model's directory '" + modelDir +
                "': " + ec.message());
  llvm::StringRef file(opened, size_t(n));
  llvm::StringRef rest = file;
  bool inside = rest.consume_front(realDir) &&
                (path::is_separator(realDir.back()) ||
                 (!rest.empty() && path::is_separator(rest.front())));
  if (!inside)
    return fail("location '" + location + "' opened '" + file +
                "', outside the model's directory '" + realDir +
                "': external data is confined to the model's directory");
  return status.getSize();
}

/// The TensorProto fields that hold values (raw_data and the typed ones)
/// that are set, by name.
static llvm::SmallVector<const char *, 2>
valueFields(const ::onnx::TensorProto &proto) {
  llvm::SmallVector<const char *, 2> fields;
  if (proto.has_raw_data())
    fields.push_back("raw_data");
  if (proto.float_data_size())
    fields.push_back("float_data");
  if (proto.int32_data_size())
    fields.push_back("int32_data");
  if (proto.string_data_size())
    fields.push_back("string_data");
  if (proto.int64_data_size())
    fields.push_back("int64_data");
  if (proto.double_data_size())
    fields.push_back("double_data");
  if (proto.uint64_data_size())
    fields.push_back("uint64_data");
  return fields;
}

/// The typed field ONNX stores values of `dtype` in.
static const char *typedFieldOf(DType dtype) {
  switch (dtype) {
  case DType::F32:
  case DType::C64:
    return "float_data";
  case DType::F64:
  case DType::C128:
    return "double_data";
  case DType::I64:
    return "int64_data";
  case DType::U32:
  case DType::U64:
    return "uint64_data";
  default:
    return "int32_data";
  }
}

llvm::Expected<Attribute>
onnxproto::denseFromProto(Context &ctx, ::onnx::TensorProto &proto,
                          llvm::StringRef modelDir) {
  std::string what = "tensor '" + proto.name() + "'";
  if (!proto.has_data_type())
    return makeError(what + ": has no data_type");
  llvm::Expected<DType> dtypeOr = dtypeFromProtoCode(proto.data_type());
  if (!dtypeOr)
    return makeError(what + ": " + llvm::toString(dtypeOr.takeError()));
  DType dtype = *dtypeOr;
  if (dtype == DType::Str)
    return makeError(what + ": string tensors are not supported");
  if (proto.has_segment())
    return makeError(what + ": segmented tensors are not supported");
  llvm::SmallVector<int64_t, 4> dims;
  for (int64_t d : proto.dims()) {
    if (d < 0)
      return makeError(what + ": negative dim " + llvm::Twine(d));
    dims.push_back(d);
  }
  // Every size below is checked: dims of 2^61 x 8 must not wrap around to
  // the size of the 32 bytes a hostile file carries.
  std::optional<uint64_t> numElementsOr = checkedNumElements(dims);
  std::optional<uint64_t> expectedOr = checkedByteSize(dims, dtype);
  if (!numElementsOr || !expectedOr)
    return makeError(what + ": the product of its dims overflows (more "
                            "than 2^63 elements or bytes)");
  uint64_t numElements = *numElementsOr, expected = *expectedOr;
  Type type = ctx.getTensorType(dtype, dims);
  llvm::SmallVector<const char *, 2> fields = valueFields(proto);

  if (proto.data_location() == ::onnx::TensorProto::EXTERNAL) {
    std::string external = what + ": external data: ";
    if (!fields.empty())
      return makeError(external + "the tensor also has " + fields.front());
    std::string location;
    uint64_t offset = 0, length = expected;
    bool hasLocation = false, hasOffset = false, hasLength = false;
    for (const auto &kv : proto.external_data()) {
      bool *seen = kv.key() == "location" ? &hasLocation
                   : kv.key() == "offset" ? &hasOffset
                   : kv.key() == "length" ? &hasLength
                                          : nullptr;
      if (!seen)
        continue; // checksum, or a key of a later ONNX
      if (*seen)
        return makeError(external + "the key '" + kv.key() +
                         "' is given twice");
      *seen = true;
      if (kv.key() == "location") {
        location = kv.value();
        continue;
      }
      llvm::Expected<uint64_t> v = parseExternalNumber(kv.key(), kv.value());
      if (!v)
        return makeError(external + llvm::toString(v.takeError()));
      (kv.key() == "offset" ? offset : length) = *v;
    }
    if (!hasLocation)
      return makeError(external + "no location");
    if (length != expected)
      return makeError(external + "length " + llvm::Twine(length) +
                       " does not match its type (" + llvm::Twine(expected) +
                       " bytes)");
    int fd = -1;
    llvm::Expected<uint64_t> fileSize =
        openExternalData(modelDir, location, fd);
    if (!fileSize)
      return makeError(external + llvm::toString(fileSize.takeError()));
    auto closeFile = llvm::make_scope_exit(
        [&] { llvm::sys::Process::SafelyCloseFileDescriptor(fd); });
    std::optional<uint64_t> end = llvm::checkedAddUnsigned(offset, length);
    if (!end || *end > *fileSize)
      return makeError(external + llvm::Twine(length) + " bytes at offset " +
                       llvm::Twine(offset) + " go past the end of '" +
                       location + "' (" + llvm::Twine(*fileSize) + " bytes)");
    // The file that was checked, through its descriptor: opening
    // /proc/self/fd/N opens that file again, whatever its path names now.
    auto buffer = MappedFileElementsBuffer::create(
        "/proc/self/fd/" + std::to_string(fd), offset, expected);
    if (!buffer)
      return makeError(external + llvm::toString(buffer.takeError()));
    // An offset that is not a multiple of the element's alignment (the
    // writer's are multiples of 64) would hand out misaligned elements:
    // those bytes are copied into an aligned buffer instead.
    llvm::ArrayRef<char> data = (*buffer)->getData();
    size_t align = std::min<size_t>(dtypeByteSize(dtype), alignof(double));
    if (align > 1 && reinterpret_cast<uintptr_t>(data.data()) % align != 0)
      return ctx.getDenseAttr(type, data);
    return ctx.getDenseAttr(type, std::move(*buffer));
  }

  // One value field, the one of the dtype (or raw_data), or none for a
  // tensor without elements.
  if (fields.size() > 1)
    return makeError(what + ": has both " + fields[0] + " and " + fields[1] +
                     " (a tensor has one value field)");
  if (!fields.empty() && llvm::StringRef(fields[0]) != "raw_data" &&
      llvm::StringRef(fields[0]) != typedFieldOf(dtype))
    return makeError(what + ": values of data_type " +
                     describeDataType(proto.data_type()) + " go in " +
                     typedFieldOf(dtype) + ", not " + fields[0]);

  if (proto.has_raw_data()) {
    if (proto.raw_data().size() != expected)
      return makeError(what + ": raw_data has " +
                       llvm::Twine(proto.raw_data().size()) +
                       " bytes, its type needs " + llvm::Twine(expected));
    // A BOOL is one byte, 0 or 1 (C++ and LibTorch read other bytes as
    // undefined values).
    if (dtype == DType::Bool)
      for (size_t i = 0, e = proto.raw_data().size(); i != e; ++i)
        if (uint8_t(proto.raw_data()[i]) > 1)
          return makeError(what + ": raw_data byte #" + llvm::Twine(i) +
                           " of a BOOL tensor is " +
                           llvm::Twine(unsigned(uint8_t(proto.raw_data()[i]))) +
                           ", not 0 or 1");
    std::unique_ptr<std::string> bytes(proto.release_raw_data());
    return ctx.getDenseAttr(
        type, std::make_shared<StringElementsBuffer>(std::move(bytes)));
  }

  // Values per element in the typed field: complex numbers take two.
  uint64_t perElement = dtype == DType::C64 || dtype == DType::C128 ? 2 : 1;
  uint64_t given = 0;
  switch (dtype) {
  case DType::F32:
  case DType::C64:
    given = proto.float_data_size();
    break;
  case DType::F64:
  case DType::C128:
    given = proto.double_data_size();
    break;
  case DType::I64:
    given = proto.int64_data_size();
    break;
  case DType::U32:
  case DType::U64:
    given = proto.uint64_data_size();
    break;
  default:
    given = proto.int32_data_size();
    break;
  }
  // numElements * perElement cannot overflow: the byte size did not.
  if (given != numElements * perElement)
    return makeError(what + ": has " + llvm::Twine(given) + " values in " +
                     typedFieldOf(dtype) + ", its type needs " +
                     llvm::Twine(numElements * perElement));

  llvm::Expected<std::vector<char>> converted = std::vector<char>();
  switch (dtype) {
  case DType::F32:
  case DType::C64:
    converted =
        convertTyped<decltype(proto.float_data()), float>(proto.float_data());
    break;
  case DType::F64:
  case DType::C128:
    converted = convertTyped<decltype(proto.double_data()), double>(
        proto.double_data());
    break;
  case DType::I64:
    converted =
        convertTyped<decltype(proto.int64_data()), int64_t>(proto.int64_data());
    break;
  case DType::I32:
    converted =
        convertTyped<decltype(proto.int32_data()), int32_t>(proto.int32_data());
    break;
  case DType::I16:
    converted =
        convertTyped<decltype(proto.int32_data()), int16_t>(proto.int32_data());
    break;
  case DType::I8:
    converted =
        convertTyped<decltype(proto.int32_data()), int8_t>(proto.int32_data());
    break;
  case DType::U16:
  case DType::F16:
  case DType::BF16: // int32_data holds the 16 bits
    converted = convertTyped<decltype(proto.int32_data()), uint16_t>(
        proto.int32_data());
    break;
  case DType::U8:
  case DType::Bool:
    converted = convertTyped<decltype(proto.int32_data()), uint8_t>(
        proto.int32_data(), dtype == DType::Bool);
    break;
  case DType::U32:
    converted = convertTyped<decltype(proto.uint64_data()), uint32_t>(
        proto.uint64_data());
    break;
  case DType::U64:
    converted = convertTyped<decltype(proto.uint64_data()), uint64_t>(
        proto.uint64_data());
    break;
  default:
    return makeError(what + ": unsupported data_type " +
                     describeDataType(proto.data_type()));
  }
  if (!converted)
    return makeError(what + ": " + typedFieldOf(dtype) + " " +
                     llvm::toString(converted.takeError()));
  std::vector<char> bytes = std::move(*converted);
  if (bytes.size() != expected)
    return makeError(what + ": its values are " + llvm::Twine(bytes.size()) +
                     " bytes, its type needs " + llvm::Twine(expected));
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

bool onnxproto::forEachField(
    llvm::StringRef bytes,
    llvm::function_ref<void(uint32_t, ProtoWireType, llvm::StringRef,
                            llvm::StringRef)>
        fn) {
  using WireFormatLite = google::protobuf::internal::WireFormatLite;
  auto *data = reinterpret_cast<const uint8_t *>(bytes.data());
  google::protobuf::io::CodedInputStream stream(data, int(bytes.size()));
  while (true) {
    int start = stream.CurrentPosition();
    uint32_t tag = stream.ReadTag();
    if (tag == 0)
      return stream.CurrentPosition() == int(bytes.size()) &&
             stream.ConsumedEntireMessage();
    ProtoWireType wireType = WireFormatLite::GetTagWireType(tag);
    llvm::StringRef payload;
    if (wireType == kLengthDelimited) {
      uint32_t length;
      if (!stream.ReadVarint32(&length))
        return false;
      int at = stream.CurrentPosition();
      if (length > uint32_t(bytes.size() - at) || !stream.Skip(int(length)))
        return false;
      payload = bytes.substr(at, length);
    } else if (!WireFormatLite::SkipField(&stream, tag)) {
      return false;
    }
    fn(WireFormatLite::GetTagFieldNumber(tag), wireType,
       bytes.slice(start, stream.CurrentPosition()), payload);
  }
}

bool onnxproto::parseAt(llvm::StringRef bytes, int depth,
                        google::protobuf::MessageLite &msg) {
  google::protobuf::io::CodedInputStream stream(
      reinterpret_cast<const uint8_t *>(bytes.data()), int(bytes.size()));
  stream.SetRecursionLimit(kMaxOnnxMessageDepth - depth);
  return msg.ParseFromCodedStream(&stream) && stream.ConsumedEntireMessage();
}
