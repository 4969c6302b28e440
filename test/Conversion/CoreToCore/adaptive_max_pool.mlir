// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// Every dim divides: one max_pool.

// CHECK-LABEL: graph @adaptive_max_pool_divides(
// CHECK-NEXT:    %y = core.max_pool(%x) {kernel_shape = [3, 2], strides = [3, 2]} : tensor<[1, 2, 2, 2], f32>
// CHECK-NEXT:    return %y
graph @adaptive_max_pool_divides(%x: tensor<[1, 2, 6, 4], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_max_pool(%x) {output_size = [2, 2]} : tensor<*, ?>
  return %y
}

// -----

// 5 -> 2 windows [0, 3), [2, 5) along the last dim; 4 -> 4 is kept.

// CHECK-LABEL: graph @adaptive_max_pool_uneven(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.slice(%x, %[[V0]], %[[V1]], %[[V2]], %[[V3]]) : tensor<[1, 4, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.reduce_max(%[[V4]]) {axes = [2], keepdim = true} : tensor<[1, 4, 1], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[1], i64>, [5]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.slice(%x, %[[V2]], %[[V6]], %[[V2]], %[[V3]]) : tensor<[1, 4, 3], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.reduce_max(%[[V7]]) {axes = [2], keepdim = true} : tensor<[1, 4, 1], f32>
// CHECK-NEXT:    %y = core.concat(%[[V5]], %[[V8]]) {axis = 2} : tensor<[1, 4, 2], f32>
// CHECK-NEXT:    return %y
graph @adaptive_max_pool_uneven(%x: tensor<[1, 4, 5], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_max_pool(%x) {output_size = [4, 2]} : tensor<*, ?>
  return %y
}
