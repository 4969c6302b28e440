// core.quantize_linear and core.dequantize_linear (Quantization.cpp,
// docs/quantization.md): QuantizeLinear and DequantizeLinear per tensor
// from opset 10, per channel (axis) from 13 (quantization-errors.mlir:
// an axis below 13).
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=10}' | FileCheck %s --check-prefix=OPSET10
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=OPSET13

// OPSET10-LABEL: graph @per_tensor_u8
// OPSET10:       %[[Q:.*]] = onnx.QuantizeLinear(%x, %s, %z) : tensor<[2, 3], u8>
// OPSET10:       %[[D:.*]] = onnx.DequantizeLinear(%[[Q]], %s, %z) : tensor<[2, 3], f32>
// OPSET10:       return %[[D]]
// OPSET13-LABEL: graph @per_tensor_u8
// OPSET13:       onnx.QuantizeLinear(%x, %s, %z) : tensor<[2, 3], u8>
// OPSET13:       onnx.DequantizeLinear(%{{.*}}, %s, %z) : tensor<[2, 3], f32>
graph @per_tensor_u8(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [0.05]>} : tensor<[], f32>
  %z = core.constant {value = dense<tensor<[], u8>, [128]>} : tensor<[], u8>
  %q = core.quantize_linear(%x, %s, %z) : tensor<*, ?>
  %d = core.dequantize_linear(%q, %s, %z) : tensor<*, ?>
  return %d
}

// -----

// An int8 weight, per tensor.
// OPSET10-LABEL: graph @per_tensor_weight
// OPSET10:       %[[W:.*]] = onnx.DequantizeLinear(%w, %s, %z) : tensor<[2, 1, 1, 1], f32>
// OPSET10:       onnx.Conv(%x, %[[W]])
// OPSET13-LABEL: graph @per_tensor_weight
// OPSET13:       onnx.DequantizeLinear(%w, %s, %z) : tensor<[2, 1, 1, 1], f32>
graph @per_tensor_weight(%x: tensor<[1, 1, 3, 3], f32>, %none: none) -> (tensor<*, ?>) {
  %w = core.constant {value = dense<tensor<[2, 1, 1, 1], i8>, [1, -3]>} : tensor<[2, 1, 1, 1], i8>
  %s = core.constant {value = dense<tensor<[], f32>, [0.1]>} : tensor<[], f32>
  %z = core.constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %wf = core.dequantize_linear(%w, %s, %z) : tensor<*, ?>
  %y = core.conv(%x, %wf, %none) : tensor<*, ?>
  return %y
}
