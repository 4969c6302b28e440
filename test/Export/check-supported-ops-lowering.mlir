// RUN: onnx-opt %s --split-input-file --verify-diagnostics --pass-pipeline='check-supported-ops{before=lower-to-onnx opset=9}'
// RUN: onnx-opt %s --split-input-file --pass-pipeline='check-supported-ops{before=lower-to-onnx opset=11}' | FileCheck %s

// Before lower-to-onnx: core ops without a lowering at the opset, with the
// opsets that have one.
// CHECK-LABEL: graph @lowering
graph @lowering(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  // expected-error @below {{'core.cumsum' cannot be exported: no lowering to opset 9; lowerings exist from opset 11}}
  %0 = core.cumsum(%x) {axis = 1} : tensor<[2, 3], f32>
  %1 = core.relu(%0) : tensor<[2, 3], f32>
  return %1
}
