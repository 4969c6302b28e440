// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=12}'

// Per-channel quantization (an axis) has no ONNX form before opset 13.

graph @dequantize_axis(%w: tensor<[2, 3], i8>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[2], f32>, [0.1, 0.2]>} : tensor<[2], f32>
  %z = core.constant {value = dense<tensor<[2], i8>, [0, 0]>} : tensor<[2], i8>
  // expected-error @below {{'core.dequantize_linear' op per-channel quantization (axis 0) has no ONNX form at opset 12: DequantizeLinear takes an axis from opset 13 (target opset 13 or later)}}
  %d = core.dequantize_linear(%w, %s, %z) {axis = 0} : tensor<*, ?>
  return %d
}

// -----

graph @quantize_axis(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[3], f32>, [0.1, 0.2, 0.3]>} : tensor<[3], f32>
  %z = core.constant {value = dense<tensor<[3], u8>, [0, 1, 2]>} : tensor<[3], u8>
  // expected-error @below {{'core.quantize_linear' op per-channel quantization (axis 1) has no ONNX form at opset 12: QuantizeLinear takes an axis from opset 13 (target opset 13 or later)}}
  %q = core.quantize_linear(%x, %s, %z) {axis = 1} : tensor<*, ?>
  return %q
}

