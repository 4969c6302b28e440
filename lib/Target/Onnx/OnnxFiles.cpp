//===- OnnxFiles.cpp - TensorProto files and onnx's checker ----------------===//
#include "tocc/Target/Onnx/OnnxFiles.h"
#include "ProtoConversions.h"

#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

#include <onnx/checker.h>
#include <onnx/onnx-data.pb.h>
#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>

#include <exception>
#include <fstream>

using namespace tocc;

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

static llvm::Error writeProto(const google::protobuf::MessageLite &proto,
                              llvm::StringRef path) {
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return error(path + ": " + ec.message());
  std::string bytes;
  if (!proto.SerializeToString(&bytes))
    return error(path + ": the value does not serialize");
  out.os() << bytes;
  out.os().flush();
  if (out.os().has_error())
    return error(path + ": " + out.os().error().message());
  out.keep();
  return llvm::Error::success();
}

llvm::Error tocc::writeTensorProtoFile(Attribute dense, llvm::StringRef name,
                                       llvm::StringRef path) {
  ::onnx::TensorProto proto;
  if (llvm::Error err = onnxproto::denseToProto(dense, proto))
    return err;
  if (!name.empty())
    proto.set_name(name.str());
  return writeProto(proto, path);
}

llvm::Error tocc::writeOptionalProtoFile(Attribute dense, llvm::StringRef name,
                                         llvm::StringRef path) {
  ::onnx::OptionalProto proto;
  if (!name.empty())
    proto.set_name(name.str());
  if (dense) {
    proto.set_elem_type(::onnx::OptionalProto::TENSOR);
    if (llvm::Error err =
            onnxproto::denseToProto(dense, *proto.mutable_tensor_value()))
      return err;
  } else {
    proto.set_elem_type(::onnx::OptionalProto::UNDEFINED);
  }
  return writeProto(proto, path);
}

// Whether a tensor of GRAPH (its subgraphs included) keeps its data in a file
// of its own.
static bool hasExternalData(const ::onnx::GraphProto &graph) {
  auto external = [](const ::onnx::TensorProto &t) {
    return t.data_location() == ::onnx::TensorProto::EXTERNAL;
  };
  for (const ::onnx::TensorProto &t : graph.initializer())
    if (external(t))
      return true;
  for (const ::onnx::NodeProto &node : graph.node())
    for (const ::onnx::AttributeProto &attr : node.attribute()) {
      if (attr.has_t() && external(attr.t()))
        return true;
      for (const ::onnx::TensorProto &t : attr.tensors())
        if (external(t))
          return true;
      if (attr.has_g() && hasExternalData(attr.g()))
        return true;
      for (const ::onnx::GraphProto &g : attr.graphs())
        if (hasExternalData(g))
          return true;
    }
  return false;
}

// Bytes per element of a floating-point TensorProto type; 0 for the other
// types. Shape inference reads the data of integer initializers (Reshape's
// shape, Slice's starts) and of small float ones (Resize's scales), never
// of a large floating-point weight.
static uint64_t floatElementBytes(int32_t dataType) {
  switch (dataType) {
  case ::onnx::TensorProto::FLOAT16:
  case ::onnx::TensorProto::BFLOAT16:
    return 2;
  case ::onnx::TensorProto::FLOAT:
    return 4;
  case ::onnx::TensorProto::DOUBLE:
  case ::onnx::TensorProto::COMPLEX64:
    return 8;
  case ::onnx::TensorProto::COMPLEX128:
    return 16;
  default:
    return 0;
  }
}

// Floating-point raw data above this many bytes is not kept for the check.
static constexpr uint64_t kCheckedWithoutDataAbove = 4096;

// Parses the initializer `bytes` into `tensor`. A large floating-point
// tensor's raw_data is checked against its dims and type here and replaced
// by one byte: onnx's checker sees the same fields (it does not compare
// raw_data's length with the dims), and the weights are never copied out of
// the file to be checked.
static llvm::Error parseInitializer(llvm::StringRef bytes,
                                    ::onnx::TensorProto &tensor) {
  std::string withoutData;
  uint64_t dataBytes = 0;
  bool hasRawData = false,
       wellFormed = onnxproto::forEachField(
           bytes, [&](uint32_t field, onnxproto::ProtoWireType,
                      llvm::StringRef whole, llvm::StringRef payload) {
             // TensorProto.raw_data is field 9.
             if (field == 9) {
               hasRawData = true;
               dataBytes = payload.size();
               return;
             }
             withoutData.append(whole.data(), whole.size());
           });
  if (!wellFormed || !hasRawData || dataBytes <= kCheckedWithoutDataAbove) {
    if (!onnxproto::parseAt(bytes, 2, tensor))
      return error("not a valid ModelProto: an initializer cannot be parsed");
    return llvm::Error::success();
  }
  if (!onnxproto::parseAt(withoutData, 2, tensor))
    return error("not a valid ModelProto: an initializer cannot be parsed");
  uint64_t elementBytes = floatElementBytes(tensor.data_type());
  if (elementBytes == 0) {
    tensor.Clear();
    if (!onnxproto::parseAt(bytes, 2, tensor))
      return error("not a valid ModelProto: an initializer cannot be parsed");
    return llvm::Error::success();
  }
  uint64_t expected = elementBytes;
  for (int64_t d : tensor.dims()) {
    std::optional<uint64_t> product =
        d < 0 ? std::nullopt : llvm::checkedMulUnsigned(expected, uint64_t(d));
    if (!product)
      return error("initializer '" + tensor.name() +
                   "': its dims do not give a size");
    expected = *product;
  }
  if (expected != dataBytes)
    return error("initializer '" + tensor.name() + "': raw_data has " +
                 llvm::Twine(dataBytes) + " bytes, its dims and type need " +
                 llvm::Twine(expected));
  tensor.set_raw_data(std::string(1, '\0'));
  return llvm::Error::success();
}

// Parses the model in `bytes` for the checker, the top-level graph's large
// floating-point initializers without their data (parseInitializer).
static llvm::Error parseForCheck(llvm::StringRef bytes,
                                 ::onnx::ModelProto &model) {
  // ModelProto.graph is field 7; GraphProto.initializer field 5.
  std::string modelRest, graphRest;
  llvm::StringRef graphBytes;
  unsigned graphFields = 0;
  bool wellFormed = onnxproto::forEachField(
      bytes, [&](uint32_t field, onnxproto::ProtoWireType wireType,
                 llvm::StringRef whole, llvm::StringRef payload) {
        if (field == 7 && wireType == onnxproto::kLengthDelimited) {
          graphBytes = payload;
          ++graphFields;
          return;
        }
        modelRest.append(whole.data(), whole.size());
      });
  std::vector<llvm::StringRef> initializers;
  if (wellFormed && graphFields == 1)
    wellFormed = onnxproto::forEachField(
        graphBytes, [&](uint32_t field, onnxproto::ProtoWireType wireType,
                        llvm::StringRef whole, llvm::StringRef payload) {
          if (field == 5 && wireType == onnxproto::kLengthDelimited)
            initializers.push_back(payload);
          else
            graphRest.append(whole.data(), whole.size());
        });
  // A graph given twice (protobuf merges the copies) is parsed whole.
  if (!wellFormed || graphFields != 1) {
    model.Clear();
    if (!onnxproto::parseAt(bytes, 0, model))
      return error("not a valid ModelProto");
    return llvm::Error::success();
  }
  if (!onnxproto::parseAt(modelRest, 0, model) ||
      !onnxproto::parseAt(graphRest, 1, *model.mutable_graph()))
    return error("not a valid ModelProto");
  for (llvm::StringRef init : initializers)
    if (llvm::Error err =
            parseInitializer(init, *model.mutable_graph()->add_initializer()))
      return err;
  return llvm::Error::success();
}

// The file is parsed once, for the checker and for shape inference alike,
// from its mapped bytes and without the data of its large floating-point
// weights (parseForCheck): a model's weights are most of its bytes, and
// parsing them doubled the check's peak memory. A model with external data
// is checked through its path, which tells the checker the folder its data
// files are in.
llvm::Error tocc::checkOnnxModel(llvm::StringRef path) {
  try {
    ::onnx::ModelProto model;
    {
      llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> bytes =
          llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
      if (!bytes)
        return error(path +
                     ": cannot open the file: " + bytes.getError().message());
      if ((*bytes)->getBufferSize() > uint64_t(INT32_MAX))
        return error(path + ": not a valid ModelProto (over 2 GiB)");
      if (llvm::Error err = parseForCheck((*bytes)->getBuffer(), model))
        return error(path + ": " + llvm::toString(std::move(err)));
    }
    if (hasExternalData(model.graph()))
      ::onnx::checker::check_model(path.str());
    else
      ::onnx::checker::check_model(model);
    ::onnx::ShapeInferenceOptions options(/*check_type=*/true,
                                          /*strict_mode=*/1);
    ::onnx::shape_inference::InferShapes(
        model, ::onnx::OpSchemaRegistry::Instance(), options);
  } catch (const std::exception &e) {
    return error(e.what());
  }
  return llvm::Error::success();
}
