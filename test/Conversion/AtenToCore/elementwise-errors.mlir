// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose{functionalize=false}'

// The elementwise entries' diagnostics: arguments they cannot take, and
// in-place ops whose mutation is observed.

graph @inplace_observed(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %one = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.add_.Tensor' op mutates its input in place, and the mutated value is used after it}}
  %0 = aten.add_.Tensor(%x, %y, %one) : tensor<*, ?>
  %1 = aten.mul.Tensor(%x, %y) : tensor<*, ?>
  return %0, %1
}

// -----

graph @training_dropout(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 0.5} : float
  %t = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.feature_dropout' op is a training-mode dropout (argument 'train' (operand 2) is true, p = 0.50), which is random}}
  %0 = aten.feature_dropout(%x, %p, %t) : tensor<*, ?>
  return %0
}

// -----

graph @bad_rounding_mode(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = "ceil"} : str
  // expected-error @below {{'aten.div.Tensor_mode' op argument 'rounding_mode' (operand 2) is 'ceil', but it must be none, 'trunc' or 'floor'}}
  %0 = aten.div.Tensor_mode(%x, %y, %m) : tensor<*, ?>
  return %0
}

// -----

graph @bitwise_float(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  // expected-error @below {{'aten.bitwise_and.Tensor' op takes integer or bool operands, but they promote to f32}}
  %0 = aten.bitwise_and.Tensor(%x, %y) : tensor<*, ?>
  return %0
}

// -----

graph @clamp_no_bounds(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  // expected-error @below {{'aten.clamp' op needs at least one of its bounds (both are none)}}
  %0 = aten.clamp(%x, %none, %none) : tensor<*, ?>
  return %0
}

// -----

graph @celu_zero_alpha(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %a = prim.Constant {value = 0.0} : float
  // expected-error @below {{'aten.celu' op argument 'alpha' (operand 1) must not be 0: the activation divides by it}}
  %0 = aten.celu(%x, %a) : tensor<*, ?>
  return %0
}

// -----

graph @gelu_bad_approximate(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %a = prim.Constant {value = "erf"} : str
  // expected-error @below {{'aten.gelu' op argument 'approximate' (operand 1) is 'erf', but it must be 'none' or 'tanh'}}
  %0 = aten.gelu(%x, %a) : tensor<*, ?>
  return %0
}

// -----

graph @to_cuda(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = "cuda:0"} : device
  %dt = prim.Constant {value = 6} : int
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  // expected-error @below {{'aten.to.device' op argument 'device' (operand 1) must be the constant device 'cpu'}}
  %0 = aten.to.device(%x, %d, %dt, %f, %f, %none) : tensor<*, ?>
  return %0
}

// -----

graph @unknown_dtype(%x: tensor<[2, 3], ?>) -> (tensor<*, ?>) {
  // expected-error @below {{'aten.exp' op needs the dtype of its input to apply torch's dtype rules}}
  %0 = aten.exp(%x) : tensor<*, ?>
  return %0
}
