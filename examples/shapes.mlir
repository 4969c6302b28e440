// shapes.mlir: symbolic dims through infer-shapes (docs/shapes.md).
// `batch` and `h` are dynamic axes; nothing below declares a result shape.
module {
  symbol h in [8, 1024]
  graph @main(%x: tensor<[batch, 3, h, h], f32>, %scale: tensor<[batch, 1, 1, 1], f32>,
              %bias: tensor<[n], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
    %0 = core.mul(%x, %scale) : tensor<*, ?>
    %1 = core.max_pool(%0) {ceil_mode = true, kernel_shape = [3, 3], strides = [2, 2]} : tensor<*, ?>
    %2 = core.relu(%1) : tensor<*, ?>
    // [batch, 3, h', h'] + [n]: the last dims must match, so n == h'.
    %3 = core.add(%2, %bias) : tensor<*, ?>
    return %2, %3
  }
}
