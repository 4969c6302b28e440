// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=9}' | FileCheck %s --check-prefixes=CHECK,O9
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefixes=CHECK,O10
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=CHECK,O10,O13
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s --check-prefixes=CHECK,O10,O13

// Host scalars become 0-d tensors (int -> i64, float -> f64, bool ->
// bool): a static dim is a constant, a symbolic one Gather(Shape(x)); //
// and % are Python's (a constant divisor leaves one sign test; a size over
// a positive constant none: Div truncates, which is floor there); truediv
// is a float.

// CHECK-LABEL: graph @scalars
// CHECK-SAME:    %k: tensor<[], i64>, %f: tensor<[], f64>
// CHECK:       %[[SH:.*]] = onnx.Shape(%x) : tensor<[2], i64>
// CHECK:       %[[I0:.*]] = onnx.Constant {value = dense<tensor<[], i64>, [0]>}
// CHECK:       %d0 = onnx.Gather(%[[SH]], %[[I0]]) {axis = 0} : tensor<[], i64>
// CHECK:       %d1 = onnx.Constant {value = dense<tensor<[], i64>, [4]>}
// CHECK:       %m = onnx.Size(%x) : tensor<[], i64>
// CHECK:       %c = onnx.Constant {value = dense<tensor<[], i64>, [2]>}
// CHECK:       %q = onnx.Div(%d0, %c) : tensor<[], i64>
// O9:          onnx.Div(%k, %c)
// O10:         %r = onnx.Mod(%k, %c) {fmod = 0} : tensor<[], i64>
// CHECK:       %[[A:.*]] = onnx.Cast(%d0) {to = 11}
// CHECK:       %[[B:.*]] = onnx.Cast(%d1) {to = 11}
// CHECK:       %t = onnx.Div(%[[A]], %[[B]]) : tensor<[], f64>
// CHECK:       %lt = onnx.Less(%q, %r) : tensor<[], bool>
// O9:          %[[LT:.*]] = onnx.Less(%m, %k)
// O9:          %mx = onnx.Where(%[[LT]], %k, %m) : tensor<[], i64>
// O13:         %mx = onnx.Max(%m, %k) : tensor<[], i64>
// CHECK:       %fi = onnx.Cast(%f) {to = 7} : tensor<[], i64>
// O9:          onnx.Unsqueeze(%q) {axes = [0]} : tensor<[1], i64>
// O13:         onnx.Unsqueeze(%q, %{{.*}}) : tensor<[1], i64>
// CHECK:       %s = onnx.Concat(%{{.*}}, %{{.*}}, %{{.*}}) {axis = 0} : tensor<[3], i64>
// CHECK:       %tt = onnx.Cast(%t) {to = 1} : tensor<[], f32>
// CHECK:       %v = onnx.Cast(%tt) {to = 11} : tensor<[], f64>
// CHECK:       %full = onnx.Expand(%tt, %s) : tensor<[n floordiv 2, 4, ?], f32>
graph @scalars(%x: tensor<[n, 4], f32>, %k: int, %f: float) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %d0 = core.dim(%x) {axis = 0} : int
  %d1 = core.dim(%x) {axis = -1} : int
  %m = core.numel(%x) : int
  %c = core.scalar_constant {value = 2} : int
  %q = core.scalar_floordiv(%d0, %c) : int
  %r = core.scalar_mod(%k, %c) : int
  %t = core.scalar_truediv(%d0, %d1) : float
  %lt = core.scalar_cmp(%q, %r) {predicate = "lt"} : bool
  %mx = core.scalar_max(%m, %k) : int
  %fi = core.scalar_cast(%f) {to = "int"} : int
  %s = core.from_scalars(%q, %d1, %fi) {dtype = i64} : tensor<*, ?>
  %tt = core.to_tensor(%t) {dtype = f32} : tensor<*, ?>
  %v = core.to_scalar(%tt) : float
  %full = core.full(%s, %tt) : tensor<*, ?>
  %ltt = core.to_tensor(%lt) {dtype = bool} : tensor<*, ?>
  %vt = core.to_tensor(%v) {dtype = f64} : tensor<*, ?>
  %mt = core.to_tensor(%mx) {dtype = i64} : tensor<*, ?>
  return %s, %vt, %full, %ltt, %mt
}

// -----

// Python ints are 64-bit: a scalar constant keeps every bit.

// CHECK-LABEL: graph @big_int
// CHECK:       onnx.Constant {value = dense<tensor<[], i64>, [9007199254740993]>}
// CHECK:       onnx.Constant {value = dense<tensor<[], f64>, [0.25]>}
// CHECK:       onnx.Constant {value = dense<tensor<[], bool>, [true]>}
graph @big_int() -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %a = core.scalar_constant {value = 9007199254740993} : int
  %b = core.scalar_constant {value = 0.25} : float
  %c = core.scalar_constant {value = true} : bool
  %at = core.to_tensor(%a) {dtype = i64} : tensor<*, ?>
  %bt = core.to_tensor(%b) {dtype = f64} : tensor<*, ?>
  %ct = core.to_tensor(%c) {dtype = bool} : tensor<*, ?>
  return %at, %bt, %ct
}

// -----

// arange of constants is a constant below Range (11), computed as ATen
// does (start + step * i in f64 for f32).

// CHECK-LABEL: graph @arange_const
// O9:          %a = onnx.Constant {value = dense<tensor<[5], i64>, [0, 1, 2, 3, 4]>}
// O9:          %b = onnx.Constant {value = dense<tensor<[3], f32>, [0.5, 1.0, 1.5]>}
// O13:         %a = onnx.Range(%z, %five, %one) : tensor<[5], i64>
// O13:         %[[S:.*]] = onnx.Cast(%s) {to = 11}
// O13:         %[[ST:.*]] = onnx.Cast(%st) {to = 11}
// O13:         %[[E:.*]] = onnx.Cast(%e) {to = 11}
// O13:         %[[D:.*]] = onnx.Sub(%[[E]], %[[S]])
// O13:         %[[Q:.*]] = onnx.Div(%[[D]], %[[ST]])
// O13:         %[[C:.*]] = onnx.Ceil(%[[Q]])
// O13:         %[[M:.*]] = onnx.Max(%[[C]], %{{.*}})
// O13:         %[[N:.*]] = onnx.Cast(%[[M]]) {to = 7}
// O13:         %[[I:.*]] = onnx.Range(%{{.*}}, %[[N]], %{{.*}}) : tensor<[?], i64>
// O13:         %[[IF:.*]] = onnx.Cast(%[[I]]) {to = 11}
// O13:         %[[STEPS:.*]] = onnx.Mul(%[[ST]], %[[IF]])
// O13:         %[[V:.*]] = onnx.Add(%[[S]], %[[STEPS]])
// O13:         %b = onnx.Cast(%[[V]]) {to = 1} : tensor<[?], f32>
graph @arange_const() -> (tensor<*, ?>, tensor<*, ?>) {
  %z = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %one = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %five = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
  %a = core.arange(%z, %five, %one) {dtype = i64} : tensor<*, ?>
  %s = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  %e = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %st = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  %b = core.arange(%s, %e, %st) {dtype = f32} : tensor<*, ?>
  return %a, %b
}
