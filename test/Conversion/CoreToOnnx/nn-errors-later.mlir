// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=13}'

// Errors that remain at later opsets.

graph @conv_bf16(%x: tensor<[1, 1, 4], bf16>, %w: tensor<[1, 1, 2], bf16>, %none: none) -> (tensor<*, ?>) {
  // expected-error @below {{'core.conv' op has a bf16 input, which Conv at opset 13 does not take (it takes f16, f32 or f64)}}
  %y = core.conv(%x, %w, %none) : tensor<*, ?>
  return %y
}

// -----

// Pads of at least the kernel (not from torch, which allows half of it):
// ONNX Runtime rejects them in AveragePool and fuses a zero Pad back in.

graph @avg_pool_big_pad(%x: tensor<[1, 2, 5], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.avg_pool' op has pads (with the ceil_mode overhang) [2, 1] not all below kernel_shape, which ONNX Runtime rejects in AveragePool}}
  %0 = core.avg_pool(%x) {kernel_shape = [2], strides = [2], pads = [2, 1]} : tensor<*, ?>
  return %0
}

// -----

graph @max_pool_u8_big_pad(%x: tensor<[1, 2, 5], u8>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.max_pool' op has pads not all below kernel_shape, which ONNX Runtime rejects in MaxPool, and a u8 input that has no value below every other to pad with explicitly}}
  %0 = core.max_pool(%x) {kernel_shape = [2], strides = [2], pads = [2, 2]} : tensor<*, ?>
  return %0
}
