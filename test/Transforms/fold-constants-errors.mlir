// RUN: onnx-opt %s --split-input-file --fold-constants --verify-diagnostics | FileCheck %s

// A kernel error leaves the op as it is, with a warning saying why; the
// pass succeeds and folds the rest.

// CHECK-LABEL: graph @kernel_error
// CHECK:         aten.index_select
// CHECK:         prim.Constant {value = dense<tensor<[3], f32>, [2.0, 4.0, 6.0]>}
graph @kernel_error() -> (tensor<[1], f32>, tensor<[3], f32>) {
  %a = prim.Constant {value = dense<tensor<[3], f32>, [1.0, 2.0, 3.0]>} : tensor<[3], f32>
  %i = prim.Constant {value = dense<tensor<[1], i64>, [7]>} : tensor<[1], i64>
  %c0 = prim.Constant {value = 0} : int
  // expected-warning @below {{not folded: index out of range in self}}
  %0 = aten.index_select(%a, %c0, %i) : tensor<[1], f32>
  %one = prim.Constant {value = 1} : int
  %1 = aten.add.Tensor(%a, %a, %one) : tensor<[3], f32>
  return %0, %1
}
