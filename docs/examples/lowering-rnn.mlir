graph @main(%x: tensor<[seq, batch, 3], f32>, %h0: tensor<[2, batch, 2], f32>, %wi: tensor<[2, 6, 3], f32>, %wh: tensor<[2, 6, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %n = prim.Constant : none
  %y, %h = core.gru(%x, %h0, %wi, %wh, %n, %n, %n) {bidirectional = true} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %h
}
