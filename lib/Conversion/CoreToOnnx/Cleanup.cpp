//===- Cleanup.cpp - `onnx-cleanup`: what a lowering leaves behind --------===//
//
// Runs on onnx-dialect modules after lower-to-onnx, fold-constants, cse and
// dce, and removes what a user of torch.onnx.export would not want to see,
// keeping the graph exactly equivalent for every value of its symbolic dims:
//
// 1. Identity nodes, unless the graph (or region) output would then be a
//    graph input, an initializer, a value of an enclosing scope or another
//    output: the writer adds an Identity for those itself (OnnxWriter's
//    outputName), under another name.
// 2. Constant shape computations: `Shape` of a value whose dims in its
//    [start, end) are static is a constant, as is `Size` of a static
//    shape; so is a Gather/Slice/... of a
//    Shape that picks only static dims. Small integer and float ops whose
//    operands are all constants (or known elements of shapes) are computed
//    here, up to `max-elements` elements (the shared compile-time cap,
//    tocc/Support/Limits.h, checked on the result's shape before its
//    elements are allocated: a larger ConstantOfShape or Expand stays for
//    the runtime), with ONNX's semantics (integer Div truncates). tocc has
//    no LibTorch here: fold-constants computes core ops with the runtime,
//    these few onnx ops are computed by hand.
// 3. Reshape/Expand to the input's own shape, Cast to the input's own
//    dtype, Squeeze(Unsqueeze(x)) on the same axes, Transpose with the
//    identity perm, a one-input Concat and a Slice of all of x (steps 1)
//    are the input.
// 4. Equal constants of one block become one (cse ran before these
//    constants existed).
// 5. A Transpose of a Transpose is one Transpose of the inner one's input,
//    by the composed perm (attention's `k.transpose(-1, -2)` after the
//    heads' permute), as torch.onnx's peephole fuses them; the inner one
//    goes when nothing else reads it, and an identity composition is rule 3.
//
// Graph output names and the nodes' `onnx.name` are kept: a forwarded
// output gives its name to the value replacing it, and a folded node's
// Constant keeps its result name and node name.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/IR/ShapeInference.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Support/Limits.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

using namespace tocc;

namespace {

//===----------------------------------------------------------------------===//
// Small tensors computed at compile time
//===----------------------------------------------------------------------===//

/// A small tensor whose elements are known: integers and bools in `ints`
/// (an element may be unknown: the symbolic dims of a Shape, whose
/// expressions `syms` keeps), floats in `floats` (all known).
struct Val {
  DType dtype = DType::Unknown;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<std::optional<int64_t>> ints;
  std::vector<shape::ExprRef> syms;
  std::vector<double> floats;

  bool isFloat() const { return isFloatDType(dtype); }
  int64_t numel() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
  bool fullyKnown() const {
    for (const auto &i : ints)
      if (!i)
        return false;
    return true;
  }
  /// Element i as a double (known elements only).
  double asDouble(size_t i) const {
    return isFloat() ? floats[i] : double(*ints[i]);
  }
  bool known(size_t i) const { return isFloat() || ints[i].has_value(); }
};

/// The dtypes computed here: the rest (f16, bf16, u64, str, complex) is
/// left to the runtime.
bool isSupported(DType dt) {
  return (isIntegerDType(dt) && dt != DType::U64) || dt == DType::Bool ||
         dt == DType::F32 || dt == DType::F64;
}

/// An integer wrapped into `dt`'s range (as a two's complement store does).
int64_t wrapInt(int64_t v, DType dt) {
  switch (dt) {
  case DType::Bool:
    return v != 0;
  case DType::I8:
    return int8_t(v);
  case DType::I16:
    return int16_t(v);
  case DType::I32:
    return int32_t(v);
  case DType::U8:
    return uint8_t(v);
  case DType::U16:
    return uint16_t(v);
  case DType::U32:
    return uint32_t(v);
  default:
    return v;
  }
}

double roundFloat(double v, DType dt) {
  return dt == DType::F32 ? double(float(v)) : v;
}

template <typename T> T load(const char *p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}
template <typename T> void store(std::vector<char> &out, T v) {
  const char *p = reinterpret_cast<const char *>(&v);
  out.insert(out.end(), p, p + sizeof(T));
}

std::optional<Val> readDense(Attribute dense, int64_t limit) {
  if (!dense || !dense.isDense() || dense.isElided())
    return std::nullopt;
  Type type = dense.getDenseType();
  std::optional<int64_t> n = type.getNumElements();
  if (!type.hasStaticShape() || !n || *n > limit ||
      !isSupported(type.getDType()))
    return std::nullopt;
  Val v;
  v.dtype = type.getDType();
  for (Dim d : type.getDims())
    v.shape.push_back(d.getStatic());
  llvm::ArrayRef<char> raw = dense.getRawData();
  unsigned size = dtypeByteSize(v.dtype);
  if (raw.size() != size_t(*n) * size)
    return std::nullopt;
  for (int64_t i = 0; i < *n; ++i) {
    const char *p = raw.data() + i * size;
    switch (v.dtype) {
    case DType::Bool:
      v.ints.push_back(int64_t(*p != 0));
      break;
    case DType::I8:
      v.ints.push_back(load<int8_t>(p));
      break;
    case DType::I16:
      v.ints.push_back(load<int16_t>(p));
      break;
    case DType::I32:
      v.ints.push_back(load<int32_t>(p));
      break;
    case DType::I64:
      v.ints.push_back(load<int64_t>(p));
      break;
    case DType::U8:
      v.ints.push_back(load<uint8_t>(p));
      break;
    case DType::U16:
      v.ints.push_back(load<uint16_t>(p));
      break;
    case DType::U32:
      v.ints.push_back(load<uint32_t>(p));
      break;
    case DType::F32:
      v.floats.push_back(load<float>(p));
      break;
    case DType::F64:
      v.floats.push_back(load<double>(p));
      break;
    default:
      return std::nullopt;
    }
  }
  v.syms.resize(v.ints.size());
  return v;
}

Attribute writeDense(Context &ctx, const Val &v) {
  std::vector<char> bytes;
  for (int64_t i = 0, e = v.numel(); i != e; ++i) {
    switch (v.dtype) {
    case DType::Bool:
      store<uint8_t>(bytes, *v.ints[i] != 0);
      break;
    case DType::I8:
      store<int8_t>(bytes, int8_t(*v.ints[i]));
      break;
    case DType::I16:
      store<int16_t>(bytes, int16_t(*v.ints[i]));
      break;
    case DType::I32:
      store<int32_t>(bytes, int32_t(*v.ints[i]));
      break;
    case DType::I64:
      store<int64_t>(bytes, *v.ints[i]);
      break;
    case DType::U8:
      store<uint8_t>(bytes, uint8_t(*v.ints[i]));
      break;
    case DType::U16:
      store<uint16_t>(bytes, uint16_t(*v.ints[i]));
      break;
    case DType::U32:
      store<uint32_t>(bytes, uint32_t(*v.ints[i]));
      break;
    case DType::F32:
      store<float>(bytes, float(v.floats[i]));
      break;
    case DType::F64:
      store<double>(bytes, v.floats[i]);
      break;
    default:
      return Attribute();
    }
  }
  return ctx.getDenseAttr(ctx.getTensorType(v.dtype, v.shape),
                          llvm::ArrayRef<char>(bytes));
}

/// A Val of `dtype` and `shape` with room for its elements, or nullopt
/// when `shape` has more than `cap` elements (or no known count): the one
/// place this pass allocates a tensor, so every computation is capped
/// before it allocates (tocc/Support/Limits.h).
std::optional<Val> makeVal(DType dtype, llvm::ArrayRef<int64_t> shape,
                           int64_t cap) {
  if (!checkElementCount(shape, cap))
    return std::nullopt;
  Val v;
  v.dtype = dtype;
  v.shape.assign(shape.begin(), shape.end());
  if (isFloatDType(dtype)) {
    v.floats.resize(v.numel());
  } else {
    v.ints.resize(v.numel());
    v.syms.resize(v.numel());
  }
  return v;
}

/// A 0-d Val of `dtype`.
Val makeScalarVal(DType dtype) { return *makeVal(dtype, {}, 1); }

/// Copies element `from` of `src` to element `to` of `dst` (same dtype).
void copyElement(const Val &src, size_t from, Val &dst, size_t to) {
  if (src.isFloat()) {
    dst.floats[to] = src.floats[from];
  } else {
    dst.ints[to] = src.ints[from];
    dst.syms[to] = src.syms[from];
  }
}

/// Row-major strides.
llvm::SmallVector<int64_t, 4> stridesOf(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

/// NumPy broadcasting of shapes; nullopt if they do not broadcast.
std::optional<llvm::SmallVector<int64_t, 4>>
broadcastShapes(llvm::ArrayRef<llvm::SmallVector<int64_t, 4>> shapes) {
  size_t rank = 0;
  for (const auto &s : shapes)
    rank = std::max(rank, s.size());
  llvm::SmallVector<int64_t, 4> out(rank, 1);
  for (const auto &s : shapes)
    for (size_t i = 0; i < s.size(); ++i) {
      int64_t &o = out[rank - s.size() + i];
      if (s[i] == o || s[i] == 1)
        continue;
      if (o != 1)
        return std::nullopt;
      o = s[i];
    }
  return out;
}

/// The element of a tensor of `shape` that output element `flat` of a
/// broadcast result of `outShape` reads.
size_t broadcastSource(size_t flat, llvm::ArrayRef<int64_t> outShape,
                       llvm::ArrayRef<int64_t> shape) {
  size_t src = 0, stride = 1;
  size_t rank = outShape.size(), r = shape.size();
  for (size_t k = 0; k < rank; ++k) {
    size_t axis = rank - 1 - k;
    int64_t idx = flat % outShape[axis];
    flat /= outShape[axis];
    if (k < r) {
      int64_t d = shape[r - 1 - k];
      if (d != 1)
        src += idx * stride;
      stride *= d;
    }
  }
  return src;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct OnnxCleanupPass : Pass {
  Option<int64_t> maxElements{
      *this, "max-elements",
      "Largest number of elements of a tensor computed at compile time "
      "(checked before allocating it)",
      kDefaultCleanupMaxElements};

  llvm::StringRef getArgument() const override { return "onnx-cleanup"; }
  llvm::StringRef getDescription() const override {
    return "Remove Identity nodes, constant shape computations and no-op "
           "Reshape/Expand/Cast/Squeeze(Unsqueeze) left by lower-to-onnx, "
           "and fuse a Transpose of a Transpose";
  }

  int64_t opset = onnx::kDefaultOpset;
  /// Elements of values not (or not fully) constant: the dims of a Shape
  /// and what is computed from them.
  llvm::DenseMap<Value *, Val> partial;
  llvm::DenseSet<Operation *> erased;
  bool changed = false;

  //===--- Reading operands ---------------------------------------------===//

  std::optional<Val> valueOf(Value *v) {
    if (!v)
      return std::nullopt;
    if (Attribute dense = constantOperandValue(v))
      return readDense(dense, maxElements);
    if (std::optional<Val> c = constantAttrForms(v->getDefiningOp()))
      return c;
    auto it = partial.find(v);
    if (it != partial.end())
      return it->second;
    return std::nullopt;
  }

  /// Constant's other forms: value_int(s), value_float(s).
  std::optional<Val> constantAttrForms(Operation *def) {
    if (!def || def->getNameStr() != "onnx.Constant")
      return std::nullopt;
    if (Attribute a = def->getAttr("value_int"); a && a.isInt()) {
      Val v = makeScalarVal(DType::I64);
      v.ints[0] = a.getInt();
      return v;
    }
    if (Attribute a = def->getAttr("value_float"); a && a.isFloat()) {
      Val v = makeScalarVal(DType::F32);
      v.floats[0] = roundFloat(a.getFloat(), DType::F32);
      return v;
    }
    if (Attribute a = def->getAttr("value_ints"); a && a.isArray())
      if (auto ints = a.getIntArray()) {
        std::optional<Val> v =
            makeVal(DType::I64, {int64_t(ints->size())}, maxElements);
        if (!v)
          return std::nullopt;
        for (size_t i = 0; i < ints->size(); ++i)
          v->ints[i] = (*ints)[i];
        return v;
      }
    if (Attribute a = def->getAttr("value_floats"); a && a.isArray())
      if (auto fs = a.getFloatArray()) {
        std::optional<Val> v =
            makeVal(DType::F32, {int64_t(fs->size())}, maxElements);
        if (!v)
          return std::nullopt;
        for (size_t i = 0; i < fs->size(); ++i)
          v->floats[i] = roundFloat((*fs)[i], DType::F32);
        return v;
      }
    return std::nullopt;
  }

  /// Fully known integer elements of operand `v` (axes, shapes, starts).
  std::optional<llvm::SmallVector<int64_t, 4>> intsOf(Value *v) {
    std::optional<Val> val = valueOf(v);
    if (!val || val->isFloat() || !val->fullyKnown())
      return std::nullopt;
    llvm::SmallVector<int64_t, 4> out;
    for (const auto &i : val->ints)
      out.push_back(*i);
    return out;
  }

  /// An int-array attribute (pre-opset forms) or a constant input.
  std::optional<llvm::SmallVector<int64_t, 4>>
  attrOrInput(Operation *op, llvm::StringRef attr, unsigned input,
              bool fromInput) {
    if (!fromInput) {
      Attribute a = op->getAttr(attr);
      if (!a)
        return llvm::SmallVector<int64_t, 4>{};
      std::optional<llvm::SmallVector<int64_t, 4>> v = a.getIntArray();
      if (!v)
        return std::nullopt;
      return llvm::SmallVector<int64_t, 4>(v->begin(), v->end());
    }
    if (op->getNumOperands() <= input ||
        op->getOperand(input)->getType().isNone())
      return llvm::SmallVector<int64_t, 4>{};
    return intsOf(op->getOperand(input));
  }

  int64_t intAttr(Operation *op, llvm::StringRef name, int64_t dflt) {
    Attribute a = op->getAttr(name);
    return a && a.isInt() ? a.getInt() : dflt;
  }

  /// Axes made non-negative against `rank`; nullopt if out of range or
  /// repeated.
  static std::optional<llvm::SmallVector<int64_t, 4>>
  normalizeAxes(llvm::ArrayRef<int64_t> axes, int64_t rank) {
    llvm::SmallVector<int64_t, 4> out;
    for (int64_t a : axes) {
      int64_t n = a < 0 ? a + rank : a;
      if (n < 0 || n >= rank || llvm::is_contained(out, n))
        return std::nullopt;
      out.push_back(n);
    }
    llvm::sort(out);
    return out;
  }

  //===--- Computing ops ------------------------------------------------===//

  std::optional<Val> evalShape(Operation *op) {
    Type t = op->getOperand(0)->getType();
    if (!t.isTensor() || !t.hasRank())
      return std::nullopt;
    int64_t rank = t.getRank();
    int64_t start = 0, end = rank;
    if (opset >= 15) {
      auto clampAxis = [&](int64_t a) {
        if (a < 0)
          a += rank;
        return std::min(std::max<int64_t>(a, 0), rank);
      };
      start = clampAxis(intAttr(op, "start", 0));
      end = clampAxis(intAttr(op, "end", rank));
    }
    std::optional<Val> v =
        makeVal(DType::I64, {std::max<int64_t>(end - start, 0)}, maxElements);
    if (!v)
      return std::nullopt;
    for (int64_t i = start; i < end; ++i) {
      Dim d = t.getDims()[i];
      if (d.isStatic())
        v->ints[i - start] = d.getStatic();
      else
        v->syms[i - start] = d.getExpr();
    }
    return v;
  }

  std::optional<Val> evalGather(Operation *op) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    std::optional<Val> idx = valueOf(op->getOperand(1));
    if (!data || !idx || idx->isFloat() || !idx->fullyKnown() ||
        data->shape.empty())
      return std::nullopt;
    int64_t rank = data->shape.size();
    int64_t axis = intAttr(op, "axis", 0);
    if (axis < 0)
      axis += rank;
    if (axis < 0 || axis >= rank)
      return std::nullopt;
    int64_t dim = data->shape[axis];
    llvm::SmallVector<int64_t, 4> shape(data->shape.begin(),
                                        data->shape.begin() + axis);
    shape.append(idx->shape.begin(), idx->shape.end());
    shape.append(data->shape.begin() + axis + 1, data->shape.end());
    std::optional<Val> made = makeVal(data->dtype, shape, maxElements);
    if (!made)
      return std::nullopt;
    Val &out = *made;
    int64_t outer = 1, inner = 1;
    for (int64_t i = 0; i < axis; ++i)
      outer *= data->shape[i];
    for (int64_t i = axis + 1; i < rank; ++i)
      inner *= data->shape[i];
    int64_t nIdx = idx->numel();
    size_t o = 0;
    for (int64_t a = 0; a < outer; ++a)
      for (int64_t k = 0; k < nIdx; ++k) {
        int64_t j = *idx->ints[k];
        if (j < 0)
          j += dim;
        if (j < 0 || j >= dim)
          return std::nullopt;
        for (int64_t b = 0; b < inner; ++b)
          copyElement(*data, (a * dim + j) * inner + b, out, o++);
      }
    return made;
  }

  /// Copies `in` into a tensor of `shape` (the same elements in order).
  static Val reshaped(const Val &in, llvm::ArrayRef<int64_t> shape) {
    Val out = in;
    out.shape.assign(shape.begin(), shape.end());
    return out;
  }

  std::optional<Val> evalSlice(Operation *op) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    if (!data)
      return std::nullopt;
    bool inputs = opset >= 10;
    auto starts = attrOrInput(op, "starts", 1, inputs);
    auto ends = attrOrInput(op, "ends", 2, inputs);
    auto axes = attrOrInput(op, "axes", 3, inputs);
    auto steps = inputs ? attrOrInput(op, "", 4, true)
                        : std::optional<llvm::SmallVector<int64_t, 4>>(
                              llvm::SmallVector<int64_t, 4>{});
    if (!starts || !ends || !axes || !steps || starts->size() != ends->size())
      return std::nullopt;
    int64_t rank = data->shape.size();
    if (axes->empty())
      for (int64_t i = 0, e = starts->size(); i < e; ++i)
        axes->push_back(i);
    if (steps->empty())
      steps->assign(starts->size(), 1);
    if (axes->size() != starts->size() || steps->size() != starts->size())
      return std::nullopt;
    llvm::SmallVector<int64_t, 4> first(rank, 0), step(rank, 1),
        count(data->shape.begin(), data->shape.end());
    llvm::SmallVector<bool, 4> seen(rank, false);
    for (size_t k = 0; k < axes->size(); ++k) {
      int64_t a = (*axes)[k] < 0 ? (*axes)[k] + rank : (*axes)[k];
      if (a < 0 || a >= rank || seen[a] || (*steps)[k] == 0)
        return std::nullopt;
      seen[a] = true;
      int64_t dim = data->shape[a], s = (*starts)[k], e = (*ends)[k],
              st = (*steps)[k];
      // ONNX's clamping: negatives count from the end; then [0, dim] for
      // positive steps, [-1, dim - 1] for negative ones.
      if (s < 0)
        s = s < -dim ? 0 : s + dim;
      if (e < 0)
        e = e < -dim ? (st > 0 ? 0 : -1) : e + dim;
      if (st > 0) {
        s = std::min(s, dim);
        e = std::min(e, dim);
        count[a] = e > s ? (e - s + st - 1) / st : 0;
      } else {
        s = std::min(s, dim - 1);
        e = std::min(e, dim - 1);
        count[a] = s > e ? (s - e + (-st) - 1) / (-st) : 0;
      }
      first[a] = s;
      step[a] = st;
    }
    std::optional<Val> made = makeVal(data->dtype, count, maxElements);
    if (!made)
      return std::nullopt;
    Val &out = *made;
    llvm::SmallVector<int64_t, 4> inStrides = stridesOf(data->shape);
    for (int64_t i = 0, e = out.numel(); i != e; ++i) {
      int64_t rem = i, src = 0;
      for (int64_t a = rank - 1; a >= 0; --a) {
        int64_t idx = rem % count[a];
        rem /= count[a];
        src += (first[a] + idx * step[a]) * inStrides[a];
      }
      copyElement(*data, src, out, i);
    }
    return made;
  }

  std::optional<Val> evalConcat(Operation *op) {
    llvm::SmallVector<Val, 4> ins;
    for (Value *v : op->getOperands()) {
      std::optional<Val> val = valueOf(v);
      if (!val || (!ins.empty() && (val->dtype != ins[0].dtype ||
                                    val->shape.size() != ins[0].shape.size())))
        return std::nullopt;
      ins.push_back(std::move(*val));
    }
    if (ins.empty() || ins[0].shape.empty())
      return std::nullopt;
    int64_t rank = ins[0].shape.size();
    int64_t axis = intAttr(op, "axis", 0);
    if (axis < 0)
      axis += rank;
    if (axis < 0 || axis >= rank)
      return std::nullopt;
    llvm::SmallVector<int64_t, 4> shape = ins[0].shape;
    shape[axis] = 0;
    for (const Val &v : ins) {
      for (int64_t i = 0; i < rank; ++i)
        if (i != axis && v.shape[i] != shape[i])
          return std::nullopt;
      if (llvm::AddOverflow(shape[axis], v.shape[axis], shape[axis]))
        return std::nullopt;
    }
    std::optional<Val> made = makeVal(ins[0].dtype, shape, maxElements);
    if (!made)
      return std::nullopt;
    Val &out = *made;
    int64_t outer = 1;
    for (int64_t i = 0; i < axis; ++i)
      outer *= shape[i];
    size_t o = 0;
    for (int64_t a = 0; a < outer; ++a)
      for (const Val &v : ins) {
        int64_t chunk = v.numel() / std::max<int64_t>(outer, 1);
        for (int64_t k = 0; k < chunk; ++k)
          copyElement(v, a * chunk + k, out, o++);
      }
    return made;
  }

  std::optional<Val> evalUnsqueeze(Operation *op) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    auto axes = attrOrInput(op, "axes", 1, opset >= 13);
    if (!data || !axes)
      return std::nullopt;
    int64_t rank = data->shape.size() + axes->size();
    auto norm = normalizeAxes(*axes, rank);
    if (!norm)
      return std::nullopt;
    llvm::SmallVector<int64_t, 4> shape;
    for (int64_t i = 0, k = 0; i < rank; ++i)
      shape.push_back(llvm::is_contained(*norm, i) ? 1 : data->shape[k++]);
    return reshaped(*data, shape);
  }

  std::optional<Val> evalSqueeze(Operation *op) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    auto axes = attrOrInput(op, "axes", 1, opset >= 13);
    if (!data || !axes)
      return std::nullopt;
    int64_t rank = data->shape.size();
    llvm::SmallVector<int64_t, 4> shape;
    if (axes->empty()) {
      for (int64_t d : data->shape)
        if (d != 1)
          shape.push_back(d);
      return reshaped(*data, shape);
    }
    auto norm = normalizeAxes(*axes, rank);
    if (!norm)
      return std::nullopt;
    for (int64_t i = 0; i < rank; ++i) {
      if (!llvm::is_contained(*norm, i))
        shape.push_back(data->shape[i]);
      else if (data->shape[i] != 1)
        return std::nullopt;
    }
    return reshaped(*data, shape);
  }

  std::optional<Val> evalCast(Operation *op) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    std::optional<DType> to =
        onnx::dtypeFromTensorProto(intAttr(op, "to", 0));
    if (!data || !to || !isSupported(*to))
      return std::nullopt;
    std::optional<Val> made = makeVal(*to, data->shape, maxElements);
    if (!made)
      return std::nullopt;
    Val &out = *made;
    for (int64_t i = 0, e = data->numel(); i != e; ++i) {
      if (isFloatDType(*to)) {
        if (!data->known(i))
          return std::nullopt;
        // Beyond 2^53 an integer would be rounded twice (to f64, then f32).
        if (!data->isFloat() && std::abs(double(*data->ints[i])) > 0x1p53)
          return std::nullopt;
        out.floats[i] = roundFloat(data->asDouble(i), *to);
      } else if (!data->isFloat()) {
        if (data->ints[i])
          out.ints[i] = wrapInt(*data->ints[i], *to);
        else if (*to == DType::I64)
          out.syms[i] = data->syms[i];
      } else {
        // float -> integer truncates; out of range and NaN are undefined
        // in ONNX, so they stay for the runtime.
        double f = data->floats[i];
        if (*to == DType::Bool) {
          out.ints[i] = f != 0;
          continue;
        }
        double t = std::trunc(f);
        if (!(t >= -9.2e18 && t <= 9.2e18) || wrapInt(int64_t(t), *to) != t)
          return std::nullopt;
        out.ints[i] = int64_t(t);
      }
    }
    return made;
  }

  /// Elementwise ops over broadcast operands: `fi` on integers (nullopt
  /// when not computable), `ff` on floats; `resultDType` Unknown means the
  /// operands' dtype.
  std::optional<Val> evalElementwise(
      Operation *op, DType resultDType,
      llvm::function_ref<std::optional<int64_t>(llvm::ArrayRef<int64_t>)> fi,
      llvm::function_ref<std::optional<double>(llvm::ArrayRef<double>)> ff) {
    llvm::SmallVector<Val, 3> ins;
    llvm::SmallVector<llvm::SmallVector<int64_t, 4>, 3> shapes;
    for (Value *v : op->getOperands()) {
      std::optional<Val> val = valueOf(v);
      if (!val || (!ins.empty() && val->dtype != ins[0].dtype))
        return std::nullopt;
      shapes.push_back(val->shape);
      ins.push_back(std::move(*val));
    }
    if (ins.empty())
      return std::nullopt;
    auto shape = broadcastShapes(shapes);
    if (!shape)
      return std::nullopt;
    DType inType = ins[0].dtype;
    DType outType = resultDType == DType::Unknown ? inType : resultDType;
    std::optional<Val> made = makeVal(outType, *shape, maxElements);
    if (!made)
      return std::nullopt;
    Val &out = *made;
    for (int64_t i = 0, e = out.numel(); i != e; ++i) {
      llvm::SmallVector<int64_t, 3> is;
      llvm::SmallVector<double, 3> fs;
      bool allKnown = true;
      for (const Val &v : ins) {
        size_t src = broadcastSource(i, *shape, v.shape);
        if (!v.known(src)) {
          allKnown = false;
          break;
        }
        if (v.isFloat())
          fs.push_back(v.floats[src]);
        else
          is.push_back(*v.ints[src]);
      }
      if (!allKnown) {
        if (out.isFloat())
          return std::nullopt;
        continue; // unknown stays unknown
      }
      if (isFloatDType(inType)) {
        std::optional<double> r = ff(fs);
        if (!r)
          return std::nullopt;
        if (out.isFloat())
          out.floats[i] = roundFloat(*r, outType);
        else
          out.ints[i] = int64_t(*r);
      } else {
        std::optional<int64_t> r = fi(is);
        if (!r)
          return std::nullopt;
        out.ints[i] = wrapInt(*r, outType);
      }
    }
    return made;
  }

  std::optional<Val> evalReshape(Operation *op) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    auto shape = intsOf(op->getOperand(1));
    if (!data || !shape)
      return std::nullopt;
    bool allowZero = opset >= 14 && intAttr(op, "allowzero", 0) != 0;
    llvm::SmallVector<int64_t, 4> out;
    int64_t inferred = -1, product = 1;
    for (size_t i = 0; i < shape->size(); ++i) {
      int64_t d = (*shape)[i];
      if (d == 0 && !allowZero) {
        if (i >= data->shape.size())
          return std::nullopt;
        d = data->shape[i];
      }
      if (d == -1) {
        if (inferred >= 0)
          return std::nullopt;
        inferred = i;
        out.push_back(1);
        continue;
      }
      if (d < 0 || llvm::MulOverflow(product, d, product))
        return std::nullopt;
      out.push_back(d);
    }
    if (inferred >= 0) {
      if (product == 0 || data->numel() % product)
        return std::nullopt;
      out[inferred] = data->numel() / product;
    } else if (product != data->numel()) {
      return std::nullopt;
    }
    return reshaped(*data, out);
  }

  std::optional<Val> evalExpand(Operation *op) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    auto shape = intsOf(op->getOperand(1));
    if (!data || !shape)
      return std::nullopt;
    llvm::SmallVector<int64_t, 4> target(shape->begin(), shape->end());
    auto outShape = broadcastShapes({data->shape, target});
    if (!outShape)
      return std::nullopt;
    std::optional<Val> out = makeVal(data->dtype, *outShape, maxElements);
    if (!out)
      return std::nullopt;
    for (int64_t i = 0, e = out->numel(); i != e; ++i)
      copyElement(*data, broadcastSource(i, *outShape, data->shape), *out, i);
    return out;
  }

  std::optional<Val> evalWhere(Operation *op) {
    std::optional<Val> c = valueOf(op->getOperand(0));
    std::optional<Val> a = valueOf(op->getOperand(1));
    std::optional<Val> b = valueOf(op->getOperand(2));
    if (!c || !a || !b || c->isFloat() || a->dtype != b->dtype)
      return std::nullopt;
    auto shape = broadcastShapes({c->shape, a->shape, b->shape});
    if (!shape)
      return std::nullopt;
    std::optional<Val> made = makeVal(a->dtype, *shape, maxElements);
    if (!made)
      return std::nullopt;
    Val &out = *made;
    for (int64_t i = 0, e = out.numel(); i != e; ++i) {
      size_t ci = broadcastSource(i, *shape, c->shape);
      if (!c->ints[ci]) {
        if (out.isFloat())
          return std::nullopt;
        continue;
      }
      const Val &pick = *c->ints[ci] ? *a : *b;
      size_t src = broadcastSource(i, *shape, pick.shape);
      if (out.isFloat() && !pick.known(src))
        return std::nullopt;
      copyElement(pick, src, out, i);
    }
    return made;
  }

  std::optional<Val> evalRange(Operation *op) {
    std::optional<Val> s = valueOf(op->getOperand(0));
    std::optional<Val> l = valueOf(op->getOperand(1));
    std::optional<Val> d = valueOf(op->getOperand(2));
    if (!s || !l || !d || s->numel() != 1 || l->numel() != 1 ||
        d->numel() != 1 || !s->known(0) || !l->known(0) || !d->known(0) ||
        s->dtype != l->dtype || s->dtype != d->dtype || s->isFloat())
      return std::nullopt; // float Ranges accumulate differently per runtime
    // n = max(ceil((limit - start) / delta), 0), in 128 bits.
    __int128 start = *s->ints[0], limit = *l->ints[0], delta = *d->ints[0];
    if (delta == 0)
      return std::nullopt;
    __int128 diff = limit - start;
    __int128 n = diff / delta + ((diff % delta != 0) &&
                                 ((diff > 0) == (delta > 0)));
    if (n < 0)
      n = 0;
    if (n > maxElements)
      return std::nullopt;
    std::optional<Val> out = makeVal(s->dtype, {int64_t(n)}, maxElements);
    if (!out)
      return std::nullopt;
    for (int64_t i = 0; i < int64_t(n); ++i)
      out->ints[i] = wrapInt(
          int64_t(uint64_t(*s->ints[0]) + uint64_t(i) * uint64_t(*d->ints[0])),
          s->dtype);
    return out;
  }

  std::optional<Val> evalConstantOfShape(Operation *op) {
    auto shape = intsOf(op->getOperand(0));
    if (!shape)
      return std::nullopt;
    Val fill;
    if (Attribute value = op->getAttr("value")) {
      std::optional<Val> v = readDense(value, 1);
      if (!v || v->numel() != 1)
        return std::nullopt;
      fill = *v;
    } else {
      fill = makeScalarVal(DType::F32);
    }
    // Negative dims, and shapes over the cap, are left to the runtime.
    std::optional<Val> out = makeVal(fill.dtype, *shape, maxElements);
    if (!out)
      return std::nullopt;
    for (int64_t i = 0, e = out->numel(); i != e; ++i)
      copyElement(fill, 0, *out, i);
    return out;
  }

  /// ReduceSum/Prod/Min/Max: axes an attribute before 13 (ReduceSum) or
  /// 18 (the others), an input from then on.
  std::optional<Val> evalReduce(Operation *op, llvm::StringRef kind) {
    std::optional<Val> data = valueOf(op->getOperand(0));
    bool axesInput = opset >= (kind == "Sum" ? 13 : 18);
    auto axes = attrOrInput(op, "axes", 1, axesInput);
    if (!data || !axes)
      return std::nullopt;
    int64_t rank = data->shape.size();
    bool keep = intAttr(op, "keepdims", 1) != 0;
    llvm::SmallVector<int64_t, 4> reduced;
    if (axes->empty()) {
      if (axesInput && intAttr(op, "noop_with_empty_axes", 0) != 0)
        return data;
      for (int64_t i = 0; i < rank; ++i)
        reduced.push_back(i);
    } else {
      auto norm = normalizeAxes(*axes, rank);
      if (!norm)
        return std::nullopt;
      reduced = *norm;
    }
    llvm::SmallVector<int64_t, 4> outShape, keptShape;
    for (int64_t i = 0; i < rank; ++i) {
      bool r = llvm::is_contained(reduced, i);
      keptShape.push_back(r ? 1 : data->shape[i]);
      if (!r || keep)
        outShape.push_back(r ? 1 : data->shape[i]);
    }
    std::optional<Val> made = makeVal(data->dtype, keptShape, maxElements);
    if (!made)
      return std::nullopt;
    Val &out = *made;
    int64_t n = out.numel();
    if ((kind == "Min" || kind == "Max") && data->numel() == 0)
      return std::nullopt;
    std::vector<bool> started(n, false);
    llvm::SmallVector<int64_t, 4> inStrides = stridesOf(data->shape),
                                  outStrides = stridesOf(keptShape);
    for (int64_t i = 0, e = data->numel(); i != e; ++i) {
      if (!data->known(i))
        return std::nullopt;
      int64_t o = 0;
      for (int64_t a = 0; a < rank; ++a)
        if (!llvm::is_contained(reduced, a))
          o += (i / inStrides[a]) % data->shape[a] * outStrides[a];
      if (data->isFloat()) {
        double v = data->floats[i], &acc = out.floats[o];
        if (!started[o])
          acc = kind == "Prod" ? 1 : kind == "Sum" ? 0 : v;
        acc = kind == "Sum"   ? acc + v
              : kind == "Prod" ? acc * v
              : kind == "Min"  ? std::min(acc, v)
                               : std::max(acc, v);
        if (std::isnan(v))
          return std::nullopt;
      } else {
        int64_t v = *data->ints[i];
        int64_t acc = !started[o] ? (kind == "Prod" ? 1
                                     : kind == "Sum" ? 0
                                                      : v)
                                  : *out.ints[o];
        acc = kind == "Sum"    ? int64_t(uint64_t(acc) + uint64_t(v))
              : kind == "Prod" ? int64_t(uint64_t(acc) * uint64_t(v))
              : kind == "Min"  ? std::min(acc, v)
                               : std::max(acc, v);
        out.ints[o] = wrapInt(acc, data->dtype);
      }
      started[o] = true;
    }
    for (int64_t o = 0; o < n; ++o)
      if (!started[o]) { // reducing an empty dim
        if (kind == "Min" || kind == "Max")
          return std::nullopt;
        if (out.isFloat())
          out.floats[o] = kind == "Prod" ? 1 : 0;
        else
          out.ints[o] = kind == "Prod" ? 1 : 0;
      }
    if (out.isFloat())
      for (double &f : out.floats)
        f = roundFloat(f, out.dtype);
    return reshaped(out, outShape);
  }

  std::optional<Val> evaluate(Operation *op) {
    llvm::StringRef type = onnx::getOpType(op);
    using IntArgs = llvm::ArrayRef<int64_t>;
    using FloatArgs = llvm::ArrayRef<double>;
    if (type == "Shape")
      return evalShape(op);
    if (type == "Size") {
      Type t = op->getOperand(0)->getType();
      std::optional<int64_t> n =
          t.isTensor() ? t.getNumElements() : std::nullopt;
      if (!n)
        return std::nullopt;
      Val v = makeScalarVal(DType::I64);
      v.ints[0] = *n;
      return v;
    }
    if (type == "Gather")
      return evalGather(op);
    if (type == "Slice")
      return evalSlice(op);
    if (type == "Concat")
      return evalConcat(op);
    if (type == "Unsqueeze")
      return evalUnsqueeze(op);
    if (type == "Squeeze")
      return evalSqueeze(op);
    if (type == "Cast")
      return evalCast(op);
    if (type == "Reshape")
      return evalReshape(op);
    if (type == "Expand")
      return evalExpand(op);
    if (type == "Where")
      return evalWhere(op);
    if (type == "Range")
      return evalRange(op);
    if (type == "ConstantOfShape")
      return evalConstantOfShape(op);
    if (type == "ReduceSum" || type == "ReduceProd" || type == "ReduceMin" ||
        type == "ReduceMax")
      return evalReduce(op, type.drop_front(6));
    // Integer arithmetic wraps in two's complement (as ONNX Runtime's
    // kernels do): computed in uint64 to avoid C++'s signed overflow.
    auto u = [](int64_t v) { return uint64_t(v); };
    if (type == "Add")
      return evalElementwise(
          op, DType::Unknown,
          [&](IntArgs a) -> std::optional<int64_t> {
            return int64_t(u(a[0]) + u(a[1]));
          },
          [](FloatArgs a) -> std::optional<double> { return a[0] + a[1]; });
    if (type == "Sub")
      return evalElementwise(
          op, DType::Unknown,
          [&](IntArgs a) -> std::optional<int64_t> {
            return int64_t(u(a[0]) - u(a[1]));
          },
          [](FloatArgs a) -> std::optional<double> { return a[0] - a[1]; });
    if (type == "Mul")
      return evalElementwise(
          op, DType::Unknown,
          [&](IntArgs a) -> std::optional<int64_t> {
            return int64_t(u(a[0]) * u(a[1]));
          },
          [](FloatArgs a) -> std::optional<double> { return a[0] * a[1]; });
    if (type == "Div")
      // Integer Div truncates toward zero (C++'s `/`); a zero divisor is
      // left to the runtime.
      return evalElementwise(
          op, DType::Unknown,
          [](IntArgs a) -> std::optional<int64_t> {
            if (a[1] == 0 ||
                (a[0] == std::numeric_limits<int64_t>::min() && a[1] == -1))
              return std::nullopt;
            return a[0] / a[1];
          },
          [](FloatArgs a) -> std::optional<double> { return a[0] / a[1]; });
    if (type == "Equal")
      return evalElementwise(
          op, DType::Bool,
          [](IntArgs a) -> std::optional<int64_t> { return a[0] == a[1]; },
          [](FloatArgs a) -> std::optional<double> { return a[0] == a[1]; });
    if (type == "Neg")
      return evalElementwise(
          op, DType::Unknown,
          [&](IntArgs a) -> std::optional<int64_t> {
            return int64_t(0 - u(a[0]));
          },
          [](FloatArgs a) -> std::optional<double> { return -a[0]; });
    if (type == "Abs")
      return evalElementwise(
          op, DType::Unknown,
          [&](IntArgs a) -> std::optional<int64_t> {
            return a[0] < 0 ? int64_t(0 - u(a[0])) : a[0];
          },
          [](FloatArgs a) -> std::optional<double> { return std::fabs(a[0]); });
    if (type == "Min" || type == "Max") {
      bool isMax = type == "Max";
      return evalElementwise(
          op, DType::Unknown,
          [&](IntArgs a) -> std::optional<int64_t> {
            int64_t r = a[0];
            for (int64_t v : a)
              r = isMax ? std::max(r, v) : std::min(r, v);
            return r;
          },
          [&](FloatArgs a) -> std::optional<double> {
            double r = a[0];
            for (double v : a) {
              if (std::isnan(v))
                return std::nullopt; // NaN handling differs by runtime
              r = isMax ? std::max(r, v) : std::min(r, v);
            }
            return r;
          });
    }
    return std::nullopt;
  }

  //===--- Rewriting ----------------------------------------------------===//

  static bool isTerminator(Operation *op) {
    return op->hasTrait(Terminator);
  }
  static bool usedByTerminator(Value *v) {
    for (Operation *user : v->getUsers())
      if (isTerminator(user))
        return true;
    return false;
  }

  /// Erases `op` after its results were replaced, and then the ops that
  /// fed it if nothing else reads them.
  void eraseWithDeadOperands(Operation *op) {
    llvm::SmallVector<Operation *, 4> feeders;
    for (Value *v : op->getOperands())
      if (Operation *def = v->getDefiningOp())
        feeders.push_back(def);
    for (Value *r : op->getResults())
      partial.erase(r);
    op->erase();
    erased.insert(op);
    changed = true;
    // A feeder may appear twice (Add(a, a)); `gone` remembers the ones
    // erased here, before any op is created at their address.
    llvm::DenseSet<Operation *> gone;
    while (!feeders.empty()) {
      Operation *def = feeders.pop_back_val();
      if (gone.count(def) || !def->use_empty() ||
          def->getNumRegions() != 0 || !def->isSideEffectFree() ||
          def->getName().getDialectNamespace() != "onnx")
        continue;
      for (Value *v : def->getOperands())
        if (Operation *d = v->getDefiningOp())
          feeders.push_back(d);
      for (Value *r : def->getResults())
        partial.erase(r);
      def->erase();
      gone.insert(def);
      erased.insert(def);
    }
  }

  /// Makes `op`'s only result `input`. A graph (or region) output gives
  /// its name to `input`; when the writer would then need an Identity of
  /// its own (the input is a graph input, an initializer, a value of
  /// another block or already an output), `op` stays.
  bool forward(Operation *op, Value *input) {
    Value *result = op->getResult(0);
    if (result->getType() != input->getType())
      return false;
    if (usedByTerminator(result)) {
      Operation *def = input->getDefiningOp();
      if (!def || def->getBlock() != op->getBlock() ||
          def->getNameStr() == "onnx.initializer" || usedByTerminator(input))
        return false;
      if (!result->getName().empty())
        input->setName(result->getName());
    }
    result->replaceAllUsesWith(input);
    eraseWithDeadOperands(op);
    return true;
  }

  /// Rule 3: ops that return their input unchanged.
  Value *noOpInput(Operation *op) {
    llvm::StringRef type = onnx::getOpType(op);
    if (onnx::getOpDomain(op) != "" || op->getNumResults() != 1 ||
        op->getNumOperands() == 0)
      return nullptr;
    Value *x = op->getOperand(0);
    Type xt = x->getType(), rt = op->getResult(0)->getType();
    if (!xt.isTensor() || xt.getDType() == DType::Unknown)
      return nullptr;
    if (type == "Identity")
      return x;
    if (type == "Cast")
      return onnx::dtypeFromTensorProto(intAttr(op, "to", 0)) ==
                     xt.getDType()
                 ? x
                 : nullptr;
    if (type == "Reshape" && xt.hasRank() && xt == rt) {
      // Each dim of the shape is x's own: its static size, 0 (copied, not
      // with allowzero), x's symbolic dim read from a Shape, or for one dim
      // that is not static -1 (inferred: exact when every other dim is
      // static and non-zero; with a zero elsewhere a runtime cannot infer
      // it and fails, so the Reshape stays).
      std::optional<Val> shape = valueOf(op->getOperand(1));
      bool allowZero = opset >= 14 && intAttr(op, "allowzero", 0) != 0;
      if (!shape || shape->isFloat() || shape->shape.size() != 1 ||
          shape->numel() != xt.getRank())
        return nullptr;
      int minusOnes = 0;
      bool othersStaticNonZero = true;
      for (int64_t i = 0, e = shape->numel(); i != e; ++i) {
        Dim d = xt.getDims()[i];
        if (!(shape->ints[i] && *shape->ints[i] == -1))
          othersStaticNonZero &= d.isStatic() && d.getStatic() != 0;
        if (!shape->ints[i]) {
          if (!d.isSymbolic() || shape->syms[i] != d.getExpr())
            return nullptr;
          continue;
        }
        int64_t s = *shape->ints[i];
        if (s == 0 && !allowZero)
          continue;
        if (d.isStatic() && d.getStatic() == s && s != 0)
          continue;
        if (s == -1 && !d.isStatic()) {
          ++minusOnes;
          continue;
        }
        return nullptr;
      }
      return minusOnes == 0 || (minusOnes == 1 && othersStaticNonZero)
                 ? x
                 : nullptr;
    }
    if (type == "Expand" && xt.hasRank() && xt == rt) {
      // A shape that broadcasts to x's own leaves x as it is: from the
      // right, each element is 1, x's static dim or x's symbolic dim read
      // from a Shape.
      std::optional<Val> shape = valueOf(op->getOperand(1));
      if (!shape || shape->isFloat() || shape->shape.size() != 1 ||
          shape->numel() > xt.getRank())
        return nullptr;
      int64_t n = shape->numel(), rank = xt.getRank();
      for (int64_t k = 0; k < n; ++k) {
        Dim d = xt.getDims()[rank - 1 - k];
        size_t i = n - 1 - k;
        bool same =
            shape->ints[i]
                ? *shape->ints[i] == 1 ||
                      (d.isStatic() && d.getStatic() == *shape->ints[i])
                : d.isSymbolic() && shape->syms[i] == d.getExpr();
        if (!same)
          return nullptr;
      }
      return x;
    }
    if (type == "Transpose" && xt == rt) {
      // perm = [0, 1, ..., r-1] (no perm reverses the dims).
      Attribute permAttr = op->getAttr("perm");
      auto perm = permAttr ? permAttr.getIntArray() : std::nullopt;
      if (!perm)
        return xt.hasRank() && xt.getRank() <= 1 ? x : nullptr;
      for (size_t i = 0; i < perm->size(); ++i)
        if ((*perm)[i] != int64_t(i))
          return nullptr;
      return x;
    }
    if (type == "Concat" && op->getNumOperands() == 1 && xt == rt)
      return x;
    if (type == "Slice" && xt == rt && xt.hasRank() &&
        llvm::none_of(xt.getDims(), [](Dim d) { return d.isUnknown(); })) {
      // With steps of 1, a result as large as x along every axis starts at
      // 0 and ends at the dim: all of x. (Negative steps would reverse.)
      if (opset >= 10 && op->getNumOperands() > 4 &&
          !op->getOperand(4)->getType().isNone()) {
        auto steps = intsOf(op->getOperand(4));
        if (!steps || llvm::any_of(*steps, [](int64_t st) { return st != 1; }))
          return nullptr;
      }
      return x;
    }
    if (type == "Squeeze") {
      Operation *def = x->getDefiningOp();
      if (!def || def->getNameStr() != "onnx.Unsqueeze")
        return nullptr;
      Value *inner = def->getOperand(0);
      Type it = inner->getType();
      auto sq = attrOrInput(op, "axes", 1, opset >= 13);
      auto unsq = attrOrInput(def, "axes", 1, opset >= 13);
      if (!it.isTensor() || !it.hasRank() || !xt.hasRank() || !sq || !unsq ||
          sq->empty() || unsq->empty())
        return nullptr;
      auto a = normalizeAxes(*sq, xt.getRank());
      auto b = normalizeAxes(*unsq, xt.getRank());
      return a && b && *a == *b && it == rt ? inner : nullptr;
    }
    return nullptr;
  }

  /// A Transpose's perm: its attribute, or the reversed dims of a ranked
  /// input without one.
  static std::optional<llvm::SmallVector<int64_t, 4>> permOf(Operation *op) {
    if (Attribute perm = op->getAttr("perm"))
      return perm.getIntArray();
    Type t = op->getOperand(0)->getType();
    if (!t.isTensor() || !t.hasRank())
      return std::nullopt;
    llvm::SmallVector<int64_t, 4> reversed;
    for (int64_t i = t.getRank() - 1; i >= 0; --i)
      reversed.push_back(i);
    return reversed;
  }

  /// Rule 5: Transpose(Transpose(x, p), q) = Transpose(x, r), r[i] = p[q[i]].
  bool composeTransposes(Operation *op) {
    if (onnx::getOpType(op) != "Transpose" || onnx::getOpDomain(op) != "" ||
        op->getNumOperands() != 1)
      return false;
    Operation *inner = op->getOperand(0)->getDefiningOp();
    if (!inner || inner->getNameStr() != "onnx.Transpose" ||
        inner->getNumOperands() != 1)
      return false;
    auto p = permOf(inner), q = permOf(op);
    if (!p || !q || p->size() != q->size())
      return false;
    llvm::SmallVector<int64_t, 4> r;
    for (int64_t i : *q) {
      if (i < 0 || i >= int64_t(p->size()))
        return false;
      r.push_back((*p)[i]);
    }
    op->setOperand(0, inner->getOperand(0));
    op->setAttr("perm", op->getContext().getIntArrayAttr(r));
    changed = true;
    if (inner->use_empty())
      eraseWithDeadOperands(inner);
    return true;
  }

  /// Rule 2: `op` computed as a Constant (or its elements recorded when
  /// only some are known).
  bool fold(Operation *op) {
    if (onnx::getOpDomain(op) != "" || op->getNumResults() != 1 ||
        op->getNumRegions() != 0 || !op->isSideEffectFree())
      return false;
    std::optional<Val> v = evaluate(op);
    if (!v || v->numel() > maxElements)
      return false;
    Value *result = op->getResult(0);
    if (!v->fullyKnown()) {
      partial[result] = std::move(*v);
      return false;
    }
    Context &ctx = op->getContext();
    Attribute dense = writeDense(ctx, *v);
    if (!dense)
      return false;
    Builder b(op);
    Operation *cst = b.create(op->getLoc(), "onnx.Constant",
                              {dense.getDenseType()}, {},
                              {{ctx.intern("value"), dense}});
    erased.erase(cst); // it may reuse the address of an erased op
    if (Attribute name = op->getAttr("onnx.name"))
      cst->setAttr("onnx.name", name);
    if (!result->getName().empty())
      cst->getResult(0)->setName(result->getName());
    result->replaceAllUsesWith(cst->getResult(0));
    eraseWithDeadOperands(op);
    return true;
  }

  /// Rule 4: equal Constants of one block become the first of them.
  void dedupeConstants(Block &block) {
    llvm::DenseMap<unsigned, llvm::SmallVector<Operation *, 2>> seen;
    std::vector<Operation *> ops;
    for (Operation &op : block)
      ops.push_back(&op);
    for (Operation *op : ops) {
      for (Region &r : op->getRegions())
        for (Block &inner : r.getBlocks())
          dedupeConstants(inner);
      if (op->getNameStr() != "onnx.Constant")
        continue;
      Attribute value = op->getAttr("value");
      if (!value)
        continue;
      auto &bucket = seen[unsigned(hash_value(value))];
      Operation *same = nullptr;
      for (Operation *other : bucket)
        if (other->getAttr("value") == value &&
            other->getResult(0)->getType() == op->getResult(0)->getType())
          same = other;
      if (!same) {
        bucket.push_back(op);
        continue;
      }
      if (usedByTerminator(op->getResult(0)))
        continue;
      op->getResult(0)->replaceAllUsesWith(same->getResult(0));
      op->erase();
      changed = true;
    }
  }

  LogicalResult runOnModule(Module &module) override {
    if (maxElements < 0) {
      module.getContext().getDiagEngine().emitError(module.getLoc())
          << "onnx-cleanup: max-elements must not be negative";
      return failure();
    }
    opset = onnx::getOpsetVersion(module).value_or(onnx::kDefaultOpset);
    for (int round = 0; round < 8; ++round) {
      changed = false;
      partial.clear();
      erased.clear();
      std::vector<Operation *> worklist;
      module.walk([&](Operation *op) { worklist.push_back(op); },
                  /*postOrder=*/false);
      for (Operation *op : worklist) {
        if (erased.count(op) || op->getName().getDialectNamespace() != "onnx")
          continue;
        composeTransposes(op);
        if (Value *x = noOpInput(op))
          if (forward(op, x))
            continue;
        fold(op);
      }
      for (Graph &g : module.getGraphs())
        dedupeConstants(g.getBody());
      if (!changed)
        break;
      // Constant shapes refine the types of their users (a Reshape to a
      // folded shape gets static dims), which the next round reads.
      if (failed(inferShapes(module, InferenceMode::Refine)))
        return failure();
    }
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createOnnxCleanupPass() {
  return std::make_unique<OnnxCleanupPass>();
}
