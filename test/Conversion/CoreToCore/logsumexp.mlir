// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// The max is kept with keepdim for the shift, then squeezed.

// CHECK-LABEL: graph @logsumexp(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_max(%x) {axes = [1], keepdim = true} : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.isinf(%[[V0]]) : tensor<[2, 1], bool>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.where(%[[V1]], %[[V2]], %[[V0]]) : tensor<[2, 1], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.sub(%x, %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.exp(%[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.reduce_sum(%[[V5]]) {axes = [1], keepdim = false} : tensor<[2], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.squeeze(%[[V3]]) {axes = [1]} : tensor<[2], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.log(%[[V6]]) : tensor<[2], f32>
// CHECK-NEXT:    %y = core.add(%[[V8]], %[[V7]]) : tensor<[2], f32>
// CHECK-NEXT:    return %y
graph @logsumexp(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.logsumexp(%x) {axes = [1]} : tensor<*, ?>
  return %y
}

// -----

// keepdim: no squeeze; all axes.

// CHECK-LABEL: graph @logsumexp_keepdim(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_max(%x) {axes = [0, 1], keepdim = true} : tensor<[1, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.isinf(%[[V0]]) : tensor<[1, 1], bool>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.where(%[[V1]], %[[V2]], %[[V0]]) : tensor<[1, 1], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.sub(%x, %[[V3]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.exp(%[[V4]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.reduce_sum(%[[V5]]) {axes = [0, 1], keepdim = true} : tensor<[1, 1], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.log(%[[V6]]) : tensor<[1, 1], f32>
// CHECK-NEXT:    %y = core.add(%[[V7]], %[[V3]]) : tensor<[1, 1], f32>
// CHECK-NEXT:    return %y
graph @logsumexp_keepdim(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.logsumexp(%x) {axes = [], keepdim = true} : tensor<*, ?>
  return %y
}
