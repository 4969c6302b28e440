// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse' | FileCheck %s

// Every dim divides: one avg_pool with kernel = stride = n / out.

// CHECK-LABEL: graph @adaptive_avg_pool_divides(
// CHECK-NEXT:    %y = core.avg_pool(%x) {kernel_shape = [2, 2], strides = [2, 2]} : tensor<[1, 2, 3, 2], f32>
// CHECK-NEXT:    return %y
graph @adaptive_avg_pool_divides(%x: tensor<[1, 2, 6, 4], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [3, 2]} : tensor<*, ?>
  return %y
}

// -----

// 7 -> 3 windows [0, 3), [2, 5), [4, 7): slices, means and a concat.

// CHECK-LABEL: graph @adaptive_avg_pool_uneven(
// CHECK-NEXT:    %[[V0:.*]] = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.constant {value = dense<tensor<[1], i64>, [3]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V3:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V4:.*]] = core.slice(%x, %[[V0]], %[[V1]], %[[V2]], %[[V3]]) : tensor<[1, 2, 3], f32>
// CHECK-NEXT:    %[[V5:.*]] = core.reduce_mean(%[[V4]]) {axes = [2], keepdim = true} : tensor<[1, 2, 1], f32>
// CHECK-NEXT:    %[[V6:.*]] = core.constant {value = dense<tensor<[1], i64>, [5]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V7:.*]] = core.slice(%x, %[[V2]], %[[V6]], %[[V2]], %[[V3]]) : tensor<[1, 2, 3], f32>
// CHECK-NEXT:    %[[V8:.*]] = core.reduce_mean(%[[V7]]) {axes = [2], keepdim = true} : tensor<[1, 2, 1], f32>
// CHECK-NEXT:    %[[V9:.*]] = core.constant {value = dense<tensor<[1], i64>, [4]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V10:.*]] = core.constant {value = dense<tensor<[1], i64>, [7]>} : tensor<[1], i64>
// CHECK-NEXT:    %[[V11:.*]] = core.slice(%x, %[[V9]], %[[V10]], %[[V2]], %[[V3]]) : tensor<[1, 2, 3], f32>
// CHECK-NEXT:    %[[V12:.*]] = core.reduce_mean(%[[V11]]) {axes = [2], keepdim = true} : tensor<[1, 2, 1], f32>
// CHECK-NEXT:    %y = core.concat(%[[V5]], %[[V8]], %[[V12]]) {axis = 2} : tensor<[1, 2, 3], f32>
// CHECK-NEXT:    return %y
graph @adaptive_avg_pool_uneven(%x: tensor<[1, 2, 7], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [3]} : tensor<*, ?>
  return %y
}

// -----

// Output 1 with symbolic dims: a mean over the pooled dims.

// CHECK-LABEL: graph @adaptive_avg_pool_global(
// CHECK-NEXT:    %y = core.reduce_mean(%x) {axes = [2, 3], keepdim = true} : tensor<[n, c, 1, 1], f32>
// CHECK-NEXT:    return %y
graph @adaptive_avg_pool_global(%x: tensor<[n, c, h, w], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [1, 1]} : tensor<*, ?>
  return %y
}

// -----

// A symbolic dim pooled to 3: the windows [floor(o h / 3), ceil((o + 1) h
// / 3)) are gathered, K = the longest window's length positions each, the
// positions past a window's end repeat its last element (minimum) and are
// masked out of the sum, which is divided by the window's length.

// CHECK-LABEL: graph @adaptive_avg_pool_symbolic(
// CHECK:         %[[SHAPE:.*]] = core.shape_of(%x) : tensor<[3], i64>
// CHECK:         %[[H:.*]] = core.slice(%[[SHAPE]], {{.*}}) : tensor<[1], i64>
// CHECK:         %[[IOTA:.*]] = core.constant {value = dense<tensor<[3], i64>, [0, 1, 2]>}
// CHECK:         %[[OH:.*]] = core.mul(%[[IOTA]], %[[H]])
// CHECK:         %[[START:.*]] = core.floordiv(%[[OH]], %{{.*}}) : tensor<[3], i64>
// CHECK:         %[[NEXT:.*]] = core.constant {value = dense<tensor<[3], i64>, [1, 2, 3]>}
// CHECK:         %[[NH:.*]] = core.mul(%[[NEXT]], %[[H]])
// CHECK:         %[[NH2:.*]] = core.add(%[[NH]], %{{.*}})
// CHECK:         %[[END:.*]] = core.floordiv(%[[NH2]], %{{.*}}) : tensor<[3], i64>
// CHECK:         %[[LEN:.*]] = core.sub(%[[END]], %[[START]]) : tensor<[3], i64>
// CHECK:         %[[K:.*]] = core.reduce_max(%[[LEN]]) {axes = [0], keepdim = false} : tensor<[], i64>
// CHECK:         %[[T:.*]] = core.arange(%{{.*}}, %[[K]], %{{.*}}) {dtype = i64} : tensor<[?], i64>
// CHECK:         %[[IDX:.*]] = core.minimum(%{{.*}}, %{{.*}}) : tensor<[3, ?], i64>
// CHECK:         %[[G:.*]] = core.index_select(%x, %[[IDX]]) {axis = 2} : tensor<[n, 2, 3, ?], f32>
// CHECK:         %[[MASK:.*]] = core.lt(%[[T]], %{{.*}}) : tensor<[3, ?], bool>
// CHECK:         %[[W:.*]] = core.where(%[[MASK]], %[[G]], %{{.*}}) : tensor<[n, 2, 3, ?], f32>
// CHECK:         %[[SUM:.*]] = core.reduce_sum(%[[W]]) {axes = [3], keepdim = false} : tensor<[n, 2, 3], f32>
// CHECK:         %[[CNT:.*]] = core.cast(%[[LEN]]) {dtype = f32} : tensor<[3], f32>
// CHECK:         %y = core.div(%[[SUM]], %[[CNT]]) : tensor<[n, 2, 3], f32>
graph @adaptive_avg_pool_symbolic(%x: tensor<[n, 2, h], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [3]} : tensor<*, ?>
  return %y
}

// -----

// Two symbolic dims, one after the other; the mask and the divisor of the
// first broadcast over the second ([3, K, 1] and [3, 1]).

// CHECK-LABEL: graph @adaptive_avg_pool_symbolic_2d(
// CHECK:         %[[G:.*]] = core.index_select(%x, %{{.*}}) {axis = 2} : tensor<[n, 2, 3, ?, w], f32>
// CHECK:         %[[MASK:.*]] = core.unsqueeze(%{{.*}}) {axes = [2]} : tensor<[3, ?, 1], bool>
// CHECK:         core.where(%[[MASK]], %[[G]], %{{.*}}) : tensor<[n, 2, 3, ?, w], f32>
// CHECK:         %[[CNT:.*]] = core.unsqueeze(%{{.*}}) {axes = [1]} : tensor<[3, 1], f32>
// CHECK:         %[[H:.*]] = core.div(%{{.*}}, %[[CNT]]) : tensor<[n, 2, 3, w], f32>
// CHECK:         core.index_select(%[[H]], %{{.*}}) {axis = 3} : tensor<[n, 2, 3, 5, ?], f32>
// CHECK:         %y = core.div(%{{.*}}, %{{.*}}) : tensor<[n, 2, 3, 5], f32>
graph @adaptive_avg_pool_symbolic_2d(%x: tensor<[n, 2, h, w], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [3, 5]} : tensor<*, ?>
  return %y
}
