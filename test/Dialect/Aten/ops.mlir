// RUN: onnx-opt %s | FileCheck %s

// aten ops take the schema's non-tensor arguments as operands.

// CHECK-LABEL: graph @block
// CHECK: aten.conv2d(%x, %w, %none, %s, %p, %d, %g) : tensor<[n, 8, 5, 5], f32>
// CHECK: aten.add.Tensor(%{{.*}}, %{{.*}}, %alpha) : tensor<[n, 8, 5, 5], f32>
graph @block(%x: tensor<[n, 3, 5, 5], f32>, %w: tensor<[8, 3, 3, 3], f32>,
             %none: none, %s: list<int>, %p: list<int>, %d: list<int>, %g: int,
             %alpha: int) -> (tensor<[n, 8, 5, 5], f32>) {
  %0 = aten.conv2d(%x, %w, %none, %s, %p, %d, %g) : tensor<[n, 8, 5, 5], f32>
  %1 = aten.relu(%0) : tensor<[n, 8, 5, 5], f32>
  %2 = aten.add.Tensor(%1, %0, %alpha) : tensor<[n, 8, 5, 5], f32>
  return %2
}
