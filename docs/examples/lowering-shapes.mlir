graph @main(%x: tensor<[n, 3, 4, 4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %s = core.constant {value = dense<tensor<[1], i64>, [1]>} : tensor<[1], i64>
  %e = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %a = core.constant {value = dense<tensor<[1], i64>, [-1]>} : tensor<[1], i64>
  %0 = core.slice(%x, %s, %e, %a, %s) : tensor<*, ?>
  %p = core.constant {value = dense<tensor<[8], i64>, [0, 0, 1, 1, 0, 0, 1, 1]>} : tensor<[8], i64>
  %1 = core.pad(%x, %p) {mode = "replicate"} : tensor<*, ?>
  %2 = core.resize(%x) {mode = "nearest", coordinate_transformation_mode = "asymmetric", nearest_mode = "floor", scales = [1.0, 1.0, 2.0, 2.0]} : tensor<*, ?>
  return %0, %1, %2
}
