// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s --check-prefix=NOATEN

// torch.unique is core.unique, always sorted; the inverse of the flattened
// form gets the input's dims back. unique_consecutive is built from core
// ops: a run starts where an element differs from the one before it.
// NOATEN-NOT: aten.

// Everything asked for: the 1-D inverse is reshaped to [2, 3].
// CHECK-LABEL: graph @unique2_all
// CHECK-NEXT:    %a, %{{.*}}, %[[INV:.*]], %c = core.unique(%x) {sorted = true} : (tensor<[?], i64>, tensor<[?], i64>, tensor<[6], i64>, tensor<[?], i64>)
// CHECK-NEXT:    %[[SHAPE:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, 3]>}
// CHECK-NEXT:    %b = core.reshape(%[[INV]], %[[SHAPE]]) : tensor<[2, 3], i64>
// CHECK-NEXT:    return %a, %b, %c
graph @unique2_all(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %a, %b, %c = aten._unique2(%x, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// sorted=False is written sorted too (LibTorch 1.13 orders by a hash
// table; the warning: unique-errors.mlir); what is not asked for is ATen's
// empty i64 [0].
// CHECK-LABEL: graph @unique2_plain
// CHECK-NEXT:    %a, %{{.*}}, %{{.*}}, %{{.*}} = core.unique(%x) {sorted = true} : (tensor<[?], f32>, tensor<[?], i64>, tensor<[n], i64>, tensor<[?], i64>)
// CHECK-NEXT:    %b = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK-NEXT:    %c = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK-NEXT:    return %a, %b, %c
graph @unique2_plain(%x: tensor<[n], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %a, %b, %c = aten._unique2(%x, %f, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// Counts without the inverse: ATen fills the inverse anyway. A symbolic
// shape is read with shape_of.
// CHECK-LABEL: graph @unique2_counts
// CHECK-NEXT:    %a, %{{.*}}, %[[INV:.*]], %c = core.unique(%x) {sorted = true} : (tensor<[?], f32>, tensor<[?], i64>, tensor<[2*b], i64>, tensor<[?], i64>)
// CHECK-NEXT:    %[[SHAPE:.*]] = core.shape_of(%x) : tensor<[2], i64>
// CHECK-NEXT:    %b = core.reshape(%[[INV]], %[[SHAPE]]) : tensor<[b, 2], i64>
// CHECK-NEXT:    return %a, %b, %c
graph @unique2_counts(%x: tensor<[b, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %a, %b, %c = aten._unique2(%x, %t, %f, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// A 0-d input: one value; the inverse is 0-d as in torch.
// CHECK-LABEL: graph @unique2_scalar
// CHECK-NEXT:    %a, %{{.*}}, %[[INV:.*]], %c = core.unique(%x) {sorted = true} : (tensor<[1], i64>, tensor<[1], i64>, tensor<[1], i64>, tensor<[1], i64>)
// CHECK-NEXT:    %[[SHAPE:.*]] = core.constant {value = dense<tensor<[0], i64>, []>}
// CHECK-NEXT:    %b = core.reshape(%[[INV]], %[[SHAPE]]) : tensor<[], i64>
graph @unique2_scalar(%x: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %a, %b, %c = aten._unique2(%x, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// CHECK-LABEL: graph @unique_inverse
// CHECK-NEXT:    %a, %{{.*}}, %[[INV:.*]], %{{.*}} = core.unique(%x) {sorted = true}
// CHECK-NEXT:    %[[SHAPE:.*]] = core.constant {value = dense<tensor<[3], i64>, [2, 2, 2]>}
// CHECK-NEXT:    %b = core.reshape(%[[INV]], %[[SHAPE]]) : tensor<[2, 2, 2], i64>
// CHECK-NEXT:    return %a, %b
graph @unique_inverse(%x: tensor<[2, 2, 2], i32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %a, %b = aten._unique(%x, %t, %t) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %b
}

// -----

// CHECK-LABEL: graph @unique_values
// CHECK-NEXT:    %a, %{{.*}}, %{{.*}}, %{{.*}} = core.unique(%x) {sorted = true}
// CHECK-NEXT:    %b = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK-NEXT:    return %a, %b
graph @unique_values(%x: tensor<[5], i32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %a, %b = aten._unique(%x, %f, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %b
}

// -----

// unique_dim: slices along the dim (normalized); the 1-D inverse over that
// dim and the counts are returned whatever the flags say, as ATen does.
// CHECK-LABEL: graph @unique_dim
// CHECK-NEXT:    %a, %{{.*}}, %b, %c = core.unique(%x) {axis = 1, sorted = true} : (tensor<[4, ?], f32>, tensor<[?], i64>, tensor<[k], i64>, tensor<[?], i64>)
// CHECK-NEXT:    return %a, %b, %c
graph @unique_dim(%x: tensor<[4, k], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %d = prim.Constant {value = -1} : int
  %a, %b, %c = aten.unique_dim(%x, %d, %f, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// unique_consecutive of the flattened input: starts = [1] + (x[1:] !=
// x[:-1]), inverse = cumsum(starts) - 1 with the input's dims, values at
// nonzero(starts), counts the differences of those positions and [n]. The
// static size needs no cut of starts to n.
// CHECK-LABEL: graph @consecutive
// CHECK:         %[[FLAT:.*]] = core.reshape(%x, %{{.*}}) : tensor<[6], i64>
// CHECK:         %[[NEXT:.*]] = core.slice(%[[FLAT]], {{.*}}) : tensor<[5], i64>
// CHECK:         %[[PREV:.*]] = core.slice(%[[FLAT]], {{.*}}) : tensor<[5], i64>
// CHECK-NEXT:    %[[NE:.*]] = core.ne(%[[NEXT]], %[[PREV]]) : tensor<[5], bool>
// CHECK-NEXT:    %[[ONE:.*]] = core.constant {value = dense<tensor<[1], i64>, [1]>}
// CHECK-NEXT:    %[[NEI:.*]] = core.cast(%[[NE]]) {dtype = i64} : tensor<[5], i64>
// CHECK-NEXT:    %[[STARTS:.*]] = core.concat(%[[ONE]], %[[NEI]]) {axis = 0} : tensor<[6], i64>
// CHECK-NEXT:    %[[NZ:.*]] = core.nonzero(%[[STARTS]]) : tensor<[?, 1], i64>
// CHECK-NEXT:    %[[M1:.*]] = core.constant {value = dense<tensor<[1], i64>, [-1]>}
// CHECK-NEXT:    %[[POS:.*]] = core.reshape(%[[NZ]], %[[M1]]) : tensor<[?], i64>
// CHECK-NEXT:    %a = core.index_select(%[[FLAT]], %[[POS]]) {axis = 0} : tensor<[?], i64>
// CHECK-NEXT:    %[[SUM:.*]] = core.cumsum(%[[STARTS]]) {axis = 0} : tensor<[6], i64>
// CHECK-NEXT:    %[[C1:.*]] = core.constant {value = dense<tensor<[], i64>, [1]>}
// CHECK-NEXT:    %[[INV:.*]] = core.sub(%[[SUM]], %[[C1]]) : tensor<[6], i64>
// CHECK:         %[[LATER:.*]] = core.slice(%[[POS]], {{.*}}) : tensor<[?], i64>
// CHECK-NEXT:    %[[N:.*]] = core.constant {value = dense<tensor<[1], i64>, [6]>}
// CHECK-NEXT:    %[[ENDS:.*]] = core.concat(%[[LATER]], %[[N]]) {axis = 0} : tensor<[?], i64>
// CHECK-NEXT:    %c = core.sub(%[[ENDS]], %[[POS]]) : tensor<[?], i64>
// CHECK:         %b = core.reshape(%[[INV]], %{{.*}}) : tensor<[3, 2], i64>
// CHECK-NEXT:    return %a, %b, %c
graph @consecutive(%x: tensor<[3, 2], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %a, %b, %c = aten.unique_consecutive(%x, %t, %t, %none) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// Not asked for: empty. A symbolic size: starts is cut to n (an empty input
// has no run to start).
// CHECK-LABEL: graph @consecutive_values
// CHECK:         %[[STARTS:.*]] = core.concat(%{{.*}}, %{{.*}}) {axis = 0} : tensor<[n], i64>
// CHECK:         %[[CUT:.*]] = core.slice(%[[STARTS]], {{.*}}) : tensor<[n], i64>
// CHECK-NEXT:    %[[NZ:.*]] = core.nonzero(%[[CUT]])
// CHECK:         %a = core.index_select
// CHECK:         %b = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK-NEXT:    %c = core.constant {value = dense<tensor<[0], i64>, []>} : tensor<[0], i64>
// CHECK-NEXT:    return %a, %b, %c
graph @consecutive_values(%x: tensor<[n], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %a, %b, %c = aten.unique_consecutive(%x, %f, %f, %none) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// With a dim: runs of equal slices (a slice differs if any element does);
// everything is returned, the inverse 1-D over the dim.
// CHECK-LABEL: graph @consecutive_dim
// CHECK:         %[[NE:.*]] = core.ne(%{{.*}}, %{{.*}}) : tensor<[4, 2, 5], bool>
// CHECK-NEXT:    %[[ANY:.*]] = core.reduce_any(%[[NE]]) {axes = [0, 2]} : tensor<[2], bool>
// CHECK:         %a = core.index_select(%x, %{{.*}}) {axis = 1} : tensor<[4, ?, 5], f32>
// CHECK:         %b = core.sub(%{{.*}}, %{{.*}}) : tensor<[3], i64>
// CHECK:         %c = core.sub(%{{.*}}, %{{.*}}) : tensor<[?], i64>
// CHECK-NEXT:    return %a, %b, %c
graph @consecutive_dim(%x: tensor<[4, 3, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %d = prim.Constant {value = 1} : int
  %a, %b, %c = aten.unique_consecutive(%x, %f, %f, %d) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

// A 1-D input along its only dim compares elements: no reduction.
// CHECK-LABEL: graph @dim_consecutive
// CHECK-NOT:     core.reduce_any
// CHECK:         %a = core.index_select(%x, %{{.*}}) {axis = 0} : tensor<[?], i64>
// CHECK:         %b = core.sub(%{{.*}}, %{{.*}}) : tensor<[7], i64>
// CHECK:         %c = core.sub(%{{.*}}, %{{.*}}) : tensor<[?], i64>
// CHECK-NEXT:    return %a, %b, %c
graph @dim_consecutive(%x: tensor<[7], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %d = prim.Constant {value = -1} : int
  %a, %b, %c = aten.unique_dim_consecutive(%x, %d, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}
