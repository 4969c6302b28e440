// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=9}'

// What an NN or reduction entry cannot express at opset 9, each with the
// dtype, attribute or opset it needs.

graph @conv_int(%x: tensor<[1, 1, 4], i64>, %w: tensor<[1, 1, 2], i64>, %none: none) -> (tensor<*, ?>) {
  // expected-error @below {{'core.conv' op has a i64 input, which Conv at opset 9 does not take (it takes f16, f32 or f64)}}
  %y = core.conv(%x, %w, %none) : tensor<*, ?>
  return %y
}

// -----

graph @matmul_bf16(%a: tensor<[2, 2], bf16>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.matmul' op has a bf16 input, which MatMul and Gemm take from opset 13 (target 9)}}
  %y = core.matmul(%a, %a) : tensor<*, ?>
  return %y
}

// -----

graph @matmul_bool(%a: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.matmul' op has a bool input, which MatMul and Gemm do not take}}
  %y = core.matmul(%a, %a) : tensor<*, ?>
  return %y
}

// -----

graph @max_pool_dilations(%x: tensor<[1, 2, 8], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.max_pool' op has dilations, which MaxPool takes from opset 10 (target 9)}}
  %y = core.max_pool(%x) {kernel_shape = [2], dilations = [2]} : tensor<*, ?>
  return %y
}

// -----

graph @max_pool_int8(%x: tensor<[1, 2, 8], i8>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.max_pool' op has a i8 input, which MaxPool at opset 9 does not take (it takes f16, f32 or f64)}}
  %y = core.max_pool(%x) {kernel_shape = [2]} : tensor<*, ?>
  return %y
}

// -----

// ceil_mode over a symbolic dim whose last window ATen may drop (end pad +
// stride > the window's extent): the windows are cut at run time, which
// needs Slice-10 (nn-pool-ceil-symbolic.mlir has the forms from 10 on).
graph @max_pool_ceil_symbolic(%x: tensor<[1, 2, h], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.max_pool' op has ceil_mode with stride 3 over spatial dim 0, whose size is not static; ATen's last window there depends on the size, and cutting it needs Slice-10 (target opset 10 or later)}}
  %y = core.max_pool(%x) {kernel_shape = [2], strides = [3], ceil_mode = true} : tensor<*, ?>
  return %y
}

// -----

graph @pool_rank(%x: tensor<[2, 1, 2, 8], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.avg_pool' op pools 1 spatial dims of a rank 4 input; ONNX pools every dim after the first two, so the input must have rank 3}}
  %y = core.avg_pool(%x) {kernel_shape = [2]} : tensor<*, ?>
  return %y
}

// -----

graph @softmax_unranked(%x: tensor<*, f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.softmax' op needs the rank of its input to find whether the axis is the last (opsets before 13 normalize over every dim from the axis on), but its type is tensor<*, f32>}}
  %y = core.softmax(%x) {axis = 1} : tensor<*, ?>
  return %y
}

// -----

graph @batch_norm_bf16(%x: tensor<[1, 2, 3], bf16>, %c: tensor<[2], bf16>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.batch_norm' op has a bf16 input, which BatchNormalization at opset 9 does not take (it takes f16, f32 or f64)}}
  %y = core.batch_norm(%x, %c, %c, %c, %c) : tensor<*, ?>
  return %y
}

// -----

graph @argmax_unranked(%x: tensor<*, f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.argmax' op has negative axes and an unranked input; opset 9 needs non-negative axes (give the input's rank, or target opset 11 or later)}}
  %y = core.argmax(%x) {axis = -1} : tensor<*, ?>
  return %y
}

// -----

graph @cumsum_opset(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{no lowering of 'core.cumsum' to opset 9; lowerings exist for opsets >= 11 (entries since 11)}}
  %y = core.cumsum(%x) {axis = 0} : tensor<*, ?>
  return %y
}

// -----

graph @argmax_bf16(%x: tensor<[3], bf16>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.argmax' op has a bf16 input, which ONNX takes from opset 13 (Cast-13; target 9)}}
  %y = core.argmax(%x) {axis = 0} : tensor<*, ?>
  return %y
}
