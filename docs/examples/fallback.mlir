graph @main(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %k = prim.Constant {value = 2} : int
  %p = aten.polygamma(%k, %x) : tensor<[n, 4], f32>
  %d = prim.Constant {value = 1} : int
  %v, %i = aten.cummax(%p, %d) : (tensor<[n, 4], f32>, tensor<[n, 4], i64>)
  %r = aten.relu(%v) : tensor<*, ?>
  return %r, %i
}
