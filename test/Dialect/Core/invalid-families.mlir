// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Errors of the op families added with the full core op set: verifier
// hooks (attributes) and shape functions (operands that provably
// disagree; the verifier runs shape inference on every parse).

graph @scalar_constant_kind() -> () {
  // expected-error @below {{'core.scalar_constant' op value must be an int, a float or a bool}}
  %0 = core.scalar_constant {value = "a"} : int
  return
}

// -----

graph @scalar_constant_type() -> () {
  // expected-error @below {{'core.scalar_constant' op result type float differs from the value's type int}}
  %0 = core.scalar_constant {value = 1} : float
  return
}

// -----

graph @scalar_cmp_predicate(%a: int) -> () {
  // expected-error @below {{'core.scalar_cmp' op predicate must be eq, ne, lt, le, gt or ge, got 'lte'}}
  %0 = core.scalar_cmp(%a, %a) {predicate = "lte"} : bool
  return
}

// -----

graph @scalar_cast_to(%a: int) -> () {
  // expected-error @below {{'core.scalar_cast' op to must be int, float or bool, got 'long'}}
  %0 = core.scalar_cast(%a) {to = "long"} : int
  return
}

// -----

graph @scalar_mixed(%a: int, %b: float) -> () {
  // expected-error @below {{'core.scalar_add' op operands must be two ints or two floats, got int and float}}
  %0 = core.scalar_add(%a, %b) : int
  return
}

// -----

graph @scalar_bool_arith(%a: bool) -> () {
  // expected-error @below {{'core.scalar_mul' op operands must be ints or floats, got bool}}
  %0 = core.scalar_mul(%a, %a) : int
  return
}

// -----

graph @scalar_div_zero(%a: int) -> () {
  %z = core.scalar_constant {value = 0} : int
  // expected-error @below {{'core.scalar_floordiv' op integer division by zero}}
  %0 = core.scalar_floordiv(%a, %z) : int
  return
}

// -----

graph @dim_axis(%x: tensor<[2, 3], f32>) -> () {
  // expected-error @below {{'core.dim' op axis 2 is out of range for rank 2}}
  %0 = core.dim(%x) {axis = 2} : int
  return
}

// -----

graph @to_scalar_elements(%x: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.to_scalar' op input has 2 elements; to_scalar needs exactly one}}
  %0 = core.to_scalar(%x) : int
  return
}

// -----

graph @float_only(%x: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.exp' op input must have a float dtype, got tensor<[2], i64>}}
  %0 = core.exp(%x) : tensor<*, ?>
  return
}

// -----

graph @not_bool(%x: tensor<[2], bool>) -> () {
  // expected-error @below {{'core.neg' op input must have a numeric (not bool) dtype, got tensor<[2], bool>}}
  %0 = core.neg(%x) : tensor<*, ?>
  return
}

// -----

graph @logical_needs_bool(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.logical_and' op lhs must have the bool dtype, got tensor<[2], f32>}}
  %0 = core.logical_and(%x, %x) : tensor<*, ?>
  return
}

// -----

graph @bitwise_float(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.bitwise_or' op lhs must have an integer or bool dtype, got tensor<[2], f32>}}
  %0 = core.bitwise_or(%x, %x) : tensor<*, ?>
  return
}

// -----

graph @compare_dtypes(%x: tensor<[2], f32>, %y: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.eq' op operands have different element types (f32 and i64)}}
  %0 = core.eq(%x, %y) : tensor<*, ?>
  return
}

// -----

graph @gelu_mode(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.gelu' op approximate must be none or tanh, got 'erf'}}
  %0 = core.gelu(%x) {approximate = "erf"} : tensor<*, ?>
  return
}

// -----

graph @softplus_beta(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.softplus' op beta must not be 0}}
  %0 = core.softplus(%x) {beta = 0.0} : tensor<*, ?>
  return
}

// -----

graph @celu_alpha(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.celu' op alpha must not be 0}}
  %0 = core.celu(%x) {alpha = 0.0} : tensor<*, ?>
  return
}

// -----

graph @clamp_dtype(%x: tensor<[2], f32>, %lo: tensor<[], f64>, %n: none) -> () {
  // expected-error @below {{'core.clamp' op operands have different element types (f32 and f64)}}
  %0 = core.clamp(%x, %lo, %n) : tensor<*, ?>
  return
}

// -----

graph @full_value_rank(%s: tensor<[2], i64>, %v: tensor<[1], f32>) -> () {
  // expected-error @below {{'core.full' op value must be a 0-d tensor, got tensor<[1], f32>}}
  %0 = core.full(%s, %v) : tensor<*, ?>
  return
}

// -----

graph @full_negative(%v: tensor<[], f32>) -> () {
  %s = core.constant {value = dense<tensor<[2], i64>, [2, -3]>} : tensor<[2], i64>
  // expected-error @below {{'core.full' op shape has the negative size -3}}
  %0 = core.full(%s, %v) : tensor<*, ?>
  return
}

// -----

graph @arange_zero_step(%a: tensor<[], i64>) -> () {
  %z = core.constant {value = dense<tensor<[], i64>, [0]>} : tensor<[], i64>
  // expected-error @below {{'core.arange' op step must not be 0}}
  %0 = core.arange(%a, %a, %z) {dtype = i64} : tensor<*, ?>
  return
}

// -----

graph @reduce_mean_int(%x: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.reduce_mean' op input must have a float dtype, got tensor<[2], i64>}}
  %0 = core.reduce_mean(%x) {axes = []} : tensor<*, ?>
  return
}

// -----

graph @reduce_all_float(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.reduce_all' op input must have the bool dtype, got tensor<[2], f32>}}
  %0 = core.reduce_all(%x) {axes = []} : tensor<*, ?>
  return
}

// -----

graph @linear_features(%x: tensor<[b, 8], f32>, %w: tensor<[4, 6], f32>, %n: none) -> () {
  // expected-error @below {{'core.linear' op input has 8 features, but the weight expects 6}}
  %0 = core.linear(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

graph @linear_weight_rank(%x: tensor<[b, 8], f32>, %w: tensor<[8], f32>, %n: none) -> () {
  // expected-error @below {{'core.linear' op weight must be 2-D [out, in], got tensor<[8], f32>}}
  %0 = core.linear(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

graph @conv_transpose_outpad(%x: tensor<[1, 4, 8, 8], f32>, %w: tensor<[4, 2, 3, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv_transpose' op output_padding 2 must be non-negative and smaller than the stride 2 or the dilation 1}}
  %0 = core.conv_transpose(%x, %w, %n) {output_padding = [2, 0], strides = [2, 2]} : tensor<*, ?>
  return
}

// -----

graph @conv_transpose_channels(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 2, 3, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv_transpose' op input has 3 channels, but the weight expects 4}}
  %0 = core.conv_transpose(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

graph @avg_pool_divisor(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.avg_pool' op divisor_override must be positive, got 0}}
  %0 = core.avg_pool(%x) {divisor_override = 0, kernel_shape = [2, 2]} : tensor<*, ?>
  return
}

// -----

graph @adaptive_empty(%x: tensor<[1, 1, 4, 4], f32>) -> () {
  // expected-error @below {{'core.adaptive_avg_pool' op output_size must not be empty}}
  %0 = core.adaptive_avg_pool(%x) {output_size = []} : tensor<*, ?>
  return
}

// -----

graph @adaptive_rank(%x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.adaptive_max_pool' op input of rank 1 is too small for a 1-d output_size}}
  %0 = core.adaptive_max_pool(%x) {output_size = [2]} : tensor<*, ?>
  return
}

// -----

graph @batch_norm_channels(%x: tensor<[n, 3, 8], f32>, %p: tensor<[4], f32>, %n: none) -> () {
  // expected-error @below {{'core.batch_norm' op mean has 4 entries, but the input has 3 channels}}
  %0 = core.batch_norm(%x, %n, %n, %p, %p) : tensor<*, ?>
  return
}

// -----

graph @layer_norm_weight(%x: tensor<[n, 3, 8], f32>, %w: tensor<[3], f32>, %n: none) -> () {
  // expected-error @below {{'core.layer_norm' op weight must have the normalized dims [8], got tensor<[3], f32>}}
  %0 = core.layer_norm(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

graph @group_norm_groups(%x: tensor<[n, 6, 8], f32>, %n: none) -> () {
  // expected-error @below {{'core.group_norm' op channel count 6 is not divisible by 4}}
  %0 = core.group_norm(%x, %n, %n) {groups = 4} : tensor<*, ?>
  return
}

// -----

graph @group_norm_zero(%x: tensor<[n, 6, 8], f32>, %n: none) -> () {
  // expected-error @below {{'core.group_norm' op groups must be positive, got 0}}
  %0 = core.group_norm(%x, %n, %n) {groups = 0} : tensor<*, ?>
  return
}

// -----

graph @instance_norm_rank(%x: tensor<[n, 6], f32>, %n: none) -> () {
  // expected-error @below {{'core.instance_norm' op input of rank 2 must have at least 3 dims [N, C, ...]}}
  %0 = core.instance_norm(%x, %n, %n) : tensor<*, ?>
  return
}

// -----

graph @sdpa_causal_mask(%q: tensor<[2, 4, 8], f32>, %m: tensor<[4, 4], bool>) -> () {
  // expected-error @below {{'core.scaled_dot_product_attention' op takes a mask or is_causal, not both}}
  %0 = core.scaled_dot_product_attention(%q, %q, %q, %m) {is_causal = true} : tensor<*, ?>
  return
}

// -----

graph @sdpa_features(%q: tensor<[2, 4, 8], f32>, %k: tensor<[2, 5, 16], f32>, %n: none) -> () {
  // expected-error @below {{'core.scaled_dot_product_attention' op query has 8 features per head, key has 16}}
  %0 = core.scaled_dot_product_attention(%q, %k, %k, %n) : tensor<*, ?>
  return
}

// -----

graph @sdpa_mask_dtype(%q: tensor<[2, 4, 8], f32>, %m: tensor<[4, 4], i64>) -> () {
  // expected-error @below {{'core.scaled_dot_product_attention' op mask must be bool or have the query's dtype f32, got tensor<[4, 4], i64>}}
  %0 = core.scaled_dot_product_attention(%q, %q, %q, %m) : tensor<*, ?>
  return
}

// -----

graph @topk_k_rank(%x: tensor<[4], f32>, %k: tensor<[1], i64>) -> () {
  // expected-error @below {{'core.topk' op k must be a 0-d i64 tensor, got tensor<[1], i64>}}
  %0, %1 = core.topk(%x, %k) : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @topk_k_large(%x: tensor<[4], f32>) -> () {
  %k = core.constant {value = dense<tensor<[], i64>, [5]>} : tensor<[], i64>
  // expected-error @below {{'core.topk' op k = 5 is larger than the dim 4}}
  %0, %1 = core.topk(%x, %k) : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @sort_axis(%x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.sort' op axis 1 is out of range for rank 1}}
  %0, %1 = core.sort(%x) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @unique_axis(%x: tensor<[4, 2], f32>) -> () {
  // expected-error @below {{'core.unique' op axis 2 is out of range for rank 2}}
  %0, %1, %2, %3 = core.unique(%x) {axis = 2} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @unique_axis_scalar(%x: tensor<[], f32>) -> () {
  // expected-error @below {{'core.unique' op takes slices along axis 0 of a 0-d input}}
  %0, %1, %2, %3 = core.unique(%x) {axis = 0} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @resize_ctm(%x: tensor<[1, 4], f32>) -> () {
  // expected-error @below {{'core.resize' op coordinate_transformation_mode must be half_pixel, pytorch_half_pixel, align_corners or asymmetric, got 'tf_crop_and_resize'}}
  %0 = core.resize(%x) {coordinate_transformation_mode = "tf_crop_and_resize", scales = [1.0, 2.0]} : tensor<*, f32>
  return
}

// -----

graph @resize_nearest_mode(%x: tensor<[1, 4], f32>) -> () {
  // expected-error @below {{'core.resize' op nearest_mode must be round_prefer_floor, round_prefer_ceil, floor or ceil, got 'round'}}
  %0 = core.resize(%x) {nearest_mode = "round", scales = [1.0, 2.0]} : tensor<*, f32>
  return
}

// -----

graph @resize_sizes_rank(%x: tensor<[1, 4], f32>) -> () {
  %s = core.constant {value = dense<tensor<[3], i64>, [1, 2, 3]>} : tensor<[3], i64>
  // expected-error @below {{'core.resize' op resize: 3 sizes for rank 2}}
  %0 = core.resize(%x, %s) : tensor<*, f32>
  return
}

// -----

graph @split_count(%x: tensor<[6], f32>) -> () {
  // expected-error @below {{'core.split' op has 3 sizes for 2 results}}
  %0, %1 = core.split(%x) {axis = 0, sizes = [1, 2, 3]} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @split_sum(%x: tensor<[6], f32>) -> () {
  // expected-error @below {{'core.split' op split: sizes [1, 2] add up to 3, not to the dim 6}}
  %0, %1 = core.split(%x) {axis = 0, sizes = [1, 2]} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @split_equal(%x: tensor<[7], f32>) -> () {
  // expected-error @below {{'core.split' op split: dim 7 cannot be split into 2 equal parts}}
  %0, %1 = core.split(%x) {axis = 0} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @pad_mode(%x: tensor<[4], f32>, %p: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.pad' op mode must be constant, reflect, replicate or circular, got 'wrap'}}
  %0 = core.pad(%x, %p) {mode = "wrap"} : tensor<*, ?>
  return
}

// -----

graph @pad_length(%x: tensor<[4], f32>, %p: tensor<[4], i64>) -> () {
  // expected-error @below {{'core.pad' op pads has 4 entries, expected 2 for an input of rank 1}}
  %0 = core.pad(%x, %p) : tensor<*, ?>
  return
}

// -----

graph @pad_reflect(%x: tensor<[4], f32>) -> () {
  %p = core.constant {value = dense<tensor<[2], i64>, [4, 0]>} : tensor<[2], i64>
  // expected-error @below {{'core.pad' op reflect pad 4 of dim 0 must be less than its size 4}}
  %0 = core.pad(%x, %p) {mode = "reflect"} : tensor<*, ?>
  return
}

// -----

graph @tile_length(%x: tensor<[4, 2], f32>, %r: tensor<[3], i64>) -> () {
  // expected-error @below {{'core.tile' op repeats has 3 entries for an input of rank 2}}
  %0 = core.tile(%x, %r) : tensor<*, ?>
  return
}

// -----

graph @flip_empty(%x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.flip' op axes must not be empty}}
  %0 = core.flip(%x) {axes = []} : tensor<*, ?>
  return
}

// -----

graph @flip_repeated(%x: tensor<[4, 2], f32>) -> () {
  // expected-error @below {{'core.flip' op axis -1 is repeated}}
  %0 = core.flip(%x) {axes = [1, -1]} : tensor<*, ?>
  return
}

// -----

graph @roll_lengths(%x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.roll' op has 2 shifts for 1 axes}}
  %0 = core.roll(%x) {axes = [0], shifts = [1, 2]} : tensor<*, ?>
  return
}

// -----

graph @tril_rank(%x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.tril' op input must have at least 2 dims, got tensor<[4], f32>}}
  %0 = core.tril(%x) : tensor<*, ?>
  return
}

// -----

graph @gather_rank(%x: tensor<[4, 2], f32>, %i: tensor<[4], i64>) -> () {
  // expected-error @below {{'core.gather' op indices of rank 1 must have data's rank 2}}
  %0 = core.gather(%x, %i) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @gather_exceeds(%x: tensor<[4, 2], f32>, %i: tensor<[4, 3], i64>) -> () {
  // expected-error @below {{'core.gather' op indices dim 1 (3) exceeds data's (2)}}
  %0 = core.gather(%x, %i) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @scatter_reduce(%x: tensor<[4], f32>, %i: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.scatter' op reduce must be none, add or mul, got 'max'}}
  %0 = core.scatter(%x, %i, %x) {axis = 0, reduce = "max"} : tensor<*, ?>
  return
}

// -----

graph @scatter_updates(%x: tensor<[4], f32>, %i: tensor<[2], i64>, %u: tensor<[3], f32>) -> () {
  // expected-error @below {{'core.scatter' op updates [3] must have the indices' dims [2]}}
  %0 = core.scatter(%x, %i, %u) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @index_too_many(%x: tensor<[4], f32>, %i: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.index' op 2 index tensors for an input of rank 1}}
  %0 = core.index(%x, %i, %i) : tensor<*, ?>
  return
}

// -----

graph @index_none(%x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.index' op needs at least one index tensor}}
  %0 = core.index(%x) : tensor<*, ?>
  return
}

// -----

graph @index_float(%x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.index' op indices must have an integer dtype, got tensor<[4], f32>}}
  %0 = core.index(%x, %x) : tensor<*, ?>
  return
}

// -----

graph @index_put_values(%x: tensor<[4, 3], f32>, %i: tensor<[2], i64>, %v: tensor<[2, 4], f32>) -> () {
  // expected-error @below {{'core.index_put' op cannot broadcast dim 3 with dim 4 at position 1}}
  %0 = core.index_put(%x, %i, %v) : tensor<*, ?>
  return
}

// -----

graph @one_hot_classes(%i: tensor<[4], i64>) -> () {
  // expected-error @below {{'core.one_hot' op num_classes must be positive, got 0}}
  %0 = core.one_hot(%i) {num_classes = 0} : tensor<*, ?>
  return
}

// -----

// Recurrent layers: torch's layout, checked against the input and w_hh.

graph @rnn_nonlinearity(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 4, 3], f32>, %wh: tensor<[1, 4, 4], f32>, %n: none) -> () {
  // expected-error @below {{'core.rnn' op nonlinearity must be tanh or relu, got 'sigmoid'}}
  %y, %h = core.rnn(%x, %n, %wi, %wh, %n, %n, %n) {nonlinearity = "sigmoid"} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @lstm_directions(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 8, 3], f32>, %wh: tensor<[1, 8, 2], f32>, %n: none) -> () {
  // expected-error @below {{'core.lstm' op dim 0 of w_ih is 1, but the number of directions is 2}}
  %y, %h, %c = core.lstm(%x, %n, %n, %wi, %wh, %n, %n, %n) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @gru_gates(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 8, 3], f32>, %wh: tensor<[1, 8, 2], f32>, %n: none) -> () {
  // expected-error @below {{'core.gru' op dim 1 of w_hh is 8, but 3 * the hidden size is 6}}
  %y, %h = core.gru(%x, %n, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @lstm_state(%x: tensor<[2, 5, 3], f32>, %h0: tensor<[1, 4, 2], f32>, %wi: tensor<[1, 8, 3], f32>, %wh: tensor<[1, 8, 2], f32>, %n: none) -> () {
  // expected-error @below {{'core.lstm' op dim 1 of the initial state is 4, but the batch is 5}}
  %y, %h, %c = core.lstm(%x, %h0, %n, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @rnn_one_bias(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 4, 3], f32>, %wh: tensor<[1, 4, 4], f32>, %b: tensor<[1, 4], f32>, %n: none) -> () {
  // expected-error @below {{'core.rnn' op takes both biases or neither}}
  %y, %h = core.rnn(%x, %n, %wi, %wh, %b, %n, %n) : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @rnn_seq_lens_float(%x: tensor<[2, 1, 3], f32>, %wi: tensor<[1, 4, 3], f32>, %wh: tensor<[1, 4, 4], f32>, %l: tensor<[1], f32>, %n: none) -> () {
  // expected-error @below {{'core.rnn' op seq_lens}}
  %y, %h = core.rnn(%x, %n, %wi, %wh, %n, %n, %l) : (tensor<*, ?>, tensor<*, ?>)
  return
}
