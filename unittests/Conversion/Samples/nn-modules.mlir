// Numeric sweep samples: the ops torch.nn modules reach besides their
// layers (nn.mlir) and losses (losses.mlir).

graph @broadcast_tensors(%x: tensor<[3, 1], f32>, %y: tensor<[4], f32>, %z: tensor<[2, 1, 1], f64>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y, %z) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b, %c = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  return %a, %b, %c
}

// -----

graph @broadcast_tensors_same(%x: tensor<[3, 4], f32>, %y: tensor<[3, 4], i64>) -> (tensor<*, ?>, tensor<*, ?>) {
  %l = prim.ListConstruct(%x, %y) : list<tensor<*, ?>>
  %v = aten.broadcast_tensors(%l) : list<tensor<*, ?>>
  %a, %b = prim.ListUnpack(%v) : (tensor<*, ?>, tensor<*, ?>)
  return %a, %b
}
