// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// tocc's schemas of opset 19: each op in its opset-19 form verifies and
// infers.

// AveragePool-19 with dilations: window (2 - 1) * 3 + 1 = 4 over 9 with
// stride 1 gives 6; with pads 1 + 1, window 3 and stride 2 the first
// spatial axis has (9 + 2 - 3) / 2 + 1 = 5, and ceil_mode rounds the
// second's (9 - 2) / 2 up: 4 + 1 = 5 (floor would give 4).

// CHECK-LABEL: graph @average_pool
// CHECK:         onnx.AveragePool(%x) {dilations = [3, 3], kernel_shape = [2, 2]} : tensor<[n, 3, 6, 6], f32>
// CHECK:         onnx.AveragePool(%x) {ceil_mode = 1, dilations = [2, 1], kernel_shape = [2, 2], pads = [1, 0, 1, 0], strides = [2, 2]} : tensor<[n, 3, 5, 5], f32>
// CHECK:         onnx.AveragePool(%x) {auto_pad = "SAME_UPPER", dilations = [2, 2], kernel_shape = [3, 3], strides = [2, 2]} : tensor<[n, 3, 5, 5], f32>
// A last window that would start in the end padding is dropped:
// ceil((5 + 2 - 2) / 2) + 1 = 4 windows, the 4th starting at 6 >= 5 + 1.
// CHECK:         onnx.AveragePool(%y) {ceil_mode = 1, kernel_shape = [2], pads = [1, 1], strides = [2]} : tensor<[1, 1, 3], f32>
module attributes {onnx.opset_import = [["", 19]]} {
graph @average_pool(%x: tensor<[n, 3, 9, 9], f32>, %y: tensor<[1, 1, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.AveragePool(%x) {dilations = [3, 3], kernel_shape = [2, 2]} : tensor<*, ?>
  %1 = onnx.AveragePool(%x) {ceil_mode = 1, dilations = [2, 1], kernel_shape = [2, 2], pads = [1, 0, 1, 0], strides = [2, 2]} : tensor<*, ?>
  %2 = onnx.AveragePool(%x) {auto_pad = "SAME_UPPER", dilations = [2, 2], kernel_shape = [3, 3], strides = [2, 2]} : tensor<*, ?>
  %3 = onnx.AveragePool(%y) {ceil_mode = 1, kernel_shape = [2], pads = [1, 1], strides = [2]} : tensor<*, ?>
  return %0, %1, %2, %3
}
}

// -----

// Cast and CastLike take saturate; Equal compares strings; Pad's mode may
// be wrap; Resize's coordinate_transformation_mode half_pixel_symmetric.

// CHECK-LABEL: graph @changed
// CHECK:         onnx.Cast(%x) {saturate = 0, to = 10} : tensor<[n, 4], f16>
// CHECK:         onnx.CastLike(%x, %h) {saturate = 1} : tensor<[n, 4], f16>
// CHECK:         onnx.Equal(%s, %s) : tensor<[2], bool>
// CHECK:         onnx.Pad(%x, %pads) {mode = "wrap"} : tensor<[n, 6], f32>
// CHECK:         onnx.Resize(%x, %none, %scales) {coordinate_transformation_mode = "half_pixel_symmetric", mode = "linear"} : tensor<[n, 8], f32>
module attributes {onnx.opset_import = [["", 19]]} {
graph @changed(%x: tensor<[n, 4], f32>, %h: tensor<[1], f16>, %s: tensor<[2], str>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Cast(%x) {saturate = 0, to = 10} : tensor<*, ?>
  %1 = onnx.CastLike(%x, %h) {saturate = 1} : tensor<*, ?>
  %2 = onnx.Equal(%s, %s) : tensor<*, ?>
  %pads = onnx.Constant {value_ints = [0, 1, 0, 1]} : tensor<[4], i64>
  %3 = onnx.Pad(%x, %pads) {mode = "wrap"} : tensor<*, ?>
  %none = onnx.none : none
  %scales = onnx.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %4 = onnx.Resize(%x, %none, %scales) {coordinate_transformation_mode = "half_pixel_symmetric", mode = "linear"} : tensor<*, ?>
  return %0, %1, %2, %3, %4
}
}

// -----

// QuantizeLinear-19 scales by float16 and saturates; the result has the
// zero point's type (uint8 without one). DequantizeLinear-19 gives the
// scale's type.

// CHECK-LABEL: graph @quantize
// CHECK:         onnx.QuantizeLinear(%x, %scale, %zp) {saturate = 1} : tensor<[n, 4], i8>
// CHECK:         onnx.QuantizeLinear(%x, %scale) : tensor<[n, 4], u8>
// CHECK:         onnx.DequantizeLinear(%0, %scale, %zp) : tensor<[n, 4], f16>
module attributes {onnx.opset_import = [["", 19]]} {
graph @quantize(%x: tensor<[n, 4], f16>, %scale: tensor<[], f16>, %zp: tensor<[], i8>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.QuantizeLinear(%x, %scale, %zp) {saturate = 1} : tensor<*, ?>
  %1 = onnx.QuantizeLinear(%x, %scale) : tensor<*, ?>
  %2 = onnx.DequantizeLinear(%0, %scale, %zp) : tensor<*, ?>
  return %0, %1, %2
}
}

// -----

// DeformConv-19: [N, M, spatial dims of offset]. Ops whose opset-19
// version only added float8 types (Identity, Reshape, Shape, Size) keep
// their inference.

// CHECK-LABEL: graph @deform_conv
// CHECK:         onnx.DeformConv(%x, %w, %offset) {kernel_shape = [3, 3]} : tensor<[n, 8, 6, 6], f32>
// CHECK:         onnx.Identity(%x) : tensor<[n, 3, 8, 8], f32>
// CHECK:         onnx.Shape(%x) {start = 1} : tensor<[3], i64>
// CHECK:         onnx.Size(%x) : tensor<[], i64>
module attributes {onnx.opset_import = [["", 19]]} {
graph @deform_conv(%x: tensor<[n, 3, 8, 8], f32>, %w: tensor<[8, 3, 3, 3], f32>, %offset: tensor<[n, 18, 6, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.DeformConv(%x, %w, %offset) {kernel_shape = [3, 3]} : tensor<*, ?>
  %1 = onnx.Identity(%x) : tensor<*, ?>
  %2 = onnx.Shape(%x) {start = 1} : tensor<*, ?>
  %3 = onnx.Size(%x) : tensor<*, ?>
  return %0, %1, %2, %3
}
}
