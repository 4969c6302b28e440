// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s

// CHECK-LABEL: graph @sum_f32
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_sum(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sum_f32(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.sum(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @sum_bool_to_i64
// CHECK-NEXT:    %[[V0:.*]] = core.cast(%x) {dtype = i64} : tensor<[4], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_sum(%[[V0]]) {axes = [], keepdim = false} : tensor<[], i64>
// CHECK-NEXT:    return %[[V1]]
graph @sum_bool_to_i64(%x: tensor<[4], bool>) -> (tensor<[], i64>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.sum(%x, %c1) : tensor<[], i64>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @sum_dim_keepdim
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_sum(%x) {axes = [0, 2], keepdim = true} : tensor<[1, 3, 1], f32>
// CHECK-NEXT:    return %[[V0]]
graph @sum_dim_keepdim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[1, 3, 1], f32>) {
  %c1 = prim.Constant {value = [0, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.sum.dim_IntList(%x, %c1, %c2, %c3) : tensor<[1, 3, 1], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @mean_all
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mean_all(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.mean(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @mean_dim
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_mean(%x) {axes = [2], keepdim = true} : tensor<[2, 3, 1], f32>
// CHECK-NEXT:    return %[[V0]]
graph @mean_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 3, 1], f32>) {
  %c1 = prim.Constant {value = [-1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.mean.dim(%x, %c1, %c2, %c3) : tensor<[2, 3, 1], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @prod_all
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_prod(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]]
graph @prod_all(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.prod(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @prod_dim
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_prod(%x) {axes = [1], keepdim = true} : tensor<[2, 1, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @prod_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant : none
  %r3_0 = aten.prod.dim_int(%x, %c1, %c2, %c3) : tensor<[2, 1, 4], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @amax
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_max(%x) {axes = [0, 2], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @amax(%x: tensor<[2, 3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [0, 2]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.amax(%x, %c1, %c2) : tensor<[3], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @amin
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_min(%x) {axes = [1], keepdim = true} : tensor<[2, 1, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @amin(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 4], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.amin(%x, %c1, %c2) : tensor<[2, 1, 4], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @max_all
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_max(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_all(%x: tensor<[2, 3], f32>) -> (tensor<[], f32>) {
  %r0_0 = aten.max(%x) : tensor<[], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @min_all
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_min(%x) {axes = [], keepdim = false} : tensor<[], f64>
// CHECK-NEXT:    return %[[V0]]
graph @min_all(%x: tensor<[2, 3], f64>) -> (tensor<[], f64>) {
  %r0_0 = aten.min(%x) : tensor<[], f64>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @max_dim
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_max(%x) {axes = [1], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.argmax(%x) {axis = 1, keepdim = false} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @max_dim(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>, tensor<[3], i64>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0, %r2_1 = aten.max.dim(%x, %c1, %c2) : (tensor<[3], f32>, tensor<[3], i64>)
  return %r2_0, %r2_1
}

// -----

// CHECK-LABEL: graph @max_dim_keep_i64
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_max(%x) {axes = [1], keepdim = true} : tensor<[2, 1, 4], i64>
// CHECK-NEXT:    %[[V1:.*]] = core.argmax(%x) {axis = 1, keepdim = true} : tensor<[2, 1, 4], i64>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @max_dim_keep_i64(%x: tensor<[2, 3, 4], i64>) -> (tensor<[2, 1, 4], i64>, tensor<[2, 1, 4], i64>) {
  %c1 = prim.Constant {value = -2} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0, %r2_1 = aten.max.dim(%x, %c1, %c2) : (tensor<[2, 1, 4], i64>, tensor<[2, 1, 4], i64>)
  return %r2_0, %r2_1
}

// -----

// CHECK-LABEL: graph @min_dim
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_min(%x) {axes = [0], keepdim = true} : tensor<[1, 5], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.argmin(%x) {axis = 0, keepdim = true} : tensor<[1, 5], i64>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @min_dim(%x: tensor<[3, 5], f32>) -> (tensor<[1, 5], f32>, tensor<[1, 5], i64>) {
  %c1 = prim.Constant {value = 0} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0, %r2_1 = aten.min.dim(%x, %c1, %c2) : (tensor<[1, 5], f32>, tensor<[1, 5], i64>)
  return %r2_0, %r2_1
}

// -----

// CHECK-LABEL: graph @max_other
// CHECK-NEXT:    %[[V0:.*]] = core.maximum(%x, %y) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @max_other(%x: tensor<[2, 3], f32>, %y: tensor<[3], f32>) -> (tensor<[2, 3], f32>) {
  %r0_0 = aten.max.other(%x, %y) : tensor<[2, 3], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @min_other
// CHECK-NEXT:    %[[V0:.*]] = core.minimum(%x, %y) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @min_other(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %r0_0 = aten.min.other(%x, %y) : tensor<[2, 3], f32>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @argmax_dim
// CHECK-NEXT:    %[[V0:.*]] = core.argmax(%x) {axis = 1, keepdim = false} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V0]]
graph @argmax_dim(%x: tensor<[3, 5], f32>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.argmax(%x, %c1, %c2) : tensor<[3], i64>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @argmin_dim_keep
// CHECK-NEXT:    %[[V0:.*]] = core.argmin(%x) {axis = 0, keepdim = true} : tensor<[1, 5], i64>
// CHECK-NEXT:    return %[[V0]]
graph @argmin_dim_keep(%x: tensor<[3, 5], f32>) -> (tensor<[1, 5], i64>) {
  %c1 = prim.Constant {value = -2} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.argmin(%x, %c1, %c2) : tensor<[1, 5], i64>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @var_all
// CHECK-NEXT:    %[[V0:.*]] = core.var(%x) {axes = [], correction = 1.0, keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]]
graph @var_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0 = aten.var(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @var_dim
// CHECK-NEXT:    %[[V0:.*]] = core.var(%x) {axes = [1, 2], correction = 1.0, keepdim = true} : tensor<[2, 1, 1], f32>
// CHECK-NEXT:    return %[[V0]]
graph @var_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.var.dim(%x, %c1, %c2, %c3) : tensor<[2, 1, 1], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @var_correction
// CHECK-NEXT:    %[[V0:.*]] = core.var(%x) {axes = [1], correction = 2.0, keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @var_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.var.correction(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @var_mean_all
// CHECK-NEXT:    %[[V0:.*]] = core.var(%x) {axes = [], correction = 1.0, keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_mean(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @var_mean_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>, tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0, %r1_1 = aten.var_mean(%x, %c1) : (tensor<[], f32>, tensor<[], f32>)
  return %r1_0, %r1_1
}

// -----

// CHECK-LABEL: graph @var_mean_dim
// CHECK-NEXT:    %[[V0:.*]] = core.var(%x) {axes = [1, 2], correction = 1.0, keepdim = true} : tensor<[2, 1, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_mean(%x) {axes = [1, 2], keepdim = true} : tensor<[2, 1, 1], f32>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @var_mean_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0, %r3_1 = aten.var_mean.dim(%x, %c1, %c2, %c3) : (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>)
  return %r3_0, %r3_1
}

// -----

// CHECK-LABEL: graph @var_mean_correction
// CHECK-NEXT:    %[[V0:.*]] = core.var(%x) {axes = [1], correction = 2.0, keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_mean(%x) {axes = [1], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @var_mean_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>, tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0, %r3_1 = aten.var_mean.correction(%x, %c1, %c2, %c3) : (tensor<[3], f32>, tensor<[3], f32>)
  return %r3_0, %r3_1
}

// -----

// CHECK-LABEL: graph @std_all
// CHECK-NEXT:    %[[V0:.*]] = core.std(%x) {axes = [], correction = 1.0, keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]]
graph @std_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0 = aten.std(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @std_dim
// CHECK-NEXT:    %[[V0:.*]] = core.std(%x) {axes = [1, 2], correction = 1.0, keepdim = true} : tensor<[2, 1, 1], f32>
// CHECK-NEXT:    return %[[V0]]
graph @std_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0 = aten.std.dim(%x, %c1, %c2, %c3) : tensor<[2, 1, 1], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @std_correction
// CHECK-NEXT:    %[[V0:.*]] = core.std(%x) {axes = [1], correction = 2.0, keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @std_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.std.correction(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @std_mean_all
// CHECK-NEXT:    %[[V0:.*]] = core.std(%x) {axes = [], correction = 1.0, keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_mean(%x) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @std_mean_all(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>, tensor<[], f32>) {
  %c1 = prim.Constant {value = true} : bool
  %r1_0, %r1_1 = aten.std_mean(%x, %c1) : (tensor<[], f32>, tensor<[], f32>)
  return %r1_0, %r1_1
}

// -----

// CHECK-LABEL: graph @std_mean_dim
// CHECK-NEXT:    %[[V0:.*]] = core.std(%x) {axes = [1, 2], correction = 1.0, keepdim = true} : tensor<[2, 1, 1], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_mean(%x) {axes = [1, 2], keepdim = true} : tensor<[2, 1, 1], f32>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @std_mean_dim(%x: tensor<[2, 3, 4], f32>) -> (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>) {
  %c1 = prim.Constant {value = [1, -1]} : list<int>
  %c2 = prim.Constant {value = true} : bool
  %c3 = prim.Constant {value = true} : bool
  %r3_0, %r3_1 = aten.std_mean.dim(%x, %c1, %c2, %c3) : (tensor<[2, 1, 1], f32>, tensor<[2, 1, 1], f32>)
  return %r3_0, %r3_1
}

// -----

// CHECK-LABEL: graph @std_mean_correction
// CHECK-NEXT:    %[[V0:.*]] = core.std(%x) {axes = [1], correction = 2.0, keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_mean(%x) {axes = [1], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]], %[[V1]]
graph @std_mean_correction(%x: tensor<[3, 5], f32>) -> (tensor<[3], f32>, tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = false} : bool
  %r3_0, %r3_1 = aten.std_mean.correction(%x, %c1, %c2, %c3) : (tensor<[3], f32>, tensor<[3], f32>)
  return %r3_0, %r3_1
}

// -----

// CHECK-LABEL: graph @logsumexp
// CHECK-NEXT:    %[[V0:.*]] = core.logsumexp(%x) {axes = [1], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    return %[[V0]]
graph @logsumexp(%x: tensor<[3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = [1]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.logsumexp(%x, %c1, %c2) : tensor<[3], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @any_bool
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_any(%x) {axes = [], keepdim = false} : tensor<[], bool>
// CHECK-NEXT:    return %[[V0]]
graph @any_bool(%x: tensor<[3, 4], bool>) -> (tensor<[], bool>) {
  %r0_0 = aten.any(%x) : tensor<[], bool>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @any_dim
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_any(%x) {axes = [1], keepdim = false} : tensor<[3], bool>
// CHECK-NEXT:    return %[[V0]]
graph @any_dim(%x: tensor<[3, 4], bool>) -> (tensor<[3], bool>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.any.dim(%x, %c1, %c2) : tensor<[3], bool>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @all_bool
// CHECK-NEXT:    %[[V0:.*]] = core.reduce_all(%x) {axes = [], keepdim = false} : tensor<[], bool>
// CHECK-NEXT:    return %[[V0]]
graph @all_bool(%x: tensor<[3, 4], bool>) -> (tensor<[], bool>) {
  %r0_0 = aten.all(%x) : tensor<[], bool>
  return %r0_0
}

// -----

// CHECK-LABEL: graph @all_dim
// CHECK-NEXT:    %[[V0:.*]] = core.cast(%x) {dtype = bool} : tensor<[3, 4], bool>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_all(%[[V0]]) {axes = [1], keepdim = true} : tensor<[3, 1], bool>
// CHECK-NEXT:    return %[[V1]]
graph @all_dim(%x: tensor<[3, 4], i64>) -> (tensor<[3, 1], bool>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant {value = true} : bool
  %r2_0 = aten.all.dim(%x, %c1, %c2) : tensor<[3, 1], bool>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @count_nonzero
// CHECK-NEXT:    %[[V0:.*]] = core.cast(%x) {dtype = bool} : tensor<[3, 4], bool>
// CHECK-NEXT:    %[[V1:.*]] = core.cast(%[[V0]]) {dtype = i64} : tensor<[3, 4], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.reduce_sum(%[[V1]]) {axes = [], keepdim = false} : tensor<[], i64>
// CHECK-NEXT:    return %[[V2]]
graph @count_nonzero(%x: tensor<[3, 4], i64>) -> (tensor<[], i64>) {
  %c1 = prim.Constant : none
  %r1_0 = aten.count_nonzero(%x, %c1) : tensor<[], i64>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @count_nonzero_list
// CHECK-NEXT:    %[[V0:.*]] = core.cast(%x) {dtype = bool} : tensor<[2, 3, 4], bool>
// CHECK-NEXT:    %[[V1:.*]] = core.cast(%[[V0]]) {dtype = i64} : tensor<[2, 3, 4], i64>
// CHECK-NEXT:    %[[V2:.*]] = core.reduce_sum(%[[V1]]) {axes = [0, 2], keepdim = false} : tensor<[3], i64>
// CHECK-NEXT:    return %[[V2]]
graph @count_nonzero_list(%x: tensor<[2, 3, 4], i64>) -> (tensor<[3], i64>) {
  %c1 = prim.Constant {value = [0, 2]} : list<int>
  %r1_0 = aten.count_nonzero.dim_IntList(%x, %c1) : tensor<[3], i64>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @norm_default
// CHECK-NEXT:    %[[V0:.*]] = core.mul(%x, %x) : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_sum(%[[V0]]) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.sqrt(%[[V1]]) : tensor<[], f32>
// CHECK-NEXT:    return %[[V2]]
graph @norm_default(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %r1_0 = aten.norm.Scalar(%x, %c1) : tensor<[], f32>
  return %r1_0
}

// -----

// CHECK-LABEL: graph @norm_dim_p2
// CHECK-NEXT:    %[[V0:.*]] = core.mul(%x, %x) : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_sum(%[[V0]]) {axes = [1], keepdim = false} : tensor<[3], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.sqrt(%[[V1]]) : tensor<[3], f32>
// CHECK-NEXT:    return %[[V2]]
graph @norm_dim_p2(%x: tensor<[3, 4], f32>) -> (tensor<[3], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant {value = [1]} : list<int>
  %c3 = prim.Constant {value = false} : bool
  %r3_0 = aten.norm.ScalarOpt_dim(%x, %c1, %c2, %c3) : tensor<[3], f32>
  return %r3_0
}

// -----

// CHECK-LABEL: graph @vector_norm
// CHECK-NEXT:    %[[V0:.*]] = core.mul(%x, %x) : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_sum(%[[V0]]) {axes = [], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.sqrt(%[[V1]]) : tensor<[], f32>
// CHECK-NEXT:    return %[[V2]]
graph @vector_norm(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = 2} : int
  %c2 = prim.Constant : none
  %c3 = prim.Constant {value = false} : bool
  %c4 = prim.Constant : none
  %r4_0 = aten.linalg_vector_norm(%x, %c1, %c2, %c3, %c4) : tensor<[], f32>
  return %r4_0
}

// -----

// CHECK-LABEL: graph @frobenius_norm
// CHECK-NEXT:    %[[V0:.*]] = core.mul(%x, %x) : tensor<[3, 4], f32>
// CHECK-NEXT:    %[[V1:.*]] = core.reduce_sum(%[[V0]]) {axes = [0, 1], keepdim = false} : tensor<[], f32>
// CHECK-NEXT:    %[[V2:.*]] = core.sqrt(%[[V1]]) : tensor<[], f32>
// CHECK-NEXT:    return %[[V2]]
graph @frobenius_norm(%x: tensor<[3, 4], f32>) -> (tensor<[], f32>) {
  %c1 = prim.Constant {value = [0, 1]} : list<int>
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten.frobenius_norm.dim(%x, %c1, %c2) : tensor<[], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @softmax_private
// CHECK-NEXT:    %[[V0:.*]] = core.softmax(%x) {axis = 1} : tensor<[3, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @softmax_private(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten._softmax(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @log_softmax
// CHECK-NEXT:    %[[V0:.*]] = core.log_softmax(%x) {axis = 1} : tensor<[3, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @log_softmax(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = -1} : int
  %c2 = prim.Constant : none
  %r2_0 = aten.log_softmax.int(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @log_softmax_private
// CHECK-NEXT:    %[[V0:.*]] = core.log_softmax(%x) {axis = 1} : tensor<[3, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @log_softmax_private(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = false} : bool
  %r2_0 = aten._log_softmax(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}

// -----

// CHECK-LABEL: graph @softmax_int
// CHECK-NEXT:    %[[V0:.*]] = core.softmax(%x) {axis = 1} : tensor<[3, 4], f32>
// CHECK-NEXT:    return %[[V0]]
graph @softmax_int(%x: tensor<[3, 4], f32>) -> (tensor<[3, 4], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant : none
  %r2_0 = aten.softmax.int(%x, %c1, %c2) : tensor<[3, 4], f32>
  return %r2_0
}
