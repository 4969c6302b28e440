// RUN: onnx-opt %s --split-input-file --verify-diagnostics --infer-shapes

// The opset-19 forms are rejected before 19.

module attributes {onnx.opset_import = [["", 18]]} {
graph @average_pool_dilations_at_18(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'onnx.AveragePool' op has attribute 'dilations', which AveragePool-11 does not have}}
  %0 = onnx.AveragePool(%x) {dilations = [2, 2], kernel_shape = [2, 2]} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @cast_saturate_at_18(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.Cast' op has attribute 'saturate', which Cast-13 does not have (it has to)}}
  %0 = onnx.Cast(%x) {saturate = 1, to = 10} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @equal_strings_at_18(%s: tensor<[2], str>) -> () {
  // expected-error @below {{'onnx.Equal' op input #0 ('A') of Equal-13 must be one of the 13 types T allows, got tensor(string)}}
  // expected-error @below {{'onnx.Equal' op input #1 ('B') of Equal-13 must be one of the 13 types T allows, got tensor(string)}}
  %0 = onnx.Equal(%s, %s) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @quantize_f16_scale_at_18(%x: tensor<[4], f32>, %scale: tensor<[], f16>) -> () {
  // expected-error @below {{'onnx.QuantizeLinear' op input #1 ('y_scale') of QuantizeLinear-13 must be tensor(float), got tensor(float16)}}
  %0 = onnx.QuantizeLinear(%x, %scale) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @deform_conv_at_18(%x: tensor<[1, 1, 4, 4], f32>, %w: tensor<[1, 1, 3, 3], f32>, %o: tensor<[1, 18, 2, 2], f32>) -> () {
  // expected-error @below {{'onnx.DeformConv' op does not exist at opset 18 (its first version is opset 19)}}
  %0 = onnx.DeformConv(%x, %w, %o) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 19]]} {
graph @average_pool_window(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'onnx.AveragePool' op shape inference of AveragePool-19: the window (7) is larger than the padded input (4)}}
  %0 = onnx.AveragePool(%x) {dilations = [3, 3], kernel_shape = [3, 3]} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 19]]} {
graph @quantize_i16_before_21(%x: tensor<[4], f32>, %scale: tensor<[], f32>, %zp: tensor<[], i16>) -> () {
  // expected-error @below {{'onnx.QuantizeLinear' op input #2 ('y_zero_point') of QuantizeLinear-19 must be one of tensor(int8), tensor(uint8), got tensor(int16)}}
  %0 = onnx.QuantizeLinear(%x, %scale, %zp) : tensor<*, ?>
  return
}
}
