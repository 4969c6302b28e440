graph @g(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%y) : tensor<[2], f32>
  return %0
}
