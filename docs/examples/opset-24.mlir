module attributes {onnx.opset_import = [["", 24]]} {
  graph @main(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
    %0 = onnx.Relu(%x) : tensor<*, ?>
    return %0
  }
}
