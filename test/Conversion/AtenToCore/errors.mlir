// RUN: onnx-opt %s --split-input-file --verify-diagnostics --decompose=infer-shapes=false,functionalize=false

// An aten op without an entry is reported at its location, every one of
// them; allow-unconverted keeps them silently for a later fallback.

graph @unconverted(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  // expected-error @below {{no decomposition for 'aten.special_bessel_j0'}}
  %0 = aten.special_bessel_j0(%x) : tensor<[2], f32>
  %1 = aten.relu(%0) : tensor<[2], f32>
  // expected-error @below {{no decomposition for 'aten.special_bessel_j0'}}
  %2 = aten.special_bessel_j0(%1) : tensor<[2], f32>
  return %2
}

// -----

graph @dim_not_constant(%x: tensor<[2], f32>, %d: int) -> (tensor<*, f32>) {
  // expected-error @below {{'aten.unsqueeze' op argument 'dim' (operand 1) must be a constant int, but it is a graph or region argument}}
  %0 = aten.unsqueeze(%x, %d) : tensor<*, f32>
  return %0
}

// -----

graph @dropout_training(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %p = prim.Constant {value = 0.5} : float
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.dropout' op is a training-mode dropout (argument 'train' (operand 2) is true, p = 0.50), which is random; only eval-mode dropout or p = 0 (the identity) decomposes}}
  %0 = aten.dropout(%x, %p, %true) : tensor<[2], f32>
  return %0
}

// -----

// An in-place op whose input is read after it cannot become functional.

graph @inplace_observed(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) {
  %0 = aten.relu(%x) : tensor<[2], f32>
  // expected-error @below {{'aten.relu_' op mutates its input in place, and the mutated value is used after it}}
  %1 = aten.relu_(%0) : tensor<[2], f32>
  %one = prim.Constant {value = 1} : int
  %2 = aten.add.Tensor(%0, %0, %one) : tensor<[2], f32>
  return %1, %2
}

// -----

graph @rank_unknown(%x: tensor<*, f32>) -> (tensor<*, f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.transpose.int' op needs the rank of argument 'self' (operand 0), but its type is tensor<*, f32> (give the model's input shapes)}}
  %0 = aten.transpose.int(%x, %c0, %c1) : tensor<*, f32>
  return %0
}

// -----

graph @dtype_unknown(%x: tensor<[2], ?>, %y: tensor<[2], ?>) -> (tensor<*, ?>) {
  // expected-error @below {{'aten.mul.Tensor' op needs the dtypes of its operands to apply torch's type promotion (give the model's input types)}}
  %0 = aten.mul.Tensor(%x, %y) : tensor<*, ?>
  return %0
}
