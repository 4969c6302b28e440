//===- ShapeRules.cpp - One pure function per shape rule ------------------===//
//
// Each rule follows ATen or ONNX; the formula sits above the function. The
// pattern throughout: ask the ShapeEnv, use what is provable, report what is
// provably wrong, and record a guard for what is assumed.
//
//===----------------------------------------------------------------------===//

#include "tocc/Shape/ShapeRules.h"

#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>

using namespace llvm;
using namespace tocc::shape;

namespace {

Error err(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg.str());
}

std::string str(ExprRef e) { return e ? e->str() : "?"; }

std::string str(double v) {
  char buf[32];
  snprintf(buf, sizeof(buf), "%.17g", v);
  return buf;
}

/// Records `g`; an error with `message` if it is provably false.
Error require(ShapeEnv &env, Guard g, const Twine &message) {
  if (env.addGuard(std::move(g)) == Truth::False)
    return err(message);
  return Error::success();
}

/// `v >= min` for a parameter: an error if provably not, a guard if
/// undecided.
Error requireAtLeast(ShapeEnv &env, ExprRef v, int64_t min, StringRef op,
                     StringRef what) {
  ExprContext &ctx = env.getContext();
  switch (env.isGe(v, min)) {
  case Truth::True:
    return Error::success();
  case Truth::False:
    return err(Twine(op) + ": " + what + " must be >= " + Twine(min) +
               ", got " + str(v));
  case Truth::Unknown:
    break;
  }
  return require(
      env,
      Guard::ge(v, ctx.getConstant(min),
                (Twine(op) + ": " + what + " >= " + Twine(min)).str()),
      Twine(op) + ": " + what + " must be >= " + Twine(min));
}

/// `a == b` for two dims that must agree; `what` describes them for the
/// error ("... does not match ...") and the guard's reason.
Expected<ExprRef> unify(ShapeEnv &env, ExprRef a, ExprRef b,
                        const Twine &mismatch, const Twine &reason) {
  if (!a)
    return b;
  if (!b || a == b)
    return a;
  switch (env.isEq(a, b)) {
  case Truth::True:
    return a;
  case Truth::False:
    return err(mismatch);
  case Truth::Unknown:
    break;
  }
  if (Error e = require(env, Guard::eq(a, b, reason.str()), mismatch))
    return e;
  return a;
}

/// min(a, b) without the operand that provably dominates.
ExprRef smartMin(ShapeEnv &env, ExprRef a, ExprRef b) {
  if (env.isLe(a, b) == Truth::True)
    return a;
  if (env.isLe(b, a) == Truth::True)
    return b;
  return env.getContext().min(a, b);
}

/// v clamped to [lo, hi] (lower first, so an empty [lo, hi] gives hi), each
/// clamp dropped when provably unnecessary.
ExprRef clamp(ShapeEnv &env, ExprRef v, ExprRef lo, ExprRef hi) {
  ExprContext &ctx = env.getContext();
  if (lo) {
    if (env.isLe(v, lo) == Truth::True)
      v = lo;
    else if (env.isGe(v, lo) != Truth::True)
      v = ctx.max(v, lo);
  }
  if (hi) {
    if (env.isGe(v, hi) == Truth::True)
      v = hi;
    else if (env.isLe(v, hi) != Truth::True)
      v = ctx.min(v, hi);
  }
  return v;
}

/// max(0, v), dropped when provably unnecessary.
ExprRef clampNonNegative(ShapeEnv &env, ExprRef v) {
  return clamp(env, v, env.getContext().getConstant(0), nullptr);
}

/// The exact quotient a / b when b is one term whose factors divide every
/// term of a (`s0*s1 / s1 = s0`); nullptr otherwise.
ExprRef exactQuotient(ExprContext &ctx, ExprRef a, ExprRef b) {
  if (a == b)
    return ctx.getConstant(1);
  auto split = [](ExprRef t, SmallVectorImpl<ExprRef> &factors) -> int64_t {
    if (t->getKind() == ExprKind::Mul) {
      ArrayRef<ExprRef> ops = t->getOperands();
      if (ops.size() > 1 && ops.front()->isConstant()) {
        factors.append(ops.begin() + 1, ops.end());
        return ops.front()->getConstant();
      }
      factors.append(ops.begin(), ops.end());
      return 1;
    }
    factors.push_back(t);
    return 1;
  };
  if (b->isConstant() || b->getKind() == ExprKind::Add)
    return nullptr;
  SmallVector<ExprRef, 4> bFactors;
  int64_t bCoeff = split(b, bFactors);
  if (bCoeff == 0)
    return nullptr;
  SmallVector<ExprRef, 8> aTerms;
  if (a->getKind() == ExprKind::Add)
    aTerms.append(a->getOperands().begin(), a->getOperands().end());
  else
    aTerms.push_back(a);
  ExprRef quotient = ctx.getConstant(0);
  for (ExprRef term : aTerms) {
    if (term->isConstant())
      return nullptr;
    SmallVector<ExprRef, 4> factors;
    int64_t coeff = split(term, factors);
    if (coeff % bCoeff != 0)
      return nullptr;
    for (ExprRef f : bFactors) {
      auto it = llvm::find(factors, f);
      if (it == factors.end())
        return nullptr;
      factors.erase(it);
    }
    ExprRef q = ctx.getConstant(coeff / bCoeff);
    for (ExprRef f : factors)
      q = ctx.mul(q, f);
    quotient = ctx.add(quotient, q);
  }
  return quotient;
}

} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

std::string tocc::shape::printDims(ArrayRef<ExprRef> dims) {
  std::string s = "[";
  for (size_t i = 0; i != dims.size(); ++i) {
    if (i)
      s += ", ";
    s += str(dims[i]);
  }
  return s + "]";
}

Expected<int64_t> tocc::shape::normalizeAxis(int64_t axis, int64_t rank) {
  if (rank < 0 || axis < -rank || axis >= rank)
    return err("axis " + Twine(axis) + " is out of range for rank " +
               Twine(rank));
  return axis < 0 ? axis + rank : axis;
}

// numel = product of the dims
ExprRef tocc::shape::numElements(ShapeEnv &env, ArrayRef<ExprRef> shape) {
  ExprContext &ctx = env.getContext();
  ExprRef n = ctx.getConstant(1);
  for (ExprRef d : shape) {
    if (!d)
      return nullptr;
    n = ctx.mul(n, d);
  }
  return n;
}

Expected<ExprRef> tocc::shape::unifyDims(ShapeEnv &env, ExprRef a, ExprRef b) {
  return unify(env, a, b, "dim " + str(a) + " does not match dim " + str(b),
               "dims must match");
}

//===----------------------------------------------------------------------===//
// Broadcasting
//===----------------------------------------------------------------------===//

static Expected<ExprRef> broadcastDim(ShapeEnv &env, ExprRef x, ExprRef y,
                                      size_t position) {
  if (x == y)
    return x;
  Truth x1 = x ? env.isEq(x, 1) : Truth::Unknown;
  Truth y1 = y ? env.isEq(y, 1) : Truth::Unknown;
  if (x && x1 == Truth::True)
    return y;
  if (y && y1 == Truth::True)
    return x;
  if (!x || !y) {
    // The unknown one is 1 or equal to the known one if that is not 1.
    ExprRef known = x ? x : y;
    return (x ? x1 : y1) == Truth::False ? known : nullptr;
  }
  Truth eq = env.isEq(x, y);
  if (eq == Truth::True)
    return x;
  if (x1 == Truth::False && y1 == Truth::False) {
    std::string mismatch = "cannot broadcast dim " + str(x) + " with dim " +
                           str(y) + " at position " + std::to_string(position);
    if (eq == Truth::False)
      return err(mismatch);
    if (Error e = require(env,
                          Guard::eq(x, y,
                                    ("broadcast: dims at position " +
                                     Twine(position) + " must match")
                                        .str()),
                          mismatch))
      return e;
    return x;
  }
  if (x1 == Truth::False)
    return x;
  if (y1 == Truth::False)
    return y;
  if (env.isGe(x, 1) == Truth::True && env.isGe(y, 1) == Truth::True)
    return env.getContext().max(x, y);
  return nullptr;
}

Expected<DimList> tocc::shape::broadcastShapes(ShapeEnv &env,
                                               ArrayRef<ExprRef> a,
                                               ArrayRef<ExprRef> b) {
  size_t rank = std::max(a.size(), b.size());
  ExprRef one = env.getContext().getConstant(1);
  DimList out;
  for (size_t i = 0; i != rank; ++i) {
    size_t ia = i + a.size(), ib = i + b.size();
    ExprRef x = ia >= rank ? a[ia - rank] : one;
    ExprRef y = ib >= rank ? b[ib - rank] : one;
    Expected<ExprRef> d = broadcastDim(env, x, y, i);
    if (!d)
      return d.takeError();
    out.push_back(*d);
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

/// The checks shared by conv and pool sizes.
static Error checkWindowParams(ShapeEnv &env, StringRef op, ExprRef kernel,
                               ExprRef stride, ExprRef padBegin, ExprRef padEnd,
                               ExprRef dilation) {
  if (Error e = requireAtLeast(env, kernel, 1, op, "kernel size"))
    return e;
  if (Error e = requireAtLeast(env, stride, 1, op, "stride"))
    return e;
  if (Error e = requireAtLeast(env, dilation, 1, op, "dilation"))
    return e;
  if (Error e = requireAtLeast(env, padBegin, 0, op, "padding"))
    return e;
  return requireAtLeast(env, padEnd, 0, op, "padding");
}

/// out = floor((in + pb + pe - d*(k - 1) - 1) / s) + 1, with
/// in + pb + pe >= d*(k - 1) + 1 (the output is not empty).
static Expected<ExprRef> floorWindowCount(ShapeEnv &env, StringRef op,
                                          ExprRef in, ExprRef kernel,
                                          ExprRef stride, ExprRef padBegin,
                                          ExprRef padEnd, ExprRef dilation) {
  ExprContext &ctx = env.getContext();
  ExprRef one = ctx.getConstant(1);
  ExprRef padded = ctx.add(ctx.add(in, padBegin), padEnd);
  ExprRef effKernel = ctx.add(ctx.mul(dilation, ctx.sub(kernel, one)), one);
  std::string tooSmall =
      (Twine(op) + ": padded input size " + str(padded) +
       " is smaller than the effective kernel size " + str(effKernel))
          .str();
  switch (env.isGe(padded, effKernel)) {
  case Truth::False:
    return err(tooSmall);
  case Truth::Unknown:
    if (Error e = require(
            env,
            Guard::ge(padded, effKernel,
                      (Twine(op) + ": input must cover the kernel").str()),
            tooSmall))
      return e;
    break;
  case Truth::True:
    break;
  }
  return ctx.add(ctx.floorDiv(ctx.sub(padded, effKernel), stride), one);
}

Expected<ExprRef> tocc::shape::convOutputSize(ShapeEnv &env, ExprRef in,
                                              ExprRef kernel, ExprRef stride,
                                              ExprRef padBegin, ExprRef padEnd,
                                              ExprRef dilation) {
  if (!in || !kernel || !stride || !padBegin || !padEnd || !dilation)
    return nullptr;
  if (Error e = checkWindowParams(env, "conv", kernel, stride, padBegin, padEnd,
                                  dilation))
    return e;
  return floorWindowCount(env, "conv", in, kernel, stride, padBegin, padEnd,
                          dilation);
}

// ceil_mode (ATen pooling_output_shape_pad_lr):
//   out = ceil((in + pb + pe - d*(k - 1) - 1) / s) + 1
//   if ((out - 1)*s >= in + pb) out -= 1
Expected<ExprRef> tocc::shape::poolOutputSize(ShapeEnv &env, ExprRef in,
                                              ExprRef kernel, ExprRef stride,
                                              ExprRef padBegin, ExprRef padEnd,
                                              ExprRef dilation, bool ceilMode) {
  if (!in || !kernel || !stride || !padBegin || !padEnd || !dilation)
    return nullptr;
  if (Error e = checkWindowParams(env, "pool", kernel, stride, padBegin, padEnd,
                                  dilation))
    return e;
  if (!ceilMode)
    return floorWindowCount(env, "pool", in, kernel, stride, padBegin, padEnd,
                            dilation);

  ExprContext &ctx = env.getContext();
  ExprRef one = ctx.getConstant(1);
  ExprRef padded = ctx.add(ctx.add(in, padBegin), padEnd);
  ExprRef effKernel = ctx.add(ctx.mul(dilation, ctx.sub(kernel, one)), one);
  ExprRef span = ctx.sub(padded, effKernel); // X
  ExprRef steps = ctx.ceilDiv(span, stride); // out - 1
  ExprRef out = ctx.add(steps, one);
  ExprRef startLimit = ctx.add(in, padBegin); // last start must be below
  ExprRef lastStart = ctx.mul(steps, stride);
  switch (env.isGe(lastStart, startLimit)) {
  case Truth::True:
    out = steps;
    break;
  case Truth::False:
    break;
  case Truth::Unknown:
    // With X <= in + pb one decrement suffices, so the count is exactly the
    // number of windows starting below in + pb, capped by out.
    if (env.isLe(span, startLimit) == Truth::True) {
      out = smartMin(env, out, ctx.ceilDiv(startLimit, stride));
      break;
    }
    if (Error e = require(
            env,
            Guard::ge(startLimit, ctx.add(lastStart, one),
                      "pool: ceil_mode's last window starts inside the input"),
            "pool: ceil_mode's last window cannot start inside the input"))
      return e;
    break;
  }
  std::string tooSmall = "pool: output size " + str(out) + " is too small";
  switch (env.isGe(out, 1)) {
  case Truth::True:
    return out;
  case Truth::False:
    return err(tooSmall);
  case Truth::Unknown:
    break;
  }
  if (Error e = require(env, Guard::ge(out, one, "pool: output is not empty"),
                        tooSmall))
    return e;
  return out;
}

// out = (in - 1)*s - pb - pe + d*(k - 1) + outputPadding + 1
Expected<ExprRef> tocc::shape::convTransposeOutputSize(
    ShapeEnv &env, ExprRef in, ExprRef kernel, ExprRef stride, ExprRef padBegin,
    ExprRef padEnd, ExprRef dilation, ExprRef outputPadding) {
  if (!in || !kernel || !stride || !padBegin || !padEnd || !dilation ||
      !outputPadding)
    return nullptr;
  StringRef op = "conv_transpose";
  if (Error e = checkWindowParams(env, op, kernel, stride, padBegin, padEnd,
                                  dilation))
    return e;
  if (Error e = requireAtLeast(env, outputPadding, 0, op, "output padding"))
    return e;
  ExprContext &ctx = env.getContext();
  ExprRef one = ctx.getConstant(1);
  // ATen: output padding must be smaller than either stride or dilation.
  if (env.isLt(outputPadding, stride) != Truth::True &&
      env.isLt(outputPadding, dilation) != Truth::True) {
    std::string bad = "conv_transpose: output padding " + str(outputPadding) +
                      " must be smaller than either stride " + str(stride) +
                      " or dilation " + str(dilation);
    if (env.isLt(outputPadding, stride) == Truth::False &&
        env.isLt(outputPadding, dilation) == Truth::False)
      return err(bad);
    if (Error e = require(env,
                          Guard::ge(stride, ctx.add(outputPadding, one),
                                    "conv_transpose: output padding < stride"),
                          bad))
      return e;
  }
  ExprRef out = ctx.mul(ctx.sub(in, one), stride);
  out = ctx.sub(ctx.sub(out, padBegin), padEnd);
  out = ctx.add(out, ctx.mul(dilation, ctx.sub(kernel, one)));
  out = ctx.add(ctx.add(out, outputPadding), one);
  std::string tooSmall =
      "conv_transpose: output size " + str(out) + " is too small";
  switch (env.isGe(out, 1)) {
  case Truth::True:
    return out;
  case Truth::False:
    return err(tooSmall);
  case Truth::Unknown:
    break;
  }
  if (Error e = require(
          env, Guard::ge(out, one, "conv_transpose: output is not empty"),
          tooSmall))
    return e;
  return out;
}

//===----------------------------------------------------------------------===//
// Reshape
//===----------------------------------------------------------------------===//

// -1 = numel(in) / numel(target without the -1)
Expected<DimList> tocc::shape::reshapeShape(ShapeEnv &env, ArrayRef<ExprRef> in,
                                            ArrayRef<ExprRef> target,
                                            bool zeroCopiesInput) {
  ExprContext &ctx = env.getContext();
  auto cannotView = [&](ExprRef numel) {
    return err("reshape: " + str(numel) + " elements cannot be viewed as " +
               printDims(target));
  };
  DimList out;
  std::optional<size_t> inferred;
  for (size_t i = 0; i != target.size(); ++i) {
    ExprRef t = target[i];
    if (t && t->isConstant() && t->getConstant() == -1) {
      if (inferred)
        return err("reshape: only one dimension can be inferred in " +
                   printDims(target));
      inferred = i;
      out.push_back(nullptr);
      continue;
    }
    if (t && t->isConstant() && t->getConstant() == 0 && zeroCopiesInput) {
      if (i >= in.size())
        return err("reshape: 0 at position " + Twine(i) +
                   " copies a dim the input " + printDims(in) +
                   " does not have");
      out.push_back(in[i]);
      continue;
    }
    if (t && env.isGe(t, 0) == Truth::False)
      return err("reshape: invalid size " + str(t) + " at position " +
                 Twine(i) + " of " + printDims(target));
    out.push_back(t);
  }

  ExprRef numel = numElements(env, in);
  ExprRef known = ctx.getConstant(1);
  for (size_t i = 0; i != out.size(); ++i) {
    if (inferred && i == *inferred)
      continue;
    known = out[i] && known ? ctx.mul(known, out[i]) : nullptr;
  }
  if (!numel || !known)
    return out;

  if (!inferred) {
    switch (env.isEq(numel, known)) {
    case Truth::True:
      return out;
    case Truth::False:
      return cannotView(numel);
    case Truth::Unknown:
      break;
    }
    if (Error e = require(
            env, Guard::eq(numel, known, "reshape: element counts must match"),
            "reshape: " + str(numel) + " elements cannot be viewed as " +
                printDims(target)))
      return e;
    return out;
  }

  switch (env.isEq(known, 0)) {
  case Truth::True:
    return err("reshape: cannot infer the -1 in " + printDims(target) +
               " when the other sizes have 0 elements");
  case Truth::Unknown:
    if (Error e = require(
            env,
            Guard::ne(known, ctx.getConstant(0), "reshape: -1 is inferable"),
            "reshape: cannot infer the -1 in " + printDims(target)))
      return e;
    break;
  case Truth::False:
    break;
  }
  ExprRef q = known->isConstant() ? nullptr : exactQuotient(ctx, numel, known);
  // Factors the facts make equal cancel too: after a check that h is a
  // multiple of 8, 49*b*((h + 7) floordiv 8) over b*(h floordiv 8) is 49.
  if (!q && !known->isConstant()) {
    ExprRef sn = env.simplify(numel), sk = env.simplify(known);
    if (sn && sk && (sn != numel || sk != known) && !sk->isConstant())
      q = exactQuotient(ctx, sn, sk);
  }
  if (!q) {
    Guard divisible =
        known->isConstant()
            ? Guard::divisible(numel, known->getConstant())
            : Guard{ctx.mod(numel, known), Guard::EqZero, {}, nullptr, nullptr};
    divisible.reason = "reshape: the inferred size is exact";
    switch (env.evaluateGuard(divisible)) {
    case Truth::False:
      return cannotView(numel);
    case Truth::Unknown:
      if (env.addGuard(divisible) == Truth::False)
        return cannotView(numel);
      break;
    case Truth::True:
      break;
    }
    q = ctx.floorDiv(numel, known);
  }
  out[*inferred] = q;
  return out;
}

//===----------------------------------------------------------------------===//
// Slice
//===----------------------------------------------------------------------===//

/// v + dim if v < 0 (once); an undecided sign is guarded non-negative.
static Expected<ExprRef> wrapIndex(ShapeEnv &env, ExprRef v, ExprRef dim,
                                   StringRef op, StringRef what) {
  switch (env.isLt(v, 0)) {
  case Truth::True:
    return env.getContext().add(v, dim);
  case Truth::False:
    return v;
  case Truth::Unknown:
    break;
  }
  if (Error e = require(
          env,
          Guard::ge(
              v, env.getContext().getConstant(0),
              (Twine(op) + ": " + what + " is assumed non-negative").str()),
          Twine(op) + ": " + what + " " + str(v) + " cannot be non-negative"))
    return e;
  return v;
}

/// `end` clamped to at most `dim`. A dim is a tensor's size, an int64: an
/// end of INT64_MAX (Python's `x[a:]`, TorchScript's None end) is past every
/// dim, even a sum of symbols that the ranges bound only by 2*INT64_MAX,
/// and would otherwise leave `min(a + b, INT64_MAX)` and a guard behind.
static ExprRef clampEnd(ShapeEnv &env, ExprRef end, ExprRef lo, ExprRef dim) {
  if (end->isConstant() &&
      end->getConstant() == std::numeric_limits<int64_t>::max())
    return dim;
  return clamp(env, end, lo, dim);
}

// ATen slice:
//   start += dim if start < 0;  end += dim if end < 0
//   start = clamp(start, 0, dim);  end = clamp(end, start, dim)
//   len = ceil((end - start) / step)
Expected<ExprRef> tocc::shape::sliceDim(ShapeEnv &env, ExprRef dim,
                                        ExprRef start, ExprRef end,
                                        ExprRef step) {
  if (step && env.isGe(step, 1) == Truth::False)
    return err("slice: step must be positive, got " + str(step));
  if (!dim || !start || !end || !step)
    return nullptr;
  if (Error e = requireAtLeast(env, step, 1, "slice", "step"))
    return e;
  ExprContext &ctx = env.getContext();
  ExprRef zero = ctx.getConstant(0);
  Expected<ExprRef> s = wrapIndex(env, start, dim, "slice", "start");
  if (!s)
    return s.takeError();
  Expected<ExprRef> e = wrapIndex(env, end, dim, "slice", "end");
  if (!e)
    return e.takeError();
  ExprRef first = clamp(env, *s, zero, dim);
  // Clamping end below at start only matters when the length would be
  // negative, which the final max(0, .) covers.
  ExprRef last = clampEnd(env, *e, nullptr, dim);
  return clampNonNegative(env, ctx.ceilDiv(ctx.sub(last, first), step));
}

// ONNX Slice:
//   start += dim if start < 0;  end += dim if end < 0
//   step > 0: start = clamp(start, 0, dim);     end = clamp(end, 0, dim)
//   step < 0: start = clamp(start, 0, dim - 1); end = clamp(end, -1, dim - 1)
//   len = max(0, ceil((end - start) / step))
Expected<ExprRef> tocc::shape::sliceDimOnnx(ShapeEnv &env, ExprRef dim,
                                            ExprRef start, ExprRef end,
                                            ExprRef step) {
  if (step && env.isEq(step, 0) == Truth::True)
    return err("slice: step cannot be 0");
  if (!dim || !start || !end || !step)
    return nullptr;
  ExprContext &ctx = env.getContext();
  bool negative = env.isLt(step, 0) == Truth::True;
  if (!negative)
    if (Error e = requireAtLeast(env, step, 1, "slice", "step"))
      return e;
  Expected<ExprRef> s = wrapIndex(env, start, dim, "slice", "start");
  if (!s)
    return s.takeError();
  Expected<ExprRef> e = wrapIndex(env, end, dim, "slice", "end");
  if (!e)
    return e.takeError();
  ExprRef zero = ctx.getConstant(0);
  ExprRef first, last;
  if (negative) {
    ExprRef top = ctx.sub(dim, ctx.getConstant(1));
    first = clamp(env, *s, zero, top);
    last = clamp(env, *e, ctx.getConstant(-1), top);
  } else {
    first = clamp(env, *s, zero, dim);
    last = clampEnd(env, *e, zero, dim);
  }
  return clampNonNegative(env, ctx.ceilDiv(ctx.sub(last, first), step));
}

//===----------------------------------------------------------------------===//
// Concat, matmul, reduce
//===----------------------------------------------------------------------===//

Expected<DimList> tocc::shape::concatShapes(ShapeEnv &env,
                                            ArrayRef<ArrayRef<ExprRef>> shapes,
                                            int64_t axis) {
  if (shapes.empty())
    return err("concat: no inputs");
  size_t rank = shapes[0].size();
  if (rank == 0)
    return err("concat: zero-dimensional tensors cannot be concatenated");
  for (size_t i = 1; i != shapes.size(); ++i)
    if (shapes[i].size() != rank)
      return err("concat: tensor " + Twine(i) + " has rank " +
                 Twine(shapes[i].size()) + ", expected " + Twine(rank));
  Expected<int64_t> ax = normalizeAxis(axis, rank);
  if (!ax)
    return err("concat: " + toString(ax.takeError()));
  ExprContext &ctx = env.getContext();
  DimList out(shapes[0].begin(), shapes[0].end());
  for (size_t i = 1; i != shapes.size(); ++i) {
    for (size_t j = 0; j != rank; ++j) {
      ExprRef d = shapes[i][j];
      if (j == static_cast<size_t>(*ax)) {
        out[j] = out[j] && d ? ctx.add(out[j], d) : nullptr;
        continue;
      }
      Expected<ExprRef> u = unify(
          env, out[j], d,
          "concat: dim " + str(d) + " of tensor " + Twine(i) +
              " does not match dim " + str(out[j]) + " at position " + Twine(j),
          "concat: dims at position " + Twine(j) + " must match");
      if (!u)
        return u.takeError();
      out[j] = *u;
    }
  }
  return out;
}

Expected<DimList> tocc::shape::matmulShape(ShapeEnv &env, ArrayRef<ExprRef> a,
                                           ArrayRef<ExprRef> b) {
  if (a.empty() || b.empty())
    return err("matmul: both arguments must be at least 1-D, got " +
               printDims(a) + " and " + printDims(b));
  ExprRef one = env.getContext().getConstant(1);
  DimList lhs(a.begin(), a.end()), rhs(b.begin(), b.end());
  bool lhsVector = a.size() == 1, rhsVector = b.size() == 1;
  if (lhsVector)
    lhs.insert(lhs.begin(), one);
  if (rhsVector)
    rhs.push_back(one);
  ExprRef k1 = lhs.back(), k2 = rhs[rhs.size() - 2];
  Expected<ExprRef> k =
      unify(env, k1, k2,
            "matmul: cannot contract dim " + str(k1) + " of " + printDims(a) +
                " with dim " + str(k2) + " of " + printDims(b),
            "matmul: contracted dims must match");
  if (!k)
    return k.takeError();
  Expected<DimList> batch =
      broadcastShapes(env, ArrayRef<ExprRef>(lhs).drop_back(2),
                      ArrayRef<ExprRef>(rhs).drop_back(2));
  if (!batch)
    return err("matmul: " + toString(batch.takeError()));
  DimList out = std::move(*batch);
  if (!lhsVector)
    out.push_back(lhs[lhs.size() - 2]);
  if (!rhsVector)
    out.push_back(rhs.back());
  return out;
}

/// Normalizes axes and rejects repeats; `op` prefixes the messages.
static Expected<SmallVector<int64_t, 6>>
normalizeAxes(ArrayRef<int64_t> axes, int64_t rank, StringRef op) {
  SmallVector<int64_t, 6> out;
  for (int64_t axis : axes) {
    Expected<int64_t> a = normalizeAxis(axis, rank);
    if (!a)
      return err(Twine(op) + ": " + toString(a.takeError()));
    if (llvm::is_contained(out, *a))
      return err(Twine(op) + ": axis " + Twine(axis) + " is repeated");
    out.push_back(*a);
  }
  return out;
}

Expected<DimList> tocc::shape::reduceShape(ShapeEnv &env, ArrayRef<ExprRef> in,
                                           ArrayRef<int64_t> axes,
                                           bool keepDims,
                                           bool emptyAxesReduceAll) {
  // A scalar reduces over "dim 0 or -1" like a 1-element vector.
  int64_t rank = in.size();
  Expected<SmallVector<int64_t, 6>> normalized =
      normalizeAxes(axes, rank == 0 ? 1 : rank, "reduce");
  if (!normalized)
    return normalized.takeError();
  if (rank == 0)
    return DimList();
  if (axes.empty() && !emptyAxesReduceAll)
    return DimList(in.begin(), in.end());
  ExprRef one = env.getContext().getConstant(1);
  DimList out;
  for (int64_t i = 0; i != rank; ++i) {
    bool reduced = axes.empty() || llvm::is_contained(*normalized, i);
    if (!reduced)
      out.push_back(in[i]);
    else if (keepDims)
      out.push_back(one);
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Resize
//===----------------------------------------------------------------------===//

Expected<std::pair<int64_t, int64_t>> tocc::shape::toExactFraction(double v) {
  auto fail = [&] {
    return err("scale " + str(v) +
               " is not a rational with a small denominator");
  };
  if (!std::isfinite(v))
    return fail();
  // A double is m * 2^e: if its denominator is at most 2^20, it is a power
  // of two, and multiplying by a power of two is exact.
  for (int64_t q = 1; q <= (int64_t(1) << 20); q *= 2) {
    double p = v * static_cast<double>(q);
    if (std::fabs(p) >= 9.2233720368547758e18)
      return fail();
    if (p != std::floor(p))
      continue;
    int64_t pi = static_cast<int64_t>(p);
    int64_t g = std::gcd(pi < 0 ? -pi : pi, q);
    if (g == 0)
      return std::pair<int64_t, int64_t>(0, 1);
    return std::pair<int64_t, int64_t>(pi / g, q / g);
  }
  return fail();
}

Expected<DimList> tocc::shape::resizeShape(ShapeEnv &env, ArrayRef<ExprRef> in,
                                           ArrayRef<ExprRef> sizes) {
  if (sizes.size() != in.size())
    return err("resize: " + Twine(sizes.size()) + " sizes for rank " +
               Twine(in.size()));
  for (ExprRef s : sizes)
    if (s && env.isGe(s, 0) == Truth::False)
      return err("resize: invalid size " + str(s));
  return DimList(sizes.begin(), sizes.end());
}

// out = floor(in * p / q) = (p*in) floordiv q
Expected<DimList> tocc::shape::resizeShape(ShapeEnv &env, ArrayRef<ExprRef> in,
                                           ArrayRef<double> scales) {
  if (scales.size() != in.size())
    return err("resize: " + Twine(scales.size()) + " scales for rank " +
               Twine(in.size()));
  ExprContext &ctx = env.getContext();
  DimList out;
  for (size_t i = 0; i != in.size(); ++i) {
    Expected<std::pair<int64_t, int64_t>> f = toExactFraction(scales[i]);
    if (!f)
      return err("resize: " + toString(f.takeError()));
    if (f->first <= 0)
      return err("resize: scale " + str(scales[i]) + " must be positive");
    if (!in[i]) {
      out.push_back(nullptr);
      continue;
    }
    out.push_back(ctx.floorDiv(ctx.mul(ctx.getConstant(f->first), in[i]),
                               ctx.getConstant(f->second)));
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Permutations and rank changes
//===----------------------------------------------------------------------===//

Expected<DimList> tocc::shape::permuteShape(ShapeEnv &, ArrayRef<ExprRef> in,
                                            ArrayRef<int64_t> perm) {
  if (perm.empty())
    return DimList(in.rbegin(), in.rend());
  if (perm.size() != in.size())
    return err("permute: " + Twine(perm.size()) + " axes for rank " +
               Twine(in.size()));
  Expected<SmallVector<int64_t, 6>> axes =
      normalizeAxes(perm, in.size(), "permute");
  if (!axes)
    return axes.takeError();
  DimList out;
  for (int64_t a : *axes)
    out.push_back(in[a]);
  return out;
}

Expected<DimList> tocc::shape::transposeShape(ShapeEnv &, ArrayRef<ExprRef> in,
                                              int64_t dim0, int64_t dim1) {
  Expected<int64_t> a = normalizeAxis(dim0, in.size());
  if (!a)
    return err("transpose: " + toString(a.takeError()));
  Expected<int64_t> b = normalizeAxis(dim1, in.size());
  if (!b)
    return err("transpose: " + toString(b.takeError()));
  DimList out(in.begin(), in.end());
  std::swap(out[*a], out[*b]);
  return out;
}

Expected<DimList> tocc::shape::squeezeShape(ShapeEnv &env, ArrayRef<ExprRef> in,
                                            ArrayRef<int64_t> axes,
                                            bool requireOne) {
  int64_t rank = in.size();
  Expected<SmallVector<int64_t, 6>> listed =
      normalizeAxes(axes, rank == 0 ? 1 : rank, "squeeze");
  if (!listed)
    return listed.takeError();
  if (rank == 0)
    return DimList();
  ExprRef one = env.getContext().getConstant(1);
  DimList out;
  for (int64_t i = 0; i != rank; ++i) {
    ExprRef d = in[i];
    bool isListed = llvm::is_contained(*listed, i);
    if (!axes.empty() && !isListed) {
      out.push_back(d);
      continue;
    }
    bool strict = requireOne && isListed;
    std::string where =
        "squeeze: dim " + str(d) + " at position " + std::to_string(i);
    if (!d) {
      if (strict)
        continue;
      return err(where + " may or may not be 1");
    }
    switch (env.isEq(d, 1)) {
    case Truth::True:
      continue;
    case Truth::False:
      if (strict)
        return err(where + " is not 1");
      out.push_back(d);
      continue;
    case Truth::Unknown:
      break;
    }
    if (strict) {
      if (Error e = require(env, Guard::eq(d, one, "squeeze: dim is 1"),
                            where + " is not 1"))
        return e;
      continue;
    }
    if (Error e = require(env, Guard::ne(d, one, "squeeze: dim is kept"),
                          where + " is 1"))
      return e;
    out.push_back(d);
  }
  return out;
}

Expected<DimList> tocc::shape::unsqueezeShape(ShapeEnv &env,
                                              ArrayRef<ExprRef> in,
                                              ArrayRef<int64_t> axes) {
  int64_t outRank = in.size() + axes.size();
  Expected<SmallVector<int64_t, 6>> inserted =
      normalizeAxes(axes, outRank, "unsqueeze");
  if (!inserted)
    return inserted.takeError();
  ExprRef one = env.getContext().getConstant(1);
  DimList out;
  size_t next = 0;
  for (int64_t i = 0; i != outRank; ++i)
    out.push_back(llvm::is_contained(*inserted, i) ? one : in[next++]);
  return out;
}

Expected<DimList> tocc::shape::flattenShape(ShapeEnv &env, ArrayRef<ExprRef> in,
                                            int64_t startDim, int64_t endDim) {
  int64_t rank = in.size();
  Expected<int64_t> s = normalizeAxis(startDim, rank == 0 ? 1 : rank);
  if (!s)
    return err("flatten: " + toString(s.takeError()));
  Expected<int64_t> e = normalizeAxis(endDim, rank == 0 ? 1 : rank);
  if (!e)
    return err("flatten: " + toString(e.takeError()));
  if (rank == 0)
    return DimList{env.getContext().getConstant(1)};
  if (*s > *e)
    return err("flatten: start_dim " + Twine(startDim) +
               " cannot come after end_dim " + Twine(endDim));
  DimList out(in.begin(), in.begin() + *s);
  out.push_back(numElements(env, in.slice(*s, *e - *s + 1)));
  out.append(in.begin() + *e + 1, in.end());
  return out;
}

// [prod(in[:axis]), prod(in[axis:])]
Expected<DimList> tocc::shape::flattenShapeOnnx(ShapeEnv &env,
                                                ArrayRef<ExprRef> in,
                                                int64_t axis) {
  int64_t rank = in.size();
  if (axis < -rank || axis > rank)
    return err("flatten: axis " + Twine(axis) + " is out of range for rank " +
               Twine(rank));
  if (axis < 0)
    axis += rank;
  return DimList{numElements(env, in.take_front(axis)),
                 numElements(env, in.drop_front(axis))};
}

Expected<DimList> tocc::shape::expandShape(ShapeEnv &env, ArrayRef<ExprRef> in,
                                           ArrayRef<ExprRef> target) {
  if (target.size() < in.size())
    return err("expand: " + Twine(target.size()) +
               " sizes cannot expand a tensor of rank " + Twine(in.size()));
  size_t lead = target.size() - in.size();
  DimList out;
  for (size_t i = 0; i != target.size(); ++i) {
    ExprRef t = target[i];
    bool keep = t && t->isConstant() && t->getConstant() == -1;
    if (t && !keep && env.isGe(t, 0) == Truth::False)
      return err("expand: invalid size " + str(t) + " at position " + Twine(i));
    if (i < lead) {
      if (keep)
        return err("expand: -1 is not allowed for the new leading dim at "
                   "position " +
                   Twine(i));
      out.push_back(t);
      continue;
    }
    ExprRef x = in[i - lead];
    if (keep || x == t) {
      out.push_back(x);
      continue;
    }
    if (!t) {
      // The target is unknown; it equals x unless x is 1.
      out.push_back(x && env.isEq(x, 1) == Truth::False ? x : nullptr);
      continue;
    }
    if (!x) {
      out.push_back(t);
      continue;
    }
    Truth x1 = env.isEq(x, 1);
    Truth eq = env.isEq(x, t);
    if (x1 != Truth::True && eq != Truth::True) {
      std::string bad = "expand: dim " + str(x) + " cannot be expanded to " +
                        str(t) + " at position " + std::to_string(i);
      if (x1 == Truth::False && eq == Truth::False)
        return err(bad);
      if (x1 == Truth::False)
        if (Error e =
                require(env, Guard::eq(x, t, "expand: non-1 dim is kept"), bad))
          return e;
    }
    out.push_back(t);
  }
  return out;
}

Expected<DimList> tocc::shape::gatherShape(ShapeEnv &, ArrayRef<ExprRef> data,
                                           ArrayRef<ExprRef> indices,
                                           int64_t axis) {
  if (data.empty())
    return err("gather: data must have rank >= 1");
  Expected<int64_t> a = normalizeAxis(axis, data.size());
  if (!a)
    return err("gather: " + toString(a.takeError()));
  DimList out(data.begin(), data.begin() + *a);
  out.append(indices.begin(), indices.end());
  out.append(data.begin() + *a + 1, data.end());
  return out;
}

//===----------------------------------------------------------------------===//
// Split and pad
//===----------------------------------------------------------------------===//

Expected<DimList> tocc::shape::splitShape(ShapeEnv &env, ExprRef dim,
                                          ArrayRef<ExprRef> sizes) {
  if (sizes.empty())
    return err("split: no sizes");
  ExprContext &ctx = env.getContext();
  ExprRef total = ctx.getConstant(0);
  for (ExprRef s : sizes) {
    if (s && env.isGe(s, 0) == Truth::False)
      return err("split: invalid size " + str(s) + " in " + printDims(sizes));
    total = s && total ? ctx.add(total, s) : nullptr;
  }
  if (dim && total) {
    std::string bad = "split: sizes " + printDims(sizes) + " add up to " +
                      str(total) + ", not to the dim " + str(dim);
    switch (env.isEq(total, dim)) {
    case Truth::False:
      return err(bad);
    case Truth::Unknown:
      if (Error e = require(
              env, Guard::eq(total, dim, "split: sizes add up to the dim"),
              bad))
        return e;
      break;
    case Truth::True:
      break;
    }
  }
  return DimList(sizes.begin(), sizes.end());
}

// part = dim floordiv parts, with parts | dim
Expected<ExprRef> tocc::shape::splitEqualShape(ShapeEnv &env, ExprRef dim,
                                               int64_t parts) {
  if (parts <= 0)
    return err("split: number of parts must be positive, got " + Twine(parts));
  if (!dim)
    return nullptr;
  ExprContext &ctx = env.getContext();
  std::string bad = "split: dim " + str(dim) + " cannot be split into " +
                    std::to_string(parts) + " equal parts";
  switch (env.isDivisible(dim, parts)) {
  case Truth::False:
    return err(bad);
  case Truth::Unknown:
    if (Error e = require(
            env, Guard::divisible(dim, parts, "split: equal parts are exact"),
            bad))
      return e;
    break;
  case Truth::True:
    break;
  }
  return ctx.floorDiv(dim, ctx.getConstant(parts));
}

// out = dim + before + after
Expected<ExprRef> tocc::shape::padShape(ShapeEnv &env, ExprRef dim,
                                        ExprRef before, ExprRef after) {
  if (!dim || !before || !after)
    return nullptr;
  ExprContext &ctx = env.getContext();
  ExprRef out = ctx.add(ctx.add(dim, before), after);
  std::string bad =
      "pad: padded size " + str(out) + " of dim " + str(dim) + " is negative";
  switch (env.isGe(out, 0)) {
  case Truth::True:
    return out;
  case Truth::False:
    return err(bad);
  case Truth::Unknown:
    break;
  }
  if (Error e = require(env,
                        Guard::ge(out, ctx.getConstant(0),
                                  "pad: padded size is non-negative"),
                        bad))
    return e;
  return out;
}
