// Numeric sweep samples: the ops torch.nn modules reach besides their
// layers (nn.mlir) and losses (losses.mlir): broadcast_tensors, the
// unsafe splits, glu, rrelu, bilinear, _convolution_mode, im2col and
// col2im (Unfold, Fold), max_unpool, embedding_bag, embedding_renorm.

graph @broadcast_tensors(%x: tensor<[3, 1], f32>, %y: tensor<[4], f32>, %z: tensor<[2, 1, 1], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y, %z) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b, %c = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

graph @broadcast_tensors_same(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %b
}

// -----

graph @unsafe_splits(%x: tensor<[5, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %s = prim.Constant {value = [1, 3]} : list<int>
  %a = aten.unsafe_split.Tensor(%x, %c2, %c0) : list<tensor<*, ?>>
  %a0, %a1, %a2 = prim.ListUnpack(%a) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %b = aten.unsafe_chunk(%x, %c2, %c1) : list<tensor<*, ?>>
  %b0, %b1 = prim.ListUnpack(%b) : (tensor<*, ?>, tensor<*, ?>)
  %c = aten.unsafe_split_with_sizes(%x, %s, %c1) : list<tensor<*, ?>>
  %c0_, %c1_ = prim.ListUnpack(%c) : (tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %b0, %b1, %c0_, %c1_
}

// -----

graph @glu(%x: tensor<[3, 6], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = -1} : int
  %v = aten.glu(%x, %d) : tensor<*, ?>
  return %v
}

// -----

graph @glu_dim1(%x: tensor<[2, 4, 3], f32>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 1} : int
  %v = aten.glu(%x, %d) : tensor<*, ?>
  return %v
}

// -----

graph @glu_f64(%x: tensor<[2, 2], f64>) -> (tensor<*, ?>) {
  %d = prim.Constant {value = 0} : int
  %v = aten.glu(%x, %d) : tensor<*, ?>
  return %v
}

// -----

graph @rrelu(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %lo = prim.Constant {value = 0.1} : float
  %hi = prim.Constant {value = 0.3} : float
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %v = aten.rrelu(%x, %lo, %hi, %f, %none) : tensor<*, ?>
  return %v
}

// -----

graph @rrelu_default(%x: tensor<[3, 4], f64>) -> (tensor<*, ?>) {
  %lo = prim.Constant {value = 0.125} : float
  %hi = prim.Constant {value = 0.33333333333333331} : float
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %v = aten.rrelu(%x, %lo, %hi, %f, %none) : tensor<*, ?>
  return %v
}

// -----

graph @rrelu_inplace(%x: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %lo = prim.Constant {value = 0.1} : float
  %hi = prim.Constant {value = 0.3} : float
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %c = aten.clone(%x, %none) : tensor<*, ?>
  %v = aten.rrelu_(%c, %lo, %hi, %f, %none) : tensor<*, ?>
  return %v
}

// -----

graph @rrelu_with_noise(%x: tensor<[3, 4], f32>, %n: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %lo = prim.Constant {value = 0.1} : float
  %hi = prim.Constant {value = 0.3} : float
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %v = aten.rrelu_with_noise(%x, %n, %lo, %hi, %f, %none) : tensor<*, ?>
  return %v
}

// -----

graph @rrelu_with_noise_inplace(%x: tensor<[3, 4], f32>, %n: tensor<[3, 4], f32>) -> (tensor<*, ?>) {
  %lo = prim.Constant {value = 0.1} : float
  %hi = prim.Constant {value = 0.3} : float
  %f = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %c = aten.clone(%x, %none) : tensor<*, ?>
  %v = aten.rrelu_with_noise_(%c, %n, %lo, %hi, %f, %none) : tensor<*, ?>
  return %v
}

// -----

graph @bilinear(%a: tensor<[5, 3], f32>, %b: tensor<[5, 4], f32>, %w: tensor<[2, 3, 4], f32>, %bias: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v = aten.bilinear(%a, %b, %w, %bias) : tensor<*, ?>
  return %v
}

// -----

graph @bilinear_nobias_3d(%a: tensor<[2, 5, 3], f32>, %b: tensor<[2, 5, 4], f32>, %w: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %v = aten.bilinear(%a, %b, %w, %none) : tensor<*, ?>
  return %v
}

// -----

graph @bilinear_one_sample(%a: tensor<[3], f64>, %b: tensor<[4], f64>, %w: tensor<[2, 3, 4], f64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %v = aten.bilinear(%a, %b, %w, %none) : tensor<*, ?>
  return %v
}

// -----

graph @convolution_mode_same_2d(%x: tensor<[1, 2, 6, 7], f32>, %w: tensor<[3, 2, 4, 3], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %s = prim.Constant {value = [1]} : list<int>
  %p = prim.Constant {value = "same"} : str
  %d = prim.Constant {value = [1, 2]} : list<int>
  %g = prim.Constant {value = 1} : int
  %v = aten._convolution_mode(%x, %w, %none, %s, %p, %d, %g) : tensor<*, ?>
  return %v
}

// -----

graph @convolution_mode_same_1d_even(%x: tensor<[2, 2, 7], f32>, %w: tensor<[4, 1, 4], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %s = prim.Constant {value = [1]} : list<int>
  %p = prim.Constant {value = "same"} : str
  %d = prim.Constant {value = [3]} : list<int>
  %g = prim.Constant {value = 2} : int
  %v = aten._convolution_mode(%x, %w, %none, %s, %p, %d, %g) : tensor<*, ?>
  return %v
}

// -----

graph @convolution_mode_valid_3d(%x: tensor<[1, 1, 5, 5, 6], f32>, %w: tensor<[2, 1, 2, 3, 2], f32>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %s = prim.Constant {value = [2, 1, 2]} : list<int>
  %p = prim.Constant {value = "valid"} : str
  %d = prim.Constant {value = [1]} : list<int>
  %g = prim.Constant {value = 1} : int
  %v = aten._convolution_mode(%x, %w, %none, %s, %p, %d, %g) : tensor<*, ?>
  return %v
}

// -----

graph @native_channel_shuffle(%x: tensor<[2, 6, 3], f32>) -> (tensor<*, ?>) {
  %g = prim.Constant {value = 3} : int
  %v = aten.native_channel_shuffle(%x, %g) : tensor<*, ?>
  return %v
}

// -----

graph @im2col(%x: tensor<[2, 3, 5, 6], f32>) -> (tensor<*, ?>) {
  %k = prim.Constant {value = [2, 3]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %p = prim.Constant {value = [0, 0]} : list<int>
  %s = prim.Constant {value = [1, 1]} : list<int>
  %v = aten.im2col(%x, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

graph @im2col_strided_padded_dilated(%x: tensor<[1, 2, 7, 6], f32>) -> (tensor<*, ?>) {
  %k = prim.Constant {value = [2, 3]} : list<int>
  %d = prim.Constant {value = [2, 1]} : list<int>
  %p = prim.Constant {value = [1, 2]} : list<int>
  %s = prim.Constant {value = [2, 3]} : list<int>
  %v = aten.im2col(%x, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

graph @im2col_unbatched(%x: tensor<[3, 4, 4], f32>) -> (tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %s = prim.Constant {value = [2, 2]} : list<int>
  %v = aten.im2col(%x, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

graph @col2im(%x: tensor<[2, 12, 12], f32>) -> (tensor<*, ?>) {
  %o = prim.Constant {value = [4, 5]} : list<int>
  %k = prim.Constant {value = [2, 2]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %p = prim.Constant {value = [0, 0]} : list<int>
  %s = prim.Constant {value = [1, 1]} : list<int>
  %v = aten.col2im(%x, %o, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

graph @col2im_strided_padded_dilated(%x: tensor<[1, 12, 12], f32>) -> (tensor<*, ?>) {
  %o = prim.Constant {value = [7, 6]} : list<int>
  %k = prim.Constant {value = [2, 3]} : list<int>
  %d = prim.Constant {value = [2, 1]} : list<int>
  %p = prim.Constant {value = [1, 2]} : list<int>
  %s = prim.Constant {value = [2, 3]} : list<int>
  %v = aten.col2im(%x, %o, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

graph @col2im_unbatched(%x: tensor<[12, 9], f32>) -> (tensor<*, ?>) {
  %o = prim.Constant {value = [4, 4]} : list<int>
  %k = prim.Constant {value = [2, 2]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %s = prim.Constant {value = [2, 2]} : list<int>
  %v = aten.col2im(%x, %o, %k, %d, %p, %s) : tensor<*, ?>
  return %v
}

// -----

graph @max_unpool2d(%x: tensor<[2, 3, 2, 2], f32>) -> (tensor<*, ?>) {
  %i = prim.Constant {value = dense<tensor<[2, 3, 2, 2], i64>, [6, 3, 16, 18, 5, 3, 10, 17, 5, 3, 15, 18, 5, 8, 15, 12, 5, 8, 11, 12, 0, 3, 10, 18]>} : tensor<[2, 3, 2, 2], i64>
  %o = prim.Constant {value = [4, 5]} : list<int>
  %v = aten.max_unpool2d(%x, %i, %o) : tensor<*, ?>
  return %v
}

// -----

graph @max_unpool2d_unbatched(%x: tensor<[3, 2, 2], f64>) -> (tensor<*, ?>) {
  %i = prim.Constant {value = dense<tensor<[3, 2, 2], i64>, [1, 6, 12, 15, 1, 6, 12, 10, 1, 6, 8, 10]>} : tensor<[3, 2, 2], i64>
  %o = prim.Constant {value = [4, 4]} : list<int>
  %v = aten.max_unpool2d(%x, %i, %o) : tensor<*, ?>
  return %v
}

// -----

graph @max_unpool3d(%x: tensor<[1, 2, 1, 2, 2], f32>) -> (tensor<*, ?>) {
  %i = prim.Constant {value = dense<tensor<[1, 2, 1, 2, 2], i64>, [5, 3, 29, 27, 5, 2, 24, 27]>} : tensor<[1, 2, 1, 2, 2], i64>
  %o = prim.Constant {value = [2, 4, 4]} : list<int>
  %s = prim.Constant {value = [2, 2, 2]} : list<int>
  %p = prim.Constant {value = [0, 0, 0]} : list<int>
  %v = aten.max_unpool3d(%x, %i, %o, %s, %p) : tensor<*, ?>
  return %v
}

// -----

graph @embedding_bag_mode0(%w: tensor<[6, 3], f32>, %i: tensor<[7], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[4], i64>, [0, 2, 2, 5]>} : tensor<[4], i64>
  %m = prim.Constant {value = 0} : int
  %o, %a, %b, %c = aten.embedding_bag(%w, %i, %off, %f, %m, %f, %none, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_mode1(%w: tensor<[6, 3], f32>, %i: tensor<[7], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[4], i64>, [0, 2, 2, 5]>} : tensor<[4], i64>
  %m = prim.Constant {value = 1} : int
  %o, %a, %b, %c = aten.embedding_bag(%w, %i, %off, %f, %m, %f, %none, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_mode2(%w: tensor<[6, 3], f32>, %i: tensor<[7], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[4], i64>, [0, 2, 2, 5]>} : tensor<[4], i64>
  %m = prim.Constant {value = 2} : int
  %o, %a, %b, %c = aten.embedding_bag(%w, %i, %off, %f, %m, %f, %none, %f) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_per_sample_weights_last_offset(%w: tensor<[6, 3], f32>, %i: tensor<[7], i64>, %psw: tensor<[7], f32>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[4], i64>, [0, 3, 3, 7]>} : tensor<[4], i64>
  %m = prim.Constant {value = 0} : int
  %o, %a, %b, %c = aten.embedding_bag(%w, %i, %off, %f, %m, %f, %psw, %t) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_padding_idx_mode0_2(%w: tensor<[5, 4], f32>, %i: tensor<[9], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[3], i32>, [0, 4, 4]>} : tensor<[3], i32>
  %m = prim.Constant {value = 0} : int
  %pad = prim.Constant {value = 2} : int
  %o, %a, %b, %c = aten.embedding_bag.padding_idx(%w, %i, %off, %f, %m, %f, %none, %f, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_padding_idx_mode1_m3(%w: tensor<[5, 4], f32>, %i: tensor<[9], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[3], i32>, [0, 4, 4]>} : tensor<[3], i32>
  %m = prim.Constant {value = 1} : int
  %pad = prim.Constant {value = -3} : int
  %o, %a, %b, %c = aten.embedding_bag.padding_idx(%w, %i, %off, %f, %m, %f, %none, %f, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_padding_idx_mode2_1(%w: tensor<[5, 4], f32>, %i: tensor<[9], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[3], i32>, [0, 4, 4]>} : tensor<[3], i32>
  %m = prim.Constant {value = 2} : int
  %pad = prim.Constant {value = 1} : int
  %o, %a, %b, %c = aten.embedding_bag.padding_idx(%w, %i, %off, %f, %m, %f, %none, %f, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_bag_padding_idx_mode1_none(%w: tensor<[5, 4], f32>, %i: tensor<[9], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[3], i32>, [0, 4, 4]>} : tensor<[3], i32>
  %m = prim.Constant {value = 1} : int
  %o, %a, %b, %c = aten.embedding_bag.padding_idx(%w, %i, %off, %f, %m, %f, %none, %f, %none) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @_embedding_bag(%w: tensor<[5, 4], f32>, %i: tensor<[8], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[3], i64>, [0, 4, 8]>} : tensor<[3], i64>
  %m = prim.Constant {value = 1} : int
  %pad = prim.Constant {value = 0} : int
  %o, %a, %b, %c = aten._embedding_bag(%w, %i, %off, %f, %m, %f, %none, %t, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @_embedding_bag_no_padding(%w: tensor<[5, 4], f64>, %i: tensor<[8], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[2], i64>, [0, 5]>} : tensor<[2], i64>
  %m = prim.Constant {value = 2} : int
  %pad = prim.Constant {value = -1} : int
  %o, %a, %b, %c = aten._embedding_bag(%w, %i, %off, %f, %m, %f, %none, %f, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @_embedding_bag_forward_only(%w: tensor<[5, 4], f32>, %i: tensor<[8], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[3], i64>, [0, 4, 8]>} : tensor<[3], i64>
  %m = prim.Constant {value = 1} : int
  %pad = prim.Constant {value = 0} : int
  %o, %a, %b, %c = aten._embedding_bag_forward_only(%w, %i, %off, %f, %m, %f, %none, %t, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @_embedding_bag_forward_only_no_padding(%w: tensor<[5, 4], f64>, %i: tensor<[8], i64>) -> (tensor<*, ?>) {
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %off = prim.Constant {value = dense<tensor<[2], i64>, [0, 5]>} : tensor<[2], i64>
  %m = prim.Constant {value = 2} : int
  %pad = prim.Constant {value = -1} : int
  %o, %a, %b, %c = aten._embedding_bag_forward_only(%w, %i, %off, %f, %m, %f, %none, %f, %pad) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %o
}

// -----

graph @embedding_renorm_p2(%w: tensor<[6, 3], f32>, %i: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %mx = prim.Constant {value = 1.0} : float
  %p = prim.Constant {value = 2.0} : float
  %v = aten.embedding_renorm(%w, %i, %mx, %p) : tensor<*, ?>
  return %v
}

// -----

graph @embedding_renorm_p1(%w: tensor<[6, 3], f32>, %i: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %mx = prim.Constant {value = 0.5} : float
  %p = prim.Constant {value = 1.0} : float
  %v = aten.embedding_renorm(%w, %i, %mx, %p) : tensor<*, ?>
  return %v
}

// -----

graph @embedding_renorm_p3(%w: tensor<[6, 3], f32>, %i: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %mx = prim.Constant {value = 100.0} : float
  %p = prim.Constant {value = 3.0} : float
  %v = aten.embedding_renorm(%w, %i, %mx, %p) : tensor<*, ?>
  return %v
}

// -----

graph @embedding_renorm_inplace(%w: tensor<[6, 3], f32>, %i: tensor<[4], i64>) -> (tensor<*, ?>) {
  %none = prim.Constant : none
  %mx = prim.Constant {value = 0.8} : float
  %p = prim.Constant {value = 2.0} : float
  %c = aten.clone(%w, %none) : tensor<*, ?>
  %v = aten.embedding_renorm_(%c, %i, %mx, %p) : tensor<*, ?>
  return %v
}

// -----

graph @max_pool2d_with_indices(%x: tensor<[2, 3, 7, 8], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %s = prim.Constant {value = [2, 2]} : list<int>
  %p = prim.Constant {value = [0, 0]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %c = prim.Constant {value = false} : bool
  %v, %i = aten.max_pool2d_with_indices(%x, %k, %s, %p, %d, %c) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @max_pool2d_with_indices_overlapping(%x: tensor<[1, 2, 7, 8], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [3, 3]} : list<int>
  %s = prim.Constant {value = [2, 1]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %c = prim.Constant {value = false} : bool
  %v, %i = aten.max_pool2d_with_indices(%x, %k, %s, %p, %d, %c) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @max_pool2d_with_indices_dilated_ceil(%x: tensor<[1, 2, 9, 8], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [3, 2]} : list<int>
  %s = prim.Constant {value = [2, 3]} : list<int>
  %p = prim.Constant {value = [1, 0]} : list<int>
  %d = prim.Constant {value = [2, 1]} : list<int>
  %c = prim.Constant {value = true} : bool
  %v, %i = aten.max_pool2d_with_indices(%x, %k, %s, %p, %d, %c) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @max_pool2d_with_indices_unbatched(%x: tensor<[3, 5, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %s = prim.Constant {value = []} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %c = prim.Constant {value = true} : bool
  %v, %i = aten.max_pool2d_with_indices(%x, %k, %s, %p, %d, %c) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @max_pool1d_with_indices(%x: tensor<[2, 3, 9], f64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [3]} : list<int>
  %s = prim.Constant {value = [2]} : list<int>
  %p = prim.Constant {value = [1]} : list<int>
  %d = prim.Constant {value = [2]} : list<int>
  %c = prim.Constant {value = false} : bool
  %v, %i = aten.max_pool1d_with_indices(%x, %k, %s, %p, %d, %c) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @max_pool3d_with_indices(%x: tensor<[1, 2, 4, 5, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = [2, 2, 3]} : list<int>
  %s = prim.Constant {value = [2, 1, 2]} : list<int>
  %p = prim.Constant {value = [0, 1, 1]} : list<int>
  %d = prim.Constant {value = [1]} : list<int>
  %c = prim.Constant {value = true} : bool
  %v, %i = aten.max_pool3d_with_indices(%x, %k, %s, %p, %d, %c) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @max_pool2d_then_unpool(%x: tensor<[2, 3, 7, 8], f32>) -> (tensor<*, ?>) {
  %k = prim.Constant {value = [3, 3]} : list<int>
  %s = prim.Constant {value = [2, 2]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %c = prim.Constant {value = false} : bool
  %v, %i = aten.max_pool2d_with_indices(%x, %k, %s, %p, %d, %c) : (tensor<*, ?>, tensor<*, ?>)
  %o = prim.Constant {value = [7, 8]} : list<int>
  %u = aten.max_unpool2d(%v, %i, %o) : tensor<*, ?>
  return %u
}

// -----

// fractional_max_pool2d/3d with given samples (FractionalPooling.cpp):
// the samples u in [0, 1) are the sigmoid of the random floats.
graph @fractional_max_pool2d(%x: tensor<[2, 3, 9, 11], f32>, %r: tensor<[2, 3, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %u = aten.sigmoid(%r) : tensor<*, ?>
  %k = prim.Constant {value = [2, 3]} : list<int>
  %o = prim.Constant {value = [4, 5]} : list<int>
  %v, %i = aten.fractional_max_pool2d(%x, %k, %o, %u) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @fractional_max_pool2d_unbatched_extremes(%x: tensor<[3, 7, 8], f64>, %r: tensor<[1, 3, 2], f64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %u = aten.sigmoid(%r) : tensor<*, ?>
  %k = prim.Constant {value = [2, 2]} : list<int>
  %o = prim.Constant {value = [1, 7]} : list<int>
  %v, %i = aten.fractional_max_pool2d(%x, %k, %o, %u) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}

// -----

graph @fractional_max_pool3d(%x: tensor<[2, 2, 6, 7, 8], f32>, %r: tensor<[2, 2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %u = aten.sigmoid(%r) : tensor<*, ?>
  %k = prim.Constant {value = [2, 2, 3]} : list<int>
  %o = prim.Constant {value = [3, 4, 3]} : list<int>
  %v, %i = aten.fractional_max_pool3d(%x, %k, %o, %u) : (tensor<*, ?>, tensor<*, ?>)
  return %v, %i
}
