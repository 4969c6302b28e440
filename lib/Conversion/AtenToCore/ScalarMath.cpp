//===- ScalarMath.cpp - Every scalar overload of aten's and prim's functions ===//
//
// TorchScript's number functions (math.sqrt(d), a ** b, min(a, b),
// math.floor(x), x // y, ...) are aten and prim ops with one overload per
// operand kind: aten::sqrt.int, aten::sqrt.float, aten::sqrt.Scalar, ...
// The overloads are not listed by hand: at registration, every op of the
// aten and prim tables whose operands and single result are numbers (int,
// float, bool or Scalar) and whose function tocc knows
// (tocc/Support/ScalarFunctions.h) gets this entry, unless a more specific
// one is registered already (Scalars.cpp). The gtest
// ScalarOverloadsAreCovered checks that no number-only overload is left
// out except the ones it lists, with their reasons.
//
// With constant operands the entry folds (evalScalarFunction, the
// semantics TorchScript's kernels have). Otherwise it computes at run
// time: arithmetic and comparisons with core.scalar_* ops; math functions
// on a 0-d f64 tensor (core.to_tensor, the core op, core.to_scalar), so
// they lower to ONNX's elementwise ops in double precision. A few
// functions have no ONNX form (gamma, lgamma, factorial, gcd, copysign,
// math.remainder, angle, shifts): with run-time operands they are an
// error that names them.
//
//===----------------------------------------------------------------------===//
#include "ShapeHelpers.h"

#include "tocc/Dialect/Aten/AtenDialect.h"
#include "tocc/Dialect/Core/CoreDialect.h"
#include "tocc/IR/Module.h"
#include "tocc/Support/ScalarFunctions.h"

#include <cmath>

using namespace tocc;
using namespace tocc::detail;

namespace {

PyNumber::Kind toPyKind(Type::Kind k) {
  return k == Type::Float  ? PyNumber::Float
         : k == Type::Bool ? PyNumber::Bool
                           : PyNumber::Int;
}
Type::Kind toTypeKind(PyNumber::Kind k) {
  return k == PyNumber::Float  ? Type::Float
         : k == PyNumber::Bool ? Type::Bool
                               : Type::Int;
}

PyNumber toPyNumber(const HostScalar &s) {
  switch (s.kind) {
  case Type::Float:
    return PyNumber::ofFloat(*s.constant);
  case Type::Bool:
    return PyNumber::ofBool(*s.constant != 0);
  default:
    return PyNumber::ofInt(s.getInt());
  }
}

HostScalar fromPyNumber(const PyNumber &n) {
  if (n.kind == PyNumber::Int)
    return hostInt(n.i);
  HostScalar s;
  s.kind = toTypeKind(n.kind);
  s.constant = n.kind == PyNumber::Float ? n.f : double(n.i);
  return s;
}

Type kindType(Context &ctx, Type::Kind k) {
  return k == Type::Float  ? ctx.getFloatType()
         : k == Type::Bool ? ctx.getBoolType()
                           : ctx.getIntType();
}

/// The overload's declared result kind, or the one its operands give when
/// it returns a `Scalar`.
PyNumber::Kind resultKindOf(Operation *op, llvm::StringRef fn,
                            llvm::ArrayRef<HostScalar> args) {
  switch (op->getResult(0)->getType().getKind()) {
  case Type::Int:
    return PyNumber::Int;
  case Type::Float:
    return PyNumber::Float;
  case Type::Bool:
    return PyNumber::Bool;
  default: {
    llvm::SmallVector<PyNumber::Kind, 3> kinds;
    for (const HostScalar &a : args)
      kinds.push_back(toPyKind(a.kind));
    return scalarResultKind(fn, kinds);
  }
  }
}

/// Computes fn at run time; the operands are not all constants.
class RuntimeScalar {
public:
  RuntimeScalar(Rewriter &rw) : rw(rw), ctx(rw.getContext()) {}

  /// The operand as a 0-d f64 tensor.
  Value *f64(const HostScalar &s) {
    return hostToTensor(rw, castHost(rw, s, Type::Float), DType::F64);
  }
  Value *tensorOp(llvm::StringRef name, llvm::ArrayRef<Value *> xs) {
    Type t = xs[0]->getType();
    if (name == core::IsnanOp::getOperationName() ||
        name == core::IsinfOp::getOperationName())
      t = ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{});
    return rw.create(name, t, xs);
  }
  /// A 0-d tensor's value as a host scalar of `kind` (floats become ints
  /// and bools by a cast first).
  HostScalar read(Value *t, PyNumber::Kind kind) {
    DType want = kind == PyNumber::Float  ? DType::F64
                 : kind == PyNumber::Bool ? DType::Bool
                                          : DType::I64;
    if (t->getType().getDType() != want)
      t = core::CastOp::createTyped{
          rw, ctx.getTensorType(want, llvm::ArrayRef<int64_t>{}), t, want};
    HostScalar s;
    s.kind = toTypeKind(kind);
    s.value = core::ToScalarOp::createTyped{rw, kindType(ctx, s.kind), t};
    return s;
  }
  HostScalar scalarOp(llvm::StringRef name, Type::Kind kind,
                      llvm::ArrayRef<HostScalar> xs,
                      llvm::ArrayRef<NamedAttribute> attrs = {}) {
    llvm::SmallVector<Value *, 2> vs;
    for (const HostScalar &x : xs)
      vs.push_back(coreHost(rw, x));
    HostScalar s;
    s.kind = kind;
    s.value = rw.create(name, kindType(ctx, kind), vs, attrs);
    return s;
  }
  HostScalar floatConstant(double v) {
    HostScalar s;
    s.kind = Type::Float;
    s.constant = v;
    return s;
  }

  /// fn(args) with the result of kind `result`, or failure with a
  /// diagnostic.
  FailureOr<HostScalar> compute(llvm::StringRef fn,
                                llvm::ArrayRef<HostScalar> args,
                                PyNumber::Kind result) {
    bool anyFloat = llvm::any_of(
        args, [](const HostScalar &a) { return a.kind == Type::Float; });
    Type::Kind common = anyFloat ? Type::Float : Type::Int;
    auto same = [&](Type::Kind k) {
      llvm::SmallVector<HostScalar, 2> xs;
      for (const HostScalar &a : args)
        xs.push_back(castHost(rw, a, k));
      return xs;
    };
    Type::Kind resultKind = toTypeKind(result);
    // The result, converted to the declared kind when it differs.
    auto finish = [&](HostScalar s) { return castHost(rw, s, resultKind); };

    static const llvm::StringMap<llvm::StringRef> arithmetic = {
        {"add", "add"},           {"sub", "sub"}, {"mul", "mul"},
        {"floordiv", "floordiv"}, {"remainder", "mod"},
        {"min", "min"},           {"max", "max"}};
    // The core ops of the math functions of the same name.
    static const llvm::StringMap<llvm::StringRef> sameName = {
        {"ceil", core::CeilOp::getOperationName()},
        {"floor", core::FloorOp::getOperationName()},
        {"round", core::RoundOp::getOperationName()},
        {"pow", core::PowOp::getOperationName()},
        {"fmod", core::FmodOp::getOperationName()},
        {"atan2", core::Atan2Op::getOperationName()}};
    static const llvm::StringMap<llvm::StringRef> compare = {
        {"eq", "eq"}, {"ne", "ne"}, {"lt", "lt"},
        {"le", "le"}, {"gt", "gt"}, {"ge", "ge"}};
    static const llvm::StringMap<llvm::StringRef> unaryFloat = {
        {"sqrt", core::SqrtOp::getOperationName()},
        {"exp", core::ExpOp::getOperationName()},
        {"log", core::LogOp::getOperationName()},
        {"log1p", core::Log1pOp::getOperationName()},
        {"expm1", core::Expm1Op::getOperationName()},
        {"sin", core::SinOp::getOperationName()},
        {"cos", core::CosOp::getOperationName()},
        {"tan", core::TanOp::getOperationName()},
        {"asin", core::AsinOp::getOperationName()},
        {"acos", core::AcosOp::getOperationName()},
        {"atan", core::AtanOp::getOperationName()},
        {"sinh", core::SinhOp::getOperationName()},
        {"cosh", core::CoshOp::getOperationName()},
        {"tanh", core::TanhOp::getOperationName()},
        {"asinh", core::AsinhOp::getOperationName()},
        {"acosh", core::AcoshOp::getOperationName()},
        {"atanh", core::AtanhOp::getOperationName()},
        {"erf", core::ErfOp::getOperationName()},
        {"fabs", core::AbsOp::getOperationName()},
        {"isnan", core::IsnanOp::getOperationName()},
        {"isinf", core::IsinfOp::getOperationName()}};

    if (args.size() == 2 && arithmetic.count(fn)) {
      llvm::SmallVector<HostScalar, 2> xs = same(common);
      return finish(
          scalarOp(scalarBinaryOpName(arithmetic.lookup(fn)), common, xs));
    }
    if (args.size() == 2 && fn == "div") {
      llvm::SmallVector<HostScalar, 2> xs = same(Type::Float);
      return finish(
          scalarOp(core::ScalarTruedivOp::getOperationName(), Type::Float, xs));
    }
    if (args.size() == 2 && compare.count(fn)) {
      llvm::SmallVector<HostScalar, 2> xs =
          same(anyFloat ? Type::Float : Type::Int);
      return scalarOp(core::ScalarCmpOp::getOperationName(), Type::Bool, xs,
                      {{"predicate", rw.getStringAttr(compare.lookup(fn))}});
    }
    if (args.size() == 2 && (fn == "__and__" || fn == "__or__" ||
                             fn == "__xor__")) {
      if (result == PyNumber::Bool) {
        llvm::SmallVector<HostScalar, 2> xs = same(Type::Bool);
        if (fn == "__xor__") {
          llvm::SmallVector<HostScalar, 2> ints = same(Type::Int);
          return scalarOp(core::ScalarCmpOp::getOperationName(), Type::Bool,
                          ints, {{"predicate", rw.getStringAttr("ne")}});
        }
        return scalarOp(fn == "__and__" ? core::ScalarAndOp::getOperationName()
                                        : core::ScalarOrOp::getOperationName(),
                        Type::Bool, xs);
      }
      llvm::SmallVector<HostScalar, 2> xs = same(Type::Int);
      llvm::StringRef op =
          fn == "__and__"  ? core::BitwiseAndOp::getOperationName()
          : fn == "__or__" ? core::BitwiseOrOp::getOperationName()
                           : core::BitwiseXorOp::getOperationName();
      Value *a = hostToTensor(rw, xs[0], DType::I64),
            *b = hostToTensor(rw, xs[1], DType::I64);
      return read(tensorOp(op, {a, b}), result);
    }
    if (args.size() == 1 && fn == "neg") {
      if (args[0].kind == Type::Float)
        return finish(
            scalarOp(core::ScalarNegOp::getOperationName(), Type::Float, args));
      llvm::SmallVector<HostScalar, 1> xs = same(Type::Int);
      return finish(
          scalarOp(core::ScalarNegOp::getOperationName(), Type::Int, xs));
    }
    if (args.size() == 1 && fn == "abs") {
      if (args[0].kind == Type::Float)
        return finish(read(
            tensorOp(core::AbsOp::getOperationName(), {f64(args[0])}), result));
      HostScalar x = castHost(rw, args[0], Type::Int);
      HostScalar negX =
          scalarOp(core::ScalarNegOp::getOperationName(), Type::Int, {x});
      return finish(scalarOp(core::ScalarMaxOp::getOperationName(), Type::Int,
                             {x, negX}));
    }
    if (args.size() == 1 && unaryFloat.count(fn))
      return read(tensorOp(unaryFloat.lookup(fn), {f64(args[0])}), result);
    if (args.size() == 1 &&
        (fn == "ceil" || fn == "floor" || fn == "round")) {
      if (args[0].kind != Type::Float)
        return finish(args[0]);
      return read(tensorOp(sameName.lookup(fn), {f64(args[0])}), result);
    }
    if (args.size() == 1 && fn == "isfinite") {
      Value *x = f64(args[0]);
      // |x| < inf is false for inf and for NaN.
      Value *inf = rw.createScalarConstant(DType::F64, INFINITY);
      Value *lt = core::LtOp::createTyped{
          rw, ctx.getTensorType(DType::Bool, llvm::ArrayRef<int64_t>{}),
          tensorOp(core::AbsOp::getOperationName(), {x}), inf};
      return read(lt, PyNumber::Bool);
    }
    if (args.size() == 1 && fn == "log10") {
      Value *ln = tensorOp(core::LogOp::getOperationName(), {f64(args[0])});
      Value *k = rw.createScalarConstant(DType::F64, 1.0 / std::log(10.0));
      return read(tensorOp(core::MulOp::getOperationName(), {ln, k}), result);
    }
    if (args.size() == 1 && fn == "erfc") {
      Value *one = rw.createScalarConstant(DType::F64, 1.0);
      return read(tensorOp(core::SubOp::getOperationName(),
                           {one, tensorOp(core::ErfOp::getOperationName(),
                                          {f64(args[0])})}),
                  result);
    }
    if (args.size() == 1 && (fn == "degrees" || fn == "radians")) {
      double k = fn == "degrees" ? 180.0 / M_PI : M_PI / 180.0;
      HostScalar x = castHost(rw, args[0], Type::Float);
      return finish(scalarOp(core::ScalarMulOp::getOperationName(), Type::Float,
                             {x, floatConstant(k)}));
    }
    if (args.size() == 2 && (fn == "pow" || fn == "fmod" || fn == "atan2")) {
      Value *r = tensorOp(sameName.lookup(fn), {f64(args[0]), f64(args[1])});
      return read(r, result);
    }
    if (args.size() == 2 && fn == "log") {
      Value *a = tensorOp(core::LogOp::getOperationName(), {f64(args[0])});
      Value *b = tensorOp(core::LogOp::getOperationName(), {f64(args[1])});
      return read(tensorOp(core::DivOp::getOperationName(), {a, b}), result);
    }
    if (args.size() == 2 && fn == "ldexp") {
      Value *two = rw.createScalarConstant(DType::F64, 2.0);
      Value *scale =
          tensorOp(core::PowOp::getOperationName(), {two, f64(args[1])});
      return read(
          tensorOp(core::MulOp::getOperationName(), {f64(args[0]), scale}),
          result);
    }
    if (args.size() == 2 && fn == "__round_to_zero_floordiv") {
      Value *q = tensorOp(core::DivOp::getOperationName(),
                          {f64(args[0]), f64(args[1])});
      return read(tensorOp(core::TruncOp::getOperationName(), {q}), result);
    }
    return rw.emitError() << "computes " << fn
                          << " of numbers known only at run time, and ONNX "
                             "has no form of it: it exports only when its "
                             "operands are constants";
  }

private:
  Rewriter &rw;
  Context &ctx;
};

// Every number-only overload: fn(a[, b[, c]]) folded when the operands are
// constants, else computed at run time (RuntimeScalar).
LogicalResult decomposeScalarFunction(Rewriter &rw, Operation *op) {
  llvm::StringRef fn = scalarFunctionName(op->getNameStr());
  llvm::SmallVector<HostScalar, 3> args;
  for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i) {
    FailureOr<HostScalar> a = readHostScalar(rw, i);
    if (failed(a))
      return failure();
    args.push_back(*a);
  }
  PyNumber::Kind result = resultKindOf(op, fn, args);
  if (llvm::all_of(args, [](const HostScalar &a) { return a.isConstant(); })) {
    llvm::SmallVector<PyNumber, 3> numbers;
    for (const HostScalar &a : args)
      numbers.push_back(toPyNumber(a));
    if (std::optional<PyNumber> r = evalScalarFunction(fn, numbers, result))
      return replaceWithValue(rw, materializeHost(rw, fromPyNumber(*r)));
    return rw.emitError() << "raises in TorchScript for its constant operands "
                             "(a division by zero, a negative shift or "
                             "factorial, or a result out of range), for "
                             "every input";
  }
  FailureOr<HostScalar> r = RuntimeScalar(rw).compute(fn, args, result);
  if (failed(r))
    return failure();
  return replaceWithValue(rw, materializeHost(rw, *r));
}

// prim.min.self_int(list) / max / aten.sum.int ...: over a list's
// elements, folded when all are constants, else a chain of
// core.scalar_min/max/add.
LogicalResult decomposeListFunction(Rewriter &rw, Operation *op) {
  llvm::StringRef fn = scalarFunctionName(op->getNameStr());
  FailureOr<llvm::SmallVector<HostScalar, 4>> elements =
      readHostScalarList(rw, 0);
  if (failed(elements))
    return failure();
  if (elements->empty() && fn != "sum")
    return rw.emitError() << "takes the " << fn << " of an empty list, "
                          << "which raises in TorchScript";
  if (llvm::all_of(*elements,
                   [](const HostScalar &a) { return a.isConstant(); })) {
    llvm::SmallVector<PyNumber, 4> numbers;
    for (const HostScalar &a : *elements)
      numbers.push_back(toPyNumber(a));
    std::optional<PyNumber> r = evalListFunction(fn, numbers);
    if (!r)
      return rw.emitError() << "could not compute " << fn;
    return replaceWithValue(rw, materializeHost(rw, fromPyNumber(*r)));
  }
  Type::Kind kind = op->getResult(0)->getType().getKind();
  llvm::StringRef name = fn == "sum"   ? core::ScalarAddOp::getOperationName()
                         : fn == "min" ? core::ScalarMinOp::getOperationName()
                                       : core::ScalarMaxOp::getOperationName();
  HostScalar acc = fn == "sum" ? castHost(rw, hostInt(0), kind)
                               : castHost(rw, (*elements)[0], kind);
  for (size_t k = fn == "sum" ? 0 : 1; k < elements->size(); ++k) {
    HostScalar next;
    next.kind = kind;
    next.value = rw.create(name, kindType(rw.getContext(), kind),
                           {coreHost(rw, acc),
                            coreHost(rw, castHost(rw, (*elements)[k], kind))});
    acc = next;
  }
  return replaceWithValue(rw, materializeHost(rw, acc));
}

bool isNumberConstraint(TypeConstraint c) {
  return c == TypeConstraint::Int || c == TypeConstraint::Float ||
         c == TypeConstraint::Bool || c == TypeConstraint::Scalar;
}

} // namespace

std::vector<std::pair<std::string, unsigned>> detail::numberOnlyOverloads() {
  Context ctx;
  aten::loadAtenDialect(ctx);
  std::vector<std::pair<std::string, unsigned>> names;
  Dialect *d = ctx.getDialect("aten");
  for (const std::unique_ptr<OpDef> &def : d->getOps()) {
    if (def->operands.empty() || def->results.size() != 1 ||
        !isNumberConstraint(def->results[0].constraint) ||
        !def->hasTrait(OpTrait::Pure))
      continue;
    if (llvm::all_of(def->operands, [](const ArgDef &a) {
          return a.arity == Arity::Single && isNumberConstraint(a.constraint);
        }))
      names.push_back({def->name.str(), unsigned(def->operands.size())});
  }
  return names;
}

// prim.min / prim.max (the importer keeps one op for every overload) and
// prim.abs: two numbers, or one list of numbers.
static LogicalResult decomposePrimNumberFunction(Rewriter &rw, Operation *op) {
  if (op->getNumOperands() == 1 &&
      op->getOperand(0)->getType().getKind() == Type::List)
    return decomposeListFunction(rw, op);
  for (Value *v : op->getOperands())
    if (v->getType().getKind() == Type::List)
      return rw.emitError() << "compares lists (the lexicographic "
                            << scalarFunctionName(op->getNameStr())
                            << " of two lists), which tocc does not export";
  return decomposeScalarFunction(rw, op);
}

void detail::registerScalarMathDecompositions() {
  for (const auto &[name, arity] : numberOnlyOverloads())
    if (!isDecompositionRegistered(name) &&
        isScalarFunction(scalarFunctionName(name), arity))
      addBuiltin(name, decomposeScalarFunction);
  for (const char *name : {"prim::min", "prim::max", "prim::abs"})
    addBuiltin(name, decomposePrimNumberFunction);
  for (const char *name : {"aten::sum.int", "aten::sum.float",
                           "aten::sum.bool"})
    addBuiltin(name, decomposeListFunction);
}
