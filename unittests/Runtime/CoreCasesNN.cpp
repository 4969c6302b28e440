//===- CoreCasesNN.cpp - nn core ops against ATen ---------------===//
//
// The references are written from the ops' formulas (docs/core-dialect.md)
// where that is short, so a runtime that calls the wrong ATen op or passes
// an attribute in the wrong place disagrees with them.
//
//===----------------------------------------------------------------------===//
#include "CoreCases.h"

#include <cmath>
#include <limits>

using namespace tocc::runtime::testing;

namespace {

auto randnOf(std::vector<std::vector<int64_t>> shapes) {
  return [shapes] {
    std::vector<c10::IValue> v;
    for (const auto &s : shapes)
      v.push_back(at::randn(s));
    return v;
  };
}

/// Biased mean and variance of `x` over `dims`, kept.
std::pair<at::Tensor, at::Tensor> moments(const at::Tensor &x,
                                          std::vector<int64_t> dims) {
  double count = 1;
  for (int64_t d : dims)
    count *= x.size(d);
  at::Tensor mean = x.sum(dims, true) / count;
  at::Tensor dev = x - mean;
  return {mean, (dev * dev).sum(dims, true) / count};
}

/// One recurrent layer step by step from the cells' formulas: x [T, B, I],
/// weights [D, G*H, *], h0/c0 [D, B, H] (undefined: zeros), lens [B]
/// (undefined: T each): a sequence's steps past its length leave its state
/// and output 0. Returns (output [T, B, D*H], h_n, c_n).
std::vector<at::Tensor> recurrentReference(char cell, const at::Tensor &x,
                                           at::Tensor h0, at::Tensor c0,
                                           const at::Tensor &wi,
                                           const at::Tensor &wh,
                                           const at::Tensor &bi,
                                           const at::Tensor &bh,
                                           const at::Tensor &lens) {
  int64_t steps = x.size(0), batch = x.size(1), dirs = wi.size(0),
          hidden = wh.size(2);
  if (!h0.defined())
    h0 = at::zeros({dirs, batch, hidden});
  if (!c0.defined())
    c0 = at::zeros({dirs, batch, hidden});
  std::vector<at::Tensor> outs, hs, cs;
  for (int64_t d = 0; d < dirs; ++d) {
    at::Tensor h = h0[d], c = c0[d];
    std::vector<at::Tensor> ys(steps);
    for (int64_t k = 0; k < steps; ++k) {
      int64_t t = d == 1 ? steps - 1 - k : k;
      at::Tensor gi = x[t].matmul(wi[d].t()), gh = h.matmul(wh[d].t());
      if (bi.defined()) {
        gi = gi + bi[d];
        gh = gh + bh[d];
      }
      at::Tensor h2, c2 = c;
      if (cell == 'l') {
        auto g = (gi + gh).chunk(4, 1);
        c2 = g[1].sigmoid() * c + g[0].sigmoid() * g[2].tanh();
        h2 = g[3].sigmoid() * c2.tanh();
      } else if (cell == 'g') {
        auto a = gi.chunk(3, 1), b = gh.chunk(3, 1);
        at::Tensor r = (a[0] + b[0]).sigmoid(), z = (a[1] + b[1]).sigmoid();
        at::Tensor n = (a[2] + r * b[2]).tanh();
        h2 = (1 - z) * n + z * h;
      } else {
        h2 = cell == 'r' ? (gi + gh).relu() : (gi + gh).tanh();
      }
      at::Tensor y = h2;
      if (lens.defined()) {
        at::Tensor m = (lens > t).unsqueeze(1);
        y = h2 * m;
        h2 = at::where(m, h2, h);
        c2 = at::where(m, c2, c);
      }
      h = h2;
      c = c2;
      ys[t] = y;
    }
    outs.push_back(at::stack(ys));
    hs.push_back(h);
    cs.push_back(c);
  }
  return {at::cat(outs, 2), at::stack(hs), at::stack(cs)};
}

} // namespace

std::vector<CoreCase> tocc::runtime::testing::nnCoreCases() {
  return {
      {"core.reduce_prod",
       R"(graph @main(%a: tensor<[2, 3, 4], i32>) -> (tensor<*, ?>) {
  %0 = core.reduce_prod(%a) {axes = [0, -1], keepdim = true} : tensor<*, ?>
  return %0
})",
       [] { return std::vector<c10::IValue>{at::randint(-3, 4, {2, 3, 4}, at::kInt)}; },
       [](auto &v) {
         // i32 stays i32 (torch.prod would give i64).
         at::Tensor a = T(v, 0);
         at::Tensor out = at::ones({1, 3, 1}, at::kInt);
         for (int64_t i = 0; i < 2; ++i)
           for (int64_t k = 0; k < 4; ++k)
             out = out * a.select(0, i).select(1, k).reshape({1, 3, 1});
         return out;
       }},
      {"core.reduce_min",
       R"(graph @main(%a: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.reduce_min(%a) {axes = [1, 2]} : tensor<*, ?>
  return %0
})",
       randnOf({{2, 3, 4}}),
       [](auto &v) { return -(-T(v, 0)).reshape({2, 12}).amax(1); }},
      {"core.reduce_all",
       R"(graph @main(%a: tensor<[3, 4], bool>) -> (tensor<*, ?>) {
  %0 = core.reduce_all(%a) {axes = [1]} : tensor<*, ?>
  return %0
})",
       [] { return std::vector<c10::IValue>{at::rand({3, 4}) > 0.2}; },
       [](auto &v) { return T(v, 0).to(at::kInt).sum(1).eq(4); }},
      {"core.reduce_any",
       R"(graph @main(%a: tensor<[3, 4], bool>) -> (tensor<*, ?>) {
  %0 = core.reduce_any(%a) {axes = []} : tensor<*, ?>
  return %0
})",
       [] { return std::vector<c10::IValue>{at::rand({3, 4}) > 0.9}; },
       [](auto &v) { return T(v, 0).to(at::kInt).sum().gt(0); }},
      {"core.argmax",
       R"(graph @main(%a: tensor<[3, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.argmax(%a) {axis = -1, keepdim = true} : tensor<*, ?>
  return %0
})",
       randnOf({{3, 5}}),
       [](auto &v) { return std::get<1>(T(v, 0).max(1, true)); }},
      {"core.argmin",
       R"(graph @main(%a: tensor<[3, 5], f32>) -> (tensor<*, ?>) {
  %0 = core.argmin(%a) {axis = 0} : tensor<*, ?>
  return %0
})",
       randnOf({{3, 5}}),
       [](auto &v) { return std::get<1>(T(v, 0).min(0)); }},
      {"core.var",
       R"(graph @main(%a: tensor<[4, 6], f32>) -> (tensor<*, ?>) {
  %0 = core.var(%a) {axes = [1], correction = 0.5, keepdim = true} : tensor<*, ?>
  return %0
})",
       randnOf({{4, 6}}),
       [](auto &v) {
         at::Tensor a = T(v, 0);
         at::Tensor dev = a - a.sum(1, true) / 6.0;
         return (dev * dev).sum(1, true) / 5.5;
       }},
      {"core.std",
       R"(graph @main(%a: tensor<[4, 6], f32>) -> (tensor<*, ?>) {
  %0 = core.std(%a) {axes = []} : tensor<*, ?>
  return %0
})",
       randnOf({{4, 6}}),
       [](auto &v) {
         at::Tensor a = T(v, 0);
         at::Tensor dev = a - a.sum() / 24.0;
         return ((dev * dev).sum() / 23.0).sqrt();
       }},
      {"core.logsumexp",
       R"(graph @main(%a: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.logsumexp(%a) {axes = [0]} : tensor<*, ?>
  return %0
})",
       randnOf({{3, 4}}),
       [](auto &v) { return T(v, 0).exp().sum(0).log(); }},
      {"core.log_softmax",
       R"(graph @main(%a: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.log_softmax(%a) {axis = 0} : tensor<*, ?>
  return %0
})",
       randnOf({{3, 4}}),
       [](auto &v) { return T(v, 0) - T(v, 0).exp().sum(0, true).log(); }},
      {"core.linear",
       R"(graph @main(%x: tensor<[2, 3, 4], f32>, %w: tensor<[5, 4], f32>, %b: tensor<[5], f32>) -> (tensor<*, ?>) {
  %0 = core.linear(%x, %w, %b) : tensor<*, ?>
  return %0
})",
       randnOf({{2, 3, 4}, {5, 4}, {5}}),
       [](auto &v) { return at::matmul(T(v, 0), T(v, 1).t()) + T(v, 2); }},
      {"core.conv_transpose",
       R"(graph @main(%x: tensor<[1, 2, 3, 3], f32>, %w: tensor<[2, 3, 2, 2], f32>, %n: none) -> (tensor<*, ?>) {
  %0 = core.conv_transpose(%x, %w, %n) {strides = [2, 2], pads = [1, 0, 0, 1], output_padding = [1, 0]} : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{at::randn({1, 2, 3, 3}),
                                         at::randn({2, 3, 2, 2}),
                                         c10::IValue()};
       },
       [](auto &v) {
         // Scatter every input pixel times the kernel into the full output
         // (3-1)*2 + 2 + output_padding = 7 by 6, then crop the pads.
         at::Tensor x = T(v, 0), w = T(v, 1);
         at::Tensor full = at::zeros({1, 3, 7, 6});
         for (int64_t i = 0; i < 3; ++i)
           for (int64_t j = 0; j < 3; ++j)
             for (int64_t c = 0; c < 2; ++c)
               full.narrow(2, 2 * i, 2).narrow(3, 2 * j, 2).add_(
                   x[0][c][i][j] * w[c].unsqueeze(0));
         // pads: begin (1, 0), end (0, 1)
         return full.narrow(2, 1, 6).narrow(3, 0, 5);
       }},
      {"core.adaptive_avg_pool",
       R"(graph @main(%x: tensor<[2, 3, 5, 7], f32>) -> (tensor<*, ?>) {
  %0 = core.adaptive_avg_pool(%x) {output_size = [2, 3]} : tensor<*, ?>
  return %0
})",
       randnOf({{2, 3, 5, 7}}),
       [](auto &v) {
         at::Tensor x = T(v, 0);
         std::vector<at::Tensor> rows;
         for (int64_t i = 0; i < 2; ++i) {
           int64_t h0 = i * 5 / 2, h1 = ((i + 1) * 5 + 1) / 2;
           std::vector<at::Tensor> cols;
           for (int64_t j = 0; j < 3; ++j) {
             int64_t w0 = j * 7 / 3, w1 = ((j + 1) * 7 + 2) / 3;
             cols.push_back(x.narrow(2, h0, h1 - h0)
                                .narrow(3, w0, w1 - w0)
                                .mean({2, 3}));
           }
           rows.push_back(at::stack(cols, -1));
         }
         return at::stack(rows, -2);
       }},
      {"core.adaptive_max_pool",
       R"(graph @main(%x: tensor<[2, 7], f32>) -> (tensor<*, ?>) {
  %0 = core.adaptive_max_pool(%x) {output_size = [3]} : tensor<*, ?>
  return %0
})",
       randnOf({{2, 7}}),
       [](auto &v) {
         at::Tensor x = T(v, 0);
         std::vector<at::Tensor> cols;
         for (int64_t j = 0; j < 3; ++j) {
           int64_t w0 = j * 7 / 3, w1 = ((j + 1) * 7 + 2) / 3;
           cols.push_back(x.narrow(1, w0, w1 - w0).amax(1));
         }
         return at::stack(cols, -1);
       }},
      {"core.batch_norm",
       R"(graph @main(%x: tensor<[2, 3, 4], f32>, %w: tensor<[3], f32>, %n: none, %m: tensor<[3], f32>, %v: tensor<[3], f32>) -> (tensor<*, ?>) {
  %0 = core.batch_norm(%x, %w, %n, %m, %v) {eps = 0.1} : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{at::randn({2, 3, 4}), at::randn({3}),
                                         c10::IValue(), at::randn({3}),
                                         at::rand({3}) + 0.5};
       },
       [](auto &v) {
         auto c = [&](size_t i) { return T(v, i).reshape({3, 1}); };
         return (T(v, 0) - c(3)) / (c(4) + 0.1).sqrt() * c(1);
       }},
      {"core.layer_norm",
       R"(graph @main(%x: tensor<[2, 3, 4], f32>, %w: tensor<[3, 4], f32>, %b: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.layer_norm(%x, %w, %b) {axis = 1, eps = 0.001} : tensor<*, ?>
  return %0
})",
       randnOf({{2, 3, 4}, {3, 4}, {3, 4}}),
       [](auto &v) {
         auto [mean, var] = moments(T(v, 0), {1, 2});
         return (T(v, 0) - mean) / (var + 0.001).sqrt() * T(v, 1) + T(v, 2);
       }},
      // align_corners puts -1 and 1 on the corner pixels' centers: the grid
      // picks pixels (0, 0), (1, 2) and, half way between columns 0 and 1,
      // their mean.
      {"core.grid_sample",
       R"(graph @main(%x: tensor<[1, 2, 2, 3], f32>) -> (tensor<*, ?>) {
  %g = core.constant {value = dense<tensor<[1, 1, 3, 2], f32>, [-1.0, -1.0, 1.0, 1.0, -0.5, 1.0]>} : tensor<[1, 1, 3, 2], f32>
  %0 = core.grid_sample(%x, %g) {align_corners = true} : tensor<*, ?>
  return %0
})",
       randnOf({{1, 2, 2, 3}}),
       [](auto &v) {
         at::Tensor x = T(v, 0);
         auto px = [&](int64_t i, int64_t j) {
           return x.select(2, i).select(2, j).reshape({1, 2, 1, 1});
         };
         return at::cat({px(0, 0), px(1, 2), (px(1, 0) + px(1, 1)) / 2}, 3);
       }},
      {"core.group_norm",
       R"(graph @main(%x: tensor<[2, 4, 3], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %0 = core.group_norm(%x, %w, %b) {groups = 2} : tensor<*, ?>
  return %0
})",
       randnOf({{2, 4, 3}, {4}, {4}}),
       [](auto &v) {
         at::Tensor g = T(v, 0).reshape({2, 2, 6});
         auto [mean, var] = moments(g, {2});
         at::Tensor n = ((g - mean) / (var + 1e-5).sqrt()).reshape({2, 4, 3});
         return n * T(v, 1).reshape({4, 1}) + T(v, 2).reshape({4, 1});
       }},
      {"core.instance_norm",
       R"(graph @main(%x: tensor<[2, 3, 5], f32>, %n: none) -> (tensor<*, ?>) {
  %0 = core.instance_norm(%x, %n, %n) {eps = 0.01} : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{at::randn({2, 3, 5}), c10::IValue()};
       },
       [](auto &v) {
         auto [mean, var] = moments(T(v, 0), {2});
         return (T(v, 0) - mean) / (var + 0.01).sqrt();
       }},
      {"core.scaled_dot_product_attention",
       R"(graph @main(%q: tensor<[2, 3, 4], f32>, %k: tensor<[2, 5, 4], f32>, %v: tensor<[2, 5, 6], f32>, %m: tensor<[3, 5], bool>) -> (tensor<*, ?>) {
  %0 = core.scaled_dot_product_attention(%q, %k, %v, %m) {scale = 0.3} : tensor<*, ?>
  return %0
})",
       [] {
         at::Tensor mask = at::rand({3, 5}) > 0.3;
         mask.select(1, 0).fill_(true); // every row keeps an entry
         return std::vector<c10::IValue>{at::randn({2, 3, 4}),
                                         at::randn({2, 5, 4}),
                                         at::randn({2, 5, 6}), mask};
       },
       [](auto &v) {
         at::Tensor s = at::bmm(T(v, 0), T(v, 1).transpose(1, 2)) * 0.3;
         at::Tensor e = s.exp() * T(v, 3).to(at::kFloat);
         return at::bmm(e / e.sum(-1, true), T(v, 2));
       }},
      {"core.lstm",
       R"(graph @main(%x: tensor<[5, 2, 3], f32>, %h0: tensor<[2, 2, 4], f32>, %c0: tensor<[2, 2, 4], f32>, %wi: tensor<[2, 16, 3], f32>, %wh: tensor<[2, 16, 4], f32>, %bi: tensor<[2, 16], f32>, %bh: tensor<[2, 16], f32>, %n: none) -> (tensor<*, ?>) {
  %y, %h, %c = core.lstm(%x, %h0, %c0, %wi, %wh, %bi, %bh, %n) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %0 = core.concat(%h, %c) {axis = 2} : tensor<*, ?>
  %1 = core.flatten(%0) {start_dim = 0, end_dim = 1} : tensor<*, ?>
  %2 = core.flatten(%y) {start_dim = 0, end_dim = 1} : tensor<*, ?>
  %3 = core.concat(%2, %1) {axis = 0} : tensor<*, ?>
  return %3
})",
       [] {
         auto v = randnOf({{5, 2, 3}, {2, 2, 4}, {2, 2, 4}, {2, 16, 3},
                           {2, 16, 4}, {2, 16}, {2, 16}})();
         v.push_back(c10::IValue());
         return v;
       },
       [](auto &v) {
         auto r = recurrentReference('l', T(v, 0), T(v, 1), T(v, 2), T(v, 3),
                                     T(v, 4), T(v, 5), T(v, 6), {});
         return at::cat({r[0].flatten(0, 1),
                         at::cat({r[1], r[2]}, 2).flatten(0, 1)},
                        0);
       }},
      {"core.lstm",
       R"(graph @main(%x: tensor<[4, 3, 2], f32>, %n: none, %wi: tensor<[1, 12, 2], f32>, %wh: tensor<[1, 12, 3], f32>, %lens: tensor<[3], i64>) -> (tensor<*, ?>) {
  %y, %h, %c = core.lstm(%x, %n, %n, %wi, %wh, %n, %n, %lens) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %0 = core.concat(%y, %h, %c) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] {
         return std::vector<c10::IValue>{
             at::randn({4, 3, 2}), c10::IValue(), at::randn({1, 12, 2}),
             at::randn({1, 12, 3}), at::tensor({2, 4, 1}, at::kLong)};
       },
       [](auto &v) {
         auto r = recurrentReference('l', T(v, 0), {}, {}, T(v, 2), T(v, 3),
                                     {}, {}, T(v, 4));
         return at::cat({r[0], r[1], r[2]}, 0);
       }},
      {"core.gru",
       R"(graph @main(%x: tensor<[4, 3, 2], f32>, %h0: tensor<[2, 3, 5], f32>, %wi: tensor<[2, 15, 2], f32>, %wh: tensor<[2, 15, 5], f32>, %bi: tensor<[2, 15], f32>, %bh: tensor<[2, 15], f32>, %lens: tensor<[3], i32>) -> (tensor<*, ?>) {
  %y, %h = core.gru(%x, %h0, %wi, %wh, %bi, %bh, %lens) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>)
  %0 = core.flatten(%h) {start_dim = 0, end_dim = 2} : tensor<*, ?>
  %1 = core.flatten(%y) {start_dim = 0, end_dim = 2} : tensor<*, ?>
  %2 = core.concat(%1, %0) {axis = 0} : tensor<*, ?>
  return %2
})",
       [] {
         auto v = randnOf({{4, 3, 2}, {2, 3, 5}, {2, 15, 2}, {2, 15, 5},
                           {2, 15}, {2, 15}})();
         v.push_back(at::tensor({3, 1, 4}, at::kInt));
         return v;
       },
       [](auto &v) {
         auto r = recurrentReference('g', T(v, 0), T(v, 1), {}, T(v, 2),
                                     T(v, 3), T(v, 4), T(v, 5), T(v, 6));
         return at::cat({r[0].flatten(), r[1].flatten()}, 0);
       }},
      {"core.rnn",
       R"(graph @main(%x: tensor<[4, 3, 2], f32>, %h0: tensor<[1, 3, 5], f32>, %wi: tensor<[1, 5, 2], f32>, %wh: tensor<[1, 5, 5], f32>, %bi: tensor<[1, 5], f32>, %bh: tensor<[1, 5], f32>, %n: none) -> (tensor<*, ?>) {
  %y, %h = core.rnn(%x, %h0, %wi, %wh, %bi, %bh, %n) {nonlinearity = "relu"} : (tensor<*, ?>, tensor<*, ?>)
  %0 = core.concat(%y, %h) {axis = 0} : tensor<*, ?>
  return %0
})",
       [] {
         auto v = randnOf({{4, 3, 2}, {1, 3, 5}, {1, 5, 2}, {1, 5, 5},
                           {1, 5}, {1, 5}})();
         v.push_back(c10::IValue());
         return v;
       },
       [](auto &v) {
         auto r = recurrentReference('r', T(v, 0), T(v, 1), {}, T(v, 2),
                                     T(v, 3), T(v, 4), T(v, 5), {});
         return at::cat({r[0], r[1]}, 0);
       }},
      {"core.rnn",
       R"(graph @main(%x: tensor<[4, 3, 2], f32>, %n: none, %wi: tensor<[2, 5, 2], f32>, %wh: tensor<[2, 5, 5], f32>) -> (tensor<*, ?>) {
  %y, %h = core.rnn(%x, %n, %wi, %wh, %n, %n, %n) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>)
  return %y
})",
       [] {
         return std::vector<c10::IValue>{at::randn({4, 3, 2}), c10::IValue(),
                                         at::randn({2, 5, 2}),
                                         at::randn({2, 5, 5})};
       },
       [](auto &v) {
         return recurrentReference('t', T(v, 0), {}, {}, T(v, 2), T(v, 3), {},
                                   {}, {})[0];
       }},
  };
}
