// RUN: onnx-opt %s --split-input-file --pass-pipeline='constants-to-initializers' | FileCheck %s
// RUN: onnx-opt %s --split-input-file --pass-pipeline='constants-to-initializers{min-bytes=4}' | FileCheck %s --check-prefix=SMALL

// Constants of 64 bytes or more become initializers, named as torch names
// them (onnx::Constant_N) unless they have a name of their own; smaller
// ones stay nodes.
// CHECK-LABEL: graph @weights
// CHECK-DAG:     %"onnx::Constant_0" = onnx.initializer {value = dense<tensor<[16], f32>
// CHECK-DAG:     %fc.weight = onnx.initializer {value = dense<tensor<[4, 4], f32>
// CHECK-DAG:     %Constant_1 = onnx.Constant {value = dense<tensor<[2], f32>
// CHECK:         onnx.Add(%x, %"onnx::Constant_0")
// SMALL-LABEL: graph @weights
// SMALL-NOT:     onnx.Constant {
module attributes {onnx.opset_import = [["", 17]]} {
graph @weights(%x: tensor<[16], f32>, %y: tensor<[4, 4], f32>, %z: tensor<[2], f32>) -> (tensor<[16], f32>, tensor<[4, 4], f32>, tensor<[2], f32>) {
  %Constant_0 = onnx.Constant {value = dense<tensor<[16], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0]>} : tensor<[16], f32>
  %fc.weight = onnx.Constant {value = dense<tensor<[4, 4], f32>, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0]>} : tensor<[4, 4], f32>
  %Constant_1 = onnx.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %0 = onnx.Add(%x, %Constant_0) : tensor<[16], f32>
  %1 = onnx.Mul(%y, %fc.weight) : tensor<[4, 4], f32>
  %2 = onnx.Sub(%z, %Constant_1) : tensor<[2], f32>
  return %0, %1, %2
}
}
