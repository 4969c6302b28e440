//===- CTCLoss.cpp - ctc_loss as a prim.Loop over time of core ops --------===//
//
// CTC's forward pass (ATen 1.13's ctc_loss_cpu_template, LossCTC.cpp) is a
// dynamic program over time on the extended labels l' of each sample: the
// target with a blank before, between and after its labels, 2S + 1 of
// them. alpha[0] holds lp[0, blank] and lp[0, l'_1]; each later step is a
// logsumexp of up to three entries of the previous one, so the steps are
// the body of a prim.Loop (ONNX Loop) carrying alpha [B, 2S + 1], which
// the time dim (usually dynamic) never has to be static for. Every sample
// runs in one tensor: its own input length freezes its alphas once t
// reaches it, and entries past 2 * target_length never feed the two that
// are read at the end, so they are computed and ignored.
//
// Targets padded [B, S] read l' from row b; concatenated [N] (with
// target_lengths) read them at the running offset of each sample, and use
// N for S (ATen uses the largest target length: the extra entries are the
// ignored ones).
//
//===----------------------------------------------------------------------===//
#include "ElementwiseHelpers.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include <limits>

using namespace tocc;
using namespace tocc::detail;

namespace {

// ATen's Reduction enum.
constexpr int64_t kNone = 0, kMean = 1, kSum = 2;

/// Which schema an entry reads: ctc_loss.IntList and .Tensor differ in how
/// the lengths come; _ctc_loss(.Tensor) has no reduction and returns
/// (loss, log_alpha).
struct CtcForm {
  bool intLists;
  bool reduced;
};

/// Builds the core ops of one ctc_loss.
class CtcBuilder {
public:
  CtcBuilder(Rewriter &rw, DType dt) : rw(rw), dt(dt) {}

  Value *op(llvm::StringRef name, llvm::ArrayRef<Value *> xs,
            llvm::ArrayRef<NamedAttribute> attrs = {}) {
    return createOp(rw, name, xs, attrs);
  }
  Value *k(double v) { return rw.createScalarConstant(dt, v); }
  Value *i64(int64_t v) { return rw.createScalarConstant(DType::I64, v); }
  Value *negInf() { return k(-std::numeric_limits<double>::infinity()); }
  Value *axisAttrOp(llvm::StringRef name, Value *a, Value *b, int64_t axis) {
    return op(name, {a, b}, {{"axis", rw.getI64Attr(axis)}});
  }
  /// `x` padded with zeros by `pads` (core.pad's layout).
  Value *padEnd(Value *x, llvm::ArrayRef<int64_t> pads) {
    return op(core::PadOp::getOperationName(), {x, rw.createI64Constant(pads)},
              {{"mode", rw.getStringAttr("constant")},
               {"value", rw.getF64Attr(0.0)}});
  }
  Value *none() {
    return prim::ConstantOp::createTyped{rw, rw.getContext().getNoneType()};
  }
  Value *where(Value *c, Value *a, Value *b) {
    return op(core::WhereOp::getOperationName(), {c, a, b});
  }
  /// log(exp(a - m) + exp(b - m) [+ exp(c - m)]) + m with m the largest
  /// (0 when all are -inf), ATen's order of operations.
  Value *logAddExp(llvm::ArrayRef<Value *> xs) {
    Value *m = xs[0];
    for (Value *x : xs.drop_front())
      m = op(core::MaximumOp::getOperationName(), {m, x});
    m = where(op(core::EqOp::getOperationName(), {m, negInf()}), k(0), m);
    Value *sum = nullptr;
    for (Value *x : xs) {
      Value *e = op(core::ExpOp::getOperationName(),
                    {op(core::SubOp::getOperationName(), {x, m})});
      sum = sum ? op(core::AddOp::getOperationName(), {sum, e}) : e;
    }
    return op(core::AddOp::getOperationName(),
              {op(core::LogOp::getOperationName(), {sum}), m});
  }
  /// A length argument (an int list, or an integer tensor of one or more
  /// elements) as a 1-D i64 tensor.
  FailureOr<Value *> lengths(unsigned i, bool intList) {
    if (intList) {
      FailureOr<llvm::SmallVector<HostScalar, 4>> ints =
          readHostIntList(rw, i);
      if (failed(ints))
        return failure();
      return i64Vector(rw, *ints);
    }
    FailureOr<Value *> t = rw.readTensor(i);
    if (failed(t))
      return failure();
    DType d = (*t)->getType().getDType();
    if (d != DType::Unknown && !isIntegerDType(d))
      return rw.emitError() << rw.describeOperand(i)
                            << " must be an integer tensor, but it has type "
                            << (*t)->getType().str();
    return op(core::ReshapeOp::getOperationName(),
              {rw.castTo(*t, DType::I64), rw.createI64Constant({-1})});
  }

  Rewriter &rw;
  DType dt;
};

// ctc_loss(lp [T, B, C] or [T, C], targets [B, S] or [N], input_lengths,
//          target_lengths, blank, reduction, zero_infinity):
//   l'[b, s] = s even ? blank : target_b[s // 2]         s in [0, 2S]
//   alpha_0[b, s] = s < 2 ? lp[0, b, l'[b, s]] : -inf
//   alpha_t[b, s] = logaddexp(alpha[s], alpha[s - 1], alpha[s - 2] if
//                   s >= 2 and l'[s] != l'[s - 2]) + lp[t, b, l'[b, s]]
//                   for t < input_length[b], else alpha_{t-1}[b, s]
//   loss[b] = -logaddexp(alpha[b, 2 tl], alpha[b, 2 tl - 1] if tl > 0);
//   input_length 0: 0 if tl = 0, else inf (ATen 1.13 reads alpha[-1] there,
//   out of bounds; later ATen returns these)
//   zero_infinity: inf -> 0; mean: mean(loss / max(tl, 1)); sum: sum(loss)
DecompositionFn ctcLossEntry(CtcForm form) {
  return [form](Rewriter &rw, Operation *op) -> LogicalResult {
    FailureOr<RankedTensor> lpArg = readRankedTensor(rw, 0);
    FailureOr<RankedTensor> targetsArg = readRankedTensor(rw, 1);
    FailureOr<int64_t> blank = rw.readInt(4);
    if (failed(lpArg) || failed(targetsArg) || failed(blank))
      return failure();
    int64_t reduction = kNone;
    bool zeroInfinity = false;
    if (form.reduced) {
      FailureOr<int64_t> r = rw.readInt(5);
      FailureOr<bool> z = rw.readBool(6);
      if (failed(r) || failed(z))
        return failure();
      if (*r < kNone || *r > kSum)
        return rw.emitError() << rw.describeOperand(5) << " is " << *r
                              << "; torch's reductions are 0 (none), 1 "
                                 "(mean) and 2 (sum)";
      reduction = *r;
      zeroInfinity = *z;
    } else {
      for (unsigned i = 1; i < op->getNumResults(); ++i)
        if (!op->getResult(i)->use_empty())
          return rw.emitError() << "has its result #" << i
                                << " (log_alpha, for the backward pass) used; "
                                   "only the loss (result #0) decomposes";
    }
    bool batched = lpArg->rank == 3;
    if (lpArg->rank != 3 && !(form.reduced && lpArg->rank == 2))
      return rw.emitError() << "needs log_probs of rank 3 ([T, B, C])"
                            << (form.reduced ? " or 2 ([T, C])" : "")
                            << ", but it has rank " << lpArg->rank;
    if (targetsArg->rank != 1 && targetsArg->rank != 2)
      return rw.emitError() << "needs targets of rank 2 (padded, [B, S]) or "
                               "1 (concatenated, [sum(target_lengths)]), "
                               "but they have rank "
                            << targetsArg->rank;
    if (!batched && targetsArg->rank != 1)
      return rw.emitError() << "needs 1-D targets with 2-D log_probs (one "
                               "sample), but they have rank "
                            << targetsArg->rank;
    FailureOr<DType> lpType = knownDType(rw, lpArg->value);
    if (failed(lpType))
      return failure();
    if (!isFloatDType(*lpType))
      return rw.emitError() << "needs floating log_probs, but they have type "
                            << lpArg->value->getType().str();
    CtcBuilder b(rw, *lpType);
    FailureOr<Value *> il = b.lengths(2, form.intLists),
                       tl = b.lengths(3, form.intLists);
    if (failed(il) || failed(tl))
      return failure();
    Context &ctx = rw.getContext();

    Value *lp = batched ? lpArg->value : unsqueezeAt(rw, lpArg->value, {1});
    Value *targets = rw.castTo(targetsArg->value, DType::I64);
    bool padded = targetsArg->rank == 2;
    // S, and s = 0, 1, ..., 2S.
    HostScalar S = dimSize(rw, targets, padded ? 1 : 0);
    HostScalar L = intBinary(rw, "add",
                             intBinary(rw, "mul", S, hostInt(2)), hostInt(1));
    Value *s = b.op(core::ArangeOp::getOperationName(),
                    {b.i64(0), hostToTensor(rw, L, DType::I64), b.i64(1)},
                    {{"dtype", ctx.getDTypeAttr(DType::I64)}});
    Value *half = b.op(core::FloordivOp::getOperationName(), {s, b.i64(2)});
    // target_b[s // 2] for every s, [B, 2S + 1]; one more (zero) label at
    // the end so that an index S (s = 2S, a blank) or an empty target list
    // has something to read.
    Value *labels;
    if (padded) {
      Value *ext = b.padEnd(targets, {0, 0, 0, 1});
      labels =
          b.axisAttrOp(core::IndexSelectOp::getOperationName(), ext, half, 1);
    } else {
      Value *ext = b.padEnd(targets, {0, 1});
      Value *offsets = b.op(core::CumsumOp::getOperationName(), {*tl},
                            {{"axis", rw.getI64Attr(0)},
                             {"exclusive", rw.getBoolAttr(true)},
                             {"reverse", rw.getBoolAttr(false)}});
      Value *at = b.op(core::AddOp::getOperationName(),
                       {unsqueezeAt(rw, offsets, {1}), half});
      at = b.op(core::ClampOp::getOperationName(),
                {at, b.i64(0), hostToTensor(rw, S, DType::I64)});
      labels =
          b.axisAttrOp(core::IndexSelectOp::getOperationName(), ext, at, 0);
    }
    Value *even = b.op(
        core::EqOp::getOperationName(),
        {b.op(core::RemainderOp::getOperationName(), {s, b.i64(2)}), b.i64(0)});
    // Entries past a sample's target may hold any value: keep them valid
    // class indices, since they are gathered (and then ignored).
    Value *lastClass = hostToTensor(
        rw, intBinary(rw, "sub", dimSize(rw, lp, 2), hostInt(1)), DType::I64);
    labels = b.op(core::ClampOp::getOperationName(),
                  {b.where(even, b.i64(*blank), labels), b.i64(0), lastClass});
    // s - 1 and s - 2 (clamped; masked where s < 1, s < 2).
    Value *prev1 = b.op(core::ClampOp::getOperationName(),
                        {b.op(core::SubOp::getOperationName(), {s, b.i64(1)}),
                         b.i64(0), b.none()});
    Value *prev2 = b.op(core::ClampOp::getOperationName(),
                        {b.op(core::SubOp::getOperationName(), {s, b.i64(2)}),
                         b.i64(0), b.none()});
    Value *has1 = b.op(core::GeOp::getOperationName(), {s, b.i64(1)});
    Value *skip = b.op(
        core::LogicalAndOp::getOperationName(),
        {b.op(core::GeOp::getOperationName(), {s, b.i64(2)}),
         b.op(core::NeOp::getOperationName(),
              {labels, b.axisAttrOp(core::IndexSelectOp::getOperationName(),
                                    labels, prev2, 1)})});

    // alpha_0
    Value *lp0 =
        b.axisAttrOp(core::IndexSelectOp::getOperationName(), lp, b.i64(0), 0);
    Value *alpha0 = b.where(
        b.op(core::LtOp::getOperationName(), {s, b.i64(2)}),
        b.axisAttrOp(core::GatherOp::getOperationName(), lp0, labels, 1),
        b.negInf());

    // loop(T - 1, true, alpha0) (i, alpha): t = i + 1
    Value *trips = coreHost(
        rw, intBinary(rw, "sub", dimSize(rw, lp, 0), hostInt(1)));
    Value *yes = rw.create("prim.Constant", ctx.getBoolType(), {},
                           {{"value", rw.getBoolAttr(true)}});
    Operation *loop = rw.createRegionOp("prim.Loop", {alpha0->getType()},
                                        {trips, yes, alpha0}, {}, 1);
    Block &body = loop->getRegion(0).front();
    Value *i = body.addArgument(ctx.getIntType(), rw.getLoc());
    Value *alpha = body.addArgument(alpha0->getType(), rw.getLoc());
    rw.setInsertionPointToEnd(&body);
    Value *one = core::ScalarConstantOp::createTyped{rw, ctx.getIntType(),
                                                     rw.getI64Attr(1)};
    Value *t = core::ToTensorOp::createTyped{
        rw, rw.getTensorType(DType::I64, {}),
        core::ScalarAddOp::createTyped{rw, ctx.getIntType(), i, one},
        DType::I64};
    Value *lpt = b.axisAttrOp(
        core::GatherOp::getOperationName(),
        b.axisAttrOp(core::IndexSelectOp::getOperationName(), lp, t, 0), labels,
        1);
    Value *a2 = b.where(
        has1,
        b.axisAttrOp(core::IndexSelectOp::getOperationName(), alpha, prev1, 1),
        b.negInf());
    Value *a3 = b.where(
        skip,
        b.axisAttrOp(core::IndexSelectOp::getOperationName(), alpha, prev2, 1),
        b.negInf());
    Value *next = b.op(core::AddOp::getOperationName(),
                       {b.logAddExp({alpha, a2, a3}), lpt});
    Value *running =
        unsqueezeAt(rw, b.op(core::LtOp::getOperationName(), {t, *il}), {1});
    rw.createOp("tocc.yield", {}, {yes, b.where(running, next, alpha)});
    rw.setInsertionPoint(rw.getOp());
    rw.refineTypes(loop);
    alpha = loop->getResult(0);

    // The two ends of the sample's extended labels.
    Value *end = unsqueezeAt(
        rw, b.op(core::MulOp::getOperationName(), {*tl, b.i64(2)}), {1});
    Value *l1 = b.axisAttrOp(core::GatherOp::getOperationName(), alpha, end, 1);
    Value *l2 = b.where(b.op(core::GtOp::getOperationName(), {end, b.i64(0)}),
                        b.axisAttrOp(core::GatherOp::getOperationName(), alpha,
                                     b.op(core::ClampOp::getOperationName(),
                                          {b.op(core::SubOp::getOperationName(),
                                                {end, b.i64(1)}),
                                           b.i64(0), b.none()}),
                                     1),
                        b.negInf());
    Value *loss =
        b.op(core::SqueezeOp::getOperationName(),
             {b.op(core::NegOp::getOperationName(), {b.logAddExp({l1, l2})})},
             {{"axes", rw.getI64ArrayAttr({1})}});
    Value *inf = b.k(std::numeric_limits<double>::infinity());
    loss =
        b.where(b.op(core::EqOp::getOperationName(), {*il, b.i64(0)}),
                b.where(b.op(core::EqOp::getOperationName(), {*tl, b.i64(0)}),
                        b.k(0), inf),
                loss);
    if (!form.reduced) {
      llvm::SmallVector<Value *, 2> results{loss};
      for (unsigned r = 1; r < op->getNumResults(); ++r)
        results.push_back(op->getResult(r));
      rw.replaceOp(op, results);
      return success();
    }
    if (zeroInfinity)
      loss = b.where(b.op(core::EqOp::getOperationName(), {loss, inf}), b.k(0),
                     loss);
    if (reduction == kMean) {
      Value *perLabel =
          b.op(core::DivOp::getOperationName(),
               {loss, b.op(core::ClampOp::getOperationName(),
                           {rw.castTo(*tl, *lpType), b.k(1), b.none()})});
      loss = b.op(core::ReduceMeanOp::getOperationName(), {perLabel},
                  {{"axes", rw.getI64ArrayAttr({})},
                   {"keepdim", rw.getBoolAttr(false)}});
    } else if (reduction == kSum) {
      loss = b.op(core::ReduceSumOp::getOperationName(), {loss},
                  {{"axes", rw.getI64ArrayAttr({})},
                   {"keepdim", rw.getBoolAttr(false)}});
    } else if (!batched) {
      loss = b.op(core::SqueezeOp::getOperationName(), {loss},
                  {{"axes", rw.getI64ArrayAttr({0})}});
    }
    return replaceWithValue(rw, loss);
  };
}

} // namespace

void detail::registerCtcLossDecompositions() {
  addBuiltin("aten::ctc_loss.IntList", ctcLossEntry({true, true}));
  addBuiltin("aten::ctc_loss.Tensor", ctcLossEntry({false, true}));
  addBuiltin("aten::_ctc_loss", ctcLossEntry({true, false}));
  addBuiltin("aten::_ctc_loss.Tensor", ctcLossEntry({false, false}));
}
