graph @main(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>, tensor<[2], i64>) {
  %w = core.constant {value = dense<tensor<[3], f32>, [1.0, 2.0, 3.0]>} : tensor<[3], f32>
  %two = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %scale = core.mul(%w, %two) : tensor<[3], f32>
  %y = core.mul(%x, %scale) : tensor<[2, 3], f32>
  %shape = core.shape_of(%x) : tensor<[2], i64>
  return %y, %shape
}
