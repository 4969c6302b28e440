module attributes {onnx.opset_import = [["", 23]]} {
graph @dq_f16(%x: tensor<[2, 3, 4], f32>, %scale: tensor<[2, 3, 2], f32>) -> (tensor<*, ?>) {
  %q = onnx.QuantizeLinear(%x, %scale) {axis = 2, block_size = 2, output_dtype = 3} : tensor<*, ?>
  %dq16 = onnx.DequantizeLinear(%q, %scale) {axis = 2, block_size = 2, output_dtype = 10} : tensor<*, ?>
  %dq = onnx.Cast(%dq16) {to = 1} : tensor<*, ?>
  return %dq
}
}
