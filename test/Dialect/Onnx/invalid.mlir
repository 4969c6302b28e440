// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The onnx ops' own verifier hooks (attribute rules of the opset-17 schemas).

graph @auto_pad_spelling(%x: tensor<[1, 1, 4, 4], f32>, %w: tensor<[1, 1, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op auto_pad must be NOTSET, VALID, SAME_UPPER or SAME_LOWER, got 'SAME'}}
  %0 = onnx.Conv(%x, %w) {auto_pad = "SAME"} : tensor<*, f32>
  return
}

// -----

graph @pads_with_auto_pad(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'onnx.MaxPool' op pads cannot be given with auto_pad = VALID}}
  %0 = onnx.MaxPool(%x) {auto_pad = "VALID", kernel_shape = [2, 2], pads = [0, 0, 0, 0]} : tensor<*, f32>
  return
}

// -----

graph @conv_group(%x: tensor<[1, 1, 4, 4], f32>, %w: tensor<[1, 1, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op group must be positive, got 0}}
  %0 = onnx.Conv(%x, %w) {group = 0} : tensor<*, f32>
  return
}

// -----

graph @conv_attr_sizes(%x: tensor<[1, 1, 4, 4], f32>, %w: tensor<[1, 1, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op strides has 1 entries, expected 2}}
  %0 = onnx.Conv(%x, %w) {kernel_shape = [3, 3], strides = [1]} : tensor<*, f32>
  return
}

// -----

graph @conv_negative_pad(%x: tensor<[1, 1, 4, 4], f32>, %w: tensor<[1, 1, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op pads entries must be non-negative, got -1}}
  %0 = onnx.Conv(%x, %w) {pads = [0, -1, 0, 0]} : tensor<*, f32>
  return
}

// -----

graph @pool_kernel(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'onnx.AveragePool' op kernel_shape must not be empty}}
  %0 = onnx.AveragePool(%x) {kernel_shape = []} : tensor<*, f32>
  return
}

// -----

graph @pool_stride(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'onnx.AveragePool' op strides entries must be positive, got 0}}
  %0 = onnx.AveragePool(%x) {kernel_shape = [2, 2], strides = [0, 2]} : tensor<*, f32>
  return
}

// -----

graph @storage_order(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'onnx.MaxPool' op storage_order must be 0 or 1, got 2}}
  %0 = onnx.MaxPool(%x) {kernel_shape = [2, 2], storage_order = 2} : tensor<*, f32>
  return
}

// -----

graph @constant_none() -> () {
  // expected-error @below {{'onnx.Constant' op requires exactly one of value, value_float, value_floats, value_int, value_ints, value_string and value_strings, got 0}}
  %0 = onnx.Constant : tensor<*, f32>
  return
}

// -----

graph @constant_two() -> () {
  // expected-error @below {{'onnx.Constant' op requires exactly one of value, value_float, value_floats, value_int, value_ints, value_string and value_strings, got 2}}
  %0 = onnx.Constant {value_float = 1.0, value_int = 1} : tensor<*, f32>
  return
}

// -----

graph @cast_code(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.Cast' op to = 17 is not a TensorProto data type of opset 17 (1 to 16)}}
  %0 = onnx.Cast(%x) {to = 17} : tensor<*, ?>
  return
}
