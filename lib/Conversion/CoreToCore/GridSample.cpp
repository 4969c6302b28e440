//===- GridSample.cpp - The expansion of grid_sample into gathers ---------===//
//
// ATen's grid_sampler_2d (aten/src/ATen/native/GridSampler.h) written with
// core primitives, for opsets without GridSample (16) and the forms ONNX
// Runtime's GridSample computes otherwise (lib/Conversion/CoreToOnnx/NN.cpp):
//
//   x = unnormalize(grid[..., 0], W), y = likewise with H
//     align_corners: ((g + 1) / 2) * (S - 1), else ((g + 1) * S - 1) / 2
//   padding (compute_coordinates): border clips to [0, S - 1]; reflection
//     reflects about [0, S - 1] (align_corners) or [-0.5, S - 0.5], then
//     clips
//   nearest:  pixel(round(x), round(y)), round halves to even (nearbyint)
//   bilinear: the four pixels around (x, y), weighted by the opposite
//             areas
//   bicubic:  the 4x4 pixels around (floor(x), floor(y)) of the unpadded
//             coordinates, each tap padded on its own (get_value_bounded),
//             weighted by the cubic convolution coefficients (A = -0.75)
//
// A pixel is read from the input flattened to [N, C, H*W] with
// core.gather at iy * W + ix (indices expanded over C); a pixel outside
// the input reads 0 (the masked taps of zeros padding, and the far corner
// of a coordinate on the last row or column).
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include <array>

using namespace tocc;
using namespace tocc::expansion;

namespace {

struct GridSampler {
  Emitter &e;
  Value *input;   // [N, C, H, W]
  Value *grid;    // [N, Ho, Wo, 2]
  bool alignCorners;
  llvm::StringRef padding;
  Value *flat = nullptr;       // the input as [N, C, H*W]
  Value *rowShape = nullptr;   // [N, 1, -1]: a [N, Ho, Wo] map as a row
  Value *expandShape = nullptr; // [-1, C, -1]
  Value *widthI64 = nullptr;   // W as i64

  Rewriter &rw() { return e.rw; }

  Value *i64(llvm::StringRef name, llvm::ArrayRef<Value *> xs) {
    return rw().create(name, rw().unrankedTensorType(DType::I64), xs);
  }
  Value *logicalAnd(Value *a, Value *b) {
    return rw().create(core::LogicalAndOp::getOperationName(),
                       rw().unrankedTensorType(DType::Bool), {a, b});
  }

  /// The input's dim `axis` in the input's dtype (a 0-d constant when
  /// static, else [1] read at run time).
  Value *sizeOf(int64_t axis) {
    Dim d = input->getType().getDims()[axis];
    if (d.isStatic())
      return e.c(double(d.getStatic()));
    return e.cast(e.dims(input, axis, axis + 1), e.dtype);
  }

  /// One coordinate of the grid ([N, Ho, Wo]).
  Value *coordinate(int64_t which) {
    return rw().create(core::IndexSelectOp::getOperationName(),
                       rw().unrankedTensorType(e.dtype),
                       {grid, rw().createScalarConstant(DType::I64, which)},
                       {{"axis", rw().getI64Attr(3)}});
  }

  // align_corners: ((g + 1) / 2) * (S - 1), else ((g + 1) * S - 1) / 2
  Value *unnormalize(Value *g, Value *size) {
    Value *one = e.c(1.0);
    if (alignCorners)
      return e.mul(e.div(e.add(g, one), e.c(2.0)), e.sub(size, one));
    return e.div(e.sub(e.mul(e.add(g, one), size), one), e.c(2.0));
  }

  // clip_coordinates: min(max(x, 0), S - 1)
  Value *clip(Value *x, Value *size) {
    return rw().create(core::ClampOp::getOperationName(),
                       rw().unrankedTensorType(e.dtype),
                       {x, e.c(0.0), e.sub(size, e.c(1.0))});
  }

  // reflect_coordinates about [lo, lo + span]: d = |x - lo|, e = fmod(d,
  // span), lo + (floor(d / span) even ? e : span - e); a span of 0
  // (align_corners with S = 1) gives 0.
  Value *reflect(Value *x, Value *size) {
    Value *lo = e.c(alignCorners ? 0.0 : -0.5);
    Value *span = alignCorners ? e.sub(size, e.c(1.0)) : size;
    Value *d = e.un(core::AbsOp::getOperationName(), e.sub(x, lo));
    Value *extra = e.bin(core::FmodOp::getOperationName(), d, span);
    Value *flips = e.un(core::FloorOp::getOperationName(), e.div(d, span));
    Value *odd = e.cmp(core::EqOp::getOperationName(),
                       e.bin(core::FmodOp::getOperationName(), flips, e.c(2.0)),
                       e.c(1.0));
    Value *r = e.add(e.where(odd, e.sub(span, extra), extra), lo);
    if (alignCorners)
      r = e.where(e.cmp(core::EqOp::getOperationName(), span, e.c(0.0)),
                  e.c(0.0), r);
    return r;
  }

  // compute_coordinates
  Value *pad(Value *x, Value *size) {
    if (padding == "border")
      return clip(x, size);
    if (padding == "reflection")
      return clip(reflect(x, size), size);
    return x;
  }

  /// `m` ([N, Ho, Wo]) as [N, 1, Ho*Wo], to broadcast over the channels.
  Value *row(Value *m) { return e.reshape(m, rowShape); }

  /// The pixels at the integral coordinates (ix, iy) ([N, Ho, Wo], the
  /// input's dtype) as [N, C, Ho*Wo]; 0 outside the input.
  Value *pixels(Value *ix, Value *iy, Value *width, Value *height) {
    Value *zero = e.c(0.0), *one = e.c(1.0);
    Value *inside =
        logicalAnd(logicalAnd(e.cmp(core::GeOp::getOperationName(), ix, zero),
                              e.cmp(core::LeOp::getOperationName(), ix,
                                    e.sub(width, one))),
                   logicalAnd(e.cmp(core::GeOp::getOperationName(), iy, zero),
                              e.cmp(core::LeOp::getOperationName(), iy,
                                    e.sub(height, one))));
    // Outside (NaN and infinities too) reads pixel 0, masked below.
    Value *cx = e.cast(e.where(inside, ix, zero), DType::I64);
    Value *cy = e.cast(e.where(inside, iy, zero), DType::I64);
    Value *lin =
        i64(core::AddOp::getOperationName(),
            {i64(core::MulOp::getOperationName(), {cy, widthI64}), cx});
    Value *idx = rw().create(core::ExpandOp::getOperationName(),
                             rw().unrankedTensorType(DType::I64),
                             {e.reshape(lin, rowShape), expandShape});
    Value *v = rw().create(core::GatherOp::getOperationName(),
                           rw().unrankedTensorType(e.dtype), {flat, idx},
                           {{"axis", rw().getI64Attr(2)}});
    return e.where(row(inside), v, zero);
  }

  // get_cubic_upsample_coefficients(t), A = -0.75:
  //   c0 = cc2(t + 1), c1 = cc1(t), c2 = cc1(1 - t), c3 = cc2(2 - t)
  //   cc1(x) = ((A + 2) x - (A + 3)) x x + 1
  //   cc2(x) = ((A x - 5A) x + 8A) x - 4A
  std::array<Value *, 4> cubicCoefficients(Value *t) {
    const double a = -0.75;
    auto cc1 = [&](Value *x) {
      return e.add(e.mul(e.mul(e.sub(e.mul(e.c(a + 2), x), e.c(a + 3)), x),
                         x),
                   e.c(1.0));
    };
    auto cc2 = [&](Value *x) {
      return e.sub(
          e.mul(e.add(e.mul(e.sub(e.mul(e.c(a), x), e.c(5 * a)), x),
                      e.c(8 * a)),
                x),
          e.c(4 * a));
    };
    Value *one = e.c(1.0);
    Value *u = e.sub(one, t);
    return {cc2(e.add(t, one)), cc1(t), cc1(u), cc2(e.add(u, one))};
  }

  Value *build(llvm::StringRef mode) {
    Value *width = sizeOf(3), *height = sizeOf(2);
    Dim w = input->getType().getDims()[3];
    widthI64 = w.isStatic() ? rw().createScalarConstant(DType::I64,
                                                        double(w.getStatic()))
                            : e.dims(input, 3, 4);
    flat = e.reshape(input, e.concat({e.dims(input, 0, 2),
                                      rw().createI64Constant({-1})},
                                     0));
    rowShape = e.concat({e.dims(grid, 0, 1), rw().createI64Constant({1, -1})},
                        0);
    expandShape = e.concat({rw().createI64Constant({-1}), e.dims(input, 1, 2),
                            rw().createI64Constant({-1})},
                           0);
    Value *x = unnormalize(coordinate(0), width);
    Value *y = unnormalize(coordinate(1), height);
    Value *out = nullptr;
    if (mode == "nearest") {
      out = pixels(e.un(core::RoundOp::getOperationName(), pad(x, width)),
                   e.un(core::RoundOp::getOperationName(), pad(y, height)),
                   width, height);
    } else if (mode == "bilinear") {
      x = pad(x, width);
      y = pad(y, height);
      Value *x0 = e.un(core::FloorOp::getOperationName(), x),
            *y0 = e.un(core::FloorOp::getOperationName(), y);
      Value *one = e.c(1.0);
      Value *x1 = e.add(x0, one), *y1 = e.add(y0, one);
      // nw = (x1 - x)(y1 - y), ne = (x - x0)(y1 - y), sw = (x1 - x)(y - y0),
      // se = (x - x0)(y - y0)
      Value *wx[2] = {e.sub(x1, x), e.sub(x, x0)};
      Value *wy[2] = {e.sub(y1, y), e.sub(y, y0)};
      Value *xs[2] = {x0, x1}, *ys[2] = {y0, y1};
      for (int j = 0; j < 2; ++j)
        for (int i = 0; i < 2; ++i) {
          Value *term = e.mul(pixels(xs[i], ys[j], width, height),
                              row(e.mul(wx[i], wy[j])));
          out = out ? e.add(out, term) : term;
        }
    } else {
      Value *x0 = e.un(core::FloorOp::getOperationName(), x),
            *y0 = e.un(core::FloorOp::getOperationName(), y);
      std::array<Value *, 4> cx = cubicCoefficients(e.sub(x, x0));
      std::array<Value *, 4> cy = cubicCoefficients(e.sub(y, y0));
      for (int j = 0; j < 4; ++j) {
        Value *ty = pad(e.add(y0, e.c(j - 1)), height);
        Value *rowSum = nullptr;
        for (int i = 0; i < 4; ++i) {
          Value *tx = pad(e.add(x0, e.c(i - 1)), width);
          Value *term = e.mul(pixels(tx, ty, width, height), row(cx[i]));
          rowSum = rowSum ? e.add(rowSum, term) : term;
        }
        Value *term = e.mul(rowSum, row(cy[j]));
        out = out ? e.add(out, term) : term;
      }
    }
    return e.reshape(out, e.concat({e.dims(input, 0, 2), e.dims(grid, 1, 3)},
                                   0));
  }
};

// grid_sample(x, grid) {mode, padding_mode, align_corners}: see above.
LogicalResult expandGridSample(Rewriter &rw, Operation *op) {
  core::GridSampleOp gridSample(op);
  Value *input = gridSample.getInput(), *grid = gridSample.getGrid();
  FailureOr<DType> dt = floatDTypeOf(rw, input);
  FailureOr<int64_t> rank = rankOf(rw, input, "the input");
  FailureOr<int64_t> gridRank = rankOf(rw, grid, "the grid");
  if (failed(dt) || failed(rank) || failed(gridRank))
    return failure();
  Emitter e{rw, *dt};
  GridSampler s{e, input, grid, gridSample.getAlignCorners(),
                gridSample.getPaddingMode()};
  rw.replaceOp(op, {s.build(gridSample.getMode())});
  return success();
}

} // namespace

void expansion::registerGridSampleExpansions() {
  addBuiltin(core::GridSampleOp::getOperationName(), expandGridSample);
}
