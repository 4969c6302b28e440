// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=21}' | FileCheck %s

// Forms that need a later opset than 9 (each entry's earlier opsets are
// in nn-errors.mlir): MaxPool's dilations (10) and int8 (12), ceil_mode
// over a symbolic dim (10), bf16 MatMul (13) and BatchNormalization (14),
// and
// LayerNormalization (17; layer_norm is expanded before).

// CHECK-LABEL: graph @max_pool
// CHECK:  onnx.MaxPool(%x) {dilations = [2], kernel_shape = [2], pads = [0, 0], strides = [1]} : tensor<[1, 2, 6], f32>
// CHECK:  onnx.MaxPool(%i) {kernel_shape = [2], pads = [0, 0], strides = [2]} : tensor<[1, 2, 4], i8>
// CHECK:  onnx.MaxPool(%s) {ceil_mode = 1, kernel_shape = [3], pads = [0, 0], strides = [2]} : tensor<[1, 2, (h + 1) ceildiv 2 - 1], f32>
graph @max_pool(%x: tensor<[1, 2, 8], f32>, %i: tensor<[1, 2, 8], i8>, %s: tensor<[1, 2, h], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.max_pool(%x) {kernel_shape = [2], dilations = [2]} : tensor<*, ?>
  %1 = core.max_pool(%i) {kernel_shape = [2], strides = [2]} : tensor<*, ?>
  %2 = core.max_pool(%s) {kernel_shape = [3], strides = [2], ceil_mode = true} : tensor<*, ?>
  return %0, %1, %2
}

// -----

// CHECK-LABEL: graph @bf16
// CHECK:  onnx.MatMul(%a, %a) : tensor<[2, 2], bf16>
// CHECK:  onnx.BatchNormalization(%x, %c, %c, %m, %m) {epsilon = 1.0e-05} : tensor<[1, 2, 3], bf16>
graph @bf16(%a: tensor<[2, 2], bf16>, %x: tensor<[1, 2, 3], bf16>, %c: tensor<[2], bf16>, %m: tensor<[2], bf16>) -> (tensor<*, ?>, tensor<*, ?>) {
  %0 = core.matmul(%a, %a) : tensor<*, ?>
  %1 = core.batch_norm(%x, %c, %c, %m, %m) : tensor<*, ?>
  return %0, %1
}

// -----

// layer_norm: LayerNormalization's Scale is required: an absent weight is
// ones of x.shape[axis:] (ConstantOfShape of Shape(x){start} when a dim is
// symbolic, a constant otherwise); an absent bias is left out.

// CHECK-LABEL: graph @layer_norm
// CHECK:  %[[SH:.*]] = onnx.Shape(%x) {start = -2} : tensor<[2], i64>
// CHECK:  %[[ONE:.*]] = onnx.ConstantOfShape(%[[SH]]) {value = dense<tensor<[1], f32>, [1.0]>} : tensor<[4, 4], f32>
// CHECK:  onnx.LayerNormalization(%x, %[[ONE]]) {axis = -2, epsilon = 1.0e-05} : tensor<[n, 3, 4, 4], f32>
// CHECK:  onnx.LayerNormalization(%s, %w, %w) {axis = -1, epsilon = 0.001} : tensor<[2, 3, 4], f64>
// CHECK:  %[[C:.*]] = onnx.Constant {value = dense<tensor<[3, 4], f64>, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]>}
// CHECK:  onnx.LayerNormalization(%s, %[[C]]) {axis = 1, epsilon = 1.0e-05} : tensor<[2, 3, 4], f64>
graph @layer_norm(%x: tensor<[n, 3, 4, 4], f32>, %s: tensor<[2, 3, 4], f64>, %w: tensor<[4], f64>, %none: none) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.layer_norm(%x, %none, %none) {axis = -2} : tensor<*, ?>
  %1 = core.layer_norm(%s, %w, %w) {eps = 0.001} : tensor<*, ?>
  %2 = core.layer_norm(%s, %none, %none) {axis = 1} : tensor<*, ?>
  return %0, %1, %2
}

