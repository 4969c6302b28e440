module attributes {onnx.opset_import = [["", 19]]} {
graph @opset19(%img: tensor<[1, 1, 6, 6], f32>, %h: tensor<[2, 4], f16>, %s: tensor<[3], str>, %t: tensor<[3], str>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %avg = onnx.AveragePool(%img) {dilations = [2, 2], kernel_shape = [2, 2]} : tensor<*, ?>
  %cast = onnx.Cast(%img) {saturate = 1, to = 10} : tensor<*, ?>
  %eq = onnx.Equal(%s, %t) : tensor<*, ?>
  %pads = onnx.Constant {value_ints = [0, 0, 0, 2, 0, 0, 0, 1]} : tensor<[8], i64>
  %wrap = onnx.Pad(%img, %pads) {mode = "wrap"} : tensor<*, ?>
  %scale = onnx.Constant {value = dense<tensor<[], f16>, [0.5]>} : tensor<[], f16>
  %zp = onnx.Constant {value = dense<tensor<[], i8>, [3]>} : tensor<[], i8>
  %q = onnx.QuantizeLinear(%h, %scale, %zp) {saturate = 1} : tensor<*, ?>
  %dq = onnx.DequantizeLinear(%q, %scale, %zp) : tensor<*, ?>
  %none = onnx.none : none
  %scales = onnx.Constant {value = dense<tensor<[4], f32>, [1.0, 1.0, 2.0, 2.0]>} : tensor<[4], f32>
  %resize = onnx.Resize(%img, %none, %scales) {coordinate_transformation_mode = "half_pixel_symmetric", mode = "nearest"} : tensor<*, ?>
  %id = onnx.Identity(%s) : tensor<*, ?>
  return %avg, %cast, %eq, %wrap, %q, %dq, %resize, %id
}
}
