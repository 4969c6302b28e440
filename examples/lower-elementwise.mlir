// clamp and Python's floor division, lowered per opset (docs/lowering.md).
graph @g(%x: tensor<[n, 3], f32>, %k: int) -> (tensor<*, ?>, tensor<*, ?>) {
  %lo = core.constant {value = dense<tensor<[], f32>, [0.0]>} : tensor<[], f32>
  %hi = core.constant {value = dense<tensor<[], f32>, [6.0]>} : tensor<[], f32>
  %0 = core.clamp(%x, %lo, %hi) : tensor<*, ?>
  %two = core.scalar_constant {value = 2} : int
  %q = core.scalar_floordiv(%k, %two) : int
  %1 = core.to_tensor(%q) {dtype = i64} : tensor<*, ?>
  return %0, %1
}
