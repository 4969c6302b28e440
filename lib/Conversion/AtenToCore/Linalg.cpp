//===- Linalg.cpp - Decompositions of matrix products --------------------===//
#include "Entries.h"
#include "ShapeHelpers.h"

#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <map>

using namespace tocc;
using namespace tocc::detail;

namespace {

using Axes = llvm::SmallVector<int64_t, 4>;

// matmul(self, other) = numpy.matmul(self, other)
LogicalResult decomposeMatmul(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  Value *r = core::MatmulOp::createTyped{rw, op->getResult(0)->getType(), *self,
                                         *other};
  rw.replaceOp(op, {r});
  return success();
}

// linear(input, weight, bias) = core.linear(input, weight, bias) for a 2-D
//   input and weight (Gemm with transB = 1 on the weight as it is: no
//   transposed copy, and a batch norm after it folds into it), else
//   matmul(input, transpose(weight)) + bias
LogicalResult decomposeLinear(Rewriter &rw, Operation *op) {
  FailureOr<Value *> input = rw.readTensor(0), weight = rw.readTensor(1);
  if (failed(input) || failed(weight))
    return failure();
  FailureOr<int64_t> wRank = rw.readRank(1);
  if (failed(wRank))
    return failure();
  Type wType = (*weight)->getType();
  DType dt = wType.getDType();
  Type xType = (*input)->getType();
  if (*wRank == 2 && xType.hasRank() && xType.getRank() == 2) {
    FailureOr<Value *> bias = rw.readTensorOrNone(2);
    if (failed(bias))
      return failure();
    Value *r = core::LinearOp::createTyped{rw, op->getResult(0)->getType(),
                                           *input, *weight, *bias};
    rw.replaceOp(op, {r});
    return success();
  }
  Value *wT = *weight;
  if (*wRank == 2) {
    Type tType = rw.getContext().getTensorType(
        dt, llvm::ArrayRef<Dim>{wType.getDims()[1], wType.getDims()[0]});
    wT = core::TransposeOp::createTyped{rw, tType, *weight, {1, 0}};
  } else if (*wRank != 1) {
    return rw.emitError() << rw.describeOperand(1)
                          << " must be 1-D or 2-D, but it has rank " << *wRank;
  }
  Type resultType = op->getResult(0)->getType();
  bool hasBias = !rw.isNone(2);
  Value *product = core::MatmulOp::createTyped{
      rw, hasBias ? rw.unrankedTensorType(resultDTypeOr(op, dt)) : resultType,
      *input, wT};
  if (!hasBias) {
    rw.replaceOp(op, {product});
    return success();
  }
  FailureOr<Value *> bias = rw.readTensor(2);
  if (failed(bias))
    return failure();
  Value *r = core::AddOp::createTyped{rw, resultType, product, *bias};
  rw.replaceOp(op, {r});
  return success();
}

// mm, bmm, mv, dot = matmul(self, other): the operands' ranks (2/2, 3/3,
// 2/1, 1/1) are the cases of torch.matmul that these ops are.
LogicalResult decomposeProduct(Rewriter &rw, Operation *op) {
  return decomposeMatmul(rw, op);
}

// outer(self, vec2) = unsqueeze(self, 1) * vec2 (ger is its old name)
LogicalResult decomposeOuter(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0), other = rw.readTensor(1);
  if (failed(self) || failed(other))
    return failure();
  DType dt = resultDTypeOr(op, (*self)->getType().getDType());
  Value *column = core::UnsqueezeOp::createTyped{rw, rw.unrankedTensorType(dt),
                                                 rw.castTo(*self, dt), {1}};
  rw.replaceOp(op, {core::MulOp::createTyped{rw, op->getResult(0)->getType(),
                                             column, rw.castTo(*other, dt)}});
  return success();
}

// addmm(self, m1, m2, beta, alpha) = beta * self + alpha * (m1 @ m2), and
// baddbmm and addmv likewise; beta = 0 ignores self (NaN in it does not
// propagate), alpha = 1 and beta = 1 multiply nothing.
LogicalResult decomposeAddProduct(Rewriter &rw, Operation *op) {
  FailureOr<Value *> self = rw.readTensor(0), a = rw.readTensor(1),
                     b = rw.readTensor(2);
  if (failed(self) || failed(a) || failed(b))
    return failure();
  FailureOr<ScalarArg> beta = readScalar(rw, 3), alpha = readScalar(rw, 4);
  if (failed(beta) || failed(alpha))
    return failure();
  if (!beta->constant || !alpha->constant)
    return rw.emitError() << "needs constant alpha and beta";
  DType dt = resultDTypeOr(op, (*a)->getType().getDType());
  if (dt == DType::Unknown)
    return rw.emitError() << "needs the dtype of its operands";
  Type resultType = op->getResult(0)->getType();
  Type any = rw.unrankedTensorType(dt);
  auto scaled = [&](Value *v, double factor) -> Value * {
    if (factor == 1.0)
      return v;
    return core::MulOp::createTyped{rw, any, v,
                                    rw.createScalarConstant(dt, factor)};
  };
  Value *product =
      scaled(core::MatmulOp::createTyped{rw, any, *a, *b}, *alpha->constant);
  if (*beta->constant == 0.0) {
    // The product alone, broadcast to self's shape as torch does.
    Value *zeros = core::MulOp::createTyped{rw, any, rw.castTo(*self, dt),
                                            rw.createScalarConstant(dt, 0.0)};
    Value *shape = core::ShapeOfOp::createTyped{
        rw, rw.unrankedTensorType(DType::I64),
        core::AddOp::createTyped{rw, any, zeros, product}};
    rw.replaceOp(op,
                 {core::ExpandOp::createTyped{rw, resultType, product, shape}});
    return success();
  }
  rw.replaceOp(op,
               {core::AddOp::createTyped{
                   rw, resultType,
                   scaled(rw.castTo(*self, dt), *beta->constant), product}});
  return success();
}

//===----------------------------------------------------------------------===//
// einsum
//===----------------------------------------------------------------------===//

/// One operand of an einsum: its value and one label per dim (ellipsis
/// dims get labels of their own, below 'a').
struct Labelled {
  Value *value;
  std::string labels;
};

Value *permute(Rewriter &rw, Value *v, llvm::ArrayRef<int64_t> perm) {
  bool identity = true;
  for (size_t i = 0; i < perm.size(); ++i)
    identity &= perm[i] == int64_t(i);
  if (identity)
    return v;
  return core::TransposeOp::createTyped{
      rw, rw.unrankedTensorType(v->getType().getDType()), v, perm};
}

/// Sums away the labels of `x` that `keep` does not hold.
FailureOr<Labelled> sumAway(Rewriter &rw, Labelled x, llvm::StringRef keep) {
  Axes axes;
  std::string rest;
  for (size_t i = 0; i < x.labels.size(); ++i) {
    if (keep.contains(x.labels[i]))
      rest += x.labels[i];
    else
      axes.push_back(i);
  }
  if (axes.empty())
    return x;
  Value *r = core::ReduceSumOp::createTyped{
      rw, rw.unrankedTensorType(x.value->getType().getDType()), x.value, axes,
      false};
  return Labelled{r, rest};
}

/// The contraction of `a` and `b` keeping the labels in `keep`: labels of
/// both that are kept are batch dims, labels of both that are not are
/// summed by the matrix product, the others are a's and b's free dims.
///   a -> [batch, aFree, sum], b -> [batch, sum, bFree] (each group merged
///   into one dim), matmul, then the groups split again.
FailureOr<Labelled> contract(Rewriter &rw, Labelled a, Labelled b,
                             llvm::StringRef keep) {
  std::string inB = b.labels, inA = a.labels;
  FailureOr<Labelled> ra = sumAway(rw, a, (keep.str() + inB));
  FailureOr<Labelled> rb = sumAway(rw, b, (keep.str() + inA));
  if (failed(ra) || failed(rb))
    return failure();
  a = *ra;
  b = *rb;
  // Sizes are host ints, so symbolic dims (a dynamic batch or sequence)
  // are read with core.dim; conflicts are diagnosed where both are known.
  auto dimsOf = [&](const Labelled &x) {
    llvm::SmallVector<HostScalar, 4> dims;
    for (size_t i = 0; i < x.labels.size(); ++i)
      dims.push_back(dimSize(rw, x.value, i));
    return dims;
  };
  llvm::SmallVector<HostScalar, 4> da = dimsOf(a), db = dimsOf(b);
  std::map<char, HostScalar> size;
  std::string batch, aFree, bFree, summed;
  for (size_t i = 0; i < a.labels.size(); ++i) {
    char l = a.labels[i];
    size[l] = da[i];
    bool inOther = llvm::is_contained(b.labels, l);
    if (inOther && keep.contains(l))
      batch += l;
    else if (inOther)
      summed += l;
    else
      aFree += l;
  }
  for (size_t i = 0; i < b.labels.size(); ++i) {
    char l = b.labels[i];
    if (!llvm::is_contained(a.labels, l)) {
      bFree += l;
      size[l] = db[i];
      continue;
    }
    HostScalar m = size[l], n = db[i];
    if (!m.isConstant() || !n.isConstant()) {
      // A symbolic size against 1 broadcasts to the symbolic one; two
      // symbolic sizes are the same dim (torch checks it at run time).
      if (m.isConstant() && m.getInt() == 1 && summed.find(l) == std::string::npos)
        size[l] = n;
      continue;
    }
    if (m.getInt() != n.getInt() && m.getInt() != 1 && n.getInt() != 1)
      return rw.emitError() << "has label '" << l << "' of sizes "
                            << m.getInt() << " and " << n.getInt();
    if (summed.find(l) != std::string::npos && m.getInt() != n.getInt())
      return rw.emitError() << "sums label '" << l
                            << "' over dims of sizes " << m.getInt()
                            << " and " << n.getInt()
                            << "; only batch labels broadcast";
    size[l] = hostInt(std::max(m.getInt(), n.getInt()));
  }
  auto positions = [](const Labelled &x, llvm::StringRef order) {
    llvm::SmallVector<int64_t, 4> perm;
    for (char l : order)
      perm.push_back(x.labels.find(l));
    return perm;
  };
  auto product = [&](llvm::StringRef ls) {
    if (ls.empty())
      return hostInt(1);
    HostScalar p = size[ls[0]];
    for (char l : ls.drop_front())
      p = intBinary(rw, "mul", p, size[l]);
    return p;
  };
  auto reshape = [&](Value *x, llvm::ArrayRef<HostScalar> shape) {
    return core::ReshapeOp::createTyped{
        rw, rw.unrankedTensorType(x->getType().getDType()), x,
        i64Vector(rw, shape)};
  };
  // Batch dims stay separate so matmul broadcasts them (size 1 vs n).
  auto grouped = [&](Labelled x, llvm::ArrayRef<HostScalar> dims,
                     llvm::StringRef first, llvm::StringRef second) {
    Value *t = permute(rw, x.value, positions(x, batch + first.str() + second.str()));
    llvm::SmallVector<HostScalar, 4> shape;
    for (char l : batch)
      shape.push_back(dims[x.labels.find(l)]);
    shape.push_back(product(first));
    shape.push_back(product(second));
    return reshape(t, shape);
  };
  Value *lhs = grouped(a, da, aFree, summed);
  Value *rhs = grouped(b, db, summed, bFree);
  Value *mm = core::MatmulOp::createTyped{
      rw, rw.unrankedTensorType(a.value->getType().getDType()), lhs, rhs};
  // The output's batch dims are matmul's broadcast ones, so they are read
  // from its result rather than from either operand.
  llvm::SmallVector<HostScalar, 4> outShape;
  std::string outLabels = batch + aFree + bFree;
  for (size_t i = 0; i < batch.size(); ++i) {
    HostScalar d = size[batch[i]];
    outShape.push_back(d.isConstant() ? d : dimSize(rw, mm, i));
  }
  for (char l : aFree + bFree)
    outShape.push_back(size[l]);
  return Labelled{reshape(mm, outShape), outLabels};
}

/// The labels of one einsum term for an operand of rank `rank`: "..."
/// becomes the trailing `ellipsisLabels` it covers.
FailureOr<std::string> expandTerm(Rewriter &rw, llvm::StringRef term,
                                  int64_t rank, llvm::StringRef ellipsisLabels,
                                  int64_t *ellipsisRank) {
  size_t dots = term.find("...");
  std::string labels;
  for (char c : term)
    if (c != '.')
      labels += c;
  for (char c : labels)
    if (!llvm::isAlpha(c))
      return rw.emitError() << "has an equation term '" << term
                            << "' with a character that is not a letter";
  if (dots == llvm::StringRef::npos) {
    if (int64_t(labels.size()) != rank)
      return rw.emitError() << "has equation term '" << term << "' with "
                            << uint64_t(labels.size())
                            << " labels for an operand of rank " << rank;
    return labels;
  }
  int64_t n = rank - int64_t(labels.size());
  if (n < 0 || n > int64_t(ellipsisLabels.size()))
    return rw.emitError() << "has equation term '" << term
                          << "' that does not fit an operand of rank " << rank;
  *ellipsisRank = std::max(*ellipsisRank, n);
  std::string out = term.substr(0, dots).str();
  out += ellipsisLabels.take_back(n).str();
  out += term.substr(dots + 3).str();
  return out;
}

// einsum(equation, tensors) = pairwise contractions from the left (each
// a matmul of transposed, reshaped operands, labels used only once summed
// first), then a transpose to the output's label order. Labels repeated
// within one term (diagonals) are an error.
LogicalResult decomposeEinsum(Rewriter &rw, Operation *op) {
  FailureOr<std::string> eq = rw.readString(0);
  if (failed(eq))
    return failure();
  Value *list = op->getOperand(1);
  Operation *def = list->getDefiningOp();
  if (!def || def->getNameStr() != "prim.ListConstruct")
    return rw.emitError() << rw.describeOperand(1)
                          << " must be a prim.ListConstruct of tensors";
  std::string equation;
  for (char c : *eq)
    if (c != ' ')
      equation += c;
  llvm::StringRef e(equation);
  auto [lhs, rhs] = e.split("->");
  bool explicitOut = e.contains("->");
  llvm::SmallVector<llvm::StringRef, 4> terms;
  lhs.split(terms, ',');
  if (terms.size() != def->getNumOperands())
    return rw.emitError() << "has equation '" << *eq << "' with "
                          << uint64_t(terms.size()) << " terms for "
                          << def->getNumOperands() << " operands";
  // Ellipsis dims get the labels before 'a' in ASCII ('A'..'Z' are taken
  // by users, so use digits, which equations cannot hold).
  static const char ellipsisLabels[] = "0123456789";
  int64_t ellipsisRank = 0;
  std::vector<Labelled> operands;
  for (size_t i = 0; i < terms.size(); ++i) {
    Value *v = def->getOperand(i);
    Type t = v->getType();
    if (!t.isTensor() || !t.hasRank())
      return rw.emitError() << "needs ranked operands, but operand " << i
                            << " of the list has type " << t.str();
    FailureOr<std::string> labels =
        expandTerm(rw, terms[i], t.getRank(), ellipsisLabels, &ellipsisRank);
    if (failed(labels))
      return failure();
    for (size_t j = 0; j < labels->size(); ++j)
      if (labels->find((*labels)[j], j + 1) != std::string::npos)
        return rw.emitError() << "repeats label '" << (*labels)[j]
                              << "' in term '" << terms[i]
                              << "' (a diagonal), which tocc does not "
                                 "decompose";
    operands.push_back({v, *labels});
  }
  std::string out;
  if (explicitOut) {
    size_t dots = rhs.find("...");
    out = rhs.substr(0, dots).str();
    if (dots != llvm::StringRef::npos)
      out += llvm::StringRef(ellipsisLabels).take_back(ellipsisRank).str() +
             rhs.substr(dots + 3).str();
  } else {
    // Implicit output: the ellipsis, then the labels used once, sorted.
    out = llvm::StringRef(ellipsisLabels).take_back(ellipsisRank).str();
    std::map<char, int> count;
    for (const Labelled &l : operands)
      for (char c : l.labels)
        if (llvm::isAlpha(c))
          ++count[c];
    for (auto [c, n] : count)
      if (n == 1)
        out += c;
  }
  for (size_t i = 0; i < out.size(); ++i) {
    char c = out[i];
    if (out.find(c, i + 1) != std::string::npos || c == '.')
      return rw.emitError() << "has output term '" << rhs
                            << "' with a repeated label or stray '.'";
    bool found = llvm::any_of(operands, [&](const Labelled &l) {
      return l.labels.find(c) != std::string::npos;
    });
    if (!found)
      return rw.emitError() << "has output label '" << c
                            << "' that no input term has";
  }
  Labelled acc = operands[0];
  for (size_t i = 1; i < operands.size(); ++i) {
    std::string keep = out;
    for (size_t j = i + 1; j < operands.size(); ++j)
      keep += operands[j].labels;
    FailureOr<Labelled> next = contract(rw, acc, operands[i], keep);
    if (failed(next))
      return failure();
    acc = *next;
  }
  FailureOr<Labelled> reduced = sumAway(rw, acc, out);
  if (failed(reduced))
    return failure();
  llvm::SmallVector<int64_t, 4> perm;
  for (char c : out)
    perm.push_back(reduced->labels.find(c));
  rw.replaceOp(op, {permute(rw, reduced->value, perm)});
  return success();
}

// bilinear(x1 [*, I], x2 [*, J], W [O, I, J], b [O]) [*, O]
//   = sum_ij x1_i W_oij x2_j + b_o
//   = reduce_sum((x1 as [*, 1, 1, I] @ W) * x2 as [*, 1, 1, J], last two
//     dims) + b
// (the matmul broadcasts the batch dims [*, 1] against [O], so no reshape
// needs the batch size)
LogicalResult decomposeBilinear(Rewriter &rw, Operation *op) {
  FailureOr<Value *> x1 = rw.readTensor(0), x2 = rw.readTensor(1),
                     w = rw.readTensor(2);
  FailureOr<int64_t> rank = rw.readRank(0), rank2 = rw.readRank(1);
  if (failed(x1) || failed(x2) || failed(w) || failed(rank) || failed(rank2))
    return failure();
  if (*rank < 1 || *rank != *rank2)
    return rw.emitError() << "needs inputs of one rank, 1 or more (they have "
                             "ranks "
                          << *rank << " and " << *rank2 << ")";
  DType dt = resultDTypeOr(op, (*x1)->getType().getDType());
  Type any = rw.unrankedTensorType(dt);
  int64_t r = *rank;
  Value *lhs = unsqueezeAt(rw, rw.castTo(*x1, dt), {r - 1, r});
  Value *rhs = unsqueezeAt(rw, rw.castTo(*x2, dt), {r - 1, r});
  Value *t = core::MatmulOp::createTyped{rw, any, lhs, rw.castTo(*w, dt)};
  Value *p = core::MulOp::createTyped{rw, any, t, rhs};
  Value *sum = core::ReduceSumOp::createTyped{rw, any, p, {r, r + 1}, false};
  if (!rw.isNone(3)) {
    FailureOr<Value *> b = rw.readTensor(3);
    if (failed(b))
      return failure();
    sum = core::AddOp::createTyped{rw, any, sum, rw.castTo(*b, dt)};
  }
  return replaceWithValue(rw, sum);
}

} // namespace

void detail::registerLinalgDecompositions() {
  addBuiltin("aten::matmul", decomposeMatmul);
  addBuiltin("aten::linear", decomposeLinear);
  addBuiltin("aten::bilinear", decomposeBilinear);
  for (const char *name : {"aten::mm", "aten::bmm", "aten::mv", "aten::dot"})
    addBuiltin(name, decomposeProduct);
  addBuiltin("aten::outer", decomposeOuter);
  addBuiltin("aten::ger", decomposeOuter);
  for (const char *name : {"aten::addmm", "aten::baddbmm", "aten::addmv"})
    addBuiltin(name, decomposeAddProduct);
  addBuiltin("aten::einsum", decomposeEinsum);
}
