module attributes {onnx.opset_import = [["", 22]]} {
  symbol n in [1, inf]
  graph @main(%x: tensor<[n, 2, 8], bf16>, %w: tensor<[4, 2, 3], bf16>) -> (tensor<*, ?>, tensor<*, ?>) {
    %0 = onnx.Conv(%x, %w) : tensor<*, ?>
    %1 = onnx.Sin(%0) : tensor<*, ?>
    return %0, %1
  }
}
