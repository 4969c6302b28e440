// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// Arguments the entries of Losses.cpp, Windows.cpp, Embeddings.cpp and the
// other torch.nn module ops do not decompose: each is an error at the op,
// naming the argument and why.

graph @reduction_out_of_range(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 3} : int
  // expected-error @below {{'aten.mse_loss' op argument 'reduction' (operand 2) is 3; torch's reductions are 0 (none), 1 (mean) and 2 (sum)}}
  %v = aten.mse_loss(%x, %y, %r) : tensor<*, ?>
  return %v
}

// -----

graph @smooth_l1_negative_beta(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %b = prim.Constant {value = -1.0} : float
  // expected-error @below {{'aten.smooth_l1_loss' op has beta -1; torch needs a non-negative beta}}
  %v = aten.smooth_l1_loss(%x, %y, %r, %b) : tensor<*, ?>
  return %v
}

// -----

graph @huber_zero_delta(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %d = prim.Constant {value = 0.0} : float
  // expected-error @below {{'aten.huber_loss' op has delta 0; torch needs a positive delta}}
  %v = aten.huber_loss(%x, %y, %r, %d) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_smoothing_out_of_range(%x: tensor<[2, 3], f32>, %t: tensor<[2], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = -100} : int
  %ls = prim.Constant {value = 1.5} : float
  %none = prim.Constant : none
  // expected-error @below {{'aten.cross_entropy_loss' op has label_smoothing 1.5; torch needs it in [0, 1]}}
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @cross_entropy_probabilities_ignore_index(%x: tensor<[2, 3], f32>, %t: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %ig = prim.Constant {value = 0} : int
  %ls = prim.Constant {value = 0.0} : float
  %none = prim.Constant : none
  // expected-error @below {{'aten.cross_entropy_loss' op has ignore_index 0 with a probability target, which torch does not support}}
  %v = aten.cross_entropy_loss(%x, %t, %none, %r, %ig, %ls) : tensor<*, ?>
  return %v
}

// -----

graph @multi_margin_p3(%x: tensor<[2, 3], f32>, %t: tensor<[2], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 3} : int
  %m = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  // expected-error @below {{'aten.multi_margin_loss' op has p = 3; torch supports 1 and 2}}
  %v = aten.multi_margin_loss(%x, %t, %p, %m, %none, %r) : tensor<*, ?>
  return %v
}

// -----

graph @nll_forward_total_weight_none(%x: tensor<[2, 3], f32>, %t: tensor<[2], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %r = prim.Constant {value = 0} : int
  %ig = prim.Constant {value = -100} : int
  %none = prim.Constant : none
  // expected-error @below {{'aten.nll_loss_forward' op has its total_weight (result #1) used with reduction none, where ATen does not compute it}}
  %v, %w = aten.nll_loss_forward(%x, %t, %none, %r, %ig) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %w
}

// -----

graph @cosine_embedding_target_rank(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  %m = prim.Constant {value = 0.0} : float
  // expected-error @below {{'aten.cosine_embedding_loss' op needs a 0-D or 1-D target, but it has rank 2}}
  %v = aten.cosine_embedding_loss(%a, %b, %y, %m, %r) : tensor<*, ?>
  return %v
}

// -----

graph @multilabel_rank3(%x: tensor<[2, 3, 4], f32>, %t: tensor<[2, 3, 4], i64>) -> (tensor<*, ?>) {
  %r = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.multilabel_margin_loss' op needs an input of rank 1 or 2, but it has rank 3}}
  %v = aten.multilabel_margin_loss(%x, %t, %r) : tensor<*, ?>
  return %v
}

// -----

graph @rrelu_training(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %lo = prim.Constant {value = 0.1} : float
  %hi = prim.Constant {value = 0.3} : float
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  // expected-error @below {{'aten.rrelu' op samples random negative slopes (argument 'training' (operand 3) is true); only inference (eval mode), with the slope (lower + upper) / 2, decomposes}}
  %v = aten.rrelu(%x, %lo, %hi, %t, %none) : tensor<*, ?>
  return %v
}

// -----

graph @glu_odd(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.glu' op halves dim 1 of size 3, which must be even}}
  %v = aten.glu(%x, %d) : tensor<*, ?>
  return %v
}

// -----

graph @bilinear_ranks(%a: tensor<[2, 3], f32>, %b: tensor<[2, 2, 4], f32>, %w: tensor<[5, 3, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  // expected-error @below {{'aten.bilinear' op needs inputs of one rank, 1 or more (they have ranks 2 and 3)}}
  %v = aten.bilinear(%a, %b, %w, %none) : tensor<*, ?>
  return %v
}

// -----

graph @convolution_mode_unknown(%x: tensor<[1, 2, 5], f32>, %w: tensor<[3, 2, 3], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %one = prim.Constant {value = [1]} : list<int>
  %mode = prim.Constant {value = "full"} : str
  %g = prim.Constant {value = 1} : int
  // expected-error @below {{'aten._convolution_mode' op argument 'padding' (operand 4) is "full"; torch accepts "same" and "valid"}}
  %v = aten._convolution_mode(%x, %w, %none, %one, %mode, %one, %g) : tensor<*, ?>
  return %v
}

// -----

graph @channel_shuffle_indivisible(%x: tensor<[n, 5, h], f32>) -> (tensor<*, ?>) {
  %g = prim.Constant {value = 2} : int
  // expected-error @below {{'aten.channel_shuffle' op cannot shuffle 5 channels in 2 groups}}
  %v = aten.channel_shuffle(%x, %g) : tensor<*, ?>
  return %v
}

// -----

graph @broadcast_tensors_mismatch(%x: tensor<[3], f32>, %y: tensor<[4], f32>) -> (tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  // expected-error @below {{'aten.broadcast_tensors' op cannot broadcast sizes 3 and 4}}
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>)
  return %a
}

// -----

graph @im2col_rank(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %one = prim.Constant {value = [1, 1]} : list<int>
  %zero = prim.Constant {value = [0, 0]} : list<int>
  // expected-error @below {{'aten.im2col' op needs an input of rank 3 or 4, but it has rank 2}}
  %v = aten.im2col(%x, %k, %one, %zero, %one) : tensor<*, ?>
  return %v
}

// -----

graph @col2im_blocks(%x: tensor<[1, 8, 5], f32>) -> (tensor<*, ?>) {
  %o = prim.Constant {value = [3, 4]} : list<int>
  %k = prim.Constant {value = [2, 2]} : list<int>
  %one = prim.Constant {value = [1, 1]} : list<int>
  %zero = prim.Constant {value = [0, 0]} : list<int>
  // expected-error @below {{'aten.col2im' op has 5 blocks, but the output size and window give 6}}
  %v = aten.col2im(%x, %o, %k, %one, %zero, %one) : tensor<*, ?>
  return %v
}

// -----

graph @max_unpool_output_size(%x: tensor<[1, 1, 2, 2], f32>, %i: tensor<[1, 1, 2, 2], i64>) -> (tensor<*, ?>) {
  %o = prim.Constant {value = [4, 4, 4]} : list<int>
  // expected-error @below {{'aten.max_unpool2d' op argument 'output_size' (operand 2) has 3 entries, expected 2}}
  %v = aten.max_unpool2d(%x, %i, %o) : tensor<*, ?>
  return %v
}

// -----

graph @embedding_bag_offset2bag_used(%w: tensor<[5, 3], f32>, %i: tensor<[4], i64>, %off: tensor<[2], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %m = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  // expected-error @below {{'aten.embedding_bag' op has its result #1 used; only the bags (result #0) decompose}}
  %o, %a, %b, %c = aten.embedding_bag(%w, %i, %off, %f, %m, %f, %none, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o, %a
}

// -----

graph @embedding_bag_weights_mean(%w: tensor<[5, 3], f32>, %i: tensor<[4], i64>, %off: tensor<[2], i64>, %psw: tensor<[4], f32>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %m = prim.Constant {value = 1} : int
  // expected-error @below {{'aten.embedding_bag' op has per_sample_weights with mode 1; torch supports them only with sum (0)}}
  %o, %a, %b, %c = aten.embedding_bag(%w, %i, %off, %f, %m, %f, %psw, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_negative_padding(%w: tensor<[v, 3], f32>, %i: tensor<[4], i64>, %off: tensor<[2], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %m = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %p = prim.Constant {value = -1} : int
  // expected-error @below {{'aten.embedding_bag.padding_idx' op has a negative padding_idx -1, which counts from the end of a weight of unknown size}}
  %o, %a, %b, %c = aten.embedding_bag.padding_idx(%w, %i, %off, %f, %m, %f, %none, %f, %p) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @ctc_loss_rank4(%lp: tensor<[6, 2, 5, 1], f32>, %t: tensor<[2, 3], i64>, %il: tensor<[2], i64>, %tl: tensor<[2], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.ctc_loss.Tensor' op needs log_probs of rank 3 ([T, B, C]) or 2 ([T, C]), but it has rank 4}}
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_one_sample_padded(%lp: tensor<[6, 5], f32>, %t: tensor<[1, 3], i64>, %il: tensor<[], i64>, %tl: tensor<[], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.ctc_loss.Tensor' op needs 1-D targets with 2-D log_probs (one sample), but they have rank 2}}
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

graph @ctc_loss_float_lengths(%lp: tensor<[6, 2, 5], f32>, %t: tensor<[2, 3], i64>, %il: tensor<[2], f32>, %tl: tensor<[2], i64>) -> (tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %r = prim.Constant {value = 1} : int
  %f = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.ctc_loss.Tensor' op argument 'input_lengths' (operand 2) must be an integer tensor, but it has type tensor<[2], f32>}}
  %v = aten.ctc_loss.Tensor(%lp, %t, %il, %tl, %blank, %r, %f) : tensor<*, ?>
  return %v
}

// -----

// log_alpha is ATen's state for the backward pass; only the loss decomposes.
graph @ctc_loss_log_alpha_used(%lp: tensor<[6, 2, 5], f32>, %t: tensor<[2, 3], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %blank = prim.Constant {value = 0} : int
  %f = prim.Constant {value = false} : bool
  %il = prim.Constant {value = [6, 5]} : list<int>
  %tl = prim.Constant {value = [3, 2]} : list<int>
  // expected-error @below {{'aten._ctc_loss' op has its result #1 (log_alpha, for the backward pass) used; only the loss (result #0) decomposes}}
  %v, %a = aten._ctc_loss(%lp, %t, %il, %tl, %blank, %f) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %a
}

// -----

graph @fractional_max_pool2d_rank2(%x: tensor<[7, 8], f32>, %u: tensor<[1, 1, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %o = prim.Constant {value = [3, 4]} : list<int>
  // expected-error @below {{'aten.fractional_max_pool2d' op needs an input of rank 3 or 4, but it has rank 2}}
  %v, %i = aten.fractional_max_pool2d(%x, %k, %o, %u) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @fractional_max_pool2d_int(%x: tensor<[1, 1, 7, 8], i64>, %u: tensor<[1, 1, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %o = prim.Constant {value = [3, 4]} : list<int>
  // expected-error @below {{'aten.fractional_max_pool2d' op needs a floating input}}
  %v, %i = aten.fractional_max_pool2d(%x, %k, %o, %u) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}
