// Sweep samples of core.quantize_linear and core.dequantize_linear (the
// QDQ form of torch's quantized ops, docs/quantization.md): the lowering
// sweep runs them in ONNX Runtime against the interpreter, per tensor from
// opset 10, per channel from 13. The random inputs (about [-3, 3]) over
// these scales saturate at both ends of u8 and i8.

graph @qdq_per_tensor_u8(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [0.015625]>} : tensor<[], f32>
  %z = core.constant {value = dense<tensor<[], u8>, [100]>} : tensor<[], u8>
  %q = core.quantize_linear(%x, %s, %z) : tensor<*, ?>
  %d = core.dequantize_linear(%q, %s, %z) : tensor<*, ?>
  return %q, %d
}

// -----

graph @qdq_per_tensor_i8(%x: tensor<[5, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [0.02]>} : tensor<[], f32>
  %z = core.constant {value = dense<tensor<[], i8>, [-7]>} : tensor<[], i8>
  %q = core.quantize_linear(%x, %s, %z) : tensor<*, ?>
  %d = core.dequantize_linear(%q, %s, %z) : tensor<*, ?>
  return %q, %d
}

// -----

// sweep-min-opset: 13
graph @qdq_per_channel_i8(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[3], f32>, [0.01, 0.02, 0.05]>} : tensor<[3], f32>
  %z = core.constant {value = dense<tensor<[3], i8>, [0, -3, 5]>} : tensor<[3], i8>
  %q = core.quantize_linear(%x, %s, %z) {axis = 1} : tensor<*, ?>
  %d = core.dequantize_linear(%q, %s, %z) {axis = 1} : tensor<*, ?>
  return %q, %d
}
