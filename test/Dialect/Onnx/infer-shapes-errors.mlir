// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Provably wrong inputs of onnx ops are errors naming the op and the values
// that disagree (the verifier runs shape inference on every parse).

graph @dtypes(%a: tensor<[2], f32>, %b: tensor<[2], i64>) -> () {
  // expected-error @below {{'onnx.Sub' op input #1 ('B') has type tensor(int64), but T of Sub-14 is already tensor(float)}}
  %0 = onnx.Sub(%a, %b) : tensor<*, ?>
  return
}

// -----

graph @broadcast(%a: tensor<[b, 3], f32>, %c: tensor<[4], f32>) -> () {
  // expected-error @below {{'onnx.Div' op cannot broadcast dim 3 with dim 4 at position 1}}
  %0 = onnx.Div(%a, %c) : tensor<*, ?>
  return
}

// -----

graph @where_condition(%c: tensor<[2], f32>, %x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.Where' op input #0 ('condition') of Where-16 must be tensor(bool), got tensor(float)}}
  %0 = onnx.Where(%c, %x, %x) : tensor<*, ?>
  return
}

// -----

graph @softmax_axis(%x: tensor<[b, 4], f32>) -> () {
  // expected-error @below {{'onnx.Softmax' op axis -3 is out of range for rank 2}}
  %0 = onnx.Softmax(%x) {axis = -3} : tensor<*, ?>
  return
}

// -----

graph @conv_ranks(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op W of rank 3 does not match X of rank 4}}
  %0 = onnx.Conv(%x, %w) : tensor<*, ?>
  return
}

// -----

graph @conv_no_spatial(%x: tensor<[1, 3], f32>, %w: tensor<[4, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op X of rank 2 has no spatial dims: expected [N, C, *spatial]}}
  %0 = onnx.Conv(%x, %w) : tensor<*, ?>
  return
}

// -----

graph @conv_attr_rank(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op kernel_shape, strides, dilations and pads must have 2, 2, 2 and 4 entries for a 2-d convolution}}
  %0 = onnx.Conv(%x, %w) {kernel_shape = [3]} : tensor<*, ?>
  return
}

// -----

graph @conv_channels(%x: tensor<[1, 4, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op X has 4 channels, but W expects 6 (3 per group, 2 groups)}}
  %0 = onnx.Conv(%x, %w) {group = 2} : tensor<*, ?>
  return
}

// -----

graph @conv_group_divides(%x: tensor<[1, 8, 8, 8], f32>, %w: tensor<[6, 2, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op W's 6 output channels are not divisible by group = 4}}
  %0 = onnx.Conv(%x, %w) {group = 4} : tensor<*, ?>
  return
}

// -----

graph @conv_bias_rank(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[4, 1], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op B must be 1-D, got tensor<[4, 1], f32>}}
  %0 = onnx.Conv(%x, %w, %b) : tensor<*, ?>
  return
}

// -----

graph @conv_bias(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[5], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op B has 5 entries, but W has 4 output channels}}
  %0 = onnx.Conv(%x, %w, %b) : tensor<*, ?>
  return
}

// -----

graph @conv_kernel_shape(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op kernel_shape [5, 5] does not match W's kernel dims [3, 3]}}
  %0 = onnx.Conv(%x, %w) {kernel_shape = [5, 5]} : tensor<*, ?>
  return
}

// -----

graph @conv_dtypes(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f16>) -> () {
  // expected-error @below {{'onnx.Conv' op input #1 ('W') has type tensor(float16), but T of Conv-11 is already tensor(float)}}
  %0 = onnx.Conv(%x, %w) : tensor<*, ?>
  return
}

// -----

graph @conv_valid_too_small(%x: tensor<[1, 3, 2, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>) -> () {
  // expected-error @below {{'onnx.Conv' op conv: padded input size 2 is smaller than the effective kernel size 3}}
  %0 = onnx.Conv(%x, %w) {auto_pad = "VALID"} : tensor<*, ?>
  return
}

// -----

graph @pool_rank(%x: tensor<[1, 8, 8], f32>) -> () {
  // expected-error @below {{'onnx.MaxPool' op X of rank 3 does not match a 2-d kernel: expected [N, C, *spatial] of rank 4}}
  %0 = onnx.MaxPool(%x) {kernel_shape = [2, 2]} : tensor<*, ?>
  return
}

// -----

graph @pool_too_small(%x: tensor<[1, 1, 1, 8], f32>) -> () {
  // expected-error @below {{'onnx.AveragePool' op pool: padded input size 1 is smaller than the effective kernel size 2}}
  %0 = onnx.AveragePool(%x) {kernel_shape = [2, 2]} : tensor<*, ?>
  return
}

// -----

graph @reshape_shape(%x: tensor<[b, 3], f32>, %s: tensor<[2], i32>) -> () {
  // expected-error @below {{'onnx.Reshape' op input #1 ('shape') of Reshape-14 must be tensor(int64), got tensor(int32)}}
  %0 = onnx.Reshape(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @reshape_copies(%x: tensor<[b, 3], f32>) -> () {
  %s = onnx.Constant {value_ints = [1, 1, 0]} : tensor<[3], i64>
  // expected-error @below {{'onnx.Reshape' op reshape: 0 at position 2 copies a dim the input [b, 3] does not have}}
  %0 = onnx.Reshape(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @reshape_count(%x: tensor<[4, 3], f32>) -> () {
  %s = onnx.Constant {value_ints = [5, -1]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Reshape' op reshape: 12 elements cannot be viewed as [5, -1]}}
  %0 = onnx.Reshape(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @expand(%x: tensor<[b, 3], f32>) -> () {
  %s = onnx.Constant {value_ints = [1, 4]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Expand' op cannot broadcast dim 3 with dim 4 at position 1}}
  %0 = onnx.Expand(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @gemm_rank(%a: tensor<[2, 3, 4], f32>, %b: tensor<[4, 5], f32>) -> () {
  // expected-error @below {{'onnx.Gemm' op A must be 2-D, got tensor<[2, 3, 4], f32>}}
  %0 = onnx.Gemm(%a, %b) : tensor<*, ?>
  return
}

// -----

graph @gemm_contract(%a: tensor<[2, 3], f32>, %b: tensor<[4, 5], f32>) -> () {
  // expected-error @below {{'onnx.Gemm' op cannot contract dim 3 of A' with dim 4 of B'}}
  %0 = onnx.Gemm(%a, %b) : tensor<*, ?>
  return
}

// -----

graph @gemm_c_rank(%a: tensor<[2, 3], f32>, %b: tensor<[3, 4], f32>, %c: tensor<[1, 2, 4], f32>) -> () {
  // expected-error @below {{'onnx.Gemm' op C of rank 3 cannot broadcast to [M, N]}}
  %0 = onnx.Gemm(%a, %b, %c) : tensor<*, ?>
  return
}

// -----

graph @gemm_c(%a: tensor<[2, 3], f32>, %b: tensor<[4, 3], f32>, %c: tensor<[3], f32>) -> () {
  // expected-error @below {{'onnx.Gemm' op C of shape [3] cannot broadcast to [M, N] = [2, 4]}}
  %0 = onnx.Gemm(%a, %b, %c) {transB = 1} : tensor<*, ?>
  return
}

// -----

graph @matmul(%a: tensor<[2, 3], f32>, %b: tensor<[4, 5], f32>) -> () {
  // expected-error @below {{'onnx.MatMul' op matmul: cannot contract dim 3 of [2, 3] with dim 4 of [4, 5]}}
  %0 = onnx.MatMul(%a, %b) : tensor<*, ?>
  return
}

// -----

graph @slice_indices(%x: tensor<[b, 3], f32>, %s: tensor<[1], f32>) -> () {
  // expected-error @below {{'onnx.Slice' op input #1 ('starts') of Slice-13 must be one of tensor(int32), tensor(int64), got tensor(float)}}
  // expected-error @below {{'onnx.Slice' op input #2 ('ends') of Slice-13 must be one of tensor(int32), tensor(int64), got tensor(float)}}
  %0 = onnx.Slice(%x, %s, %s) : tensor<*, ?>
  return
}

// -----

graph @slice_lengths(%x: tensor<[b, 3], f32>, %one: tensor<[1], i64>, %two: tensor<[2], i64>) -> () {
  // expected-error @below {{'onnx.Slice' op starts, ends, axes and steps must have one length, but ends has 2 entries, not 1}}
  %0 = onnx.Slice(%x, %one, %two) : tensor<*, ?>
  return
}

// -----

graph @slice_repeated(%x: tensor<[b, 3], f32>, %z: tensor<[2], i64>) -> () {
  %a = onnx.Constant {value_ints = [0, -2]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Slice' op axis -2 is repeated}}
  %0 = onnx.Slice(%x, %z, %z, %a) : tensor<*, ?>
  return
}

// -----

graph @slice_axis(%x: tensor<[b, 3], f32>, %z: tensor<[1], i64>) -> () {
  %a = onnx.Constant {value_ints = [2]} : tensor<[1], i64>
  // expected-error @below {{'onnx.Slice' op axis 2 is out of range for rank 2}}
  %0 = onnx.Slice(%x, %z, %z, %a) : tensor<*, ?>
  return
}

// -----

graph @slice_step(%x: tensor<[b, 3], f32>, %z: tensor<[1], i64>, %none: none) -> () {
  %s = onnx.Constant {value_ints = [0]} : tensor<[1], i64>
  // expected-error @below {{'onnx.Slice' op slice: step cannot be 0}}
  %0 = onnx.Slice(%x, %z, %z, %none, %s) : tensor<*, ?>
  return
}

// -----

graph @gather_indices(%x: tensor<[b, 3], f32>, %i: tensor<[2], i16>) -> () {
  // expected-error @below {{'onnx.Gather' op input #1 ('indices') of Gather-13 must be one of tensor(int32), tensor(int64), got tensor(int16)}}
  %0 = onnx.Gather(%x, %i) : tensor<*, ?>
  return
}

// -----

graph @gather_range(%x: tensor<[b, 3], f32>) -> () {
  %i = onnx.Constant {value_int = 3} : tensor<[], i64>
  // expected-error @below {{'onnx.Gather' op index 3 is out of range for a dim of size 3}}
  %0 = onnx.Gather(%x, %i) {axis = 1} : tensor<*, ?>
  return
}

// -----

graph @gather_axis(%x: tensor<[b, 3], f32>, %i: tensor<[], i64>) -> () {
  // expected-error @below {{'onnx.Gather' op gather: axis -3 is out of range for rank 2}}
  %0 = onnx.Gather(%x, %i) {axis = -3} : tensor<*, ?>
  return
}

// -----

graph @concat(%a: tensor<[b, 3], f32>, %c: tensor<[b, 4], f32>) -> () {
  // expected-error @below {{'onnx.Concat' op concat: dim 4 of tensor 1 does not match dim 3 at position 1}}
  %0 = onnx.Concat(%a, %c) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @concat_scalars(%a: tensor<[], f32>) -> () {
  // expected-error @below {{'onnx.Concat' op concat: zero-dimensional tensors cannot be concatenated}}
  %0 = onnx.Concat(%a, %a) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @split_count(%x: tensor<[b, 6], f32>) -> () {
  %s = onnx.Constant {value_ints = [1, 2, 3]} : tensor<[3], i64>
  // expected-error @below {{'onnx.Split' op split has 3 entries for 2 outputs}}
  %0, %1 = onnx.Split(%x, %s) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @split_sum(%x: tensor<[b, 6], f32>) -> () {
  %s = onnx.Constant {value_ints = [2, 3]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Split' op split: sizes [2, 3] add up to 5, not to the dim 6}}
  %0, %1 = onnx.Split(%x, %s) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @split_equal(%x: tensor<[b, 5], f32>) -> () {
  // expected-error @below {{'onnx.Split' op split: dim 5 cannot be split into 2 equal parts}}
  %0, %1 = onnx.Split(%x) {axis = 1} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @split_axis(%x: tensor<[b, 6], f32>) -> () {
  // expected-error @below {{'onnx.Split' op axis 2 is out of range for rank 2}}
  %0, %1 = onnx.Split(%x) {axis = 2} : (tensor<*, ?>, tensor<*, ?>)
  return
}

// -----

graph @transpose(%x: tensor<[b, 6, 2], f32>) -> () {
  // expected-error @below {{'onnx.Transpose' op permute: 2 axes for rank 3}}
  %0 = onnx.Transpose(%x) {perm = [1, 0]} : tensor<*, ?>
  return
}

// -----

graph @unsqueeze(%x: tensor<[b, 6], f32>) -> () {
  %a = onnx.Constant {value_ints = [1, 1]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Unsqueeze' op unsqueeze: axis 1 is repeated}}
  %0 = onnx.Unsqueeze(%x, %a) : tensor<*, ?>
  return
}

// -----

graph @unsqueeze_axes(%x: tensor<[b, 6], f32>, %a: tensor<[1, 1], i64>) -> () {
  // expected-error @below {{'onnx.Unsqueeze' op axes must be a 1-D int64 tensor, got tensor<[1, 1], i64>}}
  %0 = onnx.Unsqueeze(%x, %a) : tensor<*, ?>
  return
}

// -----

graph @squeeze(%x: tensor<[b, 6], f32>) -> () {
  %a = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  // expected-error @below {{'onnx.Squeeze' op squeeze: dim 6 at position 1 is not 1}}
  %0 = onnx.Squeeze(%x, %a) : tensor<*, ?>
  return
}

// -----

graph @flatten(%x: tensor<[b, 6], f32>) -> () {
  // expected-error @below {{'onnx.Flatten' op flatten: axis 3 is out of range for rank 2}}
  %0 = onnx.Flatten(%x) {axis = 3} : tensor<*, ?>
  return
}

// -----

graph @reduce_mean(%x: tensor<[b, 6], f32>) -> () {
  // expected-error @below {{'onnx.ReduceMean' op reduce: axis 2 is out of range for rank 2}}
  %0 = onnx.ReduceMean(%x) {axes = [2]} : tensor<*, ?>
  return
}

// -----

graph @reduce_sum(%x: tensor<[b, 6], f32>) -> () {
  %a = onnx.Constant {value_ints = [0, 0]} : tensor<[2], i64>
  // expected-error @below {{'onnx.ReduceSum' op reduce: axis 0 is repeated}}
  %0 = onnx.ReduceSum(%x, %a) : tensor<*, ?>
  return
}

// -----

graph @resize_both(%x: tensor<[b, 6], f32>, %none: none) -> () {
  %s = onnx.Constant {value_floats = [1.0, 2.0]} : tensor<[2], f32>
  %z = onnx.Constant {value_ints = [2, 12]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Resize' op takes scales or sizes, not both}}
  %0 = onnx.Resize(%x, %none, %s, %z) : tensor<*, ?>
  return
}

// -----

graph @resize_neither(%x: tensor<[b, 6], f32>, %none: none) -> () {
  // expected-error @below {{'onnx.Resize' op requires scales or sizes}}
  %0 = onnx.Resize(%x, %none, %none) : tensor<*, ?>
  return
}

// -----

graph @resize_sizes(%x: tensor<[b, 6], f32>, %none: none) -> () {
  %z = onnx.Constant {value_ints = [12]} : tensor<[1], i64>
  // expected-error @below {{'onnx.Resize' op resize: 1 sizes for rank 2}}
  %0 = onnx.Resize(%x, %none, %none, %z) : tensor<*, ?>
  return
}

// -----

graph @resize_scales(%x: tensor<[b, 6], f32>, %none: none) -> () {
  %s = onnx.Constant {value_floats = [1.0, -2.0]} : tensor<[2], f32>
  // expected-error @below {{'onnx.Resize' op resize: scale -2 must be positive}}
  %0 = onnx.Resize(%x, %none, %s) : tensor<*, ?>
  return
}

// -----

graph @resize_crop(%x: tensor<[b, 6], f32>, %roi: tensor<[4], f32>) -> () {
  %s = onnx.Constant {value_floats = [2.0]} : tensor<[1], f32>
  // expected-error @below {{'onnx.Resize' op scales has 1 entries for an input of rank 2}}
  %0 = onnx.Resize(%x, %roi, %s) {coordinate_transformation_mode = "tf_crop_and_resize"} : tensor<*, ?>
  return
}

// -----

graph @if_cond(%c: tensor<[2], bool>, %x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.If' op cond must be a bool tensor of one element, got tensor<[2], bool>}}
  %0 = onnx.If(%c) ({
    yield %x
  }, {
    yield %x
  }) : tensor<*, ?>
  return
}

// -----

graph @if_dtypes(%c: tensor<[], bool>, %x: tensor<[2], f32>, %i: tensor<[2], i64>) -> () {
  // expected-error @below {{'onnx.If' op then_branch and else_branch yield different element types for result #0 (f32 and i64)}}
  %0 = onnx.If(%c) ({
    yield %x
  }, {
    yield %i
  }) : tensor<*, ?>
  return
}
