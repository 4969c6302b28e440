//===- CoreShapesShape.cpp - Shapes of the core ops that move elements ----===//
//
// Shapes as values (shape_of, reshape, expand), rank changes and
// permutations, tiling and flipping, slicing, joining and splitting,
// padding, and indexing (index_select, gather, scatter, index, index_put,
// one_hot, nonzero).
//
//===----------------------------------------------------------------------===//
#include "CoreShapes.h"

#include "tocc/Shape/ShapeRules.h"

#include <algorithm>

using namespace tocc;
using namespace tocc::core;
using shape::DimList;
using shape::ExprRef;
using shape::Truth;

//===----------------------------------------------------------------------===//
// Shapes as values: shape_of, reshape, expand
//===----------------------------------------------------------------------===//

// shape_of: [rank] i64 whose values are the input's dims.
static LogicalResult inferShapeOf(InferenceContext &ic) {
  return inferShapeOfRange(ic, 0, std::nullopt);
}

// reshape: torch.reshape (reshapeShape, 0 is a size of 0); the target is
// the values of `shape`, or as many unknown dims as its static length.
static LogicalResult inferReshape(InferenceContext &ic) {
  if (failed(checkIndexVector(ic, 1, "shape", "i64")))
    return failure();
  return inferReshapeWith(ic, /*zeroCopiesInput=*/false);
}

// expand: torch.expand (expandShape) to the values of `shape`.
static LogicalResult inferExpand(InferenceContext &ic) {
  DType dt = dtypeOf(ic, 0);
  if (failed(checkIndexVector(ic, 1, "shape", "i64")))
    return failure();
  auto target = vectorEntries(ic, 1);
  if (!target) {
    setUnranked(ic, dt);
    return success();
  }
  auto in = ic.getOperandShape(0);
  if (!in) {
    // Each -1 keeps an input dim that is not known.
    DimList out;
    for (ExprRef t : *target)
      out.push_back(t && t->isConstant() && t->getConstant() == -1 ? nullptr
                                                                    : t);
    ic.setResultShape(0, dt, out);
    return success();
  }
  auto out = shape::expandShape(ic.getEnv(), *in, *target);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  return success();
}

//===----------------------------------------------------------------------===//
// Rank changes, permutations, tiling
//===----------------------------------------------------------------------===//

// transpose: permuteShape; perm lists every dim once.
static LogicalResult inferTranspose(InferenceContext &ic) {
  auto perm = TransposeOp(ic.getOp()).getPerm();
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dtypeOf(ic, 0));
    return success();
  }
  if (perm.size() != in->size())
    return ic.emitOpError() << "perm has " << perm.size()
                            << " entries for an input of rank " << in->size();
  auto out = shape::permuteShape(ic.getEnv(), *in, perm);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dtypeOf(ic, 0), *out);
  return success();
}

static LogicalResult inferUnsqueeze(InferenceContext &ic) {
  auto axes = UnsqueezeOp(ic.getOp()).getAxes();
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::unsqueezeShape(ic.getEnv(), in, axes);
      },
      true);
}

static LogicalResult inferSqueeze(InferenceContext &ic) {
  auto axes = SqueezeOp(ic.getOp()).getAxes();
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::squeezeShape(ic.getEnv(), in, axes,
                                   /*requireOne=*/true);
      },
      true);
}

static LogicalResult inferFlatten(InferenceContext &ic) {
  FlattenOp op(ic.getOp());
  return inferFromInputDims(
      ic,
      [&](llvm::ArrayRef<ExprRef> in) {
        return shape::flattenShape(ic.getEnv(), in, op.getStartDim(),
                                   op.getEndDim());
      },
      true);
}

// tile: out[i] = in[i] * repeats[i]; repeats has an entry per dim, none
// negative.
static LogicalResult inferTile(InferenceContext &ic) {
  if (failed(checkIndexVector(ic, 1, "repeats", "i64")))
    return failure();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  auto reps = vectorEntries(ic, 1);
  if (in && reps && reps->size() != in->size())
    return ic.emitOpError() << "repeats has " << reps->size()
                            << " entries for an input of rank " << in->size();
  if (!in) {
    if (reps)
      ic.setResultShape(0, dt, DimList(reps->size(), nullptr));
    else
      setUnranked(ic, dt);
    return success();
  }
  DimList out;
  for (size_t i = 0; i != in->size(); ++i) {
    ExprRef r = reps ? (*reps)[i] : nullptr;
    if (r && ic.getEnv().isLt(r, 0) == Truth::True)
      return ic.emitOpError() << "repeats has the negative entry " << r->str();
    out.push_back(r && (*in)[i] ? ic.getExprs().mul((*in)[i], r) : nullptr);
  }
  ic.setResultShape(0, dt, out);
  return success();
}

/// The listed axes exist and are distinct; the result is the input's type.
static LogicalResult inferSameWithAxes(InferenceContext &ic,
                                       llvm::ArrayRef<int64_t> axes) {
  ic.setResultType(0, ic.getOperandType(0));
  auto in = ic.getOperandShape(0);
  if (!in)
    return success();
  llvm::SmallVector<int64_t, 4> seen;
  for (int64_t a : axes) {
    auto ax = normalizeAxisOf(ic, a, in->size());
    if (failed(ax))
      return failure();
    if (llvm::is_contained(seen, *ax))
      return ic.emitOpError() << "axis " << a << " is repeated";
    seen.push_back(*ax);
  }
  return success();
}

static LogicalResult inferFlip(InferenceContext &ic) {
  return inferSameWithAxes(ic, FlipOp(ic.getOp()).getAxes());
}

static LogicalResult inferRoll(InferenceContext &ic) {
  return inferSameWithAxes(ic, RollOp(ic.getOp()).getAxes());
}

// tril, triu: the input's type; at least 2 dims.
static LogicalResult inferTriangle(InferenceContext &ic) {
  auto in = ic.getOperandShape(0);
  if (in && in->size() < 2)
    return ic.emitOpError() << "input must have at least 2 dims, got "
                            << ic.getOperandType(0).str();
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

//===----------------------------------------------------------------------===//
// Slicing, joining, splitting, padding
//===----------------------------------------------------------------------===//

/// ATen's slice of a list of n known values with constant bounds:
///   start += n if start < 0; end += n if end < 0
///   start = clamp(start, 0, n); end = clamp(end, start, n)
static DimList sliceValues(llvm::ArrayRef<ExprRef> vals, int64_t start,
                           int64_t end, int64_t step) {
  int64_t n = vals.size();
  if (start < 0)
    start += n;
  if (end < 0)
    end += n;
  start = std::clamp<int64_t>(start, 0, n);
  end = std::clamp<int64_t>(end, start, n);
  DimList out;
  for (int64_t i = start; i < end; i += step)
    out.push_back(vals[i]);
  return out;
}

// slice: sliceDim per listed axis (ATen semantics); the other dims pass
// through. Unknown axes make every dim unknown.
static LogicalResult inferSlice(InferenceContext &ic) {
  static const char *names[] = {"starts", "ends", "axes", "steps"};
  for (unsigned i = 1; i != 5; ++i)
    if (failed(checkIndexVector(ic, i, names[i - 1], "i64")))
      return failure();
  std::optional<int64_t> length;
  for (unsigned i = 1; i != 5; ++i) {
    auto e = vectorEntries(ic, i);
    if (!e)
      continue;
    if (length && *length != int64_t(e->size()))
      return ic.emitOpError()
             << "starts, ends, axes and steps must have one length, but "
             << names[i - 1] << " has " << e->size() << " entries, not "
             << *length;
    length = e->size();
  }
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  auto axes = constantValues(ic, 3);
  if (!axes) {
    ic.setResultShape(0, dt, DimList(in->size(), nullptr));
    return success();
  }
  auto starts = vectorEntries(ic, 1), ends = vectorEntries(ic, 2),
       steps = vectorEntries(ic, 4);
  if (failed(inferSliceDims(ic, dt, *in, *axes, starts, ends, steps,
                            SliceRules::Aten)))
    return failure();

  // Values of a sliced shape: shape_of(x)[0:1].
  auto vals = ic.getOperandValues(0);
  auto s = constantValues(ic, 1), e = constantValues(ic, 2),
       st = constantValues(ic, 4);
  if (vals && in->size() == 1 && axes->size() == 1 && s && e && st &&
      (*st)[0] >= 1)
    ic.setResultValues(0, sliceValues(*vals, (*s)[0], (*e)[0], (*st)[0]));
  return success();
}

// split: each result is the input with dim `axis` replaced by its piece's
// size: the listed sizes (splitShape: they add up to the dim) or, without
// sizes, dim / #results (splitEqualShape: the dim is divisible).
static LogicalResult inferSplit(InferenceContext &ic) {
  SplitOp op(ic.getOp());
  unsigned n = ic.getOp()->getNumResults();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  if (!in) {
    for (unsigned i = 0; i != n; ++i)
      setUnranked(ic, dt, i);
    return success();
  }
  auto axis = normalizeAxisOf(ic, op.getAxis(), in->size());
  if (failed(axis))
    return failure();
  ExprRef dim = (*in)[*axis];
  DimList pieces;
  if (auto sizes = op.getSizes()) {
    DimList s;
    for (int64_t v : *sizes)
      s.push_back(ic.getConstant(v));
    if (dim) {
      auto p = shape::splitShape(ic.getEnv(), dim, s);
      if (!p)
        return ic.fail(p.takeError());
      pieces = std::move(*p);
    } else {
      pieces = std::move(s);
    }
  } else {
    ExprRef each = nullptr;
    if (dim) {
      auto p = shape::splitEqualShape(ic.getEnv(), dim, n);
      if (!p)
        return ic.fail(p.takeError());
      each = *p;
    }
    pieces.assign(n, each);
  }
  for (unsigned i = 0; i != n; ++i) {
    DimList out = toDims(*in);
    out[*axis] = pieces[i];
    ic.setResultShape(i, dt, out);
  }
  return success();
}

// pad: each dim i grows by pads[i] + pads[rank + i] (padShape: negative
// pads crop, the result is not negative); unknown pads give unknown dims.
// reflect needs each pad below the dim.
static LogicalResult inferPad(InferenceContext &ic) {
  if (failed(checkIndexVector(ic, 1, "pads", "i64")))
    return failure();
  DType dt = dtypeOf(ic, 0);
  auto in = ic.getOperandShape(0);
  auto pads = vectorEntries(ic, 1);
  if (!in) {
    if (pads && pads->size() % 2 == 0)
      ic.setResultShape(0, dt, DimList(pads->size() / 2, nullptr));
    else
      setUnranked(ic, dt);
    return success();
  }
  size_t rank = in->size();
  if (pads && pads->size() != 2 * rank)
    return ic.emitOpError() << "pads has " << pads->size()
                            << " entries, expected " << 2 * rank
                            << " for an input of rank " << rank;
  bool reflect = PadOp(ic.getOp()).getMode() == "reflect";
  DimList out;
  for (size_t i = 0; i != rank; ++i) {
    ExprRef before = pads ? (*pads)[i] : nullptr;
    ExprRef after = pads ? (*pads)[rank + i] : nullptr;
    ExprRef d = (*in)[i];
    if (reflect && d)
      for (ExprRef p : {before, after})
        if (p && ic.getEnv().isGe(p, d) == Truth::True)
          return ic.emitOpError()
                 << "reflect pad " << p->str() << " of dim " << i
                 << " must be less than its size " << d->str();
    auto o = shape::padShape(ic.getEnv(), d, before, after);
    if (!o)
      return ic.fail(o.takeError());
    out.push_back(*o);
  }
  ic.setResultShape(0, dt, out);
  return success();
}

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

// gather (torch.gather, GatherElements): indices of data's rank; the
// result has the indices' dims and data's dtype. Outside `axis` an index
// dim may not exceed data's.
static LogicalResult inferGatherElements(InferenceContext &ic) {
  if (failed(requireDType(ic, 1, DTypeClass::Integer, "indices")))
    return failure();
  DType dt = dtypeOf(ic, 0);
  auto data = ic.getOperandShape(0), idx = ic.getOperandShape(1);
  if (data && idx && data->size() != idx->size())
    return ic.emitOpError() << "indices of rank " << idx->size()
                            << " must have data's rank " << data->size();
  int64_t axis = GatherOp(ic.getOp()).getAxis();
  if (auto s = data ? data : idx) {
    auto ax = normalizeAxisOf(ic, axis, std::max<size_t>(s->size(), 1));
    if (failed(ax))
      return failure();
    if (data && idx)
      for (size_t d = 0; d != data->size(); ++d)
        if (int64_t(d) != *ax && (*idx)[d] && (*data)[d] &&
            ic.getEnv().isGt((*idx)[d], (*data)[d]) == Truth::True)
          return ic.emitOpError()
                 << "indices dim " << d << " (" << (*idx)[d]->str()
                 << ") exceeds data's (" << (*data)[d]->str() << ")";
  }
  if (!idx) {
    setUnranked(ic, dt);
    return success();
  }
  ic.setResultShape(0, dt, *idx);
  return success();
}

// scatter (ScatterElements): data, indices and updates of one rank,
// updates with the indices' dims and data's dtype; the result is data's
// type.
static LogicalResult inferScatter(InferenceContext &ic) {
  if (failed(requireDType(ic, 1, DTypeClass::Integer, "indices")) ||
      failed(commonDType(ic, {0, 2})))
    return failure();
  auto data = ic.getOperandShape(0), idx = ic.getOperandShape(1),
       upd = ic.getOperandShape(2);
  if (data && idx && data->size() != idx->size())
    return ic.emitOpError() << "indices of rank " << idx->size()
                            << " must have data's rank " << data->size();
  if (idx && upd) {
    if (idx->size() != upd->size())
      return ic.emitOpError() << "updates of rank " << upd->size()
                              << " must have the indices' rank "
                              << idx->size();
    for (size_t d = 0; d != idx->size(); ++d)
      if (failed(requireEqual(ic, (*idx)[d], (*upd)[d],
                              "updates " + shape::printDims(*upd) +
                                  " must have the indices' dims " +
                                  shape::printDims(*idx),
                              "scatter: updates match the indices")))
        return failure();
  }
  if (data)
    if (failed(normalizeAxisOf(ic, ScatterOp(ic.getOp()).getAxis(),
                               std::max<size_t>(data->size(), 1))))
      return failure();
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

/// index, index_put: the index tensors (operands [first, first + count))
/// are integer tensors, at most the input's rank of them, broadcast
/// together; returns B + input.dims[count:], or nullopt if some rank is
/// unknown.
static llvm::FailureOr<std::optional<DimList>>
indexedShape(InferenceContext &ic, unsigned first, unsigned count) {
  if (count == 0)
    return ic.emitOpError() << "needs at least one index tensor";
  DimList b;
  bool ranked = true;
  for (unsigned i = first; i != first + count; ++i) {
    if (failed(requireDType(ic, i, DTypeClass::Integer, "indices")))
      return failure();
    auto s = ic.getOperandShape(i);
    if (!s) {
      ranked = false;
      continue;
    }
    auto r = shape::broadcastShapes(ic.getEnv(), b, *s);
    if (!r)
      return ic.fail(r.takeError());
    b = std::move(*r);
  }
  auto in = ic.getOperandShape(0);
  if (in && in->size() < count)
    return ic.emitOpError() << count << " index tensors for an input of rank "
                            << in->size();
  if (!in || !ranked)
    return std::optional<DimList>();
  b.append(in->begin() + count, in->end());
  return std::optional<DimList>(b);
}

static LogicalResult inferIndex(InferenceContext &ic) {
  unsigned n = ic.getNumOperands() - 1;
  auto out = indexedShape(ic, 1, n);
  if (failed(out))
    return failure();
  DType dt = dtypeOf(ic, 0);
  if (!*out)
    setUnranked(ic, dt);
  else
    ic.setResultShape(0, dt, **out);
  return success();
}

// index_put: values (x's dtype) broadcast to the indexed shape; the result
// is x's type.
static LogicalResult inferIndexPut(InferenceContext &ic) {
  unsigned last = ic.getNumOperands() - 1;
  auto target = indexedShape(ic, 1, last - 1);
  if (failed(target) || failed(commonDType(ic, {0, last})))
    return failure();
  auto vals = ic.getOperandShape(last);
  if (*target && vals) {
    if (vals->size() > (*target)->size())
      return ic.emitOpError()
             << "values " << ic.getOperandType(last).str()
             << " do not broadcast to the indexed shape "
             << shape::printDims(**target);
    auto b = shape::broadcastShapes(ic.getEnv(), **target, *vals);
    if (!b)
      return ic.fail(b.takeError());
  }
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

// one_hot: indices.dims + [num_classes], i64.
static LogicalResult inferOneHot(InferenceContext &ic) {
  if (failed(requireDType(ic, 0, DTypeClass::Integer, "indices")))
    return failure();
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, DType::I64);
    return success();
  }
  DimList out = toDims(*in);
  out.push_back(ic.getConstant(OneHotOp(ic.getOp()).getNumClasses()));
  ic.setResultShape(0, DType::I64, out);
  return success();
}

// nonzero: [n, rank] i64 where n depends on the data: an unknown dim.
static LogicalResult inferNonZero(InferenceContext &ic) {
  auto in = ic.getOperandShape(0);
  ic.setResultShape(0, DType::I64,
                    {nullptr, in ? ic.getConstant(in->size()) : nullptr});
  return success();
}

//===----------------------------------------------------------------------===//
// Sequences: a value of type list<tensor<...>> whose element type is what
// every element has (their dtype; their rank and the dims they share).
//===----------------------------------------------------------------------===//

/// Whether an element type says nothing: `tensor<*, ?>`, TorchScript's
/// `Tensor`, which an empty list's elements have.
static bool isUnknownElement(Type t) {
  return !t || (t.isTensor() && !t.hasRank() && t.getDType() == DType::Unknown);
}

/// The element type of a sequence holding elements of types a and b.
static Type joinElements(Type a, Type b) {
  if (isUnknownElement(a))
    return b;
  if (isUnknownElement(b) || a == b)
    return a;
  if (!a.isTensor() || !b.isTensor())
    return Type();
  Context &ctx = a.getContext();
  DType dt = a.getDType() == b.getDType()    ? a.getDType()
             : a.getDType() == DType::Unknown ? b.getDType()
             : b.getDType() == DType::Unknown ? a.getDType()
                                              : DType::Unknown;
  if (!a.hasRank() || !b.hasRank() || a.getRank() != b.getRank())
    return ctx.getUnrankedTensorType(dt);
  llvm::SmallVector<Dim, 4> dims;
  for (auto [x, y] : llvm::zip(a.getDims(), b.getDims()))
    dims.push_back(x == y ? x : Dim());
  return ctx.getTensorType(dt, dims);
}

static Type elementOf(Type t) {
  return t && t.getKind() == Type::List ? t.getElementType() : Type();
}

static void setSequence(InferenceContext &ic, Type element) {
  if (element && element.isTensor())
    ic.setResultType(0, ic.getContext().getListType(element));
}

// sequence_construct: the join of the inputs' types (none: as declared).
static LogicalResult inferSequenceConstruct(InferenceContext &ic) {
  Type element;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    element = joinElements(element, ic.getOperandType(i));
  setSequence(ic, element);
  return success();
}

// sequence_insert: the sequence's element type joined with the value's.
static LogicalResult inferSequenceInsert(InferenceContext &ic) {
  setSequence(ic, joinElements(elementOf(ic.getOperandType(0)),
                               ic.getOperandType(1)));
  return success();
}

// sequence_erase: the sequence's type.
static LogicalResult inferSequenceErase(InferenceContext &ic) {
  setSequence(ic, elementOf(ic.getOperandType(0)));
  return success();
}

// sequence_at: the element type.
static LogicalResult inferSequenceAt(InferenceContext &ic) {
  Type element = elementOf(ic.getOperandType(0));
  if (element && element.isTensor() && !isUnknownElement(element))
    ic.setResultType(0, element);
  return success();
}

static LogicalResult inferSequenceLength(InferenceContext &ic) {
  ic.setResultType(0, ic.getContext().getIntType());
  return success();
}

// concat_from_sequence: the element's dims with the joined axis unknown,
// or with a new unknown axis at axis (new_axis).
static LogicalResult inferConcatFromSequence(InferenceContext &ic) {
  Type element = elementOf(ic.getOperandType(0));
  if (!element || !element.isTensor())
    return success();
  Context &ctx = ic.getContext();
  if (!element.hasRank()) {
    ic.setResultType(0, ctx.getUnrankedTensorType(element.getDType()));
    return success();
  }
  ConcatFromSequenceOp op(ic.getOp());
  bool newAxis = op.getNewAxis();
  size_t rank = element.getRank() + (newAxis ? 1 : 0);
  auto axis = normalizeAxisOf(ic, op.getAxis(), rank);
  if (failed(axis))
    return failure();
  llvm::SmallVector<Dim, 4> dims(element.getDims().begin(),
                                 element.getDims().end());
  if (newAxis)
    dims.insert(dims.begin() + *axis, Dim());
  else
    dims[*axis] = Dim();
  ic.setResultType(0, ctx.getTensorType(element.getDType(), dims));
  return success();
}

// split_to_sequence: pieces of the input's dims with the axis unknown, or
// removed (no split and not keepdims).
static LogicalResult inferSplitToSequence(InferenceContext &ic) {
  Type in = ic.getOperandType(0);
  if (!in.isTensor())
    return success();
  Context &ctx = ic.getContext();
  if (!in.hasRank()) {
    setSequence(ic, ctx.getUnrankedTensorType(in.getDType()));
    return success();
  }
  SplitToSequenceOp op(ic.getOp());
  auto axis = normalizeAxisOf(ic, op.getAxis(), in.getRank());
  if (failed(axis))
    return failure();
  llvm::SmallVector<Dim, 4> dims(in.getDims().begin(), in.getDims().end());
  bool hasSplit = ic.getNumOperands() > 1 && !ic.isNoneOperand(1);
  if (!hasSplit && !op.getKeepdims())
    dims.erase(dims.begin() + *axis);
  else if (!hasSplit)
    dims[*axis] = Dim(ic.getConstant(1));
  else
    dims[*axis] = Dim();
  setSequence(ic, ctx.getTensorType(in.getDType(), dims));
  return success();
}

void core::attachShapeOpShapeFunctions(Dialect &dialect) {
  bool ok = attachShapeFunctions(
      dialect,
      {
          {"core.shape_of", inferShapeOf},
          {"core.reshape", inferReshape},
          {"core.expand", inferExpand},
          {"core.transpose", inferTranspose},
          {"core.unsqueeze", inferUnsqueeze},
          {"core.squeeze", inferSqueeze},
          {"core.flatten", inferFlatten},
          {"core.tile", inferTile},
          {"core.flip", inferFlip},
          {"core.roll", inferRoll},
          {"core.tril", inferTriangle},
          {"core.triu", inferTriangle},
          {"core.slice", inferSlice},
          {"core.concat", inferConcat<ConcatOp>},
          {"core.split", inferSplit},
          {"core.pad", inferPad},
          {"core.index_select",
           inferGather<IndexSelectOp, IndexDTypes::AnyInteger>},
          {"core.gather", inferGatherElements},
          {"core.scatter", inferScatter},
          {"core.index", inferIndex},
          {"core.index_put", inferIndexPut},
          {"core.one_hot", inferOneHot},
          {"core.nonzero", inferNonZero},
          {"core.sequence_construct", inferSequenceConstruct},
          {"core.sequence_insert", inferSequenceInsert},
          {"core.sequence_erase", inferSequenceErase},
          {"core.sequence_at", inferSequenceAt},
          {"core.sequence_length", inferSequenceLength},
          {"core.concat_from_sequence", inferConcatFromSequence},
          {"core.split_to_sequence", inferSplitToSequence},
      });
  assert(ok && "shape function for an op the core table does not declare");
  (void)ok;
}
