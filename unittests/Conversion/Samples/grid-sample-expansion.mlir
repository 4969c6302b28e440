// sweep-pipeline: expand-composites,dce
// Numeric sweep samples of the expansion of core.grid_sample into gathers,
// against the runtime's ATen grid_sampler_2d, three seeds each: every mode
// reflecting several times (randn * 2.5), RAFT's form, sizes 1 (a span of 0
// to reflect in) and ties of nearest (coordinates k + 0.5 before and after
// reflecting). grid-sample.mlir's aten samples run every mode x padding x
// align_corners through the expansion in ONNX Runtime (opsets 11-15).

// -----

graph @expand_bilinear_zeros_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %gs = core.mul(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %y = core.grid_sample(%x, %gs) {mode = "bilinear", padding_mode = "zeros", align_corners = true} : tensor<*, ?>
  return %y
}

// -----

graph @expand_bilinear_reflection_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %gs = core.mul(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %y = core.grid_sample(%x, %gs) {mode = "bilinear", padding_mode = "reflection", align_corners = false} : tensor<*, ?>
  return %y
}

// -----

graph @expand_nearest_reflection_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %gs = core.mul(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %y = core.grid_sample(%x, %gs) {mode = "nearest", padding_mode = "reflection", align_corners = false} : tensor<*, ?>
  return %y
}

// -----

graph @expand_bicubic_reflection_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[], f32>, [2.5]>} : tensor<[], f32>
  %gs = core.mul(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %y = core.grid_sample(%x, %gs) {mode = "bicubic", padding_mode = "reflection", align_corners = false} : tensor<*, ?>
  return %y
}

// -----

graph @expand_bilinear_size1_f64(%x: tensor<[1, 2, 1, 3], f64>, %g: tensor<[1, 2, 2, 2], f64>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "bilinear", padding_mode = "reflection", align_corners = true} : tensor<*, ?>
  return %y
}

// -----

graph @expand_nearest_size1_f64(%x: tensor<[1, 2, 1, 3], f64>, %g: tensor<[1, 2, 2, 2], f64>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "nearest", padding_mode = "reflection", align_corners = true} : tensor<*, ?>
  return %y
}

// -----

graph @expand_bicubic_size1_f64(%x: tensor<[1, 2, 1, 3], f64>, %g: tensor<[1, 2, 2, 2], f64>) -> (tensor<*, ?>) {
  %y = core.grid_sample(%x, %g) {mode = "bicubic", padding_mode = "reflection", align_corners = true} : tensor<*, ?>
  return %y
}

// -----

graph @expand_nearest_ties_reflection(%x: tensor<[1, 2, 4, 4], f32>) -> (tensor<*, ?>) {
  %g = core.constant {value = dense<tensor<[1, 1, 6, 2], f32>, [-1.5, 0.0, 1.5, 0.0, -0.5, 0.0, 0.5, 0.0, 0.25, -1.5, 1.25, 1.5]>} : tensor<[1, 1, 6, 2], f32>
  %y = core.grid_sample(%x, %g) {mode = "nearest", padding_mode = "reflection"} : tensor<*, ?>
  return %y
}

