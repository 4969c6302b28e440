// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The opset-23 forms are rejected before 23, and the new rules are errors.

module attributes {onnx.opset_import = [["", 22]]} {
graph @dequantize_output_dtype_at_22(%x: tensor<[4], u8>, %s: tensor<[], f32>) -> () {
  // expected-error @below {{'onnx.DequantizeLinear' op has attribute 'output_dtype', which DequantizeLinear-21 does not have (it has axis, block_size)}}
  %0 = onnx.DequantizeLinear(%x, %s) {output_dtype = 10} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 22]]} {
graph @quantize_precision_at_22(%x: tensor<[4], f32>, %s: tensor<[], f32>) -> () {
  // expected-error @below {{'onnx.QuantizeLinear' op has attribute 'precision', which QuantizeLinear-21 does not have (it has axis, block_size, output_dtype, saturate)}}
  %0 = onnx.QuantizeLinear(%x, %s) {precision = 1} : tensor<*, ?>
  return
}
}

// -----

// Before 23, y_scale has x's type parameter: an f16 scale of an f32 x is
// an error.
module attributes {onnx.opset_import = [["", 22]]} {
graph @quantize_mixed_scale_at_22(%x: tensor<[4], f32>, %s: tensor<[], f16>) -> () {
  // expected-error @below {{'onnx.QuantizeLinear' op}}
  %0 = onnx.QuantizeLinear(%x, %s) : tensor<*, ?>
  return
}
}

// -----

// DequantizeLinear-23's output_dtype is a float type.
module attributes {onnx.opset_import = [["", 23]]} {
graph @dequantize_output_dtype_int(%x: tensor<[4], u8>, %s: tensor<[], f32>) -> () {
  // expected-error @below {{output_dtype 6 is not float, float16 or bfloat16}}
  %0 = onnx.DequantizeLinear(%x, %s) {output_dtype = 6} : tensor<*, ?>
  return
}
}

// -----

// Opset 24 is past what tocc knows.
module attributes {onnx.opset_import = [["", 24]]} {
graph @opset_24(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.Relu' op is in a module of opset 24, but tocc knows opsets 1 to 23}}
  %0 = onnx.Relu(%x) : tensor<*, ?>
  return
}
}
