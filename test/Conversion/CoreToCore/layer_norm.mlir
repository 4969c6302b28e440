// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// Over the last dim, with weight and bias.

// CHECK-LABEL: graph @layer_norm_affine(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [2], keepdim = true} : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_mean(%[[V2]]) {axes = [2], keepdim = true} : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [0.001]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.add(%[[V3]], %[[V4]]) : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.sqrt(%[[V5]]) : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.div(%[[V1]], %[[V6]]) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.mul(%[[V7]], %w) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    %y = core.add(%[[V8]], %b) : tensor<[2, 3, 4], f32>
// CHECK-NEXT:    return %y
graph @layer_norm_affine(%x: tensor<[2, 3, 4], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %y = core.layer_norm(%x, %w, %b) {eps = 1.0e-03} : tensor<*, ?>
  return %y
}

// -----

// axis -2: the last two dims; no weight or bias.

// CHECK-LABEL: graph @layer_norm_none(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [1, 2], keepdim = true} : tensor<[n, 1, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_mean(%[[V2]]) {axes = [1, 2], keepdim = true} : tensor<[n, 1, 1], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [1.0e-05]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.add(%[[V3]], %[[V4]]) : tensor<[n, 1, 1], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.sqrt(%[[V5]]) : tensor<[n, 1, 1], f32>
// CHECK-NEXT:    %y = core.div(%[[V1]], %[[V6]]) : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    return %y
graph @layer_norm_none(%x: tensor<[n, 3, 4], f32>, %none: none) -> (tensor<*, ?>) {
  %y = core.layer_norm(%x, %none, %none) {axis = -2} : tensor<*, ?>
  return %y
}
