// sweep-pipeline: decompose,fold-conv-batch-norm,fold-constants,dce
// Numeric sweep samples: eval-mode batch norms folded into the conv,
// conv_transpose and linear before them (tocc-export's fold-constants
// stage), against the unfolded aten ops.

graph @conv_bn(%x: tensor<[2, 2, 5, 5], f32>) -> (tensor<[2, 2, 5, 5], f32>) {
  %w = prim.Constant {value = dense<tensor<[2, 2, 1, 1], f32>, [0.5, -1.0, 2.0, 0.25]>} : tensor<[2, 2, 1, 1], f32>
  %cb = prim.Constant {value = dense<tensor<[2], f32>, [0.1, -0.2]>} : tensor<[2], f32>
  %g = prim.Constant {value = dense<tensor<[2], f32>, [1.5, 0.5]>} : tensor<[2], f32>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.0, 1.0]>} : tensor<[2], f32>
  %mean = prim.Constant {value = dense<tensor<[2], f32>, [1.0, -0.5]>} : tensor<[2], f32>
  %var = prim.Constant {value = dense<tensor<[2], f32>, [4.0, 0.25]>} : tensor<[2], f32>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %one = prim.Constant {value = 1} : int
  %c = aten.conv2d(%x, %w, %cb, %ones, %zeros, %ones, %one) : tensor<[2, 2, 5, 5], f32>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %momentum = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 1.0e-05} : float
  %bn = aten.batch_norm(%c, %g, %b, %mean, %var, %false, %momentum, %eps, %true) : tensor<[2, 2, 5, 5], f32>
  return %bn
}

// -----

graph @conv_transpose_bn(%x: tensor<[1, 2, 3, 3], f32>) -> (tensor<[1, 3, 6, 6], f32>) {
  %w = prim.Constant {value = dense<tensor<[2, 3, 2, 2], f32>, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, -0.1, -0.2, -0.3, -0.4, -0.5, -0.6, -0.7, -0.8, -0.9, -1.0, -1.1, -1.2]>} : tensor<[2, 3, 2, 2], f32>
  %none = prim.Constant : none
  %g = prim.Constant {value = dense<tensor<[3], f32>, [1.5, 0.5, 2.0]>} : tensor<[3], f32>
  %b = prim.Constant {value = dense<tensor<[3], f32>, [0.0, 1.0, -1.0]>} : tensor<[3], f32>
  %mean = prim.Constant {value = dense<tensor<[3], f32>, [1.0, -0.5, 0.25]>} : tensor<[3], f32>
  %var = prim.Constant {value = dense<tensor<[3], f32>, [4.0, 0.25, 1.0]>} : tensor<[3], f32>
  %twos = prim.Constant {value = [2, 2]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %one = prim.Constant {value = 1} : int
  %c = aten.conv_transpose2d.input(%x, %w, %none, %twos, %zeros, %zeros, %one, %ones) : tensor<[1, 3, 6, 6], f32>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %momentum = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 1.0e-05} : float
  %bn = aten.batch_norm(%c, %g, %b, %mean, %var, %false, %momentum, %eps, %true) : tensor<[1, 3, 6, 6], f32>
  return %bn
}

// -----

graph @linear_bn(%x: tensor<[4, 3], f32>) -> (tensor<[4, 2], f32>) {
  %w = prim.Constant {value = dense<tensor<[2, 3], f32>, [0.5, -1.0, 2.0, 0.25, 1.0, -0.5]>} : tensor<[2, 3], f32>
  %lb = prim.Constant {value = dense<tensor<[2], f32>, [0.1, -0.2]>} : tensor<[2], f32>
  %g = prim.Constant {value = dense<tensor<[2], f32>, [1.5, 0.5]>} : tensor<[2], f32>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.0, 1.0]>} : tensor<[2], f32>
  %mean = prim.Constant {value = dense<tensor<[2], f32>, [1.0, -0.5]>} : tensor<[2], f32>
  %var = prim.Constant {value = dense<tensor<[2], f32>, [4.0, 0.25]>} : tensor<[2], f32>
  %l = aten.linear(%x, %w, %lb) : tensor<[4, 2], f32>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %momentum = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 1.0e-05} : float
  %bn = aten.batch_norm(%l, %g, %b, %mean, %var, %false, %momentum, %eps, %true) : tensor<[4, 2], f32>
  return %bn
}
