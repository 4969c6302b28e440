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

// The fused attention's masks: a key padding mask [B, S], an attention
// mask [L, S] (mask_type 0) or a mask of the scores' shape [B, H, L, S]
// (float masks mask out their non-zero entries, as ATen's kernels).
graph @mha_mask_rank(%q: tensor<[1, 2, 4], f32>, %w: tensor<[12, 4], f32>, %b: tensor<[12], f32>, %pw: tensor<[4, 4], f32>, %pb: tensor<[4], f32>, %m: tensor<[1, 2, 2], f32>) -> (tensor<*, f32>) {
  %e = prim.Constant {value = 4} : int
  %h = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %mt = prim.Constant {value = 1} : int
  // expected-error @below {{'aten._native_multi_head_attention' op has a mask of rank 3 with mask_type 1; the fused attention takes a key padding mask [B, S], an attention mask [L, S] (mask_type 0) or a mask of the scores' shape [B, H, L, S]}}
  %0, %1 = aten._native_multi_head_attention(%q, %q, %q, %e, %h, %w, %b, %pw, %pb, %m, %false, %false, %mt) : (tensor<*, f32>, tensor<*, f32>)
  return %0
}

// -----

graph @mha_mask_type_none(%q: tensor<[1, 2, 4], f32>, %w: tensor<[12, 4], f32>, %b: tensor<[12], f32>, %pw: tensor<[4, 4], f32>, %pb: tensor<[4], f32>, %m: tensor<[1, 2], bool>) -> (tensor<*, f32>) {
  %e = prim.Constant {value = 4} : int
  %h = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  // expected-error @below {{'aten._native_multi_head_attention' op has mask_type none; 0 (attention mask), 1 (key padding mask) and 2 (full mask) decompose}}
  %0, %1 = aten._native_multi_head_attention(%q, %q, %q, %e, %h, %w, %b, %pw, %pb, %m, %false, %false, %none) : (tensor<*, f32>, tensor<*, f32>)
  return %0
}

// -----

// Nested tensors: only nn.TransformerEncoder's fast path (encoder layers,
// then to_padded_tensor) decomposes, in padded form.
graph @nested_other_use(%x: tensor<[2, 3, 4], f32>, %m: tensor<[2, 3], bool>) -> (tensor<*, f32>) {
  %false = prim.Constant {value = false} : bool
  // expected-error @below {{'aten._nested_tensor_from_mask' op makes a nested tensor used by 'aten.relu'; core has no nested tensors, and only nn.TransformerEncoder's fast path (encoder layers, then to_padded_tensor) decomposes (its padded form)}}
  %n = aten._nested_tensor_from_mask(%x, %m, %false) : tensor<*, f32>
  %r = aten.relu(%n) : tensor<*, f32>
  return %r
}

// -----

graph @to_padded_not_nested(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, f32>) {
  %zero = prim.Constant {value = 0.0} : float
  %none = prim.Constant : none
  // expected-error @below {{'aten.to_padded_tensor' op pads a tensor that is not a nested tensor made by _nested_tensor_from_mask; only nn.TransformerEncoder's fast path decomposes}}
  %r = aten.to_padded_tensor(%x, %zero, %none) : tensor<*, f32>
  return %r
}

// -----

graph @pixel_shuffle_symbolic_channels(%x: tensor<[1, c, 2, 3], f32>) -> (tensor<*, f32>) {
  %c1 = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.pixel_shuffle' op cannot rearrange dims tensor<[1, c, 2, 3], f32> by a factor of 2 (the channel dim must be static)}}
  %0 = aten.pixel_shuffle(%x, %c1) : tensor<*, f32>
  return %0
}
