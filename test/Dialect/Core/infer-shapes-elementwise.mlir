// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Elementwise core ops: NumPy broadcasting over symbolic dims, one dtype.

// CHECK-LABEL: graph @broadcast
// CHECK-NEXT:    core.add(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    core.sub(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    core.mul(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    core.div(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    core.floordiv(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    core.relu(%a) : tensor<[s0, 1], f32>
graph @broadcast(%a: tensor<[s0, 1], f32>, %b: tensor<[1, s1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.add(%a, %b) : tensor<*, ?>
  %1 = core.sub(%a, %b) : tensor<*, ?>
  %2 = core.mul(%a, %b) : tensor<*, ?>
  %3 = core.div(%a, %b) : tensor<*, ?>
  %4 = core.floordiv(%a, %b) : tensor<*, ?>
  %5 = core.relu(%a) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// Lower ranks are padded on the left; an unranked operand gives an unranked
// result of the known dtype.

// CHECK-LABEL: graph @ranks
// CHECK-NEXT:    core.add(%a, %v) : tensor<[n, 3, 4], f32>
// CHECK-NEXT:    core.mul(%a, %u) : tensor<*, f32>
graph @ranks(%a: tensor<[n, 3, 4], f32>, %v: tensor<[4], f32>, %u: tensor<*, ?>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.add(%a, %v) : tensor<*, ?>
  %1 = core.mul(%a, %u) : tensor<*, ?>
  return %0, %1
}

// -----

// where: cond, x and y broadcast together; the dtype is x's and y's.

// CHECK-LABEL: graph @where
// CHECK-NEXT:    core.where(%c, %x, %y) : tensor<[b, s, d], f16>
// CHECK-NEXT:    core.where(%c, %x, %u) : tensor<*, f16>
graph @where(%c: tensor<[b, s, 1], bool>, %x: tensor<[1, s, d], f16>, %y: tensor<[d], f16>, %u: tensor<*, ?>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.where(%c, %x, %y) : tensor<*, ?>
  %1 = core.where(%c, %x, %u) : tensor<*, ?>
  return %0, %1
}

// -----

// cast keeps the dims; softmax keeps the type.

// CHECK-LABEL: graph @cast_softmax
// CHECK-NEXT:    core.cast(%x) {dtype = f16} : tensor<[b, 2*b], f16>
// CHECK-NEXT:    core.cast(%u) {dtype = i64} : tensor<*, i64>
// CHECK-NEXT:    core.softmax(%x) {axis = -1} : tensor<[b, 2*b], f32>
// CHECK-NEXT:    core.softmax(%u) {axis = 5} : tensor<*, ?>
graph @cast_softmax(%x: tensor<[b, 2*b], f32>, %u: tensor<*, ?>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.cast(%x) {dtype = f16} : tensor<*, ?>
  %1 = core.cast(%u) {dtype = i64} : tensor<*, ?>
  %2 = core.softmax(%x) {axis = -1} : tensor<*, ?>
  %3 = core.softmax(%u) {axis = 5} : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// Integer values flow through arithmetic on shapes: shape_of, index_select,
// floordiv, mul, sub and add give `s1 floordiv 2`, `s0*s1 - 1` and
// `s0 + 2*s1`, which slice, reshape and expand then use. core.fmod's
// values are not followed.

// CHECK-LABEL: graph @shape_arithmetic
// CHECK:         core.slice(%x, %{{.*}}) : tensor<[s0, s1 floordiv 2], f32>
// CHECK:         core.reshape(%x, %{{.*}}) : tensor<[s0*s1], f32>
// CHECK:         core.reshape(%y, %{{.*}}) : tensor<[s0*s1 - 1, ?], f32>
// CHECK:         core.expand(%z, %{{.*}}) : tensor<[s0 + 2*s1], f32>
graph @shape_arithmetic(%x: tensor<[s0, s1], f32>, %y: tensor<*, f32>, %z: tensor<[1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = core.shape_of(%x) : tensor<*, ?>
  %c0 = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %c1 = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %c2 = core.constant {value = dense<tensor<[], i64>, [2]>} : tensor<[], i64>
  %s0 = core.index_select(%shape, %c0) {axis = 0} : tensor<*, ?>
  %s1 = core.index_select(%shape, %c1) {axis = 0} : tensor<*, ?>
  %half = core.floordiv(%s1, %c2) : tensor<*, ?>
  %0 = core.slice(%x, %c0, %half, %c1, %c1) : tensor<*, ?>
  %n = core.mul(%s0, %s1) : tensor<*, ?>
  %1 = core.reshape(%x, %n) : tensor<*, ?>
  %m = core.sub(%n, %c1) : tensor<*, ?>
  %unknown = core.fmod(%s0, %c2) : tensor<*, ?>
  %t = core.concat(%m, %unknown) {axis = 0} : tensor<*, ?>
  %2 = core.reshape(%y, %t) : tensor<*, ?>
  %twice = core.mul(%s1, %c2) : tensor<*, ?>
  %sum = core.add(%twice, %s0) : tensor<*, ?>
  %3 = core.expand(%z, %sum) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// cast keeps the integer values the symbol ranges prove to fit the new
// dtype: `b` fits i32, the unbounded `n` does not.

// CHECK-LABEL: graph @cast_values
// CHECK:         core.reshape(%x, %{{.*}}) : tensor<[b, ?], f32>
module {
  symbol b in [1, 1024]
  graph @cast_values(%x: tensor<[b, n], f32>) -> (tensor<*, ?>) {
    %shape = core.shape_of(%x) : tensor<*, ?>
    %i32 = core.cast(%shape) {dtype = i32} : tensor<*, ?>
    %i64 = core.cast(%i32) {dtype = i64} : tensor<*, ?>
    %0 = core.reshape(%x, %i64) : tensor<*, ?>
    return %0
  }
}
