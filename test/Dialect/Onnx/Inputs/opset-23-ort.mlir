module attributes {onnx.opset_import = [["", 23]]} {
graph @opset23(%x: tensor<[2, 3, 4], f32>, %scale: tensor<[2, 3, 2], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = onnx.Constant {value_ints = [6, 4]} : tensor<[2], i64>
  %reshape = onnx.Reshape(%x, %shape) : tensor<*, ?>
  %transpose = onnx.Transpose(%x) {perm = [2, 0, 1]} : tensor<*, ?>
  %axes = onnx.Constant {value_ints = [0]} : tensor<[1], i64>
  %unsq = onnx.Unsqueeze(%x, %axes) : tensor<*, ?>
  %sq = onnx.Squeeze(%unsq, %axes) : tensor<*, ?>
  %pads = onnx.Constant {value_ints = [1, 0]} : tensor<[2], i64>
  %none = onnx.none : none
  %axes2 = onnx.Constant {value_ints = [2]} : tensor<[1], i64>
  %pad = onnx.Pad(%x, %pads, %none, %axes2) {mode = "reflect"} : tensor<*, ?>
  %q = onnx.QuantizeLinear(%x, %scale) {axis = 2, block_size = 2, output_dtype = 3} : tensor<*, ?>
  %dq = onnx.DequantizeLinear(%q, %scale) {axis = 2, block_size = 2, output_dtype = 1} : tensor<*, ?>
  %size = onnx.Size(%x) : tensor<*, ?>
  return %reshape, %transpose, %sq, %pad, %q, %dq, %size, %unsq
}
}
