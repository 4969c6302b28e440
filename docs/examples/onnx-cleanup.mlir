graph @main(%x: tensor<[n, 3, 4], f32>) -> (tensor<*, ?>) {
  %0 = core.flatten(%x) {start_dim = 0, end_dim = 1} : tensor<*, ?>
  %1 = core.relu(%0) : tensor<*, ?>
  return %1
}
