// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// Elementwise onnx ops: multidirectional broadcasting over symbolic dims.

// CHECK-LABEL: graph @broadcast
// CHECK-NEXT:    onnx.Add(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    onnx.Sub(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    onnx.Mul(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    onnx.Div(%a, %b) : tensor<[s0, s1], f32>
// CHECK-NEXT:    onnx.Relu(%a) : tensor<[s0, 1], f32>
// CHECK-NEXT:    onnx.Add(%a, %u) : tensor<*, f32>
graph @broadcast(%a: tensor<[s0, 1], f32>, %b: tensor<[1, s1], f32>, %u: tensor<*, ?>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Add(%a, %b) : tensor<*, ?>
  %1 = onnx.Sub(%a, %b) : tensor<*, ?>
  %2 = onnx.Mul(%a, %b) : tensor<*, ?>
  %3 = onnx.Div(%a, %b) : tensor<*, ?>
  %4 = onnx.Relu(%a) : tensor<*, ?>
  %5 = onnx.Add(%a, %u) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// CHECK-LABEL: graph @where_cast_identity_softmax
// CHECK-NEXT:    onnx.Where(%c, %x, %y) : tensor<[b, s, d], f16>
// CHECK-NEXT:    onnx.Cast(%x) {to = 1} : tensor<[1, s, d], f32>
// CHECK-NEXT:    onnx.Cast(%u) {to = 7} : tensor<*, i64>
// CHECK-NEXT:    onnx.Identity(%x) : tensor<[1, s, d], f16>
// CHECK-NEXT:    onnx.Softmax(%x) : tensor<[1, s, d], f16>
// CHECK-NEXT:    onnx.Softmax(%u) {axis = 3} : tensor<*, ?>
graph @where_cast_identity_softmax(%c: tensor<[b, s, 1], bool>, %x: tensor<[1, s, d], f16>, %y: tensor<[d], f16>, %u: tensor<*, ?>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Where(%c, %x, %y) : tensor<*, ?>
  %1 = onnx.Cast(%x) {to = 1} : tensor<*, ?>
  %2 = onnx.Cast(%u) {to = 7} : tensor<*, ?>
  %3 = onnx.Identity(%x) : tensor<*, ?>
  %4 = onnx.Softmax(%x) : tensor<*, ?>
  %5 = onnx.Softmax(%u) {axis = 3} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}

// -----

// Values flow through integer arithmetic on shapes. Div truncates; on
// sizes (never negative) that is floor division, so Shape(x)[1] / 2 is
// s1 floordiv 2.

// CHECK-LABEL: graph @shape_arithmetic
// CHECK:         onnx.Slice(%x, %zero, %end, %one) : tensor<[s0, s1 floordiv 2], f32>
// CHECK:         onnx.Reshape(%x, %flat) : tensor<[s0*s1], f32>
// CHECK:         onnx.Reshape(%y, %t) : tensor<[2*s0 + s1 - 1], f32>
graph @shape_arithmetic(%x: tensor<[s0, s1], f32>, %y: tensor<*, f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = onnx.Shape(%x) : tensor<*, ?>
  %zero = onnx.Constant {value_ints = [0]} : tensor<*, ?>
  %one = onnx.Constant {value_ints = [1]} : tensor<*, ?>
  %two = onnx.Constant {value_int = 2} : tensor<*, ?>
  %d0 = onnx.Gather(%shape, %zero) : tensor<*, ?>
  %d1 = onnx.Gather(%shape, %one) : tensor<*, ?>
  %end = onnx.Div(%d1, %two) : tensor<*, ?>
  %0 = onnx.Slice(%x, %zero, %end, %one) : tensor<*, ?>
  %flat = onnx.Mul(%d0, %d1) : tensor<*, ?>
  %1 = onnx.Reshape(%x, %flat) : tensor<*, ?>
  %twice = onnx.Mul(%d0, %two) : tensor<*, ?>
  %sum = onnx.Add(%twice, %d1) : tensor<*, ?>
  %t = onnx.Sub(%sum, %one) : tensor<*, ?>
  %2 = onnx.Reshape(%y, %t) : tensor<*, ?>
  return %0, %1, %2
}

// -----

// A Div whose signs are not decided (m - 3 may be negative) keeps its value
// unknown, as no guard is assumed; Cast to INT32 keeps the values the
// symbol ranges prove to fit (b, not the unbounded n); Identity keeps
// values.

// CHECK-LABEL: graph @div_cast_values
// CHECK:         onnx.Reshape(%y, %q) : tensor<[?], f32>
// CHECK:         onnx.Reshape(%x, %back) : tensor<[b, ?], f32>
module {
  symbol b in [1, 4096]
  symbol m in [0, 8]
  graph @div_cast_values(%x: tensor<[b, n], f32>, %y: tensor<*, f32>, %z: tensor<[m], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
    %zs = onnx.Shape(%z) : tensor<*, ?>
    %three = onnx.Constant {value_ints = [3]} : tensor<*, ?>
    %neg = onnx.Sub(%zs, %three) : tensor<*, ?>
    %q = onnx.Div(%neg, %three) : tensor<*, ?>
    %0 = onnx.Reshape(%y, %q) : tensor<*, ?>
    %shape = onnx.Shape(%x) : tensor<*, ?>
    %i32 = onnx.Cast(%shape) {to = 6} : tensor<*, ?>
    %same = onnx.Identity(%i32) : tensor<*, ?>
    %back = onnx.Cast(%same) {to = 7} : tensor<*, ?>
    %1 = onnx.Reshape(%x, %back) : tensor<*, ?>
    return %0, %1
  }
}

// -----

// LessOrEqual and GreaterOrEqual (12) have no inference of their own in
// libonnx (a function body defines them): tocc's broadcasts to a bool.

// CHECK-LABEL: graph @compare_or_equal
// CHECK-NEXT:    onnx.LessOrEqual(%a, %b) : tensor<[s0, s1], bool>
// CHECK-NEXT:    onnx.GreaterOrEqual(%a, %b) : tensor<[s0, s1], bool>
module attributes {onnx.opset_import = [["", 13]]} {
  graph @compare_or_equal(%a: tensor<[s0, 1], i64>, %b: tensor<[s1], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
    %0 = onnx.LessOrEqual(%a, %b) : tensor<*, ?>
    %1 = onnx.GreaterOrEqual(%a, %b) : tensor<*, ?>
    return %0, %1
  }
}
