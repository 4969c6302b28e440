// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// F.grid_sample's enums become names; the result keeps the input's batch
// and channels and the grid's output size, symbolic ones included.

// CHECK-LABEL: graph @grid_sampler_bilinear_zeros
// CHECK-NEXT:    %y = core.grid_sample(%x, %g) {align_corners = true, mode = "bilinear", padding_mode = "zeros"} : tensor<[n, 3, ho, wo], f32>
// CHECK-NEXT:    return %y
graph @grid_sampler_bilinear_zeros(%x: tensor<[n, 3, h, w], f32>, %g: tensor<[n, ho, wo, 2], f32>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}

// -----

// CHECK-LABEL: graph @grid_sampler_2d_nearest_border
// CHECK-NEXT:    %y = core.grid_sample(%x, %g) {align_corners = false, mode = "nearest", padding_mode = "border"} : tensor<[2, 3, 5, 6], f64>
graph @grid_sampler_2d_nearest_border(%x: tensor<[2, 3, 4, 4], f64>, %g: tensor<[2, 5, 6, 2], f64>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler_2d(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}

// -----

// CHECK-LABEL: graph @grid_sampler_bicubic_reflection
// CHECK-NEXT:    %y = core.grid_sample(%x, %g) {align_corners = false, mode = "bicubic", padding_mode = "reflection"} : tensor<[1, 2, 7, 8], f32>
graph @grid_sampler_bicubic_reflection(%x: tensor<[1, 2, 4, 4], f32>, %g: tensor<[1, 7, 8, 2], f32>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}
