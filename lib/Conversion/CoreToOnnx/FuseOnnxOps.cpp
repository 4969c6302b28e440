//===- FuseOnnxOps.cpp - `fuse-onnx-ops`: opset 23's fused ops ------------===//
//
// Opset 23 added Attention, RMSNormalization and RotaryEmbedding. Torch 1.13
// has no op for any of them, so models write them out, and lower-to-onnx
// gives their decomposition; this pass, run after the cleanup on modules of
// opset >= 23 (it does nothing below), replaces a decomposition by the
// fused op only where the two are exactly equivalent for every value of
// the graph's symbolic dims, and leaves it otherwise (docs/llm.md, "Fused
// ops at opset 23"):
//
// rms-norm   x * (1 / sqrt(mean(x^2, last axis) + eps)) * w, f32, w
//            of dims [D] or [1, ..., D] (x^2 as Pow(x, 2) or Mul(x, x); the
//            mean as ReduceMean over the last axis keeping it, or
//            GlobalAveragePool of a rank-3 x; 1 / sqrt as Reciprocal or Div)
//            -> RMSNormalization(x, w) {axis = -1, epsilon = eps}.
// rotary     x * cos + rotate_half(x) * sin, x f32 [b, h, s, d] with d
//            even, rotate_half(x) = concat(-x[..., d/2:], x[..., :d/2]),
//            cos = Cos(concat(f, f)) and sin = Sin(concat(f, f)) of the
//            same f [s, d/2] (the halves of the caches are equal, which is
//            what RotaryEmbedding assumes), or constants [s, d] whose
//            halves are equal (static sizes) -> RotaryEmbedding(x, Cos(f),
//            Sin(f), positions) (or the constants' halves) with positions
//            = range(s) for each batch.
// attention  softmax(q @ k'^T * scale [masked], last axis) @ v', q f32
//            [b, h, L, E]; k' = k or k repeated per head (GQA: Unsqueeze
//            at 2, Expand to [b, kv, h / kv, S, E], Reshape to [b, h, S,
//            E], which is ONNX's grouping of query heads), v' alike; k and
//            v may be Concat(past, new) on axis 2, which become past_key /
//            past_value and the Concats' uses present_key / present_value;
//            the mask is absent or proven causal (key j masked iff j > i +
//            past for the query at position past + i: Greater(range(0,
//            past + L)[None], range(past, past + L)[:, None]), the ranges'
//            bounds read from shapes, or constants at static sizes; or
//            Where(Trilu(true), s, -inf) without a past); the key's
//            transpose may be composed with the heads' permute (a
//            Transpose for k is built); the softmax and scores have no
//            other use -> Attention {is_causal, scale}. Any
//            other mask is left decomposed: a row whose keys are all masked
//            is NaN in torch and 0 in Attention-23.
//
// Only f32 is fused: RMSNormalization's stash_type and Attention's softmax
// precision would compute a f16 model in another precision than torch did.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToOnnx/Lowering.h"
#include "tocc/Conversion/CoreToOnnx/Passes.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"
#include "tocc/Shape/Expr.h"

#include "llvm/ADT/StringExtras.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

using namespace tocc;

namespace {

using shape::ExprRef;

/// `v`'s defining op if it is the default-domain onnx op `type`.
Operation *defOf(Value *v, llvm::StringRef type) {
  if (!v)
    return nullptr;
  Operation *d = v->getDefiningOp();
  if (!d || d->getName().getDialectNamespace() != "onnx" ||
      onnx::getOpType(d) != type || onnx::getOpDomain(d) != "")
    return nullptr;
  return d;
}

bool isNoneValue(Value *v) { return !v || v->getType().isNone(); }

/// Operand `i` of `op`, or null when absent (onnx.none or past the end).
Value *operandOr(Operation *op, unsigned i) {
  if (i >= op->getNumOperands() || isNoneValue(op->getOperand(i)))
    return nullptr;
  return op->getOperand(i);
}

/// The float elements of a constant operand (f32 or f64).
std::optional<std::vector<double>> constFloats(Value *v) {
  Attribute a = constantOperandValue(v);
  if (!a || a.isElided())
    return std::nullopt;
  Type t = a.getDenseType();
  std::optional<int64_t> n = t.getNumElements();
  llvm::ArrayRef<char> raw = a.getRawData();
  std::vector<double> out;
  if (!n)
    return std::nullopt;
  if (t.getDType() == DType::F32 && raw.size() == size_t(*n) * 4) {
    for (int64_t i = 0; i < *n; ++i) {
      float f;
      std::memcpy(&f, raw.data() + 4 * i, 4);
      out.push_back(f);
    }
    return out;
  }
  if (t.getDType() == DType::F64 && raw.size() == size_t(*n) * 8) {
    for (int64_t i = 0; i < *n; ++i) {
      double d;
      std::memcpy(&d, raw.data() + 8 * i, 8);
      out.push_back(d);
    }
    return out;
  }
  return std::nullopt;
}

/// The integer elements of a constant operand (i64 or i32).
std::optional<std::vector<int64_t>> constInts(Value *v) {
  Attribute a = constantOperandValue(v);
  if (!a || a.isElided())
    return std::nullopt;
  Type t = a.getDenseType();
  std::optional<int64_t> n = t.getNumElements();
  llvm::ArrayRef<char> raw = a.getRawData();
  std::vector<int64_t> out;
  if (!n)
    return std::nullopt;
  size_t width = t.getDType() == DType::I64   ? 8
                 : t.getDType() == DType::I32 ? 4
                                              : 0;
  if (!width || raw.size() != size_t(*n) * width)
    return std::nullopt;
  for (int64_t i = 0; i < *n; ++i) {
    if (width == 8) {
      int64_t x;
      std::memcpy(&x, raw.data() + 8 * i, 8);
      out.push_back(x);
    } else {
      int32_t x;
      std::memcpy(&x, raw.data() + 4 * i, 4);
      out.push_back(x);
    }
  }
  return out;
}

/// A scalar (one-element) float constant.
std::optional<double> constScalar(Value *v) {
  auto f = constFloats(v);
  if (!f || f->size() != 1)
    return std::nullopt;
  return (*f)[0];
}

/// An integer-array attribute of `op`, or a constant input at `input`.
std::optional<std::vector<int64_t>> axesOf(Operation *op, unsigned input) {
  if (Attribute a = op->getAttr("axes")) {
    auto ints = a.getIntArray();
    if (!ints)
      return std::nullopt;
    return std::vector<int64_t>(ints->begin(), ints->end());
  }
  if (Value *v = operandOr(op, input))
    return constInts(v);
  return std::nullopt;
}

int64_t intAttrOr(Operation *op, llvm::StringRef name, int64_t dflt) {
  Attribute a = op->getAttr(name);
  return a && a.isInt() ? a.getInt() : dflt;
}

/// One element of a small integer tensor computed from shapes: a dim
/// expression (sizes: never negative) or a constant.
struct Elem {
  ExprRef expr;
  bool size = false; // a dim of a shape, or a sum of them: >= 0
};

/// Rank-0/1 integer tensors whose elements are known symbolically:
/// constants, Shape, and what Gather, Concat, Unsqueeze, Squeeze, Reshape,
/// Cast, Add, Sub and Where(Equal(x, c), ...) make of them.
class ShapeValues {
public:
  explicit ShapeValues(Context &ctx) : ectx(ctx.getExprContext()) {}

  std::optional<std::vector<Elem>> of(Value *v, int depth = 0) {
    if (!v || depth > 16)
      return std::nullopt;
    Type t = v->getType();
    if (!t.isTensor() || !t.hasRank() || t.getRank() > 1)
      return std::nullopt;
    if (auto ints = constInts(v)) {
      std::vector<Elem> out;
      for (int64_t i : *ints)
        out.push_back({ectx.getConstant(i), false});
      return out;
    }
    Operation *d = v->getDefiningOp();
    if (!d || d->getName().getDialectNamespace() != "onnx")
      return std::nullopt;
    llvm::StringRef type = onnx::getOpType(d);
    if (type == "Shape") {
      Type xt = d->getOperand(0)->getType();
      if (!xt.isTensor() || !xt.hasRank())
        return std::nullopt;
      int64_t r = xt.getRank();
      int64_t start = intAttrOr(d, "start", 0), end = intAttrOr(d, "end", r);
      if (start < 0)
        start += r;
      if (end < 0)
        end += r;
      start = std::clamp<int64_t>(start, 0, r);
      end = std::clamp<int64_t>(end, 0, r);
      std::vector<Elem> out;
      for (int64_t i = start; i < end; ++i) {
        Dim dim = xt.getDims()[i];
        if (dim.isUnknown())
          return std::nullopt;
        out.push_back({dim.getExpr(), true});
      }
      return out;
    }
    if (type == "Gather" && intAttrOr(d, "axis", 0) == 0) {
      auto data = of(d->getOperand(0), depth + 1);
      auto idx = constInts(d->getOperand(1));
      if (!data || !idx)
        return std::nullopt;
      std::vector<Elem> out;
      for (int64_t i : *idx) {
        if (i < 0)
          i += int64_t(data->size());
        if (i < 0 || i >= int64_t(data->size()))
          return std::nullopt;
        out.push_back((*data)[i]);
      }
      return out;
    }
    if (type == "Unsqueeze" || type == "Squeeze" || type == "Reshape" ||
        type == "Identity" || (type == "Cast" && isIntegerDType(t.getDType())))
      return of(d->getOperand(0), depth + 1);
    if (type == "Concat") {
      std::vector<Elem> out;
      for (Value *in : d->getOperands()) {
        auto e = of(in, depth + 1);
        if (!e)
          return std::nullopt;
        out.insert(out.end(), e->begin(), e->end());
      }
      return out;
    }
    if (type == "Add" || type == "Sub") {
      auto a = of(d->getOperand(0), depth + 1);
      auto b = of(d->getOperand(1), depth + 1);
      if (!a || !b ||
          (a->size() != b->size() && a->size() != 1 && b->size() != 1))
        return std::nullopt;
      size_t n = std::max(a->size(), b->size());
      std::vector<Elem> out;
      for (size_t i = 0; i < n; ++i) {
        const Elem &x = (*a)[a->size() == 1 ? 0 : i];
        const Elem &y = (*b)[b->size() == 1 ? 0 : i];
        if (type == "Add")
          out.push_back({ectx.add(x.expr, y.expr),
                         (x.size || isNonNegConst(x.expr)) &&
                             (y.size || isNonNegConst(y.expr))});
        else
          out.push_back({ectx.sub(x.expr, y.expr), false});
      }
      return out;
    }
    // Where(Equal(x, c), t, x) with c < 0: x's elements are sizes, never
    // c (expand's -1 entries made 1).
    if (type == "Where") {
      Operation *eq = defOf(d->getOperand(0), "Equal");
      if (!eq || eq->getOperand(0) != d->getOperand(2))
        return std::nullopt;
      auto x = of(eq->getOperand(0), depth + 1);
      auto c = constInts(eq->getOperand(1));
      auto tv = of(d->getOperand(1), depth + 1);
      if (!x || !c || c->size() != 1 || !tv ||
          (tv->size() != 1 && tv->size() != x->size()))
        return std::nullopt;
      std::vector<Elem> out;
      for (size_t i = 0; i < x->size(); ++i) {
        const Elem &e = (*x)[i];
        if (e.expr->isConstant()) {
          out.push_back(e.expr->getConstant() == (*c)[0]
                            ? (*tv)[tv->size() == 1 ? 0 : i]
                            : e);
          continue;
        }
        if (!e.size || (*c)[0] >= 0)
          return std::nullopt;
        out.push_back(e);
      }
      return out;
    }
    return std::nullopt;
  }

  /// The value of a scalar (one element).
  std::optional<ExprRef> scalar(Value *v) {
    auto e = of(v);
    if (!e || e->size() != 1)
      return std::nullopt;
    return (*e)[0].expr;
  }

  ExprRef constant(int64_t v) { return ectx.getConstant(v); }
  shape::ExprContext &exprs() { return ectx; }

private:
  static bool isNonNegConst(ExprRef e) {
    return e->isConstant() && e->getConstant() >= 0;
  }
  shape::ExprContext &ectx;
};

bool isF32Tensor(Value *v, int64_t rank = -1) {
  Type t = v->getType();
  return t.isTensor() && t.getDType() == DType::F32 && t.hasRank() &&
         (rank < 0 || t.getRank() == rank);
}

/// The two operands of a commutative binary op `op`, trying `match` on
/// each order; true if one order matched.
template <typename Fn> bool eitherOrder(Operation *op, Fn match) {
  return match(op->getOperand(0), op->getOperand(1)) ||
         match(op->getOperand(1), op->getOperand(0));
}

struct FuseOnnxOpsPass : Pass {
  ListOption ops{*this, "ops",
                 "The fusions to run: attention, rms-norm, rotary (default: "
                 "all)"};

  llvm::StringRef getArgument() const override { return "fuse-onnx-ops"; }
  llvm::StringRef getDescription() const override {
    return "At opset >= 23, replace exact decompositions of attention, RMS "
           "norm and rotary embeddings by Attention, RMSNormalization and "
           "RotaryEmbedding";
  }

  llvm::Error verifyOptions() const override {
    for (const std::string &o : ops.getValue())
      if (o != "attention" && o != "rms-norm" && o != "rotary")
        return llvm::createStringError(
            llvm::inconvertibleErrorCode(),
            "fuse-onnx-ops: unknown fusion '" + o +
                "' in ops (attention, rms-norm, rotary)");
    return llvm::Error::success();
  }

  bool wants(llvm::StringRef name) const {
    return ops.getValue().empty() ||
           llvm::is_contained(ops.getValue(), name.str());
  }

  std::set<Operation *> replaced;
  std::map<std::tuple<Value *, ExprRef, ExprRef>, Value *> positions;

  Operation *make(Builder &b, Operation *at, llvm::StringRef type,
                  llvm::ArrayRef<Type> results, llvm::ArrayRef<Value *> in,
                  llvm::ArrayRef<NamedAttribute> attrs = {}) {
    return b.create(at->getLoc(), ("onnx." + type).str(), results, in, attrs);
  }
  Value *i64Const(Builder &b, Operation *at, llvm::ArrayRef<int64_t> v,
                  bool scalar) {
    Context &ctx = at->getContext();
    llvm::SmallVector<int64_t, 1> dims;
    if (!scalar)
      dims.push_back(int64_t(v.size()));
    Type t = ctx.getTensorType(DType::I64, dims);
    std::vector<char> bytes(v.size() * 8);
    std::memcpy(bytes.data(), v.data(), bytes.size());
    Attribute dense = ctx.getDenseAttr(t, bytes);
    return make(b, at, "Constant", {t}, {}, {{ctx.intern("value"), dense}})
        ->getResult(0);
  }

  //===--- rms-norm -------------------------------------------------------===//

  /// x * r with r = 1 / sqrt(mean(x^2) + eps): x and eps.
  std::optional<std::pair<Value *, double>> matchNormalized(Value *v) {
    Operation *mul = defOf(v, "Mul");
    Operation *div = defOf(v, "Div");
    Value *x = nullptr, *sq = nullptr;
    if (mul) {
      if (!eitherOrder(mul, [&](Value *a, Value *r) {
            Operation *recip = defOf(r, "Reciprocal");
            Operation *div1 = defOf(r, "Div");
            Value *s = nullptr;
            if (recip)
              s = recip->getOperand(0);
            else if (div1 && constScalar(div1->getOperand(0)) == 1.0)
              s = div1->getOperand(1);
            if (!s || !defOf(s, "Sqrt"))
              return false;
            x = a;
            sq = s;
            return true;
          }))
        return std::nullopt;
    } else if (div && defOf(div->getOperand(1), "Sqrt")) {
      x = div->getOperand(0);
      sq = div->getOperand(1);
    } else {
      return std::nullopt;
    }
    Operation *add = defOf(defOf(sq, "Sqrt")->getOperand(0), "Add");
    if (!add)
      return std::nullopt;
    std::optional<std::pair<Value *, double>> out;
    eitherOrder(add, [&](Value *m, Value *e) {
      std::optional<double> eps = constScalar(e);
      Type et = e->getType();
      if (!eps || !et.hasRank() || et.getRank() > x->getType().getRank() ||
          !isMeanOfSquareLast(m, x))
        return false;
      out = {x, *eps};
      return true;
    });
    return out;
  }

  /// m = mean(x^2) over x's last axis, keeping it.
  bool isMeanOfSquareLast(Value *m, Value *x) {
    if (!isF32Tensor(x) || x->getType().getRank() < 1)
      return false;
    int64_t rank = x->getType().getRank();
    Value *sq = nullptr;
    if (Operation *rm = defOf(m, "ReduceMean")) {
      auto axes = axesOf(rm, 1);
      if (!axes || axes->size() != 1 ||
          ((*axes)[0] != -1 && (*axes)[0] != rank - 1) ||
          intAttrOr(rm, "keepdims", 1) != 1)
        return false;
      sq = rm->getOperand(0);
    } else if (Operation *gap = defOf(m, "GlobalAveragePool")) {
      if (rank != 3)
        return false;
      sq = gap->getOperand(0);
    } else {
      return false;
    }
    if (Operation *pow = defOf(sq, "Pow")) {
      // x ** 2, the exponent a float or an integer constant.
      auto ints = constInts(pow->getOperand(1));
      return pow->getOperand(0) == x &&
             (constScalar(pow->getOperand(1)) == 2.0 ||
              (ints && *ints == std::vector<int64_t>{2}));
    }
    if (Operation *mul = defOf(sq, "Mul"))
      return mul->getOperand(0) == x && mul->getOperand(1) == x;
    return false;
  }

  bool fuseRmsNorm(Operation *op) {
    if (onnx::getOpType(op) != "Mul" || !isF32Tensor(op->getResult(0)))
      return false;
    Value *x = nullptr, *w = nullptr;
    double eps = 0;
    eitherOrder(op, [&](Value *n, Value *scale) {
      auto m = matchNormalized(n);
      if (!m || !isF32Tensor(scale))
        return false;
      // The scale varies along the last axis only.
      Type st = scale->getType(), xt = m->first->getType();
      if (st.getRank() > xt.getRank() || st.getRank() < 1)
        return false;
      llvm::ArrayRef<Dim> sd = st.getDims(), xd = xt.getDims();
      for (size_t i = 0; i + 1 < sd.size(); ++i)
        if (!sd[i].isStatic() || sd[i].getStatic() != 1)
          return false;
      if (sd.back() != xd.back() &&
          !(sd.back().isStatic() && sd.back().getStatic() == 1))
        return false;
      x = m->first;
      eps = m->second;
      w = scale;
      return true;
    });
    if (!x || op->getResult(0)->getType() != x->getType())
      return false;
    Context &ctx = op->getContext();
    Builder b(op);
    Operation *rms = make(b, op, "RMSNormalization", {x->getType()}, {x, w},
                          {{ctx.intern("axis"), ctx.getIntAttr(-1)},
                           {ctx.intern("epsilon"), ctx.getFloatAttr(eps)}});
    replace(op, rms->getResult(0));
    return true;
  }

  //===--- rotary ---------------------------------------------------------===//

  /// concat(-x[..., h:], x[..., :h]) on the last axis of x [.., 2h].
  bool isRotateHalf(Value *r, Value *x) {
    Operation *cat = defOf(r, "Concat");
    Type xt = x->getType();
    if (!cat || cat->getNumOperands() != 2 || !xt.hasRank())
      return false;
    int64_t rank = xt.getRank();
    int64_t axis = intAttrOr(cat, "axis", 0);
    if (axis != -1 && axis != rank - 1)
      return false;
    Dim d = xt.getDims().back();
    if (!d.isStatic() || d.getStatic() % 2 != 0)
      return false;
    int64_t h = d.getStatic() / 2;
    Operation *neg = defOf(cat->getOperand(0), "Neg");
    if (!neg)
      return false;
    return isLastSlice(neg->getOperand(0), x, h, d.getStatic()) &&
           isLastSlice(cat->getOperand(1), x, 0, h);
  }

  /// v = x[..., begin:end] (Slice-10+ with constant inputs).
  bool isLastSlice(Value *v, Value *x, int64_t begin, int64_t end) {
    Operation *s = defOf(v, "Slice");
    if (!s || s->getOperand(0) != x || s->getNumOperands() < 3)
      return false;
    int64_t rank = x->getType().getRank();
    auto starts = constInts(s->getOperand(1));
    auto ends = constInts(s->getOperand(2));
    std::optional<std::vector<int64_t>> axes =
        operandOr(s, 3) ? constInts(s->getOperand(3))
                        : std::optional<std::vector<int64_t>>();
    if (!axes && !operandOr(s, 3) && rank == 1)
      axes = std::vector<int64_t>{0};
    std::optional<std::vector<int64_t>> steps =
        operandOr(s, 4)
            ? constInts(s->getOperand(4))
            : std::optional<std::vector<int64_t>>(std::vector<int64_t>{1});
    if (!starts || !ends || !axes || !steps || starts->size() != 1 ||
        ends->size() != 1 || axes->size() != 1 || steps->size() != 1 ||
        (*steps)[0] != 1 || ((*axes)[0] != -1 && (*axes)[0] != rank - 1))
      return false;
    int64_t d = x->getType().getDims().back().getStatic();
    auto clampEnd = [&](int64_t e) {
      if (e < 0)
        e += d;
      return std::clamp<int64_t>(e, 0, d);
    };
    return clampEnd((*starts)[0]) == begin && clampEnd((*ends)[0]) == end;
  }

  /// c = Cos(Concat(f, f)) on the last axis (or Sin): f.
  Value *halfOf(Value *c, llvm::StringRef fn) {
    Operation *op = defOf(c, fn);
    if (!op)
      return nullptr;
    Operation *cat = defOf(op->getOperand(0), "Concat");
    if (!cat || cat->getNumOperands() != 2 ||
        cat->getOperand(0) != cat->getOperand(1))
      return nullptr;
    Value *f = cat->getOperand(0);
    Type ft = f->getType();
    if (!isF32Tensor(f, 2))
      return nullptr;
    int64_t axis = intAttrOr(cat, "axis", 0);
    if (axis != -1 && axis != 1)
      return nullptr;
    (void)ft;
    return f;
  }

  bool fuseRotary(Operation *op) {
    if (onnx::getOpType(op) != "Add" || !isF32Tensor(op->getResult(0), 4))
      return false;
    Value *x = nullptr, *f = nullptr;
    // Or constant caches (positions folded at static sizes): cos and sin
    // f32 [s, d] whose halves are equal element for element.
    Value *cosK = nullptr, *sinK = nullptr;
    auto equalHalves = [](Value *c) {
      Attribute a = constantOperandValue(c);
      if (!a || a.isElided())
        return false;
      Type t = a.getDenseType();
      if (t.getDType() != DType::F32 || !t.hasRank() || t.getRank() != 2 ||
          !t.getDims()[0].isStatic() || !t.getDims()[1].isStatic() ||
          t.getDims()[1].getStatic() % 2 != 0)
        return false;
      int64_t rows = t.getDims()[0].getStatic(),
              cols = t.getDims()[1].getStatic(), h = cols / 2;
      llvm::ArrayRef<char> raw = a.getRawData();
      if (int64_t(raw.size()) != rows * cols * 4)
        return false;
      for (int64_t i = 0; i < rows; ++i)
        if (std::memcmp(raw.data() + 4 * (i * cols),
                        raw.data() + 4 * (i * cols + h), 4 * h) != 0)
          return false;
      return true;
    };
    eitherOrder(op, [&](Value *a, Value *b) {
      Operation *m1 = defOf(a, "Mul"), *m2 = defOf(b, "Mul");
      if (!m1 || !m2)
        return false;
      // m1 = x * cos, m2 = rotate_half(x) * sin, in either operand order.
      return eitherOrder(m1, [&](Value *xv, Value *cos) {
        if (!isF32Tensor(xv, 4))
          return false;
        Value *fc = halfOf(cos, "Cos");
        bool constant = !fc && equalHalves(cos);
        if (!fc && !constant)
          return false;
        return eitherOrder(m2, [&](Value *rh, Value *sin) {
          if (!isRotateHalf(rh, xv))
            return false;
          if (constant) {
            if (!equalHalves(sin) || sin->getType() != cos->getType())
              return false;
            x = xv;
            cosK = cos;
            sinK = sin;
            return true;
          }
          if (halfOf(sin, "Sin") != fc)
            return false;
          x = xv;
          f = fc;
          return true;
        });
      });
    });
    if (!x)
      return false;
    Context &ctx = op->getContext();
    // The halves of constant caches, as constants [s, d/2].
    Value *cosHalf = nullptr, *sinHalf = nullptr;
    if (!f) {
      Type ct = cosK->getType();
      int64_t rows = ct.getDims()[0].getStatic(),
              cols = ct.getDims()[1].getStatic();
      Type half = ctx.getTensorType(DType::F32,
                                    llvm::ArrayRef<int64_t>{rows, cols / 2});
      auto halfOfConst = [&](Value *c) {
        llvm::ArrayRef<char> raw = constantOperandValue(c).getRawData();
        std::vector<char> bytes;
        for (int64_t i = 0; i < rows; ++i)
          bytes.insert(bytes.end(), raw.begin() + 4 * i * cols,
                       raw.begin() + 4 * (i * cols + cols / 2));
        Builder cb(op);
        return make(cb, op, "Constant", {half}, {},
                    {{ctx.intern("value"), ctx.getDenseAttr(half, bytes)}})
            ->getResult(0);
      };
      cosHalf = halfOfConst(cosK);
      sinHalf = halfOfConst(sinK);
      f = cosHalf;
    }
    // f [s', d/2] with d = x's dim 3; s' is x's dim 2 or 1 (torch's
    // broadcast, which positions of range(s') expanded to [b, s] repeat).
    Type xt = x->getType(), ft = f->getType();
    Dim d = xt.getDims()[3];
    if (!d.isStatic() || !ft.getDims()[1].isStatic() ||
        ft.getDims()[1].getStatic() * 2 != d.getStatic() ||
        op->getResult(0)->getType() != xt)
      return false;
    Builder b(op);
    Value *cosc = cosHalf, *sinc = sinHalf;
    if (!cosHalf) {
      // The caches right after f, so that every rotary of the model
      // shares them (cse).
      Operation *fdef = f->getDefiningOp();
      Builder bc(op);
      if (fdef)
        bc.setInsertionPointAfter(fdef);
      Operation *at = fdef ? fdef : op;
      cosc = make(bc, at, "Cos", {ft}, {f})->getResult(0);
      sinc = make(bc, at, "Sin", {ft}, {f})->getResult(0);
    }
    // positions [b, s]: range(s') per batch, one per (caches, b, s) when
    // the dims are known (equal dims, equal values).
    Dim bDim = xt.getDims()[0], xsDim = xt.getDims()[2];
    auto key =
        std::make_tuple(cosK ? cosK : f, bDim.getExpr(), xsDim.getExpr());
    bool share = !bDim.isUnknown() && !xsDim.isUnknown();
    Value *pos = nullptr;
    if (auto it = positions.find(key);
        share && it != positions.end() &&
        it->second->getParentBlock() == op->getBlock())
      pos = it->second;
    if (!pos) {
      Type one = ctx.getTensorType(DType::I64, llvm::ArrayRef<int64_t>{1});
      Type two = ctx.getTensorType(DType::I64, llvm::ArrayRef<int64_t>{2});
      Type scalar = ctx.getTensorType(DType::I64, llvm::ArrayRef<int64_t>{});
      Dim sDim = ft.getDims()[0];
      Value *sLen = make(b, op, "Shape", {one}, {f},
                         {{ctx.intern("end"), ctx.getIntAttr(1)}})
                        ->getResult(0);
      Value *sScalar =
          make(b, op, "Squeeze", {scalar}, {sLen, i64Const(b, op, {0}, false)})
              ->getResult(0);
      Value *range =
          make(
              b, op, "Range",
              {ctx.getTensorType(DType::I64, llvm::ArrayRef<Dim>(sDim))},
              {i64Const(b, op, {0}, true), sScalar, i64Const(b, op, {1}, true)})
              ->getResult(0);
      Value *batch = make(b, op, "Shape", {one}, {x},
                          {{ctx.intern("end"), ctx.getIntAttr(1)}})
                         ->getResult(0);
      Value *seq = make(b, op, "Shape", {one}, {x},
                        {{ctx.intern("start"), ctx.getIntAttr(2)},
                         {ctx.intern("end"), ctx.getIntAttr(3)}})
                       ->getResult(0);
      Value *bs = make(b, op, "Concat", {two}, {batch, seq},
                       {{ctx.intern("axis"), ctx.getIntAttr(0)}})
                      ->getResult(0);
      Dim posDims[2] = {bDim, xsDim};
      pos = make(b, op, "Expand",
                 {ctx.getTensorType(DType::I64, llvm::ArrayRef<Dim>(posDims))},
                 {range, bs})
                ->getResult(0);
      if (share)
        positions[key] = pos;
    }
    Operation *rot =
        make(b, op, "RotaryEmbedding", {xt}, {x, cosc, sinc, pos}, {});
    replace(op, rot->getResult(0));
    return true;
  }

  //===--- attention ------------------------------------------------------===//

  /// k' = k, or k [b, kv, S, E] repeated per head to [b, h, S, E]; sets k.
  bool matchRepeated(Value *kr, Value *&k, ShapeValues &sv) {
    Operation *reshape = defOf(kr, "Reshape");
    if (!reshape) {
      k = kr;
      return isF32Tensor(kr, 4);
    }
    bool allowZero = intAttrOr(reshape, "allowzero", 0) != 0;
    Operation *expand = defOf(reshape->getOperand(0), "Expand");
    if (!expand)
      return false;
    Operation *unsq = defOf(expand->getOperand(0), "Unsqueeze");
    if (!unsq)
      return false;
    auto axes = axesOf(unsq, 1);
    Value *base = unsq->getOperand(0);
    if (!axes || axes->size() != 1 || (*axes)[0] != 2 || !isF32Tensor(base, 4))
      return false;
    llvm::ArrayRef<Dim> kd = base->getType().getDims();
    for (Dim d : kd)
      if (d.isUnknown())
        return false;
    // Expand's result: [b, kv, rep, S, E].
    auto shapeElems = sv.of(expand->getOperand(1));
    if (!shapeElems || shapeElems->size() != 5)
      return false;
    ExprRef in[5] = {kd[0].getExpr(), kd[1].getExpr(), sv.constant(1),
                     kd[2].getExpr(), kd[3].getExpr()};
    ExprRef out[5];
    for (int i = 0; i < 5; ++i) {
      ExprRef e = (*shapeElems)[i].expr;
      if (e == sv.constant(1))
        out[i] = in[i];
      else if (in[i] == sv.constant(1))
        out[i] = e;
      else if (e == in[i])
        out[i] = e;
      else
        return false;
    }
    if (out[0] != in[0] || out[1] != in[1] || out[3] != in[3] ||
        out[4] != in[4] || !out[2]->isConstant() || !kd[1].isStatic())
      return false;
    int64_t rep = out[2]->getConstant(), kv = kd[1].getStatic();
    // Reshape to [b, kv * rep, S, E] (0 copies, one -1 is S).
    auto target = sv.of(reshape->getOperand(1));
    if (!target || target->size() != 4)
      return false;
    auto is = [&](size_t i, ExprRef e) { return (*target)[i].expr == e; };
    if (!((is(0, sv.constant(0)) && !allowZero) || is(0, in[0])) ||
        !is(1, sv.constant(kv * rep)) ||
        !(is(2, sv.constant(-1)) || is(2, in[3])) || !is(3, in[4]))
      return false;
    k = base;
    return rep >= 1;
  }

  /// m = Greater(range(0, T)[None], range(P, P + L)[:, None]) (or
  /// Less with the operands swapped): the causal mask of queries at P..
  /// m masks key j for the query i iff j > P + i, for L queries and T
  /// keys: Greater(range(0, T)[None], range(P, P + L)[:, None]) (or Less
  /// with the operands swapped), each range an Unsqueeze(Range) whose
  /// bounds are read from shapes, or a constant of that row or column (as
  /// onnx-cleanup leaves them at static sizes); or all of m a constant
  /// bool [L, T] with those values.
  bool isCausalMask(Value *m, ExprRef T, ExprRef P, ExprRef L,
                    ShapeValues &sv) {
    if (Attribute a = constantOperandValue(m)) {
      Type t = a.getDenseType();
      if (a.isElided() || t.getDType() != DType::Bool || !t.hasRank() ||
          t.getRank() != 2 || !T->isConstant() || !P->isConstant() ||
          !L->isConstant() || !t.getDims()[0].isStatic() ||
          !t.getDims()[1].isStatic() ||
          t.getDims()[0].getStatic() != L->getConstant() ||
          t.getDims()[1].getStatic() != T->getConstant())
        return false;
      llvm::ArrayRef<char> raw = a.getRawData();
      int64_t nl = L->getConstant(), nt = T->getConstant(),
              np = P->getConstant();
      if (int64_t(raw.size()) != nl * nt)
        return false;
      for (int64_t i = 0; i < nl; ++i)
        for (int64_t j = 0; j < nt; ++j)
          if ((raw[i * nt + j] != 0) != (j > np + i))
            return false;
      return true;
    }
    Value *kcol = nullptr, *qrow = nullptr;
    if (Operation *g = defOf(m, "Greater")) {
      kcol = g->getOperand(0);
      qrow = g->getOperand(1);
    } else if (Operation *l = defOf(m, "Less")) {
      kcol = l->getOperand(1);
      qrow = l->getOperand(0);
    } else {
      return false;
    }
    shape::ExprContext &ex = sv.exprs();
    // v is start, start + 1, ..., start + n - 1 along `axis` of a rank-2
    // value whose other dim is 1.
    auto isRange = [&](Value *v, int64_t axis, ExprRef start, ExprRef n) {
      if (auto ints = constInts(v)) {
        Type t = v->getType();
        if (!t.hasRank() || t.getRank() != 2 || !start->isConstant() ||
            !n->isConstant() || !t.getDims()[1 - axis].isStatic() ||
            t.getDims()[1 - axis].getStatic() != 1 ||
            int64_t(ints->size()) != n->getConstant())
          return false;
        for (int64_t i = 0; i < n->getConstant(); ++i)
          if ((*ints)[i] != start->getConstant() + i)
            return false;
        return true;
      }
      Operation *u = defOf(v, "Unsqueeze");
      if (!u)
        return false;
      auto axes = axesOf(u, 1);
      if (!axes || axes->size() != 1 ||
          ((*axes)[0] != 1 - axis && (*axes)[0] != 1 - axis - 2))
        return false;
      Operation *r = defOf(u->getOperand(0), "Range");
      if (!r)
        return false;
      auto r0 = sv.scalar(r->getOperand(0)), r1 = sv.scalar(r->getOperand(1)),
           r2 = sv.scalar(r->getOperand(2));
      return r0 && r1 && r2 && *r0 == start && *r1 == ex.add(start, n) &&
             *r2 == sv.constant(1);
    };
    return isRange(kcol, 1, sv.constant(0), T) && isRange(qrow, 0, P, L);
  }

  /// A constant bool [L, T] (or Trilu of an all-true one, lower, k = 0,
  /// with P = 0) that keeps key j for the query i iff j <= P + i.
  bool isCausalKeep(Value *m, ExprRef T, ExprRef P, ExprRef L) {
    if (!T->isConstant() || !P->isConstant() || !L->isConstant())
      return false;
    int64_t nl = L->getConstant(), nt = T->getConstant(), np = P->getConstant();
    auto boolConst = [&](Value *v) -> std::optional<std::vector<bool>> {
      Attribute a = constantOperandValue(v);
      if (!a || a.isElided())
        return std::nullopt;
      Type t = a.getDenseType();
      if (t.getDType() != DType::Bool || !t.hasRank() || t.getRank() != 2 ||
          !t.getDims()[0].isStatic() || !t.getDims()[1].isStatic() ||
          t.getDims()[0].getStatic() != nl ||
          t.getDims()[1].getStatic() != nt ||
          int64_t(a.getRawData().size()) != nl * nt)
        return std::nullopt;
      std::vector<bool> out;
      for (char c : a.getRawData())
        out.push_back(c != 0);
      return out;
    };
    if (Operation *tril = defOf(m, "Trilu")) {
      if (intAttrOr(tril, "upper", 1) != 0 || np != 0)
        return false;
      if (Value *kv = operandOr(tril, 1)) {
        auto k = constInts(kv);
        if (!k || k->size() != 1 || (*k)[0] != 0)
          return false;
      }
      auto all = boolConst(tril->getOperand(0));
      return all && llvm::all_of(*all, [](bool b) { return b; });
    }
    auto keep = boolConst(m);
    if (!keep)
      return false;
    for (int64_t i = 0; i < nl; ++i)
      for (int64_t j = 0; j < nt; ++j)
        if ((*keep)[i * nt + j] != (j <= np + i))
          return false;
    return true;
  }

  bool fuseAttention(Operation *op, ShapeValues &sv) {
    // o = MatMul(softmax(s), v').
    if (onnx::getOpType(op) != "MatMul" || !isF32Tensor(op->getResult(0), 4))
      return false;
    Operation *softmax = defOf(op->getOperand(0), "Softmax");
    if (!softmax || (intAttrOr(softmax, "axis", -1) != -1 &&
                     intAttrOr(softmax, "axis", -1) != 3))
      return false;
    // The chain's values have no other use (attention weights returned
    // too would be computed twice).
    if (!softmax->getResult(0)->hasOneUse())
      return false;
    Value *s = softmax->getOperand(0);
    Operation *where = defOf(s, "Where");
    Value *maskCond = nullptr;
    // Where(masked, -inf, s), or Where(kept, s, -inf).
    bool keepForm = false;
    if (where) {
      auto isNegInf = [](Value *c) {
        auto x = constScalar(c);
        return x && std::isinf(*x) && *x < 0;
      };
      keepForm = !isNegInf(where->getOperand(1));
      if (!isNegInf(where->getOperand(keepForm ? 2 : 1)))
        return false;
      maskCond = where->getOperand(0);
      s = where->getOperand(keepForm ? 1 : 2);
    }
    // s = MatMul(q, Transpose(k')) * scale (or / c, or unscaled).
    double scale = 1.0;
    Value *qk = s;
    if (Operation *mul = defOf(s, "Mul")) {
      bool ok = eitherOrder(mul, [&](Value *a, Value *c) {
        auto v = constScalar(c);
        if (!v || !defOf(a, "MatMul"))
          return false;
        scale = *v;
        qk = a;
        return true;
      });
      if (!ok)
        return false;
    } else if (Operation *div = defOf(s, "Div")) {
      auto v = constScalar(div->getOperand(1));
      if (!v || *v == 0 || !defOf(div->getOperand(0), "MatMul"))
        return false;
      scale = 1.0 / *v;
      qk = div->getOperand(0);
    }
    Operation *mm = defOf(qk, "MatMul");
    if (!mm || !qk->hasOneUse() || (qk != s && !s->hasOneUse()) ||
        (where && !where->getResult(0)->hasOneUse()))
      return false;
    Value *q = mm->getOperand(0);
    Operation *tr = defOf(mm->getOperand(1), "Transpose");
    if (!tr || !isF32Tensor(q, 4))
      return false;
    auto perm =
        tr->getAttr("perm") ? tr->getAttr("perm").getIntArray() : std::nullopt;
    if (!perm || perm->size() != 4)
      return false;
    Value *k = nullptr, *v = nullptr;
    // k^T = Transpose(y, perm): k = Transpose(y, perm with its last two
    // swapped), y itself when that is the identity (onnx-cleanup composes
    // the heads' permute with the key's transpose: [0, 2, 3, 1]).
    llvm::SmallVector<int64_t, 4> kperm{(*perm)[0], (*perm)[1], (*perm)[3],
                                        (*perm)[2]};
    bool identity = kperm == llvm::SmallVector<int64_t, 4>{0, 1, 2, 3};
    Value *y = tr->getOperand(0);
    if (identity) {
      if (!matchRepeated(y, k, sv))
        return false;
    } else {
      if (!isF32Tensor(y, 4) || llvm::any_of(y->getType().getDims(), [](Dim d) {
            return d.isUnknown();
          }))
        return false;
      k = nullptr; // built below, once the rest matched
    }
    if (!matchRepeated(op->getOperand(1), v, sv))
      return false;
    Value *kBuilt = nullptr;
    if (!identity) {
      Context &c = op->getContext();
      llvm::SmallVector<Dim, 4> dims;
      for (int64_t i : kperm) {
        if (i < 0 || i > 3)
          return false;
        dims.push_back(y->getType().getDims()[i]);
      }
      Builder kb(op);
      kBuilt = make(kb, op, "Transpose", {c.getTensorType(DType::F32, dims)},
                    {y}, {{c.intern("perm"), c.getIntArrayAttr(kperm)}})
                   ->getResult(0);
      k = kBuilt;
    }
    // A Transpose built for a match that then fails is dead; dce drops it.
    llvm::ArrayRef<Dim> qd = q->getType().getDims(),
                        kd = k->getType().getDims(),
                        vd = v->getType().getDims();
    // Heads: q's a multiple of k's (the repeat checked the grouping), the
    // same for k and v; sequences of k and v equal; head sizes of q and k.
    if (kd[1] != vd[1] || kd[2] != vd[2] || qd[3] != kd[3] ||
        !qd[1].isStatic() || !kd[1].isStatic() ||
        qd[1].getStatic() % kd[1].getStatic() != 0 || kd[0] != qd[0] ||
        vd[0] != qd[0])
      return false;
    // k and v as Concat(past, new) on axis 2.
    Operation *kcat = defOf(k, "Concat"), *vcat = defOf(v, "Concat");
    bool past =
        kcat && vcat && kcat->getNumOperands() == 2 &&
        vcat->getNumOperands() == 2 &&
        (intAttrOr(kcat, "axis", 0) == 2 || intAttrOr(kcat, "axis", 0) == -2) &&
        (intAttrOr(vcat, "axis", 0) == 2 || intAttrOr(vcat, "axis", 0) == -2) &&
        isF32Tensor(kcat->getOperand(0), 4) &&
        isF32Tensor(vcat->getOperand(0), 4) &&
        kcat->getOperand(0)->getType().getDims()[2] ==
            vcat->getOperand(0)->getType().getDims()[2] &&
        kcat->getOperand(1)->getType().getDims()[2] ==
            vcat->getOperand(1)->getType().getDims()[2];
    bool causal = false;
    if (maskCond) {
      // Only a proven causal mask: queries at past .. past + L - 1 of a
      // total of T keys, with past the cached length (0 without a cache).
      Dim L = qd[2], T = kd[2];
      ExprRef P = sv.constant(0);
      Dim newLen = T;
      if (past) {
        P = kcat->getOperand(0)->getType().getDims()[2].getExpr();
        newLen = kcat->getOperand(1)->getType().getDims()[2];
      }
      if (L.isUnknown() || T.isUnknown() || !P || newLen != L ||
          !(keepForm ? isCausalKeep(maskCond, T.getExpr(), P, L.getExpr())
                     : isCausalMask(maskCond, T.getExpr(), P, L.getExpr(), sv)))
        return false;
      causal = true;
    }
    Context &ctx = op->getContext();
    Builder b(op);
    llvm::SmallVector<Value *, 6> in{past ? kcat->getOperand(1) : k,
                                     past ? vcat->getOperand(1) : v};
    in.insert(in.begin(), q);
    llvm::SmallVector<Type, 3> results{op->getResult(0)->getType()};
    if (past) {
      Value *none = make(b, op, "none", {ctx.getNoneType()}, {})->getResult(0);
      in.append({none, kcat->getOperand(0), vcat->getOperand(0)});
      results.append({k->getType(), v->getType()});
    }
    llvm::SmallVector<NamedAttribute, 2> attrs{
        {ctx.intern("scale"), ctx.getFloatAttr(scale)}};
    if (causal)
      attrs.push_back({ctx.intern("is_causal"), ctx.getIntAttr(1)});
    Operation *att = make(b, op, "Attention", results, in, attrs);
    replace(op, att->getResult(0));
    if (past) {
      // The Concats' uses after the Attention read its presents; those
      // before it are the repeats just replaced, or keep the Concat.
      auto after = [&](OpOperand &u) {
        Operation *user = u.getOwner();
        return user->getBlock() == att->getBlock() &&
               att->isBeforeInBlock(user);
      };
      for (auto [cat, present] :
           {std::pair{k, att->getResult(1)}, std::pair{v, att->getResult(2)}}) {
        cat->replaceUsesWithIf(present, after);
        // The name goes with the value the outputs now read (a Concat
        // still used before the Attention is not one of them).
        if (!cat->getName().empty()) {
          std::string name = cat->getName().str();
          cat->setName("");
          present->setName(name);
        }
      }
    }
    return true;
  }

  void replace(Operation *op, Value *with) {
    Value *r = op->getResult(0);
    if (!r->getName().empty())
      with->setName(r->getName());
    r->replaceAllUsesWith(with);
    replaced.insert(op);
  }

  LogicalResult runOnModule(Module &module) override {
    int64_t opset = onnx::getOpsetVersion(module).value_or(onnx::kDefaultOpset);
    if (opset < 23)
      return success();
    ShapeValues sv(module.getContext());
    std::vector<Operation *> worklist;
    module.walk([&](Operation *op) { worklist.push_back(op); },
                /*postOrder=*/false);
    // Attention first (its k and v may be rotary outputs, matched by
    // value), then the elementwise fusions.
    for (Operation *op : worklist)
      if (!replaced.count(op) &&
          op->getName().getDialectNamespace() == "onnx" && wants("attention"))
        fuseAttention(op, sv);
    for (Operation *op : worklist) {
      if (replaced.count(op) || op->getName().getDialectNamespace() != "onnx")
        continue;
      if (wants("rms-norm") && fuseRmsNorm(op))
        continue;
      if (wants("rotary"))
        fuseRotary(op);
    }
    // The matched ops are dead now; dce removes them and what fed only
    // them.
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createFuseOnnxOpsPass() {
  return std::make_unique<FuseOnnxOpsPass>();
}
