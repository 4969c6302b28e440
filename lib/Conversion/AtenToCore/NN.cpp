//===- NN.cpp - Decompositions of convolution, pooling and normalization -===//
#include "Entries.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/IR/Module.h"

#include <cmath>
#include <cstring>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// An int[N] argument: one entry stands for N equal ones (`stride=2`), as
/// in ATen's expand_param_if_needed; other lengths are errors.
FailureOr<llvm::SmallVector<int64_t, 4>>
readExpandedList(DecompositionRewriter &rw, unsigned i, int64_t n) {
  FailureOr<llvm::SmallVector<int64_t, 4>> list = rw.readIntList(i);
  if (failed(list))
    return failure();
  if (list->size() == 1)
    return llvm::SmallVector<int64_t, 4>(n, list->front());
  if (int64_t(list->size()) != n)
    return rw.emitError() << rw.describeOperand(i) << " has "
                          << uint64_t(list->size()) << " entries, expected "
                          << n << " (one per spatial dim) or 1";
  return list;
}

/// torch's symmetric padding [p0, p1] as core's pads [begin..., end...].
llvm::SmallVector<int64_t, 8> symmetricPads(llvm::ArrayRef<int64_t> p) {
  llvm::SmallVector<int64_t, 8> pads(p.begin(), p.end());
  pads.append(p.begin(), p.end());
  return pads;
}

/// core.conv of operands 0-2 with stride, padding and dilation at the
/// given operand indices, for `spatial` spatial dims.
LogicalResult buildConv(DecompositionRewriter &rw, Operation *op,
                        int64_t spatial, unsigned strideI, unsigned paddingI,
                        unsigned dilationI, int64_t groups) {
  FailureOr<Value *> input = rw.readTensor(0), weight = rw.readTensor(1);
  if (failed(input) || failed(weight))
    return failure();
  Value *bias = op->getOperand(2);
  if (!rw.isNone(2)) {
    FailureOr<Value *> b = rw.readTensor(2);
    if (failed(b))
      return failure();
    bias = *b;
  }
  auto stride = readExpandedList(rw, strideI, spatial);
  auto padding = readExpandedList(rw, paddingI, spatial);
  auto dilation = readExpandedList(rw, dilationI, spatial);
  if (failed(stride) || failed(padding) || failed(dilation))
    return failure();
  Value *r = rw.create("core.conv", op->getResult(0)->getType(),
                       {*input, *weight, bias},
                       {{"strides", rw.getI64ArrayAttr(*stride)},
                        {"pads", rw.getI64ArrayAttr(symmetricPads(*padding))},
                        {"dilations", rw.getI64ArrayAttr(*dilation)},
                        {"groups", rw.getI64Attr(groups)}});
  rw.replaceOp(op, {r});
  return success();
}

// conv2d(input, weight, bias, stride, padding, dilation, groups)
//   = conv(input, weight, bias) with pads (p0, p1, p0, p1)
LogicalResult decomposeConv2d(DecompositionRewriter &rw, Operation *op) {
  FailureOr<int64_t> groups = rw.readInt(6);
  if (failed(groups))
    return failure();
  return buildConv(rw, op, 2, 3, 4, 5, *groups);
}

// _convolution(input, weight, bias, stride, padding, dilation, transposed,
//   output_padding, groups, benchmark, deterministic, cudnn, tf32)
//   = conv(...) when not transposed; the backend flags do not matter.
LogicalResult decomposeConvolution(DecompositionRewriter &rw, Operation *op) {
  FailureOr<bool> transposed = rw.readBool(6);
  FailureOr<int64_t> groups = rw.readInt(8);
  if (failed(transposed) || failed(groups))
    return failure();
  if (*transposed)
    return rw.emitError() << "is a transposed convolution ("
                          << rw.describeOperand(6)
                          << " is true), which core has no op for yet";
  // The spatial rank: the weight's rank - 2, else the stride list's length.
  int64_t spatial = 0;
  Type w = op->getOperand(1)->getType();
  if (w.isTensor() && w.hasRank()) {
    spatial = w.getRank() - 2;
  } else {
    FailureOr<llvm::SmallVector<int64_t, 4>> stride = rw.readIntList(3);
    if (failed(stride))
      return failure();
    spatial = stride->size();
  }
  if (spatial < 1)
    return rw.emitError() << "needs a weight of rank 3 or more";
  return buildConv(rw, op, spatial, 3, 4, 5, *groups);
}

// max_pool2d(self, kernel_size, stride, padding, dilation, ceil_mode)
//   = max_pool(self); an empty stride means stride = kernel_size
LogicalResult decomposeMaxPool2d(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  auto kernel = readExpandedList(rw, 1, 2);
  FailureOr<llvm::SmallVector<int64_t, 4>> stride = rw.readIntList(2);
  auto padding = readExpandedList(rw, 3, 2);
  auto dilation = readExpandedList(rw, 4, 2);
  FailureOr<bool> ceil = rw.readBool(5);
  if (failed(kernel) || failed(stride) || failed(padding) ||
      failed(dilation) || failed(ceil))
    return failure();
  if (stride->empty())
    stride = *kernel;
  else
    stride = readExpandedList(rw, 2, 2);
  if (failed(stride))
    return failure();
  Value *r = rw.create("core.max_pool", op->getResult(0)->getType(), {*self},
                       {{"kernel_shape", rw.getI64ArrayAttr(*kernel)},
                        {"strides", rw.getI64ArrayAttr(*stride)},
                        {"pads", rw.getI64ArrayAttr(symmetricPads(*padding))},
                        {"dilations", rw.getI64ArrayAttr(*dilation)},
                        {"ceil_mode", rw.getBoolAttr(*ceil)}});
  rw.replaceOp(op, {r});
  return success();
}

// adaptive_avg_pool2d(self, (1, 1)) = reduce_mean(self, [-2, -1], keepdim)
// adaptive_avg_pool2d(self, (oh, ow)) = avg_pool(self, kernel = stride =
//   (h / oh, w / ow)) when h and w are static multiples of oh and ow
LogicalResult decomposeAdaptiveAvgPool2d(DecompositionRewriter &rw,
                                         Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  auto out = readExpandedList(rw, 1, 2);
  if (failed(out))
    return failure();
  if (*rank != 3 && *rank != 4)
    return rw.emitError() << "expects a 3-D or 4-D input, but "
                          << rw.describeOperand(0) << " has rank " << *rank;
  Type resultType = op->getResult(0)->getType();
  if ((*out)[0] == 1 && (*out)[1] == 1) {
    Value *r = rw.create("core.reduce_mean", resultType, {*self},
                         {{"axes", rw.getI64ArrayAttr({*rank - 2, *rank - 1})},
                          {"keepdim", rw.getBoolAttr(true)}});
    rw.replaceOp(op, {r});
    return success();
  }
  llvm::ArrayRef<Dim> dims = (*self)->getType().getDims();
  llvm::SmallVector<int64_t, 2> kernel;
  for (int k = 0; k < 2; ++k) {
    Dim in = dims[*rank - 2 + k];
    int64_t o = (*out)[k];
    if (!in.isStatic() || o <= 0 || in.getStatic() % o != 0)
      return rw.emitError()
             << "has output size (" << (*out)[0] << ", " << (*out)[1]
             << "), which needs static spatial dims that are multiples of "
                "it (only (1, 1) works for any size)";
    kernel.push_back(in.getStatic() / o);
  }
  Value *r = rw.create("core.avg_pool", resultType, {*self},
                       {{"kernel_shape", rw.getI64ArrayAttr(kernel)},
                        {"strides", rw.getI64ArrayAttr(kernel)}});
  rw.replaceOp(op, {r});
  return success();
}

/// The values of a 1-D f32 or f64 constant operand with `n` elements; 1 or
/// 0 (`dflt`) for none. Fails with a diagnostic otherwise.
FailureOr<std::vector<double>> readConstantVector(DecompositionRewriter &rw,
                                                  unsigned i, int64_t n,
                                                  double dflt) {
  if (rw.isNone(i))
    return std::vector<double>(n, dflt);
  Value *v = rw.getOp()->getOperand(i);
  Operation *def = v->getDefiningOp();
  Attribute a = def && def->getNameStr() == "prim.Constant"
                    ? def->getAttr("value")
                    : Attribute();
  if (!a.isDense())
    return rw.emitError() << rw.describeOperand(i)
                          << " must be a constant tensor: core has no sqrt "
                             "yet, so the statistics are folded at compile "
                             "time";
  if (a.isElided())
    return rw.emitError() << rw.describeOperand(i)
                          << " is a constant whose data was elided";
  Type t = a.getDenseType();
  if (t.getRank() != 1 || t.getDims()[0].getStatic() != n)
    return rw.emitError() << rw.describeOperand(i) << " has type " << t.str()
                          << ", expected " << n << " elements";
  llvm::ArrayRef<char> raw = a.getRawData();
  std::vector<double> values(n);
  for (int64_t k = 0; k < n; ++k) {
    if (t.getDType() == DType::F32) {
      float f;
      std::memcpy(&f, raw.data() + 4 * k, 4);
      values[k] = f;
    } else if (t.getDType() == DType::F64) {
      std::memcpy(&values[k], raw.data() + 8 * k, 8);
    } else {
      return rw.emitError() << rw.describeOperand(i) << " has dtype "
                            << dtypeName(t.getDType())
                            << "; only f32 and f64 statistics are folded";
    }
  }
  return values;
}

// batch_norm(x, w, b, mean, var, training=False, momentum, eps)
//   = x * scale + shift, scale = w / sqrt(var + eps), shift = b - mean * scale
// core has neither batch_norm nor sqrt yet: scale and shift are computed at
// compile time from the (frozen) constant statistics, shaped [C, 1, ...] to
// broadcast over channel dim 1.
LogicalResult decomposeBatchNorm(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> input = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  FailureOr<bool> training = rw.readBool(5);
  FailureOr<double> eps = rw.readFloat(7);
  if (failed(input) || failed(rank) || failed(training) || failed(eps))
    return failure();
  if (*training)
    return rw.emitError() << "normalizes with batch statistics ("
                          << rw.describeOperand(5)
                          << " is true); only inference (eval mode) "
                             "decomposes";
  if (*rank < 2)
    return rw.emitError() << "expects an input of rank 2 or more, but it has "
                             "rank "
                          << *rank;
  Value *runningVar = op->getOperand(4);
  Type varType = runningVar->getType();
  if (!varType.isTensor() || !varType.hasStaticShape() ||
      varType.getRank() != 1)
    return rw.emitError() << rw.describeOperand(4)
                          << " must be a 1-D tensor of static size";
  int64_t c = varType.getDims()[0].getStatic();
  auto mean = readConstantVector(rw, 3, c, 0.0);
  auto var = readConstantVector(rw, 4, c, 1.0);
  auto weight = readConstantVector(rw, 1, c, 1.0);
  auto bias = readConstantVector(rw, 2, c, 0.0);
  if (failed(mean) || failed(var) || failed(weight) || failed(bias))
    return failure();
  DType dt = (*input)->getType().getDType();
  if (dt != DType::F32 && dt != DType::F64)
    return rw.emitError() << "needs an f32 or f64 input to fold its "
                             "statistics, but the input's dtype is "
                          << dtypeName(dt);
  std::vector<double> scale(c), shift(c);
  for (int64_t k = 0; k < c; ++k) {
    scale[k] = (*weight)[k] / std::sqrt((*var)[k] + *eps);
    shift[k] = (*bias)[k] - (*mean)[k] * scale[k];
  }
  llvm::SmallVector<int64_t, 4> shape(*rank - 1, 1);
  shape[0] = c;
  Type paramType = rw.getContext().getTensorType(dt, shape);
  auto makeConstant = [&](const std::vector<double> &values) {
    std::vector<char> bytes;
    for (double v : values) {
      char raw[8];
      if (dt == DType::F32) {
        float f = float(v);
        std::memcpy(raw, &f, 4);
        bytes.insert(bytes.end(), raw, raw + 4);
      } else {
        std::memcpy(raw, &v, 8);
        bytes.insert(bytes.end(), raw, raw + 8);
      }
    }
    Attribute dense = rw.getContext().getDenseAttr(paramType, bytes);
    return rw.create("core.constant", paramType, {}, {{"value", dense}});
  };
  Value *scaled =
      rw.create("core.mul", rw.tensorTypeLike((*input)->getType(), dt),
                {*input, makeConstant(scale)});
  Value *r = rw.create("core.add", op->getResult(0)->getType(),
                       {scaled, makeConstant(shift)});
  rw.replaceOp(op, {r});
  return success();
}

// softmax.int(self, dim, dtype) = softmax(cast(self, dtype), dim)
LogicalResult decomposeSoftmax(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> rank = rw.readRank(0);
  if (failed(self) || failed(rank))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, *rank);
  FailureOr<std::optional<int64_t>> dtypeCode = rw.readOptionalInt(2);
  if (failed(dim) || failed(dtypeCode))
    return failure();
  Value *x = *self;
  if (*dtypeCode) {
    std::optional<DType> dt = aten::dtypeFromScalarType(**dtypeCode);
    if (!dt)
      return rw.emitError() << rw.describeOperand(2) << " is dtype code "
                            << **dtypeCode << ", which tocc has no dtype for";
    x = rw.castTo(x, *dt);
  }
  Value *r = rw.create("core.softmax", op->getResult(0)->getType(), {x},
                       {{"axis", rw.getI64Attr(*dim)}});
  rw.replaceOp(op, {r});
  return success();
}

// dropout(input, p, train=False) = input
LogicalResult decomposeDropout(DecompositionRewriter &rw, Operation *op) {
  FailureOr<Value *> input = rw.readTensor(0);
  FailureOr<bool> train = rw.readBool(2);
  if (failed(input) || failed(train))
    return failure();
  if (*train)
    return rw.emitError() << "is a training-mode dropout ("
                          << rw.describeOperand(2)
                          << " is true); only eval-mode dropout (the "
                             "identity) decomposes";
  rw.replaceOp(op, {*input});
  return success();
}

} // namespace

void detail::registerNNDecompositions() {
  addBuiltin("aten::conv2d", decomposeConv2d);
  addBuiltin("aten::_convolution", decomposeConvolution);
  addBuiltin("aten::max_pool2d", decomposeMaxPool2d);
  addBuiltin("aten::adaptive_avg_pool2d", decomposeAdaptiveAvgPool2d);
  addBuiltin("aten::batch_norm", decomposeBatchNorm);
  addBuiltin("aten::softmax.int", decomposeSoftmax);
  addBuiltin("aten::dropout", decomposeDropout);
}
