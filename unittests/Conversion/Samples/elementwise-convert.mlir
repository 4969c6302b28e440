// Sweep samples of the elementwise entries (convert): each entry on several
// shapes and dtypes and its interesting attributes.

graph @to_dtype_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @to_dtype_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 4} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @to_dtype_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 11} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @to_dtype_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 7} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @to_dtype_4(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @to_dtype_5(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %v5 = aten.to.dtype(%x, %c1, %c2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @to_dtype_layout_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 6} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @to_dtype_layout_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 4} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @to_dtype_layout_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 11} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @to_dtype_layout_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 7} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @to_dtype_layout_4(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 6} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @to_dtype_layout_5(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 5} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c2, %c3, %c1, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @to_dtype_layout_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant {value = false} : bool
  %c7 = prim.Constant : none
  %v8 = aten.to.dtype_layout(%x, %c1, %c2, %c3, %c4, %c5, %c6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @to_copy_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

graph @to_copy_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 4} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

graph @to_copy_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 11} : int
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

graph @to_copy_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 7} : int
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

graph @to_copy_4(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

graph @to_copy_5(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %c2 = prim.Constant {value = 0} : int
  %c3 = prim.Constant : none
  %c4 = prim.Constant : none
  %c5 = prim.Constant {value = false} : bool
  %c6 = prim.Constant : none
  %v7 = aten._to_copy(%x, %c1, %c2, %c3, %c4, %c5, %c6) : tensor<*, ?>
  return %v7
}

// -----

graph @to_device_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 6} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @to_device_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 4} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @to_device_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 11} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @to_device_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 7} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @to_device_4(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 6} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @to_device_5(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = "cpu"} : device
  %c2 = prim.Constant {value = 5} : int
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant {value = false} : bool
  %c5 = prim.Constant : none
  %v6 = aten.to.device(%x, %c1, %c2, %c3, %c4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @to_prim_dtype_0(%x: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_prim_dtype_1(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 4} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_prim_dtype_2(%x: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 11} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_prim_dtype_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 7} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_prim_dtype_4(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_prim_dtype_5(%x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_prim_dtype_6(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %v4 = aten.to.prim_dtype(%x, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_other_0(%a: tensor<[2, 3], f32>, %b: tensor<[1], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %v4 = aten.to.other(%a, %b, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_other_1(%a: tensor<[4], i64>, %b: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %v4 = aten.to.other(%a, %b, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @to_other_2(%a: tensor<[3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %v4 = aten.to.other(%a, %b, %c1, %c2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @type_as_0(%a: tensor<[2, 3], f32>, %b: tensor<[1], i64>) -> (tensor<*, ?>) {
  %v1 = aten.type_as(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @type_as_1(%a: tensor<[4], i64>, %b: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.type_as(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @type_as_2(%a: tensor<[3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.type_as(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @clone_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.mul.Tensor(%v2, %v2) : tensor<*, ?>
  return %v3
}

// -----

graph @clone_1(%x: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.mul.Tensor(%v2, %v2) : tensor<*, ?>
  return %v3
}

// -----

graph @clone_2(%x: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @detach_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.detach(%x) : tensor<*, ?>
  %v2 = aten.mul.Tensor(%v1, %v1) : tensor<*, ?>
  return %v2
}

// -----

graph @detach_1(%x: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.detach(%x) : tensor<*, ?>
  %v2 = aten.mul.Tensor(%v1, %v1) : tensor<*, ?>
  return %v2
}

// -----

graph @detach_2(%x: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.detach(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @alias_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.alias(%x) : tensor<*, ?>
  %v2 = aten.mul.Tensor(%v1, %v1) : tensor<*, ?>
  return %v2
}

// -----

graph @alias_1(%x: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.alias(%x) : tensor<*, ?>
  %v2 = aten.mul.Tensor(%v1, %v1) : tensor<*, ?>
  return %v2
}

// -----

graph @alias_2(%x: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.alias(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @feature_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @feature_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @feature_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @feature_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @feature_alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @feature_alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.1} : float
  %c2 = prim.Constant {value = false} : bool
  %v3 = aten.feature_alpha_dropout(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @feature_alpha_dropout_0(%x: tensor<[2, 3, 4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @feature_alpha_dropout_1(%x: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.1} : float
  %c4 = prim.Constant {value = false} : bool
  %v5 = aten.feature_alpha_dropout_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

// F.dropout(x, p=0.0) trains by default (swin's attention): the identity.
graph @dropout_train_p0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %p = prim.Constant {value = 0.0} : float
  %t = prim.Constant {value = true} : bool
  %0 = aten.dropout(%x, %p, %t) : tensor<*, ?>
  return %0
}

// -----

graph @to_prim_device(%x: tensor<[2, 3], i64>, %y: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %cpu = prim.Constant {value = "cpu"} : device
  %f32 = prim.Constant {value = 6} : int
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %a = aten.to.prim_Device(%x, %cpu, %f32, %false, %false) : tensor<*, ?>
  %b = aten.to.prim_Device(%y, %none, %none, %false, %false) : tensor<*, ?>
  %c = aten.to.prim_other(%x, %false, %false) : tensor<*, ?>
  %d = aten.to.prim_Device(%x, %cpu, %none, %false, %false) : tensor<*, ?>
  return %a, %b, %c, %d
}
