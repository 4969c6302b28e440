// sweep-pipeline: expand-composites,dce
// Numeric sweep samples of the composite expansions (core -> core): each
// graph runs with the runtime's definition of the composite, then after
// expand-composites,dce on core primitives only, and the outputs are compared.
// No f16 samples: LibTorch 1.13 has no CPU kernels for exp, tanh, erf or the
// activations in f16, so neither side could run (the lit tests cover f16).

graph @gelu_none(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.gelu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @gelu_tanh_f64(%x: tensor<[5], f64>) -> (tensor<*, ?>) {
  %y = core.gelu(%x) {approximate = "tanh"} : tensor<*, ?>
  return %y
}

// -----

graph @gelu_none_f64(%x: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %y = core.gelu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @silu(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %y = core.silu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @silu_rank0_f64(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %y = core.silu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @hardswish(%x: tensor<[8], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %xs = core.mul(%x, %s) : tensor<*, ?>
  %y = core.hardswish(%xs) : tensor<*, ?>
  return %y
}

// -----

graph @hardswish_f64(%x: tensor<[2, 2], f64>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f64>, [4.0]>} : tensor<[], f64>
  %xs = core.mul(%x, %s) : tensor<*, ?>
  %y = core.hardswish(%xs) : tensor<*, ?>
  return %y
}

// -----

graph @hardsigmoid(%x: tensor<[8], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [4.0]>} : tensor<[], f32>
  %xs = core.mul(%x, %s) : tensor<*, ?>
  %y = core.hardsigmoid(%xs) : tensor<*, ?>
  return %y
}

// -----

graph @hardsigmoid_f64(%x: tensor<[3, 1], f64>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f64>, [4.0]>} : tensor<[], f64>
  %xs = core.mul(%x, %s) : tensor<*, ?>
  %y = core.hardsigmoid(%xs) : tensor<*, ?>
  return %y
}

// -----

graph @mish(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %y = core.mish(%x) : tensor<*, ?>
  return %y
}

// -----

graph @mish_f64(%x: tensor<[6], f64>) -> (tensor<*, ?>) {
  %y = core.mish(%x) : tensor<*, ?>
  return %y
}

// -----

graph @softplus_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.softplus(%x) : tensor<*, ?>
  return %y
}

// -----

graph @softplus_beta_f64(%x: tensor<[4, 3], f64>) -> (tensor<*, ?>) {
  %y = core.softplus(%x) {beta = 2.0, threshold = 1.0} : tensor<*, ?>
  return %y
}

// -----

graph @elu_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.elu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @elu_alpha_f64(%x: tensor<[4], f64>) -> (tensor<*, ?>) {
  %y = core.elu(%x) {alpha = 0.5} : tensor<*, ?>
  return %y
}

// -----

graph @selu(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.selu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @selu_f64(%x: tensor<[7], f64>) -> (tensor<*, ?>) {
  %y = core.selu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @celu_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.celu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @celu_alpha_f64(%x: tensor<[4, 2], f64>) -> (tensor<*, ?>) {
  %y = core.celu(%x) {alpha = 2.0} : tensor<*, ?>
  return %y
}

// -----

graph @leaky_relu_default(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.leaky_relu(%x) : tensor<*, ?>
  return %y
}

// -----

graph @leaky_relu_slope_f64(%x: tensor<[5], f64>) -> (tensor<*, ?>) {
  %y = core.leaky_relu(%x) {negative_slope = 0.2} : tensor<*, ?>
  return %y
}

// -----

graph @log_sigmoid(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [10.0]>} : tensor<[], f32>
  %xs = core.mul(%x, %s) : tensor<*, ?>
  %y = core.log_sigmoid(%xs) : tensor<*, ?>
  return %y
}

// -----

graph @log_sigmoid_rank0_f64(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %y = core.log_sigmoid(%x) : tensor<*, ?>
  return %y
}

// -----

graph @atan2_broadcast(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %y = core.atan2(%a, %b) : tensor<*, ?>
  return %y
}

// -----

graph @atan2_f64(%a: tensor<[4, 1], f64>, %b: tensor<[4, 5], f64>) -> (tensor<*, ?>) {
  %y = core.atan2(%a, %b) : tensor<*, ?>
  return %y
}

// -----

graph @var_default(%x: tensor<[4, 3], f32>) -> (tensor<*, ?>) {
  %y = core.var(%x) {axes = [0]} : tensor<*, ?>
  return %y
}

// -----

graph @var_correction0_keepdim_f64(%x: tensor<[2, 3, 4], f64>) -> (tensor<*, ?>) {
  %y = core.var(%x) {axes = [1, -1], correction = 0.0, keepdim = true} : tensor<*, ?>
  return %y
}

// -----

graph @var_all_correction2(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.var(%x) {axes = [], correction = 2.0} : tensor<*, ?>
  return %y
}

// -----

graph @std(%x: tensor<[4, 3], f32>) -> (tensor<*, ?>) {
  %y = core.std(%x) {axes = [1]} : tensor<*, ?>
  return %y
}

// -----

graph @std_keepdim_f64(%x: tensor<[2, 5], f64>) -> (tensor<*, ?>) {
  %y = core.std(%x) {axes = [0], correction = 0.0, keepdim = true} : tensor<*, ?>
  return %y
}

// -----

graph @logsumexp(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %y = core.logsumexp(%x) {axes = [1]} : tensor<*, ?>
  return %y
}

// -----

graph @logsumexp_all_keepdim_f64(%x: tensor<[2, 3, 4], f64>) -> (tensor<*, ?>) {
  %y = core.logsumexp(%x) {axes = [], keepdim = true} : tensor<*, ?>
  return %y
}

// -----

graph @linear_bias(%x: tensor<[2, 4], f32>, %w: tensor<[3, 4], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %y = core.linear(%x, %w, %b) : tensor<*, ?>
  return %y
}

// -----

graph @linear_no_bias_f64(%x: tensor<[5, 2, 4], f64>, %w: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %y = core.linear(%x, %w, %none) : tensor<*, ?>
  return %y
}

// -----

graph @linear_1d(%x: tensor<[4], f32>, %w: tensor<[2, 4], f32>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %y = core.linear(%x, %w, %b) : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_avg_pool_divides(%x: tensor<[1, 2, 6, 4], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [3, 2]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_avg_pool_uneven(%x: tensor<[2, 3, 7], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [3]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_avg_pool_mixed_f64(%x: tensor<[1, 2, 5, 6], f64>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [3, 4]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_avg_pool_global(%x: tensor<[1, 2, 5, 5], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_avg_pool(%x) {output_size = [1, 1]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_max_pool_divides(%x: tensor<[1, 2, 6, 4], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_max_pool(%x) {output_size = [2, 2]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_max_pool_uneven_f64(%x: tensor<[1, 4, 5], f64>) -> (tensor<*, ?>) {
  %y = core.adaptive_max_pool(%x) {output_size = [4, 2]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_max_pool_global(%x: tensor<[2, 3, 3], f32>) -> (tensor<*, ?>) {
  %y = core.adaptive_max_pool(%x) {output_size = [1]} : tensor<*, ?>
  return %y
}

// -----

graph @layer_norm_affine(%x: tensor<[2, 3, 4], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %y = core.layer_norm(%x, %w, %b) {eps = 1.0e-03} : tensor<*, ?>
  return %y
}

// -----

graph @layer_norm_none_f64(%x: tensor<[2, 3, 4], f64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %y = core.layer_norm(%x, %none, %none) {axis = -2} : tensor<*, ?>
  return %y
}

// -----

graph @group_norm_affine(%x: tensor<[2, 4, 3, 3], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %y = core.group_norm(%x, %w, %b) {groups = 2} : tensor<*, ?>
  return %y
}

// -----

graph @group_norm_none_f64(%x: tensor<[3, 6, 5], f64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %y = core.group_norm(%x, %none, %none) {groups = 3, eps = 1.0e-03} : tensor<*, ?>
  return %y
}

// -----

graph @instance_norm_affine(%x: tensor<[2, 3, 4, 4], f32>, %w: tensor<[3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %y = core.instance_norm(%x, %w, %b) : tensor<*, ?>
  return %y
}

// -----

graph @instance_norm_none_f64(%x: tensor<[2, 3, 5], f64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %y = core.instance_norm(%x, %none, %none) : tensor<*, ?>
  return %y
}

// -----

graph @sdpa_plain(%q: tensor<[2, 4, 8], f32>, %k: tensor<[2, 5, 8], f32>, %v: tensor<[2, 5, 6], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %y = core.scaled_dot_product_attention(%q, %k, %v, %none) : tensor<*, ?>
  return %y
}

// -----

// The mask's first column is true, so no row is all -inf.
graph @sdpa_bool_mask_scale(%q: tensor<[2, 4, 8], f32>, %k: tensor<[2, 5, 8], f32>, %v: tensor<[2, 5, 6], f32>, %m: tensor<[4, 5], bool>) -> (tensor<*, ?>) {
  %t = core.constant {value = dense<tensor<[4, 1], bool>, [true, true, true, true]>} : tensor<[4, 1], bool>
  %m1 = core.concat(%t, %m) {axis = 1} : tensor<*, ?>
  %m2 = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %m3 = core.constant {value = dense<tensor<[1], i64>, [5]>} : tensor<[1], i64>
  %m4 = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %mk = core.slice(%m1, %m2, %m3, %m4, %m4) : tensor<*, ?>
  %y = core.scaled_dot_product_attention(%q, %k, %v, %mk) {scale = 0.5} : tensor<*, ?>
  return %y
}

// -----

graph @sdpa_float_mask_f64(%q: tensor<[2, 4, 8], f64>, %k: tensor<[2, 5, 8], f64>, %v: tensor<[2, 5, 6], f64>, %m: tensor<[2, 4, 5], f64>) -> (tensor<*, ?>) {
  %y = core.scaled_dot_product_attention(%q, %k, %v, %m) : tensor<*, ?>
  return %y
}

// -----

graph @sdpa_causal(%q: tensor<[3, 4, 8], f32>, %k: tensor<[3, 5, 8], f32>, %v: tensor<[3, 5, 6], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %y = core.scaled_dot_product_attention(%q, %k, %v, %none) {is_causal = true} : tensor<*, ?>
  return %y
}

// -----

graph @sdpa_causal_batch_broadcast(%q: tensor<[2, 2, 3, 4], f32>, %k: tensor<[1, 2, 3, 4], f32>, %v: tensor<[2, 1, 3, 5], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %y = core.scaled_dot_product_attention(%q, %k, %v, %none) {is_causal = true, scale = 0.25} : tensor<*, ?>
  return %y
}

// -----

graph @roll_static(%x: tensor<[3, 4, 5], f32>) -> (tensor<*, ?>) {
  %y = core.roll(%x) {shifts = [2, -1, 4], axes = [0, -1, 1]} : tensor<*, ?>
  return %y
}

// -----

graph @roll_i64(%x: tensor<[6], i64>) -> (tensor<*, ?>) {
  %y = core.roll(%x) {shifts = [-8], axes = [0]} : tensor<*, ?>
  return %y
}

// -----

graph @roll_bool(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %y = core.roll(%x) {shifts = [1], axes = [-1]} : tensor<*, ?>
  return %y
}

// -----

// Recurrent layers from their cells, unrolled over a static length: two
// directions, given states, seq_lens in [1, 4] (k + 1).
graph @lstm_bidir_seq_lens(%x: tensor<[4, 3, 2], f32>, %h0: tensor<[2, 3, 5], f32>, %c0: tensor<[2, 3, 5], f32>, %wi: tensor<[2, 20, 2], f32>, %wh: tensor<[2, 20, 5], f32>, %bi: tensor<[2, 20], f32>, %bh: tensor<[2, 20], f32>, %k: tensor<[3], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %one = core.constant {value = dense<tensor<[], i64>, [1]>} : tensor<[], i64>
  %lens = core.add(%k, %one) : tensor<[3], i64>
  %y, %h, %c = core.lstm(%x, %h0, %c0, %wi, %wh, %bi, %bh, %lens) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

graph @rnn_relu_zero_state(%x: tensor<[3, 2, 4], f32>, %wi: tensor<[1, 3, 4], f32>, %wh: tensor<[1, 3, 3], f32>, %bi: tensor<[1, 3], f32>, %bh: tensor<[1, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %y, %h = core.rnn(%x, %n, %wi, %wh, %bi, %bh, %n) {nonlinearity = "relu"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

// Over a length known only at run time (x cut to k + 2 steps): one
// prim.Loop per direction, the reverse one flipped back.
graph @gru_bidir_loop(%x: tensor<[5, 3, 2], f32>, %k: tensor<[1], i64>, %h0: tensor<[2, 3, 4], f32>, %wi: tensor<[2, 12, 2], f32>, %wh: tensor<[2, 12, 4], f32>, %bi: tensor<[2, 12], f32>, %bh: tensor<[2, 12], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %two = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %end = core.add(%k, %two) : tensor<[1], i64>
  %zero = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %step = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %xs = core.slice(%x, %zero, %end, %zero, %step) : tensor<*, ?>
  %n = prim.Constant : none
  %y, %h = core.gru(%xs, %h0, %wi, %wh, %bi, %bh, %n) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}

// -----

graph @lstm_loop_seq_lens(%x: tensor<[4, 3, 2], f32>, %k: tensor<[1], i64>, %l: tensor<[3], i64>, %wi: tensor<[1, 8, 2], f32>, %wh: tensor<[1, 8, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %one = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %end = core.add(%k, %one) : tensor<[1], i64>
  %zero = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %xs = core.slice(%x, %zero, %end, %zero, %one) : tensor<*, ?>
  %lens = core.minimum(%l, %end) : tensor<[3], i64>
  %lens1 = core.maximum(%lens, %one) : tensor<[3], i64>
  %y, %h, %c = core.lstm(%xs, %n, %n, %wi, %wh, %n, %n, %lens1) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %y, %h, %c
}

// -----

// Adaptive pools over dims known only at run time: x sliced to an end
// that is an input (e + 100 >= every dim) is the whole x typed [.., ?, ?],
// whose windows are gathered (expandAdaptivePool).

graph @adaptive_avg_pool_unknown_dims(%x: tensor<[2, 3, 7, 9], f32>, %e: tensor<[2], i64>) -> (tensor<*, ?>) {
  %zero = core.constant {value = dense<tensor<[2], i64>, [0, 0]>} : tensor<[2], i64>
  %big = core.constant {value = dense<tensor<[2], i64>, [100, 100]>} : tensor<[2], i64>
  %axes = core.constant {value = dense<tensor<[2], i64>, [2, 3]>} : tensor<[2], i64>
  %one = core.constant {value = dense<tensor<[2], i64>, [1, 1]>} : tensor<[2], i64>
  %end = core.add(%e, %big) : tensor<*, ?>
  %xs = core.slice(%x, %zero, %end, %axes, %one) : tensor<*, ?>
  %y = core.adaptive_avg_pool(%xs) {output_size = [3, 5]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_avg_pool_unknown_upsample_f64(%x: tensor<[2, 3, 4, 6, 5], f64>, %e: tensor<[3], i64>) -> (tensor<*, ?>) {
  %zero = core.constant {value = dense<tensor<[3], i64>, [0, 0, 0]>} : tensor<[3], i64>
  %big = core.constant {value = dense<tensor<[3], i64>, [100, 100, 100]>} : tensor<[3], i64>
  %axes = core.constant {value = dense<tensor<[3], i64>, [2, 3, 4]>} : tensor<[3], i64>
  %one = core.constant {value = dense<tensor<[3], i64>, [1, 1, 1]>} : tensor<[3], i64>
  %end = core.add(%e, %big) : tensor<*, ?>
  %xs = core.slice(%x, %zero, %end, %axes, %one) : tensor<*, ?>
  %y = core.adaptive_avg_pool(%xs) {output_size = [7, 2, 5]} : tensor<*, ?>
  return %y
}

// -----

graph @adaptive_max_pool_unknown_mixed(%x: tensor<[2, 3, 11, 6], f32>, %e: tensor<[1], i64>) -> (tensor<*, ?>) {
  %zero = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %big = core.constant {value = dense<tensor<[1], i64>, [100]>} : tensor<[1], i64>
  %axes = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  %end = core.add(%e, %big) : tensor<*, ?>
  %step = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %xs = core.slice(%x, %zero, %end, %axes, %step) : tensor<*, ?>
  %y = core.adaptive_max_pool(%xs) {output_size = [4, 4]} : tensor<*, ?>
  return %y
}
