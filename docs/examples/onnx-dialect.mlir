module attributes {onnx.opset_import = [["", 17], ["com.microsoft", 1]], onnx.producer_name = "tocc"} {
graph @main(%x: tensor<[n, 4], f32>, %flag: tensor<[], bool>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %w = onnx.initializer {value = dense<tensor<[4], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[4], f32>
  %0 = onnx.Mul(%x, %w) {onnx.name = "scale"} : tensor<*, ?>
  %none = onnx.none : none
  %scales = onnx.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %1 = onnx.Resize(%0, %none, %scales) {mode = "nearest"} : tensor<*, ?>
  %2 = onnx.If(%flag) ({
    %r = onnx.Relu(%x) : tensor<[n, 4], f32>
    yield %r
  }, {
    yield %x
  }) : tensor<*, ?>
  %3 = onnx.custom(%x, %w) {onnx.domain = "com.microsoft", onnx.op_type = "FusedMatMul", alpha = 1.0} : tensor<[n], f32>
  return %1, %2, %3
}
}
