// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// x @ w^T + b.

// CHECK-LABEL: graph @linear_bias(
// CHECK-NEXT:    %[[V0:.*]] = core.transpose(%w) {perm = [1, 0]} : tensor<[4, 3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.matmul(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.add(%[[V1]], %b) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @linear_bias(%x: tensor<[2, 4], f32>, %w: tensor<[3, 4], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %y = core.linear(%x, %w, %b) : tensor<*, ?>
  return %y
}

// -----

// No bias: no add; batch dims.

// CHECK-LABEL: graph @linear_no_bias(
// CHECK-NEXT:    %[[V0:.*]] = core.transpose(%w) {perm = [1, 0]} : tensor<[4, 3], f32>
// CHECK-NEXT:    %y = core.matmul(%x, %[[V0]]) : tensor<[5, 2, 3], f32>
// CHECK-NEXT:    return %y
graph @linear_no_bias(%x: tensor<[5, 2, 4], f32>, %w: tensor<[3, 4], f32>, %none: none) -> (tensor<*, ?>) {
  %y = core.linear(%x, %w, %none) : tensor<*, ?>
  return %y
}
