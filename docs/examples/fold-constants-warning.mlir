graph @main() -> (tensor<[1], f32>) {
  %a = prim.Constant {value = dense<tensor<[3], f32>, [1.0, 2.0, 3.0]>} : tensor<[3], f32>
  %i = prim.Constant {value = dense<tensor<[1], i64>, [7]>} : tensor<[1], i64>
  %c0 = prim.Constant {value = 0} : int
  %0 = aten.index_select(%a, %c0, %i) : tensor<[1], f32>
  return %0
}
