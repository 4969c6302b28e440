// Sweep samples of the elementwise entries (compare): each entry on several
// shapes and dtypes and its interesting attributes.

graph @logical_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_not(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_not_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.logical_not(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_not_2(%x: tensor<[], i32>) -> (tensor<*, ?>) {
  %v1 = aten.logical_not(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_not_3(%x: tensor<[2, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.logical_not(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.logical_not_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_not(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_not_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_not(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_not_2(%x: tensor<[], i32>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_not(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_not_0(%x: tensor<[2, 3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_not_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_not_1(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_not_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_not_2(%x: tensor<[], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_not_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @eq_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.eq.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @eq_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.eq.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @eq_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.eq.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @eq_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.eq.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @eq_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @eq_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @eq_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @eq_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @eq_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @eq_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.eq.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @eq__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.eq_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @eq__Tensor_1(%a: tensor<[4], i64>, %b: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.eq_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @eq__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.eq_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @eq__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.eq_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @ne_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ne.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ne_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.ne.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ne_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ne.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ne_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.ne.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ne_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ne_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ne_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ne_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ne_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ne_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ne.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @not_equal_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.not_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @not_equal_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.not_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @not_equal_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.not_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @not_equal_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.not_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @not_equal_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @not_equal_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @not_equal_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @not_equal_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @not_equal_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @not_equal_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.not_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ne__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.ne_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @ne__Tensor_1(%a: tensor<[4], i64>, %b: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.ne_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @ne__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.ne_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @ne__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.ne_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @lt_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.lt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @lt_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.lt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @lt_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.lt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @lt_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.lt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @lt_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lt_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lt_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lt_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lt_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lt_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.lt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.less.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.less.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.less.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.less.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @lt__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.lt_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @lt__Tensor_1(%a: tensor<[4], i64>, %b: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.lt_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @lt__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.lt_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @lt__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.lt_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @le_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.le.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @le_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.le.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @le_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.le.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @le_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.le.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @le_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @le_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @le_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @le_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @le_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @le_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.le.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_equal_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.less_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_equal_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.less_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_equal_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.less_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_equal_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.less_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @less_equal_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_equal_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_equal_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_equal_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_equal_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @less_equal_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.less_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @le__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.le_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @le__Tensor_1(%a: tensor<[4], i64>, %b: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.le_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @le__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.le_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @le__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.le_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @gt_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.gt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @gt_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.gt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @gt_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.gt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @gt_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.gt.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @gt_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gt_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gt_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gt_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gt_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gt_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.gt.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.greater.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.greater.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.greater.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.greater.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @gt__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.gt_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @gt__Tensor_1(%a: tensor<[4], i64>, %b: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.gt_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @gt__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.gt_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @gt__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.gt_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @ge_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ge.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ge_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.ge.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ge_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ge.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ge_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.ge.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ge_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ge_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ge_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ge_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ge_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ge_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.ge.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_equal_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.greater_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_equal_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %v1 = aten.greater_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_equal_Tensor_2(%a: tensor<[2], i64>, %b: tensor<[], f32>) -> (tensor<*, ?>) {
  %v1 = aten.greater_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_equal_Tensor_3(%a: tensor<[2, 2], bool>, %b: tensor<[2, 2], bool>) -> (tensor<*, ?>) {
  %v1 = aten.greater_equal.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @greater_equal_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_equal_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_equal_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_equal_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_equal_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @greater_equal_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.greater_equal.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ge__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.ge_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @ge__Tensor_1(%a: tensor<[4], i64>, %b: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.ge_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @ge__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.ge_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @ge__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.ge_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @logical_and_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_and(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_and_1(%a: tensor<[4], i64>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %v1 = aten.logical_and(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_and_2(%a: tensor<[2, 2], f32>, %b: tensor<[], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_and(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_and_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_and_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @logical_and_1(%a: tensor<[4], i64>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_and_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @logical_or_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_or(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_or_1(%a: tensor<[4], i64>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %v1 = aten.logical_or(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_or_2(%a: tensor<[2, 2], f32>, %b: tensor<[], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_or(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_or_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_or_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @logical_or_1(%a: tensor<[4], i64>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_or_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @logical_xor_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_xor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_xor_1(%a: tensor<[4], i64>, %b: tensor<[4], f32>) -> (tensor<*, ?>) {
  %v1 = aten.logical_xor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_xor_2(%a: tensor<[2, 2], f32>, %b: tensor<[], bool>) -> (tensor<*, ?>) {
  %v1 = aten.logical_xor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @logical_xor_0(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_xor_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @logical_xor_1(%a: tensor<[4], i64>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.logical_xor_(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_and_Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_and.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_and_Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_and.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_and_Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_and.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_and_Tensor_3(%a: tensor<[3], bool>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_and.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_and__Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_and_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_and__Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_and_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_and_Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_1(%a: tensor<[4], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_2(%a: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_3(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_4(%a: tensor<[4], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_5(%a: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_and.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and__Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.bitwise_and_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @bitwise_and_Scalar_Tensor_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_and.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_Tensor_1(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_and.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_Tensor_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_and.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_and_Scalar_Tensor_3(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_and.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @and___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__and__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @and___Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.__and__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @and___Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__and__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @and___Tensor_3(%a: tensor<[3], bool>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__and__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @iand___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__iand__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @iand___Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__iand__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @and___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__and__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @and___Scalar_1(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__and__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @and___Scalar_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__and__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @and___Scalar_3(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__and__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @iand___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.__iand__.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @bitwise_or_Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_or.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_or_Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_or.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_or_Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_or.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_or_Tensor_3(%a: tensor<[3], bool>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_or.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_or__Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_or_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_or__Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_or_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_or_Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_1(%a: tensor<[4], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_2(%a: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_3(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_4(%a: tensor<[4], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_5(%a: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_or.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or__Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.bitwise_or_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @bitwise_or_Scalar_Tensor_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_or.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_Tensor_1(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_or.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_Tensor_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_or.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_or_Scalar_Tensor_3(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_or.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @or___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__or__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @or___Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.__or__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @or___Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__or__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @or___Tensor_3(%a: tensor<[3], bool>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__or__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ior___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__ior__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @ior___Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__ior__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @or___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__or__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @or___Scalar_1(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__or__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @or___Scalar_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__or__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @or___Scalar_3(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__or__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ior___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.__ior__.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @bitwise_xor_Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_xor.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_xor_Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_xor.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_xor_Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_xor.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_xor_Tensor_3(%a: tensor<[3], bool>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.bitwise_xor.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @bitwise_xor__Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_xor_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_xor__Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.bitwise_xor_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @bitwise_xor_Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_1(%a: tensor<[4], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_2(%a: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_3(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_4(%a: tensor<[4], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_5(%a: tensor<[], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.bitwise_xor.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor__Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.bitwise_xor_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @bitwise_xor_Scalar_Tensor_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_xor.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_Tensor_1(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 5} : int
  %v2 = aten.bitwise_xor.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_Tensor_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_xor.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @bitwise_xor_Scalar_Tensor_3(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = false} : bool
  %v2 = aten.bitwise_xor.Scalar_Tensor(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @xor___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__xor__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @xor___Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %v1 = aten.__xor__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @xor___Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__xor__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @xor___Tensor_3(%a: tensor<[3], bool>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.__xor__.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @ixor___Tensor_0(%a: tensor<[2, 3], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__ixor__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @ixor___Tensor_1(%a: tensor<[4], bool>, %b: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.__ixor__.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @xor___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__xor__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @xor___Scalar_1(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 6} : int
  %v2 = aten.__xor__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @xor___Scalar_2(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__xor__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @xor___Scalar_3(%a: tensor<[4], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.__xor__.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @ixor___Scalar_0(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.__ixor__.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}
