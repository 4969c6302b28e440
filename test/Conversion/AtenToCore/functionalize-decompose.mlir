// RUN: onnx-opt %s --split-input-file --pass-pipeline='decompose,dce' | FileCheck %s
// RUN: not onnx-opt %s --split-input-file --pass-pipeline='decompose{functionalize=false}' 2>&1 | FileCheck %s --check-prefix=OFF

// decompose functionalizes first: the relu_ through a transposed view,
// with its base read afterwards, becomes core ops on values.

// CHECK-LABEL: graph @through_view
// CHECK-NEXT:    %[[A:.*]] = core.add(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[T:.*]] = core.transpose(%[[A]]) {perm = [1, 0]} : tensor<[3, 2], f32>
// CHECK-NEXT:    %[[R:.*]] = core.relu(%[[T]]) : tensor<[3, 2], f32>
// CHECK-NEXT:    %[[B:.*]] = core.transpose(%[[R]]) {perm = [1, 0]} : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[M:.*]] = core.mul(%[[B]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[M]]
graph @through_view(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %c0 = prim.Constant {value = 0} : int
  %c1 = prim.Constant {value = 1} : int
  %a = aten.add.Tensor(%x, %x, %c1) : tensor<[2, 3], f32>
  %t = aten.transpose.int(%a, %c0, %c1) : tensor<[3, 2], f32>
  %0 = aten.relu_(%t) : tensor<[3, 2], f32>
  %m = aten.mul.Tensor(%a, %x) : tensor<[2, 3], f32>
  return %m
}

// -----

// A base read after its mutation. Without functionalize, relu_'s entry
// refuses it.

// CHECK-LABEL: graph @base_read_after
// CHECK-NEXT:    %[[A:.*]] = core.add(%x, %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[R:.*]] = core.relu(%[[A]]) : tensor<[2, 3], f32>
// CHECK-NEXT:    %[[M:.*]] = core.mul(%[[R]], %x) : tensor<[2, 3], f32>
// CHECK-NEXT:    return %[[M]]
// OFF: error: 'aten.relu_' op mutates its input in place, and the mutated value is used after it
graph @base_read_after(%x: tensor<[2, 3], f32>) -> (tensor<[2, 3], f32>) {
  %c1 = prim.Constant {value = 1} : int
  %a = aten.add.Tensor(%x, %x, %c1) : tensor<[2, 3], f32>
  %0 = aten.relu_(%a) : tensor<[2, 3], f32>
  %m = aten.mul.Tensor(%a, %x) : tensor<[2, 3], f32>
  return %m
}
