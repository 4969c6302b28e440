// RUN: onnx-opt %s --split-input-file --verify-diagnostics --infer-shapes

// The opset-18 forms are rejected before 18, the opset-17 forms at 18, and
// the opset-18 rules are enforced by their inference.

module attributes {onnx.opset_import = [["", 17]]} {
graph @split_num_outputs_at_17(%x: tensor<[2, 6], f32>) -> () {
  // expected-error @below {{'onnx.Split' op has attribute 'num_outputs', which Split-13 does not have (it has axis)}}
  %0, %1 = onnx.Split(%x) {num_outputs = 2} : (tensor<*, ?>, tensor<*, ?>)
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @split_needs_one(%x: tensor<[2, 6], f32>) -> () {
  // expected-error @below {{'onnx.Split' op shape inference of Split-18: Split-18 takes either the input 'split' or the attribute 'num_outputs', exactly one of them}}
  %0, %1 = onnx.Split(%x) : (tensor<*, ?>, tensor<*, ?>)
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @split_num_outputs_count(%x: tensor<[2, 6], f32>) -> () {
  // expected-error @below {{'onnx.Split' op shape inference of Split-18: num_outputs is 3, but the node has 2 outputs}}
  %0, %1 = onnx.Split(%x) {num_outputs = 3} : (tensor<*, ?>, tensor<*, ?>)
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
graph @pad_axes_at_17(%x: tensor<[2, 6], f32>) -> () {
  %pads = onnx.Constant {value_ints = [1, 1]} : tensor<[2], i64>
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %c = onnx.Constant {value_float = 0.0} : tensor<[], f32>
  // expected-error @below {{'onnx.Pad' op has 4 inputs, but Pad-13 takes 2 to 3}}
  %0 = onnx.Pad(%x, %pads, %c, %axes) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @pad_count(%x: tensor<[2, 6], f32>) -> () {
  %pads = onnx.Constant {value_ints = [1, 1, 1, 1]} : tensor<[4], i64>
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %none = onnx.none : none
  // expected-error @below {{'onnx.Pad' op shape inference of Pad-18: pads has 4 entries for 1 axes (expected 2)}}
  %0 = onnx.Pad(%x, %pads, %none, %axes) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
graph @resize_antialias_at_17(%x: tensor<[1, 1, 2, 2], f32>, %s: tensor<[4], f32>) -> () {
  %none = onnx.none : none
  // expected-error @below {{'onnx.Resize' op has attribute 'antialias', which Resize-13 does not have}}
  %0 = onnx.Resize(%x, %none, %s) {antialias = 1} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @resize_policy(%x: tensor<[1, 1, 2, 2], f32>) -> () {
  %none = onnx.none : none
  %sizes = onnx.Constant {value_ints = [4, 4]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Resize' op shape inference of Resize-18: keep_aspect_ratio_policy must be stretch, not_larger or not_smaller, got 'fit'}}
  %0 = onnx.Resize(%x, %none, %none, %sizes) {axes = [2, 3], keep_aspect_ratio_policy = "fit"} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @resize_sizes_for_axes(%x: tensor<[1, 1, 2, 2], f32>) -> () {
  %none = onnx.none : none
  %sizes = onnx.Constant {value_ints = [1, 1, 4, 4]} : tensor<[4], i64>
  // expected-error @below {{'onnx.Resize' op shape inference of Resize-18: sizes has 4 entries for 2 axes}}
  %0 = onnx.Resize(%x, %none, %none, %sizes) {axes = [2, 3]} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @reduce_axes_attr_at_18(%x: tensor<[2, 6], f32>) -> () {
  // expected-error @below {{'onnx.ReduceMax' op has attribute 'axes', which ReduceMax-18 does not have}}
  %0 = onnx.ReduceMax(%x) {axes = [1]} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
graph @reduce_axes_input_at_17(%x: tensor<[2, 6], f32>, %axes: tensor<[1], i64>) -> () {
  // expected-error @below {{'onnx.ReduceMax' op has 2 inputs, but ReduceMax-13 takes 1}}
  %0 = onnx.ReduceMax(%x, %axes) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @reduce_max_bool_before_20(%x: tensor<[2, 6], bool>) -> () {
  // expected-error @below {{'onnx.ReduceMax' op input #0 ('data') of ReduceMax-18 must be one of the 10 types T allows, got tensor(bool)}}
  %0 = onnx.ReduceMax(%x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
graph @lppool_ceil_at_17(%x: tensor<[1, 1, 4], f32>) -> () {
  // expected-error @below {{'onnx.LpPool' op has attribute 'ceil_mode', which LpPool-11 does not have}}
  %0 = onnx.LpPool(%x) {ceil_mode = 1, kernel_shape = [2]} : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
graph @mish_at_17(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.Mish' op does not exist at opset 17 (its first version is opset 18)}}
  %0 = onnx.Mish(%x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 17]]} {
graph @optional_has_element_of_tensor_at_17(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.OptionalHasElement' op input #0 ('input') of OptionalHasElement-15 must be}}
  %0 = onnx.OptionalHasElement(%x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @bitwise_float(%x: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.BitwiseAnd' op input #0 ('A') of BitwiseAnd-18 must be one of the 8 types T allows, got tensor(float)}}
  // expected-error @below {{'onnx.BitwiseAnd' op input #1 ('B') of BitwiseAnd-18 must be one of the 8 types T allows, got tensor(float)}}
  %0 = onnx.BitwiseAnd(%x, %x) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @group_norm_needs_groups(%x: tensor<[1, 4, 2], f32>, %s: tensor<[2], f32>) -> () {
  // expected-error @below {{'onnx.GroupNormalization' op requires attribute 'num_groups' (INT) of GroupNormalization-18}}
  %0 = onnx.GroupNormalization(%x, %s, %s) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @col2im_block(%x: tensor<[1, 6, 4], f32>) -> () {
  %image = onnx.Constant {value_ints = [3, 3]} : tensor<[2], i64>
  %block = onnx.Constant {value_ints = [2, 2]} : tensor<[2], i64>
  // expected-error @below {{'onnx.Col2Im' op shape inference of Col2Im-18: input dim 1 (6) is not a multiple of prod(block_shape) (4)}}
  %0 = onnx.Col2Im(%x, %image, %block) : tensor<*, ?>
  return
}
}

// -----

module attributes {onnx.opset_import = [["", 18]]} {
graph @split_negative_last_chunk(%x: tensor<[5], f32>) -> () {
  // expected-error @below {{'onnx.Split' op shape inference of Split-18: dim 5 cannot be split into 4 chunks of 2 (the last would have -1)}}
  %0, %1, %2, %3 = onnx.Split(%x) {num_outputs = 4} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return
}
}
