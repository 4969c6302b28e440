// RUN: onnx-opt %s | FileCheck %s

// onnx.If: both branches yield one value per result and take no arguments.

// CHECK-LABEL: graph @select
// CHECK: onnx.If(%c) ({
graph @select(%a: tensor<[2], f32>, %b: tensor<[2], f32>, %c: tensor<[], bool>) -> (tensor<[2], f32>) {
  %0 = onnx.If(%c) ({
    %s = onnx.Add(%a, %b) : tensor<[2], f32>
    yield %s
  }, {
    yield %b
  }) : tensor<[2], f32>
  return %0
}
