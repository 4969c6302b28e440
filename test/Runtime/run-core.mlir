// Core ops run directly from IR text, each by the ATen op that defines it;
// small outputs print every value, so the numbers are checked here.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/inputs.py %t
// RUN: onnx-opt %s --run --inputs %t/core.pt | FileCheck %s

// a = [[0, 1, 2], [3, 4, 5]], b = [0, 1, 2]
// CHECK:      out #0: tensor<[2, 3], f32>
// CHECK-NEXT:   {{\[\[}}0, 2, 4], [3, 5, 7]]
// CHECK-NEXT: out #1: tensor<[3, 2], f32>
// CHECK-NEXT:   {{\[\[}}0, 3], [1, 4], [2, 5]]
// CHECK-NEXT: out #2: tensor<[2], f32>
// CHECK-NEXT:   [5, 14]
// CHECK-NEXT: out #3: tensor<[2, 1], i64>
// CHECK-NEXT:   {{\[\[}}2], [7]]
// CHECK-NEXT: out #4: tensor<[2], i64>
// CHECK-NEXT:   [2, 3]
// CHECK-NEXT: out #5: tensor<[2, 3], f32>
// CHECK-NEXT:   {{\[\[}}0.0900306, 0.244728, 0.665241], [0.0900306, 0.244728, 0.665241]]
graph @main(%a: tensor<[2, 3], f32>, %b: tensor<[3], f32>) -> (tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>, tensor<*, ?>) {
  %0 = core.add(%a, %b) : tensor<*, ?>
  %1 = core.transpose(%a) {perm = [1, 0]} : tensor<*, ?>
  %2 = core.matmul(%a, %b) : tensor<*, ?>
  %half = core.constant {value = dense<tensor<[1], f32>, [2.0]>} : tensor<[1], f32>
  %3 = core.div(%2, %half) : tensor<*, ?>
  %4 = core.cast(%3) {dtype = i64} : tensor<*, ?>
  %5 = core.unsqueeze(%4) {axes = [1]} : tensor<*, ?>
  %6 = core.shape_of(%a) : tensor<*, ?>
  %7 = core.softmax(%a) {axis = -1} : tensor<*, ?>
  return %0, %1, %2, %5, %6, %7
}
