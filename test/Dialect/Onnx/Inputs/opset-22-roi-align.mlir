module attributes {onnx.opset_import = [["", 22]]} {
graph @roi_align22(%x: tensor<[1, 3, 2, 4], f32>) -> (tensor<*, ?>) {
  %rois = onnx.Constant {value = dense<tensor<[1, 4], f32>, [0.0, 0.0, 3.0, 1.0]>} : tensor<[1, 4], f32>
  %idx = onnx.Constant {value = dense<tensor<[1], i64>, [0]>} : tensor<[1], i64>
  %y = onnx.RoiAlign(%x, %rois, %idx) {output_height = 1, output_width = 2} : tensor<*, ?>
  return %y
}
}
