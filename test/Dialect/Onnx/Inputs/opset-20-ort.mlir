module attributes {onnx.opset_import = [["", 20]]} {
graph @opset20(%x: tensor<[2, 5], f32>, %b: tensor<[2, 3], bool>, %theta: tensor<[1, 2, 3], f32>, %sig: tensor<[1, 8, 1], f32>, %s: tensor<[2], str>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %gelu = onnx.Gelu(%x) : tensor<*, ?>
  %gelu_tanh = onnx.Gelu(%x) {approximate = "tanh"} : tensor<*, ?>
  %any = onnx.ReduceMax(%b) {keepdims = 0} : tensor<*, ?>
  %size = onnx.Constant {value_ints = [1, 1, 2, 3]} : tensor<[4], i64>
  %grid = onnx.AffineGrid(%theta, %size) : tensor<*, ?>
  %dft = onnx.DFT(%sig) : tensor<*, ?>
  %one = onnx.Constant {value_int = 1} : tensor<[], i64>
  %none = onnx.none : none
  %rfft = onnx.DFT(%sig, %none, %one) {onesided = 1} : tensor<*, ?>
  %match = onnx.RegexFullMatch(%s) {pattern = "a.*z"} : tensor<*, ?>
  %concat = onnx.StringConcat(%s, %s) : tensor<*, ?>
  %parts, %counts = onnx.StringSplit(%s) {delimiter = "-"} : (tensor<*, ?>, tensor<*, ?>)
  return %gelu, %gelu_tanh, %any, %grid, %dft, %rfft, %match, %concat, %parts, %counts
}
}
