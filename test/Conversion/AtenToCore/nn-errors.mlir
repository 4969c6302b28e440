// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// Arguments the NN, reduction, linear algebra, attention and RNN entries do
// not decompose: each is an error at the op, naming the argument and why.

graph @batch_norm_training(%x: tensor<[2, 3, 4], f32>, %m: tensor<[3], f32>, %v: tensor<[3], f32>) -> (tensor<[2, 3, 4], f32>) {
  %none = prim.Constant : none
  %true = prim.Constant {value = true} : bool
  %mom = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 1.0e-05} : float
  // expected-error @below {{'aten.batch_norm' op normalizes with batch statistics (argument 'training' (operand 5) is true); only inference (eval mode) decomposes}}
  %0 = aten.batch_norm(%x, %none, %none, %m, %v, %true, %mom, %eps, %true) : tensor<[2, 3, 4], f32>
  return %0
}

// -----

graph @einsum_diagonal(%x: tensor<[3, 3], f32>) -> (tensor<[3], f32>) {
  %eq = prim.Constant {value = "ii->i"} : str
  %l = prim.ListConstruct(%x) : list<tensor<*, ?>>
  %none = prim.Constant : none
  // expected-error @below {{'aten.einsum' op repeats label 'i' in term 'ii' (a diagonal), which tocc does not decompose}}
  %0 = aten.einsum(%eq, %l, %none) : tensor<[3], f32>
  return %0
}

// -----

graph @max_pool_indices_ceil_symbolic(%x: tensor<[1, 1, h, 4], f32>) -> (tensor<*, f32>, tensor<*, i64>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %s = prim.Constant {value = []} : list<int>
  %p = prim.Constant {value = [0]} : list<int>
  %d = prim.Constant {value = [1]} : list<int>
  %true = prim.Constant {value = true} : bool
  // expected-error @below {{'aten.max_pool2d_with_indices' op computes indices with ceil_mode over a spatial dim of size h; ceil_mode needs static sizes here}}
  %0, %1 = aten.max_pool2d_with_indices(%x, %k, %s, %p, %d, %true) : (tensor<*, f32>, tensor<*, i64>)
  return %0, %1
}

// -----

graph @conv_padding_mode(%x: tensor<[1, 2, 5], f32>, %w: tensor<[3, 2, 3], f32>) -> (tensor<*, f32>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = [1]} : list<int>
  %mode = prim.Constant {value = "full"} : str
  %g = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.conv1d.padding' op argument 'padding' (operand 4) is "full"; torch accepts "same" and "valid"}}
  %0 = aten.conv1d.padding(%x, %w, %none, %one, %mode, %one, %g) : tensor<*, f32>
  return %0
}

// -----

graph @norm_of_integers(%x: tensor<[3], i64>) -> (tensor<[], i64>) {
  %p = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.norm.Scalar' op computes a norm of a i64 tensor; torch needs a floating input}}
  %0 = aten.norm.Scalar(%x, %p) : tensor<[], i64>
  return %0
}

// -----

graph @lstm_training(%x: tensor<[2, 1, 3], f32>, %h: tensor<[1, 1, 2], f32>, %c: tensor<[1, 1, 2], f32>, %wi: tensor<[8, 3], f32>, %wh: tensor<[8, 2], f32>) -> (tensor<*, f32>) {
  %hx = prim.ListConstruct(%h, %c) : list<tensor<*, ?>>
  %params = prim.ListConstruct(%wi, %wh) : list<tensor<*, ?>>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %one = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0.0} : float
  // expected-error @below {{'aten.lstm.input' op runs in training mode (argument 'train' (operand 6) is true); only inference decomposes}}
  %0, %1, %2 = aten.lstm.input(%x, %hx, %params, %false, %one, %p, %true, %false, %false) : (tensor<*, f32>, tensor<*, f32>, tensor<*, f32>)
  return %0
}

// -----

graph @upsample_scale_mismatch(%x: tensor<[1, 1, 3, 3], f32>) -> (tensor<[1, 1, 7, 7], f32>) {
  %size = prim.Constant {value = [7, 7]} : list<int>
  %s = prim.Constant {value = 2.0} : float
  // expected-error @below {{'aten.upsample_nearest2d' op has a scale for spatial dim 0 that differs from output_size / input size, which resize cannot express with sizes}}
  %0 = aten.upsample_nearest2d(%x, %size, %s, %s) : tensor<[1, 1, 7, 7], f32>
  return %0
}

// -----

graph @mha_float_mask(%q: tensor<[1, 2, 4], f32>, %w: tensor<[12, 4], f32>, %b: tensor<[12], f32>, %pw: tensor<[4, 4], f32>, %pb: tensor<[4], f32>, %m: tensor<[1, 2], f32>) -> (tensor<*, f32>) {
  %e = prim.Constant {value = 4} : int
  %h = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %mt = prim.Constant {value = 1} : int
  // expected-error @below {{'aten._native_multi_head_attention' op has a mask of type tensor<[1, 2], f32>; only bool masks (true masks out) decompose}}
  %0, %1 = aten._native_multi_head_attention(%q, %q, %q, %e, %h, %w, %b, %pw, %pb, %m, %false, %false, %mt) : (tensor<*, f32>, tensor<*, f32>)
  return %0
}

// -----

graph @pixel_shuffle_symbolic_channels(%x: tensor<[1, c, 2, 3], f32>) -> (tensor<*, f32>) {
  %c1 = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.pixel_shuffle' op cannot rearrange dims tensor<[1, c, 2, 3], f32> by a factor of 2 (the channel dim must be static)}}
  %0 = aten.pixel_shuffle(%x, %c1) : tensor<*, f32>
  return %0
}
