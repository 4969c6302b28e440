// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=10}'

// Below Range (11) only constant bounds lower, folded to a constant.

graph @arange_computed(%n: tensor<[], i64>) -> (tensor<*, ?>) {
  %z = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %one = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  // expected-error @below {{'core.arange' op has computed bounds; opset 10 has no Range (opset 11), so only constant start, end and step lower (to a constant)}}
  %0 = core.arange(%z, %n, %one) {dtype = i64} : tensor<*, ?>
  return %0
}

// -----

graph @arange_step(%n: tensor<[], i64>) -> (tensor<*, ?>) {
  %z = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %e = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %st = core.constant {value = dense<tensor<[], f32>, [0.5]>} : tensor<[], f32>
  // expected-error @below {{'core.arange' op has step 0 (in its accumulate type i64)}}
  %0 = core.arange(%z, %e, %st) {dtype = i32} : tensor<*, ?>
  return %0
}

// -----

// Gather takes negative indices from opset 11.

graph @dim_unranked(%x: tensor<*, f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.dim' op has negative axis -1 and an unranked input; opset 10 needs a non-negative index (give the input's rank, or target opset 11 or later)}}
  %0 = core.dim(%x) {axis = -1} : int
  return %x
}
