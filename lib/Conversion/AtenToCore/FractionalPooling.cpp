//===- FractionalPooling.cpp - fractional_max_pool2d/3d with given samples ===//
//
// Fractional max pooling (ATen 1.13, FractionalMaxPool2d.cpp and 3d) is
// deterministic once its random samples u [N, C, d] are given: window i of
// a spatial dim of size n pooled to `out` with kernel k starts at
//   alpha = (n - k) / (out - 1)   (in the input's dtype, as ATen)
//   start_i = int((i + u) * alpha) - int(u * alpha)   for i < out - 1
//   start_{out-1} = n - k
// per plane. Every window's entries are gathered at their flat position
// in the plane (which is also the index result), one kernel offset at a
// time, and the first maximum in row-major order kept (a NaN wins, as
// ATen's `val > max || isnan(val)`). Spatial dims and the output size may
// be symbolic. torch.nn's module draws the samples with torch.rand when
// it is not given _random_samples: that rand is a random op (docs/verify.md).
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::detail;

namespace {

// fractional_max_pool{2,3}d(x, kernel_size, output_size, random_samples)
//   -> (values, indices): the sample of a spatial dim is u[..., 1 - d] for
//   2-d pooling (W first, then H) and u[..., d] for 3-d (ATen's order)
DecompositionFn fractionalMaxPoolEntry(int64_t nd) {
  return [nd](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<RankedTensor> xArg = readRankedTensor(rw, 0);
    FailureOr<llvm::SmallVector<int64_t, 4>> kernel = rw.readIntList(1);
    FailureOr<llvm::SmallVector<HostScalar, 4>> outs = readHostIntList(rw, 2);
    FailureOr<Value *> samples = rw.readTensor(3);
    if (failed(xArg) || failed(kernel) || failed(outs) || failed(samples))
      return failure();
    if (xArg->rank != nd + 1 && xArg->rank != nd + 2)
      return rw.emitError() << "needs an input of rank " << nd + 1 << " or "
                            << nd + 2 << ", but it has rank " << xArg->rank;
    if (int64_t(kernel->size()) != nd || int64_t(outs->size()) != nd)
      return rw.emitError() << "needs " << nd
                            << " kernel sizes and output sizes";
    FailureOr<DType> dtArg = knownDType(rw, xArg->value);
    if (failed(dtArg))
      return failure();
    DType dt = *dtArg;
    if (!isFloatDType(dt))
      return rw.emitError() << "needs a floating input";
    bool batched = xArg->rank == nd + 2;
    Value *x = batched ? xArg->value : unsqueezeAt(rw, xArg->value, {0});
    Value *u = rw.castTo(*samples, dt);
    Context &ctx = rw.getContext();
    auto op1 = [&](llvm::StringRef name, llvm::ArrayRef<Value *> xs,
                   llvm::ArrayRef<NamedAttribute> attrs = {}) {
      return createOp(rw, name, xs, attrs);
    };
    Value *i64One = rw.createScalarConstant(DType::I64, 1);

    // The flat position in the plane of every window's first entry:
    // sum over d of start_d * stride_d, broadcast over the output dims.
    llvm::SmallVector<HostScalar, 3> strides(nd, hostInt(1));
    for (int64_t d = nd - 2; d >= 0; --d)
      strides[d] = intBinary(rw, "mul", strides[d + 1],
                             dimSize(rw, x, 2 + d + 1));
    Value *base = nullptr;
    for (int64_t d = 0; d < nd; ++d) {
      HostScalar n = dimSize(rw, x, 2 + d);
      HostScalar last = intBinary(rw, "sub", n, hostInt((*kernel)[d]));
      HostScalar outMinus1 = intBinary(rw, "sub", (*outs)[d], hostInt(1));
      Value *alpha =
          op1(core::DivOp::getOperationName(),
              {hostToTensor(rw, last, dt), hostToTensor(rw, outMinus1, dt)});
      int64_t which = nd == 2 ? 1 - d : d;
      Value *ud = op1(core::IndexSelectOp::getOperationName(),
                      {u, rw.createI64Constant({which})},
                      {{"axis", rw.getI64Attr(2)}}); // [N, C, 1]
      Value *i = op1(core::ArangeOp::getOperationName(),
                     {rw.createScalarConstant(DType::I64, 0),
                      hostToTensor(rw, (*outs)[d], DType::I64), i64One},
                     {{"dtype", ctx.getDTypeAttr(DType::I64)}});
      Value *scaled =
          op1(core::MulOp::getOperationName(),
              {op1(core::AddOp::getOperationName(), {rw.castTo(i, dt), ud}),
               alpha});
      Value *start =
          op1(core::SubOp::getOperationName(),
              {rw.castTo(scaled, DType::I64),
               rw.castTo(op1(core::MulOp::getOperationName(), {ud, alpha}),
                         DType::I64)});
      start = op1(core::WhereOp::getOperationName(),
                  {op1(core::EqOp::getOperationName(),
                       {i, hostToTensor(rw, outMinus1, DType::I64)}),
                   hostToTensor(rw, last, DType::I64), start}); // [N, C, out]
      llvm::SmallVector<int64_t, 3> others;
      for (int64_t e = 0; e < nd; ++e)
        if (e != d)
          others.push_back(2 + e);
      Value *pos = op1(core::MulOp::getOperationName(),
                       {unsqueezeAt(rw, start, others),
                        hostToTensor(rw, strides[d], DType::I64)});
      base = base ? op1(core::AddOp::getOperationName(), {base, pos}) : pos;
    }

    // One gather per kernel offset along the last dim of x's planes,
    // flattened and expanded over the output dims but the last:
    // [N, C, out_0, .., out_{nd-2}, prod(spatial)]. No reshape to a shape
    // computed at run time (output sizes may be), which ONNX's Reshape
    // before opset 14 reads differently for a 0.
    Value *planes =
        op1(core::FlattenOp::getOperationName(), {x},
            {{"start_dim", rw.getI64Attr(2)}, {"end_dim", rw.getI64Attr(-1)}});
    llvm::SmallVector<int64_t, 3> newAxes;
    llvm::SmallVector<HostScalar, 6> expandTo{hostInt(-1), hostInt(-1)};
    for (int64_t d = 0; d + 1 < nd; ++d) {
      newAxes.push_back(2 + d);
      expandTo.push_back((*outs)[d]);
    }
    expandTo.push_back(hostInt(-1));
    planes = op1(core::ExpandOp::getOperationName(),
                 {unsqueezeAt(rw, planes, newAxes), i64Vector(rw, expandTo)});
    Value *best = nullptr, *bestIndex = nullptr;
    llvm::SmallVector<int64_t, 3> offset(nd, 0);
    while (true) {
      // base + offset . strides (strides may be symbolic)
      Value *index = base;
      for (int64_t d = 0; d < nd; ++d) {
        if (!offset[d])
          continue;
        index = op1(core::AddOp::getOperationName(),
                    {index, hostToTensor(rw,
                                         intBinary(rw, "mul", strides[d],
                                                   hostInt(offset[d])),
                                         DType::I64)});
      }
      Value *v = op1(core::GatherOp::getOperationName(), {planes, index},
                     {{"axis", rw.getI64Attr(1 + nd)}});
      if (!best) {
        best = v;
        bestIndex = index;
      } else {
        Value *take = op1(core::LogicalOrOp::getOperationName(),
                          {op1(core::GtOp::getOperationName(), {v, best}),
                           op1(core::IsnanOp::getOperationName(), {v})});
        best = op1(core::WhereOp::getOperationName(), {take, v, best});
        bestIndex =
            op1(core::WhereOp::getOperationName(), {take, index, bestIndex});
      }
      int64_t d = nd - 1;
      while (d >= 0 && ++offset[d] == (*kernel)[d])
        offset[d--] = 0;
      if (d < 0)
        break;
    }
    if (!batched) {
      best = op1(core::SqueezeOp::getOperationName(), {best},
                 {{"axes", rw.getI64ArrayAttr({0})}});
      bestIndex = op1(core::SqueezeOp::getOperationName(), {bestIndex},
                      {{"axes", rw.getI64ArrayAttr({0})}});
    }
    rw.replaceOp(op, {best, bestIndex});
    return success();
  };
}

} // namespace

void detail::registerFractionalPoolDecompositions() {
  addBuiltin("aten::fractional_max_pool2d", fractionalMaxPoolEntry(2));
  addBuiltin("aten::fractional_max_pool3d", fractionalMaxPoolEntry(3));
}
