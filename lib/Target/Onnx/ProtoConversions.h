//===- ProtoConversions.h - tocc types and constants <-> ONNX protobufs ---===//
//
// Internal to TOCCOnnxTarget (and its unit tests): the only header of the
// library that includes ONNX's protobuf classes.
//
//===----------------------------------------------------------------------===//
#ifndef TOCC_LIB_TARGET_ONNX_PROTOCONVERSIONS_H
#define TOCC_LIB_TARGET_ONNX_PROTOCONVERSIONS_H

#include "tocc/IR/Attributes.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Types.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <google/protobuf/wire_format_lite.h>
#include <onnx/onnx_pb.h>

#include <optional>
#include <string>

namespace tocc::onnxproto {

/// Owns the bytes released from a TensorProto's raw_data (no copy).
class StringElementsBuffer final : public ElementsBuffer {
public:
  explicit StringElementsBuffer(std::unique_ptr<std::string> bytes)
      : bytes(std::move(bytes)) {}
  llvm::ArrayRef<char> getData() const override {
    return {bytes->data(), bytes->size()};
  }

private:
  std::unique_ptr<std::string> bytes;
};

/// The TypeProto of a tensor, sequence (list) or optional type. Unknown
/// dtypes leave elem_type unset, unranked tensors the shape; symbolic dims
/// become dim_param with their canonical text (docs/shapes.md), or, with
/// `symbolicDims` false, dims with neither field set. Returns false for
/// types ONNX has no equivalent of (int, tuple, ...).
bool typeToProto(Type type, ::onnx::TypeProto &proto, bool symbolicDims = true);

/// The type of a TypeProto: dim_param text is parsed as a symbolic
/// expression (unknown if it is not one). Errors name what is unsupported.
llvm::Expected<Type> typeFromProto(Context &ctx, const ::onnx::TypeProto &proto);

/// Fills dims, data_type and raw_data (copying the bytes: for attributes
/// and subgraph initializers, which are small; graph initializers are
/// streamed by InitializerRecord). Errors for string and elided tensors.
llvm::Error denseToProto(Attribute dense, ::onnx::TensorProto &proto);

/// dims and data_type only (the bytes are streamed by InitializerRecord).
llvm::Error denseHeadToProto(Attribute dense, ::onnx::TensorProto &proto);

/// A dense attribute from a TensorProto. raw_data is released from the
/// message (not copied); external data is mmapped from a file in
/// `modelDir` (empty: external data is refused); typed fields (float_data,
/// int64_data, ...) are converted. Every size is computed with checked
/// arithmetic, and the data must be exactly what the dims and data type
/// need, in the one value field of the data type (or raw_data).
llvm::Expected<Attribute> denseFromProto(Context &ctx,
                                         ::onnx::TensorProto &proto,
                                         llvm::StringRef modelDir);

/// The path of the external data file `location` of a model in
/// `modelDir`, resolved (symlinks followed): an error unless it is a
/// relative path without `..` that names a regular file whose real path is
/// inside the model's directory.
llvm::Expected<std::string> resolveExternalDataPath(llvm::StringRef modelDir,
                                                    llvm::StringRef location);

/// Opens the external data file `location` of a model in `modelDir` for
/// reading, into `fd` (the caller closes it), and returns its size. The
/// checks of resolveExternalDataPath are made again on the open file
/// itself (its kind, and the path the kernel has for it), so a path
/// changed between the check and the open cannot lead out of the
/// directory or to a device or FIFO. On an error, `fd` is -1.
llvm::Expected<uint64_t> openExternalData(llvm::StringRef modelDir,
                                          llvm::StringRef location, int &fd);

/// `FLOAT (1)`, `FLOAT8E4M3FN (17)`, or the bare number of a code ONNX does
/// not define, for messages.
std::string describeDataType(int64_t code);

/// The dtype of a TensorProto.DataType code; the error says whether the code
/// is UNDEFINED, invalid, or one tocc has no dtype for.
llvm::Expected<DType> dtypeFromProtoCode(int64_t code);

/// Element count of a tensor of `dims` (left-to-right products, as
/// Type::getNumElements), and its byte size; nullopt if a dim is negative
/// or a product overflows int64.
std::optional<uint64_t> checkedNumElements(llvm::ArrayRef<int64_t> dims);
std::optional<uint64_t> checkedByteSize(llvm::ArrayRef<int64_t> dims,
                                        DType dtype);

/// One graph initializer written by hand in protobuf's wire format, so its
/// bytes go from the attribute to the stream without a copy. The fields
/// before raw_data (dims, data_type, name) and after it (external_data,
/// data_location) are small TensorProtos serialized by protobuf; since
/// protobuf writes fields in number order, head + raw_data + tail is
/// byte-identical to protobuf's own serialization of the whole message.
class InitializerRecord {
public:
  /// Inline data.
  InitializerRecord(const ::onnx::TensorProto &headFields,
                    llvm::ArrayRef<char> data);
  /// External data: `location` at `offset` (no raw_data).
  InitializerRecord(const ::onnx::TensorProto &headFields,
                    llvm::StringRef location, uint64_t offset,
                    uint64_t length);
  /// Size of the serialized TensorProto.
  uint64_t getSize() const;
  /// Writes the serialized TensorProto.
  void write(llvm::raw_ostream &os) const;

private:
  std::string head, tail;
  llvm::ArrayRef<char> data;
  bool hasRawData = false;
};

/// Bytes of a varint, and writing one (protobuf's base-128 encoding).
unsigned varintSize(uint64_t v);
void writeVarint(llvm::raw_ostream &os, uint64_t v);

/// How deep the reader (and the checker's parse) lets protobuf nest
/// messages. A level of subgraphs costs three (the node, its attribute,
/// the graph), so this reads every model whose regions nest as deep as the
/// IR allows (256), with room for nested types, and still bounds the
/// parser's recursion.
constexpr int kMaxOnnxMessageDepth = 1024;

using ProtoWireType = google::protobuf::internal::WireFormatLite::WireType;
constexpr ProtoWireType kLengthDelimited =
    google::protobuf::internal::WireFormatLite::WIRETYPE_LENGTH_DELIMITED;

/// Calls `fn(field, wireType, whole, payload)` for each field of the
/// serialized message `bytes`: `whole` is the field with its tag,
/// `payload` a length-delimited field's contents (else empty). False if
/// the bytes are not a sequence of well-formed fields. Payloads are
/// skipped, not read: the pages of a mapped file they lie in are not
/// touched.
bool forEachField(llvm::StringRef bytes,
                  llvm::function_ref<void(uint32_t, ProtoWireType,
                                          llvm::StringRef, llvm::StringRef)>
                      fn);

/// Parses `bytes` into `msg` as protobuf parses it at `depth` messages
/// inside the model.
bool parseAt(llvm::StringRef bytes, int depth,
             google::protobuf::MessageLite &msg);

} // namespace tocc::onnxproto

#endif // TOCC_LIB_TARGET_ONNX_PROTOCONVERSIONS_H
