//===- Spectral.cpp - Decompositions of stft -----------------------------===//
//
// torch.stft of a real signal [B, T] or [T] as one strided convolution:
// frame t of bin k is sum_n x[t * hop + n] w[n] e^(-2 pi i k n / n_fft),
// which is conv1d(x[B, 1, T], K, stride=hop) for a kernel K of
// 2 * n_freq rows, w[n] cos(2 pi k n / n_fft) and -w[n] sin(...) for each
// bin k. The frame count 1 + (T - n_fft) // hop is the convolution's own
// output size, so T may be symbolic, and every opset has the ops. The
// result is torch's view_as_real layout [B, n_freq, frames, 2]: ONNX has
// no complex type, and the realify-complex pass rewrites the complex form
// (return_complex=True) and what reads it into this one before decompose.
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"
#include "tocc/Support/Limits.h"

#include <cmath>
#include <vector>

using namespace tocc;
using namespace tocc::detail;

namespace {

template <typename T> void appendValue(std::vector<char> &bytes, T v) {
  const char *p = reinterpret_cast<const char *>(&v);
  bytes.insert(bytes.end(), p, p + sizeof(T));
}

/// The DFT kernel [2 * nFreq, 1, nFft] of dtype (f32 or f64): rows 2k and
/// 2k + 1 are scale * cos(2 pi k n / nFft) and -scale * sin(...), zero
/// where n is outside [begin, end) (the padded part of a window that is
/// shorter than n_fft). k * n is reduced mod n_fft first so the angles are
/// exact multiples of 2 pi / n_fft, and quarter turns are exact.
Value *dftKernel(Rewriter &rw, DType dtype, int64_t nFft, int64_t nFreq,
                 double scale, int64_t begin, int64_t end) {
  std::vector<char> bytes;
  const double twoPi = 2.0 * 3.14159265358979323846;
  for (int64_t k = 0; k < nFreq; ++k)
    for (int part = 0; part < 2; ++part)
      for (int64_t n = 0; n < nFft; ++n) {
        int64_t m = (k * n) % nFft;
        double c = std::cos(twoPi * double(m) / double(nFft)),
               s = std::sin(twoPi * double(m) / double(nFft));
        // Quarter turns exactly: the imaginary part of the DC and Nyquist
        // bins is then 0, as in torch's FFT (angle() reads its sign).
        if ((4 * m) % nFft == 0) {
          int64_t q = 4 * m / nFft;
          c = q == 0 ? 1.0 : q == 2 ? -1.0 : 0.0;
          s = q == 1 ? 1.0 : q == 3 ? -1.0 : 0.0;
        }
        double v = n < begin || n >= end ? 0.0
                   : part == 0           ? c
                   : s == 0.0            ? 0.0
                                         : -s;
        v *= scale;
        if (dtype == DType::F64)
          appendValue(bytes, v);
        else
          appendValue(bytes, float(v));
      }
  Type type = rw.getContext().getTensorType(
      dtype, llvm::ArrayRef<int64_t>{2 * nFreq, 1, nFft});
  return core::ConstantOp::createTyped{
      rw, type, rw.getContext().getDenseAttr(type, bytes)};
}

/// dftKernel computed by the model at run time, for a kernel above the
/// compile-time size cap (tocc/Support/Limits.h), which is not written out
/// element by element here (fold-constants leaves the ops, larger than the
/// cap too, for ONNX Runtime): with k = arange(n_freq)[:, None] and
/// n = arange(n_fft), m = k * n mod n_fft and a = 2 pi m / n_fft in the
/// signal's dtype, the rows are scale * cos(a) and scale * -sin(a), exact
/// at quarter turns (4 m mod n_fft = 0, q = 4 m / n_fft), zero outside
/// [begin, end).
Value *dftKernelAtRunTime(Rewriter &rw, DType dtype, int64_t nFft,
                          int64_t nFreq, double scale, int64_t begin,
                          int64_t end) {
  auto i64 = [&](int64_t v) {
    return rw.createScalarConstant(DType::I64, double(v));
  };
  auto real = [&](double v) { return rw.createScalarConstant(dtype, v); };
  Value *k = core::ArangeOp::create{rw, i64(0), i64(nFreq), i64(1), DType::I64};
  Value *n = core::ArangeOp::create{rw, i64(0), i64(nFft), i64(1), DType::I64};
  Value *kn = core::MulOp::create{rw, core::UnsqueezeOp::create{rw, k, {1}}, n};
  Value *m = core::RemainderOp::create{rw, kn, i64(nFft)};
  Value *angle =
      core::MulOp::create{rw, core::CastOp::create{rw, m, dtype},
                          real(2.0 * 3.14159265358979323846 / double(nFft))};
  Value *m4 = core::MulOp::create{rw, m, i64(4)};
  Value *quarter = core::EqOp::create{
      rw, core::RemainderOp::create{rw, m4, i64(nFft)}, i64(0)};
  Value *q = core::FloordivOp::create{rw, m4, i64(nFft)};
  auto qIs = [&](int64_t v) { return core::EqOp::create{rw, q, i64(v)}; };
  // At quarter turns: cos is 1, 0, -1, 0 and sin 0, 1, 0, -1 for q = 0..3.
  Value *cosQ = core::WhereOp::create{
      rw, qIs(0), real(1.0),
      core::WhereOp::create{rw, qIs(2), real(-1.0), real(0.0)}};
  Value *sinQ = core::WhereOp::create{
      rw, qIs(1), real(1.0),
      core::WhereOp::create{rw, qIs(3), real(-1.0), real(0.0)}};
  Value *c =
      core::WhereOp::create{rw, quarter, cosQ, core::CosOp::create{rw, angle}};
  Value *sn =
      core::WhereOp::create{rw, quarter, sinQ, core::SinOp::create{rw, angle}};
  // -s, with -0 as 0 (as the constant kernel has it).
  Value *negS = core::SubOp::create{rw, real(0.0), sn};
  Value *inWindow =
      core::LogicalAndOp::create{rw, core::GeOp::create{rw, n, i64(begin)},
                                 core::LtOp::create{rw, n, i64(end)}};
  auto row = [&](Value *v) -> Value * {
    Value *kept = core::WhereOp::create{rw, inWindow, v, real(0.0)};
    if (scale != 1.0)
      kept = core::MulOp::create{rw, kept, real(scale)};
    return core::UnsqueezeOp::create{rw, kept, {1}};
  };
  // [n_freq, 2, n_fft] -> [2 * n_freq, 1, n_fft]: rows 2k and 2k + 1.
  Value *rows =
      core::ConcatOp::create{rw, llvm::ArrayRef<Value *>{row(c), row(negS)}, 1};
  return core::ReshapeOp::create{rw, rows,
                                 rw.createI64Constant({2 * nFreq, 1, nFft})};
}

/// Operand indices of the two overloads.
struct StftOperands {
  unsigned nFft = 1, hop = 2, winLength = 3, window = 4;
  std::optional<unsigned> center, padMode;
  unsigned normalized, onesided, returnComplex;
};

// stft(x, n_fft, hop = n_fft // 4, win_length = n_fft, window = ones,
//      normalized, onesided = True, return_complex = False)
//   = stack(conv1d(x', w' cos), conv1d(x', -w' sin), -1) * s
// where x' is x reflect/constant/... padded by n_fft // 2 on both sides for
// the center overload, w' the window zero-padded centred to n_fft and
// s = 1 / sqrt(n_fft) when normalized, else 1.
DecompositionFn stftEntry(StftOperands ops) {
  return [ops](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
    FailureOr<int64_t> nFft = rw.readInt(ops.nFft);
    FailureOr<std::optional<int64_t>> hopArg = rw.readOptionalInt(ops.hop);
    FailureOr<std::optional<int64_t>> winArg =
        rw.readOptionalInt(ops.winLength);
    FailureOr<bool> normalized = rw.readBool(ops.normalized);
    if (failed(self) || failed(nFft) || failed(hopArg) || failed(winArg) ||
        failed(normalized))
      return failure();
    bool onesided = true;
    if (!rw.isNone(ops.onesided)) {
      FailureOr<bool> b = rw.readBool(ops.onesided);
      if (failed(b))
        return failure();
      onesided = *b;
    }
    if (rw.isNone(ops.returnComplex))
      return rw.emitError()
             << "needs return_complex for a real input (torch requires it)";
    FailureOr<bool> returnComplex = rw.readBool(ops.returnComplex);
    if (failed(returnComplex))
      return failure();
    if (*returnComplex)
      return rw.emitError()
             << "returns a complex tensor, which ONNX cannot hold: run "
                "realify-complex first (tocc-export does), which reads it "
                "as view_as_real";
    Value *x = self->value;
    DType dt = x->getType().getDType();
    if (dt != DType::F32 && dt != DType::F64)
      return rw.emitError() << "needs a f32 or f64 signal, but it is "
                            << dtypeName(dt);
    if (self->rank != 1 && self->rank != 2)
      return rw.emitError() << "needs a signal of rank 1 or 2, but it has rank "
                            << self->rank;
    int64_t hop = hopArg->value_or(*nFft / 4);
    int64_t win = winArg->value_or(*nFft);
    if (*nFft <= 0)
      return rw.emitError() << rw.describeOperand(ops.nFft)
                            << " must be positive, but it is " << *nFft;
    if (hop <= 0)
      return rw.emitError() << rw.describeOperand(ops.hop)
                            << " must be positive, but it is " << hop;
    if (win <= 0 || win > *nFft)
      return rw.emitError() << rw.describeOperand(ops.winLength)
                            << " must be in [1, n_fft = " << *nFft
                            << "], but it is " << win;
    int64_t nFreq = onesided ? *nFft / 2 + 1 : *nFft;
    int64_t left = (*nFft - win) / 2;
    double scale = *normalized ? 1.0 / std::sqrt(double(*nFft)) : 1.0;
    // [2 * n_freq, 1, n_fft]: written out here within the compile-time
    // cap (n_fft up to about 1000), else computed by the model.
    bool fits = checkElementCount({2, nFreq, *nFft}, kDefaultMaxElements);
    Value *kernel =
        fits
            ? dftKernel(rw, dt, *nFft, nFreq, scale, left, left + win)
            : dftKernelAtRunTime(rw, dt, *nFft, nFreq, scale, left, left + win);
    if (!rw.isNone(ops.window)) {
      FailureOr<RankedTensor> window = readRankedTensor(rw, ops.window);
      if (failed(window))
        return failure();
      Type wt = window->value->getType();
      if (window->rank != 1 ||
          (wt.getDims()[0].isStatic() && wt.getDims()[0].getStatic() != win))
        return rw.emitError()
               << rw.describeOperand(ops.window)
               << " must be 1-D of win_length = " << win << " elements";
      Value *w = rw.castTo(window->value, dt);
      if (win != *nFft)
        w = core::PadOp::createTyped{
            rw, rw.unrankedTensorType(dt), w,
            rw.createI64Constant({left, *nFft - win - left}), "constant", 0.0};
      kernel =
          core::MulOp::createTyped{rw, rw.unrankedTensorType(dt), kernel, w};
    }
    // [B, T] -> [B, 1, T]; [T] -> [1, 1, T].
    llvm::SmallVector<int64_t, 2> axes =
        self->rank == 2 ? llvm::SmallVector<int64_t, 2>{1}
                        : llvm::SmallVector<int64_t, 2>{0, 1};
    Value *signal = unsqueezeAt(rw, x, axes);
    if (ops.center) {
      FailureOr<bool> center = rw.readBool(*ops.center);
      FailureOr<std::string> mode = rw.readString(*ops.padMode);
      if (failed(center) || failed(mode))
        return failure();
      if (*center) {
        if (*mode != "constant" && *mode != "reflect" &&
            *mode != "replicate" && *mode != "circular")
          return rw.emitError() << rw.describeOperand(*ops.padMode)
                                << " must be constant, reflect, replicate "
                                   "or circular, but it is '"
                                << *mode << "'";
        int64_t p = *nFft / 2;
        signal = core::PadOp::createTyped{
            rw, rw.unrankedTensorType(dt), signal,
            rw.createI64Constant({0, 0, p, 0, 0, p}), *mode, 0.0};
      }
    }
    Value *none =
        prim::ConstantOp::createTyped{rw, rw.getContext().getNoneType()};
    Value *frames =
        core::ConvOp::createTyped{rw, rw.unrankedTensorType(dt), signal, kernel,
                                  none, {hop}, {0, 0}, {1}, 1};
    // [B, 2 * n_freq, N] -> [B, n_freq, 2, N] -> [B, n_freq, N, 2].
    llvm::SmallVector<HostScalar, 4> shape;
    if (self->rank == 2)
      shape.push_back(dimSize(rw, x, 0));
    shape.append({hostInt(nFreq), hostInt(2), hostInt(-1)});
    Value *pairs = core::ReshapeOp::createTyped{rw, rw.unrankedTensorType(dt),
                                                frames, i64Vector(rw, shape)};
    llvm::SmallVector<int64_t, 4> perm =
        self->rank == 2 ? llvm::SmallVector<int64_t, 4>{0, 1, 3, 2}
                        : llvm::SmallVector<int64_t, 4>{0, 2, 1};
    rw.replaceOp(op, {core::TransposeOp::createTyped{
                         rw, op->getResult(0)->getType(), pairs, perm}});
    return success();
  };
}

} // namespace

void detail::registerSpectralDecompositions() {
  StftOperands plain;
  plain.normalized = 5;
  plain.onesided = 6;
  plain.returnComplex = 7;
  addBuiltin("aten::stft", stftEntry(plain));
  StftOperands centered;
  centered.center = 5;
  centered.padMode = 6;
  centered.normalized = 7;
  centered.onesided = 8;
  centered.returnComplex = 9;
  addBuiltin("aten::stft.center", stftEntry(centered));
}
