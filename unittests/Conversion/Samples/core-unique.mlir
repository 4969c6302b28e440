// sweep-pipeline: infer-shapes
//
// core.unique as written, with the forms the aten decompositions never make
// (they always sort): unsorted, in order of first occurrence, flattened and
// along axes, of the dtypes its lowering casts. The decomposition sweep runs
// it as written; the lowering sweep compares it with ONNX Runtime's Unique.

graph @unique_unsorted(%x: tensor<[3, 4], i64>, %i: tensor<[7], i32>, %m: tensor<[6], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %a0, %a1, %a2, %a3 = core.unique(%x) {sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %b0, %b1, %b2, %b3 = core.unique(%i) {sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %c0, %c1, %c2, %c3 = core.unique(%m) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %a3, %b0, %b1, %b2, %b3, %c0, %c1, %c2, %c3
}

// -----

graph @unique_axis(%x: tensor<[6, 2], i64>, %y: tensor<[2, 6], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %r = core.round(%y) : tensor<*, ?>
  %a0, %a1, %a2, %a3 = core.unique(%x) {axis = 0, sorted = false} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %b0, %b1, %b2, %b3 = core.unique(%r) {axis = -1} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a0, %a1, %a2, %a3, %b0, %b1, %b2, %b3
}
