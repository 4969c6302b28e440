// RUN: onnx-opt %s --split-input-file --verify-diagnostics --infer-shapes

// The opset-20 forms are rejected before 20 and the opset-17 DFT at 20.

module attributes {onnx.opset_import = [["", 19]]} {
graph @gelu_at_19(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.Gelu' op does not exist at opset 19 (its first version is opset 20)}}
  %0 = onnx.Gelu(%x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 20]]} {
graph @dft_axis_attr_at_20(%x: tensor<[1, 8, 1], f32>) -> () {
  // expected-error @below {{'onnx.DFT' op has attribute 'axis', which DFT-20 does not have (it has inverse, onesided)}}
  %0 = onnx.DFT(%x) {axis = 1} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 19]]} {
graph @dft_axis_input_at_19(%x: tensor<[1, 8, 1], f32>, %n: tensor<[], i64>) -> () {
  // expected-error @below {{'onnx.DFT' op has 3 inputs, but DFT-17 takes 1 to 2}}
  %0 = onnx.DFT(%x, %n, %n) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 20]]} {
graph @dft_last_axis(%x: tensor<[1, 8, 1], f32>) -> () {
  %axis = onnx.Constant {value_int = -1} : tensor<[], i64>
  %none = onnx.none : none
  // expected-error @below {{'onnx.DFT' op shape inference of DFT-20: axis cannot be the last (real/imaginary) axis}}
  %0 = onnx.DFT(%x, %none, %axis) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 19]]} {
graph @reduce_max_bool_at_19(%x: tensor<[2], bool>) -> () {
  // expected-error @below {{'onnx.ReduceMax' op input #0 ('data') of ReduceMax-18 must be one of the 10 types T allows, got tensor(bool)}}
  %0 = onnx.ReduceMax(%x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 19]]} {
graph @is_inf_f16_at_19(%x: tensor<[2], f16>) -> () {
  // expected-error @below {{'onnx.IsInf' op input #0 ('X') of IsInf-10 must be one of tensor(double), tensor(float), got tensor(float16)}}
  %0 = onnx.IsInf(%x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 20]]} {
graph @affine_grid_size(%theta: tensor<[1, 2, 3], f32>) -> () {
  %size = onnx.Constant {value_ints = [1, 3]} : tensor<[2], i64>
  // expected-error @below {{'onnx.AffineGrid' op shape inference of AffineGrid-20: size must have 4 or 5 entries, got 2}}
  %0 = onnx.AffineGrid(%theta, %size) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 20]]} {
graph @image_decoder_format(%b: tensor<[9], u8>) -> () {
  // expected-error @below {{'onnx.ImageDecoder' op shape inference of ImageDecoder-20: pixel_format must be RGB, BGR or Grayscale, got 'RGBA'}}
  %0 = onnx.ImageDecoder(%b) {pixel_format = "RGBA"} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 20]]} {
graph @regex_needs_strings(%x: tensor<[2], i64>) -> () {
  // expected-error @below {{'onnx.RegexFullMatch' op input #0 ('X') of RegexFullMatch-20 must be tensor(string), got tensor(int64)}}
  %0 = onnx.RegexFullMatch(%x) {pattern = "a"} : tensor<*, ?>
  return
}
}
