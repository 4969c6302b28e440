module attributes {onnx.opset_import = [["", 17]]} {
graph @identity(%x: tensor<[n, 3], f32>) -> (tensor<*, ?>, tensor<*, ?>) {
  %b = onnx.Relu(%x) : tensor<[n, 3], f32>
  %logits = onnx.Identity(%b) : tensor<[n, 3], f32>
  %keep = onnx.Identity(%x) : tensor<[n, 3], f32>
  return %logits, %keep
}
}
