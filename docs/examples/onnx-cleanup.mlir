graph @main(%x: tensor<[n, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.flatten(%x) {start_dim = 1, end_dim = 2} : tensor<*, ?>
  %1 = core.relu(%0) : tensor<*, ?>
  return %1
}
