// RUN: onnx-opt %s | FileCheck %s
// RUN: onnx-opt %s | onnx-opt | FileCheck %s

// Graphs without a `module { }` wrapper form one implicit module; the
// printer always prints the wrapper.

// CHECK:      module {
// CHECK-NEXT:   graph @first(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
// CHECK-NEXT:     %0 = core.relu(%x) : tensor<[2], f32>
// CHECK-NEXT:     return %0
// CHECK-NEXT:   }
// CHECK-NEXT:   graph @second(%y: tensor<[3], i64>) -> (tensor<[3], i64>) {
// CHECK-NEXT:     return %y
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT:  module

graph @first(%x: tensor<[2], f32>) -> (tensor<[2], f32>) {
  %0 = core.relu(%x) : tensor<[2], f32>
  return %0
}

graph @second(%y: tensor<[3], i64>) -> (tensor<[3], i64>) {
  return %y
}
