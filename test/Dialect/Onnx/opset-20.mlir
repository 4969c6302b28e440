// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// tocc's schemas of opset 20: each op in its opset-20 form verifies and
// infers.

// AffineGrid: size [N, C, H, W] gives [N, H, W, 2]; [N, C, D, H, W] gives
// [N, D, H, W, 3]. GridSample-20 is N-D: [N, C, grid's spatial dims].

// CHECK-LABEL: graph @grids
// CHECK:         onnx.AffineGrid(%theta, %size) {align_corners = 1} : tensor<[2, 5, 7, 2], f32>
// CHECK:         onnx.AffineGrid(%theta3, %size3) : tensor<[2, 4, 5, 7, 3], f32>
// CHECK:         onnx.GridSample(%x, %0) {mode = "cubic"} : tensor<[2, 3, 5, 7], f32>
// CHECK:         onnx.GridSample(%v, %1) {mode = "nearest", padding_mode = "border"} : tensor<[2, 3, 4, 5, 7], f32>
module attributes {onnx.opset_import = [["", 20]]} {
graph @grids(%theta: tensor<[2, 2, 3], f32>, %theta3: tensor<[2, 3, 4], f32>, %x: tensor<[2, 3, 9, 9], f32>, %v: tensor<[2, 3, 6, 6, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %size = onnx.Constant {value_ints = [2, 3, 5, 7]} : tensor<[4], i64>
  %0 = onnx.AffineGrid(%theta, %size) {align_corners = 1} : tensor<*, ?>
  %size3 = onnx.Constant {value_ints = [2, 3, 4, 5, 7]} : tensor<[5], i64>
  %1 = onnx.AffineGrid(%theta3, %size3) : tensor<*, ?>
  %2 = onnx.GridSample(%x, %0) {mode = "cubic"} : tensor<*, ?>
  %3 = onnx.GridSample(%v, %1) {mode = "nearest", padding_mode = "border"} : tensor<*, ?>
  return %0, %1, %2, %3
}
}

// -----

// DFT-20: axis is an input (default -2). A real signal of 8 along axis 1
// becomes complex; onesided keeps 8 / 2 + 1 = 5; dft_length 6 pads.

// CHECK-LABEL: graph @dft
// CHECK:         onnx.DFT(%x) : tensor<[n, 8, 2], f32>
// CHECK:         onnx.DFT(%x) {onesided = 1} : tensor<[n, 5, 2], f32>
// CHECK:         onnx.DFT(%x, %len, %axis) : tensor<[n, 6, 2], f32>
module attributes {onnx.opset_import = [["", 20]]} {
graph @dft(%x: tensor<[n, 8, 1], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.DFT(%x) : tensor<*, ?>
  %1 = onnx.DFT(%x) {onesided = 1} : tensor<*, ?>
  %len = onnx.Constant {value_int = 6} : tensor<[], i64>
  %axis = onnx.Constant {value_int = 1} : tensor<[], i64>
  %2 = onnx.DFT(%x, %len, %axis) : tensor<*, ?>
  return %0, %1, %2
}
}

// -----

// Gelu keeps the shape; IsInf takes float16; ReduceMax and ReduceMin
// take bool; ConstantOfShape makes bfloat16.

// CHECK-LABEL: graph @changed
// CHECK:         onnx.Gelu(%x) {approximate = "tanh"} : tensor<[n, 4], f16>
// CHECK:         onnx.IsInf(%x) : tensor<[n, 4], bool>
// CHECK:         onnx.IsNaN(%x) : tensor<[n, 4], bool>
// CHECK:         onnx.ReduceMax(%b) : tensor<[1, 1], bool>
// CHECK:         onnx.ReduceMin(%b, %axes) {keepdims = 0} : tensor<[n], bool>
// CHECK:         onnx.ConstantOfShape(%shape) {value = dense<tensor<[1], bf16>, [1.0]>} : tensor<[2, 3], bf16>
module attributes {onnx.opset_import = [["", 20]]} {
graph @changed(%x: tensor<[n, 4], f16>, %b: tensor<[n, 4], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Gelu(%x) {approximate = "tanh"} : tensor<*, ?>
  %1 = onnx.IsInf(%x) : tensor<*, ?>
  %2 = onnx.IsNaN(%x) : tensor<*, ?>
  %3 = onnx.ReduceMax(%b) : tensor<*, ?>
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %4 = onnx.ReduceMin(%b, %axes) {keepdims = 0} : tensor<*, ?>
  %shape = onnx.Constant {value_ints = [2, 3]} : tensor<[2], i64>
  %5 = onnx.ConstantOfShape(%shape) {value = dense<tensor<[1], bf16>, [1.0]>} : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}
}

// -----

// The string ops and ImageDecoder.

// CHECK-LABEL: graph @strings
// CHECK:         onnx.RegexFullMatch(%s) {pattern = "a.*"} : tensor<[n, 2], bool>
// CHECK:         onnx.StringConcat(%s, %t) : tensor<[n, 2], str>
// CHECK:         onnx.StringSplit(%s) {delimiter = ","} : (tensor<[n, 2, ?], str>, tensor<[n, 2], i64>)
// CHECK:         onnx.ImageDecoder(%bytes) {pixel_format = "Grayscale"} : tensor<[?, ?, 1], u8>
// CHECK:         onnx.ImageDecoder(%bytes) : tensor<[?, ?, 3], u8>
module attributes {onnx.opset_import = [["", 20]]} {
graph @strings(%s: tensor<[n, 2], str>, %t: tensor<[2], str>, %bytes: tensor<[m], u8>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.RegexFullMatch(%s) {pattern = "a.*"} : tensor<*, ?>
  %1 = onnx.StringConcat(%s, %t) : tensor<*, ?>
  %2, %3 = onnx.StringSplit(%s) {delimiter = ","} : (tensor<*, ?>, tensor<*, ?>)
  %4 = onnx.ImageDecoder(%bytes) {pixel_format = "Grayscale"} : tensor<*, ?>
  %5 = onnx.ImageDecoder(%bytes) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5
}
}
