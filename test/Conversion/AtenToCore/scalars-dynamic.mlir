// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// Host ints of symbolic dims are core host scalars: size.int is core.dim,
// int arithmetic core.scalar_*, and a shape list of computed ints one
// core.from_scalars (constants as core.scalar_constant).

// CHECK-LABEL: graph @view_computed
// CHECK-NEXT:    %[[N:.*]] = core.dim(%x) {axis = 0} : int
// CHECK-NEXT:    %[[TWO:.*]] = core.scalar_constant {value = 2} : int
// CHECK-NEXT:    %[[H:.*]] = core.scalar_floordiv(%[[N]], %[[TWO]]) : int
// CHECK-NEXT:    %[[M:.*]] = core.scalar_constant {value = -1} : int
// CHECK-NEXT:    %[[S:.*]] = core.from_scalars(%[[H]], %[[M]]) {dtype = i64} : tensor<[2], i64>
// CHECK-NEXT:    %[[R:.*]] = core.reshape(%x, %[[S]])
// CHECK-NEXT:    return %[[R]]
graph @view_computed(%x: tensor<[batch, 12], f32>) -> (tensor<*, f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %cm1 = prim.Constant {value = -1} : int
  %n = aten.size.int(%x, %c0) : int
  %h = aten.floordiv.int(%n, %c2) : int
  %l = prim.ListConstruct(%h, %cm1) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, f32>
  return %0
}

// -----

// Static sizes fold: the arithmetic of constants is a constant, and the
// shape one core.constant.

// CHECK-LABEL: graph @view_static
// CHECK-NEXT:    %[[S:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, -1]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[R:.*]] = core.reshape(%x, %[[S]]) : tensor<[2, 24], f32>
// CHECK-NEXT:    return %[[R]]
graph @view_static(%x: tensor<[4, 12], f32>) -> (tensor<*, f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = 2} : int
  %cm1 = prim.Constant {value = -1} : int
  %n = aten.size.int(%x, %c0) : int
  %h = aten.floordiv.int(%n, %c2) : int
  %l = prim.ListConstruct(%h, %cm1) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, f32>
  return %0
}

// -----

// numel of a symbolic shape, a mixed int/float product (the int is cast
// first, as Python does), a comparison, and NumToTensor (i64 / f64).

// CHECK-LABEL: graph @host_arith
// CHECK-NEXT:    %[[N:.*]] = core.numel(%x) : int
// CHECK-NEXT:    %[[F:.*]] = core.scalar_cast(%[[N]]) {to = "float"} : float
// CHECK-NEXT:    %[[H:.*]] = core.scalar_constant {value = 0.5} : float
// CHECK-NEXT:    %[[P:.*]] = core.scalar_mul(%[[F]], %[[H]]) : float
// CHECK-NEXT:    %[[D:.*]] = core.dim(%x) {axis = 0} : int
// CHECK-NEXT:    %[[C:.*]] = core.scalar_constant {value = 3} : int
// CHECK-NEXT:    %[[B:.*]] = core.scalar_cmp(%[[D]], %[[C]]) {predicate = "gt"} : bool
// CHECK-NEXT:    %[[T0:.*]] = core.to_tensor(%[[P]]) {dtype = f64} : tensor<[], f64>
// CHECK-NEXT:    %[[T1:.*]] = core.to_tensor(%[[B]]) {dtype = bool} : tensor<[], bool>
// CHECK-NEXT:    return %[[T0]], %[[T1]]
graph @host_arith(%x: tensor<[batch, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c3 = prim.Constant {value = 3} : int
  %half = prim.Constant {value = 0.5} : float
  %n = aten.numel(%x) : int
  %p = aten.mul.int_float(%n, %half) : float
  %d = aten.size.int(%x, %c0) : int
  %b = aten.gt.int(%d, %c3) : bool
  %t0 = prim.NumToTensor(%p) : tensor<*, ?>
  %t1 = prim.NumToTensor(%b) : tensor<*, ?>
  return %t0, %t1
}

// -----

// A computed slice bound and a computed select index; zeros of a computed
// size; arange to a computed end; an int read from a tensor is to_scalar.

// CHECK-LABEL: graph @computed_bounds
// CHECK:         %[[K:.*]] = core.to_scalar(%n) : int
// CHECK:         core.from_scalars(%[[K]]) {dtype = i64} : tensor<[1], i64>
// CHECK:         core.slice(%x,
// CHECK:         %[[I:.*]] = core.to_tensor(%[[K]]) {dtype = i64} : tensor<[], i64>
// CHECK:         core.index_select(%x, %[[I]]) {axis = 0}
// CHECK:         core.full(
// CHECK:         core.arange(
// CHECK-NOT:     aten.
graph @computed_bounds(%x: tensor<[4, 6], f32>, %n: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %none = prim.Constant : none
  %k = aten.Int.Tensor(%n) : int
  %e = aten.add.int(%k, %c2) : int
  %0 = aten.slice.Tensor(%x, %c1, %k, %e, %c1) : tensor<*, ?>
  %1 = aten.select.int(%x, %c0, %k) : tensor<*, ?>
  %l = prim.ListConstruct(%k, %c2) : list<int>
  %2 = aten.zeros(%l, %none, %none, %none, %none) : tensor<*, ?>
  %3 = aten.arange(%k, %none, %none, %none, %none) : tensor<*, ?>
  return %0, %1, %2, %3
}

// -----

// A list of sizes and its elements: aten.size is a list of dims, which
// __getitem__ and ListUnpack read through.

// CHECK-LABEL: graph @size_list
// CHECK-NEXT:    %[[D:.*]] = core.dim(%x) {axis = 0} : int
// CHECK-NEXT:    %[[T:.*]] = core.to_tensor(%[[D]]) {dtype = i64} : tensor<[], i64>
// CHECK-NEXT:    %[[C:.*]] = core.constant {value = dense<tensor<[], i64>, [3]>} : tensor<[], i64>
// CHECK-NEXT:    return %[[T]], %[[C]]
graph @size_list(%x: tensor<[batch, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %cm1 = prim.Constant {value = -1} : int
  %s = aten.size(%x) : list<int>
  %a, %b = prim.ListUnpack(%s) : (int, int)
  %l = aten.__getitem__.t(%s, %cm1) : int
  %t0 = prim.NumToTensor(%a) : tensor<*, ?>
  %t1 = prim.NumToTensor(%l) : tensor<*, ?>
  return %t0, %t1
}

// -----

// An int graph argument in a shape list, and a symbolic size returned as
// an int: both are host ints core can carry.

// CHECK-LABEL: graph @int_arguments
// CHECK-NEXT:    %[[M:.*]] = core.scalar_constant {value = -1} : int
// CHECK-NEXT:    %[[S:.*]] = core.from_scalars(%n, %[[M]]) {dtype = i64} : tensor<[2], i64>
// CHECK-NEXT:    %[[R:.*]] = core.reshape(%x, %[[S]])
// CHECK-NEXT:    %[[D:.*]] = core.dim(%y) {axis = 0} : int
// CHECK-NEXT:    return %[[R]], %[[D]]
graph @int_arguments(%x: tensor<[2, 3], f32>, %n: int, %y: tensor<[m, 3], f32>) -> (tensor<*, f32>, int) {
  %c0 = prim.Constant {value = 0} : int
  %cm1 = prim.Constant {value = -1} : int
  %l = prim.ListConstruct(%n, %cm1) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, f32>
  %1 = aten.size.int(%y, %c0) : int
  return %0, %1
}

// -----

// The traced form of x.view(x.size(0), -1): NumToTensor of a static size is
// a 0-d constant, and Int.Tensor of it the int again, so the shape stays a
// constant.

// CHECK-LABEL: graph @traced_view
// CHECK-NEXT:    %[[S:.*]] = core.constant {value = dense<tensor<[2], i64>, [2, -1]>} : tensor<[2], i64>
// CHECK-NEXT:    %[[R:.*]] = core.reshape(%x, %[[S]]) : tensor<[2, 12], f32>
// CHECK-NEXT:    return %[[R]]
graph @traced_view(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, f32>) {
  %c0 = prim.Constant {value = 0} : int
  %cm1 = prim.Constant {value = -1} : int
  %n = aten.size.int(%x, %c0) : int
  %t = prim.NumToTensor(%n) : tensor<[], i64>
  %i = aten.Int.Tensor(%t) : int
  %l = prim.ListConstruct(%i, %cm1) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, f32>
  return %0
}

// -----

// torch.split(x, [c // 2, c - c // 2], dim=1) with a symbolic c: the
// number of pieces is the list's length, each piece a slice between run-time
// bounds (core.split's sizes are constants).

// CHECK-LABEL: graph @split_computed_sizes
// CHECK:         %n = core.dim(%x) {axis = 1} : int
// CHECK:         %h = core.scalar_floordiv(%n, %{{.*}}) : int
// CHECK:         %r = core.scalar_sub(%n, %h) : int
// CHECK:         %[[END0:.*]] = core.from_scalars(%h) {dtype = i64}
// CHECK:         %[[A:.*]] = core.slice(%x, %{{.*}}, %[[END0]], {{.*}}) : tensor<[2, c floordiv 2], f32>
// CHECK:         %[[END:.*]] = core.scalar_add(%h, %r) : int
// CHECK:         %[[END1:.*]] = core.from_scalars(%[[END]]) {dtype = i64}
// CHECK:         %[[B:.*]] = core.slice(%x, %{{.*}}, %[[END1]], {{.*}}) : tensor<[2, c - c floordiv 2], f32>
// CHECK-NOT:     core.split
// CHECK:         return %[[A]], %[[B]]
graph @split_computed_sizes(%x: tensor<[2, c], f32>) -> (tensor<*, f32>, tensor<*, f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %n = aten.size.int(%x, %c1) : int
  %h = aten.floordiv.int(%n, %c2) : int
  %r = aten.sub.int(%n, %h) : int
  %l = prim.ListConstruct(%h, %r) : list<int>
  %s = aten.split_with_sizes(%x, %l, %c1) : list<tensor<*, f32>>
  %a, %b = prim.ListUnpack(%s) : (tensor<*, f32>, tensor<*, f32>)
  return %a, %b
}

// -----

// x.to(x.dtype): prim.dtype of a typed tensor is c10::ScalarType's code, a
// constant, so the cast reads it (and is none, f32 to f32).

// CHECK-LABEL: graph @to_own_dtype
// CHECK-NOT:     prim.dtype
// CHECK:         return %x
graph @to_own_dtype(%x: tensor<[2, c], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %d = prim.dtype(%x) : int
  %0 = aten.to.dtype(%x, %d, %false, %false, %none) : tensor<*, ?>
  return %0
}
