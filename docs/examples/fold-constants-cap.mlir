// A full of 2000 x 1000 ones: above the default compile-time size cap of
// 2^20 elements (docs/fold-constants.md, "The size limit").
graph @main() -> (tensor<[2000, 1000], f32>) {
  %shape = core.constant {value = dense<tensor<[2], i64>, [2000, 1000]>} : tensor<[2], i64>
  %one = core.constant {value = dense<tensor<[], f32>, [1.0]>} : tensor<[], f32>
  %ones = core.full(%shape, %one) : tensor<[2000, 1000], f32>
  return %ones
}
