// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=22}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=23}' | FileCheck %s
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' 2>&1 | FileCheck %s --check-prefix=ERR

// Opset 22 adds bf16 to Conv, ConvTranspose, MaxPool, AveragePool,
// InstanceNormalization, LSTM, GRU and RNN: their entries registered at 22
// lower bf16 directly; the entries before 22 say the op does not take it.

// CHECK-LABEL: graph @conv_pool_bf16
// CHECK:  onnx.Conv(%x, %w) {group = 1} : tensor<[n, 4, 6], bf16>
// CHECK:  onnx.ConvTranspose(%y, %k) {group = 1} : tensor<[n, 2, 8], bf16>
// CHECK:  onnx.MaxPool(%x) {kernel_shape = [2], pads = [0, 0], strides = [2]} : tensor<[n, 2, 4], bf16>
// CHECK:  onnx.AveragePool(%x) {kernel_shape = [2], pads = [0, 0], strides = [2]} : tensor<[n, 2, 4], bf16>
// CHECK:  onnx.InstanceNormalization(%x, %c, %c) {epsilon = 1.0e-05} : tensor<[n, 2, 8], bf16>
// ERR: error: 'core.conv' op has a bf16 input, which Conv at opset 21 does not take (it takes f16, f32 or f64)
// ERR: error: 'core.conv_transpose' op has a bf16 input, which ConvTranspose at opset 21 does not take (it takes f16, f32 or f64)
// ERR: error: 'core.max_pool' op has a bf16 input, which MaxPool at opset 21 does not take (it takes f16, f32, f64, i8 or u8)
// ERR: error: 'core.avg_pool' op has a bf16 input, which AveragePool at opset 21 does not take (it takes f16, f32 or f64)
// ERR: error: 'core.instance_norm' op has a bf16 input, which InstanceNormalization at opset 21 does not take (it takes f16, f32 or f64)
graph @conv_pool_bf16(%x: tensor<[n, 2, 8], bf16>, %w: tensor<[4, 2, 3], bf16>, %k: tensor<[4, 2, 3], bf16>, %c: tensor<[2], bf16>, %none: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %y = core.conv(%x, %w, %none) : tensor<*, ?>
  %t = core.conv_transpose(%y, %k, %none) : tensor<*, ?>
  %m = core.max_pool(%x) {kernel_shape = [2], strides = [2]} : tensor<*, ?>
  %a = core.avg_pool(%x) {kernel_shape = [2], strides = [2]} : tensor<*, ?>
  %i = core.instance_norm(%x, %c, %c) : tensor<*, ?>
  return %y, %t, %m, %a, %i
}

// -----

// CHECK-LABEL: graph @recurrent_bf16
// CHECK:  onnx.LSTM(%x, %{{.*}}, %{{.*}}) {hidden_size = 2} : (tensor<[2, 1, 1, 2], bf16>
// CHECK:  onnx.GRU(%x, %{{.*}}, %{{.*}}) {hidden_size = 2, linear_before_reset = 1} : (tensor<[2, 1, 1, 2], bf16>
// CHECK:  onnx.RNN(%x, %{{.*}}, %{{.*}}) {activations = ["Relu"], hidden_size = 2} : (tensor<[2, 1, 1, 2], bf16>
// ERR: error: 'core.lstm' op has a bf16 input, which LSTM at opset 21 does not take (it takes f16, f32 or f64)
// ERR: error: 'core.gru' op has a bf16 input, which GRU at opset 21 does not take (it takes f16, f32 or f64)
// ERR: error: 'core.rnn' op has a bf16 input, which RNN at opset 21 does not take (it takes f16, f32 or f64)
graph @recurrent_bf16(%x: tensor<[2, 1, 3], bf16>, %wi: tensor<[1, 8, 3], bf16>, %wh: tensor<[1, 8, 2], bf16>, %gi: tensor<[1, 6, 3], bf16>, %gh: tensor<[1, 6, 2], bf16>, %ri: tensor<[1, 2, 3], bf16>, %rh: tensor<[1, 2, 2], bf16>, %n: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %y, %h, %c = core.lstm(%x, %n, %n, %wi, %wh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>)
  %g, %gh1 = core.gru(%x, %n, %gi, %gh, %n, %n, %n) : (tensor<*, ?>, tensor<*, ?>)
  %r, %rh1 = core.rnn(%x, %n, %ri, %rh, %n, %n, %n) {nonlinearity = "relu"} : (tensor<*, ?>, tensor<*, ?>)
  return %y, %g, %r
}
