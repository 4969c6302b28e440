// Numeric sweep samples: pooling over spatial dims whose sizes are known
// only at run time (docs/lowering.md, NN; docs/decompositions.md). The
// sweeps run fully static inputs, so each sample cuts its input with a
// slice whose end is an input (e + 100 >= every dim): the pooled value is
// the whole input but typed [.., ?, ?], which takes the symbolic-dim forms:
// ceil_mode windows cut at run time, avg_pool's divisor computed per
// window, adaptive pools' gathered windows.

graph @avg_pool2d_ceil_include_unknown(%x: tensor<[2, 3, 9, 8], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 100} : int
  %n = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%n, %big) : int
  %xh = aten.slice.Tensor(%x, %c2, %c0, %end, %c1) : tensor<*, ?>
  %xs = aten.slice.Tensor(%xh, %c3, %c0, %end, %c1) : tensor<*, ?>
  %k = prim.Constant {value = [3, 3]} : list<int>
  %s = prim.Constant {value = [2, 3]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %true = prim.Constant {value = true} : bool
  %none = prim.Constant : none
  %y = aten.avg_pool2d(%xs, %k, %s, %p, %true, %true, %none) : tensor<*, ?>
  return %y
}

// -----

graph @avg_pool2d_ceil_exclude_unknown(%x: tensor<[2, 3, 10, 7], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 100} : int
  %n = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%n, %big) : int
  %xh = aten.slice.Tensor(%x, %c2, %c0, %end, %c1) : tensor<*, ?>
  %xs = aten.slice.Tensor(%xh, %c3, %c0, %end, %c1) : tensor<*, ?>
  %k = prim.Constant {value = [3, 2]} : list<int>
  %s = prim.Constant {value = [3, 2]} : list<int>
  %p = prim.Constant {value = [1, 1]} : list<int>
  %true = prim.Constant {value = true} : bool
  %false = prim.Constant {value = false} : bool
  %none = prim.Constant : none
  %y = aten.avg_pool2d(%xs, %k, %s, %p, %true, %false, %none) : tensor<*, ?>
  return %y
}

// -----

graph @avg_pool2d_ceil_divisor_unknown_f64(%x: tensor<[2, 3, 11, 4], f64>, %e: tensor<[], i64>) -> (tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 100} : int
  %n = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%n, %big) : int
  %xs = aten.slice.Tensor(%x, %c2, %c0, %end, %c1) : tensor<*, ?>
  %k = prim.Constant {value = [4, 2]} : list<int>
  %s = prim.Constant {value = [3, 2]} : list<int>
  %p = prim.Constant {value = [2, 1]} : list<int>
  %true = prim.Constant {value = true} : bool
  %d = prim.Constant {value = 3} : int
  %y = aten.avg_pool2d(%xs, %k, %s, %p, %true, %true, %d) : tensor<*, ?>
  return %y
}

// -----

graph @max_pool2d_ceil_unknown(%x: tensor<[2, 3, 10, 8], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 100} : int
  %n = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%n, %big) : int
  %xh = aten.slice.Tensor(%x, %c2, %c0, %end, %c1) : tensor<*, ?>
  %xs = aten.slice.Tensor(%xh, %c3, %c0, %end, %c1) : tensor<*, ?>
  %k = prim.Constant {value = [3, 2]} : list<int>
  %s = prim.Constant {value = [3, 3]} : list<int>
  %p = prim.Constant {value = [1, 0]} : list<int>
  %d = prim.Constant {value = [1, 1]} : list<int>
  %true = prim.Constant {value = true} : bool
  %y = aten.max_pool2d(%xs, %k, %s, %p, %d, %true) : tensor<*, ?>
  %k2 = prim.Constant {value = [3, 3]} : list<int>
  %s2 = prim.Constant {value = [2, 2]} : list<int>
  %p2 = prim.Constant {value = [1, 1]} : list<int>
  %z = aten.max_pool2d(%xs, %k2, %s2, %p2, %d, %true) : tensor<*, ?>
  return %y, %z
}

// -----

graph @adaptive_pools_unknown(%x: tensor<[2, 3, 7, 9], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c3 = prim.Constant {value = 3} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 100} : int
  %n = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%n, %big) : int
  %xh = aten.slice.Tensor(%x, %c2, %c0, %end, %c1) : tensor<*, ?>
  %xs = aten.slice.Tensor(%xh, %c3, %c0, %end, %c1) : tensor<*, ?>
  %o35 = prim.Constant {value = [3, 5]} : list<int>
  %a = aten.adaptive_avg_pool2d(%xs, %o35) : tensor<*, ?>
  %o8 = prim.Constant {value = [8, 4]} : list<int>
  %m, %mi = aten.adaptive_max_pool2d(%xs, %o8) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %m, %mi
}

// -----

graph @adaptive_pools1d_unknown(%x: tensor<[2, 3, 11], f32>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 100} : int
  %n = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%n, %big) : int
  %xs = aten.slice.Tensor(%x, %c2, %c0, %end, %c1) : tensor<*, ?>
  %o4 = prim.Constant {value = [4]} : list<int>
  %a = aten.adaptive_avg_pool1d(%xs, %o4) : tensor<*, ?>
  %o13 = prim.Constant {value = [13]} : list<int>
  %m, %mi = aten.adaptive_max_pool1d(%xs, %o13) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %m
}

// -----

// The indices of adaptive max pools (flat positions in the pooled dims,
// ATen's first maximum), over static and run-time dims; a 3-D input of
// adaptive_max_pool2d is unbatched.

graph @adaptive_max_pool_indices(%x: tensor<[2, 3, 5, 4, 7], f32>, %u: tensor<[3, 6, 5], f64>, %e: tensor<[], i64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %c2 = prim.Constant {value = 2} : int
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %big = prim.Constant {value = 100} : int
  %n = aten.Int.Tensor(%e) : int
  %end = aten.add.int(%n, %big) : int
  %xs = aten.slice.Tensor(%x, %c2, %c0, %end, %c1) : tensor<*, ?>
  %o3 = prim.Constant {value = [3, 2, 4]} : list<int>
  %m, %mi = aten.adaptive_max_pool3d(%xs, %o3) : (tensor<*, ?>, tensor<*, ?>)
  %o2 = prim.Constant {value = [4, 3]} : list<int>
  %v, %vi = aten.adaptive_max_pool2d(%u, %o2) : (tensor<*, ?>, tensor<*, ?>)
  return %m, %mi, %v, %vi
}
