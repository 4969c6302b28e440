//===- Shapes.cpp - Lowerings of shapes, slicing, indexing and resampling --===//
//
// One entry per opset where the ONNX form changes: Slice's starts/ends
// become inputs at 10 and take negative axes at 11; Split's sizes become an
// input at 13 and an equal split of an unknown dim needs num_outputs at 18;
// Pad's pads become an input at 11 and circular is Pad-19's wrap;
// Squeeze/Unsqueeze's axes become an input at 13 (LoweringRewriter);
// Upsample-9, Resize-10 (scales), Resize-11 (roi, scales, sizes, coordinate
// modes), Resize-13 (optional roi/scales); TopK's k becomes an input at 10
// and largest/sorted appear at 11; Trilu at 14; GatherElements,
// ScatterElements and GatherND/ScatterND at 11, their reductions at 16.
//
// The reference semantics are the runtime's (ATen's) ones; each entry says
// where ONNX differs and what the fix-up is.
//
//===----------------------------------------------------------------------===//
#include "Entries.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Shape/ShapeEnv.h"
#include "tocc/Support/Limits.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace tocc;
using namespace tocc::lowering;

static constexpr int64_t kI64Max = std::numeric_limits<int64_t>::max();
static constexpr int64_t kI64Min = std::numeric_limits<int64_t>::min();

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The integers held by a constant operand (an onnx.Constant or initializer
/// the constant entry made, or a core.constant); nullopt otherwise.
static std::optional<llvm::SmallVector<int64_t, 4>> constInts(Value *v) {
  Attribute value = constantOperandValue(v);
  if (!value)
    return std::nullopt;
  return readDenseInts(value, 1 << 16);
}

/// The static dims of a ranked tensor type whose dims are all static.
static std::optional<llvm::SmallVector<int64_t, 4>> staticDims(Type t) {
  if (!t.isTensor() || !t.hasRank())
    return std::nullopt;
  llvm::SmallVector<int64_t, 4> out;
  for (const Dim &d : t.getDims()) {
    if (!d.isStatic())
      return std::nullopt;
    out.push_back(d.getStatic());
  }
  return out;
}

static std::optional<int64_t> rankOf(Value *v) {
  Type t = v->getType();
  if (!t.isTensor() || !t.hasRank())
    return std::nullopt;
  return t.getRank();
}

static DType dtypeOf(Value *v) {
  Type t = v->getType();
  return t.isTensor() ? t.getDType() : DType::Unknown;
}

/// The rank of operand `i`, or an error naming what needs it. Positional (the
/// error names the operand's number); every caller passes 0, the op's first
/// operand: the input of unsqueeze, squeeze, flatten, flip, tril, triu,
/// slice, split, nonzero and sort, the data of index_select and scatter,
/// the first of concat's inputs.
static FailureOr<int64_t> needRank(LoweringRewriter &rw, unsigned i,
                                   llvm::StringRef why) {
  if (std::optional<int64_t> r = rankOf(rw.getOp()->getOperand(i)))
    return *r;
  return rw.emitError() << "needs the rank of operand #" << i << " " << why
                        << " (give the model's input shapes)";
}

/// `axis` made non-negative against `rank` unless the entry's ONNX op takes
/// negative axes (`negativeOk`: most do from 11); needs the rank only then.
static FailureOr<int64_t> axisFor(LoweringRewriter &rw, int64_t axis,
                                  bool negativeOk, unsigned operand = 0) {
  if (axis >= 0 || negativeOk)
    return axis;
  FailureOr<int64_t> rank = needRank(
      rw, operand,
      ("to make axis " + llvm::Twine(axis) + " non-negative for opset " +
       rw.target().str())
          .str());
  if (failed(rank))
    return failure();
  return axis + *rank;
}

static FailureOr<llvm::SmallVector<int64_t, 4>>
axesFor(LoweringRewriter &rw, llvm::ArrayRef<int64_t> axes, bool negativeOk,
        unsigned operand = 0) {
  llvm::SmallVector<int64_t, 4> out;
  for (int64_t a : axes) {
    FailureOr<int64_t> n = axisFor(rw, a, negativeOk, operand);
    if (failed(n))
      return failure();
    out.push_back(*n);
  }
  return out;
}

/// A 1-D f32 constant (Resize's scales and roi).
static Value *constF32(LoweringRewriter &rw, llvm::ArrayRef<float> values) {
  Context &ctx = rw.getContext();
  Type type = ctx.getTensorType(DType::F32,
                                llvm::ArrayRef<int64_t>{int64_t(values.size())});
  const char *begin = reinterpret_cast<const char *>(values.data());
  return rw.constDense(ctx.getDenseAttr(
      type, llvm::ArrayRef<char>(begin, values.size() * sizeof(float))));
}

/// Dims [begin, end) of x's shape as a 1-D i64 tensor.
static Value *shapeSlice(LoweringRewriter &rw, Value *x, int64_t begin,
                         int64_t end) {
  return rw.slice(rw.onnx("Shape", {x}), {begin}, {end}, {0});
}

/// Dim `axis` (non-negative) of x as a 0-d i64 tensor.
static Value *dimScalar(LoweringRewriter &rw, Value *x, int64_t axis) {
  return rw.onnx("Gather", {rw.onnx("Shape", {x}),
                            rw.constScalar(DType::I64, double(axis))});
}

/// An integer index tensor as i64 (ONNX's index inputs take int32/int64).
static Value *asIndex(LoweringRewriter &rw, Value *v) {
  DType dt = dtypeOf(v);
  if (dt == DType::I32 || dt == DType::I64)
    return v;
  return rw.cast(v, DType::I64);
}

/// Negative indices counted from the end of dim `axis` of `data`:
/// Where(idx < 0, idx + dim, idx), skipped when the indices are constants
/// that are all non-negative. For ops that do not take negative indices.
static Value *wrapNegative(LoweringRewriter &rw, Value *idx, Value *data,
                           int64_t axis) {
  if (auto c = constInts(idx); c && llvm::all_of(*c, [](int64_t i) {
        return i >= 0;
      }))
    return idx;
  idx = rw.cast(idx, DType::I64);
  Value *dim = dimScalar(rw, data, axis);
  Value *neg = rw.onnx("Less", {idx, rw.constScalar(DType::I64, 0)});
  return rw.onnx("Where", {neg, rw.onnx("Add", {idx, dim}), idx});
}

/// Reshape with torch's meaning of a 0 entry (a size of 0; ONNX Reshape
/// copies the input's dim there unless allowzero, which is opset 14).
/// A fully static result gives a constant shape. Before 14 a shape with a
/// static 0 gives ConstantOfShape (the result has no elements), and a
/// computed shape is used as is when the result's dims have no static 0:
/// its dims are known (static or symbolic: sizes of graph inputs, which the
/// ShapeEnv takes to be at least 2 unless declared otherwise), so no entry
/// is 0 at run time.
/// A constant shape for Reshape(x) to `resultType` when its dims are
/// static or the input's dim at the same index (ONNX's 0: copy it), with at
/// most one other dim (-1: inferred), as torch.onnx.export writes
/// `x.view(x.size(0), -1)`: no Shape/Gather/Concat for a dynamic batch.
/// -1 is used only when every other dim is provably at least 1 (an empty
/// tensor cannot infer it), and no static dim is 0 (0 would copy).
static std::optional<llvm::SmallVector<int64_t, 4>>
copyDimsShape(LoweringRewriter &rw, Value *x, Type resultType) {
  Type in = x->getType();
  if (!in.isTensor() || !in.hasRank() || !resultType.isTensor() ||
      !resultType.hasRank())
    return std::nullopt;
  Graph *graph = rw.getOp()->getParentGraph();
  if (!graph)
    return std::nullopt;
  const shape::ShapeEnv &env = graph->getParentModule().getShapeEnv();
  llvm::ArrayRef<Dim> inDims = in.getDims(), outDims = resultType.getDims();
  llvm::SmallVector<int64_t, 4> shape;
  int inferred = -1;
  bool copies = false;
  for (size_t i = 0; i < outDims.size(); ++i) {
    const Dim &d = outDims[i];
    if (d.isStatic()) {
      if (d.getStatic() == 0)
        return std::nullopt;
      shape.push_back(d.getStatic());
    } else if (i < inDims.size() && !d.isUnknown() && d == inDims[i]) {
      shape.push_back(0);
      copies = true;
    } else if (inferred < 0) {
      inferred = int(i);
      shape.push_back(-1);
    } else {
      return std::nullopt;
    }
  }
  if (!copies)
    return std::nullopt;
  if (inferred >= 0)
    for (size_t i = 0; i < outDims.size(); ++i)
      if (int(i) != inferred && !outDims[i].isStatic() &&
          env.isGe(outDims[i].getExpr(), 1) != shape::Truth::True)
        return std::nullopt;
  return shape;
}

/// reshapeTorch's form before opset 10, whose Slice takes no run-time
/// ends: an If makes ConstantOfShape(shape) when the shape has a 0 (the
/// tensor is empty, so the values do not matter), and Reshape otherwise.
static FailureOr<Value *> reshapeRuntimeByIf(LoweringRewriter &rw, Value *x,
                                             Value *shape, Type resultType) {
  DType dt = dtypeOf(x);
  if (dt == DType::Unknown || !resultType.isTensor())
    return rw.emitError() << "reshapes to a shape computed at run time "
                             "before opset 14, and needs the input's dtype "
                             "to tell a size of 0 from ONNX's copied dim";
  Context &ctx = rw.getContext();
  Value *isZero = rw.onnx("Equal", {shape, rw.constScalar(DType::I64, 0)});
  Value *anyZero = isZero ? rw.reduce("ReduceMax", rw.cast(isZero, DType::I64),
                                      {}, /*keepdims=*/false)
                          : nullptr;
  Value *cond = anyZero ? rw.cast(anyZero, DType::Bool) : nullptr;
  if (!cond)
    return failure();
  Operation *branches =
      rw.Builder::create(rw.getLoc(), "onnx.If", {resultType}, {cond}, {}, 2);
  for (unsigned r = 0; r != 2; ++r) {
    Block &branch = branches->getRegion(r).emplaceBlock();
    rw.setInsertionPointToEnd(&branch);
    Value *v;
    if (r == 0) {
      Attribute zero =
          ctx.getDenseAttr(ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{1}),
                           scalarConstantBytes(dt, 0));
      v = rw.onnx("ConstantOfShape", {shape}, {{ctx.intern("value"), zero}});
    } else {
      v = rw.onnx("Reshape", {x, shape});
    }
    if (!v)
      return failure();
    rw.Builder::create(rw.getLoc(), "tocc.yield", {}, {v});
  }
  rw.setInsertionPointAfter(branches);
  return branches->getResult(0);

}

static FailureOr<Value *> reshapeTorch(LoweringRewriter &rw, Value *x,
                                       Value *shape, Type resultType,
                                       const Since &since) {
  std::optional<llvm::SmallVector<int64_t, 4>> dims = staticDims(resultType);
  if (!dims)
    dims = constInts(shape);
  if (!dims)
    if (auto copy = copyDimsShape(rw, x, resultType))
      return rw.onnx("Reshape", {x, rw.constI64(*copy)});
  bool zero = dims && llvm::is_contained(*dims, 0);
  if (since.atLeast(14)) {
    Value *s = dims ? rw.constI64(*dims) : shape;
    return rw.onnx("Reshape", {x, s}, {rw.intAttr("allowzero", 1)});
  }
  if (dims && !zero)
    return rw.onnx("Reshape", {x, rw.constI64(*dims)});
  if (dims && zero) {
    DType dt = dtypeOf(x);
    if (dt == DType::Unknown || llvm::is_contained(*dims, -1))
      return rw.emitError() << "reshapes to a shape with a 0 before opset 14 "
                               "and needs a known dtype and no -1 there";
    Context &ctx = rw.getContext();
    Attribute one =
        ctx.getDenseAttr(ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{1}),
                         scalarConstantBytes(dt, 0));
    return rw.onnx("ConstantOfShape", {rw.constI64(*dims)},
                   {{ctx.intern("value"), one}});
  }
  if (resultType.isTensor() && resultType.hasRank() &&
      llvm::none_of(resultType.getDims(), [](const Dim &d) {
        return d.isUnknown() || (d.isStatic() && d.getStatic() == 0);
      }))
    return rw.onnx("Reshape", {x, shape});
  // A shape computed at run time, before opset 14: Reshape's 0 copies the
  // input's dim where torch's means a size of 0, and then the input is
  // empty. The exact form below has no If: an If that captures `x` as its
  // only use makes ONNX Runtime 1.20's Conv fusions index past the If's
  // inputs and abort. With z = (shape == 0) and ones = where(z, 1, shape),
  // the input (flattened) is padded with any(z) * prod(ones) zeros,
  // reshaped to `ones`, and sliced to 0 on the axes of z. Without a 0 the
  // pad is empty and the slice keeps everything; with one, torch forbids a
  // -1 beside it, so prod(ones) is the pad's exact size.
  if (since.below(10))
    return reshapeRuntimeByIf(rw, x, shape, resultType);
  DType dt = dtypeOf(x);
  if (dt == DType::Unknown || !resultType.isTensor())
    return rw.emitError() << "reshapes to a shape computed at run time "
                             "before opset 14, and needs the input's dtype "
                             "to tell a size of 0 from ONNX's copied dim";
  Context &ctx = rw.getContext();
  Value *i0 = rw.constScalar(DType::I64, 0);
  Value *isZero = rw.onnx("Equal", {shape, i0});
  Value *ones = rw.onnx("Where", {isZero, rw.constScalar(DType::I64, 1), shape});
  Value *anyZero = rw.reduce("ReduceMax", rw.cast(isZero, DType::I64), {},
                             /*keepdims=*/true);
  Value *count = rw.reduce("ReduceProd", ones, {}, /*keepdims=*/true);
  Value *padSize = rw.onnx("Mul", {anyZero, count});
  Attribute zeroValue =
      ctx.getDenseAttr(ctx.getTensorType(dt, llvm::ArrayRef<int64_t>{1}),
                       scalarConstantBytes(dt, 0));
  Value *pad = rw.onnx("ConstantOfShape", {padSize},
                       {{ctx.intern("value"), zeroValue}});
  Value *flat = rw.onnx("Reshape", {x, rw.constI64({-1})});
  Value *padded = rw.onnx("Concat", {flat, pad}, {rw.intAttr("axis", 0)});
  Value *full = rw.onnx("Reshape", {padded, ones});
  Value *ends = rw.onnx(
      "Where",
      {isZero, i0, rw.constI64({std::numeric_limits<int64_t>::max()})});
  Type shapeType = shape->getType();
  Value *starts =
      shapeType.isTensor() && shapeType.hasRank() &&
              shapeType.getDims().size() == 1 && shapeType.getDims()[0].isStatic()
          ? rw.constI64(llvm::SmallVector<int64_t, 4>(
                shapeType.getDims()[0].getStatic(), 0))
          : rw.onnx("Mul", {ones, i0});
  Value *sliced = rw.onnx("Slice", {full, starts, ends});
  if (!sliced)
    return failure();
  sliced->setType(resultType);
  return sliced;
}

static LogicalResult replaceWith(LoweringRewriter &rw, Operation *op,
                                 Value *v) {
  if (!v)
    return failure();
  rw.replaceOp(op, {v});
  return success();
}

static LogicalResult replaceWith(LoweringRewriter &rw, Operation *op,
                                 FailureOr<Value *> v) {
  if (failed(v))
    return failure();
  return replaceWith(rw, op, *v);
}

//===----------------------------------------------------------------------===//
// Shapes as values and shape changes
//===----------------------------------------------------------------------===//

// shape_of(x) = Shape(x)
static LogicalResult lowerShapeOf(LoweringRewriter &rw, Operation *op) {
  return replaceWith(rw, op,
                     rw.onnx("Shape", {core::ShapeOfOp(op).getInput()}));
}

// reshape(x, shape) = Reshape(x, shape) with torch's 0 (reshapeTorch)
static LogicalResult lowerReshape(LoweringRewriter &rw, Operation *op,
                                  const Since &since) {
  core::ReshapeOp reshape(op);
  return replaceWith(rw, op,
                     reshapeTorch(rw, reshape.getInput(), reshape.getShape(),
                                  reshape.getOut()->getType(), since));
}

// expand(x, shape) = Expand(x, shape with -1 -> 1): ONNX broadcasts both
// ways, so a 1 keeps the input's dim exactly where torch's -1 does (torch
// allows -1 only over an existing dim, and only dims of 1 grow).
static LogicalResult lowerExpand(LoweringRewriter &rw, Operation *op) {
  core::ExpandOp expand(op);
  Value *shape = expand.getShape();
  if (auto c = constInts(shape)) {
    for (int64_t &d : *c)
      if (d == -1)
        d = 1;
    shape = rw.constI64(*c);
  } else {
    Value *isKeep = rw.onnx("Equal", {shape, rw.constScalar(DType::I64, -1)});
    shape = rw.onnx("Where", {isKeep, rw.constScalar(DType::I64, 1), shape});
  }
  return replaceWith(rw, op, rw.onnx("Expand", {expand.getInput(), shape}));
}

// transpose(x) {perm} = Transpose(x) {perm}
static LogicalResult lowerTranspose(LoweringRewriter &rw, Operation *op) {
  core::TransposeOp transpose(op);
  return replaceWith(rw, op,
                     rw.onnx("Transpose", {transpose.getInput()},
                             {rw.intsAttr("perm", transpose.getPerm())}));
}

// unsqueeze(x) {axes} = Unsqueeze: axes index the result, so a negative
// one is made non-negative against rank + len(axes) before opset 11.
static LogicalResult lowerUnsqueeze(LoweringRewriter &rw, Operation *op,
                                    const Since &since) {
  core::UnsqueezeOp unsqueeze(op);
  llvm::SmallVector<int64_t, 4> axes = unsqueeze.getAxes();
  if (since.below(11) && llvm::any_of(axes, [](int64_t a) {
        return a < 0;
      })) {
    FailureOr<int64_t> rank =
        needRank(rw, 0, "to make negative axes non-negative before opset 11");
    if (failed(rank))
      return failure();
    for (int64_t &a : axes)
      if (a < 0)
        a += *rank + int64_t(axes.size());
  }
  return replaceWith(rw, op, rw.unsqueeze(unsqueeze.getInput(), axes));
}

// squeeze(x) {axes} = Squeeze (axes always given: torch's squeeze of
// listed dims only)
static LogicalResult lowerSqueeze(LoweringRewriter &rw, Operation *op,
                                  const Since &since) {
  core::SqueezeOp squeeze(op);
  auto axes = axesFor(rw, squeeze.getAxes(), since.atLeast(11));
  if (failed(axes))
    return failure();
  return replaceWith(rw, op, rw.squeeze(squeeze.getInput(), *axes));
}

// flatten(x) {s, e} = Reshape(x, dims[:s] ++ [prod(dims[s..e])] ++
// dims[e+1:]); the merged dim is a ReduceProd of the shape's slice (no -1,
// which an empty tensor could not infer); rank 0 gives [1].
// flatten(x) {1, rank - 1} = Flatten(x) {axis = 1} ([d0, prod(rest)]: a
// classifier's flatten, as torch.onnx writes it; bf16 from Flatten-13).
static LogicalResult lowerFlatten(LoweringRewriter &rw, Operation *op,
                                  const Since &since) {
  core::FlattenOp flatten(op);
  Value *x = flatten.getInput();
  Type resultType = flatten.getOut()->getType();
  FailureOr<int64_t> rank = needRank(rw, 0, "to flatten");
  if (failed(rank))
    return failure();
  if (*rank == 0)
    return replaceWith(rw, op, rw.onnx("Reshape", {x, rw.constI64({1})}));
  int64_t s = flatten.getStartDim(), e = flatten.getEndDim();
  s = s < 0 ? s + *rank : s;
  e = e < 0 ? e + *rank : e;
  if (s == 1 && e == *rank - 1 &&
      (x->getType().getDType() != DType::BF16 || since.atLeast(13)))
    return replaceWith(rw, op,
                       rw.onnx("Flatten", {x}, {rw.intAttr("axis", 1)}));
  if (auto dims = staticDims(resultType))
    return replaceWith(
        rw, op, reshapeTorch(rw, x, rw.constI64(*dims), resultType, since));
  if (auto copy = copyDimsShape(rw, x, resultType))
    return replaceWith(rw, op, rw.onnx("Reshape", {x, rw.constI64(*copy)}));
  llvm::SmallVector<Value *, 3> parts;
  if (s > 0)
    parts.push_back(shapeSlice(rw, x, 0, s));
  parts.push_back(
      rw.reduce("ReduceProd", shapeSlice(rw, x, s, e + 1), {0}, true));
  if (e + 1 < *rank)
    parts.push_back(shapeSlice(rw, x, e + 1, kI64Max));
  Value *shape = parts.size() == 1
                     ? parts[0]
                     : rw.onnx("Concat", parts, {rw.intAttr("axis", 0)});
  return replaceWith(rw, op, reshapeTorch(rw, x, shape, resultType, since));
}

// tile(x, repeats) = Tile(x, repeats)
static LogicalResult lowerTile(LoweringRewriter &rw, Operation *op) {
  core::TileOp tile(op);
  return replaceWith(rw, op,
                     rw.onnx("Tile", {tile.getInput(), tile.getRepeats()}));
}

// flip(x) {axes} = Slice(x, starts = -1, ends = INT64_MIN, steps = -1)
// from opset 10 (ONNX clamps the end to "before the first element" for a
// negative step); before 10 Slice has no steps, so each axis is a Gather
// of the reversed indices, which needs its dim static.
static LogicalResult lowerFlip(LoweringRewriter &rw, Operation *op,
                               const Since &since) {
  core::FlipOp flip(op);
  Value *x = flip.getInput();
  auto axes = axesFor(rw, flip.getAxes(), since.atLeast(11));
  if (failed(axes))
    return failure();
  size_t n = axes->size();
  if (since.atLeast(10))
    return replaceWith(
        rw, op,
        rw.onnx("Slice", {x, rw.constI64(llvm::SmallVector<int64_t>(n, -1)),
                          rw.constI64(llvm::SmallVector<int64_t>(n, kI64Min)),
                          rw.constI64(*axes),
                          rw.constI64(llvm::SmallVector<int64_t>(n, -1))}));
  Type t = x->getType();
  Value *out = x;
  for (int64_t a : *axes) {
    if (!t.hasRank() || !t.getDims()[a].isStatic())
      return rw.emitError() << "flips dim " << a
                            << " of unknown size; opset 9 has no Slice "
                               "steps (target opset 10 or later)";
    if (!checkElementCount({t.getDims()[a].getStatic()}, kDefaultMaxElements))
      return rw.emitError()
             << "flips dim " << a << " of " << t.getDims()[a].getStatic()
             << " elements: its reversed indices would be a constant above "
                "the compile-time size cap of "
             << kDefaultMaxElements
             << " elements, and opset 9 has no Slice steps (target opset 10 "
                "or later)";
    llvm::SmallVector<int64_t, 8> rev;
    for (int64_t i = t.getDims()[a].getStatic() - 1; i >= 0; --i)
      rev.push_back(i);
    out = rw.onnx("Gather", {out, rw.constI64(rev)}, {rw.intAttr("axis", a)});
  }
  return replaceWith(rw, op, out);
}

// tril / triu (keep j - i <= d / j - i >= d of the last two dims) =
// Trilu(x, d) {upper} from opset 14; before, Where(mask, x, 0) with the
// mask a constant for static dims within the compile-time cap, else built
// with Range (opset 11). OpT: TrilOp or TriuOp.
template <typename OpT>
static std::function<LoweringFn(Since)> lowerTriangle(bool upper) {
  return [upper](Since since) -> LoweringFn {
    return [upper, since](LoweringRewriter &rw,
                          Operation *op) -> LogicalResult {
      OpT triangle(op);
      Value *x = triangle.getInput();
      int64_t d = triangle.getDiagonal();
      if (since.atLeast(14))
        return replaceWith(rw, op,
                           rw.onnx("Trilu", {x, rw.constScalar(DType::I64, d)},
                                   {rw.intAttr("upper", upper)}));
      FailureOr<int64_t> rank = needRank(rw, 0, "to find its last two dims");
      if (failed(rank))
        return failure();
      DType dt = dtypeOf(x);
      if (dt == DType::Unknown)
        return rw.emitError() << "needs the input's dtype for its zeros "
                                 "before opset 14";
      llvm::ArrayRef<Dim> dims = x->getType().getDims();
      Dim rd = dims[*rank - 2], cd = dims[*rank - 1];
      Value *mask;
      bool staticMask = rd.isStatic() && cd.isStatic() &&
                        checkElementCount({rd.getStatic(), cd.getStatic()},
                                          kDefaultMaxElements);
      if (staticMask) {
        int64_t r = rd.getStatic(), c = cd.getStatic();
        std::vector<char> bits(size_t(r * c));
        for (int64_t i = 0; i < r; ++i)
          for (int64_t j = 0; j < c; ++j)
            bits[size_t(i * c + j)] = upper ? j - i >= d : j - i <= d;
        Context &ctx = rw.getContext();
        mask = rw.constDense(ctx.getDenseAttr(
            ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{r, c}),
            llvm::ArrayRef<char>(bits.data(), bits.size())));
      } else if (since.atLeast(11)) {
        Value *zero = rw.constScalar(DType::I64, 0);
        Value *one = rw.constScalar(DType::I64, 1);
        Value *rows =
            rw.onnx("Range", {zero, dimScalar(rw, x, *rank - 2), one});
        Value *cols =
            rw.onnx("Range", {zero, dimScalar(rw, x, *rank - 1), one});
        Value *diff = rw.onnx("Sub", {cols, rw.unsqueeze(rows, {1})});
        // j - i <= d is j - i < d + 1; j - i >= d is j - i > d - 1.
        mask = upper
                   ? rw.onnx("Greater",
                             {diff, rw.constScalar(DType::I64, double(d - 1))})
                   : rw.onnx("Less",
                             {diff, rw.constScalar(DType::I64, double(d + 1))});
      } else if (rd.isStatic() && cd.isStatic()) {
        return rw.emitError()
               << "has last two dims of " << rd.getStatic() << " x "
               << cd.getStatic()
               << ", a mask above the compile-time size cap of "
               << kDefaultMaxElements << " elements; opset " << rw.target()
               << " has neither Trilu (14) nor Range (11) to build it";
      } else {
        return rw.emitError()
               << "has last two dims of unknown size; opset " << rw.target()
               << " has neither Trilu (14) nor Range (11)";
      }
      return replaceWith(rw, op,
                         rw.onnx("Where", {mask, x, rw.constScalar(dt, 0)}));
    };
  };
}

//===----------------------------------------------------------------------===//
// Slicing, joining, padding
//===----------------------------------------------------------------------===//

// slice(x, starts, ends, axes, steps) = Slice: ONNX clamps starts and ends
// as ATen does for positive steps (an end before the start is empty in
// both). Before 10 they are attributes (constants; steps other than 1 are
// a Gather of the picked indices per static dim); at 10 the axes must be
// non-negative.
static LogicalResult lowerSlice(LoweringRewriter &rw, Operation *op,
                                const Since &since) {
  core::SliceOp slice(op);
  Value *x = slice.getInput();
  auto axes = constInts(slice.getAxes());
  if (since.below(11) && !axes)
    return rw.emitError() << "has axes computed at run time; opset "
                          << rw.target()
                          << " needs constant non-negative axes (target "
                             "opset 11 or later)";
  if (axes) {
    auto normalized = axesFor(rw, *axes, since.atLeast(11));
    if (failed(normalized))
      return failure();
    axes = *normalized;
  }
  if (since.atLeast(10)) {
    Value *axesValue = axes ? rw.constI64(*axes) : slice.getAxes();
    return replaceWith(rw, op,
                       rw.onnx("Slice", {x, slice.getStarts(), slice.getEnds(),
                                         axesValue, slice.getSteps()}));
  }
  auto starts = constInts(slice.getStarts());
  auto ends = constInts(slice.getEnds());
  auto steps = constInts(slice.getSteps());
  if (!starts || !ends || !steps)
    return rw.emitError() << "has starts, ends or steps computed at run "
                             "time; opset 9's Slice takes constants only "
                             "(target opset 10 or later)";
  if (llvm::all_of(*steps, [](int64_t s) { return s == 1; }))
    return replaceWith(rw, op, rw.slice(x, *starts, *ends, *axes));
  // Steps other than 1 at opset 9: a Gather per axis of the indices ATen
  // takes (start and end made non-negative and clamped to [0, n]), which
  // needs the sliced dims static.
  Type t = x->getType();
  Value *out = x;
  for (size_t i = 0; i < axes->size(); ++i) {
    int64_t a = (*axes)[i];
    if (!t.hasRank() || !t.getDims()[a].isStatic())
      return rw.emitError() << "slices dim " << a
                            << " of unknown size with a step other than "
                               "1; opset 9's Slice has no steps (target "
                               "opset 10 or later)";
    int64_t n = t.getDims()[a].getStatic();
    auto clampIndex = [n](int64_t v) {
      if (v < 0)
        v = v < -n ? 0 : v + n;
      return std::min(v, n);
    };
    int64_t b = clampIndex((*starts)[i]), e = clampIndex((*ends)[i]);
    llvm::SmallVector<int64_t, 8> picked;
    for (int64_t j = b; j < e; j += (*steps)[i])
      picked.push_back(j);
    out = rw.onnx("Gather", {out, rw.constI64(picked)},
                  {rw.intAttr("axis", a)});
  }
  return replaceWith(rw, op, out);
}

// concat(xs...) {axis} = Concat {axis}
static LogicalResult lowerConcat(LoweringRewriter &rw, Operation *op,
                                 const Since &since) {
  core::ConcatOp concat(op);
  FailureOr<int64_t> axis = axisFor(rw, concat.getAxis(), since.atLeast(11));
  if (failed(axis))
    return failure();
  llvm::SmallVector<Value *, 4> inputs = concat.getInputs();
  return replaceWith(rw, op,
                     rw.onnx("Concat", inputs, {rw.intAttr("axis", *axis)}));
}

// split(x) {axis, sizes?} = Split: sizes as attribute `split` before 13,
// as input from 13; an equal split (no sizes) of a static dim gives the
// sizes explicitly, of an unknown dim it is Split without sizes (before
// 18) or with num_outputs (18, which requires one of the two).
static LogicalResult lowerSplit(LoweringRewriter &rw, Operation *op,
                                const Since &since) {
  core::SplitOp split(op);
  Value *x = split.getInput();
  int64_t n = op->getNumResults();
  FailureOr<int64_t> axis = axisFor(rw, split.getAxis(), since.atLeast(11));
  if (failed(axis))
    return failure();
  std::optional<llvm::SmallVector<int64_t, 4>> sizes;
  if (Attribute a = split.getSizesAttr())
    sizes = a.getIntArray();
  Type t = x->getType();
  if (!sizes && t.hasRank()) {
    int64_t a = *axis < 0 ? *axis + t.getRank() : *axis;
    if (a >= 0 && a < t.getRank() && t.getDims()[a].isStatic() &&
        t.getDims()[a].getStatic() % n == 0)
      sizes = llvm::SmallVector<int64_t, 4>(n, t.getDims()[a].getStatic() / n);
  }
  llvm::SmallVector<NamedAttribute, 2> attrs{rw.intAttr("axis", *axis)};
  llvm::SmallVector<Value *, 2> inputs{x};
  if (sizes && since.below(13))
    attrs.push_back(rw.intsAttr("split", *sizes));
  else if (sizes)
    inputs.push_back(rw.constI64(*sizes));
  else if (since.atLeast(18))
    attrs.push_back(rw.intAttr("num_outputs", n));
  Operation *onnxSplit = rw.onnxOp("Split", n, inputs, attrs);
  if (!onnxSplit)
    return failure();
  rw.replaceOp(op, onnxSplit->getResults());
  return success();
}

// pad(x, pads) {mode, value}: core's pads are ONNX's layout ([begins...,
// ends...]). constant -> Pad constant (value converted to x's dtype);
// reflect -> reflect; replicate -> edge; circular -> Pad-19's wrap, before
// 19 per dim concat(x[n-b:], x, x[:e]) (constant pads). Negative (crop)
// pads: a Slice first, then the positive pads (constant mode only).
// Before 11 Pad takes floats only: other dtypes go through f64 and back
// when exact (integers of at most 32 bits, bool), before 13 bool through
// i32.
static LogicalResult lowerPad(LoweringRewriter &rw, Operation *op,
                              const Since &since) {
  core::PadOp pad(op);
  Value *x = pad.getInput();
  llvm::StringRef mode = pad.getMode();
  DType dt = dtypeOf(x);
  auto pads = constInts(pad.getPads());
  if (!pads && (since.below(11) || mode == "circular"))
    return rw.emitError() << "has pads computed at run time; "
                          << (mode == "circular"
                                  ? llvm::StringRef("circular padding")
                                  : llvm::StringRef("opset 9 and 10's Pad"))
                          << " needs constant pads";
  Value *padsValue = pad.getPads();
  if (pads && llvm::any_of(*pads, [](int64_t p) { return p < 0; })) {
    if (mode != "constant")
      return rw.emitError() << "crops (negative pads) in " << mode
                            << " mode, which has no exact ONNX form";
    int64_t rank = int64_t(pads->size()) / 2;
    llvm::SmallVector<int64_t, 4> starts, ends, axes;
    for (int64_t i = 0; i < rank; ++i) {
      int64_t b = (*pads)[i], e = (*pads)[rank + i];
      if (b >= 0 && e >= 0)
        continue;
      starts.push_back(b < 0 ? -b : 0);
      ends.push_back(e < 0 ? e : kI64Max);
      axes.push_back(i);
      (*pads)[i] = std::max<int64_t>(b, 0);
      (*pads)[rank + i] = std::max<int64_t>(e, 0);
    }
    x = rw.slice(x, starts, ends, axes);
    if (since.atLeast(11))
      padsValue = rw.constI64(*pads);
  }
  if (mode == "circular" && since.below(19)) {
    int64_t rank = int64_t(pads->size()) / 2;
    Value *out = x;
    for (int64_t i = 0; i < rank; ++i) {
      int64_t b = (*pads)[i], e = (*pads)[rank + i];
      if (b == 0 && e == 0)
        continue;
      llvm::SmallVector<Value *, 3> parts;
      if (b > 0)
        parts.push_back(rw.slice(out, {-b}, {kI64Max}, {i}));
      parts.push_back(out);
      if (e > 0)
        parts.push_back(rw.slice(out, {0}, {e}, {i}));
      out = rw.onnx("Concat", parts, {rw.intAttr("axis", i)});
    }
    return replaceWith(rw, op, out);
  }
  llvm::StringRef onnxMode = mode == "replicate"  ? "edge"
                             : mode == "circular" ? "wrap"
                                                  : mode;
  std::optional<double> value;
  if (mode == "constant")
    value = pad.getValue();
  // The dtype Pad computes in at the target: Pad-2 takes float16, float
  // and double; Pad-11 adds the integers; Pad-13 bool and bfloat16. The
  // detour is exact: integers of at most 32 bits and bool in f64, bf16 in
  // f32.
  DType via = dt;
  if (dt == DType::BF16 && since.below(13))
    via = DType::F32;
  else if (dt == DType::Bool && since.below(13))
    via = since.below(11) ? DType::F64 : DType::I32;
  else if (since.below(11) && isIntegerDType(dt)) {
    if (dt == DType::I64 || dt == DType::U64)
      return rw.emitError() << "pads " << dtypeName(dt)
                            << " before opset 11, whose Pad takes float "
                               "types only (and "
                            << dtypeName(dt)
                            << " does not round-trip through double)";
    via = DType::F64;
  }
  if (value && *value != 0 && dt == DType::Unknown)
    return rw.emitError() << "needs the input's dtype for its fill value";
  if (value && via != dt) {
    // The fill as the runtime converts it to x's dtype, exactly
    // representable in `via`.
    std::vector<char> bytes = scalarConstantBytes(dt, *value);
    if (dt == DType::Bool) {
      value = bytes[0] ? 1.0 : 0.0;
    } else if (dt == DType::BF16) {
      uint32_t bits = uint32_t(uint8_t(bytes[0])) << 16 |
                      uint32_t(uint8_t(bytes[1])) << 24;
      float f;
      std::memcpy(&f, &bits, sizeof f);
      value = f;
    } else {
      value = std::trunc(*value);
    }
  }
  Value *in = rw.cast(x, via);
  Value *out = rw.pad(in, pads ? *pads : llvm::ArrayRef<int64_t>(), padsValue,
                      onnxMode, value, via);
  return replaceWith(rw, op, via == dt ? out : rw.cast(out, dt));
}

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

// index_select(data, idx) {axis} = Gather {axis}; Gather takes negative
// indices from 11, before that they are wrapped (wrapNegative).
static LogicalResult lowerIndexSelect(LoweringRewriter &rw, Operation *op,
                                      const Since &since) {
  core::IndexSelectOp indexSelect(op);
  Value *data = indexSelect.getData();
  FailureOr<int64_t> axis =
      axisFor(rw, indexSelect.getAxis(), since.atLeast(11));
  if (failed(axis))
    return failure();
  Value *idx = asIndex(rw, indexSelect.getIndices());
  if (since.below(11)) {
    FailureOr<int64_t> a = axisFor(rw, *axis, /*negativeOk=*/false);
    if (failed(a))
      return failure();
    idx = wrapNegative(rw, idx, data, *a);
  }
  return replaceWith(rw, op, rw.onnx("Gather", {data, idx},
                                     {rw.intAttr("axis", *axis)}));
}

// gather(data, idx) {axis} = GatherElements {axis} (11; negative indices
// count from the end in both)
static LogicalResult lowerGather(LoweringRewriter &rw, Operation *op) {
  core::GatherOp gather(op);
  return replaceWith(
      rw, op,
      rw.onnx("GatherElements",
              {gather.getData(), asIndex(rw, gather.getIndices())},
              {rw.intAttr("axis", gather.getAxis())}));
}

/// scatter add before opset 16 (no ScatterElements reduction): with r the
/// rank, a the axis and D = data.dims[a],
///   hit = Cast(OneHot(idx, D, [0, 1]), bool)       [idx.dims..., D]
///   sum = ReduceSum(Where(hit, updates[..., None], 0), a)
///   out = data + Transpose(sum) moving the last dim to a
/// which adds every update (repeated indices included) where torch's
/// scatter_add does; a Where rather than a product, so an inf or NaN update
/// reaches only its own target. Sums of floats may associate differently
/// from ATen's sequential order. Needs the indices' dims outside a to be
/// the data's, or static and smaller (the sums are then padded with zeros),
/// and a ReduceSum type (f16, f32, f64, i32, i64).
static FailureOr<Value *> scatterAddByOneHot(LoweringRewriter &rw,
                                             core::ScatterOp scatter,
                                             const Since &since) {
  Value *data = scatter.getData(), *idx = scatter.getIndices(),
        *updates = scatter.getUpdates();
  std::optional<int64_t> rank = rankOf(data);
  DType dt = dtypeOf(data);
  if (!rank || !rankOf(idx) || *rankOf(idx) != *rank)
    return rw.emitError() << "scatters with reduce 'add' before opset 16, "
                             "which needs the ranks of data and indices";
  if (dt != DType::F16 && dt != DType::F32 && dt != DType::F64 &&
      dt != DType::I32 && dt != DType::I64)
    return rw.emitError() << "scatters " << dtypeName(dt)
                          << " with reduce 'add' before opset 16, whose "
                             "one-hot sums take f16, f32, f64, i32 and i64";
  int64_t axis = scatter.getAxis();
  axis = axis < 0 ? axis + *rank : axis;
  llvm::ArrayRef<Dim> dd = data->getType().getDims(),
                      id = idx->getType().getDims();
  // Indices dims smaller than the data's (static) leave the rest of the
  // sums zero: they are padded at the end.
  llvm::SmallVector<int64_t, 8> pads(2 * *rank, 0);
  bool padded = false;
  for (int64_t i = 0; i < *rank; ++i) {
    if (i == axis || (!dd[i].isUnknown() && dd[i] == id[i]))
      continue;
    if (dd[i].isStatic() && id[i].isStatic() &&
        id[i].getStatic() <= dd[i].getStatic() &&
        (since.atLeast(11) || isFloatDType(dt))) {
      pads[*rank + i] = dd[i].getStatic() - id[i].getStatic();
      padded = true;
      continue;
    }
    return rw.emitError()
           << "scatters with reduce 'add' before opset 16 with indices "
              "whose dim "
           << i
           << " is not known to equal the data's (needed by the one-hot "
              "sums; target opset 16 or later)";
  }
  Value *depth = dd[axis].isStatic()
                     ? rw.constI64({dd[axis].getStatic()})
                     : shapeSlice(rw, data, axis, axis + 1);
  Value *wrapped = wrapNegative(rw, rw.cast(idx, DType::I64), data, axis);
  Value *hit = rw.cast(
      rw.onnx("OneHot", {wrapped, depth, rw.constI64({0, 1})},
              {rw.intAttr("axis", -1)}),
      DType::Bool);
  Value *picked = rw.onnx(
      "Where", {hit, rw.unsqueeze(updates, {*rank}), rw.constScalar(dt, 0)});
  Value *sum = rw.reduce("ReduceSum", picked, {axis}, false);
  Value *moved = sum;
  if (axis != *rank - 1) {
    llvm::SmallVector<int64_t, 4> perm;
    for (int64_t i = 0; i < *rank - 1; ++i) {
      if (i == axis)
        perm.push_back(*rank - 1);
      perm.push_back(i);
    }
    moved = rw.onnx("Transpose", {sum}, {rw.intsAttr("perm", perm)});
  }
  if (padded)
    moved = rw.pad(moved, pads, /*pads=*/nullptr, "constant", 0.0, dt);
  return rw.onnx("Add", {data, moved});
}

// scatter(data, idx, updates) {axis, reduce} = ScatterElements (11;
// reduction add/mul from 16); Scatter-9 for reduce none on opsets 9 and 10
// (negative indices wrapped there); add before 16 as one-hot sums
// (scatterAddByOneHot); mul before 16 has no exact form.
static LogicalResult lowerScatter(LoweringRewriter &rw, Operation *op,
                                  const Since &since) {
  core::ScatterOp scatter(op);
  llvm::StringRef reduce = scatter.getReduce();
  Value *data = scatter.getData();
  Value *idx = asIndex(rw, scatter.getIndices());
  if (reduce == "add" && since.below(16))
    return replaceWith(rw, op, scatterAddByOneHot(rw, scatter, since));
  if (reduce != "none" && since.below(16))
    return rw.emitError() << "scatters with reduce '" << reduce
                          << "', which ScatterElements has from opset 16 "
                             "(target opset "
                          << rw.target() << ")";
  if (since.below(11)) {
    FailureOr<int64_t> axis =
        axisFor(rw, scatter.getAxis(), /*negativeOk=*/false);
    if (failed(axis))
      return failure();
    idx = wrapNegative(rw, idx, data, *axis);
    return replaceWith(rw, op,
                       rw.onnx("Scatter", {data, idx, scatter.getUpdates()},
                               {rw.intAttr("axis", *axis)}));
  }
  llvm::SmallVector<NamedAttribute, 2> attrs{
      rw.intAttr("axis", scatter.getAxis())};
  if (reduce != "none")
    attrs.push_back(rw.stringAttr("reduction", reduce));
  return replaceWith(
      rw, op,
      rw.onnx("ScatterElements", {data, idx, scatter.getUpdates()}, attrs));
}

/// The index tensors of index / index_put broadcast to one shape B, each
/// with negative entries wrapped against its dim, stacked on a new last
/// axis: [B..., k] i64 (GatherND / ScatterND's indices). `zeros` receives
/// a zero i64 tensor of shape B (values broadcast against it).
static Value *stackIndices(LoweringRewriter &rw, Value *x,
                           llvm::ArrayRef<Value *> indices, Value *&zeros) {
  llvm::SmallVector<Value *, 4> wrapped;
  std::optional<int64_t> bRank = 0;
  for (size_t j = 0; j < indices.size(); ++j) {
    Value *i = rw.cast(indices[j], DType::I64);
    wrapped.push_back(wrapNegative(rw, i, x, int64_t(j)));
    std::optional<int64_t> r = rankOf(indices[j]);
    bRank = r && bRank ? std::optional<int64_t>(std::max(*bRank, *r))
                       : std::nullopt;
  }
  if (!bRank) {
    rw.emitError() << "needs the ranks of its index tensors to stack them";
    return nullptr;
  }
  // 0 * i_0 + ... + 0 * i_{k-1}: zeros of the broadcast shape B.
  zeros = nullptr;
  for (Value *w : wrapped) {
    Value *z = rw.onnx("Mul", {w, rw.constScalar(DType::I64, 0)});
    zeros = zeros ? rw.onnx("Add", {zeros, z}) : z;
  }
  llvm::SmallVector<Value *, 4> parts;
  for (Value *w : wrapped)
    parts.push_back(rw.unsqueeze(rw.onnx("Add", {w, zeros}), {*bRank}));
  if (parts.size() == 1)
    return parts[0];
  return rw.onnx("Concat", parts, {rw.intAttr("axis", *bRank)});
}

// index(x, i_0..i_{k-1}) = GatherND(x, stack(broadcast(i_j))) (11);
// before 11 (no GatherND), Gather(Reshape(x, [-1] ++ x.dims[k:]),
// sum_j wrap(i_j) * stride_j) with stride_j = prod(x.dims[j+1:k]): the
// sum broadcasts the indices, and Gather puts B where the leading dims
// were. Needs x's dims static there (constant strides and shape).
static LogicalResult lowerIndex(LoweringRewriter &rw, Operation *op,
                                const Since &since) {
  core::IndexOp index(op);
  Value *x = index.getInput();
  llvm::SmallVector<Value *, 4> indices = index.getIndices();
  if (since.below(11)) {
    auto dims = staticDims(x->getType());
    if (!dims)
      return rw.emitError() << "indexes a tensor whose dims are not all "
                               "static; opset "
                            << rw.target()
                            << " has no GatherND (target opset 11 or later)";
    int64_t k = int64_t(indices.size());
    Value *linear = nullptr;
    int64_t stride = 1;
    for (int64_t j = k - 1; j >= 0; --j) {
      Value *w = wrapNegative(rw, rw.cast(indices[j], DType::I64), x, j);
      if (stride != 1)
        w = rw.onnx("Mul", {w, rw.constScalar(DType::I64, double(stride))});
      linear = linear ? rw.onnx("Add", {w, linear}) : w;
      stride *= (*dims)[j];
    }
    llvm::SmallVector<int64_t, 4> flat{stride};
    flat.append(dims->begin() + k, dims->end());
    Value *flatX = x;
    if (k != 1)
      flatX = rw.onnx("Reshape", {x, rw.constI64(flat)});
    return replaceWith(rw, op,
                       rw.onnx("Gather", {flatX, linear},
                               {rw.intAttr("axis", 0)}));
  }
  Value *zeros = nullptr;
  Value *stacked = stackIndices(rw, x, indices, zeros);
  if (!stacked)
    return failure();
  return replaceWith(rw, op, rw.onnx("GatherND", {x, stacked}));
}

// index_put(x, i_0..i_{k-1}, v) {accumulate} = ScatterND(x, stacked,
// Expand(v, B ++ x.dims[k:])) (11), reduction add for accumulate (16,
// where repeated indices all add up as in torch).
static LogicalResult lowerIndexPut(LoweringRewriter &rw, Operation *op,
                                   const Since &since) {
  core::IndexPutOp indexPut(op);
  Value *x = indexPut.getInput();
  bool accumulate = indexPut.getAccumulate();
  if (accumulate && since.below(16))
    return rw.emitError() << "accumulates, which ScatterND does from opset "
                             "16 (reduction add; target opset "
                          << rw.target() << ")";
  llvm::SmallVector<Value *, 4> indices = indexPut.getIndices();
  Value *zeros = nullptr;
  Value *stacked = stackIndices(rw, x, indices, zeros);
  if (!stacked)
    return failure();
  Value *updateShape = rw.onnx("Shape", {zeros});
  if (std::optional<int64_t> r = rankOf(x); !r || *r > int64_t(indices.size()))
    updateShape = rw.onnx("Concat",
                          {updateShape,
                           shapeSlice(rw, x, int64_t(indices.size()), kI64Max)},
                          {rw.intAttr("axis", 0)});
  Value *updates = rw.onnx("Expand", {indexPut.getValues(), updateShape});
  llvm::SmallVector<NamedAttribute, 1> attrs;
  if (accumulate)
    attrs.push_back(rw.stringAttr("reduction", "add"));
  return replaceWith(rw, op,
                     rw.onnx("ScatterND", {x, stacked, updates}, attrs));
}

// one_hot(idx) {n} = OneHot(idx, [n], [0, 1] i64) {axis = -1}: torch
// rejects negative or out-of-range indices, where ONNX differs (-1 counts
// from the end at 11, out of range gives zeros).
static LogicalResult lowerOneHot(LoweringRewriter &rw, Operation *op) {
  core::OneHotOp oneHot(op);
  int64_t n = oneHot.getNumClasses();
  return replaceWith(
      rw, op,
      rw.onnx("OneHot",
              {oneHot.getIndices(), rw.constI64({n}), rw.constI64({0, 1})},
              {rw.intAttr("axis", -1)}));
}

// nonzero(x) = Transpose(NonZero(x)): torch's [n, rank] is ONNX's [rank, n]
// transposed. A 0-d input is [n, 0] in torch and [1, n] in ONNX Runtime.
static LogicalResult lowerNonzero(LoweringRewriter &rw, Operation *op) {
  FailureOr<int64_t> rank = needRank(rw, 0, "(a 0-d input differs in ONNX)");
  if (failed(rank))
    return failure();
  if (*rank == 0)
    return rw.emitError() << "takes a 0-d input, whose nonzero positions "
                             "ONNX lays out differently from torch";
  Value *nz = rw.onnx("NonZero", {core::NonzeroOp(op).getInput()});
  return replaceWith(rw, op,
                     rw.onnx("Transpose", {nz}, {rw.intsAttr("perm", {1, 0})}));
}

//===----------------------------------------------------------------------===//
// Sorting
//===----------------------------------------------------------------------===//

/// TopK of x along axis with k (a 1-D [1] i64 value from opset 10, the
/// constant `kConst` before): before 11 only float types and the largest
/// elements (integers of at most 32 bits go through f64 and back, which is
/// exact and keeps the order). Results: values (x's dtype), i64 indices.
static FailureOr<std::pair<Value *, Value *>>
topK(LoweringRewriter &rw, Value *x, Value *k, std::optional<int64_t> kConst,
     int64_t axis, bool largest, const Since &since) {
  DType dt = dtypeOf(x);
  if (since.below(11) && !largest)
    return rw.emitError() << "takes the smallest elements, which TopK does "
                             "from opset 11 (target opset "
                          << rw.target() << ")";
  DType via = dt;
  if (since.below(11) && !isFloatDType(dt)) {
    if (dt == DType::I8 || dt == DType::I16 || dt == DType::I32 ||
        dt == DType::U8 || dt == DType::U16 || dt == DType::U32)
      via = DType::F64;
    else
      return rw.emitError() << "sorts " << dtypeName(dt) << " before opset "
                            << "11, whose TopK takes float types only";
  }
  if (since.below(10) && !kConst)
    return rw.emitError() << "has k computed at run time; opset 9's TopK "
                             "takes a constant k (target opset 10 or later)";
  llvm::SmallVector<NamedAttribute, 3> attrs{rw.intAttr("axis", axis)};
  llvm::SmallVector<Value *, 2> inputs{rw.cast(x, via)};
  if (since.below(10))
    attrs.push_back(rw.intAttr("k", *kConst));
  else
    inputs.push_back(k);
  if (since.atLeast(11)) {
    attrs.push_back(rw.intAttr("largest", largest));
    attrs.push_back(rw.intAttr("sorted", 1));
  }
  Operation *topk = rw.onnxOp("TopK", 2, inputs, attrs);
  if (!topk)
    return failure();
  return std::pair<Value *, Value *>(rw.cast(topk->getResult(0), dt),
                                    topk->getResult(1));
}

// topk(x, k) {axis, largest, sorted} = TopK: k an attribute before 10, an
// input [1] from 10; largest/sorted from 11. ONNX orders equal values by
// index (TopK-11); sorted=false is emitted sorted (torch leaves the order
// unspecified).
static LogicalResult lowerTopk(LoweringRewriter &rw, Operation *op,
                               const Since &since) {
  core::TopkOp topk(op);
  Value *k = topk.getK();
  std::optional<int64_t> kConst;
  if (auto c = constInts(k); c && c->size() == 1)
    kConst = (*c)[0];
  Value *kVec = since.atLeast(10)
                    ? (kConst ? rw.constI64({*kConst}) : rw.toVector(k))
                    : nullptr;
  auto out = topK(rw, topk.getInput(), kVec, kConst, topk.getAxis(),
                  topk.getLargest(), since);
  if (failed(out))
    return failure();
  rw.replaceOp(op, {out->first, out->second});
  return success();
}

// sort(x) {axis, descending, stable} = TopK with k = the dim, largest =
// descending. TopK-11 puts equal values in index order, which is torch's
// stable order for both directions (and one valid order when unstable);
// NaNs are not placed as torch places them (last ascending, first
// descending) -- not checked.
static LogicalResult lowerSort(LoweringRewriter &rw, Operation *op,
                               const Since &since) {
  core::SortOp sort(op);
  Value *x = sort.getInput();
  FailureOr<int64_t> rank = needRank(rw, 0, "to find the sorted dim");
  if (failed(rank))
    return failure();
  int64_t axis = sort.getAxis();
  int64_t a = axis < 0 ? axis + *rank : axis;
  std::optional<int64_t> kConst;
  if (a >= 0 && a < *rank && x->getType().getDims()[a].isStatic())
    kConst = x->getType().getDims()[a].getStatic();
  Value *k = nullptr;
  if (since.atLeast(10))
    k = kConst ? rw.constI64({*kConst}) : shapeSlice(rw, x, a, a + 1);
  auto out = topK(rw, x, k, kConst, axis, sort.getDescending(), since);
  if (failed(out))
    return failure();
  rw.replaceOp(op, {out->first, out->second});
  return success();
}

// unique(x) {axis?, sorted} = Unique {axis?, sorted} (11): the same four
// outputs. ONNX Runtime's kernel takes f16, f32, f64, i8 and i64 only, so
// the other integers and bool go through i64 and bf16 through f32 (exact,
// and order-preserving for the sort); values are cast back. u64 has no such
// detour and stays. Unique takes no bf16 and Cast none before 13.
static LogicalResult lowerUnique(LoweringRewriter &rw, Operation *op) {
  core::UniqueOp unique(op);
  Value *x = unique.getInput();
  DType dt = dtypeOf(x);
  DType via = dt;
  if (dt == DType::Bool || dt == DType::I16 || dt == DType::I32 ||
      dt == DType::U8 || dt == DType::U16 || dt == DType::U32)
    via = DType::I64;
  else if (dt == DType::BF16 && !rw.takes("Cast", DType::BF16))
    return rw.emitError() << "takes bf16, which neither Unique nor Cast "
                             "takes before opset 13 (target opset "
                          << rw.target() << ")";
  else if (dt == DType::BF16)
    via = DType::F32;
  llvm::SmallVector<NamedAttribute, 2> attrs{
      rw.intAttr("sorted", unique.getSorted())};
  if (std::optional<int64_t> axis = unique.getAxis())
    attrs.push_back(rw.intAttr("axis", *axis));
  Operation *u = rw.onnxOp("Unique", 4, {rw.cast(x, via)}, attrs);
  if (!u)
    return failure();
  rw.replaceOp(op, {rw.cast(u->getResult(0), dt), u->getResult(1),
                    u->getResult(2), u->getResult(3)});
  return success();
}

//===----------------------------------------------------------------------===//
// Resampling
//===----------------------------------------------------------------------===//

/// The ONNX coordinate mode that computes what the runtime (ATen's
/// upsample) computes for the core op, or an error. ATen: nearest is
/// floor(dst * in / out) (asymmetric, floor); linear and cubic map
/// src = (dst + 0.5) * in / out - 0.5 (half_pixel; linear clamps below at 0,
/// which ONNX's edge handling of linear does as well) or align_corners.
/// pytorch_half_pixel differs from ATen only at an output size of 1, so it
/// is written as half_pixel.
static FailureOr<llvm::StringRef> resizeCoordinates(LoweringRewriter &rw,
                                                    core::ResizeOp resize) {
  llvm::StringRef mode = resize.getMode();
  llvm::StringRef coords = resize.getCoordinateTransformationMode();
  if (mode == "nearest") {
    if (coords != "asymmetric" || resize.getNearestMode() != "floor")
      return rw.emitError() << "resizes nearest with "
                            << coords << " coordinates and nearest_mode '"
                            << resize.getNearestMode()
                            << "'; the runtime (ATen) samples asymmetric "
                               "coordinates with floor only";
    return llvm::StringRef("asymmetric");
  }
  if (mode == "cubic" && resize.getCubicCoeffA() != -0.75)
    return rw.emitError() << "resizes cubically with cubic_coeff_a "
                          << llvm::formatv("{0}", resize.getCubicCoeffA()).str()
                          << "; the runtime (ATen) uses -0.75";
  if (coords == "align_corners")
    return llvm::StringRef("align_corners");
  if (coords == "half_pixel" || coords == "pytorch_half_pixel")
    return llvm::StringRef("half_pixel");
  return rw.emitError() << "resizes " << mode << " with " << coords
                        << " coordinates, which the runtime (ATen) does "
                           "not compute";
}

// resize(x, sizes?) {mode, scales?, ...}:
//   opset 9: Upsample(x, scales); 10: Resize(x, scales): nearest only
//   (their nearest rounds down when upsampling, as ATen, but up when
//   downsampling: scales >= 1 only), scales from the core op or, with
//   sizes, from static dims (out / in, exact when in divides out);
//   11: Resize(x, roi = [], scales = [] or scales, sizes?) with the
//   coordinate mode; 13: roi and scales optional.
// Scales are f32 in ONNX: the output dims ONNX Runtime computes from them
// (floor(in * scale) in float) are checked against static result dims (the
// core verifier admits dyadic scales only, which f32 holds exactly unless
// they need more than 24 bits).
static LogicalResult lowerResize(LoweringRewriter &rw, Operation *op,
                                 const Since &since) {
  core::ResizeOp resize(op);
  Value *x = resize.getInput();
  llvm::StringRef mode = resize.getMode();
  std::optional<llvm::SmallVector<double, 4>> scales = resize.getScales();
  Value *sizes = resize.getSizes();
  Type inType = x->getType(), outType = op->getResult(0)->getType();
  if (scales && inType.hasRank() && outType.hasRank() &&
      inType.getRank() == int64_t(scales->size()) &&
      outType.getRank() == inType.getRank())
    for (int64_t i = 0; i < inType.getRank(); ++i) {
      Dim in = inType.getDims()[i], out = outType.getDims()[i];
      if (in.isStatic() && out.isStatic() &&
          int64_t(std::floor(float(in.getStatic()) * float((*scales)[i]))) !=
              out.getStatic())
        return rw.emitError()
               << "has scale " << llvm::formatv("{0}", (*scales)[i]).str()
               << " for dim " << i
               << ", which ONNX's float scales do not resize from "
               << in.getStatic() << " to " << out.getStatic();
    }
  if (since.below(11)) {
    if (mode != "nearest")
      return rw.emitError()
             << "resizes with mode '" << mode << "'; opset "
             << rw.target()
             << "'s Upsample/Resize sample linearly with asymmetric "
                "coordinates only, not ATen's (target opset 11 or later)";
    if (failed(resizeCoordinates(rw, resize)))
      return failure();
    llvm::SmallVector<float, 4> f32;
    if (scales) {
      for (double s : *scales)
        f32.push_back(float(s));
    } else {
      auto in = staticDims(inType), out = staticDims(outType);
      if (!in || !out || in->size() != out->size())
        return rw.emitError() << "resizes to sizes with dims unknown at "
                                 "compile time; opset "
                              << rw.target()
                              << " takes scales only (target opset 11 or "
                                 "later)";
      for (size_t i = 0; i < in->size(); ++i) {
        if ((*in)[i] == 0 || (*out)[i] % (*in)[i] != 0)
          return rw.emitError()
                 << "resizes dim " << i << " from " << (*in)[i] << " to "
                 << (*out)[i] << ", not an integer scale; opset "
                 << rw.target() << " takes scales only (target opset "
                 << "11 or later)";
        f32.push_back(float((*out)[i] / (*in)[i]));
      }
    }
    if (llvm::any_of(f32, [](float s) { return s < 1; }))
      return rw.emitError() << "downsamples with nearest; opset "
                            << rw.target()
                            << " rounds up there where ATen rounds down "
                               "(target opset 11 or later)";
    return replaceWith(rw, op,
                       rw.onnx(since.below(10) ? "Upsample" : "Resize",
                               {x, constF32(rw, f32)},
                               {rw.stringAttr("mode", mode)}));
  }
  FailureOr<llvm::StringRef> coords = resizeCoordinates(rw, resize);
  if (failed(coords))
    return failure();
  llvm::SmallVector<NamedAttribute, 4> attrs{
      rw.stringAttr("mode", mode),
      rw.stringAttr("coordinate_transformation_mode", *coords)};
  if (mode == "nearest")
    attrs.push_back(rw.stringAttr("nearest_mode", "floor"));
  if (mode == "cubic")
    attrs.push_back(rw.floatAttr("cubic_coeff_a", -0.75));
  llvm::SmallVector<float, 4> f32;
  if (scales)
    for (double s : *scales)
      f32.push_back(float(s));
  llvm::SmallVector<Value *, 4> inputs{x};
  if (since.below(13)) {
    inputs.push_back(constF32(rw, {}));
    inputs.push_back(constF32(rw, f32));
  } else {
    inputs.push_back(rw.none());
    inputs.push_back(scales ? constF32(rw, f32) : rw.none());
  }
  if (sizes)
    inputs.push_back(sizes);
  return replaceWith(rw, op, rw.onnx("Resize", inputs, attrs));
}

void lowering::registerShapeLowerings() {
  addBuiltin(core::ShapeOfOp::getOperationName(), 1, lowerShapeOf);
  // A shape with a 0 computed at run time: an If before 10, an exact form
  // with Slice-10 after; Reshape-14's allowzero.
  addBuiltinFamily(core::ReshapeOp::getOperationName(), {5, 10, 14},
                   withSince(lowerReshape));
  addBuiltin(core::ExpandOp::getOperationName(), 8, lowerExpand);
  addBuiltin(core::TransposeOp::getOperationName(), 1, lowerTranspose);
  // Unsqueeze/Squeeze: negative axes from 11, axes an input from 13
  // (rw.unsqueeze / rw.squeeze).
  addBuiltinFamily(core::UnsqueezeOp::getOperationName(), {1, 11, 13},
                   withSince(lowerUnsqueeze));
  addBuiltinFamily(core::SqueezeOp::getOperationName(), {1, 11, 13},
                   withSince(lowerSqueeze));
  // Flatten is a Reshape (reshapeTorch's 10 and 14).
  addBuiltinFamily(core::FlattenOp::getOperationName(), {1, 10, 14},
                   withSince(lowerFlatten));
  addBuiltin(core::TileOp::getOperationName(), 6, lowerTile);
  // Gathers of reversed indices before Slice's steps (10); negative axes
  // from 11.
  addBuiltinFamily(core::FlipOp::getOperationName(), {1, 10, 11},
                   withSince(lowerFlip));
  // A mask with Range from 11, Trilu from 14.
  addBuiltinFamily(core::TrilOp::getOperationName(), {1, 11, 14},
                   lowerTriangle<core::TrilOp>(false));
  addBuiltinFamily(core::TriuOp::getOperationName(), {1, 11, 14},
                   lowerTriangle<core::TriuOp>(true));
  // Slice's inputs (10), negative and computed axes (11).
  addBuiltinFamily(core::SliceOp::getOperationName(), {1, 10, 11},
                   withSince(lowerSlice));
  // Negative axes from 11.
  addBuiltinFamily(core::ConcatOp::getOperationName(), {4, 11},
                   withSince(lowerConcat));
  // Negative axes (11), sizes an input (13), num_outputs (18).
  addBuiltinFamily(core::SplitOp::getOperationName(), {2, 11, 13, 18},
                   withSince(lowerSplit));
  // Pad's inputs and integers (11), bool and bf16 (13), wrap mode (19).
  addBuiltinFamily(core::PadOp::getOperationName(), {2, 11, 13, 19},
                   withSince(lowerPad));
  addBuiltinFamily(core::IndexSelectOp::getOperationName(), {1, 11},
                   withSince(lowerIndexSelect));
  addBuiltin(core::GatherOp::getOperationName(), 11, lowerGather);
  addBuiltinFamily(core::ScatterOp::getOperationName(), {9, 11, 16},
                   withSince(lowerScatter));
  addBuiltinFamily(core::IndexOp::getOperationName(), {1, 11},
                   withSince(lowerIndex));
  addBuiltinFamily(core::IndexPutOp::getOperationName(), {11, 16},
                   withSince(lowerIndexPut));
  addBuiltin(core::OneHotOp::getOperationName(), 9, lowerOneHot);
  addBuiltin(core::NonzeroOp::getOperationName(), 9, lowerNonzero);
  // TopK's k input (10), smallest and integers (11).
  addBuiltinFamily(core::TopkOp::getOperationName(), {1, 10, 11},
                   withSince(lowerTopk));
  addBuiltinFamily(core::SortOp::getOperationName(), {1, 10, 11},
                   withSince(lowerSort));
  addBuiltin(core::UniqueOp::getOperationName(), 11, lowerUnique);
  // Upsample (9), Resize-10, -11 (coordinate modes), -13 (optional roi).
  addBuiltinFamily(core::ResizeOp::getOperationName(), {9, 10, 11, 13},
                   withSince(lowerResize));
}
