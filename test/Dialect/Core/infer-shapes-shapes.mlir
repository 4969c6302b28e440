// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Ops that move dims around or take them as values: shape_of, reshape,
// expand, slice, index_select, concat, transpose, unsqueeze, squeeze, flatten.

// reshape of [s0, 12] to [-1, 4]: the -1 is 12*s0 / 4, exactly.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    graph @reshape_constant
// CHECK:           core.reshape(%x, %shape) : tensor<[3*s0, 4], f32>
graph @reshape_constant(%x: tensor<[s0, 12], f32>) -> (tensor<*, ?>) {
  %shape = core.constant {value = dense<tensor<[2], i64>, [-1, 4]>} : tensor<[2], i64>
  %0 = core.reshape(%x, %shape) : tensor<*, ?>
  return %0
}

// -----

// reshape of [s0, 3] to [-1, 4] needs 3*s0 to be a multiple of 4: a guard.

// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    guard (3*s0) mod 4 == 0 "core.reshape at {{.*}}infer-shapes-shapes.mlir:[[@LINE+4]]:{{[0-9]+}}: reshape: the inferred size is exact"
// CHECK:           core.reshape(%x, %shape) : tensor<[(3*s0) floordiv 4, 4], f32>
graph @reshape_guard(%x: tensor<[s0, 3], f32>) -> (tensor<*, ?>) {
  %shape = core.constant {value = dense<tensor<[2], i64>, [-1, 4]>} : tensor<[2], i64>
  %0 = core.reshape(%x, %shape) : tensor<*, ?>
  return %0
}

// -----

// reshape(x, concat(shape_of(x)[0:1], [-1])) keeps the batch and infers
// the rest exactly: 12*s0 / s0 = 12.

// CHECK-LABEL: graph @reshape_computed
// CHECK-NEXT:    %shape = core.shape_of(%x) : tensor<[3], i64>
// CHECK:         %batch = core.slice(%shape, %c0, %c1, %c0, %c1) : tensor<[1], i64>
// CHECK-NEXT:    %target = core.concat(%batch, %minus1) {axis = 0} : tensor<[2], i64>
// CHECK-NEXT:    core.reshape(%x, %target) : tensor<[s0, 12], f32>
graph @reshape_computed(%x: tensor<[s0, 3, 4], f32>) -> (tensor<*, ?>) {
  %shape = core.shape_of(%x) : tensor<*, ?>
  %c0 = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %c1 = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %minus1 = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %batch = core.slice(%shape, %c0, %c1, %c0, %c1) : tensor<*, ?>
  %target = core.concat(%batch, %minus1) {axis = 0} : tensor<*, ?>
  %0 = core.reshape(%x, %target) : tensor<*, ?>
  return %0
}

// -----

// Unknown targets: a shape operand with unknown values gives unknown dims
// of its length; an unknown length gives an unranked result. 0 is a size
// of 0 (torch semantics). shape_of an unranked tensor has unknown length.

// CHECK-LABEL: graph @reshape_unknown
// CHECK-NEXT:    core.reshape(%x, %s) : tensor<[?, ?, ?], f32>
// CHECK-NEXT:    core.reshape(%x, %t) : tensor<*, f32>
// CHECK-NEXT:    %zero = core.constant
// CHECK-NEXT:    core.reshape(%e, %zero) : tensor<[5, 0], f32>
// CHECK-NEXT:    core.shape_of(%t) : tensor<[?], i64>
graph @reshape_unknown(%x: tensor<[b, 6], f32>, %s: tensor<[3], i64>, %t: tensor<*, i64>, %e: tensor<[0, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  %1 = core.reshape(%x, %t) : tensor<*, ?>
  %zero = core.constant {value = dense<tensor<[2], i64>, [5, 0]>} : tensor<[2], i64>
  %2 = core.reshape(%e, %zero) : tensor<*, ?>
  %3 = core.shape_of(%t) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// expand (torch.expand): dims of 1 expand, -1 keeps, new leading dims are
// added; the shape may be computed from another tensor's shape.

// CHECK-LABEL: graph @expand
// CHECK:         core.expand(%x, %shape) : tensor<[2, b, 7], f32>
// CHECK:         core.expand(%x, %other) : tensor<[b, t], f32>
graph @expand(%x: tensor<[b, 1], f32>, %y: tensor<[b, t], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %shape = core.constant {value = dense<tensor<[3], i64>, [2, -1, 7]>} : tensor<[3], i64>
  %s = core.expand(%x, %shape) : tensor<*, ?>
  %other = core.shape_of(%y) : tensor<*, ?>
  %0 = core.expand(%x, %other) : tensor<*, ?>
  return %s, %0
}

// -----

// slice clamps like ATen: a negative start counts from the end, an end
// past the dim (INT64_MAX: "to the end") stops at it, and an end of
// s1 floordiv 2 computed from shape_of slices exactly. Unknown axes make
// every dim unknown.

// CHECK-LABEL: graph @slice
// CHECK:         core.slice(%y, %starts, %ends, %axes, %steps) : tensor<[s0, 3, s2 ceildiv 2], f32>
// CHECK:         core.slice(%x, %c0, %half, %c1, %c1) : tensor<[s0, s1 floordiv 2, s2], f32>
// CHECK:         core.slice(%x, %c0, %c1, %axis_unknown, %c1) : tensor<[?, ?, ?], f32>
graph @slice(%x: tensor<[s0, s1, s2], f32>, %y: tensor<[s0, 5, s2], f32>, %axis_unknown: tensor<[1], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %starts = core.constant {value = dense<tensor<[2], i64>, [-3, 0]>} : tensor<[2], i64>
  %ends = core.constant {value = dense<tensor<[2], i64>, [9223372036854775807, 9223372036854775807]>} : tensor<[2], i64>
  %axes = core.constant {value = dense<tensor<[2], i64>, [1, -1]>} : tensor<[2], i64>
  %steps = core.constant {value = dense<tensor<[2], i64>, [1, 2]>} : tensor<[2], i64>
  %0 = core.slice(%y, %starts, %ends, %axes, %steps) : tensor<*, ?>
  %shape = core.shape_of(%x) : tensor<*, ?>
  %c0 = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %c1 = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %c2 = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %n = core.slice(%shape, %c1, %c2, %c0, %c1) : tensor<*, ?>
  %half = core.floordiv(%n, %c2) : tensor<*, ?>
  %1 = core.slice(%x, %c0, %half, %c1, %c1) : tensor<*, ?>
  %2 = core.slice(%x, %c0, %c1, %axis_unknown, %c1) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// index_select: data[:axis] + indices + data[axis+1:].

// CHECK-LABEL: graph @index_select
// CHECK-NEXT:    core.index_select(%table, %ids) {axis = 0} : tensor<[b, s, 64], f32>
// CHECK-NEXT:    core.index_select(%table, %ids) {axis = -1} : tensor<[v, b, s], f32>
// CHECK-NEXT:    core.index_select(%table, %u) {axis = 0} : tensor<*, f32>
graph @index_select(%table: tensor<[v, 64], f32>, %ids: tensor<[b, s], i64>, %u: tensor<*, i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.index_select(%table, %ids) {axis = 0} : tensor<*, ?>
  %1 = core.index_select(%table, %ids) {axis = -1} : tensor<*, ?>
  %2 = core.index_select(%table, %u) {axis = 0} : tensor<*, ?>
  return %0, %1, %2
}

// -----

// concat sums the axis and unifies the others; an unranked input counts as
// unknown dims.

// CHECK-LABEL: graph @concat
// CHECK-NEXT:    core.concat(%a, %b) {axis = 1} : tensor<[n, s + t], f32>
// CHECK-NEXT:    core.concat(%a, %u) {axis = -1} : tensor<[n, ?], f32>
// CHECK-NEXT:    core.concat(%a, %a, %a) {axis = 0} : tensor<[3*n, s], f32>
graph @concat(%a: tensor<[n, s], f32>, %b: tensor<[n, t], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.concat(%a, %b) {axis = 1} : tensor<*, ?>
  %1 = core.concat(%a, %u) {axis = -1} : tensor<*, ?>
  %2 = core.concat(%a, %a, %a) {axis = 0} : tensor<*, ?>
  return %0, %1, %2
}

// -----

// CHECK-LABEL: graph @layout
// CHECK-NEXT:    core.transpose(%x) {perm = [0, 2, 1]} : tensor<[b, d, s], f32>
// CHECK-NEXT:    core.unsqueeze(%x) {axes = [0, -1]} : tensor<[1, b, s, d, 1], f32>
// CHECK-NEXT:    core.squeeze(%y) {axes = [1]} : tensor<[b, d], f32>
// CHECK-NEXT:    core.flatten(%x) {end_dim = -1, start_dim = 1} : tensor<[b, d*s], f32>
// CHECK-NEXT:    core.flatten(%x) {end_dim = -1, start_dim = 0} : tensor<[b*d*s], f32>
// CHECK-NEXT:    core.transpose(%u) {perm = [1, 0]} : tensor<*, f32>
graph @layout(%x: tensor<[b, s, d], f32>, %y: tensor<[b, 1, d], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.transpose(%x) {perm = [0, 2, 1]} : tensor<*, ?>
  %1 = core.unsqueeze(%x) {axes = [0, -1]} : tensor<*, ?>
  %2 = core.squeeze(%y) {axes = [1]} : tensor<*, ?>
  %3 = core.flatten(%x) {end_dim = -1, start_dim = 1} : tensor<*, ?>
  %4 = core.flatten(%x) {end_dim = -1, start_dim = 0} : tensor<*, ?>
  %5 = core.transpose(%u) {perm = [1, 0]} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// Squeezing a symbolic dim assumes it is 1 (a guard); unsqueeze and
// squeeze keep the values of a shape element (0-d <-> [1]).

// CHECK-LABEL: module {
// CHECK:         guard k == 1 "core.squeeze at {{.*}}: squeeze: dim is 1"
// CHECK:         core.squeeze(%x) {axes = [1]} : tensor<[b], f32>
// CHECK:         core.reshape(%x, %again) : tensor<[b, k], f32>
module {
  symbol k in [1, 8]
  graph @squeeze_values(%x: tensor<[b, k], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
    %0 = core.squeeze(%x) {axes = [1]} : tensor<*, ?>
    %shape = core.shape_of(%x) : tensor<*, ?>
    %c0 = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
    %c1 = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
    %d0 = core.index_select(%shape, %c0) {axis = 0} : tensor<*, ?>
    %d1 = core.index_select(%shape, %c1) {axis = 0} : tensor<*, ?>
    %v0 = core.unsqueeze(%d0) {axes = [0]} : tensor<*, ?>
    %v1 = core.unsqueeze(%d1) {axes = [0]} : tensor<*, ?>
    %s0 = core.squeeze(%v0) {axes = [0]} : tensor<*, ?>
    %w0 = core.unsqueeze(%s0) {axes = [0]} : tensor<*, ?>
    %again = core.concat(%w0, %v1) {axis = 0} : tensor<*, ?>
    %1 = core.reshape(%x, %again) : tensor<*, ?>
    return %0, %1
  }
}
