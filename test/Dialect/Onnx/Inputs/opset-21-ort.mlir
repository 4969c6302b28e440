module attributes {onnx.opset_import = [["", 21]]} {
graph @opset21(%x: tensor<[2, 3, 4], f32>, %scale: tensor<[2, 3, 2], f32>, %gn: tensor<[1, 4, 3], f32>, %c: tensor<[4], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %shape = onnx.Constant {value_ints = [6, 4]} : tensor<[2], i64>
  %reshape = onnx.Reshape(%x, %shape) : tensor<*, ?>
  %transpose = onnx.Transpose(%x) {perm = [2, 0, 1]} : tensor<*, ?>
  %flat = onnx.Flatten(%x) {axis = 2} : tensor<*, ?>
  %axes = onnx.Constant {value_ints = [0]} : tensor<[1], i64>
  %unsq = onnx.Unsqueeze(%x, %axes) : tensor<*, ?>
  %sq = onnx.Squeeze(%unsq, %axes) : tensor<*, ?>
  %q = onnx.QuantizeLinear(%x, %scale) {axis = 2, block_size = 2, output_dtype = 5} : tensor<*, ?>
  %dq = onnx.DequantizeLinear(%q, %scale) {axis = 2, block_size = 2} : tensor<*, ?>
  %norm = onnx.GroupNormalization(%gn, %c, %c) {epsilon = 0.001, num_groups = 2, stash_type = 1} : tensor<*, ?>
  return %reshape, %transpose, %flat, %sq, %q, %dq, %norm, %unsq
}
}
