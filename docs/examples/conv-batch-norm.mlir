// A conv followed by an inference batch norm, every parameter a constant
// (docs/fold-constants.md, "Batch norm into conv").
graph @main(%x: tensor<[1, 1, 4, 4], f32>) -> (tensor<*, ?>) {
  %w = core.constant {value = dense<tensor<[2, 1, 1, 1], f32>, [1.0, 2.0]>} : tensor<[2, 1, 1, 1], f32>
  %b = core.constant {value = dense<tensor<[2], f32>, [0.5, 0.0]>} : tensor<[2], f32>
  %gamma = core.constant {value = dense<tensor<[2], f32>, [4.0, 3.0]>} : tensor<[2], f32>
  %beta = core.constant {value = dense<tensor<[2], f32>, [1.0, 0.5]>} : tensor<[2], f32>
  %mean = core.constant {value = dense<tensor<[2], f32>, [0.5, 1.0]>} : tensor<[2], f32>
  %var = core.constant {value = dense<tensor<[2], f32>, [4.0, 9.0]>} : tensor<[2], f32>
  %c = core.conv(%x, %w, %b) : tensor<*, ?>
  %y = core.batch_norm(%c, %gamma, %beta, %mean, %var) {eps = 0.0} : tensor<*, ?>
  return %y
}
