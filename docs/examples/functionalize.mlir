// Swin's shifted-window mask: zeros, then a value written into a block of
// it through two slices, then the mask is read.
graph @main(%x: tensor<[4, 4], f32>) -> (tensor<[4, 4], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %c2 = prim.Constant {value = 2} : int
  %c4 = prim.Constant {value = 4} : int
  %none = prim.Constant : none
  %three = prim.Constant {value = dense<tensor<[], f32>, [3.0]>} : tensor<[], f32>
  %mask = aten.zeros_like(%x, %none, %none, %none, %none, %none) : tensor<[4, 4], f32>
  %rows = aten.slice.Tensor(%mask, %c0, %c2, %c4, %c1) : tensor<[2, 4], f32>
  %block = aten.slice.Tensor(%rows, %c1, %c0, %c2, %c1) : tensor<[2, 2], f32>
  %0 = aten.fill_.Tensor(%block, %three) : tensor<[2, 2], f32>
  %y = aten.add.Tensor(%x, %mask, %c1) : tensor<[4, 4], f32>
  return %y
}
