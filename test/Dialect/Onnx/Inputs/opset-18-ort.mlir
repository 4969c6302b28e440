module attributes {onnx.opset_import = [["", 18]]} {
graph @opset18(%x: tensor<[2, 7], f32>, %i: tensor<[2, 7], i32>, %j: tensor<[2, 7], i32>, %img: tensor<[1, 2, 5, 5], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %split0, %split1, %split2 = onnx.Split(%x) {axis = 1, num_outputs = 3} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %pads = onnx.Constant {value_ints = [1, 2]} : tensor<[2], i64>
  %axes = onnx.Constant {value_ints = [1]} : tensor<[1], i64>
  %half = onnx.Constant {value_float = 0.5} : tensor<[], f32>
  %pad = onnx.Pad(%x, %pads, %half, %axes) : tensor<*, ?>
  %mean = onnx.ReduceMean(%x, %axes) : tensor<*, ?>
  %max = onnx.ReduceMax(%i, %axes) {keepdims = 0} : tensor<*, ?>
  %and = onnx.BitwiseAnd(%i, %j) : tensor<*, ?>
  %not = onnx.BitwiseNot(%i) : tensor<*, ?>
  %mish = onnx.Mish(%x) : tensor<*, ?>
  %none = onnx.none : none
  %scales = onnx.Constant {value = dense<tensor<[2], f32>, [2.0, 2.0]>} : tensor<[2], f32>
  %resize = onnx.Resize(%img, %none, %scales) {axes = [2, 3], mode = "nearest"} : tensor<*, ?>
  %crop = onnx.Constant {value_ints = [3, 7]} : tensor<[2], i64>
  %ccp = onnx.CenterCropPad(%img, %crop) {axes = [2, 3]} : tensor<*, ?>
  %lppool = onnx.LpPool(%img) {ceil_mode = 1, kernel_shape = [2, 2], p = 2, strides = [2, 2]} : tensor<*, ?>
  %idx = onnx.Constant {value = dense<tensor<[2, 2], i64>, [0, 2, 6, 0]>} : tensor<[2, 2], i64>
  %upd = onnx.Constant {value = dense<tensor<[2, 2], f32>, [9.0, -9.0, -9.0, 9.0]>} : tensor<[2, 2], f32>
  %scatter = onnx.ScatterElements(%x, %idx, %upd) {axis = 1, reduction = "max"} : tensor<*, ?>
  return %split0, %split1, %split2, %pad, %mean, %max, %and, %not, %mish, %resize, %ccp, %lppool, %scatter
}
}
