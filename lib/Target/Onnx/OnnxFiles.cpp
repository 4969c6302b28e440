//===- OnnxFiles.cpp - TensorProto files and onnx's checker ----------------===//
#include "tocc/Target/Onnx/OnnxFiles.h"
#include "ProtoConversions.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

#include <onnx/checker.h>
#include <onnx/defs/schema.h>
#include <onnx/shape_inference/implementation.h>

#include <exception>

using namespace tocc;

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

llvm::Error tocc::writeTensorProtoFile(Attribute dense, llvm::StringRef name,
                                       llvm::StringRef path) {
  ::onnx::TensorProto proto;
  if (llvm::Error err = onnxproto::denseToProto(dense, proto))
    return err;
  if (!name.empty())
    proto.set_name(name.str());
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return error(path + ": " + ec.message());
  std::string bytes;
  if (!proto.SerializeToString(&bytes))
    return error(path + ": the tensor does not serialize");
  out.os() << bytes;
  out.os().flush();
  if (out.os().has_error())
    return error(path + ": " + out.os().error().message());
  out.keep();
  return llvm::Error::success();
}

llvm::Error tocc::checkOnnxModel(llvm::StringRef path) {
  try {
    ::onnx::checker::check_model(path.str());
    auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
    if (!buffer)
      return error(path + ": " + buffer.getError().message());
    ::onnx::ModelProto model;
    if (!model.ParseFromArray((*buffer)->getBufferStart(),
                              int((*buffer)->getBufferSize())))
      return error(path + ": not a valid ModelProto");
    ::onnx::ShapeInferenceOptions options(/*check_type=*/true,
                                          /*strict_mode=*/1);
    ::onnx::shape_inference::InferShapes(
        model, ::onnx::OpSchemaRegistry::Instance(), options);
  } catch (const std::exception &e) {
    return error(e.what());
  }
  return llvm::Error::success();
}
