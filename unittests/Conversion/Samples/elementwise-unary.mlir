// Sweep samples of the elementwise entries (unary): each entry on several
// shapes and dtypes and its interesting attributes.

graph @abs_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @abs_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @abs_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @abs_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @abs_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.abs_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @abs_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.abs_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @abs_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.abs_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @abs_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.abs_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @neg_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.neg(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @neg_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.neg(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @neg_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.neg(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @neg_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.neg(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @neg_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.neg_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @neg_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.neg_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @neg_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.neg_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @neg_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.neg_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sign_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sign(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sign_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.sign(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sign_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sign(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sign_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.sign(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sign_4(%x: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.sign(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sign_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sign_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sign_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sign_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sign_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sign_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sign_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sign_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sign_4(%x: tensor<[3], bool>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sign_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @exp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.exp(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.exp(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.exp(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.exp(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @exp_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @exp_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @log_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.log(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @log_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log1p_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log1p(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log1p_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log1p(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log1p_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log1p(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log1p_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.log1p(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @log1p_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log1p_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log1p_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log1p_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log1p_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log1p_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @expm1_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.expm1(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @expm1_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.expm1(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @expm1_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.expm1(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @expm1_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.expm1(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @expm1_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.expm1_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @expm1_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.expm1_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @expm1_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.expm1_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.sqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @sqrt_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.sqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @sqrt_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.sqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @sqrt_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.sqrt(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.sqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @sqrt_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.sqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @sqrt_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.sqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @rsqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.rsqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsqrt_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.rsqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsqrt_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.rsqrt(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @rsqrt_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.rsqrt(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @rsqrt_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.rsqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @rsqrt_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.rsqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @rsqrt_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.rsqrt_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @reciprocal_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.reciprocal(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @reciprocal_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.reciprocal(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @reciprocal_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.reciprocal(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @reciprocal_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.reciprocal(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @reciprocal_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.reciprocal_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @reciprocal_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.reciprocal_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @reciprocal_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.reciprocal_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sin(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sin_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.sin(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sin_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sin(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sin_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.sin(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sin_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sin_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sin_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sin_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sin_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @cos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.cos(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cos_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.cos(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cos_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.cos(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cos_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.cos(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cos_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @cos_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cos_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @cos_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cos_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @tan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tan_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tan_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tan_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.tan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @tan_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @tan_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @asin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.asin(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @asin_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.asin(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @asin_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.asin(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @asin_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.asin(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @asin_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.asin_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @asin_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.asin_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @asin_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.asin_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @acos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.acos(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @acos_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.acos(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @acos_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.acos(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @acos_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.acos(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @acos_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.acos_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @acos_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.acos_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @acos_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.acos_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @atan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.atan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @atan_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.atan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @atan_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.atan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @atan_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.atan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @atan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.atan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @atan_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.atan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @atan_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.atan_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sinh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.sinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sinh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sinh_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.sinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sinh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sinh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @cosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.cosh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cosh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.cosh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cosh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.cosh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cosh_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.cosh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @cosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cosh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @cosh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cosh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @cosh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.cosh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @tanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tanh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tanh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tanh_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @tanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tanh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @tanh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tanh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @tanh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.tanh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @asinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.asinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @asinh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.asinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @asinh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.asinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @asinh_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.asinh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @asinh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.asinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @asinh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.asinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @asinh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.asinh_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @acosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.acosh(%v4) : tensor<*, ?>
  return %v5
}

// -----

graph @acosh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.acosh(%v4) : tensor<*, ?>
  return %v5
}

// -----

graph @acosh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %v5 = aten.acosh(%v4) : tensor<*, ?>
  return %v5
}

// -----

graph @acosh_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.acosh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @acosh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%v4, %c5) : tensor<*, ?>
  %v7 = aten.acosh_(%v6) : tensor<*, ?>
  return %v7
}

// -----

graph @acosh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%v4, %c5) : tensor<*, ?>
  %v7 = aten.acosh_(%v6) : tensor<*, ?>
  return %v7
}

// -----

graph @acosh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %c3 = prim.Constant {value = 1} : int
  %v4 = aten.add.Scalar(%v1, %c2, %c3) : tensor<*, ?>
  %c5 = prim.Constant : none
  %v6 = aten.clone(%v4, %c5) : tensor<*, ?>
  %v7 = aten.acosh_(%v6) : tensor<*, ?>
  return %v7
}

// -----

graph @atanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.atanh(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @atanh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.atanh(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @atanh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %v2 = aten.atanh(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @atanh_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.atanh(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @atanh_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.atanh_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @atanh_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.atanh_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @atanh_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.tanh(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.atanh_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @erf_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.erf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @erf_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.erf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @erf_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.erf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @erf_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.erf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @erf_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.erf_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @erf_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.erf_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @erf_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.erf_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sigmoid_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sigmoid_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sigmoid_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.sigmoid(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @sigmoid_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sigmoid_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @sigmoid_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.sigmoid_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @floor_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.floor(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @floor_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.floor(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @floor_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.floor(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @floor_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.floor(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @floor_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.floor_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @floor_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.floor_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @floor_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.floor_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @floor_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.floor_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @ceil_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ceil(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @ceil_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.ceil(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @ceil_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.ceil(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @ceil_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.ceil(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @ceil_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.ceil_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @ceil_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.ceil_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @ceil_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.ceil_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @ceil_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.ceil_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @round_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.round(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @round_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.round(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @round_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.round(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @round_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.round(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @round_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.round_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @round_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.round_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @round_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.round_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @round_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.round_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @trunc_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.trunc(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @trunc_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.trunc(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @trunc_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.trunc(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @trunc_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.trunc(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @trunc_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.trunc_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @trunc_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.trunc_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @trunc_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.trunc_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @trunc_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.trunc_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @fix_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.fix(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @fix_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.fix(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @fix_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.fix(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @fix_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.fix(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @fix_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.fix_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @fix_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.fix_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @fix_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.fix_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @fix_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.fix_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @log2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log2(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log2_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log2(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log2_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log2(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log2_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.log2(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @log2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log2_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log2_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log2_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log2_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log2_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log10_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log10(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log10_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log10(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log10_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %v2 = aten.log10(%v1) : tensor<*, ?>
  return %v2
}

// -----

graph @log10_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.log10(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @log10_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log10_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log10_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log10_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @log10_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.abs(%x) : tensor<*, ?>
  %c2 = prim.Constant : none
  %v3 = aten.clone(%v1, %c2) : tensor<*, ?>
  %v4 = aten.log10_(%v3) : tensor<*, ?>
  return %v4
}

// -----

graph @exp2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.exp2(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp2_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.exp2(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp2_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.exp2(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp2_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.exp2(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @exp2_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp2_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @exp2_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp2_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @exp2_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.exp2_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @frac_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.frac(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @frac_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.frac(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @frac_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.frac(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @frac_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.frac_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @frac_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.frac_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @frac_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.frac_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @square_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.square(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @square_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.square(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @square_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.square(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @square_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.square(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @square_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.square_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @square_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.square_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @square_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.square_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @square_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %c1 = prim.Constant : none
  %v2 = aten.clone(%x, %c1) : tensor<*, ?>
  %v3 = aten.square_(%v2) : tensor<*, ?>
  return %v3
}

// -----

graph @isnan_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isnan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isnan_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.isnan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isnan_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isnan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isnan_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.isnan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isnan_4(%x: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.isnan(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isnan_5(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.log(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Tensor(%x, %x, %c2) : tensor<*, ?>
  %v4 = aten.reciprocal(%v3) : tensor<*, ?>
  %v5 = aten.isnan(%v1) : tensor<*, ?>
  %v6 = aten.isnan(%v4) : tensor<*, ?>
  return %v5, %v6
}

// -----

graph @isinf_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isinf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isinf_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.isinf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isinf_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isinf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isinf_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.isinf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isinf_4(%x: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.isinf(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isinf_5(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.log(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Tensor(%x, %x, %c2) : tensor<*, ?>
  %v4 = aten.reciprocal(%v3) : tensor<*, ?>
  %v5 = aten.isinf(%v1) : tensor<*, ?>
  %v6 = aten.isinf(%v4) : tensor<*, ?>
  return %v5, %v6
}

// -----

graph @isfinite_0(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isfinite(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isfinite_1(%x: tensor<[], f64>) -> (tensor<*, ?>) {
  %v1 = aten.isfinite(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isfinite_2(%x: tensor<[4, 1, 2], f32>) -> (tensor<*, ?>) {
  %v1 = aten.isfinite(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isfinite_3(%x: tensor<[4], i64>) -> (tensor<*, ?>) {
  %v1 = aten.isfinite(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isfinite_4(%x: tensor<[3], bool>) -> (tensor<*, ?>) {
  %v1 = aten.isfinite(%x) : tensor<*, ?>
  return %v1
}

// -----

graph @isfinite_5(%x: tensor<[2, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %v1 = aten.log(%x) : tensor<*, ?>
  %c2 = prim.Constant {value = 1} : int
  %v3 = aten.sub.Tensor(%x, %x, %c2) : tensor<*, ?>
  %v4 = aten.reciprocal(%v3) : tensor<*, ?>
  %v5 = aten.isfinite(%v1) : tensor<*, ?>
  %v6 = aten.isfinite(%v4) : tensor<*, ?>
  return %v5, %v6
}
