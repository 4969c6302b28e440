// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=16}' | FileCheck %s --check-prefixes=CHECK,O16
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s --check-prefixes=CHECK,O16
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=20}' | FileCheck %s --check-prefixes=CHECK,O20
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=13}' | FileCheck %s --check-prefixes=CHECK,EXP
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=11}' | FileCheck %s --check-prefixes=CHECK,EXP

// GridSample from 16 (mode names as torch's; -20 says linear and cubic);
// the expansion into GatherElements below.

// CHECK-LABEL: graph @bilinear_zeros_align
// O16:           %y = onnx.GridSample(%x, %g) {align_corners = 1, mode = "bilinear", padding_mode = "zeros"} : tensor<[n, 3, ho, wo], f32>
// O20:           %y = onnx.GridSample(%x, %g) {align_corners = 1, mode = "linear", padding_mode = "zeros"} : tensor<[n, 3, ho, wo], f32>
// EXP-NOT:       GridSample
// EXP-COUNT-4:   onnx.GatherElements
// EXP:           %y = onnx.Reshape({{.*}}) : tensor<[n, 3, ho, wo], f32>
graph @bilinear_zeros_align(%x: tensor<[n, 3, h, w], f32>, %g: tensor<[n, ho, wo, 2], f32>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {align_corners = true} : tensor<*, ?>
  return %y
}

// -----

// CHECK-LABEL: graph @bicubic_border
// O16:           onnx.GridSample(%x, %g) {align_corners = 0, mode = "bicubic", padding_mode = "border"}
// O20:           onnx.GridSample(%x, %g) {align_corners = 0, mode = "cubic", padding_mode = "border"}
// EXP-COUNT-16:  onnx.GatherElements
graph @bicubic_border(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 6, 7, 2], f32>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "bicubic", padding_mode = "border"} : tensor<*, ?>
  return %y
}

// -----

// ONNX Runtime rounds nearest coordinates before reflecting them (about
// -0.5 without align_corners), ATen after: expanded at every opset.

// CHECK-LABEL: graph @nearest_reflection_noalign
// CHECK-NOT:     GridSample
// CHECK:         onnx.Round
// CHECK:         onnx.GatherElements
// CHECK-NOT:     GridSample
graph @nearest_reflection_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 6, 7, 2], f32>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "nearest", padding_mode = "reflection"} : tensor<*, ?>
  return %y
}

// -----

// With align_corners the reflection is about integers: GridSample.

// CHECK-LABEL: graph @nearest_reflection_align
// O16:           onnx.GridSample(%x, %g) {align_corners = 1, mode = "nearest", padding_mode = "reflection"}
// O20:           onnx.GridSample(%x, %g) {align_corners = 1, mode = "nearest", padding_mode = "reflection"}
// EXP:           onnx.GatherElements
graph @nearest_reflection_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 6, 7, 2], f32>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "nearest", padding_mode = "reflection", align_corners = true} : tensor<*, ?>
  return %y
}

// -----

// ONNX Runtime's GridSample kernel takes f64 from -20 only.

// CHECK-LABEL: graph @bilinear_f64
// O16-NOT:       GridSample
// O16:           onnx.GatherElements
// O20:           onnx.GridSample(%x, %g) {align_corners = 0, mode = "linear", padding_mode = "reflection"} : tensor<[1, 2, 3, 3], f64>
// EXP:           onnx.GatherElements
graph @bilinear_f64(%x: tensor<[1, 2, 4, 4], f64>, %g: tensor<[1, 3, 3, 2], f64>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {padding_mode = "reflection"} : tensor<*, ?>
  return %y
}
