// Names: hints are kept (unique across the model, subgraphs included: see
// if-subgraph.mlir), unnamed values are `<OpType>_<n>`, node names come
// from onnx.name unless taken, then `<OpType>_<n>`. A returned graph input and a value
// returned twice go through Identity. Initializers with the same type and
// bytes are written once, and the duplicate's uses refer to the first.
// RUN: onnx-opt %s -o %t.onnx
// RUN: tocc-onnx-check %t.onnx | FileCheck --check-prefix=OK %s
// RUN: %python %S/Inputs/dump-model.py %t.onnx | FileCheck %s
// RUN: onnx-opt %t.onnx -o %t.2.onnx
// RUN: onnx-opt %t.onnx > %t.1.mlir
// RUN: onnx-opt %t.2.onnx > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// OK: ok

// CHECK: graph main
// CHECK-NEXT: input x f32[2]
// CHECK-NEXT: initializer w f32[2] raw=8
// CHECK-NEXT: initializer other f32[2] raw=8
// CHECK-NEXT: node add Add(x, w) -> (t)
// CHECK-NEXT: node Add_0 Add(t, w) -> (t_)
// CHECK-NEXT: node Mul_0 Mul(t_, other) -> (Mul_0)
// CHECK-NEXT: node Identity Identity(x) -> (x_output)
// CHECK-NEXT: node Identity_1 Identity(Mul_0) -> (Mul_0_output)
// CHECK:      output Mul_0 f32[2]
// CHECK-NEXT: output x_output f32[2]
// CHECK-NEXT: output Mul_0_output f32[2]

graph @main(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>, tensor<[2], f32>) {
  %w = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %w2 = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %other = onnx.initializer {value = dense<tensor<[2], f32>, [1.0, 3.0]>} : tensor<[2], f32>
  %t = onnx.Add(%x, %w) {onnx.name = "add"} : tensor<[2], f32>
  %t_ = onnx.Add(%t, %w2) {onnx.name = "add"} : tensor<[2], f32>
  %0 = onnx.Mul(%t_, %other) : tensor<[2], f32>
  return %0, %x, %0
}
