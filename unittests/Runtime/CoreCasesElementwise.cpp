//===- CoreCasesElementwise.cpp - elementwise core ops against ATen ------===//
//
// References are written from each op's definition in docs/core-dialect.md
// (sinh as (e^x - e^-x) / 2, hardswish as x * clamp(x + 3, 0, 6) / 6, ...)
// where a formula is short, else the ATen function of the same name.
//
//===----------------------------------------------------------------------===//
#include "CoreCases.h"

#include <cmath>
#include <deque>
#include <string>

using namespace tocc::runtime::testing;

namespace {

using Inputs = std::function<std::vector<c10::IValue>()>;
using Reference = std::function<at::Tensor(const std::vector<c10::IValue> &)>;

/// Keeps a generated graph's text alive for the case's `const char *`.
const char *keep(std::string text) {
  static std::deque<std::string> texts;
  texts.push_back(std::move(text));
  return texts.back().c_str();
}

/// The graph @main applying `op` (with `attrs`, e.g. `{alpha = 2.0}`) to
/// arguments of the given types.
const char *graphOf(const std::string &op, std::vector<std::string> types,
                    const std::string &attrs = "") {
  std::string args, operands;
  for (size_t i = 0; i < types.size(); ++i) {
    std::string name = "%a" + std::to_string(i);
    args += (i ? ", " : "") + name + ": " + types[i];
    operands += (i ? ", " : "") + name;
  }
  return keep("graph @main(" + args + ") -> (tensor<*, ?>) {\n  %0 = " + op +
              "(" + operands + ")" + (attrs.empty() ? "" : " " + attrs) +
              " : tensor<*, ?>\n  return %0\n}");
}

/// One tensor made by `make`.
Inputs oneOf(std::function<at::Tensor()> make) {
  return [make] { return std::vector<c10::IValue>{make()}; };
}
Inputs twoOf(std::function<at::Tensor()> a, std::function<at::Tensor()> b) {
  return [a, b] { return std::vector<c10::IValue>{a(), b()}; };
}

at::Tensor randn23() { return at::randn({2, 3}); }
/// Values in (lo, hi).
std::function<at::Tensor()> uniform(double lo, double hi) {
  return [lo, hi] { return at::rand({2, 3}) * (hi - lo) + lo; };
}
/// Nonzero integers in [-4, 4].
at::Tensor nonzeroInts() {
  at::Tensor m = at::randint(1, 5, {2, 3}, at::kLong);
  return at::where(at::rand({2, 3}) > 0.5, m, -m);
}
at::Tensor smallInts() { return at::randint(-9, 10, {2, 3}, at::kLong); }
/// A bool tensor of the given 0/1 values (at::tensor has no bool form).
at::Tensor boolsOf(std::vector<int64_t> v) {
  return at::tensor(v, at::kLong).to(at::kBool);
}
at::Tensor bools() { return at::rand({2, 3}) > 0.5; }

const char *f32 = "tensor<[2, 3], f32>";
const char *i64 = "tensor<[2, 3], i64>";
const char *boolT = "tensor<[2, 3], bool>";

/// A unary float op on inputs from `make`, against `ref(x)`.
CoreCase unaryCase(const char *op, std::function<at::Tensor()> make,
                   std::function<at::Tensor(const at::Tensor &)> ref,
                   const std::string &attrs = "") {
  return {op, graphOf(op, {f32}, attrs), oneOf(make),
          [ref](auto &v) { return ref(T(v, 0)); }};
}

CoreCase binaryCase(const char *op, const char *type,
                    std::function<at::Tensor()> a,
                    std::function<at::Tensor()> b,
                    std::function<at::Tensor(const at::Tensor &,
                                             const at::Tensor &)>
                        ref) {
  return {op, graphOf(op, {type, type}), twoOf(a, b),
          [ref](auto &v) { return ref(T(v, 0), T(v, 1)); }};
}

} // namespace

std::vector<CoreCase> tocc::runtime::testing::elementwiseCoreCases() {
  using at::Tensor;
  auto e = [](const Tensor &x) { return at::exp(x); };
  std::vector<CoreCase> cases = {
      unaryCase("core.abs", randn23,
                [](auto &x) { return at::where(x < 0, -x, x); }),
      unaryCase("core.neg", randn23, [](auto &x) { return 0 - x; }),
      unaryCase("core.sign", randn23,
                [](auto &x) {
                  return (x > 0).to(at::kFloat) - (x < 0).to(at::kFloat);
                }),
      unaryCase("core.exp", randn23, e),
      unaryCase("core.log", uniform(0.1, 3),
                [](auto &x) { return at::log(x); }),
      unaryCase("core.log1p", uniform(-0.5, 3),
                [](auto &x) { return at::log(x + 1); }),
      unaryCase("core.expm1", randn23, [e](auto &x) { return e(x) - 1; }),
      unaryCase("core.sqrt", uniform(0, 4),
                [](auto &x) { return at::pow(x, 0.5); }),
      unaryCase("core.rsqrt", uniform(0.1, 4),
                [](auto &x) { return 1 / at::sqrt(x); }),
      unaryCase("core.reciprocal", uniform(0.5, 2),
                [](auto &x) { return 1 / x; }),
      unaryCase("core.sin", randn23, [](auto &x) { return at::sin(x); }),
      unaryCase("core.cos", randn23, [](auto &x) { return at::cos(x); }),
      unaryCase("core.tan", uniform(-1, 1),
                [](auto &x) { return at::sin(x) / at::cos(x); }),
      unaryCase("core.asin", uniform(-0.9, 0.9),
                [](auto &x) { return at::asin(x); }),
      unaryCase("core.acos", uniform(-0.9, 0.9),
                [](auto &x) { return M_PI / 2 - at::asin(x); }),
      unaryCase("core.atan", randn23, [](auto &x) { return at::atan(x); }),
      unaryCase("core.sinh", randn23,
                [e](auto &x) { return (e(x) - e(-x)) / 2; }),
      unaryCase("core.cosh", randn23,
                [e](auto &x) { return (e(x) + e(-x)) / 2; }),
      unaryCase("core.tanh", randn23,
                [e](auto &x) { return (e(x) - e(-x)) / (e(x) + e(-x)); }),
      unaryCase("core.asinh", randn23,
                [](auto &x) { return at::log(x + at::sqrt(x * x + 1)); }),
      unaryCase("core.acosh", uniform(1.1, 4),
                [](auto &x) { return at::log(x + at::sqrt(x * x - 1)); }),
      unaryCase("core.atanh", uniform(-0.9, 0.9),
                [](auto &x) { return 0.5 * at::log((1 + x) / (1 - x)); }),
      unaryCase("core.erf", randn23, [](auto &x) { return at::erf(x); }),
      unaryCase("core.floor", [] { return randn23() * 3; },
                [](auto &x) { return x - at::remainder(x, 1.0); }),
      unaryCase("core.ceil", [] { return randn23() * 3; },
                [](auto &x) { return -(-x - at::remainder(-x, 1.0)); }),
      // Halves round to even.
      {"core.round", graphOf("core.round", {"tensor<[6], f32>"}),
       oneOf([] { return at::tensor({0.5f, 1.5f, 2.5f, -0.5f, -1.7f, 2.2f}); }),
       [](auto &) { return at::tensor({0.f, 2.f, 2.f, -0.f, -2.f, 2.f}); }},
      unaryCase("core.trunc", [] { return randn23() * 3; },
                [](auto &x) {
                  Tensor f = x - at::remainder(x, 1.0);
                  return at::where(x < 0, at::where(f == x, f, f + 1), f);
                }),
      unaryCase("core.sigmoid", randn23, [e](auto &x) { return 1 / (1 + e(-x)); }),
      {"core.logical_not", graphOf("core.logical_not", {boolT}), oneOf(bools),
       [](auto &v) { return T(v, 0) == false; }},
      {"core.bitwise_not", graphOf("core.bitwise_not", {i64}),
       oneOf(smallInts), [](auto &v) { return -T(v, 0) - 1; }},
      {"core.isnan", graphOf("core.isnan", {"tensor<[4], f32>"}),
       oneOf([] { return at::tensor({1.f, NAN, -INFINITY, 0.f}); }),
       [](auto &) { return boolsOf({0, 1, 0, 0}); }},
      {"core.isinf", graphOf("core.isinf", {"tensor<[4], f32>"}),
       oneOf([] { return at::tensor({1.f, NAN, -INFINITY, INFINITY}); }),
       [](auto &) { return boolsOf({0, 0, 1, 1}); }},

      // Activations, from their definitions.
      unaryCase("core.gelu", randn23,
                [](auto &x) { return 0.5 * x * (1 + at::erf(x / std::sqrt(2.0))); }),
      unaryCase("core.gelu", randn23,
                [](auto &x) {
                  return 0.5 * x *
                         (1 + at::tanh(std::sqrt(2 / M_PI) *
                                       (x + 0.044715 * x * x * x)));
                },
                "{approximate = \"tanh\"}"),
      unaryCase("core.silu", randn23,
                [e](auto &x) { return x / (1 + e(-x)); }),
      unaryCase("core.hardswish", [] { return randn23() * 4; },
                [](auto &x) { return x * at::clamp(x + 3, 0, 6) / 6; }),
      unaryCase("core.hardsigmoid", [] { return randn23() * 4; },
                [](auto &x) { return at::clamp(x / 6 + 0.5, 0, 1); }),
      unaryCase("core.mish", randn23,
                [e](auto &x) { return x * at::tanh(at::log(1 + e(x))); }),
      unaryCase("core.softplus", randn23,
                [e](auto &x) {
                  return at::where(2 * x > 1, x, at::log(1 + e(2 * x)) / 2);
                },
                "{beta = 2.0, threshold = 1.0}"),
      unaryCase("core.elu", randn23,
                [e](auto &x) { return at::where(x > 0, x, 0.5 * (e(x) - 1)); },
                "{alpha = 0.5}"),
      unaryCase("core.selu", randn23,
                [e](auto &x) {
                  return 1.0507009873554805 *
                         at::where(x > 0, x, 1.6732632423543772 * (e(x) - 1));
                }),
      unaryCase("core.celu", randn23,
                [e](auto &x) {
                  return at::clamp_min(x, 0) +
                         at::clamp_max(2.0 * (e(x / 2.0) - 1), 0);
                },
                "{alpha = 2.0}"),
      unaryCase("core.leaky_relu", randn23,
                [](auto &x) { return at::where(x >= 0, x, 0.2 * x); },
                "{negative_slope = 0.2}"),
      unaryCase("core.log_sigmoid", [] { return randn23() * 5; },
                [e](auto &x) {
                  return at::clamp_max(x, 0) - at::log(1 + e(-at::abs(x)));
                }),

      // Binary.
      binaryCase("core.remainder", i64, smallInts, nonzeroInts,
                 [](auto &a, auto &b) {
                   Tensor q = at::floor(a.to(at::kDouble) / b.to(at::kDouble));
                   return a - q.to(at::kLong) * b;
                 }),
      binaryCase("core.fmod", i64, smallInts, nonzeroInts,
                 [](auto &a, auto &b) {
                   Tensor q = at::trunc(a.to(at::kDouble) / b.to(at::kDouble));
                   return a - q.to(at::kLong) * b;
                 }),
      binaryCase("core.pow", f32, uniform(0.1, 3), randn23,
                 [e](auto &a, auto &b) { return e(b * at::log(a)); }),
      binaryCase("core.maximum", f32, randn23, randn23,
                 [](auto &a, auto &b) { return at::where(a > b, a, b); }),
      binaryCase("core.minimum", f32, randn23, randn23,
                 [](auto &a, auto &b) { return at::where(a < b, a, b); }),
      binaryCase("core.atan2", f32, randn23, randn23,
                 [](auto &y, auto &x) {
                   // atan(y / x), moved by pi into the left half-plane.
                   Tensor base = at::atan(y / x);
                   Tensor shift = at::where(y >= 0, at::full_like(y, M_PI),
                                            at::full_like(y, -M_PI));
                   return at::where(x < 0, base + shift, base);
                 }),
      binaryCase("core.bitwise_and", i64, smallInts, smallInts,
                 [](auto &a, auto &b) { return a & b; }),
      binaryCase("core.bitwise_or", i64, smallInts, smallInts,
                 [](auto &a, auto &b) { return a | b; }),
      binaryCase("core.bitwise_xor", i64, smallInts, smallInts,
                 [](auto &a, auto &b) { return a ^ b; }),
      binaryCase("core.logical_and", boolT, bools, bools,
                 [](auto &a, auto &b) { return a.to(at::kInt) * b.to(at::kInt) == 1; }),
      binaryCase("core.logical_or", boolT, bools, bools,
                 [](auto &a, auto &b) { return a.to(at::kInt) + b.to(at::kInt) > 0; }),
      binaryCase("core.logical_xor", boolT, bools, bools,
                 [](auto &a, auto &b) { return a.to(at::kInt) + b.to(at::kInt) == 1; }),
  };
  // Comparisons on small integers (ties are frequent), as sign tests of
  // the difference.
  struct Cmp {
    const char *op;
    std::function<Tensor(const Tensor &)> ofDiff;
  };
  for (const Cmp &c : std::vector<Cmp>{
           {"core.eq", [](auto &d) { return d.abs() < 1; }},
           {"core.ne", [](auto &d) { return d.abs() > 0; }},
           {"core.lt", [](auto &d) { return d.sign() == -1; }},
           {"core.le", [](auto &d) { return d.sign() != 1; }},
           {"core.gt", [](auto &d) { return d.sign() == 1; }},
           {"core.ge", [](auto &d) { return d.sign() != -1; }}})
    cases.push_back(binaryCase(
        c.op, i64, [] { return at::randint(0, 3, {2, 3}, at::kLong); },
        [] { return at::randint(0, 3, {2, 3}, at::kLong); },
        [f = c.ofDiff](auto &a, auto &b) { return f(a - b); }));
  // clamp with both bounds, and with a broadcast lower bound only.
  cases.push_back(
      {"core.clamp",
       graphOf("core.clamp", {f32, "tensor<[], f32>", "tensor<[3], f32>"}),
       [] {
         return std::vector<c10::IValue>{randn23(), at::scalar_tensor(-0.5),
                                         at::rand({3}) + 0.1};
       },
       [](auto &v) {
         Tensor x = T(v, 0), lo = T(v, 1), hi = T(v, 2);
         Tensor y = at::where(x < lo, lo, x);
         return at::where(y > hi, hi, y);
       }});
  cases.push_back(
      {"core.clamp", graphOf("core.clamp", {f32, "tensor<[3], f32>", "none"}),
       [] {
         return std::vector<c10::IValue>{randn23(), at::randn({3}),
                                         c10::IValue()};
       },
       [](auto &v) {
         Tensor x = T(v, 0), lo = T(v, 1);
         return at::where(x < lo, lo, x);
       }});
  return cases;
}
