// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// TorchScript computes sizes with aten's int ops; their values are symbolic
// expressions over the dims they read, so sizes built from them stay exact.

// CHECK-LABEL: graph @size_arithmetic
// CHECK-SAME:    -> (tensor<[s0*s1], f32>, tensor<[s0, s1 - 2], f32>, tensor<[s0 + 2, s1], f32>, tensor<[s0, s1 - min(s1, max(s1 - 3, 0))], f32>)
// x.view(x.size(0) * x.size(-1))
// CHECK:         aten.view(%x, %l0) : tensor<[s0*s1], f32>
// x[:, 1 : x.size(-1) - 1]
// CHECK:         aten.slice.Tensor(%x, %c1, %c1, %bm1, %c1) : tensor<[s0, s1 - 2], f32>
// y.expand(x.size(0) + 2, -1)
// CHECK:         aten.expand(%y, %l2, %false) : tensor<[s0 + 2, s1], f32>
// x[:, -3:] (the clamps are exact: s1 may be 2)
// CHECK:         aten.slice.Tensor(%x, %c1, %n3, %none, %c1) : tensor<[s0, s1 - min(s1, max(s1 - 3, 0))], f32>
graph @size_arithmetic(%x: tensor<[s0, s1], f32>, %y: tensor<[1, s1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %cm1 = prim.Constant {value = -1} : int
  %false = prim.Constant {value = false} : bool
  %a = aten.size.int(%x, %c0) : int
  %b = aten.size.int(%x, %cm1) : int
  %ab = aten.mul.int(%a, %b) : int
  %l0 = prim.ListConstruct(%ab) : list<int>
  %0 = aten.view(%x, %l0) : tensor<*, ?>
  %bm1 = aten.sub.int(%b, %c1) : int
  %1 = aten.slice.Tensor(%x, %c1, %c1, %bm1, %c1) : tensor<*, ?>
  %ap2 = aten.add.int(%a, %c2) : int
  %l2 = prim.ListConstruct(%ap2, %cm1) : list<int>
  %2 = aten.expand(%y, %l2, %false) : tensor<*, ?>
  %n3 = aten.neg.int(%c3) : int
  %3 = aten.slice.Tensor(%x, %c1, %n3, %none, %c1) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// A size read from a 0-d tensor (ScalarImplicit, Int.Tensor) keeps its
// value; a size of an unranked tensor is unknown, so the dim it gives is.
// CHECK-LABEL: graph @tensor_to_int
// CHECK:         aten.ScalarImplicit(%t) : int
// CHECK:         aten.view(%x, %l) : tensor<[4, s0], f32>
// CHECK:         aten.view(%x, %l1) : tensor<[?, 4], f32>
graph @tensor_to_int(%x: tensor<[s0, 4], f32>, %u: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c4 = prim.Constant {value = 4} : int
  %n = aten.size.int(%x, %c0) : int
  %t = prim.NumToTensor(%n) : tensor<*, ?>
  %s = aten.ScalarImplicit(%t) : int
  %l = prim.ListConstruct(%c4, %s) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  %m = aten.size.int(%u, %c0) : int
  %l1 = prim.ListConstruct(%m, %c4) : list<int>
  %1 = aten.view(%x, %l1) : tensor<*, ?>
  return %0, %1
}

// -----

// ScalarImplicit's scalar type follows the tensor's dtype.
// CHECK-LABEL: graph @scalar_implicit_types
// CHECK:         aten.ScalarImplicit(%f) : float
// CHECK:         aten.ScalarImplicit(%b) : bool
graph @scalar_implicit_types(%f: tensor<[], f32>, %b: tensor<[1], bool>) -> (float, bool) {
  %0 = aten.ScalarImplicit(%f) : float
  %1 = aten.ScalarImplicit(%b) : bool
  return %0, %1
}

// -----

// A traced model declares ScalarImplicit's result as TorchScript's Scalar
// (`number`); the tensor's dtype narrows it, and the size it carries stays
// exact (torch.arange(0, s) of a traced size).
// CHECK-LABEL: graph @scalar_implicit_narrows_number
// CHECK:         aten.ScalarImplicit(%t) : int
// CHECK:         aten.arange.start(%c0, %s, %none, %none, %none, %none) : tensor<[s0], i64>
graph @scalar_implicit_narrows_number(%x: tensor<[s0, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %n = aten.size.int(%x, %c0) : int
  %t = prim.NumToTensor(%n) : tensor<*, ?>
  %s = aten.ScalarImplicit(%t) : number
  %0 = aten.arange.start(%c0, %s, %none, %none, %none, %none) : tensor<*, ?>
  return %0
}

// -----

// An end of INT64_MAX (`x[a:]`) is past every dim, a sum of unbounded
// symbols too (a KV cache's past + seq): the dim is kept, with no
// min(..., 9223372036854775807) and no guard.
// CHECK-LABEL: module
// CHECK-NOT:     guard
// CHECK-LABEL: graph @slice_to_the_end_of_a_sum
// CHECK:         aten.slice.Tensor(%z, %c0, %c1, %big, %c1) : tensor<[a + b - 1, 4], f32>
graph @slice_to_the_end_of_a_sum(%x: tensor<[a, 4], f32>, %y: tensor<[b, 4], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 9223372036854775807} : int
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %z = aten.cat(%l, %c0) : tensor<*, ?>
  %0 = aten.slice.Tensor(%z, %c0, %c1, %big, %c1) : tensor<*, ?>
  return %0
}
