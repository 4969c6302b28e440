// RUN: onnx-opt %s --split-input-file --fold-constants | FileCheck %s

// A dense constant a fold read and left without uses is erased by the fold
// (its bytes are given back): the weight goes, its folded copy stays. A
// constant another op still reads stays, and so does a scalar constant.

// CHECK-LABEL: graph @scaled_weight
// CHECK-NOT:     %w = 
// CHECK-NOT:     %s = 
// CHECK:         %0 = core.constant {value = dense<tensor<[2, 2], f32>, [2.0, 4.0, 6.0, 8.0]>}
// CHECK-NEXT:    %1 = core.matmul(%x, %0)
graph @scaled_weight(%x: tensor<[2, 2], f32>) -> (tensor<[2, 2], f32>) {
  %w = prim.Constant {value = dense<tensor<[2, 2], f32>, [1.0, 2.0, 3.0, 4.0]>} : tensor<[2, 2], f32>
  %s = core.constant {value = dense<tensor<[], f32>, [2.0]>} : tensor<[], f32>
  %0 = core.mul(%w, %s) : tensor<[2, 2], f32>
  %1 = core.matmul(%x, %0) : tensor<[2, 2], f32>
  return %1
}

// -----

// CHECK-LABEL: graph @still_read
// CHECK:         %w = prim.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>}
// CHECK:         %0 = core.constant {value = dense<tensor<[2], f32>, [2.0, 4.0]>}
// CHECK:         core.add(%x, %w)
graph @still_read(%x: tensor<[2], f32>) -> (tensor<[2], f32>, tensor<[2], f32>) {
  %w = prim.Constant {value = dense<tensor<[2], f32>, [1.0, 2.0]>} : tensor<[2], f32>
  %0 = core.add(%w, %w) : tensor<[2], f32>
  %1 = core.add(%x, %w) : tensor<[2], f32>
  return %0, %1
}

// -----

// CHECK-LABEL: graph @scalar_kept
// CHECK:         %n = prim.Constant {value = 3} : int
graph @scalar_kept() -> (int) {
  %n = prim.Constant {value = 3} : int
  %one = prim.Constant {value = 1} : int
  %0 = aten.add.int(%n, %one) : int
  return %0
}
