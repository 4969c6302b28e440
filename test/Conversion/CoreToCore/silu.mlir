// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// x * sigmoid(x).

// CHECK-LABEL: graph @silu(
// CHECK-NEXT:    %[[V0:.*]] = core.sigmoid(%x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %y = core.mul(%x, %[[V0]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %y
graph @silu(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.silu(%x) : tensor<*, ?>
  return %y
}

// -----

// Rank 0, f64.

// CHECK-LABEL: graph @silu_f64(
// CHECK-NEXT:    %[[V0:.*]] = core.sigmoid(%x) : tensor<[], f64>
// CHECK-NEXT:    %y = core.mul(%x, %[[V0]]) : tensor<[], f64>
// CHECK-NEXT:    return %y
graph @silu_f64(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %y = core.silu(%x) : tensor<*, ?>
  return %y
}
