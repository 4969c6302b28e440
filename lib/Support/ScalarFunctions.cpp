//===- ScalarFunctions.cpp - TorchScript's functions on host numbers -----===//
#include "tocc/Support/ScalarFunctions.h"
#include "tocc/Support/PythonArith.h"

#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <numeric>

using namespace tocc;

llvm::StringRef tocc::scalarFunctionName(llvm::StringRef opName) {
  // `dialect.name` or `dialect.name.overload`.
  llvm::StringRef rest = opName.split('.').second;
  return rest.split('.').first;
}

namespace {

enum class Fn {
  Unknown,
  // binary
  Add, Sub, Mul, Div, FloorDiv, Remainder, Fmod, Pow, Min, Max, Eq, Ne, Lt,
  Le, Gt, Ge, Atan2, Copysign, Log2Arg, MathRemainder, Ldexp, Gcd, And, Or,
  Xor, LShift, RShift, TruncDiv,
  // unary
  Neg, Abs, Fabs, Sqrt, Exp, Log, Log10, Log1p, Expm1, Sin, Cos, Tan, Asin,
  Acos, Atan, Sinh, Cosh, Tanh, Asinh, Acosh, Atanh, Erf, Erfc, Gamma,
  Lgamma, Degrees, Radians, Ceil, Floor, Round, Factorial, IsNan, IsInf,
  IsFinite, Angle, Not,
  // ternary
  DeriveIndex, RangeLength,
};

Fn lookup(llvm::StringRef fn, unsigned arity) {
  if (arity == 1)
    return llvm::StringSwitch<Fn>(fn)
        .Case("neg", Fn::Neg)
        .Case("abs", Fn::Abs)
        .Case("fabs", Fn::Fabs)
        .Case("sqrt", Fn::Sqrt)
        .Case("exp", Fn::Exp)
        .Case("log", Fn::Log)
        .Case("log10", Fn::Log10)
        .Case("log1p", Fn::Log1p)
        .Case("expm1", Fn::Expm1)
        .Case("sin", Fn::Sin)
        .Case("cos", Fn::Cos)
        .Case("tan", Fn::Tan)
        .Case("asin", Fn::Asin)
        .Case("acos", Fn::Acos)
        .Case("atan", Fn::Atan)
        .Case("sinh", Fn::Sinh)
        .Case("cosh", Fn::Cosh)
        .Case("tanh", Fn::Tanh)
        .Case("asinh", Fn::Asinh)
        .Case("acosh", Fn::Acosh)
        .Case("atanh", Fn::Atanh)
        .Case("erf", Fn::Erf)
        .Case("erfc", Fn::Erfc)
        .Case("gamma", Fn::Gamma)
        .Case("lgamma", Fn::Lgamma)
        .Case("degrees", Fn::Degrees)
        .Case("radians", Fn::Radians)
        .Case("ceil", Fn::Ceil)
        .Case("floor", Fn::Floor)
        .Case("round", Fn::Round)
        .Case("factorial", Fn::Factorial)
        .Case("isnan", Fn::IsNan)
        .Case("isinf", Fn::IsInf)
        .Case("isfinite", Fn::IsFinite)
        .Case("angle", Fn::Angle)
        .Case("__not__", Fn::Not)
        .Default(Fn::Unknown);
  if (arity == 2)
    return llvm::StringSwitch<Fn>(fn)
        .Case("add", Fn::Add)
        .Case("sub", Fn::Sub)
        .Case("mul", Fn::Mul)
        .Case("div", Fn::Div)
        .Case("floordiv", Fn::FloorDiv)
        .Case("remainder", Fn::Remainder)
        .Case("fmod", Fn::Fmod)
        .Case("pow", Fn::Pow)
        .Case("min", Fn::Min)
        .Case("max", Fn::Max)
        .Case("eq", Fn::Eq)
        .Case("ne", Fn::Ne)
        .Case("lt", Fn::Lt)
        .Case("le", Fn::Le)
        .Case("gt", Fn::Gt)
        .Case("ge", Fn::Ge)
        .Case("atan2", Fn::Atan2)
        .Case("copysign", Fn::Copysign)
        .Case("log", Fn::Log2Arg)
        .Case("mathremainder", Fn::MathRemainder)
        .Case("ldexp", Fn::Ldexp)
        .Case("gcd", Fn::Gcd)
        .Case("__and__", Fn::And)
        .Case("__or__", Fn::Or)
        .Case("__xor__", Fn::Xor)
        .Case("__lshift__", Fn::LShift)
        .Case("__rshift__", Fn::RShift)
        .Case("__round_to_zero_floordiv", Fn::TruncDiv)
        .Default(Fn::Unknown);
  if (arity == 3)
    return llvm::StringSwitch<Fn>(fn)
        .Case("__derive_index", Fn::DeriveIndex)
        .Case("__range_length", Fn::RangeLength)
        .Default(Fn::Unknown);
  return Fn::Unknown;
}

/// int64 arithmetic with wrap-around (TorchScript's int).
int64_t wrap(uint64_t v) { return int64_t(v); }

std::optional<int64_t> pyFloorDiv(int64_t a, int64_t b) {
  if (b == 0)
    return std::nullopt;
  if (a == INT64_MIN && b == -1)
    return INT64_MIN; // wraps, as TorchScript's does
  int64_t q = a / b, r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    --q;
  return q;
}

std::optional<int64_t> pyMod(int64_t a, int64_t b) {
  if (b == 0)
    return std::nullopt;
  if (b == -1)
    return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    r += b;
  return r;
}

/// A float as an int, as Python's int(math.ceil(x)) would be: nullopt for
/// inf and nan (Python raises) and for values outside int64.
std::optional<int64_t> floatToInt(double v) {
  if (!std::isfinite(v) || v >= 9.2233720368547758e18 ||
      v < -9.2233720368547758e18)
    return std::nullopt;
  return int64_t(v);
}

} // namespace

bool tocc::isScalarFunction(llvm::StringRef fn, unsigned arity) {
  return lookup(fn, arity) != Fn::Unknown;
}

PyNumber::Kind
tocc::scalarResultKind(llvm::StringRef fn,
                       llvm::ArrayRef<PyNumber::Kind> operands) {
  bool anyFloat = llvm::is_contained(operands, PyNumber::Float);
  bool allBool = !operands.empty() &&
                 llvm::all_of(operands, [](PyNumber::Kind k) {
                   return k == PyNumber::Bool;
                 });
  switch (lookup(fn, operands.size())) {
  case Fn::Add: case Fn::Sub: case Fn::Mul: case Fn::FloorDiv:
  case Fn::Remainder: case Fn::Neg: case Fn::Abs: case Fn::Min:
  case Fn::Max:
    return anyFloat ? PyNumber::Float : PyNumber::Int;
  case Fn::And: case Fn::Or: case Fn::Xor:
    return allBool ? PyNumber::Bool : PyNumber::Int;
  case Fn::Eq: case Fn::Ne: case Fn::Lt: case Fn::Le: case Fn::Gt:
  case Fn::Ge: case Fn::IsNan: case Fn::IsInf: case Fn::IsFinite:
  case Fn::Not:
    return PyNumber::Bool;
  case Fn::Ceil: case Fn::Floor: case Fn::Factorial: case Fn::Gcd:
  case Fn::LShift: case Fn::RShift: case Fn::TruncDiv:
  case Fn::DeriveIndex: case Fn::RangeLength:
    return PyNumber::Int;
  default:
    return PyNumber::Float;
  }
}

std::optional<PyNumber>
tocc::evalScalarFunction(llvm::StringRef name, llvm::ArrayRef<PyNumber> args,
                         PyNumber::Kind result) {
  Fn fn = lookup(name, args.size());
  if (fn == Fn::Unknown)
    return std::nullopt;
  // Kinds mix as Python's do: bool is an int, int and float give float.
  bool anyFloat = llvm::any_of(
      args, [](const PyNumber &a) { return a.kind == PyNumber::Float; });
  auto out = [&](double v) -> std::optional<PyNumber> {
    switch (result) {
    case PyNumber::Float:
      return PyNumber::ofFloat(v);
    case PyNumber::Bool:
      return PyNumber::ofBool(v != 0);
    case PyNumber::Int:
      if (std::optional<int64_t> i = floatToInt(v))
        return PyNumber::ofInt(*i);
      return std::nullopt;
    }
    return std::nullopt;
  };
  auto outInt = [&](int64_t v) -> std::optional<PyNumber> {
    if (result == PyNumber::Float)
      return PyNumber::ofFloat(double(v));
    if (result == PyNumber::Bool)
      return PyNumber::ofBool(v != 0);
    return PyNumber::ofInt(v);
  };
  double x = args[0].asFloat();
  double y = args.size() > 1 ? args[1].asFloat() : 0.0;
  int64_t a = args[0].i, b = args.size() > 1 ? args[1].i : 0;
  switch (fn) {
  case Fn::Add:
    return anyFloat ? out(x + y) : outInt(wrap(uint64_t(a) + uint64_t(b)));
  case Fn::Sub:
    return anyFloat ? out(x - y) : outInt(wrap(uint64_t(a) - uint64_t(b)));
  case Fn::Mul:
    return anyFloat ? out(x * y) : outInt(wrap(uint64_t(a) * uint64_t(b)));
  case Fn::Div:
    if (y == 0)
      return std::nullopt; // ZeroDivisionError
    return out(x / y);
  case Fn::FloorDiv:
    if (anyFloat) {
      if (y == 0)
        return std::nullopt;
      return out(pythonFloatDivmod(x, y).first);
    }
    if (std::optional<int64_t> q = pyFloorDiv(a, b))
      return outInt(*q);
    return std::nullopt;
  case Fn::Remainder:
    if (anyFloat) {
      if (y == 0)
        return std::nullopt;
      return out(pythonFloatDivmod(x, y).second);
    }
    if (std::optional<int64_t> r = pyMod(a, b))
      return outInt(*r);
    return std::nullopt;
  case Fn::Fmod:
    if (y == 0)
      return std::nullopt;
    return out(std::fmod(x, y));
  case Fn::Pow:
    if (!anyFloat && result == PyNumber::Int) {
      // pow.int_to_int: exact int power; a negative exponent raises.
      if (b < 0)
        return std::nullopt;
      uint64_t r = 1, base = uint64_t(a);
      for (int64_t e = b; e > 0; e >>= 1, base *= base)
        if (e & 1)
          r *= base;
      return outInt(wrap(r));
    }
    if (x == 0 && y < 0)
      return std::nullopt; // ZeroDivisionError
    return out(std::pow(x, y));
  case Fn::Min:
  case Fn::Max: {
    bool takeSecond = fn == Fn::Min ? (anyFloat ? y < x : b < a)
                                    : (anyFloat ? y > x : b > a);
    // Python's min/max keep the first of equal (or NaN-unordered)
    // operands: the comparisons above are false for them.
    const PyNumber &pick = takeSecond ? args[1] : args[0];
    return pick.kind == PyNumber::Float ? out(pick.f) : outInt(pick.i);
  }
  case Fn::Eq:
    return PyNumber::ofBool(anyFloat ? x == y : a == b);
  case Fn::Ne:
    return PyNumber::ofBool(anyFloat ? x != y : a != b);
  case Fn::Lt:
    return PyNumber::ofBool(anyFloat ? x < y : a < b);
  case Fn::Le:
    return PyNumber::ofBool(anyFloat ? x <= y : a <= b);
  case Fn::Gt:
    return PyNumber::ofBool(anyFloat ? x > y : a > b);
  case Fn::Ge:
    return PyNumber::ofBool(anyFloat ? x >= y : a >= b);
  case Fn::Atan2:
    return out(std::atan2(x, y));
  case Fn::Copysign:
    return out(std::copysign(x, y));
  case Fn::Log2Arg:
    return out(std::log(x) / std::log(y));
  case Fn::MathRemainder:
    if (y == 0)
      return std::nullopt;
    return out(std::remainder(x, y));
  case Fn::Ldexp:
    return out(std::ldexp(x, int(std::clamp<int64_t>(b, -100000, 100000))));
  case Fn::Gcd:
    return outInt(std::gcd(a, b));
  case Fn::And:
    return outInt(a & b);
  case Fn::Or:
    return outInt(a | b);
  case Fn::Xor:
    return outInt(a ^ b);
  case Fn::LShift:
    if (b < 0)
      return std::nullopt; // ValueError: negative shift count
    return outInt(b >= 64 ? 0 : wrap(uint64_t(a) << b));
  case Fn::RShift:
    if (b < 0)
      return std::nullopt;
    return outInt(b >= 64 ? (a < 0 ? -1 : 0) : (a >> b));
  case Fn::TruncDiv:
    if (b == 0)
      return std::nullopt;
    if (a == INT64_MIN && b == -1)
      return outInt(INT64_MIN);
    return outInt(a / b);
  case Fn::Neg:
    return args[0].kind == PyNumber::Float ? out(-x)
                                           : outInt(wrap(0 - uint64_t(a)));
  case Fn::Abs:
    return args[0].kind == PyNumber::Float
               ? out(std::fabs(x))
               : outInt(a < 0 ? wrap(0 - uint64_t(a)) : a);
  case Fn::Fabs:
    return out(std::fabs(x));
  case Fn::Sqrt:
    return out(std::sqrt(x));
  case Fn::Exp:
    return out(std::exp(x));
  case Fn::Log:
    return out(std::log(x));
  case Fn::Log10:
    return out(std::log10(x));
  case Fn::Log1p:
    return out(std::log1p(x));
  case Fn::Expm1:
    return out(std::expm1(x));
  case Fn::Sin:
    return out(std::sin(x));
  case Fn::Cos:
    return out(std::cos(x));
  case Fn::Tan:
    return out(std::tan(x));
  case Fn::Asin:
    return out(std::asin(x));
  case Fn::Acos:
    return out(std::acos(x));
  case Fn::Atan:
    return out(std::atan(x));
  case Fn::Sinh:
    return out(std::sinh(x));
  case Fn::Cosh:
    return out(std::cosh(x));
  case Fn::Tanh:
    return out(std::tanh(x));
  case Fn::Asinh:
    return out(std::asinh(x));
  case Fn::Acosh:
    return out(std::acosh(x));
  case Fn::Atanh:
    return out(std::atanh(x));
  case Fn::Erf:
    return out(std::erf(x));
  case Fn::Erfc:
    return out(std::erfc(x));
  case Fn::Gamma:
    return out(std::tgamma(x));
  case Fn::Lgamma:
    return out(std::lgamma(x));
  case Fn::Degrees:
    return out(x * (180.0 / M_PI));
  case Fn::Radians:
    return out(x * (M_PI / 180.0));
  case Fn::Ceil:
    return args[0].kind == PyNumber::Float ? out(std::ceil(x)) : outInt(a);
  case Fn::Floor:
    return args[0].kind == PyNumber::Float ? out(std::floor(x)) : outInt(a);
  case Fn::Round:
    // Python rounds halves to even; TorchScript's round.float returns a
    // float.
    return args[0].kind == PyNumber::Float ? out(std::nearbyint(x))
                                           : outInt(a);
  case Fn::Factorial: {
    if (a < 0)
      return std::nullopt; // ValueError
    uint64_t r = 1;
    for (int64_t k = 2; k <= a; ++k)
      r *= uint64_t(k);
    return outInt(wrap(r));
  }
  case Fn::IsNan:
    return PyNumber::ofBool(std::isnan(x));
  case Fn::IsInf:
    return PyNumber::ofBool(std::isinf(x));
  case Fn::IsFinite:
    return PyNumber::ofBool(std::isfinite(x));
  case Fn::Not:
    return PyNumber::ofBool(a == 0);
  case Fn::Angle:
    if (std::isnan(x))
      return out(x);
    return out(x < 0 ? M_PI : 0.0);
  case Fn::DeriveIndex: {
    // start + index * step
    int64_t step = args[2].i;
    return outInt(wrap(uint64_t(b) + uint64_t(a) * uint64_t(step)));
  }
  case Fn::RangeLength: {
    int64_t lo = a, hi = b, step = args[2].i;
    if (step == 0)
      return std::nullopt; // ValueError
    if (step > 0 && lo < hi)
      return outInt(1 + (hi - 1 - lo) / step);
    if (step < 0 && lo > hi)
      return outInt(1 + (lo - 1 - hi) / (0 - step));
    return outInt(0);
  }
  case Fn::Unknown:
    break;
  }
  return std::nullopt;
}

std::optional<PyNumber>
tocc::evalListFunction(llvm::StringRef fn, llvm::ArrayRef<PyNumber> elements) {
  if (fn == "sum") {
    PyNumber acc = PyNumber::ofInt(0);
    for (const PyNumber &e : elements) {
      PyNumber::Kind k = scalarResultKind("add", {acc.kind, e.kind});
      std::optional<PyNumber> next = evalScalarFunction("add", {acc, e}, k);
      if (!next)
        return std::nullopt;
      acc = *next;
    }
    return acc;
  }
  if ((fn != "min" && fn != "max") || elements.empty())
    return std::nullopt;
  PyNumber best = elements.front();
  for (const PyNumber &e : elements.drop_front()) {
    bool better = e.kind == PyNumber::Float || best.kind == PyNumber::Float
                      ? (fn == "min" ? e.asFloat() < best.asFloat()
                                     : e.asFloat() > best.asFloat())
                      : (fn == "min" ? e.i < best.i : e.i > best.i);
    if (better)
      best = e;
  }
  return best;
}
