// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Ops that change the shape but not the elements: view/reshape, flatten,
// slice, cat, transpose/permute, (un)squeeze, expand.

// 12*s0 elements as [-1, 4]: the -1 is exactly 3*s0.
// CHECK-LABEL: graph @view_exact
// CHECK:         aten.view(%x, %l) : tensor<[3*s0, 4], f32>
graph @view_exact(%x: tensor<[s0, 12], f32>) -> (tensor<*, ?>) {
  %c4 = prim.Constant {value = 4} : int
  %cm1 = prim.Constant {value = -1} : int
  %l = prim.ListConstruct(%cm1, %c4) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  return %0
}

// -----

// 3*s0 elements as [-1, 4] is valid only when 4 divides 3*s0: a guard.
// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    guard (3*s0) mod 4 == 0 "aten.view at {{.*}}infer-shapes-views.mlir:[[@LINE+7]]:3: reshape: the inferred size is exact"
// CHECK:         graph @view_guarded
// CHECK:         aten.view(%x, %l) : tensor<[(3*s0) floordiv 4, 4], f32>
graph @view_guarded(%x: tensor<[s0, 3], f32>) -> (tensor<*, ?>) {
  %c4 = prim.Constant {value = 4} : int
  %cm1 = prim.Constant {value = -1} : int
  %l = prim.ListConstruct(%cm1, %c4) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  return %0
}

// -----

// A target built from the input's own sizes needs no guard; an unranked
// input still gives the target's known entries; an unknown list gives an
// unranked result.
// CHECK-LABEL: module {
// CHECK-NOT:     guard
// CHECK-LABEL: graph @reshape_from_sizes
// CHECK:         aten.reshape(%x, %t) : tensor<[b, s, 2, 4], f32>
// CHECK:         aten.reshape(%u, %t1) : tensor<[?, 4], f32>
// CHECK:         aten.reshape(%x, %l) : tensor<*, f32>
graph @reshape_from_sizes(%x: tensor<[b, s, 8], f32>, %u: tensor<*, f32>, %l: list<int>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 4} : int
  %cm1 = prim.Constant {value = -1} : int
  %b = aten.size.int(%x, %c0) : int
  %s = aten.size.int(%x, %c1) : int
  %t = prim.ListConstruct(%b, %s, %c2, %c4) : list<int>
  %0 = aten.reshape(%x, %t) : tensor<*, ?>
  %t1 = prim.ListConstruct(%cm1, %c4) : list<int>
  %1 = aten.reshape(%u, %t1) : tensor<*, ?>
  %2 = aten.reshape(%x, %l) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// CHECK-LABEL: graph @flatten
// CHECK:         aten.flatten.using_ints(%x, %c1, %cm1) : tensor<[n, 3*h*w], f32>
// CHECK:         aten.flatten.using_ints(%x, %c0, %c1) : tensor<[3*n, h, w], f32>
// CHECK:         aten.flatten.using_ints(%s, %c0, %cm1) : tensor<[1], f32>
graph @flatten(%x: tensor<[n, 3, h, w], f32>, %s: tensor<[], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.flatten.using_ints(%x, %c1, %cm1) : tensor<*, ?>
  %1 = aten.flatten.using_ints(%x, %c0, %c1) : tensor<*, ?>
  %2 = aten.flatten.using_ints(%s, %c0, %cm1) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// x[:, : x.size(1) // 2] as TorchScript scripts it: the end is provably
// within [0, s1], so no min/max is needed.
// CHECK-LABEL: graph @slice_half
// CHECK-SAME:    -> (tensor<[s0, s1 floordiv 2], f32>)
// CHECK:         aten.slice.Tensor(%x, %c0, %none, %none, %c1) : tensor<[s0, s1], f32>
// CHECK:         aten.slice.Tensor(%0, %c1, %none, %half, %c1) : tensor<[s0, s1 floordiv 2], f32>
graph @slice_half(%x: tensor<[s0, s1], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %n = aten.size.int(%x, %c1) : int
  %half = aten.floordiv.int(%n, %c2) : int
  %0 = aten.slice.Tensor(%x, %c0, %none, %none, %c1) : tensor<*, ?>
  %1 = aten.slice.Tensor(%0, %c1, %none, %half, %c1) : tensor<*, ?>
  return %1
}

// -----

// x[1::2] of 10 is 5; x[:, 1:-1:2] of n is ceil((n - 2) / 2); an unknown
// end gives an unknown size.
// CHECK-LABEL: graph @slice_steps
// CHECK:         aten.slice.Tensor(%x, %c0, %c1, %none, %c2) : tensor<[5, n], f32>
// CHECK:         aten.slice.Tensor(%x, %cm1, %c1, %cm1, %c2) : tensor<[10, n ceildiv 2 - 1], f32>
// CHECK:         aten.slice.Tensor(%x, %c1, %c0, %e, %c1) : tensor<[10, ?], f32>
graph @slice_steps(%x: tensor<[10, n], f32>, %e: int) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.slice.Tensor(%x, %c0, %c1, %none, %c2) : tensor<*, ?>
  %1 = aten.slice.Tensor(%x, %cm1, %c1, %cm1, %c2) : tensor<*, ?>
  %2 = aten.slice.Tensor(%x, %c1, %c0, %e, %c1) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// cat along a symbolic axis adds the sizes; ATen skips 1-D empty tensors and
// promotes dtypes (f32 with i64 is f32); a list that is not a ListConstruct
// tells only its element type.
// CHECK-LABEL: graph @cat
// CHECK:         aten.cat(%ab, %c0) : tensor<[s0 + s1, 4], f32>
// CHECK:         aten.cat(%aec, %c1) : tensor<[s0, 7], f32>
// CHECK:         aten.cat(%aaa, %cm1) : tensor<[s0, 12], f32>
// CHECK:         aten.cat(%l, %c0) : tensor<*, f16>
graph @cat(%a: tensor<[s0, 4], f32>, %b: tensor<[s1, 4], f32>, %c: tensor<[s0, 3], i64>, %e: tensor<[0], f32>, %l: list<tensor<*, f16>>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %ab = prim.ListConstruct(%a, %b) : list<tensor<*, f32>>
  %0 = aten.cat(%ab, %c0) : tensor<*, ?>
  %aec = prim.ListConstruct(%a, %e, %c) : list<tensor<*, ?>>
  %1 = aten.cat(%aec, %c1) : tensor<*, ?>
  %aaa = prim.ListConstruct(%a, %a, %a) : list<tensor<*, f32>>
  %2 = aten.cat(%aaa, %cm1) : tensor<*, ?>
  %3 = aten.cat(%l, %c0) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// CHECK-LABEL: graph @transpose_permute
// CHECK:         aten.transpose.int(%x, %c0, %cm1) : tensor<[8, s, b], f32>
// CHECK:         aten.permute(%x, %perm) : tensor<[8, b, s], f32>
// CHECK:         aten.transpose.int(%z, %c0, %cm1) : tensor<[], f32>
// CHECK:         aten.permute(%x, %l) : tensor<[?, ?, ?], f32>
graph @transpose_permute(%x: tensor<[b, s, 8], f32>, %z: tensor<[], f32>, %l: list<int>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %cm1 = prim.Constant {value = -1} : int
  %perm = prim.Constant {value = [2, 0, 1]} : list<int>
  %0 = aten.transpose.int(%x, %c0, %cm1) : tensor<*, ?>
  %1 = aten.permute(%x, %perm) : tensor<*, ?>
  %2 = aten.transpose.int(%z, %c0, %cm1) : tensor<*, ?>
  %3 = aten.permute(%x, %l) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// squeeze(dim) removes a 1 and keeps a dim that is not 1 (b >= 2); with an
// unknown dim the rank of the result is unknown.
// CHECK-LABEL: graph @unsqueeze_squeeze
// CHECK:         aten.unsqueeze(%x, %cm1) : tensor<[b, 1, s, 1], f32>
// CHECK:         aten.squeeze.dim(%x, %c1) : tensor<[b, s], f32>
// CHECK:         aten.squeeze.dim(%x, %c0) : tensor<[b, 1, s], f32>
// CHECK:         aten.unsqueeze(%x, %d) : tensor<[?, ?, ?, ?], f32>
// CHECK:         aten.squeeze.dim(%x, %d) : tensor<*, f32>
graph @unsqueeze_squeeze(%x: tensor<[b, 1, s], f32>, %d: int) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.unsqueeze(%x, %cm1) : tensor<*, ?>
  %1 = aten.squeeze.dim(%x, %c1) : tensor<*, ?>
  %2 = aten.squeeze.dim(%x, %c0) : tensor<*, ?>
  %3 = aten.unsqueeze(%x, %d) : tensor<*, ?>
  %4 = aten.squeeze.dim(%x, %d) : tensor<*, ?>
  return %0, %1, %2, %3, %4
}

// -----

// CHECK-LABEL: graph @expand
// CHECK:         aten.expand(%x, %l, %false) : tensor<[s0, s1], f32>
graph @expand(%x: tensor<[1, s1], f32>, %y: tensor<[s0, 1], f32>) -> (tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %cm1 = prim.Constant {value = -1} : int
  %false = prim.Constant {value = false} : bool
  %n = aten.size.int(%y, %c0) : int
  %l = prim.ListConstruct(%n, %cm1) : list<int>
  %0 = aten.expand(%x, %l, %false) : tensor<*, ?>
  return %0
}
