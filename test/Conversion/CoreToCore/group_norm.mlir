// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// Static: [N, groups, -1] is a constant; weight and bias [C, 1, 1].

// CHECK-LABEL: graph @group_norm_affine(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[3], i64>, [2, 2, -1]>} : tensor<[3], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reshape(%x, %[[V0]]) : tensor<[2, 2, 18], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.reduce_mean(%[[V1]]) {axes = [2], keepdim = true} : tensor<[2, 2, 1], f32>
// CHECK-NEXT:    %[[V3:.*]] = core.sub(%[[V1]], %[[V2]]) : tensor<[2, 2, 18], f32>
// CHECK-NEXT:    %[[V4:.*]] = core.mul(%[[V3]], %[[V3]]) : tensor<[2, 2, 18], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.reduce_mean(%[[V4]]) {axes = [2], keepdim = true} : tensor<[2, 2, 1], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[], f32>, [1.0e-05]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.add(%[[V5]], %[[V6]]) : tensor<[2, 2, 1], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.sqrt(%[[V7]]) : tensor<[2, 2, 1], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.div(%[[V3]], %[[V8]]) : tensor<[2, 2, 18], f32>
// CHECK-NEXT:    %[[V10:.*]] = core.constant {value = dense<tensor<[4], i64>, [2, 4, 3, 3]>} : tensor<[4], i64>
// CHECK-NEXT:    %[[V11:.*]] = core.reshape(%[[V9]], %[[V10]]) : tensor<[2, 4, 3, 3], f32>
// CHECK-NEXT:    %[[V12:.*]] = core.unsqueeze(%w) {axes = [1, 2]} : tensor<[4, 1, 1], f32>
// CHECK-NEXT:    %[[V13:.*]] = core.mul(%[[V11]], %[[V12]]) : tensor<[2, 4, 3, 3], f32>
// CHECK-NEXT:    %[[V14:.*]] = core.unsqueeze(%b) {axes = [1, 2]} : tensor<[4, 1, 1], f32>
// CHECK-NEXT:    %y = core.add(%[[V13]], %[[V14]]) : tensor<[2, 4, 3, 3], f32>
// CHECK-NEXT:    return %y
graph @group_norm_affine(%x: tensor<[2, 4, 3, 3], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %y = core.group_norm(%x, %w, %b) {groups = 2} : tensor<*, ?>
  return %y
}

// -----

// A symbolic batch: N comes from shape_of; no affine.

// CHECK-LABEL: graph @group_norm_none(
// CHECK-NEXT:    %[[V0:.*]] = core.shape_of(%x) : tensor<[3], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.slice(%[[V0]], %[[V1]], %[[V2]], %[[V1]], %[[V2]]) : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.constant {value = dense<tensor<[2], i64>, [3, -1]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[V5:.*]] = core.concat(%[[V3]], %[[V4]]) {axis = 0} : tensor<[3], i64>
// CHECK-NEXT:    %[[V6:.*]] = core.reshape(%x, %[[V5]]) : tensor<[n, 3, 10], f32>
// CHECK-NEXT:    %[[V7:.*]] = core.reduce_mean(%[[V6]]) {axes = [2], keepdim = true} : tensor<[n, 3, 1], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.sub(%[[V6]], %[[V7]]) : tensor<[n, 3, 10], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.mul(%[[V8]], %[[V8]]) : tensor<[n, 3, 10], f32>
// CHECK-NEXT:    %[[V10:.*]] = core.reduce_mean(%[[V9]]) {axes = [2], keepdim = true} : tensor<[n, 3, 1], f32>
// CHECK-NEXT:    %[[V11:.*]] = core.constant {value = dense<tensor<[], f32>, [0.001]>} : tensor<[], f32>
// CHECK-NEXT:    %[[V12:.*]] = core.add(%[[V10]], %[[V11]]) : tensor<[n, 3, 1], f32>
// CHECK-NEXT:    %[[V13:.*]] = core.sqrt(%[[V12]]) : tensor<[n, 3, 1], f32>
// CHECK-NEXT:    %[[V14:.*]] = core.div(%[[V8]], %[[V13]]) : tensor<[n, 3, 10], f32>
// CHECK-NEXT:    %y = core.reshape(%[[V14]], %[[V0]]) : tensor<[n, 6, 5], f32>
// CHECK-NEXT:    return %y
graph @group_norm_none(%x: tensor<[n, 6, 5], f32>, %none: none) -> (tensor<*, ?>) {
  %y = core.group_norm(%x, %none, %none) {groups = 3, eps = 1.0e-03} : tensor<*, ?>
  return %y
}
