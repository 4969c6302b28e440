// Sweep samples of the elementwise entries (activations): each entry on several
// shapes and dtypes and its interesting attributes.

graph @relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.relu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.relu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @relu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @relu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @relu_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @relu6_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu6(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu6_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.relu6(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu6_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.relu6(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu6_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.relu6(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @relu6_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu6_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @relu6_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu6_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @relu6_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu6_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @relu6_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.relu6_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @silu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.silu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @silu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.silu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @silu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.silu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @silu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.silu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @silu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.silu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @silu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.silu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardswish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hardswish(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @hardswish_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.hardswish(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @hardswish_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hardswish(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @hardswish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardswish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardswish_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardswish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardswish_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardswish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardsigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hardsigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @hardsigmoid_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.hardsigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @hardsigmoid_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hardsigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @hardsigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardsigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardsigmoid_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardsigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardsigmoid_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.hardsigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @mish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.mish(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @mish_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.mish(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @mish_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.mish(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @mish_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.mish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @mish_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.mish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @mish_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.mish_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @selu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.selu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @selu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.selu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @selu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.selu(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @selu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.selu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @selu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.selu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @selu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.selu_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @log_sigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.log_sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @log_sigmoid_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.log_sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @log_sigmoid_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.log_sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @hardtanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.hardtanh(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardtanh_1(%x: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.0} : float
  %c2 = prim.Constant {value = 6.0} : float
  %v3 = aten.hardtanh(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardtanh_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.hardtanh(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @hardtanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.hardtanh_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @hardtanh_1(%x: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.0} : float
  %c4 = prim.Constant {value = 6.0} : float
  %v5 = aten.hardtanh_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @hardtanh_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.hardtanh_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @gelu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "none"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gelu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "none"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gelu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "none"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gelu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "tanh"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gelu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "tanh"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gelu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "tanh"} : str
  %v2 = aten.gelu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gelu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "none"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @gelu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "none"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @gelu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "none"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @gelu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "tanh"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @gelu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "tanh"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @gelu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = "tanh"} : str
  %v4 = aten.gelu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @softplus_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2.0} : float
  %c2 = prim.Constant {value = 1.0} : float
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2.0} : float
  %c2 = prim.Constant {value = 1.0} : float
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2.0} : float
  %c2 = prim.Constant {value = 1.0} : float
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = -1} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_7(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = -1} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @softplus_8(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = -1} : int
  %v3 = aten.softplus(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @elu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 2.0} : float
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 2.0} : float
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 2.0} : float
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_7(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_8(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.elu(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @elu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = 2.0} : float
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = 2.0} : float
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = 2.0} : float
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 0.5} : float
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_7(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 0.5} : float
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @elu_8(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 0.5} : float
  %v6 = aten.elu_(%v2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @celu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.0} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @celu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.0} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @celu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.0} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @celu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @celu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @celu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.celu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @celu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.0} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @celu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.0} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @celu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.0} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @celu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @celu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @celu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.celu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.01} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.01} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.01} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.2} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.2} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.2} : float
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_7(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_8(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.leaky_relu(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @leaky_relu_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.01} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.01} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.01} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.2} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.2} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.2} : float
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_7(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @leaky_relu_8(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.leaky_relu_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @threshold_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @threshold_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @threshold_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = 20} : int
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @threshold_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = -2.5} : float
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @threshold_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = -2.5} : float
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @threshold_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = -2.5} : float
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @threshold_6(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 0} : int
  %v3 = aten.threshold(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @threshold_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 20} : int
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @threshold_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 20} : int
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @threshold_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = 20} : int
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @threshold_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = -2.5} : float
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @threshold_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = -2.5} : float
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @threshold_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = -2.5} : float
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @threshold_6(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 0} : int
  %v5 = aten.threshold_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @hardshrink_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @hardshrink_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @hardshrink_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @hardshrink_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @hardshrink_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @hardshrink_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.hardshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @softshrink_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @softshrink_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @softshrink_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @softshrink_3(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @softshrink_4(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @softshrink_5(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.softshrink(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @prelu_0(%x: tensor<[2, 3, 4], f32>, %w: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.prelu(%x, %w) : tensor<*, ?>
  return %v1
}

// -----

graph @prelu_1(%x: tensor<[2, 3], f32>, %w: tensor<[1], f32>) -> (tensor<*, ?>) {
  %v1 = aten.prelu(%x, %w) : tensor<*, ?>
  return %v1
}

// -----

graph @prelu_2(%x: tensor<[2, 3, 2, 2], f32>, %w: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.prelu(%x, %w) : tensor<*, ?>
  return %v1
}

// -----

graph @prelu_3(%x: tensor<[4], f32>, %w: tensor<[1], f32>) -> (tensor<*, ?>) {
  %v1 = aten.prelu(%x, %w) : tensor<*, ?>
  return %v1
}
