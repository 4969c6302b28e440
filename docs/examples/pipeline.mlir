// docs/design.md: the pipeline in small, aten -> core -> onnx.
graph @main(%x: tensor<[n, 4], f32>) -> (tensor<*, ?>) {
  %dim = prim.Constant {value = 1} : int
  %none = prim.Constant : none
  %f = aten.frac(%x) : tensor<*, ?>
  %c = aten.cumsum(%f, %dim, %none) : tensor<*, ?>
  return %c
}
