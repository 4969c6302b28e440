// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefix=O11
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=18}' | FileCheck %s --check-prefix=O13
// RUN: onnx-opt %s --pass-pipeline='lower-to-onnx{opset=19}' | FileCheck %s --check-prefix=O13

// Linear and cubic resizing from opset 11 (before, ONNX samples linearly
// with asymmetric coordinates only: shapes-errors.mlir). ATen maps
// src = (dst + 0.5) * in / out - 0.5, which is ONNX's half_pixel (the
// decomposition's pytorch_half_pixel differs from ATen at an output size
// of 1), or align_corners; cubic uses a = -0.75. Sizes computed at run
// time pass through.

// O11-LABEL: graph @linear
// O11:  onnx.Resize(%x, %{{.*}}, %{{.*}}, %sizes) {coordinate_transformation_mode = "half_pixel", mode = "linear"} : tensor<[?, ?, ?, ?], f32>
// O11:  onnx.Resize(%x, %{{.*}}, %{{.*}}) {coordinate_transformation_mode = "align_corners", mode = "linear"} : tensor<[n, 3, 8, 8], f32>
// O11:  onnx.Resize(%x, %{{.*}}, %{{.*}}) {coordinate_transformation_mode = "half_pixel", cubic_coeff_a = -0.75, mode = "cubic"} : tensor<[n, 3, 6, 6], f32>
// O13-LABEL: graph @linear
// O13:  %[[N1:.*]] = onnx.none : none
// O13:  %[[N2:.*]] = onnx.none : none
// O13:  onnx.Resize(%x, %[[N1]], %[[N2]], %sizes) {coordinate_transformation_mode = "half_pixel", mode = "linear"} : tensor<[?, ?, ?, ?], f32>
// O13:  onnx.Resize(%x, %{{.*}}, %{{.*}}) {coordinate_transformation_mode = "align_corners", mode = "linear"} : tensor<[n, 3, 8, 8], f32>
// O13:  onnx.Resize(%x, %{{.*}}, %{{.*}}) {coordinate_transformation_mode = "half_pixel", cubic_coeff_a = -0.75, mode = "cubic"} : tensor<[n, 3, 6, 6], f32>
graph @linear(%x: tensor<[n, 3, 4, 4], f32>, %sizes: tensor<[4], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.resize(%x, %sizes) {mode = "linear", coordinate_transformation_mode = "pytorch_half_pixel"} : tensor<*, ?>
  %1 = core.resize(%x) {mode = "linear", coordinate_transformation_mode = "align_corners", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  %2 = core.resize(%x) {mode = "cubic", coordinate_transformation_mode = "half_pixel", scales = [1.0, 1.0, 1.5, 1.5]} : tensor<*, ?>
  return %0, %1, %2
}
