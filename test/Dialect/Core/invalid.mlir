// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// The core ops' own verifier hooks.

graph @constant_type() -> () {
  // expected-error @below {{'core.constant' op result type tensor<[3], f32> differs from the value's type tensor<[2], f32>}}
  %0 = core.constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[3], f32>
  return
}

// -----

graph @pool_empty_kernel(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op kernel_shape must not be empty}}
  %0 = core.max_pool(%x) {kernel_shape = []} : tensor<*, f32>
  return
}

// -----

graph @pool_negative_kernel(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op kernel_shape entries must be positive, got 0}}
  %0 = core.max_pool(%x) {kernel_shape = [2, 0]} : tensor<*, f32>
  return
}

// -----

graph @pool_strides(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op strides has 3 entries, expected 2}}
  %0 = core.max_pool(%x) {kernel_shape = [2, 2], strides = [1, 1, 1]} : tensor<*, f32>
  return
}

// -----

graph @pool_dilations(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op dilations has 1 entries, expected 2}}
  %0 = core.max_pool(%x) {dilations = [1], kernel_shape = [2, 2]} : tensor<*, f32>
  return
}

// -----

graph @pool_pads(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op pads has 2 entries, expected 4}}
  %0 = core.max_pool(%x) {kernel_shape = [2, 2], pads = [1, 1]} : tensor<*, f32>
  return
}

// -----

graph @pool_rank(%x: tensor<[4, 4], f32>) -> () {
  // expected-error @below {{'core.max_pool' op input of rank 2 is too small for a 2-d kernel}}
  %0 = core.max_pool(%x) {kernel_shape = [2, 2]} : tensor<*, f32>
  return
}

// -----

graph @avg_pool_pads(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.avg_pool' op pads must not be negative, got -1}}
  %0 = core.avg_pool(%x) {kernel_shape = [2, 2], pads = [0, 0, -1, 0]} : tensor<*, f32>
  return
}

// -----

graph @avg_pool_strides(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.avg_pool' op strides must be positive, got 0}}
  %0 = core.avg_pool(%x) {kernel_shape = [2, 2], strides = [0, 1]} : tensor<*, f32>
  return
}

// -----

graph @conv_groups(%x: tensor<[1, 2, 4, 4], f32>, %w: tensor<[2, 2, 1, 1], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op groups must be positive, got 0}}
  %0 = core.conv(%x, %w, %n) {groups = 0} : tensor<*, f32>
  return
}

// -----

graph @conv_attr_ranks(%x: tensor<[1, 2, 4, 4], f32>, %w: tensor<[2, 2, 1, 1], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op pads has 2 entries, expected 4}}
  %0 = core.conv(%x, %w, %n) {pads = [1, 1], strides = [1, 1]} : tensor<*, f32>
  return
}

// -----

graph @conv_dilations(%x: tensor<[1, 2, 4, 4], f32>, %w: tensor<[2, 2, 1, 1], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op dilations must be positive, got 0}}
  %0 = core.conv(%x, %w, %n) {dilations = [1, 0]} : tensor<*, f32>
  return
}

// -----

graph @unsqueeze_nothing(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.unsqueeze' op axes must not be empty}}
  %0 = core.unsqueeze(%x) {axes = []} : tensor<*, f32>
  return
}

// -----

graph @squeeze_nothing(%x: tensor<[1], f32>) -> () {
  // expected-error @below {{'core.squeeze' op axes must not be empty}}
  %0 = core.squeeze(%x) {axes = []} : tensor<*, f32>
  return
}

// -----

graph @resize_both(%x: tensor<[1, 4], f32>, %s: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.resize' op requires exactly one of 'sizes' and 'scales'}}
  %0 = core.resize(%x, %s) {mode = "nearest", scales = [1.0, 2.0]} : tensor<*, f32>
  return
}

// -----

graph @resize_neither(%x: tensor<[1, 4], f32>) -> () {
  // expected-error @below {{'core.resize' op requires exactly one of 'sizes' and 'scales'}}
  %0 = core.resize(%x) {mode = "nearest"} : tensor<*, f32>
  return
}

// -----

graph @resize_mode(%x: tensor<[1, 4], f32>, %s: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.resize' op mode must be nearest, linear or cubic, got 'bilinear'}}
  %0 = core.resize(%x, %s) {mode = "bilinear"} : tensor<*, f32>
  return
}
