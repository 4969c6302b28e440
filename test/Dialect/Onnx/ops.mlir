// RUN: onnx-opt %s | FileCheck %s

// onnx ops in their generic form, verified (declared types agree with the
// shape functions); Conv's optional bias may be left out.

// CHECK-LABEL: graph @conv
// CHECK: onnx.Conv(%x, %w) {kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : tensor<[n, 8, 5, 5], f32>
// CHECK: onnx.Conv(%x, %w, %b) {group = 1, strides = [2, 2]} : tensor<[n, 8, 2, 2], f32>
// CHECK: onnx.Relu
// CHECK: onnx.Add
graph @conv(%x: tensor<[n, 3, 5, 5], f32>, %w: tensor<[8, 3, 3, 3], f32>, %b: tensor<[8], f32>) -> (tensor<[n, 8, 5, 5], f32>) {
  %0 = onnx.Conv(%x, %w) {kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : tensor<[n, 8, 5, 5], f32>
  %1 = onnx.Conv(%x, %w, %b) {group = 1, strides = [2, 2]} : tensor<[n, 8, 2, 2], f32>
  %2 = onnx.Relu(%0) : tensor<[n, 8, 5, 5], f32>
  %3 = onnx.Add(%2, %2) : tensor<[n, 8, 5, 5], f32>
  return %3
}

// CHECK-LABEL: graph @classifier
// CHECK: onnx.MaxPool
// CHECK: onnx.AveragePool
// CHECK: onnx.Flatten
// CHECK: onnx.Gemm
// CHECK: onnx.Softmax
// CHECK: onnx.ReduceMean
// CHECK: onnx.ReduceSum
// CHECK: onnx.Cast
// CHECK: onnx.Resize
graph @classifier(%x: tensor<[n, 8, 8, 8], f32>, %w: tensor<[10, 32], f32>, %b: tensor<[10], f32>, %none: none) -> (tensor<[n, 10], f32>, tensor<[n, 1, 1, 1], f32>, tensor<[n, 8, 16, 16], f16>) {
  %0, %idx = onnx.MaxPool(%x) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<[n, 8, 4, 4], f32>, tensor<[n, 8, 4, 4], i64>)
  %1 = onnx.AveragePool(%0) {kernel_shape = [2, 2], strides = [2, 2]} : tensor<[n, 8, 2, 2], f32>
  %2 = onnx.Flatten(%1) : tensor<[n, 32], f32>
  %3 = onnx.Gemm(%2, %w, %b) {transB = 1} : tensor<[n, 10], f32>
  %4 = onnx.Softmax(%3) : tensor<[n, 10], f32>
  %5 = onnx.ReduceMean(%x) {axes = [1, 2, 3]} : tensor<[n, 1, 1, 1], f32>
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %6 = onnx.ReduceSum(%x, %axes) {keepdims = 0} : tensor<[n, 8, 8], f32>
  %7 = onnx.Cast(%x) {to = 10} : tensor<[n, 8, 8, 8], f16>
  %scales = onnx.Constant {value_floats = [1.0, 1.0, 2.0, 2.0]} : tensor<[4], f32>
  %8 = onnx.Resize(%7, %none, %scales) {mode = "linear"} : tensor<[n, 8, 16, 16], f16>
  return %4, %5, %8
}

// CHECK-LABEL: graph @shapes
// CHECK: onnx.Shape
// CHECK: onnx.Gather
// CHECK: onnx.Unsqueeze
// CHECK: onnx.Concat
// CHECK: onnx.Reshape
// CHECK: onnx.Transpose
// CHECK: onnx.MatMul
// CHECK: onnx.Slice
// CHECK: onnx.Split
// CHECK: onnx.Squeeze
// CHECK: onnx.Expand
// CHECK: onnx.Where
// CHECK: onnx.Identity
// CHECK: onnx.Sub
// CHECK: onnx.Mul
// CHECK: onnx.Div
graph @shapes(%x: tensor<[b, s, 64], f32>, %m: tensor<[b, 1, 1, s], bool>) -> (tensor<[b, 4, s, s], f32>, tensor<[b, s, 32], f32>) {
  %shape = onnx.Shape(%x) : tensor<[3], i64>
  %i0 = onnx.Constant {value_int = 0} : tensor<[], i64>
  %i1 = onnx.Constant {value_int = 1} : tensor<[], i64>
  %a0 = onnx.Constant {value_ints = [0]} : tensor<[1], i64>
  %batch = onnx.Gather(%shape, %i0) : tensor<[], i64>
  %seq = onnx.Gather(%shape, %i1) : tensor<[], i64>
  %b1 = onnx.Unsqueeze(%batch, %a0) : tensor<[1], i64>
  %s1 = onnx.Unsqueeze(%seq, %a0) : tensor<[1], i64>
  %heads = onnx.Constant {value_ints = [4, 16]} : tensor<[2], i64>
  %target = onnx.Concat(%b1, %s1, %heads) {axis = 0} : tensor<[4], i64>
  %0 = onnx.Reshape(%x, %target) : tensor<[b, s, 4, 16], f32>
  %q = onnx.Transpose(%0) {perm = [0, 2, 1, 3]} : tensor<[b, 4, s, 16], f32>
  %k = onnx.Transpose(%0) {perm = [0, 2, 3, 1]} : tensor<[b, 4, 16, s], f32>
  %1 = onnx.MatMul(%q, %k) : tensor<[b, 4, s, s], f32>
  %st = onnx.Constant {value_ints = [0]} : tensor<[1], i64>
  %en = onnx.Constant {value_ints = [32]} : tensor<[1], i64>
  %ax = onnx.Constant {value_ints = [2]} : tensor<[1], i64>
  %2 = onnx.Slice(%x, %st, %en, %ax) : tensor<[b, s, 32], f32>
  %3, %4 = onnx.Split(%x) {axis = 2} : (tensor<[b, s, 32], f32>, tensor<[b, s, 32], f32>)
  %u = onnx.Unsqueeze(%3, %a0) : tensor<[1, b, s, 32], f32>
  %5 = onnx.Squeeze(%u, %a0) : tensor<[b, s, 32], f32>
  %scores = onnx.Shape(%1) : tensor<[4], i64>
  %mask = onnx.Expand(%m, %scores) : tensor<[b, 4, s, s], bool>
  %6 = onnx.Where(%mask, %1, %1) : tensor<[b, 4, s, s], f32>
  %7 = onnx.Identity(%6) : tensor<[b, 4, s, s], f32>
  %8 = onnx.Sub(%5, %4) : tensor<[b, s, 32], f32>
  %9 = onnx.Mul(%8, %2) : tensor<[b, s, 32], f32>
  %10 = onnx.Div(%9, %2) : tensor<[b, s, 32], f32>
  return %7, %10
}
