// docs/decompositions.md: a small aten program for `decompose`.
graph @main(%x: tensor<[2, 3], i64>, %y: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %one = prim.Constant {value = 1} : int
  %0 = aten.div.Tensor(%x, %y) : tensor<[2, 3], f32>
  %1 = aten.add.Tensor(%0, %y, %one) : tensor<[2, 3], f32>
  %2 = aten.relu(%1) : tensor<[2, 3], f32>
  %3 = aten.special_bessel_j0(%2) : tensor<[2, 3], f32>
  return %3
}
