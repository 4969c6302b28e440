//===- Indexing.cpp - Decompositions of slicing, splitting, indexing, padding ===//
//
// Slices and selects become core.slice / core.index_select, splits one
// core.split whose pieces a prim.ListConstruct gathers (ListUnpack and
// __getitem__ of it are forwarded by their own entries, Scalars.cpp),
// advanced indexing core.index after a transpose that brings the indexed
// dims to the front, writes core.scatter / core.index_put, torch's
// last-dim-first pad lists ONNX-style pads.
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include <numeric>

using namespace tocc;
using namespace tocc::detail;

namespace {

/// Operand `i` as a slice bound: none is `ifNone`, else a host int.
FailureOr<HostScalar> readBound(Rewriter &rw, unsigned i, int64_t ifNone) {
  if (rw.isNone(i))
    return hostInt(ifNone);
  FailureOr<HostScalar> s = readHostScalar(rw, i);
  if (failed(s))
    return failure();
  if (s->kind != Type::Int)
    return rw.emitError() << rw.describeOperand(i) << " must be an int";
  return s;
}

// slice.Tensor(self, dim, start, end, step) = self[start:end:step] along
// dim, ATen's clamping (core.slice); the full range is self itself
LogicalResult decomposeSlice(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  FailureOr<HostScalar> start = readBound(rw, 2, 0),
                        end = readBound(rw, 3, kSliceEnd);
  FailureOr<int64_t> step = rw.readInt(4);
  if (failed(dim) || failed(start) || failed(end) || failed(step))
    return failure();
  if (*step <= 0)
    return rw.emitError() << "slices with step " << *step
                          << ", but the step must be positive";
  Dim size = self->value->getType().getDims()[*dim];
  if (*step == 1 && start->isConstant() && start->getInt() == 0 &&
      end->isConstant() &&
      (end->getInt() == kSliceEnd ||
       (size.isStatic() && end->getInt() >= size.getStatic())))
    return replaceWithValue(rw, self->value);
  return replaceWithValue(rw, sliceAxis(rw, self->value, *dim, *start, *end,
                                        *step, op->getResult(0)->getType()));
}

// select.int(self, dim, index) = index_select(self, index as a 0-d
// tensor, dim): the dim goes away, negative indices count from the end
LogicalResult decomposeSelect(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  if (self->rank == 0)
    return rw.emitError() << "selects from a 0-d tensor";
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  FailureOr<HostScalar> index = readBound(rw, 2, 0);
  if (failed(dim) || failed(index))
    return failure();
  return replaceWith(rw, core::IndexSelectOp::getOperationName(),
                     {self->value, hostToTensor(rw, *index, DType::I64)},
                     {{"axis", rw.getI64Attr(*dim)}});
}

// narrow(self, dim, start, length) = self[start:start+length] along dim;
// a negative start counts from the end (narrow.Tensor: start is a 0-d
// tensor)
LogicalResult decomposeNarrow(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  FailureOr<HostScalar> start = readHostScalar(rw, 2),
                        length = readHostScalar(rw, 3);
  if (failed(dim) || failed(start) || failed(length))
    return failure();
  start->kind = length->kind = Type::Int;
  // A negative start counts from the end: start + n, or start mod n
  // (Python's) when computed at run time (start in [-n, n)).
  if (start->isConstant() && start->getInt() < 0)
    start = intBinary(rw, "add", *start, dimSize(rw, self->value, *dim));
  else if (!start->isConstant())
    start = intBinary(rw, "mod", *start, dimSize(rw, self->value, *dim));
  HostScalar end = intBinary(rw, "add", *start, *length);
  return replaceWithValue(rw, sliceAxis(rw, self->value, *dim, *start, end, 1,
                                        op->getResult(0)->getType()));
}

/// The op's list result replaced by the pieces of core.split of `x` along
/// `axis` (sizes given, or none for equal pieces); `squeeze` drops the
/// axis from each piece (unbind).
LogicalResult
replaceWithSplit(Rewriter &rw, Value *x, int64_t axis,
                 std::optional<llvm::SmallVector<int64_t, 4>> sizes,
                 int64_t pieces, bool squeeze = false) {
  Operation *op = rw.getOp();
  DType dt = x->getType().getDType();
  llvm::SmallVector<Type, 4> types(pieces, rw.unrankedTensorType(dt));
  llvm::SmallVector<NamedAttribute, 2> attrs = {{"axis", rw.getI64Attr(axis)}};
  if (sizes)
    attrs.push_back({"sizes", rw.getI64ArrayAttr(*sizes)});
  Operation *split =
      rw.createOp(core::SplitOp::getOperationName(), types, {x}, attrs);
  if (!split)
    return failure();
  llvm::SmallVector<Value *, 4> values;
  for (unsigned i = 0; i < pieces; ++i) {
    Value *v = split->getResult(i);
    if (squeeze)
      v = core::SqueezeOp::createTyped{rw, rw.unrankedTensorType(dt), v,
                                       {axis}};
    values.push_back(v);
  }
  return replaceWithValue(rw, makeList(rw, op->getResult(0)->getType(),
                                       values));
}

/// The static size of `dim` of `x`, or a diagnostic (the number of pieces
/// of a split is the length of a list: it must be known).
FailureOr<int64_t> staticDim(Rewriter &rw, Value *x, int64_t dim,
                             llvm::StringRef why) {
  Dim d = x->getType().getDims()[dim];
  if (d.isStatic())
    return d.getStatic();
  return rw.emitError() << why << ", but dim " << dim << " of "
                        << rw.describeOperand(0) << " is "
                        << (d.isUnknown() ? std::string("unknown")
                                          : d.getExpr()->str());
}

/// Splits into pieces of `size` (the last one smaller), as split.Tensor.
LogicalResult splitBySize(Rewriter &rw, Value *x, int64_t dim, int64_t n,
                          int64_t size) {
  if (size <= 0 && n > 0)
    return rw.emitError() << "splits into pieces of size " << size;
  if (n == 0)
    return replaceWithValue(
        rw, makeList(rw, rw.getOp()->getResult(0)->getType(), {x}));
  llvm::SmallVector<int64_t, 4> sizes;
  for (int64_t at = 0; at < n; at += size)
    sizes.push_back(std::min(size, n - at));
  bool equal = n % size == 0;
  return replaceWithSplit(rw, x, dim,
                          equal ? std::nullopt
                                : std::optional<llvm::SmallVector<int64_t, 4>>(sizes),
                          sizes.size());
}

// split.Tensor(self, split_size, dim): pieces of split_size, the last one
// smaller
LogicalResult decomposeSplitTensor(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> size = rw.readInt(1), dim = rw.readDim(2, self->rank);
  if (failed(size) || failed(dim))
    return failure();
  FailureOr<int64_t> n =
      staticDim(rw, self->value, *dim, "the number of pieces must be known");
  if (failed(n))
    return failure();
  return splitBySize(rw, self->value, *dim, *n, *size);
}

// chunk(self, chunks, dim) = split(self, ceil(n / chunks), dim)
LogicalResult decomposeChunk(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> chunks = rw.readInt(1), dim = rw.readDim(2, self->rank);
  if (failed(chunks) || failed(dim))
    return failure();
  if (*chunks <= 0)
    return rw.emitError() << "chunks into " << *chunks
                          << " pieces (must be positive)";
  // A symbolic dim the chunks divide (2*batch in 2: RAFT's two images
  // through one encoder) gives `chunks` equal pieces of a symbolic size.
  Dim d = self->value->getType().getDims()[*dim];
  if (!d.isStatic() && !d.isUnknown()) {
    shape::ExprContext &ex = d.getExpr()->getContext();
    shape::ExprRef rest = ex.mod(d.getExpr(), ex.getConstant(*chunks));
    if (rest && rest->isConstant() && rest->getConstant() == 0)
      return replaceWithSplit(rw, self->value, *dim, std::nullopt, *chunks);
  }
  FailureOr<int64_t> n =
      staticDim(rw, self->value, *dim, "the number of pieces must be known");
  if (failed(n))
    return failure();
  return splitBySize(rw, self->value, *dim, *n, (*n + *chunks - 1) / *chunks);
}

// split_with_sizes(self, sizes, dim) (also split.sizes, split): pieces of
// the listed sizes
LogicalResult decomposeSplitWithSizes(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(2, self->rank);
  if (failed(dim))
    return failure();
  FailureOr<llvm::SmallVector<HostScalar, 4>> sizes = readHostIntList(rw, 1);
  if (failed(sizes))
    return failure();
  if (llvm::all_of(*sizes, [](const HostScalar &s) { return s.isConstant(); })) {
    llvm::SmallVector<int64_t, 4> known;
    for (const HostScalar &s : *sizes) {
      if (s.getInt() < 0)
        return rw.emitError() << "splits into a piece of size " << s.getInt();
      known.push_back(s.getInt());
    }
    return replaceWithSplit(rw, self->value, *dim, known, known.size());
  }
  // Sizes computed from symbolic dims (`[n // 2, n - n // 2]`): the list's
  // length is the number of pieces, each a slice [start, start + size)
  // whose bounds are host ints computed at run time.
  llvm::SmallVector<Value *, 4> pieces;
  HostScalar start = hostInt(0);
  for (const HostScalar &size : *sizes) {
    HostScalar end = start.isConstant() && start.getInt() == 0
                         ? size
                         : intBinary(rw, "add", start, size);
    pieces.push_back(sliceAxis(rw, self->value, *dim, start, end, 1));
    start = end;
  }
  return replaceWithValue(
      rw, makeList(rw, rw.getOp()->getResult(0)->getType(), pieces));
}

// unbind.int(self, dim) = [self.select(dim, i) for i in range(n)]: equal
// pieces of 1, squeezed
LogicalResult decomposeUnbind(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  if (failed(dim))
    return failure();
  FailureOr<int64_t> n =
      staticDim(rw, self->value, *dim, "the number of pieces must be known");
  if (failed(n))
    return failure();
  if (*n == 0)
    return replaceWithValue(
        rw, makeList(rw, op->getResult(0)->getType(), {}));
  return replaceWithSplit(rw, self->value, *dim, std::nullopt, *n,
                          /*squeeze=*/true);
}

// tensor_split.sections(self, sections, dim): the first n % sections
// pieces have n // sections + 1 elements, the others n // sections. With a
// dim known only at run time, piece i is the slice from
// i * (n // sections) + min(i, n % sections) to the next piece's start.
LogicalResult decomposeTensorSplitSections(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> sections = rw.readInt(1), dim = rw.readDim(2, self->rank);
  if (failed(sections) || failed(dim))
    return failure();
  if (*sections <= 0)
    return rw.emitError() << "splits into " << *sections << " sections";
  const Dim &d = self->value->getType().getDims()[*dim];
  if (d.isStatic()) {
    int64_t n = d.getStatic();
    llvm::SmallVector<int64_t, 4> sizes;
    for (int64_t i = 0; i < *sections; ++i)
      sizes.push_back(n / *sections + (i < n % *sections ? 1 : 0));
    return replaceWithSplit(rw, self->value, *dim, sizes, sizes.size());
  }
  HostScalar n = dimSize(rw, self->value, *dim);
  HostScalar base = intBinary(rw, "floordiv", n, hostInt(*sections));
  HostScalar extra = intBinary(rw, "mod", n, hostInt(*sections));
  auto startOf = [&](int64_t i) {
    if (i == 0)
      return hostInt(0);
    if (i == *sections)
      return n;
    return intBinary(rw, "add",
                     i == 1 ? base : intBinary(rw, "mul", hostInt(i), base),
                     intBinary(rw, "min", hostInt(i), extra));
  };
  llvm::SmallVector<Value *, 4> pieces;
  HostScalar start = startOf(0);
  for (int64_t i = 0; i < *sections; ++i) {
    HostScalar end = startOf(i + 1);
    Value *piece = sliceAxis(rw, self->value, *dim, start, end, 1);
    if (!piece)
      return failure();
    pieces.push_back(piece);
    start = end;
  }
  return replaceWithValue(rw, makeList(rw, op->getResult(0)->getType(), pieces));
}

// tensor_split.indices(self, indices, dim): piece k is
// self[indices[k-1] : indices[k]] along dim (Python slices: negative
// indices count from the end, out-of-range ones clamp, and a later index
// below an earlier one gives an empty piece while the next piece starts
// at it again: tensor_split(arange(5), [3, 1]) is [0 1 2], [], [1 2 3 4]).
// With a static dim and indices that only grow, one split; else a slice
// per piece, which needs neither.
LogicalResult decomposeTensorSplitIndices(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<llvm::SmallVector<int64_t, 4>> indices = rw.readIntList(1);
  FailureOr<int64_t> dim = rw.readDim(2, self->rank);
  if (failed(indices) || failed(dim))
    return failure();
  Type t = self->value->getType();
  const Dim &d = t.getDims()[*dim];
  if (d.isStatic()) {
    int64_t n = d.getStatic();
    auto clampIndex = [&](int64_t i) {
      if (i < 0)
        i += n;
      return std::min(std::max<int64_t>(i, 0), n);
    };
    llvm::SmallVector<int64_t, 4> sizes;
    int64_t prev = 0;
    bool grows = true;
    for (int64_t i : *indices) {
      int64_t at = clampIndex(i);
      grows &= at >= prev;
      sizes.push_back(at - prev);
      prev = at;
    }
    sizes.push_back(n - prev);
    if (grows)
      return replaceWithSplit(rw, self->value, *dim, sizes, sizes.size());
  }
  llvm::SmallVector<Value *, 4> pieces;
  HostScalar start = hostInt(0);
  for (size_t k = 0; k <= indices->size(); ++k) {
    HostScalar end = k < indices->size()
                         ? hostInt((*indices)[k])
                         : hostInt(std::numeric_limits<int64_t>::max());
    Value *piece = sliceAxis(rw, self->value, *dim, start, end, 1);
    if (!piece)
      return failure();
    pieces.push_back(piece);
    start = end;
  }
  return replaceWithValue(
      rw, makeList(rw, rw.getOp()->getResult(0)->getType(), pieces));
}

//===----------------------------------------------------------------------===//
// Padding
//===----------------------------------------------------------------------===//

/// torch's pad list (pairs from the last dim, possibly fewer than the
/// rank) as core.pad's 1-D pads (begins, then ends, one per dim).
FailureOr<Value *> onnxPads(Rewriter &rw, unsigned i, int64_t rank) {
  // The amounts may be computed at run time (F.pad to a multiple of 8 of
  // a dynamic size): then the pads are built in the graph.
  FailureOr<llvm::SmallVector<HostScalar, 4>> pad = readHostIntList(rw, i);
  if (failed(pad))
    return failure();
  if (pad->size() % 2 != 0 || int64_t(pad->size()) > 2 * rank)
    return rw.emitError() << rw.describeOperand(i) << " has " << pad->size()
                          << " entries, but a tensor of rank " << rank
                          << " takes an even number up to " << 2 * rank;
  llvm::SmallVector<HostScalar, 8> pads(2 * rank, hostInt(0));
  for (size_t k = 0; k < pad->size() / 2; ++k) {
    pads[rank - 1 - k] = (*pad)[2 * k];
    pads[2 * rank - 1 - k] = (*pad)[2 * k + 1];
  }
  return i64Vector(rw, pads);
}

/// core.pad of operand 0 with the pad list of operand `padIndex`.
LogicalResult replaceWithPad(Rewriter &rw, unsigned padIndex,
                             llvm::StringRef mode, double value) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<Value *> pads = onnxPads(rw, padIndex, self->rank);
  if (failed(pads))
    return failure();
  return replaceWith(
      rw, core::PadOp::getOperationName(), {self->value, *pads},
      {{"mode", rw.getStringAttr(mode)}, {"value", rw.getF64Attr(value)}});
}

// constant_pad_nd(self, pad, value): pads with value
LogicalResult decomposeConstantPadNd(Rewriter &rw, Operation *) {
  FailureOr<double> value = rw.readFloat(2);
  if (failed(value))
    return failure();
  return replaceWithPad(rw, 1, "constant", *value);
}

// pad(self, pad, mode, value): mode constant (value, default 0), reflect,
// replicate or circular
LogicalResult decomposePad(Rewriter &rw, Operation *) {
  FailureOr<std::string> mode = rw.readString(2);
  if (failed(mode))
    return failure();
  if (*mode != "constant" && *mode != "reflect" && *mode != "replicate" &&
      *mode != "circular")
    return rw.emitError() << "pads in mode '" << *mode
                          << "' (expected constant, reflect, replicate or "
                             "circular)";
  double value = 0.0;
  if (!rw.isNone(3)) {
    FailureOr<double> v = rw.readFloat(3);
    if (failed(v))
      return failure();
    if (*mode != "constant" && *v != 0.0)
      return rw.emitError() << "pads in mode '" << *mode
                            << "' with a value (only constant mode takes one)";
    value = *v;
  }
  return replaceWithPad(rw, 1, *mode, value);
}

// reflection_pad{1,2,3}d(self, padding) = pad(self, padding, "reflect")
LogicalResult decomposeReflectionPad(Rewriter &rw, Operation *) {
  return replaceWithPad(rw, 1, "reflect", 0.0);
}

// replication_pad{1,2,3}d(self, padding) = pad(self, padding, "replicate")
LogicalResult decomposeReplicationPad(Rewriter &rw, Operation *) {
  return replaceWithPad(rw, 1, "replicate", 0.0);
}

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

/// The index tensors of a Tensor?[] operand with the dims they index (none
/// entries skipped). A bool mask of rank r at dim d indexes dims d..d+r-1
/// with the r columns of its nonzero() (torch's own rule), whose length
/// depends on the data.
struct IndexList {
  llvm::SmallVector<int64_t, 4> positions;
  llvm::SmallVector<Value *, 4> tensors;
  /// The bool masks and the dim each starts at.
  llvm::SmallVector<std::pair<Value *, int64_t>, 2> masks;
};
FailureOr<IndexList> readIndexList(Rewriter &rw, unsigned i, int64_t rank) {
  Value *list = rw.getOp()->getOperand(i);
  Operation *def = list->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return rw.emitError() << rw.describeOperand(i)
                          << " must be a list built by prim.ListConstruct";
  IndexList out;
  int64_t dim = 0;
  for (unsigned k = 0, e = def->getNumOperands(); k != e; ++k) {
    Value *v = def->getOperand(k);
    if (matchConstantNone(v)) {
      ++dim;
      continue;
    }
    Type t = v->getType();
    if (!t.isTensor())
      return rw.emitError() << "index " << k << " of " << rw.describeOperand(i)
                            << " is " << t.str();
    if (t.getDType() == DType::Bool || t.getDType() == DType::U8) {
      if (!t.hasRank())
        return rw.emitError() << "indexes with a bool mask (index " << k
                              << ") of unknown rank";
      int64_t r = t.getRank();
      Value *mask = t.getDType() == DType::Bool ? v : rw.castTo(v, DType::Bool);
      out.masks.push_back({mask, dim});
      // nonzero(mask): [n, r]; column c indexes dim + c.
      Value *nz = core::NonzeroOp::createTyped{
          rw, rw.unrankedTensorType(DType::I64), mask};
      for (int64_t c = 0; c < r; ++c) {
        Value *col = sliceAxis(rw, nz, 1, hostInt(c), hostInt(c + 1), 1);
        out.tensors.push_back(core::SqueezeOp::createTyped{
            rw, rw.unrankedTensorType(DType::I64), col, {1}});
        out.positions.push_back(dim + c);
      }
      dim += r;
      continue;
    }
    if (t.getDType() != DType::Unknown && !isIntegerDType(t.getDType()))
      return rw.emitError() << "index " << k << " has dtype "
                            << dtypeName(t.getDType())
                            << " (expected an integer tensor)";
    out.positions.push_back(dim++);
    out.tensors.push_back(v);
  }
  if (dim > rank)
    return rw.emitError() << "indexes " << dim
                          << " dims of a tensor of rank " << rank;
  return out;
}

/// Whether `positions` are 0, 1, ..., k-1.
bool isLeading(llvm::ArrayRef<int64_t> positions) {
  for (size_t k = 0; k < positions.size(); ++k)
    if (positions[k] != int64_t(k))
      return false;
  return true;
}

// index.Tensor(self, indices): advanced indexing. The indexed dims move to
// the front (transpose), core.index takes them; when they were adjacent
// after p leading dims, torch keeps the broadcast index dims B at p, so a
// second transpose moves them there.
LogicalResult decomposeIndex(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<IndexList> idx = readIndexList(rw, 1, self->rank);
  if (failed(idx))
    return failure();
  if (idx->tensors.empty())
    return replaceWithValue(rw, self->value);
  llvm::ArrayRef<int64_t> pos = idx->positions;
  int64_t k = pos.size();
  bool adjacent = pos.back() - pos.front() + 1 == k;
  llvm::SmallVector<int64_t, 4> perm(pos.begin(), pos.end());
  for (int64_t d = 0; d < self->rank; ++d)
    if (!llvm::is_contained(pos, d))
      perm.push_back(d);
  Value *x = self->value;
  DType dt = x->getType().getDType();
  if (!isLeading(pos))
    x = core::TransposeOp::createTyped{rw, rw.unrankedTensorType(dt), x, perm};
  llvm::SmallVector<Value *, 4> operands = {x};
  operands.append(idx->tensors.begin(), idx->tensors.end());
  int64_t p = pos.front();
  if (!adjacent || p == 0)
    return replaceWith(rw, core::IndexOp::getOperationName(), operands);
  int64_t b = 0;
  for (Value *t : idx->tensors) {
    if (!t->getType().hasRank())
      return rw.emitError() << "needs the ranks of its index tensors";
    b = std::max(b, t->getType().getRank());
  }
  Value *r = core::IndexOp::createTyped{
      rw, rw.unrankedTensorType(dt), operands.front(),
      llvm::ArrayRef<Value *>(operands).drop_front()};
  // r: B + dims[:p] + dims[p+k:] -> dims[:p] + B + dims[p+k:]
  llvm::SmallVector<int64_t, 4> back;
  for (int64_t d = 0; d < p; ++d)
    back.push_back(b + d);
  for (int64_t d = 0; d < b; ++d)
    back.push_back(d);
  for (int64_t d = b + p; d < b + self->rank - k; ++d)
    back.push_back(d);
  return replaceWith(rw, core::TransposeOp::getOperationName(), {r},
                     {{"perm", rw.getI64ArrayAttr(back)}});
}

/// index_put of a single bool mask covering the leading dims of self with
/// one value (a 0-d or one-element tensor): the value broadcasts to every
/// selected element, so core.where does it without the data-dependent
/// nonzero(). nullopt when the op is not of that form.
std::optional<LogicalResult> maskedPutAsWhere(Rewriter &rw, Operation *op,
                                              Value *self, Value *values,
                                              bool accumulate) {
  Operation *list = op->getOperand(1)->getDefiningOp();
  if (!list || list->getNameStr() != "prim.ListConstruct" ||
      list->getNumOperands() != 1)
    return std::nullopt;
  Type mt = list->getOperand(0)->getType(), vt = values->getType();
  Type st = self->getType();
  if (!mt.isTensor() || mt.getDType() != DType::Bool || !mt.hasRank() ||
      !st.hasRank() || mt.getRank() > st.getRank() || !vt.hasRank())
    return std::nullopt;
  for (Dim d : vt.getDims())
    if (!d.isStatic() || d.getStatic() != 1)
      return std::nullopt;
  DType dt = st.getDType();
  // The mask covers the leading dims: trailing dims of size 1 broadcast it
  // over the rest.
  llvm::SmallVector<int64_t, 4> tail;
  for (int64_t d = mt.getRank(); d < st.getRank(); ++d)
    tail.push_back(d);
  Value *mask = tail.empty() ? list->getOperand(0)
                             : unsqueezeAt(rw, list->getOperand(0), tail);
  Value *v = rw.castTo(values, dt);
  if (vt.getRank() != 0)
    v = core::ReshapeOp::createTyped{rw, rw.unrankedTensorType(dt), v,
                                     rw.createI64Constant({})};
  if (accumulate)
    v = core::AddOp::createTyped{rw, rw.unrankedTensorType(dt), self, v};
  return replaceWith(rw, core::WhereOp::getOperationName(), {mask, v, self});
}

// index_put(self, indices, values, accumulate) with index tensors on the
// leading dims = core.index_put, values cast to self's dtype; index_put_
// is the same when self is dead afterwards
LogicalResult decomposeIndexPut(Rewriter &rw, Operation *op) {
  if (op->getNameStr().ends_with("_") && observedMutation(op))
    return rw.emitError() << "writes its input in place, and the written "
                             "tensor is used after it; only in-place ops "
                             "whose input is dead afterwards become "
                             "functional";
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<Value *> values = rw.readTensor(2);
  FailureOr<bool> accumulate = rw.readBool(3);
  if (failed(self) || failed(values) || failed(accumulate))
    return failure();
  // x[mask] = v with v one element: where(mask, v, x) (or x + v where
  // the mask is set, accumulating), with no data-dependent shape.
  if (std::optional<LogicalResult> r =
          maskedPutAsWhere(rw, op, self->value, *values, *accumulate))
    return *r;
  FailureOr<IndexList> idx = readIndexList(rw, 1, self->rank);
  if (failed(idx))
    return failure();
  if (idx->tensors.empty() || !isLeading(idx->positions))
    return rw.emitError() << "writes through indices that are not on the "
                             "leading dims (a none before an index); only "
                             "leading index tensors are supported";
  llvm::SmallVector<Value *, 4> operands = {self->value};
  operands.append(idx->tensors.begin(), idx->tensors.end());
  operands.push_back(rw.castTo(*values, self->value->getType().getDType()));
  return replaceWith(rw, core::IndexPutOp::getOperationName(), operands,
                     {{"accumulate", rw.getBoolAttr(*accumulate)}});
}

// index_select(self, dim, index) = core.index_select; a 0-d index keeps
// the dim (as a dim of 1)
LogicalResult decomposeIndexSelect(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<Value *> index = rw.readTensor(2);
  if (failed(self) || failed(index))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  if (failed(dim))
    return failure();
  Value *i = *index;
  if (i->getType().hasRank() && i->getType().getRank() == 0)
    i = unsqueezeAt(rw, i, {0});
  return replaceWith(rw, core::IndexSelectOp::getOperationName(),
                     {self->value, i}, {{"axis", rw.getI64Attr(*dim)}});
}

// embedding(weight, indices, ...) = index_select(weight, indices, 0)
// (padding_idx only matters for gradients)
LogicalResult decomposeEmbedding(Rewriter &rw, Operation *) {
  FailureOr<Value *> weight = rw.readTensor(0), indices = rw.readTensor(1);
  if (failed(weight) || failed(indices))
    return failure();
  return replaceWith(rw, core::IndexSelectOp::getOperationName(),
                     {*weight, *indices}, {{"axis", rw.getI64Attr(0)}});
}

// gather(self, dim, index, sparse_grad) = core.gather
LogicalResult decomposeGather(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<Value *> index = rw.readTensor(2);
  if (failed(self) || failed(index))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  if (failed(dim))
    return failure();
  return replaceWith(rw, core::GatherOp::getOperationName(),
                     {self->value, *index}, {{"axis", rw.getI64Attr(*dim)}});
}

/// core.scatter of self along operand 1's dim at operand 2's indices, the
/// updates being operand 3 (a tensor, cut to the index's dims) or a
/// scalar broadcast to the index's dims; `reduce` none, add or mul.
LogicalResult replaceWithScatter(Rewriter &rw, llvm::StringRef reduce) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<Value *> index = rw.readTensor(2);
  if (failed(self) || failed(index))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  if (failed(dim))
    return failure();
  DType dt = self->value->getType().getDType();
  Value *updates;
  if (rw.getOp()->getOperand(3)->getType().isTensor()) {
    updates = rw.castTo(cutToIndex(rw, rw.getOp()->getOperand(3), *index,
                                   self->rank),
                        dt);
  } else {
    FailureOr<ScalarArg> value = readScalar(rw, 3);
    if (failed(value))
      return failure();
    updates = core::FullOp::createTyped{
        rw, rw.tensorTypeLike((*index)->getType(), dt), shapeOf(rw, *index),
        materializeScalar(rw, *value, dt)};
  }
  return replaceWith(
      rw, core::ScatterOp::getOperationName(), {self->value, *index, updates},
      {{"axis", rw.getI64Attr(*dim)}, {"reduce", rw.getStringAttr(reduce)}});
}

// scatter.src(self, dim, index, src): out[index[i][j]][j] = src[i][j]
// (dim 0); scatter.value takes a scalar for every src entry; the in-place
// forms are the same when self is dead afterwards
LogicalResult decomposeScatter(Rewriter &rw, Operation *op) {
  if (op->getNameStr().ends_with("_") && observedMutation(op))
    return rw.emitError() << "writes its input in place, and the written "
                             "tensor is used after it; only in-place ops "
                             "whose input is dead afterwards become "
                             "functional";
  return replaceWithScatter(rw, "none");
}

// scatter_add(self, dim, index, src): out[index[i][j]][j] += src[i][j]
LogicalResult decomposeScatterAdd(Rewriter &rw, Operation *) {
  return replaceWithScatter(rw, "add");
}

// scatter.reduce(self, dim, index, src, reduce) (and value_reduce):
// reduce "add" or "multiply"
LogicalResult decomposeScatterReduce(Rewriter &rw, Operation *) {
  FailureOr<std::string> reduce = rw.readString(4);
  if (failed(reduce))
    return failure();
  if (*reduce != "add" && *reduce != "multiply")
    return rw.emitError() << "scatters with reduce '" << *reduce
                          << "' (expected add or multiply)";
  return replaceWithScatter(rw, *reduce == "add" ? "add" : "mul");
}

/// core.scatter of `src` into `self` along `dim` at the positions `pos` (a
/// 1-D i64 tensor, one per src entry along dim): the index tensor is pos
/// shaped [1, .., n, .., 1] and expanded to src's dims.
LogicalResult scatterAlong(Rewriter &rw, Value *self, Value *src, int64_t dim,
                           int64_t rank, Value *pos) {
  llvm::SmallVector<int64_t, 4> shape(rank, 1);
  shape[dim] = -1;
  Value *shaped = core::ReshapeOp::createTyped{
      rw, rw.unrankedTensorType(DType::I64), pos, rw.createI64Constant(shape)};
  Value *index = core::ExpandOp::createTyped{
      rw, rw.unrankedTensorType(DType::I64), shaped, shapeOf(rw, src)};
  return replaceWith(rw, core::ScatterOp::getOperationName(),
                     {self, index, rw.castTo(src, self->getType().getDType())},
                     {{"axis", rw.getI64Attr(dim)}});
}

/// The positions self[start:end:step] reads along `dim`, as a 1-D i64
/// tensor: constants when the dim is static, else arange(dim) sliced at run
/// time (core.slice has Python's rules: negative bounds count from the end,
/// out-of-range ones clamp).
Value *slicePositions(Rewriter &rw, Value *self, int64_t dim,
                      std::optional<HostScalar> startArg,
                      std::optional<HostScalar> endArg, int64_t step) {
  HostScalar n = dimSize(rw, self, dim);
  auto constant = [](const std::optional<HostScalar> &b) {
    return !b || b->isConstant();
  };
  std::optional<int64_t> start, end;
  if (startArg && startArg->isConstant())
    start = startArg->getInt();
  if (endArg && endArg->isConstant())
    end = endArg->getInt();
  if (n.isConstant() && constant(startArg) && constant(endArg)) {
    int64_t size = n.getInt();
    auto bound = [&](std::optional<int64_t> b, int64_t ifNone) {
      int64_t v = b.value_or(ifNone);
      if (v < 0)
        v += size;
      return std::min(std::max<int64_t>(v, 0), size);
    };
    llvm::SmallVector<int64_t, 8> positions;
    for (int64_t i = bound(start, 0), e = bound(end, size); i < e; i += step)
      positions.push_back(i);
    return rw.createI64Constant(positions);
  }
  Type i64 = rw.unrankedTensorType(DType::I64);
  Value *all = core::ArangeOp::createTyped{
      rw, i64, rw.createScalarConstant(DType::I64, 0),
      hostToTensor(rw, n, DType::I64), rw.createScalarConstant(DType::I64, 1),
      DType::I64};
  return sliceAxis(rw, all, 0, startArg.value_or(hostInt(0)),
                   endArg.value_or(hostInt(std::numeric_limits<int64_t>::max())),
                   step);
}

/// An `int?` slice bound: none, or a number (known or computed).
FailureOr<std::optional<HostScalar>> readBound(Rewriter &rw, unsigned i) {
  if (rw.getOp()->getOperand(i)->getType().isNone())
    return std::optional<HostScalar>();
  FailureOr<HostScalar> b = readHostScalar(rw, i);
  if (failed(b))
    return failure();
  return std::optional<HostScalar>(*b);
}

// slice_scatter(self, src, dim, start, end, step): self with
// self[start:end:step] (along dim) = src
LogicalResult decomposeSliceScatter(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<RankedTensor> src = readRankedTensor(rw, 1);
  if (failed(self) || failed(src))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(2, self->rank);
  if (failed(dim))
    return failure();
  FailureOr<std::optional<HostScalar>> start = readBound(rw, 3),
                                       end = readBound(rw, 4);
  FailureOr<int64_t> step = rw.readInt(5);
  if (failed(start) || failed(end) || failed(step))
    return failure();
  if (*step <= 0)
    return rw.emitError() << "writes with step " << *step
                          << ", but the step must be positive";
  Value *pos =
      slicePositions(rw, self->value, *dim, *start, *end, *step);
  Type pt = pos->getType();
  if (pt.hasRank() && pt.getDims()[0].isStatic() &&
      pt.getDims()[0].getStatic() == 0)
    return replaceWithValue(rw, self->value);
  return scatterAlong(rw, self->value, src->value, *dim, self->rank, pos);
}

// select_scatter(self, src, dim, index): self with self.select(dim, index)
// = src; a negative index counts from the end
LogicalResult decomposeSelectScatter(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  FailureOr<RankedTensor> src = readRankedTensor(rw, 1);
  if (failed(self) || failed(src))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(2, self->rank);
  FailureOr<HostScalar> index = readHostScalar(rw, 3);
  if (failed(dim) || failed(index))
    return failure();
  Value *pos;
  if (index->isConstant()) {
    int64_t i = index->getInt();
    std::optional<HostScalar> end;
    if (i != -1)
      end = hostInt(i + 1);
    pos = slicePositions(rw, self->value, *dim, hostInt(i), end, 1);
  } else {
    // An index computed at run time (`xy_preds[i, 0, :] = ...` in a loop
    // over i): [i], or [i + n] for a negative one.
    Type i64 = rw.getContext().getTensorType(DType::I64, {1});
    Value *i = core::ReshapeOp::createTyped{
        rw, i64, hostToTensor(rw, *index, DType::I64),
        rw.createI64Constant({1})};
    Value *n = hostToTensor(rw, dimSize(rw, self->value, *dim), DType::I64);
    Value *negative = core::LtOp::createTyped{
        rw, rw.getContext().getTensorType(DType::Bool, {1}), i,
        rw.createScalarConstant(DType::I64, 0)};
    Value *wrapped = core::AddOp::createTyped{rw, i64, i, n};
    pos = core::WhereOp::createTyped{rw, i64, negative, wrapped, i};
  }
  Value *expanded = unsqueezeAt(rw, src->value, {*dim});
  return scatterAlong(rw, self->value, expanded, *dim, self->rank, pos);
}

// nonzero(self) = core.nonzero
LogicalResult decomposeNonzero(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0);
  if (failed(self))
    return failure();
  return replaceWith(rw, core::NonzeroOp::getOperationName(), {*self});
}

// one_hot(self, num_classes) = core.one_hot; num_classes = -1 (the data's
// max + 1) is data-dependent
LogicalResult decomposeOneHot(Rewriter &rw, Operation *) {
  FailureOr<Value *> self = rw.readTensor(0);
  FailureOr<int64_t> classes = rw.readInt(1);
  if (failed(self) || failed(classes))
    return failure();
  if (*classes <= 0)
    return rw.emitError() << "has num_classes " << *classes
                          << ": only a positive constant is supported (-1 "
                             "depends on the data)";
  return replaceWith(rw, core::OneHotOp::getOperationName(), {*self},
                     {{"num_classes", rw.getI64Attr(*classes)}});
}

// cumsum(self, dim, dtype): running sum in dtype (default: i64 for
// integer and bool inputs, else self's dtype)
LogicalResult decomposeCumsum(Rewriter &rw, Operation *) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(1, self->rank);
  DType in = self->value->getType().getDType();
  FailureOr<DType> dt = readDType(
      rw, 2, in == DType::Bool || isIntegerDType(in) ? DType::I64 : in);
  if (failed(dim) || failed(dt))
    return failure();
  Value *x = rw.castTo(self->value, *dt);
  if (self->rank == 0)
    return replaceWithValue(rw, x);
  return replaceWith(rw, core::CumsumOp::getOperationName(), {x},
                     {{"axis", rw.getI64Attr(*dim)}});
}

// topk(self, k, dim, largest, sorted) = core.topk with k a 0-d i64 tensor
LogicalResult decomposeTopk(Rewriter &rw, Operation *op) {
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<HostScalar> k = readHostScalar(rw, 1);
  FailureOr<int64_t> dim = rw.readDim(2, self->rank);
  FailureOr<bool> largest = rw.readBool(3), sorted = rw.readBool(4);
  if (failed(k) || failed(dim) || failed(largest) || failed(sorted))
    return failure();
  k->kind = Type::Int;
  Operation *topk = core::TopkOp::createTyped{
      rw, op->getResult(0)->getType(), op->getResult(1)->getType(), self->value,
      hostToTensor(rw, *k, DType::I64), *dim, *largest, *sorted};
  if (!topk)
    return failure();
  rw.replaceOp(op, {topk->getResult(0), topk->getResult(1)});
  return success();
}

/// core.sort of operand 0 along operand `dimIndex`'s dim; the results the
/// op has (values and indices, or indices only for argsort).
LogicalResult replaceWithSort(Rewriter &rw, unsigned dimIndex,
                              unsigned descendingIndex,
                              std::optional<unsigned> stableIndex) {
  Operation *op = rw.getOp();
  FailureOr<RankedTensor> self = readRankedTensor(rw, 0);
  if (failed(self))
    return failure();
  FailureOr<int64_t> dim = rw.readDim(dimIndex, self->rank);
  FailureOr<bool> descending = rw.readBool(descendingIndex);
  if (failed(dim) || failed(descending))
    return failure();
  bool stable = false;
  if (stableIndex && !rw.isNone(*stableIndex)) {
    FailureOr<bool> s = rw.readBool(*stableIndex);
    if (failed(s))
      return failure();
    stable = *s;
  }
  bool argsort = op->getNumResults() == 1;
  Type valuesType = argsort ? rw.unrankedTensorType(
                                  self->value->getType().getDType())
                            : op->getResult(0)->getType();
  Type indicesType = op->getResult(argsort ? 0 : 1)->getType();
  Operation *sort = core::SortOp::createTyped{
      rw, valuesType, indicesType, self->value, *dim, *descending, stable};
  if (!sort)
    return failure();
  if (argsort)
    rw.replaceOp(op, {sort->getResult(1)});
  else
    rw.replaceOp(op, {sort->getResult(0), sort->getResult(1)});
  return success();
}

// sort(self, dim, descending) = core.sort
LogicalResult decomposeSort(Rewriter &rw, Operation *) {
  return replaceWithSort(rw, 1, 2, std::nullopt);
}

// sort.stable(self, stable, dim, descending) = core.sort
LogicalResult decomposeSortStable(Rewriter &rw, Operation *) {
  return replaceWithSort(rw, 2, 3, 1u);
}

// argsort(self, dim, descending) = sort(...).indices
LogicalResult decomposeArgsort(Rewriter &rw, Operation *) {
  return replaceWithSort(rw, 1, 2, std::nullopt);
}

// argsort.stable(self, stable, dim, descending) = sort(...).indices
LogicalResult decomposeArgsortStable(Rewriter &rw, Operation *) {
  return replaceWithSort(rw, 2, 3, 1u);
}

} // namespace

Value *detail::cutToIndex(Rewriter &rw, Value *src, Value *index,
                          int64_t rank) {
  Type s = src->getType(), i = index->getType();
  if (s.hasRank() && i.hasRank() && s.getDims() == i.getDims())
    return src;
  llvm::SmallVector<int64_t, 4> zeros(rank, 0), axes(rank), ones(rank, 1);
  std::iota(axes.begin(), axes.end(), 0);
  return core::SliceOp::createTyped{
      rw, rw.unrankedTensorType(s.getDType()), src, rw.createI64Constant(zeros),
      shapeOf(rw, index), rw.createI64Constant(axes),
      rw.createI64Constant(ones)};
}

void detail::registerIndexingDecompositions() {
  addBuiltin("aten::slice.Tensor", decomposeSlice);
  addBuiltin("aten::select.int", decomposeSelect);
  addBuiltin("aten::narrow", decomposeNarrow);
  addBuiltin("aten::narrow.Tensor", decomposeNarrow);
  addBuiltin("aten::split.Tensor", decomposeSplitTensor);
  addBuiltin("aten::chunk", decomposeChunk);
  // The unsafe_ forms differ only in autograd's view tracking.
  addBuiltin("aten::unsafe_split.Tensor", decomposeSplitTensor);
  addBuiltin("aten::unsafe_chunk", decomposeChunk);
  addBuiltin("aten::unsafe_split_with_sizes", decomposeSplitWithSizes);
  addBuiltin("aten::split_with_sizes", decomposeSplitWithSizes);
  addBuiltin("aten::split.sizes", decomposeSplitWithSizes);
  addBuiltin("aten::split", decomposeSplitWithSizes);
  addBuiltin("aten::unbind.int", decomposeUnbind);
  addBuiltin("aten::tensor_split.sections", decomposeTensorSplitSections);
  addBuiltin("aten::tensor_split.indices", decomposeTensorSplitIndices);
  addBuiltin("aten::constant_pad_nd", decomposeConstantPadNd);
  addBuiltin("aten::pad", decomposePad);
  addBuiltin("aten::reflection_pad1d", decomposeReflectionPad);
  addBuiltin("aten::reflection_pad2d", decomposeReflectionPad);
  addBuiltin("aten::reflection_pad3d", decomposeReflectionPad);
  addBuiltin("aten::replication_pad1d", decomposeReplicationPad);
  addBuiltin("aten::replication_pad2d", decomposeReplicationPad);
  addBuiltin("aten::replication_pad3d", decomposeReplicationPad);
  addBuiltin("aten::index.Tensor", decomposeIndex);
  addBuiltin("aten::index_put", decomposeIndexPut);
  addBuiltin("aten::index_put_", decomposeIndexPut);
  addBuiltin("aten::index_select", decomposeIndexSelect);
  addBuiltin("aten::embedding", decomposeEmbedding);
  addBuiltin("aten::gather", decomposeGather);
  addBuiltin("aten::scatter.src", decomposeScatter);
  addBuiltin("aten::scatter.value", decomposeScatter);
  // pack_padded_sequence(enforce_sorted=False) inverts its permutation
  // with scatter_ into empty_like.
  addBuiltin("aten::scatter_.src", decomposeScatter);
  addBuiltin("aten::scatter_.value", decomposeScatter);
  addBuiltin("aten::scatter.reduce", decomposeScatterReduce);
  addBuiltin("aten::scatter.value_reduce", decomposeScatterReduce);
  addBuiltin("aten::scatter_add", decomposeScatterAdd);
  addBuiltin("aten::slice_scatter", decomposeSliceScatter);
  addBuiltin("aten::select_scatter", decomposeSelectScatter);
  addBuiltin("aten::nonzero", decomposeNonzero);
  addBuiltin("aten::one_hot", decomposeOneHot);
  addBuiltin("aten::cumsum", decomposeCumsum);
  addBuiltin("aten::topk", decomposeTopk);
  addBuiltin("aten::sort", decomposeSort);
  addBuiltin("aten::sort.stable", decomposeSortStable);
  addBuiltin("aten::argsort", decomposeArgsort);
  addBuiltin("aten::argsort.stable", decomposeArgsortStable);
  registerIndexUpdateDecompositions();
  registerUniqueDecompositions();
}
