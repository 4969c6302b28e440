//===- CoreCasesShape.cpp - shape, indexing and scalar core ops against ATen ===//
//
// Host scalar results are returned through core.to_tensor (the case
// compares tensors); ops of two results have a case per result.
//
//===----------------------------------------------------------------------===//
#include "CoreCases.h"

#include <deque>
#include <string>

using namespace tocc::runtime::testing;

namespace {

using Inputs = std::vector<c10::IValue>;

std::function<Inputs()> randn(std::vector<int64_t> shape) {
  return [shape] { return Inputs{at::randn(shape)}; };
}

std::function<Inputs()> ints(int64_t a, int64_t b) {
  return [a, b] { return Inputs{c10::IValue(a), c10::IValue(b)}; };
}

std::function<Inputs()> floats(double a, double b) {
  return [a, b] { return Inputs{c10::IValue(a), c10::IValue(b)}; };
}

/// A case of a binary host-scalar op on two operands of `kind` (int or
/// float) whose result (of kind `result`) is returned as a 0-d tensor.
CoreCase scalarCase(const char *op, const char *kind, const char *result,
                    std::function<Inputs()> inputs,
                    std::function<at::Tensor(const Inputs &)> reference,
                    const char *attrs = "") {
  static std::deque<std::string> texts; // CoreCase keeps a const char *
  std::string dtype = std::string(result) == "int"     ? "i64"
                      : std::string(result) == "float" ? "f64"
                                                       : "bool";
  texts.push_back(std::string("graph @main(%a: ") + kind + ", %b: " + kind +
                  ") -> (tensor<*, ?>) {\n  %0 = " + op + "(%a, %b) " + attrs +
                  ": " + result + "\n  %1 = core.to_tensor(%0) {dtype = " +
                  dtype + "} : tensor<[], " + dtype + ">\n  return %1\n}");
  return {op, texts.back().c_str(), std::move(inputs), std::move(reference)};
}

at::Tensor i64(int64_t v) { return at::scalar_tensor(v, at::kLong); }
at::Tensor f64(double v) { return at::scalar_tensor(v, at::kDouble); }
at::Tensor boolean(bool v) { return at::scalar_tensor(v, at::kBool); }
int64_t I(const Inputs &v, size_t i) { return v[i].toInt(); }
double F(const Inputs &v, size_t i) { return v[i].toDouble(); }

} // namespace

std::vector<CoreCase> tocc::runtime::testing::shapeCoreCases() {
  std::vector<CoreCase> cases = {
      {"core.full",
       R"(graph @main(%v: tensor<[], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
  %0 = core.full(%s, %v) : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::randn({})}; },
       [](auto &v) { return at::full({2, 3}, T(v, 0).item().toFloat()); }},
      {"core.arange",
       R"(graph @main() -> (tensor<*, ?>) {
  %a = core.constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
  %b = core.constant {value = dense<tensor<[], f32>, [-2.0]>} : tensor<[], f32>
  %c = core.constant {value = dense<tensor<[], f32>, [-0.75]>} : tensor<[], f32>
  %0 = core.arange(%a, %b, %c) {dtype = f64} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{}; },
       [](auto &) {
         // 1.5, 0.75, 0, -0.75, -1.5
         return at::tensor({1.5, 0.75, 0.0, -0.75, -1.5}, at::kDouble);
       }},
      {"core.tile",
       R"(graph @main(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %r = core.constant {value = dense<tensor<[2], i64>, [2, 1]>} : tensor<[2], i64>
  %0 = core.tile(%x, %r) : tensor<*, ?>
  return %0
})",
       randn({2, 3}), [](auto &v) { return at::cat({T(v, 0), T(v, 0)}, 0); }},
      {"core.flip",
       R"(graph @main(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.flip(%x) {axes = [0, -1]} : tensor<*, ?>
  return %0
})",
       randn({2, 3, 4}), [](auto &v) {
         at::Tensor x = T(v, 0);
         at::Tensor i0 = at::arange(1, -1, -1, at::kLong);
         at::Tensor i2 = at::arange(3, -1, -1, at::kLong);
         return x.index_select(0, i0).index_select(2, i2);
       }},
      {"core.roll",
       R"(graph @main(%x: tensor<[4, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.roll(%x) {axes = [1, 0], shifts = [2, -1]} : tensor<*, ?>
  return %0
})",
       randn({4, 5}), [](auto &v) {
         at::Tensor x = T(v, 0);
         // out[(j + 2) % 5] = x[j]: out[:, :2] = x[:, 3:], out[:, 2:] = x[:, :3]
         at::Tensor a = at::cat({x.slice(1, 3, 5), x.slice(1, 0, 3)}, 1);
         return at::cat({a.slice(0, 1, 4), a.slice(0, 0, 1)}, 0);
       }},
      {"core.tril",
       R"(graph @main(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.tril(%x) {diagonal = 1} : tensor<*, ?>
  return %0
})",
       randn({2, 3, 4}), [](auto &v) {
         at::Tensor i = at::arange(3).reshape({3, 1}), j = at::arange(4);
         return at::where((j - i).le(1), T(v, 0), at::zeros({}));
       }},
      {"core.triu",
       R"(graph @main(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.triu(%x) {diagonal = -1} : tensor<*, ?>
  return %0
})",
       randn({3, 4}), [](auto &v) {
         at::Tensor i = at::arange(3).reshape({3, 1}), j = at::arange(4);
         return at::where((j - i).ge(-1), T(v, 0), at::zeros({}));
       }},
      {"core.split",
       R"(graph @main(%x: tensor<[2, 5], f32>) -> (tensor<*, ?>) {
  %0, %1 = core.split(%x) {axis = 1, sizes = [2, 3]} : (tensor<*, ?>, tensor<*, ?>)
  return %1
})",
       randn({2, 5}), [](auto &v) { return T(v, 0).slice(1, 2, 5); }},
      {"core.split",
       R"(graph @main(%x: tensor<[6, 2], f32>) -> (tensor<*, ?>) {
  %0, %1, %2 = core.split(%x) {axis = 0} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %1
})",
       randn({6, 2}), [](auto &v) { return T(v, 0).slice(0, 2, 4); }},
      {"core.pad",
       R"(graph @main(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %p = core.constant {value = dense<tensor<[4], i64>, [1, -1, 0, 2]>} : tensor<[4], i64>
  %0 = core.pad(%x, %p) {value = 2.5} : tensor<*, ?>
  return %0
})",
       randn({2, 3}), [](auto &v) {
         at::Tensor x = T(v, 0).slice(1, 1, 3); // crop one at the begin
         at::Tensor row = at::full({1, 2}, 2.5);
         at::Tensor col = at::full({3, 2}, 2.5);
         return at::cat({at::cat({row, x}, 0), col}, 1);
       }},
      {"core.pad",
       R"(graph @main(%x: tensor<[1, 4], f32>) -> (tensor<*, ?>) {
  %p = core.constant {value = dense<tensor<[4], i64>, [0, 2, 0, 3]>} : tensor<[4], i64>
  %0 = core.pad(%x, %p) {mode = "reflect"} : tensor<*, ?>
  return %0
})",
       randn({1, 4}), [](auto &v) {
         // reflect of [a b c d] by (2, 3): c b | a b c d | c b a
         at::Tensor i = at::tensor({2, 1, 0, 1, 2, 3, 2, 1, 0}, at::kLong);
         return T(v, 0).index_select(1, i);
       }},
      {"core.pad",
       R"(graph @main(%x: tensor<[3, 2], f32>) -> (tensor<*, ?>) {
  %p = core.constant {value = dense<tensor<[4], i64>, [2, 1, 1, 0]>} : tensor<[4], i64>
  %0 = core.pad(%x, %p) {mode = "replicate"} : tensor<*, ?>
  return %0
})",
       randn({3, 2}), [](auto &v) {
         at::Tensor r = at::tensor({0, 0, 0, 1, 2, 2}, at::kLong);
         at::Tensor c = at::tensor({0, 0, 1}, at::kLong);
         return T(v, 0).index_select(0, r).index_select(1, c);
       }},
      {"core.pad",
       R"(graph @main(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %p = core.constant {value = dense<tensor<[2], i64>, [2, 4]>} : tensor<[2], i64>
  %0 = core.pad(%x, %p) {mode = "circular"} : tensor<*, ?>
  return %0
})",
       randn({3}), [](auto &v) {
         at::Tensor i = at::tensor({1, 2, 0, 1, 2, 0, 1, 2, 0}, at::kLong);
         return T(v, 0).index_select(0, i);
       }},
      {"core.index",
       R"(graph @main(%x: tensor<[4, 3, 2], f32>, %i: tensor<[2, 1], i64>, %j: tensor<[3], i64>) -> (tensor<*, ?>) {
  %0 = core.index(%x, %i, %j) : tensor<*, ?>
  return %0
})",
       [] {
         return Inputs{at::randn({4, 3, 2}), at::tensor({3, -4}, at::kLong).reshape({2, 1}),
                       at::tensor({0, 2, -1}, at::kLong)};
       },
       [](auto &v) {
         // out[a][b] = x[i[a][0]][j[b]] with negative indices wrapped
         at::Tensor x = T(v, 0);
         std::vector<at::Tensor> rows;
         for (int64_t a : {3, 0}) {
           std::vector<at::Tensor> cols;
           for (int64_t b : {0, 2, 2})
             cols.push_back(x[a][b]);
           rows.push_back(at::stack(cols));
         }
         return at::stack(rows);
       }},
      {"core.index_put",
       R"(graph @main(%x: tensor<[4, 3], f32>, %i: tensor<[3], i64>, %u: tensor<[3, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.index_put(%x, %i, %u) {accumulate = true} : tensor<*, ?>
  return %0
})",
       [] {
         return Inputs{at::randn({4, 3}), at::tensor({1, -1, 1}, at::kLong),
                       at::randn({3, 3})};
       },
       [](auto &v) {
         at::Tensor out = T(v, 0).clone(), u = T(v, 2);
         out[1] += u[0] + u[2];
         out[3] += u[1];
         return out;
       }},
      {"core.scatter",
       R"(graph @main(%x: tensor<[3, 4], f32>, %i: tensor<[2, 4], i64>, %u: tensor<[2, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.scatter(%x, %i, %u) {axis = 0, reduce = "add"} : tensor<*, ?>
  return %0
})",
       [] {
         return Inputs{at::randn({3, 4}),
                       at::tensor({0, 2, 1, 0, 0, -1, 2, 1}, at::kLong).reshape({2, 4}),
                       at::randn({2, 4})};
       },
       [](auto &v) {
         at::Tensor out = T(v, 0).clone(), u = T(v, 2);
         int64_t idx[2][4] = {{0, 2, 1, 0}, {0, 2, 2, 1}};
         for (int a = 0; a < 2; ++a)
           for (int b = 0; b < 4; ++b)
             out[idx[a][b]][b] += u[a][b];
         return out;
       }},
      {"core.one_hot",
       R"(graph @main(%i: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %0 = core.one_hot(%i) {num_classes = 3} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::tensor({0, 2, 1, 1}, at::kLong).reshape({2, 2})}; },
       [](auto &) {
         return at::tensor({1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0}, at::kLong)
             .reshape({2, 2, 3});
       }},
      {"core.nonzero",
       R"(graph @main(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.nonzero(%x) : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::tensor({0.f, 1.f, 0.f, 2.f, 0.f, -3.f}).reshape({2, 3})}; },
       [](auto &) {
         return at::tensor({0, 1, 1, 0, 1, 2}, at::kLong).reshape({3, 2});
       }},
      {"core.cumsum",
       R"(graph @main(%x: tensor<[2, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.cumsum(%x) {axis = 1, exclusive = true, reverse = true} : tensor<*, ?>
  return %0
})",
       randn({2, 4}), [](auto &v) {
         // out[:, j] = sum of x[:, j+1:]
         at::Tensor x = T(v, 0);
         std::vector<at::Tensor> cols;
         for (int64_t j = 0; j < 4; ++j)
           cols.push_back(x.slice(1, j + 1, 4).sum(1));
         return at::stack(cols, 1);
       }},
      {"core.cumsum",
       R"(graph @main(%x: tensor<[5], i32>) -> (tensor<*, ?>) {
  %0 = core.cumsum(%x) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::tensor({3, -1, 4, 1, -5}, at::kInt)}; },
       [](auto &) { return at::tensor({3, 2, 6, 7, 2}, at::kInt); }},
      {"core.topk",
       R"(graph @main(%x: tensor<[3, 5], f32>) -> (tensor<*, ?>) {
  %k = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %0, %1 = core.topk(%x, %k) {axis = 1, largest = false} : (tensor<*, ?>, tensor<*, ?>)
  return %0
})",
       randn({3, 5}),
       [](auto &v) { return std::get<0>(T(v, 0).sort(1)).slice(1, 0, 2); }},
      {"core.topk",
       R"(graph @main(%x: tensor<[6], f32>) -> (tensor<*, ?>) {
  %k = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
  %0, %1 = core.topk(%x, %k) : (tensor<*, ?>, tensor<*, ?>)
  return %1
})",
       [] { return Inputs{at::tensor({0.5f, 3.f, -1.f, 7.f, 2.f, 0.f})}; },
       [](auto &) { return at::tensor({3, 1, 4}, at::kLong); }},
      {"core.sort",
       R"(graph @main(%x: tensor<[5], f32>) -> (tensor<*, ?>) {
  %0, %1 = core.sort(%x) {descending = true, stable = true} : (tensor<*, ?>, tensor<*, ?>)
  return %1
})",
       [] { return Inputs{at::tensor({1.f, 3.f, 1.f, -2.f, 3.f})}; },
       [](auto &) { return at::tensor({1, 4, 0, 2, 3}, at::kLong); }},
      {"core.sort",
       R"(graph @main(%x: tensor<[2, 4], f32>) -> (tensor<*, ?>) {
  %0, %1 = core.sort(%x) {axis = 0} : (tensor<*, ?>, tensor<*, ?>)
  return %0
})",
       randn({2, 4}),
       [](auto &v) { return at::stack({at::amin(T(v, 0), 0), at::amax(T(v, 0), 0)}); }},
      // unique: ONNX Unique's results. x = [3, 1, 3, 0, 1, 1]: sorted
      // values [0, 1, 3], first at [3, 1, 0], counts [1, 3, 2]; in order of
      // first occurrence [3, 1, 0], so each element's index among those.
      {"core.unique",
       R"(graph @main(%x: tensor<[6], i64>) -> (tensor<*, ?>) {
  %0, %1, %2, %3 = core.unique(%x) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %1
})",
       [] { return Inputs{at::tensor({3, 1, 3, 0, 1, 1}, at::kLong)}; },
       [](auto &) { return at::tensor({3, 1, 0}, at::kLong); }},
      {"core.unique",
       R"(graph @main(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %0, %1, %2, %3 = core.unique(%x) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %3
})",
       [] {
         return Inputs{
             at::tensor({3, 1, 3, 0, 1, 1}, at::kLong).reshape({2, 3})};
       },
       [](auto &) { return at::tensor({1, 3, 2}, at::kLong); }},
      {"core.unique",
       R"(graph @main(%x: tensor<[6], i64>) -> (tensor<*, ?>) {
  %0, %1, %2, %3 = core.unique(%x) {sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %0
})",
       [] { return Inputs{at::tensor({3, 1, 3, 0, 1, 1}, at::kLong)}; },
       [](auto &) { return at::tensor({3, 1, 0}, at::kLong); }},
      {"core.unique",
       R"(graph @main(%x: tensor<[6], f32>) -> (tensor<*, ?>) {
  %0, %1, %2, %3 = core.unique(%x) {sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %2
})",
       [] { return Inputs{at::tensor({3.f, 1.f, 3.f, 0.f, 1.f, 1.f})}; },
       [](auto &) { return at::tensor({0, 1, 0, 2, 1, 1}, at::kLong); }},
      // Rows [[1, 2], [0, 5], [1, 2]]: sorted [[0, 5], [1, 2]], inverse
      // [1, 0, 1]; unsorted the other way round.
      {"core.unique",
       R"(graph @main(%x: tensor<[3, 2], i64>) -> (tensor<*, ?>) {
  %0, %1, %2, %3 = core.unique(%x) {axis = 0} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %2
})",
       [] {
         return Inputs{
             at::tensor({1, 2, 0, 5, 1, 2}, at::kLong).reshape({3, 2})};
       },
       [](auto &) { return at::tensor({1, 0, 1}, at::kLong); }},
      {"core.unique",
       R"(graph @main(%x: tensor<[3, 2], i64>) -> (tensor<*, ?>) {
  %0, %1, %2, %3 = core.unique(%x) {axis = -2, sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %0
})",
       [] {
         return Inputs{
             at::tensor({1, 2, 0, 5, 1, 2}, at::kLong).reshape({3, 2})};
       },
       [](auto &) {
         return at::tensor({1, 2, 0, 5}, at::kLong).reshape({2, 2});
       }},
      {"core.dim",
       R"(graph @main(%x: tensor<[2, 7], f32>) -> (tensor<*, ?>) {
  %0 = core.dim(%x) {axis = -1} : int
  %1 = core.to_tensor(%0) {dtype = i64} : tensor<[], i64>
  return %1
})",
       randn({2, 7}), [](auto &) { return i64(7); }},
      {"core.numel",
       R"(graph @main(%x: tensor<[2, 7, 3], f32>) -> (tensor<*, ?>) {
  %0 = core.numel(%x) : int
  %1 = core.to_tensor(%0) {dtype = i64} : tensor<[], i64>
  return %1
})",
       randn({2, 7, 3}), [](auto &) { return i64(42); }},
      {"core.scalar_constant",
       R"(graph @main() -> (tensor<*, ?>) {
  %0 = core.scalar_constant {value = 2.5} : float
  %1 = core.to_tensor(%0) {dtype = f64} : tensor<[], f64>
  return %1
})",
       [] { return Inputs{}; }, [](auto &) { return f64(2.5); }},
      {"core.to_tensor",
       R"(graph @main(%a: bool) -> (tensor<*, ?>) {
  %0 = core.to_tensor(%a) {dtype = f32} : tensor<[], f32>
  return %0
})",
       [] { return Inputs{c10::IValue(true)}; },
       [](auto &) { return at::scalar_tensor(1.0, at::kFloat); }},
      {"core.to_scalar",
       R"(graph @main(%x: tensor<[1, 1], i32>) -> (tensor<*, ?>) {
  %0 = core.to_scalar(%x) : int
  %1 = core.to_tensor(%0) {dtype = i64} : tensor<[], i64>
  return %1
})",
       [] { return Inputs{at::full({1, 1}, -9, at::kInt)}; },
       [](auto &) { return i64(-9); }},
      {"core.from_scalars",
       R"(graph @main(%a: int, %b: float) -> (tensor<*, ?>) {
  %c = core.scalar_constant {value = true} : bool
  %0 = core.from_scalars(%a, %b, %c) {dtype = f32} : tensor<[3], f32>
  return %0
})",
       [] { return Inputs{c10::IValue(int64_t(-3)), c10::IValue(0.25)}; },
       [](auto &) { return at::tensor({-3.f, 0.25f, 1.f}); }},
      {"core.scalar_neg",
       R"(graph @main(%a: float) -> (tensor<*, ?>) {
  %0 = core.scalar_neg(%a) : float
  %1 = core.to_tensor(%0) {dtype = f64} : tensor<[], f64>
  return %1
})",
       [] { return Inputs{c10::IValue(1.25)}; },
       [](auto &) { return f64(-1.25); }},
      {"core.scalar_not",
       R"(graph @main(%a: bool) -> (tensor<*, ?>) {
  %0 = core.scalar_not(%a) : bool
  %1 = core.to_tensor(%0) {dtype = bool} : tensor<[], bool>
  return %1
})",
       [] { return Inputs{c10::IValue(false)}; },
       [](auto &) { return boolean(true); }},
      {"core.scalar_cast",
       R"(graph @main(%a: float) -> (tensor<*, ?>) {
  %0 = core.scalar_cast(%a) {to = "int"} : int
  %1 = core.to_tensor(%0) {dtype = i64} : tensor<[], i64>
  return %1
})",
       [] { return Inputs{c10::IValue(-2.75)}; },
       [](auto &) { return i64(-2); }},
  };
  // Python semantics: // and % round toward -inf (-7 // 2 == -4, -7 % 2 == 1).
  cases.push_back(scalarCase("core.scalar_add", "int", "int", ints(5, -8),
                             [](auto &v) { return i64(I(v, 0) + I(v, 1)); }));
  cases.push_back(scalarCase("core.scalar_sub", "float", "float",
                             floats(0.5, 2.25),
                             [](auto &v) { return f64(F(v, 0) - F(v, 1)); }));
  cases.push_back(scalarCase("core.scalar_mul", "int", "int", ints(-3, 7),
                             [](auto &) { return i64(-21); }));
  cases.push_back(scalarCase("core.scalar_truediv", "int", "float", ints(7, 2),
                             [](auto &) { return f64(3.5); }));
  cases.push_back(scalarCase("core.scalar_floordiv", "int", "int", ints(-7, 2),
                             [](auto &) { return i64(-4); }));
  cases.push_back(scalarCase("core.scalar_floordiv", "float", "float",
                             floats(-7.5, 2.0),
                             [](auto &) { return f64(-4.0); }));
  cases.push_back(scalarCase("core.scalar_mod", "int", "int", ints(-7, 3),
                             [](auto &) { return i64(2); }));
  cases.push_back(scalarCase("core.scalar_mod", "float", "float",
                             floats(7.5, -2.0),
                             [](auto &) { return f64(-0.5); }));
  cases.push_back(scalarCase("core.scalar_min", "int", "int", ints(4, -1),
                             [](auto &) { return i64(-1); }));
  cases.push_back(scalarCase("core.scalar_max", "float", "float",
                             floats(4.0, -1.0),
                             [](auto &) { return f64(4.0); }));
  cases.push_back(scalarCase("core.scalar_cmp", "int", "bool", ints(3, 3),
                             [](auto &) { return boolean(true); },
                             "{predicate = \"le\"}"));
  cases.push_back(scalarCase("core.scalar_cmp", "float", "bool",
                             floats(3.0, 2.5),
                             [](auto &) { return boolean(false); },
                             "{predicate = \"lt\"}"));
  cases.push_back(scalarCase("core.scalar_and", "bool", "bool",
                             [] { return Inputs{true, false}; },
                             [](auto &) { return boolean(false); }));
  cases.push_back(scalarCase("core.scalar_or", "bool", "bool",
                             [] { return Inputs{true, false}; },
                             [](auto &) { return boolean(true); }));
  // Sequences: c10 lists of tensors; each case reads one back as a tensor.
  std::vector<CoreCase> sequences = {
      {"core.sequence_construct",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[1, 3], f32>) -> (tensor<*, ?>) {
  %s = core.sequence_construct(%a, %b) : list<tensor<[?, 3], f32>>
  %0 = core.concat_from_sequence(%s) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::randn({2, 3}), at::randn({1, 3})}; },
       [](auto &v) { return at::cat({T(v, 0), T(v, 1)}, 0); }},
      {"core.sequence_insert",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[1, 3], f32>) -> (tensor<*, ?>) {
  %p = core.scalar_constant {value = -1} : int
  %s = core.sequence_construct(%a, %a) : list<tensor<[2, 3], f32>>
  %t = core.sequence_insert(%s, %b, %p) : list<tensor<[?, 3], f32>>
  %u = core.sequence_insert(%t, %b) : list<tensor<[?, 3], f32>>
  %0 = core.concat_from_sequence(%u) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::randn({2, 3}), at::randn({1, 3})}; },
       [](auto &v) {
         // [a, a] -> [a, b, a] -> [a, b, a, b]
         return at::cat({T(v, 0), T(v, 1), T(v, 0), T(v, 1)}, 0);
       }},
      {"core.sequence_erase",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[1, 3], f32>) -> (tensor<*, ?>) {
  %p = core.scalar_constant {value = -3} : int
  %s = core.sequence_construct(%a, %b, %a, %b) : list<tensor<[?, 3], f32>>
  %t = core.sequence_erase(%s, %p) : list<tensor<[?, 3], f32>>
  %u = core.sequence_erase(%t) : list<tensor<[?, 3], f32>>
  %0 = core.concat_from_sequence(%u) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::randn({2, 3}), at::randn({1, 3})}; },
       [](auto &v) { return at::cat({T(v, 0), T(v, 0)}, 0); }},
      {"core.sequence_at",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[1, 3], f32>) -> (tensor<*, ?>) {
  %p = core.scalar_constant {value = -1} : int
  %s = core.sequence_construct(%a, %b) : list<tensor<[?, 3], f32>>
  %0 = core.sequence_at(%s, %p) : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::randn({2, 3}), at::randn({1, 3})}; },
       [](auto &v) { return T(v, 1); }},
      {"core.sequence_length",
       R"(graph @main(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = core.sequence_construct(%a, %a, %a) : list<tensor<[2, 3], f32>>
  %n = core.sequence_length(%s) : int
  %0 = core.to_tensor(%n) {dtype = i64} : tensor<[], i64>
  return %0
})",
       [] { return Inputs{at::randn({2, 3})}; },
       [](auto &) { return i64(3); }},
      {"core.concat_from_sequence",
       R"(graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = core.sequence_construct(%a, %b) : list<tensor<[2, 3], f32>>
  %0 = core.concat_from_sequence(%s) {axis = -1, new_axis = true} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::randn({2, 3}), at::randn({2, 3})}; },
       [](auto &v) { return at::stack({T(v, 0), T(v, 1)}, -1); }},
      {"core.split_to_sequence",
       R"(graph @main(%a: tensor<[5, 3], f32>, %k: tensor<[], i64>) -> (tensor<*, ?>) {
  %last = core.scalar_constant {value = -1} : int
  %one = core.scalar_constant {value = 1} : int
  %s = core.split_to_sequence(%a, %k) {axis = 0} : list<tensor<[?, 3], f32>>
  %r = core.split_to_sequence(%a) {axis = 0, keepdims = false} : list<tensor<[3], f32>>
  %p = core.sequence_at(%s, %last) : tensor<[?, 3], f32>
  %q = core.sequence_at(%r, %one) : tensor<[3], f32>
  %q2 = core.unsqueeze(%q) {axes = [0]} : tensor<[1, 3], f32>
  %0 = core.concat(%p, %q2) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] { return Inputs{at::randn({5, 3}), i64(2)}; },
       [](auto &v) {
         // pieces of 2 rows, the last of 1; then row 1 (unbind)
         return at::cat({T(v, 0).slice(0, 4, 5), T(v, 0).slice(0, 1, 2)}, 0);
       }},
  };
  cases.insert(cases.end(), sequences.begin(), sequences.end());
  return cases;
}
