// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// What the decompositions of torch's quantized ops (Quantized.cpp) do not
// take, each an error at the op.

graph @qint32(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 0} : int
  %dt = prim.Constant {value = 14} : int
  // expected-error @below {{argument 'dtype' (operand 3) is the dtype code 14, which has no ONNX form; quint8 (13) and qint8 (12) do}}
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

graph @zero_point_out_of_range(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 300} : int
  %dt = prim.Constant {value = 13} : int
  // expected-error @below {{the zero point 300 is outside u8's range [0, 255]}}
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

graph @not_quantized(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.5} : float
  %z = prim.Constant {value = 0} : int
  // expected-error @below {{argument 'input' (operand 0) is not a tensor quantized by aten::quantize_per_tensor or a quantized op, so its quantized dtype is unknown}}
  %h = quantized.hardswish(%x, %s, %z) {tocc.schema = "quantized::hardswish(Tensor input, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  return %h
}
