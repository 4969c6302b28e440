// The interpreter runs the aten ops (LibTorch's kernels) and their
// decomposition (core.unique's kernel, the core ops of the runs); both print
// the same values, shapes and dtypes, the empty results included.
// RUN: %python -c "import torch; torch.save((torch.tensor([[3, 1, 1], [3, 1, 1], [0, 2, 2], [0, 2, 2]]), torch.tensor([[0.5, -1.0], [0.5, 0.5], [2.0, -1.0]])), '%t.pt')"
// RUN: onnx-opt %s --run --inputs %t.pt | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='decompose,dce' --run --inputs %t.pt | FileCheck %s
// RUN: onnx-opt %s --pass-pipeline='decompose,dce' | FileCheck %s --check-prefix=IR
// IR-NOT: aten.

// _unique2: sorted values, the inverse with x's dims, counts.
// CHECK:      out #0: tensor<[4], i64>
// CHECK-NEXT:   [0, 1, 2, 3]
// CHECK-NEXT: out #1: tensor<[4, 3], i64>
// CHECK-NEXT:   {{\[}}[3, 1, 1], [3, 1, 1], [0, 2, 2], [0, 2, 2]]
// CHECK-NEXT: out #2: tensor<[4], i64>
// CHECK-NEXT:   [2, 4, 4, 2]
// Only the counts asked for: ATen fills the inverse too.
// CHECK-NEXT: out #3: tensor<[3, 2], i64>
// CHECK-NEXT:   {{\[}}[1, 0], [1, 1], [2, 0]]
// CHECK-NEXT: out #4: tensor<[3], i64>
// CHECK-NEXT:   [2, 3, 1]
// Nothing asked for: empty i64.
// CHECK-NEXT: out #5: tensor<[0], i64>
// CHECK-NEXT:   []
// CHECK-NEXT: out #6: tensor<[0], i64>
// CHECK-NEXT:   []
// _unique with the inverse.
// CHECK-NEXT: out #7: tensor<[3], f32>
// CHECK-NEXT:   [-1, 0.5, 2]
// CHECK-NEXT: out #8: tensor<[3, 2], i64>
// CHECK-NEXT:   {{\[}}[1, 0], [1, 1], [2, 0]]
// unique_dim 0 of x: the distinct rows, sorted; inverse and counts
// though not asked for.
// CHECK-NEXT: out #9: tensor<[2, 3], i64>
// CHECK-NEXT:   {{\[}}[0, 2, 2], [3, 1, 1]]
// CHECK-NEXT: out #10: tensor<[4], i64>
// CHECK-NEXT:   [1, 1, 0, 0]
// CHECK-NEXT: out #11: tensor<[2], i64>
// CHECK-NEXT:   [2, 2]
// unique_dim -1 of y: columns, and the inverse.
// CHECK-NEXT: out #12: tensor<[3, 2], f32>
// CHECK-NEXT:   {{\[}}[-1, 0.5], [0.5, 0.5], [-1, 2]]
// CHECK-NEXT: out #13: tensor<[2], i64>
// CHECK-NEXT:   [1, 0]
// unique_consecutive of the flattened x: runs 3 / 1 1 / 3 / 1 1 / 0 / 2 2 / 0 / 2 2.
// CHECK-NEXT: out #14: tensor<[8], i64>
// CHECK-NEXT:   [3, 1, 3, 1, 0, 2, 0, 2]
// CHECK-NEXT: out #15: tensor<[4, 3], i64>
// CHECK-NEXT:   {{\[}}[0, 1, 1], [2, 3, 3], [4, 5, 5], [6, 7, 7]]
// CHECK-NEXT: out #16: tensor<[8], i64>
// CHECK-NEXT:   [1, 2, 1, 2, 1, 2, 1, 2]
// Only the counts: the inverse is empty.
// CHECK-NEXT: out #17: tensor<[0], i64>
// CHECK-NEXT:   []
// CHECK-NEXT: out #18: tensor<[8], i64>
// CHECK-NEXT:   [1, 2, 1, 2, 1, 2, 1, 2]
// unique_consecutive dim 0 of x: runs of equal rows.
// CHECK-NEXT: out #19: tensor<[2, 3], i64>
// CHECK-NEXT:   {{\[}}[3, 1, 1], [0, 2, 2]]
// CHECK-NEXT: out #20: tensor<[4], i64>
// CHECK-NEXT:   [0, 0, 1, 1]
// CHECK-NEXT: out #21: tensor<[2], i64>
// CHECK-NEXT:   [2, 2]
// unique_dim_consecutive 1 of y: columns differ.
// CHECK-NEXT: out #22: tensor<[3, 2], f32>
// CHECK-NEXT:   {{\[}}[0.5, -1], [0.5, 0.5], [2, -1]]
// CHECK-NEXT: out #23: tensor<[2], i64>
// CHECK-NEXT:   [0, 1]
// CHECK-NEXT: out #24: tensor<[2], i64>
// CHECK-NEXT:   [1, 1]
graph @main(%x: tensor<[4, 3], i64>, %y: tensor<[3, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %t = prim.Constant {value = true} : bool
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %u0, %u1, %u2 = aten._unique2(%x, %t, %t, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %v0, %v1, %v2 = aten._unique2(%y, %t, %f, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %w0, %w1, %w2 = aten._unique2(%y, %t, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %p0, %p1 = aten._unique(%y, %t, %t) : (tensor<*, ?>, tensor<*, ?>)
  %d0, %d1, %d2 = aten.unique_dim(%x, %c0, %t, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %e0, %e1, %e2 = aten.unique_dim(%y, %cm1, %t, %t, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %r0, %r1, %r2 = aten.unique_consecutive(%x, %t, %t, %none) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %s0, %s1, %s2 = aten.unique_consecutive(%x, %f, %t, %none) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %q0, %q1, %q2 = aten.unique_consecutive(%x, %f, %f, %c0) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %k0, %k1, %k2 = aten.unique_dim_consecutive(%y, %c1, %f, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %u0, %u1, %u2, %v1, %v2, %w1, %w2, %p0, %p1, %d0, %d1, %d2, %e0, %e1, %r0, %r1, %r2, %s1, %s2, %q0, %q1, %q2, %k0, %k1, %k2
}
