// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// What the decompositions of FX graph mode's quantized forms
// (Quantized.cpp) do not take, each an error at the op.

graph @scale_computed(%x: tensor<[2], f32>, %s: tensor<[], f32>) -> (tensor<*, ?>) {
  %z = prim.Constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  %dt = prim.Constant {value = 13} : int
  // expected-error @below {{argument 'scale' (operand 1) must be a constant scale (a float or a one-element tensor)}}
  %q = aten.quantize_per_tensor.tensor_qparams(%x, %s, %z, %dt) : tensor<*, ?>
  %d = aten.dequantize.self(%q) : tensor<*, ?>
  return %d
}

// -----

graph @int_repr_of_float(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{argument 'self' (operand 0) must come straight from a quantize or a quantized op, whose scale and zero point give its integers}}
  %i = aten.int_repr(%x) : tensor<*, ?>
  return %i
}

// -----

graph @elu_scaled(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 100} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %one = prim.Constant {value = 1.0} : float
  %two = prim.Constant {value = 2.0} : float
  // expected-error @below {{a quantized elu with a scale or an input_scale other than 1 is not supported}}
  %e = quantized.elu(%q, %s, %z, %one, %two, %one) {tocc.schema = "quantized::elu(Tensor self, float output_scale, int output_zero_point, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%e) : tensor<*, ?>
  return %d
}

// -----

graph @conv1d_transposed_weights(%x: tensor<[1, 2, 5], f32>) -> (tensor<*, ?>) {
  %s = prim.Constant {value = 0.1} : float
  %z = prim.Constant {value = 128} : int
  %dt = prim.Constant {value = 13} : int
  %q = aten.quantize_per_tensor(%x, %s, %z, %dt) : tensor<*, ?>
  %w = prim.Constant {value = dense<tensor<[2, 2, 1, 3], i8>, elided>} : tensor<[2, 2, 1, 3], i8>
  %ws = prim.Constant {value = dense<tensor<[], f32>, [0.01]>} : tensor<[], f32>
  %wz = prim.Constant {value = dense<tensor<[], i8>, [0]>} : tensor<[], i8>
  %none = prim.Constant : none
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %g = prim.Constant {value = 1} : int
  %t = prim.Constant {value = 1} : int
  %packed = prim.TupleConstruct(%w, %ws, %wz, %none, %none, %ones, %zeros, %zeros, %ones, %g, %t) : tuple<tensor<[2, 2, 1, 3], i8>, tensor<[], f32>, tensor<[], i8>, none, none, list<int>, list<int>, list<int>, list<int>, int, int>
  // expected-error @below {{the packed weights are a transposed convolution's}}
  %c = quantized.conv1d(%q, %packed, %s, %z) {tocc.schema = "quantized::conv1d(Tensor qx, __torch__.torch.classes.quantized.Conv2dPackedParamsBase packed_weight, float output_scale, int output_zero_point) -> Tensor"} : tensor<*, ?>
  %d = aten.dequantize.self(%c) : tensor<*, ?>
  return %d
}
