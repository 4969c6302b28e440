// Numeric sweep samples of aten.grid_sampler / grid_sampler_2d (F.grid_sample):
// every interpolation mode x padding mode x align_corners. The decomposition
// keeps core.grid_sample whole; the lowering sweep runs it as GridSample
// (16, 20) and as the expansion into gathers (11-15, and the forms
// GridSample computes otherwise). Grids are randn, times 2.5 where the
// padding matters, so that samples fall outside [-1, 1] and reflect more
// than once.

// -----

graph @grid_sampler_bilinear_zeros_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bilinear_zeros_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bilinear_border_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler_2d(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bilinear_border_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler_2d(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bilinear_reflection_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bilinear_reflection_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_zeros_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler_2d(%x, %g, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_zeros_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler_2d(%x, %g, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_border_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_border_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_reflection_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler_2d(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_reflection_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler_2d(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bicubic_zeros_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %m = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bicubic_zeros_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %m = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bicubic_border_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler_2d(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bicubic_border_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler_2d(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bicubic_reflection_noalign(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bicubic_reflection_align(%x: tensor<[2, 3, 4, 5], f32>, %g: tensor<[2, 3, 4, 2], f32>) -> (tensor<[2, 3, 3, 4], f32>) {
  %s = prim.Constant {value = 2.5} : float
  %gs = aten.mul.Scalar(%g, %s) : tensor<[2, 3, 4, 2], f32>
  %m = prim.Constant {value = 2} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = true} : bool
  %y = aten.grid_sampler(%x, %gs, %m, %p, %a) : tensor<[2, 3, 3, 4], f32>
  return %y
}

// -----

graph @grid_sampler_bilinear_f64(%x: tensor<[1, 2, 3, 4], f64>, %g: tensor<[1, 5, 2, 2], f64>) -> (tensor<[1, 2, 5, 2], f64>) {
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler_2d(%x, %g, %m, %p, %a) : tensor<[1, 2, 5, 2], f64>
  return %y
}

// -----

graph @grid_sampler_nearest_ties_zeros(%x: tensor<[1, 2, 4, 4], f32>) -> (tensor<[1, 2, 1, 6], f32>) {
  %g = prim.Constant {value = dense<tensor<[1, 1, 6, 2], f32>, [-1.5, 0.0, 1.5, 0.0, -0.5, 0.0, 0.5, 0.0, 0.25, -1.5, 1.25, 1.5]>} : tensor<[1, 1, 6, 2], f32>
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<[1, 2, 1, 6], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_ties_border(%x: tensor<[1, 2, 4, 4], f32>) -> (tensor<[1, 2, 1, 6], f32>) {
  %g = prim.Constant {value = dense<tensor<[1, 1, 6, 2], f32>, [-1.5, 0.0, 1.5, 0.0, -0.5, 0.0, 0.5, 0.0, 0.25, -1.5, 1.25, 1.5]>} : tensor<[1, 1, 6, 2], f32>
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 1} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<[1, 2, 1, 6], f32>
  return %y
}

// -----

graph @grid_sampler_nearest_ties_reflection(%x: tensor<[1, 2, 4, 4], f32>) -> (tensor<[1, 2, 1, 6], f32>) {
  %g = prim.Constant {value = dense<tensor<[1, 1, 6, 2], f32>, [-1.5, 0.0, 1.5, 0.0, -0.5, 0.0, 0.5, 0.0, 0.25, -1.5, 1.25, 1.5]>} : tensor<[1, 1, 6, 2], f32>
  %m = prim.Constant {value = 1} : int
  %p = prim.Constant {value = 2} : int
  %a = prim.Constant {value = false} : bool
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<[1, 2, 1, 6], f32>
  return %y
}
