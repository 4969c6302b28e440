// RUN: onnx-opt %s --split-input-file --infer-shapes | FileCheck %s

// tocc's schemas of opset 22: bf16 added to the float types of 48 ops,
// with their signatures and inference otherwise unchanged (tocc's own
// earlier versions included: AveragePool-19, LpPool-18, GridSample-20,
// DeformConv-19, Mish-18 keep their inference functions).

// CHECK-LABEL: graph @bf16_unary
// CHECK:         onnx.Sin(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.Acosh(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.Round(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.Elu(%x) {alpha = 0.5} : tensor<[n, 4], bf16>
// CHECK:         onnx.HardSwish(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.Mish(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.Softplus(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.ThresholdedRelu(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.LpNormalization(%x) {axis = 1} : tensor<[n, 4], bf16>
// CHECK:         onnx.EyeLike(%x) {dtype = 16} : tensor<[n, 4], bf16>
// CHECK:         onnx.RandomUniformLike(%x) : tensor<[n, 4], bf16>
// CHECK:         onnx.Dropout(%x, %r) : tensor<[n, 4], bf16>
module attributes {onnx.opset_import = [["", 22]]} {
graph @bf16_unary(%x: tensor<[n, 4], bf16>, %r: tensor<[], bf16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Sin(%x) : tensor<*, ?>
  %1 = onnx.Acosh(%x) : tensor<*, ?>
  %2 = onnx.Round(%x) : tensor<*, ?>
  %3 = onnx.Elu(%x) {alpha = 0.5} : tensor<*, ?>
  %4 = onnx.HardSwish(%x) : tensor<*, ?>
  %5 = onnx.Mish(%x) : tensor<*, ?>
  %6 = onnx.Softplus(%x) : tensor<*, ?>
  %7 = onnx.ThresholdedRelu(%x) : tensor<*, ?>
  %8 = onnx.LpNormalization(%x) {axis = 1} : tensor<*, ?>
  %9 = onnx.EyeLike(%x) {dtype = 16} : tensor<*, ?>
  %10 = onnx.RandomUniformLike(%x) : tensor<*, ?>
  %11 = onnx.Dropout(%x, %r) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11
}
}

// -----

// The windowed ops keep their shape functions (AveragePool-19's dilations,
// LpPool-18's ceil_mode) at 22.

// CHECK-LABEL: graph @bf16_windows
// CHECK:         onnx.Conv(%x, %w) : tensor<[n, 4, 6], bf16>
// CHECK:         onnx.ConvTranspose(%x, %w2) : tensor<[n, 4, 10], bf16>
// CHECK:         onnx.AveragePool(%x) {dilations = [2], kernel_shape = [2]} : tensor<[n, 2, 6], bf16>
// CHECK:         onnx.LpPool(%x) {ceil_mode = 1, kernel_shape = [3], strides = [2]} : tensor<[n, 2, 4], bf16>
// CHECK:         onnx.MaxPool(%x) {kernel_shape = [2]} : tensor<[n, 2, 7], bf16>
// CHECK:         onnx.GlobalAveragePool(%x) : tensor<[n, 2, 1], bf16>
// CHECK:         onnx.GlobalMaxPool(%x) : tensor<[n, 2, 1], bf16>
// CHECK:         onnx.GlobalLpPool(%x) : tensor<[n, 2, 1], bf16>
// CHECK:         onnx.InstanceNormalization(%x, %c, %c) : tensor<[n, 2, 8], bf16>
module attributes {onnx.opset_import = [["", 22]]} {
graph @bf16_windows(%x: tensor<[n, 2, 8], bf16>, %w: tensor<[4, 2, 3], bf16>, %w2: tensor<[2, 4, 3], bf16>, %c: tensor<[2], bf16>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = onnx.Conv(%x, %w) : tensor<*, ?>
  %1 = onnx.ConvTranspose(%x, %w2) : tensor<*, ?>
  %2 = onnx.AveragePool(%x) {dilations = [2], kernel_shape = [2]} : tensor<*, ?>
  %3 = onnx.LpPool(%x) {ceil_mode = 1, kernel_shape = [3], strides = [2]} : tensor<*, ?>
  %4 = onnx.MaxPool(%x) {kernel_shape = [2]} : tensor<*, ?>
  %5 = onnx.GlobalAveragePool(%x) : tensor<*, ?>
  %6 = onnx.GlobalMaxPool(%x) : tensor<*, ?>
  %7 = onnx.GlobalLpPool(%x) : tensor<*, ?>
  %8 = onnx.InstanceNormalization(%x, %c, %c) : tensor<*, ?>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8
}
}

// -----

// The recurrent ops and GridSample-20's N-D form in bf16.

// CHECK-LABEL: graph @bf16_others
// CHECK:         onnx.LSTM(%x, %wi, %wh) {hidden_size = 2} : (tensor<[2, 1, 1, 2], bf16>, tensor<[1, 1, 2], bf16>, tensor<[1, 1, 2], bf16>)
// CHECK:         onnx.GridSample(%img, %grid) : tensor<[1, 2, 5, 6], bf16>
module attributes {onnx.opset_import = [["", 22]]} {
graph @bf16_others(%x: tensor<[2, 1, 3], bf16>, %wi: tensor<[1, 8, 3], bf16>, %wh: tensor<[1, 8, 2], bf16>, %img: tensor<[1, 2, 4, 4], bf16>, %grid: tensor<[1, 5, 6, 2], bf16>) -> (tensor<*, ?>, tensor<*, ?>) {
  %y, %h, %c = onnx.LSTM(%x, %wi, %wh) {hidden_size = 2} : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %g = onnx.GridSample(%img, %grid) : tensor<*, ?>
  return %y, %g
}
}
