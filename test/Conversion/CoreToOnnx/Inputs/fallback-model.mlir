graph @main(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = 2} : int
  %p = aten.polygamma(%k, %x) : tensor<[n, 4], f32>
  %d = prim.Constant {value = 1} : int
  %v, %i = aten.cummax(%p, %d) : (tensor<[n, 4], f32>, tensor<[n, 4], i64>)
  %r = aten.relu(%v) : tensor<*, ?>
  %bins = prim.Constant {value = 10} : int
  %lo = prim.Constant {value = -1.5} : float
  %hi = prim.Constant {value = 2} : int
  %h = aten.histc(%x, %bins, %lo, %hi) : tensor<[10], f32>
  %zero = prim.Constant {value = 0} : int
  %n = aten.size.int(%x, %zero) : int
  %q = aten.polygamma(%n, %x) : tensor<[n, 4], f32>
  return %r, %i, %h, %q
}
