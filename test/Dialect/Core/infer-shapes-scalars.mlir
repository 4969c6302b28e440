// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Host scalars: dim, numel and scalar arithmetic carry known integer values
// into from_scalars, to_tensor and from there into reshape, so that a
// target computed from dims gives symbolic result dims.

// x.view(x.size(0), -1) written with dim and from_scalars.

// CHECK-LABEL: graph @view_batch
// CHECK-NEXT:    %n = core.dim(%x) {axis = 0} : int
// CHECK-NEXT:    %m1 = core.scalar_constant {value = -1} : int
// CHECK-NEXT:    %shape = core.from_scalars(%n, %m1) {dtype = i64} : tensor<[2], i64>
// CHECK-NEXT:    core.reshape(%x, %shape) : tensor<[b, 12*h], f32>
graph @view_batch(%x: tensor<[b, 3, h, 4], f32>) -> (tensor<*, ?>) {
  %n = core.dim(%x) {axis = 0} : int
  %m1 = core.scalar_constant {value = -1} : int
  %shape = core.from_scalars(%n, %m1) {dtype = i64} : tensor<*, ?>
  %0 = core.reshape(%x, %shape) : tensor<*, ?>
  return %0
}

// -----

// numel, floordiv, mod, min, max, neg, sub and mul on ints; truediv is a
// float and not followed (the third entry stays unknown).

// CHECK-LABEL: graph @arithmetic
// CHECK:         core.numel(%x) : int
// CHECK:         core.scalar_truediv(%n, %two) : float
// CHECK:         %shape = core.from_scalars(%half, %rest, %fi) {dtype = i64} : tensor<[3], i64>
// CHECK-NEXT:    core.reshape(%y, %shape) : tensor<[(3*s) floordiv 2, s mod 2, ?], f32>
// CHECK:         %shape2 = core.from_scalars(%lo, %hi, %neg, %prod) {dtype = i64} : tensor<[4], i64>
// CHECK-NEXT:    core.expand(%z, %shape2) : tensor<[min(3*s, 4), max(3*s, 4), 3*s - 4, 12*s], f32>
graph @arithmetic(%x: tensor<[s, 3], f32>, %y: tensor<*, f32>, %z: tensor<[1], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = core.numel(%x) : int
  %two = core.scalar_constant {value = 2} : int
  %four = core.scalar_constant {value = 4} : int
  %half = core.scalar_floordiv(%n, %two) : int
  %rest = core.scalar_mod(%n, %two) : int
  %f = core.scalar_truediv(%n, %two) : float
  %fi = core.scalar_cast(%f) {to = "int"} : int
  %shape = core.from_scalars(%half, %rest, %fi) {dtype = i64} : tensor<*, ?>
  %0 = core.reshape(%y, %shape) : tensor<*, ?>
  %lo = core.scalar_min(%n, %four) : int
  %hi = core.scalar_max(%n, %four) : int
  %d = core.scalar_sub(%four, %n) : int
  %neg = core.scalar_neg(%d) : int
  %prod = core.scalar_mul(%n, %four) : int
  %shape2 = core.from_scalars(%lo, %hi, %neg, %prod) {dtype = i64} : tensor<*, ?>
  %1 = core.expand(%z, %shape2) : tensor<*, ?>
  return %0, %1
}

// -----

// Comparisons decided by the symbol ranges (s >= 2 by default) are known
// bools; and/or/not and casts follow them; to_tensor and to_scalar keep
// values.

// CHECK-LABEL: graph @predicates
// CHECK:         %shape = core.from_scalars(%bi, %ci, %ni, %v) {dtype = i64} : tensor<[4], i64>
// CHECK-NEXT:    core.expand(%z, %shape) : tensor<[0, 1, 1, s + 1], f32>
graph @predicates(%x: tensor<[s], f32>, %z: tensor<[1], f32>) -> (tensor<*, ?>) {
  %n = core.dim(%x) {axis = -1} : int
  %one = core.scalar_constant {value = 1} : int
  %is1 = core.scalar_cmp(%n, %one) {predicate = "eq"} : bool
  %gt1 = core.scalar_cmp(%n, %one) {predicate = "gt"} : bool
  %t = core.scalar_constant {value = true} : bool
  %both = core.scalar_and(%is1, %t) : bool
  %either = core.scalar_or(%is1, %gt1) : bool
  %not = core.scalar_not(%is1) : bool
  %bi = core.scalar_cast(%both) {to = "int"} : int
  %ci = core.scalar_cast(%either) {to = "int"} : int
  %ni = core.scalar_cast(%not) {to = "int"} : int
  %n1 = core.scalar_add(%n, %one) : int
  %tt = core.to_tensor(%n1) {dtype = i64} : tensor<*, ?>
  %v = core.to_scalar(%tt) : int
  %shape = core.from_scalars(%bi, %ci, %ni, %v) {dtype = i64} : tensor<*, ?>
  %0 = core.expand(%z, %shape) : tensor<*, ?>
  return %0
}

// -----

// Unknown dims give unknown entries; a float scalar constant is a float.

// CHECK-LABEL: graph @unknown
// CHECK-NEXT:    core.dim(%x) {axis = 1} : int
// CHECK-NEXT:    core.scalar_constant {value = 0.5} : float
// CHECK-NEXT:    core.from_scalars(%d) {dtype = i64} : tensor<[1], i64>
// CHECK-NEXT:    core.reshape(%x, %s) : tensor<[?], f32>
graph @unknown(%x: tensor<[4, ?], f32>) -> (tensor<*, ?>, float) {
  %d = core.dim(%x) {axis = 1} : int
  %h = core.scalar_constant {value = 0.5} : float
  %s = core.from_scalars(%d) {dtype = i64} : tensor<*, ?>
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  return %0, %h
}
