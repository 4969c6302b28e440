graph @main(%x: tensor<[b, t], f32>) -> (tensor<*, ?>) {
  %n = prim.Constant {value = 16} : int
  %hop = prim.Constant {value = 4} : int
  %none = prim.Constant : none
  %f = prim.Constant {value = false} : bool
  %t = prim.Constant {value = true} : bool
  %z = aten.stft(%x, %n, %hop, %none, %none, %f, %t, %t) : tensor<[?, ?, ?], c64>
  %a = aten.abs(%z) : tensor<*, ?>
  return %a
}
