// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='lower-to-onnx{opset=11}'

// Integer bitwise ops need BitwiseAnd/Or/Xor/Not (opset 18).

graph @bitwise_int(%i: tensor<[3], i32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.bitwise_and' op on i32 has no ONNX form at opset 11: BitwiseAnd (opset 18) is the first op on integers; target opset 18 or later}}
  %0 = core.bitwise_and(%i, %i) : tensor<*, ?>
  return %0
}

// -----

// Pow takes integers from opset 12; i64 has no exact detour through f64.

graph @pow_i64(%i: tensor<[3], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.pow' op has no exact ONNX form for i64 at opset 11: Pow-7 takes f16, f32, f64}}
  %0 = core.pow(%i, %i) : tensor<*, ?>
  return %0
}

// -----

// bf16 needs Cast-13 even for a detour through f32.

graph @exp_bf16(%x: tensor<[3], bf16>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.exp' op has no exact ONNX form for bf16 at opset 11: Exp-6 takes f16, f32, f64}}
  %0 = core.exp(%x) : tensor<*, ?>
  return %0
}

// -----

graph @log1p_bf16(%x: tensor<[3], bf16>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.log1p' op has no ONNX form for bf16 at opset 11: Cast takes it from opset 13}}
  %0 = core.log1p(%x) : tensor<*, ?>
  return %0
}
