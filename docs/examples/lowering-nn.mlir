graph @main(%x: tensor<[n, 3, 10], f32>) -> (tensor<*, ?>) {
  %p = core.avg_pool(%x) {kernel_shape = [3], strides = [2], pads = [1, 1], ceil_mode = true, count_include_pad = true} : tensor<*, ?>
  %y = core.softmax(%p) {axis = 1} : tensor<*, ?>
  return %y
}
