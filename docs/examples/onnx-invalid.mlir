graph @main(%x: tensor<[2, 3], i64>, %k: tensor<[1], i64>) -> () {
  %0 = onnx.Relu(%x) {alpha = 0.5} : tensor<*, ?>
  %1 = onnx.Mish(%x) : tensor<*, ?>
  %2 = onnx.Sqrt(%x) : tensor<*, ?>
  return
}
