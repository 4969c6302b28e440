//===- OnnxDialect.cpp - The onnx dialect and its op verifiers -------------===//
#include "OnnxSchemas.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"

#include <iterator>

using namespace tocc;

#include "tocc/Dialect/Onnx/OnnxOps.cpp.inc"

void tocc::onnx::loadOnnxDialect(Context &ctx) {
  Dialect &dialect = ctx.getOrCreateDialect(
      "onnx", "ONNX operators (default domain), named after their OpSchema");
  registerOnnxOps(dialect);
  registerSchemaOps(dialect, ctx);
  attachOnnxShapeFunctions(dialect);
}

// TensorProto.DataType, onnx/onnx.proto.
static const DType tensorProtoDTypes[] = {
    DType::Unknown, // 0 UNDEFINED
    DType::F32,     // 1 FLOAT
    DType::U8,      // 2 UINT8
    DType::I8,      // 3 INT8
    DType::U16,     // 4 UINT16
    DType::I16,     // 5 INT16
    DType::I32,     // 6 INT32
    DType::I64,     // 7 INT64
    DType::Str,     // 8 STRING
    DType::Bool,    // 9 BOOL
    DType::F16,     // 10 FLOAT16
    DType::F64,     // 11 DOUBLE
    DType::U32,     // 12 UINT32
    DType::U64,     // 13 UINT64
    DType::C64,     // 14 COMPLEX64
    DType::C128,    // 15 COMPLEX128
    DType::BF16,    // 16 BFLOAT16
};

std::optional<DType> tocc::onnx::dtypeFromTensorProto(int64_t code) {
  if (code <= 0 || code >= int64_t(std::size(tensorProtoDTypes)))
    return std::nullopt;
  return tensorProtoDTypes[code];
}

std::optional<int64_t> tocc::onnx::tensorProtoFromDType(DType dtype) {
  for (int64_t code = 1, e = std::size(tensorProtoDTypes); code != e; ++code)
    if (tensorProtoDTypes[code] == dtype)
      return code;
  return std::nullopt;
}

// Both branches yield one value per result of the If.
LogicalResult tocc::onnx::verifyIfOp(Operation *op) {
  IfOp ifOp(op);
  for (Region *r : {&ifOp.getThenBranch(), &ifOp.getElseBranch()}) {
    Block &b = r->front();
    if (b.getNumArguments() != 0)
      return op->emitOpError() << "branches take no block arguments";
    Operation *yield = b.getTerminator();
    if (yield->getNumOperands() != op->getNumResults())
      return op->emitOpError()
             << (r == &ifOp.getThenBranch() ? "then" : "else")
             << "_branch yields " << yield->getNumOperands()
             << " values, but the op has " << op->getNumResults()
             << " results";
  }
  return success();
}

/// auto_pad is one of ONNX's four spellings, and explicit pads only go with
/// NOTSET.
static LogicalResult
verifyAutoPad(Operation *op, llvm::StringRef autoPad,
              const std::optional<llvm::SmallVector<int64_t, 4>> &pads) {
  if (autoPad != "NOTSET" && autoPad != "VALID" && autoPad != "SAME_UPPER" &&
      autoPad != "SAME_LOWER")
    return op->emitOpError() << "auto_pad must be NOTSET, VALID, SAME_UPPER "
                                "or SAME_LOWER, got '"
                             << autoPad << "'";
  if (pads && autoPad != "NOTSET")
    return op->emitOpError() << "pads cannot be given with auto_pad = "
                             << autoPad;
  return success();
}

/// Per-axis window attributes have one entry per spatial axis (two for
/// pads: begins, then ends) and are in range.
static LogicalResult
verifyWindowAttrs(Operation *op, size_t rank,
                  const std::optional<llvm::SmallVector<int64_t, 4>> &kernel,
                  const std::optional<llvm::SmallVector<int64_t, 4>> &strides,
                  const std::optional<llvm::SmallVector<int64_t, 4>> &pads,
                  const std::optional<llvm::SmallVector<int64_t, 4>> &dilations) {
  auto check = [&](const std::optional<llvm::SmallVector<int64_t, 4>> &a,
                   llvm::StringRef name, size_t n,
                   int64_t min) -> LogicalResult {
    if (!a)
      return success();
    if (a->size() != n)
      return op->emitOpError() << name << " has " << unsigned(a->size())
                               << " entries, expected " << unsigned(n);
    for (int64_t v : *a)
      if (v < min)
        return op->emitOpError() << name << " entries must be "
                                 << (min ? "positive" : "non-negative")
                                 << ", got " << v;
    return success();
  };
  if (failed(check(kernel, "kernel_shape", rank, 1)) ||
      failed(check(strides, "strides", rank, 1)) ||
      failed(check(dilations, "dilations", rank, 1)) ||
      failed(check(pads, "pads", 2 * rank, 0)))
    return failure();
  return success();
}

LogicalResult tocc::onnx::verifyConvOp(Operation *op) {
  ConvOp conv(op);
  if (conv.getGroup() <= 0)
    return op->emitOpError() << "group must be positive, got "
                             << conv.getGroup();
  if (failed(verifyAutoPad(op, conv.getAutoPad(), conv.getPads())))
    return failure();
  std::optional<size_t> rank;
  if (auto k = conv.getKernelShape())
    rank = k->size();
  else if (auto s = conv.getStrides())
    rank = s->size();
  else if (auto d = conv.getDilations())
    rank = d->size();
  else if (auto p = conv.getPads())
    rank = p->size() / 2;
  if (!rank)
    return success();
  return verifyWindowAttrs(op, *rank, conv.getKernelShape(),
                           conv.getStrides(), conv.getPads(),
                           conv.getDilations());
}

LogicalResult tocc::onnx::verifyMaxPoolOp(Operation *op) {
  MaxPoolOp pool(op);
  if (failed(verifyAutoPad(op, pool.getAutoPad(), pool.getPads())))
    return failure();
  if (pool.getStorageOrder() != 0 && pool.getStorageOrder() != 1)
    return op->emitOpError() << "storage_order must be 0 or 1, got "
                             << pool.getStorageOrder();
  auto kernel = pool.getKernelShape();
  if (kernel.empty())
    return op->emitOpError() << "kernel_shape must not be empty";
  return verifyWindowAttrs(op, kernel.size(), kernel, pool.getStrides(),
                           pool.getPads(), pool.getDilations());
}

LogicalResult tocc::onnx::verifyAveragePoolOp(Operation *op) {
  AveragePoolOp pool(op);
  if (failed(verifyAutoPad(op, pool.getAutoPad(), pool.getPads())))
    return failure();
  auto kernel = pool.getKernelShape();
  if (kernel.empty())
    return op->emitOpError() << "kernel_shape must not be empty";
  return verifyWindowAttrs(op, kernel.size(), kernel, pool.getStrides(),
                           pool.getPads(), std::nullopt);
}

// Exactly one of the value attributes (ONNX's Constant rule).
LogicalResult tocc::onnx::verifyConstantOp(Operation *op) {
  static const char *names[] = {"value",        "value_float",
                                "value_floats", "value_int",
                                "value_ints",   "value_string",
                                "value_strings"};
  unsigned n = 0;
  for (const char *name : names)
    n += op->hasAttr(name);
  if (n != 1)
    return op->emitOpError() << "requires exactly one of value, value_float, "
                                "value_floats, value_int, value_ints, "
                                "value_string and value_strings, got "
                             << n;
  return success();
}

// `to` is a TensorProto.DataType code tocc has a dtype for.
LogicalResult tocc::onnx::verifyCastOp(Operation *op) {
  int64_t to = CastOp(op).getTo();
  if (!dtypeFromTensorProto(to))
    return op->emitOpError() << "to = " << to
                             << " is not a TensorProto data type of opset 17 "
                                "(1 to 16)";
  return success();
}
