// Sweep samples for tocc's first 28 decompositions (the seed set of
// lib/Conversion/AtenToCore): each graph runs as written and after
// `decompose,dce`, on random inputs (DecompositionSweepTest.cpp,
// docs/testing.md).

graph @relu_f32(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %y = aten.relu(%x) : tensor<[2, 3], f32>
  return %y
}

// -----

graph @relu_rank0_f64_i64(%x: tensor<[], f64>, %i: tensor<[5], i64>) -> (tensor<[], f64>, tensor<[5], i64>) {
  %y = aten.relu(%x) : tensor<[], f64>
  %j = aten.relu(%i) : tensor<[5], i64>
  return %y, %j
}

// -----

graph @relu_inplace(%x: tensor<[4, 1, 3], f32>, %h: tensor<[6], f64>) -> (tensor<[4, 1, 3], f32>, tensor<[6], f64>) {
  %m1 = prim.Constant {value = -1} : int
  %0 = aten.mul.Scalar(%x, %m1) : tensor<[4, 1, 3], f32>
  %1 = aten.relu_(%0) : tensor<[4, 1, 3], f32>
  %2 = aten.relu_(%h) : tensor<[6], f64>
  return %1, %2
}

// -----

graph @add_tensor_broadcast(%x: tensor<[2, 3], f32>, %y: tensor<[3], f32>) -> (tensor<[2, 3], f32>) {
  %one = prim.Constant {value = 1} : int
  %0 = aten.add.Tensor(%x, %y, %one) : tensor<[2, 3], f32>
  return %0
}

// -----

graph @add_tensor_alpha_int(%x: tensor<[4, 1], i64>, %y: tensor<[1, 5], i64>) -> (tensor<[4, 5], i64>) {
  %alpha = prim.Constant {value = 3} : int
  %0 = aten.add.Tensor(%x, %y, %alpha) : tensor<[4, 5], i64>
  return %0
}

// -----

graph @add_tensor_promote(%x: tensor<[3], i32>, %y: tensor<[], f64>, %z: tensor<[2, 3], bool>) -> (tensor<[3], f64>, tensor<[2, 3], i32>) {
  %alpha = prim.Constant {value = 0.5} : float
  %one = prim.Constant {value = 1} : int
  %0 = aten.add.Tensor(%x, %y, %alpha) : tensor<[3], f64>
  %1 = aten.add.Tensor(%z, %x, %one) : tensor<[2, 3], i32>
  return %0, %1
}

// -----

graph @sub_tensor(%x: tensor<[2, 3], f32>, %y: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %one = prim.Constant {value = 1} : int
  %0 = aten.sub.Tensor(%x, %y, %one) : tensor<[2, 3], f32>
  return %0
}

// -----

graph @sub_tensor_alpha_promote(%x: tensor<[2, 3], f32>, %y: tensor<[3], i32>, %a: tensor<[4], f16>, %b: tensor<[], f16>) -> (tensor<[2, 3], f32>, tensor<[4], f16>) {
  %alpha = prim.Constant {value = 2.5} : float
  %m2 = prim.Constant {value = -2} : int
  %0 = aten.sub.Tensor(%x, %y, %alpha) : tensor<[2, 3], f32>
  %1 = aten.sub.Tensor(%a, %b, %m2) : tensor<[4], f16>
  return %0, %1
}

// -----

graph @mul_tensor(%x: tensor<[2, 3], i64>, %y: tensor<[2, 3], i64>, %f: tensor<[2, 1], f32>, %g: tensor<[3], f64>) -> (tensor<[2, 3], i64>, tensor<[2, 3], f64>) {
  %0 = aten.mul.Tensor(%x, %y) : tensor<[2, 3], i64>
  %1 = aten.mul.Tensor(%f, %g) : tensor<[2, 3], f64>
  return %0, %1
}

// -----

graph @mul_tensor_bool_rank0(%x: tensor<[4], bool>, %y: tensor<[4], bool>, %s: tensor<[], f32>, %v: tensor<[3, 2], f32>) -> (tensor<[4], bool>, tensor<[3, 2], f32>) {
  %0 = aten.mul.Tensor(%x, %y) : tensor<[4], bool>
  %1 = aten.mul.Tensor(%s, %v) : tensor<[3, 2], f32>
  return %0, %1
}

// -----

// True division; the divisor is kept away from zero (1 + y * y).

graph @div_tensor(%x: tensor<[2, 3], f32>, %y: tensor<[3], f32>) -> (tensor<[2, 3], f32>) {
  %one = prim.Constant {value = 1} : int
  %a = aten.mul.Tensor(%y, %y) : tensor<[3], f32>
  %d = aten.add.Scalar(%a, %one, %one) : tensor<[3], f32>
  %0 = aten.div.Tensor(%x, %d) : tensor<[2, 3], f32>
  return %0
}

// -----

// Ints divide as floats; a zero divisor gives inf or nan on both sides.

graph @div_tensor_int(%x: tensor<[4, 5], i64>, %y: tensor<[5], i64>, %a: tensor<[2], f64>, %b: tensor<[], f64>) -> (tensor<[4, 5], f32>, tensor<[2], f64>) {
  %0 = aten.div.Tensor(%x, %y) : tensor<[4, 5], f32>
  %1 = aten.div.Tensor(%a, %b) : tensor<[2], f64>
  return %0, %1
}

// -----

graph @add_scalar(%x: tensor<[2, 3], f32>, %i: tensor<[4], i64>, %h: tensor<[3], f16>) -> (tensor<[2, 3], f32>, tensor<[4], i64>, tensor<[3], f16>, tensor<[4], f32>) {
  %one = prim.Constant {value = 1} : int
  %two = prim.Constant {value = 2} : int
  %f = prim.Constant {value = 1.5} : float
  %0 = aten.add.Scalar(%x, %f, %two) : tensor<[2, 3], f32>
  %1 = aten.add.Scalar(%i, %two, %two) : tensor<[4], i64>
  %2 = aten.add.Scalar(%h, %f, %one) : tensor<[3], f16>
  %3 = aten.add.Scalar(%i, %f, %one) : tensor<[4], f32>
  return %0, %1, %2, %3
}

// -----

graph @mul_scalar(%x: tensor<[], f32>, %i: tensor<[2, 2], i32>, %b: tensor<[3], bool>) -> (tensor<[], f32>, tensor<[2, 2], i32>, tensor<[3], i64>, tensor<[2, 2], f32>) {
  %f = prim.Constant {value = -0.25} : float
  %three = prim.Constant {value = 3} : int
  %0 = aten.mul.Scalar(%x, %f) : tensor<[], f32>
  %1 = aten.mul.Scalar(%i, %three) : tensor<[2, 2], i32>
  %2 = aten.mul.Scalar(%b, %three) : tensor<[3], i64>
  %3 = aten.mul.Scalar(%i, %f) : tensor<[2, 2], f32>
  return %0, %1, %2, %3
}

// -----

graph @matmul_2d(%a: tensor<[3, 4], f32>, %b: tensor<[4, 5], f32>) -> (tensor<[3, 5], f32>) {
  %0 = aten.matmul(%a, %b) : tensor<[3, 5], f32>
  return %0
}

// -----

graph @matmul_batched_vector(%a: tensor<[2, 3, 4], f64>, %b: tensor<[4], f64>, %c: tensor<[4, 2], f64>, %d: tensor<[5, 1, 2, 3], f64>) -> (tensor<[2, 3], f64>, tensor<[2, 3, 2], f64>, tensor<[5, 2, 2, 4], f64>) {
  %0 = aten.matmul(%a, %b) : tensor<[2, 3], f64>
  %1 = aten.matmul(%a, %c) : tensor<[2, 3, 2], f64>
  %2 = aten.matmul(%d, %a) : tensor<[5, 2, 2, 4], f64>
  return %0, %1, %2
}

// -----

graph @linear(%x: tensor<[2, 3], f32>, %w: tensor<[4, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[2, 4], f32>) {
  %0 = aten.linear(%x, %w, %b) : tensor<[2, 4], f32>
  return %0
}

// -----

graph @linear_no_bias_batched(%x: tensor<[2, 5, 3], f64>, %w: tensor<[6, 3], f64>, %v: tensor<[3], f64>) -> (tensor<[2, 5, 6], f64>, tensor<[6], f64>) {
  %none = prim.Constant : none
  %0 = aten.linear(%x, %w, %none) : tensor<[2, 5, 6], f64>
  %1 = aten.linear(%v, %w, %none) : tensor<[6], f64>
  return %0, %1
}

// -----

graph @flatten(%x: tensor<[2, 3, 4, 5], f32>, %i: tensor<[2, 3, 4], i64>, %s: tensor<[], f32>) -> (tensor<[2, 60], f32>, tensor<[24], i64>, tensor<[6, 4], i64>, tensor<[1], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %cm2 = prim.Constant {value = -2} : int
  %0 = aten.flatten.using_ints(%x, %c1, %cm1) : tensor<[2, 60], f32>
  %1 = aten.flatten.using_ints(%i, %c0, %cm1) : tensor<[24], i64>
  %2 = aten.flatten.using_ints(%i, %c0, %cm2) : tensor<[6, 4], i64>
  %3 = aten.flatten.using_ints(%s, %c0, %cm1) : tensor<[1], f32>
  return %0, %1, %2, %3
}

// -----

graph @view_reshape(%x: tensor<[2, 3, 4], f32>, %b: tensor<[6], bool>) -> (tensor<[4, 6], f32>, tensor<[24], f32>, tensor<[3, 1, 2], bool>) {
  %cm1 = prim.Constant {value = -1} : int
  %c6 = prim.Constant {value = 6} : int
  %l = prim.ListConstruct(%cm1, %c6) : list<int>
  %0 = aten.view(%x, %l) : tensor<[4, 6], f32>
  %c = prim.Constant {value = [24]} : list<int>
  %1 = aten.reshape(%x, %c) : tensor<[24], f32>
  %d = prim.Constant {value = [3, 1, -1]} : list<int>
  %2 = aten.reshape(%b, %d) : tensor<[3, 1, 2], bool>
  return %0, %1, %2
}

// -----

// Sizes read with aten.size.int: a static dim is a constant int.

graph @view_of_sizes(%x: tensor<[3, 4], f64>) -> (tensor<[4, 3], f64>, tensor<[12], f64>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %n = aten.size.int(%x, %c0) : int
  %m = aten.size.int(%x, %c1) : int
  %l = prim.ListConstruct(%m, %n) : list<int>
  %0 = aten.view(%x, %l) : tensor<[4, 3], f64>
  %cm1 = prim.Constant {value = -1} : int
  %l2 = prim.ListConstruct(%cm1) : list<int>
  %1 = aten.reshape(%x, %l2) : tensor<[12], f64>
  return %0, %1
}

// -----

graph @size_int(%x: tensor<[5, 7], f32>) -> (int, int) {
  %cm1 = prim.Constant {value = -1} : int
  %c0 = prim.Constant {value = 0} : int
  %0 = aten.size.int(%x, %cm1) : int
  %1 = aten.size.int(%x, %c0) : int
  return %0, %1
}

// -----

graph @transposes(%m: tensor<[2, 3], f32>, %x: tensor<[2, 3, 4, 5], f32>, %v: tensor<[7], f32>) -> (tensor<[3, 2], f32>, tensor<[2, 5, 4, 3], f32>, tensor<[5, 2, 3, 4], f32>, tensor<[7], f32>) {
  %0 = aten.t(%m) : tensor<[3, 2], f32>
  %c1 = prim.Constant {value = 1} : int
  %cm1 = prim.Constant {value = -1} : int
  %1 = aten.transpose.int(%x, %c1, %cm1) : tensor<[2, 5, 4, 3], f32>
  %dims = prim.Constant {value = [-1, 0, 1, 2]} : list<int>
  %2 = aten.permute(%x, %dims) : tensor<[5, 2, 3, 4], f32>
  %3 = aten.t(%v) : tensor<[7], f32>
  return %0, %1, %2, %3
}

// -----

graph @transposes_int_bool(%m: tensor<[4, 1], i64>, %b: tensor<[2, 3, 4], bool>, %s: tensor<[], i64>) -> (tensor<[1, 4], i64>, tensor<[2, 3, 4], bool>, tensor<[4, 2, 3], bool>, tensor<[], i64>) {
  %0 = aten.t(%m) : tensor<[1, 4], i64>
  %c0 = prim.Constant {value = 0} : int
  %cm3 = prim.Constant {value = -3} : int
  %1 = aten.transpose.int(%b, %c0, %cm3) : tensor<[2, 3, 4], bool>
  %dims = prim.Constant {value = [2, 0, 1]} : list<int>
  %2 = aten.permute(%b, %dims) : tensor<[4, 2, 3], bool>
  %3 = aten.t(%s) : tensor<[], i64>
  return %0, %1, %2, %3
}

// -----

graph @squeeze_unsqueeze(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3, 1], f32>, tensor<[2, 3], f32>, tensor<[2, 3], f32>) {
  %cm1 = prim.Constant {value = -1} : int
  %c0 = prim.Constant {value = 0} : int
  %0 = aten.unsqueeze(%x, %cm1) : tensor<[2, 3, 1], f32>
  %1 = aten.squeeze.dim(%0, %cm1) : tensor<[2, 3], f32>
  %2 = aten.squeeze.dim(%x, %c0) : tensor<[2, 3], f32>
  return %0, %1, %2
}

// -----

graph @squeeze_unsqueeze_i64_rank0(%x: tensor<[1, 4, 1], i64>, %s: tensor<[], f64>) -> (tensor<[4, 1], i64>, tensor<[1, 1, 4, 1], i64>, tensor<[1], f64>, tensor<[], f64>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %0 = aten.squeeze.dim(%x, %c0) : tensor<[4, 1], i64>
  %1 = aten.unsqueeze(%x, %c1) : tensor<[1, 1, 4, 1], i64>
  %2 = aten.unsqueeze(%s, %c0) : tensor<[1], f64>
  %3 = aten.squeeze.dim(%2, %c0) : tensor<[], f64>
  return %0, %1, %2, %3
}

// -----

graph @cat_promote(%x: tensor<[2, 3], f32>, %y: tensor<[2, 1], i64>) -> (tensor<[2, 4], f32>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %cm1 = prim.Constant {value = -1} : int
  %0 = aten.cat(%l, %cm1) : tensor<[2, 4], f32>
  return %0
}

// -----

graph @cat_three_dim0(%x: tensor<[1, 3], i64>, %y: tensor<[2, 3], i64>, %z: tensor<[3, 3], i64>, %b: tensor<[2], bool>, %c: tensor<[1], bool>) -> (tensor<[6, 3], i64>, tensor<[3], bool>) {
  %l = prim.ListConstruct(%x, %y, %z) : list<tensor<*, ?>>
  %c0 = prim.Constant {value = 0} : int
  %0 = aten.cat(%l, %c0) : tensor<[6, 3], i64>
  %lb = prim.ListConstruct(%b, %c) : list<tensor<*, ?>>
  %1 = aten.cat(%lb, %c0) : tensor<[3], bool>
  return %0, %1
}

// -----

graph @contiguous_dropout(%x: tensor<[2, 3], f32>, %i: tensor<[4], i64>) -> (tensor<[2, 3], f32>, tensor<[4], i64>, tensor<[2, 3], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %p = prim.Constant {value = 0.5} : float
  %false = prim.Constant {value = false} : bool
  %0 = aten.contiguous(%x, %c0) : tensor<[2, 3], f32>
  %1 = aten.contiguous(%i, %c0) : tensor<[4], i64>
  %e = aten.mul.Tensor(%x, %x) : tensor<[2, 3], f32>
  %2 = aten.dropout(%e, %p, %false) : tensor<[2, 3], f32>
  return %0, %1, %2
}

// -----

graph @conv2d(%x: tensor<[1, 3, 9, 9], f32>, %w: tensor<[4, 3, 3, 3], f32>, %b: tensor<[4], f32>) -> (tensor<[1, 4, 5, 5], f32>) {
  %s = prim.Constant {value = [2]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %g = prim.Constant {value = 1} : int
  %y = aten.conv2d(%x, %w, %b, %s, %p, %d, %g) : tensor<[1, 4, 5, 5], f32>
  return %y
}

// -----

graph @conv2d_groups_dilation(%x: tensor<[2, 4, 8, 7], f64>, %w: tensor<[6, 2, 3, 2], f64>) -> (tensor<[2, 6, 4, 7], f64>) {
  %none = prim.Constant : none
  %s = prim.Constant {value = [1, 1]} : list<int>
  %p = prim.Constant {value = [0, 1]} : list<int>
  %d = prim.Constant {value = [2, 2]} : list<int>
  %g = prim.Constant {value = 2} : int
  %y = aten.conv2d(%x, %w, %none, %s, %p, %d, %g) : tensor<[2, 6, 4, 7], f64>
  return %y
}

// -----

graph @convolution(%x: tensor<[1, 3, 8, 8], f32>, %w: tensor<[5, 3, 3, 3], f32>, %b: tensor<[5], f32>) -> (tensor<[1, 5, 6, 6], f32>) {
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %g = prim.Constant {value = 1} : int
  %0 = aten._convolution(%x, %w, %b, %ones, %zeros, %ones, %false, %zeros, %g, %false, %false, %true, %true) : tensor<[1, 5, 6, 6], f32>
  return %0
}

// -----

graph @convolution_strided_groups(%x: tensor<[2, 4, 9, 9], f32>, %w: tensor<[4, 1, 3, 3], f32>) -> (tensor<[2, 4, 5, 5], f32>) {
  %none = prim.Constant : none
  %s = prim.Constant {value = [2, 2]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %ones = prim.Constant {value = [1, 1]} : list<int>
  %zeros = prim.Constant {value = [0, 0]} : list<int>
  %false = prim.Constant {value = false} : bool
  %g = prim.Constant {value = 4} : int
  %0 = aten._convolution(%x, %w, %none, %s, %p, %ones, %false, %zeros, %g, %false, %false, %false, %false) : tensor<[2, 4, 5, 5], f32>
  return %0
}

// -----

graph @max_pool2d(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<[1, 3, 4, 4], f32>) {
  %k = prim.Constant {value = [2, 2]} : list<int>
  %s = prim.Constant {value = []} : list<int>
  %p = prim.Constant {value = [0]} : list<int>
  %d = prim.Constant {value = [1]} : list<int>
  %false = prim.Constant {value = false} : bool
  %0 = aten.max_pool2d(%x, %k, %s, %p, %d, %false) : tensor<[1, 3, 4, 4], f32>
  return %0
}

// -----

graph @max_pool2d_padded_ceil(%x: tensor<[2, 2, 7, 6], f64>) -> (tensor<[2, 2, 4, 4], f64>, tensor<[2, 2, 3, 2], f64>) {
  %k = prim.Constant {value = [3]} : list<int>
  %s = prim.Constant {value = [2]} : list<int>
  %p = prim.Constant {value = [1]} : list<int>
  %d = prim.Constant {value = [1]} : list<int>
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %0 = aten.max_pool2d(%x, %k, %s, %p, %d, %true) : tensor<[2, 2, 4, 4], f64>
  %z = prim.Constant {value = [0]} : list<int>
  %1 = aten.max_pool2d(%x, %k, %s, %z, %d, %false) : tensor<[2, 2, 3, 2], f64>
  return %0, %1
}

// -----

graph @adaptive_avg_pool2d(%x: tensor<[1, 3, 8, 8], f32>) -> (tensor<[1, 3, 1, 1], f32>, tensor<[1, 3, 2, 4], f32>) {
  %one = prim.Constant {value = [1, 1]} : list<int>
  %0 = aten.adaptive_avg_pool2d(%x, %one) : tensor<[1, 3, 1, 1], f32>
  %two = prim.Constant {value = [2, 4]} : list<int>
  %1 = aten.adaptive_avg_pool2d(%x, %two) : tensor<[1, 3, 2, 4], f32>
  return %0, %1
}

// -----

graph @adaptive_avg_pool2d_f64_identity(%x: tensor<[2, 4, 6, 3], f64>) -> (tensor<[2, 4, 3, 3], f64>, tensor<[2, 4, 6, 1], f64>) {
  %s = prim.Constant {value = [3, 3]} : list<int>
  %0 = aten.adaptive_avg_pool2d(%x, %s) : tensor<[2, 4, 3, 3], f64>
  %one = prim.Constant {value = [6, 1]} : list<int>
  %1 = aten.adaptive_avg_pool2d(%x, %one) : tensor<[2, 4, 6, 1], f64>
  return %0, %1
}

// -----

graph @batch_norm(%x: tensor<[2, 2, 3, 3], f32>) -> (tensor<[2, 2, 3, 3], f32>) {
  %w = prim.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %b = prim.Constant {value = dense<tensor<[2], f32>, [0.0, 1.0]>} : tensor<[2], f32>
  %mean = prim.Constant {value = dense<tensor<[2], f32>, [1.0, -0.5]>} : tensor<[2], f32>
  %var = prim.Constant {value = dense<tensor<[2], f32>, [4.0, 0.25]>} : tensor<[2], f32>
  %false = prim.Constant {value = false} : bool
  %true = prim.Constant {value = true} : bool
  %momentum = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 1.0e-05} : float
  %bn = aten.batch_norm(%x, %w, %b, %mean, %var, %false, %momentum, %eps, %true) : tensor<[2, 2, 3, 3], f32>
  return %bn
}

// -----

graph @batch_norm_no_affine_2d(%x: tensor<[4, 3], f32>) -> (tensor<[4, 3], f32>) {
  %none = prim.Constant : none
  %mean = prim.Constant {value = dense<tensor<[3], f32>, [0.5, 0.0, -1.0]>} : tensor<[3], f32>
  %var = prim.Constant {value = dense<tensor<[3], f32>, [1.0, 2.0, 0.5]>} : tensor<[3], f32>
  %false = prim.Constant {value = false} : bool
  %momentum = prim.Constant {value = 0.1} : float
  %eps = prim.Constant {value = 0.001} : float
  %bn = aten.batch_norm(%x, %none, %none, %mean, %var, %false, %momentum, %eps, %false) : tensor<[4, 3], f32>
  return %bn
}

// -----

graph @softmax(%x: tensor<[2, 5], f32>) -> (tensor<[2, 5], f32>, tensor<[2, 5], f64>) {
  %cm1 = prim.Constant {value = -1} : int
  %c0 = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %f64 = prim.Constant {value = 7} : int
  %0 = aten.softmax.int(%x, %cm1, %none) : tensor<[2, 5], f32>
  %1 = aten.softmax.int(%x, %c0, %f64) : tensor<[2, 5], f64>
  return %0, %1
}

// -----

graph @softmax_f64_rank3(%x: tensor<[2, 3, 4], f64>, %v: tensor<[6], f32>) -> (tensor<[2, 3, 4], f64>, tensor<[6], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %c0 = prim.Constant {value = 0} : int
  %none = prim.Constant : none
  %0 = aten.softmax.int(%x, %c1, %none) : tensor<[2, 3, 4], f64>
  %1 = aten.softmax.int(%v, %c0, %none) : tensor<[6], f32>
  return %0, %1
}
