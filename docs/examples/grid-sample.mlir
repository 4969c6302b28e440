// F.grid_sample twice: RAFT's bilinear/zeros/align_corners, and nearest with
// reflection, which ONNX Runtime's GridSample rounds otherwise than ATen.
graph @main(%x: tensor<[n, 3, h, w], f32>, %g: tensor<[n, ho, wo, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %bilinear = prim.Constant {value = 0} : int
  %zeros = prim.Constant {value = 0} : int
  %true = prim.Constant {value = true} : bool
  %y = aten.grid_sampler(%x, %g, %bilinear, %zeros, %true) : tensor<*, ?>
  %nearest = prim.Constant {value = 1} : int
  %reflection = prim.Constant {value = 2} : int
  %false = prim.Constant {value = false} : bool
  %z = aten.grid_sampler(%x, %g, %nearest, %reflection, %false) : tensor<*, ?>
  return %y, %z
}
