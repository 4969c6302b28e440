// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// sqrt of var.

// CHECK-LABEL: graph @std(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [1], keepdim = true} : tensor<[4, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[4, 3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[4, 3], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_sum(%[[V2]]) {axes = [1], keepdim = false} : tensor<[4], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.div(%[[V3]], %[[V4]]) : tensor<[4], f32>
// CHECK-NEXT:    %y = core.sqrt(%[[V5]]) : tensor<[4], f32>
// CHECK-NEXT:    return %y
graph @std(%x: tensor<[4, 3], f32>) -> (tensor<*, ?>) {
  %y = core.std(%x) {axes = [1], correction = 0.0} : tensor<*, ?>
  return %y
}
