//===- CoreOpsShape.cpp - core ops: shapes, indexing, creation, host scalars
//===//
//
// Each core op as the ATen op that defines it; see CoreOps.cpp. Host
// scalars are IValue ints, doubles and bools with Python's semantics (the
// integer `//` and `%` round toward -inf). Ops with several results return
// a tuple, which the interpreter spreads over the results.
//
//===----------------------------------------------------------------------===//
#include "CoreOpHelpers.h"
#include "tocc/Support/PythonArith.h"

#include <ATen/NativeFunctions.h>

#include <cmath>

using namespace tocc;
using namespace tocc::runtime;
using namespace tocc::runtime::detail;

namespace {

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

/// A 0-d (or one-element) tensor operand's value as an ATen Scalar.
llvm::Expected<at::Scalar> scalarAt(Operands operands, unsigned i) {
  auto t = tensorAt(operands, i);
  if (!t)
    return t.takeError();
  if (t->numel() != 1)
    return makeError("operand #" + llvm::Twine(i) +
                     " must have one element, it has " +
                     llvm::Twine(t->numel()));
  return t->item();
}

// full(shape, value) = value broadcast to shape, in value's dtype
Result fullOp(const Operation &, Operands operands) {
  auto shape = intsAt(operands, 0);
  auto value = tensorAt(operands, 1);
  if (!shape)
    return shape.takeError();
  if (!value)
    return value.takeError();
  for (int64_t d : *shape)
    if (d < 0)
      return makeError("full: negative size " + llvm::Twine(d));
  if (value->numel() != 1)
    return makeError("full: the value must have one element");
  if (llvm::Error err = checkTensorSize(*shape))
    return err;
  return value->reshape({}).expand(*shape).contiguous();
}

// arange(start, end, step) = torch.arange(start, end, step, dtype=dtype)
Result arangeOp(const Operation &op, Operands operands) {
  auto start = scalarAt(operands, 0), end = scalarAt(operands, 1),
       step = scalarAt(operands, 2);
  if (!start)
    return start.takeError();
  if (!end)
    return end.takeError();
  if (!step)
    return step.takeError();
  if (step->toDouble() == 0)
    return makeError("arange: step must not be 0");
  std::optional<c10::ScalarType> st =
      toScalarType(view<core::ArangeOp>(op).getDtype());
  if (!st)
    return makeError("arange: LibTorch has no such dtype");
  // Its length, ceil((end - start) / step), before LibTorch allocates it
  // (a length that is not finite is LibTorch's error to report).
  double length =
      std::ceil((end->toDouble() - start->toDouble()) / step->toDouble());
  if (std::isfinite(length) && length > 0)
    if (llvm::Error err =
            checkTensorSize({length >= 9.2e18 ? INT64_MAX : int64_t(length)}))
      return err;
  return at::arange(*start, *end, *step, at::TensorOptions().dtype(*st));
}

//===----------------------------------------------------------------------===//
// Shape changes
//===----------------------------------------------------------------------===//

// tile(x, repeats) = x.repeat(repeats), one entry per dim
Result tileOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  auto repeats = intsAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!repeats)
    return repeats.takeError();
  if (int64_t(repeats->size()) != x->dim())
    return makeError("tile: " + llvm::Twine(repeats->size()) +
                     " repeats for rank " + llvm::Twine(x->dim()));
  Ints dims;
  for (int64_t i = 0, e = x->dim(); i != e; ++i) {
    int64_t r = (*repeats)[i], d;
    if (r < 0)
      return makeError("tile: negative repeat " + llvm::Twine(r));
    dims.push_back(llvm::MulOverflow(x->size(i), r, d) ? INT64_MAX : d);
  }
  if (llvm::Error err = checkTensorSize(dims))
    return err;
  return x->repeat(*repeats);
}

// flip(x, axes) = torch.flip(x, axes)
Result flipOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return at::flip(*x, view<core::FlipOp>(op).getAxes());
}

// roll(x, shifts, axes) = torch.roll(x, shifts, axes)
Result rollOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto roll = view<core::RollOp>(op);
  Ints shifts = roll.getShifts(), axes = roll.getAxes();
  if (shifts.size() != axes.size() || axes.empty())
    return makeError("roll: shifts and axes must have one non-zero length");
  return at::roll(*x, shifts, axes);
}

// tril / triu(x, diagonal) = torch.tril / torch.triu
Result trilOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  if (x->dim() < 2)
    return makeError("tril needs rank >= 2");
  return at::tril(*x, view<core::TrilOp>(op).getDiagonal());
}
Result triuOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  if (x->dim() < 2)
    return makeError("triu needs rank >= 2");
  return at::triu(*x, view<core::TriuOp>(op).getDiagonal());
}

// split(x, axis, sizes?) = torch.split_with_sizes, or n equal pieces for n
// results; a tuple
Result splitOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto split = view<core::SplitOp>(op);
  auto axis = normalizeAxis(split.getAxis(), x->dim());
  if (!axis)
    return axis.takeError();
  int64_t n = x->size(*axis);
  std::vector<at::Tensor> pieces;
  if (std::optional<Ints> sizes = split.getSizes()) {
    int64_t total = 0;
    for (int64_t s : *sizes)
      total += s;
    if (total != n || sizes->size() != op.getNumResults())
      return makeError("split: sizes must add up to " + llvm::Twine(n) +
                       " with one per result");
    pieces = at::split_with_sizes(*x, *sizes, *axis);
  } else {
    int64_t k = op.getNumResults();
    if (k == 0 || n % k != 0)
      return makeError("split: dim " + llvm::Twine(n) +
                       " is not divisible into " + llvm::Twine(k) + " pieces");
    pieces = at::split(*x, n / k, *axis);
  }
  if (pieces.size() == 1)
    return pieces.front();
  return c10::ivalue::Tuple::create(
      std::vector<c10::IValue>(pieces.begin(), pieces.end()));
}

/// `pads` (ONNX layout: begins then ends, one per dim) in constant_pad_nd's
/// order: (begin, end) pairs from the last dim.
std::vector<int64_t> atenPadOrder(const std::vector<int64_t> &pads,
                                  int64_t rank) {
  std::vector<int64_t> order;
  for (int64_t i = rank; i-- > 0;) {
    order.push_back(pads[i]);
    order.push_back(pads[rank + i]);
  }
  return order;
}

// pad(x, pads, mode, value): constant is at::constant_pad_nd; reflect,
// replicate and circular pick, per dim, the source index of every output
// position j - begin (reflected, clamped or wrapped into [0, n)).
Result padOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  auto pads = intsAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!pads)
    return pads.takeError();
  int64_t rank = x->dim();
  if (int64_t(pads->size()) != 2 * rank)
    return makeError("pad: " + llvm::Twine(pads->size()) + " pads for rank " +
                     llvm::Twine(rank));
  auto pad = view<core::PadOp>(op);
  llvm::StringRef mode = pad.getMode();
  // The padded shape, before anything (index lists included) is allocated;
  // a negative dim is the kernels' error.
  Ints padded;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size;
    if (llvm::AddOverflow(x->size(d), (*pads)[d], size) ||
        llvm::AddOverflow(size, (*pads)[rank + d], size))
      size = INT64_MAX;
    padded.push_back(std::max<int64_t>(size, 0));
  }
  if (llvm::Error err = checkTensorSize(padded))
    return err;
  if (mode == "constant")
    return at::constant_pad_nd(*x, atenPadOrder(*pads, rank), pad.getValue());
  at::Tensor out = *x;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t begin = (*pads)[d], end = (*pads)[rank + d], n = x->size(d);
    if (begin == 0 && end == 0)
      continue;
    int64_t size = n + begin + end;
    if (size < 0)
      return makeError("pad: dim " + llvm::Twine(d) + " would be negative");
    if (n == 0)
      return makeError("pad: " + mode + " padding of an empty dim");
    if (mode == "reflect" && (begin >= n || end >= n))
      return makeError("pad: reflect pads must be smaller than the dim");
    std::vector<int64_t> source;
    for (int64_t j = 0; j < size; ++j) {
      int64_t i = j - begin;
      if (mode == "reflect") {
        if (n == 1)
          i = 0;
        int64_t period = 2 * (n - 1);
        if (period > 0) {
          i = ((i % period) + period) % period;
          if (i >= n)
            i = period - i;
        }
      } else if (mode == "replicate") {
        i = std::min(std::max<int64_t>(i, 0), n - 1);
      } else if (mode == "circular") {
        i = ((i % n) + n) % n;
      } else {
        return makeError("pad: unknown mode '" + mode + "'");
      }
      source.push_back(i);
    }
    out = at::index_select(out, d, at::tensor(source, at::kLong));
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

/// Index operands [first, last) as a list ATen's index takes (i64).
llvm::Expected<c10::List<c10::optional<at::Tensor>>>
indexList(Operands operands, unsigned first, unsigned last) {
  c10::List<c10::optional<at::Tensor>> list;
  for (unsigned i = first; i < last; ++i) {
    auto t = tensorAt(operands, i);
    if (!t)
      return t.takeError();
    if (!at::isIntegralType(t->scalar_type(), /*includeBool=*/false))
      return makeError("operand #" + llvm::Twine(i) +
                       " must be an integer index tensor");
    list.push_back(c10::optional<at::Tensor>(t->to(at::kLong)));
  }
  return list;
}

// index(x, i...) = x[i_0, ..., i_{k-1}]
Result indexOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  if (operands.size() < 2 || int64_t(operands.size() - 1) > x->dim())
    return makeError("index: needs 1 to rank index tensors");
  auto list = indexList(operands, 1, operands.size());
  if (!list)
    return list.takeError();
  return at::index(*x, *list);
}

// index_put(x, i..., values) = x.index_put((i_0, ...), values, accumulate)
Result indexPutOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  unsigned last = operands.size() - 1;
  if (operands.size() < 3 || int64_t(last - 1) > x->dim())
    return makeError("index_put: needs 1 to rank index tensors");
  auto values = tensorAt(operands, last);
  if (!values)
    return values.takeError();
  auto list = indexList(operands, 1, last);
  if (!list)
    return list.takeError();
  return at::index_put(*x, *list, *values,
                       view<core::IndexPutOp>(op).getAccumulate());
}

// scatter(data, indices, updates, axis, reduce) = torch.scatter /
// scatter_add / scatter(reduce="multiply"); negative indices count from
// the end (ONNX ScatterElements)
Result scatterOp(const Operation &op, Operands operands) {
  auto data = tensorAt(operands, 0), indices = tensorAt(operands, 1),
       updates = tensorAt(operands, 2);
  if (!data)
    return data.takeError();
  if (!indices)
    return indices.takeError();
  if (!updates)
    return updates.takeError();
  auto scatter = view<core::ScatterOp>(op);
  auto axis = normalizeAxis(scatter.getAxis(), data->dim());
  if (!axis)
    return axis.takeError();
  at::Tensor idx = indices->to(at::kLong);
  idx = at::where(idx.lt(0), idx.add(data->size(*axis)), idx);
  llvm::StringRef reduce = scatter.getReduce();
  if (reduce == "none")
    return at::scatter(*data, *axis, idx, *updates);
  if (reduce == "add")
    return at::scatter_add(*data, *axis, idx, *updates);
  if (reduce == "mul")
    return at::scatter(*data, *axis, idx, *updates, "multiply");
  return makeError("scatter: unknown reduce '" + reduce + "'");
}

// one_hot(indices, num_classes) = torch.nn.functional.one_hot
Result oneHotOp(const Operation &op, Operands operands) {
  auto indices = tensorAt(operands, 0);
  if (!indices)
    return indices.takeError();
  int64_t classes = view<core::OneHotOp>(op).getNumClasses();
  Ints dims(indices->sizes().begin(), indices->sizes().end());
  dims.push_back(classes);
  if (classes >= 0)
    if (llvm::Error err = checkTensorSize(dims))
      return err;
  return at::one_hot(indices->to(at::kLong), classes);
}

// nonzero(x) = torch.nonzero(x): [n, rank] i64
Result nonzeroOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return at::nonzero(*x);
}

//===----------------------------------------------------------------------===//
// Scans and sorting
//===----------------------------------------------------------------------===//

// cumsum(x, axis, exclusive, reverse) = torch.cumsum in x's dtype; reverse
// sums from the end (flip, cumsum, flip), exclusive subtracts the element
Result cumsumOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto cumsum = view<core::CumsumOp>(op);
  auto axis = normalizeAxis(cumsum.getAxis(), std::max<int64_t>(x->dim(), 1));
  if (!axis)
    return axis.takeError();
  at::Tensor in = cumsum.getReverse() ? at::flip(*x, {*axis}) : *x;
  at::Tensor out = at::cumsum(in, *axis, x->scalar_type());
  if (cumsum.getExclusive())
    out = at::sub(out, in);
  return cumsum.getReverse() ? at::flip(out, {*axis}) : out;
}

Result tuple2(const std::tuple<at::Tensor, at::Tensor> &t) {
  return c10::ivalue::Tuple::create(std::get<0>(t), std::get<1>(t));
}

// topk(x, k, axis, largest, sorted) = torch.topk: (values, indices)
Result topkOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  auto k = scalarAt(operands, 1);
  if (!x)
    return x.takeError();
  if (!k)
    return k.takeError();
  auto topk = view<core::TopkOp>(op);
  return tuple2(at::topk(*x, k->toLong(), topk.getAxis(), topk.getLargest(),
                         topk.getSorted()));
}

// sort(x, axis, descending, stable) = torch.sort: (values, indices)
Result sortOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto sort = view<core::SortOp>(op);
  return tuple2(
      at::sort(*x, sort.getStable(), sort.getAxis(), sort.getDescending()));
}

// unique(x) {axis?, sorted} = ONNX Unique, built on ATen's sorted unique
// (at::_unique2 of the flattened input, or at::unique_dim along axis):
// (values, indices of first occurrence, 1-D inverse, counts). Unsorted
// is the order of first occurrences, as in ONNX (ATen's own sorted=false
// order is its hash table's, which nothing else reproduces).
Result uniqueOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto unique = view<core::UniqueOp>(op);
  int64_t axis = 0;
  at::Tensor values, inverse, counts;
  if (std::optional<int64_t> a = unique.getAxis()) {
    if (x->dim() == 0)
      return makeError("unique: a 0-d input has no axis " + llvm::Twine(*a));
    auto normalized = normalizeAxis(*a, x->dim());
    if (!normalized)
      return normalized.takeError();
    axis = *normalized;
    std::tie(values, inverse, counts) =
        at::unique_dim(*x, axis, /*sorted=*/true, /*return_inverse=*/true,
                       /*return_counts=*/true);
  } else {
    std::tie(values, inverse, counts) =
        at::_unique2(x->reshape({-1}), /*sorted=*/true,
                     /*return_inverse=*/true, /*return_counts=*/true);
  }
  // The positions grouped by the value they hold, each group in order (a
  // stable sort of the inverse): a group's first is the first occurrence.
  // (scatter_reduce's amin says the same but warns that it is beta.)
  at::Tensor grouped =
      std::get<1>(at::sort(inverse, c10::optional<bool>(true), 0));
  at::Tensor indices =
      grouped.index_select(0, at::cumsum(counts, 0).sub(counts));
  int64_t distinct = counts.numel();
  if (!unique.getSorted()) {
    at::Tensor order = at::argsort(indices);
    at::Tensor position = at::empty_like(order).scatter_(
        0, order, at::arange(distinct, at::kLong));
    values = values.index_select(axis, order);
    indices = indices.index_select(0, order);
    counts = counts.index_select(0, order);
    inverse = position.index_select(0, inverse);
  }
  return c10::ivalue::Tuple::create(
      std::vector<c10::IValue>{values, indices, inverse, counts});
}

//===----------------------------------------------------------------------===//
// Host scalars
//===----------------------------------------------------------------------===//

// scalar_constant: the attribute's int, float or bool
Result scalarConstantOp(const Operation &op, Operands) {
  Attribute a = view<core::ScalarConstantOp>(op).getValueAttr();
  if (a.isInt())
    return c10::IValue(a.getInt());
  if (a.isFloat())
    return c10::IValue(a.getFloat());
  if (a.isBool())
    return c10::IValue(a.getBool());
  return makeError("scalar_constant: the value is not an int, float or bool");
}

// dim(x, axis) = x.size(axis)
Result dimOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto axis = normalizeAxis(view<core::DimOp>(op).getAxis(), x->dim());
  if (!axis)
    return axis.takeError();
  return c10::IValue(x->size(*axis));
}

// numel(x) = x.numel()
Result numelOp(const Operation &, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  return c10::IValue(x->numel());
}

/// Two ints or two floats (Python numbers of one kind).
struct Numbers {
  bool isInt;
  int64_t i0 = 0, i1 = 0;
  double f0 = 0, f1 = 0;
};

llvm::Expected<Numbers> numbersAt(Operands operands) {
  if (operands.size() != 2)
    return makeError("expects two scalars");
  const c10::IValue &a = operands[0], &b = operands[1];
  if (a.isInt() && b.isInt())
    return Numbers{true, a.toInt(), b.toInt()};
  if (a.isDouble() && b.isDouble())
    return Numbers{false, 0, 0, a.toDouble(), b.toDouble()};
  return makeError("expects two ints or two floats, got " + a.tagKind() +
                   " and " + b.tagKind());
}

enum class ScalarFn { Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Min, Max };

template <ScalarFn F>
Result scalarBinaryOp(const Operation &, Operands operands) {
  auto n = numbersAt(operands);
  if (!n)
    return n.takeError();
  if (F == ScalarFn::TrueDiv) {
    double a = n->isInt ? double(n->i0) : n->f0;
    double b = n->isInt ? double(n->i1) : n->f1;
    if (b == 0)
      return makeError("division by zero");
    return c10::IValue(a / b);
  }
  if (n->isInt) {
    int64_t a = n->i0, b = n->i1;
    switch (F) {
    case ScalarFn::Add:
      return c10::IValue(a + b);
    case ScalarFn::Sub:
      return c10::IValue(a - b);
    case ScalarFn::Mul:
      return c10::IValue(a * b);
    case ScalarFn::Min:
      return c10::IValue(std::min(a, b));
    case ScalarFn::Max:
      return c10::IValue(std::max(a, b));
    case ScalarFn::FloorDiv:
    case ScalarFn::Mod: {
      if (b == 0)
        return makeError("integer division or modulo by zero");
      int64_t q = a / b, r = a % b;
      if (r != 0 && ((r < 0) != (b < 0))) {
        q -= 1;
        r += b;
      }
      return c10::IValue(F == ScalarFn::FloorDiv ? q : r);
    }
    default:
      break;
    }
  } else {
    double a = n->f0, b = n->f1;
    switch (F) {
    case ScalarFn::Add:
      return c10::IValue(a + b);
    case ScalarFn::Sub:
      return c10::IValue(a - b);
    case ScalarFn::Mul:
      return c10::IValue(a * b);
    case ScalarFn::Min:
      return c10::IValue(std::isnan(a) || std::isnan(b) ? NAN : std::min(a, b));
    case ScalarFn::Max:
      return c10::IValue(std::isnan(a) || std::isnan(b) ? NAN : std::max(a, b));
    case ScalarFn::FloorDiv:
    case ScalarFn::Mod: {
      if (b == 0)
        return makeError("float divmod by zero");
      auto [q, r] = pythonFloatDivmod(a, b);
      return c10::IValue(F == ScalarFn::FloorDiv ? q : r);
    }
    default:
      break;
    }
  }
  return makeError("unhandled scalar op");
}

// scalar_neg(a) = -a
Result scalarNegOp(const Operation &, Operands operands) {
  if (operands.size() == 1 && operands[0].isInt())
    return c10::IValue(-operands[0].toInt());
  if (operands.size() == 1 && operands[0].isDouble())
    return c10::IValue(-operands[0].toDouble());
  return makeError("scalar_neg expects an int or a float");
}

// scalar_cmp(a, b, predicate)
Result scalarCmpOp(const Operation &op, Operands operands) {
  auto n = numbersAt(operands);
  if (!n)
    return n.takeError();
  llvm::StringRef p = view<core::ScalarCmpOp>(op).getPredicate();
  auto cmp = [&](auto a, auto b) -> Result {
    if (p == "eq")
      return c10::IValue(a == b);
    if (p == "ne")
      return c10::IValue(a != b);
    if (p == "lt")
      return c10::IValue(a < b);
    if (p == "le")
      return c10::IValue(a <= b);
    if (p == "gt")
      return c10::IValue(a > b);
    if (p == "ge")
      return c10::IValue(a >= b);
    return makeError("scalar_cmp: unknown predicate '" + p + "'");
  };
  return n->isInt ? cmp(n->i0, n->i1) : cmp(n->f0, n->f1);
}

llvm::Expected<std::pair<bool, bool>> boolsAt(Operands operands) {
  if (operands.size() != 2 || !operands[0].isBool() || !operands[1].isBool())
    return makeError("expects two bools");
  return std::make_pair(operands[0].toBool(), operands[1].toBool());
}

Result scalarAndOp(const Operation &, Operands operands) {
  auto b = boolsAt(operands);
  if (!b)
    return b.takeError();
  return c10::IValue(b->first && b->second);
}
Result scalarOrOp(const Operation &, Operands operands) {
  auto b = boolsAt(operands);
  if (!b)
    return b.takeError();
  return c10::IValue(b->first || b->second);
}
Result scalarNotOp(const Operation &, Operands operands) {
  if (operands.size() != 1 || !operands[0].isBool())
    return makeError("scalar_not expects a bool");
  return c10::IValue(!operands[0].toBool());
}

// scalar_cast(a, to): Python's int() (truncates), float(), bool()
Result scalarCastOp(const Operation &op, Operands operands) {
  if (operands.size() != 1)
    return makeError("scalar_cast expects one scalar");
  const c10::IValue &a = operands[0];
  llvm::StringRef to = view<core::ScalarCastOp>(op).getTo();
  double f;
  if (a.isInt())
    f = double(a.toInt());
  else if (a.isDouble())
    f = a.toDouble();
  else if (a.isBool())
    f = a.toBool() ? 1.0 : 0.0;
  else
    return makeError("scalar_cast expects an int, float or bool");
  if (to == "float")
    return c10::IValue(f);
  if (to == "bool")
    return c10::IValue(f != 0);
  if (to == "int") {
    if (a.isInt())
      return a;
    if (!std::isfinite(f))
      return makeError("cannot convert float " + std::to_string(f) + " to int");
    return c10::IValue(int64_t(std::trunc(f)));
  }
  return makeError("scalar_cast: unknown kind '" + to + "'");
}

// to_tensor(s, dtype) = torch.tensor(s, dtype=dtype)
Result toTensorOp(const Operation &op, Operands operands) {
  std::optional<c10::ScalarType> st =
      toScalarType(view<core::ToTensorOp>(op).getDtype());
  if (!st)
    return makeError("to_tensor: LibTorch has no such dtype");
  if (operands.size() != 1 || !operands[0].isScalar())
    return makeError("to_tensor expects an int, float or bool");
  return at::scalar_tensor(operands[0].toScalar(),
                           at::TensorOptions().dtype(*st));
}

// to_scalar(t) = t.item(): int, float or bool by t's dtype
Result toScalarOp(const Operation &, Operands operands) {
  auto t = tensorAt(operands, 0);
  if (!t)
    return t.takeError();
  if (t->numel() != 1)
    return makeError("to_scalar: the tensor has " + llvm::Twine(t->numel()) +
                     " elements, not 1");
  if (t->scalar_type() == at::kBool)
    return c10::IValue(t->item<bool>());
  if (at::isIntegralType(t->scalar_type(), false))
    return c10::IValue(t->item<int64_t>());
  if (at::isFloatingType(t->scalar_type()))
    return c10::IValue(t->item<double>());
  return makeError("to_scalar: unsupported dtype");
}

// from_scalars(s..., dtype) = torch.tensor([s0, s1, ...], dtype=dtype)
Result fromScalarsOp(const Operation &op, Operands operands) {
  std::optional<c10::ScalarType> st =
      toScalarType(view<core::FromScalarsOp>(op).getDtype());
  if (!st)
    return makeError("from_scalars: LibTorch has no such dtype");
  at::Tensor out =
      at::empty({int64_t(operands.size())}, at::TensorOptions().dtype(*st));
  for (size_t i = 0; i < operands.size(); ++i) {
    if (!operands[i].isScalar())
      return makeError("from_scalars: element " + llvm::Twine(i) +
                       " is not an int, float or bool");
    out.select(0, i).fill_(operands[i].toScalar());
  }
  return out;
}

//===--- Sequences: c10 lists of tensors ------------------------------===//

llvm::Expected<std::vector<at::Tensor>> sequenceAt(Operands operands,
                                                   unsigned i) {
  if (i >= operands.size() || !operands[i].isList())
    return makeError("operand #" + llvm::Twine(i) + " is not a sequence");
  std::vector<at::Tensor> out;
  for (const c10::IValue &e : operands[i].toListRef()) {
    if (!e.isTensor())
      return makeError("operand #" + llvm::Twine(i) +
                       " holds something other than tensors");
    out.push_back(e.toTensor());
  }
  return out;
}

c10::IValue makeSequence(const std::vector<at::Tensor> &elements) {
  return c10::IValue(c10::List<at::Tensor>(elements));
}

/// Operand `i` (a position in [-n, hi], negative from the end) in [0, hi],
/// or `dflt` if absent.
llvm::Expected<int64_t> positionAt(Operands operands, unsigned i, int64_t n,
                                   int64_t hi, int64_t dflt) {
  if (i >= operands.size())
    return dflt;
  if (!operands[i].isInt())
    return makeError("operand #" + llvm::Twine(i) + " is not an int");
  int64_t p = operands[i].toInt();
  if (p < -n || p > hi)
    return makeError("position " + llvm::Twine(p) +
                     " is out of range for a sequence of " + llvm::Twine(n));
  return p < 0 ? p + n : p;
}

// sequence_construct(x, ...) = [x, ...]
Result sequenceConstructOp(const Operation &, Operands operands) {
  std::vector<at::Tensor> elements;
  for (unsigned i = 0, e = operands.size(); i != e; ++i) {
    auto t = tensorAt(operands, i);
    if (!t)
      return t.takeError();
    elements.push_back(*t);
  }
  return makeSequence(elements);
}

// sequence_insert(s, x, p) = s[:p] + [x] + s[p:]
Result sequenceInsertOp(const Operation &, Operands operands) {
  auto seq = sequenceAt(operands, 0);
  if (!seq)
    return seq.takeError();
  auto x = tensorAt(operands, 1);
  if (!x)
    return x.takeError();
  int64_t n = seq->size();
  auto p = positionAt(operands, 2, n, n, n);
  if (!p)
    return p.takeError();
  seq->insert(seq->begin() + *p, *x);
  return makeSequence(*seq);
}

// sequence_erase(s, p) = s[:p] + s[p+1:]
Result sequenceEraseOp(const Operation &, Operands operands) {
  auto seq = sequenceAt(operands, 0);
  if (!seq)
    return seq.takeError();
  int64_t n = seq->size();
  auto p = positionAt(operands, 1, n, n - 1, n - 1);
  if (!p)
    return p.takeError();
  if (*p < 0)
    return makeError("erases from an empty sequence");
  seq->erase(seq->begin() + *p);
  return makeSequence(*seq);
}

// sequence_at(s, p) = s[p]
Result sequenceAtOp(const Operation &, Operands operands) {
  auto seq = sequenceAt(operands, 0);
  if (!seq)
    return seq.takeError();
  int64_t n = seq->size();
  if (operands.size() < 2)
    return makeError("sequence_at takes a position");
  auto p = positionAt(operands, 1, n, n - 1, 0);
  if (!p)
    return p.takeError();
  return c10::IValue((*seq)[*p]);
}

// sequence_length(s) = len(s)
Result sequenceLengthOp(const Operation &, Operands operands) {
  auto seq = sequenceAt(operands, 0);
  if (!seq)
    return seq.takeError();
  return c10::IValue(static_cast<int64_t>(seq->size()));
}

// concat_from_sequence(s) = torch.cat(s, axis), or torch.stack (new_axis)
Result concatFromSequenceOp(const Operation &op, Operands operands) {
  auto seq = sequenceAt(operands, 0);
  if (!seq)
    return seq.takeError();
  if (seq->empty())
    return makeError("concat_from_sequence of an empty sequence");
  auto concat = view<core::ConcatFromSequenceOp>(op);
  int64_t rank = seq->front().dim() + (concat.getNewAxis() ? 1 : 0);
  auto axis = normalizeAxis(concat.getAxis(), rank);
  if (!axis)
    return axis.takeError();
  return concat.getNewAxis() ? at::stack(*seq, *axis) : at::cat(*seq, *axis);
}

// split_to_sequence(x, split) = torch.split(x, split, axis) for a 0-d
// split, split_with_sizes for a 1-D one; without it, pieces of 1
// (torch.unbind unless keepdims).
Result splitToSequenceOp(const Operation &op, Operands operands) {
  auto x = tensorAt(operands, 0);
  if (!x)
    return x.takeError();
  auto split = view<core::SplitToSequenceOp>(op);
  auto axis = normalizeAxis(split.getAxis(), x->dim());
  if (!axis)
    return axis.takeError();
  if (operands.size() < 2 || operands[1].isNone()) {
    if (!split.getKeepdims())
      return makeSequence(at::unbind(*x, *axis));
    return makeSequence(at::split(*x, 1, *axis));
  }
  auto s = tensorAt(operands, 1);
  if (!s)
    return s.takeError();
  if (s->dim() == 0)
    return makeSequence(at::split(*x, s->item<int64_t>(), *axis));
  auto sizes = intsAt(operands, 1);
  if (!sizes)
    return sizes.takeError();
  return makeSequence(at::split_with_sizes(*x, *sizes, *axis));
}

} // namespace

void detail::addShapeCoreOps(CoreOpTable &table) {
  static const std::pair<const char *, CoreOpFn> ops[] = {
      {"core.full", fullOp},
      {"core.arange", arangeOp},
      {"core.tile", tileOp},
      {"core.flip", flipOp},
      {"core.roll", rollOp},
      {"core.tril", trilOp},
      {"core.triu", triuOp},
      {"core.split", splitOp},
      {"core.sequence_construct", sequenceConstructOp},
      {"core.sequence_insert", sequenceInsertOp},
      {"core.sequence_erase", sequenceEraseOp},
      {"core.sequence_at", sequenceAtOp},
      {"core.sequence_length", sequenceLengthOp},
      {"core.concat_from_sequence", concatFromSequenceOp},
      {"core.split_to_sequence", splitToSequenceOp},
      {"core.pad", padOp},
      {"core.index", indexOp},
      {"core.index_put", indexPutOp},
      {"core.scatter", scatterOp},
      {"core.one_hot", oneHotOp},
      {"core.nonzero", nonzeroOp},
      {"core.cumsum", cumsumOp},
      {"core.topk", topkOp},
      {"core.sort", sortOp},
      {"core.unique", uniqueOp},
      {"core.scalar_constant", scalarConstantOp},
      {"core.dim", dimOp},
      {"core.numel", numelOp},
      {"core.scalar_add", scalarBinaryOp<ScalarFn::Add>},
      {"core.scalar_sub", scalarBinaryOp<ScalarFn::Sub>},
      {"core.scalar_mul", scalarBinaryOp<ScalarFn::Mul>},
      {"core.scalar_truediv", scalarBinaryOp<ScalarFn::TrueDiv>},
      {"core.scalar_floordiv", scalarBinaryOp<ScalarFn::FloorDiv>},
      {"core.scalar_mod", scalarBinaryOp<ScalarFn::Mod>},
      {"core.scalar_min", scalarBinaryOp<ScalarFn::Min>},
      {"core.scalar_max", scalarBinaryOp<ScalarFn::Max>},
      {"core.scalar_neg", scalarNegOp},
      {"core.scalar_cmp", scalarCmpOp},
      {"core.scalar_and", scalarAndOp},
      {"core.scalar_or", scalarOrOp},
      {"core.scalar_not", scalarNotOp},
      {"core.scalar_cast", scalarCastOp},
      {"core.to_tensor", toTensorOp},
      {"core.to_scalar", toScalarOp},
      {"core.from_scalars", fromScalarsOp},
  };
  for (const auto &[name, fn] : ops)
    table[name] = fn;
}
