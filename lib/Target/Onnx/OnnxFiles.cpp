//===- OnnxFiles.cpp - TensorProto files and onnx's checker ----------------===//
#include "tocc/Target/Onnx/OnnxFiles.h"
#include "ProtoConversions.h"

#include "llvm/Support/FileSystem.h"
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

// The file is parsed once, from a stream, for the checker and for shape
// inference alike: the weights are most of a model's bytes, and reading the
// file into memory and parsing it twice (once per check) doubled the check's
// time and peak memory. A model with external data is checked through its
// path, which tells the checker the folder its data files are in.
llvm::Error tocc::checkOnnxModel(llvm::StringRef path) {
  try {
    ::onnx::ModelProto model;
    {
      std::ifstream in(path.str(), std::ios::binary);
      if (!in)
        return error(path + ": cannot open the file");
      if (!model.ParseFromIstream(&in))
        return error(path + ": not a valid ModelProto");
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
