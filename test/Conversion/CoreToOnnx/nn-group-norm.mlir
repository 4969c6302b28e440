// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s

// group_norm: GroupNormalization-21 scales per channel as torch does
// (before 21 it is expanded); absent weight/bias are ones/zeros [C].

// CHECK-LABEL: graph @group_norm
// CHECK:  onnx.GroupNormalization(%x, %w, %w) {epsilon = 0.001, num_groups = 3} : tensor<[n, 6, 5], f32>
// CHECK:  %[[ONE:.*]] = onnx.Constant {value = dense<tensor<[6], f32>, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]>}
// CHECK:  %[[ZERO:.*]] = onnx.Constant {value = dense<tensor<[6], f32>, [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]>}
// CHECK:  onnx.GroupNormalization(%x, %[[ONE]], %[[ZERO]]) {epsilon = 1.0e-05, num_groups = 2} : tensor<[n, 6, 5], f32>
graph @group_norm(%x: tensor<[n, 6, 5], f32>, %w: tensor<[6], f32>, %none: none) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.group_norm(%x, %w, %w) {groups = 3, eps = 0.001} : tensor<*, ?>
  %1 = core.group_norm(%x, %none, %none) {groups = 2} : tensor<*, ?>
  return %0, %1
}
