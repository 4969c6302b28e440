// Numeric sweep samples: reductions, norms and the softmax family.

graph @sum_f32(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.sum(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

graph @sum_bool_to_i64(%x: tensor<[4], bool>) -> (tensor<[], i64>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.sum(%x, %c1) : tensor<[], i64>
  return %r1_0
}

// -----

graph @sum_dtype_f64(%x: tensor<[2, 3], i64>) -> (tensor<[], f64>) {
  %dt1 = prim.Constant {value = 7} : int
  %r1_0 = aten.sum(%x, %dt1) : tensor<[], f64>
  return %r1_0
}

// -----

graph @sum_dim_keepdim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[1, 3, 1], f32>) {
  %c1 = prim.Constant {value = [0, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.sum.dim_IntList(%x, %c1, %c2, %c3) : tensor<[1, 3, 1], f32>
  return %r3_0
}

// -----

graph @sum_dim_i64(%x: tensor<[3, 4], i64>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.sum.dim_IntList(%x, %c1, %c2, %c3) : tensor<[3], i64>
  return %r3_0
}

// -----

graph @sum_dim_none_dtype(%x: tensor<[3, 4], f32>) -> (tensor<[], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %dt3 = prim.Constant {value = 7} : int
  %r3_0 = aten.sum.dim_IntList(%x, %c1, %c2, %dt3) : tensor<[], f64>
  return %r3_0
}

// -----

graph @sum_dim_rank0(%x: tensor<[], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = [0]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.sum.dim_IntList(%x, %c1, %c2, %c3) : tensor<[], f32>
  return %r3_0
}

// -----

graph @mean_all(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.mean(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

graph @mean_all_f64(%x: tensor<[5], f64>) -> (tensor<[], f64>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.mean(%x, %c1) : tensor<[], f64>
  return %r1_0
}

// -----

graph @mean_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 3, 1], f32>) {
  %c1 = prim.Constant {value = [-1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.mean.dim(%x, %c1, %c2, %c3) : tensor<[2, 3, 1], f32>
  return %r3_0
}

// -----

graph @mean_dim_int_dtype(%x: tensor<[2, 3], i64>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [0]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %dt3 = prim.Constant {value = 6} : int
  %r3_0 = aten.mean.dim(%x, %c1, %c2, %dt3) : tensor<[3], f32>
  return %r3_0
}

// -----

graph @mean_dim_f16(%x: tensor<[4, 3], f16>) -> (tensor<[], f16>) {
  %c1 = prim.Constant {value = [0, 1]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.mean.dim(%x, %c1, %c2, %c3) : tensor<[], f16>
  return %r3_0
}

// -----

graph @prod_all(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.prod(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

graph @prod_all_i32(%x: tensor<[2, 3], i32>) -> (tensor<[], i64>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.prod(%x, %c1) : tensor<[], i64>
  return %r1_0
}

// -----

graph @prod_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.prod.dim_int(%x, %c1, %c2, %c3) : tensor<[2, 1, 4], f32>
  return %r3_0
}

// -----

graph @prod_dim_bool(%x: tensor<[3, 4], bool>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.prod.dim_int(%x, %c1, %c2, %c3) : tensor<[3], i64>
  return %r3_0
}

// -----

graph @amax(%x: tensor<[2, 3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [0, 2]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.amax(%x, %c1, %c2) : tensor<[3], f32>
  return %r2_0
}

// -----

graph @amax_i64_keep(%x: tensor<[3, 4], i64>) -> (tensor<[3, 1], i64>) {
  %c1 = prim.Constant {value = [-1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.amax(%x, %c1, %c2) : tensor<[3, 1], i64>
  return %r2_0
}

// -----

graph @amin(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 4], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.amin(%x, %c1, %c2) : tensor<[2, 1, 4], f32>
  return %r2_0
}

// -----

graph @amin_all_i64(%x: tensor<[3, 4], i64>) -> (tensor<[], i64>) {
  %c1 = prim.Constant {value = []} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.amin(%x, %c1, %c2) : tensor<[], i64>
  return %r2_0
}

// -----

graph @max_all(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %r0_0 = aten.max(%x) : tensor<[], f32>
  return %r0_0
}

// -----

graph @max_all_i64(%x: tensor<[5], i64>) -> (tensor<[], i64>) {
  %r0_0 = aten.max(%x) : tensor<[], i64>
  return %r0_0
}

// -----

graph @min_all(%x: tensor<[2, 3], f64>) -> (tensor<[], f64>) {
  %r0_0 = aten.min(%x) : tensor<[], f64>
  return %r0_0
}

// -----

graph @min_all_bool(%x: tensor<[2, 3], bool>) -> (tensor<[], bool>) {
  %r0_0 = aten.min(%x) : tensor<[], bool>
  return %r0_0
}

// -----

graph @max_dim(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>, tensor<[3], i64>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0, %r2_1 = aten.max.dim(%x, %c1, %c2) : (tensor<[3], f32>, tensor<[3], i64>)
  return %r2_0, %r2_1
}

// -----

graph @max_dim_keep_i64(%x: tensor<[2, 3, 4], i64>) -> (tensor<[2, 1, 4], i64>, tensor<[2, 1, 4], i64>) {
  %c1 = prim.Constant {value = -2} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0, %r2_1 = aten.max.dim(%x, %c1, %c2) : (tensor<[2, 1, 4], i64>, tensor<[2, 1, 4], i64>)
  return %r2_0, %r2_1
}

// -----

graph @min_dim(%x: tensor<[3, 5], f32>) -> (tensor<[1, 5], f32>, tensor<[1, 5], i64>) {
  %c1 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0, %r2_1 = aten.min.dim(%x, %c1, %c2) : (tensor<[1, 5], f32>, tensor<[1, 5], i64>)
  return %r2_0, %r2_1
}

// -----

graph @min_dim_f64(%x: tensor<[4, 2], f64>) -> (tensor<[4], f64>, tensor<[4], i64>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0, %r2_1 = aten.min.dim(%x, %c1, %c2) : (tensor<[4], f64>, tensor<[4], i64>)
  return %r2_0, %r2_1
}

// -----

graph @max_other(%x: tensor<[2, 3], f32>, %y: tensor<[3], f32>) -> (tensor<[2, 3], f32>) {
  %r0_0 = aten.max.other(%x, %y) : tensor<[2, 3], f32>
  return %r0_0
}

// -----

graph @max_other_promote(%x: tensor<[2, 3], i64>, %y: tensor<[2, 1], f32>) -> (tensor<[2, 3], f32>) {
  %r0_0 = aten.max.other(%x, %y) : tensor<[2, 3], f32>
  return %r0_0
}

// -----

graph @min_other(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %r0_0 = aten.min.other(%x, %y) : tensor<[2, 3], f32>
  return %r0_0
}

// -----

graph @min_other_i64(%x: tensor<[4], i64>, %y: tensor<[], i64>) -> (tensor<[4], i64>) {
  %r0_0 = aten.min.other(%x, %y) : tensor<[4], i64>
  return %r0_0
}

// -----

graph @argmax_dim(%x: tensor<[3, 5], f32>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.argmax(%x, %c1, %c2) : tensor<[3], i64>
  return %r2_0
}

// -----

graph @argmax_none_keep(%x: tensor<[3, 5], f32>) -> (tensor<[1, 1], i64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.argmax(%x, %c1, %c2) : tensor<[1, 1], i64>
  return %r2_0
}

// -----

graph @argmax_none_i64(%x: tensor<[2, 3, 2], i64>) -> (tensor<[], i64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.argmax(%x, %c1, %c2) : tensor<[], i64>
  return %r2_0
}

// -----

graph @argmin_dim_keep(%x: tensor<[3, 5], f32>) -> (tensor<[1, 5], i64>) {
  %c1 = prim.Constant {value = -2} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.argmin(%x, %c1, %c2) : tensor<[1, 5], i64>
  return %r2_0
}

// -----

graph @argmin_none(%x: tensor<[4, 3], f64>) -> (tensor<[], i64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.argmin(%x, %c1, %c2) : tensor<[], i64>
  return %r2_0
}

// -----

graph @var_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0 = aten.var(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

graph @var_all_biased_f64(%x: tensor<[6], f64>) -> (tensor<[], f64>) {
  %c1 = prim.Constant {value = false} : bool
  %r1_0 = aten.var(%x, %c1) : tensor<[], f64>
  return %r1_0
}

// -----

graph @var_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.var.dim(%x, %c1, %c2, %c3) : tensor<[2, 1, 1], f32>
  return %r3_0
}

// -----

graph @var_dim_biased(%x: tensor<[3, 4], f64>) -> (tensor<[4], f64>) {
  %c1 = prim.Constant {value = [0]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.var.dim(%x, %c1, %c2, %c3) : tensor<[4], f64>
  return %r3_0
}

// -----

graph @var_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.var.correction(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

graph @var_correction_none(%x: tensor<[3, 5], f32>) -> (tensor<[1, 1], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.var.correction(%x, %c1, %c2, %c3) : tensor<[1, 1], f32>
  return %r3_0
}

// -----

graph @var_mean_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>, tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0, %r1_1 = aten.var_mean(%x, %c1) : (tensor<[], f32>, tensor<[], f32>)
  return %r1_0, %r1_1
}

// -----

graph @var_mean_all_biased_f64(%x: tensor<[6], f64>) -> (tensor<[], f64>, tensor<[], f64>) {
  %c1 = prim.Constant {value = false} : bool
  %r1_0, %r1_1 = aten.var_mean(%x, %c1) : (tensor<[], f64>, tensor<[], f64>)
  return %r1_0, %r1_1
}

// -----

graph @var_mean_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0, %r3_1 = aten.var_mean.dim(%x, %c1, %c2, %c3) : (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>)
  return %r3_0, %r3_1
}

// -----

graph @var_mean_dim_biased(%x: tensor<[3, 4], f64>) -> (tensor<[4], f64>, tensor<[4], f64>) {
  %c1 = prim.Constant {value = [0]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %r3_0, %r3_1 = aten.var_mean.dim(%x, %c1, %c2, %c3) : (tensor<[4], f64>, tensor<[4], f64>)
  return %r3_0, %r3_1
}

// -----

graph @var_mean_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>, tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0, %r3_1 = aten.var_mean.correction(%x, %c1, %c2, %c3) : (tensor<[3], f32>, tensor<[3], f32>)
  return %r3_0, %r3_1
}

// -----

graph @var_mean_correction_none(%x: tensor<[3, 5], f32>) -> (tensor<[1, 1], f32>, tensor<[1, 1], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = true} : bool
  %r3_0, %r3_1 = aten.var_mean.correction(%x, %c1, %c2, %c3) : (tensor<[1, 1], f32>, tensor<[1, 1], f32>)
  return %r3_0, %r3_1
}

// -----

graph @std_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0 = aten.std(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

graph @std_all_biased_f64(%x: tensor<[6], f64>) -> (tensor<[], f64>) {
  %c1 = prim.Constant {value = false} : bool
  %r1_0 = aten.std(%x, %c1) : tensor<[], f64>
  return %r1_0
}

// -----

graph @std_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.std.dim(%x, %c1, %c2, %c3) : tensor<[2, 1, 1], f32>
  return %r3_0
}

// -----

graph @std_dim_biased(%x: tensor<[3, 4], f64>) -> (tensor<[4], f64>) {
  %c1 = prim.Constant {value = [0]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.std.dim(%x, %c1, %c2, %c3) : tensor<[4], f64>
  return %r3_0
}

// -----

graph @std_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.std.correction(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

graph @std_correction_none(%x: tensor<[3, 5], f32>) -> (tensor<[1, 1], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.std.correction(%x, %c1, %c2, %c3) : tensor<[1, 1], f32>
  return %r3_0
}

// -----

graph @std_mean_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>, tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0, %r1_1 = aten.std_mean(%x, %c1) : (tensor<[], f32>, tensor<[], f32>)
  return %r1_0, %r1_1
}

// -----

graph @std_mean_all_biased_f64(%x: tensor<[6], f64>) -> (tensor<[], f64>, tensor<[], f64>) {
  %c1 = prim.Constant {value = false} : bool
  %r1_0, %r1_1 = aten.std_mean(%x, %c1) : (tensor<[], f64>, tensor<[], f64>)
  return %r1_0, %r1_1
}

// -----

graph @std_mean_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0, %r3_1 = aten.std_mean.dim(%x, %c1, %c2, %c3) : (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>)
  return %r3_0, %r3_1
}

// -----

graph @std_mean_dim_biased(%x: tensor<[3, 4], f64>) -> (tensor<[4], f64>, tensor<[4], f64>) {
  %c1 = prim.Constant {value = [0]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %c3 = prim.Constant {value = false} : bool
  %r3_0, %r3_1 = aten.std_mean.dim(%x, %c1, %c2, %c3) : (tensor<[4], f64>, tensor<[4], f64>)
  return %r3_0, %r3_1
}

// -----

graph @std_mean_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>, tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0, %r3_1 = aten.std_mean.correction(%x, %c1, %c2, %c3) : (tensor<[3], f32>, tensor<[3], f32>)
  return %r3_0, %r3_1
}

// -----

graph @std_mean_correction_none(%x: tensor<[3, 5], f32>) -> (tensor<[1, 1], f32>, tensor<[1, 1], f32>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = true} : bool
  %r3_0, %r3_1 = aten.std_mean.correction(%x, %c1, %c2, %c3) : (tensor<[1, 1], f32>, tensor<[1, 1], f32>)
  return %r3_0, %r3_1
}

// -----

graph @logsumexp(%x: tensor<[3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.logsumexp(%x, %c1, %c2) : tensor<[3], f32>
  return %r2_0
}

// -----

graph @logsumexp_keep_f64(%x: tensor<[2, 3, 4], f64>) -> (tensor<[1, 3, 1], f64>) {
  %c1 = prim.Constant {value = [0, 2]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.logsumexp(%x, %c1, %c2) : tensor<[1, 3, 1], f64>
  return %r2_0
}

// -----

graph @any_bool(%x: tensor<[3, 4], bool>) -> (tensor<[], bool>) {
  %r0_0 = aten.any(%x) : tensor<[], bool>
  return %r0_0
}

// -----

graph @any_f32(%x: tensor<[3, 4], f32>) -> (tensor<[], bool>) {
  %r0_0 = aten.any(%x) : tensor<[], bool>
  return %r0_0
}

// -----

graph @any_dim(%x: tensor<[3, 4], bool>) -> (tensor<[3], bool>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.any.dim(%x, %c1, %c2) : tensor<[3], bool>
  return %r2_0
}

// -----

graph @any_dim_i64_keep(%x: tensor<[3, 4], i64>) -> (tensor<[1, 4], bool>) {
  %c1 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.any.dim(%x, %c1, %c2) : tensor<[1, 4], bool>
  return %r2_0
}

// -----

graph @all_bool(%x: tensor<[3, 4], bool>) -> (tensor<[], bool>) {
  %r0_0 = aten.all(%x) : tensor<[], bool>
  return %r0_0
}

// -----

graph @all_u8(%x: tensor<[3, 4], u8>) -> (tensor<[], u8>) {
  %r0_0 = aten.all(%x) : tensor<[], u8>
  return %r0_0
}

// -----

graph @all_dim(%x: tensor<[3, 4], i64>) -> (tensor<[3, 1], bool>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.all.dim(%x, %c1, %c2) : tensor<[3, 1], bool>
  return %r2_0
}

// -----

graph @all_dim_bool(%x: tensor<[2, 3, 2], bool>) -> (tensor<[2, 2], bool>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.all.dim(%x, %c1, %c2) : tensor<[2, 2], bool>
  return %r2_0
}

// -----

graph @count_nonzero(%x: tensor<[3, 4], i64>) -> (tensor<[], i64>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.count_nonzero(%x, %c1) : tensor<[], i64>
  return %r1_0
}

// -----

graph @count_nonzero_dim(%x: tensor<[3, 4], bool>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = 1} : int
  %r1_0 = aten.count_nonzero(%x, %c1) : tensor<[3], i64>
  return %r1_0
}

// -----

graph @count_nonzero_list(%x: tensor<[2, 3, 4], i64>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = [0, 2]} : list<int>
  %r1_0 = aten.count_nonzero.dim_IntList(%x, %c1) : tensor<[3], i64>
  return %r1_0
}

// -----

graph @count_nonzero_list_f32(%x: tensor<[3, 4], f32>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = [-1]} : list<int>
  %r1_0 = aten.count_nonzero.dim_IntList(%x, %c1) : tensor<[3], i64>
  return %r1_0
}

// -----

graph @norm_default(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %r1_0 = aten.norm.Scalar(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

graph @norm_p1_f64(%x: tensor<[5], f64>) -> (tensor<[], f64>) {
  %c1 = prim.Constant {value = 1} : int
  %r1_0 = aten.norm.Scalar(%x, %c1) : tensor<[], f64>
  return %r1_0
}

// -----

graph @norm_dim_p2(%x: tensor<[3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.norm.ScalarOpt_dim(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

graph @norm_dim_p1_keep(%x: tensor<[2, 3, 4], f32>) -> (tensor<[1, 3, 1], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = [0, 2]} : list<int>
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.norm.ScalarOpt_dim(%x, %c1, %c2, %c3) : tensor<[1, 3, 1], f32>
  return %r3_0
}

// -----

graph @norm_dim_inf(%x: tensor<[3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = inf} : float
  %c2 = prim.Constant {value = [-1]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.norm.ScalarOpt_dim(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

graph @norm_dim_none_p(%x: tensor<[3, 4], f64>) -> (tensor<[4], f64>) {
  %c1 = prim.Constant : none
  %c2 = prim.Constant {value = [0]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.norm.ScalarOpt_dim(%x, %c1, %c2, %c3) : tensor<[4], f64>
  return %r3_0
}

// -----

graph @norm_dim_p3(%x: tensor<[3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = 3.0} : float
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.norm.ScalarOpt_dim(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

graph @vector_norm(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %r4_0 = aten.linalg_vector_norm(%x, %c1, %c2, %c3, %c4) : tensor<[], f32>
  return %r4_0
}

// -----

graph @vector_norm_dim_ninf(%x: tensor<[3, 4], f32>) -> (tensor<[3, 1], f32>) {
  %c1 = prim.Constant {value = -inf} : float
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = true} : bool
  %c4 = prim.Constant : none
  %r4_0 = aten.linalg_vector_norm(%x, %c1, %c2, %c3, %c4) : tensor<[3, 1], f32>
  return %r4_0
}

// -----

graph @vector_norm_p0_dtype(%x: tensor<[3, 4], f32>) -> (tensor<[4], f64>) {
  %c1 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = [0]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %dt4 = prim.Constant {value = 7} : int
  %r4_0 = aten.linalg_vector_norm(%x, %c1, %c2, %c3, %dt4) : tensor<[4], f64>
  return %r4_0
}

// -----

graph @frobenius_norm(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = [0, 1]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.frobenius_norm.dim(%x, %c1, %c2) : tensor<[], f32>
  return %r2_0
}

// -----

graph @frobenius_norm_keep_f64(%x: tensor<[2, 3, 4], f64>) -> (tensor<[2, 3, 1], f64>) {
  %c1 = prim.Constant {value = [-1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.frobenius_norm.dim(%x, %c1, %c2) : tensor<[2, 3, 1], f64>
  return %r2_0
}

// -----

graph @softmax_private(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten._softmax(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}

// -----

graph @softmax_private_f64(%x: tensor<[2, 3, 4], f64>) -> (tensor<[2, 3, 4], f64>) {
  %c1 = prim.Constant {value = -3} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten._softmax(%x, %c1, %c2) : tensor<[2, 3, 4], f64>
  return %r2_0
}

// -----

graph @log_softmax(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant : none
  %r2_0 = aten.log_softmax.int(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}

// -----

graph @log_softmax_dtype(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f64>) {
  %c1 = prim.Constant {value = 0} : int
  %dt2 = prim.Constant {value = 7} : int
  %r2_0 = aten.log_softmax.int(%x, %c1, %dt2) : tensor<[3, 4], f64>
  return %r2_0
}

// -----

graph @log_softmax_private(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten._log_softmax(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}

// -----

graph @log_softmax_private_f64(%x: tensor<[5], f64>) -> (tensor<[5], f64>) {
  %c1 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten._log_softmax(%x, %c1, %c2) : tensor<[5], f64>
  return %r2_0
}

// -----

graph @softmax_int(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant : none
  %r2_0 = aten.softmax.int(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}

// -----

graph @softmax_int_dtype(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f64>) {
  %c1 = prim.Constant {value = -2} : int
  %dt2 = prim.Constant {value = 7} : int
  %r2_0 = aten.softmax.int(%x, %c1, %dt2) : tensor<[2, 3], f64>
  return %r2_0
}
