// RUN: onnx-opt %s --split-input-file --pass-pipeline='expand-composites,cse,dce' | FileCheck %s

// nearest, zeros: one gather of the input flattened to [N, C, H*W] at
// round(y) * W + round(x), 0 outside the input.

// CHECK-LABEL: graph @nearest_zeros(
// CHECK:         core.index_select(%g, %{{.*}}) {axis = 3} : tensor<[2, 5, 6], f32>
// CHECK:         core.round
// CHECK:         core.round
// CHECK:         %[[IN:.*]] = core.logical_and
// CHECK:         %[[V:.*]] = core.gather(%{{.*}}, %{{.*}}) {axis = 2} : tensor<[2, 3, 30], f32>
// CHECK-NOT:     core.gather
// CHECK:         core.where(%{{.*}}, %[[V]], %{{.*}}) : tensor<[2, 3, 30], f32>
// CHECK:         %y = core.reshape(%{{.*}}, %{{.*}}) : tensor<[2, 3, 5, 6], f32>
// CHECK-NEXT:    return %y
graph @nearest_zeros(%x: tensor<[2, 3, 4, 4], f32>, %g: tensor<[2, 5, 6, 2], f32>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "nearest"} : tensor<*, ?>
  return %y
}

// -----

// bilinear, border, symbolic sizes: W and H read with shape_of, the
// coordinates clamped to [0, S - 1], four corners weighted and added; the
// result keeps the symbols.

// CHECK-LABEL: graph @bilinear_border_symbolic(
// CHECK:         core.shape_of(%x)
// CHECK:         core.clamp
// CHECK:         core.clamp
// CHECK:         core.floor
// CHECK:         core.floor
// CHECK-COUNT-4: core.gather(%{{.*}}, %{{.*}}) {axis = 2} : tensor<[n, 3, ho*wo], f64>
// CHECK-NOT:     core.gather
// CHECK:         %y = core.reshape(%{{.*}}, %{{.*}}) : tensor<[n, 3, ho, wo], f64>
graph @bilinear_border_symbolic(%x: tensor<[n, 3, h, w], f64>, %g: tensor<[n, ho, wo, 2], f64>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {padding_mode = "border", align_corners = true} : tensor<*, ?>
  return %y
}

// -----

// reflection: |x - lo| folded into [0, span) with fmod and flipped on odd
// periods, then clipped; align_corners guards a span of 0 (S = 1).

// CHECK-LABEL: graph @nearest_reflection_align(
// CHECK:         core.abs
// CHECK:         core.fmod
// CHECK:         core.floor
// CHECK:         core.fmod
// CHECK:         core.eq
// CHECK:         core.where
// CHECK:         core.clamp
// CHECK:         core.round
// CHECK:         %y = core.reshape(%{{.*}}, %{{.*}}) : tensor<[1, 2, 3, 3], f32>
graph @nearest_reflection_align(%x: tensor<[1, 2, 1, 5], f32>, %g: tensor<[1, 3, 3, 2], f32>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "nearest", padding_mode = "reflection", align_corners = true} : tensor<*, ?>
  return %y
}

// -----

// bicubic: sixteen taps around floor(x), floor(y), each padded on its own.

// CHECK-LABEL: graph @bicubic_zeros(
// CHECK-COUNT-16: core.gather
// CHECK-NOT:     core.gather
// CHECK:         %y = core.reshape(%{{.*}}, %{{.*}}) : tensor<[b, 1, 2, 2], f32>
graph @bicubic_zeros(%x: tensor<[b, 1, 4, 4], f32>, %g: tensor<[b, 2, 2, 2], f32>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "bicubic"} : tensor<*, ?>
  return %y
}
