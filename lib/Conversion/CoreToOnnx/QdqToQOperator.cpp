//===- QdqToQOperator.cpp - `qdq-to-qoperator`: ONNX's QOperator format ---===//
//
// tocc exports quantized models in the QDQ form (docs/quantization.md):
// QuantizeLinear/DequantizeLinear around float ops. This pass, on an onnx
// module, rewrites the patterns that have an integer operator of ONNX's
// default domain into it (the QOperator format), leaving everything else
// QDQ:
//
// 1. Conv on dequantized operands whose only use is a QuantizeLinear
//    (a Relu between them at opset 12 and later):
//      Q(Conv(DQ(xq, xs, xz), DQ(wq, ws, wz), b), ys, yz)
//        = QLinearConv(xq, xs, xz, wq, ws, wz, ys, yz, round(b / (xs*ws)))
//    QLinearConv takes the bias as i32 with scale xs * ws (zero point 0):
//    the f32 bias is rounded to it (half to even), the one difference from
//    the QDQ graph, which adds it in f32. A Relu becomes Clip(q, yz) on
//    the integers (relu then quantize is quantize then clamp at the zero
//    point; Clip takes u8 and i8 from opset 12, and ONNX Runtime's Max
//    does not).
// 2. MatMul or Gemm (transB=1, no alpha or beta) of a dequantized input
//    (or a Flatten or Reshape of one, which then moves the integers) and a
//    dequantized constant weight:
//      MatMul(DQ(xq, xs, xz), W) = Cast(MatMulInteger(xq, wqT, xz, wz)) * (xs *
//      ws)
//    with W = Transpose(DQ(wq, ws, wz)) or, for Gemm, DQ(wq, ws, wz) and
//    the bias added after in f32. wqT is the integer weight transposed at
//    compile time; a per-channel weight (axis 0 of [N, K]) has per-column
//    zero points and scales. Exact: the integers are accumulated in i32,
//    as torch's kernels do, and the bias is added in f32, as onednn's and
//    the dynamic kernels do. The input's scale and zero point may be
//    computed at run time (dynamic quantization).
//
// QLinearMatMul, which has no bias, and QLinearAdd, QLinearMul, ... (the
// com.microsoft domain) are not used.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/CoreToOnnx/Passes.h"

#include "tocc/Dialect/Onnx/OnnxDialect.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/SmallVector.h"

#include <cmath>
#include <cstring>
#include <vector>

using namespace tocc;

namespace {

bool is(Operation *op, llvm::StringRef opType) {
  return op && op->getNameStr().starts_with("onnx.") &&
         onnx::getOpDomain(op).empty() && onnx::getOpType(op) == opType;
}

/// The dense value of a constant (onnx.Constant or an initializer), or a
/// null attribute.
Attribute constantOf(Value *v) {
  Operation *def = v ? v->getDefiningOp() : nullptr;
  if (!def || def->getNumOperands() != 0 ||
      (def->getNameStr() != "onnx.Constant" &&
       def->getNameStr() != "onnx.initializer"))
    return Attribute();
  Attribute a = def->getAttr("value");
  if (!a || !a.isDense() || a.isElided())
    return Attribute();
  return a;
}

/// The f32 elements of a dense attribute.
std::vector<float> floatsOf(Attribute a) {
  llvm::ArrayRef<char> raw = a.getRawData();
  std::vector<float> out(raw.size() / sizeof(float));
  std::memcpy(out.data(), raw.data(), out.size() * sizeof(float));
  return out;
}

int64_t numElements(Type t) {
  int64_t n = 1;
  for (Dim d : t.getDims())
    n *= d.getStatic();
  return n;
}

bool staticShape(Type t) {
  if (!t.isTensor() || !t.hasRank())
    return false;
  for (Dim d : t.getDims())
    if (!d.isStatic())
      return false;
  return true;
}

/// A DequantizeLinear's operands: (q, scale, zero point) and its axis.
struct Dequantize {
  Operation *op = nullptr;
  Value *q = nullptr, *scale = nullptr, *zeroPoint = nullptr;
  int64_t axis = 1;
};

std::optional<Dequantize> matchDequantize(Value *v) {
  Operation *def = v ? v->getDefiningOp() : nullptr;
  if (!is(def, "DequantizeLinear") || def->getNumOperands() != 3)
    return std::nullopt;
  Dequantize d;
  d.op = def;
  d.q = def->getOperand(0);
  d.scale = def->getOperand(1);
  d.zeroPoint = def->getOperand(2);
  if (Attribute a = def->getAttr("axis"); a && a.isInt())
    d.axis = a.getInt();
  DType dt = d.q->getType().getDType();
  if ((dt != DType::U8 && dt != DType::I8) || d.zeroPoint->getType().isNone())
    return std::nullopt;
  return d;
}

/// Whether `v` has exactly one use.
bool singleUse(Value *v) { return v->hasOneUse(); }

struct Rewriter {
  Context &ctx;
  int64_t opset;
  unsigned convs = 0, matmuls = 0;

  Value *constant(Location loc, Builder &b, Type type,
                  llvm::ArrayRef<char> bytes) {
    return b
        .create(loc, "onnx.Constant", {type}, {},
                {{ctx.intern("value"), ctx.getDenseAttr(type, bytes)}})
        ->getResult(0);
  }

  /// Rule 1 at a Conv.
  bool rewriteConv(Operation *conv) {
    if (conv->getNumOperands() < 2 || conv->getNumResults() != 1)
      return false;
    std::optional<Dequantize> x = matchDequantize(conv->getOperand(0));
    std::optional<Dequantize> w = matchDequantize(conv->getOperand(1));
    if (!x || !w)
      return false;
    Value *y = conv->getResult(0);
    if (!singleUse(y))
      return false;
    Operation *relu = nullptr;
    Operation *user = y->getUses().begin()->getOwner();
    if (is(user, "Relu")) {
      if (opset < 12 || !singleUse(user->getResult(0)))
        return false;
      relu = user;
      user = user->getResult(0)->getUses().begin()->getOwner();
    }
    if (!is(user, "QuantizeLinear") || user->getNumOperands() != 3)
      return false;
    Operation *quantize = user;
    // Constant scales (per tensor for x and y), a constant integer weight
    // (per channel along its output channels at most) and f32 bias.
    Attribute xs = constantOf(x->scale), ws = constantOf(w->scale),
              ys = constantOf(quantize->getOperand(1));
    Type wt = w->q->getType();
    if (!xs || !ws || !ys || !constantOf(w->q) || !staticShape(wt) ||
        numElements(xs.getDenseType()) != 1 ||
        numElements(ys.getDenseType()) != 1 ||
        quantize->getOperand(2)->getType().isNone() ||
        quantize->getOperand(2)->getType().getDType() !=
            x->q->getType().getDType())
      return false;
    int64_t channels = wt.getDims()[0].getStatic();
    int64_t wsCount = numElements(ws.getDenseType());
    if (wsCount != 1 && (wsCount != channels || w->axis != 0))
      return false;
    Value *bias = conv->getNumOperands() > 2 ? conv->getOperand(2) : nullptr;
    std::vector<float> biasValues;
    if (bias && !bias->getType().isNone()) {
      Attribute b = constantOf(bias);
      if (!b || b.getDenseType().getDType() != DType::F32 ||
          numElements(b.getDenseType()) != channels)
        return false;
      biasValues = floatsOf(b);
    }
    // The bias in i32 with scale xs * ws (per channel), zero point 0.
    std::vector<int32_t> biasInts;
    if (!biasValues.empty()) {
      float xScale = floatsOf(xs)[0];
      std::vector<float> wScales = floatsOf(ws);
      for (int64_t c = 0; c < channels; ++c) {
        float s = xScale * wScales[wsCount == 1 ? 0 : c];
        double q = std::nearbyint(double(biasValues[c]) / double(s));
        if (!(s > 0) || !(std::fabs(q) < 2147483647.0))
          return false;
        biasInts.push_back(int32_t(q));
      }
    }
    Builder b(ctx);
    b.setInsertionPointAfter(quantize);
    Location loc = conv->getLoc();
    llvm::SmallVector<Value *, 9> operands = {x->q,
                                              x->scale,
                                              x->zeroPoint,
                                              w->q,
                                              w->scale,
                                              w->zeroPoint,
                                              quantize->getOperand(1),
                                              quantize->getOperand(2)};
    if (!biasInts.empty())
      operands.push_back(constant(
          loc, b,
          ctx.getTensorType(DType::I32, llvm::ArrayRef<int64_t>{channels}),
          llvm::ArrayRef<char>(reinterpret_cast<const char *>(biasInts.data()),
                               biasInts.size() * sizeof(int32_t))));
    llvm::SmallVector<NamedAttribute, 8> attrs;
    for (const NamedAttribute &a : conv->getAttrs())
      if (a.name != "onnx.name")
        attrs.push_back(a);
    Value *out = quantize->getResult(0);
    Value *q =
        b.create(loc, "onnx.QLinearConv", {out->getType()}, operands, attrs)
            ->getResult(0);
    if (relu)
      q = b.create(relu->getLoc(), "onnx.Clip", {out->getType()},
                   {q, quantize->getOperand(2)})
              ->getResult(0);
    out->replaceAllUsesWith(q);
    quantize->erase();
    if (relu)
      relu->erase();
    conv->erase();
    ++convs;
    return true;
  }

  /// Rule 2 at a MatMul or Gemm.
  bool rewriteMatMul(Operation *op) {
    bool gemm = is(op, "Gemm");
    if (op->getNumOperands() < 2 || op->getNumResults() != 1)
      return false;
    // The input: a dequantize, or a Flatten or Reshape of one (a per-tensor
    // dequantize commutes with them: they move the integers instead).
    Operation *reshape = op->getOperand(0)->getDefiningOp();
    if (!is(reshape, "Flatten") && !is(reshape, "Reshape"))
      reshape = nullptr;
    std::optional<Dequantize> x =
        matchDequantize(reshape ? reshape->getOperand(0) : op->getOperand(0));
    if (!x || x->q->getType().getDType() != DType::U8 ||
        !staticShape(x->scale->getType()) ||
        numElements(x->scale->getType()) != 1)
      return false;
    std::optional<Dequantize> w;
    if (gemm) {
      auto intAttr = [&](llvm::StringRef name, int64_t dflt) {
        Attribute a = op->getAttr(name);
        return a && a.isInt() ? a.getInt() : dflt;
      };
      auto floatAttr = [&](llvm::StringRef name) {
        Attribute a = op->getAttr(name);
        return !a || (a.isFloat() && a.getFloat() == 1.0);
      };
      if (intAttr("transA", 0) != 0 || intAttr("transB", 0) != 1 ||
          !floatAttr("alpha") || !floatAttr("beta"))
        return false;
      w = matchDequantize(op->getOperand(1));
    } else {
      Operation *t = op->getOperand(1)->getDefiningOp();
      if (!is(t, "Transpose"))
        return false;
      Attribute perm = t->getAttr("perm");
      std::optional<llvm::SmallVector<int64_t, 4>> p =
          perm ? perm.getIntArray() : std::nullopt;
      if (!p || *p != llvm::SmallVector<int64_t, 4>{1, 0})
        return false;
      w = matchDequantize(t->getOperand(0));
    }
    if (!w)
      return false;
    Attribute wq = constantOf(w->q), ws = constantOf(w->scale),
              wz = constantOf(w->zeroPoint);
    Type wt = w->q->getType();
    if (!wq || !ws || !wz || !staticShape(wt) || wt.getRank() != 2)
      return false;
    int64_t n = wt.getDims()[0].getStatic(), k = wt.getDims()[1].getStatic();
    int64_t count = numElements(ws.getDenseType());
    if (count != 1 && (count != n || w->axis != 0))
      return false;
    if (ws.getDenseType().getDType() != DType::F32 ||
        (count != 1 && numElements(wz.getDenseType()) != n))
      return false;
    // The weight transposed to [K, N].
    size_t size = dtypeByteSize(wt.getDType());
    llvm::ArrayRef<char> raw = wq.getRawData();
    std::vector<char> transposed(raw.size());
    for (int64_t r = 0; r < n; ++r)
      for (int64_t c = 0; c < k; ++c)
        std::memcpy(&transposed[(c * n + r) * size], &raw[(r * k + c) * size],
                    size);
    Builder b(ctx);
    b.setInsertionPointAfter(op);
    Location loc = op->getLoc();
    Value *wT = constant(
        loc, b, ctx.getTensorType(wt.getDType(), llvm::ArrayRef<int64_t>{k, n}),
        transposed);
    Value *zp = w->zeroPoint;
    Value *xq = x->q;
    if (reshape) {
      llvm::SmallVector<Value *, 4> operands = reshape->getOperands();
      operands[0] = xq;
      llvm::SmallVector<NamedAttribute, 2> attrs;
      for (const NamedAttribute &a : reshape->getAttrs())
        if (a.name != "onnx.name")
          attrs.push_back(a);
      Type t = reshape->getResult(0)->getType();
      xq = b.create(reshape->getLoc(), reshape->getNameStr(),
                    {t.hasRank() ? ctx.getTensorType(DType::U8, t.getDims())
                                 : ctx.getUnrankedTensorType(DType::U8)},
                    operands, attrs)
               ->getResult(0);
    }
    Type outType = op->getResult(0)->getType();
    Type i32 = outType.hasRank()
                   ? ctx.getTensorType(DType::I32, outType.getDims())
                   : ctx.getUnrankedTensorType(DType::I32);
    Value *acc =
        b.create(loc, "onnx.MatMulInteger", {i32}, {xq, wT, x->zeroPoint, zp})
            ->getResult(0);
    Value *f = b.create(loc, "onnx.Cast", {outType}, {acc},
                        {{ctx.intern("to"), ctx.getIntAttr(1)}})
                   ->getResult(0);
    // xs * ws: computed here when xs is a constant, else in the graph.
    Value *scale;
    if (Attribute xs = constantOf(x->scale)) {
      float xScale = floatsOf(xs)[0];
      std::vector<float> s = floatsOf(ws);
      for (float &v : s)
        v = xScale * v;
      scale = constant(
          loc, b,
          count == 1
              ? ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{})
              : ctx.getTensorType(DType::F32, llvm::ArrayRef<int64_t>{n}),
          llvm::ArrayRef<char>(reinterpret_cast<const char *>(s.data()),
                               s.size() * sizeof(float)));
    } else {
      scale =
          b.create(loc, "onnx.Mul", {ws.getDenseType()}, {x->scale, w->scale})
              ->getResult(0);
    }
    Value *y = b.create(loc, "onnx.Mul", {outType}, {f, scale})->getResult(0);
    if (gemm && op->getNumOperands() > 2 &&
        !op->getOperand(2)->getType().isNone())
      y = b.create(loc, "onnx.Add", {outType}, {y, op->getOperand(2)})
              ->getResult(0);
    op->getResult(0)->replaceAllUsesWith(y);
    op->erase();
    ++matmuls;
    return true;
  }
};

/// Erases the ops of `module` whose results are unused and that have no
/// side effects (the DequantizeLinear and Transpose the rewrites leave).
void eraseDead(Module &module) {
  bool changed = true;
  while (changed) {
    changed = false;
    std::vector<Operation *> dead;
    module.walk([&](Operation *op) {
      if ((is(op, "DequantizeLinear") || is(op, "Transpose") ||
           is(op, "QuantizeLinear") || is(op, "Flatten") || is(op, "Reshape") ||
           op->getNameStr() == "onnx.Constant") &&
          op->getNumResults() == 1 && op->getResult(0)->use_empty())
        dead.push_back(op);
    });
    for (Operation *op : dead)
      op->erase();
    changed = !dead.empty();
  }
}

struct QdqToQOperatorPass : Pass {
  llvm::StringRef getArgument() const override { return "qdq-to-qoperator"; }
  llvm::StringRef getDescription() const override {
    return "Rewrite QDQ patterns of an onnx module into ONNX's integer "
           "operators (QLinearConv, MatMulInteger), leaving the rest QDQ";
  }

  LogicalResult runOnModule(Module &module) override {
    Context &ctx = module.getContext();
    Rewriter rw{ctx,
                onnx::getOpsetVersion(module).value_or(onnx::kDefaultOpset)};
    if (rw.opset < 10)
      return success();
    std::vector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (is(op, "Conv") || is(op, "MatMul") || is(op, "Gemm"))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      if (is(op, "Conv"))
        rw.rewriteConv(op);
      else
        rw.rewriteMatMul(op);
    }
    eraseDead(module);
    return success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createQdqToQOperatorPass() {
  return std::make_unique<QdqToQOperatorPass>();
}
