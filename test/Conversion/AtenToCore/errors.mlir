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

graph @transposed_conv(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[3, 4, 3, 3], f32>) -> (tensor<*, f32>) {
  %none = prim.Constant : none
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %true = prim.Constant {value = true} : bool
  %g = prim.Constant {value = 1} : int
  // expected-error @below {{'aten._convolution' op is a transposed convolution (argument 'transposed' (operand 6) is true), which core has no op for yet}}
  %0 = aten._convolution(%x, %w, %none, %ones, %zeros, %ones, %true, %zeros, %g, %true, %true, %true, %true) : tensor<*, f32>
  return %0
}

// -----

graph @dropout_training(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %p = prim.Constant {value = 0.5} : float
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.dropout' op is a training-mode dropout (argument 'train' (operand 2) is true); only eval-mode dropout (the identity) decomposes}}
  %0 = aten.dropout(%x, %p, %true) : tensor<[2], f32>
  return %0
}

// -----

graph @batch_norm_statistics_not_constant(%x: tensor<[1, 2, 3, 3], f32>, %var: tensor<[2], f32>) -> (tensor<*, f32>) {
  %none = prim.Constant : none
  %false = prim.Constant {value = false} : bool
  %m = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 1.0e-05} : float
  // expected-error @below {{'aten.batch_norm' op argument 'running_var' (operand 4) must be a constant tensor: core has no sqrt yet, so the statistics are folded at compile time}}
  %0 = aten.batch_norm(%x, %none, %none, %none, %var, %false, %m, %eps, %false) : tensor<*, f32>
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
