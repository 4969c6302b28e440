// RUN: onnx-opt %s --split-input-file --pass-pipeline=onnx-cleanup | FileCheck %s

// onnx-cleanup at opset 11 (and Slice's attribute form at 9): the axes of
// Unsqueeze/Squeeze are attributes before 13, Slice's starts/ends inputs
// from 10, and a Reshape's 0 copies the input's dim (no allowzero before 14).

// The flatten lowering's shape: the batch dim stays a Slice of the Shape,
// the ReduceProd of the static dims is 20; a reversing Slice (step -1) of
// static dims is a constant.

// CHECK-LABEL: graph @flatten
// CHECK-NEXT:    %s = onnx.Shape(%x) : tensor<[3], i64>
// CHECK-NEXT:    %st = onnx.Constant {value = dense<tensor<[1], i64>, [0]>}
// CHECK-NEXT:    %en = onnx.Constant {value = dense<tensor<[1], i64>, [1]>}
// CHECK-NEXT:    %batch = onnx.Slice(%s, %st, %en) : tensor<[1], i64>
// CHECK-NEXT:    %p = onnx.Constant {value = dense<tensor<[1], i64>, [20]>}
// CHECK-NEXT:    %shape = onnx.Concat(%batch, %p) {axis = 0}
// CHECK-NEXT:    %y = onnx.Reshape(%x, %shape) : tensor<[n, 20], f32>
// CHECK-NEXT:    %odd = onnx.Constant {value = dense<tensor<[2], i64>, [5, 4]>}
// CHECK-NEXT:    return %y, %odd
module attributes {onnx.opset_import = [["", 11]]} {
graph @flatten(%x: tensor<[n, 4, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = onnx.Shape(%x) : tensor<[3], i64>
  %st = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %en = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %batch = onnx.Slice(%s, %st, %en) : tensor<[1], i64>
  %st1 = onnx.Constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %big = onnx.Constant {value = dense<tensor<[1], i64>, [9223372036854775807]>} : tensor<[1], i64>
  %dims = onnx.Slice(%s, %st1, %big) : tensor<[2], i64>
  %p = onnx.ReduceProd(%dims) {keepdims = 1} : tensor<[1], i64>
  %rest = onnx.Identity(%p) : tensor<[1], i64>
  %shape = onnx.Concat(%batch, %rest) {axis = 0} : tensor<[2], i64>
  %y = onnx.Reshape(%x, %shape) : tensor<[n, 20], f32>
  %m1 = onnx.Constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %m3 = onnx.Constant {value = dense<tensor<[1], i64>, [-3]>} : tensor<[1], i64>
  %rev = onnx.Slice(%s, %m1, %m3, %st, %m1) : tensor<[2], i64>
  %un = onnx.Unsqueeze(%rev) {axes = [-1]} : tensor<[2, 1], i64>
  %odd = onnx.Squeeze(%un) {axes = [1]} : tensor<[2], i64>
  return %y, %odd
}
}

// -----

// Squeeze(Unsqueeze(x)) with attribute axes is x; a Reshape whose shape
// has 0 for a dim copies it (x's own shape); a Cast to another dtype stays.
// CHECK-LABEL: graph @noops
// CHECK-NEXT:    %c = onnx.Cast(%x) {to = 7} : tensor<[n, 3], i64>
// CHECK-NEXT:    return %c
module attributes {onnx.opset_import = [["", 11]]} {
graph @noops(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>) {
  %u = onnx.Unsqueeze(%x) {axes = [0, -1]} : tensor<[1, n, 3, 1], f32>
  %s = onnx.Squeeze(%u) {axes = [3, 0]} : tensor<[n, 3], f32>
  %shape = onnx.Constant {value = dense<tensor<[2], i64>, [0, 3]>} : tensor<[2], i64>
  %r = onnx.Reshape(%s, %shape) : tensor<[n, 3], f32>
  %c = onnx.Cast(%r) {to = 7} : tensor<[n, 3], i64>
  return %c
}
}

// -----

// Slice-1's attributes (opset 9) on a Shape of static dims.
// CHECK-LABEL: graph @slice9
// CHECK-NEXT:    %sl = onnx.Constant {value = dense<tensor<[2], i64>, [4, 5]>}
// CHECK-NEXT:    return %sl
module attributes {onnx.opset_import = [["", 9]]} {
graph @slice9(%x: tensor<[n, 4, 5], f32>) -> (tensor<*, ?>) {
  %s = onnx.Shape(%x) : tensor<[3], i64>
  %sl = onnx.Slice(%s) {axes = [0], ends = [3], starts = [-2]} : tensor<[2], i64>
  return %sl
}
}
