// RUN: onnx-opt %s --split-input-file --pass-pipeline='convert-precision' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='convert-precision{keep-io-types}' | FileCheck %s --check-prefix=IO
// RUN: onnx-opt %s --split-input-file --pass-pipeline='convert-precision{keep-fp32=Relu}' | FileCheck %s --check-prefix=KEEP
// RUN: onnx-opt %s --split-input-file --pass-pipeline='convert-precision{precision=bf16}' | FileCheck %s --check-prefix=BF16

// convert-precision (docs/precision.md): f32 weights and compute to f16,
// f32 kept for accumulating ops, Casts only at the borders.

// An MLP: the Gemm and Relu compute in f16 on f16 weights (converted at
// compile time; -1e9 saturates to f16's largest finite value, -65504,
// which prints as -65500.0, the shortest decimal of that f16), Softmax in
// f32. The inputs and outputs become f16; with keep-io-types they stay
// f32, with a Cast after the input and before the output, which keeps its
// name.
module attributes {onnx.opset_import = [["", 17]]} {
graph @mlp(%x: tensor<[n, 2], f32>) -> (tensor<[n, 3], f32>) {
  %w = onnx.initializer {value = dense<tensor<[3, 2], f32>, [0.5, -1.0, 2.0, 0.25, 1.5, 3.0]>} : tensor<[3, 2], f32>
  %b = onnx.Constant {value = dense<tensor<[3], f32>, [1.0, 2.0, -1000000000.0]>} : tensor<[3], f32>
  %h = onnx.Gemm(%x, %w, %b) {transB = 1} : tensor<[n, 3], f32>
  %r = onnx.Relu(%h) : tensor<[n, 3], f32>
  %p = onnx.Softmax(%r) {axis = 1} : tensor<[n, 3], f32>
  return %p
}
}
// CHECK-LABEL: graph @mlp(%x: tensor<[n, 2], f16>) -> (tensor<[n, 3], f16>)
// CHECK-NEXT:    %w = onnx.initializer {value = dense<tensor<[3, 2], f16>, [0.5, -1.0, 2.0, 0.25, 1.5, 3.0]>} : tensor<[3, 2], f16>
// CHECK-NEXT:    %b = onnx.Constant {value = dense<tensor<[3], f16>, [1.0, 2.0, -65500.0]>} : tensor<[3], f16>
// CHECK-NEXT:    %h = onnx.Gemm(%x, %w, %b) {transB = 1} : tensor<[n, 3], f16>
// CHECK-NEXT:    %r = onnx.Relu(%h) : tensor<[n, 3], f16>
// CHECK-NEXT:    %[[R32:.*]] = onnx.Cast(%r) {to = 1} : tensor<[n, 3], f32>
// CHECK-NEXT:    %p_f32 = onnx.Softmax(%[[R32]]) {axis = 1} : tensor<[n, 3], f32>
// CHECK-NEXT:    %p = onnx.Cast(%p_f32) {to = 10} : tensor<[n, 3], f16>
// CHECK-NEXT:    return %p

// IO-LABEL: graph @mlp(%x: tensor<[n, 2], f32>) -> (tensor<[n, 3], f32>)
// IO-NEXT:    %[[X16:.*]] = onnx.Cast(%x) {to = 10} : tensor<[n, 2], f16>
// IO:         onnx.Gemm(%[[X16]], %w, %b) {transB = 1} : tensor<[n, 3], f16>
// IO:         %p = onnx.Softmax(%{{.*}}) {axis = 1} : tensor<[n, 3], f32>
// IO-NEXT:    return %p

// KEEP-LABEL: graph @mlp(%x: tensor<[n, 2], f16>) -> (tensor<[n, 3], f16>)
// KEEP:         %h = onnx.Gemm(%x, %w, %b) {transB = 1} : tensor<[n, 3], f16>
// KEEP-NEXT:    %[[H32:.*]] = onnx.Cast(%h) {to = 1} : tensor<[n, 3], f32>
// KEEP-NEXT:    %r = onnx.Relu(%[[H32]]) : tensor<[n, 3], f32>
// KEEP-NEXT:    %[[R16:.*]] = onnx.Cast(%r) {to = 10} : tensor<[n, 3], f16>
// KEEP-NEXT:    %p = onnx.Softmax(%[[R16]]) {axis = 1} : tensor<[n, 3], f16>
// KEEP-NEXT:    return %p

// BF16-LABEL: graph @mlp(%x: tensor<[n, 2], bf16>) -> (tensor<[n, 3], bf16>)
// BF16:         %h = onnx.Gemm(%x, %w, %b) {transB = 1} : tensor<[n, 3], bf16>

// -----

// A layer norm decomposed (as below opset 17): the Sub that centers x on
// ReduceMean(x) and what follows it up to the MatMul stay f32, with one
// Cast of x for both; the scale only a kept op reads stays an f32 constant.
module attributes {onnx.opset_import = [["", 13]]} {
graph @layer_norm(%x: tensor<[n, 4], f32>) -> (tensor<[n, 2], f32>) {
  %mean = onnx.ReduceMean(%x) {axes = [-1]} : tensor<[n, 1], f32>
  %d = onnx.Sub(%x, %mean) : tensor<[n, 4], f32>
  %sq = onnx.Mul(%d, %d) : tensor<[n, 4], f32>
  %var = onnx.ReduceMean(%sq) {axes = [-1]} : tensor<[n, 1], f32>
  %eps = onnx.Constant {value = dense<tensor<[], f32>, [0.00001]>} : tensor<[], f32>
  %ve = onnx.Add(%var, %eps) : tensor<[n, 1], f32>
  %s = onnx.Sqrt(%ve) : tensor<[n, 1], f32>
  %y = onnx.Div(%d, %s) : tensor<[n, 4], f32>
  %g = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[4], f32>
  %yg = onnx.Mul(%y, %g) : tensor<[n, 4], f32>
  %w = onnx.Constant {value = dense<tensor<[4, 2], f32>, [1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 1.0]>} : tensor<[4, 2], f32>
  %m = onnx.MatMul(%yg, %w) : tensor<[n, 2], f32>
  return %m
}
}
// CHECK-LABEL: graph @layer_norm(%x: tensor<[n, 4], f16>) -> (tensor<[n, 2], f16>)
// CHECK-NEXT:    %[[X32:.*]] = onnx.Cast(%x) {to = 1} : tensor<[n, 4], f32>
// CHECK-NEXT:    %mean = onnx.ReduceMean(%[[X32]]) {axes = [-1]} : tensor<[n, 1], f32>
// CHECK-NEXT:    %d = onnx.Sub(%[[X32]], %mean) : tensor<[n, 4], f32>
// CHECK-NEXT:    %sq = onnx.Mul(%d, %d) : tensor<[n, 4], f32>
// CHECK-NEXT:    %var = onnx.ReduceMean(%sq) {axes = [-1]} : tensor<[n, 1], f32>
// CHECK-NEXT:    %eps = onnx.Constant {value = dense<tensor<[], f32>
// CHECK-NEXT:    %ve = onnx.Add(%var, %eps) : tensor<[n, 1], f32>
// CHECK-NEXT:    %s = onnx.Sqrt(%ve) : tensor<[n, 1], f32>
// CHECK-NEXT:    %y = onnx.Div(%d, %s) : tensor<[n, 4], f32>
// CHECK-NEXT:    %g = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[4], f32>
// CHECK-NEXT:    %yg = onnx.Mul(%y, %g) : tensor<[n, 4], f32>
// CHECK-NEXT:    %[[YG16:.*]] = onnx.Cast(%yg) {to = 10} : tensor<[n, 4], f16>
// CHECK-NEXT:    %w = onnx.Constant {value = dense<tensor<[4, 2], f16>
// CHECK-NEXT:    %m = onnx.MatMul(%[[YG16]], %w) : tensor<[n, 2], f16>
// CHECK-NEXT:    return %m

// -----

// Arithmetic on sizes stays f32 (f16 holds integers exactly only up to
// 2048): the Cast from i64, the Mul by a constant (which stays f32), the
// Floor and the Cast back; the Relu on x is f16.
module attributes {onnx.opset_import = [["", 17]]} {
graph @sizes(%x: tensor<[n, 4], f32>) -> (tensor<[2], i64>, tensor<[n, 4], f32>) {
  %s = onnx.Shape(%x) : tensor<[2], i64>
  %f = onnx.Cast(%s) {to = 1} : tensor<[2], f32>
  %c = onnx.Constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
  %m = onnx.Mul(%f, %c) : tensor<[2], f32>
  %fl = onnx.Floor(%m) : tensor<[2], f32>
  %i = onnx.Cast(%fl) {to = 7} : tensor<[2], i64>
  %y = onnx.Relu(%x) : tensor<[n, 4], f32>
  return %i, %y
}
}
// CHECK-LABEL: graph @sizes(%x: tensor<[n, 4], f16>) -> (tensor<[2], i64>, tensor<[n, 4], f16>)
// CHECK-NEXT:    %s = onnx.Shape(%x) : tensor<[2], i64>
// CHECK-NEXT:    %f = onnx.Cast(%s) {to = 1} : tensor<[2], f32>
// CHECK-NEXT:    %c = onnx.Constant {value = dense<tensor<[], f32>, [1.5]>} : tensor<[], f32>
// CHECK-NEXT:    %m = onnx.Mul(%f, %c) : tensor<[2], f32>
// CHECK-NEXT:    %fl = onnx.Floor(%m) : tensor<[2], f32>
// CHECK-NEXT:    %i = onnx.Cast(%fl) {to = 7} : tensor<[2], i64>
// CHECK-NEXT:    %y = onnx.Relu(%x) : tensor<[n, 4], f16>
// CHECK-NEXT:    return %i, %y

// -----

// A mixed-precision model's Casts (an f32 part between f16 ones) cancel:
// the f32 part computes in f16, and its no-op Casts go; the output keeps
// its name.
module attributes {onnx.opset_import = [["", 17]]} {
graph @mixed(%x: tensor<[4], f16>) -> (tensor<[4], f16>) {
  %a = onnx.Cast(%x) {to = 1} : tensor<[4], f32>
  %r = onnx.Relu(%a) : tensor<[4], f32>
  %out = onnx.Cast(%r) {to = 10} : tensor<[4], f16>
  return %out
}
}
// CHECK-LABEL: graph @mixed(%x: tensor<[4], f16>) -> (tensor<[4], f16>)
// CHECK-NEXT:    %out = onnx.Relu(%x) : tensor<[4], f16>
// CHECK-NEXT:    return %out

// -----

// Range takes no f16 at opset 17: it stays f32, and its result is cast to
// f16 once for the MatMul.
module attributes {onnx.opset_import = [["", 17]]} {
graph @range(%x: tensor<[4], f32>) -> (tensor<[], f32>) {
  %start = onnx.Constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %limit = onnx.Constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %delta = onnx.Constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %r = onnx.Range(%start, %limit, %delta) : tensor<[4], f32>
  %y = onnx.MatMul(%x, %r) : tensor<[], f32>
  return %y
}
}
// CHECK-LABEL: graph @range(%x: tensor<[4], f16>) -> (tensor<[], f16>)
// CHECK:         %r = onnx.Range(%start, %limit, %delta) : tensor<[4], f32>
// CHECK-NEXT:    %[[R16:.*]] = onnx.Cast(%r) {to = 10} : tensor<[4], f16>
// CHECK-NEXT:    %y = onnx.MatMul(%x, %[[R16]]) : tensor<[], f16>

// -----

// A constant read by an f16 op and by a kept one is both: an f16 copy for
// the one, the f32 constant for the other (never a Cast at run time).
module attributes {onnx.opset_import = [["", 17]]} {
graph @shared_constant(%x: tensor<[3], f32>) -> (tensor<[3], f32>, tensor<[], f32>) {
  %c = onnx.Constant {value = dense<tensor<[3], f32>, [1.0, 2.0, 3.0]>} : tensor<[3], f32>
  %a = onnx.Add(%x, %c) : tensor<[3], f32>
  %s = onnx.ReduceSum(%c) {keepdims = 0} : tensor<[], f32>
  return %a, %s
}
}
// CHECK-LABEL: graph @shared_constant
// CHECK-NEXT:    %c = onnx.Constant {value = dense<tensor<[3], f32>, [1.0, 2.0, 3.0]>} : tensor<[3], f32>
// CHECK-NEXT:    %[[C16:.*]] = onnx.Constant {value = dense<tensor<[3], f16>, [1.0, 2.0, 3.0]>} : tensor<[3], f16>
// CHECK-NEXT:    %a = onnx.Add(%x, %[[C16]]) : tensor<[3], f16>
// CHECK-NEXT:    %s_f32 = onnx.ReduceSum(%c) {keepdims = 0} : tensor<[], f32>
// CHECK-NEXT:    %s = onnx.Cast(%s_f32) {to = 10} : tensor<[], f16>
// CHECK-NEXT:    return %a, %s

// -----

// The mean of a layer norm below opset 17 may be a GlobalAveragePool over
// the last dim: the Sub centering x on it stays f32 too.
module attributes {onnx.opset_import = [["", 13]]} {
graph @layer_norm_gap(%x: tensor<[n, 3, 4], f32>) -> (tensor<[n, 3, 4], f32>) {
  %mean = onnx.GlobalAveragePool(%x) : tensor<[n, 3, 1], f32>
  %d = onnx.Sub(%x, %mean) : tensor<[n, 3, 4], f32>
  %sq = onnx.Mul(%d, %d) : tensor<[n, 3, 4], f32>
  %var = onnx.GlobalAveragePool(%sq) : tensor<[n, 3, 1], f32>
  %y = onnx.Div(%d, %var) : tensor<[n, 3, 4], f32>
  return %y
}
}
// CHECK-LABEL: graph @layer_norm_gap(%x: tensor<[n, 3, 4], f16>) -> (tensor<[n, 3, 4], f16>)
// CHECK-NEXT:    %[[X32:.*]] = onnx.Cast(%x) {to = 1} : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    %mean = onnx.GlobalAveragePool(%[[X32]]) : tensor<[n, 3, 1], f32>
// CHECK-NEXT:    %d = onnx.Sub(%[[X32]], %mean) : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    %sq = onnx.Mul(%d, %d) : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    %var = onnx.GlobalAveragePool(%sq) : tensor<[n, 3, 1], f32>
// CHECK-NEXT:    %y_f32 = onnx.Div(%d, %var) : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    %y = onnx.Cast(%y_f32) {to = 10} : tensor<[n, 3, 4], f16>
// CHECK-NEXT:    return %y

// -----

// An If stays f32 at its border (its results, its yields), and the ops in
// its branches are converted: each branch casts what it yields. The Relu
// after it follows its f32 result.
module attributes {onnx.opset_import = [["", 17]]} {
graph @if_branches(%c: tensor<[], bool>, %x: tensor<[4], f32>) -> (tensor<[4], f32>) {
  %y = onnx.If(%c) ({
    %t = onnx.Constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
    %m = onnx.Mul(%x, %t) : tensor<[4], f32>
    yield %m
  }, {
    %n = onnx.Neg(%x) : tensor<[4], f32>
    yield %n
  }) : tensor<[4], f32>
  %r = onnx.Relu(%y) : tensor<[4], f32>
  return %r
}
}
// CHECK-LABEL: graph @if_branches(%c: tensor<[], bool>, %x: tensor<[4], f16>) -> (tensor<[4], f16>)
// CHECK-NEXT:    %y = onnx.If(%c) ({
// CHECK-NEXT:      %t = onnx.Constant {value = dense<tensor<[], f16>, [2.0]>} : tensor<[], f16>
// CHECK-NEXT:      %m = onnx.Mul(%x, %t) : tensor<[4], f16>
// CHECK-NEXT:      %[[M32:.*]] = onnx.Cast(%m) {to = 1} : tensor<[4], f32>
// CHECK-NEXT:      yield %[[M32]]
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %n = onnx.Neg(%x) : tensor<[4], f16>
// CHECK-NEXT:      %[[N32:.*]] = onnx.Cast(%n) {to = 1} : tensor<[4], f32>
// CHECK-NEXT:      yield %[[N32]]
// CHECK-NEXT:    }) : tensor<[4], f32>
// CHECK-NEXT:    %r_f32 = onnx.Relu(%y) : tensor<[4], f32>
// CHECK-NEXT:    %r = onnx.Cast(%r_f32) {to = 10} : tensor<[4], f16>
// CHECK-NEXT:    return %r

// -----

// A comparison of a kept value stays f32: cast to f16, a small positive sum
// would flush to 0 and compare unlike torch's (rule 2, like the followers).
module attributes {onnx.opset_import = [["", 17]]} {
graph @compare_kept(%x: tensor<[4], f32>) -> (tensor<[], bool>, tensor<[], i64>) {
  %s = onnx.ReduceSum(%x) {keepdims = 0} : tensor<[], f32>
  %zero = onnx.Constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %g = onnx.Greater(%s, %zero) : tensor<[], bool>
  %p = onnx.Softmax(%x) {axis = 0} : tensor<[4], f32>
  %i = onnx.ArgMax(%p) {keepdims = 0} : tensor<[], i64>
  return %g, %i
}
}
// CHECK-LABEL: graph @compare_kept(%x: tensor<[4], f16>) -> (tensor<[], bool>, tensor<[], i64>)
// CHECK:         %[[X32:.*]] = onnx.Cast(%x) {to = 1} : tensor<[4], f32>
// CHECK:         %s = onnx.ReduceSum(%[[X32]]) {keepdims = 0} : tensor<[], f32>
// CHECK:         %zero = onnx.Constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK:         %g = onnx.Greater(%s, %zero) : tensor<[], bool>
// CHECK:         %p = onnx.Softmax(%[[X32]]) {axis = 0} : tensor<[4], f32>
// CHECK-NEXT:    %i = onnx.ArgMax(%p) {keepdims = 0} : tensor<[], i64>
