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

// -----

// A symbolic dim beside a static one: the symbolic dim's windows are
// gathered (positions past a window's end repeat its last element, which
// changes no maximum) and reduced with reduce_max; the static dim 5 -> 2 is
// sliced as above.

// CHECK-LABEL: graph @adaptive_max_pool_mixed(
// CHECK:         %[[K:.*]] = core.reduce_max(%{{.*}}) {axes = [0], keepdim = false} : tensor<[], i64>
// CHECK:         core.arange(%{{.*}}, %[[K]], %{{.*}}) {dtype = i64} : tensor<[?], i64>
// CHECK:         %[[IDX:.*]] = core.minimum(%{{.*}}, %{{.*}}) : tensor<[3, ?], i64>
// CHECK:         %[[G:.*]] = core.index_select(%x, %[[IDX]]) {axis = 2} : tensor<[n, 2, 3, ?, 5], f32>
// CHECK-NOT:     core.where
// CHECK:         %[[M:.*]] = core.reduce_max(%[[G]]) {axes = [3], keepdim = false} : tensor<[n, 2, 3, 5], f32>
// CHECK:         core.slice(%[[M]], {{.*}}) : tensor<[n, 2, 3, 3], f32>
// CHECK:         %y = core.concat({{.*}}) {axis = 3} : tensor<[n, 2, 3, 2], f32>
graph @adaptive_max_pool_mixed(%x: tensor<[n, 2, h, 5], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_max_pool(%x) {output_size = [3, 2]} : tensor<*, ?>
  return %y
}
