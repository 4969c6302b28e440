// RUN: onnx-opt %s | FileCheck %s
// RUN: onnx-opt %s | onnx-opt | FileCheck %s

// A named module with attributes and several graphs, printed in order with
// their signatures and attributes. The result list may be a single type
// without parentheses, or be left out when empty; the printer always prints
// `-> (...)`.

// CHECK:      module @model attributes {opset = 17, producer = "tocc"} {
// CHECK-NEXT:   graph @main(%x: tensor<[batch, 4], f32>, %y: tensor<[batch, 4], f32>) -> (tensor<[batch, 4], f32>, tensor<[batch, 4], f32>) attributes {entry = true} {
// CHECK-NEXT:     %sum = onnx.Add(%x, %y) : tensor<[batch, 4], f32>
// CHECK-NEXT:     %0 = onnx.Relu(%sum) : tensor<[batch, 4], f32>
// CHECK-NEXT:     return %sum, %0
// CHECK-NEXT:   }
// CHECK-NEXT:   graph @helper(%t: tensor<*, f32>) -> (tensor<*, f32>) {
// CHECK-NEXT:     %0 = onnx.Relu(%t) : tensor<*, f32>
// CHECK-NEXT:     return %0
// CHECK-NEXT:   }
// CHECK-NEXT:   graph @no_io() -> () {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @model attributes {producer = "tocc", opset = 17} {
  graph @main(%x: tensor<[batch, 4], f32>, %y: tensor<[batch, 4], f32>)
      -> (tensor<[batch, 4], f32>, tensor<[batch, 4], f32>)
      attributes {entry = true} {
    %sum = onnx.Add(%x, %y) : tensor<[batch, 4], f32>
    %1 = onnx.Relu(%sum) : tensor<[batch, 4], f32>
    return %sum, %1
  }
  graph @helper(%t: tensor<*, f32>) -> tensor<*, f32> {
    %5 = onnx.Relu(%t) : tensor<*, f32>
    return %5
  }
  graph @no_io() {
    return
  }
}
