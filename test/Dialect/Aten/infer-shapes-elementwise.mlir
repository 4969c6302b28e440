// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Elementwise aten ops broadcast like NumPy and type-promote like
// torch.result_type. Every dtype below was checked against torch 1.13.

// CHECK-LABEL: graph @broadcast
// CHECK-SAME:    -> (tensor<[s0, s1], f32>)
// CHECK:         aten.add.Tensor(%a, %b, %c1) : tensor<[s0, s1], f32>
// CHECK:         aten.relu(%0) : tensor<[s0, s1], f32>
graph @broadcast(%a: tensor<[s0, 1], f32>, %b: tensor<[1, s1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %0 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  %1 = aten.relu(%0) : tensor<*, ?>
  return %1
}

// -----

// A 0-d operand promotes the result only when its category (bool < integer
// < float < complex) is higher; true division of integers is f32.
// CHECK-LABEL: graph @promotion
// CHECK:         aten.add.Tensor(%i64, %f64s, %c1) : tensor<[n], f64>
// CHECK:         aten.add.Tensor(%f32, %f64s, %c1) : tensor<[n], f32>
// CHECK:         aten.mul.Tensor(%i32, %i64) : tensor<[n], i64>
// CHECK:         aten.mul.Tensor(%b, %i64s) : tensor<[n], i64>
// CHECK:         aten.sub.Tensor(%u8, %i8, %c1) : tensor<[n], i16>
// CHECK:         aten.mul.Tensor(%f16, %bf16) : tensor<[n], f32>
// CHECK:         aten.div.Tensor(%i64, %i32) : tensor<[n], f32>
// CHECK:         aten.div.Tensor(%f16, %i64) : tensor<[n], f16>
// CHECK:         aten.mul.Tensor(%i32s, %f16s) : tensor<[], f16>
// CHECK:         aten.mul.Tensor(%i32, %f64s) : tensor<[n], f64>
graph @promotion(%i64: tensor<[n], i64>, %i32: tensor<[n], i32>, %f32: tensor<[n], f32>, %f16: tensor<[n], f16>, %bf16: tensor<[n], bf16>, %u8: tensor<[n], u8>, %i8: tensor<[n], i8>, %b: tensor<[n], bool>, %f64s: tensor<[], f64>, %i64s: tensor<[], i64>, %f16s: tensor<[], f16>, %i32s: tensor<[], i32>) -> () {
  %c1 = prim.Constant {value = 1} : int
  %0 = aten.add.Tensor(%i64, %f64s, %c1) : tensor<*, ?>
  %1 = aten.add.Tensor(%f32, %f64s, %c1) : tensor<*, ?>
  %2 = aten.mul.Tensor(%i32, %i64) : tensor<*, ?>
  %3 = aten.mul.Tensor(%b, %i64s) : tensor<*, ?>
  %4 = aten.sub.Tensor(%u8, %i8, %c1) : tensor<*, ?>
  %5 = aten.mul.Tensor(%f16, %bf16) : tensor<*, ?>
  %6 = aten.div.Tensor(%i64, %i32) : tensor<*, ?>
  %7 = aten.div.Tensor(%f16, %i64) : tensor<*, ?>
  %8 = aten.mul.Tensor(%i32s, %f16s) : tensor<*, ?>
  %9 = aten.mul.Tensor(%i32, %f64s) : tensor<*, ?>
  return
}

// -----

// An unranked operand may be 0-d or not: the dtype is known only when both
// give the same answer (f32 with f64 does not). Unknown dtypes stay unknown.
// CHECK-LABEL: graph @unranked
// CHECK:         aten.mul.Tensor(%f32, %uf32) : tensor<*, f32>
// CHECK:         aten.mul.Tensor(%i64, %uf64) : tensor<*, f64>
// CHECK:         aten.mul.Tensor(%f32, %uf64) : tensor<*, ?>
// CHECK:         aten.mul.Tensor(%f32, %q) : tensor<[n], ?>
graph @unranked(%f32: tensor<[n], f32>, %i64: tensor<[n], i64>, %uf32: tensor<*, f32>, %uf64: tensor<*, f64>, %q: tensor<[n], ?>) -> () {
  %0 = aten.mul.Tensor(%f32, %uf32) : tensor<*, ?>
  %1 = aten.mul.Tensor(%i64, %uf64) : tensor<*, ?>
  %2 = aten.mul.Tensor(%f32, %uf64) : tensor<*, ?>
  %3 = aten.mul.Tensor(%f32, %q) : tensor<*, ?>
  return
}

// -----

// Two symbols broadcast against each other must be equal: a guard.
// CHECK-LABEL: module {
// CHECK-NEXT:    symbol s0 in [2, inf]
// CHECK-NEXT:    symbol s1 in [2, inf]
// CHECK-NEXT:    guard s0 == s1 "aten.sub.Tensor at {{.*}}infer-shapes-elementwise.mlir:[[@LINE+4]]:3: broadcast: dims at position 0 must match"
// CHECK:         aten.sub.Tensor(%a, %b, %alpha) : tensor<[s0], f32>
graph @guarded(%a: tensor<[s0], f32>, %b: tensor<[s1], f32>) -> (tensor<*, ?>) {
  %alpha = prim.Constant {value = 2.5} : float
  %0 = aten.sub.Tensor(%a, %b, %alpha) : tensor<*, ?>
  return %0
}

// -----

// Traced programs compute sizes on 0-d tensors; integer add, sub and mul
// keep their values (with alpha), so x.view(x.size(0) * x.size(1), -1)
// and x[:, : x.size(1) - 2] stay exact. A float result is not tracked.
// CHECK-LABEL: graph @traced_sizes
// CHECK:         aten.mul.Tensor(%tb, %ts) : tensor<[], i64>
// CHECK:         aten.view(%x, %l) : tensor<[b*s, 8], f32>
// CHECK:         aten.sub.Tensor(%ts, %tone, %c2) : tensor<[], i64>
// CHECK:         aten.slice.Tensor(%x, %c1, %none, %e, %c1) : tensor<[b, s - 2, 8], f32>
// CHECK:         aten.mul.Tensor(%tb, %th) : tensor<[], f64>
// CHECK:         aten.view(%x, %lf) : tensor<[?, 8], f32>
graph @traced_sizes(%x: tensor<[b, s, 8], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %cm1 = prim.Constant {value = -1} : int
  %b = aten.size.int(%x, %c0) : int
  %s = aten.size.int(%x, %c1) : int
  %tb = prim.NumToTensor(%b) : tensor<*, ?>
  %ts = prim.NumToTensor(%s) : tensor<*, ?>
  %bs = aten.mul.Tensor(%tb, %ts) : tensor<*, ?>
  %n = aten.Int.Tensor(%bs) : int
  %l = prim.ListConstruct(%n, %cm1) : list<int>
  %0 = aten.view(%x, %l) : tensor<*, ?>
  %tone = prim.NumToTensor(%c1) : tensor<*, ?>
  %d = aten.sub.Tensor(%ts, %tone, %c2) : tensor<*, ?>
  %e = aten.Int.Tensor(%d) : int
  %1 = aten.slice.Tensor(%x, %c1, %none, %e, %c1) : tensor<*, ?>
  %half = prim.Constant {value = 0.5} : float
  %th = prim.NumToTensor(%half) : tensor<*, ?>
  %f = aten.mul.Tensor(%tb, %th) : tensor<*, ?>
  %fi = aten.Int.Tensor(%f) : int
  %c8 = prim.Constant {value = 8} : int
  %lf = prim.ListConstruct(%fi, %c8) : list<int>
  %2 = aten.view(%x, %lf) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// Conversions keep the input's dims: `to` with a dtype (or a device and a
// dtype, or none: the input's), `to(other)` and type_as take the other's
// dtype; contiguous, clone and detach change nothing. A legacy empty
// tensor stays [0], so cat skips it.
// CHECK-LABEL: graph @conversions
// CHECK:         aten.to.dtype(%x, {{.*}}) : tensor<[b, 3], f64>
// CHECK:         aten.to.device(%e, {{.*}}) : tensor<[0], f32>
// CHECK:         aten.to.prim_dtype(%x, {{.*}}) : tensor<[b, 3], f32>
// CHECK:         aten.type_as(%x, %i) : tensor<[b, 3], i64>
// CHECK:         aten.to.other(%x, %i, {{.*}}) : tensor<[b, 3], i64>
// CHECK:         aten.contiguous(%x, {{.*}}) : tensor<[b, 3], f32>
// CHECK:         aten.cat({{.*}}) : tensor<[b, 3], f32>
graph @conversions(%x: tensor<[b, 3], f32>, %i: tensor<[2], i64>, %e: tensor<[0], f32>, %dev: device) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %f64 = prim.Constant {value = 7} : int
  %f32 = prim.Constant {value = 6} : int
  %zero = prim.Constant {value = 0} : int
  %a = aten.to.dtype(%x, %f64, %false, %false, %none) : tensor<*, ?>
  %b = aten.to.device(%e, %dev, %f32, %false, %false, %none) : tensor<*, ?>
  %c = aten.to.prim_dtype(%x, %none, %false, %false) : tensor<*, ?>
  %d = aten.type_as(%x, %i) : tensor<*, ?>
  %g = aten.to.other(%x, %i, %false, %false, %none) : tensor<*, ?>
  %h = aten.contiguous(%x, %zero) : tensor<*, ?>
  %l = prim.ListConstruct(%h, %b) : list<tensor<*, ?>>
  %k = aten.cat(%l, %zero) : tensor<*, ?>
  return %a, %b, %c, %d, %g, %h, %k
}
