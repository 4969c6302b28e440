// Numeric sweep samples: fused attention and the transformer encoder layer.

graph @mha_self(%q: tensor<[2, 3, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[2, 3, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %q, %q, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %c6) : (tensor<[2, 3, 8], f32>, tensor<*, ?>)
  return %r6_0
}

// -----

graph @mha_cross_weights(%q: tensor<[2, 3, 8], f32>, %k: tensor<[2, 3, 8], f32>, %v: tensor<[2, 3, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[2, 3, 8], f32>, tensor<[2, 3, 3], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %k, %v, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %c6) : (tensor<[2, 3, 8], f32>, tensor<[2, 3, 3], f32>)
  return %r6_0, %r6_1
}

// -----

graph @mha_weights_per_head(%q: tensor<[1, 4, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[1, 4, 8], f32>, tensor<[1, 4, 4, 4], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 4} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %q, %q, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %c6) : (tensor<[1, 4, 8], f32>, tensor<[1, 4, 4, 4], f32>)
  return %r6_0, %r6_1
}

// -----

graph @mha_key_padding_mask(%q: tensor<[2, 3, 8], f32>, %k: tensor<[2, 3, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[2, 3, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = dense<tensor<[2, 3], bool>, [false, true, false, false, false, false]>} : tensor<[2, 3], bool>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant {value = 1} : int
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %k, %k, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %c6) : (tensor<[2, 3, 8], f32>, tensor<*, ?>)
  return %r6_0
}

// -----

graph @mha_attn_mask_weights(%q: tensor<[2, 4, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<[2, 4, 8], f32>, tensor<[2, 4, 4], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = dense<tensor<[2, 2, 4, 4], bool>, [false, true, false, false, false, false, false, false, false, true, true, false, false, false, false, true, false, false, false, false, false, false, true, true, false, true, false, false, false, false, true, false, false, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true, false, false, false, true, false, false, false, false, false, false, true, true, false, false, false, false]>} : tensor<[2, 2, 4, 4], bool>
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant {value = 2} : int
  %r6_0, %r6_1 = aten._native_multi_head_attention(%q, %q, %q, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %c6) : (tensor<[2, 4, 8], f32>, tensor<[2, 4, 4], f32>)
  return %r6_0, %r6_1
}

// -----

graph @encoder_layer(%src: tensor<[2, 5, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>, %n1w: tensor<[8], f32>, %n1b: tensor<[8], f32>, %n2w: tensor<[8], f32>, %n2b: tensor<[8], f32>, %f1w: tensor<[16, 8], f32>, %f1b: tensor<[16], f32>, %f2w: tensor<[8, 16], f32>, %f2b: tensor<[8], f32>) -> (tensor<[2, 5, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = 1.0e-05} : float
  %c6 = prim.Constant : none
  %c7 = prim.Constant : none
  %r7_0 = aten._transformer_encoder_layer_fwd(%src, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %c6, %c7) : tensor<[2, 5, 8], f32>
  return %r7_0
}

// -----

graph @encoder_layer_gelu_norm_first(%src: tensor<[2, 5, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>, %n1w: tensor<[8], f32>, %n1b: tensor<[8], f32>, %n2w: tensor<[8], f32>, %n2b: tensor<[8], f32>, %f1w: tensor<[16, 8], f32>, %f1b: tensor<[16], f32>, %f2w: tensor<[8, 16], f32>, %f2b: tensor<[8], f32>) -> (tensor<[2, 5, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = 1.0e-05} : float
  %c6 = prim.Constant : none
  %c7 = prim.Constant : none
  %r7_0 = aten._transformer_encoder_layer_fwd(%src, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %c6, %c7) : tensor<[2, 5, 8], f32>
  return %r7_0
}

// -----

graph @encoder_layer_padding_mask(%src: tensor<[2, 5, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>, %n1w: tensor<[8], f32>, %n1b: tensor<[8], f32>, %n2w: tensor<[8], f32>, %n2b: tensor<[8], f32>, %f1w: tensor<[16, 8], f32>, %f1b: tensor<[16], f32>, %f2w: tensor<[8, 16], f32>, %f2b: tensor<[8], f32>) -> (tensor<[2, 5, 8], f32>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = 1.0e-05} : float
  %c6 = prim.Constant {value = dense<tensor<[2, 5], bool>, [false, true, true, false, false, false, true, false, false, true]>} : tensor<[2, 5], bool>
  %c7 = prim.Constant {value = 1} : int
  %r7_0 = aten._transformer_encoder_layer_fwd(%src, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %c3, %c4, %c5, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %c6, %c7) : tensor<[2, 5, 8], f32>
  return %r7_0
}

// -----

// nn.TransformerEncoder's fast path with a padding mask: a nested tensor
// (sequences of 3 and 2 of 5 here, so to_padded_tensor cuts to 3) through
// two layers (gelu, norm_first) and back to padded.
graph @encoder_nested(%src: tensor<[2, 5, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>, %n1w: tensor<[8], f32>, %n1b: tensor<[8], f32>, %n2w: tensor<[8], f32>, %n2b: tensor<[8], f32>, %f1w: tensor<[16, 8], f32>, %f1b: tensor<[16], f32>, %f2w: tensor<[8, 16], f32>, %f2b: tensor<[8], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 8} : int
  %c2 = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %eps = prim.Constant {value = 1.0e-05} : float
  %none = prim.Constant : none
  %pad = prim.Constant {value = 0.5} : float
  %keep = prim.Constant {value = dense<tensor<[2, 5], bool>, [true, true, true, false, false, true, true, false, false, false]>} : tensor<[2, 5], bool>
  %n = aten._nested_tensor_from_mask(%src, %keep, %true) : tensor<*, ?>
  %l1 = aten._transformer_encoder_layer_fwd(%n, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %false, %false, %eps, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %none, %none) : tensor<*, ?>
  %l2 = aten._transformer_encoder_layer_fwd(%l1, %c1, %c2, %qkv_w, %qkv_b, %proj_w, %proj_b, %true, %true, %eps, %n1w, %n1b, %n2w, %n2b, %f1w, %f1b, %f2w, %f2b, %none, %none) : tensor<*, ?>
  %y = aten.to_padded_tensor(%l2, %pad, %none) : tensor<*, ?>
  return %y
}

// -----

// A float key padding mask (the fused kernels mask out its non-zero
// entries) with per-head weights.
graph @mha_float_mask_per_head(%q: tensor<[3, 4, 8], f32>, %qkv_w: tensor<[24, 8], f32>, %qkv_b: tensor<[24], f32>, %proj_w: tensor<[8, 8], f32>, %proj_b: tensor<[8], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %e8 = prim.Constant {value = 8} : int
  %h = prim.Constant {value = 2} : int
  %m = prim.Constant {value = dense<tensor<[3, 4], f32>, [0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, -2.0, 0.0, 0.0, 0.0, 0.0]>} : tensor<[3, 4], f32>
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %mt = prim.Constant {value = 1} : int
  %o, %w = aten._native_multi_head_attention(%q, %q, %q, %e8, %h, %qkv_w, %qkv_b, %proj_w, %proj_b, %m, %true, %false, %mt) : (tensor<*, ?>, tensor<*, ?>)
  return %o, %w
}

// -----

graph @nested_left_aligned(%x: tensor<[3, 4, 2], f32>, %m: tensor<[3, 4], bool>) -> (bool, bool) {
  %r = aten._nested_tensor_from_mask_left_aligned(%x, %m) : bool
  %l = prim.Constant {value = dense<tensor<[3, 4], bool>, [true, true, false, false, true, true, true, true, false, false, false, false]>} : tensor<[3, 4], bool>
  %a = aten._nested_tensor_from_mask_left_aligned(%x, %l) : bool
  return %r, %a
}

// -----

graph @sdpa(%q: tensor<[2, 3, 4], f32>, %k: tensor<[2, 5, 4], f32>, %v: tensor<[2, 5, 6], f32>) -> (tensor<[2, 3, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0.0} : float
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %r4_0, %r4_1 = aten._scaled_dot_product_attention(%q, %k, %v, %c1, %c2, %c3, %c4) : (tensor<[2, 3, 6], f32>, tensor<[2, 3, 5], f32>)
  return %r4_0
}

// -----

graph @sdpa_causal_4d(%q: tensor<[1, 2, 4, 4], f32>, %k: tensor<[1, 2, 4, 4], f32>, %v: tensor<[1, 2, 4, 3], f32>) -> (tensor<[1, 2, 4, 3], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0.0} : float
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = true} : bool
  %r4_0, %r4_1 = aten._scaled_dot_product_attention(%q, %k, %v, %c1, %c2, %c3, %c4) : (tensor<[1, 2, 4, 3], f32>, tensor<[1, 2, 4, 4], f32>)
  return %r4_0
}

// -----

graph @sdpa_float_mask_weights(%q: tensor<[2, 3, 4], f32>, %k: tensor<[2, 5, 4], f32>, %v: tensor<[2, 5, 6], f32>, %m: tensor<[3, 5], f32>) -> (tensor<[2, 3, 6], f32>, tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = 0.0} : float
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = false} : bool
  %r3_0, %r3_1 = aten._scaled_dot_product_attention(%q, %k, %v, %m, %c1, %c2, %c3) : (tensor<[2, 3, 6], f32>, tensor<[2, 3, 5], f32>)
  return %r3_0, %r3_1
}

// -----

graph @sdpa_bool_mask(%q: tensor<[2, 3, 4], f64>, %k: tensor<[2, 5, 4], f64>, %v: tensor<[2, 5, 6], f64>) -> (tensor<[2, 3, 6], f64>) {
  %c1 = prim.Constant {value = dense<tensor<[3, 5], bool>, [true, true, true, true, false, true, true, true, true, true, true, true, false, false, true]>} : tensor<[3, 5], bool>
  %c2 = prim.Constant {value = 0.0} : float
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %r4_0, %r4_1 = aten._scaled_dot_product_attention(%q, %k, %v, %c1, %c2, %c3, %c4) : (tensor<[2, 3, 6], f64>, tensor<[2, 3, 5], f64>)
  return %r4_0
}

// -----

graph @sdpa_bool_mask_weights(%q: tensor<[2, 3, 4], f32>, %k: tensor<[2, 5, 4], f32>, %v: tensor<[2, 5, 6], f32>) -> (tensor<[2, 3, 6], f32>, tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = dense<tensor<[2, 3, 5], bool>, [true, true, false, false, true, true, true, false, false, true, true, true, true, false, true, true, false, false, true, false, true, true, false, true, true, true, true, false, false, false]>} : tensor<[2, 3, 5], bool>
  %c2 = prim.Constant {value = 0.0} : float
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant {value = false} : bool
  %r4_0, %r4_1 = aten._scaled_dot_product_attention(%q, %k, %v, %c1, %c2, %c3, %c4) : (tensor<[2, 3, 6], f32>, tensor<[2, 3, 5], f32>)
  return %r4_0, %r4_1
}
