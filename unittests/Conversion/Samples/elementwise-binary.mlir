// Sweep samples of the elementwise entries (binary): each entry on several
// shapes and dtypes and its interesting attributes.

graph @add_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @add_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @add_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @add_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @add_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @add_Tensor_5(%a: tensor<[2, 3], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @add_Tensor_6(%a: tensor<[2, 3], f32>, %b: tensor<[2, 1], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.add.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @add__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @add__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @add__Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @add__Tensor_3(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.add_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @add_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add_Scalar_6(%a: tensor<[2, 3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add_Scalar_7(%a: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.add.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @add__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.add_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @add__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.add_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @add__Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.add_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @add__Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.add_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @add__Scalar_4(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.add_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @sub_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @sub_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @sub_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @sub_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @sub_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @sub_Tensor_5(%a: tensor<[2, 3], i64>, %b: tensor<[3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @sub_Tensor_6(%a: tensor<[2, 3], f32>, %b: tensor<[2, 1], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.sub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @sub__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.sub_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @sub__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.sub_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @sub__Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.sub_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @sub__Tensor_3(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.5} : float
  %v4 = aten.sub_.Tensor(%v2, %b, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @sub_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub_Scalar_6(%a: tensor<[2, 3], i32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub_Scalar_7(%a: tensor<[4], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.sub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @sub__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.sub_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @sub__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.sub_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @sub__Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.sub_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @sub__Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.sub_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @sub__Scalar_4(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 1.5} : float
  %c4 = prim.Constant {value = 1} : int
  %v5 = aten.sub_.Scalar(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @rsub_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsub_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsub_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsub_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsub_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsub_Tensor_5(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.rsub.Tensor(%a, %b, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsub_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @rsub_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @rsub_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @rsub_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @rsub_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @rsub_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @rsub_Scalar_6(%a: tensor<[2, 3], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.rsub.Scalar(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @mul_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @mul_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @mul_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @mul_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @mul_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @mul_Tensor_5(%a: tensor<[2, 3], bool>, %b: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @mul_Tensor_6(%a: tensor<[2], bool>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.mul.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @mul__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.mul_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @mul__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.mul_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @mul__Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.mul_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @mul_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_6(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_7(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul_Scalar_8(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = true} : bool
  %v2 = aten.mul.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @mul__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 3} : int
  %v4 = aten.mul_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @mul__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 3} : int
  %v4 = aten.mul_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @mul__Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 3} : int
  %v4 = aten.mul_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @mul__Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1.5} : float
  %v4 = aten.mul_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @mul__Scalar_4(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -1.5} : float
  %v4 = aten.mul_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @div_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.div.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @div_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.div.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @div_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.div.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @div_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.div.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @div_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.div.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @true_divide_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.true_divide.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @true_divide_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.true_divide.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @true_divide_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.true_divide.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @true_divide_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.true_divide.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @true_divide_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.true_divide.Tensor(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @div__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.div_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @div__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.div_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @true_divide__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.true_divide_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @true_divide__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.true_divide_.Tensor(%v2, %b) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @div_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @div_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @div_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @div_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @div_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.div.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @true_divide_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @true_divide_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @true_divide_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @true_divide_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @true_divide_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @true_divide_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.25} : float
  %v2 = aten.true_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @div__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.div_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @div__Scalar_1(%a: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.div_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @div__Scalar_2(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.div_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @div__Scalar_3(%a: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 0.25} : float
  %v4 = aten.div_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @true_divide__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 4} : int
  %v4 = aten.true_divide_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @div_Tensor_mode_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_5(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "trunc"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_6(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "trunc"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_7(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "trunc"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_8(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "trunc"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_9(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "trunc"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_10(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "floor"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_11(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "floor"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_12(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "floor"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_13(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "floor"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div_Tensor_mode_14(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = "floor"} : str
  %v6 = aten.div.Tensor_mode(%a, %v4, %c5) : tensor<*, ?>
  return %v6
}

// -----

graph @div__Tensor_mode_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant : none
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div__Tensor_mode_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant : none
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div__Tensor_mode_2(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "trunc"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div__Tensor_mode_3(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "trunc"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div__Tensor_mode_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "trunc"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div__Tensor_mode_5(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "floor"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div__Tensor_mode_6(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "floor"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div__Tensor_mode_7(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %c7 = prim.Constant {value = "floor"} : str
  %v8 = aten.div_.Tensor_mode(%v6, %v4, %c7) : tensor<*, ?>
  return %v8
}

// -----

graph @div_Scalar_mode_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant : none
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_6(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_7(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_8(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_9(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_10(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_11(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant {value = "trunc"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_12(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = "floor"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_13(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = "floor"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_14(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %c2 = prim.Constant {value = "floor"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_15(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant {value = "floor"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_16(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant {value = "floor"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div_Scalar_mode_17(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.75} : float
  %c2 = prim.Constant {value = "floor"} : str
  %v3 = aten.div.Scalar_mode(%a, %c1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @div__Scalar_mode_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant : none
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @div__Scalar_mode_1(%a: tensor<[4], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant : none
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @div__Scalar_mode_2(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant {value = "trunc"} : str
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @div__Scalar_mode_3(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant {value = "trunc"} : str
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @div__Scalar_mode_4(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant {value = "floor"} : str
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @div__Scalar_mode_5(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -3} : int
  %c4 = prim.Constant {value = "floor"} : str
  %v5 = aten.div_.Scalar_mode(%v2, %c3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @floor_divide_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.floor_divide(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @floor_divide_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.floor_divide(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @floor_divide_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.floor_divide(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @floor_divide_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.floor_divide(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @floor_divide_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.floor_divide(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @floor_divide__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.floor_divide_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @floor_divide__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.floor_divide_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @floor_divide__Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.floor_divide_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @floor_divide_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @floor_divide_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @floor_divide_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @floor_divide_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @floor_divide_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @floor_divide_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -0.5} : float
  %v2 = aten.floor_divide.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @floor_divide__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.floor_divide_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @floor_divide__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.floor_divide_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @floor_divide__Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = 2} : int
  %v4 = aten.floor_divide_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @remainder_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.remainder.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @remainder_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.remainder.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @remainder_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.remainder.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @remainder_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.remainder.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @remainder_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.remainder.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @remainder__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.remainder_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @remainder__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.remainder_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @remainder__Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.remainder_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @remainder_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @remainder_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @remainder_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @remainder_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @remainder_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @remainder_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.remainder.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @remainder__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.remainder_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @remainder__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.remainder_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @remainder__Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.remainder_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @fmod_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.fmod.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @fmod_Tensor_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.fmod.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @fmod_Tensor_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.fmod.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @fmod_Tensor_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.fmod.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @fmod_Tensor_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.fmod.Tensor(%a, %v4) : tensor<*, ?>
  return %v5
}

// -----

graph @fmod__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.fmod_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @fmod__Tensor_1(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.fmod_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @fmod__Tensor_2(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%b) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%a, %c5) : tensor<*, ?>
  %v7 = aten.fmod_.Tensor(%v6, %v4) : tensor<*, ?>
  return %v7
}

// -----

graph @fmod_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @fmod_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @fmod_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 3} : int
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @fmod_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @fmod_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @fmod_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = -1.5} : float
  %v2 = aten.fmod.Scalar(%a, %c1) : tensor<*, ?>
  return %v2
}

// -----

graph @fmod__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.fmod_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @fmod__Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.fmod_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @fmod__Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %c3 = prim.Constant {value = -2} : int
  %v4 = aten.fmod_.Scalar(%v2, %c3) : tensor<*, ?>
  return %v4
}

// -----

graph @remainder_Scalar_Tensor_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 7} : int
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

graph @remainder_Scalar_Tensor_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 7} : int
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

graph @remainder_Scalar_Tensor_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = 7} : int
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

graph @remainder_Scalar_Tensor_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -2.5} : float
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

graph @remainder_Scalar_Tensor_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -2.5} : float
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

graph @remainder_Scalar_Tensor_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant {value = -2.5} : float
  %v6 = aten.remainder.Scalar_Tensor(%c5, %v4) : tensor<*, ?>
  return %v6
}

// -----

graph @pow_Tensor_Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %v2 = aten.pow.Tensor_Tensor(%v1, %b) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Tensor_Tensor_1(%a: tensor<[4], i64>, %b: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %v2 = aten.pow.Tensor_Tensor(%v1, %b) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Tensor_Tensor_2(%a: tensor<[2, 2], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %v2 = aten.pow.Tensor_Tensor(%v1, %b) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Tensor_Tensor_3(%a: tensor<[], f64>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %v2 = aten.pow.Tensor_Tensor(%v1, %b) : tensor<*, ?>
  return %v2
}

// -----

graph @pow__Tensor_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.pow_.Tensor(%v3, %b) : tensor<*, ?>
  return %v4
}

// -----

graph @pow_Tensor_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 2} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 0.5} : float
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_6(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 3} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_7(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 3} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow_Tensor_Scalar_8(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant {value = 3} : int
  %v3 = aten.pow.Tensor_Scalar(%v1, %c2) : tensor<*, ?>
  return %v3
}

// -----

graph @pow__Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.pow_.Scalar(%v3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @pow__Scalar_1(%a: tensor<[4], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = 2} : int
  %v5 = aten.pow_.Scalar(%v3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @pow__Scalar_2(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = -1.5} : float
  %v5 = aten.pow_.Scalar(%v3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @pow__Scalar_3(%a: tensor<[4], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%a) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %c4 = prim.Constant {value = -1.5} : float
  %v5 = aten.pow_.Scalar(%v3, %c4) : tensor<*, ?>
  return %v5
}

// -----

graph @pow_Scalar_0(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Scalar_1(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Scalar_2(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 2} : int
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Scalar_3(%a: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Scalar_4(%a: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @pow_Scalar_5(%a: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant {value = 0.5} : float
  %v2 = aten.pow.Scalar(%c1, %a) : tensor<*, ?>
  return %v2
}

// -----

graph @maximum_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.maximum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @maximum_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.maximum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @maximum_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.maximum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @maximum_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.maximum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @maximum_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.maximum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @minimum_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.minimum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @minimum_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.minimum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @minimum_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.minimum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @minimum_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.minimum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @minimum_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.minimum(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @atan2_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.atan2(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @atan2_1(%a: tensor<[4, 1], i64>, %b: tensor<[3], i64>) -> (tensor<*, ?>) {
  %v1 = aten.atan2(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @atan2_2(%a: tensor<[2, 3], f32>, %b: tensor<[], i64>) -> (tensor<*, ?>) {
  %v1 = aten.atan2(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @atan2_3(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.atan2(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @atan2_4(%a: tensor<[2, 2], i32>, %b: tensor<[2, 2], i64>) -> (tensor<*, ?>) {
  %v1 = aten.atan2(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @hypot_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hypot(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @hypot_1(%a: tensor<[], f64>, %b: tensor<[2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.hypot(%a, %b) : tensor<*, ?>
  return %v1
}

// -----

graph @hypot_2(%a: tensor<[4, 1], f64>, %b: tensor<[4, 5], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.hypot_(%b, %v2) : tensor<*, ?>
  return %v3
}

// -----

graph @atan2_0(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%a, %c1) : tensor<*, ?>
  %v3 = aten.atan2_(%v2, %b) : tensor<*, ?>
  return %v3
}
