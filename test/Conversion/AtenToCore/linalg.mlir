// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @matmul
// CHECK-NEXT:    %[[R:.*]] = core.matmul(%x, %y) : tensor<[5, 2, 4], f32>
// CHECK-NEXT:    return %[[R]]
graph @matmul(%x: tensor<[5, 2, 3], f32>, %y: tensor<[3, 4], f32>) -> (tensor<[5, 2, 4], f32>) {
  %0 = aten.matmul(%x, %y) : tensor<[5, 2, 4], f32>
  return %0
}

// -----

// linear(x, w, b) of a 2-D x is core.linear (Gemm with transB = 1 on the
// weight as it is); the weight keeps its name.

// CHECK-LABEL: graph @linear
// CHECK-NEXT:    %fc.weight = prim.Constant
// CHECK-NEXT:    %fc.bias = prim.Constant
// CHECK-NEXT:    %out = core.linear(%x, %fc.weight, %fc.bias) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %out
graph @linear(%x: tensor<[2, 3], f32>) -> (tensor<[2, 4], f32>) {
  %fc.weight = prim.Constant {value = dense<tensor<[4, 3], f32>, elided>} : tensor<[4, 3], f32>
  %fc.bias = prim.Constant {value = dense<tensor<[4], f32>, elided>} : tensor<[4], f32>
  %out = aten.linear(%x, %fc.weight, %fc.bias) : tensor<[2, 4], f32>
  return %out
}

// -----

// Of a 3-D x: x @ w^T + b, transpose and matmul (a transposed constant
// weight folds).

// CHECK-LABEL: graph @linear_3d
// CHECK-NEXT:    %fc.weight = prim.Constant
// CHECK-NEXT:    %fc.bias = prim.Constant
// CHECK-NEXT:    %[[T:.*]] = core.transpose(%fc.weight) {perm = [1, 0]} : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[M:.*]] = core.matmul(%x, %[[T]]) : tensor<[5, 2, 4], f32>
// CHECK-NEXT:    %out = core.add(%[[M]], %fc.bias) : tensor<[5, 2, 4], f32>
// CHECK-NEXT:    return %out
graph @linear_3d(%x: tensor<[5, 2, 3], f32>) -> (tensor<[5, 2, 4], f32>) {
  %fc.weight = prim.Constant {value = dense<tensor<[4, 3], f32>, elided>} : tensor<[4, 3], f32>
  %fc.bias = prim.Constant {value = dense<tensor<[4], f32>, elided>} : tensor<[4], f32>
  %out = aten.linear(%x, %fc.weight, %fc.bias) : tensor<[5, 2, 4], f32>
  return %out
}

// -----

// Without a bias: core.linear with none.

// CHECK-LABEL: graph @linear_no_bias
// CHECK-NEXT:    %w = prim.Constant
// CHECK-NEXT:    %none = prim.Constant : none
// CHECK-NEXT:    %[[M:.*]] = core.linear(%x, %w, %none) : tensor<[2, 4], f32>
// CHECK-NEXT:    return %[[M]]
graph @linear_no_bias(%x: tensor<[2, 3], f32>) -> (tensor<[2, 4], f32>) {
  %w = prim.Constant {value = dense<tensor<[4, 3], f32>, elided>} : tensor<[4, 3], f32>
  %none = prim.Constant : none
  %0 = aten.linear(%x, %w, %none) : tensor<[2, 4], f32>
  return %0
}
