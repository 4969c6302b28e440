// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=8}' 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=24}' 2>&1 | FileCheck %s --check-prefix=HIGH
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='lower-to-onnx{opset=17}' 2>&1 | FileCheck %s --check-prefix=MIX

// The target opset must be one tocc lowers to (checked when the pipeline is
// built), and a module that already has onnx ops of another opset is not
// lowered to a second one.

// LOW: onnx-opt: error: pass 'lower-to-onnx': opset 8 is not supported (tocc targets opsets 9 to 23)
// HIGH: onnx-opt: error: pass 'lower-to-onnx': opset 24 is not supported (tocc targets opsets 9 to 23)
graph @g(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %0 = core.reduce_sum(%x) {axes = [0]} : tensor<*, ?>
  return %0
}

// -----

// MIX: error: lower-to-onnx: the module already has onnx ops of opset 13; lowering to opset 17 would mix two opsets
module attributes {onnx.opset_import = [["", 13]]} {
graph @h(%x: tensor<[2], f32>) -> (tensor<*, ?>) {
  %0 = onnx.Relu(%x) : tensor<*, ?>
  %1 = core.reduce_sum(%0) {axes = [0]} : tensor<*, ?>
  return %1
}
}
