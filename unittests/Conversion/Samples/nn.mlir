// Numeric sweep samples: convolution, pooling, normalization, resampling
// and channel rearrangements.

graph @conv1d(%x: tensor<[2, 3, 8], f32>, %w: tensor<[4, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4, 4], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %r4_0 = aten.conv1d(%x, %w, %b, %c1, %c2, %c3, %c4) : tensor<[2, 4, 4], f32>
  return %r4_0
}

// -----

graph @conv1d_groups_dilation(%x: tensor<[1, 4, 9], f32>, %w: tensor<[6, 2, 2], f32>) -> (tensor<[1, 6, 7], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [2]} : list<int>
  %c5 = prim.Constant {value = 2} : int
  %r5_0 = aten.conv1d(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 6, 7], f32>
  return %r5_0
}

// -----

graph @conv2d(%x: tensor<[1, 3, 6, 6], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[1, 4, 3, 3], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1, 1]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %r4_0 = aten.conv2d(%x, %w, %b, %c1, %c2, %c3, %c4) : tensor<[1, 4, 3, 3], f32>
  return %r4_0
}

// -----

graph @conv2d_f64_depthwise(%x: tensor<[2, 4, 5, 5], f64>, %w: tensor<[4, 1, 3, 3], f64>) -> (tensor<[2, 4, 3, 3], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1, 2]} : list<int>
  %c3 = prim.Constant {value = [0, 1]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 4} : int
  %r5_0 = aten.conv2d(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 4, 3, 3], f64>
  return %r5_0
}

// -----

graph @conv3d(%x: tensor<[1, 2, 5, 5, 5], f32>, %w: tensor<[3, 2, 3, 3, 3], f32>, %b: tensor<[3], f32>) -> (tensor<[1, 3, 5, 5, 5], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %r4_0 = aten.conv3d(%x, %w, %b, %c1, %c2, %c3, %c4) : tensor<[1, 3, 5, 5, 5], f32>
  return %r4_0
}

// -----

graph @conv3d_strided(%x: tensor<[1, 2, 6, 5, 4], f32>, %w: tensor<[2, 1, 2, 2, 2], f32>) -> (tensor<[1, 2, 3, 4, 2], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2, 1, 2]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 2} : int
  %r5_0 = aten.conv3d(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 3, 4, 2], f32>
  return %r5_0
}

// -----

graph @conv1d_same(%x: tensor<[1, 2, 7], f32>, %w: tensor<[3, 2, 4], f32>) -> (tensor<[1, 3, 7], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "same"} : str
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv1d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 3, 7], f32>
  return %r5_0
}

// -----

graph @conv1d_valid(%x: tensor<[1, 2, 7], f32>, %w: tensor<[3, 2, 4], f32>, %b: tensor<[3], f32>) -> (tensor<[1, 3, 2], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = "valid"} : str
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %r4_0 = aten.conv1d.padding(%x, %w, %b, %c1, %c2, %c3, %c4) : tensor<[1, 3, 2], f32>
  return %r4_0
}

// -----

graph @conv2d_same(%x: tensor<[1, 2, 6, 6], f32>, %w: tensor<[3, 2, 3, 2], f32>) -> (tensor<[1, 3, 6, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "same"} : str
  %c4 = prim.Constant {value = [2, 1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv2d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 3, 6, 6], f32>
  return %r5_0
}

// -----

graph @conv2d_valid(%x: tensor<[1, 2, 6, 6], f64>, %w: tensor<[3, 2, 3, 3], f64>) -> (tensor<[1, 3, 4, 4], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "valid"} : str
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv2d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 3, 4, 4], f64>
  return %r5_0
}

// -----

graph @conv3d_same(%x: tensor<[1, 1, 4, 4, 4], f32>, %w: tensor<[2, 1, 3, 3, 3], f32>) -> (tensor<[1, 2, 4, 4, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "same"} : str
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv3d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 4, 4, 4], f32>
  return %r5_0
}

// -----

graph @conv3d_valid(%x: tensor<[1, 1, 4, 4, 4], f32>, %w: tensor<[2, 1, 2, 2, 2], f32>) -> (tensor<[1, 2, 3, 3, 3], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = "valid"} : str
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %r5_0 = aten.conv3d.padding(%x, %w, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 3, 3, 3], f32>
  return %r5_0
}

// -----

graph @convolution(%x: tensor<[1, 3, 6, 6], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[1, 4, 6, 6], f32>) {
  %c1 = prim.Constant {value = [1, 1]} : list<int>
  %c2 = prim.Constant {value = [1, 1]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = [0, 0]} : list<int>
  %c6 = prim.Constant {value = 1} : int
  %r6_0 = aten.convolution(%x, %w, %b, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 4, 6, 6], f32>
  return %r6_0
}

// -----

graph @convolution_transposed(%x: tensor<[1, 3, 4, 4], f32>, %w: tensor<[3, 2, 3, 3], f32>) -> (tensor<[1, 2, 8, 8], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2, 2]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = [1, 1]} : list<int>
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant {value = [1, 1]} : list<int>
  %c7 = prim.Constant {value = 1} : int
  %r7_0 = aten.convolution(%x, %w, %c1, %c2, %c3, %c4, %c5, %c6, %c7) : tensor<[1, 2, 8, 8], f32>
  return %r7_0
}

// -----

graph @_convolution(%x: tensor<[1, 2, 7], f32>, %w: tensor<[4, 2, 3], f32>) -> (tensor<[1, 4, 5], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = [0]} : list<int>
  %c7 = prim.Constant {value = 1} : int
  %c8 = prim.Constant {value = false} : bool
  %c9 = prim.Constant {value = false} : bool
  %c10 = prim.Constant {value = true} : bool
  %c11 = prim.Constant {value = true} : bool
  %r11_0 = aten._convolution(%x, %w, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11) : tensor<[1, 4, 5], f32>
  return %r11_0
}

// -----

graph @_convolution_transposed(%x: tensor<[1, 4, 3, 3], f64>, %w: tensor<[4, 1, 2, 2], f64>, %b: tensor<[2], f64>) -> (tensor<[1, 2, 7, 6], f64>) {
  %c1 = prim.Constant {value = [2, 2]} : list<int>
  %c2 = prim.Constant {value = [0, 0]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = [1, 0]} : list<int>
  %c6 = prim.Constant {value = 2} : int
  %c7 = prim.Constant {value = false} : bool
  %c8 = prim.Constant {value = false} : bool
  %c9 = prim.Constant {value = true} : bool
  %c10 = prim.Constant {value = true} : bool
  %r10_0 = aten._convolution(%x, %w, %b, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10) : tensor<[1, 2, 7, 6], f64>
  return %r10_0
}

// -----

graph @conv_transpose1d(%x: tensor<[2, 3, 5], f32>, %w: tensor<[3, 2, 3], f32>, %b: tensor<[2], f32>) -> (tensor<[2, 2, 10], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = [1]} : list<int>
  %r5_0 = aten.conv_transpose1d(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 2, 10], f32>
  return %r5_0
}

// -----

graph @conv_transpose1d_groups(%x: tensor<[1, 4, 5], f32>, %w: tensor<[4, 1, 2], f32>) -> (tensor<[1, 2, 7], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [0]} : list<int>
  %c5 = prim.Constant {value = 2} : int
  %c6 = prim.Constant {value = [2]} : list<int>
  %r6_0 = aten.conv_transpose1d(%x, %w, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 2, 7], f32>
  return %r6_0
}

// -----

graph @conv_transpose2d(%x: tensor<[1, 3, 4, 4], f32>, %w: tensor<[3, 2, 3, 3], f32>, %b: tensor<[2], f32>) -> (tensor<[1, 2, 8, 8], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = [1]} : list<int>
  %r5_0 = aten.conv_transpose2d.input(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 8, 8], f32>
  return %r5_0
}

// -----

graph @conv_transpose2d_f64(%x: tensor<[2, 2, 3, 3], f64>, %w: tensor<[2, 3, 2, 2], f64>) -> (tensor<[2, 3, 5, 5], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [1, 2]} : list<int>
  %c3 = prim.Constant {value = [0, 1]} : list<int>
  %c4 = prim.Constant {value = [0, 1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %c6 = prim.Constant {value = [2, 1]} : list<int>
  %r6_0 = aten.conv_transpose2d.input(%x, %w, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[2, 3, 5, 5], f64>
  return %r6_0
}

// -----

graph @conv_transpose3d(%x: tensor<[1, 2, 3, 3, 3], f32>, %w: tensor<[2, 2, 2, 2, 2], f32>, %b: tensor<[2], f32>) -> (tensor<[1, 2, 6, 6, 6], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [0]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = [1]} : list<int>
  %r5_0 = aten.conv_transpose3d.input(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 6, 6, 6], f32>
  return %r5_0
}

// -----

graph @conv_transpose3d_padded(%x: tensor<[1, 2, 3, 3, 2], f32>, %w: tensor<[2, 1, 3, 3, 3], f32>) -> (tensor<[1, 1, 6, 6, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = 1} : int
  %c6 = prim.Constant {value = [1]} : list<int>
  %r6_0 = aten.conv_transpose3d.input(%x, %w, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 1, 6, 6, 4], f32>
  return %r6_0
}

// -----

graph @max_pool1d(%x: tensor<[2, 3, 9], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.max_pool1d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 3, 5], f32>
  return %r5_0
}

// -----

graph @max_pool1d_ceil_f64(%x: tensor<[1, 2, 8], f64>) -> (tensor<[1, 2, 3], f64>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = true} : bool
  %r5_0 = aten.max_pool1d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 3], f64>
  return %r5_0
}

// -----

graph @max_pool2d(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<[1, 3, 4, 4], f32>) {
  %c1 = prim.Constant {value = [2, 2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.max_pool2d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 3, 4, 4], f32>
  return %r5_0
}

// -----

graph @max_pool2d_dilated_ceil(%x: tensor<[2, 2, 9, 7], f32>) -> (tensor<[2, 2, 4, 6], f32>) {
  %c1 = prim.Constant {value = [3, 2]} : list<int>
  %c2 = prim.Constant {value = [2, 1]} : list<int>
  %c3 = prim.Constant {value = [1, 0]} : list<int>
  %c4 = prim.Constant {value = [2, 1]} : list<int>
  %c5 = prim.Constant {value = true} : bool
  %r5_0 = aten.max_pool2d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 2, 4, 6], f32>
  return %r5_0
}

// -----

graph @max_pool2d_f64(%x: tensor<[1, 2, 6, 6], f64>) -> (tensor<[1, 2, 3, 3], f64>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.max_pool2d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 3, 3], f64>
  return %r5_0
}

// -----

graph @max_pool3d(%x: tensor<[1, 2, 6, 6, 6], f32>) -> (tensor<[1, 2, 3, 3, 3], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.max_pool3d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 3, 3, 3], f32>
  return %r5_0
}

// -----

graph @max_pool3d_padded(%x: tensor<[1, 1, 5, 6, 7], f64>) -> (tensor<[1, 1, 3, 4, 4], f64>) {
  %c1 = prim.Constant {value = [3, 3, 3]} : list<int>
  %c2 = prim.Constant {value = [2, 2, 2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = true} : bool
  %r5_0 = aten.max_pool3d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 1, 3, 4, 4], f64>
  return %r5_0
}

// -----

graph @max_pool1d_with_indices(%x: tensor<[1, 2, 8], f32>) -> (tensor<[1, 2, 4], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0, %r5_1 = aten.max_pool1d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 2, 4], f32>, tensor<[1, 2, 4], i64>)
  return %r5_0
}

// -----

graph @max_pool1d_with_indices_pad(%x: tensor<[1, 2, 8], f64>) -> (tensor<[1, 2, 8], f64>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0, %r5_1 = aten.max_pool1d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 2, 8], f64>, tensor<[1, 2, 8], i64>)
  return %r5_0
}

// -----

graph @max_pool2d_with_indices(%x: tensor<[1, 2, 6, 6], f32>) -> (tensor<[1, 2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [3, 3]} : list<int>
  %c2 = prim.Constant {value = [2, 2]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = [1, 1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0, %r5_1 = aten.max_pool2d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 2, 3, 3], f32>, tensor<[1, 2, 3, 3], i64>)
  return %r5_0
}

// -----

graph @max_pool2d_with_indices_ceil(%x: tensor<[1, 2, 7, 5], f32>) -> (tensor<[1, 2, 4, 3], f32>) {
  %c1 = prim.Constant {value = [2, 2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0, 0]} : list<int>
  %c4 = prim.Constant {value = [1, 1]} : list<int>
  %c5 = prim.Constant {value = true} : bool
  %r5_0, %r5_1 = aten.max_pool2d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 2, 4, 3], f32>, tensor<[1, 2, 4, 3], i64>)
  return %r5_0
}

// -----

graph @max_pool3d_with_indices(%x: tensor<[1, 1, 4, 4, 4], f32>) -> (tensor<[1, 1, 2, 2, 2], f32>) {
  %c1 = prim.Constant {value = [2, 2, 2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = false} : bool
  %r5_0, %r5_1 = aten.max_pool3d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 1, 2, 2, 2], f32>, tensor<[1, 1, 2, 2, 2], i64>)
  return %r5_0
}

// -----

graph @max_pool3d_with_indices_f64(%x: tensor<[1, 1, 5, 4, 4], f64>) -> (tensor<[1, 1, 3, 3, 3], f64>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = [1]} : list<int>
  %c5 = prim.Constant {value = true} : bool
  %r5_0, %r5_1 = aten.max_pool3d_with_indices(%x, %c1, %c2, %c3, %c4, %c5) : (tensor<[1, 1, 3, 3, 3], f64>, tensor<[1, 1, 3, 3, 3], i64>)
  return %r5_0
}

// -----

graph @avg_pool1d(%x: tensor<[2, 3, 9], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %r5_0 = aten.avg_pool1d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 3, 5], f32>
  return %r5_0
}

// -----

graph @avg_pool1d_exclude_pad_ceil(%x: tensor<[1, 2, 8], f64>) -> (tensor<[1, 2, 5], f64>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.avg_pool1d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 5], f64>
  return %r5_0
}

// -----

graph @avg_pool2d(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<[1, 3, 4, 4], f32>) {
  %c1 = prim.Constant {value = [2, 2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0 = aten.avg_pool2d(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 3, 4, 4], f32>
  return %r6_0
}

// -----

graph @avg_pool2d_pad_exclude(%x: tensor<[1, 2, 7, 7], f32>) -> (tensor<[1, 2, 4, 4], f32>) {
  %c1 = prim.Constant {value = [3, 3]} : list<int>
  %c2 = prim.Constant {value = [2, 2]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %r6_0 = aten.avg_pool2d(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 2, 4, 4], f32>
  return %r6_0
}

// -----

graph @avg_pool2d_divisor(%x: tensor<[1, 2, 6, 6], f32>) -> (tensor<[1, 2, 4, 4], f32>) {
  %c1 = prim.Constant {value = [2, 2]} : list<int>
  %c2 = prim.Constant {value = [2, 2]} : list<int>
  %c3 = prim.Constant {value = [1, 1]} : list<int>
  %c4 = prim.Constant {value = true} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant {value = 3} : int
  %r6_0 = aten.avg_pool2d(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 2, 4, 4], f32>
  return %r6_0
}

// -----

graph @avg_pool3d(%x: tensor<[1, 2, 4, 4, 4], f32>) -> (tensor<[1, 2, 2, 2, 2], f32>) {
  %c1 = prim.Constant {value = [2]} : list<int>
  %c2 = prim.Constant {value = []} : list<int>
  %c3 = prim.Constant {value = [0]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant : none
  %r6_0 = aten.avg_pool3d(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 2, 2, 2, 2], f32>
  return %r6_0
}

// -----

graph @avg_pool3d_pad_divisor(%x: tensor<[1, 1, 5, 5, 5], f64>) -> (tensor<[1, 1, 3, 3, 3], f64>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant {value = [2]} : list<int>
  %c3 = prim.Constant {value = [1]} : list<int>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = 5} : int
  %r6_0 = aten.avg_pool3d(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[1, 1, 3, 3, 3], f64>
  return %r6_0
}

// -----

graph @adaptive_avg_pool1d(%x: tensor<[2, 3, 7], f32>) -> (tensor<[2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %r1_0 = aten.adaptive_avg_pool1d(%x, %c1) : tensor<[2, 3, 3], f32>
  return %r1_0
}

// -----

graph @adaptive_avg_pool1d_unbatched(%x: tensor<[3, 8], f64>) -> (tensor<[3, 4], f64>) {
  %c1 = prim.Constant {value = [4]} : list<int>
  %r1_0 = aten.adaptive_avg_pool1d(%x, %c1) : tensor<[3, 4], f64>
  return %r1_0
}

// -----

graph @adaptive_avg_pool2d_global(%x: tensor<[1, 3, 5, 5], f32>) -> (tensor<[1, 3, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, 1]} : list<int>
  %r1_0 = aten.adaptive_avg_pool2d(%x, %c1) : tensor<[1, 3, 1, 1], f32>
  return %r1_0
}

// -----

graph @adaptive_avg_pool2d_divisible(%x: tensor<[1, 3, 8, 6], f32>) -> (tensor<[1, 3, 2, 3], f32>) {
  %c1 = prim.Constant {value = [2, 3]} : list<int>
  %r1_0 = aten.adaptive_avg_pool2d(%x, %c1) : tensor<[1, 3, 2, 3], f32>
  return %r1_0
}

// -----

graph @adaptive_avg_pool2d_uneven(%x: tensor<[2, 3, 7, 5], f32>) -> (tensor<[2, 3, 3, 2], f32>) {
  %c1 = prim.Constant {value = [3, 2]} : list<int>
  %r1_0 = aten.adaptive_avg_pool2d(%x, %c1) : tensor<[2, 3, 3, 2], f32>
  return %r1_0
}

// -----

graph @adaptive_avg_pool2d_3d_input(%x: tensor<[3, 6, 6], f64>) -> (tensor<[3, 4, 4], f64>) {
  %c1 = prim.Constant {value = [4, 4]} : list<int>
  %r1_0 = aten.adaptive_avg_pool2d(%x, %c1) : tensor<[3, 4, 4], f64>
  return %r1_0
}

// -----

graph @adaptive_avg_pool3d(%x: tensor<[1, 2, 4, 5, 6], f32>) -> (tensor<[1, 2, 2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [2, 3, 3]} : list<int>
  %r1_0 = aten.adaptive_avg_pool3d(%x, %c1) : tensor<[1, 2, 2, 3, 3], f32>
  return %r1_0
}

// -----

graph @adaptive_avg_pool3d_global(%x: tensor<[1, 2, 3, 3, 3], f64>) -> (tensor<[1, 2, 1, 1, 1], f64>) {
  %c1 = prim.Constant {value = [1, 1, 1]} : list<int>
  %r1_0 = aten.adaptive_avg_pool3d(%x, %c1) : tensor<[1, 2, 1, 1, 1], f64>
  return %r1_0
}

// -----

graph @adaptive_max_pool1d(%x: tensor<[2, 3, 7], f32>) -> (tensor<[2, 3, 3], f32>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool1d(%x, %c1) : (tensor<[2, 3, 3], f32>, tensor<[2, 3, 3], i64>)
  return %r1_0
}

// -----

graph @adaptive_max_pool1d_f64(%x: tensor<[1, 2, 9], f64>) -> (tensor<[1, 2, 9], f64>) {
  %c1 = prim.Constant {value = [9]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool1d(%x, %c1) : (tensor<[1, 2, 9], f64>, tensor<[1, 2, 9], i64>)
  return %r1_0
}

// -----

graph @adaptive_max_pool2d(%x: tensor<[1, 3, 7, 5], f32>) -> (tensor<[1, 3, 3, 2], f32>) {
  %c1 = prim.Constant {value = [3, 2]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool2d(%x, %c1) : (tensor<[1, 3, 3, 2], f32>, tensor<[1, 3, 3, 2], i64>)
  return %r1_0
}

// -----

graph @adaptive_max_pool2d_global(%x: tensor<[2, 3, 4, 4], f32>) -> (tensor<[2, 3, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, 1]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool2d(%x, %c1) : (tensor<[2, 3, 1, 1], f32>, tensor<[2, 3, 1, 1], i64>)
  return %r1_0
}

// -----

graph @adaptive_max_pool3d(%x: tensor<[1, 2, 4, 5, 6], f32>) -> (tensor<[1, 2, 2, 2, 3], f32>) {
  %c1 = prim.Constant {value = [2, 2, 3]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool3d(%x, %c1) : (tensor<[1, 2, 2, 2, 3], f32>, tensor<[1, 2, 2, 2, 3], i64>)
  return %r1_0
}

// -----

graph @adaptive_max_pool3d_f64(%x: tensor<[1, 1, 3, 3, 3], f64>) -> (tensor<[1, 1, 2, 2, 2], f64>) {
  %c1 = prim.Constant {value = [2, 2, 2]} : list<int>
  %r1_0, %r1_1 = aten.adaptive_max_pool3d(%x, %c1) : (tensor<[1, 1, 2, 2, 2], f64>, tensor<[1, 1, 2, 2, 2], i64>)
  return %r1_0
}

// -----

graph @batch_norm(%x: tensor<[2, 3, 4, 4], f32>, %w: tensor<[3], f32>, %b: tensor<[3], f32>, %m: tensor<[3], f32>) -> (tensor<[2, 3, 4, 4], f32>) {
  %c1 = prim.Constant {value = dense<tensor<[3], f32>, [0.7677562236785889, 1.0228922367095947, 0.5091022253036499]>} : tensor<[3], f32>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 1.0e-05} : float
  %c5 = prim.Constant {value = true} : bool
  %r5_0 = aten.batch_norm(%x, %w, %b, %m, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 3, 4, 4], f32>
  return %r5_0
}

// -----

graph @batch_norm_1d_noaffine(%x: tensor<[4, 3], f64>, %m: tensor<[3], f64>) -> (tensor<[4, 3], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = dense<tensor<[3], f64>, [1.0468621280093342, 0.8083181336562175, 0.8172107202745407]>} : tensor<[3], f64>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = 0.1} : float
  %c6 = prim.Constant {value = 0.001} : float
  %c7 = prim.Constant {value = false} : bool
  %r7_0 = aten.batch_norm(%x, %c1, %c2, %m, %c3, %c4, %c5, %c6, %c7) : tensor<[4, 3], f64>
  return %r7_0
}

// -----

graph @native_batch_norm(%x: tensor<[2, 3, 5], f32>, %w: tensor<[3], f32>, %b: tensor<[3], f32>, %m: tensor<[3], f32>) -> (tensor<[2, 3, 5], f32>) {
  %c1 = prim.Constant {value = dense<tensor<[3], f32>, [1.3857840299606323, 0.630586564540863, 0.6802902221679688]>} : tensor<[3], f32>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 1.0e-05} : float
  %r4_0, %r4_1, %r4_2 = aten.native_batch_norm(%x, %w, %b, %m, %c1, %c2, %c3, %c4) : (tensor<[2, 3, 5], f32>, tensor<[0], f32>, tensor<[0], f32>)
  return %r4_0
}

// -----

graph @native_batch_norm_noaffine_3d(%x: tensor<[1, 2, 2, 3, 3], f32>, %m: tensor<[2], f32>) -> (tensor<[1, 2, 2, 3, 3], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = dense<tensor<[2], f32>, [0.84014892578125, 1.0914301872253418]>} : tensor<[2], f32>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = 0.1} : float
  %c6 = prim.Constant {value = 0.01} : float
  %r6_0, %r6_1, %r6_2 = aten.native_batch_norm(%x, %c1, %c2, %m, %c3, %c4, %c5, %c6) : (tensor<[1, 2, 2, 3, 3], f32>, tensor<[0], f32>, tensor<[0], f32>)
  return %r6_0
}

// -----

graph @instance_norm(%x: tensor<[2, 3, 5, 5], f32>, %w: tensor<[3], f32>, %b: tensor<[3], f32>) -> (tensor<[2, 3, 5, 5], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant {value = 0.1} : float
  %c5 = prim.Constant {value = 1.0e-05} : float
  %c6 = prim.Constant {value = false} : bool
  %r6_0 = aten.instance_norm(%x, %w, %b, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<[2, 3, 5, 5], f32>
  return %r6_0
}

// -----

graph @instance_norm_1d_f64(%x: tensor<[2, 3, 6], f64>) -> (tensor<[2, 3, 6], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = true} : bool
  %c6 = prim.Constant {value = 0.1} : float
  %c7 = prim.Constant {value = 0.001} : float
  %c8 = prim.Constant {value = false} : bool
  %r8_0 = aten.instance_norm(%x, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8) : tensor<[2, 3, 6], f64>
  return %r8_0
}

// -----

graph @instance_norm_running(%x: tensor<[2, 3, 6], f32>, %m: tensor<[3], f32>) -> (tensor<[2, 3, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = dense<tensor<[3], f32>, [0.6375210881233215, 1.3240740299224854, 1.2922767400741577]>} : tensor<[3], f32>
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant {value = 0.1} : float
  %c6 = prim.Constant {value = 1.0e-05} : float
  %c7 = prim.Constant {value = false} : bool
  %r7_0 = aten.instance_norm(%x, %c1, %c2, %m, %c3, %c4, %c5, %c6, %c7) : tensor<[2, 3, 6], f32>
  return %r7_0
}

// -----

graph @layer_norm(%x: tensor<[2, 3, 4], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 3, 4], f32>) {
  %c1 = prim.Constant {value = [4]} : list<int>
  %c2 = prim.Constant {value = 1.0e-05} : float
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.layer_norm(%x, %c1, %w, %b, %c2, %c3) : tensor<[2, 3, 4], f32>
  return %r3_0
}

// -----

graph @layer_norm_2d_noaffine_f64(%x: tensor<[2, 3, 4], f64>) -> (tensor<[2, 3, 4], f64>) {
  %c1 = prim.Constant {value = [3, 4]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = 0.001} : float
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.layer_norm(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 3, 4], f64>
  return %r5_0
}

// -----

graph @native_layer_norm(%x: tensor<[2, 5], f32>, %w: tensor<[5], f32>, %b: tensor<[5], f32>) -> (tensor<[2, 5], f32>) {
  %c1 = prim.Constant {value = [5]} : list<int>
  %c2 = prim.Constant {value = 1.0e-05} : float
  %r2_0, %r2_1, %r2_2 = aten.native_layer_norm(%x, %c1, %w, %b, %c2) : (tensor<[2, 5], f32>, tensor<[2, 1], f32>, tensor<[2, 1], f32>)
  return %r2_0
}

// -----

graph @native_layer_norm_weight_only(%x: tensor<[2, 3, 4], f32>, %w: tensor<[3, 4], f32>) -> (tensor<[2, 3, 4], f32>) {
  %c1 = prim.Constant {value = [3, 4]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = 1.0e-06} : float
  %r3_0, %r3_1, %r3_2 = aten.native_layer_norm(%x, %c1, %w, %c2, %c3) : (tensor<[2, 3, 4], f32>, tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>)
  return %r3_0
}

// -----

graph @group_norm(%x: tensor<[2, 4, 3, 3], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4, 3, 3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1.0e-05} : float
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.group_norm(%x, %c1, %w, %b, %c2, %c3) : tensor<[2, 4, 3, 3], f32>
  return %r3_0
}

// -----

graph @group_norm_1d_noaffine_f64(%x: tensor<[2, 6, 5], f64>) -> (tensor<[2, 6, 5], f64>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = 0.001} : float
  %c5 = prim.Constant {value = false} : bool
  %r5_0 = aten.group_norm(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[2, 6, 5], f64>
  return %r5_0
}

// -----

graph @native_group_norm(%x: tensor<[2, 4, 3, 3], f32>, %w: tensor<[4], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4, 3, 3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 4} : int
  %c3 = prim.Constant {value = 9} : int
  %c4 = prim.Constant {value = 4} : int
  %c5 = prim.Constant {value = 1.0e-05} : float
  %r5_0, %r5_1, %r5_2 = aten.native_group_norm(%x, %w, %b, %c1, %c2, %c3, %c4, %c5) : (tensor<[2, 4, 3, 3], f32>, tensor<[2, 4], f32>, tensor<[2, 4], f32>)
  return %r5_0
}

// -----

graph @native_group_norm_noaffine(%x: tensor<[1, 6, 4], f32>) -> (tensor<[1, 6, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 6} : int
  %c5 = prim.Constant {value = 4} : int
  %c6 = prim.Constant {value = 2} : int
  %c7 = prim.Constant {value = 1.0e-05} : float
  %r7_0, %r7_1, %r7_2 = aten.native_group_norm(%x, %c1, %c2, %c3, %c4, %c5, %c6, %c7) : (tensor<[1, 6, 4], f32>, tensor<[1, 2], f32>, tensor<[1, 2], f32>)
  return %r7_0
}

// -----

graph @group_norm_one_channel_per_group(%x: tensor<[3, 12, 2, 5], f32>, %w: tensor<[12], f32>, %b: tensor<[12], f32>) -> (tensor<[3, 12, 2, 5], f32>) {
  %c1 = prim.Constant {value = 12} : int
  %c2 = prim.Constant {value = 0.001} : float
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.group_norm(%x, %c1, %w, %b, %c2, %c3) : tensor<[3, 12, 2, 5], f32>
  return %r3_0
}

// -----

graph @group_norm_one_group_f64(%x: tensor<[2, 6, 7], f64>, %w: tensor<[6], f64>) -> (tensor<[2, 6, 7], f64>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = 1.0e-05} : float
  %c4 = prim.Constant {value = true} : bool
  %r4_0 = aten.group_norm(%x, %c1, %w, %c2, %c3, %c4) : tensor<[2, 6, 7], f64>
  return %r4_0
}

// -----

graph @upsample_nearest1d(%x: tensor<[1, 2, 5], f32>) -> (tensor<[1, 2, 10], f32>) {
  %c1 = prim.Constant {value = [10]} : list<int>
  %c2 = prim.Constant : none
  %r2_0 = aten.upsample_nearest1d(%x, %c1, %c2) : tensor<[1, 2, 10], f32>
  return %r2_0
}

// -----

graph @upsample_nearest1d_down(%x: tensor<[1, 2, 7], f64>) -> (tensor<[1, 2, 3], f64>) {
  %c1 = prim.Constant {value = [3]} : list<int>
  %c2 = prim.Constant : none
  %r2_0 = aten.upsample_nearest1d(%x, %c1, %c2) : tensor<[1, 2, 3], f64>
  return %r2_0
}

// -----

graph @upsample_nearest1d_vec(%x: tensor<[1, 2, 5], f32>) -> (tensor<[1, 2, 10], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2.0]} : list<float>
  %r2_0 = aten.upsample_nearest1d.vec(%x, %c1, %c2) : tensor<[1, 2, 10], f32>
  return %r2_0
}

// -----

graph @upsample_nearest1d_vec_size(%x: tensor<[1, 2, 4], f32>) -> (tensor<[1, 2, 7], f32>) {
  %c1 = prim.Constant {value = [7]} : list<int>
  %c2 = prim.Constant : none
  %r2_0 = aten.upsample_nearest1d.vec(%x, %c1, %c2) : tensor<[1, 2, 7], f32>
  return %r2_0
}

// -----

graph @upsample_nearest2d(%x: tensor<[1, 2, 3, 4], f32>) -> (tensor<[1, 2, 6, 8], f32>) {
  %c1 = prim.Constant {value = [6, 8]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_nearest2d(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 8], f32>
  return %r3_0
}

// -----

graph @upsample_nearest2d_odd(%x: tensor<[1, 2, 3, 4], f32>) -> (tensor<[1, 2, 5, 7], f32>) {
  %c1 = prim.Constant {value = [5, 7]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_nearest2d(%x, %c1, %c2, %c3) : tensor<[1, 2, 5, 7], f32>
  return %r3_0
}

// -----

graph @upsample_nearest2d_vec(%x: tensor<[2, 2, 3, 3], f32>) -> (tensor<[2, 2, 6, 9], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2.0, 3.0]} : list<float>
  %r2_0 = aten.upsample_nearest2d.vec(%x, %c1, %c2) : tensor<[2, 2, 6, 9], f32>
  return %r2_0
}

// -----

graph @upsample_nearest2d_vec_size(%x: tensor<[1, 1, 4, 4], f64>) -> (tensor<[1, 1, 2, 6], f64>) {
  %c1 = prim.Constant {value = [2, 6]} : list<int>
  %c2 = prim.Constant : none
  %r2_0 = aten.upsample_nearest2d.vec(%x, %c1, %c2) : tensor<[1, 1, 2, 6], f64>
  return %r2_0
}

// -----

graph @upsample_nearest3d(%x: tensor<[1, 1, 2, 3, 2], f32>) -> (tensor<[1, 1, 4, 6, 4], f32>) {
  %c1 = prim.Constant {value = [4, 6, 4]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_nearest3d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 1, 4, 6, 4], f32>
  return %r4_0
}

// -----

graph @upsample_nearest3d_odd(%x: tensor<[1, 1, 2, 3, 2], f32>) -> (tensor<[1, 1, 3, 5, 3], f32>) {
  %c1 = prim.Constant {value = [3, 5, 3]} : list<int>
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_nearest3d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 1, 3, 5, 3], f32>
  return %r4_0
}

// -----

graph @upsample_nearest3d_vec(%x: tensor<[1, 2, 2, 2, 2], f32>) -> (tensor<[1, 2, 4, 4, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [2.0, 2.0, 2.0]} : list<float>
  %r2_0 = aten.upsample_nearest3d.vec(%x, %c1, %c2) : tensor<[1, 2, 4, 4, 4], f32>
  return %r2_0
}

// -----

graph @upsample_nearest3d_vec_size(%x: tensor<[1, 2, 2, 2, 2], f32>) -> (tensor<[1, 2, 3, 4, 5], f32>) {
  %c1 = prim.Constant {value = [3, 4, 5]} : list<int>
  %c2 = prim.Constant : none
  %r2_0 = aten.upsample_nearest3d.vec(%x, %c1, %c2) : tensor<[1, 2, 3, 4, 5], f32>
  return %r2_0
}

// -----

graph @upsample_linear1d(%x: tensor<[1, 2, 3], f32>) -> (tensor<[1, 2, 9], f32>) {
  %c1 = prim.Constant {value = [9]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_linear1d(%x, %c1, %c2, %c3) : tensor<[1, 2, 9], f32>
  return %r3_0
}

// -----

graph @upsample_linear1d_vec(%x: tensor<[1, 2, 3], f32>) -> (tensor<[1, 2, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0]} : list<float>
  %r3_0 = aten.upsample_linear1d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6], f32>
  return %r3_0
}

// -----

graph @upsample_linear1d_align(%x: tensor<[1, 2, 3], f32>) -> (tensor<[1, 2, 9], f32>) {
  %c1 = prim.Constant {value = [9]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_linear1d(%x, %c1, %c2, %c3) : tensor<[1, 2, 9], f32>
  return %r3_0
}

// -----

graph @upsample_linear1d_vec_align(%x: tensor<[1, 2, 3], f64>) -> (tensor<[1, 2, 6], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = [2.0]} : list<float>
  %r3_0 = aten.upsample_linear1d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6], f64>
  return %r3_0
}

// -----

graph @upsample_linear1d_vec_size(%x: tensor<[1, 2, 3], f32>) -> (tensor<[1, 2, 9], f32>) {
  %c1 = prim.Constant {value = [9]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_linear1d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 9], f32>
  return %r3_0
}

// -----

graph @upsample_bilinear2d(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_bilinear2d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 2, 7, 5], f32>
  return %r4_0
}

// -----

graph @upsample_bilinear2d_vec(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 6, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0, 1.5]} : list<float>
  %r3_0 = aten.upsample_bilinear2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 4], f32>
  return %r3_0
}

// -----

graph @upsample_bilinear2d_align(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_bilinear2d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 2, 7, 5], f32>
  return %r4_0
}

// -----

graph @upsample_bilinear2d_vec_align(%x: tensor<[1, 2, 3, 3], f64>) -> (tensor<[1, 2, 6, 4], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = [2.0, 1.5]} : list<float>
  %r3_0 = aten.upsample_bilinear2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 4], f64>
  return %r3_0
}

// -----

graph @upsample_bilinear2d_vec_size(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_bilinear2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 7, 5], f32>
  return %r3_0
}

// -----

graph @upsample_trilinear3d(%x: tensor<[1, 2, 3, 3, 3], f32>) -> (tensor<[1, 2, 4, 5, 3], f32>) {
  %c1 = prim.Constant {value = [4, 5, 3]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %r5_0 = aten.upsample_trilinear3d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 4, 5, 3], f32>
  return %r5_0
}

// -----

graph @upsample_trilinear3d_vec(%x: tensor<[1, 2, 3, 3, 3], f32>) -> (tensor<[1, 2, 6, 6, 4], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0, 2.0, 1.5]} : list<float>
  %r3_0 = aten.upsample_trilinear3d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 6, 4], f32>
  return %r3_0
}

// -----

graph @upsample_trilinear3d_align(%x: tensor<[1, 2, 3, 3, 3], f32>) -> (tensor<[1, 2, 4, 5, 3], f32>) {
  %c1 = prim.Constant {value = [4, 5, 3]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant : none
  %r5_0 = aten.upsample_trilinear3d(%x, %c1, %c2, %c3, %c4, %c5) : tensor<[1, 2, 4, 5, 3], f32>
  return %r5_0
}

// -----

graph @upsample_trilinear3d_vec_align(%x: tensor<[1, 2, 3, 3, 3], f64>) -> (tensor<[1, 2, 6, 6, 4], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = [2.0, 2.0, 1.5]} : list<float>
  %r3_0 = aten.upsample_trilinear3d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 6, 4], f64>
  return %r3_0
}

// -----

graph @upsample_trilinear3d_vec_size(%x: tensor<[1, 2, 3, 3, 3], f32>) -> (tensor<[1, 2, 4, 5, 3], f32>) {
  %c1 = prim.Constant {value = [4, 5, 3]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_trilinear3d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 4, 5, 3], f32>
  return %r3_0
}

// -----

graph @upsample_bicubic2d(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_bicubic2d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 2, 7, 5], f32>
  return %r4_0
}

// -----

graph @upsample_bicubic2d_vec(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 6, 6], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = [2.0, 2.0]} : list<float>
  %r3_0 = aten.upsample_bicubic2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 6], f32>
  return %r3_0
}

// -----

graph @upsample_bicubic2d_align(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %r4_0 = aten.upsample_bicubic2d(%x, %c1, %c2, %c3, %c4) : tensor<[1, 2, 7, 5], f32>
  return %r4_0
}

// -----

graph @upsample_bicubic2d_vec_align(%x: tensor<[1, 2, 3, 3], f64>) -> (tensor<[1, 2, 6, 6], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = [2.0, 2.0]} : list<float>
  %r3_0 = aten.upsample_bicubic2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 6, 6], f64>
  return %r3_0
}

// -----

graph @upsample_bicubic2d_vec_size(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 2, 7, 5], f32>) {
  %c1 = prim.Constant {value = [7, 5]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.upsample_bicubic2d.vec(%x, %c1, %c2, %c3) : tensor<[1, 2, 7, 5], f32>
  return %r3_0
}

// -----

graph @pixel_shuffle(%x: tensor<[1, 8, 2, 3], f32>) -> (tensor<[1, 2, 4, 6], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %r1_0 = aten.pixel_shuffle(%x, %c1) : tensor<[1, 2, 4, 6], f32>
  return %r1_0
}

// -----

graph @pixel_shuffle_batched_i64(%x: tensor<[2, 1, 9, 2, 2], i64>) -> (tensor<[2, 1, 1, 6, 6], i64>) {
  %c1 = prim.Constant {value = 3} : int
  %r1_0 = aten.pixel_shuffle(%x, %c1) : tensor<[2, 1, 1, 6, 6], i64>
  return %r1_0
}

// -----

graph @pixel_unshuffle(%x: tensor<[1, 2, 4, 6], f32>) -> (tensor<[1, 8, 2, 3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %r1_0 = aten.pixel_unshuffle(%x, %c1) : tensor<[1, 8, 2, 3], f32>
  return %r1_0
}

// -----

graph @pixel_unshuffle_rank3(%x: tensor<[1, 6, 9], f64>) -> (tensor<[9, 2, 3], f64>) {
  %c1 = prim.Constant {value = 3} : int
  %r1_0 = aten.pixel_unshuffle(%x, %c1) : tensor<[9, 2, 3], f64>
  return %r1_0
}

// -----

graph @channel_shuffle(%x: tensor<[2, 6, 3, 3], f32>) -> (tensor<[2, 6, 3, 3], f32>) {
  %c1 = prim.Constant {value = 3} : int
  %r1_0 = aten.channel_shuffle(%x, %c1) : tensor<[2, 6, 3, 3], f32>
  return %r1_0
}

// -----

graph @channel_shuffle_1d_i64(%x: tensor<[1, 4, 5], i64>) -> (tensor<[1, 4, 5], i64>) {
  %c1 = prim.Constant {value = 2} : int
  %r1_0 = aten.channel_shuffle(%x, %c1) : tensor<[1, 4, 5], i64>
  return %r1_0
}

// -----

graph @dropout_eval(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.dropout(%x, %c1, %c2) : tensor<[2, 3], f32>
  return %r2_0
}

// -----

graph @dropout_eval_f64(%x: tensor<[4], f64>) -> (tensor<[4], f64>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.dropout(%x, %c1, %c2) : tensor<[4], f64>
  return %r2_0
}
