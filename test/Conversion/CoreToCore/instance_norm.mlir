// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// Over the spatial dims, then per channel.

// CHECK-LABEL: graph @instance_norm_affine(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [2, 3], keepdim = true} : tensor<[2, 3, 1, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[2, 3, 4, 4], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[2, 3, 4, 4], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_mean(%[[V2]]) {axes = [2, 3], keepdim = true} : tensor<[2, 3, 1, 1], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [1.0e-05]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.add(%[[V3]], %[[V4]]) : tensor<[2, 3, 1, 1], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.sqrt(%[[V5]]) : tensor<[2, 3, 1, 1], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.div(%[[V1]], %[[V6]]) : tensor<[2, 3, 4, 4], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.unsqueeze(%w) {axes = [1, 2]} : tensor<[3, 1, 1], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.mul(%[[V7]], %[[V8]]) : tensor<[2, 3, 4, 4], f32>
// CHECK-NEXT:    %y = core.add(%[[V9]], %[[V8]]) : tensor<[2, 3, 4, 4], f32>
// CHECK-NEXT:    return %y
graph @instance_norm_affine(%x: tensor<[2, 3, 4, 4], f32>, %w: tensor<[3], f32>) -> (tensor<*, ?>) {
  %y = core.instance_norm(%x, %w, %w) : tensor<*, ?>
  return %y
}

// -----

// Rank 3, no affine.

// CHECK-LABEL: graph @instance_norm_none(
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [2], keepdim = true} : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.sub(%x, %[[V0]]) : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.mul(%[[V1]], %[[V1]]) : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.reduce_mean(%[[V2]]) {axes = [2], keepdim = true} : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[], f32>, [1.0e-05]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.add(%[[V3]], %[[V4]]) : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.sqrt(%[[V5]]) : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    %y = core.div(%[[V1]], %[[V6]]) : tensor<[2, 3, 5], f32>
// CHECK-NEXT:    return %y
graph @instance_norm_none(%x: tensor<[2, 3, 5], f32>, %none: none) -> (tensor<*, ?>) {
  %y = core.instance_norm(%x, %none, %none) : tensor<*, ?>
  return %y
}
