//===- ShapeFunctionHelpers.cpp - Shape-function helpers, shared functions ===//
#include "tocc/IR/ShapeFunctionHelpers.h"
#include "tocc/IR/Context.h"

#include <algorithm>

using namespace tocc;
using shape::DimList;
using shape::ExprRef;
using shape::Guard;
using shape::Truth;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

DType tocc::dtypeOf(InferenceContext &ic, unsigned i) {
  Type t = ic.getOperandType(i);
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

void tocc::setUnranked(InferenceContext &ic, DType dt, unsigned result) {
  ic.setResultType(result, ic.getContext().getUnrankedTensorType(dt));
}

std::string tocc::exprStr(ExprRef e) { return e ? e->str() : "?"; }

DimList tocc::toDims(llvm::ArrayRef<ExprRef> dims) {
  return DimList(dims.begin(), dims.end());
}

bool tocc::isPresent(InferenceContext &ic, unsigned i) {
  return i < ic.getNumOperands() && !ic.isNoneOperand(i);
}

llvm::FailureOr<DType> tocc::commonDType(InferenceContext &ic,
                                         llvm::ArrayRef<unsigned> operands) {
  DType dt = DType::Unknown;
  for (unsigned i : operands) {
    if (!isPresent(ic, i))
      continue;
    DType d = dtypeOf(ic, i);
    if (d == DType::Unknown)
      continue;
    if (dt != DType::Unknown && d != dt)
      return ic.emitOpError()
             << "operands have different element types (" << dtypeName(dt)
             << " and " << dtypeName(d) << ")";
    dt = d;
  }
  return dt;
}

LogicalResult tocc::checkIndexVector(InferenceContext &ic, unsigned i,
                                     llvm::StringRef name,
                                     llvm::StringRef dtypeNames,
                                     bool allowI32) {
  if (!isPresent(ic, i))
    return success();
  Type t = ic.getOperandType(i);
  DType dt = t.getDType();
  bool dtypeOk = dt == DType::Unknown || dt == DType::I64 ||
                 (allowI32 && dt == DType::I32);
  if ((t.hasRank() && t.getRank() != 1) || !dtypeOk)
    return ic.emitOpError() << name << " must be a 1-D " << dtypeNames
                            << " tensor, got " << t.str();
  return success();
}

std::optional<DimList> tocc::vectorEntries(InferenceContext &ic, unsigned i) {
  if (auto vals = ic.getOperandValues(i))
    return toDims(*vals);
  auto dims = ic.getOperandShape(i);
  if (dims && dims->size() == 1 && (*dims)[0] && (*dims)[0]->isConstant())
    return DimList((*dims)[0]->getConstant(), nullptr);
  return std::nullopt;
}

std::optional<llvm::SmallVector<int64_t, 4>>
tocc::constantValues(InferenceContext &ic, unsigned i) {
  auto vals = ic.getOperandValues(i);
  if (!vals)
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> out;
  for (ExprRef v : *vals) {
    if (!v || !v->isConstant())
      return std::nullopt;
    out.push_back(v->getConstant());
  }
  return out;
}

void tocc::forwardValues(InferenceContext &ic) {
  Type out = ic.getInferredType(0);
  auto vals = ic.getOperandValues(0);
  if (!vals || !out || !out.hasRank() || out.getRank() > 1)
    return;
  if (out.getRank() == 1 && out.getDims()[0].isStatic() &&
      out.getDims()[0].getStatic() != int64_t(vals->size()))
    return;
  ic.setResultValues(0, *vals);
}

LogicalResult tocc::requireEqual(InferenceContext &ic, ExprRef a, ExprRef b,
                                 const llvm::Twine &mismatch,
                                 llvm::StringRef reason) {
  if (!a || !b || a == b)
    return success();
  switch (ic.getEnv().isEq(a, b)) {
  case Truth::True:
    return success();
  case Truth::False:
    return ic.emitOpError() << mismatch;
  case Truth::Unknown:
    break;
  }
  return success(ic.addGuard(Guard::eq(a, b, reason.str())) != Truth::False);
}

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

// where, Where: cond, x and y broadcast together; the result has x's and
// y's dtype.
LogicalResult tocc::inferWhere(InferenceContext &ic) {
  DType c = dtypeOf(ic, 0);
  if (c != DType::Unknown && c != DType::Bool)
    return ic.emitOpError() << "condition must be a bool tensor, got "
                            << ic.getOperandType(0).str();
  auto dt = commonDType(ic, {1, 2});
  if (failed(dt))
    return failure();
  DimList out;
  for (unsigned i = 0; i != 3; ++i) {
    auto s = ic.getOperandShape(i);
    if (!s) {
      setUnranked(ic, *dt);
      return success();
    }
    auto b = shape::broadcastShapes(ic.getEnv(), out, *s);
    if (!b)
      return ic.fail(b.takeError());
    out = std::move(*b);
  }
  ic.setResultShape(0, *dt, out);
  auto cv = ic.getOperandValues(0), x = ic.getOperandValues(1),
       y = ic.getOperandValues(2);
  if (!cv || !x || !y)
    return success();
  size_t n = std::max({cv->size(), x->size(), y->size()});
  for (size_t len : {cv->size(), x->size(), y->size()})
    if (len != n && len != 1)
      return success();
  llvm::SmallVector<ExprRef, 4> vals;
  for (size_t i = 0; i != n; ++i) {
    auto at = [&](const auto &v) { return (*v)[v->size() == 1 ? 0 : i]; };
    ExprRef cond = at(cv);
    vals.push_back(!cond || !cond->isConstant() ? nullptr
                   : cond->getConstant()        ? at(x)
                                                : at(y));
  }
  ic.setResultValues(0, vals);
  return success();
}

ExprRef tocc::truthValue(InferenceContext &ic, Truth t) {
  switch (t) {
  case Truth::True:
    return ic.getConstant(1);
  case Truth::False:
    return ic.getConstant(0);
  case Truth::Unknown:
    break;
  }
  return nullptr;
}

LogicalResult tocc::inferBroadcastToBool(InferenceContext &ic) {
  if (failed(inferBroadcastSameDType(ic)))
    return failure();
  Type t = ic.getInferredType(0);
  if (!t || !t.isTensor() || !t.hasRank()) {
    setUnranked(ic, DType::Bool);
    return success();
  }
  llvm::SmallVector<ExprRef, 4> dims;
  for (Dim d : t.getDims())
    dims.push_back(d.getExpr());
  ic.setResultShape(0, DType::Bool, dims);
  return success();
}

// cast, Cast: the input's dims with the new dtype; known integer values
// convert (castKnownValue).
LogicalResult tocc::inferCastTo(InferenceContext &ic, DType dt) {
  auto in = ic.getOperandShape(0);
  if (!in) {
    setUnranked(ic, dt);
    return success();
  }
  ic.setResultShape(0, dt, *in);
  auto vals = ic.getOperandValues(0);
  if (vals && (isIntegerDType(dt) || dt == DType::Bool)) {
    llvm::SmallVector<ExprRef, 4> out;
    for (ExprRef v : *vals)
      out.push_back(castKnownValue(ic.getEnv(), v, dt));
    ic.setResultValues(0, out);
  }
  return success();
}

// softmax, Softmax: the input's type; the axis must exist.
LogicalResult tocc::inferSoftmaxWithAxis(InferenceContext &ic, int64_t axis) {
  auto in = ic.getOperandShape(0);
  if (in) {
    int64_t rank = std::max<int64_t>(in->size(), 1);
    if (axis < -rank || axis >= rank)
      return ic.emitOpError()
             << "axis " << axis << " is out of range for rank " << in->size();
  }
  ic.setResultType(0, ic.getOperandType(0));
  return success();
}

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

// matmul, MatMul: numpy.matmul, with batch broadcasting.
LogicalResult tocc::inferMatMul(InferenceContext &ic) {
  auto dt = commonDType(ic, {0, 1});
  if (failed(dt))
    return failure();
  auto a = ic.getOperandShape(0), b = ic.getOperandShape(1);
  if (!a || !b) {
    setUnranked(ic, *dt);
    return success();
  }
  auto out = shape::matmulShape(ic.getEnv(), *a, *b);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, *dt, *out);
  return success();
}

//===----------------------------------------------------------------------===//
// Shapes as values
//===----------------------------------------------------------------------===//

ExprRef tocc::rangeLength(InferenceContext &ic) {
  ExprRef start = ic.getOperandScalar(0), end = ic.getOperandScalar(1),
          step = ic.getOperandScalar(2);
  if (!start || !end || !step || !step->isConstant() ||
      step->getConstant() == 0)
    return nullptr;
  shape::ExprContext &ctx = ic.getExprs();
  int64_t s = step->getConstant();
  ExprRef span = s > 0 ? ctx.sub(end, start) : ctx.sub(start, end);
  ExprRef len = ctx.ceilDiv(span, ic.getConstant(s > 0 ? s : -s));
  if (ic.getEnv().isLe(len, 0) == Truth::True)
    return ic.getConstant(0);
  if (ic.getEnv().isGe(len, 0) != Truth::True)
    return ctx.max(ic.getConstant(0), len);
  return len;
}

// shape_of, Shape (opset 15): dims[start:end] as int64, start and end
// counting from the end when negative and clamped to [0, rank]; the values
// are those dims. shape_of is start = 0 with no end.
LogicalResult tocc::inferShapeOfRange(InferenceContext &ic, int64_t start,
                                      std::optional<int64_t> end) {
  auto in = ic.getOperandShape(0);
  if (!in) {
    ic.setResultShape(0, DType::I64, {nullptr});
    return success();
  }
  int64_t rank = in->size();
  auto clampAxis = [&](int64_t a) {
    return std::clamp<int64_t>(a < 0 ? a + rank : a, 0, rank);
  };
  int64_t first = clampAxis(start);
  int64_t last = clampAxis(end.value_or(rank));
  DimList vals;
  for (int64_t i = first; i < last; ++i)
    vals.push_back((*in)[i]);
  ic.setResultShape(0, DType::I64, {ic.getConstant(vals.size())});
  ic.setResultValues(0, vals);
  return success();
}

// reshape, Reshape: reshapeShape to the values of `shape`, or as many
// unknown dims as its static length. A 0 copies the input dim when
// zeroCopiesInput (ONNX without allowzero), else it is a size of 0
// (torch.reshape).
LogicalResult tocc::inferReshapeWith(InferenceContext &ic,
                                     bool zeroCopiesInput) {
  DType dt = dtypeOf(ic, 0);
  auto target = vectorEntries(ic, 1);
  if (!target) {
    setUnranked(ic, dt);
    return success();
  }
  // An unranked input checks the target alone (one -1, no size < -1); a 0
  // copies an unknown dim.
  auto in = ic.getOperandShape(0);
  DimList x = in ? toDims(*in) : DimList(target->size(), nullptr);
  auto out = shape::reshapeShape(ic.getEnv(), x, *target, zeroCopiesInput);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, dt, *out);
  forwardValues(ic);
  return success();
}

//===----------------------------------------------------------------------===//
// Slicing, gathering, concatenation
//===----------------------------------------------------------------------===//

// slice, Slice: sliceDim (ATen) or sliceDimOnnx per listed axis; the other
// dims pass through.
LogicalResult tocc::inferSliceDims(InferenceContext &ic, DType dt,
                                   llvm::ArrayRef<ExprRef> in,
                                   llvm::ArrayRef<int64_t> axes,
                                   const std::optional<DimList> &starts,
                                   const std::optional<DimList> &ends,
                                   const std::optional<DimList> &steps,
                                   SliceRules rules) {
  DimList out = toDims(in);
  llvm::SmallVector<int64_t, 4> seen;
  for (size_t k = 0; k != axes.size(); ++k) {
    auto ax = shape::normalizeAxis(axes[k], in.size());
    if (!ax)
      return ic.fail(ax.takeError());
    if (llvm::is_contained(seen, *ax))
      return ic.emitOpError() << "axis " << axes[k] << " is repeated";
    seen.push_back(*ax);
    ExprRef start = starts ? (*starts)[k] : nullptr;
    ExprRef end = ends ? (*ends)[k] : nullptr;
    ExprRef step = steps ? (*steps)[k] : nullptr;
    auto d = rules == SliceRules::Aten
                 ? shape::sliceDim(ic.getEnv(), in[*ax], start, end, step)
                 : shape::sliceDimOnnx(ic.getEnv(), in[*ax], start, end, step);
    if (!d)
      return ic.fail(d.takeError());
    out[*ax] = *d;
  }
  ic.setResultShape(0, dt, out);
  return success();
}

// gather, Gather: gatherShape; constant indices into known values pick
// them.
LogicalResult tocc::inferGatherWithAxis(InferenceContext &ic, int64_t axis,
                                        IndexDTypes indexDTypes) {
  DType it = dtypeOf(ic, 1);
  if (indexDTypes == IndexDTypes::AnyInteger) {
    if (it != DType::Unknown && !isIntegerDType(it))
      return ic.emitOpError() << "indices must be an integer tensor, got "
                              << ic.getOperandType(1).str();
  } else if (it != DType::Unknown && it != DType::I32 && it != DType::I64) {
    return ic.emitOpError() << "indices must be an int32 or int64 tensor, got "
                            << ic.getOperandType(1).str();
  }
  DType dt = dtypeOf(ic, 0);
  auto data = ic.getOperandShape(0), indices = ic.getOperandShape(1);
  if (!data || !indices) {
    setUnranked(ic, dt);
    return success();
  }
  auto out = shape::gatherShape(ic.getEnv(), *data, *indices, axis);
  if (!out)
    return ic.fail(out.takeError());
  int64_t ax = axis < 0 ? axis + int64_t(data->size()) : axis;
  ExprRef dim = (*data)[ax];
  auto idx = ic.getOperandValues(1);
  // Indices provably out of [-dim, dim) are an error.
  if (idx && dim) {
    shape::ShapeEnv &env = ic.getEnv();
    for (ExprRef i : *idx) {
      if (!i)
        continue;
      if (env.isLt(i, ic.getExprs().neg(dim)) == Truth::True ||
          env.isGe(i, dim) == Truth::True)
        return ic.emitOpError()
               << "index " << exprStr(i)
               << " is out of range for a dim of size " << exprStr(dim);
    }
  }
  ic.setResultShape(0, dt, *out);
  auto vals = ic.getOperandValues(0);
  if (vals && idx && data->size() == 1 && indices->size() <= 1) {
    int64_t n = vals->size();
    DimList picked;
    for (ExprRef i : *idx) {
      if (!i || !i->isConstant()) {
        picked.push_back(nullptr);
        continue;
      }
      int64_t j = i->getConstant();
      j = j < 0 ? j + n : j;
      picked.push_back(j >= 0 && j < n ? (*vals)[j] : nullptr);
    }
    ic.setResultValues(0, picked);
  }
  return success();
}

// concat, Concat: concatShapes; an unranked input counts as unknown dims of
// the others' rank. Known 1-D values are concatenated.
LogicalResult tocc::inferConcatWithAxis(InferenceContext &ic, int64_t axis) {
  llvm::SmallVector<unsigned, 4> all;
  for (unsigned i = 0, e = ic.getNumOperands(); i != e; ++i)
    all.push_back(i);
  auto dt = commonDType(ic, all);
  if (failed(dt))
    return failure();
  std::optional<size_t> rank;
  for (unsigned i : all)
    if (auto s = ic.getOperandShape(i))
      rank = s->size();
  if (!rank) {
    setUnranked(ic, *dt);
    return success();
  }
  llvm::SmallVector<DimList, 4> shapes;
  for (unsigned i : all) {
    auto s = ic.getOperandShape(i);
    shapes.push_back(s ? toDims(*s) : DimList(*rank, nullptr));
  }
  llvm::SmallVector<llvm::ArrayRef<ExprRef>, 4> refs(shapes.begin(),
                                                     shapes.end());
  auto out = shape::concatShapes(ic.getEnv(), refs, axis);
  if (!out)
    return ic.fail(out.takeError());
  ic.setResultShape(0, *dt, *out);
  // Values: an input without them contributes unknown entries.
  if (*rank == 1) {
    DimList vals;
    bool any = false;
    for (unsigned i : all) {
      auto v = vectorEntries(ic, i);
      if (!v)
        return success();
      any |= ic.getOperandValues(i).has_value();
      vals.append(v->begin(), v->end());
    }
    if (any)
      ic.setResultValues(0, vals);
  }
  return success();
}
