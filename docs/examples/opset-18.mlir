module attributes {onnx.opset_import = [["", 18]]} {
graph @main(%x: tensor<[n, 7], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0, %1, %2 = onnx.Split(%x) {axis = 1, num_outputs = 3} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %pads = onnx.Constant {value_ints = [1, 2]} : tensor<[2], i64>
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %none = onnx.none : none
  %3 = onnx.Pad(%x, %pads, %none, %axes) : tensor<*, ?>
  return %0, %1, %2, %3
}
}
