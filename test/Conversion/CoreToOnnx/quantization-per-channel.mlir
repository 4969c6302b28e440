// A per-channel int8 weight, dequantized along its output channels: an
// axis from opset 13 (quantization-errors.mlir: below).
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s

// CHECK-LABEL: graph @per_channel_weight
// CHECK:       %[[W:.*]] = onnx.DequantizeLinear(%w, %s, %z) {axis = 0} : tensor<[2, 1, 1, 1], f32>
// CHECK:       onnx.Conv(%x, %[[W]])
// CHECK:       %[[Q:.*]] = onnx.QuantizeLinear(%{{.*}}, %s, %z) {axis = 1} : tensor<[1, 2, 3, 3], i8>
// CHECK:       onnx.DequantizeLinear(%[[Q]], %s, %z) {axis = 1}
graph @per_channel_weight(%x: tensor<[1, 1, 3, 3], f32>, %none: none) -> (tensor<*, ?>) {
  %w = core.constant {value = dense<tensor<[2, 1, 1, 1], i8>, [1, -3]>} : tensor<[2, 1, 1, 1], i8>
  %s = core.constant {value = dense<tensor<[2], f32>, [0.1, 0.2]>} : tensor<[2], f32>
  %z = core.constant {value = dense<tensor<[2], i8>, [0, 2]>} : tensor<[2], i8>
  %wf = core.dequantize_linear(%w, %s, %z) {axis = 0} : tensor<*, ?>
  %y = core.conv(%x, %wf, %none) : tensor<*, ?>
  %q = core.quantize_linear(%y, %s, %z) {axis = 1} : tensor<*, ?>
  %d = core.dequantize_linear(%q, %s, %z) {axis = 1} : tensor<*, ?>
  return %d
}
