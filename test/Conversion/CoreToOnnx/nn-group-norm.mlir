// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=23}' | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=20}' | FileCheck %s --check-prefix=EXPANDED

// group_norm: GroupNormalization-21 scales per channel as torch does
// (before 21 it is expanded: GroupNormalization-18's scale is per group);
// absent weight/bias are ones/zeros [C]. stash_type is the type of the
// statistics: f32 (1) for f32, f16 and bf16, f64 (11) for f64.

// CHECK-LABEL: graph @group_norm
// CHECK:  onnx.GroupNormalization(%x, %w, %w) {epsilon = 0.001, num_groups = 3, stash_type = 1} : tensor<[n, 6, 5], f32>
// CHECK:  %[[ONE:.*]] = onnx.Constant {value = dense<tensor<[6], f32>, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]>}
// CHECK:  %[[ZERO:.*]] = onnx.Constant {value = dense<tensor<[6], f32>, [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]>}
// CHECK:  onnx.GroupNormalization(%x, %[[ONE]], %[[ZERO]]) {epsilon = 1.0e-05, num_groups = 2, stash_type = 1} : tensor<[n, 6, 5], f32>
// CHECK:  onnx.GroupNormalization(%d, %dw, %dw) {epsilon = 1.0e-05, num_groups = 6, stash_type = 11} : tensor<[n, 6, h, w], f64>
// CHECK:  onnx.GroupNormalization(%b, %bw, %bw) {epsilon = 1.0e-05, num_groups = 1, stash_type = 1} : tensor<[2, 6, 5], bf16>
// EXPANDED-LABEL: graph @group_norm
// EXPANDED-NOT:   onnx.GroupNormalization
// EXPANDED:       onnx.ReduceMean
graph @group_norm(%x: tensor<[n, 6, 5], f32>, %w: tensor<[6], f32>, %d: tensor<[n, 6, h, w], f64>, %dw: tensor<[6], f64>, %b: tensor<[2, 6, 5], bf16>, %bw: tensor<[6], bf16>, %none: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.group_norm(%x, %w, %w) {groups = 3, eps = 0.001} : tensor<*, ?>
  %1 = core.group_norm(%x, %none, %none) {groups = 2} : tensor<*, ?>
  %2 = core.group_norm(%d, %dw, %dw) {groups = 6} : tensor<*, ?>
  %3 = core.group_norm(%b, %bw, %bw) {groups = 1} : tensor<*, ?>
  return %0, %1, %2, %3
}
