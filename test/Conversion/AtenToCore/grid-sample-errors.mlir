// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='decompose'

// What grid_sampler does not decompose, and the shapes core.grid_sample
// rejects: each an error at the op.

graph @grid_sampler_3d_input(%x: tensor<[1, 2, 3, 4, 5], f32>, %g: tensor<[1, 2, 3, 4, 3], f32>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.grid_sampler' op samples 4-D inputs [N, C, H, W] only, but the input has rank 5 (3-D grid sampling of volumes has no decomposition)}}
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sampler_3d(%x: tensor<[1, 2, 3, 4, 5], f32>, %g: tensor<[1, 2, 3, 4, 3], f32>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  // expected-error @below {{no decomposition for 'aten.grid_sampler_3d': core.grid_sample samples 4-D inputs; volumes [N, C, D, H, W] (grid [N, D_out, H_out, W_out, 3]) are not decomposed yet}}
  %y = aten.grid_sampler_3d(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sampler_bad_mode(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 3, 2], f32>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = 3} : int
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.grid_sampler' op has interpolation_mode 3; torch's are 0 (bilinear), 1 (nearest) and 2 (bicubic)}}
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sampler_bad_padding(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 3, 2], f32>) -> (tensor<*, ?>) {
  %m = prim.Constant {value = 0} : int
  %p = prim.Constant {value = -1} : int
  %a = prim.Constant {value = false} : bool
  // expected-error @below {{'aten.grid_sampler_2d' op has padding_mode -1; torch's are 0 (zeros), 1 (border) and 2 (reflection)}}
  %y = aten.grid_sampler_2d(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sampler_computed_mode(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 3, 2], f32>, %m: int) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 0} : int
  %a = prim.Constant {value = false} : bool
  // expected-error @below {{argument 'interpolation_mode' (operand 2) must be a constant int}}
  %y = aten.grid_sampler(%x, %g, %m, %p, %a) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sample_grid_not_pairs(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 3, 3], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op grid must be [N, H_out, W_out, 2] for input tensor<[1, 2, 3, 4], f32>, got tensor<[1, 2, 3, 3], f32>}}
  %y = core.grid_sample(%x, %g) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sample_batch_mismatch(%x: tensor<[2, 2, 3, 4], f32>, %g: tensor<[3, 2, 3, 2], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op grid must be [N, H_out, W_out, 2] for input tensor<[2, 2, 3, 4], f32>, got tensor<[3, 2, 3, 2], f32>}}
  %y = core.grid_sample(%x, %g) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sample_3d_grid(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 3], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op grid must be 4-D [N, H_out, W_out, 2], got tensor<[1, 2, 3], f32>}}
  %y = core.grid_sample(%x, %g) : tensor<*, ?>
  return %y
}

// -----

graph @grid_sample_bad_mode_name(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 3, 2], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op mode must be bilinear, nearest or bicubic, got 'linear'}}
  %y = core.grid_sample(%x, %g) {mode = "linear"} : tensor<*, ?>
  return %y
}

// -----

graph @grid_sample_integer_input(%x: tensor<[1, 2, 3, 4], i64>, %g: tensor<[1, 2, 3, 2], f32>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op input must have a float dtype, got tensor<[1, 2, 3, 4], i64>}}
  %y = core.grid_sample(%x, %g) : tensor<*, ?>
  return %y
}

// -----

// torch too requires one dtype ("expected input and grid to have same dtype").
graph @grid_sample_mixed_dtypes(%x: tensor<[1, 2, 3, 4], f32>, %g: tensor<[1, 2, 3, 2], f64>) -> (tensor<*, ?>) {
  // expected-error @below {{'core.grid_sample' op operands have different element types (f32 and f64)}}
  %y = core.grid_sample(%x, %g) : tensor<*, ?>
  return %y
}
