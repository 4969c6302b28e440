// RUN: onnx-opt %s | FileCheck %s

// Every core op in its generic form, verified (declared types agree with
// the shape functions).

// CHECK-LABEL: graph @elementwise
// CHECK: core.add(%a, %b) : tensor<[batch, 4], f32>
// CHECK: core.sub(%{{.*}}, %b) : tensor<[batch, 4], f32>
// CHECK: core.mul(%{{.*}}, %b) : tensor<[batch, 4], f32>
// CHECK: core.div(%{{.*}}, %b) : tensor<[batch, 4], f32>
// CHECK: core.relu(%{{.*}}) : tensor<[batch, 4], f32>
graph @elementwise(%a: tensor<[batch, 4], f32>, %b: tensor<[1, 4], f32>) -> (tensor<[batch, 4], f32>) {
  %0 = core.add(%a, %b) : tensor<[batch, 4], f32>
  %1 = core.sub(%0, %b) : tensor<[batch, 4], f32>
  %2 = core.mul(%1, %b) : tensor<[batch, 4], f32>
  %3 = core.div(%2, %b) : tensor<[batch, 4], f32>
  %4 = core.relu(%3) : tensor<[batch, 4], f32>
  return %4
}

// CHECK-LABEL: graph @pool_and_matmul
// CHECK: core.constant {value = dense<tensor<[2, 2], f32>, [1.0, 0.0, 0.0, 1.0]>} : tensor<[2, 2], f32>
// CHECK: core.max_pool(%x) {ceil_mode = true, kernel_shape = [2, 2], pads = [0, 0, 1, 1], strides = [2, 2]} : tensor<[n, 3, 2, 2], f32>
// CHECK: core.matmul
graph @pool_and_matmul(%x: tensor<[n, 3, 3, 3], f32>) -> (tensor<[n, 3, 2, 2], f32>) {
  %eye = core.constant {value = dense<tensor<[2, 2], f32>, [1.0, 0.0, 0.0, 1.0]>} : tensor<[2, 2], f32>
  %0 = core.max_pool(%x) {ceil_mode = true, kernel_shape = [2, 2], pads = [0, 0, 1, 1], strides = [2, 2]} : tensor<[n, 3, 2, 2], f32>
  %1 = core.matmul(%0, %eye) : tensor<[n, 3, 2, 2], f32>
  return %1
}

// CHECK-LABEL: graph @vision
// CHECK: core.conv(%x, %w, %b) {pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[n, 8, h floordiv 2, w floordiv 2], f32>
// CHECK: core.avg_pool
// CHECK: core.resize
// CHECK: core.softmax
// CHECK: core.reduce_mean
// CHECK: core.reduce_sum
// CHECK: core.reduce_max
graph @vision(%x: tensor<[n, 3, h, w], f32>, %w: tensor<[8, 3, 4, 4], f32>, %b: tensor<[8], f32>) -> (tensor<[n, 8], f32>) {
  %0 = core.conv(%x, %w, %b) {pads = [1, 1, 1, 1], strides = [2, 2]} : tensor<[n, 8, h floordiv 2, w floordiv 2], f32>
  %1 = core.avg_pool(%0) {kernel_shape = [2, 2], strides = [2, 2]} : tensor<[n, 8, h floordiv 4, w floordiv 4], f32>
  %2 = core.resize(%1) {mode = "linear", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<[n, 8, 2*(h floordiv 4), 2*(w floordiv 4)], f32>
  %3 = core.softmax(%2) {axis = 1} : tensor<[n, 8, 2*(h floordiv 4), 2*(w floordiv 4)], f32>
  %4 = core.reduce_mean(%3) {axes = [-1], keepdim = true} : tensor<[n, 8, 2*(h floordiv 4), 1], f32>
  %5 = core.reduce_sum(%4) {axes = [3]} : tensor<[n, 8, 2*(h floordiv 4)], f32>
  %6 = core.reduce_max(%5) {axes = [2]} : tensor<[n, 8], f32>
  return %6
}

// CHECK-LABEL: graph @shapes
// CHECK: core.shape_of(%x) : tensor<[3], i64>
// CHECK: core.slice
// CHECK: core.index_select
// CHECK: core.floordiv
// CHECK: core.concat
// CHECK: core.reshape
// CHECK: core.expand
// CHECK: core.transpose
// CHECK: core.unsqueeze
// CHECK: core.squeeze
// CHECK: core.flatten
// CHECK: core.cast
// CHECK: core.where
graph @shapes(%x: tensor<[b, s, 8], f32>, %m: tensor<[b, 1, 1], bool>) -> (tensor<[b, 2, s, 4], f32>, tensor<[b, 8*s], f16>, tensor<[b, s, 8], f32>) {
  %shape = core.shape_of(%x) : tensor<[3], i64>
  %c0 = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %c1 = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %c2 = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %batch = core.slice(%shape, %c0, %c1, %c0, %c1) : tensor<[1], i64>
  %seq = core.index_select(%shape, %c1) {axis = 0} : tensor<[1], i64>
  %d = core.index_select(%shape, %c2) {axis = 0} : tensor<[1], i64>
  %half = core.floordiv(%d, %c2) : tensor<[1], i64>
  %target = core.concat(%batch, %seq, %c2, %half) {axis = 0} : tensor<[4], i64>
  %0 = core.reshape(%x, %target) : tensor<[b, s, 2, 4], f32>
  %1 = core.expand(%0, %target) : tensor<[b, s, 2, 4], f32>
  %2 = core.transpose(%1) {perm = [0, 2, 1, 3]} : tensor<[b, 2, s, 4], f32>
  %3 = core.unsqueeze(%x) {axes = [1]} : tensor<[b, 1, s, 8], f32>
  %4 = core.squeeze(%3) {axes = [1]} : tensor<[b, s, 8], f32>
  %5 = core.flatten(%4) {end_dim = 2, start_dim = 1} : tensor<[b, 8*s], f32>
  %6 = core.cast(%5) {dtype = f16} : tensor<[b, 8*s], f16>
  %7 = core.where(%m, %x, %4) : tensor<[b, s, 8], f32>
  return %2, %6, %7
}
