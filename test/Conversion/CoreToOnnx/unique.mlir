// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=10}' 2>&1 | FileCheck %s --check-prefix=ERR

// unique is ONNX Unique (11) with its four outputs, axis and sorted as
// they are. Before 11 there is no Unique.

// CHECK-LABEL: graph @flat
// CHECK-NEXT:    %a, %b, %c, %d = onnx.Unique(%x) {sorted = 1} : (tensor<[?], f32>, tensor<[?], i64>, tensor<[12], i64>, tensor<[?], i64>)
// CHECK-NEXT:    %e, %f, %g, %h = onnx.Unique(%x) {axis = -1, sorted = 0} : (tensor<[3, ?], f32>, tensor<[?], i64>, tensor<[4], i64>, tensor<[?], i64>)
// CHECK-NEXT:    return %a, %b, %c, %d, %e, %f, %g, %h
graph @flat(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  // ERR: unique.mlir:[[@LINE+1]]:3: error: no lowering of 'core.unique' to opset 10; lowerings exist for opsets >= 11 (entries since 11)
  %a, %b, %c, %d = core.unique(%x) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %e, %f, %g, %h = core.unique(%x) {axis = -1, sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c, %d, %e, %f, %g, %h
}

// -----

// ONNX Runtime's Unique takes f16, f32, f64, i8 and i64: i32 and bool go
// through i64 and back (exact and in order); i8 and f16 stay. bf16:
// unique-bf16.mlir.
// CHECK-LABEL: graph @dtypes
// CHECK-NEXT:    %[[I:.*]] = onnx.Cast(%i) {to = 7} : tensor<[5], i64>
// CHECK-NEXT:    %[[IV:.*]], %{{.*}}, %{{.*}}, %{{.*}} = onnx.Unique(%[[I]]) {sorted = 1} : (tensor<[?], i64>
// CHECK-NEXT:    %{{.*}} = onnx.Cast(%[[IV]]) {to = 6} : tensor<[?], i32>
// CHECK-NEXT:    %[[B:.*]] = onnx.Cast(%m) {to = 7} : tensor<[5], i64>
// CHECK-NEXT:    %[[BV:.*]], %{{.*}}, %{{.*}}, %{{.*}} = onnx.Unique(%[[B]]) {sorted = 1} : (tensor<[?], i64>
// CHECK-NEXT:    %{{.*}} = onnx.Cast(%[[BV]]) {to = 9} : tensor<[?], bool>
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = onnx.Unique(%s) {sorted = 1} : (tensor<[?], i8>
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = onnx.Unique(%f) {sorted = 1} : (tensor<[?], f16>
// CHECK-NEXT:    return
graph @dtypes(%i: tensor<[5], i32>, %m: tensor<[5], bool>, %s: tensor<[5], i8>, %f: tensor<[5], f16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %a, %b, %c, %d = core.unique(%i) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %e, %f0, %g, %k = core.unique(%m) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %q, %r, %t, %u = core.unique(%s) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %v, %w, %y, %z = core.unique(%f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %e, %q, %v
}
