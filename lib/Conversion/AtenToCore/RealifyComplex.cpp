//===- RealifyComplex.cpp - `realify-complex`: complex values as pairs ---===//
//
// ONNX has no complex tensors, so a complex value -- the result of
// torch.stft(return_complex=True) -- is carried in torch's view_as_real
// layout, a real tensor with a trailing dim of 2 (real, imaginary), and
// the aten ops that read it are rewritten for that layout:
//
//   stft(..., return_complex=True)   stft(..., return_complex=False)
//   view_as_real(z)                  z
//   real(z), imag(z)                 select(z, -1, 0), select(z, -1, 1)
//   abs(z)                           sqrt(sum(z * z, [-1]))
//   angle(z)                         atan2(select(z, -1, 1) + 0, select(z, -1, 0))
//   reshape(z, s), view(z, s)        reshape(z, s + [2]), view(...): complex
//   size(z, d)                       size(z, d) (d >= 0), size(z, d - 1)
//
//   type_as(r, z)                    type_as(r, z): z's real dtype
//   type_as(z, z2)                   z
//   z * s, z / s (s real)            the same, complex (s unsqueezed at -1)
//
// Any other reader of a complex value (pow, a graph output, z * z) is an
// error at the reader naming the stft it comes from. Runs before
// decompose (tocc-export's decompose stage), on aten ops, so the
// rewritten ops decompose as any other.
//
//===----------------------------------------------------------------------===//
#include "tocc/Conversion/AtenToCore/Passes.h"

#include "tocc/Conversion/AtenToCore/Decomposition.h"

#include "tocc/Dialect/Aten/AtenOps.h"
#include "tocc/IR/Builder.h"
#include "tocc/IR/Context.h"
#include "tocc/IR/Module.h"
#include "tocc/Pass/PassRegistry.h"

#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

using namespace tocc;

namespace {

bool isStft(Operation *op) {
  llvm::StringRef n = op->getNameStr();
  return n == aten::StftOp::getOperationName() ||
         n == aten::StftCenterOp::getOperationName();
}

struct Realifier {
  Context &ctx;
  Builder b;
  /// The pairs values still to visit, with the stft each comes from.
  std::vector<std::pair<Value *, Operation *>> worklist;
  llvm::DenseSet<Value *> pairs;
  bool failed = false;

  explicit Realifier(Context &ctx) : ctx(ctx), b(ctx) {}

  Value *intConstant(Operation *before, int64_t v) {
    b.setInsertionPoint(before);
    return b
        .create(before->getLoc(), "prim.Constant", {ctx.getIntType()}, {},
                {{"value", ctx.getIntAttr(v)}})
        ->getResult(0);
  }

  /// `t` (complex, rank r) as its pairs type: real dtype, rank r + 1.
  Type pairsType(Type t) {
    DType dt = t.isTensor() && t.getDType() == DType::C128 ? DType::F64
                                                           : DType::F32;
    if (!t.isTensor() || !t.hasRank())
      return ctx.getUnrankedTensorType(dt);
    llvm::SmallVector<Dim, 5> dims(t.getDims().begin(), t.getDims().end());
    dims.push_back(ctx.getStaticDim(2));
    return ctx.getTensorType(dt, dims);
  }
  Type realType(Type pairs, int64_t dropTrailing) {
    DType dt = pairs.getDType();
    if (!pairs.hasRank())
      return ctx.getUnrankedTensorType(dt);
    llvm::ArrayRef<Dim> dims = pairs.getDims();
    return ctx.getTensorType(dt, dims.drop_back(dropTrailing));
  }

  /// `z` (pairs) as the complex value becomes a pairs value: retype it and
  /// queue its readers.
  void makePairs(Value *z, Operation *from) {
    z->setType(pairsType(z->getType()));
    pairs.insert(z);
    worklist.push_back({z, from});
  }

  /// A pairs value, or one still typed complex (visited later).
  bool isComplex(Value *v) {
    if (!v)
      return false;
    Type t = v->getType();
    return pairs.count(v) ||
           (t && t.isTensor() &&
            (t.getDType() == DType::C64 || t.getDType() == DType::C128));
  }

  Value *select(Operation *at, Value *z, int64_t part) {
    Value *dim = intConstant(at, -1), *index = intConstant(at, part);
    b.setInsertionPoint(at);
    return b
        .create(at->getLoc(), aten::SelectIntOp::getOperationName(),
                {realType(z->getType(), 1)}, {z, dim, index})
        ->getResult(0);
  }

  /// Rewrites `user`, which reads pairs value `z` as operand `i`.
  void rewriteUser(Operation *user, unsigned i, Value *z, Operation *from) {
    llvm::StringRef name = user->getNameStr();
    Location loc = user->getLoc();
    // The new value takes the reader's name (an output's ONNX name).
    auto replaceWith = [&](Value *v) {
      Value *old = user->getResult(0);
      if (v->getDefiningOp() && !old->getName().empty())
        v->setName(old->getName());
      old->replaceAllUsesWith(v);
      user->erase();
    };
    if (name == aten::ViewAsRealOp::getOperationName() && i == 0) {
      replaceWith(z);
      return;
    }
    if ((name == aten::RealOp::getOperationName() ||
         name == aten::ImagOp::getOperationName()) &&
        i == 0) {
      replaceWith(
          select(user, z, name == aten::RealOp::getOperationName() ? 0 : 1));
      return;
    }
    if (name == aten::AngleOp::getOperationName() && i == 0) {
      Value *re = select(user, z, 0), *im = select(user, z, 1);
      // im + 0 is +0 where im is -0: torch's FFT gives the exactly real
      // bins (DC, Nyquist) +0, whose angle is pi, not -pi, for re < 0.
      b.setInsertionPoint(user);
      Value *zero = b.create(loc, "prim.Constant", {ctx.getFloatType()}, {},
                             {{"value", ctx.getFloatAttr(0.0)}})
                        ->getResult(0);
      Value *one = intConstant(user, 1);
      b.setInsertionPoint(user);
      im = b.create(loc, aten::AddScalarOp::getOperationName(), {im->getType()},
                    {im, zero, one})
               ->getResult(0);
      replaceWith(b.create(loc, aten::Atan2Op::getOperationName(),
                           {re->getType()}, {im, re})
                      ->getResult(0));
      return;
    }
    if (name == aten::AbsOp::getOperationName() && i == 0) {
      b.setInsertionPoint(user);
      Value *sq = b.create(loc, aten::MulTensorOp::getOperationName(),
                           {z->getType()}, {z, z})
                      ->getResult(0);
      Value *axes =
          b.create(loc, "prim.ListConstruct", {ctx.getListType(ctx.getIntType())},
                   {intConstant(user, -1)})
              ->getResult(0);
      b.setInsertionPoint(user);
      Value *keep = b.create(loc, "prim.Constant", {ctx.getBoolType()}, {},
                             {{"value", ctx.getBoolAttr(false)}})
                        ->getResult(0);
      Value *none =
          b.create(loc, "prim.Constant", {ctx.getNoneType()}, {})->getResult(0);
      Value *sum = b.create(loc, aten::SumDimIntListOp::getOperationName(),
                            {realType(z->getType(), 1)}, {sq, axes, keep, none})
                       ->getResult(0);
      replaceWith(b.create(loc, aten::SqrtOp::getOperationName(),
                           {sum->getType()}, {sum})
                      ->getResult(0));
      return;
    }
    if (name == aten::SizeIntOp::getOperationName() && i == 0) {
      std::optional<int64_t> d = matchConstantInt(user->getOperand(1));
      if (!d) {
        fail(user, from, " with a dim that is not a constant");
        return;
      }
      if (*d < 0)
        user->setOperand(1, intConstant(user, *d - 1));
      return;
    }
    if ((name == aten::ReshapeOp::getOperationName() ||
         name == aten::ViewOp::getOperationName()) &&
        i == 0) {
      Operation *list = user->getOperand(1)->getDefiningOp();
      llvm::SmallVector<Value *, 6> dims;
      if (list && list->getNameStr() == "prim.ListConstruct") {
        for (Value *d : list->getOperands())
          dims.push_back(d);
      } else if (auto ints = matchConstantIntList(user->getOperand(1))) {
        for (int64_t v : *ints)
          dims.push_back(intConstant(user, v));
      } else {
        fail(user, from, " with a shape that is not a list of ints");
        return;
      }
      dims.push_back(intConstant(user, 2));
      b.setInsertionPoint(user);
      Value *shape =
          b.create(loc, "prim.ListConstruct", {ctx.getListType(ctx.getIntType())},
                   dims)
              ->getResult(0);
      user->setOperand(1, shape);
      if (list->getResult(0)->use_empty())
        list->erase();
      makePairs(user->getResult(0), from);
      return;
    }
    // type_as(a, b) of two complex values (functionalize's cast back
    // after an in-place op) is a; a complex a is visited in its turn.
    bool complex0 = isComplex(user->getNumOperands() > 0 ? user->getOperand(0)
                                                          : nullptr),
         complex1 = isComplex(user->getNumOperands() > 1 ? user->getOperand(1)
                                                          : nullptr);
    if (name == aten::TypeAsOp::getOperationName() && complex0 && complex1) {
      if (i == 0) {
        replaceWith(z);
        worklist.push_back({z, from}); // its readers are z's now
      }
      return;
    }
    // type_as(r, z) casts a real r to z's dtype: to z's real dtype now.
    if (name == aten::TypeAsOp::getOperationName() && i == 1) {
      Type r = user->getOperand(0)->getType();
      DType dt = z->getType().getDType();
      user->getResult(0)->setType(r.isTensor() && r.hasRank()
                                      ? ctx.getTensorType(dt, r.getDims())
                                      : ctx.getUnrankedTensorType(dt));
      return;
    }
    // z * s, z / s for a real scalar s scale both parts.
    if ((name == aten::MulScalarOp::getOperationName() ||
         name == aten::DivScalarOp::getOperationName()) &&
        i == 0) {
      makePairs(user->getResult(0), from);
      return;
    }
    // z * r, r * z, z / r for a real tensor r: r broadcast over the pair.
    if ((name == aten::MulTensorOp::getOperationName() &&
         !isComplex(user->getOperand(1 - i))) ||
        (name == aten::DivTensorOp::getOperationName() && i == 0 &&
         !isComplex(user->getOperand(1)))) {
      Value *r = user->getOperand(1 - i);
      Type rt = r->getType();
      if (!rt.isTensor() || !rt.hasRank()) {
        fail(user, from, " with a real operand of unknown rank");
        return;
      }
      if (rt.getRank() > 0) {
        Value *axis = intConstant(user, -1);
        b.setInsertionPoint(user);
        llvm::SmallVector<Dim, 5> dims(rt.getDims().begin(), rt.getDims().end());
        dims.push_back(ctx.getStaticDim(1));
        user->setOperand(
            1 - i, b.create(loc, aten::UnsqueezeOp::getOperationName(),
                            {ctx.getTensorType(rt.getDType(), dims)}, {r, axis})
                       ->getResult(0));
      }
      makePairs(user->getResult(0), from);
      return;
    }
    if (name == "tocc.return") {
      fail(user, from,
           " as a graph output: ONNX has no complex tensors (return "
           "torch.view_as_real of it)");
      return;
    }
    fail(user, from,
         ", which tocc exports only through view_as_real, real, imag, abs, "
         "angle, reshape, view, size, and mul or div by a real value");
  }

  void fail(Operation *user, Operation *from, llvm::StringRef why) {
    InFlightDiagnostic d = user->emitError();
    d << "'" << user->getNameStr() << "' reads the complex result of '"
      << from->getNameStr() << "'";
    d << why;
    failed = true;
  }

  void run(Module &module) {
    std::vector<Operation *> stfts;
    module.walk([&](Operation *op) {
      if (isStft(op))
        stfts.push_back(op);
    });
    for (Operation *op : stfts) {
      Value *flag = op->getOperand(op->getNumOperands() - 1);
      if (matchConstantBool(flag) != true)
        continue;
      b.setInsertionPoint(op);
      op->setOperand(op->getNumOperands() - 1,
                     b.create(op->getLoc(), "prim.Constant",
                              {ctx.getBoolType()}, {},
                              {{"value", ctx.getBoolAttr(false)}})
                         ->getResult(0));
      makePairs(op->getResult(0), op);
    }
    while (!worklist.empty()) {
      auto [z, from] = worklist.back();
      worklist.pop_back();
      // Each reader once (at its first operand reading z): a rewrite
      // erases it.
      llvm::SmallVector<std::pair<Operation *, unsigned>, 4> users;
      llvm::SmallPtrSet<Operation *, 4> seen;
      for (OpOperand &use : z->getUses())
        if (seen.insert(use.getOwner()).second)
          users.push_back({use.getOwner(), use.getOperandNumber()});
      for (auto [user, i] : users)
        rewriteUser(user, i, z, from);
    }
  }
};

struct RealifyComplexPass : Pass {
  llvm::StringRef getArgument() const override { return "realify-complex"; }
  llvm::StringRef getDescription() const override {
    return "Carry the complex result of stft(return_complex=True) as "
           "view_as_real pairs and rewrite its readers (view_as_real, real, "
           "imag, abs, angle, reshape, view, size) for that layout";
  }
  LogicalResult runOnModule(Module &module) override {
    Realifier r(module.getContext());
    r.run(module);
    return r.failed ? failure() : success();
  }
};

} // namespace

std::unique_ptr<Pass> tocc::createRealifyComplexPass() {
  return std::make_unique<RealifyComplexPass>();
}
