// Sweep samples of the elementwise entries (select): each entry on several
// shapes and dtypes and its interesting attributes.

graph @lerp_Scalar_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lerp_Scalar_1(%a: tensor<[], f64>, %b: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lerp_Scalar_2(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.75} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lerp_Scalar_3(%a: tensor<[], f64>, %b: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.75} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lerp_Scalar_4(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2.0} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lerp_Scalar_5(%a: tensor<[], f64>, %b: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2.0} : float
  %v2 = aten.lerp.Scalar(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lerp__Scalar_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.lerp_.Scalar(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @lerp__Scalar_1(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.75} : float
  %v4 = aten.lerp_.Scalar(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @lerp__Scalar_2(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2.0} : float
  %v4 = aten.lerp_.Scalar(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @lerp_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %w: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %v1 = aten.lerp.Tensor(%a, %b, %w) : tensor<*, ?>
  return %v1
}

// -----

graph @lerp_Tensor_1(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %w: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.lerp.Tensor(%a, %b, %w) : tensor<*, ?>
  return %v1
}

// -----

graph @lerp__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %w: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.lerp_.Tensor(%v2, %b, %w) : tensor<*, ?>
  return %v3
}

// -----

graph @lerp__Tensor_1(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %w: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.lerp_.Tensor(%v2, %b, %w) : tensor<*, ?>
  return %v3
}

// -----

graph @addcmul_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @addcmul_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @addcmul_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -2} : int
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @addcmul_3(%a: tensor<[3], i64>, %b: tensor<[3], i64>, %c: tensor<[3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.addcmul(%a, %b, %c, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @addcmul_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.addcmul_(%v2, %b, %c, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @addcmul_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.addcmul_(%v2, %b, %c, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @addcmul_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.addcmul_(%v2, %b, %c, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @addcdiv_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%c) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.addcdiv(%a, %b, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @addcdiv_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%c) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 0.5} : float
  %v6 = aten.addcdiv(%a, %b, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @addcdiv_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%c) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -2} : int
  %v6 = aten.addcdiv(%a, %b, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @addcdiv_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>, %c: tensor<[2, 1], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.abs(%c) : tensor<*, ?>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.add.Scalar(%v3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 1} : int
  %v8 = aten.addcdiv_(%v2, %b, %v6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @addcdiv_1(%a: tensor<[2, 3], f32>, %b: tensor<[2, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.abs(%c) : tensor<*, ?>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.add.Scalar(%v3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = 0.5} : float
  %v8 = aten.addcdiv_(%v2, %b, %v6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @addcdiv_2(%a: tensor<[4], f64>, %b: tensor<[4], f64>, %c: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.abs(%c) : tensor<*, ?>
  %c4 = prim.Constant {value = 1} : int
  %c5 = prim.Constant {value = 1} : int
  %v6 = aten.add.Scalar(%v3, %c4, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = -2} : int
  %v8 = aten.addcdiv_(%v2, %b, %v6, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @where_self_0(%c: tensor<[2, 3], bool>, %x: tensor<[2, 3], f32>, %y: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.where.self(%c, %x, %y) : tensor<*, ?>
  return %v1
}

// -----

graph @where_self_1(%c: tensor<[4, 1], bool>, %x: tensor<[3], i64>, %y: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.where.self(%c, %x, %y) : tensor<*, ?>
  return %v1
}

// -----

graph @where_self_2(%c: tensor<[], bool>, %x: tensor<[2], f64>, %y: tensor<[2], i32>) -> (tensor<*, ?>) {
  %v1 = aten.where.self(%c, %x, %y) : tensor<*, ?>
  return %v1
}

// -----

graph @where_ScalarOther_0(%c: tensor<[2, 3], bool>, %x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.where.ScalarOther(%c, %x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @where_ScalarOther_1(%c: tensor<[4], bool>, %x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.where.ScalarOther(%c, %x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @where_ScalarOther_2(%c: tensor<[2, 2], bool>, %x: tensor<[], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.where.ScalarOther(%c, %x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @where_ScalarSelf_0(%c: tensor<[2, 3], bool>, %x: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.where.ScalarSelf(%c, %c1, %x) : tensor<*, ?>
  return %v2
}

// -----

graph @where_ScalarSelf_1(%c: tensor<[4], bool>, %x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.where.ScalarSelf(%c, %c1, %x) : tensor<*, ?>
  return %v2
}

// -----

graph @where_ScalarSelf_2(%c: tensor<[2, 2], bool>, %x: tensor<[], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %v2 = aten.where.ScalarSelf(%c, %c1, %x) : tensor<*, ?>
  return %v2
}

// -----

graph @where_Scalar_0(%c: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.where.Scalar(%c, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @where_Scalar_1(%c: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = -1} : int
  %v3 = aten.where.Scalar(%c, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @where_Scalar_2(%c: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %c2 = prim.Constant {value = true} : bool
  %v3 = aten.where.Scalar(%c, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @masked_fill_Scalar_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @masked_fill_Scalar_1(%x: tensor<[4], i64>, %m: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @masked_fill_Scalar_2(%x: tensor<[2, 2], f64>, %m: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @masked_fill_Scalar_3(%x: tensor<[3], bool>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.masked_fill.Scalar(%x, %m, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @masked_fill__Scalar_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1.5} : float
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @masked_fill__Scalar_1(%x: tensor<[4], i64>, %m: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 3} : int
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @masked_fill__Scalar_2(%x: tensor<[2, 2], f64>, %m: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @masked_fill__Scalar_3(%x: tensor<[3], bool>, %m: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = true} : bool
  %v4 = aten.masked_fill_.Scalar(%v2, %m, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @masked_fill_Tensor_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>, %v: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.masked_fill.Tensor(%x, %m, %v) : tensor<*, ?>
  return %v1
}

// -----

graph @masked_fill_Tensor_1(%x: tensor<[4], i64>, %m: tensor<[4], bool>, %v: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.masked_fill.Tensor(%x, %m, %v) : tensor<*, ?>
  return %v1
}

// -----

graph @masked_fill_Tensor_2(%x: tensor<[2, 2], f64>, %m: tensor<[], bool>, %v: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.masked_fill.Tensor(%x, %m, %v) : tensor<*, ?>
  return %v1
}

// -----

graph @masked_fill_Tensor_3(%x: tensor<[3], bool>, %m: tensor<[3], bool>, %v: tensor<[], bool>) -> (tensor<*, ?>) {
  %v1 = aten.masked_fill.Tensor(%x, %m, %v) : tensor<*, ?>
  return %v1
}

// -----

graph @masked_fill__Tensor_0(%x: tensor<[2, 3], f32>, %m: tensor<[3], bool>, %v: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.masked_fill_.Tensor(%v2, %m, %v) : tensor<*, ?>
  return %v3
}

// -----

graph @masked_fill__Tensor_1(%x: tensor<[4], i64>, %m: tensor<[4], bool>, %v: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.masked_fill_.Tensor(%v2, %m, %v) : tensor<*, ?>
  return %v3
}

// -----

graph @masked_fill__Tensor_2(%x: tensor<[2, 2], f64>, %m: tensor<[], bool>, %v: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.masked_fill_.Tensor(%v2, %m, %v) : tensor<*, ?>
  return %v3
}

// -----

graph @masked_fill__Tensor_3(%x: tensor<[3], bool>, %m: tensor<[3], bool>, %v: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.masked_fill_.Tensor(%v2, %m, %v) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0} : int
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant : none
  %v3 = aten.clamp(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clip_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clip_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clip_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = 0} : int
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clip_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant : none
  %v3 = aten.clip(%x, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = 0.5} : float
  %v5 = aten.clamp_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @clamp_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.clamp_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @clamp_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = 0} : int
  %v5 = aten.clamp_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @clip_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -0.5} : float
  %c4 = prim.Constant {value = 0.5} : float
  %v5 = aten.clip_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @clip_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.clip_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @clip_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant : none
  %c4 = prim.Constant {value = 0} : int
  %v5 = aten.clip_(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @clamp_Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clamp.Tensor(%x, %b0, %b1) : tensor<*, ?>
  return %v1
}

// -----

graph @clamp_Tensor_1(%x: tensor<[4], i64>, %b1: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clamp.Tensor(%x, %c1, %b1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_Tensor_2(%x: tensor<[2, 2], f32>, %b0: tensor<[2, 1], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clamp.Tensor(%x, %b0, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clip_Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clip.Tensor(%x, %b0, %b1) : tensor<*, ?>
  return %v1
}

// -----

graph @clip_Tensor_1(%x: tensor<[4], i64>, %b1: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clip.Tensor(%x, %c1, %b1) : tensor<*, ?>
  return %v2
}

// -----

graph @clip_Tensor_2(%x: tensor<[2, 2], f32>, %b0: tensor<[2, 1], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clip.Tensor(%x, %b0, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp__Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_.Tensor(%v2, %b0, %b1) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp__Tensor_1(%x: tensor<[4], i64>, %b1: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant : none
  %v4 = aten.clamp_.Tensor(%v2, %c3, %b1) : tensor<*, ?>
  return %v4
}

// -----

graph @clip__Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>, %b1: tensor<[], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clip_.Tensor(%v2, %b0, %b1) : tensor<*, ?>
  return %v3
}

// -----

graph @clip__Tensor_1(%x: tensor<[4], i64>, %b1: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant : none
  %v4 = aten.clip_.Tensor(%v2, %c3, %b1) : tensor<*, ?>
  return %v4
}

// -----

graph @clamp_min_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_min_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_min_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_min_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %v2 = aten.clamp_min(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_min_Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clamp_min.Tensor(%x, %b0) : tensor<*, ?>
  return %v1
}

// -----

graph @clamp_min_Tensor_1(%x: tensor<[4], i64>, %b0: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.clamp_min.Tensor(%x, %b0) : tensor<*, ?>
  return %v1
}

// -----

graph @clamp_max_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_max_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_max_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1} : int
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_max_3(%x: tensor<[2, 2], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1.5} : float
  %v2 = aten.clamp_max(%x, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @clamp_max_Tensor_0(%x: tensor<[2, 3], f32>, %b1: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.clamp_max.Tensor(%x, %b1) : tensor<*, ?>
  return %v1
}

// -----

graph @clamp_max_Tensor_1(%x: tensor<[4], i64>, %b1: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.clamp_max.Tensor(%x, %b1) : tensor<*, ?>
  return %v1
}

// -----

graph @clamp_min_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.clamp_min_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @clamp_min_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.clamp_min_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @clamp_min_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.clamp_min_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @clamp_min__Tensor_0(%x: tensor<[2, 3], f32>, %b0: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_min_.Tensor(%v2, %b0) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_min__Tensor_1(%x: tensor<[4], i64>, %b0: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_min_.Tensor(%v2, %b0) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_max_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.clamp_max_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @clamp_max_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.clamp_max_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @clamp_max_2(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1} : int
  %v4 = aten.clamp_max_(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @clamp_max__Tensor_0(%x: tensor<[2, 3], f32>, %b1: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_max_.Tensor(%v2, %b1) : tensor<*, ?>
  return %v3
}

// -----

graph @clamp_max__Tensor_1(%x: tensor<[4], i64>, %b1: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.clamp_max_.Tensor(%v2, %b1) : tensor<*, ?>
  return %v3
}
