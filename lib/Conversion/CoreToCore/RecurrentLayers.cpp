//===- RecurrentLayers.cpp - Recurrent cells and layers in core primitives ===//
//
// A layer's input projection (x W_ih^T + b_ih for every step) is one
// core.linear over the whole sequence; each step adds the projection of
// the previous state and applies the cell's gates. Over a static length
// the steps are unrolled; over a symbolic one they are the body of a
// prim.Loop whose trip count is the length, carrying the state and
// collecting each step's h as a scan output (ONNX Loop's), which a reverse
// direction runs from the end and flips back.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToCore/RecurrentLayers.h"

#include "tocc/Dialect/Aten/PrimDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

using namespace tocc;
using namespace tocc::rnn;

int64_t rnn::numGates(CellKind kind) {
  switch (kind) {
  case CellKind::LSTM:
    return 4;
  case CellKind::GRU:
    return 3;
  case CellKind::Tanh:
  case CellKind::Relu:
    return 1;
  }
  return 1;
}

//===----------------------------------------------------------------------===//
// CellBuilder
//===----------------------------------------------------------------------===//

CellBuilder::CellBuilder(Rewriter &rw, CellKind kind, DType dtype,
                         int64_t hidden)
    : rw(rw), kind(kind), dtype(dtype), hidden(hidden),
      any(rw.unrankedTensorType(dtype)) {}

Value *CellBuilder::none() {
  return prim::ConstantOp::createTyped{rw, rw.getContext().getNoneType()};
}

Value *CellBuilder::slice(Value *x, int64_t axis, int64_t begin, int64_t end) {
  return core::SliceOp::createTyped{
      rw, any, x, rw.createI64Constant({begin}), rw.createI64Constant({end}),
      rw.createI64Constant({axis}), rw.createI64Constant({1})};
}

Value *CellBuilder::select(Value *x, int64_t i) {
  return core::SqueezeOp::createTyped{rw, any, slice(x, 0, i, i + 1), {0}};
}

Value *CellBuilder::unsqueeze(Value *x, int64_t axis) {
  return core::UnsqueezeOp::createTyped{rw, any, x, {axis}};
}

Value *CellBuilder::concat(llvm::ArrayRef<Value *> xs, int64_t axis) {
  if (xs.size() == 1)
    return xs[0];
  return core::ConcatOp::createTyped{rw, any, xs, axis};
}

Value *CellBuilder::unary(llvm::StringRef name, Value *x) {
  return rw.create(name, any, {x});
}

Value *CellBuilder::binary(llvm::StringRef name, Value *a, Value *b) {
  return rw.create(name, any, {a, b});
}

Value *CellBuilder::gate(Value *x, int64_t k) {
  return slice(x, -1, k * hidden, (k + 1) * hidden);
}

Value *CellBuilder::linear(Value *x, Value *w, Value *b) {
  return core::LinearOp::createTyped{rw, any, x, w, b ? b : none()};
}

std::pair<Value *, Value *> CellBuilder::step(Value *xp, Value *h, Value *c,
                                              const CellWeights &w) {
  Value *hp = linear(w.activation ? w.activation(h) : h, w.wHh, w.bHh);
  switch (kind) {
  case CellKind::LSTM: {
    Value *g = binary(core::AddOp::getOperationName(), xp, hp);
    Value *i = unary(core::SigmoidOp::getOperationName(), gate(g, 0));
    Value *f = unary(core::SigmoidOp::getOperationName(), gate(g, 1));
    Value *cand = unary(core::TanhOp::getOperationName(), gate(g, 2));
    Value *o = unary(core::SigmoidOp::getOperationName(), gate(g, 3));
    Value *c2 = binary(core::AddOp::getOperationName(),
                       binary(core::MulOp::getOperationName(), f, c),
                       binary(core::MulOp::getOperationName(), i, cand));
    Value *h2 = binary(core::MulOp::getOperationName(), o,
                       unary(core::TanhOp::getOperationName(), c2));
    if (w.wHr)
      h2 = linear(h2, w.wHr, nullptr);
    return {h2, c2};
  }
  case CellKind::GRU: {
    Value *r = unary(
        core::SigmoidOp::getOperationName(),
        binary(core::AddOp::getOperationName(), gate(xp, 0), gate(hp, 0)));
    Value *z = unary(
        core::SigmoidOp::getOperationName(),
        binary(core::AddOp::getOperationName(), gate(xp, 1), gate(hp, 1)));
    Value *n =
        unary(core::TanhOp::getOperationName(),
              binary(core::AddOp::getOperationName(), gate(xp, 2),
                     binary(core::MulOp::getOperationName(), r, gate(hp, 2))));
    return {binary(core::AddOp::getOperationName(), n,
                   binary(core::MulOp::getOperationName(), z,
                          binary(core::SubOp::getOperationName(), h, n))),
            nullptr};
  }
  case CellKind::Tanh:
  case CellKind::Relu:
    return {unary(kind == CellKind::Tanh ? core::TanhOp::getOperationName()
                                         : core::ReluOp::getOperationName(),
                  binary(core::AddOp::getOperationName(), xp, hp)),
            nullptr};
  }
  llvm_unreachable("cell kinds are covered");
}

//===----------------------------------------------------------------------===//
// Layers
//===----------------------------------------------------------------------===//

namespace {

/// Builds one layer's directions; `cells` holds the rewriter.
class LayerBuilder {
public:
  LayerBuilder(CellBuilder &cells, const Layer &layer)
      : cells(cells), rw(cells.getRewriter()), layer(layer),
        lstm(layer.kind == CellKind::LSTM) {}

  /// The initial state `which` (h0 or c0, [D, B, width]) of direction
  /// `dir`: its slice, or zeros [B, width].
  Value *initialState(Value *which, int64_t dir, int64_t width) {
    if (which)
      return cells.select(which, dir);
    Type in = layer.input->getType();
    Dim batch = in.getDims()[1];
    Value *shape;
    if (batch.isStatic()) {
      shape = rw.createI64Constant({batch.getStatic(), width});
    } else {
      // [shape_of(input)[1], width]
      Type i64 = rw.unrankedTensorType(DType::I64);
      Value *dims = core::ShapeOfOp::createTyped{rw, i64, layer.input};
      Value *b = core::SliceOp::createTyped{
          rw, i64, dims, rw.createI64Constant({1}), rw.createI64Constant({2}),
          rw.createI64Constant({0}), rw.createI64Constant({1})};
      shape = core::ConcatOp::createTyped{
          rw, i64, {b, rw.createI64Constant({width})}, 0};
    }
    return core::FullOp::createTyped{
        rw, rw.unrankedTensorType(cells.getDType()), shape,
        rw.createScalarConstant(cells.getDType(), 0.0)};
  }

  /// The lengths as i64 [B], or null.
  Value *lengths() {
    if (!layer.seqLens)
      return nullptr;
    return rw.castTo(layer.seqLens, DType::I64);
  }

  /// Masks a step at time `t` (an i64 tensor of one element) for sequences
  /// that ended: the state keeps its value, the output is 0.
  void mask(Value *t, Value *lens, Value *&h, Value *&c, Value *prevH,
            Value *prevC, Value *&out) {
    Type flags = rw.unrankedTensorType(DType::Bool);
    Value *m = core::UnsqueezeOp::createTyped{
        rw, flags, core::LtOp::createTyped{rw, flags, t, lens}, {1}};
    Value *zero = rw.createScalarConstant(cells.getDType(), 0.0);
    out = core::WhereOp::createTyped{
        rw, rw.unrankedTensorType(cells.getDType()), m, h, zero};
    h = core::WhereOp::createTyped{rw, rw.unrankedTensorType(cells.getDType()),
                                   m, h, prevH};
    if (c)
      c = core::WhereOp::createTyped{
          rw, rw.unrankedTensorType(cells.getDType()), m, c, prevC};
  }

  /// One direction over the static length `steps`.
  LayerValues unrolled(int64_t steps, Value *xp, Value *h, Value *c,
                       const CellWeights &w, bool reverse) {
    Value *lens = lengths();
    std::vector<Value *> outs(steps);
    for (int64_t k = 0; k < steps; ++k) {
      int64_t t = reverse ? steps - 1 - k : k;
      auto [h2, c2] = cells.step(cells.select(xp, t), h, c, w);
      Value *out = h2;
      if (lens)
        mask(rw.createI64Constant({t}), lens, h2, c2, h, c, out);
      h = h2;
      c = c2;
      outs[t] = cells.unsqueeze(out, 0);
    }
    return {cells.concat(outs, 0), h, c};
  }

  /// One direction in a prim.Loop over dim 0 of the input:
  ///   loop(T, true, h, c) {scan_outputs = 1} (i, h, c):
  ///     t = reverse ? T - 1 - i : i
  ///     h', c' = step(index_select(xp, t), h, c)
  ///     yield true, h', c', h'
  /// The reverse direction collects its outputs from the last step to the
  /// first, and its steps' t as a second scan output, [T - 1, ..., 0]:
  /// output[t] = collected[T - 1 - t] = index_select(collected, those t)
  /// (a Gather at every opset; a flip of a symbolic dim needs Slice's
  /// steps, opset 10).
  LayerValues looped(Value *xp, Value *h, Value *c, const CellWeights &w,
                     bool reverse) {
    Context &ctx = rw.getContext();
    Value *trips =
        core::DimOp::createTyped{rw, ctx.getIntType(), layer.input, 0};
    Value *yes = rw.create("prim.Constant", ctx.getBoolType(), {},
                           {{"value", rw.getBoolAttr(true)}});
    Value *lens = lengths();
    llvm::SmallVector<Value *, 4> operands{trips, yes, h};
    llvm::SmallVector<Type, 3> types{h->getType()};
    if (c) {
      operands.push_back(c);
      types.push_back(c->getType());
    }
    // The scan output: T steps of h's dims.
    Type hType = h->getType();
    if (hType.hasRank()) {
      llvm::SmallVector<Dim, 4> dims{layer.input->getType().getDims()[0]};
      dims.append(hType.getDims().begin(), hType.getDims().end());
      types.push_back(ctx.getTensorType(hType.getDType(), dims));
    } else {
      types.push_back(ctx.getUnrankedTensorType(hType.getDType()));
    }
    if (reverse)
      types.push_back(ctx.getTensorType(
          DType::I64,
          llvm::ArrayRef<Dim>{layer.input->getType().getDims()[0]}));
    Operation *loop = rw.createRegionOp(
        "prim.Loop", types, operands,
        {{"scan_outputs", rw.getI64Attr(reverse ? 2 : 1)}}, 1);
    Block &body = loop->getRegion(0).front();
    Value *i = body.addArgument(ctx.getIntType(), rw.getLoc());
    Value *hArg = body.addArgument(h->getType(), rw.getLoc());
    Value *cArg = c ? body.addArgument(c->getType(), rw.getLoc()) : nullptr;
    rw.setInsertionPointToEnd(&body);
    Value *t = i;
    if (reverse) {
      Value *one =
          core::ScalarConstantOp::createTyped{rw, ctx.getIntType(),
                                              rw.getI64Attr(1)};
      t = core::ScalarSubOp::createTyped{
          rw, ctx.getIntType(),
          core::ScalarSubOp::createTyped{rw, ctx.getIntType(), trips, one}, i};
    }
    Value *index = core::ToTensorOp::createTyped{
        rw, rw.getTensorType(DType::I64, {}), t, DType::I64};
    Value *xt = core::IndexSelectOp::createTyped{
        rw, rw.unrankedTensorType(cells.getDType()), xp, index, 0};
    auto [h2, c2] = cells.step(xt, hArg, cArg, w);
    Value *out = h2;
    if (lens)
      mask(index, lens, h2, c2, hArg, cArg, out);
    llvm::SmallVector<Value *, 4> yielded{yes, h2};
    if (c2)
      yielded.push_back(c2);
    yielded.push_back(out);
    if (reverse)
      yielded.push_back(index);
    rw.createOp("tocc.yield", {}, yielded);
    rw.setInsertionPoint(rw.getOp());
    rw.refineTypes(loop);
    unsigned scans = c ? 2 : 1;
    Value *outs = loop->getResult(scans);
    if (reverse)
      outs = core::IndexSelectOp::createTyped{
          rw, rw.unrankedTensorType(cells.getDType()), outs,
          loop->getResult(scans + 1), 0};
    return {outs, loop->getResult(0), c ? loop->getResult(1) : nullptr};
  }

  LayerValues build() {
    Type in = layer.input->getType();
    Dim steps = in.getDims()[0];
    llvm::SmallVector<Value *, 2> outs, hs, cs;
    for (size_t dir = 0; dir != layer.directions.size(); ++dir) {
      const CellWeights &w = layer.directions[dir];
      // P: the projection's rows, else H.
      int64_t width = layer.hidden;
      if (w.wHr) {
        Type wt = w.wHr->getType();
        width = wt.getDims()[0].getStatic();
      }
      Value *h = initialState(layer.h0, dir, width);
      Value *c = lstm ? initialState(layer.c0, dir, layer.hidden) : nullptr;
      Value *xp = cells.linear(
          w.activation ? w.activation(layer.input) : layer.input, w.wIh, w.bIh);
      bool reverse = dir == 1;
      LayerValues r = steps.isStatic()
                          ? unrolled(steps.getStatic(), xp, h, c, w, reverse)
                          : looped(xp, h, c, w, reverse);
      outs.push_back(r.output);
      hs.push_back(cells.unsqueeze(r.h, 0));
      if (lstm)
        cs.push_back(cells.unsqueeze(r.c, 0));
    }
    return {cells.concat(outs, -1), cells.concat(hs, 0),
            lstm ? cells.concat(cs, 0) : nullptr};
  }

private:
  CellBuilder &cells;
  Rewriter &rw;
  const Layer &layer;
  bool lstm;
};

} // namespace

FailureOr<LayerValues> rnn::buildLayer(Rewriter &rw, const Layer &layer) {
  Type in = layer.input->getType();
  if (!in.isTensor() || !in.hasRank() || in.getRank() != 3)
    return rw.emitError() << "needs a 3-D input, but it has type " << in.str();
  if (in.getDType() == DType::Unknown)
    return rw.emitError() << "needs the dtype of its input";
  for (const CellWeights &w : layer.directions) {
    if (!w.wHr)
      continue;
    Type wt = w.wHr->getType();
    if (!wt.hasRank() || wt.getRank() != 2 || !wt.getDims()[0].isStatic())
      return rw.emitError() << "needs a 2-D projection weight with a static "
                               "dim 0, but it has type "
                            << wt.str();
  }
  CellBuilder cells(rw, layer.kind, in.getDType(), layer.hidden);
  return LayerBuilder(cells, layer).build();
}
