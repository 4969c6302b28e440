// RUN: onnx-opt %s --split-input-file --verify-diagnostics

// Provably wrong operands of core ops are errors naming the op and the
// values that disagree (the verifier runs shape inference on every parse).

graph @dtypes(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f16>, %n: none) -> () {
  // expected-error @below {{'core.conv' op operands have different element types (f32 and f16)}}
  %0 = core.conv(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

graph @conv_ranks(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op weight of rank 3 does not match the input of rank 4}}
  %0 = core.conv(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

graph @conv_no_spatial(%x: tensor<[1, 3], f32>, %w: tensor<[4, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op input of rank 2 has no spatial dims: expected [N, C, *spatial]}}
  %0 = core.conv(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

graph @conv_attr_rank(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op strides, dilations and pads must have 2, 2 and 4 entries for a 2-d convolution}}
  %0 = core.conv(%x, %w, %n) {strides = [1]} : tensor<*, ?>
  return
}

// -----

graph @conv_channels(%x: tensor<[1, 4, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op input has 4 channels, but the weight expects 6 (3 per group, 2 groups)}}
  %0 = core.conv(%x, %w, %n) {groups = 2} : tensor<*, ?>
  return
}

// -----

graph @conv_groups(%x: tensor<[1, 8, 8, 8], f32>, %w: tensor<[6, 2, 3, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op weight's 6 output channels are not divisible by groups = 4}}
  %0 = core.conv(%x, %w, %n) {groups = 4} : tensor<*, ?>
  return
}

// -----

graph @conv_bias_rank(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[1, 4], f32>) -> () {
  // expected-error @below {{'core.conv' op bias must be 1-D, got tensor<[1, 4], f32>}}
  %0 = core.conv(%x, %w, %b) : tensor<*, ?>
  return
}

// -----

graph @conv_bias_size(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[5], f32>) -> () {
  // expected-error @below {{'core.conv' op bias has 5 entries, but the weight has 4 output channels}}
  %0 = core.conv(%x, %w, %b) : tensor<*, ?>
  return
}

// -----

graph @conv_too_small(%x: tensor<[1, 3, 2, 8], f32>, %w: tensor<[4, 3, 3, 3], f32>, %n: none) -> () {
  // expected-error @below {{'core.conv' op conv: padded input size 2 is smaller than the effective kernel size 3}}
  %0 = core.conv(%x, %w, %n) : tensor<*, ?>
  return
}

// -----

module {
  symbol h in [2, 4]
  graph @conv_contradicted(%x: tensor<[1, 3, h, 8], f32>, %w: tensor<[4, 3, 7, 3], f32>, %n: none) -> () {
    // expected-error @below {{'core.conv' op conv: padded input size h is smaller than the effective kernel size 7}}
    %0 = core.conv(%x, %w, %n) : tensor<*, ?>
    return
  }
}

// -----

graph @pool_too_small(%x: tensor<[1, 3, 2, 8], f32>) -> () {
  // expected-error @below {{'core.avg_pool' op pool: padded input size 2 is smaller than the effective kernel size 3}}
  %0 = core.avg_pool(%x) {kernel_shape = [3, 3]} : tensor<*, ?>
  return
}

// -----

graph @reshape_count(%x: tensor<[6, 6], f32>) -> () {
  %s = core.constant {value = dense<tensor<[2], i64>, [5, -1]>} : tensor<[2], i64>
  // expected-error @below {{'core.reshape' op reshape: 36 elements cannot be viewed as [5, -1]}}
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @reshape_two_inferred(%x: tensor<[b, 6], f32>) -> () {
  %s = core.constant {value = dense<tensor<[2], i64>, [-1, -1]>} : tensor<[2], i64>
  // expected-error @below {{'core.reshape' op reshape: only one dimension can be inferred in [-1, -1]}}
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @reshape_shape_rank(%x: tensor<[b, 6], f32>, %s: tensor<[2, 1], i64>) -> () {
  // expected-error @below {{'core.reshape' op shape must be a 1-D i64 tensor, got tensor<[2, 1], i64>}}
  %0 = core.reshape(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @expand_shape_dtype(%x: tensor<[b, 1], f32>, %s: tensor<[2], i32>) -> () {
  // expected-error @below {{'core.expand' op shape must be a 1-D i64 tensor, got tensor<[2], i32>}}
  %0 = core.expand(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @expand_mismatch(%x: tensor<[b, 3], f32>) -> () {
  %s = core.constant {value = dense<tensor<[2], i64>, [-1, 4]>} : tensor<[2], i64>
  // expected-error @below {{'core.expand' op expand: dim 3 cannot be expanded to 4 at position 1}}
  %0 = core.expand(%x, %s) : tensor<*, ?>
  return
}

// -----

graph @slice_lengths(%x: tensor<[b, 6], f32>, %one: tensor<[1], i64>, %two: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.slice' op starts, ends, axes and steps must have one length, but ends has 2 entries, not 1}}
  %0 = core.slice(%x, %one, %two, %one, %one) : tensor<*, ?>
  return
}

// -----

graph @slice_repeated_axis(%x: tensor<[b, 6], f32>) -> () {
  %z = core.constant {value = dense<tensor<[2], i64>, [0, 0]>} : tensor<[2], i64>
  %e = core.constant {value = dense<tensor<[2], i64>, [1, 1]>} : tensor<[2], i64>
  %a = core.constant {value = dense<tensor<[2], i64>, [1, -1]>} : tensor<[2], i64>
  // expected-error @below {{'core.slice' op axis -1 is repeated}}
  %0 = core.slice(%x, %z, %e, %a, %e) : tensor<*, ?>
  return
}

// -----

graph @slice_axis_range(%x: tensor<[b, 6], f32>) -> () {
  %z = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %a = core.constant {value = dense<tensor<[1], i64>, [2]>} : tensor<[1], i64>
  // expected-error @below {{'core.slice' op axis 2 is out of range for rank 2}}
  %0 = core.slice(%x, %z, %z, %a, %a) : tensor<*, ?>
  return
}

// -----

graph @slice_step(%x: tensor<[b, 6], f32>) -> () {
  %z = core.constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  // expected-error @below {{'core.slice' op slice: step must be positive, got 0}}
  %0 = core.slice(%x, %z, %z, %z, %z) : tensor<*, ?>
  return
}

// -----

graph @gather_float_indices(%x: tensor<[b, 6], f32>, %i: tensor<[2], f32>) -> () {
  // expected-error @below {{'core.index_select' op indices must be an integer tensor, got tensor<[2], f32>}}
  %0 = core.index_select(%x, %i) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @gather_index_range(%x: tensor<[b, 6], f32>) -> () {
  %i = core.constant {value = dense<tensor<[2], i64>, [1, -7]>} : tensor<[2], i64>
  // expected-error @below {{'core.index_select' op index -7 is out of range for a dim of size 6}}
  %0 = core.index_select(%x, %i) {axis = 1} : tensor<*, ?>
  return
}

// -----

graph @gather_axis(%x: tensor<[b, 6], f32>, %i: tensor<[2], i64>) -> () {
  // expected-error @below {{'core.index_select' op gather: axis 2 is out of range for rank 2}}
  %0 = core.index_select(%x, %i) {axis = 2} : tensor<*, ?>
  return
}

// -----

graph @concat_ranks(%a: tensor<[b, 6], f32>, %c: tensor<[6], f32>) -> () {
  // expected-error @below {{'core.concat' op concat: tensor 1 has rank 1, expected 2}}
  %0 = core.concat(%a, %c) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @concat_dims(%a: tensor<[b, 6], f32>, %c: tensor<[b, 5], f32>) -> () {
  // expected-error @below {{'core.concat' op concat: dim 5 of tensor 1 does not match dim 6 at position 1}}
  %0 = core.concat(%a, %c) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @concat_dtypes(%a: tensor<[b, 6], f32>, %c: tensor<[b, 6], i64>) -> () {
  // expected-error @below {{'core.concat' op operands have different element types (f32 and i64)}}
  %0 = core.concat(%a, %c) {axis = 0} : tensor<*, ?>
  return
}

// -----

graph @transpose_rank(%x: tensor<[b, 6, 2], f32>) -> () {
  // expected-error @below {{'core.transpose' op perm has 2 entries for an input of rank 3}}
  %0 = core.transpose(%x) {perm = [1, 0]} : tensor<*, ?>
  return
}

// -----

graph @transpose_repeated(%x: tensor<[b, 6], f32>) -> () {
  // expected-error @below {{'core.transpose' op permute: axis 0 is repeated}}
  %0 = core.transpose(%x) {perm = [0, 0]} : tensor<*, ?>
  return
}

// -----

graph @unsqueeze_axis(%x: tensor<[b, 6], f32>) -> () {
  // expected-error @below {{'core.unsqueeze' op unsqueeze: axis 3 is out of range for rank 3}}
  %0 = core.unsqueeze(%x) {axes = [3]} : tensor<*, ?>
  return
}

// -----

graph @squeeze_not_one(%x: tensor<[b, 6], f32>) -> () {
  // expected-error @below {{'core.squeeze' op squeeze: dim 6 at position 1 is not 1}}
  %0 = core.squeeze(%x) {axes = [1]} : tensor<*, ?>
  return
}

// -----

module {
  symbol b in [2, inf]
  graph @squeeze_symbol(%x: tensor<[b, 6], f32>) -> () {
    // expected-error @below {{'core.squeeze' op squeeze: dim b at position 0 is not 1}}
    %0 = core.squeeze(%x) {axes = [0]} : tensor<*, ?>
    return
  }
}

// -----

graph @flatten_order(%x: tensor<[b, 6, 2], f32>) -> () {
  // expected-error @below {{'core.flatten' op flatten: start_dim 2 cannot come after end_dim 1}}
  %0 = core.flatten(%x) {end_dim = 1, start_dim = 2} : tensor<*, ?>
  return
}

// -----

graph @reduce_repeated(%x: tensor<[b, 6], f32>) -> () {
  // expected-error @below {{'core.reduce_sum' op reduce: axis -1 is repeated}}
  %0 = core.reduce_sum(%x) {axes = [1, -1]} : tensor<*, ?>
  return
}

// -----

graph @resize_rank(%x: tensor<[b, 3, 8, 8], f32>) -> () {
  // expected-error @below {{'core.resize' op resize: 2 scales for rank 4}}
  %0 = core.resize(%x) {mode = "nearest", scales = [2.0, 2.0]} : tensor<*, ?>
  return
}

// -----

graph @resize_scale(%x: tensor<[b, 8], f32>) -> () {
  // expected-error @below {{'core.resize' op resize: scale 0 must be positive}}
  %0 = core.resize(%x) {mode = "nearest", scales = [1.0, 0.0]} : tensor<*, ?>
  return
}

// -----

graph @softmax_axis(%x: tensor<[b, 8], f32>) -> () {
  // expected-error @below {{'core.softmax' op axis 2 is out of range for rank 2}}
  %0 = core.softmax(%x) {axis = 2} : tensor<*, ?>
  return
}

// -----

graph @where_condition(%c: tensor<[b], i64>, %x: tensor<[b], f32>) -> () {
  // expected-error @below {{'core.where' op condition must be a bool tensor, got tensor<[b], i64>}}
  %0 = core.where(%c, %x, %x) : tensor<*, ?>
  return
}

// -----

graph @where_dtypes(%c: tensor<[b], bool>, %x: tensor<[b], f32>, %y: tensor<[b], f16>) -> () {
  // expected-error @below {{'core.where' op operands have different element types (f32 and f16)}}
  %0 = core.where(%c, %x, %y) : tensor<*, ?>
  return
}

// -----

graph @where_broadcast(%c: tensor<[3], bool>, %x: tensor<[4], f32>) -> () {
  // expected-error @below {{'core.where' op cannot broadcast dim 3 with dim 4 at position 0}}
  %0 = core.where(%c, %x, %x) : tensor<*, ?>
  return
}

// -----

graph @floordiv_dtypes(%a: tensor<[2], i64>, %b: tensor<[2], i32>) -> () {
  // expected-error @below {{'core.floordiv' op operands have different element types (i64 and i32)}}
  %0 = core.floordiv(%a, %b) : tensor<*, ?>
  return
}
