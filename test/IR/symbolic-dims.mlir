// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | FileCheck %s
// RUN: onnx-opt %s --split-input-file --allow-unregistered-ops | onnx-opt --split-input-file --allow-unregistered-ops | FileCheck %s

// Symbolic dims are Shape expressions, kept (and printed) in canonical form.

// CHECK-LABEL: graph @named_symbols
// CHECK-SAME: (%x: tensor<[batch, 3, 2*batch + 1], f32>)
// CHECK-SAME: -> (tensor<[batch, 3, 2*batch + 1], f32>)
graph @named_symbols(%x: tensor<[batch, 3, 2*batch + 1], f32>)
    -> (tensor<[batch, 3, 2*batch + 1], f32>) {
  return %x
}

// -----

// Equal expressions print alike however they were written.

// CHECK-LABEL: graph @canonical
// CHECK-SAME: %a: tensor<[2*s0], f32>
// CHECK-SAME: %b: tensor<[2*s0], f32>
// CHECK-SAME: %c: tensor<[s0], f32>
// CHECK-SAME: %d: tensor<[7], f32>
// CHECK-SAME: %e: tensor<[10, 2], f32>
graph @canonical(%a: tensor<[2*(s0 + 1) - 2], f32>, %b: tensor<[s0 + s0], f32>,
                 %c: tensor<[(s0)], f32>, %d: tensor<[2*s0 - 2*s0 + 7], f32>,
                 %e: tensor<[3*4 - 2, min(4, 2)], f32>) -> () {
  return
}

// -----

// Non-affine operators: floordiv, ceildiv, mod, min, max, products.

// CHECK-LABEL: graph @operators
// CHECK-SAME: %a: tensor<[w ceildiv 4, n mod 8, max(a, b), min(a, b)], f32>
// CHECK-SAME: %b: tensor<[s0*s1, -s0 + 10], i64>
// CHECK-SAME: %c: tensor<[(h + 1) floordiv 2 - 1], f32>
// CHECK-SAME: -> (tensor<[(h + 1) floordiv 2 - 1], f32>)
graph @operators(%a: tensor<[w ceildiv 4, n mod 8, max(a, b), min(a, b)], f32>,
                 %b: tensor<[s0*s1, 10 - s0], i64>,
                 %c: tensor<[(h - 3) floordiv 2 + 1], f32>)
    -> (tensor<[(h - 3) floordiv 2 + 1], f32>) {
  return %c
}

// -----

// Symbolic and unknown dims mix; `?` is not a symbol.

// CHECK-LABEL: graph @mixed
// CHECK-SAME: (%x: tensor<[?, seq, 4*seq], f16>)
graph @mixed(%x: tensor<[?, seq, 4 * seq], f16>) -> () {
  return
}

// -----

// Symbols in op result types and in type attributes.

// CHECK-LABEL: graph @in_ops
// CHECK: %y = aten.relu(%x) : tensor<[n + 1, 3], f32>
// CHECK: test.op {t = type<tensor<[2*n + 2], i64>>} : ()
graph @in_ops(%x: tensor<[1 + n, 3], f32>) -> (tensor<[n + 1, 3], f32>) {
  %y = aten.relu(%x) : tensor<[n + 1, 3], f32>
  test.op {t = type<tensor<[2*(n + 1)], i64>>} : ()
  return %y
}
