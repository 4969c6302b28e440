// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// tocc's schemas of opset 18 (lib/Dialect/Onnx/OnnxSchemasBeyondLibOnnx.cpp):
// each op in its opset-18 form verifies and infers.

// Split-18: num_outputs cuts 7 into ceil(7/3) = 3, 3 and the rest, 1; the
// split input still works.

// CHECK-LABEL: graph @split
// CHECK-NEXT:    onnx.Split(%x) {axis = 1, num_outputs = 3} : (tensor<[n, 3], f32>, tensor<[n, 3], f32>, tensor<[n, 1], f32>)
// CHECK:         onnx.Split(%x, %s) {axis = -1} : (tensor<[n, 2], f32>, tensor<[n, 5], f32>)
// A symbolic dim n split by num_outputs: chunks of n ceildiv 2, the last
// what is left. 4 in 3 is 2, 2 and an empty last chunk.
// CHECK:         onnx.Split(%x) {num_outputs = 2} : (tensor<[n ceildiv 2, 7], f32>, tensor<[n - n ceildiv 2, 7], f32>)
// CHECK:         onnx.Split(%y) {num_outputs = 3} : (tensor<[2], f32>, tensor<[2], f32>, tensor<[0], f32>)
module attributes {onnx.opset_import = [["", 18]]} {
graph @split(%x: tensor<[n, 7], f32>, %y: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1, %2 = onnx.Split(%x) {axis = 1, num_outputs = 3} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %s = onnx.Constant {value_ints = [2, 5]} : tensor<[2], i64>
  %3, %4 = onnx.Split(%x, %s) {axis = -1} : (tensor<*, ?>, tensor<*, ?>)
  %5, %6 = onnx.Split(%x) {num_outputs = 2} : (tensor<*, ?>, tensor<*, ?>)
  %7, %8, %9 = onnx.Split(%y) {num_outputs = 3} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9
}
}

// -----

// Pad-18: the optional input axes names the padded axes; pads has two
// entries per axis. Without axes every axis is padded. A symbolic dim
// padded by 1 + 2 is n + 3.

// CHECK-LABEL: graph @pad
// CHECK:         onnx.Pad(%x, %pads, %none, %axes) : tensor<[n, 3, 9], f32>
// CHECK:         onnx.Pad(%x, %all) {mode = "reflect"} : tensor<[n, 5, 5], f32>
// CHECK:         onnx.Pad(%x, %front, %none, %first) : tensor<[n + 3, 3, 4], f32>
module attributes {onnx.opset_import = [["", 18]]} {
graph @pad(%x: tensor<[n, 3, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %pads = onnx.Constant {value_ints = [2, 3]} : tensor<[2], i64>
  %axes = onnx.Constant {value_ints = [-1]} : tensor<[1], i64>
  %none = onnx.none : none
  %0 = onnx.Pad(%x, %pads, %none, %axes) : tensor<*, ?>
  %all = onnx.Constant {value_ints = [0, 1, 0, 0, 1, 1]} : tensor<[6], i64>
  %1 = onnx.Pad(%x, %all) {mode = "reflect"} : tensor<*, ?>
  %front = onnx.Constant {value_ints = [1, 2]} : tensor<[2], i64>
  %first = onnx.Constant {value_ints = [0]} : tensor<[1], i64>
  %2 = onnx.Pad(%x, %front, %none, %first) : tensor<*, ?>
  return %0, %1, %2
}
}

// -----

// Resize-18: scales and sizes for the axes of `axes`; sizes under
// keep_aspect_ratio_policy take one scale for all of them: not_larger
// min(8/4, 9/6) = 1.5 gives [6, 9], not_smaller max(...) = 2 gives [8, 12].

// CHECK-LABEL: graph @resize
// CHECK:         onnx.Resize(%x, %none, %scales) {antialias = 1, axes = [2, 3], mode = "linear"} : tensor<[n, 3, 8, 9], f32>
// CHECK:         onnx.Resize(%x, %none, %none, %sizes) {axes = [2, 3], keep_aspect_ratio_policy = "not_larger"} : tensor<[n, 3, 6, 9], f32>
// CHECK:         onnx.Resize(%x, %none, %none, %sizes) {axes = [2, 3], keep_aspect_ratio_policy = "not_smaller"} : tensor<[n, 3, 8, 12], f32>
// CHECK:         onnx.Resize(%x, %none, %none, %sizes) {axes = [-2, -1]} : tensor<[n, 3, 8, 9], f32>
// An integral scale multiplies a symbolic dim; 1.5 leaves it unknown.
// CHECK:         onnx.Resize(%x, %none, %by) {axes = [0, 2]} : tensor<[3*n, 3, 6, 6], f32>
// CHECK:         onnx.Resize(%x, %none, %by15) {axes = [0]} : tensor<[?, 3, 4, 6], f32>
module attributes {onnx.opset_import = [["", 18]]} {
graph @resize(%x: tensor<[n, 3, 4, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %none = onnx.none : none
  %scales = onnx.Constant {value = dense<tensor<[2], f32>, [2.0, 1.5]>} : tensor<[2], f32>
  %0 = onnx.Resize(%x, %none, %scales) {axes = [2, 3], antialias = 1, mode = "linear"} : tensor<*, ?>
  %sizes = onnx.Constant {value_ints = [8, 9]} : tensor<[2], i64>
  %1 = onnx.Resize(%x, %none, %none, %sizes) {axes = [2, 3], keep_aspect_ratio_policy = "not_larger"} : tensor<*, ?>
  %2 = onnx.Resize(%x, %none, %none, %sizes) {axes = [2, 3], keep_aspect_ratio_policy = "not_smaller"} : tensor<*, ?>
  %3 = onnx.Resize(%x, %none, %none, %sizes) {axes = [-2, -1]} : tensor<*, ?>
  %by = onnx.Constant {value = dense<tensor<[2], f32>, [3.0, 1.5]>} : tensor<[2], f32>
  %4 = onnx.Resize(%x, %none, %by) {axes = [0, 2]} : tensor<*, ?>
  %by15 = onnx.Constant {value = dense<tensor<[1], f32>, [1.5]>} : tensor<[1], f32>
  %5 = onnx.Resize(%x, %none, %by15) {axes = [0]} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}
}

// -----

// The opset-18 reductions take axes as an input, and keep their own
// element types (ReduceMax of int8, which ReduceSum does not allow).

// CHECK-LABEL: graph @reduce
// CHECK:         onnx.ReduceMax(%x, %axes) {keepdims = 0} : tensor<[n], i8>
// CHECK:         onnx.ReduceMean(%f, %axes) : tensor<[n, 1], f32>
// CHECK:         onnx.ReduceL2(%f) : tensor<[1, 1], f32>
module attributes {onnx.opset_import = [["", 18]]} {
graph @reduce(%x: tensor<[n, 4], i8>, %f: tensor<[n, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %0 = onnx.ReduceMax(%x, %axes) {keepdims = 0} : tensor<*, ?>
  %1 = onnx.ReduceMean(%f, %axes) : tensor<*, ?>
  %2 = onnx.ReduceL2(%f) : tensor<*, ?>
  return %0, %1, %2
}
}

// -----

// LpPool-18 with dilations and ceil_mode: the dilated window is
// (3 - 1) * 2 + 1 = 5; ceil((10 - 5) / 2) + 1 = 4 (floor would give 3).

// CHECK-LABEL: graph @lppool
// CHECK:         onnx.LpPool(%x) {ceil_mode = 1, dilations = [2], kernel_shape = [3], strides = [2]} : tensor<[n, 2, 4], f32>
// CHECK:         onnx.LpPool(%x) {dilations = [2], kernel_shape = [3], strides = [2]} : tensor<[n, 2, 3], f32>
module attributes {onnx.opset_import = [["", 18]]} {
graph @lppool(%x: tensor<[n, 2, 10], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.LpPool(%x) {ceil_mode = 1, dilations = [2], kernel_shape = [3], strides = [2]} : tensor<*, ?>
  %1 = onnx.LpPool(%x) {dilations = [2], kernel_shape = [3], strides = [2]} : tensor<*, ?>
  return %0, %1
}
}

// -----

// The new ops of opset 18.

// CHECK-LABEL: graph @new_ops
// CHECK:         onnx.BitwiseAnd(%a, %b) : tensor<[3, 4], i32>
// CHECK:         onnx.BitwiseNot(%a) : tensor<[1, 4], i32>
// CHECK:         onnx.CenterCropPad(%x, %crop) {axes = [2, 3]} : tensor<[n, 3, 5, 7], f32>
// CHECK:         onnx.Col2Im(%cols, %image, %block) : tensor<[n, 2, 5, 5], f32>
// CHECK:         onnx.GroupNormalization(%x, %g, %g) {num_groups = 3} : tensor<[n, 3, 8, 8], f32>
// CHECK:         onnx.Mish(%x) : tensor<[n, 3, 8, 8], f32>
// CHECK:         onnx.OptionalHasElement(%a) : tensor<[], bool>
// CHECK:         onnx.OptionalGetElement(%a) : tensor<[1, 4], i32>
module attributes {onnx.opset_import = [["", 18]]} {
graph @new_ops(%a: tensor<[1, 4], i32>, %b: tensor<[3, 1], i32>, %x: tensor<[n, 3, 8, 8], f32>, %cols: tensor<[n, 8, 16], f32>, %g: tensor<[3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.BitwiseAnd(%a, %b) : tensor<*, ?>
  %1 = onnx.BitwiseNot(%a) : tensor<*, ?>
  %crop = onnx.Constant {value_ints = [5, 7]} : tensor<[2], i64>
  %2 = onnx.CenterCropPad(%x, %crop) {axes = [2, 3]} : tensor<*, ?>
  %image = onnx.Constant {value_ints = [5, 5]} : tensor<[2], i64>
  %block = onnx.Constant {value_ints = [2, 2]} : tensor<[2], i64>
  %3 = onnx.Col2Im(%cols, %image, %block) : tensor<*, ?>
  %4 = onnx.GroupNormalization(%x, %g, %g) {num_groups = 3} : tensor<*, ?>
  %5 = onnx.Mish(%x) : tensor<*, ?>
  %6 = onnx.OptionalHasElement(%a) : tensor<*, ?>
  %7 = onnx.OptionalGetElement(%a) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6, %7
}
}
