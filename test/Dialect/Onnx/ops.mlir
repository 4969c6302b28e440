// RUN: onnx-opt %s | FileCheck %s

// onnx ops of the starter table; Conv's optional bias may be left out.

// CHECK-LABEL: graph @conv
// CHECK: onnx.Conv(%x, %w) {kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : tensor<[n, 8, 5, 5], f32>
// CHECK: onnx.Conv(%x, %w, %b) {group = 1, strides = [2, 2]} : tensor<[n, 8, 3, 3], f32>
// CHECK: onnx.Relu
// CHECK: onnx.Add
graph @conv(%x: tensor<[n, 3, 5, 5], f32>, %w: tensor<[8, 3, 3, 3], f32>, %b: tensor<[8], f32>) -> (tensor<[n, 8, 5, 5], f32>) {
  %0 = onnx.Conv(%x, %w) {kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : tensor<[n, 8, 5, 5], f32>
  %1 = onnx.Conv(%x, %w, %b) {group = 1, strides = [2, 2]} : tensor<[n, 8, 3, 3], f32>
  %2 = onnx.Relu(%0) : tensor<[n, 8, 5, 5], f32>
  %3 = onnx.Add(%2, %2) : tensor<[n, 8, 5, 5], f32>
  return %3
}
