module attributes {onnx.opset_import = [["", 22]]} {
graph @opset22(%x: tensor<[2, 3, 4], f32>, %w: tensor<[2, 3, 3], f32>, %c: tensor<[3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %sin = onnx.Sin(%x) : tensor<*, ?>
  %atan = onnx.Atan(%x) : tensor<*, ?>
  %round = onnx.Round(%x) : tensor<*, ?>
  %elu = onnx.Elu(%x) {alpha = 0.5} : tensor<*, ?>
  %softsign = onnx.Softsign(%x) : tensor<*, ?>
  %hardswish = onnx.HardSwish(%x) : tensor<*, ?>
  %conv = onnx.Conv(%x, %w) {pads = [1, 1]} : tensor<*, ?>
  %avgpool = onnx.AveragePool(%x) {dilations = [2], kernel_shape = [2]} : tensor<*, ?>
  %inorm = onnx.InstanceNormalization(%x, %c, %c) {epsilon = 0.001} : tensor<*, ?>
  %gmax = onnx.GlobalMaxPool(%x) : tensor<*, ?>
  return %sin, %atan, %round, %elu, %softsign, %hardswish, %conv, %avgpool, %inorm, %gmax
}
}
